//! `SplitMix64`, the generator the crate's randomized unit tests draw from: a
//! seed gives the same cases on every run and machine, with no dependency.

/// A `SplitMix64` stream (Steele, Lea and Flood, 2014).
pub(crate) struct SplitMix(u64);

impl SplitMix {
    pub(crate) const fn new(seed: u64) -> Self {
        Self(seed)
    }

    /// The next 64 random bits.
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let z = (self.0 ^ (self.0 >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `bound` (which is not zero).
    pub(crate) fn below(&mut self, bound: usize) -> usize {
        usize::try_from(self.next_u64() % bound as u64).expect("below a usize")
    }
}
