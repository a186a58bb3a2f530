//! Checking a call with arguments: the literal is a template, its text with the
//! expressions taken out is of the macro's grammar, every variable has an
//! argument and every argument a variable.

use std::ops::Range;

use proc_macro2::Literal;

use crate::arguments::placement::{Placement, PlacementError, Statement, place};
use crate::diagnostic::{Diagnostic, InLiteral, expressions, grammar};
use crate::kind::Kind;
use crate::literal::check::{string, template};
use crate::request::argument::Argument;

/// The placement of a call's template, or the one error and whether the result
/// would have been a value (not a `Result`).
pub(crate) fn check(
    kind: Kind,
    literal: &Literal,
    arguments: &[Argument],
) -> Result<Placement, (Diagnostic, bool)> {
    let span = literal.span();
    let source = literal.to_string();
    let text = string(&source, kind, span).map_err(|diagnostic| (diagnostic, true))?;
    let template = template(&text, &source, span).map_err(|diagnostic| (diagnostic, true))?;
    let in_literal = |range| text.in_literal(span, &source, range);
    let placement = place(template, kind).map_err(|error| {
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
        (diagnostic, true)
    })?;
    let proven = placement.proven.is_some();
    match_arguments(&placement, arguments, in_literal).map_err(|error| (error, proven))?;
    Ok(placement)
}

/// Every variable has an argument, and every argument a variable;
/// `in_literal` says where a range of the template's value is in the literal.
fn match_arguments<'s>(
    placement: &Placement,
    arguments: &[Argument],
    in_literal: impl Fn(Range<usize>) -> InLiteral<'s>,
) -> Result<(), Diagnostic> {
    let variables = placement
        .statements
        .iter()
        .flat_map(|statement| match statement {
            Statement::Expression(_, vars) => vars.as_slice(),
            _ => &[],
        });
    let names = || arguments.iter().map(|argument| argument.name.as_str());
    if let Some(var) = variables
        .clone()
        .find(|var| !names().any(|name| name == var.name))
    {
        let at = in_literal(var.index..var.index + var.name.len());
        return Err(expressions::no_argument(at, &var.name, var.index, names()));
    }
    if let Some(argument) = arguments
        .iter()
        .find(|argument| !variables.clone().any(|var| var.name == argument.name))
    {
        let variables = variables.map(|var| var.name.as_str());
        return Err(expressions::never_used(
            &argument.name,
            argument.name_span,
            variables,
        ));
    }
    Ok(())
}
