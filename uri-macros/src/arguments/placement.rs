//! A template given to `uri!` with arguments: where each expression sits in the
//! URI, whether every expansion is a URI, and the statements that write it.
//!
//! Every expression can expand to nothing (all its variables undefined,
//! [RFC 6570 §3.2.1](https://www.rfc-editor.org/rfc/rfc6570#section-3.2.1)), so
//! the literal text with the expressions taken out, the *skeleton*, must be of
//! the macro's grammar; `uri-core`'s parser checks it, and its offsets say which
//! component each expression falls in.
//!
//! An expression without the `+` or `#` operator writes only unreserved
//! characters, whole percent-encoded octets, `,` and `=`, its operator's
//! character (`.`, `/`, `;`, `?`, `&`) and the names of the template (letters,
//! digits, `_`, `.` and octets). All of those are allowed in a path, a query and a
//! fragment, so there it always gives a URI; what it can change is the structure:
//!
//! - `{?var}` in the path starts the query: the writer notes where, at run time.
//! - In a path without an authority, `{/var}` writes `/` or `//` (an empty
//!   segment, `x = ""`, or two), and every expression can write nothing: where
//!   a `{/var}` follows the path's start with nothing but expressions and at
//!   most one literal `/` before it (`mailto:{/x}`, `s:/{a}{/b}`,
//!   `s:{;a}/{/b}`, a relative reference's `{a}/{/b}`), the path can start
//!   with `//`, which reads as an authority: such a template is checked at run
//!   time.
//! - Right after an authority (`https://h{/path}`), `{/var}` and `{?var}` start
//!   the path or the query, or write nothing; any other operator would write
//!   into the host or port, which is checked at run time.
//!
//! Everything else is checked at run time, where the macro gives a `Result`: an
//! expression in the scheme or the authority, and `{+var}` and `{#var}`, which
//! copy reserved characters (`/?#[]@` and the like) from values as they are.
//!
//! A proven template has one more question, answered by the values' types: can
//! a value be a whole `.` or `..` path segment, which `uri-core` refuses? A
//! variable is *dot-sensitive* where the template's literal text in its
//! segment holds nothing but dots (`/users/{id}/`, `{/path*}`, `/{.ext}`), so
//! only its value decides; `/users/v{id}` and `{id}.json` are not. The segment
//! is bounded by the literal `/`s and by the expressions that may end it
//! (`{/var}`, `{?var}`); `{;var}`, `{&var}` and `{?var}` write a character
//! other than a dot, and are never sensitive.

use uri_core::__private::Offsets;
use uri_core::{Expression, Modifier, Operator, ParseError, Part, UriTemplate, VarSpec};

use crate::kind::Kind;

/// Where a template's expressions sit, and how to write its expansion.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Placement {
    pub(crate) statements: Vec<Statement>,
    /// For a template whose every expansion is of the macro's grammar: the
    /// scheme end, host start, host end and path start, which no expression
    /// moves. `None`: the result is parsed at run time.
    pub(crate) proven: Option<[u32; 4]>,
    /// The expansion's starting capacity.
    pub(crate) capacity: usize,
    /// For a proven template: the variables whose values alone could make a
    /// whole `.` or `..` path segment, in the order of the template.
    pub(crate) dot_sensitive: Vec<String>,
}

/// One statement of the expansion.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Statement {
    /// Copy literal text.
    Literal(String),
    /// The next literal starts with the `?` that may start the query.
    Query,
    /// The next literal starts with the `#` that starts the fragment.
    Fragment,
    /// Expand an expression.
    Expression(Operator, Vec<Var>),
}

/// A variable of an expression.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Var {
    pub(crate) name: String,
    /// Where the name is in the template.
    pub(crate) index: usize,
    pub(crate) modifier: Modifier,
}

/// Why no template of this text is of the macro's grammar.
#[derive(Debug)]
pub(crate) enum PlacementError {
    /// The skeleton is not of the grammar: the error with its index in the
    /// template, the same `at` the skeleton's index, and the skeleton.
    Skeleton {
        error: ParseError,
        at: ParseError,
        skeleton: String,
    },
    /// An expression at `range` of the template is in the scheme of `uri!` or
    /// `iri!`.
    InScheme { range: std::ops::Range<usize> },
}

/// One expression, where it is in the template and in the skeleton.
struct Placed<'t> {
    operator: Operator,
    expression: Expression<'t>,
    start: usize,
    at: usize,
}

/// Places the expressions of `template`: the statements that write its
/// expansion, and whether every expansion is of `kind`'s grammar.
pub(crate) fn place(template: UriTemplate<'_>, kind: Kind) -> Result<Placement, PlacementError> {
    let text = template.as_str();
    let mut skeleton = String::with_capacity(text.len());
    // The template index of each skeleton byte, and of the skeleton's end.
    let mut origin = Vec::with_capacity(text.len() + 1);
    let mut placed = Vec::new();
    let mut start = 0;
    for part in template.parts() {
        match part {
            Part::Literal(literal) => {
                skeleton.push_str(literal);
                origin.extend(start..start + literal.len());
                start += literal.len();
            }
            Part::Expression(expression) => {
                placed.push(Placed {
                    operator: expression.operator(),
                    expression,
                    start,
                    at: skeleton.len(),
                });
                start += expression.as_str().len();
            }
        }
    }
    origin.push(text.len());

    // An expression before the first ':' of the literal text may be in the
    // scheme; one at the very start always writes some of it (`{+base}users`).
    let colon = skeleton.find(':');
    let first = placed
        .first()
        .filter(|first| colon.is_some_and(|colon| first.at <= colon) || first.at == 0);
    if matches!(kind, Kind::Uri | Kind::Iri) {
        if let Some(first) = first {
            return Err(PlacementError::InScheme {
                range: first.start..first.start + first.expression.as_str().len(),
            });
        }
    } else if first.is_some_and(|first| colon.is_some_and(|colon| first.at <= colon))
        && colon.is_some_and(|colon| !skeleton[..colon].contains(['/', '?', '#']))
    {
        // A reference whose scheme an expression writes part of: its skeleton
        // may be no reference at all (`{scheme}://h`), and its expansions are
        // checked at run time.
        return Ok(Placement {
            statements: statements(template, &placed, None),
            proven: None,
            capacity: capacity(&skeleton, &placed),
            dot_sensitive: Vec::new(),
        });
    }

    let layout = kind
        .parse(&skeleton)
        .map(Offsets::from_raw)
        .map_err(|error| {
            // Taking the expressions out only shortens the text: the template index
            // is at or after the skeleton's.
            let index = error.index().min(skeleton.len());
            PlacementError::Skeleton {
                error: error.shifted(origin[index] - index),
                at: error,
                skeleton: skeleton.clone(),
            }
        })?;
    let proven = placed
        .iter()
        .all(|expression| {
            is_always_valid(expression.operator, expression.at, layout, skeleton.len())
        })
        .then_some(())
        .filter(|()| {
            layout.has_authority() || !may_start_with_two_slashes(&placed, &skeleton, layout)
        })
        .map(|()| {
            // What the expansion hands the proven finish: the offsets up to the
            // path's start, which no expression moves.
            let [scheme_end, host_start, host_end, path_start, _, _] = layout.to_raw();
            [scheme_end, host_start, host_end, path_start]
        });
    let dot_sensitive = if proven.is_some() {
        dot_sensitive(&placed, &skeleton, layout)
    } else {
        Vec::new()
    };
    Ok(Placement {
        statements: statements(template, &placed, Some(layout).filter(|_| proven.is_some())),
        proven,
        capacity: capacity(&skeleton, &placed),
        dot_sensitive,
    })
}

/// Whether an expression with `operator` at skeleton index `at` gives a URI of the
/// same grammar whatever its values; `layout` holds the skeleton's offsets.
fn is_always_valid(operator: Operator, at: usize, layout: Offsets, len: usize) -> bool {
    let (path_start, path_end, query_end) =
        (layout.path_start(), layout.path_end(), layout.query_end());
    if operator.allows_reserved() {
        return false;
    }
    let authority = layout.has_authority();
    let fragment = query_end < len;
    let query = query_end > path_end;
    if (fragment && at > query_end) || (query && at > path_end) {
        return true;
    }
    if at < path_start {
        // In the scheme or the authority.
        return false;
    }
    if at == path_start && authority {
        return matches!(operator, Operator::PathSegment | Operator::Query);
    }
    true
}

/// Whether, in a path without an authority, some expansion starts the path with
/// `//`, which would read as an authority: a `{/var}` writes `/` or `//` and
/// every expression can write nothing, so that is the case when a `{/var}`
/// comes after the path's start with nothing but expressions and at most one
/// literal `/` before it.
fn may_start_with_two_slashes(placed: &[Placed<'_>], skeleton: &str, layout: Offsets) -> bool {
    let mut at = layout.path_start();
    let start = at;
    let mut expressions = placed.iter().filter(|placed| placed.at >= start).peekable();
    let mut slash = false;
    loop {
        while let Some(expression) = expressions.next_if(|expression| expression.at == at) {
            if expression.operator == Operator::PathSegment {
                return true;
            }
        }
        match skeleton.as_bytes().get(at) {
            // A parsed skeleton without an authority has no second literal `/` here.
            Some(b'/') if !slash => slash = true,
            _ => return false,
        }
        at += 1;
    }
}

/// The dot-sensitive variables of a proven template (see the module's docs), in
/// the order of the template, each once.
fn dot_sensitive(placed: &[Placed<'_>], skeleton: &str, layout: Offsets) -> Vec<String> {
    let (path_start, path_end) = (layout.path_start(), layout.path_end());
    let ends_segment =
        |placed: &Placed<'_>| matches!(placed.operator, Operator::PathSegment | Operator::Query);
    let mut names: Vec<String> = Vec::new();
    for (i, expression) in placed.iter().enumerate() {
        let at = expression.at;
        if at < path_start || at > path_end {
            continue;
        }
        // The literal text of the segment the expression writes into: from the
        // nearest `/` or segment-starting expression before it to the nearest
        // `/` or segment-ending expression after it.
        let right = skeleton[at..path_end]
            .find('/')
            .map_or(path_end, |slash| at + slash)
            .min(
                placed[i + 1..]
                    .iter()
                    .filter(|later| ends_segment(later))
                    .map(|later| later.at)
                    .min()
                    .unwrap_or(path_end),
            );
        let variables: Vec<_> = expression.expression.variables().collect();
        let sensitive: Vec<&str> = match expression.operator {
            Operator::Simple | Operator::Label => {
                let left = skeleton[path_start..at]
                    .rfind('/')
                    .map_or(path_start, |slash| path_start + slash + 1)
                    .max(
                        placed[..i]
                            .iter()
                            .filter(|earlier| earlier.operator == Operator::PathSegment)
                            .map(|earlier| earlier.at)
                            .max()
                            .unwrap_or(path_start),
                    );
                if only_dots(&skeleton[left..right]) {
                    variables.iter().map(VarSpec::name).collect()
                } else {
                    Vec::new()
                }
            }
            // Each variable starts a segment; a list exploded, several. Only
            // the last segment has the literal text after the expression.
            Operator::PathSegment => variables
                .iter()
                .enumerate()
                .filter(|(j, spec)| {
                    *j + 1 < variables.len()
                        || spec.modifier() == Modifier::Explode
                        || only_dots(&skeleton[at..right])
                })
                .map(|(_, spec)| spec.name())
                .collect(),
            // `;name`, `&name=`, `?`: never only dots, and never in a proven
            // template, for `+` and `#`.
            _ => Vec::new(),
        };
        for name in sensitive {
            if !names.iter().any(|known| known == name) {
                names.push(name.to_owned());
            }
        }
    }
    names
}

/// Whether literal text holds nothing but dots, `%2E` read as one.
fn only_dots(text: &str) -> bool {
    let mut rest = text.as_bytes();
    loop {
        rest = match rest {
            [] => return true,
            [b'.', tail @ ..] | [b'%', b'2', b'e' | b'E', tail @ ..] => tail,
            _ => return false,
        };
    }
}

/// The statements that write the expansion; with the skeleton's offsets `layout`
/// (for a proven template), the marks of the query's `?` and the fragment's `#`.
fn statements(
    template: UriTemplate<'_>,
    placed: &[Placed<'_>],
    layout: Option<Offsets>,
) -> Vec<Statement> {
    let len: usize = template
        .parts()
        .map(|part| match part {
            Part::Literal(literal) => literal.len(),
            Part::Expression(_) => 0,
        })
        .sum();
    let marks = layout.map(|layout| {
        let (path_end, query_end) = (layout.path_end(), layout.query_end());
        let query = (query_end > path_end).then_some(path_end);
        let fragment = (query_end < len).then_some(query_end);
        (query, fragment)
    });
    let mut statements = Vec::new();
    let mut at = 0;
    let mut expressions = placed.iter();
    for part in template.parts() {
        match part {
            Part::Literal(literal) => {
                let mut run = String::new();
                for (i, c) in literal.char_indices() {
                    let mark = match marks {
                        Some((Some(query), _)) if at + i == query => Some(Statement::Query),
                        Some((_, Some(fragment))) if at + i == fragment => {
                            Some(Statement::Fragment)
                        }
                        _ => None,
                    };
                    if let Some(mark) = mark {
                        if !run.is_empty() {
                            statements.push(Statement::Literal(std::mem::take(&mut run)));
                        }
                        statements.push(mark);
                    }
                    run.push(c);
                }
                statements.push(Statement::Literal(run));
                at += literal.len();
            }
            Part::Expression(expression) => {
                let base = expressions.next().map_or(0, |placed| placed.start);
                let vars = expression
                    .variables()
                    .map(|spec| Var {
                        name: spec.name().to_owned(),
                        index: base
                            + (spec.name().as_ptr() as usize
                                - expression.as_str().as_ptr() as usize),
                        modifier: spec.modifier(),
                    })
                    .collect();
                statements.push(Statement::Expression(expression.operator(), vars));
            }
        }
    }
    statements
}

/// Room for the literal and a short value per variable.
fn capacity(skeleton: &str, placed: &[Placed<'_>]) -> usize {
    let variables: usize = placed.iter().map(|p| p.expression.var_count()).sum();
    skeleton.len() + 16 * variables
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the macro makes of a template: a value, a `Result`, or an error.
    #[derive(Debug, PartialEq, Eq)]
    enum Outcome {
        Value,
        Checked,
        Error,
    }

    fn outcome(kind: Kind, text: &str) -> Outcome {
        match place(UriTemplate::parse(text).unwrap(), kind) {
            Ok(Placement {
                proven: Some(_), ..
            }) => Outcome::Value,
            Ok(_) => Outcome::Checked,
            Err(_) => Outcome::Error,
        }
    }

    #[test]
    fn which_positions_give_a_value() {
        use Outcome::{Checked, Error, Value};
        let cases = [
            // The path, query and fragment, with any operator but `+` and `#`.
            (Kind::Uri, "https://h/{a}{.b}{/c}{;d}{?e}{&f}", Value),
            (Kind::Uri, "https://h/?{a}{/b}#{c}{?d}", Value),
            (Kind::Uri, "s:{a}", Value),
            (Kind::Uri, "s:x{/a}", Value),
            (Kind::Uri, "s:{?a}/x", Value),
            (Kind::Uri, "s://h/a{?b}?c#d", Value),
            // Right after the authority: `{/a}` and `{?a}` only.
            (Kind::Uri, "https://h{/a}{?b}", Value),
            (Kind::Uri, "https://h:1{/a}", Value),
            (Kind::Uri, "https://h{a}", Checked),
            (Kind::Uri, "https://h{.a}/", Checked),
            (Kind::Uri, "https://h{/a}{b}", Checked),
            // The authority.
            (Kind::Uri, "https://{a}/", Checked),
            (Kind::Uri, "https://h:{a}/", Checked),
            (Kind::Uri, "https://{a}@h/", Checked),
            // `{/a}` where an empty segment would write `//`.
            (Kind::Uri, "s:{/a}", Checked),
            (Kind::Uri, "s:{b}{/a}", Checked),
            (Kind::UriRef, "{/a}/x", Checked),
            // Text that a removed expression joins into an authority.
            (Kind::Uri, "http:/{a}/x", Checked),
            (Kind::UriRef, "/{a}/x", Checked),
            // Reserved expansion.
            (Kind::Uri, "https://h/{+a}", Checked),
            (Kind::Uri, "https://h/x{#a}", Checked),
            // References: a start of a path, and a scheme from a value.
            (Kind::UriRef, "{a}/x{?b}", Value),
            (Kind::UriRef, "{a}/:x", Value),
            (Kind::UriRef, "./{a}:x", Value),
            (Kind::UriRef, "{a}", Value),
            (Kind::UriRef, "{a}:x", Checked),
            (Kind::UriRef, "{a}://h", Checked),
            (Kind::UriRef, "x{/a}:y", Checked),
            (Kind::UriRef, "{/a}:y", Checked),
            (Kind::UriRef, "{/a}x/:y", Checked),
            (Kind::UriRef, "x/{a}:y", Value),
            (Kind::UriRef, "//h{/a}", Value),
            // `uri!` needs its scheme written out; the literal must be a URI.
            (Kind::Uri, "{a}://h", Error),
            (Kind::Uri, "s{a}:x", Error),
            (Kind::Uri, "/x/{a}", Error),
            (Kind::Uri, "https://h/[{a}]", Error),
            (Kind::Uri, "https://h/é{a}", Error),
            (Kind::Iri, "https://h/é{a}", Value),
            (Kind::IriRef, "{a}/é", Value),
        ];
        let wrong: Vec<String> = cases
            .iter()
            .filter(|(kind, text, expected)| outcome(*kind, text) != *expected)
            .map(|(kind, text, expected)| {
                format!(
                    "{kind:?} {text}: {:?}, expected {expected:?}",
                    outcome(*kind, text)
                )
            })
            .collect();
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    #[test]
    fn the_statements_mark_the_query_and_the_fragment() {
        let placement = place(UriTemplate::parse("s:/{a}?q{?b}#f").unwrap(), Kind::Uri).unwrap();
        let Statement::Expression(_, vars) = &placement.statements[1] else {
            panic!("{placement:?}")
        };
        assert_eq!((vars[0].name.as_str(), vars[0].index), ("a", 4));
        assert_eq!(placement.statements[2], Statement::Query);
        assert_eq!(placement.statements[3], Statement::Literal("?q".into()));
        assert_eq!(placement.statements[5], Statement::Fragment);
        assert_eq!(placement.statements[6], Statement::Literal("#f".into()));
        assert_eq!(placement.proven, Some([1, 2, 2, 2]));
    }

    #[test]
    fn skeleton_errors_point_into_the_template() {
        let Err(PlacementError::Skeleton { error, at, .. }) =
            place(UriTemplate::parse("https://h/{a}{b}[").unwrap(), Kind::Uri)
        else {
            panic!()
        };
        assert_eq!((error.index(), at.index()), (16, 10));
    }
}
