//! The `serde` feature: URIs serialize as strings and are validated when
//! deserialized, borrowed or owned.

use serde::{Deserialize, Serialize};
use uri::{ParseErrorKind, Uri, UriBuf, UriRef, UriRefBuf};

#[derive(Debug, Serialize, Deserialize, PartialEq)]
struct Borrowed<'a> {
    #[serde(borrow)]
    base: Uri<'a>,
    #[serde(borrow)]
    link: UriRef<'a>,
}

#[derive(Debug, Serialize, Deserialize, PartialEq)]
struct Owned {
    base: UriBuf,
    link: UriRefBuf,
}

#[test]
fn serializes_as_the_text() {
    let value = Borrowed {
        base: Uri::parse("https://example.com/a?b#c").unwrap(),
        link: UriRef::parse("../d").unwrap(),
    };
    let json = serde_json::to_string(&value).unwrap();
    assert_eq!(
        json,
        r#"{"base":"https://example.com/a?b#c","link":"../d"}"#
    );
    let owned = Owned {
        base: value.base.into_owned(),
        link: value.link.into_owned(),
    };
    assert_eq!(serde_json::to_string(&owned).unwrap(), json);
}

#[test]
fn borrowed_round_trip() {
    let json = r#"{"base":"https://example.com/a?b#c","link":"../d"}"#;
    let value: Borrowed<'_> = serde_json::from_str(json).unwrap();
    assert_eq!(value.base.host_str(), Some("example.com"));
    assert_eq!(value.link.path(), "../d");
    // The value borrows from the JSON text: no copy was made.
    let start = json.as_ptr() as usize;
    let at = value.base.as_str().as_ptr() as usize;
    assert!(at > start && at < start + json.len());
}

#[test]
fn owned_round_trip_including_escaped_json() {
    let json = r##"{"base":"https:\/\/example.com\/a","link":"#x"}"##;
    let value: Owned = serde_json::from_str(json).unwrap();
    assert_eq!(value.base, "https://example.com/a");
    assert_eq!(value.link.fragment(), Some("x"));
}

#[test]
fn invalid_text_is_rejected_with_the_parse_error() {
    let error = serde_json::from_str::<Owned>(r#"{"base":"/relative","link":""}"#).unwrap_err();
    assert!(
        error.to_string().starts_with("missing scheme at index 0"),
        "{error}"
    );
    let error = serde_json::from_str::<Owned>(r#"{"base":"a:b","link":"a b"}"#).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("invalid character ` ` (U+0020) in path at index 1"),
        "{error}"
    );
    let parse_error = UriRef::parse("a b").unwrap_err();
    assert_eq!(parse_error.kind(), ParseErrorKind::PathChar);
}

#[test]
fn borrowed_types_need_borrowable_input() {
    // An escaped string has to be unescaped into a new buffer, which a borrowed
    // `Uri` cannot point into: the error says so instead of copying silently.
    let error = serde_json::from_str::<Borrowed<'_>>(r#"{"base":"a:\/b","link":""}"#).unwrap_err();
    let message = error.to_string();
    assert!(
        message.contains("a borrowed `Uri` needs a string without escapes"),
        "{message}"
    );
    assert!(message.contains("deserialize into `UriBuf`"), "{message}");
}

#[test]
fn errors_never_repeat_a_password() {
    // PHP's `json_encode` writes `\/`: the text is valid, but must be copied.
    let json = r#"{"base":"https://admin:hunter2@db.example\/x","link":""}"#;
    let message = serde_json::from_str::<Borrowed<'_>>(json)
        .unwrap_err()
        .to_string();
    assert!(!message.contains("hunter2"), "{message}");
    assert!(message.contains("string without escapes"), "{message}");

    // Invalid text: the parse error names one character, never the input.
    let json = r#"{"base":"https://admin:hunter2@db.example/a b","link":""}"#;
    for message in [
        serde_json::from_str::<Borrowed<'_>>(json)
            .unwrap_err()
            .to_string(),
        serde_json::from_str::<Owned>(json).unwrap_err().to_string(),
    ] {
        assert!(!message.contains("hunter2"), "{message}");
        assert!(message.contains("in path at index 34"), "{message}");
    }

    // Bytes where a string belongs are not listed back.
    let bytes = serde::de::value::BytesDeserializer::<serde::de::value::Error>::new(
        b"https://admin:hunter2@db.example/",
    );
    for message in [
        UriBuf::deserialize(bytes).unwrap_err().to_string(),
        Uri::deserialize(bytes).unwrap_err().to_string(),
    ] {
        assert!(!message.contains("hunter2"), "{message}");
        assert!(!message.contains("104"), "{message}");
        assert!(message.contains("a byte string"), "{message}");
    }
}
