//! [`IriRef`]: a borrowed, validated `IRI-reference` of RFC 3987 (an IRI or a
//! relative reference).
//!
//! How it converts to and from [`Iri`](crate::Iri) and the URI types is in
//! `convert.rs`.

use crate::error::parse_error::ParseError;
use crate::parse::offsets::Offsets;
use crate::parse::ucs::Charset;
use crate::parse::uri_reference::{Grammar, parse_in};
use crate::value::accessors::{borrowed_accessors, borrowed_impls};

/// A borrowed IRI reference: text that matches `IRI-reference` of
/// [RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2), either an IRI (with a scheme) or a relative reference
/// (`irelative-ref`), and the location of each of its components.
///
/// It is to [`UriRef`](crate::UriRef) what [`Iri`](crate::Iri) is to
/// [`Uri`](crate::Uri): the same grammar with non-ASCII characters allowed.
/// `Copy`, at most 40 bytes, every accessor an O(1) `const fn`.
///
/// # Examples
///
/// ```
/// use uri::IriRef;
///
/// let reference = IriRef::parse("../画像/ロゴ.png?v=2")?;
/// assert!(reference.is_relative_ref());
/// assert_eq!(reference.path(), "../画像/ロゴ.png");
/// # #[cfg(feature = "alloc")] {
/// assert_eq!(reference.to_uri_ref(), "../%E7%94%BB%E5%83%8F/%E3%83%AD%E3%82%B4.png?v=2");
/// # }
/// # Ok::<(), uri::ParseError>(())
/// ```
#[derive(Clone, Copy)]
pub struct IriRef<'a> {
    text: &'a str,
    offsets: Offsets,
}

impl<'a> IriRef<'a> {
    /// Parses `text` as an `IRI-reference`.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] at the offending character (see [`Iri::parse`](crate::Iri::parse)).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{ParseErrorKind, IriRef};
    ///
    /// assert!(IriRef::parse("#章-2").is_ok());
    /// // Private-use characters only in the query.
    /// assert!(IriRef::parse("?\u{e000}").is_ok());
    /// assert_eq!(IriRef::parse("#\u{e000}").unwrap_err().kind(), ParseErrorKind::FragmentChar);
    /// ```
    #[inline]
    pub const fn parse(text: &'a str) -> Result<Self, ParseError> {
        match parse_in(text, Grammar::UriReference, Charset::Iri) {
            Ok(offsets) => Ok(Self { text, offsets }),
            Err(error) => Err(error),
        }
    }

    /// Parses `text` as an `irelative-ref`: a reference without a scheme.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] at the offending character; text with a scheme fails at
    /// its `:` with [`ParseErrorKind::FirstSegmentColon`](crate::ParseErrorKind::FirstSegmentColon).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{ParseErrorKind, IriRef};
    ///
    /// assert!(IriRef::parse_relative_ref("./é:b").is_ok());
    /// let error = IriRef::parse_relative_ref("é:b").unwrap_err();
    /// assert_eq!((error.kind(), error.index()), (ParseErrorKind::FirstSegmentColon, 2));
    /// ```
    #[inline]
    pub const fn parse_relative_ref(text: &'a str) -> Result<Self, ParseError> {
        match parse_in(text, Grammar::RelativeRef, Charset::Iri) {
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
    /// use uri::IriRef;
    ///
    /// assert_eq!(IriRef::parse("mailto:ü@example.com").unwrap().scheme(), Some("mailto"));
    /// assert_eq!(IriRef::parse("ü@example.com").unwrap().scheme(), None);
    /// ```
    pub const fn scheme(&self) -> Option<&'a str> {
        self.offsets.scheme(self.text)
    }

    /// Whether this is a relative reference (it has no scheme).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::IriRef;
    ///
    /// assert!(IriRef::parse("//bücher.example").unwrap().is_relative_ref());
    /// assert!(!IriRef::parse("http://bücher.example").unwrap().is_relative_ref());
    /// ```
    pub const fn is_relative_ref(&self) -> bool {
        self.offsets.scheme(self.text).is_none()
    }

    borrowed_accessors!(IriRef);
}

borrowed_impls!(IriRef);
