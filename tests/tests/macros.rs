//! `uri!` and `uri_ref!` against the run-time parser: every valid literal of the
//! RFC 3986 examples expands to exactly what `parse` returns, component by
//! component. The expansion must also stay clean under strict lints.
#![deny(
    unused_qualifications,
    clippy::pedantic,
    clippy::nursery,
    unused_results
)]

use uri::{Uri, UriRef, uri, uri_ref};

/// Compares a compile-time value with the run-time parse of the same text.
macro_rules! same_as_runtime {
    ($macro:ident, $parse:path, $($literal:literal),* $(,)?) => {{
        $(
            let compiled = $macro!($literal);
            let parsed = $parse($literal).expect($literal);
            assert_eq!(compiled.as_str(), parsed.as_str());
            assert_eq!(compiled.scheme(), parsed.scheme(), "{}", $literal);
            assert_eq!(compiled.authority(), parsed.authority(), "{}", $literal);
            assert_eq!(compiled.userinfo(), parsed.userinfo(), "{}", $literal);
            assert_eq!(compiled.host(), parsed.host(), "{}", $literal);
            assert_eq!(compiled.port_str(), parsed.port_str(), "{}", $literal);
            assert_eq!(compiled.path(), parsed.path(), "{}", $literal);
            assert_eq!(compiled.query(), parsed.query(), "{}", $literal);
            assert_eq!(compiled.fragment(), parsed.fragment(), "{}", $literal);
            assert_eq!(
                uri::__private::offsets(UriRef::from(compiled)),
                uri::__private::offsets(UriRef::from(parsed)),
                "{}",
                $literal
            );
            assert_eq!(compiled, parsed);
        )*
    }};
}

#[test]
fn rfc_uris_match_the_runtime_parser() {
    same_as_runtime!(
        uri,
        Uri::parse,
        // RFC 3986 §1.1.2
        "ftp://ftp.is.co.za/rfc/rfc1808.txt",
        "http://www.ietf.org/rfc/rfc2396.txt",
        "ldap://[2001:db8::7]/c=GB?objectClass?one",
        "mailto:John.Doe@example.com",
        "news:comp.infosystems.www.servers.unix",
        "tel:+1-816-555-1212",
        "telnet://192.0.2.16:80/",
        "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
        // §3
        "foo://example.com:8042/over/there?name=ferret#nose",
        "urn:example:animal:ferret:nose",
        // §6.2
        "example://a/b/c/%7Bfoo%7D",
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
        "HTTP://www.EXAMPLE.com/",
        "http://example.com:/",
        "http://example.com:80/",
        "mailto:Joe@Example.COM",
        "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
        // host forms
        "http://[v7.x:y]/",
        "http://[::ffff:192.0.2.1]:8080",
        "file:///etc/hosts",
        "s:",
        r"https://example.com/a%2Fb",
        "https://example.com/caf%C3%A9",
    );
}

/// Checks RFC 3986 §5.4 as `uri_tests::rfc3986_section_5_4!` hands it over: the
/// base and every target with `uri!`, every reference with `uri_ref!`.
macro_rules! section_5_4 {
    (
        base: $base:literal;
        normal: $(($normal:literal, $normal_target:literal))*;
        abnormal: $(($abnormal:literal, $abnormal_target:literal))*;
    ) => {
        same_as_runtime!(uri, Uri::parse, $base, $($normal_target,)* $($abnormal_target,)*);
        same_as_runtime!(uri_ref, UriRef::parse, $($normal,)* $($abnormal,)*);
    };
}

#[test]
fn rfc_section_5_4_matches_the_runtime_parser() {
    uri_tests::rfc3986_section_5_4!(section_5_4);
}

const API: Uri<'static> = uri!("https://api.example.com:8443/v1");

#[test]
fn const_accessors() {
    const HOST: Option<&str> = API.host_str();
    const PORT: Option<&str> = API.port_str();
    const SCHEME: &str = API.scheme();
    assert_eq!(
        (HOST, PORT, SCHEME),
        (Some("api.example.com"), Some("8443"), "https")
    );
}

#[test]
fn escapes_and_raw_strings_expand_to_their_value() {
    assert_eq!(uri!("http://a/\x62\u{63}"), "http://a/bc");
    assert_eq!(uri!(r"http://a/b"), "http://a/b");
    assert_eq!(
        uri!(
            "http://a/\
             b"
        ),
        "http://a/b"
    );
}
