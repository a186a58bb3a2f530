//! URI Templates (RFC 6570): text → checked template → expansion, and back.
//!
//! A second grammar beside RFC 3986's, with its own stages: [`parse`] checks the
//! text (one `const fn`, shared with the `uri_template!` macro), [`error`] says
//! why a text is not a template (and [`report`] keeps the text with the error),
//! [`value`] reads the checked text as
//! expressions and variables (in `const` code too), [`owned`] holds a template
//! in a `String`, [`vars`] is how values reach the expansion, [`expand`] writes
//! the expansion, `compiled.rs` writes it for a `uri!` call with arguments
//! (which took the template apart at compile time), and [`matching`] reads
//! values back out of a URI, saying where and why a text does not match in
//! [`match_error`]. With the `serde` feature, `serde.rs` serializes
//! templates and takes any serializable value as variables.

#[cfg(feature = "alloc")]
pub(crate) mod compiled;
pub(crate) mod error;
pub(crate) mod expand;
#[cfg(feature = "alloc")]
pub(crate) mod match_error;
#[cfg(feature = "alloc")]
pub(crate) mod matching;
#[cfg(feature = "alloc")]
pub(crate) mod owned;
pub(crate) mod parse;
#[cfg(feature = "alloc")]
pub(crate) mod report;
#[cfg(feature = "serde")]
pub(crate) mod serde;
pub(crate) mod value;
pub(crate) mod vars;
