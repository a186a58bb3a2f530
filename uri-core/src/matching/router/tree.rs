//! The segment tree of a [`TemplateSet`](crate::matching::router::set::TemplateSet):
//! which templates a text's path can match, found one path segment at a time,
//! most specific first (the rule is `key.rs`'s).
//!
//! Each template's path is cut into segments (`key.rs`): literal segments are
//! keys of a node's hashed table of literal children, pattern segments go to
//! the node's pattern child of their rank (one per rank, so patterns of equal
//! rank share a subtree), and a template ends at a node, either with its path
//! (its `ends`) or where a rest begins that may take any number of segments
//! (its `rests`).
//!
//! A lookup is a depth-first walk that tries, at each node, the literal child
//! that equals the text's next segment, then the pattern children from the
//! most specific rank down, then the node's rests; where the text's path has
//! ended, the node's rests and then its ends. That is the specificity order,
//! segment by segment, so the first template that matches in full is the most
//! specific. Each node is visited at most once per lookup (its depth fixes
//! which segment of the text it reads), so a lookup costs at most the nodes
//! and candidates it passes, whatever the table.
//!
//! Adding a template walks its segments once, creating what is missing, and
//! puts it in one node's list by a binary search: O(segments + log n) steps,
//! and the list's shift (a copy of route numbers, which stays small unless
//! many templates differ only after their path).

use alloc::vec::Vec;
use core::ops::ControlFlow;

use crate::matching::router::key::{PatternRank, RouteKey, Segment, TailRank};
use crate::matching::router::segments::{LiteralChildren, SegmentStarts, segment_at};

/// A node: literal children by key (hashed), pattern children by rank (most
/// specific first), and the templates that end here.
#[derive(Clone, Debug, Default)]
struct Node {
    literals: LiteralChildren,
    patterns: Vec<(PatternRank, u32)>,
    /// Templates whose rest begins after this node's segments, most specific first.
    rests: Vec<u32>,
    /// Templates whose path ends at this node, most specific first.
    ends: Vec<u32>,
}

/// The tree, with its nodes in one list; node 0 is the root.
#[derive(Clone, Debug)]
pub(crate) struct Tree {
    nodes: Vec<Node>,
    /// Each template's rank among those that reach its node.
    ranks: Vec<TailRank>,
    /// Whether some template's query may begin with `&` (`{?a}{&b}`), so that
    /// a text without `?` may end its path at its first `&`.
    ampersand: bool,
}

impl Default for Tree {
    fn default() -> Self {
        Self {
            nodes: alloc::vec![Node::default()],
            ranks: Vec::new(),
            ampersand: false,
        }
    }
}

/// Where a walk stands: the node, the depth (how many segments the node has
/// read), and where the text's segment of that depth starts (`None` once the
/// path has ended).
#[derive(Clone, Copy)]
struct At {
    node: u32,
    depth: usize,
    start: Option<usize>,
}

impl Tree {
    /// Adds template number `route`, whose key is `key` (its text is
    /// `template`); `ampersand` when its query may begin with `&`. Templates
    /// are added in the order of their numbers.
    pub(crate) fn insert(&mut self, template: &str, key: &RouteKey, route: u32, ampersand: bool) {
        self.ranks.push(key.tail_rank(route));
        self.ampersand |= ampersand;
        let mut node = 0;
        for segment in &key.segments {
            node = match *segment {
                Segment::Literal(span) => {
                    let literal = span.read(template).as_bytes();
                    if let Some(child) = self.nodes[node as usize].literals.get(literal) {
                        child
                    } else {
                        let child = self.new_node();
                        self.nodes[node as usize].literals.insert(literal, child);
                        child
                    }
                }
                Segment::Pattern(rank) => {
                    let patterns = &self.nodes[node as usize].patterns;
                    // Most specific first: descending rank.
                    match patterns.binary_search_by(|&(other, _)| rank.cmp(&other)) {
                        Ok(at) => patterns[at].1,
                        Err(at) => {
                            let child = self.new_node();
                            self.nodes[node as usize].patterns.insert(at, (rank, child));
                            child
                        }
                    }
                }
            };
        }
        let ranks = &self.ranks;
        let node = &mut self.nodes[node as usize];
        let list = if key.rest.is_some() {
            &mut node.rests
        } else {
            &mut node.ends
        };
        let rank = ranks[route as usize];
        let at = list.partition_point(|&other| ranks[other as usize] < rank);
        list.insert(at, route);
    }

    fn new_node(&mut self) -> u32 {
        #[allow(
            clippy::cast_possible_truncation,
            reason = "nodes are at most the segments of fewer than 2^32 templates"
        )]
        let id = self.nodes.len() as u32;
        self.nodes.push(Node::default());
        id
    }

    /// Whether some template's query may begin with `&` (`{?a}{&b}`): a
    /// text without `?` may then end its path at its first `&` too.
    pub(crate) fn has_ampersand_queries(&self) -> bool {
        self.ampersand
    }

    /// Offers the templates that the path of `path` (up to its first `?` or
    /// `#`, where the walk stops) may match to
    /// `try_list`, list by list, most specific first, until it breaks; `walk`
    /// keeps where the path's segments start on the way to each (for
    /// templates read from them, `path_read.rs`). The templates of one list
    /// (a node's rests, or its ends) match the same paths alike, so the caller
    /// may compare them on the rest of the text.
    pub(crate) fn lookup<B>(
        &self,
        path: &[u8],
        walk: &mut SegmentStarts,
        mut try_list: impl FnMut(&[u32], &SegmentStarts) -> ControlFlow<B>,
    ) -> Option<B> {
        let root = At {
            node: 0,
            depth: 0,
            start: Some(0),
        };
        match self.visit(root, path, walk, &mut try_list) {
            ControlFlow::Break(found) => Some(found),
            ControlFlow::Continue(()) => None,
        }
    }

    /// The walk from `at`, over `path`, the text up to where its path ends.
    fn visit<B>(
        &self,
        at: At,
        path: &[u8],
        walk: &mut SegmentStarts,
        try_list: &mut impl FnMut(&[u32], &SegmentStarts) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let node = &self.nodes[at.node as usize];
        let Some(start) = at.start else {
            // The path has ended: it is read by rests taking nothing, or ends here.
            walk.count = at.depth;
            if !node.rests.is_empty() {
                try_list(&node.rests, walk)?;
            }
            if !node.ends.is_empty() {
                try_list(&node.ends, walk)?;
            }
            return ControlFlow::Continue(());
        };
        let (end, head) = segment_at(path, start);
        walk.record(at.depth, end);
        let more = path.get(end) == Some(&b'/');
        if !more {
            walk.path_end = end;
        }
        let next = At {
            node: 0,
            depth: at.depth + 1,
            start: more.then_some(end + 1),
        };
        // The literal child equal to the segment, then the patterns.
        let literal = node.literals.child(head, path, start, end);
        let patterns = node.patterns.iter().map(|&(_, child)| child);
        for child in literal.into_iter().chain(patterns) {
            self.visit(
                At {
                    node: child,
                    ..next
                },
                path,
                walk,
                try_list,
            )?;
        }
        // A rest takes this segment and any after it.
        if !node.rests.is_empty() {
            walk.count = usize::MAX;
            try_list(&node.rests, walk)?;
        }
        ControlFlow::Continue(())
    }
}
