//! Editing the path, the query and the fragment of an owned value in place (see
//! `edit.rs` for the shape of the edits).

use alloc::string::{String, ToString};
use core::fmt::Write;

use crate::compose::edit::kept_characters;
use crate::compose::parts::{
    BuildError, check_encoded, check_no_dot_segments, check_path_shape, is_dot_segment, push_pair,
    segment_separator,
};
use crate::encoding::encode::Encoded;
use crate::encoding::place::Place;
use crate::encoding::query::{QueryPair, QueryPairs, decodes_to};
use crate::error::parse_error::{Component, ParseErrorKind};
use crate::parse::offsets::EditedPart;
use crate::parse::table::{PATH, QUERY};
use crate::value::owned::{Editing, IriBuf, IriRefBuf, UriBuf, UriRefBuf};
use crate::value::pad::ShortText;

/// The text of one pair as it stands in the query.
fn piece(pair: QueryPair<'_>, out: &mut String) {
    out.push_str(pair.key().as_encoded());
    if let Some(value) = pair.value() {
        out.push('=');
        out.push_str(value.as_encoded());
    }
}

/// The query rebuilt from the pairs `keep` accepts, and how many it dropped.
/// Empty pieces (`a&&b`) are not carried over.
fn retained_query(query: &str, mut keep: impl FnMut(QueryPair<'_>) -> bool) -> (String, usize) {
    let mut out = String::with_capacity(query.len());
    let mut dropped = 0;
    for pair in QueryPairs::new(query) {
        if keep(pair) {
            if !out.is_empty() {
                out.push('&');
            }
            piece(pair, &mut out);
        } else {
            dropped += 1;
        }
    }
    (out, dropped)
}

/// Replaces the path with unencoded text: data, so a `.` or `..` segment in it
/// (outside a relative path) is refused; already-encoded text, as a URI holds
/// it, is kept as it is by `set_path_encoded`.
fn set_path(value: &mut Editing<'_>, path: &str) -> Result<(), BuildError> {
    let encoded = Encoded::new(path, Place::Path).to_string();
    let (_, offsets) = value.parts();
    check_no_dot_segments(&encoded, offsets.has_scheme(), offsets.has_authority())?;
    replace_path(value, &kept_characters(&encoded, value.charset.text()))
}

fn set_path_encoded(value: &mut Editing<'_>, path: &str) -> Result<(), BuildError> {
    check_encoded(
        path,
        PATH,
        value.charset.text(),
        Component::Path,
        ParseErrorKind::PathChar,
    )?;
    replace_path(value, path)
}

/// Writes `path`, encoded, in place of the path, if it can stand there.
fn replace_path(value: &mut Editing<'_>, path: &str) -> Result<(), BuildError> {
    let (_, offsets) = value.parts();
    check_path_shape(path, offsets.has_scheme(), offsets.has_authority())?;
    let range = offsets.path_start()..offsets.path_end();
    let offsets = offsets.shifted(EditedPart::Path, range.len(), path.len());
    value.splice(range, path, offsets);
    Ok(())
}

fn push_path_segment(value: &mut Editing<'_>, segment: &str) -> Result<(), BuildError> {
    if is_dot_segment(segment) {
        return Err(BuildError::DotSegment);
    }
    let (text, offsets) = value.parts();
    let path = offsets.path(text);
    let separator = segment_separator(path, offsets.has_authority());
    let encoded = Encoded::new(segment, Place::PathSegment);
    let mut short = ShortText::<128>::new();
    let long;
    let added = if write!(short, "{separator}{encoded}").is_ok() {
        short.as_str()
    } else {
        long = alloc::format!("{separator}{encoded}");
        long.as_str()
    };
    let added = &*kept_characters(added, value.charset.text());
    if path.is_empty() {
        // The segment becomes the first one: it must not read as a scheme.
        check_path_shape(added, offsets.has_scheme(), offsets.has_authority())?;
    }
    let end = offsets.path_end();
    let offsets = offsets.shifted(EditedPart::Path, 0, added.len());
    value.splice(end..end, added, offsets);
    Ok(())
}

fn pop_path_segment(value: &mut Editing<'_>) -> Option<String> {
    let (text, offsets) = value.parts();
    let path = offsets.path(text);
    if path.is_empty() || path == "/" {
        return None;
    }
    // The root's `/` stays: an absolute path remains absolute.
    let cut = match path.rfind('/') {
        Some(0) => 1,
        Some(slash) => slash,
        None => 0,
    };
    let tail = &path[cut..];
    let removed = String::from(tail.strip_prefix('/').unwrap_or(tail));
    let range = offsets.path_start() + cut..offsets.path_end();
    let offsets = offsets.shifted(EditedPart::Path, range.len(), 0);
    value.splice(range, "", offsets);
    Some(removed)
}

fn set_query(value: &mut Editing<'_>, query: Option<&str>) {
    let encoded = query.map(|query| Encoded::new(query, Place::Query).to_string());
    let kept = encoded
        .as_deref()
        .map(|query| kept_characters(query, value.charset.query()));
    replace_query(value, kept.as_deref());
}

fn set_query_encoded(value: &mut Editing<'_>, query: Option<&str>) -> Result<(), BuildError> {
    if let Some(query) = query {
        check_encoded(
            query,
            QUERY,
            value.charset.query(),
            Component::Query,
            ParseErrorKind::QueryChar,
        )?;
    }
    replace_query(value, query);
    Ok(())
}

/// Writes `query`, encoded, with its `?` in place of the query, or removes it.
fn replace_query(value: &mut Editing<'_>, query: Option<&str>) {
    let (_, offsets) = value.parts();
    let range = offsets.path_end()..offsets.query_end();
    let mut replacement = String::new();
    if let Some(query) = query {
        replacement.push('?');
        replacement.push_str(query);
    }
    let offsets = offsets.shifted(EditedPart::Query, range.len(), replacement.len());
    value.splice(range, &replacement, offsets);
}

fn set_query_pairs<'p>(
    value: &mut Editing<'_>,
    pairs: impl IntoIterator<Item = (&'p str, &'p str)>,
) {
    let mut query = String::new();
    for (key, value) in pairs {
        push_pair(&mut query, key, value);
    }
    replace_query(value, Some(&query));
}

fn append_query_pair(target: &mut Editing<'_>, key: &str, value: &str) {
    let (text, offsets) = target.parts();
    let end = offsets.query_end();
    let separator = if offsets.query(text).is_none() {
        "?"
    } else if end == offsets.path_end() + 1 || text[..end].ends_with('&') {
        ""
    } else {
        "&"
    };
    let key = Encoded::new(key, Place::QueryKey);
    let value = Encoded::new(value, Place::QueryValue);
    // Most pairs fit a stack buffer: no allocation per append.
    let mut short = ShortText::<128>::new();
    let long;
    let added = if write!(short, "{separator}{key}={value}").is_ok() {
        short.as_str()
    } else {
        long = alloc::format!("{separator}{key}={value}");
        long.as_str()
    };
    let added = &*kept_characters(added, target.charset.query());
    let offsets = offsets.shifted(EditedPart::Query, 0, added.len());
    target.splice(end..end, added, offsets);
}

fn set_query_pair(target: &mut Editing<'_>, key: &str, value: &str) {
    let (text, offsets) = target.parts();
    let query = String::from(offsets.query(text).unwrap_or(""));
    let mut out = String::with_capacity(query.len() + value.len());
    let mut placed = false;
    for pair in QueryPairs::new(&query) {
        let matches = decodes_to(pair.key().as_encoded(), false, key);
        if matches && placed {
            continue;
        }
        if !out.is_empty() {
            out.push('&');
        }
        if matches {
            placed = true;
            let value = Encoded::new(value, Place::QueryValue).to_string();
            let value = kept_characters(&value, target.charset.query());
            let _ = write!(out, "{}={value}", pair.key().as_encoded());
        } else {
            piece(pair, &mut out);
        }
    }
    if !placed {
        push_pair(&mut out, key, value);
    }
    replace_query(target, Some(&out));
}

fn remove_query_pairs(value: &mut Editing<'_>, key: &str) -> usize {
    retain_query_pairs(value, |pair| {
        !decodes_to(pair.key().as_encoded(), false, key)
    })
}

fn retain_query_pairs(
    value: &mut Editing<'_>,
    mut keep: impl FnMut(QueryPair<'_>) -> bool,
) -> usize {
    let (text, offsets) = value.parts();
    let Some(query) = offsets.query(text) else {
        return 0;
    };
    let query = String::from(query);
    let (rebuilt, removed) = retained_query(&query, &mut keep);
    if removed > 0 {
        replace_query(value, (!rebuilt.is_empty()).then_some(rebuilt.as_str()));
    }
    removed
}

fn set_fragment(value: &mut Editing<'_>, fragment: Option<&str>) {
    let encoded = fragment.map(|fragment| Encoded::new(fragment, Place::Fragment).to_string());
    let kept = encoded
        .as_deref()
        .map(|fragment| kept_characters(fragment, value.charset.text()));
    replace_fragment(value, kept.as_deref());
}

fn set_fragment_encoded(value: &mut Editing<'_>, fragment: Option<&str>) -> Result<(), BuildError> {
    if let Some(fragment) = fragment {
        check_encoded(
            fragment,
            QUERY,
            value.charset.text(),
            Component::Fragment,
            ParseErrorKind::FragmentChar,
        )?;
    }
    replace_fragment(value, fragment);
    Ok(())
}

/// Writes `fragment`, encoded, with its `#` in place of the fragment, or
/// removes it; no offset moves.
fn replace_fragment(value: &mut Editing<'_>, fragment: Option<&str>) {
    let (text, offsets) = value.parts();
    let range = offsets.query_end()..text.len();
    let mut replacement = String::new();
    if let Some(fragment) = fragment {
        replacement.push('#');
        replacement.push_str(fragment);
    }
    value.splice(range, &replacement, offsets);
}

/// The public editing methods of path, query and fragment, which all owned types
/// share: each a thin wrapper over the function of its name above.
macro_rules! tail_edits {
    ($owned:ident) => {
        #[cfg(feature = "alloc")]
        impl $owned {
            /// Replaces the path with `path`, unencoded: `/` separates segments,
            /// everything else that a path cannot hold is percent-encoded.
            ///
            /// # Errors
            ///
            /// [`BuildError::PathWithoutRoot`] for a non-empty path that does not
            /// start with `/` after an authority, [`BuildError::PathLikeAuthority`]
            /// for one that starts with `//` without an authority, and
            /// [`BuildError::PathLikeScheme`] for a first segment with `:` in a
            /// reference without scheme and authority, and [`BuildError::DotSegment`]
            /// for a `.` or `..` segment in any path but a relative one (`../a`):
            /// the text is data, and such a segment would only make the value
            /// name another resource. The value is unchanged.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"http://h/old?q\")?;")]
            /// uri.set_path("/a b/c")?;
            /// assert_eq!(uri, "http://h/a%20b/c?q");
            /// assert!(uri.set_path("relative").is_err());
            /// assert!(uri.set_path("/a/../admin").is_err());
            /// # Ok::<(), Box<dyn core::error::Error>>(())
            /// ```
            pub fn set_path(&mut self, path: &str) -> Result<(), BuildError> {
                set_path(&mut self.editing(), path)
            }

            /// Replaces the path with already-encoded text.
            ///
            /// # Errors
            ///
            /// [`BuildError::InvalidPart`] for a character a path cannot hold (the
            /// index is within `path`), and the errors of
            #[doc = concat!("[`set_path`](", stringify!($owned), "::set_path).")]
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"http://h/\")?;")]
            /// uri.set_path_encoded("/a%20b")?;
            /// assert_eq!(uri.path(), "/a%20b");
            /// assert!(uri.set_path_encoded("/a b").is_err());
            /// # Ok::<(), Box<dyn core::error::Error>>(())
            /// ```
            pub fn set_path_encoded(&mut self, path: &str) -> Result<(), BuildError> {
                set_path_encoded(&mut self.editing(), path)
            }

            /// Appends one path segment, unencoded (a `/` in it is data, encoded as
            /// `%2F`), by one rule: a path ending in `/` has an empty last segment,
            /// which the new one fills; any other path gets a `/` first. So
            /// `https://api.example.com/v1/` and `https://api.example.com/v1` plus
            /// `users` both give `…/v1/users`; pushing `""` makes the path end in
            /// `/`, ready for the next segment. An empty path becomes `/segment`
            /// under an authority and `segment` without one. The builder's
            /// [`path_segment`](crate::UriBuilder::path_segment) follows the same
            /// rule. Only the bytes after the path move, so n pushes cost O(n).
            ///
            /// # Errors
            ///
            /// [`BuildError::DotSegment`] for `.` or `..`: `%2E%2E` would be the
            /// same URI as `..` ([RFC 3986 §2.3](https://www.rfc-editor.org/rfc/rfc3986#section-2.3)). [`BuildError::PathLikeScheme`]
            /// for a first segment with `:` in a reference without scheme and
            /// authority. The value is unchanged.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"https://api.example.com/v1/?key=1\")?;")]
            /// uri.push_path_segment("users")?;
            /// uri.push_path_segment("a b/c")?;
            /// assert_eq!(uri, "https://api.example.com/v1/users/a%20b%2Fc?key=1");
            /// assert!(uri.push_path_segment("..").is_err());
            /// # Ok::<(), Box<dyn core::error::Error>>(())
            /// ```
            pub fn push_path_segment(&mut self, segment: &str) -> Result<(), BuildError> {
                push_path_segment(&mut self.editing(), segment)
            }

            /// Removes the last path segment and gives it back, encoded as it was:
            /// `/a/b` becomes `/a` (and `/a` becomes `/`). `None`, and no change,
            /// for an empty path or the root `/`.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"http://h/a/b%20c?q\")?;")]
            /// assert_eq!(uri.pop_path_segment().as_deref(), Some("b%20c"));
            /// assert_eq!(uri, "http://h/a?q");
            /// assert_eq!(uri.pop_path_segment().as_deref(), Some("a"));
            /// assert_eq!(uri.pop_path_segment(), None);
            /// assert_eq!(uri, "http://h/?q");
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn pop_path_segment(&mut self) -> Option<String> {
                pop_path_segment(&mut self.editing())
            }

            /// Replaces the query with decoded text, percent-encoding what a query
            /// cannot hold, or removes it with `None`: unlike `url::Url::set_query`,
            /// which takes encoded text (here that is
            /// [`set_query_encoded`](Self::set_query_encoded)).
            ///
            /// `&` and `=` stay literal, so `q=a b&n=1` is two pairs; a `%` is data
            /// and becomes `%25`.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"http://h/p?old#f\")?;")]
            /// uri.set_query(Some("q=a b&n=1"));
            /// assert_eq!(uri, "http://h/p?q=a%20b&n=1#f");
            /// uri.set_query(Some("off=100%"));
            /// assert_eq!(uri.query(), Some("off=100%25"));
            /// uri.set_query(None);
            /// assert_eq!(uri, "http://h/p#f");
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn set_query(&mut self, query: Option<&str>) {
                set_query(&mut self.editing(), query)
            }

            /// Replaces the query with encoded text, as `url::Url::set_query` takes
            /// it, or removes it with `None`. Nothing is encoded again: `a%20b`
            /// stays `a%20b` (to encode decoded text, see
            /// [`set_query`](Self::set_query)).
            ///
            /// # Errors
            ///
            /// [`BuildError::InvalidPart`] for a character a query cannot hold (the
            /// index is within `query`); the value is unchanged.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"http://h/\")?;")]
            /// uri.set_query_encoded(Some("q=a%20b&x"))?;
            /// assert_eq!(uri.query(), Some("q=a%20b&x"));
            /// assert!(uri.set_query_encoded(Some("a#b")).is_err());
            /// # Ok::<(), Box<dyn core::error::Error>>(())
            /// ```
            pub fn set_query_encoded(&mut self, query: Option<&str>) -> Result<(), BuildError> {
                set_query_encoded(&mut self.editing(), query)
            }

            /// Replaces the query with the `key=value` pairs, each encoded.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"http://h/?old\")?;")]
            /// uri.set_query_pairs([("q", "a&b"), ("n", "1")]);
            /// assert_eq!(uri.query(), Some("q=a%26b&n=1"));
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn set_query_pairs<'p>(&mut self, pairs: impl IntoIterator<Item = (&'p str, &'p str)>) {
                set_query_pairs(&mut self.editing(), pairs)
            }

            /// Appends `key=value`, both encoded, to the query (making one if there
            /// is none); the pairs already there are left as they are. Only the
            /// fragment after the query moves, so n appends cost O(n).
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"http://h/?q=a%20b#top\")?;")]
            /// uri.append_query_pair("page", "2");
            /// uri.append_query_pair("tag", "c&d");
            /// assert_eq!(uri, "http://h/?q=a%20b&page=2&tag=c%26d#top");
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn append_query_pair(&mut self, key: &str, value: &str) {
                append_query_pair(&mut self.editing(), key, value)
            }

            /// Sets `key` to `value`: the first pair whose decoded key is `key` gets
            /// the new value (its key kept as written), later ones are removed,
            /// and the pair is appended when there is none. Keys compare decoded
            /// (`%20` matches a space; `+` is not a space here). Other pairs stay
            /// as they are; empty pieces (`a&&b`) are dropped.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"http://h/?page=1&q=x&page=9\")?;")]
            /// uri.set_query_pair("page", "2");
            /// assert_eq!(uri.query(), Some("page=2&q=x"));
            /// uri.set_query_pair("sort", "name asc");
            /// assert_eq!(uri.query(), Some("page=2&q=x&sort=name%20asc"));
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn set_query_pair(&mut self, key: &str, value: &str) {
                set_query_pair(&mut self.editing(), key, value)
            }

            /// Removes every pair whose decoded key is `key` and says how many went.
            /// A query left with no pairs is removed, `?` and all.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"http://h/?utm_source=x&id=7&utm_source=y#f\")?;")]
            /// assert_eq!(uri.remove_query_pairs("utm_source"), 2);
            /// assert_eq!(uri, "http://h/?id=7#f");
            /// assert_eq!(uri.remove_query_pairs("id"), 1);
            /// assert_eq!(uri, "http://h/#f");
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn remove_query_pairs(&mut self, key: &str) -> usize {
                remove_query_pairs(&mut self.editing(), key)
            }

            /// Keeps the pairs for which `keep` is true and says how many were
            /// removed. A query left with no pairs is removed, `?` and all; when
            /// nothing is removed, the query is left exactly as it was.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"http://h/?a=1&utm_x=2&b=3\")?;")]
            /// let removed = uri.retain_query_pairs(|pair| !pair.key().as_encoded().starts_with("utm_"));
            /// assert_eq!((removed, uri.query()), (1, Some("a=1&b=3")));
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn retain_query_pairs(&mut self, keep: impl FnMut(QueryPair<'_>) -> bool) -> usize {
                retain_query_pairs(&mut self.editing(), keep)
            }

            /// Replaces the fragment with `fragment` (unencoded), or removes it.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"http://h/p?q\")?;")]
            /// uri.set_fragment(Some("sec 2"));
            /// assert_eq!(uri, "http://h/p?q#sec%202");
            /// # Ok::<(), uri::ParseError>(())
            /// ```
            pub fn set_fragment(&mut self, fragment: Option<&str>) {
                set_fragment(&mut self.editing(), fragment)
            }

            /// Replaces the fragment with already-encoded text, or removes it.
            ///
            /// # Errors
            ///
            /// [`BuildError::InvalidPart`] for a character a fragment cannot hold;
            /// the value is unchanged.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"http://h/\")?;")]
            /// uri.set_fragment_encoded(Some("a%20b"))?;
            /// assert_eq!(uri.fragment(), Some("a%20b"));
            /// assert!(uri.set_fragment_encoded(Some("#")).is_err());
            /// # Ok::<(), Box<dyn core::error::Error>>(())
            /// ```
            pub fn set_fragment_encoded(&mut self, fragment: Option<&str>) -> Result<(), BuildError> {
                set_fragment_encoded(&mut self.editing(), fragment)
            }
        }
    };
}

tail_edits!(UriBuf);
tail_edits!(UriRefBuf);
tail_edits!(IriBuf);
tail_edits!(IriRefBuf);
