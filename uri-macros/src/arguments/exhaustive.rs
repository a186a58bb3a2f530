//! The placement's proof, checked on every small template (issue 41): every
//! template of up to [`PIECES`] pieces after a start, each piece a literal or an
//! expression of any operator, is placed; for every one the macro gives the
//! value form, each expansion of a set of values re-parses to the offsets the
//! writer counted, and no value of a variable the placement calls safe from
//! dot segments writes one. For every template, proven or not, the writer
//! (what the macro's statements run) gives what `UriTemplate::expand` gives.
//!
//! The values stand for every shape the writer tells apart: undefined, empty,
//! dots, text, and lists with empty and dot members. A dot-sensitive variable
//! gets, in the dot check, only values of a type that proves it is never a dot
//! segment, as the macro's probes would require for the value form.

use uri_core::__private::{TemplateWriter, Unproven, Variable, template_var};
use uri_core::{ExpandError, Modifier, UriRef, UriTemplate, Value};

use crate::arguments::placement::{Placement, Statement, place};
use crate::kind::Kind;

/// How many pieces follow a template's start in the test that runs with the
/// others (21,696 templates, about ten seconds); the ignored one goes one piece
/// further (325,446 templates and 145 million expansions, about fifteen
/// minutes in a release build: `cargo test -p uri-macros --release --lib --
/// --ignored`).
const PIECES: usize = 3;

/// The starts: a scheme, an authority, both, or nothing (references only).
const STARTS: [(Kind, &str); 6] = [
    (Kind::Uri, "s:"),
    (Kind::Uri, "s://h"),
    (Kind::UriRef, ""),
    (Kind::UriRef, "s:"),
    (Kind::UriRef, "//h"),
    (Kind::UriRef, "s://h"),
];

/// The pieces: literals that delimit or fill a segment, and an expression of
/// each operator (`_` is the place of its variable's name).
const ALPHABET: [&str; 15] = [
    "/", "x", ".", "?", "#", ":", "{_}", "{/_}", "{/_*}", "{?_}", "{&_}", "{;_}", "{._}", "{+_}",
    "{#_}",
];

/// The variables' names, one per expression, in order.
const NAMES: [&str; 4] = ["a", "b", "c", "d"];

/// The values of a variable: any shape.
fn any_value() -> Vec<Box<dyn Value>> {
    vec![
        Box::new(Option::<&str>::None),
        Box::new(""),
        Box::new("."),
        Box::new(".."),
        Box::new("x"),
        Box::new(vec!["", ""]),
        Box::new(vec!["."]),
    ]
}

/// The values of a dot-sensitive variable in the value form: of a type that is
/// never a dot segment.
fn proven_value() -> Vec<Box<dyn Value>> {
    vec![
        Box::new(Option::<u8>::None),
        Box::new(7_u8),
        Box::new(vec![1_u8, 2]),
    ]
}

/// Every template of the alphabet with `pieces` pieces after `start`.
fn templates(start: &str, pieces: usize) -> Vec<String> {
    let mut all = vec![start.to_owned()];
    let mut last = all.clone();
    for _ in 0..pieces {
        let mut next = Vec::new();
        for template in &last {
            let used = template.matches('{').count();
            for piece in ALPHABET {
                next.push(format!("{template}{}", piece.replace('_', NAMES[used])));
            }
        }
        all.extend(next.iter().cloned());
        last = next;
    }
    all
}

/// Runs the statements the macro writes for `placement`, with `values` (one
/// per name, in order): the text of the writer's checked finish, or its error.
fn write(kind: Kind, placement: &Placement, values: &[&dyn Value]) -> Result<String, ExpandError> {
    let mut writer = TemplateWriter::with_capacity(0);
    for statement in &placement.statements {
        match statement {
            Statement::Literal(text) => writer.literal(text),
            Statement::Query => writer.query(),
            Statement::Fragment => writer.fragment(),
            Statement::Expression(operator, vars) => {
                let variables: Vec<Variable<'_>> = vars
                    .iter()
                    .map(|var| {
                        let at = NAMES.iter().position(|name| *name == var.name).unwrap();
                        let explode = var.modifier == Modifier::Explode;
                        Variable::new(template_var(NAMES[at], 0, explode), var.index, values[at])
                    })
                    .collect();
                writer.expression(*operator, &variables);
            }
        }
    }
    let offsets_of = |reference: UriRef<'_>| {
        let parsed = UriRef::parse(reference.as_str()).expect("a proven expansion parses");
        assert_eq!(
            uri_core::__private::offsets(reference),
            uri_core::__private::offsets(parsed),
            "{reference}"
        );
        reference.as_str().to_owned()
    };
    match (kind, placement.proven) {
        (Kind::Uri, Some(fixed)) => writer
            .checked_uri(fixed, Unproven)
            .map(|uri| offsets_of(uri.as_uri_ref())),
        (_, Some(fixed)) => writer
            .checked_uri_ref(fixed, Unproven)
            .map(|reference| offsets_of(reference.as_uri_ref())),
        (Kind::Uri, None) => writer.try_uri().map(|uri| uri.as_str().to_owned()),
        (_, None) => writer
            .try_uri_ref()
            .map(|reference| reference.as_str().to_owned()),
    }
}

/// Every assignment of `choices(i)` to the variables `0..count`.
fn assignments(
    count: usize,
    choices: impl Fn(usize) -> Vec<Box<dyn Value>>,
    mut each: impl FnMut(&[&dyn Value]),
) {
    let pools: Vec<Vec<Box<dyn Value>>> = (0..count).map(&choices).collect();
    let mut at = vec![0; count];
    loop {
        let values: Vec<&dyn Value> = (0..count).map(|i| &*pools[i][at[i]]).collect();
        each(&values);
        let Some(i) = (0..count).find(|&i| at[i] + 1 < pools[i].len()) else {
            return;
        };
        at[i] += 1;
        at[..i].fill(0);
    }
}

#[test]
fn every_small_template_is_placed_soundly() {
    assert_eq!(
        every_template(PIECES),
        (21_696, 7_721, 2_170_153),
        "templates, proven, expansions"
    );
}

#[test]
#[ignore = "about fifteen minutes in a release build"]
fn every_template_of_one_piece_more_is_placed_soundly() {
    assert_eq!(
        every_template(PIECES + 1),
        (325_446, 93_656, 144_767_501),
        "templates, proven, expansions"
    );
}

/// Checks every template of up to `pieces` pieces: how many there are, how
/// many give the value form, and how many expansions were checked.
fn every_template(pieces: usize) -> (usize, usize, usize) {
    let (mut templates_seen, mut proven, mut expansions) = (0, 0, 0);
    for (kind, start) in STARTS {
        for text in templates(start, pieces) {
            let template = UriTemplate::parse(&text).unwrap();
            templates_seen += 1;
            let Ok(placement) = place(template, kind) else {
                continue;
            };
            proven += usize::from(placement.proven.is_some());
            let count = template.variables().count();
            // Every value: the writer gives what the run-time expansion gives,
            // and a proven expansion's offsets are a fresh parse's.
            assignments(
                count,
                |_| any_value(),
                |values| {
                    expansions += 1;
                    let variables: Vec<(&str, &dyn Value)> =
                        NAMES.iter().copied().zip(values.iter().copied()).collect();
                    let written = write(kind, &placement, values);
                    match (template.expand_to_string(&variables[..]), &written) {
                        (Ok(text), Ok(written)) => assert_eq!(&text, written, "{text}"),
                        (Ok(text), Err(ExpandError::NotUriReference { text: t, .. })) => {
                            assert_eq!(&text, t, "{text}");
                        }
                        (Err(error), Err(written)) => assert_eq!(&error, written, "{text}"),
                        (run_time, _) => {
                            panic!("{text}: {run_time:?} at run time, {written:?} written")
                        }
                    }
                },
            );
            if placement.proven.is_none() {
                continue;
            }
            // A variable the placement does not call dot-sensitive never
            // writes a dot segment, whatever its value.
            let sensitive = |i: usize| placement.dot_sensitive.iter().any(|name| name == NAMES[i]);
            let choices = |i| {
                if sensitive(i) {
                    proven_value()
                } else {
                    any_value()
                }
            };
            assignments(count, choices, |values| {
                expansions += 1;
                let written = write(kind, &placement, values);
                assert!(
                    !matches!(written, Err(ExpandError::DotSegment { .. })),
                    "{text}: {written:?} (sensitive: {:?})",
                    placement.dot_sensitive
                );
            });
        }
    }
    (templates_seen, proven, expansions)
}
