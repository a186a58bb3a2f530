//! The direct reading of a route type's templates of whole path segments:
//! the tree `uri-core`'s `direct_paths` makes of the type's templates, written
//! as code that `from_uri` runs before the table. The tree's data, the order of
//! its tries and what the reading leaves to the table are `uri-core`'s
//! (`matching/route/direct.rs`); this module only writes them out.
//!
//! The code is one labeled block: a `match` on each segment's text (where
//! it equals no literal but holds an escape, the table decides), the
//! `{var}` child after it (the table's order), and at a template's end the
//! value of its type, each field parsed from its segment. Whatever the
//! direct reading is not sure of breaks out of the block, to the table. Its
//! locals are named `__uri_…`, so that no constant of the caller's (a
//! `const path`) can stand for one in a pattern.

use proc_macro2::{Literal, TokenStream};
use quote::{quote, quote_spanned};
use uri_core::__private::{DirectEnd, DirectNode, direct_paths};

use crate::derive::check::Route;
use crate::derive::item::Variant;
use crate::derive::shape::Shape;

/// The label of the block the code breaks out of.
const LABEL: &str = "'__uri_direct";

/// The block that reads a request directly into one of `routes` (the value
/// each template's number is read into, and its route), returning it, or
/// `None` where the templates are not all read directly.
pub(crate) fn block(
    private: &TokenStream,
    routes: &[(TokenStream, &Route<'_>)],
) -> Option<TokenStream> {
    let texts: Vec<String> = routes.iter().map(|(_, route)| route.text.clone()).collect();
    let tree = direct_paths(&texts)?;
    let label: TokenStream = LABEL.parse().ok()?;
    let tree = node(private, &label, &tree, routes);
    Some(quote! {
        #label: {
            let #private::Some(__uri_path) = #private::DirectPath::new(text) else {
                break #label;
            };
            #tree
        }
    })
}

/// [`block`] for an enum's variants, each one template, in the order the
/// table numbers them.
pub(crate) fn variants(
    private: &TokenStream,
    routes: &[(&Variant, Route<'_>)],
) -> Option<TokenStream> {
    let values: Vec<(TokenStream, &Route<'_>)> = routes
        .iter()
        .map(|(variant, route)| {
            let ident = &variant.name;
            (quote!(Self::#ident), route)
        })
        .collect();
    block(private, &values)
}

/// The code of `node`: where the path ends there, its template (after any
/// the table reads alone, which leave the request to it); else its literal
/// children, then its `{var}` child, in the table's order, with the places
/// where the table would try a template it reads alone breaking out.
fn node(
    private: &TokenStream,
    label: &TokenStream,
    node: &DirectNode,
    routes: &[(TokenStream, &Route<'_>)],
) -> TokenStream {
    let depth = node.depth;
    let end = if node.ends_to_table || node.rests_to_table {
        Some(quote!(break #label;))
    } else {
        node.end
            .as_ref()
            .map(|end| value(private, label, end, routes))
    };
    let literals: Vec<TokenStream> = node
        .literals
        .iter()
        .map(|(text, child)| {
            let text = Literal::byte_string(text.as_bytes());
            let child = self::node(private, label, child, routes);
            quote!(#text => { #child })
        })
        .collect();
    let literals = (!literals.is_empty()).then(|| {
        quote! {
            match __uri_path.segment(#depth) {
                #(#literals)*
                __uri_other => {
                    if #private::DirectPath::spelled_otherwise(__uri_other) {
                        break #label;
                    }
                }
            }
        }
    });
    // After the literal children: a pattern the table reads alone comes
    // before the `{var}` child, a rest after it.
    let after = if node.patterns_to_table {
        quote!(break #label;)
    } else {
        let var = node
            .var
            .as_ref()
            .map(|child| self::node(private, label, child, routes));
        let rests = node.rests_to_table.then(|| quote!(break #label;));
        quote!(#var #rests)
    };
    quote! {
        if __uri_path.count() == #depth {
            #end
        } else {
            #literals
            #after
        }
    }
}

/// The value of template `end.route`, returned: each field parsed from its
/// variable's segment, a skipped one its `Default`. A field the direct
/// reading does not read (a list, a map) leaves the request to the table.
fn value(
    private: &TokenStream,
    label: &TokenStream,
    end: &DirectEnd,
    routes: &[(TokenStream, &Route<'_>)],
) -> TokenStream {
    let Some((path, route)) = routes.get(end.route) else {
        return quote!(break #label;);
    };
    let mut fields = Vec::new();
    for (field, shape) in &route.fields {
        let ident = &field.ident;
        let span = field.ty_span;
        let Some(shape) = shape else {
            let ty = &field.ty;
            fields.push(quote_spanned!(span=> #ident: <#(#ty)* as #private::Default>::default()));
            continue;
        };
        let variable = field.variable();
        let segment = end
            .vars
            .iter()
            .find(|(name, _)| *name == variable)
            .map(|&(_, segment)| segment);
        let (Some(segment), Shape::One(member) | Shape::Optional(member)) = (segment, shape) else {
            return quote!(break #label;);
        };
        let parsed = quote_spanned!(span=>
            match __uri_path.value(#segment) {
                #private::Some(__uri_value) => match #private::direct::<#member>(
                    __uri_value,
                    #private::field_type::<#member>(),
                ) {
                    #private::Some(__uri_value) => __uri_value,
                    #private::None => break #label,
                },
                #private::None => break #label,
            }
        );
        let read = match shape {
            Shape::Optional(_) => quote!(#private::Some(#parsed)),
            _ => parsed,
        };
        fields.push(quote!(#ident: #read));
    }
    quote!(return #private::Ok(#path { #(#fields,)* });)
}
