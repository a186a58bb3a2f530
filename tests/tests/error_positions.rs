//! What every parse error says about its input: a span inside it that names the
//! character found there, a one-line message, a caret diagram; the rendered
//! diagrams and messages themselves; and the errors that no table row can hold
//! (port overflow, inputs too long to index).
//!
//! Where each invalid input fails, and with which kind and component, is a
//! column of the tables in `uri_tests::rules`, checked by `validity.rs`.

use uri::{Component, ParseError, ParseErrorKind, Uri, UriRef};
use uri_tests::Expected;
use uri_tests::rules::TABLES;

use Component as C;
use ParseErrorKind as K;

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
        None if error.kind() == ParseErrorKind::MissingScheme => assert_eq!((index, len), (0, 0)),
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

/// Every error of every invalid row of every table: its span fits the input,
/// `Display` is one lowercase line without a final period, and the rendered form
/// starts with that line and draws the input and a caret under it.
#[test]
fn every_table_error_is_coherent_with_its_input() {
    for table in TABLES {
        for (input, error) in table.errors() {
            check_span(&input, &error);
            check_display(&error);
            let rendered = error.render(&input).to_string();
            assert_eq!(rendered.lines().next(), Some(error.to_string().as_str()));
            assert!(rendered.lines().count() >= 3, "{rendered}");
        }
    }
}

/// Every `ParseErrorKind` is met at least once, by the tables, by `port` or by the
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
    // `ParseErrorKind` is `#[non_exhaustive]`, so no `match` can prove this list complete;
    // it was written from the enum's definition and is checked against the tables.
    let covered: Vec<(ParseErrorKind, Component)> = TABLES
        .iter()
        .flat_map(|table| table.rows)
        .filter_map(|row| match row.expected {
            Expected::Valid => None,
            Expected::Invalid {
                kind, component, ..
            } => Some((kind, component)),
        })
        .collect();
    for kind in all {
        let elsewhere = matches!(kind, K::PortOverflow | K::TooLong);
        assert!(
            covered.iter().any(|&(k, _)| k == kind) || elsewhere,
            "{kind:?} is not covered by any table"
        );
        assert!(!kind.expected().is_empty());
        assert!(!kind.expected().ends_with('.'), "{kind:?}");
    }
    // Every component is named by some error, and a bad percent-encoding is met
    // in each of the five components that can hold one.
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
            covered.iter().any(|&(_, c)| c == component),
            "{component:?}"
        );
        let holds_percent = !matches!(component, C::Scheme | C::Port);
        assert_eq!(
            covered.contains(&(K::PercentEncoding, component)),
            holds_percent,
            "PercentEncoding in {component:?}"
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
        let error = uri.port().unwrap_err();
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
        assert_eq!(&input[index..index + len], uri.port_str().unwrap());
        check_display(&error);
        assert_eq!(
            error.to_string(),
            format!("port out of range at index {index}: expected a port number from 0 to 65535")
        );
    }
    assert_eq!(Uri::parse("s://h:65535").unwrap().port(), Ok(Some(65535)));
    assert_eq!(
        Uri::parse("s://h:00000000065535").unwrap().port(),
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
        UriRef::parse_relative_ref(&input).unwrap_err(),
        Uri::parse_absolute_uri(&input).unwrap_err(),
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

/// The messages of a few errors, word for word. Where each of these inputs
/// fails is a table row (`path::PATH_ABSOLUTE`, `path::PATH_ROOTLESS`,
/// `scheme::SCHEME`); here only the text is checked.
#[test]
fn display_texts() {
    let error = Uri::parse("s:/a b").unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid character ` ` (U+0020) in path at index 4: expected an unreserved or \
         sub-delim character, ':', '@', a percent-encoded octet, '/', '?' or '#'"
    );
    let error = Uri::parse("s:/a%4").unwrap_err();
    assert_eq!(
        error.to_string(),
        "unexpected end of input in path at index 6: expected two hex digits after '%'"
    );
    let error = Uri::parse("").unwrap_err();
    assert_eq!(
        error.to_string(),
        "missing scheme at index 0: expected a scheme such as `https:` (this is a relative reference)"
    );
    // Controls and non-ASCII are escaped and named by code point.
    let error = Uri::parse("s:a\nb").unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("invalid character `\\n` (U+000A) in path at index 3")
    );
    let error = Uri::parse("s:\u{1f600}").unwrap_err();
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
         = help: a host holds letters, digits, '-' and '.' (a DNS name), or an IP address \
         (IPv6 inside `[]`): remove the space"
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
         = help: add a scheme such as `https:` at the start; or, for a relative reference, \
         parse it with `UriRef::parse` (`IriRef::parse` for an IRI), or resolve it against a \
         base URI with `base.join(text)`"
    );

    let input = "s://h:65536";
    let error = Uri::parse(input).unwrap().port().unwrap_err();
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
