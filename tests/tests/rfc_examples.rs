//! The examples of RFC 3986 (§1.1.2, §3, §4.2, §5.2.4, §5.4, §6.2, §7.6, Appendix B)
//! with every component they should parse into, keeping an undefined component
//! (`None`) apart from an empty one (`Some("")`), as §5.3 requires.

use uri::{HostKind, Uri, UriRef};
use uri_tests::rfc3986::{ABNORMAL, BASE, NORMAL};

/// The expected components of one example; everything starts undefined.
#[derive(Clone, Copy, Debug)]
struct Example {
    input: &'static str,
    scheme: Option<&'static str>,
    userinfo: Option<&'static str>,
    host: Option<(&'static str, HostKind)>,
    port: Option<&'static str>,
    path: &'static str,
    segments: &'static [&'static str],
    query: Option<&'static str>,
    fragment: Option<&'static str>,
}

/// An example with no components but an empty path; the methods below add them.
const fn ex(input: &'static str) -> Example {
    Example {
        input,
        scheme: None,
        userinfo: None,
        host: None,
        port: None,
        path: "",
        segments: &[],
        query: None,
        fragment: None,
    }
}

impl Example {
    const fn scheme(self, scheme: &'static str) -> Self {
        Self {
            scheme: Some(scheme),
            ..self
        }
    }

    const fn userinfo(self, userinfo: &'static str) -> Self {
        Self {
            userinfo: Some(userinfo),
            ..self
        }
    }

    const fn host(self, host: &'static str, kind: HostKind) -> Self {
        Self {
            host: Some((host, kind)),
            ..self
        }
    }

    const fn port(self, port: &'static str) -> Self {
        Self {
            port: Some(port),
            ..self
        }
    }

    const fn path(self, path: &'static str, segments: &'static [&'static str]) -> Self {
        Self {
            path,
            segments,
            ..self
        }
    }

    const fn query(self, query: &'static str) -> Self {
        Self {
            query: Some(query),
            ..self
        }
    }

    const fn fragment(self, fragment: &'static str) -> Self {
        Self {
            fragment: Some(fragment),
            ..self
        }
    }

    /// The authority these components make: `[ userinfo "@" ] host [ ":" port ]`.
    fn authority(&self) -> Option<String> {
        let (host, _) = self.host?;
        let mut authority = String::new();
        if let Some(userinfo) = self.userinfo {
            authority.push_str(userinfo);
            authority.push('@');
        }
        authority.push_str(host);
        if let Some(port) = self.port {
            authority.push(':');
            authority.push_str(port);
        }
        Some(authority)
    }
}

use HostKind::{Ipv4, Ipv6, IpvFuture, RegName};

/// §1.1.2 "Examples", and the examples of §3 and its subsections.
const SECTION_1_AND_3: &[Example] = &[
    ex("ftp://ftp.is.co.za/rfc/rfc1808.txt")
        .scheme("ftp")
        .host("ftp.is.co.za", RegName)
        .path("/rfc/rfc1808.txt", &["rfc", "rfc1808.txt"]),
    ex("http://www.ietf.org/rfc/rfc2396.txt")
        .scheme("http")
        .host("www.ietf.org", RegName)
        .path("/rfc/rfc2396.txt", &["rfc", "rfc2396.txt"]),
    ex("ldap://[2001:db8::7]/c=GB?objectClass?one")
        .scheme("ldap")
        .host("[2001:db8::7]", Ipv6)
        .path("/c=GB", &["c=GB"])
        .query("objectClass?one"),
    ex("mailto:John.Doe@example.com")
        .scheme("mailto")
        .path("John.Doe@example.com", &["John.Doe@example.com"]),
    ex("news:comp.infosystems.www.servers.unix")
        .scheme("news")
        .path(
            "comp.infosystems.www.servers.unix",
            &["comp.infosystems.www.servers.unix"],
        ),
    ex("tel:+1-816-555-1212")
        .scheme("tel")
        .path("+1-816-555-1212", &["+1-816-555-1212"]),
    ex("telnet://192.0.2.16:80/")
        .scheme("telnet")
        .host("192.0.2.16", Ipv4)
        .port("80")
        .path("/", &[""]),
    ex("urn:oasis:names:specification:docbook:dtd:xml:4.1.2")
        .scheme("urn")
        .path(
            "oasis:names:specification:docbook:dtd:xml:4.1.2",
            &["oasis:names:specification:docbook:dtd:xml:4.1.2"],
        ),
    // §3
    ex("foo://example.com:8042/over/there?name=ferret#nose")
        .scheme("foo")
        .host("example.com", RegName)
        .port("8042")
        .path("/over/there", &["over", "there"])
        .query("name=ferret")
        .fragment("nose"),
    ex("urn:example:animal:ferret:nose").scheme("urn").path(
        "example:animal:ferret:nose",
        &["example:animal:ferret:nose"],
    ),
    // §3.3: a path that looks like an email address, and an empty path.
    ex("mailto:fred@example.com")
        .scheme("mailto")
        .path("fred@example.com", &["fred@example.com"]),
    ex("foo://info.example.com?fred")
        .scheme("foo")
        .host("info.example.com", RegName)
        .query("fred"),
    // §3.2.2: "file" with an empty host.
    ex("file:///etc/hosts")
        .scheme("file")
        .host("", RegName)
        .path("/etc/hosts", &["etc", "hosts"]),
    // §3.2.2: IPvFuture (no example in the RFC; built from its ABNF).
    ex("http://[v7.x:y]/")
        .scheme("http")
        .host("[v7.x:y]", IpvFuture)
        .path("/", &[""]),
];

/// §4.2 and §5.2.4: relative references used as examples.
const SECTION_4_AND_5_2: &[Example] = &[
    ex("./this:that").path("./this:that", &[".", "this:that"]),
    ex("/a/b/c/./../../g").path("/a/b/c/./../../g", &["a", "b", "c", ".", "..", "..", "g"]),
    ex("mid/content=5/../6").path("mid/content=5/../6", &["mid", "content=5", "..", "6"]),
];

/// §6.2: equivalent URIs that differ in case, percent-encoding, dot segments,
/// and empty or default components; the parser keeps them all as written.
const SECTION_6_2: &[Example] = &[
    ex("example://a/b/c/%7Bfoo%7D")
        .scheme("example")
        .host("a", RegName)
        .path("/b/c/%7Bfoo%7D", &["b", "c", "%7Bfoo%7D"]),
    ex("eXAMPLE://a/./b/../b/%63/%7bfoo%7d")
        .scheme("eXAMPLE")
        .host("a", RegName)
        .path(
            "/./b/../b/%63/%7bfoo%7d",
            &[".", "b", "..", "b", "%63", "%7bfoo%7d"],
        ),
    ex("HTTP://www.EXAMPLE.com/")
        .scheme("HTTP")
        .host("www.EXAMPLE.com", RegName)
        .path("/", &[""]),
    ex("http://www.example.com/")
        .scheme("http")
        .host("www.example.com", RegName)
        .path("/", &[""]),
    // §6.2.3: an absent port, an empty port and the default port.
    ex("http://example.com")
        .scheme("http")
        .host("example.com", RegName),
    ex("http://example.com/")
        .scheme("http")
        .host("example.com", RegName)
        .path("/", &[""]),
    ex("http://example.com:/")
        .scheme("http")
        .host("example.com", RegName)
        .port("")
        .path("/", &[""]),
    ex("http://example.com:80/")
        .scheme("http")
        .host("example.com", RegName)
        .port("80")
        .path("/", &[""]),
    ex("mailto:Joe@Example.COM")
        .scheme("mailto")
        .path("Joe@Example.COM", &["Joe@Example.COM"]),
    ex("mailto:Joe@example.com")
        .scheme("mailto")
        .path("Joe@example.com", &["Joe@example.com"]),
    // §6.2.4
    ex("http://example.com/data")
        .scheme("http")
        .host("example.com", RegName)
        .path("/data", &["data"]),
    ex("http://example.com/data/")
        .scheme("http")
        .host("example.com", RegName)
        .path("/data/", &["data", ""]),
    // §6.2.2.2: percent-encoded unreserved characters stay encoded.
    ex("http://example.com/%7Euser")
        .scheme("http")
        .host("example.com", RegName)
        .path("/%7Euser", &["%7Euser"]),
];

/// §7.6 (semantic attacks) and Appendix B (the regular expression's example).
const SECTION_7_AND_APPENDIX_B: &[Example] = &[
    ex("ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm")
        .scheme("ftp")
        .userinfo("cnn.example.com&story=breaking_news")
        .host("10.0.0.1", Ipv4)
        .path("/top_story.htm", &["top_story.htm"]),
    ex("http://www.ics.uci.edu/pub/ietf/uri/#Related")
        .scheme("http")
        .host("www.ics.uci.edu", RegName)
        .path("/pub/ietf/uri/", &["pub", "ietf", "uri", ""])
        .fragment("Related"),
];

/// Empty versus undefined components (§5.3), one at a time.
const EMPTY_VERSUS_UNDEFINED: &[Example] = &[
    ex("http://h?").scheme("http").host("h", RegName).query(""),
    ex("http://h#")
        .scheme("http")
        .host("h", RegName)
        .fragment(""),
    ex("http://h?#")
        .scheme("http")
        .host("h", RegName)
        .query("")
        .fragment(""),
    ex("http://h:").scheme("http").host("h", RegName).port(""),
    ex("http://@h")
        .scheme("http")
        .userinfo("")
        .host("h", RegName),
    ex("http://@").scheme("http").userinfo("").host("", RegName),
    ex("http://:").scheme("http").host("", RegName).port(""),
    ex("http://").scheme("http").host("", RegName),
    ex("file:///")
        .scheme("file")
        .host("", RegName)
        .path("/", &[""]),
    ex("s:////")
        .scheme("s")
        .host("", RegName)
        .path("//", &["", ""]),
    ex("s:").scheme("s"),
    ex("s:?").scheme("s").query(""),
    ex("s:#").scheme("s").fragment(""),
    ex("?").query(""),
    ex("#").fragment(""),
    ex("//").host("", RegName),
    ex("//@:").userinfo("").host("", RegName).port(""),
    ex("///").host("", RegName).path("/", &[""]),
];

const ALL: &[&[Example]] = &[
    SECTION_1_AND_3,
    SECTION_4_AND_5_2,
    SECTION_6_2,
    SECTION_7_AND_APPENDIX_B,
    EMPTY_VERSUS_UNDEFINED,
];

/// The components of a parsed value, in the shape of an [`Example`].
#[derive(Debug, PartialEq)]
struct Parsed<'a> {
    scheme: Option<&'a str>,
    authority: Option<String>,
    userinfo: Option<&'a str>,
    host: Option<(&'a str, HostKind)>,
    port: Option<&'a str>,
    path: &'a str,
    segments: Vec<&'a str>,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

impl<'a> Parsed<'a> {
    fn of_ref(r: UriRef<'a>) -> Self {
        Self {
            scheme: r.scheme(),
            authority: r.authority().map(str::to_owned),
            userinfo: r.userinfo(),
            host: r.host_str().zip(r.host().map(|h| h.kind())),
            port: r.port_str(),
            path: r.path().as_str(),
            segments: r.path().segments().collect(),
            query: r.query(),
            fragment: r.fragment(),
        }
    }

    fn of_uri(u: Uri<'a>) -> Self {
        Self {
            scheme: Some(u.scheme()),
            authority: u.authority().map(str::to_owned),
            userinfo: u.userinfo(),
            host: u.host_str().zip(u.host().map(|h| h.kind())),
            port: u.port_str(),
            path: u.path().as_str(),
            segments: u.path().segments().collect(),
            query: u.query(),
            fragment: u.fragment(),
        }
    }

    fn expected(e: &Example) -> Parsed<'static> {
        Parsed {
            scheme: e.scheme,
            authority: e.authority(),
            userinfo: e.userinfo,
            host: e.host,
            port: e.port,
            path: e.path,
            segments: e.segments.to_vec(),
            query: e.query,
            fragment: e.fragment,
        }
    }
}

/// Checks a typed example: its own expectations first, then the parse.
#[track_caller]
fn check(e: &Example) {
    // The example's own expectations are consistent: the segments make the path.
    let joined = e.segments.join("/");
    let rebuilt = if e.path.starts_with('/') {
        format!("/{joined}")
    } else {
        joined
    };
    assert_eq!(
        rebuilt, e.path,
        "{:?}: the table's segments do not make its path",
        e.input
    );
    check_parse(e.input, &Parsed::expected(e));
}

/// Parses `input` under every grammar that should take it, and compares the
/// components with `expected`.
#[track_caller]
fn check_parse(input: &str, expected: &Parsed<'_>) {
    let reference = UriRef::parse(input).unwrap_or_else(|error| panic!("{input:?}: {error}"));
    assert_eq!(
        &Parsed::of_ref(reference),
        expected,
        "UriRef::parse({input:?})"
    );
    assert_eq!(reference.as_str(), input);
    assert_eq!(reference.to_string(), input);
    assert_eq!(reference.is_relative_ref(), expected.scheme.is_none());

    if expected.scheme.is_some() {
        let uri =
            Uri::parse(input).unwrap_or_else(|error| panic!("Uri::parse({input:?}): {error}"));
        assert_eq!(&Parsed::of_uri(uri), expected, "Uri::parse({input:?})");
        assert!(
            UriRef::parse_relative_ref(input).is_err(),
            "parse_relative_ref({input:?}) accepted"
        );
        let absolute = Uri::parse_absolute_uri(input);
        assert_eq!(
            absolute.is_ok(),
            expected.fragment.is_none(),
            "parse_absolute_uri({input:?})"
        );
        if let Ok(absolute) = absolute {
            assert_eq!(
                &Parsed::of_uri(absolute),
                expected,
                "Uri::parse_absolute_uri({input:?})"
            );
        }
    } else {
        let error = Uri::parse(input).expect_err(input);
        assert_eq!(
            error.kind(),
            uri::ParseErrorKind::MissingScheme,
            "Uri::parse({input:?})"
        );
        let relative = UriRef::parse_relative_ref(input)
            .unwrap_or_else(|error| panic!("parse_relative_ref({input:?}): {error}"));
        assert_eq!(
            &Parsed::of_ref(relative),
            expected,
            "UriRef::parse_relative_ref({input:?})"
        );
    }
}

/// Checks `input` against the components that the regular expression of RFC 3986
/// Appendix B finds in it,
/// `^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`, with the
/// authority split further at its '@' and before a port. The §5.4 examples are
/// read this way rather than typed a second time with their components; the
/// regular expression takes any reference apart, but says nothing of validity or
/// of the host's kind, so every host is expected to be a reg-name, as those of
/// §5.4 (`a` and `g`) are.
#[track_caller]
fn check_by_appendix_b(input: &'static str) {
    let (rest, fragment) = split(input, '#');
    let (rest, query) = split(rest, '?');
    let (scheme, rest) = match rest.find([':', '/', '?', '#']) {
        Some(colon) if colon > 0 && rest[colon..].starts_with(':') => {
            (Some(&rest[..colon]), &rest[colon + 1..])
        }
        _ => (None, rest),
    };
    let (authority, path) = match rest.strip_prefix("//") {
        Some(rest) => {
            let end = rest.find('/').unwrap_or(rest.len());
            (Some(&rest[..end]), &rest[end..])
        }
        None => (None, rest),
    };
    let (userinfo, host_and_port) = match authority.and_then(|a| a.split_once('@')) {
        Some((userinfo, host_and_port)) => (Some(userinfo), Some(host_and_port)),
        None => (None, authority),
    };
    let (host, port) = match host_and_port.and_then(|h| h.rsplit_once(':')) {
        Some((host, port)) if !port.contains(']') => (Some(host), Some(port)),
        _ => (host_and_port, None),
    };
    let segments = if path.is_empty() {
        Vec::new()
    } else {
        path.strip_prefix('/').unwrap_or(path).split('/').collect()
    };
    let expected = Parsed {
        scheme,
        authority: authority.map(str::to_owned),
        userinfo,
        host: host.map(|host| (host, RegName)),
        port,
        path,
        segments,
        query,
        fragment,
    };
    check_parse(input, &expected);
}

/// `text` before the first `delimiter`, and what follows it if there is one.
fn split(text: &str, delimiter: char) -> (&str, Option<&str>) {
    match text.split_once(delimiter) {
        Some((before, after)) => (before, Some(after)),
        None => (text, None),
    }
}

#[test]
fn section_1_and_3_examples() {
    SECTION_1_AND_3.iter().for_each(check);
}

#[test]
fn section_4_and_5_2_examples() {
    SECTION_4_AND_5_2.iter().for_each(check);
}

/// §5.4.1 "Normal Examples": each reference and the URI it resolves to.
#[test]
fn section_5_4_1_normal_examples() {
    check_by_appendix_b(BASE);
    for example in NORMAL {
        check_by_appendix_b(example.reference);
        check_by_appendix_b(example.target);
    }
}

/// §5.4.2 "Abnormal Examples": each reference and the URI it resolves to.
#[test]
fn section_5_4_2_abnormal_examples() {
    for example in ABNORMAL {
        check_by_appendix_b(example.reference);
        check_by_appendix_b(example.target);
    }
}

#[test]
fn section_6_2_equivalence_examples() {
    SECTION_6_2.iter().for_each(check);
}

#[test]
fn section_7_and_appendix_b_examples() {
    SECTION_7_AND_APPENDIX_B.iter().for_each(check);
}

#[test]
fn empty_versus_undefined() {
    EMPTY_VERSUS_UNDEFINED.iter().for_each(check);
}

/// The Appendix B reading agrees with every typed example whose host, if any,
/// is a reg-name: the §5.4 checks rest on a reading that is itself checked.
#[test]
fn appendix_b_reads_the_typed_examples_alike() {
    for e in ALL.iter().flat_map(|table| table.iter()) {
        if e.host.is_none_or(|(_, kind)| kind == RegName) {
            check_by_appendix_b(e.input);
        }
    }
}

/// The typed hosts of the examples that have an address.
#[test]
fn example_addresses() {
    use std::net::{Ipv4Addr, Ipv6Addr};
    let host = |s| Uri::parse(s).unwrap().host().unwrap();
    assert_eq!(
        host("ldap://[2001:db8::7]/c=GB?objectClass?one"),
        uri::Host::Ipv6(Ipv6Addr::new(0x2001, 0xdb8, 0, 0, 0, 0, 0, 7))
    );
    assert_eq!(
        host("telnet://192.0.2.16:80/"),
        uri::Host::Ipv4(Ipv4Addr::new(192, 0, 2, 16))
    );
    assert_eq!(
        host("ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm"),
        uri::Host::Ipv4(Ipv4Addr::new(10, 0, 0, 1))
    );
    assert_eq!(
        host("http://[v7.x:y]/"),
        uri::Host::IpvFuture {
            version: "7",
            address: "x:y"
        }
    );
    assert_eq!(
        Uri::parse("telnet://192.0.2.16:80/").unwrap().port(),
        Ok(Some(80))
    );
    assert_eq!(Uri::parse("http://example.com:/").unwrap().port(), Ok(None));
}

#[test]
fn every_example_is_distinct() {
    let mut seen = std::collections::HashSet::new();
    for e in ALL.iter().flat_map(|table| table.iter()) {
        assert!(seen.insert(e.input), "{:?} is listed twice", e.input);
    }
}
