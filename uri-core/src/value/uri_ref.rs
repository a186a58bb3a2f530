//! [`UriRef`]: a borrowed, validated `URI-reference` (a URI or a relative reference).
//!
//! How it converts to and from [`Uri`](crate::Uri) is in `convert.rs`.

use crate::error::parse_error::ParseError;
use crate::parse::offsets::Offsets;
use crate::parse::uri_reference::{Grammar, parse};
use crate::value::accessors::{borrowed_accessors, borrowed_impls};

/// A borrowed URI reference: text that matches `URI-reference` of [RFC 3986 §4.1](https://www.rfc-editor.org/rfc/rfc3986#section-4.1),
/// either a URI (with a scheme) or a relative reference, and the location of each
/// of its components.
///
/// Like [`Uri`](crate::Uri), it is `Copy`, at most 40 bytes, and every accessor is an O(1)
/// `const fn`.
///
/// # Examples
///
/// ```
/// use uri::UriRef;
///
/// let reference = UriRef::parse("../images/logo.png?v=2")?;
/// assert!(reference.is_relative_ref());
/// assert_eq!(reference.scheme(), None);
/// assert_eq!(reference.path(), "../images/logo.png");
/// assert_eq!(reference.query(), Some("v=2"));
///
/// let network_path = UriRef::parse("//cdn.example.com/lib.js")?;
/// assert_eq!(network_path.host_str(), Some("cdn.example.com"));
/// # Ok::<(), uri::ParseError>(())
/// ```
#[derive(Clone, Copy)]
pub struct UriRef<'a> {
    text: &'a str,
    offsets: Offsets,
}

impl<'a> UriRef<'a> {
    /// Parses `text` as a `URI-reference`.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] at the offending character (see [`ParseErrorKind`](crate::ParseErrorKind)).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{ParseErrorKind, UriRef};
    ///
    /// assert!(UriRef::parse("").is_ok());
    /// assert!(UriRef::parse("#section-2").is_ok());
    /// // A colon in the first segment would make it a scheme.
    /// assert_eq!(UriRef::parse("1a:b").unwrap_err().kind(), ParseErrorKind::FirstSegmentColon);
    /// ```
    #[inline]
    pub const fn parse(text: &'a str) -> Result<Self, ParseError> {
        match parse(text, Grammar::UriReference) {
            Ok(offsets) => Ok(Self { text, offsets }),
            Err(error) => Err(error),
        }
    }

    /// Parses `text` as a `relative-ref` ([RFC 3986 §4.2](https://www.rfc-editor.org/rfc/rfc3986#section-4.2)): a reference without a
    /// scheme.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] at the offending character (see [`ParseErrorKind`](crate::ParseErrorKind)); text
    /// with a scheme fails at its `:` with
    /// [`ParseErrorKind::FirstSegmentColon`](crate::ParseErrorKind::FirstSegmentColon).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{ParseErrorKind, UriRef};
    ///
    /// assert!(UriRef::parse_relative_ref("./a:b").is_ok());
    /// let error = UriRef::parse_relative_ref("a:b").unwrap_err();
    /// assert_eq!((error.kind(), error.index()), (ParseErrorKind::FirstSegmentColon, 1));
    /// ```
    #[inline]
    pub const fn parse_relative_ref(text: &'a str) -> Result<Self, ParseError> {
        match parse(text, Grammar::RelativeRef) {
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

    /// The scheme without its `:`, or `None` for a relative reference.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::UriRef;
    ///
    /// assert_eq!(UriRef::parse("mailto:x@example.com").unwrap().scheme(), Some("mailto"));
    /// assert_eq!(UriRef::parse("x@example.com").unwrap().scheme(), None);
    /// ```
    pub const fn scheme(&self) -> Option<&'a str> {
        self.offsets.scheme(self.text)
    }

    /// Whether this is a relative reference (it has no scheme).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::UriRef;
    ///
    /// assert!(UriRef::parse("//example.com").unwrap().is_relative_ref());
    /// assert!(!UriRef::parse("http://example.com").unwrap().is_relative_ref());
    /// ```
    pub const fn is_relative_ref(&self) -> bool {
        self.offsets.scheme(self.text).is_none()
    }

    borrowed_accessors!(UriRef);
}

borrowed_impls!(UriRef);
