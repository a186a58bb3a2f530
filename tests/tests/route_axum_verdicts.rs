//! Through axum, a route type answers what its `from_uri` answers: for
//! random request targets, the status an axum app gives (200 from the
//! handler, 400, 404) equals `from_uri`'s verdict, for route types of every
//! shape the derive accepts, registered both ways: `Routes` (the route types
//! as the router) and `route_typed` behind `NormalizedPaths` (axum's router
//! on the types' paths, `Typed` reading again). A `Routes` of several types
//! answers as the table of all their templates: the type of the most
//! specific template that matches reads the request.
//!
//! The apps are called in process, as `tower::Service`s; the handlers never
//! wait, so each answer is ready on the first poll.

use std::any::type_name;
use std::convert::Infallible;
use std::future::Future;
use std::task::{Context, Poll, Waker};

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode};
use axum::response::Response;
use axum::routing::get;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use tower_service::Service;
use uri::Route;
use uri::UriTemplate;
use uri::axum::{NormalizedPaths, RouterExt as _, Routes, Typed};
use uri::template::{RouteError, TemplateSet};

#[derive(Route, Debug)]
#[route("/health")]
struct Health;

#[derive(Route, Debug)]
#[route("/users/{id}")]
struct User {
    id: u64,
}

#[derive(Route, Debug)]
#[route("/users/me")]
struct Me;

#[derive(Route, Debug)]
#[route("/echo/{a}/{b}")]
struct Echo {
    a: String,
    b: String,
}

#[derive(Route, Debug)]
#[route("/reports/{year}.csv")]
struct Report {
    year: u16,
}

#[derive(Route, Debug)]
#[route("/v{n}/x")]
struct Versioned {
    n: u8,
}

/// Templates that share a prefix, one a list of segments, one a rest with
/// literal text after it.
#[derive(Route, Debug)]
enum Files {
    #[route("/files{/path*}")]
    Any { path: Vec<String> },
    #[route("/files/{name}.json")]
    Json { name: String },
    #[route("/files/index")]
    Index,
    #[route("/files/{+rest}/raw")]
    Raw { rest: String },
}

#[derive(Route, Debug)]
#[route("/docs{/section}{.format}")]
struct Docs {
    section: Option<String>,
    format: Option<String>,
}

#[derive(Route, Debug)]
#[route("/static/{+path}")]
struct Static {
    path: String,
}

#[derive(Route, Debug)]
#[route("/search{?q,page}")]
struct Search {
    q: Option<String>,
    page: Option<u32>,
}

#[derive(Route, Debug)]
#[route("/tags{?tag*}")]
struct Tags {
    tag: Vec<String>,
}

#[derive(Route, Debug)]
#[route("/items/{tags}")]
struct Items {
    tags: Vec<String>,
}

#[derive(Route, Debug)]
#[route("/caf%C3%A9/{id}")]
struct Cafe {
    id: String,
}

#[derive(Route, Debug)]
#[route("/~user/{id}")]
struct Tilde {
    id: u32,
}

#[derive(Route, Debug)]
#[route("/m{;x,y}")]
struct Matrix {
    x: Option<String>,
    y: Option<String>,
}

#[derive(Route, Debug)]
#[route("/api?v=2{&page}")]
struct Pinned {
    page: Option<u32>,
}

#[derive(Route, Debug)]
#[route("/list{?sort}{&page}")]
struct List {
    sort: Option<String>,
    page: Option<u32>,
}

/// An expression before the path's first `/`: it may write the whole path.
#[derive(Route, Debug)]
#[allow(dead_code, reason = "only which requests it reads is checked")]
#[route("{/all*}")]
struct Anything {
    all: Vec<String>,
}

#[derive(Route, Debug)]
#[route("/users/{id}")]
struct Inner {
    id: u32,
}

/// A route type nested under a prefix, beside a variant of its own.
#[derive(Route, Debug)]
enum Nested {
    #[route("/api")]
    Api(Inner),
    #[route("/health")]
    Health,
}

/// Whole segments, read directly, with a query of variables alone.
#[derive(Route, Debug)]
enum Direct {
    #[route("/")]
    Root,
    #[route("/users/{id}")]
    User { id: u32 },
    #[route("/users/{name}/repos")]
    Repos { name: String },
    #[route("/users/me/repos")]
    MyRepos,
    #[route("/users/{id}/events{?day,page}")]
    Events {
        id: u32,
        day: Option<String>,
        page: Option<u32>,
    },
    #[route("/{org}/{team}/members")]
    Members { org: String, team: String },
}

/// The status `R::from_uri` gives `target`.
fn verdict<R: Route>(target: &str) -> StatusCode {
    match R::from_uri(target) {
        Ok(_) => StatusCode::OK,
        Err(error) if error.is_bad_request() => StatusCode::BAD_REQUEST,
        Err(RouteError::Table(_)) => StatusCode::INTERNAL_SERVER_ERROR,
        Err(_) => StatusCode::NOT_FOUND,
    }
}

/// The handler of `R`: its name, where `Typed<R>` takes the request.
async fn named<R: Route + Send + 'static>(Typed(_): Typed<R>) -> &'static str {
    type_name::<R>()
}

/// `service`'s answer to a GET of `target` (a clone's: services are
/// cloned for each request, as a server does).
fn answer<S>(service: &S, target: &str) -> Response
where
    S: Service<Request<Body>, Response = Response, Error = Infallible> + Clone,
{
    let mut service = service.clone();
    let request = Request::get(target).body(Body::empty()).unwrap();
    let mut context = Context::from_waker(Waker::noop());
    assert!(service.poll_ready(&mut context).is_ready());
    let mut future = std::pin::pin!(service.call(request));
    match future.as_mut().poll(&mut context) {
        Poll::Ready(Ok(response)) => response,
        Poll::Pending => panic!("{target}: the handler waited"),
    }
}

/// The name a 200's body holds.
fn body(response: Response) -> String {
    let mut context = Context::from_waker(Waker::noop());
    let mut collect = std::pin::pin!(http_body_util::BodyExt::collect(response.into_body()));
    match collect.as_mut().poll(&mut context) {
        Poll::Ready(Ok(bytes)) => String::from_utf8(bytes.to_bytes().to_vec()).unwrap(),
        _ => panic!("the body is not ready"),
    }
}

/// The target `NormalizedPaths` hands on for `target`: its path's escapes
/// of unreserved characters decoded.
fn normalized(target: &str) -> String {
    let echo = NormalizedPaths::new(
        Router::new()
            .fallback(|uri: axum::http::Uri| async move { uri.to_string() })
            .with_state(()),
    );
    body(answer(&echo, target))
}

/// One route type served both ways, and its verdict.
struct Served {
    name: &'static str,
    verdict: fn(&str) -> StatusCode,
    routes: Routes,
    router: NormalizedPaths<Router>,
}

fn served<R: Route + Send + 'static>() -> Served {
    Served {
        name: type_name::<R>(),
        verdict: verdict::<R>,
        routes: Routes::new().route::<R>(get(named::<R>)).unwrap(),
        router: NormalizedPaths::new(
            Router::new()
                .route_typed::<R>(get(named::<R>))
                .unwrap()
                .with_state(()),
        ),
    }
}

fn every_shape() -> Vec<Served> {
    vec![
        served::<Health>(),
        served::<User>(),
        served::<Me>(),
        served::<Echo>(),
        served::<Report>(),
        served::<Versioned>(),
        served::<Files>(),
        served::<Docs>(),
        served::<Static>(),
        served::<Search>(),
        served::<Tags>(),
        served::<Items>(),
        served::<Cafe>(),
        served::<Tilde>(),
        served::<Matrix>(),
        served::<Pinned>(),
        served::<List>(),
        served::<Anything>(),
        served::<Nested>(),
        served::<Direct>(),
    ]
}

/// The pieces of a path: the route types' literals and values of every
/// kind (empty, escaped, malformed, dot segments, lists, other spellings
/// of literals).
const SEGMENTS: &[&str] = &[
    "",
    "health",
    "h%65alth",
    "users",
    "%75sers",
    "me",
    "echo",
    "reports",
    "2024.csv",
    "2024.pdf",
    "v1",
    "v300",
    "x",
    "files",
    "index",
    "raw",
    "a.json",
    "docs",
    "intro.html",
    "intro",
    "static",
    "search",
    "tags",
    "items",
    "a,b",
    "caf%C3%A9",
    "caf%c3%a9",
    "~user",
    "%7Euser",
    "m;x=1;y=2",
    "m;y=2",
    "api",
    "list",
    "repos",
    "events",
    "members",
    "7",
    "42",
    "seven",
    "ada",
    "a%20b",
    "rust(1)",
    "%zz",
    "%41",
    "%2F",
    "%FF",
    ".",
    "..",
    "%2e%2e",
];

/// The queries a target may end with.
const QUERIES: &[&str] = &[
    "",
    "?",
    "?q=a",
    "?q=%zz",
    "?q=a+b",
    "?page=2",
    "?page=x",
    "?page=1&page=2",
    "?tag=a&tag=b",
    "?tag=%zz",
    "?v=2",
    "?v=2&page=3",
    "?v=3&page=3",
    "?sort=asc&page=1",
    "?day=mon&page=2",
    "?utm_source=x",
];

/// Paths shaped like the route types' templates, each `{}` a hole for a
/// value of [`VALUES`].
const SKELETONS: &[&str] = &[
    "/health",
    "/h%65alth",
    "/users/{}",
    "/%75sers/{}",
    "/users/me",
    "/users/{}/repos",
    "/users/me/repos",
    "/users/{}/events",
    "/echo/{}/{}",
    "/reports/{}",
    "/{}/x",
    "/v{}/x",
    "/files{}",
    "/files/{}",
    "/files/{}/raw",
    "/docs{}",
    "/static/{}",
    "/search",
    "/tags",
    "/items/{}",
    "/caf%C3%A9/{}",
    "/~user/{}",
    "/%7Euser/{}",
    "/m{}",
    "/api",
    "/api/users/{}",
    "/list",
    "/{}/{}/members",
    "/{}",
];

/// What fills a skeleton's hole: values of every kind, and pieces that
/// carry more path (`/a/b`) or a parameter (`;x=1`).
const VALUES: &[&str] = &[
    "",
    "7",
    "42",
    "v1",
    "v300",
    "seven",
    "ada",
    "2024.csv",
    "2024.pdf",
    "a.json",
    "index",
    "intro",
    "/intro",
    "/intro.html",
    ".html",
    "/a/b",
    "/a//b",
    "/",
    "a,b",
    ",",
    ";x=1",
    ";x=1;y=2",
    ";y",
    "a%20b",
    "caf%C3%A9",
    "%FF",
    "%zz",
    "a%z",
    "%41",
    "%2F",
    ".",
    "..",
    "%2e%2e",
    "/..",
    "rust(1)",
];

fn targets() -> impl Strategy<Value = String> {
    let shaped = (
        proptest::sample::select(SKELETONS),
        proptest::collection::vec(proptest::sample::select(VALUES), 2),
        proptest::sample::select(QUERIES),
    )
        .prop_map(|(skeleton, values, query)| {
            let path = skeleton
                .replacen("{}", values[0], 1)
                .replacen("{}", values[1], 1);
            format!("{path}{query}")
        });
    let random = (
        proptest::collection::vec(proptest::sample::select(SEGMENTS), 1..5),
        proptest::sample::select(QUERIES),
    )
        .prop_map(|(segments, query)| format!("/{}{query}", segments.join("/")));
    prop_oneof![3 => shaped, 1 => random]
}

/// The runner of the properties: 6,000 targets each, none kept on disk.
fn runner() -> TestRunner {
    TestRunner::new(Config {
        cases: 6000,
        failure_persistence: None,
        ..Config::default()
    })
}

#[test]
fn each_route_type_answers_through_axum_what_from_uri_answers() {
    let shapes = every_shape();
    let mut runner = runner();
    runner
        .run(&targets(), |target| {
            for shape in &shapes {
                let verdict = (shape.verdict)(&target);
                let routes = answer(&shape.routes, &target);
                prop_assert_eq!(
                    routes.status(),
                    verdict,
                    "Routes, {} {}",
                    shape.name,
                    target
                );
                if verdict == StatusCode::OK {
                    prop_assert_eq!(body(routes), shape.name);
                }
                // Behind `NormalizedPaths`, the route type reads the target
                // that it hands on.
                let normalized = normalized(&target);
                let by_paths = answer(&shape.router, &target);
                prop_assert_eq!(
                    by_paths.status(),
                    (shape.verdict)(&normalized),
                    "route_typed, {} {} ({})",
                    shape.name,
                    target,
                    normalized
                );
            }
            Ok(())
        })
        .unwrap();
}

/// `target`'s status through both apps of `shape` (`route_typed` reading
/// the normalized target), each checked against `from_uri`'s verdict.
fn status(shape: &Served, target: &str) -> StatusCode {
    let verdict = (shape.verdict)(target);
    let routes = answer(&shape.routes, target);
    assert_eq!(routes.status(), verdict, "Routes, {} {target}", shape.name);
    let normalized = normalized(target);
    assert_eq!(
        answer(&shape.router, target).status(),
        (shape.verdict)(&normalized),
        "route_typed, {} {target} ({normalized})",
        shape.name
    );
    verdict
}

/// For each shape of [`every_shape`], in its order: targets it answers
/// 200, 400 and 404.
const EXAMPLES: &[(&[&str], &[&str], &[&str])] = &[
    (&["/health", "/h%65alth?x"], &[], &["/health/", "/healthy"]),
    (
        &["/users/7", "/%75sers/7"],
        &["/users/", "/users/x", "/users/%zz"],
        &["/users/7/x"],
    ),
    (&["/users/me"], &[], &["/users/you"]),
    (
        &["/echo/a/b", "/echo/a/", "/echo//b", "/echo//"],
        &["/echo/%zz/b", "/echo/../b"],
        &["/echo/a"],
    ),
    (
        &["/reports/2024.csv"],
        &["/reports/x.csv", "/reports/.csv"],
        &["/reports/2024.pdf"],
    ),
    (&["/v7/x"], &["/v300/x", "/v/x"], &["/v7/y"]),
    (
        &[
            "/files",
            "/files/",
            "/files/a/b",
            "/files/a.json",
            "/files/index",
            "/files/a/b/raw",
        ],
        &["/files/../x", "/files/%zz"],
        &["/filesx"],
    ),
    (
        &["/docs", "/docs/intro", "/docs/intro.html"],
        &["/docs/%zz"],
        &["/docs/a/b"],
    ),
    (
        &["/static/a/b", "/static/"],
        &["/static/../a", "/static/%zz"],
        &["/static"],
    ),
    (
        &["/search", "/search?q=a&page=2&x=1"],
        &["/search?page=x", "/search?q=%zz"],
        &["/search/x"],
    ),
    (
        &["/tags", "/tags?tag=a&tag=b"],
        &["/tags?tag=%zz"],
        &["/tags/x"],
    ),
    (&["/items/a,b", "/items/"], &["/items/%zz"], &["/items/a/b"]),
    (
        &["/caf%C3%A9/x", "/caf%c3%a9/x"],
        &["/caf%C3%A9/%zz"],
        &["/cafe/x"],
    ),
    (
        &["/~user/7", "/%7Euser/7", "/%7euser/7"],
        &["/~user/x", "/%7Euser/%zz"],
        &["/user/7"],
    ),
    (&["/m", "/m;x=1;y=2", "/m;y=2"], &[], &["/m;z=1"]),
    (
        &["/api?v=2", "/api?v=2&page=3"],
        &["/api?v=2&page=x"],
        &["/api", "/api?v=3"],
    ),
    (
        &["/list", "/list?sort=asc&page=1"],
        &["/list?page=x"],
        &["/list/x"],
    ),
    (&["/", "/a/b", "//"], &["/a/%zz", "/.."], &[]),
    (
        &["/api/users/7", "/health"],
        &["/api/users/x"],
        &["/api/users"],
    ),
    (
        &[
            "/",
            "/users/7/repos",
            "/users/me/repos",
            "/o/t/members",
            "/users/7/events?page=2",
        ],
        &["/users/7/events?page=x", "/o/%zz/members"],
        &["/users"],
    ),
];

#[test]
fn every_shape_answers_200_400_and_404_as_from_uri_does() {
    let shapes = every_shape();
    assert_eq!(EXAMPLES.len(), shapes.len());
    for (shape, (ok, bad, missing)) in shapes.iter().zip(EXAMPLES) {
        for (targets, want) in [
            (ok, StatusCode::OK),
            (bad, StatusCode::BAD_REQUEST),
            (missing, StatusCode::NOT_FOUND),
        ] {
            for target in *targets {
                assert_eq!(status(shape, target), want, "{} {target}", shape.name);
            }
        }
    }
}

/// Several route types in one `Routes`, as the table of all their
/// templates answers: the type of its most specific template reads the
/// request.
struct Together {
    routes: Routes,
    table: TemplateSet<usize>,
    names: Vec<&'static str>,
    verdicts: Vec<fn(&str) -> StatusCode>,
}

impl Together {
    fn new() -> Self {
        Self {
            routes: Routes::new(),
            table: TemplateSet::new(),
            names: Vec::new(),
            verdicts: Vec::new(),
        }
    }

    fn add<R: Route + Send + 'static>(mut self) -> Self {
        self.routes = self.routes.route::<R>(get(named::<R>)).unwrap();
        for text in R::templates() {
            let template = UriTemplate::parse(&text).unwrap();
            self.table.insert(template, self.names.len()).unwrap();
        }
        self.names.push(type_name::<R>());
        self.verdicts.push(verdict::<R>);
        self
    }

    /// The status and the name of the type that answers, by the table.
    fn expected(&self, target: &str) -> (StatusCode, Option<&'static str>) {
        match self.table.at(target) {
            Ok(found) => {
                let chosen = *found.value();
                let verdict = (self.verdicts[chosen])(target);
                (
                    verdict,
                    (verdict == StatusCode::OK).then_some(self.names[chosen]),
                )
            }
            Err(error) if error.is_bad_request() => (StatusCode::BAD_REQUEST, None),
            Err(_) => (StatusCode::NOT_FOUND, None),
        }
    }
}

#[test]
fn several_route_types_answer_as_the_table_of_all_their_templates() {
    // In an order where a less specific type comes first (`User` before
    // `Me`), beside types whose paths meet no other's.
    let together = Together::new()
        .add::<User>()
        .add::<Echo>()
        .add::<Me>()
        .add::<Files>()
        .add::<Report>()
        .add::<Docs>()
        .add::<Search>()
        .add::<Tilde>()
        .add::<Cafe>()
        .add::<Items>()
        .add::<Pinned>()
        .add::<Health>();
    let mut runner = runner();
    runner
        .run(&targets(), |target| {
            let (status, name) = together.expected(&target);
            let response = answer(&together.routes, &target);
            prop_assert_eq!(response.status(), status, "{}", target);
            if let Some(name) = name {
                prop_assert_eq!(body(response), name, "{}", target);
            }
            Ok(())
        })
        .unwrap();
}
