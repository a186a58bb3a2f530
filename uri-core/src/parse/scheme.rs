//! `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` ([RFC 3986 §3.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.1)).

use crate::error::parse_error::{Component, ParseErrorKind};
use crate::parse::fail::Fail;
use crate::parse::table::{ALPHA, SCHEME, is};

/// Reads the `scheme` rule from the start of `bytes`; returns the index just after
/// it (the first byte that is not a scheme character), or an error at index 0 when
/// `bytes` does not start with a letter.
///
/// The parser then requires a `:` there; the builder requires the end of its text.
#[inline]
pub(crate) const fn scheme_end(bytes: &[u8]) -> Result<usize, Fail> {
    if bytes.is_empty() || !is(bytes[0], ALPHA) {
        return Err(Fail::new(0, Component::Scheme, ParseErrorKind::SchemeStart));
    }
    let mut i = 1;
    while i < bytes.len() && is(bytes[i], SCHEME) {
        i += 1;
    }
    Ok(i)
}

/// `scheme ":"` from the start of `bytes`; returns the index of the `:`.
#[inline]
pub(crate) const fn scheme_colon(bytes: &[u8]) -> Result<usize, Fail> {
    match scheme_end(bytes) {
        Ok(end) if end < bytes.len() && bytes[end] == b':' => Ok(end),
        Ok(end) => Err(Fail::new(
            end,
            Component::Scheme,
            ParseErrorKind::SchemeChar,
        )),
        Err(fail) => Err(fail),
    }
}

#[cfg(test)]
mod tests {
    use super::{scheme_colon, scheme_end};
    use crate::error::parse_error::ParseErrorKind;

    fn end(s: &str) -> Result<usize, (usize, ParseErrorKind)> {
        scheme_end(s.as_bytes()).map_err(|f| (f.index(), f.kind()))
    }

    fn colon(s: &str) -> Result<usize, (usize, ParseErrorKind)> {
        scheme_colon(s.as_bytes()).map_err(|f| (f.index(), f.kind()))
    }

    #[test]
    fn the_rule() {
        assert_eq!(end("a"), Ok(1));
        assert_eq!(end("a+b-c.d9"), Ok(8));
        assert_eq!(end("ab:c"), Ok(2));
        assert_eq!(end(""), Err((0, ParseErrorKind::SchemeStart)));
        assert_eq!(end("1a"), Err((0, ParseErrorKind::SchemeStart)));
        assert_eq!(end("+a"), Err((0, ParseErrorKind::SchemeStart)));
        assert_eq!(end("a_b"), Ok(1));
    }

    #[test]
    fn followed_by_a_colon() {
        assert_eq!(colon("http:"), Ok(4));
        assert_eq!(colon("http"), Err((4, ParseErrorKind::SchemeChar)));
        assert_eq!(colon("ht_tp:"), Err((2, ParseErrorKind::SchemeChar)));
        assert_eq!(colon(":"), Err((0, ParseErrorKind::SchemeStart)));
    }
}
