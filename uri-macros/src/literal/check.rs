//! Checking a literal with `uri-core`'s parser: the offsets of its components,
//! or the one diagnostic, pointed at the source bytes of the offending
//! characters through the literal's escapes.

use proc_macro2::Span;
use uri_core::UriTemplate;

use crate::diagnostic::tokens::not_a_string;
use crate::diagnostic::{Diagnostic, grammar};
use crate::kind::Kind;
use crate::request::str_literal::StrLiteral;

/// Checks the literal whose source text is `source` (quotes, escapes and all): the
/// offsets of its components (all zero for a template, which has none), or the
/// diagnostic to report at `span`.
pub(crate) fn check(source: &str, kind: Kind, span: Span) -> Result<[u32; 6], Diagnostic> {
    let literal = string(source, kind, span)?;
    if kind == Kind::Template {
        return template(&literal, source, span).map(|_| [0; 6]);
    }
    kind.parse(&literal.value).map_err(|error| {
        let at = literal.in_literal(span, source, error.index()..error.index() + error.len());
        grammar::not_of_grammar(at, error, kind, &literal.value)
    })
}

/// The value of the literal whose source text is `source`, if it is a plain
/// string.
pub(crate) fn string(source: &str, kind: Kind, span: Span) -> Result<StrLiteral, Diagnostic> {
    StrLiteral::parse(source).map_err(|error| not_a_string(&error, kind, span))
}

/// The template that `literal`, whose source text is `source`, holds.
pub(crate) fn template<'l>(
    literal: &'l StrLiteral,
    source: &str,
    span: Span,
) -> Result<UriTemplate<'l>, Diagnostic> {
    UriTemplate::parse(&literal.value).map_err(|error| {
        let at = literal.in_literal(span, source, error.index()..error.index() + error.len());
        grammar::not_a_template(at, error, &literal.value)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use uri_core::__private::offsets;
    use uri_core::{Uri, UriRef};

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

    #[test]
    fn fuzz_crashes_are_refused_without_panicking() {
        // Every input the macro_literal fuzz target ever crashed on.
        let dir = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/fuzz-regressions/macro_literal"
        );
        let mut replayed = 0;
        for entry in std::fs::read_dir(dir).unwrap() {
            let bytes = std::fs::read(entry.unwrap().path()).unwrap();
            let text = String::from_utf8_lossy(&bytes);
            for kind in [Kind::Uri, Kind::UriRef] {
                if let Err(diagnostic) = check(&text, kind, Span::call_site()) {
                    let _ = diagnostic.message(false);
                }
            }
            replayed += 1;
        }
        assert!(replayed > 0);
    }
}
