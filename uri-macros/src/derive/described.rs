//! Checked routes → the OpenAPI description (feature `utoipa`):
//! `OpenApiRoute` (and a struct's `utoipa::IntoParams`) where OpenAPI can
//! express every template ([`openapi`](mod@crate::derive::openapi) reads
//! them), and where it cannot, the same impls under a bound that never
//! holds, whose trait names the form: asking for the description is then
//! the one error, where it is asked for.
//!
//! The bound is on a trait and a type the expansion defines in a
//! `const _` block, spanned at the template: `for<'__uri> PathList:
//! OpenApiForm`. Its self type is not the route type's, so the compiler
//! reports that trait's `on_unimplemented` (the form, the nearest form
//! OpenAPI has) rather than `OpenApiRoute`'s; the `for<'__uri>` keeps a
//! bound that never holds from being an error of the impl itself. An enum
//! asks each nested route type for its description under the same kind of
//! bound, so a nested type OpenAPI cannot describe is reported, with its
//! own form, where the enum's description is asked for.
//!
//! Each parameter is one call of `openapi_parameter`, with the schema of
//! its field's type chosen by autoref (`uri-core`'s `support.rs` says how);
//! a field that borrows from the request (`Cow<'a, str>`) is a string.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{quote, quote_spanned};
use uri_core::UriTemplate;

use crate::derive::check::Route;
use crate::derive::item::{Body, Item};
use crate::derive::openapi::{Described, Style, Unexpressed, describe};
use crate::derive::shape::{Shape, borrows};
use crate::diagnostic::openapi::unexpressed;
use crate::kind::Kind;
use crate::literal::check::string;

/// A route of the item, with the literal it was read from.
pub(crate) struct Templated<'r, 'i> {
    pub(crate) literal: &'r Literal,
    pub(crate) route: &'r Route<'i>,
}

/// One entry of the description, in the order of the type's templates.
pub(crate) enum Entry<'r, 'i> {
    Route(Templated<'r, 'i>),
    /// A nested route type under its prefix.
    Nested {
        prefix: &'r str,
        ty: &'r TokenStream,
    },
}

/// The description impls of `item`, whose routes are `entries`.
pub(crate) fn write(private: &TokenStream, item: &Item, entries: &[Entry<'_, '_>]) -> TokenStream {
    let mut statements = Vec::new();
    let mut bounds = Vec::new();
    for entry in entries {
        match entry {
            Entry::Route(Templated { literal, route }) => {
                let template = UriTemplate::parse(&route.text);
                match template.map(describe) {
                    Ok(Ok(described)) => {
                        let path = path(private, route, &described);
                        statements.push(quote!(all.push(#path);));
                    }
                    Ok(Err(refused)) => return never(private, item, literal, &refused),
                    // The derive parsed it before: unreachable.
                    Err(_) => return TokenStream::new(),
                }
            }
            Entry::Nested { prefix, ty } => {
                let span = first_span(ty);
                let described = quote_spanned!(span=> <#ty as #private::OpenApiRoute>);
                statements.push(quote! {
                    #private::nest_openapi(&mut all, #prefix, #described::openapi_paths());
                });
                bounds.push(quote_spanned!(span=> for<'__uri> #ty: #private::OpenApiRoute,));
            }
        }
    }
    let name = &item.name;
    let generics = item.lifetime.as_ref().map(|lifetime| quote!(<#lifetime>));
    let into_params =
        matches!(item.body, Body::Struct(_)).then(|| into_params(private, item, None));
    let where_clause = (!bounds.is_empty()).then(|| quote!(where #(#bounds)*));
    // Nested types asked under bounds: the same, inherent, so that
    // `Api::openapi_paths()` is the bound's error, not a failed method call.
    let inherent = where_clause
        .as_ref()
        .map(|bounds| inherent(private, item, bounds));
    quote! {
        #[automatically_derived]
        impl #generics #private::OpenApiRoute for #name #generics #where_clause {
            #[allow(clippy::needless_borrow)]
            fn openapi_paths() -> #private::Vec<#private::OpenApiPath> {
                #[allow(unused_imports)]
                use #private::{KnownSchema as _, StringSchema as _};
                let mut all = #private::Vec::new();
                #(#statements)*
                all
            }
        }

        #into_params

        #inherent
    }
}

/// The trait's methods as inherent ones under `bounds`, which a call
/// (`Api::openapi_paths()`) then asks for where it is written: where they
/// do not hold, its error is the bound's, not a method call the compiler
/// could not resolve (whose message would list every bound).
fn inherent(private: &TokenStream, item: &Item, bounds: &TokenStream) -> TokenStream {
    let name = &item.name;
    let generics = item.lifetime.as_ref().map(|lifetime| quote!(<#lifetime>));
    let into_params = matches!(item.body, Body::Struct(_)).then(|| {
        quote! {
            #[doc(hidden)]
            pub fn into_params(
                parameter_in: impl Fn() -> #private::Option<#private::ParameterIn>,
            ) -> #private::Vec<#private::Parameter> #bounds {
                <Self as #private::IntoParams>::into_params(parameter_in)
            }
        }
    });
    quote! {
        #[automatically_derived]
        #[allow(private_bounds)]
        impl #generics #name #generics {
            #[doc(hidden)]
            pub fn openapi_paths() -> #private::Vec<#private::OpenApiPath> #bounds {
                <Self as #private::OpenApiRoute>::openapi_paths()
            }

            #[doc(hidden)]
            pub fn paths(
                method: #private::HttpMethod,
                operation: &#private::Operation,
            ) -> #private::Paths #bounds {
                <Self as #private::OpenApiRoute>::paths(method, operation)
            }

            #into_params
        }
    }
}

/// A struct's `utoipa::IntoParams`: the parameters of its one template,
/// each with its own place (the place utoipa offers is not asked), under
/// `where_clause`.
fn into_params(
    private: &TokenStream,
    item: &Item,
    where_clause: Option<&TokenStream>,
) -> TokenStream {
    let name = &item.name;
    let generics = item.lifetime.as_ref().map(|lifetime| quote!(<#lifetime>));
    let allow = where_clause.map(|_| quote!(#[allow(private_bounds)]));
    quote! {
        #[automatically_derived]
        #allow
        impl #generics #private::IntoParams for #name #generics #where_clause {
            fn into_params(
                _: impl Fn() -> #private::Option<#private::ParameterIn>,
            ) -> #private::Vec<#private::Parameter> {
                #private::openapi_parameters::<Self>()
            }
        }
    }
}

/// One template's description: its path and a parameter per variable.
fn path(private: &TokenStream, route: &Route<'_>, described: &Described) -> TokenStream {
    let parameters = described.parameters.iter().filter_map(|parameter| {
        let (_, shape) = route
            .fields
            .iter()
            .find(|(field, shape)| shape.is_some() && field.variable() == parameter.name)?;
        let shape = shape.as_ref()?;
        let member = shape.member()?;
        let list = matches!(shape, Shape::List(_));
        let borrowed = route
            .lifetime
            .as_ref()
            .is_some_and(|lifetime| borrows(member, lifetime));
        let schema = if borrowed {
            quote!(#private::openapi_string_schema())
        } else {
            quote!((&#private::SchemaOf::<#member>::NEW).openapi_schema())
        };
        let style = Ident::new(
            match parameter.style {
                Style::Simple => "Simple",
                Style::Label => "Label",
                Style::Matrix => "Matrix",
                Style::Form => "Form",
            },
            Span::call_site(),
        );
        let (name, explode) = (&parameter.name, parameter.explode);
        Some(quote! {
            #private::openapi_parameter(#name, #private::Style::#style, #explode, #list, #schema)
        })
    });
    let text = &described.path;
    quote!(#private::openapi_path(#text, #private::Vec::from([#(#parameters),*])))
}

/// The impls of a type whose template at `literal` OpenAPI cannot express
/// (`refused`), under a bound that never holds and names the form.
fn never(
    private: &TokenStream,
    item: &Item,
    literal: &Literal,
    refused: &Unexpressed,
) -> TokenStream {
    let source = literal.to_string();
    let Ok(value) = string(&source, Kind::UriRef, literal.span()) else {
        return TokenStream::new();
    };
    let at = value.in_literal(literal.span(), &source, refused.range.clone());
    let text = &value.value[refused.range.clone()];
    let names: Vec<&str> = refused.names.iter().map(String::as_str).collect();
    let diagnostic = unexpressed(at, &item.name.to_string(), refused.form, text, &names);
    let (attribute, span) = diagnostic.into_on_unimplemented(Some(literal));
    let marker = Ident::new(refused.form.marker(), span);
    let trait_name = Ident::new("OpenApiForm", span);
    let bound = quote_spanned!(span=> where for<'__uri> #marker: #trait_name);
    let name = &item.name;
    let generics = item.lifetime.as_ref().map(|lifetime| quote!(<#lifetime>));
    let into_params =
        matches!(item.body, Body::Struct(_)).then(|| into_params(private, item, Some(&bound)));
    let inherent = inherent(private, item, &bound);
    let route_impl = quote_spanned! {span=>
        #[automatically_derived]
        #[allow(private_bounds)]
        impl #generics #private::OpenApiRoute for #name #generics #bound {
            fn openapi_paths() -> #private::Vec<#private::OpenApiPath> {
                #private::Vec::new()
            }
        }
    };
    quote_spanned! {span=>
        const _: () = {
            #attribute
            #[allow(dead_code)]
            trait #trait_name {}

            #[allow(dead_code)]
            struct #marker;

            #route_impl

            #into_params

            #inherent
        };
    }
}

/// The span of a type's first token, where a type that is no route is
/// reported.
fn first_span(ty: &TokenStream) -> Span {
    ty.clone()
        .into_iter()
        .next()
        .map_or_else(Span::call_site, |token| token.span())
}
