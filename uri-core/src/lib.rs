//! The parser and run-time API of the [`uri`](https://docs.rs/uri) crate.
//!
//! This crate is an implementation detail of `uri`: depend on `uri`, which
//! re-exports everything here and adds the `uri!` macros. It holds the one strict
//! RFC 3986 parser, written as `const fn`, that serves run-time parsing, `const`
//! evaluation and the compile-time macros alike.
//!
//! # Examples
//!
//! ```
//! use uri_core::{Uri, UriRef};
//!
//! let uri = Uri::parse("https://example.com/search?q=rust#results")?;
//! assert_eq!(uri.host_str(), Some("example.com"));
//!
//! let error = UriRef::parse("/a b").unwrap_err();
//! assert_eq!(error.index(), 2);
//! # Ok::<(), uri_core::ParseError>(())
//! ```
//!
//! # Features
//!
//! - `alloc`: the owned types [`UriBuf`] and [`UriRefBuf`].
//! - `std` (default, implies `alloc`): nothing more yet; kept for future I/O helpers.
//! - `serde`: `Serialize`/`Deserialize` for all four URI types, validating on
//!   deserialization.
#![cfg_attr(not(test), no_std)]
#![cfg_attr(docsrs, feature(doc_auto_cfg))]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(all(not(test), feature = "std"))]
extern crate std;

mod accessors;
mod authority;
#[cfg(feature = "alloc")]
mod builder;
mod encoding;
mod error;
mod fail;
mod hint;
mod host;
mod ip;
mod offsets;
mod parser;
mod path;
mod redact;
mod render;
mod table;
mod uri;
mod uri_ref;
mod utf8;

#[cfg(feature = "alloc")]
mod dot_segments;
#[cfg(feature = "alloc")]
mod equivalence;
#[cfg(feature = "alloc")]
mod normalize;
#[cfg(feature = "alloc")]
mod owned;
#[cfg(feature = "alloc")]
mod relative;
#[cfg(feature = "alloc")]
mod resolve;
#[cfg(feature = "serde")]
mod serde;

#[cfg(feature = "alloc")]
pub use crate::builder::{BuildError, UriBuilder};
#[cfg(feature = "alloc")]
pub use crate::dot_segments::remove_dot_segments;
pub use crate::encoding::{
    DecodeError, DecodeErrorKind, Encoded, Place, QueryOptions, QueryPair, QueryPairs, QueryPart,
    decoded_len, encoded, encoded_bytes, encoded_preserving,
};
#[cfg(feature = "alloc")]
pub use crate::encoding::{
    QuerySerializer, decode, decode_form, decode_utf8, encode, encode_bytes, encode_preserving,
};
#[cfg(feature = "alloc")]
pub use crate::equivalence::Normalized;
pub use crate::error::{Component, ErrorKind, ParseError};
pub use crate::hint::Hint;
pub use crate::host::{Host, HostKind};
#[cfg(feature = "alloc")]
pub use crate::normalize::default_port;
#[doc(hidden)]
pub use crate::offsets::Offsets;
#[cfg(feature = "alloc")]
pub use crate::owned::{FromStringError, UriBuf, UriRefBuf};
pub use crate::path::{Path, Segments};
pub use crate::redact::Redacted;
pub use crate::render::{Diagram, Rendered};
#[cfg(feature = "alloc")]
pub use crate::resolve::{ResolveError, ResolveMode};
pub use crate::uri::Uri;
pub use crate::uri_ref::UriRef;

#[cfg(test)]
mod size_tests {
    #[test]
    fn values_stay_small() {
        assert!(core::mem::size_of::<crate::Uri<'_>>() <= 40);
        assert!(core::mem::size_of::<crate::UriRef<'_>>() <= 40);
        assert!(core::mem::size_of::<crate::ParseError>() <= 24);
    }
}
