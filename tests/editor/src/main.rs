//! Each invalid literal sits on a line of its own, marked `// error` so the check
//! can tell which lines must get exactly one diagnostic and which none.
#![allow(dead_code, unused_variables)]

use uri::template::ExpandError;
use uri::{Uri, UriBuf, UriRef, UriTemplate, uri, uri_ref, uri_template};

const API: Uri<'static> = uri!("https://api.example.com/v1/");
const BAD_CONST: Uri<'static> = uri!("https://api.example.com/users/a|b"); // error
static BAD_STATIC: UriRef<'static> = uri_ref!("../a b"); // error
const HOST: Option<&str> = uri!("http://[::1/").host_str(); // error
const SCHEME: &str = uri!("no scheme/").scheme(); // error
const USERS: UriTemplate<'static> = uri_template!("/users/{id}{?page}");
const BAD_TEMPLATE: UriTemplate<'static> = uri_template!("/users/{id"); // error
const VARIABLES: usize = uri_template!("{a:0}").expression_count(); // error
// A `{` makes a template whose variables come from scope: an unclosed one is
// one error, whatever type the item declares.
const BRACE: Uri<'static> = uri!("http://example.com/{id"); // error
static BRACE_ESCAPED: UriRef<'static> = uri_ref!("/a/\u{7b}x"); // error

struct Endpoint {
    target: Uri<'static>,
}

fn takes(uri: Uri<'_>) -> usize {
    uri.as_str().len()
}

macro_rules! forwarded {
    ($text:literal) => {
        uri!($text)
    };
}

fn main() {
    let typed: Uri<'_> = uri!("http://a/%zz"); // error
    let untyped = uri!("no scheme"); // error
    let ok = uri!("mailto:someone@example.com");
    takes(uri!("http://exa mple.com/")); // error
    let endpoint = Endpoint {
        target: uri!("http://h:80x/"), // error
    };
    let list: [UriRef<'_>; 2] = [uri_ref!("a"), uri_ref!("#a#b")]; // error
    let chosen: Uri<'_> = match untyped.scheme() {
        "http" => uri!("http://h/"),
        _ => uri!("http://h/\u{0}"), // error
    };
    let via_macro: Uri<'_> = forwarded!("ftp://h/^"); // error
    let wrong_kind: Uri<'_> = uri!(42); // error
    let fine: UriRef<'_> = uri_ref!("//example.com/path?query#fragment");
    let template = uri_template!("{/path*}{?q}");

    // With arguments: the value's type is that of a valid call, so an error
    // stays one diagnostic. (A value's type errors are rustc's E0277, which an
    // editor shows from `cargo check`, not from its own analysis: tests/ui has them.)
    let user = "octocat";
    let page = 2;
    // A string alone in a path segment could be `..`: a `Result`, in the
    // stand-in after an error too.
    let repos: Result<UriBuf, ExpandError> = uri!("https://api.example.com/users/{user}/repos{?page}", user, page);
    let host: Result<UriBuf, ExpandError> = uri!("https://{user}.example.com/", user);
    let missing: Result<UriBuf, ExpandError> = uri!("https://api.example.com/users/{user}{?pag}", user, page); // error
    let unused: Result<UriBuf, ExpandError> = uri!("https://api.example.com/users/{user}", user, page); // error
    let in_scheme: UriBuf = uri!("{user}://example.com/", user); // error
    let untyped_brace = uri!("http://example.com/{id"); // error
}
