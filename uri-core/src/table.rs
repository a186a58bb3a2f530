//! Byte classes of RFC 3986 Appendix A, as one 256-entry table of bit flags.
//!
//! Every scanning loop of the parser asks one question per byte, "is this byte in
//! class X", and answers it with a single load and mask. Non-ASCII bytes belong to
//! no class, which is how the parser rejects them.
#![allow(
    clippy::inline_always,
    reason = "the per-byte helpers must inline into the scanning loops; see benches/README.md"
)]

/// `ALPHA = %x41-5A / %x61-7A`
pub(crate) const ALPHA: u8 = 1 << 0;
/// `DIGIT = %x30-39`
pub(crate) const DIGIT: u8 = 1 << 1;
/// `HEXDIG = DIGIT / "A"-"F" / "a"-"f"` (ABNF strings are case-insensitive)
pub(crate) const HEXDIG: u8 = 1 << 2;
/// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`: the characters after the first.
pub(crate) const SCHEME: u8 = 1 << 3;
/// `reg-name = *( unreserved / pct-encoded / sub-delims )` without `pct-encoded`.
pub(crate) const REG_NAME: u8 = 1 << 4;
/// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )` without `pct-encoded`;
/// also the characters after the dot of `IPvFuture`.
pub(crate) const USERINFO: u8 = 1 << 5;
/// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"` without `pct-encoded`,
/// plus `"/"`: every byte a path may hold literally.
pub(crate) const PATH: u8 = 1 << 6;
/// `query = fragment = *( pchar / "/" / "?" )` without `pct-encoded`.
pub(crate) const QUERY: u8 = 1 << 7;

/// The flags of one byte.
const fn classify(byte: u8) -> u8 {
    let alpha = byte.is_ascii_alphabetic();
    let digit = byte.is_ascii_digit();
    // unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
    let unreserved = alpha || digit || matches!(byte, b'-' | b'.' | b'_' | b'~');
    // sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
    let sub_delim = matches!(
        byte,
        b'!' | b'$' | b'&' | b'\'' | b'(' | b')' | b'*' | b'+' | b',' | b';' | b'='
    );
    let reg_name = unreserved || sub_delim;
    let userinfo = reg_name || byte == b':';
    let pchar = userinfo || byte == b'@';
    let path = pchar || byte == b'/';
    let query = path || byte == b'?';

    let mut flags = 0;
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
    flags
}

const fn build() -> [u8; 256] {
    let mut table = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        #[allow(clippy::cast_possible_truncation, reason = "byte < 256")]
        {
            table[byte] = classify(byte as u8);
        }
        byte += 1;
    }
    table
}

static TABLE: [u8; 256] = build();

/// Whether `byte` is in any class of `class` (callers pass one class).
#[inline(always)]
pub(crate) const fn is(byte: u8, class: u8) -> bool {
    TABLE[byte as usize] & class != 0
}

/// The whole table, for loops that combine the flags of several bytes.
#[inline(always)]
pub(crate) const fn table() -> &'static [u8; 256] {
    &TABLE
}

/// The value of a hexadecimal digit, or `None`.
pub(crate) const fn hex_value(byte: u8) -> Option<u8> {
    match byte {
        b'0'..=b'9' => Some(byte - b'0'),
        b'a'..=b'f' => Some(byte - b'a' + 10),
        b'A'..=b'F' => Some(byte - b'A' + 10),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn members(class: u8) -> String {
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
    }

    #[test]
    fn no_class_holds_non_ascii_or_controls() {
        for b in (0..=0x20u8).chain(0x7F..=0xFF) {
            assert_eq!(TABLE[b as usize], 0, "byte {b:#04x}");
        }
    }

    #[test]
    fn hex_values() {
        assert_eq!(hex_value(b'0'), Some(0));
        assert_eq!(hex_value(b'f'), Some(15));
        assert_eq!(hex_value(b'F'), Some(15));
        assert_eq!(hex_value(b'g'), None);
    }
}
