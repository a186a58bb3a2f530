//! The impls of a route type with a lifetime (`struct Issues<'a>`), whose
//! `Cow<'a, str>` fields borrow each value that holds nothing to decode
//! from the request text: `to_uri`, an inherent `from_uri(&'a str)` on the
//! table [`write`](mod@crate::derive::write) wrote (no such type nests
//! another, so the macro knows every template), `TryFrom<&'a str>` and
//! `Display`. Not `Route` nor `FromStr`, whose values outlive the text they
//! read: nor, through them, axum's extractor or nesting in an enum.

use proc_macro2::TokenStream;
use quote::quote;

use crate::derive::item::Item;
use crate::derive::shape;

/// What the impls of a route type with a lifetime are made of: those of
/// one that owns its values, less what only that one has.
pub(crate) struct Borrowed {
    /// The `to_uri` method.
    pub(crate) to_uri: TokenStream,
    /// The body of the function that reads a template's captures.
    pub(crate) reads: TokenStream,
    /// The `static TABLE` of the type's templates.
    pub(crate) table: TokenStream,
    /// The direct reading of a request, where every template has one.
    pub(crate) direct: Option<TokenStream>,
    /// The `TryFrom<&'a str>` impl.
    pub(crate) try_from: TokenStream,
    /// The `Display` impl, where `to_uri` cannot fail (else the inherent
    /// `to_string` that says to call `to_uri`).
    pub(crate) display: TokenStream,
}

/// The impls of `item`, whose lifetime is `lifetime`.
pub(crate) fn impls(
    private: &TokenStream,
    item: &Item,
    lifetime: &TokenStream,
    pieces: Borrowed,
) -> TokenStream {
    let Borrowed {
        to_uri,
        reads,
        table,
        direct,
        try_from,
        display,
    } = pieces;
    let name = &item.name;
    let field_type_fn = shape::field_type_fn(private);
    quote! {
        #[automatically_derived]
        impl<#lifetime> #name<#lifetime> {
            #to_uri

            #field_type_fn

            /// Reads a request target (the path and query a server receives)
            /// into the route's fields, borrowing from `text` each value that
            /// holds nothing to decode.
            pub fn from_uri(text: &#lifetime str) -> #private::Result<Self, #private::RouteError> {
                #table
                #direct
                TABLE.read(text, Self::__uri_from_captures)
            }

            #[doc(hidden)]
            fn __uri_from_captures(
                index: usize,
                captures: &#private::Captures<'_, #lifetime>,
            ) -> #private::Result<Self, #private::RouteError> {
                #reads
            }
        }

        #try_from

        #display
    }
}
