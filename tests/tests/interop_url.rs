//! `TryFrom` both ways with the real `url` crate (feature `url`): a value
//! converts when `url` reads the same URI (the same RFC 3986 normal form), and
//! comes back equivalent; otherwise the error names the component `url` changed.

use uri::interop::UrlConversionError;
use uri::{Component, Uri, UriBuf, UriRef, UriRefBuf};

fn to_url(text: &str) -> Result<url::Url, UrlConversionError> {
    url::Url::try_from(UriRef::parse(text).unwrap())
}

#[test]
fn equivalent_readings_convert_and_come_back() {
    for (text, theirs) in [
        (
            "https://example.com/a/b?c=d#e",
            "https://example.com/a/b?c=d#e",
        ),
        ("HTTP://Example.COM:80", "http://example.com/"),
        ("http://h/a/./b/../c", "http://h/a/c"),
        ("http://h/%7euser", "http://h/%7euser"),
        ("mailto:a@example.com", "mailto:a@example.com"),
        ("urn:isbn:0451450523", "urn:isbn:0451450523"),
        ("file:///etc/hosts", "file:///etc/hosts"),
        ("http://[::1]:8080/", "http://[::1]:8080/"),
    ] {
        let url = to_url(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(url.as_str(), theirs);
        let back = UriBuf::try_from(&url).unwrap();
        assert!(
            Uri::parse(text).unwrap().normalized_eq(&back.as_uri()),
            "{text} vs {back}"
        );
    }
}

#[test]
fn rewrites_into_another_uri_name_the_component() {
    let changed = |text: &str| match to_url(text) {
        Err(UrlConversionError::Changed { component, url }) => (component, url),
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(
        changed("http://0x7f.1/"),
        (Component::Host, "http://127.0.0.1/".into())
    );
    assert_eq!(changed("http://127.1/").0, Component::Host);
    // `%2E%2E` is `..` to both (RFC 3986 §2.3): not a change.
    assert_eq!(
        to_url("http://h/a/%2E%2E/b").unwrap().as_str(),
        "http://h/b"
    );
    assert_eq!(
        to_url("/relative").unwrap_err(),
        UrlConversionError::Relative
    );
    assert!(matches!(
        to_url("http://[v7.x]/").unwrap_err(),
        UrlConversionError::Refused(_)
    ));
}

#[test]
fn whatwg_characters_rfc_3986_refuses_are_refused_with_the_position() {
    for (text, index) in [
        ("http://h/a|b", 10),
        ("http://h/?q=a^b", 13),
        ("http://h/a[b]", 10),
        ("http://h/#a{b}", 11),
    ] {
        let url = url::Url::parse(text).unwrap();
        match UriRefBuf::try_from(&url) {
            Err(UrlConversionError::NotRfc3986 { error, text: got }) => {
                assert_eq!(got, url.as_str());
                assert_eq!(error.index(), index, "{text}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
}

/// A host escape that `url` decodes into a character RFC 3986 forbids
/// (`` ` ``, `{`; an IDNA label that keeps one) is the same host: `url`
/// writes it as it is, and reading its text back encodes it again.
#[test]
fn hosts_url_writes_with_forbidden_characters_are_the_same_host() {
    for (text, theirs) in [
        ("http://a%60b/x", "http://a`b/x"),
        ("http://a%7Bb%7D/", "http://a{b}/"),
        ("http://xn--b%60her-kva/?q", "http://xn--b`her-kva/?q"),
    ] {
        let url = to_url(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(url.as_str(), theirs);
    }
    // The text `url` writes is still no RFC 3986 URI, so it does not come back.
    let url = url::Url::parse("http://a%60b/").unwrap();
    assert!(matches!(
        UriBuf::try_from(&url),
        Err(UrlConversionError::NotRfc3986 { .. })
    ));
}

/// Over the web corpus: every absolute URI converts or names the component
/// `url` reads differently; what converts comes back equivalent, or in
/// `url`'s spelling of it (`'` in a special scheme's query as `%27`), which
/// converts to the same `url::Url`.
#[test]
fn the_web_corpus_converts_or_names_the_change() {
    let mut converted = 0;
    for text in uri_tests::corpus::realistic_corpus(5000) {
        let reference = UriRef::parse(&text).unwrap();
        let Some(uri) = reference.as_uri() else {
            assert_eq!(
                url::Url::try_from(reference).unwrap_err(),
                UrlConversionError::Relative
            );
            continue;
        };
        match url::Url::try_from(uri) {
            Ok(url) => {
                let back = UriBuf::try_from(&url).unwrap();
                assert!(
                    uri.normalized_eq(&back.as_uri()) || url::Url::try_from(&back).unwrap() == url,
                    "{text} -> {back}"
                );
                converted += 1;
            }
            Err(UrlConversionError::Changed { .. } | UrlConversionError::Refused(_)) => {}
            Err(other) => panic!("{text}: {other}"),
        }
    }
    assert!(converted > 1000, "only {converted}");
}

/// With the `idna` feature, `url`'s A-labels are the same host as our
/// percent-encoded Unicode one.
#[test]
fn unicode_hosts_and_their_a_labels_are_the_same_host() {
    let url = to_url("https://b%C3%BCcher.example/").unwrap();
    assert_eq!(url.as_str(), "https://xn--bcher-kva.example/");
    assert_eq!(
        uri::idna::host_to_ascii("b\u{fc}cher.example").unwrap(),
        "xn--bcher-kva.example"
    );
}
