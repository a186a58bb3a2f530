//! `authority = [ userinfo "@" ] host [ ":" port ]` ([RFC 3986 §3.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2)).
//!
//! Whether the text after `//` starts with a userinfo is only known at the `@`, so
//! the first run of userinfo characters is read once while the first `:` is noted:
//! if the run ends at `@` it was the userinfo; if it ends where the authority ends,
//! it was `host [ ":" port ]`, split at that first `:`.

use crate::error::parse_error::{Component, ParseErrorKind};
use crate::parse::fail::{Fail, tri};
use crate::parse::ip::{parse_ipv6, parse_ipvfuture};
use crate::parse::scan::{percent_encoded, run_end};
use crate::parse::table::{AUTHORITY_END, DIGIT, REG_NAME, is};
use crate::parse::ucs::{NonAscii, allowed_len};

/// Whether `byte` ends an authority: `/`, `?` or `#` (the end of input also does).
const fn ends_authority(byte: u8) -> bool {
    is(byte, AUTHORITY_END)
}

/// Parses the authority starting at `start` (just after `//`); returns the indices
/// of the host's start and end, and of the authority's end. `non_ascii` is what
/// userinfo and a registered name may hold beyond ASCII (`ucschar` in an IRI).
#[inline]
pub(crate) const fn parse_authority(
    bytes: &[u8],
    start: usize,
    non_ascii: NonAscii,
) -> Result<(usize, usize, usize), Fail> {
    let len = bytes.len();
    let mut i = start;
    let mut first_colon = usize::MAX;
    loop {
        // Runs without ':' (the usual host name) go eight bytes at a time.
        i = run_end(bytes, i, REG_NAME);
        if i >= len {
            break;
        }
        // USERINFO is REG_NAME plus ':'.
        let byte = bytes[i];
        if byte == b':' {
            if first_colon == usize::MAX {
                first_colon = i;
            }
            i += 1;
        } else if byte == b'%' {
            i = match percent_encoded(bytes, i, Component::Userinfo) {
                Ok(next) => next,
                Err(fail) => return Err(misplaced(bytes, first_colon, fail.index(), fail)),
            };
        } else {
            // A run of non-ASCII characters (an internationalized name) in one
            // go, not a block test and a mask search per character.
            let run = i;
            while i < len && bytes[i] >= 0x80 {
                match allowed_len(bytes, i, non_ascii) {
                    0 => break,
                    char_len => i += char_len,
                }
            }
            if i == run {
                break;
            }
        }
    }
    if i < len && bytes[i] == b'@' {
        return parse_host_port(bytes, i + 1, non_ascii);
    }
    if i == start && i < len && bytes[i] == b'[' {
        return parse_host_port(bytes, start, non_ascii);
    }
    if i < len && !ends_authority(bytes[i]) {
        let fail = Fail::new(i, Component::Userinfo, ParseErrorKind::UserinfoChar);
        return Err(misplaced(bytes, first_colon, i, fail));
    }
    // No userinfo: the run was `reg-name [ ":" port ]`.
    if first_colon == usize::MAX {
        return Ok((start, i, i));
    }
    tri!(scan_port(bytes, first_colon + 1));
    Ok((start, first_colon, i))
}

/// A failure met in the first run of an authority, re-attributed to the component
/// it is really in: the userinfo if an `@` follows in the authority, else the port
/// if it comes after the first `:`, else the host.
#[cold]
const fn misplaced(bytes: &[u8], first_colon: usize, at: usize, fail: Fail) -> Fail {
    let mut k = at;
    while k < bytes.len() && !ends_authority(bytes[k]) {
        if bytes[k] == b'@' {
            return fail;
        }
        k += 1;
    }
    if first_colon < at {
        return match scan_port(bytes, first_colon + 1) {
            Err(port_fail) => port_fail,
            Ok(_) => fail,
        };
    }
    if let ParseErrorKind::PercentEncoding = fail.kind() {
        return fail.in_component(Component::Host);
    }
    Fail::new(at, Component::Host, ParseErrorKind::RegNameChar)
}

/// `host [ ":" port ]` from `start` to the end of the authority.
const fn parse_host_port(
    bytes: &[u8],
    start: usize,
    non_ascii: NonAscii,
) -> Result<(usize, usize, usize), Fail> {
    let len = bytes.len();
    let host_end = if start < len && bytes[start] == b'[' {
        tri!(parse_ip_literal(bytes, start))
    } else {
        let end = tri!(scan_reg_name(bytes, start, non_ascii));
        if end < len && !ends_authority(bytes[end]) && bytes[end] != b':' {
            return Err(Fail::new(end, Component::Host, ParseErrorKind::RegNameChar));
        }
        end
    };
    if host_end >= len {
        return Ok((start, host_end, host_end));
    }
    match bytes[host_end] {
        b':' => {
            let end = tri!(scan_port(bytes, host_end + 1));
            Ok((start, host_end, end))
        }
        byte if ends_authority(byte) => Ok((start, host_end, host_end)),
        _ => Err(Fail::new(
            host_end,
            Component::Host,
            ParseErrorKind::AfterIpLiteral,
        )),
    }
}

/// `reg-name = *( unreserved / pct-encoded / sub-delims )` (with `ucschar` in
/// `iunreserved` for an IRI's `ireg-name`) from `i`; returns the index after it
/// if the authority ends there, or of the byte that is not in it.
const fn scan_reg_name(bytes: &[u8], mut i: usize, non_ascii: NonAscii) -> Result<usize, Fail> {
    while i < bytes.len() {
        let byte = bytes[i];
        if is(byte, REG_NAME) {
            i += 1;
        } else if byte == b'%' {
            i = tri!(percent_encoded(bytes, i, Component::Host));
        } else {
            match allowed_len(bytes, i, non_ascii) {
                0 => break,
                char_len => i += char_len,
            }
        }
    }
    Ok(i)
}

/// `IP-literal = "[" ( IPv6address / IPvFuture ) "]"` at `start` (the `[`);
/// returns the index after the `]`.
const fn parse_ip_literal(bytes: &[u8], start: usize) -> Result<usize, Fail> {
    let inner = start + 1;
    let result = if inner < bytes.len() && (bytes[inner] == b'v' || bytes[inner] == b'V') {
        match parse_ipvfuture(bytes, inner) {
            Ok((_, close)) => Ok(close),
            Err(error) => Err(error),
        }
    } else {
        match parse_ipv6(bytes, inner) {
            Ok((_, close)) => Ok(close),
            Err(error) => Err(error),
        }
    };
    match result {
        Ok(close) => Ok(close + 1),
        Err((at, kind)) => Err(Fail::new(at, Component::Host, kind)),
    }
}

/// `port = *DIGIT` from `i` to the end of the authority; returns that end.
const fn scan_port(bytes: &[u8], mut i: usize) -> Result<usize, Fail> {
    while i < bytes.len() && is(bytes[i], DIGIT) {
        i += 1;
    }
    if i < bytes.len() && !ends_authority(bytes[i]) {
        return Err(Fail::new(i, Component::Port, ParseErrorKind::PortChar));
    }
    Ok(i)
}
