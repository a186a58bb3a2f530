//! Messages about a template's expressions against the call: an expression
//! where `uri!` needs text written out, a variable without an argument, and an
//! argument without a variable, with the closest name when one is a likely
//! typo.

use std::fmt::Write as _;

use proc_macro2::Span;

use crate::diagnostic::{Diagnostic, InLiteral};
use crate::kind::Kind;

/// The expression `expression`, at `index` of the template, is in the scheme of
/// `uri!` or `iri!`.
pub(crate) fn in_scheme(
    at: InLiteral<'_>,
    kind: Kind,
    expression: &str,
    index: usize,
) -> Diagnostic {
    Diagnostic::in_literal(
        at,
        format!(
            "expression `{expression}` at index {index} is in the scheme: {} needs its scheme written out before the first ':'",
            kind.macro_name()
        ),
        Some(format!(
            "for a base URI that comes from a value (configuration), expand a relative reference \
             and resolve it against the base: `base.resolve(&{reference}(\"users/{{id}}\", id))`; \
             for a scheme that comes from a value, use `{reference}`, whose result is checked at \
             run time",
            reference = kind.reference().macro_name()
        )),
    )
}

/// Why a variable without an argument takes none from scope.
#[derive(Clone, Copy)]
pub(crate) enum Uncaptured<'a> {
    /// Its name is no Rust identifier (`user.id`).
    NotAnIdentifier,
    /// Its name is a Rust keyword (`type`).
    Keyword,
    /// A given argument that no variable uses has a name close to it.
    Typo(&'a str),
}

/// The variable `name`, at `index` of the template, has no argument, and takes
/// none from scope.
pub(crate) fn no_argument(
    at: InLiteral<'_>,
    name: &str,
    index: usize,
    why: Uncaptured<'_>,
) -> Diagnostic {
    let (head, help) = match why {
        Uncaptured::NotAnIdentifier => (
            format!(
                "variable `{name}` at index {index} has no argument: its name is not a Rust \
                 identifier, so it cannot be taken from a variable in scope"
            ),
            format!("add the argument `{}`", argument_for(name)),
        ),
        Uncaptured::Keyword => (
            format!(
                "variable `{name}` at index {index} has no argument: `{name}` is a Rust keyword, \
                 so it cannot be taken from a variable in scope"
            ),
            format!("add the argument `r#{name} = …`"),
        ),
        Uncaptured::Typo(similar) => (
            format!("variable `{name}` at index {index} has no argument"),
            format!(
                "an argument has a similar name: `{similar}`; or add `{}`",
                argument_for(name)
            ),
        ),
    };
    Diagnostic::in_literal(at, head, Some(help))
}

/// The candidate closest to `name`, if it is close enough to be a likely typo.
pub(crate) fn similar<'a>(
    name: &str,
    candidates: impl Iterator<Item = &'a str>,
) -> Option<&'a str> {
    closest(name, candidates)
}

/// The argument `name`, at `span`, names none of the template's `variables`.
pub(crate) fn never_used<'a>(
    name: &str,
    span: Span,
    variables: impl Iterator<Item = &'a str>,
) -> Diagnostic {
    let mut message =
        format!("argument `{name}` is never used: no expression of the template names `{name}`");
    if let Some(similar) = closest(name, variables) {
        let _ = write!(message, "; the template has a variable `{similar}`");
    }
    Diagnostic::spanned(span, message)
}

/// How to give a value to the variable `name`.
fn argument_for(name: &str) -> String {
    if is_identifier(name) {
        format!("{name} = …")
    } else {
        format!("\"{name}\" = …")
    }
}

/// The candidate closest to `name` by edit distance, if it is close enough to
/// be a likely typo.
fn closest<'a>(name: &str, candidates: impl Iterator<Item = &'a str>) -> Option<&'a str> {
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

/// Whether an identifier is a Rust keyword, which names no variable (the
/// strict and reserved keywords of every edition).
pub(crate) fn is_keyword(name: &str) -> bool {
    const KEYWORDS: &[&str] = &[
        "Self", "abstract", "as", "async", "await", "become", "box", "break", "const", "continue",
        "crate", "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if",
        "impl", "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv",
        "pub", "ref", "return", "self", "static", "struct", "super", "trait", "true", "try",
        "type", "typeof", "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
    ];
    KEYWORDS.contains(&name)
}

#[cfg(test)]
mod tests {
    use super::*;

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
