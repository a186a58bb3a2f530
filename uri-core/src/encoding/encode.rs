//! Minimal, component-aware percent-encoding (RFC 3986 §2.1, §2.4).

use core::fmt::{self, Write};

use super::Place;

/// Uppercase hex digits: RFC 3986 §2.1 says producers should use uppercase.
const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// A `Display` of `data` percent-encoded for `place`, written without allocating;
/// see [`encoded`].
///
/// # Examples
///
/// ```
/// use uri_core::{Place, encoded};
///
/// assert_eq!(encoded("a b&c", Place::QueryValue).to_string(), "a%20b%26c");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Encoded<'a> {
    data: &'a [u8],
    place: Place,
    keep_escapes: bool,
}

/// Percent-encodes `data` for `place` lazily: the result is a `Display` that
/// writes straight to its formatter, usable without `alloc`.
///
/// Exactly the bytes `place` cannot hold literally are encoded, in uppercase hex;
/// non-ASCII characters are encoded as their UTF-8 bytes. `data` is data: every
/// `%` in it is encoded too (`100%` → `100%25`). See [`encoded_preserving`] for
/// text that already holds percent-encodings.
///
/// # Examples
///
/// ```
/// use uri_core::{Place, encoded};
///
/// assert_eq!(encoded("caf\u{e9} & cr\u{e8}me", Place::Fragment).to_string(), "caf%C3%A9%20&%20cr%C3%A8me");
/// assert_eq!(encoded("a/b", Place::PathSegment).to_string(), "a%2Fb");
/// assert_eq!(encoded("100%", Place::Query).to_string(), "100%25");
/// ```
pub const fn encoded(data: &str, place: Place) -> Encoded<'_> {
    Encoded {
        data: data.as_bytes(),
        place,
        keep_escapes: false,
    }
}

/// As [`encoded`], for arbitrary bytes (which are all data).
///
/// # Examples
///
/// ```
/// use uri_core::{Place, encoded_bytes};
///
/// assert_eq!(encoded_bytes(&[0xFF, b'a'], Place::Path).to_string(), "%FFa");
/// ```
pub const fn encoded_bytes(data: &[u8], place: Place) -> Encoded<'_> {
    Encoded {
        data,
        place,
        keep_escapes: false,
    }
}

/// As [`encoded`], for text that may already be percent-encoded: a `%` followed by
/// two hex digits is kept as the escape it is, so encoding twice changes nothing;
/// any other `%` is encoded.
///
/// # Examples
///
/// ```
/// use uri_core::{Place, encoded_preserving};
///
/// assert_eq!(encoded_preserving("a%20b c", Place::Path).to_string(), "a%20b%20c");
/// assert_eq!(encoded_preserving("100%", Place::Path).to_string(), "100%25");
/// ```
pub const fn encoded_preserving(text: &str, place: Place) -> Encoded<'_> {
    Encoded {
        data: text.as_bytes(),
        place,
        keep_escapes: true,
    }
}

impl Encoded<'_> {
    /// Whether the byte at `i` starts an escape to keep.
    fn is_kept_escape(&self, i: usize) -> bool {
        self.keep_escapes
            && self.data[i] == b'%'
            && self.data.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
            && self.data.get(i + 2).is_some_and(u8::is_ascii_hexdigit)
    }

    /// Whether writing this changes nothing: every byte is allowed as it is.
    #[cfg(feature = "alloc")]
    pub(crate) fn is_identity(&self) -> bool {
        !self.place.encodes_whole(self.data)
            && (0..self.data.len())
                .all(|i| self.place.allows(self.data[i]) || self.is_kept_escape(i))
    }
}

impl fmt::Display for Encoded<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.place.encodes_whole(self.data);
        let mut literal_from = 0;
        let mut i = 0;
        while i < self.data.len() {
            let byte = self.data[i];
            let literal = !whole && (self.place.allows(byte) || self.is_kept_escape(i));
            if literal {
                i += 1;
                continue;
            }
            // The run of literal bytes before `i` is ASCII, so it is a `str`.
            f.write_str(ascii(&self.data[literal_from..i]))?;
            f.write_char('%')?;
            f.write_char(char::from(HEX[usize::from(byte >> 4)]))?;
            f.write_char(char::from(HEX[usize::from(byte & 0xF)]))?;
            i += 1;
            literal_from = i;
        }
        f.write_str(ascii(&self.data[literal_from..]))
    }
}

/// ASCII bytes as a `str`; only called on runs of allowed bytes, which are ASCII.
fn ascii(bytes: &[u8]) -> &str {
    core::str::from_utf8(bytes).unwrap_or_default()
}

#[cfg(feature = "alloc")]
mod owned {
    use alloc::borrow::Cow;
    use alloc::string::{String, ToString};

    use super::{Place, encoded, encoded_bytes, encoded_preserving};

    /// Percent-encodes `data` for `place`: borrowed when nothing needs encoding.
    /// See [`encoded`] for the rules.
    ///
    /// # Examples
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use uri_core::{Place, encode};
    ///
    /// assert_eq!(encode("a?b", Place::PathSegment), "a%3Fb");
    /// assert!(matches!(encode("plain", Place::PathSegment), Cow::Borrowed("plain")));
    /// // A query value keeps `/` and `?`, not `&`, `=`, `+` or `#`.
    /// assert_eq!(encode("/a?b&c=d+e#f", Place::QueryValue), "/a?b%26c%3Dd%2Be%23f");
    /// ```
    pub fn encode(data: &str, place: Place) -> Cow<'_, str> {
        let lazy = encoded(data, place);
        if lazy.is_identity() {
            Cow::Borrowed(data)
        } else {
            Cow::Owned(lazy.to_string())
        }
    }

    /// Percent-encodes arbitrary bytes for `place`.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri_core::encode_bytes(b"\x00\xFF", uri_core::Place::Query), "%00%FF");
    /// ```
    pub fn encode_bytes(data: &[u8], place: Place) -> String {
        encoded_bytes(data, place).to_string()
    }

    /// As [`encode`], keeping the percent-encodings already in `text`; see
    /// [`encoded_preserving`].
    ///
    /// # Examples
    ///
    /// ```
    /// use uri_core::{Place, encode, encode_preserving};
    ///
    /// let once = encode("50% off", Place::Query);
    /// assert_eq!(once, "50%25%20off");
    /// assert_eq!(encode_preserving(&once, Place::Query), once);
    /// assert_eq!(encode(&once, Place::Query), "50%2525%2520off"); // asked for explicitly
    /// ```
    pub fn encode_preserving(text: &str, place: Place) -> Cow<'_, str> {
        let lazy = encoded_preserving(text, place);
        if lazy.is_identity() {
            Cow::Borrowed(text)
        } else {
            Cow::Owned(lazy.to_string())
        }
    }
}

#[cfg(feature = "alloc")]
pub use owned::{encode, encode_bytes, encode_preserving};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dot_segments_are_encoded_as_segments() {
        assert_eq!(encoded(".", Place::PathSegment).to_string(), "%2E");
        assert_eq!(encoded("..", Place::PathSegment).to_string(), "%2E%2E");
        assert_eq!(encoded("...", Place::PathSegment).to_string(), "...");
        assert_eq!(encoded("..", Place::Path).to_string(), "..");
    }

    #[test]
    fn every_place_encodes_percent_and_non_ascii() {
        for place in [
            Place::PathSegment,
            Place::Path,
            Place::Query,
            Place::QueryKey,
            Place::QueryValue,
            Place::Fragment,
            Place::Userinfo,
            Place::RegName,
        ] {
            assert_eq!(encoded("%\u{e9} ", place).to_string(), "%25%C3%A9%20");
            assert_eq!(encoded("aZ0-._~", place).to_string(), "aZ0-._~");
        }
    }

    #[test]
    fn preserving_only_keeps_complete_escapes() {
        assert_eq!(encoded_preserving("%4", Place::Path).to_string(), "%254");
        assert_eq!(
            encoded_preserving("%zz%41", Place::Path).to_string(),
            "%25zz%41"
        );
        assert_eq!(encoded_preserving("%", Place::Path).to_string(), "%25");
    }
}
