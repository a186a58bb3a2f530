//! Why a captured value is not the typed value asked for: [`CaptureError`],
//! which names the variable and shows its value as messages show text.

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use core::fmt;

use crate::encoding::decode::DecodeError;
use crate::error::secret::{Masked, Quoted, Within};

/// Why a variable's captured value could not be read as the type asked for:
/// it names the variable, shows the value (a password in it as `***`, a
/// character that hides text escaped, and no more than its first 40
/// characters, then `…`), and keeps the parser's error as its
/// [`source`](core::error::Error::source).
///
/// # Examples
///
/// ```
/// use std::error::Error as _;
/// use uri::template::CaptureErrorKind;
///
/// let matcher = uri::UriTemplate::parse("/issues/{number}")?.matcher()?;
/// let found = matcher.captures("/issues/forty-two")?;
/// let error = found.parse::<u32>("number").unwrap_err();
/// assert_eq!(error.name(), "number");
/// assert_eq!(error.kind(), CaptureErrorKind::Parse);
/// assert_eq!(error.to_string(), "the value `forty-two` of the variable `number` cannot be read as `u32`");
/// assert_eq!(error.source().unwrap().to_string(), "invalid digit found in string");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct CaptureError(Box<Details>);

/// What a [`CaptureError`] holds, boxed: a route type's read passes
/// `Result<T, CaptureError>` through a few calls per field, and a pointer
/// moves where six fields would be copied.
struct Details {
    name: String,
    value: Option<String>,
    /// The value as messages show it, the passwords of the whole text hidden.
    shown: String,
    kind: CaptureErrorKind,
    /// The type asked for (`Parse`) or the deserializer's message (`Invalid`).
    detail: String,
    source: Option<Box<dyn core::error::Error + Send + Sync>>,
}

/// What went wrong in a [`CaptureError`].
///
/// New kinds may be added in minor releases.
///
/// # Examples
///
/// ```
/// use uri::template::CaptureErrorKind;
///
/// let found = uri::UriTemplate::parse("/a{?b}")?.matcher()?.captures("/a")?;
/// assert_eq!(found.parse::<u8>("b").unwrap_err().kind(), CaptureErrorKind::Missing);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CaptureErrorKind {
    /// The text left the variable out (it is undefined).
    Missing,
    /// The value's escapes are not percent-encoded UTF-8.
    Decode,
    /// The type's `FromStr` refused the decoded value.
    Parse,
    /// Deserialization refused the value (feature `serde`): a type or value
    /// the target does not take.
    Invalid,
}

impl CaptureError {
    pub(crate) fn missing(name: &str) -> Self {
        Self(Box::new(Details {
            name: name.to_string(),
            value: None,
            shown: String::new(),
            kind: CaptureErrorKind::Missing,
            detail: String::new(),
            source: None,
        }))
    }

    pub(crate) fn decode(name: &str, raw: &str, text: &str, error: DecodeError) -> Self {
        Self(Box::new(Details {
            name: name.to_string(),
            value: Some(raw.to_string()),
            shown: shown(raw, text),
            kind: CaptureErrorKind::Decode,
            detail: String::new(),
            source: Some(Box::new(error)),
        }))
    }

    pub(crate) fn parse<T>(
        name: &str,
        raw: &str,
        text: &str,
        error: Box<dyn core::error::Error + Send + Sync>,
    ) -> Self {
        Self(Box::new(Details {
            name: name.to_string(),
            value: Some(raw.to_string()),
            shown: shown(raw, text),
            kind: CaptureErrorKind::Parse,
            detail: short_type_name::<T>().to_string(),
            source: Some(error),
        }))
    }

    /// A deserializer's message, about no variable yet.
    #[cfg(feature = "serde")]
    pub(crate) fn invalid(message: String) -> Self {
        Self(Box::new(Details {
            name: String::new(),
            value: None,
            shown: String::new(),
            kind: CaptureErrorKind::Invalid,
            detail: message,
            source: None,
        }))
    }

    /// The same error, about the variable `name` with the value `raw`, unless
    /// it already names one.
    #[cfg(feature = "serde")]
    pub(crate) fn about(mut self, name: &str, raw: &str, text: &str) -> Self {
        if self.0.name.is_empty() {
            self.0.name = name.to_string();
            if self.0.value.is_none() {
                self.0.value = Some(raw.to_string());
                self.0.shown = shown(raw, text);
            }
        }
        // A deserializer quotes the value it refused (`unknown variant
        // `…``): where the value is shown with a part hidden, so is the quote.
        if self.0.shown != raw && !raw.is_empty() {
            let decoded = crate::encoding::decode::decode_lossy(raw, true);
            let decoded = alloc::string::String::from_utf8_lossy(&decoded);
            let hidden = "***";
            if !decoded.is_empty() {
                self.0.detail = self.0.detail.replace(decoded.as_ref(), hidden);
            }
            self.0.detail = self.0.detail.replace(raw, hidden);
        }
        self
    }

    /// The variable's name, as the template writes it (empty for an error
    /// about the captures as a whole, such as a struct the deserializer could
    /// not fill).
    ///
    /// # Examples
    ///
    /// See [`CaptureError`].
    pub fn name(&self) -> &str {
        &self.0.name
    }

    /// The value as the text holds it, percent-encoded; `None` when the text
    /// left the variable out.
    ///
    /// # Examples
    ///
    /// ```
    /// let found = uri::UriTemplate::parse("/{n}")?.matcher()?.captures("/x%41")?;
    /// assert_eq!(found.parse::<i8>("n").unwrap_err().text(), Some("x%41"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn text(&self) -> Option<&str> {
        self.0.value.as_deref()
    }

    /// What went wrong.
    ///
    /// # Examples
    ///
    /// See [`CaptureError`].
    pub const fn kind(&self) -> CaptureErrorKind {
        self.0.kind
    }
}

/// `raw`, a slice of `text`, as messages show it.
fn shown(raw: &str, text: &str) -> String {
    Within {
        text,
        passwords: None,
        part: raw,
        quoted: false,
    }
    .to_string()
}

/// `T`'s name without its path (`u32`, `String`, `IpAddr`), generic
/// arguments kept.
fn short_type_name<T>() -> &'static str {
    let name = core::any::type_name::<T>();
    let end = name.find('<').unwrap_or(name.len());
    let start = name[..end].rfind("::").map_or(0, |i| i + 2);
    &name[start..]
}

/// How many characters of a value a message shows: a few dozen, then `…`.
/// A message goes back to the client (a 400's body) and into logs, where a
/// value of megabytes, or one made to look like a line of its own, has no
/// business in full; [`CaptureError::text`] keeps it whole.
const SHOWN_CHARS: usize = 40;

/// `shown` cut after [`SHOWN_CHARS`] characters, with `…` where it was cut.
/// It is cut as shown, after a password is hidden (`***`) and a hiding
/// character escaped, so the cut can reveal nothing the whole would not.
struct Cut<'a>(&'a str);

impl fmt::Display for Cut<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.char_indices().nth(SHOWN_CHARS) {
            Some((at, _)) => write!(f, "{}…", &self.0[..at]),
            None => f.write_str(self.0),
        }
    }
}

impl fmt::Display for CaptureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = Masked(&self.0.name);
        let subject = |f: &mut fmt::Formatter<'_>| match &self.0.value {
            Some(_) => write!(
                f,
                "the value `{}` of the variable `{name}`",
                Cut(&self.0.shown)
            ),
            None => write!(f, "the variable `{name}`"),
        };
        match self.0.kind {
            CaptureErrorKind::Missing => {
                write!(f, "the variable `{name}` has no value in the text")
            }
            CaptureErrorKind::Decode => {
                subject(f)?;
                f.write_str(" is not percent-encoded UTF-8")
            }
            CaptureErrorKind::Parse => {
                subject(f)?;
                write!(f, " cannot be read as `{}`", self.0.detail)
            }
            CaptureErrorKind::Invalid if self.0.name.is_empty() => {
                write!(f, "the captures cannot be read: {}", Masked(&self.0.detail))
            }
            CaptureErrorKind::Invalid => {
                subject(f)?;
                write!(f, " cannot be read: {}", Masked(&self.0.detail))
            }
        }
    }
}

/// The fields, text shown as messages show it (a password as `***`); the
/// source by its message.
impl fmt::Debug for CaptureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CaptureError")
            .field("name", &Quoted(&self.0.name))
            .field("value", &self.0.value.as_ref().map(|_| &self.0.shown))
            .field("kind", &self.0.kind)
            .field("detail", &Quoted(&self.0.detail))
            .finish_non_exhaustive()
    }
}

impl core::error::Error for CaptureError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        self.0
            .source
            .as_deref()
            .map(|error| error as &(dyn core::error::Error + 'static))
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::{String, ToString};

    use super::{Cut, SHOWN_CHARS};

    #[test]
    fn a_value_is_shown_up_to_a_few_dozen_characters() {
        for len in [0, 1, SHOWN_CHARS - 1, SHOWN_CHARS, SHOWN_CHARS + 1, 1_000] {
            for c in ['a', '\u{e9}', '\u{1f600}'] {
                let value: String = core::iter::repeat_n(c, len).collect();
                let shown = Cut(&value).to_string();
                if len <= SHOWN_CHARS {
                    assert_eq!(shown, value);
                } else {
                    let kept: String = core::iter::repeat_n(c, SHOWN_CHARS).collect();
                    assert_eq!(shown, kept + "\u{2026}");
                }
            }
        }
    }
}
