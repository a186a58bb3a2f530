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
    use alloc::string::String;
    use alloc::vec::Vec;

    use super::{Class, VALUE_BYTES};
    use crate::bytes::split_mix::SplitMix;
    use crate::matching::plan::byte_set::{contains, value_set};
    use crate::matching::router::set::TemplateSet;
    use crate::template::operator::Operator;
    use crate::template::uri_template::UriTemplate;

    /// Routes read the short way: shaped like the bench's GitHub table.
    const SHORT: &[&str] = &[
        "/user",
        "/user/repos",
        "/users/{user}",
        "/users/{user}/repos",
        "/orgs/{org}/members/{user}",
        "/repos/{owner}/{repo}",
        "/repos/{owner}/{repo}/issues",
        "/repos/{owner}/{repo}/issues/{number}",
        "/repos/{owner}/{repo}/issues/{number}/comments",
        "/repos/{owner}/{repo}/pulls/{number}/files",
        "/repos/{owner}/{repo}/contents/{path}",
        "/repos/rust-lang/{repo}",
        "/gists/{id}/star",
        "/{a}",
        "/",
        "//{a}//{b}",
        "{a}/{b}/c",
        "/users/{user}/",
        "/four/{a}/{b}/{c}/{d}",
    ];

    /// Routes the general matcher reads, to show that the short way leaves
    /// them alone and that candidates of both kinds are tried in order.
    const GENERAL: &[&str] = &[
        "/files/{id}.json",
        "/v{n}/status",
        "/files{/path*}",
        "/search{?q}",
        "/raw/{+path}",
        "/users/{id}{.format}",
        "/caf\u{e9}/{x}",
        "/same/{a}/{a}",
        "/users/{user}{?tab}",
        "/repos/{owner}/{repo}/issues/{number}#top",
        "/prefix/{id:3}",
        "/list/{ids*}",
        "/pair/{a,b}",
        // More variables than the short way holds.
        "/five/{a}/{b}/{c}/{d}/{e}",
    ];

    /// Text segments: words of the routes, values with escapes (whole, cut,
    /// bad, upper and lower case), empty ones, non-ASCII, and characters no
    /// `{var}` value holds.
    const PIECES: &[&str] = &[
        "",
        "user",
        "users",
        "repos",
        "issues",
        "rust-lang",
        "octocat",
        "42",
        "a%20b",
        "%C3%A9",
        "%c3%a9",
        "%zz",
        "%4",
        "a%",
        "\u{e9}",
        "caf\u{e9}",
        "caf%C3%A9",
        "a,b",
        "a b",
        "a:b",
        "a@b",
        "a+b",
        "7.json",
        "v2",
        "x.y.json",
        "~._-",
        "abc",
        "comments",
        "files",
        "star",
        "same",
        "raw",
        "search",
        "status",
        "list",
        "pair",
        "prefix",
        "gists",
        "orgs",
        "members",
        "contents",
        "pulls",
        "user!",
        "a;b",
        "%2F",
        "a=b",
    ];

    fn set(templates: &[&'static str]) -> TemplateSet<'static, usize> {
        let mut set = TemplateSet::new();
        for (index, template) in templates.iter().enumerate() {
            set.insert(UriTemplate::parse(template).unwrap(), index)
                .unwrap();
        }
        set
    }

    /// A text near a random route: its segments, some replaced by pieces,
    /// some added or dropped, a query or fragment now and then.
    fn text(rng: &mut SplitMix, routes: &[&str]) -> String {
        let route = routes[rng.below(routes.len())];
        let mut segments: Vec<&str> = route.split('/').collect();
        for segment in &mut segments {
            if segment.contains('{') || rng.below(8) == 0 {
                *segment = PIECES[rng.below(PIECES.len())];
            }
        }
        match rng.below(10) {
            0 => segments.push(PIECES[rng.below(PIECES.len())]),
            1 if segments.len() > 1 => {
                segments.pop();
            }
            2 => segments.extend(core::iter::repeat_n("x", 20)),
            _ => {}
        }
        let mut text = segments.join("/");
        match rng.below(12) {
            0 => text.push_str("?page=2"),
            1 => text.push_str("#top"),
            2 => text.push('?'),
            _ => {}
        }
        text
    }

    type Found = Option<(usize, Vec<(String, String, Vec<String>)>)>;

    fn found(set: &TemplateSet<'_, usize>, text: &str, short: bool) -> Found {
        let found = set.find_by(text, short)?;
        let captures = found.captures();
        let values = captures
            .iter()
            .map(|capture| {
                let items = captures.items(capture.name());
                let items = items.into_iter().map(String::from).collect();
                (capture.name().into(), capture.as_str().into(), items)
            })
            .collect();
        Some((*found.value(), values))
    }

    #[test]
    fn the_value_table_is_the_value_set_of_a_var() {
        let set = value_set(Operator::Simple, 1);
        for byte in 0..=u8::MAX {
            let class = VALUE_BYTES[usize::from(byte)];
            assert_eq!(class != Class::Other, contains(set, byte), "{byte}");
            assert_eq!(class == Class::Percent, byte == b'%', "{byte}");
        }
    }

    #[test]
    fn the_short_way_reads_whole_segment_routes_only() {
        let short = set(SHORT);
        assert!(short.routes().all(|route| route.is_some()));
        let general = set(GENERAL);
        assert!(general.routes().all(|route| route.is_none()));
    }

    #[test]
    fn the_short_way_agrees_with_the_general_matcher() {
        let mut routes = SHORT.to_vec();
        routes.extend_from_slice(GENERAL);
        for table in [SHORT, GENERAL, &routes[..]] {
            let set = set(table);
            let mut rng = SplitMix::new(0x5EED_6570);
            let mut matched = 0;
            for _ in 0..20_000 {
                let text = text(&mut rng, table);
                let expected = found(&set, &text, false);
                assert_eq!(found(&set, &text, true), expected, "{text}");
                matched += usize::from(expected.is_some());
            }
            // The texts are near enough to the routes to match often.
            assert!(matched > 2_000, "{matched}");
        }
    }

    #[test]
    fn empty_segments_are_undefined_and_escapes_stay_encoded() {
        let set = set(SHORT);
        let found = set.find("/repos//a%20b").unwrap();
        assert_eq!(found.template().as_str(), "/repos/{owner}/{repo}");
        assert!(found.captures().capture("owner").is_none());
        assert_eq!(found.captures().capture("repo").unwrap().as_str(), "a%20b");
        assert_eq!(found.captures().get::<String>("repo").unwrap(), "a b");
        assert!(set.find("/users/a%2").is_none());
        assert!(set.find("/users/\u{e9}").is_none());
        assert!(set.find("/users/ada?x").is_none());
    }
}
