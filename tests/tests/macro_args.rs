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
use uri::{IriBuf, IriRef, IriRefBuf, Uri, UriBuf, UriRef, UriRefBuf, iri, iri_ref, uri, uri_ref};

/// The run-time expansion of `template` with `variables`, unchecked.
fn run_time(template: &str, variables: &[(&str, &dyn Value)]) -> Result<String, ExpandError> {
    UriTemplate::parse(template)
        .unwrap()
        .expand_to_string(variables)
}

/// What a macro call gives, a value or a `Result` of one, as the value's text
/// or the error; a value's components must be those a fresh parse of its text
/// finds.
trait Outcome {
    fn text(&self) -> Result<String, ExpandError>;
}

/// `Outcome` for each owned type: `$parse` and `$offsets` read the value's
/// text again and give the offsets it must have.
macro_rules! outcomes {
    ($($owned:ty => $as_ref:ident, $parse:path, $offsets:path;)*) => {
        $(
            impl Outcome for $owned {
                fn text(&self) -> Result<String, ExpandError> {
                    let reference = self.$as_ref();
                    let parsed = $parse(reference.as_str()).unwrap();
                    assert_eq!($offsets(reference), $offsets(parsed), "{reference}");
                    Ok(reference.as_str().to_owned())
                }
            }

            impl Outcome for Result<$owned, ExpandError> {
                fn text(&self) -> Result<String, ExpandError> {
                    match self {
                        Ok(value) => value.text(),
                        Err(error) => Err(error.clone()),
                    }
                }
            }
        )*
    };
}

outcomes!(
    UriBuf => as_uri_ref, UriRef::parse, uri::__private::offsets;
    UriRefBuf => as_uri_ref, UriRef::parse, uri::__private::offsets;
    IriBuf => as_iri_ref, IriRef::parse, uri::__private::iri_offsets;
    IriRefBuf => as_iri_ref, IriRef::parse, uri::__private::iri_offsets;
);

/// A macro call and the run-time expansion of the same template agree, in the
/// text or the error, and a value's offsets are a fresh parse's.
macro_rules! agrees {
    ($macro:ident!($template:literal, $($name:ident = $value:expr),+)) => {{
        let expanded = $macro!($template, $($name = $value),+);
        let expected = run_time($template, &[$((stringify!($name), &$value as &dyn Value)),+]);
        assert_eq!(Outcome::text(&expanded), expected, "{}", $template);
        expanded
    }};
}

#[test]
fn every_operator() {
    let values = || ("a b/c", ["x", "y"], [("k", "1"), ("l", "2")]);
    let (s, l, m) = values();
    let _ = agrees!(uri!("https://h/{s}/{l}/{m}", s = s, l = l, m = m));
    let _ = agrees!(uri!("https://h/x{.s}{.l*}{.m}", s = s, l = l, m = m));
    let _ = agrees!(uri!("https://h{/s}{/l*}{/m*}", s = s, l = l, m = m));
    let _ = agrees!(uri!("https://h/x{;s}{;l*}{;m*}", s = s, l = l, m = m));
    let _ = agrees!(uri!("https://h/x{?s,l}{&m*}", s = s, l = l, m = m));
    let _ = agrees!(uri!("https://h/x?a=1{&s,l*,m}", s = s, l = l, m = m));
    let _ = agrees!(uri!("https://h/#{s}{/l}{?m*}", s = s, l = l, m = m));

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
    let _ = agrees!(uri!("https://h/{name:3}/{name}", name = name));
    let _ = agrees!(uri!("https://h/x{?name:5}", name = name));
    let tags = vec!["a", "b"];
    let _ = agrees!(uri!("https://h/x{?tags*}{;tags*}", tags = tags));
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
    assert_eq!(uri.unwrap(), "https://h/b/a?page=2&user.id=7");
    assert_eq!(order, ["a", "b"]);
}

#[test]
fn variables_without_an_argument_come_from_scope() {
    let id = 42_u64;
    let page = Some(2);
    let sort = "stars";
    let all: UriBuf = uri!("https://api.example.com/users/{id}/repos{?page,sort}");
    assert_eq!(
        all,
        "https://api.example.com/users/42/repos?page=2&sort=stars"
    );
    // Given arguments first, the others from scope, as `format!` does.
    let some: UriBuf = uri!("https://h/users/{id}{?page,sort}", sort = "name");
    assert_eq!(some, "https://h/users/42?page=2&sort=name");
    let reference: UriRefBuf = uri_ref!("users/{id}{?sort}");
    assert_eq!(reference, "users/42?sort=stars");
    let name = "größe";
    let search: IriBuf = iri!("https://bücher.example/suche{?name}");
    assert_eq!(search, "https://bücher.example/suche?name=gr%C3%B6%C3%9Fe");
    let picture: IriRefBuf = iri_ref!("../画像/v{name}");
    assert_eq!(picture, "../画像/vgr%C3%B6%C3%9Fe");
    // A literal without `{` is still a literal.
    let _: Uri<'static> = uri!("https://h/");
}

#[test]
fn the_result_type_follows_the_position_and_the_type() {
    let name = String::from("octocat");
    // A whole segment: an integer, a literal and a URI are values, a string a `Result`.
    let _: UriBuf = uri!("https://h/users/{id}/repos", id = 42_u64);
    let _: UriBuf = uri!("https://h/users/{id}/repos", id = "octocat");
    let _: UriBuf = uri!("https://h/{u}", u = UriBuf::parse("s:x").unwrap());
    let _: UriBuf = uri!("https://h/files{/path*}", path = [1, 2]);
    let _: UriBuf = uri!("https://h/{id}", id = Some(-1_i32));
    let _: Result<UriBuf, ExpandError> = uri!("https://h/users/{name}/repos", name = &name);
    let _: Result<UriBuf, ExpandError> = uri!("https://h/users/{id}", id = "..");
    let _: Result<UriBuf, ExpandError> = uri!("https://h/files{/path*}", path = ["a"]);
    let _: Result<UriBuf, ExpandError> = uri!("https://h/{.ext}", ext = &name);
    let _: UriBuf = uri!("https://h/{.ext}", ext = "md");
    // Text around the expression in its segment: any value.
    let _: UriBuf = uri!("https://h/users/v{name}/repos", name = &name);
    let _: UriBuf = uri!("https://h/users/{name}.json", name = &name);
    let _: UriBuf = uri!("https://h/files{/name}.txt", name = &name);
    let _: UriBuf = uri!("https://h/file{.ext}", ext = &name);
    let _: UriBuf = uri!("https://h/users/{;name}", name = &name);
    // The query and the fragment: any value.
    let _: UriBuf = uri!("https://h/search{?name}#{name}", name = &name);
    let _: UriBuf = uri!("https://h/search?q={name}", name = &name);
}

#[test]
fn a_value_never_changes_which_resource_the_uri_names() {
    let dot_segment = |result: Result<UriBuf, ExpandError>, variable: &str| match result {
        Err(ExpandError::DotSegment { name, .. }) => assert_eq!(name.as_str(), variable),
        other => panic!("{other:?}"),
    };
    dot_segment(
        uri!("https://api.example.com/users/{id}/repos", id = ".."),
        "id",
    );
    dot_segment(
        uri!("https://api.example.com/users/{id}/repos", id = "."),
        "id",
    );
    let path = vec!["a", "..", ".."];
    dot_segment(uri!("https://api.example.com/files{/path*}"), "path");
    dot_segment(uri!("https://h/{+p}", p = "docs/../../admin"), "p");
    dot_segment(uri!("https://h/{+p}", p = "%2e%2E"), "p");
    dot_segment(uri!("https://h/{+p}?q", p = "a/."), "p");
    dot_segment(uri!("https://h/{.ext}", ext = ""), "ext");
    dot_segment(uri!("https://h/x{/a}.", a = ""), "a");
    let error = uri!("https://h/users/{id}", id = "..").unwrap_err();
    assert_eq!(
        error.to_string(),
        "the value of variable `id` at index 17 of the template would put a `.` or `..` \
         segment in the path (as the whole value, within it, or with the template's text \
         around it), which resolvers and browsers read as a step within or up the path: a \
         value cannot change which resource the URI names"
    );
    // The same error at run time.
    let template = UriTemplate::parse("https://h/users/{id}").unwrap();
    assert_eq!(template.expand(&[("id", "..")]).unwrap_err(), error);

    // Dots that stay data: in a longer segment, encoded, or in the query.
    let fine = |text: Result<String, ExpandError>, expected: &str| {
        assert_eq!(text.unwrap(), expected);
    };
    fine(uri!("https://h/{v}", v = "...").text(), "https://h/...");
    fine(uri!("https://h/{v}", v = "v1.2").text(), "https://h/v1.2");
    fine(
        uri!("https://h/{v}", v = "%2e%2e").text(),
        "https://h/%252e%252e",
    );
    fine(uri!("https://h/{v}", v = "../x").text(), "https://h/..%2Fx");
    fine(
        uri!("https://h/{+v}", v = "a/..b").text(),
        "https://h/a/..b",
    );
    let query: UriBuf = uri!("https://h/x?{q}", q = "..");
    assert_eq!(query, "https://h/x?..");
    // A literal dot segment is the template's own.
    let own: UriBuf = uri!("https://h/./x/{id}", id = 1);
    assert_eq!(own, "https://h/./x/1");
}

#[test]
fn a_path_that_could_start_with_two_slashes_is_checked() {
    // The findings of issue 41: each a `Result`, whose value a fresh parse reads alike.
    let b = "evil.example";
    let reference: Result<UriRefBuf, ExpandError> = uri_ref!("/{/b}");
    let reference = reference.unwrap();
    assert_eq!(reference.host_str(), Some("evil.example"));
    assert_eq!(Outcome::text(&reference).unwrap(), "//evil.example");
    let uri: Result<UriBuf, ExpandError> = uri!("https:/{/b}");
    assert_eq!(uri.unwrap().host_str(), Some("evil.example"));
    let a = "";
    let _: Result<UriRefBuf, ExpandError> = uri_ref!("{a}/{/b}");
    let _: Result<UriBuf, ExpandError> = uri!("s:/{a}{/b}");
    let _: Result<UriBuf, ExpandError> = uri!("s:{;a}/{/b}");
    let _: Result<UriRefBuf, ExpandError> = uri_ref!("/{&a}{/b}");
    let _: Result<UriBuf, ExpandError> = uri!("s:/{/a}{?b}x");
    let path = ["etc", "passwd"];
    let file = uri!("file:/{/path*}").unwrap();
    assert_eq!(file.host_str(), Some("etc"));
}

#[test]
fn our_own_types_are_values() {
    let callback = UriBuf::parse("https://app.example/cb?state=a&b=c#top").unwrap();
    let authorize: UriBuf = uri!(
        "https://id.example/authorize{?redirect_uri}",
        redirect_uri = &callback
    );
    let pair = authorize.query_pairs().get("redirect_uri").unwrap();
    assert_eq!(pair.decode().unwrap(), callback.as_str());
    let base = Uri::parse("https://example.com/").unwrap();
    let _: UriBuf = uri!("https://h/{base}", base);
    let reference = UriRef::parse("../a").unwrap();
    let _: Result<UriBuf, ExpandError> = uri!("https://h/{reference}", reference);
    let template = uri::uri_template!("/users/{id}");
    let _: UriBuf = uri!("https://h/docs?template={template}", template);
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
    )
    .unwrap();
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
    let uri: UriBuf = uri!("https://h/v{m}/{x}", m = Mixed, x = 1);
    assert_eq!(uri, "https://h/vs/1");
    let checked = uri_ref!("{+m}", m = Mixed);
    assert!(matches!(checked, Err(ExpandError::Shape { index: 2, .. })));
    // A `Result` for dots reports it too.
    let whole = uri!("https://h/{m}", m = Mixed);
    assert!(matches!(whole, Err(ExpandError::Shape { index: 11, .. })));
}

fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z0-9._~-]{0,6}",
        "[.]{1,2}",
        "[/?#\\[\\]@!$&'()*+,;=:%a-f0-9 .]{0,6}",
        any::<String>().prop_map(|s| s.chars().take(6).collect()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// For generated values, dots among them, each macro call expands exactly as
    /// the run-time expansion of the same template, to the same text or the
    /// same error, and a value's offsets are a fresh parse's.
    #[test]
    fn the_macro_expands_as_the_run_time_template(
        s in text(),
        o in proptest::option::of(text()),
        l in prop::collection::vec(text(), 0..3),
        m in prop::collection::vec((text(), text()), 0..3),
    ) {
        let vars = |template: &str| run_time(template, &[("s", &s), ("o", &o), ("l", &l), ("m", &m)]);
        let checked = |template: &str| UriTemplate::parse(template).unwrap().expand(&[("s", &s as &dyn Value), ("o", &o), ("l", &l), ("m", &m)]).map(|reference| reference.as_str().to_owned());

        let proven = uri!("https://h{/l*}/x{.s}{;o,m*}{?s:2,l}{&m*}#{s}{/o}");
        prop_assert_eq!(proven.text(), vars("https://h{/l*}/x{.s}{;o,m*}{?s:2,l}{&m*}#{s}{/o}"));

        let relative = uri_ref!("{s}/{o}{?l*}{&m}");
        prop_assert_eq!(relative.text(), vars("{s}/{o}{?l*}{&m}"));

        let query_first = uri_ref!("//h{?o}/{s}?{l}#{m}");
        prop_assert_eq!(query_first.text(), vars("//h{?o}/{s}?{l}#{m}"));

        let around = uri!("https://h/v{s}/{o}.json{?l}");
        prop_assert_eq!(around.text(), vars("https://h/v{s}/{o}.json{?l}"));

        let checked_form = uri!("https://{s}.example{/o}/{+l}{#m*}");
        prop_assert_eq!(checked_form.text(), checked("https://{s}.example{/o}/{+l}{#m*}"));

        // The run-time template writes the literal's `ü` as `%C3%BC`, four
        // bytes more before the variable: its index in an error differs.
        let iri = iri!("https://bücher.example/{s}{?l*}");
        match (iri.text(), vars("https://b%C3%BCcher.example/{s}{?l*}")) {
            (Ok(text), Ok(expected)) => prop_assert_eq!(text, expected.replace("b%C3%BCcher", "bücher")),
            (Err(ExpandError::DotSegment { name, .. }), Err(ExpandError::DotSegment { name: expected, .. })) => {
                prop_assert_eq!(name, expected);
            }
            (text, expected) => prop_assert!(false, "{:?} against {:?}", text, expected),
        }
    }
}
