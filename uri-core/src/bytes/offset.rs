//! Where a slice sits in the text it was cut from.
//!
//! Templates, captures and expressions are slices of one text, so the byte
//! index of one in the other is the distance between their starts; asking it
//! here rather than writing the pointer arithmetic out keeps the one
//! precondition (the slice is the text's own) in one place.

/// The byte index in `text` at which `part`, a slice of `text`, starts.
///
/// Debug builds check that `part` lies inside `text`; a slice from elsewhere
/// gives a meaningless index in release builds, never undefined behaviour.
pub(crate) fn offset_in(text: &str, part: &str) -> usize {
    let start = checked_offset_in(text, part);
    debug_assert!(start.is_some(), "a slice of another text");
    start.unwrap_or(usize::MAX)
}

/// The byte index in `text` at which `part` starts, when `part` lies inside
/// `text`; `None` for a slice of another text.
pub(crate) fn checked_offset_in(text: &str, part: &str) -> Option<usize> {
    let start = (part.as_ptr() as usize).wrapping_sub(text.as_ptr() as usize);
    let inside = start <= text.len() && part.len() <= text.len() - start;
    inside.then_some(start)
}

#[cfg(test)]
mod tests {
    use super::{checked_offset_in, offset_in};

    #[test]
    fn a_slice_starts_where_it_was_cut() {
        let text = "/repos/{owner}";
        assert_eq!(offset_in(text, &text[7..]), 7);
        assert_eq!(offset_in(text, &text[..0]), 0);
        assert_eq!(offset_in(text, &text[text.len()..]), text.len());
        assert_eq!(checked_offset_in(text, "/repos"), None);
        assert_eq!(checked_offset_in(&text[1..], text), None);
    }
}
