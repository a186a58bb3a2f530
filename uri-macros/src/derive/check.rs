//! Item → checked routes: each template read with `uri-core`'s parser and
//! accepted by `matcher()`, each variable held by one field of a shape that
//! can hold it, the call `uri!` would make with the fields as arguments,
//! checked as `uri!` checks it, and what `to_uri` checks of the values
//! first (`places.rs`).

use std::ops::Range;

use proc_macro2::{Literal, Span, TokenStream};
use quote::quote_spanned;
use uri_core::__private::SafeKind;
use uri_core::{Modifier, Operator, UriTemplate};

use crate::arguments::check::{Checked, Refused, check};
use crate::derive::item::Field;
use crate::derive::places::{ReadBack, Variable, proven, variables};
use crate::derive::shape::{self, Shape};
use crate::diagnostic::expressions::{is_identifier, similar};
use crate::diagnostic::{Diagnostic, InLiteral, route};
use crate::kind::Kind;
use crate::literal::check::{string, template};
use crate::request::argument::Argument;

/// One template with the fields it reads and writes.
pub(crate) struct Route<'i> {
    /// The template's value.
    pub(crate) text: String,
    /// The grammar of its expansions: `Uri` with a scheme, else `UriRef`.
    pub(crate) kind: Kind,
    /// Each field, with its shape; skipped fields have none.
    pub(crate) fields: Vec<(&'i Field, Option<Shape>)>,
    /// How each field of type `SafePath` is read, by its variable's place
    /// (`safe_kind`); none for other types.
    pub(crate) safe_paths: Vec<Option<SafeKind>>,
    /// The `uri!` call with the fields as arguments.
    pub(crate) checked: Checked,
    /// What `to_uri` checks of the values before writing, so that the link
    /// reads back.
    pub(crate) read_back: ReadBack,
    /// The positional expressions whose variables `to_uri` checks for one
    /// left out before a defined one.
    pub(crate) order_checks: Vec<Vec<Ordered>>,
    /// Whether `to_uri` cannot fail: every expansion is of the grammar, no
    /// field whose value could be a whole dot segment has a type that allows
    /// one, and no value is checked.
    pub(crate) plain: bool,
    /// The item's lifetime, which `Cow<'a, str>` fields borrow the request
    /// text for.
    pub(crate) lifetime: Option<TokenStream>,
}

impl Route<'_> {
    /// The call that proves the member of field `field` a route field's
    /// type, at the field ([`shape::field_type`]); none for a map or a
    /// skipped field.
    pub(crate) fn field_type(&self, private: &TokenStream, field: usize) -> Option<TokenStream> {
        let (field_data, shape) = self.fields.get(field)?;
        let member = shape.as_ref()?.member()?;
        Some(shape::field_type(
            private,
            member,
            self.lifetime.as_ref(),
            self.safe_paths.get(field).copied().flatten(),
            field_data.ty_span,
        ))
    }
}

/// A variable of a positional expression of several (`{/year,month}`),
/// whose values reading gives to its first variables.
pub(crate) struct Ordered {
    /// The field, by its place among the route's fields.
    pub(crate) field: usize,
    pub(crate) name: String,
    /// The variable's byte index in the template.
    pub(crate) index: usize,
}

/// Checks `literal`, a template, against `fields` (of an item with
/// `lifetime`); `access` gives the tokens of a field's value, by reference,
/// where `to_uri` writes it.
pub(crate) fn route<'i>(
    literal: &Literal,
    fields: &'i [Field],
    lifetime: Option<&TokenStream>,
    access: impl Fn(usize) -> TokenStream,
    private: &TokenStream,
) -> Result<Route<'i>, Diagnostic> {
    let span = literal.span();
    let source = literal.to_string();
    let value = string(&source, Kind::UriRef, span)?;
    let parsed = template(&value, &source, span)?;
    let in_literal = |range: Range<usize>| value.in_literal(span, &source, range);
    if let Err(error) = parsed.matcher() {
        let at = in_literal(error.index()..error.index() + 1);
        return Err(route::ambiguous(at, &error));
    }
    let variables = variables(parsed);
    every_variable_held(&variables, fields, in_literal)?;
    one_field_per_variable(fields)?;
    renames_are_names(fields)?;
    let mut shaped = Vec::with_capacity(fields.len());
    let mut safe_paths = Vec::with_capacity(fields.len());
    let mut arguments = Vec::with_capacity(fields.len());
    for (i, field) in fields.iter().enumerate() {
        if field.skip {
            shaped.push((field, None));
            safe_paths.push(None);
            continue;
        }
        let name = field.variable();
        let written = written(&variables, field, &name)?;
        let shape = Shape::of(&field.ty);
        check_shape(&shape, &written, field.ty_span)?;
        let safe = safe_kind(&shape, written[0]);
        arguments.push(Argument {
            name: name.clone(),
            name_span: field.ident.span(),
            value: value_tokens((&shape, safe), &access(i), private, lifetime, field.ty_span),
            value_span: field.ty_span,
            literal: None,
        });
        shaped.push((field, Some(shape)));
        safe_paths.push(safe);
    }
    let text = value.value.clone();
    let kind = Kind::of_template(&text);
    let checked = match check(kind, literal, arguments) {
        Ok(checked) => checked,
        Err(refused) => {
            let Refused { diagnostic, .. } = *refused;
            return Err(diagnostic);
        }
    };
    let read_back = ReadBack::of(parsed, &variables, &shaped);
    let order_checks = order_checks(parsed, &variables, &shaped);
    let plain = checked.placement.proven.is_some()
        && read_back.is_empty()
        && order_checks.is_empty()
        && checked
            .placement
            .dot_sensitive
            .iter()
            .all(|name| proven(&shaped, name));
    Ok(Route {
        text,
        kind,
        fields: shaped,
        safe_paths,
        checked,
        read_back,
        order_checks,
        plain,
        lifetime: lifetime.cloned(),
    })
}

/// The places of the variable `name` that `field` holds, in the order
/// written; a field of no variable is an error at the field.
fn written<'v, 't>(
    variables: &'v [Variable<'t>],
    field: &Field,
    name: &str,
) -> Result<Vec<&'v Variable<'t>>, Diagnostic> {
    let written: Vec<&Variable<'_>> = variables.iter().filter(|v| v.name == name).collect();
    if written.is_empty() {
        let names = variables.iter().map(|variable| variable.name);
        return Err(route::no_variable(
            field.ident.span(),
            &field.ident.to_string(),
            name,
            names,
        ));
    }
    Ok(written)
}

/// The groups of variables whose values reading gives to the first of them
/// (an expression of several unnamed variables, `{/year,month}`, or a run
/// of labels, `{.a}{.b}`) where a variable before the last may be undefined
/// (its field an `Option` or a list): `to_uri` refuses one left out before a
/// defined one, whose value reading would give it.
fn order_checks(
    template: UriTemplate<'_>,
    variables: &[Variable<'_>],
    fields: &[(&Field, Option<Shape>)],
) -> Vec<Vec<Ordered>> {
    let may_be_undefined =
        |field: usize| matches!(fields[field].1, Some(Shape::Optional(_) | Shape::List(_)));
    let mut checks = Vec::new();
    for group in uri_core::__private::positional_groups(template) {
        let ordered: Vec<Ordered> = group
            .into_iter()
            .filter_map(|index| {
                let name = variables
                    .iter()
                    .find(|variable| variable.index == index)?
                    .name;
                let field = fields
                    .iter()
                    .position(|(field, _)| !field.skip && field.variable() == name)?;
                Some(Ordered {
                    field,
                    name: name.to_owned(),
                    index,
                })
            })
            .collect();
        let before_last = &ordered[..ordered.len().saturating_sub(1)];
        if before_last
            .iter()
            .any(|variable| may_be_undefined(variable.field))
        {
            checks.push(ordered);
        }
    }
    checks
}

/// One field per variable: a second would be read the same and lost when
/// written.
fn one_field_per_variable(fields: &[Field]) -> Result<(), Diagnostic> {
    for (i, field) in fields.iter().enumerate().filter(|(_, field)| !field.skip) {
        let name = field.variable();
        if let Some(first) = fields[..i]
            .iter()
            .find(|earlier| !earlier.skip && earlier.variable() == name)
        {
            let span = field
                .rename
                .as_ref()
                .map_or(field.ident.span(), |(_, at)| *at);
            return Err(route::two_fields(
                span,
                &name,
                &first.ident.to_string(),
                &field.ident.to_string(),
            ));
        }
    }
    Ok(())
}

/// Each `rename` names a variable a template can have.
fn renames_are_names(fields: &[Field]) -> Result<(), Diagnostic> {
    for (renamed, at) in fields.iter().filter_map(|field| field.rename.as_ref()) {
        if !is_variable_name(renamed) {
            return Err(route::rename_not_a_name(*at, renamed));
        }
    }
    Ok(())
}

/// Whether `name` is a template variable's name (RFC 6570 §2.3: letters,
/// digits, `_` and `%XX`, with single `.`s between them), which one
/// expression of it alone reads back as itself.
fn is_variable_name(name: &str) -> bool {
    let expression = format!("{{{name}}}");
    UriTemplate::parse(&expression).is_ok_and(|template| {
        let mut names = template.variables();
        names
            .next()
            .is_some_and(|spec| spec.name() == name && spec.modifier() == Modifier::None)
            && names.next().is_none()
    })
}

/// Checks a nested variant's prefix: literal path text, no expression.
pub(crate) fn prefix(literal: &Literal) -> Result<String, Diagnostic> {
    let span = literal.span();
    let source = literal.to_string();
    let value = string(&source, Kind::UriRef, span)?;
    template(&value, &source, span)?;
    let text = &value.value;
    let bad = text
        .find(['{', '?', '#', ':'])
        .or_else(|| (!text.is_empty() && !text.starts_with('/')).then_some(0));
    if let Some(at) = bad {
        return Err(route::nested_prefix(value.in_literal(
            span,
            &source,
            at..at + 1,
        )));
    }
    if text.ends_with('/') {
        let at = text.len() - 1;
        return Err(route::nested_prefix_slash(
            value.in_literal(span, &source, at..at + 1),
            text == "/",
        ));
    }
    Ok(text.clone())
}

/// Every variable of the template is held by a field; the first that is
/// not is reported at its place in the literal (`in_literal`), with the
/// field it may have meant.
fn every_variable_held<'s>(
    variables: &[Variable<'_>],
    fields: &[Field],
    in_literal: impl Fn(Range<usize>) -> InLiteral<'s>,
) -> Result<(), Diagnostic> {
    for (i, variable) in variables.iter().enumerate() {
        let first = !variables[..i]
            .iter()
            .any(|earlier| earlier.name == variable.name);
        let held = fields
            .iter()
            .any(|field| !field.skip && field.variable() == variable.name);
        if first && !held {
            let at = in_literal(variable.index..variable.index + variable.name.len());
            // A field of the variable's name that reads another variable, or
            // none: the help says so rather than ask for the field.
            let namesake = fields.iter().find(|field| field.name() == variable.name);
            // A field that holds no variable, with a name close to this
            // one's: a likely typo, on one side or the other.
            let unheld = fields
                .iter()
                .filter(|field| !field.skip)
                .map(Field::variable);
            let unheld: Vec<String> = unheld
                .filter(|name| variables.iter().all(|variable| variable.name != name))
                .collect();
            let close = similar(variable.name, unheld.iter().map(String::as_str));
            let namesake = match (namesake, close) {
                (None, Some(close)) => route::Namesake::Close(close),
                (None, None) => route::Namesake::Absent,
                (Some(field), _) if field.skip => route::Namesake::Skipped,
                (Some(field), _) => field
                    .rename
                    .as_ref()
                    .map_or(route::Namesake::Absent, |(renamed, _)| {
                        route::Namesake::Renamed(renamed)
                    }),
            };
            return Err(route::no_field(
                at,
                variable.name,
                is_identifier(variable.name),
                namesake,
            ));
        }
    }
    Ok(())
}

/// How a field of `shape` whose member is a `SafePath` reads its variable,
/// as `variable` (its first place) writes it: one segment a member of a
/// `{/path*}` in a field of one path, a reserved path value (`{+rest}`)
/// cut at its raw `/`s, any other path value one segment (`{name}`, whose
/// `/` is `%2F`), and a value outside the path as path text. `None` for a
/// member of another type.
fn safe_kind(shape: &Shape, variable: &Variable<'_>) -> Option<SafeKind> {
    if !shape.member().is_some_and(shape::is_safe_path) {
        return None;
    }
    Some(match shape {
        Shape::One(_) if variable.modifier == Modifier::Explode => SafeKind::Members,
        _ if !variable.in_path() => SafeKind::Text,
        _ if variable.reserved() => SafeKind::Rest,
        _ => SafeKind::Segment,
    })
}

/// Whether a field of `shape` can hold its variable as `written`.
fn check_shape(shape: &Shape, written: &[&Variable<'_>], span: Span) -> Result<(), Diagnostic> {
    if matches!(shape, Shape::Map) {
        return Err(route::map_field(span));
    }
    for variable in written {
        match (shape, variable.modifier) {
            // A `{/path*}` list is one path's segments.
            (Shape::One(member), Modifier::Explode)
                if shape::is_safe_path(member) && variable.operator == Operator::PathSegment => {}
            (Shape::One(_) | Shape::Optional(_), Modifier::Explode) => {
                let optional_list = match shape {
                    Shape::Optional(member) => {
                        let member: Vec<_> = member.clone().into_iter().collect();
                        matches!(Shape::of(&member), Shape::List(_))
                    }
                    _ => false,
                };
                return Err(route::explode_needs_list(
                    span,
                    variable.name,
                    optional_list,
                ));
            }
            (Shape::List(_), Modifier::Prefix(_)) => {
                return Err(route::prefix_on_list(span, variable.name));
            }
            (Shape::One(_), _) if variable.absent => {
                return Err(route::query_needs_option(span, variable.name));
            }
            (Shape::List(_), _) if variable.shares_commas() => {
                return Err(route::list_among_variables(span, variable.name));
            }
            _ => {}
        }
    }
    Ok(())
}

/// The value `to_uri` passes for a field of `shape` whose value, by
/// reference, is `access`: through its `Display`, an `Option` and a list
/// member by member.
fn value_tokens(
    (shape, safe): (&Shape, Option<SafeKind>),
    access: &TokenStream,
    private: &TokenStream,
    lifetime: Option<&TokenStream>,
    span: Span,
) -> TokenStream {
    if safe == Some(SafeKind::Members) {
        // A `{/path*}` list: the path's segments, one member each.
        return quote_spanned!(span=> #private::SafeSegments::new(#access));
    }
    let field_type =
        |member: &TokenStream| shape::field_type(private, member, lifetime, safe, span);
    let displayed = |member: &TokenStream| {
        let field_type = field_type(member);
        quote_spanned!(span=>
            |member| #private::Displayed::new(member, #field_type)
        )
    };
    match shape {
        Shape::Optional(member) => {
            let displayed = displayed(member);
            quote_spanned!(span=>
                #private::Option::map(#private::Option::as_ref(#access), #displayed)
            )
        }
        Shape::List(member) => {
            let displayed = displayed(member);
            quote_spanned!(span=>
                #private::Iterator::collect::<#private::Vec<_>>(#private::Iterator::map(
                    #private::IntoIterator::into_iter(#access),
                    #displayed,
                ))
            )
        }
        Shape::One(member) => {
            let field_type = field_type(member);
            quote_spanned!(span=> #private::Displayed::new(#access, #field_type))
        }
        // Refused by `check_shape` before any value is written.
        Shape::Map => access.clone(),
    }
}
