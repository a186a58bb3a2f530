//! `serde` and templates: a template serializes as its text and is checked when
//! deserialized; [`Serialized`] makes any serializable value a [`Value`], and any
//! serializable struct or map a set of [`Variables`].
//!
//! Two small serializers do it without collecting anything: one turns a value
//! into the calls of a [`ValueSink`], the other walks a struct or map and hands
//! the field with the wanted name to the first.

use core::fmt;

use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde::ser::{self, Impossible, Serialize, Serializer};

use crate::template::uri_template::UriTemplate;
use crate::template::variables::{Value, ValueSink, Variables};
use crate::value::serde::{ParsingVisitor, deserialize_borrowed, not_a_string, serialize_as_str};

serialize_as_str!(UriTemplate<'_>);
deserialize_borrowed!(
    UriTemplate,
    "a borrowed string holding an RFC 6570 URI Template"
);

#[cfg(feature = "alloc")]
mod owned {
    use core::fmt;

    use serde::de::{self, Deserialize, Deserializer, Visitor};
    use serde::ser::{Serialize, Serializer};

    use crate::template::owned::UriTemplateBuf;
    use crate::value::serde::{ParsingVisitor, deserialize_owned, not_a_string, serialize_as_str};

    serialize_as_str!(UriTemplateBuf);
    deserialize_owned!(UriTemplateBuf, "a string holding an RFC 6570 URI Template");
}

/// Any `Serialize` value as a template [`Value`], and any `Serialize` struct or
/// map as template [`Variables`] (feature `serde`).
///
/// As a value: strings, characters, booleans and numbers are strings; `None`
/// and `()` are undefined; sequences and tuples are lists; maps and structs are
/// associative arrays whose keys are their field names; unit enum variants are
/// their names; newtype structs and variants are their content. Bytes and enum
/// variants with fields are refused ([`ExpandError::Shape`](crate::ExpandError::Shape)),
/// as are maps whose serializer writes keys and values in separate calls (serde's
/// `flatten`).
///
/// As variables: each field of the struct, or each string key of the map, is a
/// variable.
///
/// # Examples
///
/// ```
/// use serde::Serialize;
/// use uri::template::Serialized;
/// use uri::UriTemplate;
///
/// #[derive(Serialize)]
/// struct Search<'a> { q: &'a str, tags: Vec<&'a str>, page: Option<u32> }
///
/// let template = UriTemplate::parse("/search{?q,tags,page}")?;
/// let search = Search { q: "uri templates", tags: vec!["rust", "rfc6570"], page: None };
/// assert_eq!(
///     template.expand_to_string(&Serialized(&search))?,
///     "/search?q=uri%20templates&tags=rust,rfc6570",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Serialized<T>(pub T);

#[cfg(feature = "serde")]
#[diagnostic::do_not_recommend]
impl<T: Serialize> Value for Serialized<T> {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        self.0
            .serialize(ValueSerializer { sink })
            .map_err(|_| fmt::Error)
    }
}

#[cfg(feature = "serde")]
impl<T: Serialize> Variables for Serialized<T> {
    fn write_variable(&self, name: &str, sink: &mut ValueSink<'_>) -> fmt::Result {
        let mut lookup = Lookup {
            name,
            sink,
            found: false,
        };
        self.0.serialize(&mut lookup).map_err(|_| fmt::Error)
    }
}

/// Why serializing into a sink stopped: the sink failed (and knows why), or the
/// data has a kind a template value cannot be.
#[derive(Debug)]
pub(crate) struct Stop;

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the value cannot be expanded")
    }
}

impl ser::StdError for Stop {}

impl ser::Error for Stop {
    fn custom<M: fmt::Display>(_: M) -> Self {
        Self
    }
}

impl From<fmt::Error> for Stop {
    fn from(_: fmt::Error) -> Self {
        Self
    }
}

/// Serializer methods shared by the value and variable serializers: `None`
/// and `()` are undefined (nothing is written), and `Some`, newtype structs and
/// newtype variants are their content.
macro_rules! undefined_and_wrappers {
    () => {
        fn serialize_none(self) -> Result<(), Stop> {
            Ok(())
        }

        fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Stop> {
            value.serialize(self)
        }

        fn serialize_unit(self) -> Result<(), Stop> {
            Ok(())
        }

        fn serialize_unit_struct(self, _: &'static str) -> Result<(), Stop> {
            Ok(())
        }

        fn serialize_newtype_struct<T: Serialize + ?Sized>(
            self,
            _: &'static str,
            value: &T,
        ) -> Result<(), Stop> {
            value.serialize(self)
        }

        fn serialize_newtype_variant<T: Serialize + ?Sized>(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            value: &T,
        ) -> Result<(), Stop> {
            value.serialize(self)
        }
    };
}

/// Serializer methods for compound data this serializer refuses: each calls
/// the type's own `refuse` (which tells the sink why, where there is one) and
/// stops.
macro_rules! refuse_compound {
    ($($method:ident($($arg:ty),*)),* $(,)?) => {$(
        fn $method(self, $(_: $arg),*) -> Result<Impossible<(), Stop>, Stop> {
            self.refuse()?;
            Err(Stop)
        }
    )*};
}

/// Serializes one value into the calls of a [`ValueSink`].
struct ValueSerializer<'a, 's> {
    sink: &'a mut ValueSink<'s>,
}

impl ValueSerializer<'_, '_> {
    fn refuse(self) -> Result<(), Stop> {
        self.sink.refuse()?;
        Err(Stop)
    }
}

macro_rules! displayed {
    ($($method:ident($ty:ty)),* $(,)?) => {
        $(
            fn $method(self, value: $ty) -> Result<(), Stop> {
                Ok(self.sink.display(&value)?)
            }
        )*
    };
}

impl<'a, 's> Serializer for ValueSerializer<'a, 's> {
    type Ok = ();
    type Error = Stop;
    type SerializeSeq = Items<'a, 's>;
    type SerializeTuple = Items<'a, 's>;
    type SerializeTupleStruct = Items<'a, 's>;
    type SerializeTupleVariant = Impossible<(), Stop>;
    type SerializeMap = Entries<'a, 's>;
    type SerializeStruct = Entries<'a, 's>;
    type SerializeStructVariant = Impossible<(), Stop>;

    displayed!(
        serialize_bool(bool),
        serialize_i8(i8),
        serialize_i16(i16),
        serialize_i32(i32),
        serialize_i64(i64),
        serialize_i128(i128),
        serialize_u8(u8),
        serialize_u16(u16),
        serialize_u32(u32),
        serialize_u64(u64),
        serialize_u128(u128),
        serialize_f32(f32),
        serialize_f64(f64),
        serialize_char(char),
    );

    fn serialize_str(self, value: &str) -> Result<(), Stop> {
        Ok(self.sink.string(value)?)
    }

    /// Displayed straight into the output, where serde's default would collect
    /// the text into a `String` first.
    fn collect_str<T: fmt::Display + ?Sized>(self, value: &T) -> Result<(), Stop> {
        Ok(self.sink.display(&value)?)
    }

    fn serialize_bytes(self, _: &[u8]) -> Result<(), Stop> {
        self.refuse()
    }

    undefined_and_wrappers!();

    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<(), Stop> {
        Ok(self.sink.string(variant)?)
    }

    fn serialize_seq(self, _: Option<usize>) -> Result<Items<'a, 's>, Stop> {
        Ok(Items { sink: self.sink })
    }

    fn serialize_tuple(self, _: usize) -> Result<Items<'a, 's>, Stop> {
        Ok(Items { sink: self.sink })
    }

    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Items<'a, 's>, Stop> {
        Ok(Items { sink: self.sink })
    }

    fn serialize_map(self, _: Option<usize>) -> Result<Entries<'a, 's>, Stop> {
        Ok(Entries { sink: self.sink })
    }

    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Entries<'a, 's>, Stop> {
        Ok(Entries { sink: self.sink })
    }

    refuse_compound!(
        serialize_tuple_variant(&'static str, u32, &'static str, usize),
        serialize_struct_variant(&'static str, u32, &'static str, usize),
    );
}

/// The members of a sequence, each handed to the sink as a list item.
struct Items<'a, 's> {
    sink: &'a mut ValueSink<'s>,
}

impl Items<'_, '_> {
    fn item<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Stop> {
        Ok(self.sink.item(&Serialized(value))?)
    }
}

/// The three kinds of sequence all hand their members over as list items.
macro_rules! items {
    ($($trait:ident::$method:ident),*) => {$(
        impl ser::$trait for Items<'_, '_> {
            type Ok = ();
            type Error = Stop;

            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Stop> {
                self.item(value)
            }

            fn end(self) -> Result<(), Stop> {
                Ok(())
            }
        }
    )*};
}

items!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field
);

/// The pairs of a map or the fields of a struct, each handed to the sink as an
/// entry.
struct Entries<'a, 's> {
    sink: &'a mut ValueSink<'s>,
}

impl ser::SerializeMap for Entries<'_, '_> {
    type Ok = ();
    type Error = Stop;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, _: &T) -> Result<(), Stop> {
        // A key alone cannot be kept without allocating; the standard maps and
        // derived structs write whole entries.
        self.sink.refuse()?;
        Err(Stop)
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, _: &T) -> Result<(), Stop> {
        self.sink.refuse()?;
        Err(Stop)
    }

    fn serialize_entry<K: Serialize + ?Sized, V: Serialize + ?Sized>(
        &mut self,
        key: &K,
        value: &V,
    ) -> Result<(), Stop> {
        Ok(self.sink.entry(&Serialized(key), &Serialized(value))?)
    }

    fn end(self) -> Result<(), Stop> {
        Ok(())
    }
}

impl ser::SerializeStruct for Entries<'_, '_> {
    type Ok = ();
    type Error = Stop;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Stop> {
        Ok(self.sink.entry(&key, &Serialized(value))?)
    }

    fn end(self) -> Result<(), Stop> {
        Ok(())
    }
}

/// Walks a struct or map and writes the value of the field or key `name` (the
/// first one) into the sink.
struct Lookup<'n, 'a, 's> {
    name: &'n str,
    sink: &'a mut ValueSink<'s>,
    found: bool,
}

impl Lookup<'_, '_, '_> {
    fn field<T: Serialize + ?Sized>(&mut self, key: &str, value: &T) -> Result<(), Stop> {
        if !self.found && key == self.name {
            self.found = true;
            value.serialize(ValueSerializer {
                sink: &mut *self.sink,
            })?;
        }
        Ok(())
    }

    fn refuse(&mut self) -> Result<(), Stop> {
        self.sink.refuse()?;
        Err(Stop)
    }
}

/// Refuses every kind of data but those listed (structs, maps, options and
/// newtypes around them): a scalar or a list has no named variables.
macro_rules! no_variables {
    ($($method:ident($($arg:ty),*)),* $(,)?) => {
        $(
            fn $method(self, $(_: $arg),*) -> Result<(), Stop> {
                self.refuse()
            }
        )*
    };
}

impl Serializer for &mut Lookup<'_, '_, '_> {
    type Ok = ();
    type Error = Stop;
    type SerializeSeq = Impossible<(), Stop>;
    type SerializeTuple = Impossible<(), Stop>;
    type SerializeTupleStruct = Impossible<(), Stop>;
    type SerializeTupleVariant = Impossible<(), Stop>;
    type SerializeMap = Self;
    type SerializeStruct = Self;
    type SerializeStructVariant = Impossible<(), Stop>;

    no_variables!(
        serialize_bool(bool),
        serialize_i8(i8),
        serialize_i16(i16),
        serialize_i32(i32),
        serialize_i64(i64),
        serialize_i128(i128),
        serialize_u8(u8),
        serialize_u16(u16),
        serialize_u32(u32),
        serialize_u64(u64),
        serialize_u128(u128),
        serialize_f32(f32),
        serialize_f64(f64),
        serialize_char(char),
        serialize_str(&str),
        serialize_bytes(&[u8]),
        serialize_unit_variant(&'static str, u32, &'static str),
    );

    fn collect_str<T: fmt::Display + ?Sized>(self, _: &T) -> Result<(), Stop> {
        self.refuse()
    }

    undefined_and_wrappers!();

    refuse_compound!(
        serialize_seq(Option<usize>),
        serialize_tuple(usize),
        serialize_tuple_struct(&'static str, usize),
        serialize_tuple_variant(&'static str, u32, &'static str, usize),
        serialize_struct_variant(&'static str, u32, &'static str, usize),
    );

    fn serialize_map(self, _: Option<usize>) -> Result<Self, Stop> {
        Ok(self)
    }

    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self, Stop> {
        Ok(self)
    }
}

impl ser::SerializeMap for &mut Lookup<'_, '_, '_> {
    type Ok = ();
    type Error = Stop;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, _: &T) -> Result<(), Stop> {
        self.refuse()
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, _: &T) -> Result<(), Stop> {
        self.refuse()
    }

    fn serialize_entry<K: Serialize + ?Sized, V: Serialize + ?Sized>(
        &mut self,
        key: &K,
        value: &V,
    ) -> Result<(), Stop> {
        let mut matches = KeyMatches {
            name: self.name,
            matches: false,
        };
        // A key that is not a string names no variable.
        let _not_a_string = key.serialize(&mut matches);
        if matches.matches {
            let name = self.name;
            self.field(name, value)?;
        }
        Ok(())
    }

    fn end(self) -> Result<(), Stop> {
        Ok(())
    }
}

impl ser::SerializeStruct for &mut Lookup<'_, '_, '_> {
    type Ok = ();
    type Error = Stop;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Stop> {
        self.field(key, value)
    }

    fn end(self) -> Result<(), Stop> {
        Ok(())
    }
}

/// Whether a map key is the string `name`; anything but a string is not.
struct KeyMatches<'n> {
    name: &'n str,
    matches: bool,
}

impl KeyMatches<'_> {
    /// A key that is no string: it names no variable.
    #[allow(clippy::unused_self, reason = "called as the serializers' `refuse`")]
    fn refuse(&self) -> Result<(), Stop> {
        Err(Stop)
    }
}

macro_rules! not_a_name {
    ($($method:ident($($arg:ty),*)),* $(,)?) => {
        $(
            fn $method(self, $(_: $arg),*) -> Result<(), Stop> {
                Err(Stop)
            }
        )*
    };
}

impl Serializer for &mut KeyMatches<'_> {
    type Ok = ();
    type Error = Stop;
    type SerializeSeq = Impossible<(), Stop>;
    type SerializeTuple = Impossible<(), Stop>;
    type SerializeTupleStruct = Impossible<(), Stop>;
    type SerializeTupleVariant = Impossible<(), Stop>;
    type SerializeMap = Impossible<(), Stop>;
    type SerializeStruct = Impossible<(), Stop>;
    type SerializeStructVariant = Impossible<(), Stop>;

    fn serialize_str(self, value: &str) -> Result<(), Stop> {
        self.matches = value == self.name;
        Ok(())
    }

    /// Compares the displayed text with the name as it is written, without
    /// collecting it.
    fn collect_str<T: fmt::Display + ?Sized>(self, value: &T) -> Result<(), Stop> {
        struct Compare<'n>(&'n str);
        impl fmt::Write for Compare<'_> {
            fn write_str(&mut self, piece: &str) -> fmt::Result {
                self.0 = self.0.strip_prefix(piece).ok_or(fmt::Error)?;
                Ok(())
            }
        }
        let mut rest = Compare(self.name);
        self.matches = fmt::write(&mut rest, format_args!("{value}")).is_ok() && rest.0.is_empty();
        Ok(())
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<(), Stop> {
        value.serialize(self)
    }

    not_a_name!(
        serialize_bool(bool),
        serialize_i8(i8),
        serialize_i16(i16),
        serialize_i32(i32),
        serialize_i64(i64),
        serialize_i128(i128),
        serialize_u8(u8),
        serialize_u16(u16),
        serialize_u32(u32),
        serialize_u64(u64),
        serialize_u128(u128),
        serialize_f32(f32),
        serialize_f64(f64),
        serialize_char(char),
        serialize_bytes(&[u8]),
        serialize_none(),
        serialize_unit(),
        serialize_unit_struct(&'static str),
        serialize_unit_variant(&'static str, u32, &'static str),
    );

    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<(), Stop> {
        Err(Stop)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<(), Stop> {
        Err(Stop)
    }

    refuse_compound!(
        serialize_seq(Option<usize>),
        serialize_tuple(usize),
        serialize_tuple_struct(&'static str, usize),
        serialize_tuple_variant(&'static str, u32, &'static str, usize),
        serialize_map(Option<usize>),
        serialize_struct(&'static str, usize),
        serialize_struct_variant(&'static str, u32, &'static str, usize),
    );
}
