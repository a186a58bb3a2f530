//! The operators of URI Template expressions ([RFC 6570 §2.2](https://www.rfc-editor.org/rfc/rfc6570#section-2.2)): the one table of
//! which character after `{` is which operator, and what each operator
//! writes. The parser, its messages, expansion and matching all ask it.

/// The operator of an expression ([RFC 6570 §2.2](https://www.rfc-editor.org/rfc/rfc6570#section-2.2)), which decides its prefix,
/// separator, naming and which characters pass unencoded ([§3.2.1](https://www.rfc-editor.org/rfc/rfc6570#section-3.2.1), Appendix A).
///
/// # Examples
///
/// ```
/// use uri::template::Operator;
///
/// assert_eq!(Operator::Query.first(), "?");
/// assert_eq!(Operator::Query.separator(), "&");
/// assert!(Operator::Reserved.allows_reserved());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operator {
    /// No operator: `{var}`, simple string expansion ([§3.2.2](https://www.rfc-editor.org/rfc/rfc6570#section-3.2.2)).
    Simple,
    /// `+`: reserved expansion ([§3.2.3](https://www.rfc-editor.org/rfc/rfc6570#section-3.2.3)).
    Reserved,
    /// `#`: fragment expansion ([§3.2.4](https://www.rfc-editor.org/rfc/rfc6570#section-3.2.4)).
    Fragment,
    /// `.`: label expansion with dot prefix ([§3.2.5](https://www.rfc-editor.org/rfc/rfc6570#section-3.2.5)).
    Label,
    /// `/`: path segment expansion ([§3.2.6](https://www.rfc-editor.org/rfc/rfc6570#section-3.2.6)).
    PathSegment,
    /// `;`: path-style parameter expansion ([§3.2.7](https://www.rfc-editor.org/rfc/rfc6570#section-3.2.7)).
    PathParameter,
    /// `?`: form-style query expansion ([§3.2.8](https://www.rfc-editor.org/rfc/rfc6570#section-3.2.8)).
    Query,
    /// `&`: form-style query continuation ([§3.2.9](https://www.rfc-editor.org/rfc/rfc6570#section-3.2.9)).
    QueryContinuation,
}

impl Operator {
    /// The operator of the character after `{`, if it is one: the one table
    /// of operator characters, which the template parser and its messages ask.
    pub(crate) const fn from_byte(byte: u8) -> Option<Self> {
        Some(match byte {
            b'+' => Self::Reserved,
            b'#' => Self::Fragment,
            b'.' => Self::Label,
            b'/' => Self::PathSegment,
            b';' => Self::PathParameter,
            b'?' => Self::Query,
            b'&' => Self::QueryContinuation,
            _ => return None,
        })
    }

    /// Whether `byte` is one of the operators RFC 6570 reserves for future
    /// extensions (`=`, `,`, `!`, `@`, `|`; §2.2).
    pub(crate) const fn is_reserved_for_extensions(byte: u8) -> bool {
        matches!(byte, b'=' | b',' | b'!' | b'@' | b'|')
    }

    /// The operator as written (`""` for [`Operator::Simple`]).
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::template::Operator::PathParameter.as_str(), ";");
    /// ```
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Simple => "",
            Self::Reserved => "+",
            Self::Fragment => "#",
            Self::Label => ".",
            Self::PathSegment => "/",
            Self::PathParameter => ";",
            Self::Query => "?",
            Self::QueryContinuation => "&",
        }
    }

    /// What the expansion starts with when any variable is defined.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::template::Operator::Reserved.first(), "");
    /// assert_eq!(uri::template::Operator::Fragment.first(), "#");
    /// ```
    pub const fn first(self) -> &'static str {
        match self {
            Self::Simple | Self::Reserved => "",
            _ => self.as_str(),
        }
    }

    /// What separates the values of defined variables.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::template::Operator::Fragment.separator(), ",");
    /// ```
    pub const fn separator(self) -> &'static str {
        match self {
            Self::Simple | Self::Reserved | Self::Fragment => ",",
            Self::Query => "&",
            _ => self.as_str(),
        }
    }

    /// Whether each value is preceded by its variable's name (`name=value`).
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(uri::template::Operator::Query.is_named());
    /// assert!(!uri::template::Operator::PathSegment.is_named());
    /// ```
    pub const fn is_named(self) -> bool {
        matches!(
            self,
            Self::PathParameter | Self::Query | Self::QueryContinuation
        )
    }

    /// What follows the name of a variable whose value is empty: `""` for `;`
    /// (`;x`), `"="` for `?` and `&` (`?x=`).
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::template::Operator::PathParameter.if_empty(), "");
    /// assert_eq!(uri::template::Operator::Query.if_empty(), "=");
    /// ```
    pub const fn if_empty(self) -> &'static str {
        match self {
            Self::Query | Self::QueryContinuation => "=",
            _ => "",
        }
    }

    /// Whether reserved characters and percent-encoded triplets in values pass
    /// unencoded (`+` and `#`); otherwise only unreserved characters do.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(uri::template::Operator::Fragment.allows_reserved());
    /// assert!(!uri::template::Operator::Simple.allows_reserved());
    /// ```
    pub const fn allows_reserved(self) -> bool {
        matches!(self, Self::Reserved | Self::Fragment)
    }
}
