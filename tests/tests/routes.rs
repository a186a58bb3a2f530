//! Templates as routes (issue 31): queries matched as sets of pairs, the route
//! shapes the rules of `matcher()` accept, typed captures, template sets, and
//! the property that every expansion of an accepted template reads back to
//! its values, whatever the order of its query and whatever other pairs it
//! holds.

use std::collections::BTreeMap;
use std::error::Error as _;

use proptest::prelude::*;
use uri::template::{
    AmbiguityErrorKind, CaptureErrorKind, MatchErrorKind, MatchExpected, TemplateSet,
    TemplateSetError, UriTemplate, Value,
};

fn matcher(template: &'static str) -> uri::template::Matcher<'static> {
    UriTemplate::parse(template).unwrap().matcher().unwrap()
}

// ---- queries as sets of pairs ----------------------------------------------------

#[test]
fn a_query_matches_in_any_order_and_keeps_other_pairs() {
    let issues = matcher("/repos/{owner}/{repo}/issues{?state,page}");
    for text in [
        "/repos/rust-lang/rust/issues?state=open&page=2",
        "/repos/rust-lang/rust/issues?page=2&state=open",
        "/repos/rust-lang/rust/issues?sort=updated&page=2&&state=open",
    ] {
        let found = issues.captures(text).unwrap();
        assert_eq!(found.parse::<String>("state").unwrap(), "open", "{text}");
        assert_eq!(found.parse::<u32>("page").unwrap(), 2, "{text}");
    }
    let found = issues
        .captures("/repos/rust-lang/rust/issues?state=open&sort=updated&direction")
        .unwrap();
    let extra: Vec<(&str, Option<&str>)> = found
        .extra_pairs()
        .map(|pair| {
            (
                pair.key().as_encoded(),
                pair.value().map(|v| v.as_encoded()),
            )
        })
        .collect();
    assert_eq!(extra, [("sort", Some("updated")), ("direction", None)]);
    // A missing optional variable is undefined, and so is a missing query.
    assert_eq!(found.parse_optional::<u32>("page").unwrap(), None);
    let found = issues.captures("/repos/a/b/issues").unwrap();
    assert_eq!(found.len(), 2);
    assert_eq!(found.extra_pairs().count(), 0);
    // `{&…}` continues the set; a literal pair is required, anywhere.
    let api = matcher("/api?v=2{&page,sort}");
    let found = api.captures("/api?sort=name&v=2&page=3").unwrap();
    assert_eq!(found.parse::<u8>("page").unwrap(), 3);
    assert_eq!(found.extra_pairs().count(), 0);
    let error = api.captures("/api?page=3").unwrap_err();
    assert_eq!(
        (error.index(), error.expected()),
        (11, Some(MatchExpected::Pair { template: 5 }))
    );
    assert_eq!(
        api.captures("/api").unwrap_err().expected(),
        Some(MatchExpected::Literal('?'))
    );
    // The places of one name take its pairs whatever their order (the
    // captures stay in the order of the text).
    let cut = matcher("/s{?a}{&a:1}");
    for text in ["/s?a=bcd&a=b", "/s?a=b&a=bcd"] {
        let found = cut.captures(text).unwrap();
        let mut values: Vec<&str> = found.iter().map(uri::template::Capture::as_str).collect();
        values.sort_unstable();
        assert_eq!(values, ["b", "bcd"], "{text}");
    }
    assert!(cut.captures("/s?a=b&a=b&a=b").is_err());
    // A `%` that begins no escape makes the request malformed: a 400 that
    // names the variable, never a panic.
    let error = cut.captures("/s?a=%%%&a=%").unwrap_err();
    assert!(error.is_bad_request());
    assert_eq!(error.variable(), Some("a"));
    // Literal text after a `{?…}` that may write nothing would be read as
    // part of the path: refused, naming the rule.
    let error = UriTemplate::parse("/s{?tag*}&J")
        .unwrap()
        .matcher()
        .unwrap_err();
    assert_eq!(error.kind(), AmbiguityErrorKind::OptionalOpener);
    // A literal pair is literal text even when a variable has its name.
    let sorted = matcher("/s?sort=name{&sort}");
    for text in ["/s?sort=name&sort=date", "/s?sort=date&sort=name"] {
        let found = sorted.captures(text).unwrap();
        assert_eq!(found.parse::<String>("sort").unwrap(), "date", "{text}");
    }
    assert!(
        sorted
            .captures("/s?sort=name")
            .unwrap()
            .get("sort")
            .is_none()
    );
    assert_eq!(
        sorted.captures("/s?sort=date").unwrap_err().expected(),
        Some(MatchExpected::Pair { template: 3 })
    );
    let split = matcher("/search{?q}{&page}");
    let found = split.captures("/search?page=1&q=uri").unwrap();
    assert_eq!(found.parse::<String>("q").unwrap(), "uri");
    // A value runs to the next `&`: what a client left unencoded stays in it.
    let found = split.captures("/search?q=a+b/c:d").unwrap();
    assert_eq!(found.get("q").unwrap().as_str(), "a+b/c:d");
}

#[test]
fn repeated_keys_follow_the_explode_rules() {
    let tags = matcher("/items{?tag*,page}");
    let found = tags.captures("/items?tag=a&page=1&tag=b%20c").unwrap();
    assert_eq!(found.parse_all::<String>("tag").unwrap(), ["a", "b c"]);
    assert_eq!(found.parse::<u8>("page").unwrap(), 1);
    // Only an exploded variable repeats.
    let error = tags.captures("/items?page=1&page=2").unwrap_err();
    assert_eq!(
        (error.index(), error.kind()),
        (14, MatchErrorKind::Repeated)
    );
    assert_eq!(error.variable(), Some("page"));
    assert!(error.is_bad_request());
    assert_eq!(
        error.to_string(),
        "bad request: the pair at index 14 of the text names the variable `page` once more \
         than the template does: only an exploded variable takes several pairs"
    );
    // A variable the template names twice takes two pairs, of one value.
    let twice = matcher("/x{?a}{&a}");
    assert_eq!(twice.captures("/x?a=1&a=1").unwrap().len(), 2);
    let error = twice.captures("/x?a=1&a=2").unwrap_err();
    assert_eq!((error.index(), error.kind()), (7, MatchErrorKind::Conflict));
    // A pair without `=` is the empty value, as form decoders read it: a
    // scalar's, a list's member, and a repeat of either.
    let found = tags.captures("/items?page").unwrap();
    assert_eq!(found.parse::<String>("page").unwrap(), "");
    assert_eq!(found.get("page").unwrap().as_str(), "");
    let found = tags.captures("/items?tag=a&tag&page=2").unwrap();
    assert_eq!(found.parse_all::<String>("tag").unwrap(), ["a", ""]);
    let error = tags.captures("/items?page=1&page").unwrap_err();
    assert_eq!(
        (error.index(), error.kind()),
        (14, MatchErrorKind::Repeated)
    );
    // A list that is not exploded is one value; its items split at `,`.
    let found = matcher("{?ids}").captures("?ids=1,2,3").unwrap();
    assert_eq!(found.parse_all::<u8>("ids").unwrap(), [1, 2, 3]);
}

// ---- the shapes that were refused ------------------------------------------------

#[test]
fn common_route_shapes_match_by_their_rules() {
    // Exploded path segments.
    let files = matcher("/files{/path*}");
    let found = files.captures("/files/docs/read%20me.md").unwrap();
    assert_eq!(
        found.parse_all::<String>("path").unwrap(),
        ["docs", "read me.md"]
    );
    assert_eq!(found.parse::<String>("path").unwrap(), "docs/read me.md");
    assert!(files.captures("/files").unwrap().is_empty());
    let raw = matcher("/files{/path*}/raw");
    let found = raw.captures("/files/a/b/raw").unwrap();
    assert_eq!(found.parse_all::<String>("path").unwrap(), ["a", "b"]);

    // `{+path}` before a query or a fragment: the path ends at the first `?` or `#`.
    let blob = matcher("/files/{+path}{?ref}");
    let found = blob.captures("/files/src/lib.rs?ref=main").unwrap();
    assert_eq!(found.parse::<String>("path").unwrap(), "src/lib.rs");
    assert_eq!(found.parse::<String>("ref").unwrap(), "main");
    let found = blob.captures("/files/src/lib.rs").unwrap();
    assert!(found.get("ref").is_none());
    let lines = matcher("/files/{+path}{#line}");
    let found = lines.captures("/files/a/b#L10").unwrap();
    assert_eq!(found.parse::<String>("line").unwrap(), "L10");

    // A label: at the last `.` of the segment.
    let user = matcher("/users/{id}{.format}");
    let found = user.captures("/users/ada.lovelace.json").unwrap();
    assert_eq!(found.parse::<String>("id").unwrap(), "ada.lovelace");
    assert_eq!(found.parse::<String>("format").unwrap(), "json");
    let found = user.captures("/users/ada").unwrap();
    assert!(found.get("format").is_none());
    let nested = matcher("/raw/{+path}{.ext}");
    let found = nested.captures("/raw/v1.2/notes.tar.gz").unwrap();
    assert_eq!(found.parse::<String>("path").unwrap(), "v1.2/notes.tar");
    assert_eq!(found.parse::<String>("ext").unwrap(), "gz");

    // Path parameters, by name.
    let cars = matcher("/cars{;color*,year}");
    let found = cars
        .captures("/cars;color=red;color=blue;year=2020")
        .unwrap();
    assert_eq!(found.parse_all::<String>("color").unwrap(), ["red", "blue"]);
    assert_eq!(found.parse::<u16>("year").unwrap(), 2020);
    assert_eq!(
        cars.captures("/cars;size=2").unwrap_err().expected(),
        Some(MatchExpected::Name { expression: 5 })
    );
}

#[test]
fn every_refusal_names_its_rule() {
    let refused = |text: &str| {
        let error = UriTemplate::parse(text).unwrap().matcher().unwrap_err();
        (error.index(), error.kind(), error.to_string())
    };
    let (index, kind, message) = refused("/{a}{b}");
    assert_eq!((index, kind), (1, AmbiguityErrorKind::NoBoundary));
    assert!(message.contains("cannot be told from what follows it"));
    let (index, kind, message) = refused("/a{/list*,id}");
    assert_eq!((index, kind), (2, AmbiguityErrorKind::Explode));
    assert!(message.contains("explodes a variable beside other variables"));
    let (index, kind, message) = refused("{.list*}");
    assert_eq!((index, kind), (0, AmbiguityErrorKind::SeparatorInValues));
    assert!(message.contains("a character that the values may also hold"));
    // Still ambiguous under every rule: two runs, a rest before a segment.
    assert_eq!(
        refused("/files/{+path}/{name}").1,
        AmbiguityErrorKind::NoBoundary
    );
    assert_eq!(refused("{/a*}{/b*}").1, AmbiguityErrorKind::NoBoundary);
    // A label between an expression and a label: both would end at the last
    // `.` (`x.y.` was read as `x.y`, ``, undefined). Two labels alone are fine.
    // An exploded name shared in the section: whose pairs are whose?
    let (index, kind, _) = refused("/s{?page*,page}");
    assert_eq!((index, kind), (2, AmbiguityErrorKind::Explode));
    let (index, kind, _) = refused("/s{?tag*}{&tag}");
    assert_eq!((index, kind), (9, AmbiguityErrorKind::Explode));
    assert!(
        UriTemplate::parse("/{page}{?page*}")
            .unwrap()
            .matcher()
            .is_ok()
    );
    let (index, kind, _) = refused("/{a}{.b}{.t}");
    assert_eq!((index, kind), (4, AmbiguityErrorKind::NoBoundary));
    let one_label = matcher("/{a}{.t}").captures("/x.y.json").unwrap();
    assert_eq!(one_label.get("t").unwrap().as_str(), "json");
    let labels = matcher("/x{.a}{.b}").captures("/x.y.z.json").unwrap();
    assert_eq!(labels.get("a").unwrap().as_str(), "y.z");
    assert_eq!(labels.get("b").unwrap().as_str(), "json");
}

// ---- typed captures --------------------------------------------------------------

#[test]
fn typed_captures_name_the_variable_and_keep_the_cause() {
    let route = matcher("/issues/{number}{?page,since}");
    let found = route.captures("/issues/42?page=x&since=%FF").unwrap();
    assert_eq!(found.parse::<u64>("number").unwrap(), 42);

    let error = found.parse::<u32>("page").unwrap_err();
    assert_eq!((error.name(), error.text()), ("page", Some("x")));
    assert_eq!(error.kind(), CaptureErrorKind::Parse);
    assert_eq!(
        error.to_string(),
        "the value `x` of the variable `page` cannot be read as `u32`"
    );
    assert_eq!(
        error.source().unwrap().to_string(),
        "invalid digit found in string"
    );

    let error = found.parse::<String>("since").unwrap_err();
    assert_eq!(error.kind(), CaptureErrorKind::Decode);
    assert!(error.source().is_some());
    assert_eq!(
        error.to_string(),
        "the value `%FF` of the variable `since` is not percent-encoded UTF-8"
    );

    let error = found.parse::<u8>("missing").unwrap_err();
    assert_eq!(error.kind(), CaptureErrorKind::Missing);
    assert_eq!(error.text(), None);

    // The value is shown as messages show text: no password, nothing hidden.
    let link = matcher("/go{?to}");
    let found = link
        .captures("/go?to=https://me:hunter2@example.com/\u{202e}")
        .unwrap();
    let error = found.parse::<std::net::IpAddr>("to").unwrap_err();
    let shown = format!("{error} {error:?}");
    assert!(
        !shown.contains("hunter2") && !shown.contains('\u{202e}'),
        "{shown}"
    );
    // A value cut out of a URI before its `@` still hides its password.
    let found = link.captures("/go?to=http://me:hunter2&x@h/").unwrap();
    let shown = format!("{found:?} {:?}", found.parse::<u8>("to").unwrap_err());
    assert!(!shown.contains("hunter2"), "{shown}");
    // Errors move into the usual stacks.
    let boxed: Box<dyn std::error::Error + Send + Sync> = Box::new(error);
    assert!(boxed.to_string().contains("`to`"));
}

#[test]
fn captures_deserialize_into_a_struct() {
    #[derive(Debug, serde::Deserialize)]
    struct Strict {
        #[allow(dead_code, reason = "read only to fail")]
        page: u32,
    }
    #[derive(Debug, PartialEq, serde::Deserialize)]
    #[serde(rename_all = "lowercase")]
    enum State {
        Open,
        Closed,
    }
    #[derive(Debug, PartialEq, serde::Deserialize)]
    struct Issues<'a> {
        owner: &'a str,
        repo: String,
        state: Option<State>,
        page: Option<u32>,
        labels: Vec<String>,
        number: Option<u64>,
    }
    let route = matcher("/repos/{owner}/{repo}/issues{/number}{?state,page,labels*}");
    let found = route
        .captures("/repos/rust-lang/my%20repo/issues/7?labels=a&state=closed&labels=b%2Cc")
        .unwrap();
    let issues: Issues<'_> = found.deserialize().unwrap();
    assert_eq!(
        issues,
        Issues {
            owner: "rust-lang",
            repo: "my repo".to_owned(),
            state: Some(State::Closed),
            page: None,
            labels: vec!["a".to_owned(), "b,c".to_owned()],
            number: Some(7),
        }
    );

    let found = route.captures("/repos/a/b/issues?state=open").unwrap();
    let error = found.deserialize::<Strict>().unwrap_err();
    assert_eq!(
        (error.name(), error.kind()),
        ("page", CaptureErrorKind::Missing)
    );
    let found = route.captures("/repos/a/b/issues?state=shut").unwrap();
    let error = found.deserialize::<Issues<'_>>().unwrap_err();
    assert_eq!(
        (error.name(), error.kind()),
        ("state", CaptureErrorKind::Invalid)
    );
    assert!(
        error
            .to_string()
            .starts_with("the value `shut` of the variable `state` cannot be read: ")
    );
    let found = route.captures("/repos/a/b/issues/x").unwrap();
    let error = found.deserialize::<Issues<'_>>().unwrap_err();
    assert_eq!(
        (error.name(), error.kind()),
        ("number", CaptureErrorKind::Parse)
    );
    // Any map takes them too.
    let all: BTreeMap<String, String> = found.deserialize().unwrap();
    assert_eq!(all["number"], "x");
}

// ---- template sets ---------------------------------------------------------------

fn set(templates: &[&'static str]) -> TemplateSet<usize> {
    let mut set = TemplateSet::new();
    for (i, template) in templates.iter().enumerate() {
        set.insert(UriTemplate::parse(template).unwrap(), i)
            .unwrap();
    }
    set
}

#[test]
fn a_set_picks_the_most_specific_template() {
    let routes = set(&[
        "/users/{id}",
        "/users/me",
        "/users/{id}/posts",
        "/users/me/settings",
        "/users/{id}.json",
        "/users/v{version}",
        "/files{/path*}",
        "/files/{id}/raw",
        "/search",
        "/search{?q}",
        "/{+rest}",
    ]);
    let found = |text: &str| routes.at(text).ok().map(|found| *found.value());
    assert_eq!(found("/users/42"), Some(0));
    assert_eq!(found("/users/me"), Some(1));
    // `me` is a literal of another route, yet `/users/{id}/posts` matches.
    assert_eq!(found("/users/me/posts"), Some(2));
    assert_eq!(found("/users/me/settings"), Some(3));
    assert_eq!(found("/users/42.json"), Some(4));
    assert_eq!(found("/users/v2"), Some(5));
    assert_eq!(found("/files/a/b"), Some(6));
    assert_eq!(found("/files/a/raw"), Some(7));
    assert_eq!(found("/search"), Some(8));
    assert_eq!(found("/search?q=uri"), Some(9));
    assert_eq!(found("/users/42/posts/7"), Some(10));
    assert_eq!(found("/"), Some(10));
    // Of two rests, the one with more literal text after it in the path,
    // whichever was added first (the red team's case: the order decided).
    for routes in [
        [
            "/f{/path*}",
            "/f{/path*}/raw",
            "/d/{+path}",
            "/d/{+path}.json",
        ],
        [
            "/f{/path*}/raw",
            "/f{/path*}",
            "/d/{+path}.json",
            "/d/{+path}",
        ],
    ] {
        let set = set(&routes);
        let read = |text: &str| {
            let found = set.at(text).unwrap();
            let path = found.captures().parse_all::<String>("path").unwrap();
            (found.template().as_str().to_owned(), path)
        };
        let raw = String::from("/f{/path*}/raw");
        assert_eq!(read("/f/a/raw"), (raw.clone(), vec!["a".to_owned()]));
        assert_eq!(read("/f/raw"), (raw, vec![]));
        assert_eq!(read("/f/a/b").0, "/f{/path*}");
        assert_eq!(read("/d/a/b.json").0, "/d/{+path}.json");
        assert_eq!(read("/d/a/b.txt").0, "/d/{+path}");
    }
    let routes = set(&["/a/{b}", "/a/b/c"]);
    assert_eq!(routes.at("/a/b").ok().map(|f| *f.value()), Some(0));
    assert!(routes.at("/a/b/d").is_err());
    assert!(routes.at("/x").is_err());
    let found = routes.at("/a/%41").unwrap();
    assert_eq!(found.template().as_str(), "/a/{b}");
    assert_eq!(found.captures().parse::<String>("b").unwrap(), "A");
    assert_eq!(routes.len(), 2);
}

#[test]
fn a_set_refuses_conflicts_and_ambiguous_templates() {
    let mut routes = set(&["/users/{id}", "/search{?q}", "/{a}/{a}"]);
    let conflict = |routes: &mut TemplateSet<usize>, text: &'static str| {
        routes
            .insert(UriTemplate::parse(text).unwrap(), 99)
            .unwrap_err()
    };
    let error = conflict(&mut routes, "/users/{name}");
    let TemplateSetError::Conflict { first, second } = &error else {
        panic!("{error}")
    };
    assert_eq!(
        (first.as_str(), second.as_str()),
        ("/users/{id}", "/users/{name}")
    );
    // The same query, written again, reads the same pairs.
    assert!(matches!(
        conflict(&mut routes, "/search{?q}"),
        TemplateSetError::Conflict { .. }
    ));
    assert!(matches!(
        conflict(&mut routes, "/{x}/{x}"),
        TemplateSetError::Conflict { .. }
    ));
    // Literal text spelled otherwise matches the same texts.
    let mut spelled = set(&[
        "/~user/{id}",
        "/caf\u{e9}",
        "/s?mode=raw{&q}",
        "/x?%62=1&a=2",
    ]);
    for other in [
        "/x?a=2&b=1",
        "/%7Euser/{id}",
        "/%7euser/{n}",
        "/caf%c3%a9",
        "/caf%C3%A9",
        "/s?mod%65=raw{&q}",
    ] {
        assert!(
            matches!(
                conflict(&mut spelled, other),
                TemplateSetError::Conflict { .. }
            ),
            "{other}"
        );
    }
    let error = conflict(&mut routes, "/{a}{b}");
    assert!(matches!(error, TemplateSetError::Ambiguous { .. }));
    assert!(error.source().is_some());
    // Not conflicts: other texts, the same texts with another specificity,
    // or a query of other pairs (the set prefers the template that reads
    // more of a text's query).
    for fine in [
        "/users/{id}.json",
        "/{a}/{b}",
        "/search",
        "/users/{id:3}",
        "/search{?q,page}",
        "/{a}{?a}",
        "/{a}{?q}",
    ] {
        routes.insert(UriTemplate::parse(fine).unwrap(), 1).unwrap();
    }
    assert_eq!(routes.len(), 10);
}

// ---- the property ----------------------------------------------------------------

/// One variable's value: a string, or a list for an exploded variable.
#[derive(Clone, Debug)]
enum Data {
    Text(String),
    List(Vec<String>),
}

/// A template built from route shapes every rule accepts, and its variables,
/// each with whether it is exploded.
fn route_strategy() -> impl Strategy<Value = (String, Vec<(String, bool)>)> {
    // `@` stands for a variable's name, numbered in order.
    let segment = prop::sample::select(vec!["/repos", "/{@}", "/v{@}", "/{@}{.@}", "/caf\u{e9}"]);
    let params = prop::sample::select(vec!["", "{;@}", "{;@*}", "{;@,@}"]);
    let rest = prop::sample::select(vec![
        "",
        "{/@*}",
        "/{+@}",
        "{/@*}/raw",
        "/{+@}{.@}",
        "{/@}",
        "/{@}.json",
    ]);
    let query = prop::sample::select(vec![
        "", "{?@,@}", "{?@}{&@}", "?k=1{&@}", "{?@*,@}", "{?@:3}", "?q={@}",
    ]);
    let fragment = prop::sample::select(vec!["", "{#@}", "#top"]);
    let path = (prop::collection::vec(segment, 0..4), params, rest)
        .prop_map(|(segments, params, rest)| format!("{}{params}{rest}", segments.concat()));
    (path, query, fragment).prop_map(|(path, query, fragment)| {
        let shape = format!("{path}{query}{fragment}");
        let mut text = String::new();
        let mut vars = Vec::new();
        for (i, piece) in shape.split('@').enumerate() {
            if i > 0 {
                let name = format!("v{}", vars.len());
                text.push_str(&name);
                vars.push((name, piece.starts_with('*')));
            }
            text.push_str(piece);
        }
        (text, vars)
    })
}

fn word() -> impl Strategy<Value = String> {
    // No `%` (reserved expansion keeps it), `?` or `#` (where the path ends);
    // `.` only where no label follows (see `fits`).
    "[a-zA-Z0-9 ,;:=&/~_é\u{4e2d}.-]{0,6}"
}

fn data_strategy(exploded: bool) -> BoxedStrategy<Data> {
    if exploded {
        prop::collection::vec(word(), 0..3)
            .prop_map(Data::List)
            .boxed()
    } else {
        word().prop_map(Data::Text).boxed()
    }
}

/// Whether the values fit the rules that read some values otherwise: no `.`
/// in a label or in the value before it.
fn fits(template: &str, values: &[(String, Data)]) -> bool {
    values.iter().enumerate().all(|(i, (name, data))| {
        let before_label = values
            .get(i + 1)
            .is_some_and(|(next, _)| template.contains(&format!("{name}}}{{.{next}}}")));
        let label = template.contains(&format!("{{.{name}}}"));
        let text = match data {
            Data::Text(text) => text.as_str(),
            Data::List(_) => "",
        };
        !((before_label || label) && text.contains('.'))
    })
}

/// The first `n` characters of `text`.
fn prefix(text: &str, n: usize) -> String {
    text.chars().take(n).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Every template of route shapes is accepted; every expansion, its query
    /// pairs shuffled and other pairs added, reads back to its values.
    #[test]
    fn every_route_reads_back_its_values(
        (template, vars) in route_strategy(),
        seeds in prop::collection::vec(any::<u64>(), 8),
        data in prop::collection::vec((data_strategy(false), data_strategy(true)), 12),
    ) {
        let values: Vec<(String, Data)> = vars
            .iter()
            .zip(&data)
            .map(|((name, exploded), (text, list))| {
                (name.clone(), if *exploded { list.clone() } else { text.clone() })
            })
            .collect();
        prop_assume!(fits(&template, &values));
        let parsed = UriTemplate::parse(&template).unwrap();
        // A path that may hold `&` before a query that may begin with one
        // (`/{+a}{?b}{&c}`: `b` undefined writes `/x&c=1`) is the one shape
        // refused, as `NoBoundary`.
        let ampersand = template.contains("{+") && template.contains("}{&");
        let matcher = match parsed.matcher() {
            Ok(matcher) => matcher,
            Err(error) if ampersand && error.kind() == AmbiguityErrorKind::NoBoundary => {
                return Ok(());
            }
            Err(error) => return Err(TestCaseError::fail(format!("{template}: {error}"))),
        };
        // Dot segments and escaped controls in the path read back only where
        // the options allow them.
        let matcher = matcher.options(uri::template::MatchOptions::new()
            .dot_segments(true)
            .control_characters(true));
        let variables: Vec<(&str, Box<dyn Value>)> = values
            .iter()
            .map(|(name, data)| -> (&str, Box<dyn Value>) {
                match data {
                    Data::Text(text) => (name, Box::new(text.clone())),
                    Data::List(list) => (name, Box::new(list.clone())),
                }
            })
            .collect();
        // Expansion may refuse a value that would be a dot segment.
        let Ok(expansion) = parsed.expand_to_string(&variables) else {
            return Ok(());
        };
        // Shuffle the query's pairs and add pairs no variable names.
        let (head, rest) = expansion.split_at(expansion.find(['?', '#']).unwrap_or(expansion.len()));
        let (query, fragment) = rest.split_at(rest.find('#').unwrap_or(rest.len()));
        let text = if query.is_empty() || template.contains("?q=") {
            expansion.clone()
        } else {
            let mut pairs: Vec<&str> = query[1..].split('&').collect();
            pairs.push("utm_source=mail");
            pairs.push("debug");
            let original = pairs.clone();
            for i in (1..pairs.len()).rev() {
                let j = usize::try_from(seeds[i % seeds.len()] % (i as u64 + 1)).unwrap();
                pairs.swap(i, j);
            }
            // The pairs of one name keep their order: the members of a list.
            let key = |pair: &str| pair.split('=').next().unwrap_or_default().to_owned();
            let mut by_key: BTreeMap<String, Vec<&str>> = BTreeMap::new();
            for pair in original.iter().rev() {
                by_key.entry(key(pair)).or_default().push(pair);
            }
            for pair in &mut pairs {
                *pair = by_key.get_mut(&key(pair)).and_then(Vec::pop).unwrap();
            }
            format!("{head}?{}{fragment}", pairs.join("&"))
        };
        let found = matcher.captures(&text).map_err(|e| {
            TestCaseError::fail(format!("{template} {text}: {}", e.render(&text)))
        })?;
        for (name, data) in &values {
            let spec = parsed.variables().find(|spec| spec.name() == name).unwrap();
            match data {
                Data::List(list) => {
                    let got: Vec<String> = found.parse_all(name).unwrap();
                    prop_assert_eq!(&got, list, "{} {} {}", template, text, name);
                }
                Data::Text(value) => {
                    let expected = match spec.modifier() {
                        uri::template::Modifier::Prefix(n) => prefix(value, usize::from(n)),
                        _ => value.clone(),
                    };
                    let got: Option<String> = found.parse_optional(name).unwrap();
                    // Expansion writes nothing for an empty value without an
                    // operator prefix: it reads back undefined.
                    let silent = expected.is_empty()
                        && (template.contains(&format!("{{{name}}}"))
                            || template.contains(&format!("{{+{name}}}")));
                    if silent {
                        prop_assert!(got.is_none() || got.as_deref() == Some(""));
                    } else {
                        prop_assert_eq!(got.as_deref(), Some(expected.as_str()), "{} {} {}", template, text, name);
                    }
                }
            }
        }
        if text != expansion {
            let extra: Vec<&str> = found.extra_pairs().map(|pair| pair.key().as_encoded()).collect();
            prop_assert!(extra.contains(&"utm_source") && extra.contains(&"debug"), "{:?}", extra);
        }
    }
}

// ---- a set's short way agrees with the matcher ------------------------------------

/// The bench's route table (GitHub's REST API shape) in one set, built once.
static TABLE: std::sync::LazyLock<TemplateSet<usize>> = std::sync::LazyLock::new(|| {
    let templates: Vec<&'static str> = uri_tests::corpus::GITHUB_ROUTES
        .iter()
        .map(|(t, _)| *t)
        .collect();
    set(&templates)
});

/// What a text gave each variable, as the text holds it, in order.
fn values_of(captures: &uri::template::Captures<'_, '_>) -> Vec<(String, String)> {
    captures
        .iter()
        .map(|capture| (capture.name().to_owned(), capture.as_str().to_owned()))
        .collect()
}

/// A text near route `index` of the bench table: its `{var}` segments
/// replaced by `values` (escapes whole and cut, empty, non-ASCII, `/`, `?`,
/// `#` and other characters no `{var}` value holds), a literal segment now and
/// then too, and a suffix.
fn near_route(index: usize, values: &[String], literal: Option<usize>, suffix: &str) -> String {
    let (template, _) = uri_tests::corpus::GITHUB_ROUTES[index];
    let mut values = values.iter().cycle();
    let segments: Vec<&str> = template
        .split('/')
        .enumerate()
        .map(|(i, segment)| {
            let replaced = segment.starts_with('{') || Some(i) == literal;
            if replaced {
                values.next().map_or("", String::as_str)
            } else {
                segment
            }
        })
        .collect();
    format!("{}{suffix}", segments.join("/"))
}

fn segment_value() -> impl Strategy<Value = String> {
    "(%[0-9A-Fa-f]{2}|%[0-9g-z]?|[a-z0-9é中/?#:@ ,._~+=-]|user|repos|issues){0,4}"
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// A set reads the routes of whole `{var}` segments from its tree's walk,
    /// not with the matcher: for any text near a route, a set of that route
    /// alone finds what its matcher matches, and the whole table finds a
    /// template whose matcher gives the same captures, or none when no
    /// template's matcher matches.
    #[test]
    fn a_set_reads_what_the_matcher_reads(
        index in 0..uri_tests::corpus::GITHUB_ROUTES.len(),
        values in prop::collection::vec(segment_value(), 1..5),
        literal in prop::option::of(0usize..8),
        suffix in prop::sample::select(vec!["", "", "", "/", "/x", "?page=2", "#top", "?", "//"]),
    ) {
        let text = near_route(index, &values, literal, suffix);
        let (template, _) = uri_tests::corpus::GITHUB_ROUTES[index];
        let alone = set(&[template]);
        let expected = matcher(template).captures(&text).ok().map(|found| values_of(&found));
        let found = alone.at(&text).ok().map(|found| values_of(found.captures()));
        prop_assert_eq!(found, expected, "{} {}", template, text);

        match TABLE.at(&text) {
            Ok(found) => {
                let general = found.template().matcher().unwrap().captures(&text);
                let general = general.map(|captures| values_of(&captures)).ok();
                prop_assert_eq!(Some(values_of(found.captures())), general, "{}", text);
            }
            Err(_) => {
                for (template, _) in uri_tests::corpus::GITHUB_ROUTES {
                    prop_assert!(matcher(template).captures(&text).is_err(), "{} {}", template, text);
                }
            }
        }
    }
}

// ---- request targets as clients send them ---------------------------------------

/// What a lookup should give: the route and one variable's decoded value (or
/// all of a list's), or a 400 naming the variable, or a 404.
#[derive(Debug, PartialEq)]
enum Answer {
    Found(&'static str, &'static str, Vec<String>),
    BadRequest(MatchErrorKind, &'static str),
    NotFound,
}

/// The table of [`request_targets_as_clients_send_them`].
fn client_requests() -> Vec<(&'static str, Answer)> {
    use Answer::{BadRequest, Found, NotFound};
    let found = |route: &'static str, name: &'static str, values: &[&str]| {
        Found(
            route,
            name,
            values.iter().map(|v| (*v).to_owned()).collect(),
        )
    };
    vec![
        (
            "/files/report(1).pdf",
            found("/files/{name}", "name", &["report(1).pdf"]),
        ),
        ("/files/a:b", found("/files/{name}", "name", &["a:b"])),
        ("/files/it's", found("/files/{name}", "name", &["it's"])),
        ("/files/a+b", found("/files/{name}", "name", &["a+b"])),
        ("/files/a=b;c", found("/files/{name}", "name", &["a=b;c"])),
        ("/files/!$*,", found("/files/{name}", "name", &["!$*,"])),
        ("/users/@me", found("/users/{id}", "id", &["@me"])),
        (
            "/docs/a/b(c)/d",
            found("/docs{/path*}", "path", &["a", "b(c)", "d"]),
        ),
        ("/files/[x]", found("/files/{name}", "name", &["[x]"])),
        (
            "/search?q={x}|^`",
            found("/search{?q,page}", "q", &["{x}|^`"]),
        ),
        ("/search?q=a+b", found("/search{?q,page}", "q", &["a b"])),
        // A pair without `=`, as hand-typed links hold: the empty value.
        ("/search?q&page=2", found("/search{?q,page}", "q", &[""])),
        (
            "/search?q=a%2Bb&utm_source=news",
            found("/search{?q,page}", "q", &["a+b"]),
        ),
        ("/health?x=1", found("/health", "x", &[])),
        (
            "/files/x?utm_source=news",
            found("/files/{name}", "name", &["x"]),
        ),
        ("/files/x#section", found("/files/{name}", "name", &["x"])),
        ("/files/a%20b", found("/files/{name}", "name", &["a b"])),
        (
            "/files/caf%C3%A9",
            found("/files/{name}", "name", &["caf\u{e9}"]),
        ),
        (
            "/files/caf\u{e9}",
            found("/files/{name}", "name", &["caf\u{e9}"]),
        ),
        (
            "/files/group%2Fproject",
            found("/files/{name}", "name", &["group/project"]),
        ),
        (
            "/items&page=2",
            found("/items{?sort}{&page}", "page", &["2"]),
        ),
        (
            "/items?page=2&sort=name",
            found("/items{?sort}{&page}", "page", &["2"]),
        ),
        ("/files/%zz", BadRequest(MatchErrorKind::BadEscape, "name")),
        (
            "/repos/rust%ZZlang/rust",
            BadRequest(MatchErrorKind::BadEscape, "owner"),
        ),
        (
            "/search?page=1&page=2",
            BadRequest(MatchErrorKind::Repeated, "page"),
        ),
        (
            "/files/..%2F..%2Fetc%2Fpasswd",
            BadRequest(MatchErrorKind::DotSegment, "name"),
        ),
        (
            "/files/%2e%2e",
            BadRequest(MatchErrorKind::DotSegment, "name"),
        ),
        (
            "/docs/../../etc/passwd",
            BadRequest(MatchErrorKind::DotSegment, "path"),
        ),
        (
            "/docs/a/./b",
            BadRequest(MatchErrorKind::DotSegment, "path"),
        ),
        // Escaped controls in a path value (issue 63); a query keeps them.
        (
            "/files/a%00b",
            BadRequest(MatchErrorKind::ControlCharacter, "name"),
        ),
        (
            "/search?q=line%0D%0Aline",
            found("/search{?q,page}", "q", &["line\r\nline"]),
        ),
        ("/nothing/here", NotFound),
        ("/files/a/b", NotFound),
        ("/files/a b", NotFound),
    ]
}

/// Request targets as browsers, curl and HTTP libraries send them (raw
/// `pchar`s, browsers' raw brackets and query characters, extra queries,
/// fragments, form-encoded `+`, bad escapes, repeated keys, dot segments),
/// each with the answer a server must give.
#[test]
fn request_targets_as_clients_send_them() {
    use Answer::{BadRequest, Found, NotFound};
    let routes: &[&str] = &[
        "/files/{name}",
        "/users/{id}",
        "/docs{/path*}",
        "/health",
        "/search{?q,page}",
        "/repos/{owner}/{repo}",
        "/items{?sort}{&page}",
    ];
    let set = set(routes);
    for (target, expected) in client_requests() {
        let answer = match set.at(target) {
            Ok(found) => {
                let route = routes[*found.value()];
                let (name, values) = match &expected {
                    // `path` is a list; the others one value each (`x` none).
                    Found(_, "path", _) => (
                        "path",
                        found.captures().parse_all::<String>("path").unwrap(),
                    ),
                    Found(_, name, _) => {
                        let value = found.captures().parse_optional::<String>(name).unwrap();
                        (*name, value.into_iter().collect())
                    }
                    _ => ("", Vec::new()),
                };
                Found(route, name, values)
            }
            Err(error) if error.is_bad_request() => {
                let name = routes
                    .iter()
                    .flat_map(|route| {
                        UriTemplate::parse(route)
                            .unwrap()
                            .variables()
                            .collect::<Vec<_>>()
                    })
                    .map(|spec| spec.name())
                    .find(|name| error.variable() == Some(name))
                    .unwrap_or("?");
                BadRequest(error.kind(), name)
            }
            Err(_) => NotFound,
        };
        assert_eq!(answer, expected, "{target}");
        // The single matcher of the route found reads the target the same way.
        if let Ok(found) = set.at(target) {
            let matcher = found.template().matcher().unwrap();
            assert_eq!(
                matcher.captures(target).as_ref(),
                Ok(found.captures()),
                "{target}"
            );
        }
    }
    // A query the route names no variable of is all extra pairs.
    let health = set.at("/health?x=1&y").unwrap();
    let extra: Vec<&str> = health
        .captures()
        .extra_pairs()
        .map(|p| p.key().as_encoded())
        .collect();
    assert_eq!(extra, ["x", "y"]);
}

/// A template's literal text matches in any spelling RFC 3986 (§6.2.2) and
/// RFC 3987 make equal, in a set and in a single matcher alike: hex digits
/// in either case, an escaped unreserved character, a character above
/// ASCII raw or escaped. An escape of a reserved character stays apart.
#[test]
fn literal_text_matches_in_any_spelling_rfc_3986_makes_equal() {
    let routes: &[&'static str] = &[
        "/caf\u{e9}/{id}",
        "/~user/{id}",
        "/a%2Fb/{id}",
        "/caf%C3%A9x/{id}",
        "/files/{name}.json",
        "/d/{x}/raw",
        "/e/{x}/caf\u{e9}",
        "/s?mode=raw{&q}",
    ];
    let set = set(routes);
    let cases: &[(&str, Option<usize>)] = &[
        ("/caf%C3%A9/1", Some(0)),
        ("/caf%c3%a9/1", Some(0)),
        ("/caf\u{e9}/1", Some(0)),
        ("/%7Euser/1", Some(1)),
        ("/%7euser/1", Some(1)),
        ("/~user/1", Some(1)),
        ("/a%2fb/1", Some(2)),
        ("/a%2Fb/1", Some(2)),
        ("/a/b/1", None),
        ("/caf%c3%a9x/1", Some(3)),
        ("/caf\u{e9}x/1", Some(3)),
        ("/files/x%2Ejson", Some(4)),
        ("/files/x%2ejson", Some(4)),
        ("/files/x.%6Ason", Some(4)),
        ("/d/1/r%61w", Some(5)),
        ("/d/1/r%41w", None),
        ("/%64/1/raw", Some(5)),
        ("/e/1/caf%c3%a9", Some(6)),
        ("/e/1/caf\u{e9}", Some(6)),
        ("/e/1/cafe", None),
        ("/s?mod%65=raw&q=1", Some(7)),
        ("/s?mode%3Draw&q=1", None),
    ];
    for &(target, expected) in cases {
        let found = set.at(target);
        assert_eq!(
            found.as_ref().ok().map(|found| *found.value()),
            expected,
            "{target}"
        );
        let id = found
            .as_ref()
            .ok()
            .and_then(|found| found.captures().iter().next());
        if let Some(capture) = id {
            assert_eq!(
                capture.as_str(),
                if target.contains("x%2") || target.contains("x.%") {
                    "x"
                } else {
                    "1"
                },
                "{target}"
            );
        }
        // The single matcher of each route agrees.
        for (index, route) in routes.iter().enumerate() {
            assert_eq!(
                matcher(route).captures(target).is_ok(),
                expected == Some(index),
                "{route} {target}"
            );
        }
    }
}

/// The letters of a template's scheme and host match in either case (RFC
/// 3986 §6.2.2.1), in a set and in a single matcher alike; a userinfo's and
/// a path's do not. Templates that differ only so are a conflict.
#[test]
fn scheme_and_host_match_in_either_case() {
    let routes: &[&'static str] = &[
        "https://{host}/users/{id}",
        "https://api.example.com/v1/{x}",
        "{s}://Files.Example/{p}",
        "http{s}://u@MiXed.org:80/a",
        "//cdn.Example.net/{f}",
    ];
    let set = set(routes);
    let cases: &[(&str, Option<usize>)] = &[
        ("HTTPS://x/users/1", Some(0)),
        ("https://x/USERS/1", None),
        ("https://API.Example.COM/v1/7", Some(1)),
        ("hTTps://api.example.com/v1/7", Some(1)),
        ("https://api.ex%41mple.com/v1/7", Some(1)),
        ("https://api.example.com/V1/7", None),
        ("ftp://files.example/x", Some(2)),
        ("hTTp://u@mixed.ORG:80/a", Some(3)),
        ("https://u@MIXED.org:80/a", Some(3)),
        ("https://U@mixed.org:80/a", None),
        ("https://u@mixed.org:80/A", None),
        ("//CDN.example.NET/z", Some(4)),
    ];
    for &(target, expected) in cases {
        let found = set.at(target).ok().map(|found| *found.value());
        assert_eq!(found, expected, "{target}");
        for (index, route) in routes.iter().enumerate() {
            assert_eq!(
                matcher(route).captures(target).is_ok(),
                expected == Some(index),
                "{route} {target}"
            );
        }
    }
    let mut routes = self::set(&["https://Example.com/{x}"]);
    let error = routes
        .insert(UriTemplate::parse("HTTPS://example.COM/{y}").unwrap(), 1)
        .unwrap_err();
    assert!(
        matches!(error, TemplateSetError::Conflict { .. }),
        "{error}"
    );
    routes
        .insert(UriTemplate::parse("https://example.com/X{y}").unwrap(), 2)
        .unwrap();
}

/// A reviewer's cases for the day's wider reading, each read alike by a set
/// and a single matcher.
#[test]
fn wider_reading_keeps_its_bounds() {
    type Read = Result<(Vec<(String, String)>, Vec<String>), uri::template::MatchError>;
    let both = |template: &'static str, target: &str| -> Read {
        let single = matcher(template).captures(target).map(|found| {
            let values: Vec<(String, String)> = found
                .iter()
                .map(|c| (c.name().to_owned(), c.as_str().to_owned()))
                .collect();
            let extra: Vec<String> = found
                .extra_pairs()
                .map(|p| p.key().as_encoded().to_owned())
                .collect();
            (values, extra)
        });
        let in_set = set(&[template])
            .at(target)
            .map(|_| ())
            .map_err(|e| e.is_bad_request());
        assert_eq!(
            single
                .as_ref()
                .map(|_| ())
                .map_err(uri::error::MatchError::is_bad_request),
            in_set,
            "{template} {target}"
        );
        single
    };
    // A template's escape of part of a character is no match for the raw
    // character (and no panic).
    assert!(both("/%C3{x}", "/\u{e9}").is_err());
    assert!(both("/%E9{x}", "/\u{90ce}").is_err());
    assert!(both("/%C3%A9{x}", "/\u{e9}1").is_ok());
    // Case folds in the scheme and host only, not in a query or fragment
    // after a host without a path.
    assert!(both("https://example.com#Top", "https://example.com#top").is_err());
    assert!(both("https://example.com?q={q}", "https://example.com?Q=rust").is_err());
    assert!(both("https://example.com?q={q}", "HTTPS://EXAMPLE.com?q=rust").is_ok());
    // A scheme without an authority folds too.
    assert!(both("mailto:{to}", "MAILTO:ada@example.com").is_ok());
    assert!(both("urn:isbn:{n}", "URN:isbn:0451450523").is_ok());
    assert!(both("urn:isbn:{n}", "urn:ISBN:0451450523").is_err());
    // A repeated literal key names no variable but the one its `=` gives.
    let error = matcher("/s?a=1&b={x}")
        .captures("/s?a=1&b=2&a=3")
        .unwrap_err();
    assert!(error.is_bad_request(), "{error}");
    assert_eq!(error.variable(), None);
    let error = matcher("/s?a=1&b={x}")
        .captures("/s?a=1&b=2&b=3")
        .unwrap_err();
    assert_eq!(error.variable(), Some("x"));
    // A literal key without `=`, repeated, in order or as a set.
    for template in ["/s?debug&q={q}", "/s?debug{&q}"] {
        let error = both(template, "/s?debug&q=1&debug").unwrap_err();
        assert!(error.is_bad_request(), "{template}: {error}");
    }
    // A `{&…}` of a query read in order gives way to the client's pairs.
    let (values, extra) = both("/s?q={q}{&lang}", "/s?q=rust&utm_source=news").unwrap();
    assert_eq!(values, [("q".to_owned(), "rust".to_owned())]);
    assert_eq!(extra, ["utm_source"]);
    let (values, extra) = both("/s?q={q}{&a,b}", "/s?q=1&a=2&utm=3").unwrap();
    assert_eq!(values.len(), 2);
    assert_eq!(extra, ["utm"]);
    let (values, _) = both("/s?q={q}{&lang}", "/s?q=rust&lang=en").unwrap();
    assert_eq!(values[1], ("lang".to_owned(), "en".to_owned()));
    // An exploded map may write a literal pair's key (`filters` = {mode:
    // cooked} expands to this): it reads back.
    assert!(both("/s?mode=raw{&filters*}", "/s?mode=raw&mode=cooked").is_ok());
}

/// A query read in order (`?q={q}`) ends its values at `&`, which only a
/// reserved expansion writes raw: the pairs a client adds after the
/// template's own are extra pairs, not part of the last value.
#[test]
fn a_query_read_in_order_keeps_the_pairs_a_client_adds() {
    let extra = |found: &uri::template::Captures<'_, '_>| -> Vec<String> {
        found
            .extra_pairs()
            .map(|pair| pair.key().as_encoded().to_owned())
            .collect()
    };
    let search = matcher("/search?q={q}");
    let found = search
        .captures("/search?q=rust&utm_source=news&debug")
        .unwrap();
    assert_eq!(found.parse::<String>("q").unwrap(), "rust");
    assert_eq!(extra(&found), ["utm_source", "debug"]);
    // An escaped `&` stays in the value; what expansion writes reads back.
    let found = search.captures("/search?q=a%26b").unwrap();
    assert_eq!(found.parse::<String>("q").unwrap(), "a&b");
    assert!(extra(&found).is_empty());
    let link = UriTemplate::parse("/search?q={q}")
        .unwrap()
        .expand(&[("q", "a&b=c")])
        .unwrap();
    assert_eq!(
        search
            .captures(link.as_str())
            .unwrap()
            .parse::<String>("q")
            .unwrap(),
        "a&b=c"
    );
    // A fragment is still left alone.
    let found = search.captures("/search?q=rust#top").unwrap();
    assert_eq!(found.parse::<String>("q").unwrap(), "rust");

    // With literal text after the value, the template's pairs come first,
    // in its order.
    let find = matcher("/find?q={q}&lang={lang}");
    let found = find.captures("/find?q=rust&lang=en&utm_source=x").unwrap();
    assert_eq!(found.parse::<String>("q").unwrap(), "rust");
    assert_eq!(found.parse::<String>("lang").unwrap(), "en");
    assert_eq!(extra(&found), ["utm_source"]);
    assert!(find.captures("/find?q=rust&utm_source=x").is_err());
    // A list value keeps its commas.
    let ids = matcher("/batch?ids={ids}");
    let found = ids.captures("/batch?ids=1,2,3&trace=on").unwrap();
    assert_eq!(found.parse_all::<u32>("ids").unwrap(), [1, 2, 3]);
    assert_eq!(extra(&found), ["trace"]);
    // A reserved value may hold `&`: it takes the rest of the query, as
    // its expansion may have written it.
    let raw = matcher("/go?to={+to}");
    let found = raw.captures("/go?to=/a?b=1&c=2").unwrap();
    assert_eq!(found.parse::<String>("to").unwrap(), "/a?b=1&c=2");
    assert!(extra(&found).is_empty());

    // A pair after the template's own that repeats one of its keys is a
    // bad request, as in a query read as a set; one of a `{?…}` variable
    // left undefined came out of the template's order.
    for (template, target, variable) in [
        ("/search?q={q}", "/search?q=1&q=2", "q"),
        ("/search?query={q}", "/search?query=1&qu%65ry=2", "q"),
        ("/s?v=1&{?a,b}", "/s?v=1&?a=1&b=2&a=3", "a"),
    ] {
        let error = matcher(template).captures(target).unwrap_err();
        assert!(error.is_bad_request(), "{target}: {error}");
        assert_eq!(error.variable(), Some(variable), "{target}");
    }
    // So in a query read as a set: a literal pair's key that no variable
    // names, given again, is a bad request, not an extra pair.
    for template in ["/s?mode=raw{&q}", "/s?mode=raw&v=1"] {
        for target in [
            "/s?mode=cooked&mode=raw&q=1&v=1",
            "/s?mode=raw&mod%65=cooked&v=1",
        ] {
            let error = matcher(template).captures(target).unwrap_err();
            assert!(error.is_bad_request(), "{template} {target}: {error}");
            assert_eq!(error.variable(), None);
            assert!(error.to_string().contains("repeats the key"), "{error}");
            let error = set(&[template]).at(target).unwrap_err();
            assert!(error.is_bad_request(), "{template} {target}: {error}");
        }
    }
    let error = matcher("/s?{?a,b}").captures("/s??b=1&a=2").unwrap_err();
    assert!(!error.is_bad_request(), "{error}");
    let found = matcher("/s?query={q}").captures("/s?query=1&q=2").unwrap();
    assert_eq!(extra(&found), ["q"]);

    // A set reads the same way, beside a route whose query is a set.
    let set = set(&["/search?q={q}", "/search{?page}"]);
    let found = set.at("/search?q=rust&utm_source=news").unwrap();
    assert_eq!(*found.value(), 0);
    assert_eq!(found.captures().parse::<String>("q").unwrap(), "rust");
    assert_eq!(extra(found.captures()), ["utm_source"]);
}

/// The red team's cases: every expansion of an accepted template matches, a
/// template where that cannot hold is refused naming the rule, and a set
/// reports a conflict only where it could never choose the second template.
#[test]
fn expansions_read_back_and_conflicts_are_real() {
    let refused = |text: &str| {
        let error = UriTemplate::parse(text).unwrap().matcher().unwrap_err();
        (error.index(), error.kind(), error.to_string())
    };
    // `{?sort}` undefined writes `&page=2` straight after the path.
    let items = matcher("/items{?sort}{&page}");
    let found = items.captures("/items&page=2").unwrap();
    assert_eq!(found.parse::<u32>("page").unwrap(), 2);
    assert!(found.get("sort").is_none());
    // A path that may hold `&` before such a query cannot be cut.
    let (_, kind, _) = refused("/files/{+path}{?sort}{&page}");
    assert_eq!(kind, AmbiguityErrorKind::NoBoundary);
    // A section opener that may write nothing, followed by literal text.
    let (index, kind, _) = refused("{#b}%2F$#&");
    assert_eq!((index, kind), (0, AmbiguityErrorKind::OptionalOpener));
    let (_, kind, _) = refused("/s{?a}x");
    assert_eq!(kind, AmbiguityErrorKind::OptionalOpener);
    // A reserved value holding `#` before a literal `?`: matched, the text
    // from its first `#` a fragment the template leaves alone (issue 63);
    // where that reading fails, the `#` is read into the value.
    let found = matcher("{+_1}?").captures("#a?").unwrap();
    assert!(found.get("_1").is_none());
    let found = matcher("{+_1}/x").captures("#a/x").unwrap();
    assert_eq!(found.get("_1").unwrap().as_str(), "#a");
    // A reserved value holding `?` before a literal suffix.
    let found = matcher("/raw/{+path}/edit")
        .captures("/raw/a?b/edit")
        .unwrap();
    assert_eq!(found.get("path").unwrap().as_str(), "a?b");
    // Conflicts only where the second template could never be chosen.
    let mut routes = set(&["/{a}{?a}", "/{a}/{b}{?a,b}"]);
    routes
        .insert(UriTemplate::parse("/{a}{?q}").unwrap(), 2)
        .unwrap();
    routes
        .insert(UriTemplate::parse("/{a}/{b}{?q}").unwrap(), 3)
        .unwrap();
    // `{/a,b}{?a,b}` with `a` undefined writes `/1?b=1`, whose path gives
    // `a` the `1`: refused, as its own expansions would not match.
    let error = UriTemplate::parse("{/a,b}{?a,b}")
        .unwrap()
        .matcher()
        .unwrap_err();
    assert_eq!(error.kind(), AmbiguityErrorKind::PositionalShift);
    assert_eq!(*routes.at("/x?q=1").unwrap().value(), 2);
    assert_eq!(*routes.at("/x?a=x").unwrap().value(), 0);
    assert_eq!(*routes.at("/x/y?q=1").unwrap().value(), 3);
    // `/search` and `/search{?q}`: each is chosen for the texts it reads more of.
    let search = set(&["/search", "/search{?q}"]);
    assert_eq!(*search.at("/search").unwrap().value(), 0);
    assert_eq!(*search.at("/search?utm_source=x").unwrap().value(), 0);
    assert_eq!(*search.at("/search?q=rust").unwrap().value(), 1);
}

#[test]
fn captures_deserialize_lists_as_get_all_reads_them() {
    #[derive(Debug, PartialEq, serde::Deserialize)]
    struct Docs {
        path: Vec<String>,
        tag: Vec<String>,
        page: Option<u32>,
    }
    let docs = matcher("/docs{/path*}{?tag*,page}");
    let found = docs.captures("/docs").unwrap();
    assert!(found.parse_all::<String>("path").unwrap().is_empty());
    assert_eq!(
        found.deserialize::<Docs>().unwrap(),
        Docs {
            path: Vec::new(),
            tag: Vec::new(),
            page: None
        }
    );
    let found = docs.captures("/docs/a/b?tag=x+y&page=2").unwrap();
    assert_eq!(
        found.deserialize::<Docs>().unwrap(),
        Docs {
            path: vec!["a".into(), "b".into()],
            tag: vec!["x y".into()],
            page: Some(2)
        }
    );
}

/// No capture's `Debug`, error or deserialize message shows a password: the
/// userinfo's, read as its own variable, and one percent-encoded in a value.
#[test]
fn captures_never_show_a_password() {
    #[derive(Debug, serde::Deserialize)]
    enum Kind {
        #[allow(dead_code, reason = "read only to fail")]
        Admin,
    }
    #[derive(Debug, serde::Deserialize)]
    struct Login {
        #[allow(dead_code, reason = "read only to fail")]
        pass: Kind,
    }
    let login = matcher("https://{user}:{pass}@example.com/");
    let found = login.captures("https://ada:SECRET@example.com/").unwrap();
    let pass = found.get("pass").unwrap();
    assert_eq!(pass.as_str(), "SECRET");
    let mut shown = vec![
        format!("{pass:?}"),
        format!("{:?}", found.iter().collect::<Vec<_>>()),
        format!("{found:?}"),
    ];
    let error = found.deserialize::<Login>().unwrap_err();
    shown.push(error.to_string());
    shown.push(format!("{error:?}"));
    let error = found.parse::<u8>("pass").unwrap_err();
    shown.push(error.to_string());
    shown.push(format!("{error:?}"));
    // A link with credentials, percent-encoded in a query value.
    let go = matcher("/go{?next}");
    let text = "/go?next=http%3A%2F%2Fme%3ASECRET%40h.example%2F";
    let found = go.captures(text).unwrap();
    shown.push(format!("{found:?}"));
    shown.push(format!("{:?}", found.get("next").unwrap()));
    let error = found.parse::<u8>("next").unwrap_err();
    shown.push(error.to_string());
    shown.push(format!("{error:?}"));
    for shown in shown {
        assert!(!shown.contains("SECRET"), "{shown}");
    }
    // What is not a password stays readable.
    assert!(format!("{:?}", found.get("next").unwrap()).contains("h.example"));
}

#[test]
fn a_reserved_value_may_hold_the_query_of_repeated_keys() {
    // The expansion of `paxth = "?tag=a&page=1"`, `tag = [""]`, `page = ""`
    // (found by the `matching` fuzz target): read at its first `?`, the
    // query repeats `page`; read at its last, it matches, and every
    // expansion must read back.
    let matcher = uri::UriTemplate::parse("/files/{+paxth}{?tag*,page}")
        .unwrap()
        .matcher()
        .unwrap();
    let found = matcher.captures("/files/?tag=a&page=1?tag=&page=").unwrap();
    assert_eq!(
        found.get("paxth").map(uri::template::Capture::as_str),
        Some("?tag=a&page=1")
    );
    assert_eq!(found.parse::<String>("page").unwrap(), "");
    // Where no reading matches, the malformed value decides: 400.
    let matcher = uri::UriTemplate::parse("/files/{id}{?page}")
        .unwrap()
        .matcher()
        .unwrap();
    assert!(
        matcher
            .captures("/files/a?page=1&page=2")
            .unwrap_err()
            .is_bad_request()
    );
    let mut set = uri::template::TemplateSet::new();
    set.insert(
        uri::UriTemplate::parse("/files/{+paxth}{?tag*,page}").unwrap(),
        (),
    )
    .unwrap();
    assert!(set.at("/files/?tag=a&page=1?tag=&page=").is_ok());
}

/// A path expression that never writes `/`, followed by literal text up to
/// a `/`, ends where that text begins in its segment: templates matchit
/// serves, which were refused as `NoBoundary` (issue 63).
#[test]
fn an_expression_ends_at_its_segment_s_literal_suffix() {
    for (template, target, values) in [
        (
            "/x19/f{a}o/{+path}",
            "/x19/fooo/a/b",
            &[("a", "oo"), ("path", "a/b")][..],
        ),
        ("/x19/f{a}o/{+path}", "/x19/fo/x", &[("path", "x")][..]),
        (
            "/{id}.json/{b}",
            "/a.b.json/c",
            &[("id", "a.b"), ("b", "c")][..],
        ),
        (
            "/{id}.json/{b}",
            "/a%2Ejson/c",
            &[("id", "a"), ("b", "c")][..],
        ),
        (
            "/files/{name}.txt/{rev}",
            "/files/a.txt.txt/3",
            &[("name", "a.txt"), ("rev", "3")][..],
        ),
        (
            "/v1.{minor}x/{rest}",
            "/v1.2.3x/r",
            &[("minor", "2.3"), ("rest", "r")][..],
        ),
    ] {
        let matcher = matcher(template);
        let found = matcher
            .captures(target)
            .unwrap_or_else(|error| panic!("{template} {target}: {error}"));
        let read: Vec<(&str, &str)> = found.iter().map(|c| (c.name(), c.as_str())).collect();
        assert_eq!(read, values, "{template} {target}");
        assert_eq!(set(&[template]).at(target).unwrap().captures(), &found);
    }
    for (template, target) in [
        ("/{id}.json/{b}", "/a.jso/c"),
        ("/{id}.json/{b}", "/a/c"),
        ("/files/{name}.txt/{rev}", "/files/a/3"),
        ("/x19/f{a}o/{+path}", "/x19/fx/y"),
    ] {
        let error = matcher(template).captures(target).unwrap_err();
        assert!(!error.is_bad_request(), "{template} {target}: {error}");
    }
    let error = matcher("/{id}.json/{b}").captures("/a.jso/c").unwrap_err();
    assert_eq!(
        error.to_string(),
        "the text does not match the template at index 6: expected the literal text at index 5 \
         of the template, at the end of the path segment"
    );
    // Their expansions read back, whatever the values hold.
    let template = UriTemplate::parse("/{id}.json/{b}").unwrap();
    for id in ["a", "a.json", "..json", "a/b", "", "a%2e"] {
        let link = template
            .expand_to_string(&[("id", id), ("b", "x")])
            .unwrap();
        let found = matcher("/{id}.json/{b}").captures(&link).unwrap();
        let read = found
            .parse_optional::<String>("id")
            .unwrap()
            .unwrap_or_default();
        assert_eq!(read, id, "{link}");
    }
    // In a set beside the routes they are more specific than.
    let routes = set(&[
        "/files/{name}/{rev}",
        "/files/{name}.txt/{rev}",
        "/files/{+rest}",
    ]);
    assert_eq!(*routes.at("/files/a.txt/3").unwrap().value(), 1);
    assert_eq!(*routes.at("/files/a.md/3").unwrap().value(), 0);
    assert_eq!(*routes.at("/files/a.txt/3/4").unwrap().value(), 2);
}

/// A text's first `#` begins its fragment, for a reserved value too: a
/// request (which holds none) or a link with a fragment reads `{+rest}` up
/// to it, in the matcher and the set alike; only where that reading fails
/// is the `#` read into the value, so that every expansion still matches
/// (issue 63).
#[test]
fn a_reserved_value_is_read_up_to_the_fragment() {
    for (template, target, name, value) in [
        ("/raw/{+rest}", "/raw/a/b#f", "rest", Some("a/b")),
        ("/raw/{+rest}", "/raw/a/b#", "rest", Some("a/b")),
        ("/raw/{+rest}", "/raw/a#..", "rest", Some("a")),
        ("/raw/{+rest}", "/raw/#f", "rest", None),
        ("/raw/{+rest}{?q}", "/raw/a/b?q=1#f", "q", Some("1")),
        ("/raw/{+rest}{?q}", "/raw/a/b?q=1#f", "rest", Some("a/b")),
        ("/s?q={+q}", "/s?q=a/b#c", "q", Some("a/b")),
        // The `#` read into the value where the first reading fails.
        ("/raw/{+rest}/edit", "/raw/a#b/edit", "rest", Some("a#b")),
        // A template with a fragment reads it from the first `#` it can.
        ("/raw/{+rest}{#at}", "/raw/a/b#f", "at", Some("f")),
    ] {
        let found = matcher(template).captures(target).unwrap();
        let read = found.get(name).map(uri::template::Capture::as_str);
        assert_eq!(read, value, "{template} {target}");
        let set = set(&[template]);
        assert_eq!(
            set.at(target).unwrap().captures(),
            &found,
            "{template} {target}"
        );
    }
    // What is before the `#` is checked as any path value.
    let error = matcher("/raw/{+rest}").captures("/raw/..#x").unwrap_err();
    assert_eq!(error.kind(), MatchErrorKind::DotSegment);
}

/// An escaped control character (U+0000 to U+001F, U+007F) in a path value
/// is a 400 naming the variable, at the escape, for every shape of path
/// value and in the matcher, the set's short way and its general reading
/// alike; a query value keeps it, and a raw one matches nothing (issue 63).
#[test]
fn a_path_value_holds_no_control_character() {
    use uri::template::MatchOptions;

    for (template, target, name, at) in [
        ("/files/{name}", "/files/a%00b", "name", 8),
        ("/files/{name}", "/files/%0d%0A", "name", 7),
        ("/files/{name}", "/files/%1F", "name", 7),
        ("/files/{name}", "/files/x%7f", "name", 8),
        ("/s/{a}/{b}", "/s/x/a%0D%0Ab", "b", 6),
        ("/files{/path*}", "/files/a/b%09/c", "path", 10),
        ("/raw/{+rest}", "/raw/a/%0Ab", "rest", 7),
        ("/raw/{+rest}{?q}", "/raw/a%00?q=1", "rest", 6),
        ("/docs/{id}{.fmt}", "/docs/a.j%00", "fmt", 9),
        ("/m{;k}", "/m;k=%01", "k", 5),
        ("/x{/a,b}", "/x/1/2%7F", "b", 6),
        // A bad escape before it is the answer, as the reading finds it first.
        ("/files/{name}", "/files/%zz%00", "name", 7),
    ] {
        let (name, at) = (Some(name), at);
        let matcher = matcher(template);
        let error = matcher.captures(target).unwrap_err();
        let kind = if target.contains("%zz") {
            MatchErrorKind::BadEscape
        } else {
            MatchErrorKind::ControlCharacter
        };
        assert_eq!(
            (error.kind(), error.variable(), error.index()),
            (kind, name, at),
            "{template} {target}"
        );
        assert!(error.is_bad_request());
        let set = set(&[template]);
        let from_set = set.at(target).unwrap_err();
        assert_eq!(from_set, error, "{template} {target}");
        // The switch reads the value as it is.
        let allowed = MatchOptions::new().control_characters(true);
        if kind == MatchErrorKind::ControlCharacter {
            assert!(matcher.captures_with(target, allowed).is_ok(), "{target}");
            assert!(set.clone().options(allowed).at(target).is_ok(), "{target}");
        }
    }
    let error = matcher("/files/{name}")
        .captures("/files/a%00b")
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "bad request: the value of the variable `name` holds an escaped control character at \
         index 8: a path value holds none once decoded"
    );
    // Where the dot segment and the control are both there, the control is
    // named: it is found first, whichever comes first in the value.
    let error = matcher("/files{/path*}")
        .captures("/files/../a%00")
        .unwrap_err();
    assert_eq!(error.kind(), MatchErrorKind::ControlCharacter);
    // Query and fragment values keep them; an escaped `%` before digits is
    // data.
    let notes = matcher("/notes/{id}{?body}{#at}");
    let found = notes
        .captures("/notes/a%2500?body=a%0D%0Ab%00#x%0A")
        .unwrap();
    assert_eq!(found.parse::<String>("id").unwrap(), "a%00");
    assert_eq!(found.parse::<String>("body").unwrap(), "a\r\nb\0");
    assert_eq!(found.parse::<String>("at").unwrap(), "x\n");
    // A control no browser escapes, in the path: no request's at all.
    for target in ["/files/a\0b", "/files/a\r\nb", "/files/a\u{7f}"] {
        let error = matcher("/files/{name}").captures(target).unwrap_err();
        assert!(!error.is_bad_request(), "{target:?}");
        assert!(
            !set(&["/files/{name}"])
                .at(target)
                .unwrap_err()
                .is_bad_request()
        );
    }
    // In an authority the value is a host or a userinfo, no path value.
    let found = matcher("https://{user}@h/{p}")
        .captures("https://a%00@h/b")
        .unwrap();
    assert_eq!(found.parse::<String>("user").unwrap(), "a\0");
}

/// A reserved path value read past a `?` (its other reading malformed) still
/// climbs where a `..` stands before that `?`: a URI written with the value
/// ends its path there. The red team's case: `/files/..?ref=1` read as
/// `path = "..?ref=1"`, `ref` undefined, was a 200.
#[test]
fn a_reserved_value_never_climbs_through_a_query() {
    for (template, target) in [
        ("/files/{+path}{?ref}", "/files/..?ref=1"),
        ("/files/{+path}{?ref}", "/files/..?"),
        ("/files/{+path}{?ref}", "/files/a/.?ref=1&ref=2"),
        ("/proxy/{+upstream}", "/proxy/a/%2E%2E?q=1"),
        ("/proxy/{+upstream}", "/proxy/..#top"),
        ("/g/{+rest}", "/g/..?x=1"),
    ] {
        let matcher = UriTemplate::parse(template).unwrap().matcher().unwrap();
        let error = matcher.captures(target).unwrap_err();
        assert!(error.is_bad_request(), "{template} {target}: {error}");
        assert_eq!(
            error.kind(),
            MatchErrorKind::DotSegment,
            "{template} {target}"
        );
        let error = set(&[template]).at(target).unwrap_err();
        assert_eq!(
            error.kind(),
            MatchErrorKind::DotSegment,
            "{template} {target}"
        );
    }
    // An encoded `?` is data: `..%3F` is no dot segment, there or decoded.
    let matcher = UriTemplate::parse("/files/{+path}{?ref}")
        .unwrap()
        .matcher()
        .unwrap();
    let found = matcher.captures("/files/..%3Fx?ref=1").unwrap();
    assert_eq!(found.get("path").unwrap().as_str(), "..%3Fx");
    assert_eq!(found.parse::<String>("ref").unwrap(), "1");
    let found = matcher.captures("/files/a?ref=1").unwrap();
    assert_eq!(found.get("path").unwrap().as_str(), "a");
    // Expansion refuses to write such a value, as reading refuses it.
    let template = UriTemplate::parse("/g/{+rest}").unwrap();
    assert!(matches!(
        template.expand_to_string(&[("rest", "..?x=1")]),
        Err(uri::template::ExpandError::DotSegment { .. })
    ));
}

/// A value in the authority is a host or a userinfo, no path segment: `..`
/// there climbs nowhere, while the path's values still may not.
#[test]
fn an_authority_value_is_no_dot_segment() {
    for (template, text, name, value) in [
        ("https://{host}/x", "https://../x", "host", ".."),
        ("https://{host}", "https://.", "host", "."),
        ("{scheme}://{host}:{port}/", "http://..:80/", "host", ".."),
        (
            "https://{user}@example.com/",
            "https://..@example.com/",
            "user",
            "..",
        ),
        // Where expansion writes it: in the authority, whatever the operator.
        ("https://{+host}/x", "https://../x", "host", ".."),
    ] {
        let matcher = UriTemplate::parse(template).unwrap().matcher().unwrap();
        let found = matcher.captures(text).unwrap();
        assert_eq!(
            found.get(name).unwrap().as_str(),
            value,
            "{template} {text}"
        );
        assert_eq!(*set(&[template]).at(text).unwrap().value(), 0);
    }
    let matcher = UriTemplate::parse("https://{host}/{path}")
        .unwrap()
        .matcher()
        .unwrap();
    let error = matcher.captures("https://../..").unwrap_err();
    assert_eq!(error.kind(), MatchErrorKind::DotSegment);
    assert_eq!(error.variable(), Some("path"));
    // A reserved value that runs on into the path is read as a path's there.
    let matcher = UriTemplate::parse("https://{+rest}")
        .unwrap()
        .matcher()
        .unwrap();
    let error = matcher.captures("https://h/../x").unwrap_err();
    assert_eq!(error.kind(), MatchErrorKind::DotSegment);
    assert!(matcher.captures("https://../x").is_ok());
    // A text's `//` opens an authority only where the template's does.
    let matcher = UriTemplate::parse("/{a}/{b}").unwrap().matcher().unwrap();
    let error = matcher.captures("//..").unwrap_err();
    assert_eq!(error.kind(), MatchErrorKind::DotSegment);
    assert_eq!(error.variable(), Some("b"));
    // Expansion agrees: the host is written, the path's `..` refused.
    let template = UriTemplate::parse("https://{+rest}").unwrap();
    assert_eq!(
        template.expand_to_string(&[("rest", "..")]).unwrap(),
        "https://.."
    );
    assert!(template.expand_to_string(&[("rest", "h/../x")]).is_err());
}

/// A query key names its variable however a client encodes it (RFC 3986
/// §6.2.2: `pa%67e` is `page`), so no spelling of a key passes as an extra
/// pair beside it, nor repeats a scalar unseen.
#[test]
fn a_query_key_names_its_variable_in_any_spelling() {
    let search = matcher("/search{?q,page}");
    let found = search.captures("/search?pa%67e=2&%71=uri").unwrap();
    assert_eq!(found.parse::<u32>("page").unwrap(), 2);
    assert_eq!(found.parse::<String>("q").unwrap(), "uri");
    assert_eq!(found.extra_pairs().count(), 0);
    let error = search.captures("/search?page=2&pa%67e=3").unwrap_err();
    assert_eq!(error.kind(), MatchErrorKind::Repeated);
    assert_eq!(error.variable(), Some("page"));
    assert_eq!(error.index(), 15);
    // An escape of a reserved character is another name: `%2F` is no `/`.
    let found = matcher("/x{?a}").captures("/x?a%2F=1").unwrap();
    assert!(found.get("a").is_none());
    assert_eq!(found.extra_pairs().count(), 1);
    // Explode and names in several places see the same names.
    let tags = matcher("/items{?tag*}");
    let found = tags.captures("/items?tag=a&t%61g=b").unwrap();
    assert_eq!(found.parse_all::<String>("tag").unwrap(), ["a", "b"]);
    let twice = matcher("/x{?a}{&a:1}");
    let found = twice.captures("/x?%61=b&a=bcd").unwrap();
    assert_eq!(found.len(), 2);
    // Two names a template writes apart, though RFC 3986 makes them equal,
    // each read by the key written as it is (the `matching` fuzz target).
    let two = matcher("/x{?%2E,%2e}");
    let found = two.captures("/x?%2E=1&%2e=2").unwrap();
    assert_eq!(found.get("%2E").unwrap().as_str(), "1");
    assert_eq!(found.get("%2e").unwrap().as_str(), "2");
    let set = set(&["/search{?q,page}", "/search"]);
    let found = set.at("/search?pa%67e=2").unwrap();
    assert_eq!(found.template().as_str(), "/search{?q,page}");
    assert_eq!(found.captures().parse::<u32>("page").unwrap(), 2);
}

/// A query value ends at a character no request holds (a control, the
/// space, DEL), as a path value does, so such a request matches no route:
/// no `\r\n` reaches a handler inside a value.
#[test]
fn a_query_value_holds_no_control_or_space() {
    let search = matcher("/search{?q}");
    for (target, index) in [
        ("/search?q=a\r\nX-Injected: 1", 11),
        ("/search?q=a b", 11),
        ("/search?q=\0", 10),
        ("/search?q=a\x7f", 11),
        ("/search?q=\t", 10),
    ] {
        let error = search.captures(target).unwrap_err();
        assert!(!error.is_bad_request(), "{target:?}");
        assert_eq!(error.index(), index, "{target:?}");
        assert!(set(&["/search{?q}"]).at(target).is_err(), "{target:?}");
    }
    // Encoded, they are data.
    let found = search.captures("/search?q=a%0D%0Ab%20c").unwrap();
    assert_eq!(found.parse::<String>("q").unwrap(), "a\r\nb c");
    // So for the pairs the template does not name: no raw CR LF reaches
    // `extra_pairs`, whatever reads the query.
    for (template, target, index) in [
        ("/search{?q}", "/search?q=1&x=a\r\nX-Injected: 1", 15),
        ("/search{?q}", "/search?utm=a b", 13),
        ("/health", "/health?x=\t", 10),
        ("/users/{id}", "/users/7?x=1&y=\x7f", 15),
        ("/find?q={q}", "/find?q=1&x=a b", 13),
    ] {
        let error = matcher(template).captures(target).unwrap_err();
        assert!(!error.is_bad_request(), "{target:?}");
        assert_eq!(error.index(), index, "{target:?}");
        assert_eq!(
            error.expected(),
            Some(uri::template::MatchExpected::RequestCharacter),
            "{target:?}"
        );
        assert!(set(&[template]).at(target).is_err(), "{target:?}");
    }
    // A fragment the template has no place for is still left alone.
    assert!(matcher("/health").captures("/health?x=1#a b").is_ok());
}

/// Beside a route that reads nothing of the query, the route whose query
/// variable the request names decides, malformed or not: `?q=%zz` and a
/// repeated `q` are bad requests, not the plain page (the red team's case:
/// they went to `/search` silently), in either order of insertion.
#[test]
fn a_malformed_query_value_is_a_bad_request_beside_a_route_without_one() {
    for routes in [["/search", "/search{?q}"], ["/search{?q}", "/search"]] {
        let set = set(&routes);
        for (target, kind) in [
            ("/search?q=%zz", MatchErrorKind::BadEscape),
            ("/search?q=1&q=2", MatchErrorKind::Repeated),
        ] {
            let error = set.at(target).unwrap_err();
            assert_eq!(error.kind(), kind, "{routes:?} {target}");
            assert_eq!(error.variable(), Some("q"), "{routes:?} {target}");
        }
        let template = |target: &str| set.at(target).unwrap().template().as_str().to_owned();
        assert_eq!(template("/search?q=uri"), "/search{?q}");
        assert_eq!(template("/search?x=%zz"), "/search");
        assert_eq!(template("/search"), "/search");
    }
    // A route that reads a value of the query cleanly beats one that finds
    // another malformed, in any order of insertion (the review's case: the
    // first malformed one decided).
    let routes = ["/search", "/search{?q}", "/search{?page}"];
    for order in [
        [0, 1, 2],
        [0, 2, 1],
        [1, 2, 0],
        [2, 1, 0],
        [1, 0, 2],
        [2, 0, 1],
    ] {
        let set = set(&order.map(|i| routes[i]));
        let read = |target: &str| match set.at(target) {
            Ok(found) => Ok(found.template().as_str().to_owned()),
            Err(error) => Err((error.kind(), error.variable().map(str::to_owned))),
        };
        assert_eq!(
            read("/search?page=2&q=%zz"),
            Ok("/search{?page}".into()),
            "{order:?}"
        );
        assert_eq!(
            read("/search?page=%zz&q=1"),
            Ok("/search{?q}".into()),
            "{order:?}"
        );
        assert_eq!(
            read("/search?page=%zz"),
            Err((MatchErrorKind::BadEscape, Some("page".into()))),
            "{order:?}"
        );
        assert_eq!(read("/search?x=1"), Ok("/search".into()), "{order:?}");
    }
}

/// In an authority, a value's raw `@` ends the userinfo and its raw `:`
/// begins the port, as in the URI a client sent; expansion writes a value's
/// own as `%40` and `%3A`. The red team's case: `https://{host}/api/{id}`
/// read `https://trusted.example@evil.example/api/1` as one host.
#[test]
fn a_host_value_never_holds_a_userinfo_or_a_port() {
    let api = matcher("https://{host}/api/{id}");
    for target in [
        "https://trusted.example@evil.example/api/1",
        "https://u:pw@a.example/api/1",
        "https://a.example:8080/api/1",
    ] {
        let error = api.captures(target).unwrap_err();
        assert!(!error.is_bad_request(), "{target}: {error}");
        assert!(
            set(&["https://{host}/api/{id}"]).at(target).is_err(),
            "{target}"
        );
    }
    let found = api.captures("https://a.example/api/u@x:y").unwrap();
    assert_eq!(found.get("host").unwrap().as_str(), "a.example");
    assert_eq!(found.get("id").unwrap().as_str(), "u@x:y");
    // A value's own `@` and `:` are written encoded, and read back.
    let template = UriTemplate::parse("https://{host}/api/{id}").unwrap();
    let link = template
        .expand_to_string(&[("host", "a@b:c"), ("id", "1")])
        .unwrap();
    assert_eq!(link, "https://a%40b%3Ac/api/1");
    assert_eq!(
        api.captures(&link)
            .unwrap()
            .parse::<String>("host")
            .unwrap(),
        "a@b:c"
    );
    // Where the template names the port and the userinfo, they are read.
    let found = matcher("https://{host}:{port}/x")
        .captures("https://a.example:8080/x")
        .unwrap();
    assert_eq!(found.parse::<u16>("port").unwrap(), 8080);
    let found = matcher("https://{user}:{pass}@example.com/")
        .captures("https://ada:s3cret@example.com/")
        .unwrap();
    assert_eq!(found.parse::<String>("user").unwrap(), "ada");
    let found = matcher("//{host}{/path*}").captures("//h/a@b/c:d").unwrap();
    assert_eq!(found.parse_all::<String>("path").unwrap(), ["a@b", "c:d"]);
    // A reserved expansion writes `@` and `:` as they are, and reads them.
    let found = matcher("https://{+authority}/x")
        .captures("https://u@h:1/x")
        .unwrap();
    assert_eq!(found.get("authority").unwrap().as_str(), "u@h:1");
    // A scheme written by expressions opens an authority too (the review's
    // case: only a literal scheme did).
    for template in ["{scheme}://{host}/api/{id}", "http{s}://{host}/api/{id}"] {
        let api = matcher(template);
        assert!(
            api.captures("https://trusted.example@evil.example/api/1")
                .is_err(),
            "{template}"
        );
        assert!(
            api.captures("https://a.example:8080/api/1").is_err(),
            "{template}"
        );
        let found = api.captures("https://a.example/api/1").unwrap();
        assert_eq!(
            found.get("host").unwrap().as_str(),
            "a.example",
            "{template}"
        );
    }
    // Inside an IP literal's brackets, `:` is the address's.
    let found = matcher("https://[{v6}]/")
        .captures("https://[::1]/")
        .unwrap();
    assert_eq!(found.get("v6").unwrap().as_str(), "::1");
    assert!(
        matcher("https://[{v6}]/")
            .captures("https://[u@::1]/")
            .is_err()
    );
    // No authority: a `//` in a query, or after a path's expression.
    let found = matcher("/r?u=//{a}").captures("/r?u=//x@y:z").unwrap();
    assert_eq!(found.get("a").unwrap().as_str(), "x@y:z");
    let found = matcher("mailto:{user}@{host}")
        .captures("mailto:ada@example.com")
        .unwrap();
    assert_eq!(found.get("host").unwrap().as_str(), "example.com");
}
