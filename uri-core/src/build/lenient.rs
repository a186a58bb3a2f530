//! Messy text → value: the lenient parser, which repairs what the WHATWG URL
//! Standard repairs where RFC 3986 has a way to write it, reports each repair
//! with its byte range in the input, and hands the result to the strict parser.
//!
//! The repairs, in the order they apply:
//!
//! 1. leading and trailing C0 controls and spaces are removed, and so are tabs
//!    and newlines anywhere (as WHATWG does);
//! 2. a scheme with capitals is lower-cased;
//! 3. in `http`, `https`, `ws`, `wss`, `ftp` and `file` URIs, `\` is read as
//!    `/` before the authority and in the path;
//! 4. a host of Unicode text becomes its A-labels (`bücher.example` →
//!    `xn--bcher-kva.example`; feature `idna`);
//! 5. in the userinfo, path, query and fragment, every character the component
//!    cannot hold is percent-encoded: ASCII (a space, `"`, `<`, `>`, `` ` ``,
//!    `{`, `}`, `|`, `\`, `^`, `[`, `]`), non-ASCII as its UTF-8, a `%` that
//!    starts no escape as `%25`, and a second `#` as `%23`.
//!
//! Where this differs from WHATWG: nothing else is rewritten (no lower-casing
//! of hosts, no removal of default ports or dot segments, no reading of
//! `0x7f.1` as an address: those change the text, not its validity); a `%` that
//! starts no escape is encoded (WHATWG keeps it, RFC 3986 cannot); `|`, `^`,
//! `[`, `]`, `{`, `}` and `'` are encoded wherever RFC 3986 does not allow them
//! (WHATWG keeps some of them as they are); `http:example.com` gets no `//`;
//! and a host that is still invalid (a space, an IPv6 zone identifier, Unicode
//! text without the `idna` feature) is the strict parser's error, as is anything
//! else no repair above fixes.

use alloc::string::String;
#[cfg(feature = "idna")]
use alloc::string::ToString;
use alloc::vec::Vec;
use core::fmt;
use core::ops::Range;

use crate::error::parse_error::ParseError;
use crate::parse::table::{PATH, QUERY, USERINFO, is};
use crate::value::owned::{UriBuf, UriRefBuf};
use crate::value::uri_ref::UriRef;

/// What one repair of [`UriRefBuf::parse_lenient`] did.
///
/// The repairs are those the WHATWG URL Standard makes where RFC 3986 has a
/// way to write the result: surrounding C0 controls and spaces, and tabs and
/// newlines anywhere, are removed; a scheme with capitals is lower-cased; `\`
/// is `/` in `http`, `https`, `ws`, `wss`, `ftp` and `file` URIs; a Unicode host
/// becomes A-labels (feature `idna`); in the userinfo, path, query and fragment
/// every character the component cannot hold is percent-encoded (ASCII, UTF-8
/// of non-ASCII, a `%` that starts no escape, a second `#`).
///
/// Where this differs from WHATWG: nothing else is rewritten (no lower-casing of
/// hosts, no removal of default ports or dot segments, no reading of `0x7f.1` as
/// an address, no `//` added to `http:example.com`); a lone `%` is encoded
/// (WHATWG keeps it); `|`, `^`, `[`, `]`, `{`, `}` are encoded wherever RFC 3986
/// does not allow them (WHATWG keeps some); and a host that is still invalid (a
/// space, an IPv6 zone identifier, Unicode text without `idna`) is the strict
/// parser's error.
///
/// # Examples
///
/// ```
/// use uri::lenient::RepairKind;
/// use uri::UriRefBuf;
///
/// let repaired = UriRefBuf::parse_lenient(" /a b")?;
/// let kinds: Vec<RepairKind> = repaired.repairs().iter().map(|r| r.kind()).collect();
/// assert_eq!(kinds, [RepairKind::TrimmedWhitespace, RepairKind::EncodedAscii]);
/// # Ok::<(), uri::ParseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RepairKind {
    /// C0 controls and spaces before or after the URI were removed.
    TrimmedWhitespace,
    /// A tab, line feed or carriage return inside the URI was removed.
    RemovedTabOrNewline,
    /// The scheme had capitals; it was lower-cased.
    LowercasedScheme,
    /// A `\` in a special scheme's URI was read as `/`.
    BackslashAsSlash,
    /// An ASCII character the component cannot hold was percent-encoded.
    EncodedAscii,
    /// A non-ASCII character was percent-encoded as its UTF-8.
    EncodedNonAscii,
    /// A `%` that starts no escape was encoded as `%25`.
    EncodedPercent,
    /// A `#` inside the fragment was encoded as `%23`.
    EncodedHash,
    /// A host of Unicode text was converted to its A-labels (feature `idna`).
    IdnaHost,
}

impl RepairKind {
    /// What the repair did, in a few words.
    ///
    /// # Examples
    ///
    /// ```
    /// assert_eq!(uri::lenient::RepairKind::EncodedHash.describe(), "encoded a second `#` as `%23`");
    /// ```
    pub const fn describe(self) -> &'static str {
        match self {
            Self::TrimmedWhitespace => "removed surrounding whitespace",
            Self::RemovedTabOrNewline => "removed a tab or newline",
            Self::LowercasedScheme => "lower-cased the scheme",
            Self::BackslashAsSlash => "read `\\` as `/`",
            Self::EncodedAscii => "percent-encoded a character the component cannot hold",
            Self::EncodedNonAscii => "percent-encoded a non-ASCII character as UTF-8",
            Self::EncodedPercent => "encoded a `%` that starts no escape as `%25`",
            Self::EncodedHash => "encoded a second `#` as `%23`",
            Self::IdnaHost => "converted the host to A-labels (IDNA)",
        }
    }
}

/// One repair: what was done, and to which bytes of the input.
///
/// # Examples
///
/// ```
/// let repaired = uri::UriRefBuf::parse_lenient("/caf\u{e9}")?;
/// let repair = &repaired.repairs()[0];
/// assert_eq!(repair.range(), 4..6);
/// assert_eq!(repair.to_string(), "bytes 4..6: percent-encoded a non-ASCII character as UTF-8");
/// # Ok::<(), uri::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Repair {
    range: Range<usize>,
    kind: RepairKind,
}

impl Repair {
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
}

impl fmt::Display for Repair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bytes {}..{}: {}",
            self.range.start,
            self.range.end,
            self.kind.describe()
        )
    }
}

/// A value the lenient parser made, with every repair it took.
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

impl UriRefBuf {
    /// Parses `text` as a URI reference, first repairing what browsers repair
    /// where RFC 3986 has a way to write it (the list, and where it differs from
    /// WHATWG, is on [`RepairKind`]): the strict value, and every repair with its
    /// byte range in `text`. A `text` that is strict already comes back as it
    /// is, with no repairs (a capitalised scheme included).
    ///
    /// Strict parsing stays the default everywhere: this is the explicit way in
    /// for input people typed or pasted.
    ///
    /// # Errors
    ///
    /// The strict parser's [`ParseError`], its index in `text`, for what no
    /// repair fixes (an IPv6 zone identifier, a space in a host, a `:` in the
    /// first segment of a relative path, ...).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::lenient::RepairKind;
    /// use uri::UriRefBuf;
    ///
    /// let repaired = UriRefBuf::parse_lenient("  https://example.com/search?q={rust}#a#b\n")?;
    /// assert_eq!(repaired.value(), "https://example.com/search?q=%7Brust%7D#a%23b");
    /// let kinds: Vec<RepairKind> = repaired.repairs().iter().map(|r| r.kind()).collect();
    /// assert_eq!(kinds, [
    ///     RepairKind::TrimmedWhitespace,
    ///     RepairKind::EncodedAscii,
    ///     RepairKind::EncodedAscii,
    ///     RepairKind::EncodedHash,
    ///     RepairKind::TrimmedWhitespace,
    /// ]);
    ///
    /// let error = UriRefBuf::parse_lenient("http://[fe80::1%eth0]/").unwrap_err();
    /// assert_eq!(error.index(), 15);
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn parse_lenient(text: &str) -> Result<Repaired<Self>, ParseError> {
        if UriRef::parse(text).is_ok() {
            return Ok(Repaired {
                value: Self::parse(text)?,
                repairs: Vec::new(),
            });
        }
        let (repaired, map, repairs) = repair(text);
        match Self::try_from(repaired) {
            Ok(value) => Ok(Repaired { value, repairs }),
            Err(error) => {
                let error = error.error();
                let index = map.get(error.index()).copied().unwrap_or(text.len());
                Err(ParseError::at(
                    text.as_bytes(),
                    index,
                    error.component(),
                    error.kind(),
                ))
            }
        }
    }
}

impl UriBuf {
    /// As [`UriRefBuf::parse_lenient`], for a URI: the repaired text must have a
    /// scheme.
    ///
    /// # Errors
    ///
    /// As for [`UriRefBuf::parse_lenient`], and
    /// [`ErrorKind::MissingScheme`](crate::ErrorKind::MissingScheme) for a
    /// relative reference.
    ///
    /// # Examples
    ///
    /// ```
    /// let repaired = uri::UriBuf::parse_lenient("http:\\\\example.com\\a\\b")?;
    /// assert_eq!(repaired.value(), "http://example.com/a/b");
    /// assert!(uri::UriBuf::parse_lenient("/a b").is_err());
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn parse_lenient(text: &str) -> Result<Repaired<Self>, ParseError> {
        let Repaired { value, repairs } = UriRefBuf::parse_lenient(text)?;
        match Self::try_from(value) {
            Ok(value) => Ok(Repaired { value, repairs }),
            Err(_) => Err(ParseError::span(
                0,
                0,
                crate::error::parse_error::Component::Scheme,
                crate::error::parse_error::ErrorKind::MissingScheme,
            )),
        }
    }
}

/// The schemes whose `\` WHATWG reads as `/`.
fn is_special(scheme: &str) -> bool {
    ["http", "https", "ws", "wss", "ftp", "file"]
        .iter()
        .any(|special| scheme.eq_ignore_ascii_case(special))
}

/// The repaired text, the input index of each of its bytes (plus one past the
/// end), and the repairs.
struct Writer {
    out: String,
    map: Vec<usize>,
    repairs: Vec<Repair>,
}

impl Writer {
    fn push(&mut self, at: usize, text: &str) {
        self.out.push_str(text);
        self.map.extend(core::iter::repeat_n(at, text.len()));
    }

    fn note(&mut self, range: Range<usize>, kind: RepairKind) {
        self.repairs.push(Repair { range, kind });
    }

    /// Writes the character at `at` percent-encoded, noting why.
    fn encode(&mut self, at: usize, c: char, kind: RepairKind) {
        let mut utf8 = [0; 4];
        for byte in c.encode_utf8(&mut utf8).bytes() {
            self.push(at, &alloc::format!("%{byte:02X}"));
        }
        self.note(at..at + c.len_utf8(), kind);
    }

    /// Copies the characters `chars` of one component, encoding those its
    /// class does not allow.
    fn component(&mut self, chars: &[(usize, char)], allowed: impl Fn(u8) -> bool, special: bool) {
        for (k, &(at, c)) in chars.iter().enumerate() {
            match c {
                '%' if escape_at(chars, k) => self.push(at, "%"),
                '%' => {
                    self.push(at, "%25");
                    self.note(at..at + 1, RepairKind::EncodedPercent);
                }
                '\\' if special => {
                    self.push(at, "/");
                    self.note(at..at + 1, RepairKind::BackslashAsSlash);
                }
                c if c.is_ascii() && allowed(c as u8) => {
                    let mut utf8 = [0; 4];
                    self.push(at, c.encode_utf8(&mut utf8));
                }
                c if c.is_ascii() => self.encode(at, c, RepairKind::EncodedAscii),
                c => self.encode(at, c, RepairKind::EncodedNonAscii),
            }
        }
    }
}

/// Whether a whole `%XX` escape starts at `chars[k]`: the digits are the next
/// characters once tabs and newlines are gone, as WHATWG reads them.
fn escape_at(chars: &[(usize, char)], k: usize) -> bool {
    let digit = |k: usize| chars.get(k).is_some_and(|&(_, c)| c.is_ascii_hexdigit());
    digit(k + 1) && digit(k + 2)
}

/// Applies every repair to `text`.
fn repair(text: &str) -> (String, Vec<usize>, Vec<Repair>) {
    let mut writer = Writer {
        out: String::with_capacity(text.len() + 16),
        map: Vec::with_capacity(text.len() + 17),
        repairs: Vec::new(),
    };
    let is_blank = |c: char| c <= ' ';
    let start = text.len() - text.trim_start_matches(is_blank).len();
    let end = text.trim_end_matches(is_blank).len().max(start);
    if start > 0 {
        writer.note(0..start, RepairKind::TrimmedWhitespace);
    }
    let mut chars: Vec<(usize, char)> = Vec::with_capacity(end - start);
    for (at, c) in text[start..end].char_indices() {
        let at = at + start;
        if matches!(c, '\t' | '\n' | '\r') {
            writer.note(at..at + 1, RepairKind::RemovedTabOrNewline);
        } else {
            chars.push((at, c));
        }
    }
    let mut i = 0;
    // The scheme: a letter, then letters, digits, `+`, `-` or `.`, then `:`.
    let scheme_len = chars
        .iter()
        .position(|&(_, c)| !(c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.')))
        .filter(|&len| len > 0 && chars[len].1 == ':' && chars[0].1.is_ascii_alphabetic());
    let mut special = false;
    if let Some(len) = scheme_len {
        let scheme: String = chars[..len].iter().map(|&(_, c)| c).collect();
        special = is_special(&scheme);
        if scheme.bytes().any(|b| b.is_ascii_uppercase()) {
            writer.note(
                chars[0].0..chars[len - 1].0 + 1,
                RepairKind::LowercasedScheme,
            );
        }
        for &(at, c) in &chars[..=len] {
            let mut utf8 = [0; 4];
            writer.push(at, c.to_ascii_lowercase().encode_utf8(&mut utf8));
        }
        i = len + 1;
    }
    let slash = |c: char| c == '/' || (special && c == '\\');
    if chars.len() >= i + 2 && slash(chars[i].1) && slash(chars[i + 1].1) {
        for &(at, c) in &chars[i..i + 2] {
            writer.push(at, "/");
            if c == '\\' {
                writer.note(at..at + 1, RepairKind::BackslashAsSlash);
            }
        }
        i += 2;
        let length = chars[i..]
            .iter()
            .position(|&(_, c)| matches!(c, '/' | '?' | '#') || (special && c == '\\'))
            .unwrap_or(chars.len() - i);
        authority(&mut writer, &chars[i..i + length]);
        i += length;
    }
    let path_end = chars[i..]
        .iter()
        .position(|&(_, c)| matches!(c, '?' | '#'))
        .map_or(chars.len(), |n| n + i);
    writer.component(&chars[i..path_end], |b| is(b, PATH), special);
    i = path_end;
    if chars.get(i).is_some_and(|&(_, c)| c == '?') {
        writer.push(chars[i].0, "?");
        let query_end = chars[i..]
            .iter()
            .position(|&(_, c)| c == '#')
            .map_or(chars.len(), |n| n + i);
        writer.component(&chars[i + 1..query_end], |b| is(b, QUERY), false);
        i = query_end;
    }
    if let Some(&(at, _)) = chars.get(i) {
        writer.push(at, "#");
        // The runs between further `#`s are fragment text; each `#` is data.
        let fragment = &chars[i + 1..];
        let mut run_start = 0;
        for (k, &(hash, c)) in fragment.iter().enumerate() {
            if c == '#' {
                writer.component(&fragment[run_start..k], |b| is(b, QUERY), false);
                writer.push(hash, "%23");
                writer.note(hash..hash + 1, RepairKind::EncodedHash);
                run_start = k + 1;
            }
        }
        writer.component(&fragment[run_start..], |b| is(b, QUERY), false);
    }
    if end < text.len() {
        writer.note(end..text.len(), RepairKind::TrimmedWhitespace);
    }
    writer.map.push(end);
    let Writer {
        out,
        map,
        mut repairs,
        ..
    } = writer;
    repairs.sort_by_key(|repair| repair.range.start);
    (out, map, repairs)
}

/// Repairs an authority: the userinfo is encoded like a component; the host
/// becomes A-labels when it is Unicode text and the `idna` feature is on;
/// everything else is left to the strict parser.
fn authority(writer: &mut Writer, chars: &[(usize, char)]) {
    let host_start = match chars.iter().rposition(|&(_, c)| c == '@') {
        Some(at) => {
            writer.component(&chars[..at], |b| is(b, USERINFO), false);
            writer.push(chars[at].0, "@");
            at + 1
        }
        None => 0,
    };
    let rest = &chars[host_start..];
    // The port: digits after the last `:`, outside an IP literal.
    let host_len = match rest.iter().rposition(|&(_, c)| c == ':') {
        Some(colon)
            if rest.first().is_none_or(|&(_, c)| c != '[')
                || rest[..colon].iter().any(|&(_, c)| c == ']') =>
        {
            colon
        }
        _ => rest.len(),
    };
    let (host, port) = rest.split_at(host_len);
    write_host(writer, host);
    for &(at, c) in port {
        let mut utf8 = [0; 4];
        writer.push(at, c.encode_utf8(&mut utf8));
    }
}

#[cfg(feature = "idna")]
fn write_host(writer: &mut Writer, host: &[(usize, char)]) {
    if host.iter().any(|&(_, c)| !c.is_ascii()) {
        let text: String = host.iter().map(|&(_, c)| c).collect();
        // A name that `reach` refuses (one that maps to a delimiter, or to
        // nothing) is copied, and the strict parser refuses the copy.
        if let Ok(reach) = crate::value::reach::reach_name(&text) {
            let (first, last) = (host[0].0, host[host.len() - 1]);
            writer.push(first, &reach.to_string());
            writer.note(first..last.0 + last.1.len_utf8(), RepairKind::IdnaHost);
            return;
        }
    }
    copy(writer, host);
}

#[cfg(not(feature = "idna"))]
fn write_host(writer: &mut Writer, host: &[(usize, char)]) {
    copy(writer, host);
}

fn copy(writer: &mut Writer, chars: &[(usize, char)]) {
    for &(at, c) in chars {
        let mut utf8 = [0; 4];
        writer.push(at, c.encode_utf8(&mut utf8));
    }
}
