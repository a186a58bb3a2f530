//! Value ↔ other crates' values: conversions with the types of `http` and
//! `url`, and host names to and from IDNA A-labels, each behind its feature.

#[cfg(feature = "http")]
pub(crate) mod http;
#[cfg(feature = "idna")]
pub(crate) mod idna;
#[cfg(feature = "idna")]
pub(crate) mod idna_diagnosis;
#[cfg(feature = "url")]
pub(crate) mod url;
