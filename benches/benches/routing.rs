//! Routing: `uri`'s `TemplateSet` against `matchit`, the radix-tree router
//! that axum uses, in the same run, on the same tables: `matchit`'s own GitHub
//! API table (130 routes, from its benchmark), a 50-route table shaped like a
//! public REST API, and a generated 1,000-route table. Both syntaxes agree on
//! these tables (`{name}` for one segment), so each route is written once.
//! Run with `cargo bench -p uri-benches --bench routing`.
//!
//! One iteration looks up one path per route, reading the found value and one
//! parameter, so that the captures are not optimized away. `uri` checks every
//! value's characters (a bad escape is a 400, a `..` a bad request) where
//! `matchit` takes any byte.
//!
//! The 50-route table is timed with the requests written seven ways: each
//! path as it is (`github-50`); with a long query of pairs no template names
//! (`github-50-long-query`; matchit gets the path alone, as a server gives
//! it); with the first character of each path's last value escaped
//! (`github-50-escaped-value`, `/users/%6Fctocat`); with every byte of it
//! escaped (`github-50-dense-value`); with the last text value a name
//! outside ASCII in percent-encoded UTF-8 (`github-50-non-ascii-value`,
//! `山田-été`); with two segments no route has (`github-50-not-found`, every
//! lookup a 404); and with the last text value begun by a `%` that begins no
//! escape (`github-50-bad-escape`: `uri` answers 400 where matchit, which
//! takes any byte, finds the route). A route without a value keeps its path
//! where only a value is rewritten (all but the long-query and 404 groups).
//!
//! On the 50-route tables a third contender, `derive`, reads the same paths
//! into a `#[derive(Route)]` enum (`github_api/`, generated from the table):
//! the variant and its fields, strings owned and numbers parsed;
//! `derive-borrowed` into its twin whose strings are `Cow<'a, str>`, each a
//! slice of the request where it holds nothing to decode. A fifth,
//! `matchit+serde`, gives the same typed result the way an axum service gets
//! it: matchit finds the route, and its parameters are percent-decoded and
//! deserialized into that route's `serde::Deserialize` struct
//! (`github_serde/`), as axum's `Path` does.
//!
//! Two rows of the 50-route tables are floors, not routers: `floor: owned
//! values` copies each value matchit found into an owned `String` (one
//! allocation and one copy each, no routing, no decoding), and `floor: owned
//! escaped values` only those that hold an escape. They are the least that
//! a reader into `String` fields, or into `Cow<'a, str>` fields, spends on
//! its values beyond finding the route: a typed reader keeps up with bare
//! matchit only if its routing takes no longer than matchit's lookup less
//! its floor.
//!
//! On the 50-route tables, four more contenders serve the requests through
//! axum, each app called in process as a `tower::Service` (a GET of the
//! target, the response awaited; each handler answers 200 without a body
//! once it holds the typed value): `axum: Path` is axum's own router with a
//! handler per route reading its `serde` struct with axum's `Path`
//! extractor; `axum: route_typed` registers the derived enum's paths with
//! `route_typed` and reads it with `Typed`; `axum: Routes` is an axum
//! `Router` whose fallback is `Routes` of the enum (each request read
//! once); `Routes` is `Routes` alone, served as the whole app. A group
//! `github-50-not-of-its-type` sends the nine routes with an issue's or a
//! pull's `number` a word there (`/repos/o/r/issues/seven`): a 400 from
//! every typed reader, a route for bare matchit; `github-50-numbered` sends
//! the same nine routes as they are, the 200s those 400s are compared with.
//!
//! `routing/build/*` times building a set of 100, 1,000 and 10,000 routes
//! from nothing.
//!
//! `cargo bench -p uri-benches --bench routing -- --interleaved` times the
//! two in short interleaved batches instead, best of many, which a machine
//! shared with other work disturbs less than criterion's one contender after
//! the other.
//!
//! `cargo bench -p uri-benches --bench routing -- --profile <table>
//! <contender> <iterations>` runs one contender alone (the bench binary
//! takes the same arguments, for a profiler): under `valgrind
//! --tool=callgrind`, the difference between two iteration counts is the
//! lookups' own cost.

mod alternating;
mod github_api;
mod github_serde;
mod settings;

use std::convert::Infallible;
use std::fmt::Write as _;
use std::future::Future as _;
use std::hint::black_box;
use std::pin::pin;
use std::task::{Context, Poll, Waker};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode, Uri};
use axum::response::Response;
use axum::routing::get;
use criterion::{BatchSize, Criterion, Throughput};
use tower_service::Service;
use uri::UriTemplate;
use uri::axum::{RouterExt as _, Routes, Typed};
use uri::template::TemplateSet;
use uri_tests::corpus::GITHUB_ROUTES;
use uri_tests::routes::{MATCHIT_GITHUB_ROUTES, generated_routes, matchit_path};

/// A table: its name, each route's template with a path it matches, and
/// how the requests a client sends are written from those paths.
struct Table {
    name: &'static str,
    routes: Vec<(String, String)>,
    requests: Requests,
}

/// How a client writes its request targets.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Requests {
    /// Each path as it is.
    Plain,
    /// Each path with a long query of tracking and search pairs, which no
    /// template names (matchit gets the path alone, as a server gives it).
    LongQuery,
    /// Each path with the first character of its last value escaped
    /// (`/users/%6Fctocat`), as clients encode values.
    EscapedValue,
    /// Each path with every byte of its last value escaped
    /// (`/users/%6F%63%74%6F%63%61%74`): dense `%XX`, all of it decoded.
    DenseValue,
    /// Each path with its last text value (not an issue's `number`) a
    /// name outside ASCII, as a browser sends it, percent-encoded UTF-8
    /// (`/users/%E5%B1%B1%E7%94%B0-%C3%A9t%C3%A9`, `山田-été`).
    NonAsciiValue,
    /// Each path with two more segments (`/users/octocat/zz/zz`), which no
    /// route has: every lookup a miss, a 404.
    NotFound,
    /// Each path with its last text value begun by a `%` that begins no
    /// escape (`/users/%zzoctocat`): a 400 from `uri`, which checks values;
    /// matchit takes any byte, and percent-decoding leaves the `%` as it is.
    BadEscape,
    /// Only the routes with an issue's or a pull's `number`, a word there
    /// (`/repos/o/r/issues/seven`): a 400 from every reader of typed values.
    NotOfItsType,
    /// The same routes, each path as it is: what a 400 of `NotOfItsType`
    /// costs beside the route's 200.
    Numbered,
}

/// What a server answers a request.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Answer {
    /// A route and its values.
    Found,
    /// 404 Not Found.
    NotFound,
    /// 400 Bad Request (from `uri`; matchit finds the route).
    BadRequest,
}

/// The value of [`Requests::NonAsciiValue`]: `山田-été`, percent-encoded.
const NON_ASCII_VALUE: &str = "%E5%B1%B1%E7%94%B0-%C3%A9t%C3%A9";

/// The query of [`Requests::LongQuery`]: 227 bytes.
const LONG_QUERY: &str = "utm_source=newsletter&utm_medium=email&utm_campaign=autumn-2026\
    &ref=abcdefghijklmnopqrstuvwxyz0123456789&session=0123456789abcdef0123456789abcdef\
    &lang=en-GB&page=2&sort=updated&q=rust+uri+parser&filter=is%3Aopen+label%3Abug&x=1";

impl Requests {
    /// The request target a client sends for `path` of `template`.
    fn target(self, template: &str, path: &str) -> String {
        match self {
            Self::Plain | Self::Numbered => path.to_owned(),
            Self::LongQuery => format!("{path}?{LONG_QUERY}"),
            Self::EscapedValue => with_value(template, path, false, |value| {
                format!("%{:02X}{}", value.as_bytes()[0], &value[1..])
            }),
            Self::DenseValue => with_value(template, path, false, |value| {
                value.bytes().fold(String::new(), |mut dense, byte| {
                    // Writing to a `String` cannot fail.
                    let _ = write!(dense, "%{byte:02X}");
                    dense
                })
            }),
            // An issue's number is read as one: it keeps its digits.
            Self::NonAsciiValue => with_value(template, path, true, |_| NON_ASCII_VALUE.to_owned()),
            Self::NotFound => format!("{path}/zz/zz"),
            Self::BadEscape => with_value(template, path, true, |value| format!("%zz{value}")),
            Self::NotOfItsType => {
                let at = template
                    .split('/')
                    .position(|segment| segment == "{number}")
                    .unwrap_or(usize::MAX);
                let mut segments: Vec<&str> = path.split('/').collect();
                if let Some(segment) = segments.get_mut(at) {
                    *segment = "seven";
                }
                segments.join("/")
            }
        }
    }

    /// Whether a request is written for the route of `template`.
    fn takes(self, template: &str) -> bool {
        !matches!(self, Self::NotOfItsType | Self::Numbered) || template.contains("{number}")
    }

    /// What `uri` answers `target`, written for `path`.
    fn answer(self, path: &str, target: &str) -> Answer {
        match self {
            Self::NotFound => Answer::NotFound,
            // A route without a text value keeps its path as it is.
            Self::BadEscape if target != path => Answer::BadRequest,
            Self::NotOfItsType => Answer::BadRequest,
            _ => Answer::Found,
        }
    }
}

/// `path` of `template` with its last segment that the template fills with
/// a variable (`{user}`; not `{number}` where `text_only`) rewritten by
/// `rewrite`.
fn with_value(
    template: &str,
    path: &str,
    text_only: bool,
    rewrite: impl Fn(&str) -> String,
) -> String {
    let last = template
        .split('/')
        .enumerate()
        .filter(|(_, segment)| segment.starts_with('{') && !(text_only && *segment == "{number}"))
        .map(|(index, _)| index)
        .last();
    let mut segments: Vec<String> = path.split('/').map(str::to_owned).collect();
    if let Some(segment) = last.and_then(|index| segments.get_mut(index)) {
        *segment = rewrite(segment);
    }
    segments.join("/")
}

fn github_50(name: &'static str, requests: Requests) -> Table {
    Table {
        name,
        routes: GITHUB_ROUTES
            .iter()
            .map(|(template, path)| ((*template).to_owned(), (*path).to_owned()))
            .collect(),
        requests,
    }
}

fn tables() -> Vec<Table> {
    vec![
        Table {
            name: "matchit-github-130",
            routes: MATCHIT_GITHUB_ROUTES
                .iter()
                .map(|template| ((*template).to_owned(), matchit_path(template)))
                .collect(),
            requests: Requests::Plain,
        },
        github_50("github-50", Requests::Plain),
        github_50("github-50-long-query", Requests::LongQuery),
        github_50("github-50-escaped-value", Requests::EscapedValue),
        github_50("github-50-dense-value", Requests::DenseValue),
        github_50("github-50-non-ascii-value", Requests::NonAsciiValue),
        github_50("github-50-not-found", Requests::NotFound),
        github_50("github-50-bad-escape", Requests::BadEscape),
        github_50("github-50-numbered", Requests::Numbered),
        github_50("github-50-not-of-its-type", Requests::NotOfItsType),
        Table {
            name: "generated-1000",
            routes: generated_routes(1000),
            requests: Requests::Plain,
        },
    ]
}

/// The parameter each lookup reads: the route's last, or none.
fn last_param(template: &str) -> Option<String> {
    let start = template.rfind('{')? + 1;
    let end = start + template[start..].find('}')?;
    Some(template[start..end].to_owned())
}

/// Both routers, built from a table, and what each lookup reads.
struct Routers {
    ours: TemplateSet<usize>,
    theirs: matchit::Router<usize>,
    /// Each route's request target and the parameter read.
    lookups: Vec<(String, Option<String>)>,
    /// The values matchit finds in each request target, as the request
    /// holds them (still percent-encoded), for the floors.
    found_values: Vec<Vec<String>>,
    /// The apps of the 50-route tables, and each request target as a
    /// server hands it over.
    apps: Option<Apps>,
}

/// The four apps that serve a 50-route table through axum.
struct Apps {
    axum_path: Router,
    route_typed: Router,
    axum_routes: Router,
    routes: Routes,
    targets: Vec<Uri>,
}

/// A lookup's answer where it finds no route (or the derive reads no value),
/// added to an iteration's sum in place of what a found route would give.
const MISS: usize = 1;

/// The path of a request target, which a server gives matchit.
fn path_of(target: &str) -> &str {
    target.split_once('?').map_or(target, |(path, _)| path)
}

fn ours(routes: &[(String, String)]) -> TemplateSet<usize> {
    let mut set = TemplateSet::new();
    for (index, (template, _)) in routes.iter().enumerate() {
        set.insert(UriTemplate::parse(template).unwrap(), index)
            .unwrap();
    }
    set
}

fn theirs(table: &[(String, String)]) -> matchit::Router<usize> {
    let mut matchit = matchit::Router::new();
    for (index, (template, _)) in table.iter().enumerate() {
        matchit.insert(template.as_str(), index).unwrap();
    }
    matchit
}

fn routers(table: &Table) -> Routers {
    let ours = ours(&table.routes);
    let theirs = theirs(&table.routes);
    // The routes the requests are written for, each with its number.
    let picked: Vec<(usize, &(String, String))> = table
        .routes
        .iter()
        .enumerate()
        .filter(|(_, (template, _))| table.requests.takes(template))
        .collect();
    let lookups: Vec<(String, Option<String>)> = picked
        .iter()
        .map(|(_, (template, path))| (table.requests.target(template, path), last_param(template)))
        .collect();
    // Both find every route, and read the same parameter; or, for requests
    // that no route takes, neither finds one; for bad escapes and values
    // not of their type, `uri` answers 400 where matchit finds the route.
    // The derived enums answer as the set does (but for a value not of its
    // type, which only they read), and matchit with serde reads what
    // matchit finds.
    let answers: Vec<Answer> = picked
        .iter()
        .zip(&lookups)
        .map(|((_, (_, path)), (target, _))| table.requests.answer(path, target))
        .collect();
    let typed = table.requests == Requests::NotOfItsType;
    for (((index, _), (target, name)), answer) in picked.iter().zip(&lookups).zip(&answers) {
        let answer = *answer;
        let (found, other) = (ours.at(target), theirs.at(path_of(target)));
        if answer == Answer::BadRequest && typed {
            // The set checks the value's characters, not its type.
            assert!(found.is_ok() && other.is_ok(), "{target}");
            continue;
        }
        if answer != Answer::Found {
            let error = found.err().unwrap();
            assert_eq!(
                error.is_bad_request(),
                answer == Answer::BadRequest,
                "{target}: {error}"
            );
            assert_eq!(other.is_ok(), answer == Answer::BadRequest, "{target}");
            continue;
        }
        let (found, other) = (found.unwrap(), other.unwrap());
        assert_eq!((*found.value(), *other.value), (*index, *index), "{target}");
        if let Some(name) = name {
            let value = found.captures().get(name).unwrap().as_str();
            assert_eq!(Some(value), other.params.get(name), "{target}");
        }
    }
    let github = table.name.starts_with("github-50");
    if github {
        for ((target, _), &answer) in lookups.iter().zip(&answers) {
            let derived = github_api::GithubApi::from_uri(target).map(|_| ());
            let borrowed = github_api::GithubApiBorrowed::from_uri(target).map(|_| ());
            for read in [derived, borrowed] {
                match read {
                    Ok(()) => assert!(answer == Answer::Found, "{target}"),
                    Err(error) => assert_eq!(
                        error.is_bad_request(),
                        answer == Answer::BadRequest,
                        "{target}: {error}"
                    ),
                }
            }
            let served = theirs
                .at(path_of(target))
                .map(|found| github_serde::read(*found.value, &found.params));
            match served {
                Ok(read) => assert_eq!(read.is_ok(), !typed, "{target}"),
                Err(_) => assert!(answer == Answer::NotFound, "{target}"),
            }
        }
    }
    let found_values = lookups
        .iter()
        .map(|(target, _)| {
            theirs.at(path_of(target)).map_or_else(
                |_| Vec::new(),
                |found| {
                    found
                        .params
                        .iter()
                        .map(|(_, value)| value.to_owned())
                        .collect()
                },
            )
        })
        .collect();
    let apps = github.then(|| apps(table, &lookups, &answers));
    Routers {
        ours,
        theirs,
        lookups,
        found_values,
        apps,
    }
}

/// The handler of the derived enum's requests: 200 once it holds the value.
async fn typed_handler(Typed(api): Typed<github_api::GithubApi>) -> StatusCode {
    black_box(&api);
    StatusCode::OK
}

/// The apps of a 50-route table, each checked to answer every request as
/// it should: bare matchit's reading of a bad escape is a route, and
/// axum's `Path` decodes `%zz` as it is, so `axum: Path` answers 200 where
/// the route types answer 400.
fn apps(table: &Table, lookups: &[(String, Option<String>)], answers: &[Answer]) -> Apps {
    let routes = Routes::new()
        .route::<github_api::GithubApi>(get(typed_handler))
        .unwrap();
    let apps = Apps {
        axum_path: github_serde::axum_router().with_state(()),
        route_typed: Router::new()
            .route_typed::<github_api::GithubApi>(get(typed_handler))
            .unwrap()
            .with_state(()),
        axum_routes: Router::new()
            .fallback_service(routes.clone())
            .with_state(()),
        routes,
        targets: lookups
            .iter()
            .map(|(target, _)| target.parse().unwrap())
            .collect(),
    };
    for (((target, _), &answer), uri) in lookups.iter().zip(answers).zip(&apps.targets) {
        let expected = match answer {
            Answer::Found => StatusCode::OK,
            Answer::NotFound => StatusCode::NOT_FOUND,
            Answer::BadRequest => StatusCode::BAD_REQUEST,
        };
        let lenient = if table.requests == Requests::BadEscape {
            StatusCode::OK
        } else {
            expected
        };
        assert_eq!(serve(&apps.axum_path, uri).status(), lenient, "{target}");
        assert_eq!(serve(&apps.route_typed, uri).status(), expected, "{target}");
        assert_eq!(serve(&apps.axum_routes, uri).status(), expected, "{target}");
        assert_eq!(serve(&apps.routes, uri).status(), expected, "{target}");
    }
    apps
}

/// `app`'s answer to a GET of `target`, called in process as a server
/// calls it (a clone of the app per request); the handlers never wait.
fn serve<S>(app: &S, target: &Uri) -> Response
where
    S: Service<Request<Body>, Response = Response, Error = Infallible> + Clone,
{
    let mut request = Request::new(Body::empty());
    *request.uri_mut() = target.clone();
    let mut app = app.clone();
    let mut context = Context::from_waker(Waker::noop());
    let _ = app.poll_ready(&mut context);
    match pin!(app.call(request)).poll(&mut context) {
        Poll::Ready(Ok(response)) => response,
        Poll::Pending => unreachable!("a handler waited"),
    }
}

/// One iteration of an app: a request of each target.
fn run_app<S>(app: &S, targets: &[Uri]) -> usize
where
    S: Service<Request<Body>, Response = Response, Error = Infallible> + Clone,
{
    let mut sum = 0;
    for target in targets {
        let response = serve(black_box(app), black_box(target));
        sum += usize::from(black_box(response).status().as_u16());
    }
    sum
}

/// The apps of `routers`, on a 50-route table.
fn apps_of(routers: &Routers) -> &Apps {
    routers
        .apps
        .as_ref()
        .unwrap_or_else(|| unreachable!("the axum contenders run on the 50-route tables"))
}

fn run_axum_path(routers: &Routers) -> usize {
    let apps = apps_of(routers);
    run_app(&apps.axum_path, &apps.targets)
}

fn run_route_typed(routers: &Routers) -> usize {
    let apps = apps_of(routers);
    run_app(&apps.route_typed, &apps.targets)
}

fn run_axum_routes(routers: &Routers) -> usize {
    let apps = apps_of(routers);
    run_app(&apps.axum_routes, &apps.targets)
}

fn run_routes(routers: &Routers) -> usize {
    let apps = apps_of(routers);
    run_app(&apps.routes, &apps.targets)
}

/// One iteration of `uri`: a lookup of each path.
fn run_ours(routers: &Routers) -> usize {
    let mut sum = 0;
    for (path, name) in &routers.lookups {
        let Ok(found) = black_box(&routers.ours).at(black_box(path)) else {
            sum += MISS;
            continue;
        };
        sum += *found.value();
        if let Some(name) = name {
            sum += found.captures().get(name).map_or(0, |c| c.as_str().len());
        }
    }
    sum
}

/// One iteration of `matchit`, the same lookups (of each target's path).
fn run_theirs(routers: &Routers) -> usize {
    let mut sum = 0;
    for (target, name) in &routers.lookups {
        let Ok(found) = black_box(&routers.theirs).at(path_of(black_box(target))) else {
            sum += MISS;
            continue;
        };
        sum += *found.value;
        if let Some(name) = name {
            sum += found.params.get(name).map_or(0, str::len);
        }
    }
    sum
}

/// One iteration of the derived enum, on a 50-route table: each request
/// target read into its variant.
fn run_derive(routers: &Routers) -> usize {
    let mut sum = 0;
    for (target, _) in &routers.lookups {
        sum += github_api::GithubApi::from_uri(black_box(target))
            .map_or(MISS, |found| size_of_val(black_box(&found)));
    }
    sum
}

/// One iteration of the derived enum whose strings borrow from the request
/// (`Cow<'a, str>` fields): a value that holds nothing to decode is a slice
/// of the target, as matchit's parameters are.
fn run_derive_borrowed(routers: &Routers) -> usize {
    let mut sum = 0;
    for (target, _) in &routers.lookups {
        sum += github_api::GithubApiBorrowed::from_uri(black_box(target))
            .map_or(MISS, |found| size_of_val(black_box(&found)));
    }
    sum
}

/// One iteration of matchit with serde, on the 50-route table: each path's
/// route found by matchit, its parameters deserialized into the route's
/// struct.
fn run_matchit_serde(routers: &Routers) -> usize {
    let mut sum = 0;
    for (target, _) in &routers.lookups {
        let Ok(found) = black_box(&routers.theirs).at(path_of(black_box(target))) else {
            sum += MISS;
            continue;
        };
        // A value not of its type is refused, as a 400.
        sum += github_serde::read(*found.value, &found.params)
            .map_or(MISS, |read| size_of_val(black_box(&read)));
    }
    sum
}

/// A floor, not a router: each value matchit found copied into an owned
/// `String` (one allocation and one copy, no routing, no decoding), the
/// least that a reader into `String` fields spends on its values beyond
/// finding the route.
fn run_floor_owned(routers: &Routers) -> usize {
    let mut sum = 0;
    for values in &routers.found_values {
        for value in values {
            sum += black_box(black_box(value.as_str()).to_owned()).len();
        }
    }
    sum
}

/// A floor, not a router: as [`run_floor_owned`], only for the values that
/// hold an escape, the least that a reader into `Cow<'a, str>` fields
/// spends on its values beyond finding the route (a value with nothing to
/// decode stays a slice of the request).
fn run_floor_owned_escaped(routers: &Routers) -> usize {
    let mut sum = 0;
    for values in &routers.found_values {
        for value in values {
            if value.contains('%') {
                sum += black_box(black_box(value.as_str()).to_owned()).len();
            }
        }
    }
    sum
}

/// The contender a contender does the same work as, in the interleaved
/// tables: matchit with serde for the typed readers, axum's own extractors
/// for the route types served through axum.
fn peer(contender: &str) -> Option<&'static str> {
    match contender {
        "derive" | "derive-borrowed" => Some("matchit+serde"),
        "axum: route_typed" | "axum: Routes" | "Routes" => Some("axum: Path"),
        _ => None,
    }
}

/// The contenders of a table: the set and matchit, and on the 50-route
/// tables the derived enum, matchit with serde, and the two floors.
fn contenders(table: &Table) -> Vec<(&'static str, Run)> {
    let mut contenders: Vec<(&'static str, Run)> = vec![("uri", run_ours), ("matchit", run_theirs)];
    if table.name.starts_with("github-50") {
        contenders.push(("derive", run_derive));
        contenders.push(("derive-borrowed", run_derive_borrowed));
        contenders.push(("matchit+serde", run_matchit_serde));
        contenders.push(("floor: owned values", run_floor_owned));
        contenders.push(("floor: owned escaped values", run_floor_owned_escaped));
        contenders.push(("axum: Path", run_axum_path));
        contenders.push(("axum: route_typed", run_route_typed));
        contenders.push(("axum: Routes", run_axum_routes));
        contenders.push(("Routes", run_routes));
    }
    contenders
}

/// The sizes `routing/build/*` builds.
const BUILD_SIZES: [usize; 3] = [100, 1_000, 10_000];

fn routing(c: &mut Criterion) {
    for table in tables() {
        let routers = routers(&table);
        let mut group = c.benchmark_group(format!("routing/{}", table.name));
        group.throughput(Throughput::Elements(routers.lookups.len() as u64));
        for (name, run) in contenders(&table) {
            group.bench_function(name, |b| b.iter(|| run(&routers)));
        }
        group.finish();
    }
    let mut group = c.benchmark_group("routing/build");
    group.sample_size(10);
    for size in BUILD_SIZES {
        let routes = generated_routes(size);
        group.bench_function(format!("uri/{size}"), |b| {
            b.iter_batched(|| (), |()| ours(&routes), BatchSize::SmallInput);
        });
        group.bench_function(format!("matchit/{size}"), |b| {
            b.iter_batched(|| (), |()| theirs(&routes), BatchSize::SmallInput);
        });
    }
    group.finish();
}

/// One iteration of a contender.
type Run = fn(&Routers) -> usize;

/// How many rounds the contenders take turns for.
const ROUNDS: u32 = 1_000;

/// About how long one timed batch runs.
const BATCH: Duration = Duration::from_micros(500);

/// The contenders take turns, round after round, each running a short batch
/// and keeping its best; prints a Markdown table per route table (each
/// contender's best time, and the medians of the rounds' throughput ratios
/// to matchit and to the peer it does the same work as), and the build
/// times.
fn interleaved() {
    for table in tables() {
        let routers = routers(&table);
        let contenders = contenders(&table);
        let batches: Vec<u32> = contenders
            .iter()
            .map(|&(_, run)| {
                black_box(run(&routers));
                let start = Instant::now();
                black_box(run(&routers));
                let once = start.elapsed().as_nanos().max(1);
                u32::try_from((BATCH.as_nanos() / once).clamp(1, 100_000)).unwrap_or(1)
            })
            .collect();
        let mut best = vec![Duration::MAX; contenders.len()];
        // Each round's time of each contender, for the medians of the
        // rounds' ratios.
        let mut rounds: Vec<Vec<f64>> = Vec::with_capacity(ROUNDS as usize);
        for _ in 0..ROUNDS {
            let mut round = Vec::with_capacity(contenders.len());
            for (((_, run), &batch), best) in contenders.iter().zip(&batches).zip(&mut best) {
                let start = Instant::now();
                for _ in 0..batch {
                    black_box(run(&routers));
                }
                let time = start.elapsed() / batch;
                *best = (*best).min(time);
                round.push(time.as_secs_f64());
            }
            rounds.push(round);
        }
        println!(
            "\n#### `routing/{}`: {} lookups\n",
            table.name,
            routers.lookups.len()
        );
        println!("| contender | µs/iteration (best) | vs matchit | vs its peer (peer) |");
        println!("|---|---:|---:|---:|");
        let names: Vec<&str> = contenders.iter().map(|(name, _)| *name).collect();
        // The median over the rounds of `of`'s throughput over `against`'s.
        let median_ratio = |of: usize, against: usize| {
            let mut ratios: Vec<f64> = rounds
                .iter()
                .map(|round| round[against] / round[of])
                .collect();
            ratios.sort_by(f64::total_cmp);
            ratios[ratios.len() / 2]
        };
        for (at, (name, time)) in names.iter().zip(&best).enumerate() {
            let peer = peer(name).and_then(|peer| names.iter().position(|name| *name == peer));
            let versus_peer = peer.map_or_else(String::new, |peer| {
                format!("{:.2} ({})", median_ratio(at, peer), names[peer])
            });
            println!(
                "| {name} | {:.2} | {:.2} | {versus_peer} |",
                time.as_secs_f64() * 1e6,
                median_ratio(at, 1),
            );
        }
    }
    println!("\n#### `routing/build`: a set built from nothing (best of 5)\n");
    println!("| routes | uri (ms) | matchit (ms) |");
    println!("|---:|---:|---:|");
    for size in BUILD_SIZES {
        let routes = generated_routes(size);
        let time = |build: &dyn Fn()| {
            (0..5)
                .map(|_| {
                    let start = Instant::now();
                    build();
                    start.elapsed()
                })
                .min()
                .unwrap_or_default()
        };
        let ours = time(&|| drop(black_box(ours(&routes))));
        let theirs = time(&|| drop(black_box(theirs(&routes))));
        println!(
            "| {size} | {:.2} | {:.2} |",
            ours.as_secs_f64() * 1e3,
            theirs.as_secs_f64() * 1e3
        );
    }
}

/// `--profile <table> <contender> <iterations>`: runs one contender on one
/// table that many times and prints its sum, for a profiler (`valgrind
/// --tool=callgrind`): the difference between two iteration counts is the
/// lookups' own cost, without the tables' building.
fn profile(args: &[String]) {
    let [table, contender, iterations] = args else {
        eprintln!("usage: routing --profile <table> <contender> <iterations>");
        std::process::exit(2);
    };
    let Some(table) = tables().into_iter().find(|found| found.name == *table) else {
        eprintln!("no table named {table}");
        std::process::exit(2);
    };
    let Some((_, run)) = contenders(&table)
        .into_iter()
        .find(|(name, _)| name == contender)
    else {
        eprintln!("no contender named {contender} for {}", table.name);
        std::process::exit(2);
    };
    let Ok(iterations) = iterations.parse::<u32>() else {
        eprintln!("not a count of iterations: {iterations}");
        std::process::exit(2);
    };
    let routers = routers(&table);
    let sum: usize = (0..iterations).map(|_| black_box(run(&routers))).sum();
    println!("{sum}");
}

fn main() {
    // `cargo bench` adds `--bench` after the arguments it passes on.
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|arg| arg != "--bench")
        .collect();
    if args.first().is_some_and(|arg| arg == "--profile") {
        profile(&args[1..]);
        return;
    }
    alternating::main_with_interleaved(
        interleaved,
        || {
            for table in tables() {
                routers(&table);
            }
        },
        routing,
    );
}
