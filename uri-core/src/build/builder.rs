//! Building a valid URI from unencoded parts.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::{self, Write};
use core::net::IpAddr;

use crate::encoding::encode::Encoded;
use crate::encoding::place::Place;
use crate::error::parse_error::{Component, ParseError, ParseErrorKind};
use crate::error::secret::QuotedUserinfo;
use crate::parse::fail::Fail;
use crate::parse::ip::parse_ipv6;
use crate::parse::scan::scan;
use crate::parse::scheme::scheme_end;
use crate::parse::table::{Class, NOTHING, PATH, QUERY, USERINFO};
use crate::parse::ucs::NonAscii;
use crate::value::owned::UriBuf;
use crate::value::uri::Uri;

/// Why [`UriBuilder::build`] could not make a URI; it names the part at fault.
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
    /// the host: a port or path belongs in [`UriBuilder::port`] or
    /// [`UriBuilder::path`].
    TextAfterIpLiteral(usize),
    /// A path segment given as data is `.` or `..`. No encoding keeps it data:
    /// `%2E%2E` is the same URI as `..` ([RFC 3986 §2.3](https://www.rfc-editor.org/rfc/rfc3986#section-2.3)), and normalization
    /// removes it with the segment before it ([§6.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2)), so it is refused rather
    /// than turned into a step up the path.
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

/// Builds a [`UriBuf`] from parts: unencoded ones are percent-encoded for their
/// place (see [`Place`]), already-encoded ones (`*_encoded`) are checked, and
/// text that would change another component is refused, never altered. Start
/// empty with [`new`](Self::new) or from a URI with [`from_uri`](Self::from_uri).
///
/// The first mistake is kept and returned by [`build`](Self::build), so the
/// setters chain.
///
/// # Examples
///
/// ```
/// use uri::UriBuilder;
///
/// let uri = UriBuilder::new()
///     .scheme("https")
///     .host("example.com")
///     .path_segment("a b")
///     .query_pair("q", "1&2")
///     .build()?;
/// assert_eq!(uri, "https://example.com/a%20b?q=1%262");
/// # Ok::<(), uri::error::BuildError>(())
/// ```
#[derive(Clone, Default)]
pub struct UriBuilder {
    scheme: Option<String>,
    userinfo: Option<String>,
    host: Option<String>,
    /// The port's digits: a number given to [`port`](Self::port), or the text
    /// of a URI's port as written (`0080`, or empty after a bare `:`).
    port: Option<String>,
    path: String,
    segments: Vec<String>,
    query: Option<String>,
    fragment: Option<String>,
    /// The first mistake a setter found, which `build` returns.
    error: Option<BuildError>,
}

/// Like a derived `Debug`, with the userinfo's password replaced by `***`.
impl fmt::Debug for UriBuilder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("UriBuilder")
            .field("scheme", &self.scheme)
            .field("userinfo", &self.userinfo.as_deref().map(QuotedUserinfo))
            .field("host", &self.host)
            .field("port", &self.port)
            .field("path", &self.path)
            .field("segments", &self.segments)
            .field("query", &self.query)
            .field("fragment", &self.fragment)
            .field("error", &self.error)
            .finish()
    }
}

impl UriBuilder {
    /// An empty builder.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(uri::UriBuilder::new().build().is_err());
    /// ```
    pub fn new() -> Self {
        Self::default()
    }

    /// A builder holding every part of `uri`, as written (nothing is encoded
    /// again, and the port keeps its digits: `:0080` stays `:0080`, a bare `:`
    /// stays), to change some of them.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{Uri, UriBuilder};
    ///
    /// let base = Uri::parse("https://user@example.com:8443/a%20b?x=1#top")?;
    /// let moved = UriBuilder::from_uri(base).host("example.org").port(None).build()?;
    /// assert_eq!(moved, "https://user@example.org/a%20b?x=1#top");
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn from_uri(uri: Uri<'_>) -> Self {
        Self {
            scheme: Some(uri.scheme().to_string()),
            userinfo: uri.userinfo().map(String::from),
            host: uri.host_str().map(String::from),
            // Its text, not its number: `u16` would rewrite `:0080` as `:80`,
            // drop a bare `:`, and refuse a port RFC 3986 allows (`:99999`).
            port: uri.port_str().map(String::from),
            path: uri.path().as_str().to_string(),
            segments: Vec::new(),
            query: uri.query().map(String::from),
            fragment: uri.fragment().map(String::from),
            error: None,
        }
    }

    fn fail(&mut self, error: BuildError) {
        self.error.get_or_insert(error);
    }

    /// Sets the scheme (checked by [`build`](Self::build), not encoded).
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri::UriBuilder::new().scheme("urn").path("isbn:0451450523").build()?;
    /// assert_eq!(uri, "urn:isbn:0451450523");
    /// # Ok::<(), uri::error::BuildError>(())
    /// ```
    #[must_use]
    pub fn scheme(mut self, scheme: &str) -> Self {
        self.scheme = Some(scheme.to_string());
        self
    }

    /// Sets the userinfo from a user name and an optional password. A `:` in the
    /// user name is encoded, so it cannot be mistaken for the password's start.
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri::UriBuilder::new().scheme("ftp").userinfo("a:b", None).host("h").build()?;
    /// assert_eq!(uri, "ftp://a%3Ab@h");
    /// # Ok::<(), uri::error::BuildError>(())
    /// ```
    #[must_use]
    pub fn userinfo(mut self, user: &str, password: Option<&str>) -> Self {
        self.userinfo = Some(userinfo_text(user, password));
        self
    }

    /// Sets the userinfo from already-encoded text, which must be valid
    /// `userinfo` ([RFC 3986 §3.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1)).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::error::BuildError;
    /// use uri::UriBuilder;
    ///
    /// let uri = UriBuilder::new().scheme("ftp").userinfo_encoded("a%20b").host("h").build()?;
    /// assert_eq!(uri.userinfo(), Some("a%20b"));
    /// let error = UriBuilder::new().scheme("ftp").userinfo_encoded("a@b").host("h").build();
    /// assert!(matches!(error, Err(BuildError::InvalidPart(_))));
    /// # Ok::<(), uri::error::BuildError>(())
    /// ```
    #[must_use]
    pub fn userinfo_encoded(mut self, userinfo: &str) -> Self {
        match check_encoded(
            userinfo,
            USERINFO,
            NonAscii::None,
            Component::Userinfo,
            ParseErrorKind::UserinfoChar,
        ) {
            Ok(()) => self.userinfo = Some(userinfo.to_string()),
            Err(error) => self.fail(error),
        }
        self
    }

    /// Sets the host: an IPv6 address gets its brackets, an IPv4 address stays as
    /// it is, text in brackets must be an IP literal, and any other text is a
    /// registered name, encoded as one (an empty name is allowed, as in
    /// `file:///`). Text holding `:`, `@`, `/`, `?` or `#` is refused with
    /// [`BuildError::HostDelimiter`]: `example.com:8443` is a host and a port,
    /// `fe80::1%eth0` an address with a zone id, which no URI can carry.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::error::BuildError;
    /// use uri::UriBuilder;
    ///
    /// let host = |h| UriBuilder::new().scheme("s").host(h).build().map(|u| u.host_str().unwrap().to_owned());
    /// assert_eq!(host("fe80::1").unwrap(), "[fe80::1]");
    /// assert_eq!(host("[v1.x]").unwrap(), "[v1.x]");
    /// assert_eq!(host("b\u{fc}cher.example").unwrap(), "b%C3%BCcher.example");
    /// assert!(host("[nope]").is_err());
    /// assert_eq!(host("example.com:8443"), Err(BuildError::HostDelimiter { index: 11, found: ':' }));
    /// assert!(host("fe80::1%eth0").is_err());
    /// ```
    #[must_use]
    pub fn host(mut self, host: &str) -> Self {
        match host_text(host) {
            Ok(text) => self.host = Some(text),
            Err(error) => self.fail(error),
        }
        self
    }

    /// Sets the host to an IP address.
    ///
    /// # Examples
    ///
    /// ```
    /// use core::net::{IpAddr, Ipv4Addr};
    ///
    /// let uri = uri::UriBuilder::new().scheme("http").ip(IpAddr::V4(Ipv4Addr::LOCALHOST)).build()?;
    /// assert_eq!(uri, "http://127.0.0.1");
    /// # Ok::<(), uri::error::BuildError>(())
    /// ```
    #[must_use]
    pub fn ip(mut self, ip: IpAddr) -> Self {
        self.host = Some(ip_text(ip));
        self
    }

    /// Sets the port, or removes it with `None`.
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri::UriBuilder::new().scheme("http").host("h").port(0).build()?;
    /// assert_eq!(uri.port(), Ok(Some(0)));
    /// # Ok::<(), uri::error::BuildError>(())
    /// ```
    #[must_use]
    pub fn port(mut self, port: impl Into<Option<u16>>) -> Self {
        self.port = port.into().map(|port| port.to_string());
        self
    }

    /// Sets the path from unencoded text whose `/` separate segments; segments
    /// added with [`path_segment`](Self::path_segment) follow it. With a host the
    /// path must be empty or start with `/`; without one it cannot start with
    /// `//` ([`build`](Self::build) says which).
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri::UriBuilder::new().scheme("file").host("").path("/tmp/a b").build()?;
    /// assert_eq!(uri, "file:///tmp/a%20b");
    /// # Ok::<(), uri::error::BuildError>(())
    /// ```
    #[must_use]
    pub fn path(mut self, path: &str) -> Self {
        self.path = Encoded::new(path, Place::Path).to_string();
        self
    }

    /// Sets the path from already-encoded text, which must be valid path
    /// characters: `%` starts an escape, as in [`Uri::path`].
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{Uri, UriBuilder};
    ///
    /// let base = Uri::parse("http://a/x%20y")?;
    /// let uri = UriBuilder::new().scheme("s").host("h").path_encoded(base.path().as_str()).build()?;
    /// assert_eq!(uri, "s://h/x%20y");
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    #[must_use]
    pub fn path_encoded(mut self, path: &str) -> Self {
        match check_encoded(
            path,
            PATH,
            NonAscii::None,
            Component::Path,
            ParseErrorKind::PathChar,
        ) {
            Ok(()) => self.path = path.to_string(),
            Err(error) => self.fail(error),
        }
        self
    }

    /// Appends one path segment, which may be empty; a `/` in it is data, encoded
    /// as `%2F`. The rule is that of [`UriBuf::push_path_segment`]: a path ending
    /// in `/` has its empty last segment filled, so `path("/v1/")` then
    /// `path_segment("users")` gives `/v1/users`. A segment of `.` or `..` makes
    /// [`build`](Self::build) fail with [`BuildError::DotSegment`]: no encoding
    /// keeps it from meaning "this directory" or "up one".
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::error::BuildError;
    /// use uri::UriBuilder;
    ///
    /// let uri = UriBuilder::new().scheme("s").host("h").path("/v1/").path_segment("a/b").build()?;
    /// assert_eq!(uri.path(), "/v1/a%2Fb");
    /// let error = UriBuilder::new().scheme("s").host("h").path_segment("..").build();
    /// assert_eq!(error.unwrap_err(), BuildError::DotSegment);
    /// # Ok::<(), uri::error::BuildError>(())
    /// ```
    #[must_use]
    pub fn path_segment(mut self, segment: &str) -> Self {
        if is_dot_segment(segment) {
            self.fail(BuildError::DotSegment);
        }
        self.segments
            .push(Encoded::new(segment, Place::PathSegment).to_string());
        self
    }

    /// Appends `key=value` to the query, encoding both; the query grows in place.
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri::UriBuilder::new().scheme("s").query_pair("a", "b=c").build()?;
    /// assert_eq!(uri, "s:?a=b%3Dc");
    /// # Ok::<(), uri::error::BuildError>(())
    /// ```
    #[must_use]
    pub fn query_pair(mut self, key: &str, value: &str) -> Self {
        let query = self.query.get_or_insert_with(String::new);
        push_pair(query, key, value);
        self
    }

    /// Sets the whole query from unencoded text (`&` and `=` stay literal).
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri::UriBuilder::new().scheme("s").query("a=1&b=#").build()?;
    /// assert_eq!(uri.query(), Some("a=1&b=%23"));
    /// # Ok::<(), uri::error::BuildError>(())
    /// ```
    #[must_use]
    pub fn query(mut self, query: &str) -> Self {
        self.query = Some(Encoded::new(query, Place::Query).to_string());
        self
    }

    /// Sets the whole query from already-encoded text, which must be valid query
    /// characters.
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri::UriBuilder::new().scheme("s").query_encoded("a=x%20y").build()?;
    /// assert_eq!(uri.query(), Some("a=x%20y"));
    /// assert!(uri::UriBuilder::new().scheme("s").query_encoded("#").build().is_err());
    /// # Ok::<(), uri::error::BuildError>(())
    /// ```
    #[must_use]
    pub fn query_encoded(mut self, query: &str) -> Self {
        match check_encoded(
            query,
            QUERY,
            NonAscii::None,
            Component::Query,
            ParseErrorKind::QueryChar,
        ) {
            Ok(()) => self.query = Some(query.to_string()),
            Err(error) => self.fail(error),
        }
        self
    }

    /// Sets the fragment from unencoded text.
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri::UriBuilder::new().scheme("s").fragment("#1").build()?;
    /// assert_eq!(uri.fragment(), Some("%231"));
    /// # Ok::<(), uri::error::BuildError>(())
    /// ```
    #[must_use]
    pub fn fragment(mut self, fragment: &str) -> Self {
        self.fragment = Some(Encoded::new(fragment, Place::Fragment).to_string());
        self
    }

    /// Sets the fragment from already-encoded text, which must be valid fragment
    /// characters.
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri::UriBuilder::new().scheme("s").fragment_encoded("a%20b").build()?;
    /// assert_eq!(uri.fragment(), Some("a%20b"));
    /// # Ok::<(), uri::error::BuildError>(())
    /// ```
    #[must_use]
    pub fn fragment_encoded(mut self, fragment: &str) -> Self {
        match check_encoded(
            fragment,
            QUERY,
            NonAscii::None,
            Component::Fragment,
            ParseErrorKind::FragmentChar,
        ) {
            Ok(()) => self.fragment = Some(fragment.to_string()),
            Err(error) => self.fail(error),
        }
        self
    }

    /// The URI.
    ///
    /// # Errors
    ///
    /// The first [`BuildError`] a setter found, or one naming the part at fault:
    /// no or an invalid scheme, a userinfo or port without a host, a path that
    /// cannot stand where it is.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::error::BuildError;
    /// use uri::UriBuilder;
    ///
    /// assert_eq!(UriBuilder::new().host("h").build().unwrap_err(), BuildError::MissingScheme);
    /// assert_eq!(UriBuilder::new().scheme("s").port(1).build().unwrap_err(), BuildError::AuthorityWithoutHost);
    /// assert_eq!(UriBuilder::new().scheme("s").host("h").path("a").build().unwrap_err(), BuildError::PathWithoutRoot);
    /// ```
    pub fn build(self) -> Result<UriBuf, BuildError> {
        if let Some(error) = self.error {
            return Err(error);
        }
        let scheme = self.scheme.ok_or(BuildError::MissingScheme)?;
        check_scheme(&scheme)?;
        if self.host.is_none() && (self.userinfo.is_some() || self.port.is_some()) {
            return Err(BuildError::AuthorityWithoutHost);
        }
        let mut path = self.path;
        for segment in &self.segments {
            path.push_str(segment_separator(&path, self.host.is_some()));
            path.push_str(segment);
        }
        check_path_shape(&path, true, self.host.is_some())?;
        let mut text = scheme;
        text.push(':');
        if let Some(host) = &self.host {
            text.push_str("//");
            if let Some(userinfo) = &self.userinfo {
                text.push_str(userinfo);
                text.push('@');
            }
            text.push_str(host);
            if let Some(port) = &self.port {
                text.push(':');
                text.push_str(port);
            }
        }
        text.push_str(&path);
        if let Some(query) = &self.query {
            text.push('?');
            text.push_str(query);
        }
        if let Some(fragment) = &self.fragment {
            text.push('#');
            text.push_str(fragment);
        }
        // Every part was encoded or checked for its place, so only a bug could
        // fail here; the error is then reported rather than a panic.
        UriBuf::try_from(text).map_err(|error| BuildError::InvalidPart(error.error()))
    }
}

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
    use super::UriBuilder;
    use crate::value::uri::Uri;
    use alloc::format;

    #[test]
    fn from_uri_keeps_the_port_as_written() {
        for text in [
            "http://h:0080/",
            "http://h:/",
            "http://h:80/",
            "http://u@h:99999/x",
            "http://h:000/",
            "http://h/",
        ] {
            let uri = Uri::parse(text).unwrap();
            assert_eq!(UriBuilder::from_uri(uri).build().unwrap(), text);
        }
        let moved = UriBuilder::from_uri(Uri::parse("http://h:0080/").unwrap())
            .host("g")
            .build()
            .unwrap();
        assert_eq!(moved, "http://g:0080/");
        let renumbered = UriBuilder::from_uri(Uri::parse("http://h:/").unwrap())
            .port(8080)
            .build()
            .unwrap();
        assert_eq!(renumbered, "http://h:8080/");
    }

    #[test]
    fn debug_hides_the_password() {
        let builder = UriBuilder::new().userinfo("me", Some("hunter2")).host("h");
        let shown = format!("{builder:?}");
        assert!(shown.contains(r#"userinfo: Some("me:***")"#), "{shown}");
        assert!(!shown.contains("hunter2"), "{shown}");
        let from = UriBuilder::from_uri(Uri::parse("ftp://me:hunter2@h/").unwrap());
        assert!(!format!("{from:?}").contains("hunter2"));
    }
}
