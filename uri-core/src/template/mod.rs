//! URI Templates (RFC 6570): text → checked template → expansion, and back.
//!
//! A second grammar beside RFC 3986's, with its own stages: [`parse`] checks the
//! text (one `const fn`, shared with the `uri_template!` macro), asking
//! [`operator`] which character after `{` is which operator; [`error`] says
//! why a text is not a template (and [`report`] keeps the text with the
//! error); [`value`] reads the checked text as expressions and variables (in
//! `const` code too); [`owned`] holds a template in a `String`; [`vars`] is
//! how values reach the expansion; [`expand`] writes the expansion, each value
//! through [`expand_encoder`]; and `compiled.rs` writes it for a `uri!` call
//! with arguments (which took the template apart at compile time). With the
//! `serde` feature, `serde.rs` serializes templates and takes any serializable
//! value as variables.
//!
//! Matching goes the other way. [`matching`] states its rules and holds
//! [`Matcher`](matching::Matcher); [`ambiguity`] names the rule a refused
//! template breaks; [`plan`] applies the rules and cuts a template into
//! sections, which [`read`] matches against a text, with [`pairs`] for a query
//! matched as a set of pairs; [`match_error`] says where and why a text does
//! not match. [`captures`] holds what was read, [`capture_error`] why a value
//! is not the type asked for, and, with `serde`, `captures_de.rs` deserializes
//! the captures into a struct. [`set`] matches many templates at once, by the
//! segment tree of `set_tree.rs` (walked by `set_walk.rs`),
//! reading the commonest routes straight from the walk (`set_path.rs`).

#[cfg(feature = "matching")]
pub(crate) mod ambiguity;
#[cfg(feature = "matching")]
pub(crate) mod capture_error;
#[cfg(feature = "matching")]
pub(crate) mod captures;
#[cfg(all(feature = "serde", feature = "matching"))]
pub(crate) mod captures_de;
#[cfg(feature = "alloc")]
pub(crate) mod compiled;
pub(crate) mod error;
pub(crate) mod expand;
pub(crate) mod expand_encoder;
#[cfg(feature = "matching")]
pub(crate) mod match_error;
#[cfg(feature = "matching")]
pub(crate) mod matching;
pub(crate) mod operator;
#[cfg(feature = "alloc")]
pub(crate) mod owned;
#[cfg(feature = "matching")]
pub(crate) mod pairs;
pub(crate) mod parse;
#[cfg(feature = "matching")]
pub(crate) mod plan;
#[cfg(feature = "matching")]
pub(crate) mod read;
#[cfg(feature = "alloc")]
pub(crate) mod report;
#[cfg(feature = "serde")]
pub(crate) mod serde;
#[cfg(feature = "matching")]
pub(crate) mod set;
#[cfg(feature = "matching")]
pub(crate) mod set_path;
#[cfg(feature = "matching")]
pub(crate) mod set_tree;
#[cfg(feature = "matching")]
pub(crate) mod set_walk;
pub(crate) mod value;
pub(crate) mod vars;
