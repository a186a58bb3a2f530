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
//! bytes at a time, with one branch per block (`scan::block_in`); where a run
//! ends, one mask of the eight bytes finds the byte (`scan::first_outside`),
//! and text dense with escapes is read escape by escape (`scan::dense_run`).
//! A byte is read at most a few times over (a failed block, the last eight
//! bytes read overlapping), so time stays linear. Internal functions fail with the
//! register-sized [`Fail`]; the public [`ParseError`] is built once, at the top.

use crate::error::parse_error::{Component, ParseError, ParseErrorKind};
use crate::parse::authority::parse_authority;
use crate::parse::fail::{Fail, tri};
use crate::parse::offsets::Offsets;
use crate::parse::scan::{percent_encoded, scan};
use crate::parse::scheme::scheme_colon;
use crate::parse::table::{NOTHING, PATH, PATH_END, QUERY, QUERY_END, is};
use crate::parse::ucs::{Charset, allowed_len};

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

/// Parses `input` by `grammar` (of RFC 3986) and returns where each component is.
#[inline]
pub(crate) const fn parse(input: &str, grammar: Grammar) -> Result<Offsets, ParseError> {
    parse_in(input, grammar, Charset::Uri)
}

/// Parses `input` by `grammar` read in `charset`: RFC 3986's rule, or its IRI
/// counterpart of RFC 3987 (`IRI`, `IRI-reference`, `irelative-ref`,
/// `absolute-IRI`), which differ only in the non-ASCII characters they allow.
#[inline]
pub(crate) const fn parse_in(
    input: &str,
    grammar: Grammar,
    charset: Charset,
) -> Result<Offsets, ParseError> {
    let bytes = input.as_bytes();
    if bytes.len() > u32::MAX as usize {
        return Err(ParseError::span(
            0,
            0,
            Component::Scheme,
            ParseErrorKind::TooLong,
        ));
    }
    match parse_bytes(bytes, grammar, charset) {
        Ok(offsets) => Ok(offsets),
        Err(fail) => Err(fail.into_error(bytes)),
    }
}

#[inline]
const fn parse_bytes(bytes: &[u8], grammar: Grammar, charset: Charset) -> Result<Offsets, Fail> {
    if let Grammar::RelativeRef = grammar {
        return parse_after_scheme(bytes, 0, grammar, charset);
    }
    match scheme_colon(bytes) {
        Ok(colon) => parse_after_scheme(bytes, colon + 1, grammar, charset),
        Err(scheme_error) => match grammar {
            Grammar::UriReference => parse_after_scheme(bytes, 0, grammar, charset),
            _ => match parse_after_scheme(bytes, 0, Grammar::RelativeRef, charset) {
                // A valid relative reference: the one thing missing is the scheme.
                Ok(_) => Err(Fail::new(
                    0,
                    Component::Scheme,
                    ParseErrorKind::MissingScheme,
                )),
                Err(_) => Err(scheme_error),
            },
        },
    }
}

/// Parses `hier-part` or `relative-part`, then query and fragment, from `start`
/// (just after the scheme's `:`, or 0 when there is no scheme).
#[inline]
const fn parse_after_scheme(
    bytes: &[u8],
    start: usize,
    grammar: Grammar,
    charset: Charset,
) -> Result<Offsets, Fail> {
    let len = bytes.len();
    let has_scheme = start > 0;
    let (host_start, host_end, path_start) =
        if start + 1 < len && bytes[start] == b'/' && bytes[start + 1] == b'/' {
            tri!(parse_authority(bytes, start + 2, charset.text()))
        } else {
            (start, start, start)
        };
    let mut i = path_start;
    if !has_scheme && path_start == start {
        // path-noscheme: the first segment may not hold a ':' (RFC 3986 §4.2).
        i = tri!(scan_first_segment(bytes, i, charset));
    }
    let path_end = tri!(scan(
        bytes,
        i,
        PATH,
        PATH_END,
        charset.text(),
        Component::Path,
        ParseErrorKind::PathChar
    ));
    let mut query_end = path_end;
    if path_end < len && bytes[path_end] == b'?' {
        query_end = tri!(scan(
            bytes,
            path_end + 1,
            QUERY,
            QUERY_END,
            charset.query(),
            Component::Query,
            ParseErrorKind::QueryChar
        ));
    }
    if query_end < len {
        // `scan` stops only at a byte of its stop class, so this is the '#'.
        if let Grammar::AbsoluteUri = grammar {
            return Err(Fail::new(
                query_end,
                Component::Fragment,
                ParseErrorKind::FragmentNotAllowed,
            ));
        }
        // Nothing ends a fragment but the input: `scan` reads to the end or fails.
        tri!(scan(
            bytes,
            query_end + 1,
            QUERY,
            NOTHING,
            charset.text(),
            Component::Fragment,
            ParseErrorKind::FragmentChar
        ));
    }
    // The input is at most `u32::MAX` bytes: no index saturates.
    Ok(Offsets::new(
        if has_scheme { start - 1 } else { 0 },
        host_start,
        host_end,
        path_start,
        path_end,
        query_end,
    ))
}

/// The first segment of a `path-noscheme`: `segment-nz-nc`, or none at all.
const fn scan_first_segment(bytes: &[u8], mut i: usize, charset: Charset) -> Result<usize, Fail> {
    while i < bytes.len() {
        let byte = bytes[i];
        if byte == b'/' {
            break;
        }
        if byte == b':' {
            return Err(Fail::new(
                i,
                Component::Path,
                ParseErrorKind::FirstSegmentColon,
            ));
        }
        if is(byte, PATH) {
            i += 1;
        } else if byte == b'%' {
            i = tri!(percent_encoded(bytes, i, Component::Path));
        } else {
            match allowed_len(bytes, i, charset.text()) {
                0 => break,
                char_len => i += char_len,
            }
        }
    }
    Ok(i)
}

#[cfg(all(test, feature = "alloc"))]
mod tests {
    //! The offsets the parser gives, against those that `Offsets` computes
    //! when an edit shifts them or a caller counts them: tested here, the
    //! first module that has both.

    use super::{Grammar, parse_in};
    use crate::parse::offsets::{EditedPart, Offsets};
    use crate::parse::ucs::Charset;

    fn parse(text: &str) -> Offsets {
        parse_in(text, Grammar::Uri, Charset::Uri).unwrap()
    }

    #[test]
    fn shifted_moves_the_offsets_from_the_end_of_the_edited_part_on() {
        let before = parse("s://u@h:1/p?q#f");
        for (part, removed, added, after) in [
            (EditedPart::Scheme, 2, 4, "sch://u@h:1/p?q#f"),
            (EditedPart::Userinfo, 2, 5, "s://user@h:1/p?q#f"),
            (EditedPart::Host, 1, 4, "s://u@host:1/p?q#f"),
            (EditedPart::Port, 2, 5, "s://u@h:8080/p?q#f"),
            (EditedPart::Authority, 7, 4, "s://ho/p?q#f"),
            (EditedPart::Path, 2, 5, "s://u@h:1/path?q#f"),
            (EditedPart::Query, 2, 6, "s://u@h:1/p?query#f"),
        ] {
            let mut shifted = before.shifted(part, removed, added);
            match part {
                EditedPart::Scheme => shifted = shifted.with_scheme_end(3),
                EditedPart::Authority => shifted = shifted.with_host(4, 6),
                _ => {}
            }
            assert_eq!(shifted, parse(after), "{part:?}");
        }
        // The fragment is last: an edit of it moves nothing.
        assert_eq!(parse("s://u@h:1/p?q#fragment"), before);
    }

    #[test]
    fn the_usize_constructor_matches_the_parser_and_saturates() {
        let parsed = parse("http://h:80/p?q#f");
        let counted = Offsets::new(
            parsed.scheme_end(),
            parsed.host_start(),
            parsed.host_end(),
            parsed.path_start(),
            parsed.path_end(),
            parsed.query_end(),
        );
        assert_eq!(counted, parsed);
        let huge = Offsets::new(0, 0, 0, 0, 0, usize::MAX);
        assert_eq!(huge.query_end(), u32::MAX as usize);
    }
}
