//! The macro's input tokens: `(path to uri's private module) kind <user tokens>`,
//! where the user's tokens must be exactly one plain string literal.

use proc_macro2::{Delimiter, Literal, Span, TokenStream, TokenTree};

use crate::args::{self, Argument};
use crate::diagnostic::Diagnostic;

/// Which macro was called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `uri!`: the literal must be a `URI`.
    Uri,
    /// `uri_ref!`: the literal must be a `URI-reference`.
    UriRef,
    /// `uri_template!`: the literal must be a `URI-Template` (RFC 6570).
    Template,
    /// `iri!`: the literal must be an `IRI` (RFC 3987).
    Iri,
    /// `iri_ref!`: the literal must be an `IRI-reference`.
    IriRef,
}

impl Kind {
    /// The macro's name as the user wrote it.
    pub(crate) fn macro_name(self) -> &'static str {
        match self {
            Self::Uri => "uri!",
            Self::UriRef => "uri_ref!",
            Self::Template => "uri_template!",
            Self::Iri => "iri!",
            Self::IriRef => "iri_ref!",
        }
    }
}

/// The checked input of one macro call.
pub(crate) struct MacroInput {
    /// The path to `uri::__private`, as the `macro_rules!` wrapper wrote it.
    pub(crate) private: TokenStream,
    pub(crate) kind: Kind,
    pub(crate) literal: Literal,
    /// The arguments after the literal (`uri!` and the like only): the template's
    /// variables.
    pub(crate) arguments: Vec<Argument>,
}

/// Splits the input into its parts: after the wrapper's tokens, one string
/// literal, then an optional comma and the arguments (see `args.rs`); anything
/// else is an error.
pub(crate) fn parse(input: TokenStream) -> Result<MacroInput, Box<InputError>> {
    let mut tokens = input.into_iter();
    let private = match tokens.next() {
        Some(TokenTree::Group(group)) if group.delimiter() == Delimiter::Parenthesis => {
            group.stream()
        }
        _ => {
            return Err(Box::new(InputError {
                private: None,
                kind: None,
                diagnostic: Diagnostic::spanned(Span::call_site(), WRAPPER_ONLY),
                with_arguments: false,
            }));
        }
    };
    let kind = match tokens.next() {
        Some(TokenTree::Ident(ident)) if ident == "uri" => Kind::Uri,
        Some(TokenTree::Ident(ident)) if ident == "uri_ref" => Kind::UriRef,
        Some(TokenTree::Ident(ident)) if ident == "uri_template" => Kind::Template,
        Some(TokenTree::Ident(ident)) if ident == "iri" => Kind::Iri,
        Some(TokenTree::Ident(ident)) if ident == "iri_ref" => Kind::IriRef,
        _ => {
            return Err(Box::new(InputError {
                private: Some(private),
                kind: None,
                diagnostic: Diagnostic::spanned(Span::call_site(), WRAPPER_ONLY),
                with_arguments: false,
            }));
        }
    };
    // The literal may come in an invisible group; the arguments' values (`$value:expr`)
    // do too, and stay in theirs, which keeps each one whole.
    let mut user: Vec<TokenTree> = tokens.next().map(unwrap_invisible).unwrap_or_default();
    user.extend(tokens);
    let fail = |span, message: String| {
        Err(Box::new(InputError {
            private: Some(private.clone()),
            kind: Some(kind),
            diagnostic: Diagnostic::spanned(span, &message),
            with_arguments: false,
        }))
    };
    let name = kind.macro_name();
    let literal = match user.first() {
        None => {
            return fail(
                Span::call_site(),
                format!(
                    "{name} expects a string literal, as in `{name}(\"https://example.com/\")`"
                ),
            );
        }
        Some(TokenTree::Literal(literal)) => literal.clone(),
        Some(other) => {
            return fail(
                other.span(),
                format!(
                    "expected a string literal, found `{other}`: {name} checks its input at compile \
                     time, so it takes a literal, not an expression; parse run-time strings with `{}::parse`",
                    type_name(kind)
                ),
            );
        }
    };
    let arguments = after_literal(&user[1..], &private, kind)?;
    Ok(MacroInput {
        private,
        kind,
        literal,
        arguments,
    })
}

/// The arguments after the literal: none, or a comma and what `args.rs` reads.
fn after_literal(
    rest: &[TokenTree],
    private: &TokenStream,
    kind: Kind,
) -> Result<Vec<Argument>, Box<InputError>> {
    let name = kind.macro_name();
    let fail = |span, message: String, with_arguments| {
        Err(Box::new(InputError {
            private: Some(private.clone()),
            kind: Some(kind),
            diagnostic: Diagnostic::spanned(span, &message),
            with_arguments,
        }))
    };
    match rest.split_first() {
        None => Ok(Vec::new()),
        Some((TokenTree::Punct(comma), arguments)) if comma.as_char() == ',' => {
            if kind != Kind::Template {
                return args::parse(arguments, kind).map_err(|diagnostic| {
                    Box::new(InputError {
                        private: Some(private.clone()),
                        kind: Some(kind),
                        diagnostic,
                        with_arguments: true,
                    })
                });
            }
            match arguments.first() {
                Some(extra) => fail(
                    extra.span(),
                    format!(
                        "unexpected argument `{extra}`: {name} takes exactly one string literal"
                    ),
                    false,
                ),
                None => Ok(Vec::new()),
            }
        }
        Some((extra, _)) => fail(
            extra.span(),
            format!(
                "unexpected `{extra}` after the string literal: {name} takes exactly one string literal"
            ),
            false,
        ),
    }
}

/// A malformed input: what is wrong, and as much of the call as could be read.
pub(crate) struct InputError {
    /// The path to `uri::__private`, when the wrapper's tokens were there.
    pub(crate) private: Option<TokenStream>,
    /// Which macro was called, when the wrapper named one.
    pub(crate) kind: Option<Kind>,
    pub(crate) diagnostic: Diagnostic,
    /// Whether the call has arguments, whose expansion has another type.
    pub(crate) with_arguments: bool,
}

/// The message for calls that do not come from `uri`'s own `macro_rules!` wrappers.
const WRAPPER_ONLY: &str = "this macro is an implementation detail of the `uri` crate: call `uri::uri!`, `uri::uri_ref!`, `uri::iri!`, `uri::iri_ref!` or `uri::uri_template!`";

/// The type a macro produces, for messages.
pub(crate) fn type_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Uri => "Uri",
        Kind::UriRef => "UriRef",
        Kind::Template => "UriTemplate",
        Kind::Iri => "Iri",
        Kind::IriRef => "IriRef",
    }
}

/// A literal forwarded through `macro_rules!` (`$lit:literal`, `$e:expr`) arrives
/// inside an invisible group; its content is what the user wrote.
pub(crate) fn unwrap_invisible(token: TokenTree) -> Vec<TokenTree> {
    match token {
        TokenTree::Group(group) if group.delimiter() == Delimiter::None => group
            .stream()
            .into_iter()
            .flat_map(unwrap_invisible)
            .collect(),
        other => vec![other],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    fn parse_str(s: &str) -> Result<MacroInput, String> {
        parse(TokenStream::from_str(s).unwrap()).map_err(|error| error.diagnostic.message(false))
    }

    #[test]
    fn accepts_one_literal_and_a_trailing_comma() {
        let input = parse_str(r#"(crate::p) uri "a:b""#).ok().unwrap();
        assert_eq!(input.kind, Kind::Uri);
        assert_eq!(input.literal.to_string(), "\"a:b\"");
        assert_eq!(input.private.to_string(), "crate :: p");
        assert!(parse_str(r#"(p) uri_ref "a", "#).is_ok());
    }

    #[test]
    fn rejects_everything_else() {
        let err = |s| parse_str(s).err().unwrap();
        assert!(err("(p) uri").contains("expects a string literal"));
        assert!(err("(p) uri X").contains("found `X`"));
        assert!(err(r#"(p) uri "a:b", "c:d""#).contains("unexpected argument `\"c:d\"`"));
        assert!(err(r#"(p) uri "a:b" "c:d""#).contains("after the string literal"));
        assert!(err(r#"(p) other "a:b""#).contains("implementation detail"));
        assert!(err(r#"uri "a:b""#).contains("implementation detail"));
    }
}
