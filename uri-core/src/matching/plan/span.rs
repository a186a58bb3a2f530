//! A piece of a template's text, kept as a byte range rather than a slice, so
//! that a plan does not borrow its template: a [`TemplateSet`] keeps its
//! templates' text itself, and hands out names that borrow the set.
//!
//! [`TemplateSet`]: crate::matching::router::set::TemplateSet

use crate::bytes::offset::offset_in;
use crate::matching::stored::{emit_enum_as_debug, emit_struct};
use crate::template::uri_template::{Modifier, VarSpec};

/// The bytes `start..end` of a template's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    /// The byte index of its first byte in the template.
    pub start: u32,
    /// The byte index after its last.
    pub end: u32,
}

impl Span {
    /// Where `part`, a slice of `template`, sits in it. A template is at
    /// most `u32::MAX` bytes long (the parser refuses longer ones).
    pub(crate) fn of(template: &str, part: &str) -> Self {
        let start = offset_in(template, part);
        #[allow(
            clippy::cast_possible_truncation,
            reason = "templates are at most u32::MAX bytes (TemplateErrorKind::TooLong)"
        )]
        Self {
            start: start as u32,
            end: (start + part.len()) as u32,
        }
    }

    /// The bytes this span covers in `template`.
    pub(crate) fn read(self, template: &str) -> &str {
        template
            .get(self.start as usize..self.end as usize)
            .unwrap_or_default()
    }

    /// How many bytes it covers.
    pub(crate) const fn len(self) -> usize {
        (self.end - self.start) as usize
    }
}

/// A variable of an expression: its name's span and its modifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Var {
    /// Its name in the template.
    pub name: Span,
    /// Its modifier.
    pub modifier: Modifier,
}

impl Var {
    /// The variable `spec` of `template`.
    pub(crate) fn of(template: &str, spec: VarSpec<'_>) -> Self {
        Self {
            name: Span::of(template, spec.name()),
            modifier: spec.modifier(),
        }
    }

    /// The variable's name, read from `template`.
    pub(crate) fn name(self, template: &str) -> &str {
        self.name.read(template)
    }
}

emit_struct!(Span { start, end });
emit_struct!(Var { name, modifier });
emit_enum_as_debug!(Modifier);
