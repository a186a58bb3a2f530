//! A route type's routes as `link!` reads them: each template (a nested
//! type's under its variant's prefix), the name of the route for messages,
//! and for each variable the hidden method that marks its field's type.
//!
//! The derive writes them as tokens into the type's hidden macro, and the
//! macros that read them ([`route_data!`](crate::route_data) and
//! `link_check!`) read them back: [`Route::tokens`] and [`read`] are each
//! other's inverse, and only they know the layout:
//!
//! ```text
//! [ { "Api::V1(User)" "/v1/users/{id}" [2] [ ("id" __uri_field_0_0 one "u64") … ] } … ]
//! ```
//!
//! The steps (`[2]`) are the variants whose nested value holds the route,
//! outermost first, each read by the hidden method `__uri_nested_{n}`; the
//! field's method belongs to the innermost type.

use proc_macro2::{Delimiter, Group, Ident, Literal, Span, TokenStream, TokenTree};
use quote::quote;

use crate::request::invisible::unwrap_invisible;
use crate::request::str_literal::StrLiteral;

/// One route of a route type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Route {
    /// How messages name it: `Issues`, `Api::Health`, `Api::V1(User)`.
    pub(crate) name: String,
    /// Its whole template: a nested type's under each prefix.
    pub(crate) template: String,
    /// The variants, outermost first, whose nested values hold it.
    pub(crate) steps: Vec<usize>,
    pub(crate) fields: Vec<Field>,
}

/// A template variable and the field that holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Field {
    pub(crate) variable: String,
    /// The hidden method of the innermost type that marks the field's type.
    pub(crate) method: String,
    pub(crate) shape: Shape,
    /// The member type's name where it is one whose text the macro can
    /// check (`u64`, `bool`, …), so that a value written as literal text
    /// in the link is checked too; empty otherwise.
    pub(crate) checked_type: String,
}

/// How a field holds its variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    One,
    Optional,
    List,
}

impl Shape {
    fn word(self) -> &'static str {
        match self {
            Self::One => "one",
            Self::Optional => "optional",
            Self::List => "list",
        }
    }

    fn from_word(word: &str) -> Option<Self> {
        [Self::One, Self::Optional, Self::List]
            .into_iter()
            .find(|shape| shape.word() == word)
    }
}

/// The name of the hidden method that marks the type of field `field` of
/// variant `variant` (0 for a struct).
pub(crate) fn field_method(variant: usize, field: usize) -> String {
    format!("__uri_field_{variant}_{field}")
}

/// The name of the hidden method that gives the value nested in variant
/// `variant`.
pub(crate) fn nested_method(variant: usize) -> String {
    format!("__uri_nested_{variant}")
}

impl Route {
    /// The route as tokens, in the layout of the module's doc.
    pub(crate) fn tokens(&self) -> TokenStream {
        let name = Literal::string(&self.name);
        let template = Literal::string(&self.template);
        let steps = self
            .steps
            .iter()
            .map(|step| Literal::usize_unsuffixed(*step));
        let fields = self.fields.iter().map(|field| {
            let variable = Literal::string(&field.variable);
            let method = Ident::new(&field.method, Span::call_site());
            let shape = Ident::new(field.shape.word(), Span::call_site());
            let checked = Literal::string(&field.checked_type);
            quote!((#variable #method #shape #checked))
        });
        quote!({ #name #template [#(#steps)*] [#(#fields)*] })
    }

    /// The same route nested in variant `variant`, named `outer`, under
    /// `prefix`.
    pub(crate) fn nested(&self, variant: usize, outer: &str, prefix: &str) -> Self {
        let mut steps = vec![variant];
        steps.extend(&self.steps);
        Self {
            name: format!("{outer}({})", self.name),
            template: format!("{prefix}{}", self.template),
            steps,
            fields: self.fields.clone(),
        }
    }
}

/// A route type's routes, or, for a type whose derive failed (already
/// reported), none known: its links are then written unchecked, so that
/// the one error stays the derive's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Routes {
    Known(Vec<Route>),
    Unchecked,
}

/// Routes as tokens: a bracketed list, or `unchecked`.
pub(crate) fn tokens(routes: &Routes) -> TokenStream {
    match routes {
        Routes::Known(routes) => {
            let routes = routes.iter().map(Route::tokens);
            quote!([#(#routes)*])
        }
        Routes::Unchecked => quote!(unchecked),
    }
}

/// The routes of `token`, a bracketed list or `unchecked`; `None` where it
/// is neither (the tokens of a hidden macro called by hand).
pub(crate) fn read(token: &TokenTree) -> Option<Routes> {
    if let [TokenTree::Ident(word)] = unwrap_invisible(token.clone()).as_slice() {
        return (word == "unchecked").then_some(Routes::Unchecked);
    }
    let list = bracketed(token)?;
    list.into_iter()
        .map(|route| read_route(&route))
        .collect::<Option<Vec<Route>>>()
        .map(Routes::Known)
}

fn read_route(token: &TokenTree) -> Option<Route> {
    let TokenTree::Group(group) = token else {
        return None;
    };
    let parts: Vec<TokenTree> = group.stream().into_iter().collect();
    let [name, template, steps, fields] = parts.as_slice() else {
        return None;
    };
    let steps = bracketed(steps)?
        .iter()
        .map(number)
        .collect::<Option<Vec<usize>>>()?;
    let fields = bracketed(fields)?
        .iter()
        .map(read_field)
        .collect::<Option<Vec<Field>>>()?;
    Some(Route {
        name: string(name)?,
        template: string(template)?,
        steps,
        fields,
    })
}

fn read_field(token: &TokenTree) -> Option<Field> {
    let TokenTree::Group(group) = token else {
        return None;
    };
    let parts: Vec<TokenTree> = group.stream().into_iter().collect();
    let [
        variable,
        TokenTree::Ident(method),
        TokenTree::Ident(shape),
        checked,
    ] = parts.as_slice()
    else {
        return None;
    };
    Some(Field {
        variable: string(variable)?,
        method: method.to_string(),
        shape: Shape::from_word(&shape.to_string())?,
        checked_type: string(checked)?,
    })
}

/// The tokens inside `token`, a `[…]` group (possibly inside invisible ones).
pub(crate) fn bracketed(token: &TokenTree) -> Option<Vec<TokenTree>> {
    match unwrap_invisible(token.clone()).as_slice() {
        [TokenTree::Group(group)] if group.delimiter() == Delimiter::Bracket => {
            Some(group.stream().into_iter().collect())
        }
        _ => None,
    }
}

/// The value of a string literal token.
pub(crate) fn string(token: &TokenTree) -> Option<String> {
    match unwrap_invisible(token.clone()).as_slice() {
        [TokenTree::Literal(literal)] => StrLiteral::parse(&literal.to_string())
            .ok()
            .map(|literal| literal.value),
        _ => None,
    }
}

/// The value of an unsuffixed integer literal token.
pub(crate) fn number(token: &TokenTree) -> Option<usize> {
    match unwrap_invisible(token.clone()).as_slice() {
        [TokenTree::Literal(literal)] => literal.to_string().parse().ok(),
        _ => None,
    }
}

/// A type's path without its generic arguments (`Repo<'a>` → `Repo`): a
/// macro's path takes none.
pub(crate) fn without_generics(path: impl IntoIterator<Item = TokenTree>) -> Vec<TokenTree> {
    let mut depth = 0usize;
    let mut kept = Vec::new();
    for token in path {
        if let TokenTree::Punct(punct) = &token {
            match punct.as_char() {
                '<' => {
                    depth += 1;
                    continue;
                }
                '>' => {
                    depth = depth.saturating_sub(1);
                    continue;
                }
                _ => {}
            }
        }
        if depth == 0 {
            kept.push(token);
        }
    }
    kept
}

/// A group of `delimiter` around `stream`.
pub(crate) fn group(delimiter: Delimiter, stream: TokenStream) -> TokenTree {
    TokenTree::Group(Group::new(delimiter, stream))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Vec<Route> {
        vec![
            Route {
                name: "Api::Health".into(),
                template: "/health".into(),
                steps: vec![],
                fields: vec![],
            },
            Route {
                name: "Api::V1(User)".into(),
                template: "/v1/users/{id}{?tab,tags*}".into(),
                steps: vec![2, 0],
                fields: vec![
                    Field {
                        variable: "id".into(),
                        method: field_method(0, 0),
                        shape: Shape::One,
                        checked_type: "u64".into(),
                    },
                    Field {
                        variable: "tab".into(),
                        method: field_method(0, 1),
                        shape: Shape::Optional,
                        checked_type: String::new(),
                    },
                    Field {
                        variable: "tags".into(),
                        method: field_method(0, 2),
                        shape: Shape::List,
                        checked_type: String::new(),
                    },
                ],
            },
        ]
    }

    #[test]
    fn routes_read_back_from_their_tokens() {
        let routes = Routes::Known(sample());
        let token = group(Delimiter::None, tokens(&routes));
        assert_eq!(read(&token), Some(routes));
        let token = group(Delimiter::None, tokens(&Routes::Unchecked));
        assert_eq!(read(&token), Some(Routes::Unchecked));
    }

    #[test]
    fn a_nested_route_is_named_and_reached_through_its_variant() {
        let inner = &sample()[1];
        let outer = inner.nested(3, "Outer::Api", "/api");
        assert_eq!(outer.name, "Outer::Api(Api::V1(User))");
        assert_eq!(outer.template, "/api/v1/users/{id}{?tab,tags*}");
        assert_eq!(outer.steps, [3, 2, 0]);
    }

    #[test]
    fn other_tokens_are_no_routes() {
        let bad = |text: &str| {
            let stream: TokenStream = text.parse().unwrap();
            read(&group(Delimiter::None, stream))
        };
        assert!(matches!(bad("[{ \"a\" \"/\" [] [] }]"), Some(Routes::Known(r)) if r.len() == 1));
        assert_eq!(bad("checked"), None);
        assert_eq!(bad("{ \"a\" \"/\" [] [] }"), None);
        assert_eq!(bad("[{ \"a\" [] [] }]"), None);
        assert_eq!(bad("[{ \"a\" \"/\" [x] [] }]"), None);
        assert_eq!(bad("[{ \"a\" \"/\" [] [(\"v\" m sideways \"\")] }]"), None);
    }
}
