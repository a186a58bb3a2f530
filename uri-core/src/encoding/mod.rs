//! Bytes ↔ escapes: percent-encoding ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)-[§2.4](https://www.rfc-editor.org/rfc/rfc3986#section-2.4)) for each place in a
//! URI, decoding with positioned errors, and `key=value` query pairs.
//!
//! It knows the grammar only through the parser's byte classes
//! ([`Place`](crate::Place) is built from them) and nothing of the URI types.

pub(crate) mod decode;
pub(crate) mod encode;
#[cfg(feature = "idna")]
pub(crate) mod idna;
pub(crate) mod place;
pub(crate) mod query;
