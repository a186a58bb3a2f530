//! A link against a route type's routes: which route reads it, and which
//! field each of its values lands in.
//!
//! The link is expanded with stand-in values (a letter run no route's
//! template holds, one per variable, two members for an exploded one), and
//! the text is read with a `TemplateSet` of the routes' templates, the
//! table `from_uri` reads requests with: so the literal text of the link
//! meets the routes' literal text by the set's own rules (any spelling RFC
//! 3986 makes equal), and the route that reads it is the one a request of
//! it would reach. The captures then say where each stand-in landed: a
//! value must fill one field whole, a query name must be one the route
//! reads, and text the link writes out where the route has a variable must
//! read as that field's type where the macro knows the type's text
//! (numbers, `bool`). A value written with `+` or `#` (`{+path}`), which
//! keeps `/` as it is, is read a second time with a `/` in it, so that a
//! route that takes one segment there is refused.
//!
//! Where no route reads the link, each route's own matcher says where the
//! text leaves it: the error points at the place in the link where the
//! routes that come furthest leave it, and names them.

use std::fmt;
use std::ops::Range;

use uri_core::api::template::{
    Captures, MatchError, MatchErrorKind, TemplateSet, Value, ValueSink,
};
use uri_core::{Modifier, Operator, Part, UriTemplate};

use crate::link::data::{Field, Route, Shape};

/// The route that reads a link, and where each of its values lands.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Landing {
    /// The route, by its place among the type's routes.
    pub(crate) route: usize,
    /// Each variable of the link, with the field (by its place among the
    /// route's fields) its value lands in.
    pub(crate) fields: Vec<(String, usize)>,
}

/// Why no route reads a link; every range is one of the link's template.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// No route matches: the routes (by their places) that match furthest,
    /// what the first of them expects there, and where that is in the link
    /// (`None`: at its end).
    NoRoute {
        nearest: Vec<usize>,
        expected: String,
        at: Option<Range<usize>>,
    },
    /// The route that matches finds the link malformed (a value written
    /// twice where it reads one).
    BadRequest {
        route: usize,
        message: String,
        at: Option<Range<usize>>,
    },
    /// A query pair of the link whose name the route does not read.
    QueryName {
        route: usize,
        name: String,
        at: Range<usize>,
    },
    /// A value fills only part of a route variable, or spreads over more
    /// than one.
    Partial {
        route: usize,
        variable: String,
        at: Range<usize>,
        read_by: Vec<String>,
    },
    /// A value the route does not read at all.
    Unread {
        route: usize,
        variable: String,
        at: Range<usize>,
    },
    /// Text the link writes where the route reads a field whose type does
    /// not read it.
    NotOfType {
        route: usize,
        field: usize,
        text: String,
        at: Range<usize>,
    },
    /// The route does not read a value back as the link writes it.
    NotReadBack {
        route: usize,
        variable: String,
        at: Range<usize>,
        why: NotBack,
    },
    /// A prefix modifier (`{x:3}`) writes part of a value.
    Prefix { variable: String, at: Range<usize> },
    /// The routes cannot make a table (a nested type's templates conflict).
    Table(String),
}

/// What the route does to a value it does not read back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NotBack {
    /// A `{+x}` or `{#x}` value writes `/` as it is, and the route reads
    /// only one segment there.
    Slash,
    /// A list's members, written as one text (`a,b`), are read as one
    /// member, or as other members.
    Members,
}

/// The letters every stand-in value starts with, made so that no template
/// holds them (tried in turn).
const STAND_INS: [&str; 4] = ["zqjx", "qxzv", "vzqk", "kqvz"];

/// A link variable as written: its name, where it is in the template, and
/// whether it is exploded, or written with `+`/`#` (which copy reserved
/// characters as they are).
struct LinkVar {
    name: String,
    at: Range<usize>,
    explode: bool,
    reserved: bool,
}

/// The value a variable gets while the link is read: one string, or the
/// members of a list.
enum StandIn {
    One(String),
    Members(Vec<String>),
}

impl Value for StandIn {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        match self {
            Self::One(text) => sink.string(text),
            Self::Members(members) => members.iter().try_for_each(|member| sink.item(member)),
        }
    }
}

/// The link's text with stand-in values, and where each piece of it came
/// from in the template.
struct Written {
    text: String,
    /// Each piece: its range in the text, the template's range it was
    /// written from, and whether it is literal text (copied as it is, so
    /// that each byte has its own place in the template).
    pieces: Vec<(Range<usize>, Range<usize>, bool)>,
}

impl Written {
    /// Where in the template the `len` bytes of the text at `index` were
    /// written from: the same bytes of literal text, the whole expression
    /// of a value (`None`: the text's end).
    fn origin(&self, index: usize, len: usize) -> Option<Range<usize>> {
        let (text, template, literal) = self
            .pieces
            .iter()
            .find(|(text, ..)| text.contains(&index))?;
        if !literal {
            return Some(template.clone());
        }
        let start = template.start + (index - text.start);
        Some(start..(start + len.max(1)).min(template.end))
    }

    /// Where in the template `slice`, a slice of the text, was written from.
    fn origin_of(&self, slice: &str) -> Option<Range<usize>> {
        let start = (slice.as_ptr() as usize).checked_sub(self.text.as_ptr() as usize)?;
        self.origin(start, slice.len())
    }
}

/// Which route of `routes` reads `link`, a template whose variables are
/// the link's values, and where each value lands.
pub(crate) fn landing(routes: &[Route], link: &UriTemplate<'_>) -> Result<Landing, Refusal> {
    let vars = link_vars(link)?;
    let stand_in = STAND_INS
        .into_iter()
        .find(|letters| {
            routes.iter().all(|route| !route.template.contains(letters))
                && !link.as_str().contains(letters)
        })
        .unwrap_or(STAND_INS[0]);
    let set = table(routes)?;
    let values: Vec<(String, StandIn)> = vars
        .iter()
        .enumerate()
        .map(|(i, var)| {
            let value = if var.explode {
                StandIn::Members(vec![format!("{stand_in}{i}m0"), format!("{stand_in}{i}m1")])
            } else {
                StandIn::One(format!("{stand_in}{i}v"))
            };
            (var.name.clone(), value)
        })
        .collect();
    let written = write(link, &values);
    let found = match set.at(&written.text) {
        Ok(found) => found,
        Err(error) => return Err(refusal(routes, &written, &error)),
    };
    let read = Read {
        route: *found.value(),
        captures: found.captures(),
        written: &written,
        vars: &vars,
        letters: stand_in,
    };
    let landing = read.landing(routes)?;
    read_back(routes, &set, link, &vars, &landing, stand_in)?;
    Ok(landing)
}

/// The table of `routes`, each with its place.
fn table(routes: &[Route]) -> Result<TemplateSet<usize>, Refusal> {
    let mut set = TemplateSet::new();
    for (i, route) in routes.iter().enumerate() {
        let template = UriTemplate::parse(&route.template)
            .map_err(|error| Refusal::Table(format!("`{}`: {error}", route.template)))?;
        set.insert(template, i)
            .map_err(|error| Refusal::Table(error.to_string()))?;
    }
    Ok(set)
}

/// What the route that matched the link with stand-in values read of it.
struct Read<'r> {
    route: usize,
    captures: &'r Captures<'r, 'r>,
    written: &'r Written,
    vars: &'r [LinkVar],
    /// The letters the stand-ins start with.
    letters: &'r str,
}

impl Read<'_> {
    /// Where each of the link's values landed, or why one did not land
    /// whole in one field (or a query name, or text of the link, does not
    /// fit the route).
    fn landing(&self, routes: &[Route]) -> Result<Landing, Refusal> {
        let (route, captures, written, vars) = (self.route, self.captures, self.written, self.vars);
        if let Some(pair) = captures.extra_pairs().next() {
            let name = pair.key().as_encoded();
            let at = written.origin_of(name).unwrap_or(0..0);
            // In an expression, the variable's own name.
            let at = vars
                .iter()
                .find(|var| var.name == name && at.contains(&var.at.start))
                .map_or(at, |var| var.at.clone());
            return Err(Refusal::QueryName {
                route,
                name: name.to_owned(),
                at,
            });
        }
        let mut fields = Vec::new();
        for (f, field) in routes[route].fields.iter().enumerate() {
            let read = read_field(captures, field);
            match holder(&read, self.letters, vars) {
                Held::Nothing => {}
                Held::Text => {
                    for text in &read {
                        self.check_text(f, field, text)?;
                    }
                }
                Held::Whole(var) => fields.push((vars[var].name.clone(), f)),
                Held::Part(var) => {
                    return Err(Refusal::Partial {
                        route,
                        variable: vars[var].name.clone(),
                        at: vars[var].at.clone(),
                        read_by: vec![field.variable.clone()],
                    });
                }
            }
        }
        if let Some(var) = vars
            .iter()
            .find(|var| fields.iter().all(|(name, _)| *name != var.name))
        {
            return Err(self.unlanded(routes, var));
        }
        Ok(Landing { route, fields })
    }

    /// Text of the link read into `field` (the `f`th) must read as its type.
    fn check_text(&self, f: usize, field: &Field, text: &str) -> Result<(), Refusal> {
        if reads_as(&field.checked_type, text) {
            return Ok(());
        }
        let at = self
            .captures
            .get(&field.variable)
            .and_then(|capture| self.written.origin_of(capture.as_str()))
            .unwrap_or(0..0);
        Err(Refusal::NotOfType {
            route: self.route,
            field: f,
            text: text.to_owned(),
            at,
        })
    }

    /// Why `var` landed in no field: the fields that read part of it, or
    /// none.
    fn unlanded(&self, routes: &[Route], var: &LinkVar) -> Refusal {
        let read_by: Vec<String> = routes[self.route]
            .fields
            .iter()
            .filter(|field| {
                self.captures
                    .get(&field.variable)
                    .is_some_and(|capture| capture.as_str().contains(self.letters))
            })
            .map(|field| field.variable.clone())
            .collect();
        let (route, variable, at) = (self.route, var.name.clone(), var.at.clone());
        if read_by.is_empty() {
            Refusal::Unread {
                route,
                variable,
                at,
            }
        } else {
            Refusal::Partial {
                route,
                variable,
                at,
                read_by,
            }
        }
    }
}

/// The link's variables, in the order written (a variable named twice,
/// once); a prefix modifier is refused.
fn link_vars(link: &UriTemplate<'_>) -> Result<Vec<LinkVar>, Refusal> {
    let base = link.as_str().as_ptr() as usize;
    let mut vars: Vec<LinkVar> = Vec::new();
    for part in link.parts() {
        let Part::Expression(expression) = part else {
            continue;
        };
        let reserved = matches!(
            expression.operator(),
            Operator::Reserved | Operator::Fragment
        );
        for spec in expression.variables() {
            let start = spec.name().as_ptr() as usize - base;
            let at = start..start + spec.name().len();
            if let Modifier::Prefix(_) = spec.modifier() {
                return Err(Refusal::Prefix {
                    variable: spec.name().to_owned(),
                    at,
                });
            }
            if vars.iter().all(|var| var.name != spec.name()) {
                vars.push(LinkVar {
                    name: spec.name().to_owned(),
                    at,
                    explode: spec.modifier() == Modifier::Explode,
                    reserved,
                });
            }
        }
    }
    Ok(vars)
}

/// `link` written with `values`, piece by piece: literal text as it is,
/// each expression expanded on its own (RFC 6570 expands each alone).
fn write(link: &UriTemplate<'_>, values: &[(String, StandIn)]) -> Written {
    let base = link.as_str().as_ptr() as usize;
    let pairs: Vec<(&str, &StandIn)> = values
        .iter()
        .map(|(name, value)| (name.as_str(), value))
        .collect();
    let mut written = Written {
        text: String::new(),
        pieces: Vec::new(),
    };
    for part in link.parts() {
        let (source, expanded) = match part {
            Part::Literal(text) => (text, text.to_owned()),
            Part::Expression(expression) => {
                let text = expression.as_str();
                let expanded = UriTemplate::parse(text)
                    .ok()
                    .and_then(|alone| alone.expand_to_string(pairs.as_slice()).ok())
                    .unwrap_or_default();
                (text, expanded)
            }
        };
        let start = source.as_ptr() as usize - base;
        let from = written.text.len();
        written.text.push_str(&expanded);
        let literal = matches!(part, Part::Literal(_));
        written.pieces.push((
            from..written.text.len(),
            start..start + source.len(),
            literal,
        ));
    }
    written
}

/// What a field's values read from a link hold.
enum Held {
    /// No value.
    Nothing,
    /// Text of the link itself.
    Text,
    /// The whole value of the link variable of this place.
    Whole(usize),
    /// Part of a link variable's value, or text around it.
    Part(usize),
}

/// Which link variable, if any, `read` (a field's values) holds, its
/// stand-ins starting with `letters`.
fn holder(read: &[String], letters: &str, vars: &[LinkVar]) -> Held {
    let Some(first) = read.first() else {
        return Held::Nothing;
    };
    let Some(var) = stand_in_of(first, letters) else {
        return if read.iter().any(|value| value.contains(letters)) {
            Held::Part(
                read.iter()
                    .find_map(|value| stand_in_of(value, letters))
                    .unwrap_or(0),
            )
        } else {
            Held::Text
        };
    };
    let expected: Vec<String> = if vars.get(var).is_some_and(|var| var.explode) {
        vec![format!("{letters}{var}m0"), format!("{letters}{var}m1")]
    } else {
        vec![format!("{letters}{var}v")]
    };
    if read == expected.as_slice() {
        Held::Whole(var)
    } else {
        Held::Part(var)
    }
}

/// The link variable whose stand-in `value` holds, if any: the number after
/// `letters`.
fn stand_in_of(value: &str, letters: &str) -> Option<usize> {
    let at = value.find(letters)?;
    let digits: String = value[at + letters.len()..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// Whether `text` reads as a value of `ty`, where the macro knows the
/// type's text (otherwise anything does: the field's `FromStr` decides at
/// run time).
fn reads_as(ty: &str, text: &str) -> bool {
    match ty {
        "u8" => text.parse::<u8>().is_ok(),
        "u16" => text.parse::<u16>().is_ok(),
        "u32" => text.parse::<u32>().is_ok(),
        "u64" | "usize" => text.parse::<u64>().is_ok(),
        "u128" => text.parse::<u128>().is_ok(),
        "i8" => text.parse::<i8>().is_ok(),
        "i16" => text.parse::<i16>().is_ok(),
        "i32" => text.parse::<i32>().is_ok(),
        "i64" | "isize" => text.parse::<i64>().is_ok(),
        "i128" => text.parse::<i128>().is_ok(),
        "f32" | "f64" => text.parse::<f64>().is_ok(),
        "bool" => text.parse::<bool>().is_ok(),
        "char" => text.parse::<char>().is_ok(),
        // A path below any directory (one segment, or several under
        // `{+rest}`: literal text in one of the link's segments is one).
        "SafePath" => uri_core::api::path::SafePath::parse(text).is_ok(),
        _ => true,
    }
}

/// The type names [`reads_as`] knows (and `SafePath`, which the derive
/// names by its last segment).
pub(crate) const CHECKED_TYPES: [&str; 15] = [
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32",
    "f64", "bool",
];

/// The link read again with values that test what the first reading could
/// not: a value landing in a list field gets two members (a link variable
/// not exploded writes them as one text, `a,b`, which an exploded route
/// variable reads as one member), and a `{+x}` or `{#x}` value landing in a
/// field of strings gets a `/` (which it writes as it is). The same route
/// must read each value back as written.
fn read_back(
    routes: &[Route],
    set: &TemplateSet<usize>,
    link: &UriTemplate<'_>,
    vars: &[LinkVar],
    landing: &Landing,
    letters: &str,
) -> Result<(), Refusal> {
    let route = &routes[landing.route];
    let field_of = |var: &LinkVar| {
        landing
            .fields
            .iter()
            .find(|(name, _)| *name == var.name)
            .map(|(_, f)| &route.fields[*f])
    };
    let values: Vec<(String, StandIn)> = vars
        .iter()
        .enumerate()
        .map(|(i, var)| {
            let field = field_of(var);
            let slash = var.reserved && field.is_some_and(|field| field.checked_type.is_empty());
            let joint = if slash { "/" } else { "" };
            let list = var.explode || field.is_some_and(|field| field.shape == Shape::List);
            let value = if list {
                StandIn::Members(vec![
                    format!("{letters}{i}{joint}m0"),
                    format!("{letters}{i}{joint}m1"),
                ])
            } else {
                StandIn::One(format!("{letters}{i}{joint}v"))
            };
            (var.name.clone(), value)
        })
        .collect();
    let written = write(link, &values);
    let found = set.at(&written.text).ok();
    for (var, (_, value)) in vars.iter().zip(&values) {
        let Some(field) = field_of(var) else {
            continue;
        };
        let expected = match value {
            StandIn::One(text) => vec![text.clone()],
            StandIn::Members(members) => members.clone(),
        };
        let read = found
            .as_ref()
            .filter(|found| *found.value() == landing.route)
            .map(|found| read_field(found.captures(), field));
        if read.as_ref() != Some(&expected) {
            let why = if matches!(value, StandIn::Members(_)) && field.shape == Shape::List {
                NotBack::Members
            } else {
                NotBack::Slash
            };
            return Err(Refusal::NotReadBack {
                route: landing.route,
                variable: var.name.clone(),
                at: var.at.clone(),
                why,
            });
        }
    }
    Ok(())
}

/// The values `captures` hold for `field`, decoded: a `SafePath`'s
/// segments, as its reading cuts them (a `SafePath` holds no `/` in a
/// segment, so its text cut at `/` is its segments).
fn read_field(captures: &Captures<'_, '_>, field: &Field) -> Vec<String> {
    let read = match field.shape {
        Shape::One if field.checked_type == "SafePath" => captures
            .parse_optional::<String>(&field.variable)
            .ok()
            .map(|value| {
                value
                    .map(|text| text.split('/').map(str::to_owned).collect())
                    .unwrap_or_default()
            }),
        Shape::List => captures.parse_all::<String>(&field.variable).ok(),
        Shape::One | Shape::Optional => captures
            .parse_optional::<String>(&field.variable)
            .ok()
            .map(|value| value.into_iter().collect()),
    };
    read.unwrap_or_default()
}

/// Why no route reads `written`, the set having answered `error`.
fn refusal(routes: &[Route], written: &Written, error: &MatchError) -> Refusal {
    if error.is_bad_request() {
        let route = routes
            .iter()
            .position(|route| {
                UriTemplate::parse(&route.template)
                    .ok()
                    .and_then(|template| template.matcher().ok())
                    .is_some_and(|matcher| {
                        matcher
                            .captures(&written.text)
                            .is_err_and(|own| own.kind() == error.kind())
                    })
            })
            .unwrap_or(0);
        return Refusal::BadRequest {
            route,
            message: error.to_string(),
            at: written.origin(error.index(), 1),
        };
    }
    let mut furthest = 0;
    let mut nearest = Vec::new();
    let mut expected = String::new();
    for (i, route) in routes.iter().enumerate() {
        let Some(matcher) = UriTemplate::parse(&route.template)
            .ok()
            .and_then(|template| template.matcher().ok())
        else {
            continue;
        };
        let Err(own) = matcher.captures(&written.text) else {
            continue;
        };
        let index = match own.kind() {
            MatchErrorKind::Mismatch(_) => own.index(),
            _ => 0,
        };
        if index > furthest || nearest.is_empty() {
            furthest = index;
            nearest.clear();
            expected = own
                .expected()
                .map_or_else(|| own.to_string(), |what| what.to_string());
        }
        if index == furthest {
            nearest.push(i);
        }
    }
    Refusal::NoRoute {
        nearest,
        expected,
        at: written.origin(furthest, 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn route(name: &str, template: &str, fields: &[(&str, Shape, &str)]) -> Route {
        Route {
            name: name.to_owned(),
            template: template.to_owned(),
            steps: Vec::new(),
            fields: fields
                .iter()
                .enumerate()
                .map(|(i, (variable, shape, ty))| Field {
                    variable: (*variable).to_owned(),
                    method: format!("m{i}"),
                    shape: *shape,
                    checked_type: (*ty).to_owned(),
                })
                .collect(),
        }
    }

    fn api() -> Vec<Route> {
        use Shape::{List, One, Optional};
        vec![
            route("Api::Health", "/health", &[]),
            route(
                "Api::User",
                "/users/{id}{?tab}",
                &[("id", One, "u64"), ("tab", Optional, "")],
            ),
            route("Api::Me", "/users/me", &[]),
            route("Api::Files", "/files{/path*}", &[("path", List, "")]),
            route("Api::Raw", "/raw/{name}", &[("name", One, "")]),
            route(
                "Api::Docs",
                "/docs/{section}{.fmt}",
                &[("section", One, ""), ("fmt", Optional, "")],
            ),
            route(
                "Api::V1(Issues)",
                "/v1/repos/{owner}/{repo}/issues{?state,labels*}",
                &[
                    ("owner", One, ""),
                    ("repo", One, ""),
                    ("state", Optional, ""),
                    ("labels", List, ""),
                ],
            ),
        ]
    }

    fn land(link: &str) -> Result<Landing, Refusal> {
        landing(&api(), &UriTemplate::parse(link).unwrap())
    }

    #[allow(
        clippy::unnecessary_wraps,
        reason = "compared with what `landing` returns"
    )]
    fn landed(route: usize, fields: &[(&str, usize)]) -> Result<Landing, Refusal> {
        Ok(landing_of(route, fields))
    }

    fn landing_of(route: usize, fields: &[(&str, usize)]) -> Landing {
        Landing {
            route,
            fields: fields
                .iter()
                .map(|(name, field)| ((*name).to_owned(), *field))
                .collect(),
        }
    }

    #[test]
    fn a_link_lands_on_the_route_a_request_of_it_reaches() {
        assert_eq!(land("/health"), landed(0, &[]));
        assert_eq!(land("/users/{id}"), landed(1, &[("id", 0)]));
        assert_eq!(
            land("/users/{user}{?tab}"),
            landed(1, &[("user", 0), ("tab", 1)])
        );
        assert_eq!(land("/users/7?tab=repos"), landed(1, &[]));
        assert_eq!(land("/users/me"), landed(2, &[]));
        assert_eq!(land("/files{/path*}"), landed(3, &[("path", 0)]));
        assert_eq!(
            land("/files/docs{/rest*}"),
            Err(Refusal::Partial {
                route: 3,
                variable: "rest".into(),
                at: 13..17,
                read_by: vec!["path".into()],
            })
        );
        assert_eq!(land("/docs/{s}.json"), landed(5, &[("s", 0)]));
        assert_eq!(land("/docs/{s}{.f}"), landed(5, &[("s", 0), ("f", 1)]));
        assert_eq!(
            land("/v1/repos/{owner}/{repo}/issues{?state,labels*}"),
            landed(6, &[("owner", 0), ("repo", 1), ("state", 2), ("labels", 3)])
        );
    }

    #[test]
    fn literal_text_matches_in_any_spelling_rfc_3986_makes_equal() {
        assert_eq!(land("/%68ealth"), landed(0, &[]));
        assert_eq!(land("/users/%6De"), landed(2, &[]));
    }

    #[test]
    fn a_link_no_route_reads_names_the_nearest() {
        let Err(Refusal::NoRoute { nearest, at, .. }) = land("/userz/{id}") else {
            panic!("{:?}", land("/userz/{id}"));
        };
        assert_eq!(nearest, [1, 2]);
        assert_eq!(at, Some(5..6));
        let Err(Refusal::NoRoute { nearest, at, .. }) = land("/users") else {
            panic!();
        };
        assert_eq!((nearest, at), (vec![1, 2], None));
    }

    #[test]
    fn a_query_name_no_route_reads_is_refused() {
        assert_eq!(
            land("/users/{id}{?page}"),
            Err(Refusal::QueryName {
                route: 1,
                name: "page".into(),
                at: 13..17,
            })
        );
        assert!(matches!(
            land("/users/7?sort=x"),
            Err(Refusal::QueryName { name, .. }) if name == "sort"
        ));
    }

    #[test]
    fn a_value_lands_whole_or_not_at_all() {
        assert!(matches!(
            land("/raw/v{name}"),
            Err(Refusal::Partial { variable, .. }) if variable == "name"
        ));
        assert!(matches!(land("/raw/{a}{b}"), Err(Refusal::Partial { .. })));
        assert!(matches!(
            land("/users/{id}{?tab:3}"),
            Err(Refusal::Prefix { variable, .. }) if variable == "tab"
        ));
    }

    #[test]
    fn text_written_out_reads_as_its_field() {
        assert!(matches!(
            land("/users/seven"),
            Err(Refusal::NotOfType { field: 0, text, .. }) if text == "seven"
        ));
        assert_eq!(land("/users/7"), landed(1, &[]));
    }

    #[test]
    fn a_value_must_read_back_as_the_link_writes_it() {
        assert!(matches!(
            land("/raw/{+name}"),
            Err(Refusal::NotReadBack { variable, why: NotBack::Slash, .. }) if variable == "name"
        ));
        // A list written as one text is one member of `{/path*}`.
        assert!(matches!(
            land("/files/{rest}"),
            Err(Refusal::NotReadBack {
                why: NotBack::Members,
                ..
            })
        ));
        assert!(matches!(
            land("/files/{+rest}"),
            Err(Refusal::NotReadBack { .. })
        ));
        assert_eq!(land("/files{/rest*}"), landed(3, &[("rest", 0)]));
        // A `{+x}` where the route reads the rest of the path.
        assert_eq!(
            land("/v1/repos/{o}/{r}/issues"),
            landed(6, &[("o", 0), ("r", 1)])
        );
    }
}
