//! Every `URI` is a `URI-reference`, and a reference with a scheme is a `URI`
//! ([RFC 3986 §4.1](https://www.rfc-editor.org/rfc/rfc3986#section-4.1)); the same holds of IRIs ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)). And every URI
//! is an IRI, while an IRI is a URI when it is ASCII. These are the
//! conversions between [`Uri`], [`UriRef`], [`Iri`] and [`IriRef`], kept apart
//! from the types so none of their modules imports another.

use crate::error::parse_error::{Component, ParseError, ParseErrorKind};
use crate::value::iri::Iri;
use crate::value::iri_ref::IriRef;
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

/// Why a relative reference is no URI (or IRI): it has no scheme.
pub(crate) const MISSING_SCHEME: ParseError =
    ParseError::span(0, 0, Component::Scheme, ParseErrorKind::MissingScheme);

/// The conversions between an absolute type and its reference type, which share
/// their text and offsets.
macro_rules! absolute_and_reference {
    ($abs:ident, $reference:ident, $as_ref:ident, $as_abs:ident) => {
        impl<'a> $abs<'a> {
            #[doc = concat!("This value as a [`", stringify!($reference), "`], which every `", stringify!($abs), "` is.")]
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let value = uri::", stringify!($abs), "::parse(\"http://example.com\").unwrap();")]
            #[doc = concat!("assert_eq!(value.", stringify!($as_ref), "().scheme(), Some(\"http\"));")]
            /// ```
            pub const fn $as_ref(&self) -> $reference<'a> {
                $reference::from_offsets(self.as_str(), self.offsets())
            }
        }

        impl<'a> $reference<'a> {
            #[doc = concat!("This reference as a [`", stringify!($abs), "`] when it has a scheme (then it is")]
            /// one, as it stands); `None` for a relative reference. `TryFrom`
            /// gives the same with an error that says what is missing.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("use uri::", stringify!($reference), ";")]
            ///
            #[doc = concat!("assert_eq!(", stringify!($reference), "::parse(\"a:b\").unwrap().", stringify!($as_abs), "().unwrap().scheme(), \"a\");")]
            #[doc = concat!("assert!(", stringify!($reference), "::parse(\"b\").unwrap().", stringify!($as_abs), "().is_none());")]
            /// ```
            pub const fn $as_abs(&self) -> Option<$abs<'a>> {
                if self.is_relative_ref() {
                    None
                } else {
                    Some($abs::from_offsets(self.as_str(), self.offsets()))
                }
            }
        }

        impl<'a> From<$abs<'a>> for $reference<'a> {
            fn from(absolute: $abs<'a>) -> Self {
                absolute.$as_ref()
            }
        }

        impl<'a> TryFrom<$reference<'a>> for $abs<'a> {
            type Error = ParseError;

            /// A reference with a scheme is absolute.
            ///
            /// # Errors
            ///
            /// [`ParseErrorKind::MissingScheme`](crate::ParseErrorKind::MissingScheme) for a relative reference.
            fn try_from(reference: $reference<'a>) -> Result<Self, ParseError> {
                reference.$as_abs().ok_or(MISSING_SCHEME)
            }
        }

        impl PartialEq<$reference<'_>> for $abs<'_> {
            fn eq(&self, other: &$reference<'_>) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl PartialEq<$abs<'_>> for $reference<'_> {
            fn eq(&self, other: &$abs<'_>) -> bool {
                self.as_str() == other.as_str()
            }
        }
    };
}

absolute_and_reference!(Uri, UriRef, as_uri_ref, as_uri);
absolute_and_reference!(Iri, IriRef, as_iri_ref, as_iri);

/// The conversions between a URI type and the IRI type of the same grammar: a
/// URI is an IRI as it stands; an IRI is a URI when its text is ASCII.
macro_rules! uri_and_iri {
    ($uri:ident, $iri:ident, $as_iri:ident, $as_uri:ident) => {
        impl<'a> $uri<'a> {
            #[doc = concat!("This value as an [`", stringify!($iri), "`], which every `", stringify!($uri), "` is: the")]
            /// same text and components, with no copy.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let uri = uri::", stringify!($uri), "::parse(\"http://example.com/a\").unwrap();")]
            #[doc = concat!("assert_eq!(uri.", stringify!($as_iri), "().path(), \"/a\");")]
            /// ```
            pub const fn $as_iri(&self) -> $iri<'a> {
                $iri::from_offsets(self.as_str(), self.offsets())
            }
        }

        impl<'a> $iri<'a> {
            #[doc = concat!("This value as a [`", stringify!($uri), "`] when its text is ASCII (then it is")]
            #[doc = concat!("one, as it stands); `None` otherwise (see the mapping of")]
            /// [RFC 3987 §3.1](https://www.rfc-editor.org/rfc/rfc3987#section-3.1) for those, with the `alloc` feature).
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("use uri::", stringify!($iri), ";")]
            ///
            #[doc = concat!("assert!(", stringify!($iri), "::parse(\"http://example.com/a\").unwrap().", stringify!($as_uri), "().is_some());")]
            #[doc = concat!("assert!(", stringify!($iri), "::parse(\"http://example.com/ä\").unwrap().", stringify!($as_uri), "().is_none());")]
            /// ```
            pub const fn $as_uri(&self) -> Option<$uri<'a>> {
                if self.as_str().is_ascii() {
                    Some($uri::from_offsets(self.as_str(), self.offsets()))
                } else {
                    None
                }
            }
        }

        impl<'a> From<$uri<'a>> for $iri<'a> {
            fn from(uri: $uri<'a>) -> Self {
                uri.$as_iri()
            }
        }

        impl<'a> TryFrom<$iri<'a>> for $uri<'a> {
            type Error = ParseError;

            /// An ASCII IRI is a URI.
            ///
            /// # Errors
            ///
            /// The error of parsing the text as a URI, at its first non-ASCII
            /// character.
            fn try_from(iri: $iri<'a>) -> Result<Self, ParseError> {
                match iri.$as_uri() {
                    Some(uri) => Ok(uri),
                    None => $uri::parse(iri.as_str()),
                }
            }
        }

        impl PartialEq<$uri<'_>> for $iri<'_> {
            fn eq(&self, other: &$uri<'_>) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl PartialEq<$iri<'_>> for $uri<'_> {
            fn eq(&self, other: &$iri<'_>) -> bool {
                self.as_str() == other.as_str()
            }
        }
    };
}

uri_and_iri!(Uri, Iri, as_iri, as_uri);
uri_and_iri!(UriRef, IriRef, as_iri_ref, as_uri_ref);

impl<'a> From<Uri<'a>> for IriRef<'a> {
    fn from(uri: Uri<'a>) -> Self {
        uri.as_uri_ref().as_iri_ref()
    }
}
