//! Suggestions that turn an invalid input into the URI its author most likely meant.

use core::fmt;

use crate::bytes::percent::Escaped;
use crate::error::parse_error::{ParseError, ParseErrorKind};
use crate::error::shown::Shown;

/// A suggestion for fixing the input of a [`ParseError`]; see [`ParseError::hint`].
///
/// # Examples
///
/// ```
/// use uri::UriRef;
///
/// let error = UriRef::parse("a#b#c").unwrap_err();
/// assert_eq!(error.hint().unwrap().to_string(), "encode `#` as `%23`");
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Hint {
    fix: Fix,
}

/// The suggestion as `Display` words it, whose characters are escaped as
/// messages escape them (`char`'s own `Debug` prints invisible letters such as
/// U+3164 raw).
impl fmt::Debug for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Hint")
            .field(&format_args!("{self}"))
            .finish()
    }
}

/// The fixes a hint can suggest; templates (`template/error.rs`) pick theirs too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fix {
    AddScheme,
    EncodeSpace,
    Backslash,
    Encode(char),
    EncodePercent,
    DotSlash,
    ZoneId,
    /// A template expression without its `}`.
    CloseExpression,
    /// `{}`.
    NameVariable,
    /// An operator that RFC 6570 reserves.
    ReservedOperator(char),
    /// `{{`: expressions do not nest.
    NoNesting,
    PrefixRange,
    OneModifier,
    /// A non-ASCII character in a host name.
    IdnaHost(char),
    /// An ASCII character a host name cannot hold: percent-encoding it would
    /// satisfy RFC 3986 but name no host DNS can find.
    HostChar(char),
    /// A `-` in a template's variable name.
    HyphenInName,
}

impl ParseError {
    /// How the input could be fixed, where a fix is known: the percent-encoding of a
    /// character that is not allowed literally, `./` before a relative path whose
    /// first segment holds a colon, and so on.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::Uri;
    ///
    /// let error = Uri::parse("https://example.com/a b").unwrap_err();
    /// assert_eq!(error.hint().unwrap().to_string(), "encode the space as `%20`");
    /// ```
    pub fn hint(&self) -> Option<Hint> {
        Hint::for_error(*self)
    }
}

impl Hint {
    pub(crate) const fn new(fix: Fix) -> Self {
        Self { fix }
    }

    fn for_error(error: ParseError) -> Option<Self> {
        let found = error.found();
        let fix = match error.kind() {
            ParseErrorKind::MissingScheme => Fix::AddScheme,
            ParseErrorKind::Ipv6ZoneId => Fix::ZoneId,
            ParseErrorKind::FirstSegmentColon => Fix::DotSlash,
            ParseErrorKind::PercentEncoding => Fix::EncodePercent,
            ParseErrorKind::RegNameChar if found.is_some_and(|c| !c.is_ascii()) => {
                Fix::IdnaHost(found?)
            }
            // A second `@` is a userinfo's, and a backslash a path's (as in
            // `http://h\a`): their own fixes below say so.
            ParseErrorKind::RegNameChar if !matches!(found?, '@' | '\\') => Fix::HostChar(found?),
            ParseErrorKind::UserinfoChar
            | ParseErrorKind::RegNameChar
            | ParseErrorKind::PathChar
            | ParseErrorKind::QueryChar
            | ParseErrorKind::FragmentChar => match found? {
                ' ' => Fix::EncodeSpace,
                '\\' => Fix::Backslash,
                c => Fix::Encode(c),
            },
            _ => return None,
        };
        Some(Self { fix })
    }
}

impl fmt::Display for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.fix {
            Fix::AddScheme => f.write_str(
                "add a scheme such as `https:` at the start; or, for a relative reference, parse \
                 it with `UriRef::parse` (`IriRef::parse` for an IRI), or resolve it against a \
                 base URI with `base.join(text)`",
            ),
            Fix::EncodeSpace => f.write_str("encode the space as `%20`"),
            Fix::Backslash => {
                f.write_str("separate path segments with `/`, or encode the backslash as `%5C`")
            }
            Fix::Encode(c) => {
                write!(f, "encode `{}` as `", Shown(c))?;
                write_escapes(f, c)?;
                f.write_str("`")
            }
            Fix::EncodePercent => f.write_str("encode a literal `%` as `%25`"),
            Fix::DotSlash => f.write_str(
                "start the path with `./`, or encode the colon as `%3A`, or add a scheme",
            ),
            Fix::ZoneId => f.write_str(
                "remove the zone identifier: RFC 3986 has no syntax for it (RFC 6874 is not supported)",
            ),
            Fix::CloseExpression => {
                f.write_str("close the expression with `}`, or encode a literal `{` as `%7B`")
            }
            Fix::NameVariable => {
                f.write_str("name a variable, as in `{id}`, or encode literal braces as `%7B%7D`")
            }
            Fix::ReservedOperator(c) => write!(
                f,
                "`{c}` is reserved for future extensions of RFC 6570; use one of `+ # . / ; ? &` or none"
            ),
            Fix::NoNesting => {
                f.write_str("expressions do not nest: close this one with `}` first")
            }
            Fix::PrefixRange => f.write_str("write a prefix length from 1 to 9999, as in `{var:3}`"),
            Fix::IdnaHost(c) => {
                f.write_str("write the host name as its IDNA A-labels (`xn--...`; `host_to_ascii` does it with the `idna` feature, `parse_lenient` with `lenient` and `idna`), or percent-encode `")?;
                write!(f, "{}` as `", Shown(c))?;
                write_escapes(f, c)?;
                f.write_str("`")
            }
            Fix::HostChar(c) => {
                f.write_str(
                    "a host holds letters, digits, '-' and '.' (a DNS name), or an IP address \
                     (IPv6 inside `[]`): remove ",
                )?;
                match c {
                    ' ' => f.write_str("the space"),
                    c => write!(f, "`{}`", Shown(c)),
                }
            }
            Fix::HyphenInName => f.write_str(
                "variable names hold letters, digits, '_' and '.': write `_` in place of `-`",
            ),
            Fix::OneModifier => {
                f.write_str("use either the prefix (`{var:3}`) or explode (`{var*}`), not both")
            }
        }
    }
}

/// The `%XX` escapes of `c`'s UTF-8.
fn write_escapes(f: &mut fmt::Formatter<'_>, c: char) -> fmt::Result {
    let mut utf8 = [0; 4];
    write!(f, "{}", Escaped(c.encode_utf8(&mut utf8)))
}
