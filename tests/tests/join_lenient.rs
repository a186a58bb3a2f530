//! `join_lenient`: a link followed as a browser follows it. Each expectation is
//! worked out from the WHATWG URL Standard's basic URL parser (the state that
//! decides it is named beside the case), then written as RFC 3986 text: the
//! characters RFC 3986 forbids that browsers keep are percent-encoded.
//!
//! Repairs are abbreviated: T trimmed whitespace, W removed tab or newline,
//! B backslash as slash, A encoded ASCII, N encoded non-ASCII, P encoded `%`,
//! H encoded `#`, I IDNA host, X extra slashes, M missing slashes, S same
//! scheme read as relative, V numeric host read as IPv4, D drive letter `|`,
//! U host in Unicode, C colon in a first segment, F `file:` given the empty
//! host, O `file:` host `localhost` dropped, G drive letter where the host
//! stands, K drive letter kept, E empty password, Q dot segment of an opaque
//! path kept, Z the base's last `..` applied, J a dot segment written `%2e`
//! applied before a `..`; a `b` before one marks a repair of the base.

use proptest::prelude::*;
use uri::lenient::RepairKind;
use uri::{Component, Iri, IriBuf, ParseErrorKind, Uri, UriBuf};
use uri_tests::repairs::shown;

const PAGE: &str = "http://example.org/foo/bar";

/// `(base, href, Ok((result, repairs)) or Err((index, kind)))`.
type Case = (
    &'static str,
    &'static str,
    Result<(&'static str, &'static str), (usize, ParseErrorKind)>,
);

const CASES: &[Case] = &[
    // Backslashes: in a special scheme's relative state, `\` is `/`, so `\\x`
    // is the relative slash state, then "special authority ignore slashes":
    // the host is `x`, not the base's (RFC 3986 would stay on the base host).
    (PAGE, "\\\\x\\hello", Ok(("http://x/hello", "B0 B1 B3"))),
    (PAGE, "\\x", Ok(("http://example.org/x", "B0"))),
    (PAGE, "/\\x/y", Ok(("http://x/y", "B1"))),
    (PAGE, "\\/evil.example", Ok(("http://evil.example/", "B0"))),
    (
        "https://bank.example/login",
        "/\\\\evil.example/steal",
        Ok(("https://evil.example/steal", "B1 X2")),
    ),
    // Not under another scheme: `\` is data there (and RFC 3986 forbids it).
    ("sc://h/a/b", "\\\\x", Ok(("sc://h/a/%5C%5Cx", "A0 A1"))),
    // Extra slashes: "special authority ignore slashes" skips them all.
    (PAGE, "///x/y", Ok(("http://x/y", "X2"))),
    (PAGE, "https:////x", Ok(("https://x/", "X8..10"))),
    (PAGE, "http:///x", Ok(("http://x/", "X7"))),
    ("sc://h/", "///x", Ok(("sc:///x", ""))),
    // Missing slashes: another special scheme without `//` still has a host.
    (
        PAGE,
        "https:example.com/a",
        Ok(("https://example.com/a", "M0..6")),
    ),
    (
        PAGE,
        "ftp:/example.com/",
        Ok(("ftp://example.com/", "M0..5")),
    ),
    (PAGE, "ws:\\x", Ok(("ws://x/", "M0..4 B3"))),
    // The base's own scheme without `//`: "special relative or authority",
    // then the relative state (RFC 3986 reads `http:foo.com` as a URI).
    (
        PAGE,
        "http:foo.com",
        Ok(("http://example.org/foo/foo.com", "S0..5")),
    ),
    (
        PAGE,
        "http:/foo.com",
        Ok(("http://example.org/foo.com", "S0..5")),
    ),
    (
        PAGE,
        "HTTP:?q",
        Ok(("http://example.org/foo/bar?q", "S0..5")),
    ),
    (PAGE, "http:", Ok(("http://example.org/foo/bar", "S0..5"))),
    (PAGE, "http:\\\\x", Ok(("http://x/", "B5 B6"))),
    // Numeric IPv4 hosts: the host parser's IPv4 number forms, which
    // `Host::reach` reads too.
    (PAGE, "http://0x7f.1/", Ok(("http://127.0.0.1/", "V7..13"))),
    (PAGE, "//2130706433/a", Ok(("http://127.0.0.1/a", "V2..12"))),
    (
        PAGE,
        "http://0177.0.0.1",
        Ok(("http://127.0.0.1/", "V7..17")),
    ),
    (PAGE, "http://1.2.3.4./", Ok(("http://1.2.3.4/", "V7..15"))),
    (
        PAGE,
        "http://%31%32%37.1/",
        Ok(("http://127.0.0.1/", "V7..18")),
    ),
    (
        PAGE,
        "http://1.2.3.256/",
        Err((7, ParseErrorKind::UnreachableHost)),
    ),
    (PAGE, "http://256.com/", Ok(("http://256.com/", ""))),
    // `:` in a first segment: no scheme starts with `:`, so it is a path.
    // RFC 3986 refuses such a first segment (issue 42).
    (
        PAGE,
        ":foo.com/",
        Ok(("http://example.org/foo/:foo.com/", "C0..8")),
    ),
    (PAGE, "::23", Ok(("http://example.org/foo/::23", "C0..4"))),
    (
        PAGE,
        "10.0.0.7:8080/a",
        Ok(("http://example.org/foo/10.0.0.7:8080/a", "C0..13")),
    ),
    // `|` where a `file:` host would be: a drive letter, not a host.
    (
        "file:///tmp/mock/path",
        "//C|/foo/bar",
        Ok(("file:///C:/foo/bar", "G2..4 D3")),
    ),
    (PAGE, "http://a|b/", Err((8, ParseErrorKind::RegNameChar))),
    // `file:` drive letters and `localhost`.
    (
        "file:///tmp/mock/path",
        "C|/foo/bar",
        Ok(("file:///C:/foo/bar", "D1")),
    ),
    (
        "file:///tmp/mock/path",
        "file:c:\\foo\\bar.html",
        Ok(("file:///c:/foo/bar.html", "S0..5 B7 B11")),
    ),
    (
        "file://host/dir/file",
        "C|a",
        Ok(("file://host/dir/C%7Ca", "A1")),
    ),
    ("file:///C:/a/b", "/", Ok(("file:///C:/", "K0"))),
    ("file:///C:/", "..", Ok(("file:///C:/", "K0..2"))),
    (
        "file:///tmp/x",
        "file://localhost/etc",
        Ok(("file:///etc", "O7..16")),
    ),
    (
        "file:///tmp/x",
        "file://LOCALHOST/etc",
        Ok(("file:///etc", "O7..16")),
    ),
    (
        "file://lion/",
        "/..//localhost//pig",
        Ok(("file://lion//localhost//pig", "")),
    ),
    (
        "file:///tmp/x",
        "file://u@h/",
        Err((8, ParseErrorKind::RegNameChar)),
    ),
    // Hosts of other schemes are opaque: percent-encoded, never mapped.
    (PAGE, "sc://\u{f1}/x", Ok(("sc://%C3%B1/x", "N5..7"))),
    (PAGE, "sc://A\"B/", Ok(("sc://A%22B/", "A6"))),
    (PAGE, "sc://a b/", Err((6, ParseErrorKind::RegNameChar))),
    (PAGE, "sc://:12/", Err((5, ParseErrorKind::UnreachableHost))),
    (PAGE, "sc://", Ok(("sc://", ""))),
    // Special hosts are what `reach` answers.
    (PAGE, "http://ExAmPlE.CoM", Ok(("http://example.com/", ""))),
    (
        PAGE,
        "http://b\u{fc}cher.example/",
        Ok(("http://xn--bcher-kva.example/", "I7..22")),
    ),
    (
        PAGE,
        "http://a..b/",
        Err((7, ParseErrorKind::UnreachableHost)),
    ),
    // Browsers keep `{`, `}`, `"` in a domain; RFC 3986 needs them encoded.
    (
        PAGE,
        "http://{a}.\"x\"/",
        Ok(("http://%7Ba%7D.%22x%22/", "A7 A9 A11 A13")),
    ),
    (
        PAGE,
        "http://evil.example%2F.good/",
        Err((7, ParseErrorKind::UnreachableHost)),
    ),
    (PAGE, "https://", Err((8, ParseErrorKind::UnreachableHost))),
    (
        PAGE,
        "http://u@/",
        Err((9, ParseErrorKind::UnreachableHost)),
    ),
    (
        PAGE,
        "http://[::1/",
        Err((11, ParseErrorKind::UnclosedIpLiteral)),
    ),
    (
        PAGE,
        "http://[fe80::1%25eth0]/",
        Err((15, ParseErrorKind::Ipv6ZoneId)),
    ),
    (PAGE, "http://[0:0::1]:80/", Ok(("http://[::1]/", ""))),
    // Ports: digits only, at most 65535, the default left out.
    (PAGE, "http://h:0080/", Ok(("http://h/", ""))),
    (PAGE, "sc://h:0080/", Ok(("sc://h:80/", ""))),
    (PAGE, "http://h:8o/", Err((10, ParseErrorKind::PortChar))),
    (
        PAGE,
        "http://h:65536/",
        Err((9, ParseErrorKind::PortOverflow)),
    ),
    // Dot segments, `%2e` spelled or not, as the path state applies them.
    (PAGE, "../a/%2e%2E/b/.", Ok(("http://example.org/b/", ""))),
    (PAGE, "/a/./b/.%2E", Ok(("http://example.org/a/", ""))),
    ("non-spec:/p", "/..//path", Ok(("non-spec:/.//path", ""))),
    // Percent-encoding: what browsers encode, and what RFC 3986 forbids.
    (
        PAGE,
        " a b?c d'e#f#g ",
        Ok((
            "http://example.org/foo/a%20b?c%20d%27e#f%23g",
            "T0 A2 A6 A8 H12 T14",
        )),
    ),
    ("sc://h/", "?it's", Ok(("sc://h/?it's", ""))),
    (
        PAGE,
        "/a|b^c[d]",
        Ok(("http://example.org/a%7Cb%5Ec%5Bd%5D", "A2 A4 A6 A8")),
    ),
    (PAGE, "/100%", Ok(("http://example.org/100%25", "P4"))),
    (
        PAGE,
        "#\u{3b2}",
        Ok(("http://example.org/foo/bar#%CE%B2", "N1..3")),
    ),
    (PAGE, "/a\tb\nc", Ok(("http://example.org/abc", "W2 W4"))),
    (
        PAGE,
        "http://u;1:p:w@h/",
        Ok(("http://u%3B1:p%3Aw@h/", "A8 A12")),
    ),
    (PAGE, "http://:@h/", Ok(("http://h/", "E7"))),
    (
        PAGE,
        "https://@@@example",
        Ok(("https://%40%40@example/", "A8 A9")),
    ),
    // Other schemes, with a base or not.
    (PAGE, "a:\t foo.com", Ok(("a:%20foo.com", "W2 A3"))),
    (PAGE, "javascript:alert(1)", Ok(("javascript:alert(1)", ""))),
    (
        PAGE,
        "mailto:x@y.z?subject=a b",
        Ok(("mailto:x@y.z?subject=a%20b", "A22")),
    ),
    // A base whose path is opaque: fragments as browsers, the rest by RFC
    // 3986 (browsers refuse).
    ("mailto:x@y.z", "#top", Ok(("mailto:x@y.z#top", ""))),
    ("mailto:x@y.z", "?s", Ok(("mailto:x@y.z?s", ""))),
    ("mailto:x@y.z", "a/../b c", Ok(("mailto:/b%20c", "A6"))),
];

#[test]
fn each_browser_reading_as_worked_out_from_the_standard() {
    let mut wrong = Vec::new();
    for &(base, href, expected) in CASES {
        let got = Uri::parse(base).unwrap().join_lenient(href);
        let got = match &got {
            Ok(joined) => Ok((joined.value().as_str(), shown(joined.repairs()))),
            Err(error) => Err((error.index(), error.kind())),
        };
        let expected = expected.map(|(text, repairs)| (text, repairs.to_owned()));
        if got != expected {
            wrong.push(format!(
                "{href:?} against {base:?}: {got:?}, expected {expected:?}"
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn repairs_say_which_characters() {
    let base = Uri::parse(PAGE).unwrap();
    let messages = |href: &str| -> Vec<String> {
        let joined = base.join_lenient(href).unwrap();
        joined.repairs().iter().map(ToString::to_string).collect()
    };
    assert_eq!(
        messages("\\\\x\\hello"),
        [
            "read `\\` as `/` at bytes 0..1",
            "read `\\` as `/` at bytes 1..2",
            "read `\\` as `/` at bytes 3..4",
        ]
    );
    assert_eq!(
        messages("http:///h/\u{200b}"),
        [
            "ignored the extra `/` before the host at bytes 7..8",
            "percent-encoded `\\u{200b}` as `%E2%80%8B` at bytes 10..13",
        ]
    );
    assert_eq!(
        messages("https:h"),
        ["read `https:` as `https://` at bytes 0..6"]
    );
    assert_eq!(
        messages("http:x"),
        ["read `http:`, which repeats the base's scheme, as a relative reference at bytes 0..5"]
    );
    assert_eq!(
        messages("//0x7f.1"),
        ["read the host `0x7f.1` as an IPv4 address at bytes 2..8"]
    );
    // A repair inside a password names no character of it.
    assert_eq!(
        messages("//user:p\u{e9}ss@h/"),
        ["percent-encoded a non-ASCII character as UTF-8 in the password at bytes 8..10"]
    );
    let file = Uri::parse("file:///x").unwrap();
    let joined = file.join_lenient("C|\\a").unwrap();
    let messages: Vec<String> = joined.repairs().iter().map(ToString::to_string).collect();
    assert_eq!(
        messages,
        [
            "read `|` after a drive letter as `:` at bytes 1..2",
            "read `\\` as `/` at bytes 2..3",
        ]
    );
    let repair = &joined.repairs()[0];
    assert_eq!(
        (repair.kind(), repair.range(), repair.chars()),
        (RepairKind::DriveLetterBar, 1..2, "|")
    );
}

#[test]
fn errors_point_into_the_href() {
    let base = Uri::parse(PAGE).unwrap();
    let error = base.join_lenient("  http://a..b/").unwrap_err();
    assert_eq!((error.index(), error.len()), (9, 4));
    assert_eq!(error.component(), Component::Host);
    assert!(
        error.to_string().starts_with("unreachable host at index 9"),
        "{error}"
    );
    let error = base.join_lenient("http://\tx y/").unwrap_err();
    assert_eq!((error.index(), error.found()), (9, Some(' ')));
}

#[test]
fn strict_relative_references_resolve_as_rfc_3986_says() {
    let base = Uri::parse("http://a/b/c/d;p?q").unwrap();
    for (reference, expected) in [
        ("g", "http://a/b/c/g"),
        ("./g", "http://a/b/c/g"),
        ("g/", "http://a/b/c/g/"),
        ("/g", "http://a/g"),
        ("//g", "http://g/"),
        ("?y", "http://a/b/c/d;p?y"),
        ("g?y", "http://a/b/c/g?y"),
        ("#s", "http://a/b/c/d;p?q#s"),
        ("g#s", "http://a/b/c/g#s"),
        (";x", "http://a/b/c/;x"),
        ("", "http://a/b/c/d;p?q"),
        (".", "http://a/b/c/"),
        ("..", "http://a/b/"),
        ("../g", "http://a/b/g"),
        ("../..", "http://a/"),
        ("../../../g", "http://a/g"),
        ("/./g", "http://a/g"),
        ("g.", "http://a/b/c/g."),
        ("..g", "http://a/b/c/..g"),
        ("g;x=1/../y", "http://a/b/c/y"),
        ("g?y/./x", "http://a/b/c/g?y/./x"),
    ] {
        let joined = base.join_lenient(reference).unwrap();
        assert_eq!(joined.value(), expected, "{reference}");
        assert!(joined.is_unchanged(), "{reference}");
        // The same place as strict resolution, once both are normalized.
        let strict = base.join(reference).unwrap();
        assert!(strict.normalized_eq(joined.value()), "{reference}");
    }
}

#[test]
fn iris_keep_their_characters() {
    let page = Iri::parse("https://b\u{fc}cher.example/katalog/").unwrap();
    let joined = page
        .join_lenient("gr\u{f6}\u{df}e?q=\u{e9}\u{e000} x#\u{e000}")
        .unwrap();
    assert_eq!(
        joined.value(),
        "https://b\u{fc}cher.example/katalog/gr\u{f6}\u{df}e?q=\u{e9}\u{e000}%20x#%EE%80%80"
    );
    let kinds: Vec<RepairKind> = joined
        .repairs()
        .iter()
        .map(uri::lenient::Repair::kind)
        .collect();
    assert_eq!(
        kinds,
        [RepairKind::EncodedAscii, RepairKind::EncodedNonAscii]
    );
    // A special host is the Unicode form of what a client reaches.
    let joined = page.join_lenient("//XN--BCHER-KVA.example/").unwrap();
    assert_eq!(joined.value(), "https://b\u{fc}cher.example/");
    let joined = IriBuf::parse("sc://h/")
        .unwrap()
        .join_lenient("//\u{f1}/")
        .unwrap();
    assert_eq!(joined.value(), "sc://\u{f1}/");
    assert!(joined.is_unchanged());
}

#[test]
fn bases_are_read_as_browsers_read_them() {
    // Where the reading changes what the href resolves to beyond RFC 3986's
    // equivalence, the report says so with repairs of the base (`b`).
    for (base, href, expected, repairs) in [
        // A special base without an authority: `http:example.com` is
        // `http://example.com/` to a browser.
        ("http:example.com", "a", "http://example.com/a", "bM0..5"),
        ("http:example.com", "//h/", "http://h/", ""),
        (
            "HTTP://EXAMPLE.com:80/a/./b/../c",
            "",
            "http://example.com/a/c",
            "",
        ),
        ("http://example.com", "", "http://example.com/", ""),
        ("https://h/?it's", "", "https://h/?it%27s", "bA13"),
        ("https://h/?it's", "?q", "https://h/?q", ""),
        ("http://0x7f.1/a", "b", "http://127.0.0.1/b", "bV7..13"),
        ("file://localhost/a/b", "c", "file:///a/c", "bO7..16"),
        ("sc://h:0080/a", "b", "sc://h:80/b", ""),
        ("http://u;x:@h/", "", "http://u%3Bx@h/", "bA8 bE10"),
        ("https://h/#frag", "", "https://h/", ""),
        ("http://h/a/..", "x", "http://h/x", "bZ11..13"),
        ("http://h/a/..", "?q", "http://h/?q", ""),
        ("file:///C:/..", "", "file:///C:/", "bK11..13"),
        ("file:/tmp/x", "y", "file:///tmp/y", "bF0..5"),
    ] {
        let joined = UriBuf::parse(base).unwrap().join_lenient(href).unwrap();
        assert_eq!(
            (joined.value().as_str(), shown(joined.repairs()).as_str()),
            (expected, repairs),
            "{href:?} against {base:?}"
        );
    }
}

/// Issue 42: whatever the result is not what RFC 3986 resolution of the same
/// text gives, a repair says what changed and where.
#[test]
fn every_change_is_reported() {
    for (base, href, expected, repairs) in [
        // Text RFC 3986 refuses, read as a path.
        (PAGE, ":", "http://example.org/foo/:", "C0"),
        (PAGE, "::1", "http://example.org/foo/::1", "C0..3"),
        // WHATWG's `file:` rewrites.
        (PAGE, "file:b", "file:///b", "F0..5"),
        (PAGE, "file:/b", "file:///b", "F0..5"),
        (PAGE, "file:", "file:///", "F0..5"),
        (PAGE, "file://localhost/x", "file:///x", "O7..16"),
        (PAGE, "file://C:", "file:///C:", "G7..9"),
        (PAGE, "file://C:/x", "file:///C:/x", "G7..9"),
        ("file:///C:/a", "/x", "file:///C:/x", "K0"),
        ("file:///C:", "x", "file:///C:/x", "K0"),
        ("file:///a/b", "file:x", "file:///a/x", "S0..5"),
        // An opaque path keeps its dot segments; the `:` of an empty
        // password goes.
        (PAGE, "sc:a/./b/..", "sc:a/./b/..", "Q5 Q9..11"),
        (PAGE, "http://u:@h/", "http://u@h/", "E8"),
        // A segment written `%2e` is a dot segment to browsers before a `..`
        // that RFC 3986 resolution lets remove it as a segment.
        ("http://h/a/b", "%2e/..", "http://h/", "J0..3"),
        ("http://h/a/%2E/../c", "x", "http://h/x", "bJ11..14"),
        ("http://h/a/b", "%2e%2E/x", "http://h/x", ""),
        // A special scheme's empty path is `/`, and an empty userinfo
        // loses its `@`: RFC 3986 calls them the same URI, no repair.
        (PAGE, "ftp://h", "ftp://h/", ""),
        (PAGE, "http://@h/", "http://h/", ""),
    ] {
        let base = Uri::parse(base).unwrap();
        let joined = base.join_lenient(href).unwrap();
        assert_eq!(
            (joined.value().as_str(), shown(joined.repairs()).as_str()),
            (expected, repairs),
            "{href:?} against {base}"
        );
        // Without a repair, RFC 3986 resolution gives the same URI, but for
        // the two changes documented as none.
        if repairs.is_empty() {
            let strict = base.join(href).unwrap();
            let documented = ["http://@h/", "ftp://h"].contains(&strict.as_str());
            assert!(
                documented || strict.normalized_eq(joined.value()),
                "{href:?}: {strict}"
            );
        } else if let Ok(strict) = base.join(href) {
            assert!(!strict.normalized_eq(joined.value()), "{href:?}: {strict}");
        }
    }
    let messages = |page: &str, href: &str| -> Vec<String> {
        let page = Uri::parse(page).unwrap();
        let joined = page.join_lenient(href).unwrap();
        joined.repairs().iter().map(ToString::to_string).collect()
    };
    assert_eq!(
        messages(PAGE, "::1"),
        [
            "read `::1`, a first segment that holds `:`, as a path (RFC 3986 needs `./` before it) at bytes 0..3"
        ]
    );
    assert_eq!(
        messages(PAGE, "file:b"),
        ["gave `file:`, which has no `//`, the empty host (`file:///`) at bytes 0..5"]
    );
    assert_eq!(
        messages(PAGE, "file://localhost/x"),
        ["dropped the host `localhost` of a `file:` URI at bytes 7..16"]
    );
    assert_eq!(
        messages(PAGE, "file://C:"),
        [
            "read the drive letter `C:` where the host stands as the path's first segment at bytes 7..9"
        ]
    );
    assert_eq!(
        messages("https://h/?it's", "#top"),
        ["percent-encoded `'` as `%27` at bytes 13..14 of the base"]
    );
}

/// Issue 42: a host's repair names the form it was written in, and an IRI
/// keeps no bidi formatting character raw.
#[test]
fn hosts_say_their_form_and_iris_hold_no_bidi_formatting() {
    // The host's form: A-labels in a URI, Unicode in an IRI.
    let joined = Uri::parse(PAGE)
        .unwrap()
        .join_lenient("http://B\u{dc}CHER.example/")
        .unwrap();
    assert_eq!(joined.value(), "http://xn--bcher-kva.example/");
    assert_eq!(
        joined.repairs()[0].to_string(),
        "converted the host `B\u{dc}CHER.example` to A-labels (IDNA) at bytes 7..22"
    );
    let page = Iri::parse("https://h/").unwrap();
    for href in [
        "http://B\u{dc}CHER.example/",
        "http://xn--bcher-kva.example/",
    ] {
        let joined = page.join_lenient(href).unwrap();
        assert_eq!(joined.value(), "http://b\u{fc}cher.example/");
        let repair = &joined.repairs()[0];
        assert_eq!(repair.kind(), RepairKind::UnicodeHost);
        assert!(
            repair.to_string().contains("wrote it in Unicode")
                && !repair.to_string().contains("A-labels"),
            "{repair}"
        );
    }

    // No bidi formatting character stays raw in an IRI: RFC 3987 §4.1.
    let joined = page.join_lenient("/files/\u{202e}gnp.exe").unwrap();
    assert_eq!(joined.value(), "https://h/files/%E2%80%AEgnp.exe");
    assert_eq!(shown(joined.repairs()), "N7..10");
    assert!(joined.value().as_iri().check_bidi().is_ok());
    let repaired = IriBuf::parse_lenient("https://h/files/\u{202e}gnp.exe").unwrap();
    assert_eq!(repaired.value(), "https://h/files/%E2%80%AEgnp.exe");
    assert_eq!(shown(repaired.repairs()), "N16..19");
    for c in [
        '\u{200e}', '\u{200f}', '\u{202a}', '\u{202d}', '\u{2066}', '\u{2069}',
    ] {
        let joined = IriBuf::parse("sc://h/")
            .unwrap()
            .join_lenient(&format!("//a{c}/b{c}?{c}#{c}"))
            .unwrap();
        assert!(!joined.value().as_str().contains(c), "{}", joined.value());
        assert_eq!(joined.repairs().len(), 4);
    }
}

/// Text made of the pieces of messy hrefs.
fn messy() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop::sample::select(vec![
            "http:",
            "HTTPS:",
            "file:",
            "sc:",
            "//",
            "/",
            "\\",
            "h",
            "ex.com",
            "@",
            ":",
            "80",
            "[::1]",
            "?",
            "#",
            "a",
            "%",
            "%4",
            "%2e",
            "%41",
            " ",
            "\t",
            "\n",
            "|",
            "^",
            "[",
            "]",
            "\u{e9}",
            "\u{1f600}",
            "C|",
            "c:",
            ".",
            "..",
            "0x7f.1",
            "'",
            "localhost",
            "{",
            "\"",
        ]),
        0..10,
    )
    .prop_map(|pieces| pieces.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// The result parses strictly, to the offsets the join counted; joining
    /// it again changes nothing; every repair lies inside the href on
    /// character boundaries, in order; an error points inside the href.
    #[test]
    fn joins_end_in_strict_values(
        base in prop::sample::select(vec![
            PAGE, "https://u:p@h:8443/a/b?q", "file:///C:/dir/f", "file://srv/share/x",
            "sc://h/p/q", "sc:/p/q", "mailto:x@y", "http://[::1]/",
        ]),
        href in messy(),
    ) {
        let base = Uri::parse(base).unwrap();
        match base.join_lenient(&href) {
            Ok(joined) => {
                let value = joined.value();
                let reparsed = Uri::parse(value.as_str()).unwrap();
                prop_assert_eq!(reparsed.as_str(), value.as_str());
                prop_assert_eq!(value.path(), reparsed.path());
                prop_assert_eq!(value.query(), reparsed.query());
                let again = base.join_lenient(value.as_str()).unwrap();
                prop_assert_eq!(again.value(), value, "joining the result again");
                let mut last = 0;
                for repair in joined.repairs().iter().filter(|repair| !repair.in_base()) {
                    let range = repair.range();
                    prop_assert!(range.start >= last && range.end <= href.len());
                    prop_assert!(href.is_char_boundary(range.start) && href.is_char_boundary(range.end));
                    prop_assert_eq!(repair.chars(), &href[range.clone()]);
                    last = range.start;
                }
            }
            Err(error) => {
                prop_assert!(error.index() + error.len() <= href.len());
                prop_assert!(href.is_char_boundary(error.index()));
            }
        }
    }
}
