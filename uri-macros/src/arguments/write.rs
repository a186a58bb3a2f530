//! The statements of a call with arguments: evaluate each argument once, in the
//! order written, as `format!` does, then write the expansion into one `String`
//! and finish it as a value (a proven placement whose values cannot write a
//! dot segment), a `Result` by the values' types, or a `Result` after a parse
//! at run time.
//!
//! The arguments' types are checked where they are written: each is coerced to
//! `&dyn Value` in exactly one place, so a type that cannot be expanded is one
//! error at the argument. The `Probe` of `uri::__private` asks the rest of a
//! type by method resolution (a method call that resolves to another answer
//! when the type implements a trait): whether a list or map sits under a
//! prefix modifier (coerced to `&dyn StringValue`, whose message says so), and
//! whether a dot-sensitive value's type proves it is never a dot segment
//! (`Proven` or `Unproven`, joined with `&`, which picks the result type).

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
    guarded(private, kind, placement, arguments, None)
}

/// [`statements`], with a `guard` evaluated once the arguments are bound
/// (each to its name of [`typed`]): an `Option<ExpandError>` that, where it
/// is `Some`, is the call's `Err` instead of the expansion, which is then
/// a `Result` whatever its type would have been. `link!` refuses with it
/// what its route would not read back.
pub(crate) fn guarded(
    private: &TokenStream,
    kind: Kind,
    placement: &Placement,
    arguments: &[Argument],
    guard: Option<TokenStream>,
) -> TokenStream {
    let site = Span::mixed_site();
    let typed = typed(arguments);
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
                let _: &dyn #private::StringValue = (&#private::Probe(#typed)).string_value();
            )
        });
        quote_spanned!(argument.value_span=>
            let #erased: &dyn #private::Value = #typed;
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
    let Finish { verdict, new, call } = finish(
        private,
        kind,
        Some(placement),
        arguments,
        &typed,
        placement.capacity,
    );
    let expansion = quote! {
        #verdict
        let mut #writer = #new;
        #(#written)*
        #writer.#call
    };
    let expansion = match guard {
        Some(guard) => quote! {
            if let #private::Some(error) = #guard {
                #private::Err(error)
            } else {
                #private::IntoFallible::into_fallible({ #expansion })
            }
        },
        None => expansion,
    };
    quote! {
        {
            #[allow(unused_imports)]
            use #private::{
                CompositeProbe as _, OtherProbe as _, ProvenProbe as _, UnprovenProbe as _,
            };
            match (#(&(#values),)*) {
                (#(#typed,)*) => {
                    #(#checks)*
                    #expansion
                }
            }
        }
    }
}

/// The names the arguments are bound to, by reference. Spanned at the argument
/// itself (not `mixed_site`, whose errors rustc shows at the whole call): the
/// type errors point at these names.
pub(crate) fn typed(arguments: &[Argument]) -> Vec<Ident> {
    arguments
        .iter()
        .enumerate()
        .map(|(i, argument)| Ident::new(&format!("__uri_typed_{i}"), argument.value_span))
        .collect()
}

/// How the writer is made and finished.
struct Finish {
    /// The statement that joins the probes' answers, if there are probes.
    verdict: Option<TokenStream>,
    /// The writer.
    new: TokenStream,
    /// The finishing call on it.
    call: TokenStream,
}

/// The writer's finish: a parse without a proven placement; with one, a value,
/// or a `Result` chosen by the probes of the dot-sensitive arguments' types
/// (`typed` are the names they are bound to), and a writer that checks for dot
/// segments only where the probes could not prove them impossible. A sensitive
/// variable without an argument (after an error) counts as unproven.
fn finish(
    private: &TokenStream,
    kind: Kind,
    placement: Option<&Placement>,
    arguments: &[Argument],
    typed: &[Ident],
    capacity: usize,
) -> Finish {
    let name = kind.grammar().word();
    let Some((placement, fixed)) =
        placement.and_then(|placement| Some(placement).zip(placement.proven))
    else {
        let method = Ident::new(&format!("try_{name}"), Span::call_site());
        return Finish {
            verdict: None,
            new: quote!(#private::TemplateWriter::with_capacity(#capacity)),
            call: quote!(#method()),
        };
    };
    let probes: Vec<TokenStream> = placement
        .dot_sensitive
        .iter()
        .filter_map(|name| {
            let Some(i) = arguments.iter().position(|argument| &argument.name == name) else {
                return Some(quote!(#private::Unproven));
            };
            let argument = &arguments[i];
            let proven_literal = argument
                .literal
                .as_deref()
                .is_some_and(|text| text.chars().next().is_some_and(|c| c != '.'));
            let typed = &typed[i];
            (!proven_literal)
                .then(|| quote_spanned!(argument.value_span=> (&#private::Probe(#typed)).dots()))
        })
        .collect();
    if probes.is_empty() {
        let method = Ident::new(name, Span::call_site());
        Finish {
            verdict: None,
            new: quote!(#private::TemplateWriter::proven(#capacity, &#private::Proven)),
            call: quote!(#method([#(#fixed),*])),
        }
    } else {
        let method = Ident::new(&format!("checked_{name}"), Span::call_site());
        let verdict = Ident::new("__uri_verdict", Span::mixed_site());
        Finish {
            verdict: Some(quote!(let #verdict = #(#probes)&*;)),
            new: quote!(#private::TemplateWriter::proven(#capacity, &#verdict)),
            call: quote!(#method([#(#fixed),*], #verdict)),
        }
    }
}

/// The value after a `compile_error!`: of the type the call would have had
/// (a value, a `Result` by the types of the values, or a `Result`), with the
/// arguments still evaluated (so that none of them is reported unused).
/// Without a placement, the template was not read, and nothing tells that
/// type (a `{` in a literal meant for a `const Uri`, or a `Result` the
/// caller awaits): an expression that diverges, which has any type.
pub(crate) fn stand_in(
    private: &TokenStream,
    kind: Kind,
    placement: Option<&Placement>,
    arguments: &[Argument],
) -> TokenStream {
    let values = arguments.iter().map(|argument| &argument.value);
    if placement.is_none() {
        return diverging(arguments);
    }
    let typed = typed(arguments);
    let Finish { verdict, new, call } = finish(private, kind, placement, arguments, &typed, 0);
    quote! {
        {
            #[allow(unused_imports)]
            use #private::{ProvenProbe as _, UnprovenProbe as _};
            match (#(&(#values),)*) {
                (#(#typed,)*) => {
                    let _ = (#(&#typed,)*);
                    #verdict
                    #new.#call
                }
            }
        }
    }
}

/// The stand-in of a call whose type nothing tells: the arguments evaluated
/// (so that none of them is reported unused), then a loop that never runs
/// (the crate does not compile), whose type is any the caller's.
pub(crate) fn diverging(arguments: &[Argument]) -> TokenStream {
    let values = arguments.iter().map(|argument| &argument.value);
    quote! {
        {
            let _ = (#(&(#values),)*);
            loop {}
        }
    }
}
