//! The report of the lenient entry points (`parse.rs`, `join.rs`): each
//! repair, the bytes of the input it concerned, and those characters (what
//! repairs there are is `repair_kind.rs`).
//!
//! A repair's `Display` reads like this crate's errors: lowercase, no final
//! period, the characters in backticks and escaped where they would hide
//! (controls, zero-width and bidirectional characters), and a repair inside a
//! password names no character of it.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::ops::Range;

use crate::bytes::percent::Escaped;
use crate::error::secret::password_ranges;
use crate::error::shown::Shown;
pub use crate::lenient::repair_kind::RepairKind;

/// One repair: what was done, to which bytes of the input, and which
/// characters those bytes are.
///
/// `Display` names the characters, escaped where they would hide (a repair
/// inside a password names none of them); `Debug` escapes them too.
///
/// # Examples
///
/// ```
/// let repaired = uri::UriRefBuf::parse_lenient("/caf\u{e9}")?;
/// let repair = &repaired.repairs()[0];
/// assert_eq!(repair.range(), 4..6);
/// assert_eq!(repair.chars(), "\u{e9}");
/// assert_eq!(repair.to_string(), "percent-encoded `\u{e9}` as `%C3%A9` at bytes 4..6");
///
/// let repaired = uri::UriRefBuf::parse_lenient("/a\u{200b}")?;
/// assert_eq!(
///     repaired.repairs()[0].to_string(),
///     "percent-encoded `\\u{200b}` as `%E2%80%8B` at bytes 2..5"
/// );
/// # Ok::<(), uri::ParseError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Repair {
    range: Range<usize>,
    kind: RepairKind,
    chars: String,
    /// Whether the characters are part of a password, which messages never show.
    secret: bool,
    /// Whether the range and characters are the base's, not the href's.
    base: bool,
}

impl Repair {
    /// A repair of `input[range]`.
    pub(crate) fn new(input: &str, range: Range<usize>, kind: RepairKind) -> Self {
        Self {
            chars: String::from(&input[range.clone()]),
            range,
            kind,
            secret: false,
            base: false,
        }
    }

    /// This repair, made to the base of a join: its range and characters are
    /// the base's.
    pub(crate) fn of_base(self) -> Self {
        Self { base: true, ..self }
    }

    /// Whether the repair was made to the base of a join rather than to the
    /// reference: [`join_lenient`](crate::Uri::join_lenient) reads the base
    /// as browsers read a page's URL, and where that changes what the
    /// reference resolves to (a query's `'` percent-encoded, a numeric host
    /// written as its address), the report says so. Its
    /// [`range`](Self::range) and [`chars`](Self::chars) are then the
    /// base's; such repairs come first in a report.
    ///
    /// # Examples
    ///
    /// ```
    /// let page = uri::Uri::parse("http://h/?it's")?;
    /// let joined = page.join_lenient("#top")?;
    /// assert_eq!(joined.value(), "http://h/?it%27s#top");
    /// let repair = &joined.repairs()[0];
    /// assert!(repair.in_base());
    /// assert_eq!((repair.range(), repair.chars()), (12..13, "'"));
    /// assert_eq!(repair.to_string(), "percent-encoded `'` as `%27` at bytes 12..13 of the base");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub const fn in_base(&self) -> bool {
        self.base
    }

    /// The bytes of the input the repair applies to.
    ///
    /// # Examples
    ///
    /// See [`Repair`].
    pub fn range(&self) -> Range<usize> {
        self.range.clone()
    }

    /// What the repair did.
    ///
    /// # Examples
    ///
    /// See [`RepairKind`].
    pub const fn kind(&self) -> RepairKind {
        self.kind
    }

    /// The characters of the input the repair concerned: the input's text at
    /// [`range`](Self::range).
    ///
    /// # Examples
    ///
    /// ```
    /// let base = uri::Uri::parse("http://example.org/foo/bar")?;
    /// let joined = base.join_lenient("\\\\x\\hello")?;
    /// assert_eq!(joined.value(), "http://x/hello");
    /// let chars: Vec<&str> = joined.repairs().iter().map(|r| r.chars()).collect();
    /// assert_eq!(chars, ["\\", "\\", "\\"]);
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn chars(&self) -> &str {
        &self.chars
    }
}

/// Marks as secret the repairs that touch a password of `input`, as
/// [`password_ranges`] finds them: the rule every message about the input
/// follows.
pub(crate) fn hide_passwords(repairs: &mut [Repair], input: &str) {
    let passwords: Vec<Range<usize>> = password_ranges(input).collect();
    for repair in repairs {
        let range = &repair.range;
        if passwords
            .iter()
            .any(|password| range.start < password.end && password.start < range.end)
        {
            repair.secret = true;
        }
    }
}

/// Characters in backticks, each escaped as messages escape it.
struct Ticked<'a>(&'a str);

impl fmt::Display for Ticked<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("`")?;
        for c in self.0.chars() {
            write!(f, "{}", Shown(c))?;
        }
        f.write_str("`")
    }
}

impl fmt::Display for Repair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Range { start, end } = self.range;
        let of_base = if self.base { " of the base" } else { "" };
        if self.secret {
            return write!(
                f,
                "{} in the password at bytes {start}..{end}{of_base}",
                self.kind.describe()
            );
        }
        let chars = Ticked(&self.chars);
        match self.kind {
            RepairKind::TrimmedWhitespace => {
                write!(f, "removed {chars} around the reference")
            }
            RepairKind::RemovedTabOrNewline => write!(f, "removed {chars}"),
            RepairKind::LowercasedScheme => write!(f, "lower-cased the scheme {chars}"),
            RepairKind::BackslashAsSlash => write!(f, "read {chars} as `/`"),
            RepairKind::EncodedAscii | RepairKind::EncodedNonAscii => {
                write!(f, "percent-encoded {chars} as `{}`", Escaped(&self.chars))
            }
            RepairKind::EncodedPercent => {
                f.write_str("encoded `%`, which starts no escape, as `%25`")
            }
            RepairKind::EncodedHash => f.write_str("encoded a second `#` as `%23`"),
            RepairKind::IdnaHost => {
                write!(f, "converted the host {chars} to A-labels (IDNA)")
            }
            RepairKind::ExtraSlashes => write!(f, "ignored the extra {chars} before the host"),
            RepairKind::MissingSlashes => {
                let scheme = self.chars.split(':').next().unwrap_or("");
                write!(f, "read {chars} as `{scheme}://`")
            }
            RepairKind::SameSchemeRelative => write!(
                f,
                "read {chars}, which repeats the base's scheme, as a relative reference"
            ),
            RepairKind::NumericHost => write!(f, "read the host {chars} as an IPv4 address"),
            RepairKind::DriveLetterBar => write!(f, "read {chars} after a drive letter as `:`"),
            RepairKind::UnicodeHost => write!(
                f,
                "mapped the host {chars} by UTS #46 and wrote it in Unicode (IDNA)"
            ),
            RepairKind::FirstSegmentColon => write!(
                f,
                "read {chars}, a first segment that holds `:`, as a path (RFC 3986 needs `./` \
                 before it)"
            ),
            RepairKind::FileEmptyHost => {
                write!(
                    f,
                    "gave {chars}, which has no `//`, the empty host (`file:///`)"
                )
            }
            RepairKind::FileLocalhost => {
                write!(f, "dropped the host {chars} of a `file:` URI")
            }
            RepairKind::DriveLetterHost => write!(
                f,
                "read the drive letter {chars} where the host stands as the path's first segment"
            ),
            RepairKind::KeptDriveLetter => write!(
                f,
                "kept the drive letter of the `file:` path, which {chars} would remove"
            ),
            RepairKind::EmptyPassword => f.write_str("removed the `:` of an empty password"),
            RepairKind::OpaquePathDotSegment => write!(
                f,
                "kept the segment {chars} of an opaque path, as browsers keep it"
            ),
            RepairKind::BaseDotSegment => write!(
                f,
                "applied the {chars} that ends the path before merging the reference into it"
            ),
            RepairKind::EncodedDotSegment => write!(
                f,
                "applied {chars} as a dot segment, which RFC 3986 resolution lets a later `..` \
                 remove as a segment"
            ),
        }?;
        write!(f, " at bytes {start}..{end}{of_base}")
    }
}

/// Like a derived `Debug`, but the characters are escaped as messages escape
/// them, and those of a password are not shown.
impl fmt::Debug for Repair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        struct Chars<'a>(&'a Repair);
        impl fmt::Debug for Chars<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                if self.0.secret {
                    return f.write_str("\"***\"");
                }
                f.write_str("\"")?;
                for c in self.0.chars.chars() {
                    match c {
                        '"' | '\\' => write!(f, "\\{c}")?,
                        _ => write!(f, "{}", Shown(c))?,
                    }
                }
                f.write_str("\"")
            }
        }
        f.debug_struct("Repair")
            .field("kind", &self.kind)
            .field("range", &self.range)
            .field("chars", &Chars(self))
            .field("secret", &self.secret)
            .field("base", &self.base)
            .finish()
    }
}

/// A value the lenient parser or the lenient join made, with every repair it
/// took.
///
/// # Examples
///
/// ```
/// let repaired = uri::UriBuf::parse_lenient("HTTPS://example.com/a b")?;
/// assert_eq!(repaired.value(), "https://example.com/a%20b");
/// assert_eq!(repaired.repairs().len(), 2);
/// let (uri, repairs) = repaired.into_parts();
/// assert_eq!(uri.scheme(), "https");
/// assert_eq!(repairs[0].range(), 0..5);
/// # Ok::<(), uri::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Repaired<T> {
    value: T,
    repairs: Vec<Repair>,
}

impl<T> Repaired<T> {
    /// A value and its report.
    pub(crate) fn new(value: T, repairs: Vec<Repair>) -> Self {
        Self { value, repairs }
    }

    /// The strict value.
    ///
    /// # Examples
    ///
    /// See [`Repaired`].
    pub const fn value(&self) -> &T {
        &self.value
    }

    /// Every repair, in the order of the input.
    ///
    /// # Examples
    ///
    /// See [`Repaired`].
    pub fn repairs(&self) -> &[Repair] {
        &self.repairs
    }

    /// Whether the input was strict already.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(uri::UriRefBuf::parse_lenient("/a")?.is_unchanged());
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn is_unchanged(&self) -> bool {
        self.repairs.is_empty()
    }

    /// The value, without the report.
    ///
    /// # Examples
    ///
    /// ```
    /// let uri = uri::UriBuf::parse_lenient(" http://h/ ")?.into_value();
    /// assert_eq!(uri, "http://h/");
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn into_value(self) -> T {
        self.value
    }

    /// The value and the repairs.
    ///
    /// # Examples
    ///
    /// See [`Repaired`].
    pub fn into_parts(self) -> (T, Vec<Repair>) {
        (self.value, self.repairs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::string::ToString;

    fn repair(input: &str, range: Range<usize>, kind: RepairKind) -> Repair {
        Repair::new(input, range, kind)
    }

    #[test]
    fn messages_name_the_characters() {
        let cases = [
            (
                repair(" /a", 0..1, RepairKind::TrimmedWhitespace),
                "removed ` ` around the reference at bytes 0..1",
            ),
            (
                repair("/a\n", 2..3, RepairKind::RemovedTabOrNewline),
                "removed `\\n` at bytes 2..3",
            ),
            (
                repair("HTTP:x", 0..4, RepairKind::LowercasedScheme),
                "lower-cased the scheme `HTTP` at bytes 0..4",
            ),
            (
                repair("\\x", 0..1, RepairKind::BackslashAsSlash),
                "read `\\` as `/` at bytes 0..1",
            ),
            (
                repair("/a|b", 2..3, RepairKind::EncodedAscii),
                "percent-encoded `|` as `%7C` at bytes 2..3",
            ),
            (
                repair("/\u{202e}", 1..4, RepairKind::EncodedNonAscii),
                "percent-encoded `\\u{202e}` as `%E2%80%AE` at bytes 1..4",
            ),
            (
                repair("/%", 1..2, RepairKind::EncodedPercent),
                "encoded `%`, which starts no escape, as `%25` at bytes 1..2",
            ),
            (
                repair("#a#", 2..3, RepairKind::EncodedHash),
                "encoded a second `#` as `%23` at bytes 2..3",
            ),
            (
                repair("http://b\u{fc}cher", 7..14, RepairKind::IdnaHost),
                "converted the host `b\u{fc}cher` to A-labels (IDNA) at bytes 7..14",
            ),
            (
                repair("///x", 2..3, RepairKind::ExtraSlashes),
                "ignored the extra `/` before the host at bytes 2..3",
            ),
            (
                repair("https:/x", 0..7, RepairKind::MissingSlashes),
                "read `https:/` as `https://` at bytes 0..7",
            ),
            (
                repair("http:x", 0..5, RepairKind::SameSchemeRelative),
                "read `http:`, which repeats the base's scheme, as a relative reference at bytes 0..5",
            ),
            (
                repair("http://0x7f.1", 7..13, RepairKind::NumericHost),
                "read the host `0x7f.1` as an IPv4 address at bytes 7..13",
            ),
            (
                repair("C|", 1..2, RepairKind::DriveLetterBar),
                "read `|` after a drive letter as `:` at bytes 1..2",
            ),
        ];
        for (repair, expected) in cases {
            assert_eq!(repair.to_string(), expected);
            let shown = repair.to_string();
            assert!(!shown.ends_with('.'), "{shown}");
        }
    }

    #[test]
    fn passwords_are_not_shown() {
        let input = "http://u:p\u{e9}ss@h/";
        let mut repairs = [repair(input, 10..12, RepairKind::EncodedNonAscii)];
        hide_passwords(&mut repairs, input);
        let shown = repairs[0].to_string();
        assert_eq!(
            shown,
            "percent-encoded a non-ASCII character as UTF-8 in the password at bytes 10..12"
        );
        assert!(!format!("{:?}", repairs[0]).contains('\u{e9}'));
        assert_eq!(repairs[0].chars(), "\u{e9}");
    }

    #[test]
    fn debug_escapes_the_characters() {
        let repair = repair("/\u{200b}\\", 1..5, RepairKind::EncodedNonAscii);
        assert_eq!(
            format!("{repair:?}"),
            "Repair { kind: EncodedNonAscii, range: 1..5, chars: \"\\u{200b}\\\\\", secret: false, base: false }"
        );
    }
}
