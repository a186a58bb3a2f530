//! Why a text does not match a template: where the text leaves it, and what
//! the template expected there.

use core::fmt;

use crate::bytes::percent::escape;
use crate::error::char_at::found_at;
use crate::error::render::Diagram;
use crate::error::secret::Quoted;

/// Why a text does not match a template: the byte index in the text, and what
/// the template expected there. [`render`](Self::render) draws the text with a
/// caret under that index.
///
/// # Examples
///
/// ```
/// use uri::template::{MatchError, MatchExpected};
/// use uri::UriTemplate;
///
/// let matcher = UriTemplate::parse("/users/{id}")?.matcher()?;
/// let text = "/groups/1";
/// let error = matcher.matches(text).unwrap_err();
/// assert_eq!(error, MatchError::Mismatch { index: 1, expected: MatchExpected::Literal('u') });
/// assert_eq!(
///     error.render(text).to_string(),
///     "the text does not match the template at index 1: expected `u`, from the \
///      template's literal text\n  \
///      | /groups/1\n  \
///      |  ^",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MatchError {
    /// The text leaves the template at this byte index.
    Mismatch {
        /// The byte index in the text.
        index: usize,
        /// What the template expected there.
        expected: MatchExpected,
    },
    /// An expression of several positional variables (`{x,y}`, `{/x,y}`) matched
    /// fewer values than it has variables, so it is unknown which variables were
    /// undefined.
    UndefinedUnknown {
        /// The byte index in the text where the expression's values begin.
        index: usize,
    },
    /// A variable the template names more than once has, at this place, another
    /// value than an earlier place gave it (or is undefined at one place and
    /// not at the other): expansion writes one value wherever the variable is
    /// named, so the text is no expansion of the template.
    Conflict {
        /// The byte index in the text of the later value (or, for an undefined
        /// variable, of where its expression would be).
        index: usize,
    },
    /// A query names a variable more often than the template does: only an
    /// exploded variable (`{?tag*}`) takes a pair of its name more than once.
    Repeated {
        /// The byte index in the text of the pair named once too often.
        index: usize,
    },
}

/// What a template expected where a text left it; see [`MatchError`]. Indexes
/// of expressions are byte indexes in the template, of their `{`.
///
/// New kinds may be added in minor releases.
///
/// # Examples
///
/// ```
/// use uri::template::MatchExpected;
/// use uri::UriTemplate;
///
/// let matcher = UriTemplate::parse("/files/{id}.json")?.matcher()?;
/// let error = matcher.matches("/files/a/b.json").unwrap_err();
/// assert_eq!(error.expected(), Some(MatchExpected::Value { expression: 7 }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MatchExpected {
    /// The next character of the template's literal text.
    Literal(char),
    /// The `%XX` escape of a byte of the template's non-ASCII literal text, as
    /// expansion writes it.
    Escape(u8),
    /// The literal text that ends the template: the text is too short for it.
    Suffix,
    /// A character that the values of an expression can hold: the expression
    /// ends here, and nothing else of the template can follow.
    Value {
        /// The index of the expression in the template.
        expression: usize,
    },
    /// The name of one of the variables of a named expression (`{?x,y}`,
    /// `{;x,y}`), in the template's order.
    Name {
        /// The index of the expression in the template.
        expression: usize,
    },
    /// The `=` between a variable's name and its value.
    Equals,
    /// A value of at most this many characters: the variable's prefix modifier
    /// (`{var:3}`) allows no longer one.
    Prefix {
        /// The prefix length.
        length: u16,
    },
    /// The end of the text: the template has nothing more to match.
    End,
    /// The end of the path: the `?` or `#` where the template's query or
    /// fragment begins, or the end of the text.
    PathEnd,
    /// A literal pair of the template's query (`v=2` of `/api?v=2{&page}`),
    /// which the query must hold, in any place.
    Pair {
        /// The byte index of the pair in the template.
        template: usize,
    },
}

impl fmt::Display for MatchExpected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Literal(c) => write!(
                f,
                "`{}`, from the template's literal text",
                c.escape_debug()
            ),
            Self::Escape(byte) => write!(
                f,
                "`{}`, from the template's non-ASCII literal text as expansion encodes it",
                escape(byte)
            ),
            Self::Suffix => f.write_str("the literal text that ends the template"),
            Self::Value { expression } => write!(
                f,
                "a character that the values of the expression at index {expression} of the \
                 template can hold, or what follows that expression"
            ),
            Self::Name { expression } => write!(
                f,
                "the name of a variable of the expression at index {expression} of the template, \
                 in the template's order"
            ),
            Self::Equals => f.write_str("'=' after the variable's name"),
            Self::Prefix { length } => write!(
                f,
                "a value of at most {length} characters, as the variable's prefix modifier allows"
            ),
            Self::End => f.write_str("the end of the text: the template has nothing more"),
            Self::PathEnd => f.write_str(
                "the end of the path (`?`, `#` or the end of the text): the template's path \
                 has nothing more",
            ),
            Self::Pair { template } => write!(
                f,
                "the pair at index {template} of the template, which the query must hold"
            ),
        }
    }
}

impl MatchError {
    /// The byte index in the text.
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::template::UriTemplate::parse("/a")?.matcher()?;
    /// assert_eq!(matcher.matches("/ab").unwrap_err().index(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn index(&self) -> usize {
        match *self {
            Self::Mismatch { index, .. }
            | Self::UndefinedUnknown { index }
            | Self::Conflict { index }
            | Self::Repeated { index } => index,
        }
    }

    /// What the template expected at [`index`](Self::index), for a mismatch.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::MatchExpected;
    ///
    /// let matcher = uri::template::UriTemplate::parse("/a")?.matcher()?;
    /// assert_eq!(matcher.matches("/ab").unwrap_err().expected(), Some(MatchExpected::End));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn expected(&self) -> Option<MatchExpected> {
        match *self {
            Self::Mismatch { expected, .. } => Some(expected),
            Self::UndefinedUnknown { .. } | Self::Conflict { .. } | Self::Repeated { .. } => None,
        }
    }

    /// Draws `text` with a caret under the error's index, below the message.
    /// `text` must be the text that was matched.
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::template::UriTemplate::parse("{?a}")?.matcher()?;
    /// let text = "?a";
    /// let error = matcher.matches(text).unwrap_err();
    /// assert_eq!(
    ///     error.render(text).to_string(),
    ///     "the text does not match the template at index 2: expected '=' after the \
    ///      variable's name\n  | ?a\n  |   ^",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn render<'a>(&self, text: &'a str) -> RenderedMatchError<'a> {
        RenderedMatchError { error: *self, text }
    }
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Mismatch { index, expected } => write!(
                f,
                "the text does not match the template at index {index}: expected {expected}"
            ),
            Self::UndefinedUnknown { index } => write!(
                f,
                "the values at index {index} of the text are fewer than the expression's \
                 variables, so which of them were undefined is unknown"
            ),
            Self::Conflict { index } => write!(
                f,
                "the value at index {index} of the text is not the one an earlier place gave \
                 the same variable: expansion writes one value wherever the template names it"
            ),
            Self::Repeated { index } => write!(
                f,
                "the pair at index {index} of the text names a variable once more than the \
                 template does: only an exploded variable takes several pairs"
            ),
        }
    }
}

impl core::error::Error for MatchError {}

/// A [`MatchError`] drawn with the text it is about; see [`MatchError::render`].
///
/// # Examples
///
/// ```
/// let matcher = uri::template::UriTemplate::parse("/a")?.matcher()?;
/// let drawn = matcher.matches("/b").unwrap_err().render("/b").to_string();
/// assert!(drawn.ends_with("\n  | /b\n  |  ^"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy)]
pub struct RenderedMatchError<'a> {
    error: MatchError,
    text: &'a str,
}

impl fmt::Display for RenderedMatchError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.error)?;
        let index = self.error.index();
        let (_, len) = found_at(self.text.as_bytes(), index);
        write!(f, "{}", Diagram::new(self.text, index..index + len))
    }
}

/// The drawing, as `{}` gives it; the fields with `{:#?}`, a password in the
/// text as `***`.
impl fmt::Debug for RenderedMatchError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            f.debug_struct("RenderedMatchError")
                .field("error", &self.error)
                .field("text", &Quoted(self.text))
                .finish()
        } else {
            fmt::Display::fmt(self, f)
        }
    }
}

/// An error of its own, for texts that live long enough to be boxed.
impl core::error::Error for RenderedMatchError<'_> {}
