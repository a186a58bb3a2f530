//! Finding the password in text that may not parse, so that messages about bad
//! input never repeat it ([RFC 3986 §7.5](https://www.rfc-editor.org/rfc/rfc3986#section-7.5)).

use core::ops::Range;

/// The byte range of the password in `text`, read the way the grammar would if
/// the text were valid: an authority after `scheme://` or a leading `//`, running to
/// the first `/`, `?` or `#`; its userinfo up to the last `@`; the password after
/// the userinfo's first `:`, when not empty. Nothing else of the text is checked,
/// so invalid characters anywhere do not stop it.
///
/// A password holding a raw `/`, `?` or `#` cannot be told from a host followed by
/// a path, query or fragment; such text is invalid, and only the part before that
/// character is found.
pub(crate) fn password_range(text: &str) -> Option<Range<usize>> {
    let bytes = text.as_bytes();
    let start = if bytes.starts_with(b"//") {
        2
    } else {
        let colon = bytes
            .iter()
            .position(|&b| matches!(b, b':' | b'/' | b'?' | b'#'))?;
        if bytes[colon] != b':' || !bytes[colon + 1..].starts_with(b"//") {
            return None;
        }
        colon + 3
    };
    let length = bytes[start..]
        .iter()
        .position(|&b| matches!(b, b'/' | b'?' | b'#'))
        .unwrap_or(bytes.len() - start);
    let authority = &bytes[start..start + length];
    let at = authority.iter().rposition(|&b| b == b'@')?;
    let colon = authority[..at].iter().position(|&b| b == b':')?;
    (colon + 1 < at).then(|| start + colon + 1..start + at)
}

/// Text with any password replaced by `***`, for messages that quote a path or
/// other text known to be valid (so it needs no escaping).
#[cfg(feature = "alloc")]
pub(crate) struct Masked<'a>(pub(crate) &'a str);

#[cfg(feature = "alloc")]
impl core::fmt::Display for Masked<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let text = self.0;
        match password_range(text) {
            Some(range) => {
                f.write_str(&text[..range.start])?;
                f.write_str("***")?;
                f.write_str(&text[range.end..])
            }
            None => f.write_str(text),
        }
    }
}

/// Text as a quoted string, escaped like [`Shown`] does, with any password
/// replaced by `***`: how error types print the input they keep.
pub(crate) struct Quoted<'a>(pub(crate) &'a str);

impl core::fmt::Debug for Quoted<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let text = self.0;
        let password = password_range(text).unwrap_or(text.len()..text.len());
        f.write_str("\"")?;
        for (i, c) in text.char_indices() {
            if i == password.start && !password.is_empty() {
                f.write_str("***")?;
            }
            if password.contains(&i) {
                continue;
            }
            match c {
                '"' | '\\' => write!(f, "\\{c}")?,
                _ => write!(f, "{}", crate::error::shown::Shown(c))?,
            }
        }
        f.write_str("\"")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;

    fn password(text: &str) -> Option<&str> {
        password_range(text).map(|range| &text[range])
    }

    #[test]
    fn found_where_the_grammar_would_find_it() {
        assert_eq!(password("http://a:b@h/p?q#f"), Some("b"));
        assert_eq!(password("http://a:b:c@h"), Some("b:c"));
        assert_eq!(password("//:pw@h"), Some("pw"));
        assert_eq!(password("http://a:@h"), None);
        assert_eq!(password("http://a@h:80"), None);
        assert_eq!(password("http://h:80/a:b@c"), None);
        assert_eq!(password("mailto:a:b@c"), None);
        assert_eq!(password("a/b://u:p@h"), None);
        assert_eq!(password(""), None);
        assert_eq!(password("x:"), None);
    }

    #[test]
    fn found_in_text_that_does_not_parse() {
        assert_eq!(
            password("http://admin:hunter 2@db.example/x y"),
            Some("hunter 2")
        );
        assert_eq!(password("ht tp://u:pä{ss}@h"), Some("pä{ss}"));
        assert_eq!(password("http://u:p@ss@h"), Some("p@ss"));
        assert_eq!(password("\"https://u:pw@h/\""), Some("pw"));
        // A raw `/` ends the authority: only what comes before it is found.
        assert_eq!(password("http://u:pa/ss@h"), None);
    }

    #[test]
    fn masked_text_hides_the_password() {
        assert_eq!(format!("{}", Masked("//u:pw@h/x")), "//u:***@h/x");
        assert_eq!(format!("{}", Masked("//h/x")), "//h/x");
    }

    #[test]
    fn quoted_text_hides_the_password_and_escapes() {
        let quoted = |text| format!("{:?}", Quoted(text));
        assert_eq!(quoted("http://u:secret@h/a b"), r#""http://u:***@h/a b""#);
        assert_eq!(quoted("a\"b\\c\u{202e}\t"), r#""a\"b\\c\u{202e}\t""#);
        assert_eq!(quoted("http://h/"), r#""http://h/""#);
    }
}
