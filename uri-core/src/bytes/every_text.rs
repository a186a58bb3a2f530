//! Every text of a few bytes drawn from a small alphabet: what the crate's
//! exhaustive unit tests read, where a rule's edges lie in short texts.

use alloc::vec::Vec;

/// Calls `check` with every text of at most `longest` bytes of `alphabet`,
/// shortest first (the empty text included).
pub(crate) fn every_text(alphabet: &[u8], longest: u32, mut check: impl FnMut(&[u8])) {
    let mut text = Vec::new();
    for len in 0..=longest {
        for mut number in 0..alphabet.len().pow(len) {
            text.clear();
            for _ in 0..len {
                text.push(alphabet[number % alphabet.len()]);
                number /= alphabet.len();
            }
            check(&text);
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::collections::BTreeSet;

    use super::every_text;

    #[test]
    fn each_text_comes_once() {
        let mut seen = BTreeSet::new();
        every_text(b"ab", 3, |text| {
            assert!(seen.insert(text.to_vec()), "{text:?}");
        });
        // 1 + 2 + 4 + 8 texts.
        assert_eq!(seen.len(), 15);
        assert!(seen.contains(b"".as_slice()));
        assert!(seen.contains(b"bab".as_slice()));
    }
}
