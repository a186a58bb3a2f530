//! A link's arguments, each checked against the field its value lands in
//! and written as that field writes it, for `uri!`'s statements.
//!
//! The field's type comes from the hidden method the derive gave it
//! ([`data::field_method`](crate::link::data::field_method)), asked of a
//! `None` of the route type (through each nested variant's method, for a
//! nested route), so the expansion never names the field's type, which
//! may be private to the route's module, and never needs a route value.
//! The value goes to `uri::__private`'s `LinkOne`, `LinkMaybe` or
//! `LinkMembers` by the field's shape, as a reference coerced to the trait
//! object of what that shape takes: a value of another type is one error,
//! at the value.

use proc_macro2::{Ident, Span, TokenStream};
use quote::{quote, quote_spanned};

use crate::link::check::Landing;
use crate::link::data::{Route, Shape, nested_method};
use crate::request::argument::Argument;

/// `argument` with its value checked against, and written as, the field of
/// `route` that `landing` says it lands in; `path` is the route type's.
pub(crate) fn checked(
    private: &TokenStream,
    path: &TokenStream,
    route: &Route,
    landing: &Landing,
    argument: Argument,
) -> Argument {
    let Some(field) = landing
        .fields
        .iter()
        .find(|(name, _)| *name == argument.name)
        .map(|(_, f)| &route.fields[*f])
    else {
        return argument;
    };
    let site = Span::mixed_site();
    let value = Ident::new("__uri_route", site);
    let steps = route.steps.iter().map(|step| {
        let method = Ident::new(&nested_method(*step), Span::call_site());
        quote!(.and_then(|#value| #value.#method()))
    });
    let method = Ident::new(&field.method, Span::call_site());
    let marker = quote! {
        #private::None::<&#path> #(#steps)* .map(|#value| #value.#method())
    };
    let wrapper = match field.shape {
        Shape::One => quote!(LinkOne),
        Shape::Optional => quote!(LinkMaybe),
        Shape::List => quote!(LinkMembers),
    };
    let given = &argument.value;
    let reference = quote_spanned!(argument.value_span=> &(#given));
    Argument {
        value: quote!(#private::#wrapper::new(#marker, #reference)),
        ..argument
    }
}
