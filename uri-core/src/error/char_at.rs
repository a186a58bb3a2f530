//! Decoding the one character an error points at, in `const` code.

/// The character starting at byte `index` of `bytes` and its length in bytes, or
/// `None` at or past the end.
///
/// `bytes` comes from a `&str`, so it is valid UTF-8, and the parser only stops on
/// the first byte of a character. Should either ever fail to hold, the answer is
/// U+FFFD for one byte rather than a panic.
pub(crate) const fn char_at(bytes: &[u8], index: usize) -> Option<(char, usize)> {
    if index >= bytes.len() {
        return None;
    }
    let lead = bytes[index];
    let (len, initial) = match lead {
        0x00..=0x7F => return Some((lead as char, 1)),
        0xC0..=0xDF => (2, (lead & 0x1F) as u32),
        0xE0..=0xEF => (3, (lead & 0x0F) as u32),
        0xF0..=0xF7 => (4, (lead & 0x07) as u32),
        _ => return Some((char::REPLACEMENT_CHARACTER, 1)),
    };
    if index + len > bytes.len() {
        return Some((char::REPLACEMENT_CHARACTER, 1));
    }
    let mut value = initial;
    let mut i = 1;
    while i < len {
        value = (value << 6) | (bytes[index + i] & 0x3F) as u32;
        i += 1;
    }
    match char::from_u32(value) {
        Some(c) => Some((c, len)),
        None => Some((char::REPLACEMENT_CHARACTER, 1)),
    }
}

/// The character an error at `index` names, and the bytes it spans: nothing at
/// the end of the input.
pub(crate) const fn found_at(bytes: &[u8], index: usize) -> (Option<char>, usize) {
    match char_at(bytes, index) {
        Some((c, len)) => (Some(c), len),
        None => (None, 0),
    }
}

#[cfg(test)]
mod tests {
    use super::char_at;

    #[test]
    fn decodes_every_width() {
        let s = "a\u{e9}\u{20ac}\u{1f600}";
        assert_eq!(char_at(s.as_bytes(), 0), Some(('a', 1)));
        assert_eq!(char_at(s.as_bytes(), 1), Some(('\u{e9}', 2)));
        assert_eq!(char_at(s.as_bytes(), 3), Some(('\u{20ac}', 3)));
        assert_eq!(char_at(s.as_bytes(), 6), Some(('\u{1f600}', 4)));
        assert_eq!(char_at(s.as_bytes(), 10), None);
    }

    #[test]
    fn never_panics_off_a_boundary() {
        let s = "\u{1f600}";
        assert_eq!(
            char_at(s.as_bytes(), 1),
            Some((char::REPLACEMENT_CHARACTER, 1))
        );
        assert_eq!(
            char_at(&s.as_bytes()[..2], 0),
            Some((char::REPLACEMENT_CHARACTER, 1))
        );
    }
}
