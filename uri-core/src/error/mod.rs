//! What went wrong, and how it is shown: the parse error, its hints, and the one
//! renderer that draws an input with a caret under the offending span.

pub(crate) mod char_at;
pub(crate) mod hint;
#[cfg(feature = "miette")]
pub(crate) mod miette;
pub(crate) mod parse_error;
pub(crate) mod render;
#[cfg(feature = "alloc")]
pub(crate) mod report;
pub(crate) mod secret;
pub(crate) mod shown;
