//! Tokens → a request: `(path to uri's private module) kind <user tokens>`,
//! where the user's tokens must be one string literal, then optionally a comma
//! and the arguments.
//!
//! [`argument`] reads the arguments after the literal, [`str_literal`] the
//! literal's value and where in its source each byte came from, and
//! [`invisible`] unwraps what `macro_rules!` forwarding wraps. Reading checks the
//! tokens only; whether the literal is of the macro's grammar is the next
//! stage's question.

pub(crate) mod argument;
pub(crate) mod invisible;
pub(crate) mod str_literal;

use proc_macro2::{Delimiter, Literal, TokenStream, TokenTree};

use crate::diagnostic::{Diagnostic, tokens};
use crate::kind::Kind;
use crate::request::argument::Argument;
use crate::request::invisible::unwrap_invisible;

/// The checked input of one macro call.
pub(crate) struct Request {
    /// The path to `uri::__private`, as the `macro_rules!` wrapper wrote it.
    pub(crate) private: TokenStream,
    pub(crate) kind: Kind,
    pub(crate) literal: Literal,
    /// The arguments after the literal (`uri!` and the like only): the template's
    /// variables.
    pub(crate) arguments: Vec<Argument>,
}

/// A malformed input: what is wrong, and as much of the call as could be read,
/// for the value that follows the error.
pub(crate) struct RequestError {
    /// The path to `uri::__private`, when the wrapper's tokens were there.
    pub(crate) private: Option<TokenStream>,
    /// Which macro was called, when the wrapper named one.
    pub(crate) kind: Option<Kind>,
    pub(crate) diagnostic: Diagnostic,
    /// Whether the call has arguments, whose expansion has another type.
    pub(crate) with_arguments: bool,
}

/// Splits the input into its parts: after the wrapper's tokens, one string
/// literal, then an optional comma and the arguments; anything else is an error.
pub(crate) fn read(input: TokenStream) -> Result<Request, Box<RequestError>> {
    let mut tokens = input.into_iter();
    let refused = |private, kind, diagnostic, with_arguments| {
        Box::new(RequestError {
            private,
            kind,
            diagnostic,
            with_arguments,
        })
    };
    let private = match tokens.next() {
        Some(TokenTree::Group(group)) if group.delimiter() == Delimiter::Parenthesis => {
            group.stream()
        }
        _ => return Err(refused(None, None, tokens::wrapper_only(), false)),
    };
    let kind = match tokens.next() {
        Some(TokenTree::Ident(ident)) => Kind::from_word(&ident.to_string()),
        _ => None,
    };
    let Some(kind) = kind else {
        return Err(refused(Some(private), None, tokens::wrapper_only(), false));
    };
    // The literal may come in an invisible group; the arguments' values (`$value:expr`)
    // do too, and stay in theirs, which keeps each one whole.
    let mut user: Vec<TokenTree> = tokens.next().map(unwrap_invisible).unwrap_or_default();
    user.extend(tokens);
    let literal = match user.first() {
        Some(TokenTree::Literal(literal)) => literal.clone(),
        None => {
            return Err(refused(
                Some(private),
                Some(kind),
                tokens::no_literal(kind),
                false,
            ));
        }
        Some(other) => {
            let diagnostic = tokens::not_a_literal(kind, other);
            return Err(refused(Some(private), Some(kind), diagnostic, false));
        }
    };
    match after_literal(&user[1..], kind) {
        Ok(arguments) => Ok(Request {
            private,
            kind,
            literal,
            arguments,
        }),
        Err((diagnostic, with_arguments)) => Err(refused(
            Some(private),
            Some(kind),
            diagnostic,
            with_arguments,
        )),
    }
}

/// The arguments after the literal: none, or a comma and what
/// [`argument::read`] reads. An error says whether the call had arguments.
fn after_literal(rest: &[TokenTree], kind: Kind) -> Result<Vec<Argument>, (Diagnostic, bool)> {
    match rest.split_first() {
        None => Ok(Vec::new()),
        Some((TokenTree::Punct(comma), arguments)) if comma.as_char() == ',' => {
            if kind != Kind::Template {
                return argument::read(arguments, kind).map_err(|diagnostic| (diagnostic, true));
            }
            match arguments.first() {
                Some(extra) => Err((tokens::unexpected_argument(kind, extra), false)),
                None => Ok(Vec::new()),
            }
        }
        Some((extra, _)) => Err((tokens::after_literal(kind, extra), false)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    fn read_str(s: &str) -> Result<Request, String> {
        read(TokenStream::from_str(s).unwrap()).map_err(|error| error.diagnostic.message(false))
    }

    #[test]
    fn accepts_one_literal_and_a_trailing_comma() {
        let input = read_str(r#"(my_uri::__private) uri "a:b""#).ok().unwrap();
        assert_eq!(input.kind, Kind::Uri);
        assert_eq!(input.literal.to_string(), "\"a:b\"");
        assert_eq!(input.private.to_string(), "my_uri :: __private");
        assert!(read_str(r#"(p) uri_ref "a", "#).is_ok());
    }

    #[test]
    fn rejects_everything_else() {
        let err = |s| read_str(s).err().unwrap();
        assert!(err("(p) uri").contains("expects a string literal"));
        assert!(err("(p) uri X").contains("found `X`"));
        assert!(err(r#"(p) uri "a:b", "c:d""#).contains("unexpected argument `\"c:d\"`"));
        assert!(err(r#"(p) uri "a:b" "c:d""#).contains("after the string literal"));
        assert!(err(r#"(p) other "a:b""#).contains("implementation detail"));
        assert!(err(r#"uri "a:b""#).contains("implementation detail"));
    }
}
