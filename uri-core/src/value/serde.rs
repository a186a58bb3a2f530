//! `serde` support: URIs serialize as strings and are validated when deserialized.

use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde::ser::{Serialize, Serializer};

use crate::value::iri::Iri;
use crate::value::iri_ref::IriRef;
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

/// Serializes a value as its text.
macro_rules! serialize_as_str {
    ($($ty:ty),*) => {$(
        #[cfg(feature = "serde")]
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }
    )*};
}

pub(crate) use serialize_as_str;

serialize_as_str!(Uri<'_>, UriRef<'_>, Iri<'_>, IriRef<'_>);
#[cfg(feature = "alloc")]
serialize_as_str!(
    crate::value::owned::UriBuf,
    crate::value::owned::UriRefBuf,
    crate::value::owned::IriBuf,
    crate::value::owned::IriRefBuf
);

/// A visitor that parses the string it is given with `parse`.
/// Parses the string a deserializer hands over; `template/serde.rs` uses it too.
pub(crate) struct ParsingVisitor<T> {
    pub(crate) expecting: &'static str,
    marker: PhantomData<T>,
}

impl<T> ParsingVisitor<T> {
    pub(crate) const fn new(expecting: &'static str) -> Self {
        Self {
            expecting,
            marker: PhantomData,
        }
    }
}

/// The error for bytes where a string was expected. serde's default would list
/// the bytes, which hold the password when they are a URI's.
pub(crate) fn not_a_string<E: de::Error>() -> E {
    E::invalid_type(de::Unexpected::Other("a byte string"), &"a string")
}

/// Deserializes a borrowed type from a string the deserializer lends for `'de`.
macro_rules! deserialize_borrowed {
    ($ty:ident, $expecting:literal) => {
        impl<'de> Visitor<'de> for ParsingVisitor<$ty<'de>> {
            type Value = $ty<'de>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.expecting)
            }

            fn visit_borrowed_str<E: de::Error>(self, text: &'de str) -> Result<Self::Value, E> {
                $ty::parse(text).map_err(E::custom)
            }

            // serde's default would report `invalid type: string "…"`, repeating
            // the whole value, password included, when the text is valid and only
            // its delivery (a copy, because the input had escapes) is the problem.
            fn visit_str<E: de::Error>(self, _: &str) -> Result<Self::Value, E> {
                Err(E::custom(concat!(
                    "the string is valid text but was not lent by the input (the \
                     deserializer had to copy it, as JSON does for a string with \
                     escapes such as `\\/`): a borrowed `",
                    stringify!($ty),
                    "` needs a string without escapes; deserialize into `",
                    stringify!($ty),
                    "Buf` to accept any string"
                )))
            }

            fn visit_bytes<E: de::Error>(self, _: &[u8]) -> Result<Self::Value, E> {
                Err(not_a_string())
            }
        }

        /// Borrows from the input, so it needs a deserializer that can lend a
        /// `&'de str` (such as `serde_json::from_str` on text without escapes);
        /// use the owned type otherwise.
        #[cfg(feature = "serde")]
        impl<'de: 'a, 'a> Deserialize<'de> for $ty<'a> {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                deserializer.deserialize_str(ParsingVisitor::<$ty<'de>>::new($expecting))
            }
        }
    };
}

pub(crate) use deserialize_borrowed;

deserialize_borrowed!(Uri, "a borrowed string holding an RFC 3986 URI");
deserialize_borrowed!(
    UriRef,
    "a borrowed string holding an RFC 3986 URI reference"
);
deserialize_borrowed!(Iri, "a borrowed string holding an RFC 3987 IRI");
deserialize_borrowed!(
    IriRef,
    "a borrowed string holding an RFC 3987 IRI reference"
);

/// Deserializes an owned type from any string, keeping a given `String`'s buffer.
#[cfg(feature = "alloc")]
macro_rules! deserialize_owned {
    ($ty:ty, $expecting:literal) => {
        impl<'de> Visitor<'de> for ParsingVisitor<$ty> {
            type Value = $ty;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.expecting)
            }

            fn visit_str<E: de::Error>(self, text: &str) -> Result<Self::Value, E> {
                <$ty>::parse(text).map_err(E::custom)
            }

            fn visit_string<E: de::Error>(
                self,
                text: alloc::string::String,
            ) -> Result<Self::Value, E> {
                <$ty>::try_from(text).map_err(E::custom)
            }

            fn visit_bytes<E: de::Error>(self, _: &[u8]) -> Result<Self::Value, E> {
                Err(not_a_string())
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                deserializer.deserialize_string(ParsingVisitor::<$ty>::new($expecting))
            }
        }
    };
}

#[cfg(feature = "alloc")]
pub(crate) use deserialize_owned;

#[cfg(feature = "alloc")]
deserialize_owned!(
    crate::value::owned::UriBuf,
    "a string holding an RFC 3986 URI"
);
#[cfg(feature = "alloc")]
deserialize_owned!(
    crate::value::owned::UriRefBuf,
    "a string holding an RFC 3986 URI reference"
);
#[cfg(feature = "alloc")]
deserialize_owned!(
    crate::value::owned::IriBuf,
    "a string holding an RFC 3987 IRI"
);
#[cfg(feature = "alloc")]
deserialize_owned!(
    crate::value::owned::IriRefBuf,
    "a string holding an RFC 3987 IRI reference"
);
