//! `Display` of text assembled from parts, with the formatter's width, fill,
//! alignment and precision applied to the whole, as `str` would apply them.

use core::fmt::{self, Write as _};

/// Writes the concatenation of `parts`, which must be ASCII (so bytes are
/// characters), padded and cut as `f` asks, without assembling it first.
pub(crate) fn pad_ascii_parts(f: &mut fmt::Formatter<'_>, parts: &[&str]) -> fmt::Result {
    if f.width().is_none() && f.precision().is_none() {
        return parts.iter().try_for_each(|part| f.write_str(part));
    }
    let length: usize = parts.iter().map(|part| part.len()).sum();
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
    let mut left = shown;
    for part in parts {
        let taken = part.len().min(left);
        f.write_str(&part[..taken])?;
        left -= taken;
    }
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
