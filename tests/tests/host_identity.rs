//! One answer to "which host does this reach": `Host::reach`, and everything
//! built on it (`effective_ip`, `host_to_ascii`, `to_uri_idna`, the lenient
//! repair, the `http` and `url` conversions) agrees with it, for the hosts a red
//! team used to walk around a filter: fullwidth delimiters, fullwidth and
//! circled digits, ideographic full stops, soft hyphens and zero-width spaces,
//! percent-encoded all of these, and names that map to nothing.

use std::net::{IpAddr, Ipv4Addr};

use proptest::prelude::*;
use uri::error::{HostError, HostErrorKind};
use uri::interop::{HttpConversionError, UrlConversionError};
use uri::{Iri, IriRef, Reach, Uri, UriBuf, UriRef, UriRefBuf};

const LOOPBACK: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

/// The host `http::Uri` hands a client, read back by our own parser.
fn http_reach(uri: &http::Uri) -> Result<Reach, HostError> {
    let host = uri.host().unwrap();
    let text = format!("http://{host}/");
    UriRef::parse(&text).unwrap().host().unwrap().reach()
}

/// The host `url::Url` connects to, in `Reach`'s terms.
fn url_reach(url: &url::Url) -> Reach {
    match url.host().unwrap() {
        url::Host::Domain(name) => Reach::Domain(name.into()),
        url::Host::Ipv4(ip) => Reach::Ip(IpAddr::V4(ip)),
        url::Host::Ipv6(ip) => Reach::Ip(IpAddr::V6(ip).to_canonical()),
    }
}

#[test]
fn fullwidth_delimiters_never_become_structure() {
    // The IDNA mapping of an IRI: the fullwidth solidus would end the host.
    let iri = Iri::parse("http://evil.example\u{ff0f}.good.example/x").unwrap();
    let error = iri.to_uri_idna().unwrap_err();
    assert_eq!(error.kind(), HostErrorKind::Delimiter('/'));
    assert!(iri.host().unwrap().reach().is_err());
    let reference = IriRef::parse("//good.com\u{ff20}evil.com/").unwrap();
    assert_eq!(
        reference.to_uri_ref_idna().unwrap_err().kind(),
        HostErrorKind::Delimiter('@')
    );

    // The lenient repair: no userinfo appears, the input is refused.
    let repaired = UriRefBuf::parse_lenient("http://good.com\u{ff20}evil.com/");
    assert!(repaired.is_err(), "{repaired:?}");
    let repaired = UriRefBuf::parse_lenient("http://evil.example\u{ff0f}.good.example/x");
    assert!(repaired.is_err(), "{repaired:?}");

    // The http conversion of the percent-encoded form: no userinfo, no new host.
    let uri = Uri::parse("http://good.example%EF%BC%A0evil.example/").unwrap();
    match http::Uri::try_from(uri) {
        Err(HttpConversionError::Host(error)) => {
            assert_eq!(error.kind(), HostErrorKind::Delimiter('@'));
        }
        other => panic!("{other:?}"),
    }
    assert!(url::Url::try_from(uri).is_err());
    assert_eq!(uri.host().unwrap().effective_ip(), None);
}

#[test]
fn every_numeric_disguise_reaches_the_address() {
    for host in [
        "127.0.0.1",
        "%31%32%37.0.0.1",
        "0x7f.1",
        "2130706433",
        // Fullwidth digits, ideographic full stops, circled digits, a soft
        // hyphen and a zero-width space, percent-encoded.
        "%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1",
        "127%E3%80%820%E3%80%820%E3%80%821",
        "%E2%91%A027.0.0.1",
        "12%C2%AD7.0.0.1",
        "12%E2%80%8B7.0.0.1",
    ] {
        let text = format!("http://{host}/admin");
        let uri = Uri::parse(&text).unwrap();
        let ours = uri.host().unwrap();
        assert_eq!(ours.effective_ip(), Some(LOOPBACK), "{text}");
        assert_eq!(ours.reach().unwrap(), Reach::Ip(LOOPBACK), "{text}");
        let theirs = http::Uri::try_from(uri).unwrap();
        assert_eq!(theirs.host(), Some("127.0.0.1"), "{text}");
        let theirs = url::Url::parse(&text).unwrap();
        assert_eq!(url_reach(&theirs), Reach::Ip(LOOPBACK), "{text}");
    }
    // The same in an IRI, unencoded.
    for host in [
        "\u{ff11}\u{ff12}\u{ff17}.0.0.1",
        "127\u{3002}0\u{3002}0\u{3002}1",
        "\u{2460}27.0.0.1",
        "12\u{ad}7.0.0.1",
        "12\u{200b}7.0.0.1",
    ] {
        let text = format!("http://{host}/admin");
        let iri = Iri::parse(&text).unwrap();
        assert_eq!(iri.host().unwrap().effective_ip(), Some(LOOPBACK), "{text}");
        let mapped = iri.to_uri_idna().unwrap();
        assert_eq!(mapped, "http://127.0.0.1/admin");
        assert_eq!(uri::idna::host_to_ascii(host).unwrap(), "127.0.0.1");
        let repaired = UriBuf::parse_lenient(&text).unwrap();
        assert_eq!(repaired.value(), "http://127.0.0.1/admin");
    }
}

#[test]
fn names_that_map_to_nothing_are_refused() {
    assert_eq!(
        uri::idna::host_to_ascii("\u{ad}").unwrap_err().kind(),
        HostErrorKind::Empty
    );
    assert!(UriRefBuf::parse_lenient("https://\u{ad}/x").is_err());
    let uri = Uri::parse("https://%C2%AD:0/b").unwrap();
    assert!(matches!(
        http::Uri::try_from(uri),
        Err(HttpConversionError::Host(error)) if error.kind() == HostErrorKind::Empty
    ));
    assert!(matches!(
        url::Url::try_from(Uri::parse("http://a..b/").unwrap()),
        Err(UrlConversionError::Host(error)) if error.kind() == HostErrorKind::EmptyLabel
    ));
}

/// Pieces hostile hosts are made of: ASCII, Unicode that maps to ASCII
/// delimiters, digits and dots, characters UTS #46 removes, and letters that
/// become A-labels.
fn host_piece() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "a",
        "B",
        "0",
        "1",
        "7",
        "x",
        "0x",
        ".",
        "-",
        "_",
        "~",
        "!",
        "%41",
        "%2E",
        "%2F",
        "%40",
        "%3A",
        "%25",
        "%00",
        "\u{ff0f}",
        "\u{ff20}",
        "\u{ff1a}",
        "\u{ff03}",
        "\u{ff05}",
        "\u{ff1f}",
        "\u{ff3c}",
        "\u{ff11}",
        "\u{ff10}",
        "\u{2460}",
        "\u{3002}",
        "\u{ff0e}",
        "\u{ad}",
        "\u{200b}",
        "\u{200d}",
        "\u{feff}",
        "\u{fc}",
        "\u{4f8b}",
        "\u{3048}",
        "ß",
        "\u{3c3}",
        "xn--",
        "xn--bcher-kva",
        "127",
        "255",
        "256",
    ])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    /// Whatever maps a host agrees with `reach`, and with `url`: a host we
    /// reach is the host `url` reaches, and the text a mapping writes reads
    /// back as that host.
    #[test]
    fn every_mapping_reaches_what_reach_answers(pieces in prop::collection::vec(host_piece(), 1..8)) {
        let host: String = pieces.concat();
        let text = format!("http://{host}:8080/p");
        let Ok(iri) = Iri::parse(&text) else { return Ok(()) };
        let ours = iri.host().unwrap().reach();
        match (&ours, url::Url::parse(&text)) {
            (Ok(reach), Ok(url)) => prop_assert_eq!(reach, &url_reach(&url), "{}", text),
            (Ok(reach), Err(error)) => prop_assert!(false, "{text}: we reach {reach}, url: {error}"),
            (Err(_), _) => {}
        }
        prop_assert_eq!(iri.host().unwrap().effective_ip(), ours.as_ref().ok().and_then(Reach::ip));
        match iri.to_uri_idna() {
            Ok(mapped) => {
                let again = Uri::parse(mapped.as_str()).unwrap();
                prop_assert_eq!(mapped.host_str(), again.host_str());
                prop_assert_eq!(mapped.port_str(), Some("8080"));
                prop_assert_eq!(mapped.path(), "/p");
                if !host.is_ascii() {
                    prop_assert_eq!(&again.host().unwrap().reach(), &ours);
                }
                let theirs = http::Uri::try_from(mapped.as_uri()).map(|h| http_reach(&h));
                if let Ok(theirs) = theirs {
                    prop_assert_eq!(&theirs, &ours);
                }
            }
            Err(error) => prop_assert!(ours.is_err() && !host.is_ascii(), "{text}: {error}"),
        }
        if let Ok(repaired) = UriBuf::parse_lenient(&text) {
            let again = Uri::parse(repaired.value().as_str()).unwrap();
            prop_assert_eq!(repaired.value().host_str(), again.host_str());
            prop_assert_eq!(again.port_str(), Some("8080"));
            prop_assert!(again.userinfo().is_none(), "{} → {}", text, repaired.value());
            if !host.is_ascii() {
                prop_assert_eq!(&again.host().unwrap().reach(), &ours);
            }
        }
        // The percent-encoded URI form of the same host, through http and url.
        let uri = iri.to_uri();
        let uri_reach = uri.host().unwrap().reach();
        prop_assert_eq!(&uri_reach, &ours);
        match http::Uri::try_from(uri.as_uri()) {
            Ok(theirs) => prop_assert_eq!(&http_reach(&theirs), &ours),
            Err(HttpConversionError::Host(_)) => prop_assert!(ours.is_err()),
            Err(_) => {}
        }
        if let Ok(url) = url::Url::try_from(uri.as_uri()) {
            prop_assert_eq!(Ok(url_reach(&url)), ours.clone());
        }
    }
}
