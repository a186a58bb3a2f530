//! The operations on IRIs: resolution, its inverse, and normalization
//! ([RFC 3987 §5.3](https://www.rfc-editor.org/rfc/rfc3987#section-5.3)).
//!
//! RFC 3987 §6.5 resolves IRIs by RFC 3986's algorithm unchanged, and that
//! algorithm, like `make_relative` and the syntax-based steps of normalization,
//! only looks at ASCII delimiters and copies the text between them. So each
//! operation here runs the URI code on the IRI's own text and offsets, seen as a
//! [`Uri`] internally (such a value never leaves this module), and reads its
//! result back as an IRI; only normalization adds a step of its own.

use alloc::string::String;

use crate::error::parse_error::ParseError;
use crate::ops::iri_mapping::decode;
use crate::ops::normalize::normalize;
use crate::ops::reference::IntoIriRef;
use crate::ops::resolve::{ResolveError, ResolveMode};
use crate::parse::offsets::Offsets;
use crate::parse::ucs::Charset;
use crate::value::iri::Iri;
use crate::value::iri_ref::IriRef;
use crate::value::owned::{IriBuf, IriRefBuf};
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

/// The IRI's text and offsets as the URI algorithms take them.
fn as_generic(iri: Iri<'_>) -> Uri<'_> {
    Uri::from_offsets(iri.as_str(), iri.offsets())
}

fn as_generic_ref(iri: IriRef<'_>) -> UriRef<'_> {
    UriRef::from_offsets(iri.as_str(), iri.offsets())
}

/// The normal form of an IRI's text and offsets: the syntax-based steps of
/// RFC 3986 §6.2.2 (case, escapes, dot segments) and scheme-based ones of §6.2.3,
/// then escapes of non-ASCII characters decoded where the IRI allows them
/// (§5.3.2.3 of RFC 3987, by the rules of its §3.2).
fn normalize_iri(reference: UriRef<'_>) -> (String, Offsets) {
    let (text, offsets) = normalize(reference);
    decode(&text, offsets)
}

#[cfg(feature = "alloc")]
impl Iri<'_> {
    /// Resolves `reference` against this IRI as its base ([RFC 3987 §6.5](https://www.rfc-editor.org/rfc/rfc3987#section-6.5)
    /// applies RFC 3986 §5.2 unchanged); the same as
    /// [`resolve_with`](Self::resolve_with) in [`ResolveMode::Strict`].
    ///
    /// # Errors
    ///
    /// A [`ResolveError`] when the result's path starts with `//` but it has no
    /// authority (see [`ResolveMode::Safe`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{Iri, IriRef};
    ///
    /// let base = Iri::parse("http://例え.jp/引き出し/中")?;
    /// let resolved = base.resolve(IriRef::parse("../箱?ü").unwrap()).unwrap();
    /// assert_eq!(resolved, "http://例え.jp/箱?ü");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn resolve<'r>(&self, reference: impl IntoIriRef<'r>) -> Result<IriBuf, ResolveError> {
        self.resolve_with(reference, ResolveMode::Strict)
    }

    /// Resolves `reference` against this IRI in the given [`ResolveMode`]; see
    /// [`Uri::resolve_with`].
    ///
    /// # Errors
    ///
    /// In `Strict` and `NonStrict` mode, a [`ResolveError`] when the result's path
    /// starts with `//` without an authority; `Safe` mode never fails.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{Iri, IriRef, ResolveMode};
    ///
    /// let base = Iri::parse("s:ü")?;
    /// let resolved = base.resolve_with(IriRef::parse("/.//ü")?, ResolveMode::Safe).unwrap();
    /// assert_eq!(resolved, "s:/.//ü");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn resolve_with<'r>(
        &self,
        reference: impl IntoIriRef<'r>,
        mode: ResolveMode,
    ) -> Result<IriBuf, ResolveError> {
        let reference = as_generic_ref(reference.into_iri_ref());
        let (text, offsets) = as_generic(*self)
            .resolve_with(reference, mode)?
            .into_parts();
        Ok(IriBuf::from_parts(text, offsets))
    }

    /// Parses `reference` as an IRI reference and resolves it in
    /// [`ResolveMode::Safe`], which never fails.
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of `reference`.
    ///
    /// # Examples
    ///
    /// ```
    /// let base = uri::Iri::parse("https://bücher.example/katalog/")?;
    /// assert_eq!(base.join("größe?x")?, "https://bücher.example/katalog/größe?x");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn join(&self, reference: &str) -> Result<IriBuf, ParseError> {
        let reference = IriRef::parse(reference)?;
        let resolved = self.resolve_with(reference, ResolveMode::Safe);
        // `Safe` mode turns the one failure of resolution into a valid path.
        Ok(resolved.unwrap_or_else(|_| unreachable!("safe resolution never fails")))
    }

    /// The shortest reference `r` for which `self.resolve(r)` gives `target`;
    /// see [`Uri::make_relative`].
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::Iri;
    ///
    /// let base = Iri::parse("http://例え.jp/a/引き出し")?;
    /// let target = Iri::parse("http://例え.jp/a/箱?ü")?;
    /// assert_eq!(base.make_relative(target), "箱?ü");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn make_relative<'t>(&self, target: impl Into<Iri<'t>>) -> IriRefBuf {
        let target = target.into();
        match as_generic(*self).relative_reference(as_generic(target), Charset::Iri) {
            Some((text, offsets)) => IriRefBuf::from_parts(text, offsets),
            None => IriRefBuf::from(target.as_iri_ref()),
        }
    }

    /// The normal form of this IRI ([RFC 3987 §5.3.2](https://www.rfc-editor.org/rfc/rfc3987#section-5.3.2)): the steps of
    /// [`Uri::normalize`] (ASCII letters of scheme and host in lowercase, escapes
    /// in uppercase hex and decoded where unreserved, dot segments removed,
    /// default port and empty `http` path normalized), and then escapes of
    /// non-ASCII characters decoded wherever the IRI may hold the character,
    /// by the rules of [`Uri::to_iri`] (§5.3.2.3). Non-ASCII letters keep their
    /// case, and no Unicode normalization is applied: see
    /// `normalize_nfc` (feature `nfc`).
    ///
    /// # Examples
    ///
    /// ```
    /// let iri = uri::Iri::parse("HTTP://Bücher.Example:80/a/../%C3%BC%7e?%e2%82%AC")?;
    /// assert_eq!(iri.normalize(), "http://bücher.example/ü~?€");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalize(&self) -> IriBuf {
        let (text, offsets) = normalize_iri(as_generic(*self).as_uri_ref());
        IriBuf::from_parts(text, offsets)
    }

    /// Whether both IRIs have the same [normal form](Self::normalize).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::Iri;
    ///
    /// let a = Iri::parse("http://example.com/ü")?;
    /// assert!(a.normalized_eq(&Iri::parse("HTTP://example.com:80/%c3%bc")?));
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn normalized_eq(&self, other: &Iri<'_>) -> bool {
        self.as_str() == other.as_str() || self.normalize() == other.normalize()
    }
}

#[cfg(feature = "alloc")]
impl IriRef<'_> {
    /// The normal form of this IRI reference; see [`Iri::normalize`].
    ///
    /// # Examples
    ///
    /// ```
    /// let reference = uri::IriRef::parse("/a/./%E6%97%A5/../b?%C3%BC")?;
    /// assert_eq!(reference.normalize(), "/a/b?ü");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalize(&self) -> IriRefBuf {
        let (text, offsets) = normalize_iri(as_generic_ref(*self));
        IriRefBuf::from_parts(text, offsets)
    }

    /// Whether both references have the same [normal form](Self::normalize).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::IriRef;
    ///
    /// assert!(IriRef::parse("ü")?.normalized_eq(&IriRef::parse("%C3%BC")?));
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn normalized_eq(&self, other: &IriRef<'_>) -> bool {
        self.as_str() == other.as_str() || self.normalize() == other.normalize()
    }
}

impl IriBuf {
    /// See [`Iri::resolve`].
    ///
    /// # Errors
    ///
    /// As [`Iri::resolve`].
    ///
    /// # Examples
    ///
    /// ```
    /// let base = uri::IriBuf::parse("http://h/ä/b")?;
    /// assert_eq!(base.resolve(uri::IriRef::parse("ö")?).unwrap(), "http://h/ä/ö");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn resolve<'r>(&self, reference: impl IntoIriRef<'r>) -> Result<IriBuf, ResolveError> {
        self.as_iri().resolve(reference)
    }

    /// See [`Iri::resolve_with`].
    ///
    /// # Errors
    ///
    /// As [`Iri::resolve_with`].
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{IriBuf, IriRef, ResolveMode};
    ///
    /// let base = IriBuf::parse("http://h/ä/b")?;
    /// assert_eq!(base.resolve_with(IriRef::parse("../ö")?, ResolveMode::Safe).unwrap(), "http://h/ö");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn resolve_with<'r>(
        &self,
        reference: impl IntoIriRef<'r>,
        mode: ResolveMode,
    ) -> Result<IriBuf, ResolveError> {
        self.as_iri().resolve_with(reference, mode)
    }

    /// See [`Iri::join`].
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of `reference`.
    ///
    /// # Examples
    ///
    /// ```
    /// let base = uri::IriBuf::parse("http://h/ä/")?;
    /// assert_eq!(base.join("ö")?, "http://h/ä/ö");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn join(&self, reference: &str) -> Result<IriBuf, ParseError> {
        self.as_iri().join(reference)
    }

    /// See [`Iri::make_relative`].
    ///
    /// # Examples
    ///
    /// ```
    /// let base = uri::IriBuf::parse("http://h/ä/b")?;
    /// let target = uri::IriBuf::parse("http://h/ä/ö")?;
    /// assert_eq!(base.make_relative(&target), "ö");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn make_relative<'t>(&self, target: impl Into<Iri<'t>>) -> IriRefBuf {
        self.as_iri().make_relative(target)
    }

    /// See [`Iri::normalize`].
    ///
    /// # Examples
    ///
    /// ```
    /// let iri = uri::IriBuf::parse("HTTP://H/a/../%C3%A4")?;
    /// assert_eq!(iri.normalize(), "http://h/ä");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalize(&self) -> IriBuf {
        self.as_iri().normalize()
    }

    /// See [`Iri::normalized_eq`].
    ///
    /// # Examples
    ///
    /// ```
    /// let a = uri::IriBuf::parse("http://h/ä")?;
    /// assert!(a.normalized_eq(&uri::IriBuf::parse("HTTP://h/%c3%a4")?));
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn normalized_eq(&self, other: &Self) -> bool {
        self.as_iri().normalized_eq(&other.as_iri())
    }
}

impl IriRefBuf {
    /// See [`IriRef::normalize`].
    ///
    /// # Examples
    ///
    /// ```
    /// let reference = uri::IriRefBuf::parse("/a/../%C3%A4")?;
    /// assert_eq!(reference.normalize(), "/ä");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    #[must_use]
    pub fn normalize(&self) -> IriRefBuf {
        self.as_iri_ref().normalize()
    }

    /// See [`IriRef::normalized_eq`].
    ///
    /// # Examples
    ///
    /// ```
    /// let a = uri::IriRefBuf::parse("ä")?;
    /// assert!(a.normalized_eq(&uri::IriRefBuf::parse("%C3%A4")?));
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn normalized_eq(&self, other: &Self) -> bool {
        self.as_iri_ref().normalized_eq(&other.as_iri_ref())
    }
}

#[cfg(test)]
mod tests {
    use crate::ops::resolve::ResolveMode;
    use crate::value::iri::Iri;
    use crate::value::iri_ref::IriRef;

    /// The examples of RFC 3986 §5.4 with non-ASCII segments: resolution
    /// treats `ü` as it treats `g`.
    #[test]
    fn rfc_examples_with_non_ascii_segments() {
        let base = Iri::parse("http://ä/b/c/d;p?q").unwrap();
        for (reference, expected) in [
            ("ü", "http://ä/b/c/ü"),
            ("./ü", "http://ä/b/c/ü"),
            ("ü/", "http://ä/b/c/ü/"),
            ("/ü", "http://ä/ü"),
            ("//ü", "http://ü"),
            ("?ü", "http://ä/b/c/d;p?ü"),
            ("#ü", "http://ä/b/c/d;p?q#ü"),
            ("../ü", "http://ä/b/ü"),
            ("../../../ü", "http://ä/ü"),
            ("ü;x=1/../y", "http://ä/b/c/y"),
        ] {
            let resolved = base
                .resolve_with(IriRef::parse(reference).unwrap(), ResolveMode::Strict)
                .unwrap();
            assert_eq!(resolved, expected, "{reference}");
            // The offsets counted along are those of a fresh parse.
            let reparsed = Iri::parse(resolved.as_str()).unwrap();
            assert_eq!(reparsed.offsets(), resolved.as_iri().offsets());
            // And back again.
            let relative = base.make_relative(&resolved);
            assert_eq!(base.resolve(relative.as_iri_ref()).unwrap(), resolved);
        }
    }

    #[test]
    fn normal_forms_reparse_to_their_offsets() {
        for (text, expected) in [
            ("HTTP://Ä.example:80", "http://Ä.example/"),
            (
                "s://%C3%A4@%c3%a4/%E2%80%AE?%EE%80%80#%EE%80%80",
                "s://ä@ä/%E2%80%AE?\u{e000}#%EE%80%80",
            ),
            ("/%2e%2E/%C3%A4/./..", "/"),
            ("a/%41%2F%C3", "a/A%2F%C3"),
        ] {
            let normal = IriRef::parse(text).unwrap().normalize();
            assert_eq!(normal, expected, "{text}");
            let reparsed = IriRef::parse(normal.as_str()).unwrap();
            assert_eq!(reparsed.offsets(), normal.as_iri_ref().offsets(), "{text}");
            assert_eq!(normal.normalize(), normal, "idempotent: {text}");
        }
    }
}
