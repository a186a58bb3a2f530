//! A call with arguments, `uri!("…/{id}{?page}", id = 7, page)`: checking the
//! template, its variables and its arguments, and the statements that write the
//! expansion (see `plan.rs` for which templates give a value and which a
//! `Result`).
//!
//! The arguments are evaluated once each, in the order written, as `format!`
//! does. Their types are checked where they are written: `template_value` asks
//! `T: Value` in exactly one place per argument, so a type that cannot be
//! expanded is one error at the argument, and a list or map under a prefix
//! modifier is found by the `Probe` of `uri::__private` (a method call that
//! resolves to another answer when the type implements `Composite`).

use std::fmt::Write as _;

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{quote, quote_spanned};
use uri_core::Modifier;
use uri_core::UriTemplate;

use crate::args::{Argument, closest, is_identifier};
use crate::diagnostic::Diagnostic;
use crate::expand::{help, not_a_string, template_error};
use crate::input::Kind;
use crate::literal::StrLiteral;
use crate::plan::{Plan, PlanError, Step, plan};

/// Expands a call of `kind` on `literal` with `arguments`.
pub(crate) fn expand(
    private: &TokenStream,
    kind: Kind,
    literal: &Literal,
    arguments: &[Argument],
) -> TokenStream {
    match check(private, kind, literal, arguments) {
        Ok(tokens) => tokens,
        Err((diagnostic, proven)) => {
            let narrowed = diagnostic
                .source_range()
                .and_then(|range| literal.subspan(range));
            let stand_in = stand_in(private, kind, arguments, proven);
            diagnostic.into_compile_error(Some(private), narrowed, Some(stand_in))
        }
    }
}

/// The expansion, or the one error and whether the result would have been a
/// value (not a `Result`).
fn check(
    private: &TokenStream,
    kind: Kind,
    literal: &Literal,
    arguments: &[Argument],
) -> Result<TokenStream, (Diagnostic, bool)> {
    let span = literal.span();
    let source = literal.to_string();
    let text =
        StrLiteral::parse(&source).map_err(|error| (not_a_string(&error, kind, span), true))?;
    let template = UriTemplate::parse(&text.value)
        .map_err(|error| (template_error(error, &text, &source, span), true))?;
    let plan = plan(template, kind).map_err(|error| {
        let diagnostic = match error {
            PlanError::Skeleton {
                error,
                at,
                skeleton,
            } => {
                let range = text.source_range(error.index()..error.index() + error.len());
                let help = help(at, kind, &skeleton);
                Diagnostic::in_literal(span, error.to_string(), &source, range, help)
            }
            PlanError::InScheme { range } => {
                let expression = &text.value[range.clone()];
                let reference = if kind == Kind::Iri { "iri_ref!" } else { "uri_ref!" };
                Diagnostic::in_literal(
                    span,
                    format!(
                        "expression `{expression}` at index {} is in the scheme: {} needs its scheme written out before the first ':'",
                        range.start,
                        kind.macro_name()
                    ),
                    &source,
                    text.source_range(range),
                    Some(format!(
                        "for a scheme that comes from a value, use `{reference}`, whose result is checked at run time"
                    )),
                )
            }
        };
        (diagnostic, true)
    })?;
    let proven = plan.proven.is_some();
    match_arguments(&plan, arguments, &text, &source, span).map_err(|error| (error, proven))?;
    Ok(statements(private, kind, &plan, arguments))
}

/// Every variable has an argument, and every argument a variable.
fn match_arguments(
    plan: &Plan,
    arguments: &[Argument],
    text: &StrLiteral,
    source: &str,
    span: Span,
) -> Result<(), Diagnostic> {
    let variables = plan.steps.iter().flat_map(|step| match step {
        Step::Expression(_, vars) => vars.as_slice(),
        _ => &[],
    });
    for var in variables.clone() {
        if arguments.iter().any(|argument| argument.name == var.name) {
            continue;
        }
        let names = arguments.iter().map(|argument| argument.name.as_str());
        let help = match closest(&var.name, names) {
            Some(similar) => format!(
                "an argument has a similar name: `{similar}`; or add `{}`",
                argument_for(&var.name)
            ),
            None => format!("add the argument `{}`", argument_for(&var.name)),
        };
        let range = text.source_range(var.index..var.index + var.name.len());
        return Err(Diagnostic::in_literal(
            span,
            format!(
                "variable `{}` at index {} has no argument",
                var.name, var.index
            ),
            source,
            range,
            Some(help),
        ));
    }
    for argument in arguments {
        if variables.clone().any(|var| var.name == argument.name) {
            continue;
        }
        let mut message = format!(
            "argument `{}` is never used: no expression of the template names `{}`",
            argument.name, argument.name
        );
        if let Some(similar) = closest(
            &argument.name,
            variables.clone().map(|var| var.name.as_str()),
        ) {
            let _ = write!(message, "; the template has a variable `{similar}`");
        }
        return Err(Diagnostic::spanned(argument.name_span, &message));
    }
    Ok(())
}

/// How to give a value to the variable `name`.
fn argument_for(name: &str) -> String {
    if is_identifier(name) {
        format!("{name} = …")
    } else {
        format!("\"{name}\" = …")
    }
}

/// The block that evaluates the arguments and writes the expansion.
fn statements(
    private: &TokenStream,
    kind: Kind,
    plan: &Plan,
    arguments: &[Argument],
) -> TokenStream {
    let site = Span::mixed_site();
    // Spanned at the argument itself (not `mixed_site`, whose errors rustc shows
    // at the whole call): the type errors point at these names.
    let typed: Vec<Ident> = arguments
        .iter()
        .enumerate()
        .map(|(i, argument)| Ident::new(&format!("__uri_typed_{i}"), argument.value_span))
        .collect();
    let erased: Vec<Ident> = (0..arguments.len())
        .map(|i| Ident::new(&format!("__uri_value_{i}"), site))
        .collect();
    let values = arguments.iter().map(|argument| &argument.value);
    let checks = arguments.iter().enumerate().map(|(i, argument)| {
        let (typed, erased) = (&typed[i], &erased[i]);
        let prefixed = plan.steps.iter().any(|step| match step {
            Step::Expression(_, vars) => vars.iter().any(|var| {
                var.name == argument.name && matches!(var.modifier, Modifier::Prefix(_))
            }),
            _ => false,
        });
        let probe = prefixed.then(|| {
            quote_spanned!(argument.value_span=>
                #private::prefix_takes((&#private::Probe(#typed)).shape());
            )
        });
        quote_spanned!(argument.value_span=>
            let #erased = #private::template_value(#typed);
            #probe
        )
    });
    let writer = Ident::new("__uri_writer", site);
    let steps = plan.steps.iter().map(|step| match step {
        Step::Literal(text) => quote!(#writer.literal(#text);),
        Step::Query => quote!(#writer.query();),
        Step::Fragment => quote!(#writer.fragment();),
        Step::Expression(operator, vars) => {
            let operator = Ident::new(&format!("{operator:?}"), Span::call_site());
            let vars = vars.iter().map(|var| {
                let argument = arguments
                    .iter()
                    .position(|argument| argument.name == var.name)
                    .unwrap_or(0);
                let value = &erased[argument];
                let (prefix, explode) = match var.modifier {
                    Modifier::Prefix(length) => (length, false),
                    Modifier::Explode => (0, true),
                    Modifier::None => (0, false),
                };
                let (name, index) = (&var.name, var.index);
                quote!(#private::Variable::new(#private::template_var(#name, #prefix, #explode), #index, #value))
            });
            quote!(#writer.expression(#private::Operator::#operator, &[#(#vars),*]);)
        }
    });
    let capacity = plan.capacity;
    let finish = finish(kind, plan.proven);
    quote! {
        {
            #[allow(unused_imports)]
            use #private::{CompositeProbe as _, OtherProbe as _};
            match (#(&(#values),)*) {
                (#(#typed,)*) => {
                    #(#checks)*
                    let mut #writer = #private::TemplateWriter::with_capacity(#capacity);
                    #(#steps)*
                    #writer.#finish
                }
            }
        }
    }
}

/// The writer's finish: a value with the offsets it counted, or a parse.
fn finish(kind: Kind, proven: Option<[u32; 4]>) -> TokenStream {
    let name = match kind {
        Kind::Uri => "uri",
        Kind::UriRef | Kind::Template => "uri_ref",
        Kind::Iri => "iri",
        Kind::IriRef => "iri_ref",
    };
    if let Some(fixed) = proven {
        let method = Ident::new(name, Span::call_site());
        quote!(#method([#(#fixed),*]))
    } else {
        let method = Ident::new(&format!("try_{name}"), Span::call_site());
        quote!(#method())
    }
}

/// The value after a `compile_error!`: of the type the call would have had, with
/// the arguments still evaluated (so that none of them is reported unused).
pub(crate) fn stand_in(
    private: &TokenStream,
    kind: Kind,
    arguments: &[Argument],
    proven: bool,
) -> TokenStream {
    let values = arguments.iter().map(|argument| &argument.value);
    let finish = finish(kind, proven.then_some([0; 4]));
    quote! {
        {
            let _ = (#(&(#values),)*);
            #private::TemplateWriter::with_capacity(0).#finish
        }
    }
}
