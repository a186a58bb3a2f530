//! Every error the crate returns, and how a [`ParseError`] is explained: a
//! [`Hint`] at a likely fix and a [`Rendered`] drawing with a caret under the
//! offending character.
//!
//! The common ones ([`ParseError`], [`ErrorKind`], [`Component`]) are also at the
//! crate root. An application that passes errors up with `?` turns a
//! `ParseError` into a [`Report`] (`error.report(input)`), which owns the input
//! and draws it with `{:#}` and `{:?}`.
//!
//! # Examples
//!
//! ```
//! use uri::error::{ErrorKind, ParseError};
//!
//! let input = "https://example.com/a b";
//! let error: ParseError = uri::Uri::parse(input).unwrap_err();
//! assert_eq!(error.kind(), ErrorKind::PathChar);
//! assert_eq!(error.hint().unwrap().to_string(), "encode the space as `%20`");
//! assert!(error.render(input).to_string().contains("\n  |                      ^"));
//! ```

#[cfg(feature = "http")]
pub use uri_core::HttpConversionError;
#[cfg(feature = "idna")]
pub use uri_core::IdnaError;
#[cfg(feature = "url")]
pub use uri_core::UrlConversionError;
#[cfg(feature = "alloc")]
pub use uri_core::{
    AmbiguousTemplate, BuildError, FromStringError, HostError, HostErrorKind, MatchError, Report,
    ResolveError,
};
#[cfg(feature = "bidi")]
pub use uri_core::{BidiError, BidiErrorKind};
pub use uri_core::{
    Component, DecodeError, DecodeErrorKind, ErrorKind, ExpandError, Hint, ParseError, Rendered,
    RenderedTemplateError, TemplateError, TemplateErrorKind,
};
