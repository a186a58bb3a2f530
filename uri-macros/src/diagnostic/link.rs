//! Messages of `link!`: its tokens, and a link that no route of the type
//! reads, at the place in the literal where the link leaves the routes.

use proc_macro2::Span;

use crate::diagnostic::expressions::similar;
use crate::diagnostic::{Diagnostic, InLiteral};

/// A route as messages name it: its name and template.
pub(crate) struct Named<'a> {
    pub(crate) name: &'a str,
    pub(crate) template: &'a str,
}

impl std::fmt::Display for Named<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "`{}` (`{}`)", self.name, self.template)
    }
}

/// What `link!` takes.
const USAGE: &str = "`link!(Api, \"/users/{id}\", id = 7)`: a route type (any type that derives \
     `Route`, named by its path), a string literal, then the arguments as `uri!` takes them";

/// The tokens are not a route type, a literal and arguments.
pub(crate) fn usage(span: Span, found: &str) -> Diagnostic {
    Diagnostic::spanned(
        span,
        format!("`link!` expects a route type and a string literal, found {found}; write {USAGE}"),
    )
}

/// The tokens of a route type's hidden macro are not what the derive
/// writes (the macro called by hand, or from another version of the
/// crate).
pub(crate) fn hidden_macro(span: Span) -> Diagnostic {
    Diagnostic::spanned(
        span,
        "this macro is written by `#[derive(Route)]` for `link!`, which calls it; call `link!` \
         instead (the type's derive and this `link!` may come from different versions of `uri`)"
            .to_owned(),
    )
}

/// No route of `ty` reads the link: it leaves the `nearest` routes at `at`
/// (at its end where `None`), where the first of them expects `expected`.
pub(crate) fn no_route(
    at: Option<InLiteral<'_>>,
    end: Span,
    ty: &str,
    nearest: &[Named<'_>],
    expected: &str,
) -> Diagnostic {
    let first = nearest
        .first()
        .map_or_else(String::new, ToString::to_string);
    let (head, at) = match at {
        Some(at) => {
            let text = at.source.get(at.range.clone()).unwrap_or("");
            (
                format!(
                    "no route of `{ty}` reads this link: at `{text}`, the nearest route, {first}, \
                     expects {expected}"
                ),
                Some(at),
            )
        }
        None => (
            format!(
                "no route of `{ty}` reads this link: it ends where the nearest route, {first}, \
                 expects {expected}"
            ),
            None,
        ),
    };
    let help = (nearest.len() > 1).then(|| {
        let others: Vec<String> = nearest[1..].iter().map(ToString::to_string).collect();
        format!("as near: {}", others.join(", "))
    });
    match at {
        Some(at) => Diagnostic::in_literal(at, head, help),
        None => Diagnostic {
            help,
            ..Diagnostic::spanned(end, head)
        },
    }
}

/// The route that reads the link reads no query variable `name`.
pub(crate) fn query_name(
    at: InLiteral<'_>,
    route: &Named<'_>,
    name: &str,
    variables: &[&str],
) -> Diagnostic {
    let help = match similar(name, variables.iter().copied()) {
        Some(close) => format!("the route has a variable `{close}`"),
        None => "leave the pair out, or link to a route that reads it".to_owned(),
    };
    Diagnostic::in_literal(
        at,
        format!(
            "the query name `{name}` is read by no variable of {route}, the route that reads \
             this link: it would reach the handler as an extra pair"
        ),
        Some(help),
    )
}

/// The value of `variable` fills only part of the route's `read_by`, or
/// spreads over several.
pub(crate) fn partial(
    at: InLiteral<'_>,
    route: &Named<'_>,
    variable: &str,
    read_by: &[String],
) -> Diagnostic {
    let head = match read_by {
        [one] => format!(
            "the value of `{variable}` would be only part of the variable `{one}` of {route}, \
             the route that reads this link: a link's value lands whole in one field"
        ),
        _ => format!(
            "the value of `{variable}` would spread over the variables {} of {route}, the \
             route that reads this link: a link's value lands whole in one field",
            read_by
                .iter()
                .map(|name| format!("`{name}`"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    Diagnostic::in_literal(
        at,
        head,
        Some("write the link as the route's template writes it".to_owned()),
    )
}

/// The route that reads the link reads nothing of the value of `variable`.
pub(crate) fn unread(at: InLiteral<'_>, route: &Named<'_>, variable: &str) -> Diagnostic {
    Diagnostic::in_literal(
        at,
        format!(
            "{route}, the route that reads this link, reads the value of `{variable}` into \
             none of its fields"
        ),
        None,
    )
}

/// Text the link writes where the route reads a field of type `ty`, which
/// does not read it.
pub(crate) fn not_of_type(
    at: InLiteral<'_>,
    route: &Named<'_>,
    variable: &str,
    text: &str,
    ty: &str,
) -> Diagnostic {
    Diagnostic::in_literal(
        at,
        format!(
            "`{text}` is no `{ty}`: {route}, the route that reads this link, reads it into \
             `{variable}`, a `{ty}` field"
        ),
        None,
    )
}

/// A `{+x}` or `{#x}` value that may hold `/` where the route reads one
/// segment.
pub(crate) fn slash(at: InLiteral<'_>, route: &Named<'_>, variable: &str) -> Diagnostic {
    Diagnostic::in_literal(
        at,
        format!(
            "{route}, the route that reads this link, would not read back a value of \
             `{variable}` that holds a `/`: this expression writes `/` as it is"
        ),
        Some(format!(
            "write `{{{variable}}}`, which encodes `/` in the value"
        )),
    )
}

/// A list written as one text where the route reads members apart, or
/// members where it reads one text.
pub(crate) fn members(at: InLiteral<'_>, route: &Named<'_>, variable: &str) -> Diagnostic {
    Diagnostic::in_literal(
        at,
        format!(
            "{route}, the route that reads this link, would not read the members of \
             `{variable}` back as the link writes them"
        ),
        Some(
            "write the list as the route's template writes it (an exploded list, \
              `{/path*}` or `{?tag*}`, is written member by member)"
                .to_owned(),
        ),
    )
}

/// The route finds the link a bad request.
pub(crate) fn bad_request(
    at: Option<InLiteral<'_>>,
    end: Span,
    route: &Named<'_>,
    message: &str,
) -> Diagnostic {
    let head = format!("{route} would answer this link with 400 Bad Request: {message}");
    match at {
        Some(at) => Diagnostic::in_literal(at, head, None),
        None => Diagnostic::spanned(end, head),
    }
}

/// A prefix modifier in a link.
pub(crate) fn prefix(at: InLiteral<'_>, variable: &str) -> Diagnostic {
    Diagnostic::in_literal(
        at,
        format!(
            "`{variable}` has a prefix modifier, which would write only part of its value: \
             a link's value lands whole in its field"
        ),
        Some("remove the `:n`".to_owned()),
    )
}

/// The routes of `ty` make no table.
pub(crate) fn table(span: Span, ty: &str, error: &str) -> Diagnostic {
    Diagnostic::spanned(
        span,
        format!("the routes of `{ty}` make no table, so no link can be checked: {error}"),
    )
}
