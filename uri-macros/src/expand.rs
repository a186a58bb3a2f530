//! Checking a literal with `uri-core`'s parser and expanding it to a
//! const-constructed value.

use proc_macro2::{Literal, Span, TokenStream};
use quote::quote_spanned;
use uri_core::__private::{iri_offsets, is_bidi_format, offsets, template_help};
use uri_core::{Iri, IriRef, ParseError, ParseErrorKind, TemplateError, Uri, UriRef, UriTemplate};

use crate::diagnostic::Diagnostic;
use crate::input::{self, Kind, MacroInput};
use crate::literal::{NotAString, StrLiteral};

/// Expands one macro call.
///
/// An error points at its characters with `Literal::subspan`: on nightly,
/// proc-macro2 wraps the compiler's unstable method (its build script detects
/// it, so this crate needs no build script of its own, one unit fewer before
/// uri-core starts compiling); on stable it gives `None`, and the error spans
/// the whole literal with the caret drawing in its message.
pub(crate) fn expand(input: TokenStream) -> TokenStream {
    let MacroInput {
        private,
        kind,
        literal,
        arguments,
    } = match input::parse(input) {
        Ok(input) => input,
        Err(error) => {
            let input::InputError {
                private,
                kind,
                diagnostic,
                with_arguments,
            } = *error;
            let stand_in = private.as_ref().zip(kind).map(|(private, kind)| {
                if with_arguments {
                    crate::expansion::stand_in(private, kind, &[], true)
                } else {
                    stand_in(private, kind, diagnostic.span())
                }
            });
            return diagnostic.into_compile_error(private.as_ref(), None, stand_in);
        }
    };
    if !arguments.is_empty() {
        return crate::expansion::expand(&private, kind, &literal, &arguments);
    }
    let span = literal.span();
    match check(&literal.to_string(), kind, span) {
        Ok(_) if kind == Kind::Template => template(&private, &literal),
        Ok(offsets) => value(&private, kind, &literal, offsets),
        Err(diagnostic) => {
            let narrowed = diagnostic
                .source_range()
                .and_then(|range| literal.subspan(range));
            let stand_in = stand_in(&private, kind, span);
            diagnostic.into_compile_error(Some(&private), narrowed, Some(stand_in))
        }
    }
}

/// The const-constructed value of a checked literal.
fn value(private: &TokenStream, kind: Kind, literal: &Literal, offsets: [u32; 6]) -> TokenStream {
    let span = literal.span();
    let offsets = offsets.map(Literal::u32_unsuffixed);
    let constructor = proc_macro2::Ident::new(constructor(kind), span);
    quote_spanned!(span=> #private::#constructor(#literal, [#(#offsets),*]))
}

/// The const-constructed template of a checked literal: a template is its text
/// alone.
fn template(private: &TokenStream, literal: &Literal) -> TokenStream {
    let span = literal.span();
    quote_spanned!(span=> #private::uri_template(#literal))
}

/// The value that follows a `compile_error!`: one of the macro's own type, so that an
/// editor which keeps type-checking after a failed expansion (rust-analyzer gives it
/// the type `()`) reports no "expected `Uri`, found `()`" beside our message. It is
/// the empty reference's value, and never runs: the crate does not compile.
fn stand_in(private: &TokenStream, kind: Kind, span: Span) -> TokenStream {
    let empty = UriRef::parse("").map_or([0; 6], offsets);
    let mut text = Literal::string("");
    text.set_span(span);
    if kind == Kind::Template {
        return template(private, &text);
    }
    value(private, kind, &text, empty)
}

/// The function of `uri::__private` that makes a value of `kind` from a text and
/// its offsets.
fn constructor(kind: Kind) -> &'static str {
    match kind {
        Kind::Uri => "uri",
        Kind::UriRef => "uri_ref",
        Kind::Template => "uri_template",
        Kind::Iri => "iri",
        Kind::IriRef => "iri_ref",
    }
}

/// Checks the literal whose source text is `source` (quotes, escapes and all): the
/// offsets of its components (all zero for a template, which has none), or the
/// diagnostic to report at `span`.
pub(crate) fn check(source: &str, kind: Kind, span: Span) -> Result<[u32; 6], Diagnostic> {
    let literal = StrLiteral::parse(source).map_err(|error| not_a_string(&error, kind, span))?;
    let parsed = match kind {
        Kind::Uri => Uri::parse(&literal.value).map(|uri| offsets(uri.as_uri_ref())),
        Kind::UriRef => UriRef::parse(&literal.value).map(offsets),
        Kind::Iri => Iri::parse(&literal.value).map(|iri| iri_offsets(iri.as_iri_ref())),
        Kind::IriRef => IriRef::parse(&literal.value).map(iri_offsets),
        Kind::Template => {
            return UriTemplate::parse(&literal.value)
                .map(|_| [0; 6])
                .map_err(|error| template_error(error, &literal, source, span));
        }
    };
    parsed.map_err(|error| {
        let range = literal.source_range(error.index()..error.index() + error.len());
        let help = help(error, kind, &literal.value);
        Diagnostic::in_literal(span, error.to_string(), source, range, help)
    })
}

/// The diagnostic for a literal, whose source text is `source`, that is not a
/// template.
pub(crate) fn template_error(
    error: TemplateError,
    literal: &StrLiteral,
    source: &str,
    span: Span,
) -> Diagnostic {
    let range = literal.source_range(error.index()..error.index() + error.len());
    let help = template_help(error, &literal.value).map(|help| help.to_string());
    Diagnostic::in_literal(span, error.to_string(), source, range, help)
}

/// The fix to suggest; a relative reference given to `uri!` or `iri!`, and a
/// non-ASCII character an IRI would allow, get macro-specific ones.
pub(crate) fn help(error: ParseError, kind: Kind, text: &str) -> Option<String> {
    if error.kind() == ParseErrorKind::MissingScheme {
        let reference = match kind {
            Kind::Iri => "iri_ref!",
            _ => "uri_ref!",
        };
        return Some(format!(
            "use `{reference}` for a relative reference, or add a scheme such as `https:`"
        ));
    }
    let hint = error.hint().map(|hint| hint.to_string());
    let iri_macro = match kind {
        Kind::Uri => Some("iri!"),
        Kind::UriRef => Some("iri_ref!"),
        _ => None,
    };
    match (error.found(), hint, iri_macro) {
        (Some('{' | '}'), Some(hint), _) => Some(format!(
            "{hint}; or, to expand a URI Template, give its variables as arguments, as in \
             `{}(\"…/{{id}}\", id = 7)`, or use `uri_template!`",
            kind.macro_name()
        )),
        (Some(found), Some(hint), Some(iri_macro)) if iri_would_allow(error, kind, text) => {
            Some(format!(
                "{hint}; or, to keep `{}` as it is, write an IRI with `{iri_macro}`",
                found.escape_debug()
            ))
        }
        (_, hint, _) => hint,
    }
}

/// Whether the IRI macro of the same kind would accept the non-ASCII character
/// the URI macro stopped at: parsed as an IRI, `text` gets past it.
fn iri_would_allow(error: ParseError, kind: Kind, text: &str) -> bool {
    if error
        .found()
        .is_none_or(|c| c.is_ascii() || is_bidi_format(c))
    {
        return false;
    }
    let iri_error = match kind {
        Kind::Uri => Iri::parse(text).err(),
        _ => IriRef::parse(text).err(),
    };
    iri_error.is_none_or(|iri_error| iri_error.index() > error.index())
}

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
    Diagnostic::spanned(span, &message)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(source: &str, kind: Kind) -> String {
        check(source, kind, Span::call_site())
            .unwrap_err()
            .message(false)
    }

    #[test]
    fn valid_literals_give_the_parser_offsets() {
        let found = check(r#""https://a/b?c#d""#, Kind::Uri, Span::call_site()).unwrap();
        assert_eq!(
            found,
            offsets(Uri::parse("https://a/b?c#d").unwrap().as_uri_ref())
        );
        let escaped = check(r#""a:\x41""#, Kind::UriRef, Span::call_site()).unwrap();
        assert_eq!(escaped, offsets(UriRef::parse("a:A").unwrap()));
    }

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

    #[test]
    fn errors_draw_the_source_line() {
        assert_eq!(
            message(r#""http://a/\x20b""#, Kind::Uri),
            "invalid character ` ` (U+0020) in path at index 9: expected an unreserved or \
             sub-delim character, ':', '@', a percent-encoded octet, '/', '?' or '#'\n  \
             | \"http://a/\\x20b\"\n  \
             |           ^^^^\n  \
             = help: encode the space as `%20`"
        );
    }

    #[test]
    fn a_relative_reference_in_uri_suggests_uri_ref() {
        let text = message(r#""/a""#, Kind::Uri);
        assert!(text.starts_with("missing scheme at index 0"), "{text}");
        assert!(text.ends_with(
            "use `uri_ref!` for a relative reference, or add a scheme such as `https:`"
        ));
    }

    #[test]
    fn multi_line_literals_draw_the_offending_line() {
        let text = message("\"http://a/\\\n    b c\"", Kind::Uri);
        assert!(text.contains("\n  |     b c\"\n  |      ^\n"), "{text}");
    }

    #[test]
    fn end_of_input_points_at_the_closing_quote() {
        let text = message(r#""a:%4""#, Kind::Uri);
        assert!(text.contains("\n  | \"a:%4\"\n  |      ^\n"), "{text}");
    }

    #[test]
    fn non_strings_are_named() {
        assert!(message(r#"b"a:b""#, Kind::Uri).contains("byte string"));
        assert!(message(r#""a:b"x"#, Kind::Uri).contains("remove `x`"));
    }
}
