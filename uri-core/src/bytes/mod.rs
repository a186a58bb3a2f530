//! The byte-level rules every stage shares, each written once: percent
//! escapes read and written, word arithmetic on eight bytes at once, and where
//! a slice sits in the text it was cut from. Nothing here knows a grammar, so
//! the first stage (the error messages) and the last may all use it.

pub(crate) mod offset;
pub(crate) mod percent;
#[cfg(test)]
pub(crate) mod split_mix;
pub(crate) mod word;
