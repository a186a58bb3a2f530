//! Many templates matched at once: [`TemplateSet`], a router's table. A text
//! goes to its most specific matching template, found by walking a segment
//! tree (`set_tree.rs`, which states the specificity rule; `set_walk.rs` cuts
//! the path) and matching only the candidates at the node the walk ends on. A
//! candidate of whole-segment `{var}`s and literals is read from the segments
//! the walk found (`set_path.rs`); any other is matched by its [`Matcher`].
//!
//! Two templates that match the same texts with equal specificity (the same
//! template up to the names of its variables, or queries that differ only in
//! their variables) are refused when the second is inserted: the set could
//! never choose the second.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::error::secret::Masked;
use crate::matching::ambiguity::AmbiguityError;
use crate::matching::captures::capture::{Captures, Store};
use crate::matching::match_error::MatchError;
#[cfg(doc)]
use crate::matching::match_error::MatchErrorKind;
use crate::matching::matcher::Matcher;
use crate::matching::plan::sections::{Plan, Query, Section, Step};
use crate::matching::router::path_read::{PathRead, Read};
use crate::matching::router::segments::SegmentEnds;
use crate::matching::router::tree::{Key, Tree};
use crate::template::owned::UriTemplateBuf;
use crate::template::uri_template::{Modifier, UriTemplate};

/// Templates, each with a value (a handler, a route name), matched together:
/// [`at`](Self::at) gives the most specific template that matches a text,
/// its value and its captures.
///
/// Specificity is compared path segment by path segment, from the left: a
/// literal segment (`/repos/rust-lang`) beats one with expressions
/// (`/repos/{owner}`); among those, more literal characters win (`v{n}` and
/// `{id}.json` beat `{id}`), then a longer literal prefix; any of them beats
/// an expression that can span segments (`{+path}`, `{/path*}`). With equal
/// paths, more literal text after the path wins, then fewer expressions
/// there (`/search` before `/search{?q}`), then the template inserted first.
///
/// A lookup walks a tree of the templates' segments, one child per segment
/// (literal keys compared as bytes), and matches only the templates at the
/// node where it ends. A template whose path is whole `{var}` segments and
/// literals, without query or fragment (`/repos/{owner}/{repo}`), takes its
/// captures from the segments the walk found, as its matcher would; others
/// are matched from the start of the text. Matching a path with up to four
/// variables allocates nothing.
///
/// # Examples
///
/// ```
/// use uri::template::TemplateSet;
/// use uri::UriTemplate;
///
/// let mut routes = TemplateSet::new();
/// routes.insert(UriTemplate::parse("/repos/{owner}/{repo}")?, "repo")?;
/// routes.insert(UriTemplate::parse("/repos/{owner}/{repo}/issues{?state,page}")?, "issues")?;
/// routes.insert(UriTemplate::parse("/repos/rust-lang/rust")?, "rust")?;
///
/// let found = routes.at("/repos/rust-lang/rust/issues?page=2").unwrap();
/// assert_eq!(*found.value(), "issues");
/// assert_eq!(found.captures().parse::<u32>("page")?, 2);
/// assert_eq!(*routes.at("/repos/rust-lang/rust").unwrap().value(), "rust");
/// assert_eq!(*routes.at("/repos/rust-lang/cargo").unwrap().value(), "repo");
/// assert!(routes.at("/users/ada").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct TemplateSet<'t, T> {
    routes: Vec<Route<'t, T>>,
    tree: Tree,
}

struct Route<'t, T> {
    matcher: Matcher<'t>,
    key: Key<'t>,
    /// The short way, for a template of whole-segment `{var}`s and literals.
    path: Option<PathRead<'t>>,
    shape: String,
    value: T,
}

impl<'t, T> TemplateSet<'t, T> {
    /// An empty set.
    ///
    /// # Examples
    ///
    /// ```
    /// let routes = uri::template::TemplateSet::<()>::new();
    /// assert!(routes.at("/").is_err());
    /// ```
    pub fn new() -> Self {
        Self {
            routes: Vec::new(),
            tree: Tree::default(),
        }
    }

    /// Adds `template` with its value. The set's tree is built again, so build
    /// a set once (at start-up) and look up many texts.
    ///
    /// # Errors
    ///
    /// [`TemplateSetError::Ambiguous`] for a template that
    /// [`matcher`](UriTemplate::matcher) refuses, and
    /// [`TemplateSetError::Conflict`] for one that matches the same texts as a
    /// template already in the set, with the same specificity.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::{TemplateSet, TemplateSetError};
    /// use uri::UriTemplate;
    ///
    /// let mut routes = TemplateSet::new();
    /// routes.insert(UriTemplate::parse("/users/{id}")?, 1)?;
    /// let error = routes.insert(UriTemplate::parse("/users/{name}")?, 2).unwrap_err();
    /// assert!(matches!(error, TemplateSetError::Conflict { .. }));
    /// assert_eq!(
    ///     error.to_string(),
    ///     "the templates `/users/{id}` and `/users/{name}` match the same texts with the same \
    ///      specificity: the set could never choose the second",
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn insert(&mut self, template: UriTemplate<'t>, value: T) -> Result<(), TemplateSetError> {
        let matcher = template
            .matcher()
            .map_err(|error| TemplateSetError::Ambiguous {
                template: template.into_owned(),
                error,
            })?;
        let shape = shape(matcher.plan());
        if let Some(route) = self.routes.iter().find(|route| route.shape == shape) {
            return Err(TemplateSetError::Conflict {
                first: route.matcher.template().into_owned(),
                second: template.into_owned(),
            });
        }
        let key = Key::new(matcher.plan());
        let path = PathRead::new(matcher.plan(), &key);
        self.routes.push(Route {
            matcher,
            key,
            path,
            shape,
            value,
        });
        let mut order: Vec<usize> = (0..self.routes.len()).collect();
        order.sort_by(|&a, &b| {
            self.routes[b]
                .key
                .specificity(&self.routes[a].key)
                .then(a.cmp(&b))
        });
        let mut rank = alloc::vec![0; order.len()];
        for (position, &route) in order.iter().enumerate() {
            #[allow(
                clippy::cast_possible_truncation,
                reason = "a set holds fewer than 2^32 templates"
            )]
            let position = position as u32;
            rank[route] = position;
        }
        let keys: Vec<&Key<'t>> = self.routes.iter().map(|route| &route.key).collect();
        self.tree = Tree::new(&keys, &rank);
        Ok(())
    }

    /// The most specific template that matches `text`, with its value and
    /// captures.
    ///
    /// # Errors
    ///
    /// A [`MatchError`] of kind [`NotFound`](MatchErrorKind::NotFound) when no
    /// template matches.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut routes = uri::template::TemplateSet::new();
    /// routes.insert(uri::UriTemplate::parse("/files{/path*}")?, "file")?;
    /// routes.insert(uri::UriTemplate::parse("/files/{id}.json")?, "json")?;
    /// let found = routes.at("/files/a/b.txt").unwrap();
    /// assert_eq!((*found.value(), found.template().as_str()), ("file", "/files{/path*}"));
    /// assert_eq!(found.captures().parse_all::<String>("path")?, ["a", "b.txt"]);
    /// assert_eq!(*routes.at("/files/7.json").unwrap().value(), "json");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn at<'s, 'u>(&'s self, text: &'u str) -> Result<Match<'s, 't, 'u, T>, MatchError> {
        self.at_by(text, true)
    }

    /// [`at`](Self::at), with the short way of `set_path.rs` for the
    /// templates it reads when `short` (and the general matcher only when not,
    /// which the tests compare it with).
    pub(crate) fn at_by<'s, 'u>(
        &'s self,
        text: &'u str,
        short: bool,
    ) -> Result<Match<'s, 't, 'u, T>, MatchError> {
        let mut walk = SegmentEnds::new();
        for &route in self.tree.walk(text, &mut walk) {
            let route = &self.routes[route as usize];
            let mut store = Store::new();
            let read = match &route.path {
                Some(path) if short => path.read(text, &walk, &mut store),
                _ => Read::Matcher,
            };
            let captures = match read {
                Read::Match => Captures::new(store, text, None),
                Read::Mismatch => continue,
                Read::Matcher => match route.matcher.captures(text) {
                    Ok(captures) => captures,
                    Err(_) => continue,
                },
            };
            return Ok(Match {
                value: &route.value,
                template: route.matcher.template(),
                captures,
            });
        }
        Err(MatchError::not_found())
    }

    /// How many templates the set holds.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut routes = uri::template::TemplateSet::new();
    /// routes.insert(uri::UriTemplate::parse("/")?, ())?;
    /// assert_eq!(routes.len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn len(&self) -> usize {
        self.routes.len()
    }

    /// Whether the set holds no template.
    ///
    /// # Examples
    ///
    /// ```
    /// assert!(uri::template::TemplateSet::<()>::new().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.routes.is_empty()
    }

    /// The templates and their values, in the order they were inserted.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut routes = uri::template::TemplateSet::new();
    /// routes.insert(uri::UriTemplate::parse("/a")?, 1)?;
    /// let all: Vec<(&str, &i32)> = routes.iter().map(|(t, v)| (t.as_str(), v)).collect();
    /// assert_eq!(all, [("/a", &1)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (UriTemplate<'t>, &T)> + '_ {
        self.routes
            .iter()
            .map(|route| (route.matcher.template(), &route.value))
    }
}

impl<T> Default for TemplateSet<'_, T> {
    fn default() -> Self {
        Self::new()
    }
}

/// The templates and their values, in the order they were inserted.
impl<T: fmt::Debug> fmt::Debug for TemplateSet<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl<T: Clone> Clone for TemplateSet<'_, T> {
    fn clone(&self) -> Self {
        Self {
            routes: self
                .routes
                .iter()
                .map(|route| Route {
                    matcher: route.matcher.clone(),
                    key: route.key.clone(),
                    path: route.path.clone(),
                    shape: route.shape.clone(),
                    value: route.value.clone(),
                })
                .collect(),
            tree: self.tree.clone(),
        }
    }
}

/// What [`TemplateSet::at`] found: the template, its value, and what the
/// text gave its variables.
///
/// # Examples
///
/// See [`TemplateSet`].
#[derive(Clone, Debug)]
pub struct Match<'s, 't, 'u, T> {
    value: &'s T,
    template: UriTemplate<'t>,
    captures: Captures<'t, 'u>,
}

impl<'s, 't, 'u, T> Match<'s, 't, 'u, T> {
    /// The value inserted with the template.
    ///
    /// # Examples
    ///
    /// See [`TemplateSet`].
    pub fn value(&self) -> &'s T {
        self.value
    }

    /// The template that matched.
    ///
    /// # Examples
    ///
    /// See [`TemplateSet::at`].
    pub fn template(&self) -> UriTemplate<'t> {
        self.template
    }

    /// The values the text gave the template's variables.
    ///
    /// # Examples
    ///
    /// See [`TemplateSet`].
    pub fn captures(&self) -> &Captures<'t, 'u> {
        &self.captures
    }

    /// The captures, kept.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut routes = uri::template::TemplateSet::new();
    /// routes.insert(uri::UriTemplate::parse("/{id}")?, ())?;
    /// let captures = routes.at("/7").unwrap().into_captures();
    /// assert_eq!(captures.parse::<u8>("id")?, 7);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn into_captures(self) -> Captures<'t, 'u> {
        self.captures
    }
}

/// Why a template cannot join a [`TemplateSet`].
///
/// # Examples
///
/// ```
/// use uri::template::{AmbiguityErrorKind, TemplateSet, TemplateSetError};
///
/// let mut routes = TemplateSet::new();
/// let error = routes.insert(uri::UriTemplate::parse("/{a}{b}")?, ()).unwrap_err();
/// let TemplateSetError::Ambiguous { error: ambiguous, .. } = &error else { panic!() };
/// assert_eq!(ambiguous.kind(), AmbiguityErrorKind::NoBoundary);
/// assert!(error.to_string().starts_with("the template `/{a}{b}` cannot be matched: "));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum TemplateSetError {
    /// The template cannot be matched on its own.
    Ambiguous {
        /// The template.
        template: UriTemplateBuf,
        /// Why: the expression and the rule it breaks.
        error: AmbiguityError,
    },
    /// Two templates match the same texts with the same specificity.
    Conflict {
        /// The template already in the set.
        first: UriTemplateBuf,
        /// The template refused.
        second: UriTemplateBuf,
    },
}

impl fmt::Display for TemplateSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Ambiguous { template, error } => write!(
                f,
                "the template `{}` cannot be matched: {error}",
                Masked(template.as_str())
            ),
            Self::Conflict { first, second } => write!(
                f,
                "the templates `{}` and `{}` match the same texts with the same specificity: \
                 the set could never choose the second",
                Masked(first.as_str()),
                Masked(second.as_str())
            ),
        }
    }
}

impl core::error::Error for TemplateSetError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            Self::Ambiguous { error, .. } => Some(error),
            Self::Conflict { .. } => None,
        }
    }
}

#[cfg(test)]
impl<T> TemplateSet<'_, T> {
    /// Each template's short way, in the order they were inserted.
    pub(crate) fn routes(&self) -> impl Iterator<Item = Option<&PathRead<'_>>> {
        self.routes.iter().map(|route| route.path.as_ref())
    }
}

/// The texts a template matches, written so that two templates with the same
/// shape match the same texts: variables numbered by first appearance, and a
/// query set written as its literal pairs (its variables match any pair).
fn shape<'t>(plan: &Plan<'t>) -> String {
    let mut names: Vec<&'t str> = Vec::new();
    let mut out = String::new();
    let mut section = |out: &mut String, section: &Section<'t>| {
        for step in &section.steps {
            match step {
                Step::Literal(text) => out.push_str(text),
                Step::Expression(expr) => {
                    out.push('{');
                    out.push_str(expr.operator.as_str());
                    for (i, spec) in expr.specs.iter().enumerate() {
                        let number = names
                            .iter()
                            .position(|&name| name == spec.name())
                            .unwrap_or_else(|| {
                                names.push(spec.name());
                                names.len() - 1
                            });
                        if i > 0 {
                            out.push(',');
                        }
                        let _ = fmt::Write::write_fmt(out, format_args!("{number}"));
                        match spec.modifier() {
                            Modifier::None => {}
                            Modifier::Explode => out.push('*'),
                            Modifier::Prefix(length) => {
                                let _ = fmt::Write::write_fmt(out, format_args!(":{length}"));
                            }
                        }
                    }
                    out.push('}');
                }
            }
        }
    };
    section(&mut out, &plan.head);
    match &plan.query {
        Query::None => {}
        Query::Ordered(query) => section(&mut out, query),
        Query::Set(set) => {
            out.push_str(if set.literal_start { "?" } else { "{?}" });
            let mut pairs: Vec<&str> = set.pairs.iter().map(|&(pair, _)| pair).collect();
            pairs.sort_unstable();
            for pair in pairs {
                out.push('&');
                out.push_str(pair);
            }
            if !set.vars.is_empty() {
                out.push_str("{&}");
            }
        }
    }
    out.push('\u{0}');
    if let Some(fragment) = &plan.fragment {
        section(&mut out, fragment);
    }
    out
}

/// The short way of `path_read.rs`, against the general matcher.
#[cfg(test)]
mod short_way_tests {
    use alloc::string::String;
    use alloc::vec::Vec;

    use super::TemplateSet;
    use crate::bytes::split_mix::SplitMix;
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
        let found = set.at_by(text, short).ok()?;
        let captures = found.captures();
        let values = captures
            .iter()
            .map(|capture| {
                let items = captures.encoded_members(capture.name());
                let items = items.into_iter().map(String::from).collect();
                (capture.name().into(), capture.as_str().into(), items)
            })
            .collect();
        Some((*found.value(), values))
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
        let found = set.at("/repos//a%20b").unwrap();
        assert_eq!(found.template().as_str(), "/repos/{owner}/{repo}");
        assert!(found.captures().get("owner").is_none());
        assert_eq!(found.captures().get("repo").unwrap().as_str(), "a%20b");
        assert_eq!(found.captures().parse::<String>("repo").unwrap(), "a b");
        assert!(set.at("/users/a%2").is_err());
        assert!(set.at("/users/\u{e9}").is_err());
        assert!(set.at("/users/ada?x").is_err());
    }
}
