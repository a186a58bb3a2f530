//! A plain literal, `uri!("https://example.com/")`: [`check`](mod@check) reads
//! it with `uri-core`'s parser, and [`write`](mod@write) writes the
//! const-constructed value, or the stand-in that follows an error.

pub(crate) mod check;
pub(crate) mod write;

use proc_macro2::{Literal, TokenStream};

use crate::kind::Kind;
use crate::literal::check::check;
use crate::literal::write::{stand_in, template, value};

/// Expands a call of `kind` on `literal` alone.
pub(crate) fn expand(private: &TokenStream, kind: Kind, literal: &Literal) -> TokenStream {
    let span = literal.span();
    match check(&literal.to_string(), kind, span) {
        Ok(_) if kind == Kind::Template => template(private, literal),
        Ok(offsets) => value(private, kind, literal, offsets),
        Err(diagnostic) => {
            let stand_in = stand_in(private, kind, span);
            diagnostic.into_compile_error(Some(private), Some(literal), Some(stand_in))
        }
    }
}
