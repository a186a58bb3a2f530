//! What the expansion of `#[derive(Route)]` calls. Not public API: reached
//! only through `uri::__private`, and may change in any release.
//!
//! Writing: a field's value goes to the template writer through its
//! `Display` ([`Displayed`]), which keeps `uri!`'s proof that a number is
//! never a dot segment. Reading: every field's type is read with `FromStr`
//! (but a `Cow<'a, str>` borrowing from the request, which is the decoded
//! text itself: [`borrowed_field`]).
//! [`RouteField`] asks for both traits, and is the only bound the expansion
//! puts on a field's type: each use asks [`field_type`] for a [`FieldType`],
//! spanned at the field, so that a type without them is reported at the
//! field once per missing trait (the compiler drops the repeats), not once
//! per use.
//!
//! Reading inlines the helpers each field calls, and with them the
//! [`FieldType`] they are given: its functions are then known where they
//! are called, and a 50-variant enum's lookup is about 60 instructions (of
//! 1,700) cheaper than through calls the compiler declined to inline.

use alloc::borrow::Cow;
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::any::Any;
use core::fmt;
use core::str::FromStr;

use crate::bytes::percent::equivalent_prefix;
use crate::encoding::decode::has_escapes;
use crate::matching::captures::capture::{Captures, decode_value, parse};
use crate::matching::captures::error::CaptureError;
use crate::matching::match_error::MatchError;
use crate::matching::route::Route;
use crate::matching::route::direct::{DirectPath, ValuesRead};
use crate::matching::route::direct_query::{DirectQuery, LeftToTable};
use crate::matching::route::error::RouteError;
use crate::matching::router::set::TemplateSetError;
use crate::ops::resolve::ResolveMode;
use crate::template::expand::{ExpandError, VarName};
use crate::template::markers::{NeverDotSegment, StringValue, sealed};
use crate::template::variables::{Value, ValueSink};
use crate::value::owned::{IriBuf, IriRefBuf, UriBuf, UriRefBuf};
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

/// The types a route's field may have (each member, for an `Option` or
/// `Vec` field): written with `Display`, read with `FromStr` (whose `Err`
/// is an error type, a `String` or a `&'static str`). Every use the derive
/// makes of a field's type asks for this one trait, at the field, so a type
/// that lacks either gets this message. Implemented for every such type.
///
/// # Examples
///
/// ```
/// use uri::template::RouteField;
///
/// fn is_field<T: RouteField>() {}
/// is_field::<u64>();
/// is_field::<String>();
/// is_field::<std::net::Ipv4Addr>();
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a route field: a route writes a field with `Display` and reads it with `FromStr`",
    label = "this field's type (or its `Option`/`Vec` member)",
    note = "implement `Display` and `FromStr` for it (with an `Err` that is a `String`, a `&'static str` or an error that is `Send + Sync + 'static`), or mark the field `#[route(skip)]`",
    note = "a field that borrows from the request is a `Cow<'a, str>`, `'a` the route type's lifetime (`struct Issues<'a>`)"
)]
pub trait RouteField:
    fmt::Display + FromStr<Err: Into<Box<dyn core::error::Error + Send + Sync>>>
{
}

impl<T> RouteField for T
where
    T: fmt::Display + FromStr,
    T::Err: Into<Box<dyn core::error::Error + Send + Sync>>,
{
}

/// A route field's type, proven a [`RouteField`] where [`field_type`] made
/// it (or the `Cow<'u, str>` of [`borrowed_field`]): its `Display` and its
/// reading from a request text that lives for `'u`, as functions, so that
/// the helpers below need no bound of their own.
pub struct FieldType<'u, T> {
    pub(crate) display: fn(&T, &mut fmt::Formatter<'_>) -> fmt::Result,
    pub(crate) read: fn(&Captures<'_, 'u>, &str) -> Result<Option<T>, CaptureError>,
    pub(crate) read_empty: fn(&str) -> Result<T, CaptureError>,
    pub(crate) read_all: fn(&Captures<'_, 'u>, &str) -> Result<Vec<T>, CaptureError>,
    pub(crate) parse: fn(&'u str) -> Option<T>,
    pub(crate) parse_decoded: fn(Cow<'u, str>) -> Option<T>,
    /// Whether a value is written where the template writes one path
    /// segment and the type reads it so: a [`SafePath`] under `{name}`,
    /// whose path of no segment or of several `to_uri` refuses
    /// (`read_back.rs`).
    ///
    /// [`SafePath`]: crate::value::safe_path::SafePath
    pub(crate) one_segment: bool,
    /// Why a path value (the variable's name, the value as the text holds
    /// it, the text) that this type's parser refused, or that is not UTF-8
    /// once decoded, cannot be read, as the table's captures say it.
    pub(crate) refuse: fn(&'static str, &str, &str) -> Option<CaptureError>,
}

impl<T> Clone for FieldType<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for FieldType<'_, T> {}

/// The one bounded call of the expansion per use of a field's type.
#[allow(clippy::inline_always, reason = "see the module's note on inlining")]
#[inline(always)]
pub fn field_type<'u, T: RouteField + 'static>() -> FieldType<'u, T> {
    FieldType {
        display: <T as fmt::Display>::fmt,
        read: read::<T>,
        read_empty: read_empty::<T>,
        read_all: read_all::<T>,
        parse: |value| value.parse().ok(),
        parse_decoded: parse_decoded::<T>,
        one_segment: false,
        refuse: |name, raw, text| Some(refuse::<T>(name, raw, text)),
    }
}

/// [`FieldType::refuse`] of a type read with `FromStr`: a value that
/// decodes was refused by the parser, whose error the message makes when
/// asked for it.
fn refuse<T: RouteField>(name: &'static str, raw: &str, text: &str) -> CaptureError {
    not_decoded(name, raw, text).unwrap_or_else(|| CaptureError::refused::<T>(name, raw, text))
}

/// Why the path value `raw` of `name` (a slice of `text`) does not decode,
/// if it does not: a value without a `%` decodes as it is, and most
/// refused values are words where a number goes, which need no pass of
/// the decoder.
fn not_decoded(name: &'static str, raw: &str, text: &str) -> Option<CaptureError> {
    if !has_escapes(raw, false) {
        return None;
    }
    decode_value(raw, false)
        .err()
        .map(|error| CaptureError::decode(name, raw, text, error))
}

/// The field type of a value that borrows from the request (`Cow<'a, str>`
/// in a route type with a lifetime): the text's own slice where the value
/// holds nothing to decode, a `String` where it does. The derive asks for
/// it where a field's type (or its `Option`/list member) is written
/// `Cow<'a, str>` with the type's lifetime.
///
/// ```
/// use std::borrow::Cow;
/// use uri_core::__private::{DirectPath, borrowed_field, direct};
///
/// let path = DirectPath::new("/users/ada/caf%C3%A9").unwrap();
/// // Segment 0 is the empty one before the first `/`.
/// let plain: Option<Cow<'_, str>> = direct(&path, 2, borrowed_field());
/// assert!(matches!(plain, Some(Cow::Borrowed("ada"))));
/// let decoded: Option<Cow<'_, str>> = direct(&path, 3, borrowed_field());
/// assert!(matches!(decoded, Some(Cow::Owned(text)) if text == "caf\u{e9}"));
/// ```
#[allow(clippy::inline_always, reason = "see the module's note on inlining")]
#[inline(always)]
pub fn borrowed_field<'u>() -> FieldType<'u, Cow<'u, str>> {
    FieldType {
        display: <Cow<'u, str> as fmt::Display>::fmt,
        read: |captures, name| captures.decoded_optional(name),
        read_empty: |_| Ok(Cow::Borrowed("")),
        read_all: |captures, name| captures.decoded_all(name),
        parse: |value| Some(Cow::Borrowed(value)),
        parse_decoded: Some,
        one_segment: false,
        refuse: not_decoded,
    }
}

/// A decoded value read as `T`: one decoded into a `String` of its own is a
/// `String` field as it is, where `FromStr` would copy it. (A field type
/// read through `FromStr` is `'static`: the one generic parameter a route
/// type takes is the lifetime its `Cow<'a, str>` fields borrow for, and
/// those are read by [`borrowed_field`].)
fn parse_decoded<T: RouteField + 'static>(value: Cow<'_, str>) -> Option<T> {
    match value {
        Cow::Borrowed(value) => value.parse().ok(),
        Cow::Owned(value) => {
            let mut slot = Some(value);
            if let Some(same) = (&mut slot as &mut dyn Any).downcast_mut::<Option<T>>() {
                return same.take();
            }
            slot?.parse().ok()
        }
    }
}

/// A variable's value, if the request defines it.
fn read<T: RouteField>(captures: &Captures<'_, '_>, name: &str) -> Result<Option<T>, CaptureError> {
    captures.parse_optional::<T>(name)
}

/// An undefined variable's value, read as the empty text.
fn read_empty<T: RouteField>(name: &str) -> Result<T, CaptureError> {
    parse::<T>(name, "", false, "")
}

/// A list's members.
fn read_all<T: RouteField>(
    captures: &Captures<'_, '_>,
    name: &str,
) -> Result<Vec<T>, CaptureError> {
    captures.parse_all::<T>(name)
}

/// A field's value read directly (`direct.rs`) from segment `index` of
/// `path`, decoded, as the table's reading parses it; `None` where the
/// table's reader would not take the segment as a value or it does not
/// parse, for the table to report.
#[allow(clippy::inline_always, reason = "see the module's note on inlining")]
#[inline(always)]
pub fn direct<'u, T>(
    path: &DirectPath<'u>,
    index: usize,
    field_type: FieldType<'u, T>,
) -> Option<T> {
    match path.value(index) {
        Some(value) => (field_type.parse)(value),
        None => direct_decoded(path, index, field_type.parse_decoded),
    }
}

/// [`direct`] for a segment with something to check or decode: out of
/// line, where most segments are read as they are.
#[cold]
#[inline(never)]
fn direct_decoded<'u, T>(
    path: &DirectPath<'u>,
    index: usize,
    parse: fn(Cow<'u, str>) -> Option<T>,
) -> Option<T> {
    parse(path.decoded(index)?)
}

/// What the table answers where a direct reading (`direct.rs`) could not
/// read the field `field` from the value of variable `name` in segment
/// `index` of `path`, drawn without reading the request again: the bad
/// request of a malformed value of `vars`, as [`DirectPath::refused`] draws
/// it, or else the field's error. `vars` are the template's path variables
/// whose values no field has been read from yet (`name`'s among them), each
/// with its segment: a value a field was read from is well formed. `None`
/// where the table would not take a value, or where the value is empty
/// (which leaves the variable undefined, read by the table), for the table
/// to answer. Asked only where [`direct`] could not read the field: a value
/// that decodes is then one its type's parser refused.
///
/// ```
/// use uri_core::__private::{DirectPath, direct_refused, field_type};
///
/// let path = DirectPath::new("/issues/seven").unwrap();
/// let error = direct_refused(&path, &[("number", 2)], 2, "number", "number", field_type::<u32>());
/// assert_eq!(
///     error.unwrap().to_string(),
///     "the field `number` cannot be read: the value `seven` of the variable `number` cannot be read as `u32`",
/// );
/// // A malformed value is the bad request, as the table answers it.
/// let bad = DirectPath::new("/issues/%zz").unwrap();
/// let error = direct_refused(&bad, &[("number", 2)], 2, "number", "number", field_type::<u32>());
/// assert!(error.unwrap().to_string().starts_with("bad request: the value of the variable `number` holds a `%`"));
/// ```
#[cold]
#[inline(never)]
pub fn direct_refused<'u, T>(
    path: &DirectPath<'u>,
    vars: &[(&str, usize)],
    index: usize,
    name: &'static str,
    field: &'static str,
    field_type: FieldType<'u, T>,
) -> Option<RouteError> {
    match path.read_values(vars) {
        ValuesRead::Malformed(bad) => return Some(bad.into()),
        ValuesRead::ToTable => return None,
        ValuesRead::WellFormed => {}
    }
    let (raw, text) = path.raw(index)?;
    if raw.is_empty() {
        return None;
    }
    let error = (field_type.refuse)(name, raw, text)?;
    Some(RouteError::Field { field, error })
}

/// A list field's members read directly (`direct.rs`) from segment `index`
/// of `path` (`/items/{tags}`, `a,b`), each decoded, as the table's reading
/// parses them; `None` where the table's reader would not take the segment
/// or a member does not parse, for the table to report.
pub fn direct_list<'u, T, C: FromIterator<T>>(
    path: &DirectPath<'u>,
    index: usize,
    field_type: FieldType<'u, T>,
) -> Option<C> {
    direct_members(path.items(index)?, field_type).ok()
}

/// An optional field's value read directly (`direct_query.rs`) from query
/// variable `index` of `query`, decoded, as the table's reading parses it:
/// `Ok(None)` where the request does not name the variable.
///
/// # Errors
///
/// `LeftToTable` where the value is malformed or does not parse, for the
/// table to report.
pub fn direct_query<'u, T>(
    query: &DirectQuery<'u>,
    index: usize,
    field_type: FieldType<'u, T>,
) -> Result<Option<T>, LeftToTable> {
    match query.value(index)? {
        Some(value) => (field_type.parse_decoded)(value)
            .map(Some)
            .ok_or(LeftToTable),
        None => Ok(None),
    }
}

/// A list field's members read directly, each decoded, as the table's
/// reading parses them: a path segment's (`DirectPath::items`, through
/// [`direct_list`]) or a query variable's (`DirectQuery::members` of an
/// exploded one, `DirectQuery::items` of one that is not); none where the
/// request names it not.
///
/// # Errors
///
/// `LeftToTable` where a member is malformed or does not parse, for the
/// table to report.
pub fn direct_members<'u, T, C: FromIterator<T>>(
    members: impl Iterator<Item = Result<Cow<'u, str>, LeftToTable>>,
    field_type: FieldType<'u, T>,
) -> Result<C, LeftToTable> {
    members
        .map(|member| (field_type.parse_decoded)(member?).ok_or(LeftToTable))
        .collect()
}

/// A field's value written as its `Display` text, one string: for `uri!`'s
/// writer a value like any other, and proven never a dot segment where the
/// field's type is.
pub struct Displayed<'a, T> {
    value: &'a T,
    display: fn(&T, &mut fmt::Formatter<'_>) -> fmt::Result,
}

impl<'a, T> Displayed<'a, T> {
    /// The value of a field (or of one member).
    pub fn new(value: &'a T, field: FieldType<'_, T>) -> Self {
        Self {
            value,
            display: field.display,
        }
    }
}

impl<T> fmt::Display for Displayed<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (self.display)(self.value, f)
    }
}

#[diagnostic::do_not_recommend]
impl<T> Value for Displayed<'_, T> {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        sink.display(self)
    }
}

#[diagnostic::do_not_recommend]
impl<T> StringValue for Displayed<'_, T> {}

impl<T: NeverDotSegment> sealed::Sealed for Displayed<'_, T> {}

#[diagnostic::do_not_recommend]
impl<T: NeverDotSegment> NeverDotSegment for Displayed<'_, T> {}

/// A field of one value, read from its variable: an undefined variable is
/// read as the empty text, since a template writes an empty value and an
/// undefined one alike (`/repos/{owner}` gives `/repos/` for both).
///
/// # Errors
///
/// [`RouteError::Field`] when the value cannot be read as a `T`.
#[allow(clippy::inline_always, reason = "see the module's note on inlining")]
#[inline(always)]
pub fn one<'u, T>(
    captures: &Captures<'_, 'u>,
    name: &str,
    field: &'static str,
    field_type: FieldType<'u, T>,
) -> Result<T, RouteError> {
    let read = match (field_type.read)(captures, name) {
        Ok(Some(value)) => Ok(value),
        Ok(None) => (field_type.read_empty)(name),
        Err(error) => Err(error),
    };
    read.map_err(|error| RouteError::Field { field, error })
}

/// Why `to_uri` refuses the values of one positional expression of several
/// variables (`{/year,month}`), given whether each is `defined` and each
/// variable's name and byte index: one undefined before a defined one
/// ([`ExpandError::LeftOut`]), which the link would read back in its place.
///
/// ```
/// use uri_core::__private::left_out;
/// assert!(left_out(&[true, false], &[("year", 9), ("month", 14)]).is_none());
/// assert!(left_out(&[false, false], &[("year", 9), ("month", 14)]).is_none());
/// let error = left_out(&[false, true], &[("year", 9), ("month", 14)]).unwrap();
/// assert!(error.to_string().starts_with("variable `year` at index 9"));
/// ```
pub fn left_out(defined: &[bool], variables: &[(&str, usize)]) -> Option<ExpandError> {
    let first_undefined = defined.iter().position(|&defined| !defined)?;
    if !defined[first_undefined..].contains(&true) {
        return None;
    }
    let &(name, index) = variables.get(first_undefined)?;
    Some(ExpandError::LeftOut {
        index,
        name: VarName::new(name),
    })
}

/// Whether a list field holds a member (an empty list is undefined).
pub fn has_member<'a, C: ?Sized>(list: &'a C) -> bool
where
    &'a C: IntoIterator,
{
    list.into_iter().next().is_some()
}

/// A field of an optional value: `None` when the request leaves it out.
///
/// # Errors
///
/// [`RouteError::Field`] when the value cannot be read as a `T`.
#[allow(clippy::inline_always, reason = "see the module's note on inlining")]
#[inline(always)]
pub fn optional<'u, T>(
    captures: &Captures<'_, 'u>,
    name: &str,
    field: &'static str,
    field_type: FieldType<'u, T>,
) -> Result<Option<T>, RouteError> {
    (field_type.read)(captures, name).map_err(|error| RouteError::Field { field, error })
}

/// A field of a list, in any collection: the members the request holds.
///
/// # Errors
///
/// [`RouteError::Field`] for the first member that cannot be read as a `T`.
#[allow(clippy::inline_always, reason = "see the module's note on inlining")]
#[inline(always)]
pub fn list<'u, T, C: FromIterator<T>>(
    captures: &Captures<'_, 'u>,
    name: &str,
    field: &'static str,
    field_type: FieldType<'u, T>,
) -> Result<C, RouteError> {
    (field_type.read_all)(captures, name)
        .map(|all| all.into_iter().collect())
        .map_err(|error| RouteError::Field { field, error })
}

/// The error of an index that names no template of a route type (a hand
/// implementation's table that disagrees with its `templates`), or of a
/// request no template matches.
pub fn no_template() -> RouteError {
    RouteError::Match(MatchError::not_found())
}

/// The text after a nested variant's literal `prefix` (a path, so letters
/// match as written), where the text begins with it in any spelling RFC
/// 3986 makes equal (`/v%32/` for `/v2`), as a table reads literal text.
pub fn strip_prefix<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    if let Some(rest) = text.strip_prefix(prefix) {
        return Some(rest);
    }
    let read = equivalent_prefix(text.as_bytes(), prefix.as_bytes())?;
    // Not inside a character of the text (a prefix's escape of a part of
    // one).
    text.get(read..)
}

/// A nested route type's error on the text after its variant's literal
/// prefix (`prefix_len` bytes), as the whole text's: a malformed value's
/// index moves past the prefix.
pub fn after_prefix(error: RouteError, prefix_len: usize) -> RouteError {
    match error {
        RouteError::Match(error) => RouteError::Match(error.after(prefix_len)),
        other => other,
    }
}

/// The expansion of a route, plain or fallible, as a `Result`: the result
/// type of `to_uri` is chosen from the fields' declared types, the
/// expansion's from their real ones, and a plain expansion fits either.
pub trait IntoFallible<T> {
    /// The value, or the expansion's error.
    ///
    /// # Errors
    ///
    /// The expansion's own.
    fn into_fallible(self) -> Result<T, ExpandError>;
}

/// Implements [`IntoFallible`] for a plain owned value.
macro_rules! plain_outputs {
    ($($owned:ty),*) => {
        $(
            #[cfg(feature = "matching")]
            impl IntoFallible<$owned> for $owned {
                fn into_fallible(self) -> Result<$owned, ExpandError> {
                    Ok(self)
                }
            }
        )*
    };
}

plain_outputs!(UriBuf, UriRefBuf, IriBuf, IriRefBuf);

#[cfg(feature = "matching")]
impl<T> IntoFallible<T> for Result<T, ExpandError> {
    fn into_fallible(self) -> Self {
        self
    }
}

/// A route type with a `Display`: the bound of the inherent `to_string` the
/// derive gives a route type whose `to_uri` can fail, which has none of its
/// own (a `Display` cannot fail for a value that could be `..`), so that
/// `to_string()` on it says to call `to_uri()`.
///
/// ```
/// use uri::Route;
///
/// #[derive(Route)]
/// #[route("/users/{login}")]
/// struct User { login: String }
///
/// // `to_string` is refused at compile time; `to_uri` gives the link.
/// assert_eq!(User { login: "ada".into() }.to_uri()?, "/users/ada");
/// # Ok::<(), uri::template::ExpandError>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no `Display`: its `to_uri` can fail (a value could be `..`), so it returns a `Result`",
    label = "call `to_uri()`, and handle its error",
    note = "a route type has `Display` when none of its values could be refused (numbers, `bool`)"
)]
pub trait DisplayOrToUri: fmt::Display {}

impl<T: fmt::Display + ?Sized> DisplayOrToUri for T {}

/// A route's link as a whole URL under `base` (what the derive's `to_url`
/// writes): the link's path is resolved (RFC 3986 §5.2) as a path below the
/// base's directory, so a base path that ends in `/` (`https://h/v2/`) is
/// kept as the link's prefix, and one that does not has its last segment
/// replaced, as a browser resolves a relative link. A link with a scheme is
/// its own URL.
pub trait UnderBase {
    /// The URL, or the link's error.
    type Output;

    /// The URL under `base`.
    fn under(self, base: Uri<'_>) -> Self::Output;
}

/// `link` resolved under `base` as [`UnderBase`] says: a path-absolute link
/// as a relative path (`./` and the link's path after its `/`, which keeps
/// a first segment with a `:` from reading as a scheme, and an empty first
/// segment in place), resolved in `Safe` mode, which never fails.
fn under_base(base: Uri<'_>, link: UriRef<'_>) -> UriBuf {
    let text = link.as_str();
    let relative;
    let reference = if text.starts_with('/') {
        relative = alloc::format!(".{text}");
        UriRef::parse(&relative).unwrap_or(link)
    } else {
        link
    };
    base.resolve_with(reference, ResolveMode::Safe)
        .unwrap_or_else(|_| UriBuf::from(base))
}

#[cfg(feature = "matching")]
impl UnderBase for UriRefBuf {
    type Output = UriBuf;

    fn under(self, base: Uri<'_>) -> UriBuf {
        under_base(base, self.as_uri_ref())
    }
}

#[cfg(feature = "matching")]
impl UnderBase for UriBuf {
    type Output = UriBuf;

    fn under(self, base: Uri<'_>) -> UriBuf {
        under_base(base, self.as_uri_ref())
    }
}

#[cfg(feature = "matching")]
impl<T: UnderBase<Output = UriBuf>> UnderBase for Result<T, ExpandError> {
    type Output = Result<UriBuf, ExpandError>;

    fn under(self, base: Uri<'_>) -> Result<UriBuf, ExpandError> {
        self.map(|link| link.under(base))
    }
}

/// A route type an enum may nest under a prefix: one the derive wrote, whose
/// templates begin with `/` (not `//`), so that its links join the prefix
/// as paths. The enclosing enum's `to_uri` writes the nested value's link
/// with it.
///
/// # Examples
///
/// ```
/// use uri::Route;
/// use uri::template::Nested;
///
/// #[derive(Route)]
/// #[route("/users/{id}")]
/// struct User { id: u64 }
///
/// // What `#[derive(Route)] enum Api { #[route("/v1")] V1(User) }` writes
/// // under `/v1`.
/// assert_eq!(User { id: 7 }.nested_uri()?, "/users/7");
/// # Ok::<(), uri::template::ExpandError>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be nested in a route enum: it is not a type that derives `Route` with templates that begin with `/`",
    label = "a variant of one unnamed field nests a route type under the variant's prefix",
    note = "derive `Route` for it with a template that begins with `/`, or give the variant named fields for its values"
)]
pub trait Nested: Route {
    /// The value's link, as its inherent `to_uri` writes it.
    ///
    /// # Errors
    ///
    /// The expansion's own.
    fn nested_uri(&self) -> Result<UriRefBuf, ExpandError>;

    /// [`Route::from_uri`], asked through this trait, the one an enclosing
    /// enum's code asks of a nested type.
    ///
    /// # Errors
    ///
    /// As [`Route::from_uri`].
    #[doc(hidden)]
    fn nested_from_uri(text: &str) -> Result<Self, RouteError> {
        Self::from_uri(text)
    }

    /// [`Route::check_table`], asked through this trait.
    ///
    /// # Errors
    ///
    /// As [`Route::check_table`].
    #[doc(hidden)]
    fn nested_check_table() -> Result<(), TemplateSetError> {
        Self::check_table()
    }

    /// [`Route::template_count`], asked through this trait.
    #[doc(hidden)]
    fn nested_template_count() -> usize {
        Self::template_count()
    }

    /// [`Route::templates`], asked through this trait.
    #[doc(hidden)]
    fn nested_templates() -> Vec<String> {
        Self::templates()
    }

    /// [`Route::from_captures`], asked through this trait.
    ///
    /// # Errors
    ///
    /// As [`Route::from_captures`].
    #[doc(hidden)]
    fn nested_from_captures(index: usize, captures: &Captures<'_, '_>) -> Result<Self, RouteError> {
        Self::from_captures(index, captures)
    }
}

/// A nested route's reference under its variant's literal prefix.
///
/// # Errors
///
/// The nested route's expansion error; [`ExpandError::NotUriReference`]
/// cannot happen, as a path prefix and a relative reference join into one.
pub fn nest(prefix: &str, inner: Result<UriRefBuf, ExpandError>) -> Result<UriRefBuf, ExpandError> {
    let inner = inner?;
    let mut text = String::with_capacity(prefix.len() + inner.as_str().len());
    text.push_str(prefix);
    text.push_str(inner.as_str());
    UriRefBuf::try_from(text).map_err(|error| ExpandError::NotUriReference {
        error: error.error(),
        text: error.into_input(),
    })
}

/// The templates of a nested route type, each under `prefix`, appended to
/// `all`.
pub fn nested_templates(all: &mut Vec<String>, prefix: &str, inner: Vec<String>) {
    all.extend(inner.into_iter().map(|template| {
        let mut text = String::with_capacity(prefix.len() + template.len());
        text.push_str(prefix);
        text.push_str(&template);
        text
    }));
}

#[cfg(feature = "std")]
pub use table::RouteTable;

#[cfg(feature = "std")]
mod table {
    use alloc::boxed::Box;
    use alloc::string::String;
    use alloc::vec::Vec;
    use std::sync::OnceLock;

    use crate::matching::captures::capture::Captures;
    use crate::matching::route::error::RouteError;
    use crate::matching::route::{read_match, table};
    use crate::matching::router::set::{TemplateSet, TemplateSetError};

    /// A route type's table, built from its templates the first time a
    /// request is read.
    pub struct RouteTable {
        set: OnceLock<Result<TemplateSet<usize>, TemplateSetError>>,
    }

    impl RouteTable {
        /// A table not built yet.
        #[must_use]
        pub const fn new() -> Self {
            Self {
                set: OnceLock::new(),
            }
        }

        /// Reads `text` with the most specific of `templates` that matches,
        /// and hands its index and captures to `read`.
        ///
        /// # Errors
        ///
        /// No template matches, the one that does finds a malformed value,
        /// `read` refuses a field, or the templates conflict.
        pub fn read<T>(
            &self,
            templates: fn() -> Vec<String>,
            text: &str,
            read: fn(usize, &Captures<'_, '_>) -> Result<T, RouteError>,
        ) -> Result<T, RouteError> {
            // Each text is a derive's checked template, or one under a
            // literal prefix, and templates join into templates: only a
            // conflict between nested tables can fail, and it is kept.
            let set = self
                .set(templates)
                .as_ref()
                .map_err(|error| RouteError::Table(Box::new(error.clone())))?;
            read_match(set.at(text), read)
        }

        /// Builds the table of `templates` if it is not built yet, and
        /// gives its error.
        ///
        /// # Errors
        ///
        /// Two templates that conflict (or a text that is no template).
        pub fn check(&self, templates: fn() -> Vec<String>) -> Result<(), TemplateSetError> {
            self.set(templates).as_ref().map(drop).map_err(Clone::clone)
        }

        /// The table of `templates`, built on the first call.
        fn set(
            &self,
            templates: fn() -> Vec<String>,
        ) -> &Result<TemplateSet<usize>, TemplateSetError> {
            self.set.get_or_init(|| table(&templates()))
        }
    }

    impl Default for RouteTable {
        fn default() -> Self {
            Self::new()
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::borrow::Cow;
    use alloc::string::{String, ToString};

    use super::field_type;

    #[test]
    fn a_decoded_value_is_read_as_from_str_reads_it_whether_owned_or_borrowed() {
        let text = field_type::<String>();
        let decoded = String::from("caf\u{e9}");
        let at = decoded.as_ptr();
        let read = (text.parse_decoded)(Cow::Owned(decoded)).unwrap();
        assert_eq!(read, "caf\u{e9}");
        // A `String` field takes the decoded text as it is, not a copy.
        assert_eq!(read.as_ptr(), at);
        assert_eq!(
            (text.parse_decoded)(Cow::Borrowed("plain")).unwrap(),
            "plain"
        );

        let number = field_type::<u32>();
        assert_eq!(
            (number.parse_decoded)(Cow::Owned("42".to_string())),
            Some(42)
        );
        assert_eq!((number.parse_decoded)(Cow::Borrowed("7")), Some(7));
        assert_eq!((number.parse_decoded)(Cow::Owned("x".to_string())), None);

        let flag = field_type::<bool>();
        assert_eq!(
            (flag.parse_decoded)(Cow::Owned("true".to_string())),
            Some(true)
        );
    }
}
