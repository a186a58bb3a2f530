//! Template → places: where each variable is written (its operator, its
//! section, an authority or not), and what `to_uri` must check of a value
//! written there so that the link reads back (issue 63), as [`ReadBack`]:
//! the checks `uri-core`'s `read_back.rs` runs at run time, each named
//! here with the field and the variable it concerns. `refusals.rs` writes
//! them as code.

use uri_core::{Modifier, Operator, Part, UriTemplate};

use crate::derive::item::Field;
use crate::derive::shape::{Shape, never_dot_segment};

/// A template variable where it is written.
pub(crate) struct Variable<'t> {
    pub(crate) name: &'t str,
    /// Its byte index in the template.
    pub(crate) index: usize,
    pub(crate) modifier: Modifier,
    /// Whether a request may leave it out however the route is written: a
    /// query or fragment expression (clients send no fragment).
    pub(crate) absent: bool,
    /// The part of the URI it is in: the path, where reading refuses a
    /// value that climbs, an authority (a host or a userinfo), the query
    /// (after the template's first `?`, before its `#`) or the fragment.
    pub(crate) part: UriPart,
    /// Its expression's operator.
    pub(crate) operator: Operator,
    /// The byte index of its expression's `{`.
    pub(crate) expression: usize,
    /// Whether its expression holds other variables.
    pub(crate) among_others: bool,
}

/// The part of a URI a variable is written in, as `uri-core`'s `UriPart`
/// names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum UriPart {
    Authority,
    Path,
    Query,
    Fragment,
}

impl Variable<'_> {
    /// Whether it is in the path, where reading refuses a value that climbs.
    pub(crate) fn in_path(&self) -> bool {
        self.part == UriPart::Path
    }

    /// Whether its expansion is reserved (`{+path}`, `{#section}`).
    pub(crate) fn reserved(&self) -> bool {
        self.operator.allows_reserved()
    }

    /// Whether `,` separates it from the other variables of its expression,
    /// as it separates a list's members (`{x,y}`).
    pub(crate) fn shares_commas(&self) -> bool {
        self.among_others && self.operator.separator() == ","
    }
}

/// The template's variables, in the order written.
pub(crate) fn variables(template: UriTemplate<'_>) -> Vec<Variable<'_>> {
    let base = template.as_str().as_ptr() as usize;
    // A host or a userinfo is no path segment: `..` there climbs nowhere.
    let in_authority = uri_core::__private::authority_expressions(template);
    let mut found = Vec::new();
    let (mut in_path, mut in_query, mut in_fragment) = (true, false, false);
    for part in template.parts() {
        match part {
            Part::Literal(literal) => {
                in_path &= !literal.contains(['?', '#']);
                in_fragment |= literal.contains('#');
                in_query = !in_fragment && (in_query || literal.contains('?'));
            }
            Part::Expression(expression) => {
                let operator = expression.operator();
                let absent = matches!(
                    operator,
                    Operator::Query | Operator::QueryContinuation | Operator::Fragment
                );
                in_path &= !absent;
                in_fragment |= operator == Operator::Fragment;
                in_query = !in_fragment
                    && (in_query
                        || matches!(operator, Operator::Query | Operator::QueryContinuation));
                let at = expression.as_str().as_ptr() as usize - base;
                for spec in expression.variables() {
                    found.push(Variable {
                        name: spec.name(),
                        index: spec.name().as_ptr() as usize - base,
                        modifier: spec.modifier(),
                        absent,
                        part: if in_authority.contains(&at) {
                            UriPart::Authority
                        } else if in_path {
                            UriPart::Path
                        } else if in_query {
                            UriPart::Query
                        } else {
                            UriPart::Fragment
                        },
                        operator,
                        expression: at,
                        among_others: expression.var_count() > 1,
                    });
                }
            }
        }
    }
    found
}

/// Whether the field that holds `name` has a type whose values are never a
/// dot segment (a number, `bool`), so that nothing it writes is checked but
/// its length under a prefix modifier and its dots beside a label.
pub(crate) fn proven(fields: &[(&Field, Option<Shape>)], name: &str) -> bool {
    fields.iter().any(|(field, shape)| {
        field.variable() == name
            && shape
                .as_ref()
                .and_then(Shape::member)
                .is_some_and(never_dot_segment)
    })
}

/// A field's variable at one place, as a check names it.
pub(crate) struct Named {
    /// The field, by its place among the route's fields.
    pub(crate) field: usize,
    pub(crate) name: String,
    /// The variable's byte index in the template.
    pub(crate) index: usize,
}

/// A value `to_uri` checks on its own (`uri-core`'s `refused_value`), with
/// what the place says of it.
pub(crate) struct ValueCheck {
    pub(crate) variable: Named,
    pub(crate) part: UriPart,
    pub(crate) reserved: bool,
    /// The smallest prefix modifier of the place (0 for none).
    pub(crate) prefix: u16,
}

/// The variables of an expression without a first character (`{x}`,
/// `{+x}`), where a value written as nothing reads back undefined
/// (`empty_value`), each with whether its field may be undefined.
pub(crate) struct EmptyCheck {
    pub(crate) variables: Vec<(Named, bool)>,
}

/// A variable whose value ends at the last `.` of its run, and the
/// `{.label}` after it (`label_cut`).
pub(crate) struct LabelCheck {
    pub(crate) before: Named,
    pub(crate) label: Named,
    /// Whether the first is written by a reserved expansion, whose `/` ends
    /// the run the label is looked for in.
    pub(crate) reserved: bool,
}

/// Everything `to_uri` checks of a route's values before it writes them.
pub(crate) struct ReadBack {
    pub(crate) values: Vec<ValueCheck>,
    pub(crate) empties: Vec<EmptyCheck>,
    pub(crate) labels: Vec<LabelCheck>,
}

impl ReadBack {
    /// The checks of `template`, whose variables are `variables`, for
    /// `fields`.
    pub(crate) fn of(
        template: UriTemplate<'_>,
        variables: &[Variable<'_>],
        fields: &[(&Field, Option<Shape>)],
    ) -> Self {
        let named = |variable: &Variable<'_>| {
            let field = fields
                .iter()
                .position(|(field, _)| !field.skip && field.variable() == variable.name)?;
            Some(Named {
                field,
                name: variable.name.to_owned(),
                index: variable.index,
            })
        };
        let mut values = Vec::new();
        for variable in variables {
            let prefix = match variable.modifier {
                Modifier::Prefix(length) => length,
                Modifier::None | Modifier::Explode => 0,
            };
            // A number's text is checked only for its length.
            let checked =
                (variable.in_path() || variable.reserved()) && !proven(fields, variable.name);
            if let Some(named) = named(variable).filter(|_| checked || prefix > 0) {
                values.push(ValueCheck {
                    variable: named,
                    part: variable.part,
                    reserved: variable.reserved(),
                    prefix,
                });
            }
        }
        let may_be_undefined = |field: usize| {
            matches!(&fields[field].1, Some(Shape::Optional(member) | Shape::List(member))
                if !never_dot_segment(member))
        };
        let mut empties: Vec<EmptyCheck> = Vec::new();
        for variable in variables
            .iter()
            .filter(|variable| matches!(variable.operator, Operator::Simple | Operator::Reserved))
        {
            let Some(named) = named(variable) else {
                continue;
            };
            let undefined = may_be_undefined(named.field);
            match empties.last_mut() {
                Some(check)
                    if check.variables.first().is_some_and(|(first, _)| {
                        expression_of(variables, first) == Some(variable.expression)
                    }) =>
                {
                    check.variables.push((named, undefined));
                }
                _ => empties.push(EmptyCheck {
                    variables: vec![(named, undefined)],
                }),
            }
        }
        empties.retain(|check| check.variables.iter().any(|(_, undefined)| *undefined));
        let labels = uri_core::__private::label_pairs(template)
            .into_iter()
            .filter_map(|(before, label)| {
                let before = variables.iter().find(|variable| variable.index == before)?;
                let label = variables.iter().find(|variable| variable.index == label)?;
                Some(LabelCheck {
                    reserved: before.reserved(),
                    before: named(before)?,
                    label: named(label)?,
                })
            })
            .collect();
        Self {
            values,
            empties,
            labels,
        }
    }

    /// Whether there is nothing to check: `to_uri` cannot fail for them.
    pub(crate) fn is_empty(&self) -> bool {
        self.values.is_empty() && self.empties.is_empty() && self.labels.is_empty()
    }
}

/// The byte index of the expression that holds the variable `named` names.
fn expression_of(variables: &[Variable<'_>], named: &Named) -> Option<usize> {
    variables
        .iter()
        .find(|variable| variable.index == named.index)
        .map(|variable| variable.expression)
}
