//! Value ↔ other crates' values: conversions with the types of `http` and
//! `url`, each behind its feature. The host they hand over is the one
//! [`Host::reach`](crate::Host::reach) answers.
//!
//! - `http.rs`: `TryFrom` both ways with `http::Uri` (feature `http`).
//! - `url.rs`: `TryFrom` both ways with `url::Url` (feature `url`).

#[cfg(feature = "http")]
pub(crate) mod http;
#[cfg(feature = "url")]
pub(crate) mod url;
