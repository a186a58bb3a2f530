//! A caller's own `mod uri` does not capture the expansion, which goes through `$crate`.
#![allow(dead_code)]

mod uri {
    pub struct Uri;
    pub mod __private {}
}

fn main() {
    let api = ::uri::uri!("https://api.example.com/v1");
    assert_eq!(api.host_str(), ::std::option::Option::Some("api.example.com"));
}
