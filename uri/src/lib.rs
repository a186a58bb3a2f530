//! Strict RFC 3986 URIs as checked, typed values.
//!
//! `uri` parses URIs and URI references exactly by the grammar of
//! [RFC 3986](https://www.rfc-editor.org/rfc/rfc3986) Appendix A: nothing the RFC
//! rejects is accepted, nothing is silently rewritten. Parsing is one `const fn`
//! pass that records where each component is, so the parsed value is the original
//! text plus a few offsets, every accessor is O(1), and all of it works in `const`
//! items too.
//!
//! # Parsing at run time
//!
//! ```
//! use uri::{Host, Uri};
//!
//! let uri = Uri::parse("https://user@example.com:8443/docs/index.html?lang=en#intro")?;
//! assert_eq!(uri.scheme(), "https");
//! assert_eq!(uri.userinfo(), Some("user"));
//! assert_eq!(uri.host(), Some(Host::RegName("example.com")));
//! assert_eq!(uri.port_u16()?, Some(8443));
//! assert_eq!(uri.path().segments().collect::<Vec<_>>(), ["docs", "index.html"]);
//! assert_eq!(uri.query(), Some("lang=en"));
//! assert_eq!(uri.fragment(), Some("intro"));
//! # Ok::<(), uri::ParseError>(())
//! ```
//!
//! # Errors that point at the character
//!
//! ```
//! let input = "https://example.com/a path";
//! let error = uri::Uri::parse(input).unwrap_err();
//! assert_eq!(error.index(), 21);
//! println!("{}", error.render(input));
//! // invalid character ` ` (U+0020) in path at index 21: expected an unreserved or
//! // sub-delim character, ':', '@', a percent-encoded octet, '/', '?' or '#'
//! //   | https://example.com/a path
//! //   |                      ^
//! //   = help: encode the space as `%20`
//! ```
//!
//! # The types
//!
//! | borrowed | owned (`alloc`) | grammar |
//! |---|---|---|
//! | [`Uri`] | [`UriBuf`] | `URI`: has a scheme (and [`Uri::parse_absolute`] for `absolute-URI`) |
//! | [`UriRef`] | [`UriRefBuf`] | `URI-reference`: a URI or a relative reference (and [`UriRef::parse_relative`]) |
//!
//! Components that are absent are `None`; components that are present but empty
//! are `Some("")` (`http://h?` has an empty query, `http://h` has none, RFC 3986
//! §5.3). Hosts are typed: [`Host::RegName`], [`Host::Ipv4`], [`Host::Ipv6`],
//! [`Host::IpvFuture`].
//!
//! # Literals checked at compile time
//!
//! With the default `macros` feature, [`uri!`] and [`uri_ref!`] parse a string
//! literal at compile time with the same parser. A valid literal becomes a
//! const-constructed value (no parsing at run time); an invalid one is a compile
//! error that points at the character.
//!
//! ```
//! use uri::{Uri, uri};
//!
//! const API: Uri<'static> = uri!("https://api.example.com/v1");
//! const HOST: Option<&str> = API.host_str();
//! assert_eq!(HOST, Some("api.example.com"));
//! ```
//!
//! ```compile_fail
//! // error: invalid character ` ` (U+0020) in path at index 25: expected an unreserved or ...
//! let uri = uri::uri!("https://api.example.com/v1 beta");
//! ```
//!
//! # Features
//!
//! - `macros` (default): the [`uri!`] and [`uri_ref!`] macros.
//! - `std` (default): implies `alloc`.
//! - `alloc`: the owned types [`UriBuf`] and [`UriRefBuf`].
//! - `serde`: `Serialize` and validating `Deserialize` for all four types.
//!
//! Without default features the crate is `no_std` and allocation-free.
#![no_std]
#![cfg_attr(docsrs, feature(doc_auto_cfg))]

#[cfg(feature = "alloc")]
pub use uri_core::{
    BuildError, FromStringError, Normalized, QuerySerializer, ResolveError, ResolveMode, UriBuf,
    UriBuilder, UriRefBuf, decode, decode_form, decode_utf8, default_port, encode, encode_bytes,
    encode_preserving, remove_dot_segments,
};
pub use uri_core::{
    Component, DecodeError, DecodeErrorKind, Diagram, Encoded, ErrorKind, Hint, Host, HostKind,
    ParseError, Path, Place, QueryOptions, QueryPair, QueryPairs, QueryPart, Redacted, Rendered,
    Segments, Uri, UriRef, decoded_len, encoded, encoded_bytes, encoded_preserving,
};

mod macros;

#[doc(hidden)]
pub mod __private;

/// The README's examples, run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;
