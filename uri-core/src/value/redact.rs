//! Hiding the password of a `user:password` userinfo ([RFC 3986 §3.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1), [§7.5](https://www.rfc-editor.org/rfc/rfc3986#section-7.5)).

use core::fmt;
use core::ops::Range;

use crate::error::secret::{password_mask, userinfo_password};
use crate::error::shown::Shown;
use crate::parse::offsets::Offsets;
use crate::value::pad::pad_chars;

/// The byte range of the password in a parsed value's `text`, found through
/// its offsets (text that may not parse has `error/secret.rs`'s
/// `password_range`); the rule is [`userinfo_password`]'s.
pub(crate) const fn parsed_password_range(offsets: Offsets, text: &str) -> Option<Range<usize>> {
    let Some(userinfo) = offsets.userinfo(text) else {
        return None;
    };
    // The userinfo ends just before the '@' at host_start - 1.
    let start = offsets.host_start() - 1 - userinfo.len();
    match userinfo_password(userinfo) {
        Some(password) => Some(start + password.start..start + password.end),
        None => None,
    }
}

/// A URI reference displayed with its password replaced by `***`, and the
/// characters that would hide or reorder the text escaped (`\u{202e}`); made by
/// [`Uri::redacted`](crate::Uri::redacted) and [`UriRef::redacted`](crate::UriRef::redacted).
///
/// # Examples
///
/// ```
/// let uri = uri::Uri::parse("ftp://user:pa55@ftp.example.com/file").unwrap();
/// assert_eq!(format!("{}", uri.redacted()), "ftp://user:***@ftp.example.com/file");
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Redacted<'a> {
    text: &'a str,
    offsets: Offsets,
}

impl<'a> Redacted<'a> {
    pub(crate) const fn new(text: &'a str, offsets: Offsets) -> Self {
        Self { text, offsets }
    }
}

impl Redacted<'_> {
    /// The characters shown: the text with the password as `***`, and the
    /// characters that hide or reorder text escaped (an IRI may hold them raw),
    /// as error messages show them.
    /// Hidden: the value's own password, and any other a browser would read
    /// in the text (`http:u:pw@h`, whose path is `u:pw@h` to RFC 3986, takes
    /// a browser to `http://u:pw@h/`), by the rule every message follows.
    fn shown(&self) -> impl Iterator<Item = char> + '_ {
        let own = parsed_password_range(self.offsets, self.text).unwrap_or(0..0);
        let mut read = password_mask(self.text);
        let mut after_hidden = false;
        self.text.char_indices().flat_map(move |(i, c)| {
            let hidden = own.contains(&i) || read(i);
            let stars = if hidden && !after_hidden { "***" } else { "" };
            after_hidden = hidden;
            let shown = (!hidden).then(|| Shown(c).chars());
            stars.chars().chain(shown.into_iter().flatten())
        })
    }
}

/// Honours width, fill, alignment and precision like `str` does (`{:>40}`,
/// `{:.20}`), counted in characters of the redacted text.
impl fmt::Display for Redacted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        pad_chars(f, || self.shown())
    }
}

/// The redacted text, quoted (a URI or IRI holds no `"` or `\` to escape).
impl fmt::Debug for Redacted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{self}\"")
    }
}

#[cfg(test)]
mod tests {
    use alloc::format;
    use alloc::string::{String, ToString};

    use super::Redacted;
    use crate::parse::ucs::Charset;
    use crate::parse::uri_reference::{Grammar, parse_in};

    /// The redacted form of a URI or IRI reference, as its `redacted()` gives it.
    fn redacted_of(text: &str, charset: Charset) -> Redacted<'_> {
        Redacted::new(
            text,
            parse_in(text, Grammar::UriReference, charset).unwrap(),
        )
    }

    fn redact(s: &str) -> String {
        redacted_of(s, Charset::Uri).to_string()
    }

    #[test]
    fn only_the_password_is_hidden() {
        assert_eq!(redact("http://a:b@h/p?q#f"), "http://a:***@h/p?q#f");
        assert_eq!(redact("http://a:b:c@h"), "http://a:***@h");
        assert_eq!(redact("//:pw@h"), "//:***@h");
        assert_eq!(redact("http://a:@h"), "http://a:@h");
        assert_eq!(redact("http://a@h:80"), "http://a@h:80");
        assert_eq!(redact("http://h:80/a:b@c"), "http://h:80/a:b@c");
        assert_eq!(redact("mailto:a:b@c"), "mailto:a:b@c");
    }

    #[test]
    fn hiding_and_reordering_characters_are_escaped() {
        let iri = redacted_of(
            "http://u:p\u{e9}@h/\u{202e}a\u{200b}\u{feff}\u{2066}\u{3164}\u{e9}",
            Charset::Iri,
        );
        let shown = "http://u:***@h/\\u{202e}a\\u{200b}\\u{feff}\\u{2066}\\u{3164}\u{e9}";
        assert_eq!(iri.to_string(), shown);
        assert_eq!(format!("{iri:?}"), format!("\"{shown}\""));
    }

    #[test]
    fn precision_cuts_non_ascii_text_between_characters() {
        let redacted = redacted_of("//h/\u{e9}\u{e9}\u{202e}", Charset::Iri);
        assert_eq!(format!("[{redacted:.5}]"), "[//h/\u{e9}]");
        assert_eq!(format!("[{redacted:.9}]"), "[//h/\u{e9}\u{e9}\\u{]");
        assert_eq!(format!("[{redacted:>14}]"), "[//h/\u{e9}\u{e9}\\u{202e}]");
        assert_eq!(format!("[{redacted:>16}]"), "[  //h/\u{e9}\u{e9}\\u{202e}]");
    }

    #[test]
    fn width_fill_alignment_and_precision_apply_to_the_redacted_text() {
        let redacted = redacted_of("http://a:b@h", Charset::Uri);
        assert_eq!(format!("[{redacted:20}]"), "[http://a:***@h      ]");
        assert_eq!(format!("[{redacted:>20}]"), "[      http://a:***@h]");
        assert_eq!(format!("[{redacted:*^18}]"), "[**http://a:***@h**]");
        assert_eq!(format!("[{redacted:.11}]"), "[http://a:**]");
        assert_eq!(format!("[{redacted:>8.4}]"), "[    http]");
        assert_eq!(format!("[{redacted:3}]"), "[http://a:***@h]");
        let plain = redacted_of("http://h", Charset::Uri);
        assert_eq!(format!("[{plain:>10}]"), "[  http://h]");
        // The same as `str` gives for the same text.
        for spec in [0, 5, 14, 30] {
            assert_eq!(
                format!("{redacted:>spec$}"),
                format!("{:>spec$}", "http://a:***@h")
            );
        }
    }
}
