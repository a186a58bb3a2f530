//! Messages about the literal's text against `uri-core`'s grammars: the
//! parser's own error message, and the fix to suggest, which knows the macros
//! (`uri_ref!` for a relative reference, `iri!` for a non-ASCII character). A
//! `{` never gets here: a literal that holds one is a template.

use uri_core::__private::{is_bidi_format, template_help};
use uri_core::{ParseError, ParseErrorKind, TemplateError};

use crate::diagnostic::{Diagnostic, InLiteral};
use crate::kind::Kind;

/// A literal whose value `text` is not of `kind`'s grammar.
pub(crate) fn not_of_grammar(
    at: InLiteral<'_>,
    error: ParseError,
    kind: Kind,
    text: &str,
) -> Diagnostic {
    skeleton_not_of_grammar(at, error, error, kind, text)
}

/// A template whose text with the expressions taken out, `skeleton`, is not of
/// `kind`'s grammar: `error` with its index in the template, for the message,
/// and `at`, the same error on the skeleton, for the fix.
pub(crate) fn skeleton_not_of_grammar(
    at: InLiteral<'_>,
    error: ParseError,
    on_skeleton: ParseError,
    kind: Kind,
    skeleton: &str,
) -> Diagnostic {
    let help = help(on_skeleton, kind, skeleton);
    Diagnostic::in_literal(at, error.to_string(), help)
}

/// A literal whose value `text` is not a template.
pub(crate) fn not_a_template(at: InLiteral<'_>, error: TemplateError, text: &str) -> Diagnostic {
    let help = template_help(error, text).map(|help| help.to_string());
    Diagnostic::in_literal(at, error.to_string(), help)
}

/// The fix to suggest; a relative reference given to `uri!` or `iri!`, and a
/// non-ASCII character an IRI would allow, get macro-specific ones.
fn help(error: ParseError, kind: Kind, text: &str) -> Option<String> {
    if error.kind() == ParseErrorKind::MissingScheme {
        return Some(format!(
            "use `{}` for a relative reference, or add a scheme such as `https:`",
            kind.reference().macro_name()
        ));
    }
    let hint = error.hint().map(|hint| hint.to_string());
    match (error.found(), hint, kind.iri()) {
        (Some(found), Some(hint), Some(iri)) if iri_would_allow(error, iri, text) => Some(format!(
            "{hint}; or, to keep `{}` as it is, write an IRI with `{}`",
            found.escape_debug(),
            iri.macro_name()
        )),
        (_, hint, _) => hint,
    }
}

/// Whether the IRI macro `iri` would accept the non-ASCII character the URI
/// macro stopped at: parsed as an IRI, `text` gets past it.
fn iri_would_allow(error: ParseError, iri: Kind, text: &str) -> bool {
    if error
        .found()
        .is_none_or(|c| c.is_ascii() || is_bidi_format(c))
    {
        return false;
    }
    iri.parse(text)
        .err()
        .is_none_or(|iri_error| iri_error.index() > error.index())
}
