//! The arguments after the literal, as in `format!`: `name = value`, `name`
//! alone for `name = name`, and `"user.id" = value` for a variable whose name is
//! not a Rust identifier. Each is matched with the variables of the template.
//!
//! The `macro_rules!` wrappers parse each value as an `expr` and hand it over in
//! an invisible group, so a value is one token here, however many commas its
//! generics hold. When the wrapper's pattern did not match, the tokens arrive as
//! written; they are then split at their commas only to find the argument to
//! blame.

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};

use crate::diagnostic::Diagnostic;
use crate::input::{Kind, unwrap_invisible};
use crate::literal::StrLiteral;

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
}

/// Reads the arguments: the tokens after the literal's comma.
pub(crate) fn parse(tokens: &[TokenTree], kind: Kind) -> Result<Vec<Argument>, Diagnostic> {
    let macro_name = kind.macro_name();
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
                return Err(Diagnostic::spanned(
                    span,
                    "expected an argument between these commas",
                ));
            }
            [TokenTree::Ident(ident)] => Argument {
                name: ident_name(ident),
                name_span: ident.span(),
                value: TokenStream::from(TokenTree::Ident(ident.clone())),
                value_span: ident.span(),
            },
            [name, TokenTree::Punct(equals), value @ ..] if equals.as_char() == '=' => {
                let (name, name_span) = argument_name(name, macro_name)?;
                let Some(first) = value.first() else {
                    return Err(Diagnostic::spanned(
                        equals.span(),
                        &format!("expected a value after `{name} =`"),
                    ));
                };
                let value_span = first.span();
                Argument {
                    name,
                    name_span,
                    value: value.iter().cloned().collect(),
                    value_span,
                }
            }
            [first, ..] => {
                let shown: Vec<TokenTree> = unwrap_invisible(first.clone());
                let shown = shown.first().map_or_else(String::new, ToString::to_string);
                return Err(Diagnostic::spanned(
                    first.span(),
                    &format!(
                        "unexpected argument `{shown}`: after the literal, {macro_name} takes the \
                         template's variables, as `name = value` or `name`"
                    ),
                ));
            }
        };
        if arguments
            .iter()
            .any(|earlier| earlier.name == argument.name)
        {
            return Err(Diagnostic::spanned(
                argument.name_span,
                &format!("argument `{}` is given twice", argument.name),
            ));
        }
        arguments.push(argument);
    }
    Ok(arguments)
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
fn argument_name(token: &TokenTree, macro_name: &str) -> Result<(String, Span), Diagnostic> {
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
            Err(_) => Err(Diagnostic::spanned(
                literal.span(),
                &format!(
                    "expected a variable's name before `=`, found `{literal}`: write it as \
                     an identifier or a string, as in `{macro_name}(\"/{{user.id}}\", \"user.id\" = id)`"
                ),
            )),
        },
        other => Err(Diagnostic::spanned(
            other.span(),
            &format!("expected a variable's name before `=`, found `{other}`"),
        )),
    }
}

/// The argument whose name is closest to `name` by edit distance, if it is
/// close enough to be a likely typo.
pub(crate) fn closest<'a>(
    name: &str,
    candidates: impl Iterator<Item = &'a str>,
) -> Option<&'a str> {
    let limit = (name.chars().count() / 3).max(1);
    candidates
        .map(|candidate| (distance(name, candidate), candidate))
        .filter(|&(distance, _)| distance <= limit)
        .min_by_key(|&(distance, _)| distance)
        .map(|(_, candidate)| candidate)
}

/// The Levenshtein distance between `a` and `b`, in characters; a name's case
/// differing counts as one edit per character.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut current = vec![i + 1];
        for (j, &cb) in b.iter().enumerate() {
            let substitution = previous[j] + usize::from(ca != cb);
            current.push(substitution.min(previous[j + 1] + 1).min(current[j] + 1));
        }
        previous = current;
    }
    previous[b.len()]
}

/// Whether a template variable's name can be written as a Rust identifier
/// argument (else it takes the quoted form).
pub(crate) fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && name != "_"
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    fn parse_str(s: &str) -> Result<Vec<(String, String)>, String> {
        let tokens: Vec<TokenTree> = TokenStream::from_str(s).unwrap().into_iter().collect();
        parse(&tokens, Kind::Uri)
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
        let parsed =
            parse_str(r#"id = user.id, page, "user.name" = f(a, b), r#type = 1,"#).unwrap();
        let names: Vec<&str> = parsed.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(names, ["id", "page", "user.name", "type"]);
        assert_eq!(parsed[1].1, "page");
        assert_eq!(parsed[2].1, "f (a , b)");
    }

    #[test]
    fn malformed_arguments_are_named() {
        let err = |s| parse_str(s).unwrap_err();
        assert!(err(r#""c:d""#).starts_with("unexpected argument `\"c:d\"`"));
        assert!(err("5").starts_with("unexpected argument `5`"));
        assert!(err("a = 1, a = 2").contains("`a` is given twice"));
        assert!(err("a =").contains("expected a value after `a =`"));
        assert!(err("a, , b").contains("between these commas"));
        assert!(err("1 = 2").contains("expected a variable's name"));
    }

    #[test]
    fn suggestions_are_close_names_only() {
        let names = ["page", "sort", "user_id"];
        assert_eq!(closest("pag", names.iter().copied()), Some("page"));
        assert_eq!(closest("userid", names.iter().copied()), Some("user_id"));
        assert_eq!(closest("query", names.iter().copied()), None);
        assert_eq!(distance("kitten", "sitting"), 3);
    }

    #[test]
    fn identifiers() {
        assert!(is_identifier("user_id"));
        assert!(!is_identifier("user.id"));
        assert!(!is_identifier("1st"));
        assert!(!is_identifier("a%20b"));
        assert!(!is_identifier("_"));
    }
}
