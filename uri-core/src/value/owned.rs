//! [`UriBuf`] and [`UriRefBuf`]: owned counterparts of [`Uri`] and [`UriRef`].

use alloc::borrow::ToOwned;
use alloc::string::String;
use core::fmt;
use core::ops::Range;
use core::str::FromStr;

use crate::encoding::query::QueryPairs;
use crate::error::parse_error::ParseError;
use crate::error::report::Report;
use crate::error::secret::Quoted;
use crate::parse::offsets::Offsets;
use crate::parse::ucs::Charset;
use crate::parse::uri_reference::{Grammar, parse_in};
use crate::value::convert::MISSING_SCHEME;
use crate::value::host::Host;
use crate::value::iri::Iri;
use crate::value::iri_ref::IriRef;
use crate::value::path::Path;
use crate::value::redact::Redacted;
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

/// A `String` that failed to parse, returned whole so nothing is lost.
///
/// It prints as a [`Report`] does, in every form but `{:#?}`: the input drawn
/// with a caret under the error, any password as `*`s and invisible characters
/// escaped, so `.unwrap()`, `?` into `anyhow` or `Box<dyn Error>`, and `{:?}`
/// logging show where the text broke and no credentials.
/// [`into_input`](Self::into_input) gives the text back unchanged.
///
/// # Examples
///
/// ```
/// use uri::UriBuf;
///
/// let error = UriBuf::try_from(String::from("no scheme")).unwrap_err();
/// assert_eq!(error.error().index(), 2);
/// assert!(error.to_string().ends_with("\n  | no scheme\n  |   ^"));
/// assert_eq!(error.into_input(), "no scheme");
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct FromStringError {
    report: Report,
}

impl FromStringError {
    /// Why the string is not valid.
    ///
    /// # Examples
    ///
    /// ```
    /// let error = uri::UriRefBuf::try_from(String::from("%")).unwrap_err();
    /// assert_eq!(error.error().index(), 1);
    /// ```
    pub fn error(&self) -> ParseError {
        *self.report.error()
    }

    /// The string that was given, unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// let error = uri::UriRefBuf::try_from(String::from("%")).unwrap_err();
    /// assert_eq!(error.into_input(), "%");
    /// ```
    pub fn into_input(self) -> String {
        self.report.into_input()
    }
}

/// The drawing of [`Report`]'s `Display`.
impl fmt::Display for FromStringError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.report, f)
    }
}

/// Keeps the input, which was handed over whole.
impl From<FromStringError> for Report {
    fn from(error: FromStringError) -> Self {
        error.report
    }
}

/// The drawing, as `{}` gives it; the fields with `{:#?}`, the input's password
/// as `***`.
impl fmt::Debug for FromStringError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            f.debug_struct("FromStringError")
                .field("error", &self.report.error())
                .field("input", &Quoted(self.report.input()))
                .finish()
        } else {
            fmt::Display::fmt(&self.report, f)
        }
    }
}

/// No `source`, as for [`Report`]: the drawing holds the parse error's message.
impl core::error::Error for FromStringError {}

/// An owned value opened for an edit (`compose/edit.rs`): its text and
/// offsets, borrowed, with the grammar and the characters they follow, and a
/// splice that replaces part of the text. One type for the four owned types,
/// so that each edit is compiled once: generic over the four, the edits were
/// a sixth of this crate's compiled code.
#[cfg(feature = "alloc")]
pub(crate) struct Editing<'a> {
    text: &'a mut String,
    offsets: &'a mut Offsets,
    grammar: Grammar,
    /// URI or IRI: which non-ASCII characters the text holds literally.
    pub(crate) charset: Charset,
}

#[cfg(feature = "alloc")]
impl Editing<'_> {
    /// The text and its offsets.
    pub(crate) fn parts(&self) -> (&str, Offsets) {
        (self.text, *self.offsets)
    }

    /// Replaces `range` of the text with `replacement`, after which the offsets
    /// are `offsets`. The editing operations compute them by arithmetic; debug
    /// builds check them against a fresh parse, so every test checks them.
    pub(crate) fn splice(&mut self, range: Range<usize>, replacement: &str, offsets: Offsets) {
        if range.is_empty() {
            // Appends are the common edit: an insertion moves only the tail.
            self.text.insert_str(range.start, replacement);
        } else if range.end == self.text.len() {
            self.text.truncate(range.start);
            self.text.push_str(replacement);
        } else {
            self.text.replace_range(range, replacement);
        }
        *self.offsets = offsets;
        debug_assert_eq!(
            parse_in(self.text, self.grammar, self.charset),
            Ok(offsets),
            "an edit gave {:?} wrong offsets",
            self.text
        );
    }
}

/// Defines an owned URI type over a borrowed one.
macro_rules! owned_type {
    (
        $(#[$attr:meta])*
        $owned:ident, $borrowed:ident, $grammar:ident, $charset:ident, $as_borrowed:ident, $scheme_ret:ty
    ) => {
        $(#[$attr])*
        #[derive(Clone)]
        pub struct $owned {
            text: String,
            offsets: Offsets,
        }

        #[cfg(feature = "alloc")]
        impl $owned {
            #[doc = concat!("Parses a copy of `text`; see [`", stringify!($borrowed), "::parse`].")]
            ///
            /// # Errors
            ///
            /// A [`ParseError`] at the offending character (see [`ParseErrorKind`](crate::ParseErrorKind)).
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let uri = uri::", stringify!($owned), "::parse(\"http://example.com\")?;")]
            /// assert_eq!(uri.as_str(), "http://example.com");
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn parse(text: &str) -> Result<Self, ParseError> {
                $borrowed::parse(text).map(Self::from)
            }

            #[doc = concat!("Borrows this value as a [`", stringify!($borrowed), "`], whose accessors are `const fn`.")]
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let owned = uri::", stringify!($owned), "::parse(\"http://example.com/a\")?;")]
            #[doc = concat!("let borrowed = owned.", stringify!($as_borrowed), "();")]
            /// assert_eq!(borrowed.path(), "/a");
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn $as_borrowed(&self) -> $borrowed<'_> {
                $borrowed::from_offsets(&self.text, self.offsets)
            }

            /// The text as written.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let uri = uri::", stringify!($owned), "::parse(\"http://h\")?;")]
            /// assert_eq!(uri.as_str(), "http://h");
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn as_str(&self) -> &str {
                &self.text
            }

            /// The text as a `String`.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let uri = uri::", stringify!($owned), "::parse(\"http://h\")?;")]
            /// assert_eq!(uri.into_string(), "http://h");
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn into_string(self) -> String {
                self.text
            }

            #[doc = concat!("The same as [`", stringify!($borrowed), "::port`], read from the text this value owns.")]
            ///
            /// # Errors
            ///
            /// [`ParseErrorKind::PortOverflow`](crate::ParseErrorKind::PortOverflow) when the
            /// port's value is above 65535.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let uri = uri::", stringify!($owned), "::parse(\"http://h:8080\")?;")]
            /// assert_eq!(uri.port()?, Some(8080));
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn port(&self) -> Result<Option<u16>, ParseError> {
                self.$as_borrowed().port()
            }

            #[doc = concat!("The same as [`", stringify!($borrowed), "::port_or_known_default`], read from the text this value owns.")]
            ///
            /// # Errors
            ///
            /// [`ParseErrorKind::PortOverflow`](crate::ParseErrorKind::PortOverflow) when the
            /// port's value is above 65535.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let uri = uri::", stringify!($owned), "::parse(\"ws://h/\")?;")]
            /// assert_eq!(uri.port_or_known_default()?, Some(80));
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn port_or_known_default(&self) -> Result<Option<u16>, ParseError> {
                self.$as_borrowed().port_or_known_default()
            }

            #[doc = concat!("The same as [`", stringify!($borrowed), "::query_pairs`], read from the text this value owns.")]
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let uri = uri::", stringify!($owned), "::parse(\"http://h/?a=1&b=x%20y\")?;")]
            /// assert_eq!(uri.query_pairs().get("b").unwrap().to_string(), "x y");
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn query_pairs(&self) -> QueryPairs<'_> {
                self.$as_borrowed().query_pairs()
            }

            owned_type!(@delegate $owned, $as_borrowed, $borrowed,
                scheme -> $scheme_ret,
                authority -> Option<&str>,
                userinfo -> Option<&str>,
                host_str -> Option<&str>,
                host -> Option<Host<'_>>,
                port_str -> Option<&str>,
                path -> Path<'_>,
                query -> Option<&str>,
                fragment -> Option<&str>,
                has_password -> bool,
                redacted -> Redacted<'_>,
            );
        }

        #[cfg(feature = "alloc")]
        impl $owned {
            /// This value, opened for an edit.
            pub(crate) fn editing(&mut self) -> Editing<'_> {
                Editing {
                    text: &mut self.text,
                    offsets: &mut self.offsets,
                    grammar: Grammar::$grammar,
                    charset: Charset::$charset,
                }
            }
        }

        #[cfg(feature = "alloc")]
        impl From<$borrowed<'_>> for $owned {
            fn from(value: $borrowed<'_>) -> Self {
                Self { text: value.as_str().to_owned(), offsets: value.offsets() }
            }
        }

        #[cfg(feature = "alloc")]
        impl FromStr for $owned {
            type Err = ParseError;

            fn from_str(text: &str) -> Result<Self, ParseError> {
                Self::parse(text)
            }
        }

        #[cfg(feature = "alloc")]
        impl TryFrom<&str> for $owned {
            type Error = ParseError;

            fn try_from(text: &str) -> Result<Self, ParseError> {
                Self::parse(text)
            }
        }

        #[cfg(feature = "alloc")]
        impl TryFrom<String> for $owned {
            type Error = FromStringError;

            fn try_from(text: String) -> Result<Self, FromStringError> {
                match parse_in(&text, Grammar::$grammar, Charset::$charset) {
                    Ok(offsets) => Ok(Self { text, offsets }),
                    Err(error) => Err(FromStringError { report: Report::new(error, text) }),
                }
            }
        }

        #[cfg(feature = "alloc")]
        impl From<$owned> for String {
            fn from(value: $owned) -> Self {
                value.text
            }
        }

        #[cfg(feature = "alloc")]
        impl fmt::Display for $owned {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.pad(&self.text)
            }
        }

        /// Shows the text with the password replaced by `***`, like the
        /// borrowed type's `Debug`; `Display` gives the text unchanged.
        #[cfg(feature = "alloc")]
        impl fmt::Debug for $owned {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_tuple(stringify!($owned)).field(&self.$as_borrowed().redacted()).finish()
            }
        }

        #[cfg(feature = "alloc")]
        impl PartialEq for $owned {
            fn eq(&self, other: &Self) -> bool {
                self.text == other.text
            }
        }

        #[cfg(feature = "alloc")]
        impl Eq for $owned {}

        #[cfg(feature = "alloc")]
        impl PartialOrd for $owned {
            fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
                Some(self.cmp(other))
            }
        }

        #[cfg(feature = "alloc")]
        impl Ord for $owned {
            fn cmp(&self, other: &Self) -> core::cmp::Ordering {
                self.text.cmp(&other.text)
            }
        }

        #[cfg(feature = "alloc")]
        impl core::hash::Hash for $owned {
            fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
                self.text.hash(state);
            }
        }

        #[cfg(feature = "alloc")]
        impl PartialEq<str> for $owned {
            fn eq(&self, other: &str) -> bool {
                self.text == other
            }
        }

        #[cfg(feature = "alloc")]
        impl PartialEq<&str> for $owned {
            fn eq(&self, other: &&str) -> bool {
                self.text == *other
            }
        }

        #[cfg(feature = "alloc")]
        impl PartialEq<$borrowed<'_>> for $owned {
            fn eq(&self, other: &$borrowed<'_>) -> bool {
                self.text == other.as_str()
            }
        }

        #[cfg(feature = "alloc")]
        impl PartialEq<$owned> for $borrowed<'_> {
            fn eq(&self, other: &$owned) -> bool {
                self.as_str() == other.text
            }
        }

        #[cfg(feature = "alloc")]
        impl AsRef<str> for $owned {
            fn as_ref(&self) -> &str {
                &self.text
            }
        }

        #[cfg(feature = "alloc")]
        impl core::borrow::Borrow<str> for $owned {
            fn borrow(&self) -> &str {
                &self.text
            }
        }
    };
    (@delegate $owned:ident, $as_borrowed:ident, $borrowed:ident, $($name:ident -> $ret:ty,)*) => {
        $(
            #[doc = concat!("The same as [`", stringify!($borrowed), "::", stringify!($name), "`], read from the text this value owns.")]
            ///
            /// # Examples
            ///
            /// ```
            /// // An owned value outlives the text it was read from.
            #[doc = concat!("fn read(text: String) -> Result<uri::", stringify!($owned), ", uri::error::FromStringError> {")]
            #[doc = concat!("    uri::", stringify!($owned), "::try_from(text) // keeps the `String`: no copy")]
            /// }
            /// let owned = read(String::from("https://u:p@h:1/p?q#f"))?;
            #[doc = concat!("let borrowed = uri::", stringify!($borrowed), "::parse(\"https://u:p@h:1/p?q#f\")?;")]
            #[doc = concat!("assert_eq!(owned.", stringify!($name), "(), borrowed.", stringify!($name), "());")]
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn $name(&self) -> $ret {
                self.$as_borrowed().$name()
            }
        )*
    };
}

owned_type!(
    /// An owned URI: a [`Uri`] that holds its `String`.
    ///
    /// Parsing is strict; `parse_lenient` (feature `lenient`) repairs text as a
    /// browser reads it and reports each repair.
    ///
    /// With the `http` and `url` features it converts both ways with
    /// `http::Uri` and `url::Url` (`TryFrom`; the `interop` module lists each
    /// conversion).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::UriBuf;
    ///
    /// // Owned, it needs no lifetime: it can live in a struct or a map.
    /// struct Config { api: UriBuf }
    ///
    /// let text = String::from("https://api.example.com/v1?key=a%20b"); // read at run time
    /// let mut config = Config { api: UriBuf::try_from(text)? }; // takes the `String`: no copy
    ///
    /// // And it can be edited in place, each value encoded for its place.
    /// config.api.push_path_segment("user list")?;
    /// config.api.append_query_pair("page", "2");
    /// assert_eq!(config.api, "https://api.example.com/v1/user%20list?key=a%20b&page=2");
    ///
    /// // Every accessor of `Uri` is here too, and `as_uri` lends it as one.
    /// assert_eq!(config.api.host_str(), Some("api.example.com"));
    /// let borrowed: uri::Uri<'_> = config.api.as_uri();
    /// assert_eq!(borrowed.query(), Some("key=a%20b&page=2"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    UriBuf, Uri, Uri, Uri, as_uri, &str
);

owned_type!(
    /// An owned URI reference: a [`UriRef`] that holds its `String`.
    ///
    /// Parsing is strict; to repair text people typed or pasted instead of
    /// refusing it, `parse_lenient` (feature `lenient`) reads it as a browser
    /// does and reports each repair.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{Uri, UriRefBuf};
    ///
    /// // Owned, references read at run time can be kept, and resolved later.
    /// let hrefs = [String::from("../a?b"), String::from("img/logo%202.png")];
    /// let links = hrefs.into_iter().map(UriRefBuf::try_from).collect::<Result<Vec<_>, _>>()?;
    /// assert_eq!(links[0].path(), "../a");
    ///
    /// let page = Uri::parse("https://example.com/docs/intro.html")?;
    /// assert_eq!(page.resolve(&links[0])?, "https://example.com/a?b");
    /// assert_eq!(page.resolve(&links[1])?, "https://example.com/docs/img/logo%202.png");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    UriRefBuf, UriRef, UriReference, Uri, as_uri_ref, Option<&str>
);

owned_type!(
    /// An owned IRI: an [`Iri`] that holds its `String`.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::IriBuf;
    ///
    /// let iri: IriBuf = "https://bücher.example/größe?b".parse()?;
    /// assert_eq!(iri.host_str(), Some("bücher.example"));
    /// assert_eq!(iri.as_iri().path(), "/größe");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    IriBuf, Iri, Uri, Iri, as_iri, &str
);

owned_type!(
    /// An owned IRI reference: an [`IriRef`] that holds its `String`.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::IriRefBuf;
    ///
    /// let reference: IriRefBuf = "../größe?b".parse()?;
    /// assert_eq!(reference.path(), "../größe");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    IriRefBuf, IriRef, UriReference, Iri, as_iri_ref, Option<&str>
);

/// Compares the texts, across the owned and borrowed kinds.
macro_rules! equal_texts {
    ($($left:ty => $right:ty),* $(,)?) => {$(
        #[cfg(feature = "alloc")]
        impl PartialEq<$right> for $left {
            fn eq(&self, other: &$right) -> bool {
                self.as_str() == other.as_str()
            }
        }
    )*};
}

/// The conversions between an owned absolute type (`$abs_buf`, over `$abs`) and
/// its reference type (`$ref_buf`, over `$ref`), and between owned and borrowed.
macro_rules! owned_pair {
    ($abs_buf:ident, $ref_buf:ident, $abs:ident, $ref:ident, $as_abs:ident, $as_ref:ident, $example:literal) => {
        #[cfg(feature = "alloc")]
        impl $abs_buf {
            /// The text and offsets, moved out: a URI's result read as an IRI's
            /// (`ops/iri.rs`).
            #[allow(dead_code, reason = "only the URI type's is called")]
            pub(crate) fn into_parts(self) -> (String, Offsets) {
                (self.text, self.offsets)
            }

            /// A value of `text` and offsets that describe it, such as an operation's
            /// result with the offsets counted while composing it (the unit tests of
            /// each operation compare them with a fresh parse of its results).
            pub(crate) fn from_parts(text: String, offsets: Offsets) -> Self {
                Self { text, offsets }
            }
        }

        #[cfg(feature = "alloc")]
        impl $ref_buf {
            /// A value of `text` and offsets that describe it.
            pub(crate) fn from_parts(text: String, offsets: Offsets) -> Self {
                Self { text, offsets }
            }
        }

        #[cfg(feature = "alloc")]
        impl From<$abs_buf> for $ref_buf {
            fn from(absolute: $abs_buf) -> Self {
                Self {
                    text: absolute.text,
                    offsets: absolute.offsets,
                }
            }
        }

        #[cfg(feature = "alloc")]
        impl TryFrom<$ref_buf> for $abs_buf {
            type Error = FromStringError;

            /// A reference with a scheme is absolute.
            ///
            /// # Errors
            ///
            /// [`ParseErrorKind::MissingScheme`](crate::ParseErrorKind::MissingScheme) for a relative reference, which is
            /// handed back inside the error.
            fn try_from(reference: $ref_buf) -> Result<Self, FromStringError> {
                if reference.$as_ref().$as_abs().is_some() {
                    Ok(Self {
                        text: reference.text,
                        offsets: reference.offsets,
                    })
                } else {
                    Err(FromStringError {
                        report: Report::new(MISSING_SCHEME, reference.text),
                    })
                }
            }
        }

        #[cfg(feature = "alloc")]
        impl $abs<'_> {
            #[doc = concat!("Copies this value into an owned [`", stringify!($abs_buf), "`].")]
            ///
            #[doc = concat!("(`to_owned()` also compiles, but as `", stringify!($abs), "` is `Copy` it gives back a")]
            #[doc = concat!("borrowed `", stringify!($abs), "`, not a `", stringify!($abs_buf), "`.)")]
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let owned: uri::", stringify!($abs_buf), " = uri::", stringify!($abs), "::parse(\"http://", $example, "\")?.into_owned();")]
            /// assert_eq!(owned.scheme(), "http");
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn into_owned(self) -> $abs_buf {
                $abs_buf::from(self)
            }
        }

        #[cfg(feature = "alloc")]
        impl $ref<'_> {
            #[doc = concat!("Copies this reference into an owned [`", stringify!($ref_buf), "`].")]
            ///
            #[doc = concat!("(`to_owned()` also compiles, but as `", stringify!($ref), "` is `Copy` it gives back a")]
            #[doc = concat!("borrowed `", stringify!($ref), "`, not a `", stringify!($ref_buf), "`.)")]
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let owned: uri::", stringify!($ref_buf), " = uri::", stringify!($ref), "::parse(\"a/", $example, "\")?.into_owned();")]
            #[doc = concat!("assert_eq!(owned.path(), \"a/", $example, "\");")]
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn into_owned(self) -> $ref_buf {
                $ref_buf::from(self)
            }
        }

        #[cfg(feature = "alloc")]
        impl<'a> From<&'a $abs_buf> for $abs<'a> {
            fn from(owned: &'a $abs_buf) -> Self {
                owned.$as_abs()
            }
        }

        #[cfg(feature = "alloc")]
        impl<'a> From<&'a $ref_buf> for $ref<'a> {
            fn from(owned: &'a $ref_buf) -> Self {
                owned.$as_ref()
            }
        }

        #[cfg(feature = "alloc")]
        impl<'a> From<&'a $abs_buf> for $ref<'a> {
            fn from(owned: &'a $abs_buf) -> Self {
                owned.$as_abs().$as_ref()
            }
        }

        #[cfg(feature = "alloc")]
        impl $abs_buf {
            /// This value as a reference, borrowed.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let owned = uri::", stringify!($abs_buf), "::parse(\"http://", $example, "/p\")?;")]
            #[doc = concat!("assert_eq!(owned.", stringify!($as_ref), "().scheme(), Some(\"http\"));")]
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn $as_ref(&self) -> $ref<'_> {
                self.$as_abs().$as_ref()
            }

            /// This value without its fragment, borrowed: the absolute form a base
            /// must take.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let owned = uri::", stringify!($abs_buf), "::parse(\"http://", $example, "/p?q#f\")?;")]
            #[doc = concat!("assert_eq!(owned.without_fragment(), \"http://", $example, "/p?q\");")]
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn without_fragment(&self) -> $abs<'_> {
                self.$as_abs().without_fragment()
            }
        }

        equal_texts!(
            $abs_buf => $ref_buf,
            $ref_buf => $abs_buf,
            $abs_buf => $ref<'_>,
            $ref<'_> => $abs_buf,
            $ref_buf => $abs<'_>,
            $abs<'_> => $ref_buf,
        );
    };
}

owned_pair!(UriBuf, UriRefBuf, Uri, UriRef, as_uri, as_uri_ref, "h");
owned_pair!(
    IriBuf,
    IriRefBuf,
    Iri,
    IriRef,
    as_iri,
    as_iri_ref,
    "bücher.example"
);
