//! The state machine of the lenient join: the WHATWG URL Standard's basic
//! URL parser with a base, one function per group of its states. The scheme
//! decides everything (`start`); then a special scheme's slashes and
//! backslashes (`slashes`), the authority (`authority`, its host and port in
//! `join_host.rs`), the relative states (`relative`, `base_rest`), the `file`
//! states (`join_file.rs`), the path (`path`, which applies dot segments
//! as it reads them), the query and the fragment. Every state writes its part
//! of the output at once, through `join_write.rs`.
//!
//! One group is not the standard's: against a base whose path is opaque
//! (`mailto:a@b`), where browsers resolve nothing but a fragment, a reference
//! resolves by RFC 3986 §5.2 (`opaque_base`).

use crate::error::parse_error::{Component, ParseError, ParseErrorKind};
use crate::lenient::join_host;
use crate::lenient::join_input::{Base, Href, SchemeKind};
use crate::lenient::join_write::{
    Dot, Set, Writer, dot_segment, escaped_dot_removed, is_drive, starts_with_drive,
};
use crate::lenient::repair::RepairKind;
use crate::ops::dot_segments::remove_dot_segments;
use crate::parse::scheme::scheme_colon;

/// The scheme's end (its `:`), when the text starts with one: the parser's
/// own rule.
fn scheme_end(bytes: &[u8]) -> Option<usize> {
    scheme_colon(bytes).ok()
}

/// One run of the state machine: the href, the base, the output, and what
/// the href's scheme (or the base's) is.
pub(crate) struct Join<'h, 'b> {
    pub(crate) href: &'h Href<'h>,
    pub(crate) base: Option<Base<'b>>,
    pub(crate) w: Writer,
    pub(crate) kind: SchemeKind,
    /// The password's bytes in the href's text: debug builds check that the
    /// rule by which messages hide passwords covers them.
    pub(crate) password: Option<(usize, usize)>,
    /// Whether the result took more than its scheme from the base.
    pub(crate) used_base: bool,
    /// Whether the href's path is merged with the base's (RFC 3986 §5.2.3).
    pub(crate) merging: bool,
}

impl Join<'_, '_> {
    pub(crate) fn note(&mut self, from: usize, to: usize, kind: RepairKind) {
        self.w.repairs.push(self.href.repair(from, to, kind));
    }

    /// The scheme start and scheme states, and the no-scheme state.
    pub(crate) fn start(&mut self) -> Result<(), ParseError> {
        let href = self.href;
        let s = href.bytes();
        if let Some(colon) = scheme_end(s) {
            let scheme = &href.text[..colon];
            self.kind = SchemeKind::of(scheme);
            let p = colon + 1;
            return match self.kind {
                SchemeKind::File => {
                    self.w.scheme("file");
                    let base = self.base.filter(|base| base.kind == SchemeKind::File);
                    let slash = |b: Option<&u8>| matches!(b, Some(b'/' | b'\\'));
                    if !(slash(s.get(p)) && slash(s.get(p + 1))) {
                        // RFC 3986 reads `file:b` as the scheme and the path
                        // `b`, without an authority.
                        let kind = if base.is_some() {
                            RepairKind::SameSchemeRelative
                        } else {
                            RepairKind::FileEmptyHost
                        };
                        self.note(0, p, kind);
                    }
                    self.file(p, base)
                }
                SchemeKind::Special { .. } => {
                    let same = self
                        .base
                        .filter(|base| base.scheme.eq_ignore_ascii_case(scheme));
                    match same {
                        // "special relative or authority": without `//`, a
                        // reference relative to the base.
                        Some(base) if !s[p..].starts_with(b"//") => {
                            if !self.relative(p, base)? {
                                self.note(0, p, RepairKind::SameSchemeRelative);
                            }
                            Ok(())
                        }
                        Some(_) => {
                            self.w.scheme(scheme);
                            let end = self.slashes(p, None);
                            self.authority(end)
                        }
                        None => {
                            self.w.scheme(scheme);
                            let end = self.slashes(p, Some(0));
                            self.authority(end)
                        }
                    }
                }
                SchemeKind::Other => {
                    self.w.scheme(scheme);
                    match (s.get(p), s.get(p + 1)) {
                        (Some(b'/'), Some(b'/')) => self.authority(p + 2),
                        (Some(b'/'), _) => {
                            self.path(p + 1);
                            Ok(())
                        }
                        _ => {
                            self.opaque_path(p);
                            Ok(())
                        }
                    }
                }
            };
        }
        let Some(base) = self.base else {
            return Err(ParseError::span(
                0,
                0,
                Component::Scheme,
                ParseErrorKind::MissingScheme,
            ));
        };
        self.kind = base.kind;
        // RFC 3986 refuses a `:` in a relative path's first segment (it
        // would read as a scheme); browsers read the segment as a path.
        let first = s
            .iter()
            .position(|&b| matches!(b, b'/' | b'\\' | b'?' | b'#'))
            .unwrap_or(s.len());
        if s[..first].contains(&b':') {
            self.note(0, first, RepairKind::FirstSegmentColon);
        }
        if base.is_opaque() {
            return self.opaque_base(base);
        }
        if base.kind == SchemeKind::File {
            self.w.scheme("file");
            return self.file(0, Some(base));
        }
        self.relative(0, base).map(drop)
    }

    /// The slashes before a special scheme's host, from `p`: any number of
    /// `/` and `\` ("special authority ignore slashes"). Notes backslashes
    /// among the first two, slashes beyond two, and (from `missing_from`)
    /// fewer than two. Gives where the authority starts.
    fn slashes(&mut self, p: usize, missing_from: Option<usize>) -> usize {
        let s = self.href.bytes();
        let end = p + s[p..]
            .iter()
            .take_while(|&&b| b == b'/' || b == b'\\')
            .count();
        for (i, &byte) in s.iter().enumerate().take(end.min(p + 2)).skip(p) {
            if byte == b'\\' {
                self.note(i, i + 1, RepairKind::BackslashAsSlash);
            }
        }
        if end > p + 2 {
            self.note(p + 2, end, RepairKind::ExtraSlashes);
        } else if end < p + 2 {
            if let Some(from) = missing_from {
                self.note(from, end, RepairKind::MissingSlashes);
            }
        }
        end
    }

    /// The authority state from `a`: userinfo up to the last `@` (earlier
    /// ones are data), then the host and port states.
    fn authority(&mut self, a: usize) -> Result<(), ParseError> {
        let href = self.href;
        let s = href.bytes();
        let special = self.kind.is_special();
        let end = a + s[a..]
            .iter()
            .position(|&b| matches!(b, b'/' | b'?' | b'#') || (special && b == b'\\'))
            .unwrap_or(s.len() - a);
        self.w.start_authority();
        let mut host_from = a;
        if let Some(at) = s[a..end].iter().rposition(|&b| b == b'@') {
            let at = a + at;
            let colon = self.w.userinfo(href, a, at);
            self.password = colon.map(|colon| (colon + 1, at));
            self.w.mark_host_start();
            host_from = at + 1;
        }
        // The port starts at the first `:` outside brackets.
        let mut brackets = false;
        let colon = s[host_from..end].iter().position(|&b| {
            match b {
                b'[' => brackets = true,
                b']' => brackets = false,
                _ => {}
            }
            b == b':' && !brackets
        });
        let host_to = colon.map_or(end, |colon| host_from + colon);
        if host_to == host_from && (special || colon.is_some() || host_from > a) {
            return Err(join_host::missing(href, host_from));
        }
        if special {
            join_host::special(&mut self.w, href, host_from, host_to, false)?;
        } else {
            join_host::opaque(&mut self.w, href, host_from, host_to)?;
        }
        self.w.mark_host_end();
        if colon.is_some() {
            join_host::port(&mut self.w, href, host_to + 1, end, self.kind)?;
        }
        self.w.mark_path_start();
        self.path_start(end);
        Ok(())
    }

    /// The path start state, at `p` after an authority.
    pub(crate) fn path_start(&mut self, p: usize) {
        let special = self.kind.is_special();
        match self.href.at(p) {
            Some(b'/') => self.path(p + 1),
            Some(b'\\') if special => {
                self.note(p, p + 1, RepairKind::BackslashAsSlash);
                self.path(p + 1);
            }
            _ if special => self.path(p),
            _ => self.after_path(p),
        }
    }

    /// The path state from `p`, the start of a segment: each segment is
    /// written after a `/`, or applied when it is a dot segment; a `file:`
    /// path's first segment that is a drive letter is written `C:`.
    pub(crate) fn path(&mut self, mut p: usize) {
        self.escaped_dots(p);
        let href = self.href;
        let s = href.bytes();
        let special = self.kind.is_special();
        let file = self.kind == SchemeKind::File;
        loop {
            let q = p + s[p..]
                .iter()
                .position(|&b| matches!(b, b'/' | b'?' | b'#') || (special && b == b'\\'))
                .unwrap_or(s.len() - p);
            let separator = match s.get(q) {
                Some(b'/') => true,
                Some(b'\\') => {
                    self.note(q, q + 1, RepairKind::BackslashAsSlash);
                    true
                }
                _ => false,
            };
            match dot_segment(&s[p..q]) {
                Dot::Two => {
                    if self.w.pop_segment(file) {
                        self.note(p, q, RepairKind::KeptDriveLetter);
                    }
                    if !separator {
                        self.w.out.push('/');
                    }
                }
                Dot::One => {
                    if !separator {
                        self.w.out.push('/');
                    }
                }
                Dot::None => {
                    let drive = file && self.w.path_is_empty() && is_drive(&s[p..q]);
                    self.w.out.push('/');
                    if drive {
                        self.w.out.push(char::from(s[p]));
                        self.w.out.push(':');
                        if s[p + 1] == b'|' {
                            self.note(p + 1, p + 2, RepairKind::DriveLetterBar);
                        }
                    } else {
                        self.w.encode(&href.text, p, q, Set::Path, Some(href));
                    }
                }
            }
            if !separator {
                return self.after_path(q);
            }
            p = q + 1;
        }
    }

    /// Notes the first segment written `%2e` of the href's path from `p` (or,
    /// merged with it, of the base's directory) that RFC 3986 resolution lets
    /// a later `..` remove, which browsers, and so `path`, read as a dot
    /// segment instead.
    fn escaped_dots(&mut self, p: usize) {
        let href = self.href;
        let s = href.bytes();
        let end = p + s[p..]
            .iter()
            .position(|&b| matches!(b, b'?' | b'#'))
            .unwrap_or(s.len() - p);
        let own = &href.text[p..end];
        // The path RFC 3986 removes dot segments from: the href's own, or
        // the base's up to its last `/` and the href's (§5.2.3).
        let base = self.base.filter(|_| self.merging);
        let directory =
            base.map_or(
                if p > 0 && s[p - 1] == b'/' { "/" } else { "" },
                |base| match base.path.rfind('/') {
                    Some(at) => &base.path[..=at],
                    None if base.authority.is_some() => "/",
                    None => "",
                },
            );
        let escaped = |text: &str| {
            text.as_bytes()
                .windows(3)
                .any(|w| w[0] == b'%' && w[1] == b'2' && (w[2] | 0x20) == b'e')
        };
        if !(own.contains("..") || directory.contains(".."))
            || !(escaped(own) || escaped(directory))
        {
            return;
        }
        let merged = alloc::format!("{directory}{own}");
        let Some(removed) = escaped_dot_removed(&merged) else {
            return;
        };
        match base {
            Some(base) if removed.start < directory.len() && base.path.starts_with(directory) => {
                let at = base.at(base.path);
                let text = Href::of_base(base.text);
                let repair = text.repair(
                    at + removed.start,
                    at + removed.end,
                    RepairKind::EncodedDotSegment,
                );
                self.w.repairs.push(repair);
            }
            _ => {
                let from = p + removed.start - directory.len();
                self.note(from, from + removed.len(), RepairKind::EncodedDotSegment);
            }
        }
    }

    /// The path ends at `q`; a query or a fragment may follow.
    fn after_path(&mut self, q: usize) {
        self.w.end_path();
        match self.href.at(q) {
            Some(b'?') => self.query(q + 1),
            Some(b'#') => self.fragment(q + 1),
            _ => {}
        }
    }

    /// The opaque path state: a scheme that is not special, no `/` after it.
    /// Its dot segments stay, which RFC 3986 resolution would remove.
    fn opaque_path(&mut self, p: usize) {
        let href = self.href;
        let end = p + href.bytes()[p..]
            .iter()
            .position(|&b| matches!(b, b'?' | b'#'))
            .unwrap_or(href.bytes().len() - p);
        let mut at = p;
        for segment in href.text[p..end].split('/') {
            if matches!(segment, "." | "..") {
                self.note(at, at + segment.len(), RepairKind::OpaquePathDotSegment);
            }
            at += segment.len() + 1;
        }
        self.w.encode(&href.text, p, end, Set::Path, Some(href));
        self.after_path(end);
    }

    /// The query state from `p`, after the `?`.
    fn query(&mut self, p: usize) {
        let href = self.href;
        let s = href.bytes();
        let end = p + s[p..]
            .iter()
            .position(|&b| b == b'#')
            .unwrap_or(s.len() - p);
        self.w.out.push('?');
        let set = Set::Query {
            special: self.kind.is_special(),
        };
        self.w.encode(&href.text, p, end, set, Some(href));
        self.w.query_end = self.w.out.len();
        if end < s.len() {
            self.fragment(end + 1);
        }
    }

    /// The fragment state from `p`, after the `#`.
    fn fragment(&mut self, p: usize) {
        let href = self.href;
        self.w.out.push('#');
        self.w
            .encode(&href.text, p, href.bytes().len(), Set::Fragment, Some(href));
    }

    /// The relative and relative slash states, from `p`, against `base`.
    /// Says whether the href brought an authority of its own.
    fn relative(&mut self, p: usize, base: Base<'_>) -> Result<bool, ParseError> {
        let s = self.href.bytes();
        self.kind = base.kind;
        let special = base.kind.is_special();
        self.w.scheme(base.scheme);
        let slash = |b: u8| b == b'/' || (special && b == b'\\');
        let c = s.get(p).copied();
        if c.is_some_and(slash) {
            if s.get(p + 1).copied().is_some_and(slash) {
                let end = if special {
                    self.slashes(p, None)
                } else {
                    p + 2
                };
                self.authority(end)?;
                return Ok(true);
            }
            if c == Some(b'\\') {
                self.note(p, p + 1, RepairKind::BackslashAsSlash);
            }
            self.base_authority(base);
            self.w.mark_path_start();
            self.path(p + 1);
            return Ok(false);
        }
        self.base_authority(base);
        self.w.mark_path_start();
        self.base_rest(p, base, false);
        Ok(false)
    }

    /// What follows the authority when the href has no path of its own, or
    /// one relative to the base's (`file` when the scheme is).
    pub(crate) fn base_rest(&mut self, p: usize, base: Base<'_>, file: bool) {
        self.used_base = true;
        let text = Href::of_base(base.text);
        match self.href.at(p) {
            None => {
                self.base_path(base, &text, file, None);
                self.w.end_path();
                self.w.base_query(&base, &text);
            }
            Some(b'?') => {
                self.base_path(base, &text, file, None);
                self.w.end_path();
                self.query(p + 1);
            }
            Some(b'#') => {
                self.base_path(base, &text, file, None);
                self.w.end_path();
                self.w.base_query(&base, &text);
                self.fragment(p + 1);
            }
            Some(_) => {
                // A `file:` reference that starts with a drive letter
                // replaces the base's path whole.
                if !(file && starts_with_drive(&self.href.bytes()[p..])) {
                    self.base_path(base, &text, file, Some(p));
                    self.merging = true;
                }
                self.path(p);
            }
        }
    }

    /// Writes the base's path (`text` is the base's) as a browser reads it,
    /// and for a merge with the href's path from `merge` on, without its last
    /// segment. Notes where that is not what RFC 3986 resolution does: a `..`
    /// of the base kept its drive letter or (for a merge) ended the base's
    /// path; the merge kept the drive letter that is the whole path, which
    /// the href's first segment would replace.
    fn base_path(&mut self, base: Base<'_>, text: &Href<'_>, file: bool, merge: Option<usize>) {
        // A browser reads the empty path of a special scheme's authority as
        // `/`; a base without one it refuses, and it is taken as written.
        let special = base.kind.is_special() && base.authority.is_some();
        let at = base.at(base.path);
        match self
            .w
            .base_path(text, at, at + base.path.len(), special, file)
        {
            Some((RepairKind::BaseDotSegment, _)) if merge.is_none() => {}
            Some((kind, range)) => {
                let repair = text.repair(range.start, range.end, kind);
                self.w.repairs.push(repair);
            }
            None => {}
        }
        if let Some(p) = merge.filter(|_| self.w.pop_segment(file)) {
            let s = self.href.bytes();
            let end = p + s[p..]
                .iter()
                .position(|&b| matches!(b, b'/' | b'\\' | b'?' | b'#'))
                .unwrap_or(s.len() - p);
            self.note(p, end, RepairKind::KeptDriveLetter);
        }
    }

    /// Writes the base's authority, if it has one.
    pub(crate) fn base_authority(&mut self, base: Base<'_>) {
        let Some(authority) = base.authority else {
            return;
        };
        self.used_base = true;
        let text = Href::of_base(base.text);
        self.w.start_authority();
        if let Some(userinfo) = authority.userinfo {
            let at = base.at(userinfo);
            self.w.userinfo(&text, at, at + userinfo.len());
            self.w.mark_host_start();
        }
        let at = base.at(authority.host);
        join_host::base(&mut self.w, &text, at, at + authority.host.len(), base.kind);
        self.w.mark_host_end();
        if let Some(port) = authority.port {
            join_host::base_port(&mut self.w, port, base.kind);
        }
    }

    /// A reference without a scheme against a base whose path is opaque
    /// (`mailto:a@b`, `data:,x`). Browsers resolve only a fragment there;
    /// the rest resolves by RFC 3986 §5.2, with the repairs.
    fn opaque_base(&mut self, base: Base<'_>) -> Result<(), ParseError> {
        let href = self.href;
        let s = href.bytes();
        self.used_base = true;
        let text = Href::of_base(base.text);
        let path = base.at(base.path);
        self.w.scheme(base.scheme);
        match (s.first(), s.get(1)) {
            (Some(b'/'), Some(b'/')) => return self.authority(2),
            (Some(b'/'), _) => {
                self.path(1);
                return Ok(());
            }
            (None, _) => {
                self.w.copy(&text, path, path + base.path.len(), Set::Path);
                self.w.end_path();
                self.w.base_query(&base, &text);
                return Ok(());
            }
            (Some(b'?'), _) => {
                self.w.copy(&text, path, path + base.path.len(), Set::Path);
                self.w.end_path();
                self.query(1);
                return Ok(());
            }
            (Some(b'#'), _) => {
                self.w.copy(&text, path, path + base.path.len(), Set::Path);
                self.w.end_path();
                self.w.base_query(&base, &text);
                self.fragment(1);
                return Ok(());
            }
            _ => {}
        }
        // §5.2.3: the base's path up to its last `/`, then the reference's,
        // then §5.2.4 on the whole.
        let directory = base.path.rfind('/').map_or(0, |at| at + 1);
        self.w.copy(&text, path, path + directory, Set::Path);
        let end = s
            .iter()
            .position(|&b| matches!(b, b'?' | b'#'))
            .unwrap_or(s.len());
        self.w.encode(&href.text, 0, end, Set::Path, Some(href));
        let merged = remove_dot_segments(&self.w.out[self.w.path_start..]);
        self.w.out.truncate(self.w.path_start);
        self.w.out.push_str(&merged);
        self.after_path(end);
        Ok(())
    }
}
