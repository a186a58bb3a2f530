//! What `to_uri` checks before it writes a link, as code: each check of the
//! route's [`ReadBack`](crate::derive::places::ReadBack) and of its
//! positional expressions, a call of `uri-core`'s `read_back.rs` (or
//! `left_out`) that returns the first value the link would not read back
//! as, naming its variable; and, in an enum, the link read back with the
//! enum's own `from_uri`, where a more specific variant may take it.

use proc_macro2::{Ident, TokenStream};
use quote::{quote, quote_spanned};

use crate::derive::check::Route;
use crate::derive::places::Named;
use crate::derive::shape::Shape;

/// The statements that refuse a route's values before its link is written;
/// `access` gives a field's value by reference.
pub(crate) fn statements(
    private: &TokenStream,
    route: &Route<'_>,
    access: &impl Fn(usize) -> TokenStream,
) -> TokenStream {
    let values = route.read_back.values.iter().map(|check| {
        let field = check.variable.field;
        let value = access(field);
        let (name, index) = (&check.variable.name, check.variable.index);
        let (reserved, prefix) = (check.reserved, check.prefix);
        let part = Ident::new(&format!("{:?}", check.part), proc_macro2::Span::call_site());
        let member = matches!(route.fields[field].1, Some(Shape::List(_)));
        let span = route.fields[field].0.ty_span;
        let field_type = route.field_type(private, field);
        let refuse = quote_spanned! {span=>
            if let #private::Some(error) = #private::refused_value(
                member,
                #field_type,
                #private::Written {
                    part: #private::UriPart::#part,
                    reserved: #reserved,
                    member: #member,
                    prefix: #prefix,
                },
                #name,
                #index,
            ) {
                return #private::Err(error);
            }
        };
        match &route.fields[field].1 {
            Some(Shape::Optional(_)) => quote! {
                if let #private::Some(member) = #private::Option::as_ref(#value) { #refuse }
            },
            Some(Shape::List(_)) => quote! {
                for member in #value { #refuse }
            },
            _ => quote! {{ let member = #value; #refuse }},
        }
    });
    let empties = route.read_back.empties.iter().map(|check| {
        let values = check.variables.iter().map(|(named, undefined)| {
            let texts = texts(private, route, access, named);
            quote!((#texts.as_slice(), #undefined))
        });
        let names = check.variables.iter().map(|(named, _)| name_index(named));
        quote! {
            if let #private::Some(error) =
                #private::empty_value(&[#(#values),*], &[#(#names),*])
            {
                return #private::Err(error);
            }
        }
    });
    let labels = route.read_back.labels.iter().map(|check| {
        let before = texts(private, route, access, &check.before);
        let label = texts(private, route, access, &check.label);
        let reserved = check.reserved;
        let (before_name, label_name) = (name_index(&check.before), name_index(&check.label));
        quote! {
            if let #private::Some(error) = #private::label_cut(
                &#before,
                #reserved,
                &#label,
                #before_name,
                #label_name,
            ) {
                return #private::Err(error);
            }
        }
    });
    let orders = route.order_checks.iter().map(|ordered| {
        let defined = ordered.iter().map(|variable| {
            let value = access(variable.field);
            match &route.fields[variable.field].1 {
                Some(Shape::Optional(_)) => quote!(#private::Option::is_some(#value)),
                Some(Shape::List(_)) => quote!(#private::has_member(#value)),
                _ => quote!(true),
            }
        });
        let names = ordered.iter().map(|variable| {
            let (name, index) = (&variable.name, variable.index);
            quote!((#name, #index))
        });
        quote! {
            if let #private::Some(error) =
                #private::left_out(&[#(#defined),*], &[#(#names),*])
            {
                return #private::Err(error);
            }
        }
    });
    quote! {
        #(#values)*
        #(#empties)*
        #(#labels)*
        #(#orders)*
    }
}

/// The `Display` texts of the field `named` names, a `Vec<String>`: one for
/// a field of one value, none for `None` or an empty list.
fn texts(
    private: &TokenStream,
    route: &Route<'_>,
    access: &impl Fn(usize) -> TokenStream,
    named: &Named,
) -> TokenStream {
    let value = access(named.field);
    let members = match &route.fields[named.field].1 {
        Some(Shape::Optional(_)) => quote!(#private::Option::iter(#value)),
        Some(Shape::List(_)) => quote!(#private::IntoIterator::into_iter(#value)),
        _ => quote!(#private::once(#value)),
    };
    let field_type = route.field_type(private, named.field);
    let span = route.fields[named.field].0.ty_span;
    quote_spanned!(span=> #private::texts(#members, #field_type))
}

/// The `(name, index)` a check names its variable with.
fn name_index(named: &Named) -> TokenStream {
    let (name, index) = (&named.name, named.index);
    quote!((#name, #index))
}

/// `body`, the expansion of the variant `variant` of the enum `item` (whose
/// template is `route`'s), refused where its link is not read back as that
/// variant: another variant's template may be more specific for it
/// (`Page { page: "health" }` writes `/health`, a `Health` variant's). The
/// link is read with the enum's own `from_uri`, naming the template's first
/// variable in the error. A variant without variables writes one link,
/// which no other variant can be more specific for (two templates that
/// match the same requests are a compile error); an enum whose `to_uri`
/// cannot fail (`plain`) is not checked, as its return type has no error.
pub(crate) fn read_as_variant(
    private: &TokenStream,
    (item, variant): (&Ident, &Ident),
    route: &Route<'_>,
    plain: bool,
    body: TokenStream,
) -> TokenStream {
    if plain {
        return body;
    }
    let Some((name, index)) = first_variable(&route.text) else {
        return body;
    };
    quote! {
        match #body {
            #private::Ok(link) => match #item::from_uri(link.as_str()) {
                #private::Ok(#item::#variant { .. }) => #private::Ok(link),
                _ => #private::Err(#private::reads_as_another(#name, #index)),
            },
            #private::Err(error) => #private::Err(error),
        }
    }
}

/// The first variable of the template `text`, with the byte index of its
/// name.
fn first_variable(text: &str) -> Option<(String, usize)> {
    let template = uri_core::UriTemplate::parse(text).ok()?;
    let spec = template.variables().next()?;
    let index = spec.name().as_ptr() as usize - text.as_ptr() as usize;
    Some((spec.name().to_owned(), index))
}
