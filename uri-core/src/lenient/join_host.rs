//! Hosts and ports in the lenient join, read as browsers read them.
//!
//! The host of a special scheme is the host a client reaches, so it is
//! [`Host::reach`](crate::Host::reach)'s answer, written out: percent-decoded,
//! mapped by UTS #46 (feature `idna`), its IPv4 number forms (`0x7f.1`) as the
//! dotted quad; what `reach` refuses, browsers refuse too (an empty host, a
//! mapping to a delimiter, a number that is no address), but for one
//! difference: `reach` also refuses an empty label (`a..b`), which browsers
//! keep. The host of any other scheme is opaque, as WHATWG has it: never
//! mapped, percent-encoded where RFC 3986 needs it, refused when it holds a
//! character no host can hold.

use alloc::string::String;
use core::fmt::Write as _;
use core::net::{IpAddr, Ipv6Addr};

use crate::bytes::percent::escaped_byte;
use crate::error::parse_error::{Component, ParseError, ParseErrorKind};
use crate::lenient::join_input::{Href, SchemeKind};
use crate::lenient::join_write::{Set, Writer};
use crate::lenient::repair::RepairKind;
use crate::parse::ip::parse_ipv6;
use crate::parse::table::{REG_NAME, is};
use crate::parse::ucs::Charset;
use crate::value::reach::{HostError, HostErrorKind, Reach, reach_name};

/// An error at the href's text byte `i`, naming the character there.
fn error_at(href: &Href<'_>, i: usize, component: Component, kind: ParseErrorKind) -> ParseError {
    ParseError::at(href.original.as_bytes(), href.origin(i), component, kind)
}

/// An error about the whole host `from..to` of the href's text.
fn unreachable(href: &Href<'_>, from: usize, to: usize) -> ParseError {
    host_span_error(href, from, to, ParseErrorKind::UnreachableHost)
}

/// An error of `kind` that spans the host `from..to` of the href's text.
fn host_span_error(href: &Href<'_>, from: usize, to: usize, kind: ParseErrorKind) -> ParseError {
    let span = href.span(from, to);
    ParseError::span(span.start, span.len(), Component::Host, kind)
}

/// The error for an authority without a host where one is needed: `at`
/// is where the host should start.
pub(crate) fn missing(href: &Href<'_>, at: usize) -> ParseError {
    unreachable(href, at, at)
}

/// How the written host relates to the text.
enum Written {
    /// The same name, but for case and escapes of unreserved characters.
    Same,
    /// Another spelling of the name (UTS #46 mapped it).
    Mapped,
    /// An IPv4 address written otherwise than as its dotted quad.
    Address,
}

/// Writes the host `href.text[from..to]` of a special scheme, noting how it
/// was read; a `file` host of `localhost` is the empty host.
pub(crate) fn special(
    w: &mut Writer,
    href: &Href<'_>,
    from: usize,
    to: usize,
    file: bool,
) -> Result<(), ParseError> {
    let text = &href.text[from..to];
    if text.starts_with('[') {
        return ipv6(w, href, from, to);
    }
    if text.is_empty() {
        return Err(unreachable(href, from, to));
    }
    let start = w.out.len();
    match domain(w, text) {
        Ok(written) => note(w, href, from, to, &written),
        Err(error) => return Err(host_error(href, from, to, &error)),
    }
    // Browsers keep `{`, `}`, `"` and `` ` `` in a domain; RFC 3986 needs
    // them encoded (`domain` wrote them so).
    for (at, byte) in text.bytes().enumerate() {
        if byte.is_ascii() && !is(byte, REG_NAME) && !matches!(byte, b'%' | b'.') {
            w.repairs
                .push(href.repair(from + at, from + at + 1, RepairKind::EncodedAscii));
        }
    }
    localhost(w, href, from, to, file, start);
    Ok(())
}

/// Notes how the host `href.text[from..to]` was written, when not as it is
/// but for case and escapes of unreserved characters; a mapped host names
/// the form it was written in: A-labels in a URI, Unicode in an IRI.
fn note(w: &mut Writer, href: &Href<'_>, from: usize, to: usize, written: &Written) {
    let kind = match written {
        Written::Same => return,
        Written::Mapped if cfg!(feature = "idna") && w.charset == Charset::Iri => {
            RepairKind::UnicodeHost
        }
        Written::Mapped => RepairKind::IdnaHost,
        Written::Address => RepairKind::NumericHost,
    };
    w.repairs.push(href.repair(from, to, kind));
}

/// A `file` host written `localhost`, from `start` in the output, is the
/// empty host (noted: RFC 3986 keeps it).
fn localhost(w: &mut Writer, href: &Href<'_>, from: usize, to: usize, file: bool, start: usize) {
    if file && &w.out[start..] == "localhost" {
        w.out.truncate(start);
        w.repairs
            .push(href.repair(from, to, RepairKind::FileLocalhost));
    }
}

/// Writes a base's host `text.text[from..to]` (`text` is the base's), valid
/// by RFC 3986, as a browser reading the base would, and notes how; a host
/// browsers refuse is written as it is.
pub(crate) fn base(w: &mut Writer, text: &Href<'_>, from: usize, to: usize, kind: SchemeKind) {
    let host = &text.text[from..to];
    let start = w.out.len();
    if host.starts_with('[') && kind == SchemeKind::Other {
        w.out.push_str(host);
        return;
    }
    if kind == SchemeKind::Other {
        // As written, but for a bidi formatting character of an IRI.
        w.copy(text, from, to, Set::OpaqueHost);
        return;
    }
    if host.starts_with('[') {
        match parse_ipv6(host.as_bytes(), 1) {
            Ok((groups, _)) => {
                let _ = write!(w.out, "[{}]", Ipv6Addr::from(groups));
            }
            Err(_) => w.out.push_str(host),
        }
        return;
    }
    if let Ok(written) = domain(w, host) {
        note(w, text, from, to, &written);
    } else {
        w.out.truncate(start);
        w.copy(text, from, to, Set::OpaqueHost);
    }
    localhost(w, text, from, to, kind == SchemeKind::File, start);
}

/// Writes a name as [`reach`](crate::Host::reach) reads it; an IRI keeps
/// the Unicode form of its A-labels (feature `idna`).
fn domain(w: &mut Writer, text: &str) -> Result<Written, HostError> {
    if is_plain(text) {
        w.out.push_str(text);
        return Ok(Written::Same);
    }
    let start = w.out.len();
    match reach_name(text)? {
        Reach::Domain(name) => {
            #[cfg(feature = "idna")]
            let name = if w.charset == crate::parse::ucs::Charset::Iri && name.contains("xn--") {
                crate::encoding::idna::host_to_unicode(&name)
            } else {
                name
            };
            // A domain may hold what a `reg-name` cannot (`{`, `"`): encoded.
            w.encode(&name, 0, name.len(), Set::OpaqueHost, None);
            Ok(if same_name(text, &w.out[start..]) {
                Written::Same
            } else {
                Written::Mapped
            })
        }
        Reach::Ip(ip) => {
            let _ = match ip {
                IpAddr::V4(ip) => write!(w.out, "{ip}"),
                IpAddr::V6(ip) => write!(w.out, "[{ip}]"),
            };
            Ok(if text == &w.out[start..] {
                Written::Same
            } else {
                Written::Address
            })
        }
    }
}

/// Whether `reach` would give `text` back as it is: lower-case letters,
/// digits, `-`, `_` and dots, no empty label, no `xn--` label (UTS #46 checks
/// those), and a last label that starts with a letter (so no number).
fn is_plain(text: &str) -> bool {
    let bytes = text.as_bytes();
    let plain_byte =
        |b: &u8| b.is_ascii_lowercase() || b.is_ascii_digit() || matches!(b, b'-' | b'_');
    let mut labels = text.split('.').peekable();
    while let Some(label) = labels.next() {
        let last = labels.peek().is_none();
        if label.is_empty()
            || !label.bytes().all(|b| plain_byte(&b))
            || label.starts_with("xn--")
            || (last && !label.as_bytes()[0].is_ascii_lowercase())
        {
            return false;
        }
    }
    !bytes.is_empty()
}

/// Whether `written` is `text` but for the case of ASCII letters, the
/// escapes of unreserved characters (RFC 3986 §6.2.2: the same name), and
/// the escapes written for characters `text` holds raw (each a repair of its
/// own).
fn same_name(text: &str, written: &str) -> bool {
    let (text, written) = (text.as_bytes(), written.as_bytes());
    let escape = escaped_byte;
    let (mut i, mut k) = (0, 0);
    while i < text.len() {
        let (byte, step) = match escape(text, i) {
            Some(decoded)
                if decoded.is_ascii_alphanumeric()
                    || matches!(decoded, b'-' | b'.' | b'_' | b'~') =>
            {
                (decoded, 3)
            }
            _ => (text[i], 1),
        };
        let same = match escape(written, k) {
            Some(decoded) if byte != b'%' => {
                k += 3;
                decoded == byte
            }
            _ => {
                k += 1;
                written.get(k - 1).map(u8::to_ascii_lowercase) == Some(byte.to_ascii_lowercase())
            }
        };
        if !same {
            return false;
        }
        i += step;
    }
    k == written.len()
}

/// The error for a host `reach` refused: at the character when the text
/// holds it as it is, else about the whole host.
fn host_error(href: &Href<'_>, from: usize, to: usize, error: &HostError) -> ParseError {
    // Without the `idna` feature: the error names it, as `reach`'s own does.
    if error.kind() == HostErrorKind::Unicode {
        return host_span_error(href, from, to, ParseErrorKind::NonAsciiHost);
    }
    if let HostErrorKind::Delimiter(c) = error.kind() {
        if let Some(at) = href.text[from..to].find(c) {
            return error_at(
                href,
                from + at,
                Component::Host,
                ParseErrorKind::RegNameChar,
            );
        }
    }
    unreachable(href, from, to)
}

/// Writes an IPv6 literal `href.text[from..to]` (with its brackets) as its
/// address; browsers take no zone identifier and no `IPvFuture`.
fn ipv6(w: &mut Writer, href: &Href<'_>, from: usize, to: usize) -> Result<(), ParseError> {
    let bytes = &href.bytes()[..to];
    let Some(close) = bytes[from..].iter().position(|&b| b == b']') else {
        return Err(error_at(
            href,
            to,
            Component::Host,
            ParseErrorKind::UnclosedIpLiteral,
        ));
    };
    let close = from + close;
    if close + 1 != to {
        return Err(error_at(
            href,
            close + 1,
            Component::Host,
            ParseErrorKind::AfterIpLiteral,
        ));
    }
    match parse_ipv6(&bytes[..=close], from + 1) {
        Ok((groups, _)) => {
            let _ = write!(w.out, "[{}]", Ipv6Addr::from(groups));
            Ok(())
        }
        Err((at, kind)) => Err(error_at(href, at, Component::Host, kind)),
    }
}

/// Writes the host `href.text[from..to]` of a scheme that is not special:
/// opaque text, percent-encoded where RFC 3986 needs it.
pub(crate) fn opaque(
    w: &mut Writer,
    href: &Href<'_>,
    from: usize,
    to: usize,
) -> Result<(), ParseError> {
    let text = &href.text[from..to];
    if text.starts_with('[') {
        return ipv6(w, href, from, to);
    }
    // The forbidden host code points that can still be here (the others end
    // the host, or were removed).
    if let Some(at) = text.bytes().position(|b| {
        matches!(
            b,
            0 | b' ' | b'<' | b'>' | b'[' | b'\\' | b']' | b'^' | b'|'
        )
    }) {
        return Err(error_at(
            href,
            from + at,
            Component::Host,
            ParseErrorKind::RegNameChar,
        ));
    }
    w.encode(&href.text, from, to, Set::OpaqueHost, Some(href));
    Ok(())
}

/// Writes the port `href.text[from..to]` (after its `:`) as its number,
/// unless it is empty or the scheme's default.
pub(crate) fn port(
    w: &mut Writer,
    href: &Href<'_>,
    from: usize,
    to: usize,
    kind: SchemeKind,
) -> Result<(), ParseError> {
    let digits = &href.bytes()[from..to];
    if let Some(at) = digits.iter().position(|b| !b.is_ascii_digit()) {
        return Err(error_at(
            href,
            from + at,
            Component::Port,
            ParseErrorKind::PortChar,
        ));
    }
    if digits.is_empty() {
        return Ok(());
    }
    let value = digits.iter().try_fold(0_u32, |value, &digit| {
        let value = value * 10 + u32::from(digit - b'0');
        (value <= 65535).then_some(value)
    });
    let Some(value) = value else {
        let span = href.span(from, to);
        return Err(ParseError::span(
            span.start,
            span.len(),
            Component::Port,
            ParseErrorKind::PortOverflow,
        ));
    };
    write_port(&mut w.out, value, kind);
    Ok(())
}

/// Writes a base's port (valid by RFC 3986) as a browser reading it would.
pub(crate) fn base_port(w: &mut Writer, port: &str, kind: SchemeKind) {
    if port.is_empty() {
        return;
    }
    match port.parse::<u32>() {
        Ok(value) if value <= 65535 => write_port(&mut w.out, value, kind),
        _ => {
            w.out.push(':');
            w.out.push_str(port);
        }
    }
}

fn write_port(out: &mut String, value: u32, kind: SchemeKind) {
    if kind.default_port().map(u32::from) != Some(value) {
        let _ = write!(out, ":{value}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Without `idna`, a Unicode host is refused with an error that names the
    /// feature (issue 41).
    #[cfg(not(feature = "idna"))]
    #[test]
    fn a_unicode_host_without_idna_names_the_feature() {
        let base = crate::value::uri::Uri::parse("https://example.com/").unwrap();
        let error = base
            .join_lenient("https://b\u{fc}cher.example/")
            .unwrap_err();
        assert_eq!(error.kind(), ParseErrorKind::NonAsciiHost);
        assert_eq!((error.index(), error.len()), (8, 15));
        assert!(
            error.to_string().contains("enable the `idna` feature"),
            "{error}"
        );
    }

    #[test]
    fn plain_names_skip_reach() {
        for name in ["example.com", "a-b_c.d9", "x"] {
            assert!(is_plain(name), "{name}");
        }
        for name in [
            "Example.com",
            "a..b",
            ".a",
            "a.",
            "1.2.3.4",
            "0x7f",
            "xn--ida.x",
            "a b",
            "",
        ] {
            assert!(!is_plain(name), "{name}");
        }
    }

    #[test]
    fn plain_names_are_what_reach_answers() {
        for name in [
            "example.com",
            "a-b_c.d9",
            "x",
            "ab--cd.example",
            "-a-.b",
            "a.b-",
        ] {
            assert!(is_plain(name), "{name}");
            assert_eq!(reach_name(name), Ok(Reach::Domain(name.into())), "{name}");
        }
    }

    #[test]
    fn same_names() {
        assert!(same_name("Ex%41mple.COM", "example.com"));
        assert!(!same_name("a%2Eb", "a.c"));
        assert!(!same_name("b\u{fc}cher", "xn--bcher-kva"));
        assert!(!same_name("0x7f.1", "127.0.0.1"));
        assert!(same_name("%", "%"));
        // Escapes the writer adds, or keeps, for what a `reg-name` cannot
        // hold; a reserved character's escape decoded is another name.
        assert!(same_name("a{b}", "a%7Bb%7D"));
        assert!(same_name("o%60x", "o%60x"));
        assert!(same_name("o%7bx", "o%7Bx"));
        assert!(!same_name("a%2Ab", "a*b"));
        assert!(!same_name("a", "a%7B"));
    }
}
