//! Which RFC 3986 rule an input is parsed under, and the `uri` function for it.
//!
//! Written once here so that the validity tables, the error positions, the
//! differential and property tests all mean the same four functions by the same
//! names.

use core::fmt;

use uri::{ParseError, Uri, UriRef};

/// One of the four entry rules of RFC 3986, and the `uri` function that parses it.
///
/// # Examples
///
/// ```
/// use uri_tests::Grammar;
///
/// assert!(Grammar::UriRef.parse("../g").is_ok());
/// assert!(Grammar::Uri.parse("../g").is_err());
/// assert_eq!(Grammar::Relative.to_string(), "UriRef::parse_relative_ref");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Grammar {
    /// `URI` (§3), via `Uri::parse`.
    Uri,
    /// `URI-reference` (§4.1), via `UriRef::parse`.
    UriRef,
    /// `relative-ref` (§4.2), via `UriRef::parse_relative_ref`.
    Relative,
    /// `absolute-URI` (§4.3), via `Uri::parse_absolute_uri`.
    Absolute,
}

impl Grammar {
    /// All four, in the order of the variants.
    pub const ALL: [Self; 4] = [Self::Uri, Self::UriRef, Self::Relative, Self::Absolute];

    /// Parses `input` under this rule. A `Uri` is handed back as the `UriRef` it
    /// converts to, so every caller gets one type whatever the rule.
    ///
    /// # Errors
    ///
    /// The function's error when `input` does not match the rule.
    pub fn parse(self, input: &str) -> Result<UriRef<'_>, ParseError> {
        match self {
            Self::Uri => Uri::parse(input).map(|uri| uri.as_uri_ref()),
            Self::UriRef => UriRef::parse(input),
            Self::Relative => UriRef::parse_relative_ref(input),
            Self::Absolute => Uri::parse_absolute_uri(input).map(|uri| uri.as_uri_ref()),
        }
    }

    /// The function under test, for messages: `Uri::parse`, ...
    pub const fn function(self) -> &'static str {
        match self {
            Self::Uri => "Uri::parse",
            Self::UriRef => "UriRef::parse",
            Self::Relative => "UriRef::parse_relative_ref",
            Self::Absolute => "Uri::parse_absolute_uri",
        }
    }
}

/// Shows the function under test, as [`Grammar::function`] does.
impl fmt::Display for Grammar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.function())
    }
}
