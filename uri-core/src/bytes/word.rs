//! Eight bytes at once: the arithmetic that finds bytes of one value in a
//! little-endian `u64` without a loop. The scanner, dot-segment removal, the
//! router's segment walk and the reading of a request's query all ask it.
#![allow(
    clippy::inline_always,
    reason = "called in the scanner's per-block loops, which must stay branch- and call-free; see benches/README.md"
)]

/// `0x01` in each byte: `ONES * b` repeats byte `b` eight times.
pub(crate) const ONES: u64 = 0x0101_0101_0101_0101;

/// The high bit of each byte of `word` that is zero, and no other bit: exact in
/// every byte, as no carry leaves a byte.
#[inline(always)]
pub(crate) const fn zero_bytes(word: u64) -> u64 {
    const LOW_SEVEN: u64 = ONES * 0x7F;
    // A byte's high bit ends up set when its low seven bits, or its high bit,
    // are not all zero.
    !(((word & LOW_SEVEN).wrapping_add(LOW_SEVEN)) | word | LOW_SEVEN)
}

/// The high bit of each byte of `word` equal to `byte`, and no other bit.
#[inline(always)]
pub(crate) const fn bytes_equal_to(word: u64, byte: u8) -> u64 {
    zero_bytes(word ^ (ONES * byte as u64))
}

/// The high bit of each byte of `word` below `bound` (at most `0x80`) or
/// equal to DEL (`0x7F`), and no other bit: exact in every byte, as no carry
/// leaves a byte. Below `b' ' + 1` these are the bytes no request holds.
#[cfg(feature = "matching")]
#[inline(always)]
pub(crate) const fn bytes_below_or_del(word: u64, bound: u8) -> u64 {
    const HIGH: u64 = ONES * 0x80;
    let low = word & !HIGH;
    // A byte's low seven bits plus `0x80 - bound` reach its high bit when
    // they are at least `bound`; a byte with its high bit set is not below.
    let below = !(low.wrapping_add(ONES * (0x80 - bound as u64)) | word);
    // Plus one, they reach it only when they are all ones: DEL, with the
    // byte's own high bit clear.
    let del = low.wrapping_add(ONES) & !word;
    (below | del) & HIGH
}

#[cfg(test)]
mod tests {
    use super::{bytes_equal_to, zero_bytes};
    use crate::bytes::split_mix::SplitMix;

    #[test]
    fn each_flag_is_exactly_a_byte_of_the_value() {
        let mut random = SplitMix::new(0x5EED);
        for _ in 0..20_000 {
            let mut bytes = random.next_u64().to_le_bytes();
            // Plant the looked-for byte and its neighbours, where borrows would show.
            for byte in &mut bytes {
                match random.below(4) {
                    0 => *byte = b'/',
                    1 => *byte = b'/' + 1,
                    2 => *byte = 0,
                    _ => {}
                }
            }
            let word = u64::from_le_bytes(bytes);
            let expect = |value: u8| {
                bytes
                    .iter()
                    .enumerate()
                    .filter(|&(_, &b)| b == value)
                    .fold(0, |flags, (i, _)| flags | 0x80 << (8 * i))
            };
            assert_eq!(zero_bytes(word), expect(0), "{bytes:?}");
            assert_eq!(bytes_equal_to(word, b'/'), expect(b'/'), "{bytes:?}");
        }
    }

    #[cfg(feature = "matching")]
    #[test]
    fn bytes_below_a_bound_or_del_are_flagged_exactly() {
        use super::bytes_below_or_del;

        let mut random = SplitMix::new(0xB0B);
        for bound in [0, 1, 0x21, 0x40, 0x7F, 0x80] {
            for _ in 0..5_000 {
                let mut bytes = random.next_u64().to_le_bytes();
                for byte in &mut bytes {
                    match random.below(5) {
                        0 => *byte = bound,
                        1 => *byte = bound.wrapping_sub(1),
                        2 => *byte = 0x80 | bound,
                        3 => *byte = u8::try_from(random.below(0x22)).unwrap(),
                        4 if random.below(2) == 0 => *byte = 0x7F | (*byte & 0x80),
                        _ => {}
                    }
                }
                let word = u64::from_le_bytes(bytes);
                let expect = bytes
                    .iter()
                    .enumerate()
                    .filter(|&(_, &b)| b < bound || b == 0x7F)
                    .fold(0, |flags, (i, _)| flags | 0x80 << (8 * i));
                assert_eq!(bytes_below_or_del(word, bound), expect, "{bound} {bytes:?}");
            }
        }
    }
}
