//! Compile errors: what they say, where they point, and the one place where they
//! become `compile_error!` tokens.
//!
//! Every stage reports a [`Diagnostic`], and every message is written here, in
//! the file of what it is about: [`tokens`] (the wrapper's tokens, the literal
//! token and what follows it), [`arguments`] (the syntax of `name = value`),
//! [`grammar`] (the literal's text against `uri-core`'s grammars),
//! [`expressions`] (a template's expressions against the call's arguments),
//! `route.rs` (`#[derive(Route)]`: the item, its template against its
//! fields, an enum's templates against each other), `link.rs`
//! (`link!`: a link against a route type's routes) and `openapi.rs` (a
//! template OpenAPI cannot express, where a description is asked for). The
//! constructors below are private to this folder, so a stage cannot word an
//! error of its own: the house rules for messages (lowercase, no final period, a
//! first line that stands alone) are kept in one place.

pub(crate) mod arguments;
pub(crate) mod expressions;
pub(crate) mod grammar;
#[cfg(feature = "derive")]
pub(crate) mod link;
#[cfg(feature = "utoipa")]
pub(crate) mod openapi;
#[cfg(feature = "derive")]
pub(crate) mod route;
pub(crate) mod tokens;

use std::ops::Range;

use proc_macro2::{Literal, Span, TokenStream};
use quote::quote_spanned;

/// Where in a literal an error is: the literal's span, its source text (quotes,
/// escapes and all) and the source bytes the error is about.
pub(crate) struct InLiteral<'s> {
    pub(crate) span: Span,
    pub(crate) source: &'s str,
    pub(crate) range: Range<usize>,
}

/// One compile error: a message whose first line stands alone (IDE problem lists
/// show only that line), an optional drawing of the literal's source with a caret
/// under the offending bytes, and an optional fix.
#[derive(Debug)]
pub(crate) struct Diagnostic {
    span: Span,
    head: String,
    drawing: Option<(String, Range<usize>)>,
    help: Option<String>,
}

impl Diagnostic {
    /// An error at `span` with a one-line message.
    fn spanned(span: Span, message: String) -> Self {
        Self {
            span,
            head: message,
            drawing: None,
            help: None,
        }
    }

    /// An error about some bytes of a literal, drawn under its source line.
    fn in_literal(at: InLiteral<'_>, head: String, help: Option<String>) -> Self {
        Self {
            span: at.span,
            head,
            drawing: Some((at.source.to_owned(), at.range)),
            help,
        }
    }

    /// The message. Where the span already points at the offending characters
    /// (`narrowed`), the drawing would only repeat it and is left out.
    pub(crate) fn message(&self, narrowed: bool) -> String {
        let mut message = self.head.clone();
        if let (Some((source, range)), false) = (&self.drawing, narrowed) {
            // Draw only the source line that holds the error: a literal may span lines.
            // (`get`s: compiler token text is well formed; fuzzed text may not be.)
            let start = range.start.min(source.len());
            let before = source.get(..start).unwrap_or("");
            let after = source.get(start..).unwrap_or("");
            let line_start = before.rfind('\n').map_or(0, |i| i + 1);
            let line_end = after.find('\n').map_or(source.len(), |i| start + i);
            let line = source.get(line_start..line_end).unwrap_or(source);
            let span = start - line_start..range.end.clamp(start, line_end) - line_start;
            message.push('\n');
            message.push_str(&uri_core::__private::Diagram::new(line, span).to_string());
        }
        if let Some(help) = &self.help {
            message.push_str("\n  = help: ");
            message.push_str(help);
        }
        message
    }

    /// Where the error points when the compiler cannot narrow it further.
    pub(crate) fn span(&self) -> Span {
        self.span
    }

    /// The error as a trait's `#[diagnostic::on_unimplemented]`, for an
    /// error due only where a bound on that trait is asked for (an OpenAPI
    /// description the type cannot give), and the span the bound is written
    /// at: the characters of `literal` the error is about where the compiler
    /// can point at them (nightly's `Literal::subspan`), else the error's
    /// span with the caret drawing in the message. The help becomes the
    /// note. Braces are doubled: the attribute's strings are format strings.
    #[cfg(feature = "utoipa")]
    pub(crate) fn into_on_unimplemented(self, literal: Option<&Literal>) -> (TokenStream, Span) {
        let narrowed = literal
            .zip(self.drawing.as_ref())
            .and_then(|(literal, (_, range))| literal.subspan(range.clone()));
        let span = narrowed.unwrap_or(self.span);
        let note = self.help.clone();
        let without_help = Self { help: None, ..self };
        let escape = |text: &str| Literal::string(&text.replace('{', "{{").replace('}', "}}"));
        let message = escape(&without_help.message(narrowed.is_some()));
        let note = note.map(|note| {
            let note = escape(&note);
            quote::quote!(, note = #note)
        });
        let attribute = quote::quote! {
            #[diagnostic::on_unimplemented(
                message = #message,
                label = "its OpenAPI description is asked for here"
                #note
            )]
        };
        (attribute, span)
    }

    /// The error as tokens: `compile_error!` through `uri`'s private module, then
    /// `stand_in`, the value the expression yields for tools that go on
    /// type-checking after the error.
    ///
    /// An error about characters of `literal` points at them with
    /// `Literal::subspan`: on nightly, proc-macro2 wraps the compiler's unstable
    /// method (its build script detects it, so this crate needs no build script of
    /// its own, one unit fewer before uri-core starts compiling); on stable it
    /// gives `None`, and the error spans the whole literal (or the token it is
    /// about) with the caret drawing in its message.
    pub(crate) fn into_compile_error(
        self,
        private: Option<&TokenStream>,
        literal: Option<&Literal>,
        stand_in: Option<TokenStream>,
    ) -> TokenStream {
        let narrowed = literal
            .zip(self.drawing.as_ref())
            .and_then(|(literal, (_, range))| literal.subspan(range.clone()));
        let span = narrowed.unwrap_or(self.span);
        let mut message = Literal::string(&self.message(narrowed.is_some()));
        message.set_span(span);
        // rustc reports `compile_error!` at its invocation, from the first token of
        // its path: `$crate` would stretch that over the whole `uri!(...)` call, so
        // the macro is brought in under a name spanned at the literal.
        match (private, stand_in) {
            (Some(private), Some(stand_in)) => quote_spanned!(span=> {
                use #private::compile_error as uri_compile_error;
                uri_compile_error!(#message);
                #stand_in
            }),
            (Some(private), None) => quote_spanned!(span=> {
                use #private::compile_error as uri_compile_error;
                uri_compile_error!(#message)
            }),
            // Only reachable when the hidden macro is called without the wrapper.
            (None, _) => quote_spanned!(span=> ::core::compile_error!(#message)),
        }
    }
}
