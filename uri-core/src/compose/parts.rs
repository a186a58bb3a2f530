//! What the builder and the editing methods share: why a part was refused
//! ([`BuildError`]), and the one set of checks and writers both apply: how a
//! host is read, how a userinfo, an address and a query pair are written, which
//! paths can stand where, and what goes before an appended segment.

use alloc::string::{String, ToString};
use core::fmt::{self, Write};
use core::net::IpAddr;

use crate::encoding::encode::Encoded;
use crate::encoding::place::Place;
use crate::error::parse_error::{Component, ParseError, ParseErrorKind};
use crate::parse::fail::Fail;
use crate::parse::ip::parse_ipv6;
use crate::parse::scan::scan;
use crate::parse::scheme::scheme_end;
use crate::parse::table::{Class, NOTHING};
use crate::parse::ucs::NonAscii;
use crate::value::uri::Uri;

/// Why [`UriBuilder::build`](crate::UriBuilder::build) could not make a URI; it names the part at fault.
///
/// # Examples
///
/// ```
/// use uri::error::BuildError;
/// use uri::UriBuilder;
///
/// let error = UriBuilder::new().scheme("1http").host("example.com").build().unwrap_err();
/// assert!(matches!(error, BuildError::InvalidScheme(_)));
/// assert_eq!(error.to_string(), "invalid scheme: invalid character `1` (U+0031) in scheme at index 0: expected a letter to start the scheme");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum BuildError {
    /// No scheme was given: a URI needs one.
    MissingScheme,
    /// The scheme is not `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`; the error's
    /// index is within the scheme.
    InvalidScheme(ParseError),
    /// A bracketed host is not a valid IP literal; the index is within the host.
    InvalidHost(ParseError),
    /// A userinfo or port was given without a host.
    AuthorityWithoutHost,
    /// A bracketed host has text after its IP literal, at this byte index of
    /// the host: a port or path belongs in [`UriBuilder::port`](crate::UriBuilder::port) or
    /// [`UriBuilder::path`](crate::UriBuilder::path).
    TextAfterIpLiteral(usize),
    /// A path segment given as data is `.` or `..`, or a path given whole to a
    /// URI (or to a reference with an authority or an absolute path) holds such
    /// a segment. No encoding keeps it data: `%2E%2E` is the same URI as `..`
    /// ([RFC 3986 §2.3](https://www.rfc-editor.org/rfc/rfc3986#section-2.3)), and normalization removes it with the segment before it
    /// ([§6.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2)), so the value would name another resource than it says; it
    /// is refused rather than turned into a step up the path. A relative path
    /// (`../img/a.png`) keeps its dot segments: climbing from the base is what it
    /// says.
    DotSegment,
    /// Already-encoded text is not valid for its component; the error's index is
    /// within that text and names the component.
    InvalidPart(ParseError),
    /// Host text holds a delimiter of another component at this byte index: `:`
    /// (a port, or an IPv6 zone id), `@` (a userinfo), `/`, `?` or `#`. Give the
    /// port, userinfo and path to their own setters; encoding the character into
    /// the name would make a different host.
    HostDelimiter {
        /// The byte index in the host text.
        index: usize,
        /// The delimiter found there.
        found: char,
    },
    /// A path under an authority must be empty or start with `/` ([RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)).
    PathWithoutRoot,
    /// Without an authority, a path cannot start with `//`: it would read as one.
    PathLikeAuthority,
    /// In a reference without scheme and authority, the path's first segment
    /// cannot hold `:`: it would read as a scheme ([RFC 3986 §4.2](https://www.rfc-editor.org/rfc/rfc3986#section-4.2)). Write `./`
    /// before it.
    PathLikeScheme,
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::MissingScheme => f.write_str("missing scheme: a URI needs one, such as `https`"),
            Self::InvalidScheme(error) => write!(f, "invalid scheme: {error}"),
            Self::InvalidHost(error) => write!(f, "invalid host: {error}"),
            Self::AuthorityWithoutHost => {
                f.write_str("a userinfo or port was given without a host")
            }
            Self::TextAfterIpLiteral(index) => write!(
                f,
                "invalid host: text after the IP literal at index {index}: set a port with `port()` and a path with `path()`"
            ),
            Self::DotSegment => f.write_str(
                "a path segment of `.` or `..` cannot be data: `%2E%2E` is equivalent to `..` (RFC 3986 §2.3); leave the segment out or rename it",
            ),
            Self::InvalidPart(error) => write!(f, "invalid encoded text: {error}"),
            Self::HostDelimiter { index, found } => {
                let part = match found {
                    ':' => "set a port with `port()`; an IPv6 zone id cannot be written in a URI",
                    '@' => "set a userinfo with `userinfo()`",
                    _ => "set the path, query and fragment with their own setters",
                };
                write!(f, "invalid host: `{found}` at index {index}: {part}")
            }
            Self::PathWithoutRoot => {
                f.write_str("a path after an authority must be empty or start with `/`")
            }
            Self::PathLikeAuthority => f.write_str(
                "a path without an authority cannot start with `//`: it would read as one",
            ),
            Self::PathLikeScheme => f.write_str(
                "the first segment of a relative path cannot hold `:`: it would read as a scheme; write `./` before it",
            ),
        }
    }
}

impl core::error::Error for BuildError {}

/// `user[:password]`, each encoded for its place.
pub(crate) fn userinfo_text(user: &str, password: Option<&str>) -> String {
    let mut userinfo = Encoded::new(user, Place::User).to_string();
    if let Some(password) = password {
        let _ = write!(userinfo, ":{}", Encoded::new(password, Place::Userinfo));
    }
    userinfo
}

/// An IP address as a host: IPv6 in brackets.
pub(crate) fn ip_text(ip: IpAddr) -> String {
    match ip {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => alloc::format!("[{v6}]"),
    }
}

/// Appends `key=value`, encoded, to an encoded query, with a `&` unless the
/// query is empty or already ends with one.
pub(crate) fn push_pair(query: &mut String, key: &str, value: &str) {
    if !query.is_empty() && !query.ends_with('&') {
        query.push('&');
    }
    let _ = write!(
        query,
        "{}={}",
        Encoded::new(key, Place::QueryKey),
        Encoded::new(value, Place::QueryValue)
    );
}

/// Checks that `scheme` is exactly the `scheme` rule ([RFC 3986 §3.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.1)), with the
/// parser's own rule: nothing may follow it.
pub(crate) fn check_scheme(scheme: &str) -> Result<(), BuildError> {
    let bytes = scheme.as_bytes();
    match scheme_end(bytes) {
        Ok(end) if end == bytes.len() => Ok(()),
        Ok(end) => Err(Fail::new(
            end,
            Component::Scheme,
            ParseErrorKind::SchemeChar,
        )),
        Err(fail) => Err(fail),
    }
    .map_err(|fail| BuildError::InvalidScheme(fail.into_error(bytes)))
}

/// `host` in brackets when it is exactly an `IPv6address` ([RFC 3986 §3.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2)), by
/// the parser's own rule, which reads an address up to the `]` of its literal.
fn ipv6_literal(host: &str) -> Option<String> {
    let literal = alloc::format!("[{host}]");
    match parse_ipv6(literal.as_bytes(), 1) {
        Ok((_, close)) if close == literal.len() - 1 => Some(literal),
        _ => None,
    }
}

/// Whether a segment given as data is `.` or `..`, which no encoding keeps as data.
pub(crate) fn is_dot_segment(segment: &str) -> bool {
    matches!(segment, "." | "..")
}

/// Refuses a whole path, encoded, that holds a `.` or `..` segment (`%2E` read
/// as `.`), unless it is a relative path: the path of a reference without
/// scheme and authority that does not start with `/`, whose leading `..` say
/// how far to climb from the base. Anywhere else a dot segment only renames
/// the resource ([`BuildError::DotSegment`]).
pub(crate) fn check_no_dot_segments(
    path: &str,
    has_scheme: bool,
    has_authority: bool,
) -> Result<(), BuildError> {
    let relative = !has_scheme && !has_authority && !path.starts_with('/');
    let decoded_dots = |segment: &str| {
        let mut rest = segment.as_bytes();
        let mut dots = 0;
        loop {
            rest = match rest {
                [] => return dots,
                [b'.', tail @ ..] | [b'%', b'2', b'e' | b'E', tail @ ..] => tail,
                _ => return 0,
            };
            dots += 1;
        }
    };
    if !relative
        && path
            .split('/')
            .any(|segment| matches!(decoded_dots(segment), 1 | 2))
    {
        return Err(BuildError::DotSegment);
    }
    Ok(())
}

/// The host as it is written into an authority, from the text given to a host
/// setter: an IPv6 address gets its brackets, text in brackets must be an IP
/// literal and nothing else, text with a delimiter of another component is
/// refused, and any other text is a registered name, encoded as one.
pub(crate) fn host_text(host: &str) -> Result<String, BuildError> {
    if let Some(literal) = ipv6_literal(host) {
        return Ok(literal);
    }
    if host.starts_with('[') {
        let probe = alloc::format!("s://{host}");
        return match Uri::parse(&probe) {
            Err(error) => Err(BuildError::InvalidHost(error.relative_to(4))),
            Ok(uri) => {
                let literal_len = uri.host_str().map_or(0, str::len);
                if literal_len == host.len() {
                    Ok(host.to_string())
                } else {
                    Err(BuildError::TextAfterIpLiteral(literal_len))
                }
            }
        };
    }
    if let Some((index, found)) = host
        .char_indices()
        .find(|(_, c)| matches!(c, ':' | '@' | '/' | '?' | '#'))
    {
        return Err(BuildError::HostDelimiter { index, found });
    }
    Ok(Encoded::new(host, Place::RegName).to_string())
}

/// Checks already-encoded text against the characters of its component, with the
/// parser's own scanner.
pub(crate) fn check_encoded(
    text: &str,
    class: Class,
    non_ascii: NonAscii,
    component: Component,
    kind: ParseErrorKind,
) -> Result<(), BuildError> {
    let bytes = text.as_bytes();
    scan(bytes, 0, class, NOTHING, non_ascii, component, kind)
        .map(|_| ())
        .map_err(|fail| BuildError::InvalidPart(fail.into_error(bytes)))
}

/// Checks that `path` can stand where it would go: after an authority it must be
/// empty or absolute; without one it cannot start with `//`; in a reference with
/// neither scheme nor authority, its first segment cannot hold `:`.
pub(crate) fn check_path_shape(
    path: &str,
    has_scheme: bool,
    has_authority: bool,
) -> Result<(), BuildError> {
    if has_authority {
        if path.is_empty() || path.starts_with('/') {
            Ok(())
        } else {
            Err(BuildError::PathWithoutRoot)
        }
    } else if path.starts_with("//") {
        Err(BuildError::PathLikeAuthority)
    } else if !has_scheme
        && path
            .split('/')
            .next()
            .is_some_and(|first| first.contains(':'))
    {
        Err(BuildError::PathLikeScheme)
    } else {
        Ok(())
    }
}

/// What goes between `path` and a segment appended to it, by the one rule of
/// segments: a path that ends with `/` (or is empty, without an authority) has
/// an empty last segment, which the new one fills; any other path gets a `/`
/// first, and an empty path under an authority becomes `/segment`. So `/v1/` +
/// `users` and `/v1` + `users` both give `/v1/users`, and pushing `""` leaves a
/// trailing `/` for the next segment to fill.
pub(crate) fn segment_separator(path: &str, has_authority: bool) -> &'static str {
    if path.ends_with('/') || (path.is_empty() && !has_authority) {
        ""
    } else {
        "/"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_whole_path_keeps_dot_segments_only_when_relative() {
        for path in ["/a/../b", "/.", "/a/%2e%2E", "/a/.%2e/b", "/./"] {
            assert_eq!(
                check_no_dot_segments(path, true, true),
                Err(BuildError::DotSegment),
                "{path}"
            );
            assert_eq!(
                check_no_dot_segments(path, false, false),
                Err(BuildError::DotSegment),
                "{path}"
            );
        }
        for path in ["/a/.../b", "/a./b", "/%2e%2e%2e", "/a//b", "", "/"] {
            assert_eq!(check_no_dot_segments(path, true, true), Ok(()), "{path}");
        }
        // A relative path says how far to climb from its base.
        assert_eq!(check_no_dot_segments("../img/a.png", false, false), Ok(()));
        assert_eq!(
            check_no_dot_segments("..", true, false),
            Err(BuildError::DotSegment)
        );
    }
}
