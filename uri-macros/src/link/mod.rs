//! `link!(Api, "/users/{id}", id = 7)`, the fourth kind of input: a link
//! written as text, checked against the routes of a route type while the
//! crate compiles, and written as `uri!` or `uri_ref!` writes the same
//! literal and arguments.
//!
//! It takes three macros, because a proc macro sees only its input. The
//! facade's `link!` calls [`route`] (`link_route!`), which calls the route
//! type's hidden macro by the type's path; that macro, which the derive
//! wrote ([`define`]), calls [`check`] (`link_check!`) with the type's
//! routes ([`data`]). [`check`](mod@check) finds the route that reads the
//! link and the field each value lands in; [`write`](mod@write) writes the
//! `uri!` call with each value checked against its field's type.

pub(crate) mod check;
pub(crate) mod data;
pub(crate) mod define;
pub(crate) mod write;

use proc_macro2::{Delimiter, Literal, Span, TokenStream, TokenTree};
use quote::quote;

use crate::arguments::check::{Checked, Refused, check as check_arguments};
use crate::arguments::write::diverging;
use crate::diagnostic::link::{self as message, Named};
use crate::diagnostic::{Diagnostic, tokens};
use crate::kind::Kind;
use crate::link::check::{NotBack, Refusal, landing};
use crate::link::data::{Route, Routes, without_generics};
use crate::literal::check::string;
use crate::request::argument::{self, Argument};
use crate::request::invisible::unwrap_invisible;
use crate::request::str_literal::StrLiteral;

/// `link_route!`: `(path to uri::__private)`, then what the user wrote
/// (the route type, in parentheses where the facade's pattern read it as a
/// path, then the literal and the arguments) → the call of the route
/// type's hidden macro, by the type's path.
pub(crate) fn route(input: TokenStream) -> TokenStream {
    let mut tokens = input.into_iter();
    let Some(TokenTree::Group(private)) = tokens.next() else {
        return tokens::wrapper_only().into_compile_error(None, None, None);
    };
    let private = private.stream();
    let user: Vec<TokenTree> = tokens.collect();
    let (path, rest) = match user.split_first() {
        Some((TokenTree::Group(group), rest)) if group.delimiter() == Delimiter::Parenthesis => {
            let path: Vec<TokenTree> = group
                .stream()
                .into_iter()
                .flat_map(unwrap_invisible)
                .collect();
            (path, rest.to_vec())
        }
        _ => {
            let comma = user.iter().position(
                |token| matches!(token, TokenTree::Punct(punct) if punct.as_char() == ','),
            );
            match comma {
                Some(at) => (user[..at].to_vec(), user[at + 1..].to_vec()),
                None => (user.clone(), Vec::new()),
            }
        }
    };
    let span = user.first().map_or_else(Span::call_site, TokenTree::span);
    if path.is_empty() || !path.iter().all(is_path_token) {
        let found = user
            .first()
            .map_or_else(|| "nothing".to_owned(), |token| format!("`{token}`"));
        return message::usage(span, &found).into_compile_error(Some(&private), None, None);
    }
    let literal_first = rest
        .first()
        .map(|token| unwrap_invisible(token.clone()))
        .is_some_and(|first| matches!(first.as_slice(), [TokenTree::Literal(_)]));
    if !literal_first {
        let found = rest
            .first()
            .map_or_else(|| "no literal".to_owned(), |token| format!("`{token}`"));
        return message::usage(span, &found).into_compile_error(Some(&private), None, None);
    }
    let macro_path = without_generics(path);
    let type_path: TokenStream = macro_path.iter().cloned().collect();
    let rest: TokenStream = rest.into_iter().collect();
    let macro_path: TokenStream = macro_path.into_iter().collect();
    quote!(#macro_path! { (#private) (#type_path) #rest })
}

/// Whether `token` may be part of a type's path (`crate::api::Api`,
/// `Repo<'a>`).
fn is_path_token(token: &TokenTree) -> bool {
    match token {
        TokenTree::Ident(_) => true,
        TokenTree::Punct(punct) => matches!(punct.as_char(), ':' | '<' | '>' | '\'' | ','),
        _ => false,
    }
}

/// `route_data!`: a nested route type's routes handed to the enum that
/// nests it ([`define::resume`]).
pub(crate) fn resume(input: TokenStream) -> TokenStream {
    let span = input
        .clone()
        .into_iter()
        .next()
        .map_or_else(Span::call_site, |token| token.span());
    define::resume(input)
        .unwrap_or_else(|| message::hidden_macro(span).into_compile_error(None, None, None))
}

/// What a route type's hidden macro hands `link_check!`.
struct Call {
    /// The path to `uri::__private`.
    private: TokenStream,
    routes: Routes,
    /// The route type's path, as the user wrote it.
    path: TokenStream,
    /// The type as the expansion names it (`Repo<'_>` for one that
    /// borrows).
    ty: TokenStream,
    literal: Literal,
    /// The tokens after the literal.
    after: Vec<TokenTree>,
}

/// The call's parts: `(path to uri::__private) [routes] borrowed|owned
/// (type path)`, then the literal and what follows it; or its one error.
fn read_call(input: TokenStream) -> Result<Call, TokenStream> {
    let tokens: Vec<TokenTree> = input.into_iter().collect();
    let (
        Some(TokenTree::Group(private)),
        Some(routes),
        Some(TokenTree::Ident(lifetime)),
        Some(TokenTree::Group(path)),
    ) = (tokens.first(), tokens.get(1), tokens.get(2), tokens.get(3))
    else {
        let span = tokens.first().map_or_else(Span::call_site, TokenTree::span);
        return Err(message::hidden_macro(span).into_compile_error(None, None, None));
    };
    let private = private.stream();
    let Some(routes) = data::read(routes) else {
        return Err(message::hidden_macro(path.span()).into_compile_error(
            Some(&private),
            None,
            None,
        ));
    };
    let path = path.stream();
    let ty = if lifetime == "borrowed" {
        quote!(#path<'_>)
    } else {
        path.clone()
    };
    let rest = &tokens[4..];
    let Some((literal, after)) = rest.split_first().and_then(|(first, after)| {
        match unwrap_invisible(first.clone()).as_slice() {
            [TokenTree::Literal(literal)] => Some((literal.clone(), after)),
            _ => None,
        }
    }) else {
        return Err(
            message::usage(path_span(&path), "no literal").into_compile_error(
                Some(&private),
                None,
                None,
            ),
        );
    };
    Ok(Call {
        private,
        routes,
        path,
        ty,
        literal,
        after: after.to_vec(),
    })
}

/// `link_check!`: the link, written as `uri!` writes it, or the one error
/// that says why no route reads it ([`read_call`] reads the input).
pub(crate) fn check(input: TokenStream) -> TokenStream {
    let Call {
        private,
        routes,
        path,
        ty,
        literal,
        after,
    } = match read_call(input) {
        Ok(call) => call,
        Err(error) => return error,
    };
    let source = literal.to_string();
    let value = match string(&source, Kind::UriRef, literal.span()) {
        Ok(value) => value,
        Err(diagnostic) => return diagnostic.into_compile_error(Some(&private), None, None),
    };
    let kind = Kind::of_template(&value.value);
    let arguments = match after.split_first() {
        None => Vec::new(),
        Some((TokenTree::Punct(comma), arguments)) if comma.as_char() == ',' => {
            match argument::read(arguments, kind) {
                Ok(arguments) => arguments,
                Err(diagnostic) => {
                    return diagnostic.into_compile_error(Some(&private), None, None);
                }
            }
        }
        Some((other, _)) => {
            return tokens::after_literal(kind, other).into_compile_error(
                Some(&private),
                None,
                None,
            );
        }
    };
    let plain = arguments.is_empty() && !value.value.contains('{');
    let Routes::Known(routes) = routes else {
        // The type's derive failed, and said why: the link is written as
        // `uri!` writes it, unchecked, so that no second error follows.
        return if plain {
            crate::literal::expand(&private, kind, &literal)
        } else {
            crate::arguments::expand(&private, kind, &literal, arguments)
        };
    };
    let Checked {
        placement,
        arguments,
    } = match check_arguments(kind, &literal, arguments) {
        Ok(checked) => checked,
        Err(refused) => {
            // A link's type is decided by its route too: nothing tells it.
            let Refused {
                diagnostic,
                placement: _,
                arguments,
            } = *refused;
            let stand_in = diverging(&arguments);
            return diagnostic.into_compile_error(Some(&private), Some(&literal), Some(stand_in));
        }
    };
    let template = uri_core::UriTemplate::parse(&value.value);
    let landed = template
        .as_ref()
        .map_err(|_| Refusal::Table(String::new()))
        .and_then(|template| landing(&routes, template));
    let landing = match landed {
        Ok(landing) => landing,
        Err(refusal) => {
            let context = Context {
                routes: &routes,
                ty: &path_text(&path),
                literal: &literal,
                source: &source,
                value: &value,
            };
            let diagnostic = context.refused(refusal, path_span(&path));
            let stand_in = diverging(&arguments);
            return diagnostic.into_compile_error(Some(&private), Some(&literal), Some(stand_in));
        }
    };
    if plain {
        return crate::literal::expand(&private, kind, &literal);
    }
    let route = &routes[landing.route];
    let exploded = |name: &str| {
        template.as_ref().is_ok_and(|template| {
            template
                .variables()
                .any(|spec| spec.name() == name && spec.modifier() == uri_core::Modifier::Explode)
        })
    };
    let arguments: Vec<Argument> = arguments
        .into_iter()
        .map(|argument| {
            let exploded = exploded(&argument.name);
            write::checked(&private, &ty, route, &landing, argument, exploded)
        })
        .collect();
    let guard = template
        .ok()
        .and_then(|template| write::guard(&private, &template, &arguments, route, &landing));
    crate::arguments::write::guarded(&private, kind, &placement, &arguments, guard)
}

/// The span of a type's path, for errors about the type.
fn path_span(path: &TokenStream) -> Span {
    path.clone()
        .into_iter()
        .next()
        .map_or_else(Span::call_site, |token| token.span())
}

/// A type's path as messages write it (`crate::api::Api`).
fn path_text(path: &TokenStream) -> String {
    path.to_string().replace(' ', "")
}

/// What a refusal's message needs.
struct Context<'a> {
    routes: &'a [Route],
    ty: &'a str,
    literal: &'a Literal,
    source: &'a str,
    value: &'a StrLiteral,
}

impl Context<'_> {
    fn at(&self, range: std::ops::Range<usize>) -> crate::diagnostic::InLiteral<'_> {
        self.value
            .in_literal(self.literal.span(), self.source, range)
    }

    fn named(&self, route: usize) -> Named<'_> {
        let route = &self.routes[route];
        Named {
            name: &route.name,
            template: &route.template,
        }
    }

    /// The one error of `refusal`; `end` is where an error about the whole
    /// link points.
    fn refused(&self, refusal: Refusal, end: Span) -> Diagnostic {
        match refusal {
            Refusal::NoRoute {
                nearest,
                expected,
                at,
            } => {
                let nearest: Vec<Named<'_>> = nearest.iter().map(|&i| self.named(i)).collect();
                let at = at.map(|range| self.at(range));
                message::no_route(at, self.literal.span(), self.ty, &nearest, &expected)
            }
            Refusal::BadRequest { route, message, at } => {
                let at = at.map(|range| self.at(range));
                message::bad_request(at, self.literal.span(), &self.named(route), &message)
            }
            Refusal::QueryName { route, name, at } => {
                let variables: Vec<&str> = self.routes[route]
                    .fields
                    .iter()
                    .map(|field| field.variable.as_str())
                    .collect();
                message::query_name(self.at(at), &self.named(route), &name, &variables)
            }
            Refusal::Partial {
                route,
                variable,
                at,
                read_by,
            } => message::partial(self.at(at), &self.named(route), &variable, &read_by),
            Refusal::Unread {
                route,
                variable,
                at,
            } => message::unread(self.at(at), &self.named(route), &variable),
            Refusal::NotOfType {
                route,
                field,
                text,
                at,
            } => {
                let field = &self.routes[route].fields[field];
                message::not_of_type(
                    self.at(at),
                    &self.named(route),
                    &field.variable,
                    &text,
                    &field.checked_type,
                )
            }
            Refusal::NotReadBack {
                route,
                variable,
                at,
                why: NotBack::Slash,
            } => message::slash(self.at(at), &self.named(route), &variable),
            Refusal::NotReadBack {
                route,
                variable,
                at,
                why: NotBack::Members,
            } => message::members(self.at(at), &self.named(route), &variable),
            Refusal::Prefix { variable, at } => message::prefix(self.at(at), &variable),
            Refusal::Table(error) => message::table(end, self.ty, &error),
        }
    }
}
