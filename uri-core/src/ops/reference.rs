//! What `resolve` takes: a parsed reference, borrowed or owned.
//!
//! A trait of our own rather than `Into<UriRef>`: passing a string then fails
//! with a message that names `join` (the method that parses one), instead of
//! rustc's list of `From` implementations generated inside our macros.

use crate::value::iri::Iri;
use crate::value::iri_ref::IriRef;
use crate::value::owned::{IriBuf, IriRefBuf, UriBuf, UriRefBuf};
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

mod sealed {
    /// Only this crate's values are references.
    pub trait Sealed {}
}

/// A parsed URI reference, as [`Uri::resolve`] takes it: a [`UriRef`] or
/// [`Uri`] (or a reference to one), a `&UriRefBuf` or a `&UriBuf`. To resolve a
/// string, [`Uri::join`] parses it first.
///
/// # Examples
///
/// ```
/// use uri::{IntoUriRef, Uri, UriBuf, UriRef};
///
/// let base = Uri::parse("http://a/b/c")?;
/// let owned = UriBuf::parse("http://x/y")?;
/// assert_eq!(base.resolve(UriRef::parse("../d")?).unwrap(), "http://a/d");
/// assert_eq!(base.resolve(&owned).unwrap(), "http://x/y");
/// assert_eq!(owned.into_uri_ref(), "http://x/y");
/// # Ok::<(), uri::ParseError>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "`resolve` takes a parsed URI reference, not `{Self}`",
    label = "expected a `UriRef`, `Uri`, `&UriRefBuf` or `&UriBuf`",
    note = "to parse a string and resolve it in one call, use `join`: `base.join(\"../x\")`"
)]
pub trait IntoUriRef<'r>: sealed::Sealed {
    /// The reference, borrowed.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{IntoUriRef, Uri};
    ///
    /// assert_eq!(Uri::parse("s:x")?.into_uri_ref().scheme(), Some("s"));
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    fn into_uri_ref(self) -> UriRef<'r>;
}

/// A parsed URI (with a scheme), as a base takes it: a [`Uri`] (or a
/// reference to one) or a `&UriBuf`. A route type's `to_url` takes its base
/// URL so.
///
/// # Examples
///
/// ```
/// use uri::{IntoUri, Uri, UriBuf};
///
/// fn host<'b>(base: impl IntoUri<'b>) -> Option<&'b str> {
///     base.into_uri().host_str()
/// }
/// let owned = UriBuf::parse("https://api.example.com/v2/")?;
/// assert_eq!(host(&owned), Some("api.example.com"));
/// assert_eq!(host(Uri::parse("http://h/")?), Some("h"));
/// # Ok::<(), uri::ParseError>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "a base URI is a parsed `Uri`, not `{Self}`",
    label = "expected a `Uri`, a `&Uri` or a `&UriBuf`",
    note = "parse the base once, where the program starts: `UriBuf::parse(text)?`"
)]
pub trait IntoUri<'r>: sealed::Sealed {
    /// The URI, borrowed.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{IntoUri, UriBuf};
    ///
    /// let base = UriBuf::parse("https://h/a/")?;
    /// assert_eq!((&base).into_uri().path(), "/a/");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    fn into_uri(self) -> Uri<'r>;
}

#[cfg(feature = "alloc")]
impl<'r> IntoUri<'r> for Uri<'r> {
    fn into_uri(self) -> Uri<'r> {
        self
    }
}

#[cfg(feature = "alloc")]
impl<'r> IntoUri<'r> for &Uri<'r> {
    fn into_uri(self) -> Uri<'r> {
        *self
    }
}

#[cfg(feature = "alloc")]
impl<'r> IntoUri<'r> for &'r UriBuf {
    fn into_uri(self) -> Uri<'r> {
        self.as_uri()
    }
}

/// A parsed IRI reference, as [`Iri::resolve`] takes it: anything that is an
/// [`IntoUriRef`] (every URI is an IRI), an [`IriRef`] or [`Iri`] (or a
/// reference to one), a `&IriRefBuf` or a `&IriBuf`. To resolve a string,
/// [`Iri::join`] parses it first.
///
/// # Examples
///
/// ```
/// use uri::{IntoIriRef, Iri, IriRef, UriRef};
///
/// let base = Iri::parse("http://h/ä/b")?;
/// assert_eq!(base.resolve(IriRef::parse("ö")?).unwrap(), "http://h/ä/ö");
/// assert_eq!(base.resolve(UriRef::parse("c")?).unwrap(), "http://h/ä/c");
/// assert_eq!(base.into_iri_ref().path(), "/ä/b");
/// # Ok::<(), uri::ParseError>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "`resolve` takes a parsed IRI reference, not `{Self}`",
    label = "expected an `IriRef`, `Iri`, `&IriRefBuf` or `&IriBuf` (or a URI of these forms)",
    note = "to parse a string and resolve it in one call, use `join`: `base.join(\"../x\")`"
)]
pub trait IntoIriRef<'r>: sealed::Sealed {
    /// The reference, borrowed.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{IntoIriRef, Iri};
    ///
    /// assert_eq!(Iri::parse("s:ü")?.into_iri_ref().path(), "ü");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    fn into_iri_ref(self) -> IriRef<'r>;
}

/// `IntoUriRef` for each type, by the expression that borrows it as a
/// `UriRef`; every one is an `IntoIriRef` too.
macro_rules! uri_references {
    ($($ty:ty => |$value:ident| $to_ref:expr),* $(,)?) => {$(
        #[cfg(feature = "alloc")]
        impl<'r> sealed::Sealed for $ty {}

        #[cfg(feature = "alloc")]
        impl<'r> IntoUriRef<'r> for $ty {
            fn into_uri_ref(self) -> UriRef<'r> {
                let $value = self;
                $to_ref
            }
        }

        #[cfg(feature = "alloc")]
        impl<'r> IntoIriRef<'r> for $ty {
            fn into_iri_ref(self) -> IriRef<'r> {
                self.into_uri_ref().as_iri_ref()
            }
        }
    )*};
}

uri_references!(
    UriRef<'r> => |reference| reference,
    &UriRef<'r> => |reference| *reference,
    Uri<'r> => |uri| uri.as_uri_ref(),
    &Uri<'r> => |uri| uri.as_uri_ref(),
    &'r UriRefBuf => |owned| owned.as_uri_ref(),
    &'r UriBuf => |owned| owned.as_uri_ref(),
);

/// `IntoIriRef` for each IRI type, by the expression that borrows it as an
/// `IriRef`.
macro_rules! iri_references {
    ($($ty:ty => |$value:ident| $to_ref:expr),* $(,)?) => {$(
        #[cfg(feature = "alloc")]
        impl<'r> sealed::Sealed for $ty {}

        #[cfg(feature = "alloc")]
        impl<'r> IntoIriRef<'r> for $ty {
            fn into_iri_ref(self) -> IriRef<'r> {
                let $value = self;
                $to_ref
            }
        }
    )*};
}

iri_references!(
    IriRef<'r> => |reference| reference,
    &IriRef<'r> => |reference| *reference,
    Iri<'r> => |iri| iri.as_iri_ref(),
    &Iri<'r> => |iri| iri.as_iri_ref(),
    &'r IriRefBuf => |owned| owned.as_iri_ref(),
    &'r IriBuf => |owned| owned.as_iri_ref(),
);
