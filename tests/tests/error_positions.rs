//! Where parsing fails, in which component, and with which `ErrorKind`; the
//! rendered caret diagrams; and the shape of the `Display` message.

use uri::{Component, ErrorKind, ParseError, Uri, UriRef};

/// The grammar an input is parsed under.
#[derive(Clone, Copy, Debug)]
enum G {
    /// `Uri::parse`
    Uri,
    /// `UriRef::parse`
    Ref,
    /// `UriRef::parse_relative`
    Rel,
    /// `Uri::parse_absolute`
    Abs,
}

fn parse(grammar: G, input: &str) -> Result<(), ParseError> {
    match grammar {
        G::Uri => Uri::parse(input).map(drop),
        G::Ref => UriRef::parse(input).map(drop),
        G::Rel => UriRef::parse_relative(input).map(drop),
        G::Abs => Uri::parse_absolute(input).map(drop),
    }
}

/// Asserts that `input` fails under `grammar` at byte `index` with `kind` in
/// `component`, and that the rest of the error is coherent with the input.
#[track_caller]
fn fail(
    grammar: G,
    input: &str,
    index: usize,
    kind: ErrorKind,
    component: Component,
) -> ParseError {
    let Err(error) = parse(grammar, input) else {
        panic!("{grammar:?} accepted {input:?}; expected {kind:?} at {index}");
    };
    assert_eq!(
        (error.index(), error.kind(), error.component()),
        (index, kind, component),
        "{grammar:?} {input:?}: got {error}"
    );
    check_span(input, &error);
    check_display(&error);
    error
}

/// The span is inside the input, on character boundaries, and names the
/// character found there (nothing at the end of the input).
#[track_caller]
fn check_span(input: &str, error: &ParseError) {
    let (index, len) = (error.index(), error.len());
    assert!(
        index + len <= input.len(),
        "{input:?}: span {index}+{len} out of the input"
    );
    assert!(
        input.is_char_boundary(index) && input.is_char_boundary(index + len),
        "{input:?}"
    );
    match error.found() {
        Some(c) => {
            assert!(
                input[index..].starts_with(c),
                "{input:?}: found {c:?} is not at {index}"
            );
            assert_eq!(len, c.len_utf8(), "{input:?}");
        }
        None if error.kind() == ErrorKind::MissingScheme => assert_eq!((index, len), (0, 0)),
        None => assert_eq!(
            (index, len),
            (input.len(), 0),
            "{input:?}: no character found"
        ),
    }
}

/// `Display` is one line that starts in lowercase and does not end with a period.
#[track_caller]
fn check_display(error: &ParseError) {
    let text = error.to_string();
    assert!(!text.contains('\n'), "{text:?}");
    assert!(
        text.starts_with(|c: char| c.is_ascii_lowercase()),
        "{text:?}"
    );
    assert!(!text.ends_with('.'), "{text:?}");
    assert!(text.contains(error.kind().expected()), "{text:?}");
}

use Component as C;
use ErrorKind as K;

type Row = (G, &'static str, usize, ErrorKind, Component);

const SCHEME: &[Row] = &[
    (G::Uri, "", 0, K::MissingScheme, C::Scheme),
    (G::Uri, "//example.com", 0, K::MissingScheme, C::Scheme),
    (G::Uri, "/index.html", 0, K::MissingScheme, C::Scheme),
    (G::Uri, "?q", 0, K::MissingScheme, C::Scheme),
    (G::Uri, "#f", 0, K::MissingScheme, C::Scheme),
    (G::Uri, "abc", 0, K::MissingScheme, C::Scheme),
    (G::Uri, "./a:b", 0, K::MissingScheme, C::Scheme),
    (G::Abs, "/p", 0, K::MissingScheme, C::Scheme),
    (G::Uri, "1a:b", 0, K::SchemeStart, C::Scheme),
    (G::Uri, ":a", 0, K::SchemeStart, C::Scheme),
    (G::Uri, "%61:b", 0, K::SchemeStart, C::Scheme),
    (G::Uri, "\u{e9}:b", 0, K::SchemeStart, C::Scheme),
    (G::Uri, "a_b:c", 1, K::SchemeChar, C::Scheme),
    (G::Uri, "ab~c:d", 2, K::SchemeChar, C::Scheme),
    (G::Uri, "ht tp://x", 2, K::SchemeChar, C::Scheme),
    (G::Uri, "abc!:d", 3, K::SchemeChar, C::Scheme),
    (G::Uri, "https\u{e9}:x", 5, K::SchemeChar, C::Scheme),
    (G::Abs, "a_b:c", 1, K::SchemeChar, C::Scheme),
];

const FIRST_SEGMENT: &[Row] = &[
    (G::Ref, "1a:b", 2, K::FirstSegmentColon, C::Path),
    (G::Ref, ":", 0, K::FirstSegmentColon, C::Path),
    (G::Ref, "a_b:c", 3, K::FirstSegmentColon, C::Path),
    (G::Ref, "a%3A:b", 4, K::FirstSegmentColon, C::Path),
    (G::Rel, "a:b", 1, K::FirstSegmentColon, C::Path),
    (G::Rel, "http://h", 4, K::FirstSegmentColon, C::Path),
    (G::Rel, "this:that", 4, K::FirstSegmentColon, C::Path),
];

const USERINFO: &[Row] = &[
    (G::Uri, "s://u[@h", 5, K::UserinfoChar, C::Userinfo),
    (G::Uri, "s://u p@h", 5, K::UserinfoChar, C::Userinfo),
    (G::Uri, "s://user:pa ss@h", 11, K::UserinfoChar, C::Userinfo),
    // An '@' later in the authority makes "h: 80" a userinfo, not a host and port.
    (G::Uri, "s://h: 80@i", 6, K::UserinfoChar, C::Userinfo),
    (G::Ref, "//\u{e9}@h", 2, K::UserinfoChar, C::Userinfo),
    (G::Uri, "s://%zz@h", 5, K::PercentEncoding, C::Userinfo),
    (G::Uri, "s://u%4@h", 7, K::PercentEncoding, C::Userinfo),
];

const HOST: &[Row] = &[
    (G::Uri, "s://h h", 5, K::RegNameChar, C::Host),
    (G::Uri, "s://exa mple.com", 7, K::RegNameChar, C::Host),
    (G::Uri, "s://\u{e9}.com", 4, K::RegNameChar, C::Host),
    (G::Uri, "s://h[", 5, K::RegNameChar, C::Host),
    (G::Uri, "s://u@h h", 7, K::RegNameChar, C::Host),
    (G::Uri, "s://a@b@c", 7, K::RegNameChar, C::Host),
    (G::Ref, "//h\\x", 3, K::RegNameChar, C::Host),
    (G::Uri, "s://h%zz", 6, K::PercentEncoding, C::Host),
    (G::Uri, "s://h%", 6, K::PercentEncoding, C::Host),
    (G::Uri, "s://u@h%4", 9, K::PercentEncoding, C::Host),
];

const IP_LITERAL: &[Row] = &[
    (G::Uri, "s://[::g]", 7, K::Ipv6Char, C::Host),
    (G::Uri, "s://[ ::1]", 5, K::Ipv6Char, C::Host),
    (G::Uri, "s://[::1/64]", 8, K::Ipv6Char, C::Host),
    (G::Uri, "s://[12345::]", 9, K::Ipv6GroupTooLong, C::Host),
    (G::Uri, "s://[::1:23456]", 13, K::Ipv6GroupTooLong, C::Host),
    (
        G::Uri,
        "s://[1:2:3:4:5:6:7:8:9]",
        21,
        K::Ipv6TooManyGroups,
        C::Host,
    ),
    (
        G::Uri,
        "s://[1::3:4:5:6:7:8:9]",
        20,
        K::Ipv6TooManyGroups,
        C::Host,
    ),
    (
        G::Uri,
        "s://[1:2:3:4:5:6:7:8::]",
        20,
        K::Ipv6TooManyGroups,
        C::Host,
    ),
    (
        G::Uri,
        "s://[1:2:3:4:5:6::1.2.3.4]",
        18,
        K::Ipv6TooManyGroups,
        C::Host,
    ),
    (
        G::Uri,
        "s://[1:2:3:4:5:6:7]",
        18,
        K::Ipv6TooFewGroups,
        C::Host,
    ),
    (
        G::Uri,
        "s://[1:2:3:4:5:1.2.3.4]",
        22,
        K::Ipv6TooFewGroups,
        C::Host,
    ),
    (G::Uri, "s://[]", 5, K::Ipv6TooFewGroups, C::Host),
    (
        G::Uri,
        "s://[1::2::3]",
        9,
        K::Ipv6DoubleCompression,
        C::Host,
    ),
    (G::Uri, "s://[::1::]", 8, K::Ipv6DoubleCompression, C::Host),
    (G::Uri, "s://[:1::]", 5, K::Ipv6LoneColon, C::Host),
    (G::Uri, "s://[1::2:]", 9, K::Ipv6LoneColon, C::Host),
    (G::Uri, "s://[1:::2]", 8, K::Ipv6LoneColon, C::Host),
    (
        G::Uri,
        "s://[::1.2.3.256]",
        13,
        K::Ipv6EmbeddedIpv4,
        C::Host,
    ),
    (G::Uri, "s://[::01.2.3.4]", 7, K::Ipv6EmbeddedIpv4, C::Host),
    (G::Uri, "s://[::1.2.3]", 12, K::Ipv6EmbeddedIpv4, C::Host),
    (
        G::Uri,
        "s://[::1.2.3.4:5]",
        14,
        K::Ipv6EmbeddedIpv4,
        C::Host,
    ),
    (G::Uri, "s://[fe80::1%25eth0]", 12, K::Ipv6ZoneId, C::Host),
    (G::Uri, "s://[fe80::%25eth0]", 11, K::Ipv6ZoneId, C::Host),
    (G::Uri, "s://[::1.2.3.4%25x]", 14, K::Ipv6ZoneId, C::Host),
    (G::Uri, "s://[::1", 8, K::UnclosedIpLiteral, C::Host),
    (G::Uri, "s://[", 5, K::UnclosedIpLiteral, C::Host),
    (G::Uri, "s://[::1.2.3.4", 14, K::UnclosedIpLiteral, C::Host),
    (G::Uri, "s://[v1.a", 9, K::UnclosedIpLiteral, C::Host),
    (G::Uri, "s://[::1]x", 9, K::AfterIpLiteral, C::Host),
    (G::Uri, "s://[::1]]", 9, K::AfterIpLiteral, C::Host),
    (G::Uri, "s://u@[v1.a]@h", 12, K::AfterIpLiteral, C::Host),
    (G::Uri, "s://[v.a]", 6, K::IpvFutureVersion, C::Host),
    (G::Uri, "s://[v]", 6, K::IpvFutureVersion, C::Host),
    (G::Uri, "s://[v1x]", 7, K::IpvFutureDot, C::Host),
    (G::Uri, "s://[vAB]", 8, K::IpvFutureDot, C::Host),
    (G::Uri, "s://[v1.]", 8, K::IpvFutureChar, C::Host),
    (G::Uri, "s://[v1.a/b]", 9, K::IpvFutureChar, C::Host),
    (G::Uri, "s://[v1.a%41]", 9, K::IpvFutureChar, C::Host),
];

const PORT: &[Row] = &[
    (G::Uri, "s://h:8o", 7, K::PortChar, C::Port),
    (G::Uri, "s://h:a", 6, K::PortChar, C::Port),
    (G::Uri, "s://h:1:2", 7, K::PortChar, C::Port),
    (G::Uri, "s://h:8 0", 7, K::PortChar, C::Port),
    (G::Uri, "s://h:8%30", 7, K::PortChar, C::Port),
    (G::Uri, "s://h:80%zz", 8, K::PortChar, C::Port),
    (G::Uri, "s://u@h:80 ", 10, K::PortChar, C::Port),
    (G::Uri, "s://[::1]:x", 10, K::PortChar, C::Port),
    (G::Ref, "//h:\u{663}", 4, K::PortChar, C::Port),
];

const PATH: &[Row] = &[
    (G::Uri, "s: ", 2, K::PathChar, C::Path),
    (G::Uri, "s:/a b", 4, K::PathChar, C::Path),
    (G::Uri, "s:a{b", 3, K::PathChar, C::Path),
    (G::Uri, "a:b c", 3, K::PathChar, C::Path),
    (G::Uri, "s://h/a/b c", 9, K::PathChar, C::Path),
    (G::Uri, "s:/\u{e9}", 3, K::PathChar, C::Path),
    (G::Uri, "s://h/caf\u{e9} x", 9, K::PathChar, C::Path),
    (G::Ref, "/a\\b", 2, K::PathChar, C::Path),
    (G::Ref, "a b:c", 1, K::PathChar, C::Path),
    (G::Rel, "a/b c", 3, K::PathChar, C::Path),
    (G::Uri, "s:/a%zz", 5, K::PercentEncoding, C::Path),
    (G::Uri, "s:/a%", 5, K::PercentEncoding, C::Path),
    (G::Uri, "s:/a%4", 6, K::PercentEncoding, C::Path),
    (G::Ref, "100%", 4, K::PercentEncoding, C::Path),
    (G::Ref, "a%zz", 2, K::PercentEncoding, C::Path),
];

const QUERY: &[Row] = &[
    (G::Uri, "s:?a b", 4, K::QueryChar, C::Query),
    (G::Ref, "?[", 1, K::QueryChar, C::Query),
    (G::Ref, "?a\"", 2, K::QueryChar, C::Query),
    (G::Uri, "s:?\u{e9}", 3, K::QueryChar, C::Query),
    (G::Abs, "s://h?a|b", 7, K::QueryChar, C::Query),
    (G::Uri, "s://h/p?q=%zz", 11, K::PercentEncoding, C::Query),
    (G::Ref, "?%", 2, K::PercentEncoding, C::Query),
];

const FRAGMENT: &[Row] = &[
    (G::Uri, "s:#a#", 4, K::FragmentChar, C::Fragment),
    (G::Ref, "##", 1, K::FragmentChar, C::Fragment),
    (G::Ref, "#a b", 2, K::FragmentChar, C::Fragment),
    (G::Uri, "s:?q#f g", 6, K::FragmentChar, C::Fragment),
    (G::Uri, "s://h/p?q#f#", 11, K::FragmentChar, C::Fragment),
    (G::Ref, "#%", 2, K::PercentEncoding, C::Fragment),
    (G::Ref, "#%4x", 3, K::PercentEncoding, C::Fragment),
    (G::Abs, "s:a#f", 3, K::FragmentNotAllowed, C::Fragment),
    (
        G::Abs,
        "http://a/b#c",
        10,
        K::FragmentNotAllowed,
        C::Fragment,
    ),
    (G::Abs, "s:#", 2, K::FragmentNotAllowed, C::Fragment),
    (G::Abs, "s:?q#", 4, K::FragmentNotAllowed, C::Fragment),
];

const ALL: &[&[Row]] = &[
    SCHEME,
    FIRST_SEGMENT,
    USERINFO,
    HOST,
    IP_LITERAL,
    PORT,
    PATH,
    QUERY,
    FRAGMENT,
];

#[track_caller]
fn run(rows: &[Row]) {
    for &(grammar, input, index, kind, component) in rows {
        fail(grammar, input, index, kind, component);
    }
}

#[test]
fn scheme_errors() {
    run(SCHEME);
}

#[test]
fn first_segment_colon_errors() {
    run(FIRST_SEGMENT);
}

#[test]
fn userinfo_errors() {
    run(USERINFO);
}

#[test]
fn host_errors() {
    run(HOST);
}

#[test]
fn ip_literal_errors() {
    run(IP_LITERAL);
}

#[test]
fn port_errors() {
    run(PORT);
}

#[test]
fn path_errors() {
    run(PATH);
}

#[test]
fn query_errors() {
    run(QUERY);
}

#[test]
fn fragment_errors() {
    run(FRAGMENT);
}

/// Every `ErrorKind` is met at least once, by the tables, by `port_u16` or by the
/// length limit; a new variant must be added to this list (and to a table).
#[test]
fn every_error_kind_is_covered() {
    let all = [
        K::MissingScheme,
        K::SchemeStart,
        K::SchemeChar,
        K::UserinfoChar,
        K::RegNameChar,
        K::Ipv6Char,
        K::Ipv6GroupTooLong,
        K::Ipv6TooManyGroups,
        K::Ipv6TooFewGroups,
        K::Ipv6DoubleCompression,
        K::Ipv6LoneColon,
        K::Ipv6EmbeddedIpv4,
        K::Ipv6ZoneId,
        K::IpvFutureVersion,
        K::IpvFutureDot,
        K::IpvFutureChar,
        K::UnclosedIpLiteral,
        K::AfterIpLiteral,
        K::PortChar,
        K::PortOverflow,
        K::PathChar,
        K::FirstSegmentColon,
        K::QueryChar,
        K::FragmentChar,
        K::FragmentNotAllowed,
        K::PercentEncoding,
        K::TooLong,
    ];
    // `ErrorKind` is `#[non_exhaustive]`, so no `match` can prove this list complete;
    // it was written from the enum's definition and is checked against the tables.
    let covered: Vec<ErrorKind> = ALL
        .iter()
        .flat_map(|rows| rows.iter().map(|row| row.3))
        .collect();
    for kind in all {
        let elsewhere = matches!(kind, K::PortOverflow | K::TooLong);
        assert!(
            covered.contains(&kind) || elsewhere,
            "{kind:?} is not covered by any table"
        );
        assert!(!kind.expected().is_empty());
        assert!(!kind.expected().ends_with('.'), "{kind:?}");
    }
    // Every component is named by some error.
    for component in [
        C::Scheme,
        C::Userinfo,
        C::Host,
        C::Port,
        C::Path,
        C::Query,
        C::Fragment,
    ] {
        assert!(
            ALL.iter()
                .flat_map(|rows| rows.iter())
                .any(|row| row.4 == component),
            "{component:?}"
        );
    }
}

#[test]
fn port_overflow_spans_the_port() {
    for (input, index, len) in [
        ("s://h:65536", 6, 5),
        ("s://h:99999999999999999999/p", 6, 20),
        ("s://u@[::1]:70000", 12, 5),
        ("s://h:0065536", 6, 7),
    ] {
        let uri = Uri::parse(input).unwrap();
        let error = uri.port_u16().unwrap_err();
        assert_eq!(
            (
                error.kind(),
                error.component(),
                error.index(),
                error.len(),
                error.found()
            ),
            (K::PortOverflow, C::Port, index, len, None),
            "{input:?}"
        );
        assert_eq!(&input[index..index + len], uri.port().unwrap());
        check_display(&error);
        assert_eq!(
            error.to_string(),
            format!("port out of range at index {index}: expected a port number from 0 to 65535")
        );
    }
    assert_eq!(
        Uri::parse("s://h:65535").unwrap().port_u16(),
        Ok(Some(65535))
    );
    assert_eq!(
        Uri::parse("s://h:00000000065535").unwrap().port_u16(),
        Ok(Some(65535))
    );
}

/// An input longer than `u32::MAX` bytes fails before any byte is looked at. The
/// 4 GiB string of NUL bytes comes from a zeroed allocation that is only read, so
/// the system maps it lazily; this runs in about a second.
#[test]
#[cfg(target_pointer_width = "64")]
fn too_long() {
    let len = usize::try_from(u64::from(u32::MAX) + 1).unwrap();
    let input = String::from_utf8(vec![0; len]).unwrap();
    for error in [
        Uri::parse(&input).unwrap_err(),
        UriRef::parse(&input).unwrap_err(),
        UriRef::parse_relative(&input).unwrap_err(),
        Uri::parse_absolute(&input).unwrap_err(),
    ] {
        assert_eq!(
            (error.kind(), error.index(), error.len()),
            (K::TooLong, 0, 0)
        );
        assert_eq!(
            error.to_string(),
            "input too long: expected at most 4294967295 bytes"
        );
        check_display(&error);
    }
}

#[test]
fn display_texts() {
    let error = fail(G::Uri, "s:/a b", 4, K::PathChar, C::Path);
    assert_eq!(
        error.to_string(),
        "invalid character ` ` (U+0020) in path at index 4: expected an unreserved or \
         sub-delim character, ':', '@', a percent-encoded octet, '/', '?' or '#'"
    );
    let error = fail(G::Uri, "s:/a%4", 6, K::PercentEncoding, C::Path);
    assert_eq!(
        error.to_string(),
        "unexpected end of input in path at index 6: expected two hex digits after '%'"
    );
    let error = fail(G::Uri, "", 0, K::MissingScheme, C::Scheme);
    assert_eq!(
        error.to_string(),
        "missing scheme at index 0: expected a scheme such as `https:` (this is a relative reference)"
    );
    // Controls and non-ASCII are escaped and named by code point.
    let error = fail(G::Uri, "s:a\nb", 3, K::PathChar, C::Path);
    assert!(
        error
            .to_string()
            .starts_with("invalid character `\\n` (U+000A) in path at index 3")
    );
    let error = fail(G::Uri, "s:\u{1f600}", 2, K::PathChar, C::Path);
    assert!(
        error
            .to_string()
            .starts_with("invalid character `\u{1f600}` (U+1F600) in path")
    );
    assert_eq!(error.len(), 4);
}

#[test]
fn rendered_diagrams() {
    let input = "https://exa mple.com";
    let error = Uri::parse(input).unwrap_err();
    assert_eq!(
        error.render(input).to_string(),
        "invalid character ` ` (U+0020) in host at index 11: expected an unreserved or \
         sub-delim character, a percent-encoded octet, ':' before a port, or '/', '?' or '#' \
         after the host\n  \
         | https://exa mple.com\n  \
         |            ^\n  \
         = help: encode the space as `%20`"
    );

    let input = "1a:b";
    let error = UriRef::parse(input).unwrap_err();
    assert_eq!(
        error.render(input).to_string(),
        "invalid character `:` (U+003A) in path at index 2: expected no ':' in the first \
         segment of a relative path (it would read as a scheme)\n  \
         | 1a:b\n  \
         |   ^\n  \
         = help: start the path with `./`, or encode the colon as `%3A`, or add a scheme"
    );

    let input = "//example.com";
    let error = Uri::parse(input).unwrap_err();
    assert_eq!(
        error.render(input).to_string(),
        "missing scheme at index 0: expected a scheme such as `https:` (this is a relative \
         reference)\n  \
         | //example.com\n  \
         | ^\n  \
         = help: add a scheme such as `https:` at the start"
    );

    let input = "s://h:65536";
    let error = Uri::parse(input).unwrap().port_u16().unwrap_err();
    assert_eq!(
        error.render(input).to_string(),
        "port out of range at index 6: expected a port number from 0 to 65535\n  \
         | s://h:65536\n  \
         |       ^^^^^"
    );

    // A tab is drawn escaped and the caret covers its two columns.
    let input = "s:/a\tb";
    let error = Uri::parse(input).unwrap_err();
    assert_eq!(
        error.render(input).to_string(),
        "invalid character `\\t` (U+0009) in path at index 4: expected an unreserved or \
         sub-delim character, ':', '@', a percent-encoded octet, '/', '?' or '#'\n  \
         | s:/a\\tb\n  \
         |     ^^\n  \
         = help: encode `\\t` as `%09`"
    );

    // A multi-byte character takes one column.
    let input = "s:/caf\u{e9}";
    let error = Uri::parse(input).unwrap_err();
    assert_eq!(
        error.render(input).to_string(),
        "invalid character `\u{e9}` (U+00E9) in path at index 6: expected an unreserved or \
         sub-delim character, ':', '@', a percent-encoded octet, '/', '?' or '#'\n  \
         | s:/caf\u{e9}\n  \
         |       ^\n  \
         = help: encode `\u{e9}` as `%C3%A9`"
    );

    let input = "s://[::1";
    let error = Uri::parse(input).unwrap_err();
    assert_eq!(
        error.render(input).to_string(),
        "unexpected end of input in host at index 8: expected the ']' that closes the IP \
         literal\n  \
         | s://[::1\n  \
         |         ^"
    );
}

/// `Display` is one lowercase line without a final period, for every error
/// produced by any of the tables.
#[test]
fn display_is_one_lowercase_line() {
    for &(grammar, input, ..) in ALL.iter().flat_map(|rows| rows.iter()) {
        let error = parse(grammar, input).unwrap_err();
        check_display(&error);
        // The rendered form starts with the same line.
        let rendered = error.render(input).to_string();
        assert_eq!(rendered.lines().next(), Some(error.to_string().as_str()));
        assert!(rendered.lines().count() >= 3, "{rendered}");
    }
}

#[test]
fn components_and_kinds_name_themselves() {
    let names = [
        (C::Scheme, "scheme"),
        (C::Userinfo, "userinfo"),
        (C::Host, "host"),
        (C::Port, "port"),
        (C::Path, "path"),
        (C::Query, "query"),
        (C::Fragment, "fragment"),
    ];
    for (component, name) in names {
        assert_eq!(component.name(), name);
        assert_eq!(component.to_string(), name);
    }
}

/// `shifted` moves the error into a larger text and nothing else.
#[test]
fn shifted_errors() {
    let error = Uri::parse("a:{").unwrap_err();
    let moved = error.shifted(10);
    assert_eq!(moved.index(), 12);
    assert_eq!(
        (moved.len(), moved.found(), moved.kind()),
        (error.len(), error.found(), error.kind())
    );
}
