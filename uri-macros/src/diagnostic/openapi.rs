//! Messages of a route type's OpenAPI description (feature `utoipa`): the
//! form of its template that OpenAPI cannot express, said where the
//! description is asked for, with the nearest form OpenAPI has.

use crate::diagnostic::{Diagnostic, InLiteral};

/// A form of a template that OpenAPI 3.1 has no equivalent for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Form {
    /// `{/x}`: a `/` written only with a value.
    PathSegment,
    /// `{/x*}`: any number of segments.
    PathList,
    /// `{#x}` or literal `#…`.
    Fragment,
    /// `{&x}`.
    QueryContinuation,
    /// `{x:3}`.
    Prefix,
    /// `{+x}` in the path.
    ReservedPath,
    /// Literal query text, or query text after the `{?…}` expression.
    Query,
    /// A template that does not begin with `/` (a scheme, `//host`, a
    /// relative path).
    NotAPath,
    /// A variable written twice.
    Repeated,
}

impl Form {
    /// The name of the type whose missing trait the error's help line
    /// names ("the trait `OpenApiForm` is not implemented for `PathList`"):
    /// the form, in a word or two.
    pub(crate) fn marker(self) -> &'static str {
        match self {
            Self::PathSegment => "PathSegment",
            Self::PathList => "PathList",
            Self::Fragment => "UriFragment",
            Self::QueryContinuation => "QueryContinuation",
            Self::Prefix => "PrefixModifier",
            Self::ReservedPath => "ReservedExpansionInPath",
            Self::Query => "QueryText",
            Self::NotAPath => "NotAPath",
            Self::Repeated => "RepeatedVariable",
        }
    }
}

/// `ty`'s template holds `text` (at `at`), of `form`, which OpenAPI cannot
/// express; `names` are the variables of the expression it is about.
pub(crate) fn unexpressed(
    at: InLiteral<'_>,
    ty: &str,
    form: Form,
    text: &str,
    names: &[&str],
) -> Diagnostic {
    let first = names.first().copied().unwrap_or("x");
    let (what, nearest) = match form {
        Form::PathSegment => (
            "a path segment expression, which writes its `/` only with a value".to_owned(),
            format!(
                "OpenAPI's path parameters are required, one segment each: write the `/` as \
                 text ({})",
                names
                    .iter()
                    .map(|name| format!("`/{{{name}}}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        ),
        Form::PathList => (
            "a path list".to_owned(),
            format!(
                "OpenAPI has no path list: one `{{{first}}}` per segment, or the list in the \
                 query (`{{?{first}*}}`)"
            ),
        ),
        Form::Fragment => (
            "a fragment".to_owned(),
            "clients send no fragment, and OpenAPI describes none: leave it out of the route, \
             or read the value from the query (`{?name}`)"
                .to_owned(),
        ),
        Form::QueryContinuation => (
            "a query continuation".to_owned(),
            format!(
                "OpenAPI's query parameters are one `{{?…}}` expression: write `{first}` among \
                 its variables (`{{?…,{first}}}`)"
            ),
        ),
        Form::Prefix => (
            "a prefix of a value".to_owned(),
            format!("OpenAPI sends a parameter's whole value: write `{{{first}}}`"),
        ),
        Form::ReservedPath => (
            "a reserved expansion in the path, whose value may span segments".to_owned(),
            format!(
                "OpenAPI's path parameters hold one segment each, `/` encoded: one \
                 `{{{first}}}` per segment"
            ),
        ),
        Form::Query => (
            "query text beside a `{?…}` expression".to_owned(),
            "OpenAPI's query parameters come in any order, each optional: write the query's \
             variables as one `{?…}` expression, and no other query text"
                .to_owned(),
        ),
        Form::NotAPath => {
            return Diagnostic::in_literal(
                at,
                format!(
                    "`{ty}` has no OpenAPI description: its template does not begin with `/`, \
                     as OpenAPI's paths do"
                ),
                Some(
                    "write the template as an absolute path (`/…`), and a scheme and host as \
                     the document's server"
                        .to_owned(),
                ),
            );
        }
        Form::Repeated => (
            "a variable written a second time".to_owned(),
            "OpenAPI describes each parameter once: write each variable once".to_owned(),
        ),
    };
    Diagnostic::in_literal(
        at,
        format!(
            "`{ty}` has no OpenAPI description: its template's `{text}` is {what}, which \
             OpenAPI has no form for"
        ),
        Some(nearest),
    )
}
