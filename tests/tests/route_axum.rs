//! Route types in a real axum server: `Typed<R>` extracts them, `Routes`
//! routes requests by them (each read once) and `route_typed` registers
//! their paths, and a real HTTP client (hyper's) sends requests over TCP on
//! `127.0.0.1`, raw as clients send them: 200 with typed values, 400 with a
//! body that names the variable, 404, and a link one handler builds with
//! `to_uri()` followed to another handler.

use std::net::SocketAddr;

use axum::Router;
use axum::body::Bytes;
use axum::http::{Method, Request, StatusCode};
use axum::routing::{delete, get};
use http_body_util::{BodyExt as _, Empty};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use uri::Route;
use uri::axum::{NormalizedPaths, RegisterError, RouterExt as _, Routes, Typed};

#[allow(dead_code, reason = "the example's `main` is not called here")]
#[path = "../../uri/examples/service/main.rs"]
mod service;

#[derive(Route, Debug, PartialEq)]
#[route("/repos/{owner}/{repo}/issues{?state,page}")]
struct Issues {
    owner: String,
    repo: String,
    state: Option<String>,
    page: Option<u32>,
}

#[derive(Route, Debug, PartialEq)]
#[route("/repos/{owner}/{repo}/issues/{number}")]
struct Issue {
    owner: String,
    repo: String,
    number: u64,
}

/// An enum whose templates share a prefix: its paths merge into a
/// catch-all.
#[derive(Route, Debug, PartialEq)]
enum Files {
    #[route("/files{/path*}")]
    Any { path: Vec<String> },
    #[route("/files/{name}.json")]
    Json { name: String },
}

#[derive(Route, Debug, PartialEq)]
#[route("/users/{id}")]
struct User {
    id: u64,
}

/// The same shape as `User`, for another method: the axum paths merge.
#[derive(Route, Debug, PartialEq)]
#[route("/users/{name}")]
struct ByName {
    name: String,
}

#[derive(Route, Debug, PartialEq)]
#[route("/health")]
struct Health;

/// Nested route types whose templates conflict: no table (found only at run
/// time, as the macro cannot see the nested types' templates).
#[derive(Route, Debug, PartialEq)]
enum Clashing {
    #[route("/people")]
    ById(User),
    #[route("/people")]
    ByName(ByName),
}

/// A segment written partly literal: axum routes the whole segment, the
/// route reads the rest.
#[derive(Route, Debug, PartialEq)]
#[route("/reports/{year}.csv")]
struct Report {
    year: u16,
}

async fn issues(Typed(issues): Typed<Issues>) -> String {
    let read = format!(
        "owner={} repo={} state={:?} page={:?}",
        issues.owner, issues.repo, issues.state, issues.page
    );
    let next = Issues {
        page: Some(issues.page.unwrap_or(1) + 1),
        ..issues
    };
    format!("{read}\nnext: {}", next.to_uri().unwrap())
}

async fn issue(Typed(issue): Typed<Issue>) -> String {
    let all = Issues {
        owner: issue.owner,
        repo: issue.repo,
        state: Some("open".into()),
        page: None,
    };
    format!("issue {}\nall: {}", issue.number, all.to_uri().unwrap())
}

async fn files(Typed(files): Typed<Files>) -> String {
    format!("{files:?}")
}

async fn user(Typed(user): Typed<User>) -> String {
    format!("user {}", user.id)
}

async fn remove(Typed(user): Typed<ByName>) -> String {
    format!("removed {}", user.name)
}

async fn health(Typed(Health): Typed<Health>) -> &'static str {
    "ok"
}

async fn report(Typed(report): Typed<Report>) -> String {
    format!("report {}", report.year)
}

/// The fallback: a route type read where one matches, anything else
/// answered here.
async fn fallback(archive: Option<Typed<Archive>>) -> String {
    match archive {
        Some(Typed(archive)) => format!("archive {}/{}", archive.year, archive.slug),
        None => "fallback".to_owned(),
    }
}

/// A route type no path registers, read by the fallback.
#[derive(Route, Debug, PartialEq)]
#[route("/archive/{year}/{slug}")]
struct Archive {
    year: u16,
    slug: String,
}

fn app() -> Router {
    let api = Router::new().route_typed::<Health>(get(health)).unwrap();
    Router::new()
        .route_typed::<Issues>(get(issues))
        .unwrap()
        .route_typed::<Issue>(get(issue))
        .unwrap()
        .route_typed::<Files>(get(files))
        .unwrap()
        .route_typed::<User>(get(user))
        .unwrap()
        .route_typed::<ByName>(delete(remove))
        .unwrap()
        .route_typed::<Report>(get(report))
        .unwrap()
        .nest("/api", api)
}

/// A server on a free port of `127.0.0.1`, and a client for it.
struct Server {
    address: SocketAddr,
    client: Client<HttpConnector, Empty<Bytes>>,
}

impl Server {
    async fn start() -> Self {
        Self::serve(app()).await
    }

    async fn serve(app: Router) -> Self {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await });
        Self::at(address)
    }

    /// `app` behind [`NormalizedPaths`].
    async fn serve_normalized(app: Router) -> Self {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        let service = NormalizedPaths::new(app).into_make_service();
        tokio::spawn(async move { axum::serve(listener, service).await });
        Self::at(address)
    }

    fn at(address: SocketAddr) -> Self {
        let client = Client::builder(TokioExecutor::new()).build_http();
        Self { address, client }
    }

    /// Sends `target` as it is (no encoding, no dot segments removed) and
    /// returns the status and body.
    async fn send(&self, method: Method, target: &str) -> (StatusCode, String) {
        let request = Request::builder()
            .method(method)
            .uri(format!("http://{}{target}", self.address))
            .body(Empty::new())
            .unwrap();
        let response = self.client.request(request).await.unwrap();
        let status = response.status();
        let body = response.into_body().collect().await.unwrap().to_bytes();
        (status, String::from_utf8(body.to_vec()).unwrap())
    }

    async fn get(&self, target: &str) -> (StatusCode, String) {
        self.send(Method::GET, target).await
    }
}

/// The text after `label: ` on a line of `body`.
fn line<'b>(body: &'b str, label: &str) -> &'b str {
    body.lines()
        .find_map(|line| line.strip_prefix(label)?.strip_prefix(": "))
        .unwrap_or_else(|| panic!("no `{label}` in {body:?}"))
}

#[tokio::test]
async fn requests_as_clients_send_them() {
    let server = Server::start().await;

    // 200 with typed values: a raw `(`, a `+` as a space in the query, an
    // extra query pair.
    let (status, body) = server
        .get("/repos/rust-lang/rust(1)/issues?state=in+review&page=2&utm_source=x")
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(
        body.starts_with(r#"owner=rust-lang repo=rust(1) state=Some("in review") page=Some(2)"#),
        "{body}"
    );
    assert_eq!(
        line(&body, "next"),
        "/repos/rust-lang/rust%281%29/issues?state=in%20review&page=3"
    );

    let (status, body) = server.get("/repos/a/b/issues/42").await;
    assert_eq!(
        (status, body.lines().next()),
        (StatusCode::OK, Some("issue 42"))
    );

    // An enum: both templates routed through one catch-all, each read by the
    // type's own table.
    let (status, body) = server.get("/files/docs/a%20b.txt").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body, r#"Any { path: ["docs", "a b.txt"] }"#);
    let (status, body) = server.get("/files/data.json").await;
    assert_eq!(
        (status, body.as_str()),
        (StatusCode::OK, r#"Json { name: "data" }"#)
    );
    let (status, body) = server.get("/files").await;
    assert_eq!(
        (status, body.as_str()),
        (StatusCode::OK, "Any { path: [] }")
    );
    // The link of a list of one empty member ends in `/`, which axum's
    // catch-all does not take: it is routed too (the red team's case).
    let link = Files::Any {
        path: vec![String::new()],
    }
    .to_uri()
    .unwrap();
    assert_eq!(link, "/files/");
    let (status, body) = server.get(link.as_str()).await;
    assert_eq!(
        (status, body.as_str()),
        (StatusCode::OK, r#"Any { path: [""] }"#)
    );

    // Two route types of one shape, two methods.
    assert_eq!(
        server.get("/users/7").await,
        (StatusCode::OK, "user 7".into())
    );
    assert_eq!(
        server.send(Method::DELETE, "/users/ada").await,
        (StatusCode::OK, "removed ada".into())
    );

    // Under `Router::nest`, the extractor reads the nested router's path.
    assert_eq!(
        server.get("/api/health").await,
        (StatusCode::OK, "ok".into())
    );
}

#[tokio::test]
async fn malformed_requests_are_400_naming_the_variable() {
    let server = Server::start().await;

    // A `%` that begins no escape.
    let (status, body) = server.get("/repos/rust%zz/rust/issues").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains("`owner`"), "{body}");

    // A value its field cannot read: names the variable and the field.
    let (status, body) = server.get("/repos/a/b/issues/seven").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains("the field `number`"), "{body}");
    assert!(body.contains("the variable `number`"), "{body}");
    let (status, body) = server.get("/repos/a/b/issues?page=two").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains("`page`"), "{body}");

    // A dot segment sent raw: the client does not remove it, axum routes
    // it, the route refuses it.
    let (status, body) = server.get("/files/../x").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains("`path`"), "{body}");
    let (status, body) = server.get("/files/%2e%2e/x").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
}

#[tokio::test]
async fn an_optional_route_is_none_where_nothing_matches_and_400_where_malformed() {
    let server = Server::serve(app().fallback(fallback)).await;
    assert_eq!(
        server.get("/archive/2024/hello(1)?utm_source=x").await,
        (StatusCode::OK, "archive 2024/hello(1)".into())
    );
    // No template matches: `None`, and the handler answers.
    assert_eq!(
        server.get("/nothing").await,
        (StatusCode::OK, "fallback".into())
    );
    assert_eq!(
        server.get("/archive/2024").await,
        (StatusCode::OK, "fallback".into())
    );
    // A template matches, the request is malformed: still a 400.
    let (status, body) = server.get("/archive/twenty/hello").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains("the field `year`"), "{body}");
    let (status, body) = server.get("/archive/2024/a%zz").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains("`slug`"), "{body}");
}

#[test]
fn a_route_type_without_a_table_is_refused_when_registered() {
    let error = Router::<()>::new()
        .route_typed::<Clashing>(get(|| async { "never" }))
        .unwrap_err();
    assert!(
        matches!(error, uri::axum::RegisterError::Table(_)),
        "{error:?}"
    );
    assert!(
        error
            .to_string()
            .contains("`/people/users/{id}` and `/people/users/{name}`"),
        "{error}"
    );
}

#[tokio::test]
async fn mismatches_are_404() {
    let server = Server::start().await;
    // No axum path: axum's own fallback.
    assert_eq!(server.get("/nothing").await.0, StatusCode::NOT_FOUND);
    assert_eq!(server.get("/users/7/repos").await.0, StatusCode::NOT_FOUND);
    // An axum path (`/reports/{__uri_1}`), but no template of the type: the
    // extractor's 404, whose body says why.
    assert_eq!(
        server.get("/reports/2024.csv").await,
        (StatusCode::OK, "report 2024".into())
    );
    let (status, body) = server.get("/reports/2024.pdf").await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert!(!body.is_empty());
    // A segment value that is empty: routed by a path of its own (axum's
    // parameters need a character), and read as `from_uri` reads it, a
    // number that is no number.
    let (status, body) = server.get("/repos/a/b/issues/").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains("the field `number`"), "{body}");
}

/// axum compares literal segments byte by byte: another spelling of one
/// (`%75sers` for `users`, RFC 3986 §6.2.2.2) reaches the handler only where
/// the paths are put in one spelling first.
#[tokio::test]
async fn literal_segments_in_other_spellings_need_normalized_paths() {
    let server = Server::start().await;
    assert_eq!(server.get("/%75sers/7").await.0, StatusCode::NOT_FOUND);
    assert_eq!(server.get("/api/h%65alth").await.0, StatusCode::NOT_FOUND);

    let server = Server::serve_normalized(app()).await;
    for (target, answer) in [
        ("/%75sers/7", "user 7"),
        ("/%75%73%65%72%73/%37", "user 7"),
        ("/api/h%65alth?x=%41", "ok"),
        ("/%61pi/health", "ok"),
        ("/repos/a/b/issues/%37", "issue 7\nall: /repos/a/b/issues"),
        (
            "/repos/%7Ea/b/issues?page=%32",
            "owner=~a repo=b state=None page=Some(2)",
        ),
    ] {
        let (status, body) = server.get(target).await;
        assert_eq!(status, StatusCode::OK, "{target}: {body}");
        assert!(body.starts_with(answer), "{target}: {body}");
    }
    // An escape of a reserved character stays one, a bad escape stays bad.
    assert_eq!(server.get("/users%2F7").await.0, StatusCode::NOT_FOUND);
    let (status, body) = server.get("/repos/a/b/issues/%zz").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(
        server.send(Method::DELETE, "/%75sers/ferris").await,
        (StatusCode::OK, "removed ferris".into())
    );
}

#[tokio::test]
async fn a_link_one_handler_writes_reaches_another() {
    let server = Server::start().await;
    let (status, body) = server.get("/repos/rust-lang/rust(1)/issues/7").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let all = line(&body, "all");
    assert_eq!(all, "/repos/rust-lang/rust%281%29/issues?state=open");

    let (status, body) = server.get(all).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(
        body.starts_with(r#"owner=rust-lang repo=rust(1) state=Some("open") page=None"#),
        "{body}"
    );
    // And the next page's link, back to the same handler.
    let next = line(&body, "next").to_owned();
    let (status, body) = server.get(&next).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert!(body.contains("page=Some(2)"), "{body}");
}

/// `examples/service.rs`, served and asked as its `--once` does, its links
/// followed.
#[tokio::test]
async fn the_example_service_answers_with_links() {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move {
        axum::serve(listener, service::app().unwrap().into_make_service()).await
    });

    let answer = service::serve::ask(address, "/").await.unwrap();
    assert!(answer.starts_with("HTTP/1.1 200 OK\r\n"), "{answer}");
    let (_, body) = answer.split_once("\r\n\r\n").unwrap();
    assert_eq!(
        body,
        "issues: /repos/rust-lang/rust/issues?state=open\nreadme: /repos/rust-lang/rust/files/README.md\n"
    );
    for (target, first_line) in [
        (
            "/repos/rust-lang/rust/issues?state=open",
            "page 1 of the open issues of rust-lang/rust",
        ),
        (
            "/repos/rust-lang/rust/files/README.md",
            "rust-lang/rust: README.md",
        ),
    ] {
        assert!(body.contains(target));
        let answer = service::serve::ask(address, target).await.unwrap();
        let (_, body) = answer.split_once("\r\n\r\n").unwrap();
        assert_eq!(body.lines().next(), Some(first_line), "{answer}");
    }
    let answer = service::serve::ask(address, "/repos/rust-lang/rust/issues/seven")
        .await
        .unwrap();
    assert!(
        answer.starts_with("HTTP/1.1 400 Bad Request\r\n"),
        "{answer}"
    );
    // A 400 is plain text that no browser sniffs as anything else, and it
    // quotes an over-long value only so far (issue 63).
    let (head, _) = answer.split_once("\r\n\r\n").unwrap();
    let head = head.to_ascii_lowercase();
    assert!(
        head.contains("\r\nx-content-type-options: nosniff"),
        "{answer}"
    );
    assert!(head.contains("\r\ncontent-type: text/plain"), "{answer}");
    let long = format!("/repos/rust-lang/rust/issues/{}x", "9".repeat(500));
    let answer = service::serve::ask(address, &long).await.unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap();
    assert!(head.starts_with("HTTP/1.1 400 Bad Request\r\n"), "{answer}");
    assert_eq!(
        body,
        format!(
            "the field `number` cannot be read: the value `{}…` of the variable `number` \
             cannot be read as `u64`",
            "9".repeat(40)
        )
    );
    // The file's parts go to a file system: what would leave the
    // checkouts is a 400 naming the variable (issue 63).
    for (target, variable) in [
        ("/repos/rust-lang/rust/files//etc/passwd", "path"),
        ("/repos/rust-lang/rust/files/%2Fetc%2Fpasswd", "path"),
        ("/repos/rust-lang/rust/files/..%5C..%5Cwindows", "path"),
        ("/repos/rust-lang/rust/files/a%00b", "path"),
        ("/repos/..%5Cx/rust/files/README.md", "owner"),
        ("/repos/rust-lang/C:/files/README.md", "repo"),
        ("/repos/rust-lang/rust/files/nul.txt", "path"),
    ] {
        let answer = service::serve::ask(address, target).await.unwrap();
        assert!(
            answer.starts_with("HTTP/1.1 400 Bad Request\r\n"),
            "{target}: {answer}"
        );
        assert!(
            answer.contains(&format!("`{variable}`")),
            "{target}: {answer}"
        );
    }
    let answer = service::serve::ask(address, "/repos/rust-lang/rust/files/src/main.rs")
        .await
        .unwrap();
    let on_disk = ["rust-lang", "rust", "src", "main.rs"]
        .iter()
        .fold(std::path::PathBuf::from("checkouts"), |path, part| {
            path.join(part)
        });
    assert!(
        answer.ends_with(&format!("on disk: {}\n", on_disk.display())),
        "{answer}"
    );
}

/// Every answer of a rejection, 404, 400 and 500 alike, tells a browser not
/// to sniff its body (issue 63).
#[test]
fn a_rejection_is_never_sniffed() {
    use axum::http::header::{CONTENT_TYPE, X_CONTENT_TYPE_OPTIONS};
    use axum::response::IntoResponse as _;
    use uri::axum::Rejection;

    for (error, status) in [
        (
            User::from_uri("/groups/7").unwrap_err(),
            StatusCode::NOT_FOUND,
        ),
        (
            User::from_uri("/users/x").unwrap_err(),
            StatusCode::BAD_REQUEST,
        ),
        (
            Clashing::from_uri("/people/7").unwrap_err(),
            StatusCode::INTERNAL_SERVER_ERROR,
        ),
    ] {
        let response = Rejection::from(error).into_response();
        assert_eq!(response.status(), status);
        let headers = response.headers();
        assert_eq!(headers[X_CONTENT_TYPE_OPTIONS], "nosniff", "{status}");
        if status != StatusCode::INTERNAL_SERVER_ERROR {
            let content_type = headers[CONTENT_TYPE].to_str().unwrap();
            assert!(content_type.starts_with("text/plain"), "{content_type}");
        }
    }
}

/// A number whose reading is counted: how many times requests were read.
#[derive(Debug, PartialEq)]
struct Counted(u32);

static READS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

impl std::fmt::Display for Counted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::str::FromStr for Counted {
    type Err = std::num::ParseIntError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        READS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        text.parse().map(Self)
    }
}

#[derive(Route, Debug, PartialEq)]
#[route("/count/{n}")]
struct Count {
    n: Counted,
}

async fn count(Typed(count): Typed<Count>) -> String {
    format!("count {}", count.n)
}

#[derive(Route, Debug, PartialEq)]
#[route("/users/me")]
struct Me;

async fn me(Typed(Me): Typed<Me>) -> &'static str {
    "me"
}

/// The route types of `app`, as the router: behind an axum `Router` whose
/// own routes come first.
fn routes() -> Routes {
    Routes::new()
        .route::<Issues>(get(issues))
        .unwrap()
        .route::<Issue>(get(issue))
        .unwrap()
        .route::<Files>(get(files))
        .unwrap()
        .route::<User>(get(user))
        .unwrap()
        .route::<Report>(get(report))
        .unwrap()
        .route::<Count>(get(count))
        .unwrap()
        // After `User`, whose `/users/{id}` it is more specific than.
        .route::<Me>(get(me))
        .unwrap()
}

#[tokio::test]
async fn routes_serve_each_request_read_once() {
    let app = Router::new()
        .route("/metrics", get(|| async { "0" }))
        .fallback_service(routes());
    let server = Server::serve(app).await;

    let (status, body) = server
        .get("/repos/rust-lang/rust(1)/issues?state=in+review&page=2&utm_source=x")
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        line(&body, "next"),
        "/repos/rust-lang/rust%281%29/issues?state=in%20review&page=3"
    );
    assert_eq!(
        server.get("/files/docs/a%20b.txt").await,
        (
            StatusCode::OK,
            r#"Any { path: ["docs", "a b.txt"] }"#.into()
        )
    );
    assert_eq!(
        server.get("/reports/2024.csv").await,
        (StatusCode::OK, "report 2024".into())
    );
    assert_eq!(server.get("/metrics").await, (StatusCode::OK, "0".into()));

    // The route type's value reaches the handler: its field is read once,
    // by the router, not again by `Typed`.
    let before = READS.load(std::sync::atomic::Ordering::SeqCst);
    assert_eq!(
        server.get("/count/7").await,
        (StatusCode::OK, "count 7".into())
    );
    assert_eq!(READS.load(std::sync::atomic::Ordering::SeqCst), before + 1);

    // Every spelling the route type reads, without `NormalizedPaths`; an
    // empty value, as `from_uri` reads it.
    assert_eq!(
        server.get("/%75sers/7").await,
        (StatusCode::OK, "user 7".into())
    );
    let (status, body) = server.get("/repos/a/b/issues/").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains("the field `number`"), "{body}");

    // The most specific template of all the types, whatever their order.
    assert_eq!(server.get("/users/me").await, (StatusCode::OK, "me".into()));

    // 400 and 404, with the bodies of `Rejection`.
    let (status, body) = server.get("/repos/rust%zz/rust/issues").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains("`owner`"), "{body}");
    let (status, body) = server.get("/repos/a/b/issues/seven").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert!(body.contains("the variable `number`"), "{body}");
    let (status, body) = server.get("/nothing").await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert!(!body.is_empty());

    // A method the handler does not take: the method router's 405.
    assert_eq!(
        server.send(Method::DELETE, "/users/7").await.0,
        StatusCode::METHOD_NOT_ALLOWED
    );
}

#[tokio::test]
async fn routes_served_alone_with_state_and_a_fallback() {
    use axum::extract::State;

    async fn greet(State(greeting): State<&'static str>, Typed(user): Typed<User>) -> String {
        format!("{greeting} {}", user.id)
    }
    async fn fallback(archive: Option<Typed<Archive>>) -> String {
        match archive {
            Some(Typed(archive)) => format!("archive {}", archive.year),
            None => "fallback".to_owned(),
        }
    }

    let routes: Routes = Routes::new()
        .route::<User>(get(greet))
        .unwrap()
        .fallback(fallback)
        .with_state("hello");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, routes.into_make_service()).await });
    let server = Server::at(address);

    assert_eq!(
        server.get("/users/7").await,
        (StatusCode::OK, "hello 7".into())
    );
    // No type reads it: the fallback, which may read a type of its own.
    assert_eq!(
        server.get("/archive/2024/x").await,
        (StatusCode::OK, "archive 2024".into())
    );
    assert_eq!(
        server.get("/nothing").await,
        (StatusCode::OK, "fallback".into())
    );
    // A type's bad request is still its 400.
    assert_eq!(server.get("/users/x").await.0, StatusCode::BAD_REQUEST);
}

#[test]
fn routes_refuse_types_no_request_could_tell_apart() {
    #[derive(Route)]
    #[route("https://example.com/{id}")]
    struct Remote {
        id: u32,
    }

    let routes: Routes = Routes::new().route::<User>(get(user)).unwrap();
    let error = routes.route::<ByName>(get(remove)).unwrap_err();
    assert!(matches!(error, RegisterError::Table(_)), "{error:?}");
    assert!(
        error
            .to_string()
            .contains("`/users/{id}` and `/users/{name}`"),
        "{error}"
    );
    let error = Routes::<()>::new()
        .route::<Clashing>(get(|| async { "never" }))
        .unwrap_err();
    assert!(matches!(error, RegisterError::Table(_)), "{error:?}");
    let error = Routes::<()>::new()
        .route::<Remote>(get(|| async { "never" }))
        .unwrap_err();
    assert!(
        matches!(error, RegisterError::NotOriginForm { .. }),
        "{error:?}"
    );
}
