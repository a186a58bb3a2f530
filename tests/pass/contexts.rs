//! The expansion works in `const`, `static`, generic, `match` and plain expression
//! position, and its accessors are usable in `const`.

use uri::{Host, Uri, UriRef, uri, uri_ref};

const API: Uri<'static> = uri!("https://api.example.com:8443/v1");
const HOST: Option<&str> = API.host_str();
const PORT: Option<&str> = API.port_str();
const TYPED_HOST: Option<Host<'static>> = API.host();
static DOCS: UriRef<'static> = uri_ref!("/docs?lang=en");
const ALL: [Uri<'static>; 2] = [uri!("a:b"), uri!("urn:isbn:0451450523")];

fn scheme_of<T: Into<UriRef<'static>>>(value: T) -> Option<&'static str> {
    value.into().scheme()
}

fn main() {
    assert_eq!(HOST, Some("api.example.com"));
    assert_eq!(PORT, Some("8443"));
    assert!(matches!(TYPED_HOST, Some(Host::RegName("api.example.com"))));
    assert_eq!(DOCS.query(), Some("lang=en"));
    assert_eq!(ALL[1].path(), "isbn:0451450523");
    assert_eq!(scheme_of(uri!("ftp://ftp.example.com/")), Some("ftp"));
    let kind = match uri!("http://[::1]/").host() {
        Some(Host::Ipv6(_)) => "ipv6",
        _ => "other",
    };
    assert_eq!(kind, "ipv6");
    let in_block = { uri_ref!("#top") };
    assert_eq!(in_block.fragment(), Some("top"));
}
