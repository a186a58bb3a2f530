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
use uri_core::{Operator, Part, UriTemplate};

use crate::arguments::write::typed;
use crate::link::check::Landing;
use crate::link::data::{Route, Shape, nested_method};
use crate::request::argument::Argument;

/// `argument` with its value checked against, and written as, the field of
/// `route` that `landing` says it lands in (an `exploded` variable of the
/// link's writes a list); `path` is the route type's.
pub(crate) fn checked(
    private: &TokenStream,
    path: &TokenStream,
    route: &Route,
    landing: &Landing,
    argument: Argument,
    exploded: bool,
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
        // A path written member by member (`{/path*}`).
        Shape::One if field.checked_type == "SafePath" && exploded => quote!(LinkSegments),
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

/// What the link refuses at run time, so that its route reads back every
/// value as it was given (the checks `to_uri` makes of a route's own
/// values): in the path, a value that is or holds a dot segment (`./`
/// reads as one, decoded), or a `?` or `#` that a reserved expansion
/// (`{+x}`) writes as it is, which would end the path there; and, in a
/// positional expression of several variables (`{/year,month}`), a value
/// left out before one that is given, which reading would take for the
/// first. `None` where the link has none of these.
pub(crate) fn guard(
    private: &TokenStream,
    link: &UriTemplate<'_>,
    arguments: &[Argument],
    route: &Route,
    landing: &Landing,
) -> Option<TokenStream> {
    let type_of = |name: &str| {
        landing
            .fields
            .iter()
            .find(|(landed, _)| landed == name)
            .map(|(_, f)| route.fields[*f].checked_type.as_str())
    };
    // A number or `bool` is never a dot segment and holds no `?` or `#`.
    let may_refuse = |name: &str| type_of(name).is_some_and(|ty| ty.is_empty() || ty == "SafePath");
    let base = link.as_str().as_ptr() as usize;
    let bound_names = typed(arguments);
    let bound = |name: &str| {
        arguments
            .iter()
            .position(|argument| argument.name == name)
            .map(|i| &bound_names[i])
    };
    let mut checks = Vec::new();
    let mut in_path = true;
    for part in link.parts() {
        let expression = match part {
            Part::Literal(text) => {
                in_path &= !text.contains(['?', '#']);
                continue;
            }
            Part::Expression(expression) => expression,
        };
        let operator = expression.operator();
        if !matches!(
            operator,
            Operator::Reserved | Operator::Simple | Operator::Label | Operator::PathSegment
        ) {
            in_path = false;
        }
        let vars: Vec<(&str, usize, &Ident)> = expression
            .variables()
            .filter_map(|spec| {
                let index = spec.name().as_ptr() as usize - base;
                bound(spec.name()).map(|ident| (spec.name(), index, ident))
            })
            .collect();
        let reserved = matches!(operator, Operator::Reserved | Operator::Fragment);
        if in_path || reserved {
            for (name, index, ident) in vars.iter().filter(|(name, ..)| may_refuse(name)) {
                // A `SafePath` written as one segment must be one.
                let one_segment = !reserved && type_of(name) == Some("SafePath");
                checks
                    .push(quote!(#ident.refused(#in_path, #reserved, #one_segment, #name, #index)));
            }
        }
        let positional = matches!(
            operator,
            Operator::Simple
                | Operator::Reserved
                | Operator::Fragment
                | Operator::Label
                | Operator::PathSegment
        );
        let may_be_left_out = |name: &str| {
            landing
                .fields
                .iter()
                .find(|(landed, _)| landed == name)
                .is_some_and(|(_, f)| route.fields[*f].shape != Shape::One)
        };
        if positional && vars.len() > 1 && vars.iter().any(|(name, ..)| may_be_left_out(name)) {
            let defined = vars.iter().map(|(_, _, ident)| quote!(#ident.is_defined()));
            let named = vars.iter().map(|(name, index, _)| quote!((#name, #index)));
            checks.push(quote!(#private::left_out(&[#(#defined),*], &[#(#named),*])));
        }
    }
    let (first, rest) = checks.split_first()?;
    Some(quote!(#first #(.or(#rest))*))
}
