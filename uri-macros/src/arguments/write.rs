//! The statements of a call with arguments: evaluate each argument once, in the
//! order written, as `format!` does, then write the expansion into one `String`
//! and finish it as a value (a proven placement) or a `Result` (a parse at run
//! time).
//!
//! The arguments' types are checked where they are written: `template_value`
//! asks `T: Value` in exactly one place per argument, so a type that cannot be
//! expanded is one error at the argument, and a list or map under a prefix
//! modifier is found by the `Probe` of `uri::__private` (a method call that
//! resolves to another answer when the type implements `Composite`).

use proc_macro2::{Ident, Span, TokenStream};
use quote::{quote, quote_spanned};
use uri_core::Modifier;

use crate::arguments::placement::{Placement, Statement};
use crate::kind::Kind;
use crate::request::argument::Argument;

/// The block that evaluates the arguments and writes the expansion.
pub(crate) fn statements(
    private: &TokenStream,
    kind: Kind,
    placement: &Placement,
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
        let prefixed = placement
            .statements
            .iter()
            .any(|statement| match statement {
                Statement::Expression(_, vars) => vars.iter().any(|var| {
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
    let written = placement.statements.iter().map(|statement| match statement {
        Statement::Literal(text) => quote!(#writer.literal(#text);),
        Statement::Query => quote!(#writer.query();),
        Statement::Fragment => quote!(#writer.fragment();),
        Statement::Expression(operator, vars) => {
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
    let capacity = placement.capacity;
    let finish = finish(kind, placement.proven);
    quote! {
        {
            #[allow(unused_imports)]
            use #private::{CompositeProbe as _, OtherProbe as _};
            match (#(&(#values),)*) {
                (#(#typed,)*) => {
                    #(#checks)*
                    let mut #writer = #private::TemplateWriter::with_capacity(#capacity);
                    #(#written)*
                    #writer.#finish
                }
            }
        }
    }
}

/// The writer's finish: a value with the offsets it counted, or a parse.
fn finish(kind: Kind, proven: Option<[u32; 4]>) -> TokenStream {
    let name = kind.grammar().word();
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
