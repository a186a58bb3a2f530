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

use crate::encoding::idna_diagnosis::{ShownLabel, diagnose};
use crate::error::secret::Quoted;

/// Why UTS #46 processing refuses a host name: the label that broke a rule, and
/// the rule (a disallowed character, named; a leading combining mark; the
/// contextual rules for joiners; an invalid `xn--` label; the bidi rule). Invisible characters
/// in the label are shown escaped.
///
/// # Examples
///
/// ```
/// let error = uri::idna::host_to_ascii("a\u{200d}b.example").unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "the host name has no IDNA A-label form: its label `a\\u{200d}b` breaks the \
///      contextual rule for joiners (CONTEXTJ, RFC 5892 Appendix A): a zero-width joiner or \
///      non-joiner stands only after a virama, or between joining letters",
/// );
/// let error = uri::idna::host_to_ascii("mail.exa\u{2028}mple.com").unwrap_err();
/// assert!(error.to_string().ends_with(
///     "its label `exa\\u{2028}mple` holds `\\u{2028}` (U+2028), which UTS #46 disallows in host names"
/// ));
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct IdnaError {
    /// The name UTS #46 refused. Which label and rule is found when the
    /// error is shown: finding it takes a UTS #46 run per character, and
    /// most refusals (a lenient join's, a filter's) are never shown.
    name: String,
}

impl IdnaError {
    fn new(name: &str) -> Self {
        Self {
            name: String::from(name),
        }
    }
}

impl fmt::Display for IdnaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the host name has no IDNA A-label form: ")?;
        match diagnose(&self.name) {
            (Some(label), rule) => write!(f, "its label {} {rule}", ShownLabel(&label)),
            (None, rule) => write!(f, "{rule}"),
        }
    }
}

/// The label escaped as messages show it, since `str`'s `Debug` prints some
/// invisible letters raw.
impl fmt::Debug for IdnaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (label, rule) = diagnose(&self.name);
        f.debug_struct("IdnaError")
            .field("label", &label.as_deref().map(Quoted))
            .field("rule", &rule)
            .finish()
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
        .map_err(|_| IdnaError::new(decoded))
}

/// A host name for display: its A-labels as Unicode text
/// (`xn--bcher-kva.example` → `bücher.example`). A label stays as it is when
/// it is no valid A-label, or when its Unicode text would not map back to it
/// (`xn--xn--xn--bbb` decodes to `xn--xĝn-`, which UTS #46 refuses): the
/// result always names the host the input names.
///
/// # Examples
///
/// ```
/// assert_eq!(uri::idna::host_to_unicode("xn--bcher-kva.example"), "b\u{fc}cher.example");
/// assert_eq!(uri::idna::host_to_unicode("example.com"), "example.com");
/// assert_eq!(uri::idna::host_to_unicode("xn--xn--xn--bbb.example"), "xn--xn--xn--bbb.example");
/// ```
pub fn host_to_unicode(host: &str) -> String {
    let mut out = String::with_capacity(host.len());
    for (index, label) in host.split('.').enumerate() {
        if index > 0 {
            out.push('.');
        }
        let unicode = idna::domain_to_unicode(label).0;
        let maps_back = uts46_to_ascii(&unicode)
            .is_ok_and(|ascii| ascii.eq_ignore_ascii_case(label) || ascii == unicode);
        out.push_str(if maps_back { &unicode } else { label });
    }
    out
}
