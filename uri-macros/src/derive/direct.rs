//! The direct reading of a route type's templates of whole path segments
//! (with, perhaps, a query of variables alone): the tree `uri-core`'s
//! `direct_paths` makes of the type's templates, written as code that
//! `from_uri` runs before the table. The tree's data, the order of its tries
//! and what the reading leaves to the table are `uri-core`'s
//! (`matching/route/direct.rs`); this module only writes them out.
//!
//! The code is one labeled block: a `match` on each segment's text (where
//! it equals no literal as it is but spells one otherwise, `%7Euser` for
//! `~user`, matched again as that literal), the `{var}` child after it (the
//! table's order), and at a template's end the value of its type, each
//! field parsed from its segment or its query pairs (a list's members cut
//! at `,`, or an exploded query variable's pairs), decoded. Whatever the
//! direct reading is not sure of breaks out of the block, to the table,
//! except a path value it cannot take under a template the table reads by
//! its short way: that asks `DirectPath::refused` for the table's own 400
//! first. A walk that tried every child and found no template is no match,
//! as the table would answer. Its locals are named `__uri_…`, so that no
//! constant of the caller's (a `const path`) can stand for one in a
//! pattern.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{quote, quote_spanned};
use uri_core::__private::{DirectEnd, DirectNode, direct_paths};

use crate::derive::check::Route;
use crate::derive::item::{Field, Variant};
use crate::derive::shape::Shape;

/// The label of the block the code breaks out of.
const LABEL: &str = "'__uri_direct";

/// The label of a template's block of fields, which a field its value
/// cannot be read for breaks out of, to ask for the table's bad request.
const REFUSED: &str = "'__uri_refused";

/// The block that reads a request directly into one of `routes` (the value
/// each template's number is read into, and its route), returning it, or
/// `None` where the templates are not all read directly.
pub(crate) fn block(
    private: &TokenStream,
    routes: &[(TokenStream, &Route<'_>)],
) -> Option<TokenStream> {
    let texts: Vec<String> = routes.iter().map(|(_, route)| route.text.clone()).collect();
    let tree = direct_paths(&texts)?;
    // A tree whose every walk breaks out (`/files{/path*}`) answers nothing.
    let not_found = falls_through(&tree);
    if !not_found && !reads_a_template(&tree) {
        return None;
    }
    let not_found = not_found.then(|| quote!(return #private::Err(#private::no_template());));
    let label: TokenStream = LABEL.parse().ok()?;
    let tree = node(private, &label, &tree, routes);
    Some(quote! {
        #label: {
            let #private::Some(__uri_path) = #private::DirectPath::new(text) else {
                break #label;
            };
            #tree
            #not_found
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
    // A segment equal to no literal as it is may spell one otherwise
    // (`%7Euser` for `~user`): it is matched again as that literal. The
    // loop runs at most twice; each literal's code falls out of it.
    let keys = node.literals.iter().map(|(text, _)| text);
    let literals = (!literals.is_empty()).then(|| {
        quote! {
            let mut __uri_segment = __uri_path.segment(#depth);
            loop {
                match __uri_segment {
                    #(#literals)*
                    __uri_other => {
                        if let #private::Some(__uri_literal) =
                            #private::DirectPath::spelled_as(__uri_other, &[#(#keys),*])
                        {
                            __uri_segment = __uri_literal.as_bytes();
                            continue;
                        }
                    }
                }
                break;
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
        // After a `{var}` child that never falls out, a break would be
        // unreachable code.
        let reachable = node.var.as_deref().is_none_or(falls_through);
        let rests = (node.rests_to_table && reachable).then(|| quote!(break #label;));
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

/// Whether the code of `node` may run to its end, rather than always
/// return a value or break out to the table: where the walk finds no
/// template below it, it goes on (to the `{var}` child of a node above, or
/// from the root to "no match").
fn falls_through(node: &DirectNode) -> bool {
    let at_end = node.end.is_none() && !node.ends_to_table && !node.rests_to_table;
    // The literals' loop always may: a segment equal to none of them.
    let below = !node.patterns_to_table
        && !node.rests_to_table
        && node.var.as_deref().is_none_or(falls_through);
    at_end || below
}

/// Whether a walk of `node` may end at a template it reads.
fn reads_a_template(node: &DirectNode) -> bool {
    node.end.is_some()
        || node
            .literals
            .iter()
            .any(|(_, child)| reads_a_template(child))
        || node.var.as_deref().is_some_and(reads_a_template)
}

/// The value of template `end.route`, returned: each field parsed from its
/// variable's segment or query pairs, a skipped one its `Default`. A field
/// the direct reading does not read (a map, a query variable's field that
/// is neither an `Option` nor a list, an exploded one's that is not a list)
/// leaves the request to the table.
fn value(
    private: &TokenStream,
    label: &TokenStream,
    end: &DirectEnd,
    routes: &[(TokenStream, &Route<'_>)],
) -> TokenStream {
    let Some((path, route)) = routes.get(end.route) else {
        return quote!(break #label;);
    };
    // Where the table reads the template by its short way, a value the
    // reading cannot take is first asked for the bad request the table
    // would answer, then, where the value is well formed but its field
    // cannot read it, for the field's error: a 400 costs no second
    // reading. The block of fields breaks out with the number of the field
    // it could not read (`usize::MAX` for the query, left to the table),
    // where a field's error may be drawn.
    let to_table = label;
    let refused: TokenStream = REFUSED.parse().unwrap_or_default();
    let draws = end.short_way && !end.vars.is_empty();
    let vars: Vec<TokenStream> = end
        .vars
        .iter()
        .map(|(name, segment)| quote!((#name, #segment)))
        .collect();
    // Whether a field's error may be drawn here: one value of a path
    // segment.
    let draws_fields = draws
        && route.fields.iter().any(|(field, shape)| {
            matches!(shape, Some(Shape::One(_) | Shape::Optional(_)))
                && end.vars.iter().any(|(name, _)| *name == field.variable())
        });
    let fail = |number: Option<usize>| {
        if !draws {
            return quote!(break #to_table);
        }
        if !draws_fields {
            return quote!(break #refused);
        }
        let number = Literal::usize_unsuffixed(number.unwrap_or(usize::MAX));
        quote!(break #refused #private::Err(#number))
    };
    let mut fields = Vec::new();
    let mut field_errors = Vec::new();
    for (number, (field, shape)) in route.fields.iter().enumerate() {
        let ident = &field.ident;
        let span = field.ty_span;
        let Some(shape) = shape else {
            let ty = &field.ty;
            fields.push(quote_spanned!(span=> #ident: <#(#ty)* as #private::Default>::default()));
            continue;
        };
        let field_type = route.field_type(private, number);
        // The variables of this field and of those after it: a value the
        // fields before it were read from is well formed.
        let unread: Vec<String> = route.fields[number..]
            .iter()
            .map(|(field, _)| field.variable())
            .collect();
        let read = read_field(
            private,
            &fail,
            end,
            (number, &unread),
            (field, shape),
            field_type.as_ref(),
        );
        let Some((read, error_of_field)) = read else {
            return quote!(break #to_table;);
        };
        fields.push(quote!(#ident: #read));
        field_errors.extend(error_of_field);
    }
    // The query is cut into pairs once, for all its variables.
    let query = (!end.query.is_empty()).then(|| {
        let names = &end.query;
        let exploded = &end.exploded;
        let fail = fail(None);
        quote! {
            let __uri_query = match #private::DirectQuery::new(
                __uri_path.query(),
                &[#(#names),*],
                &[#(#exploded),*],
            ) {
                #private::Some(__uri_query) => __uri_query,
                #private::None => #fail,
            };
        }
    });
    // Where a field's error may be drawn, the block gives the value, or
    // the number of the field it could not read, to a `match`: a `return`
    // inside it would be a diverging sub-expression of the `let` (Clippy's
    // `diverging_sub_expression`, in the user's crate).
    let read = if draws_fields {
        quote! {
            #query
            #private::Ok(#path { #(#fields,)* })
        }
    } else {
        quote! {
            #query
            return #private::Ok(#path { #(#fields,)* });
        }
    };
    if !draws {
        return read;
    }
    let after = Drawn {
        refused: &refused,
        to_table,
        vars: &vars,
    };
    if draws_fields {
        after.with_fields(private, &read, &field_errors)
    } else {
        after.values_only(private, &read)
    }
}

/// The code after a template's block of fields that the table reads by its
/// short way, where a field could not be read: the table's bad request, or
/// the request left to the table.
struct Drawn<'a> {
    /// The block's label.
    refused: &'a TokenStream,
    /// The label of the direct reading, which leaves the request to the
    /// table.
    to_table: &'a TokenStream,
    /// The template's path variables, each with its segment.
    vars: &'a [TokenStream],
}

impl Drawn<'_> {
    /// Where no field's error can be drawn: the bad request of a
    /// malformed value.
    fn values_only(&self, private: &TokenStream, read: &TokenStream) -> TokenStream {
        let Self {
            refused,
            to_table,
            vars,
        } = self;
        quote! {
            #refused: {
                #read
            }
            if let #private::Some(__uri_error) = __uri_path.refused(&[#(#vars),*]) {
                return #private::Err(__uri_error);
            }
            break #to_table;
        }
    }

    /// The bad request of a malformed value, or the error of the field the
    /// block could not read (its number), where `field_errors` has one
    /// (each field's number with the expression of its error).
    fn with_fields(
        &self,
        private: &TokenStream,
        read: &TokenStream,
        field_errors: &[(usize, TokenStream)],
    ) -> TokenStream {
        let Self {
            refused,
            to_table,
            vars,
        } = self;
        let refused_values = quote!(__uri_path.refused(&[#(#vars),*]));
        let answer = if let [(number, error)] = field_errors {
            let number = Literal::usize_unsuffixed(*number);
            quote!(if __uri_failed == #number { #error } else { #refused_values })
        } else {
            let arms = field_errors.iter().map(|(number, error)| {
                let number = Literal::usize_unsuffixed(*number);
                quote!(#number => #error,)
            });
            quote!(match __uri_failed { #(#arms)* _ => #refused_values })
        };
        quote! {
            let __uri_failed: usize = match #refused: { #read } {
                #private::Ok(__uri_value) => return #private::Ok(__uri_value),
                #private::Err(__uri_failed) => __uri_failed,
            };
            if let #private::Some(__uri_error) = #answer {
                return #private::Err(__uri_error);
            }
            break #to_table;
        }
    }
}

/// The expression that reads `field` (of shape `shape`, its type's reading
/// `field_type`, the `number`th of its route) from its variable's segment or
/// query pairs, with `fail(Some(number))` where it cannot; and, for a
/// one-value field of a path segment, the expression of what the table
/// answers where it cannot (`direct_refused`, with its number: the bad
/// request of a malformed value among those of `unread`, the variables of
/// the fields not read yet, or the field's error). `None` where the direct
/// reading does not read such a field.
fn read_field(
    private: &TokenStream,
    fail: &dyn Fn(Option<usize>) -> TokenStream,
    end: &DirectEnd,
    (number, unread): (usize, &[String]),
    (field, shape): (&Field, &Shape),
    field_type: Option<&TokenStream>,
) -> Option<(TokenStream, Option<(usize, TokenStream)>)> {
    let span = field.ty_span;
    // The expansion's own names resolve where the derive was called, even
    // where the span is the field's, which a `macro_rules!` may have written.
    let [path, value, query] = ["__uri_path", "__uri_value", "__uri_query"]
        .map(|name| Ident::new(name, Span::call_site()));
    let variable = field.variable();
    let segment = end.vars.iter().find(|(name, _)| *name == variable);
    let in_query = end.query.iter().position(|name| *name == variable);
    let break_out = fail(Some(number));
    Some(match (segment, in_query, shape) {
        (Some(&(_, segment)), _, Shape::One(member) | Shape::Optional(member)) => {
            let parsed = quote_spanned!(span=>
                match #private::direct::<#member>(
                    &#path,
                    #segment,
                    #field_type,
                ) {
                    #private::Some(#value) => #value,
                    #private::None => #break_out,
                }
            );
            let read = match shape {
                Shape::Optional(_) => quote!(#private::Some(#parsed)),
                _ => parsed,
            };
            let vars = end
                .vars
                .iter()
                .filter(|(name, _)| unread.contains(name))
                .map(|(name, segment)| quote!((#name, #segment)));
            let field_name = field.ident.to_string();
            let drawn = quote_spanned!(span=>
                #private::direct_refused::<#member>(
                    &#path,
                    &[#(#vars),*],
                    #segment,
                    #variable,
                    #field_name,
                    #field_type,
                )
            );
            (read, Some((number, drawn)))
        }
        (Some(&(_, segment)), _, Shape::List(member)) => (
            quote_spanned!(span=>
                match #private::direct_list::<#member, _>(
                    &#path,
                    #segment,
                    #field_type,
                ) {
                    #private::Some(#value) => #value,
                    #private::None => #break_out,
                }
            ),
            None,
        ),
        // A query variable may be absent: only an `Option` or a list
        // reads it, and an exploded one's members only a list.
        (None, Some(index), Shape::List(member)) => {
            let members = if end.exploded[index] {
                quote!(#query.members(#variable))
            } else {
                quote!(#query.items(#index))
            };
            let break_out = fail(None);
            (
                quote_spanned!(span=>
                    match #private::direct_members::<#member, _>(
                        #members,
                        #field_type,
                    ) {
                        #private::Ok(#value) => #value,
                        #private::Err(_) => #break_out,
                    }
                ),
                None,
            )
        }
        (None, Some(index), Shape::Optional(member)) if !end.exploded[index] => {
            let break_out = fail(None);
            (
                quote_spanned!(span=>
                    match #private::direct_query::<#member>(
                        &#query,
                        #index,
                        #field_type,
                    ) {
                        #private::Ok(#value) => #value,
                        #private::Err(_) => #break_out,
                    }
                ),
                None,
            )
        }
        _ => return None,
    })
}
