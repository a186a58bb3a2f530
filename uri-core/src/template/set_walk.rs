//! The pieces of a [`TemplateSet`](crate::template::set::TemplateSet)'s
//! lookup that run once per path segment: cutting the text's path at each `/`,
//! choosing a node's literal child, and keeping where each segment was.
//!
//! They are the whole cost of a lookup beside the captures, so each byte of the
//! path is read once: the scan that finds a segment's end also packs its first
//! eight bytes into a `u64`, and a literal key is found by that word and its
//! length, compared as integers. Most keys (`repos`, `issues`, `comments`) are
//! eight bytes or fewer, so that comparison is the whole one; the bytes of a
//! longer key after its eighth are compared only when word and length agree.

use alloc::boxed::Box;
use core::cmp::Ordering;
use core::ops::Range;

/// A node's literal child: its key, as its first eight bytes packed in a word
/// (zero-padded), its length, and the bytes after the eighth.
#[derive(Clone, Debug)]
pub(crate) struct Literal {
    /// The word, with the length above it: one integer to compare.
    id: u128,
    tail: Box<[u8]>,
    pub(crate) child: u32,
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

impl Literal {
    pub(crate) fn new(key: &[u8], child: u32) -> Self {
        let split = key.len().min(HEAD);
        Self {
            id: id(head(&key[..split]), key.len()),
            tail: Box::from(&key[split..]),
            child,
        }
    }

    /// How this key compares with a segment of `len` bytes whose word is
    /// `head`; the order a node keeps its keys in.
    fn order(&self, id: u128, segment: &[u8]) -> Ordering {
        self.id.cmp(&id).then_with(|| match segment.get(HEAD..) {
            Some(tail) if segment.len() > HEAD => (*self.tail).cmp(tail),
            _ => Ordering::Equal,
        })
    }

    /// Sorts a node's keys for [`find`].
    pub(crate) fn sort(literals: &mut [Self]) {
        literals.sort_unstable_by(|a, b| a.id.cmp(&b.id).then_with(|| a.tail.cmp(&b.tail)));
    }
}

/// A key's word and length, as one integer.
fn id(head: u64, len: usize) -> u128 {
    u128::from(head) | (len as u128) << 64
}

/// The first eight bytes of `bytes` (or fewer), packed little-endian.
fn head(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .take(HEAD)
        .enumerate()
        .fold(0, |word, (i, &byte)| word | u64::from(byte) << (8 * i))
}

/// The child of the key equal to `segment`, among keys sorted by
/// [`Literal::sort`]; `head` is the segment's word.
pub(crate) fn find(literals: &[Literal], segment: &[u8], head: u64) -> Option<u32> {
    let id = id(head, segment.len());
    literals
        .binary_search_by(|key| key.order(id, segment))
        .ok()
        .map(|found| literals[found].child)
}

/// Where the segment from `start` ends (at a `/`, `?`, `#` or the text's end),
/// and its word.
pub(crate) fn segment_end(bytes: &[u8], start: usize) -> (usize, u64) {
    let mut at = start;
    // Eight bytes at a time while eight remain.
    while let Some(chunk) = bytes.get(at..at + HEAD) {
        let Ok(chunk) = <[u8; HEAD]>::try_from(chunk) else {
            break;
        };
        let word = u64::from_le_bytes(chunk);
        let stops = stops_in(word);
        if stops != 0 {
            // The lowest flag is exact (see `stops_in`), so the end is found.
            let end = at + (stops.trailing_zeros() / 8) as usize;
            return (end, head_at(bytes, start, end));
        }
        at += HEAD;
    }
    let end = bytes[at..]
        .iter()
        .position(|&byte| STOPS[usize::from(byte)])
        .map_or(bytes.len(), |offset| at + offset);
    (end, head_at(bytes, start, end))
}

/// The word of the segment `start..end` of `bytes`: one read of eight bytes,
/// those after the segment masked off, where eight remain.
fn head_at(bytes: &[u8], start: usize, end: usize) -> u64 {
    match bytes.get(start..start + HEAD).map(<[u8; HEAD]>::try_from) {
        Some(Ok(chunk)) => {
            let len = end - start;
            let mask = match len {
                0..HEAD => (1 << (8 * len)) - 1,
                _ => u64::MAX,
            };
            u64::from_le_bytes(chunk) & mask
        }
        _ => head(&bytes[start..end]),
    }
}

/// The high bit of each byte of `word` that is `/`, `?` or `#`, exact up to
/// the first such byte: a byte equal to the one looked for is a zero byte of
/// `word ^ pattern`, and `(x - 0x01..) & !x & 0x80..` flags the lowest zero
/// byte of `x` exactly (a borrow can only add false flags above it).
fn stops_in(word: u64) -> u64 {
    const ONES: u64 = u64::from_le_bytes([0x01; 8]);
    const HIGHS: u64 = u64::from_le_bytes([0x80; 8]);
    let zero = |x: u64| x.wrapping_sub(ONES) & !x & HIGHS;
    zero(word ^ (ONES * u64::from(b'/')))
        | zero(word ^ (ONES * u64::from(b'?')))
        | zero(word ^ (ONES * u64::from(b'#')))
}

/// How many path segments a walk records (a longer path is read by the
/// general matcher).
pub(crate) const RECORDED: usize = 16;

/// Where a walk found the segments of the text's path.
#[derive(Debug)]
pub(crate) struct Segments {
    /// Where each segment ends (the next begins one byte later, after its `/`).
    ends: [usize; RECORDED],
    /// How many segments the path has (more than were recorded, at times).
    pub(crate) count: usize,
    /// Where the path ends: the text's length, or its first `?` or `#`.
    pub(crate) path_end: usize,
}

impl Segments {
    pub(crate) const fn new() -> Self {
        Self {
            ends: [0; RECORDED],
            count: 0,
            path_end: 0,
        }
    }

    /// Records the next segment, which ends at `end`.
    pub(crate) fn push(&mut self, end: usize) {
        if let Some(slot) = self.ends.get_mut(self.count) {
            *slot = end;
        }
        self.count += 1;
    }

    /// The byte range of the path's segment `index`, if it was recorded.
    pub(crate) fn get(&self, index: usize) -> Option<Range<usize>> {
        if index >= self.count {
            return None;
        }
        let end = *self.ends.get(index)?;
        let start = match index {
            0 => 0,
            _ => self.ends[index - 1] + 1,
        };
        Some(start..end)
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use super::{Literal, STOPS, Segments, find, head, segment_end};

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
        // `SplitMix64`'s step, enough to mix the pieces.
        let mut state = 0x5EED_u64;
        let mut next = |bound: usize| {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let z = (state ^ (state >> 31)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            usize::try_from((z ^ (z >> 29)) % bound as u64).unwrap()
        };
        for _ in 0..2_000 {
            let text: Vec<u8> = (0..next(12))
                .flat_map(|_| pieces[next(pieces.len())].iter().copied())
                .collect();
            for start in 0..=text.len() {
                let end = text[start..]
                    .iter()
                    .position(|&byte| STOPS[usize::from(byte)])
                    .map_or(text.len(), |offset| start + offset);
                let expected = (end, head(&text[start..end]));
                assert_eq!(segment_end(&text, start), expected, "{text:?} from {start}");
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
        ];
        let mut literals: Vec<Literal> = (0..)
            .zip(keys)
            .map(|(child, key)| Literal::new(key.as_bytes(), child))
            .collect();
        Literal::sort(&mut literals);
        for (child, key) in (0..).zip(keys) {
            let (end, word) = segment_end(key.as_bytes(), 0);
            assert_eq!(end, key.len());
            assert_eq!(find(&literals, key.as_bytes(), word), Some(child), "{key}");
        }
        for other in [
            "b",
            "repo",
            "reposs",
            "received_event",
            "received_eventsx",
            "\0",
        ] {
            let (_, word) = segment_end(other.as_bytes(), 0);
            assert_eq!(find(&literals, other.as_bytes(), word), None, "{other}");
        }
    }

    #[test]
    fn segments_end_at_a_slash_and_the_path_at_a_query_or_fragment() {
        let text = b"/repos/a%2Fb/x?y/z#w";
        let mut segments = Segments::new();
        let mut start = 0;
        let mut found = Vec::new();
        loop {
            let (end, _) = segment_end(text, start);
            segments.push(end);
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
