//! Host names ↔ A-labels (feature `idna`, with the `idna` crate): RFC 3987 §3.1
//! lets a Unicode registered name be written as its IDNA A-labels, which is the
//! form DNS resolves and the form `http::Uri` and `url::Url` hold.
//!
//! This module only wraps UTS #46 processing. Which host a value reaches, and
//! which mappings are refused, is decided once, by
//! [`Host::reach`](crate::Host::reach); everything that maps a host goes there.

use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt;

/// Why UTS #46 processing refuses a host name: a disallowed character, a label
/// whose Punycode does not decode, or a label that breaks the bidi, joiner or
/// hyphen rules.
///
/// # Examples
///
/// ```
/// use uri::Host;
/// use uri::error::HostErrorKind;
///
/// let error = Host::RegName("a\u{200d}b.example").reach().unwrap_err();
/// assert!(matches!(error.kind(), HostErrorKind::Idna(_)));
/// assert!(error.to_string().contains("IDNA"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdnaError {
    _private: (),
}

impl fmt::Display for IdnaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            "the host name has no IDNA A-label form (UTS #46 refuses it: a disallowed character, an empty label, or a label that breaks the bidi or joiner rules)",
        )
    }
}

impl core::error::Error for IdnaError {}

/// UTS #46 "to ASCII" as the WHATWG URL Standard runs it (no hyphen or DNS
/// length checks), on text already percent-decoded. The ASCII characters that
/// cannot be in a domain (the delimiters, `%`, space and controls) are not
/// refused here but left in the output, so that the caller, which checks the
/// output anyway, can name the one it found.
pub(crate) fn uts46_to_ascii(decoded: &str) -> Result<Cow<'_, str>, IdnaError> {
    idna::domain_to_ascii_cow(decoded.as_bytes(), idna::AsciiDenyList::EMPTY)
        .map_err(|_| IdnaError { _private: () })
}

/// A host name for display: its A-labels as Unicode text
/// (`xn--bcher-kva.example` → `bücher.example`). Labels that are not valid
/// A-labels stay as they are.
///
/// # Examples
///
/// ```
/// assert_eq!(uri::idna::host_to_unicode("xn--bcher-kva.example"), "b\u{fc}cher.example");
/// assert_eq!(uri::idna::host_to_unicode("example.com"), "example.com");
/// ```
pub fn host_to_unicode(host: &str) -> String {
    idna::domain_to_unicode(host).0
}
