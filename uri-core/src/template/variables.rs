//! Values → expansion: the [`Value`] a variable holds, the [`Variables`] a template
//! expands with, and their implementations for the standard types.
//!
//! A value describes itself to a [`ValueSink`] instead of returning a data
//! structure: a string, a list, a map or nothing (undefined) all pass through the
//! same three calls, numbers are formatted straight into the output, and no
//! expansion needs an intermediate allocation.

use core::fmt;

/// A value a template variable can hold ([RFC 6570 §2.3](https://www.rfc-editor.org/rfc/rfc6570#section-2.3)): a string, a list of
/// strings, an associative array of string pairs, or nothing (undefined).
///
/// [`write_to`](Value::write_to) describes the value to the sink: call
/// [`ValueSink::string`] or [`ValueSink::display`] once for a string,
/// [`ValueSink::item`] once per member of a list, [`ValueSink::entry`] once per
/// pair of a map, or nothing at all for an undefined value. An empty list or map
/// is undefined too ([§2.3](https://www.rfc-editor.org/rfc/rfc6570#section-2.3)). Members, keys and values must be strings (or
/// undefined, which skips them); mixing kinds or nesting a list in a list is an
/// [`ExpandError`](crate::ExpandError).
///
/// Implemented for `str`, `String`, `char`, `bool`, the integer and float types,
/// `Option` (`None` is undefined), slices, arrays, `Vec`, `BTreeSet` (lists),
/// `BTreeMap`, `HashMap` and slices, arrays or `Vec`s of pairs (maps), and
/// references and boxes of all of these; for this crate's URI, IRI and template
/// types, as their text (so a URI given as a query value is data that decodes
/// back to it); with the `serde` feature, `Serialized` makes any `Serialize`
/// value one.
///
/// # Examples
///
/// ```
/// use core::fmt;
/// use uri::template::{Value, ValueSink};
/// use uri::UriTemplate;
///
/// struct Point { x: i32, y: i32 }
///
/// // A point expands as the list `x,y`.
/// impl Value for Point {
///     fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
///         sink.item(&self.x)?;
///         sink.item(&self.y)
///     }
/// }
///
/// let template = UriTemplate::parse("/map{?at}")?;
/// let mut url = String::new();
/// template.expand_to(&mut url, &[("at", Point { x: 3, y: -4 })])?;
/// assert_eq!(url, "/map?at=3,-4");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be the value of a template variable: it does not implement `Value`",
    label = "this value's type `{Self}` does not implement `Value`",
    note = "`Value` is implemented for strings, `char`, `bool`, numbers, the URI types, `Option`s of values, lists (slices, arrays, `Vec`, sets) and maps of them; implement it for your own types"
)]
pub trait Value {
    /// Describes this value to `sink`; pass on any error the sink returns.
    ///
    /// # Errors
    ///
    /// Whatever the sink returns: it fails when the output cannot be written or
    /// the value has a shape the expression cannot take.
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result;

    /// The value as one string or integer, when it is one, for `uri!`'s
    /// writer to expand without the sink: a hook for speed, not a part of the
    /// API to implement. It must describe the value `write_to` does; the
    /// default, [`Scalar::Other`], sends every value through `write_to`.
    #[doc(hidden)]
    fn scalar(&self) -> Scalar<'_> {
        Scalar::Other
    }
}

/// What [`Value::scalar`] sees of a value.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scalar<'a> {
    /// Anything else: expanded through [`Value::write_to`].
    Other,
    /// An undefined value (`None`).
    Undefined,
    /// A string.
    Str(&'a str),
    /// An integer, unsigned.
    Unsigned(u64),
    /// An integer, signed.
    Signed(i64),
}

/// A [`Value`] whose type makes it a list or an associative array: a composite
/// value ([RFC 6570 §2.4.1](https://www.rfc-editor.org/rfc/rfc6570#section-2.4.1)), which a prefix modifier (`{var:3}`) cannot take.
///
/// Only a marker: the arguments of [`uri!`](https://docs.rs/strict-uri/latest/uri/macro.uri.html)
/// are checked against it at compile time, so that `uri!("{tags:3}", tags = vec!["a"])`
/// is a compile error rather than an [`ExpandError::PrefixOnComposite`](crate::ExpandError::PrefixOnComposite)
/// at run time. Implemented for the standard lists and maps (slices, arrays,
/// `Vec`, `BTreeSet`, `HashSet`, `BTreeMap`, `HashMap`) and for references,
/// boxes and `Option`s of them; implement it for your own lists and maps too.
///
/// # Examples
///
/// ```
/// use core::fmt;
/// use uri::template::{Composite, Value, ValueSink};
///
/// struct Tags(Vec<&'static str>);
///
/// impl Value for Tags {
///     fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
///         self.0.iter().try_for_each(|tag| sink.item(tag))
///     }
/// }
///
/// impl Composite for Tags {}
///
/// fn is_composite<T: Composite>(_: &T) -> bool { true }
/// assert!(is_composite(&Tags(vec!["rust"])));
/// ```
pub trait Composite: Value {}

/// A set of variables to expand a template with: a value, or nothing, per name.
///
/// Implemented for maps from names to [`Value`]s (`BTreeMap`, `HashMap`), and for
/// slices, arrays and `Vec`s of `(name, value)` pairs (the first pair with a name
/// wins); with the `serde` feature, `Serialized` makes any
/// `Serialize` struct or map one.
///
/// # Examples
///
/// ```
/// use core::fmt;
/// use uri::template::{ValueSink, Variables};
/// use uri::UriTemplate;
///
/// struct Env;
///
/// // Every variable is defined: its value is its name in capitals.
/// impl Variables for Env {
///     fn write_variable(&self, name: &str, sink: &mut ValueSink<'_>) -> fmt::Result {
///         sink.display(&format_args!("{}", name.to_uppercase()))
///     }
/// }
///
/// let template = UriTemplate::parse("/{a}/{b}")?;
/// let mut url = String::new();
/// template.expand_to(&mut url, &Env)?;
/// assert_eq!(url, "/A/B");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Variables {
    /// Describes the value of the variable `name` to `sink` (see
    /// [`Value::write_to`]); does nothing when it is undefined.
    ///
    /// # Errors
    ///
    /// Whatever the sink returns.
    fn write_variable(&self, name: &str, sink: &mut ValueSink<'_>) -> fmt::Result;
}

/// Where a [`Value`] describes itself; see [`Value::write_to`].
///
/// # Examples
///
/// ```
/// use core::fmt;
/// use uri::template::{Value, ValueSink};
/// use uri::UriTemplate;
///
/// struct Tags(&'static [&'static str]);
///
/// impl Value for Tags {
///     fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
///         for tag in self.0 {
///             sink.item(tag)?;
///         }
///         Ok(())
///     }
/// }
///
/// let template = UriTemplate::parse("/posts{?tags*}")?;
/// let mut url = String::new();
/// template.expand_to(&mut url, &[("tags", Tags(&["rust", "uri"]))])?;
/// assert_eq!(url, "/posts?tags=rust&tags=uri");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct ValueSink<'s> {
    receiver: &'s mut dyn Receive,
}

/// Opaque: the sink writes into an expansion it does not show.
impl fmt::Debug for ValueSink<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ValueSink").finish_non_exhaustive()
    }
}

impl<'s> ValueSink<'s> {
    pub(crate) fn new(receiver: &'s mut dyn Receive) -> Self {
        Self { receiver }
    }

    /// The value is the string `text`.
    ///
    /// # Errors
    ///
    /// When the output fails, or the sink already received another kind of value.
    ///
    /// # Examples
    ///
    /// See [`Value`].
    pub fn string(&mut self, text: &str) -> fmt::Result {
        self.receiver.string(&text)
    }

    /// The value is the string that `value` displays as (written straight into
    /// the output, not collected first).
    ///
    /// # Errors
    ///
    /// As for [`string`](Self::string).
    ///
    /// # Examples
    ///
    /// See [`Variables`].
    pub fn display(&mut self, value: &dyn fmt::Display) -> fmt::Result {
        self.receiver.string(value)
    }

    /// The value is a list, and `item` is its next member.
    ///
    /// # Errors
    ///
    /// When the output fails, `item` is not a string or undefined, the sink
    /// already received a string or a map entry, or the variable has a prefix
    /// modifier ([§2.4.1](https://www.rfc-editor.org/rfc/rfc6570#section-2.4.1) applies it to strings only).
    ///
    /// # Examples
    ///
    /// See [`Value`].
    pub fn item(&mut self, item: &dyn Value) -> fmt::Result {
        self.receiver.item(item)
    }

    /// The value is an associative array, and `key` and `value` its next pair; a
    /// pair whose value is undefined is skipped.
    ///
    /// # Errors
    ///
    /// As for [`item`](Self::item).
    ///
    /// # Examples
    ///
    /// ```
    /// use core::fmt;
    /// use uri::template::{Value, ValueSink};
    /// use uri::UriTemplate;
    ///
    /// struct Size { width: u32, height: u32 }
    ///
    /// impl Value for Size {
    ///     fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
    ///         sink.entry(&"w", &self.width)?;
    ///         sink.entry(&"h", &self.height)
    ///     }
    /// }
    ///
    /// let template = UriTemplate::parse("/thumb{?size*}")?;
    /// let mut url = String::new();
    /// template.expand_to(&mut url, &[("size", Size { width: 64, height: 48 })])?;
    /// assert_eq!(url, "/thumb?w=64&h=48");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn entry(&mut self, key: &dyn Value, value: &dyn Value) -> fmt::Result {
        self.receiver.entry(key, value)
    }

    /// The value has a kind a template cannot expand (binary data, say): the
    /// expansion stops with [`ExpandError::Shape`](crate::ExpandError::Shape).
    ///
    /// # Errors
    ///
    /// Always: return it from [`Value::write_to`].
    ///
    /// # Examples
    ///
    /// ```
    /// use core::fmt;
    /// use uri::template::{ExpandError, Value, ValueSink};
    /// use uri::UriTemplate;
    ///
    /// struct Blob;
    ///
    /// impl Value for Blob {
    ///     fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
    ///         sink.refuse()
    ///     }
    /// }
    ///
    /// let template = UriTemplate::parse("{b}")?;
    /// let error = template.expand_to(&mut String::new(), &[("b", Blob)]).unwrap_err();
    /// assert!(matches!(error, ExpandError::Shape { .. }));
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub fn refuse(&mut self) -> fmt::Result {
        self.receiver.refuse()
    }
}

/// What the expansion does with each call of a [`ValueSink`].
pub(crate) trait Receive {
    fn string(&mut self, value: &dyn fmt::Display) -> fmt::Result;
    fn item(&mut self, item: &dyn Value) -> fmt::Result;
    fn entry(&mut self, key: &dyn Value, value: &dyn Value) -> fmt::Result;
    fn refuse(&mut self) -> fmt::Result;
}

macro_rules! display_values {
    ($($ty:ty),* $(,)?) => {
        $(
            #[diagnostic::do_not_recommend]
            impl Value for $ty {
                fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
                    sink.display(self)
                }
            }
        )*
    };
}

/// Integers: displayed, and seen as [`Scalar`]s by `uri!`'s writer.
macro_rules! integer_values {
    ($($variant:ident: $($ty:ty),*;)*) => {
        $($(
            #[diagnostic::do_not_recommend]
            impl Value for $ty {
                fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
                    sink.display(self)
                }

                fn scalar(&self) -> Scalar<'_> {
                    (*self).try_into().map_or(Scalar::Other, Scalar::$variant)
                }
            }
        )*)*
    };
}

integer_values! {
    Unsigned: u8, u16, u32, u64, usize;
    Signed: i8, i16, i32, i64, isize;
}

display_values!(
    char,
    bool,
    u128,
    i128,
    f32,
    f64,
    core::num::NonZeroU8,
    core::num::NonZeroU16,
    core::num::NonZeroU32,
    core::num::NonZeroU64,
    core::num::NonZeroUsize,
);

#[diagnostic::do_not_recommend]
impl Value for str {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        sink.string(self)
    }

    fn scalar(&self) -> Scalar<'_> {
        Scalar::Str(self)
    }
}

#[diagnostic::do_not_recommend]
impl<T: Value + ?Sized> Value for &T {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        (**self).write_to(sink)
    }

    fn scalar(&self) -> Scalar<'_> {
        (**self).scalar()
    }
}

#[diagnostic::do_not_recommend]
impl<T: Value + ?Sized> Value for &mut T {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        (**self).write_to(sink)
    }

    fn scalar(&self) -> Scalar<'_> {
        (**self).scalar()
    }
}

#[diagnostic::do_not_recommend]
impl<T: Value> Value for Option<T> {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        match self {
            Some(value) => value.write_to(sink),
            None => Ok(()),
        }
    }

    fn scalar(&self) -> Scalar<'_> {
        match self {
            Some(value) => value.scalar(),
            None => Scalar::Undefined,
        }
    }
}

#[diagnostic::do_not_recommend]
impl<T: Value> Value for [T] {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        self.iter().try_for_each(|item| sink.item(item))
    }
}

#[diagnostic::do_not_recommend]
impl<T: Value, const N: usize> Value for [T; N] {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        self.as_slice().write_to(sink)
    }
}

#[diagnostic::do_not_recommend]
impl<K: Value, V: Value> Value for [(K, V)] {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        self.iter()
            .try_for_each(|(key, value)| sink.entry(key, value))
    }
}

#[diagnostic::do_not_recommend]
impl<K: Value, V: Value, const N: usize> Value for [(K, V); N] {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        self.as_slice().write_to(sink)
    }
}

impl<T: Composite + ?Sized> Composite for &T {}
impl<T: Composite + ?Sized> Composite for &mut T {}
impl<T: Composite> Composite for Option<T> {}
impl<T: Value> Composite for [T] {}
impl<T: Value, const N: usize> Composite for [T; N] {}
impl<K: Value, V: Value> Composite for [(K, V)] {}
impl<K: Value, V: Value, const N: usize> Composite for [(K, V); N] {}

/// Looks `name` up in `(name, value)` pairs: the first pair with that name.
fn write_first<K: AsRef<str>, V: Value>(
    pairs: &[(K, V)],
    name: &str,
    sink: &mut ValueSink<'_>,
) -> fmt::Result {
    match pairs.iter().find(|(key, _)| key.as_ref() == name) {
        Some((_, value)) => value.write_to(sink),
        None => Ok(()),
    }
}

impl<K: AsRef<str>, V: Value> Variables for [(K, V)] {
    fn write_variable(&self, name: &str, sink: &mut ValueSink<'_>) -> fmt::Result {
        write_first(self, name, sink)
    }
}

impl<K: AsRef<str>, V: Value, const N: usize> Variables for [(K, V); N] {
    fn write_variable(&self, name: &str, sink: &mut ValueSink<'_>) -> fmt::Result {
        write_first(self, name, sink)
    }
}

impl<T: Variables + ?Sized> Variables for &T {
    fn write_variable(&self, name: &str, sink: &mut ValueSink<'_>) -> fmt::Result {
        (**self).write_variable(name, sink)
    }
}

#[cfg(feature = "alloc")]
mod alloc_impls {
    use alloc::borrow::{Cow, ToOwned};
    use alloc::boxed::Box;
    use alloc::collections::{BTreeMap, BTreeSet};
    use alloc::string::String;
    use alloc::vec::Vec;
    use core::borrow::Borrow;
    use core::fmt;

    use super::{Composite, Scalar, Value, ValueSink, Variables, write_first};

    #[cfg(feature = "alloc")]
    impl<T: Composite + ?Sized> Composite for Box<T> {}
    #[cfg(feature = "alloc")]
    impl<T: Composite + ToOwned + ?Sized> Composite for Cow<'_, T> {}
    #[cfg(feature = "alloc")]
    impl<T: Value> Composite for Vec<T> {}
    #[cfg(feature = "alloc")]
    impl<K: Value, V: Value> Composite for Vec<(K, V)> {}
    #[cfg(feature = "alloc")]
    impl<T: Value> Composite for BTreeSet<T> {}
    #[cfg(feature = "alloc")]
    impl<K: Value, V: Value> Composite for BTreeMap<K, V> {}

    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl Value for String {
        fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
            sink.string(self)
        }

        fn scalar(&self) -> Scalar<'_> {
            Scalar::Str(self)
        }
    }

    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl<T: Value + ?Sized> Value for Box<T> {
        fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
            (**self).write_to(sink)
        }
    }

    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl<T: Value + ToOwned + ?Sized> Value for Cow<'_, T> {
        fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
            (**self).write_to(sink)
        }
    }

    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl<T: Value> Value for Vec<T> {
        fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
            self.as_slice().write_to(sink)
        }
    }

    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl<K: Value, V: Value> Value for Vec<(K, V)> {
        fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
            self.as_slice().write_to(sink)
        }
    }

    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl<T: Value> Value for BTreeSet<T> {
        fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
            self.iter().try_for_each(|item| sink.item(item))
        }
    }

    #[cfg(feature = "alloc")]
    #[diagnostic::do_not_recommend]
    impl<K: Value, V: Value> Value for BTreeMap<K, V> {
        fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
            self.iter()
                .try_for_each(|(key, value)| sink.entry(key, value))
        }
    }

    #[cfg(feature = "alloc")]
    impl<K: Borrow<str> + Ord, V: Value> Variables for BTreeMap<K, V> {
        fn write_variable(&self, name: &str, sink: &mut ValueSink<'_>) -> fmt::Result {
            match self.get(name) {
                Some(value) => value.write_to(sink),
                None => Ok(()),
            }
        }
    }

    #[cfg(feature = "alloc")]
    impl<K: AsRef<str>, V: Value> Variables for Vec<(K, V)> {
        fn write_variable(&self, name: &str, sink: &mut ValueSink<'_>) -> fmt::Result {
            write_first(self, name, sink)
        }
    }
}

#[cfg(feature = "std")]
mod std_impls {
    use core::borrow::Borrow;
    use core::fmt;
    use core::hash::{BuildHasher, Hash};
    use std::collections::{HashMap, HashSet};

    use super::{Composite, Value, ValueSink, Variables};

    #[cfg(feature = "std")]
    impl<K: Value, V: Value, S> Composite for HashMap<K, V, S> {}
    #[cfg(feature = "std")]
    impl<T: Value, S> Composite for HashSet<T, S> {}

    #[cfg(feature = "std")]
    #[diagnostic::do_not_recommend]
    impl<K: Value, V: Value, S> Value for HashMap<K, V, S> {
        fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
            self.iter()
                .try_for_each(|(key, value)| sink.entry(key, value))
        }
    }

    #[cfg(feature = "std")]
    #[diagnostic::do_not_recommend]
    impl<T: Value, S> Value for HashSet<T, S> {
        fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
            self.iter().try_for_each(|item| sink.item(item))
        }
    }

    #[cfg(feature = "std")]
    impl<K: Borrow<str> + Hash + Eq, V: Value, S: BuildHasher> Variables for HashMap<K, V, S> {
        fn write_variable(&self, name: &str, sink: &mut ValueSink<'_>) -> fmt::Result {
            match self.get(name) {
                Some(value) => value.write_to(sink),
                None => Ok(()),
            }
        }
    }
}
