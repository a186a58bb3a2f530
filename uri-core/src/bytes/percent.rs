//! `%XX` both ways ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)):
//! the one writer of percent-encoded triplets, upper-case as producers should
//! write them, and the one reader of a triplet's value. Every encoder, repair,
//! hint and message that writes an escape asks this table; every decoder,
//! matcher and repair that asks whether `%` begins an escape asks
//! [`escaped_byte`]. (The scanner's hot loop tests two digits with one look-up
//! of its class table instead, measured faster there: `parse/scan.rs`.)

use core::fmt;

/// `%00%01…%FF`: every escape, in uppercase hex as [RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1) asks of
/// producers; the escape of byte `b` is at `3 * b`.
static ESCAPES: &str = {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    const TABLE: [u8; 768] = {
        let mut table = [0; 768];
        let mut byte = 0;
        while byte < 256 {
            table[3 * byte] = b'%';
            table[3 * byte + 1] = HEX[byte >> 4];
            table[3 * byte + 2] = HEX[byte & 0xF];
            byte += 1;
        }
        table
    };
    match core::str::from_utf8(&TABLE) {
        Ok(text) => text,
        Err(_) => panic!("escapes are ASCII"),
    }
};

/// The `%XX` escape of `byte`, uppercase: the one writer of escapes, which
/// every encoder, repair and message uses.
pub(crate) fn escape(byte: u8) -> &'static str {
    let at = 3 * usize::from(byte);
    &ESCAPES[at..at + 3]
}

/// Each byte's value as a hexadecimal digit (`HEXDIG`, either case), or
/// `NOT_HEX`: one look-up a digit, where a value of dense escapes (a name
/// outside ASCII) decodes two digits in every three bytes.
const HEX_VALUES: [u8; 256] = {
    let mut table = [NOT_HEX; 256];
    let mut digit: u8 = 0;
    while digit < 10 {
        table[(b'0' + digit) as usize] = digit;
        digit += 1;
    }
    let mut letter: u8 = 0;
    while letter < 6 {
        table[(b'a' + letter) as usize] = 10 + letter;
        table[(b'A' + letter) as usize] = 10 + letter;
        letter += 1;
    }
    table
};

/// [`HEX_VALUES`] of a byte that is no hex digit: above every digit's.
const NOT_HEX: u8 = 0xFF;

/// The value of a hexadecimal digit (`HEXDIG`, either case), or `None`.
pub(crate) const fn hex_value(byte: u8) -> Option<u8> {
    match HEX_VALUES[byte as usize] {
        NOT_HEX => None,
        value => Some(value),
    }
}

/// The byte that the escape at `at` of `bytes` stands for, when `bytes[at..]`
/// begins with `%` and two hex digits (`pct-encoded = "%" HEXDIG HEXDIG`);
/// `None` for anything else, a `%` too near the end included.
#[inline]
pub(crate) const fn escaped_byte(bytes: &[u8], at: usize) -> Option<u8> {
    // One check of the length for the three bytes.
    let Some((_, [b'%', high, low, ..])) = bytes.split_at_checked(at) else {
        return None;
    };
    let (high, low) = (HEX_VALUES[*high as usize], HEX_VALUES[*low as usize]);
    // One test for both: a digit's value has no bit above the low four.
    if (high | low) > 0x0F {
        None
    } else {
        Some(high << 4 | low)
    }
}

/// How many bytes the UTF-8 sequence that `lead` begins holds, or `None` for
/// a byte that begins none (a continuation byte, or one UTF-8 never uses).
#[cfg(feature = "alloc")] // its readers (IRI mapping, matching) all allocate
pub(crate) const fn utf8_len(lead: u8) -> Option<usize> {
    match lead {
        0x00..=0x7F => Some(1),
        0xC2..=0xDF => Some(2),
        0xE0..=0xEF => Some(3),
        0xF0..=0xF4 => Some(4),
        _ => None,
    }
}

/// Whether `bytes[at..]` begins with a whole escape, `%` and two hex digits.
pub(crate) const fn is_escape_at(bytes: &[u8], at: usize) -> bool {
    escaped_byte(bytes, at).is_some()
}

/// A unit of text under RFC 3986's percent-encoding equivalence and RFC
/// 3987's mapping of IRIs to URIs, as a number: a raw byte, or an escaped
/// byte that is an unreserved character (§6.2.2.2) or above ASCII (the
/// UTF-8 of an IRI's character, written raw or escaped alike), is the byte;
/// an escape of any other byte is above every byte, so `%2F` is no `/`. Hex
/// digits are read in either case (§6.2.2.1).
#[cfg(feature = "matching")]
fn unit_of(decoded: u8) -> u16 {
    // Each byte's answer, as a table: an escape is read in a segment's
    // lookup among literal keys, which a call to search `-._~` would
    // outweigh.
    static ITSELF: [bool; 256] = {
        let mut table = [false; 256];
        let mut decoded: u8 = 0;
        loop {
            table[decoded as usize] = decoded.is_ascii_alphanumeric()
                || matches!(decoded, b'-' | b'.' | b'_' | b'~')
                || !decoded.is_ascii();
            if decoded == u8::MAX {
                break table;
            }
            decoded += 1;
        }
    };
    if ITSELF[usize::from(decoded)] {
        u16::from(decoded)
    } else {
        0x100 | u16::from(decoded)
    }
}

/// The [unit](unit_of) that begins at `at` of `bytes`, and its width (3 for
/// an escape, else 1); `None` at the end.
#[cfg(feature = "matching")]
#[inline]
pub(crate) fn unit_at(bytes: &[u8], at: usize) -> Option<(u16, usize)> {
    let &byte = bytes.get(at)?;
    // Most bytes begin no escape: they are read without a call.
    if byte != b'%' {
        return Some((u16::from(byte), 1));
    }
    Some(match escaped_byte(bytes, at) {
        Some(decoded) => (unit_of(decoded), 3),
        None => (u16::from(byte), 1),
    })
}

/// The [unit](unit_of) that ends at `end` of `bytes`, and its width; `None`
/// at the start. Read backward, a text falls into the same units as read
/// forward: an escape is a `%` and two hex digits, and `%` is no hex digit.
#[cfg(feature = "matching")]
pub(crate) fn unit_before(bytes: &[u8], end: usize) -> Option<(u16, usize)> {
    let start = end.checked_sub(3);
    match start.and_then(|start| escaped_byte(&bytes[..end], start)) {
        Some(decoded) => Some((unit_of(decoded), 3)),
        None => Some((u16::from(*bytes.get(end.checked_sub(1)?)?), 1)),
    }
}

/// Whether `a` and `b` are the same text by RFC 3986's percent-encoding
/// equivalence: an escape of an unreserved character is that character
/// (§6.2.2.2) and the hex digits of the others are read in either case
/// (§6.2.2.1), so a request's `pa%67e` is a template's `page`; and by RFC
/// 3987's mapping, a character above ASCII is the same raw or as the
/// escapes of its UTF-8 (`café`, `caf%C3%A9`, `caf%c3%a9`). An escape of
/// any other byte is not the byte (`%2F` is no `/`).
#[cfg(feature = "matching")]
pub(crate) fn equivalent(left: &[u8], right: &[u8]) -> bool {
    if !left.contains(&b'%') && !right.contains(&b'%') {
        return left == right;
    }
    equivalent_prefix(left, right) == Some(left.len())
}

/// How many bytes of `text` begin with `prefix` in a spelling that
/// [`equivalent`] makes equal to it, if `text` begins so.
#[cfg(feature = "matching")]
pub(crate) fn equivalent_prefix(text: &[u8], prefix: &[u8]) -> Option<usize> {
    let (mut in_text, mut in_prefix) = (0, 0);
    while let Some((want, width)) = unit_at(prefix, in_prefix) {
        let (got, read) = unit_at(text, in_text)?;
        if got != want {
            return None;
        }
        in_prefix += width;
        in_text += read;
    }
    Some(in_text)
}

/// Every byte of a text as its `%XX` escape, for repairs and hints that show
/// how a character is written.
pub(crate) struct Escaped<'a>(pub(crate) &'a str);

impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0
            .bytes()
            .try_for_each(|byte| f.write_str(escape(byte)))
    }
}

#[cfg(test)]
mod tests {
    use super::{escape, escaped_byte, hex_value, is_escape_at};

    #[test]
    fn every_escape_reads_back_to_its_byte() {
        for byte in 0..=255u8 {
            let written = escape(byte);
            assert_eq!(escaped_byte(written.as_bytes(), 0), Some(byte));
            assert_eq!(
                escaped_byte(written.to_ascii_lowercase().as_bytes(), 0),
                Some(byte)
            );
        }
    }

    #[test]
    fn hex_digits_are_the_grammar_s_and_nothing_else() {
        for byte in 0..=255_u8 {
            let expected = char::from(byte)
                .to_digit(16)
                .map(|value| u8::try_from(value).unwrap());
            assert_eq!(hex_value(byte), expected, "{byte:#04x}");
            let escape = [b'%', byte, b'7'];
            assert_eq!(
                escaped_byte(&escape, 0),
                expected.map(|high| high << 4 | 7),
                "{byte:#04x}"
            );
            let escape = [b'%', b'7', byte];
            assert_eq!(
                escaped_byte(&escape, 0),
                expected.map(|low| 0x70 | low),
                "{byte:#04x}"
            );
        }
    }

    #[test]
    fn only_a_percent_and_two_hex_digits_are_an_escape() {
        assert_eq!(hex_value(b'0'), Some(0));
        assert_eq!(hex_value(b'f'), Some(15));
        assert_eq!(hex_value(b'F'), Some(15));
        assert_eq!(hex_value(b'g'), None);
        for text in ["%", "%4", "%4g", "%g4", "4%41", "%%41", ""] {
            assert!(!is_escape_at(text.as_bytes(), 0), "{text}");
        }
        assert!(is_escape_at(b"a%41", 1));
        assert!(!is_escape_at(b"a%41", 0));
        assert!(!is_escape_at(b"%41", 3));
    }

    #[cfg(feature = "matching")]
    #[test]
    fn escapes_of_unreserved_characters_are_the_characters() {
        use super::equivalent;
        for (a, b) in [
            ("page", "page"),
            ("pa%67e", "page"),
            ("%70%61%67%65", "page"),
            ("a%7Eb", "a~b"),
            ("a%2db%2E_", "a-b._"),
            ("a%2f", "a%2F"),
            ("%C3%A9", "%c3%a9"),
            ("caf\u{e9}", "caf%C3%A9"),
            ("caf\u{e9}", "caf%c3%a9"),
            ("\u{4e2d}", "%E4%B8%AD"),
            ("", ""),
        ] {
            assert!(equivalent(a.as_bytes(), b.as_bytes()), "{a} {b}");
            assert!(equivalent(b.as_bytes(), a.as_bytes()), "{b} {a}");
        }
        for (a, b) in [
            ("pag", "page"),
            ("a%2Fb", "a/b"),
            ("a%20b", "a b"),
            ("a%2", "a%2F"),
            ("%", "%25"),
            ("Page", "page"),
            ("pa%47e", "page"),
            ("caf\u{e9}", "caf%C3"),
            ("caf\u{e9}", "cafe"),
        ] {
            assert!(!equivalent(a.as_bytes(), b.as_bytes()), "{a} {b}");
            assert!(!equivalent(b.as_bytes(), a.as_bytes()), "{b} {a}");
        }
    }

    #[cfg(feature = "matching")]
    #[test]
    fn an_escape_is_its_byte_only_for_unreserved_characters_and_bytes_above_ascii() {
        use super::unit_of;
        for byte in 0..=255_u8 {
            // RFC 3986 §2.3's unreserved, and the bytes of UTF-8 above ASCII.
            let itself = byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) || byte >= 0x80;
            let expected = if itself {
                u16::from(byte)
            } else {
                0x100 | u16::from(byte)
            };
            assert_eq!(unit_of(byte), expected, "{byte:#04x}");
        }
    }

    #[cfg(feature = "matching")]
    #[test]
    fn units_read_backward_as_forward() {
        use super::{unit_at, unit_before};
        for text in [
            "",
            "a",
            "%41",
            "%%41",
            "%4%41",
            "a%2Fb%",
            "%zz%2",
            "caf\u{e9}%C3%A9",
            "%%%",
            "%41%",
            "x%7e~%7E",
        ] {
            let bytes = text.as_bytes();
            let mut forward = Vec::new();
            let mut at = 0;
            while let Some((unit, width)) = unit_at(bytes, at) {
                forward.push((at, unit));
                at += width;
            }
            let mut backward = Vec::new();
            let mut end = bytes.len();
            while let Some((unit, width)) = unit_before(bytes, end) {
                end -= width;
                backward.push((end, unit));
            }
            backward.reverse();
            assert_eq!(forward, backward, "{text}");
        }
    }
}
