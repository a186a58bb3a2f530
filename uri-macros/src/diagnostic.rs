//! Compile errors: what they say, where they point, and the one place where they
//! become `compile_error!` tokens.

use std::ops::Range;

use proc_macro2::{Literal, Span, TokenStream};
use quote::quote_spanned;

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
    pub(crate) fn spanned(span: Span, message: &str) -> Self {
        Self {
            span,
            head: message.to_owned(),
            drawing: None,
            help: None,
        }
    }

    /// An error about the bytes `range` of a literal whose source text is `source`.
    pub(crate) fn in_literal(
        span: Span,
        head: String,
        source: &str,
        range: Range<usize>,
        help: Option<String>,
    ) -> Self {
        Self {
            span,
            head,
            drawing: Some((source.to_owned(), range)),
            help,
        }
    }

    /// The bytes of the literal's source text the error is about, if any.
    pub(crate) fn source_range(&self) -> Option<Range<usize>> {
        self.drawing.as_ref().map(|(_, range)| range.clone())
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

    /// The error as tokens: `compile_error!` through `uri`'s private module, spanned
    /// at `narrowed` when the caller could point at the characters themselves, else
    /// at the literal (or token) the error is about; then `stand_in`, the value the
    /// expression yields for tools that go on type-checking after the error.
    pub(crate) fn into_compile_error(
        self,
        private: Option<&TokenStream>,
        narrowed: Option<Span>,
        stand_in: Option<TokenStream>,
    ) -> TokenStream {
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
