//! [`Normalized`]: a URI reference whose equality and hash follow its normal form.

use core::fmt;
use core::hash::{Hash, Hasher};

use crate::value::owned::{UriBuf, UriRefBuf};
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

/// A URI reference that compares, orders and hashes by its normal form
/// ([RFC 3986 §6.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2) and [§6.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3), see [`Uri::normalize`]), so equivalent spellings
/// are one key in a `HashMap` or `BTreeSet`. It keeps the text as written too.
///
/// # Examples
///
/// ```
/// use std::collections::HashSet;
/// use uri::{Normalized, Uri};
///
/// let mut seen = HashSet::new();
/// assert!(seen.insert(Normalized::from(Uri::parse("http://example.com/~a")?)));
/// assert!(!seen.insert(Normalized::from(Uri::parse("HTTP://EXAMPLE.com:80/%7Ea")?)));
/// assert!(seen.insert(Normalized::from(Uri::parse("http://example.com/~a?")?)));
/// # Ok::<(), uri::ParseError>(())
/// ```
#[derive(Clone)]
pub struct Normalized {
    original: UriRefBuf,
    normal: UriRefBuf,
}

impl Normalized {
    /// The reference as it was written.
    ///
    /// # Examples
    ///
    /// ```
    /// let key = uri::Normalized::from(uri::UriRef::parse("A:%7e")?);
    /// assert_eq!(key.original(), "A:%7e");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn original(&self) -> UriRef<'_> {
        self.original.as_uri_ref()
    }

    /// The normal form that comparisons and hashing use.
    ///
    /// # Examples
    ///
    /// ```
    /// let key = uri::Normalized::from(uri::UriRef::parse("A:%7e")?);
    /// assert_eq!(key.normal(), "a:~");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn normal(&self) -> UriRef<'_> {
        self.normal.as_uri_ref()
    }
}

#[cfg(feature = "alloc")]
impl From<UriRef<'_>> for Normalized {
    fn from(reference: UriRef<'_>) -> Self {
        Self {
            original: reference.into(),
            normal: reference.normalize(),
        }
    }
}

#[cfg(feature = "alloc")]
impl From<Uri<'_>> for Normalized {
    fn from(uri: Uri<'_>) -> Self {
        uri.as_uri_ref().into()
    }
}

impl From<UriRefBuf> for Normalized {
    fn from(original: UriRefBuf) -> Self {
        let normal = original.as_uri_ref().normalize();
        Self { original, normal }
    }
}

impl From<UriBuf> for Normalized {
    fn from(uri: UriBuf) -> Self {
        UriRefBuf::from(uri).into()
    }
}

impl PartialEq for Normalized {
    fn eq(&self, other: &Self) -> bool {
        self.normal == other.normal
    }
}

impl Eq for Normalized {}

impl PartialOrd for Normalized {
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Normalized {
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        self.normal.cmp(&other.normal)
    }
}

impl Hash for Normalized {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.normal.hash(state);
    }
}

impl fmt::Display for Normalized {
    /// Writes the text as written; use [`Normalized::normal`] for the normal form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.original, f)
    }
}

/// Both texts with the password replaced by `***`, like [`UriRef`]'s `Debug`.
impl fmt::Debug for Normalized {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Normalized")
            .field("original", &self.original.as_uri_ref().redacted())
            .field("normal", &self.normal.as_uri_ref().redacted())
            .finish()
    }
}
