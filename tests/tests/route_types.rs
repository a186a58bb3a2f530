//! `#[derive(Route)]` across the crates: route types read from requests as
//! clients send them and written back as links, both ways for any field
//! values, and reading that never panics.

use std::collections::BTreeSet;
use std::fmt;
use std::str::FromStr;

use proptest::prelude::*;
use uri::template::{ExpandError, MatchErrorKind, RouteError};
use uri::{Route, UriBuf, UriRefBuf};

/// A user's own field type, through `Display` and `FromStr`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    Open,
    Closed,
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Open => "open",
            Self::Closed => "closed",
        })
    }
}

impl FromStr for State {
    type Err = std::io::Error;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text {
            "open" => Ok(Self::Open),
            "closed" => Ok(Self::Closed),
            other => Err(std::io::Error::other(format!("unknown state {other:?}"))),
        }
    }
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/repos/{owner}/{repo}/issues{?state,page,labels*}")]
struct Issues {
    owner: String,
    repo: String,
    state: Option<State>,
    page: Option<u32>,
    labels: Vec<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/files{/path*}")]
struct Files {
    path: Vec<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/issues/{number}{?page}")]
struct Issue {
    number: u64,
    page: Option<u32>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("https://{host}/users/{id}")]
struct Profile {
    host: String,
    id: u32,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/users/{user.id}{?q}")]
struct Renamed {
    #[route(rename = "user.id")]
    id: u32,
    q: Option<String>,
    #[route(skip)]
    seen: bool,
}

#[derive(Route, Clone, Debug, PartialEq)]
enum Api {
    #[route("/health")]
    Health,
    #[route("/files{/path*}")]
    File { path: Vec<String> },
    #[route("/files/{name}.json")]
    Json { name: String },
    #[route("/files/index")]
    Index,
    #[route("/v1")]
    Issues(
        /// A doc comment on the nested field is the field's.
        Issues,
    ),
    #[route("/v2")]
    Numbered(Issue),
}

/// A table the derive writes at compile time (no nested route type): every
/// kind of segment the tree holds, and queries, labels and an `&` query.
#[derive(Route, Clone, Debug, PartialEq)]
enum Site {
    #[route("/")]
    Home,
    #[route("/health")]
    Health,
    #[route("/files{/path*}")]
    File { path: Vec<String> },
    #[route("/files/{name}.json")]
    Json { name: String },
    #[route("/files/index")]
    Index,
    #[route("/files/{+rest}/raw")]
    Raw { rest: String },
    #[route("/users/{id}")]
    User { id: u32 },
    #[route("/users/{id}{?tab}")]
    UserTab { id: u32, tab: Option<String> },
    #[route("/users/v{version}/{id}")]
    Versioned { version: u8, id: u32 },
    #[route("/search{?q,page}")]
    Search {
        q: Option<String>,
        page: Option<u32>,
    },
    #[route("/list{?sort}{&page}")]
    List {
        sort: Option<String>,
        page: Option<u32>,
    },
    #[route("/docs{/section}{.format}")]
    Docs {
        section: Option<String>,
        format: Option<String>,
    },
    #[route("/a/b/c/d/e/{f}")]
    Deep { f: String },
}

/// An absolute table the derive writes at compile time: a host of its own
/// beats a host variable.
#[derive(Route, Clone, Debug, PartialEq)]
enum Hosts {
    #[route("https://{host}/a/{id}")]
    Any { host: String, id: u32 },
    #[route("https://example.com/a/{id}")]
    Ours { id: u32 },
}

/// Templates of whole segments, each a literal or one `{var}`: read
/// directly (`uri-core`'s `matching/route/direct.rs`), the table deciding
/// what the direct reading is not sure of.
#[derive(Route, Clone, Debug, PartialEq)]
enum Direct {
    #[route("/")]
    Root,
    #[route("/users")]
    Users,
    #[route("/users/{id}")]
    User { id: u32 },
    #[route("/users/{name}/repos")]
    Repos { name: String },
    #[route("/users/me/repos")]
    MyRepos,
    #[route("/users/{name}/repos/{repo}")]
    Repo { name: String, repo: Option<String> },
    #[route("/~user/{id}")]
    Tilde { id: String },
    #[route("/{org}/{team}/members")]
    Members {
        org: String,
        team: String,
        #[route(skip)]
        seen: bool,
    },
    #[route("/{org}/settings/{day}")]
    Settings { org: String, day: Weekday },
    #[route("/items/{tags}")]
    Tags { tags: Vec<String> },
    #[route("/a/")]
    Slash,
    #[route("/users/{id}/events{?day,page}")]
    Events {
        id: u32,
        day: Option<Weekday>,
        page: Option<u32>,
    },
    #[route("/users/{id}/issues{?state,labels*,day*,ids}")]
    Issues {
        id: u32,
        state: Option<String>,
        labels: Vec<String>,
        day: BTreeSet<Weekday>,
        ids: Vec<u32>,
    },
}

/// Whole-segment templates, some with a query of variables alone, beside
/// templates the table reads alone (a rest, a pattern that is more than a
/// `{var}`): read directly where the walk meets none of those.
#[derive(Route, Clone, Debug, PartialEq)]
enum Mixed {
    #[route("/users/{id}")]
    User { id: u32 },
    #[route("/users/{id}/repos{?page}")]
    Repos { id: u32, page: Option<u32> },
    #[route("/search{?q}")]
    Search { q: Option<String> },
    #[route("/files{/path*}")]
    Files { path: Vec<String> },
    #[route("/files/index")]
    Index,
    #[route("/docs/{name}.html")]
    Html { name: String },
    #[route("/docs/{page}")]
    Doc { page: String },
    #[route("/orgs/{org}")]
    Org { org: String },
}

/// The derive's code names its locals apart from a caller's constants, which
/// a pattern would otherwise take for them.
mod shadowing {
    #![allow(non_upper_case_globals, dead_code)]

    const path: &str = "";
    const other: &[u8] = b"";
    const value: &str = "";

    #[derive(uri::Route, Debug, PartialEq)]
    #[route("/a/{id}")]
    pub(super) struct Shadowed {
        pub(super) id: u32,
    }
}

#[test]
fn whole_segment_routes_are_read_directly() {
    assert_eq!(
        shadowing::Shadowed::from_uri("/a/7").unwrap(),
        shadowing::Shadowed { id: 7 }
    );
    // The derive wrote a direct reading for `Direct` (the property test
    // compares it with a built table), none for a type with a query.
    assert!(uri::__private::direct_paths(&Direct::templates()).is_some());
    assert!(uri::__private::direct_paths(&Mixed::templates()).is_some());
    // A query that may begin with `&` changes where the table's walk
    // begins: no direct reading.
    assert!(uri::__private::direct_paths(&Site::templates()).is_none());
    for text in [
        "/users/7",
        "/users/7/repos?page=2",
        "/search?q=a",
        "/files/a/b",
        "/files/index",
        "/files",
        "/docs/a.html",
        "/docs/a",
        "/orgs/rust",
        "/orgs/rust/x",
        "/users/x",
    ] {
        assert_tables_agree::<Mixed>(text);
    }
    assert_eq!(
        Mixed::from_uri("/orgs/rust").unwrap(),
        Mixed::Org { org: "rust".into() }
    );
    for (text, read) in [
        ("/", Direct::Root),
        ("/users?tab=1#top", Direct::Users),
        ("/users/7", Direct::User { id: 7 }),
        ("/users/me/repos", Direct::MyRepos),
        ("/users/you/repos", Direct::Repos { name: "you".into() }),
        (
            "/users/you/repos/uri",
            Direct::Repo {
                name: "you".into(),
                repo: Some("uri".into()),
            },
        ),
        (
            "/~user/caf\u{e9}",
            Direct::Tilde {
                id: "caf\u{e9}".into(),
            },
        ),
        // An escaped literal (the table's reading), values with an escape,
        // a dot or an `@` (read directly, decoded).
        ("/%7Euser/a", Direct::Tilde { id: "a".into() }),
        ("/users/y%6Fu/repos", Direct::Repos { name: "you".into() }),
        (
            "/~user/caf%C3%A9%2Fv1.2@x",
            Direct::Tilde {
                id: "caf\u{e9}/v1.2@x".into(),
            },
        ),
        (
            "/o/t/members",
            Direct::Members {
                org: "o".into(),
                team: "t".into(),
                seen: false,
            },
        ),
        (
            "/o/settings/tue",
            Direct::Settings {
                org: "o".into(),
                day: Weekday(1),
            },
        ),
        (
            "/items/a,b",
            Direct::Tags {
                tags: vec!["a".into(), "b".into()],
            },
        ),
        ("/a/", Direct::Slash),
    ] {
        assert_eq!(Direct::from_uri(text).unwrap(), read, "{text}");
        assert_tables_agree::<Direct>(text);
    }
    for text in [
        "/users/x",
        "/users/4294967296",
        "/o/settings/someday",
        "/users/..",
        "/users/%zz",
        "/users/a b",
        "/users/7?q=\u{7f}",
        "/users/%2E%2e",
        "/~user/%FF",
        "/~user/a%2F..%2Fb",
        "/nowhere/at/all/x",
        "users",
        "",
    ] {
        assert!(Direct::from_uri(text).is_err(), "{text}");
        assert_tables_agree::<Direct>(text);
    }
}

#[test]
fn a_path_list_is_read_directly() {
    let tags = |tags: &[&str]| Direct::Tags {
        tags: tags.iter().map(|&tag| tag.into()).collect(),
    };
    for (text, read) in [
        // Cut at `,`, then decoded: `%2C` stays in a member.
        (
            "/items/caf%C3%A9,a%2Cb,,v1.2",
            tags(&["caf\u{e9}", "a,b", "", "v1.2"]),
        ),
        ("/items/", tags(&[])),
        // A dot segment is one the path holds between `/`s; a member is not.
        ("/items/a,..", tags(&["a", ".."])),
    ] {
        assert_eq!(Direct::from_uri(text).unwrap(), read, "{text}");
        assert_tables_agree::<Direct>(text);
    }
    for text in [
        "/items/a,%FF",
        "/items/a%zz",
        "/items/..",
        "/items/a%2F..",
        "/items/a b",
    ] {
        assert!(Direct::from_uri(text).is_err(), "{text}");
        assert_tables_agree::<Direct>(text);
    }
}

/// A query variable whose name holds an escape, named by a request in
/// another spelling (`a` for `%61`): the table's reading.
#[derive(Route, Clone, Debug, PartialEq)]
#[route("/p{?%61,b}")]
struct EscapedName {
    #[route(rename = "%61")]
    a: Option<String>,
    b: Option<u32>,
}

#[test]
fn queries_of_variables_alone_are_read_directly() {
    for text in ["/p?a=zz&b=1", "/p?a", "/p?a=1&a=2", "/p?a=%zz", "/p?%61=x"] {
        assert_tables_agree::<EscapedName>(text);
    }
    assert_eq!(
        EscapedName::from_uri("/p?a=zz").unwrap(),
        EscapedName {
            a: Some("zz".into()),
            b: None
        }
    );
    // In any order, extra pairs left alone, absent variables `None`.
    for (text, day, page) in [
        (
            "/users/7/events?utm_source=x&page=2&day=tue#top",
            Some(Weekday(1)),
            Some(2),
        ),
        ("/users/7/events", None, None),
        ("/users/7/events?&day=mon&", Some(Weekday(0)), None),
    ] {
        assert_eq!(
            Direct::from_uri(text).unwrap(),
            Direct::Events { id: 7, day, page },
            "{text}"
        );
        assert_tables_agree::<Direct>(text);
    }
    // Decoded, `+` a space.
    assert_eq!(
        Mixed::from_uri("/search?q=a+b%2B").unwrap(),
        Mixed::Search {
            q: Some("a b+".into())
        }
    );
    // An exploded list takes every pair of its name, in the query's order
    // (a set, in its own), none where there is none.
    // A list that is not exploded is one pair's value, cut at each `,`.
    let issues = |state: Option<&str>, labels: &[&str], days: &[u8], ids: &[u32]| Direct::Issues {
        id: 7,
        state: state.map(Into::into),
        labels: labels.iter().map(|&label| label.into()).collect(),
        day: days.iter().map(|&day| Weekday(day)).collect(),
        ids: ids.to_vec(),
    };
    for (text, read) in [
        ("/users/7/issues", issues(None, &[], &[], &[])),
        (
            "/users/7/issues?labels=bug&state=open&labels=good+first&day=tue&day=mon&labels",
            issues(Some("open"), &["bug", "good first", ""], &[0, 1], &[]),
        ),
        (
            "/users/7/issues?labels=caf%C3%A9&x=1&labels=a,b&ids=3,%31,2",
            issues(None, &["caf\u{e9}", "a,b"], &[], &[3, 1, 2]),
        ),
    ] {
        assert_eq!(Direct::from_uri(text).unwrap(), read, "{text}");
        assert_tables_agree::<Direct>(text);
    }
    // The table's answers: a name spelled otherwise, a variable named
    // twice, a malformed value, one that does not parse.
    assert_eq!(
        Direct::from_uri("/users/7/events?pa%67e=3").unwrap(),
        Direct::Events {
            id: 7,
            day: None,
            page: Some(3),
        }
    );
    for text in [
        "/users/7/events?page=2&page=3",
        "/users/7/events?page=%zz",
        "/users/7/events?day=someday",
        "/search?q=%FF",
        "/users/7/issues?labels=a&labels=%zz",
        "/users/7/issues?labels=%FF",
        "/users/7/issues?day=mon&day=someday",
        "/users/7/issues?state=a&state=b",
        "/users/7/issues?ids=1,x",
        "/users/7/issues?ids=1,,2",
        "/users/7/issues?ids=1&ids=2",
        "/users/7/issues?ids=",
    ] {
        assert!(Direct::from_uri(text).is_err(), "{text}");
        assert!(Mixed::from_uri(text).is_err(), "{text}");
        assert_tables_agree::<Direct>(text);
        assert_tables_agree::<Mixed>(text);
    }
}

/// What the table built at run time from `R`'s templates reads of `text`:
/// the answer `from_uri` would give without the derive's compiled table.
fn read_with_a_built_table<R: uri::template::Route + fmt::Debug>(text: &str) -> String {
    format!(
        "{:?}",
        uri_tests::built_table::read_with_a_built_table::<R>(text)
    )
}

/// `R`'s compiled table reads `text` as a table built at run time does.
fn assert_tables_agree<R: uri::template::Route + fmt::Debug>(text: &str) {
    assert_eq!(
        format!("{:?}", R::from_uri(text)),
        read_with_a_built_table::<R>(text),
        "{text}",
    );
}

#[test]
fn the_compiled_table_reads_what_a_built_one_does() {
    for text in [
        "/",
        "/health",
        "/health?x=1",
        "/files/a/b",
        "/files/a.json",
        "/files/index",
        "/files/a/b/raw",
        "/files",
        "/users/7",
        "/users/7?tab=repos",
        "/users/x",
        "/users/v2/7",
        "/search?page=2&q=uri",
        "/list&page=2",
        "/list?sort=a&page=2",
        "/docs/intro.html",
        "/docs",
        "/a/b/c/d/e/f",
        "/users/%zz",
        "/nowhere",
        "",
        "users/7",
    ] {
        assert_tables_agree::<Site>(text);
    }
    assert_eq!(
        Site::from_uri("/users/v2/7").unwrap(),
        Site::Versioned { version: 2, id: 7 }
    );
    assert_eq!(
        Site::from_uri("/files/a/b/raw").unwrap(),
        Site::Raw { rest: "a/b".into() }
    );
    // A query pair without `=` is the empty value: a string field holds
    // it, a number field cannot read it (400, naming the field).
    for text in [
        "/users/7?tab",
        "/search?q&page=2",
        "/search?page",
        "/search?pa%67e=2",
        "/search?page=1&pa%67e=2",
    ] {
        assert_tables_agree::<Site>(text);
    }
    // A key in any spelling RFC 3986 makes equal names its field.
    assert_eq!(
        Site::from_uri("/search?pa%67e=2").unwrap(),
        Site::Search {
            q: None,
            page: Some(2)
        }
    );
    assert_eq!(
        Site::from_uri("/users/7?tab").unwrap(),
        Site::UserTab {
            id: 7,
            tab: Some(String::new())
        }
    );
    let error = Site::from_uri("/search?page").unwrap_err();
    assert!(error.is_bad_request(), "{error}");
    assert!(error.to_string().contains("page"), "{error}");
    for text in [
        "https://example.com/a/3",
        "https://other.org/a/3",
        "https://other.org/a/x",
        "http://example.com/a/3",
        "/a/3",
    ] {
        assert_tables_agree::<Hosts>(text);
    }
    assert_eq!(
        Hosts::from_uri("https://example.com/a/3").unwrap(),
        Hosts::Ours { id: 3 }
    );
    // A host variable reads a host: never a userinfo, never a port.
    for text in [
        "https://example.com@evil.example/a/3",
        "https://u:pw@other.org/a/3",
        "https://other.org:8080/a/3",
    ] {
        assert_tables_agree::<Hosts>(text);
        assert!(Hosts::from_uri(text).is_err(), "{text}");
        assert!(Profile::from_uri(text.replace("/a/", "/users/").as_str()).is_err());
    }
}

/// A field type whose `Display` fails (a broken implementation): `to_uri`
/// reports it, never panics (the red team's case panicked).
#[derive(Clone, Debug, PartialEq)]
struct Broken;

impl fmt::Display for Broken {
    fn fmt(&self, _: &mut fmt::Formatter<'_>) -> fmt::Result {
        Err(fmt::Error)
    }
}

impl std::str::FromStr for Broken {
    type Err = std::convert::Infallible;
    fn from_str(_: &str) -> Result<Self, Self::Err> {
        Ok(Self)
    }
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/p/{x}/{y}")]
struct WithBroken {
    x: Broken,
    y: u32,
}

#[test]
fn a_failing_display_is_an_error_not_a_panic() {
    let error = WithBroken { x: Broken, y: 5 }.to_uri().unwrap_err();
    assert!(matches!(error, ExpandError::Write), "{error}");
}

/// A field type whose hand-written `FromStr` refuses with a `String`
/// message, as many do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Weekday(u8);

impl fmt::Display for Weekday {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}",
            ["mon", "tue", "wed", "thu", "fri", "sat", "sun"][usize::from(self.0)]
        )
    }
}

impl FromStr for Weekday {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
            .iter()
            .position(|day| *day == text)
            .map(|day| Self(u8::try_from(day).unwrap_or_default()))
            .ok_or_else(|| format!("{text:?} is not a day of the week"))
    }
}

/// A field type whose `FromStr` refuses with a `&'static str`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Even(u32);

impl fmt::Display for Even {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Even {
    type Err = &'static str;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.parse::<u32>() {
            Ok(number) if number % 2 == 0 => Ok(Self(number)),
            _ => Err("not an even number"),
        }
    }
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/shifts/{day}{?slot}")]
struct Shift {
    day: Weekday,
    slot: Option<Even>,
}

#[test]
fn from_str_errors_may_be_messages() {
    use std::error::Error as _;

    let shift = Shift {
        day: Weekday(2),
        slot: Some(Even(4)),
    };
    let link = shift.to_uri().unwrap();
    assert_eq!(link.as_str(), "/shifts/wed?slot=4");
    assert_eq!(Shift::from_uri(link.as_str()).unwrap(), shift);

    let error = Shift::from_uri("/shifts/someday").unwrap_err();
    let RouteError::Field { field, error } = &error else {
        panic!("{error:?}")
    };
    assert_eq!(*field, "day");
    assert_eq!(
        error.source().map(ToString::to_string).as_deref(),
        Some("\"someday\" is not a day of the week")
    );

    let error = Shift::from_uri("/shifts/mon?slot=3").unwrap_err();
    let RouteError::Field { field, error } = &error else {
        panic!("{error:?}")
    };
    assert_eq!(*field, "slot");
    assert_eq!(
        error.source().map(ToString::to_string).as_deref(),
        Some("not an even number")
    );

    // The same types through the captures of a matcher.
    let matcher = uri::UriTemplate::parse("/shifts/{day}{?slot}")
        .unwrap()
        .matcher()
        .unwrap();
    let found = matcher.captures("/shifts/sun?slot=8").unwrap();
    assert_eq!(found.parse::<Weekday>("day").unwrap(), Weekday(6));
    assert_eq!(found.parse_optional::<Even>("slot").unwrap(), Some(Even(8)));
    assert_eq!(found.parse_all::<Even>("slot").unwrap(), [Even(8)]);
}

/// Two rests, one with literal text after it: the more specific variant
/// reads its texts whichever comes first.
#[derive(Route, Clone, Debug, PartialEq)]
enum RawFirst {
    #[route("/f{/path*}/raw")]
    Raw { path: Vec<String> },
    #[route("/f{/path*}")]
    All { path: Vec<String> },
}

#[derive(Route, Clone, Debug, PartialEq)]
enum RawLast {
    #[route("/f{/path*}")]
    All { path: Vec<String> },
    #[route("/f{/path*}/raw")]
    Raw { path: Vec<String> },
}

#[test]
fn a_rest_with_literal_text_after_it_wins_in_either_order() {
    for text in ["/f/a/raw", "/f/raw", "/f/a/b", "/f", "/f/a/raw/x"] {
        assert_tables_agree::<RawFirst>(text);
        assert_tables_agree::<RawLast>(text);
    }
    let raw = |path: &[&str]| path.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
    assert_eq!(
        RawFirst::from_uri("/f/a/raw").unwrap(),
        RawFirst::Raw { path: raw(&["a"]) }
    );
    assert_eq!(
        RawLast::from_uri("/f/a/raw").unwrap(),
        RawLast::Raw { path: raw(&["a"]) }
    );
    let link = RawLast::Raw { path: raw(&["a"]) }.to_uri().unwrap();
    assert_eq!(
        RawLast::from_uri(link.as_str()).unwrap(),
        RawLast::Raw { path: raw(&["a"]) }
    );
    assert_eq!(
        RawLast::from_uri("/f/a/b").unwrap(),
        RawLast::All {
            path: raw(&["a", "b"])
        }
    );
}

/// The benchmark's 50-route enum, generated from `GITHUB_ROUTES`.
#[path = "../../benches/benches/github_api/mod.rs"]
mod github_api;

#[test]
fn a_compiled_table_of_fifty_routes_reads_as_a_built_one() {
    use github_api::GithubApi;
    for (_, path) in uri_tests::corpus::GITHUB_ROUTES {
        for text in [
            path.to_string(),
            format!("{path}?page=2&utm_source=x"),
            format!("{path}/"),
            format!("{path}/extra"),
            path.replacen('/', "/%zz", 2),
            path.replace('a', "%61"),
            path.to_uppercase(),
        ] {
            assert_tables_agree::<GithubApi>(&text);
        }
        assert!(GithubApi::from_uri(path).is_ok(), "{path}");
    }
}

/// Nested types only, one of them an enum with nested types of its own:
/// each prefix reads apart, so nothing is built at run time, at any depth.
#[derive(Route, Clone, Debug, PartialEq)]
enum Versions {
    #[route("/api")]
    Api(Api),
    #[route("/site")]
    Site(Site),
}

/// Nested types read apart beside a template whose query may begin with
/// `&` (`/list&page=2`), which makes the whole table try a text's path cut
/// at its first `&` as well.
#[derive(Route, Clone, Debug, PartialEq)]
enum Listing {
    #[route("/list{?sort}{&page}")]
    List {
        sort: Option<String>,
        page: Option<u32>,
    },
    #[route("/v2")]
    Numbered(Issue),
    #[route("/v1")]
    Files(Files),
}

/// Nested types read apart beside whole-segment templates, which the
/// derive reads directly before the table of the variants that are not
/// nested.
#[derive(Route, Clone, Debug, PartialEq)]
enum Hosted {
    #[route("/users/{id}")]
    User { id: u32 },
    #[route("/users/{id}/events{?day,labels*}")]
    Events {
        id: u32,
        day: Option<Weekday>,
        labels: Vec<String>,
    },
    #[route("/users/me")]
    Me,
    #[route("/v1")]
    Issues(Issue),
}

/// A nested type whose prefix another variant's template could read
/// (`/{page}` reads `/v1`): its table is built on first use, and reads as
/// the whole set of templates does.
#[derive(Route, Clone, Debug, PartialEq)]
enum Overlapping {
    #[route("/{page}")]
    Page { page: String },
    #[route("/v1")]
    Issues(Issue),
    #[route("/v1x")]
    Exact,
}

/// Two nested route types no request could tell apart.
#[derive(Route, Clone, Debug, PartialEq)]
enum Clashing {
    #[route("/v1")]
    Numbered(Issue),
    #[route("/v1")]
    Again(Issue),
}

#[test]
fn nested_types_read_after_their_prefix() {
    for text in [
        "/v1/repos/o/r/issues?state=open&page=2",
        "/v1/repos/o/r%zz/issues",
        "/v1/repos/o/../issues",
        "/v2/issues/7?page=x",
        "/v2/issues/7",
        "/v2",
        "/v1",
        "/v3/issues/7",
        "/health",
        "/files/a/b",
        "/files/x.json",
        "/api/v1/repos/o/r/issues",
        "/api/v2/issues/%zz",
        "/api/health",
        "/site/users/7",
        "/site/users/%zz",
        "/site",
        "/v1x",
        "/v1/issues/7",
        "/v1issues/7",
        "/page",
        "",
        // Prefixes and literal text in other spellings RFC 3986 makes equal.
        "/v%31/repos/o/r/issues",
        "/%76%32/issues/7",
        "/v%32/",
        "/api/v%31/repos/o/r/issues",
        "/%66iles/x.json",
        "/v%C3/issues/7",
    ] {
        assert_tables_agree::<Api>(text);
        assert_tables_agree::<Versions>(text);
        assert_tables_agree::<Overlapping>(text);
        assert_tables_agree::<Listing>(text);
        assert_tables_agree::<Hosted>(text);
    }
    // The variants that are not nested are read directly.
    assert!(uri::__private::direct_paths(&Hosted::templates()[..3]).is_some());
    for (text, read) in [
        ("/users/7", Hosted::User { id: 7 }),
        ("/users/me?x=1", Hosted::Me),
        ("/users/%6De", Hosted::Me),
        (
            "/users/7/events?labels=a&day=tue&labels=b",
            Hosted::Events {
                id: 7,
                day: Some(Weekday(1)),
                labels: vec!["a".into(), "b".into()],
            },
        ),
    ] {
        assert_eq!(Hosted::from_uri(text).unwrap(), read, "{text}");
        assert_tables_agree::<Hosted>(text);
    }
    for text in [
        "/list&page=2",
        "/list?sort=a&page=2",
        "/v2/issues/7&page=2",
        "/v1/files/a&page=2",
        "/v1/files&page=2",
        "/v1&page=2",
    ] {
        assert_tables_agree::<Listing>(text);
    }
    assert_eq!(
        Versions::from_uri("/api/v2/issues/7?page=3").unwrap(),
        Versions::Api(Api::Numbered(Issue {
            number: 7,
            page: Some(3)
        }))
    );
    // A malformed value's index is the whole text's.
    let RouteError::Match(error) = Versions::from_uri("/api/v1/repos/o/r%zz/issues").unwrap_err()
    else {
        panic!("not a match error");
    };
    assert_eq!(error.index(), "/api/v1/repos/o/r".len());
    assert_eq!(Versions::check_table(), Ok(()));
    assert_eq!(Overlapping::check_table(), Ok(()));
    assert_eq!(
        Overlapping::from_uri("/v1").unwrap(),
        Overlapping::Page { page: "v1".into() }
    );
}

#[test]
fn a_table_is_checked_at_compile_time_or_else_on_first_use() {
    // Written while the crate compiled: nothing to check.
    assert_eq!(Site::check_table(), Ok(()));
    assert_eq!(Issues::check_table(), Ok(()));
    // Nested types read apart: each nested type checks its own.
    assert_eq!(Api::check_table(), Ok(()));
    // Nested types that cannot be read apart: built (and kept) on first
    // use, and refused there.
    let error = Clashing::check_table().unwrap_err();
    assert!(
        error.to_string().contains("/v1/issues/{number}{?page}"),
        "{error}"
    );
    let read = Clashing::from_uri("/v1/issues/7").unwrap_err();
    assert!(matches!(read, RouteError::Table(_)), "{read:?}");
    assert_eq!(
        read.to_string(),
        format!("the route table cannot be built: {error}")
    );
}

#[test]
fn the_result_type_is_what_uri_would_give() {
    // Numbers only: a plain value, and `Display`.
    let issue: UriRefBuf = Issue {
        number: 7,
        page: None,
    }
    .to_uri();
    assert_eq!(issue, "/issues/7");
    assert_eq!(
        Issue {
            number: 7,
            page: Some(2)
        }
        .to_string(),
        "/issues/7?page=2"
    );
    // A string in a segment could be `..`: a `Result`.
    let profile: Result<UriBuf, ExpandError> = Profile {
        host: "example.com".into(),
        id: 3,
    }
    .to_uri();
    assert_eq!(profile.unwrap(), "https://example.com/users/3");
    let api: Result<UriRefBuf, ExpandError> = Api::Health.to_uri();
    assert_eq!(api.unwrap(), "/health");
}

/// A reserved host: `..` there is a host's name.
#[derive(Route, Debug, PartialEq)]
#[route("https://{+host}/x")]
struct Proxy {
    host: String,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/archive{/year,month}{?tag}")]
struct Archive {
    year: Option<u16>,
    month: Option<u8>,
    tag: Option<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/map{/x,y}")]
struct Point {
    x: Vec<String>,
    y: String,
}

/// A route type nested without a prefix (`#[route("")]`, what a prefix of
/// `/` would have meant): its links and requests are its own.
#[derive(Route, Debug, PartialEq)]
enum Unprefixed {
    #[route("")]
    Archive(Archive),
    #[route("/health")]
    Health,
}

#[test]
fn a_type_nested_without_a_prefix_keeps_its_paths() {
    let archive = Unprefixed::Archive(Archive {
        year: Some(2024),
        month: None,
        tag: Some("rust".into()),
    });
    let link = archive.to_uri().unwrap();
    assert_eq!(link, "/archive/2024?tag=rust");
    assert_eq!(Unprefixed::from_uri(link.as_str()).unwrap(), archive);
    assert_eq!(Unprefixed::from_uri("/health").unwrap(), Unprefixed::Health);
}

/// A run of labels reads like one expression of several variables.
#[derive(Route, Clone, Debug, PartialEq)]
#[route("/download/{name}/file{.format}{.compression}")]
struct Download {
    name: String,
    format: Option<String>,
    compression: Option<String>,
}

#[test]
fn a_run_of_labels_leaves_out_only_its_last() {
    let download = Download {
        name: "x".into(),
        format: Some("tar".into()),
        compression: Some("gz".into()),
    };
    let link = download.to_uri().unwrap();
    assert_eq!(link, "/download/x/file.tar.gz");
    assert_eq!(Download::from_uri(link.as_str()).unwrap(), download);
    let error = Download {
        format: None,
        ..download
    }
    .to_uri()
    .unwrap_err();
    assert!(matches!(error, ExpandError::LeftOut { .. }), "{error:?}");
}

/// `use uri::Route;` brings the trait with the derive: code generic over
/// route types names it so.
fn templates_of<R: Route>() -> Vec<String> {
    R::templates()
}

#[test]
fn the_derive_and_the_trait_share_a_name() {
    assert_eq!(templates_of::<Archive>(), ["/archive{/year,month}{?tag}"]);
}

/// An expression of several positional variables gives its values to its
/// first variables: a link leaves out only the last ones, and `to_uri`
/// refuses one that would leave out an earlier one.
#[test]
fn positional_variables_may_be_left_out_from_the_end() {
    for (year, month, link) in [
        (Some(2024), Some(5), "/archive/2024/5"),
        (Some(2024), None, "/archive/2024"),
        (None, None, "/archive"),
    ] {
        let archive = Archive {
            year,
            month,
            tag: None,
        };
        let written = archive.to_uri().unwrap();
        assert_eq!(written, link);
        assert_eq!(Archive::from_uri(written.as_str()).unwrap(), archive);
    }
    let error = Archive {
        year: None,
        month: Some(5),
        tag: None,
    }
    .to_uri()
    .unwrap_err();
    assert!(
        matches!(error, ExpandError::LeftOut { index: 10, .. }),
        "{error:?}"
    );
    assert!(error.to_string().contains("`year`"), "{error}");
    // A list is undefined when empty; a field that is always there checks
    // nothing of its own.
    let point = Point {
        x: vec!["1".into(), "2".into()],
        y: "3".into(),
    };
    let link = point.to_uri().unwrap();
    assert_eq!(link, "/map/1,2/3");
    assert_eq!(Point::from_uri(link.as_str()).unwrap(), point);
    let error = Point {
        x: vec![],
        y: "3".into(),
    }
    .to_uri()
    .unwrap_err();
    assert!(matches!(error, ExpandError::LeftOut { .. }), "{error:?}");
}

/// A control character in a path value is refused both ways, naming the
/// variable: `from_uri` answers 400 (read directly, by the table's short
/// way or by its general reading alike), and `to_uri` refuses to write it.
/// Query values keep them (issue 63).
#[test]
fn a_path_value_holds_no_control_character() {
    for (target, field) in [
        ("/users/a%00b/repos", "name"),
        ("/users/ada/repos/x%0D%0Ay", "repo"),
        ("/a%7f/b/members", "org"),
        ("/items/a,%09", "tags"),
        ("/users/7/events%0A", ""),
    ] {
        let error = Direct::from_uri(target).unwrap_err();
        if field.is_empty() {
            // Not a value: a literal the text spells otherwise, no route.
            assert!(!error.is_bad_request(), "{target}: {error}");
            continue;
        }
        assert!(error.is_bad_request(), "{target}: {error}");
        let RouteError::Match(error) = error else {
            panic!("{target}: {error:?}")
        };
        assert_eq!(error.kind(), MatchErrorKind::ControlCharacter, "{target}");
        assert_eq!(error.variable(), Some(field), "{target}");
    }
    for target in ["/files/a/%00", "/files/..%0a/x/raw", "/docs/a%1b.html"] {
        let error = Site::from_uri(target).unwrap_err();
        assert!(error.is_bad_request(), "{target}: {error}");
    }
    // A query value keeps them.
    let found = Direct::from_uri("/users/7/issues?state=a%0D%0Ab").unwrap();
    assert!(matches!(found, Direct::Issues { state: Some(state), .. } if state == "a\r\nb"));
    // Writing: refused where it would be read, naming the variable.
    let error = Direct::Repo {
        name: "a\nb".into(),
        repo: None,
    }
    .to_uri()
    .unwrap_err();
    assert!(matches!(error, ExpandError::ControlCharacter { name, .. } if name.as_str() == "name"));
    assert!(
        error
            .to_string()
            .starts_with("the value of variable `name` at index 8")
    );
    let error = Files {
        path: vec!["a".into(), "\0".into()],
    }
    .to_uri()
    .unwrap_err();
    assert!(
        matches!(error, ExpandError::ControlCharacter { .. }),
        "{error}"
    );
    // A reserved value's own escape is read decoded: `%0A` there is one.
    let error = Site::Raw {
        rest: "a%0Ab".into(),
    }
    .to_uri()
    .unwrap_err();
    assert!(
        matches!(error, ExpandError::ControlCharacter { .. }),
        "{error}"
    );
    let issue = Direct::Issues {
        id: 7,
        state: Some("a\r\nb\u{7f}".into()),
        labels: vec!["\t".into()],
        day: BTreeSet::new(),
        ids: vec![],
    };
    let link = issue.to_uri().unwrap();
    assert_eq!(link, "/users/7/issues?state=a%0D%0Ab%7F&labels=%09");
    assert_eq!(Direct::from_uri(link.as_str()).unwrap(), issue);
}

#[test]
fn values_never_climb_or_move_the_host() {
    let error = Issues {
        owner: "..".into(),
        repo: "x".into(),
        state: None,
        page: None,
        labels: vec![],
    }
    .to_uri()
    .unwrap_err();
    assert!(matches!(error, ExpandError::DotSegment { .. }), "{error}");
    let error = Files {
        path: vec!["a".into(), "..".into()],
    }
    .to_uri()
    .unwrap_err();
    assert!(matches!(error, ExpandError::DotSegment { .. }), "{error}");
    // A host value is one host, whatever it holds.
    let moved = Profile {
        host: "evil.example/x?".into(),
        id: 1,
    }
    .to_uri();
    assert!(moved.is_err() || moved.unwrap().host_str() != Some("evil.example"));
    // A host is no path segment: `..` there is a host's name, both ways, as
    // `uri!` writes it.
    let link = Profile {
        host: "..".into(),
        id: 1,
    }
    .to_uri()
    .unwrap();
    assert_eq!(link, "https://../users/1");
    assert_eq!(
        link,
        uri::uri!("https://{host}/users/{id}", host = "..", id = 1).unwrap()
    );
    assert_eq!(Profile::from_uri(link.as_str()).unwrap().host, "..");
    // Whatever the operator: a reserved host is written where `uri!` writes
    // it; one that would end the authority (`/`, `?`, `#`) is refused, as
    // the link would not read back (issue 63).
    let link = Proxy { host: "..".into() }.to_uri().unwrap();
    assert_eq!(link, "https://../x");
    assert_eq!(Proxy::from_uri(link.as_str()).unwrap().host, "..");
    for host in ["h/../y", "h/y", "h?y", "h#y"] {
        let error = Proxy { host: host.into() }.to_uri().unwrap_err();
        assert!(matches!(error, ExpandError::EndsPath { .. }), "{error:?}");
    }
    // Data stays data.
    // Nor does a value that holds one as a `/`-separated segment, which
    // reading would refuse.
    let error = Files {
        path: vec!["a/../b".into()],
    }
    .to_uri()
    .unwrap_err();
    assert!(matches!(error, ExpandError::DotSegment { .. }), "{error}");
    let files = Files {
        path: vec!["a/b".into(), "..x".into()],
    }
    .to_uri()
    .unwrap();
    assert_eq!(files, "/files/a%2Fb/..x");
    assert_eq!(
        Files::from_uri(files.as_str()).unwrap().path,
        ["a/b", "..x"]
    );
    // A reserved value writes its `?` as it is, which ends the link's path
    // after the `..`: refused both ways.
    let error = Site::Raw {
        rest: "..?x".into(),
    }
    .to_uri()
    .unwrap_err();
    assert!(matches!(error, ExpandError::DotSegment { .. }), "{error}");
    let error = Site::from_uri("/files/..?x/raw").unwrap_err();
    assert!(error.is_bad_request(), "{error}");
    // Nor a `?` or `#`, which would end the link's path there (the red
    // team's `/s/{+rest}{?ref}` wrote `rest = "x?ref=evil"` as a query).
    for rest in ["x?ref=evil", "a#b", "?", "#"] {
        let error = Site::Raw { rest: rest.into() }.to_uri().unwrap_err();
        assert!(
            matches!(error, ExpandError::EndsPath { .. }),
            "{rest}: {error}"
        );
        assert!(error.to_string().contains("`rest`"), "{error}");
    }
    // An encoded `?` is data in the segment, no dot segment, when a
    // request sends it; a value's own escape is refused, since the link
    // would read back decoded (`a/..?x`, issue 63).
    let read = Site::from_uri("/files/a/..%3Fx/raw").unwrap();
    assert_eq!(
        read,
        Site::Raw {
            rest: "a/..?x".into()
        }
    );
    let error = Site::Raw {
        rest: "a/..%3Fx".into(),
    }
    .to_uri()
    .unwrap_err();
    assert!(
        matches!(error, ExpandError::ReservedEscape { .. }),
        "{error}"
    );
    // A `%` that begins no escape is written `%25`, and reads back.
    let raw = Site::Raw {
        rest: "100%/a%z".into(),
    };
    let link = raw.to_uri().unwrap();
    assert_eq!(link, "/files/100%25/a%25z/raw");
    assert_eq!(Site::from_uri(link.as_str()).unwrap(), raw);
}

#[test]
fn requests_as_clients_send_them() {
    let found = Issues::from_uri(
        "/repos/rust-lang/it's(1)/issues?labels=A+b&state=closed&utm_source=news&labels=%C3%A9",
    )
    .unwrap();
    assert_eq!(found.repo, "it's(1)");
    assert_eq!(found.state, Some(State::Closed));
    assert_eq!(found.labels, ["A b", "é"]);
    // A fragment is never sent, and ignored.
    assert_eq!(Issue::from_uri("/issues/9#top").unwrap().number, 9);
    assert_eq!(Issue::from_str("/issues/9?page=3").unwrap().page, Some(3));
    assert_eq!(Issue::try_from("/issues/9").unwrap().page, None);

    let renamed = Renamed::from_uri("/users/5?q=x").unwrap();
    assert_eq!(
        (renamed.id, renamed.q.as_deref(), renamed.seen),
        (5, Some("x"), false)
    );
    assert_eq!(
        Renamed {
            id: 5,
            q: None,
            seen: true
        }
        .to_uri(),
        "/users/5"
    );
}

/// Values as browsers send them: a name outside ASCII in percent-encoded
/// UTF-8, every byte escaped, and the malformed ones among them, read
/// directly (`uri-core`'s `read/path_value.rs`) as the table reads them.
#[test]
fn values_of_escapes_read_as_the_table_reads_them() {
    for (text, read) in [
        (
            "/~user/%E5%B1%B1%E7%94%B0-%C3%A9t%C3%A9",
            Direct::Tilde {
                id: "\u{5c71}\u{7530}-\u{e9}t\u{e9}".into(),
            },
        ),
        (
            "/users/%79%6F%75/repos",
            Direct::Repos { name: "you".into() },
        ),
        ("/users/%79%6f%75/repos/%2E%2E%2E", {
            Direct::Repo {
                name: "you".into(),
                repo: Some("...".into()),
            }
        }),
        ("/~user/a%2E%2E", Direct::Tilde { id: "a..".into() }),
        ("/~user/%2E%2E.", Direct::Tilde { id: "...".into() }),
    ] {
        assert_eq!(Direct::from_uri(text).unwrap(), read, "{text}");
        assert_tables_agree::<Direct>(text);
    }
    // 400s, each naming the variable: a `%` that begins no escape (after
    // escapes or before any), a dot segment escaped, a name cut inside a
    // character (not UTF-8 once decoded); and a byte no request holds is a
    // 404.
    for (text, variable) in [
        ("/~user/%E5%B1%B1%zz", "id"),
        ("/~user/%zz%E5%B1%B1", "id"),
        ("/~user/%E5%B1%B1%", "id"),
        ("/~user/%2E%2e", "id"),
        ("/~user/a%2F%2E%2E%2Fetc", "id"),
        ("/users/%2e/repos", "name"),
        ("/~user/%E5%B1", "id"),
    ] {
        let error = Direct::from_uri(text).unwrap_err();
        assert!(error.is_bad_request(), "{text}: {error}");
        assert_eq!(error.variable(), Some(variable), "{text}: {error}");
        assert_tables_agree::<Direct>(text);
    }
    let missing = Direct::from_uri("/~user/%E5%B1%B1\u{7f}").unwrap_err();
    assert!(!missing.is_bad_request(), "{missing}");
    assert_tables_agree::<Direct>("/~user/%E5%B1%B1\u{7f}");
}

#[test]
fn bad_requests_and_missing_routes_are_told_apart() {
    // 404: no template matches.
    let missing = Issue::from_uri("/issue/7").unwrap_err();
    assert!(!missing.is_bad_request());
    assert!(
        matches!(&missing, RouteError::Match(error) if error.kind() == MatchErrorKind::NotFound || !error.is_bad_request())
    );
    // 400: a value its field cannot read, naming the field and variable.
    let unreadable = Issue::from_uri("/issues/seven").unwrap_err();
    assert!(unreadable.is_bad_request());
    assert_eq!(
        (unreadable.field(), unreadable.variable()),
        (Some("number"), Some("number"))
    );
    assert_eq!(
        unreadable.to_string(),
        "the field `number` cannot be read: the value `seven` of the variable `number` cannot be read as `u64`"
    );
    let state = Issues::from_uri("/repos/a/b/issues?state=merged").unwrap_err();
    assert_eq!(state.field(), Some("state"));
    // 400: a bad escape, a repeated scalar, a climbing path.
    for request in [
        "/issues/7%zz",
        "/issues/7?page=1&page=2",
        "/files/../etc/passwd",
        "/files/a/..%2F..%2Fetc",
    ] {
        let error = Api::from_uri(request)
            .map(|found| panic!("{request} read as {found:?}"))
            .unwrap_err();
        let error = if request.starts_with("/issues") {
            Issue::from_uri(request).unwrap_err()
        } else {
            error
        };
        assert!(error.is_bad_request(), "{request}: {error}");
    }
    let renamed = Renamed::from_uri("/users/x").unwrap_err();
    assert_eq!(
        (renamed.field(), renamed.variable()),
        (Some("id"), Some("user.id"))
    );
}

#[test]
fn an_enum_picks_the_most_specific_variant() {
    assert_eq!(Api::from_uri("/health").unwrap(), Api::Health);
    assert_eq!(Api::from_uri("/files/index").unwrap(), Api::Index);
    assert_eq!(
        Api::from_uri("/files/a.json").unwrap(),
        Api::Json { name: "a".into() }
    );
    assert_eq!(
        Api::from_uri("/files/a/b.json").unwrap(),
        Api::File {
            path: vec!["a".into(), "b.json".into()]
        }
    );
    assert_eq!(Api::from_uri("/files").unwrap(), Api::File { path: vec![] });
    assert_eq!(
        Api::from_uri("/v2/issues/4?page=2&x=1").unwrap(),
        Api::Numbered(Issue {
            number: 4,
            page: Some(2)
        })
    );
    let nested = Api::from_uri("/v1/repos/o/r/issues?page=2").unwrap();
    let Api::Issues(issues) = &nested else {
        panic!("{nested:?}")
    };
    assert_eq!((issues.owner.as_str(), issues.page), ("o", Some(2)));
    assert_eq!(nested.to_uri().unwrap(), "/v1/repos/o/r/issues?page=2");
    assert_eq!(
        Api::Numbered(Issue {
            number: 1,
            page: None
        })
        .to_uri()
        .unwrap(),
        "/v2/issues/1"
    );
    assert!(!Api::from_uri("/v3/x").unwrap_err().is_bad_request());
    assert_eq!(<Api as uri::template::Route>::template_count(), 6);
    assert_eq!(
        <Api as uri::template::Route>::templates()[4],
        "/v1/repos/{owner}/{repo}/issues{?state,page,labels*}"
    );
}

#[test]
fn captures_never_show_a_password() {
    let error = Issue::from_uri("/issues/https:%2F%2Fuser:hunter2@h").unwrap_err();
    let shown = format!("{error} {error:?}");
    assert!(!shown.contains("hunter2"), "{shown}");
}

/// Text for a value: any characters, reserved ones and non-ASCII often.
fn value() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            Just('.'),
            Just('/'),
            Just('%'),
            Just('+'),
            Just('?'),
            Just('&'),
            Just('='),
            Just('#'),
            Just(','),
            Just(' '),
            Just('('),
            Just('é'),
            Just('\u{202e}'),
            any::<char>(),
            proptest::char::range('a', 'z'),
        ],
        0..8,
    )
    .prop_map(|chars| chars.into_iter().collect())
}

/// What reading refuses in a path value: `.` or `..` as a `/`-separated
/// segment of its decoded text.
fn climbs(value: &str) -> bool {
    value
        .split('/')
        .any(|segment| segment == "." || segment == "..")
}

/// What reading refuses in a path value too: a control of C0 or DEL.
fn holds_control(value: &str) -> bool {
    value.chars().any(|c| c < ' ' || c == '\u{7f}')
}

/// Whether `to_uri`'s `error` is the one it owes `values`, path values of
/// one link: a control character before a dot segment, as it checks them.
fn refused_for(error: &ExpandError, values: &[&String]) -> bool {
    match error {
        ExpandError::ControlCharacter { .. } => values.iter().any(|v| holds_control(v)),
        ExpandError::DotSegment { .. } => values.iter().any(|v| climbs(v)),
        _ => false,
    }
}

fn state() -> impl Strategy<Value = Option<State>> {
    prop_oneof![
        Just(None),
        Just(Some(State::Open)),
        Just(Some(State::Closed))
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2_000, ..ProptestConfig::default() })]

    /// Whatever the fields hold, a link reads back as the same value, or is
    /// refused for a dot segment.
    #[test]
    fn links_read_back_as_their_value(
        owner in value(),
        repo in value(),
        state in state(),
        page in proptest::option::of(any::<u32>()),
        labels in proptest::collection::vec(value(), 0..4),
        path in proptest::collection::vec(value(), 0..4),
    ) {
        let issues = Issues { owner, repo, state, page, labels };
        match issues.to_uri() {
            Ok(link) => {
                prop_assert_eq!(Issues::from_uri(link.as_str()).unwrap(), issues.clone());
                let nested = Api::Issues(issues.clone()).to_uri().unwrap();
                prop_assert_eq!(Api::from_uri(nested.as_str()).unwrap(), Api::Issues(issues));
            }
            Err(error) => {
                prop_assert!(refused_for(&error, &[&issues.owner, &issues.repo]), "{}", error);
            }
        }
        let files = Files { path };
        match files.to_uri() {
            Ok(link) => prop_assert_eq!(Files::from_uri(link.as_str()).unwrap(), files),
            Err(error) => {
                let values: Vec<&String> = files.path.iter().collect();
                prop_assert!(refused_for(&error, &values), "{}", error);
            }
        }
    }

    /// The table the derive wrote at compile time and one built at run time
    /// from the same templates read every text alike.
    #[test]
    fn compiled_and_built_tables_agree(
        pieces in proptest::collection::vec(
            proptest::sample::select(vec![
                "/", "files", "users", "health", "search", "list", "docs", "a", "b", "v2", "7",
                "x.json", "index", "raw", ".html", "?", "&", "#", "q=1", "page=2", "tab=t",
                "sort=s", "%41", "%zz", "..", "(", ":", "+", "é",
            ]),
            0..8,
        ),
    ) {
        let text: String = pieces.concat();
        prop_assert_eq!(
            format!("{:?}", <Site as uri::template::Route>::from_uri(&text)),
            read_with_a_built_table::<Site>(&text)
        );
    }

    /// A type whose templates are all whole segments reads a request
    /// directly, without its table, where it is sure to agree with it: the
    /// same variant, fields and errors as a table built at run time, for
    /// escapes (of a literal, of a value, malformed), dot segments, `@`,
    /// empty segments, bytes no request holds, values a field refuses,
    /// queries and fragments.
    #[test]
    fn the_direct_reading_reads_what_a_built_table_does(
        pieces in proptest::collection::vec(
            proptest::sample::select(vec![
                "/", "/", "/", "users", "me", "repos", "~user", "%7Euser", "%7euser", "settings",
                "members", "items", "a", "7", "42", "4294967296", "-1", "mon", "tue", "x.y", "..",
                ".", "a@b", "a b", "%41", "%zz", "caf\u{e9}", "a,b", "%2F", "(", "?", "#", "q=1",
                "q=%zz", "\u{7f}", "&", "caf%C3%A9", "%FF", "%2e", "%2E%2e", "v1.2", "%40", "%7E",
                "events", "day=mon", "day=x", "page=2", "pa%67e=3", "day", "day=tue&day=mon",
                "issues", "labels=a", "labels=b+c", "labels", "lab%65ls=x", "state=open",
                "ids=1,2", "ids=", ",3", "ids=%33",
            ]),
            0..10,
        ),
    ) {
        let text: String = pieces.concat();
        prop_assert_eq!(
            format!("{:?}", <Direct as uri::template::Route>::from_uri(&text)),
            read_with_a_built_table::<Direct>(&text)
        );
    }

    /// So does a type whose other templates the table reads alone.
    #[test]
    fn the_direct_reading_beside_other_templates_reads_what_a_built_table_does(
        pieces in proptest::collection::vec(
            proptest::sample::select(vec![
                "/", "/", "/", "users", "repos", "search", "files", "index", "docs", "orgs",
                "a.html", ".html", "a", "7", "x.y", "..", "a@b", "%41", "%zz", "%69ndex", "?",
                "#", "q=1", "page=2", "page=x", "&", "a b", "%C3%A9", "%2e", "%6Frgs", "v1.2",
                "q=a+b", "q", "q=", "q=%zz", "q=%FF", "pa%67e=2", "page=2&page=3", "z=%zz",
            ]),
            0..10,
        ),
    ) {
        let text: String = pieces.concat();
        prop_assert_eq!(
            format!("{:?}", <Mixed as uri::template::Route>::from_uri(&text)),
            read_with_a_built_table::<Mixed>(&text)
        );
    }

    /// Enums with nested types, read after each prefix on the nested
    /// type's own table (`Api`, `Versions`) or on a table built on first
    /// use (`Overlapping`), read every text as the whole set of their
    /// templates does: the same variant, fields and errors (a malformed
    /// value's index counted in the whole text).
    #[test]
    fn nested_types_read_as_the_whole_table_does(
        pieces in proptest::collection::vec(
            proptest::sample::select(vec![
                "/", "api", "site", "v1", "v1x", "v2", "files", "health", "issues", "repos",
                "users", "search", "index", "list", "o", "r", "7", "x.json", "?", "&", "#",
                "page=2", "sort=a",
                "state=open", "labels=a", "q=1", "%41", "%zz", "..", "(", ":", "é", "me", "%6De",
                "events", "day=mon", "day=x",
            ]),
            0..9,
        ),
    ) {
        let text: String = pieces.concat();
        prop_assert_eq!(
            format!("{:?}", Api::from_uri(&text)),
            read_with_a_built_table::<Api>(&text)
        );
        prop_assert_eq!(
            format!("{:?}", Versions::from_uri(&text)),
            read_with_a_built_table::<Versions>(&text)
        );
        prop_assert_eq!(
            format!("{:?}", Overlapping::from_uri(&text)),
            read_with_a_built_table::<Overlapping>(&text)
        );
        prop_assert_eq!(
            format!("{:?}", Listing::from_uri(&text)),
            read_with_a_built_table::<Listing>(&text)
        );
        prop_assert_eq!(
            format!("{:?}", Hosted::from_uri(&text)),
            read_with_a_built_table::<Hosted>(&text)
        );
    }

    /// Reading never panics, whatever the text.
    #[test]
    fn reading_any_text_never_panics(text in any::<String>(), tail in value()) {
        let _ = Api::from_uri(&text);
        let _ = Issues::from_uri(&format!("/repos/{text}/x/issues?{tail}"));
        let _ = Api::from_uri(&format!("/files/{tail}{text}"));
    }
}

/// A field its value cannot be read into, drawn by the direct reading
/// without the table: the table's error, message and source alike, the
/// source made when asked.
#[test]
fn a_field_refused_by_the_direct_reading_keeps_the_parsers_error() {
    use std::error::Error as _;
    for (text, field, message, source) in [
        (
            "/users/seven",
            "id",
            "the field `id` cannot be read: the value `seven` of the variable `id` cannot be read as `u32`",
            "invalid digit found in string",
        ),
        (
            "/users/4294967296",
            "id",
            "the field `id` cannot be read: the value `4294967296` of the variable `id` cannot be read as `u32`",
            "number too large to fit in target type",
        ),
        (
            "/o/settings/%73omeday",
            "day",
            "the field `day` cannot be read: the value `%73omeday` of the variable `day` cannot be read as `Weekday`",
            "\"someday\" is not a day of the week",
        ),
    ] {
        let error = Direct::from_uri(text).unwrap_err();
        assert_eq!(error.field(), Some(field), "{text}");
        assert_eq!(error.to_string(), message);
        let capture = error.source().expect("the capture's error");
        let parser = capture.source().expect("the parser's error");
        assert_eq!(parser.to_string(), source, "{text}");
        assert_tables_agree::<Direct>(text);
        // Read by the table built at run time, the same chain.
        let built = uri_tests::built_table::read_with_a_built_table::<Direct>(text).unwrap_err();
        assert_eq!(
            built
                .source()
                .and_then(|capture| capture.source())
                .map(ToString::to_string),
            Some(source.to_owned()),
            "{text}"
        );
    }
    // A value that is not UTF-8 once decoded: the decoder's error.
    let error = Direct::from_uri("/~user/%E5%B1").unwrap_err();
    let capture = error.source().unwrap();
    assert!(
        capture.source().unwrap().to_string().contains("UTF-8"),
        "{error}"
    );
}
