//! Template → plan: the checks of [`UriTemplate::matcher`] and the steps that
//! matching then follows, worked out once per template (the rules themselves
//! are stated once, in `matcher.rs`).
//!
//! A plan cuts the template in up to three sections, as a URI is cut: the
//! head (everything before the query), the query (from the first `{?…}` or
//! literal `?`) and the fragment (from the first `{#…}` or literal `#`). A
//! text is cut the same way before anything is matched: its head ends at its
//! first `?` or `#`, its query at the next `#` (a later one only where a
//! reserved expansion may have written them and the first cut does not
//! match: `reader.rs`). Each section is then matched on its own, so an
//! expression at the end of one (`{+path}` before `{?ref}`) ends where the
//! section does.
//!
//! A query section of `{?…}` and `{&…}` expressions, and of literal pairs after
//! a literal `?`, is a [`QuerySet`]: matched as a set of pairs, in any order.
//! Any other query section (`?q={q}`) is matched in order, like the head; a
//! value in it that expansion never writes with a raw `&` stops at one, and
//! where the section has matched at a `&`, what follows is extra pairs.
//!
//! Within an ordered section each expression must end where the next part
//! begins. Its expansion's values hold only the characters its operator
//! passes ([`ExprStep::values`]); what may follow it must not (the checks of
//! [`AmbiguityErrorKind`]). Reading a text is wider than that: a value runs to
//! the first byte of [`ExprStep::stops`] (what may follow it, its separator, `/` in
//! a path, and what no request holds), so a client's raw `(`, `:` or `@`
//! stays in the value, while every expansion still reads back. Three
//! expressions end otherwise:
//! - the section's last expression, followed by literals only, ends where
//!   that literal suffix begins (`/{id}.json`, `{/path*}/edit`);
//! - a path expression that never writes `/` followed by literal text that
//!   holds one ends where that text's part before its `/` begins, found back
//!   from the text's next `/` (`{id}.json/{rev}`: the value is in its own
//!   segment);
//! - an expression of one variable followed by a `{.label}` of one variable
//!   ends at the last `.` of its run after the run's last `/`
//!   (`/users/{id}{.format}` reads `a.b.json` as `a.b` and `json`), and the
//!   label is undefined where there is no such `.`; a label between an
//!   expression and another label (`{a}{.b}{.c}`) is refused, as the rule
//!   can end only one of the two at that `.`.

use alloc::borrow::Cow;
use alloc::vec::Vec;

use crate::bytes::offset::offset_in;
use crate::matching::ambiguity::{AmbiguityError, AmbiguityErrorKind};
use crate::matching::plan::byte_set::{
    ByteSet, NEVER_IN_VALUES, contains, first_byte, only, value_set,
};
use crate::matching::plan::literal::encoded_len;
use crate::matching::plan::span::{Span, Var};
use crate::matching::stored::{List, emit_enum, emit_enum_as_debug, emit_struct};
use crate::template::operator::Operator;
use crate::template::uri_template::{Expression, Modifier, Part, UriTemplate, VarSpec};

/// How an expression finds where its text ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// At the first byte of its [`stops`](ExprStep::stops).
    Run,
    /// At the last `.` of its run after the run's last `/`: it comes before
    /// a `{.label}`.
    BeforeLabel,
    /// Where the literal text after it begins, that text's part before its
    /// first `/`, found back from the text's next `/`: a path expression
    /// that never writes `/` ends the segment so (`{id}.json/…`).
    BeforeSegmentSuffix,
}

/// An expression, with what matching needs of it.
#[derive(Clone, Debug)]
pub struct ExprStep {
    /// Its operator.
    pub operator: Operator,
    /// The byte index of its `{` in the template.
    pub at: usize,
    /// The bytes that end one of its values in a text being read.
    pub stops: ByteSet,
    /// The byte between its values.
    pub separator: u8,
    /// Its variables.
    pub vars: List<Var>,
    /// How it finds where its text ends.
    pub end: End,
}

/// A part of a section: literal text, or an expression.
#[derive(Clone, Debug)]
pub enum Step {
    /// Literal text, which the text must hold as written.
    Literal(Span),
    /// An expression.
    Expression(ExprStep),
}

/// A section matched in order.
#[derive(Clone, Debug, Default)]
pub struct Section {
    /// Its parts, in order.
    pub steps: List<Step>,
    /// Where the last expression is in `steps`, when it ends where the
    /// literal suffix begins rather than at the end of its run.
    pub last: Option<usize>,
    /// The length, as expansion writes it, of the literals after it.
    pub suffix_len: usize,
}

/// A query section matched as a set of pairs.
#[derive(Clone, Debug)]
pub struct QuerySet {
    /// The section's template text (to tell the text's other pairs later).
    pub text: Span,
    /// Whether the template writes the `?` itself.
    pub literal_start: bool,
    /// Whether the section may begin with `&`: `{?a}{&b}` with `a`
    /// undefined writes `&b=…` straight after the path.
    pub opens_with_ampersand: bool,
    /// The variables of its expressions, with the index of their expression.
    pub vars: List<(Var, usize)>,
    /// Its literal pairs (`x=1` of `?x=1{&a}`), which the text must hold,
    /// with their index in the template.
    pub pairs: List<(Span, usize)>,
}

/// A template's query section.
#[derive(Clone, Debug)]
pub enum Query {
    /// The template has none.
    None,
    /// Pairs, matched in any order.
    Set(QuerySet),
    /// Matched in order, as the head is.
    Ordered(Section),
}

/// A template checked for matching, cut into sections. It holds byte ranges of
/// the template's text, not the text, so whoever keeps the plan keeps the text
/// beside it.
#[derive(Clone, Debug)]
pub struct Plan {
    /// Everything before the query.
    pub head: Section,
    /// The query section.
    pub query: Query,
    /// The fragment section, if any.
    pub fragment: Option<Section>,
    /// The names the template gives more than once (the span of the first),
    /// whose values are compared.
    pub repeated: List<Span>,
    /// Whether a reserved expansion in the path may write `?`, so that a
    /// text's path may end at a later `?` than its first.
    pub reserved_head: bool,
    /// Whether a reserved expansion before the fragment (or the end, for a
    /// template without one) may write `#`, so that a text's fragment may
    /// begin at a later `#` than its first.
    pub reserved_before_fragment: bool,
    /// The template's scheme and host (with its port), whose literal letters
    /// a text may write in either case (RFC 3986 §6.2.2.1); empty spans
    /// where it has none.
    pub case_folded: [Span; 2],
    /// Whether the head has an authority (`//` after a scheme, or at the
    /// start), so that a text's values there are no path segments.
    pub authority: bool,
}

emit_enum_as_debug!(End, Operator);
emit_struct!(ExprStep {
    operator,
    at,
    stops,
    separator,
    vars,
    end
});
emit_struct!(Section {
    steps,
    last,
    suffix_len
});
emit_struct!(QuerySet {
    text,
    literal_start,
    opens_with_ampersand,
    vars,
    pairs
});
emit_struct!(Plan {
    head,
    query,
    fragment,
    repeated,
    reserved_head,
    reserved_before_fragment,
    case_folded,
    authority
});

emit_enum!(Step { ; Literal, Expression });
emit_enum!(Query { None; Set, Ordered });

/// Which section parts belong to: in the head a `/` ends every value but a
/// reserved expansion's.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    Head,
    Query,
    Fragment,
}

impl Plan {
    /// Checks `template` and works out its plan.
    pub(crate) fn new(template: UriTemplate<'_>) -> Result<Self, AmbiguityError> {
        let text = template.as_str();
        let [head, query, fragment] = sections(template);
        for parts in [&head, &query, &fragment] {
            if let Some(index) = explode_shares_name(text, parts) {
                return Err(AmbiguityError {
                    index,
                    kind: AmbiguityErrorKind::Explode,
                });
            }
        }
        check_openers(text, &query, &fragment)?;
        let query_parts = query;
        let query = if query_parts.is_empty() {
            Query::None
        } else if let Some(set) = query_set(text, &query_parts) {
            Query::Set(set)
        } else {
            Query::Ordered(section(text, &query_parts, Place::Query, 0)?)
        };
        // A query that may begin with `&` ends the path at its first `&`, so
        // the path must hold none.
        let ampersand = match &query {
            Query::Set(set) if set.opens_with_ampersand => {
                no_ampersand_in(text, &head)?;
                only(b'&')
            }
            _ => 0,
        };
        let fragment = if fragment.is_empty() {
            None
        } else {
            Some(section(text, &fragment, Place::Fragment, 0)?)
        };
        let mut names: Vec<&str> = Vec::new();
        let mut repeated = Vec::new();
        for spec in template.variables() {
            if names.contains(&spec.name()) {
                if !repeated
                    .iter()
                    .any(|span: &Span| span.read(text) == spec.name())
                {
                    repeated.push(Span::of(text, spec.name()));
                }
            } else {
                names.push(spec.name());
            }
        }
        positional_shift(template, &repeated)?;
        let reserved = |parts: &[Part<'_>]| {
            parts.iter().any(|part| {
                matches!(part, Part::Expression(expression)
                    if expression.operator().allows_reserved())
            })
        };
        let reserved_head = reserved(&head);
        let reserved_before_fragment = reserved_head || reserved(&query_parts);
        Ok(Self {
            reserved_head,
            reserved_before_fragment,
            case_folded: case_folded(text, &head),
            authority: authority_opener(&head).is_some(),
            head: section(text, &head, Place::Head, ampersand)?,
            query,
            fragment,
            repeated: Cow::Owned(repeated),
        })
    }
}

/// Refuses `template` (its variables named more than once are `repeated`)
/// where a value could shift to another variable: expansion leaves undefined
/// variables out, reading gives the values of a positional group to its
/// first variables, and a label begins at the last `.` of the value before
/// it ([`AmbiguityErrorKind::PositionalShift`]).
fn positional_shift(template: UriTemplate<'_>, repeated: &[Span]) -> Result<(), AmbiguityError> {
    let text = template.as_str();
    let named_twice =
        |spec: &VarSpec<'_>| repeated.iter().any(|span| span.read(text) == spec.name());
    // The expression that holds `first`, where the error points.
    let refused = |first: Option<VarSpec<'_>>| {
        let name = first.map_or(0, |spec| offset_in(text, spec.name()));
        Err(AmbiguityError {
            index: text[..name].rfind('{').unwrap_or(name),
            kind: AmbiguityErrorKind::PositionalShift,
        })
    };
    for group in positional_groups(template) {
        let prefix_before_last = group[..group.len() - 1]
            .iter()
            .any(|spec| matches!(spec.modifier(), Modifier::Prefix(_)));
        if group.iter().any(named_twice) || prefix_before_last {
            return refused(group.first().copied());
        }
    }
    // A label's value begins at the last `.` of the run before it, which
    // may be a `.` of the value before it: the two shift as the values of a
    // run of labels do.
    let parts: Vec<Part<'_>> = template.parts().collect();
    for pair in parts.windows(2) {
        if let [Part::Expression(before), Part::Expression(label)] = pair {
            if label.operator() == Operator::Label
                && before
                    .variables()
                    .chain(label.variables())
                    .any(|spec| named_twice(&spec))
            {
                return refused(before.variables().next());
            }
        }
    }
    Ok(())
}

impl Plan {
    /// Each variable whose value ends at the last `.` of its run because a
    /// `{.label}` follows ([`End::BeforeLabel`]), with the label's variable:
    /// a `.` in the label's value, or in the first value where the label is
    /// left out, moves where reading cuts.
    pub(crate) fn label_pairs(&self) -> Vec<(Span, Span)> {
        let ordered = match &self.query {
            Query::Ordered(section) => Some(section),
            Query::None | Query::Set(_) => None,
        };
        let sections = [Some(&self.head), ordered, self.fragment.as_ref()];
        let mut pairs = Vec::new();
        for section in sections.into_iter().flatten() {
            for pair in section.steps.windows(2) {
                if let [Step::Expression(before), Step::Expression(label)] = pair {
                    if before.end == End::BeforeLabel {
                        pairs.push((before.vars[0].name, label.vars[0].name));
                    }
                }
            }
        }
        pairs
    }
}

/// The groups of variables a text's values go to in order, the first
/// variables first, when expansion left some out: each expression of several
/// variables without names (`{x,y}`, `{/year,month}`), and each run of
/// adjacent labels (`{.a}{.b}`, which read as `{.a,b}` would).
pub(crate) fn positional_groups(template: UriTemplate<'_>) -> Vec<Vec<VarSpec<'_>>> {
    fn close_run<'t>(labels: &mut Vec<VarSpec<'t>>, groups: &mut Vec<Vec<VarSpec<'t>>>) {
        if labels.len() > 1 {
            groups.push(core::mem::take(labels));
        }
        labels.clear();
    }
    let mut groups = Vec::new();
    let mut labels = Vec::new();
    for part in template.parts() {
        let Part::Expression(expression) = part else {
            close_run(&mut labels, &mut groups);
            continue;
        };
        if expression.operator() == Operator::Label {
            labels.extend(expression.variables());
            continue;
        }
        close_run(&mut labels, &mut groups);
        if !expression.operator().is_named() && expression.var_count() > 1 {
            groups.push(expression.variables().collect());
        }
    }
    close_run(&mut labels, &mut groups);
    groups
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

/// A section that an expression opens (`{?…}`, `{#…}`) may be empty in an
/// expansion, which then writes what follows the expression into the section
/// before: a `{#a}` must stand alone in its section, and a `{?a}` may be
/// followed only by `{&…}` expressions (read as a set, whose `&` the reading
/// knows to start the query).
fn check_openers(
    text: &str,
    query: &[Part<'_>],
    fragment: &[Part<'_>],
) -> Result<(), AmbiguityError> {
    let refuse = |expression: Expression<'_>| {
        Err(AmbiguityError {
            index: offset_in(text, expression.as_str()),
            kind: AmbiguityErrorKind::OptionalOpener,
        })
    };
    if let Some(Part::Expression(opener)) = query.first() {
        let continued = query[1..].iter().all(|part| {
            matches!(part, Part::Expression(next)
                if next.operator() == Operator::QueryContinuation)
        });
        if !continued {
            return refuse(*opener);
        }
    }
    if let [Part::Expression(opener), _, ..] = fragment {
        return refuse(*opener);
    }
    Ok(())
}

/// Refuses a path that can hold `&` in an expansion, before a query that may
/// begin with `&`: where the path ends could not be told.
fn no_ampersand_in(text: &str, head: &[Part<'_>]) -> Result<(), AmbiguityError> {
    for part in head {
        let at = match part {
            Part::Literal(literal) if literal.contains('&') => {
                offset_in(text, literal) + literal.find('&').unwrap_or_default()
            }
            Part::Expression(expression)
                if contains(
                    value_set(expression.operator(), expression.var_count()),
                    b'&',
                ) || expression.operator() == Operator::QueryContinuation =>
            {
                offset_in(text, expression.as_str())
            }
            _ => continue,
        };
        return Err(AmbiguityError {
            index: at,
            kind: AmbiguityErrorKind::NoBoundary,
        });
    }
    Ok(())
}

/// The query section as a set of pairs, if it is one: `{?…}` or a literal
/// `?` first, then only `{&…}` expressions and, after a literal `?`, literal
/// pairs. (After `{?…}` a literal pair would lose its `?` whenever the
/// expression's variables are undefined, so the section is then read in order.)
fn query_set(text: &str, parts: &[Part<'_>]) -> Option<QuerySet> {
    let start = match parts.first()? {
        Part::Expression(expression) => expression.as_str(),
        Part::Literal(literal) => literal,
    };
    let from = offset_in(text, start);
    let literal_start = matches!(parts[0], Part::Literal(_));
    let mut set = QuerySet {
        text: Span::of(text, &text[from..]),
        literal_start,
        opens_with_ampersand: false,
        vars: Cow::Owned(Vec::new()),
        pairs: Cow::Owned(Vec::new()),
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
                set.opens_with_ampersand |=
                    !literal_start && operator == Operator::QueryContinuation;
                let at = offset_in(text, expression.as_str());
                set.vars
                    .to_mut()
                    .extend(expression.variables().map(|spec| (Var::of(text, spec), at)));
            }
            Part::Literal(literal) => {
                let pairs = if index == 0 {
                    &literal[1..]
                } else if literal_start && literal.starts_with('&') {
                    literal
                } else {
                    return None;
                };
                let base = offset_in(text, pairs);
                let mut offset = 0;
                for pair in pairs.split('&') {
                    if !pair.is_empty() {
                        set.pairs
                            .to_mut()
                            .push((Span::of(text, pair), base + offset));
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
fn explode_shares_name(text: &str, parts: &[Part<'_>]) -> Option<usize> {
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
                return Some(offset_in(text, expression.as_str()));
            }
            seen.push((spec.name(), exploded));
        }
    }
    None
}

/// Checks an ordered section by the rules of [`AmbiguityErrorKind`] and works
/// out its steps; `after` holds the bytes that may begin what follows the
/// section in a text (`&` before a query that may begin with it).
fn section(
    text: &str,
    parts: &[Part<'_>],
    place: Place,
    after: ByteSet,
) -> Result<Section, AmbiguityError> {
    let last = parts
        .iter()
        .rposition(|part| matches!(part, Part::Expression(_)));
    let suffix_len = last.map_or(0, |last| suffix_len(&parts[last + 1..]));
    let mut planned = Vec::with_capacity(parts.len());
    // What may follow each step, for the expression before a label.
    let mut followings = Vec::with_capacity(parts.len());
    // The values of an expression whose run goes on through the label after it.
    let mut carried: ByteSet = 0;
    let mut run_to_suffix = true;
    let in_authority = authority_stops(parts, place);
    for (index, part) in parts.iter().enumerate() {
        let expression = match part {
            Part::Literal(literal) => {
                planned.push(Step::Literal(Span::of(text, literal)));
                followings.push(0);
                continue;
            }
            Part::Expression(expression) => *expression,
        };
        let at = offset_in(text, expression.as_str());
        let fail = |kind| Err(AmbiguityError { index: at, kind });
        let operator = expression.operator();
        let count = expression.var_count();
        let vars: Vec<Var> = expression
            .variables()
            .map(|spec| Var::of(text, spec))
            .collect();
        let values = value_set(operator, count);
        let separator = operator.separator().as_bytes()[0];
        let exploded = vars.iter().any(|var| var.modifier == Modifier::Explode);
        if let Some(kind) = separator_rule(operator, count, exploded) {
            return fail(kind);
        }
        // `{a}{.b}{.c}`: the expression before `{.b}` and `{.b}` itself would
        // both end at the last `.` of the one run; the rule can end only one.
        let label_follows = matches!(parts.get(index + 1), Some(Part::Expression(next))
            if next.operator() == Operator::Label);
        let after_expression = index > 0 && matches!(parts[index - 1], Part::Expression(_));
        if operator == Operator::Label && label_follows && after_expression {
            return fail(AmbiguityErrorKind::NoBoundary);
        }
        // Not where the expression before it decides where it begins (a
        // label after a value, `{+path}{.ext}`).
        let in_path = place == Place::Head
            && in_authority[index] == 0
            && Some(index) != last
            && !after_expression;
        let end = end_of(
            operator,
            count == 1 && !exploded,
            in_path,
            parts.get(index + 1),
        );
        let before_label = end == End::BeforeLabel;
        let before_segment_suffix = end == End::BeforeSegmentSuffix;
        let mut stops = own_stops(place, operator, count > 1, separator, in_authority[index]);
        let is_last = Some(index) == last;
        let following = if is_last && suffix_len == 0 {
            after
        } else {
            first_after(parts, index)
        };
        // What the expansion may write, which what follows must not begin with.
        let mut writes = values | core::mem::take(&mut carried);
        if before_label {
            // Checked with the label, whose end is this run's end.
            carried = writes;
        } else if !is_last || suffix_len > 0 || after != 0 {
            // The separator goes on to another variable or member, so the
            // expression does not end there (`{?tag*}&x` reads `&x` as a pair).
            if count > 1 || exploded {
                writes |= only(separator);
            }
            // Expanded to nothing, it must not be read as present.
            if let Some(byte) = first_byte(operator) {
                writes |= only(byte);
            }
            // `;name` may stand without `=`: an `=` after it must be its own.
            if operator.is_named() && operator.if_empty().is_empty() {
                writes |= only(b'=');
            }
            if following & writes != 0 {
                if (!is_last || suffix_len == 0) && !before_segment_suffix {
                    return fail(AmbiguityErrorKind::NoBoundary);
                }
            } else if is_last {
                // Its run ends where the suffix begins anyway: matched as a
                // run, a text that leaves the suffix fails where it does.
                run_to_suffix = false;
            }
        }
        // The last expression may end where its suffix begins, and one before
        // a label at a `.` inside its run (the label's stops end that run).
        let ends_at_suffix = (is_last && suffix_len > 0 && run_to_suffix) || before_segment_suffix;
        let following = if ends_at_suffix { 0 } else { following };
        if !before_label {
            stops |= following;
        }
        followings.push(following);
        planned.push(Step::Expression(ExprStep {
            operator,
            at,
            stops,
            separator,
            vars: Cow::Owned(vars),
            end,
        }));
    }
    stop_before_labels(&mut planned, &followings);
    Ok(Section {
        steps: Cow::Owned(planned),
        last: last.filter(|_| run_to_suffix),
        suffix_len,
    })
}

/// How an expression with `operator` (of one variable, not exploded, where
/// `single`; in the path, not in an authority, not the section's last and
/// after literal text or the section's start, where `in_path`), followed by
/// `next`, ends: before a `{.label}` of one
/// variable, not exploded, where it is of one unnamed variable itself;
/// before a suffix of its segment where it is in the path, its values never
/// hold `/` (so that it ends in its own segment) and `next` is literal text
/// with a `/` after that suffix (`{id}.json/…`; where the text before the
/// `/` is empty, `/{id}/…`, the `/` alone ends the run); else at its run's
/// end.
fn end_of(operator: Operator, single: bool, in_path: bool, next: Option<&Part<'_>>) -> End {
    let label = matches!(next, Some(Part::Expression(next))
        if next.operator() == Operator::Label
            && next.var_count() == 1
            && next.variables().all(|spec| spec.modifier() != Modifier::Explode));
    let writes_slash = matches!(
        operator,
        Operator::Reserved | Operator::Fragment | Operator::PathSegment
    );
    let segment_suffix = matches!(next, Some(Part::Literal(next))
        if next.find('/').is_some_and(|slash| slash > 0));
    if single && !operator.is_named() && label {
        End::BeforeLabel
    } else if in_path && !writes_slash && segment_suffix {
        End::BeforeSegmentSuffix
    } else {
        End::Run
    }
}

/// The rule an expression of `count` variables with `operator` breaks by its
/// separator alone, if any: an explode beside other unnamed variables, an
/// exploded label, or a separator its values may hold.
fn separator_rule(operator: Operator, count: usize, exploded: bool) -> Option<AmbiguityErrorKind> {
    if exploded && !operator.is_named() {
        if count > 1 {
            return Some(AmbiguityErrorKind::Explode);
        }
        if operator == Operator::Label {
            return Some(AmbiguityErrorKind::SeparatorInValues);
        }
    }
    let separator = operator.separator().as_bytes()[0];
    (count > 1 && contains(value_set(operator, count), separator))
        .then_some(AmbiguityErrorKind::SeparatorInValues)
}

/// What each of the head's `parts` may not hold raw for lying in its
/// authority: `@` and `:`, which end a userinfo and begin a port, or only `@`
/// inside an IP literal's brackets, whose `:` are the address's (RFC 3986
/// §3.2). The authority follows the `//` after a scheme's `:` (its scheme
/// may be written by expressions: `{scheme}://`, `http{s}://`) or at the
/// template's start, up to the next `/`, `?` or `#` of its literal text, or
/// the next expression that may write one.
fn authority_stops(parts: &[Part<'_>], place: Place) -> Vec<ByteSet> {
    let mut stops = alloc::vec![0; parts.len()];
    if place != Place::Head {
        return stops;
    }
    let Some(Opener {
        part: first,
        after: from,
        ..
    }) = authority_opener(parts)
    else {
        return stops;
    };
    let Part::Literal(text) = parts[first] else {
        return stops;
    };
    if text[from..].contains(['/', '?', '#']) {
        return stops;
    }
    let mut in_brackets = text[from..].rfind('[') > text[from..].rfind(']');
    for (index, part) in parts.iter().enumerate().skip(first + 1) {
        if may_end_path(part) {
            break;
        }
        match part {
            Part::Literal(text) => {
                if let Some(close) = text.rfind(']') {
                    in_brackets = text[close..].contains('[');
                } else if text.contains('[') {
                    in_brackets = true;
                }
            }
            Part::Expression(_) if in_brackets => stops[index] = only(b'@'),
            Part::Expression(_) => stops[index] = only(b'@') | only(b':'),
        }
    }
    stops
}

/// The byte indexes (of their `{`) of the expressions that begin in the
/// head's authority (`https://{host}:{port}/`, and a `{+host}` that may run
/// on into the path): the values a link writes there are no path segments.
pub(crate) fn authority_expressions(template: UriTemplate<'_>) -> Vec<usize> {
    let text = template.as_str();
    let [head, _, _] = sections(template);
    let Some(Opener {
        part: first,
        after: from,
        ..
    }) = authority_opener(&head)
    else {
        return Vec::new();
    };
    let mut found = Vec::new();
    if let Part::Literal(opener) = head[first] {
        if opener[from..].contains(['/', '?', '#']) {
            return found;
        }
    }
    for part in &head[first + 1..] {
        match part {
            Part::Literal(literal) if literal.contains(['/', '?', '#']) => break,
            Part::Literal(_) => {}
            Part::Expression(expression) => {
                found.push(offset_in(text, expression.as_str()));
                if may_end_path(part) {
                    break;
                }
            }
        }
    }
    found
}

/// Whether `text` is a scheme (RFC 3986 §3.1).
fn is_scheme(text: &str) -> bool {
    text.starts_with(|c: char| c.is_ascii_alphabetic()) && text.chars().all(is_scheme_char)
}

/// Whether `c` may stand in a scheme after its first letter.
fn is_scheme_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.')
}

/// Where a head's authority opens: the literal part that holds its `//`,
/// the offset after the `//` in it, and whether a scheme's `:` comes
/// before (its scheme may be written by expressions: `{scheme}://`,
/// `http{s}://`), or the `//` begins the template.
struct Opener {
    part: usize,
    after: usize,
    scheme: bool,
}

/// The [`Opener`] of the head of `parts`, if the head has an authority.
fn authority_opener(parts: &[Part<'_>]) -> Option<Opener> {
    for (index, part) in parts.iter().enumerate() {
        if let Part::Literal(text) = part {
            if let Some(at) = text.find("//") {
                let before = &text[..at];
                let scheme = before.strip_suffix(':');
                let opens = match (index, scheme) {
                    (0, None) => at == 0,
                    (0, Some(scheme)) => is_scheme(scheme),
                    // The rest of a scheme that expressions begin.
                    (_, Some(scheme)) => scheme.chars().all(is_scheme_char),
                    (_, None) => false,
                };
                return opens.then_some(Opener {
                    part: index,
                    after: at + 2,
                    scheme: scheme.is_some(),
                });
            }
        }
        if may_end_path(part) {
            return None;
        }
    }
    None
}

/// Whether `part` may end a head's authority: a literal `/`, `?` or `#`, or
/// an expression that may write one.
fn may_end_path(part: &Part<'_>) -> bool {
    match part {
        Part::Literal(text) => text.contains(['/', '?', '#']),
        Part::Expression(expression) => {
            let operator = expression.operator();
            operator.allows_reserved() || first_byte(operator) == Some(b'/')
        }
    }
}

/// The ranges of the template's text where its literal letters match in
/// either case (RFC 3986 §6.2.2.1): the scheme, up to its `:`, and the host
/// (with its port), from after the userinfo's last literal `@` to the end
/// of the authority. Empty spans where the head has no scheme or no
/// authority.
fn case_folded(text: &str, parts: &[Part<'_>]) -> [Span; 2] {
    let none = Span::of(text, &text[..0]);
    let Some(opener) = authority_opener(parts) else {
        // A scheme without an authority (`mailto:{to}`, `urn:isbn:{n}`).
        let scheme = match parts.first() {
            Some(Part::Literal(literal)) => literal
                .find(['/', '?', '#', ':'])
                .filter(|&colon| literal.as_bytes()[colon] == b':' && is_scheme(&literal[..colon]))
                .map_or(none, |colon| Span::of(text, &literal[..colon])),
            _ => none,
        };
        return [scheme, none];
    };
    let Part::Literal(literal) = parts[opener.part] else {
        return [none, none];
    };
    let base = offset_in(text, literal);
    let scheme = if opener.scheme {
        // Up to the `:` before the `//`.
        Span::of(text, &text[..base + opener.after - 3])
    } else {
        none
    };
    // The authority runs to the first literal `/`, `?` or `#`, or the first
    // expression that may write one, or the head's end.
    let mut host_start = base + opener.after;
    let mut end = parts.last().map_or(text.len(), |part| {
        let part = match part {
            Part::Literal(literal) => *literal,
            Part::Expression(expression) => expression.as_str(),
        };
        offset_in(text, part) + part.len()
    });
    let first_rest = &literal[opener.after..];
    for (index, part) in parts.iter().enumerate().skip(opener.part) {
        let (from, piece) = match part {
            Part::Literal(piece) if index == opener.part => (host_start, first_rest),
            Part::Literal(piece) => (offset_in(text, piece), *piece),
            Part::Expression(expression) => {
                if may_end_path(part) {
                    end = offset_in(text, expression.as_str());
                    break;
                }
                continue;
            }
        };
        let stop = piece.find(['/', '?', '#']);
        let authority = &piece[..stop.unwrap_or(piece.len())];
        if let Some(at) = authority.rfind('@') {
            host_start = from + at + 1;
        }
        if let Some(stop) = stop {
            end = from + stop;
            break;
        }
    }
    [
        scheme,
        Span::of(text, &text[host_start..end.max(host_start)]),
    ]
}

/// The length, as expansion writes it, of the literals of `parts`.
fn suffix_len(parts: &[Part<'_>]) -> usize {
    parts
        .iter()
        .map(|part| match part {
            Part::Literal(literal) => encoded_len(literal),
            Part::Expression(_) => 0,
        })
        .sum()
}

/// An expression before a label runs on through the label, so it stops
/// where what follows the label begins (`followings` holds what may follow
/// each step), as well as at its own stops.
fn stop_before_labels(planned: &mut [Step], followings: &[ByteSet]) {
    for index in 1..planned.len() {
        if let Step::Expression(before) = &mut planned[index - 1] {
            if before.end == End::BeforeLabel {
                before.stops |= followings[index] & !only(b'.');
            }
        }
    }
}

/// What no value of an expression holds in a text whatever follows it: what no
/// request holds, a `#`, a path's `/` and `?` and what an authority does not
/// hold raw in a value (`in_authority`, from [`authority_stops`]) (but in a
/// reserved expansion), and the separator between its several variables
/// (`several`) or named items; the members of a list written as one value
/// (`{list*}`) keep their commas.
fn own_stops(
    place: Place,
    operator: Operator,
    several: bool,
    separator: u8,
    in_authority: ByteSet,
) -> ByteSet {
    let mut stops = NEVER_IN_VALUES;
    if !operator.allows_reserved() {
        // Never written raw but by a reserved expansion: where a value of
        // another stops at one, the text's fragment begins.
        stops |= only(b'#');
        if place == Place::Head {
            stops |= only(b'/') | only(b'?');
        }
        // Never written raw but by a reserved expansion: in a query read in
        // order (`?q={q}`), the pairs a client adds (`&utm_source=…`) begin
        // there.
        if place == Place::Query {
            stops |= only(b'&');
        }
        // Raw in an authority, `@` and `:` end its userinfo and begin its
        // port, never a host value's (`https://{host}/` must not read
        // `https://trusted.example@evil.example/` as one host).
        stops |= in_authority;
    }
    if several || operator.is_named() {
        stops |= only(separator);
    }
    stops
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
                return set | only(if byte < 128 { byte } else { b'%' });
            }
            Part::Expression(expression) => {
                let operator = expression.operator();
                match first_byte(operator) {
                    Some(byte) => set |= only(byte),
                    None => set |= value_set(operator, expression.var_count()),
                }
            }
        }
    }
    set
}
