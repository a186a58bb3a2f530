//! Minimal, component-aware percent-encoding ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1), [§2.4](https://www.rfc-editor.org/rfc/rfc3986#section-2.4)).

use core::fmt;

use crate::bytes::percent::escape;
use crate::encoding::place::Place;
use crate::error::secret::Quoted;
use crate::parse::table::{HEXDIG, is};

/// `data` percent-encoded for a [`Place`], as a `Display` that writes straight to
/// its formatter: the encoding without allocating, usable without `alloc`.
///
/// [`encode`] and its siblings return the same encoding as a string.
///
/// # Examples
///
/// ```
/// use uri::encoding::{Encoded, Place};
///
/// assert_eq!(Encoded::new("a b&c", Place::QueryValue).to_string(), "a%20b%26c");
/// ```
#[derive(Clone, Copy)]
pub struct Encoded<'a> {
    data: &'a [u8],
    place: Place,
    keep_escapes: bool,
}

/// Like a derived `Debug`, with UTF-8 data shown as messages show text (a
/// password in a URI replaced by `***`, hiding and reordering characters
/// escaped) and other bytes only counted, since their numbers would spell the
/// same secrets.
impl fmt::Debug for Encoded<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut debug = f.debug_struct("Encoded");
        match core::str::from_utf8(self.data) {
            Ok(text) => debug.field("data", &Quoted(text)),
            Err(_) => debug.field("bytes", &self.data.len()),
        };
        debug
            .field("place", &self.place)
            .field("keep_escapes", &self.keep_escapes)
            .finish()
    }
}

impl<'a> Encoded<'a> {
    /// Percent-encodes `data` for `place`.
    ///
    /// Exactly the bytes `place` cannot hold literally are encoded, in uppercase
    /// hex; non-ASCII characters are encoded as their UTF-8 bytes. `data` is data:
    /// every `%` in it is encoded too (`100%` → `100%25`). See
    /// [`preserving`](Self::preserving) for text that already holds
    /// percent-encodings.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::encoding::{Encoded, Place};
    ///
    /// assert_eq!(Encoded::new("caf\u{e9} & cr\u{e8}me", Place::Fragment).to_string(), "caf%C3%A9%20&%20cr%C3%A8me");
    /// assert_eq!(Encoded::new("a/b", Place::PathSegment).to_string(), "a%2Fb");
    /// assert_eq!(Encoded::new("100%", Place::Query).to_string(), "100%25");
    /// ```
    pub const fn new(data: &'a str, place: Place) -> Self {
        Self {
            data: data.as_bytes(),
            place,
            keep_escapes: false,
        }
    }

    /// As [`new`](Self::new), for arbitrary bytes (which are all data).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::encoding::{Encoded, Place};
    ///
    /// assert_eq!(Encoded::from_bytes(&[0xFF, b'a'], Place::Path).to_string(), "%FFa");
    /// ```
    pub const fn from_bytes(data: &'a [u8], place: Place) -> Self {
        Self {
            data,
            place,
            keep_escapes: false,
        }
    }

    /// As [`new`](Self::new), for text that may already be percent-encoded: a `%`
    /// followed by two hex digits is kept as the escape it is, so encoding twice
    /// changes nothing; any other `%` is encoded.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::encoding::{Encoded, Place};
    ///
    /// assert_eq!(Encoded::preserving("a%20b c", Place::Path).to_string(), "a%20b%20c");
    /// assert_eq!(Encoded::preserving("100%", Place::Path).to_string(), "100%25");
    /// ```
    pub const fn preserving(text: &'a str, place: Place) -> Self {
        Self {
            data: text.as_bytes(),
            place,
            keep_escapes: true,
        }
    }
}

impl Encoded<'_> {
    /// The length of the run of bytes from `from` that are written as they are:
    /// allowed bytes, and with `keep_escapes` complete `%XX` escapes.
    fn literal_run(&self, from: usize) -> usize {
        let literal = self.place.literal_table();
        let data = self.data;
        let mut i = from;
        while i < data.len() {
            let byte = data[i];
            if literal[usize::from(byte)] {
                i += 1;
            } else if self.keep_escapes
                && byte == b'%'
                && data.get(i + 1).is_some_and(|&b| is(b, HEXDIG))
                && data.get(i + 2).is_some_and(|&b| is(b, HEXDIG))
            {
                i += 3;
            } else {
                break;
            }
        }
        i - from
    }

    /// The index of the first byte that must be encoded, if any.
    fn first_to_encode(&self) -> Option<usize> {
        if self.place.encodes_whole(self.data) {
            return Some(0);
        }
        let run = self.literal_run(0);
        (run < self.data.len()).then_some(run)
    }

    /// Writes the encoding of `data[from..]` (where `from` is a byte to encode) as
    /// pieces: `%XX` escapes and runs of literal bytes (all ASCII), each handed to
    /// `write`.
    fn write_from<E>(
        &self,
        from: usize,
        mut write: impl FnMut(&[u8]) -> Result<(), E>,
    ) -> Result<(), E> {
        let whole = self.place.encodes_whole(self.data);
        let mut i = from;
        while i < self.data.len() {
            write(escape(self.data[i]).as_bytes())?;
            i += 1;
            if !whole {
                let run = self.literal_run(i);
                write(&self.data[i..i + run])?;
                i += run;
            }
        }
        Ok(())
    }
}

#[cfg(feature = "alloc")]
impl Encoded<'_> {
    /// The encoding as a `String`, where `first` is the first byte to encode:
    /// written into a byte buffer (every byte written is ASCII), which beats
    /// going through `fmt` piece by piece.
    fn into_string_from(self, first: usize) -> alloc::string::String {
        let mut out = alloc::vec::Vec::with_capacity(self.data.len() + self.data.len() / 2 + 3);
        out.extend_from_slice(&self.data[..first]);
        let _ = self.write_from(first, |piece| {
            out.extend_from_slice(piece);
            Ok::<(), core::convert::Infallible>(())
        });
        // Only ASCII was written, so this never takes the lossy path.
        alloc::string::String::from_utf8(out).unwrap_or_else(|error| {
            alloc::string::String::from_utf8_lossy(error.as_bytes()).into_owned()
        })
    }
}

impl fmt::Display for Encoded<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.first_to_encode() {
            None => f.write_str(ascii(self.data)),
            Some(first) => {
                f.write_str(ascii(&self.data[..first]))?;
                self.write_from(first, |piece| f.write_str(ascii(piece)))
            }
        }
    }
}

/// ASCII bytes as a `str`; only called on runs of allowed bytes, which are ASCII.
fn ascii(bytes: &[u8]) -> &str {
    core::str::from_utf8(bytes).unwrap_or_default()
}

#[cfg(feature = "alloc")]
mod owned {
    use alloc::borrow::Cow;
    use alloc::string::String;

    use super::{Encoded, Place};

    /// Percent-encodes `data` for `place`: borrowed when nothing needs encoding.
    /// See [`Encoded::new`] for the rules, and [`Encoded`] to write the encoding
    /// without allocating.
    ///
    /// # Examples
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use uri::encoding::{Place, encode};
    ///
    /// assert_eq!(encode("a?b", Place::PathSegment), "a%3Fb");
    /// assert!(matches!(encode("plain", Place::PathSegment), Cow::Borrowed("plain")));
    /// // A query value keeps `/` and `?`, not `&`, `=`, `+` or `#`.
    /// assert_eq!(encode("/a?b&c=d+e#f", Place::QueryValue), "/a?b%26c%3Dd%2Be%23f");
    /// ```
    pub fn encode(data: &str, place: Place) -> Cow<'_, str> {
        encode_lazy(&Encoded::new(data, place), data)
    }

    /// The encoding as a `Cow`: borrowed when nothing needs encoding, otherwise
    /// built straight into a byte buffer.
    fn encode_lazy<'a>(lazy: &Encoded<'_>, data: &'a str) -> Cow<'a, str> {
        match lazy.first_to_encode() {
            None => Cow::Borrowed(data),
            Some(first) => Cow::Owned(lazy.into_string_from(first)),
        }
    }

    /// Percent-encodes arbitrary bytes for `place`.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::encoding::encode_bytes(b"\x00\xFF", uri::encoding::Place::Query), "%00%FF");
    /// ```
    pub fn encode_bytes(data: &[u8], place: Place) -> String {
        let lazy = Encoded::from_bytes(data, place);
        lazy.first_to_encode().map_or_else(
            || super::ascii(data).into(),
            |first| lazy.into_string_from(first),
        )
    }

    /// As [`encode`], keeping the percent-encodings already in `text`; see
    /// [`Encoded::preserving`].
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::encoding::{Place, encode, encode_preserving};
    ///
    /// let once = encode("50% off", Place::Query);
    /// assert_eq!(once, "50%25%20off");
    /// assert_eq!(encode_preserving(&once, Place::Query), once);
    /// assert_eq!(encode(&once, Place::Query), "50%2525%2520off"); // asked for explicitly
    /// ```
    pub fn encode_preserving(text: &str, place: Place) -> Cow<'_, str> {
        encode_lazy(&Encoded::preserving(text, place), text)
    }
}

#[cfg(feature = "alloc")]
pub use owned::{encode, encode_bytes, encode_preserving};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dot_segments_are_encoded_as_segments() {
        assert_eq!(Encoded::new(".", Place::PathSegment).to_string(), "%2E");
        assert_eq!(Encoded::new("..", Place::PathSegment).to_string(), "%2E%2E");
        assert_eq!(Encoded::new("...", Place::PathSegment).to_string(), "...");
        assert_eq!(Encoded::new("..", Place::Path).to_string(), "..");
    }

    #[test]
    fn every_place_encodes_percent_and_non_ascii() {
        for place in Place::ALL {
            assert_eq!(Encoded::new("%\u{e9} ", place).to_string(), "%25%C3%A9%20");
            assert_eq!(Encoded::new("aZ0-._~", place).to_string(), "aZ0-._~");
        }
    }

    #[test]
    fn preserving_only_keeps_complete_escapes() {
        assert_eq!(Encoded::preserving("%4", Place::Path).to_string(), "%254");
        assert_eq!(
            Encoded::preserving("%zz%41", Place::Path).to_string(),
            "%25zz%41"
        );
        assert_eq!(Encoded::preserving("%", Place::Path).to_string(), "%25");
    }
}
