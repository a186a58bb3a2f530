//! Every `URI` is a `URI-reference`, and a reference with a scheme is a `URI`
//! ([RFC 3986 §4.1](https://www.rfc-editor.org/rfc/rfc3986#section-4.1)): the conversions between [`Uri`] and [`UriRef`], kept apart
//! from both types so neither module imports the other.

use crate::error::parse_error::{Component, ErrorKind, ParseError};
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

impl<'a> Uri<'a> {
    /// This URI as a [`UriRef`], which every URI is.
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri_core::Uri::parse("http://example.com").unwrap();
    /// assert_eq!(uri.as_uri_ref().scheme(), Some("http"));
    /// ```
    pub const fn as_uri_ref(&self) -> UriRef<'a> {
        UriRef::from_offsets(self.as_str(), self.offsets())
    }
}

impl<'a> UriRef<'a> {
    /// This reference as a [`Uri`], when it has a scheme.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::MissingScheme`] for a relative reference.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri_core::UriRef;
    ///
    /// assert_eq!(UriRef::parse("a:b").unwrap().to_uri().unwrap().scheme(), "a");
    /// assert!(UriRef::parse("b").unwrap().to_uri().is_err());
    /// ```
    pub const fn to_uri(&self) -> Result<Uri<'a>, ParseError> {
        if self.is_relative_ref() {
            return Err(ParseError::span(
                0,
                0,
                Component::Scheme,
                ErrorKind::MissingScheme,
            ));
        }
        Ok(Uri::from_offsets(self.as_str(), self.offsets()))
    }
}

impl<'a> From<Uri<'a>> for UriRef<'a> {
    fn from(uri: Uri<'a>) -> Self {
        uri.as_uri_ref()
    }
}

impl<'a> TryFrom<UriRef<'a>> for Uri<'a> {
    type Error = ParseError;

    /// A reference with a scheme is a URI.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::MissingScheme`](crate::ErrorKind::MissingScheme) for a relative reference.
    fn try_from(reference: UriRef<'a>) -> Result<Self, ParseError> {
        reference.to_uri()
    }
}

impl PartialEq<UriRef<'_>> for Uri<'_> {
    fn eq(&self, other: &UriRef<'_>) -> bool {
        self.as_str() == other.as_str()
    }
}

impl PartialEq<Uri<'_>> for UriRef<'_> {
    fn eq(&self, other: &Uri<'_>) -> bool {
        self.as_str() == other.as_str()
    }
}
