//! The path component ([RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)): [`Path`], its [`Segments`], and the
//! dot-segment removal of [§5.2.4](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4);
//! and [`SafePath`], a relative file-system path that stays below any
//! directory it is joined to, on Unix and on Windows, for a request's value
//! that goes on to a file system.
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
//!
//! # Encoded dots
//!
//! `%2E` is the same character as `.` ([§2.3](https://www.rfc-editor.org/rfc/rfc3986#section-2.3)), so `/%2E%2E/` is a dot
//! segment to every comparison: [`Uri::normalize`](crate::Uri::normalize),
//! `normalized_eq` and [`Normalized`](crate::Normalized) remove it (§6.2.2.2
//! decodes it, §6.2.2.3 removes it). Resolution follows §5.2.4 to the letter
//! and removes only literal dot segments, so a resolved URI can still hold
//! `%2E%2E`, which a server that decodes before it removes dot segments reads as
//! `..`: check a path after normalizing it, never before. No encoding keeps `.`
//! or `..` as data, so
//! [`UriBuilder::path_segment`](crate::UriBuilder::path_segment) and
//! [`UriBuf::push_path_segment`](crate::UriBuf::push_path_segment) refuse them.
//!
//! ```
//! use uri::{Uri, UriRef};
//!
//! let base = Uri::parse("https://example.com/public/")?;
//! let resolved = base.resolve(UriRef::parse("%2E%2E/secret")?)?;
//! assert_eq!(resolved, "https://example.com/public/%2E%2E/secret");
//! assert!(resolved.path().as_str().starts_with("/public/")); // true, and misleading
//! assert_eq!(resolved.normalize(), "https://example.com/secret");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub use uri_core::api::path::*;
