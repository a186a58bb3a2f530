//! How a character of the input appears in a message: as itself, or escaped when
//! it would break the message's layout, hide, or reorder the text around it.

use core::fmt;

/// A character as messages show it: itself, or escaped when showing it raw would
/// mislead the reader. See [`is_escaped`] for which characters.
pub(crate) struct Shown(pub(crate) char);

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.chars().try_for_each(|c| fmt::Write::write_char(f, c))
    }
}

impl Shown {
    /// The characters shown for this one: itself, or its escape. Padding counts
    /// them, so a padded message is as wide as `str`'s padding would make it.
    pub(crate) fn chars(&self) -> ShownChars {
        let c = self.0;
        if !is_escaped(c) {
            ShownChars::Raw(Some(c))
        } else if c.is_control() {
            // `\t`, `\n`, `\0` read better than their code points.
            ShownChars::Control(c.escape_debug())
        } else {
            ShownChars::CodePoint(c.escape_unicode())
        }
    }
}

/// The characters of a [`Shown`] character; see [`Shown::chars`].
pub(crate) enum ShownChars {
    Raw(Option<char>),
    Control(core::char::EscapeDebug),
    CodePoint(core::char::EscapeUnicode),
}

impl Iterator for ShownChars {
    type Item = char;

    fn next(&mut self) -> Option<char> {
        match self {
            Self::Raw(c) => c.take(),
            Self::Control(escape) => escape.next(),
            Self::CodePoint(escape) => escape.next(),
        }
    }
}

/// The columns a character takes once shown: its escape's length, or 2 for the
/// wide characters of East Asian scripts (which terminals and editors draw two
/// columns wide), or 1.
pub(crate) fn columns(c: char) -> usize {
    if is_escaped(c) {
        Shown(c).chars().count()
    } else if is_wide(c) {
        2
    } else {
        1
    }
}

/// Whether `c` is East Asian Wide or Fullwidth (Unicode Standard Annex #11), for
/// the blocks where text puts them: Hangul, CJK ideographs and their radicals,
/// kana, Yi, fullwidth forms, the pictographs of emoji. A caret drawn under
/// such text then stays under its character.
fn is_wide(c: char) -> bool {
    matches!(
        u32::from(c),
        0x1100..=0x115F
            | 0x2E80..=0x303E
            | 0x3041..=0x33FF
            | 0x3400..=0x4DBF
            | 0x4E00..=0x9FFF
            | 0xA000..=0xA4CF
            | 0xA960..=0xA97F
            | 0xAC00..=0xD7A3
            | 0xF900..=0xFAFF
            | 0xFE10..=0xFE19
            | 0xFE30..=0xFE6F
            | 0xFF00..=0xFF60
            | 0xFFE0..=0xFFE6
            | 0x1F300..=0x1F64F
            | 0x1F900..=0x1F9FF
            | 0x20000..=0x2FFFD
            | 0x30000..=0x3FFFD
    )
}

/// Whether a message shows `c` escaped: control characters, which break lines or
/// hide; everything the standard library's debug escaping treats as not printable
/// (format characters such as the bidirectional controls U+202A–U+202E and
/// U+2066–U+2069, which reorder the text around them in a terminal — the "Trojan
/// Source" trick; zero-width characters; separators other than the space; private
/// use and unassigned code points); combining marks, which would attach to the
/// quote before them; and the default-ignorable code points that are letters or
/// symbols yet render as nothing (U+115F, U+3164, …).
pub(crate) fn is_escaped(c: char) -> bool {
    // Printable ASCII never hides; `escape_debug` escapes a backslash and quotes only
    // for Rust's quoting.
    if matches!(c, ' '..='~') {
        return false;
    }
    c.escape_debug().nth(1).is_some() || is_default_ignorable(c)
}

/// Unicode's `Default_Ignorable_Code_Point` property (DerivedCoreProperties.txt):
/// characters that render as nothing unless a font says otherwise.
fn is_default_ignorable(c: char) -> bool {
    matches!(
        u32::from(c),
        0xAD | 0x34F
            | 0x61C
            | 0x115F..=0x1160
            | 0x17B4..=0x17B5
            | 0x180B..=0x180F
            | 0x200B..=0x200F
            | 0x202A..=0x202E
            | 0x2060..=0x206F
            | 0x3164
            | 0xFE00..=0xFE0F
            | 0xFEFF
            | 0xFFA0
            | 0xFFF0..=0xFFF8
            | 0x1BCA0..=0x1BCA3
            | 0x1D173..=0x1D17A
            | 0xE0000..=0xE0FFF
    )
}

/// The character an error found, for a hand-written `Debug`: like
/// `Option<char>`'s, but escaped as messages escape it (`char`'s own `Debug`
/// prints invisible letters such as U+3164 raw).
pub(crate) struct FoundChar(pub(crate) Option<char>);

impl fmt::Debug for FoundChar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(c @ ('\\' | '\'')) => write!(f, "Some('\\{c}')"),
            Some(c) => write!(f, "Some('{}')", Shown(c)),
            None => f.write_str("None"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    fn shown(c: char) -> alloc::string::String {
        Shown(c).to_string()
    }

    #[test]
    fn reordering_and_invisible_characters_are_escaped() {
        // Bidi_Control, every one of them.
        for c in [
            '\u{61C}', '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}',
            '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}',
        ] {
            assert_eq!(shown(c), alloc::format!("\\u{{{:x}}}", u32::from(c)));
        }
        // Zero-width, format, separators, blank letters, variation selectors, tags.
        for c in [
            '\u{200B}',
            '\u{200C}',
            '\u{200D}',
            '\u{2060}',
            '\u{FEFF}',
            '\u{AD}',
            '\u{2028}',
            '\u{2029}',
            '\u{A0}',
            '\u{3000}',
            '\u{3164}',
            '\u{115F}',
            '\u{FE0F}',
            '\u{E0041}',
            '\u{301}',
            '\u{E000}',
            '\u{10FFFF}',
        ] {
            assert!(shown(c).starts_with("\\u{"), "{c:?} is shown raw");
            assert_eq!(columns(c), shown(c).chars().count());
        }
    }

    #[test]
    fn controls_keep_their_short_escapes() {
        assert_eq!(shown('\t'), "\\t");
        assert_eq!(shown('\0'), "\\0");
        assert_eq!(shown('\u{7f}'), "\\u{7f}");
        assert_eq!(shown('\u{85}'), "\\u{85}");
        assert_eq!(columns('\t'), 2);
    }

    #[test]
    fn visible_characters_are_themselves() {
        for c in ['a', ' ', '"', '\'', '\\', '{', 'é', 'ß', 'Ω', 'ｱ'] {
            assert_eq!(shown(c), c.to_string());
            assert_eq!(columns(c), 1, "{c}");
        }
        // East Asian wide characters take two columns, at both ends of each range.
        for c in [
            '日',
            '🦀',
            '\u{1100}',
            '\u{3041}',
            '\u{ac00}',
            '\u{d7a3}',
            '\u{ff01}',
            '\u{ff60}',
            '\u{1f600}',
            '\u{20000}',
            '\u{3134a}',
        ] {
            assert_eq!(shown(c), c.to_string());
            assert_eq!(columns(c), 2, "{c:?}");
        }
        for c in ['\u{11a8}', '\u{303f}', '\u{ff61}', '\u{d7b0}'] {
            assert_eq!(columns(c), 1, "{c:?}");
        }
    }
}
