//! A string kept inline while it is short: an error names a template's
//! variable, and a server that answers many bad requests should not pay an
//! allocation (and its free) for each name, which costs more than the
//! lookup that found the error. A name the program holds for good (a route
//! type's, written by its derive) is kept as the reference it is.

use alloc::boxed::Box;
use core::fmt;
use core::hash::{Hash, Hasher};

/// How many bytes a [`ShortStr`] holds without an allocation: a variable's
/// name is rarely longer.
const INLINE: usize = 22;

/// A string, inline where it has at most [`INLINE`] bytes, boxed otherwise.
#[derive(Clone)]
pub(crate) enum ShortStr {
    /// The first `len` bytes of `bytes`, UTF-8 (they were a `str`'s).
    Inline { len: u8, bytes: [u8; INLINE] },
    /// A longer string.
    Boxed(Box<str>),
    /// A string that lives as long as the program.
    Static(&'static str),
}

impl ShortStr {
    pub(crate) fn new(text: &str) -> Self {
        let mut bytes = [0; INLINE];
        match (bytes.get_mut(..text.len()), u8::try_from(text.len())) {
            (Some(inline), Ok(len)) => {
                inline.copy_from_slice(text.as_bytes());
                Self::Inline { len, bytes }
            }
            _ => Self::Boxed(text.into()),
        }
    }

    pub(crate) fn as_str(&self) -> &str {
        match self {
            // Whole characters of a `str`, copied: always UTF-8.
            Self::Inline { len, bytes } => {
                core::str::from_utf8(&bytes[..usize::from(*len)]).unwrap_or_default()
            }
            Self::Boxed(text) => text,
            Self::Static(text) => text,
        }
    }
}

impl fmt::Debug for ShortStr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq for ShortStr {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for ShortStr {}

impl Hash for ShortStr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_str().hash(state);
    }
}

#[cfg(test)]
mod tests {
    use alloc::format;
    use alloc::string::String;

    use super::{INLINE, ShortStr};

    #[test]
    fn a_string_of_any_length_reads_back_as_it_was_given() {
        let mut text = String::new();
        for step in 0..3 * INLINE {
            // ASCII, and characters of two, three and four bytes, so that
            // each length meets the inline bound at a character's edge or not.
            text.push(['a', 'é', '山', '😀'][step % 4]);
            let short = ShortStr::new(&text);
            assert_eq!(short.as_str(), text);
            assert_eq!(
                matches!(short, ShortStr::Inline { .. }),
                text.len() <= INLINE
            );
            assert_eq!(format!("{short:?}"), format!("{text:?}"));
            assert_eq!(short, ShortStr::Boxed(text.as_str().into()));
        }
        assert_eq!(ShortStr::new("").as_str(), "");
    }
}
