//! Editing an owned URI in place: the query, the fragment and path segments.

use alloc::string::{String, ToString};
use core::fmt::Write;

use crate::build::builder::{BuildError, is_dot_segment};
use crate::encoding::encode::Encoded;
use crate::encoding::place::Place;
use crate::encoding::query::QuerySerializer;
use crate::value::owned::UriBuf;

impl UriBuf {
    /// Replaces the query with `query` (unencoded; `&` and `=` stay literal), or
    /// removes it with `None`.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut uri = uri_core::UriBuf::parse("http://h/p?old#f")?;
    /// uri.set_query(Some("q=a b"));
    /// assert_eq!(uri, "http://h/p?q=a%20b#f");
    /// uri.set_query(None);
    /// assert_eq!(uri, "http://h/p#f");
    /// # Ok::<(), uri_core::ParseError>(())
    /// ```
    pub fn set_query(&mut self, query: Option<&str>) {
        let query = query.map(|query| Encoded::new(query, Place::Query).to_string());
        self.replace_tail(
            query.as_deref(),
            self.fragment().map(String::from).as_deref(),
            None,
        );
    }

    /// Replaces the query with `key=value` pairs, each encoded minimally.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut uri = uri_core::UriBuf::parse("http://h/p")?;
    /// uri.set_query_pairs([("a", "1&2"), ("b", "x=y")]);
    /// assert_eq!(uri.query(), Some("a=1%262&b=x%3Dy"));
    /// # Ok::<(), uri_core::ParseError>(())
    /// ```
    pub fn set_query_pairs<'p>(&mut self, pairs: impl IntoIterator<Item = (&'p str, &'p str)>) {
        let mut query = QuerySerializer::new();
        for (key, value) in pairs {
            query.push(key, Some(value));
        }
        let query = query.finish();
        self.replace_tail(
            Some(&query),
            self.fragment().map(String::from).as_deref(),
            None,
        );
    }

    /// Replaces the fragment with `fragment` (unencoded), or removes it with `None`.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut uri = uri_core::UriBuf::parse("http://h/p?q")?;
    /// uri.set_fragment(Some("sec 2"));
    /// assert_eq!(uri, "http://h/p?q#sec%202");
    /// # Ok::<(), uri_core::ParseError>(())
    /// ```
    pub fn set_fragment(&mut self, fragment: Option<&str>) {
        let fragment = fragment.map(|fragment| Encoded::new(fragment, Place::Fragment).to_string());
        let query = self.query().map(String::from);
        self.replace_tail(query.as_deref(), fragment.as_deref(), None);
    }

    /// Appends a path segment (unencoded; a `/` in it is data). The root path `/`
    /// counts as having no segments, so `http://h/` becomes `http://h/a` and
    /// `file:/` becomes `file:/etc`; a path without an authority that would start
    /// with `//` gets a `/.` in front, so it cannot read as an authority.
    ///
    /// # Errors
    ///
    /// [`BuildError::DotSegment`] for a segment of `.` or `..`, and the URI is left
    /// as it was: `%2E%2E` would be the same URI as `..` (RFC 3986 §2.3).
    ///
    /// # Examples
    ///
    /// ```
    /// let mut uri = uri_core::UriBuf::parse("http://h?q")?;
    /// uri.push_path_segment("a b")?;
    /// uri.push_path_segment("c/d")?;
    /// assert_eq!(uri, "http://h/a%20b/c%2Fd?q");
    /// assert!(uri.push_path_segment("..").is_err());
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn push_path_segment(&mut self, segment: &str) -> Result<(), BuildError> {
        if is_dot_segment(segment) {
            return Err(BuildError::DotSegment);
        }
        let mut path = String::from(self.path().as_str());
        // The root path's one empty segment is replaced; elsewhere a '/' goes
        // first, except at the start of a rootless path.
        if path != "/" && (!path.is_empty() || self.authority().is_some()) {
            path.push('/');
        }
        let _ = write!(path, "{}", Encoded::new(segment, Place::PathSegment));
        if self.authority().is_none() && path.starts_with("//") {
            path.insert_str(0, "/.");
        }
        let (query, fragment) = (
            self.query().map(String::from),
            self.fragment().map(String::from),
        );
        self.replace_tail(query.as_deref(), fragment.as_deref(), Some(&path));
        Ok(())
    }

    /// Rebuilds the text from this URI's head with the given (encoded) parts.
    fn replace_tail(&mut self, query: Option<&str>, fragment: Option<&str>, path: Option<&str>) {
        let uri = self.as_uri();
        let mut text = String::with_capacity(self.as_str().len() + 16);
        text.push_str(uri.scheme());
        text.push(':');
        if let Some(authority) = uri.authority() {
            text.push_str("//");
            text.push_str(authority);
        }
        text.push_str(path.unwrap_or(uri.path().as_str()));
        if let Some(query) = query {
            text.push('?');
            text.push_str(query);
        }
        if let Some(fragment) = fragment {
            text.push('#');
            text.push_str(fragment);
        }
        // Each part is valid for its place, so the text parses; should it not,
        // the value is left as it was rather than made invalid.
        if let Ok(rebuilt) = Self::try_from(text) {
            *self = rebuilt;
        }
    }
}
