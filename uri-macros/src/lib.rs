//! Implementation detail of the [`strict-uri`](https://docs.rs/strict-uri) crate: the procedural
//! macro behind its five literal macros, `uri!`, `uri_ref!`, `iri!`, `iri_ref!` and
//! `uri_template!`. Depend on `strict-uri` (library `uri`) and call those instead;
//! this crate's interface may change in any release.
//!
//! The macro runs `uri-core`'s parser, the same `const fn` that parses at run time,
//! on the literal at compile time. A valid literal expands to a call of the hidden
//! `const fn` constructor with the offsets the parser found; an invalid one to a
//! single `compile_error!` that names the character, the component and what the
//! grammar expected, and points at the character: with a caret drawing on stable
//! Rust, and with a narrowed span on nightly, where `Literal::subspan` exists.
//! With arguments after the literal (`uri!` and `uri_ref!`, `iri!` and
//! `iri_ref!`), the literal is an RFC 6570 template, and the expansion writes a
//! `UriBuf` (or the like) from the arguments' values.
//!
//! # How the modules are laid out
//!
//! This file holds only the entry points. Behind them, data flows one way, and
//! each row is one stage of it; a module imports only from its own folder and
//! the stages above it in this list, by path, never through the crate root, and
//! test modules keep the same rule (`tests/tests/layout.rs` checks this):
//!
//! | module | stage | holds |
//! |---|---|---|
//! | `kind.rs` | which macro was called | `Kind`, with every name that follows from it as a method: the wrapper's word, the macro, the type, the grammar |
//! | `diagnostic/` | what every stage reports | `Diagnostic`, every message the macro writes, and the one place an error becomes `compile_error!` |
//! | `request/` | tokens → request | the facade's path, the `Kind`, the literal and the arguments (`name = value`); the literal's value and where each of its bytes came from |
//! | `literal/` | a plain literal → a const-constructed value | the check with `uri-core`'s parser, the value's tokens, the stand-in after an error |
//! | `arguments/` | a literal with arguments → statements | where each expression sits and whether every expansion is a URI, the match of variables with arguments, the statements that write the expansion |
//! | `call.rs` | a call → its expansion | the route from a request to its kind's folder, and the one error of a request that could not be read |
//! | `link/` | a link and a route type's routes → a checked `uri!` call | `link!`: a route type's routes as tokens in its hidden macro, the route that reads a link and the field each value lands in, the arguments checked against those fields |
//! | `derive/` | an item → impls | `#[derive(Route)]`: the struct or enum read from its tokens, each field's shape, each template checked against its fields and written as a `uri!` call with them, the impls |
//!
//! `diagnostic/` comes before the stages that report, as `error/` does in
//! `uri-core`: a stage asks it for the message of what it found, so no stage
//! words an error of its own. `literal/` and `arguments/` are the folders of the
//! two kinds of input; `derive/`, the third, reads an item instead of a
//! literal and writes its `to_uri` through `arguments/`.

mod arguments;
mod call;
#[cfg(feature = "derive")]
mod derive;
mod diagnostic;
mod kind;
#[cfg(feature = "derive")]
mod link;
mod literal;
mod request;

/// The hidden macro behind `uri!`, `uri_ref!`, `iri!`, `iri_ref!` and
/// `uri_template!`, with or without arguments; its input is
/// `(path to uri::__private) uri|uri_ref|… <one string literal> [, arguments]`.
#[proc_macro]
#[doc(hidden)]
pub fn uri_literal(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    call::expand(input.into()).into()
}

/// `#[derive(Route)]`: a struct or enum whose values are the requests of URI
/// Templates, read with `from_uri` and written with `to_uri`. Documented on
/// the facade's `Route`.
#[cfg(feature = "derive")]
#[proc_macro_derive(Route, attributes(route))]
pub fn derive_route(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    derive::expand(input.into()).into()
}

/// The hidden macro behind `link!`: calls the route type's hidden macro,
/// by the type's path, with the literal and the arguments; its input is
/// `(path to uri::__private) (type) <literal> [, arguments]`.
#[cfg(feature = "derive")]
#[proc_macro]
#[doc(hidden)]
pub fn link_route(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    link::route(input.into()).into()
}

/// What a route type's hidden macro calls for `link!`: the link checked
/// against the type's routes, written as `uri!` writes it.
#[cfg(feature = "derive")]
#[proc_macro]
#[doc(hidden)]
pub fn link_check(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    link::check(input.into()).into()
}

/// What a nested route type's hidden macro calls for the enum that nests
/// it: its routes join the enum's, under the variant's prefix.
#[cfg(feature = "derive")]
#[proc_macro]
#[doc(hidden)]
pub fn route_data(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    link::resume(input.into()).into()
}
