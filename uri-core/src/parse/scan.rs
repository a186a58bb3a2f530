//! The scanning helpers every rule is built from: runs of one byte class, eight
//! bytes at a time (escape by escape where escapes are dense), and
//! `pct-encoded`.
//!
//! They sit below the rules (`scheme`, `authority`, `uri_reference`) and know
//! nothing of them: a rule passes the class of bytes it holds literally and the
//! class of bytes that may end it.
#![allow(
    clippy::inline_always,
    reason = "the per-byte helpers must inline into the scanning loops; see benches/README.md"
)]

use crate::bytes::word::{ONES, bytes_equal_to};
use crate::error::parse_error::{Component, ParseErrorKind};
use crate::parse::fail::{Fail, tri};
use crate::parse::table::{Class, HEXDIG, is, table, table_or_percent};
use crate::parse::ucs::{NonAscii, allowed_len};

/// Whether all eight bytes of `block` are in `class`: one branch for the block
/// instead of one per byte. `class` must be one of the classes of bits 0-7
/// (see [`table`]).
#[inline(always)]
const fn block_in(block: &[u8; 8], class: Class) -> bool {
    let t = table();
    let all = t[block[0] as usize]
        & t[block[1] as usize]
        & t[block[2] as usize]
        & t[block[3] as usize]
        & t[block[4] as usize]
        & t[block[5] as usize]
        & t[block[6] as usize]
        & t[block[7] as usize];
    #[allow(
        clippy::cast_possible_truncation,
        reason = "block classes are in bits 0-7"
    )]
    let class = class as u8;
    all & class != 0
}

/// Where the run of whole blocks from `start` whose bytes are all in `class`
/// ends: at the first block that holds another byte, or with fewer than eight
/// bytes left. The loop walks the slice by chunks, one bounds test per block
/// (indexing from `start` tested three times and measured 7% slower).
#[inline(always)]
const fn blocks_in(bytes: &[u8], start: usize, class: Class) -> usize {
    if start > bytes.len() {
        return start;
    }
    let (_, mut rest) = bytes.split_at(start);
    let mut i = start;
    while let Some((block, tail)) = rest.split_first_chunk::<8>() {
        if !block_in(block, class) {
            break;
        }
        i += 8;
        rest = tail;
    }
    i
}

/// The index of the first byte from `start` that is not in `class` (a single
/// class of bits 0-7), or the length of `bytes`.
///
/// Whole blocks go eight bytes at a time; the block that fails, and the last
/// bytes, are searched by [`first_outside`]. A byte loop there instead ended
/// every component with a branch whose count of turns varies, and its
/// mispredictions were most of the time spent on short URIs.
#[inline(always)]
pub(crate) const fn run_end(bytes: &[u8], start: usize, class: Class) -> usize {
    let mut i = start;
    loop {
        i = blocks_in(bytes, i, class);
        match first_outside(bytes, i, class) {
            Some(end) => return end,
            None => i += 8,
        }
    }
}

/// The index of the first byte from `i` that is not in `class`, when it lies
/// among the eight from `i` or there are fewer than eight left (the length of
/// `bytes` when there is none); `None` when the eight bytes from `i` are all in
/// `class`. One mask and a count of trailing zeros; the last bytes are read
/// as the last eight, overlapping bytes already read.
#[inline(always)]
const fn first_outside(bytes: &[u8], mut i: usize, class: Class) -> Option<usize> {
    let len = bytes.len();
    if i >= len {
        return Some(i);
    }
    if len < 8 {
        while i < len && is(bytes[i], class) {
            i += 1;
        }
        return Some(i);
    }
    let at = if i + 8 <= len { i } else { len - 8 };
    let (_, rest) = bytes.split_at(at);
    let Some(block) = rest.first_chunk::<8>() else {
        return Some(i);
    };
    let outside = outside(block, class) >> (8 * (i - at));
    if outside != 0 {
        Some(i + (outside.trailing_zeros() / 8) as usize)
    } else if at + 8 == len {
        Some(len)
    } else {
        None
    }
}

/// The bit of `class` (a single class of bits 0-7) in each byte of the block
/// that is not in it, and no other bit.
#[inline(always)]
const fn outside(block: &[u8; 8], class: Class) -> u64 {
    // With several classes, a byte in one of them would still count as outside.
    debug_assert!(class.is_power_of_two() && class >> 8 == 0);
    let t = table();
    let flags = u64::from_le_bytes([
        t[block[0] as usize],
        t[block[1] as usize],
        t[block[2] as usize],
        t[block[3] as usize],
        t[block[4] as usize],
        t[block[5] as usize],
        t[block[6] as usize],
        t[block[7] as usize],
    ]);
    !flags & (class as u64 * ONES)
}

/// What the block test of [`scan`] found in a block.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Block {
    /// Each byte is in the class, or is the `%` of a complete escape (whose
    /// hex digits may run past the block), of which there are at most two.
    Passed,
    /// The bytes would pass, but three or more are `%`: text this dense with
    /// escapes goes faster escape by escape ([`dense_run`]).
    Dense,
    /// Some byte is neither in the class nor the `%` of a complete escape.
    Outside,
}

/// The block test of [`scan`] on `block`, which starts at `at`.
///
/// Up to two escapes per block are checked here. Checking every escape of a
/// block with a loop (one turn per `%`, its count varying from block to block)
/// ran at 0.6 times fluent-uri's speed on text that is three quarters escapes;
/// checking them all with word arithmetic (no loop) cost about thirty
/// instructions per block, escape or not, and slowed text with few escapes by
/// 30%. So a third `%` hands the text to the escape-by-escape loop. Handing it
/// over at the second already (`caf%C3%A9`) made that loop read long stretches
/// of plain text byte by byte: `ratios -- --corpus 10000` measured 1.32 times
/// fluent-uri's speed on `parse/dense/signed` then, 2.13 now, and the dense
/// groups 0.92-1.00 then, 0.96-1.02 now.
#[inline(always)]
const fn block_in_or_escaped(bytes: &[u8], at: usize, block: &[u8; 8], class: Class) -> Block {
    let t = table_or_percent();
    let all = t[block[0] as usize]
        & t[block[1] as usize]
        & t[block[2] as usize]
        & t[block[3] as usize]
        & t[block[4] as usize]
        & t[block[5] as usize]
        & t[block[6] as usize]
        & t[block[7] as usize];
    #[allow(
        clippy::cast_possible_truncation,
        reason = "block classes are in bits 0-7"
    )]
    let class = class as u8;
    if all & class == 0 {
        return Block::Outside;
    }
    let percents = bytes_equal_to(u64::from_le_bytes(*block), b'%');
    if percents == 0 {
        return Block::Passed;
    }
    let others = percents & (percents - 1);
    if others & others.wrapping_sub(1) != 0 {
        return Block::Dense;
    }
    let first = escape_at(bytes, at + (percents.trailing_zeros() / 8) as usize);
    let second = others == 0 || escape_at(bytes, at + (others.trailing_zeros() / 8) as usize);
    if first & second {
        Block::Passed
    } else {
        Block::Outside
    }
}

/// Whether the `%` at `i` starts a complete escape.
#[inline(always)]
const fn escape_at(bytes: &[u8], i: usize) -> bool {
    i + 2 < bytes.len() && hex_pair(bytes[i + 1], bytes[i + 2])
}

/// Where the run of whole blocks from `start` that pass
/// [`block_in_or_escaped`] ends, as [`blocks_in`]; and whether it ended at a
/// dense block.
#[inline(always)]
const fn blocks_in_or_escaped(bytes: &[u8], start: usize, class: Class) -> (usize, bool) {
    if start > bytes.len() {
        return (start, false);
    }
    let (_, mut rest) = bytes.split_at(start);
    let mut i = start;
    while let Some((block, tail)) = rest.split_first_chunk::<8>() {
        match block_in_or_escaped(bytes, i, block, class) {
            Block::Passed => {}
            Block::Dense => return (i, true),
            Block::Outside => break,
        }
        i += 8;
        rest = tail;
    }
    (i, false)
}

/// How far from `i` the bytes of `class` and complete escapes go, read one
/// byte or escape at a time, for at most [`DENSE_STRETCH`] bytes: text dense
/// with escapes, where an escape costs one test of its `%` and one of its two
/// digits rather than a block test that fails. After the stretch, the block
/// test is tried again, for text whose escapes thin out.
///
/// The `%` is tested first and both digits at once: testing the class first
/// and each digit apart measured 6-8% slower on the dense corpora, and a
/// branch-free test of every escape of an eight-byte block (three word
/// masks) 30-50% slower, though 20% faster on text one tenth escapes.
#[inline(always)]
const fn dense_run(
    bytes: &[u8],
    mut i: usize,
    class: Class,
    component: Component,
) -> Result<usize, Fail> {
    let limit = if i + DENSE_STRETCH < bytes.len() {
        i + DENSE_STRETCH
    } else {
        bytes.len()
    };
    while i < limit {
        let byte = bytes[i];
        if byte == b'%' {
            // `escape_at` written out: calling it here compiled to a loop
            // 13% slower on the dense corpora (`ratios -- parse/dense`).
            if i + 2 < bytes.len() && hex_pair(bytes[i + 1], bytes[i + 2]) {
                i += 3;
            } else {
                return percent_encoded(bytes, i, component);
            }
        } else if is(byte, class) {
            i += 1;
        } else {
            break;
        }
    }
    Ok(i)
}

/// Whether both bytes are hex digits: one test for the two.
#[inline(always)]
const fn hex_pair(high: u8, low: u8) -> bool {
    let t = table();
    #[allow(clippy::cast_possible_truncation, reason = "HEXDIG is in bits 0-7")]
    let hexdig = HEXDIG as u8;
    t[high as usize] & t[low as usize] & hexdig != 0
}

/// How many bytes [`dense_run`] reads before the block test is tried again.
/// Measured with `--bench ratios` (throughput over fluent-uri's): 32 bytes
/// gave 0.81-0.85 on text three quarters escapes and 1.15 on the mixed dense
/// corpus, the switching costing more than it saved; 512 gives 1.01-1.07 and
/// 1.30, and still 1.7 on long text with an escape here and there (2048: 1.5);
/// ending the stretch after 16 plain bytes in a row cost 10-30% everywhere.
const DENSE_STRETCH: usize = 512;

/// Consumes the bytes of `class`, percent-encoded octets and the non-ASCII
/// characters of `non_ascii` from `i`; returns the index of the first other
/// byte, which must be in `stop` (a class such as
/// [`PATH_END`](crate::parse::table::PATH_END), or
/// [`NOTHING`](crate::parse::table::NOTHING) when only the end of the input may
/// end the run), or the end of the input. Any other byte is an error of `kind`.
#[inline(always)]
pub(crate) const fn scan(
    bytes: &[u8],
    mut i: usize,
    class: Class,
    stop: Class,
    non_ascii: NonAscii,
    component: Component,
    kind: ParseErrorKind,
) -> Result<usize, Fail> {
    let len = bytes.len();
    loop {
        let (next, dense) = blocks_in_or_escaped(bytes, i, class);
        if dense {
            i = tri!(dense_run(bytes, next, class, component));
            continue;
        }
        if let NonAscii::None = non_ascii {
            let Some(end) = first_outside(bytes, next, class) else {
                // Not reached: a block fails its test only at a byte outside
                // `class` (a `%` is one). Going on keeps the answer exact.
                i = next + 8;
                continue;
            };
            i = end;
        } else {
            // IRI text changes between ASCII and other characters every few
            // bytes; there the byte loop measured faster than the mask.
            i = next;
            while i < len && is(bytes[i], class) {
                i += 1;
            }
        }
        if i >= len {
            return Ok(i);
        }
        let byte = bytes[i];
        if byte == b'%' {
            i = tri!(percent_encoded(bytes, i, component));
        } else if is(byte, stop) {
            return Ok(i);
        } else {
            // Non-ASCII text comes in runs (words of a script): read the run
            // here rather than fail a block test per character.
            let start = i;
            while i < len && bytes[i] >= 0x80 {
                let char_len = allowed_len(bytes, i, non_ascii);
                if char_len == 0 {
                    break;
                }
                i += char_len;
            }
            if i == start {
                return Err(Fail::new(i, component, kind));
            }
        }
    }
}

/// `pct-encoded = "%" HEXDIG HEXDIG` at `i` (which holds the `%`); returns the index
/// after it, or an error at the first byte that is not a hex digit.
#[inline(always)]
pub(crate) const fn percent_encoded(
    bytes: &[u8],
    i: usize,
    component: Component,
) -> Result<usize, Fail> {
    if i + 2 < bytes.len() && is(bytes[i + 1], HEXDIG) && is(bytes[i + 2], HEXDIG) {
        return Ok(i + 3);
    }
    let at = if i + 1 < bytes.len() && is(bytes[i + 1], HEXDIG) {
        i + 2
    } else {
        i + 1
    };
    Err(Fail::new(at, component, ParseErrorKind::PercentEncoding))
}

#[cfg(test)]
mod tests {
    use super::{percent_encoded, scan};
    use crate::error::parse_error::{Component, ParseErrorKind};
    use crate::parse::fail::Fail;
    use crate::parse::table::{NOTHING, PATH, PATH_END, QUERY, QUERY_END, REG_NAME};
    use crate::parse::ucs::NonAscii;

    fn run(text: &str, class: u16, stop: u16) -> Result<usize, (usize, ParseErrorKind)> {
        scan(
            text.as_bytes(),
            0,
            class,
            stop,
            NonAscii::None,
            Component::Path,
            ParseErrorKind::PathChar,
        )
        .map_err(|fail| (fail.index(), fail.kind()))
    }

    #[test]
    fn stops_only_at_a_byte_of_the_stop_class() {
        assert_eq!(run("a/b?c", PATH, PATH_END), Ok(3));
        assert_eq!(run("a/b#c", PATH, PATH_END), Ok(3));
        assert_eq!(run("a?b#c", QUERY, QUERY_END), Ok(3));
        assert_eq!(run("a?b", QUERY, QUERY_END), Ok(3));
        assert_eq!(
            run("a#b", QUERY, NOTHING),
            Err((1, ParseErrorKind::PathChar))
        );
        // NUL is in no class, so it is an error even where the stop class is empty.
        assert_eq!(
            run("a\0", QUERY, NOTHING),
            Err((1, ParseErrorKind::PathChar))
        );
        assert_eq!(
            run("a\0", PATH, PATH_END),
            Err((1, ParseErrorKind::PathChar))
        );
    }

    #[test]
    fn long_runs_and_escapes() {
        let long = "abcdefgh".repeat(5) + "%41" + &"x".repeat(9) + "?";
        assert_eq!(run(&long, PATH, PATH_END), Ok(long.len() - 1));
        assert_eq!(
            run("abcdefgh%4", PATH, PATH_END),
            Err((10, ParseErrorKind::PercentEncoding))
        );
    }

    /// The grammar read one byte at a time, with nothing skipped: what `scan`
    /// must answer, block test or not.
    fn one_byte_at_a_time(
        text: &[u8],
        start: usize,
        class: u16,
        stop: u16,
    ) -> Result<usize, (usize, ParseErrorKind)> {
        let mut i = start;
        while i < text.len() {
            let byte = text[i];
            if crate::parse::table::is(byte, class) {
                i += 1;
            } else if byte == b'%' {
                i = percent_encoded(text, i, Component::Path)
                    .map_err(|fail| (fail.index(), fail.kind()))?;
            } else if crate::parse::table::is(byte, stop) {
                return Ok(i);
            } else {
                return Err((i, ParseErrorKind::PathChar));
            }
        }
        Ok(i)
    }

    /// A differential test of the block test and the escape-by-escape stretch
    /// against the byte loop: 300,000 texts of up to 40 bytes, dense with `%`,
    /// hex digits and the bytes that end or break a run, so escapes straddle
    /// every block boundary; then 100,000 texts of up to 200 bytes (one in
    /// twenty up to 1,500, past the end of a dense stretch) made of
    /// tokens (mostly class bytes and complete escapes, in runs dense enough
    /// to switch between blocks and stretches, with now and then a bad escape
    /// or a byte that ends or breaks the run), scanned from several starts.
    #[test]
    #[allow(
        clippy::cast_possible_truncation,
        reason = "remainders of small divisors"
    )]
    fn escapes_in_blocks_agree_with_the_byte_loop() {
        fn check(text: &[u8], start: usize) {
            for (class, stop) in [(PATH, PATH_END), (QUERY, QUERY_END), (QUERY, NOTHING)] {
                let fast = scan(
                    text,
                    start,
                    class,
                    stop,
                    NonAscii::None,
                    Component::Path,
                    ParseErrorKind::PathChar,
                )
                .map_err(|fail| (fail.index(), fail.kind()));
                assert_eq!(
                    fast,
                    one_byte_at_a_time(text, start, class, stop),
                    "{:?} from {start}",
                    core::str::from_utf8(text)
                );
            }
        }
        let mut random = crate::bytes::split_mix::SplitMix::new(0x9E37_79B9);
        let mut next = move || random.next_u64();
        let alphabet = b"%%%%%4AfG/?#a \x7f09:@Fg`\xc3";
        let mut text = [0u8; 40];
        for _ in 0..300_000 {
            let len = (next() % 41) as usize;
            let mut bits = 0;
            for (k, byte) in text[..len].iter_mut().enumerate() {
                if k % 10 == 0 {
                    bits = next();
                }
                *byte = alphabet[(bits % alphabet.len() as u64) as usize];
                bits /= alphabet.len() as u64;
            }
            check(&text[..len], 0);
        }
        let tokens: [&[u8]; 24] = [
            b"%41",
            b"%4f",
            b"%E6",
            b"%9d",
            b"%20",
            b"%2F",
            b"a",
            b"Z",
            b"0",
            b"/",
            b":",
            b"@",
            b"-",
            b"word",
            b"%41%42%43",
            b"abcdefghij",
            b"%",
            b"%4",
            b"%G1",
            b"?",
            b"#",
            b" ",
            b"\x7f",
            b"\xc3",
        ];
        let mut long = alloc::vec::Vec::new();
        for _ in 0..100_000 {
            long.clear();
            // One text in twenty runs past the end of a dense stretch.
            let len = if next() % 20 == 0 {
                (next() % 1500) as usize
            } else {
                (next() % 200) as usize
            };
            // Mostly the first 16 tokens; one in eight from the rest.
            let rare = next() % 8;
            while long.len() < len {
                let roll = next();
                let token = if roll % 8 == rare {
                    tokens[16 + ((roll >> 8) % 8) as usize]
                } else {
                    tokens[((roll >> 8) % 16) as usize]
                };
                long.extend_from_slice(token);
            }
            for start in [0, 1, 3, len / 2] {
                check(&long, start.min(long.len()));
            }
        }
    }

    /// `run_end` from every start of short texts (the overlapping read of the
    /// last eight bytes, texts under eight bytes) and of texts with long runs
    /// (whole blocks, the block that fails), against a byte loop.
    #[test]
    #[allow(
        clippy::cast_possible_truncation,
        reason = "remainders of small divisors"
    )]
    fn run_end_finds_the_first_byte_outside_the_class() {
        let alphabet = b"aaaaaaaa%41/?#:@ \xc3";
        let mut state: u64 = 0x2545_F491_4F6C_DD1D;
        for _ in 0..20_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let len = (state % 48) as usize;
            let text: Vec<u8> = (0..len)
                .map(|k| alphabet[((state >> (k % 50)) as usize + k * 7) % alphabet.len()])
                .collect();
            for class in [PATH, QUERY, REG_NAME] {
                for start in 0..=len {
                    let mut expected = start;
                    while expected < len && crate::parse::table::is(text[expected], class) {
                        expected += 1;
                    }
                    assert_eq!(super::run_end(&text, start, class), expected);
                }
            }
        }
    }

    #[test]
    fn percent_encoded_points_at_the_first_bad_digit() {
        let at = |s: &str| percent_encoded(s.as_bytes(), 0, Component::Path).map_err(Fail::index);
        assert_eq!(at("%41"), Ok(3));
        assert_eq!(at("%4g"), Err(2));
        assert_eq!(at("%g4"), Err(1));
        assert_eq!(at("%"), Err(1));
        assert_eq!(at("%4"), Err(2));
    }
}
