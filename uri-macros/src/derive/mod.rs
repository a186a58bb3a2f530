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
//! [`refusals`] writes `to_uri`'s checks, [`shadow`] tells whether an
//! enum's links need them for their variant; [`write`](mod@write) writes the impls (of a
//! type with a lifetime, whose fields borrow from the request,
//! [`borrowed`](mod@borrowed)), and [`direct`](mod@direct) the direct
//! reading of whole-segment templates; [`links`](mod@links) what `link!`
//! reads of the type; [`stand_in`](mod@stand_in) the items of a type
//! whose derive failed, which keep its uses quiet. With the `utoipa`
//! feature, `openapi.rs` reads each template as OpenAPI would have it, and
//! `described.rs` writes the type's OpenAPI description.

pub(crate) mod borrowed;
pub(crate) mod check;
#[cfg(feature = "utoipa")]
pub(crate) mod described;
pub(crate) mod direct;
pub(crate) mod item;
pub(crate) mod links;
#[cfg(feature = "utoipa")]
pub(crate) mod openapi;
pub(crate) mod places;
pub(crate) mod refusals;
pub(crate) mod shadow;
pub(crate) mod shape;
pub(crate) mod stand_in;
pub(crate) mod write;

use proc_macro2::TokenStream;
use quote::quote;

/// Expands `#[derive(Route)]` on `input`.
pub(crate) fn expand(input: TokenStream) -> TokenStream {
    // A derive has no `$crate`: the expansion names the facade by the name
    // users depend on it with.
    let private = quote!(::uri::__private);
    // The item's tokens and place, which no other item of the crate shares:
    // the seed of its hidden macro's name.
    let seed = format!("{input} {:?}", proc_macro2::Span::call_site());
    let item = match item::read(input) {
        Ok(item) => item,
        Err(diagnostic) => {
            let error = diagnostic.into_compile_error(Some(&private), None, None);
            return quote!(const _: () = #error;);
        }
    };
    match write::item(&private, &item, &seed) {
        Ok(impls) => impls,
        Err(diagnostic) => {
            // The one error, and the items the type would have had, so that
            // its uses add none.
            let error = diagnostic.into_compile_error(Some(&private), None, None);
            let stand_in = stand_in::items(&private, &item, &seed);
            quote!(const _: () = #error; #stand_in)
        }
    }
}
