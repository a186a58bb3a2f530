//! A route type's templates → the axum paths that bring its requests to its
//! handler.
//!
//! The paths *cover* the templates rather than restate them: the extractor
//! reads every request again with the route type's own rules (its table picks
//! the template, reads the values, answers 404 or 400), so axum only has to
//! route each request the type could read to the handler. Where a template's
//! path is wider than axum's syntax (a segment written partly literal, a
//! `{/a,b}` that writes zero to two segments, a `{+path}` that spans them),
//! the cover is a wider axum path, never a narrower one (the table of what
//! each template becomes is on [`paths`]).
//!
//! Parameters are named by position, not by variable, so two route types
//! whose templates share a shape (`/users/{id}` for one method,
//! `/users/{user_id}` for another) give the same axum path, which axum merges;
//! names taken from variables would conflict in axum's router. Within one
//! route type the paths are merged in a tree first (`Node`), where a
//! catch-all takes the place of the paths it covers, so one type's paths
//! never conflict with each other.
//!
//! A segment that only expressions write may be empty (`/users/` for
//! `/users/{id}`, which the type reads as an empty value), and an axum
//! parameter matches at least one character: such a segment is covered
//! twice, by a parameter and by an empty segment. What is not covered: a
//! template with a scheme or authority, or a relative one
//! ([`RegisterError::NotOriginForm`]), which no request path matches.
//!
//! [`Routes`](crate::interop::axum::routes::Routes) asks the same covers
//! whether two route types' templates may match one request ([`meet`]).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;

use crate::interop::axum::error::RegisterError;
use crate::matching::route::Route;
use crate::template::operator::Operator;
use crate::template::uri_template::{Expression, Modifier, Part, UriTemplate};

/// One segment of an axum path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Segment {
    /// Literal text, routed as it is.
    Literal(String),
    /// One whole segment: `{__uri_N}`; where the template's segment is
    /// expressions alone (`may_be_empty`), also the empty segment, which
    /// an axum parameter does not match.
    Param { may_be_empty: bool },
    /// The rest of the path, at least one character: `{*__uri_N}`.
    CatchAll,
}

/// The axum 0.8 paths that bring every request a route type reads to its
/// handler, in the order of its templates; what
/// [`RouterExt::route_typed`](crate::interop::axum::router::RouterExt::route_typed)
/// registers.
///
/// The paths cover the templates rather than restate them: a request they
/// route may still be one the type refuses, which the extractor
/// ([`Typed`](crate::interop::axum::extract::Typed)) answers with 404 or 400.
/// Where a template's path is wider than axum's syntax, the cover is a wider
/// axum path, never a narrower one:
///
/// | template path | axum 0.8 paths |
/// |---|---|
/// | a literal segment of ASCII characters but `%` | the same segment (`{` and `}` written `{{` and `}}`): axum routes only this spelling of it, so serve the router behind [`NormalizedPaths`](crate::interop::axum::normalized::NormalizedPaths) for requests that escape an unreserved character (`%7Euser`) |
/// | a segment of expressions alone (`{id}`), which may be empty | `{__uri_N}`, `N` the segment's index, and the empty segment (`/users/` for `/users/{id}`) |
/// | any other segment (`{id}.json`, `v{n}`, `caf%C3%A9`) | `{__uri_N}` |
/// | `{/a}` (one variable) ending the path | the path without it, with a trailing `/` (an empty value), and with `/{__uri_N}` |
/// | `{/path*}`, `{/a,b}`, or `{/a}` with more path after it | the path without it, and with `/{*__uri_N}` (and a trailing `/`, one empty member, where nothing follows in the path) |
/// | `{+path}`, or anything axum cannot cut into segments | `/{*__uri_N}` from the segment where it starts (and a trailing `/` where that segment may be empty) |
/// | an expression before the path's first `/` | `/` and `/{*__uri_0}` |
/// | the query, the fragment | nothing: axum routes paths |
///
/// Parameters are named by position (`__uri_N`), not by variable, so route
/// types whose templates share a shape give the same axum paths, which axum
/// merges. The paths of one type never conflict with each other: a catch-all
/// takes the place of the paths it covers. A template of `n` segments that
/// may be empty gives `2ⁿ` paths, each segment a parameter or empty.
///
/// # Errors
///
/// [`RegisterError::NotOriginForm`] for a template with a scheme or an
/// authority, or a relative one: no request path can match it.
/// [`RegisterError::Invalid`] for a text that is no template (a hand
/// implementation's).
///
/// # Examples
///
/// ```
/// use uri::Route;
///
/// #[derive(Route)]
/// enum Api {
///     #[route("/health")]
///     Health,
///     #[route("/users/{id}{?fields}")]
///     User { id: u64, fields: Option<String> },
///     #[route("/files{/path*}")]
///     File { path: Vec<String> },
///     #[route("/files/{name}.json")]
///     Json { name: String },
/// }
///
/// assert_eq!(
///     uri::axum::paths::<Api>()?,
///     ["/health", "/users/", "/users/{__uri_1}", "/files", "/files/", "/files/{*__uri_1}"],
/// );
/// # Ok::<(), uri::axum::RegisterError>(())
/// ```
pub fn paths<R: Route>() -> Result<Vec<String>, RegisterError> {
    paths_of(&R::templates())
}

/// [`paths`] of the templates `texts`: written once, not for each route
/// type.
pub(crate) fn paths_of(texts: &[String]) -> Result<Vec<String>, RegisterError> {
    let mut tree = Node::default();
    for text in texts {
        for path in covers(text)? {
            tree.insert(&path);
        }
    }
    let mut out = Vec::new();
    tree.write(&mut String::new(), 0, &mut out);
    Ok(out)
}

/// The segment paths that cover the template `text`.
///
/// # Errors
///
/// [`RegisterError::Invalid`] for a text that is no template,
/// [`RegisterError::NotOriginForm`] for one no request path matches.
pub(crate) fn covers(text: &str) -> Result<Vec<Vec<Segment>>, RegisterError> {
    let template = UriTemplate::parse(text).map_err(|error| RegisterError::Invalid {
        template: text.into(),
        error,
    })?;
    cover(&template).ok_or_else(|| RegisterError::NotOriginForm {
        template: text.into(),
    })
}

/// Whether some request path may match both `a` and `b`, two covers: never
/// where they differ in a literal segment at the same place, or in length
/// without a catch-all to take the difference. A parameter matches any
/// one segment here, empty or not, as the template under it may.
pub(crate) fn meet(a: &[Segment], b: &[Segment]) -> bool {
    match (a.split_first(), b.split_first()) {
        (None, None)
        | (Some((Segment::CatchAll, _)), Some(_))
        | (Some(_), Some((Segment::CatchAll, _))) => true,
        (None, Some(_)) | (Some(_), None) => false,
        (Some((first, a)), Some((second, b))) => {
            let same = match (first, second) {
                (Segment::Literal(first), Segment::Literal(second)) => first == second,
                _ => true,
            };
            same && meet(a, b)
        }
    }
}

/// The segment paths that cover `template`'s path, or `None` where no
/// request path can match it.
fn cover(template: &UriTemplate<'_>) -> Option<Vec<Vec<Segment>>> {
    let text = template.as_str();
    match text.as_bytes().first() {
        // An expression first: it may write the whole path.
        Some(b'{') => return Some(root()),
        Some(b'/') if !text.starts_with("//") => {}
        // A scheme, an authority, a relative path, or nothing.
        _ => return None,
    }
    let parts: Vec<Part<'_>> = template.parts().collect();
    let mut closed: Vec<Segment> = Vec::new();
    // The segment being written: its literal text, whether it holds an
    // expression. `None` before the path's leading `/`.
    let mut current: Option<(String, bool)> = None;
    for (i, part) in parts.iter().enumerate() {
        match part {
            Part::Literal(literal) => {
                for c in literal.chars() {
                    match (c, &mut current) {
                        ('?' | '#', _) => return Some(finish(closed, current)),
                        ('/', _) => {
                            if let Some(done) = current.replace((String::new(), false)) {
                                closed.push(segment(done));
                            }
                        }
                        (_, Some((written, _))) => written.push(c),
                        (_, None) => return None,
                    }
                }
            }
            Part::Expression(expression) => {
                let Some((written, has_expression)) = &mut current else {
                    return Some(root());
                };
                match expression.operator() {
                    Operator::Query | Operator::Fragment => return Some(finish(closed, current)),
                    Operator::Simple
                    | Operator::Label
                    | Operator::PathParameter
                    | Operator::QueryContinuation => {
                        *has_expression = true;
                    }
                    Operator::Reserved => {
                        return Some(catch_all(closed, written.is_empty() && !*has_expression));
                    }
                    Operator::PathSegment => {
                        let rest = &parts[i + 1..];
                        if !ends_segment(rest) {
                            // `{/path*}.json`: the segment is not closed here.
                            return Some(catch_all(closed, written.is_empty() && !*has_expression));
                        }
                        closed.push(segment((core::mem::take(written), *has_expression)));
                        return Some(segments(closed, expression, rest));
                    }
                }
            }
        }
    }
    Some(finish(closed, current))
}

/// The paths of a `{/…}` expression that ends its segment, after `closed`.
fn segments(
    closed: Vec<Segment>,
    expression: &Expression<'_>,
    rest: &[Part<'_>],
) -> Vec<Vec<Segment>> {
    let single = expression.var_count() == 1
        && expression
            .var(0)
            .is_some_and(|spec| spec.modifier() != Modifier::Explode);
    let more_path = writes_path(rest);
    let mut one = closed.clone();
    // An empty value or a list of one empty member writes a trailing `/`,
    // which an axum parameter or catch-all (one character at least) does
    // not take.
    let mut empty = closed.clone();
    empty.push(Segment::Literal(String::new()));
    if single && !more_path {
        // Its empty value is `empty`, already.
        one.push(Segment::Param {
            may_be_empty: false,
        });
        return alloc::vec![closed, empty, one];
    }
    one.push(Segment::CatchAll);
    // With more path after it that starts with `/`, the catch-all covers the
    // expression's empty expansion too.
    let starts_with_slash =
        matches!(rest.first(), Some(Part::Literal(text)) if text.starts_with('/'));
    if starts_with_slash {
        return alloc::vec![one];
    }
    if single {
        alloc::vec![closed, one]
    } else {
        alloc::vec![closed, empty, one]
    }
}

/// Whether what follows a `{/…}` expression starts a new segment, or ends
/// the path.
fn ends_segment(rest: &[Part<'_>]) -> bool {
    match rest.first() {
        None => true,
        Some(Part::Literal(text)) => text.starts_with(['/', '?', '#']),
        Some(Part::Expression(next)) => matches!(
            next.operator(),
            Operator::PathSegment | Operator::Query | Operator::Fragment
        ),
    }
}

/// Whether `rest` writes anything into the path.
fn writes_path(rest: &[Part<'_>]) -> bool {
    match rest.first() {
        None => false,
        Some(Part::Literal(text)) => !text.starts_with(['?', '#']),
        Some(Part::Expression(next)) => {
            !matches!(next.operator(), Operator::Query | Operator::Fragment)
        }
    }
}

/// The paths of a template whose path ends here.
fn finish(mut closed: Vec<Segment>, current: Option<(String, bool)>) -> Vec<Vec<Segment>> {
    if let Some(current) = current {
        closed.push(segment(current));
    }
    alloc::vec![closed]
}

/// A catch-all from the current segment on, and the path with that segment
/// empty (a trailing `/`) where the rest may write nothing.
fn catch_all(closed: Vec<Segment>, may_be_empty: bool) -> Vec<Vec<Segment>> {
    let mut all = closed.clone();
    all.push(Segment::CatchAll);
    if may_be_empty {
        let mut empty = closed;
        empty.push(Segment::Literal(String::new()));
        alloc::vec![all, empty]
    } else {
        alloc::vec![all]
    }
}

/// Every path: `/` and `/{*__uri_0}`.
fn root() -> Vec<Vec<Segment>> {
    catch_all(Vec::new(), true)
}

/// A finished segment: literal where axum compares exactly what the
/// template matches, a parameter otherwise.
fn segment((text, has_expression): (String, bool)) -> Segment {
    // Non-ASCII and escapes: a client may send either form, which the
    // route's reading judges, not axum's.
    if !has_expression && text.bytes().all(|byte| byte.is_ascii() && byte != b'%') {
        Segment::Literal(text)
    } else {
        Segment::Param {
            may_be_empty: has_expression && text.is_empty(),
        }
    }
}

/// The paths of one route type, merged: a node's children are its literal
/// segments in the order first seen, one parameter, and a catch-all, which
/// takes the place of the parameter and of every path below but an empty
/// last segment (it routes all of them to the same handler, and axum
/// refuses a parameter and a catch-all side by side).
#[derive(Default)]
struct Node {
    end: bool,
    literals: Vec<(String, Node)>,
    param: Option<alloc::boxed::Box<Node>>,
    catch_all: bool,
}

impl Node {
    fn insert(&mut self, path: &[Segment]) {
        let Some((first, rest)) = path.split_first() else {
            self.end = true;
            return;
        };
        match first {
            Segment::CatchAll => self.catch_all = true,
            Segment::Param { may_be_empty } => {
                self.param.get_or_insert_with(Default::default).insert(rest);
                if *may_be_empty {
                    self.literal("").insert(rest);
                }
            }
            Segment::Literal(text) => self.literal(text).insert(rest),
        }
    }

    /// The child of the literal segment `text`, made where there is none.
    fn literal(&mut self, text: &str) -> &mut Node {
        let at = self.literals.iter().position(|(known, _)| known == text);
        let at = at.unwrap_or_else(|| {
            self.literals.push((text.into(), Node::default()));
            self.literals.len() - 1
        });
        &mut self.literals[at].1
    }

    /// Appends the paths under this node, whose own path is `prefix` and
    /// which is segment `depth`'s parent, to `out`.
    fn write(&self, prefix: &mut String, depth: usize, out: &mut Vec<String>) {
        if self.end {
            out.push(prefix.clone());
        }
        let len = prefix.len();
        for (text, child) in &self.literals {
            if self.catch_all {
                // The catch-all takes every path below but the empty
                // segment that ends one (`/files/`): its one character or
                // more cover the rest (`/files//x`).
                if text.is_empty() && child.end {
                    out.push(alloc::format!("{prefix}/"));
                }
                continue;
            }
            prefix.push('/');
            for c in text.chars() {
                match c {
                    '{' => prefix.push_str("{{"),
                    '}' => prefix.push_str("}}"),
                    _ => prefix.push(c),
                }
            }
            child.write(prefix, depth + 1, out);
            prefix.truncate(len);
        }
        if self.catch_all {
            let _ = write!(prefix, "/{{*__uri_{depth}}}");
            out.push(prefix.clone());
            prefix.truncate(len);
        } else if let Some(child) = &self.param {
            let _ = write!(prefix, "/{{__uri_{depth}}}");
            child.write(prefix, depth + 1, out);
            prefix.truncate(len);
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::String;
    use alloc::vec::Vec;

    use super::Node;
    use crate::template::uri_template::UriTemplate;

    /// The axum paths of `templates`, merged as one route type's.
    #[track_caller]
    fn paths(templates: &[&str]) -> Vec<String> {
        let mut tree = Node::default();
        for text in templates {
            let template = UriTemplate::parse(text).unwrap();
            for path in super::cover(&template).expect("a path template") {
                tree.insert(&path);
            }
        }
        let mut out = Vec::new();
        tree.write(&mut String::new(), 0, &mut out);
        out
    }

    #[test]
    fn each_shape_of_segment() {
        let table: &[(&str, &[&str])] = &[
            ("/", &["/"]),
            ("/health", &["/health"]),
            ("/health/", &["/health/"]),
            ("/users/{id}", &["/users/", "/users/{__uri_1}"]),
            (
                "/users/{id}/repos{?page}",
                &["/users//repos", "/users/{__uri_1}/repos"],
            ),
            (
                "/echo/{a}/{b}",
                &[
                    "/echo//",
                    "/echo//{__uri_2}",
                    "/echo/{__uri_1}/",
                    "/echo/{__uri_1}/{__uri_2}",
                ],
            ),
            ("/{a}", &["/", "/{__uri_0}"]),
            ("/users/{id}.json", &["/users/{__uri_1}"]),
            ("/v{n}/x", &["/{__uri_0}/x"]),
            ("/caf%C3%A9/{id}", &["/{__uri_0}/", "/{__uri_0}/{__uri_1}"]),
            ("/a,b(c)/x", &["/a,b(c)/x"]),
            (
                "/files{/path*}",
                &["/files", "/files/", "/files/{*__uri_1}"],
            ),
            ("/files{/name}", &["/files", "/files/", "/files/{__uri_1}"]),
            ("/files{/a,b}", &["/files", "/files/", "/files/{*__uri_1}"]),
            ("/x{/a}/y", &["/x/{*__uri_1}"]),
            ("/x{/a}{/b}", &["/x", "/x/{*__uri_1}"]),
            ("/files{/path*}.json", &["/{*__uri_0}"]),
            ("/static/{+path}", &["/static/", "/static/{*__uri_1}"]),
            ("/static/v{+path}", &["/static/{*__uri_1}"]),
            ("{+base}/x", &["/", "/{*__uri_0}"]),
            ("{/path*}", &["/", "/{*__uri_0}"]),
            ("/search{?q}#top", &["/search"]),
            ("/page#{section}", &["/page"]),
            ("/a?x=1", &["/a"]),
            ("/users/{id}{#frag}", &["/users/", "/users/{__uri_1}"]),
        ];
        let wrong: Vec<_> = table
            .iter()
            .filter(|(template, want)| paths(&[template]) != *want)
            .map(|(template, want)| (template, want, paths(&[template])))
            .collect();
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    #[test]
    fn a_catch_all_takes_the_place_of_what_it_covers() {
        assert_eq!(
            paths(&[
                "/files/{name}.json",
                "/files{/path*}",
                "/files/readme",
                "/files/{a}/x"
            ]),
            ["/files", "/files/", "/files/{*__uri_1}"],
        );
        assert_eq!(
            paths(&["/static/{+path}", "/static/{name}"]),
            ["/static/", "/static/{*__uri_1}"],
        );
    }

    #[test]
    fn parameters_merge_by_position() {
        assert_eq!(
            paths(&[
                "/users/{id}",
                "/users/{name}/repos",
                "/users/me",
                "/users/{id}.json"
            ]),
            [
                "/users/",
                "/users//repos",
                "/users/me",
                "/users/{__uri_1}",
                "/users/{__uri_1}/repos"
            ],
        );
    }

    /// Whether any cover of `a` meets any cover of `b`.
    fn templates_meet(a: &str, b: &str) -> bool {
        let (a, b) = (super::covers(a).unwrap(), super::covers(b).unwrap());
        a.iter().any(|a| b.iter().any(|b| super::meet(a, b)))
    }

    #[test]
    fn covers_meet_where_one_request_path_may_match_both() {
        let meeting = [
            ("/users/me", "/users/{id}"),
            ("/users/{id}/", "/users/{name}/"),
            ("/users/{id}", "/users/"),
            ("/search", "/search{?q}"),
            ("/files{/path*}", "/files/readme"),
            ("/files{/path*}", "/files"),
            ("/static/{+path}", "/static/a/b/c"),
            ("{+base}/x", "/anything/at/all"),
            ("/a/{b}/c", "/{x}/b/{y}"),
            ("/v{n}/x", "/v1/x"),
            ("/caf%C3%A9", "/{x}"),
        ];
        for (a, b) in meeting {
            assert!(templates_meet(a, b), "{a} and {b}");
            assert!(templates_meet(b, a), "{b} and {a}");
        }
        let apart = [
            ("/users/me", "/users/you"),
            ("/users/{id}", "/groups/{id}"),
            ("/users/{id}", "/users/{id}/repos"),
            ("/users/{id}", "/users/{name}/"),
            ("/users", "/users/{id}/x"),
            ("/files{/name}", "/files/a/b"),
            ("/static/{+path}", "/assets/x"),
            ("/a/{b}/c", "/a/{b}/d"),
            ("/", "/x"),
        ];
        for (a, b) in apart {
            assert!(!templates_meet(a, b), "{a} and {b}");
            assert!(!templates_meet(b, a), "{b} and {a}");
        }
    }

    #[test]
    fn templates_no_request_path_matches() {
        for text in [
            "https://example.com/users/{id}",
            "//example.com/x",
            "users/{id}",
            "",
        ] {
            let template = UriTemplate::parse(text).unwrap();
            assert_eq!(super::cover(&template), None, "{text}");
        }
    }
}
