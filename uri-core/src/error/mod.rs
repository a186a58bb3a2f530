//! What went wrong, and how it is shown: the parse error, its hints, and the one
//! renderer that draws an input with a caret under the offending span.
//!
//! - `parse_error.rs`: the error, its kind, and the component it is in.
//! - `char_at.rs`: decoding the one character an error points at, in `const` code.
//! - `hint.rs`: the likely fix for an error, shown as `help:`.
//! - `shown.rs`: how a character appears in a message: as itself, or escaped.
//! - `secret.rs`: finding the password in text that may not parse, to hide it.
//! - `render.rs`: the caret drawing.
//! - `report.rs`: an error that owns its input (feature `alloc`).

pub(crate) mod char_at;
pub(crate) mod hint;
pub(crate) mod parse_error;
pub(crate) mod render;
#[cfg(feature = "alloc")]
pub(crate) mod report;
pub(crate) mod secret;
pub(crate) mod shown;
