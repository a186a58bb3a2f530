//! `TryFrom` both ways with the real `http` crate (feature `http`): every value
//! that converts comes back equivalent, and every refusal names what `http::Uri`
//! has no place for.

use uri::error::HostErrorKind;
use uri::interop::HttpConversionError;
use uri::{Uri, UriBuf, UriRef, UriRefBuf};

fn to_http(text: &str) -> Result<http::Uri, HttpConversionError> {
    http::Uri::try_from(UriRef::parse(text).unwrap())
}

#[test]
fn absolute_and_origin_forms_go_both_ways_unchanged() {
    for text in [
        "https://example.com/",
        "http://example.com:8080/a/b?c=d&e",
        "http://[::1]:80/x",
        "http://127.0.0.1/%20?%41",
        "https://example.com/a;b=c/d!e$f'g(h)*+,i",
        "/path?query",
        "/",
        "foo://host/p",
        "ws://h/chat",
    ] {
        let theirs = to_http(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(theirs.to_string(), text);
        let back = UriRefBuf::try_from(&theirs).unwrap();
        assert_eq!(back, text);
    }
}

#[test]
fn an_empty_path_becomes_slash_only_where_that_is_the_same() {
    assert_eq!(
        to_http("https://example.com").unwrap(),
        "https://example.com/"
    );
    assert_eq!(to_http("http://h?q").unwrap(), "http://h/?q");
    assert_eq!(to_http("WSS://h").unwrap().to_string(), "WSS://h/");
    assert_eq!(
        to_http("foo://h").unwrap_err(),
        HttpConversionError::EmptyPath
    );
    assert_eq!(
        to_http("foo://h?q").unwrap_err(),
        HttpConversionError::EmptyPath
    );
}

#[test]
fn what_http_cannot_hold_is_refused_by_name() {
    use HttpConversionError as E;
    assert_eq!(to_http("https://h/p#section").unwrap_err(), E::Fragment);
    assert_eq!(to_http("https://h/p#").unwrap_err(), E::Fragment);
    assert_eq!(to_http("https://user@h/").unwrap_err(), E::Userinfo);
    assert_eq!(to_http("https://user:pw@h/").unwrap_err(), E::Userinfo);
    assert_eq!(to_http("mailto:a@example.com").unwrap_err(), E::NoAuthority);
    assert_eq!(to_http("urn:isbn:0451450523").unwrap_err(), E::NoAuthority);
    assert_eq!(to_http("//h/p").unwrap_err(), E::NetworkPath);
    assert_eq!(to_http("a/b").unwrap_err(), E::RelativePath);
    assert_eq!(to_http("?q").unwrap_err(), E::RelativePath);
    assert_eq!(to_http("").unwrap_err(), E::RelativePath);
    assert_eq!(to_http("file:///etc/hosts").unwrap_err(), E::NoAuthority);
    assert!(matches!(
        to_http("http://a%20b/").unwrap_err(),
        E::Host(error) if error.kind() == HostErrorKind::Delimiter(' ')
    ));
    let message = to_http("https://user@h/").unwrap_err().to_string();
    assert!(message.contains("RFC 9110"), "{message}");
}

#[test]
fn http_text_that_is_not_rfc_3986_is_refused_with_the_position() {
    for (text, index) in [
        ("http://h/{x}", 9),
        ("http://h/a|b", 10),
        ("http://h/%zz", 10),
    ] {
        let theirs: http::Uri = text.parse().unwrap();
        match UriRefBuf::try_from(&theirs) {
            Err(HttpConversionError::NotRfc3986 { error, text: got }) => {
                assert_eq!(got, text);
                assert_eq!(error.index(), index, "{text}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
}

#[test]
fn authority_form_and_asterisk_have_their_own_answers() {
    let connect: http::Uri = "example.com:443".parse().unwrap();
    assert_eq!(UriRefBuf::try_from(&connect).unwrap(), "//example.com:443");
    assert_eq!(
        UriBuf::try_from(&connect).unwrap_err(),
        HttpConversionError::MissingScheme
    );
    let origin: http::Uri = "/a?b".parse().unwrap();
    assert_eq!(
        UriBuf::try_from(origin).unwrap_err(),
        HttpConversionError::MissingScheme
    );
    // `GET //evil.example/a`: a path, which must not become a host.
    let smuggled: http::Uri = "//evil.example/a".parse().unwrap();
    assert_eq!(
        UriRefBuf::try_from(&smuggled).unwrap_err(),
        HttpConversionError::PathLikeAuthority
    );
    let star: http::Uri = "*".parse().unwrap();
    assert_eq!(
        UriRefBuf::try_from(&star).unwrap_err(),
        HttpConversionError::Asterisk
    );
    assert_eq!(
        UriBuf::try_from(&star).unwrap_err(),
        HttpConversionError::Asterisk
    );
}

#[test]
fn authority_and_path_and_query_on_their_own() {
    let uri = Uri::parse("https://example.com:8443/a/b?c#d").unwrap();
    let authority = http::uri::Authority::try_from(uri).unwrap();
    assert_eq!(authority.host(), "example.com");
    assert_eq!(authority.port_u16(), Some(8443));
    let target = http::uri::PathAndQuery::try_from(uri.without_fragment()).unwrap();
    assert_eq!(target.as_str(), "/a/b?c");
    assert_eq!(
        http::uri::PathAndQuery::try_from(uri).unwrap_err(),
        HttpConversionError::Fragment
    );
    let bare = Uri::parse("https://example.com?q").unwrap();
    assert_eq!(
        http::uri::PathAndQuery::try_from(bare).unwrap().as_str(),
        "/?q"
    );
    assert_eq!(
        http::uri::Authority::try_from(Uri::parse("mailto:a@b").unwrap()).unwrap_err(),
        HttpConversionError::NoAuthority
    );
}

/// Over the realistic web corpus: a conversion either succeeds and comes back
/// equivalent (text equal, or `/` added to an empty http(s) path), or fails with
/// the reason the value shows.
#[test]
fn the_web_corpus_round_trips_or_names_the_reason() {
    let mut converted = 0;
    for text in uri_tests::corpus::realistic_corpus(5000) {
        let reference = UriRef::parse(&text).unwrap();
        match http::Uri::try_from(reference) {
            Ok(theirs) => {
                let back = UriRefBuf::try_from(&theirs).unwrap();
                assert!(
                    back == text.as_str()
                        || back.as_uri_ref().normalize() == reference.normalize()
                        || (reference.path().is_empty() && back.path().as_str() == "/"),
                    "{text} came back as {back}"
                );
                converted += 1;
            }
            Err(HttpConversionError::Fragment) => assert!(reference.fragment().is_some()),
            Err(HttpConversionError::Userinfo) => assert!(reference.userinfo().is_some()),
            Err(HttpConversionError::NoAuthority) => {
                assert!(reference.authority().is_none_or(str::is_empty));
            }
            Err(HttpConversionError::NetworkPath) => assert!(reference.scheme().is_none()),
            Err(HttpConversionError::RelativePath) => {
                assert!(!reference.path().as_str().starts_with('/'));
            }
            Err(HttpConversionError::EmptyPath) => assert!(reference.path().is_empty()),
            Err(other) => panic!("{text}: {other}"),
        }
    }
    assert!(converted > 1000, "only {converted} converted");
}

/// With the `idna` feature, a percent-encoded Unicode host goes over as its
/// A-labels, which `http` accepts and DNS resolves.
#[test]
fn unicode_hosts_go_over_as_a_labels() {
    let theirs = to_http("https://b%C3%BCcher.example:8443/a").unwrap();
    assert_eq!(theirs, "https://xn--bcher-kva.example:8443/a");
    assert_eq!(
        uri::idna::host_to_unicode(theirs.host().unwrap()),
        "b\u{fc}cher.example"
    );
}
