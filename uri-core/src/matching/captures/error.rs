//! Why a captured value is not the typed value asked for: [`CaptureError`],
//! which names the variable and shows its value as messages show text.

use alloc::borrow::Cow;
use alloc::boxed::Box;
#[cfg(feature = "serde")]
use alloc::string::String;
use alloc::string::ToString;
use alloc::vec::Vec;
use core::fmt;
use core::ops::Range;

use crate::bytes::short_str::ShortStr;
use crate::encoding::decode::DecodeError;
use crate::error::secret::{Detached, Masked, Quoted, passwords_over};

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
///
/// The message is written when it is read, not when the value is refused:
/// a server refuses many requests whose message nobody reads, and the name
/// and a short value are kept inline, so that a refusal costs the box and
/// the parser's own error.
struct Details {
    name: ShortStr,
    value: Option<ShortStr>,
    /// The passwords of the whole text over the value, as ranges of the
    /// value (empty, no allocation, for a text without an `@`): what the
    /// message hides beside the value's own.
    outer: Vec<Range<usize>>,
    kind: CaptureErrorKind,
    /// The type asked for (`Parse`) or the deserializer's message (`Invalid`).
    detail: Cow<'static, str>,
    source: Source,
}

/// The error a [`CaptureError`] gives as its source.
enum Source {
    None,
    /// The decoder's, kept as it is (a small `Copy` value).
    Decode(DecodeError),
    /// The type's parser's, made when asked (`parse` reads the value
    /// again, `form` saying whether a `+` is a space), so that a refusal
    /// allocates no box for it.
    #[cfg(feature = "std")]
    Parse {
        parse: ReParse,
        form: bool,
        made: std::sync::OnceLock<Option<BoxedError>>,
    },
    /// The type's parser's, kept (without `std`, no lock to make it later).
    #[cfg(not(feature = "std"))]
    Parse(BoxedError),
}

/// An error of any type, as a source.
type BoxedError = Box<dyn core::error::Error + Send + Sync>;

/// A type's parser, its error boxed: a [`Source::Parse`] made again.
#[cfg(feature = "std")]
type ReParse = fn(&str) -> Option<BoxedError>;

/// `T`'s error for `value`, as [`ReParse`] gives it.
#[cfg(feature = "std")]
fn reparse<T>(value: &str) -> Option<BoxedError>
where
    T: core::str::FromStr,
    T::Err: Into<BoxedError>,
{
    value.parse::<T>().err().map(Into::into)
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
            name: ShortStr::new(name),
            value: None,
            outer: Vec::new(),
            kind: CaptureErrorKind::Missing,
            detail: Cow::Borrowed(""),
            source: Source::None,
        }))
    }

    pub(crate) fn decode(name: &str, raw: &str, text: &str, error: DecodeError) -> Self {
        Self(Box::new(Details {
            name: ShortStr::new(name),
            value: Some(ShortStr::new(raw)),
            outer: passwords_over(text, None, raw),
            kind: CaptureErrorKind::Decode,
            detail: Cow::Borrowed(""),
            source: Source::Decode(error),
        }))
    }

    /// `T` refused the value `raw` (a slice of `text`, decoded with `+` as
    /// a space where `form`) with `error`.
    pub(crate) fn parse<T>(name: &str, raw: &str, form: bool, text: &str, error: T::Err) -> Self
    where
        T: core::str::FromStr,
        T::Err: Into<BoxedError>,
    {
        #[cfg(feature = "std")]
        let source = {
            // Made again from the value if asked: most refusals are
            // answered without it.
            drop(error);
            Source::Parse {
                parse: reparse::<T>,
                form,
                made: std::sync::OnceLock::new(),
            }
        };
        #[cfg(not(feature = "std"))]
        let source = {
            let _ = form;
            Source::Parse(error.into())
        };
        Self(Box::new(Details {
            name: ShortStr::new(name),
            value: Some(ShortStr::new(raw)),
            outer: passwords_over(text, None, raw),
            kind: CaptureErrorKind::Parse,
            // Shortened when the message is written.
            detail: Cow::Borrowed(core::any::type_name::<T>()),
            source,
        }))
    }

    /// A `SafePath` refused the value `raw` of the variable `name` (a slice
    /// of `text`) with `error`. Kept as it is, made: a `SafePath` is read
    /// by the place of its variable (one segment, the segments of a list
    /// or of a `{+rest}`), which its `FromStr` would not read again alike.
    pub(crate) fn safe_path(
        name: &str,
        raw: &str,
        text: &str,
        error: crate::value::safe_path::SafePathError,
    ) -> Self {
        #[cfg(feature = "std")]
        let source = {
            let made = std::sync::OnceLock::new();
            let _ = made.set(Some(Box::new(error) as BoxedError));
            Source::Parse {
                parse: |_| None,
                form: false,
                made,
            }
        };
        #[cfg(not(feature = "std"))]
        let source = Source::Parse(Box::new(error));
        Self(Box::new(Details {
            name: ShortStr::new(name),
            value: Some(ShortStr::new(raw)),
            outer: passwords_over(text, None, raw),
            kind: CaptureErrorKind::Parse,
            detail: Cow::Borrowed(core::any::type_name::<crate::value::safe_path::SafePath>()),
            source,
        }))
    }

    /// `T` refused the value `raw` (a slice of `text` that decodes, no `+`
    /// read as a space) of the variable `name`: a route type's direct
    /// reading, which has the parser's verdict but not its error, and a name
    /// that lives as long as the program.
    pub(crate) fn refused<T>(name: &'static str, raw: &str, text: &str) -> Self
    where
        T: core::str::FromStr,
        T::Err: Into<BoxedError>,
    {
        #[cfg(feature = "std")]
        let source = Source::Parse {
            parse: reparse::<T>,
            form: false,
            made: std::sync::OnceLock::new(),
        };
        // Without `std`, no lock to make it in later: made here.
        #[cfg(not(feature = "std"))]
        let source = crate::encoding::decode::decode_utf8(raw)
            .ok()
            .and_then(|decoded| decoded.parse::<T>().err())
            .map_or(Source::None, |error| Source::Parse(error.into()));
        Self(Box::new(Details {
            name: ShortStr::Static(name),
            value: Some(ShortStr::new(raw)),
            outer: passwords_over(text, None, raw),
            kind: CaptureErrorKind::Parse,
            detail: Cow::Borrowed(core::any::type_name::<T>()),
            source,
        }))
    }

    /// A deserializer's message, about no variable yet.
    #[cfg(feature = "serde")]
    pub(crate) fn invalid(message: String) -> Self {
        Self(Box::new(Details {
            name: ShortStr::new(""),
            value: None,
            outer: Vec::new(),
            kind: CaptureErrorKind::Invalid,
            detail: Cow::Owned(message),
            source: Source::None,
        }))
    }

    /// The same error, about the variable `name` with the value `raw`, unless
    /// it already names one.
    #[cfg(feature = "serde")]
    pub(crate) fn about(mut self, name: &str, raw: &str, text: &str) -> Self {
        if self.0.name.as_str().is_empty() {
            self.0.name = ShortStr::new(name);
            if self.0.value.is_none() {
                self.0.value = Some(ShortStr::new(raw));
                self.0.outer = passwords_over(text, None, raw);
            }
        }
        // A deserializer quotes the value it refused (`unknown variant
        // `…``): where the value is shown with a part hidden, so is the quote.
        if self.shown().is_some_and(|shown| shown != raw) && !raw.is_empty() {
            let decoded = crate::encoding::decode::decode_lossy(raw, true);
            let decoded = alloc::string::String::from_utf8_lossy(&decoded);
            let hidden = "***";
            let mut detail = self.0.detail.to_string();
            if !decoded.is_empty() {
                detail = detail.replace(decoded.as_ref(), hidden);
            }
            self.0.detail = Cow::Owned(detail.replace(raw, hidden));
        }
        self
    }

    /// The value as messages show it, the passwords of the whole text
    /// hidden.
    #[cfg(feature = "serde")]
    fn shown(&self) -> Option<String> {
        self.0.value.as_ref()?;
        Some(self.displayed_value().to_string())
    }

    /// The type asked for, without its path (`Parse`), or the
    /// deserializer's message (`Invalid`).
    fn detail(&self) -> &str {
        match self.0.kind {
            CaptureErrorKind::Parse => short_type_name(&self.0.detail),
            _ => &self.0.detail,
        }
    }

    /// The value as messages show it, written when the message is.
    fn displayed_value(&self) -> Detached<'_> {
        Detached {
            part: self.0.value.as_ref().map_or("", ShortStr::as_str),
            outer: &self.0.outer,
            quoted: false,
        }
    }

    /// The variable's name, as the template writes it (empty for an error
    /// about the captures as a whole, such as a struct the deserializer could
    /// not fill).
    ///
    /// # Examples
    ///
    /// See [`CaptureError`].
    pub fn name(&self) -> &str {
        self.0.name.as_str()
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
        self.0.value.as_ref().map(ShortStr::as_str)
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

/// A type's name without its path (`u32`, `String`, `IpAddr`), generic
/// arguments kept.
fn short_type_name(name: &str) -> &str {
    let end = name.find('<').unwrap_or(name.len());
    let start = name[..end].rfind("::").map_or(0, |i| i + 2);
    &name[start..]
}

/// How many characters of a value a message shows: a few dozen, then `…`.
/// A message goes back to the client (a 400's body) and into logs, where a
/// value of megabytes, or one made to look like a line of its own, has no
/// business in full; [`CaptureError::text`] keeps it whole.
const SHOWN_CHARS: usize = 40;

/// `shown` as it writes itself, cut after [`SHOWN_CHARS`] characters, with
/// `…` where it was cut. It is cut as shown, after a password is hidden
/// (`***`) and a hiding character escaped, so the cut can reveal nothing the
/// whole would not. Written through, piece by piece, without a `String` of
/// the whole: a server writes this message into each 400 it answers.
struct Cut<T>(T);

impl<T: fmt::Display> fmt::Display for Cut<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut cutting = Cutting {
            to: f,
            left: SHOWN_CHARS,
            cut: false,
        };
        fmt::write(&mut cutting, format_args!("{}", self.0))
    }
}

/// The writer of [`Cut`]: what it is given goes on to `to` while `left`
/// characters may, then `…` once, and nothing after.
struct Cutting<'f, 'a> {
    to: &'f mut fmt::Formatter<'a>,
    left: usize,
    cut: bool,
}

impl fmt::Write for Cutting<'_, '_> {
    fn write_str(&mut self, piece: &str) -> fmt::Result {
        if self.cut {
            return Ok(());
        }
        if let Some((at, _)) = piece.char_indices().nth(self.left) {
            self.cut = true;
            self.to.write_str(&piece[..at])?;
            self.to.write_str("\u{2026}")
        } else {
            self.left -= piece.chars().count();
            self.to.write_str(piece)
        }
    }
}

impl fmt::Display for CaptureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = Masked(self.0.name.as_str());
        let subject = |f: &mut fmt::Formatter<'_>| match &self.0.value {
            Some(_) => write!(
                f,
                "the value `{}` of the variable `{name}`",
                Cut(self.displayed_value())
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
                write!(f, " cannot be read as `{}`", self.detail())
            }
            CaptureErrorKind::Invalid if self.0.name.as_str().is_empty() => {
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
            .field("name", &Quoted(self.0.name.as_str()))
            .field(
                "value",
                &self
                    .0
                    .value
                    .as_ref()
                    .map(|_| self.displayed_value().to_string()),
            )
            .field("kind", &self.0.kind)
            .field("detail", &Quoted(self.detail()))
            .finish_non_exhaustive()
    }
}

impl core::error::Error for CaptureError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match &self.0.source {
            Source::None => None,
            Source::Decode(error) => Some(error),
            #[cfg(feature = "std")]
            Source::Parse { parse, form, made } => made
                .get_or_init(|| {
                    let raw = self.0.value.as_ref().map_or("", ShortStr::as_str);
                    // The value decoded as it was when it was refused.
                    let decoded = if *form {
                        crate::encoding::decode::decode_form(raw)
                    } else {
                        crate::encoding::decode::decode_utf8(raw)
                    };
                    let decoded = decoded.ok()?;
                    parse(&decoded)
                })
                .as_deref()
                .map(|error| error as &(dyn core::error::Error + 'static)),
            #[cfg(not(feature = "std"))]
            Source::Parse(error) => Some(error.as_ref()),
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::{String, ToString};
    use core::error::Error as _;
    use core::num::ParseIntError;
    use core::str::FromStr;

    use super::{CaptureError, CaptureErrorKind, Cut, SHOWN_CHARS};

    /// `T`'s reading of `raw` (a slice of `text`, decoded with `+` a space
    /// where `form`), as the captures read a value of `name`.
    fn parse<T>(name: &str, raw: &str, form: bool, text: &str) -> Result<T, CaptureError>
    where
        T: FromStr,
        T::Err: Into<super::BoxedError>,
    {
        let decoded = if form {
            crate::encoding::decode::decode_form(raw)
        } else {
            crate::encoding::decode::decode_utf8(raw)
        };
        decoded
            .unwrap()
            .parse()
            .map_err(|error| CaptureError::parse::<T>(name, raw, form, text, error))
    }

    /// A type whose parser's error is its input, to tell which value the
    /// source was made from.
    #[derive(Debug)]
    struct Echo;

    #[derive(Debug)]
    struct Refused(String);

    impl core::fmt::Display for Refused {
        fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
            write!(f, "refused {:?}", self.0)
        }
    }

    impl core::error::Error for Refused {}

    impl FromStr for Echo {
        type Err = Refused;

        fn from_str(text: &str) -> Result<Self, Refused> {
            Err(Refused(text.to_string()))
        }
    }

    #[test]
    fn the_source_is_the_parsers_error_for_the_decoded_value() {
        // As the text holds it, decoded, and with `+` a space in a form.
        for (raw, form, decoded) in [
            ("seven", false, "seven"),
            ("caf%C3%A9", false, "caf\u{e9}"),
            ("a+b", false, "a+b"),
            ("a+b%21", true, "a b!"),
        ] {
            let error = parse::<Echo>("n", raw, form, raw).unwrap_err();
            assert_eq!(error.kind(), CaptureErrorKind::Parse);
            assert_eq!(error.text(), Some(raw));
            let source = error.source().expect("a parser's error");
            assert_eq!(source.to_string(), format!("refused {decoded:?}"));
            // Asked again, the same error.
            let again = error.source().unwrap();
            assert!(core::ptr::addr_eq(source, again), "{raw}");
        }
        let error = parse::<u8>("n", "300", false, "/n/300").unwrap_err();
        let source = error.source().unwrap();
        assert!(source.downcast_ref::<ParseIntError>().is_some());
        assert_eq!(source.to_string(), "number too large to fit in target type");
    }

    #[test]
    fn the_message_is_written_when_it_is_read() {
        // A value longer than a name kept inline, with a password the whole
        // text shows around it.
        let text = "/go?next=https://user:secret-password@example.com/a-long-path&x";
        let start = text.find("https").unwrap();
        let raw = &text[start..text.len() - 2];
        let error = parse::<u8>("next", raw, false, text).unwrap_err();
        let message = error.to_string();
        assert!(!message.contains("secret"), "{message}");
        assert!(
            message.starts_with(
                "the value `https://user:***@example.com/a-long-path` of the variable `next`"
            ),
            "{message}"
        );
        assert!(message.ends_with("cannot be read as `u8`"), "{message}");
        let debug = alloc::format!("{error:?}");
        assert!(!debug.contains("secret"), "{debug}");
        assert!(debug.contains(r#"detail: "u8""#), "{debug}");
        let missing = CaptureError::missing("page");
        assert_eq!(
            missing.to_string(),
            "the variable `page` has no value in the text"
        );
        assert!(missing.source().is_none());
    }

    /// A text that writes itself `.1` characters at a time.
    struct Pieces<'a>(&'a str, usize);

    impl core::fmt::Display for Pieces<'_> {
        fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
            let mut rest = self.0;
            while !rest.is_empty() {
                let at = rest
                    .char_indices()
                    .nth(self.1)
                    .map_or(rest.len(), |(at, _)| at);
                f.write_str(&rest[..at])?;
                rest = &rest[at..];
            }
            Ok(())
        }
    }

    #[test]
    fn a_value_is_shown_up_to_a_few_dozen_characters() {
        for len in [0, 1, SHOWN_CHARS - 1, SHOWN_CHARS, SHOWN_CHARS + 1, 1_000] {
            for c in ['a', '\u{e9}', '\u{1f600}'] {
                let value: String = core::iter::repeat_n(c, len).collect();
                let expected = if len <= SHOWN_CHARS {
                    value.clone()
                } else {
                    let kept: String = core::iter::repeat_n(c, SHOWN_CHARS).collect();
                    kept + "\u{2026}"
                };
                assert_eq!(Cut(&value).to_string(), expected);
                // Written in pieces, as a value with a hidden password or
                // an escaped character is: the same cut, wherever the
                // pieces end.
                for size in [1, 3, 7, SHOWN_CHARS] {
                    let pieces = Pieces(&value, size);
                    assert_eq!(Cut(pieces).to_string(), expected, "{len} {size}");
                }
            }
        }
    }
}
