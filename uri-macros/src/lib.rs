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
    let input = proc_macro2::TokenStream::from(input);
    let literal = find_literal(input.clone());
    // On nightly, proc-macro2 wraps `proc_macro::Literal::subspan` (its build
    // script detects the unstable API, so this crate needs none of its own: one
    // unit fewer before uri-core starts compiling). On stable `subspan` gives
    // `None`, and the error spans the whole literal with the caret drawing in
    // its message.
    let narrow = |range: expand::Range| literal.as_ref()?.subspan(range);
    expand::expand(input, &narrow).into()
}

/// The user's literal: the third token, inside any invisible groups.
fn find_literal(input: proc_macro2::TokenStream) -> Option<proc_macro2::Literal> {
    fn first_literal(token: proc_macro2::TokenTree) -> Option<proc_macro2::Literal> {
        match token {
            proc_macro2::TokenTree::Literal(literal) => Some(literal),
            proc_macro2::TokenTree::Group(group)
                if group.delimiter() == proc_macro2::Delimiter::None =>
            {
                group.stream().into_iter().next().and_then(first_literal)
            }
            _ => None,
        }
    }
    input.into_iter().nth(2).and_then(first_literal)
}
