//! Text → checked template: the one `const fn` reader of the [RFC 6570 §2](https://www.rfc-editor.org/rfc/rfc6570#section-2) grammar.
//!
//! ```text
//! URI-Template  = *( literals / expression )
//! literals      = %x21 / %x23-24 / %x26-3B / %x3D / %x3F-5B
//!               / %x5D / %x5F / %x61-7A / %x7E / ucschar / iprivate
//!               / pct-encoded
//! expression    = "{" [ operator ] variable-list "}"
//! operator      = op-level2 / op-level3 / op-reserve
//! op-level2     = "+" / "#"
//! op-level3     = "." / "/" / ";" / "?" / "&"
//! op-reserve    = "=" / "," / "!" / "@" / "|"
//! variable-list = varspec *( "," varspec )
//! varspec       = varname [ modifier-level4 ]
//! varname       = varchar *( ["."] varchar )
//! varchar       = ALPHA / DIGIT / "_" / pct-encoded
//! modifier-level4 = prefix / explode
//! prefix        = ":" max-length
//! max-length    = %x31-39 0*3DIGIT
//! explode       = "*"
//! ```
//!
//! `literals` is as corrected by the verified erratum 6937: the published text
//! has `%x26 / %x28-3B`, which leaves out `'` although `'` is a sub-delim that a
//! URI holds literally, and the RFC's own example `'{var}'` uses it.

use crate::error::char_at::char_at;
use crate::parse::table::{ALPHA, DIGIT, HEXDIG, is};
use crate::parse::ucs::is_ucschar_or_iprivate;
use crate::template::error::{TemplateError, TemplateErrorKind as Kind};
use crate::template::operator::Operator;

/// Checks `text` against the `URI-Template` rule; on success, the number of
/// expressions it holds.
pub(crate) const fn check(text: &str) -> Result<usize, TemplateError> {
    let bytes = text.as_bytes();
    if bytes.len() > u32::MAX as usize {
        return Err(TemplateError::span(0, 0, Kind::TooLong));
    }
    let mut i = 0;
    let mut expressions = 0;
    while i < bytes.len() {
        let byte = bytes[i];
        if byte == b'{' {
            i = match expression(bytes, i) {
                Ok(end) => end,
                Err(error) => return Err(error),
            };
            expressions += 1;
        } else if byte == b'%' {
            if !escape_at(bytes, i) {
                return Err(escape_error(bytes, i));
            }
            i += 3;
        } else if byte < 0x80 {
            if !is_literal_ascii(byte) {
                return Err(TemplateError::at(bytes, i, Kind::LiteralChar));
            }
            i += 1;
        } else {
            match char_at(bytes, i) {
                Some((c, len)) if is_ucschar_or_iprivate(c) => i += len,
                _ => return Err(TemplateError::at(bytes, i, Kind::LiteralChar)),
            }
        }
    }
    Ok(expressions)
}

/// The ASCII part of `literals`: every printable character but space, `"`, `%`
/// (only as an escape), `<`, `>`, `\`, `^`, `` ` ``, `{`, `|` and `}`.
pub(crate) const fn is_literal_ascii(byte: u8) -> bool {
    matches!(
        byte,
        0x21 | 0x23..=0x24 | 0x26..=0x3B | 0x3D | 0x3F..=0x5B | 0x5D | 0x5F | 0x61..=0x7A | 0x7E
    )
}

/// Whether `%` at `i` starts a complete escape.
const fn escape_at(bytes: &[u8], i: usize) -> bool {
    i + 2 < bytes.len() && is(bytes[i + 1], HEXDIG) && is(bytes[i + 2], HEXDIG)
}

/// The error for an incomplete escape at `i`: at the first byte after `%` that is
/// not a hex digit (or the end).
const fn escape_error(bytes: &[u8], i: usize) -> TemplateError {
    let bad = if i + 1 < bytes.len() && is(bytes[i + 1], HEXDIG) {
        i + 2
    } else {
        i + 1
    };
    TemplateError::at(bytes, bad, Kind::PercentEncoding)
}

/// Reads the expression whose `{` is at `open`; the index after its `}`.
const fn expression(bytes: &[u8], open: usize) -> Result<usize, TemplateError> {
    let unclosed = TemplateError::span(open, 1, Kind::UnclosedExpression);
    let mut i = open + 1;
    if i == bytes.len() {
        return Err(unclosed);
    }
    if Operator::from_byte(bytes[i]).is_some() {
        i += 1;
    } else if Operator::is_reserved_for_extensions(bytes[i]) {
        return Err(TemplateError::at(bytes, i, Kind::ReservedOperator));
    }
    let mut first = true;
    loop {
        i = match varname(bytes, i, first) {
            Ok(end) => end,
            Err(error) => return Err(error),
        };
        first = false;
        if i == bytes.len() {
            return Err(unclosed);
        }
        let mut modified = false;
        if bytes[i] == b':' {
            i = match prefix(bytes, i + 1) {
                Ok(end) => end,
                Err(error) => return Err(error),
            };
            if i == bytes.len() {
                return Err(unclosed);
            }
            if bytes[i] == b'*' {
                return Err(TemplateError::at(bytes, i, Kind::ExplodeAfterPrefix));
            }
            modified = true;
        } else if bytes[i] == b'*' {
            i += 1;
            modified = true;
        }
        if i == bytes.len() {
            return Err(unclosed);
        }
        match bytes[i] {
            b',' => i += 1,
            b'}' => return Ok(i + 1),
            _ if modified => return Err(TemplateError::at(bytes, i, Kind::AfterModifier)),
            _ => return Err(TemplateError::at(bytes, i, Kind::VarNameChar)),
        }
    }
}

/// Reads a `varname` from `start`; the index after it. An empty name is an
/// [`Kind::EmptyExpression`] when it is the expression's only chance at one.
const fn varname(bytes: &[u8], start: usize, first: bool) -> Result<usize, TemplateError> {
    let mut i = start;
    let mut after_dot = false;
    while i < bytes.len() {
        let byte = bytes[i];
        if is(byte, ALPHA | DIGIT) || byte == b'_' {
            i += 1;
        } else if byte == b'%' {
            if !escape_at(bytes, i) {
                return Err(escape_error(bytes, i));
            }
            i += 3;
        } else if byte == b'.' {
            if i == start || after_dot {
                return Err(TemplateError::at(bytes, i, Kind::VarNameDot));
            }
            after_dot = true;
            i += 1;
            continue;
        } else {
            break;
        }
        after_dot = false;
    }
    if after_dot {
        return Err(TemplateError::at(bytes, i - 1, Kind::VarNameDot));
    }
    if i == start && i < bytes.len() {
        let kind = if first && bytes[i] == b'}' {
            Kind::EmptyExpression
        } else {
            Kind::VarNameChar
        };
        return Err(TemplateError::at(bytes, i, kind));
    }
    Ok(i)
}

/// Reads the `max-length` of a prefix modifier from `start` (after the `:`); the
/// index after it.
const fn prefix(bytes: &[u8], start: usize) -> Result<usize, TemplateError> {
    if start == bytes.len() || !matches!(bytes[start], b'1'..=b'9') {
        return Err(TemplateError::at(bytes, start, Kind::PrefixLength));
    }
    let mut i = start + 1;
    while i < bytes.len() && is(bytes[i], DIGIT) {
        i += 1;
    }
    if i - start > 4 {
        return Err(TemplateError::span(start, i - start, Kind::PrefixLength));
    }
    Ok(i)
}

#[cfg(test)]
mod tests {
    use super::check;
    use crate::template::error::TemplateErrorKind as Kind;

    fn error(text: &str) -> (usize, Kind) {
        let error = check(text).unwrap_err();
        (error.index(), error.kind())
    }

    #[test]
    fn accepts_every_level() {
        for text in [
            "",
            "http://example.com/~{username}/",
            "{var}{+var}{#var}{.var}{/var}{;var}{?var}{&var}",
            "{x,y,z}{a.b.c}{%41_b}{v:1}{v:9999}{list*}{a,b:3,c*}",
            "caf\u{e9}/%C3%A9/\u{e000}\u{10fffd}",
            "!#$&'()*+,-./0123456789:;=?@AZ[]_az~",
        ] {
            assert!(check(text).is_ok(), "{text}");
        }
        assert_eq!(check("a{b}c{d,e}"), Ok(2));
    }

    #[test]
    fn every_error_at_its_index() {
        assert_eq!(error("a b"), (1, Kind::LiteralChar));
        for c in [
            " ", "\"", "<", ">", "\\", "^", "`", "|", "}", "\u{7f}", "\u{0}",
        ] {
            assert_eq!(error(&format!("ab{c}")), (2, Kind::LiteralChar), "{c:?}");
        }
        assert_eq!(error("\u{fdd0}"), (0, Kind::LiteralChar));
        assert_eq!(error("\u{9f}"), (0, Kind::LiteralChar));
        assert_eq!(error("a%4"), (3, Kind::PercentEncoding));
        assert_eq!(error("a%g1"), (2, Kind::PercentEncoding));
        assert_eq!(error("/x{a"), (2, Kind::UnclosedExpression));
        assert_eq!(error("{"), (0, Kind::UnclosedExpression));
        assert_eq!(error("{+"), (0, Kind::UnclosedExpression));
        assert_eq!(error("{a:"), (3, Kind::PrefixLength));
        assert_eq!(error("{a:3"), (0, Kind::UnclosedExpression));
        assert_eq!(error("{a*"), (0, Kind::UnclosedExpression));
        assert_eq!(error("{a,"), (0, Kind::UnclosedExpression));
        assert_eq!(error("{}"), (1, Kind::EmptyExpression));
        assert_eq!(error("{?}"), (2, Kind::EmptyExpression));
        assert_eq!(error("{a,}"), (3, Kind::VarNameChar));
        for op in ["=", ",", "!", "@", "|"] {
            assert_eq!(error(&format!("x{{{op}a}}")), (2, Kind::ReservedOperator));
        }
        assert_eq!(error("{a-b}"), (2, Kind::VarNameChar));
        assert_eq!(error("{ a}"), (1, Kind::VarNameChar));
        assert_eq!(error("{a{b}}"), (2, Kind::VarNameChar));
        assert_eq!(error("{a%2}"), (4, Kind::PercentEncoding));
        assert_eq!(error("{.a..b}"), (4, Kind::VarNameDot));
        assert_eq!(error("{a.}"), (2, Kind::VarNameDot));
        assert_eq!(error("{..a}"), (2, Kind::VarNameDot));
        assert_eq!(error("{a:0}"), (3, Kind::PrefixLength));
        assert_eq!(error("{a:01}"), (3, Kind::PrefixLength));
        assert_eq!(error("{a:10000}"), (3, Kind::PrefixLength));
        assert_eq!(check("{a:10000}").unwrap_err().len(), 5);
        assert_eq!(error("{a:x}"), (3, Kind::PrefixLength));
        assert_eq!(error("{a:3*}"), (4, Kind::ExplodeAfterPrefix));
        assert_eq!(error("{a**}"), (3, Kind::AfterModifier));
        assert_eq!(error("{a:3b}"), (4, Kind::AfterModifier));
    }

    /// The help line of the error's drawing.
    fn help(template: &str) -> alloc::string::String {
        use alloc::string::ToString;
        let error = check(template).unwrap_err();
        error
            .render(template)
            .to_string()
            .rsplit("= help: ")
            .next()
            .unwrap()
            .to_string()
    }

    #[test]
    fn a_hyphen_in_a_name_suggests_the_name_with_underscores() {
        let rule = "variable names hold letters, digits, '_' and '.': write";
        assert_eq!(help("/users/{user-id}"), alloc::format!("{rule} `user_id`"));
        assert_eq!(help("{?q,sort-by:3}"), alloc::format!("{rule} `sort_by`"));
        assert_eq!(
            help("{/a-b-c.d%41*}"),
            alloc::format!("{rule} `a_b_c.d%41`")
        );
        // Where more than the hyphens is wrong, the hint stays general.
        assert_eq!(
            help("{a-b c}"),
            alloc::format!("{rule} `_` in place of `-`")
        );
        assert_eq!(help("{a-.}"), alloc::format!("{rule} `_` in place of `-`"));
        assert_eq!(help("{a-b"), alloc::format!("{rule} `_` in place of `-`"));
    }
}
