//! A route type's path value, checked and decoded in one pass: what the
//! table's reader takes (`request.rs`: no byte no request holds, every `%`
//! an escape, no escaped control, no `.` or `..` segment once decoded) and
//! UTF-8 once decoded.
//! One pass, where reading a value of dense escapes (a name outside ASCII,
//! `%E5%B1%B1%E7%94%B0`) once to sort its bytes, once for its escapes, once
//! for its dots and once more to decode it cost more than the lookup.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use crate::bytes::percent::escaped_byte;
use crate::matching::plan::byte_set::{NEVER_IN_VALUES, contains};
use crate::matching::read::request::{DotSegment, is_control};

/// `value` (a path segment's text) as the value the table's reader takes:
/// borrowed where it holds no escape, decoded where it does; `None` where
/// it is empty, holds a byte no request holds, a `%` that begins no escape
/// or the escape of a control, is or holds a dot segment once decoded, or
/// is not UTF-8 once
/// decoded: the table then decides what the request is.
pub(crate) fn decoded_path_value(value: &str) -> Option<Cow<'_, str>> {
    let bytes = value.as_bytes();
    if bytes.is_empty() {
        return None;
    }
    let mut segment = DotSegment::new();
    // The raw bytes before the first escape are read as they are.
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        if byte == b'%' {
            break;
        }
        if contains(NEVER_IN_VALUES, byte) || segment.read(byte, true) {
            return None;
        }
        at += 1;
    }
    if at == bytes.len() {
        return (!segment.is_dots()).then_some(Cow::Borrowed(value));
    }
    // From the first escape, each unit is decoded into one allocation as
    // long as the value (decoding only shortens it), a byte pushed at a
    // time: a value of dense escapes pays no copy of a run per escape.
    let mut decoded = Vec::with_capacity(bytes.len());
    decoded.extend_from_slice(&bytes[..at]);
    while let Some(&byte) = bytes.get(at) {
        let (unit, raw) = if byte == b'%' {
            let unit = escaped_byte(bytes, at)?;
            if is_control(unit) {
                return None;
            }
            (unit, false)
        } else if contains(NEVER_IN_VALUES, byte) {
            return None;
        } else {
            (byte, true)
        };
        if segment.read(unit, raw) {
            return None;
        }
        decoded.push(unit);
        at += if raw { 1 } else { 3 };
    }
    if segment.is_dots() {
        return None;
    }
    String::from_utf8(decoded).ok().map(Cow::Owned)
}

#[cfg(test)]
mod tests {
    use alloc::borrow::Cow;
    use alloc::string::String;

    use super::decoded_path_value;
    use crate::bytes::every_text::every_text;
    use crate::bytes::split_mix::SplitMix;
    use crate::encoding::decode::decode_utf8;
    use crate::matching::read::request::{Holds, climbs, escaped_control, holds};

    /// What [`decoded_path_value`] must give, by the checks one after the
    /// other: the bytes sorted, the dots looked for, then decoded (which
    /// fails at a bad escape).
    fn checked_then_decoded(value: &str) -> Option<Cow<'_, str>> {
        let bytes = value.as_bytes();
        match holds(bytes) {
            Holds::Plain if !value.is_empty() => Some(Cow::Borrowed(value)),
            Holds::Checked(marks)
                if !(marks.dot_or_percent() && climbs(bytes))
                    && escaped_control(bytes).is_none() =>
            {
                decode_utf8(value).ok()
            }
            Holds::Plain | Holds::Checked(_) | Holds::Never => None,
        }
    }

    fn agree(value: &str) {
        let found = decoded_path_value(value);
        let expected = checked_then_decoded(value);
        assert_eq!(found, expected, "{value:?}");
        // Borrowed exactly where nothing was decoded.
        assert_eq!(
            matches!(found, Some(Cow::Borrowed(_))),
            matches!(expected, Some(Cow::Borrowed(_))),
            "{value:?}"
        );
    }

    #[test]
    fn one_pass_reads_as_the_checks_one_after_the_other() {
        // Every value of up to six of these: escapes whole and cut short,
        // of a dot, a slash and a byte outside ASCII, what ends a segment,
        // a byte no request holds, the password's `@`.
        every_text(b"%.2eEFC/?a@ 01", 6, |value| {
            agree(core::str::from_utf8(value).unwrap());
        });
        // Longer values: names outside ASCII escaped whole or cut (not
        // UTF-8 once decoded), raw, and dot segments among them.
        let pieces = [
            "%E5%B1%B1",
            "%e7%94%b0",
            "%C3",
            "%A9",
            "é",
            "山",
            "%2e",
            "%2E",
            "%2F",
            "%2f",
            ".",
            "..",
            "/",
            "%",
            "%zz",
            "a",
            "-",
            "@",
            "?",
            "#",
            "\u{1}",
            "\u{7f}",
            "%00",
            "%20",
            "%0a",
            "%1F",
            "%7f",
            "%7E",
            "%25",
            "0A",
        ];
        let mut random = SplitMix::new(5);
        let mut text = String::new();
        for _ in 0..100_000 {
            text.clear();
            for _ in 0..random.below(12) {
                text.push_str(pieces[random.below(pieces.len())]);
            }
            agree(&text);
        }
    }
}
