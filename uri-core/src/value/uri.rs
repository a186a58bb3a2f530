//! [`Uri`]: a borrowed, validated `URI` (one with a scheme).
//!
//! How it converts to and from [`UriRef`](crate::UriRef) is in `convert.rs`.

use crate::error::parse_error::ParseError;
use crate::parse::offsets::Offsets;
use crate::parse::uri_reference::{Grammar, parse};
use crate::value::accessors::{borrowed_accessors, borrowed_impls};

/// A borrowed URI: text that matches the `URI` rule of RFC 3986, so it has a
/// scheme, and the location of each of its components.
///
/// Parsing validates the whole text in one pass and records where the components
/// are; every accessor is then O(1) and a `const fn`. The value is `Copy` and at
/// most 40 bytes. Comparison and hashing use the text as written; it is not
/// normalized.
///
/// A component that is absent is `None`, and one that is present but empty is
/// `Some("")`: `http://h?` has an empty query, `http://h` has none ([RFC 3986
/// §5.3](https://www.rfc-editor.org/rfc/rfc3986#section-5.3) keeps them apart).
///
/// # Examples
///
/// ```
/// use uri::{Host, Uri};
///
/// let uri = Uri::parse("https://user@example.com:8443/a/b?x=1#top")?;
/// assert_eq!(uri.scheme(), "https");
/// assert_eq!(uri.userinfo(), Some("user"));
/// assert_eq!(uri.host(), Some(Host::RegName("example.com")));
/// assert_eq!(uri.port()?, Some(8443));
/// assert_eq!(uri.path(), "/a/b");
/// assert_eq!(uri.query(), Some("x=1"));
/// assert_eq!(uri.fragment(), Some("top"));
///
/// // Absent and empty are apart.
/// assert_eq!(Uri::parse("http://h")?.query(), None);
/// assert_eq!(Uri::parse("http://h?")?.query(), Some(""));
///
/// // Parsing is a `const fn`, so are the accessors.
/// const API: Uri<'static> = match Uri::parse("https://api.example.com/v1") {
///     Ok(uri) => uri,
///     Err(_) => panic!("invalid URI"),
/// };
/// const HOST: Option<&str> = API.host_str();
/// assert_eq!(HOST, Some("api.example.com"));
/// # Ok::<(), uri::ParseError>(())
/// ```
#[derive(Clone, Copy)]
pub struct Uri<'a> {
    text: &'a str,
    offsets: Offsets,
}

impl<'a> Uri<'a> {
    /// Parses `text` as a `URI` ([RFC 3986 §3](https://www.rfc-editor.org/rfc/rfc3986#section-3)).
    ///
    /// # Errors
    ///
    /// A [`ParseError`] at the offending character (see [`ParseErrorKind`](crate::ParseErrorKind));
    /// [`ParseErrorKind::MissingScheme`](crate::ParseErrorKind::MissingScheme) when `text` is
    /// a valid relative reference (use [`UriRef::parse`](crate::UriRef::parse) for those).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{ParseErrorKind, Uri};
    ///
    /// assert!(Uri::parse("urn:example:animal:ferret:nose").is_ok());
    /// assert_eq!(Uri::parse("/index.html").unwrap_err().kind(), ParseErrorKind::MissingScheme);
    /// assert_eq!(Uri::parse("http://a/%zz").unwrap_err().index(), 10);
    /// ```
    #[inline]
    pub const fn parse(text: &'a str) -> Result<Self, ParseError> {
        match parse(text, Grammar::Uri) {
            Ok(offsets) => Ok(Self { text, offsets }),
            Err(error) => Err(error),
        }
    }

    /// Parses `text` as an `absolute-URI` ([RFC 3986 §4.3](https://www.rfc-editor.org/rfc/rfc3986#section-4.3)): a URI without a
    /// fragment, as a base URI must be.
    ///
    /// # Errors
    ///
    /// As [`Uri::parse`], and [`ParseErrorKind::FragmentNotAllowed`](crate::ParseErrorKind::FragmentNotAllowed)
    /// at a `#`.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{ParseErrorKind, Uri};
    ///
    /// assert!(Uri::parse_absolute_uri("http://a/b/c/d;p?q").is_ok());
    /// let error = Uri::parse_absolute_uri("http://a/b#c").unwrap_err();
    /// assert_eq!((error.kind(), error.index()), (ParseErrorKind::FragmentNotAllowed, 10));
    /// ```
    #[inline]
    pub const fn parse_absolute_uri(text: &'a str) -> Result<Self, ParseError> {
        match parse(text, Grammar::AbsoluteUri) {
            Ok(offsets) => Ok(Self { text, offsets }),
            Err(error) => Err(error),
        }
    }

    /// A value of `text` and the offsets that parsing it produced. Offsets that
    /// do not describe `text` make accessors return wrong slices or panic, never
    /// undefined behaviour.
    pub(crate) const fn from_offsets(text: &'a str, offsets: Offsets) -> Self {
        Self { text, offsets }
    }

    /// The scheme, without its `:`; never empty. Its case is as written.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::Uri::parse("HTTP://example.com").unwrap().scheme(), "HTTP");
    /// ```
    pub const fn scheme(&self) -> &'a str {
        match self.offsets.scheme(self.text) {
            Some(scheme) => scheme,
            // A `Uri` is only made from text that has a scheme.
            None => "",
        }
    }

    /// This URI without its fragment: the `absolute-URI` form a base must take.
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri::Uri::parse("http://a/b?c#d").unwrap();
    /// assert_eq!(uri.without_fragment(), "http://a/b?c");
    /// ```
    #[must_use]
    pub const fn without_fragment(&self) -> Self {
        Self {
            text: self.offsets.without_fragment(self.text),
            offsets: self.offsets,
        }
    }

    borrowed_accessors!(Uri);
}

borrowed_impls!(Uri);
