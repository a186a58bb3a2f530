//! `uri::path::SafePath` as a route field (issue 63): every request the
//! issue's table shows escaping a base directory is a 400 that names the
//! variable, in each place a path value can be (`{name}`, `{/path*}`,
//! `{+rest}`); what it reads joins below the base; `to_uri` refuses what
//! reading would refuse, and every link it writes reads back.

use std::path::{Component, Path};

use proptest::prelude::*;
use uri::Route;
use uri::path::{SafePath, SafePathErrorKind};
use uri::template::{ExpandError, RouteError};

#[derive(Route, Clone, Debug, PartialEq)]
enum Files {
    /// One segment a member.
    #[route("/files{/path*}")]
    Tree { path: SafePath },
    /// Raw `/`s separate segments.
    #[route("/raw/{+rest}")]
    Raw { rest: SafePath },
    /// One segment.
    #[route("/one/{name}")]
    One { name: SafePath },
    /// One segment, optional, beside a query path (read as path text).
    #[route("/pick/{dir}/x{?file}")]
    Pick {
        dir: Option<SafePath>,
        file: Option<SafePath>,
    },
    /// A list of segments in one segment (`a,b`).
    #[route("/many/{names}")]
    Many { names: Vec<SafePath> },
}

/// Whole-segment templates, read directly (without the table) where the
/// direct reading is sure to agree with it.
#[derive(Route, Clone, Debug, PartialEq)]
enum Direct {
    #[route("/a/{name}")]
    Name { name: SafePath },
    #[route("/a/{name}/{more}")]
    Two { name: SafePath, more: String },
    #[route("/b/{names}")]
    Names { names: Vec<SafePath> },
}

/// The same templates with `String` fields: what the issue's table shows a
/// plain field reads.
#[derive(Route, Clone, Debug, PartialEq)]
enum Plain {
    #[route("/files{/path*}")]
    Tree { path: Vec<String> },
    #[route("/raw/{+rest}")]
    Raw { rest: String },
    #[route("/s/{name}")]
    One { name: String },
}

/// Asserts `target` is a 400 naming `variable`.
#[track_caller]
fn bad_request<R: Route + std::fmt::Debug>(target: &str, variable: &str) -> RouteError {
    let error = R::from_uri(target).unwrap_err();
    assert!(error.is_bad_request(), "{target}: {error}");
    assert_eq!(error.variable(), Some(variable), "{target}: {error}");
    error
}

/// The `SafePathError` behind a field error, if that is what it is.
fn safe_path_kind(error: &RouteError) -> Option<SafePathErrorKind> {
    let RouteError::Field { error, .. } = error else {
        return None;
    };
    let source = std::error::Error::source(error)?;
    source
        .downcast_ref::<uri::path::SafePathError>()
        .map(uri::path::SafePathError::kind)
}

#[test]
fn every_row_of_the_issue_s_table_is_a_bad_request_naming_the_variable() {
    use SafePathErrorKind as Kind;
    for (target, variable, kind) in [
        ("/files//etc/passwd", "path", Some(Kind::EmptySegment)),
        ("/files/%2Fetc%2Fpasswd", "path", Some(Kind::Separator)),
        ("/raw//etc/passwd", "rest", Some(Kind::Absolute)),
        ("/files/..%5C..%5Cwindows", "path", Some(Kind::Separator)),
        // Escaped controls: the reading's own 400, before any field.
        ("/files/a%00b", "path", None),
        ("/raw/a%0D%0Ab", "rest", None),
        ("/one/a%00b", "name", None),
    ] {
        let error = bad_request::<Files>(target, variable);
        assert_eq!(safe_path_kind(&error), kind, "{target}: {error}");
    }
    // What a `String` field reads of the same (the docs say so), but the
    // controls, which are refused for every field type.
    assert_eq!(
        Plain::from_uri("/files//etc/passwd").unwrap(),
        Plain::Tree {
            path: vec![String::new(), "etc".into(), "passwd".into()]
        }
    );
    assert_eq!(
        Plain::from_uri("/files/%2Fetc%2Fpasswd").unwrap(),
        Plain::Tree {
            path: vec!["/etc/passwd".into()]
        }
    );
    assert_eq!(
        Plain::from_uri("/raw//etc/passwd").unwrap(),
        Plain::Raw {
            rest: "/etc/passwd".into()
        }
    );
    assert_eq!(
        Plain::from_uri("/files/..%5C..%5Cwindows").unwrap(),
        Plain::Tree {
            path: vec!["..\\..\\windows".into()]
        }
    );
    bad_request::<Plain>("/files/a%00b", "path");
    bad_request::<Plain>("/s/a%0D%0Ab", "name");
}

#[test]
fn each_place_refuses_what_would_leave_the_base() {
    use SafePathErrorKind as Kind;
    for (target, variable, kind) in [
        // `{name}`: one segment; `%2F` inside it is no separator.
        ("/one/a%2Fb", "name", Kind::Separator),
        ("/one/", "name", Kind::EmptySegment),
        ("/one/C%3A", "name", Kind::Colon),
        ("/one/a%5Cb", "name", Kind::Separator),
        ("/one/x%3A%3A%24DATA", "name", Kind::Colon),
        ("/one/secret.txt.", "name", Kind::TrailingDotOrSpace),
        ("/one/secret%20", "name", Kind::TrailingDotOrSpace),
        ("/one/nul", "name", Kind::ReservedName),
        ("/one/Com1.txt", "name", Kind::ReservedName),
        ("/one/LPT%C2%B9", "name", Kind::ReservedName),
        ("/one/CON%20.log", "name", Kind::ReservedName),
        ("/one/a%C2%85", "name", Kind::ControlCharacter),
        // `{/path*}`: a member is a segment.
        ("/files/a/", "path", Kind::EmptySegment),
        ("/files/a//b", "path", Kind::EmptySegment),
        ("/files/a/aux.h", "path", Kind::ReservedName),
        ("/files/%5C%5C%3F%5CC%3A", "path", Kind::Separator),
        ("/files/c:/x", "path", Kind::Colon),
        ("/files/a/..%20", "path", Kind::TrailingDotOrSpace),
        // `{+rest}`: raw `/`s separate, each piece decoded.
        ("/raw/a%2Fb", "rest", Kind::Separator),
        ("/raw/a//b", "rest", Kind::EmptySegment),
        ("/raw/a/", "rest", Kind::EmptySegment),
        ("/raw/C:/Windows", "rest", Kind::Colon),
        ("/raw/x/CONOUT$", "rest", Kind::ReservedName),
        ("/raw/%2F%2Fserver/share", "rest", Kind::Separator),
        // A list's members, each a segment.
        ("/many/a,..%2Fx", "names", Kind::Separator),
        ("/many/a,,b", "names", Kind::EmptySegment),
    ] {
        let error = bad_request::<Files>(target, variable);
        assert_eq!(safe_path_kind(&error), Some(kind), "{target}: {error}");
    }
    // The reading's own refusals come first: `..` and escaped controls.
    for (target, variable) in [
        ("/files/a/../b", "path"),
        ("/raw/a/%2e%2e/b", "rest"),
        ("/one/..", "name"),
        ("/one/%2E%2E", "name"),
        ("/raw/a%7F", "rest"),
    ] {
        let error = bad_request::<Files>(target, variable);
        assert!(matches!(error, RouteError::Match(_)), "{target}: {error}");
    }
}

#[test]
fn what_is_read_joins_below_the_base() {
    let base = Path::new("/srv/www");
    for (target, expected) in [
        ("/files/docs/a%20b.md", "docs/a b.md"),
        ("/files", ""),
        ("/raw/.well-known/x(1).txt", ".well-known/x(1).txt"),
        ("/raw/caf%C3%A9/%E5%B1%B1.md", "caf\u{e9}/\u{5c71}.md"),
        ("/one/report%3F.pdf", "report?.pdf"),
        ("/one/100%25", "100%"),
    ] {
        let path = match Files::from_uri(target).unwrap() {
            Files::Tree { path } | Files::Raw { rest: path } | Files::One { name: path } => path,
            other => panic!("{target}: {other:?}"),
        };
        assert_eq!(path.as_str(), expected, "{target}");
        let joined = path.join_below(base);
        assert!(joined.starts_with(base), "{target}");
        let below = joined.strip_prefix(base).unwrap();
        assert!(
            below
                .components()
                .all(|part| matches!(part, Component::Normal(_))),
            "{target}"
        );
    }
    // A query value is path text: its `/` separates.
    let pick = Files::from_uri("/pick/d/x?file=a%2Fb.txt").unwrap();
    let Files::Pick { dir, file } = pick else {
        panic!("{pick:?}")
    };
    assert_eq!(dir.unwrap().as_str(), "d");
    assert_eq!(file.unwrap().as_str(), "a/b.txt");
    let error = bad_request::<Files>("/pick/d/x?file=..%2Fsecret", "file");
    assert_eq!(safe_path_kind(&error), Some(SafePathErrorKind::DotSegment));
    // An undefined optional segment is `None`.
    let pick = Files::from_uri("/pick//x").unwrap();
    assert_eq!(
        pick,
        Files::Pick {
            dir: None,
            file: None
        }
    );
}

#[test]
fn the_direct_reading_refuses_as_the_table_does() {
    for target in [
        "/a/x.txt",
        "/a/x%2Fy",
        "/a/nul",
        "/a/a%3Ab",
        "/a/..",
        "/a/%00",
        "/a/x./y",
        "/a/x/y",
        "/a/",
        "/b/a,b",
        "/b/a,con",
        "/b/",
        "/b/a%2Fb,c",
    ] {
        let built = uri_tests::built_table::read_with_a_built_table::<Direct>(target);
        assert_eq!(
            format!("{:?}", Direct::from_uri(target)),
            format!("{built:?}"),
            "{target}"
        );
    }
    assert!(Direct::from_uri("/a/x%2Fy").unwrap_err().is_bad_request());
}

#[test]
fn to_uri_refuses_what_reading_refuses() {
    let two = SafePath::parse("a/b").unwrap();
    // Several segments, or none, where the template writes one.
    for value in [two.clone(), SafePath::new()] {
        let error = Files::One { name: value }.to_uri().unwrap_err();
        assert!(
            matches!(error, ExpandError::NotOneSegment { name, .. } if name.as_str() == "name"),
            "{error}"
        );
    }
    let error = Files::Many {
        names: vec![SafePath::parse("x").unwrap(), two.clone()],
    }
    .to_uri()
    .unwrap_err();
    assert!(
        matches!(error, ExpandError::NotOneSegment { .. }),
        "{error}"
    );
    // Every place writes a path it reads back.
    let spaced = SafePath::parse("a b/c?d#e/100%/%41").unwrap();
    assert_eq!(
        Files::Tree {
            path: spaced.clone()
        }
        .to_uri()
        .unwrap(),
        "/files/a%20b/c%3Fd%23e/100%25/%2541"
    );
    assert_eq!(
        Files::Tree {
            path: SafePath::new()
        }
        .to_uri()
        .unwrap(),
        "/files"
    );
    assert_eq!(
        Files::Raw { rest: two.clone() }.to_uri().unwrap(),
        "/raw/a/b"
    );
    // Under `{+rest}` a `?` or `#` would end the path.
    let error = Files::Raw {
        rest: spaced.clone(),
    }
    .to_uri()
    .unwrap_err();
    assert!(matches!(error, ExpandError::EndsPath { .. }), "{error}");
    assert_eq!(
        Files::Pick {
            dir: None,
            file: Some(two)
        }
        .to_uri()
        .unwrap(),
        "/pick//x?file=a%2Fb"
    );
}

/// A segment: characters a file name may hold, escapes, look-alikes.
fn segment() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            proptest::char::range('a', 'z'),
            Just('.'),
            Just(' '),
            Just('%'),
            Just('?'),
            Just('#'),
            Just(','),
            Just('+'),
            Just('é'),
            Just('\u{ff0e}'),
            Just('4'),
            Just('1'),
        ],
        1..6,
    )
    .prop_map(|chars| chars.into_iter().collect())
    .prop_filter_map("a segment SafePath takes", |segment: String| {
        SafePath::from_segment(&segment).ok().map(|_| segment)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1_000))]

    /// Whatever path a field holds, `to_uri` writes a link that reads back
    /// as the same value, or refuses it naming the variable.
    #[test]
    fn links_read_back_or_are_refused(
        segments in proptest::collection::vec(segment(), 0..4),
        names in proptest::collection::vec(segment(), 0..3),
    ) {
        let path = SafePath::from_segments(&segments).unwrap();
        let lists: Vec<SafePath> = names.iter().map(|name| SafePath::from_segment(name).unwrap()).collect();
        for value in [
            Files::Tree { path: path.clone() },
            Files::Raw { rest: path.clone() },
            Files::One { name: path.clone() },
            Files::Pick { dir: Some(path.clone()), file: Some(path.clone()) },
            Files::Pick { dir: None, file: None },
            Files::Many { names: lists.clone() },
        ] {
            match value.to_uri() {
                Ok(link) => prop_assert_eq!(Files::from_uri(link.as_str()).unwrap(), value),
                Err(error) => {
                    // A path of several segments or none in one segment's
                    // place; under `{+rest}`, a `?` or `#`, which ends the
                    // path (after a `.` it makes a dot segment there), or
                    // an escape, which reading decodes (`%14` a control).
                    let named = match &error {
                        ExpandError::NotOneSegment { name, .. }
                        | ExpandError::EndsPath { name, .. }
                        | ExpandError::DotSegment { name, .. }
                        | ExpandError::ReservedEscape { name, .. }
                        | ExpandError::ControlCharacter { name, .. } => name.as_str(),
                        other => return Err(TestCaseError::fail(format!("{other}"))),
                    };
                    let refused = match named {
                        "rest" => path.as_str().contains(['?', '#', '%']),
                        "name" | "dir" => path.segments().count() != 1,
                        // A list's members are each one segment.
                        _ => false,
                    };
                    prop_assert!(refused, "{}", error);
                }
            }
        }
    }
}

/// `{+rest}` is read up to the text's `#`, for a `String` and a `SafePath`
/// alike: a browser sends no fragment, and a link with one names the same
/// resource (issue 63). `to_uri` refuses a `#` in such a value, which the
/// link would lose.
#[test]
fn a_reserved_value_is_read_up_to_the_fragment() {
    assert_eq!(
        Plain::from_uri("/raw/a/b#f").unwrap(),
        Plain::Raw { rest: "a/b".into() }
    );
    assert_eq!(
        Files::from_uri("/raw/a/b#f").unwrap(),
        Files::Raw {
            rest: SafePath::parse("a/b").unwrap()
        }
    );
    let error = Plain::Raw {
        rest: "a/b#f".into(),
    }
    .to_uri()
    .unwrap_err();
    assert!(matches!(error, ExpandError::EndsPath { .. }), "{error}");
}
