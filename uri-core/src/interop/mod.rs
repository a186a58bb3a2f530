//! Value ↔ other crates' values: conversions with the types of `http` and
//! `url`, each behind its feature (the host they hand over is the one
//! [`Host::reach`](crate::Host::reach) answers), and our reports as `miette`
//! diagnostics.
//!
//! - `http.rs`: `TryFrom` both ways with `http::Uri` (feature `http`).
//! - `url.rs`: `TryFrom` both ways with `url::Url` (feature `url`).
//! - `miette.rs`: every report as a `miette::Diagnostic` (feature `miette`).
//! - `axum/`: route types as axum extractors that register their own paths
//!   (feature `axum`).
//! - `utoipa/`: route types' OpenAPI descriptions, with utoipa 5's types
//!   (feature `utoipa`).

#[cfg(feature = "axum")]
pub(crate) mod axum;
#[cfg(feature = "http")]
pub(crate) mod http;
#[cfg(feature = "miette")]
pub(crate) mod miette;
#[cfg(feature = "url")]
pub(crate) mod url;
#[cfg(feature = "utoipa")]
pub(crate) mod utoipa;
