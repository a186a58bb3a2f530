//! Percent-decoding with positioned errors ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)).

use core::fmt;

use crate::bytes::percent::escaped_byte;

/// Why percent-decoding failed, and where.
///
/// # Examples
///
/// ```
/// use uri::encoding::{DecodeErrorKind, decoded_len};
///
/// let error = decoded_len("a%G1").unwrap_err();
/// assert_eq!((error.index(), error.kind()), (1, DecodeErrorKind::MalformedEscape));
/// # #[cfg(feature = "alloc")] {
///
/// let error = uri::encoding::decode_utf8("a%C3%28").unwrap_err();
/// assert_eq!((error.index(), error.kind()), (1, DecodeErrorKind::InvalidUtf8));
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DecodeError {
    index: usize,
    kind: DecodeErrorKind,
}

/// What was wrong with percent-encoded text.
///
/// # Examples
///
/// ```
/// use uri::encoding::{DecodeErrorKind, decoded_len};
///
/// assert_eq!(decoded_len("%G1").unwrap_err().kind(), DecodeErrorKind::MalformedEscape);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DecodeErrorKind {
    /// A `%` not followed by two hex digits (`%G1`, `%1`, a trailing `%`).
    MalformedEscape,
    /// The decoded bytes are not UTF-8; the index is where the bad sequence starts
    /// in the encoded text.
    InvalidUtf8,
}

impl DecodeError {
    /// The byte index in the encoded text: the `%` of a malformed escape, or the
    /// start of the encoded bytes that are not UTF-8.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::encoding::decoded_len("ab%").unwrap_err().index(), 2);
    /// ```
    pub const fn index(&self) -> usize {
        self.index
    }

    /// What was wrong.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::encoding::{DecodeErrorKind, decoded_len};
    ///
    /// assert_eq!(decoded_len("%F").unwrap_err().kind(), DecodeErrorKind::MalformedEscape);
    /// # #[cfg(feature = "alloc")] {
    /// assert_eq!(uri::encoding::decode_utf8("%FF").unwrap_err().kind(), DecodeErrorKind::InvalidUtf8);
    /// # }
    /// ```
    pub const fn kind(&self) -> DecodeErrorKind {
        self.kind
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            DecodeErrorKind::MalformedEscape => {
                write!(
                    f,
                    "malformed percent-encoding at index {}: expected two hex digits after '%'",
                    self.index
                )
            }
            DecodeErrorKind::InvalidUtf8 => {
                write!(
                    f,
                    "invalid UTF-8 at index {} after percent-decoding",
                    self.index
                )
            }
        }
    }
}

impl core::error::Error for DecodeError {}

/// The byte an escape at `i` stands for, or the error.
fn escape_at(bytes: &[u8], i: usize) -> Result<u8, DecodeError> {
    escaped_byte(bytes, i).ok_or(DecodeError {
        index: i,
        kind: DecodeErrorKind::MalformedEscape,
    })
}

/// Decodes `text` from byte `from` on, byte by byte into `sink`: each escape
/// to its byte, and with `plus_is_space` each `+` to a space. Never
/// allocates.
///
/// # Errors
///
/// [`DecodeErrorKind::MalformedEscape`] at the `%` of a malformed escape.
fn decode_each(
    text: &str,
    from: usize,
    plus_is_space: bool,
    mut sink: impl FnMut(u8),
) -> Result<(), DecodeError> {
    let bytes = text.as_bytes();
    let mut i = from;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                sink(escape_at(bytes, i)?);
                i += 3;
            }
            b'+' if plus_is_space => {
                sink(b' ');
                i += 1;
            }
            byte => {
                sink(byte);
                i += 1;
            }
        }
    }
    Ok(())
}

#[cfg(feature = "alloc")]
/// The index in `text` of the escape or character that produced decoded byte
/// number `target`.
fn encoded_index(text: &str, target: usize) -> usize {
    let bytes = text.as_bytes();
    let (mut i, mut decoded) = (0, 0);
    while i < bytes.len() && decoded < target {
        i += if bytes[i] == b'%' { 3 } else { 1 };
        decoded += 1;
    }
    i
}

/// Whether `text` needs decoding at all.
#[cfg(feature = "matching")]
pub(crate) fn has_escapes(text: &str, plus_is_space: bool) -> bool {
    text.bytes()
        .any(|b| b == b'%' || (plus_is_space && b == b'+'))
}

#[cfg(feature = "alloc")]
mod owned {
    use alloc::borrow::Cow;
    use alloc::string::String;
    use alloc::vec::Vec;

    use super::{DecodeError, DecodeErrorKind, decode_each, encoded_index};

    /// Percent-decodes `text` to bytes: borrowed when it holds no escape.
    ///
    /// # Errors
    ///
    /// [`DecodeErrorKind::MalformedEscape`] at the `%` of an escape that is not
    /// followed by two hex digits.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::encoding::decode;
    ///
    /// assert_eq!(decode("a%2Fb%FF")?, &b"a/b\xFF"[..]);
    /// assert_eq!(decode("%1").unwrap_err().index(), 0);
    /// # Ok::<(), uri::encoding::DecodeError>(())
    /// ```
    pub fn decode(text: &str) -> Result<Cow<'_, [u8]>, DecodeError> {
        decode_to_bytes(text, false)
    }

    /// Percent-decodes `text` to a `str`: borrowed when it holds no escape.
    ///
    /// # Errors
    ///
    /// [`DecodeErrorKind::MalformedEscape`] as [`decode`], or
    /// [`DecodeErrorKind::InvalidUtf8`] at the escape where the decoded bytes stop
    /// being UTF-8.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::encoding::decode_utf8;
    ///
    /// assert_eq!(decode_utf8("caf%C3%A9%20au%20lait")?, "caf\u{e9} au lait");
    /// assert_eq!(decode_utf8("a+b")?, "a+b");
    /// # Ok::<(), uri::encoding::DecodeError>(())
    /// ```
    pub fn decode_utf8(text: &str) -> Result<Cow<'_, str>, DecodeError> {
        decode_to_str(text, false)
    }

    /// As [`decode_utf8`], reading `+` as a space, as HTML form data
    /// (`application/x-www-form-urlencoded`) does.
    ///
    /// # Errors
    ///
    /// As [`decode_utf8`].
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::encoding::decode_form("a+b%2Bc")?, "a b+c");
    /// # Ok::<(), uri::encoding::DecodeError>(())
    /// ```
    pub fn decode_form(text: &str) -> Result<Cow<'_, str>, DecodeError> {
        decode_to_str(text, true)
    }

    pub(crate) fn decode_to_bytes(
        text: &str,
        plus_is_space: bool,
    ) -> Result<Cow<'_, [u8]>, DecodeError> {
        let encoded = text.as_bytes();
        let Some(first) = encoded
            .iter()
            .position(|&byte| byte == b'%' || (plus_is_space && byte == b'+'))
        else {
            return Ok(Cow::Borrowed(encoded));
        };
        // What comes before the first escape (or `+` read as a space) is
        // copied whole, and only the rest decoded byte by byte (never
        // longer than it was).
        let mut bytes = Vec::with_capacity(text.len());
        bytes.extend_from_slice(&encoded[..first]);
        decode_each(text, first, plus_is_space, |byte| bytes.push(byte))?;
        Ok(Cow::Owned(bytes))
    }

    pub(crate) fn decode_to_str(
        text: &str,
        plus_is_space: bool,
    ) -> Result<Cow<'_, str>, DecodeError> {
        match decode_to_bytes(text, plus_is_space)? {
            Cow::Borrowed(_) => Ok(Cow::Borrowed(text)),
            Cow::Owned(bytes) => String::from_utf8(bytes).map(Cow::Owned).map_err(|error| {
                let at = error.utf8_error().valid_up_to();
                DecodeError {
                    index: encoded_index(text, at),
                    kind: DecodeErrorKind::InvalidUtf8,
                }
            }),
        }
    }
}

#[cfg(feature = "alloc")]
pub(crate) use owned::decode_to_str;

/// Decodes what can be decoded: a malformed escape is kept as written.
#[cfg(feature = "alloc")]
pub(crate) fn decode_lossy(text: &str, plus_is_space: bool) -> alloc::vec::Vec<u8> {
    let bytes = text.as_bytes();
    let mut out = alloc::vec::Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match (bytes[i], escape_at(bytes, i)) {
            (b'%', Ok(byte)) => {
                out.push(byte);
                i += 3;
            }
            (b'+', _) if plus_is_space => {
                out.push(b' ');
                i += 1;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    out
}
#[cfg(feature = "alloc")]
pub use owned::{decode, decode_form, decode_utf8};

/// Checks that `text` percent-decodes without allocating, returning how many
/// bytes it decodes to.
///
/// # Errors
///
/// [`DecodeErrorKind::MalformedEscape`] at the `%` of a malformed escape.
///
/// # Examples
///
/// ```
/// assert_eq!(uri::encoding::decoded_len("a%20b"), Ok(3));
/// ```
pub fn decoded_len(text: &str) -> Result<usize, DecodeError> {
    let mut len = 0;
    decode_each(text, 0, false, |_| len += 1)?;
    Ok(len)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn malformed_escapes_are_located() {
        for (text, index) in [
            ("%", 0),
            ("a%", 1),
            ("a%1", 1),
            ("%G1", 0),
            ("%1G", 0),
            ("ok%41%4", 5),
        ] {
            let error = decode(text).unwrap_err();
            assert_eq!(
                (error.index(), error.kind()),
                (index, DecodeErrorKind::MalformedEscape),
                "{text}"
            );
        }
    }

    #[test]
    fn invalid_utf8_is_located_in_the_encoded_text() {
        let error = decode_utf8("ab%C3%A9%FFz").unwrap_err();
        assert_eq!(
            (error.index(), error.kind()),
            (8, DecodeErrorKind::InvalidUtf8)
        );
        let error = decode_utf8("%E2%82").unwrap_err();
        assert_eq!(error.index(), 0);
        assert!(error.to_string().contains("index 0"));
    }

    #[test]
    fn borrowed_without_escapes() {
        assert!(matches!(
            decode_utf8("abc"),
            Ok(alloc::borrow::Cow::Borrowed("abc"))
        ));
        assert!(matches!(
            decode_form("a+b"),
            Ok(alloc::borrow::Cow::Owned(_))
        ));
        assert_eq!(decoded_len("%41%42c"), Ok(3));
    }
}
