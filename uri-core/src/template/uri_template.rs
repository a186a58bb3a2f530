//! Checked template → typed value: [`UriTemplate`], its [`Expression`]s and their
//! [`VarSpec`]s, all readable in `const` code.
//!
//! The value is the checked text alone; every reader walks it again. A template
//! is short and the grammar has no nesting, so that costs less than storing
//! positions, and it keeps the value `Copy`, one pointer wide plus a length, and
//! free to construct in `const` items.
//!
//! The price is indexed access: [`UriTemplate::expression`] and
//! [`Expression::var`] scan the text up to the item they return (a byte loop
//! that counts `{` or `,`, nothing parsed on the way), so a loop over indexes
//! reads the text once per index. The iterators ([`UriTemplate::expressions`],
//! [`UriTemplate::parts`], [`Expression::variables`]) read it once in all, and
//! every reader of this crate uses them: none is quadratic.

use core::fmt;

use crate::error::secret::Quoted;
use crate::template::error::TemplateError;
use crate::template::operator::Operator;
use crate::template::parse::check;

/// A URI Template (RFC 6570): text with `{...}` expressions that expand into a URI
/// reference. Parsed and checked on construction; borrowed, `Copy`, and buildable
/// in `const` code, like [`Uri`](crate::Uri).
///
/// Expansion is always there; reading values back out of a URI (`matcher`,
/// and `TemplateSet` for many templates) needs the `matching` feature.
///
/// # Examples
///
/// ```
/// use uri::UriTemplate;
///
/// let repos = UriTemplate::parse("https://api.example.com/users/{id}/repos{?page}")?;
/// # #[cfg(feature = "alloc")] {
/// let url = repos.expand(&[("id", "ada lovelace"), ("page", "2")])?;
/// assert_eq!(url, "https://api.example.com/users/ada%20lovelace/repos?page=2");
///
/// // A value that would be a `..` segment is refused, not written.
/// assert!(repos.expand(&[("id", "..")]).is_err());
///
/// // Matching (feature `matching`) reads the values back out of a URI.
/// # #[cfg(feature = "matching")]
/// assert_eq!(repos.matcher()?.captures(url.as_str())?.parse::<String>("id")?, "ada lovelace");
/// # }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// Parsing is a `const fn`, so a template can be checked in a `const` item
/// (`uri_template!` says the same in one line, with a compile error that
/// points at the character):
///
/// ```
/// use uri::UriTemplate;
///
/// const REPOS: UriTemplate<'static> =
///     match UriTemplate::parse("https://api.example.com/users/{id}/repos{?page}") {
///         Ok(template) => template,
///         Err(_) => panic!("invalid template"),
///     };
/// assert_eq!(REPOS.level(), 3);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UriTemplate<'a> {
    text: &'a str,
}

impl<'a> UriTemplate<'a> {
    /// Parses `text` as a `URI-Template` ([RFC 6570 §2](https://www.rfc-editor.org/rfc/rfc6570#section-2)), all four levels.
    ///
    /// # Errors
    ///
    /// A [`TemplateError`] with the byte index of the first character that breaks
    /// the grammar.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::UriTemplate;
    ///
    /// assert!(UriTemplate::parse("/search{?q,lang}").is_ok());
    /// assert_eq!(UriTemplate::parse("/search{?q").unwrap_err().index(), 7);
    /// ```
    pub const fn parse(text: &'a str) -> Result<Self, TemplateError> {
        match check(text) {
            Ok(_) => Ok(Self { text }),
            Err(error) => Err(error),
        }
    }

    /// A template of text the macro has already checked.
    pub(crate) const fn from_checked(text: &'a str) -> Self {
        Self { text }
    }

    /// The template as written.
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::UriTemplate::parse("/a/{b}")?;
    /// assert_eq!(template.as_str(), "/a/{b}");
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub const fn as_str(&self) -> &'a str {
        self.text
    }

    /// How many expressions the template holds.
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::UriTemplate::parse("/a/{b}{?c,d}")?;
    /// assert_eq!(template.expression_count(), 2);
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub const fn expression_count(&self) -> usize {
        let bytes = self.text.as_bytes();
        let mut count = 0;
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == b'{' {
                count += 1;
            }
            i += 1;
        }
        count
    }

    /// The expression at `index` (counting from 0), or `None` past the last.
    ///
    /// The template stores no positions (it stays `Copy` and `const`), so this
    /// scans the text up to that expression: to visit every expression, iterate
    /// [`expressions`](Self::expressions), which reads the text once.
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::UriTemplate::parse("/a/{b}{?c,d}")?;
    /// assert_eq!(template.expression(1).unwrap().as_str(), "{?c,d}");
    /// assert!(template.expression(2).is_none());
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub const fn expression(&self, index: usize) -> Option<Expression<'a>> {
        // In checked text every `{` opens an expression and the next `}`
        // closes it: literals and variable lists hold neither.
        let bytes = self.text.as_bytes();
        let mut seen = 0;
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == b'{' {
                if seen == index {
                    let rest = self.text.split_at(i).1;
                    let mut end = 1;
                    while rest.as_bytes()[end] != b'}' {
                        end += 1;
                    }
                    return Some(Expression {
                        text: rest.split_at(end + 1).0,
                    });
                }
                seen += 1;
            }
            i += 1;
        }
        None
    }

    /// The expressions of the template, in order: the text is read once, so this
    /// is the way to visit them all ([`expression`](Self::expression) scans from
    /// the start each time).
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::UriTemplate::parse("/a/{b}{?c,d}")?;
    /// let texts: Vec<&str> = template.expressions().map(|e| e.as_str()).collect();
    /// assert_eq!(texts, ["{b}", "{?c,d}"]);
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub fn expressions(&self) -> Expressions<'a> {
        Expressions {
            parts: self.parts(),
        }
    }

    /// The literals and expressions of the template, in order.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::Part;
    /// use uri::UriTemplate;
    ///
    /// let template = UriTemplate::parse("/users/{id}")?;
    /// let parts: Vec<Part<'_>> = template.parts().collect();
    /// assert_eq!(parts[0], Part::Literal("/users/"));
    /// assert!(matches!(parts[1], Part::Expression(e) if e.as_str() == "{id}"));
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub fn parts(&self) -> Parts<'a> {
        Parts { rest: self.text }
    }

    /// Every variable of every expression, in order (a name used twice is listed
    /// twice).
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::UriTemplate::parse("/{a}/{b,c:2}{?a}")?;
    /// let names: Vec<&str> = template.variables().map(|v| v.name()).collect();
    /// assert_eq!(names, ["a", "b", "c", "a"]);
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub fn variables(&self) -> impl Iterator<Item = VarSpec<'a>> + use<'a> {
        self.parts()
            .filter_map(|part| match part {
                Part::Expression(expression) => Some(expression.variables()),
                Part::Literal(_) => None,
            })
            .flatten()
    }

    /// The lowest RFC 6570 level (1 to 4, [§1.2](https://www.rfc-editor.org/rfc/rfc6570#section-1.2)) that has every feature this
    /// template uses; 1 for a template without expressions.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::UriTemplate;
    ///
    /// assert_eq!(UriTemplate::parse("/{a}")?.level(), 1);
    /// assert_eq!(UriTemplate::parse("/{+a}")?.level(), 2);
    /// assert_eq!(UriTemplate::parse("/{a,b}")?.level(), 3);
    /// assert_eq!(UriTemplate::parse("/{a:3}")?.level(), 4);
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub const fn level(&self) -> u8 {
        let mut level = 1;
        let mut rest = self.text;
        while let Some((part, tail)) = split_part(rest) {
            if let Part::Expression(expression) = part {
                let own = expression.level();
                if own > level {
                    level = own;
                }
            }
            rest = tail;
        }
        level
    }
}

impl fmt::Display for UriTemplate<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}

/// The text as messages show it: a password in a literal replaced by `***`,
/// hiding and reordering characters escaped.
impl fmt::Debug for UriTemplate<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("UriTemplate")
            .field(&Quoted(self.text))
            .finish()
    }
}

impl AsRef<str> for UriTemplate<'_> {
    fn as_ref(&self) -> &str {
        self.text
    }
}

impl<'a> TryFrom<&'a str> for UriTemplate<'a> {
    type Error = TemplateError;

    fn try_from(text: &'a str) -> Result<Self, TemplateError> {
        Self::parse(text)
    }
}

impl PartialEq<str> for UriTemplate<'_> {
    fn eq(&self, other: &str) -> bool {
        self.text == other
    }
}

impl PartialEq<&str> for UriTemplate<'_> {
    fn eq(&self, other: &&str) -> bool {
        self.text == *other
    }
}

/// One piece of a template: literal text, or an expression.
///
/// # Examples
///
/// ```
/// use uri::template::Part;
/// use uri::UriTemplate;
///
/// let template = UriTemplate::parse("a{b}")?;
/// assert_eq!(template.parts().next(), Some(Part::Literal("a")));
/// # Ok::<(), uri::template::TemplateError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Part<'a> {
    /// Literal text, copied into the expansion (non-ASCII characters
    /// percent-encoded, [§3.1](https://www.rfc-editor.org/rfc/rfc6570#section-3.1)).
    Literal(&'a str),
    /// An expression, `{...}`.
    Expression(Expression<'a>),
}

/// Like a derived `Debug`, with a literal shown as [`UriTemplate`]'s `Debug`
/// shows text.
impl fmt::Debug for Part<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Literal(text) => f.debug_tuple("Literal").field(&Quoted(text)).finish(),
            Self::Expression(expression) => f.debug_tuple("Expression").field(expression).finish(),
        }
    }
}

/// The [`Part`]s of a template; see [`UriTemplate::parts`].
///
/// # Examples
///
/// ```
/// let template = uri::UriTemplate::parse("{a}b{c}")?;
/// assert_eq!(template.parts().count(), 3);
/// # Ok::<(), uri::template::TemplateError>(())
/// ```
#[derive(Clone)]
pub struct Parts<'a> {
    rest: &'a str,
}

/// The text not yet read, as [`UriTemplate`]'s `Debug` shows text.
impl fmt::Debug for Parts<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Parts")
            .field("rest", &Quoted(self.rest))
            .finish()
    }
}

impl<'a> Iterator for Parts<'a> {
    type Item = Part<'a>;

    fn next(&mut self) -> Option<Part<'a>> {
        let (part, rest) = split_part(self.rest)?;
        self.rest = rest;
        Some(part)
    }
}

impl core::iter::FusedIterator for Parts<'_> {}

/// The [`Expression`]s of a template, in order; see [`UriTemplate::expressions`].
///
/// # Examples
///
/// ```
/// let template = uri::UriTemplate::parse("{a}b{c}")?;
/// assert_eq!(template.expressions().count(), 2);
/// # Ok::<(), uri::template::TemplateError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Expressions<'a> {
    parts: Parts<'a>,
}

impl<'a> Iterator for Expressions<'a> {
    type Item = Expression<'a>;

    fn next(&mut self) -> Option<Expression<'a>> {
        self.parts.find_map(|part| match part {
            Part::Expression(expression) => Some(expression),
            Part::Literal(_) => None,
        })
    }
}

impl core::iter::FusedIterator for Expressions<'_> {}

/// The first part of checked template text and the text after it.
const fn split_part(text: &str) -> Option<(Part<'_>, &str)> {
    let bytes = text.as_bytes();
    if bytes.is_empty() {
        return None;
    }
    let opening = bytes[0] == b'{';
    let mut end = 1;
    while end < bytes.len() {
        if opening && bytes[end] == b'}' {
            end += 1;
            break;
        }
        if !opening && bytes[end] == b'{' {
            break;
        }
        end += 1;
    }
    let (part, rest) = text.split_at(end);
    let part = if opening {
        Part::Expression(Expression { text: part })
    } else {
        Part::Literal(part)
    };
    Some((part, rest))
}

/// An expression of a template: `{`, an optional [`Operator`], a list of
/// [`VarSpec`]s, `}`.
///
/// # Examples
///
/// ```
/// use uri::template::{Modifier, Operator};
/// use uri::UriTemplate;
///
/// let template = UriTemplate::parse("{/path*,id:4}")?;
/// let expression = template.expression(0).unwrap();
/// assert_eq!(expression.operator(), Operator::PathSegment);
/// assert_eq!(expression.var_count(), 2);
/// assert_eq!(expression.var(1).unwrap().modifier(), Modifier::Prefix(4));
/// # Ok::<(), uri::template::TemplateError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Expression<'a> {
    text: &'a str,
}

/// The text as [`UriTemplate`]'s `Debug` shows it (names are ASCII, but a
/// written `%XX` is kept as it is).
impl fmt::Debug for Expression<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Expression")
            .field("text", &Quoted(self.text))
            .finish()
    }
}

impl<'a> Expression<'a> {
    /// The expression as written, braces included.
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::UriTemplate::parse("a{?x}")?;
    /// assert_eq!(template.expression(0).unwrap().as_str(), "{?x}");
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub const fn as_str(&self) -> &'a str {
        self.text
    }

    /// The expression's operator.
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::UriTemplate::parse("{x}")?;
    /// assert_eq!(template.expression(0).unwrap().operator(), uri::template::Operator::Simple);
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub const fn operator(&self) -> Operator {
        match Operator::from_byte(self.text.as_bytes()[1]) {
            Some(operator) => operator,
            None => Operator::Simple,
        }
    }

    /// The variable list: the text between the operator and `}`.
    const fn list(&self) -> &'a str {
        let skip = 1 + self.operator().as_str().len();
        self.text.split_at(self.text.len() - 1).0.split_at(skip).1
    }

    /// How many variables the expression names.
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::UriTemplate::parse("{?a,b,c}")?;
    /// assert_eq!(template.expression(0).unwrap().var_count(), 3);
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub const fn var_count(&self) -> usize {
        let bytes = self.list().as_bytes();
        let mut count = 1;
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == b',' {
                count += 1;
            }
            i += 1;
        }
        count
    }

    /// The variable at `index` of the list, or `None` past the last.
    ///
    /// The expression stores no positions, so this scans the list up to that
    /// variable: to visit every variable, iterate
    /// [`variables`](Self::variables), which reads the list once.
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::UriTemplate::parse("{?a,b*}")?;
    /// assert_eq!(template.expression(0).unwrap().var(1).unwrap().name(), "b");
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub const fn var(&self, index: usize) -> Option<VarSpec<'a>> {
        let list = self.list();
        let bytes = list.as_bytes();
        let mut seen = 0;
        let mut i = 0;
        while seen < index {
            if i == bytes.len() {
                return None;
            }
            if bytes[i] == b',' {
                seen += 1;
            }
            i += 1;
        }
        Some(split_varspec(list.split_at(i).1).0)
    }

    /// The variables of the list, in order.
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::UriTemplate::parse("{x,y}")?;
    /// let expression = template.expression(0).unwrap();
    /// assert_eq!(expression.variables().map(|v| v.name()).collect::<Vec<_>>(), ["x", "y"]);
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub fn variables(&self) -> impl Iterator<Item = VarSpec<'a>> + use<'a> {
        let mut rest = Some(self.list());
        core::iter::from_fn(move || {
            let (spec, tail) = split_varspec(rest?);
            rest = tail;
            Some(spec)
        })
    }

    /// The lowest RFC 6570 level with every feature of this expression.
    const fn level(&self) -> u8 {
        let mut level = match self.operator() {
            Operator::Simple => 1,
            Operator::Reserved | Operator::Fragment => 2,
            _ => 3,
        };
        let mut rest = Some(self.list());
        let mut count = 0;
        while let Some(list) = rest {
            let (spec, tail) = split_varspec(list);
            if !matches!(spec.modifier(), Modifier::None) {
                return 4;
            }
            count += 1;
            rest = tail;
        }
        if count > 1 {
            level = 3;
        }
        level
    }
}

/// The first varspec of a checked variable list, and the list after its comma.
const fn split_varspec(list: &str) -> (VarSpec<'_>, Option<&str>) {
    let bytes = list.as_bytes();
    let mut end = 0;
    while end < bytes.len() && bytes[end] != b',' {
        end += 1;
    }
    let (spec, tail) = list.split_at(end);
    let tail = if tail.is_empty() {
        None
    } else {
        Some(tail.split_at(1).1)
    };
    (VarSpec::from_checked(spec), tail)
}

/// One variable of an expression: its name and modifier ([RFC 6570 §2.3](https://www.rfc-editor.org/rfc/rfc6570#section-2.3), [§2.4](https://www.rfc-editor.org/rfc/rfc6570#section-2.4)).
///
/// # Examples
///
/// ```
/// use uri::template::Modifier;
/// use uri::UriTemplate;
///
/// let template = UriTemplate::parse("{user.name:3}")?;
/// let spec = template.expression(0).unwrap().var(0).unwrap();
/// assert_eq!(spec.name(), "user.name");
/// assert_eq!(spec.modifier(), Modifier::Prefix(3));
/// # Ok::<(), uri::template::TemplateError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VarSpec<'a> {
    name: &'a str,
    modifier: Modifier,
}

impl<'a> VarSpec<'a> {
    /// A variable spec the `uri!` macro read from a checked template.
    #[cfg(feature = "alloc")]
    pub(crate) const fn from_parts(name: &'a str, modifier: Modifier) -> Self {
        Self { name, modifier }
    }

    const fn from_checked(spec: &'a str) -> Self {
        let bytes = spec.as_bytes();
        let mut end = 0;
        while end < bytes.len() && bytes[end] != b':' && bytes[end] != b'*' {
            end += 1;
        }
        let (name, modifier) = spec.split_at(end);
        let modifier = match modifier.as_bytes() {
            [] => Modifier::None,
            [b'*'] => Modifier::Explode,
            [_, digits @ ..] => {
                let mut length = 0_u16;
                let mut i = 0;
                while i < digits.len() {
                    length = length * 10 + (digits[i] - b'0') as u16;
                    i += 1;
                }
                Modifier::Prefix(length)
            }
        };
        Self { name, modifier }
    }

    /// The variable's name as written (percent-encoded octets stay encoded: the
    /// name is an identifier, not data).
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::UriTemplate::parse("{a%20b}")?;
    /// assert_eq!(template.expression(0).unwrap().var(0).unwrap().name(), "a%20b");
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub const fn name(&self) -> &'a str {
        self.name
    }

    /// The variable's modifier.
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::UriTemplate::parse("{list*}")?;
    /// let spec = template.expression(0).unwrap().var(0).unwrap();
    /// assert_eq!(spec.modifier(), uri::template::Modifier::Explode);
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub const fn modifier(&self) -> Modifier {
        self.modifier
    }
}

/// The modifier of a variable ([RFC 6570 §2.4](https://www.rfc-editor.org/rfc/rfc6570#section-2.4)).
///
/// # Examples
///
/// ```
/// let template = uri::UriTemplate::parse("{a}")?;
/// let spec = template.expression(0).unwrap().var(0).unwrap();
/// assert_eq!(spec.modifier(), uri::template::Modifier::None);
/// # Ok::<(), uri::template::TemplateError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Modifier {
    /// No modifier.
    None,
    /// `:n`: only the first `n` characters (1 to 9999) of a string value ([§2.4.1](https://www.rfc-editor.org/rfc/rfc6570#section-2.4.1)).
    Prefix(u16),
    /// `*`: each member of a list or pair of a map expands as its own value
    /// ([§2.4.2](https://www.rfc-editor.org/rfc/rfc6570#section-2.4.2)).
    Explode,
}
