//! Offsets → typed values: [`Uri`](crate::Uri) and [`UriRef`](crate::UriRef), and
//! their IRI counterparts [`Iri`](crate::Iri) and [`IriRef`](crate::IriRef) (each a
//! text plus the parser's offsets), their accessors and the component types they
//! hand out, the owned counterparts, serde support and redaction.
//!
//! - `uri.rs`, `uri_ref.rs`, `iri.rs`, `iri_ref.rs`: the four borrowed types.
//! - `accessors.rs`: their component accessors, written once for all four.
//! - `convert.rs`: the conversions between them.
//! - `host.rs`, `path.rs`, `port.rs`: the typed host, the path and its
//!   segments, the port's value.
//! - `reach.rs`: which host a client reaches ([`Host::reach`](crate::Host::reach)),
//!   the one answer that filters, IDNA and the conversions share.
//! - `owned.rs`: the owned types (feature `alloc`).
//! - `safe_path.rs`: a relative file-system path that stays below any
//!   directory it is joined to, for a route's values (feature `alloc`).
//! - `redact.rs`: a URI displayed with its password hidden.
//! - `pad.rs`: `Display` with width and fill applied to text assembled from parts.
//! - `bidi.rs`: the bidirectional text rules of RFC 3987 §4 (feature `bidi`).
//! - `serde.rs`: strings when serialized, validated when deserialized (feature
//!   `serde`).

// Rustdoc lists a type's methods impl by impl, in the order of the modules
// that hold them: the types' own modules come first, so that `parse` heads
// each page, before the conversions and the owned forms.
pub(crate) mod iri;
pub(crate) mod iri_ref;
pub(crate) mod uri;
pub(crate) mod uri_ref;

pub(crate) mod accessors;
#[cfg(feature = "bidi")]
pub(crate) mod bidi;
pub(crate) mod convert;
pub(crate) mod host;
#[cfg(feature = "alloc")]
pub(crate) mod owned;
pub(crate) mod pad;
pub(crate) mod path;
pub(crate) mod port;
pub(crate) mod reach;
pub(crate) mod redact;
#[cfg(feature = "alloc")]
pub(crate) mod safe_path;
#[cfg(feature = "serde")]
pub(crate) mod serde;
