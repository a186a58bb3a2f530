//! [`Report`]: an error that owns its input, for applications that pass
//! errors up with `?` and print them at the top.

use alloc::string::String;
use core::fmt;

use crate::error::parse_error::ParseError;
use crate::error::render::{Rendered, Spanned};
use crate::error::secret::Quoted;

/// An error together with the text it is about, so that the caret drawing
/// survives `?` into `Box<dyn Error>`, `anyhow` or `eyre`: a [`ParseError`]
/// (`Report`, from [`ParseError::report`]) and every other error that points
/// into its input ([`Spanned`]: `Report<TemplateError>` from
/// `TemplateError::report`, and those of matching).
///
/// Every way of printing it draws the input with a caret under the offending
/// span, below the message and above a hint: `{}` and `{:#}` (what `anyhow` and
/// `eyre` print, for the error itself and for each cause under a `.context(..)`)
/// and `{:?}` (what `main` returning `Result<(), Box<dyn Error>>` prints); only
/// `{:#?}` shows the fields. A password in the input is drawn as `*`s, and
/// invisible characters are escaped. The error alone, which does not hold the
/// input, stays one line.
///
/// The name is this crate's own: `uri::error::Report` is not `miette::Report` or
/// `eyre::Report`, and converts into either with `?` (into `miette::Report`
/// through `uri::error::MietteReport`, feature `miette`). Name it by its module
/// where those are in scope.
///
/// Under `anyhow`'s `.context("...")`, plain `{}` prints the context message
/// alone, by `anyhow`'s design: print the error with `{:#}` or `{:?}` to see the
/// drawing under it.
///
/// # Examples
///
/// ```
/// use uri::UriBuf;
///
/// fn endpoint(text: &str) -> Result<UriBuf, uri::error::Report> {
///     UriBuf::parse(text).map_err(|error| error.report(text))
/// }
///
/// let report = endpoint("https://db.example/a b").unwrap_err();
/// let drawing = "invalid character ` ` (U+0020) in path at index 20: expected an unreserved or \
///      sub-delim character, ':', '@', a percent-encoded octet, '/', '?' or '#'\n  \
///      | https://db.example/a b\n  \
///      |                     ^\n  \
///      = help: encode the space as `%20`";
/// assert_eq!(report.to_string(), drawing);
/// assert_eq!(format!("{report:#}"), drawing);
/// assert_eq!(format!("{report:?}"), drawing);
/// // The parse error alone is one line.
/// assert_eq!(report.error().to_string().lines().count(), 1);
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Report<E: Spanned = ParseError> {
    error: E,
    input: String,
}

#[cfg(feature = "alloc")]
impl ParseError {
    /// This error with a copy of the text it is about (`input` must be the text
    /// that was parsed), as an owned error that can draw itself.
    ///
    /// # Examples
    ///
    /// ```
    /// let input = "http://h/%zz";
    /// let report = uri::Uri::parse(input).unwrap_err().report(input);
    /// assert!(format!("{report:#}").contains("\n  |           ^\n"));
    /// ```
    pub fn report(&self, input: &str) -> Report {
        Report::new(*self, String::from(input))
    }
}

#[cfg(feature = "alloc")]
impl<E: Spanned> Report<E> {
    /// The error about `input`; `input` must be the text it is about.
    pub(crate) fn new(error: E, input: String) -> Self {
        Self { error, input }
    }

    /// The error.
    ///
    /// # Examples
    ///
    /// ```
    /// let report = uri::UriRef::parse("%").unwrap_err().report("%");
    /// assert_eq!(report.error().index(), 1);
    /// ```
    pub fn error(&self) -> &E {
        &self.error
    }

    /// The text that failed, unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// let report = uri::UriRef::parse("%").unwrap_err().report("%");
    /// assert_eq!(report.input(), "%");
    /// ```
    pub fn input(&self) -> &str {
        &self.input
    }

    /// The text that failed, given back.
    ///
    /// # Examples
    ///
    /// ```
    /// let report = uri::UriRef::parse("%").unwrap_err().report("%");
    /// assert_eq!(report.into_input(), "%");
    /// ```
    pub fn into_input(self) -> String {
        self.input
    }

    /// The drawing, borrowing the input.
    ///
    /// # Examples
    ///
    /// ```
    /// let report = uri::UriRef::parse("%").unwrap_err().report("%");
    /// assert_eq!(report.rendered().to_string(), report.to_string());
    /// ```
    pub fn rendered(&self) -> Rendered<'_, E> {
        Rendered::new(self.error.clone(), &self.input)
    }
}

/// The drawing, whatever the flags: a chain printer (`anyhow`'s `{:#}`, its
/// `Caused by:` list) prints each error with plain `{}`.
#[cfg(feature = "alloc")]
impl<E: Spanned> fmt::Display for Report<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.rendered())
    }
}

/// The drawing, as `{}` gives it (`main` returning an error prints `Debug`); the
/// fields with `{:#?}`, the input's password as `***`.
#[cfg(feature = "alloc")]
impl<E: Spanned> fmt::Debug for Report<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            f.debug_struct("Report")
                .field("error", &self.error)
                .field("input", &Quoted(&self.input))
                .finish()
        } else {
            fmt::Display::fmt(self, f)
        }
    }
}

/// No `source`: the drawing already holds the error's message, and a chain
/// printer (`anyhow`'s `{:#}`) would print it twice.
#[cfg(feature = "alloc")]
impl<E: Spanned> core::error::Error for Report<E> {}
