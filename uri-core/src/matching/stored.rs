//! How matching's tables hold their lists and texts, so that one table can be
//! built at run time (a [`TemplateSet`] that templates are inserted into) or
//! written as Rust statics by `#[derive(Route)]` while the crate compiles
//! (the derive's route table), and read by the same code either way.
//!
//! A [`List`] or [`Text`] is a `Cow<'static, _>`: owned where the table was
//! built here, borrowed from a static where the derive wrote it. [`Emit`]
//! writes a table as the Rust expression of its static form: each list
//! becomes a `static` array of its own, since a const context cannot borrow a
//! temporary whose type has a destructor, and the expression names only
//! items of `uri::__private::table`, where this crate re-exports the table's
//! types.
//!
//! [`TemplateSet`]: crate::matching::router::set::TemplateSet

use alloc::borrow::Cow;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::cmp::Reverse;
use core::fmt;
use core::fmt::Write as _;
use core::ops::Deref;

/// A list of a table: owned when built at run time, a static's when written by
/// the derive.
pub type List<T> = Cow<'static, [T]>;

/// A text of a table (a template, a variable's name), owned or static as a
/// [`List`] is.
pub type Text = Cow<'static, str>;

/// How the walk's tree holds its lists: [`Owned`] in a set built at run
/// time, [`Static`] in a table the derive wrote. The tree is generic over
/// it, rather than holding [`List`]s, because the walk reads a list at every
/// node it passes: a slice or a `Vec` is read without asking which it is.
pub trait Storage: Clone + fmt::Debug + Default + 'static {
    /// A list of `T`.
    type List<T: Clone + fmt::Debug + 'static>: Deref<Target = [T]> + Clone + fmt::Debug + Default;
}

/// Lists in `Vec`s: a tree templates are inserted into.
#[derive(Clone, Copy, Debug, Default)]
pub struct Owned;

impl Storage for Owned {
    type List<T: Clone + fmt::Debug + 'static> = Vec<T>;
}

/// Lists in statics: a tree the derive wrote.
#[derive(Clone, Copy, Debug, Default)]
pub struct Static;

impl Storage for Static {
    type List<T: Clone + fmt::Debug + 'static> = &'static [T];
}

/// The Rust expressions of a table's values, with the statics they borrow.
pub struct Emitter {
    /// The name the table's types are written under: the alias that
    /// [`finish`](Self::finish) gives the module re-exporting them.
    path: String,
    /// The elements of every list written so far, pooled by type.
    pools: Vec<Pool>,
}

/// One static array of a table: the elements of all its lists of one type,
/// each list a range of it. A table of a thousand templates has thousands of
/// lists; a static each would cost the compiler far more than a few long
/// arrays.
struct Pool {
    /// The element type, as the expression names it.
    element: String,
    /// The static's name.
    name: String,
    /// Its elements' expressions.
    elements: Vec<String>,
}

impl Emitter {
    /// An emitter whose expressions name the table's types under `path`, an
    /// alias of `::uri::__private::table` (see [`finish`](Self::finish)).
    pub fn new(path: &str) -> Self {
        Self {
            path: path.into(),
            pools: Vec::new(),
        }
    }

    /// The path the table's types are named under.
    pub fn path(&self) -> String {
        self.path.clone()
    }

    /// The expression of `value`.
    pub fn emit<T: Emit + ?Sized>(&mut self, value: &T) -> String {
        value.emit(self)
    }

    /// The `static` items of the lists written so far.
    fn statics(&self) -> String {
        let mut items = String::new();
        for pool in &self.pools {
            let _ = write!(
                items,
                "static {}: [{}; {}] = [{}];",
                pool.name,
                pool.element,
                pool.elements.len(),
                pool.elements.join(", "),
            );
        }
        items
    }

    /// A block that brings `path` in as the short name the emitter was made
    /// with (a table's statics name its types thousands of times), declares
    /// every static written so far, then gives `root`: the initializer of a
    /// `static` of the table.
    pub fn finish(self, path: &str, root: &str) -> String {
        format!(
            "{{ use {path} as {}; {} {root} }}",
            self.path,
            self.statics()
        )
    }

    /// A reference to `items`, a range of the static of their type.
    pub fn list<T: Emit>(&mut self, items: &[T]) -> String {
        // Most of a tree's lists are empty (a node's rests, a short key's
        // tail): an empty slice needs no range.
        if items.is_empty() {
            return "&[]".into();
        }
        let elements: Vec<String> = items.iter().map(|item| item.emit(self)).collect();
        let element = T::type_name(&self.path);
        self.pooled(element, elements)
    }

    /// A reference to `elements` (expressions of type `element`), added to
    /// the static of that type: apart from [`list`](Self::list), whose
    /// generic part stays small (it is compiled for each type of list).
    fn pooled(&mut self, element: String, elements: Vec<String>) -> String {
        let len = elements.len();
        let at = if let Some(at) = self.pools.iter().position(|pool| pool.element == element) {
            at
        } else {
            self.pools.push(Pool {
                element,
                name: format!("__URI_TABLE_{}", self.pools.len()),
                elements: Vec::new(),
            });
            self.pools.len() - 1
        };
        let pool = &mut self.pools[at];
        let start = pool.elements.len();
        pool.elements.extend(elements);
        format!("{}::slice(&{}, {start}, {len})", self.path, pool.name)
    }
}

/// The `len` elements of `all` from `start`: a list of a table, written by
/// [`Emitter::list`] as a range of its type's static (a `const fn`, since a
/// static's initializer cannot index).
///
/// # Panics
///
/// Where the range is not in `all`; the emitter writes only ranges that
/// are, so a static's evaluation never does.
pub const fn slice<T>(all: &'static [T], start: usize, len: usize) -> &'static [T] {
    all.split_at(start).1.split_at(len).0
}

/// A value of a table that can be written as a Rust expression, evaluated in
/// a `static`'s initializer.
pub trait Emit {
    /// The value's type, its table types named under `path`.
    fn type_name(path: &str) -> String
    where
        Self: Sized;

    /// The expression that gives the value; the lists it borrows are added
    /// to `emitter`.
    fn emit(&self, emitter: &mut Emitter) -> String;
}

/// Implements [`Emit`] for integers and `bool`, written as their `Debug`
/// text.
macro_rules! emit_as_debug {
    ($($type:ty),*) => {
        $(
            #[cfg(feature = "matching")]
            impl Emit for $type {
                fn type_name(_: &str) -> String {
                    stringify!($type).into()
                }

                fn emit(&self, _: &mut Emitter) -> String {
                    format!("{self:?}")
                }
            }
        )*
    };
}

emit_as_debug!(bool, u8, u16, u32, u64, u128, usize);

impl<T: Emit + Clone> Emit for List<T> {
    fn type_name(path: &str) -> String {
        format!("{path}::Cow<'static, [{}]>", T::type_name(path))
    }

    fn emit(&self, emitter: &mut Emitter) -> String {
        let list = emitter.list(self);
        format!("{}::Borrowed({list})", emitter.path)
    }
}

/// A run-time list, written as the static one that [`Static`] storage holds.
impl<T: Emit> Emit for Vec<T> {
    fn type_name(path: &str) -> String {
        format!("&'static [{}]", T::type_name(path))
    }

    fn emit(&self, emitter: &mut Emitter) -> String {
        emitter.list(self)
    }
}

impl Emit for Text {
    fn type_name(path: &str) -> String {
        format!("{path}::Cow<'static, str>")
    }

    fn emit(&self, emitter: &mut Emitter) -> String {
        // `str`'s `Debug` is a Rust string literal: quotes and backslashes
        // escaped, anything unprintable as `\u{…}`.
        format!("{}::Borrowed({:?})", emitter.path, &**self)
    }
}

impl<T: Emit> Emit for Option<T> {
    fn type_name(path: &str) -> String {
        format!("{path}::Option<{}>", T::type_name(path))
    }

    fn emit(&self, emitter: &mut Emitter) -> String {
        match self {
            Some(value) => {
                let value = value.emit(emitter);
                format!("{}::Some({value})", emitter.path)
            }
            None => format!("{}::None", emitter.path),
        }
    }
}

impl<T: Emit> Emit for Reverse<T> {
    fn type_name(path: &str) -> String {
        format!("{path}::Reverse<{}>", T::type_name(path))
    }

    fn emit(&self, emitter: &mut Emitter) -> String {
        let value = self.0.emit(emitter);
        format!("{}::Reverse({value})", emitter.path)
    }
}

impl<T: Emit, const N: usize> Emit for [T; N] {
    fn type_name(path: &str) -> String {
        format!("[{}; {N}]", T::type_name(path))
    }

    fn emit(&self, emitter: &mut Emitter) -> String {
        let elements: Vec<String> = self.iter().map(|item| item.emit(emitter)).collect();
        format!("[{}]", elements.join(", "))
    }
}

/// Implements [`Emit`] for tuples of emitted values.
macro_rules! emit_tuple {
    ($($name:ident : $index:tt),*) => {
        #[cfg(feature = "matching")]
        impl<$($name: Emit),*> Emit for ($($name,)*) {
            fn type_name(path: &str) -> String {
                let names: [String; [$($index),*].len()] = [$($name::type_name(path)),*];
                format!("({},)", names.join(", "))
            }

            fn emit(&self, emitter: &mut Emitter) -> String {
                let values: [String; [$($index),*].len()] = [$(self.$index.emit(emitter)),*];
                format!("({},)", values.join(", "))
            }
        }
    };
}

emit_tuple!(A: 0, B: 1);
emit_tuple!(A: 0, B: 1, C: 2, D: 3);
emit_tuple!(A: 0, B: 1, C: 2, D: 3, E: 4);

/// Implements [`Emit`] for a struct of emitted fields, written as a struct
/// expression under the emitter's path. Every field must be named: the
/// struct is destructured, so a field added later and left out here does not
/// compile.
macro_rules! emit_struct {
    ($type:ident { $($field:ident),* $(,)? }) => {
        $crate::matching::stored::emit_struct!(@impl $type, "", $($field),*);
    };
    // A struct generic over its [`Storage`]: built `Owned`, written `Static`.
    ($type:ident<Static> { $($field:ident),* $(,)? }) => {
        $crate::matching::stored::emit_struct!(@impl $type<$crate::matching::stored::Owned>, "Static", $($field),*);
    };
    (@impl $type:ty, $storage:literal, $($field:ident),*) => {
        #[cfg(feature = "matching")]
        impl $crate::matching::stored::Emit for $type {
            fn type_name(path: &str) -> ::alloc::string::String {
                let name = stringify!($type);
                let name = name.split('<').next().unwrap_or(name).trim();
                if $storage.is_empty() {
                    ::alloc::format!("{path}::{name}")
                } else {
                    ::alloc::format!("{path}::{name}<{path}::{}>", $storage)
                }
            }

            fn emit(&self, emitter: &mut $crate::matching::stored::Emitter) -> ::alloc::string::String {
                let Self { $($field),* } = self;
                let fields: ::alloc::vec::Vec<::alloc::string::String> = ::alloc::vec![
                    $(::alloc::format!("{}: {}", stringify!($field), emitter.emit($field))),*
                ];
                let name = stringify!($type);
                let name = name.split('<').next().unwrap_or(name).trim();
                ::alloc::format!("{}::{name} {{ {} }}", emitter.path(), fields.join(", "))
            }
        }
    };
}

/// Implements [`Emit`] for an enum whose `Debug` text is its expression under
/// the emitter's path (unit variants, and variants of integers).
macro_rules! emit_enum_as_debug {
    ($($type:ident),*) => {
        $(
            #[cfg(feature = "matching")]
            impl $crate::matching::stored::Emit for $type {
                fn type_name(path: &str) -> ::alloc::string::String {
                    ::alloc::format!("{path}::{}", stringify!($type))
                }

                fn emit(&self, emitter: &mut $crate::matching::stored::Emitter) -> ::alloc::string::String {
                    ::alloc::format!("{}::{}::{self:?}", emitter.path(), stringify!($type))
                }
            }
        )*
    };
}

/// Implements [`Emit`] for an enum of unit variants (before the `;`) and
/// variants of one emitted value (after it).
macro_rules! emit_enum {
    ($type:ident { $($unit:ident),* ; $($variant:ident),* $(,)? }) => {
        #[cfg(feature = "matching")]
        impl $crate::matching::stored::Emit for $type {
            fn type_name(path: &str) -> ::alloc::string::String {
                ::alloc::format!("{path}::{}", stringify!($type))
            }

            fn emit(&self, emitter: &mut $crate::matching::stored::Emitter) -> ::alloc::string::String {
                let path = emitter.path();
                let name = stringify!($type);
                match self {
                    $(Self::$unit => ::alloc::format!("{path}::{name}::{}", stringify!($unit)),)*
                    $(Self::$variant(value) => {
                        let value = emitter.emit(value);
                        ::alloc::format!("{path}::{name}::{}({value})", stringify!($variant))
                    })*
                }
            }
        }
    };
}

pub(crate) use {emit_enum, emit_enum_as_debug, emit_struct};

#[cfg(test)]
mod tests {
    use alloc::borrow::Cow;
    use alloc::string::String;
    use alloc::vec;
    use core::cmp::Reverse;

    use super::{Emitter, List, Text};

    #[test]
    fn a_list_becomes_a_static_array_that_the_expression_borrows() {
        let mut emitter = Emitter::new("t");
        let list: List<(u32, Text)> = Cow::Owned(vec![(1, Cow::Borrowed("a\"b"))]);
        let expression = emitter.emit(&list);
        assert_eq!(expression, "t::Borrowed(t::slice(&__URI_TABLE_0, 0, 1))");
        assert_eq!(
            emitter.finish("p", "X"),
            "{ use p as t; static __URI_TABLE_0: [(u32, t::Cow<'static, str>,); 1] = \
             [(1, t::Borrowed(\"a\\\"b\"),)]; X }",
        );
    }

    #[test]
    fn lists_of_one_type_share_a_static_and_options_name_their_paths() {
        let mut emitter = Emitter::new("t");
        let outer: List<List<u8>> = Cow::Owned(vec![Cow::Owned(vec![7]), Cow::Owned(vec![8, 9])]);
        assert_eq!(
            emitter.emit(&outer),
            "t::Borrowed(t::slice(&__URI_TABLE_1, 0, 2))"
        );
        let optional: Option<Reverse<usize>> = Some(Reverse(3));
        assert_eq!(emitter.emit(&optional), "t::Some(t::Reverse(3))");
        assert_eq!(emitter.emit(&None::<u32>), "t::None");
        let empty: List<u8> = Cow::Owned(vec![]);
        assert_eq!(emitter.emit(&empty), "t::Borrowed(&[])");
        let text: String = emitter.finish("p", "R");
        assert_eq!(
            text,
            "{ use p as t; static __URI_TABLE_0: [u8; 3] = [7, 8, 9];\
             static __URI_TABLE_1: [t::Cow<'static, [u8]>; 2] = \
             [t::Borrowed(t::slice(&__URI_TABLE_0, 0, 1)), \
             t::Borrowed(t::slice(&__URI_TABLE_0, 1, 2))]; R }"
        );
    }

    #[test]
    fn a_slice_is_the_range_the_emitter_wrote() {
        static ALL: [u8; 4] = [1, 2, 3, 4];
        assert_eq!(super::slice(&ALL, 1, 2), [2, 3]);
        assert_eq!(super::slice(&ALL, 4, 0), [0u8; 0]);
    }
}
