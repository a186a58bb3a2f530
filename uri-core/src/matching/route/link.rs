//! The values `link!` takes for a route's fields ([`LinkValue`],
//! [`LinkOptional`], [`LinkList`], public), and what its expansion calls
//! to check each value against its field and write it as the field writes
//! it ([`FieldOf`] and the wrappers, reached only through
//! `uri::__private`).
//!
//! The macro finds, at compile time, the field each of the link's values
//! lands in, and the derive gave every field a hidden method that returns
//! its [`FieldOf`] marker. The expansion asks that method on a `None` of the
//! route type (so no value of the route is ever needed, and nothing runs),
//! and hands the marker and the link's value to [`LinkOne::new`],
//! [`LinkMaybe::new`] or [`LinkMembers::new`], by the field's shape. Each
//! takes the value as a trait object of [`LinkValue`], [`LinkOptional`] or
//! [`LinkList`]: the coercion is the one place the value's type meets the
//! field's, so a value of another type is one error there, in the words of
//! the trait's `on_unimplemented`, with no function of this module named.
//!
//! A value is written with the field's own `Display` (a `&str` for a
//! `String` field, as the `String` would be): the link's text is then what
//! `to_uri` writes for a route value holding it. The wrappers are
//! [`Value`]s for `uri!`'s writer, and prove a value is never a dot segment
//! where the field's type does, as the derive's [`Displayed`] does.
//!
//! [`Displayed`]: crate::matching::route::support::Displayed

use alloc::borrow::Cow;
use alloc::collections::{BTreeSet, VecDeque};
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

use crate::matching::route::read_back::{UriPart, Written, refused_text};
use crate::template::expand::ExpandError;
use crate::template::markers::{NeverDotSegment, StringValue, sealed};
use crate::template::variables::{Composite, Value, ValueSink};
use crate::value::safe_path::SafePath;

/// The type of a route field's value (each member's, for an `Option` or a
/// list), as the derive's hidden method of the field gives it: a marker
/// that names the type and holds nothing.
pub struct FieldOf<M: ?Sized>(PhantomData<fn() -> M>);

#[cfg(feature = "matching")]
impl<M: ?Sized> FieldOf<M> {
    /// The marker of fields of type `M`.
    pub const fn new() -> Self {
        Self(PhantomData)
    }
}

#[cfg(feature = "matching")]
impl<M: ?Sized> Clone for FieldOf<M> {
    fn clone(&self) -> Self {
        *self
    }
}

#[cfg(feature = "matching")]
impl<M: ?Sized> Copy for FieldOf<M> {}

#[cfg(feature = "matching")]
impl<M: ?Sized> Default for FieldOf<M> {
    fn default() -> Self {
        Self::new()
    }
}

/// A value a link may give a field of type `M`: one of type `M`, a
/// reference to one, and for a `String` or `Cow<str>` field any string.
/// (The field types are route fields; `Display` is all the writing asks.)
/// Written as the field writes its own value.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be the value of a `{M}` field",
    label = "the route's field here is a `{M}`",
    note = "a link's value has the type of the route field it lands in (a reference to one will do; a `String` field takes any string)"
)]
pub trait LinkValue<M> {
    /// Writes the value as the field's `Display` writes it.
    ///
    /// # Errors
    ///
    /// As the field's `Display` fails.
    fn write_value(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

#[cfg(feature = "matching")]
#[diagnostic::do_not_recommend]
impl<M: fmt::Display> LinkValue<M> for M {
    fn write_value(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(feature = "matching")]
#[diagnostic::do_not_recommend]
impl<M: fmt::Display> LinkValue<M> for &M {
    fn write_value(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(*self, f)
    }
}

/// Strings for the string fields: written as the field would write the
/// same text.
macro_rules! string_values {
    ($($field:ty => $($value:ty),+;)+) => {$($(
        #[cfg(feature = "matching")]
        #[diagnostic::do_not_recommend]
        impl<'f, 'v> LinkValue<$field> for $value {
            fn write_value(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self)
            }
        }
    )+)+};
}

string_values! {
    String => &'v str, Cow<'v, str>, &'v Cow<'v, str>;
    Cow<'f, str> => &'v str, String, &'v String;
}

/// A value [`link!`] may give an optional route field (`Option<M>`): an
/// `Option` of a value of `M`, or such a value (always there), or a
/// reference to either; for a `String` field any string or `Option` of one.
///
/// # Examples
///
/// ```
/// use uri::template::LinkOptional;
///
/// fn takes<V: LinkOptional<u32>>(_: &V) {}
/// takes(&2);
/// takes(&Some(2));
/// takes(&None::<u32>);
/// ```
///
/// [`link!`]: https://docs.rs/strict-uri/latest/uri/macro.link.html
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be the value of an optional `{M}` field",
    label = "the route's field here is an `Option<{M}>`",
    note = "a link's value for an optional field is an `Option` of the field's type, or a value of it (a reference to either will do; a `String` field takes any string)"
)]
pub trait LinkOptional<M> {
    /// The value, where there is one.
    fn linked(&self) -> Option<&dyn LinkValue<M>>;
}

#[cfg(feature = "matching")]
#[diagnostic::do_not_recommend]
impl<M: fmt::Display> LinkOptional<M> for M {
    fn linked(&self) -> Option<&dyn LinkValue<M>> {
        Some(self)
    }
}

#[cfg(feature = "matching")]
#[diagnostic::do_not_recommend]
impl<M: fmt::Display> LinkOptional<M> for &M {
    fn linked(&self) -> Option<&dyn LinkValue<M>> {
        Some(*self)
    }
}

#[cfg(feature = "matching")]
#[diagnostic::do_not_recommend]
impl<M: fmt::Display> LinkOptional<M> for Option<M> {
    fn linked(&self) -> Option<&dyn LinkValue<M>> {
        self.as_ref().map(|value| value as &dyn LinkValue<M>)
    }
}

#[cfg(feature = "matching")]
#[diagnostic::do_not_recommend]
impl<M: fmt::Display> LinkOptional<M> for Option<&M> {
    fn linked(&self) -> Option<&dyn LinkValue<M>> {
        self.map(|value| value as &dyn LinkValue<M>)
    }
}

#[cfg(feature = "matching")]
#[diagnostic::do_not_recommend]
impl<M: fmt::Display> LinkOptional<M> for &Option<M> {
    fn linked(&self) -> Option<&dyn LinkValue<M>> {
        self.as_ref().map(|value| value as &dyn LinkValue<M>)
    }
}

/// Strings, and `Option`s of them, for the optional string fields.
macro_rules! optional_strings {
    ($($field:ty => $($value:ty),+;)+) => {$($(
        #[cfg(feature = "matching")]
        #[diagnostic::do_not_recommend]
        impl<'f, 'v> LinkOptional<$field> for $value {
            fn linked(&self) -> Option<&dyn LinkValue<$field>> {
                Some(self)
            }
        }

        #[cfg(feature = "matching")]
        #[diagnostic::do_not_recommend]
        impl<'f, 'v> LinkOptional<$field> for Option<$value> {
            fn linked(&self) -> Option<&dyn LinkValue<$field>> {
                self.as_ref().map(|value| value as &dyn LinkValue<$field>)
            }
        }
    )+)+};
}

optional_strings! {
    String => &'v str, Cow<'v, str>;
    Cow<'f, str> => &'v str, String;
}

/// A value [`link!`] may give a list field (`Vec<M>`, a set): a `Vec`,
/// slice, array or set of values a member takes ([`LinkValue`]), or a
/// reference to one.
///
/// # Examples
///
/// ```
/// use uri::template::LinkList;
///
/// fn takes<V: LinkList<String> + ?Sized>(_: &V) {}
/// takes(&["docs", "a b.txt"]);
/// takes(&vec![String::from("docs")]);
/// takes(&std::collections::BTreeSet::from(["x"]));
/// ```
///
/// [`link!`]: https://docs.rs/strict-uri/latest/uri/macro.link.html
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be the value of a list of `{M}`",
    label = "the route's field here is a list of `{M}`",
    note = "a link's value for a list field is a `Vec`, slice, array or set of values of the member's type (references to them will do; `String` members take any string)"
)]
pub trait LinkList<M> {
    /// Gives each member to `each`, in order.
    ///
    /// # Errors
    ///
    /// The first error `each` returns.
    fn each_member(&self, each: &mut dyn FnMut(&dyn LinkValue<M>) -> fmt::Result) -> fmt::Result;
}

/// Lists of values that fields of `M` take.
macro_rules! lists {
    ($($(#[$generic:meta])? [$($params:tt)*] $list:ty;)+) => {$(
        #[cfg(feature = "matching")]
        #[diagnostic::do_not_recommend]
        impl<M, V: LinkValue<M>, $($params)*> LinkList<M> for $list {
            fn each_member(
                &self,
                each: &mut dyn FnMut(&dyn LinkValue<M>) -> fmt::Result,
            ) -> fmt::Result {
                self.iter().try_for_each(|member| each(member))
            }
        }
    )+};
}

lists! {
    [] [V];
    [const N: usize] [V; N];
    [] Vec<V>;
    [] VecDeque<V>;
    [] BTreeSet<V>;
}

#[cfg(feature = "std")]
#[diagnostic::do_not_recommend]
impl<M, V: LinkValue<M>, S> LinkList<M> for std::collections::HashSet<V, S> {
    fn each_member(&self, each: &mut dyn FnMut(&dyn LinkValue<M>) -> fmt::Result) -> fmt::Result {
        self.iter().try_for_each(|member| each(member))
    }
}

#[cfg(feature = "matching")]
#[diagnostic::do_not_recommend]
impl<M, L: LinkList<M> + ?Sized> LinkList<M> for &L {
    fn each_member(&self, each: &mut dyn FnMut(&dyn LinkValue<M>) -> fmt::Result) -> fmt::Result {
        (**self).each_member(each)
    }
}

/// A member written through [`LinkValue::write_value`].
struct Shown<'a, M>(&'a dyn LinkValue<M>);

#[cfg(feature = "matching")]
impl<M> fmt::Display for Shown<'_, M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write_value(f)
    }
}

#[cfg(feature = "matching")]
impl<M> Value for Shown<'_, M> {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        sink.display(self)
    }
}

/// Why a route would not read back `value`, written where `written` says,
/// as `to_uri` refuses it for the variable `name` at `index` of the link's
/// template: what reading refuses in a path value (a control character, a
/// dot segment), what a reserved expansion writes as it is where reading
/// cuts or decodes it, a value longer than its prefix.
fn refused_in_link<M>(
    value: &dyn LinkValue<M>,
    written: Written,
    one_segment: bool,
    name: &str,
    index: usize,
) -> Option<ExpandError> {
    use core::fmt::Write as _;
    let mut text = String::new();
    // A `Display` that fails fails again where the link is written, which
    // reports it.
    write!(text, "{}", Shown(value)).ok()?;
    refused_text(&text, one_segment, written, name, index)
}

/// Where a link writes a value: in the path or not (`in_path`), under a
/// reserved expansion or not, a list's member or not.
fn place(in_path: bool, reserved: bool, member: bool) -> Written {
    Written {
        part: if in_path {
            UriPart::Path
        } else {
            UriPart::Query
        },
        reserved,
        member,
        prefix: 0,
    }
}

/// The kind of value (`StringValue`, `Composite`) a link's wrapper is to
/// the expansion, and that it never writes a dot segment where the field's
/// type never does: what lets `to_uri`'s plain output take it.
macro_rules! value_kind {
    ($wrapper:ident, $kind:ident) => {
        #[cfg(feature = "matching")]
        #[diagnostic::do_not_recommend]
        impl<M> $kind for $wrapper<'_, M> {}

        #[cfg(feature = "matching")]
        impl<M: NeverDotSegment> sealed::Sealed for $wrapper<'_, M> {}

        #[cfg(feature = "matching")]
        #[diagnostic::do_not_recommend]
        impl<M: NeverDotSegment> NeverDotSegment for $wrapper<'_, M> {}
    };
}

/// A link's value for a field of one value: a [`Value`] for `uri!`'s
/// writer.
///
/// ```
/// use uri_core::__private::{FieldOf, LinkOne};
///
/// let id: u64 = 7;
/// let linked = LinkOne::new(Some(FieldOf::<u64>::new()), &id);
/// let url = uri::UriTemplate::parse("/users/{id}")?.expand(&[("id", linked)])?;
/// assert_eq!(url, "/users/7");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct LinkOne<'a, M>(&'a dyn LinkValue<M>);

#[cfg(feature = "matching")]
impl<'a, M> LinkOne<'a, M> {
    /// The value of the field `field` marks (given as an `Option` so that
    /// the expansion takes it from a route value it never has).
    pub fn new(field: Option<FieldOf<M>>, value: &'a dyn LinkValue<M>) -> Self {
        let _ = field;
        Self(value)
    }
}

#[cfg(feature = "matching")]
impl<M> LinkOne<'_, M> {
    /// Why the route would not read the value back where the link writes
    /// it (in its path where `in_path`, under a reserved expansion where
    /// `reserved`), as `to_uri` refuses it: a control character or a dot
    /// segment in the path, a `?` or `#` a reserved expansion writes there,
    /// its own `%XX` there, and, for a field read as one segment
    /// (`one_segment`: a `SafePath` under `{name}`), a value of no segment
    /// or of several.
    pub fn refused(
        &self,
        in_path: bool,
        reserved: bool,
        one_segment: bool,
        name: &str,
        index: usize,
    ) -> Option<ExpandError> {
        let written = place(in_path, reserved, false);
        refused_in_link(self.0, written, one_segment, name, index)
    }

    /// Whether the value is defined: always.
    pub fn is_defined(&self) -> bool {
        true
    }
}

#[cfg(feature = "matching")]
impl<M> Value for LinkOne<'_, M> {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        sink.display(&Shown(self.0))
    }
}

value_kind!(LinkOne, StringValue);

/// A link's value for an optional field: undefined where it is `None`.
///
/// ```
/// use uri_core::__private::{FieldOf, LinkMaybe};
///
/// let template = uri::UriTemplate::parse("/issues{?page}")?;
/// let field = || Some(FieldOf::<u32>::new());
/// let page: Option<u32> = None;
/// assert_eq!(template.expand(&[("page", LinkMaybe::new(field(), &page))])?, "/issues");
/// assert_eq!(template.expand(&[("page", LinkMaybe::new(field(), &2))])?, "/issues?page=2");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct LinkMaybe<'a, M>(Option<&'a dyn LinkValue<M>>);

#[cfg(feature = "matching")]
impl<'a, M> LinkMaybe<'a, M> {
    /// The value of the optional field `field` marks.
    pub fn new(field: Option<FieldOf<M>>, value: &'a dyn LinkOptional<M>) -> Self {
        let _ = field;
        Self(value.linked())
    }
}

#[cfg(feature = "matching")]
impl<M> LinkMaybe<'_, M> {
    /// As [`LinkOne::refused`], where there is a value.
    pub fn refused(
        &self,
        in_path: bool,
        reserved: bool,
        one_segment: bool,
        name: &str,
        index: usize,
    ) -> Option<ExpandError> {
        let written = place(in_path, reserved, false);
        self.0
            .and_then(|value| refused_in_link(value, written, one_segment, name, index))
    }

    /// Whether there is a value.
    pub fn is_defined(&self) -> bool {
        self.0.is_some()
    }
}

#[cfg(feature = "matching")]
impl<M> Value for LinkMaybe<'_, M> {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        match self.0 {
            Some(value) => sink.display(&Shown(value)),
            None => Ok(()),
        }
    }
}

value_kind!(LinkMaybe, StringValue);

/// A link's value for a list field: its members, in order.
///
/// ```
/// use uri_core::__private::{FieldOf, LinkMembers};
///
/// let path = ["docs", "a b.txt"];
/// let linked = LinkMembers::new(Some(FieldOf::<String>::new()), &path);
/// let url = uri::UriTemplate::parse("/files{/path*}")?.expand(&[("path", linked)])?;
/// assert_eq!(url, "/files/docs/a%20b.txt");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct LinkMembers<'a, M>(&'a dyn LinkList<M>);

#[cfg(feature = "matching")]
impl<'a, M> LinkMembers<'a, M> {
    /// The members of the list field `field` marks.
    pub fn new(field: Option<FieldOf<M>>, value: &'a dyn LinkList<M>) -> Self {
        let _ = field;
        Self(value)
    }
}

#[cfg(feature = "matching")]
impl<M> LinkMembers<'_, M> {
    /// As [`LinkOne::refused`], for each member.
    pub fn refused(
        &self,
        in_path: bool,
        reserved: bool,
        one_segment: bool,
        name: &str,
        index: usize,
    ) -> Option<ExpandError> {
        let written = place(in_path, reserved, true);
        let mut refused = None;
        let _ = self.0.each_member(&mut |member| {
            refused = refused_in_link(member, written, one_segment, name, index);
            if refused.is_some() {
                Err(fmt::Error)
            } else {
                Ok(())
            }
        });
        refused
    }

    /// Whether the list has a member (RFC 6570 reads an empty list as
    /// undefined).
    pub fn is_defined(&self) -> bool {
        self.0.each_member(&mut |_| Err(fmt::Error)).is_err()
    }
}

#[cfg(feature = "matching")]
impl<M> Value for LinkMembers<'_, M> {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        self.0.each_member(&mut |member| sink.item(&Shown(member)))
    }
}

value_kind!(LinkMembers, Composite);

/// A link's value for a `SafePath` field under an exploded path list
/// (`{/path*}`): the path's segments, one member each.
///
/// ```
/// use uri::path::SafePath;
/// use uri_core::__private::{FieldOf, LinkSegments};
///
/// let path = SafePath::parse("docs/a b.md")?;
/// let linked = LinkSegments::new(Some(FieldOf::<SafePath>::new()), &path);
/// let url = uri::UriTemplate::parse("/files{/path*}")?.expand(&[("path", linked)])?;
/// assert_eq!(url, "/files/docs/a%20b.md");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct LinkSegments<'a>(&'a dyn LinkValue<SafePath>);

#[cfg(feature = "matching")]
impl<'a> LinkSegments<'a> {
    /// The segments of the path field `field` marks.
    pub fn new(field: Option<FieldOf<SafePath>>, value: &'a dyn LinkValue<SafePath>) -> Self {
        let _ = field;
        Self(value)
    }

    /// The path's segments: its text cut at its `/`s, which no segment of
    /// a `SafePath` holds.
    fn segments(&self) -> Option<String> {
        use core::fmt::Write as _;
        let mut text = String::new();
        write!(text, "{}", Shown(self.0)).ok()?;
        Some(text)
    }

    /// Why the route would not read a segment back where the link writes
    /// it, as [`LinkOne::refused`] says of each.
    pub fn refused(
        &self,
        in_path: bool,
        reserved: bool,
        one_segment: bool,
        name: &str,
        index: usize,
    ) -> Option<ExpandError> {
        let written = place(in_path, reserved, true);
        let text = self.segments()?;
        text.split('/')
            .find_map(|segment| refused_text(segment, one_segment, written, name, index))
    }

    /// Whether the path has a segment.
    pub fn is_defined(&self) -> bool {
        self.segments().is_some_and(|text| !text.is_empty())
    }
}

#[cfg(feature = "matching")]
impl Value for LinkSegments<'_> {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        let text = self.segments().ok_or(fmt::Error)?;
        if text.is_empty() {
            return Ok(());
        }
        text.split('/').try_for_each(|segment| sink.item(&segment))
    }
}

#[cfg(feature = "matching")]
#[diagnostic::do_not_recommend]
impl Composite for LinkSegments<'_> {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::template::uri_template::UriTemplate;

    fn expand(template: &str, name: &str, value: &dyn Value) -> String {
        UriTemplate::parse(template)
            .unwrap()
            .expand(&[(name, value)])
            .unwrap()
            .to_string()
    }

    #[test]
    fn a_value_is_written_as_its_field_writes_it() {
        let field = || Some(FieldOf::<String>::new());
        let owned = String::from("a b/c");
        for value in [
            LinkOne::new(field(), &owned),
            LinkOne::new(field(), &&owned),
            LinkOne::new(field(), &"a b/c"),
            LinkOne::new(field(), &Cow::Borrowed("a b/c")),
        ] {
            assert_eq!(expand("/u/{v}", "v", &value), "/u/a%20b%2Fc");
        }
        let number = || Some(FieldOf::<u16>::new());
        assert_eq!(expand("/n/{v}", "v", &LinkOne::new(number(), &7)), "/n/7");
        assert_eq!(expand("/n/{v}", "v", &LinkOne::new(number(), &&8)), "/n/8");
    }

    #[test]
    fn an_optional_value_may_be_absent_or_given_plain() {
        let field = || Some(FieldOf::<u32>::new());
        let cases: [(&dyn LinkOptional<u32>, &str); 6] = [
            (&Some(2), "/i?p=2"),
            (&None::<u32>, "/i"),
            (&Some(&3), "/i?p=3"),
            (&4, "/i?p=4"),
            (&&5, "/i?p=5"),
            (&&Some(6), "/i?p=6"),
        ];
        for (value, expected) in cases {
            assert_eq!(
                expand("/i{?p}", "p", &LinkMaybe::new(field(), value)),
                expected
            );
        }
        let text = || Some(FieldOf::<String>::new());
        let strings: [(&dyn LinkOptional<String>, &str); 5] = [
            (&"x y", "/i?p=x%20y"),
            (&Some("z"), "/i?p=z"),
            (&None::<&str>, "/i"),
            (&Some(String::from("w")), "/i?p=w"),
            (&Cow::Borrowed("v"), "/i?p=v"),
        ];
        for (value, expected) in strings {
            assert_eq!(
                expand("/i{?p}", "p", &LinkMaybe::new(text(), value)),
                expected
            );
        }
    }

    #[test]
    fn a_list_is_written_member_by_member() {
        let field = || Some(FieldOf::<String>::new());
        let owned = vec![String::from("a"), String::from("b c")];
        let lists: [&dyn LinkList<String>; 5] = [
            &owned,
            &["a", "b c"],
            &&["a", "b c"][..],
            &VecDeque::from(["a", "b c"]),
            &BTreeSet::from(["a", "b c"]),
        ];
        for list in lists {
            let linked = LinkMembers::new(field(), list);
            assert_eq!(expand("/f{/p*}", "p", &linked), "/f/a/b%20c");
            assert_eq!(expand("/f{?p*}", "p", &linked), "/f?p=a&p=b%20c");
        }
        let empty: [&str; 0] = [];
        assert_eq!(
            expand("/f{/p*}", "p", &LinkMembers::new(field(), &empty)),
            "/f"
        );
    }

    #[test]
    fn a_path_value_is_refused_where_to_uri_refuses_it() {
        let field = || Some(FieldOf::<String>::new());
        let one = |value: &'static str, in_path, reserved| {
            LinkOne::new(field(), &value).refused(in_path, reserved, false, "r", 6)
        };
        assert!(matches!(
            one("a?b", true, true),
            Some(ExpandError::EndsPath { index: 6, .. })
        ));
        assert!(one("a?b", true, false).is_none());
        assert!(one("a/b", true, true).is_none());
        assert!(matches!(
            one("./x", true, false),
            Some(ExpandError::DotSegment { .. })
        ));
        assert!(matches!(
            one("a/%2e%2E/b", true, true),
            Some(ExpandError::DotSegment { .. })
        ));
        assert!(matches!(
            one("a\nb", true, false),
            Some(ExpandError::ControlCharacter { .. })
        ));
        assert!(matches!(
            one("%41", true, true),
            Some(ExpandError::ReservedEscape { .. })
        ));
        // In the query, dots and controls are data.
        assert!(one("..\n", false, false).is_none());
        let maybe = |value: Option<&'static str>| {
            LinkMaybe::new(field(), &value).refused(true, true, false, "r", 0)
        };
        assert!(maybe(Some("#")).is_some());
        assert!(maybe(None).is_none());
        let members = |list: &'static [&'static str], reserved| {
            LinkMembers::new(field(), &list).refused(true, reserved, false, "r", 0)
        };
        assert!(members(&["a", ".."], false).is_some());
        assert!(matches!(
            members(&["a,b"], true),
            Some(ExpandError::CommaInMember { .. })
        ));
        assert!(members(&["a", "b"], false).is_none());
        // A field read as one segment takes one.
        let segment = LinkOne::new(field(), &"a/b").refused(true, false, true, "r", 0);
        assert!(matches!(segment, Some(ExpandError::NotOneSegment { .. })));
    }

    #[test]
    fn undefined_values_are_told() {
        let field = || Some(FieldOf::<u8>::new());
        assert!(LinkOne::new(field(), &1).is_defined());
        assert!(LinkMaybe::new(field(), &Some(1)).is_defined());
        assert!(!LinkMaybe::new(field(), &None::<u8>).is_defined());
        assert!(LinkMembers::new(field(), &[1]).is_defined());
        let empty: [u8; 0] = [];
        assert!(!LinkMembers::new(field(), &empty).is_defined());
    }

    #[test]
    fn numbers_are_proven_never_dot_segments_and_strings_are_not() {
        fn proven<T: NeverDotSegment>(_: &T) {}
        proven(&LinkOne::new(Some(FieldOf::<u64>::new()), &1));
        proven(&LinkMaybe::new(Some(FieldOf::<i8>::new()), &1));
        proven(&LinkMembers::new(Some(FieldOf::<u32>::new()), &[1, 2]));
    }
}
