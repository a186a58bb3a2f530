//! `uri!` from a 2015-edition crate that renamed the dependency.
#![deny(missing_docs)]

#[macro_use]
extern crate renamed_uri;

use renamed_uri::{Uri, UriRef};

/// A URI checked at compile time.
pub const API: Uri<'static> = uri!("https://api.example.com/v1");

/// A reference checked at compile time, through the crate path.
pub static LOGO: UriRef<'static> = renamed_uri::uri_ref!("../logo.png");

/// A URI from a template checked at compile time and run-time values.
pub fn user(id: u64, tab: Option<&str>) -> renamed_uri::UriBuf {
    uri!(
        "https://api.example.com/users/{id}{?tab}",
        id = id,
        tab = tab
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn macros_work_under_a_renamed_dependency() {
        assert_eq!(super::API.host_str(), Some("api.example.com"));
        assert_eq!(super::LOGO.path(), "../logo.png");
        assert_eq!(
            super::user(7, Some("a b")),
            "https://api.example.com/users/7?tab=a%20b"
        );
    }
}
