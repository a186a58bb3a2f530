//! Messages about the call's tokens: the wrapper's, the literal token, and what
//! follows the literal when the macro takes nothing more.
//!
//! Each names the macro the user called and what it takes instead, since the
//! user never sees the hidden macro these tokens were handed to.

use proc_macro2::{Span, TokenTree};

use crate::diagnostic::Diagnostic;
use crate::kind::Kind;

/// Why a literal's source text is not a plain string literal: what the reader
/// of literals found instead.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum NotAString {
    /// `b"…"` or `br"…"`.
    ByteString,
    /// `c"…"` or `cr"…"`.
    CString,
    /// `b'…'`.
    Byte,
    /// `'…'`.
    Char,
    /// An integer or float.
    Number,
    /// A string with a suffix after its closing quote; the suffix text.
    Suffix(String),
    /// Text that is no literal at all (only seen when fuzzing the reader).
    Other,
}

/// A call that does not come from `uri`'s own `macro_rules!` wrappers.
pub(crate) fn wrapper_only() -> Diagnostic {
    Diagnostic::spanned(
        Span::call_site(),
        "this macro is an implementation detail of the `uri` crate: call `uri::uri!`, `uri::uri_ref!`, `uri::iri!`, `uri::iri_ref!` or `uri::uri_template!`".to_owned(),
    )
}

/// A call without any tokens.
pub(crate) fn no_literal(kind: Kind) -> Diagnostic {
    let name = kind.macro_name();
    Diagnostic::spanned(
        Span::call_site(),
        format!("{name} expects a string literal, as in `{name}(\"https://example.com/\")`"),
    )
}

/// A call whose first token is no literal: an expression, most likely.
pub(crate) fn not_a_literal(kind: Kind, found: &TokenTree) -> Diagnostic {
    Diagnostic::spanned(
        found.span(),
        format!(
            "expected a string literal, found `{found}`: {} checks its input at compile \
             time, so it takes a literal, not an expression; parse run-time strings with `{}::parse`",
            kind.macro_name(),
            kind.type_name()
        ),
    )
}

/// A token after the literal's comma, in a macro that takes no arguments.
pub(crate) fn unexpected_argument(kind: Kind, extra: &TokenTree) -> Diagnostic {
    Diagnostic::spanned(
        extra.span(),
        format!(
            "unexpected argument `{extra}`: {} takes exactly one string literal",
            kind.macro_name()
        ),
    )
}

/// A token right after the literal, where only a comma may be.
pub(crate) fn after_literal(kind: Kind, extra: &TokenTree) -> Diagnostic {
    Diagnostic::spanned(
        extra.span(),
        format!(
            "unexpected `{extra}` after the string literal: {} takes exactly one string literal",
            kind.macro_name()
        ),
    )
}

/// A literal at `span` that is not a plain string.
pub(crate) fn not_a_string(error: &NotAString, kind: Kind, span: Span) -> Diagnostic {
    let name = kind.macro_name();
    let message = match error {
        NotAString::ByteString => {
            format!(
                "expected a string literal, found a byte string: remove the `b` prefix; {name} takes text"
            )
        }
        NotAString::CString => {
            format!(
                "expected a string literal, found a C string: remove the `c` prefix; {name} takes text"
            )
        }
        NotAString::Byte => format!(
            "expected a string literal, found a byte literal: {name} takes a string in double quotes"
        ),
        NotAString::Char => {
            format!(
                "expected a string literal, found a character literal: {name} takes a string in double quotes"
            )
        }
        NotAString::Number => format!(
            "expected a string literal, found a number: {name} takes a string in double quotes"
        ),
        NotAString::Other => {
            format!("expected a string literal: {name} takes a string in double quotes")
        }
        NotAString::Suffix(suffix) => {
            format!(
                "string literal suffixes are not allowed: remove `{suffix}` after the closing quote"
            )
        }
    };
    Diagnostic::spanned(span, message)
}
