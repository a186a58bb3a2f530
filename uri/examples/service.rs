//! A small axum service whose handlers take route types and answer with links
//! built from them: each path is written once, in `#[route("…")]`.
//!
//! ```text
//! cargo run -p strict-uri --example service --features axum
//! curl 'http://127.0.0.1:PORT/repos/rust-lang/rust/issues?state=open'
//! cargo run -p strict-uri --example service --features axum -- --once
//! ```
//!
//! It serves on `127.0.0.1` at the port of `PORT` (any free one without it)
//! and prints its address. With `--once` it sends itself one request, prints
//! the answer and exits (so CI can run it).

use std::net::SocketAddr;

use axum::http::StatusCode;
use axum::routing::get;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::{TcpListener, TcpStream};
use uri::Route;
use uri::axum::{Routes, Typed};

/// The front page.
#[derive(Route)]
#[route("/")]
struct Home;

/// A repository's issues, a page at a time.
#[derive(Route)]
#[route("/repos/{owner}/{repo}/issues{?state,page}")]
struct Issues {
    owner: String,
    repo: String,
    state: Option<String>,
    page: Option<u32>,
}

/// One issue.
#[derive(Route)]
#[route("/repos/{owner}/{repo}/issues/{number}")]
struct Issue {
    owner: String,
    repo: String,
    number: u64,
}

/// A file of a repository, by its segments.
#[derive(Route)]
#[route("/repos/{owner}/{repo}/files{/path*}")]
struct File {
    owner: String,
    repo: String,
    path: Vec<String>,
}

async fn home(Typed(Home): Typed<Home>) -> Result<String, StatusCode> {
    let issues = Issues {
        owner: "rust-lang".into(),
        repo: "rust".into(),
        state: Some("open".into()),
        page: None,
    };
    let readme = File {
        owner: "rust-lang".into(),
        repo: "rust".into(),
        path: vec!["README.md".into()],
    };
    Ok(format!(
        "issues: {}\nreadme: {}\n",
        link(issues.to_uri())?,
        link(readme.to_uri())?
    ))
}

async fn issues(Typed(issues): Typed<Issues>) -> Result<String, StatusCode> {
    let page = issues.page.unwrap_or(1);
    let first = Issue {
        owner: issues.owner.clone(),
        repo: issues.repo.clone(),
        number: u64::from(page) * 100,
    };
    let next = Issues {
        page: Some(page + 1),
        ..issues
    };
    Ok(format!(
        "page {page} of the {} issues of {}/{}\nfirst: {}\nnext: {}\n",
        next.state.as_deref().unwrap_or("all"),
        next.owner,
        next.repo,
        link(first.to_uri())?,
        link(next.to_uri())?,
    ))
}

async fn issue(Typed(issue): Typed<Issue>) -> Result<String, StatusCode> {
    let all = Issues {
        owner: issue.owner,
        repo: issue.repo,
        state: None,
        page: None,
    };
    Ok(format!(
        "issue #{}\nall: {}\n",
        issue.number,
        link(all.to_uri())?
    ))
}

async fn file(Typed(file): Typed<File>) -> String {
    format!("{}/{}: {}\n", file.owner, file.repo, file.path.join("/"))
}

/// A link written by `to_uri`, which refuses a value that would be a whole
/// `..` segment; such a value can only come from a request the route refused,
/// so here it is the server's own fault.
fn link<T: std::fmt::Display>(
    uri: Result<T, uri::template::ExpandError>,
) -> Result<String, StatusCode> {
    uri.map(|uri| uri.to_string())
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

/// The service: the route types as the router, each request read once by
/// the type whose template matches it.
pub(crate) fn app() -> Result<Routes, uri::axum::RegisterError> {
    Routes::new()
        .route::<Home>(get(home))?
        .route::<Issues>(get(issues))?
        .route::<Issue>(get(issue))?
        .route::<File>(get(file))
}

/// A GET of `target` sent to the service at `address` as an HTTP/1.1 client
/// sends it (the path and query as they are): the whole answer.
pub(crate) async fn ask(address: SocketAddr, target: &str) -> std::io::Result<String> {
    let mut stream = TcpStream::connect(address).await?;
    let request = format!("GET {target} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await?;
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await?;
    Ok(answer)
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let port = std::env::var("PORT").map_or(Ok(0), |port| port.parse::<u16>())?;
    let listener = TcpListener::bind(("127.0.0.1", port)).await?;
    let address = listener.local_addr()?;
    println!("serving on http://{address}");
    // The route types read every spelling of their literal segments
    // (`/rep%6Fs/…` for `/repos/…`).
    let server = axum::serve(listener, app()?.into_make_service());
    if std::env::args().any(|argument| argument == "--once") {
        tokio::spawn(async move { server.await });
        let target = "/rep%6Fs/rust-lang/rust/issues?state=open&page=2&utm_source=x";
        let answer = ask(address, target).await?;
        println!("GET {target}\n{answer}");
        if !answer.starts_with("HTTP/1.1 200") {
            return Err("the service did not answer 200".into());
        }
        return Ok(());
    }
    server.await?;
    Ok(())
}
