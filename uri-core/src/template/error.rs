//! Why a text is not a URI Template: the byte index, the character found there and
//! what [RFC 6570 §2](https://www.rfc-editor.org/rfc/rfc6570#section-2) expected.

use core::fmt;
use core::ops::Range;

use crate::bytes::percent::is_escape_at;
use crate::error::char_at::found_at;
use crate::error::hint::{Fix, Hint};
use crate::error::render::{Rendered, Spanned};
#[cfg(feature = "alloc")]
use crate::error::report::Report;
use crate::error::shown::{FoundChar, Shown};
use crate::template::operator::Operator;

/// What the template grammar ([RFC 6570 §2](https://www.rfc-editor.org/rfc/rfc6570#section-2)) expected where parsing stopped.
///
/// New kinds may be added in minor releases.
///
/// # Examples
///
/// ```
/// use uri::template::TemplateErrorKind;
/// use uri::UriTemplate;
///
/// let error = UriTemplate::parse("/users/{id").unwrap_err();
/// assert_eq!(error.kind(), TemplateErrorKind::UnclosedExpression);
/// assert_eq!(error.index(), 7);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TemplateErrorKind {
    /// A character outside an expression that a template literal cannot hold
    /// ([§2.1](https://www.rfc-editor.org/rfc/rfc6570#section-2.1): a space, `"`, `<`, `>`, `\`, `^`, `` ` ``, `|`, `}`, a control
    /// character, or a non-ASCII character outside `ucschar` and `iprivate`).
    LiteralChar,
    /// A `%` not followed by two hex digits, in a literal or a variable name.
    PercentEncoding,
    /// A `{` with no `}` before the end of the template; the error points at the `{`.
    UnclosedExpression,
    /// `{}`: an expression without a variable.
    EmptyExpression,
    /// One of the operators RFC 6570 reserves for future extensions: `=`, `,`,
    /// `!`, `@` or `|` ([§2.2](https://www.rfc-editor.org/rfc/rfc6570#section-2.2)).
    ReservedOperator,
    /// A character that a variable name cannot hold ([§2.3](https://www.rfc-editor.org/rfc/rfc6570#section-2.3): letters, digits, `_`,
    /// percent-encoded octets, and `.` between them).
    VarNameChar,
    /// A `.` at the start or end of a variable name, or two in a row.
    VarNameDot,
    /// A prefix modifier (`:n`) whose length is not a number from 1 to 9999
    /// written without leading zeros ([§2.4.1](https://www.rfc-editor.org/rfc/rfc6570#section-2.4.1)).
    PrefixLength,
    /// `*` after a prefix modifier: a variable takes one modifier ([§2.4](https://www.rfc-editor.org/rfc/rfc6570#section-2.4)).
    ExplodeAfterPrefix,
    /// Something other than `,` or `}` after a variable's modifier.
    AfterModifier,
    /// The template is longer than `u32::MAX` bytes.
    TooLong,
}

impl TemplateErrorKind {
    /// What the grammar would have accepted at the error's index, as a phrase that
    /// follows "expected".
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::TemplateErrorKind;
    ///
    /// assert_eq!(TemplateErrorKind::EmptyExpression.expected(), "a variable name inside `{}`");
    /// ```
    pub const fn expected(self) -> &'static str {
        match self {
            Self::LiteralChar => {
                "a character allowed in a URI, a percent-encoded octet, a non-ASCII letter, or '{' to start an expression"
            }
            Self::PercentEncoding => "two hex digits after '%'",
            Self::UnclosedExpression => "a '}' that closes this expression",
            Self::EmptyExpression => "a variable name inside `{}`",
            Self::ReservedOperator => {
                "a variable name or one of the operators '+', '#', '.', '/', ';', '?' and '&'"
            }
            Self::VarNameChar => {
                "a letter, digit, '_', '.' or percent-encoded octet in the variable name, a modifier (':' or '*'), ',' or '}'"
            }
            Self::VarNameDot => {
                "a letter, digit, '_' or percent-encoded octet on both sides of '.'"
            }
            Self::PrefixLength => "a prefix length from 1 to 9999 without leading zeros",
            Self::ExplodeAfterPrefix => "',' or '}': a variable takes either a prefix or '*'",
            Self::AfterModifier => {
                "',' before the next variable or the '}' that ends the expression"
            }
            Self::TooLong => "at most 4294967295 bytes",
        }
    }

    /// Whether the error is inside an expression (`{...}`) rather than in a literal.
    const fn in_expression(self) -> bool {
        !matches!(self, Self::LiteralChar | Self::TooLong)
    }
}

/// Why a string is not a URI Template (RFC 6570): the byte index where the grammar
/// was broken, the character found there, and what was expected.
///
/// Like [`ParseError`](crate::ParseError) it is small and `Copy`, does not hold the
/// input, and [`render`](Self::render) draws the input with a caret.
///
/// # Examples
///
/// ```
/// use uri::template::TemplateErrorKind;
/// use uri::UriTemplate;
///
/// let error = UriTemplate::parse("/search{?q,lang:0}").unwrap_err();
/// assert_eq!(error.kind(), TemplateErrorKind::PrefixLength);
/// assert_eq!(error.index(), 16);
/// assert_eq!(
///     error.to_string(),
///     "invalid character `0` (U+0030) in template expression at index 16: \
///      expected a prefix length from 1 to 9999 without leading zeros",
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct TemplateError {
    index: usize,
    len: usize,
    found: Option<char>,
    kind: TemplateErrorKind,
}

type Kind = TemplateErrorKind;

impl TemplateError {
    /// An error at `index` of `input`, spanning the character found there.
    pub(crate) const fn at(input: &[u8], index: usize, kind: TemplateErrorKind) -> Self {
        let (found, len) = found_at(input, index);
        Self {
            index,
            len,
            found,
            kind,
        }
    }

    /// An error spanning `len` bytes at `index`, naming no single character.
    pub(crate) const fn span(index: usize, len: usize, kind: TemplateErrorKind) -> Self {
        Self {
            index,
            len,
            found: None,
            kind,
        }
    }

    /// The byte index in the template where the error starts.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::UriTemplate::parse("a b").unwrap_err().index(), 1);
    /// ```
    pub const fn index(&self) -> usize {
        self.index
    }

    /// The length in bytes of the offending span (0 at the end of the input).
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::UriTemplate::parse("{a:12345}").unwrap_err().len(), 5);
    /// ```
    #[allow(clippy::len_without_is_empty, reason = "a span, not a collection")]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// The character at [`index`](Self::index), or `None` at the end of the input
    /// and for errors about a whole span.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::UriTemplate::parse("{a-b}").unwrap_err().found(), Some('-'));
    /// ```
    pub const fn found(&self) -> Option<char> {
        self.found
    }

    /// What the grammar expected; see [`TemplateErrorKind`].
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::TemplateErrorKind;
    /// use uri::UriTemplate;
    ///
    /// assert_eq!(UriTemplate::parse("{}").unwrap_err().kind(), TemplateErrorKind::EmptyExpression);
    /// ```
    pub const fn kind(&self) -> TemplateErrorKind {
        self.kind
    }

    /// How the template could be fixed, where a fix is known.
    ///
    /// # Examples
    ///
    /// ```
    /// let error = uri::UriTemplate::parse("/a|b").unwrap_err();
    /// assert_eq!(error.hint().unwrap().to_string(), "encode `|` as `%7C`");
    /// ```
    pub fn hint(&self) -> Option<Hint> {
        let fix = match (self.kind, self.found) {
            (Kind::UnclosedExpression, _) => Fix::CloseExpression,
            (Kind::EmptyExpression, _) => Fix::NameVariable,
            (Kind::ReservedOperator, Some(c)) => Fix::ReservedOperator(c),
            (Kind::VarNameChar, Some('{')) => Fix::NoNesting,
            (Kind::VarNameChar, Some('-')) => Fix::HyphenInName,
            (Kind::PrefixLength, _) => Fix::PrefixRange,
            (Kind::ExplodeAfterPrefix, _) => Fix::OneModifier,
            (Kind::PercentEncoding, _) => Fix::EncodePercent,
            (Kind::LiteralChar, Some(' ')) => Fix::EncodeSpace,
            (Kind::LiteralChar, Some(c)) => Fix::Encode(c),
            _ => return None,
        };
        Some(Hint::new(fix))
    }
}

impl TemplateError {
    /// Draws `input` with a caret under the error's span, below this error's
    /// message, as [`ParseError::render`](crate::ParseError::render) does.
    /// `input` must be the template that was parsed.
    ///
    /// # Examples
    ///
    /// ```
    /// let input = "/users/{id";
    /// let error = uri::UriTemplate::parse(input).unwrap_err();
    /// assert_eq!(
    ///     error.render(input).to_string(),
    ///     "unclosed expression at index 7: expected a '}' that closes this expression\n  \
    ///      | /users/{id\n  \
    ///      |        ^\n  \
    ///      = help: close the expression with `}`, or encode a literal `{` as `%7B`",
    /// );
    /// ```
    pub fn render<'a>(&self, input: &'a str) -> Rendered<'a, Self> {
        Rendered::new(*self, input)
    }
}

#[cfg(feature = "alloc")]
impl TemplateError {
    /// This error with a copy of the template it is about (`template` must be
    /// the text that was parsed), as an owned error that draws itself: a
    /// [`Report`](crate::Report), as for URIs.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::error::Report;
    /// use uri::template::{TemplateError, UriTemplateBuf};
    ///
    /// fn route(text: &str) -> Result<UriTemplateBuf, Report<TemplateError>> {
    ///     UriTemplateBuf::parse(text).map_err(|error| error.report(text))
    /// }
    ///
    /// let report = route("/users/{id").unwrap_err();
    /// assert_eq!(
    ///     report.to_string(),
    ///     "unclosed expression at index 7: expected a '}' that closes this expression\n  \
    ///      | /users/{id\n  \
    ///      |        ^\n  \
    ///      = help: close the expression with `}`, or encode a literal `{` as `%7B`",
    /// );
    /// assert_eq!(format!("{report:?}"), report.to_string());
    /// ```
    pub fn report(&self, template: &str) -> Report<Self> {
        Report::new(*self, alloc::string::String::from(template))
    }
}

impl Spanned for TemplateError {
    fn span(&self) -> Range<usize> {
        self.index..self.index + self.len
    }

    fn has_help(&self, _: &str) -> bool {
        self.hint().is_some()
    }

    fn write_help(&self, input: &str, out: &mut dyn fmt::Write) -> fmt::Result {
        match self.help(input) {
            Some(help) => write!(out, "{help}"),
            None => Ok(()),
        }
    }
}

impl TemplateError {
    /// The hint, spelled out with the template at hand where that helps: for a
    /// `-` in a variable name, the name as it may be written (`user-id` →
    /// `user_id`), when replacing its hyphens is all it needs.
    pub(crate) fn help(self, template: &str) -> Option<impl fmt::Display + '_> {
        let hint = self.hint()?;
        let name = match (self.kind, self.found) {
            (Kind::VarNameChar, Some('-')) => hyphenated_name(template, self.index),
            _ => None,
        };
        Some(Help { hint, name })
    }
}

/// A hint, or for a name with hyphens, the name with underscores.
struct Help<'a> {
    hint: Hint,
    name: Option<&'a str>,
}

impl fmt::Display for Help<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(name) = self.name else {
            return write!(f, "{}", self.hint);
        };
        f.write_str("variable names hold letters, digits, '_' and '.': write `")?;
        for (i, part) in name.split('-').enumerate() {
            if i > 0 {
                f.write_str("_")?;
            }
            f.write_str(part)?;
        }
        f.write_str("`")
    }
}

/// The variable name around the `-` at `index` of `template`, if writing `_`
/// for each of its hyphens makes it a `varname` (RFC 6570 §2.3) that an
/// operator, `{` or `,` starts and a modifier, `,` or `}` ends.
fn hyphenated_name(template: &str, index: usize) -> Option<&str> {
    let bytes = template.as_bytes();
    let in_name =
        |byte: u8| byte.is_ascii_alphanumeric() || matches!(byte, b'_' | b'.' | b'%' | b'-');
    let start = bytes[..index]
        .iter()
        .rposition(|&b| !in_name(b))
        .map_or(0, |at| at + 1);
    let end = bytes[index..]
        .iter()
        .position(|&b| !in_name(b))
        .map_or(bytes.len(), |at| index + at);
    let before = start.checked_sub(1).map(|at| bytes[at]);
    let opens = before.is_some_and(|b| b == b'{' || b == b',' || Operator::from_byte(b).is_some());
    let closes = matches!(bytes.get(end), Some(b'}' | b',' | b':' | b'*'));
    let name = &template[start..end];
    let mut previous = b'.';
    let mut i = 0;
    while i < name.len() {
        let byte = name.as_bytes()[i];
        match byte {
            b'.' if previous == b'.' => return None,
            b'%' => {
                if !is_escape_at(name.as_bytes(), i) {
                    return None;
                }
                i += 2;
            }
            _ => {}
        }
        previous = byte;
        i += 1;
    }
    (opens && closes && previous != b'.').then_some(name)
}

/// Like a derived `Debug`, with the character found escaped as messages escape it.
impl fmt::Debug for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TemplateError")
            .field("index", &self.index)
            .field("len", &self.len)
            .field("found", &FoundChar(self.found))
            .field("kind", &self.kind)
            .finish()
    }
}

impl fmt::Display for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (index, expected) = (self.index, self.kind.expected());
        let place = if self.kind.in_expression() {
            "template expression"
        } else {
            "template literal"
        };
        match (self.kind, self.found) {
            (TemplateErrorKind::TooLong, _) => {
                write!(f, "template too long: expected {expected}")
            }
            (TemplateErrorKind::UnclosedExpression, _) => {
                write!(
                    f,
                    "unclosed expression at index {index}: expected {expected}"
                )
            }
            (TemplateErrorKind::PrefixLength, None) if self.len > 0 => {
                write!(
                    f,
                    "prefix length out of range at index {index}: expected {expected}"
                )
            }
            (_, Some(c)) => write!(
                f,
                "invalid character `{}` (U+{:04X}) in {place} at index {index}: expected {expected}",
                Shown(c),
                u32::from(c),
            ),
            (_, None) => write!(
                f,
                "unexpected end of input in {place} at index {index}: expected {expected}"
            ),
        }
    }
}

impl core::error::Error for TemplateError {}

#[cfg(test)]
mod tests {
    use super::hyphenated_name;

    #[test]
    fn a_hyphenated_name_is_found_only_where_hyphens_are_all_that_is_wrong() {
        assert_eq!(hyphenated_name("{user-id}", 1), Some("user-id"));
        assert_eq!(hyphenated_name("x-y}", 1), None);
        assert_eq!(hyphenated_name("{-}", 1), Some("-"));
        assert_eq!(hyphenated_name("{a-%4}", 2), None);
    }
}
