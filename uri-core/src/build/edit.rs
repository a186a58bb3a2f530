//! Editing an owned URI or reference in place.
//!
//! Each setter encodes or checks its part, rewrites only the bytes of that part
//! and moves the offsets after it by arithmetic: nothing is parsed again, so
//! appending n path segments or n query pairs costs O(n) in all (plus the bytes
//! after the edit, a query or fragment, moved once per edit).

use alloc::borrow::Cow;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write;
use core::net::IpAddr;

use crate::build::builder::{
    BuildError, check_encoded, check_path_shape, check_scheme, host_text, ip_text, is_dot_segment,
    push_pair, segment_separator, userinfo_text,
};
use crate::encoding::encode::Encoded;
use crate::encoding::place::Place;
use crate::encoding::query::{QueryPair, QueryPairs, decodes_to};
use crate::error::parse_error::{Component, ErrorKind};
use crate::ops::iri_mapping::push_decoded;
use crate::parse::table::{PATH, QUERY};
use crate::parse::ucs::{Charset, NonAscii};
use crate::value::owned::{IriBuf, IriRefBuf, UriBuf, UriRefBuf};
use crate::value::pad::ShortText;

/// Positions in the offsets array ([`Offsets::to_raw`](crate::parse::offsets::Offsets::to_raw)).
const SCHEME_END: usize = 0;
const HOST_START: usize = 1;
const HOST_END: usize = 2;
const PATH_START: usize = 3;
const PATH_END: usize = 4;
const QUERY_END: usize = 5;

/// `raw` with every offset from position `from` on moved by an edit before it
/// that took out `removed` bytes and put in `added`.
/// Encoded text as an IRI keeps it: the escapes of non-ASCII characters that
/// `allowed` holds turned back into the characters (the mapping of RFC 3987
/// §3.2), so that `set_path("/ü")` writes `ü` into an IRI, and `%C3%BC` only
/// into a URI. For a URI (`NonAscii::None`) the text is returned as it is.
fn kept_characters(encoded: &str, allowed: NonAscii) -> Cow<'_, str> {
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

fn shifted(mut raw: [u32; 6], from: usize, removed: usize, added: usize) -> [u32; 6] {
    for offset in &mut raw[from..] {
        // Each moved offset lies after the edited range, so it is at least
        // `removed`.
        *offset = to_offset(*offset as usize + added - removed);
    }
    raw
}

/// A byte index as an offset. Texts longer than `u32::MAX` cannot be parsed
/// ([`ErrorKind::TooLong`](crate::ErrorKind::TooLong)); edits that would make one
/// are beyond what the type supports, and saturate instead of wrapping.
fn to_offset(index: usize) -> u32 {
    u32::try_from(index).unwrap_or(u32::MAX)
}

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

/// The editing methods both owned types share: path, query and fragment.
macro_rules! tail_edits {
    ($owned:ident, $charset:ident) => {
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
            /// reference without scheme and authority. The value is unchanged.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"http://h/old?q\")?;")]
            /// uri.set_path("/a b/c")?;
            /// assert_eq!(uri, "http://h/a%20b/c?q");
            /// assert!(uri.set_path("relative").is_err());
            /// # Ok::<(), Box<dyn core::error::Error>>(())
            /// ```
            pub fn set_path(&mut self, path: &str) -> Result<(), BuildError> {
                let encoded = Encoded::new(path, Place::Path).to_string();
                self.replace_path(&kept_characters(&encoded, Charset::$charset.text()))
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
                check_encoded(path, PATH, Charset::$charset.text(), Component::Path, ErrorKind::PathChar)?;
                self.replace_path(path)
            }

            fn replace_path(&mut self, path: &str) -> Result<(), BuildError> {
                let (_, raw) = self.raw_parts();
                let has_scheme = raw[SCHEME_END] > 0;
                check_path_shape(path, has_scheme, self.authority().is_some())?;
                let range = raw[PATH_START] as usize..raw[PATH_END] as usize;
                let offsets = shifted(raw, PATH_END, range.len(), path.len());
                self.splice(range, path, offsets);
                Ok(())
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
                if is_dot_segment(segment) {
                    return Err(BuildError::DotSegment);
                }
                let (text, raw) = self.raw_parts();
                let has_authority = self.authority().is_some();
                let path = &text[raw[PATH_START] as usize..raw[PATH_END] as usize];
                let separator = segment_separator(path, has_authority);
                let encoded = Encoded::new(segment, Place::PathSegment);
                let mut short = ShortText::<128>::new();
                let long;
                let added = if write!(short, "{separator}{encoded}").is_ok() {
                    short.as_str()
                } else {
                    long = alloc::format!("{separator}{encoded}");
                    long.as_str()
                };
                let added = &*kept_characters(added, Charset::$charset.text());
                if path.is_empty() {
                    // The segment becomes the first one: it must not read as a scheme.
                    check_path_shape(added, raw[SCHEME_END] > 0, has_authority)?;
                }
                let end = raw[PATH_END] as usize;
                let offsets = shifted(raw, PATH_END, 0, added.len());
                self.splice(end..end, added, offsets);
                Ok(())
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
                let (text, raw) = self.raw_parts();
                let (start, end) = (raw[PATH_START] as usize, raw[PATH_END] as usize);
                let path = &text[start..end];
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
                let range = start + cut..end;
                let offsets = shifted(raw, PATH_END, range.len(), 0);
                self.splice(range, "", offsets);
                Some(removed)
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
                let encoded = query.map(|query| Encoded::new(query, Place::Query).to_string());
                let kept = encoded.as_deref().map(|query| kept_characters(query, Charset::$charset.query()));
                self.replace_query(kept.as_deref());
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
                if let Some(query) = query {
                    check_encoded(query, QUERY, Charset::$charset.query(), Component::Query, ErrorKind::QueryChar)?;
                }
                self.replace_query(query);
                Ok(())
            }

            fn replace_query(&mut self, query: Option<&str>) {
                let (_, raw) = self.raw_parts();
                let range = raw[PATH_END] as usize..raw[QUERY_END] as usize;
                let mut replacement = String::new();
                if let Some(query) = query {
                    replacement.push('?');
                    replacement.push_str(query);
                }
                let offsets = shifted(raw, QUERY_END, range.len(), replacement.len());
                self.splice(range, &replacement, offsets);
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
                let mut query = String::new();
                for (key, value) in pairs {
                    push_pair(&mut query, key, value);
                }
                self.replace_query(Some(&query));
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
                let (text, raw) = self.raw_parts();
                let end = raw[QUERY_END] as usize;
                let separator = if raw[QUERY_END] == raw[PATH_END] {
                    "?"
                } else if end == raw[PATH_END] as usize + 1 || text[..end].ends_with('&') {
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
                let added = &*kept_characters(added, Charset::$charset.query());
                let offsets = shifted(raw, QUERY_END, 0, added.len());
                self.splice(end..end, added, offsets);
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
                let query = String::from(self.query().unwrap_or(""));
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
                        let value = kept_characters(&value, Charset::$charset.query());
                        let _ = write!(out, "{}={value}", pair.key().as_encoded());
                    } else {
                        piece(pair, &mut out);
                    }
                }
                if !placed {
                    push_pair(&mut out, key, value);
                }
                self.replace_query(Some(&out));
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
                self.retain_query_pairs(|pair| !decodes_to(pair.key().as_encoded(), false, key))
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
            pub fn retain_query_pairs(&mut self, mut keep: impl FnMut(QueryPair<'_>) -> bool) -> usize {
                let Some(query) = self.query() else {
                    return 0;
                };
                let query = String::from(query);
                let (rebuilt, removed) = retained_query(&query, &mut keep);
                if removed > 0 {
                    self.replace_query((!rebuilt.is_empty()).then_some(rebuilt.as_str()));
                }
                removed
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
                let encoded = fragment.map(|fragment| Encoded::new(fragment, Place::Fragment).to_string());
                let kept = encoded.as_deref().map(|fragment| kept_characters(fragment, Charset::$charset.text()));
                self.replace_fragment(kept.as_deref());
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
                if let Some(fragment) = fragment {
                    check_encoded(fragment, QUERY, Charset::$charset.text(), Component::Fragment, ErrorKind::FragmentChar)?;
                }
                self.replace_fragment(fragment);
                Ok(())
            }

            fn replace_fragment(&mut self, fragment: Option<&str>) {
                let (text, raw) = self.raw_parts();
                let range = raw[QUERY_END] as usize..text.len();
                let mut replacement = String::new();
                if let Some(fragment) = fragment {
                    replacement.push('#');
                    replacement.push_str(fragment);
                }
                self.splice(range, &replacement, raw);
            }
        }
    };
}

tail_edits!(UriBuf, Uri);
tail_edits!(UriRefBuf, Uri);
tail_edits!(IriBuf, Iri);
tail_edits!(IriRefBuf, Iri);

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
                check_scheme(scheme)?;
                let (_, raw) = self.raw_parts();
                let range = 0..raw[SCHEME_END] as usize;
                let mut offsets = shifted(raw, HOST_START, range.len(), scheme.len());
                offsets[SCHEME_END] = to_offset(scheme.len());
                self.splice(range, scheme, offsets);
                Ok(())
            }
        }
    };
}

absolute_scheme_edit!(UriBuf);
absolute_scheme_edit!(IriBuf);

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
                let (text, raw) = self.raw_parts();
                // The scheme and its `:`, or nothing.
                let range = 0..hier(raw);
                let replacement = if let Some(scheme) = scheme {
                    check_scheme(scheme)?;
                    alloc::format!("{scheme}:")
                } else {
                    let path = &text[raw[PATH_START] as usize..raw[PATH_END] as usize];
                    check_path_shape(path, false, self.authority().is_some())?;
                    String::new()
                };
                let mut offsets = shifted(raw, HOST_START, range.len(), replacement.len());
                offsets[SCHEME_END] = to_offset(replacement.len().saturating_sub(1));
                self.splice(range, &replacement, offsets);
                Ok(())
            }
        }
    };
}

reference_scheme_edit!(UriRefBuf);
reference_scheme_edit!(IriRefBuf);

/// The editing methods of the authority, which all owned types share.
macro_rules! authority_edits {
    ($owned:ident, $charset:ident) => {
        #[cfg(feature = "alloc")]
        impl $owned {
            /// Sets the host (as [`UriBuilder::host`](crate::UriBuilder::host) reads
            /// it), adding an authority if there is none, or removes the whole authority
            /// (userinfo and port too) with `None`.
            ///
            /// # Errors
            ///
            /// The host errors of [`UriBuilder::host`](crate::UriBuilder::host) (a
            /// delimiter such as the `:` of `example.com:8443` is refused, not encoded);
            /// [`BuildError::PathWithoutRoot`] when adding an authority before a path
            /// that does not start with `/`; [`BuildError::PathLikeAuthority`] when
            /// removing it before a path that starts with `//`. The URI is unchanged.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"https://user@old.example:8443/p\")?;")]
            /// uri.set_host(Some("new.example"))?;
            /// assert_eq!(uri, "https://user@new.example:8443/p");
            /// uri.set_host(Some("::1"))?;
            /// assert_eq!(uri, "https://user@[::1]:8443/p");
            /// assert!(uri.set_host(Some("example.com:80")).is_err());
            /// uri.set_host(None)?;
            /// assert_eq!(uri, "https:/p");
            /// # Ok::<(), Box<dyn core::error::Error>>(())
            /// ```
            pub fn set_host(&mut self, host: Option<&str>) -> Result<(), BuildError> {
                if let Some(host) = host {
                    return self.replace_host(&kept_characters(&host_text(host)?, Charset::$charset.text()));
                }
                if self.authority().is_none() {
                    return Ok(());
                }
                let (text, raw) = self.raw_parts();
                let path = &text[raw[PATH_START] as usize..raw[PATH_END] as usize];
                check_path_shape(path, raw[SCHEME_END] > 0, false)?;
                let hier = hier(raw);
                let range = hier..raw[PATH_START] as usize;
                let mut offsets = shifted(raw, PATH_START, range.len(), 0);
                offsets[HOST_START] = to_offset(hier);
                offsets[HOST_END] = to_offset(hier);
                self.splice(range, "", offsets);
                Ok(())
            }

            /// Sets the host to an IP address (IPv6 in brackets); see
            /// [`set_host`](Self::set_host).
            ///
            /// # Errors
            ///
            /// [`BuildError::PathWithoutRoot`] when adding an authority before a path
            /// that does not start with `/`.
            ///
            /// # Examples
            ///
            /// ```
            /// use core::net::Ipv6Addr;
            ///
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"http://h:8080/\")?;")]
            /// uri.set_ip(Ipv6Addr::LOCALHOST.into())?;
            /// assert_eq!(uri, "http://[::1]:8080/");
            /// # Ok::<(), Box<dyn core::error::Error>>(())
            /// ```
            pub fn set_ip(&mut self, ip: IpAddr) -> Result<(), BuildError> {
                self.replace_host(&ip_text(ip))
            }

            /// Writes `host` (ready for an authority) in place of the host, or adds an
            /// authority holding only it.
            fn replace_host(&mut self, host: &str) -> Result<(), BuildError> {
                let (text, raw) = self.raw_parts();
                if self.authority().is_some() {
                    let range = raw[HOST_START] as usize..raw[HOST_END] as usize;
                    let offsets = shifted(raw, HOST_END, range.len(), host.len());
                    self.splice(range, host, offsets);
                    return Ok(());
                }
                let path = &text[raw[PATH_START] as usize..raw[PATH_END] as usize];
                check_path_shape(path, raw[SCHEME_END] > 0, true)?;
                let hier = hier(raw);
                let inserted = alloc::format!("//{host}");
                let mut offsets = shifted(raw, PATH_START, 0, inserted.len());
                offsets[HOST_START] = to_offset(hier + 2);
                offsets[HOST_END] = to_offset(hier + inserted.len());
                self.splice(hier..hier, &inserted, offsets);
                Ok(())
            }

            /// Sets the port, or removes it with `None`.
            ///
            /// # Errors
            ///
            /// [`BuildError::AuthorityWithoutHost`] when the URI has no authority.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"http://h/\")?;")]
            /// uri.set_port(Some(8080))?;
            /// assert_eq!(uri, "http://h:8080/");
            /// uri.set_port(None)?;
            /// assert_eq!(uri, "http://h/");
            #[doc = concat!("assert!(uri::", stringify!($owned), "::parse(\"mailto:a@b\")?.set_port(Some(25)).is_err());")]
            /// # Ok::<(), Box<dyn core::error::Error>>(())
            /// ```
            pub fn set_port(&mut self, port: Option<u16>) -> Result<(), BuildError> {
                if self.authority().is_none() {
                    return Err(BuildError::AuthorityWithoutHost);
                }
                let (_, raw) = self.raw_parts();
                let range = raw[HOST_END] as usize..raw[PATH_START] as usize;
                let mut replacement = String::new();
                if let Some(port) = port {
                    let _ = write!(replacement, ":{port}");
                }
                let offsets = shifted(raw, PATH_START, range.len(), replacement.len());
                self.splice(range, &replacement, offsets);
                Ok(())
            }

            /// Sets the userinfo from a user name and an optional password (encoded as
            /// [`UriBuilder::userinfo`](crate::UriBuilder::userinfo) does), or removes
            /// it with `None`.
            ///
            /// # Errors
            ///
            /// [`BuildError::AuthorityWithoutHost`] when the URI has no authority.
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let mut uri = uri::", stringify!($owned), "::parse(\"ftp://h/\")?;")]
            /// uri.set_userinfo(Some(("anne", Some("p@ss"))))?;
            /// assert_eq!(uri, "ftp://anne:p%40ss@h/");
            /// uri.set_userinfo(None)?;
            /// assert_eq!(uri, "ftp://h/");
            /// # Ok::<(), Box<dyn core::error::Error>>(())
            /// ```
            pub fn set_userinfo(
                &mut self,
                userinfo: Option<(&str, Option<&str>)>,
            ) -> Result<(), BuildError> {
                if self.authority().is_none() {
                    return Err(BuildError::AuthorityWithoutHost);
                }
                let (_, raw) = self.raw_parts();
                let start = hier(raw) + 2;
                let range = start..raw[HOST_START] as usize;
                let mut replacement = String::new();
                if let Some((user, password)) = userinfo {
                    replacement = kept_characters(&userinfo_text(user, password), Charset::$charset.text()).into_owned();
                    replacement.push('@');
                }
                let offsets = shifted(raw, HOST_START, range.len(), replacement.len());
                self.splice(range, &replacement, offsets);
                Ok(())
            }
        }
    };
}

authority_edits!(UriBuf, Uri);
authority_edits!(UriRefBuf, Uri);
authority_edits!(IriBuf, Iri);
authority_edits!(IriRefBuf, Iri);

/// Where the authority's `//` would start: after the scheme's `:`, or at 0.
fn hier(raw: [u32; 6]) -> usize {
    if raw[SCHEME_END] > 0 {
        raw[SCHEME_END] as usize + 1
    } else {
        0
    }
}
