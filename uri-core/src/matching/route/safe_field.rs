//! A route type's [`SafePath`] field, read and written as the place of its
//! variable says (issue 63). Not public API: reached only through
//! `uri::__private`, and may change in any release.
//!
//! A `SafePath` refuses a `/` inside a segment, and a request says where its
//! segments are only before it is decoded: `{name}` writes a `/` as `%2F`, so
//! its value, decoded, is one segment; `{/path*}` writes one segment a
//! member; `{+rest}` writes the path's own `/` raw, so its raw value is cut
//! at `/` and each piece decoded. `FromStr` sees only the decoded text, so
//! the derive, which knows the place, asks [`safe_path_field`] for the
//! reading of that [`SafeKind`]; a value anywhere else (a query, a host) is
//! read with `FromStr`, as path text. Writing is the same in reverse: a
//! path of one segment under `{name}` ([`refused_value`] refuses any
//! other), the segments as a list under `{/path*}` ([`SafeSegments`]), the
//! text under `{+rest}`.
//!
//! [`refused_value`]: crate::matching::route::read_back::refused_value

use core::fmt;

use crate::encoding::decode::{decode_form, decode_utf8};
use crate::matching::captures::capture::{Capture, Captures};
use crate::matching::captures::error::CaptureError;
use crate::matching::route::support::{FieldType, field_type};
use crate::template::variables::{Value, ValueSink};
use crate::value::safe_path::{SafePath, SafePathError};

/// Where a route's [`SafePath`] field's variable is, which says how its
/// value is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SafeKind {
    /// Outside the path (a query, a fragment, a host): the decoded value is
    /// path text, read with `FromStr` ([`SafePath::parse`]).
    Text,
    /// A path value that is one segment (`{name}`, `{/name}`, `{.ext}`, a
    /// list's member there): the decoded value is that segment
    /// ([`SafePath::from_segment`]).
    Segment,
    /// A reserved path value (`{+rest}`): its raw `/`s separate segments,
    /// each decoded.
    Rest,
    /// An exploded path list (`{/path*}`) in a field of one `SafePath`: one
    /// segment a member.
    Members,
}

/// The types the derive reads as [`SafePath`] fields: `SafePath` alone (a
/// sealed trait, so that a type of the same name is reported, not read).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not `uri::path::SafePath`",
    label = "a field's type named `SafePath` is read as `uri::path::SafePath`",
    note = "import `uri::path::SafePath`, or name your own type otherwise"
)]
pub trait SafePathField: sealed::Sealed + Sized {
    /// The path.
    fn as_safe_path(&self) -> &SafePath;

    /// The reading and writing of a field of this type whose variable is a
    /// `kind`.
    fn field_type<'u>(kind: SafeKind) -> FieldType<'u, Self>;
}

mod sealed {
    pub trait Sealed {}
    #[cfg(feature = "matching")]
    impl Sealed for crate::value::safe_path::SafePath {}
}

/// The reading and writing of a [`SafePath`] field whose variable is a
/// `kind`.
///
/// ```
/// use uri::path::SafePath;
/// use uri_core::__private::{SafeKind, one, safe_path_field};
///
/// let matcher = uri::UriTemplate::parse("/raw/{+rest}")?.matcher()?;
/// let found = matcher.captures("/raw/docs/a%20b.md")?;
/// let rest = safe_path_field::<SafePath>(SafeKind::Rest);
/// let path = one(&found, "rest", "rest", rest)?;
/// assert_eq!(path.segments().collect::<Vec<_>>(), ["docs", "a b.md"]);
/// // A `%2F` is no separator: it is inside a segment.
/// let found = matcher.captures("/raw/docs%2Fa.md")?;
/// assert!(one(&found, "rest", "rest", rest).unwrap_err().is_bad_request());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[allow(clippy::inline_always, reason = "as `field_type`, see `support.rs`")]
#[inline(always)]
pub fn safe_path_field<'u, T: SafePathField>(kind: SafeKind) -> FieldType<'u, T> {
    T::field_type(kind)
}

#[cfg(feature = "matching")]
impl SafePathField for SafePath {
    fn as_safe_path(&self) -> &SafePath {
        self
    }

    fn field_type<'u>(kind: SafeKind) -> FieldType<'u, Self> {
        match kind {
            SafeKind::Text => field_type::<SafePath>(),
            SafeKind::Segment => FieldType {
                read: |captures, name| {
                    let Some(capture) = captures.get(name) else {
                        return Ok(None);
                    };
                    let raw = capture.as_str();
                    segment(captures, name, raw, capture.is_form()).map(Some)
                },
                read_empty: |name| {
                    SafePath::from_segment("").map_err(|error| refused(name, "", "", error))
                },
                read_all: |captures, name| {
                    let form = captures.get(name).is_some_and(Capture::is_form);
                    let members = captures.encoded_members(name).into_iter();
                    members
                        .map(|raw| segment(captures, name, raw, form))
                        .collect()
                },
                parse: |value| SafePath::from_segment(value).ok(),
                parse_decoded: |value| SafePath::from_segment(&value).ok(),
                one_segment: true,
                refuse: |name, raw, text| Some(refused_segment(name, raw, text)),
                ..field_type::<SafePath>()
            },
            SafeKind::Rest => FieldType {
                read: |captures, name| {
                    let raw = captures.get(name).map(Capture::as_str);
                    raw.map(|raw| rest(captures, name, raw)).transpose()
                },
                read_empty: |_| Ok(SafePath::new()),
                read_all: |captures, name| {
                    let members = captures.encoded_members(name).into_iter();
                    members.map(|raw| rest(captures, name, raw)).collect()
                },
                ..field_type::<SafePath>()
            },
            SafeKind::Members => FieldType {
                read: members,
                read_empty: |_| Ok(SafePath::new()),
                // One path, not a list of paths: a list field of them is
                // read a member each (`Segment`).
                read_all: |captures, name| Ok(members(captures, name)?.into_iter().collect()),
                parse: |value| SafePath::from_segment(value).ok(),
                parse_decoded: |value| SafePath::from_segment(&value).ok(),
                refuse: |name, raw, text| Some(refused_segment(name, raw, text)),
                ..field_type::<SafePath>()
            },
        }
    }
}

/// `raw`, a value of `name` in the captures' text (decoded with `+` as a
/// space where `form`), as a path of one segment.
fn segment(
    captures: &Captures<'_, '_>,
    name: &str,
    raw: &str,
    form: bool,
) -> Result<SafePath, CaptureError> {
    let text = captures.text();
    let decoded = if form {
        decode_form(raw)
    } else {
        decode_utf8(raw)
    };
    let decoded = decoded.map_err(|error| CaptureError::decode(name, raw, text, error))?;
    SafePath::from_segment(&decoded).map_err(|error| refused(name, raw, text, error))
}

/// The members of an exploded `{/path*}` variable `name` as one path, a
/// segment each; `None` where the text leaves it out.
fn members(captures: &Captures<'_, '_>, name: &str) -> Result<Option<SafePath>, CaptureError> {
    let Some(capture) = captures.get(name) else {
        return Ok(None);
    };
    let (raw, text) = (capture.as_str(), captures.text());
    let mut path = SafePath::new();
    for member in captures.encoded_members(name) {
        let decoded =
            decode_utf8(member).map_err(|error| CaptureError::decode(name, member, text, error))?;
        path.push(&decoded)
            .map_err(|error| refused(name, raw, text, error))?;
    }
    Ok(Some(path))
}

/// `raw`, a reserved value of `name`, as a path: cut at its raw `/`s, each
/// piece decoded and a segment (a `%2F` in one is refused).
fn rest(captures: &Captures<'_, '_>, name: &str, raw: &str) -> Result<SafePath, CaptureError> {
    let text = captures.text();
    // Decoded whole first, for the error's index in the value: a piece cut
    // at an ASCII `/` of UTF-8 is UTF-8 again.
    decode_utf8(raw).map_err(|error| CaptureError::decode(name, raw, text, error))?;
    let refuse = |error| refused(name, raw, text, error);
    if raw.starts_with('/') {
        // What `parse` says of a leading `/`: the path is absolute.
        return SafePath::parse(raw).map_err(refuse);
    }
    let mut path = SafePath::new();
    if raw.is_empty() {
        return Ok(path);
    }
    for piece in raw.split('/') {
        let piece =
            decode_utf8(piece).map_err(|error| CaptureError::decode(name, raw, text, error))?;
        path.push(&piece).map_err(refuse)?;
    }
    Ok(path)
}

/// Why the direct reading refused `raw`, a segment of `name` in `text`:
/// the segment rule's own error, not `FromStr`'s, which would take a
/// decoded `%2F` as a separator.
fn refused_segment(name: &'static str, raw: &str, text: &str) -> CaptureError {
    match decode_utf8(raw) {
        Err(error) => CaptureError::decode(name, raw, text, error),
        Ok(decoded) => match SafePath::from_segment(&decoded) {
            Err(error) => refused(name, raw, text, error),
            // Not refused by the segment rule: by the reading around it.
            Ok(_) => CaptureError::refused::<SafePath>(name, raw, text),
        },
    }
}

/// The error of `name`'s value `raw`, a slice of `text`, that is no safe
/// path for `error`.
fn refused(name: &str, raw: &str, text: &str, error: SafePathError) -> CaptureError {
    CaptureError::safe_path(name, raw, text, error)
}

/// A [`SafePath`] field's segments, written as a list: the value of an
/// exploded `{/path*}`, one member a segment.
///
/// ```
/// use uri_core::__private::SafeSegments;
///
/// let path = uri::path::SafePath::parse("docs/a b.md")?;
/// let template = uri::UriTemplate::parse("/files{/path*}")?;
/// let link = template.expand_to_string(&[("path", SafeSegments::new(&path))])?;
/// assert_eq!(link, "/files/docs/a%20b.md");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct SafeSegments<'a>(&'a SafePath);

impl<'a> SafeSegments<'a> {
    /// The segments of `path`.
    pub fn new<T: SafePathField>(path: &'a T) -> Self {
        Self(path.as_safe_path())
    }
}

#[cfg(feature = "matching")]
impl Value for SafeSegments<'_> {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        for segment in self.0.segments() {
            sink.item(&segment)?;
        }
        Ok(())
    }
}
