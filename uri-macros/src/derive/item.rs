//! Tokens → item: the struct or enum a derive is on, read from its tokens as
//! far as a route needs them (names, `#[route(…)]` attributes, field types),
//! without a general Rust parser: attributes other than `route`, visibility and
//! doc comments are skipped, generics other than one lifetime are refused.

use proc_macro2::{Delimiter, Ident, Literal, Span, TokenStream, TokenTree};

use crate::diagnostic::{Diagnostic, route};
use crate::request::invisible::unwrap_invisible;

/// The item a derive is on.
pub(crate) struct Item {
    pub(crate) name: Ident,
    /// Its lifetime parameter (`'a` of `struct Issues<'a>`), which `Cow<'a, str>`
    /// fields borrow the request text for.
    pub(crate) lifetime: Option<TokenStream>,
    /// The item's own `#[route("…")]`.
    pub(crate) route: Option<Literal>,
    pub(crate) body: Body,
}

/// A struct's fields or an enum's variants.
pub(crate) enum Body {
    /// Named fields; none for a unit struct.
    Struct(Vec<Field>),
    Enum(Vec<Variant>),
}

/// An enum variant.
pub(crate) struct Variant {
    pub(crate) name: Ident,
    /// The variant's `#[route("…")]`: its template, or for a nested route its
    /// prefix.
    pub(crate) route: Option<Literal>,
    pub(crate) fields: VariantFields,
}

/// What a variant holds.
pub(crate) enum VariantFields {
    /// Named fields (none for a unit variant), read from its own template.
    Named(Vec<Field>),
    /// One unnamed field: a route type whose table is nested under a prefix.
    Nested(TokenStream),
}

/// A named field.
pub(crate) struct Field {
    pub(crate) ident: Ident,
    /// The type's tokens.
    pub(crate) ty: Vec<TokenTree>,
    /// Where the type is, for errors about it.
    pub(crate) ty_span: Span,
    /// `#[route(rename = "…")]`: the template variable the field holds.
    pub(crate) rename: Option<(String, Span)>,
    /// `#[route(skip)]`: not in the template, `Default` when read.
    pub(crate) skip: bool,
}

impl Field {
    /// The field's name, without the `r#` of a raw identifier.
    pub(crate) fn name(&self) -> String {
        let name = self.ident.to_string();
        name.strip_prefix("r#").map_or(name.clone(), str::to_owned)
    }

    /// The template variable the field holds.
    pub(crate) fn variable(&self) -> String {
        self.rename
            .as_ref()
            .map_or_else(|| self.name(), |(name, _)| name.clone())
    }
}

/// Reads the item of a derive's input.
pub(crate) fn read(input: TokenStream) -> Result<Item, Diagnostic> {
    let tokens: Vec<TokenTree> = input.into_iter().collect();
    let mut at = 0;
    let attributes = attributes(&tokens, &mut at);
    let route = item_route(&attributes)?;
    skip_visibility(&tokens, &mut at);
    let keyword = match tokens.get(at) {
        Some(TokenTree::Ident(ident)) => ident.clone(),
        _ => return Err(route::not_a_struct_or_enum(Span::call_site())),
    };
    let Some(TokenTree::Ident(name)) = tokens.get(at + 1) else {
        return Err(route::not_a_struct_or_enum(keyword.span()));
    };
    let name = name.clone();
    let (lifetime, rest) = lifetime(&tokens[at + 2..])?;
    if let Some(TokenTree::Ident(ident)) = rest.first() {
        if ident == "where" {
            return Err(route::generics(ident.span()));
        }
    }
    let body = match (keyword.to_string().as_str(), rest.first()) {
        ("struct", Some(TokenTree::Punct(semi))) if semi.as_char() == ';' => {
            Body::Struct(Vec::new())
        }
        ("struct", Some(TokenTree::Group(group))) if group.delimiter() == Delimiter::Brace => {
            Body::Struct(fields(group.stream())?)
        }
        ("struct", Some(other)) => return Err(route::tuple_struct(other.span())),
        ("enum", Some(TokenTree::Group(group))) if group.delimiter() == Delimiter::Brace => {
            Body::Enum(variants(group.stream())?)
        }
        _ => return Err(route::not_a_struct_or_enum(keyword.span())),
    };
    Ok(Item {
        name,
        lifetime,
        route,
        body,
    })
}

/// The one lifetime parameter a route type may take (`<'a>`, for fields
/// that borrow from the request), and the tokens after it. Any other
/// generic parameter, or a bound, is refused.
fn lifetime(rest: &[TokenTree]) -> Result<(Option<TokenStream>, &[TokenTree]), Diagnostic> {
    let Some(TokenTree::Punct(open)) = rest.first() else {
        return Ok((None, rest));
    };
    if open.as_char() != '<' {
        return Ok((None, rest));
    }
    match rest.get(1..4) {
        Some(
            [
                TokenTree::Punct(quote),
                TokenTree::Ident(name),
                TokenTree::Punct(close),
            ],
        ) if quote.as_char() == '\'' && close.as_char() == '>' && name != "static" => {
            let lifetime = rest[1..3].iter().cloned().collect();
            Ok((Some(lifetime), &rest[4..]))
        }
        _ => Err(route::generics(open.span())),
    }
}

/// The `#[…]` attributes from `at` on, as the tokens inside their brackets.
fn attributes(tokens: &[TokenTree], at: &mut usize) -> Vec<TokenStream> {
    let mut found = Vec::new();
    while let (Some(TokenTree::Punct(hash)), Some(TokenTree::Group(group))) =
        (tokens.get(*at), tokens.get(*at + 1))
    {
        if hash.as_char() != '#' || group.delimiter() != Delimiter::Bracket {
            break;
        }
        found.push(group.stream());
        *at += 2;
    }
    found
}

/// Skips `pub`, `pub(crate)` and the like.
fn skip_visibility(tokens: &[TokenTree], at: &mut usize) {
    if let Some(TokenTree::Ident(ident)) = tokens.get(*at) {
        if ident == "pub" {
            *at += 1;
            if let Some(TokenTree::Group(group)) = tokens.get(*at) {
                if group.delimiter() == Delimiter::Parenthesis {
                    *at += 1;
                }
            }
        }
    }
}

/// The arguments of the `route` attributes among `attributes`: for each, its
/// tokens inside the parentheses, and the span of the word `route`.
fn route_arguments(attributes: &[TokenStream]) -> Result<Vec<(Vec<TokenTree>, Span)>, Diagnostic> {
    let mut found = Vec::new();
    for attribute in attributes {
        let inner: Vec<TokenTree> = attribute.clone().into_iter().collect();
        match inner.as_slice() {
            [TokenTree::Ident(word), TokenTree::Group(group)]
                if word == "route" && group.delimiter() == Delimiter::Parenthesis =>
            {
                // A `$t:literal` of a `macro_rules!` arrives in an invisible group.
                let arguments = group.stream().into_iter().flat_map(unwrap_invisible);
                found.push((arguments.collect(), word.span()));
            }
            [TokenTree::Ident(word), ..] if word == "route" => {
                return Err(route::attribute_syntax(word.span()));
            }
            _ => {}
        }
    }
    Ok(found)
}

/// The one `#[route("…")]` of an item or variant.
fn item_route(attributes: &[TokenStream]) -> Result<Option<Literal>, Diagnostic> {
    let mut literal = None;
    for (arguments, span) in route_arguments(attributes)? {
        match arguments.as_slice() {
            [TokenTree::Literal(text)] if literal.is_none() => literal = Some(text.clone()),
            [TokenTree::Literal(text)] => return Err(route::second_template(text.span())),
            [other, ..] => return Err(route::template_expected(other.span())),
            [] => return Err(route::template_expected(span)),
        }
    }
    Ok(literal)
}

/// Splits `tokens` at the commas outside `<…>`.
fn split_commas(tokens: Vec<TokenTree>) -> Vec<Vec<TokenTree>> {
    let mut chunks = vec![Vec::new()];
    let mut depth = 0usize;
    let mut after_dash = false;
    for token in tokens {
        if let TokenTree::Punct(punct) = &token {
            match punct.as_char() {
                ',' if depth == 0 => {
                    chunks.push(Vec::new());
                    after_dash = false;
                    continue;
                }
                '<' => depth += 1,
                // The `>` of `->` closes nothing.
                '>' if !after_dash => depth = depth.saturating_sub(1),
                _ => {}
            }
            after_dash = punct.as_char() == '-';
        } else {
            after_dash = false;
        }
        if let Some(chunk) = chunks.last_mut() {
            chunk.push(token);
        }
    }
    chunks.retain(|chunk| !chunk.is_empty());
    chunks
}

/// The named fields inside a struct's or variant's braces.
fn fields(stream: TokenStream) -> Result<Vec<Field>, Diagnostic> {
    let mut found = Vec::new();
    for chunk in split_commas(stream.into_iter().collect()) {
        let mut at = 0;
        let attributes = attributes(&chunk, &mut at);
        skip_visibility(&chunk, &mut at);
        let (Some(TokenTree::Ident(ident)), Some(TokenTree::Punct(colon))) =
            (chunk.get(at), chunk.get(at + 1))
        else {
            return Err(route::not_a_struct_or_enum(chunk[0].span()));
        };
        if colon.as_char() != ':' {
            return Err(route::not_a_struct_or_enum(colon.span()));
        }
        // A `$ty:ty` of a `macro_rules!` arrives in an invisible group: the
        // shape is read from the type as written inside it.
        let ty: Vec<TokenTree> = chunk[at + 2..]
            .iter()
            .cloned()
            .flat_map(unwrap_invisible)
            .collect();
        let ty_span = ty.first().map_or(ident.span(), TokenTree::span);
        let ty_span = ty
            .last()
            .and_then(|last| ty_span.join(last.span()))
            .unwrap_or(ty_span);
        let (rename, skip) = field_options(&attributes)?;
        found.push(Field {
            ident: ident.clone(),
            ty,
            ty_span,
            rename,
            skip,
        });
    }
    Ok(found)
}

/// A field's `#[route(rename = "…")]` and `#[route(skip)]`.
fn field_options(attributes: &[TokenStream]) -> Result<(Option<(String, Span)>, bool), Diagnostic> {
    let (mut rename, mut skip) = (None, false);
    for (arguments, _) in route_arguments(attributes)? {
        for option in split_commas(arguments) {
            match option.as_slice() {
                [TokenTree::Ident(word)] if word == "skip" => skip = true,
                [
                    TokenTree::Ident(word),
                    TokenTree::Punct(equals),
                    TokenTree::Literal(name),
                ] if word == "rename" && equals.as_char() == '=' => {
                    let source = name.to_string();
                    let Some(text) = source
                        .strip_prefix('"')
                        .and_then(|rest| rest.strip_suffix('"'))
                        .filter(|text| !text.contains('\\'))
                    else {
                        return Err(route::rename_syntax(name.span()));
                    };
                    rename = Some((text.to_owned(), name.span()));
                }
                [first, ..] => return Err(route::field_option(first.span())),
                [] => {}
            }
        }
    }
    Ok((rename, skip))
}

/// The variants inside an enum's braces.
fn variants(stream: TokenStream) -> Result<Vec<Variant>, Diagnostic> {
    let mut found = Vec::new();
    for chunk in split_commas(stream.into_iter().collect()) {
        let mut at = 0;
        let route = item_route(&attributes(&chunk, &mut at))?;
        let Some(TokenTree::Ident(name)) = chunk.get(at) else {
            return Err(route::not_a_struct_or_enum(chunk[0].span()));
        };
        let fields = match chunk.get(at + 1) {
            None => VariantFields::Named(Vec::new()),
            Some(TokenTree::Group(group)) if group.delimiter() == Delimiter::Brace => {
                VariantFields::Named(fields(group.stream())?)
            }
            Some(TokenTree::Punct(equals)) if equals.as_char() == '=' => {
                return Err(route::discriminant(equals.span()));
            }
            Some(TokenTree::Group(group)) if group.delimiter() == Delimiter::Parenthesis => {
                let inner = split_commas(group.stream().into_iter().collect());
                match inner.as_slice() {
                    [field] => {
                        // Its attributes (a doc comment) are the field's, not the type's.
                        let mut start = 0;
                        attributes(field, &mut start);
                        let ty = field[start..].iter().cloned().flat_map(unwrap_invisible);
                        VariantFields::Nested(ty.collect())
                    }
                    _ => return Err(route::tuple_variant(group.span())),
                }
            }
            Some(other) => return Err(route::tuple_variant(other.span())),
        };
        // `V { … } = 2` or `V(T) = 1`, under a `#[repr]`.
        if let Some(TokenTree::Punct(equals)) = chunk.get(at + 2) {
            if equals.as_char() == '=' {
                return Err(route::discriminant(equals.span()));
            }
        }
        found.push(Variant {
            name: name.clone(),
            route,
            fields,
        });
    }
    Ok(found)
}
