//! A literal with arguments, `uri!("…/{id}{?page}", id = 7, page)`: the literal
//! is an RFC 6570 template whose variables the arguments give values to.
//!
//! [`placement`] finds where each expression sits in the URI and whether every
//! expansion is of the macro's grammar (a value) or must be checked at run time
//! (a `Result`); [`check`](mod@check) checks the template, places it and
//! matches its variables with the arguments; [`write`](mod@write) writes the
//! statements that evaluate the arguments and the expansion.

pub(crate) mod check;
pub(crate) mod placement;
pub(crate) mod write;

use proc_macro2::{Literal, TokenStream};

use crate::arguments::check::check;
use crate::arguments::write::{stand_in, statements};
use crate::kind::Kind;
use crate::request::argument::Argument;

/// Expands a call of `kind` on `literal` with `arguments`.
pub(crate) fn expand(
    private: &TokenStream,
    kind: Kind,
    literal: &Literal,
    arguments: &[Argument],
) -> TokenStream {
    match check(kind, literal, arguments) {
        Ok(placement) => statements(private, kind, &placement, arguments),
        Err((diagnostic, proven)) => {
            let stand_in = stand_in(private, kind, arguments, proven);
            diagnostic.into_compile_error(Some(private), Some(literal), Some(stand_in))
        }
    }
}
