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
//! that equals the text's next segment (or, for a segment with an escape, its
//! spelling with escaped unreserved characters decoded: `%7Euser` is
//! `~user`), then the pattern children from the
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
use crate::matching::stored::{Owned, Storage, emit_struct};

/// A node: literal children by key (hashed), pattern children by rank (most
/// specific first), and the templates that end here.
#[derive(Clone, Debug, Default)]
pub struct Node<S: Storage = Owned> {
    /// Its literal children.
    pub literals: LiteralChildren<S>,
    /// Its pattern children, each with its rank, most specific first.
    pub patterns: S::List<(PatternRank, u32)>,
    /// Templates whose rest begins after this node's segments, most specific first.
    pub rests: S::List<u32>,
    /// Templates whose path ends at this node, most specific first.
    pub ends: S::List<u32>,
}

/// The tree, with its nodes in one list; node 0 is the root.
#[derive(Clone, Debug)]
pub struct Tree<S: Storage = Owned> {
    /// Its nodes.
    pub nodes: S::List<Node<S>>,
    /// Each template's rank among those that reach its node.
    pub ranks: S::List<TailRank>,
    /// Whether some template's query may begin with `&` (`{?a}{&b}`), so that
    /// a text without `?` may end its path at its first `&`.
    pub ampersand: bool,
    /// The root's one child where every template begins with `/`: the empty
    /// segment before the `/` that begins every origin-form request target,
    /// which the walk then takes without a lookup.
    pub slash: Option<u32>,
}

impl Default for Tree {
    fn default() -> Self {
        Self {
            nodes: alloc::vec![Node::default()],
            ranks: Vec::new(),
            ampersand: false,
            slash: None,
        }
    }
}

emit_struct!(Node<Static> {
    literals,
    patterns,
    rests,
    ends
});
emit_struct!(Tree<Static> {
    nodes,
    ranks,
    ampersand,
    slash
});

/// Where a walk stands: the node, the depth (how many segments the node has
/// read), and where the text's segment of that depth starts ([`ENDED`] once
/// the path has ended).
#[derive(Clone, Copy, Default)]
struct At {
    node: u32,
    depth: usize,
    start: usize,
}

/// [`At::start`] where the path has ended.
const ENDED: usize = usize::MAX;

impl Tree {
    /// Adds template number `route`, whose key is `key` (its text is
    /// `template`, and `text_of` gives the text of each template added
    /// before it); `ampersand` when its query may begin with `&`. Templates
    /// are added in the order of their numbers, and a list holds those of
    /// one rank in the byte order of their texts: the same tree whatever
    /// that order.
    pub(crate) fn insert<'t>(
        &mut self,
        template: &'t str,
        key: &RouteKey,
        (route, ampersand): (u32, bool),
        text_of: impl Fn(u32) -> &'t str,
    ) {
        self.ranks.push(key.tail_rank());
        self.ampersand |= ampersand;
        let mut node = 0;
        for segment in key.segments.iter() {
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
        let rank = (ranks[route as usize], template);
        let at = list.partition_point(|&other| (ranks[other as usize], text_of(other)) < rank);
        list.insert(at, route);
        let root = &self.nodes[0];
        let only_literals =
            root.patterns.is_empty() && root.rests.is_empty() && root.ends.is_empty();
        self.slash = (only_literals && root.literals.len() == 1)
            .then(|| root.literals.get(b""))
            .flatten();
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
}

impl<S: Storage> Tree<S> {
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
    ///
    /// The walk is depth-first, a loop rather than a recursion: it goes down
    /// the first branch of each node (the literal child equal to the
    /// segment, else the most specific pattern child) and keeps a
    /// [`Branch`] for a node only while it has branches left to try, so a
    /// walk that never turns back keeps nothing.
    pub(crate) fn lookup<B>(
        &self,
        path: &[u8],
        walk: &mut SegmentStarts,
        mut try_list: impl FnMut(&[u32], &SegmentStarts) -> ControlFlow<B>,
    ) -> Option<B> {
        let nodes: &[Node<S>] = &self.nodes;
        let mut branches = Branches::new();
        let mut at = At::default();
        match self.slash {
            Some(child) if path.first() == Some(&b'/') => {
                walk.record(0, 0);
                at = At {
                    node: child,
                    depth: 1,
                    start: 1,
                };
            }
            _ => {}
        }
        loop {
            let node = &nodes[at.node as usize];
            let down = if at.start == ENDED {
                // The path has ended: it is read by rests taking nothing, or ends here.
                walk.count = at.depth;
                if !node.rests.is_empty() {
                    if let ControlFlow::Break(found) = try_list(&node.rests, walk) {
                        return Some(found);
                    }
                }
                if !node.ends.is_empty() {
                    if let ControlFlow::Break(found) = try_list(&node.ends, walk) {
                        return Some(found);
                    }
                }
                None
            } else {
                let start = at.start;
                let (end, head) = segment_at(path, start);
                walk.record(at.depth, end);
                let below = At {
                    node: at.node,
                    depth: at.depth + 1,
                    start: if path.get(end) == Some(&b'/') {
                        end + 1
                    } else {
                        walk.path_end = end;
                        ENDED
                    },
                };
                // The literal child equal to the segment first; the patterns
                // and the rests wait in a branch.
                let literal = node.literals.child(head, path, start, end);
                // A segment spelled otherwise (`%7Euser` for `~user`), out
                // of line: a node without literal keys asks nothing.
                let literal = match literal {
                    None if node.literals.len() > 0 => {
                        node.literals.child_decoded(path, start, end)
                    }
                    found => found,
                };
                if let Some(child) = literal {
                    if !node.patterns.is_empty() || !node.rests.is_empty() {
                        branches.push(Branch { below, pattern: 0 });
                    }
                    Some(At {
                        node: child,
                        ..below
                    })
                } else if let Some(down) =
                    next_pattern(nodes, Branch { below, pattern: 0 }, &mut branches)
                {
                    Some(down)
                } else {
                    let branch = Branch { below, pattern: 0 };
                    match next_branch(nodes, branch, walk, &mut branches, &mut try_list) {
                        Ok(down) => down,
                        Err(found) => return Some(found),
                    }
                }
            };
            if let Some(down) = down {
                at = down;
                continue;
            }
            // Back up to the deepest node with a branch left.
            at = loop {
                let branch = branches.pop()?;
                match next_branch(nodes, branch, walk, &mut branches, &mut try_list) {
                    Ok(Some(down)) => break down,
                    Ok(None) => {}
                    Err(found) => return Some(found),
                }
            };
        }
    }
}

/// The next pattern child of `branch`'s node, if it has one left, keeping
/// the branch while more remain (or its rests); small, so that the walk's
/// loop takes a pattern child without a call.
#[inline]
fn next_pattern<S: Storage>(
    nodes: &[Node<S>],
    mut branch: Branch,
    branches: &mut Branches,
) -> Option<At> {
    let node = &nodes[branch.below.node as usize];
    let patterns: &[(PatternRank, u32)] = &node.patterns;
    let &(_, child) = patterns.get(branch.pattern)?;
    branch.pattern += 1;
    if branch.pattern < patterns.len() || !node.rests.is_empty() {
        branches.push(branch);
    }
    Some(At {
        node: child,
        ..branch.below
    })
}

/// The next branch of `branch`'s node: its next pattern child, else its
/// rests, tried at once; `Err` with the answer where `try_list` broke.
fn next_branch<S: Storage, B>(
    nodes: &[Node<S>],
    branch: Branch,
    walk: &mut SegmentStarts,
    branches: &mut Branches,
    try_list: &mut impl FnMut(&[u32], &SegmentStarts) -> ControlFlow<B>,
) -> Result<Option<At>, B> {
    if let Some(down) = next_pattern(nodes, branch, branches) {
        return Ok(Some(down));
    }
    let node = &nodes[branch.below.node as usize];
    // A rest takes this segment and any after it.
    if !node.rests.is_empty() {
        walk.count = usize::MAX;
        broke(try_list(&node.rests, walk))?;
    }
    Ok(None)
}

/// `try_list`'s answer as a `Result`, so that `?` carries a break out.
#[inline]
fn broke<B>(flow: ControlFlow<B>) -> Result<(), B> {
    match flow {
        ControlFlow::Break(found) => Err(found),
        ControlFlow::Continue(()) => Ok(()),
    }
}

/// A node the walk passed with branches left to try: where the walk stands
/// below it (`below.node` is the node itself), and the pattern child to try
/// next (then its rests).
#[derive(Clone, Copy, Default)]
struct Branch {
    below: At,
    pattern: usize,
}

/// How many branches are kept without allocating. A walk keeps at most one
/// per node it passed, and only for nodes with more than one way on.
pub(crate) const INLINE_BRANCHES: usize = 4;

/// The branches kept, the deepest last; inline while they are few.
struct Branches {
    inline: [Branch; INLINE_BRANCHES],
    len: usize,
    more: Vec<Branch>,
}

impl Branches {
    fn new() -> Self {
        Self {
            inline: [Branch::default(); INLINE_BRANCHES],
            len: 0,
            more: Vec::new(),
        }
    }

    #[inline]
    fn push(&mut self, branch: Branch) {
        if let Some(slot) = self.inline.get_mut(self.len) {
            *slot = branch;
            self.len += 1;
        } else {
            self.more.push(branch);
        }
    }

    #[inline]
    fn pop(&mut self) -> Option<Branch> {
        if let Some(branch) = self.more.pop() {
            return Some(branch);
        }
        self.len = self.len.checked_sub(1)?;
        Some(self.inline[self.len])
    }
}
