//! Hiding the password of a `user:password` userinfo ([RFC 3986 §3.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1), [§7.5](https://www.rfc-editor.org/rfc/rfc3986#section-7.5)).

use core::fmt;

use crate::parse::offsets::Offsets;
use crate::value::pad::pad_ascii_parts;

/// The byte range of the password in `text`: what follows the first `:` of the
/// userinfo, when that is not empty (an empty one means "no password", [§3.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1)).
pub(crate) const fn password_range(offsets: Offsets, text: &str) -> Option<(usize, usize)> {
    let Some(userinfo) = offsets.userinfo(text) else {
        return None;
    };
    let bytes = userinfo.as_bytes();
    // The userinfo ends just before the '@' at host_start - 1.
    let start = offsets.to_raw()[1] as usize - 1 - bytes.len();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b':' {
            return if i + 1 < bytes.len() {
                Some((start + i + 1, start + bytes.len()))
            } else {
                None
            };
        }
        i += 1;
    }
    None
}

/// A URI reference displayed with its password replaced by `***`; made by
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

/// Honours width, fill, alignment and precision like `str` does (`{:>40}`,
/// `{:.20}`), counted on the redacted text.
impl fmt::Display for Redacted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (head, hidden, tail) = match password_range(self.offsets, self.text) {
            Some((start, end)) => (&self.text[..start], "***", &self.text[end..]),
            None => (self.text, "", ""),
        };
        pad_ascii_parts(f, &[head, hidden, tail])
    }
}

impl fmt::Debug for Redacted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{self}\"")
    }
}

#[cfg(test)]
mod tests {
    use crate::value::uri_ref::UriRef;
    use alloc::format;
    use alloc::string::{String, ToString};

    fn redact(s: &str) -> String {
        UriRef::parse(s).unwrap().redacted().to_string()
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
    fn width_fill_alignment_and_precision_apply_to_the_redacted_text() {
        let uri = UriRef::parse("http://a:b@h").unwrap();
        let redacted = uri.redacted();
        assert_eq!(format!("[{redacted:20}]"), "[http://a:***@h      ]");
        assert_eq!(format!("[{redacted:>20}]"), "[      http://a:***@h]");
        assert_eq!(format!("[{redacted:*^18}]"), "[**http://a:***@h**]");
        assert_eq!(format!("[{redacted:.11}]"), "[http://a:**]");
        assert_eq!(format!("[{redacted:>8.4}]"), "[    http]");
        assert_eq!(format!("[{redacted:3}]"), "[http://a:***@h]");
        let plain = UriRef::parse("http://h").unwrap().redacted();
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
