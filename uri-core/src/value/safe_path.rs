//! [`SafePath`]: a relative path that stays below any directory it is joined
//! to, on Unix and on Windows alike, for a route's value that goes on to a
//! file system (issue 63).
//!
//! A route reads whatever a client sent: `%2F`, `%5C`, `..` hidden in a list
//! item, an empty item that makes an absolute path. `Path::new(base).join(v)`
//! escapes `base` with many of them (an absolute `v` replaces the base; Windows
//! reads `\`, `C:` and device names). tower-http's `ServeDir`
//! (`build_and_validate_path`) is the model of what a file server refuses
//! before it touches the disk: a root, `..`, a Windows prefix; this type
//! refuses the same, and what Windows reads otherwise than Unix does, so that
//! one value names the same file below the base on both.
//!
//! The rules are on [`SafePath`]'s page, each with why.

use alloc::string::String;
use core::fmt;
use core::ops::Range;
use core::str::FromStr;

use crate::error::render::{Rendered, Spanned};
use crate::error::shown::Shown;

/// A relative path of segments, each a file or directory name, that stays
/// below any directory it is joined to, on Unix and on Windows: no
/// segment is empty, `.` or `..`, and none holds a separator (`/`, `\`), a
/// control character, a `:` (a Windows drive or stream), or is a name Windows
/// reads otherwise (a device such as `NUL` or `COM1.txt`, a name that ends
/// with `.` or a space). The empty path (no segment) is the base itself.
///
/// As a field of a route type (`#[derive(Route)]`), it reads a `{name}` value
/// as one segment, a `{/path*}` list as one segment a member, and a `{+rest}`
/// value as segments split at its raw `/`s (each decoded, so `%2F` inside one
/// is refused); anything it refuses is a 400 that names the variable, and
/// `to_uri` refuses to write a path that would not read back (several
/// segments, or none, where the template writes one).
///
/// # The rules
///
/// Per segment, and why each:
///
/// | refused | why |
/// |---|---|
/// | an empty segment (`a//b`, `a/`, a leading `/`) | a leading one makes the path absolute, and `join` then drops the base; elsewhere it names nothing |
/// | `.` and `..` | `..` climbs out of the base; `.` names the directory itself |
/// | `/` inside a segment given alone, `\` anywhere | file systems split there (Windows at both), so one segment would be several |
/// | a control character (`char::is_control`: U+0000-U+001F, U+007F-U+009F) | NUL ends a name for the OS, CR LF splits the log lines and headers a path is written into |
/// | `:` | Windows reads it as a drive (`C:`, which `join` puts before the base) or a file's stream (`a::$DATA`, the file's bytes under another name); no Windows name holds one |
/// | a segment that ends with `.` or a space | Windows drops them (`a.txt.` opens `a.txt`, and `.. ` is `..` again) |
/// | a Windows device name: `CON`, `PRN`, `AUX`, `NUL`, `COM0`-`COM9`, `LPT0`-`LPT9`, `COM¹²³`, `LPT¹²³`, `CONIN$`, `CONOUT$`, in any case, alone or before a `.` (`nul.txt`, `Com1.tar.gz`, `CON .x`) | Windows opens the device, in any directory, rather than a file below the base |
///
/// A UNC or verbatim form (`\\?\C:\x`, `\\server\share`) holds `\`, or, written
/// with `/`, begins with an empty segment and holds `:`: refused either way.
/// What is allowed is every other character, `?`, `*`, `<`, `>`, `|` and `"`
/// included (file names on Unix; on Windows opening such a name fails, it
/// escapes nothing), names that begin with a dot (`.git`, `.env`: hidden
/// files are the server's policy, not a climb), and look-alikes of `.` and
/// `/` outside ASCII (U+FF0E, U+2215): Rust's standard library opens files
/// on Windows through its wide-character functions, which map no character
/// to another, and no other system reads them as dots or separators.
///
/// # Examples
///
/// ```
/// use std::path::Path;
/// use uri::path::SafePath;
///
/// let path = SafePath::parse("docs/guide/intro.md")?;
/// assert_eq!(path.segments().collect::<Vec<_>>(), ["docs", "guide", "intro.md"]);
/// assert_eq!(path.to_string(), "docs/guide/intro.md");
/// assert_eq!(path.join_below("/srv/www"), Path::new("/srv/www/docs/guide/intro.md"));
///
/// for escaping in ["/etc/passwd", "a/../../etc", "..\\..\\windows", "C:/x", "a/NUL.txt", "a\0b"] {
///     assert!(SafePath::parse(escaping).is_err(), "{escaping:?}");
/// }
/// # Ok::<(), uri::error::SafePathError>(())
/// ```
#[derive(Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SafePath {
    /// The segments joined with `/`; empty for the empty path.
    text: String,
}

/// Why a text is no [`SafePath`]: where, and which rule it breaks.
///
/// # Examples
///
/// ```
/// use uri::path::{SafePath, SafePathErrorKind};
///
/// let error = SafePath::parse("docs/../secret").unwrap_err();
/// assert_eq!((error.index(), error.kind()), (5, SafePathErrorKind::DotSegment));
/// assert_eq!(
///     error.to_string(),
///     "invalid path at index 5: the segment `..`, which climbs out of the directory the path \
///      is joined below",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SafePathError {
    index: usize,
    len: usize,
    kind: SafePathErrorKind,
    found: Found,
}

/// Which rule of [`SafePath`] a text breaks.
///
/// New kinds may be added in minor releases.
///
/// # Examples
///
/// ```
/// use uri::path::{SafePath, SafePathErrorKind};
///
/// assert_eq!(SafePath::parse("/etc").unwrap_err().kind(), SafePathErrorKind::Absolute);
/// assert_eq!(SafePath::parse("a//b").unwrap_err().kind(), SafePathErrorKind::EmptySegment);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SafePathErrorKind {
    /// The path begins with `/`: joined, it would replace the base.
    Absolute,
    /// An empty segment (`a//b`, `a/`), or an empty text where one segment
    /// is asked for.
    EmptySegment,
    /// A segment that is `.` or `..`.
    DotSegment,
    /// A `\` (a separator on Windows), or a `/` in a text read as one
    /// segment.
    Separator,
    /// A control character (`char::is_control`: U+0000 to U+001F and U+007F
    /// to U+009F).
    ControlCharacter,
    /// A `:`, which Windows reads as a drive (`C:`) or a file's stream
    /// (`a::$DATA`).
    Colon,
    /// A segment that ends with `.` or a space, which Windows drops.
    TrailingDotOrSpace,
    /// A Windows device name (`CON`, `NUL`, `COM1`, `LPT1`, …), alone or
    /// before a `.`.
    ReservedName,
}

/// What an error shows of what it found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Found {
    Nothing,
    Char(char),
    /// A dot segment's text, or a device's name as Windows spells it.
    Name(&'static str),
}

/// The device names of Windows (Microsoft's "Naming Files, Paths, and
/// Namespaces"), compared without regard to ASCII case; `COM` and `LPT`
/// take a digit or a superscript one, two or three after them.
const DEVICES: [&str; 6] = ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"];

impl SafePath {
    /// The empty path, which names the directory it is joined to.
    ///
    /// # Examples
    ///
    /// ```
    /// let path = uri::path::SafePath::new();
    /// assert!(path.is_empty());
    /// assert_eq!(path.join_below("/srv"), std::path::Path::new("/srv"));
    /// ```
    pub const fn new() -> Self {
        Self {
            text: String::new(),
        }
    }

    /// Reads `text`, segments separated by `/`; the empty text is the empty
    /// path.
    ///
    /// # Errors
    ///
    /// The first segment that breaks a rule of [`SafePath`], from the left,
    /// at its byte index in `text`.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::path::{SafePath, SafePathErrorKind};
    ///
    /// assert_eq!(SafePath::parse("a/b.txt")?.as_str(), "a/b.txt");
    /// let error = SafePath::parse("a/..\\..\\windows").unwrap_err();
    /// assert_eq!((error.index(), error.kind()), (4, SafePathErrorKind::Separator));
    /// # Ok::<(), uri::error::SafePathError>(())
    /// ```
    pub fn parse(text: &str) -> Result<Self, SafePathError> {
        if text.starts_with('/') {
            return Err(SafePathError::new(
                0,
                1,
                SafePathErrorKind::Absolute,
                Found::Char('/'),
            ));
        }
        if !text.is_empty() {
            let mut at = 0;
            for segment in text.split('/') {
                check_segment(segment, at, false)?;
                at += segment.len() + 1;
            }
        }
        Ok(Self { text: text.into() })
    }

    /// A path of one segment, `segment`, in which a `/` is refused like a
    /// `\`: what a route reads from a `{name}` value, whose `%2F` is no
    /// separator.
    ///
    /// # Errors
    ///
    /// The first rule of [`SafePath`] that `segment` breaks, at its byte
    /// index; an empty one is [`SafePathErrorKind::EmptySegment`].
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::path::{SafePath, SafePathErrorKind};
    ///
    /// assert_eq!(SafePath::from_segment("report.pdf")?.as_str(), "report.pdf");
    /// let error = SafePath::from_segment("a/b").unwrap_err();
    /// assert_eq!((error.index(), error.kind()), (1, SafePathErrorKind::Separator));
    /// # Ok::<(), uri::error::SafePathError>(())
    /// ```
    pub fn from_segment(segment: &str) -> Result<Self, SafePathError> {
        let mut path = Self::new();
        path.push(segment)?;
        Ok(path)
    }

    /// A path of `segments`, in order, each one segment (a `/` in one is
    /// refused): what a route reads from a `{/path*}` list.
    ///
    /// # Errors
    ///
    /// The first rule of [`SafePath`] that a segment breaks, at its byte
    /// index in the path the segments would make, joined with `/`.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::path::{SafePath, SafePathErrorKind};
    ///
    /// let path = SafePath::from_segments(["static", "app.js"])?;
    /// assert_eq!(path.as_str(), "static/app.js");
    /// let error = SafePath::from_segments(["static", "", "etc"]).unwrap_err();
    /// assert_eq!((error.index(), error.kind()), (7, SafePathErrorKind::EmptySegment));
    /// # Ok::<(), uri::error::SafePathError>(())
    /// ```
    pub fn from_segments<I>(segments: I) -> Result<Self, SafePathError>
    where
        I: IntoIterator,
        I::Item: AsRef<str>,
    {
        let mut path = Self::new();
        for segment in segments {
            path.push(segment.as_ref())?;
        }
        Ok(path)
    }

    /// Adds `segment` at the end, a `/` before it unless the path is empty.
    ///
    /// # Errors
    ///
    /// The first rule of [`SafePath`] that `segment` breaks, at its byte
    /// index in the path it would make (a `/` in it is refused); the path
    /// is then unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut path = uri::path::SafePath::parse("docs")?;
    /// path.push("intro.md")?;
    /// assert_eq!(path.as_str(), "docs/intro.md");
    /// assert!(path.push("..").is_err());
    /// assert_eq!(path.as_str(), "docs/intro.md");
    /// # Ok::<(), uri::error::SafePathError>(())
    /// ```
    pub fn push(&mut self, segment: &str) -> Result<(), SafePathError> {
        let at = if self.text.is_empty() {
            0
        } else {
            self.text.len() + 1
        };
        check_segment(segment, at, true)?;
        if !self.text.is_empty() {
            self.text.push('/');
        }
        self.text.push_str(segment);
        Ok(())
    }

    /// The segments joined with `/` (empty for the empty path).
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::path::SafePath::parse("a/b")?.as_str(), "a/b");
    /// # Ok::<(), uri::error::SafePathError>(())
    /// ```
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// The segments, in order; none for the empty path.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::path::SafePath;
    ///
    /// assert_eq!(SafePath::parse("a/b")?.segments().collect::<Vec<_>>(), ["a", "b"]);
    /// assert_eq!(SafePath::new().segments().count(), 0);
    /// # Ok::<(), uri::error::SafePathError>(())
    /// ```
    pub fn segments(&self) -> impl DoubleEndedIterator<Item = &str> + Clone + '_ {
        // `"".split('/')` gives one empty segment, which the empty path has
        // not.
        let text = (!self.text.is_empty()).then_some(self.text.as_str());
        text.into_iter().flat_map(|text| text.split('/'))
    }

    /// Whether the path has no segment: it names the base itself.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(uri::path::SafePath::parse("")?.is_empty());
    /// # Ok::<(), uri::error::SafePathError>(())
    /// ```
    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// The segments joined with `/`, as an owned string.
    ///
    /// # Examples
    ///
    /// ```
    /// let text: String = uri::path::SafePath::parse("a/b")?.into_string();
    /// assert_eq!(text, "a/b");
    /// # Ok::<(), uri::error::SafePathError>(())
    /// ```
    pub fn into_string(self) -> String {
        self.text
    }

    /// `base` with the segments pushed on, one by one: a path below `base`
    /// (or `base` itself for the empty path), on any system. `base` itself
    /// is taken as given: resolve symbolic links inside it, if the server
    /// must not follow them, before serving what this names.
    ///
    /// # Examples
    ///
    /// ```
    /// use std::path::Path;
    /// use uri::path::SafePath;
    ///
    /// let path = SafePath::from_segments(["img", "logo.png"])?;
    /// let joined = path.join_below(Path::new("public"));
    /// assert!(joined.starts_with("public"));
    /// assert_eq!(joined, Path::new("public").join("img").join("logo.png"));
    /// # Ok::<(), uri::error::SafePathError>(())
    /// ```
    #[cfg(feature = "std")]
    pub fn join_below(&self, base: impl AsRef<std::path::Path>) -> std::path::PathBuf {
        let mut path = base.as_ref().to_path_buf();
        path.extend(self.segments());
        path
    }
}

/// Checks `segment`, which begins at byte `at` of the text the error's index
/// is in, against the rules of [`SafePath`]; where it is read as `one`
/// segment alone, a `/` in it is a separator too. The first fault from the
/// left is the answer; a whole segment's (empty, a dot segment, a device)
/// at its start.
fn check_segment(segment: &str, at: usize, one: bool) -> Result<(), SafePathError> {
    let fail = |offset: usize, len: usize, kind, found| {
        Err(SafePathError::new(at + offset, len, kind, found))
    };
    match segment {
        "" => return fail(0, 0, SafePathErrorKind::EmptySegment, Found::Nothing),
        "." | ".." => {
            let name = if segment == "." { "." } else { ".." };
            let kind = SafePathErrorKind::DotSegment;
            return fail(0, segment.len(), kind, Found::Name(name));
        }
        _ => {}
    }
    if let Some(device) = device(segment) {
        let kind = SafePathErrorKind::ReservedName;
        return fail(0, segment.len(), kind, Found::Name(device));
    }
    for (offset, c) in segment.char_indices() {
        let kind = match c {
            '\\' => SafePathErrorKind::Separator,
            '/' if one => SafePathErrorKind::Separator,
            ':' => SafePathErrorKind::Colon,
            _ if c.is_control() => SafePathErrorKind::ControlCharacter,
            _ => continue,
        };
        return fail(offset, c.len_utf8(), kind, Found::Char(c));
    }
    match segment.as_bytes().last() {
        Some(&last @ (b'.' | b' ')) => {
            let kind = SafePathErrorKind::TrailingDotOrSpace;
            fail(segment.len() - 1, 1, kind, Found::Char(char::from(last)))
        }
        _ => Ok(()),
    }
}

/// The Windows device `segment` names, if any: its part before the first
/// `.`, spaces after it dropped as Windows drops them, is one of
/// [`DEVICES`], or `COM` or `LPT` and a digit or a superscript one, two or
/// three, in any ASCII case.
fn device(segment: &str) -> Option<&'static str> {
    let stem = segment.split('.').next().unwrap_or(segment);
    let stem = stem.trim_end_matches(' ');
    if let Some(device) = DEVICES
        .iter()
        .copied()
        .find(|device| stem.eq_ignore_ascii_case(device))
    {
        return Some(device);
    }
    let (port, number) = stem.split_at_checked(3)?;
    let port = ["COM", "LPT"]
        .into_iter()
        .find(|name| port.eq_ignore_ascii_case(name))?;
    let digit = number.len() == 1 && number.as_bytes()[0].is_ascii_digit();
    let superscript = matches!(number, "\u{b9}" | "\u{b2}" | "\u{b3}");
    (digit || superscript).then_some(port)
}

impl SafePathError {
    const fn new(index: usize, len: usize, kind: SafePathErrorKind, found: Found) -> Self {
        Self {
            index,
            len,
            kind,
            found,
        }
    }

    /// The byte index, in the text read, of what breaks the rule: the
    /// character, or the start of the segment (for an empty one, where it
    /// would be).
    ///
    /// # Examples
    ///
    /// See [`SafePathError`].
    pub const fn index(&self) -> usize {
        self.index
    }

    /// Which rule the text breaks.
    ///
    /// # Examples
    ///
    /// See [`SafePathError`].
    pub const fn kind(&self) -> SafePathErrorKind {
        self.kind
    }

    /// Draws `text` with a caret under what breaks the rule, below the
    /// message. `text` must be the text that was read.
    ///
    /// # Examples
    ///
    /// ```
    /// let error = uri::path::SafePath::parse("docs/C:/x").unwrap_err();
    /// assert_eq!(
    ///     error.render("docs/C:/x").to_string(),
    ///     "invalid path at index 6: `:`, which Windows reads as a drive (`C:`) or as a \
    ///      file's stream (`a::$DATA`)\n  | docs/C:/x\n  |       ^",
    /// );
    /// ```
    pub fn render<'a>(&self, text: &'a str) -> Rendered<'a, Self> {
        Rendered::new(*self, text)
    }
}

#[cfg(feature = "alloc")]
impl Spanned for SafePathError {
    fn span(&self) -> Range<usize> {
        self.index..self.index + self.len
    }
}

impl fmt::Display for SafePathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid path at index {}: ", self.index)?;
        let (c, name) = match self.found {
            Found::Char(c) => (c, ""),
            Found::Name(name) => ('\0', name),
            Found::Nothing => ('\0', ""),
        };
        let c = Shown(c);
        match self.kind {
            SafePathErrorKind::Absolute => f.write_str(
                "a leading `/`, which makes the path absolute: joined, it replaces the base",
            ),
            SafePathErrorKind::EmptySegment => {
                f.write_str("an empty segment: each segment names a file or a directory")
            }
            SafePathErrorKind::DotSegment if name == "." => {
                f.write_str("the segment `.`, which names the directory it is in")
            }
            SafePathErrorKind::DotSegment => f.write_str(
                "the segment `..`, which climbs out of the directory the path is joined below",
            ),
            SafePathErrorKind::Separator => write!(
                f,
                "`{c}` inside a segment, which a file system reads as a separator"
            ),
            SafePathErrorKind::ControlCharacter => write!(
                f,
                "the control character `{c}`, which no segment holds (NUL ends a name, CR LF \
                 splits the lines it is logged in)"
            ),
            SafePathErrorKind::Colon => f.write_str(
                "`:`, which Windows reads as a drive (`C:`) or as a file's stream (`a::$DATA`)",
            ),
            SafePathErrorKind::TrailingDotOrSpace => write!(
                f,
                "a segment that ends with `{c}`, which Windows drops (`a.txt.` opens `a.txt`)"
            ),
            SafePathErrorKind::ReservedName => write!(
                f,
                "the segment names the Windows device `{name}`, which Windows opens in any \
                 directory, with or without an extension"
            ),
        }
    }
}

impl core::error::Error for SafePathError {}

impl fmt::Display for SafePath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.text)
    }
}

impl fmt::Debug for SafePath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("SafePath").field(&self.text).finish()
    }
}

impl FromStr for SafePath {
    type Err = SafePathError;

    /// [`SafePath::parse`].
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::parse(text)
    }
}

impl TryFrom<&str> for SafePath {
    type Error = SafePathError;

    fn try_from(text: &str) -> Result<Self, Self::Error> {
        Self::parse(text)
    }
}

impl AsRef<str> for SafePath {
    fn as_ref(&self) -> &str {
        &self.text
    }
}

/// The path as a relative `std::path::Path`, `/` between its segments (a
/// separator on Windows as well): `base.join(&path)` is
/// [`join_below`](SafePath::join_below).
#[cfg(feature = "std")]
impl AsRef<std::path::Path> for SafePath {
    fn as_ref(&self) -> &std::path::Path {
        std::path::Path::new(&self.text)
    }
}

impl From<SafePath> for String {
    fn from(path: SafePath) -> Self {
        path.text
    }
}

#[cfg(test)]
mod tests {
    use alloc::format;
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    use super::{SafePath, SafePathErrorKind as Kind};

    #[track_caller]
    fn refused(text: &str, index: usize, kind: Kind) {
        let error = SafePath::parse(text).unwrap_err();
        assert_eq!((error.index(), error.kind()), (index, kind), "{text:?}");
    }

    #[test]
    fn each_rule_is_refused_where_it_is_broken() {
        refused("/etc/passwd", 0, Kind::Absolute);
        refused("/", 0, Kind::Absolute);
        refused("a//b", 2, Kind::EmptySegment);
        refused("a/", 2, Kind::EmptySegment);
        refused("..", 0, Kind::DotSegment);
        refused("a/./b", 2, Kind::DotSegment);
        refused("a/../../etc", 2, Kind::DotSegment);
        refused("..\\..\\windows", 2, Kind::Separator);
        refused("a\\b", 1, Kind::Separator);
        refused("a\0b", 1, Kind::ControlCharacter);
        refused("a\r\nb", 1, Kind::ControlCharacter);
        refused("x/\u{7f}", 2, Kind::ControlCharacter);
        refused("x/a\u{85}", 3, Kind::ControlCharacter);
        refused("C:", 1, Kind::Colon);
        refused("C:/Windows", 1, Kind::Colon);
        refused("docs/c:x", 6, Kind::Colon);
        refused("index.php::$DATA", 9, Kind::Colon);
        refused("a:stream", 1, Kind::Colon);
        refused("a/b.", 3, Kind::TrailingDotOrSpace);
        refused("a/...", 4, Kind::TrailingDotOrSpace);
        refused(".. ", 2, Kind::TrailingDotOrSpace);
        refused("secret.txt ", 10, Kind::TrailingDotOrSpace);
        // The first fault from the left.
        refused("a\\b/../c", 1, Kind::Separator);
        refused("../a\\b", 0, Kind::DotSegment);
    }

    #[test]
    fn windows_devices_are_refused_in_every_spelling_windows_reads() {
        let mut devices: Vec<String> = ["CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"]
            .iter()
            .map(ToString::to_string)
            .collect();
        for port in ["COM", "LPT"] {
            for number in ["0", "1", "5", "9", "\u{b9}", "\u{b2}", "\u{b3}"] {
                devices.push(format!("{port}{number}"));
            }
        }
        for device in &devices {
            let lower = device.to_lowercase();
            let mixed: String = device
                .chars()
                .enumerate()
                .map(|(i, c)| {
                    if i % 2 == 0 {
                        c.to_ascii_lowercase()
                    } else {
                        c
                    }
                })
                .collect();
            for name in [
                device.clone(),
                lower.clone(),
                mixed,
                format!("{device}.txt"),
                format!("{lower}.tar.gz"),
                format!("{device} .txt"),
                format!("{device}  "),
                format!("{device}.."),
            ] {
                let error = SafePath::parse(&format!("dir/{name}")).unwrap_err();
                assert_eq!(
                    (error.index(), error.kind()),
                    (4, Kind::ReservedName),
                    "{name:?}"
                );
                assert!(SafePath::from_segment(&name).is_err(), "{name:?}");
            }
        }
        // Names that only begin or end like a device are files.
        for name in [
            "CONSOLE",
            "NULL",
            "COM",
            "COM10",
            "LPT",
            "COMA",
            "xCON",
            "CON_",
            "AUX-1.txt",
            "con-x",
            "COM\u{b4}",
            "LPT\u{2074}",
        ] {
            assert!(SafePath::parse(name).is_ok(), "{name:?}");
        }
        let error = SafePath::parse("a/Com1.log").unwrap_err();
        assert_eq!(
            error.to_string(),
            "invalid path at index 2: the segment names the Windows device `COM`, which Windows \
             opens in any directory, with or without an extension"
        );
    }

    #[test]
    fn unc_and_verbatim_forms_are_refused() {
        for text in [
            "\\\\?\\C:\\x",
            "\\\\server\\share",
            "//?/C:/x",
            "//server/share",
            "\\\\.\\PhysicalDrive0",
            "a/\\\\?\\b",
        ] {
            assert!(SafePath::parse(text).is_err(), "{text:?}");
        }
    }

    #[test]
    fn what_no_system_reads_otherwise_is_kept() {
        for text in [
            "",
            "a",
            "a/b/c.txt",
            ".git/config",
            ".env",
            "...a",
            "a..b/c.d",
            "100%.txt",
            "a b/c d",
            "?*<>|\"",
            "caf\u{e9}/\u{5c71}.md",
            "\u{ff0e}\u{ff0e}/\u{2215}",
            "%2F%2E%2E",
            " leading",
        ] {
            let path = SafePath::parse(text).unwrap_or_else(|error| panic!("{text:?}: {error}"));
            assert_eq!(path.as_str(), text);
            assert_eq!(path.to_string(), text);
            let again = SafePath::from_segments(path.segments()).unwrap();
            assert_eq!(again, path, "{text:?}");
            assert_eq!(text.parse::<SafePath>().unwrap(), path);
        }
        assert!(SafePath::parse("").unwrap().is_empty());
        assert_eq!(SafePath::new().segments().count(), 0);
    }

    #[test]
    fn one_segment_refuses_a_slash() {
        for (segment, index, kind) in [
            ("a/b", 1, Kind::Separator),
            ("/etc", 0, Kind::Separator),
            ("../x", 2, Kind::Separator),
            ("", 0, Kind::EmptySegment),
            ("..", 0, Kind::DotSegment),
        ] {
            let error = SafePath::from_segment(segment).unwrap_err();
            assert_eq!((error.index(), error.kind()), (index, kind), "{segment:?}");
        }
        let error = SafePath::from_segments(["a", "b", "c/d"]).unwrap_err();
        assert_eq!((error.index(), error.kind()), (5, Kind::Separator));
        let mut path = SafePath::parse("a").unwrap();
        assert!(path.push("b\\c").is_err());
        assert_eq!(path.as_str(), "a");
    }

    #[test]
    fn joined_paths_stay_below_the_base() {
        let base = std::path::Path::new("base");
        for text in ["a", "a/b/c", ".hidden/x", "..a/b..c"] {
            let joined = SafePath::parse(text).unwrap().join_below(base);
            assert!(joined.starts_with(base), "{text:?}");
            let below: Vec<_> = joined.strip_prefix(base).unwrap().components().collect();
            assert_eq!(below.len(), text.split('/').count(), "{text:?}");
            assert!(
                below
                    .iter()
                    .all(|part| matches!(part, std::path::Component::Normal(_))),
                "{text:?}"
            );
        }
        let path = SafePath::parse("a/b").unwrap();
        assert_eq!(base.join(&path), path.join_below(base));
        assert_eq!(SafePath::new().join_below(base), base);
    }

    #[test]
    fn messages_name_the_character_escaped() {
        let error = SafePath::parse("a\u{1b}[2J").unwrap_err();
        assert_eq!(
            error.to_string(),
            "invalid path at index 1: the control character `\\u{1b}`, which no segment holds \
             (NUL ends a name, CR LF splits the lines it is logged in)"
        );
        let error = SafePath::parse("a\nb").unwrap_err();
        assert!(error.to_string().contains("`\\n`"), "{error}");
        assert_eq!(
            error.render("a\nb").to_string().lines().next(),
            Some(error.to_string().as_str())
        );
        let error = SafePath::parse("x/..\\y").unwrap_err();
        assert_eq!(
            error.to_string(),
            "invalid path at index 4: `\\` inside a segment, which a file system reads as a \
             separator"
        );
    }
}
