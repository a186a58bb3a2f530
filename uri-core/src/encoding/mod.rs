//! Percent-encoding (RFC 3986 §2.1-§2.4): minimal, component-aware encoding,
//! decoding with positioned errors, and query parameters.

mod decode;
mod encode;
mod place;
mod query;

pub use decode::{DecodeError, DecodeErrorKind, decoded_len};
#[cfg(feature = "alloc")]
pub use decode::{decode, decode_form, decode_utf8};
pub use encode::{Encoded, encoded, encoded_bytes, encoded_preserving};
#[cfg(feature = "alloc")]
pub use encode::{encode, encode_bytes, encode_preserving};
pub use place::Place;
#[cfg(feature = "alloc")]
pub use query::QuerySerializer;
pub use query::{QueryOptions, QueryPair, QueryPairs, QueryPart};
