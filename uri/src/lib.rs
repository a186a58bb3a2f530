//! Strict RFC 3986 URIs as checked, typed values.
#![no_std]
pub use uri_core::*;
