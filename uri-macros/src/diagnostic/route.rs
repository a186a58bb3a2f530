//! Messages of `#[derive(Route)]`: the item's shape and attributes, the
//! template against the fields, and the templates of an enum against each
//! other.

use proc_macro2::Span;
use uri_core::api::template::AmbiguityError;

use crate::diagnostic::expressions::is_keyword;
use crate::diagnostic::{Diagnostic, InLiteral};

/// What the derive reads.
const SHAPES: &str = "a struct with named fields (or none), or an enum whose variants have named \
     fields, none, or one route type to nest";

/// The derive is on something it cannot read.
pub(crate) fn not_a_struct_or_enum(span: Span) -> Diagnostic {
    Diagnostic::spanned(span, format!("`#[derive(Route)]` reads {SHAPES}"))
}

/// Generic parameters or a `where` clause.
pub(crate) fn generics(span: Span) -> Diagnostic {
    Diagnostic::spanned(
        span,
        "a route type takes no generic parameters but one lifetime (`<'a>`, for `Cow<'a, str>` \
         fields that borrow from the request): its table is one per type"
            .to_owned(),
    )
}

/// A nested route type in an enum with a lifetime.
pub(crate) fn borrowed_nests(span: Span) -> Diagnostic {
    Diagnostic::spanned(
        span,
        "an enum with a lifetime nests no route type: a nested type reads its requests with \
         `Route::from_uri`, whose values own their fields; write this variant's routes as \
         variants of the enum"
            .to_owned(),
    )
}

/// A tuple struct.
pub(crate) fn tuple_struct(span: Span) -> Diagnostic {
    Diagnostic::spanned(
        span,
        "a route struct names its fields: each field is read from the template variable of \
         its name (`struct Issue { number: u64 }` for `{number}`)"
            .to_owned(),
    )
}

/// A tuple variant of more than one field.
pub(crate) fn tuple_variant(span: Span) -> Diagnostic {
    Diagnostic::spanned(
        span,
        "a route variant has named fields, none, or exactly one unnamed field: a route type \
         nested under the variant's prefix"
            .to_owned(),
    )
}

/// A variant with a discriminant (`A = 1`).
pub(crate) fn discriminant(span: Span) -> Diagnostic {
    Diagnostic::spanned(
        span,
        "a route variant takes no discriminant: the variant is read from and written as \
         its template, not a number"
            .to_owned(),
    )
}

/// A `route` attribute that is not `#[route(…)]`.
pub(crate) fn attribute_syntax(span: Span) -> Diagnostic {
    Diagnostic::spanned(
        span,
        "expected `#[route(\"…\")]` with a URI Template, or on a field `#[route(skip)]` or \
         `#[route(rename = \"…\")]`"
            .to_owned(),
    )
}

/// A second template on one item or variant.
pub(crate) fn second_template(span: Span) -> Diagnostic {
    Diagnostic::spanned(
        span,
        "a second `#[route(\"…\")]`: a struct or variant has one template (an enum has one per \
         variant)"
            .to_owned(),
    )
}

/// `#[route(…)]` on an item or variant without a string.
pub(crate) fn template_expected(span: Span) -> Diagnostic {
    Diagnostic::spanned(
        span,
        "expected a URI Template as a string, as in `#[route(\"/users/{id}\")]`".to_owned(),
    )
}

/// `rename = …` whose value is not a plain string.
pub(crate) fn rename_syntax(span: Span) -> Diagnostic {
    Diagnostic::spanned(
        span,
        "expected the variable's name as a plain string, as in `#[route(rename = \"user.id\")]`"
            .to_owned(),
    )
}

/// An option of a field's `route` attribute that does not exist.
pub(crate) fn field_option(span: Span) -> Diagnostic {
    Diagnostic::spanned(
        span,
        "unknown option: a field takes `#[route(skip)]` (not in the template; `Default` when \
         read) or `#[route(rename = \"…\")]` (the variable it holds)"
            .to_owned(),
    )
}

/// A struct or variant without its template.
pub(crate) fn no_template(span: Span, what: &str) -> Diagnostic {
    Diagnostic::spanned(
        span,
        format!("{what} has no template: add `#[route(\"…\")]` with the URI Template it reads"),
    )
}

/// A template `matcher()` refuses.
pub(crate) fn ambiguous(at: InLiteral<'_>, error: &AmbiguityError) -> Diagnostic {
    Diagnostic::in_literal(
        at,
        format!("this template cannot be read back: {error}"),
        Some(
            "routes read requests with `UriTemplate::matcher`'s rules (see `Matcher`); \
             write a literal or a different operator between the expressions"
                .to_owned(),
        ),
    )
}

/// The field named as a variable, when it holds none or another.
#[derive(Clone, Copy)]
pub(crate) enum Namesake<'a> {
    /// No field has the variable's name.
    Absent,
    /// `#[route(skip)]`.
    Skipped,
    /// `#[route(rename = "…")]`: it holds this other variable.
    Renamed(&'a str),
    /// No field has the variable's name, but this one, which holds no
    /// variable, has one close to it (a likely typo).
    Close(&'a str),
}

/// A template variable without a field; `namesake`, the field of its name.
pub(crate) fn no_field(
    at: InLiteral<'_>,
    variable: &str,
    identifier: bool,
    namesake: Namesake<'_>,
) -> Diagnostic {
    let help = match namesake {
        Namesake::Close(field) => format!(
            "did you mean the field `{field}`, which holds no variable? write `{{{field}}}` in \
             the template, or put `#[route(rename = \"{variable}\")]` on `{field}`"
        ),
        Namesake::Renamed(renamed) => format!(
            "the field `{variable}` reads the variable `{renamed}` (`rename`): write \
             `{{{renamed}}}` in the template, or remove the `rename`"
        ),
        Namesake::Skipped => format!(
            "the field `{variable}` is marked `#[route(skip)]`: remove `skip` for it to hold \
             this variable"
        ),
        // `self`, `super`, `crate` and `Self` are keywords even raw.
        Namesake::Absent
            if identifier && matches!(variable, "self" | "super" | "crate" | "Self") =>
        {
            format!(
                "`{variable}` cannot name a field, even as a raw identifier: put \
                 `#[route(rename = \"{variable}\")]` on the field that holds it"
            )
        }
        Namesake::Absent if identifier && is_keyword(variable) => format!(
            "add a field `r#{variable}` (a keyword, written raw), or \
             `#[route(rename = \"{variable}\")]` on the field that holds it"
        ),
        Namesake::Absent if identifier => format!(
            "add a field `{variable}`, or `#[route(rename = \"{variable}\")]` on the field that \
             holds it"
        ),
        Namesake::Absent => format!(
            "`{variable}` is not a Rust identifier: put `#[route(rename = \"{variable}\")]` on \
             the field that holds it"
        ),
    };
    Diagnostic::in_literal(
        at,
        format!("the variable `{variable}` has no field"),
        Some(help),
    )
}

/// Two fields that hold one variable.
pub(crate) fn two_fields(span: Span, variable: &str, first: &str, second: &str) -> Diagnostic {
    Diagnostic::spanned(
        span,
        format!(
            "the fields `{first}` and `{second}` both hold the variable `{variable}`: a link \
             could write only one of them, so `rename` one to another variable or mark it \
             `#[route(skip)]`"
        ),
    )
}

/// A field whose variable the template does not have.
pub(crate) fn no_variable<'a>(
    span: Span,
    field: &str,
    variable: &str,
    variables: impl Iterator<Item = &'a str>,
) -> Diagnostic {
    let mut names: Vec<&str> = variables.collect();
    names.dedup();
    let list = if names.is_empty() {
        "none".to_owned()
    } else {
        names
            .iter()
            .map(|name| format!("`{name}`"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    Diagnostic::spanned(
        span,
        format!(
            "the field `{field}` has no variable `{variable}` in the template (its variables: \
             {list}): add `{{{variable}}}` to the template, `#[route(rename = \"…\")]` to \
             read another variable, or `#[route(skip)]` to leave it out (it is then \
             `Default::default()` when read)"
        ),
    )
}

/// A `rename` that names no template variable can have.
pub(crate) fn rename_not_a_name(span: Span, renamed: &str) -> Diagnostic {
    Diagnostic::spanned(
        span,
        format!(
            "`{renamed}` is no template variable's name: a name holds letters, digits, `_` and \
             `%XX` escapes, with single `.`s between them (RFC 6570 §2.3)"
        ),
    )
}

/// A query variable held by a field that cannot be absent.
pub(crate) fn query_needs_option(span: Span, variable: &str) -> Diagnostic {
    Diagnostic::spanned(
        span,
        format!(
            "the variable `{variable}` is in a query expression, which a request may leave \
             out: make the field an `Option<…>` (or a list such as `Vec<…>`)"
        ),
    )
}

/// An exploded variable held by a field that is not a list.
pub(crate) fn explode_needs_list(span: Span, variable: &str, optional_list: bool) -> Diagnostic {
    let fix = if optional_list {
        "drop the `Option`: an empty list already stands for an absent one"
    } else {
        "make the field a list such as `Vec<…>`, or remove the `*`"
    };
    Diagnostic::spanned(
        span,
        format!("the variable `{variable}` is exploded (`*`), a list of values: {fix}"),
    )
}

/// A list field under a prefix modifier.
pub(crate) fn prefix_on_list(span: Span, variable: &str) -> Diagnostic {
    Diagnostic::spanned(
        span,
        format!(
            "the variable `{variable}` has a prefix modifier, which applies to strings only \
             (RFC 6570 §2.4.1), but its field is a list: remove the `:n` or hold one value"
        ),
    )
}

/// A map field.
pub(crate) fn map_field(span: Span) -> Diagnostic {
    Diagnostic::spanned(
        span,
        "a route field cannot be a map: a request's pairs are read back into named fields; \
         give each key a variable and a field, or read the extra pairs with \
         `Captures::extra_pairs`"
            .to_owned(),
    )
}

/// A nested variant's prefix with an expression, or not a path.
pub(crate) fn nested_prefix(at: InLiteral<'_>) -> Diagnostic {
    Diagnostic::in_literal(
        at,
        "a nested route's prefix is literal path text, as in `#[route(\"/api\")]`".to_owned(),
        Some("the nested type's own templates hold its variables".to_owned()),
    )
}

/// A nested route's prefix that ends with `/`, before the nested templates'
/// own `/`.
pub(crate) fn nested_prefix_slash(at: InLiteral<'_>, whole: bool) -> Diagnostic {
    let help = if whole {
        "write `#[route(\"\")]` to nest the type without a prefix"
    } else {
        "leave the `/` out: the nested templates begin with their own"
    };
    Diagnostic::in_literal(
        at,
        "a nested route's prefix must not end with `/`: the nested type's templates begin \
         with one, so the link would hold `//` (`/` and `/users/{id}` write `//users/7`, a \
         link to the host `users`)"
            .to_owned(),
        Some(help.to_owned()),
    )
}

/// A list field whose variable shares a `,`-separated expression with
/// others (`{x,y}`): its members and the variables would be cut alike.
pub(crate) fn list_among_variables(span: Span, name: &str) -> Diagnostic {
    Diagnostic {
        span,
        head: format!(
            "a list cannot share an expression with other variables that `,` separates: \
             `{name}`'s members are separated by `,` too, so a link could not be read back"
        ),
        drawing: None,
        help: Some(format!(
            "give `{name}` an expression of its own, or use `/` between the variables \
             (`{{/{name},…}}`)"
        )),
    }
}

/// A `#[route("…")]` on an enum, which has none of its own.
pub(crate) fn enum_template(span: Span) -> Diagnostic {
    Diagnostic {
        span,
        head: "an enum takes no template of its own: each variant's `#[route(\"…\")]` is its \
               route, and this one would be ignored"
            .to_owned(),
        drawing: None,
        help: Some(
            "to put variants under a prefix, derive `Route` on an enum of them and nest it in \
             a variant: `#[route(\"/api\")] Api(ApiRoutes)`"
                .to_owned(),
        ),
    }
}

/// Absolute and relative templates in one enum.
pub(crate) fn mixed_kinds(span: Span) -> Diagnostic {
    Diagnostic::spanned(
        span,
        "the variants mix absolute templates (with a scheme) and relative ones: `to_uri` \
         gives one type, so make them all one or the other"
            .to_owned(),
    )
}

/// Two variants whose templates match the same requests.
pub(crate) fn conflict(span: Span, first: &str, second: &str) -> Diagnostic {
    Diagnostic::spanned(
        span,
        format!(
            "the variants `{first}` and `{second}` match the same requests with the same \
             specificity: a request could never reach `{second}`"
        ),
    )
}

/// The table of the route type's templates could not be built in the macro
/// (the checks before it find every cause a derive can meet; this reports
/// one they missed rather than failing at run time).
pub(crate) fn table(span: Span, error: &dyn std::fmt::Display) -> Diagnostic {
    Diagnostic::spanned(
        span,
        format!("the route table of these templates cannot be built: {error}"),
    )
}
