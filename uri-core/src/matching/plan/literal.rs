//! A template's literal text as expansion writes it (ASCII as it is, other
//! characters as the `%XX` escapes of their UTF-8), and as a client may.

use crate::bytes::percent::equivalent;

/// The length of a literal as expansion writes it (non-ASCII as `%XX`).
pub(crate) fn encoded_len(literal: &str) -> usize {
    literal
        .bytes()
        .map(|byte| if byte < 128 { 1 } else { 3 })
        .sum()
}

/// Whether `text` is `literal` as a client may write it: as expansion
/// writes it (ASCII as it is, other characters as `%XX` escapes of their
/// UTF-8), or any spelling RFC 3986 and RFC 3987 make equal to that
/// ([`equivalent`]: hex digits in either case, an unreserved character
/// escaped, a character above ASCII raw).
pub(crate) fn is_literal(text: &[u8], literal: &str) -> bool {
    equivalent(text, literal.as_bytes())
}
