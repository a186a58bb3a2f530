//! Why a text does not match a template: where the text leaves it, and what
//! the template expected there.

use alloc::string::String;
use core::fmt;
use core::ops::Range;

use crate::bytes::percent::escape;
use crate::bytes::short_str::ShortStr;
use crate::error::char_at::found_at;
use crate::error::render::{Rendered, Spanned};
use crate::error::report::Report;

/// Why a text does not match a template, or why a route that matches it
/// cannot read it: where in the text, what [kind](MatchErrorKind) of failure,
/// and the variable it is about. [`render`](Self::render) draws the text with a
/// caret under that place.
///
/// A server answers 404 Not Found for most kinds, and 400 Bad Request for
/// those of [`is_bad_request`](Self::is_bad_request): the route's path matches,
/// but a value in it is malformed.
///
/// # Examples
///
/// ```
/// use uri::template::{MatchErrorKind, MatchExpected};
/// use uri::UriTemplate;
///
/// let matcher = UriTemplate::parse("/users/{id}")?.matcher()?;
/// let text = "/groups/1";
/// let error = matcher.captures(text).unwrap_err();
/// assert_eq!(error.kind(), MatchErrorKind::Mismatch(MatchExpected::Literal('u')));
/// assert_eq!(error.index(), 1);
/// assert!(!error.is_bad_request());
/// assert_eq!(
///     error.render(text).to_string(),
///     "the text does not match the template at index 1: expected `u`, from the \
///      template's literal text\n  \
///      | /groups/1\n  \
///      |  ^",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MatchError {
    index: usize,
    len: usize,
    kind: MatchErrorKind,
    variable: Option<ShortStr>,
}

/// What kind of failure a [`MatchError`] is.
///
/// New kinds may be added in minor releases.
///
/// # Examples
///
/// ```
/// use uri::template::MatchErrorKind;
///
/// let matcher = uri::UriTemplate::parse("/{a}/{a}")?.matcher()?;
/// assert_eq!(matcher.captures("/x/y").unwrap_err().kind(), MatchErrorKind::Conflict);
/// assert!(!MatchErrorKind::Conflict.is_bad_request());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum MatchErrorKind {
    /// No template of a [`TemplateSet`](crate::matching::router::set::TemplateSet) matches
    /// the text.
    NotFound,
    /// The text leaves the template: what the template expected there.
    Mismatch(MatchExpected),
    /// A variable the template names more than once has, at this place,
    /// another value than an earlier place gave it (or is undefined at one
    /// place and not at the other): expansion writes one value wherever the
    /// variable is named, so the text is no expansion of the template.
    Conflict,
    /// A query names a variable more often than the template does: only an
    /// exploded variable (`{?tag*}`) takes a pair of its name more than once;
    /// or repeats the key of a pair the template writes as literal text
    /// (`mode=cooked` beside `?mode=raw{&q}`'s `mode=raw`, `q=2` after
    /// `?q={q}`'s `q=1`), which a service could read either way (then
    /// [`variable`](MatchError::variable) names the variable after that
    /// key, if any). A bad request.
    Repeated,
    /// A value holds a `%` that begins no escape (`rust%ZZlang`): the route
    /// matches, and the request is malformed. A bad request.
    BadEscape,
    /// A path value is, or holds as a `/`-separated segment once decoded, `.`
    /// or `..` (`..%2F..%2Fetc%2Fpasswd`, or `..?x` read by `{+path}`, whose
    /// raw `?` ends a segment), which would name another resource
    /// than the route means; see
    /// [`MatchOptions::dot_segments`](crate::matching::options::MatchOptions::dot_segments).
    /// A bad request.
    DotSegment,
    /// A path value holds, once decoded, a control character (U+0000 to
    /// U+001F or U+007F: `a%00b`, `a%0D%0Ab`), which a path value would hand
    /// on to file systems, logs and headers; [`index`](MatchError::index) is
    /// that of its escape, and
    /// [`MatchOptions::control_characters`](crate::matching::options::MatchOptions::control_characters)
    /// allows it. Query values keep them. A bad request.
    ControlCharacter,
}

impl MatchErrorKind {
    /// Whether a server answers this kind with 400 Bad Request (the route
    /// matches, the request is malformed) rather than 404 Not Found.
    ///
    /// # Examples
    ///
    /// See [`MatchErrorKind`].
    pub const fn is_bad_request(self) -> bool {
        matches!(
            self,
            Self::Repeated | Self::BadEscape | Self::DotSegment | Self::ControlCharacter
        )
    }
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
/// let error = matcher.captures("/files/a/b.json").unwrap_err();
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
    /// The literal text that ends a path segment after an expression
    /// (`.json` of `/{id}.json/{rev}`), before the text's next `/`.
    SegmentSuffix {
        /// The byte index of the literal text in the template.
        literal: usize,
    },
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
    /// A character a request target holds: not a control, the space or DEL,
    /// here in a query pair the template does not name.
    RequestCharacter,
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
            Self::SegmentSuffix { literal } => write!(
                f,
                "the literal text at index {literal} of the template, at the end of the path \
                 segment"
            ),
            Self::RequestCharacter => f.write_str(
                "a character a request target holds (no control, space or DEL), in a query pair \
                 the template does not name",
            ),
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
    /// A failure of `kind` at the character at `index` of `text`.
    pub(crate) fn new(text: &str, index: usize, kind: MatchErrorKind) -> Self {
        let (_, len) = found_at(text.as_bytes(), index);
        Self {
            index,
            len,
            kind,
            variable: None,
        }
    }

    /// No template of a set matches.
    pub(crate) const fn not_found() -> Self {
        Self {
            index: 0,
            len: 0,
            kind: MatchErrorKind::NotFound,
            variable: None,
        }
    }

    /// The same error, for a text `offset` bytes longer at its start (a
    /// nested route's, read after its literal prefix): a `NotFound` points
    /// nowhere, and stays so.
    pub(crate) fn after(mut self, offset: usize) -> Self {
        if self.kind != MatchErrorKind::NotFound {
            self.index += offset;
        }
        self
    }

    /// The same error, about the variable `name`.
    pub(crate) fn about(mut self, name: &str) -> Self {
        self.variable = Some(ShortStr::new(name));
        self
    }

    /// The byte index in the text.
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::template::UriTemplate::parse("/a")?.matcher()?;
    /// assert_eq!(matcher.captures("/ab").unwrap_err().index(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn index(&self) -> usize {
        self.index
    }

    /// What kind of failure it is.
    ///
    /// # Examples
    ///
    /// See [`MatchError`].
    pub const fn kind(&self) -> MatchErrorKind {
        self.kind
    }

    /// What the template expected at [`index`](Self::index), for a mismatch.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::MatchExpected;
    ///
    /// let matcher = uri::template::UriTemplate::parse("/a")?.matcher()?;
    /// assert_eq!(matcher.captures("/ab").unwrap_err().expected(), Some(MatchExpected::End));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn expected(&self) -> Option<MatchExpected> {
        match self.kind {
            MatchErrorKind::Mismatch(expected) => Some(expected),
            _ => None,
        }
    }

    /// The variable the error is about, where it is about one.
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::template::UriTemplate::parse("{?page}")?.matcher()?;
    /// let error = matcher.captures("?page=1&page=2").unwrap_err();
    /// assert_eq!(error.variable(), Some("page"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn variable(&self) -> Option<&str> {
        self.variable.as_ref().map(ShortStr::as_str)
    }

    /// Whether a server answers with 400 Bad Request (the route matches, the
    /// request is malformed) rather than 404 Not Found; see
    /// [`MatchErrorKind::is_bad_request`].
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::template::UriTemplate::parse("{?page}")?.matcher()?;
    /// assert!(matcher.captures("?page=1&page=2").unwrap_err().is_bad_request());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn is_bad_request(&self) -> bool {
        self.kind.is_bad_request()
    }

    /// Draws `text` with a caret under the error's index, below the message.
    /// `text` must be the text that was matched.
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::template::UriTemplate::parse("/users/{id}")?.matcher()?;
    /// let text = "/user/7";
    /// let error = matcher.captures(text).unwrap_err();
    /// assert_eq!(
    ///     error.render(text).to_string(),
    ///     "the text does not match the template at index 5: expected `s`, from the \
    ///      template's literal text\n  | /user/7\n  |      ^",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn render<'a>(&self, text: &'a str) -> Rendered<'a, Self> {
        Rendered::new(self.clone(), text)
    }

    /// This error with a copy of the text it is about, as an owned error that
    /// draws itself.
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::template::UriTemplate::parse("/a")?.matcher()?;
    /// let report = matcher.captures("/b").unwrap_err().report("/b");
    /// assert!(report.to_string().ends_with("\n  | /b\n  |  ^"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn report(&self, text: &str) -> Report<Self> {
        Report::new(self.clone(), String::from(text))
    }
}

#[cfg(feature = "matching")]
impl Spanned for MatchError {
    fn span(&self) -> Range<usize> {
        self.index..self.index + self.len
    }
}

/// The message of [`MatchErrorKind::NotFound`], the same for every text.
pub(crate) const NOT_FOUND: &str = "no template of the set matches the text";

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let index = self.index;
        let variable = self.variable.as_ref().map_or("", ShortStr::as_str);
        match self.kind {
            MatchErrorKind::NotFound => f.write_str(NOT_FOUND),
            MatchErrorKind::Mismatch(expected) => write!(
                f,
                "the text does not match the template at index {index}: expected {expected}"
            ),
            MatchErrorKind::Conflict => write!(
                f,
                "the value at index {index} of the text is not the one an earlier place gave \
                 the same variable: expansion writes one value wherever the template names it"
            ),
            MatchErrorKind::Repeated if self.variable.is_none() => write!(
                f,
                "bad request: the pair at index {index} of the text repeats the key of a \
                 pair the template writes as literal text"
            ),
            MatchErrorKind::Repeated => write!(
                f,
                "bad request: the pair at index {index} of the text names the variable \
                 `{variable}` once more than the template does: only an exploded variable \
                 takes several pairs"
            ),
            MatchErrorKind::BadEscape => write!(
                f,
                "bad request: the value of the variable `{variable}` holds a `%` at index \
                 {index} that is not followed by two hex digits"
            ),
            MatchErrorKind::DotSegment => write!(
                f,
                "bad request: the value of the variable `{variable}` at index {index} is or \
                 holds the dot segment `.` or `..`, which would name another resource than \
                 the route means"
            ),
            MatchErrorKind::ControlCharacter => write!(
                f,
                "bad request: the value of the variable `{variable}` holds an escaped control \
                 character at index {index}: a path value holds none once decoded"
            ),
        }
    }
}

impl core::error::Error for MatchError {}
