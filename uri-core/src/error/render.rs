//! The one renderer that draws an input with a caret under an error's span.
//!
//! Run-time errors and the `uri!` macro's diagnostics both use it, so a user meets
//! the same drawing wherever the error comes from.

use core::fmt;
use core::ops::Range;

use crate::error::parse_error::ParseError;
use crate::error::secret::{Quoted, password_mask};
use crate::error::shown::{Shown, columns};

/// How many columns of input a diagram shows at most; a longer input is cut to a
/// window around the span, with `...` where text was left out.
const MAX_COLUMNS: usize = 100;
/// How many columns before the span a cut window keeps.
const CONTEXT_BEFORE: usize = 40;

/// An error about a span of a text: where it is, so that it can be drawn with
/// a caret under that span, and the help line spelled out with the text at
/// hand. Every error of the crate that points into its input is one:
/// [`ParseError`] (a URI), `TemplateError` (a template), `AmbiguityError` (a
/// template that cannot be matched) and `MatchError` (a text matched against
/// a template); each has `render` and `report` by way of it.
///
/// # Examples
///
/// ```
/// use uri::error::Spanned;
///
/// let error = uri::Uri::parse("http://h/a b").unwrap_err();
/// assert_eq!(error.span(), 10..11);
/// ```
pub trait Spanned: fmt::Display + fmt::Debug + Clone {
    /// The byte range of the input that the error is about (empty at the end
    /// of the input where the input is too short).
    ///
    /// # Examples
    ///
    /// See [`Spanned`].
    fn span(&self) -> Range<usize>;

    /// Whether a fix is known, for the error in `input`. Implementation
    /// detail of [`Rendered`].
    #[doc(hidden)]
    fn has_help(&self, input: &str) -> bool {
        let _ = input;
        false
    }

    /// Writes how to fix the error in `input`, where [`has_help`](Self::has_help)
    /// says a fix is known. Implementation detail of [`Rendered`].
    #[doc(hidden)]
    fn write_help(&self, input: &str, out: &mut dyn fmt::Write) -> fmt::Result {
        let _ = (input, out);
        Ok(())
    }
}

/// An error drawn with its input: the message, the input with a caret under
/// the offending span, and a help line where a fix is known. Every error that
/// points into its input renders so ([`ParseError::render`] and the others of
/// [`Spanned`]).
///
/// `{}` and `{:?}` both print the drawing (so `.unwrap()` and `main` returning
/// it show the caret); `{:#?}` prints the fields. A password in the input is
/// drawn as `*`s, and invisible characters are escaped.
///
/// # Examples
///
/// ```
/// let input = "mailto:a b@example.com";
/// let error = uri::Uri::parse(input).unwrap_err();
/// let text = error.render(input).to_string();
/// assert!(text.contains("\n  | mailto:a b@example.com\n  |         ^\n"));
/// ```
#[derive(Clone, Copy)]
pub struct Rendered<'a, E: Spanned = ParseError> {
    error: E,
    input: &'a str,
}

impl<'a, E: Spanned> Rendered<'a, E> {
    /// `error` drawn with `input`, the text it is about.
    pub(crate) fn new(error: E, input: &'a str) -> Self {
        Self { error, input }
    }

    /// The error.
    ///
    /// # Examples
    ///
    /// ```
    /// let error = uri::UriRef::parse("%").unwrap_err();
    /// assert_eq!(error.render("%").error(), &error);
    /// ```
    pub fn error(&self) -> &E {
        &self.error
    }

    /// The text the error is about.
    ///
    /// # Examples
    ///
    /// ```
    /// let error = uri::UriRef::parse("%").unwrap_err();
    /// assert_eq!(error.render("%").input(), "%");
    /// ```
    pub fn input(&self) -> &'a str {
        self.input
    }
}

impl ParseError {
    /// Draws `input` with a caret under the error's span, below this error's message.
    /// `input` must be the string that was parsed.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::Uri;
    ///
    /// let input = "https://exa mple.com";
    /// let error = Uri::parse(input).unwrap_err();
    /// assert_eq!(
    ///     error.render(input).to_string(),
    ///     "invalid character ` ` (U+0020) in host at index 11: expected an unreserved or \
    ///      sub-delim character, a percent-encoded octet, ':' before a port, or '/', '?' or '#' \
    ///      after the host\n  \
    ///      | https://exa mple.com\n  \
    ///      |            ^\n  \
    ///      = help: a host holds letters, digits, '-' and '.' (a DNS name), or an IP \
    ///      address (IPv6 inside `[]`): remove the space",
    /// );
    /// ```
    pub fn render<'a>(&self, input: &'a str) -> Rendered<'a> {
        Rendered::new(*self, input)
    }
}

impl Spanned for ParseError {
    fn span(&self) -> Range<usize> {
        self.index()..self.index() + self.len()
    }

    fn has_help(&self, _: &str) -> bool {
        self.hint().is_some()
    }

    fn write_help(&self, _: &str, out: &mut dyn fmt::Write) -> fmt::Result {
        match self.hint() {
            Some(hint) => write!(out, "{hint}"),
            None => Ok(()),
        }
    }
}

impl<E: Spanned> fmt::Display for Rendered<'_, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.error)?;
        write!(f, "{}", Diagram::new(self.input, self.error.span()))?;
        if self.error.has_help(self.input) {
            f.write_str("\n  = help: ")?;
            self.error.write_help(self.input, f)?;
        }
        Ok(())
    }
}

/// The drawing, as `{}` gives it; the fields with `{:#?}`, a password in the
/// input as `***`.
impl<E: Spanned> fmt::Debug for Rendered<'_, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            f.debug_struct("Rendered")
                .field("error", &self.error)
                .field("input", &Quoted(self.input))
                .finish()
        } else {
            fmt::Display::fmt(self, f)
        }
    }
}

/// An error of its own, for inputs that live long enough (`&'static str`) to be
/// boxed: no `source`, since the drawing holds the error's message. For
/// others, `report` owns a copy of the input.
impl<E: Spanned> core::error::Error for Rendered<'_, E> {}

/// Two lines: `text`, then a caret under the bytes `span` of it, each prefixed with
/// `  | `. Control, invisible and reordering characters are shown escaped (`\t`,
/// `\u{202e}`) so the caret stays in its column and the line reads as it is; the
/// password of a `user:password@` authority is drawn as `*`s; a long text is cut to
/// a window around the span.
///
/// The macro crate draws a string literal's source line with it; most users want
/// [`ParseError::render`] instead.
///
/// # Examples
///
/// ```
/// use uri_core::__private::Diagram;
///
/// assert_eq!(Diagram::new("a\tb c", 4..5).to_string(), "  | a\\tb c\n  |      ^");
/// // An empty span at the end points just past the text.
/// assert_eq!(Diagram::new("ab%", 3..3).to_string(), "  | ab%\n  |    ^");
/// ```
#[derive(Clone)]
pub struct Diagram<'a> {
    text: &'a str,
    span: core::ops::Range<usize>,
}

/// The text as messages show it, like the input in [`Rendered`]'s `Debug`.
impl fmt::Debug for Diagram<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Diagram")
            .field("text", &Quoted(self.text))
            .field("span", &self.span)
            .finish()
    }
}

impl<'a> Diagram<'a> {
    /// A diagram of `text` with a caret under the bytes `span`. Spans that are out of
    /// range or not on character boundaries are clamped, never a panic.
    ///
    /// # Examples
    ///
    /// ```
    /// let d = uri_core::__private::Diagram::new("a b", 1..2);
    /// assert_eq!(d.to_string(), "  | a b\n  |  ^");
    /// ```
    pub fn new(text: &'a str, span: core::ops::Range<usize>) -> Self {
        Self { text, span }
    }
}

impl fmt::Display for Diagram<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let start = self.span.start.min(self.text.len());
        let end = self.span.end.clamp(start, self.text.len());
        // A password is drawn as one `*` per character: the caret keeps its column
        // and the message names the offending character anyway.
        // Every authority's password: a link in a query holds one too.
        let width = |masked: bool, c: char| if masked { 1 } else { columns(c) };
        // Columns before the span, in the span, and in the whole text.
        let mut before = 0;
        let mut inside = 0;
        let mut total = 0;
        let mut masked = password_mask(self.text);
        for (i, c) in self.text.char_indices() {
            let w = width(masked(i), c);
            if i < start {
                before += w;
            } else if i < end {
                inside += w;
            }
            total += w;
        }
        let inside = inside.max(1);
        // The window of columns to show: all of it, or a cut around the span.
        let (from, to) = if total < MAX_COLUMNS {
            (0, total)
        } else {
            let from = before.saturating_sub(CONTEXT_BEFORE);
            (
                from,
                (from + MAX_COLUMNS)
                    .min(total)
                    .max(before + inside.min(MAX_COLUMNS)),
            )
        };
        f.write_str("  | ")?;
        let mut caret_column = before - from;
        if from > 0 {
            f.write_str("...")?;
            caret_column += 3;
        }
        let mut column = 0;
        let mut masked = password_mask(self.text);
        for (i, c) in self.text.char_indices() {
            let hidden = masked(i);
            let w = width(hidden, c);
            if column >= from && column + w <= to {
                if hidden {
                    f.write_str("*")?;
                } else {
                    write!(f, "{}", Shown(c))?;
                }
            }
            column += w;
        }
        if to < total {
            f.write_str("...")?;
        }
        f.write_str("\n  | ")?;
        for _ in 0..caret_column {
            f.write_str(" ")?;
        }
        for _ in 0..inside.min(to.saturating_sub(before).max(1)) {
            f.write_str("^")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::Diagram;

    #[test]
    fn caret_under_a_multibyte_character() {
        assert_eq!(
            Diagram::new("a\u{e9}b", 1..3).to_string(),
            "  | a\u{e9}b\n  |  ^"
        );
    }

    #[test]
    fn caret_under_a_control_character_spans_its_escape() {
        assert_eq!(Diagram::new("a\nb", 1..2).to_string(), "  | a\\nb\n  |  ^^");
    }

    #[test]
    fn caret_spans_several_bytes() {
        assert_eq!(
            Diagram::new("a:99999", 2..7).to_string(),
            "  | a:99999\n  |   ^^^^^"
        );
    }

    #[test]
    fn out_of_range_spans_are_clamped() {
        assert_eq!(Diagram::new("ab", 7..9).to_string(), "  | ab\n  |   ^");
        assert_eq!(
            Diagram::new("\u{e9}", 1..1).to_string(),
            "  | \u{e9}\n  |  ^"
        );
    }
}
