//! The service's routes: each path written once, here, and read by the
//! service (`main.rs`) and written by its client (`../client.rs`) alike.

use uri::Route;
use uri::path::SafePath;

/// The front page.
#[derive(Route, Debug, PartialEq)]
#[route("/")]
pub(crate) struct Home;

/// A repository's issues, a page at a time.
#[derive(Route, Debug, PartialEq)]
#[route("/repos/{owner}/{repo}/issues{?state,page}")]
pub(crate) struct Issues {
    pub(crate) owner: String,
    pub(crate) repo: String,
    pub(crate) state: Option<String>,
    pub(crate) page: Option<u32>,
}

/// One issue.
#[derive(Route, Debug, PartialEq)]
#[route("/repos/{owner}/{repo}/issues/{number}")]
pub(crate) struct Issue {
    pub(crate) owner: String,
    pub(crate) repo: String,
    pub(crate) number: u64,
}

/// A file of a repository, by its segments. Its values go on to a file
/// system, so each is a `SafePath`: a request with `..`, `%2F`, `\`, an
/// empty segment, `C:` or a device name such as `NUL` in them is a 400
/// before the handler runs, and what it reads stays below the checkouts.
#[derive(Route, Debug, PartialEq)]
#[route("/repos/{owner}/{repo}/files{/path*}")]
pub(crate) struct File {
    pub(crate) owner: SafePath,
    pub(crate) repo: SafePath,
    pub(crate) path: SafePath,
}

/// Values in each place a request holds them, answered as they were read:
/// a path segment, the segments of a list, a query value, a query list.
#[derive(Route, Debug, PartialEq)]
#[route("/echo/{segment}/items{/items*}{?value,values*}")]
pub(crate) struct Echo {
    pub(crate) segment: String,
    pub(crate) items: Vec<String>,
    pub(crate) value: Option<String>,
    pub(crate) values: Vec<String>,
}
