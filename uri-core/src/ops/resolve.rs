//! Reference resolution ([RFC 3986 §5.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2)): a reference against a base URI.

use alloc::string::String;
use core::fmt;

use crate::error::parse_error::ParseError;
use crate::error::secret::{Masked, Quoted};
use crate::ops::dot_segments::{
    may_have_dot_segments, remove_dot_segments, remove_dot_segments_in_place,
};
use crate::ops::reference::IntoUriRef;
use crate::parse::offsets::Offsets;
use crate::value::owned::UriBuf;
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

/// How [`Uri::resolve_with`] treats the cases the RFC leaves open.
///
/// # Examples
///
/// ```
/// use uri::{ResolveMode, Uri, UriRef};
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
/// use uri::{Uri, UriRef};
///
/// let error = Uri::parse("s:")?.resolve(UriRef::parse("/.//x")?).unwrap_err();
/// assert_eq!(error.path(), "//x");
/// # Ok::<(), uri::ParseError>(())
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
    /// use uri::{Uri, UriRef};
    ///
    /// let error = Uri::parse("s:a")?.resolve(UriRef::parse("a/..//b")?).unwrap_err();
    /// assert_eq!(error.path(), "//b");
    /// # Ok::<(), uri::ParseError>(())
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

/// The result's offsets up to where its path starts, which the composition
/// fixes; the path's and the query's ends are counted while writing.
#[derive(Clone, Copy)]
struct Front {
    scheme_end: usize,
    host_start: usize,
    host_end: usize,
    path_start: usize,
}

impl Front {
    /// The front of `offsets`, where it stands.
    const fn of(offsets: Offsets) -> Self {
        Self {
            scheme_end: offsets.scheme_end(),
            host_start: offsets.host_start(),
            host_end: offsets.host_end(),
            path_start: offsets.path_start(),
        }
    }
}

/// How a resolution's result is put together: a prefix of the base (`head`,
/// maybe empty), a `/` where the merge of [§5.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.3) needs one, then the
/// reference from byte `from` to its end. Every case of [§5.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2) has this
/// form, recomposed by [§5.3](https://www.rfc-editor.org/rfc/rfc3986#section-5.3): so the result is two or three copies, and its
/// offsets are those of the two inputs, moved.
struct Composition<'a> {
    head: &'a str,
    slash: bool,
    from: usize,
    front: Front,
    has_authority: bool,
    /// Where the result's path ends when it is the base's, kept whole in the
    /// head (the reference has no path); `None` when it ends with the
    /// reference's path.
    base_path_end: Option<usize>,
    /// Whether the result's path may hold dot segments to remove ([§5.2.4](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4)),
    /// which happens in place in the result.
    dots: bool,
}

#[cfg(feature = "alloc")]
impl<'a> Uri<'a> {
    /// Resolves `reference` against this URI as its base, strictly by RFC 3986
    /// [§5.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2); the same as [`resolve_with`](Self::resolve_with) in
    /// [`ResolveMode::Strict`]. A fragment of the base is ignored.
    ///
    /// `reference` is parsed already (see [`IntoUriRef`]); to resolve a string,
    /// [`join`](Self::join) parses it and resolves it in one call, as
    /// `url::Url::join` does.
    ///
    /// # Errors
    ///
    /// A [`ResolveError`] when the result's path starts with `//` but it has no
    /// authority, which no URI can represent (see [`ResolveMode::Safe`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::{Uri, UriRef};
    ///
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// let resolve = |r| base.resolve(UriRef::parse(r).unwrap()).unwrap();
    /// assert_eq!(resolve("g"), "http://a/b/c/g");
    /// assert_eq!(resolve("../g"), "http://a/b/g");
    /// assert_eq!(resolve("?y"), "http://a/b/c/d;p?y");
    /// assert_eq!(resolve("//g"), "http://g");
    /// assert_eq!(resolve("../../../g"), "http://a/g");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn resolve<'r>(&self, reference: impl IntoUriRef<'r>) -> Result<UriBuf, ResolveError> {
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
    /// use uri::{ResolveMode, Uri, UriRef};
    ///
    /// let base = Uri::parse("mailto:someone@example.com")?;
    /// let reference = UriRef::parse("?subject=hi")?;
    /// let resolved = base.resolve_with(reference, ResolveMode::Safe).unwrap();
    /// assert_eq!(resolved, "mailto:someone@example.com?subject=hi");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn resolve_with<'r>(
        &self,
        reference: impl IntoUriRef<'r>,
        mode: ResolveMode,
    ) -> Result<UriBuf, ResolveError> {
        let reference = reference.into_uri_ref();
        let plan = self.composition(reference, mode);
        let reference_text = reference.as_str();
        let reference_path_end = reference.offsets().path_end();
        let reference_query_end = reference.offsets().query_end();
        let Front {
            scheme_end,
            host_start,
            host_end,
            path_start,
        } = plan.front;
        // Room for the `/` of the merge and the `/.` of `Safe` mode too, and
        // for the eight bytes dot removal reads past the path.
        let mut text =
            String::with_capacity(plan.head.len() + reference_text.len() - plan.from + 3 + 8);
        text.push_str(plan.head);
        if plan.slash {
            text.push('/');
        }
        let moved = |at: usize| at - plan.from + plan.head.len() + usize::from(plan.slash);
        let (mut path_end, mut query_end);
        if plan.dots {
            text.push_str(&reference_text[plan.from..reference_path_end]);
            text = without_dot_segments(text, path_start);
            path_end = text.len();
            query_end = path_end + (reference_query_end - reference_path_end);
            text.push_str(&reference_text[reference_path_end..]);
        } else {
            text.push_str(&reference_text[plan.from..]);
            path_end = plan
                .base_path_end
                .unwrap_or_else(|| moved(reference_path_end));
            query_end = moved(reference_query_end);
        }
        if !plan.has_authority && text[path_start..path_end].starts_with("//") {
            // Recomposed as it is, the path would read back as an authority.
            if mode != ResolveMode::Safe {
                return Err(ResolveError {
                    path: String::from(&text[path_start..path_end]),
                });
            }
            text.insert_str(path_start, "/.");
            path_end += 2;
            query_end += 2;
        }
        let offsets = Offsets::new(
            scheme_end, host_start, host_end, path_start, path_end, query_end,
        );
        Ok(UriBuf::from_parts(text, offsets))
    }

    /// [§5.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2), "transform references", as the pieces of the result.
    fn composition(&self, reference: UriRef<'_>, mode: ResolveMode) -> Composition<'a> {
        let base_text = self.as_str();
        let base_offsets = self.offsets();
        let (base_scheme_end, base_path_start) =
            (base_offsets.scheme_end(), base_offsets.path_start());
        let (base_path_end, base_query_end) = (base_offsets.path_end(), base_offsets.query_end());
        let offsets = reference.offsets();
        let (scheme_end, host_start, host_end) = (
            offsets.scheme_end(),
            offsets.host_start(),
            offsets.host_end(),
        );
        let (path_start, path_end, query_end) = (
            offsets.path_start(),
            offsets.path_end(),
            offsets.query_end(),
        );
        let reference_path = reference.path().as_str();
        let keeps_scheme = reference.scheme().is_some_and(|scheme| {
            !(mode == ResolveMode::NonStrict && scheme.eq_ignore_ascii_case(self.scheme()))
        });
        if keeps_scheme {
            return Composition {
                head: "",
                slash: false,
                from: 0,
                front: Front::of(offsets),
                has_authority: reference.offsets().has_authority(),
                base_path_end: None,
                dots: may_have_dot_segments(reference_path),
            };
        }
        // The reference without its scheme, if it has one that is ignored.
        let from = if scheme_end > 0 { scheme_end + 1 } else { 0 };
        if reference.offsets().has_authority() {
            let head = &base_text[..=base_scheme_end];
            let moved = |at: usize| at - from + head.len();
            return Composition {
                head,
                slash: false,
                from,
                front: Front {
                    scheme_end: base_scheme_end,
                    host_start: moved(host_start),
                    host_end: moved(host_end),
                    path_start: moved(path_start),
                },
                has_authority: true,
                base_path_end: None,
                dots: may_have_dot_segments(reference_path),
            };
        }
        let base = Composition {
            head: "",
            slash: false,
            from,
            front: Front::of(base_offsets),
            has_authority: self.offsets().has_authority(),
            base_path_end: None,
            dots: false,
        };
        if reference_path.is_empty() {
            // The base's path, with the reference's query if it has one, else
            // the base's.
            let (head_end, from) = if query_end > path_end {
                (base_path_end, path_end)
            } else {
                (base_query_end, query_end)
            };
            return Composition {
                head: &base_text[..head_end],
                from,
                base_path_end: Some(base_path_end),
                ..base
            };
        }
        if reference_path.starts_with('/') {
            return Composition {
                head: &base_text[..base_path_start],
                dots: may_have_dot_segments(reference_path),
                ..base
            };
        }
        // §5.2.3: the base path up to its last `/`, or `/` for a base with an
        // authority and an empty path, then the reference's path.
        let base_path = &base_text[base_path_start..base_path_end];
        let (head_end, slash) = if base.has_authority && base_path.is_empty() {
            (base_path_start, true)
        } else {
            let directory_end = base_path.rfind('/').map_or(0, |at| at + 1);
            (base_path_start + directory_end, false)
        };
        Composition {
            head: &base_text[..head_end],
            slash,
            dots: may_have_dot_segments(&base_text[base_path_start..head_end])
                || may_have_dot_segments(reference_path),
            ..base
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

#[cfg(feature = "alloc")]
impl Uri<'_> {
    /// Parses `reference` and resolves it against this URI, strictly by RFC
    /// 3986: for references a program wrote (an API's links, a path from
    /// configuration), where a malformed one should be an error. Resolution is
    /// [`ResolveMode::Safe`], so the only error is the reference's own.
    ///
    /// Links in HTML are written for browsers, which repair them (`\` for
    /// `/`, spaces, blanks around the link): follow those with `join_lenient`
    /// (feature `lenient`), which reads them as a browser does. Either way, the
    /// result may have any scheme (`javascript:`, `mailto:`, `file:`): check
    /// [`scheme`](Uri::scheme) before you fetch it.
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of `reference`.
    ///
    /// # Examples
    ///
    /// ```
    /// let base = uri::Uri::parse("https://example.com/docs/intro.html")?;
    /// assert_eq!(base.join("../img/logo.png")?, "https://example.com/img/logo.png");
    /// assert!(base.join("a b").is_err());
    /// assert_eq!(base.join("mailto:ada@example.com")?.scheme(), "mailto");
    /// # Ok::<(), uri::ParseError>(())
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
    /// use uri::{UriBuf, UriRefBuf};
    ///
    /// let base = UriBuf::parse("http://a/b/c")?;
    /// let reference = UriRefBuf::parse("../d")?;
    /// assert_eq!(base.resolve(&reference).unwrap(), "http://a/d");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn resolve<'r>(&self, reference: impl IntoUriRef<'r>) -> Result<UriBuf, ResolveError> {
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
    /// use uri::{ResolveMode, UriBuf, UriRef};
    ///
    /// let base = UriBuf::parse("s:")?;
    /// let resolved = base.resolve_with(UriRef::parse("/.//x")?, ResolveMode::Safe).unwrap();
    /// assert_eq!(resolved, "s:/.//x");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn resolve_with<'r>(
        &self,
        reference: impl IntoUriRef<'r>,
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
    /// let base = uri::UriBuf::parse("https://api.example.com/v1/")?;
    /// assert_eq!(base.join("users?page=2")?, "https://api.example.com/v1/users?page=2");
    /// # Ok::<(), uri::ParseError>(())
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

    /// Each way the result is put together (see `Composition`), with and
    /// without the components that follow the path; the helper compares the
    /// offsets counted with those of a fresh parse.
    #[test]
    fn every_case_of_the_composition() {
        let base = "http://u@a:8/b/c/d;p?q#base";
        let non_strict = ResolveMode::NonStrict;
        for (reference, mode, expected) in [
            // The reference with its scheme, whole.
            ("s://h/./x?y#z", ResolveMode::Strict, "s://h/x?y#z"),
            ("s:x/../y#z", ResolveMode::Strict, "s:/y#z"),
            // An ignored scheme: the rest of the reference after it.
            ("HTTP://h/./x?y#z", non_strict, "http://h/x?y#z"),
            ("http:", non_strict, "http://u@a:8/b/c/d;p?q"),
            ("http:?y", non_strict, "http://u@a:8/b/c/d;p?y"),
            ("http:#f", non_strict, "http://u@a:8/b/c/d;p?q#f"),
            ("http:/g/../h?y", non_strict, "http://u@a:8/h?y"),
            ("http:g?y#f", non_strict, "http://u@a:8/b/c/g?y#f"),
            // No path: the base's, and its query unless the reference has one.
            ("", ResolveMode::Strict, "http://u@a:8/b/c/d;p?q"),
            ("?", ResolveMode::Strict, "http://u@a:8/b/c/d;p?"),
            ("?y#f", ResolveMode::Strict, "http://u@a:8/b/c/d;p?y#f"),
            ("#", ResolveMode::Strict, "http://u@a:8/b/c/d;p?q#"),
            // An absolute path, and a merged one.
            ("/x/./y?#", ResolveMode::Strict, "http://u@a:8/x/y?#"),
            ("x?y", ResolveMode::Strict, "http://u@a:8/b/c/x?y"),
            ("../../../x#f", ResolveMode::Strict, "http://u@a:8/x#f"),
        ] {
            assert_eq!(resolve(base, reference, mode), expected, "{reference}");
        }
        // The `/.` of `Safe` mode goes before a query and fragment already written.
        assert_eq!(resolve("s:", "/.//x?q#f", ResolveMode::Safe), "s:/.//x?q#f");
        let error = Uri::parse("s:")
            .unwrap()
            .resolve(UriRef::parse("/.//x?q#f").unwrap())
            .unwrap_err();
        assert_eq!(error.path(), "//x");
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
