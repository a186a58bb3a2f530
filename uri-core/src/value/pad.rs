//! `Display` of text assembled from parts, with the formatter's width, fill,
//! alignment and precision applied to the whole, as `str` would apply them.

use core::fmt::{self, Write as _};

/// Writes the concatenation of `parts`, padded and cut as `f` asks, without
/// assembling it first. Width and precision count characters, as `str`'s do, so
/// parts need not be ASCII (they mostly are: then bytes are characters).
pub(crate) fn pad_parts(f: &mut fmt::Formatter<'_>, parts: &[&str]) -> fmt::Result {
    if f.width().is_none() && f.precision().is_none() {
        return parts.iter().try_for_each(|part| f.write_str(part));
    }
    pad_chars(f, || parts.iter().flat_map(|part| part.chars()))
}

/// Writes the characters `chars()` yields, padded and cut as `f` asks, the
/// way `str` pads itself; `chars` is called twice, to count and to write.
pub(crate) fn pad_chars<I: Iterator<Item = char>>(
    f: &mut fmt::Formatter<'_>,
    chars: impl Fn() -> I,
) -> fmt::Result {
    if f.width().is_none() && f.precision().is_none() {
        return chars().try_for_each(|c| f.write_char(c));
    }
    let length = chars().count();
    let shown = f
        .precision()
        .map_or(length, |precision| precision.min(length));
    let padding = f.width().map_or(0, |width| width.saturating_sub(shown));
    let (before, after) = match f.align() {
        Some(fmt::Alignment::Right) => (padding, 0),
        Some(fmt::Alignment::Center) => (padding / 2, padding - padding / 2),
        Some(fmt::Alignment::Left) | None => (0, padding),
    };
    let fill = f.fill();
    for _ in 0..before {
        f.write_char(fill)?;
    }
    chars().take(shown).try_for_each(|c| f.write_char(c))?;
    for _ in 0..after {
        f.write_char(fill)?;
    }
    Ok(())
}

/// A fixed buffer to format short text into without allocating: an IP address
/// to pad as a whole, an encoded query pair to insert. Writing more than `N`
/// bytes fails with `fmt::Error`, and the caller falls back to a `String`.
pub(crate) struct ShortText<const N: usize> {
    bytes: [u8; N],
    len: usize,
}

impl<const N: usize> ShortText<N> {
    pub(crate) const fn new() -> Self {
        Self {
            bytes: [0; N],
            len: 0,
        }
    }

    pub(crate) fn as_str(&self) -> &str {
        // Only `write_str` fills the buffer, with whole `str`s.
        core::str::from_utf8(&self.bytes[..self.len]).unwrap_or("")
    }
}

impl<const N: usize> fmt::Write for ShortText<N> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        let end = self.len + text.len();
        self.bytes
            .get_mut(self.len..end)
            .ok_or(fmt::Error)?
            .copy_from_slice(text.as_bytes());
        self.len = end;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::pad_parts;
    use alloc::format;
    use core::fmt;

    struct Parts(&'static [&'static str]);

    impl fmt::Display for Parts {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            pad_parts(f, self.0)
        }
    }

    #[test]
    fn pads_and_cuts_as_str_does_counting_characters() {
        // An IRI's host: precision used to cut inside `ü` and panic.
        let parts = Parts(&["b\u{fc}", "cher.", "\u{4f8b}"]);
        let whole = "b\u{fc}cher.\u{4f8b}";
        for n in 0..12 {
            assert_eq!(format!("{parts:.n$}"), format!("{whole:.n$}"), "{n}");
            assert_eq!(format!("{parts:>n$}"), format!("{whole:>n$}"), "{n}");
            assert_eq!(format!("{parts:*^n$.3}"), format!("{whole:*^n$.3}"), "{n}");
        }
    }
}
