//! What a request target may hold in a value beyond what expansion writes,
//! and what makes a value a bad request rather than no match: one reading,
//! shared by the matcher and the router's short way.
//!
//! A value runs to the first byte its template says ends it (the plan's
//! `stops`): whatever else a client sent raw stays in it, the `( ) : @ + = ;
//! , ! $ *` of RFC 3986's `pchar`, the `[ ]` browsers leave in paths and the
//! `{ } | ^` and backtick they leave in queries, and non-ASCII text. Two
//! things make a value that the route's shape matched malformed, so that a
//! server answers 400 rather than 404: a `%` without two hex digits after it,
//! and, in the path, a value that is or holds (split at `/`, `%2F` included,
//! once decoded, and at a reserved value's raw `?` or `#`) a `.` or `..`
//! segment, which would name another resource than the route means, or an
//! escaped control character (`%00`, `%0D%0A`, `%7F`), which a path value
//! hands on to file systems, logs and headers where it ends or splits what
//! it is written into (issue 63). A raw control is no request's at all:
//! the value stops before it, and the route does not match.

use crate::bytes::percent::{escaped_byte, is_escape_at};
use crate::bytes::word::{ONES, bytes_below_or_del, bytes_equal_to};
use crate::matching::plan::byte_set::{NEVER_IN_VALUES, contains};

/// What a segment value holds, as far as the checks of this module care.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Holds {
    /// Nothing but bytes that need no check.
    Plain,
    /// A `%`, a `.` or an `@` (which, the [`Marks`] say), which
    /// [`bad_escape`], [`escaped_control`], [`climbs`] and the password rule
    /// (`error/secret.rs`) must look at.
    Checked(Marks),
    /// A byte no request holds (a control, the space, DEL).
    Never,
}

/// Which of the bytes that [`Holds::Checked`] a value holds: each check
/// runs only where its byte is there to find.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Marks(u8);

impl Marks {
    const PERCENT: u8 = 1;
    const DOT: u8 = 2;
    const AT: u8 = 4;
    /// A byte no request holds.
    const NEVER: u8 = 8;

    /// Whether the value holds a `%`: only then may it hold a bad escape or
    /// an escaped control.
    pub(crate) fn percent(self) -> bool {
        self.0 & Self::PERCENT != 0
    }

    /// Whether the value holds a `.` or a `%`: only then may it climb.
    pub(crate) fn dot_or_percent(self) -> bool {
        self.0 & (Self::PERCENT | Self::DOT) != 0
    }

    /// Whether the value holds an `@`: only then may it overlap a password.
    pub(crate) fn at_sign(self) -> bool {
        self.0 & Self::AT != 0
    }
}

/// Each byte's mark, as a table: one look-up a byte, the marks of a value
/// gathered without a branch.
static MARKS: [u8; 256] = {
    let mut table = [0; 256];
    let mut byte = 0;
    while byte <= b' ' as usize {
        table[byte] = Marks::NEVER;
        byte += 1;
    }
    table[0x7F] = Marks::NEVER;
    table[b'%' as usize] = Marks::PERCENT;
    table[b'.' as usize] = Marks::DOT;
    table[b'@' as usize] = Marks::AT;
    table
};

/// What `value` holds: the worst of its bytes' [`Holds`].
pub(crate) fn holds(value: &[u8]) -> Holds {
    let marks = value
        .iter()
        .fold(0, |marks, &byte| marks | MARKS[usize::from(byte)]);
    if marks & Marks::NEVER != 0 {
        Holds::Never
    } else if marks == 0 {
        Holds::Plain
    } else {
        Holds::Checked(Marks(marks))
    }
}

/// `query` (a request's, after its `?`) up to its first `#`, or `None` where
/// that part holds a byte no request holds (a control, the space, DEL:
/// `NEVER_IN_VALUES`). One pass, sixteen bytes a round, looks for both: a
/// query may be long, and every route reads it before anything else.
pub(crate) fn query_before_fragment(query: &str) -> Option<&str> {
    let bytes = query.as_bytes();
    let flagged = |chunk: &[u8]| {
        let mut word = [0; 8];
        word.copy_from_slice(chunk);
        bytes_below_or_del(u64::from_le_bytes(word), b'#' + 1) != 0
    };
    // Sixteen bytes of none of them go by in some twenty instructions; a
    // block that holds a `!` or `"` too is read again byte by byte.
    let mut blocks = bytes.chunks_exact(16);
    let mut at = 0;
    for block in blocks.by_ref() {
        let (low, high) = block.split_at(8);
        if flagged(low) | flagged(high) {
            if let Some(decided) = first_deciding(query, at, at + 16) {
                return decided;
            }
        }
        at += 16;
    }
    first_deciding(query, at, bytes.len()).unwrap_or(Some(query))
}

/// What [`query_before_fragment`] answers for the first byte of
/// `query[from..to]` that decides it (a `#` or a byte no request holds), if
/// one does.
#[allow(clippy::option_option, reason = "decided or not, then the answer")]
fn first_deciding(query: &str, from: usize, to: usize) -> Option<Option<&str>> {
    let bytes = query.as_bytes();
    let at = from
        + bytes[from..to]
            .iter()
            .position(|&byte| byte == b'#' || contains(NEVER_IN_VALUES, byte))?;
    Some((bytes[at] == b'#').then(|| &query[..at]))
}

/// The index in `value` of a `%` that begins no escape, if there is one.
pub(crate) fn bad_escape(value: &[u8]) -> Option<usize> {
    // One pass, stepping over each escape: a value of dense escapes (a name
    // outside ASCII) would otherwise pay a search for each `%`.
    let mut at = 0;
    while let Some(&byte) = value.get(at) {
        if byte != b'%' {
            at += 1;
        } else if is_escape_at(value, at) {
            at += 3;
        } else {
            return Some(at);
        }
    }
    None
}

/// The index in `value` of the first escape that stands for a control
/// character, U+0000 to U+001F or U+007F (`%00`, `%0a`, `%7F`), if there is
/// one. Every `%` begins an escape or none (a hex digit is never a `%`), so
/// each is looked at where it is, without stepping over escapes.
pub(crate) fn escaped_control(value: &[u8]) -> Option<usize> {
    let mut from = 0;
    while let Some(offset) = value[from..].iter().position(|&byte| byte == b'%') {
        let at = from + offset;
        if escaped_byte(value, at).is_some_and(is_control) {
            return Some(at);
        }
        from = at + 1;
    }
    None
}

/// Whether `byte` is a control character of ASCII, C0 or DEL: what no path
/// value may hold once decoded.
pub(crate) const fn is_control(byte: u8) -> bool {
    byte < 0x20 || byte == 0x7F
}

/// Whether `value`, decoded, is or holds as a `/`-separated segment `.` or
/// `..`: one or two dots, each `.` or `%2E`, between the value's ends and its
/// `/`s (raw or `%2F`). A raw `?` or `#` ends a segment too: a reserved value
/// holds them as they are (`{+path}` reads `..?x` when its other reading,
/// `..` and a query, is malformed), and a URI written with the value reads
/// them as the path's end, so `..` before them climbs there. What follows
/// them is checked as well, since a handler that uses the value as a file
/// path reads on (`a#..` is refused, which errs on the safe side). Values
/// without a dot, raw or `%2E`, are never one, and cost one scan
/// ([`holds_dot`]).
pub(crate) fn climbs(value: &[u8]) -> bool {
    if !holds_dot(value) {
        return false;
    }
    let mut segment = DotSegment::new();
    let mut at = 0;
    while at < value.len() {
        let (byte, raw) = match escaped_byte(value, at) {
            Some(byte) => (byte, false),
            None => (value[at], true),
        };
        at += if raw { 1 } else { 3 };
        if segment.read(byte, raw) {
            return true;
        }
    }
    segment.is_dots()
}

/// The segment of a decoded value being read, unit by unit, as [`climbs`]
/// splits it: how many dots it holds so far, or none once it holds
/// anything else.
#[derive(Clone, Copy)]
pub(crate) struct DotSegment(Option<u8>);

impl DotSegment {
    /// Before the value's first unit.
    pub(crate) const fn new() -> Self {
        Self(Some(0))
    }

    /// Reads one unit, `byte` as it decodes (`raw` where it was not
    /// escaped): `true` where it ends a segment that is `.` or `..`.
    #[inline]
    pub(crate) fn read(&mut self, byte: u8, raw: bool) -> bool {
        match byte {
            b'/' | b'?' | b'#' if byte == b'/' || raw => {
                let climbed = self.is_dots();
                self.0 = Some(0);
                climbed
            }
            b'.' => {
                self.0 = self.0.and_then(|count| (count < 2).then_some(count + 1));
                false
            }
            _ => {
                self.0 = None;
                false
            }
        }
    }

    /// Whether the segment read so far is `.` or `..`.
    pub(crate) fn is_dots(self) -> bool {
        matches!(self.0, Some(1 | 2))
    }
}

/// Whether `value` holds a `.`, raw or escaped (`%2E`, `%2e`), wherever it
/// starts: without one, no segment of it is a dot segment. Eight starts a
/// round, so that values of escapes without a dot (a name outside ASCII,
/// `%E5%B1%B1`) are not decoded unit by unit.
fn holds_dot(value: &[u8]) -> bool {
    let word = |at: usize| {
        let chunk = value.get(at..at + 8)?;
        <[u8; 8]>::try_from(chunk).ok().map(u64::from_le_bytes)
    };
    let mut at = 0;
    // The words from `at`, `at + 1` and `at + 2`: a byte of the first that
    // is `.`, or `%` with the next two `2` and `e` (`E` with its case bit
    // set).
    while let (Some(first), Some(second), Some(third)) = (word(at), word(at + 1), word(at + 2)) {
        let escaped = bytes_equal_to(first, b'%')
            & bytes_equal_to(second, b'2')
            & bytes_equal_to(third | (ONES * 0x20), b'e');
        if escaped | bytes_equal_to(first, b'.') != 0 {
            return true;
        }
        at += 8;
    }
    // The last starts, a byte at a time (not `contains`, whose call costs
    // more than these few bytes).
    (at..value.len()).any(|start| {
        value[start] == b'.'
            || (value[start] == b'%'
                && value.get(start + 1) == Some(&b'2')
                && value.get(start + 2).is_some_and(|&low| low | 0x20 == b'e'))
    })
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::{
        NEVER_IN_VALUES, bad_escape, climbs, contains, escaped_control, query_before_fragment,
    };
    use crate::bytes::every_text::every_text;
    use crate::bytes::percent::escaped_byte;
    use crate::bytes::split_mix::SplitMix;

    /// What [`query_before_fragment`] must give, byte by byte.
    fn before_fragment(query: &[u8]) -> Option<&[u8]> {
        let end = query
            .iter()
            .position(|&byte| byte == b'#')
            .unwrap_or(query.len());
        let part = &query[..end];
        (!part.iter().any(|&byte| contains(NEVER_IN_VALUES, byte))).then_some(part)
    }

    #[test]
    fn a_query_ends_at_its_fragment_and_a_byte_no_request_holds_is_found_anywhere() {
        for byte in 0..=0x7F_u8 {
            for at in 0..40 {
                for after in [b'a', b'#', b'\n'] {
                    let mut bytes = [b'a'; 40];
                    bytes[at] = byte;
                    if let Some(next) = bytes.get_mut(at + 1 + at % 3) {
                        *next = after;
                    }
                    let query = core::str::from_utf8(&bytes).unwrap();
                    let found = query_before_fragment(query).map(str::as_bytes);
                    assert_eq!(
                        found,
                        before_fragment(&bytes),
                        "{byte} at {at}, then {after}"
                    );
                }
            }
        }
        let mut random = SplitMix::new(7);
        for _ in 0..5_000 {
            let text: String = (0..random.below(70))
                .map(|_| match random.below(8) {
                    0 => '#',
                    1 => char::from(u8::try_from(random.below(0x21)).unwrap()),
                    2 => '\u{7F}',
                    3 => 'é',
                    _ => char::from(b'a' + u8::try_from(random.below(26)).unwrap()),
                })
                .collect();
            let found = query_before_fragment(&text).map(str::as_bytes);
            assert_eq!(found, before_fragment(text.as_bytes()), "{text:?}");
        }
        assert_eq!(query_before_fragment(""), Some(""));
        assert_eq!(query_before_fragment("a=1#x y"), Some("a=1"));
        assert_eq!(query_before_fragment("a=1 b#x"), None);
    }

    #[test]
    fn a_percent_without_two_hex_digits_is_found() {
        assert_eq!(bad_escape(b"a%20b"), None);
        assert_eq!(bad_escape(b"rust%ZZlang"), Some(4));
        assert_eq!(bad_escape(b"%4"), Some(0));
        assert_eq!(bad_escape(b"%41%"), Some(3));
        assert_eq!(bad_escape(b""), None);
    }

    #[test]
    fn dot_segments_are_found_decoded_and_split_at_slashes() {
        for value in [
            ".",
            "..",
            "%2e",
            "%2E%2e",
            "../etc",
            "a/..",
            "a/./b",
            "..%2Fetc",
            "a%2F..",
            "%2e%2e%2f%2e%2e",
            // A reserved value's raw `?` or `#` ends the path it is written in.
            "..?ref=1",
            "a/.#x",
            "%2e%2e?",
            "x?..",
        ] {
            assert!(climbs(value.as_bytes()), "{value}");
        }
        for value in [
            "",
            "...",
            "a.b",
            ".a",
            "a.",
            "group%2Fproject",
            "%2e%2e%2e",
            "a/.../b",
            "v1.2",
            "%252e%252e",
            // Encoded, they are data in the segment.
            "..%3Fx",
            "..%23x",
            "...?x",
        ] {
            assert!(!climbs(value.as_bytes()), "{value}");
        }
    }

    /// What [`bad_escape`] must give: the first `%` that begins no escape,
    /// each `%` searched for after the last escape.
    fn first_bad_escape(value: &[u8]) -> Option<usize> {
        let mut from = 0;
        while let Some(offset) = value[from..].iter().position(|&byte| byte == b'%') {
            let at = from + offset;
            if escaped_byte(value, at).is_none() {
                return Some(at);
            }
            from = at + 3;
        }
        None
    }

    /// What [`climbs`] must give, decoded unit by unit with no shortcut: a
    /// segment (between the ends, `/` raw or escaped, and a raw `?` or `#`)
    /// of one or two dots, each `.` or `%2E`.
    fn climbs_by_units(value: &[u8]) -> bool {
        let mut segments = Vec::new();
        let mut segment = Vec::new();
        let mut at = 0;
        while at < value.len() {
            let (byte, raw) = match escaped_byte(value, at) {
                Some(byte) => (byte, false),
                None => (value[at], true),
            };
            at += if raw { 1 } else { 3 };
            if byte == b'/' || (raw && (byte == b'?' || byte == b'#')) {
                segments.push(core::mem::take(&mut segment));
            } else {
                segment.push(byte);
            }
        }
        segments.push(segment);
        segments
            .iter()
            .any(|segment| matches!(segment.as_slice(), b"." | b".."))
    }

    #[test]
    fn escapes_and_dot_segments_agree_with_a_reading_unit_by_unit() {
        // Every value of up to six of these bytes: escapes whole and cut
        // short, of a dot and of a `/`, in either case, and what ends them.
        every_text(b"%.2eEF/?a", 6, |value| {
            let text = core::str::from_utf8(value).unwrap();
            assert_eq!(bad_escape(value), first_bad_escape(value), "{text}");
            assert_eq!(climbs(value), climbs_by_units(value), "{text}");
        });
        let mut value = Vec::new();
        // An escaped dot segment at every offset of a longer value, in
        // each case: each of the eight lanes of a round, and the tail.
        for len in 3..40 {
            for at in 0..=len - 3 {
                for dot in [b"%2E", b"%2e"] {
                    value.clear();
                    value.resize(len, b'a');
                    value[at..at + 3].copy_from_slice(dot);
                    let alone = climbs_by_units(&value);
                    assert_eq!(climbs(&value), alone, "{len} {at}");
                    assert_eq!(alone, len == 3, "{len} {at}");
                    if at > 0 && at + 3 < len {
                        value[at - 1] = b'/';
                        value[at + 3] = b'/';
                        assert!(climbs(&value), "{len} {at}");
                    }
                }
                // A raw dot alone between slashes, at the same offset.
                value.clear();
                value.resize(len, b'a');
                value[at] = b'.';
                assert!(!climbs(&value), "{len} {at}");
                if at > 0 && at + 1 < len {
                    value[at - 1] = b'/';
                    value[at + 1] = b'/';
                    assert!(climbs(&value), "{len} {at}");
                }
            }
        }
        // Longer values with escapes of names outside ASCII among them.
        let mut random = SplitMix::new(11);
        let pieces: [&[u8]; 9] = [
            b"%E5", b"%2e", b"%2F", b".", b"/", b"%", b"a", b"%c3%A9", b"?",
        ];
        for _ in 0..20_000 {
            value.clear();
            for _ in 0..random.below(14) {
                value.extend_from_slice(pieces[random.below(pieces.len())]);
            }
            let text = core::str::from_utf8(&value).unwrap();
            assert_eq!(bad_escape(&value), first_bad_escape(&value), "{text}");
            assert_eq!(climbs(&value), climbs_by_units(&value), "{text}");
        }
    }

    #[test]
    fn an_escaped_control_is_found_where_its_escape_begins() {
        // Every escape's byte: the controls of C0 and DEL, in either case.
        for byte in 0..=255_u8 {
            for hex in [alloc::format!("%{byte:02X}"), alloc::format!("%{byte:02x}")] {
                let value = alloc::format!("a{hex}b");
                let control = byte < 0x20 || byte == 0x7F;
                assert_eq!(
                    escaped_control(value.as_bytes()),
                    control.then_some(1),
                    "{value}"
                );
            }
        }
        // An escaped `%` before digits is data, and so is a raw digit pair.
        for (value, expected) in [
            ("%2500", None),
            ("00", None),
            ("%%00", Some(1)),
            ("%0", None),
            ("%1", None),
            ("%7", None),
            ("%7G", None),
            ("a%", None),
        ] {
            assert_eq!(escaped_control(value.as_bytes()), expected, "{value}");
        }
        // Every value of up to six of these bytes, against a reading unit
        // by unit.
        every_text(b"%017fFa", 6, |value| {
            let by_units = (0..value.len()).find(|&at| {
                escaped_byte(value, at).is_some_and(|byte| byte < 0x20 || byte == 0x7F)
            });
            assert_eq!(escaped_control(value), by_units, "{value:?}");
        });
    }

    #[test]
    fn a_value_s_marks_are_the_bytes_it_holds() {
        use super::{Holds, holds};
        for byte in 0..=255_u8 {
            for value in [vec![byte], vec![b'a', byte, b'.'], vec![b'@', byte]] {
                let never = value.iter().any(|&byte| byte <= b' ' || byte == 0x7F);
                let has = |wanted: u8| value.contains(&wanted);
                match holds(&value) {
                    Holds::Never => assert!(never, "{value:?}"),
                    Holds::Plain => assert!(
                        !never && !has(b'%') && !has(b'.') && !has(b'@'),
                        "{value:?}"
                    ),
                    Holds::Checked(marks) => {
                        assert!(!never, "{value:?}");
                        assert_eq!(marks.percent(), has(b'%'), "{value:?}");
                        assert_eq!(marks.dot_or_percent(), has(b'%') || has(b'.'), "{value:?}");
                        assert_eq!(marks.at_sign(), has(b'@'), "{value:?}");
                    }
                }
            }
        }
    }
}
