//! Route types with a lifetime: `Cow<'a, str>` fields borrow each value
//! that holds nothing to decode from the request text, and read every
//! request as the same type with `String` fields does (the same variant,
//! values and errors), whether the direct reading or the table reads it.

use std::borrow::Cow;

use proptest::prelude::*;
use uri::Route;
use uri::template::{ExpandError, RouteError};

/// Routes of whole segments, read directly.
#[derive(Route, Clone, Debug, PartialEq)]
enum Owned {
    #[route("/users/{id}")]
    User { id: u32 },
    #[route("/users/{name}/repos/{repo}")]
    Repo { name: String, repo: Option<String> },
    #[route("/users/me/repos")]
    MyRepos,
    #[route("/items/{tags}")]
    Tags { tags: Vec<String> },
    #[route("/orgs/{org}/issues{?state,labels*,ids,page}")]
    Issues {
        org: String,
        state: Option<String>,
        labels: Vec<String>,
        ids: Vec<String>,
        page: Option<u32>,
    },
    #[route("/files{/path*}")]
    Files { path: Vec<String> },
    #[route("/docs/{name}.html")]
    Html { name: String },
}

/// [`Owned`], its strings borrowed.
#[derive(Route, Clone, Debug, PartialEq)]
enum Borrowed<'a> {
    #[route("/users/{id}")]
    User { id: u32 },
    #[route("/users/{name}/repos/{repo}")]
    Repo {
        name: Cow<'a, str>,
        repo: Option<Cow<'a, str>>,
    },
    #[route("/users/me/repos")]
    MyRepos,
    #[route("/items/{tags}")]
    Tags { tags: Vec<Cow<'a, str>> },
    #[route("/orgs/{org}/issues{?state,labels*,ids,page}")]
    Issues {
        org: Cow<'a, str>,
        state: Option<Cow<'a, str>>,
        labels: Vec<Cow<'a, str>>,
        ids: Vec<std::borrow::Cow<'a, str>>,
        page: Option<u32>,
    },
    #[route("/files{/path*}")]
    Files { path: Vec<Cow<'a, str>> },
    #[route("/docs/{name}.html")]
    Html { name: Cow<'a, str> },
}

/// A struct with a lifetime, its template read directly, its link checked
/// for dot segments.
#[derive(Route, Clone, Debug, PartialEq)]
#[route("/repos/{owner}/{repo}{?q}")]
struct Repository<'a> {
    owner: Cow<'a, str>,
    repo: Cow<'a, str>,
    q: Option<Cow<'a, str>>,
}

/// Links that cannot fail: no string is a whole path segment.
#[derive(Route, Clone, Debug, PartialEq)]
enum Users<'a> {
    #[route("/u/{id}{?name}")]
    Named { id: u32, name: Option<Cow<'a, str>> },
    #[route("/u{?q}")]
    Search { q: Option<Cow<'a, str>> },
}

/// A struct the table reads (a reserved expansion), borrowed.
#[derive(Route, Clone, Debug, PartialEq)]
#[route("/raw/{+path}")]
struct Raw<'a> {
    path: Cow<'a, str>,
}

#[allow(clippy::ptr_arg, reason = "whether it borrows is the question")]
fn is_borrowed(value: &Cow<'_, str>) -> bool {
    matches!(value, Cow::Borrowed(_))
}

#[test]
fn values_without_escapes_are_slices_of_the_request() {
    let text = "/repos/rust-lang/r%C3%BCst?q=a+b";
    let repo = Repository::from_uri(text).unwrap();
    assert!(is_borrowed(&repo.owner));
    assert_eq!(repo.owner, "rust-lang");
    // Within the text itself, not a copy of it.
    let within = text.as_bytes().as_ptr_range();
    assert!(within.contains(&repo.owner.as_bytes().as_ptr()));
    assert!(!is_borrowed(&repo.repo));
    assert_eq!(repo.repo, "r\u{fc}st");
    // A query value's `+` is a space: decoded, so owned.
    assert_eq!(repo.q.as_deref(), Some("a b"));
    assert!(repo.q.as_ref().is_some_and(|q| !is_borrowed(q)));

    // Read by the table (a rest; a reserved expansion), still borrowed.
    let Borrowed::Files { path } = Borrowed::from_uri("/files/a/b%20c").unwrap() else {
        panic!("not `Files`");
    };
    assert_eq!(path, ["a", "b c"]);
    assert!(is_borrowed(&path[0]) && !is_borrowed(&path[1]));
    let raw = Raw::from_uri("/raw/a/b").unwrap();
    assert!(is_borrowed(&raw.path));
    assert_eq!(raw.path, "a/b");

    let Borrowed::Issues { labels, ids, .. } =
        Borrowed::from_uri("/orgs/rust/issues?labels=a&labels=b&ids=1,2").unwrap()
    else {
        panic!("not `Issues`");
    };
    assert!(labels.iter().chain(&ids).all(is_borrowed));
    assert_eq!(labels, ["a", "b"]);
    assert_eq!(ids, ["1", "2"]);
}

#[test]
fn a_borrowed_route_is_written_and_read_both_ways() {
    let repo = Repository {
        owner: Cow::Borrowed("rust lang"),
        repo: Cow::Owned("uri".to_owned()),
        q: None,
    };
    let link = repo.to_uri().unwrap();
    assert_eq!(link.as_str(), "/repos/rust%20lang/uri");
    assert_eq!(Repository::from_uri(link.as_str()).unwrap(), repo);
    assert_eq!(Repository::try_from(link.as_str()).unwrap(), repo);
    // A value that would climb is refused, as for a `String` field.
    let climbing = Repository {
        owner: Cow::Borrowed(".."),
        ..repo
    };
    assert!(matches!(
        climbing.to_uri(),
        Err(ExpandError::DotSegment { .. })
    ));
    let tags = Borrowed::Tags {
        tags: vec![Cow::Borrowed("a b"), Cow::Borrowed("c")],
    };
    assert_eq!(tags.to_uri().unwrap().as_str(), "/items/a%20b,c");
    // A route whose links cannot fail is `Display`.
    let user = Users::Named {
        id: 7,
        name: Some(Cow::Borrowed("ada l")),
    };
    assert_eq!(user.to_string(), "/u/7?name=ada%20l");
    assert_eq!(Users::from_uri(&user.to_string()).unwrap(), user);
}

#[test]
fn errors_are_those_of_owned_fields() {
    for text in [
        "/users/x%zz/repos/r",
        "/orgs/o/issues?page=1&page=2",
        "/orgs/o/issues?labels=%FF",
        "/nothing",
        "/users/7x",
    ] {
        let borrowed = Borrowed::from_uri(text).unwrap_err();
        let owned = Owned::from_uri(text).unwrap_err();
        assert_eq!(borrowed.to_string(), owned.to_string(), "{text}");
        assert_eq!(
            matches!(borrowed, RouteError::Match(_)),
            matches!(owned, RouteError::Match(_))
        );
    }
}

#[test]
fn a_borrowed_enum_has_the_owned_ones_table() {
    assert!(uri::__private::direct_paths(&Owned::templates()).is_some());
    // Both wrote the same reading: a request the direct reading takes and
    // one it leaves to the table give the same values.
    for text in ["/users/ada/repos/uri", "/docs/a.html", "/users/me/repos"] {
        assert_eq!(
            format!("{:?}", Borrowed::from_uri(text)),
            format!("{:?}", Owned::from_uri(text))
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2_000, ..ProptestConfig::default() })]

    /// Whatever the request, borrowed fields read what owned ones do: the
    /// same variant, values and errors (`Cow`'s `Debug` is its text's).
    #[test]
    fn borrowed_fields_read_what_owned_ones_do(
        pieces in proptest::collection::vec(
            proptest::sample::select(vec![
                "/", "/", "/", "users", "me", "repos", "items", "orgs", "issues", "files",
                "docs", "a.html", ".html", "7", "x", "a,b", "%41", "%zz", "%FF", "caf%C3%A9",
                "..", ".", "%2F", "(", "?", "#", "&", "state=open", "labels=a", "labels=b+c",
                "ids=1,2", "page=2", "page=x", "lab%65ls=x", "q=%zz", "a b", "\u{e9}",
            ]),
            0..10,
        ),
    ) {
        let text: String = pieces.concat();
        prop_assert_eq!(
            format!("{:?}", Borrowed::from_uri(&text)),
            format!("{:?}", Owned::from_uri(&text))
        );
        let repo = Repository::from_uri(&text);
        if let Ok(repo) = &repo {
            let link = repo.to_uri().unwrap();
            prop_assert_eq!(&Repository::from_uri(link.as_str()).unwrap(), repo);
        }
    }

    /// Whatever the values, a link reads back as the same value.
    #[test]
    fn links_read_back_as_their_value(
        owner in "[a-z%/. \u{e9}?&=+]{0,6}",
        repo in "[a-z%/. ,]{0,6}",
        q in proptest::option::of("[a-z%/. +&=#]{0,6}"),
    ) {
        let value = Repository { owner: owner.into(), repo: repo.into(), q: q.map(Cow::Owned) };
        match value.to_uri() {
            Ok(link) => prop_assert_eq!(Repository::from_uri(link.as_str()).unwrap(), value),
            Err(error) => prop_assert!(matches!(error, ExpandError::DotSegment { .. }), "{}", error),
        }
    }
}
