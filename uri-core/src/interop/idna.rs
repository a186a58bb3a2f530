//! Host names ↔ A-labels (feature `idna`, with the `idna` crate): RFC 3987 §3.1
//! lets a Unicode registered name be written as its IDNA A-labels, which is the
//! form DNS resolves and the form `http::Uri` and `url::Url` hold.

use alloc::string::String;
use core::fmt;

use crate::encoding::decode::decode_utf8;

/// Why a host name has no A-label form.
///
/// # Examples
///
/// ```
/// let error = uri::idna::host_to_ascii("a\u{200d}b..example").unwrap_err();
/// assert!(error.to_string().starts_with("the host name has no IDNA A-label form"));
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

/// The A-label form of a registered name: `bücher.example` (or its
/// percent-encoded UTF-8, `b%C3%BCcher.example`) becomes
/// `xn--bcher-kva.example`. ASCII labels are lower-cased, as UTS #46 maps them.
///
/// # Errors
///
/// [`IdnaError`] when UTS #46 refuses the name, or its escapes are not UTF-8.
///
/// # Examples
///
/// ```
/// assert_eq!(uri::idna::host_to_ascii("b\u{fc}cher.example")?, "xn--bcher-kva.example");
/// assert_eq!(uri::idna::host_to_ascii("b%C3%BCcher.example")?, "xn--bcher-kva.example");
/// assert_eq!(uri::idna::host_to_ascii("Example.COM")?, "example.com");
/// # Ok::<(), uri::idna::IdnaError>(())
/// ```
pub fn host_to_ascii(host: &str) -> Result<String, IdnaError> {
    let decoded = decode_utf8(host).map_err(|_| IdnaError { _private: () })?;
    idna::domain_to_ascii(&decoded).map_err(|_| IdnaError { _private: () })
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

/// The A-label form of a percent-encoded Unicode registered name, for the
/// conversions: `None` when the host is ASCII text already (nothing to do) or
/// has no A-label form (the caller's own error applies).
#[cfg(any(feature = "http", feature = "url"))]
pub(crate) fn encoded_host_to_ascii(host: &str) -> Option<String> {
    let decoded = decode_utf8(host).ok()?;
    if decoded.is_ascii() {
        return None;
    }
    idna::domain_to_ascii(&decoded).ok()
}
