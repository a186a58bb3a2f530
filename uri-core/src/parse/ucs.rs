//! The non-ASCII characters of [RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2) that URI Templates ([RFC 6570 §2.1](https://www.rfc-editor.org/rfc/rfc6570#section-2.1))
//! allow in literals: `ucschar` and `iprivate`.

/// `ucschar / iprivate` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)), as one test.
///
/// ```text
/// ucschar  = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
///          / %x10000-1FFFD / %x20000-2FFFD / ... / %xD0000-DFFFD
///          / %xE1000-EFFFD
/// iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
/// ```
///
/// Together: U+00A0–D7FF, U+E000–FDCF, U+FDF0–FFEF, and in every supplementary
/// plane all but its last two code points, except the first 4096 of plane 14.
pub(crate) const fn is_ucschar_or_iprivate(c: char) -> bool {
    let c = c as u32;
    let plane = c >> 16;
    let low = c & 0xFFFF;
    match plane {
        0 => matches!(c, 0xA0..=0xD7FF | 0xE000..=0xFDCF | 0xFDF0..=0xFFEF),
        14 => low >= 0x1000 && low <= 0xFFFD,
        _ => low <= 0xFFFD,
    }
}

#[cfg(test)]
mod tests {
    use super::is_ucschar_or_iprivate;

    fn allowed(c: u32) -> bool {
        is_ucschar_or_iprivate(char::from_u32(c).unwrap())
    }

    #[test]
    fn every_range_at_both_ends_and_just_outside() {
        let inside = [
            (0xA0, 0xD7FF),
            (0xE000, 0xF8FF),
            (0xF900, 0xFDCF),
            (0xFDF0, 0xFFEF),
            (0xE1000, 0xEFFFD),
            (0xF0000, 0xFFFFD),
            (0x10_0000, 0x10_FFFD),
        ];
        for (start, end) in inside {
            assert!(allowed(start) && allowed(end), "{start:X}-{end:X}");
        }
        for plane in 1..=13 {
            let base = plane << 16;
            assert!(allowed(base) && allowed(base + 0xFFFD));
            assert!(!allowed(base + 0xFFFE) && !allowed(base + 0xFFFF));
        }
        for outside in [
            0x7F, 0x80, 0x9F, 0xFDD0, 0xFDEF, 0xFFF0, 0xFFFE, 0xFFFF, 0xE0000, 0xE0FFF, 0xEFFFE,
            0xFFFFE, 0x10_FFFF,
        ] {
            assert!(!allowed(outside), "{outside:X}");
        }
    }
}
