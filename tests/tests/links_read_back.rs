//! Every link a route type writes reads back (issue 63): for each shape of
//! template the derive accepts, and any values, `to_uri` either refuses with
//! an error that names one of the route's variables, or writes a link that
//! `from_uri` reads back to the same value. The values are built of what
//! moves a reading's cuts: `.` before and in labels, `/`, `?`, `#`, `&`,
//! `,`, `%` and whole escapes, empty strings and list members, `..`,
//! controls, characters outside ASCII.

use proptest::prelude::*;
use uri::Route;
use uri::template::ExpandError;

/// Characters of a value: each one that a template's reading treats apart.
fn text() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            12 => proptest::char::range('a', 'c'),
            1 => proptest::sample::select(vec![
                '.', '/', '?', '#', '&', '=', ',', ';', '+', '%', ' ', ':', '@', '~', '[', '\u{e9}', '\n',
            ]),
        ],
        0..6,
    )
    .prop_map(|chars| chars.into_iter().collect())
}

/// A value that often holds an escape of its own (`%41`), or is `.` or `..`.
fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => text(),
        1 => Just("%41".to_owned()),
        1 => text().prop_map(|text| format!("{text}%2F{text}")),
        1 => Just("..".to_owned()),
        1 => Just(String::new()),
    ]
}

fn optional() -> impl Strategy<Value = Option<String>> {
    proptest::option::of(value())
}

fn list() -> impl Strategy<Value = Vec<String>> {
    proptest::collection::vec(value(), 0..3)
}

/// The variable an error of `to_uri` names, for every kind it returns.
fn named(error: &ExpandError) -> Option<&str> {
    match error {
        ExpandError::DotSegment { name, .. }
        | ExpandError::EndsPath { name, .. }
        | ExpandError::ControlCharacter { name, .. }
        | ExpandError::NotOneSegment { name, .. }
        | ExpandError::ReservedEscape { name, .. }
        | ExpandError::EmptyValue { name, .. }
        | ExpandError::CutAtDot { name, .. }
        | ExpandError::CommaInMember { name, .. }
        | ExpandError::LongerThanPrefix { name, .. }
        | ExpandError::ReadsAsAnother { name, .. }
        | ExpandError::LeftOut { name, .. } => Some(name.as_str()),
        _ => None,
    }
}

/// A link as text, whether `to_uri` can fail (a `Result`) or not.
trait Link {
    fn link(self) -> Result<String, ExpandError>;
}

impl Link for uri::UriRefBuf {
    fn link(self) -> Result<String, ExpandError> {
        Ok(self.to_string())
    }
}

impl<T: std::fmt::Display> Link for Result<T, ExpandError> {
    fn link(self) -> Result<String, ExpandError> {
        self.map(|link| link.to_string())
    }
}

/// The property of each route type's links, over its fields' strategies.
macro_rules! shapes {
    ($($name:ident { $($field:ident : $strategy:expr),* $(,)? })*) => {
        proptest! {
            #![proptest_config(ProptestConfig::with_cases(600))]
            $(
                #[test]
                #[allow(non_snake_case, reason = "named after its route type")]
                fn $name($($field in $strategy),*) {
                    let value = $name { $($field,)* };
                    match value.to_uri().link() {
                        Ok(link) => {
                            let read = $name::from_uri(&link);
                            prop_assert_eq!(read.as_ref().ok(), Some(&value), "{} {:?}", link, read);
                        }
                        Err(error) => {
                            let variables = [$(stringify!($field)),*];
                            let name = named(&error);
                            prop_assert!(
                                name.is_some_and(|name| variables.contains(&name)),
                                "{} names no variable of {:?}", error, value
                            );
                        }
                    }
                }
            )*
        }
    };
}

// A label after a value: the value ends at the last `.` of its run.
#[derive(Route, Clone, Debug, PartialEq)]
#[route("/docs/{section}{.fmt}")]
struct Label {
    section: String,
    fmt: Option<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/docs/{section}{.fmt}")]
struct LabelOptional {
    section: Option<String>,
    fmt: Option<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/f/{+path}{.ext}")]
struct LabelAfterRest {
    path: String,
    ext: Option<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/f{.a}{.b}")]
struct LabelRun {
    a: Option<String>,
    b: Option<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/l/{tags}{.fmt}")]
struct LabelAfterList {
    tags: Vec<String>,
    fmt: Option<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/file{.ext}")]
struct LabelAlone {
    ext: Option<String>,
}

// A reserved value next to a query, in a query, in a fragment.
#[derive(Route, Clone, Debug, PartialEq)]
#[route("/raw/{+rest}{?q}")]
struct RestQuery {
    rest: String,
    q: Option<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/raw/{+rest}{?q,r}")]
struct RestOptional {
    rest: Option<String>,
    q: Option<String>,
    r: Option<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/raw/{+rest}/edit")]
struct RestSuffix {
    rest: String,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/s?r={r}&q={+q}")]
struct ReservedInQuery {
    r: String,
    q: String,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/page/{id}{#section}")]
struct Fragment {
    id: String,
    section: Option<String>,
}

// Lists, with empty members.
#[derive(Route, Clone, Debug, PartialEq)]
#[route("/items/{tags}")]
struct ListInSegment {
    tags: Vec<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/items{/tags*}")]
struct ListExploded {
    tags: Vec<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/items{?tags*,sort}")]
struct ListInQuery {
    tags: Vec<String>,
    sort: Option<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/items/{+tags}")]
struct ListReserved {
    tags: Vec<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/m{;tags*}")]
struct ListMatrix {
    tags: Vec<String>,
}

// Several variables in one expression.
#[derive(Route, Clone, Debug, PartialEq)]
#[route("/a{/x,y}")]
struct Positional {
    x: Option<String>,
    y: Option<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/a/{x,y}")]
struct SimplePair {
    x: Option<String>,
    y: Option<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/m{;x,y}")]
struct Matrix {
    x: Option<String>,
    y: Option<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/q{?a,b}{&c}")]
struct QuerySet {
    a: Option<String>,
    b: Option<String>,
    c: Option<String>,
}

// Optional values alone, prefixes, an authority, literal query pairs.
#[derive(Route, Clone, Debug, PartialEq)]
#[route("/o/{x}")]
struct OptionalSegment {
    x: Option<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/h/{+x}")]
struct OptionalRest {
    x: Option<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/o{/x}")]
struct OptionalSlash {
    x: Option<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/p/{id:3}/{rest}")]
struct Prefix {
    id: String,
    rest: String,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/n/{id:2}")]
struct PrefixNumber {
    id: u32,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/n{?q:2}")]
struct PrefixQuery {
    q: Option<String>,
}

// An expression that ends at its segment's literal suffix (issue 63).
#[derive(Route, Clone, Debug, PartialEq)]
#[route("/files/{name}.txt/{rev}")]
struct SegmentSuffix {
    name: String,
    rev: String,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/x19/f{a}o/{+path}")]
struct SegmentSuffixRest {
    a: Option<String>,
    path: String,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("https://{+host}/x{?p}")]
struct ReservedHost {
    host: String,
    p: Option<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("https://{host}/x{?q}")]
struct Host {
    host: String,
    q: Option<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/api?v=2{&page,q}")]
struct Pairs {
    page: Option<u32>,
    q: Option<String>,
}

#[derive(Route, Clone, Debug, PartialEq)]
#[route("/x/{name}/{+rest}{?page}")]
struct Mixed {
    name: String,
    rest: String,
    page: Option<u32>,
}

shapes! {
    // A label after a value: the value ends at the last `.` of its run.
    Label { section: value(), fmt: optional() }
    LabelOptional { section: optional(), fmt: optional() }
    LabelAfterRest { path: value(), ext: optional() }
    LabelRun { a: optional(), b: optional() }
    LabelAfterList { tags: list(), fmt: optional() }
    LabelAlone { ext: optional() }
    // A reserved value next to a query, in a query, in a fragment.
    RestQuery { rest: value(), q: optional() }
    RestOptional { rest: optional(), q: optional(), r: optional() }
    RestSuffix { rest: value() }
    ReservedInQuery { r: value(), q: value() }
    Fragment { id: value(), section: optional() }
    // Lists, with empty members.
    ListInSegment { tags: list() }
    ListExploded { tags: list() }
    ListInQuery { tags: list(), sort: optional() }
    ListReserved { tags: list() }
    ListMatrix { tags: list() }
    // Several variables in one expression.
    Positional { x: optional(), y: optional() }
    SimplePair { x: optional(), y: optional() }
    Matrix { x: optional(), y: optional() }
    QuerySet { a: optional(), b: optional(), c: optional() }
    // Optional values alone, prefixes, an authority, literal query pairs.
    OptionalSegment { x: optional() }
    OptionalRest { x: optional() }
    OptionalSlash { x: optional() }
    Prefix { id: value(), rest: value() }
    PrefixNumber { id: any::<u32>() }
    PrefixQuery { q: optional() }
    Host { host: value(), q: optional() }
    ReservedHost { host: value(), p: optional() }
    SegmentSuffix { name: value(), rev: value() }
    SegmentSuffixRest { a: optional(), path: value() }
    Pairs { page: proptest::option::of(any::<u32>()), q: optional() }
    Mixed { name: value(), rest: value(), page: proptest::option::of(any::<u32>()) }
}

/// The examples, one by one.
#[test]
fn a_value_before_a_label_is_refused_where_it_would_read_otherwise() {
    let error = Label {
        section: "..x".into(),
        fmt: None,
    }
    .to_uri()
    .unwrap_err();
    assert!(
        matches!(&error, ExpandError::CutAtDot { name, .. } if name.as_str() == "section"),
        "{error}"
    );
    let error = Label {
        section: "a.b".into(),
        fmt: None,
    }
    .to_uri()
    .unwrap_err();
    assert!(matches!(error, ExpandError::CutAtDot { .. }), "{error}");
    // With a format, the last `.` is the format's: the section keeps its own.
    let link = Label {
        section: "a.b".into(),
        fmt: Some("json".into()),
    };
    assert_eq!(link.to_uri().unwrap(), "/docs/a.b.json");
    assert_eq!(Label::from_uri("/docs/a.b.json").unwrap(), link);
    // A format that holds a `.` is cut at it.
    let error = Label {
        section: "a".into(),
        fmt: Some("tar.gz".into()),
    }
    .to_uri()
    .unwrap_err();
    assert!(
        matches!(&error, ExpandError::CutAtDot { name, .. } if name.as_str() == "fmt"),
        "{error}"
    );
    // A label alone after literal text is read whole.
    let file = LabelAlone {
        ext: Some("tar.gz".into()),
    };
    assert_eq!(file.to_uri().unwrap(), "/file.tar.gz");
    assert_eq!(LabelAlone::from_uri("/file.tar.gz").unwrap(), file);
}

#[test]
fn empty_and_cut_values_are_refused_naming_them() {
    let error = OptionalSegment {
        x: Some(String::new()),
    }
    .to_uri()
    .unwrap_err();
    assert!(matches!(error, ExpandError::EmptyValue { .. }), "{error}");
    assert_eq!(
        ListInSegment {
            tags: vec![String::new()]
        }
        .to_uri()
        .unwrap_err()
        .to_string(),
        "the value of variable `tags` at index 8 of the template is empty, which its \
         expression writes as nothing and reading reads as undefined: the link would not read \
         back as the same value"
    );
    // Two empty members write `,`, which reads back.
    let two = ListInSegment {
        tags: vec![String::new(), String::new()],
    };
    assert_eq!(
        ListInSegment::from_uri(two.to_uri().unwrap().as_str()).unwrap(),
        two
    );
    // `{/x}` writes `/` for an empty value: it reads back.
    let slash = OptionalSlash {
        x: Some(String::new()),
    };
    assert_eq!(slash.to_uri().unwrap(), "/o/");
    assert_eq!(OptionalSlash::from_uri("/o/").unwrap(), slash);
    let error = Prefix {
        id: "abcd".into(),
        rest: "x".into(),
    }
    .to_uri()
    .unwrap_err();
    assert!(
        matches!(error, ExpandError::LongerThanPrefix { .. }),
        "{error}"
    );
    assert!(PrefixNumber { id: 123 }.to_uri().is_err());
    assert_eq!(PrefixNumber { id: 12 }.to_uri().unwrap(), "/n/12");
    let error = ListReserved {
        tags: vec!["a,b".into()],
    }
    .to_uri()
    .unwrap_err();
    assert!(
        matches!(error, ExpandError::CommaInMember { .. }),
        "{error}"
    );
    // A reserved query value's `#` would end the query.
    let error = ReservedInQuery {
        r: "x".into(),
        q: "a#b".into(),
    }
    .to_uri()
    .unwrap_err();
    assert!(matches!(error, ExpandError::EndsPath { .. }), "{error}");
}

/// An enum whose variants' templates overlap: a link of one may be more
/// specific for another.
#[derive(Route, Clone, Debug, PartialEq)]
enum Site {
    #[route("/health")]
    Health,
    #[route("/{page}")]
    Page { page: String },
    #[route("/users/me")]
    Me,
    #[route("/users/{name}")]
    User { name: String },
    #[route("/docs/{section}{.fmt}")]
    Doc {
        section: String,
        fmt: Option<String>,
    },
    #[route("/files{/path*}")]
    Files { path: Vec<String> },
    #[route("/files/{name}.json")]
    Json { name: String },
}

fn site() -> impl Strategy<Value = Site> {
    let named = || prop_oneof![value(), Just("health".to_owned()), Just("me".to_owned())];
    prop_oneof![
        Just(Site::Health),
        named().prop_map(|page| Site::Page { page }),
        Just(Site::Me),
        named().prop_map(|name| Site::User { name }),
        (value(), optional()).prop_map(|(section, fmt)| Site::Doc { section, fmt }),
        proptest::collection::vec(prop_oneof![value(), Just("a.json".to_owned())], 0..3)
            .prop_map(|path| Site::Files { path }),
        value().prop_map(|name| Site::Json { name }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    /// A variant's link reads back as that variant with its values, or is
    /// refused naming one of its variables.
    #[test]
    fn an_enum_s_links_read_back_as_their_variant(value in site()) {
        match value.to_uri() {
            Ok(link) => prop_assert_eq!(Site::from_uri(link.as_str()).ok(), Some(value), "{}", link),
            Err(error) => {
                let name = named(&error);
                prop_assert!(
                    name.is_some_and(|name| ["page", "name", "section", "fmt", "path"].contains(&name)),
                    "{} {:?}", error, value
                );
            }
        }
    }
}

#[test]
fn a_variant_s_link_that_another_variant_reads_is_refused() {
    for value in [
        Site::Page {
            page: "health".into(),
        },
        Site::User { name: "me".into() },
        Site::Files {
            path: vec!["a.json".into()],
        },
    ] {
        let error = value.to_uri().unwrap_err();
        assert!(
            matches!(error, ExpandError::ReadsAsAnother { .. }),
            "{value:?}: {error}"
        );
    }
    let page = Site::Page {
        page: "healthy".into(),
    };
    assert_eq!(
        Site::from_uri(page.to_uri().unwrap().as_str()).unwrap(),
        page
    );
}

/// Numbers alone, where a literal variant reads a link of another.
#[derive(Route, Debug, PartialEq)]
enum Numbered {
    #[route("/users/7")]
    Founder,
    #[route("/users/{id}{?page}")]
    User { id: u64, page: Option<u8> },
    #[route("/flags/{on}")]
    Flag { on: bool },
}

/// Numbers alone, where no literal is a number: `to_uri` cannot fail.
#[derive(Route, Debug, PartialEq)]
enum Unshadowed {
    #[route("/users/me")]
    Me,
    #[route("/users/{id}")]
    User { id: u64 },
}

#[test]
fn a_number_a_literal_variant_reads_is_refused() {
    let founder = Numbered::User { id: 7, page: None };
    assert!(matches!(
        founder.to_uri(),
        Err(ExpandError::ReadsAsAnother { ref name, .. }) if name.as_str() == "id"
    ));
    // The literal variant reads the link with its query too (as an extra
    // pair): refused as well.
    let paged = Numbered::User {
        id: 7,
        page: Some(2),
    };
    assert!(paged.to_uri().is_err());
    for value in [
        Numbered::Founder,
        Numbered::User { id: 8, page: None },
        Numbered::Flag { on: true },
    ] {
        let link = value.to_uri().unwrap();
        assert_eq!(Numbered::from_uri(link.as_str()).unwrap(), value);
    }
    // Plain where nothing can be shadowed: `Display` is there.
    assert_eq!(Unshadowed::User { id: 7 }.to_string(), "/users/7");
    let link: uri::UriRefBuf = Unshadowed::Me.to_uri();
    assert_eq!(link, "/users/me");
}

/// A member of a team, nested in `Team` under `/v1`.
#[derive(Route, Debug, PartialEq)]
#[route("/users/{name}")]
struct Member {
    name: String,
}

/// A nested variant beside a literal variant under its prefix.
#[derive(Route, Debug, PartialEq)]
enum Team {
    #[route("/v1/users/me")]
    Me,
    #[route("/v1")]
    V1(Member),
}

#[test]
fn a_nested_link_another_variant_reads_is_refused() {
    let me = Team::V1(Member { name: "me".into() });
    let Err(ExpandError::ReadsAsAnother { name, index }) = me.to_uri() else {
        panic!("{me:?} is read as `Me`");
    };
    // `name`, in the variant's template under its prefix: `/v1/users/{name}`.
    assert_eq!((name.as_str(), index), ("name", 11));
    for value in [Team::Me, Team::V1(Member { name: "ada".into() })] {
        let link = value.to_uri().unwrap();
        assert_eq!(Team::from_uri(link.as_str()).unwrap(), value);
    }
}
