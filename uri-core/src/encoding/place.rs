//! Where a datum goes in a URI, and which bytes that place holds literally.

use crate::parse::table::{PATH, QUERY, REG_NAME, USERINFO, is};

/// A place in a URI that data can be put in, for [`encode`](crate::encode) and
/// friends. Each place holds literally exactly the characters its rule in RFC 3986
/// Appendix A allows there, minus those that would change the URI's structure;
/// everything else is percent-encoded.
///
/// | place | literal besides `unreserved` | encoded although allowed by the rule |
/// |---|---|---|
/// | `PathSegment` | sub-delims `:` `@` | `/`; a whole `.` or `..` segment |
/// | `Path` | sub-delims `:` `@` `/` | |
/// | `Query`, `Fragment` | sub-delims `:` `@` `/` `?` | |
/// | `QueryKey`, `QueryValue` | sub-delims `:` `@` `/` `?` | `&` `=` `+` (pair syntax and form spaces) |
/// | `Userinfo` | sub-delims `:` | |
/// | `User` | sub-delims | `:` (it would start the password) |
/// | `RegName` | sub-delims | |
///
/// `%` is always encoded, and so is every byte of a non-ASCII character (UTF-8).
///
/// A `.` or `..` segment becomes `%2E` or `%2E%2E`, which resolution (RFC 3986
/// [§5.2.4](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4)) does not remove; but `%2E` is the same URI character as `.` ([§2.3](https://www.rfc-editor.org/rfc/rfc3986#section-2.3)), so
/// normalization does remove it. Where a segment must stay data, refuse `.` and
/// `..`, as [`UriBuilder::path_segment`](crate::UriBuilder::path_segment) does.
///
/// A place keeps its own structure, not its neighbours': a `Path` or `PathSegment`
/// whose first segment holds `:` still needs `./` in front when it is used on its
/// own as a relative reference ([RFC 3986 §4.2](https://www.rfc-editor.org/rfc/rfc3986#section-4.2)), as [`UriBuilder`](crate::UriBuilder)
/// never does.
///
/// # Examples
///
/// ```
/// use uri::encoding::Place;
///
/// assert!(Place::QueryValue.allows(b'/'));
/// assert!(!Place::QueryValue.allows(b'&'));
/// assert!(!Place::PathSegment.allows(b'/'));
/// assert!(Place::Userinfo.allows(b':') && !Place::User.allows(b':'));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Place {
    /// One segment of a path: `segment = *pchar`.
    PathSegment,
    /// A whole path, whose `/` separate segments.
    Path,
    /// A whole query: `query = *( pchar / "/" / "?" )`.
    Query,
    /// The key of a `key=value` pair in a query.
    QueryKey,
    /// The value of a `key=value` pair in a query.
    QueryValue,
    /// A fragment: `fragment = *( pchar / "/" / "?" )`.
    Fragment,
    /// A userinfo: `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )`.
    Userinfo,
    /// The user name of a `user:password` userinfo ([RFC 3986 §3.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1)): a userinfo
    /// without `:`, whose first `:` would start the password.
    User,
    /// A registered host name: `reg-name = *( unreserved / pct-encoded / sub-delims )`.
    RegName,
}

impl Place {
    /// Every place, in declaration order.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::encoding::{Encoded, Place};
    ///
    /// for place in Place::ALL {
    ///     assert_eq!(Encoded::new("a b", place).to_string(), "a%20b");
    /// }
    /// ```
    pub const ALL: [Self; 9] = [
        Self::PathSegment,
        Self::Path,
        Self::Query,
        Self::QueryKey,
        Self::QueryValue,
        Self::Fragment,
        Self::Userinfo,
        Self::User,
        Self::RegName,
    ];

    /// Whether `byte` can stand for itself in this place.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(uri::encoding::Place::Userinfo.allows(b':'));
    /// assert!(!uri::encoding::Place::RegName.allows(b':'));
    /// ```
    pub const fn allows(self, byte: u8) -> bool {
        match self {
            Self::PathSegment => is(byte, PATH) && byte != b'/',
            Self::Path => is(byte, PATH),
            Self::Query | Self::Fragment => is(byte, QUERY),
            Self::QueryKey | Self::QueryValue => {
                is(byte, QUERY) && !matches!(byte, b'&' | b'=' | b'+')
            }
            Self::Userinfo => is(byte, USERINFO),
            Self::User => is(byte, USERINFO) && byte != b':',
            Self::RegName => is(byte, REG_NAME),
        }
    }

    /// For each byte, whether this place holds it literally: one load per byte in
    /// the encoder's loop.
    pub(crate) const fn literal_table(self) -> &'static [bool; 256] {
        match self {
            Self::PathSegment => &LITERAL[0],
            Self::Path => &LITERAL[1],
            Self::Query => &LITERAL[2],
            Self::QueryKey => &LITERAL[3],
            Self::QueryValue => &LITERAL[4],
            Self::Fragment => &LITERAL[5],
            Self::Userinfo => &LITERAL[6],
            Self::User => &LITERAL[7],
            Self::RegName => &LITERAL[8],
        }
    }

    /// Whether `data` as a whole must be encoded even where each byte is allowed:
    /// a path segment of `.` or `..` would be removed as a dot segment.
    pub(crate) const fn encodes_whole(self, data: &[u8]) -> bool {
        matches!(self, Self::PathSegment) && matches!(data, b"." | b"..")
    }
}

/// [`Place::allows`] as tables, in the order of [`Place::literal_table`].
static LITERAL: [[bool; 256]; Place::ALL.len()] = {
    const PLACES: [Place; Place::ALL.len()] = Place::ALL;
    let mut tables = [[false; 256]; PLACES.len()];
    let mut p = 0;
    while p < PLACES.len() {
        let mut byte = 0;
        while byte < 256 {
            #[allow(clippy::cast_possible_truncation, reason = "byte < 256")]
            {
                tables[p][byte] = PLACES[p].allows(byte as u8);
            }
            byte += 1;
        }
        p += 1;
    }
    tables
};
