//! Value ↔ other crates' values: conversions with the `http` crate's types,
//! each behind its feature.

#[cfg(feature = "http")]
pub(crate) mod http;
