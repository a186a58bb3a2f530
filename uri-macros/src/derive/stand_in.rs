//! What a route type has when its derive failed: the same items, with
//! bodies that never run (the crate does not compile), so that the one
//! error is the derive's, and no use of the type (`from_uri`, `to_uri`,
//! `to_string`, `parse`, `Typed<R>`, `link!`, an enum that nests it) adds
//! another.
//!
//! With the `utoipa` feature, the stand-ins include the OpenAPI
//! description, so that a document built from the type adds no error.
//!
//! `to_uri`'s type is what the derive would have given where it can tell
//! (a `Result` unless every field is a number or `bool`, a `UriBuf` for a
//! template with a scheme); the rest have one signature whatever the
//! templates.

use proc_macro2::TokenStream;
use quote::quote;

use crate::derive::item::{Body, Field, Item, VariantFields};
use crate::derive::shadow::shadowed;
use crate::derive::shape::{Shape, never_dot_segment};
use crate::kind::Kind;
use crate::link::data::Routes;
use crate::link::define::{self, Definition};
use crate::request::str_literal::StrLiteral;

/// The stand-in items of `item`, whose derive failed; `seed` makes its
/// hidden macro's name unique.
pub(crate) fn items(private: &TokenStream, item: &Item, seed: &str) -> TokenStream {
    let name = &item.name;
    let output = output(private, item);
    let link = define::write(
        private,
        Definition {
            name: name.clone(),
            hidden: define::hidden_name(name, seed),
            routes: Routes::Unchecked,
            pending: Vec::new(),
            borrows: item.lifetime.is_some(),
        },
    );
    let methods = quote! {
        #[doc(hidden)]
        pub fn to_uri(&self) -> #output {
            loop {}
        }

        #[doc(hidden)]
        pub fn to_url<'b>(
            &self,
            base: impl #private::IntoUri<'b>,
        ) -> <#output as #private::UnderBase>::Output {
            let _ = base;
            loop {}
        }

        #[doc(hidden)]
        pub fn to_string(&self) -> #private::String {
            loop {}
        }
    };
    let described = described(private, item);
    let items = reading(private, item, item.lifetime.as_ref(), &methods, &link);
    quote!(#items #described)
}

/// The OpenAPI description (feature `utoipa`): a struct's `IntoParams`
/// too.
#[cfg(feature = "utoipa")]
fn described(private: &TokenStream, item: &Item) -> TokenStream {
    let name = &item.name;
    let generics = item.lifetime.as_ref().map(|lifetime| quote!(<#lifetime>));
    let into_params = matches!(item.body, Body::Struct(_)).then(|| {
        quote! {
            #[automatically_derived]
            impl #generics #private::IntoParams for #name #generics {
                fn into_params(
                    _: impl Fn() -> #private::Option<#private::ParameterIn>,
                ) -> #private::Vec<#private::Parameter> {
                    loop {}
                }
            }
        }
    });
    quote! {
        #[automatically_derived]
        #[allow(unreachable_code, clippy::all)]
        impl #generics #private::OpenApiRoute for #name #generics {
            fn openapi_paths() -> #private::Vec<#private::OpenApiPath> {
                loop {}
            }
        }

        #into_params
    }
}

/// Without the `utoipa` feature, none.
#[cfg(not(feature = "utoipa"))]
fn described(_: &TokenStream, _: &Item) -> TokenStream {
    TokenStream::new()
}

/// The stand-ins of the item's reading: `from_uri` and `TryFrom<&str>`;
/// for a type that owns its values (no `lifetime`), `Route`, `FromStr`
/// and `Nested` too, which a type that borrows from the request has not.
fn reading(
    private: &TokenStream,
    item: &Item,
    lifetime: Option<&TokenStream>,
    methods: &TokenStream,
    link: &TokenStream,
) -> TokenStream {
    let name = &item.name;
    let generics = lifetime.map(|lifetime| quote!(<#lifetime>));
    let text_lifetime = lifetime.map_or_else(|| quote!('__uri), Clone::clone);
    let try_from_generics = lifetime.map_or_else(|| quote!(<'__uri>), |_| quote!(#generics));
    let owned_only = lifetime.is_none().then(|| {
        quote! {
            #[automatically_derived]
            #[diagnostic::do_not_recommend]
            impl #private::Route for #name {
                fn templates() -> #private::Vec<#private::String> {
                    loop {}
                }

                fn from_captures(
                    index: usize,
                    captures: &#private::Captures<'_, '_>,
                ) -> #private::Result<Self, #private::RouteError> {
                    let _ = (index, captures);
                    loop {}
                }
            }

            #[automatically_derived]
            #[diagnostic::do_not_recommend]
            impl #private::Nested for #name {
                fn nested_uri(&self) -> #private::Result<#private::UriRefBuf, #private::ExpandError> {
                    loop {}
                }
            }

            #[automatically_derived]
            impl #private::FromStr for #name {
                type Err = #private::RouteError;

                fn from_str(text: &str) -> #private::Result<Self, #private::RouteError> {
                    let _ = text;
                    loop {}
                }
            }
        }
    });
    quote! {
        #[automatically_derived]
        #[allow(dead_code, unreachable_code, clippy::all)]
        impl #generics #name #generics {
            #methods

            #[doc(hidden)]
            pub fn from_uri(text: &#lifetime str) -> #private::Result<Self, #private::RouteError> {
                let _ = text;
                loop {}
            }
        }

        #owned_only

        #[automatically_derived]
        impl #try_from_generics #private::TryFrom<&#text_lifetime str> for #name #generics {
            type Error = #private::RouteError;

            fn try_from(text: &#text_lifetime str) -> #private::Result<Self, #private::RouteError> {
                let _ = text;
                loop {}
            }
        }

        #link
    }
}

/// The type `to_uri` would have returned, as far as the item tells it: a
/// `UriBuf` for a template with a scheme, a `UriRefBuf` otherwise; plain
/// where every field is a number or `bool` (and no route is nested, and no
/// variant's link is another's, [`shadowed`]), else a `Result`.
fn output(private: &TokenStream, item: &Item) -> TokenStream {
    let fallible = quote!(#private::Result<#private::UriRefBuf, #private::ExpandError>);
    let (variants, fields): (Vec<(String, Vec<&Field>)>, Vec<&Field>) = match &item.body {
        Body::Struct(fields) => (
            item.route
                .iter()
                .filter_map(template_text)
                .map(|text| (text, Vec::new()))
                .collect(),
            fields.iter().collect(),
        ),
        Body::Enum(variants) => {
            let mut all = Vec::new();
            let mut texts = Vec::new();
            for variant in variants {
                match &variant.fields {
                    VariantFields::Named(named) => {
                        all.extend(named);
                        let text = variant.route.as_ref().and_then(template_text);
                        texts.extend(text.map(|text| (text, named.iter().collect())));
                    }
                    VariantFields::Nested(_) => return fallible,
                }
            }
            (texts, all)
        }
    };
    let owned = if variants.first().map(|(text, _)| Kind::of_template(text)) == Some(Kind::Uri) {
        quote!(#private::UriBuf)
    } else {
        quote!(#private::UriRefBuf)
    };
    let by_text: Vec<(&str, Vec<&Field>)> = variants
        .iter()
        .map(|(text, fields)| (text.as_str(), fields.clone()))
        .collect();
    let plain = fields
        .iter()
        .all(|field| field.skip || Shape::of(&field.ty).member().is_some_and(never_dot_segment))
        && !shadowed(&by_text);
    if plain {
        owned
    } else {
        quote!(#private::Result<#owned, #private::ExpandError>)
    }
}

/// The value of a `#[route("…")]` literal, where it is a string.
fn template_text(literal: &proc_macro2::Literal) -> Option<String> {
    StrLiteral::parse(&literal.to_string())
        .ok()
        .map(|literal| literal.value)
}
