//! The output of the lenient join: one `String`, sized up front, written left
//! to right with the offsets of its components counted on the way, so the
//! strict value needs no second parse (debug builds check them against one).
//!
//! Each component's characters are written by one rule: a character stays as
//! it is when RFC 3986 allows it there and browsers keep it; otherwise it is
//! percent-encoded (its UTF-8 for non-ASCII), and the repair is noted. Browsers
//! percent-encode fewer characters than RFC 3986 forbids (they keep `|`, `^`,
//! `[`, `]`, `\` in a path, a `%` that starts no escape, a second `#`), so the
//! output differs from theirs only by those escapes; where browsers encode a
//! character RFC 3986 allows (`'` in the query of a special scheme; `;`, `=`
//! and a second `:` in the userinfo) the output encodes it too. An IRI keeps
//! the non-ASCII characters its grammar allows where they stand.
//!
//! Paths are written segment by segment, as the WHATWG path state does:
//! `.`, `..` and their escaped forms `%2e` are applied as they are read, by
//! truncating the output, and `file:` drive letters (`C:`) are kept.

use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;

use crate::bytes::percent::escape;
use crate::bytes::percent::is_escape_at;
use crate::lenient::join_input::{Base, Href};
use crate::lenient::repair::{Repair, RepairKind};
use crate::parse::offsets::Offsets;
use crate::parse::table::{PATH, QUERY, REG_NAME, USERINFO, is};
use crate::parse::ucs::{Charset, NonAscii, allows, is_bidi_format};

/// The component a run of characters is written into.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Set {
    /// A user name or password (the `:` between them is the caller's).
    Userinfo,
    /// The host of a scheme that is not special.
    OpaqueHost,
    /// A path segment, or an opaque path.
    Path,
    /// A query; under a special scheme browsers encode `'` too.
    Query { special: bool },
    /// A fragment, where a `#` is data.
    Fragment,
}

impl Set {
    /// Whether the ASCII byte `b` (not `%`) is written as it is.
    fn keeps(self, b: u8) -> bool {
        match self {
            // Browsers encode `;`, `=` and every `:` of the userinfo
            // percent-encode set; RFC 3986 allows them.
            Self::Userinfo => is(b, USERINFO) && !matches!(b, b':' | b';' | b'='),
            Self::OpaqueHost => is(b, REG_NAME),
            Self::Path => is(b, PATH),
            Self::Query { special } => is(b, QUERY) && !(special && b == b'\''),
            Self::Fragment => is(b, QUERY),
        }
    }

    /// The non-ASCII characters written as they are.
    fn non_ascii(self, charset: Charset) -> NonAscii {
        match self {
            Self::Query { .. } => charset.query(),
            _ => charset.text(),
        }
    }
}

/// The output, its component offsets, and the repairs noted so far.
pub(crate) struct Writer {
    pub(crate) out: String,
    pub(crate) charset: Charset,
    pub(crate) repairs: Vec<Repair>,
    pub(crate) scheme_end: usize,
    pub(crate) host_start: usize,
    pub(crate) host_end: usize,
    pub(crate) path_start: usize,
    pub(crate) path_end: usize,
    pub(crate) query_end: usize,
    pub(crate) has_authority: bool,
}

impl Writer {
    pub(crate) fn new(capacity: usize, charset: Charset, repairs: Vec<Repair>) -> Self {
        Self {
            out: String::with_capacity(capacity),
            charset,
            repairs,
            scheme_end: 0,
            host_start: 0,
            host_end: 0,
            path_start: 0,
            path_end: 0,
            query_end: 0,
            has_authority: false,
        }
    }

    /// The offsets of what was written (saturated beyond `u32::MAX`: the caller
    /// checks the length).
    pub(crate) fn offsets(&self) -> Offsets {
        Offsets::new(
            self.scheme_end,
            self.host_start,
            self.host_end,
            self.path_start,
            self.path_end,
            self.query_end,
        )
    }

    /// Writes the scheme, lower-cased, and its `:`; until an authority is
    /// written, the path starts right after it.
    pub(crate) fn scheme(&mut self, scheme: &str) {
        if scheme.bytes().any(|b| b.is_ascii_uppercase()) {
            self.out
                .extend(scheme.chars().map(|c| c.to_ascii_lowercase()));
        } else {
            self.out.push_str(scheme);
        }
        self.scheme_end = self.out.len();
        self.out.push(':');
        self.mark_path_start();
    }

    /// Writes the `//` of an authority.
    pub(crate) fn start_authority(&mut self) {
        self.out.push_str("//");
        self.has_authority = true;
        self.mark_host_start();
    }

    pub(crate) fn mark_host_start(&mut self) {
        self.host_start = self.out.len();
        self.host_end = self.host_start;
    }

    pub(crate) fn mark_host_end(&mut self) {
        self.host_end = self.out.len();
    }

    /// The path starts here; without an authority so do the (absent) host and
    /// port.
    pub(crate) fn mark_path_start(&mut self) {
        self.path_start = self.out.len();
        if !self.has_authority {
            self.host_start = self.path_start;
            self.host_end = self.path_start;
        }
    }

    /// The path ends here. A path that starts with `//` without an authority
    /// would read as one: WHATWG's serializer writes `/.` before it, as
    /// `ResolveMode::Safe` does.
    pub(crate) fn end_path(&mut self) {
        if !self.has_authority && self.out[self.path_start..].starts_with("//") {
            self.out.insert_str(self.path_start, "/.");
        }
        self.path_end = self.out.len();
        self.query_end = self.path_end;
    }

    /// Writes `?` and the query of `base` (valid already; `text` is its
    /// text), encoding what browsers encode.
    pub(crate) fn base_query(&mut self, base: &Base<'_>, text: &Href<'_>) {
        if let Some(query) = base.query {
            self.out.push('?');
            let special = base.kind.is_special();
            let at = base.at(query);
            self.copy(text, at, at + query.len(), Set::Query { special });
            self.query_end = self.out.len();
        }
    }

    /// Writes `text[from..to]` into the component `set`, percent-encoding
    /// what it cannot hold or browsers encode; when the text is the href's,
    /// each encoding is noted as a repair.
    pub(crate) fn encode(
        &mut self,
        text: &str,
        from: usize,
        to: usize,
        set: Set,
        href: Option<&Href<'_>>,
    ) {
        let bytes = text.as_bytes();
        let non_ascii = set.non_ascii(self.charset);
        let mut i = from;
        while i < to {
            let run = i;
            while i < to && bytes[i] < 0x80 && bytes[i] != b'%' && set.keeps(bytes[i]) {
                i += 1;
            }
            self.out.push_str(&text[run..i]);
            if i >= to {
                break;
            }
            let byte = bytes[i];
            let (len, kind) = if byte == b'%' {
                if is_escape_at(bytes, i) {
                    self.out.push('%');
                    i += 1;
                    continue;
                }
                (1, RepairKind::EncodedPercent)
            } else if byte < 0x80 {
                let kind = if byte == b'#' && set == Set::Fragment {
                    RepairKind::EncodedHash
                } else {
                    RepairKind::EncodedAscii
                };
                (1, kind)
            } else {
                let c = text[i..].chars().next().unwrap_or('\u{FFFD}');
                // RFC 3987 §4.1: no bidi formatting character in an IRI.
                if allows(non_ascii, u32::from(c)) && !is_bidi_format(u32::from(c)) {
                    self.out.push(c);
                    i += c.len_utf8();
                    continue;
                }
                (c.len_utf8(), RepairKind::EncodedNonAscii)
            };
            for &byte in &bytes[i..i + len] {
                self.out.push_str(escape(byte));
            }
            if let Some(href) = href {
                self.repairs.push(href.repair(i, i + len, kind));
            }
            i += len;
        }
    }

    /// Writes the userinfo `href.text[from..to]` (the href's, or a base's) as
    /// browsers write it: the first `:` separates the password, an empty
    /// password loses its `:` (a repair: RFC 3986 keeps it), an empty
    /// userinfo its `@` (RFC 3986 calls that the same). Gives the index of
    /// that `:` in the text.
    pub(crate) fn userinfo(&mut self, href: &Href<'_>, from: usize, to: usize) -> Option<usize> {
        let text = &href.text;
        let start = self.out.len();
        let colon = text[from..to].find(':').map(|at| from + at);
        self.encode(text, from, colon.unwrap_or(to), Set::Userinfo, Some(href));
        if let Some(colon) = colon {
            self.out.push(':');
            self.encode(text, colon + 1, to, Set::Userinfo, Some(href));
            if self.out.ends_with(':') {
                self.out.pop();
                self.repairs
                    .push(href.repair(colon, colon + 1, RepairKind::EmptyPassword));
            }
        }
        if self.out.len() > start {
            self.out.push('@');
        }
        colon
    }

    /// Whether nothing of the path is written yet.
    pub(crate) fn path_is_empty(&self) -> bool {
        self.out.len() == self.path_start
    }

    /// Removes the last segment of the path, as WHATWG "shortens" a path: not
    /// the drive letter that is a `file:` path's only segment. Says whether
    /// it kept such a drive letter, which RFC 3986 resolution would remove.
    pub(crate) fn pop_segment(&mut self, file: bool) -> bool {
        let path = &self.out.as_bytes()[self.path_start..];
        if file && is_drive_path(path) {
            return true;
        }
        let cut = path.iter().rposition(|&b| b == b'/').unwrap_or(0);
        self.out.truncate(self.path_start + cut);
        false
    }

    /// Writes a base's path `text.text[from..to]` (already valid; `text` is
    /// the base's), applying its dot segments as a browser reading it would
    /// (which reads the empty path of a special scheme as `/`). Gives the
    /// segment (its range in the text) where that differs from RFC 3986
    /// beyond equivalence: a `..` that kept a drive letter, or a last `..`
    /// that removed a segment (which matters when the path is shortened
    /// next, for a merge).
    pub(crate) fn base_path(
        &mut self,
        text: &Href<'_>,
        from: usize,
        to: usize,
        special: bool,
        file: bool,
    ) -> Option<(RepairKind, Range<usize>)> {
        let path = &text.text[from..to];
        let mut changed = None;
        if path.is_empty() && special {
            self.out.push('/');
        } else if path.starts_with('/') && may_hold_dot_segments(path) {
            let mut segments = path.split('/').skip(1).peekable();
            let mut at = from + 1;
            while let Some(segment) = segments.next() {
                let last = segments.peek().is_none();
                let range = at..at + segment.len();
                at = range.end + 1;
                match dot_segment(segment.as_bytes()) {
                    Dot::Two => {
                        let before = self.out.len();
                        if self.pop_segment(file) {
                            changed = changed.or(Some((RepairKind::KeptDriveLetter, range)));
                        } else if last && self.out.len() < before {
                            changed = changed.or(Some((RepairKind::BaseDotSegment, range)));
                        }
                        if last {
                            self.out.push('/');
                        }
                    }
                    Dot::One => {
                        if last {
                            self.out.push('/');
                        }
                    }
                    Dot::None => {
                        self.out.push('/');
                        self.copy(text, range.start, range.end, Set::Path);
                    }
                }
            }
        } else {
            self.copy(text, from, to, Set::Path);
        }
        changed
    }

    /// Copies `text.text[from..to]`, a base's component (valid already) into
    /// the component `set`, encoding what browsers encode there (`'` in a
    /// special scheme's query) and any bidi formatting character of an IRI,
    /// which the result must not hold raw (RFC 3987 §4.1): each a repair of
    /// the base.
    pub(crate) fn copy(&mut self, text: &Href<'_>, from: usize, to: usize, set: Set) {
        self.encode(&text.text, from, to, set, Some(text));
    }
}

/// A segment that WHATWG reads as `.` or `..`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dot {
    None,
    One,
    Two,
}

/// Whether `segment` is `.` or `..`, a dot written `%2e` or `%2E` included.
pub(crate) fn dot_segment(segment: &[u8]) -> Dot {
    let is_dot_escape =
        |s: &[u8]| s.len() == 3 && s[0] == b'%' && s[1] == b'2' && (s[2] | 0x20) == b'e';
    match segment.len() {
        1 if segment[0] == b'.' => Dot::One,
        2 if segment == b".." => Dot::Two,
        3 if is_dot_escape(segment) => Dot::One,
        4 if (segment[0] == b'.' && is_dot_escape(&segment[1..]))
            || (segment[3] == b'.' && is_dot_escape(&segment[..3])) =>
        {
            Dot::Two
        }
        6 if is_dot_escape(&segment[..3]) && is_dot_escape(&segment[3..]) => Dot::Two,
        _ => Dot::None,
    }
}

/// Where RFC 3986 resolution and browsers part on `path`'s dot segments:
/// `remove_dot_segments` (§5.2.4) takes only `.` and `..` as written, so a
/// `..` there removes a segment written `%2e` (or `%2e%2e`), which browsers
/// read as a dot segment of its own (`/a/%2e/..` is `/a/` to RFC 3986
/// resolution, `/` to a browser). Gives the range in `path` of the first such
/// segment.
pub(crate) fn escaped_dot_removed(path: &str) -> Option<Range<usize>> {
    let mut kept: Vec<(Range<usize>, bool)> = Vec::new();
    let mut at = usize::from(path.starts_with('/'));
    for segment in path[at..].split('/') {
        let range = at..at + segment.len();
        at = range.end + 1;
        match segment {
            "." => {}
            ".." => {
                if let Some((removed, true)) = kept.pop() {
                    return Some(removed);
                }
            }
            _ => kept.push((range, dot_segment(segment.as_bytes()) != Dot::None)),
        }
    }
    None
}

/// Whether some segment of `path` may be a dot segment: a quick test that
/// lets the usual path be copied whole.
fn may_hold_dot_segments(path: &str) -> bool {
    let bytes = path.as_bytes();
    bytes
        .windows(2)
        .any(|pair| pair[0] == b'/' && (pair[1] == b'.' || pair[1] == b'%'))
}

/// A Windows drive letter as WHATWG writes it: a letter, then `:` or `|`.
pub(crate) fn is_drive(text: &[u8]) -> bool {
    text.len() == 2 && text[0].is_ascii_alphabetic() && matches!(text[1], b':' | b'|')
}

/// Whether `text` starts with a drive letter followed by its end or a `/`,
/// `\`, `?` or `#` (the WHATWG "starts with a Windows drive letter").
pub(crate) fn starts_with_drive(text: &[u8]) -> bool {
    text.len() >= 2
        && is_drive(&text[..2])
        && text
            .get(2)
            .is_none_or(|b| matches!(b, b'/' | b'\\' | b'?' | b'#'))
}

/// Whether a written path is `/X:`, a normalized drive letter alone.
fn is_drive_path(path: &[u8]) -> bool {
    path.len() == 3 && path[0] == b'/' && path[1].is_ascii_alphabetic() && path[2] == b':'
}

/// Whether a base's path starts with a normalized drive letter segment.
pub(crate) fn base_drive(path: &str) -> Option<&str> {
    let bytes = path.as_bytes();
    (bytes.len() >= 3 && is_drive_path(&bytes[..3]) && bytes.get(3).is_none_or(|&b| b == b'/'))
        .then(|| &path[..3])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dot_segments_in_every_spelling() {
        for (segment, dot) in [
            ("", Dot::None),
            (".", Dot::One),
            ("%2e", Dot::One),
            ("%2E", Dot::One),
            ("..", Dot::Two),
            (".%2e", Dot::Two),
            ("%2E.", Dot::Two),
            ("%2e%2E", Dot::Two),
            ("...", Dot::None),
            ("%2f", Dot::None),
            ("%2e%2", Dot::None),
            (".a", Dot::None),
        ] {
            assert!(dot_segment(segment.as_bytes()) == dot, "{segment}");
        }
    }

    #[test]
    fn escaped_dots_that_rfc_3986_removes_as_segments() {
        assert_eq!(escaped_dot_removed("/a/%2e/../b"), Some(3..6));
        assert_eq!(escaped_dot_removed("/a/%2E%2e/x/../.."), Some(3..9));
        assert_eq!(escaped_dot_removed("a/.%2e/.."), Some(2..6));
        // Alone, or removed by another escaped dot segment: the same path
        // once normalized (§6.2.2 decodes before removing dot segments).
        assert_eq!(escaped_dot_removed("/a/%2e/b"), None);
        assert_eq!(escaped_dot_removed("/a/b/../%2e%2e/c"), None);
        assert_eq!(escaped_dot_removed("/%2e%2e/%2e%2e"), None);
        assert_eq!(escaped_dot_removed(""), None);
    }

    #[test]
    fn drive_letters() {
        assert!(is_drive(b"C|") && is_drive(b"c:") && !is_drive(b"1:"));
        assert!(starts_with_drive(b"C:") && starts_with_drive(b"C|\\x"));
        assert!(!starts_with_drive(b"C|a") && !starts_with_drive(b"C"));
        assert_eq!(base_drive("/C:/a"), Some("/C:"));
        assert_eq!(base_drive("/C:"), Some("/C:"));
        assert_eq!(base_drive("/C:a"), None);
    }

    #[test]
    fn base_paths_lose_their_dot_segments() {
        let mut writer = Writer::new(16, Charset::Uri, Vec::new());
        let mut path = |path: &str, special, file| {
            let text = Href::of_base(path);
            writer.out.clear();
            let changed = writer.base_path(&text, 0, path.len(), special, file);
            (changed, writer.out.clone())
        };
        let changed = |kind, range| Some((kind, range));
        assert_eq!(
            path("/a/./b/../c/%2e%2E", true, false),
            (changed(RepairKind::BaseDotSegment, 12..18), "/a/".into())
        );
        assert_eq!(
            path("/C:/..", true, true),
            (changed(RepairKind::KeptDriveLetter, 4..6), "/C:/".into())
        );
        assert_eq!(path("/a/b", false, false), (None, "/a/b".into()));
        assert_eq!(path("", true, false), (None, "/".into()));
        // Nothing before the last `..` to remove: RFC 3986 merges the same.
        assert_eq!(path("/..", true, false), (None, "/".into()));
        assert!(!writer.pop_segment(false));
        assert_eq!(writer.out, "");
    }

    #[test]
    fn what_is_encoded() {
        let mut writer = Writer::new(16, Charset::Uri, Vec::new());
        writer.encode("a'b|%2x%41", 0, 10, Set::Query { special: true }, None);
        assert_eq!(writer.out, "a%27b%7C%252x%41");
        writer.out.clear();
        writer.encode("a'b#\u{e9}", 0, 6, Set::Fragment, None);
        assert_eq!(writer.out, "a'b%23%C3%A9");
        let mut writer = Writer::new(16, Charset::Iri, Vec::new());
        writer.encode("\u{e9}\u{e000}\u{202e}", 0, 8, Set::Path, None);
        assert_eq!(writer.out, "\u{e9}%EE%80%80%E2%80%AE");
        writer.out.clear();
        writer.userinfo(&Href::of_base("u;:p:w"), 0, 6);
        assert_eq!(writer.out, "u%3B:p%3Aw@");
        writer.out.clear();
        writer.userinfo(&Href::of_base(":"), 0, 1);
        assert_eq!(writer.out, "");
        let kinds: Vec<RepairKind> = writer.repairs.iter().map(Repair::kind).collect();
        assert_eq!(
            kinds,
            [
                RepairKind::EncodedAscii,
                RepairKind::EncodedAscii,
                RepairKind::EmptyPassword
            ]
        );
        assert!(writer.repairs.iter().all(Repair::in_base));
    }
}
