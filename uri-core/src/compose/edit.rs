//! Editing an owned URI or reference in place.
//!
//! Each setter encodes or checks its part, rewrites only the bytes of that part
//! and moves the offsets after it by arithmetic
//! ([`Offsets::shifted`](crate::parse::offsets::Offsets::shifted)): nothing is
//! parsed again, so appending n path segments or n query pairs costs O(n) in all
//! (plus the bytes after the edit, a query or fragment, moved once per edit).
//!
//! The edits are ordinary functions of an
//! [`Editing`](crate::value::owned::Editing), which each of the four owned
//! types opens; the public methods are thin wrappers, stamped out per type
//! with their docs. This file holds the scheme's edits and what all edits share;
//! `edit_tail.rs` those of path, query and fragment, `edit_authority.rs` those of
//! the authority.

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;

use crate::compose::parts::{BuildError, check_path_shape, check_scheme};
use crate::ops::iri_mapping::push_decoded;
use crate::parse::offsets::EditedPart;
use crate::parse::ucs::NonAscii;
use crate::value::owned::{Editing, IriBuf, IriRefBuf, UriBuf, UriRefBuf};

/// Encoded text as an IRI keeps it: the escapes of non-ASCII characters that
/// `allowed` holds turned back into the characters (the mapping of RFC 3987
/// §3.2), so that `set_path("/ü")` writes `ü` into an IRI, and `%C3%BC` only
/// into a URI. For a URI (`NonAscii::None`) the text is returned as it is.
pub(crate) fn kept_characters(encoded: &str, allowed: NonAscii) -> Cow<'_, str> {
    if allowed == NonAscii::None || !encoded.contains('%') {
        return Cow::Borrowed(encoded);
    }
    let mut out = Vec::with_capacity(encoded.len());
    push_decoded(&mut out, encoded, allowed);
    // Whole characters replace whole escape runs: still UTF-8.
    Cow::Owned(
        String::from_utf8(out)
            .unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned()),
    )
}

/// Replaces the scheme of an absolute value, which always has one.
fn set_absolute_scheme(value: &mut Editing<'_>, scheme: &str) -> Result<(), BuildError> {
    check_scheme(scheme)?;
    let (_, offsets) = value.parts();
    let range = 0..offsets.scheme_end();
    let offsets = offsets
        .shifted(EditedPart::Scheme, range.len(), scheme.len())
        .with_scheme_end(scheme.len());
    value.splice(range, scheme, offsets);
    Ok(())
}

/// Sets, replaces or removes the scheme of a reference.
fn set_reference_scheme(value: &mut Editing<'_>, scheme: Option<&str>) -> Result<(), BuildError> {
    let (text, offsets) = value.parts();
    // The scheme and its `:`, or nothing.
    let range = 0..offsets.hier_start();
    let replacement = if let Some(scheme) = scheme {
        check_scheme(scheme)?;
        alloc::format!("{scheme}:")
    } else {
        check_path_shape(offsets.path(text), false, offsets.has_authority())?;
        String::new()
    };
    let offsets = offsets
        .shifted(EditedPart::Scheme, range.len(), replacement.len())
        .with_scheme_end(replacement.len().saturating_sub(1));
    value.splice(range, &replacement, offsets);
    Ok(())
}

/// The public `set_scheme` of the absolute types.
macro_rules! absolute_scheme_edit {
    ($owned:ident) => {
        #[cfg(feature = "alloc")]
        impl $owned {
            /// Replaces the scheme, checked against [RFC 3986 §3.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.1) (its case is kept).
            ///
            /// # Errors
            ///
            /// [`BuildError::InvalidScheme`] at the offending character; the URI is
            /// unchanged.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"http://h/\")?;")]
            /// uri.set_scheme("https")?;
            /// assert_eq!(uri, "https://h/");
            /// assert!(uri.set_scheme("1x").is_err());
            /// # Ok::<(), Box<dyn core::error::Error>>(())
            /// ```
            pub fn set_scheme(&mut self, scheme: &str) -> Result<(), BuildError> {
                set_absolute_scheme(&mut self.editing(), scheme)
            }
        }
    };
}

absolute_scheme_edit!(UriBuf);
absolute_scheme_edit!(IriBuf);

/// The public `set_scheme` of the reference types, which may take the scheme away.
macro_rules! reference_scheme_edit {
    ($owned:ident) => {
        #[cfg(feature = "alloc")]
        impl $owned {
            /// Sets the scheme, checked against [RFC 3986 §3.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.1), which makes the reference
            /// a URI; or removes it with `None`, which makes it a relative reference.
            ///
            /// # Errors
            ///
            /// [`BuildError::InvalidScheme`] at the offending character;
            /// [`BuildError::PathLikeScheme`] when removing the scheme would leave a
            /// first path segment with `:` (it would read as a scheme). The reference is
            /// unchanged.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut reference = uri::", stringify!($owned), "::parse(\"//h/p\")?;")]
            /// reference.set_scheme(Some("https"))?;
            /// assert_eq!(reference, "https://h/p");
            /// reference.set_scheme(None)?;
            /// assert_eq!(reference, "//h/p");
            #[doc = concat!("assert!(uri::", stringify!($owned), "::parse(\"urn:a:b\")?.set_scheme(None).is_err());")]
            /// # Ok::<(), Box<dyn core::error::Error>>(())
            /// ```
            pub fn set_scheme(&mut self, scheme: Option<&str>) -> Result<(), BuildError> {
                set_reference_scheme(&mut self.editing(), scheme)
            }
        }
    };
}

reference_scheme_edit!(UriRefBuf);
reference_scheme_edit!(IriRefBuf);
