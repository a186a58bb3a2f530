//! The parser's internal error: small enough to come back in registers.
//!
//! Scanning functions return `Result<usize, Fail>`, 16 bytes, which the calling
//! convention returns in two registers; a full [`ParseError`] (24 bytes, with the
//! character decoded) would go through memory on every call. The one `Fail` that
//! ends a parse becomes a `ParseError` at the top.

use crate::error::parse_error::{Component, ParseError, ParseErrorKind};

/// Where parsing failed and what was expected; see the module docs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fail {
    /// The byte index; inputs are at most `u32::MAX` bytes (checked first).
    index: u32,
    component: Component,
    kind: ParseErrorKind,
}

impl Fail {
    #[allow(
        clippy::cast_possible_truncation,
        reason = "inputs are at most u32::MAX bytes"
    )]
    pub(crate) const fn new(index: usize, component: Component, kind: ParseErrorKind) -> Self {
        Self {
            index: index as u32,
            component,
            kind,
        }
    }

    pub(crate) const fn index(self) -> usize {
        self.index as usize
    }

    pub(crate) const fn kind(self) -> ParseErrorKind {
        self.kind
    }

    /// The same failure attributed to another component.
    pub(crate) const fn in_component(self, component: Component) -> Self {
        Self { component, ..self }
    }

    /// The public error, with the character at the index decoded from `input`.
    #[cold]
    pub(crate) const fn into_error(self, input: &[u8]) -> ParseError {
        ParseError::at(input, self.index as usize, self.component, self.kind)
    }
}

/// `?` for `const fn`: return the error, or go on with the value.
macro_rules! tri {
    ($result:expr) => {
        match $result {
            Ok(value) => value,
            Err(error) => return Err(error),
        }
    };
}
pub(crate) use tri;
