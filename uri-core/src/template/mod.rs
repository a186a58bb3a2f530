//! URI Templates (RFC 6570): text → checked template → expansion, and back.
//!
//! A second grammar beside RFC 3986's, with its own stages: [`parse`] checks the
//! text (one `const fn`, shared with the `uri_template!` macro), asking
//! [`operator`] which character after `{` is which operator; [`error`] says
//! why a text is not a template; [`uri_template`] reads the checked text as expressions and variables (in
//! `const` code too); [`owned`] holds a template in a `String`; [`variables`] is
//! how values reach the expansion, [`uri_values`] the crate's own types as
//! values, and [`markers`] what a value's type tells `uri!` at compile time;
//! [`expand`] writes the expansion, each value through [`expand_encoder`],
//! with [`dot_guard`] watching for a value that would be a `.` or `..`
//! segment; and `compiled.rs` writes it for a `uri!` call with arguments
//! (which took the template apart at compile time). With the
//! `serde` feature, `serde.rs` serializes templates and takes any serializable
//! value as variables.
//!
//! Matching, the other way, is the next stage: `matching/`.

// Rustdoc lists a type's methods impl by impl, in the order of the modules
// that hold them: `UriTemplate`'s own module comes first, so that `parse`
// heads its page, before expansion and the owned form.
pub(crate) mod uri_template;

#[cfg(feature = "alloc")]
pub(crate) mod compiled;
pub(crate) mod dot_guard;
pub(crate) mod error;
pub(crate) mod expand;
pub(crate) mod expand_encoder;
pub(crate) mod markers;
pub(crate) mod operator;
#[cfg(feature = "alloc")]
pub(crate) mod owned;
pub(crate) mod parse;
#[cfg(feature = "serde")]
pub(crate) mod serde;
pub(crate) mod uri_values;
pub(crate) mod variables;
