//! `uri!`, `uri_ref!`, `iri!` and `iri_ref!` with arguments: every operator and
//! every kind of value expands exactly as `UriTemplate::expand` does at run time,
//! the result's components are those a fresh parse finds, and the templates the
//! macro proves valid give a value where the others give a `Result`. The
//! expansion must stay clean under strict lints.
#![deny(
    unused_qualifications,
    clippy::pedantic,
    clippy::nursery,
    unused_results
)]
#![allow(
    clippy::literal_string_with_formatting_args,
    reason = "the literals are URI templates, and run-time ones are compared with the macro's"
)]

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::fmt;
use std::num::NonZeroU16;

use proptest::prelude::*;
use uri::template::{ExpandError, UriTemplate, Value, ValueSink};
use uri::{IriBuf, IriRefBuf, UriBuf, UriRef, UriRefBuf, iri, iri_ref, uri, uri_ref};

/// The run-time expansion of `template` with `variables`, unchecked.
fn run_time(template: &str, variables: &[(&str, &dyn Value)]) -> String {
    UriTemplate::parse(template)
        .unwrap()
        .expand_to_string(variables)
        .unwrap()
}

/// Checks that `reference`'s components are those a fresh parse of its text
/// finds.
fn same_as_parsed(reference: UriRef<'_>) {
    let parsed = UriRef::parse(reference.as_str()).unwrap();
    assert_eq!(
        uri::__private::offsets(reference),
        uri::__private::offsets(parsed),
        "{reference}"
    );
    assert_eq!(reference.path(), parsed.path());
    assert_eq!(reference.query(), parsed.query());
    assert_eq!(reference.fragment(), parsed.fragment());
}

/// A macro call and the run-time expansion of the same template agree, and the
/// offsets are a fresh parse's.
macro_rules! agrees {
    ($macro:ident!($template:literal, $($name:ident = $value:expr),+)) => {{
        let expanded = $macro!($template, $($name = $value),+);
        let expected = run_time($template, &[$((stringify!($name), &$value as &dyn Value)),+]);
        assert_eq!(expanded.as_str(), expected, "{}", $template);
        expanded
    }};
}

#[test]
fn every_operator() {
    let values = || ("a b/c", ["x", "y"], [("k", "1"), ("l", "2")]);
    let (s, l, m) = values();
    same_as_parsed(agrees!(uri!("https://h/{s}/{l}/{m}", s = s, l = l, m = m)).as_uri_ref());
    same_as_parsed(agrees!(uri!("https://h/x{.s}{.l*}{.m}", s = s, l = l, m = m)).as_uri_ref());
    same_as_parsed(agrees!(uri!("https://h{/s}{/l*}{/m*}", s = s, l = l, m = m)).as_uri_ref());
    same_as_parsed(agrees!(uri!("https://h/x{;s}{;l*}{;m*}", s = s, l = l, m = m)).as_uri_ref());
    same_as_parsed(agrees!(uri!("https://h/x{?s,l}{&m*}", s = s, l = l, m = m)).as_uri_ref());
    same_as_parsed(agrees!(uri!("https://h/x?a=1{&s,l*,m}", s = s, l = l, m = m)).as_uri_ref());
    same_as_parsed(agrees!(uri!("https://h/#{s}{/l}{?m*}", s = s, l = l, m = m)).as_uri_ref());

    // `+` and `#` copy reserved characters, so their results are checked.
    let reserved: Result<UriBuf, ExpandError> =
        uri!("https://h/{+s}{#l}", s = "a/b", l = ["c", "d"]);
    assert_eq!(reserved.unwrap(), "https://h/a/b#c,d");
    let injected = uri!("https://h/{+s}#{+l}", s = "a#b", l = "c#d");
    assert!(matches!(injected, Err(ExpandError::NotUriReference { .. })));
}

#[test]
fn every_modifier() {
    let name = "Émile Zola";
    same_as_parsed(agrees!(uri!("https://h/{name:3}/{name}", name = name)).as_uri_ref());
    same_as_parsed(agrees!(uri!("https://h/x{?name:5}", name = name)).as_uri_ref());
    let tags = vec!["a", "b"];
    same_as_parsed(agrees!(uri!("https://h/x{?tags*}{;tags*}", tags = tags)).as_uri_ref());
}

/// A list value of a type of the user's.
struct Point(i32, i32);

impl Value for Point {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        sink.item(&self.0)?;
        sink.item(&self.1)
    }
}

#[test]
fn every_kind_of_value() {
    let text = String::from("t x");
    let mut mutable = 5_u8;
    let borrowed: &mut u8 = &mut mutable;
    let set: BTreeSet<&str> = ["b", "a"].into_iter().collect();
    let hash_set: HashSet<&str> = std::iter::once("h").collect();
    let map: BTreeMap<&str, u32> = [("y", 2), ("x", 1)].into_iter().collect();
    let hash_map: HashMap<&str, &str> = std::iter::once(("k", "v")).collect();
    let pairs = vec![("p", Some("1")), ("q", None)];
    let boxed: Box<str> = "boxed".into();
    let cow: Cow<'_, str> = Cow::Borrowed("cow");
    let point = Point(3, -4);
    let uri = agrees!(uri!(
        "https://h/v{?str,string,char,bool,int,float,nonzero,some,none,slice,array,vec,set,hash_set,map,hash_map,pairs,boxed,cow,point,borrowed}",
        str = "a&b",
        string = text,
        char = 'é',
        bool = true,
        int = -17_i64,
        float = 1.5_f64,
        nonzero = NonZeroU16::new(9).unwrap(),
        some = Some("s"),
        none = Option::<&str>::None,
        slice = ["s1", "s2"].as_slice(),
        array = [1, 2],
        vec = vec!["v"],
        set = set,
        hash_set = hash_set,
        map = map,
        hash_map = hash_map,
        pairs = pairs,
        boxed = boxed,
        cow = cow,
        point = point,
        borrowed = borrowed
    ));
    same_as_parsed(uri.as_uri_ref());
    assert!(
        uri.as_str()
            .contains("?str=a%26b&string=t%20x&char=%C3%A9&bool=true")
    );
}

#[test]
fn shorthands_quoted_names_and_evaluation_order() {
    let page = 2;
    let mut order = Vec::new();
    let mut next = |label: &'static str| {
        order.push(label);
        label
    };
    let uri = uri!(
        "https://h/{b}/{a}{?page,user.id}",
        a = next("a"),
        b = next("b"),
        page,
        "user.id" = 7
    );
    assert_eq!(uri, "https://h/b/a?page=2&user.id=7");
    assert_eq!(order, ["a", "b"]);
}

#[test]
fn positions_that_give_a_value() {
    // The path, the query, the fragment, and after an authority `{/x}` and `{?x}`.
    let _: UriBuf = uri!("https://h/{x}?{x}#{x}", x = "v");
    let _: UriBuf = uri!("https://h{/x}{?x}", x = "v");
    let _: UriBuf = uri!("mailto:{x}", x = "v");
    let _: UriRefBuf = uri_ref!("{x}/a{?x}", x = "v");
    let _: UriRefBuf = uri_ref!("//h{/x}", x = "v");
    let _: IriBuf = iri!("https://bücher.example/{x}", x = "größe");
    let _: IriRefBuf = iri_ref!("../画像/{x}", x = "ロゴ");
}

#[test]
fn positions_that_give_a_result() {
    // The authority: a host, a port or user information from a value.
    let host: Result<UriBuf, ExpandError> = uri!("https://{host}/", host = "example.com");
    assert_eq!(host.unwrap().host_str(), Some("example.com"));
    let port = uri!("https://h:{port}/", port = "x");
    assert!(matches!(port, Err(ExpandError::NotUriReference { .. })));
    let user: Result<UriBuf, ExpandError> = uri!("https://{user}@h/", user = "u");
    assert_eq!(user.unwrap().userinfo(), Some("u"));
    // `{/x}` at the start of a path without an authority can write `//`.
    let path = uri!("mailto:{/x*}", x = ["", ""]);
    assert_eq!(path.unwrap().authority(), Some(""));
    // A reference's scheme from a value.
    let scheme: Result<UriRefBuf, ExpandError> = uri_ref!("{s}:x", s = "urn");
    assert_eq!(scheme.unwrap().scheme(), Some("urn"));
    assert!(uri_ref!("{s}:x", s = "1").is_err());
    // Reserved expansion.
    let reserved: Result<IriBuf, ExpandError> = iri!("https://h/{+x}", x = "a/b");
    assert_eq!(reserved.unwrap().path(), "/a/b");
}

#[test]
fn values_are_encoded_for_their_place() {
    let injected = uri!(
        "https://h/users/{id}/repos{?sort}",
        id = "../admin",
        sort = "a&admin=1#x"
    );
    assert_eq!(
        injected,
        "https://h/users/..%2Fadmin/repos?sort=a%26admin%3D1%23x"
    );
    assert_eq!(injected.query(), Some("sort=a%26admin%3D1%23x"));
    // The literal's own escapes are copied as they are, never encoded again.
    let escaped = uri!("https://h/a%20b/{x}", x = "%20");
    assert_eq!(escaped, "https://h/a%20b/%2520");
}

#[test]
fn a_value_that_breaks_its_shape_is_cut_where_it_failed() {
    struct Mixed;
    impl Value for Mixed {
        fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
            sink.string("s")?;
            sink.item(&"i")
        }
    }
    let uri: UriBuf = uri!("https://h/{m}/{x}", m = Mixed, x = 1);
    assert_eq!(uri, "https://h/s/1");
    let checked = uri_ref!("{+m}", m = Mixed);
    assert!(matches!(checked, Err(ExpandError::Shape { index: 2, .. })));
}

fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z0-9._~-]{0,6}",
        "[/?#\\[\\]@!$&'()*+,;=:%a-f0-9 ]{0,6}",
        any::<String>().prop_map(|s| s.chars().take(6).collect()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// For generated values, each macro call expands exactly as the run-time
    /// expansion of the same template, and a value's offsets are a fresh parse's.
    #[test]
    fn the_macro_expands_as_the_run_time_template(
        s in text(),
        o in proptest::option::of(text()),
        l in prop::collection::vec(text(), 0..3),
        m in prop::collection::vec((text(), text()), 0..3),
    ) {
        let vars = |template: &str| run_time(template, &[("s", &s), ("o", &o), ("l", &l), ("m", &m)]);

        let proven = uri!("https://h{/l*}/x{.s}{;o,m*}{?s:2,l}{&m*}#{s}{/o}", s, o, l, m);
        prop_assert_eq!(proven.as_str(), vars("https://h{/l*}/x{.s}{;o,m*}{?s:2,l}{&m*}#{s}{/o}"));
        same_as_parsed(proven.as_uri_ref());

        let relative = uri_ref!("{s}/{o}{?l*}{&m}", s, o, l, m);
        prop_assert_eq!(relative.as_str(), vars("{s}/{o}{?l*}{&m}"));
        same_as_parsed(relative.as_uri_ref());

        let query_first = uri_ref!("//h{?o}/{s}?{l}#{m}", s, o, l, m);
        prop_assert_eq!(query_first.as_str(), vars("//h{?o}/{s}?{l}#{m}"));
        same_as_parsed(query_first.as_uri_ref());

        let checked = uri!("https://{s}.example{/o}/{+l}{#m*}", s, o, l, m);
        let expected = UriTemplate::parse("https://{s}.example{/o}/{+l}{#m*}").unwrap().expand(&[("s", &s as &dyn Value), ("o", &o), ("l", &l), ("m", &m)]);
        match (checked, expected) {
            (Ok(value), Ok(reference)) => {
                prop_assert_eq!(value.as_str(), reference.as_str());
                same_as_parsed(value.as_uri_ref());
            }
            (Err(error), Err(reference)) => prop_assert_eq!(error, reference),
            (checked, expected) => prop_assert!(false, "{:?} against {:?}", checked, expected),
        }

        let iri = iri!("https://bücher.example/{s}{?l*}", s, l);
        prop_assert_eq!(iri.as_str(), vars("https://b%C3%BCcher.example/{s}{?l*}").replace("b%C3%BCcher", "bücher"));
    }
}
