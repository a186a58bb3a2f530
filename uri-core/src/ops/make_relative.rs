//! The inverse of resolution: the shortest reference from a base to a target.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::ops::dot_segments::{may_have_dot_segments, remove_dot_segments};
use crate::parse::offsets::Offsets;
use crate::parse::ucs::Charset;
use crate::parse::uri_reference::{Grammar, parse_in};
use crate::value::owned::{UriBuf, UriRefBuf};
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

#[cfg(feature = "alloc")]
impl Uri<'_> {
    /// The shortest reference `r` for which `self.resolve(r)` gives `target`.
    ///
    /// It is computed when this URI and `target` have the same scheme and
    /// authority; otherwise, or when no relative form resolves back exactly (a
    /// target whose path keeps dot segments cannot come out of resolution at all),
    /// the answer is `target` itself. Every candidate is checked by resolving it, so
    /// whenever the answer is not `target`, resolving it gives `target`.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::Uri;
    ///
    /// let base = Uri::parse("http://a/b/c/d;p?q")?;
    /// let relative = |t| base.make_relative(Uri::parse(t).unwrap());
    /// assert_eq!(relative("http://a/b/c/g"), "g");
    /// assert_eq!(relative("http://a/b/g?x"), "../g?x");
    /// assert_eq!(relative("http://a/b/c/d;p?y"), "?y");
    /// assert_eq!(relative("http://a/b/c/d;p?q#s"), "#s");
    /// assert_eq!(relative("http://a/b/c/"), ".");
    /// assert_eq!(relative("http://a/b/"), "..");
    /// assert_eq!(relative("https://a/b"), "https://a/b");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn make_relative<'t>(&self, target: impl Into<Uri<'t>>) -> UriRefBuf {
        let target = target.into();
        match self.relative_reference(target, Charset::Uri) {
            Some((text, offsets)) => UriRefBuf::from_parts(text, offsets),
            None => UriRefBuf::from(target.as_uri_ref()),
        }
    }

    /// The shortest relative form of `target` that resolves back to it, with its
    /// offsets, or `None` when only `target` itself does. `charset` is the
    /// grammar candidates are read in: IRIs (`ops/iri.rs`) share this code.
    pub(crate) fn relative_reference(
        &self,
        target: Uri<'_>,
        charset: Charset,
    ) -> Option<(String, Offsets)> {
        if self.scheme() != target.scheme() || self.authority() != target.authority() {
            return None;
        }
        let suffix = suffix(target.query(), target.fragment());
        let path = target.path().as_str();
        let mut candidates: Vec<String> = Vec::with_capacity(5);
        if path == self.path().as_str() {
            if target.query() == self.query() {
                candidates.push(suffix_without_query(target.fragment()));
            }
            if target.query().is_some() {
                candidates.push(suffix.clone());
            }
        }
        if let Some(relative) = self.relative_path_to(path) {
            // `.` and `..` name a directory as well as `./` and `../` do, one byte
            // shorter; like every candidate, they are kept only if they resolve back.
            if let Some(directory) = relative.strip_suffix('/') {
                if directory
                    .split('/')
                    .all(|segment| segment == "." || segment == "..")
                {
                    candidates.push(format!("{directory}{suffix}"));
                }
            }
            candidates.push(format!("{relative}{suffix}"));
        }
        if path.starts_with("//") {
            // Written as is it would read as an authority; `/.` in front keeps it a
            // path, and resolution removes the `.`.
            candidates.push(format!("/.{path}{suffix}"));
        } else if path.starts_with('/') {
            candidates.push(format!("{path}{suffix}"));
        }
        if let Some(authority) = target.authority() {
            candidates.push(format!("//{authority}{path}{suffix}"));
        }
        candidates.sort_by_key(String::len);
        candidates.into_iter().find_map(|candidate| {
            let offsets = self.resolves_to(&candidate, target, charset)?;
            Some((candidate, offsets))
        })
    }

    /// A relative-path reference from this URI's directory to `path`: `../` for
    /// each directory to leave, then the rest of `path`.
    fn relative_path_to(&self, path: &str) -> Option<String> {
        let base = self.path().as_str();
        let directory = if self.authority().is_some() && base.is_empty() {
            "/"
        } else {
            base.rfind('/').map_or("", |at| &base[..=at])
        };
        // Resolution removes the base's own dot segments along with the
        // reference's, so `../` counts from the directory they leave.
        let cleaned;
        let directory = if may_have_dot_segments(directory) {
            cleaned = remove_dot_segments(directory);
            cleaned.as_str()
        } else {
            directory
        };
        // Only an absolute target path under an absolute directory, or a rootless one
        // beside a rootless base, can be reached by a relative path.
        if directory.starts_with('/') != path.starts_with('/') && !directory.is_empty() {
            return None;
        }
        let directories: Vec<&str> = directory.split('/').collect();
        let segments: Vec<&str> = path.split('/').collect();
        // `directory` ends with '/', so its last split item is empty; only the
        // complete directory names before it can be shared.
        let shared = directories[..directories.len() - 1]
            .iter()
            .zip(&segments)
            .take_while(|(a, b)| a == b)
            .count();
        let shared = shared.min(segments.len() - 1);
        let ups = directories.len() - 1 - shared;
        let mut relative = "../".repeat(ups);
        relative.push_str(&segments[shared..].join("/"));
        // A first segment that would read as a scheme, as an authority, or as
        // nothing must be kept from doing so.
        let first = relative.split('/').next().unwrap_or("");
        if relative.is_empty() || first.contains(':') || relative.starts_with('/') {
            relative.insert_str(0, "./");
        }
        Some(relative)
    }

    /// The offsets of `candidate`, read in `charset`, if it resolves to `target`.
    fn resolves_to(&self, candidate: &str, target: Uri<'_>, charset: Charset) -> Option<Offsets> {
        let offsets = parse_in(candidate, Grammar::UriReference, charset).ok()?;
        let reference = UriRef::from_offsets(candidate, offsets);
        let resolved = self.resolve(reference).ok()?;
        (resolved == target).then_some(offsets)
    }
}

impl UriBuf {
    /// See [`Uri::make_relative`].
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::UriBuf;
    ///
    /// let base = UriBuf::parse("http://a/b/c/d")?;
    /// let target = UriBuf::parse("http://a/b/x?y")?;
    /// assert_eq!(base.make_relative(&target), "../x?y");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn make_relative<'t>(&self, target: impl Into<Uri<'t>>) -> UriRefBuf {
        self.as_uri().make_relative(target)
    }
}

/// `?query#fragment`, each part only if present.
fn suffix(query: Option<&str>, fragment: Option<&str>) -> String {
    let mut text = String::new();
    if let Some(query) = query {
        text.push('?');
        text.push_str(query);
    }
    text.push_str(&suffix_without_query(fragment));
    text
}

fn suffix_without_query(fragment: Option<&str>) -> String {
    fragment.map_or_else(String::new, |fragment| format!("#{fragment}"))
}

#[cfg(test)]
mod tests {
    use crate::value::uri::Uri;

    fn relative(base: &str, target: &str) -> String {
        let base = Uri::parse(base).unwrap();
        let target = Uri::parse(target).unwrap();
        let reference = base.make_relative(target);
        if reference != target.as_str() {
            let resolved = base.resolve(reference.as_uri_ref()).unwrap();
            assert_eq!(resolved, target, "{reference}");
        }
        reference.into_string()
    }

    #[test]
    fn a_path_that_starts_with_two_slashes_is_reached_through_slash_dot() {
        assert_eq!(relative("http://a/b/c/d;p?q", "http://a//x"), "/.//x");
        assert_eq!(relative("http://a/b", "http://a//"), ".//");
        assert_eq!(relative("http://a//x/y", "http://a//x/z"), "z");
    }

    #[test]
    fn dot_segments_in_the_base_are_counted_as_resolution_removes_them() {
        assert_eq!(relative("http://a/b/./c", "http://a/b/x"), "x");
        assert_eq!(relative("http://a/b/../c/d", "http://a/c/x"), "x");
        assert_eq!(relative("http://a/b/c/./d", "http://a/b/x"), "../x");
    }

    #[test]
    fn rfc_examples_come_back_shortest() {
        let base = "http://a/b/c/d;p?q";
        for (target, expected) in [
            ("http://a/b/c/g", "g"),
            ("http://a/b/c/g/", "g/"),
            ("http://a/g", "/g"),
            // Another authority: the target itself.
            ("http://g", "http://g"),
            ("http://a/b/c/d;p?y", "?y"),
            ("http://a/b/c/g?y", "g?y"),
            ("http://a/b/c/d;p?q#s", "#s"),
            ("http://a/b/c/;x", ";x"),
            ("http://a/b/c/d;p?q", ""),
            ("http://a/b/c/", "."),
            ("http://a/b/", ".."),
            ("http://a/b/g", "../g"),
            ("http://a/", "/"),
            ("g:h", "g:h"),
        ] {
            assert_eq!(relative(base, target), expected, "{target}");
        }
    }

    #[test]
    fn awkward_paths() {
        assert_eq!(relative("http://a/b/c", "http://a/b/x:y"), "./x:y");
        assert_eq!(relative("http://a/b/c", "http://a/b//x"), ".//x");
        assert_eq!(relative("http://a/b/c?q", "http://a/b/c"), "c");
        assert_eq!(relative("http://a/b/?q", "http://a/b/"), ".");
        assert_eq!(relative("http://a?q", "http://a"), "//a");
        assert_eq!(relative("http://a", "http://a/x"), "x");
        assert_eq!(relative("urn:a:b", "urn:c:d"), "./c:d");
        assert_eq!(relative("mailto:a", "mailto:a?s"), "?s");
        assert_eq!(relative("s:/a/b", "s://x"), "s://x");
        assert_eq!(
            relative("http://a/b/c", "http://a/b/c/../d"),
            "http://a/b/c/../d"
        );
        let base = Uri::parse("http://a/").unwrap();
        assert_eq!(
            base.make_relative(Uri::parse("http://a/%2E/x").unwrap()),
            "%2E/x"
        );
    }
}
