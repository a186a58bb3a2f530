//! The byte-level rules every stage shares, each written once. Nothing here
//! knows a grammar, so the first stage (the error messages) and the last may
//! all use it.
//!
//! - `percent.rs`: `%XX` escapes, read and written.
//! - `word.rs`: word arithmetic on eight bytes at once.
//! - `offset.rs`: where a slice sits in the text it was cut from.
//! - `short_str.rs`: a short string kept without an allocation.
//! - `split_mix.rs`: the random generator of the crate's unit tests, and
//!   `every_text.rs` the texts its exhaustive ones read.

#[cfg(test)]
pub(crate) mod every_text;
pub(crate) mod offset;
pub(crate) mod percent;
#[cfg(feature = "matching")]
pub(crate) mod short_str;
#[cfg(test)]
pub(crate) mod split_mix;
pub(crate) mod word;
