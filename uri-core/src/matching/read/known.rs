//! What a text says of a variable the template names more than once
//! (`/{a}/{a}`, `{a}{?a}`): expansion writes one value at each place, so the
//! places must agree, compared decoded.

use alloc::vec::Vec;

/// What a text says of a variable's value, at one place or gathered from all.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Known {
    /// Undefined: the text leaves the variable out.
    Undefined,
    /// Defined, with a value that the text does not tell exactly.
    Defined,
    /// Exactly these bytes, percent-decoded.
    Value(Vec<u8>),
    /// A value that starts with these bytes: a prefix modifier cut it (it has
    /// as many characters as the modifier allows, so the value may go on).
    Prefix(Vec<u8>),
}

impl Known {
    /// What `self` and `other` say together, or `None` when they disagree.
    pub(crate) fn merge(self, other: Self) -> Option<Self> {
        match (self, other) {
            (Self::Undefined, Self::Undefined) => Some(Self::Undefined),
            (Self::Undefined, _) | (_, Self::Undefined) => None,
            (Self::Defined, known) | (known, Self::Defined) => Some(known),
            (Self::Value(a), Self::Value(b)) => (a == b).then_some(Self::Value(a)),
            (Self::Value(value), Self::Prefix(prefix))
            | (Self::Prefix(prefix), Self::Value(value)) => {
                value.starts_with(&prefix).then_some(Self::Value(value))
            }
            (Self::Prefix(a), Self::Prefix(b)) => {
                let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
                long.starts_with(&short).then_some(Self::Prefix(long))
            }
        }
    }
}
