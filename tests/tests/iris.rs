//! IRIs across the crates: the grammar of RFC 3987 §2.2 component by component
//! at every range edge, the mappings of §3.1 and §3.2, editing, serde, and the
//! conversions with the URI types.

use uri::{Iri, IriBuf, IriRef, IriRefBuf, ParseErrorKind, Uri, UriRef};

/// Each range of `ucschar` and `iprivate` as the ABNF writes it, and whether it
/// is `iprivate`.
const RANGES: &[(u32, u32, bool)] = &[
    (0xA0, 0xD7FF, false),
    (0xE000, 0xF8FF, true),
    (0xF900, 0xFDCF, false),
    (0xFDF0, 0xFFEF, false),
    (0x1_0000, 0x1_FFFD, false),
    (0x2_0000, 0x2_FFFD, false),
    (0x3_0000, 0x3_FFFD, false),
    (0x4_0000, 0x4_FFFD, false),
    (0x5_0000, 0x5_FFFD, false),
    (0x6_0000, 0x6_FFFD, false),
    (0x7_0000, 0x7_FFFD, false),
    (0x8_0000, 0x8_FFFD, false),
    (0x9_0000, 0x9_FFFD, false),
    (0xA_0000, 0xA_FFFD, false),
    (0xB_0000, 0xB_FFFD, false),
    (0xC_0000, 0xC_FFFD, false),
    (0xD_0000, 0xD_FFFD, false),
    (0xE_1000, 0xE_FFFD, false),
    (0xF_0000, 0xF_FFFD, true),
    (0x10_0000, 0x10_FFFD, true),
];

/// Where a character goes, the template around it, and the component an error
/// there names.
const PLACES: &[(&str, &str, ParseErrorKind, bool)] = &[
    // (template with `X` for the character, name, error kind, takes iprivate)
    ("s://Xu@h/", "userinfo", ParseErrorKind::UserinfoChar, false),
    ("s://hX/", "host", ParseErrorKind::RegNameChar, false),
    ("s://h/pX", "path", ParseErrorKind::PathChar, false),
    ("Xp", "first segment", ParseErrorKind::PathChar, false),
    ("s:?qX", "query", ParseErrorKind::QueryChar, true),
    ("s:#fX", "fragment", ParseErrorKind::FragmentChar, false),
];

fn in_ranges(c: u32, private_allowed: bool) -> bool {
    RANGES
        .iter()
        .any(|&(first, last, private)| (first..=last).contains(&c) && (!private || private_allowed))
}

#[test]
fn every_range_edge_in_every_component() {
    let mut edges = Vec::new();
    for &(first, last, _) in RANGES {
        edges.extend([first - 1, first, last, last + 1]);
    }
    edges.extend([
        0x80,
        0x9F,
        0xD800 - 1,
        0xFDD0,
        0xFDEF,
        0xFFFE,
        0xFFFF,
        0xE_0000,
        0xE_0FFF,
    ]);
    for &(template, name, kind, private) in PLACES {
        for &code in &edges {
            let Some(c) = char::from_u32(code) else {
                continue;
            };
            let text = template.replace('X', &c.to_string());
            let at = template.find('X').unwrap();
            let expected = in_ranges(code, private);
            match IriRef::parse(&text) {
                Ok(iri) => {
                    assert!(expected, "U+{code:04X} accepted in the {name}");
                    assert_eq!(iri.as_str(), text);
                    assert_eq!(
                        iri.to_uri_ref().as_uri_ref().to_iri_ref(),
                        text.as_str(),
                        "round trip"
                    );
                }
                Err(error) => {
                    assert!(!expected, "U+{code:04X} refused in the {name}: {error}");
                    assert_eq!(
                        (error.index(), error.kind()),
                        (at, kind),
                        "U+{code:04X} in the {name}"
                    );
                    assert_eq!(error.found(), Some(c));
                }
            }
            // URIs never take it.
            assert!(UriRef::parse(&text).is_err() || code < 0x80);
        }
    }
}

#[test]
fn ascii_only_components() {
    for (text, kind, index) in [
        ("\u{e9}:x", ParseErrorKind::FirstSegmentColon, 2),
        ("s://h:8\u{e9}/", ParseErrorKind::PortChar, 7),
        ("s://[::\u{e9}]/", ParseErrorKind::Ipv6Char, 7),
        ("s://[v1.\u{e9}]/", ParseErrorKind::IpvFutureChar, 8),
    ] {
        let error = IriRef::parse(text).unwrap_err();
        assert_eq!((error.kind(), error.index()), (kind, index), "{text}");
    }
    // As a reference, text whose scheme fails is a relative path.
    let error = IriRef::parse("s\u{e9}:x").unwrap_err();
    assert_eq!(
        (error.kind(), error.index()),
        (ParseErrorKind::FirstSegmentColon, 3)
    );
    let error = Iri::parse("s\u{e9}:x").unwrap_err();
    assert_eq!(
        (error.kind(), error.index()),
        (ParseErrorKind::SchemeChar, 1)
    );
    let error = Iri::parse("\u{e9}:x").unwrap_err();
    assert_eq!(
        (error.kind(), error.index()),
        (ParseErrorKind::SchemeStart, 0)
    );
}

#[test]
fn mixed_literal_and_encoded_text() {
    let iri =
        Iri::parse("http://b\u{fc}cher.example/%C3%BCber/\u{fc}ber?q=%E2%82%AC\u{20ac}#%41\u{e4}")
            .unwrap();
    assert_eq!(iri.host_str(), Some("b\u{fc}cher.example"));
    assert_eq!(iri.path(), "/%C3%BCber/\u{fc}ber");
    assert_eq!(
        iri.to_uri(),
        "http://b%C3%BCcher.example/%C3%BCber/%C3%BCber?q=%E2%82%AC%E2%82%AC#%41%C3%A4"
    );
    assert_eq!(
        iri.to_uri().to_iri(),
        "http://b\u{fc}cher.example/\u{fc}ber/\u{fc}ber?q=\u{20ac}\u{20ac}#%41\u{e4}"
    );
    assert!(
        iri.normalized_eq(
            &Iri::parse(
                "HTTP://b%C3%BCcher.example/\u{fc}ber/%c3%bcber?q=\u{20ac}%E2%82%AC#A%C3%A4"
            )
            .unwrap()
        )
    );
    // A bad escape is an error wherever it is.
    let error = IriRef::parse("\u{fc}%C").unwrap_err();
    assert_eq!(
        (error.kind(), error.index()),
        (ParseErrorKind::PercentEncoding, 4)
    );
}

#[test]
fn conversions_with_the_uri_types() {
    let uri = Uri::parse("http://example.com/a?b#c").unwrap();
    let iri: Iri<'_> = uri.into();
    assert_eq!(iri, uri);
    assert_eq!(iri.as_uri(), Some(uri));
    assert_eq!(Uri::try_from(iri).unwrap(), uri);
    let non_ascii = Iri::parse("http://example.com/\u{e9}").unwrap();
    assert_eq!(non_ascii.as_uri(), None);
    let error = Uri::try_from(non_ascii).unwrap_err();
    assert_eq!(error.index(), 19);
    let reference: IriRef<'_> = non_ascii.into();
    assert_eq!(reference.as_iri().unwrap(), non_ascii);
    assert!(IriRef::parse("\u{e9}").unwrap().as_iri().is_none());
    let owned: IriBuf = non_ascii.into_owned();
    let owned_ref: IriRefBuf = owned.clone().into();
    assert_eq!(IriBuf::try_from(owned_ref).unwrap(), owned);
    assert_eq!(
        "http://example.com/\u{e9}".parse::<IriBuf>().unwrap(),
        non_ascii
    );
    assert!(IriBuf::try_from(String::from("/\u{e9}")).is_err());
}

#[test]
fn editing_keeps_characters_an_iri_allows() {
    let mut iri = IriBuf::parse("https://example.com/").unwrap();
    iri.set_path("/b\u{fc}cher/gr\u{f6}\u{df}e 1").unwrap();
    assert_eq!(iri.path(), "/b\u{fc}cher/gr\u{f6}\u{df}e%201");
    iri.push_path_segment("\u{65e5}/\u{672c}").unwrap();
    assert_eq!(
        iri.path(),
        "/b\u{fc}cher/gr\u{f6}\u{df}e%201/\u{65e5}%2F\u{672c}"
    );
    iri.append_query_pair("q", "\u{20ac} & \u{e000}");
    assert_eq!(iri.query(), Some("q=\u{20ac}%20%26%20\u{e000}"));
    iri.set_fragment(Some("\u{e000}\u{202e}"));
    // Private use only in the query; bidi controls stay encoded everywhere.
    assert_eq!(iri.fragment(), Some("%EE%80%80%E2%80%AE"));
    iri.set_host(Some("b\u{fc}cher.example")).unwrap();
    assert_eq!(iri.host_str(), Some("b\u{fc}cher.example"));
    iri.set_userinfo(Some(("\u{e4}", Some("\u{f6}")))).unwrap();
    assert_eq!(iri.userinfo(), Some("\u{e4}:\u{f6}"));
    // Already-encoded text: IRI characters are accepted as they are.
    iri.set_path_encoded("/\u{fc}%20").unwrap();
    assert!(iri.set_path_encoded("/\u{fffe}").is_err());
    iri.set_query_encoded(Some("\u{e000}")).unwrap();
    assert!(iri.set_fragment_encoded(Some("\u{e000}")).is_err());
    assert!(Iri::parse(iri.as_str()).is_ok());
    // A URI keeps encoding them.
    let mut uri = uri::UriBuf::parse("https://example.com/").unwrap();
    uri.set_path("/\u{fc}").unwrap();
    assert_eq!(uri.path(), "/%C3%BC");
}

#[test]
fn serde_round_trips() {
    let text = "\"https://b\u{fc}cher.example/\u{65e5}?\u{e000}\"";
    let owned: IriBuf = serde_json::from_str(text).unwrap();
    assert_eq!(serde_json::to_string(&owned).unwrap(), text);
    let borrowed: Iri<'_> = serde_json::from_str(text).unwrap();
    assert_eq!(borrowed, owned);
    let reference: IriRefBuf = serde_json::from_str("\"../\u{65e5}\"").unwrap();
    assert_eq!(reference.path(), "../\u{65e5}");
    assert!(serde_json::from_str::<IriBuf>("\"/\u{65e5}\"").is_err());
    assert!(serde_json::from_str::<IriRefBuf>("\"#\u{e000}\"").is_err());
}

#[test]
fn idna_hosts_in_the_mapping() {
    let iri = Iri::parse("http://\u{4f8b}\u{3048}.jp/\u{65e5}").unwrap();
    assert_eq!(
        iri.to_uri_idna().unwrap(),
        "http://xn--r8jz45g.jp/%E6%97%A5"
    );
    // An ASCII host stays as written, case and all.
    assert_eq!(
        Iri::parse("http://EXAMPLE.com/\u{e9}")
            .unwrap()
            .to_uri_idna()
            .unwrap(),
        "http://EXAMPLE.com/%C3%A9"
    );
}
