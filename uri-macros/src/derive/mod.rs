//! `#[derive(Route)]`, the third kind of input: an item instead of a
//! literal. A struct is one template read into its fields and written from
//! them; an enum is a table, one template (or one nested route type) per
//! variant.
//!
//! [`item`] reads the struct or enum from its tokens; [`shape`] tells from a
//! field's type how it holds its variable; [`places`] where each variable is
//! written, and what `to_uri` checks of a value written there;
//! [`check`](mod@check) checks each template against its fields and makes
//! the `uri!` call that writes it, checked as `uri!` checks one;
//! [`refusals`] writes `to_uri`'s checks; [`write`](mod@write) writes the impls (of a
//! type with a lifetime, whose fields borrow from the request,
//! [`borrowed`](mod@borrowed)), and [`direct`](mod@direct) the direct
//! reading of whole-segment templates.

pub(crate) mod borrowed;
pub(crate) mod check;
pub(crate) mod direct;
pub(crate) mod item;
pub(crate) mod places;
pub(crate) mod refusals;
pub(crate) mod shape;
pub(crate) mod write;

use proc_macro2::TokenStream;
use quote::quote;

/// Expands `#[derive(Route)]` on `input`.
pub(crate) fn expand(input: TokenStream) -> TokenStream {
    // A derive has no `$crate`: the expansion names the facade by the name
    // users depend on it with.
    let private = quote!(::uri::__private);
    match item::read(input).and_then(|item| write::item(&private, &item)) {
        Ok(impls) => impls,
        Err(diagnostic) => {
            let error = diagnostic.into_compile_error(Some(&private), None, None);
            quote!(const _: () = #error;)
        }
    }
}
