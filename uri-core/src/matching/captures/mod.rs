//! What matching read: `capture.rs` holds the captures, `error.rs` why one is
//! not the type asked for, and (with `serde`) `deserialize.rs` reads the
//! captures into a struct.

pub(crate) mod capture;
#[cfg(feature = "serde")]
pub(crate) mod deserialize;
pub(crate) mod error;
