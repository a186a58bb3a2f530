//! The short way for a [`TemplateSet`](crate::matching::router::set::TemplateSet)'s
//! commonest routes: a template whose path is whole segments, each an ASCII
//! literal or one `{var}`, with no query or fragment (`/repos/{owner}/{repo}`),
//! is read from the segments the tree's walk found instead of matched again
//! from the start of the text.
//!
//! The walk already proves most of the match. It reaches a template's node only
//! through literal keys equal to the template's literal segments (`set_tree.rs`:
//! a literal segment is never a wildcard), with as many segments as the
//! template has. What is left is what `read.rs` would check of each `{var}`:
//! that its segment holds only the characters of its values (unreserved, `,`
//! and whole `%XX`), and that the text has no query or fragment (without a
//! query or fragment in the template, a `?` or `#` ends no section, so it is a
//! character that no value holds). An empty segment leaves its variable
//! undefined, as `read.rs` reads an empty `{var}`. The capture is the
//! segment's text, still encoded, as there.
//!
//! Every other template (and one with more than four variables), and a text
//! whose path has more segments than a walk records, goes to the general
//! matcher. The unit tests below compare the two
//! on random texts, so that this path can never disagree with it.

use alloc::vec::Vec;

use crate::bytes::percent::is_escape_at;
use crate::matching::captures::capture::{Capture, Shape, Store};
use crate::matching::plan::byte_set::value_set;
use crate::matching::plan::sections::{End, Plan, Query, Step};
use crate::matching::router::segments::SegmentEnds;
use crate::matching::router::tree::Key;
use crate::template::operator::Operator;
use crate::template::uri_template::{Modifier, VarSpec};

/// A template read from a walk's segments: how many it has, and its
/// variables, each with its segment (held inline, not in an allocation of
/// its own that a lookup would have to bring into the cache).
#[derive(Clone, Debug)]
pub(crate) struct PathRead<'t> {
    segments: usize,
    /// Each variable's segment and name.
    vars: [(usize, &'t str); VARS],
    var_count: usize,
}

/// How many variables the short way reads; a template with more is left to
/// its matcher.
const VARS: usize = 4;

/// What each byte is in the value of a `{var}` (`value_set(Simple, 1)`:
/// unreserved, `,` and `%`): one table for every route, since a table of
/// each route's own would crowd the cache of a large set.
static VALUE_BYTES: [Class; 256] = {
    let mut table = [Class::Other; 256];
    let mut byte = 0;
    while byte < 128 {
        #[allow(clippy::cast_possible_truncation, reason = "below 128")]
        let b = byte as u8;
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~' | b',') {
            table[byte] = Class::Plain;
        }
        byte += 1;
    }
    table[b'%' as usize] = Class::Percent;
    table
};

/// A byte of [`VALUE_BYTES`].
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    /// A character a value holds as it is.
    Plain,
    /// `%`, which must start an escape.
    Percent,
    /// A character no value holds.
    Other,
}

/// What the short way made of a text.
pub(crate) enum Read {
    /// The text matches, with the captures kept.
    Match,
    /// The text does not match.
    Mismatch,
    /// The general matcher must decide (a path longer than a walk records).
    Matcher,
}

/// What the segment being cut holds so far.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Holds {
    Nothing,
    Literal,
    Var,
}

impl<'t> PathRead<'t> {
    /// The short way for the template of `plan`, whose tree key is `key`, if
    /// it has the shape this module reads.
    pub(crate) fn new(plan: &Plan<'t>, key: &Key<'t>) -> Option<Self> {
        let path_only = matches!(plan.query, Query::None)
            && plan.fragment.is_none()
            && plan.repeated.is_empty();
        if !path_only {
            return None;
        }
        let mut vars = Vec::new();
        let mut segment = 0;
        let mut holds = Holds::Nothing;
        for step in &plan.head.steps {
            match step {
                Step::Literal(text) => {
                    for (index, piece) in text.split('/').enumerate() {
                        if index > 0 {
                            segment += 1;
                            holds = Holds::Nothing;
                        }
                        if !piece.is_empty() {
                            if holds == Holds::Var {
                                return None;
                            }
                            holds = Holds::Literal;
                        }
                    }
                }
                Step::Expression(expr) => {
                    let simple = expr.operator == Operator::Simple
                        && expr.end == End::Run
                        && matches!(expr.specs[..], [spec] if spec.modifier() == Modifier::None);
                    if !simple || holds != Holds::Nothing {
                        return None;
                    }
                    if expr.values != value_set(Operator::Simple, 1) {
                        return None;
                    }
                    vars.push((segment, expr.specs[0]));
                    holds = Holds::Var;
                }
            }
        }
        let segments = key.segment_count()?;
        // The walk proves only the tree's literal keys; any other segment
        // without a variable (a non-ASCII literal) is left to the matcher.
        let proven = (0..segments)
            .all(|index| key.is_literal(index) || vars.iter().any(|&(at, ..)| at == index));
        let var_count = vars.len();
        let vars = core::array::from_fn(|at| {
            vars.get(at)
                .map_or((0, ""), |&(index, spec): &(usize, VarSpec<'t>)| {
                    (index, spec.name())
                })
        });
        (segments == segment + 1 && proven && var_count <= VARS).then_some(Self {
            segments,
            vars,
            var_count,
        })
    }

    /// What the template reads of `text`, whose walk ended at its node; the
    /// captures go to `store`, which is empty (the caller's, so that they are
    /// not moved on the way out).
    pub(crate) fn read<'u>(
        &self,
        text: &'u str,
        walk: &SegmentEnds,
        store: &mut Store<'t, 'u>,
    ) -> Read {
        if walk.count != self.segments {
            return Read::Matcher;
        }
        if walk.path_end != text.len() {
            return Read::Mismatch;
        }
        for &(index, name) in self.vars.get(..self.var_count).unwrap_or_default() {
            let Some(range) = walk.get(index) else {
                return Read::Matcher;
            };
            let value = &text[range];
            if value.is_empty() {
                continue;
            }
            if !Self::holds(value.as_bytes()) {
                return Read::Mismatch;
            }
            store.push(Capture::new(name, value, Shape::Value));
        }
        Read::Match
    }

    /// Whether `value` holds only the characters of a `{var}`'s values, each
    /// `%` with two hex digits after it, as `read.rs`'s run reads them.
    fn holds(value: &[u8]) -> bool {
        let class = |byte: u8| VALUE_BYTES[usize::from(byte)];
        // Most values have no `%`: one table look-up a byte decides them.
        if value.iter().all(|&byte| class(byte) == Class::Plain) {
            return true;
        }
        let mut i = 0;
        while let Some(&byte) = value.get(i) {
            if class(byte) == Class::Other {
                return false;
            }
            if byte == b'%' {
                if !is_escape_at(value, i) {
                    return false;
                }
                i += 3;
            } else {
                i += 1;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::{Class, VALUE_BYTES};
    use crate::matching::plan::byte_set::{contains, value_set};
    use crate::template::operator::Operator;

    #[test]
    fn the_value_table_is_the_value_set_of_a_var() {
        let set = value_set(Operator::Simple, 1);
        for byte in 0..=u8::MAX {
            let class = VALUE_BYTES[usize::from(byte)];
            assert_eq!(class != Class::Other, contains(set, byte), "{byte}");
            assert_eq!(class == Class::Percent, byte == b'%', "{byte}");
        }
    }
}
