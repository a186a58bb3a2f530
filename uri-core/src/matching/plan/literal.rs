//! A template's literal text as expansion writes it: ASCII as it is, other
//! characters as the `%XX` escapes of their UTF-8.

use crate::bytes::percent::escaped_byte;

/// The length of a literal as expansion writes it (non-ASCII as `%XX`).
pub(crate) fn encoded_len(literal: &str) -> usize {
    literal
        .bytes()
        .map(|byte| if byte < 128 { 1 } else { 3 })
        .sum()
}

/// Whether `text` is `literal` as expansion writes it: ASCII as it is, other
/// characters as `%XX` escapes of their UTF-8 (hex digits in either case).
pub(crate) fn is_literal(text: &[u8], literal: &str) -> bool {
    let mut i = 0;
    for byte in literal.bytes() {
        if byte < 128 {
            if text.get(i) != Some(&byte) {
                return false;
            }
            i += 1;
        } else {
            if escaped_byte(text, i) != Some(byte) {
                return false;
            }
            i += 3;
        }
    }
    i == text.len()
}
