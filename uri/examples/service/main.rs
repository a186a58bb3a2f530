//! A small axum service whose handlers take route types and answer with links
//! built from them: each path is written once, in `#[route("…")]`
//! (`routes.rs`), and each link is checked against those routes while the
//! crate compiles (`link!`).
//!
//! ```text
//! cargo run -p strict-uri --example service --features axum
//! curl 'http://127.0.0.1:PORT/repos/rust-lang/rust/issues?state=open'
//! cargo run -p strict-uri --example service --features axum -- --once
//! ```
//!
//! It serves on `127.0.0.1` at the port of `PORT` (any free one without it)
//! and prints its address. With `--once` it sends itself one request, prints
//! the answer and exits (so CI can run it): `serve.rs`. `examples/client.rs`
//! sends it requests built from the same route types.

mod routes;
pub(crate) mod serve;

use axum::routing::get;
use uri::axum::{LinkError, Routes, Typed};
use uri::link;

pub(crate) use routes::{Echo, File, Home, Issue, Issues};

async fn home(Typed(Home): Typed<Home>) -> String {
    let issues = link!(Issues, "/repos/rust-lang/rust/issues?state=open");
    let readme = link!(File, "/repos/rust-lang/rust/files/README.md");
    format!("issues: {issues}\nreadme: {readme}\n")
}

async fn issues(Typed(issues): Typed<Issues>) -> Result<String, LinkError> {
    let (owner, repo, state) = (&issues.owner, &issues.repo, &issues.state);
    let current = issues.page.unwrap_or(1);
    let (number, page) = (u64::from(current) * 100, current + 1);
    let first = link!(Issue, "/repos/{owner}/{repo}/issues/{number}")?;
    let next = link!(Issues, "/repos/{owner}/{repo}/issues{?state,page}")?;
    let state = state.as_deref().unwrap_or("all");
    let text = format!("page {current} of the {state} issues of {owner}/{repo}\n");
    Ok(text + &format!("first: {first}\nnext: {next}\n"))
}

async fn issue(Typed(issue): Typed<Issue>) -> Result<String, LinkError> {
    let (owner, repo) = (&issue.owner, &issue.repo);
    let all = link!(Issues, "/repos/{owner}/{repo}/issues")?;
    Ok(format!("issue #{}\nall: {all}\n", issue.number))
}

async fn file(Typed(File { owner, repo, path }): Typed<File>) -> String {
    // Each part joined below the last: the result stays below `checkouts`.
    let on_disk = path.join_below(repo.join_below(owner.join_below("checkouts")));
    format!("{owner}/{repo}: {path}\non disk: {}\n", on_disk.display())
}

async fn echo(Typed(echo): Typed<Echo>) -> String {
    format!("{echo:?}")
}

/// The service: the route types as the router, each request read once by
/// the type whose template matches it (in every spelling RFC 3986 makes
/// equal: `/rep%6Fs/…` for `/repos/…`).
pub(crate) fn app() -> Result<Routes, uri::axum::RegisterError> {
    Routes::new()
        .route::<Home>(get(home))?
        .route::<Issues>(get(issues))?
        .route::<Issue>(get(issue))?
        .route::<File>(get(file))?
        .route::<Echo>(get(echo))
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    serve::run(app()?).await
}
