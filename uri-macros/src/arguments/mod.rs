//! A literal with arguments, `uri!("…/{id}{?page}", id = 7, page)`: the literal
//! is an RFC 6570 template whose variables the arguments give values to, or,
//! for a variable without one, the Rust variable of its name in scope, as
//! `format!` takes it (`uri!("…/{id}")` alone takes `id`).
//!
//! [`placement`] finds where each expression sits in the URI and whether every
//! expansion is of the macro's grammar (a value) or must be checked at run time
//! (a `Result`), and which values alone could make a dot segment;
//! [`check`](mod@check) checks the template, places it and matches its
//! variables with the arguments, taking the missing ones from scope;
//! [`write`](mod@write) writes the statements that evaluate the arguments and
//! the expansion. `exhaustive.rs` tests the placement on every small template.

pub(crate) mod check;
#[cfg(test)]
mod exhaustive;
pub(crate) mod placement;
pub(crate) mod write;

use proc_macro2::{Literal, TokenStream};

use crate::arguments::check::{Checked, Refused, check};
use crate::arguments::write::{stand_in, statements};
use crate::kind::Kind;
use crate::request::argument::Argument;

/// Expands a call of `kind` on `literal` with `arguments` (none: every variable
/// is taken from scope).
pub(crate) fn expand(
    private: &TokenStream,
    kind: Kind,
    literal: &Literal,
    arguments: Vec<Argument>,
) -> TokenStream {
    match check(kind, literal, arguments) {
        Ok(Checked {
            placement,
            arguments,
        }) => statements(private, kind, &placement, &arguments),
        Err(refused) => {
            let Refused {
                diagnostic,
                placement,
                arguments,
            } = *refused;
            let stand_in = stand_in(private, kind, placement.as_ref(), &arguments);
            diagnostic.into_compile_error(Some(private), Some(literal), Some(stand_in))
        }
    }
}
