//! Value → value: the operations of [RFC 3986 §5](https://www.rfc-editor.org/rfc/rfc3986#section-5) and [§6](https://www.rfc-editor.org/rfc/rfc3986#section-6) on parsed references —
//! resolution and its inverse, dot-segment removal, normalization and the
//! equivalence key built on it. Each produces a new owned value, so this stage
//! needs `alloc`.

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
