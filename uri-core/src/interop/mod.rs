//! Value ↔ other crates' values: conversions with the types of `http` and
//! `url`, each behind its feature.

#[cfg(feature = "http")]
pub(crate) mod http;
#[cfg(feature = "url")]
pub(crate) mod url;
