//! What the router knows of a template: its path cut into segments, and how
//! specific it is. The specificity rule is stated here, once:
//!
//! Specificity is compared segment by segment from the left. A **literal**
//! segment (`repos`, ASCII literal text only) beats a **pattern** (a segment
//! holding expressions that cannot write `/`: `{owner}`, `v{n}`, `{id}.json`);
//! a pattern with more literal characters beats one with fewer, and then one
//! with a longer literal prefix a shorter one; a pattern beats a **rest** (from
//! the first expression that can write `/`: `{+path}`, `{/path*}`), and a rest
//! with more literal text before it in its segment beats one with less, then
//! one after an expression of its segment one that begins the segment
//! (`/users/{id}{/p}` beats `/users/{+path}`), then one with more literal
//! text after it in the path (`/files{/path*}/raw` beats `/files{/path*}`: it
//! matches only texts the other matches too); a rest beats the path's end.
//! Paths alike, the template with more literal text after its path wins; then
//! (decided by the set, on the text) the one that reads more values after
//! the path; then the one with fewer expressions there; then the one whose
//! text comes first in byte order. The query decides only between templates
//! whose paths are alike, and nothing depends on the order in which the
//! templates were added (issue 63).

use alloc::borrow::Cow;
use alloc::vec::Vec;
use core::cmp::{Ordering, Reverse};

use crate::bytes::offset::offset_in;
use crate::matching::plan::sections::{Plan, Query, Step};
use crate::matching::plan::span::Span;
use crate::matching::stored::{List, emit_enum, emit_struct};
use crate::template::operator::Operator;

/// One path segment of a template.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Segment {
    /// ASCII literal text only: the text's segment must be exactly this.
    Literal(Span),
    /// Expressions confined to the segment, with literal text around them.
    Pattern(PatternRank),
}

/// How specific a pattern segment is: its literal characters, then the
/// length of its literal prefix (more is more specific).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PatternRank {
    /// Its literal characters.
    pub literal: usize,
    /// The length of its literal prefix.
    pub prefix: usize,
}

/// Where routes that reach the same node of the tree stand among each other:
/// the literal text before the rest in its segment, then whether an
/// expression of the segment comes before it, then the literal text after
/// the rest in the path, then the literal text after the path, then the
/// fewest expressions there. Smaller is more specific; the tree orders
/// routes of one rank by their texts.
pub type TailRank = (
    Reverse<usize>,
    Reverse<bool>,
    Reverse<usize>,
    Reverse<usize>,
    usize,
);

/// A template's path segments, and what follows them.
#[derive(Clone, Debug)]
pub struct RouteKey {
    /// Its path's segments before a rest.
    pub segments: List<Segment>,
    /// The literal length before the expression that may span segments, in
    /// the segment after `segments`, when there is one.
    pub rest: Option<usize>,
    /// Whether an expression of that segment comes before the rest
    /// (`{id}{/p}`).
    pub rest_after_pattern: bool,
    /// The length of the literal text in the path after that expression.
    pub after_rest: usize,
    /// The length of its literal text after the path.
    pub tail_literal: usize,
    /// How many expressions it has after the path.
    pub tail_expressions: usize,
}

emit_struct!(PatternRank { literal, prefix });
emit_struct!(RouteKey {
    segments,
    rest,
    rest_after_pattern,
    after_rest,
    tail_literal,
    tail_expressions
});

emit_enum!(Segment { ; Literal, Pattern });

/// The state of a segment being read.
struct Open {
    text: Option<Span>,
    literal: usize,
    prefix: usize,
    expressions: bool,
    ascii: bool,
}

impl Open {
    fn new() -> Self {
        Self {
            text: None,
            literal: 0,
            prefix: 0,
            expressions: false,
            ascii: true,
        }
    }

    fn add_literal(&mut self, template: &str, piece: &str, folded: &[Span; 2]) {
        if !self.expressions {
            self.prefix += piece.len();
        }
        self.literal += piece.len();
        // A literal key is compared as bytes: one with an escape, which a
        // client may spell otherwise (`%7e`, `~`), is read by its plan.
        // So is one with letters of the scheme or host, which a client may
        // write in either case (`HTTPS:`, `Example.COM`).
        let start = offset_in(template, piece);
        let in_case_folded = folded
            .iter()
            .any(|span| (span.start as usize) < start + piece.len() && start < span.end as usize);
        let letters = piece.bytes().any(|byte| byte.is_ascii_alphabetic());
        self.ascii &= piece.is_ascii() && !piece.contains('%') && !(in_case_folded && letters);
        self.text = match self.text {
            None if !self.expressions => Some(Span::of(template, piece)),
            // A segment of several literal pieces holds expressions between them.
            _ => None,
        };
    }

    fn close(self, template: &str) -> Segment {
        match self.text {
            Some(text) if !self.expressions && self.ascii => Segment::Literal(text),
            None if !self.expressions => Segment::Literal(Span::of(template, &template[..0])),
            _ => Segment::Pattern(PatternRank {
                literal: self.literal,
                prefix: self.prefix,
            }),
        }
    }
}

impl RouteKey {
    /// The key of `template`, whose plan is `plan`.
    pub(crate) fn new(template: &str, plan: &Plan) -> Self {
        let mut segments = Vec::new();
        let mut open = Open::new();
        let mut rest = None;
        let mut rest_after_pattern = false;
        let mut after_rest = 0;
        for step in plan.head.steps.iter() {
            if rest.is_some() {
                if let Step::Literal(literal) = step {
                    after_rest += literal.len();
                }
                continue;
            }
            match step {
                Step::Literal(literal) => {
                    let mut pieces = literal.read(template).split('/');
                    let first = pieces.next().unwrap_or_default();
                    open.add_literal(template, first, &plan.case_folded);
                    for piece in pieces {
                        segments.push(core::mem::replace(&mut open, Open::new()).close(template));
                        open.add_literal(template, piece, &plan.case_folded);
                    }
                }
                Step::Expression(expr) => {
                    if matches!(
                        expr.operator,
                        Operator::Reserved | Operator::Fragment | Operator::PathSegment
                    ) {
                        rest = Some(open.literal);
                        rest_after_pattern = open.expressions;
                        continue;
                    }
                    open.expressions = true;
                }
            }
        }
        if rest.is_none() {
            segments.push(open.close(template));
        }
        let count = |steps: &[Step]| {
            steps
                .iter()
                .fold((0, 0), |(literal, expressions), step| match step {
                    Step::Literal(text) => (literal + text.len(), expressions),
                    Step::Expression(_) => (literal, expressions + 1),
                })
        };
        let (mut tail_literal, mut tail_expressions) = match &plan.query {
            Query::Set(set) => (
                set.pairs.iter().map(|(pair, _)| pair.len()).sum::<usize>(),
                set.vars.len(),
            ),
            Query::Ordered(section) => count(&section.steps),
            Query::None => (0, 0),
        };
        if let Some(fragment) = &plan.fragment {
            let (literal, expressions) = count(&fragment.steps);
            tail_literal += literal;
            tail_expressions += expressions;
        }
        Self {
            segments: Cow::Owned(segments),
            rest,
            rest_after_pattern,
            after_rest,
            tail_literal,
            tail_expressions,
        }
    }

    /// How many segments the tree reads, when the template has no rest
    /// (`None` when one of its expressions may span segments).
    pub(crate) fn segment_count(&self) -> Option<usize> {
        self.rest.is_none().then_some(self.segments.len())
    }

    /// Whether segment `index` is a literal key of the tree: a walk that ends
    /// at this template's node went through it only where the text's segment
    /// equals it.
    pub(crate) fn is_literal(&self, index: usize) -> bool {
        matches!(self.segments.get(index), Some(Segment::Literal(_)))
    }

    /// Where the route stands among the routes that reach the same node.
    pub(crate) fn tail_rank(&self) -> TailRank {
        (
            Reverse(self.rest.unwrap_or(0)),
            Reverse(self.rest_after_pattern),
            Reverse(self.after_rest),
            Reverse(self.tail_literal),
            self.tail_expressions,
        )
    }

    /// The rank of the element at `index`: a segment, then the rest or the end.
    fn rank(&self, index: usize) -> (u8, usize, usize, usize) {
        match self.segments.get(index) {
            Some(Segment::Literal(_)) => (3, 0, 0, 0),
            Some(&Segment::Pattern(PatternRank { literal, prefix })) => (2, literal, prefix, 0),
            None => match self.rest {
                Some(prefix) if index == self.segments.len() => (
                    1,
                    prefix,
                    usize::from(self.rest_after_pattern),
                    self.after_rest,
                ),
                _ => (0, 0, 0, 0),
            },
        }
    }

    /// How `self` compares with `other` in specificity (`Greater`: more
    /// specific) by what the template alone says, the rule of this module's
    /// documentation but for the values a text gives: the paths, then the
    /// literal text after them. The tree orders its walk so that it finds
    /// routes in this order, which its tests check.
    pub(crate) fn specificity(&self, other: &Self) -> Ordering {
        let longest = self.segments.len().max(other.segments.len()) + 1;
        (0..longest)
            .map(|index| self.rank(index).cmp(&other.rank(index)))
            .find(|order| order.is_ne())
            .unwrap_or(Ordering::Equal)
            .then(self.tail_literal.cmp(&other.tail_literal))
    }

    /// How many expressions follow the path.
    pub(crate) fn tail_expressions(&self) -> usize {
        self.tail_expressions
    }
}
