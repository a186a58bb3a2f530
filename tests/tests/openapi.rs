//! `examples/openapi.rs`: its OpenAPI document, served at `/openapi.json`
//! and read as JSON, describes every route of its route types exactly, and
//! a request built from each described path and its parameters, as an
//! OpenAPI client fills them in (OpenAPI 3.1's styles, written here from
//! the specification, not with the library's expansion), is read by the
//! route types to the values it was built from.

#[allow(dead_code, reason = "the example's `main` is not called here")]
#[path = "../../uri/examples/openapi.rs"]
mod example;

use example::{Api, Format, Repos, State};
use proptest::prelude::*;
use serde_json::Value;
use std::fmt::Write as _;
use uri::UriTemplate;
use uri::template::Route;

/// The example's answer to a request for `target`, head and body, served
/// on a port of its own.
fn ask_the_example(target: &str) -> String {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        let app = example::app().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await });
        example::serve::ask(address, target).await.unwrap()
    })
}

/// The document as the service serves it.
fn served_document() -> Value {
    let answer = ask_the_example("/openapi.json");
    let (head, body) = answer.split_once("\r\n\r\n").unwrap();
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert!(head.contains("content-type: application/json"), "{head}");
    serde_json::from_str(body).unwrap()
}

/// One described parameter, as the document says it.
#[derive(Debug, PartialEq)]
struct Described {
    name: String,
    place: &'static str,
    style: &'static str,
    explode: bool,
    required: bool,
    schema: Value,
}

fn parameter(
    name: &str,
    place: &'static str,
    style: &'static str,
    explode: bool,
    schema: Value,
) -> Described {
    Described {
        name: name.to_owned(),
        place,
        style,
        explode,
        required: place == "path",
        schema,
    }
}

/// What the route types say, written out: each template's OpenAPI path
/// and its parameters, with the schema of each field's type.
fn expected() -> Vec<(&'static str, Vec<Described>)> {
    let string = serde_json::json!({ "type": "string" });
    let double = serde_json::json!({ "type": "number", "format": "double" });
    let int32 = serde_json::json!({ "type": "integer", "format": "int32", "minimum": 0 });
    let int64 = serde_json::json!({ "type": "integer", "format": "int64", "minimum": 0 });
    let state = serde_json::json!({ "type": "string", "enum": ["open", "closed"] });
    let strings = serde_json::json!({ "type": "array", "items": { "type": "string" } });
    vec![
        ("/openapi.json", vec![]),
        (
            "/users/{login}{format}",
            vec![
                parameter("login", "path", "simple", false, string.clone()),
                parameter("format", "path", "label", false, string.clone()),
            ],
        ),
        (
            "/map{lat}{long}",
            vec![
                parameter("lat", "path", "matrix", false, double.clone()),
                parameter("long", "path", "matrix", false, double),
                parameter("zoom", "query", "form", false, int32.clone()),
            ],
        ),
        (
            "/v1/repos/{owner}/{repo}/issues",
            vec![
                parameter("owner", "path", "simple", false, string.clone()),
                parameter("repo", "path", "simple", false, string.clone()),
                parameter("state", "query", "form", false, state),
                parameter("page", "query", "form", false, int32),
                parameter("labels", "query", "form", true, strings),
            ],
        ),
        (
            "/v1/repos/{owner}/{repo}/issues/{number}",
            vec![
                parameter("owner", "path", "simple", false, string.clone()),
                parameter("repo", "path", "simple", false, string),
                parameter("number", "path", "simple", false, int64),
            ],
        ),
    ]
}

/// The parameters of `path`'s `GET` in `document`, as the JSON says them.
fn described(document: &Value, path: &str) -> Vec<Described> {
    let operation = &document["paths"][path]["get"];
    assert!(operation.is_object(), "no GET {path}");
    let Some(parameters) = operation["parameters"].as_array() else {
        return Vec::new();
    };
    parameters
        .iter()
        .map(|p| {
            let text = |key: &str| -> &'static str {
                let found = p[key].as_str().unwrap().to_owned();
                Box::leak(found.into_boxed_str())
            };
            Described {
                name: p["name"].as_str().unwrap().to_owned(),
                place: text("in"),
                style: text("style"),
                explode: p["explode"].as_bool().unwrap(),
                required: p["required"].as_bool().unwrap(),
                schema: p["schema"].clone(),
            }
        })
        .collect()
}

#[test]
fn the_served_document_describes_every_route_and_parameter() {
    let document = served_document();
    assert_eq!(document["openapi"], "3.1.0");
    let expected = expected();
    let paths: Vec<&String> = document["paths"].as_object().unwrap().keys().collect();
    assert_eq!(paths.len(), expected.len(), "{paths:?}");
    for (path, parameters) in &expected {
        assert_eq!(&described(&document, path), parameters, "{path}");
    }
    // The same as the route type's own description, without the server.
    assert_eq!(document, serde_json::to_value(example::document()).unwrap());
}

/// Each template of `Api`, against its described path: the same variables,
/// in the query exactly where the template has them in `{?…}`, the same
/// `*`s, and the path the template's with each expression its `{name}`s.
#[test]
fn each_template_and_its_described_path_hold_the_same_variables() {
    let document = served_document();
    let templates = Api::templates();
    let expected = expected();
    assert_eq!(templates.len(), expected.len());
    for (text, (path, _)) in templates.iter().zip(&expected) {
        let template = UriTemplate::parse(text).unwrap();
        let parameters = described(&document, path);
        let mut rebuilt = String::new();
        let mut names = Vec::new();
        for part in template.parts() {
            match part {
                uri::template::Part::Literal(literal) => rebuilt.push_str(literal),
                uri::template::Part::Expression(expression) => {
                    let in_query = expression.operator() == uri::template::Operator::Query;
                    for (n, spec) in expression.variables().enumerate() {
                        let explode = spec.modifier() == uri::template::Modifier::Explode;
                        names.push((spec.name().to_owned(), in_query, explode));
                        if !in_query {
                            let comma = n > 0 && expression.operator().separator() == ",";
                            rebuilt.push_str(if comma { ",{" } else { "{" });
                            rebuilt.push_str(spec.name());
                            rebuilt.push('}');
                        }
                    }
                }
            }
        }
        assert_eq!(&rebuilt, path, "{text}");
        let found: Vec<(String, bool, bool)> = parameters
            .iter()
            .map(|p| (p.name.clone(), p.place == "query", p.explode))
            .collect();
        assert_eq!(found, names, "{text}");
    }
}

/// RFC 3986's unreserved characters, which every style leaves as they are
/// (`allowReserved` is never described).
fn encode(value: &str) -> String {
    let mut encoded = String::new();
    for byte in value.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            encoded.push(char::from(byte));
        } else {
            let _ = write!(encoded, "%{byte:02X}");
        }
    }
    encoded
}

/// A path parameter's value as OpenAPI's `style` writes it (one value).
fn path_value(name: &str, style: &str, value: &str) -> String {
    match style {
        "simple" => encode(value),
        "label" => format!(".{}", encode(value)),
        "matrix" if value.is_empty() => format!(";{name}"),
        "matrix" => format!(";{name}={}", encode(value)),
        other => panic!("no path style {other}"),
    }
}

/// A query parameter's pairs as `style: form` writes them: one per member
/// where it explodes, else one of the members joined by `,`; none for an
/// absent value or an empty list.
fn query_pairs(name: &str, explode: bool, values: &[String]) -> Vec<String> {
    if values.is_empty() {
        return Vec::new();
    }
    if explode {
        return values
            .iter()
            .map(|v| format!("{name}={}", encode(v)))
            .collect();
    }
    let joined: Vec<String> = values.iter().map(|v| encode(v)).collect();
    vec![format!("{name}={}", joined.join(","))]
}

/// A request target for the described `path`, its parameters filled with
/// `values` (a name's list of values; one for a scalar, none for an absent
/// query value), as an OpenAPI client builds it: each `{name}` of the path
/// replaced by its value in its style, the query parameters' pairs in the
/// order described (`reversed`: the parameters the other way round, as
/// OpenAPI orders none).
fn request(document: &Value, path: &str, values: &[(&str, Vec<String>)], reversed: bool) -> String {
    let parameters = described(document, path);
    let mut target = path.to_owned();
    let mut pairs = Vec::new();
    for parameter in &parameters {
        let (_, given) = values
            .iter()
            .find(|(name, _)| *name == parameter.name)
            .unwrap_or_else(|| panic!("no value for {}", parameter.name));
        if parameter.place == "path" {
            let [value] = given.as_slice() else {
                panic!("one value for the path parameter {}", parameter.name)
            };
            let written = path_value(&parameter.name, parameter.style, value);
            target = target.replace(&format!("{{{}}}", parameter.name), &written);
        } else {
            pairs.push(query_pairs(&parameter.name, parameter.explode, given));
        }
    }
    // The parameters in either order, a list's members in theirs.
    if reversed {
        pairs.reverse();
    }
    let pairs: Vec<String> = pairs.concat();
    if !pairs.is_empty() {
        target.push('?');
        target.push_str(&pairs.join("&"));
    }
    target
}

/// Text of every kind a value may hold: reserved characters, `%`, `+`,
/// spaces, non-ASCII; no control character, which no path value holds (a
/// 400).
fn text() -> impl Strategy<Value = String> {
    "[a-zA-Z0-9 %+&=?#/;,.:@!$'()*\\[\\]~_\\-é日👍]{0,8}"
}

/// A path value: not empty (OpenAPI's required path parameter is a value),
/// and no dot segment once decoded (`..`, `a/../b`), which the route refuses
/// as it refuses to write one (`to_uri`'s `DotSegment`): a value never
/// changes which resource a path names.
fn path_text() -> impl Strategy<Value = String> {
    text().prop_filter("a segment value", |v| {
        !v.is_empty()
            && !v
                .split('/')
                .any(|segment| segment == "." || segment == "..")
    })
}

/// A label's value: a label ends at the next `.`, which no style encodes.
fn label_text() -> impl Strategy<Value = String> {
    path_text().prop_filter("no `.`", |v| !v.contains('.'))
}

fn one(value: &impl ToString) -> Vec<String> {
    vec![value.to_string()]
}

fn maybe<T: ToString>(value: Option<&T>) -> Vec<String> {
    value.map(ToString::to_string).into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn requests_built_from_the_description_read_back_to_their_values(
        login in path_text(),
        format in label_text(),
        lat in -90.0f64..90.0,
        long in -180.0f64..180.0,
        zoom in proptest::option::of(any::<u8>()),
        owner in path_text(),
        repo in path_text(),
        state in proptest::option::of(prop::sample::select(State::ALL.to_vec())),
        page in proptest::option::of(any::<u32>()),
        labels in prop::collection::vec(text(), 0..3),
        number in any::<u64>(),
        reversed in any::<bool>(),
    ) {
        let document = served_document_once();
        let cases = [
            (
                "/openapi.json",
                vec![],
                Api::Document,
            ),
            (
                "/users/{login}{format}",
                vec![("login", one(&login)), ("format", one(&format))],
                Api::User { login: login.clone(), format: Some(Format(format.clone())) },
            ),
            (
                "/map{lat}{long}",
                vec![("lat", one(&lat)), ("long", one(&long)), ("zoom", maybe(zoom.as_ref()))],
                Api::Map { lat, long, zoom },
            ),
            (
                "/v1/repos/{owner}/{repo}/issues",
                vec![
                    ("owner", one(&owner)),
                    ("repo", one(&repo)),
                    ("state", maybe(state.as_ref())),
                    ("page", maybe(page.as_ref())),
                    ("labels", labels.clone()),
                ],
                Api::V1(Repos::Issues {
                    owner: owner.clone(),
                    repo: repo.clone(),
                    state,
                    page,
                    labels: labels.clone(),
                }),
            ),
            (
                "/v1/repos/{owner}/{repo}/issues/{number}",
                vec![("owner", one(&owner)), ("repo", one(&repo)), ("number", one(&number))],
                Api::V1(Repos::Issue { owner: owner.clone(), repo: repo.clone(), number }),
            ),
        ];
        for (path, values, value) in cases {
            let target = request(document, path, &values, reversed);
            let read = Api::from_uri(&target);
            prop_assert_eq!(read.as_ref().ok(), Some(&value), "{} as {}: {:?}", path, target, read);
        }
    }
}

/// The served document, fetched once for all the property's cases.
fn served_document_once() -> &'static Value {
    static DOCUMENT: std::sync::OnceLock<Value> = std::sync::OnceLock::new();
    DOCUMENT.get_or_init(served_document)
}

#[test]
fn the_example_routes_answer_what_they_read() {
    let answer = ask_the_example("/map;lat=52.5;long=13.4?zoom=9");
    assert!(
        answer.ends_with("Map { lat: 52.5, long: 13.4, zoom: Some(9) }"),
        "{answer}"
    );
}
