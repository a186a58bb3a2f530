//! Percent-encoding ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)-[§2.4](https://www.rfc-editor.org/rfc/rfc3986#section-2.4)): data in, the text a URI can hold out,
//! and back.
//!
//! Encoding is per [`Place`]: each place holds literally exactly what its rule
//! allows, so [`encode`] escapes as little as possible and the result always
//! parses in that place. [`Encoded`] is the same encoding as a `Display`, without
//! allocating. Decoding reports the index of a malformed escape or of bytes that
//! are not UTF-8.
//!
//! # Examples
//!
//! ```
//! use uri::encoding::{Encoded, Place, decode_utf8, encode};
//!
//! assert_eq!(encode("rock & roll", Place::QueryValue), "rock%20%26%20roll");
//! assert_eq!(Encoded::new("a/b", Place::PathSegment).to_string(), "a%2Fb");
//! assert_eq!(decode_utf8("caf%C3%A9")?, "caf\u{e9}");
//! # Ok::<(), uri::encoding::DecodeError>(())
//! ```
//!
//! # What decoded data may hold
//!
//! Percent-decoding can give any byte ([RFC 3986 §7.3](https://www.rfc-editor.org/rfc/rfc3986#section-7.3)): `%00` (NUL),
//! `%0D%0A` (CR LF: a header injection where the value goes into a header),
//! `%2F` (a `/` inside one segment: a path traversal where segments are joined
//! into a file path). The decoders return these faithfully, so check decoded
//! data for what its destination cannot take. A segment is decoded on its own,
//! after parsing, so `a%2Fb` stays one segment of the URI, and decodes to `a/b`:
//!
//! ```
//! use uri::encoding::decode_utf8;
//!
//! let uri = uri::Uri::parse("https://example.com/files/..%2F..%2Fetc%2Fpasswd")?;
//! let segments: Vec<_> = uri.path().segments().collect();
//! assert_eq!(segments, ["files", "..%2F..%2Fetc%2Fpasswd"]);
//! assert_eq!(decode_utf8(segments[1])?, "../../etc/passwd"); // never a file name as it is
//! assert_eq!(decode_utf8("a%0D%0ASet-Cookie:%20x")?, "a\r\nSet-Cookie: x");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub use uri_core::api::encoding::*;
