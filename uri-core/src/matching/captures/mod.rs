//! What matching read: the captures, why one is not the type asked for, and
//! (with `serde`) the captures deserialized into a struct.

pub(crate) mod capture;
#[cfg(feature = "serde")]
pub(crate) mod deserialize;
pub(crate) mod error;
