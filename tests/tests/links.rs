//! `link!`: links written as text, checked while the crate compiles against
//! the routes of a route type (of this crate, nested, of another crate),
//! with the value `uri!` gives for the same literal and arguments; and a
//! property test that every link reads back, with `from_uri`, to the route
//! the check found and to the values it was written with.

use std::borrow::Cow;
use std::collections::BTreeSet;

use proptest::prelude::*;
use uri::template::ExpandError;
use uri::{Route, UriBuf, UriRef, UriRefBuf, link, uri_ref};
use uri_tests::route_types::{Item, Shop};

/// A field type private to this module: a link can still give it a value.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Tab {
    Repos,
    Stars,
}

impl std::fmt::Display for Tab {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Tab::Repos => "repos",
            Tab::Stars => "stars",
        })
    }
}

impl std::str::FromStr for Tab {
    type Err = String;
    fn from_str(text: &str) -> Result<Self, String> {
        match text {
            "repos" => Ok(Tab::Repos),
            "stars" => Ok(Tab::Stars),
            other => Err(format!("no tab {other:?}")),
        }
    }
}

#[derive(Route, Debug, Clone, PartialEq)]
#[route("/users/{id}{?tab}")]
struct User {
    id: u64,
    tab: Option<Tab>,
}

#[derive(Route, Debug, Clone, PartialEq)]
#[route("/repos/{owner}/{repo}/issues{?state,labels*}")]
struct Issues {
    owner: String,
    repo: String,
    state: Option<String>,
    labels: Vec<String>,
}

#[derive(Route, Debug, Clone, PartialEq)]
enum V1 {
    #[route("/users")]
    Users(User),
    #[route("/issues")]
    Issues(Issues),
}

#[derive(Route, Debug, Clone, PartialEq)]
enum Site {
    #[route("/")]
    Home,
    #[route("/login/{name}/repos/{repo}")]
    Repo { name: String, repo: String },
    #[route("/files{/path*}")]
    Files { path: Vec<String> },
    #[route("/search{?q,page,tags*}")]
    Search {
        q: Option<String>,
        page: Option<u32>,
        tags: Vec<String>,
    },
    #[route("/docs/{section}{.fmt}")]
    Docs {
        section: String,
        fmt: Option<String>,
    },
    #[route("/raw/{+rest}")]
    Raw { rest: String },
    #[route("/archive{/year,month}")]
    Archive {
        year: Option<u32>,
        month: Option<u32>,
    },
    #[route("/tagged/v{version}")]
    Versioned { version: String },
    #[route("/api/v1")]
    V1(V1),
}

/// A route type whose fields borrow from the request.
#[derive(Route, Debug, PartialEq)]
#[route("/repos/{owner}/{repo}")]
struct Repo<'a> {
    owner: Cow<'a, str>,
    repo: Cow<'a, str>,
}

#[derive(Route, Debug, PartialEq)]
#[route("https://api.example.com/users/{id}")]
struct Absolute {
    id: u64,
}

#[test]
fn a_link_is_what_uri_ref_writes_for_the_same_literal_and_arguments() {
    // A literal without expressions is a constant, as `uri_ref!` gives it.
    const HOME: UriRef<'static> = link!(Site, "/");
    let id = 7;
    let link: UriRefBuf = link!(User, "/users/{id}");
    assert_eq!(link, uri_ref!("/users/{id}"));
    assert_eq!(
        link!(User, "/users/{id}", id = 8),
        uri_ref!("/users/{id}", id = 8)
    );
    assert_eq!(HOME, uri_ref!("/"));
    // With a scheme, what `uri!` gives.
    let absolute: UriBuf = link!(Absolute, "https://api.example.com/users/{id}");
    assert_eq!(absolute, "https://api.example.com/users/7");
}

#[test]
fn a_result_only_where_a_value_could_be_a_dot_segment() {
    // Numbers never are: the value itself.
    let page = 2_u32;
    let search: UriRefBuf = link!(Site, "/search{?q,page}", q = "a b");
    assert_eq!(search, "/search?q=a%20b&page=2");
    // A string alone in a path segment could be `..`.
    let name = "..";
    let refused: Result<UriRefBuf, ExpandError> =
        link!(Site, "/login/{name}/repos/{repo}", repo = "x");
    assert!(
        matches!(refused, Err(ExpandError::DotSegment { name, .. }) if name.as_str() == "name")
    );
    let name = "ada";
    let repo = link!(Site, "/login/{name}/repos/{repo}", repo = "uri");
    assert_eq!(repo.unwrap(), "/login/ada/repos/uri");
}

#[test]
fn every_kind_of_value_a_field_takes() {
    let owner = String::from("rust-lang");
    let repo: &str = "rust";
    let labels = vec!["C-bug", "A-macros"];
    let state: Option<&str> = Some("open");
    let issues = link!(
        Site,
        "/api/v1/issues/repos/{owner}/{repo}/issues{?state,labels*}"
    );
    assert_eq!(
        issues.unwrap(),
        "/api/v1/issues/repos/rust-lang/rust/issues?state=open&labels=C-bug&labels=A-macros"
    );
    // References, `Cow`s, an array, a set.
    let cow: Cow<'_, str> = Cow::Borrowed("o");
    let issues = link!(
        Issues,
        "/repos/{owner}/{repo}/issues{?labels*}",
        owner = &owner,
        repo = cow,
        labels = BTreeSet::from(["b", "a"]),
    );
    assert_eq!(
        issues.unwrap(),
        "/repos/rust-lang/o/issues?labels=a&labels=b"
    );
    let path = ["docs", "a b.txt"];
    let files = link!(Site, "/files{/path*}");
    assert_eq!(files.unwrap(), "/files/docs/a%20b.txt");
    let files = link!(Site, "/files{/path*}", path = &path[..1]);
    assert_eq!(files.unwrap(), "/files/docs");
    // An optional field: a value, an `Option`, or `None` of the field's type.
    let tab = Tab::Stars;
    assert_eq!(
        link!(User, "/users/{id}{?tab}", id = 1),
        "/users/1?tab=stars"
    );
    let tab: Option<Tab> = None;
    assert_eq!(link!(User, "/users/{id}{?tab}", id = 1), "/users/1");
    assert_eq!(
        link!(User, "/users/{id}{?tab}", id = 1, tab = Some(Tab::Repos)),
        "/users/1?tab=repos"
    );
    // A field type private to its module is written with its `Display`.
    assert_eq!(
        User::from_uri(link!(User, "/users/3{?tab}", tab = Tab::Repos).as_str()).unwrap(),
        User {
            id: 3,
            tab: Some(Tab::Repos)
        }
    );
}

#[test]
fn literal_text_in_any_spelling_rfc_3986_makes_equal() {
    let link: UriRef<'static> = link!(User, "/%75sers/7");
    assert_eq!(link, "/%75sers/7");
    assert_eq!(User::from_uri(link.as_str()).unwrap().id, 7);
    let shouted = link!(Absolute, "HTTPS://API.example.com/users/9");
    assert_eq!(Absolute::from_uri(shouted.as_str()).unwrap().id, 9);
}

#[test]
fn nested_route_types_count_under_their_prefix() {
    let id = 42;
    let user = link!(Site, "/api/v1/users/users/{id}{?tab}", tab = Tab::Repos);
    assert_eq!(user, "/api/v1/users/users/42?tab=repos");
    assert_eq!(
        Site::from_uri(user.as_str()).unwrap(),
        Site::V1(V1::Users(User {
            id: 42,
            tab: Some(Tab::Repos)
        }))
    );
    let inner = link!(V1, "/users/users/{id}");
    assert_eq!(inner, "/users/users/42");
}

#[test]
fn a_route_type_of_another_crate() {
    let item = link!(Shop, "/api/items/{id}{?fields*}", id = 7, fields = ["name"]);
    assert_eq!(item, "/api/items/7?fields=name");
    assert_eq!(
        Shop::from_uri(item.as_str()).unwrap(),
        Shop::Api(Item {
            id: 7,
            fields: vec!["name".into()]
        })
    );
    let search = link!(uri_tests::route_types::Shop, "/search{?q}", q = "shoes");
    assert_eq!(search, "/search?q=shoes");
    // A route whose other field's type is private to its crate.
    let order = link!(
        uri_tests::route_types::Order,
        "/orders/{number}?status=shipped",
        number = 7
    );
    assert!(
        uri_tests::route_types::Order::from_uri(order.as_str())
            .unwrap()
            .shipped()
    );
}

#[test]
fn a_route_type_whose_fields_borrow() {
    let owner = "a b";
    let link = link!(Repo, "/repos/{owner}/{repo}", repo = String::from("c"));
    let link = link.unwrap();
    assert_eq!(link, "/repos/a%20b/c");
    let read = Repo::from_uri(link.as_str()).unwrap();
    assert_eq!((read.owner.as_ref(), read.repo.as_ref()), ("a b", "c"));
}

#[test]
fn route_types_declared_in_a_function() {
    #[derive(Route, Debug, PartialEq)]
    #[route("/local/{n}")]
    struct Local {
        n: u8,
    }
    let n = 3;
    assert_eq!(link!(Local, "/local/{n}"), "/local/3");
}

/// Values as clients send them: reserved and non-ASCII characters, `%`,
/// spaces, `+`, empty text. No dot is the whole of a `{section}`'s value
/// and no `.` is in it: `{section}{.fmt}` reads the text after a value's
/// first dot as the format, which RFC 6570 allows any value to write.
fn text() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[a-zA-Z0-9 /?#&=+%.,;:@!$'()*~_\\[\\]日本👍-]{0,8}").unwrap()
}

fn reserved_text() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[a-zA-Z0-9 /?#&=+.,;:@!$'()*~_\\[\\]日本👍-]{0,8}").unwrap()
}

fn section() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[a-zA-Z0-9 /?#&=+%,;:@!$'()*~_日本-]{1,8}").unwrap()
}

fn texts() -> impl Strategy<Value = Vec<String>> {
    proptest::collection::vec(text(), 0..4)
}

/// A link of every route of `Site`, each with its values, and the route
/// value it must read back as. `Err` where the link refuses a value.
fn links() -> impl Strategy<Value = (Result<UriRefBuf, ExpandError>, Site)> {
    prop_oneof![
        Just((Ok(link!(Site, "/").into_owned()), Site::Home)),
        (text(), text()).prop_map(|(name, repo)| {
            let link = link!(Site, "/login/{name}/repos/{repo}");
            (link, Site::Repo { name, repo })
        }),
        texts().prop_map(|path| (link!(Site, "/files{/path*}"), Site::Files { path })),
        (
            proptest::option::of(text()),
            proptest::option::of(any::<u32>()),
            texts()
        )
            .prop_map(|(q, page, tags)| {
                let link = link!(Site, "/search{?q,page,tags*}");
                (Ok(link), Site::Search { q, page, tags })
            }),
        (section(), proptest::option::of(section())).prop_map(|(section, fmt)| {
            let link = link!(Site, "/docs/{section}{.fmt}");
            (link, Site::Docs { section, fmt })
        }),
        // `{+rest}` writes a value's own `%XX` as it is, and reading decodes
        // it: such a value does not read back (the derive's documented
        // limit of reserved expansions), so these values hold no `%`.
        reserved_text().prop_map(|rest| (link!(Site, "/raw/{+rest}"), Site::Raw { rest })),
        (
            proptest::option::of(any::<u32>()),
            proptest::option::of(any::<u32>())
        )
            .prop_map(|(year, month)| (
                link!(Site, "/archive{/year,month}"),
                Site::Archive { year, month }
            )),
        text().prop_map(|version| {
            (
                link!(Site, "/tagged/v{version}"),
                Site::Versioned { version },
            )
        }),
        (
            any::<u64>(),
            proptest::option::of(prop_oneof![Just(Tab::Repos), Just(Tab::Stars)])
        )
            .prop_map(|(id, tab)| {
                let link = link!(Site, "/api/v1/users/users/{id}{?tab}");
                (Ok(link), Site::V1(V1::Users(User { id, tab })))
            }),
        (text(), text(), proptest::option::of(text()), texts()).prop_map(
            |(owner, repo, state, labels)| {
                let link = link!(
                    Site,
                    "/api/v1/issues/repos/{owner}/{repo}/issues{?state,labels*}"
                );
                let issues = Issues {
                    owner,
                    repo,
                    state,
                    labels,
                };
                (link, Site::V1(V1::Issues(issues)))
            }
        ),
    ]
}

/// Whether `expected` holds what `error` refuses: a value that is or holds
/// a dot segment, a `?`, `#`, `[` or `]` under `{+rest}` (or text no URI
/// holds), a `year` left out before a `month`.
fn refusable(expected: &Site, error: &ExpandError) -> bool {
    let holds_dots = |text: &str| text.split('/').any(|part| part == "." || part == "..");
    match (error, expected) {
        (ExpandError::DotSegment { .. }, Site::Repo { name, repo }) => {
            holds_dots(name) || holds_dots(repo)
        }
        (ExpandError::DotSegment { .. }, Site::Files { path }) => {
            path.iter().any(|member| holds_dots(member))
        }
        (ExpandError::DotSegment { .. }, Site::Versioned { version }) => holds_dots(version),
        (ExpandError::DotSegment { .. }, Site::V1(V1::Issues(issues))) => {
            holds_dots(&issues.owner) || holds_dots(&issues.repo)
        }
        (ExpandError::DotSegment { .. }, Site::Raw { rest }) => rest.contains('.'),
        (ExpandError::EndsPath { .. }, Site::Raw { rest }) => rest.contains(['?', '#', '[', ']']),
        (ExpandError::NotUriReference { .. }, Site::Raw { .. }) => true,
        (ExpandError::LeftOut { .. }, Site::Archive { year, month }) => {
            year.is_none() && month.is_some()
        }
        _ => false,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn every_link_reads_back_to_its_route_and_values((link, expected) in links()) {
        match link {
            Ok(link) => {
                let read = Site::from_uri(link.as_str());
                prop_assert_eq!(read.as_ref().ok(), Some(&expected), "{} read as {:?}", link, read);
            }
            // Refused only for a value that is or holds a dot segment, that
            // under `{+rest}` would end the path (`?`, `#`) or leave the URI
            // grammar (`[`, `]`), or a `year` left out before a `month`.
            Err(error) => prop_assert!(refusable(&expected, &error), "{:?} refused: {}", expected, error),
        }
    }
}

#[derive(Route, Debug, PartialEq)]
#[route("/a:b/{id}{?q}")]
struct Colon {
    id: u64,
    q: Option<String>,
}

#[test]
fn a_route_value_is_a_whole_url_under_a_base() {
    let base = UriBuf::parse("https://api.example.com/v2/?key=x#top").unwrap();
    let user = User {
        id: 7,
        tab: Some(Tab::Repos),
    };
    let url: UriBuf = user.to_url(&base);
    assert_eq!(url, "https://api.example.com/v2/users/7?tab=repos");
    // Without a trailing `/`, the base's last segment is replaced.
    let no_slash = UriBuf::parse("https://api.example.com/v2").unwrap();
    assert_eq!(
        user.to_url(&no_slash),
        "https://api.example.com/users/7?tab=repos"
    );
    // A first segment with a `:` stays a path, not a scheme.
    let colon = Colon { id: 1, q: None };
    assert_eq!(colon.to_url(&base), "https://api.example.com/v2/a:b/1");
    // An empty segment stays where it was.
    let repo = Site::Repo {
        name: String::new(),
        repo: "x".into(),
    };
    assert_eq!(
        repo.to_url(&base).unwrap(),
        "https://api.example.com/v2/login//repos/x"
    );
    // A route with a scheme is its own URL; a borrowed base works too.
    let absolute = Absolute { id: 3 };
    let other = uri::uri!("http://other.example/");
    assert_eq!(absolute.to_url(other), "https://api.example.com/users/3");
    // What `to_uri` refuses, `to_url` refuses.
    let climbing = Site::Files {
        path: vec!["..".into()],
    };
    assert!(matches!(
        climbing.to_url(&base),
        Err(ExpandError::DotSegment { .. })
    ));
    // What the base names, the request reads back.
    let url = Site::V1(V1::Users(user)).to_url(&base).unwrap();
    let target = url
        .as_str()
        .strip_prefix("https://api.example.com/v2")
        .unwrap();
    assert!(matches!(
        Site::from_uri(target).unwrap(),
        Site::V1(V1::Users(User { id: 7, .. }))
    ));
}

#[derive(Route, Debug, PartialEq)]
enum Static {
    #[route("/files{/path*}")]
    Files { path: uri::path::SafePath },
    #[route("/icons/{name}")]
    Icon { name: uri::path::SafePath },
}

#[test]
fn a_safe_path_field_takes_what_it_reads() {
    use uri::path::SafePath;
    let name = SafePath::from_segment("logo.png").unwrap();
    let icon = link!(Static, "/icons/{name}").unwrap();
    assert_eq!(icon, "/icons/logo.png");
    assert!(matches!(
        Static::from_uri(icon.as_str()),
        Ok(Static::Icon { .. })
    ));
    // One segment where the route reads one, as `to_uri` refuses it.
    let name = SafePath::parse("a/b").unwrap();
    let refused = link!(Static, "/icons/{name}");
    assert!(
        matches!(refused, Err(ExpandError::NotOneSegment { .. })),
        "{refused:?}"
    );
    // Member by member under `{/path*}`.
    let path = SafePath::parse("css/a b.css").unwrap();
    let files = link!(Static, "/files{/path*}").unwrap();
    assert_eq!(files, "/files/css/a%20b.css");
    assert_eq!(
        Static::from_uri(files.as_str()).unwrap(),
        Static::Files { path }
    );
    // Text written out is checked as the field reads it.
    assert_eq!(
        link!(Static, "/files/docs/guide.md"),
        "/files/docs/guide.md"
    );
}
