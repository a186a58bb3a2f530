use uri::{Uri, uri};

const U: Uri<'static> = uri!("http://example.com/{id");

fn main() {
    let _ = U.host_str();
}
