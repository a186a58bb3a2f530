//! Value → value: the operations of [RFC 3986 §5](https://www.rfc-editor.org/rfc/rfc3986#section-5) and [§6](https://www.rfc-editor.org/rfc/rfc3986#section-6) on parsed references —
//! resolution and its inverse, dot-segment removal, normalization and the
//! equivalence key built on it. Each produces a new owned value, so this stage
//! needs `alloc`.
//!
//! - `resolve.rs`: resolution (§5.2) and its modes.
//! - `reference.rs`: what `resolve` takes as a reference (`IntoUriRef`,
//!   `IntoIriRef`), so that a `&str` gets an error that names `join`.
//! - `dot_segments.rs`: `remove_dot_segments` (§5.2.4).
//! - `make_relative.rs`: the inverse of resolution.
//! - `normalize.rs`: syntax-based and scheme-based normalization (§6.2.2, §6.2.3).
//! - `equivalence.rs`: the normal form as an equality and hash key.
//! - `iri.rs`: the same operations on IRIs.
//! - `iri_mapping.rs`: IRI → URI and URI → IRI (RFC 3987 §3.1, §3.2).
//! - `nfc.rs`: Unicode NFC for IRIs (feature `nfc`).

pub(crate) mod dot_segments;
pub(crate) mod equivalence;
pub(crate) mod iri;
pub(crate) mod iri_mapping;
pub(crate) mod make_relative;
#[cfg(feature = "nfc")]
pub(crate) mod nfc;
pub(crate) mod normalize;
pub(crate) mod reference;
pub(crate) mod resolve;
