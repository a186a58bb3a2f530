//! Property tests: URI references generated from the RFC 3986 grammar parse into
//! the parts they were built from and display back unchanged; arbitrary strings
//! never panic, and every error points inside the input at a character boundary.

use std::fmt::Write as _;
use std::net::{Ipv4Addr, Ipv6Addr};

use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;
use proptest::sample::select;
use uri::{Host, ParseError, ParseErrorKind, Uri, UriRef};
use uri_tests::Grammar;

// ---------------------------------------------------------------------------
// Character sets of RFC 3986 Appendix A, written out independently of the parser.
// ---------------------------------------------------------------------------

const ALPHA: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const DIGIT: &str = "0123456789";
const HEXDIG: &str = "0123456789ABCDEFabcdef";
/// `unreserved / sub-delims`: a reg-name's literal characters.
const REG_NAME: &str =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=";
/// `unreserved / sub-delims / ":"`: userinfo, and the address of `IPvFuture`.
const USERINFO: &str =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:";
/// `pchar` without `pct-encoded`.
const PCHAR: &str =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@";
/// `segment-nz-nc`'s characters: `pchar` without ':'.
const PCHAR_NC: &str =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@";
/// `query` and `fragment`: `pchar / "/" / "?"`.
const QUERY: &str =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/?";
/// Characters no URI reference holds literally anywhere.
const NEVER_VALID: &str = " \"<>\\^`{|}\u{0}\t\n\r\u{7f}\u{e9}\u{20ac}\u{1f600}";

fn chars(set: &str) -> Vec<char> {
    set.chars().collect()
}

/// One character of `set`, or now and then a percent-encoded octet.
fn piece(set: &'static str) -> impl Strategy<Value = String> {
    prop_oneof![
        6 => select(chars(set)).prop_map(String::from),
        1 => (select(chars(HEXDIG)), select(chars(HEXDIG))).prop_map(|(a, b)| format!("%{a}{b}")),
    ]
}

/// `min..=max` pieces of `set`.
fn run(set: &'static str, min: usize, max: usize) -> impl Strategy<Value = String> {
    vec(piece(set), min..=max).prop_map(|pieces| pieces.concat())
}

// ---------------------------------------------------------------------------
// Generated URI references.
// ---------------------------------------------------------------------------

/// How a host was generated, and so what it must parse into.
#[derive(Clone, Debug)]
enum GenHost {
    Name(String),
    V4(Ipv4Addr),
    V6(String, Ipv6Addr),
    Future {
        version: String,
        address: String,
        capital_v: bool,
    },
}

impl GenHost {
    fn text(&self) -> String {
        match self {
            Self::Name(name) => name.clone(),
            Self::V4(addr) => addr.to_string(),
            Self::V6(text, _) => format!("[{text}]"),
            Self::Future {
                version,
                address,
                capital_v,
            } => {
                format!(
                    "[{}{version}.{address}]",
                    if *capital_v { 'V' } else { 'v' }
                )
            }
        }
    }

    fn expected(&self) -> Host<'_> {
        match self {
            Self::Name(name) if is_ipv4(name) => Host::Ipv4(name.parse().unwrap()),
            Self::Name(name) => Host::RegName(name),
            Self::V4(addr) => Host::Ipv4(*addr),
            Self::V6(_, addr) => Host::Ipv6(*addr),
            Self::Future {
                version, address, ..
            } => Host::IpvFuture { version, address },
        }
    }
}

/// `IPv4address`, by its ABNF: four `dec-octet`s, no leading zeros.
fn is_ipv4(s: &str) -> bool {
    let octets: Vec<&str> = s.split('.').collect();
    octets.len() == 4
        && octets.iter().all(|o| {
            !o.is_empty()
                && o.len() <= 3
                && o.bytes().all(|b| b.is_ascii_digit())
                && (o.len() == 1 || !o.starts_with('0'))
                && o.parse::<u16>().is_ok_and(|v| v <= 255)
        })
}

/// An IPv6 address written in one of the nine forms of §3.2.2: `::` standing for
/// one or more zero groups anywhere (or absent), the last 32 bits as a dotted
/// quad when `::` does not cover them, hex digits of either case, padded or not.
fn ipv6() -> impl Strategy<Value = (String, Ipv6Addr)> {
    let group = prop_oneof![Just(0u16), any::<u16>(), 0..16u16];
    (
        proptest::array::uniform8(group),
        0..8usize,
        0..=8usize,
        any::<bool>(),
        any::<bool>(),
        any::<[bool; 8]>(),
    )
        .prop_map(|(mut groups, start, gap, dotted, upper, padded)| {
            let compression = (gap > 0).then(|| (start.min(8 - gap), gap));
            if let Some((start, gap)) = compression {
                groups[start..start + gap].fill(0);
            }
            let dotted = dotted && compression.is_none_or(|(start, gap)| start + gap <= 6);
            let hex = |i: usize| match (upper, padded[i]) {
                (false, false) => format!("{:x}", groups[i]),
                (false, true) => format!("{:04x}", groups[i]),
                (true, false) => format!("{:X}", groups[i]),
                (true, true) => format!("{:04X}", groups[i]),
            };
            let field = |range: std::ops::Range<usize>| {
                let mut parts: Vec<String> = Vec::new();
                let mut i = range.start;
                while i < range.end {
                    if dotted && i == 6 {
                        let [o1, o2] = groups[6].to_be_bytes();
                        let [o3, o4] = groups[7].to_be_bytes();
                        parts.push(format!("{o1}.{o2}.{o3}.{o4}"));
                        break;
                    }
                    parts.push(hex(i));
                    i += 1;
                }
                parts.join(":")
            };
            let text = match compression {
                None => field(0..8),
                Some((start, gap)) => format!("{}::{}", field(0..start), field(start + gap..8)),
            };
            (text, Ipv6Addr::from(groups))
        })
}

fn host() -> impl Strategy<Value = GenHost> {
    prop_oneof![
        4 => run(REG_NAME, 0, 12).prop_map(GenHost::Name),
        1 => vec(select(chars("0123456789.")), 1..16)
            .prop_map(|c| GenHost::Name(c.into_iter().collect())),
        2 => any::<[u8; 4]>().prop_map(|o| GenHost::V4(Ipv4Addr::from(o))),
        3 => ipv6().prop_map(|(text, addr)| GenHost::V6(text, addr)),
        1 => (vec(select(chars(HEXDIG)), 1..4), vec(select(chars(USERINFO)), 1..8), any::<bool>())
            .prop_map(|(version, address, capital_v)| GenHost::Future {
                version: version.into_iter().collect(),
                address: address.into_iter().collect(),
                capital_v,
            }),
    ]
}

#[derive(Clone, Debug)]
struct GenAuthority {
    userinfo: Option<String>,
    host: GenHost,
    port: Option<String>,
}

fn authority() -> impl Strategy<Value = GenAuthority> {
    (
        option::of(run(USERINFO, 0, 8)),
        host(),
        option::of(vec(select(chars(DIGIT)), 0..7).prop_map(|d| d.into_iter().collect())),
    )
        .prop_map(|(userinfo, host, port)| GenAuthority {
            userinfo,
            host,
            port,
        })
}

/// `*( "/" segment )`, with `extra` pieces after a leading part.
fn slash_segments() -> impl Strategy<Value = String> {
    vec(run(PCHAR, 0, 5).prop_map(|s| format!("/{s}")), 0..4).prop_map(|s| s.concat())
}

fn scheme() -> impl Strategy<Value = String> {
    (
        select(chars(ALPHA)),
        vec(select(chars(concat!("ABCXYZabcxyz0189", "+-."))), 0..7),
    )
        .prop_map(|(first, rest)| std::iter::once(first).chain(rest).collect())
}

/// The parts of one generated URI reference.
#[derive(Clone, Debug)]
struct Parts {
    scheme: Option<String>,
    authority: Option<GenAuthority>,
    path: String,
    query: Option<String>,
    fragment: Option<String>,
}

impl Parts {
    fn text(&self) -> String {
        let mut text = String::new();
        if let Some(scheme) = &self.scheme {
            write!(text, "{scheme}:").unwrap();
        }
        if let Some(authority) = &self.authority {
            text.push_str("//");
            if let Some(userinfo) = &authority.userinfo {
                write!(text, "{userinfo}@").unwrap();
            }
            text.push_str(&authority.host.text());
            if let Some(port) = &authority.port {
                write!(text, ":{port}").unwrap();
            }
        }
        text.push_str(&self.path);
        if let Some(query) = &self.query {
            write!(text, "?{query}").unwrap();
        }
        if let Some(fragment) = &self.fragment {
            write!(text, "#{fragment}").unwrap();
        }
        text
    }
}

/// A `URI-reference` built from the grammar: a scheme or not, an authority or
/// not, and the path forms each combination allows (§3.3, §4.2).
fn reference() -> impl Strategy<Value = Parts> {
    let path_absolute = option::of((run(PCHAR, 1, 5), slash_segments())).prop_map(|rest| {
        rest.map_or_else(|| "/".to_owned(), |(first, tail)| format!("/{first}{tail}"))
    });
    let path_rootless = (run(PCHAR, 1, 5), slash_segments()).prop_map(|(a, b)| a + &b);
    let path_noscheme = (run(PCHAR_NC, 1, 5), slash_segments()).prop_map(|(a, b)| a + &b);
    (
        option::of(scheme()),
        option::of(authority()),
        (
            slash_segments(),
            path_absolute,
            path_rootless,
            path_noscheme,
            0..3u8,
        ),
        option::of(run(QUERY, 0, 8)),
        option::of(run(QUERY, 0, 8)),
    )
        .prop_map(|(scheme, authority, paths, query, fragment)| {
            let (abempty, absolute, rootless, noscheme, choice) = paths;
            let path = match (&authority, choice) {
                (Some(_), _) => abempty,
                (None, 0) => String::new(),
                (None, 1) => absolute,
                (None, _) if scheme.is_some() => rootless,
                (None, _) => noscheme,
            };
            Parts {
                scheme,
                authority,
                path,
                query,
                fragment,
            }
        })
}

/// Every component of a parsed reference, owned, for comparisons.
#[derive(Debug, PartialEq)]
struct Components {
    scheme: Option<String>,
    authority: Option<String>,
    userinfo: Option<String>,
    host: Option<String>,
    port: Option<String>,
    path: String,
    segments: Vec<String>,
    query: Option<String>,
    fragment: Option<String>,
}

fn components(r: UriRef<'_>) -> Components {
    let owned = |s: Option<&str>| s.map(str::to_owned);
    Components {
        scheme: owned(r.scheme()),
        authority: owned(r.authority()),
        userinfo: owned(r.userinfo()),
        host: owned(r.host_str()),
        port: owned(r.port_str()),
        path: r.path().as_str().to_owned(),
        segments: r.path().segments().map(str::to_owned).collect(),
        query: owned(r.query()),
        fragment: owned(r.fragment()),
    }
}

fn expected_segments(path: &str) -> Vec<String> {
    if path.is_empty() {
        return Vec::new();
    }
    path.strip_prefix('/')
        .unwrap_or(path)
        .split('/')
        .map(str::to_owned)
        .collect()
}

// ---------------------------------------------------------------------------
// Invariants of any parse result.
// ---------------------------------------------------------------------------

/// An error lies within the input, on character boundaries, and names the
/// character at its index; its message and diagram can be made.
fn check_error(input: &str, error: &ParseError) -> Result<(), TestCaseError> {
    let (index, len) = (error.index(), error.len());
    prop_assert!(index <= input.len(), "index {} past {}", index, input.len());
    prop_assert!(
        index + len <= input.len(),
        "span {}+{} past {}",
        index,
        len,
        input.len()
    );
    prop_assert!(
        input.is_char_boundary(index),
        "index {} inside a character",
        index
    );
    prop_assert!(input.is_char_boundary(index + len));
    match error.found() {
        Some(c) => {
            prop_assert!(input[index..].starts_with(c));
            prop_assert_eq!(len, c.len_utf8());
        }
        None => prop_assert!(
            (index == input.len() && len == 0) || error.kind() == ParseErrorKind::MissingScheme,
            "no character found at {} of {:?}: {}",
            index,
            input,
            error
        ),
    }
    let message = error.to_string();
    prop_assert!(!message.contains('\n'));
    let rendered = error.render(input).to_string();
    prop_assert!(rendered.starts_with(&message));
    Ok(())
}

/// A parsed value holds the input, and its components are slices of it in order.
fn check_ok(input: &str, r: UriRef<'_>) -> Result<(), TestCaseError> {
    prop_assert_eq!(r.as_str(), input);
    prop_assert_eq!(r.to_string(), input);
    let mut rebuilt = String::new();
    if let Some(scheme) = r.scheme() {
        write!(rebuilt, "{scheme}:").unwrap();
    }
    if let Some(authority) = r.authority() {
        write!(rebuilt, "//{authority}").unwrap();
        let mut expected = String::new();
        if let Some(userinfo) = r.userinfo() {
            write!(expected, "{userinfo}@").unwrap();
        }
        expected.push_str(r.host_str().unwrap());
        if let Some(port) = r.port_str() {
            write!(expected, ":{port}").unwrap();
        }
        prop_assert_eq!(authority, expected);
    } else {
        prop_assert!(r.host_str().is_none() && r.userinfo().is_none() && r.port_str().is_none());
    }
    rebuilt.push_str(r.path().as_str());
    if let Some(query) = r.query() {
        write!(rebuilt, "?{query}").unwrap();
    }
    if let Some(fragment) = r.fragment() {
        write!(rebuilt, "#{fragment}").unwrap();
    }
    prop_assert_eq!(rebuilt, input);
    Ok(())
}

/// Parses `input` under all four grammars and checks every result and their
/// consistency with one another.
fn check_any(input: &str) -> Result<(), TestCaseError> {
    let [uri, reference, relative, absolute] = Grammar::ALL.map(|grammar| grammar.parse(input));
    for result in [uri, reference, relative, absolute] {
        match result {
            Ok(r) => check_ok(input, r)?,
            Err(error) => check_error(input, &error)?,
        }
    }
    let has_scheme = reference.is_ok_and(|r| r.scheme().is_some());
    prop_assert_eq!(uri.is_ok(), has_scheme);
    prop_assert_eq!(relative.is_ok(), reference.is_ok() && !has_scheme);
    prop_assert_eq!(absolute.is_ok(), uri.is_ok_and(|u| u.fragment().is_none()));
    // A URI reference's error in the relative part is the same under `URI`
    // whenever the text has a scheme.
    if let (Err(a), Ok(colon)) = (reference, scheme_end(input)) {
        if colon < a.index() {
            prop_assert_eq!(uri.unwrap_err(), a);
        }
    }
    Ok(())
}

/// The index of the ':' after a syntactically valid scheme, if there is one.
fn scheme_end(input: &str) -> Result<usize, ()> {
    let colon = input.find(':').ok_or(())?;
    let scheme = &input[..colon];
    let mut chars = scheme.chars();
    let valid = chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c));
    if valid { Ok(colon) } else { Err(()) }
}

/// Text made mostly of the characters URIs are made of, including delimiters in
/// odd places, `%`, brackets, and some characters that are never allowed.
fn uri_like() -> impl Strategy<Value = String> {
    let alphabet = chars(
        "aAzZv09fF:/?#[]@!$&'()*+,;=-._~%%%.:::///  \"<>\\^`{|}\t\u{0}\u{7f}\u{e9}\u{20ac}\u{1f600}",
    );
    prop_oneof![
        3 => vec(select(alphabet), 0..48).prop_map(|c| c.into_iter().collect()),
        1 => any::<String>(),
        2 => (reference(), vec(select(chars(":/?#[]@%.v0")), 0..4), any::<prop::sample::Index>())
            .prop_map(|(parts, extra, at)| {
                // A valid reference with a few delimiters thrown in somewhere.
                let mut text = parts.text();
                let at = at.index(text.len() + 1);
                let at = (0..=at).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
                text.insert_str(at, &extra.into_iter().collect::<String>());
                text
            }),
    ]
}

/// Percent-encodes every byte that is not `unreserved`.
fn encode_all(s: &str) -> String {
    let mut out = String::new();
    for byte in s.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            write!(out, "%{byte:02X}").unwrap();
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 2000,
        // Failures are reported with their minimal input; nothing is written into
        // the source tree.
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn generated_references_parse_into_their_parts(parts in reference()) {
        let text = parts.text();
        let r = UriRef::parse(&text).map_err(|e| TestCaseError::fail(format!("{text:?}: {e}")))?;
        prop_assert_eq!(r.as_str(), text.as_str());
        prop_assert_eq!(r.to_string(), text.clone());
        prop_assert_eq!(r.scheme(), parts.scheme.as_deref());
        prop_assert_eq!(r.path().as_str(), parts.path.as_str());
        prop_assert_eq!(
            r.path().segments().map(str::to_owned).collect::<Vec<_>>(),
            expected_segments(&parts.path)
        );
        prop_assert_eq!(r.query(), parts.query.as_deref());
        prop_assert_eq!(r.fragment(), parts.fragment.as_deref());
        match &parts.authority {
            None => prop_assert!(r.authority().is_none() && r.host().is_none()),
            Some(authority) => {
                prop_assert_eq!(r.userinfo(), authority.userinfo.as_deref());
                let host_text = authority.host.text();
                prop_assert_eq!(r.host_str(), Some(host_text.as_str()));
                prop_assert_eq!(r.host(), Some(authority.host.expected()));
                prop_assert_eq!(r.port_str(), authority.port.as_deref());
                // At most six digits: the value fits in a u32.
                match authority.port.as_deref().filter(|p| !p.is_empty()).map(str::parse::<u32>) {
                    None => prop_assert_eq!(r.port(), Ok(None)),
                    Some(Ok(value)) => {
                        if let Ok(value) = u16::try_from(value) {
                            prop_assert_eq!(r.port(), Ok(Some(value)));
                        } else {
                            prop_assert_eq!(
                                r.port().map_err(|e| e.kind()),
                                Err(ParseErrorKind::PortOverflow)
                            );
                        }
                    }
                    Some(Err(e)) => return Err(TestCaseError::fail(e.to_string())),
                }
            }
        }
        check_ok(&text, r)?;

        // The other grammars agree.
        prop_assert_eq!(Uri::parse(&text).is_ok(), parts.scheme.is_some());
        prop_assert_eq!(UriRef::parse_relative_ref(&text).is_ok(), parts.scheme.is_none());
        prop_assert_eq!(
            Uri::parse_absolute_uri(&text).is_ok(),
            parts.scheme.is_some() && parts.fragment.is_none()
        );
        if let Ok(uri) = Uri::parse(&text) {
            prop_assert_eq!(components(uri.as_uri_ref()), components(r));
        }

        // Displayed and parsed again, it is the same value with the same parts.
        let shown = r.to_string();
        let again = UriRef::parse(&shown).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(again, r);
        prop_assert_eq!(components(again), components(r));
        let owned = uri::UriRefBuf::parse(&shown).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(components(owned.as_uri_ref()), components(r));
    }

    #[test]
    fn a_never_valid_character_fails_exactly_where_it_is_inserted(
        parts in reference(),
        bad in select(chars(NEVER_VALID)),
        at in any::<prop::sample::Index>(),
    ) {
        let mut text = parts.text();
        let at = at.index(text.len() + 1);
        text.insert(at, bad);
        let error = UriRef::parse(&text).err();
        prop_assert!(error.is_some(), "{:?} accepted", text);
        let error = error.unwrap();
        // The error is at the inserted character, except that a lone ':' at the
        // start of an IPv6 address is blamed on the ':' itself ("[: :1]").
        let lone_colon = error.kind() == ParseErrorKind::Ipv6LoneColon
            && error.index() + 1 == at
            && text[error.index()..].starts_with(':');
        if !lone_colon {
            prop_assert_eq!((error.index(), error.found()), (at, Some(bad)), "{:?}: {}", text, error);
        }
        check_error(&text, &error)?;
        if let Some(scheme) = &parts.scheme {
            let uri_error = Uri::parse(&text).unwrap_err();
            prop_assert_eq!((uri_error.index(), uri_error.found()), (error.index(), error.found()));
            // After the scheme's ':' both grammars read the same rules; before
            // it, `Uri::parse` reports a scheme error at the same index.
            if at > scheme.len() {
                prop_assert_eq!(uri_error, error);
            }
        }
    }

    #[test]
    fn arbitrary_strings_never_panic_and_errors_stay_in_bounds(input in uri_like()) {
        check_any(&input)?;
    }

    #[test]
    fn prefixes_of_valid_references_are_handled(parts in reference()) {
        let text = parts.text();
        for (end, _) in text.char_indices() {
            check_any(&text[..end])?;
        }
    }

    #[test]
    fn percent_encoding_everything_makes_a_valid_path(input in any::<String>()) {
        let encoded = encode_all(&input);
        let r = UriRef::parse(&encoded).map_err(|e| TestCaseError::fail(format!("{encoded:?}: {e}")))?;
        prop_assert_eq!(r.path().as_str(), encoded.as_str());
        prop_assert_eq!(r.path().segments().count(), usize::from(!encoded.is_empty()));
        let in_query = format!("s:?{encoded}#{encoded}");
        let r = Uri::parse(&in_query).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(r.query(), Some(encoded.as_str()));
        prop_assert_eq!(r.fragment(), Some(encoded.as_str()));
    }
}
