//! Value ↔ other crates' values: conversions with the types of `http` and
//! `url`, each behind its feature. The host they hand over is the one
//! [`Host::reach`](crate::Host::reach) answers.

#[cfg(feature = "http")]
pub(crate) mod http;
#[cfg(feature = "url")]
pub(crate) mod url;
