//! Checked routes → impls: `to_uri` (the statements `uri!` writes, with the
//! fields as arguments), the `Route` trait with `from_uri` on the type's table
//! (and an inherent `from_uri` that calls it),
//! `FromStr`, `TryFrom<&str>`, and `Display` where `to_uri` cannot fail.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{quote, quote_spanned};

use crate::arguments::write::statements;
use crate::derive::borrowed::{self, Borrowed};
use crate::derive::check::{self, Route};
#[cfg(feature = "utoipa")]
use crate::derive::described;
use crate::derive::direct;
use crate::derive::item::{Body, Field, Item, Variant, VariantFields};
use crate::derive::links;
use crate::derive::refusals;
use crate::derive::shadow;
use crate::derive::shape::{self, Shape};
use crate::diagnostic::{Diagnostic, route};
use crate::kind::Kind;

/// The impls of a route struct or enum; `seed` makes its hidden macro's
/// name unique.
pub(crate) fn item(
    private: &TokenStream,
    item: &Item,
    seed: &str,
) -> Result<TokenStream, Diagnostic> {
    let mut pieces = match &item.body {
        Body::Struct(fields) => structure(private, item, fields, seed)?,
        Body::Enum(variants) => {
            if let Some(template) = &item.route {
                return Err(route::enum_template(template.span()));
            }
            if item.lifetime.is_some() {
                nests_none(variants)?;
            }
            enumeration(private, item, variants, seed)?
        }
    };
    let links = std::mem::take(&mut pieces.links);
    let described = std::mem::take(&mut pieces.described);
    let Some(lifetime) = &item.lifetime else {
        let impls = owned(private, item, pieces)?;
        return Ok(quote!(#impls #links #described));
    };
    // An item with a lifetime nests no route type: the macro knows every
    // template.
    let texts = pieces.texts.unwrap_or_default();
    let name = &item.name;
    let impls = borrowed::impls(
        private,
        item,
        lifetime,
        Borrowed {
            to_uri: to_uri_method(private, &pieces.output, &pieces.to_uri),
            reads: pieces.reads,
            table: table(private, &texts, name.span())?,
            direct: pieces.direct,
            try_from: try_from(private, lifetime, &quote!(#name<#lifetime>)),
            display: display(private, item, pieces.plain),
        },
    );
    Ok(quote!(#impls #links #described))
}

/// `to_uri`, returning `output`, with `body`, and `to_url`, the link under
/// a base URL: the same for a type that owns its values and for one that
/// borrows them.
fn to_uri_method(private: &TokenStream, output: &TokenStream, body: &TokenStream) -> TokenStream {
    quote! {
        /// The URI of this request: its template expanded with the fields'
        /// values, each encoded for its place.
        pub fn to_uri(&self) -> #output {
            #body
        }

        /// The URL of this request under `base` (a service's root, as
        /// configured): the link of [`to_uri`](Self::to_uri) resolved as
        /// a path below the base's, so that a base ending in `/` keeps its
        /// path as a prefix (`https://api.example.com/v2/` gives
        /// `https://api.example.com/v2/users/7`), and one that does not has
        /// its last segment replaced, as RFC 3986 resolution and browsers
        /// do (`…/v2` gives `https://api.example.com/users/7`).
        pub fn to_url<'b>(
            &self,
            base: impl #private::IntoUri<'b>,
        ) -> <#output as #private::UnderBase>::Output {
            #private::UnderBase::under(self.to_uri(), #private::IntoUri::into_uri(base))
        }
    }
}

/// `TryFrom<&'l str>` for `self_ty` through its `from_uri`, `'l` being
/// `lifetime` (the type's own, where its values borrow from the text).
fn try_from(private: &TokenStream, lifetime: &TokenStream, self_ty: &TokenStream) -> TokenStream {
    quote! {
        #[automatically_derived]
        impl<#lifetime> #private::TryFrom<&#lifetime str> for #self_ty {
            type Error = #private::RouteError;

            fn try_from(text: &#lifetime str) -> #private::Result<Self, #private::RouteError> {
                Self::from_uri(text)
            }
        }
    }
}

/// `Display` for the type of `item`, through `to_uri`, where that cannot
/// fail (`plain`; otherwise `format!` would have to panic on `..`).
///
/// Otherwise, an inherent `to_string` that stands in front of `ToString`'s:
/// it is `ToString`'s where the type has a `Display` of its own, and where
/// it has none, its bound's error says to call `to_uri` (rustc's own
/// message for a missing `Display` does not).
fn display(private: &TokenStream, item: &Item, plain: bool) -> TokenStream {
    let name = &item.name;
    let generics = item.lifetime.as_ref().map(|lifetime| quote!(<#lifetime>));
    let elided = item.lifetime.as_ref().map(|_| quote!(<'_>));
    if plain {
        return quote! {
            #[automatically_derived]
            impl #private::Display for #name #elided {
                fn fmt(&self, f: &mut #private::Formatter<'_>) -> #private::FmtResult {
                    f.write_str(self.to_uri().as_str())
                }
            }
        };
    }
    quote! {
        #[automatically_derived]
        impl #generics #name #generics {
            /// `ToString::to_string`, where the type has a `Display` of
            /// its own.
            #[doc(hidden)]
            pub fn to_string(&self) -> #private::String
            where
                for<'__uri> Self: #private::DisplayOrToUri,
            {
                #private::ToString::to_string(self)
            }
        }
    }
}

/// An enum with a lifetime nests no route type, whose `Route::from_uri`
/// gives values that own their fields.
fn nests_none(variants: &[Variant]) -> Result<(), Diagnostic> {
    match variants
        .iter()
        .find(|variant| matches!(variant.fields, VariantFields::Nested(_)))
    {
        Some(variant) => Err(route::borrowed_nests(variant.name.span())),
        None => Ok(()),
    }
}

/// The impls of a route type without a lifetime, whose values own their
/// fields: `Route` and `FromStr` besides.
fn owned(private: &TokenStream, item: &Item, pieces: Pieces) -> Result<TokenStream, Diagnostic> {
    let name = &item.name;
    let Pieces {
        to_uri,
        output,
        plain,
        reads,
        templates,
        count,
        texts,
        dispatch,
        nestable,
        direct,
        links: _,
        described: _,
    } = pieces;
    let to_uri = to_uri_method(private, &output, &to_uri);
    let try_from = try_from(private, &quote!('a), &quote!(#name));
    let built_on_first_use = texts.is_none() && dispatch.is_none();
    let from_uri = match &dispatch {
        Some(dispatch) => dispatched(private, dispatch, name.span())?,
        None => from_uri(private, texts.as_deref(), direct.as_ref(), name.span())?,
    };
    // The table built on first use, where the macro could not write it.
    let route_table = built_on_first_use.then(|| {
        quote! {
            #[doc(hidden)]
            fn __uri_route_table() -> &'static #private::RouteTable {
                static TABLE: #private::RouteTable = #private::RouteTable::new();
                &TABLE
            }
        }
    });
    let display = display(private, item, plain);
    let field_type_fn = shape::field_type_fn(private);
    // The link of a route whose templates begin with `/`, for an enum that
    // nests the type.
    let nested = nestable.then(|| {
        quote! {
            #[automatically_derived]
            #[diagnostic::do_not_recommend]
            impl #private::Nested for #name {
                fn nested_uri(&self) -> #private::Result<#private::UriRefBuf, #private::ExpandError> {
                    #private::IntoFallible::into_fallible(self.to_uri())
                }
            }
        }
    });
    Ok(quote! {
        #[automatically_derived]
        impl #name {
            #to_uri

            /// Reads a request target (the path and query a server receives)
            /// into the route's fields.
            pub fn from_uri(text: &str) -> #private::Result<Self, #private::RouteError> {
                <Self as #private::Route>::from_uri(text)
            }

            #route_table

            #field_type_fn
        }

        #[automatically_derived]
        #[diagnostic::do_not_recommend]
        impl #private::Route for #name {
            fn templates() -> #private::Vec<#private::String> {
                #templates
            }

            fn template_count() -> usize {
                #count
            }

            fn from_captures(
                index: usize,
                captures: &#private::Captures<'_, '_>,
            ) -> #private::Result<Self, #private::RouteError> {
                #reads
            }

            #from_uri
        }

        #[automatically_derived]
        impl #private::FromStr for #name {
            type Err = #private::RouteError;

            fn from_str(text: &str) -> #private::Result<Self, #private::RouteError> {
                Self::from_uri(text)
            }
        }

        #try_from

        #display

        #nested
    })
}

/// The pieces of a struct's impls: one route, its fields.
fn structure(
    private: &TokenStream,
    item: &Item,
    fields: &[Field],
    seed: &str,
) -> Result<Pieces, Diagnostic> {
    let name = &item.name;
    let literal = item
        .route
        .as_ref()
        .ok_or_else(|| route::no_template(name.span(), &format!("the struct `{name}`")))?;
    let route = check::route(
        literal,
        fields,
        item.lifetime.as_ref(),
        |i| {
            let ident = &fields[i].ident;
            quote!(&self.#ident)
        },
        private,
    )?;
    let output = output(private, route.kind, route.plain);
    let to_uri = expansion(private, &route, route.plain, |i| {
        let ident = &fields[i].ident;
        quote!(&self.#ident)
    });
    let read = construct(private, &quote!(Self), &route);
    let text = &route.text;
    let checked = [links::Checked {
        variant: None,
        route: &route,
    }];
    #[cfg(feature = "utoipa")]
    let described = described::write(
        private,
        item,
        &[described::Entry::Route(described::Templated {
            literal,
            route: &route,
        })],
    );
    #[cfg(not(feature = "utoipa"))]
    let described = TokenStream::new();
    Ok(Pieces {
        to_uri,
        output,
        plain: route.plain,
        reads: quote!(let _ = index; #private::Ok(#read)),
        templates: quote!(#private::Vec::from([#private::String::from(#text)])),
        count: quote!(1),
        texts: Some(vec![route.text.clone()]),
        dispatch: None,
        nestable: nestable(route.kind, [route.text.as_str()]),
        direct: direct::block(private, &[(quote!(Self), &route)]),
        links: links::write(private, item, &checked, &[], seed),
        described,
    })
}

/// `Route::from_uri`: on the table of `texts`, built here and written as
/// statics, so that reading a request builds nothing, after the `direct`
/// reading where the templates have one; where the macro does not know every
/// template (`None`: a nested route type), on a table built from
/// `templates()` the first time a request is read.
fn from_uri(
    private: &TokenStream,
    texts: Option<&[String]>,
    direct: Option<&TokenStream>,
    span: Span,
) -> Result<TokenStream, Diagnostic> {
    let Some(texts) = texts else {
        // Both methods read the one table that `__uri_route_table` keeps
        // (an inherent function of the type, which `item` writes).
        return Ok(quote! {
            fn from_uri(text: &str) -> #private::Result<Self, #private::RouteError> {
                Self::__uri_route_table().read(
                    <Self as #private::Route>::templates,
                    text,
                    <Self as #private::Route>::from_captures,
                )
            }

            fn check_table() -> #private::Result<(), #private::TemplateSetError> {
                Self::__uri_route_table().check(<Self as #private::Route>::templates)
            }
        });
    };
    let table = table(private, texts, span)?;
    Ok(quote! {
        fn from_uri(text: &str) -> #private::Result<Self, #private::RouteError> {
            #table
            #direct
            TABLE.read(text, <Self as #private::Route>::from_captures)
        }

        /// Built, and checked, while the crate compiled.
        fn check_table() -> #private::Result<(), #private::TemplateSetError> {
            #private::Ok(())
        }
    })
}

/// `Route::from_uri` of an enum whose nested types read apart
/// ([`Dispatch`]): the nested type whose prefix the text starts with reads
/// the rest, its errors' indexes moved past the prefix; the other variants
/// read on their table, written here as statics, after its direct reading
/// where they have one. Nothing is built at run time.
fn dispatched(
    private: &TokenStream,
    dispatch: &Dispatch,
    span: Span,
) -> Result<TokenStream, Diagnostic> {
    let nested = dispatch.nested.iter().map(|(prefix, ty, ident)| {
        let from_uri = nested_item(private, ty, "nested_from_uri");
        quote! {
            if let #private::Some(rest) = #private::strip_prefix(text, #prefix) {
                return #from_uri(rest)
                    .map(Self::#ident)
                    .map_err(|error| #private::after_prefix(error, text.len() - rest.len()));
            }
        }
    });
    let rest = if dispatch.texts.is_empty() {
        quote!(#private::Err(#private::no_template()))
    } else {
        let table = table(private, &dispatch.texts, span)?;
        let reads = &dispatch.reads;
        let direct = &dispatch.direct;
        quote! {
            #table
            #direct
            TABLE.read(text, |index, captures| match index {
                #(#reads)*
                _ => {
                    let _ = captures;
                    #private::Err(#private::no_template())
                }
            })
        }
    };
    let checks = dispatch.nested.iter().map(|(_, ty, _)| {
        let check = nested_item(private, ty, "nested_check_table");
        quote!(#check()?;)
    });
    Ok(quote! {
        fn from_uri(text: &str) -> #private::Result<Self, #private::RouteError> {
            #(#nested)*
            #rest
        }

        /// The other variants' table was built, and checked, while the
        /// crate compiled; each nested type checks its own.
        fn check_table() -> #private::Result<(), #private::TemplateSetError> {
            #(#checks)*
            #private::Ok(())
        }
    })
}

/// The `static TABLE` of `texts`, built here, while the crate compiles.
fn table(private: &TokenStream, texts: &[String], span: Span) -> Result<TokenStream, Diagnostic> {
    let source = uri_core::__private::compiled_table(texts, &format!("{private}::table"))
        .map_err(|error| route::table(span, &error))?;
    let table: TokenStream = source.parse().map_err(|error| route::table(span, &error))?;
    Ok(quote!(static TABLE: #private::table::CompiledTable = #table;))
}

/// What a route struct's or enum's impls are made of.
struct Pieces {
    /// The body of `to_uri`.
    to_uri: TokenStream,
    /// The type `to_uri` returns.
    output: TokenStream,
    /// Whether `to_uri` cannot fail.
    plain: bool,
    /// The body of `from_captures`.
    reads: TokenStream,
    /// The body of `templates`.
    templates: TokenStream,
    /// The body of `template_count`.
    count: TokenStream,
    /// The templates, where the macro knows them all (no nested route type,
    /// whose templates only its own impl gives): the table is then written
    /// here.
    texts: Option<Vec<String>>,
    /// How an enum with nested route types reads a request without a table
    /// built at run time, where its variants' texts are apart.
    dispatch: Option<Dispatch>,
    /// Whether its templates begin with `/` (not `//`), so that an enum may
    /// nest it under a prefix.
    nestable: bool,
    /// The direct reading of a request, where every template has one
    /// (`direct.rs`).
    direct: Option<TokenStream>,
    /// What `link!` reads of the type (`links.rs`).
    links: TokenStream,
    /// The type's OpenAPI description (`described.rs`), with the `utoipa`
    /// feature.
    described: TokenStream,
}

/// An enum whose nested route types each read the requests under their
/// prefix, which no other variant could read: a request goes to the nested
/// type's own `from_uri` after the prefix it starts with, or else to a
/// table of the other variants written here. The whole set of templates
/// would send every request to the same variant ([`apart`]).
struct Dispatch {
    /// Each nested variant: its prefix, its type, its name.
    nested: Vec<(String, TokenStream, Ident)>,
    /// The other variants' templates, in declaration order.
    texts: Vec<String>,
    /// The arms of a `match` on a template's number among `texts`.
    reads: Vec<TokenStream>,
    /// The direct reading of the other variants, where they have one.
    direct: Option<TokenStream>,
}

/// The pieces of an enum's impls: each variant one route, or a nested route
/// type under its prefix.
#[allow(
    clippy::too_many_lines,
    reason = "one pass over the variants, in order, builds every piece of the impls"
)]
fn enumeration(
    private: &TokenStream,
    item: &Item,
    variants: &[Variant],
    seed: &str,
) -> Result<Pieces, Diagnostic> {
    let name = &item.name;
    let (routes, nested) = checked_variants(private, variants, item.lifetime.as_ref())?;
    let kind = match routes.first() {
        Some((_, first)) if nested.is_empty() => first.kind,
        _ => Kind::UriRef,
    };
    if let Some((variant, _)) = routes.iter().find(|(_, route)| route.kind != kind) {
        return Err(route::mixed_kinds(variant.name.span()));
    }
    conflicts(&routes)?;
    let plain = nested.is_empty()
        && routes.iter().all(|(_, route)| route.plain)
        && !shadow::shadowed(&texts_and_fields(&routes));
    // In declaration order: the table numbers templates that way.
    let mut arms = Vec::new();
    let mut reads = Vec::new();
    let mut arms_by_number = Vec::new();
    let mut templates = Vec::new();
    let mut counts = Vec::new();
    for variant in variants {
        let ident = &variant.name;
        if let Some((_, route)) = routes.iter().find(|(v, _)| std::ptr::eq(*v, variant)) {
            let fields: Vec<&Field> = route.fields.iter().map(|(field, _)| *field).collect();
            let bindings = fields.iter().enumerate().map(|(i, field)| {
                let field = &field.ident;
                let bound = binding(i);
                quote!(#field: #bound)
            });
            let body = expansion(private, route, plain, binding);
            let body = refusals::read_as_variant(private, (name, ident), route, plain, body);
            arms.push(quote!(Self::#ident { #(#bindings,)* } => #body,));
            let read = construct(private, &quote!(Self::#ident), route);
            if nested.is_empty() {
                let number = Literal::usize_unsuffixed(arms_by_number.len());
                arms_by_number.push(quote!(#number => #private::Ok(#read),));
            } else {
                reads.push(quote! {
                    if index == 0 {
                        return #private::Ok(#read);
                    }
                    index -= 1;
                });
            }
            let text = &route.text;
            templates.push(quote!(all.push(#private::String::from(#text));));
            counts.push(quote!(1));
        } else if let Some((_, prefix, ty)) =
            nested.iter().find(|(v, ..)| std::ptr::eq(*v, variant))
        {
            arms.push(nested_arm(private, (name, ident), prefix, ty));
            let count = nested_item(private, ty, "nested_template_count");
            let from_captures = nested_item(private, ty, "nested_from_captures");
            let nested_templates = nested_item(private, ty, "nested_templates");
            reads.push(quote! {
                let count = #count();
                if index < count {
                    return #from_captures(index, captures).map(Self::#ident);
                }
                index -= count;
            });
            templates.push(quote!(
                #private::nested_templates(&mut all, #prefix, #nested_templates());
            ));
            counts.push(quote!(#count()));
        }
    }
    let to_uri = variant_match(&arms);
    let reads = captures_body(private, nested.is_empty(), &arms_by_number, &reads);
    let templates = quote! {
        let mut all = #private::Vec::new();
        #(#templates)*
        all
    };
    let dispatch = dispatch(private, &routes, &nested);
    let links = enum_links(private, item, variants, &routes, &nested, seed);
    #[cfg(feature = "utoipa")]
    let described = enum_described(private, item, variants, &routes, &nested);
    #[cfg(not(feature = "utoipa"))]
    let described = TokenStream::new();
    // The table, and its direct reading, where the macro knows every template.
    let (texts, direct) = if nested.is_empty() {
        let texts = routes.iter().map(|(_, route)| route.text.clone()).collect();
        (Some(texts), direct::variants(private, &routes))
    } else {
        (None, None)
    };
    Ok(Pieces {
        to_uri,
        output: output(private, kind, plain),
        plain,
        reads,
        templates,
        count: quote!(0 #(+ #counts)*),
        texts,
        dispatch,
        nestable: nestable(kind, routes.iter().map(|(_, route)| route.text.as_str())),
        direct,
        links,
        described,
    })
}

/// The OpenAPI description of an enum of `variants`: its `routes` and the
/// route types `nested` under a prefix, in declaration order.
#[cfg(feature = "utoipa")]
fn enum_described(
    private: &TokenStream,
    item: &Item,
    variants: &[Variant],
    routes: &[(&Variant, Route<'_>)],
    nested: &[(&Variant, String, &TokenStream)],
) -> TokenStream {
    let entries: Vec<described::Entry<'_, '_>> = variants
        .iter()
        .filter_map(|variant| {
            if let Some((_, route)) = routes.iter().find(|(v, _)| std::ptr::eq(*v, variant)) {
                let literal = variant.route.as_ref()?;
                return Some(described::Entry::Route(described::Templated {
                    literal,
                    route,
                }));
            }
            let (_, prefix, ty) = nested.iter().find(|(v, ..)| std::ptr::eq(*v, variant))?;
            Some(described::Entry::Nested { prefix, ty })
        })
        .collect();
    described::write(private, item, &entries)
}

/// The variants of an enum (of `lifetime`), each a route checked against
/// its fields, or a route type nested under its checked prefix.
#[allow(
    clippy::type_complexity,
    reason = "two lists of borrowed parts, named where they are taken apart"
)]
fn checked_variants<'v>(
    private: &TokenStream,
    variants: &'v [Variant],
    lifetime: Option<&TokenStream>,
) -> Result<
    (
        Vec<(&'v Variant, Route<'v>)>,
        Vec<(&'v Variant, String, &'v TokenStream)>,
    ),
    Diagnostic,
> {
    let mut routes = Vec::new();
    let mut nested = Vec::new();
    for variant in variants {
        let literal = variant.route.as_ref().ok_or_else(|| {
            route::no_template(
                variant.name.span(),
                &format!("the variant `{}`", variant.name),
            )
        })?;
        match &variant.fields {
            VariantFields::Named(fields) => {
                let route = check::route(literal, fields, lifetime, binding, private)?;
                routes.push((variant, route));
            }
            VariantFields::Nested(ty) => nested.push((variant, check::prefix(literal)?, ty)),
        }
    }
    Ok((routes, nested))
}

/// What `link!` reads of an enum of `variants`: the `routes` of its own,
/// and the route types `nested` under a prefix.
fn enum_links(
    private: &TokenStream,
    item: &Item,
    variants: &[Variant],
    routes: &[(&Variant, Route<'_>)],
    nested: &[(&Variant, String, &TokenStream)],
    seed: &str,
) -> TokenStream {
    let place = |variant: &Variant| {
        variants
            .iter()
            .position(|v| std::ptr::eq(v, variant))
            .unwrap_or(0)
    };
    let checked: Vec<links::Checked<'_, '_>> = routes
        .iter()
        .map(|(variant, route)| links::Checked {
            variant: Some((place(variant), *variant)),
            route,
        })
        .collect();
    let nests: Vec<links::Nested<'_>> = nested
        .iter()
        .map(|(variant, prefix, ty)| links::Nested {
            variant: place(variant),
            name: &variant.name,
            prefix,
            ty,
        })
        .collect();
    links::write(private, item, &checked, &nests, seed)
}

/// `to_uri`'s `match` on the variants, one arm each (an enum without
/// variants matches `*self`, which has no value).
fn variant_match(arms: &[TokenStream]) -> TokenStream {
    if arms.is_empty() {
        quote!(match *self {})
    } else {
        quote!(match self { #(#arms)* })
    }
}

/// Whether an enum may write the links of a route type of `kind` and
/// `templates` under a prefix: relative references whose templates are
/// absolute paths (`/…`, not `//…`).
fn nestable<'a>(kind: Kind, templates: impl IntoIterator<Item = &'a str>) -> bool {
    kind != Kind::Uri
        && templates
            .into_iter()
            .all(|template| template.starts_with('/') && !template.starts_with("//"))
}

/// `to_uri`'s arm for the variant `ident` nesting a value of type `ty`
/// under `prefix`.
fn nested_arm(
    private: &TokenStream,
    (item, ident): (&Ident, &Ident),
    prefix: &str,
    ty: &TokenStream,
) -> TokenStream {
    let nested_uri = nested_item(private, ty, "nested_uri");
    let nested_templates = nested_item(private, ty, "nested_templates");
    // Read back with the enum's own `from_uri`: another variant may be more
    // specific for the link (`Me` at `/v1/users/me` beside `V1(User)`).
    quote! {
        Self::#ident(inner) => match #private::nest(#prefix, #nested_uri(inner)) {
            #private::Ok(link) => match #item::from_uri(link.as_str()) {
                #private::Ok(#item::#ident(..)) => #private::Ok(link),
                _ => #private::Err(#private::nested_reads_as_another(
                    #prefix,
                    link.as_str(),
                    &#nested_templates(),
                )),
            },
            #private::Err(error) => #private::Err(error),
        },
    }
}

/// The item `name` of the nested route type `ty`, through `Nested`, the one
/// trait every use of a nested type asks for: spanned at the type, so that
/// a type that is none is reported there once.
fn nested_item(private: &TokenStream, ty: &TokenStream, name: &str) -> TokenStream {
    let span = TokenStream::clone(ty)
        .into_iter()
        .next()
        .map_or_else(Span::call_site, |token| token.span());
    let name = Ident::new(name, Span::call_site());
    quote_spanned!(span=> <#ty as #private::Nested>::#name)
}

/// How the enum of `routes` and `nested` variants reads a request without
/// a table built at run time, if its nested types read apart ([`apart`]).
fn dispatch(
    private: &TokenStream,
    routes: &[(&Variant, Route<'_>)],
    nested: &[(&Variant, String, &TokenStream)],
) -> Option<Dispatch> {
    let prefixes: Vec<&str> = nested
        .iter()
        .map(|(_, prefix, _)| prefix.as_str())
        .collect();
    let flat: Vec<&str> = routes
        .iter()
        .map(|(_, route)| route.text.as_str())
        .collect();
    (!nested.is_empty() && apart(&prefixes, &flat)).then(|| Dispatch {
        nested: nested
            .iter()
            .map(|(variant, prefix, ty)| (prefix.clone(), (*ty).clone(), variant.name.clone()))
            .collect(),
        texts: flat.iter().map(|text| (*text).to_owned()).collect(),
        reads: routes
            .iter()
            .enumerate()
            .map(|(number, (variant, route))| {
                let ident = &variant.name;
                let read = construct(private, &quote!(Self::#ident), route);
                let number = Literal::usize_unsuffixed(number);
                quote!(#number => #private::Ok(#read),)
            })
            .collect(),
        direct: direct::variants(private, routes),
    })
}

/// Whether a request under a nested variant's prefix can only be read by
/// that variant, and any other only by the variants that are not nested, so
/// that each nested type may read its requests on its own table: every
/// prefix and template ASCII without an escape (the other spellings a text
/// may use for them are then those of `strip_prefix`'s units, compared
/// alike on both sides) and every prefix not empty, none the
/// start of another, and each other template's literal head apart from each
/// prefix. The head is the text before the template's first expression,
/// query or fragment; every text the template reads starts with it. A
/// template that is all head reads only itself (then a query or fragment):
/// it is apart unless it starts with the prefix. Otherwise what follows the
/// head may be anything, so neither may start the other.
fn apart(prefixes: &[&str], flat: &[&str]) -> bool {
    let ascii = prefixes
        .iter()
        .chain(flat)
        .all(|text| text.is_ascii() && !text.contains('%'));
    let nested_apart = prefixes.iter().enumerate().all(|(i, a)| {
        !a.is_empty()
            && prefixes[i + 1..]
                .iter()
                .all(|b| !a.starts_with(b) && !b.starts_with(a))
    });
    let flat_apart = flat.iter().all(|template| {
        let head_end = template.find(['{', '?', '#']).unwrap_or(template.len());
        let head = &template[..head_end];
        prefixes.iter().all(|prefix| {
            !head.starts_with(prefix) && (head_end == template.len() || !prefix.starts_with(head))
        })
    });
    ascii && nested_apart && flat_apart
}

/// The body of an enum's `from_captures`. Without nested types (`flat`),
/// each template is one variant: a `match` on its number (`by_number`, a
/// jump). With them, `chain`: one test per variant, a nested type's taking
/// as many numbers as it has templates.
fn captures_body(
    private: &TokenStream,
    flat: bool,
    by_number: &[TokenStream],
    chain: &[TokenStream],
) -> TokenStream {
    if flat {
        quote! {
            match index {
                #(#by_number)*
                _ => {
                    let _ = captures;
                    #private::Err(#private::no_template())
                }
            }
        }
    } else {
        quote! {
            let mut index = index;
            #(#chain)*
            let _ = (index, captures);
            #private::Err(#private::no_template())
        }
    }
}

/// Two variants whose templates the set could never tell apart: checked with
/// the set itself, at compile time.
fn conflicts(routes: &[(&Variant, Route<'_>)]) -> Result<(), Diagnostic> {
    use uri_core::UriTemplate;
    use uri_core::api::template::{TemplateSet, TemplateSetError};
    let mut set = TemplateSet::new();
    for (i, (variant, route)) in routes.iter().enumerate() {
        let Ok(template) = UriTemplate::parse(&route.text) else {
            continue;
        };
        if let Err(TemplateSetError::Conflict { first, .. }) = set.insert(template, i) {
            let earlier = routes
                .iter()
                .find(|(_, route)| route.text == first.as_str())
                .map_or_else(String::new, |(variant, _)| variant.name.to_string());
            let span = variant
                .route
                .as_ref()
                .map_or(variant.name.span(), Literal::span);
            return Err(route::conflict(span, &earlier, &variant.name.to_string()));
        }
    }
    Ok(())
}

/// The name an enum variant's field is bound to in a `match`.
fn binding(i: usize) -> TokenStream {
    let ident = Ident::new(&format!("__route_field_{i}"), Span::call_site());
    quote!(#ident)
}

/// Each variant's template with the fields it writes, for [`shadow`].
fn texts_and_fields<'r>(routes: &'r [(&Variant, Route<'_>)]) -> Vec<(&'r str, Vec<&'r Field>)> {
    routes
        .iter()
        .map(|(_, route)| {
            let fields = route.fields.iter().map(|(field, _)| *field).collect();
            (route.text.as_str(), fields)
        })
        .collect()
}

/// The type `to_uri` returns.
fn output(private: &TokenStream, kind: Kind, plain: bool) -> TokenStream {
    let owned = if kind == Kind::Uri {
        quote!(#private::UriBuf)
    } else {
        quote!(#private::UriRefBuf)
    };
    if plain {
        owned
    } else {
        quote!(#private::Result<#owned, #private::ExpandError>)
    }
}

/// The statements that write a route's URI, as its declared output (`plain`),
/// after the checks of its values (`refusals.rs`); `access` gives a field's
/// value by reference.
fn expansion(
    private: &TokenStream,
    route: &Route<'_>,
    plain: bool,
    access: impl Fn(usize) -> TokenStream,
) -> TokenStream {
    let checks = refusals::statements(private, route, &access);
    let written = statements(
        private,
        route.kind,
        &route.checked.placement,
        &route.checked.arguments,
    );
    let block = quote! {
        {
            #checks
            #written
        }
    };
    if plain {
        block
    } else {
        quote!(#private::IntoFallible::into_fallible(#block))
    }
}

/// The value read from captures: `path` (`Self` or `Self::Variant`) with each
/// field read from its variable, spanned at the field's type, where a type
/// that is no route field is reported.
fn construct(private: &TokenStream, path: &TokenStream, route: &Route<'_>) -> TokenStream {
    // The expansion's own names resolve where the derive was called, even
    // where the span is the field's, which a `macro_rules!` may have written.
    let captures = Ident::new("captures", Span::call_site());
    let fields = route
        .fields
        .iter()
        .enumerate()
        .map(|(index, (field, shape))| {
            let ident = &field.ident;
            let Some(shape) = shape else {
                // Named by the field's own type tokens, so that a type without
                // `Default` is reported at the field.
                let ty = &field.ty;
                let span = field.ty_span;
                return quote_spanned!(span=> #ident: <#(#ty)* as #private::Default>::default());
            };
            let variable = field.variable();
            let field_name = field.ident.to_string();
            let span = field.ty_span;
            let field_type = route.field_type(private, index);
            let read = match shape {
                Shape::Optional(member) => quote_spanned!(span=>
                    #private::optional::<#member>(
                        #captures,
                        #variable,
                        #field_name,
                        #field_type,
                    )
                ),
                Shape::List(member) => quote_spanned!(span=>
                    #private::list::<#member, _>(
                        #captures,
                        #variable,
                        #field_name,
                        #field_type,
                    )
                ),
                Shape::One(member) => quote_spanned!(span=>
                    #private::one::<#member>(
                        #captures,
                        #variable,
                        #field_name,
                        #field_type,
                    )
                ),
                Shape::Map => quote!(#private::Ok(#private::Default::default())),
            };
            quote!(#ident: #read?)
        });
    quote!(#path { #(#fields,)* })
}

#[cfg(test)]
mod tests {
    use super::apart;

    #[test]
    fn prefixes_are_apart_from_each_other_and_from_other_literal_starts() {
        // Literal starts that diverge from every prefix.
        assert!(apart(
            &["/v1", "/v2"],
            &["/", "/health", "/files{/path*}", "/{x}/a"][..2]
        ));
        assert!(apart(
            &["/v1"],
            &["/files{/path*}", "/users/{id}", "/search{?q}"]
        ));
        // A template that is all literal reads only itself (then a query).
        assert!(apart(&["/v1"], &["/", "/v", "/v2"]));
        assert!(!apart(&["/v1"], &["/v1"]));
        assert!(!apart(&["/v1"], &["/v10"]));
        // A literal start the prefix begins with, then anything.
        assert!(!apart(&["/v1"], &["/{page}"]));
        assert!(!apart(&["/v1"], &["/v{n}"]));
        assert!(!apart(&["/v1"], &["/v1/{x}"]));
        assert!(!apart(&["/v1"], &["{/path*}"]));
        assert!(!apart(&["/v1"], &["/v?x=1"]));
        // Prefixes that start alike, an empty one, one not ASCII.
        assert!(!apart(&["/v1", "/v1"], &[]));
        assert!(!apart(&["/v1", "/v1/a"], &[]));
        assert!(!apart(&[""], &[]));
        assert!(!apart(&["/caf\u{e9}"], &[]));
        assert!(!apart(&["/v1"], &["/\u{e9}"]));
    }
}
