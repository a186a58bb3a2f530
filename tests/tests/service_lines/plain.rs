//! `examples/service` written with axum's own extractors (`Path`, `Query`
//! and serde) and links encoded by hand, as a user without route types
//! writes it: the same answers to the same requests, for comparison.

use std::fmt::Write as _;

use axum::Router;
use axum::extract::{Path, Query, RawQuery};
use axum::routing::get;
use serde::Deserialize;
use uri::encoding::{Place, encode};
use uri::query::{QueryOptions, QueryPairs};

#[derive(Deserialize)]
struct IssuesQuery {
    state: Option<String>,
    page: Option<u32>,
}

async fn home() -> &'static str {
    "issues: /repos/rust-lang/rust/issues?state=open\nreadme: /repos/rust-lang/rust/files/README.md\n"
}

async fn issues(
    Path((owner, repo)): Path<(String, String)>,
    Query(query): Query<IssuesQuery>,
) -> String {
    let page = query.page.unwrap_or(1);
    let (o, r) = (
        encode(&owner, Place::PathSegment),
        encode(&repo, Place::PathSegment),
    );
    let first = format!("/repos/{o}/{r}/issues/{}", u64::from(page) * 100);
    let mut next = format!("/repos/{o}/{r}/issues?");
    if let Some(state) = &query.state {
        let _ = write!(next, "state={}&", encode(state, Place::QueryValue));
    }
    let _ = write!(next, "page={}", page + 1);
    let state = query.state.as_deref().unwrap_or("all");
    format!("page {page} of the {state} issues of {owner}/{repo}\nfirst: {first}\nnext: {next}\n")
}

async fn issue(Path((owner, repo, number)): Path<(String, String, u64)>) -> String {
    let all = format!(
        "/repos/{}/{}/issues",
        encode(&owner, Place::PathSegment),
        encode(&repo, Place::PathSegment),
    );
    format!("issue #{number}\nall: {all}\n")
}

async fn file(Path((owner, repo, path)): Path<(String, String, String)>) -> String {
    let on_disk = std::path::Path::new("checkouts")
        .join(&owner)
        .join(&repo)
        .join(&path);
    format!("{owner}/{repo}: {path}\non disk: {}\n", on_disk.display())
}

async fn files_root(Path((owner, repo)): Path<(String, String)>) -> String {
    let on_disk = std::path::Path::new("checkouts").join(&owner).join(&repo);
    format!("{owner}/{repo}: \non disk: {}\n", on_disk.display())
}

/// The values as the route type's `Debug` shows them.
#[derive(Debug)]
#[allow(dead_code, reason = "read by `Debug`")]
struct Echo {
    segment: String,
    items: Vec<String>,
    value: Option<String>,
    values: Vec<String>,
}

async fn echo(Path((segment, items)): Path<(String, String)>, RawQuery(query): RawQuery) -> String {
    let (mut value, mut values) = (None, Vec::new());
    let form = QueryOptions::new().form(true);
    for pair in QueryPairs::with_options(query.as_deref().unwrap_or(""), form) {
        let decoded = pair.value().map(|value| value.to_string());
        match pair.key().to_string().as_str() {
            "value" => value = decoded,
            "values" => values.extend(decoded),
            _ => {}
        }
    }
    let items = items.split('/').map(str::to_owned).collect();
    let echo = Echo {
        segment,
        items,
        value,
        values,
    };
    format!("{echo:?}")
}

/// The service: each path written again, as axum's syntax writes it.
pub(crate) fn app() -> Router {
    Router::new()
        .route("/", get(home))
        .route("/repos/{owner}/{repo}/issues", get(issues))
        .route("/repos/{owner}/{repo}/issues/{number}", get(issue))
        .route("/repos/{owner}/{repo}/files", get(files_root))
        .route("/repos/{owner}/{repo}/files/{*path}", get(file))
        .route("/echo/{segment}/items/{*items}", get(echo))
}
