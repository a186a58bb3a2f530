//! Reading a string literal's source text: its value, and where in the source each
//! byte of the value came from, through escapes, raw-string hashes and line
//! continuations, so an error index in the value can point at the source.

use std::ops::Range;

use proc_macro2::Span;

use crate::diagnostic::InLiteral;
use crate::diagnostic::tokens::NotAString;

/// A plain string literal (`"…"` or `r#"…"#`) decoded from its source text.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct StrLiteral {
    /// The string's value.
    pub(crate) value: String,
    /// For each byte of `value`, the range of source bytes that produced it.
    origins: Vec<Range<usize>>,
    /// Where the closing quote is in the source.
    closing_quote: usize,
}

impl StrLiteral {
    /// Decodes `source`, the text of one literal token as written.
    pub(crate) fn parse(source: &str) -> Result<Self, NotAString> {
        let bytes = source.as_bytes();
        match bytes.first() {
            Some(b'"') => Self::cooked(source, 1),
            Some(b'r') => Self::raw(source, 1),
            Some(b'b') => Err(match bytes.get(1) {
                Some(b'\'') => NotAString::Byte,
                _ => NotAString::ByteString,
            }),
            Some(b'c') => Err(NotAString::CString),
            Some(b'\'') => Err(NotAString::Char),
            Some(b'0'..=b'9') => Err(NotAString::Number),
            _ => Err(NotAString::Other),
        }
    }

    /// A raw string `r#…"…"#…` whose `r` ends at `start`.
    fn raw(source: &str, start: usize) -> Result<Self, NotAString> {
        let hashes = source[start..].bytes().take_while(|&b| b == b'#').count();
        // Token text from the compiler is well formed; this check and the `get`s
        // below keep anything else (as a fuzzer sends) from panicking.
        if source.as_bytes().get(start + hashes) != Some(&b'"') {
            return Err(NotAString::Other);
        }
        let open = start + hashes + 1;
        let terminator = format!("\"{}", "#".repeat(hashes));
        let close = source[open..]
            .find(&terminator)
            .map_or(source.len(), |at| open + at);
        let value = source[open..close].to_owned();
        let origins = (open..close).map(|i| i..i + 1).collect();
        let end = (close + terminator.len()).min(source.len());
        Self::finish(source, value, origins, close, end)
    }

    /// A string with escapes whose opening quote ends at `open`.
    fn cooked(source: &str, open: usize) -> Result<Self, NotAString> {
        let mut value = String::new();
        let mut origins = Vec::new();
        let mut rest = source[open..].char_indices().peekable();
        let mut close = source.len();
        while let Some((offset, c)) = rest.next() {
            let at = open + offset;
            let (decoded, end) = match c {
                '"' => {
                    close = at;
                    break;
                }
                '\\' => match rest.next() {
                    Some((_, 'n')) => (Some('\n'), at + 2),
                    Some((_, 'r')) => (Some('\r'), at + 2),
                    Some((_, 't')) => (Some('\t'), at + 2),
                    Some((_, '0')) => (Some('\0'), at + 2),
                    Some((_, e @ ('\\' | '\'' | '"'))) => (Some(e), at + 2),
                    Some((_, 'x')) => {
                        let hex = source.get(at + 2..at + 4).unwrap_or("");
                        rest.next();
                        rest.next();
                        let byte = u8::from_str_radix(hex, 16).unwrap_or(0);
                        (Some(char::from(byte)), at + 4)
                    }
                    Some((_, 'u')) => {
                        let close_brace = source[at..].find('}').map_or(source.len(), |i| at + i);
                        while rest.peek().is_some_and(|&(o, _)| open + o <= close_brace) {
                            rest.next();
                        }
                        let digits: String = source
                            .get(at + 3..close_brace)
                            .unwrap_or("")
                            .chars()
                            .filter(|&c| c != '_')
                            .collect();
                        let scalar = u32::from_str_radix(&digits, 16).ok();
                        (scalar.and_then(char::from_u32), close_brace + 1)
                    }
                    Some((_, '\n' | '\r')) => {
                        // A line continuation: the newline and the whitespace after
                        // it are not part of the value.
                        // rustc skips exactly these; other whitespace (form feed,
                        // U+00A0…) stays in the value, with a warning.
                        while rest
                            .peek()
                            .is_some_and(|&(_, c)| matches!(c, ' ' | '\t' | '\n' | '\r'))
                        {
                            rest.next();
                        }
                        (None, at)
                    }
                    Some((o, other)) => (Some(other), open + o + other.len_utf8()),
                    None => (None, at + 1),
                },
                c => (Some(c), at + c.len_utf8()),
            };
            if let Some(decoded) = decoded {
                for _ in 0..decoded.len_utf8() {
                    origins.push(at..end);
                }
                value.push(decoded);
            }
        }
        let end = (close + 1).min(source.len());
        Self::finish(source, value, origins, close, end)
    }

    fn finish(
        source: &str,
        value: String,
        origins: Vec<Range<usize>>,
        closing_quote: usize,
        end: usize,
    ) -> Result<Self, NotAString> {
        let suffix = source.get(end..).unwrap_or("");
        if !suffix.is_empty() {
            return Err(NotAString::Suffix(suffix.to_owned()));
        }
        Ok(Self {
            value,
            origins,
            closing_quote,
        })
    }

    /// The source bytes that produced the value bytes `span`. An empty span maps to
    /// the source of the character at its index, or at the end of the value to the
    /// closing quote.
    pub(crate) fn source_range(&self, span: Range<usize>) -> Range<usize> {
        let last = span.end.max(span.start + 1) - 1;
        match (self.origins.get(span.start), self.origins.get(last)) {
            (Some(first), Some(last)) => first.start..last.end,
            _ => self.closing_quote..self.closing_quote + 1,
        }
    }

    /// Where an error about the value bytes `span` points: in the literal token
    /// at `token`, whose source text is `source`.
    pub(crate) fn in_literal<'s>(
        &self,
        token: Span,
        source: &'s str,
        span: Range<usize>,
    ) -> InLiteral<'s> {
        InLiteral {
            span: token,
            source,
            range: self.source_range(span),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{NotAString, StrLiteral};

    fn mapped(source: &str, span: std::ops::Range<usize>) -> String {
        let literal = StrLiteral::parse(source).unwrap();
        source[literal.source_range(span)].to_owned()
    }

    #[test]
    fn plain_strings_map_one_to_one() {
        let literal = StrLiteral::parse(r#""a b""#).unwrap();
        assert_eq!(literal.value, "a b");
        assert_eq!(mapped(r#""a b""#, 1..2), " ");
        assert_eq!(mapped(r#""a b""#, 3..3), "\"");
        assert_eq!(mapped(r#""a b""#, 0..0), "a");
    }

    #[test]
    fn escapes_map_to_their_whole_source() {
        let source = r#""a\x20b\u{7B}c\td\\e\"f""#;
        let literal = StrLiteral::parse(source).unwrap();
        assert_eq!(literal.value, "a b{c\td\\e\"f");
        assert_eq!(mapped(source, 1..2), "\\x20");
        assert_eq!(mapped(source, 3..4), "\\u{7B}");
        assert_eq!(mapped(source, 5..6), "\\t");
        assert_eq!(mapped(source, 7..8), "\\\\");
        assert_eq!(mapped(source, 9..10), "\\\"");
        assert_eq!(mapped(source, 10..11), "f");
    }

    #[test]
    fn multibyte_escapes_and_characters() {
        let source = "\"\\u{e9}x\u{e9}\"";
        let literal = StrLiteral::parse(source).unwrap();
        assert_eq!(literal.value, "\u{e9}x\u{e9}");
        assert_eq!(mapped(source, 0..2), "\\u{e9}");
        assert_eq!(mapped(source, 3..5), "\u{e9}");
    }

    #[test]
    fn line_continuations_vanish() {
        let source = "\"http://a/\\\n     b c\"";
        let literal = StrLiteral::parse(source).unwrap();
        assert_eq!(literal.value, "http://a/b c");
        assert_eq!(mapped(source, 10..11), " ");
        assert_eq!(mapped(source, 9..10), "b");
    }

    #[test]
    fn a_continuation_skips_only_what_rustc_skips() {
        let literal = StrLiteral::parse("\"a:\\\n \t\u{c}b\"").unwrap();
        assert_eq!(literal.value, "a:\u{c}b");
        let literal = StrLiteral::parse("\"a:\\\n\u{a0}b\"").unwrap();
        assert_eq!(literal.value, "a:\u{a0}b");
    }

    #[test]
    fn raw_strings() {
        let source = r###"r##"a"#b c"##"###;
        let literal = StrLiteral::parse(source).unwrap();
        assert_eq!(literal.value, "a\"#b c");
        assert_eq!(mapped(source, 4..5), " ");
        assert_eq!(StrLiteral::parse(r#"r"x""#).unwrap().value, "x");
    }

    #[test]
    fn malformed_token_text_is_refused_without_panicking() {
        assert_eq!(StrLiteral::parse("r\u{38a}x"), Err(NotAString::Other));
        assert_eq!(StrLiteral::parse("r"), Err(NotAString::Other));
        assert_eq!(StrLiteral::parse(""), Err(NotAString::Other));
    }

    #[test]
    fn other_literals_are_named() {
        assert_eq!(StrLiteral::parse(r#"b"x""#), Err(NotAString::ByteString));
        assert_eq!(StrLiteral::parse(r#"br"x""#), Err(NotAString::ByteString));
        assert_eq!(StrLiteral::parse(r#"c"x""#), Err(NotAString::CString));
        assert_eq!(StrLiteral::parse("b'x'"), Err(NotAString::Byte));
        assert_eq!(StrLiteral::parse("'x'"), Err(NotAString::Char));
        assert_eq!(StrLiteral::parse("1u8"), Err(NotAString::Number));
        assert_eq!(
            StrLiteral::parse(r#""x"suffix"#),
            Err(NotAString::Suffix("suffix".into()))
        );
        assert_eq!(
            StrLiteral::parse(r##"r#"x"#sfx"##),
            Err(NotAString::Suffix("sfx".into()))
        );
    }
}
