//! Messy text → value: the lenient parser, which repairs what the WHATWG URL
//! Standard repairs where RFC 3986 has a way to write it, reports each repair
//! with its byte range in the input, and hands the result to the strict parser.
//! (Following a messy link against its page, as a browser does, is
//! `join_lenient.rs`.)
//!
//! The repairs, in the order they apply:
//!
//! 1. leading and trailing C0 controls and spaces are removed, and so are tabs
//!    and newlines anywhere (as WHATWG does);
//! 2. a scheme with capitals is lower-cased;
//! 3. in `http`, `https`, `ws`, `wss`, `ftp` and `file` URIs, `\` is read as
//!    `/` before the authority and in the path;
//! 4. a URI's host of Unicode text becomes its A-labels (`bücher.example` →
//!    `xn--bcher-kva.example`; feature `idna`) when the scheme is special or
//!    absent; the host of another scheme is opaque to browsers, so its
//!    non-ASCII characters are percent-encoded instead;
//! 5. in the userinfo, path, query and fragment, every character the component
//!    cannot hold is percent-encoded: ASCII (a space, `"`, `<`, `>`, `` ` ``,
//!    `{`, `}`, `|`, `\`, `^`, `[`, `]`), non-ASCII as its UTF-8, a `%` that
//!    starts no escape as `%25`, and a second `#` as `%23`; in a host, the
//!    ASCII characters browsers keep there but a `reg-name` cannot hold (`"`,
//!    `` ` ``, `{`, `}`) are percent-encoded.
//!
//! The IRI parsers make the same repairs but keep every non-ASCII character the
//! IRI grammar allows where it stands (`ucschar`, and `iprivate` in the query),
//! the host's included: only what RFC 3987 refuses is percent-encoded, the bidi
//! formatting characters (§4.1) among it, though the grammar admits them.
//!
//! Where this differs from WHATWG: nothing else is rewritten (no lower-casing
//! of hosts, no removal of default ports or dot segments, no reading of
//! `0x7f.1` as an address: those change the text, not its validity); a `%` that
//! starts no escape is encoded (WHATWG keeps it, RFC 3986 cannot); the
//! characters of step 5 are encoded wherever RFC 3986 does not allow them,
//! though WHATWG keeps some as they are (`|`, `^`, `[`, `]`, `{`, `}`); a `'`
//! in a special scheme's query is kept, which RFC 3986 allows and WHATWG
//! encodes (`join_lenient` encodes it, as it follows the browser's reading of
//! a link, not only its validity); `http:example.com` gets no `//`;
//! and a host that is still invalid (a space, an IPv6 zone identifier, Unicode
//! text without the `idna` feature) is the strict parser's error, as is anything
//! else no repair above fixes.

use alloc::string::String;
#[cfg(feature = "idna")]
use alloc::string::ToString;
use alloc::vec::Vec;
use core::ops::Range;

use crate::bytes::percent::escape;
use crate::error::parse_error::{Component, ParseError, ParseErrorKind};
use crate::lenient::join_input::SchemeKind;
use crate::lenient::repair::{Repair, RepairKind, Repaired, hide_passwords};
use crate::parse::table::{PATH, QUERY, USERINFO, is};
use crate::parse::ucs::{Charset, NonAscii, allows, is_bidi_format};
use crate::value::iri_ref::IriRef;
use crate::value::owned::{FromStringError, IriBuf, IriRefBuf, UriBuf, UriRefBuf};
use crate::value::uri_ref::UriRef;

#[cfg(feature = "lenient")]
impl UriRefBuf {
    /// Parses `text` as a URI reference, first repairing what browsers repair
    /// where RFC 3986 has a way to write it (the list, and where it differs from
    /// WHATWG, is on [`RepairKind`]): the strict value, and every repair with its
    /// byte range in `text` and the characters it concerned. A `text` that is
    /// strict already comes back as it is, with no repairs (a capitalised scheme
    /// included).
    ///
    /// Strict parsing stays the default everywhere: this is the explicit way in
    /// for input people typed or pasted. To follow a link found on a page, as a
    /// browser does, use [`Uri::join_lenient`](crate::Uri::join_lenient) with
    /// the page's URI.
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
    /// assert_eq!(repaired.repairs()[1].to_string(), "percent-encoded `{` as `%7B` at bytes 31..32");
    ///
    /// let error = UriRefBuf::parse_lenient("http://[fe80::1%eth0]/").unwrap_err();
    /// assert_eq!(error.index(), 15);
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn parse_lenient(text: &str) -> Result<Repaired<Self>, ParseError> {
        if UriRef::parse(text).is_ok() {
            return Self::parse(text).map(|value| Repaired::new(value, Vec::new()));
        }
        let (repaired, map, repairs) = repair(text, Charset::Uri);
        finish(text, Self::try_from(repaired), &map, repairs)
    }
}

#[cfg(feature = "lenient")]
impl UriBuf {
    /// As [`UriRefBuf::parse_lenient`], for a URI: the repaired text must have a
    /// scheme.
    ///
    /// # Errors
    ///
    /// As for [`UriRefBuf::parse_lenient`], and
    /// [`ParseErrorKind::MissingScheme`](crate::ParseErrorKind::MissingScheme) for a
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
        let (value, repairs) = UriRefBuf::parse_lenient(text)?.into_parts();
        match Self::try_from(value) {
            Ok(value) => Ok(Repaired::new(value, repairs)),
            Err(_) => Err(missing_scheme()),
        }
    }
}

#[cfg(feature = "lenient")]
impl IriRefBuf {
    /// As [`UriRefBuf::parse_lenient`], for an IRI reference: the same repairs,
    /// but every non-ASCII character the IRI grammar allows where it stands
    /// (`ucschar`, and `iprivate` in the query) is kept, a Unicode host
    /// included; only those RFC 3987 refuses (a C1 control, a noncharacter, a
    /// private-use character outside the query, a bidi formatting character
    /// such as U+202E, which §4.1 forbids) are percent-encoded. An IRI that
    /// holds a bidi formatting character is strict by the grammar, but comes
    /// back with it encoded and reported.
    ///
    /// # Errors
    ///
    /// The strict IRI parser's [`ParseError`], its index in `text`, for what no
    /// repair fixes.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::IriRefBuf;
    /// use uri::lenient::RepairKind;
    ///
    /// let repaired = IriRefBuf::parse_lenient("/caf\u{e9} cr\u{e8}me\u{85}")?;
    /// assert_eq!(repaired.value(), "/caf\u{e9}%20cr\u{e8}me%C2%85");
    /// let kinds: Vec<RepairKind> = repaired.repairs().iter().map(|r| r.kind()).collect();
    /// assert_eq!(kinds, [RepairKind::EncodedAscii, RepairKind::EncodedNonAscii]);
    ///
    /// // A right-to-left override would show `exe.png` as `gnp.exe`.
    /// let repaired = IriRefBuf::parse_lenient("/files/\u{202e}gnp.exe")?;
    /// assert_eq!(repaired.value(), "/files/%E2%80%AEgnp.exe");
    /// assert_eq!(repaired.repairs()[0].kind(), RepairKind::EncodedNonAscii);
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn parse_lenient(text: &str) -> Result<Repaired<Self>, ParseError> {
        let bidi_format = text.chars().any(|c| is_bidi_format(u32::from(c)));
        if !bidi_format && IriRef::parse(text).is_ok() {
            return Self::parse(text).map(|value| Repaired::new(value, Vec::new()));
        }
        let (repaired, map, repairs) = repair(text, Charset::Iri);
        finish(text, Self::try_from(repaired), &map, repairs)
    }
}

#[cfg(feature = "lenient")]
impl IriBuf {
    /// As [`IriRefBuf::parse_lenient`], for an IRI: the repaired text must have
    /// a scheme.
    ///
    /// # Errors
    ///
    /// As for [`IriRefBuf::parse_lenient`], and
    /// [`ParseErrorKind::MissingScheme`](crate::ParseErrorKind::MissingScheme) for a
    /// relative reference.
    ///
    /// # Examples
    ///
    /// ```
    /// let repaired = uri::IriBuf::parse_lenient("HTTPS://b\u{fc}cher.example/stra\u{df}e ")?;
    /// assert_eq!(repaired.value(), "https://b\u{fc}cher.example/stra\u{df}e");
    /// assert_eq!(repaired.repairs().len(), 2);
    /// # Ok::<(), uri::ParseError>(())
    /// ```
    pub fn parse_lenient(text: &str) -> Result<Repaired<Self>, ParseError> {
        let (value, repairs) = IriRefBuf::parse_lenient(text)?.into_parts();
        match Self::try_from(value) {
            Ok(value) => Ok(Repaired::new(value, repairs)),
            Err(_) => Err(missing_scheme()),
        }
    }
}

fn missing_scheme() -> ParseError {
    ParseError::span(0, 0, Component::Scheme, ParseErrorKind::MissingScheme)
}

/// The repaired value, or the strict parser's error moved back to `text`.
fn finish<T>(
    text: &str,
    parsed: Result<T, FromStringError>,
    map: &[usize],
    repairs: Vec<Repair>,
) -> Result<Repaired<T>, ParseError> {
    match parsed {
        Ok(value) => Ok(Repaired::new(value, repairs)),
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

/// The repaired text, the input index of each of its bytes (plus one past the
/// end), and the repairs.
struct Writer<'a> {
    input: &'a str,
    charset: Charset,
    out: String,
    map: Vec<usize>,
    repairs: Vec<Repair>,
}

impl Writer<'_> {
    fn push(&mut self, at: usize, text: &str) {
        self.out.push_str(text);
        self.map.extend(core::iter::repeat_n(at, text.len()));
    }

    fn push_char(&mut self, at: usize, c: char) {
        let mut utf8 = [0; 4];
        self.push(at, c.encode_utf8(&mut utf8));
    }

    fn note(&mut self, range: Range<usize>, kind: RepairKind) {
        self.repairs.push(Repair::new(self.input, range, kind));
    }

    /// Writes the character at `at` percent-encoded, noting why.
    fn encode(&mut self, at: usize, c: char, kind: RepairKind) {
        let mut utf8 = [0; 4];
        for byte in c.encode_utf8(&mut utf8).bytes() {
            self.push(at, escape(byte));
        }
        self.note(at..at + c.len_utf8(), kind);
    }

    /// Copies the characters `chars` of one component, encoding those its
    /// ASCII class and its non-ASCII set do not allow.
    fn component(
        &mut self,
        chars: &[(usize, char)],
        allowed: impl Fn(u8) -> bool,
        non_ascii: NonAscii,
        special: bool,
    ) {
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
                c if c.is_ascii() && allowed(c as u8) => self.push_char(at, c),
                c if c.is_ascii() => self.encode(at, c, RepairKind::EncodedAscii),
                c if keeps(non_ascii, c) => self.push_char(at, c),
                c => self.encode(at, c, RepairKind::EncodedNonAscii),
            }
        }
    }
}

/// Whether the non-ASCII `c` is written as it is: the grammar allows it
/// there, and it is no bidi formatting character, which RFC 3987 §4.1
/// forbids in an IRI (`Iri::check_bidi` refuses it; left raw, it reorders
/// what a reader sees).
fn keeps(allowed: NonAscii, c: char) -> bool {
    allows(allowed, u32::from(c)) && !is_bidi_format(u32::from(c))
}

/// Whether a whole `%XX` escape starts at `chars[k]`: the digits are the next
/// characters once tabs and newlines are gone, as WHATWG reads them.
fn escape_at(chars: &[(usize, char)], k: usize) -> bool {
    let digit = |k: usize| chars.get(k).is_some_and(|&(_, c)| c.is_ascii_hexdigit());
    digit(k + 1) && digit(k + 2)
}

/// Applies every repair to `text`.
fn repair(text: &str, charset: Charset) -> (String, Vec<usize>, Vec<Repair>) {
    let mut writer = Writer {
        input: text,
        charset,
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
    // A host is opaque to browsers under a scheme that is not special.
    let mut opaque_host = false;
    if let Some(len) = scheme_len {
        let scheme: String = chars[..len].iter().map(|&(_, c)| c).collect();
        special = SchemeKind::of(&scheme).is_special();
        opaque_host = !special;
        if scheme.bytes().any(|b| b.is_ascii_uppercase()) {
            writer.note(
                chars[0].0..chars[len - 1].0 + 1,
                RepairKind::LowercasedScheme,
            );
        }
        for &(at, c) in &chars[..=len] {
            writer.push_char(at, c.to_ascii_lowercase());
        }
        i = len + 1;
    }
    let text_set = charset.text();
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
        authority(&mut writer, &chars[i..i + length], opaque_host);
        i += length;
    }
    let path_end = chars[i..]
        .iter()
        .position(|&(_, c)| matches!(c, '?' | '#'))
        .map_or(chars.len(), |n| n + i);
    writer.component(&chars[i..path_end], |b| is(b, PATH), text_set, special);
    query_and_fragment(&mut writer, &chars[path_end..]);
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
    hide_passwords(&mut repairs, text);
    repairs.sort_by_key(|repair| repair.range().start);
    (out, map, repairs)
}

/// Repairs the query and fragment, `chars` from the `?` or `#` on.
fn query_and_fragment(writer: &mut Writer<'_>, chars: &[(usize, char)]) {
    let text_set = writer.charset.text();
    let mut i = 0;
    if chars.get(i).is_some_and(|&(_, c)| c == '?') {
        writer.push(chars[i].0, "?");
        let query_end = chars[i..]
            .iter()
            .position(|&(_, c)| c == '#')
            .map_or(chars.len(), |n| n + i);
        let query_set = writer.charset.query();
        writer.component(&chars[i + 1..query_end], |b| is(b, QUERY), query_set, false);
        i = query_end;
    }
    if let Some(&(at, _)) = chars.get(i) {
        writer.push(at, "#");
        // The runs between further `#`s are fragment text; each `#` is data.
        let fragment = &chars[i + 1..];
        let mut run_start = 0;
        for (k, &(hash, c)) in fragment.iter().enumerate() {
            if c == '#' {
                writer.component(&fragment[run_start..k], |b| is(b, QUERY), text_set, false);
                writer.push(hash, "%23");
                writer.note(hash..hash + 1, RepairKind::EncodedHash);
                run_start = k + 1;
            }
        }
        writer.component(&fragment[run_start..], |b| is(b, QUERY), text_set, false);
    }
}

/// Repairs an authority: the userinfo is encoded like a component; the host
/// is written by [`write_host`]; everything else is left to the strict parser.
fn authority(writer: &mut Writer<'_>, chars: &[(usize, char)], opaque_host: bool) {
    let host_start = match chars.iter().rposition(|&(_, c)| c == '@') {
        Some(at) => {
            let text_set = writer.charset.text();
            writer.component(&chars[..at], |b| is(b, USERINFO), text_set, false);
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
    write_host(writer, host, opaque_host);
    for &(at, c) in port {
        writer.push_char(at, c);
    }
}

/// Writes a host: an IRI's as it is (its non-ASCII characters percent-encoded
/// where the grammar refuses them); under a scheme that is not special, a
/// URI's with its non-ASCII characters percent-encoded (browsers keep such a
/// host opaque); else a URI's Unicode host as its A-labels, when the `idna`
/// feature is on and [`reach`](crate::Host::reach) takes it, or as it is (and
/// the strict parser refuses it).
fn write_host(writer: &mut Writer<'_>, host: &[(usize, char)], opaque: bool) {
    if writer.charset == Charset::Iri || opaque {
        let text_set = writer.charset.text();
        for &(at, c) in host {
            if BROWSER_HOST_CHARS.contains(c) {
                writer.encode(at, c, RepairKind::EncodedAscii);
            } else if c.is_ascii() || keeps(text_set, c) {
                writer.push_char(at, c);
            } else {
                writer.encode(at, c, RepairKind::EncodedNonAscii);
            }
        }
        return;
    }
    #[cfg(feature = "idna")]
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
    for &(at, c) in host {
        if BROWSER_HOST_CHARS.contains(c) {
            writer.encode(at, c, RepairKind::EncodedAscii);
        } else {
            writer.push_char(at, c);
        }
    }
}

/// The ASCII characters a browser keeps in a host (no forbidden host code
/// point of the WHATWG URL Standard) that a `reg-name` cannot hold: they are
/// percent-encoded. The other such characters (a space, `<`, `>`, `^`, `|`,
/// controls) make a browser refuse the host, so they stay the strict
/// parser's error.
const BROWSER_HOST_CHARS: &str = "\"`{}";

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn an_opaque_host_is_percent_encoded_not_mapped() {
        let repaired = UriBuf::parse_lenient("sc://\u{f1}/x").unwrap();
        assert_eq!(repaired.value(), "sc://%C3%B1/x");
        assert_eq!(repaired.repairs()[0].kind(), RepairKind::EncodedNonAscii);
        assert_eq!(repaired.repairs()[0].chars(), "\u{f1}");
    }

    #[test]
    fn host_characters_browsers_keep_are_encoded_and_the_ones_they_refuse_are_not() {
        for (text, value) in [
            ("http://a`b/x", "http://a%60b/x"),
            ("http://a{b}\"/", "http://a%7Bb%7D%22/"),
            ("sc://a`b", "sc://a%60b"),
        ] {
            let repaired = UriBuf::parse_lenient(text).unwrap();
            assert_eq!(repaired.value(), value);
            assert!(
                repaired
                    .repairs()
                    .iter()
                    .all(|r| r.kind() == RepairKind::EncodedAscii)
            );
        }
        let repaired = IriBuf::parse_lenient("http://b\u{fc}`/").unwrap();
        assert_eq!(repaired.value(), "http://b\u{fc}%60/");
        for refused in ["http://a^b/", "http://a|b/", "http://a<b/", "http://a b/"] {
            let error = UriBuf::parse_lenient(refused).unwrap_err();
            assert_eq!(error.index(), 8, "{refused}");
        }
    }

    #[test]
    fn an_apostrophe_in_a_special_query_is_kept_here_and_encoded_by_join_lenient() {
        let repaired = UriBuf::parse_lenient("http://h/?a'b").unwrap();
        assert_eq!(repaired.value(), "http://h/?a'b");
        assert!(repaired.repairs().is_empty());
        let base = UriBuf::parse("http://h/").unwrap();
        let joined = base.join_lenient("?a'b").unwrap();
        assert_eq!(joined.value(), "http://h/?a%27b");
        assert_eq!(joined.repairs()[0].kind(), RepairKind::EncodedAscii);
    }

    #[test]
    fn iris_keep_what_their_grammar_allows() {
        let repaired =
            IriBuf::parse_lenient("http://b\u{fc}cher.example/\u{e9} ?\u{e000}#\u{e000}").unwrap();
        assert_eq!(
            repaired.value(),
            "http://b\u{fc}cher.example/\u{e9}%20?\u{e000}#%EE%80%80"
        );
        let kinds: Vec<RepairKind> = repaired.repairs().iter().map(Repair::kind).collect();
        assert_eq!(
            kinds,
            [RepairKind::EncodedAscii, RepairKind::EncodedNonAscii]
        );
        let repaired = IriRefBuf::parse_lenient("sc://\u{f1}\u{fffe}/").unwrap();
        assert_eq!(repaired.value(), "sc://\u{f1}%EF%BF%BE/");
        assert!(IriBuf::parse_lenient("/x y").is_err());
    }

    #[test]
    fn repairs_in_a_password_name_no_character() {
        // Found wherever the authority starts, after backslashes too.
        let repaired = UriBuf::parse_lenient("http:\\\\u:p\u{e9}@h/").unwrap();
        assert_eq!(repaired.value(), "http://u:p%C3%A9@h/");
        assert!(!repaired.repairs()[2].to_string().contains('\u{e9}'));
        let repaired = UriBuf::parse_lenient("http://u:p\u{e9}ss@h/a b").unwrap();
        let shown: Vec<String> = repaired.repairs().iter().map(ToString::to_string).collect();
        assert_eq!(
            shown,
            [
                "percent-encoded a non-ASCII character as UTF-8 in the password at bytes 10..12",
                "percent-encoded ` ` as `%20` at bytes 18..19",
            ]
        );
    }
}
