//! Byte classes of RFC 3986 Appendix A, as one 256-entry table of bit flags.
//!
//! Every scanning loop of the parser asks one question per byte, "is this byte in
//! class X", and answers it with a single load and mask. Non-ASCII bytes belong to
//! no class, which is how the parser rejects them.
//!
//! This is the one home of the grammar's character sets: the parser, the encoder's
//! [`Place`](crate::Place) tables, normalization and the builder all ask it, so
//! no other module spells out which bytes a rule allows.
#![allow(
    clippy::inline_always,
    reason = "the per-byte helpers must inline into the scanning loops; see benches/README.md"
)]

/// `ALPHA = %x41-5A / %x61-7A`
pub(crate) const ALPHA: Class = 1 << 0;
/// `DIGIT = %x30-39`
pub(crate) const DIGIT: Class = 1 << 1;
/// `HEXDIG = DIGIT / "A"-"F" / "a"-"f"` (ABNF strings are case-insensitive)
pub(crate) const HEXDIG: Class = 1 << 2;
/// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`: the characters after the first.
pub(crate) const SCHEME: Class = 1 << 3;
/// `reg-name = *( unreserved / pct-encoded / sub-delims )` without `pct-encoded`.
pub(crate) const REG_NAME: Class = 1 << 4;
/// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )` without `pct-encoded`;
/// also the characters after the dot of `IPvFuture`.
pub(crate) const USERINFO: Class = 1 << 5;
/// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"` without `pct-encoded`,
/// plus `"/"`: every byte a path may hold literally.
pub(crate) const PATH: Class = 1 << 6;
/// `query = fragment = *( pchar / "/" / "?" )` without `pct-encoded`.
pub(crate) const QUERY: Class = 1 << 7;

/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"` ([§2.3](https://www.rfc-editor.org/rfc/rfc3986#section-2.3)): the bytes whose
/// percent-encoding normalization decodes.
pub(crate) const UNRESERVED: Class = 1 << 8;
/// The bytes that end an authority: `/`, `?` and `#` ([§3.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2)).
pub(crate) const AUTHORITY_END: Class = 1 << 9;
/// The bytes that end a path: `?` and `#` ([§3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)).
pub(crate) const PATH_END: Class = 1 << 10;
/// The byte that ends a query: `#` ([§3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4)).
pub(crate) const QUERY_END: Class = 1 << 11;
/// `reserved = gen-delims / sub-delims` ([§2.2](https://www.rfc-editor.org/rfc/rfc3986#section-2.2)): the delimiters, which URI
/// Templates' reserved expansion (`{+var}`, `{#var}`) copies as they are.
pub(crate) const RESERVED: Class = 1 << 12;
/// No byte: a fragment runs to the end of the input ([§3.5](https://www.rfc-editor.org/rfc/rfc3986#section-3.5)).
pub(crate) const NOTHING: Class = 0;

/// A set of classes, one bit each; a byte's entry in the table holds the bits of
/// every class it belongs to.
pub(crate) type Class = u16;

/// The flags of one byte.
const fn classify(byte: u8) -> Class {
    let alpha = byte.is_ascii_alphabetic();
    let digit = byte.is_ascii_digit();
    // unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
    let unreserved = alpha || digit || matches!(byte, b'-' | b'.' | b'_' | b'~');
    // sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
    let sub_delim = matches!(
        byte,
        b'!' | b'$' | b'&' | b'\'' | b'(' | b')' | b'*' | b'+' | b',' | b';' | b'='
    );
    // gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"
    let gen_delim = matches!(byte, b':' | b'/' | b'?' | b'#' | b'[' | b']' | b'@');
    let reg_name = unreserved || sub_delim;
    let userinfo = reg_name || byte == b':';
    let pchar = userinfo || byte == b'@';
    let path = pchar || byte == b'/';
    let query = path || byte == b'?';

    let mut flags = 0;
    if unreserved {
        flags |= UNRESERVED;
    }
    if matches!(byte, b'/' | b'?' | b'#') {
        flags |= AUTHORITY_END;
    }
    if matches!(byte, b'?' | b'#') {
        flags |= PATH_END;
    }
    if byte == b'#' {
        flags |= QUERY_END;
    }
    if alpha {
        flags |= ALPHA;
    }
    if digit {
        flags |= DIGIT;
    }
    if byte.is_ascii_hexdigit() {
        flags |= HEXDIG;
    }
    if alpha || digit || matches!(byte, b'+' | b'-' | b'.') {
        flags |= SCHEME;
    }
    if reg_name {
        flags |= REG_NAME;
    }
    if userinfo {
        flags |= USERINFO;
    }
    if path {
        flags |= PATH;
    }
    if query {
        flags |= QUERY;
    }
    if gen_delim || sub_delim {
        flags |= RESERVED;
    }
    flags
}

/// One byte of every byte's flags: `high` picks the classes of bits 8-15.
const fn build(high: bool) -> [u8; 256] {
    let mut table = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        #[allow(
            clippy::cast_possible_truncation,
            reason = "byte < 256; one byte of the flags"
        )]
        {
            let flags = classify(byte as u8);
            table[byte] = if high {
                (flags >> 8) as u8
            } else {
                flags as u8
            };
        }
        byte += 1;
    }
    table
}

/// The classes of bits 0-7, which the scanning loops combine eight bytes at a
/// time, and of bits 8-15, which only single-byte questions ask. Two byte tables
/// rather than one of `u16`: the hot table stays 256 bytes and its loads stay
/// byte loads. Measured with `--bench ratios` on the long-URI groups: 1.38-1.40x
/// fluent-uri's throughput with one `u16` table, 1.49-1.55x with these two.
static LOW: [u8; 256] = build(false);
// The classes `scan::block_in` combines must be in `LOW`.
const _: () =
    assert!((ALPHA | DIGIT | HEXDIG | SCHEME | REG_NAME | USERINFO | PATH | QUERY) >> 8 == 0);
static HIGH: [u8; 256] = build(true);
/// `LOW` with `%` in every class: the block test of `scan::scan` lets escapes
/// through and checks their hex digits apart, so that text dense with `%XX`
/// still goes eight bytes at a time.
static LOW_OR_PERCENT: [u8; 256] = {
    let mut table = build(false);
    table[b'%' as usize] = u8::MAX;
    table
};

/// Whether `byte` is in any of the classes of `class`. `class` is a constant at
/// every call, so only the table its bits need is read.
#[inline(always)]
pub(crate) const fn is(byte: u8, class: Class) -> bool {
    #[allow(
        clippy::cast_possible_truncation,
        reason = "splitting the class into its two bytes"
    )]
    let (low, high) = (class as u8, (class >> 8) as u8);
    (low != 0 && LOW[byte as usize] & low != 0) || (high != 0 && HIGH[byte as usize] & high != 0)
}

/// The table of the classes of bits 0-7, for loops that combine the flags of
/// several bytes; such loops only ask for those classes.
#[inline(always)]
pub(crate) const fn table() -> &'static [u8; 256] {
    &LOW
}

/// [`table`] with `%` in every class of bits 0-7.
#[inline(always)]
pub(crate) const fn table_or_percent() -> &'static [u8; 256] {
    &LOW_OR_PERCENT
}

#[cfg(test)]
mod tests {
    use super::*;

    fn members(class: Class) -> String {
        (0..=255u8)
            .filter(|&b| is(b, class))
            .map(char::from)
            .collect()
    }

    #[test]
    fn classes_match_the_abnf() {
        let alnum = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
        let sorted = |s: &str| {
            let mut v: Vec<char> = s.chars().collect();
            v.sort_unstable();
            v.into_iter().collect::<String>()
        };
        assert_eq!(members(DIGIT), "0123456789");
        assert_eq!(members(HEXDIG), "0123456789ABCDEFabcdef");
        assert_eq!(members(ALPHA).len(), 52);
        assert_eq!(members(SCHEME), sorted(&format!("{alnum}+-.")));
        assert_eq!(
            members(REG_NAME),
            sorted(&format!("{alnum}-._~!$&'()*+,;="))
        );
        assert_eq!(
            members(USERINFO),
            sorted(&format!("{alnum}-._~!$&'()*+,;=:"))
        );
        assert_eq!(members(PATH), sorted(&format!("{alnum}-._~!$&'()*+,;=:@/")));
        assert_eq!(
            members(QUERY),
            sorted(&format!("{alnum}-._~!$&'()*+,;=:@/?"))
        );
        assert_eq!(members(UNRESERVED), sorted(&format!("{alnum}-._~")));
        assert_eq!(members(RESERVED), sorted(":/?#[]@!$&'()*+,;="));
        assert_eq!(members(AUTHORITY_END), "#/?");
        assert_eq!(members(PATH_END), "#?");
        assert_eq!(members(QUERY_END), "#");
        assert_eq!(members(NOTHING), "");
    }

    #[test]
    fn no_class_holds_non_ascii_or_controls() {
        for b in (0..=0x20u8).chain(0x7F..=0xFF) {
            assert_eq!((LOW[b as usize], HIGH[b as usize]), (0, 0), "byte {b:#04x}");
        }
    }
}
