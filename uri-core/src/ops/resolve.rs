//! Reference resolution ([RFC 3986 §5.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2)): a reference against a base URI.

use alloc::string::String;
use core::fmt;

use crate::error::parse_error::ParseError;
use crate::error::secret::{Masked, Quoted};
use crate::ops::dot_segments::{
    may_have_dot_segments, remove_dot_segments, remove_dot_segments_in_place,
};
use crate::parse::offsets::Offsets;
use crate::value::owned::UriBuf;
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

/// How [`Uri::resolve_with`] treats the cases the RFC leaves open.
///
/// # Examples
///
/// ```
/// use uri_core::{ResolveMode, Uri, UriRef};
///
/// let base = Uri::parse("http://a/b/c/d;p?q")?;
/// let reference = UriRef::parse("http:g")?;
/// assert_eq!(base.resolve_with(reference, ResolveMode::Strict)?, "http:g");
/// assert_eq!(base.resolve_with(reference, ResolveMode::NonStrict)?, "http://a/b/c/g");
///
/// let opaque = Uri::parse("s:")?;
/// let tricky = UriRef::parse("/.//x")?;
/// assert!(opaque.resolve_with(tricky, ResolveMode::Strict).is_err());
/// assert_eq!(opaque.resolve_with(tricky, ResolveMode::Safe)?, "s:/.//x");
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ResolveMode {
    /// Exactly the algorithm of [§5.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2), with [§5.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.3) merge and [§5.2.4](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4)
    /// `remove_dot_segments`. The one result it cannot represent, a path starting
    /// with `//` without an authority (recomposed, it would read as an authority),
    /// is an error.
    #[default]
    Strict,
    /// The "non-strict" parser of [§5.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2): a reference whose scheme equals the
    /// base's (ignoring case) is read as if it had no scheme, for backward
    /// compatibility with old relative URIs like `http:g`. Otherwise as `Strict`.
    NonStrict,
    /// As `Strict`, but where the result's path would start with `//` without an
    /// authority it is prefixed with `/.`, which `remove_dot_segments` turns back
    /// into the same path on the next resolution. Never fails.
    Safe,
}

/// Why a reference could not be resolved in [`ResolveMode::Strict`] or
/// [`ResolveMode::NonStrict`].
///
/// # Examples
///
/// ```
/// use uri_core::{Uri, UriRef};
///
/// let error = Uri::parse("s:")?.resolve(UriRef::parse("/.//x")?).unwrap_err();
/// assert_eq!(error.path(), "//x");
/// # Ok::<(), uri_core::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct ResolveError {
    path: String,
}

/// Shows the path with any password-like part replaced by `***`, as `Display` does.
impl fmt::Debug for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ResolveError")
            .field("path", &Quoted(&self.path))
            .finish()
    }
}

impl ResolveError {
    /// The path the algorithm produced, which starts with `//`.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri_core::{Uri, UriRef};
    ///
    /// let error = Uri::parse("s:a")?.resolve(UriRef::parse("a/..//b")?).unwrap_err();
    /// assert_eq!(error.path(), "//b");
    /// # Ok::<(), uri_core::ParseError>(())
    /// ```
    pub fn path(&self) -> &str {
        &self.path
    }
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The path reads as an authority, so it may read as a password too.
        write!(
            f,
            "resolution gives the path `{}` without an authority, which would read as an \
             authority: use ResolveMode::Safe to prefix it with `/.`",
            Masked(&self.path)
        )
    }
}

impl core::error::Error for ResolveError {}

/// An authority and where its host is inside it.
#[derive(Clone, Copy)]
struct Authority<'a> {
    text: &'a str,
    host: (usize, usize),
}

impl<'a> Authority<'a> {
    fn of(text: Option<&'a str>, offsets: Offsets) -> Option<Self> {
        text.map(|text| Self {
            text,
            host: offsets.host_in_authority(),
        })
    }
}

/// The five components of a resolution's result, before recomposition.
struct Target<'a> {
    scheme: &'a str,
    authority: Option<Authority<'a>>,
    /// The path, as two pieces to write one after the other: the merge of [§5.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.3)
    /// is then free.
    path: (&'a str, &'a str),
    /// Whether the written path may hold dot segments to remove ([§5.2.4](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4)),
    /// which happens in place in the result.
    dots: bool,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

impl<'a> Uri<'a> {
    /// Resolves `reference` against this URI as its base, strictly by RFC 3986
    /// [§5.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2); the same as [`resolve_with`](Self::resolve_with) in
    /// [`ResolveMode::Strict`]. A fragment of the base is ignored.
    ///
    /// # Errors
    ///
    /// A [`ResolveError`] when the result's path starts with `//` but it has no
    /// authority, which no URI can represent (see [`ResolveMode::Safe`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri_core::{Uri, UriRef};
    ///
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// let resolve = |r| base.resolve(UriRef::parse(r).unwrap()).unwrap();
    /// assert_eq!(resolve("g"), "http://a/b/c/g");
    /// assert_eq!(resolve("../g"), "http://a/b/g");
    /// assert_eq!(resolve("?y"), "http://a/b/c/d;p?y");
    /// assert_eq!(resolve("//g"), "http://g");
    /// assert_eq!(resolve("../../../g"), "http://a/g");
    /// # Ok::<(), uri_core::ParseError>(())
    /// ```
    pub fn resolve<'r>(&self, reference: impl Into<UriRef<'r>>) -> Result<UriBuf, ResolveError> {
        self.resolve_with(reference, ResolveMode::Strict)
    }

    /// Resolves `reference` against this URI in the given [`ResolveMode`].
    ///
    /// The result always re-parses to the components the algorithm produced.
    ///
    /// # Errors
    ///
    /// In `Strict` and `NonStrict` mode, a [`ResolveError`] when the result's path
    /// starts with `//` without an authority; `Safe` mode never fails.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri_core::{ResolveMode, Uri, UriRef};
    ///
    /// let base = Uri::parse("mailto:someone@example.com")?;
    /// let reference = UriRef::parse("?subject=hi")?;
    /// let resolved = base.resolve_with(reference, ResolveMode::Safe).unwrap();
    /// assert_eq!(resolved, "mailto:someone@example.com?subject=hi");
    /// # Ok::<(), uri_core::ParseError>(())
    /// ```
    pub fn resolve_with<'r>(
        &self,
        reference: impl Into<UriRef<'r>>,
        mode: ResolveMode,
    ) -> Result<UriBuf, ResolveError> {
        let reference = reference.into();
        let target = self.target(reference, mode);
        // §5.3, recomposition; the offsets are counted along, not re-parsed.
        let mut text = String::with_capacity(self.as_str().len() + reference.as_str().len() + 4);
        text.push_str(target.scheme);
        text.push(':');
        let (host_start, host_end);
        if let Some(authority) = target.authority {
            text.push_str("//");
            host_start = text.len() + authority.host.0;
            host_end = text.len() + authority.host.1;
            text.push_str(authority.text);
        } else {
            (host_start, host_end) = (text.len(), text.len());
        }
        let path_start = text.len();
        text.push_str(target.path.0);
        text.push_str(target.path.1);
        if target.dots {
            text = without_dot_segments(text, path_start);
        }
        if target.authority.is_none() && text[path_start..].starts_with("//") {
            // Recomposed as it is, the path would read back as an authority.
            if mode != ResolveMode::Safe {
                return Err(ResolveError {
                    path: text.split_off(path_start),
                });
            }
            text.insert_str(path_start, "/.");
        }
        let path_end = text.len();
        if let Some(query) = target.query {
            text.push('?');
            text.push_str(query);
        }
        let query_end = text.len();
        if let Some(fragment) = target.fragment {
            text.push('#');
            text.push_str(fragment);
        }
        let offsets = [
            target.scheme.len(),
            host_start,
            host_end,
            path_start,
            path_end,
            query_end,
        ];
        Ok(UriBuf::from_resolved(text, offsets))
    }

    /// [§5.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2), "transform references".
    fn target<'r>(&self, reference: UriRef<'r>, mode: ResolveMode) -> Target<'r>
    where
        'a: 'r,
    {
        let scheme = match reference.scheme() {
            Some(scheme)
                if !(mode == ResolveMode::NonStrict
                    && scheme.eq_ignore_ascii_case(self.scheme())) =>
            {
                Some(scheme)
            }
            _ => None,
        };
        let fragment = reference.fragment();
        let reference_path = reference.path().as_str();
        if let Some(scheme) = scheme {
            return Target {
                scheme,
                authority: Authority::of(reference.authority(), reference.offsets()),
                path: (reference_path, ""),
                dots: may_have_dot_segments(reference_path),
                query: reference.query(),
                fragment,
            };
        }
        let scheme = self.scheme();
        if let Some(authority) = Authority::of(reference.authority(), reference.offsets()) {
            return Target {
                scheme,
                authority: Some(authority),
                path: (reference_path, ""),
                dots: may_have_dot_segments(reference_path),
                query: reference.query(),
                fragment,
            };
        }
        let authority = Authority::of(self.authority(), self.offsets());
        let (path, dots, query) = if reference_path.is_empty() {
            (
                (self.path().as_str(), ""),
                false,
                reference.query().or(self.query()),
            )
        } else if reference_path.starts_with('/') {
            (
                (reference_path, ""),
                may_have_dot_segments(reference_path),
                reference.query(),
            )
        } else {
            let directory = self.directory();
            let dots = may_have_dot_segments(directory) || may_have_dot_segments(reference_path);
            ((directory, reference_path), dots, reference.query())
        };
        Target {
            scheme,
            authority,
            path,
            dots,
            query,
            fragment,
        }
    }

    /// The directory of [§5.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.3)'s merge: the base path up to its last `/`, or
    /// `/` for a base with an authority and an empty path. The reference's
    /// relative path is written after it.
    fn directory(&self) -> &'a str {
        let base_path = self.path().as_str();
        if self.authority().is_some() && base_path.is_empty() {
            "/"
        } else {
            base_path.rfind('/').map_or("", |at| &base_path[..=at])
        }
    }
}

/// `text` with the dot segments of its path, from `path_start` on, removed
/// ([§5.2.4](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4)): in place for an absolute path (the usual case), through
/// [`remove_dot_segments`] for a relative one (a base without any `/`).
fn without_dot_segments(text: String, path_start: usize) -> String {
    if text[path_start..].starts_with('/') {
        let mut bytes = text.into_bytes();
        remove_dot_segments_in_place(&mut bytes, path_start);
        // Removal only drops whole segments of UTF-8 text: still UTF-8.
        return String::from_utf8(bytes)
            .unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned());
    }
    let cleaned = remove_dot_segments(&text[path_start..]);
    let mut text = text;
    text.truncate(path_start);
    text.push_str(&cleaned);
    text
}

impl Uri<'_> {
    /// Parses `reference` and resolves it against this URI: what a crawler does
    /// with an `href`. Resolution is [`ResolveMode::Safe`], so the only error is
    /// the reference's own.
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of `reference`.
    ///
    /// # Examples
    ///
    /// ```
    /// let base = uri_core::Uri::parse("https://example.com/docs/intro.html")?;
    /// assert_eq!(base.join("../img/logo.png")?, "https://example.com/img/logo.png");
    /// assert!(base.join("a b").is_err());
    /// # Ok::<(), uri_core::ParseError>(())
    /// ```
    pub fn join(&self, reference: &str) -> Result<UriBuf, ParseError> {
        let reference = UriRef::parse(reference)?;
        let resolved = self.resolve_with(reference, ResolveMode::Safe);
        // `Safe` mode turns the one failure of resolution into a valid path.
        Ok(resolved.unwrap_or_else(|_| unreachable!("safe resolution never fails")))
    }
}

impl UriBuf {
    /// See [`Uri::resolve`].
    ///
    /// # Errors
    ///
    /// See [`Uri::resolve`].
    ///
    /// # Examples
    ///
    /// ```
    /// use uri_core::{UriBuf, UriRefBuf};
    ///
    /// let base = UriBuf::parse("http://a/b/c")?;
    /// let reference = UriRefBuf::parse("../d")?;
    /// assert_eq!(base.resolve(&reference).unwrap(), "http://a/d");
    /// # Ok::<(), uri_core::ParseError>(())
    /// ```
    pub fn resolve<'r>(&self, reference: impl Into<UriRef<'r>>) -> Result<UriBuf, ResolveError> {
        self.as_uri().resolve(reference)
    }

    /// See [`Uri::resolve_with`].
    ///
    /// # Errors
    ///
    /// See [`Uri::resolve_with`].
    ///
    /// # Examples
    ///
    /// ```
    /// use uri_core::{ResolveMode, UriBuf, UriRef};
    ///
    /// let base = UriBuf::parse("s:")?;
    /// let resolved = base.resolve_with(UriRef::parse("/.//x")?, ResolveMode::Safe).unwrap();
    /// assert_eq!(resolved, "s:/.//x");
    /// # Ok::<(), uri_core::ParseError>(())
    /// ```
    pub fn resolve_with<'r>(
        &self,
        reference: impl Into<UriRef<'r>>,
        mode: ResolveMode,
    ) -> Result<UriBuf, ResolveError> {
        self.as_uri().resolve_with(reference, mode)
    }

    /// See [`Uri::join`].
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of `reference`.
    ///
    /// # Examples
    ///
    /// ```
    /// let base = uri_core::UriBuf::parse("https://api.example.com/v1/")?;
    /// assert_eq!(base.join("users?page=2")?, "https://api.example.com/v1/users?page=2");
    /// # Ok::<(), uri_core::ParseError>(())
    /// ```
    pub fn join(&self, reference: &str) -> Result<UriBuf, ParseError> {
        self.as_uri().join(reference)
    }
}

#[cfg(test)]
mod tests {
    use super::ResolveMode;
    use crate::value::uri::Uri;
    use crate::value::uri_ref::UriRef;

    fn resolve(base: &str, reference: &str, mode: ResolveMode) -> String {
        let base = Uri::parse(base).unwrap();
        let resolved = base
            .resolve_with(UriRef::parse(reference).unwrap(), mode)
            .unwrap();
        // The offsets counted while composing are those a fresh parse finds.
        let reparsed = Uri::parse(resolved.as_str()).unwrap();
        assert_eq!(
            resolved.as_uri().offsets(),
            reparsed.offsets(),
            "{resolved}"
        );
        resolved.into_string()
    }

    #[test]
    fn non_strict_reads_a_same_scheme_reference_as_relative() {
        let base = "http://a/b/c/d;p?q";
        assert_eq!(
            resolve(base, "http:g", ResolveMode::NonStrict),
            "http://a/b/c/g"
        );
        assert_eq!(
            resolve(base, "HTTP:g", ResolveMode::NonStrict),
            "http://a/b/c/g"
        );
        assert_eq!(resolve(base, "https:g", ResolveMode::NonStrict), "https:g");
        assert_eq!(
            resolve(base, "http://x/y", ResolveMode::NonStrict),
            "http://x/y"
        );
    }

    #[test]
    fn bases_without_authority() {
        let strict = ResolveMode::Strict;
        assert_eq!(resolve("mailto:a@b", "?s", strict), "mailto:a@b?s");
        assert_eq!(resolve("mailto:a@b", "c", strict), "mailto:c");
        assert_eq!(resolve("urn:a:b", "c:d", strict), "c:d");
        assert_eq!(resolve("urn:a:b", "./c:d", strict), "urn:c:d");
        assert_eq!(resolve("urn:a/b", "../c", strict), "urn:/c");
        assert_eq!(resolve("s:", "g", strict), "s:g");
        assert_eq!(resolve("s:", "", strict), "s:");
        assert_eq!(resolve("s:", "/g", strict), "s:/g");
        assert_eq!(resolve("s:", "//g", strict), "s://g");
        assert_eq!(resolve("s:/a/b", "..", strict), "s:/");
        assert_eq!(resolve("s:a", "#f", strict), "s:a#f");
    }

    #[test]
    fn empty_base_paths_and_fragments() {
        let strict = ResolveMode::Strict;
        assert_eq!(resolve("http://a", "g", strict), "http://a/g");
        assert_eq!(resolve("http://a", "", strict), "http://a");
        assert_eq!(resolve("http://a", "..", strict), "http://a/");
        assert_eq!(resolve("http://a?q", "#f", strict), "http://a?q#f");
        assert_eq!(resolve("http://a/b#frag", "", strict), "http://a/b");
        assert_eq!(resolve("http://a/b#frag", "c", strict), "http://a/c");
        assert_eq!(
            resolve("http://u:p@a:8/b", "//v@c:9", strict),
            "http://v@c:9"
        );
        assert_eq!(resolve("http://[::1]:8/b", "c", strict), "http://[::1]:8/c");
        assert_eq!(
            resolve("http://a/b", "%2E%2E/c", strict),
            "http://a/%2E%2E/c"
        );
    }

    #[test]
    fn a_path_that_reads_as_a_password_is_not_shown() {
        let base = Uri::parse("s:").unwrap();
        let error = base
            .resolve(UriRef::parse("/.//u:pw@h/x").unwrap())
            .unwrap_err();
        assert_eq!(error.path(), "//u:pw@h/x");
        assert!(error.to_string().contains("`//u:***@h/x`"), "{error}");
        assert_eq!(
            format!("{error:?}"),
            r#"ResolveError { path: "//u:***@h/x" }"#
        );
    }

    #[test]
    fn the_double_slash_loophole() {
        let base = Uri::parse("s:").unwrap();
        for reference in ["/.//x", "a/..//x", "/a/..//x", "/../..//x"] {
            let reference = UriRef::parse(reference).unwrap();
            let error = base.resolve(reference).unwrap_err();
            assert_eq!(error.path(), "//x");
            assert!(error.to_string().contains("ResolveMode::Safe"));
            assert_eq!(
                resolve("s:", reference.as_str(), ResolveMode::Safe),
                "s:/.//x"
            );
        }
        // The safe form resolves to itself again.
        assert_eq!(resolve("s:/.//x", "", ResolveMode::Safe), "s:/.//x");
        assert_eq!(resolve("s:/.//x", ".", ResolveMode::Safe), "s:/.//");
        // A leading "./" or "../" is dropped before the slashes meet.
        assert_eq!(resolve("s:", ".//x", ResolveMode::Strict), "s:/x");
        assert_eq!(resolve("s:", "..//x", ResolveMode::Strict), "s:/x");
    }
}
