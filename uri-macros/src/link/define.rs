//! A route type's hidden macro: the type's routes as tokens, for `link!`.
//!
//! A proc macro sees only its own input, so `link!(Api, "…")` cannot read
//! `Api`'s templates from the type. The derive leaves them in a
//! `macro_rules!` macro instead, exported under a name of its own and
//! re-exported beside the type under the type's name, in the macro
//! namespace: any path that names the type names the macro too, in this
//! crate or another. `link!` calls it, and it calls `link_check!` with the
//! routes.
//!
//! An enum that nests a route type must hold the nested type's routes as
//! well, under the variant's prefix; only the nested type's macro knows
//! them, and only the enum's module is sure to resolve the path the
//! variant names the type by. So the derive of such an enum writes no
//! macro yet: it calls the first nested type's macro with `@nest` and the
//! routes it has, that macro hands its own routes to `route_data!`
//! ([`resume`]), which adds them under the prefix and calls the next, and
//! the last writes the enum's macro. Every call expands in the enum's
//! module, where the paths resolve.

use proc_macro2::{Delimiter, Ident, Literal, Span, TokenStream, TokenTree};
use quote::quote;

use crate::link::data::{self, Routes, bracketed, group, number, string};

/// What a route type's macro is made of.
pub(crate) struct Definition {
    /// The type's name, which the macro is re-exported under.
    pub(crate) name: Ident,
    /// The macro's own name, unique in the crate.
    pub(crate) hidden: Ident,
    /// The routes known so far.
    pub(crate) routes: Routes,
    /// The nested types whose routes are still to come.
    pub(crate) pending: Vec<Pending>,
    /// Whether the type takes a lifetime (its fields borrow from the
    /// request), which the expansion writes `'_` for.
    pub(crate) borrows: bool,
}

/// A variant that nests a route type.
pub(crate) struct Pending {
    /// The variant's place among the enum's variants.
    pub(crate) variant: usize,
    /// How messages name the variant (`Api::V1`).
    pub(crate) name: String,
    pub(crate) prefix: String,
    /// The nested type's path, as the variant writes it.
    pub(crate) path: TokenStream,
}

/// The unique name of the macro of the type `name`, from `seed` (the item's
/// tokens and where it is, which no other item of the crate shares).
pub(crate) fn hidden_name(name: &Ident, seed: &str) -> Ident {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    seed.hash(&mut hasher);
    let name = name.to_string();
    let name = name.strip_prefix("r#").unwrap_or(&name);
    Ident::new(
        &format!("__uri_route_{name}_{:016x}", hasher.finish()),
        Span::call_site(),
    )
}

/// The tokens that define the macro, or, while nested types' routes are
/// still to come, that ask the next of them for its routes. `private` is
/// the path to `uri::__private` the derive names.
pub(crate) fn write(private: &TokenStream, definition: Definition) -> TokenStream {
    let Definition {
        name,
        hidden,
        routes,
        mut pending,
        borrows,
    } = definition;
    if !pending.is_empty() {
        let next = pending.remove(0);
        let path = next.path.clone();
        let state = state(private, &name, &hidden, &routes, &next, &pending);
        return quote!(#path! { @nest (#private) #state });
    }
    let routes = data::tokens(&routes);
    let lifetime = Ident::new(
        if borrows { "borrowed" } else { "owned" },
        Span::call_site(),
    );
    quote! {
        // `non_local_definitions`: a route type declared in a function is
        // as good as any; the macro is reached by the type's path.
        #[doc(hidden)]
        #[macro_export]
        #[allow(non_local_definitions)]
        macro_rules! #hidden {
            (@nest ($($private:tt)*) $($rest:tt)*) => {
                $($private)*::route_data! { #routes $($rest)* }
            };
            (($($private:tt)*) $($rest:tt)*) => {
                $($private)*::link_check! { ($($private)*) #routes #lifetime $($rest)* }
            };
        }

        #[doc(hidden)]
        #[allow(unused_imports)]
        pub use #hidden as #name;
    }
}

/// The enum's routes so far and what is still to come, as the tokens the
/// nested type's macro hands back:
/// `{ (private) name hidden [routes] (next) [(pending)…] }`.
fn state(
    private: &TokenStream,
    name: &Ident,
    hidden: &Ident,
    routes: &Routes,
    next: &Pending,
    pending: &[Pending],
) -> TokenTree {
    let routes = data::tokens(routes);
    let next = pending_tokens(next);
    let pending = pending.iter().map(pending_tokens);
    group(
        Delimiter::Brace,
        quote!((#private) #name #hidden #routes #next [#(#pending)*]),
    )
}

fn pending_tokens(pending: &Pending) -> TokenTree {
    let variant = Literal::usize_unsuffixed(pending.variant);
    let name = Literal::string(&pending.name);
    let prefix = Literal::string(&pending.prefix);
    let path = group(Delimiter::Brace, pending.path.clone());
    group(Delimiter::Parenthesis, quote!(#variant #name #prefix #path))
}

fn read_pending(token: &TokenTree) -> Option<Pending> {
    let TokenTree::Group(group) = token else {
        return None;
    };
    let parts: Vec<TokenTree> = group.stream().into_iter().collect();
    let [variant, name, prefix, TokenTree::Group(path)] = parts.as_slice() else {
        return None;
    };
    Some(Pending {
        variant: number(variant)?,
        name: string(name)?,
        prefix: string(prefix)?,
        path: path.stream(),
    })
}

/// `route_data!`: a nested type's routes (`[routes]`), then the state that
/// [`write`] handed its macro. The routes join the enum's under the
/// variant's prefix, and [`write`] goes on. `None` where the tokens are not
/// of that shape (the macro called by hand).
pub(crate) fn resume(input: TokenStream) -> Option<TokenStream> {
    let tokens: Vec<TokenTree> = input.into_iter().collect();
    let [nested, TokenTree::Group(state)] = tokens.as_slice() else {
        return None;
    };
    let nested = data::read(nested)?;
    let state: Vec<TokenTree> = state.stream().into_iter().collect();
    let [
        TokenTree::Group(private),
        TokenTree::Ident(name),
        TokenTree::Ident(hidden),
        routes,
        next,
        pending,
    ] = state.as_slice()
    else {
        return None;
    };
    let routes = data::read(routes)?;
    let next = read_pending(next)?;
    let pending = bracketed(pending)?
        .iter()
        .map(read_pending)
        .collect::<Option<Vec<_>>>()?;
    // A nested type whose derive failed leaves the enum's links unchecked.
    let routes = match (routes, nested) {
        (Routes::Known(mut routes), Routes::Known(nested)) => {
            routes.extend(
                nested
                    .iter()
                    .map(|route| route.nested(next.variant, &next.name, &next.prefix)),
            );
            Routes::Known(routes)
        }
        _ => Routes::Unchecked,
    };
    Some(write(
        &private.stream(),
        Definition {
            name: name.clone(),
            hidden: hidden.clone(),
            routes,
            pending,
            // An enum that nests route types takes no lifetime.
            borrows: false,
        },
    ))
}
