//! `join_lenient` against the web-platform-tests URL data
//! (`tests/data/wpt-url/`, 3-Clause BSD): for every entry with a base that
//! browsers accept (no `"failure": true`, and a base we can read), our join
//! must reach the browser's host and resource.
//!
//! "Reach" means: the host [`Host::reach`](uri::Host::reach) answers for ours
//! equals the one it answers for the entry's `hostname` (an opaque host of
//! another scheme compares as text); the ports are equal; and the path, query
//! and fragment are equal once both are written the same way: escapes of
//! unreserved characters decoded, hex digits upper-case, and every character
//! RFC 3986 forbids in the component percent-encoded (browsers keep `|`, `^`,
//! `[`, `]`, a lone `%`, a second `#` as they are; we encode them). And the
//! `url` crate, which implements the same standard, must read our text as the
//! same URI (`url::Url::try_from` without `Changed`), but for `file:`, where
//! `url` is known to depart from the standard.

use std::fmt::Write as _;
use std::net::{IpAddr, Ipv6Addr};

use serde_json::Value;
use uri::interop::UrlConversionError;
use uri::{Host, Reach, Uri, UriBuf};

/// Every entry of the data with a base that browsers accept:
/// (input, base, expected).
fn accepted_entries() -> Vec<(String, String, Value)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/wpt-url/urltestdata.json");
    let data: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    data.as_array()
        .unwrap()
        .iter()
        .filter_map(|entry| {
            let base = entry.get("base")?.as_str()?;
            if entry.get("failure").is_some() {
                return None;
            }
            let input = entry["input"].as_str()?;
            Some((input.to_owned(), base.to_owned(), entry.clone()))
        })
        .collect()
}

/// The base as a strict URI: as it is, or (`sc://ñ`, `https://h/##x`) the
/// lenient parser's repair of it.
fn base_uri(base: &str) -> Option<UriBuf> {
    UriBuf::parse(base).ok().or_else(|| {
        UriBuf::parse_lenient(base)
            .ok()
            .map(uri::lenient::Repaired::into_value)
    })
}

fn is_special(scheme: &str) -> bool {
    matches!(scheme, "http" | "https" | "ws" | "wss" | "ftp" | "file")
}

/// The characters RFC 3986 allows as they are in a path (`in_query`: in a
/// query or fragment, which allow `?` too).
fn allowed(c: char, in_query: bool) -> bool {
    c.is_ascii_alphanumeric() || "-._~!$&'()*+,;=:@/".contains(c) || (in_query && c == '?')
}

/// A component written one way: unreserved escapes decoded, hex upper-case,
/// everything RFC 3986 forbids percent-encoded.
fn normal(text: &str, in_query: bool) -> String {
    let bytes = text.as_bytes();
    let mut out = String::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = text[i..].chars().next().unwrap();
        if c == '%' {
            let hex = |k: usize| bytes.get(k).is_some_and(u8::is_ascii_hexdigit);
            if hex(i + 1) && hex(i + 2) {
                let byte = u8::from_str_radix(&text[i + 1..i + 3], 16).unwrap();
                if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
                    out.push(char::from(byte));
                } else {
                    write!(out, "%{byte:02X}").unwrap();
                }
                i += 3;
                continue;
            }
        }
        if allowed(c, in_query) {
            out.push(c);
        } else {
            let mut utf8 = [0; 4];
            for byte in c.encode_utf8(&mut utf8).bytes() {
                write!(out, "%{byte:02X}").unwrap();
            }
        }
        i += c.len_utf8();
    }
    out
}

/// The path, query and fragment of a URL's text, the first `?` and `#` as
/// the delimiters.
fn resource(text: &str) -> (String, Option<String>, Option<String>) {
    let colon = text.find(':').unwrap();
    let mut rest = &text[colon + 1..];
    if let Some(after) = rest.strip_prefix("//") {
        let end = after.find(['/', '?', '#']).unwrap_or(after.len());
        rest = &after[end..];
    }
    let (rest, fragment) = match rest.split_once('#') {
        Some((rest, fragment)) => (rest, Some(normal(fragment, true))),
        None => (rest, None),
    };
    let (path, query) = match rest.split_once('?') {
        Some((path, query)) => (path, Some(normal(query, true))),
        None => (rest, None),
    };
    (normal(path, false), query, fragment)
}

/// The host a browser's `hostname` reaches (an IPv6 address in brackets).
fn browser_reach(hostname: &str) -> Option<Reach> {
    if let Some(inner) = hostname.strip_prefix('[') {
        let ip: Ipv6Addr = inner.strip_suffix(']')?.parse().ok()?;
        return Some(Reach::Ip(IpAddr::V6(ip).to_canonical()));
    }
    Host::RegName(hostname).reach().ok()
}

/// Why our join of one entry does not reach the browser's URL, if it does not.
fn difference(input: &str, base: &Uri<'_>, expected: &Value) -> Option<String> {
    let joined = match base.join_lenient(input) {
        Ok(joined) => joined.into_value(),
        Err(error) => return Some(format!("refused: {error}")),
    };
    let ours = joined.as_uri();
    let href = expected["href"].as_str().unwrap();
    let scheme = expected["protocol"].as_str().unwrap().trim_end_matches(':');
    if ours.scheme() != scheme {
        return Some(format!("scheme: {ours} against {href}"));
    }
    let hostname = expected["hostname"].as_str().unwrap();
    let host_differs = match ours.host() {
        None => !hostname.is_empty() || href[scheme.len() + 1..].starts_with("//"),
        Some(host) if is_special(scheme) && !hostname.is_empty() => {
            host.reach().ok() != browser_reach(hostname) || browser_reach(hostname).is_none()
        }
        Some(host) => {
            let text = ours.host_str().unwrap_or("");
            normal(text, false) != normal(hostname, false)
                || (hostname.is_empty() && !matches!(host, Host::RegName("")))
        }
    };
    if host_differs {
        return Some(format!("host: {ours} against {href}"));
    }
    if ours.port_str().unwrap_or("") != expected["port"].as_str().unwrap() {
        return Some(format!("port: {ours} against {href}"));
    }
    if resource(ours.as_str()) != resource(href) {
        return Some(format!("resource: {ours} against {href}"));
    }
    // `url` (a WHATWG parser too) reads our text as the same URI; but for
    // `file:`, where `url` 2.5.8 departs from the standard on drive letters
    // and empty segments (its `tests/expected_failures.txt` lists them).
    if scheme != "file" {
        if let Err(error @ UrlConversionError::Changed { .. }) = url::Url::try_from(&joined) {
            return Some(format!("url: {error}"));
        }
    }
    None
}

/// How many eligible entries we reach; the differences are listed in the
/// failure message.
#[test]
fn join_lenient_reaches_what_browsers_reach() {
    let entries = accepted_entries();
    let mut reached = 0;
    let mut unread_bases = Vec::new();
    let mut differences = Vec::new();
    for (input, base, expected) in &entries {
        let Some(base_uri) = base_uri(base) else {
            unread_bases.push(base.clone());
            continue;
        };
        match difference(input, &base_uri.as_uri(), expected) {
            None => reached += 1,
            Some(why) => differences.push(format!("{input:?} against {base:?}: {why}")),
        }
    }
    let eligible = entries.len() - unread_bases.len();
    println!("join_lenient reaches {reached} of {eligible} WPT entries");
    assert!(
        unread_bases.is_empty(),
        "bases we cannot read: {unread_bases:#?}"
    );
    assert_eq!(eligible, 256, "the data changed");
    assert!(
        reached >= eligible,
        "{reached} of {eligible}; differences:\n{}",
        differences.join("\n")
    );
}
