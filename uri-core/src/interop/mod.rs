//! Value ↔ other crates' values: conversions with the types of `http` and
//! `url`, and host names to and from IDNA A-labels, each behind its feature.
//!
//! - `http.rs`: `TryFrom` both ways with `http::Uri` (feature `http`).
//! - `url.rs`: `TryFrom` both ways with `url::Url` (feature `url`).
//! - `idna.rs`: host names to A-labels and back (feature `idna`), which the
//!   other two and the lenient parser use when it is on.

#[cfg(feature = "http")]
pub(crate) mod http;
#[cfg(feature = "idna")]
pub(crate) mod idna;
#[cfg(feature = "url")]
pub(crate) mod url;
