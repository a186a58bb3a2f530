//! Syntax-based and scheme-based normalization ([RFC 3986 §6.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2), [§6.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3)).

use alloc::string::String;

use core::fmt::Write;

use crate::ops::dot_segments::remove_dot_segments_in_place;
use crate::parse::table::{UNRESERVED, hex_value, is};
use crate::value::host::Host;
use crate::value::owned::{UriBuf, UriRefBuf};
use crate::value::port::default_port;
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

/// Schemes whose empty path means `/` when there is an authority ([RFC 3986 §6.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3)).
const EMPTY_PATH_IS_ROOT: &[&str] = &["http", "https", "ws", "wss"];

/// Appends `text` with percent-encodings of unreserved characters decoded and the
/// rest written in uppercase hex; with `lowercase`, letters are lowercased too
/// (never the hex digits of an encoding that stays). Runs without `%` are copied
/// whole.
fn push_normalized(out: &mut String, text: &str, lowercase: bool) {
    let start = out.len();
    let bytes = text.as_bytes();
    let mut copied = 0;
    let mut i = 0;
    // A byte loop: components are short, and `memchr`'s setup costs more here.
    while let Some(offset) = bytes[i..].iter().position(|&b| b == b'%') {
        i += offset;
        // Parsed text holds two hex digits after every '%'.
        let (Some(&high), Some(&low)) = (bytes.get(i + 1), bytes.get(i + 2)) else {
            break;
        };
        out.push_str(&text[copied..i]);
        let value = (hex(high) << 4) | hex(low);
        if is(value, UNRESERVED) {
            out.push(char::from(value));
        } else {
            out.push('%');
            out.push(char::from(high.to_ascii_uppercase()));
            out.push(char::from(low.to_ascii_uppercase()));
        }
        i += 3;
        copied = i;
    }
    out.push_str(&text[copied..]);
    if lowercase {
        lowercase_outside_escapes(&mut out[start..]);
    }
}

/// Lowercases ASCII letters except the hex digits of escapes (`%2F` stays).
fn lowercase_outside_escapes(text: &mut str) {
    if !text.contains('%') {
        text.make_ascii_lowercase();
        return;
    }
    let mut start = 0;
    while let Some(offset) = text[start..].find('%') {
        let at = start + offset;
        text[start..at].make_ascii_lowercase();
        start = (at + 3).min(text.len());
    }
    text[start..].make_ascii_lowercase();
}

fn hex(digit: u8) -> u8 {
    hex_value(digit).unwrap_or(0)
}

/// The normal form of `reference` and its offsets, composed in one string; dot
/// segments are removed in place.
pub(crate) fn normalize(reference: UriRef<'_>) -> (String, [usize; 6]) {
    let mut out = String::with_capacity(reference.as_str().len() + 1);
    let scheme_end = match reference.scheme() {
        Some(scheme) => {
            out.push_str(scheme);
            out.make_ascii_lowercase();
            out.push(':');
            scheme.len()
        }
        None => 0,
    };
    let has_authority = reference.authority().is_some();
    let (mut host_start, mut host_end) = (out.len(), out.len());
    if has_authority {
        out.push_str("//");
        if let Some(userinfo) = reference.userinfo() {
            push_normalized(&mut out, userinfo, false);
            out.push('@');
        }
        host_start = out.len();
        let host = reference.host_str().unwrap_or("");
        // Only an IP literal can be an IPv6 address: other hosts skip typing.
        let ipv6 = if host.starts_with('[') {
            reference.host()
        } else {
            None
        };
        match ipv6 {
            // The canonical text of RFC 5952 (what `Ipv6Addr`'s `Display`
            // writes): lowercase, zeros compressed, so `[0:0::1]` is `[::1]`.
            Some(Host::Ipv6(address)) => {
                let _ = write!(out, "[{address}]");
            }
            _ => push_normalized(&mut out, host, true),
        }
        host_end = out.len();
        // An empty port is no port; leading zeros go; the default port goes.
        if let Some(port) = reference.port_str().filter(|port| !port.is_empty()) {
            let digits = port.trim_start_matches('0');
            let digits = if digits.is_empty() { "0" } else { digits };
            // A port too large for 16 bits is no scheme's default: it stays.
            let default = default_port(&out[..scheme_end]);
            if default.is_none() || reference.port().ok().flatten() != default {
                out.push(':');
                out.push_str(digits);
            }
        }
    }
    let path_start = out.len();
    // Decoding first, so that `%2E` segments are dot segments here (§6.2.2.2
    // comes before §6.2.2.3); resolution, unlike normalization, leaves them.
    let path = reference.path().as_str();
    push_normalized(&mut out, path, false);
    if path.starts_with('/') && may_have_dot_segments_encoded(path) {
        let mut bytes = core::mem::take(&mut out).into_bytes();
        remove_dot_segments_in_place(&mut bytes, path_start);
        if !has_authority && bytes[path_start..].starts_with(b"//") {
            // Without this, the path would read back as an authority.
            bytes.splice(path_start..path_start, *b"/.");
        }
        // Only whole segments went, and `/.` is ASCII: still UTF-8.
        out = String::from_utf8(bytes)
            .unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned());
    }
    if has_authority && out.len() == path_start && EMPTY_PATH_IS_ROOT.contains(&&out[..scheme_end])
    {
        out.push('/');
    }
    let path_end = out.len();
    if let Some(query) = reference.query() {
        out.push('?');
        push_normalized(&mut out, query, false);
    }
    let query_end = out.len();
    if let Some(fragment) = reference.fragment() {
        out.push('#');
        push_normalized(&mut out, fragment, false);
    }
    (
        out,
        [
            scheme_end, host_start, host_end, path_start, path_end, query_end,
        ],
    )
}

/// Whether the path, once unreserved escapes are decoded, may hold a dot
/// segment: a `/` followed by `.` or by an escape (which may be `%2E`). One
/// pass over the bytes, with no searcher to set up.
fn may_have_dot_segments_encoded(path: &str) -> bool {
    path.as_bytes()
        .windows(2)
        .any(|pair| pair[0] == b'/' && matches!(pair[1], b'.' | b'%'))
}

impl Uri<'_> {
    /// The normal form of this URI ([RFC 3986 §6.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2) and [§6.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3)): scheme and host
    /// in lowercase, an IPv6 address in its RFC 5952 text (`[0:0::1]` → `[::1]`); percent-encodings in uppercase hex, and decoded where they
    /// stand for unreserved characters (`%7E` → `~`; `%2F` stays); dot segments
    /// removed from an absolute path; an empty port, or the scheme's default one,
    /// dropped and leading zeros of a port removed; an empty path made `/` for
    /// `http`, `https`, `ws` and `wss`. An empty query stays: `?` is not the same
    /// as no query. Normalizing twice changes nothing.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri_core::Uri;
    ///
    /// let uri = Uri::parse("HTTP://www.EXAMPLE.com:80/a/./b/../%7euser/%2f?%3d#")?;
    /// assert_eq!(uri.normalize(), "http://www.example.com/a/~user/%2F?%3D#");
    /// assert_eq!(Uri::parse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d")?.normalize(), "example://a/b/c/%7Bfoo%7D");
    /// # Ok::<(), uri_core::ParseError>(())
    /// ```
    pub fn normalize(&self) -> UriBuf {
        let (text, offsets) = normalize(self.as_uri_ref());
        UriBuf::from_resolved(text, offsets)
    }

    /// Whether the two URIs have the same normal form ([`Uri::normalize`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri_core::Uri;
    ///
    /// let a = Uri::parse("http://example.com")?;
    /// let b = Uri::parse("HTTP://Example.COM:80/")?;
    /// assert!(a.normalized_eq(&b));
    /// assert!(!a.normalized_eq(&Uri::parse("http://example.com/?")?));
    /// # Ok::<(), uri_core::ParseError>(())
    /// ```
    pub fn normalized_eq(&self, other: &Uri<'_>) -> bool {
        self.as_str() == other.as_str() || self.normalize() == other.normalize()
    }
}

impl UriRef<'_> {
    /// The normal form of this reference; as [`Uri::normalize`], except that a
    /// relative path (`../a`) keeps its dot segments, whose meaning depends on the
    /// base it will be resolved against.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri_core::UriRef;
    ///
    /// assert_eq!(UriRef::parse("../%7Ea/./b")?.normalize(), "../~a/./b");
    /// assert_eq!(UriRef::parse("//EXAMPLE.com/a/../b")?.normalize(), "//example.com/b");
    /// # Ok::<(), uri_core::ParseError>(())
    /// ```
    pub fn normalize(&self) -> UriRefBuf {
        let (text, offsets) = normalize(*self);
        UriRefBuf::from_resolved(text, offsets)
    }

    /// Whether the two references have the same normal form ([`UriRef::normalize`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri_core::UriRef;
    ///
    /// assert!(UriRef::parse("a/%62")?.normalized_eq(&UriRef::parse("a/b")?));
    /// # Ok::<(), uri_core::ParseError>(())
    /// ```
    pub fn normalized_eq(&self, other: &UriRef<'_>) -> bool {
        self.as_str() == other.as_str() || self.normalize() == other.normalize()
    }
}

/// The normal forms of the owned types, as their borrowed views give them.
macro_rules! owned_normalize {
    ($owned:ident, $borrowed:ident, $as_borrowed:ident, $normal:ident) => {
        impl $owned {
            #[doc = concat!("See [`", stringify!($borrowed), "::normalize`].")]
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let uri = uri_core::", stringify!($owned), "::parse(\"HTTP://H/a/../b\")?;")]
            /// assert_eq!(uri.normalize(), "http://h/b");
            /// # Ok::<(), uri_core::ParseError>(())
            /// ```
            #[must_use]
            pub fn normalize(&self) -> $normal {
                self.$as_borrowed().normalize()
            }

            #[doc = concat!("See [`", stringify!($borrowed), "::normalized_eq`].")]
            ///
            /// # Examples
            ///
            /// ```
            #[doc = concat!("let a = uri_core::", stringify!($owned), "::parse(\"http://h:80/%7e\")?;")]
            #[doc = concat!("let b = uri_core::", stringify!($owned), "::parse(\"HTTP://h/~\")?;")]
            /// assert!(a.normalized_eq(&b));
            /// # Ok::<(), uri_core::ParseError>(())
            /// ```
            pub fn normalized_eq(&self, other: &Self) -> bool {
                self.$as_borrowed().normalized_eq(&other.$as_borrowed())
            }
        }
    };
}

owned_normalize!(UriBuf, Uri, as_uri, UriBuf);
owned_normalize!(UriRefBuf, UriRef, as_uri_ref, UriRefBuf);

#[cfg(test)]
mod tests {
    use crate::value::uri::Uri;
    use crate::value::uri_ref::UriRef;

    fn normal(text: &str) -> String {
        let normal = UriRef::parse(text).unwrap().normalize();
        let reparsed = UriRef::parse(normal.as_str()).unwrap();
        assert_eq!(
            normal.as_uri_ref().offsets(),
            reparsed.offsets(),
            "{normal}"
        );
        assert_eq!(reparsed.normalize(), normal, "idempotent: {text}");
        normal.into_string()
    }

    #[test]
    fn rfc_6_2_examples() {
        assert_eq!(
            normal("example://a/b/c/%7Bfoo%7D"),
            "example://a/b/c/%7Bfoo%7D"
        );
        assert_eq!(
            normal("eXAMPLE://a/./b/../b/%63/%7bfoo%7d"),
            "example://a/b/c/%7Bfoo%7D"
        );
        assert_eq!(normal("HTTP://www.EXAMPLE.com/"), "http://www.example.com/");
        for same in [
            "http://example.com",
            "http://example.com/",
            "http://example.com:/",
            "http://example.com:80/",
        ] {
            assert_eq!(normal(same), "http://example.com/");
        }
    }

    #[test]
    fn percent_encoding() {
        assert_eq!(normal("a:%7e%41%2f%2F%3a"), "a:~A%2F%2F%3A");
        assert_eq!(normal("http://%41%62.com/"), "http://ab.com/");
        assert_eq!(normal("http://a%2Fb.com/"), "http://a%2Fb.com/");
        assert_eq!(normal("http://a%2fB.com/"), "http://a%2Fb.com/");
        assert_eq!(normal("http://U%41@h/"), "http://UA@h/");
        assert_eq!(normal("s:?%7a#%7A%25"), "s:?z#z%25");
    }

    #[test]
    fn ports() {
        assert_eq!(normal("https://h:443"), "https://h/");
        assert_eq!(normal("https://h:0443/"), "https://h/");
        assert_eq!(normal("https://h:80/"), "https://h:80/");
        assert_eq!(normal("ftp://h:21/x"), "ftp://h/x");
        assert_eq!(normal("foo://h:0080/"), "foo://h:80/");
        assert_eq!(normal("foo://h:000/"), "foo://h:0/");
        assert_eq!(normal("foo://h:/"), "foo://h/");
        assert_eq!(normal("//h:80/"), "//h:80/");
        assert_eq!(
            normal("http://h:99999999999999999999/"),
            "http://h:99999999999999999999/"
        );
    }

    #[test]
    fn paths() {
        assert_eq!(normal("foo://h"), "foo://h");
        assert_eq!(normal("wss://h?q"), "wss://h/?q");
        assert_eq!(normal("http://h/a/%2E%2E/b"), "http://h/b");
        assert_eq!(normal("s:/.//x"), "s:/.//x");
        assert_eq!(normal("s:/a/..//x"), "s:/.//x");
        assert_eq!(normal("urn:a/../b"), "urn:a/../b");
        assert_eq!(normal("./a:b/../c"), "./a:b/../c");
        assert_eq!(normal("http://H/?"), "http://h/?");
        assert_eq!(normal("HTTP://[FE80::A]:80"), "http://[fe80::a]/");
        assert_eq!(normal("http://[0:0:0:0:0:0:0:1]/"), "http://[::1]/");
        assert_eq!(
            normal("http://[2001:DB8:0:0:1:0:0:1]/"),
            "http://[2001:db8::1:0:0:1]/"
        );
        assert_eq!(
            normal("http://[::FFFF:192.0.2.1]/"),
            "http://[::ffff:192.0.2.1]/"
        );
    }

    #[test]
    fn equivalence() {
        let a = Uri::parse("http://example.com/~a").unwrap();
        let b = Uri::parse("HTTP://EXAMPLE.COM:80/%7Ea").unwrap();
        assert!(a.normalized_eq(&b));
        assert!(!a.normalized_eq(&Uri::parse("http://example.com/~A").unwrap()));
    }
}
