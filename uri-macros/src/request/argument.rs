//! The arguments after the literal, as in `format!`: `name = value`, `name`
//! alone for `name = name`, and `"user.id" = value` for a variable whose name is
//! not a Rust identifier. `arguments/` matches each with a variable of the
//! template.
//!
//! The `macro_rules!` wrappers parse each value as an `expr` and hand it over in
//! an invisible group, so a value is one token here, however many commas its
//! generics hold. When the wrapper's pattern did not match, the tokens arrive as
//! written; they are then split at their commas only to find the argument to
//! blame.

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};

use crate::diagnostic::{Diagnostic, arguments};
use crate::kind::Kind;
use crate::request::invisible::unwrap_invisible;
use crate::request::str_literal::StrLiteral;

/// One argument: the variable it gives a value to, and that value.
#[derive(Debug)]
pub(crate) struct Argument {
    /// The variable's name, as the template writes it.
    pub(crate) name: String,
    /// Where the name is.
    pub(crate) name_span: Span,
    /// The value's tokens: an expression, or for `name` alone the name.
    pub(crate) value: TokenStream,
    /// Where the value is, for errors about its type.
    pub(crate) value_span: Span,
    /// The value's text, when the value is a string or character literal.
    pub(crate) literal: Option<String>,
}

/// Reads the arguments: the tokens after the literal's comma.
pub(crate) fn read(tokens: &[TokenTree], kind: Kind) -> Result<Vec<Argument>, Diagnostic> {
    let mut arguments: Vec<Argument> = Vec::new();
    for chunk in tokens.split(is_comma) {
        let argument = match chunk {
            // A trailing comma.
            [] if std::ptr::eq(chunk.as_ptr_range().end, tokens.as_ptr_range().end) => continue,
            [] => {
                let span = tokens
                    .iter()
                    .find(|token| is_comma(token))
                    .map_or_else(Span::call_site, TokenTree::span);
                return Err(arguments::empty(span));
            }
            [TokenTree::Ident(ident)] => Argument {
                name: ident_name(ident),
                name_span: ident.span(),
                value: TokenStream::from(TokenTree::Ident(ident.clone())),
                value_span: ident.span(),
                literal: None,
            },
            [name, TokenTree::Punct(equals), value @ ..] if equals.as_char() == '=' => {
                let (name, name_span) = argument_name(name, kind)?;
                if value.is_empty() {
                    return Err(arguments::no_value(&name, equals.span()));
                }
                let inner: Vec<TokenTree> =
                    value.iter().cloned().flat_map(unwrap_invisible).collect();
                Argument {
                    name,
                    name_span,
                    value: value.iter().cloned().collect(),
                    value_span: span_of(&inner),
                    literal: literal_text(&inner),
                }
            }
            [first, ..] => {
                if let Some(path) = dotted_path(chunk) {
                    return Err(arguments::dotted_name(kind, span_of(chunk), &path));
                }
                let shown: Vec<TokenTree> = unwrap_invisible(first.clone());
                let shown = shown.first().map_or_else(String::new, ToString::to_string);
                return Err(arguments::not_an_argument(kind, first.span(), &shown));
            }
        };
        if arguments
            .iter()
            .any(|earlier| earlier.name == argument.name)
        {
            return Err(arguments::given_twice(&argument.name, argument.name_span));
        }
        arguments.push(argument);
    }
    Ok(arguments)
}

/// Where tokens are: from the first to the last where the compiler can join
/// spans (nightly), else the first. Out of their `macro_rules!` group, which
/// rustc spans over the whole call.
fn span_of(tokens: &[TokenTree]) -> Span {
    let first = tokens.first().map_or_else(Span::call_site, TokenTree::span);
    let last = tokens.last().map_or(first, TokenTree::span);
    first.join(last).unwrap_or(first)
}

/// The text of a string or character literal value: what the macro can read
/// of a value at compile time.
fn literal_text(tokens: &[TokenTree]) -> Option<String> {
    let [TokenTree::Literal(literal)] = tokens else {
        return None;
    };
    let source = literal.to_string();
    if let Ok(text) = StrLiteral::parse(&source) {
        return Some(text.value);
    }
    // A character without an escape (`'\x2E'` is a dot too).
    let inner = source.strip_prefix('\'')?.strip_suffix('\'')?;
    let mut chars = inner.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c != '\\' => Some(c.to_string()),
        _ => None,
    }
}

/// `user.id` as an argument: identifiers joined by dots, as a template
/// variable's name can be but an argument's cannot.
fn dotted_path(tokens: &[TokenTree]) -> Option<String> {
    let tokens: Vec<TokenTree> = tokens.iter().cloned().flat_map(unwrap_invisible).collect();
    let mut path = String::new();
    for (i, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Ident(ident) if i % 2 == 0 => path.push_str(&ident.to_string()),
            TokenTree::Punct(dot) if i % 2 == 1 && dot.as_char() == '.' => path.push('.'),
            _ => return None,
        }
    }
    (tokens.len() >= 3 && tokens.len() % 2 == 1).then_some(path)
}

fn is_comma(token: &TokenTree) -> bool {
    matches!(token, TokenTree::Punct(punct) if punct.as_char() == ',')
}

/// The name of an identifier argument; `r#type` names `type`.
fn ident_name(ident: &proc_macro2::Ident) -> String {
    let text = ident.to_string();
    text.strip_prefix("r#").map_or(text.clone(), str::to_owned)
}

/// The name before `=`: an identifier, or a string literal for names that are
/// not identifiers (`"user.id"`).
fn argument_name(token: &TokenTree, kind: Kind) -> Result<(String, Span), Diagnostic> {
    let token = match token {
        TokenTree::Group(group) if group.delimiter() == Delimiter::None => {
            match unwrap_invisible(token.clone()).as_slice() {
                [single] => single.clone(),
                _ => token.clone(),
            }
        }
        _ => token.clone(),
    };
    match &token {
        TokenTree::Ident(ident) => Ok((ident_name(ident), ident.span())),
        TokenTree::Literal(literal) => match StrLiteral::parse(&literal.to_string()) {
            Ok(text) => Ok((text.value, literal.span())),
            Err(_) => Err(arguments::literal_name(kind, literal)),
        },
        other => Err(arguments::not_a_name(other)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    fn read_str(s: &str) -> Result<Vec<(String, String)>, String> {
        let tokens: Vec<TokenTree> = TokenStream::from_str(s).unwrap().into_iter().collect();
        read(&tokens, Kind::Uri)
            .map(|arguments| {
                arguments
                    .into_iter()
                    .map(|argument| (argument.name, argument.value.to_string()))
                    .collect()
            })
            .map_err(|diagnostic| diagnostic.message(false))
    }

    #[test]
    fn names_values_and_shorthands() {
        let parsed = read_str(r#"id = user.id, page, "user.name" = f(a, b), r#type = 1,"#).unwrap();
        let names: Vec<&str> = parsed.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(names, ["id", "page", "user.name", "type"]);
        assert_eq!(parsed[1].1, "page");
        assert_eq!(parsed[2].1, "f (a , b)");
    }

    #[test]
    fn malformed_arguments_are_named() {
        let err = |s| read_str(s).unwrap_err();
        assert!(err(r#""c:d""#).starts_with("unexpected argument `\"c:d\"`"));
        assert!(err("5").starts_with("unexpected argument `5`"));
        assert!(err("a = 1, a = 2").contains("`a` is given twice"));
        assert!(err("a =").contains("expected a value after `a =`"));
        assert!(err("a, , b").contains("between these commas"));
        assert!(err("1 = 2").contains("expected a variable's name"));
        assert!(err("user.id").contains(r#"`"user.id" = user.id`"#));
    }

    #[test]
    fn literal_values_are_read() {
        let tokens: Vec<TokenTree> =
            TokenStream::from_str(r#"a = "x\x2E", b = 'c', c = '.', d = 1, e = '\n'"#)
                .unwrap()
                .into_iter()
                .collect();
        let literals: Vec<Option<String>> = read(&tokens, Kind::Uri)
            .unwrap()
            .into_iter()
            .map(|argument| argument.literal)
            .collect();
        assert_eq!(
            literals,
            [
                Some("x.".to_owned()),
                Some("c".to_owned()),
                Some(".".to_owned()),
                None,
                None
            ]
        );
    }
}
