//! Every error the crate returns, and how a [`ParseError`] is explained: a
//! [`Hint`] at a likely fix and a [`Rendered`] drawing with a caret under the
//! offending character.
//!
//! The common ones ([`ParseError`], [`ParseErrorKind`], [`Component`]) are also at the
//! crate root.
//!
//! # Errors in an application's error stack
//!
//! A [`ParseError`] holds no input, so on its own it prints one line. An
//! application that passes errors up with `?` turns it into a [`Report`] with
//! `error.report(input)` (this crate's own type, not `miette::Report` or
//! `eyre::Report`), which owns a copy of the input and draws it, with a
//! caret under the offending character and any password as `*`s, in every form a
//! program prints errors with: `{}` and `{:#}` (`anyhow` and `eyre`, for the error
//! and for each cause under a `.context(..)`) and `{:?}` (`main` returning
//! `Box<dyn Error>`). [`FromStringError`] (from `UriBuf::try_from(String)`),
//! `Report<TemplateError>` (`template_error.report(template)`) and the conversion
//! errors of the `http` and `url` features print the same way. One exception is
//! `anyhow`'s own: under `.context("reading DATABASE_URL")`, plain `{}` prints
//! the context message alone; `{:#}` and `{:?}` print the drawing below it.
//!
//! With the `miette` feature, `MietteReport` is each of these as a
//! `miette::Diagnostic` (the one-line message, the input as source code with
//! the password hidden, the labelled span, the hint as help), and `?` turns them
//! into a `miette::Report`.
//!
//! ```
//! fn database_url(text: &str) -> Result<uri::UriBuf, uri::error::Report> {
//!     uri::UriBuf::parse(text).map_err(|error| error.report(text))
//! }
//!
//! let error = database_url("postgres://app:s3cret@db/main db").unwrap_err();
//! assert_eq!(
//!     error.to_string(),
//!     "invalid character ` ` (U+0020) in path at index 29: expected an unreserved or \
//!      sub-delim character, ':', '@', a percent-encoded octet, '/', '?' or '#'\n  \
//!      | postgres://app:******@db/main db\n  \
//!      |                              ^\n  \
//!      = help: encode the space as `%20`"
//! );
//! ```
//!
//! # Examples
//!
//! ```
//! use uri::error::{ParseErrorKind, ParseError};
//!
//! let input = "https://example.com/a b";
//! let error: ParseError = uri::Uri::parse(input).unwrap_err();
//! assert_eq!(error.kind(), ParseErrorKind::PathChar);
//! assert_eq!(error.hint().unwrap().to_string(), "encode the space as `%20`");
//! assert!(error.render(input).to_string().contains("\n  |                      ^"));
//! ```
//!
//! # What errors show of their input
//!
//! An invalid input may hold bidirectional controls (U+202E reverses the text
//! after it in a terminal, the "Trojan Source" trick) or zero-width and other
//! invisible characters. Every message, drawing and compile error of this crate
//! shows them as escapes (`\u{202e}`), as it shows control characters (`\t`).
//! No error repeats its input as it is: a [`ParseError`] names one character,
//! and every drawing shows a password as `*`s. Parsing is one pass with no
//! recursion and no allocation, so any input gets `Ok` or an error, never a
//! panic; inputs over `u32::MAX` bytes are refused
//! ([`ParseErrorKind::TooLong`]).
//!
//! ```
//! let input = "https://example.com/\u{202e}txt.exe";
//! let error = uri::Uri::parse(input).unwrap_err();
//! assert!(error.to_string().contains(r"\u{202e}"));
//! assert!(!error.render(input).to_string().contains('\u{202e}'));
//! ```

pub use uri_core::api::error::*;
