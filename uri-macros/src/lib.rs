//! Implementation detail of the [`strict-uri`](https://docs.rs/strict-uri) crate: the procedural
//! macro behind `uri!` and `uri_ref!`. Depend on `strict-uri` (library `uri`) and call those instead; this
//! crate's interface may change in any release.
//!
//! The macro runs `uri-core`'s parser, the same `const fn` that parses at run time,
//! on the literal at compile time. A valid literal expands to a call of the hidden
//! `const fn` constructor with the offsets the parser found; an invalid one to a
//! single `compile_error!` that names the character, the component and what the
//! grammar expected, and points at the character: with a caret drawing on stable
//! Rust, and with a narrowed span on nightly, where `Literal::subspan` exists.
//!
//! - `input.rs`: the input tokens: the path to the facade's private module, the
//!   kind of literal, and the one string literal.
//! - `literal.rs`: the literal's value, and where in the source each of its bytes
//!   came from.
//! - `expand.rs`: checking the value with `uri-core`'s parser, and the
//!   const-constructed value it expands to.
//! - `args.rs`: the arguments after the literal (`name = value`, `name`).
//! - `plan.rs`: a template with arguments: where its expressions sit in the URI,
//!   whether every expansion is a URI, and the steps that write it.
//! - `expansion.rs`: checking a call with arguments, and the statements it
//!   expands to.
//! - `diagnostic.rs`: the compile errors, and the one place where they become
//!   `compile_error!`.

mod args;
mod diagnostic;
mod expand;
mod expansion;
mod input;
mod literal;
mod plan;

/// The hidden macro behind `uri!` and `uri_ref!`; its input is
/// `(path to uri::__private) uri|uri_ref|… <one string literal> [, arguments]`.
#[proc_macro]
#[doc(hidden)]
pub fn uri_literal(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    expand::expand(input.into()).into()
}
