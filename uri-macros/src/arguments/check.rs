//! Checking a call with arguments: the literal is a template, its text with the
//! expressions taken out is of the macro's grammar, every variable has an
//! argument (given, or taken from scope as `format!` takes one) and every
//! argument a variable.

use std::ops::Range;

use proc_macro2::{Ident, Literal, Span, TokenStream, TokenTree};

use crate::arguments::placement::{Placement, PlacementError, Statement, Var, place};
use crate::diagnostic::expressions::{self, Uncaptured};
use crate::diagnostic::{Diagnostic, InLiteral, grammar};
use crate::kind::Kind;
use crate::literal::check::{string, template};
use crate::request::argument::Argument;

/// A checked call: where the template's expressions sit, and one argument per
/// variable, the given ones first, then those taken from scope.
pub(crate) struct Checked {
    pub(crate) placement: Placement,
    pub(crate) arguments: Vec<Argument>,
}

/// A call refused: the one error, the placement once the template is placed,
/// and the arguments, for the value that follows the error.
pub(crate) struct Refused {
    pub(crate) diagnostic: Diagnostic,
    pub(crate) placement: Option<Placement>,
    pub(crate) arguments: Vec<Argument>,
}

/// The checked call, or why it is refused.
pub(crate) fn check(
    kind: Kind,
    literal: &Literal,
    arguments: Vec<Argument>,
) -> Result<Checked, Box<Refused>> {
    let refused = |diagnostic, placement, arguments| {
        Box::new(Refused {
            diagnostic,
            placement,
            arguments,
        })
    };
    let span = literal.span();
    let source = literal.to_string();
    let text = match string(&source, kind, span) {
        Ok(text) => text,
        Err(diagnostic) => return Err(refused(diagnostic, None, arguments)),
    };
    let template = match template(&text, &source, span) {
        Ok(template) => template,
        Err(diagnostic) => return Err(refused(diagnostic, None, arguments)),
    };
    let in_literal = |range| text.in_literal(span, &source, range);
    let placement = match place(template, kind) {
        Ok(placement) => placement,
        Err(error) => {
            let diagnostic = match error {
                PlacementError::Skeleton {
                    error,
                    at,
                    skeleton,
                } => grammar::skeleton_not_of_grammar(
                    in_literal(error.index()..error.index() + error.len()),
                    error,
                    at,
                    kind,
                    &skeleton,
                ),
                PlacementError::InScheme { range } => expressions::in_scheme(
                    in_literal(range.clone()),
                    kind,
                    &text.value[range.clone()],
                    range.start,
                ),
            };
            return Err(refused(diagnostic, None, arguments));
        }
    };
    let spanned = |range: Range<usize>| {
        let at = in_literal(range);
        literal
            .subspan(at.range)
            .map_or(span, |narrow| span.located_at(narrow))
    };
    match match_arguments(&placement, arguments, in_literal, spanned) {
        Ok(arguments) => Ok(Checked {
            placement,
            arguments,
        }),
        Err((diagnostic, arguments)) => Err(refused(diagnostic, Some(placement), arguments)),
    }
}

/// Every variable has an argument, and every argument a variable: a variable
/// without one takes the Rust variable of its name in scope, unless its name is
/// no identifier or a keyword, or a given argument that no variable uses has a
/// name close to it (a typo, reported as one). `in_literal` says where a range
/// of the template's value is in the literal, and `spanned` gives the span of a
/// captured name there.
fn match_arguments<'s>(
    placement: &Placement,
    mut arguments: Vec<Argument>,
    in_literal: impl Fn(Range<usize>) -> InLiteral<'s>,
    spanned: impl Fn(Range<usize>) -> Span,
) -> Result<Vec<Argument>, (Diagnostic, Vec<Argument>)> {
    let variables: Vec<&Var> = placement
        .statements
        .iter()
        .flat_map(|statement| match statement {
            Statement::Expression(_, vars) => vars.as_slice(),
            _ => &[],
        })
        .collect();
    let is_used = |name: &str| variables.iter().any(|var| var.name == name);
    let missing: Vec<&Var> = variables
        .iter()
        .enumerate()
        .filter(|&(i, var)| {
            !arguments.iter().any(|argument| argument.name == var.name)
                && !variables[..i]
                    .iter()
                    .any(|earlier| earlier.name == var.name)
        })
        .map(|(_, var)| *var)
        .collect();
    for var in &missing {
        let unused = arguments
            .iter()
            .map(|argument| argument.name.as_str())
            .filter(|name| !is_used(name));
        let why = if !expressions::is_identifier(&var.name) {
            Uncaptured::NotAnIdentifier
        } else if expressions::is_keyword(&var.name) {
            Uncaptured::Keyword
        } else if let Some(similar) = expressions::similar(&var.name, unused) {
            Uncaptured::Typo(similar)
        } else {
            continue;
        };
        let at = in_literal(var.index..var.index + var.name.len());
        let diagnostic = expressions::no_argument(at, &var.name, var.index, why);
        return Err((diagnostic, arguments));
    }
    if let Some(argument) = arguments.iter().find(|argument| !is_used(&argument.name)) {
        let names = variables.iter().map(|var| var.name.as_str());
        let diagnostic = expressions::never_used(&argument.name, argument.name_span, names);
        return Err((diagnostic, arguments));
    }
    for var in missing {
        let span = spanned(var.index..var.index + var.name.len());
        arguments.push(Argument {
            name: var.name.clone(),
            name_span: span,
            value: TokenStream::from(TokenTree::Ident(Ident::new(&var.name, span))),
            value_span: span,
            literal: None,
        });
    }
    Ok(arguments)
}
