//! Host names ↔ A-labels (feature `idna`, with the `idna` crate): RFC 3987 §3.1
//! lets a Unicode registered name be written as its IDNA A-labels, which is the
//! form DNS resolves and the form `http::Uri` and `url::Url` hold.

use alloc::string::String;
use core::fmt;

use crate::encoding::decode::decode_utf8;
use crate::error::secret::Quoted;
use crate::interop::idna_diagnosis::{Rule, ShownLabel, diagnose};

/// Why a host name has no A-label form: the label that broke a rule of UTS #46,
/// and the rule (a disallowed character, named; a leading combining mark; the
/// joiner rules; an invalid `xn--` label; the bidi rule). Invisible characters
/// in the label are shown escaped.
///
/// # Examples
///
/// ```
/// let error = uri_core::host_to_ascii("a\u{200d}b..example").unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "the host name has no IDNA A-label form: its label `a\\u{200d}b` breaks the joiner \
///      rule: a zero-width joiner or non-joiner stands only where RFC 5892 Appendix A allows \
///      it (after a virama, or between joining letters)",
/// );
/// let error = uri_core::host_to_ascii("mail.exa\u{2028}mple.com").unwrap_err();
/// assert!(error.to_string().ends_with(
///     "its label `exa\\u{2028}mple` holds `\\u{2028}` (U+2028), which UTS #46 disallows in host names"
/// ));
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct IdnaError {
    label: Option<String>,
    rule: Rule,
}

impl IdnaError {
    fn new(name: &str) -> Self {
        let (label, rule) = diagnose(name);
        Self { label, rule }
    }

    fn not_utf8() -> Self {
        Self {
            label: None,
            rule: Rule::NotUtf8,
        }
    }
}

impl fmt::Display for IdnaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the host name has no IDNA A-label form: ")?;
        match &self.label {
            Some(label) => write!(f, "its label {} {}", ShownLabel(label), self.rule),
            None => write!(f, "{}", self.rule),
        }
    }
}

/// The label escaped as messages show it, since `str`'s `Debug` prints some
/// invisible letters raw.
impl fmt::Debug for IdnaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("IdnaError")
            .field("label", &self.label.as_deref().map(Quoted))
            .field("rule", &self.rule)
            .finish()
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
/// assert_eq!(uri_core::host_to_ascii("b\u{fc}cher.example")?, "xn--bcher-kva.example");
/// assert_eq!(uri_core::host_to_ascii("b%C3%BCcher.example")?, "xn--bcher-kva.example");
/// assert_eq!(uri_core::host_to_ascii("Example.COM")?, "example.com");
/// # Ok::<(), uri_core::IdnaError>(())
/// ```
pub fn host_to_ascii(host: &str) -> Result<String, IdnaError> {
    let decoded = decode_utf8(host).map_err(|_| IdnaError::not_utf8())?;
    idna::domain_to_ascii(&decoded).map_err(|_| IdnaError::new(&decoded))
}

/// A host name for display: its A-labels as Unicode text
/// (`xn--bcher-kva.example` → `bücher.example`). Labels that are not valid
/// A-labels stay as they are.
///
/// # Examples
///
/// ```
/// assert_eq!(uri_core::host_to_unicode("xn--bcher-kva.example"), "b\u{fc}cher.example");
/// assert_eq!(uri_core::host_to_unicode("example.com"), "example.com");
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
