//! One call of the function-like macro: its request, routed to the folder of its
//! kind of input (a literal with `{…}` and no arguments is a template whose
//! variables come from scope), or, for tokens that are no request, the one
//! error and a value of the type the call would have had.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::kind::Kind;
use crate::request::str_literal::StrLiteral;
use crate::request::{Request, RequestError, read};

/// Expands one call of the hidden macro behind all five `uri!`-like macros.
pub(crate) fn expand(input: TokenStream) -> TokenStream {
    let Request {
        private,
        kind,
        literal,
        arguments,
    } = match read(input) {
        Ok(request) => request,
        Err(error) => return refuse(*error),
    };
    if !arguments.is_empty() {
        return crate::arguments::expand(&private, kind, &literal, arguments);
    }
    if !takes_from_scope(kind, &literal) {
        return crate::literal::expand(&private, kind, &literal);
    }
    // Every variable from scope: a call with arguments, which needs `alloc`;
    // the facade's `with_alloc!` passes the expansion on, or says so.
    let expansion = crate::arguments::expand(&private, kind, &literal, Vec::new());
    quote!(#private::with_alloc! { #expansion })
}

/// Whether a literal without arguments is a template whose variables come from
/// scope, as `format!("{id}")` takes `id`: a `{` is never literal in a URI, so
/// a literal that holds one can mean nothing else. `uri_template!` keeps its
/// template.
fn takes_from_scope(kind: Kind, literal: &Literal) -> bool {
    kind != Kind::Template
        && StrLiteral::parse(&literal.to_string()).is_ok_and(|text| text.value.contains('{'))
}

/// The error of a request that could not be read. The value after it has the
/// type the call would have had where the wrapper named the macro; without the
/// wrapper's tokens there is no path to build a value through.
fn refuse(error: RequestError) -> TokenStream {
    let RequestError {
        private,
        kind,
        diagnostic,
        with_arguments,
    } = error;
    let stand_in = private.as_ref().zip(kind).map(|(private, kind)| {
        if with_arguments {
            crate::arguments::write::stand_in(private, kind, None, &[])
        } else {
            crate::literal::write::stand_in(private, kind, diagnostic.span())
        }
    });
    diagnostic.into_compile_error(private.as_ref(), None, stand_in)
}

#[cfg(test)]
mod tests {
    use super::*;
    use uri_core::__private::offsets;
    use uri_core::UriRef;

    #[test]
    fn a_failed_expansion_still_yields_the_macro_type() {
        use std::str::FromStr;
        let expand_str = |s: &str| expand(TokenStream::from_str(s).unwrap()).to_string();
        let empty = offsets(UriRef::parse("").unwrap()).map(|offset| offset.to_string());
        let stand_in =
            |constructor: &str| format!("p :: {constructor} (\"\" , [{}])", empty.join(" , "));

        let bad_literal = expand_str(r#"(p) uri "a b""#);
        assert!(bad_literal.contains("uri_compile_error !"), "{bad_literal}");
        assert!(
            bad_literal
                .trim_end_matches([' ', '}'])
                .ends_with(&stand_in("uri")),
            "{bad_literal}"
        );

        let not_a_literal = expand_str("(p) uri_ref 42");
        assert!(
            not_a_literal
                .trim_end_matches([' ', '}'])
                .ends_with(&stand_in("uri_ref")),
            "{not_a_literal}"
        );

        // Without the wrapper there is no path to build a value through.
        let unwrapped = expand_str(r#"uri "a:b""#);
        assert!(
            unwrapped.starts_with(":: core :: compile_error !"),
            "{unwrapped}"
        );
    }
}
