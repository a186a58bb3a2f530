//! The pieces of a [`TemplateSet`](crate::matching::router::set::TemplateSet)'s
//! lookup that run once per path segment: cutting the text's path at each `/`,
//! choosing a node's literal child, and keeping where each segment starts.
//!
//! They are most of a lookup's cost, so each is kept to a few integer
//! operations: a segment's end is found eight bytes at a time, and a literal
//! key is found by hashing the segment's first eight bytes (packed in a `u64`)
//! with its length. One read of eight bytes gives both for a segment of up to
//! seven (near the text's end, its last eight bytes, shifted, so that the
//! last segment is no byte loop). Most keys (`repos`, `issues`, `comments`)
//! are eight bytes or fewer, so comparing word and length is the whole
//! comparison; the bytes of a longer key after its eighth are compared only
//! when word and length agree.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;

use crate::bytes::percent::unit_at;
use crate::bytes::word::{ONES, bytes_equal_to};
use crate::matching::stored::{Emit, Emitter, Owned, Static, Storage, emit_struct};

/// A node's literal child: its key, as its first eight bytes packed in a word
/// (zero-padded), its length, and the bytes after the eighth; or, in an empty
/// slot, `EMPTY` as the child.
#[derive(Clone, Debug)]
pub struct Literal<S: Storage = Owned> {
    /// The key's first eight bytes, packed little-endian.
    pub head: u64,
    /// The key's length.
    pub len: usize,
    /// The key's bytes after its eighth.
    pub tail: S::List<u8>,
    /// The child the key leads to (`EMPTY` in an empty slot).
    pub child: u32,
}

const EMPTY: u32 = u32::MAX;

/// An empty slot of a written table, by the name the emitter gives it (a
/// table of n keys has at least n more).
pub const NO_KEY: Literal<Static> = Literal {
    head: 0,
    len: 0,
    tail: &[],
    child: EMPTY,
};

impl Emit for Literal<Owned> {
    fn type_name(path: &str) -> String {
        format!("{path}::Literal<{path}::Static>")
    }

    fn emit(&self, emitter: &mut Emitter) -> String {
        let Self {
            head,
            len,
            tail,
            child,
        } = self;
        let path = emitter.path();
        if *child == EMPTY {
            return format!("{path}::NO_KEY");
        }
        let tail = emitter.emit(tail);
        format!("{path}::Literal {{ head: {head}, len: {len}, tail: {tail}, child: {child} }}")
    }
}

emit_struct!(LiteralChildren<Static> {
    slots,
    count,
    shift
});

/// A node's literal children, in an open-addressing table of the keys
/// themselves (a probe reads one slot, not an index and then a key). There
/// are at least twice as many slots as keys, so a probe always ends at an
/// empty slot; the table doubles as keys are added, so adding n keys costs
/// O(n) in all.
#[derive(Clone, Debug, Default)]
pub struct LiteralChildren<S: Storage = Owned> {
    /// The table's slots, a power of two of them (or none).
    pub slots: S::List<Literal<S>>,
    /// How many keys there are.
    pub count: usize,
    /// How far a hash is shifted right to give a slot.
    pub shift: u32,
}

/// How many bytes of a key its word holds.
const HEAD: usize = 8;

/// The bytes that end a path segment: `/`, and the `?` or `#` that end the path
/// (it holds neither unencoded).
const STOPS: [bool; 256] = {
    let mut table = [false; 256];
    table[b'/' as usize] = true;
    table[b'?' as usize] = true;
    table[b'#' as usize] = true;
    table
};

impl LiteralChildren<Owned> {
    /// Adds `key` with its child; `key` is not in the table yet.
    pub(crate) fn insert(&mut self, key: &[u8], child: u32) {
        if 2 * (self.count + 1) > self.slots.len() {
            self.grow();
        }
        let split = key.len().min(HEAD);
        self.place(Literal {
            head: head(&key[..split]),
            len: key.len(),
            tail: key[split..].to_vec(),
            child,
        });
        self.count += 1;
    }

    /// The table with twice the slots (at least four), its keys placed anew.
    fn grow(&mut self) {
        let size = (2 * self.slots.len()).max(4);
        let empty = Literal {
            head: 0,
            len: 0,
            tail: Vec::new(),
            child: EMPTY,
        };
        let old = core::mem::replace(&mut self.slots, alloc::vec![empty; size]);
        self.shift = 64 - size.trailing_zeros();
        for literal in old {
            if literal.child != EMPTY {
                self.place(literal);
            }
        }
    }

    /// Puts `literal` in the first empty slot of its probe.
    fn place(&mut self, literal: Literal<Owned>) {
        let mask = self.slots.len() - 1;
        let mut slot = slot(literal.head, literal.len, self.shift);
        while self.slots[slot].child != EMPTY {
            slot = (slot + 1) & mask;
        }
        self.slots[slot] = literal;
    }
}

impl<S: Storage> LiteralChildren<S> {
    /// How many keys the table holds.
    pub(crate) fn len(&self) -> usize {
        self.count
    }

    /// The child of `key`, if the table holds it.
    pub(crate) fn get(&self, key: &[u8]) -> Option<u32> {
        let split = key.len().min(HEAD);
        let head = head(&key[..split]);
        self.child(head, key, 0, key.len())
    }

    /// The child of the key equal to the segment `start..end` of `bytes`,
    /// whose word (see [`segment_at`]) is `head`.
    #[inline]
    pub(crate) fn child(&self, head: u64, bytes: &[u8], start: usize, end: usize) -> Option<u32> {
        // Keys of eight bytes or fewer have no tail to compare.
        self.probe(head, end - start, |tail| *tail == bytes[start + HEAD..end])
    }

    /// The child of the key whose word is `head` and length `len`, and
    /// whose bytes after its eighth satisfy `tail_equal` (asked only of a
    /// key longer than eight bytes).
    #[inline]
    fn probe(&self, head: u64, len: usize, tail_equal: impl Fn(&[u8]) -> bool) -> Option<u32> {
        // Nodes below a pattern often have no literal child: no hash for them.
        if self.count == 0 {
            return None;
        }
        let mask = self.slots.len().wrapping_sub(1);
        let mut slot = slot(head, len, self.shift);
        loop {
            let key = self.slots.get(slot)?;
            if key.child == EMPTY {
                return None;
            }
            if key.head == head && key.len == len && (len <= HEAD || tail_equal(&key.tail)) {
                return Some(key.child);
            }
            slot = (slot + 1) & mask;
        }
    }
}

impl<S: Storage> LiteralChildren<S> {
    /// The child of the key that RFC 3986 makes equal to the segment
    /// `start..end` of `bytes` where the segment holds an escape: a client
    /// may escape an unreserved character (`%7Euser` is `~user`). A key
    /// holds no `%` (a template's literal segment with an escape is read by
    /// its plan, `key.rs`), so the segment is looked up with its escapes
    /// decoded, and one with an escape of any other byte equals no key. Out
    /// of the walk's loop: most segments that find no key are values, and
    /// hold no `%`.
    #[inline(never)]
    pub(crate) fn child_decoded(&self, bytes: &[u8], start: usize, end: usize) -> Option<u32> {
        let segment = bytes.get(start..end)?;
        if !segment.contains(&b'%') {
            return None;
        }
        // Read twice rather than decoded into an allocation: once for the
        // word and length, and the bytes after the eighth only for a key
        // that has as much in common.
        let mut head = 0;
        let mut len = 0;
        for byte in literal_bytes(segment) {
            // A `%` that begins no escape, or an escape of a reserved
            // character, is in no key either.
            let byte = byte?;
            if len < HEAD {
                head |= u64::from(byte) << (8 * len);
            }
            len += 1;
        }
        self.probe(head, len, |tail| {
            literal_bytes(segment)
                .skip(HEAD)
                .eq(tail.iter().map(|&byte| Some(byte)))
        })
    }
}

/// The bytes of `segment` with its escapes decoded, as a literal key would
/// hold them: `None` for a `%` that begins no escape and for an escape that
/// stands for no byte of a key (of a reserved character: [`unit_at`]). The
/// set's walk and a route type's direct reading (`DirectPath::spelled_as`)
/// both compare a segment with literals through it.
pub(crate) fn literal_bytes(segment: &[u8]) -> impl Iterator<Item = Option<u8>> + '_ {
    let mut at = 0;
    core::iter::from_fn(move || {
        let (unit, width) = unit_at(segment, at)?;
        at += width;
        Some(
            u8::try_from(unit)
                .ok()
                .filter(|&byte| width == 3 || byte != b'%'),
        )
    })
}

/// The first slot of a key or segment, from its word and length
/// (multiplicative hashing: the top bits of the product).
fn slot(head: u64, len: usize, shift: u32) -> usize {
    let hash = (head ^ len as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> shift;
    #[allow(
        clippy::cast_possible_truncation,
        reason = "shifted down to the bits of a slot index, fewer than 32"
    )]
    let slot = hash as usize;
    slot
}

/// The first eight bytes of `bytes` (or fewer), packed little-endian.
fn head(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .take(HEAD)
        .enumerate()
        .fold(0, |word, (i, &byte)| word | u64::from(byte) << (8 * i))
}

/// The segment of `bytes` from `start`: where it ends (at a `/`, `?`, `#` or
/// the text's end), and its first eight bytes (or fewer) packed little-endian
/// in a word, as [`head`] packs a key. Both come from one read of eight bytes
/// where the segment is that short, as most are.
#[inline]
pub(crate) fn segment_at(bytes: &[u8], start: usize) -> (usize, u64) {
    let Some(word) = word_at(bytes, start) else {
        let end = segment_end_bytewise(bytes, start);
        return (end, head(&bytes[start..end]));
    };
    let stops = stops_in(word);
    if stops == 0 {
        // Eight bytes without a stop: a word read past the text's end holds
        // zero bytes there, which `head` would also give.
        let end = match bytes.len() - start {
            0..=HEAD => bytes.len(),
            _ => segment_end(bytes, start + HEAD),
        };
        return (end, word);
    }
    let len = (stops.trailing_zeros() / 8) as usize;
    (start + len, word & ((1 << (8 * len)) - 1))
}

/// The eight bytes of `bytes` from `start`, little-endian, with zero bytes
/// for those past the text's end (read as the text's last eight bytes,
/// shifted); `None` for a text shorter than eight bytes.
#[inline]
fn word_at(bytes: &[u8], start: usize) -> Option<u64> {
    let read = |at: usize| {
        let chunk = bytes.get(at..at + HEAD)?;
        <[u8; HEAD]>::try_from(chunk).ok().map(u64::from_le_bytes)
    };
    if let Some(word) = read(start) {
        return Some(word);
    }
    let last = bytes.len().checked_sub(HEAD)?;
    // `start - last` is 1 to 8 bytes; past the end, the word is zero.
    let shift = u32::try_from(8 * (start - last)).ok()?;
    Some(read(last)?.checked_shr(shift).unwrap_or(0))
}

/// Where the segment from `start` ends: at a `/`, `?`, `#` or the text's end.
#[inline]
fn segment_end(bytes: &[u8], start: usize) -> usize {
    let mut at = start;
    while let Some(word) = word_at(bytes, at) {
        let stops = stops_in(word);
        if stops != 0 {
            return at + (stops.trailing_zeros() / 8) as usize;
        }
        if bytes.len() - at <= HEAD {
            return bytes.len();
        }
        at += HEAD;
    }
    segment_end_bytewise(bytes, at)
}

/// Where the segment from `start` ends, found a byte at a time: the tail
/// of a word scan, and all of a route type's direct reading, which needs
/// no word of the segment (`DirectPath::new` says why it reads so).
#[inline]
pub(crate) fn segment_end_bytewise(bytes: &[u8], start: usize) -> usize {
    bytes[start..]
        .iter()
        .position(|&byte| STOPS[usize::from(byte)])
        .map_or(bytes.len(), |offset| start + offset)
}

/// The high bit of each byte of `word` that is `/`, `?` or `#`. `/` (0x2F)
/// and `?` (0x3F) differ in one bit, so setting that bit in every byte looks
/// for both at once.
fn stops_in(word: u64) -> u64 {
    bytes_equal_to(word | (ONES * 0x10), b'?') | bytes_equal_to(word, b'#')
}

/// How many path segments a walk records (a longer path is read by the
/// general matcher).
pub(crate) const RECORDED: usize = 16;

/// Where a walk found the segments of the text's path.
#[derive(Debug)]
pub(crate) struct SegmentStarts {
    /// Where each segment starts, and one more: where the segment after the
    /// last recorded would start (one byte after the end of each, its `/`).
    starts: [usize; RECORDED + 1],
    /// How many segments the path has (more than were recorded, at times).
    pub(crate) count: usize,
    /// Where the path ends: the text's length, or its first `?` or `#`.
    pub(crate) path_end: usize,
}

impl SegmentStarts {
    pub(crate) const fn new() -> Self {
        Self {
            starts: [0; RECORDED + 1],
            count: 0,
            path_end: 0,
        }
    }

    /// Records that segment `index` ends at `end`; [`count`](Self::count)
    /// is the caller's to set.
    #[inline]
    pub(crate) fn record(&mut self, index: usize, end: usize) {
        if let Some(slot) = self.starts.get_mut(index + 1) {
            *slot = end + 1;
        }
    }

    /// The byte range of the path's segment `index`, if it was recorded.
    #[inline]
    pub(crate) fn get(&self, index: usize) -> Option<Range<usize>> {
        if index >= self.count {
            return None;
        }
        let end = *self.starts.get(index + 1)? - 1;
        Some(self.starts[index]..end)
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::String;
    use alloc::vec::Vec;
    use core::fmt::Write;

    use super::{LiteralChildren, STOPS, SegmentStarts, head, segment_at, segment_end, unit_at};
    use crate::bytes::split_mix::SplitMix;

    #[test]
    fn the_scan_agrees_with_one_byte_at_a_time() {
        let pieces: [&[u8]; 9] = [
            b"/",
            b"?",
            b"#",
            b"a",
            b"Z0",
            b"%2F",
            "\u{e9}".as_bytes(),
            b"\x80\xff",
            b"0123456789",
        ];
        let mut random = SplitMix::new(0x5EED);
        let mut next = |bound: usize| random.below(bound);
        for _ in 0..2_000 {
            let text: Vec<u8> = (0..next(12))
                .flat_map(|_| pieces[next(pieces.len())].iter().copied())
                .collect();
            for start in 0..=text.len() {
                let end = text[start..]
                    .iter()
                    .position(|&byte| STOPS[usize::from(byte)])
                    .map_or(text.len(), |offset| start + offset);
                assert_eq!(segment_end(&text, start), end, "{text:?} from {start}");
                let word = head(&text[start..end]);
                assert_eq!(
                    segment_at(&text, start),
                    (end, word),
                    "{text:?} from {start}"
                );
            }
        }
    }

    #[test]
    fn a_key_is_found_by_its_word_length_and_tail() {
        let keys = [
            "",
            "a",
            "repos",
            "issues",
            "comments",
            "received_events",
            "received_evenTs",
            "received",
            "receivedx",
            "\u{e9}t\u{e9}",
            "subscribers",
            "subscription",
        ];
        for count in [0, 1, 2, 3, 5, keys.len()] {
            let mut table = LiteralChildren::default();
            for (child, key) in (0..).zip(&keys[..count]) {
                table.insert(key.as_bytes(), child);
            }
            let find = |segment: &str| {
                // The segment inside a longer text, as a walk reads it.
                let text = alloc::format!("/{segment}/more/text");
                let (end, word) = segment_at(text.as_bytes(), 1);
                table.child(word, text.as_bytes(), 1, end)
            };
            for (child, key) in (0..).zip(&keys[..count]) {
                assert_eq!(find(key), Some(child), "{key}");
                assert_eq!(table.get(key.as_bytes()), Some(child), "{key}");
            }
            for other in
                keys[count..]
                    .iter()
                    .chain(&["b", "repo", "reposs", "received_event", "\0"])
            {
                assert_eq!(find(other), None, "{other}");
            }
        }
    }

    #[test]
    fn a_segment_spelled_with_escapes_finds_the_key_it_decodes_to() {
        let keys = [
            "~user",
            "received_events",
            "received_evenTs",
            "a.b-c",
            "\u{e9}t\u{e9}",
            "x",
        ];
        let mut table = LiteralChildren::default();
        for (child, key) in (0..).zip(&keys) {
            table.insert(key.as_bytes(), child);
        }
        // What an allocating decode would find: the key equal to the
        // segment's bytes, each escape of a byte other than `%` decoded.
        let expected = |segment: &str| {
            let bytes = segment.as_bytes();
            let mut decoded = Vec::new();
            let mut at = 0;
            while let Some((unit, width)) = unit_at(bytes, at) {
                match u8::try_from(unit) {
                    Ok(byte) if byte != b'%' => decoded.push(byte),
                    _ => return None,
                }
                at += width;
            }
            table.get(&decoded)
        };
        let found = |segment: &str| {
            let text = alloc::format!("/{segment}/more");
            let end = 1 + segment.len();
            table.child_decoded(text.as_bytes(), 1, end)
        };
        let mut random = SplitMix::new(0x5E6);
        let ascii = keys.iter().filter(|key| key.is_ascii());
        for key in ascii.chain(&["received_event", "~use", "y", "%", "a%2Eb-c"]) {
            for _ in 0..200 {
                // Each byte escaped or not, in either case of hex digit,
                // and now and then a bad escape or an escaped `/` after.
                let mut segment = String::new();
                for &byte in key.as_bytes() {
                    match random.below(6) {
                        0 => write!(segment, "%{byte:02X}").unwrap(),
                        1 => write!(segment, "%{byte:02x}").unwrap(),
                        _ => segment.push(char::from(byte)),
                    }
                }
                match random.below(8) {
                    0 => segment.push_str("%zz"),
                    1 => segment.push('%'),
                    2 => segment.push_str("%2F"),
                    _ => {}
                }
                if segment.contains('%') {
                    assert_eq!(found(&segment), expected(&segment), "{segment}");
                }
            }
        }
        assert_eq!(found("%7Euser"), Some(0));
        assert_eq!(found("received%5Fevents"), Some(1));
        assert_eq!(found("received_even%54s"), Some(2));
        assert_eq!(found("received_even%74s"), Some(1));
        assert_eq!(found("received_even%55s"), None);
        assert_eq!(found("%C3%A9t%C3%A9"), expected("%C3%A9t%C3%A9"));
        assert_eq!(found("a%2Eb-c"), Some(3));
        assert_eq!(found("a%2Fb-c"), None);
        assert_eq!(found("x%zz"), None);
    }

    #[test]
    fn segments_end_at_a_slash_and_the_path_at_a_query_or_fragment() {
        let text = b"/repos/a%2Fb/x?y/z#w";
        let mut segments = SegmentStarts::new();
        let mut start = 0;
        let mut found = Vec::new();
        loop {
            let (end, _) = segment_at(text, start);
            segments.record(segments.count, end);
            segments.count += 1;
            found.push(&text[start..end]);
            if text.get(end) != Some(&b'/') {
                segments.path_end = end;
                break;
            }
            start = end + 1;
        }
        assert_eq!(found, [&b""[..], b"repos", b"a%2Fb", b"x"]);
        assert_eq!(segments.path_end, 14);
        assert_eq!(segments.get(2), Some(7..12));
        assert_eq!(segments.get(4), None);
    }
}
