//! Why a template cannot be matched: [`AmbiguityError`], the expression and
//! the rule ([`AmbiguityErrorKind`]) under which its expansions could be read back in more
//! than one way. The rules themselves are applied in `plan.rs`.

use core::fmt;
use core::ops::Range;

use crate::error::render::{Rendered, Spanned};
use crate::error::report::Report;

/// Why a template cannot be matched: where an expansion could be read back in
/// more than one way, and by which rule.
///
/// # Examples
///
/// ```
/// use uri::template::AmbiguityErrorKind;
/// use uri::UriTemplate;
///
/// let error = UriTemplate::parse("/{a}{b}")?.matcher().unwrap_err();
/// assert_eq!(error.kind(), AmbiguityErrorKind::NoBoundary);
/// assert_eq!(error.index(), 1);
/// # Ok::<(), uri::template::TemplateError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AmbiguityError {
    pub(crate) index: usize,
    pub(crate) kind: AmbiguityErrorKind,
}

/// What makes a template ambiguous; see [`AmbiguityError`]. Each kind is a
/// rule of [`UriTemplate::matcher`](crate::UriTemplate::matcher) that the
/// template breaks.
///
/// # Examples
///
/// ```
/// use uri::template::AmbiguityErrorKind;
/// use uri::UriTemplate;
///
/// let error = UriTemplate::parse("{/list*,id}")?.matcher().unwrap_err();
/// assert_eq!(error.kind(), AmbiguityErrorKind::Explode);
/// # Ok::<(), uri::template::TemplateError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum AmbiguityErrorKind {
    /// An exploded variable beside other variables of an expression without
    /// names (`{/list*,id}`, `{list*,id}`): its members cannot be told from the
    /// values of the variables after it. In a named expression (`{?list*,page}`,
    /// `{;params*,id}`) the names tell them apart, and that is allowed, unless
    /// another variable of the section has the exploded one's name
    /// (`{?page*,page}`, `{?tag*}{&tag}`).
    Explode,
    /// An expression whose separator may also occur inside a value: several
    /// variables of `+`, `#` or `.` (`{+a,b}`, `{#a,b}`, `{.a,b}`), or an
    /// exploded `{.list*}`, whose members may hold `.`.
    SeparatorInValues,
    /// An expression whose end cannot be told from what follows it, under none
    /// of the rules that end an expression early (`{a}{b}`, `{/a}{/b}`,
    /// `{+a}/{b}`, `{a}{.b}{.c}`): its values may hold the character that follows.
    NoBoundary,
    /// An expression that opens the query or the fragment (`{?…}`, `{#…}`)
    /// with something after it in its section that does not open the section
    /// itself (`{?a}x`, `{?a}&b={b}`, `{#a}{b}`, `{#a}x`): expanded to nothing,
    /// it leaves that text in the path, where it cannot be told from the
    /// path. A `{?a}` followed by `{&…}` expressions only is fine: a query may
    /// begin with `&`.
    OptionalOpener,
    /// Values that shift to other variables when expansion leaves one out,
    /// and would then not read back: an expression of several variables
    /// without names (`{x,y}`, `{/year,month}`), or a run of labels
    /// (`{.a}{.b}`), gives a text's values to its first variables, so none of
    /// its variables may be named elsewhere in the template (`{a,b}/{a}`,
    /// `{/a,b}{?a}`, `/f{.a}{.b}{;b}`), and only its last may have a prefix
    /// modifier (`{x:2,y}`). A label and the expression just before it
    /// (`{id}{.format}`) share a run the same way, a `.` of the first's value
    /// read as the label's start, so neither may be named elsewhere either
    /// (`/{id}{.format}/{format}`). Named expressions (`/{a}{?a,b}`) tell
    /// their variables apart.
    PositionalShift,
}

impl AmbiguityError {
    /// The byte index in the template of the expression that cannot be matched.
    ///
    /// # Examples
    ///
    /// See [`AmbiguityError`].
    pub const fn index(&self) -> usize {
        self.index
    }

    /// What makes it ambiguous.
    ///
    /// # Examples
    ///
    /// See [`AmbiguityError`].
    pub const fn kind(&self) -> AmbiguityErrorKind {
        self.kind
    }
}

impl fmt::Display for AmbiguityError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let index = self.index;
        match self.kind {
            AmbiguityErrorKind::Explode => write!(
                f,
                "the expression at index {index} of the template explodes a variable beside \
                 other variables without names, whose members cannot be told apart from the \
                 values of the variables after it"
            ),
            AmbiguityErrorKind::SeparatorInValues => write!(
                f,
                "the expression at index {index} of the template separates its values with \
                 a character that the values may also hold"
            ),
            AmbiguityErrorKind::PositionalShift => write!(
                f,
                "the expression at index {index} of the template holds a variable whose value \
                 could shift to another place: expansion leaves undefined variables out, \
                 reading gives the values of several unnamed variables to the first of them, \
                 and a label begins at the last `.` of the value before it, so none may be \
                 named elsewhere and only the last may have a prefix modifier"
            ),
            AmbiguityErrorKind::OptionalOpener => write!(
                f,
                "the expression at index {index} of the template opens a section that it may \
                 leave out, and what follows it in that section would then be read as part of \
                 the path"
            ),
            AmbiguityErrorKind::NoBoundary => write!(
                f,
                "the end of the expression at index {index} of the template cannot be told from \
                 what follows it: its values may hold the character that follows"
            ),
        }
    }
}

impl core::error::Error for AmbiguityError {}

#[cfg(feature = "matching")]
impl AmbiguityError {
    /// Draws `template` with a caret under the expression's `{`, below the
    /// message. `template` must be the template that was checked.
    ///
    /// # Examples
    ///
    /// ```
    /// let template = "/{a}{b}";
    /// let error = uri::UriTemplate::parse(template)?.matcher().unwrap_err();
    /// assert!(error.render(template).to_string().ends_with("\n  | /{a}{b}\n  |  ^"));
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub fn render<'a>(&self, template: &'a str) -> Rendered<'a, Self> {
        Rendered::new(*self, template)
    }

    /// This error with a copy of the template it is about, as an owned error
    /// that draws itself.
    ///
    /// # Examples
    ///
    /// ```
    /// let template = "/{a}{b}";
    /// let report = uri::UriTemplate::parse(template)?.matcher().unwrap_err().report(template);
    /// assert_eq!(report.input(), template);
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub fn report(&self, template: &str) -> Report<Self> {
        Report::new(*self, alloc::string::String::from(template))
    }
}

#[cfg(feature = "matching")]
impl Spanned for AmbiguityError {
    fn span(&self) -> Range<usize> {
        self.index..self.index + 1
    }
}
