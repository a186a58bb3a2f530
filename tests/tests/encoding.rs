//! Percent-encoding per component, decoding, query pairs and the builder.
//!
//! The literal sets come from RFC 3986 Appendix A and the project's original spec notes
//! (tables 1 and 2); where the notes and the RFC differ, the RFC wins.

use proptest::prelude::*;
use uri::encoding::{
    DecodeErrorKind, Place, decode, decode_form, decode_utf8, encode, encode_preserving,
};
use uri::query::{QueryOptions, QueryPairs, QuerySerializer};
use uri::{Uri, UriBuf, UriBuilder, UriRef};

const ALNUM: &str = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// The printable ASCII characters each place keeps literally, besides letters and
/// digits, and why the others are encoded.
const LITERALS: &[(Place, &str)] = &[
    // pchar without "/", which would split the segment.
    (Place::PathSegment, "-._~!$&'()*+,;=:@"),
    // pchar and "/"; "?" and "#" would end the path.
    (Place::Path, "-._~!$&'()*+,;=:@/"),
    // query = *( pchar / "/" / "?" ); "#" would end it (table 1: / ? : @ allowed).
    (Place::Query, "-._~!$&'()*+,;=:@/?"),
    // As a query, minus "&" and "=" (pair syntax) and "+" (a space in form data).
    (Place::QueryKey, "-._~!$'()*,;:@/?"),
    (Place::QueryValue, "-._~!$'()*,;:@/?"),
    // fragment = *( pchar / "/" / "?" ); a second "#" is not allowed (table 1, note 3).
    (Place::Fragment, "-._~!$&'()*+,;=:@/?"),
    // userinfo = *( unreserved / pct-encoded / sub-delims / ":" ); "@" would end it.
    (Place::Userinfo, "-._~!$&'()*+,;=:"),
    // The user of "user:password" (§3.2.1): a userinfo whose first ":" would start
    // the password.
    (Place::User, "-._~!$&'()*+,;="),
    // reg-name = *( unreserved / pct-encoded / sub-delims ); ":" would start a port.
    (Place::RegName, "-._~!$&'()*+,;="),
];

#[test]
fn every_place_has_its_literals_listed() {
    for place in Place::ALL {
        assert!(
            LITERALS.iter().any(|&(listed, _)| listed == place),
            "{place:?} is missing from LITERALS"
        );
    }
}

fn printable_ascii() -> impl Iterator<Item = char> {
    (0x20u8..=0x7E).map(char::from)
}

#[test]
fn every_printable_ascii_character_in_every_place() {
    for &(place, extra) in LITERALS {
        for c in printable_ascii() {
            let literal = ALNUM.contains(c) || extra.contains(c);
            let data = c.to_string();
            let out = encode(&data, place);
            if literal && !(place == Place::PathSegment && c == '.') {
                assert_eq!(out, data, "{place:?} should keep {c:?}");
            } else if !literal {
                assert_eq!(
                    out,
                    format!("%{:02X}", c as u8),
                    "{place:?} should encode {c:?}"
                );
            }
        }
    }
}

/// Puts `data` into `place` of a URI, parses it, and reads the component back.
fn round_trip(place: Place, data: &str) -> String {
    let enc = encode(data, place);
    let text = match place {
        Place::PathSegment => format!("http://h/{enc}/z"),
        Place::Path => format!("http://h/{enc}"),
        Place::Query => format!("http://h/?{enc}#f"),
        Place::QueryKey => format!(
            "http://h/?{}#f",
            QuerySerializer::new().pair(data, "v").finish()
        ),
        Place::QueryValue => format!(
            "http://h/?{}#f",
            QuerySerializer::new().pair("k", data).finish()
        ),
        Place::Fragment => format!("http://h/?q#{enc}"),
        Place::Userinfo => format!("http://{enc}@h/"),
        Place::User => format!("http://{enc}:pw@h/"),
        Place::RegName => format!("http://{enc}:1/"),
        _ => unreachable!("every place is listed"),
    };
    let uri = Uri::parse(&text).unwrap_or_else(|e| panic!("{place:?} {data:?}: {text}: {e}"));
    let component = match place {
        Place::PathSegment => uri.path().segments().next().unwrap().to_owned(),
        Place::Path => uri.path().as_str()[1..].to_owned(),
        Place::Query => uri.query().unwrap().to_owned(),
        Place::QueryKey => {
            let pair = uri.query_pairs().next().unwrap();
            assert_eq!(uri.query_pairs().count(), 1, "{text}");
            return pair.key().decode().unwrap().into_owned();
        }
        Place::QueryValue => {
            let pair = uri.query_pairs().next().unwrap();
            assert_eq!(uri.query_pairs().count(), 1, "{text}");
            return pair.value().unwrap().decode().unwrap().into_owned();
        }
        Place::Fragment => uri.fragment().unwrap().to_owned(),
        Place::Userinfo => uri.userinfo().unwrap().to_owned(),
        Place::User => {
            let userinfo = uri.userinfo().unwrap();
            assert!(userinfo.ends_with(":pw"), "{text}");
            userinfo.split_once(':').unwrap().0.to_owned()
        }
        Place::RegName => uri.host_str().unwrap().to_owned(),
        _ => unreachable!("every place is listed"),
    };
    decode_utf8(&component).unwrap().into_owned()
}

#[test]
fn every_printable_ascii_character_round_trips_into_its_component() {
    for &(place, _) in LITERALS {
        for c in printable_ascii() {
            for data in [c.to_string(), format!("a{c}b"), format!("{c}{c}")] {
                assert_eq!(round_trip(place, &data), data, "{place:?}");
            }
        }
        for data in [
            "",
            "caf\u{e9}",
            "100%",
            "%25",
            "a b",
            "\u{1F600}",
            ".",
            "..",
        ] {
            if place == Place::RegName && data.is_empty() {
                continue;
            }
            assert_eq!(round_trip(place, data), data, "{place:?}");
        }
    }
}

/// The character classes of the notes' query regexes, checked against the
/// encoder's output (an escape `%XX` is always allowed).
#[test]
fn outputs_match_the_notes_query_regexes() {
    // full query: [-\w.~!$'()*+:@/?;,&=]
    let query = "-_.~!$'()*+:@/?;,&=";
    // form-urlencoded key: [-\w.~!$'()*+:@/,;?]
    let key = "-_.~!$'()*+:@/,;?";
    // form-urlencoded value: [-\w.~!$'()*+:@/;,?=]
    let value = "-_.~!$'()*+:@/;,?=";
    let all: String = printable_ascii().chain(['\u{e9}', '\u{1F600}']).collect();
    for (place, allowed) in [
        (Place::Query, query),
        (Place::QueryKey, key),
        (Place::QueryValue, value),
    ] {
        let out = encode(&all, place);
        let mut rest = out.as_ref();
        while let Some(c) = rest.chars().next() {
            if c == '%' {
                assert!(
                    rest[1..3]
                        .bytes()
                        .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_lowercase())
                );
                rest = &rest[3..];
            } else {
                assert!(
                    ALNUM.contains(c) || allowed.contains(c),
                    "{place:?} wrote {c:?}"
                );
                rest = &rest[c.len_utf8()..];
            }
        }
    }
}

#[test]
fn double_encoding_only_when_asked() {
    assert_eq!(encode("100%", Place::Query), "100%25");
    assert_eq!(encode_preserving("100%", Place::Query), "100%25");
    let once = encode("50% off/a?b", Place::QueryValue);
    assert_eq!(once, "50%25%20off/a?b");
    assert_eq!(encode_preserving(&once, Place::QueryValue), once);
    assert_eq!(encode(&once, Place::QueryValue), "50%2525%2520off/a?b");
    assert_eq!(encode_preserving("%zz %4", Place::Path), "%25zz%20%254");
}

#[test]
fn decoding_errors_are_positioned() {
    for (text, index) in [("%G1", 0), ("a%1", 1), ("ab%", 2), ("%41%", 3)] {
        let error = decode(text).unwrap_err();
        assert_eq!(
            (error.index(), error.kind()),
            (index, DecodeErrorKind::MalformedEscape),
            "{text}"
        );
    }
    let error = decode_utf8("ok%E2%82%28").unwrap_err();
    assert_eq!(
        (error.index(), error.kind()),
        (2, DecodeErrorKind::InvalidUtf8)
    );
    assert_eq!(decode_form("a+b%2B").unwrap(), "a b+");
    assert_eq!(decode_utf8("a+b").unwrap(), "a+b");
}

#[test]
fn components_are_decoded_once_after_parsing() {
    let uri = Uri::parse("http://h/a%2Fb/c?x=1%262&y=%3D#%23").unwrap();
    let segments: Vec<_> = uri
        .path()
        .segments()
        .map(|s| decode_utf8(s).unwrap())
        .collect();
    assert_eq!(segments, ["a/b", "c"]);
    let pairs: Vec<_> = uri
        .query_pairs()
        .map(|p| {
            (
                p.key().decode().unwrap(),
                p.value().unwrap().decode().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        pairs,
        [("x".into(), "1&2".into()), ("y".into(), "=".into())]
    );
    assert_eq!(decode_utf8(uri.fragment().unwrap()).unwrap(), "#");
}

#[test]
fn query_pair_options() {
    let form = QueryOptions::new().form(true).semicolon(true);
    let pairs: Vec<_> = QueryPairs::with_options("a=1+1;b=%2B&&c", form)
        .map(|p| (p.key().to_string(), p.value().map(|v| v.to_string())))
        .collect();
    assert_eq!(
        pairs,
        [
            ("a".into(), Some("1 1".into())),
            ("b".into(), Some("+".into())),
            ("c".into(), None)
        ]
    );
    assert_eq!(
        QueryPairs::new("a=%FF")
            .next()
            .unwrap()
            .value()
            .unwrap()
            .to_string(),
        "\u{fffd}"
    );
}

#[test]
fn query_pairs_answer_several_gets_and_stay_where_they_were() {
    let uri = Uri::parse("https://h/search?q=rust&page=2&q=uri").unwrap();
    let pairs = uri.query_pairs();
    // A second `get` on the same pairs (E0382 when `get` took `self`).
    assert_eq!(pairs.get("q").unwrap().as_encoded(), "rust");
    assert_eq!(pairs.get("page").unwrap().as_encoded(), "2");
    assert!(pairs.get("lang").is_none());
    let mut pairs = pairs;
    assert_eq!(pairs.next().unwrap().key().as_encoded(), "q");
    // From where the iterator is: the rest of the query.
    assert_eq!(pairs.get("q").unwrap().as_encoded(), "uri");
    assert_eq!(pairs.count(), 2);
}

#[test]
fn builder_parts_and_errors() {
    let uri = UriBuilder::new()
        .scheme("https")
        .userinfo("us:er", Some("p:w@"))
        .host("Example.com")
        .port(443)
        .path("/a b/")
        .path_segment("c/d")
        .query_pair("k&", "v=")
        .fragment("f#")
        .build()
        .unwrap();
    assert_eq!(
        uri,
        "https://us%3Aer:p:w%40@Example.com:443/a%20b/c%2Fd?k%26=v%3D#f%23"
    );
    // A path that cannot stand where it would go is refused, not patched.
    assert_eq!(
        UriBuilder::new().scheme("s").path("//x").build(),
        Err(uri::error::BuildError::PathLikeAuthority)
    );
    assert_eq!(
        UriBuilder::new().scheme("s").host("h").path("x").build(),
        Err(uri::error::BuildError::PathWithoutRoot)
    );
    assert_eq!(
        UriBuilder::new()
            .scheme("mailto")
            .path("a@b")
            .build()
            .unwrap(),
        "mailto:a@b"
    );
    assert_eq!(
        UriBuilder::new()
            .scheme("s")
            .host("1.2.3.4")
            .build()
            .unwrap()
            .host()
            .unwrap()
            .kind(),
        uri::HostKind::Ipv4
    );
    let error = UriBuilder::new().scheme("ht tp").build().unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid scheme: invalid character ` ` (U+0020) in scheme at index 2: expected a letter, digit, '+', '-', '.' or the ':' that ends the scheme"
    );
    let error = UriBuilder::new()
        .scheme("s")
        .host("[::g]")
        .build()
        .unwrap_err();
    assert!(
        matches!(error, uri::error::BuildError::InvalidHost(e) if e.index() == 3),
        "{error}"
    );
}

#[test]
fn builder_parts_cannot_smuggle_in_other_components() {
    use uri::error::BuildError;
    let error = UriBuilder::new()
        .scheme("http://evil.example/x#")
        .host("good.example")
        .build();
    assert!(
        matches!(error, Err(BuildError::InvalidScheme(e)) if e.index() == 4),
        "{error:?}"
    );
    let error = UriBuilder::new().scheme("mailto:x").host("h").build();
    assert!(
        matches!(error, Err(BuildError::InvalidScheme(e)) if e.index() == 6),
        "{error:?}"
    );
    assert!(matches!(
        UriBuilder::new().scheme("").build(),
        Err(BuildError::InvalidScheme(_))
    ));
    let error = UriBuilder::new()
        .scheme("http")
        .host("[::1]/evil?x#f")
        .path("/real")
        .build();
    assert_eq!(error, Err(BuildError::TextAfterIpLiteral(5)));
    let error = UriBuilder::new().scheme("http").host("[::1]:8080").build();
    assert_eq!(error, Err(BuildError::TextAfterIpLiteral(5)));
    assert!(error.unwrap_err().to_string().contains("port()"));
    // Host text with another component's delimiter is refused, never encoded
    // into a different name.
    for (host, index, found) in [
        ("h:1/x", 1, ':'),
        ("example.com:8443", 11, ':'),
        ("fe80::1%eth0", 4, ':'),
        ("user@h", 4, '@'),
        ("h/path", 1, '/'),
        ("h?q", 1, '?'),
        ("h#f", 1, '#'),
    ] {
        let error = UriBuilder::new().scheme("http").host(host).build();
        assert_eq!(
            error,
            Err(BuildError::HostDelimiter { index, found }),
            "{host}"
        );
    }
    // Other characters are data of a registered name.
    let uri = UriBuilder::new()
        .scheme("http")
        .host("a b%")
        .build()
        .unwrap();
    assert_eq!(uri.host_str(), Some("a%20b%25"));
}

/// One rule for segments, in the builder and in `push_path_segment`: a path that
/// ends in `/` (or is empty, without an authority) has an empty last segment,
/// which the next segment fills; any other path gets a `/` first.
#[test]
fn segments_fill_a_trailing_slash() {
    let build = |host: bool, path: &str, segments: &[&str]| {
        let mut builder = UriBuilder::new().scheme("s").path(path);
        if host {
            builder = builder.host("h");
        }
        for segment in segments {
            builder = builder.path_segment(segment);
        }
        builder.build().unwrap().into_string()
    };
    let push = |start: &str, segments: &[&str]| {
        let mut uri = UriBuf::parse(start).unwrap();
        for segment in segments {
            uri.push_path_segment(segment).unwrap();
        }
        uri.into_string()
    };
    for (host, path, segments, expected) in [
        (true, "", &["a", "", "b"][..], "s://h/a/b"),
        (true, "", &["", ""], "s://h/"),
        (true, "", &[""], "s://h/"),
        (true, "", &["a", ""], "s://h/a/"),
        (true, "/v1/", &["users"], "s://h/v1/users"),
        (true, "/v1", &["users"], "s://h/v1/users"),
        (false, "", &["", "x"], "s:x"),
        (false, "", &["a", "", "b"], "s:a/b"),
        (false, "/", &["x"], "s:/x"),
        (false, "/a/", &["b", ""], "s:/a/b/"),
    ] {
        assert_eq!(
            build(host, path, segments),
            expected,
            "{path} + {segments:?}"
        );
        let start = format!("s:{}{path}", if host { "//h" } else { "" });
        assert_eq!(push(&start, segments), expected, "{start} + {segments:?}");
    }
    // An empty segment between two others is written through the encoded path.
    let uri = UriBuilder::new()
        .scheme("s")
        .host("h")
        .path_encoded("/a//b")
        .build()
        .unwrap();
    assert_eq!(uri, "s://h/a//b");
}

#[test]
fn setters_keep_the_uri_valid() {
    let mut uri = UriBuf::parse("http://h").unwrap();
    uri.push_path_segment("a/b").unwrap();
    uri.push_path_segment("").unwrap();
    uri.set_query(Some("q=#x"));
    uri.set_fragment(Some("#y"));
    assert_eq!(uri, "http://h/a%2Fb/?q=%23x#%23y");
    uri.set_query_pairs([("a", "1"), ("b", "2&3")]);
    assert_eq!(uri.query(), Some("a=1&b=2%263"));
    uri.set_fragment(None);
    uri.set_query(None);
    assert_eq!(uri, "http://h/a%2Fb/");
    let mut file = UriBuf::parse("file:/").unwrap();
    file.push_path_segment("etc").unwrap();
    assert_eq!(file, "file:/etc");
    let mut opaque = UriBuf::parse("s:").unwrap();
    opaque.push_path_segment("").unwrap();
    opaque.push_path_segment("x").unwrap();
    assert_eq!(Uri::parse(opaque.as_str()).unwrap().path(), opaque.path());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn decode_inverts_encode(data in any::<String>(), place in prop::sample::select(LITERALS.iter().map(|p| p.0).collect::<Vec<_>>())) {
        let out = encode(&data, place);
        prop_assert_eq!(decode_utf8(&out).unwrap(), data.as_str());
        prop_assert_eq!(encode_preserving(&out, place), out.clone());
        // Every place's output is valid as a query and a fragment, the widest ones.
        let text = format!("?{out}#{out}");
        prop_assert!(UriRef::parse(&text).is_ok(), "{}", text);
    }

    #[test]
    fn bytes_round_trip(data in prop::collection::vec(any::<u8>(), 0..64)) {
        let out = uri::encoding::encode_bytes(&data, Place::Path);
        let decoded = decode(&out).unwrap();
        prop_assert_eq!(decoded.as_ref(), data.as_slice());
    }
}
