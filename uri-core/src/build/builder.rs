//! Building a valid URI from unencoded parts.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::{self, Write};
use core::net::IpAddr;

use crate::encoding::encode::Encoded;
use crate::encoding::place::Place;
use crate::encoding::query::QuerySerializer;
use crate::error::parse_error::{Component, ErrorKind, ParseError};
use crate::parse::fail::Fail;
use crate::parse::ip::parse_ipv6;
use crate::parse::scheme::scheme_end;
use crate::value::owned::UriBuf;
use crate::value::uri::Uri;

/// Why [`UriBuilder::build`] could not make a URI; it names the part at fault.
///
/// # Examples
///
/// ```
/// use uri_core::{BuildError, UriBuilder};
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
    /// `%2E%2E` is the same URI as `..` (RFC 3986 §2.3), and normalization
    /// removes it with the segment before it (§6.2.2), so it is refused rather
    /// than turned into a step up the path.
    DotSegment,
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
        }
    }
}

impl core::error::Error for BuildError {}

/// Builds a [`UriBuf`] from unencoded parts: each part is percent-encoded for its
/// place (see [`Place`]), so any text can be given and the result is always valid.
///
/// # Examples
///
/// ```
/// use uri_core::UriBuilder;
///
/// let uri = UriBuilder::new()
///     .scheme("https")
///     .userinfo("j\u{f6}rg", Some("p@ss"))
///     .host("example.com")
///     .port(8443)
///     .path_segment("files")
///     .path_segment("a/b c.txt")
///     .query_pair("v", "1&2")
///     .fragment("page 2")
///     .build()?;
/// assert_eq!(uri, "https://j%C3%B6rg:p%40ss@example.com:8443/files/a%2Fb%20c.txt?v=1%262#page%202");
///
/// let ipv6 = UriBuilder::new().scheme("http").host("::1").build()?;
/// assert_eq!(ipv6, "http://[::1]");
/// # Ok::<(), uri_core::BuildError>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct UriBuilder {
    scheme: Option<String>,
    userinfo: Option<String>,
    host: Option<String>,
    port: Option<u16>,
    path: String,
    segments: Vec<String>,
    /// Whether a `path_segment` was `.` or `..`, which `build` refuses.
    dot_segment: bool,
    query: Option<String>,
    fragment: Option<String>,
}

impl UriBuilder {
    /// An empty builder.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(uri_core::UriBuilder::new().build().is_err());
    /// ```
    pub fn new() -> Self {
        Self::default()
    }

    /// Sets the scheme (checked by [`build`](Self::build), not encoded).
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri_core::UriBuilder::new().scheme("urn").path("isbn:0451450523").build()?;
    /// assert_eq!(uri, "urn:isbn:0451450523");
    /// # Ok::<(), uri_core::BuildError>(())
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
    /// let uri = uri_core::UriBuilder::new().scheme("ftp").userinfo("a:b", None).host("h").build()?;
    /// assert_eq!(uri, "ftp://a%3Ab@h");
    /// # Ok::<(), uri_core::BuildError>(())
    /// ```
    #[must_use]
    pub fn userinfo(mut self, user: &str, password: Option<&str>) -> Self {
        let mut userinfo = Encoded::new(user, Place::User).to_string();
        if let Some(password) = password {
            let _ = write!(userinfo, ":{}", Encoded::new(password, Place::Userinfo));
        }
        self.userinfo = Some(userinfo);
        self
    }

    /// Sets the host: an IPv6 address gets its brackets, an IPv4 address stays as
    /// it is, text in brackets must be an IP literal, and any other text is a
    /// registered name, encoded as one (an empty name is allowed, as in `file:///`).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri_core::UriBuilder;
    ///
    /// let host = |h| UriBuilder::new().scheme("s").host(h).build().map(|u| u.host_str().unwrap().to_owned());
    /// assert_eq!(host("fe80::1").unwrap(), "[fe80::1]");
    /// assert_eq!(host("[v1.x]").unwrap(), "[v1.x]");
    /// assert_eq!(host("b\u{fc}cher.example").unwrap(), "b%C3%BCcher.example");
    /// assert!(host("[nope]").is_err());
    /// ```
    #[must_use]
    pub fn host(mut self, host: &str) -> Self {
        self.host = Some(if let Some(literal) = ipv6_literal(host) {
            literal
        } else if host.starts_with('[') {
            host.to_string()
        } else {
            Encoded::new(host, Place::RegName).to_string()
        });
        self
    }

    /// Sets the host to an IP address.
    ///
    /// # Examples
    ///
    /// ```
    /// use core::net::{IpAddr, Ipv4Addr};
    ///
    /// let uri = uri_core::UriBuilder::new().scheme("http").ip(IpAddr::V4(Ipv4Addr::LOCALHOST)).build()?;
    /// assert_eq!(uri, "http://127.0.0.1");
    /// # Ok::<(), uri_core::BuildError>(())
    /// ```
    #[must_use]
    pub fn ip(mut self, ip: IpAddr) -> Self {
        self.host = Some(match ip {
            IpAddr::V4(v4) => v4.to_string(),
            IpAddr::V6(v6) => alloc::format!("[{v6}]"),
        });
        self
    }

    /// Sets the port.
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri_core::UriBuilder::new().scheme("http").host("h").port(0).build()?;
    /// assert_eq!(uri.port(), Ok(Some(0)));
    /// # Ok::<(), uri_core::BuildError>(())
    /// ```
    #[must_use]
    pub const fn port(mut self, port: u16) -> Self {
        self.port = Some(port);
        self
    }

    /// Sets the path from unencoded text whose `/` separate segments; segments
    /// added with [`path_segment`](Self::path_segment) follow it.
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri_core::UriBuilder::new().scheme("file").host("").path("/tmp/a b").build()?;
    /// assert_eq!(uri, "file:///tmp/a%20b");
    /// # Ok::<(), uri_core::BuildError>(())
    /// ```
    #[must_use]
    pub fn path(mut self, path: &str) -> Self {
        self.path = Encoded::new(path, Place::Path).to_string();
        self
    }

    /// Appends one path segment, which may be empty; a `/` in it is data, encoded
    /// as `%2F`. Without a host, a path that would start with `//` gets a `/.` in
    /// front, so it cannot read as an authority. A segment of `.` or `..` makes
    /// [`build`](Self::build) fail with [`BuildError::DotSegment`]: no encoding
    /// keeps it from meaning "this directory" or "up one".
    ///
    /// # Examples
    ///
    /// ```
    /// use uri_core::{BuildError, UriBuilder};
    ///
    /// let uri = UriBuilder::new().scheme("s").host("h").path_segment("a/b").build()?;
    /// assert_eq!(uri.path(), "/a%2Fb");
    /// let error = UriBuilder::new().scheme("s").host("h").path_segment("..").build();
    /// assert_eq!(error.unwrap_err(), BuildError::DotSegment);
    /// # Ok::<(), uri_core::BuildError>(())
    /// ```
    #[must_use]
    pub fn path_segment(mut self, segment: &str) -> Self {
        self.dot_segment |= is_dot_segment(segment);
        self.segments
            .push(Encoded::new(segment, Place::PathSegment).to_string());
        self
    }

    /// Appends `key=value` to the query.
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri_core::UriBuilder::new().scheme("s").query_pair("a", "b=c").build()?;
    /// assert_eq!(uri, "s:?a=b%3Dc");
    /// # Ok::<(), uri_core::BuildError>(())
    /// ```
    #[must_use]
    pub fn query_pair(mut self, key: &str, value: &str) -> Self {
        let mut query = QuerySerializer::from_encoded(self.query.as_deref().unwrap_or(""));
        query.push(key, Some(value));
        self.query = Some(query.finish());
        self
    }

    /// Sets the whole query from unencoded text (`&` and `=` stay literal).
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri_core::UriBuilder::new().scheme("s").query("a=1&b=#").build()?;
    /// assert_eq!(uri.query(), Some("a=1&b=%23"));
    /// # Ok::<(), uri_core::BuildError>(())
    /// ```
    #[must_use]
    pub fn query(mut self, query: &str) -> Self {
        self.query = Some(Encoded::new(query, Place::Query).to_string());
        self
    }

    /// Sets the fragment from unencoded text.
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri_core::UriBuilder::new().scheme("s").fragment("#1").build()?;
    /// assert_eq!(uri.fragment(), Some("%231"));
    /// # Ok::<(), uri_core::BuildError>(())
    /// ```
    #[must_use]
    pub fn fragment(mut self, fragment: &str) -> Self {
        self.fragment = Some(Encoded::new(fragment, Place::Fragment).to_string());
        self
    }

    /// The URI.
    ///
    /// # Errors
    ///
    /// A [`BuildError`] naming the part at fault: no or an invalid scheme, a
    /// bracketed host that is not an IP literal, a userinfo or port without a host,
    /// a path segment of `.` or `..`.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri_core::{BuildError, UriBuilder};
    ///
    /// assert_eq!(UriBuilder::new().host("h").build().unwrap_err(), BuildError::MissingScheme);
    /// assert_eq!(UriBuilder::new().scheme("s").port(1).build().unwrap_err(), BuildError::AuthorityWithoutHost);
    /// ```
    pub fn build(self) -> Result<UriBuf, BuildError> {
        let scheme = self.scheme.ok_or(BuildError::MissingScheme)?;
        if self.dot_segment {
            return Err(BuildError::DotSegment);
        }
        check_scheme(&scheme)?;
        let mut text = scheme.clone();
        text.push(':');
        if self.host.is_none() && (self.userinfo.is_some() || self.port.is_some()) {
            return Err(BuildError::AuthorityWithoutHost);
        }
        if let Some(host) = &self.host {
            text.push_str("//");
            if let Some(userinfo) = &self.userinfo {
                text.push_str(userinfo);
                text.push('@');
            }
            let host_start = text.len();
            text.push_str(host);
            match Uri::parse(&text) {
                Err(error) => return Err(BuildError::InvalidHost(error.relative_to(host_start))),
                // A bracketed host must be the IP literal alone (names are encoded).
                Ok(uri) => {
                    let literal_len = uri.host_str().map_or(0, str::len);
                    if literal_len != host.len() {
                        return Err(BuildError::TextAfterIpLiteral(literal_len));
                    }
                }
            }
            if let Some(port) = self.port {
                let _ = write!(text, ":{port}");
            }
        }
        let mut path = self.path;
        for (n, segment) in self.segments.iter().enumerate() {
            // Each appended segment follows a '/': one of its own, except after a
            // `path()` that already ends with one, or at the start of a path
            // without an authority (which may be rootless).
            let after_slash = n == 0 && path.ends_with('/');
            let at_rootless_start = n == 0 && path.is_empty() && self.host.is_none();
            if !after_slash && !at_rootless_start {
                path.push('/');
            }
            path.push_str(segment);
        }
        if self.host.is_some() && !path.is_empty() && !path.starts_with('/') {
            text.push('/');
        } else if self.host.is_none() && path.starts_with("//") {
            // Without this, the path would read back as an authority.
            text.push_str("/.");
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
        // Every part was encoded for its place, so only a bug could fail here; the
        // error is then reported rather than a panic.
        UriBuf::try_from(text).map_err(|error| BuildError::InvalidHost(error.error()))
    }
}

/// Checks that `scheme` is exactly the `scheme` rule (RFC 3986 §3.1), with the
/// parser's own rule: nothing may follow it.
fn check_scheme(scheme: &str) -> Result<(), BuildError> {
    let bytes = scheme.as_bytes();
    match scheme_end(bytes) {
        Ok(end) if end == bytes.len() => Ok(()),
        Ok(end) => Err(Fail::new(end, Component::Scheme, ErrorKind::SchemeChar)),
        Err(fail) => Err(fail),
    }
    .map_err(|fail| BuildError::InvalidScheme(fail.into_error(bytes)))
}

/// `host` in brackets when it is exactly an `IPv6address` (RFC 3986 §3.2.2), by
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
