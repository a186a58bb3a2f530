//! Path, query and fragment of a reference read in one pass of eight-byte
//! words, with no branch on the bytes read: the usual tail of a URI.
//!
//! ```text
//! path [ "?" query ] [ "#" fragment ]
//! ```
//!
//! The three rules allow the same bytes, except that the first `?` ends the
//! path and the first `#` ends the path or the query: every byte is in
//! [`QUERY`](crate::parse::table::QUERY), `%` with two hex digits after it,
//! or the one `#` there may be. So the tail is valid if and only if every byte
//! passes that test and there is at most one `#`; the components' ends are
//! then where the first `?` and the first `#` are. Each word yields masks of
//! those bytes, which are combined without branching; only the count of words
//! is a loop.
//!
//! Why a second way to read these bytes: the scanners of
//! [`scan`](crate::parse::scan) read plain runs a block at a time, but branch
//! at every escape and at every component's end, and on short text with an
//! escape every few bytes those branches cost more than this pass's
//! arithmetic. `Uri::parse` of the normalization corpus (46 bytes, 21% of
//! them in escapes, 10,000 URIs) took 68-70 ns with this pass against 91-96
//! ns without; on short URIs with few escapes the two measured within the 5%
//! by which code placement alone moves them (see `benches/README.md`).
//!
//! The pass answers only "valid, and where do the components end". For
//! anything else (an invalid byte, a non-ASCII character, a text shorter
//! than a word, a tail longer than [`LONGEST`]) it answers `None` and the
//! scanners read the tail again, reporting the first error as they always
//! have; so errors, and IRIs, are exactly as before.

use crate::parse::table::{
    TAIL_ALLOWED, TAIL_HASH, TAIL_HEXDIG, TAIL_PERCENT, TAIL_QUESTION, tail_flags,
};

/// The high bit of each byte: [`TAIL_ALLOWED`]'s.
const HIGH_BITS: u64 = 0x8080_8080_8080_8080;
/// Each byte set to one.
const ONES: u64 = 0x0101_0101_0101_0101;
const _: () = assert!(TAIL_ALLOWED == 0x80 && TAIL_HEXDIG > TAIL_PERCENT);

/// The longest tail read here; longer ones are left to the scanners. This
/// pass costs the same per byte whatever the text holds: read over every
/// length, it took 3.6 times the time of a plain table lookup per byte on
/// each long corpus of `--bench ratios`, 0.35-0.80 times fluent-uri's speed,
/// where the scanners reach 0.9-2.0 times.
pub(crate) const LONGEST: usize = 256;

/// The ends of the path and of the query (each the index of the byte after
/// it) when the bytes from `start` to the end form a valid `path [ "?" query ]
/// [ "#" fragment ]` of ASCII text; `None` when they do not, or when the pass
/// leaves the question to the scanners (see the module docs).
///
/// Only the bytes are checked; which rule of path the path must follow
/// (`path-abempty`, `path-noscheme`, ...) is the caller's part.
#[inline]
pub(crate) const fn path_query_fragment(bytes: &[u8], start: usize) -> Option<(usize, usize)> {
    let len = bytes.len();
    if start >= len {
        return Some((len, len));
    }
    if len < 8 || len - start > LONGEST {
        return None;
    }
    let mut masks = Masks::new();
    let mut i = start;
    while i + 8 <= len {
        let (_, rest) = bytes.split_at(i);
        let Some(word) = rest.first_chunk::<8>() else {
            return None;
        };
        masks.add(*word, i, 0);
        i += 8;
    }
    if i < len {
        // The last bytes, read as the last eight with those already read
        // shifted out; the bytes shifted in (zeros) are past the end.
        let (_, rest) = bytes.split_at(len - 8);
        let Some(word) = rest.first_chunk::<8>() else {
            return None;
        };
        masks.add(*word, i, i - (len - 8));
    }
    masks.ends(len)
}

/// What the words read so far hold.
struct Masks {
    /// Some byte is invalid: a byte outside the tail's bytes, a second `#`, or
    /// an escape whose digits are not both hex digits (or run past the end).
    invalid: u64,
    /// The `%`s of the previous word, whose digits may be in this one.
    previous_percents: u64,
    /// All ones once a `#` has been read.
    seen_hash: u64,
    /// The index of the first `?`, or `usize::MAX`.
    first_question: usize,
    /// The index of the first `#`, or `usize::MAX`.
    first_hash: usize,
}

impl Masks {
    const fn new() -> Self {
        Self {
            invalid: 0,
            previous_percents: 0,
            seen_hash: 0,
            first_question: usize::MAX,
            first_hash: usize::MAX,
        }
    }

    /// Takes in the bytes of `word` from its byte `skip` on, the first of
    /// which is at index `at` of the text.
    #[inline(always)]
    #[allow(
        clippy::inline_always,
        reason = "one copy per call site of the loop, so the masks stay in registers"
    )]
    const fn add(&mut self, word: [u8; 8], at: usize, skip: usize) {
        let t = tail_flags();
        let flags = u64::from_le_bytes([
            t[word[0] as usize],
            t[word[1] as usize],
            t[word[2] as usize],
            t[word[3] as usize],
            t[word[4] as usize],
            t[word[5] as usize],
            t[word[6] as usize],
            t[word[7] as usize],
        ]) >> (8 * skip);
        let present = HIGH_BITS >> (8 * skip);
        // Each mask keeps its flag's bit in each byte; the padding shifted in
        // has no flag.
        let outside = present & !flags;
        let percents = flags & (ONES * TAIL_PERCENT as u64);
        let questions = flags & (ONES * TAIL_QUESTION as u64);
        let hashes = flags & (ONES * TAIL_HASH as u64);
        // A second `#` in this word, or any after one in an earlier word.
        let second_hash = (hashes & hashes.wrapping_sub(1)) | (hashes & self.seen_hash);
        // The two digits of each escape, in this word or carried from the
        // last, moved to the bit of HEXDIG; bytes past the end are no digits.
        let to_digit = TAIL_HEXDIG.trailing_zeros() - TAIL_PERCENT.trailing_zeros();
        let digits = ((percents << 8)
            | (percents << 16)
            | (self.previous_percents >> 56)
            | (self.previous_percents >> 48))
            << to_digit;
        let bad_digits = digits & !flags;
        self.invalid |= outside | second_hash | bad_digits;
        self.previous_percents = percents;
        self.seen_hash |= 0_u64.wrapping_sub((hashes != 0) as u64);

        let question = at + (questions.trailing_zeros() / 8) as usize;
        let hash = at + (hashes.trailing_zeros() / 8) as usize;
        self.first_question = min(
            self.first_question,
            if questions != 0 { question } else { usize::MAX },
        );
        self.first_hash = min(self.first_hash, if hashes != 0 { hash } else { usize::MAX });
    }

    /// The ends of the path and the query of a text of `len` bytes, once every
    /// word has been added.
    const fn ends(&self, len: usize) -> Option<(usize, usize)> {
        // An escape in the last two bytes has digits past the end.
        let beyond = (self.previous_percents >> 56) | (self.previous_percents >> 48);
        if self.invalid | beyond != 0 {
            return None;
        }
        let query_end = min(self.first_hash, len);
        let path_end = min(self.first_question, query_end);
        Some((path_end, query_end))
    }
}

#[inline(always)]
#[allow(
    clippy::inline_always,
    reason = "a select, branch-free where it is inlined"
)]
const fn min(a: usize, b: usize) -> usize {
    if a < b { a } else { b }
}

#[cfg(test)]
mod tests {
    use super::{LONGEST, path_query_fragment};
    use crate::parse::table::{HEXDIG, QUERY, is};

    /// The rules read one byte at a time: the ends of path and query if every
    /// byte from `start` is allowed, else `None`.
    fn by_the_rules(text: &[u8], start: usize) -> Option<(usize, usize)> {
        let (mut question, mut hash) = (None, None);
        let mut i = start;
        while i < text.len() {
            match text[i] {
                b'%' => {
                    let digits = text.get(i + 1..i + 3)?;
                    if !digits.iter().all(|&digit| is(digit, HEXDIG)) {
                        return None;
                    }
                    i += 3;
                    continue;
                }
                b'#' if hash.is_some() => return None,
                b'#' => hash = Some(i),
                b'?' if question.is_none() && hash.is_none() => question = Some(i),
                byte if is(byte, QUERY) => {}
                _ => return None,
            }
            i += 1;
        }
        let query_end = hash.unwrap_or(text.len());
        Some((question.unwrap_or(query_end), query_end))
    }

    /// Whether the word pass answers for `text` from `start`, rather than
    /// leaving it to the scanners whatever it holds.
    fn answered(text: &[u8], start: usize) -> bool {
        start >= text.len() || (text.len() >= 8 && text.len() - start <= LONGEST && text.is_ascii())
    }

    fn check(text: &[u8], start: usize) {
        let words = path_query_fragment(text, start);
        let rules = by_the_rules(text, start);
        let shown = || {
            alloc::format!(
                "{:?} from {start}",
                alloc::string::String::from_utf8_lossy(text)
            )
        };
        // Where the pass leaves the text to the scanners, it answers `None`.
        if answered(text, start) || words.is_some() {
            assert_eq!(words, rules, "{}", shown());
        }
    }

    /// Texts of tokens that put escapes, `?`, `#` and bad bytes across every
    /// word boundary, from several starts, up to past [`LONGEST`].
    #[test]
    #[allow(
        clippy::cast_possible_truncation,
        reason = "remainders of small divisors"
    )]
    fn agrees_with_the_rules_read_a_byte_at_a_time() {
        let tokens: [&[u8]; 24] = [
            b"a",
            b"Z9",
            b"/",
            b"path",
            b"?",
            b"#",
            b"%41",
            b"%aF",
            b"%e2%9c%93",
            b":@",
            b"-._~",
            b"!$&'()*+,;=",
            b"%",
            b"%4",
            b"%G1",
            b"%%",
            b" ",
            b"\x7f",
            b"\xc3\xa9",
            b"[",
            b"]",
            b"\"",
            b"\x00",
            b"^",
        ];
        let mut state: u64 = 0x2545_F491_4F6C_DD1D;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut text = alloc::vec::Vec::new();
        for _ in 0..200_000 {
            text.clear();
            let len = if next() % 16 == 0 {
                (next() % 300) as usize
            } else {
                (next() % 40) as usize
            };
            // Mostly valid tokens (the first twelve); one in twelve from the rest.
            let rare = next() % 12;
            while text.len() < len {
                let roll = next();
                let token = if roll % 12 == rare {
                    tokens[12 + ((roll >> 8) % 12) as usize]
                } else {
                    tokens[((roll >> 8) % 12) as usize]
                };
                text.extend_from_slice(token);
            }
            for start in [0, 1, 3, 7, 8, 9, text.len() / 2, text.len()] {
                check(&text, start.min(text.len()));
            }
        }
    }

    #[test]
    fn edges() {
        let ends = |text: &str, start| path_query_fragment(text.as_bytes(), start);
        assert_eq!(ends("http://h", 8), Some((8, 8)));
        assert_eq!(ends("http://h/a?b#c", 8), Some((10, 12)));
        assert_eq!(ends("http://h/a#b?c", 8), Some((10, 10)));
        assert_eq!(ends("http://h/a??#", 8), Some((10, 12)));
        assert_eq!(ends("http://h/a#b#c", 8), None);
        assert_eq!(ends("http://h/%4", 8), None);
        assert_eq!(ends("http://h/%41", 8), Some((12, 12)));
        // An escape whose digits are in the next word.
        assert_eq!(ends("http://h/abcde%41", 8), Some((17, 17)));
        assert_eq!(ends("http://h/abcde%4G", 8), None);
        // Too short to read a word, or not ASCII: the scanners decide.
        assert_eq!(ends("s:/a?b", 2), None);
        assert_eq!(ends("http://h/é", 8), None);
    }
}
