//! What a route type gives `link!`: a hidden method per field that marks
//! its type (and per nested variant that gives its value), and the hidden
//! macro that holds its routes ([`define`](crate::link::define)).
//!
//! The methods are what lets `link!`'s expansion check a value against a
//! field's type without naming it: the type may be private to the route's
//! module, while the methods, public and hidden, can be called wherever
//! the route type can be named.

use proc_macro2::{Ident, Span, TokenStream, TokenTree};
use quote::quote;

use crate::derive::check::Route;
use crate::derive::item::{Item, Variant};
use crate::derive::shape::{self, Shape};
use crate::link::check::CHECKED_TYPES;
use crate::link::data::{self, field_method, nested_method, without_generics};
use crate::link::define::{self, Definition, Pending};

/// A route of the item, as the derive checked it.
pub(crate) struct Checked<'r, 'i> {
    /// The variant's place and name (`None`: a struct).
    pub(crate) variant: Option<(usize, &'r Variant)>,
    pub(crate) route: &'r Route<'i>,
}

/// A variant that nests a route type.
pub(crate) struct Nested<'r> {
    pub(crate) variant: usize,
    pub(crate) name: &'r Ident,
    pub(crate) prefix: &'r str,
    pub(crate) ty: &'r TokenStream,
}

/// The hidden methods and the hidden macro of `item`, whose routes are
/// `routes` and `nested`; `seed` makes the macro's name unique.
pub(crate) fn write(
    private: &TokenStream,
    item: &Item,
    routes: &[Checked<'_, '_>],
    nested: &[Nested<'_>],
    seed: &str,
) -> TokenStream {
    let name = &item.name;
    let mut methods = Vec::new();
    let mut data = Vec::new();
    for Checked { variant, route } in routes {
        let index = variant.map_or(0, |(index, _)| index);
        let mut fields = Vec::new();
        for (f, (field, shape)) in route.fields.iter().enumerate() {
            let (Some(member), Some(shape)) = (
                shape.as_ref().and_then(Shape::member),
                link_shape(shape.as_ref()),
            ) else {
                continue;
            };
            let method = field_method(index, f);
            let ident = Ident::new(&method, Span::call_site());
            methods.push(quote! {
                pub fn #ident(&self) -> #private::FieldOf<#member> {
                    #private::FieldOf::new()
                }
            });
            fields.push(data::Field {
                variable: field.variable(),
                method,
                shape,
                checked_type: checked_type(member),
            });
        }
        data.push(data::Route {
            name: match variant {
                Some((_, variant)) => format!("{name}::{}", variant.name),
                None => name.to_string(),
            },
            template: route.text.clone(),
            steps: Vec::new(),
            fields,
        });
    }
    let mut pending = Vec::new();
    for Nested {
        variant,
        name: variant_name,
        prefix,
        ty,
    } in nested
    {
        let ident = Ident::new(&nested_method(*variant), Span::call_site());
        methods.push(quote! {
            #[allow(unreachable_patterns)]
            pub fn #ident(&self) -> #private::Option<&#ty> {
                match self {
                    Self::#variant_name(inner) => #private::Some(inner),
                    _ => #private::None,
                }
            }
        });
        // A type of the language or of `std` is no route type (the derive
        // reports it at the variant): its routes are not asked for.
        if !is_std_type(ty) {
            pending.push(Pending {
                variant: *variant,
                name: format!("{name}::{variant_name}"),
                prefix: (*prefix).to_owned(),
                path: without_generics((*ty).clone()).into_iter().collect(),
            });
        }
    }
    let generics = item.lifetime.as_ref().map(|lifetime| quote!(<#lifetime>));
    let definition = define::write(
        private,
        Definition {
            name: name.clone(),
            hidden: define::hidden_name(name, seed),
            routes: data::Routes::Known(data),
            pending,
            borrows: item.lifetime.is_some(),
        },
    );
    quote! {
        #[automatically_derived]
        #[doc(hidden)]
        #[allow(dead_code, private_interfaces, unreachable_pub, non_snake_case)]
        impl #generics #name #generics {
            #(#[doc(hidden)] #methods)*
        }

        #definition
    }
}

/// How `link!` reads a field of `shape`; none for a map, which no route
/// reads.
fn link_shape(shape: Option<&Shape>) -> Option<data::Shape> {
    match shape? {
        Shape::One(_) => Some(data::Shape::One),
        Shape::Optional(_) => Some(data::Shape::Optional),
        Shape::List(_) => Some(data::Shape::List),
        Shape::Map => None,
    }
}

/// The name of `member` where it is a type whose text `link!` checks
/// (`u64`, `bool`, `SafePath`), else empty.
fn checked_type(member: &TokenStream) -> String {
    if shape::is_safe_path(member) {
        return "SafePath".to_owned();
    }
    let tokens: Vec<TokenTree> = member.clone().into_iter().collect();
    match tokens.as_slice() {
        [TokenTree::Ident(ident)] if CHECKED_TYPES.contains(&ident.to_string().as_str()) => {
            ident.to_string()
        }
        _ => String::new(),
    }
}

/// Whether `ty` is a type of the language or one of `std`'s that users
/// write without a path (`u32`, `String`, `Vec<T>`).
fn is_std_type(ty: &TokenStream) -> bool {
    const STD: [&str; 25] = [
        "bool", "char", "str", "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32",
        "i64", "i128", "isize", "f32", "f64", "String", "Vec", "Option", "Box", "Cow", "HashMap",
        "BTreeMap", "Result",
    ];
    match ty.clone().into_iter().next() {
        Some(TokenTree::Ident(first)) => STD.contains(&first.to_string().as_str()),
        _ => true,
    }
}
