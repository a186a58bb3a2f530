//! When two templates could never be told apart: their footprints are equal.
//!
//! A footprint writes the texts a template matches so that two templates with
//! the same footprint match the same texts, with the same specificity: the
//! template with its variables numbered by first appearance (names do not
//! change what matches, but a name given twice does: `/{a}/{a}` reads one
//! value twice), and a query set written as its sorted literal pairs and its
//! sorted variables with their modifiers (any order of pairs matches), its
//! literal text in one spelling of those that match the same texts. In a
//! query a variable's name says which pair it reads, and a set prefers the
//! template that reads more of a text's pairs, so `/search{?q}` and
//! `/search{?lang}` are told apart; one named elsewhere too keeps its number
//! instead: `/{a}{?a}` matches only where the two agree, and `/{a}{?q}` does
//! not. A set refuses a template whose footprint it holds,
//! since it could never choose it: every text it matches, the first matches
//! too, and wins.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;

use crate::bytes::percent::{escape, unit_at};
use crate::matching::plan::sections::{Plan, Query, Section, Step};
use crate::matching::plan::span::{Span, Var};
use crate::template::uri_template::Modifier;

/// The footprint of `template`, whose plan is `plan`.
pub(crate) fn footprint(template: &str, plan: &Plan) -> String {
    let mut numbers = Numbers {
        template,
        names: Vec::new(),
        case_folded: &plan.case_folded,
    };
    let mut out = String::new();
    numbers.section(&mut out, &plan.head);
    match &plan.query {
        Query::None => {}
        Query::Ordered(query) => numbers.section(&mut out, query),
        Query::Set(set) => {
            out.push_str(if set.literal_start { "?" } else { "{?}" });
            // In one spelling first, then sorted: the order of the texts'
            // pairs never matters.
            let mut pairs: Vec<String> = set
                .pairs
                .iter()
                .map(|&(pair, _)| {
                    let mut spelled = String::new();
                    canonical(&mut spelled, pair.read(template), &[]);
                    spelled
                })
                .collect();
            pairs.sort_unstable();
            for pair in pairs {
                out.push('&');
                out.push_str(&pair);
            }
            let mut vars: Vec<String> = set
                .vars
                .iter()
                .map(|&(var, _)| {
                    let mut token = String::new();
                    if plan
                        .repeated
                        .iter()
                        .any(|name| name.read(template) == var.name(template))
                    {
                        let number = numbers.number(var);
                        let _ = write!(token, "{number}");
                    } else {
                        // Its name says which pair it reads, and a set prefers
                        // the template that reads more of a text's pairs.
                        token.push('=');
                        token.push_str(var.name(template));
                    }
                    modifier(&mut token, var.modifier);
                    token
                })
                .collect();
            vars.sort_unstable();
            if !vars.is_empty() {
                out.push_str("{&");
                out.push_str(&vars.join(","));
                out.push('}');
            }
        }
    }
    out.push('\u{0}');
    if let Some(fragment) = &plan.fragment {
        numbers.section(&mut out, fragment);
    }
    out
}

/// Variables numbered by first appearance.
struct Numbers<'t> {
    template: &'t str,
    names: Vec<&'t str>,
    /// The template's scheme and host, written in lowercase.
    case_folded: &'t [Span; 2],
}

impl Numbers<'_> {
    fn number(&mut self, var: Var) -> usize {
        let name = var.name(self.template);
        self.names
            .iter()
            .position(|&known| known == name)
            .unwrap_or_else(|| {
                self.names.push(name);
                self.names.len() - 1
            })
    }

    /// An ordered section, its literals as they are and its expressions with
    /// numbered variables.
    fn section(&mut self, out: &mut String, section: &Section) {
        for step in section.steps.iter() {
            match step {
                Step::Literal(text) => {
                    let folded = self.case_folded.map(|span| {
                        // Its scheme's or host's part of the literal, as offsets in it.
                        let from = span.start.saturating_sub(text.start) as usize;
                        (from, span.end.saturating_sub(text.start) as usize)
                    });
                    canonical(out, text.read(self.template), &folded);
                }
                Step::Expression(expr) => {
                    out.push('{');
                    out.push_str(expr.operator.as_str());
                    for (i, &var) in expr.vars.iter().enumerate() {
                        if i > 0 {
                            out.push(',');
                        }
                        let number = self.number(var);
                        let _ = write!(out, "{number}");
                        modifier(out, var.modifier);
                    }
                    out.push('}');
                }
            }
        }
    }
}

/// `literal` in one spelling of those a text may match it in
/// (`plan/literal.rs`): an escaped unreserved character raw, any other
/// escape and every byte above ASCII as `%XX` in uppercase, so that `/~user`
/// and `/%7Euser`, or `/café` and `/caf%c3%a9`, have one footprint; and its
/// letters in the ranges `folded` (of its scheme or host) in lowercase.
fn canonical(out: &mut String, literal: &str, folded: &[(usize, usize)]) {
    let bytes = literal.as_bytes();
    let mut at = 0;
    while let Some((unit, width)) = unit_at(bytes, at) {
        match u8::try_from(unit) {
            Ok(byte)
                if byte.is_ascii() && folded.iter().any(|&(from, to)| (from..to).contains(&at)) =>
            {
                out.push(char::from(byte.to_ascii_lowercase()));
            }
            Ok(byte) if byte.is_ascii() => out.push(char::from(byte)),
            _ => out.push_str(escape(unit.to_le_bytes()[0])),
        }
        at += width;
    }
}

/// A variable's modifier as a template writes it.
fn modifier(out: &mut String, modifier: Modifier) {
    match modifier {
        Modifier::None => {}
        Modifier::Explode => out.push('*'),
        Modifier::Prefix(length) => {
            let _ = write!(out, ":{length}");
        }
    }
}
