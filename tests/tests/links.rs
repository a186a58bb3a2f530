//! `link!`: links written as text, checked against a route type's routes
//! while the crate compiles.

use uri::{Route, UriRefBuf, link};

#[derive(Route, Debug, PartialEq)]
#[route("/users/{id}{?tab}")]
struct User {
    id: u64,
    tab: Option<String>,
}

#[derive(Route, Debug, PartialEq)]
enum Api {
    #[route("/health")]
    Health,
    #[route("/files{/path*}")]
    Files { path: Vec<String> },
    #[route("/v1")]
    V1(User),
}

#[test]
fn smoke() {
    let id = 7;
    let user: UriRefBuf = link!(Api, "/v1/users/{id}{?tab}", tab = "repos");
    assert_eq!(user, "/v1/users/7?tab=repos");
    let files = link!(Api, "/files{/path*}", path = ["docs", "a b.txt"]);
    assert_eq!(files.unwrap(), "/files/docs/a%20b.txt");
    const HEALTH: uri::UriRef<'static> = link!(Api, "/health");
    assert_eq!(HEALTH, "/health");
}
