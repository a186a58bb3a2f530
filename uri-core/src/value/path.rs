//! The `path` component ([RFC 3986 §3.3](https://www.rfc-editor.org/rfc/rfc3986#section-3.3)) and its segments.

use core::fmt;

use crate::error::secret::Quoted;

/// The path of a URI reference, as written (still percent-encoded).
///
/// Every URI reference has a path, possibly empty.
///
/// # Examples
///
/// ```
/// use uri::Uri;
///
/// let uri = Uri::parse("https://example.com/a/b%2Fc/").unwrap();
/// let path = uri.path();
/// assert_eq!(path.as_str(), "/a/b%2Fc/");
/// assert!(path.is_absolute());
/// assert_eq!(path.segments().collect::<Vec<_>>(), ["a", "b%2Fc", ""]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Path<'a> {
    text: &'a str,
}

impl<'a> Path<'a> {
    pub(crate) const fn new(text: &'a str) -> Self {
        Self { text }
    }

    /// The path as written.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::UriRef::parse("a/b?c").unwrap().path().as_str(), "a/b");
    /// ```
    pub const fn as_str(&self) -> &'a str {
        self.text
    }

    /// Whether the path starts with `/`.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::UriRef;
    ///
    /// assert!(UriRef::parse("/a").unwrap().path().is_absolute());
    /// assert!(!UriRef::parse("a").unwrap().path().is_absolute());
    /// ```
    pub const fn is_absolute(&self) -> bool {
        !self.text.is_empty() && self.text.as_bytes()[0] == b'/'
    }

    /// Whether the path is empty.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(uri::Uri::parse("https://example.com").unwrap().path().is_empty());
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// The segments between the slashes, still percent-encoded: a leading `/` does
    /// not start an empty first segment, a trailing `/` ends with an empty one, and
    /// the empty path has no segments.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::UriRef;
    ///
    /// let segments = |s| UriRef::parse(s).unwrap().path().segments().collect::<Vec<_>>();
    /// assert_eq!(segments("/a/b"), ["a", "b"]);
    /// assert_eq!(segments("a//b/"), ["a", "", "b", ""]);
    /// assert_eq!(segments("/"), [""]);
    /// assert!(segments("").is_empty());
    /// ```
    pub fn segments(&self) -> Segments<'a> {
        let rest = self.text.strip_prefix('/').unwrap_or(self.text);
        Segments {
            rest: if self.text.is_empty() {
                None
            } else {
                Some(rest)
            },
        }
    }
}

/// The text quoted, escaped as messages escape it (an IRI's path may hold
/// characters that hide or reorder text).
impl fmt::Debug for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Quoted(self.text).fmt(f)
    }
}

impl fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.text)
    }
}

impl PartialEq<str> for Path<'_> {
    fn eq(&self, other: &str) -> bool {
        self.text == other
    }
}

impl PartialEq<&str> for Path<'_> {
    fn eq(&self, other: &&str) -> bool {
        self.text == *other
    }
}

/// An iterator over the segments of a [`Path`]; see [`Path::segments`].
///
/// # Examples
///
/// ```
/// let uri = uri::Uri::parse("urn:isbn:0451450523").unwrap();
/// assert_eq!(uri.path().segments().next_back(), Some("isbn:0451450523"));
/// ```
#[derive(Clone)]
pub struct Segments<'a> {
    rest: Option<&'a str>,
}

/// The segments not yet read, escaped like [`Path`]'s `Debug`.
impl fmt::Debug for Segments<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Segments")
            .field("rest", &self.rest.map(Quoted))
            .finish()
    }
}

impl<'a> Iterator for Segments<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let rest = self.rest?;
        if let Some((segment, tail)) = rest.split_once('/') {
            self.rest = Some(tail);
            Some(segment)
        } else {
            self.rest = None;
            Some(rest)
        }
    }
}

impl DoubleEndedIterator for Segments<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        let rest = self.rest?;
        if let Some((head, segment)) = rest.rsplit_once('/') {
            self.rest = Some(head);
            Some(segment)
        } else {
            self.rest = None;
            Some(rest)
        }
    }
}

impl core::iter::FusedIterator for Segments<'_> {}

#[cfg(test)]
mod tests {
    use super::Path;

    #[test]
    fn segments_both_ways() {
        let path = Path::new("/a/b//c/");
        let forward: Vec<_> = path.segments().collect();
        let mut backward: Vec<_> = path.segments().rev().collect();
        backward.reverse();
        assert_eq!(forward, ["a", "b", "", "c", ""]);
        assert_eq!(forward, backward);
        let mut mixed = path.segments();
        assert_eq!(mixed.next(), Some("a"));
        assert_eq!(mixed.next_back(), Some(""));
        assert_eq!(mixed.next_back(), Some("c"));
        assert_eq!(mixed.next(), Some("b"));
        assert_eq!(mixed.next(), Some(""));
        assert_eq!(mixed.next(), None);
        assert_eq!(mixed.next_back(), None);
    }
}
