//! Which variable, if any, writes a whole `.` or `..` segment into the path of
//! an expansion: the check that keeps a value from changing which resource a
//! URI names (issue 41).
//!
//! RFC 6570 writes `..` from `{id}` with `id = ".."` as it is: `.` is
//! unreserved. But a resolver removes dot segments ([RFC 3986 §5.2.4]), and so
//! do browsers, `url` and every HTTP client built on them, so
//! `https://h/users/{id}/repos` with `id = ".."` reaches `https://h/repos`.
//! No encoding keeps such a segment data: `%2E%2E` is the same URI as `..`
//! ([§2.3], [§6.2.2.2]), and browsers read it as `..` too. So an expansion
//! refuses it, naming the variable, instead of following the RFC's letter.
//!
//! The guard reads the expansion's bytes as they are written, and knows which
//! variable (or the template's literal text) wrote each one. It follows the
//! components of [RFC 3986 §3] far enough to find the path: a first run of
//! characters ended by `:` is a scheme; `//` after the scheme, or at the start
//! of a reference, starts an authority, which the next `/`, `?` or `#` ends;
//! the first `?` or `#` ends the path. A path segment is a variable's when the
//! variable wrote one of its bytes or the `/` that starts it; it is a dot
//! segment when, with `%2E` and `%2e` read as `.`, it is `.` or `..`. A dot
//! segment of the template's own literal text (`/a/./b`, or a `.` that only the
//! literal writes, as in `/.{/x}`) is the template author's, and kept.
//!
//! The guard looks at each byte of the scheme and of the segments that hold
//! nothing but dots so far; it skips through an authority, and through a
//! segment once it holds another character, to the next delimiter; after the
//! path it stops. A guard that is [`off`](DotGuard::off) reads nothing (the
//! `uri!` writer's, where the macro proved that no value can be a dot
//! segment).
//!
//! [RFC 3986 §5.2.4]: https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4
//! [§2.3]: https://www.rfc-editor.org/rfc/rfc3986#section-2.3
//! [§6.2.2.2]: https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2.2
//! [RFC 3986 §3]: https://www.rfc-editor.org/rfc/rfc3986#section-3

use core::fmt;

/// A variable that writes into the expansion: where its name is in the
/// template, and the name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Writer<'n> {
    pub(crate) index: usize,
    pub(crate) name: &'n str,
}

/// Where the guard is in the expansion's components.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The first run of characters: a scheme if a `:` ends it, else the first
    /// segment of a relative path.
    First,
    /// Right after the scheme's `:`.
    AfterScheme,
    /// One `/` at the start of the hier-part or the reference: a second one
    /// starts an authority; anything else makes it the path's root.
    Slash,
    /// Inside the authority.
    Authority,
    /// Inside the path, after its first segment started.
    Path,
    /// In the query or the fragment, where dots are data.
    Done,
}

/// How far a segment's characters read as dots: `%2E` and `%2e` are `.`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Escape {
    /// No escape is open.
    None,
    /// A `%` was read.
    Percent,
    /// `%2` was read.
    PercentTwo,
}

/// The segment being read.
#[derive(Clone, Copy, Debug)]
struct Segment<'n> {
    /// How many dots it holds, up to three.
    dots: u8,
    /// Whether it holds anything that is not a dot.
    other: bool,
    escape: Escape,
    /// The first variable that wrote its starting `/` or one of its bytes.
    writer: Option<Writer<'n>>,
}

impl<'n> Segment<'n> {
    const fn new(writer: Option<Writer<'n>>) -> Self {
        Self {
            dots: 0,
            other: false,
            escape: Escape::None,
            writer,
        }
    }

    fn dot(&mut self) {
        self.dots = (self.dots + 1).min(3);
    }

    /// Reads one byte of the segment (never `/`, `?` or `#`).
    fn read(&mut self, byte: u8) {
        self.escape = match (self.escape, byte) {
            (Escape::None, b'%') => Escape::Percent,
            (Escape::None, b'.') | (Escape::PercentTwo, b'e' | b'E') => {
                self.dot();
                Escape::None
            }
            (Escape::Percent, b'2') => Escape::PercentTwo,
            _ => {
                self.other = true;
                Escape::None
            }
        };
    }

    /// Whether the segment is `.` or `..`.
    fn is_dot_segment(&self) -> bool {
        !self.other && self.escape == Escape::None && matches!(self.dots, 1 | 2)
    }
}

/// Reads an expansion as it is written and finds the first dot segment a
/// variable wrote.
#[derive(Clone, Copy, Debug)]
pub(crate) struct DotGuard<'n> {
    phase: Phase,
    segment: Segment<'n>,
    /// Who writes the bytes that come next: `None` for literal text.
    current: Option<Writer<'n>>,
    /// The variable of the first dot segment found.
    found: Option<Writer<'n>>,
}

impl Default for DotGuard<'_> {
    fn default() -> Self {
        Self::new()
    }
}

impl<'n> DotGuard<'n> {
    /// A guard at the start of an expansion.
    pub(crate) const fn new() -> Self {
        Self {
            phase: Phase::First,
            segment: Segment::new(None),
            current: None,
            found: None,
        }
    }

    /// A guard that reads nothing and finds nothing.
    #[cfg(feature = "alloc")]
    pub(crate) const fn off() -> Self {
        Self {
            phase: Phase::Done,
            ..Self::new()
        }
    }

    /// The bytes that come next are written by `writer` (`None`: the
    /// template's literal text).
    pub(crate) fn write_as(&mut self, writer: Option<Writer<'n>>) {
        self.current = writer;
    }

    /// The variable of the first dot segment found so far.
    pub(crate) fn found(&self) -> Option<Writer<'n>> {
        self.found
    }

    /// The expansion ended: its last segment ends too. Returns the variable of
    /// the first dot segment.
    pub(crate) fn finish(&mut self) -> Option<Writer<'n>> {
        if matches!(self.phase, Phase::First | Phase::Slash | Phase::Path) {
            self.end_segment();
        }
        self.phase = Phase::Done;
        self.found
    }

    /// Reads the next bytes of the expansion.
    #[inline]
    pub(crate) fn read(&mut self, bytes: &[u8]) {
        if self.phase == Phase::Done {
            return;
        }
        self.read_path(bytes);
    }

    /// Reads bytes up to the end of the path.
    fn read_path(&mut self, bytes: &[u8]) {
        let mut i = 0;
        while i < bytes.len() {
            let skips = match self.phase {
                Phase::Done => return,
                Phase::Authority => true,
                // A segment with a character other than a dot is no dot
                // segment, whatever follows: only its end matters.
                Phase::Path | Phase::First => self.segment.other,
                Phase::AfterScheme | Phase::Slash => false,
            };
            if skips {
                match bytes[i..]
                    .iter()
                    .position(|&byte| matches!(byte, b'/' | b'?' | b'#' | b':'))
                {
                    Some(at) => i += at,
                    None => return,
                }
            }
            self.byte(bytes[i]);
            i += 1;
        }
    }

    fn byte(&mut self, byte: u8) {
        let current = self.current;
        match (self.phase, byte) {
            (Phase::Authority, b'/') => self.start_segment(),
            (Phase::Authority, b'?' | b'#') => self.phase = Phase::Done,
            (Phase::Done | Phase::Authority, _) => {}
            (Phase::First, b':') => {
                // The run was a scheme: a dot segment needs no `:` (a
                // relative path's first segment cannot hold one).
                self.segment = Segment::new(None);
                self.phase = Phase::AfterScheme;
            }
            (Phase::AfterScheme | Phase::First, b'/') if self.is_empty_start() => {
                self.phase = Phase::Slash;
                self.segment = Segment::new(current);
            }
            (Phase::Slash, b'/') => {
                self.phase = Phase::Authority;
                self.segment = Segment::new(None);
            }
            (_, b'/') => {
                self.end_segment();
                self.start_segment();
            }
            (_, b'?' | b'#') => {
                if self.phase != Phase::AfterScheme {
                    self.end_segment();
                }
                self.phase = Phase::Done;
            }
            (_, _) => {
                if self.phase != Phase::First {
                    self.phase = Phase::Path;
                }
                self.segment.writer = self.segment.writer.or(current);
                self.segment.read(byte);
            }
        }
    }

    /// Whether nothing of the hier-part (or the reference) was read yet.
    fn is_empty_start(&self) -> bool {
        self.phase == Phase::AfterScheme
            || (self.segment.dots == 0
                && !self.segment.other
                && self.segment.escape == Escape::None)
    }

    /// A `/` starts a segment of the path.
    fn start_segment(&mut self) {
        self.phase = Phase::Path;
        self.segment = Segment::new(self.current);
    }

    /// The segment ends: a dot segment a variable wrote is found.
    fn end_segment(&mut self) {
        if self.found.is_none() && self.segment.is_dot_segment() {
            self.found = self.segment.writer;
        }
    }
}

/// An output that the guard reads as it is written.
pub(crate) struct Guarded<'o, 'n> {
    out: &'o mut dyn fmt::Write,
    guard: &'o mut DotGuard<'n>,
}

impl<'o, 'n> Guarded<'o, 'n> {
    pub(crate) fn new(out: &'o mut dyn fmt::Write, guard: &'o mut DotGuard<'n>) -> Self {
        Self { out, guard }
    }

    /// The bytes that come next are written by `writer`.
    pub(crate) fn write_as(&mut self, writer: Option<Writer<'n>>) {
        self.guard.write_as(writer);
    }

    /// The variable of the first dot segment found so far.
    pub(crate) fn found(&self) -> Option<Writer<'n>> {
        self.guard.found()
    }
}

impl fmt::Write for Guarded<'_, '_> {
    #[inline]
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.guard.read(s.as_bytes());
        self.out.write_str(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    /// Pieces of an expansion, each written by the literal (`""`) or the
    /// variable it names.
    type Pieces<'a> = &'a [(&'static str, &'static str)];

    /// The dot segment found in `pieces`.
    fn found(pieces: Pieces<'_>) -> Option<&'static str> {
        let mut guard = DotGuard::new();
        for (i, (name, text)) in pieces.iter().enumerate() {
            let writer = (!name.is_empty()).then_some(Writer { index: i, name });
            guard.write_as(writer);
            guard.read(text.as_bytes());
        }
        guard.finish().map(|writer| writer.name)
    }

    #[test]
    fn a_value_that_is_a_whole_dot_segment_is_found() {
        let cases: Vec<(Pieces<'_>, Option<&str>)> = vec![
            (
                &[("", "https://h/users/"), ("id", ".."), ("", "/repos")],
                Some("id"),
            ),
            (&[("", "https://h/users/"), ("id", ".")], Some("id")),
            (&[("", "https://h/users/"), ("id", "..%2F")], None),
            (&[("", "https://h/"), ("p", "/a/../b")], Some("p")),
            (&[("", "https://h/"), ("p", "%2e%2E")], Some("p")),
            (&[("", "https://h/"), ("p", ".%2e"), ("", "?q")], Some("p")),
            (&[("", "https://h/"), ("p", "...")], None),
            (&[("", "https://h/"), ("p", "..a")], None),
            (&[("", "https://h/a"), ("p", "/"), ("", ".")], Some("p")),
            (&[("", "https://h/"), ("p", ""), ("", ".")], None),
            (&[("", "https://h/."), ("p", "/x")], None),
            (&[("", "https://h/."), ("p", "."), ("", "/x")], Some("p")),
            (&[("", "https://h/a/./b"), ("p", "x")], None),
            (&[("", "https://h/?"), ("q", "..")], None),
            (&[("", "https://h/#/"), ("f", "..")], None),
            (&[("", "https://"), ("h", ".."), ("", "/x")], None),
            (&[("", "//"), ("h", ".."), ("", "/x")], None),
            (&[("", "s:"), ("p", "..")], Some("p")),
            (&[("", "s:/"), ("p", "..")], Some("p")),
            (&[("p", "..")], Some("p")),
            (&[("p", ".."), ("", "/a")], Some("p")),
            (&[("p", "../a")], Some("p")),
            (&[("", "./"), ("p", "a")], None),
            (&[("p", "a:"), ("", "..")], None),
            (&[("", "s:"), ("p", "/"), ("", "..")], Some("p")),
            (&[("", "x"), ("p", ".")], None),
            (&[("", "https://h"), ("p", "/."), ("", "x")], None),
        ];
        let wrong: Vec<_> = cases
            .iter()
            .filter(|(pieces, expected)| found(pieces) != *expected)
            .map(|(pieces, expected)| (pieces, found(pieces), expected))
            .collect();
        assert!(wrong.is_empty(), "{wrong:#?}");
    }
}
