//! Hiding the password of a `user:password` userinfo (RFC 3986 §3.2.1, §7.5).

use core::fmt;

use crate::parse::offsets::Offsets;

/// The byte range of the password in `text`: what follows the first `:` of the
/// userinfo, when that is not empty (an empty one means "no password", §3.2.1).
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
/// let uri = uri_core::Uri::parse("ftp://user:pa55@ftp.example.com/file").unwrap();
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

impl fmt::Display for Redacted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match password_range(self.offsets, self.text) {
            Some((start, end)) => {
                f.write_str(&self.text[..start])?;
                f.write_str("***")?;
                f.write_str(&self.text[end..])
            }
            None => f.write_str(self.text),
        }
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
}
