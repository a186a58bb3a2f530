//! The tokens of a checked literal: a call of the hidden `const fn` constructor
//! of `uri::__private` with the offsets the parser found, so the value costs
//! nothing at run time and works in `const` and `static` items.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote_spanned;
use uri_core::__private::offsets;
use uri_core::UriRef;

use crate::kind::Kind;

/// The const-constructed value of a checked literal.
pub(crate) fn value(
    private: &TokenStream,
    kind: Kind,
    literal: &Literal,
    offsets: [u32; 6],
) -> TokenStream {
    let span = literal.span();
    let offsets = offsets.map(Literal::u32_unsuffixed);
    let constructor = Ident::new(kind.word(), span);
    quote_spanned!(span=> #private::#constructor(#literal, [#(#offsets),*]))
}

/// The const-constructed template of a checked literal: a template is its text
/// alone.
pub(crate) fn template(private: &TokenStream, literal: &Literal) -> TokenStream {
    let span = literal.span();
    quote_spanned!(span=> #private::uri_template(#literal))
}

/// The value that follows a `compile_error!`: one of the macro's own type, so that an
/// editor which keeps type-checking after a failed expansion (rust-analyzer gives it
/// the type `()`) reports no "expected `Uri`, found `()`" beside our message. It is
/// the empty reference's value, and never runs: the crate does not compile.
pub(crate) fn stand_in(private: &TokenStream, kind: Kind, span: Span) -> TokenStream {
    let empty = UriRef::parse("").map_or([0; 6], offsets);
    let mut text = Literal::string("");
    text.set_span(span);
    if kind == Kind::Template {
        return template(private, &text);
    }
    value(private, kind, &text, empty)
}
