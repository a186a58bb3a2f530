//! Building a valid URI from unencoded parts.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::net::IpAddr;

use crate::compose::parts::{
    BuildError, check_encoded, check_no_dot_segments, check_path_shape, check_scheme, host_text,
    ip_text, is_dot_segment, push_pair, segment_separator, userinfo_text,
};
use crate::encoding::encode::Encoded;
use crate::encoding::place::Place;
use crate::error::parse_error::{Component, ParseErrorKind};
use crate::error::secret::QuotedUserinfo;
use crate::parse::table::{PATH, QUERY, USERINFO};
use crate::parse::ucs::NonAscii;
use crate::value::owned::UriBuf;
use crate::value::uri::Uri;

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
    /// `//`; and, as the text is data, it holds no `.` or `..` segment, which
    /// would make the URI name another resource than the text says
    /// ([`build`](Self::build) says which). A path already encoded, as a URI
    /// holds it, goes to [`path_encoded`](Self::path_encoded), which keeps it as
    /// it is.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::error::BuildError;
    ///
    /// let uri = uri::UriBuilder::new().scheme("file").host("").path("/tmp/a b").build()?;
    /// assert_eq!(uri, "file:///tmp/a%20b");
    /// let climbing = uri::UriBuilder::new().scheme("file").host("").path("/tmp/../etc").build();
    /// assert_eq!(climbing.unwrap_err(), BuildError::DotSegment);
    /// # Ok::<(), uri::error::BuildError>(())
    /// ```
    #[must_use]
    pub fn path(mut self, path: &str) -> Self {
        self.path = Encoded::new(path, Place::Path).to_string();
        if let Err(error) = check_no_dot_segments(&self.path, true, self.host.is_some()) {
            self.fail(error);
        }
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
    /// cannot stand where it is, a `.` or `..` segment in unencoded path text.
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
