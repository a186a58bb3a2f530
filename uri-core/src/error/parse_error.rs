//! The parse error: where the input broke the grammar, and what the grammar expected.

use core::fmt;

use crate::error::char_at::found_at;
use crate::error::shown::{FoundChar, Shown};

/// The component of a URI reference in which a [`ParseError`] occurred.
///
/// # Examples
///
/// ```
/// use uri::{Component, Uri};
///
/// let error = Uri::parse("http://example.com:8o").unwrap_err();
/// assert_eq!(error.component(), Component::Port);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Component {
    /// `scheme`, [RFC 3986 §3.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.1).
    Scheme,
    /// `userinfo`, [RFC 3986 §3.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1).
    Userinfo,
    /// `host`, [RFC 3986 §3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2).
    Host,
    /// `port`, [RFC 3986 §3.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3).
    Port,
    /// `path`, [RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3).
    Path,
    /// `query`, [RFC 3986 §3.4](https://www.rfc-editor.org/rfc/rfc3986#section-3.4).
    Query,
    /// `fragment`, [RFC 3986 §3.5](https://www.rfc-editor.org/rfc/rfc3986#section-3.5).
    Fragment,
}

impl Component {
    /// The component's name as the RFC spells it.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::Component::Userinfo.name(), "userinfo");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Self::Scheme => "scheme",
            Self::Userinfo => "userinfo",
            Self::Host => "host",
            Self::Port => "port",
            Self::Path => "path",
            Self::Query => "query",
            Self::Fragment => "fragment",
        }
    }
}

impl fmt::Display for Component {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What the grammar expected where parsing stopped.
///
/// Each kind belongs to one rule of RFC 3986 Appendix A; [`ParseErrorKind::expected`]
/// says in words what that rule would have accepted at the error's index. New kinds
/// may be added in minor releases.
///
/// The index is that of the character that broke the rule. Mostly that is where
/// the text leaves the grammar; where a later character is only the point at which
/// the damage shows, the error names the cause instead: in `[:1::]` the lone
/// leading `:` (not the `1`), in `//h:8o` the `o` of a port (not the end of the
/// authority), in `[1:2:3:4]` the `]` that comes too early. A dotted quad inside
/// an IPv6 address is judged whole: `[::256.1.2.3]` and `[::a.2.3.4]` fail at the
/// start of the quad, `[1.2.3.4::]` where the quad is followed by more groups and
/// `[1.2.3.4]` at the `]` (too few groups). [`ParseErrorKind::MissingScheme`] is always
/// at index 0.
///
/// # Examples
///
/// ```
/// use uri::{ParseErrorKind, UriRef};
///
/// let error = UriRef::parse("a%zz").unwrap_err();
/// assert_eq!(error.kind(), ParseErrorKind::PercentEncoding);
/// assert_eq!(error.index(), 2);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// A `URI` was required but the input is a relative reference (it has no scheme).
    MissingScheme,
    /// The first character of a scheme is not a letter.
    SchemeStart,
    /// A scheme holds a character other than a letter, digit, `+`, `-` or `.`.
    SchemeChar,
    /// A character that `userinfo` cannot hold literally.
    UserinfoChar,
    /// A character that a `reg-name` host cannot hold literally.
    RegNameChar,
    /// A character that an IPv6 address cannot hold.
    Ipv6Char,
    /// An IPv6 group with more than four hex digits.
    Ipv6GroupTooLong,
    /// More than eight IPv6 groups, or more than seven beside `::`.
    Ipv6TooManyGroups,
    /// Fewer than eight IPv6 groups without `::`.
    Ipv6TooFewGroups,
    /// A second `::` in one IPv6 address.
    Ipv6DoubleCompression,
    /// A single `:` at the start or end of an IPv6 address.
    Ipv6LoneColon,
    /// A malformed dotted-quad IPv4 address at the end of an IPv6 address.
    Ipv6EmbeddedIpv4,
    /// A `%` in an IPv6 literal: zone identifiers (RFC 6874) are not RFC 3986.
    Ipv6ZoneId,
    /// `IPvFuture` without a hex version after its `v`.
    IpvFutureVersion,
    /// `IPvFuture` without the `.` after its version.
    IpvFutureDot,
    /// A character that the address part of `IPvFuture` cannot hold.
    IpvFutureChar,
    /// An IP literal (`[...]`) without its closing `]`.
    UnclosedIpLiteral,
    /// Something other than `:port` or the end of the authority after an IP literal.
    AfterIpLiteral,
    /// A port holds something other than digits.
    PortChar,
    /// A port's value does not fit in 16 bits (only from [`Uri::port`](crate::Uri::port)).
    PortOverflow,
    /// A character that a path cannot hold literally.
    PathChar,
    /// A `:` in the first segment of a relative reference's path, which would make
    /// that segment a scheme (`path-noscheme`, [RFC 3986 §4.2](https://www.rfc-editor.org/rfc/rfc3986#section-4.2)).
    FirstSegmentColon,
    /// A character that a query cannot hold literally.
    QueryChar,
    /// A character that a fragment cannot hold literally.
    FragmentChar,
    /// A `#` in an `absolute-URI`, which has no fragment.
    FragmentNotAllowed,
    /// A `%` not followed by two hex digits.
    PercentEncoding,
    /// The input is longer than `u32::MAX` bytes, the most a parsed value can index.
    TooLong,
    /// A host that browsers refuse and no client reaches: empty where the
    /// scheme needs a host, or refused by [`Host::reach`](crate::Host::reach)
    /// (an empty label, a mapping to a delimiter, a number that is no
    /// address, a name UTS #46 refuses). Only the lenient join
    /// (`Uri::join_lenient`, feature `lenient`) reports it; the error
    /// spans the host.
    UnreachableHost,
    /// A host name holds non-ASCII text, and the `idna` feature, whose UTS #46
    /// mapping gives the name a client reaches, is off. Only the lenient join
    /// reports it, in a build without `idna`; the error spans the host.
    NonAsciiHost,
}

impl ParseErrorKind {
    /// What the grammar would have accepted at the error's index, as a phrase that
    /// follows "expected".
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::ParseErrorKind;
    ///
    /// assert_eq!(ParseErrorKind::PortChar.expected(), "a digit, or '/', '?' or '#' after the port");
    /// ```
    pub const fn expected(self) -> &'static str {
        match self {
            Self::MissingScheme => "a scheme such as `https:` (this is a relative reference)",
            Self::SchemeStart => "a letter to start the scheme",
            Self::SchemeChar => "a letter, digit, '+', '-', '.' or the ':' that ends the scheme",
            Self::UserinfoChar => {
                "an unreserved or sub-delim character, ':', a percent-encoded octet, or '@' to end the userinfo"
            }
            Self::RegNameChar => {
                "an unreserved or sub-delim character, a percent-encoded octet, ':' before a port, or '/', '?' or '#' after the host"
            }
            Self::Ipv6Char => "a hex digit, ':' or the ']' that closes the IPv6 address",
            Self::Ipv6GroupTooLong => "at most four hex digits in an IPv6 group, then ':' or ']'",
            Self::Ipv6TooManyGroups => "']' after eight IPv6 groups, or after seven beside '::'",
            Self::Ipv6TooFewGroups => "eight IPv6 groups, or a '::' standing for the missing ones",
            Self::Ipv6DoubleCompression => "at most one '::' in an IPv6 address",
            Self::Ipv6LoneColon => {
                "'::' or a hex digit; a single ':' cannot start or end an IPv6 address"
            }
            Self::Ipv6EmbeddedIpv4 => {
                "a dotted-quad IPv4 address (four decimal numbers 0-255 without leading zeros) as the last 32 bits"
            }
            Self::Ipv6ZoneId => {
                "the ']' that closes the IPv6 address; zone identifiers (RFC 6874) are not part of RFC 3986"
            }
            Self::IpvFutureVersion => "a hex digit for the version after 'v'",
            Self::IpvFutureDot => "a hex digit or the '.' that ends the IPvFuture version",
            Self::IpvFutureChar => {
                "an unreserved or sub-delim character or ':' in the IPvFuture address, then ']'"
            }
            Self::UnclosedIpLiteral => "the ']' that closes the IP literal",
            Self::AfterIpLiteral => {
                "':' before a port, or '/', '?', '#' or the end after the IP literal"
            }
            Self::PortChar => "a digit, or '/', '?' or '#' after the port",
            Self::PortOverflow => "a port number from 0 to 65535",
            Self::PathChar | Self::QueryChar => {
                "an unreserved or sub-delim character, ':', '@', a percent-encoded octet, '/', '?' or '#'"
            }
            Self::FirstSegmentColon => {
                "no ':' in the first segment of a relative path (it would read as a scheme)"
            }
            Self::FragmentChar => {
                "an unreserved or sub-delim character, ':', '@', a percent-encoded octet, '/' or '?'"
            }
            Self::FragmentNotAllowed => "the end of the input: an absolute URI has no fragment",
            Self::PercentEncoding => "two hex digits after '%'",
            Self::TooLong => "at most 4294967295 bytes",
            Self::UnreachableHost => {
                "a host a client can reach: not empty, and taken by `Host::reach` (no empty label, no delimiter once decoded, a name UTS #46 maps, a number that is an IPv4 address)"
            }
            Self::NonAsciiHost => {
                "a host name in ASCII; a Unicode name reaches a host only through IDNA: enable the `idna` feature"
            }
        }
    }
}

/// Why a string is not a URI (reference): the byte index where the grammar was
/// broken, the length of the offending span, the component and what was expected.
///
/// It is small and `Copy`; it does not hold the input. [`ParseError::render`] draws
/// the input with a caret under the span.
///
/// # Examples
///
/// ```
/// use uri::{Component, ParseErrorKind, Uri};
///
/// let error = Uri::parse("https://example.com/a b").unwrap_err();
/// assert_eq!(error.index(), 21);
/// assert_eq!(error.len(), 1);
/// assert_eq!(error.found(), Some(' '));
/// assert_eq!(error.component(), Component::Path);
/// assert_eq!(error.kind(), ParseErrorKind::PathChar);
/// assert_eq!(
///     error.to_string(),
///     "invalid character ` ` (U+0020) in path at index 21: expected an unreserved or \
///      sub-delim character, ':', '@', a percent-encoded octet, '/', '?' or '#'",
/// );
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ParseError {
    index: usize,
    len: usize,
    found: Option<char>,
    component: Component,
    kind: ParseErrorKind,
}

impl ParseError {
    /// An error at `index` of `input`, spanning the character found there (or
    /// nothing at the end of the input).
    pub(crate) const fn at(
        input: &[u8],
        index: usize,
        component: Component,
        kind: ParseErrorKind,
    ) -> Self {
        let (found, len) = found_at(input, index);
        Self {
            index,
            len,
            found,
            component,
            kind,
        }
    }

    /// An error that spans `len` bytes at `index` and names no single character.
    pub(crate) const fn span(
        index: usize,
        len: usize,
        component: Component,
        kind: ParseErrorKind,
    ) -> Self {
        Self {
            index,
            len,
            found: None,
            component,
            kind,
        }
    }

    /// The byte index in the input where the error starts.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::Uri::parse("a:b c").unwrap_err().index(), 3);
    /// ```
    pub const fn index(&self) -> usize {
        self.index
    }

    /// The length in bytes of the offending span: the character found (0 at the end
    /// of the input), or for [`ParseErrorKind::PortOverflow`] the whole port.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::Uri::parse("a:b\u{e9}").unwrap_err().len(), 2);
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
    /// assert_eq!(uri::Uri::parse("a:{").unwrap_err().found(), Some('{'));
    /// assert_eq!(uri::Uri::parse("a:%4").unwrap_err().found(), None);
    /// ```
    pub const fn found(&self) -> Option<char> {
        self.found
    }

    /// The component in which the error occurred.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{Component, Uri};
    ///
    /// assert_eq!(Uri::parse("a:#b#").unwrap_err().component(), Component::Fragment);
    /// ```
    pub const fn component(&self) -> Component {
        self.component
    }

    /// What the grammar expected; see [`ParseErrorKind`].
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{ParseErrorKind, Uri};
    ///
    /// assert_eq!(Uri::parse("a:#b#").unwrap_err().kind(), ParseErrorKind::FragmentChar);
    /// ```
    pub const fn kind(&self) -> ParseErrorKind {
        self.kind
    }

    /// The same error at `offset` bytes further into a larger text; used when the
    /// parsed string was a slice of something bigger. The index saturates at
    /// `usize::MAX` rather than overflowing: no text is that long, so a shift that
    /// far is a caller's mistake, and a panic in error handling helps nobody.
    ///
    /// # Examples
    ///
    /// ```
    /// let error = uri::Uri::parse("a:{").unwrap_err();
    /// assert_eq!(error.shifted(10).index(), 12);
    /// assert_eq!(error.shifted(usize::MAX).index(), usize::MAX);
    /// ```
    #[must_use]
    pub const fn shifted(self, offset: usize) -> Self {
        Self {
            index: self.index.saturating_add(offset),
            ..self
        }
    }
}

impl ParseError {
    /// The same error counted from `start`: for an error inside one part of a
    /// text that was assembled from parts.
    #[cfg(feature = "alloc")]
    pub(crate) const fn relative_to(self, start: usize) -> Self {
        Self {
            index: self.index.saturating_sub(start),
            ..self
        }
    }
}

/// Like a derived `Debug`, but the character found is escaped as messages escape
/// it: `char`'s own `Debug` prints invisible letters such as U+3164 raw.
impl fmt::Debug for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ParseError")
            .field("index", &self.index)
            .field("len", &self.len)
            .field("found", &FoundChar(self.found))
            .field("component", &self.component)
            .field("kind", &self.kind)
            .finish()
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (index, component, expected) = (self.index, self.component, self.kind.expected());
        match self.kind {
            ParseErrorKind::MissingScheme => {
                write!(f, "missing scheme at index {index}: expected {expected}")
            }
            ParseErrorKind::TooLong => write!(f, "input too long: expected {expected}"),
            ParseErrorKind::PortOverflow => {
                write!(f, "port out of range at index {index}: expected {expected}")
            }
            ParseErrorKind::UnreachableHost => {
                write!(f, "unreachable host at index {index}: expected {expected}")
            }
            ParseErrorKind::NonAsciiHost => {
                write!(f, "non-ASCII host at index {index}: expected {expected}")
            }
            _ => match self.found {
                Some(c) => write!(
                    f,
                    "invalid character `{}` (U+{:04X}) in {component} at index {index}: expected {expected}",
                    Shown(c),
                    u32::from(c),
                ),
                None => write!(
                    f,
                    "unexpected end of input in {component} at index {index}: expected {expected}",
                ),
            },
        }
    }
}

impl core::error::Error for ParseError {}
