//! [`MietteReport`] (feature `miette`): the owning reports as
//! `miette::Diagnostic`s, so an application that reports with `miette` draws our
//! errors its own way.
//!
//! Why a separate type rather than `Diagnostic` on [`Report`] itself: `miette`
//! prints a diagnostic's `Display` as its title, and `Report`'s `Display` is our
//! whole drawing (it has to be, for `anyhow` and `eyre`, which print nothing
//! else). Here the title is the one-line message and `miette` draws the source.

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use core::fmt::{self, Write};
use core::ops::Range;

use crate::error::render::Spanned;
use crate::error::report::Report;
use crate::error::secret::password_mask;
use crate::error::shown::Shown;
use crate::value::owned::FromStringError;

/// An error as a [`miette::Diagnostic`](https://docs.rs/miette/7/miette/trait.Diagnostic.html) (feature `miette`): the one-line message
/// as its title, the input as its source code with the offending span labelled,
/// and the hint as its help.
///
/// The source code is the input as our own drawing shows it: a password as `*`s,
/// invisible and reordering characters escaped (`\u{202e}`), so `miette`
/// prints no credentials and nothing that hides or reorders text. Every report
/// type converts into it, and into `miette::Report` for `?` in a function
/// returning `miette::Result`.
///
/// # Examples
///
/// ```
/// use miette::Diagnostic;
/// use uri::UriBuf;
/// use uri::error::MietteReport;
///
/// let input = "https://admin:hunter2@db.example/a b";
/// let report = UriBuf::parse(input).map_err(|error| error.report(input)).unwrap_err();
/// let diagnostic = MietteReport::from(report);
/// assert_eq!(diagnostic.help().unwrap().to_string(), "encode the space as `%20`");
/// let label = diagnostic.labels().unwrap().next().unwrap();
/// assert_eq!((label.offset(), label.len()), (34, 1));
///
/// fn run(input: &str) -> miette::Result<UriBuf> {
///     Ok(UriBuf::parse(input).map_err(|error| error.report(input))?)
/// }
/// assert!(run("no scheme").is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MietteReport {
    message: String,
    source: Option<Source>,
    help: Option<String>,
}

/// The input as it is shown, the span of the error in it, and the span's label.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Source {
    text: String,
    span: Range<usize>,
    label: &'static str,
}

impl MietteReport {
    /// A diagnostic titled `message`, about the bytes `span` of `input`.
    fn new(
        message: impl fmt::Display,
        input: &str,
        span: Range<usize>,
        help: Option<impl fmt::Display>,
    ) -> Self {
        Self {
            message: message.to_string(),
            source: Some(shown(input, span)),
            help: help.map(|help| help.to_string()),
        }
    }

    /// The diagnostic of `error` about `input`, titled `message`.
    fn spanned<E: Spanned>(message: impl fmt::Display, error: &E, input: &str) -> Self {
        let mut help = String::new();
        // Writing to a `String` cannot fail.
        let help =
            (error.has_help(input) && error.write_help(input, &mut help).is_ok()).then_some(help);
        Self::new(message, input, error.span(), help)
    }
}

/// `input` as the drawing shows it (see [`crate::__private::Diagram`]), and
/// `span` moved to match: every character counts as the bytes of what stands
/// for it. An empty span at the end (the input ended too soon) labels the last
/// character instead: `miette` draws no label past the end of its source.
fn shown(input: &str, span: Range<usize>) -> Source {
    let mut masked = password_mask(input);
    let mut text = String::with_capacity(input.len());
    let (mut start, mut end) = (None, None);
    let mut last = 0;
    for (i, c) in input.char_indices() {
        last = text.len();
        if i >= span.start && start.is_none() {
            start = Some(text.len());
        }
        if i >= span.end && end.is_none() {
            end = Some(text.len());
        }
        if masked(i) {
            text.push('*');
        } else {
            // Writing to a `String` cannot fail.
            let _ = write!(text, "{}", Shown(c));
        }
    }
    let start = start.unwrap_or(text.len());
    let end = end.unwrap_or(text.len()).max(start);
    if start == end && start == text.len() && !text.is_empty() {
        return Source {
            span: last..text.len(),
            text,
            label: "the input ends after this",
        };
    }
    Source {
        text,
        span: start..end,
        label: "here",
    }
}

/// The one-line message.
impl fmt::Display for MietteReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl core::error::Error for MietteReport {}

impl miette::Diagnostic for MietteReport {
    /// The error's hint, where it has one.
    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|help| Box::new(help) as Box<dyn fmt::Display>)
    }

    /// The input (its password shown as `***`), which the label points
    /// into.
    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        self.source
            .as_ref()
            .map(|source| &source.text as &dyn miette::SourceCode)
    }

    /// One label, under the offending character of the input.
    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        let source = self.source.as_ref()?;
        let label = miette::LabeledSpan::new_with_span(
            Some(String::from(source.label)),
            source.span.clone(),
        );
        Some(Box::new(core::iter::once(label)))
    }
}

#[cfg(feature = "miette")]
impl<E: Spanned> From<Report<E>> for MietteReport {
    fn from(report: Report<E>) -> Self {
        Self::spanned(report.error(), report.error(), report.input())
    }
}

#[cfg(feature = "miette")]
impl From<FromStringError> for MietteReport {
    fn from(error: FromStringError) -> Self {
        Self::from(Report::from(error))
    }
}

#[cfg(all(feature = "miette", feature = "http"))]
impl From<crate::interop::http::HttpConversionError> for MietteReport {
    fn from(error: crate::interop::http::HttpConversionError) -> Self {
        use crate::interop::http::{HttpConversionError, NOT_RFC3986};
        match error {
            HttpConversionError::NotRfc3986 { error, text } => {
                Self::spanned(format_args!("{NOT_RFC3986}: {error}"), &error, &text)
            }
            other => Self {
                message: other.to_string(),
                source: None,
                help: None,
            },
        }
    }
}

#[cfg(all(feature = "miette", feature = "url"))]
impl From<crate::interop::url::UrlConversionError> for MietteReport {
    fn from(error: crate::interop::url::UrlConversionError) -> Self {
        use crate::interop::url::{NOT_RFC3986, UrlConversionError};
        match error {
            UrlConversionError::NotRfc3986 { error, text } => {
                Self::spanned(format_args!("{NOT_RFC3986}: {error}"), &error, &text)
            }
            other => Self {
                message: other.to_string(),
                source: None,
                help: None,
            },
        }
    }
}

/// `?` from each report type into `miette::Report`, through [`MietteReport`].
macro_rules! into_miette_report {
    ($($(#[$cfg:meta])* $ty:ty),* $(,)?) => {$(
        $(#[$cfg])*
        #[cfg(feature = "miette")]
        impl From<$ty> for miette::Report {
            fn from(error: $ty) -> Self {
                miette::Report::new(MietteReport::from(error))
            }
        }
    )*};
}

#[cfg(feature = "miette")]
impl<E: Spanned> From<Report<E>> for miette::Report {
    fn from(error: Report<E>) -> Self {
        miette::Report::new(MietteReport::from(error))
    }
}

into_miette_report!(
    FromStringError,
    #[cfg(feature = "http")]
    crate::interop::http::HttpConversionError,
    #[cfg(feature = "url")]
    crate::interop::url::UrlConversionError,
);

#[cfg(test)]
mod tests {
    use super::shown;

    #[test]
    fn the_source_is_the_drawing_s_text_and_the_span_follows_it() {
        let source = shown("http://u:p\u{e9}ss@h/\u{202e}x y", 21..22);
        assert_eq!(source.text, "http://u:****@h/\\u{202e}x y");
        assert_eq!(&source.text[source.span.clone()], " ");
        // A span over an escaped character covers its whole escape.
        let source = shown("a\u{202e}b", 1..4);
        assert_eq!(&source.text[source.span], "\\u{202e}");
        // An empty span at the end labels the last character, escaped or not.
        let source = shown("ab%", 3..3);
        assert_eq!(
            (source.span, source.label),
            (2..3, "the input ends after this")
        );
        let source = shown("a\u{200b}", 4..4);
        assert_eq!(&source.text[source.span], "\\u{200b}");
        assert_eq!(shown("", 0..0).span, 0..0);
    }
}
