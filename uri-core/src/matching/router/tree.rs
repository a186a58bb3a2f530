//! The segment tree of a [`TemplateSet`](crate::matching::router::set::TemplateSet):
//! which templates a text's path can match, found one path segment at a time.
//!
//! Each template's path (its head, up to the query or fragment) is cut at its
//! literal `/` into segments: a **literal** segment (`repos`), a **pattern**
//! segment that holds expressions that cannot write `/` (`{owner}`, `v{n}`,
//! `{id}.json`, `{id}{.format}`), and, from the first expression that can
//! write `/` (`{+path}`, `{/path*}`, `{#frag}`), a **rest** that may take any
//! number of segments.
//!
//! The tree is built deterministic: at each node a text segment either equals
//! one of the node's literal keys or goes to its one wildcard child, and a
//! literal child also holds every pattern (and rest) that could take that
//! literal. A lookup walks one child per segment, never returning to try
//! another, and ends at a node whose candidates, in order of specificity, are
//! then matched in full (or, for whole-segment `{var}`s and literals, read
//! from the segments the walk recorded: `set_path.rs`); the first that
//! matches wins. The tree's nodes are shared by equal states, so a pattern
//! under many literals costs one subtree per distinct set of templates, not
//! one per literal. When every template's path starts with `/`, the root's
//! one way on is the empty segment before it, and the walk steps over a
//! text's leading `/` without cutting that segment.
//!
//! Specificity, compared segment by segment from the left: a literal segment
//! beats a pattern; a pattern with more literal characters beats one with
//! fewer, and then one with a longer literal prefix a shorter one; a pattern
//! beats a rest, and a rest with a longer literal prefix a shorter one. Paths
//! alike, the template with more literal text after its path wins, then the
//! one with fewer expressions there (`/search` before `/search{?q}`), then
//! the one inserted first.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::cmp::Ordering;
use core::ops::Range;

use crate::matching::plan::sections::{Plan, Query, Step};
use crate::matching::router::segments::{Keys, SegmentEnds, segment_at};
use crate::template::operator::Operator;

/// One path segment of a template.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Segment<'t> {
    /// ASCII literal text only: the text's segment must be exactly this.
    Literal(&'t str),
    /// Expressions confined to the segment, with literal text around them.
    Pattern { literal: usize, prefix: usize },
}

/// What the tree knows of a template: its path segments, and what follows.
#[derive(Clone, Debug)]
pub(crate) struct Key<'t> {
    segments: Vec<Segment<'t>>,
    /// The literal length before the expression that may span segments, in
    /// the segment after `segments`, when there is one.
    rest: Option<usize>,
    tail_literal: usize,
    tail_expressions: usize,
}

/// The state of a segment being read.
#[derive(Default)]
struct Open<'t> {
    text: Option<&'t str>,
    literal: usize,
    prefix: usize,
    expressions: bool,
    ascii: bool,
}

impl<'t> Open<'t> {
    fn new() -> Self {
        Self {
            ascii: true,
            ..Self::default()
        }
    }

    fn close(self) -> Segment<'t> {
        match self.text {
            Some(text) if !self.expressions && self.ascii => Segment::Literal(text),
            None if !self.expressions => Segment::Literal(""),
            _ => Segment::Pattern {
                literal: self.literal,
                prefix: self.prefix,
            },
        }
    }
}

impl<'t> Key<'t> {
    pub(crate) fn new(plan: &Plan<'t>) -> Self {
        let mut segments = Vec::new();
        let mut open = Open::new();
        let mut rest = None;
        for step in &plan.head.steps {
            match step {
                Step::Literal(literal) => {
                    let mut pieces = literal.split('/');
                    let first = pieces.next().unwrap_or_default();
                    open.add_literal(first);
                    for piece in pieces {
                        segments.push(core::mem::replace(&mut open, Open::new()).close());
                        open.add_literal(piece);
                    }
                }
                Step::Expression(expr) => {
                    if matches!(
                        expr.operator,
                        Operator::Reserved | Operator::Fragment | Operator::PathSegment
                    ) {
                        rest = Some(open.literal);
                        break;
                    }
                    open.expressions = true;
                }
            }
        }
        if rest.is_none() {
            segments.push(open.close());
        }
        let count = |steps: &[Step<'_>]| {
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
            segments,
            rest,
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

    /// The rank of the element at `index`: a segment, then the rest or the end.
    fn rank(&self, index: usize) -> (u8, usize, usize) {
        match self.segments.get(index) {
            Some(Segment::Literal(_)) => (3, 0, 0),
            Some(&Segment::Pattern { literal, prefix }) => (2, literal, prefix),
            None => match self.rest {
                Some(prefix) if index == self.segments.len() => (1, prefix, 0),
                _ => (0, 0, 0),
            },
        }
    }

    /// How `self` compares with `other` in specificity (`Greater`: more specific).
    pub(crate) fn specificity(&self, other: &Self) -> Ordering {
        let longest = self.segments.len().max(other.segments.len()) + 1;
        (0..longest)
            .map(|index| self.rank(index).cmp(&other.rank(index)))
            .find(|order| order.is_ne())
            .unwrap_or(Ordering::Equal)
            .then(self.tail_literal.cmp(&other.tail_literal))
            .then(other.tail_expressions.cmp(&self.tail_expressions))
    }
}

impl<'t> Open<'t> {
    fn add_literal(&mut self, piece: &'t str) {
        if !self.expressions {
            self.prefix += piece.len();
        }
        self.literal += piece.len();
        self.ascii &= piece.is_ascii();
        self.text = match self.text {
            None if !self.expressions => Some(piece),
            // A segment of several literal pieces holds expressions between them.
            _ => None,
        };
    }
}

/// A node: literal children by key (hashed), the wildcard child, and the
/// templates to try when the path ends here, most specific first.
#[derive(Clone, Debug, Default)]
struct Node {
    literals: Keys,
    wildcard: Option<u32>,
    /// Where the candidates are in the tree's list of them.
    candidates: Range<u32>,
}

/// The tree, with its nodes in one list; node 0 is the root.
#[derive(Clone, Debug, Default)]
pub(crate) struct Tree {
    nodes: Vec<Node>,
    /// Every node's candidates, one after another: one small list stays in
    /// the cache, where one allocation a node would not.
    candidates: Vec<u32>,
    /// The root's child for an empty first segment, when that is the root's
    /// only way on: every template's path starts with `/`, as a router's do,
    /// and the walk steps over a text's leading `/` without cutting a segment.
    slash: Option<u32>,
}

/// A node's state while building: the templates still reading segments, each
/// with the index of its next one, and those whose rest takes every segment.
type State = (Vec<(u32, u32)>, Vec<u32>);

impl Tree {
    /// The tree of `keys`, whose templates rank as `rank` says (lower first).
    pub(crate) fn new(keys: &[&Key<'_>], rank: &[u32]) -> Self {
        let mut tree = Self::default();
        #[allow(
            clippy::cast_possible_truncation,
            reason = "a set holds fewer than 2^32 templates"
        )]
        let start = (0..keys.len() as u32).map(|route| (route, 0)).collect();
        let mut memo = BTreeMap::new();
        tree.build((start, Vec::new()), keys, rank, &mut memo);
        tree.slash = tree
            .nodes
            .first()
            .filter(|root| root.wildcard.is_none())
            .and_then(|root| root.literals.only_empty());
        tree
    }

    fn build(
        &mut self,
        state: State,
        keys: &[&Key<'_>],
        rank: &[u32],
        memo: &mut BTreeMap<State, u32>,
    ) -> u32 {
        if let Some(&node) = memo.get(&state) {
            return node;
        }
        #[allow(
            clippy::cast_possible_truncation,
            reason = "nodes are far fewer than 2^32"
        )]
        let id = self.nodes.len() as u32;
        self.nodes.push(Node::default());
        memo.insert(state.clone(), id);
        let (active, carried) = state;
        let key = |route: u32| keys[route as usize];
        let segment =
            |&(route, index): &(u32, u32)| key(route).segments.get(index as usize).copied();
        let mut candidates: Vec<u32> = carried.clone();
        let mut next_carried = carried;
        let mut moving = Vec::new();
        for &(route, index) in &active {
            if (index as usize) < key(route).segments.len() {
                moving.push((route, index));
            } else if key(route).rest.is_some() {
                next_carried.push(route);
            } else {
                candidates.push(route);
            }
        }
        candidates.sort_by_key(|&route| rank[route as usize]);
        next_carried.sort_unstable();
        let mut literals: Vec<&str> = moving
            .iter()
            .filter_map(|item| match segment(item) {
                Some(Segment::Literal(text)) => Some(text),
                _ => None,
            })
            .collect();
        literals.sort_unstable();
        literals.dedup();
        let advance = |take: &dyn Fn(Segment<'_>) -> bool| -> Vec<(u32, u32)> {
            moving
                .iter()
                .filter(|item| segment(item).is_some_and(take))
                .map(|&(route, index)| (route, index + 1))
                .collect()
        };
        let mut children = Vec::with_capacity(literals.len());
        for literal in literals {
            let next = advance(&|segment| match segment {
                Segment::Literal(text) => text == literal,
                Segment::Pattern { .. } => true,
            });
            let child = self.build((next, next_carried.clone()), keys, rank, memo);
            children.push((literal.as_bytes(), child));
        }
        let next = advance(&|segment| matches!(segment, Segment::Pattern { .. }));
        let wildcard = (!next.is_empty() || !next_carried.is_empty())
            .then(|| self.build((next, next_carried), keys, rank, memo));
        let candidates = self.range(candidates);
        let node = &mut self.nodes[id as usize];
        node.literals = Keys::new(children);
        node.wildcard = wildcard;
        node.candidates = candidates;
        id
    }

    /// Adds a node's candidates to the list, and gives where they are.
    fn range(&mut self, candidates: Vec<u32>) -> Range<u32> {
        #[allow(
            clippy::cast_possible_truncation,
            reason = "a node's candidates are templates, fewer than 2^32 in all"
        )]
        let start = self.candidates.len() as u32;
        self.candidates.extend(candidates);
        #[allow(
            clippy::cast_possible_truncation,
            reason = "a node's candidates are templates, fewer than 2^32 in all"
        )]
        let end = self.candidates.len() as u32;
        start..end
    }

    fn candidates(&self, node: &Node) -> &[u32] {
        let range = node.candidates.start as usize..node.candidates.end as usize;
        self.candidates.get(range).unwrap_or_default()
    }

    /// The templates to try for `text`, most specific first; `segments`
    /// keeps where the walk found the segments of its path.
    pub(crate) fn walk(&self, text: &str, segments: &mut SegmentEnds) -> &[u32] {
        let Some(root) = self.nodes.first() else {
            return &[];
        };
        let bytes = text.as_bytes();
        // The segments are counted here and the count stored once, at the end.
        let (mut node, mut start, mut count) = match self.slash {
            // What the loop would do with the empty segment before the `/`.
            Some(child) if bytes.first() == Some(&b'/') => {
                segments.record(0, 0);
                (&self.nodes[child as usize], 1, 1)
            }
            _ => (root, 0, 0),
        };
        loop {
            let (end, head) = segment_at(bytes, start);
            segments.record(count, end);
            count += 1;
            let next = node
                .literals
                .child(head, bytes, start, end)
                .or(node.wildcard);
            let Some(next) = next else {
                segments.count = count;
                return &[];
            };
            node = &self.nodes[next as usize];
            if bytes.get(end) != Some(&b'/') {
                segments.count = count;
                segments.path_end = end;
                return self.candidates(node);
            }
            start = end + 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::String;
    use alloc::vec::Vec;

    use super::{Key, Tree};
    use crate::bytes::split_mix::SplitMix;
    use crate::matching::router::segments::SegmentEnds;
    use crate::template::uri_template::UriTemplate;

    fn tree(templates: &[&'static str]) -> Tree {
        let keys: Vec<Key<'static>> = templates
            .iter()
            .map(|template| {
                Key::new(
                    UriTemplate::parse(template)
                        .unwrap()
                        .matcher()
                        .unwrap()
                        .plan(),
                )
            })
            .collect();
        let keys: Vec<&Key<'_>> = keys.iter().collect();
        let rank: Vec<u32> = (0..).take(keys.len()).collect();
        Tree::new(&keys, &rank)
    }

    #[test]
    fn stepping_over_the_leading_slash_is_what_the_loop_does() {
        let templates = [
            "/",
            "/users/{user}",
            "/users/octocat/repos",
            "/files{/path*}",
            "/v{n}/status",
            "/search{?q}",
        ];
        let slash = tree(&templates);
        assert!(slash.slash.is_some());
        let plain = Tree {
            slash: None,
            ..slash.clone()
        };
        assert!(tree(&["/a", "{b}"]).slash.is_none());
        assert!(tree(&["/a", "b"]).slash.is_none());
        let pieces = [
            "", "/", "?", "#", "users", "octocat", "repos", "files", "v2", "status", "x",
        ];
        let mut random = SplitMix::new(0x5EED_2F2F);
        let mut next = |bound: usize| random.below(bound);
        for _ in 0..5_000 {
            let text: String = (0..next(8)).map(|_| pieces[next(pieces.len())]).collect();
            let (mut a, mut b) = (SegmentEnds::new(), SegmentEnds::new());
            assert_eq!(
                slash.walk(&text, &mut a),
                plain.walk(&text, &mut b),
                "{text}"
            );
            assert_eq!((a.count, a.path_end), (b.count, b.path_end), "{text}");
            for index in 0..a.count {
                assert_eq!(a.get(index), b.get(index), "{text}");
            }
        }
    }
}
