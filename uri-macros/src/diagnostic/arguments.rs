//! Messages about the syntax of the arguments after the literal: `name = value`,
//! `name`, or `"user.id" = value`.

use proc_macro2::{Literal, Span, TokenTree};

use crate::diagnostic::Diagnostic;
use crate::kind::Kind;

/// Two commas with nothing between them; `span` is the first comma's.
pub(crate) fn empty(span: Span) -> Diagnostic {
    Diagnostic::spanned(span, "expected an argument between these commas".to_owned())
}

/// `name =` with nothing after the `=` at `span`.
pub(crate) fn no_value(name: &str, span: Span) -> Diagnostic {
    Diagnostic::spanned(span, format!("expected a value after `{name} =`"))
}

/// An argument that is neither `name = value` nor `name`; `shown` is its first
/// token as the user wrote it (out of its invisible group).
pub(crate) fn not_an_argument(kind: Kind, span: Span, shown: &str) -> Diagnostic {
    Diagnostic::spanned(
        span,
        format!(
            "unexpected argument `{shown}`: after the literal, {} takes the \
             template's variables, as `name = value` or `name`",
            kind.macro_name()
        ),
    )
}

/// An argument written as a field path, `user.id`: a template variable can
/// have that name, but an argument gives it as `"user.id" = user.id`.
pub(crate) fn dotted_name(kind: Kind, span: Span, path: &str) -> Diagnostic {
    Diagnostic::spanned(
        span,
        format!(
            "unexpected argument `{path}`: an argument is `name = value` or a variable's name; \
             for the template variable `{{{path}}}`, write `\"{path}\" = {path}`, as in \
             `{}(\"…/{{{path}}}\", \"{path}\" = {path})`",
            kind.macro_name()
        ),
    )
}

/// A second argument for the variable `name`.
pub(crate) fn given_twice(name: &str, span: Span) -> Diagnostic {
    Diagnostic::spanned(span, format!("argument `{name}` is given twice"))
}

/// A literal before `=` that is not a string.
pub(crate) fn literal_name(kind: Kind, literal: &Literal) -> Diagnostic {
    Diagnostic::spanned(
        literal.span(),
        format!(
            "expected a variable's name before `=`, found `{literal}`: write it as \
             an identifier or a string, as in `{}(\"/{{user.id}}\", \"user.id\" = id)`",
            kind.macro_name()
        ),
    )
}

/// A token before `=` that is neither an identifier nor a literal.
pub(crate) fn not_a_name(found: &TokenTree) -> Diagnostic {
    Diagnostic::spanned(
        found.span(),
        format!("expected a variable's name before `=`, found `{found}`"),
    )
}
