//! Bytes ↔ escapes: percent-encoding ([RFC 3986 §2.1](https://www.rfc-editor.org/rfc/rfc3986#section-2.1)-[§2.4](https://www.rfc-editor.org/rfc/rfc3986#section-2.4)) for each place in a
//! URI, decoding with positioned errors, and `key=value` query pairs. The
//! `%XX` triplet itself, written and read, is `bytes/percent.rs`'s.
//!
//! It knows the grammar only through the parser's byte classes
//! ([`Place`](crate::Place) is built from them) and nothing of the URI types.
//!
//! - `place.rs`: where a datum goes, and which bytes that place holds literally.
//! - `encode.rs`: the minimal percent-encoding for a place.
//! - `decode.rs`: decoding, with the index of a malformed escape or a byte that is
//!   not UTF-8.
//! - `query.rs`: `key=value` pairs, read lazily and written with the minimal
//!   encoding.
//! - `idna.rs`: host names ↔ IDNA A-labels, UTS #46 as clients run it
//!   (feature `idna`); which host a value reaches is decided in `value/reach.rs`.
//! - `idna_diagnosis.rs`: which label of a refused name broke which UTS #46 rule.

pub(crate) mod decode;
pub(crate) mod encode;
#[cfg(feature = "idna")]
pub(crate) mod idna;
#[cfg(feature = "idna")]
pub(crate) mod idna_diagnosis;
pub(crate) mod place;
pub(crate) mod query;
