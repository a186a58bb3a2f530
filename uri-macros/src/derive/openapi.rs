//! Template → OpenAPI (feature `utoipa`): the path in OpenAPI's form and
//! one parameter per variable, with the style OpenAPI 3.1's Appendix C
//! gives its operator, or the first form of the template that OpenAPI
//! cannot express.
//!
//! | template | OpenAPI path | parameters |
//! |---|---|---|
//! | `/users/{id}` | `/users/{id}` | `id`: simple |
//! | `/a/{x,y}` | `/a/{x},{y}` | each simple |
//! | `/u/{id}{.format}` | `/u/{id}{format}` | `format`: label |
//! | `/map{;lat,long}` | `/map{lat}{long}` | each matrix |
//! | `/s{?q,tags*}` | `/s` | each form, in the query |
//!
//! `*` is `explode: true`. Every other form has no equivalent: `{/x}` and
//! `{/x*}` (a `/` written only with a value, any number of segments), `{+x}`
//! in the path (its value may span segments; OpenAPI's `allowReserved` is
//! for the query alone, where a template writes `{+x}` only after literal
//! query text), `{#x}` and a literal fragment, `{&x}`, `{x:3}`, literal
//! query text or a second `{?…}` (a route reads them in their written
//! order, each present; OpenAPI's query parameters come in any order, each
//! optional), a template that does not begin with `/`, and a variable
//! written twice (OpenAPI describes a parameter once).

use std::ops::Range;

use uri_core::{Modifier, Operator, Part, UriTemplate};

use crate::diagnostic::openapi::Form;

/// The style of a parameter: its expression's operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Style {
    Simple,
    Label,
    Matrix,
    Form,
}

/// A variable as an OpenAPI parameter.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Parameter {
    pub(crate) name: String,
    pub(crate) style: Style,
    pub(crate) explode: bool,
}

/// A template OpenAPI can express.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Described {
    /// The path in OpenAPI's form.
    pub(crate) path: String,
    /// In the order the template writes them.
    pub(crate) parameters: Vec<Parameter>,
}

/// The first form of a template that OpenAPI cannot express.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Unexpressed {
    pub(crate) form: Form,
    /// The bytes of the template it is.
    pub(crate) range: Range<usize>,
    /// The variables of its expression.
    pub(crate) names: Vec<String>,
}

/// What OpenAPI makes of `template`.
pub(crate) fn describe(template: UriTemplate<'_>) -> Result<Described, Unexpressed> {
    let text = template.as_str();
    let base = text.as_ptr() as usize;
    let at = |part: &str| part.as_ptr() as usize - base;
    let mut described = Described {
        path: String::new(),
        parameters: Vec::new(),
    };
    // Whether the `{?…}` expression has been read: nothing may follow it.
    let mut in_query = false;
    for (i, part) in template.parts().enumerate() {
        match part {
            Part::Literal(literal) => {
                let start = at(literal);
                if let Some((form, range)) = literal_form(literal, i == 0, in_query) {
                    let range = start + range.start..start + range.end;
                    return Err(Unexpressed {
                        form,
                        range,
                        names: Vec::new(),
                    });
                }
                described.path.push_str(literal);
            }
            Part::Expression(expression) => {
                let start = at(expression.as_str());
                let list = expression
                    .variables()
                    .any(|v| v.modifier() == Modifier::Explode);
                let style =
                    style(expression.operator(), list, i == 0, in_query).map_err(|form| {
                        Unexpressed {
                            form,
                            range: start..start + expression.as_str().len(),
                            names: expression
                                .variables()
                                .map(|v| v.name().to_owned())
                                .collect(),
                        }
                    })?;
                in_query |= style == Style::Form;
                for (n, spec) in expression.variables().enumerate() {
                    let name = spec.name();
                    let name_at = at(name);
                    let refuse = |form, end| Unexpressed {
                        form,
                        range: name_at..end,
                        names: vec![name.to_owned()],
                    };
                    if let Modifier::Prefix(_) = spec.modifier() {
                        let end = text[name_at..]
                            .find([',', '}'])
                            .map_or(text.len(), |end| name_at + end);
                        return Err(refuse(Form::Prefix, end));
                    }
                    if described.parameters.iter().any(|p| p.name == name) {
                        return Err(refuse(Form::Repeated, name_at + name.len()));
                    }
                    if style != Style::Form {
                        // `{x,y}` writes a `,` between its values.
                        if n > 0 && style == Style::Simple {
                            described.path.push(',');
                        }
                        described.path.push('{');
                        described.path.push_str(name);
                        described.path.push('}');
                    }
                    described.parameters.push(Parameter {
                        name: name.to_owned(),
                        style,
                        explode: spec.modifier() == Modifier::Explode,
                    });
                }
            }
        }
    }
    if !described.path.starts_with('/') {
        // The empty template.
        return Err(Unexpressed {
            form: Form::NotAPath,
            range: 0..0,
            names: Vec::new(),
        });
    }
    Ok(described)
}

/// The form of a literal part OpenAPI has none for, and where in it: one
/// that does not begin a path (the `first` part), a fragment, query text
/// (after the `{?…}` expression: `in_query`).
fn literal_form(literal: &str, first: bool, in_query: bool) -> Option<(Form, Range<usize>)> {
    if first && (!literal.starts_with('/') || literal.starts_with("//")) {
        return Some((Form::NotAPath, 0..1));
    }
    let found = if in_query {
        0
    } else {
        literal.find(['?', '#'])?
    };
    let form = if literal[found..].starts_with('#') {
        Form::Fragment
    } else {
        Form::Query
    };
    Some((form, found..literal.len()))
}

/// The style of an expression of `operator` (of an exploded variable:
/// `list`), the `first` part of its template or one after the `{?…}`
/// expression (`in_query`), or the form OpenAPI has none for.
fn style(operator: Operator, list: bool, first: bool, in_query: bool) -> Result<Style, Form> {
    match operator {
        Operator::PathSegment if list => Err(Form::PathList),
        Operator::PathSegment => Err(Form::PathSegment),
        Operator::Fragment => Err(Form::Fragment),
        Operator::QueryContinuation => Err(Form::QueryContinuation),
        _ if in_query => Err(Form::Query),
        _ if first => Err(Form::NotAPath),
        Operator::Reserved => Err(Form::ReservedPath),
        Operator::Query => Ok(Style::Form),
        Operator::Simple => Ok(Style::Simple),
        Operator::Label => Ok(Style::Label),
        Operator::PathParameter => Ok(Style::Matrix),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn described(text: &str) -> (String, Vec<(String, Style, bool)>) {
        let described = describe(UriTemplate::parse(text).unwrap()).unwrap();
        let parameters = described
            .parameters
            .into_iter()
            .map(|p| (p.name, p.style, p.explode))
            .collect();
        (described.path, parameters)
    }

    fn refused(text: &str) -> (Form, &str) {
        let refused = describe(UriTemplate::parse(text).unwrap()).unwrap_err();
        (refused.form, &text[refused.range])
    }

    #[test]
    fn each_operator_openapi_has_becomes_its_style() {
        let p = |name: &str, style, explode| (name.to_owned(), style, explode);
        assert_eq!(described("/"), ("/".to_owned(), vec![]));
        assert_eq!(
            described("/repos/{owner}/{repo}/issues{?state,labels*}"),
            (
                "/repos/{owner}/{repo}/issues".to_owned(),
                vec![
                    p("owner", Style::Simple, false),
                    p("repo", Style::Simple, false),
                    p("state", Style::Form, false),
                    p("labels", Style::Form, true),
                ]
            )
        );
        assert_eq!(
            described("/a/{x,y*}"),
            (
                "/a/{x},{y}".to_owned(),
                vec![p("x", Style::Simple, false), p("y", Style::Simple, true)]
            )
        );
        assert_eq!(
            described("/u/{id}{.format,v*}"),
            (
                "/u/{id}{format}{v}".to_owned(),
                vec![
                    p("id", Style::Simple, false),
                    p("format", Style::Label, false),
                    p("v", Style::Label, true)
                ]
            )
        );
        assert_eq!(
            described("/map{;lat,long*}/x"),
            (
                "/map{lat}{long}/x".to_owned(),
                vec![
                    p("lat", Style::Matrix, false),
                    p("long", Style::Matrix, true)
                ]
            )
        );
        assert_eq!(
            described("/caf%C3%A9/{user.id}"),
            (
                "/caf%C3%A9/{user.id}".to_owned(),
                vec![p("user.id", Style::Simple, false)]
            )
        );
    }

    #[test]
    fn every_other_form_is_refused_at_its_place() {
        assert_eq!(refused("/files{/path*}"), (Form::PathList, "{/path*}"));
        assert_eq!(refused("/a{/x,y}"), (Form::PathSegment, "{/x,y}"));
        assert_eq!(refused("{/path*}"), (Form::PathList, "{/path*}"));
        assert_eq!(refused("/a{#s}"), (Form::Fragment, "{#s}"));
        assert_eq!(refused("/a#top"), (Form::Fragment, "#top"));
        assert_eq!(refused("/a{?q}#top"), (Form::Fragment, "#top"));
        assert_eq!(refused("/a{?q}{&r}"), (Form::QueryContinuation, "{&r}"));
        assert_eq!(refused("/a/{id:3}/b"), (Form::Prefix, "id:3"));
        assert_eq!(refused("/a{?x,id:3}"), (Form::Prefix, "id:3"));
        assert_eq!(refused("/files/{+path}"), (Form::ReservedPath, "{+path}"));
        assert_eq!(refused("/a?q={q}"), (Form::Query, "?q="));
        assert_eq!(refused("/a?fixed=1{&q}"), (Form::Query, "?fixed=1"));
        assert_eq!(refused("/a{?q}{?r}"), (Form::Query, "{?r}"));
        assert_eq!(refused("/a{?q}x"), (Form::Query, "x"));
        assert_eq!(refused("https://{host}/a"), (Form::NotAPath, "h"));
        assert_eq!(refused("//{host}/a"), (Form::NotAPath, "/"));
        assert_eq!(refused("items/{id}"), (Form::NotAPath, "i"));
        assert_eq!(refused("{id}/a"), (Form::NotAPath, "{id}"));
        assert_eq!(refused("{+base}/a"), (Form::NotAPath, "{+base}"));
        assert_eq!(refused("{?q}"), (Form::NotAPath, "{?q}"));
        assert_eq!(refused(""), (Form::NotAPath, ""));
        assert_eq!(refused("/{x}/{x}"), (Form::Repeated, "x"));
        assert_eq!(refused("/{x}{?x}"), (Form::Repeated, "x"));
    }

    #[test]
    fn the_first_form_is_the_one_reported() {
        assert_eq!(refused("/a{/x}{#y}"), (Form::PathSegment, "{/x}"));
        assert_eq!(refused("/a/{x:2}{/y}"), (Form::Prefix, "x:2"));
    }
}
