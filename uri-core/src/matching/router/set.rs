//! Many templates matched at once: [`TemplateSet`], a router's table. A text
//! goes to its most specific matching template (the rule is `key.rs`'s),
//! found by a walk of the segment tree (`tree.rs`) that offers the templates
//! in that order; a template of whole-segment `{var}`s and literals is read
//! from the segments the walk found (`path_read.rs`), any other is matched by
//! its plan from the start of the text.
//!
//! Two templates that match the same texts with equal specificity are refused
//! when the second is added (`conflict.rs`): the set could never choose the
//! second.

use alloc::borrow::Cow;
use alloc::boxed::Box;
use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::fmt;

use crate::error::secret::Masked;
use crate::matching::ambiguity::AmbiguityError;
use crate::matching::match_error::MatchError;
use crate::matching::options::MatchOptions;
use crate::matching::plan::sections::{Plan, Query};
use crate::matching::router::conflict::footprint;
use crate::matching::router::key::RouteKey;
use crate::matching::router::lookup::{Match, Route, Table};
use crate::matching::router::path_read::PathRead;
use crate::matching::router::tree::Tree;
use crate::matching::stored::Owned;
use crate::template::error::TemplateError;
use crate::template::owned::UriTemplateBuf;
use crate::template::uri_template::UriTemplate;

/// Templates, each with a value (a handler, a route name), matched together:
/// [`at`](Self::at) gives the most specific template that matches a request
/// target, its value and its captures, or says why none does (404) or why the
/// one that does cannot read the request (400).
///
/// A set owns its templates (it copies their text), so routes read from a
/// file need not outlive it.
///
/// **Which template.** Specificity is compared path segment by path segment,
/// from the left: a literal segment (`/repos/rust-lang`) beats one with
/// expressions (`/repos/{owner}`); among those, more literal characters win
/// (`v{n}` and `{id}.json` beat `{id}`), then a longer literal prefix; any of
/// them beats an expression that can span segments (`{+path}`, `{/path*}`),
/// and of two such, the one with more literal text before it in its
/// segment, then the one after an expression of its segment
/// (`/users/{id}{/p}` over `/users/{+path}`), then the one with more literal
/// text after it in the path wins (`/files{/path*}/raw` over
/// `/files{/path*}`).
/// With equal paths, more literal text after the path wins, then the
/// template that reads more values of the text's query (`/search{?q}` for
/// `/search?q=uri`; `/search` for `/search` and `/search?utm_source=x`; and
/// where `/search{?q}` finds `q` malformed, `/search?q=%zz`, the request is a
/// bad request, not `/search`'s), then fewer expressions there, then the
/// template whose text comes first in byte order. So the winner depends on
/// the texts alone, never on the order in which they were added, and the
/// query decides only between templates whose paths are alike
/// (`/users/7?q=x` goes where `/users/7` goes, to `/users/{id}{/p}` rather
/// than `/users/{+path}{?q}`).
///
/// **What text.** Pass the request target as the server received it: the
/// path and query of the request line (`/repos/a/b/issues?page=2`), or an
/// absolute URI for templates that have a scheme. Values are read by the
/// [rules on `Matcher`'s page](crate::matching::matcher::Matcher#the-rules),
/// which also say what a request may hold beyond an expansion: raw
/// characters clients leave unencoded stay in values, a query is always
/// allowed (its pairs the template does not name are
/// [`Captures::extra_pairs`](crate::matching::captures::capture::Captures::extra_pairs)), a
/// fragment is left alone.
///
/// **What a path value holds.** A set reads with [`MatchOptions::new`]
/// unless [`options`](Self::options) says otherwise: a path value that is or
/// holds a `.` or `..` segment once decoded, or holds an escaped control
/// character (`%00`, `%0D%0A`), is a bad request. Nothing else is refused:
/// decoded, a path value may hold `/` (from `%2F`, or raw under `{+rest}`,
/// which may begin with one: `/raw//etc/passwd` reads `/etc/passwd`), `\`,
/// `:` or a Windows device name (`NUL`), and a `{/path*}` list may hold
/// empty members (`/files//etc` reads `["", "etc"]`). Joined to a base
/// directory, each of these can leave it: read a value that goes to a file
/// system as a [`SafePath`](crate::value::safe_path::SafePath)
/// ([`Captures`](crate::matching::captures::capture::Captures#values-are-the-clients)
/// shows how).
///
/// **Cost.** A lookup walks a tree of the templates' path segments, one node
/// per segment, trying more specific branches first, and matches only the
/// templates where the walk ends. Adding a template costs about its segments
/// and a binary search, so a set of n templates builds in O(n log n), one by
/// one or all at once. Matching a path with up to four variables allocates
/// nothing.
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
/// let found = routes.at("/repos/rust-lang/rust/issues?page=2")?;
/// assert_eq!(*found.value(), "issues");
/// assert_eq!(found.captures().parse::<u32>("page")?, 2);
/// assert_eq!(*routes.at("/repos/rust-lang/rust")?.value(), "rust");
/// assert_eq!(*routes.at("/repos/rust-lang/cargo?utm_source=x")?.value(), "repo");
///
/// // 404: no template matches; 400: one does, but the request is malformed.
/// assert!(!routes.at("/users/ada").unwrap_err().is_bad_request());
/// let error = routes.at("/repos/rust%ZZlang/rust").unwrap_err();
/// assert!(error.is_bad_request());
/// assert_eq!(error.variable(), Some("owner"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct TemplateSet<T> {
    routes: Vec<Route<T>>,
    tree: Tree,
    /// Each template's footprint (`conflict.rs`), to the template that has it.
    footprints: BTreeMap<Box<str>, u32>,
    options: MatchOptions,
}

impl<T> TemplateSet<T> {
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
            footprints: BTreeMap::new(),
            options: MatchOptions::new(),
        }
    }

    /// The same set, reading texts with `options` (where `+` is a space,
    /// whether dot segments and escaped control characters are allowed in
    /// path values). A set reads with [`MatchOptions::new`] unless told
    /// otherwise: a path value that is a dot segment or holds a control is
    /// a bad request, as route types read requests.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::{MatchOptions, TemplateSet};
    ///
    /// let mut routes = TemplateSet::new().options(MatchOptions::new().form(false));
    /// routes.insert(uri::UriTemplate::parse("/search{?q}")?, ())?;
    /// assert_eq!(routes.at("/search?q=a+b")?.captures().parse::<String>("q")?, "a+b");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn options(mut self, options: MatchOptions) -> Self {
        self.options = options;
        self
    }

    /// Adds `template` (a copy of its text) with its value.
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
    pub fn insert(&mut self, template: UriTemplate<'_>, value: T) -> Result<(), TemplateSetError> {
        let plan = Plan::new(template).map_err(|error| TemplateSetError::Ambiguous {
            template: template.into_owned(),
            error,
        })?;
        let text = template.as_str();
        let footprint: Box<str> = footprint(text, &plan).into();
        if let Some(&first) = self.footprints.get(&footprint) {
            return Err(TemplateSetError::Conflict {
                first: self.template_of(first).into_owned(),
                second: template.into_owned(),
            });
        }
        let key = RouteKey::new(text, &plan);
        let path = PathRead::new(text, &plan, &key);
        let ampersand = matches!(&plan.query, Query::Set(set) if set.opens_with_ampersand);
        #[allow(
            clippy::cast_possible_truncation,
            reason = "a set holds fewer than 2^32 templates"
        )]
        let number = self.routes.len() as u32;
        let routes = &self.routes;
        let text_of = |route: u32| -> &str { &routes[route as usize].template };
        self.tree.insert(text, &key, (number, ampersand), text_of);
        self.footprints.insert(footprint, number);
        self.routes.push(Route {
            template: Cow::Owned(text.into()),
            plan,
            key,
            path,
            value,
        });
        Ok(())
    }

    /// The set of the templates and values of `routes`, added in order.
    ///
    /// # Errors
    ///
    /// The first [`TemplateSetError`] that [`insert`](Self::insert) gives.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::TemplateSet;
    /// use uri::UriTemplate;
    ///
    /// let table = [("/", "home"), ("/users/{id}", "user")];
    /// let routes = TemplateSet::try_from_iter(
    ///     table.iter().map(|&(text, name)| Ok::<_, uri::template::TemplateError>((UriTemplate::parse(text)?, name)))
    ///         .collect::<Result<Vec<_>, _>>()?,
    /// )?;
    /// assert_eq!(*routes.at("/users/7")?.value(), "user");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_from_iter<'a>(
        routes: impl IntoIterator<Item = (UriTemplate<'a>, T)>,
    ) -> Result<Self, TemplateSetError> {
        let mut set = Self::new();
        set.try_extend(routes)?;
        Ok(set)
    }

    /// Adds the templates and values of `routes`, in order.
    ///
    /// # Errors
    ///
    /// The first [`TemplateSetError`] that [`insert`](Self::insert) gives;
    /// the templates before it stay added.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::TemplateSet;
    /// use uri::UriTemplate;
    ///
    /// let mut routes = TemplateSet::new();
    /// routes.try_extend([(UriTemplate::parse("/a")?, 1), (UriTemplate::parse("/b")?, 2)])?;
    /// assert_eq!(routes.len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn try_extend<'a>(
        &mut self,
        routes: impl IntoIterator<Item = (UriTemplate<'a>, T)>,
    ) -> Result<(), TemplateSetError> {
        routes
            .into_iter()
            .try_for_each(|(template, value)| self.insert(template, value))
    }

    /// The most specific template that matches `text` (a request target:
    /// the path and query a server received), with its value and captures.
    ///
    /// # Errors
    ///
    /// A [`MatchError`] that a server answers with 404 or 400, as
    /// [`is_bad_request`](MatchError::is_bad_request) says: of kind
    /// [`NotFound`](crate::matching::match_error::MatchErrorKind::NotFound) when no template matches, and
    /// of a bad request's kind (a bad escape, a repeated query key, a dot
    /// segment or an escaped control character in a path value), naming
    /// the variable, when the most specific template that matches cannot
    /// read the request.
    ///
    /// # Examples
    ///
    /// ```
    /// let mut routes = uri::template::TemplateSet::new();
    /// routes.insert(uri::UriTemplate::parse("/files{/path*}")?, "file")?;
    /// routes.insert(uri::UriTemplate::parse("/files/{id}.json")?, "json")?;
    /// let found = routes.at("/files/a/b(1).txt")?;
    /// assert_eq!((*found.value(), found.template().as_str()), ("file", "/files{/path*}"));
    /// assert_eq!(found.captures().parse_all::<String>("path")?, ["a", "b(1).txt"]);
    /// assert_eq!(*routes.at("/files/7.json")?.value(), "json");
    /// // A path value that climbs is a bad request.
    /// assert!(routes.at("/files/../../etc/passwd").unwrap_err().is_bad_request());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn at<'s, 'u>(&'s self, text: &'u str) -> Result<Match<'s, 'u, T>, MatchError> {
        self.at_by(text, self.options, true)
    }

    /// [`at`](Self::at), reading `text` with `options` for this call.
    ///
    /// # Errors
    ///
    /// As for [`at`](Self::at).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::{MatchOptions, TemplateSet};
    ///
    /// let mut routes = TemplateSet::new();
    /// routes.insert(uri::UriTemplate::parse("/files{/path*}")?, ())?;
    /// let allowed = MatchOptions::new().dot_segments(true);
    /// assert!(routes.at_with("/files/../x", allowed).is_ok());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn at_with<'s, 'u>(
        &'s self,
        text: &'u str,
        options: MatchOptions,
    ) -> Result<Match<'s, 'u, T>, MatchError> {
        self.at_by(text, options, true)
    }

    /// [`at_with`](Self::at_with), with the short way of `path_read.rs` for
    /// the templates it reads when `short` (and the general matcher only when
    /// not, which the tests compare it with).
    pub(crate) fn at_by<'s, 'u>(
        &'s self,
        text: &'u str,
        options: MatchOptions,
        short: bool,
    ) -> Result<Match<'s, 'u, T>, MatchError> {
        self.table().at(text, options, short)
    }

    /// Its templates and tree, for a lookup.
    pub(crate) fn table(&self) -> Table<'_, T, Owned> {
        Table {
            routes: &self.routes,
            tree: &self.tree,
        }
    }

    fn template_of(&self, route: u32) -> UriTemplate<'_> {
        UriTemplate::from_checked(&self.routes[route as usize].template)
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

    /// The templates and their values, in the order they were added.
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
    pub fn iter(&self) -> impl Iterator<Item = (UriTemplate<'_>, &T)> + '_ {
        self.routes
            .iter()
            .map(|route| (UriTemplate::from_checked(&route.template), &route.value))
    }
}

impl<T> Default for TemplateSet<T> {
    fn default() -> Self {
        Self::new()
    }
}

/// The templates and their values, in the order they were added.
impl<T: fmt::Debug> fmt::Debug for TemplateSet<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
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
    /// A text given as a template is not one (a route type's table, whose
    /// templates are texts).
    Invalid {
        /// The text.
        text: alloc::string::String,
        /// Why it is not a template.
        error: TemplateError,
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
            Self::Invalid { text, error } => {
                write!(f, "`{}` is not a template: {error}", Masked(text))
            }
        }
    }
}

impl core::error::Error for TemplateSetError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            Self::Ambiguous { error, .. } => Some(error),
            Self::Conflict { .. } => None,
            Self::Invalid { error, .. } => Some(error),
        }
    }
}

#[cfg(test)]
impl<T> TemplateSet<T> {
    /// Each template's short way, in the order they were added.
    pub(crate) fn routes(&self) -> impl Iterator<Item = Option<&PathRead>> {
        self.routes.iter().map(|route| route.path.as_ref())
    }

    /// Each template's key, in the order they were added.
    pub(crate) fn keys(&self) -> impl Iterator<Item = &RouteKey> {
        self.routes.iter().map(|route| &route.key)
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::String;
    use alloc::vec::Vec;

    use super::TemplateSet;
    use crate::bytes::split_mix::SplitMix;
    use crate::matching::match_error::MatchErrorKind;
    use crate::matching::options::MatchOptions;
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
        "///{a}//{b}",
        "{a}/{b}/c",
        "/users/{user}/",
        "/four/{a}/{b}/{c}/{d}",
    ];

    /// Routes the general matcher reads, to show that the short way leaves
    /// them alone and that candidates of both kinds are tried in order.
    const GENERAL: &[&str] = &[
        // A host: its value stops at `@` and `:` too.
        "//{a}//{b}",
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
        "a%00b",
        "%0D%0A",
        "%7f.%2e",
        "%zz%0a",
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

    fn set(templates: &[&'static str]) -> TemplateSet<usize> {
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

    /// Each capture: its name, its text, its members, and its value decoded
    /// (which the short way may know needs no decoding).
    type Found = Result<
        (usize, Vec<(String, String, Vec<String>, Option<String>)>),
        (usize, MatchErrorKind),
    >;

    fn found(set: &TemplateSet<usize>, text: &str, short: bool) -> Found {
        let found = set
            .at_by(text, MatchOptions::new(), short)
            .map_err(|error| (error.index(), error.kind()))?;
        let captures = found.captures();
        let values = captures
            .iter()
            .map(|capture| {
                let items = captures.encoded_members(capture.name());
                let items = items.into_iter().map(String::from).collect();
                let decoded = captures.parse::<String>(capture.name()).ok();
                (
                    capture.name().into(),
                    capture.as_str().into(),
                    items,
                    decoded,
                )
            })
            .collect();
        Ok((*found.value(), values))
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
                matched += usize::from(expected.is_ok());
            }
            // The texts are near enough to the routes to match often.
            assert!(matched > 2_000, "{matched}");
        }
    }

    #[test]
    fn the_short_way_marks_passwords_as_the_matcher_does() {
        // Found by the `matching` fuzz target: `ws:` starts an authority as a
        // browser reads one, so `u` is a password inside the value.
        let one = set(&["/{a}"]);
        for text in ["/uu@ws::u@ws:::w", "/ws:u:p@h", "/x"] {
            let short = one.at_by(text, MatchOptions::new(), true).unwrap();
            let general = one.at_by(text, MatchOptions::new(), false).unwrap();
            let matcher = UriTemplate::parse("/{a}").unwrap().matcher().unwrap();
            assert_eq!(short.captures(), general.captures(), "{text}");
            assert_eq!(&matcher.captures(text).unwrap(), short.captures(), "{text}");
        }
        // A password whose authority opens in an earlier segment: the
        // value alone shows no authority, so only the mark hides it.
        let two = set(&["/{a}/{b}"]);
        for short in [true, false] {
            let found = two
                .at_by("/ws:/u:SECRET@h", MatchOptions::new(), short)
                .unwrap();
            let shown = format!("{:?}", found.captures().get("b"));
            assert!(!shown.contains("SECRET"), "{shown}");
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
        // A bad escape is a bad request; raw non-ASCII and a query are read.
        assert!(set.at("/users/a%2").unwrap_err().is_bad_request());
        assert_eq!(
            set.at("/users/\u{e9}")
                .unwrap()
                .captures()
                .parse::<String>("user")
                .unwrap(),
            "\u{e9}"
        );
        assert_eq!(
            set.at("/users/ada?x").unwrap().template().as_str(),
            "/users/{user}"
        );
    }
}

/// The walk of the tree, against the rule it follows: for random tables and
/// texts, the set finds the most specific template (by `RouteKey::specificity`,
/// then the one whose text comes first) among those whose plan matches the
/// text, and the same whatever the order the templates were added in.
#[cfg(test)]
mod order_tests {
    use alloc::string::String;
    use alloc::vec::Vec;

    use super::TemplateSet;
    use crate::bytes::split_mix::SplitMix;
    use crate::matching::options::MatchOptions;
    use crate::template::uri_template::UriTemplate;

    const SEGMENTS: &[&str] = &[
        "a",
        "b",
        "{x}",
        "{y}",
        "v{n}",
        "{id}.json",
        "{+rest}",
        "{/list*}",
        "a{z}",
        "",
        "{x}{/list*}",
        "a{+rest}",
        "{x}.{y}",
        "{x}-{y}",
    ];
    const TAILS: &[&str] = &["", "{?q}", "{?q,r}", "?v=1{&q}", "#top", "{#f}"];
    const TEXT: &[&str] = &["a", "b", "v2", "7.json", "x", "", "a1", "%41"];

    fn template(random: &mut SplitMix) -> String {
        let mut text = String::new();
        for _ in 0..random.below(4) {
            text.push('/');
            text.push_str(SEGMENTS[random.below(SEGMENTS.len())]);
        }
        text.push_str(TAILS[random.below(TAILS.len())]);
        text
    }

    fn text(random: &mut SplitMix) -> String {
        let mut text = String::new();
        for _ in 0..random.below(5) {
            text.push('/');
            text.push_str(TEXT[random.below(TEXT.len())]);
        }
        match random.below(5) {
            0 => text.push_str("?q=1"),
            1 => text.push_str("?v=1&q=2"),
            2 => text.push_str("#top"),
            _ => {}
        }
        text
    }

    #[test]
    fn the_walk_finds_the_most_specific_template_that_matches() {
        let mut random = SplitMix::new(0x0DE2_0F5E);
        for _ in 0..400 {
            let mut set = TemplateSet::new();
            let mut added: Vec<String> = Vec::new();
            for _ in 0..=random.below(12) {
                let text = template(&mut random);
                if let Ok(template) = UriTemplate::parse(&text) {
                    if set.insert(template, added.len()).is_ok() {
                        added.push(text);
                    }
                }
            }
            let keys: Vec<_> = set.keys().cloned().collect();
            for _ in 0..50 {
                let text = text(&mut random);
                let path_end = text.find(['?', '#']).unwrap_or(text.len());
                // Each matching template, with how many values it reads
                // after the path.
                let matching = (0..added.len()).filter_map(|index| {
                    let template = UriTemplate::parse(&added[index]).unwrap();
                    let captures = template.matcher().unwrap().captures(&text).ok()?;
                    let reads = captures
                        .iter()
                        .filter(|capture| {
                            capture.as_str().as_ptr() as usize - text.as_ptr() as usize > path_end
                        })
                        .count();
                    Some((index, reads))
                });
                let best = matching
                    .max_by(|&(a, reads_a), &(b, reads_b)| {
                        keys[a]
                            .specificity(&keys[b])
                            .then(reads_a.cmp(&reads_b))
                            .then(keys[b].tail_expressions().cmp(&keys[a].tail_expressions()))
                            .then(added[b].cmp(&added[a]))
                    })
                    .map(|(index, _)| index);
                let found = set.at_by(&text, MatchOptions::new(), true);
                match (best, found) {
                    (Some(best), Ok(found)) => {
                        assert_eq!(*found.value(), best, "{text:?} in {added:?}");
                    }
                    (None, Err(_)) => {}
                    (best, found) => {
                        let found = found.as_ref().map(|found| *found.value());
                        // A bad request from a more specific template that
                        // the plain matcher also refuses is an answer too.
                        let refused = found.is_err() && best.is_none();
                        assert!(refused, "{text:?} in {added:?}: {best:?} against {found:?}");
                    }
                }
            }
        }
    }

    /// What `set` answers for `text`: the template's text, or the error's
    /// kind and index.
    fn answer(set: &TemplateSet<String>, text: &str) -> Result<String, (usize, String)> {
        set.at(text)
            .map(|found| found.value().clone())
            .map_err(|error| (error.index(), alloc::format!("{:?}", error.kind())))
    }

    /// Every order of `templates` (all of them, for up to five; else the
    /// reversed order and random shuffles).
    fn orders(templates: &[String], random: &mut SplitMix) -> Vec<Vec<String>> {
        if templates.len() <= 5 {
            let mut all = alloc::vec![Vec::new()];
            for _ in 0..templates.len() {
                all = all
                    .into_iter()
                    .flat_map(|order: Vec<String>| {
                        templates
                            .iter()
                            .filter(|template| !order.contains(template))
                            .map(|template| {
                                let mut next = order.clone();
                                next.push(template.clone());
                                next
                            })
                            .collect::<Vec<_>>()
                    })
                    .collect();
            }
            return all;
        }
        let mut orders = alloc::vec![templates.iter().rev().cloned().collect::<Vec<_>>()];
        for _ in 0..6 {
            let mut order = templates.to_vec();
            for at in (1..order.len()).rev() {
                order.swap(at, random.below(at + 1));
            }
            orders.push(order);
        }
        orders
    }

    #[test]
    fn the_winner_does_not_depend_on_the_order_of_insertion() {
        let mut random = SplitMix::new(0x0DDE_2C0A);
        // How many tables had each size (5 for five or more).
        let mut sizes = [0; 6];
        for round in 0..300 {
            // Small tables in every order, larger ones in a few.
            let size = if round % 3 == 0 {
                6 + random.below(8)
            } else {
                2 + random.below(3)
            };
            let mut templates: Vec<String> = Vec::new();
            for _ in 0..size {
                let text = template(&mut random);
                let fits = UriTemplate::parse(&text).is_ok_and(|template| {
                    let mut trial = TemplateSet::new();
                    for other in &templates {
                        trial
                            .insert(UriTemplate::parse(other).unwrap(), other.clone())
                            .unwrap();
                    }
                    trial.insert(template, text.clone()).is_ok()
                });
                if fits && !templates.contains(&text) {
                    templates.push(text);
                }
            }
            let texts: Vec<String> = (0..40).map(|_| text(&mut random)).collect();
            sizes[templates.len().min(5)] += 1;
            let mut first: Option<Vec<Result<String, (usize, String)>>> = None;
            for order in orders(&templates, &mut random) {
                let mut set = TemplateSet::new();
                for template in &order {
                    set.insert(UriTemplate::parse(template).unwrap(), template.clone())
                        .unwrap();
                }
                let answers: Vec<_> = texts.iter().map(|text| answer(&set, text)).collect();
                match &first {
                    None => first = Some(answers),
                    Some(first) => {
                        for (index, text) in texts.iter().enumerate() {
                            assert_eq!(answers[index], first[index], "{text:?} in {order:?}");
                        }
                    }
                }
            }
        }
        // The tables are not all trivial: many of three templates or more.
        assert!(sizes[3] + sizes[4] + sizes[5] > 100, "{sizes:?}");
    }

    /// The set of `templates`, each its own value, added in order.
    fn set_of(templates: &[&'static str]) -> TemplateSet<&'static str> {
        let mut set = TemplateSet::new();
        for &template in templates {
            set.insert(UriTemplate::parse(template).unwrap(), template)
                .unwrap();
        }
        set
    }

    /// The issue's tables: the catch-all never wins over a more specific
    /// path because it was added first, or because it reads the query.
    #[test]
    fn the_path_decides_before_the_query() {
        for templates in [
            ["/users/{+path}", "/users/{id}{/p}"],
            ["/users/{id}{/p}", "/users/{+path}"],
        ] {
            let set = set_of(&templates);
            assert_eq!(*set.at("/users/7").unwrap().value(), "/users/{id}{/p}");
        }
        for templates in [
            ["/users/{id}{/p}", "/users/{+path}{?q}"],
            ["/users/{+path}{?q}", "/users/{id}{/p}"],
        ] {
            let set = set_of(&templates);
            assert_eq!(*set.at("/users/7").unwrap().value(), "/users/{id}{/p}");
            assert_eq!(*set.at("/users/7?q=x").unwrap().value(), "/users/{id}{/p}");
            assert_eq!(
                *set.at("/users/7/8?q=x").unwrap().value(),
                "/users/{id}{/p}"
            );
        }
        // Paths alike, the query still decides.
        for templates in [["/search", "/search{?q}"], ["/search{?q}", "/search"]] {
            let set = set_of(&templates);
            assert_eq!(*set.at("/search?q=x").unwrap().value(), "/search{?q}");
            assert_eq!(*set.at("/search").unwrap().value(), "/search");
        }
        // A rest with literal text before it in its segment beats a
        // longer match's query.
        let set = set_of(&["/{+all}{?q}", "/files{/path*}"]);
        assert_eq!(*set.at("/files/a?q=1").unwrap().value(), "/files{/path*}");
    }

    /// The empty first segment taken without a lookup where every template
    /// begins with `/`, and looked up where one does not.
    #[test]
    fn the_segment_before_the_first_slash() {
        let mut set = TemplateSet::new();
        for (value, template) in ["/", "/{a}", "/a/{b}"].into_iter().enumerate() {
            set.insert(UriTemplate::parse(template).unwrap(), value)
                .unwrap();
        }
        assert_eq!(*set.at("/").unwrap().value(), 0);
        assert_eq!(*set.at("/x").unwrap().value(), 1);
        assert_eq!(*set.at("/a/x?q").unwrap().value(), 2);
        for text in ["", "x", "a/x", "?/", "#/"] {
            assert!(set.at(text).is_err(), "{text:?}");
        }
        // A template that does not begin with `/` turns the shortcut off.
        set.insert(UriTemplate::parse("{a}").unwrap(), 3).unwrap();
        assert_eq!(*set.at("/x").unwrap().value(), 1);
        assert_eq!(*set.at("x").unwrap().value(), 3);
    }

    /// Templates `k` = `k` literal `a` segments, then patterns, then
    /// `/end{k}`: every node on the path of `a`s has a literal child and a
    /// pattern child, so a walk that finds `end0` only at the bottom turns
    /// back through more branches than are kept inline.
    #[test]
    fn a_walk_turns_back_through_more_branches_than_are_kept_inline() {
        const DEPTH: usize = 2 * crate::matching::router::tree::INLINE_BRANCHES;
        let templates: Vec<String> = (0..=DEPTH)
            .map(|k| {
                let literals: String = "/a".repeat(k);
                let patterns: Vec<String> = (k..DEPTH).map(|at| format!("/{{v{at}}}")).collect();
                format!("{literals}{}/end{k}", patterns.concat())
            })
            .collect();
        let mut set = TemplateSet::new();
        for (k, template) in templates.iter().enumerate() {
            set.insert(UriTemplate::parse(template).unwrap(), k)
                .unwrap();
        }
        let all_a = "/a".repeat(DEPTH);
        for k in [0, 1, DEPTH / 2, DEPTH - 1, DEPTH] {
            let text = format!("{all_a}/end{k}");
            let found = set.at(&text).unwrap();
            assert_eq!(*found.value(), k, "{text}");
            assert_eq!(found.captures().len(), DEPTH - k, "{text}");
        }
        assert!(set.at(&format!("{all_a}/end{}", DEPTH + 1)).is_err());
    }
}
