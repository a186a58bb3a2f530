//! [`Iri`]: a borrowed, validated `IRI` of RFC 3987 (one with a scheme).
//!
//! How it converts to and from [`IriRef`](crate::IriRef) and the URI types is
//! in `convert.rs`; the mappings to and from URIs are in `ops/iri_mapping.rs`.

use crate::error::parse_error::ParseError;
use crate::parse::offsets::Offsets;
use crate::parse::ucs::Charset;
use crate::parse::uri_reference::{Grammar, parse_in};
use crate::value::accessors::{borrowed_accessors, borrowed_impls};

/// A borrowed IRI: text that matches the `IRI` rule of [RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2), so it
/// has a scheme, and the location of each of its components.
///
/// An IRI is a URI that may also hold non-ASCII characters in its userinfo,
/// host name, path, query and fragment (`ucschar`, RFC 3987's name for them:
/// nearly all of Unicode from U+00A0 up, without C1 controls, noncharacters
/// such as U+FFFE, tag characters and private-use characters), and private-use characters
/// (`iprivate`: U+E000–U+F8FF and planes 15 and 16) in its query; the scheme,
/// port and IP literals stay ASCII. Every
/// [`Uri`](crate::Uri) is an `Iri` ([`Uri::as_iri`](crate::Uri::as_iri));
/// [`to_uri`](Self::to_uri) maps an IRI to the URI that protocols need
/// ([RFC 3987 §3.1](https://www.rfc-editor.org/rfc/rfc3987#section-3.1)).
///
/// Like `Uri`, it is `Copy`, at most 40 bytes, and every accessor is an O(1)
/// `const fn`. Comparison and hashing use the text as written.
///
/// The parser accepts the bidirectional formatting characters (U+200E, U+200F,
/// U+202A–202E) because the grammar does (they are `ucschar`), although
/// [RFC 3987 §4.1](https://www.rfc-editor.org/rfc/rfc3987#section-4.1) says IRIs must not contain them; `check_bidi` (feature `bidi`)
/// applies the rules of §4.1 and §4.2 where they matter (before display).
///
/// # Examples
///
/// ```
/// use uri::{Host, Iri};
///
/// let iri = Iri::parse("https://例え.jp/引き出し?q=ü#章")?;
/// assert_eq!(iri.host(), Some(Host::RegName("例え.jp")));
/// assert_eq!(iri.path(), "/引き出し");
/// assert_eq!(iri.query(), Some("q=ü"));
/// assert_eq!(iri.fragment(), Some("章"));
/// # #[cfg(feature = "alloc")] {
/// assert_eq!(
///     iri.to_uri(),
///     "https://%E4%BE%8B%E3%81%88.jp/%E5%BC%95%E3%81%8D%E5%87%BA%E3%81%97?q=%C3%BC#%E7%AB%A0"
/// );
/// # }
///
/// // Parsing and the accessors are `const fn`.
/// const HOME: Iri<'static> = match Iri::parse("https://bücher.example/") {
///     Ok(iri) => iri,
///     Err(_) => panic!("invalid IRI"),
/// };
/// const HOST: Option<&str> = HOME.host_str();
/// assert_eq!(HOST, Some("bücher.example"));
/// # Ok::<(), uri::ParseError>(())
/// ```
#[derive(Clone, Copy)]
pub struct Iri<'a> {
    text: &'a str,
    offsets: Offsets,
}

impl<'a> Iri<'a> {
    /// Parses `text` as an `IRI` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)).
    ///
    /// # Errors
    ///
    /// A [`ParseError`] at the offending character, as for
    /// [`Uri::parse`](crate::Uri::parse): a non-ASCII character outside `ucschar`
    /// (a C1 control, a noncharacter such as U+FFFE, a tag character), a
    /// private-use character outside the query, or any non-ASCII character in the
    /// scheme, port or an IP literal.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{ParseErrorKind, Iri};
    ///
    /// assert!(Iri::parse("http://example.com/caf\u{e9}").is_ok());
    /// let error = Iri::parse("http://example.com/\u{fffe}").unwrap_err();
    /// assert_eq!((error.kind(), error.index()), (ParseErrorKind::PathChar, 19));
    /// assert_eq!(Iri::parse("/index.html").unwrap_err().kind(), ParseErrorKind::MissingScheme);
    /// ```
    #[inline]
    pub const fn parse(text: &'a str) -> Result<Self, ParseError> {
        match parse_in(text, Grammar::Uri, Charset::Iri) {
            Ok(offsets) => Ok(Self { text, offsets }),
            Err(error) => Err(error),
        }
    }

    /// Parses `text` as an `absolute-IRI` ([RFC 3987 §2.2](https://www.rfc-editor.org/rfc/rfc3987#section-2.2)): an IRI without
    /// a fragment, as a base IRI must be.
    ///
    /// # Errors
    ///
    /// As [`Iri::parse`], and [`ParseErrorKind::FragmentNotAllowed`](crate::ParseErrorKind::FragmentNotAllowed)
    /// at a `#`.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{ParseErrorKind, Iri};
    ///
    /// assert!(Iri::parse_absolute_iri("http://a/ü?q").is_ok());
    /// let error = Iri::parse_absolute_iri("http://a/ü#c").unwrap_err();
    /// assert_eq!((error.kind(), error.index()), (ParseErrorKind::FragmentNotAllowed, 11));
    /// ```
    #[inline]
    pub const fn parse_absolute_iri(text: &'a str) -> Result<Self, ParseError> {
        match parse_in(text, Grammar::AbsoluteUri, Charset::Iri) {
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

    /// The scheme, without its `:`; never empty, always ASCII. Its case is as
    /// written.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::Iri::parse("HTTP://bücher.example").unwrap().scheme(), "HTTP");
    /// ```
    pub const fn scheme(&self) -> &'a str {
        match self.offsets.scheme(self.text) {
            Some(scheme) => scheme,
            // An `Iri` is only made from text that has a scheme.
            None => "",
        }
    }

    /// This IRI without its fragment: the `absolute-IRI` form a base must take.
    ///
    /// # Examples
    ///
    /// ```
    /// let iri = uri::Iri::parse("http://a/ü?c#d").unwrap();
    /// assert_eq!(iri.without_fragment(), "http://a/ü?c");
    /// ```
    #[must_use]
    pub const fn without_fragment(&self) -> Self {
        Self {
            text: self.offsets.without_fragment(self.text),
            offsets: self.offsets,
        }
    }

    borrowed_accessors!(Iri);
}

borrowed_impls!(Iri);
