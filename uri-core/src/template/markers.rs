//! What a value's type tells `uri!` at compile time, beside [`Composite`]:
//! [`StringValue`], a value that is always one string (what a prefix modifier
//! takes), and [`NeverDotSegment`], a value that can never be a `.` or `..`
//! path segment (so the macro gives the URI itself, not a `Result`).
//!
//! Both are markers; the macro asks for them through the probes of
//! `compiled.rs`. Their impls carry `#[diagnostic::do_not_recommend]`, as
//! [`Value`]'s do, so an error names the trait and the argument's type, never
//! a list of the types that implement it.
//!
//! [`Composite`]: crate::template::variables::Composite

use crate::template::variables::Value;

/// A [`Value`] that is always one string, or undefined: never a list or map.
/// A prefix modifier (`{var:3}`, [RFC 6570 §2.4.1](https://www.rfc-editor.org/rfc/rfc6570#section-2.4.1)) takes only such values.
///
/// `uri!` asks for it of an argument under a prefix modifier whose type is a
/// [`Composite`](crate::Composite), so `uri!("/{tags:3}", tags = vec!["a"])` is
/// a compile error at the argument rather than an
/// [`ExpandError::PrefixOnComposite`](crate::ExpandError::PrefixOnComposite) at
/// run time. Implemented for strings, `char`, `bool`, the number types, the URI,
/// IRI and template types, and `Option`s, references and boxes of them;
/// implement it for your own string values if you like (nothing requires it).
///
/// # Examples
///
/// ```
/// # #[cfg(feature = "alloc")] {
/// use uri::template::StringValue;
///
/// fn first_three<T: StringValue>(value: T) -> String {
///     uri::UriTemplate::parse("{v:3}").unwrap().expand_to_string(&[("v", value)]).unwrap()
/// }
/// assert_eq!(first_three("abcdef"), "abc");
/// assert_eq!(first_three(123_456), "123");
/// # }
/// ```
#[diagnostic::on_unimplemented(
    message = "a prefix modifier applies to strings only, but `{Self}` is a list or map (RFC 6570 §2.4.1)",
    label = "a list or map: it implements `Composite`",
    note = "remove the prefix modifier (`:n`) from the variable, or pass one string"
)]
pub trait StringValue: Value {}

/// A [`Value`] that can never be a whole `.` or `..` path segment: every string
/// it writes starts with a character other than `.` (so it is never empty, and
/// no prefix modifier cuts it down to dots).
///
/// A value in the path that would be such a segment is refused
/// ([`ExpandError::DotSegment`](crate::ExpandError::DotSegment)): resolvers and
/// browsers read it as a step within or up the path. `uri!` gives the URI itself
/// where neither the template's text around an expression nor the types of its
/// values leave room for one, and a `Result` elsewhere. Implemented, and only
/// implementable here (it is what lets `uri!` skip the check), for the integer,
/// `NonZero`, float and `bool` types, [`Uri`](crate::Uri) and
/// [`Iri`](crate::Iri) and their owned forms (a scheme ends in `:`), maps (their
/// pairs write `=` or `,`), and lists, `Option`s, references and boxes of these.
///
/// # Examples
///
/// ```
/// use uri::template::NeverDotSegment;
///
/// fn is_proven<T: NeverDotSegment>(_: &T) {}
/// is_proven(&42_u64);
/// is_proven(&Some([1, 2]));
/// ```
///
/// ```
/// # #[cfg(feature = "alloc")] {
/// use uri::template::ExpandError;
/// use uri::UriTemplate;
///
/// let template = UriTemplate::parse("/users/{id}/repos").unwrap();
/// assert!(template.expand(&[("id", 42)]).is_ok());
/// let refused = template.expand(&[("id", "..")]);
/// assert!(matches!(refused, Err(ExpandError::DotSegment { .. })));
/// # }
/// ```
pub trait NeverDotSegment: Value + sealed::Sealed {}

pub(crate) mod sealed {
    /// Only this crate proves that a type's values are never a dot segment.
    pub trait Sealed {}
}

/// Implements both markers for string-like types that are never a dot segment.
macro_rules! solid_strings {
    ($($ty:ty),* $(,)?) => {
        $(
            #[diagnostic::do_not_recommend]
            impl StringValue for $ty {}
            impl sealed::Sealed for $ty {}
            #[diagnostic::do_not_recommend]
            impl NeverDotSegment for $ty {}
        )*
    };
}

solid_strings!(
    u8,
    u16,
    u32,
    u64,
    u128,
    usize,
    i8,
    i16,
    i32,
    i64,
    i128,
    isize,
    f32,
    f64,
    bool,
    core::num::NonZeroU8,
    core::num::NonZeroU16,
    core::num::NonZeroU32,
    core::num::NonZeroU64,
    core::num::NonZeroUsize,
    crate::value::uri::Uri<'_>,
    crate::value::iri::Iri<'_>,
);

#[diagnostic::do_not_recommend]
impl StringValue for str {}
#[diagnostic::do_not_recommend]
impl StringValue for char {}
#[diagnostic::do_not_recommend]
impl StringValue for crate::value::uri_ref::UriRef<'_> {}
#[diagnostic::do_not_recommend]
impl StringValue for crate::value::iri_ref::IriRef<'_> {}
#[diagnostic::do_not_recommend]
impl StringValue for crate::template::uri_template::UriTemplate<'_> {}

#[diagnostic::do_not_recommend]
impl<T: StringValue + ?Sized> StringValue for &T {}
#[diagnostic::do_not_recommend]
impl<T: StringValue + ?Sized> StringValue for &mut T {}
#[diagnostic::do_not_recommend]
impl<T: StringValue> StringValue for Option<T> {}

impl<T: NeverDotSegment + ?Sized> sealed::Sealed for &T {}
#[diagnostic::do_not_recommend]
impl<T: NeverDotSegment + ?Sized> NeverDotSegment for &T {}
impl<T: NeverDotSegment + ?Sized> sealed::Sealed for &mut T {}
#[diagnostic::do_not_recommend]
impl<T: NeverDotSegment + ?Sized> NeverDotSegment for &mut T {}
impl<T: NeverDotSegment> sealed::Sealed for Option<T> {}
#[diagnostic::do_not_recommend]
impl<T: NeverDotSegment> NeverDotSegment for Option<T> {}
impl<T: NeverDotSegment> sealed::Sealed for [T] {}
#[diagnostic::do_not_recommend]
impl<T: NeverDotSegment> NeverDotSegment for [T] {}
impl<T: NeverDotSegment, const N: usize> sealed::Sealed for [T; N] {}
#[diagnostic::do_not_recommend]
impl<T: NeverDotSegment, const N: usize> NeverDotSegment for [T; N] {}
// A pair writes `key=value` or `key,value`: never a dot segment, whatever
// its strings.
impl<K: Value, V: Value> sealed::Sealed for [(K, V)] {}
#[diagnostic::do_not_recommend]
impl<K: Value, V: Value> NeverDotSegment for [(K, V)] {}
impl<K: Value, V: Value, const N: usize> sealed::Sealed for [(K, V); N] {}
#[diagnostic::do_not_recommend]
impl<K: Value, V: Value, const N: usize> NeverDotSegment for [(K, V); N] {}

#[cfg(feature = "alloc")]
mod alloc_impls {
    use alloc::borrow::{Cow, ToOwned};
    use alloc::boxed::Box;
    use alloc::collections::{BTreeMap, BTreeSet};
    use alloc::string::String;
    use alloc::vec::Vec;

    use super::{NeverDotSegment, StringValue, sealed};
    use crate::template::owned::UriTemplateBuf;
    use crate::template::variables::Value;
    use crate::value::owned::{IriBuf, IriRefBuf, UriBuf, UriRefBuf};

    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl StringValue for String {}
    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl<T: StringValue + ?Sized> StringValue for Box<T> {}
    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl<T: StringValue + ToOwned + ?Sized> StringValue for Cow<'_, T> {}
    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl StringValue for UriBuf {}
    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl StringValue for UriRefBuf {}
    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl StringValue for IriBuf {}
    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl StringValue for IriRefBuf {}
    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl StringValue for UriTemplateBuf {}

    #[cfg(feature = "alloc")]
    impl sealed::Sealed for UriBuf {}
    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl NeverDotSegment for UriBuf {}
    #[cfg(feature = "alloc")]
    impl sealed::Sealed for IriBuf {}
    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl NeverDotSegment for IriBuf {}
    #[cfg(feature = "alloc")]
    impl<T: NeverDotSegment + ?Sized> sealed::Sealed for Box<T> {}
    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl<T: NeverDotSegment + ?Sized> NeverDotSegment for Box<T> {}
    #[cfg(feature = "alloc")]
    impl<T: NeverDotSegment + ToOwned + ?Sized> sealed::Sealed for Cow<'_, T> {}
    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl<T: NeverDotSegment + ToOwned + ?Sized> NeverDotSegment for Cow<'_, T> {}
    #[cfg(feature = "alloc")]
    impl<T: NeverDotSegment> sealed::Sealed for Vec<T> {}
    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl<T: NeverDotSegment> NeverDotSegment for Vec<T> {}
    #[cfg(feature = "alloc")]
    impl<T: NeverDotSegment> sealed::Sealed for BTreeSet<T> {}
    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl<T: NeverDotSegment> NeverDotSegment for BTreeSet<T> {}
    #[cfg(feature = "alloc")]
    impl<K: Value, V: Value> sealed::Sealed for Vec<(K, V)> {}
    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl<K: Value, V: Value> NeverDotSegment for Vec<(K, V)> {}
    #[cfg(feature = "alloc")]
    impl<K: Value, V: Value> sealed::Sealed for BTreeMap<K, V> {}
    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl<K: Value, V: Value> NeverDotSegment for BTreeMap<K, V> {}
}

#[cfg(feature = "std")]
mod std_impls {
    use std::collections::{HashMap, HashSet};

    use super::{NeverDotSegment, sealed};
    use crate::template::variables::Value;

    #[cfg(feature = "std")]
    impl<T: NeverDotSegment, S> sealed::Sealed for HashSet<T, S> {}
    #[cfg(feature = "std")]
    #[diagnostic::do_not_recommend]
    impl<T: NeverDotSegment, S> NeverDotSegment for HashSet<T, S> {}
    #[cfg(feature = "std")]
    impl<K: Value, V: Value, S> sealed::Sealed for HashMap<K, V, S> {}
    #[cfg(feature = "std")]
    #[diagnostic::do_not_recommend]
    impl<K: Value, V: Value, S> NeverDotSegment for HashMap<K, V, S> {}
}
