//! The direct reading of a route type whose templates are whole path
//! segments, each a literal or one `{var}` (`/repos/{owner}/{repo}`),
//! perhaps with a query of variables alone (`/issues{?state,page}`): the
//! commonest routes, read without their table.
//!
//! While the crate compiles, [`direct_paths`] gives `#[derive(Route)]` the
//! tree of the type's table as data (built by the table's own rules, so the
//! derive carries no second reading of templates), and the derive writes it
//! as code: a `match` on each segment, then the variable's segment, in the
//! order the table's walk tries them (`router/tree.rs`: the literal child
//! equal to the segment, or to its spelling with escapes of unreserved
//! characters decoded, `%7Euser` for `~user`; then the `{var}` child), and
//! at each template's end its fields parsed from their segments and the
//! query's pairs (`direct_query.rs`). At run time [`DirectPath`] cuts the
//! request's path for that code.
//!
//! The direct reading answers only where it is sure to give what the table
//! gives: each value of the template must be a non-empty segment that the
//! reader takes (no byte no request holds, every `%` an escape of no
//! control, no `.` or `..` segment once decoded: `read/request.rs`), and is parsed decoded, as
//! the table's captures are (a list field's segment may be empty, and is
//! cut at each `,` first, as the table's `Capture::items` cuts it); the
//! query must hold no byte no request holds, and every field must parse. A text the tree's walk finds no template for,
//! having tried every child the table would, is no match, as the table would
//! answer. Where a template the table reads by its short way has a path
//! value the reading cannot take, [`DirectPath::refused`] draws the 400 the
//! table would, with the short way's own code (`router/path_read.rs`), so
//! that a bad request is not read twice; anything else goes to the table,
//! which answers it with its errors.

use alloc::borrow::Cow;
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

use crate::bytes::percent::equivalent;
use crate::encoding::decode::decode_utf8;
use crate::matching::match_error::MatchError;
use crate::matching::options::MatchOptions;
use crate::matching::plan::sections::{Plan, Query};
use crate::matching::read::path_value::decoded_path_value;
use crate::matching::read::request::{
    Holds, bad_escape, climbs, escaped_control, holds, query_before_fragment,
};
use crate::matching::route::direct_query::{LeftToTable, QUERY_VARS};
use crate::matching::route::error::RouteError;
use crate::matching::route::table;
use crate::matching::router::key::{PatternRank, Segment};
use crate::matching::router::lookup::{Route, Table};
use crate::matching::router::path_read::{PathRead, read_value};
use crate::matching::router::segments::{RECORDED, literal_bytes, segment_end_bytewise};
use crate::template::uri_template::Modifier;

/// A node of a route type's table, read directly: the templates that go on
/// after `depth` path segments (the empty one before the path's first `/`
/// counted).
///
/// # Examples
///
/// ```
/// use uri_core::__private::direct_paths;
///
/// let users = direct_paths(&["/users".into(), "/users/{id}".into()]).unwrap();
/// // After the empty segment before the first `/`.
/// assert_eq!(users.depth, 1);
/// let (literal, below) = &users.literals[0];
/// assert_eq!(literal, "users");
/// assert_eq!(below.end.as_ref().unwrap().route, 0);
/// let id = below.var.as_ref().unwrap();
/// assert_eq!(id.end.as_ref().unwrap().vars, [("id".to_string(), 2)]);
///
/// // A template with a query prefix (`{?tag:3}`), or a segment of more
/// // than one `{var}`, is read by the table alone: a walk that reaches it
/// // leaves the request to the table.
/// let users = direct_paths(&["/users/{id}{?tag:3}".into()]).unwrap();
/// assert!(users.literals[0].1.var.as_ref().unwrap().ends_to_table);
/// let users = direct_paths(&["/users/{id}.json".into()]).unwrap();
/// assert!(users.literals[0].1.patterns_to_table);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DirectNode {
    /// How many segments lead here.
    pub depth: usize,
    /// The literal children: the segment's text, and what follows it.
    pub literals: Vec<(String, DirectNode)>,
    /// The child of a `{var}` segment.
    pub var: Option<Box<DirectNode>>,
    /// The template whose path ends here, where it is the only one and
    /// is read directly.
    pub end: Option<DirectEnd>,
    /// Whether a template the table reads alone ends here too (or several
    /// do): a path that ends here is the table's.
    pub ends_to_table: bool,
    /// Whether a pattern other than a whole `{var}` continues here
    /// (`{id}.json`), which the table tries before the `{var}` child.
    pub patterns_to_table: bool,
    /// Whether a template's rest begins here (`{/path*}`), which the table
    /// tries after the children, and first where the path ends here.
    pub rests_to_table: bool,
}

/// A template whose path ends at a [`DirectNode`]: its number among the
/// type's templates, each of its path's variables with its segment, and the
/// variables of its query, if it has one.
///
/// # Examples
///
/// ```
/// use uri_core::__private::direct_paths;
///
/// let users = direct_paths(&["/users/{id}{?page,sort}".into()]).unwrap();
/// let end = users.literals[0].1.var.as_ref().unwrap().end.as_ref().unwrap();
/// assert_eq!(end.vars, [("id".to_string(), 2)]);
/// assert_eq!(end.query, ["page", "sort"]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirectEnd {
    /// The template's number, as `Route::from_captures` takes it.
    pub route: usize,
    /// Each variable's name and the index of its segment in [`DirectPath`].
    pub vars: Vec<(String, usize)>,
    /// The names of the variables of its `{?…}` query, in the template's
    /// order, as `DirectQuery` reads them.
    pub query: Vec<String>,
    /// Whether each of [`query`](Self::query) is exploded (`{?labels*}`),
    /// taking every pair of its name as a list's members.
    pub exploded: Vec<bool>,
    /// Whether the table reads the template by its short way (a path
    /// without a query), alone where its path ends: its answer to a path
    /// value it cannot take is then the short way's, which
    /// [`DirectPath::refused`] draws without the table.
    pub short_way: bool,
}

/// The tree of `templates` from the segment after the path's leading `/`,
/// in the order its table would try them: each template read directly
/// where it can be, the places where the table would try one it reads alone
/// marked; `None` where the table's walk begins otherwise (a template that
/// does not begin with one `/`, a query that may begin with `&`) or the
/// templates make no table.
///
/// # Examples
///
/// See [`DirectNode`].
pub fn direct_paths(templates: &[String]) -> Option<DirectNode> {
    let set = table(templates).ok()?;
    let Table { routes, tree } = set.table();
    if tree.has_ampersand_queries() {
        return None;
    }
    let mut root = DirectNode {
        depth: 1,
        ..DirectNode::default()
    };
    'routes: for route in routes {
        let template: &str = &route.template;
        if !template.starts_with('/') || template.starts_with("//") {
            return None;
        }
        let (first, segments) = route.key.segments.split_first()?;
        match first {
            Segment::Literal(span) if span.read(template).is_empty() => {}
            _ => return None,
        }
        let mut node = &mut root;
        for segment in segments {
            let below = DirectNode {
                depth: node.depth + 1,
                ..DirectNode::default()
            };
            node = match segment {
                Segment::Literal(span) => {
                    let literal = span.read(template);
                    let found = node.literals.iter().position(|(key, _)| key == literal);
                    let at = found.unwrap_or_else(|| {
                        node.literals.push((literal.into(), below));
                        node.literals.len() - 1
                    });
                    &mut node.literals[at].1
                }
                // Every pattern of a whole segment ranks alike, and least:
                // one child, tried after any other pattern.
                Segment::Pattern(rank) if *rank == WHOLE_SEGMENT => {
                    node.var.get_or_insert_with(|| Box::new(below))
                }
                Segment::Pattern(_) => {
                    node.patterns_to_table = true;
                    continue 'routes;
                }
            };
        }
        if route.key.rest.is_some() {
            node.rests_to_table = true;
            continue;
        }
        match direct_end(route) {
            Some(end) if node.end.is_none() && !node.ends_to_table => node.end = Some(end),
            // A template the table reads alone, or several that end here:
            // the table chooses.
            _ => {
                node.end = None;
                node.ends_to_table = true;
            }
        }
    }
    Some(root)
}

/// How the direct reading reads `route`, if it can: a path the table reads
/// by its short way (`router/path_read.rs`), after which the template has
/// nothing or one query of variables alone (`{?page,sort,labels*}`: no
/// literal pairs, no prefix, no name given twice in the template or with an
/// escape).
fn direct_end(route: &Route<usize>) -> Option<DirectEnd> {
    let template: &str = &route.template;
    let plan = &route.plan;
    let (path, query, exploded) = match (&route.path, &plan.query) {
        (Some(path), _) => (path.clone(), Vec::new(), Vec::new()),
        (None, Query::Set(set)) => {
            // A name with an escape (`{?%61}`) is named by other spellings
            // too (`a`), which the table compares by RFC 3986's
            // equivalence: left to it.
            let variables_alone = !set.literal_start
                && set.pairs.is_empty()
                && !set.opens_with_ampersand
                && set.vars.len() <= QUERY_VARS
                && set.vars.iter().all(|(var, _)| {
                    !matches!(var.modifier, Modifier::Prefix(_))
                        && !var.name(template).contains('%')
                });
            if !variables_alone || plan.fragment.is_some() || !plan.repeated.is_empty() {
                return None;
            }
            // The path as the short way would read it without the query.
            let head = Plan {
                query: Query::None,
                ..plan.clone()
            };
            let path = PathRead::new(template, &head, &route.key)?;
            let names = set.vars.iter().map(|(var, _)| var.name(template).into());
            let exploded = set
                .vars
                .iter()
                .map(|(var, _)| var.modifier == Modifier::Explode);
            (path, names.collect(), exploded.collect())
        }
        _ => return None,
    };
    let vars = path.vars.get(..path.var_count)?;
    Some(DirectEnd {
        route: route.value,
        vars: vars
            .iter()
            .map(|(segment, name)| (String::from(&**name), *segment))
            .collect(),
        query,
        exploded,
        short_way: route.path.is_some(),
    })
}

/// The rank of a pattern that is a whole segment (`{var}`): no literal
/// characters, no literal prefix.
const WHOLE_SEGMENT: PatternRank = PatternRank {
    literal: 0,
    prefix: 0,
};

/// How long a segment [`DirectPath::spelled_as`] decodes on the stack may
/// be, decoded.
const SPELLED: usize = 64;

/// A request target's path cut into segments for the code `#[derive(Route)]`
/// writes from [`direct_paths`]; `None` from [`new`](Self::new) sends the
/// request to the table.
///
/// # Examples
///
/// ```
/// use uri_core::__private::DirectPath;
///
/// let path = DirectPath::new("/repos/rust-lang/rust?tab=1#top").unwrap();
/// assert_eq!(path.count(), 4);
/// assert_eq!(path.segment(1), b"repos");
/// assert_eq!(path.value(2), Some("rust-lang"));
/// let path = DirectPath::new("/files/caf%C3%A9.txt").unwrap();
/// assert_eq!(path.value(2), None);
/// assert_eq!(path.decoded(2).as_deref(), Some("caf\u{e9}.txt"));
/// assert_eq!(DirectPath::spelled_as(b"%72epos", &["users", "repos"]), Some("repos"));
///
/// // What the direct reading leaves to the table.
/// assert_eq!(DirectPath::new("/files/%zz").unwrap().decoded(2), None);
/// assert_eq!(DirectPath::new("/files/..").unwrap().decoded(2), None);
/// assert!(DirectPath::new("repos").is_none());
/// assert!(DirectPath::new("/repos?q=a b").is_none());
/// let path = DirectPath::new("/files/a.txt/").unwrap();
/// assert_eq!(path.value(3), None);
/// ```
#[derive(Clone, Debug)]
pub struct DirectPath<'u> {
    text: &'u str,
    /// How many segments the path has, the empty one before its `/` counted.
    count: usize,
    /// Where each segment starts, and where one after the last would (as
    /// `u32`, so that the path is small enough to return without a copy
    /// through memory; a text of 4 GiB is the table's).
    starts: [u32; RECORDED + 1],
    /// The query, without its `?` and before any `#`, if the text has one.
    query: Option<&'u str>,
}

impl<'u> DirectPath<'u> {
    /// The path of `text`, cut at each `/`; `None` where the direct reading
    /// could differ from the table's: a text that does not begin with `/`, a
    /// path of more segments than the table reads by the short way, a query
    /// with a byte no request holds.
    #[inline]
    pub fn new(text: &'u str) -> Option<Self> {
        let bytes = text.as_bytes();
        if bytes.first() != Some(&b'/') {
            return None;
        }
        let mut path = Self {
            text,
            count: 1,
            starts: [0; RECORDED + 1],
            query: None,
        };
        path.starts[1] = 1;
        // A byte at a time, not the set's eight (`segment_at`): the set
        // needs each segment's first word for its hash, this reading only
        // where segments start, and a branch per byte that the processor
        // predicts lets it run ahead, where the word scan's next segment
        // waits on the last one's arithmetic (a sixth of a route type's
        // lookup on the 50-route bench, 2026-11-28). A table of the stops
        // rather than three comparisons: a few percent more.
        let mut start = 1;
        loop {
            let end = segment_end_bytewise(bytes, start);
            path.count += 1;
            *path.starts.get_mut(path.count)? = u32::try_from(end + 1).ok()?;
            if bytes.get(end) != Some(&b'/') {
                break;
            }
            start = end + 1;
        }
        // Found once, here: a query of variables alone reads it again.
        let path_end = path.starts[path.count] as usize - 1;
        if let Some(query) = text[path_end..].strip_prefix('?') {
            path.query = Some(query_before_fragment(query)?);
        }
        Some(path)
    }

    /// How many segments the path has, the empty one before its first `/`
    /// counted (`/users` has two).
    #[inline]
    pub fn count(&self) -> usize {
        self.count
    }

    /// The text of segment `index` (empty past the last).
    #[inline]
    pub fn segment(&self, index: usize) -> &'u [u8] {
        self.range(index)
            .map_or(&[], |(start, end)| &self.text.as_bytes()[start..end])
    }

    /// The literal of `literals` that `segment`, equal to none of them as
    /// it is, spells otherwise, if any: it holds an escape of a character
    /// the table decodes before it looks the segment up (`%7Euser` is
    /// `~user`).
    #[inline]
    pub fn spelled_as<'k>(segment: &[u8], literals: &[&'k str]) -> Option<&'k str> {
        if !segment.contains(&b'%') {
            return None;
        }
        Self::escaped_spelled_as(segment, literals)
    }

    /// [`spelled_as`](Self::spelled_as) for a segment with a `%`: out of
    /// line, where most segments that equal no literal are values without.
    #[inline(never)]
    fn escaped_spelled_as<'k>(segment: &[u8], literals: &[&'k str]) -> Option<&'k str> {
        // A literal holds no `%`: the segment spells one only where each of
        // its escapes stands for a byte a literal may hold (not a reserved
        // character's, `%2F`), and no `%` begins none. Decoded once, here,
        // it is compared with each literal as bytes.
        let mut decoded = [0; SPELLED];
        let mut len = 0;
        for byte in literal_bytes(segment) {
            match decoded.get_mut(len) {
                Some(slot) => *slot = byte?,
                // Longer than most: compared by equivalence instead.
                None => return Self::long_spelled_as(segment, literals),
            }
            len += 1;
        }
        let decoded = &decoded[..len];
        literals
            .iter()
            .copied()
            .find(|literal| literal.as_bytes() == decoded)
    }

    /// [`spelled_as`](Self::spelled_as) for a segment longer than
    /// `SPELLED` once decoded.
    #[cold]
    fn long_spelled_as<'k>(segment: &[u8], literals: &[&'k str]) -> Option<&'k str> {
        literals
            .iter()
            .copied()
            .find(|literal| equivalent(segment, literal.as_bytes()))
    }

    /// Segment `index` as a variable's value where the table's reader
    /// takes it as it is: not empty (which leaves the variable undefined),
    /// and without `%`, `.` or `@` (which it checks, [`decoded`](Self::decoded)
    /// reads them) or a byte no request holds.
    #[inline]
    pub fn value(&self, index: usize) -> Option<&'u str> {
        let (start, end) = self.range(index)?;
        let value = &self.text[start..end];
        (!value.is_empty() && holds(value.as_bytes()) == Holds::Plain).then_some(value)
    }

    /// The bad request the table answers where the direct reading cannot
    /// take a value of a template it reads by its short way
    /// ([`DirectEnd::short_way`]), whose variables are `vars` (each name
    /// with its segment, in the template's order): the short way's own
    /// answer ([`read_value`]). `None` where the table answers otherwise
    /// (a value no request holds, where it goes on to other templates, or
    /// a value its field's type cannot read): the request is the table's.
    /// Out of line: a request a route takes never asks.
    #[cold]
    #[inline(never)]
    pub fn refused(&self, vars: &[(&str, usize)]) -> Option<RouteError> {
        match self.read_values(vars) {
            ValuesRead::Malformed(error) => Some(error.into()),
            ValuesRead::WellFormed | ValuesRead::ToTable => None,
        }
    }

    /// The short way's reading of the values of `vars`.
    pub(crate) fn read_values(&self, vars: &[(&str, usize)]) -> ValuesRead {
        // The options a route type's table reads with.
        let options = MatchOptions::new();
        let mut bad = None;
        for &(name, index) in vars {
            let Some((start, end)) = self.range(index) else {
                return ValuesRead::ToTable;
            };
            if read_value(self.text, name, start..end, options, &mut bad, drop).is_err() {
                return ValuesRead::ToTable;
            }
        }
        bad.map_or(ValuesRead::WellFormed, ValuesRead::Malformed)
    }

    /// Segment `index` as the request holds it, and the whole text, where
    /// the path has that segment: a value that could not be read, for its
    /// error.
    #[inline]
    pub(crate) fn raw(&self, index: usize) -> Option<(&'u str, &'u str)> {
        let (start, end) = self.range(index)?;
        Some((&self.text[start..end], self.text))
    }

    /// Segment `index` as a variable's value, decoded, where the table's
    /// reader takes it: not empty, no byte no request holds, every `%` an
    /// escape, not a `.` or `..` segment once decoded (a bad request), and
    /// UTF-8 once decoded. Out of line: most values are read by
    /// [`value`](Self::value).
    #[inline(never)]
    pub fn decoded(&self, index: usize) -> Option<Cow<'u, str>> {
        let (start, end) = self.range(index)?;
        decoded_path_value(&self.text[start..end])
    }

    /// Segment `index` as a list's members (`/items/{tags}` reading
    /// `a,b`): cut at each `,`, each decoded ([`LeftToTable`] for one that
    /// is not UTF-8 once decoded), where the table's reader takes the
    /// segment as [`decoded`](Self::decoded) does; none where it is empty,
    /// which leaves the variable undefined. `None` where the table must
    /// decide.
    pub fn items(
        &self,
        index: usize,
    ) -> Option<impl Iterator<Item = Result<Cow<'u, str>, LeftToTable>> + use<'u>> {
        let (start, end) = self.range(index)?;
        let value = &self.text[start..end];
        taken(value.as_bytes())?;
        let members = (!value.is_empty()).then_some(value).into_iter();
        Some(
            members
                .flat_map(|value| value.split(','))
                .map(|item| decode_utf8(item).map_err(|_| LeftToTable)),
        )
    }

    /// The text's query, without its `?` and before any `#`, if it has one.
    #[inline]
    pub fn query(&self) -> Option<&'u str> {
        self.query
    }

    fn range(&self, index: usize) -> Option<(usize, usize)> {
        if index >= self.count {
            return None;
        }
        Some((
            self.starts[index] as usize,
            self.starts[index + 1] as usize - 1,
        ))
    }
}

/// What the table's short way makes of a template's path values
/// ([`DirectPath::read_values`]).
pub(crate) enum ValuesRead {
    /// The first malformed one's bad request, the table's answer.
    Malformed(MatchError),
    /// Each is taken and well formed: the template is the table's answer,
    /// and a field that cannot be read from its value is the request's
    /// fault.
    WellFormed,
    /// A value holds a byte no request holds (the table goes on to other
    /// templates), or the path has no segment a variable names.
    ToTable,
}

/// What a path value holds where the table's reader takes it as a value
/// (no byte no request holds; where it holds a `%`, `.` or `@`, every `%`
/// an escape, none of a control, and no `.` or `..` segment once decoded);
/// `None` where it does not.
fn taken(value: &[u8]) -> Option<Holds> {
    let held = holds(value);
    match held {
        Holds::Plain => Some(held),
        Holds::Checked(marks) => {
            let malformed = marks.percent()
                && (bad_escape(value).is_some() || escaped_control(value).is_some());
            let climbing = marks.dot_or_percent() && climbs(value);
            (!malformed && !climbing).then_some(held)
        }
        Holds::Never => None,
    }
}

#[cfg(test)]
mod tests {
    use alloc::borrow::Cow;
    use alloc::string::ToString;
    use alloc::vec;

    use super::{DirectNode, DirectPath, direct_paths};
    use crate::bytes::split_mix::SplitMix;
    use crate::matching::match_error::MatchErrorKind;
    use crate::matching::route::direct_query::DirectQuery;
    use crate::matching::router::set::TemplateSet;
    use crate::template::uri_template::UriTemplate;

    /// A path cut as `DirectPath::new` cuts it, by the plain rules: its
    /// segments (the empty one before the first `/` counted) up to the
    /// first `?` or `#`, and the query; `None` where the text does not
    /// begin with `/`, has more segments than are recorded, or a query with
    /// a byte no request holds.
    fn cut(text: &str) -> Option<(Vec<&[u8]>, Option<&str>)> {
        if !text.starts_with('/') {
            return None;
        }
        let end = text.find(['?', '#']).unwrap_or(text.len());
        let segments: Vec<&[u8]> = text[..end].split('/').map(str::as_bytes).collect();
        if segments.len() > super::RECORDED {
            return None;
        }
        let query = match text[end..].strip_prefix('?') {
            Some(query) => Some(super::query_before_fragment(query)?),
            None => None,
        };
        Some((segments, query))
    }

    fn assert_cut_as_split(text: &str) {
        let path = DirectPath::new(text);
        let Some((segments, query)) = cut(text) else {
            assert!(path.is_none(), "{text:?}");
            return;
        };
        let path = path.unwrap_or_else(|| panic!("{text:?}"));
        assert_eq!(path.count(), segments.len(), "{text:?}");
        for (index, segment) in segments.iter().enumerate() {
            assert_eq!(path.segment(index), *segment, "{text:?} {index}");
        }
        assert_eq!(path.segment(segments.len()), b"", "{text:?}");
        assert_eq!(path.query(), query, "{text:?}");
    }

    #[test]
    fn every_path_is_cut_as_a_plain_split_cuts_it() {
        // Every text of up to six of these characters, then longer random
        // ones (past a word, past the segments recorded).
        const PIECES: [&str; 7] = ["/", "?", "#", "a", "\0", " ", "\u{e9}"];
        let mut texts = vec![String::new()];
        for _ in 0..6 {
            texts = texts
                .iter()
                .flat_map(|text| PIECES.iter().map(move |piece| format!("{text}{piece}")))
                .collect();
            for text in &texts {
                assert_cut_as_split(text);
            }
        }
        let mut random = SplitMix::new(7);
        for _ in 0..50_000 {
            let mut text = String::from("/");
            for _ in 0..random.below(60) {
                text.push_str(
                    ["/", "/", "ab", "c", "?", "#", "%2F", "\u{e9}", " "][random.below(9)],
                );
            }
            assert_cut_as_split(&text);
        }
        assert_cut_as_split(&format!("{}?q", "/".repeat(15)));
        assert_cut_as_split(&format!("{}#q", "/".repeat(16)));
    }

    fn paths(templates: &[&str]) -> Option<DirectNode> {
        let templates: Vec<String> = templates.iter().map(ToString::to_string).collect();
        direct_paths(&templates)
    }

    /// The node `/x/…/` of `root` along `literals`.
    fn at<'n>(root: &'n DirectNode, literals: &[&str]) -> &'n DirectNode {
        literals.iter().fold(root, |node, literal| {
            &node
                .literals
                .iter()
                .find(|(key, _)| key == literal)
                .unwrap()
                .1
        })
    }

    #[test]
    fn templates_the_table_reads_alone_are_marked_where_it_would_try_them() {
        assert!(paths(&["/", "/a", "/a/{b}", "/{c}/d"]).is_some());
        // Ends the table reads: a query of more than variables alone, a
        // fragment, a list or prefix variable of a whole segment, more than
        // four variables.
        for other in [
            "/a{?q:2}",
            "/a{?q,%61}",
            "/a?x=1{&q}",
            "/a{?q,r,s,t,u,v,w,x,y}",
            "/a#f",
            "/a/{b,c}",
            "/a/{b:3}",
            "/a/{b}/{c}/{d}/{e}/{f}",
        ] {
            let root = paths(&["/x", other]).unwrap();
            let mut node = at(&root, &["a"]);
            while node.end.is_none() && !node.ends_to_table {
                node = node
                    .var
                    .as_deref()
                    .or(node.literals.first().map(|(_, n)| n))
                    .unwrap();
            }
            assert!(node.ends_to_table && node.end.is_none(), "{other}");
        }
        // A query of variables alone is read directly, an exploded list
        // among them.
        let root = paths(&["/x", "/a/{b}{?q,r*}"]).unwrap();
        let end = at(&root, &["a"])
            .var
            .as_deref()
            .unwrap()
            .end
            .clone()
            .unwrap();
        assert_eq!(
            (end.vars, end.query, end.exploded),
            (
                vec![("b".into(), 2)],
                vec!["q".into(), "r".into()],
                vec![false, true]
            )
        );
        // A pattern that is more than a `{var}`, tried before the `{var}`.
        for other in ["/a/{b}.json", "/a/x{b}", "/a/caf\u{e9}"] {
            let root = paths(&["/a/{v}", other]).unwrap();
            let node = at(&root, &["a"]);
            assert!(node.patterns_to_table && node.var.is_some(), "{other}");
        }
        // A rest: a variable that may span segments, from the segment it
        // begins in (`/a{/path*}`: the segment `a…`).
        let root = paths(&["/a/{v}", "/a/{+b}"]).unwrap();
        assert!(at(&root, &["a"]).rests_to_table);
        let root = paths(&["/a/{v}", "/a{/path*}"]).unwrap();
        assert!(root.rests_to_table && !at(&root, &["a"]).rests_to_table);
        // Two templates of one path.
        let root = paths(&["/a/{v}", "/a/{w}{?q}"]).unwrap();
        let var = at(&root, &["a"]).var.as_deref().unwrap();
        assert!(var.ends_to_table && var.end.is_none());
        // A walk that begins otherwise.
        for other in ["//host/a", "https://h/a", "a/{b}", "{/a}", "/a{?b}{&c}"] {
            assert_eq!(paths(&["/x", other]), None, "{other}");
        }
        // Templates that make no table.
        assert_eq!(paths(&["/a/{b}", "/a/{c}"]), None);
        assert_eq!(paths(&["/a/{"]), None);
    }

    #[test]
    fn the_tree_numbers_templates_and_segments_as_the_table_does() {
        let root = paths(&["/a/{x}/b", "/a/c/{y}", "/"]).unwrap();
        assert_eq!(root.literals.len(), 2);
        let (first, below_a) = &root.literals[0];
        assert_eq!(first, "a");
        let var_x = below_a.var.as_ref().unwrap();
        let (literal, end) = &var_x.literals[0];
        assert_eq!((literal.as_str(), end.depth), ("b", 4));
        let end = end.end.as_ref().unwrap();
        assert_eq!(
            (end.route, end.vars.clone()),
            (0, vec![("x".to_string(), 2)])
        );
        let (second, below_c) = &below_a.literals[0];
        assert_eq!(second, "c");
        let var_y = below_c.var.as_ref().unwrap().end.as_ref().unwrap();
        assert_eq!(
            (var_y.route, var_y.vars.clone()),
            (1, vec![("y".to_string(), 3)])
        );
        // `/` is the empty segment after the first `/`.
        let (empty, slash) = &root.literals[1];
        assert_eq!((empty.as_str(), slash.end.as_ref().unwrap().route), ("", 2));
    }

    /// A template's number and its values, decoded, by name.
    type Found<'u> = (usize, Vec<(String, Cow<'u, str>)>);

    /// What the code the derive writes for `node` answers for `path`: the
    /// template and its values, `Err(())` where it leaves the request to
    /// the table, `Ok(None)` where the walk goes on (from the root: no
    /// template matches).
    fn walk<'u>(node: &DirectNode, path: &DirectPath<'u>) -> Result<Option<Found<'u>>, ()> {
        let depth = node.depth;
        if path.count() == depth {
            if node.ends_to_table || node.rests_to_table {
                return Err(());
            }
            let Some(end) = &node.end else {
                return Ok(None);
            };
            let values = end.vars.iter().map(|(name, segment)| {
                path.decoded(*segment)
                    .map(|value| (name.clone(), value))
                    .ok_or(())
            });
            let mut values: Vec<_> = values.collect::<Result<_, _>>()?;
            if !end.query.is_empty() {
                let names: Vec<&str> = end.query.iter().map(String::as_str).collect();
                let query = DirectQuery::new(path.query(), &names, &end.exploded).ok_or(())?;
                for (index, name) in names.iter().enumerate() {
                    if end.exploded[index] {
                        for member in query.members(name) {
                            values.push(((*name).into(), member.map_err(|_| ())?));
                        }
                    } else if let Some(value) = query.value(index).map_err(|_| ())? {
                        values.push(((*name).into(), value));
                    }
                }
            }
            values.sort();
            return Ok(Some((end.route, values)));
        }
        let segment = path.segment(depth);
        let keys: Vec<&str> = node.literals.iter().map(|(key, _)| key.as_str()).collect();
        // The segment as it is, else the literal it spells otherwise.
        let literal = keys
            .iter()
            .position(|key| key.as_bytes() == segment)
            .or_else(|| {
                let spelled = DirectPath::spelled_as(segment, &keys)?;
                keys.iter().position(|key| *key == spelled)
            });
        if let Some(at) = literal {
            if let Some(found) = walk(&node.literals[at].1, path)? {
                return Ok(Some(found));
            }
        }
        if node.patterns_to_table {
            return Err(());
        }
        if let Some(var) = &node.var {
            if let Some(found) = walk(var, path)? {
                return Ok(Some(found));
            }
        }
        if node.rests_to_table {
            Err(())
        } else {
            Ok(None)
        }
    }

    /// The segments of random templates: literals, `{var}`s, and what the
    /// table reads alone (patterns, rests, a query, a fragment).
    const SEGMENTS: [&str; 30] = [
        "a",
        "b",
        "",
        "abcdefghi",
        "abcdefghj",
        "~u",
        "a.b",
        "(x)",
        "{v}",
        "{v}",
        "{v}",
        "{v}.json",
        "x{v}",
        "{v:3}",
        "{v,w}",
        "{.v}",
        "{v*}",
        "%7Eu",
        "{/v*}",
        "{+v}",
        "{/v}",
        "{#v}",
        "{?q}",
        "{?q}",
        "{?q,w}",
        "{?%71}",
        "{?q*}",
        "{?q:2}",
        "?x=1{&q}",
        "#f",
    ];

    /// The pieces of random request targets.
    const PIECES: [&str; 40] = [
        "/",
        "/",
        "/",
        "a",
        "b",
        "abcdefghi",
        "abcdefghj",
        "~u",
        "%7Eu",
        "%7eu",
        "a.b",
        "(x)",
        "x",
        "7",
        ".json",
        "x.json",
        "%41",
        "%zz",
        "?",
        "#",
        "q=1",
        "&",
        " ",
        "\u{7f}",
        "\u{e9}",
        ",",
        "%2F",
        "..",
        "@",
        "",
        "?q=",
        "?q",
        "q=a+b",
        "&q=2",
        "%71=1",
        "q=%C3%A9",
        "q=%FF",
        "v0=1",
        "%00",
        "q=%0A",
    ];

    /// Values for a template's path expressions.
    const VALUES: [&str; 13] = [
        "x",
        "7",
        "%7Eu",
        "a.b",
        "..",
        "%zz",
        "",
        "caf%C3%A9",
        "a@b",
        " ",
        "%2e",
        "a%0Ab",
        "%7F%zz",
    ];

    /// Pairs for a template's query expressions (whose names are `q` and
    /// `w…`).
    const PAIRS: [&str; 14] = [
        "q=1", "q=a+b", "q", "q=", "w0=x", "w1=%zz", "%71=1", "z=9", "q=%C3%A9", "q=%FF", "",
        "w2=a%20b", "q=x&q=y", "z=%zz",
    ];

    /// A text shaped like `template`: each path expression a random value,
    /// a query expression random pairs.
    fn text_for(template: &str, random: &mut SplitMix) -> String {
        let mut text = String::new();
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            text.push_str(&rest[..open]);
            let close = rest[open..]
                .find('}')
                .map_or(rest.len(), |close| open + close + 1);
            if rest[open..].starts_with("{?") || rest[open..].starts_with("{&") {
                text.push(if rest[open..].starts_with("{?") {
                    '?'
                } else {
                    '&'
                });
                for _ in 0..random.below(4) {
                    text.push_str(PAIRS[random.below(PAIRS.len())]);
                    text.push('&');
                }
            } else {
                text.push_str(VALUES[random.below(VALUES.len())]);
            }
            rest = &rest[close..];
        }
        text.push_str(rest);
        text
    }

    /// One to six random templates of one to four segments, in a table.
    fn random_table(random: &mut SplitMix) -> (TemplateSet<usize>, Vec<String>) {
        let mut set = TemplateSet::new();
        let mut templates = Vec::new();
        for _ in 0..=random.below(6) {
            let mut template = String::new();
            for n in 0..=random.below(4) {
                let piece = SEGMENTS[random.below(SEGMENTS.len())]
                    .replace('v', &alloc::format!("v{n}"))
                    .replace('w', &alloc::format!("w{n}"));
                if !piece.starts_with("{/")
                    && !piece.starts_with("{?")
                    && !piece.starts_with('#')
                    && !piece.starts_with('?')
                {
                    template.push('/');
                }
                template.push_str(&piece);
            }
            if let Ok(parsed) = UriTemplate::parse(&template) {
                if set.insert(parsed, templates.len()).is_ok() {
                    templates.push(template);
                }
            }
        }
        (set, templates)
    }

    /// Random sets of templates, and texts made of their pieces: wherever
    /// the direct reading answers, the table finds the same template and
    /// values (decoded), and where it finds no template, neither does the
    /// table. The rules the direct reading restates (what a value may hold,
    /// what a query may not hold, which literal a segment spelled otherwise
    /// is, which patterns come before a `{var}`) are held to the table's
    /// here, on every change to either.
    #[test]
    fn the_direct_reading_answers_as_the_table_does() {
        let mut random = SplitMix::new(15);
        let (mut answered, mut not_found) = (0, 0);
        for _ in 0..1_000 {
            let (set, templates) = random_table(&mut random);
            let Some(tree) = direct_paths(&templates) else {
                continue;
            };
            for _ in 0..200 {
                let text = if random.below(2) == 0 && !templates.is_empty() {
                    text_for(&templates[random.below(templates.len())], &mut random)
                } else {
                    let mut text = String::from("/");
                    for _ in 0..random.below(8) {
                        text.push_str(PIECES[random.below(PIECES.len())]);
                    }
                    text
                };
                let Some(path) = DirectPath::new(&text) else {
                    continue;
                };
                let (route, values) = match walk(&tree, &path) {
                    Ok(Some(found)) => found,
                    Ok(None) => {
                        not_found += 1;
                        let error = set.at(&text).map(|found| *found.value()).unwrap_err();
                        assert_eq!(
                            error.kind(),
                            MatchErrorKind::NotFound,
                            "{templates:?} {text:?}"
                        );
                        continue;
                    }
                    Err(()) => continue,
                };
                answered += 1;
                let found = set.at(&text).unwrap_or_else(|error| {
                    panic!("{templates:?} {text:?}: the table finds no match ({error})")
                });
                assert_eq!(*found.value(), route, "{templates:?} {text:?}");
                let mut captures: Vec<(String, Cow<'_, str>)> = found
                    .captures()
                    .iter()
                    .map(|capture| (capture.name().into(), capture.decoded().unwrap()))
                    .collect();
                captures.sort();
                assert_eq!(captures, values, "{templates:?} {text:?}");
            }
        }
        assert!(
            answered > 1_000 && not_found > 1_000,
            "{answered} {not_found}"
        );
    }

    #[test]
    fn a_whole_segment_pattern_ranks_least() {
        use crate::matching::plan::sections::Plan;
        use crate::matching::router::key::{RouteKey, Segment};

        let key = |text: &str| {
            let plan = Plan::new(UriTemplate::parse(text).unwrap()).unwrap();
            RouteKey::new(text, &plan)
        };
        for text in ["/{v}", "/{v:3}", "/{v,w}"] {
            let key = key(text);
            assert!(
                matches!(key.segments[1], Segment::Pattern(rank) if rank == super::WHOLE_SEGMENT),
                "{text}"
            );
        }
        for text in ["/{v}.json", "/x{v}", "/a%7E{v}"] {
            let key = key(text);
            assert!(
                matches!(key.segments[1], Segment::Pattern(rank) if rank > super::WHOLE_SEGMENT),
                "{text}"
            );
        }
    }

    #[test]
    fn a_path_is_cut_at_each_slash_up_to_its_query_or_fragment() {
        let path = DirectPath::new("/a//b/?q=/x#/y").unwrap();
        assert_eq!(path.count(), 5);
        let segments: Vec<&[u8]> = (0..6).map(|i| path.segment(i)).collect();
        assert_eq!(segments, [&b""[..], b"a", b"", b"b", b"", b""]);
        let path = DirectPath::new("/").unwrap();
        assert_eq!((path.count(), path.segment(1)), (2, &b""[..]));
        let path = DirectPath::new("/a#f%zz").unwrap();
        assert_eq!((path.count(), path.value(1)), (2, Some("a")));
        // A fragment is not read, a query is only checked.
        assert!(DirectPath::new("/a?q=%zz#\u{7f}").is_some());
        assert!(DirectPath::new("/a?q=\u{7f}").is_none());
        assert!(DirectPath::new("").is_none());
        // At most the segments a walk records.
        let long = "/a".repeat(15);
        assert!(DirectPath::new(&long).is_some());
        assert!(DirectPath::new(&(long + "/a")).is_none());
    }

    #[test]
    fn a_value_is_a_segment_the_reader_takes_decoded() {
        let path = DirectPath::new(
            "/x/a.b/c@d/e f/\u{e9}(1):+/%7Eu%2Fv/caf%C3%A9/a%2F..//%zz/%2e%2E/%FF/.../a%20b",
        )
        .unwrap();
        let values: Vec<Option<Cow<'_, str>>> = (0..=15).map(|i| path.decoded(i)).collect();
        let expected = [
            // The empty segment before the first `/`.
            None,
            Some("x"),
            Some("a.b"),
            Some("c@d"),
            // A byte no request holds.
            None,
            Some("\u{e9}(1):+"),
            Some("~u/v"),
            Some("caf\u{e9}"),
            // A dot segment once decoded, an empty value, a bad escape.
            None,
            None,
            None,
            None,
            // Not UTF-8 once decoded.
            None,
            Some("..."),
            Some("a b"),
            // Past the last.
            None,
        ];
        assert_eq!(values, expected.map(|value| value.map(Cow::Borrowed)));
        // As it is, only where there is nothing to check.
        let plain: Vec<Option<&str>> = (0..=7).map(|i| path.value(i)).collect();
        assert_eq!(
            plain,
            [
                None,
                Some("x"),
                None,
                None,
                None,
                Some("\u{e9}(1):+"),
                None,
                None
            ]
        );
    }

    #[test]
    fn a_refused_value_is_the_bad_request_the_table_answers() {
        use crate::matching::route::error::RouteError;

        let template = "/a/{x}/{y}/{z}";
        let mut set = TemplateSet::new();
        set.insert(UriTemplate::parse(template).unwrap(), ())
            .unwrap();
        let end = direct_paths(&[template.into()]).unwrap().literals[0]
            .1
            .var
            .as_ref()
            .and_then(|x| x.var.as_ref())
            .and_then(|y| y.var.as_ref())
            .and_then(|z| z.end.clone())
            .unwrap();
        assert!(end.short_way);
        let vars: Vec<(&str, usize)> = end
            .vars
            .iter()
            .map(|(name, segment)| (name.as_str(), *segment))
            .collect();
        // Values taken, malformed in either way, holding a byte no request
        // holds (which makes the template no match, wherever it is), empty.
        let values = [
            "v", "", "%41", "%zz", "a%", "..", "%2e", "a%2F..", "\u{7f}", "a b", "a@b", "%FF",
        ];
        let every = values
            .iter()
            .flat_map(|x| values.iter().flat_map(move |y| values.map(|z| (x, y, z))));
        let mut bad_requests = 0;
        for (x, y, z) in every {
            let text = alloc::format!("/a/{x}/{y}/{z}");
            let Some(path) = DirectPath::new(&text) else {
                continue;
            };
            let expected = match set.at(&text) {
                Err(error) if error.is_bad_request() => Some(RouteError::from(error)),
                _ => None,
            };
            bad_requests += usize::from(expected.is_some());
            assert_eq!(
                alloc::format!("{:?}", path.refused(&vars)),
                alloc::format!("{expected:?}"),
                "{text}"
            );
        }
        // Of the 1,728 texts, those without a value no request holds (ten
        // values of twelve) and with a malformed one (five of those ten).
        assert_eq!(bad_requests, 10 * 10 * 10 - 5 * 5 * 5);
    }

    #[test]
    fn a_segment_spelled_otherwise_is_found_as_the_table_finds_it() {
        let literals = ["~user", "repos", "a(b)"];
        for (segment, literal) in [
            ("%7Euser", "~user"),
            ("%7euser", "~user"),
            ("~%75ser", "~user"),
            ("re%70os", "repos"),
            ("a(%62)", "a(b)"),
        ] {
            assert_eq!(
                DirectPath::spelled_as(segment.as_bytes(), &literals),
                Some(literal),
                "{segment}"
            );
        }
        // As it is, it was compared already; an escape of a reserved byte,
        // or a `%` that begins no escape, is no literal's spelling.
        for segment in ["~user", "%7Eusers", "a%28b)", "%zz", "%7", "user"] {
            assert_eq!(
                DirectPath::spelled_as(segment.as_bytes(), &literals),
                None,
                "{segment}"
            );
        }
        assert_eq!(DirectPath::spelled_as(b"%7Euser", &[]), None);
        // Non-ASCII, written raw or escaped; longer than the stack's buffer.
        let long = "l".repeat(70);
        let literals = ["caf\u{e9}", long.as_str()];
        assert_eq!(
            DirectPath::spelled_as(b"caf%C3%a9", &literals),
            Some("caf\u{e9}")
        );
        let spelled = alloc::format!("%6C{}", &long[1..]);
        assert_eq!(
            DirectPath::spelled_as(spelled.as_bytes(), &literals),
            Some(long.as_str())
        );
        // Whatever the spelling, the literal RFC 3986's equivalence finds.
        let mut random = SplitMix::new(0x5BE1);
        let literals = ["a-b", "a_b", "ab", "x~y.z", "caf\u{e9}", long.as_str()];
        for _ in 0..20_000 {
            let literal = literals[random.below(literals.len())];
            let mut segment = Vec::new();
            for &byte in literal.as_bytes() {
                match random.below(5) {
                    0 => segment.extend(alloc::format!("%{byte:02X}").bytes()),
                    1 => segment.extend(alloc::format!("%{byte:02x}").bytes()),
                    2 if random.below(8) == 0 => segment.extend(b"%2D"),
                    _ => segment.push(byte),
                }
            }
            if random.below(10) == 0 {
                segment.extend(["%", "%2F", "b", "%zz"][random.below(4)].bytes());
            }
            let expected = literals
                .iter()
                .copied()
                .find(|literal| crate::bytes::percent::equivalent(&segment, literal.as_bytes()));
            let expected = expected.filter(|_| segment.contains(&b'%'));
            assert_eq!(
                DirectPath::spelled_as(&segment, &literals),
                expected,
                "{segment:?}"
            );
        }
    }
}
