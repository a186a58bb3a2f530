//! A lookup in a table of templates: the walk of its tree (`tree.rs`), and in
//! each list of templates the walk offers, the reading of the text by the
//! short way (`path_read.rs`) or the template's plan, and the choice among the
//! templates that match. It reads a [`TemplateSet`]'s table, built at run
//! time, and a table `#[derive(Route)]` wrote as statics alike: both are the
//! templates and the tree, borrowed.
//!
//! [`TemplateSet`]: crate::matching::router::set::TemplateSet

use alloc::format;
use alloc::string::String;
use core::ops::ControlFlow;

use crate::bytes::offset::offset_in;
use crate::matching::captures::capture::{Captures, Store};
use crate::matching::match_error::MatchError;
use crate::matching::options::MatchOptions;
use crate::matching::plan::sections::Plan;
use crate::matching::read::request::query_before_fragment;
use crate::matching::router::key::RouteKey;
use crate::matching::router::path_read::{PathRead, Read};
use crate::matching::router::segments::SegmentStarts;
use crate::matching::router::tree::Tree;
use crate::matching::stored::{Emit, Emitter, Storage, Text};
use crate::template::uri_template::UriTemplate;

/// What a template read of a text besides the values, which wait in the
/// lookup's store: the query's template text and the text's query.
type Reading<'s, 'u> = Option<(&'s str, &'u str)>;

/// A template of a table, with what a lookup needs of it and its value.
#[derive(Clone, Debug)]
pub struct Route<T> {
    /// The template's text, which `plan` holds ranges of.
    pub template: Text,
    /// How the general matcher reads it.
    pub plan: Plan,
    /// Its path's segments and specificity.
    pub key: RouteKey,
    /// The short way, for a template of whole-segment `{var}`s and literals.
    pub path: Option<PathRead>,
    /// What the table gives for it.
    pub value: T,
}

impl<T: Emit> Emit for Route<T> {
    fn type_name(path: &str) -> String {
        format!("{path}::Route<{}>", T::type_name(path))
    }

    fn emit(&self, emitter: &mut Emitter) -> String {
        let Self {
            template,
            plan,
            key,
            path,
            value,
        } = self;
        format!(
            "{}::Route {{ template: {}, plan: {}, key: {}, path: {}, value: {} }}",
            emitter.path(),
            emitter.emit(template),
            emitter.emit(plan),
            emitter.emit(key),
            emitter.emit(path),
            emitter.emit(value),
        )
    }
}

/// What [`TemplateSet::at`](crate::matching::router::set::TemplateSet::at)
/// found: the template, its value, and what the text gave its variables.
///
/// # Examples
///
/// See [`TemplateSet`](crate::matching::router::set::TemplateSet).
#[derive(Clone, Debug)]
pub struct Match<'s, 'u, T> {
    value: &'s T,
    template: UriTemplate<'s>,
    captures: Captures<'s, 'u>,
}

impl<'s, 'u, T> Match<'s, 'u, T> {
    /// The value added with the template.
    ///
    /// # Examples
    ///
    /// See [`TemplateSet`](crate::matching::router::set::TemplateSet).
    pub fn value(&self) -> &'s T {
        self.value
    }

    /// The template that matched.
    ///
    /// # Examples
    ///
    /// See [`TemplateSet::at`](crate::matching::router::set::TemplateSet::at).
    pub fn template(&self) -> UriTemplate<'s> {
        self.template
    }

    /// The values the text gave the template's variables.
    ///
    /// # Examples
    ///
    /// See [`TemplateSet`](crate::matching::router::set::TemplateSet).
    pub fn captures(&self) -> &Captures<'s, 'u> {
        &self.captures
    }

    /// The captures, kept.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut routes = uri::template::TemplateSet::new();
    /// routes.insert(uri::UriTemplate::parse("/{id}")?, ())?;
    /// let captures = routes.at("/7")?.into_captures();
    /// assert_eq!(captures.parse::<u8>("id")?, 7);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn into_captures(self) -> Captures<'s, 'u> {
        self.captures
    }
}

/// A table's templates and tree, borrowed for a lookup.
pub(crate) struct Table<'s, T, S: Storage> {
    /// The templates, by number.
    pub(crate) routes: &'s [Route<T>],
    /// The tree of their paths.
    pub(crate) tree: &'s Tree<S>,
}

impl<T, S: Storage> Clone for Table<'_, T, S> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T, S: Storage> Copy for Table<'_, T, S> {}

impl<'s, 'u, T, S: Storage> Table<'s, T, S> {
    /// The most specific template that matches `text`, read with `options`,
    /// with its captures: with the short way of `path_read.rs` for the
    /// templates it reads when `short` (and the general matcher only when
    /// not, which the tests compare it with).
    pub(crate) fn at(
        self,
        text: &'u str,
        options: MatchOptions,
        short: bool,
    ) -> Result<Match<'s, 'u, T>, MatchError> {
        let bytes = text.as_bytes();
        // The short way's captures wait here, so that no answer carries them
        // on its way back (they are a few hundred bytes).
        let mut store = Store::new();
        // The walk finds where the path ends (its first `?` or `#`).
        let found = self.lookup(text, bytes, options, short, &mut store);
        // `{?a}{&b}` with `a` undefined writes `&b=…` straight after the
        // path: a text without `?` may end its path at its first `&` too, for
        // the templates whose query may begin so. The two walks find the
        // templates that end their path either way; the more specific wins.
        let cut = || {
            let path_end = bytes
                .iter()
                .position(|&byte| byte == b'?' || byte == b'#')
                .unwrap_or(bytes.len());
            let cut = bytes[..path_end].iter().position(|&byte| byte == b'&')?;
            (bytes.get(path_end) != Some(&b'?')).then_some(cut)
        };
        let found = match self.tree.has_ampersand_queries().then(cut).flatten() {
            Some(cut) => {
                let mut other_store = Store::new();
                let other = self.lookup(text, &bytes[..cut], options, short, &mut other_store);
                match (found, other) {
                    (Some(first), Some(second)) if !self.more_specific(second.0, first.0) => {
                        Some(first)
                    }
                    (Some(first), None) => Some(first),
                    (_, other) => {
                        store = other_store;
                        other
                    }
                }
            }
            _ => found,
        };
        let Some((route, reading)) = found else {
            return Err(MatchError::not_found());
        };
        let route = &self.routes[route as usize];
        let template: &'s str = &route.template;
        // Built in place: the captures hold the store, a few hundred bytes
        // that each move would copy.
        Ok(Match {
            value: &route.value,
            template: UriTemplate::from_checked(template),
            captures: Captures::new(store, text, template, reading?),
        })
    }

    /// The template the walk over `path` (the text, or its part before an
    /// `&` of its path) finds for `text`, as [`read_list`](Self::read_list)
    /// decides in each list the walk offers.
    #[allow(
        clippy::type_complexity,
        reason = "the template's number beside the answer, read once here"
    )]
    fn lookup(
        self,
        text: &'u str,
        path: &[u8],
        options: MatchOptions,
        short: bool,
        store: &mut Store<'s, 'u>,
    ) -> Option<(u32, Result<Reading<'s, 'u>, MatchError>)> {
        let mut walk = SegmentStarts::new();
        // The answer waits here, so that the walk's way back up carries no
        // more than a stop.
        let mut found = None;
        self.tree.lookup(path, &mut walk, |list, walk| {
            found = match *list {
                // Most lists hold one template: no comparison to make.
                [route] => self
                    .read(route, text, walk, options, short, store)
                    .map(|found| (route, found)),
                _ => self.read_list(list, text, walk, options, short, store),
            };
            if found.is_some() {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        found
    }

    /// The template of `list` (templates that match the same paths alike,
    /// most specific first) that `text` goes to, if any: the first that
    /// matches or finds the text malformed, and among the templates as
    /// specific as it (the same path, as much literal text after it) that
    /// match too, the one that reads
    /// the most values after the path (`/search{?q}` for `/search?q=rust`,
    /// `/search` for `/search?utm_source=x`); where none of them reads a
    /// value after the path, a template that finds one malformed decides
    /// (`/search?q=%zz` is a bad request), whatever their order.
    #[allow(
        clippy::type_complexity,
        reason = "the template's number beside the answer, read once here"
    )]
    fn read_list(
        self,
        list: &[u32],
        text: &'u str,
        walk: &SegmentStarts,
        options: MatchOptions,
        short: bool,
        store: &mut Store<'s, 'u>,
    ) -> Option<(u32, Result<Reading<'s, 'u>, MatchError>)> {
        // Templates of one list whose paths are alike (the same rest, for
        // a node's rests) and with as much literal text after them are
        // compared on the query; a more specific path is never passed over
        // for a query it reads less of.
        let key = |route: u32| &self.routes[route as usize].key;
        let alike = |a: u32, b: u32| key(a).specificity(key(b)).is_eq();
        // The best match so far: its template, and how many values it read
        // after the path.
        let mut best: Option<(u32, usize, Reading<'s, 'u>)> = None;
        // The best's values, while later templates read into `store`.
        let mut best_store = Store::new();
        // The first template that found a value of the text's query
        // malformed: it names more of the query than a match that reads none
        // of it (`/search{?q}` beside `/search` for `/search?q=%zz`), and
        // less than one that reads a value, whatever their order.
        let mut malformed: Option<(u32, MatchError)> = None;
        for (at, &route) in list.iter().enumerate() {
            let group = best
                .as_ref()
                .map(|&(first, ..)| first)
                .or(malformed.as_ref().map(|&(first, _)| first));
            if group.is_some_and(|first| !alike(route, first)) {
                break;
            }
            match self.read(route, text, walk, options, short, store) {
                None => {}
                Some(Err(error)) if error.index() > walk.path_end => {
                    malformed.get_or_insert((route, error));
                }
                Some(Err(_)) if group.is_some() => {}
                // The first template whose path matches decides a bad
                // request of the path.
                Some(Err(error)) => return Some((route, Err(error))),
                Some(Ok(reading)) => {
                    // Alone in its group: no other template to compare with.
                    let alone = list.get(at + 1).is_none_or(|&next| !alike(next, route));
                    if alone && group.is_none() {
                        return Some((route, Ok(reading)));
                    }
                    let reads = reads_after_path(text, store);
                    if best.as_ref().is_none_or(|&(_, most, _)| reads > most) {
                        best = Some((route, reads, reading));
                        best_store = core::mem::replace(store, Store::new());
                    }
                }
            }
        }
        match (best, malformed) {
            (Some((route, reads, reading)), malformed) if reads > 0 || malformed.is_none() => {
                *store = best_store;
                Some((route, Ok(reading)))
            }
            (_, Some((route, error))) => Some((route, Err(error))),
            (_, None) => None,
        }
    }

    /// What template number `route` reads of `text`: `None` where it does
    /// not match, the reading, or why the request is malformed. The values
    /// go to `store`.
    #[inline]
    fn read(
        self,
        route: u32,
        text: &'u str,
        walk: &SegmentStarts,
        options: MatchOptions,
        short: bool,
        store: &mut Store<'s, 'u>,
    ) -> Option<Result<Reading<'s, 'u>, MatchError>> {
        let route = &self.routes[route as usize];
        let template: &'s str = &route.template;
        // The short way reads paths that end where the text's path does (not
        // at an `&` before a query that may begin with one).
        let whole_path = matches!(text.as_bytes().get(walk.path_end), None | Some(b'?' | b'#'));
        // The text's query, if any, is all extra pairs, which hold only what
        // a request holds (a mismatch otherwise, before any bad request, as
        // the reader decides).
        let mut query = "";
        let read = match &route.path {
            Some(path) if short && whole_path => {
                match text[walk.path_end..]
                    .strip_prefix('?')
                    .map(query_before_fragment)
                {
                    Some(None) => Read::Mismatch,
                    found => {
                        query = found.flatten().unwrap_or("");
                        // What an earlier template of the walk read, if any, goes.
                        store.clear();
                        path.read(text, walk, options, store)
                    }
                }
            }
            _ => Read::Matcher,
        };
        match read {
            Read::Match => Some(Ok(Some(("", query)))),
            Read::Mismatch => None,
            Read::BadRequest(error) => Some(Err(error)),
            Read::Matcher => match route.plan.read(template, text, options) {
                Ok(captures) => {
                    let (values, query) = captures.into_parts();
                    *store = values;
                    Some(Ok(query))
                }
                Err(error) if error.is_bad_request() => Some(Err(error)),
                Err(_) => None,
            },
        }
    }

    /// Whether template `a` is more specific than template `b`, as the
    /// templates alone say (of one rank, the one whose text comes first).
    fn more_specific(self, a: u32, b: u32) -> bool {
        let route = |route: u32| &self.routes[route as usize];
        let text = |at: u32| -> &str { &route(at).template };
        route(a)
            .key
            .specificity(&route(b).key)
            .then(
                route(b)
                    .key
                    .tail_expressions()
                    .cmp(&route(a).key.tail_expressions()),
            )
            .then_with(|| text(b).cmp(text(a)))
            .is_gt()
    }
}

/// How many of `values` lie after the path of `text` (its first
/// `?` or `#`).
fn reads_after_path(text: &str, values: &Store<'_, '_>) -> usize {
    let path_end = text.find(['?', '#']).unwrap_or(text.len());
    values
        .as_slice()
        .iter()
        .filter(|capture| offset_in(text, capture.as_str()) > path_end)
        .count()
}
