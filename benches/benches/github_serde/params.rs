//! matchit's parameters read into a `serde::Deserialize` struct the way axum's
//! `Path` extractor reads them: each value percent-decoded, then handed to
//! the field's type (a number parsed from its text). The `matchit+serde`
//! contender's half of the work that `#[derive(Route)]` does in one.

use std::borrow::Cow;
use std::fmt;

use serde::de::value::{Error, MapDeserializer};
use serde::de::{self, Deserializer, IntoDeserializer, Visitor};

/// The parameters of a match as the deserializer of a struct (a map of
/// names to values).
pub(crate) fn deserialize<'de, T: serde::Deserialize<'de>>(
    params: &'de matchit::Params<'de, 'de>,
) -> Result<T, Error> {
    T::deserialize(MapDeserializer::new(
        params.iter().map(|(name, value)| (name, Value(value))),
    ))
}

/// One parameter's value, still encoded.
struct Value<'de>(&'de str);

impl<'de> IntoDeserializer<'de, Error> for Value<'de> {
    type Deserializer = Self;

    fn into_deserializer(self) -> Self {
        self
    }
}

impl Value<'_> {
    fn decoded(&self) -> Result<Cow<'_, str>, Error> {
        percent_encoding::percent_decode_str(self.0)
            .decode_utf8()
            .map_err(de::Error::custom)
    }

    fn parse<T: std::str::FromStr>(&self) -> Result<T, Error>
    where
        T::Err: fmt::Display,
    {
        self.decoded()?.parse().map_err(de::Error::custom)
    }
}

impl<'de> Deserializer<'de> for Value<'de> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.decoded()? {
            Cow::Borrowed(text) => visitor.visit_str(text),
            Cow::Owned(text) => visitor.visit_string(text),
        }
    }

    fn deserialize_u64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_u64(self.parse()?)
    }

    fn deserialize_u32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_u32(self.parse()?)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
}
