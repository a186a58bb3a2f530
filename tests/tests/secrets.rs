//! What our text output may never contain, whatever the input: a password, or a
//! raw character that hides or reorders the text around it (RFC 3986 §7.5; the
//! "Trojan Source" trick). Every public type is made from generated input that
//! carries a password and such characters, valid and invalid alike, and its
//! `Debug` (plain and `{:#?}`) is checked; so is the `Display` of every type whose
//! `Display` is a message (errors, drawings, [`Redacted`](uri::Redacted)), and
//! every serde error. The macros draw with the same renderer; their output is
//! pinned by the `password-hidden` and `bidi-control-escaped` UI snapshots.
//!
//! The `Display` of a value is the value itself (a URI prints its password, as
//! `to_string` must give the text back): the types in [`VALUE_DISPLAY`] are
//! checked for `Debug` only. A wrapper's `Debug` is what it wraps
//! ([`Serialized`](uri::template::Serialized) and
//! [`Repaired`](uri::lenient::Repaired) are checked wrapping our own values).
//!
//! [`TYPES`] names every public type, and `every_public_type_is_checked` holds
//! it to the `pub use` lists of `uri-core` and the facade, and to the types
//! [`exercise`] actually formatted: a new public type fails the test until it is
//! listed and exercised here.

use std::any::type_name;
use std::collections::BTreeSet;
use std::fmt::{self, Debug, Display};

use proptest::prelude::*;
use serde::Deserialize;
use uri::encoding::{DecodeError, Encoded, Place, decode_utf8};
use uri::error::FromStringError;
use uri::lenient::Repaired;
use uri::query::{QueryOptions, QueryPairs, QuerySerializer};
use uri::template::{
    ExpandError, MatchError, Serialized, TemplateSet, UriTemplate, UriTemplateBuf, Value, ValueSink,
};
use uri::{Iri, IriBuf, IriRef, IriRefBuf, Normalized, Uri, UriBuf, UriBuilder, UriRef, UriRefBuf};

/// A route type whose errors the corpus makes: a value its number field
/// cannot read, a request it does not match.
#[derive(uri::Route, Debug)]
#[route("/go/{link}{?n}")]
#[allow(dead_code, reason = "only its errors are formatted")]
struct Link {
    link: String,
    n: Option<u8>,
}

/// Every password starts with this; nothing else in the generated inputs can
/// spell it (their other parts are lower case).
const MARK: &str = "SECRET";

/// Characters that reorder text (`Bidi_Control`), take no width (zero-width and
/// other format characters), or render as nothing (default-ignorable letters).
const HIDDEN: &[char] = &[
    '\u{61C}',
    '\u{200E}',
    '\u{200F}',
    '\u{202A}',
    '\u{202B}',
    '\u{202C}',
    '\u{202D}',
    '\u{202E}',
    '\u{2066}',
    '\u{2067}',
    '\u{2068}',
    '\u{2069}',
    '\u{200B}',
    '\u{200C}',
    '\u{200D}',
    '\u{2060}',
    '\u{FEFF}',
    '\u{AD}',
    '\u{2028}',
    '\u{2029}',
    '\u{180E}',
    '\u{3164}',
    '\u{115F}',
    '\u{E0001}',
    '\u{E0041}',
    '\u{FE0F}',
    '\u{1D173}',
];

/// Every public type of `uri` (and so of `uri-core`), by name.
const TYPES: &[&str] = &[
    // values
    "Uri",
    "UriRef",
    "Iri",
    "IriRef",
    "UriBuf",
    "UriRefBuf",
    "IriBuf",
    "IriRefBuf",
    "Redacted",
    "Host",
    "HostKind",
    "Path",
    "Segments",
    "Normalized",
    "ResolveMode",
    // errors and drawings
    "ParseError",
    "Component",
    "ParseErrorKind",
    "Hint",
    "Rendered",
    "Report",
    "FromStringError",
    "ResolveError",
    "BuildError",
    "BidiError",
    "BidiErrorKind",
    "IdnaError",
    "HostError",
    "HostErrorKind",
    "Reach",
    "HttpConversionError",
    "UrlConversionError",
    // building and repairing
    "UriBuilder",
    "Repaired",
    "Repair",
    "RepairKind",
    // encoding and queries
    "Encoded",
    "Place",
    "DecodeError",
    "DecodeErrorKind",
    "QueryPairs",
    "QueryPair",
    "QueryPart",
    "QueryOptions",
    "QuerySerializer",
    // templates
    "UriTemplate",
    "UriTemplateBuf",
    "Part",
    "Parts",
    "Expression",
    "Expressions",
    "VarSpec",
    "Modifier",
    "Operator",
    "TemplateError",
    "TemplateErrorKind",
    "ExpandError",
    "VarName",
    "Matcher",
    "Captures",
    "Capture",
    "MatchError",
    "MatchErrorKind",
    "MatchExpected",
    "MatchOptions",
    "MietteReport",
    "AmbiguityError",
    "AmbiguityErrorKind",
    "CaptureError",
    "CaptureErrorKind",
    "TemplateSet",
    "Match",
    "TemplateSetError",
    "ValueSink",
    "Serialized",
    // a path safe to join below a directory
    "SafePath",
    "SafePathError",
    "SafePathErrorKind",
    // route types and axum
    "RouteError",
    "RegisterError",
    "Rejection",
    "OpenApiPath",
    "LinkError",
    "Typed",
    // Its `Debug` is the wrapped service's: it holds no text of its own.
    "NormalizedPaths",
    // They hold no text: the count of route types, whether there is a
    // fallback.
    "Routes",
    "RoutesFuture",
];

/// Public traits: no value of theirs is ever formatted.
const TRAITS: &[&str] = &[
    "Value",
    "Variables",
    "IntoUri",
    "IntoUriRef",
    "OpenApiRoute",
    "IntoIriRef",
    "LinkValue",
    "LinkOptional",
    "LinkList",
    "RouteField",
    "DisplayOrToUri",
    "Nested",
    "Composite",
    "StringValue",
    "NeverDotSegment",
    "Spanned",
    "Route",
    "RouterExt",
];

/// The types whose `Display` is the value's own text (or, for `QueryPart`, its
/// decoded text), which must stay as it is: only their `Debug` is checked.
const VALUE_DISPLAY: &[&str] = &[
    "Uri",
    "UriRef",
    "Iri",
    "IriRef",
    "UriBuf",
    "UriRefBuf",
    "IriBuf",
    "IriRefBuf",
    "Host",
    "Reach",
    "Path",
    "SafePath",
    "Normalized",
    "Encoded",
    "QueryPart",
    "UriTemplate",
    "UriTemplateBuf",
];

/// Checks formatted text, and records which types it formatted.
#[derive(Default)]
struct Checker {
    seen: BTreeSet<&'static str>,
}

/// The name of `T` without its path and generic arguments.
fn short_name<T: ?Sized>() -> &'static str {
    let name = type_name::<T>();
    let name = name.split('<').next().unwrap_or(name);
    name.rsplit("::").next().unwrap_or(name)
}

impl Checker {
    /// Checks the `Debug` of `value`, plain and pretty.
    fn debug<T: Debug>(&mut self, value: &T) -> Result<(), TestCaseError> {
        let name = short_name::<T>();
        self.seen.insert(name);
        assert_clean(&format!("{name}'s Debug"), &format!("{value:?}"))?;
        assert_clean(&format!("{name}'s Debug"), &format!("{value:#?}"))
    }

    /// Checks the `Debug` and the `Display` (plain and alternate) of a type whose
    /// `Display` is a message.
    fn message<T: Debug + Display>(&mut self, value: &T) -> Result<(), TestCaseError> {
        let name = short_name::<T>();
        prop_assert!(
            !VALUE_DISPLAY.contains(&name),
            "{} is listed as a value",
            name
        );
        self.debug(value)?;
        assert_clean(&format!("{name}'s Display"), &value.to_string())?;
        assert_clean(&format!("{name}'s Display"), &format!("{value:#}"))
    }

    /// Checks the `Debug` of a value whose `Display` is its text.
    fn value<T: Debug + Display>(&mut self, value: &T) -> Result<(), TestCaseError> {
        let name = short_name::<T>();
        prop_assert!(
            VALUE_DISPLAY.contains(&name),
            "{} is not listed as a value",
            name
        );
        self.debug(value)
    }
}

/// A password: the mark, then characters valid and invalid in a userinfo, hidden
/// ones among them, but never `/`, `?`, `#` or `@`, which would end it.
fn password() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        4 => prop::sample::select(vec!["A", "9", "-", "~", "!", "$", "&", "'", "(", "*", ";", "=", ":", "%41"]),
        1 => prop::sample::select(vec![" ", "%", "%zz", "\"", "<", "{", "|", "\\", "^", "é", "\t"]),
        1 => prop::sample::select(HIDDEN.to_vec()).prop_map(|c| -> &'static str {
            Box::leak(c.to_string().into_boxed_str())
        }),
    ];
    prop::collection::vec(piece, 0..6).prop_map(|pieces| format!("{MARK}{}", pieces.concat()))
}

/// Lower-case text for the other parts, valid or not, with hidden characters.
fn other() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        6 => "[a-z0-9._~/-]{1,4}",
        1 => prop::sample::select(vec![" ", "%", "%2e", "[", "]", "{", "^", "ü", "\n"]).prop_map(str::to_owned),
        2 => prop::sample::select(HIDDEN.to_vec()).prop_map(|c| c.to_string()),
    ];
    prop::collection::vec(piece, 0..5).prop_map(|pieces| pieces.concat())
}

fn input() -> impl Strategy<Value = String> {
    (
        prop::sample::select(vec!["http://", "postgres://", "//", "s://"]),
        "[a-z]{0,4}",
        password(),
        other(),
        other(),
        prop::option::of(other()),
    )
        .prop_map(|(head, user, password, host, path, query)| {
            let query = query.map(|q| format!("?{q}")).unwrap_or_default();
            format!("{head}{user}:{password}@{host}/{path}{query}")
        })
}

/// Fails when `output` shows the password or a hidden character raw.
fn assert_clean(what: &str, output: &str) -> Result<(), TestCaseError> {
    prop_assert!(
        !output.contains(MARK),
        "{} shows the password: {}",
        what,
        output
    );
    if let Some(c) = output.chars().find(|c| HIDDEN.contains(c)) {
        prop_assert!(
            false,
            "{} shows U+{:04X} raw: {:?}",
            what,
            u32::from(c),
            output
        );
    }
    Ok(())
}

#[derive(Debug, Deserialize)]
#[allow(dead_code, reason = "only the errors of deserializing are read")]
struct Borrowed<'a> {
    #[serde(borrow)]
    uri: Option<Uri<'a>>,
    #[serde(borrow)]
    uri_ref: Option<UriRef<'a>>,
    #[serde(borrow)]
    iri: Option<Iri<'a>>,
    #[serde(borrow)]
    iri_ref: Option<IriRef<'a>>,
    #[serde(borrow)]
    template: Option<UriTemplate<'a>>,
}

#[derive(Debug, Deserialize)]
#[allow(dead_code, reason = "only the errors of deserializing are read")]
struct Owned {
    uri: Option<UriBuf>,
    uri_ref: Option<UriRefBuf>,
    iri: Option<IriBuf>,
    iri_ref: Option<IriRefBuf>,
    template: Option<UriTemplateBuf>,
}

/// Captures read into a struct, whose `u16` the link is not.
#[derive(Debug, Deserialize)]
struct Typed {
    #[allow(dead_code, reason = "read only to fail")]
    link: u16,
}

/// A template value that shows the `Debug` of the sink it is given.
struct SinkProbe<'c>(std::cell::RefCell<&'c mut Vec<String>>);

impl Value for SinkProbe<'_> {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        self.0.borrow_mut().push(format!("{sink:?}"));
        self.0.borrow_mut().push(format!("{sink:#?}"));
        sink.string("x")
    }
}

/// The text after the `//` that starts the authority.
fn after_slashes(text: &str) -> &str {
    text.split_once("//").map_or(text, |(_, rest)| rest)
}

/// Formats every public type that `text` can make.
#[allow(
    clippy::too_many_lines,
    reason = "one place that visits every type, in the order of TYPES"
)]
fn exercise(check: &mut Checker, text: &str) -> Result<(), TestCaseError> {
    // ---- values, their parts, and the errors of parsing them
    if let Ok(uri_ref) = UriRef::parse(text) {
        check.value(&uri_ref)?;
        check.message(&uri_ref.redacted())?;
        check.value(&uri_ref.into_owned())?;
        check.value(&uri_ref.path())?;
        check.debug(&uri_ref.path().segments())?;
        check.value(&Normalized::from(uri_ref))?;
        if let Some(host) = uri_ref.host() {
            check.value(&host)?;
            check.message(&host.kind())?;
        }
    }
    if let Ok(uri) = Uri::parse(text) {
        check.value(&uri)?;
        check.value(&uri.into_owned())?;
        check.debug(&uri::ResolveMode::default())?;
        check.debug(&UriBuilder::from_uri(uri))?;
        if let Err(error) = url::Url::try_from(uri) {
            check.message(&error)?;
        }
        if let Err(error) = http::Uri::try_from(uri) {
            check.message(&error)?;
        }
    }
    match IriRef::parse(text) {
        Ok(iri_ref) => {
            check.value(&iri_ref)?;
            check.message(&iri_ref.redacted())?;
            check.value(&iri_ref.into_owned())?;
            check.value(&iri_ref.path())?;
            check.debug(&iri_ref.path().segments())?;
            if let Some(host) = iri_ref.host() {
                check.value(&host)?;
                match host.reach() {
                    Ok(reach) => check.value(&reach)?,
                    Err(error) => {
                        check.message(&error)?;
                        check.debug(&error.kind())?;
                        if let Some(idna) = error.idna_error() {
                            check.message(idna)?;
                        }
                    }
                }
            }
            if let Some(host) = iri_ref.host_str() {
                if let Err(error) = uri::idna::host_to_ascii(host) {
                    check.message(&error)?;
                }
            }
            if let Some(query) = iri_ref.query() {
                exercise_query(check, QueryPairs::new(query))?;
            }
            if let Err(error) = iri_ref.check_bidi() {
                check.message(&error)?;
                check.debug(&error.kind())?;
            }
        }
        Err(error) => {
            check.message(&error)?;
            check.debug(&error.component())?;
            check.message(&error.component())?;
            check.debug(&error.kind())?;
            check.message(&error.render(text))?;
            check.message(&error.report(text))?;
            check.message(&uri::error::MietteReport::from(error.report(text)))?;
            if let Some(hint) = error.hint() {
                check.message(&hint)?;
            }
            let failed: FromStringError = IriRefBuf::try_from(text.to_owned()).unwrap_err();
            check.message(&failed)?;
        }
    }
    if let Ok(iri) = Iri::parse(text) {
        check.value(&iri)?;
        check.value(&iri.into_owned())?;
    }
    // ---- a path safe to join below a directory: it holds no `:`, so no
    // password, and says where a text breaks its rules
    check.value(&uri::path::SafePath::parse("docs/intro.md").unwrap_or_default())?;
    for read in [
        uri::path::SafePath::parse(text),
        uri::path::SafePath::from_segment(text),
    ] {
        match read {
            Ok(path) => check.value(&path)?,
            Err(error) => {
                check.message(&error)?;
                check.debug(&error.kind())?;
                check.message(&error.render(text))?;
            }
        }
    }
    for failed in [
        UriRefBuf::try_from(text.to_owned()).err(),
        UriBuf::try_from(text.to_owned()).err(),
        IriBuf::try_from(text.to_owned()).err(),
    ]
    .into_iter()
    .flatten()
    {
        check.message(&failed)?;
        check.message(&failed.error().render(text))?;
        prop_assert_eq!(failed.into_input(), text);
    }

    // ---- resolution: a path that reads as an authority, password included
    let dotted = format!("/.//{}", after_slashes(text));
    if let Ok(reference) = UriRef::parse(&dotted) {
        if let Err(error) = Uri::parse("s:").unwrap().resolve(reference) {
            check.message(&error)?;
        }
    }
    if let Ok(reference) = IriRef::parse(&dotted) {
        if let Err(error) = Iri::parse("s:").unwrap().resolve(reference) {
            check.message(&error)?;
        }
    }

    // ---- the other crates' types
    if let Ok(url) = url::Url::parse(text) {
        if let Err(error) = UriBuf::try_from(&url) {
            check.message(&error)?;
        }
    }
    if let Ok(target) = text.parse::<http::Uri>() {
        if let Err(error) = UriRefBuf::try_from(&target) {
            check.message(&error)?;
        }
    }

    // ---- building and repairing
    let (user, password) = after_slashes(text)
        .split_once('@')
        .map_or(("", ""), |(userinfo, _)| {
            userinfo.split_once(':').unwrap_or((userinfo, ""))
        });
    let builder = UriBuilder::new()
        .scheme("s")
        .userinfo(user, Some(password))
        .host("h");
    check.debug(&builder)?;
    let invalid = UriBuilder::new()
        .scheme("s")
        .userinfo_encoded(&format!("{user}:{password}"))
        .host(text);
    check.debug(&invalid)?;
    if let Err(error) = invalid.build() {
        check.message(&error)?;
    }
    if let Ok(repaired) = UriRefBuf::parse_lenient(text) {
        check.debug::<Repaired<UriRefBuf>>(&repaired)?;
        for repair in repaired.repairs() {
            check.message(repair)?;
            check.debug(&repair.kind())?;
        }
    }

    // ---- encoding and queries: the text as a query value, as a link is sent
    let encoded = Encoded::new(text, Place::QueryValue);
    check.value(&encoded)?;
    check.debug(&Place::QueryValue)?;
    if let Err(error) = decode_utf8(text) {
        check.message::<DecodeError>(&error)?;
        check.debug(&error.kind())?;
    }
    exercise_query(check, QueryPairs::new(&format!("next={encoded}")))?;
    check.debug(&QuerySerializer::new().pair("next", text))?;

    // ---- templates: the text as a template, as a literal, and as a value
    match UriTemplate::parse(text) {
        Ok(template) => exercise_template(check, template)?,
        Err(error) => {
            check.message(&error)?;
            check.debug(&error.kind())?;
            check.message(&error.render(text))?;
            let report = error.report(text);
            check.message(&uri::error::MietteReport::from(report.clone()))?;
            check.message(&report)?;
        }
    }
    if let Ok(template) = UriTemplate::parse(&format!("{text}{{?q,r:3}}")) {
        exercise_template(check, template)?;
    }
    let link = UriTemplate::parse("{+link}").unwrap();
    let matcher = link.matcher().unwrap();
    check.debug(&matcher)?;
    check.debug(&uri::template::MatchOptions::new())?;
    match matcher.captures(text) {
        Ok(captures) => {
            check.debug(&captures)?;
            for capture in &captures {
                check.debug(capture)?;
            }
        }
        Err(error) => {
            check.message::<MatchError>(&error)?;
            check.debug(&error.kind())?;
            check.message(&error.render(text))?;
            check.message(&error.report(text))?;
            if let Some(expected) = error.expected() {
                check.message(&expected)?;
            }
        }
    }
    // Typed captures, and a set of templates, over the same text.
    let query = UriTemplate::parse("/go{?link}").unwrap().matcher().unwrap();
    let asked = format!("/go?link={text}");
    if let Ok(captures) = query.captures(&asked) {
        check.debug(&captures)?;
        for pair in captures.extra_pairs() {
            check.debug(&pair)?;
        }
        for error in [
            captures.parse::<std::net::IpAddr>("link").err(),
            captures.parse::<u8>("absent").err(),
            captures.deserialize::<Typed>().err(),
        ]
        .into_iter()
        .flatten()
        {
            check.message(&error)?;
            check.debug(&error.kind())?;
        }
    }
    // A route type reading the text, in a path segment and a query value
    // it cannot read as a number, and as the request itself.
    let segment = uri::encoding::encode(text, Place::PathSegment);
    let value = uri::encoding::encode(text, Place::QueryValue);
    for request in [
        format!("/go/{segment}?n={value}"),
        format!("/go/{segment}/x"),
        text.to_owned(),
    ] {
        if let Err(error) = Link::from_uri(&request) {
            check.message(&error)?;
        }
    }
    let mut routes = TemplateSet::new();
    routes.insert(link, "link").unwrap();
    check.debug(&routes)?;
    if let Ok(found) = routes.at(text) {
        check.debug(&found)?;
    }
    if let Ok(template) = UriTemplate::parse(text) {
        for error in [
            routes.insert(template, "again").err(),
            TemplateSet::new()
                .insert(
                    UriTemplate::parse(&format!("{{a}}{{b}}{text}")).unwrap_or(template),
                    "",
                )
                .err(),
        ]
        .into_iter()
        .flatten()
        {
            check.message(&error)?;
        }
    }
    exercise_routes(check, text)?;
    let conflict = routes.insert(UriTemplate::parse("{+other}").unwrap(), "other");
    check.message(&conflict.unwrap_err())?;
    let broken = UriTemplate::parse("{+link}[").unwrap();
    if let Err(error) = broken.expand(&[("link", text)]) {
        check.message::<ExpandError>(&error)?;
        check.message(&uri::axum::LinkError::from(error))?;
    }
    let prefixed = UriTemplate::parse("{link:3}").unwrap();
    let error = prefixed.expand_to_string(&[("link", [text])]).unwrap_err();
    check.message(&error)?;
    if let ExpandError::PrefixOnComposite { name, .. } = error {
        check.message(&name)?;
    }
    let ambiguous = UriTemplate::parse("{a}{b}").unwrap().matcher().unwrap_err();
    check.message(&ambiguous)?;
    check.debug(&ambiguous.kind())?;
    let mut sinks = Vec::new();
    let probe = SinkProbe(std::cell::RefCell::new(&mut sinks));
    link.expand_to_string(&[("link", &probe)]).unwrap();
    for shown in &sinks {
        check.seen.insert(short_name::<ValueSink<'_>>());
        assert_clean("ValueSink's Debug", shown)?;
    }
    if let Ok(reference) = UriRef::parse(text) {
        check.debug(&Serialized(reference))?;
    }

    // ---- serde: as written, and with `/` escaped as `\/` (which a borrowed
    // type cannot take, valid or not)
    for field in ["uri", "uri_ref", "iri", "iri_ref", "template"] {
        let json = serde_json::json!({ field: text }).to_string();
        let escaped = json.replace('/', "\\/");
        for json in [&json, &escaped] {
            if let Err(error) = serde_json::from_str::<Borrowed<'_>>(json) {
                assert_clean("a borrowed serde error", &error.to_string())?;
            }
            if let Err(error) = serde_json::from_str::<Owned>(json) {
                assert_clean("an owned serde error", &error.to_string())?;
            }
        }
    }
    Ok(())
}

fn exercise_query(check: &mut Checker, pairs: QueryPairs<'_>) -> Result<(), TestCaseError> {
    check.debug(&pairs)?;
    check.debug(&QueryOptions::new().form(true))?;
    for pair in pairs {
        check.debug(&pair)?;
        check.value(&pair.key())?;
        if let Some(value) = pair.value() {
            check.value(&value)?;
        }
    }
    Ok(())
}

/// A route type whose field the link is seldom.
#[derive(uri::Route, Debug)]
#[route("/go{?link}")]
struct Go {
    link: Option<std::net::IpAddr>,
}

/// A route type without fields, for the extractor's `Debug`.
#[derive(uri::Route, Debug)]
#[route("/health")]
struct Health;

thread_local! {
    /// The template of [`Hand`]: the text being checked.
    static HAND: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// A route type written by hand, whose one template is the text.
struct Hand;

impl uri::template::Route for Hand {
    fn templates() -> Vec<String> {
        vec![HAND.with_borrow(Clone::clone)]
    }

    fn from_captures(
        _: usize,
        _: &uri::template::Captures<'_, '_>,
    ) -> Result<Self, uri::template::RouteError> {
        Ok(Self)
    }
}

/// Route types read from the text, the axum extractor's answers, and the
/// registration of the text as a route's template.
fn exercise_routes(check: &mut Checker, text: &str) -> Result<(), TestCaseError> {
    check.debug(&uri::axum::Typed(Health))?;
    // An OpenAPI description holds the template, never a request's text.
    for described in <Go as uri::utoipa::OpenApiRoute>::openapi_paths() {
        check.debug(&described)?;
    }
    check.debug(&uri::axum::NormalizedPaths::new(Health))?;
    let mut health = uri::axum::Routes::new()
        .route::<Health>(axum::routing::get(|| async { "" }))
        .map_err(|error| TestCaseError::fail(error.to_string()))?;
    check.debug(&health)?;
    let request = axum::http::Request::get("/health").body(axum::body::Body::empty());
    if let Ok(request) = request {
        check.debug(&tower_service::Service::call(&mut health, request))?;
    }
    for asked in [format!("/go?link={text}"), text.to_owned()] {
        if let Err(error) = Go::from_uri(&asked) {
            check.message(&error)?;
            check.message(&uri::axum::Rejection::from(error))?;
        }
    }
    HAND.with_borrow_mut(|hand| text.clone_into(hand));
    if let Err(error) = uri::axum::paths::<Hand>() {
        check.message(&error)?;
    }
    let routes = uri::axum::Routes::<()>::new()
        .route::<Hand>(axum::routing::get(|| async { "" }))
        .map_err(|error| check.message(&error));
    if let Ok(mut routes) = routes {
        check.debug(&routes)?;
        let request = axum::http::Request::get("/").body(axum::body::Body::empty());
        if let Ok(request) = request {
            check.debug(&tower_service::Service::call(&mut routes, request))?;
        }
    }
    HAND.with_borrow_mut(|hand| *hand = format!("{text}{{"));
    if let Err(error) = uri::axum::paths::<Hand>() {
        check.message(&error)?;
    }
    Ok(())
}

fn exercise_template(check: &mut Checker, template: UriTemplate<'_>) -> Result<(), TestCaseError> {
    check.value(&template)?;
    check.value(&template.into_owned())?;
    check.debug(&template.parts())?;
    check.debug(&template.expressions())?;
    for part in template.parts() {
        check.debug(&part)?;
    }
    for expression in template.expressions() {
        check.debug(&expression)?;
        check.debug(&expression.operator())?;
        for spec in expression.variables() {
            check.debug(&spec)?;
            check.debug(&spec.modifier())?;
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1024))]

    #[test]
    fn no_output_shows_a_password_or_a_hidden_character(text in input()) {
        exercise(&mut Checker::default(), &text)?;
    }
}

/// Texts that between them make every public type: valid and invalid, URIs
/// and IRIs, with what `url` and `http` read otherwise.
const CORPUS: &[&str] = &[
    "http://me:SECRET\u{202e}x@h\u{200b}\u{3164}.example/a\u{2066}b?q=\u{feff}&r",
    "http://me:SECRET@0x7f.1/a",
    "http://me:SECRET@h/a{b}",
    "http://me:SECRET@h/a^b",
    "http://me:SECRET@h/caf\u{e9} b",
    "//me:SECRET\u{202e}@h/%zz",
    "HTTP://me:SECRET@h/ a b",
    "postgres://me:SECRET@h/\u{5d0}1",
    "http://me:SECRET@h\u{200d}/",
];

/// The red team's findings, one by one: each output, exactly.
#[test]
fn the_reported_leaks_are_closed() {
    let changed = url::Url::try_from(Uri::parse("http://me:SECRET@0x7f.1/a").unwrap()).unwrap_err();
    assert_eq!(
        changed.to_string(),
        "url::Url reads the URI as a different one: its host differs in `http://me:***@127.0.0.1/a`"
    );
    assert_eq!(format!("{changed:?}"), changed.to_string());
    assert_eq!(
        format!("{changed:#?}"),
        "Changed {\n    component: Host,\n    url: \"http://me:***@127.0.0.1/a\",\n}"
    );
    let url = url::Url::parse("http://me:SECRET@h/a^b").unwrap();
    let refused = UriBuf::try_from(&url).unwrap_err();
    assert!(
        format!("{refused:#?}").contains(r#"text: "http://me:***@h/a^b""#),
        "{refused:#?}"
    );
    let target: http::Uri = "http://me:SECRET@h/a{b}".parse().unwrap();
    let refused = UriRefBuf::try_from(&target).unwrap_err();
    assert!(
        format!("{refused:#?}").contains(r#"text: "http://me:***@h/a{b}""#),
        "{refused:#?}"
    );
    let key = Normalized::from(Uri::parse("HTTP://me:SECRET@H/%7e").unwrap());
    assert_eq!(
        format!("{key:?}"),
        r#"Normalized { original: "HTTP://me:***@H/%7e", normal: "http://me:***@h/~" }"#
    );
    let input = "http://me:SECRET@h/a b";
    let error = Uri::parse(input).unwrap_err();
    assert!(format!("{:#?}", error.render(input)).contains(r#"input: "http://me:***@h/a b""#));
    let input = "http://me:SECRET@h/{a b}";
    let error = UriTemplate::parse(input).unwrap_err();
    assert!(format!("{:#?}", error.render(input)).contains(r#"input: "http://me:***@h/{a b}""#));

    let text = "http://h/\u{202e}\u{2066}\u{200b}\u{feff}";
    let escaped = r"http://h/\u{202e}\u{2066}\u{200b}\u{feff}";
    assert_eq!(
        format!("{:?}", Iri::parse(text).unwrap()),
        format!("Iri(\"{escaped}\")")
    );
    assert_eq!(
        format!("{:?}", IriRef::parse(text).unwrap()),
        format!("IriRef(\"{escaped}\")")
    );
    assert_eq!(
        format!("{:?}", IriBuf::parse(text).unwrap()),
        format!("IriBuf(\"{escaped}\")")
    );
    assert_eq!(
        format!("{:?}", IriRefBuf::parse(text).unwrap()),
        format!("IriRefBuf(\"{escaped}\")")
    );
    let iri = Iri::parse(text).unwrap();
    assert_eq!(format!("{:?}", iri.redacted()), format!("\"{escaped}\""));
    let reference = IriRef::parse("/.//x\u{202e}\u{2066}\u{200b}\u{feff}").unwrap();
    let error = Iri::parse("s:").unwrap().resolve(reference).unwrap_err();
    assert!(
        error
            .to_string()
            .contains(r"`//x\u{202e}\u{2066}\u{200b}\u{feff}`"),
        "{error}"
    );
}

/// The authority forms a browser reads that RFC 3986 does not (issue 42): any
/// mix of slashes and backslashes, a special scheme without `//`, a tab
/// among the slashes. `join_lenient` reads the first six as authorities
/// against an `http` page, so no message may show their passwords.
const BROWSER_AUTHORITIES: &[&str] = &[
    "\\\\user:SECRET@a b\\x",
    "/\\user:SECRET@a b\\x",
    "\\/user:SECRET@a b\\x",
    "http:\\\\user:SECRET@a b\\x",
    "https:///user:SECRET@a b",
    "/\t/user:SECRET@a b",
    "http:user:SECRET@a b/",
    "HTTPS:user:SECRET@a b/",
    "ws:\\user:SECRET@a b/",
    " \\\\user:SECRET\t@a b",
];

/// Every output of an error about `input`: its `Display` and `Debug`, the
/// drawing, the owning report and the `miette` diagnostic (whose `Debug`
/// holds the source text it gives `miette`).
fn error_outputs(error: uri::ParseError, input: &str) -> Vec<String> {
    let report = error.report(input);
    let miette = uri::error::MietteReport::from(report.clone());
    vec![
        error.to_string(),
        format!("{error:?}"),
        error.render(input).to_string(),
        format!("{:?}", error.render(input)),
        format!("{:#?}", error.render(input)),
        report.to_string(),
        format!("{report:?}"),
        format!("{report:#?}"),
        miette.to_string(),
        format!("{miette:?}"),
    ]
}

#[test]
fn no_message_shows_the_password_of_an_authority_a_browser_reads() {
    let pages = ["http://example.org/foo/bar", "sc://h/a"];
    for &href in BROWSER_AUTHORITIES {
        let mut outputs = Vec::new();
        let mut joins_failed = 0;
        for page in pages {
            match Uri::parse(page).unwrap().join_lenient(href) {
                Ok(joined) => {
                    for repair in joined.repairs() {
                        outputs.push(repair.to_string());
                        outputs.push(format!("{repair:?}"));
                    }
                }
                Err(error) => {
                    joins_failed += 1;
                    outputs.extend(error_outputs(error, href));
                }
            }
        }
        let errors = [
            Uri::parse(href).err(),
            UriRef::parse(href).err(),
            IriRef::parse(href).err(),
            UriRefBuf::parse_lenient(href).err(),
            IriRefBuf::parse_lenient(href).err(),
        ];
        for error in errors.into_iter().flatten() {
            outputs.extend(error_outputs(error, href));
        }
        if let Ok(repaired) = UriRefBuf::parse_lenient(href) {
            for repair in repaired.repairs() {
                outputs.push(repair.to_string());
                outputs.push(format!("{repair:?}"));
            }
        }
        let failed = UriBuf::try_from(href.to_owned()).unwrap_err();
        outputs.push(failed.to_string());
        outputs.push(format!("{failed:?}"));
        assert!(joins_failed > 0 || href.contains("http:"), "{href:?}");
        for output in outputs {
            assert!(
                !output.contains(MARK),
                "{href:?} shows its password: {output}"
            );
        }
    }
    // Valid by RFC 3986 (the path `user:SECRET@h/x`), but a browser takes
    // the link to `http://user:SECRET@h/x`: values hide it as messages do.
    for text in [
        "http:user:SECRET@h/x",
        "WSS:/user:SECRET@h",
        "//a/?next=ftp:user:SECRET@h",
    ] {
        let uri = UriRef::parse(text).unwrap();
        for output in [
            format!("{uri:?}"),
            format!("{:?}", uri.into_owned()),
            uri.redacted().to_string(),
        ] {
            assert!(
                !output.contains(MARK),
                "{text:?} shows its password: {output}"
            );
        }
    }
    // The drawing the issue quotes, with the password as stars.
    let href = "\\\\user:SECRET@a b\\x";
    let error = Uri::parse("http://example.org/foo/bar")
        .unwrap()
        .join_lenient(href)
        .unwrap_err();
    assert!(
        error
            .render(href)
            .to_string()
            .contains("\n  | \\\\user:******@a b\\x\n"),
        "{}",
        error.render(href)
    );
}

/// Parses the names that `pub use` statements of `source` bring in, skipping
/// comments: the last segment of each path, or each name in its braces.
fn pub_use_names(source: &str) -> BTreeSet<String> {
    let code: String = source
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let mut names = BTreeSet::new();
    for statement in code.split("pub use ").skip(1) {
        let statement = statement.split(';').next().unwrap_or_default();
        let list = match statement.split_once('{') {
            Some((_, inner)) => inner.trim_end().trim_end_matches('}').to_owned(),
            None => statement.rsplit("::").next().unwrap_or_default().to_owned(),
        };
        for item in list.split(',') {
            let item = item.split_whitespace().last().unwrap_or_default();
            let item = item.rsplit("::").next().unwrap_or_default();
            if item.starts_with(|c: char| c.is_ascii_uppercase()) {
                names.insert(item.to_owned());
            }
        }
    }
    names
}

#[test]
fn every_public_type_is_checked() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut sources = vec![root.join("uri-core/src/lib.rs")];
    for entry in std::fs::read_dir(root.join("uri/src")).unwrap() {
        let path = entry.unwrap().path();
        // Macro support, documented as not public API.
        if path.file_name().is_some_and(|name| name != "__private.rs") {
            sources.push(path);
        }
    }
    let mut public = BTreeSet::new();
    for path in &sources {
        public.extend(pub_use_names(&std::fs::read_to_string(path).unwrap()));
    }
    assert!(
        public.contains("Uri") && public.contains("AmbiguityErrorKind"),
        "{public:?}"
    );

    let listed: BTreeSet<String> = TYPES
        .iter()
        .chain(TRAITS)
        .map(|&name| name.to_owned())
        .collect();
    assert_eq!(
        listed.len(),
        TYPES.len() + TRAITS.len(),
        "a name is listed twice"
    );
    let unlisted: Vec<_> = public.difference(&listed).collect();
    let gone: Vec<_> = listed.difference(&public).collect();
    assert!(
        unlisted.is_empty(),
        "public but not in TYPES or TRAITS: {unlisted:?}"
    );
    assert!(gone.is_empty(), "listed but not public: {gone:?}");
    for name in VALUE_DISPLAY {
        assert!(
            TYPES.contains(name),
            "{name} is in VALUE_DISPLAY but not in TYPES"
        );
    }

    let mut check = Checker::default();
    for text in CORPUS {
        exercise(&mut check, text).unwrap();
    }
    let exercised: BTreeSet<String> = check.seen.iter().map(|&name| name.to_owned()).collect();
    let types: BTreeSet<String> = TYPES.iter().map(|&name| name.to_owned()).collect();
    let missing: Vec<_> = types.difference(&exercised).collect();
    let extra: Vec<_> = exercised.difference(&types).collect();
    assert!(
        missing.is_empty(),
        "listed but never formatted: {missing:?}"
    );
    assert!(extra.is_empty(), "formatted but not listed: {extra:?}");
}
