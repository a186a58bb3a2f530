//! Template → plan: the checks of [`UriTemplate::matcher`] and the steps that
//! matching then follows, worked out once per template.
//!
//! A plan cuts the template in up to three sections, as a URI is cut: the
//! head (everything before the query), the query (from the first `{?…}` or
//! literal `?`) and the fragment (from the first `{#…}` or literal `#`). A
//! text is cut the same way before anything is matched: its head ends at its
//! first `?` or `#` (a path holds neither unencoded), its query at the next
//! `#`. Each section is then matched on its own, so an expression at the end
//! of one (`{+path}` before `{?ref}`) ends where the section does.
//!
//! A query section of `{?…}` and `{&…}` expressions, and of literal pairs after
//! a literal `?`, is a [`QuerySet`]: matched as a set of pairs, in any order.
//! Any other query section (`?q={q}`) is matched in order, like the head.
//!
//! Within an ordered section, each expression must end where the next part
//! begins (the rules of [`AmbiguityErrorKind`] say when it cannot). Its values hold only
//! the characters its operator passes (unreserved and `%XX`, reserved ones
//! too for `+` and `#`), so it ends at the first character that cannot be in
//! them, except:
//! - the section's last expression, followed by literals only, ends where
//!   that literal suffix begins (`/{id}.json`, `{/path*}/edit`);
//! - an expression of one variable followed by a `{.label}` of one variable
//!   ends at the last `.` of its run after the run's last `/`
//!   (`/users/{id}{.format}` reads `a.b.json` as `a.b` and `json`), and the
//!   label is undefined where there is no such `.`; a label between an
//!   expression and another label (`{a}{.b}{.c}`) is refused, as the rule
//!   can end only one of the two at that `.`.

use alloc::vec::Vec;

use crate::bytes::offset::offset_in;
use crate::matching::ambiguity::{AmbiguityError, AmbiguityErrorKind};
use crate::matching::plan::byte_set::{ByteSet, contains, first_byte, value_set};
use crate::matching::plan::literal::encoded_len;
use crate::template::operator::Operator;
use crate::template::uri_template::{Modifier, Part, UriTemplate, VarSpec};

/// How an expression finds where its text ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum End {
    /// At the first character its values cannot hold.
    Run,
    /// At the last `.` of its run after the run's last `/`: it comes before
    /// a `{.label}`.
    BeforeLabel,
}

/// An expression, with what matching needs of it.
#[derive(Clone, Debug)]
pub(crate) struct Expr<'t> {
    pub(crate) operator: Operator,
    /// The byte index of its `{` in the template.
    pub(crate) at: usize,
    pub(crate) values: ByteSet,
    pub(crate) separator: u8,
    pub(crate) specs: Vec<VarSpec<'t>>,
    pub(crate) end: End,
}

#[derive(Clone, Debug)]
pub(crate) enum Step<'t> {
    Literal(&'t str),
    Expression(Expr<'t>),
}

/// A section matched in order.
#[derive(Clone, Debug, Default)]
pub(crate) struct Section<'t> {
    pub(crate) steps: Vec<Step<'t>>,
    /// Where the last expression is in `steps`, when it ends where the
    /// literal suffix begins rather than at the end of its run.
    pub(crate) last: Option<usize>,
    /// The length, as expansion writes it, of the literals after it.
    pub(crate) suffix_len: usize,
}

/// A query section matched as a set of pairs.
#[derive(Clone, Debug)]
pub(crate) struct QuerySet<'t> {
    /// The section's template text (to tell the text's other pairs later).
    pub(crate) text: &'t str,
    /// Whether the template writes the `?` itself, so that it is required.
    pub(crate) literal_start: bool,
    /// The variables of its expressions, with the index of their expression.
    pub(crate) vars: Vec<(VarSpec<'t>, usize)>,
    /// Its literal pairs (`x=1` of `?x=1{&a}`), which the text must hold,
    /// with their index in the template.
    pub(crate) pairs: Vec<(&'t str, usize)>,
}

#[derive(Clone, Debug)]
pub(crate) enum Query<'t> {
    None,
    Set(QuerySet<'t>),
    Ordered(Section<'t>),
}

/// A template checked for matching, cut into sections.
#[derive(Clone, Debug)]
pub(crate) struct Plan<'t> {
    pub(crate) template: UriTemplate<'t>,
    pub(crate) head: Section<'t>,
    pub(crate) query: Query<'t>,
    pub(crate) fragment: Option<Section<'t>>,
    /// The names the template gives more than once, whose values are compared.
    pub(crate) repeated: Vec<&'t str>,
}

impl<'t> Plan<'t> {
    /// Checks `template` and works out its plan.
    pub(crate) fn new(template: UriTemplate<'t>) -> Result<Self, AmbiguityError> {
        let [head, query, fragment] = sections(template);
        for parts in [&head, &query, &fragment] {
            if let Some(index) = explode_shares_name(template, parts) {
                return Err(AmbiguityError {
                    index,
                    kind: AmbiguityErrorKind::Explode,
                });
            }
        }
        let query = if query.is_empty() {
            Query::None
        } else if let Some(set) = query_set(template, &query) {
            Query::Set(set)
        } else {
            Query::Ordered(section(template, &query)?)
        };
        let fragment = if fragment.is_empty() {
            None
        } else {
            Some(section(template, &fragment)?)
        };
        let mut names: Vec<&'t str> = Vec::new();
        let mut repeated = Vec::new();
        for spec in template.variables() {
            if names.contains(&spec.name()) {
                if !repeated.contains(&spec.name()) {
                    repeated.push(spec.name());
                }
            } else {
                names.push(spec.name());
            }
        }
        Ok(Self {
            template,
            head: section(template, &head)?,
            query,
            fragment,
            repeated,
        })
    }
}

/// The parts of the head, query and fragment sections, literals cut at the
/// `?` and `#` that begin a section.
fn sections(template: UriTemplate<'_>) -> [Vec<Part<'_>>; 3] {
    let mut sections = [Vec::new(), Vec::new(), Vec::new()];
    let mut current = 0;
    for part in template.parts() {
        match part {
            Part::Expression(expression) => {
                match expression.operator() {
                    Operator::Query if current == 0 => current = 1,
                    Operator::Fragment => current = 2,
                    _ => {}
                }
                sections[current].push(part);
            }
            Part::Literal(mut text) => loop {
                let cut = match current {
                    0 => text.find(['?', '#']),
                    1 => text.find('#'),
                    _ => None,
                };
                let Some(cut) = cut else {
                    sections[current].push(Part::Literal(text));
                    break;
                };
                if cut > 0 {
                    sections[current].push(Part::Literal(&text[..cut]));
                }
                // The delimiter begins the next section's literal.
                current = if text.as_bytes()[cut] == b'?' { 1 } else { 2 };
                text = &text[cut..];
            },
        }
    }
    sections
}

/// The query section as a set of pairs, if it is one: `{?…}` or a literal
/// `?` first, then only `{&…}` expressions and, after a literal `?`, literal
/// pairs. (After `{?…}` a literal pair would lose its `?` whenever the
/// expression's variables are undefined, so the section is then read in order.)
fn query_set<'t>(template: UriTemplate<'t>, parts: &[Part<'t>]) -> Option<QuerySet<'t>> {
    let start = match parts.first()? {
        Part::Expression(expression) => expression.as_str(),
        Part::Literal(text) => text,
    };
    let from = offset_in(template.as_str(), start);
    let literal_start = matches!(parts[0], Part::Literal(_));
    let mut set = QuerySet {
        text: &template.as_str()[from..],
        literal_start,
        vars: Vec::new(),
        pairs: Vec::new(),
    };
    for (index, part) in parts.iter().enumerate() {
        match part {
            Part::Expression(expression) => {
                let operator = expression.operator();
                let allowed = operator == Operator::QueryContinuation
                    || (index == 0 && operator == Operator::Query);
                if !allowed {
                    return None;
                }
                let at = offset_in(template.as_str(), expression.as_str());
                set.vars
                    .extend(expression.variables().map(|spec| (spec, at)));
            }
            Part::Literal(text) => {
                let pairs = if index == 0 {
                    &text[1..]
                } else if literal_start && text.starts_with('&') {
                    text
                } else {
                    return None;
                };
                let base = offset_in(template.as_str(), pairs);
                let mut offset = 0;
                for pair in pairs.split('&') {
                    if !pair.is_empty() {
                        set.pairs.push((pair, base + offset));
                    }
                    offset += pair.len() + 1;
                }
            }
        }
    }
    Some(set)
}

/// The index of an expression whose named, exploded variable shares its name
/// with another variable of the section (`{?page*,page}`, `{?tag*}{&tag}`):
/// which of the pairs of that name are the list's cannot be told.
fn explode_shares_name(template: UriTemplate<'_>, parts: &[Part<'_>]) -> Option<usize> {
    let mut seen: Vec<(&str, bool)> = Vec::new();
    for part in parts {
        let Part::Expression(expression) = part else {
            continue;
        };
        if !expression.operator().is_named() {
            continue;
        }
        for spec in expression.variables() {
            let exploded = spec.modifier() == Modifier::Explode;
            if seen
                .iter()
                .any(|&(name, other)| name == spec.name() && (exploded || other))
            {
                return Some(offset_in(template.as_str(), expression.as_str()));
            }
            seen.push((spec.name(), exploded));
        }
    }
    None
}

/// Checks an ordered section by the rules of [`AmbiguityErrorKind`] and works out its steps.
fn section<'t>(
    template: UriTemplate<'t>,
    parts: &[Part<'t>],
) -> Result<Section<'t>, AmbiguityError> {
    let last = parts
        .iter()
        .rposition(|part| matches!(part, Part::Expression(_)));
    let suffix_len = last.map_or(0, |last| {
        parts[last + 1..]
            .iter()
            .map(|part| match part {
                Part::Literal(literal) => encoded_len(literal),
                Part::Expression(_) => 0,
            })
            .sum()
    });
    let mut planned = Vec::with_capacity(parts.len());
    // The values of an expression whose run goes on through the label after it.
    let mut carried: ByteSet = 0;
    let mut run_to_suffix = true;
    for (index, part) in parts.iter().enumerate() {
        let expression = match part {
            Part::Literal(text) => {
                planned.push(Step::Literal(text));
                continue;
            }
            Part::Expression(expression) => *expression,
        };
        let at = offset_in(template.as_str(), expression.as_str());
        let fail = |kind| Err(AmbiguityError { index: at, kind });
        let operator = expression.operator();
        let count = expression.var_count();
        let specs: Vec<VarSpec<'t>> = expression.variables().collect();
        let values = value_set(operator, count);
        let separator = operator.separator().as_bytes()[0];
        let exploded = specs
            .iter()
            .any(|spec| spec.modifier() == Modifier::Explode);
        if exploded && !operator.is_named() {
            if count > 1 {
                return fail(AmbiguityErrorKind::Explode);
            }
            if operator == Operator::Label {
                return fail(AmbiguityErrorKind::SeparatorInValues);
            }
        }
        if count > 1 && contains(values, separator) {
            return fail(AmbiguityErrorKind::SeparatorInValues);
        }
        // `{a}{.b}{.c}`: the expression before `{.b}` and `{.b}` itself would
        // both end at the last `.` of the one run; the rule can end only one.
        let label_follows = matches!(parts.get(index + 1), Some(Part::Expression(next))
            if next.operator() == Operator::Label);
        let after_expression = index > 0 && matches!(parts[index - 1], Part::Expression(_));
        if operator == Operator::Label && label_follows && after_expression {
            return fail(AmbiguityErrorKind::NoBoundary);
        }
        let before_label = count == 1
            && !exploded
            && !operator.is_named()
            && matches!(parts.get(index + 1), Some(Part::Expression(next))
                if next.operator() == Operator::Label
                    && next.var_count() == 1
                    && next.variables().all(|spec| spec.modifier() != Modifier::Explode));
        let end = if before_label {
            End::BeforeLabel
        } else {
            End::Run
        };
        let mut stops = values | core::mem::take(&mut carried);
        if before_label {
            // Checked with the label, whose end is this run's end.
            carried = stops;
        } else if Some(index) != last || suffix_len > 0 {
            // The separator goes on to another variable or member, so the
            // expression does not end there (`{?tag*}&x` reads `&x` as a pair).
            if count > 1 || exploded {
                stops |= 1 << separator;
            }
            // Expanded to nothing, it must not be read as present.
            if let Some(byte) = first_byte(operator) {
                stops |= 1 << byte;
            }
            // `;name` may stand without `=`: an `=` after it must be its own.
            if operator.is_named() && operator.if_empty().is_empty() {
                stops |= 1 << b'=';
            }
            if first_after(parts, index) & stops != 0 {
                if Some(index) != last {
                    return fail(AmbiguityErrorKind::NoBoundary);
                }
            } else if Some(index) == last {
                // Its run ends where the suffix begins anyway: matched as a
                // run, a text that leaves the suffix fails where it does.
                run_to_suffix = false;
            }
        }
        planned.push(Step::Expression(Expr {
            operator,
            at,
            values,
            separator,
            specs,
            end,
        }));
    }
    Ok(Section {
        steps: planned,
        last: last.filter(|_| run_to_suffix),
        suffix_len,
    })
}

/// The bytes that may begin what comes after part `index` of a section (its
/// end is no byte: the section's end is found before it is matched).
fn first_after(parts: &[Part<'_>], index: usize) -> ByteSet {
    let mut set = 0;
    for part in &parts[index + 1..] {
        match part {
            Part::Literal(text) => {
                let byte = text.as_bytes()[0];
                // A non-ASCII literal expands to its `%XX` escapes.
                return set | 1 << if byte < 128 { byte } else { b'%' };
            }
            Part::Expression(expression) => {
                let operator = expression.operator();
                match first_byte(operator) {
                    Some(byte) => set |= 1 << byte,
                    None => set |= value_set(operator, expression.var_count()),
                }
            }
        }
    }
    set
}
