//! The one parser: RFC 3986 Appendix A as a single `const fn` pass over bytes.
//!
//! ```text
//! URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
//! hier-part     = "//" authority path-abempty / path-absolute / path-rootless / path-empty
//! URI-reference = URI / relative-ref
//! relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
//! relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty
//! absolute-URI  = scheme ":" hier-part [ "?" query ]
//! ```
//!
//! Invariants the rest of the crate relies on:
//! - every byte is looked at a bounded number of times (the scheme is read at most
//!   twice, when it turns out not to be one; an authority's port digits twice), so
//!   time is linear in the input and no recursion means no stack growth;
//! - the parser only stops on ASCII bytes or on the first byte of a non-ASCII
//!   character, so every offset it returns, and every error index, is a character
//!   boundary;
//! - the returned [`Offsets`] describe the input exactly; nothing is rewritten.
//!
//! Speed: the long runs of a URI (path, query, fragment, host) are scanned eight
//! bytes at a time, with one branch per block (`block_in`); the byte loop only
//! runs around a `%` or a delimiter. Internal functions fail with the
//! register-sized [`Fail`]; the public [`ParseError`] is built once, at the top.
#![allow(
    clippy::inline_always,
    reason = "the per-byte helpers must inline into the scanning loops; see benches/README.md"
)]

use crate::authority::parse_authority;
use crate::fail::Fail;
use crate::offsets::Offsets;
use crate::table::{HEXDIG, PATH, QUERY, SCHEME, is, table};
use crate::{Component, ErrorKind, ParseError};

/// Which rule of RFC 3986 the input must match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Grammar {
    /// `URI`: a scheme is required, a fragment allowed.
    Uri,
    /// `URI-reference`: `URI` or `relative-ref`.
    UriReference,
    /// `relative-ref`: no scheme.
    RelativeRef,
    /// `absolute-URI`: a scheme is required, a fragment is not.
    AbsoluteUri,
}

/// `?` for `const fn`: return the error, or go on with the value.
macro_rules! tri {
    ($result:expr) => {
        match $result {
            Ok(value) => value,
            Err(error) => return Err(error),
        }
    };
}
pub(crate) use tri;

/// Parses `input` by `grammar` and returns where each component is.
#[inline]
pub(crate) const fn parse(input: &str, grammar: Grammar) -> Result<Offsets, ParseError> {
    let bytes = input.as_bytes();
    if bytes.len() > u32::MAX as usize {
        return Err(ParseError::span(
            0,
            0,
            Component::Scheme,
            ErrorKind::TooLong,
        ));
    }
    match parse_bytes(bytes, grammar) {
        Ok(offsets) => Ok(offsets),
        Err(fail) => Err(fail.into_error(bytes)),
    }
}

#[inline]
const fn parse_bytes(bytes: &[u8], grammar: Grammar) -> Result<Offsets, Fail> {
    if let Grammar::RelativeRef = grammar {
        return parse_after_scheme(bytes, 0, grammar);
    }
    match scan_scheme(bytes) {
        Ok(colon) => parse_after_scheme(bytes, colon + 1, grammar),
        Err(scheme_error) => match grammar {
            Grammar::UriReference => parse_after_scheme(bytes, 0, grammar),
            _ => match parse_after_scheme(bytes, 0, Grammar::RelativeRef) {
                // A valid relative reference: the one thing missing is the scheme.
                Ok(_) => Err(Fail::new(0, Component::Scheme, ErrorKind::MissingScheme)),
                Err(_) => Err(scheme_error),
            },
        },
    }
}

/// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` followed by `:`;
/// returns the index of the `:`.
#[inline]
const fn scan_scheme(bytes: &[u8]) -> Result<usize, Fail> {
    if bytes.is_empty() || !bytes[0].is_ascii_alphabetic() {
        return Err(Fail::new(0, Component::Scheme, ErrorKind::SchemeStart));
    }
    let mut i = 1;
    while i < bytes.len() && is(bytes[i], SCHEME) {
        i += 1;
    }
    if i < bytes.len() && bytes[i] == b':' {
        Ok(i)
    } else {
        Err(Fail::new(i, Component::Scheme, ErrorKind::SchemeChar))
    }
}

/// Parses `hier-part` or `relative-part`, then query and fragment, from `start`
/// (just after the scheme's `:`, or 0 when there is no scheme).
#[inline]
const fn parse_after_scheme(bytes: &[u8], start: usize, grammar: Grammar) -> Result<Offsets, Fail> {
    let len = bytes.len();
    let has_scheme = start > 0;
    let (host_start, host_end, path_start) =
        if start + 1 < len && bytes[start] == b'/' && bytes[start + 1] == b'/' {
            tri!(parse_authority(bytes, start + 2))
        } else {
            (start, start, start)
        };
    let mut i = path_start;
    if !has_scheme && path_start == start {
        // path-noscheme: the first segment may not hold a ':' (RFC 3986 §4.2).
        i = tri!(scan_first_segment(bytes, i));
    }
    let path_end = tri!(scan(
        bytes,
        i,
        PATH,
        Component::Path,
        ErrorKind::PathChar,
        b'?'
    ));
    let mut query_end = path_end;
    if path_end < len && bytes[path_end] == b'?' {
        query_end = tri!(scan(
            bytes,
            path_end + 1,
            QUERY,
            Component::Query,
            ErrorKind::QueryChar,
            b'#'
        ));
    }
    if query_end < len {
        // `scan` stops only at its terminator, so this is the '#'.
        if let Grammar::AbsoluteUri = grammar {
            return Err(Fail::new(
                query_end,
                Component::Fragment,
                ErrorKind::FragmentNotAllowed,
            ));
        }
        let end = tri!(scan(
            bytes,
            query_end + 1,
            QUERY,
            Component::Fragment,
            ErrorKind::FragmentChar,
            0
        ));
        if end < len {
            return Err(Fail::new(end, Component::Fragment, ErrorKind::FragmentChar));
        }
    }
    #[allow(
        clippy::cast_possible_truncation,
        reason = "the input is at most u32::MAX bytes"
    )]
    Ok(Offsets::from_raw([
        if has_scheme { start as u32 - 1 } else { 0 },
        host_start as u32,
        host_end as u32,
        path_start as u32,
        path_end as u32,
        query_end as u32,
    ]))
}

/// The first segment of a `path-noscheme`: `segment-nz-nc`, or none at all.
const fn scan_first_segment(bytes: &[u8], mut i: usize) -> Result<usize, Fail> {
    while i < bytes.len() {
        let byte = bytes[i];
        if byte == b'/' {
            break;
        }
        if byte == b':' {
            return Err(Fail::new(i, Component::Path, ErrorKind::FirstSegmentColon));
        }
        if is(byte, PATH) {
            i += 1;
        } else if byte == b'%' {
            i = tri!(percent_encoded(bytes, i, Component::Path));
        } else {
            break;
        }
    }
    Ok(i)
}

/// Whether all eight bytes from `i` are in `class` (and there are eight): one
/// branch for the block instead of one per byte.
#[inline(always)]
pub(crate) const fn block_in(bytes: &[u8], i: usize, class: u8) -> bool {
    if i + 8 > bytes.len() {
        return false;
    }
    let (_, rest) = bytes.split_at(i);
    let Some(block) = rest.first_chunk::<8>() else {
        return false;
    };
    let t = table();
    let all = t[block[0] as usize]
        & t[block[1] as usize]
        & t[block[2] as usize]
        & t[block[3] as usize]
        & t[block[4] as usize]
        & t[block[5] as usize]
        & t[block[6] as usize]
        & t[block[7] as usize];
    all & class != 0
}

/// Consumes the bytes of `class` and percent-encoded octets from `i`; returns the
/// index of the first other byte, which must be `terminator` (or one of `?`/`#`
/// for a path; 0 means only the end of the input will do) or the end of the input.
#[inline(always)]
pub(crate) const fn scan(
    bytes: &[u8],
    mut i: usize,
    class: u8,
    component: Component,
    kind: ErrorKind,
    terminator: u8,
) -> Result<usize, Fail> {
    let len = bytes.len();
    loop {
        while block_in(bytes, i, class) {
            i += 8;
        }
        while i < len && is(bytes[i], class) {
            i += 1;
        }
        if i >= len {
            return Ok(i);
        }
        let byte = bytes[i];
        if byte == b'%' {
            i = tri!(percent_encoded(bytes, i, component));
        } else if byte == terminator || (terminator == b'?' && byte == b'#') {
            return Ok(i);
        } else {
            return Err(Fail::new(i, component, kind));
        }
    }
}

/// `pct-encoded = "%" HEXDIG HEXDIG` at `i` (which holds the `%`); returns the index
/// after it, or an error at the first byte that is not a hex digit.
#[inline(always)]
pub(crate) const fn percent_encoded(
    bytes: &[u8],
    i: usize,
    component: Component,
) -> Result<usize, Fail> {
    if i + 2 < bytes.len() && is(bytes[i + 1], HEXDIG) && is(bytes[i + 2], HEXDIG) {
        return Ok(i + 3);
    }
    let at = if i + 1 < bytes.len() && is(bytes[i + 1], HEXDIG) {
        i + 2
    } else {
        i + 1
    };
    Err(Fail::new(at, component, ErrorKind::PercentEncoding))
}
