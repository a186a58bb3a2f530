//! The non-ASCII characters of [RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2): `ucschar`, which IRIs allow
//! in userinfo, host names, paths, queries and fragments, and `iprivate`, which
//! they allow in queries only. URI Templates ([RFC 6570 §2.1](https://www.rfc-editor.org/rfc/rfc6570#section-2.1)) allow both
//! in literals.
//!
//! The parser asks these questions only at a byte ≥ 0x80, after its ASCII
//! classes said no, so ASCII text never decodes a character.

/// Which characters the parser reads: those of RFC 3986 (ASCII only), or those
/// of RFC 3987 (ASCII plus `ucschar`, and `iprivate` in the query).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Charset {
    /// A URI: non-ASCII characters are errors.
    Uri,
    /// An IRI.
    Iri,
}

impl Charset {
    /// The non-ASCII characters that userinfo, host names, paths and fragments
    /// may hold (`iunreserved` of RFC 3987 holds `ucschar`).
    pub(crate) const fn text(self) -> NonAscii {
        match self {
            Self::Uri => NonAscii::None,
            Self::Iri => NonAscii::Ucschar,
        }
    }

    /// The non-ASCII characters a query may hold
    /// (`iquery = *( ipchar / iprivate / "/" / "?" )`).
    pub(crate) const fn query(self) -> NonAscii {
        match self {
            Self::Uri => NonAscii::None,
            Self::Iri => NonAscii::UcscharOrPrivate,
        }
    }
}

/// Which non-ASCII characters one component may hold literally.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NonAscii {
    /// None: the component of a URI.
    None,
    /// `ucschar`.
    Ucschar,
    /// `ucschar / iprivate`: an IRI's query.
    UcscharOrPrivate,
}

/// `ucschar` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)).
///
/// ```text
/// ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
///         / %x10000-1FFFD / %x20000-2FFFD / ... / %xD0000-DFFFD
///         / %xE1000-EFFFD
/// ```
///
/// That is, U+00A0–D7FF, U+F900–FDCF, U+FDF0–FFEF, and in planes 1 to 13 every
/// code point but the last two of the plane; in plane 14 the same from U+E1000.
pub(crate) const fn is_ucschar(c: u32) -> bool {
    let plane = c >> 16;
    let low = c & 0xFFFF;
    match plane {
        0 => matches!(c, 0xA0..=0xD7FF | 0xF900..=0xFDCF | 0xFDF0..=0xFFEF),
        1..=13 => low <= 0xFFFD,
        14 => low >= 0x1000 && low <= 0xFFFD,
        _ => false,
    }
}

/// `iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD`
/// ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)).
pub(crate) const fn is_iprivate(c: u32) -> bool {
    let plane = c >> 16;
    let low = c & 0xFFFF;
    match plane {
        0 => c >= 0xE000 && c <= 0xF8FF,
        15 | 16 => low <= 0xFFFD,
        _ => false,
    }
}

/// The bidirectional formatting characters: the seven that [RFC 3987 §4.1](https://www.rfc-editor.org/rfc/rfc3987#section-4.1)
/// forbids in IRIs (LRM U+200E, RLM U+200F, LRE, RLE, PDF, LRO, RLO
/// U+202A–202E), and the four isolates Unicode 6.3 added after it (LRI, RLI,
/// FSI, PDI U+2066–2069), which reorder text the same way. All are `ucschar`.
pub(crate) const fn is_bidi_format(c: u32) -> bool {
    matches!(c, 0x200E | 0x200F | 0x202A..=0x202E | 0x2066..=0x2069)
}

/// `ucschar / iprivate`, as one test (template literals).
pub(crate) const fn is_ucschar_or_iprivate(c: char) -> bool {
    is_ucschar(c as u32) || is_iprivate(c as u32)
}

/// Whether `allowed` holds the code point `c`.
pub(crate) const fn allows(allowed: NonAscii, c: u32) -> bool {
    match allowed {
        NonAscii::None => false,
        NonAscii::Ucschar => is_ucschar(c),
        NonAscii::UcscharOrPrivate => is_ucschar(c) || is_iprivate(c),
    }
}

/// The code point that starts at `bytes[i]` and its length in bytes, or `None`
/// where `bytes[i]` is ASCII, a continuation byte, or starts a truncated
/// sequence. `bytes` come from a `str`, so a full sequence is valid UTF-8.
#[inline]
pub(crate) const fn decode_at(bytes: &[u8], i: usize) -> Option<(u32, usize)> {
    if i >= bytes.len() {
        return None;
    }
    let lead = bytes[i];
    let len = match lead {
        0xC0..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF7 => 4,
        _ => return None,
    };
    if i + len > bytes.len() {
        return None;
    }
    let mut c = (lead as u32) & (0x7F >> len);
    let mut k = 1;
    while k < len {
        c = (c << 6) | (bytes[i + k] as u32 & 0x3F);
        k += 1;
    }
    Some((c, len))
}

/// The length in bytes of the character at `bytes[i]` if `allowed` holds it,
/// else 0 (for ASCII bytes too).
#[inline]
pub(crate) const fn allowed_len(bytes: &[u8], i: usize, allowed: NonAscii) -> usize {
    if let NonAscii::None = allowed {
        return 0;
    }
    match decode_at(bytes, i) {
        Some((c, len)) if allows(allowed, c) => len,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::{NonAscii, allowed_len, decode_at, is_iprivate, is_ucschar};

    /// The ranges of the ABNF, written out: (first, last, is it `iprivate`).
    const RANGES: [(u32, u32, bool); 20] = [
        (0xA0, 0xD7FF, false),
        (0xE000, 0xF8FF, true),
        (0xF900, 0xFDCF, false),
        (0xFDF0, 0xFFEF, false),
        (0x1_0000, 0x1_FFFD, false),
        (0x2_0000, 0x2_FFFD, false),
        (0x3_0000, 0x3_FFFD, false),
        (0x4_0000, 0x4_FFFD, false),
        (0x5_0000, 0x5_FFFD, false),
        (0x6_0000, 0x6_FFFD, false),
        (0x7_0000, 0x7_FFFD, false),
        (0x8_0000, 0x8_FFFD, false),
        (0x9_0000, 0x9_FFFD, false),
        (0xA_0000, 0xA_FFFD, false),
        (0xB_0000, 0xB_FFFD, false),
        (0xC_0000, 0xC_FFFD, false),
        (0xD_0000, 0xD_FFFD, false),
        (0xE_1000, 0xE_FFFD, false),
        (0xF_0000, 0xF_FFFD, true),
        (0x10_0000, 0x10_FFFD, true),
    ];

    #[test]
    fn every_code_point_against_the_abnf_ranges() {
        for c in 0..=0x10_FFFF_u32 {
            let in_range = |private: bool| {
                RANGES
                    .iter()
                    .any(|&(first, last, p)| p == private && (first..=last).contains(&c))
            };
            assert_eq!(is_ucschar(c), in_range(false), "{c:X}");
            assert_eq!(is_iprivate(c), in_range(true), "{c:X}");
        }
    }

    #[test]
    fn ends_and_just_outside() {
        for (first, last, private) in RANGES {
            let test = if private { is_iprivate } else { is_ucschar };
            assert!(test(first) && test(last), "{first:X}-{last:X}");
            assert!(!test(first - 1) && !test(last + 1), "{first:X}-{last:X}");
        }
        // Noncharacters and controls just outside: C1, U+FDD0-FDEF, U+nFFFE/nFFFF,
        // plane 14's first 4096 (tags), surrogates.
        for c in [
            0x80, 0x9F, 0xD800, 0xDFFF, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0xE0000, 0xE0FFF,
            0xEFFFF, 0xFFFFE, 0x10_FFFF,
        ] {
            assert!(!is_ucschar(c) && !is_iprivate(c), "{c:X}");
        }
    }

    #[test]
    fn decoding_and_allowed_lengths() {
        let text = "a\u{e9}\u{4e2d}\u{1f600}\u{e000}";
        let bytes = text.as_bytes();
        assert_eq!(decode_at(bytes, 0), None);
        assert_eq!(decode_at(bytes, 1), Some((0xE9, 2)));
        assert_eq!(decode_at(bytes, 2), None, "a continuation byte");
        assert_eq!(decode_at(bytes, 3), Some((0x4E2D, 3)));
        assert_eq!(decode_at(bytes, 6), Some((0x1_F600, 4)));
        assert_eq!(decode_at(&bytes[..8], 6), None, "truncated");
        assert_eq!(allowed_len(bytes, 1, NonAscii::None), 0);
        assert_eq!(allowed_len(bytes, 1, NonAscii::Ucschar), 2);
        assert_eq!(allowed_len(bytes, 10, NonAscii::Ucschar), 0);
        assert_eq!(allowed_len(bytes, 10, NonAscii::UcscharOrPrivate), 3);
        assert_eq!(allowed_len(bytes, 0, NonAscii::UcscharOrPrivate), 0);
    }
}
