//! Template + variables → text: expansion by [RFC 6570 §3](https://www.rfc-editor.org/rfc/rfc6570#section-3) (the algorithm of its
//! Appendix A), written straight into any `fmt::Write`.
//!
//! Each value passes through the `Encoder` of `expand_encoder.rs`, a
//! `fmt::Write` adapter that applies the prefix modifier (counting characters,
//! not bytes), percent-encodes what the operator does not allow, and decides at
//! the value's first character whether a `name=` or a bare `name` precedes it:
//! values are never collected first.
//!
//! One deviation from the RFC's letter: a value that would be a whole `.` or
//! `..` segment of the path is refused ([`ExpandError::DotSegment`]), because
//! every resolver and browser reads it as a step within or up the path, so the
//! value would change which resource the URI names; `dot_guard.rs` finds it
//! while the expansion is written.

use core::fmt::{self, Write as _};

use crate::bytes::offset::offset_in;
#[cfg(feature = "alloc")]
use crate::error::parse_error::ParseError;
use crate::template::dot_guard::{DotGuard, Guarded, Writer};
use crate::template::expand_encoder::{Encoder, write_literal};
use crate::template::operator::Operator;
use crate::template::uri_template::{Expression, Modifier, Part, UriTemplate, VarSpec};
use crate::template::variables::{Receive, Value, ValueSink, Variables};
#[cfg(feature = "alloc")]
use crate::value::owned::UriRefBuf;

/// Why a template could not be expanded with the variables given.
///
/// # Examples
///
/// ```
/// use uri::template::ExpandError;
/// use uri::UriTemplate;
///
/// let template = UriTemplate::parse("/{list:2}")?;
/// let error = template.expand_to(&mut String::new(), &[("list", ["a", "b"])]).unwrap_err();
/// assert!(matches!(error, ExpandError::PrefixOnComposite { .. }));
/// assert_eq!(
///     error.to_string(),
///     "variable `list` at index 2 of the template has a prefix modifier, \
///      which applies to strings only (RFC 6570 §2.4.1), but its value is a list or map",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ExpandError {
    /// The output (`fmt::Write`) failed, or a value's `Display` did.
    Write,
    /// A variable's value mixes kinds (a string and list members, or list
    /// members and map entries), or a member, key or value of a list or map is
    /// itself a list or map.
    Shape {
        /// The byte index of the variable's name in the template.
        index: usize,
        /// The variable's name.
        name: VarName,
    },
    /// A variable with a prefix modifier (`{var:3}`) has a list or map value.
    PrefixOnComposite {
        /// The byte index of the variable's name in the template.
        index: usize,
        /// The variable's name.
        name: VarName,
    },
    /// A variable's value would be a whole `.` or `..` segment of the path
    /// (`/users/{id}` with `id = ".."`), or would make one with the template's
    /// text around it (`{+path}` with `a/../b`, `{/id}.` with `id = ""`).
    ///
    /// RFC 6570 expands such a value as it is, but resolvers and browsers read
    /// the segment as "this directory" or "up one" ([RFC 3986 §5.2.4](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4)), so the
    /// value would change which resource the URI names; no encoding keeps it
    /// data (`%2E%2E` is the same URI as `..`, §2.3). Dots in the query or the
    /// fragment, and in a longer segment (`v1.2`, `...`), are data and pass.
    DotSegment {
        /// The byte index of the variable's name in the template.
        index: usize,
        /// The variable's name.
        name: VarName,
    },
    /// A route type's field under a reserved expansion (`{+path}`,
    /// `{#section}`) holds a character the link would carry as it is where
    /// it ends the part the value is written in, or is no character of it:
    /// a `#` anywhere (in a fragment it is no URI character at all), a `?`
    /// in the path, a `[` or `]` outside an authority, and in an authority
    /// anything that is not one authority whole (a `/`, a port that is no
    /// number). A request for the link reads the value only up to it (and a
    /// browser sends no fragment), or the link is no URI, so the value would
    /// not read back. Only a
    /// route type's `to_uri` refuses it; a template's own expansion writes
    /// such a value as RFC 6570 says.
    EndsPath {
        /// The byte index of the variable's name in the template.
        index: usize,
        /// The variable's name.
        name: VarName,
    },
    /// A route type's path field holds a control character (U+0000 to U+001F
    /// or U+007F: `a\0b`, `a\r\nb`), which the link would carry escaped
    /// (`%00`, `%0D%0A`) where reading refuses it: a path value goes on to
    /// file systems, logs and headers, so a request with one is a bad
    /// request, and the link would not read back. Only a route type's
    /// `to_uri` refuses it; a template's own expansion writes such a value
    /// as RFC 6570 says.
    ControlCharacter {
        /// The byte index of the variable's name in the template.
        index: usize,
        /// The variable's name.
        name: VarName,
    },
    /// A route type's [`SafePath`](crate::value::safe_path::SafePath) field is
    /// written where the template writes one path segment (`{name}`,
    /// `{/name}`), and the path has no segment or several: `{name}` writes
    /// a `/` as `%2F`, which reading refuses inside a segment, and writes
    /// nothing for the empty path, which reads back undefined. Use
    /// `{/path*}` or `{+path}` for a path of several segments.
    NotOneSegment {
        /// The byte index of the variable's name in the template.
        index: usize,
        /// The variable's name.
        name: VarName,
    },
    /// A route type's field under a reserved expansion (`{+path}`) holds an
    /// escape of its own (`%41`, `%2F`): RFC 6570 writes it as it is, and
    /// reading decodes it, so the link would read back with `A` or `/`
    /// where the value held `%41` or `%2F`. A `%` that begins no escape is
    /// written `%25` and reads back. Only a route type's `to_uri` refuses it;
    /// a template's own expansion writes such a value as RFC 6570 says.
    ReservedEscape {
        /// The byte index of the variable's name in the template.
        index: usize,
        /// The variable's name.
        name: VarName,
    },
    /// A route type's optional or list field writes nothing in an
    /// expression without a first character (`{q}`, `{+rest}`): `Some("")`,
    /// or a list of one empty member. RFC 6570 writes an empty value and an
    /// undefined one alike there, and reading leaves the variable
    /// undefined, so the link would read back `None` or an empty list.
    EmptyValue {
        /// The byte index of the variable's name in the template.
        index: usize,
        /// The variable's name.
        name: VarName,
    },
    /// A route type's value holds a `.` where reading cuts at the last `.`:
    /// the value of a `{.label}` after another value (`/docs/{section}{.fmt}`
    /// with `fmt = "tar.gz"` reads back `fmt = "gz"`), or the value before
    /// it where the label is left out (`section = "a.b"`, no format, reads
    /// back `section = "a"`, `fmt = "b"`).
    CutAtDot {
        /// The byte index of the variable's name in the template.
        index: usize,
        /// The variable's name.
        name: VarName,
    },
    /// A route type's list member holds a `,` under a reserved expansion
    /// (`{+list}`), which writes it as it is, where reading cuts the list's
    /// members.
    CommaInMember {
        /// The byte index of the variable's name in the template.
        index: usize,
        /// The variable's name.
        name: VarName,
    },
    /// A route type's value has more characters than its variable's prefix
    /// modifier (`{id:3}`) writes: the link would carry only the first
    /// ones, and read back as them.
    LongerThanPrefix {
        /// The byte index of the variable's name in the template.
        index: usize,
        /// The variable's name.
        name: VarName,
    },
    /// A variant of a route enum writes a link that the enum reads as
    /// another variant, whose template is more specific for it (`Page {
    /// page: "health" }` writes `/health`, which a `Health` variant's
    /// `/health` reads), or does not read back at all; `name` is the
    /// variant's template's first variable.
    ReadsAsAnother {
        /// The byte index of the variable's name in the template.
        index: usize,
        /// The variable's name.
        name: VarName,
    },
    /// A route type's variable is undefined (`None`, an empty list) where a
    /// later variable of the same positional expression is defined
    /// (`{/year,month}` with only `month`): expansion leaves the first out,
    /// and reading gives an expression's values to its first variables, so
    /// the link would read back with `month`'s value as `year`'s. Only a
    /// route type's `to_uri` refuses it; a template's own expansion writes
    /// such values as RFC 6570 says.
    LeftOut {
        /// The byte index of the undefined variable's name in the template.
        index: usize,
        /// The undefined variable's name.
        name: VarName,
    },
    /// The expansion is not a URI reference (only from
    /// [`UriTemplate::expand`]): the template's literals do not form one (RFC 6570
    /// checks them one character at a time), or reserved expansion (`{+var}`,
    /// `{#var}`) copied a value's delimiters, such as `a#b#c`, as they are.
    #[cfg(feature = "alloc")]
    NotUriReference {
        /// Why the expansion is not a URI reference; its index is in `text`.
        error: ParseError,
        /// The expansion, whole.
        text: alloc::string::String,
    },
}

/// A variable's name in an [`ExpandError`]: up to 32 bytes of it, so the error
/// needs no allocation.
///
/// # Examples
///
/// ```
/// use uri::template::ExpandError;
/// use uri::UriTemplate;
///
/// let template = UriTemplate::parse("{x:1}")?;
/// let Err(ExpandError::PrefixOnComposite { name, .. }) = template.expand_to(&mut String::new(), &[("x", [1])]) else {
///     panic!()
/// };
/// assert_eq!(name.as_str(), "x");
/// # Ok::<(), uri::template::TemplateError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct VarName {
    bytes: [u8; 32],
    len: u8,
    cut: bool,
}

impl VarName {
    pub(crate) fn new(name: &str) -> Self {
        let mut len = name.len().min(32);
        // Names are ASCII (§2.3), so any cut is on a character boundary.
        while !name.is_char_boundary(len) {
            len -= 1;
        }
        let mut bytes = [0; 32];
        bytes[..len].copy_from_slice(&name.as_bytes()[..len]);
        Self {
            bytes,
            #[allow(clippy::cast_possible_truncation, reason = "len <= 32")]
            len: len as u8,
            cut: len < name.len(),
        }
    }

    /// The name, or its first 32 bytes when it is longer.
    ///
    /// # Examples
    ///
    /// See [`VarName`].
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }
}

impl fmt::Display for VarName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())?;
        if self.cut {
            f.write_str("...")?;
        }
        Ok(())
    }
}

impl fmt::Debug for VarName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{self}\"")
    }
}

impl fmt::Display for ExpandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Write => f.write_str("the output of the expansion, or a value's Display, failed"),
            Self::Shape { index, name } => write!(
                f,
                "variable `{name}` at index {index} of the template has a value of mixed kinds, \
                 or a list or map inside a list or map: values are strings, lists of strings \
                 or maps of strings (RFC 6570 §2.3)"
            ),
            Self::PrefixOnComposite { index, name } => write!(
                f,
                "variable `{name}` at index {index} of the template has a prefix modifier, \
                 which applies to strings only (RFC 6570 §2.4.1), but its value is a list or map"
            ),
            Self::DotSegment { index, name } => write!(
                f,
                "the value of variable `{name}` at index {index} of the template would put a \
                 `.` or `..` segment in the path (as the whole value, within it, or with the \
                 template's text around it), which resolvers and browsers read as a step \
                 within or up the path: a value cannot change which resource the URI names"
            ),
            Self::EndsPath { index, name } => write!(
                f,
                "the value of variable `{name}` at index {index} of the template holds \
                 a character a reserved expansion writes as it is where it ends the part of the \
                 link the value is in, or is no character of it (`#`, `?`, `[`, `]`, or what \
                 is no authority): the link would not read back as the same value"
            ),
            Self::ControlCharacter { index, name } => write!(
                f,
                "the value of variable `{name}` at index {index} of the template holds \
                 a control character, which reading refuses in a path value: the link would \
                 not read back"
            ),
            Self::NotOneSegment { index, name } => write!(
                f,
                "the value of variable `{name}` at index {index} of the template is a \
                 path of no segment or of several, where the template writes one segment: the \
                 link would not read back"
            ),
            Self::ReservedEscape { index, name } => write!(
                f,
                "the value of variable `{name}` at index {index} of the template holds \
                 an escape (`%` and two hex digits), which a reserved expansion writes as it is \
                 and reading decodes: the link would not read back as the same value"
            ),
            Self::EmptyValue { index, name } => write!(
                f,
                "the value of variable `{name}` at index {index} of the template is \
                 empty, which its expression writes as nothing and reading reads as undefined: \
                 the link would not read back as the same value"
            ),
            Self::CutAtDot { index, name } => write!(
                f,
                "the value of variable `{name}` at index {index} of the template holds \
                 a `.` where reading cuts the text at its last `.` (a `{{.label}}` follows or \
                 is it): the link would not read back as the same value"
            ),
            Self::CommaInMember { index, name } => write!(
                f,
                "a member of the list `{name}` at index {index} of the template holds \
                 a `,`, which a reserved expansion writes as it is and reading takes for the \
                 end of the member: the link would not read back as the same value"
            ),
            Self::LongerThanPrefix { index, name } => write!(
                f,
                "the value of variable `{name}` at index {index} of the template is \
                 longer than its prefix modifier writes: the link would read back as its \
                 first characters"
            ),
            Self::ReadsAsAnother { index, name } => write!(
                f,
                "the link of the variable `{name}` at index {index} of the template is \
                 read as another variant of the route, whose template is more specific for it, \
                 or not read back: the link would not read back as the same value"
            ),
            Self::LeftOut { index, name } => write!(
                f,
                "variable `{name}` at index {index} of the template is undefined where \
                 a later variable of its expression is defined: reading gives the expression's \
                 values to its first variables, so the link would not read back as the same value"
            ),
            #[cfg(feature = "alloc")]
            Self::NotUriReference { error, .. } => {
                write!(f, "the expansion is not a URI reference: {error}")
            }
        }
    }
}

/// Like a derived `Debug`, with the expansion shown as messages show text: a
/// password in it replaced by `***`.
impl fmt::Debug for ExpandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Write => f.write_str("Write"),
            Self::Shape { index, name } => f
                .debug_struct("Shape")
                .field("index", index)
                .field("name", name)
                .finish(),
            Self::PrefixOnComposite { index, name } => f
                .debug_struct("PrefixOnComposite")
                .field("index", index)
                .field("name", name)
                .finish(),
            Self::DotSegment { index, name } => f
                .debug_struct("DotSegment")
                .field("index", index)
                .field("name", name)
                .finish(),
            Self::EndsPath { index, name } => f
                .debug_struct("EndsPath")
                .field("index", index)
                .field("name", name)
                .finish(),
            Self::ControlCharacter { index, name } => f
                .debug_struct("ControlCharacter")
                .field("index", index)
                .field("name", name)
                .finish(),
            Self::NotOneSegment { index, name } => f
                .debug_struct("NotOneSegment")
                .field("index", index)
                .field("name", name)
                .finish(),
            Self::ReservedEscape { index, name } => f
                .debug_struct("ReservedEscape")
                .field("index", index)
                .field("name", name)
                .finish(),
            Self::EmptyValue { index, name } => f
                .debug_struct("EmptyValue")
                .field("index", index)
                .field("name", name)
                .finish(),
            Self::CutAtDot { index, name } => f
                .debug_struct("CutAtDot")
                .field("index", index)
                .field("name", name)
                .finish(),
            Self::CommaInMember { index, name } => f
                .debug_struct("CommaInMember")
                .field("index", index)
                .field("name", name)
                .finish(),
            Self::LongerThanPrefix { index, name } => f
                .debug_struct("LongerThanPrefix")
                .field("index", index)
                .field("name", name)
                .finish(),
            Self::ReadsAsAnother { index, name } => f
                .debug_struct("ReadsAsAnother")
                .field("index", index)
                .field("name", name)
                .finish(),
            Self::LeftOut { index, name } => f
                .debug_struct("LeftOut")
                .field("index", index)
                .field("name", name)
                .finish(),
            #[cfg(feature = "alloc")]
            Self::NotUriReference { error, text } => f
                .debug_struct("NotUriReference")
                .field("error", error)
                .field("text", &crate::error::secret::Quoted(text))
                .finish(),
        }
    }
}

impl core::error::Error for ExpandError {}

impl From<fmt::Error> for ExpandError {
    fn from(_: fmt::Error) -> Self {
        Self::Write
    }
}

impl From<Writer<'_>> for ExpandError {
    /// The variable that wrote a dot segment.
    fn from(writer: Writer<'_>) -> Self {
        Self::DotSegment {
            index: writer.index,
            name: VarName::new(writer.name),
        }
    }
}

impl UriTemplate<'_> {
    /// Expands the template with `variables` ([RFC 6570 §3](https://www.rfc-editor.org/rfc/rfc6570#section-3)) into `out`, as text.
    ///
    /// Nothing is allocated; the output is not parsed (see [`expand`](Self::expand)
    /// for a checked URI reference). On an error, `out` holds the expansion up to
    /// where the error was found.
    ///
    /// A value that would be a whole `.` or `..` segment of the path is refused:
    /// RFC 6570 writes it as it is, but it would change which resource the URI
    /// names (see [`ExpandError::DotSegment`]).
    ///
    /// # Errors
    ///
    /// [`ExpandError::Write`] when `out` fails, [`ExpandError::Shape`] and
    /// [`ExpandError::PrefixOnComposite`] for values the expression cannot take,
    /// [`ExpandError::DotSegment`] for a value that would be a dot segment.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::UriTemplate;
    ///
    /// let template = UriTemplate::parse("/users/{id}/repos{?page,per_page}")?;
    /// let mut out = String::new();
    /// template.expand_to(&mut out, &[("id", "émile"), ("page", "2")])?;
    /// assert_eq!(out, "/users/%C3%A9mile/repos?page=2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn expand_to<W, V>(&self, out: &mut W, variables: &V) -> Result<(), ExpandError>
    where
        W: fmt::Write + ?Sized,
        V: Variables + ?Sized,
    {
        let mut out = Out(out);
        let mut guard = DotGuard::new();
        {
            let mut out = Guarded::new(&mut out, &mut guard);
            for part in self.parts() {
                match part {
                    Part::Literal(text) => {
                        out.write_as(None);
                        write_literal(&mut out, text)?;
                    }
                    Part::Expression(expression) => {
                        let base = offset_in(self.as_str(), expression.as_str());
                        expand_expression(&mut out, expression, base, variables)?;
                    }
                }
                if let Some(writer) = out.found() {
                    return Err(writer.into());
                }
            }
        }
        guard.finish().map_or(Ok(()), |writer| Err(writer.into()))
    }

    /// Expands the template with `variables` into a new `String`; see
    /// [`expand_to`](Self::expand_to).
    ///
    /// # Errors
    ///
    /// As for [`expand_to`](Self::expand_to), but never [`ExpandError::Write`]
    /// unless a value's `Display` fails.
    ///
    /// # Examples
    ///
    /// ```
    /// use std::collections::BTreeMap;
    /// use uri::UriTemplate;
    ///
    /// let template = UriTemplate::parse("{/path*}{?q}")?;
    /// let mut variables: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    /// variables.insert("path", vec!["a", "b c"]);
    /// assert_eq!(template.expand_to_string(&variables)?, "/a/b%20c");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "alloc")]
    pub fn expand_to_string<V: Variables + ?Sized>(
        &self,
        variables: &V,
    ) -> Result<alloc::string::String, ExpandError> {
        let mut out = alloc::string::String::with_capacity(self.as_str().len() + 16);
        self.expand_to(&mut out, variables)?;
        Ok(out)
    }

    /// Expands the template with `variables` and checks that the result is a URI
    /// reference ([RFC 3986 §4.1](https://www.rfc-editor.org/rfc/rfc3986#section-4.1)).
    ///
    /// A value never changes which resource the result names: one that would be
    /// a whole `.` or `..` segment of the path is refused
    /// ([`ExpandError::DotSegment`]), where RFC 6570 would write it as it is.
    /// `{+path}` is the way to give several segments, and the rule holds for
    /// each of them (`a/../b` is refused).
    ///
    /// Expansion writes only characters a URI may hold, and whole escapes, but
    /// not always a URI reference: RFC 6570 checks a template's literals one
    /// character at a time, so `http://h:x/{y}` expands to a bad port whatever
    /// `y` is, and reserved expansion (`{+var}`, `{#var}`) copies delimiters
    /// such as `#` and `[` from values as they are. Such a result is an error
    /// that holds the text; [`expand_to_string`](Self::expand_to_string) returns
    /// it unchecked.
    ///
    /// # Errors
    ///
    /// As for [`expand_to_string`](Self::expand_to_string) (including
    /// [`ExpandError::DotSegment`]), and [`ExpandError::NotUriReference`]
    /// (holding the text) when the result is not a URI reference.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::ExpandError;
    /// use uri::UriTemplate;
    ///
    /// let template = UriTemplate::parse("https://example.com/{+path}")?;
    /// let uri = template.expand(&[("path", "docs/a b")])?;
    /// assert_eq!(uri.path(), "/docs/a%20b");
    ///
    /// let error = template.expand(&[("path", "x#y#z")]).unwrap_err();
    /// assert!(matches!(error, ExpandError::NotUriReference { .. }));
    ///
    /// // A value cannot climb out of the path the template names.
    /// let error = template.expand(&[("path", "docs/../../admin")]).unwrap_err();
    /// assert!(matches!(error, ExpandError::DotSegment { index: 22, .. }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "alloc")]
    pub fn expand<V: Variables + ?Sized>(&self, variables: &V) -> Result<UriRefBuf, ExpandError> {
        let text = self.expand_to_string(variables)?;
        UriRefBuf::try_from(text).map_err(|error| ExpandError::NotUriReference {
            error: error.error(),
            text: error.into_input(),
        })
    }
}

/// The caller's output in a sized wrapper, so it can be passed on as
/// `&mut dyn fmt::Write` (an unsized `W` cannot be).
struct Out<'w, W: fmt::Write + ?Sized>(&'w mut W);

impl<W: fmt::Write + ?Sized> fmt::Write for Out<'_, W> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0.write_str(s)
    }
}

/// The state of one expression: its operator, and whether a defined variable
/// has been written yet (the first gets the operator's prefix, later ones its
/// separator).
pub(crate) struct ExpressionOut<'e, 'o, 'n> {
    out: &'e mut Guarded<'o, 'n>,
    operator: Operator,
    started: bool,
}

impl<'e, 'o, 'n> ExpressionOut<'e, 'o, 'n> {
    /// An expression with `operator` about to be written to `out`.
    pub(crate) fn new(out: &'e mut Guarded<'o, 'n>, operator: Operator) -> Self {
        Self {
            out,
            operator,
            started: false,
        }
    }

    fn separate(&mut self) -> fmt::Result {
        let text = if self.started {
            self.operator.separator()
        } else {
            self.operator.first()
        };
        self.started = true;
        self.out.write_str(text)
    }
}

fn expand_expression<'n, V: Variables + ?Sized>(
    out: &mut Guarded<'_, 'n>,
    expression: Expression<'n>,
    base: usize,
    variables: &V,
) -> Result<(), ExpandError> {
    let mut state = ExpressionOut::new(out, expression.operator());
    for spec in expression.variables() {
        let index = base + offset_in(expression.as_str(), spec.name());
        expand_variable(&mut state, spec, index, |sink| {
            variables.write_variable(spec.name(), sink)
        })?;
    }
    Ok(())
}

/// Expands one variable of an expression, whose value `write` describes to the
/// sink it is given; `index` is where the variable's name is in the template,
/// for the error. The guard behind the output knows the variable as the writer
/// of what follows, separators included.
pub(crate) fn expand_variable<'n>(
    state: &mut ExpressionOut<'_, '_, 'n>,
    spec: VarSpec<'n>,
    index: usize,
    write: impl FnOnce(&mut ValueSink<'_>) -> fmt::Result,
) -> Result<(), ExpandError> {
    state.out.write_as(Some(Writer {
        index,
        name: spec.name(),
    }));
    let mut receiver = VariableOut {
        expression: state,
        spec,
        shape: ValueKind::Undefined,
        failure: None,
    };
    let result = write(&mut ValueSink::new(&mut receiver));
    if let Some(failure) = receiver.failure {
        let name = VarName::new(spec.name());
        return Err(match failure {
            Failure::Shape => ExpandError::Shape { index, name },
            Failure::PrefixOnComposite => ExpandError::PrefixOnComposite { index, name },
        });
    }
    result.map_err(ExpandError::from)
}

/// What a variable's value turned out to be, from the first call of its sink.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ValueKind {
    Undefined,
    String,
    List,
    Map,
}

/// Why a value was refused.
#[derive(Clone, Copy)]
enum Failure {
    Shape,
    PrefixOnComposite,
}

/// Receives the value of one variable and writes its expansion.
struct VariableOut<'e, 'x, 'o, 'n> {
    expression: &'e mut ExpressionOut<'x, 'o, 'n>,
    spec: VarSpec<'e>,
    shape: ValueKind,
    failure: Option<Failure>,
}

impl VariableOut<'_, '_, '_, '_> {
    /// Records the shape of the value; refuses a second kind.
    fn enter(&mut self, shape: ValueKind) -> fmt::Result {
        if self.shape != ValueKind::Undefined && self.shape != shape {
            return self.fail(Failure::Shape);
        }
        if shape != ValueKind::String && matches!(self.spec.modifier(), Modifier::Prefix(_)) {
            return self.fail(Failure::PrefixOnComposite);
        }
        let first = self.shape == ValueKind::Undefined;
        self.shape = shape;
        if first && !(shape != ValueKind::String && self.exploded()) {
            // One value: the prefix or separator, and for named operators `name`.
            self.expression.separate()?;
            if self.expression.operator.is_named() {
                self.expression.out.write_str(self.spec.name())?;
            }
        }
        Ok(())
    }

    fn fail(&mut self, failure: Failure) -> fmt::Result {
        self.failure = Some(failure);
        Err(fmt::Error)
    }

    fn exploded(&self) -> bool {
        matches!(self.spec.modifier(), Modifier::Explode)
    }

    /// Writes `value`, a string, through the encoder; `lead` goes before its first
    /// character, `if_empty` instead when it has none.
    fn write_string(
        &mut self,
        value: &dyn Value,
        lead: &'static str,
        if_empty: &'static str,
        limit: Option<u16>,
    ) -> fmt::Result {
        let allow_reserved = self.expression.operator.allows_reserved();
        let mut encoder = Encoder::new(
            &mut *self.expression.out,
            allow_reserved,
            limit.map_or(usize::MAX, usize::from),
            lead,
        );
        let mut nested = false;
        let result = value.write_to(&mut ValueSink::new(&mut StringOnly {
            encoder: &mut encoder,
            nested: &mut nested,
        }));
        if nested {
            return self.fail(Failure::Shape);
        }
        result?;
        encoder.finish(if_empty)
    }
}

impl Receive for VariableOut<'_, '_, '_, '_> {
    fn string(&mut self, value: &dyn fmt::Display) -> fmt::Result {
        if self.shape != ValueKind::Undefined {
            return self.fail(Failure::Shape);
        }
        self.enter(ValueKind::String)?;
        let operator = self.expression.operator;
        let (lead, if_empty) = if operator.is_named() {
            ("=", operator.if_empty())
        } else {
            ("", "")
        };
        let limit = match self.spec.modifier() {
            Modifier::Prefix(length) => Some(length),
            _ => None,
        };
        self.write_string(&Displayed(value), lead, if_empty, limit)
    }

    fn item(&mut self, item: &dyn Value) -> fmt::Result {
        if !is_defined(item) {
            return Ok(());
        }
        let first = self.shape == ValueKind::Undefined;
        self.enter(ValueKind::List)?;
        let operator = self.expression.operator;
        if self.exploded() {
            self.expression.separate()?;
            if operator.is_named() {
                self.expression.out.write_str(self.spec.name())?;
                return self.write_string(item, "=", operator.if_empty(), None);
            }
        } else if first {
            if operator.is_named() {
                self.expression.out.write_str("=")?;
            }
        } else {
            self.expression.out.write_str(",")?;
        }
        self.write_string(item, "", "", None)
    }

    fn entry(&mut self, key: &dyn Value, value: &dyn Value) -> fmt::Result {
        if !is_defined(value) {
            return Ok(());
        }
        let first = self.shape == ValueKind::Undefined;
        self.enter(ValueKind::Map)?;
        let operator = self.expression.operator;
        if self.exploded() {
            self.expression.separate()?;
            self.write_string(key, "", "", None)?;
            if operator.is_named() {
                return self.write_string(value, "=", operator.if_empty(), None);
            }
            self.expression.out.write_str("=")?;
        } else {
            if first {
                if operator.is_named() {
                    self.expression.out.write_str("=")?;
                }
            } else {
                self.expression.out.write_str(",")?;
            }
            self.write_string(key, "", "", None)?;
            self.expression.out.write_str(",")?;
        }
        self.write_string(value, "", "", None)
    }

    fn refuse(&mut self) -> fmt::Result {
        self.fail(Failure::Shape)
    }
}

/// Whether a member or a pair's value is defined: whether it makes any call of
/// its sink. A probe, so `None` members and pairs are skipped whole.
fn is_defined(value: &dyn Value) -> bool {
    struct Probe(bool);
    impl Receive for Probe {
        fn string(&mut self, _: &dyn fmt::Display) -> fmt::Result {
            self.0 = true;
            Err(fmt::Error)
        }
        fn item(&mut self, _: &dyn Value) -> fmt::Result {
            self.0 = true;
            Err(fmt::Error)
        }
        fn entry(&mut self, _: &dyn Value, _: &dyn Value) -> fmt::Result {
            self.0 = true;
            Err(fmt::Error)
        }
        fn refuse(&mut self) -> fmt::Result {
            self.0 = true;
            Err(fmt::Error)
        }
    }
    let mut probe = Probe(false);
    let _stopped_at_the_first_call = value.write_to(&mut ValueSink::new(&mut probe));
    probe.0
}

/// A `Display` seen as a string value.
struct Displayed<'d>(&'d dyn fmt::Display);

impl Value for Displayed<'_> {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        sink.display(self.0)
    }
}

/// Receives a member, key or value of a list or map: a string, or nothing.
struct StringOnly<'a, 'o> {
    encoder: &'a mut Encoder<'o>,
    nested: &'a mut bool,
}

impl Receive for StringOnly<'_, '_> {
    fn string(&mut self, value: &dyn fmt::Display) -> fmt::Result {
        fmt::write(self.encoder, format_args!("{value}"))
    }

    fn item(&mut self, _: &dyn Value) -> fmt::Result {
        *self.nested = true;
        Err(fmt::Error)
    }

    fn entry(&mut self, _: &dyn Value, _: &dyn Value) -> fmt::Result {
        *self.nested = true;
        Err(fmt::Error)
    }

    fn refuse(&mut self) -> fmt::Result {
        *self.nested = true;
        Err(fmt::Error)
    }
}

#[cfg(test)]
mod tests {
    use crate::template::uri_template::UriTemplate;
    use alloc::string::String;
    use alloc::vec;
    use alloc::vec::Vec;

    fn expand(template: &str, variables: &[(&str, &dyn super::Value)]) -> String {
        UriTemplate::parse(template)
            .unwrap()
            .expand_to_string(variables)
            .unwrap()
    }

    #[test]
    fn reserved_expansion_keeps_whole_triplets_only() {
        let cases = [
            ("%41", "%41"),
            ("%4", "%254"),
            ("%", "%25"),
            ("%%41", "%25%41"),
            ("%4%41", "%254%41"),
            ("a%zz", "a%25zz"),
            ("%e9\u{e9}", "%e9%C3%A9"),
        ];
        for (value, expected) in cases {
            assert_eq!(expand("{+v}", &[("v", &value)]), expected, "{value}");
        }
        assert_eq!(expand("{v}", &[("v", &"%41")]), "%2541");
    }

    #[test]
    fn prefix_counts_characters_before_encoding() {
        assert_eq!(expand("{v:2}", &[("v", &"\u{e9}\u{e8}x")]), "%C3%A9%C3%A8");
        // A triplet that reserved expansion keeps is one character.
        assert_eq!(expand("{+v:2}", &[("v", &"%41bc")]), "%41b");
        assert_eq!(expand("{+v:1}", &[("v", &"%41bc")]), "%41");
        assert_eq!(expand("{+v:2}", &[("v", &"%4xyz")]), "%254");
        assert_eq!(expand("{+v:1}", &[("v", &"%4xyz")]), "%25");
        assert_eq!(expand("{v:2}", &[("v", &"%41")]), "%254");
        assert_eq!(expand("{;v:3}", &[("v", &"")]), ";v");
        assert_eq!(expand("{?v:3}", &[("v", &"")]), "?v=");
    }

    #[test]
    fn split_writes_keep_the_triplet_state() {
        struct Pieces(Vec<&'static str>);
        impl core::fmt::Display for Pieces {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                self.0.iter().try_for_each(|piece| f.write_str(piece))
            }
        }
        struct Split(Vec<&'static str>);
        impl super::Value for Split {
            fn write_to(&self, sink: &mut super::ValueSink<'_>) -> core::fmt::Result {
                sink.display(&Pieces(self.0.clone()))
            }
        }
        let value = Split(vec!["a%", "4", "1%", "g"]);
        assert_eq!(expand("{+v}", &[("v", &value)]), "a%41%25g");
    }

    #[test]
    fn undefined_members_and_pair_values_are_skipped() {
        let list: [Option<&str>; 3] = [None, Some("b"), None];
        assert_eq!(expand("{?l}", &[("l", &list)]), "?l=b");
        let none: [Option<&str>; 1] = [None];
        assert_eq!(expand("{?l,x}", &[("l", &none), ("x", &1)]), "?x=1");
        let map: [(&str, Option<u8>); 2] = [("a", None), ("b", Some(2))];
        assert_eq!(expand("{?m*}", &[("m", &map)]), "?b=2");
    }

    #[test]
    fn nested_and_mixed_values_are_errors() {
        let nested = [[1, 2]];
        let template = UriTemplate::parse("x{a,l}").unwrap();
        let error = template
            .expand_to_string(&[("a", &1 as &dyn super::Value), ("l", &nested)])
            .unwrap_err();
        assert_eq!(
            error,
            super::ExpandError::Shape {
                index: 4,
                name: super::VarName::new("l")
            }
        );
    }
}
