//! How a character of the input appears in a message: as itself, or escaped when
//! it would break the message's layout.

use core::fmt;

/// A character as messages show it: itself, or escaped (`\t`, `\u{7f}`) when it
/// is a control character that would break or hide in the message.
pub(crate) struct Shown(pub(crate) char);

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.0;
        if c.is_control() {
            write!(f, "{}", c.escape_debug())
        } else {
            write!(f, "{c}")
        }
    }
}

/// The columns a character takes once escaped for display.
pub(crate) fn columns(c: char) -> usize {
    if c.is_control() {
        c.escape_debug().count()
    } else {
        1
    }
}
