//! The path component ([RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)): [`Path`], its [`Segments`], and the
//! dot-segment removal of [§5.2.4](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4).
//!
//! # Examples
//!
//! ```
//! use uri::path::remove_dot_segments;
//!
//! let uri = uri::Uri::parse("https://example.com/a/b%2Fc/")?;
//! assert_eq!(uri.path().segments().collect::<Vec<_>>(), ["a", "b%2Fc", ""]);
//! assert_eq!(remove_dot_segments("/a/b/../c/./d"), "/a/c/d");
//! # Ok::<(), uri::ParseError>(())
//! ```

pub use uri_core::api::path::*;
