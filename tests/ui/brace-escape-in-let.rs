use uri::{UriRef, uri, uri_ref};

static R: UriRef<'static> = uri_ref!("/a/\u{7b}x");

fn main() {
    let u = uri!("http://example.com/\u{7b}x");
    let _ = (u.host_str(), R.path());
}
