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

pub use uri_core::api::encoding::*;
