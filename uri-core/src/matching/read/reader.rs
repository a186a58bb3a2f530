//! Plan + text → captures: one pass over the text, section by section, without
//! backtracking (`plan.rs` says where each section and expression ends).
//!
//! A variable the template names more than once (`/{a}/{a}`, `{a}{?a}`) has one
//! value, which expansion writes at each place: the text must give the same
//! value at each, compared percent-decoded (operators encode differently: `{a}`
//! writes `a/b` as `a%2Fb`, `{+a}` as `a/b`), or, under a prefix modifier, its
//! first characters; and where the text shows the variable undefined (an
//! expression with an operator left out, a name missing from `{?a,b}`) it must
//! not have a value elsewhere. Reserved expansion (`{+a}`, `{#a}`) copies a
//! value's own `%XX` as they are, so where its text holds a `%` the value is not
//! known exactly, and only its being defined is compared; so it is for the
//! members of an exploded list.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use crate::bytes::offset::offset_in;
use crate::bytes::percent::{escaped_byte, is_escape_at};
use crate::encoding::decode::decode_lossy;
use crate::matching::captures::capture::{Capture, Captures, Shape, Store};
use crate::matching::match_error::{MatchError, MatchErrorKind, MatchExpected};
use crate::matching::plan::byte_set::{ByteSet, contains, first_byte};
use crate::matching::plan::sections::{End, Expr, Plan, Query, Section, Step};
use crate::template::operator::Operator;
use crate::template::uri_template::{Modifier, VarSpec};

/// One pass over the text being matched.
pub(crate) struct Reader<'p, 't, 'u> {
    plan: &'p Plan<'t>,
    pub(crate) text: &'u str,
    pub(crate) pos: usize,
    pub(crate) captures: Store<'t, 'u>,
    /// What the text has said so far of each variable named more than once.
    known: BTreeMap<&'t str, Known>,
}

/// What a text says of a variable's value, at one place or gathered from all.
#[derive(Debug, PartialEq, Eq)]
enum Known {
    /// Undefined: the text leaves the variable out.
    Undefined,
    /// Defined, with a value that the text does not tell exactly.
    Defined,
    /// Exactly these bytes, percent-decoded.
    Value(Vec<u8>),
    /// A value that starts with these bytes: a prefix modifier cut it (it has
    /// as many characters as the modifier allows, so the value may go on).
    Prefix(Vec<u8>),
}

impl Known {
    /// What `self` and `other` say together, or `None` when they disagree.
    fn merge(self, other: Self) -> Option<Self> {
        match (self, other) {
            (Self::Undefined, Self::Undefined) => Some(Self::Undefined),
            (Self::Undefined, _) | (_, Self::Undefined) => None,
            (Self::Defined, known) | (known, Self::Defined) => Some(known),
            (Self::Value(a), Self::Value(b)) => (a == b).then_some(Self::Value(a)),
            (Self::Value(value), Self::Prefix(prefix))
            | (Self::Prefix(prefix), Self::Value(value)) => {
                value.starts_with(&prefix).then_some(Self::Value(value))
            }
            (Self::Prefix(a), Self::Prefix(b)) => {
                let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
                long.starts_with(&short).then_some(Self::Prefix(long))
            }
        }
    }
}

/// The characters of variable names as a text writes them.
const NAMES: ByteSet = {
    let mut set = 0;
    let mut byte: u8 = 0;
    while byte < 128 {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'_' | b'.' | b'%') {
            set |= 1 << byte;
        }
        byte += 1;
    }
    set
};

/// The index of the first of `bytes` in `text`, or its length.
fn find_any(text: &str, bytes: &[u8]) -> usize {
    text.bytes()
        .position(|byte| bytes.contains(&byte))
        .unwrap_or(text.len())
}

/// The end of the longest run from `start`, before `end`, of characters in
/// `values` (a `%` only with two hex digits after it).
fn run_end(bytes: &[u8], values: ByteSet, start: usize, end: usize) -> usize {
    let mut i = start;
    while i < end && contains(values, bytes[i]) {
        if bytes[i] == b'%' {
            if !is_escape_at(&bytes[..end], i) {
                break;
            }
            i += 3;
        } else {
            i += 1;
        }
    }
    i
}

impl<'t> Plan<'t> {
    /// Reads the values of the template's variables out of `text`.
    pub(crate) fn read<'u>(&self, text: &'u str) -> Result<Captures<'t, 'u>, MatchError> {
        let mut reader = Reader {
            plan: self,
            text,
            pos: 0,
            captures: Store::new(),
            known: BTreeMap::new(),
        };
        let (has_query, has_fragment) =
            (!matches!(self.query, Query::None), self.fragment.is_some());
        let bound = match (has_query, has_fragment) {
            (false, false) => text.len(),
            (false, true) => find_any(text, b"#"),
            (true, _) => find_any(text, b"?#"),
        };
        reader.section(&self.head, bound)?;
        let path_end = if bound == text.len() {
            MatchExpected::End
        } else {
            MatchExpected::PathEnd
        };
        if reader.pos != bound {
            return reader.mismatch(path_end);
        }
        let mut query = None;
        if has_query {
            let end = bound + find_any(&text[bound..], b"#");
            match &self.query {
                Query::Set(set) => {
                    let region = reader.pairs(set, end)?;
                    query = Some((set.text, region));
                }
                Query::Ordered(section) => reader.section(section, end)?,
                Query::None => {}
            }
            if reader.pos != end {
                return reader.mismatch(MatchExpected::End);
            }
        }
        if let Some(fragment) = &self.fragment {
            reader.section(fragment, text.len())?;
        }
        if reader.pos != text.len() {
            return reader.mismatch(MatchExpected::End);
        }
        Ok(Captures::new(reader.captures, text, query))
    }
}

impl<'t, 'u> Reader<'_, 't, 'u> {
    pub(crate) fn mismatch<T>(&self, expected: MatchExpected) -> Result<T, MatchError> {
        Err(MatchError::new(
            self.text,
            self.pos,
            MatchErrorKind::Mismatch(expected),
        ))
    }

    fn peek(&self, end: usize) -> Option<u8> {
        (self.pos < end).then(|| self.text.as_bytes()[self.pos])
    }

    /// Matches an ordered section over the text from here to `end`.
    fn section(&mut self, section: &Section<'t>, end: usize) -> Result<(), MatchError> {
        let last_end = end.checked_sub(section.suffix_len);
        for (index, step) in section.steps.iter().enumerate() {
            let expr = match step {
                Step::Literal(literal) => {
                    self.literal(literal, end)?;
                    continue;
                }
                Step::Expression(expr) => expr,
            };
            let is_last = Some(index) == section.last;
            let limit = if is_last {
                match last_end {
                    Some(limit) if limit >= self.pos => limit,
                    _ => return self.mismatch(MatchExpected::Suffix),
                }
            } else {
                end
            };
            let stop = match expr.end {
                End::Run => limit,
                End::BeforeLabel => {
                    // The label's limit is the run's: the suffix's start when
                    // the label is last.
                    let label_last = Some(index + 1) == section.last;
                    let run_limit = match last_end {
                        Some(limit) if label_last && limit >= self.pos => limit,
                        _ if label_last => return self.mismatch(MatchExpected::Suffix),
                        _ => limit,
                    };
                    self.before_label(expr, run_limit)
                }
            };
            self.expression(expr, stop)?;
            if is_last && self.pos != limit {
                return self.mismatch(MatchExpected::Value {
                    expression: expr.at,
                });
            }
        }
        Ok(())
    }

    /// Where an expression before a `{.label}` ends: at the last `.` of its
    /// run after the run's last `/`, or at the run's end.
    fn before_label(&self, expr: &Expr<'t>, limit: usize) -> usize {
        let bytes = self.text.as_bytes();
        let mut start = self.pos;
        if let Some(first) = first_byte(expr.operator) {
            if self.peek(limit) != Some(first) {
                return limit;
            }
            start += 1;
        }
        let end = run_end(bytes, expr.values, start, limit);
        let run = &bytes[start..end];
        let segment = run.iter().rposition(|&b| b == b'/').map_or(0, |i| i + 1);
        match run[segment..].iter().rposition(|&b| b == b'.') {
            Some(dot) => start + segment + dot,
            None => end,
        }
    }

    /// Matches a literal as expansion writes it: ASCII as it is, other
    /// characters as `%XX` escapes of their UTF-8 (hex digits in either case).
    fn literal(&mut self, literal: &str, end: usize) -> Result<(), MatchError> {
        let bytes = &self.text.as_bytes()[..end];
        for byte in literal.bytes() {
            if byte < 128 {
                if bytes.get(self.pos) != Some(&byte) {
                    return self.mismatch(MatchExpected::Literal(char::from(byte)));
                }
                self.pos += 1;
            } else if escaped_byte(bytes, self.pos) == Some(byte) {
                self.pos += 3;
            } else {
                return self.mismatch(MatchExpected::Escape(byte));
            }
        }
        Ok(())
    }

    /// The longest run from here, before `end`, of characters in `values`.
    fn value(&mut self, values: ByteSet, end: usize) -> &'u str {
        let start = self.pos;
        self.pos = run_end(self.text.as_bytes(), values, start, end);
        &self.text[start..self.pos]
    }

    /// Matches one expression, which ends by `end`.
    fn expression(&mut self, expr: &Expr<'t>, end: usize) -> Result<(), MatchError> {
        let operator = expr.operator;
        if let Some(first) = first_byte(operator) {
            if self.peek(end) != Some(first) {
                // Left out: every variable is undefined (expansion writes the
                // operator for any defined one).
                for spec in &expr.specs {
                    self.learn(spec.name(), || Known::Undefined, self.pos)?;
                }
                return Ok(());
            }
            self.pos += 1;
        }
        if operator.is_named() {
            return self.named(expr, end);
        }
        let start = self.pos;
        let first = expr.specs[0];
        let reserved = operator.allows_reserved();
        if first.modifier() == Modifier::Explode && operator == Operator::PathSegment {
            // `{/list*}`: members, each after a `/` of its own.
            loop {
                self.value(expr.values, end);
                if self.peek(end) != Some(b'/') {
                    break;
                }
                self.pos += 1;
            }
            let value = &self.text[start..self.pos];
            return self.capture(first, value, start, Shape::Members(b'/'), reserved);
        }
        let value = self.value(expr.values, end);
        let more = expr.specs.len() > 1 && self.peek(end) == Some(expr.separator);
        if first_byte(operator).is_none() && value.is_empty() && !more {
            // Expansion writes nothing for an undefined variable and for an
            // empty one alike: read as undefined.
            return Ok(());
        }
        self.capture(first, value, start, Shape::Value, reserved)?;
        for spec in &expr.specs[1..] {
            if self.peek(end) != Some(expr.separator) {
                return Err(MatchError::new(
                    self.text,
                    start,
                    MatchErrorKind::UndefinedUnknown,
                ));
            }
            self.pos += 1;
            let at = self.pos;
            let value = self.value(expr.values, end);
            self.capture(*spec, value, at, Shape::Value, reserved)?;
        }
        Ok(())
    }

    /// Reads `name=value` items (`name` alone for an empty value of `;`),
    /// whose names are those of the expression's variables in order, some left
    /// out; an exploded variable takes every item of its name in a row.
    fn named(&mut self, expr: &Expr<'t>, end: usize) -> Result<(), MatchError> {
        let specs = &expr.specs;
        let mut next = 0;
        let mut previous: Option<VarSpec<'t>> = None;
        loop {
            let item = self.pos;
            let name = self.value(NAMES, end);
            let member =
                previous.filter(|spec| spec.modifier() == Modifier::Explode && spec.name() == name);
            let spec = if let Some(spec) = member {
                spec
            } else {
                let Some(offset) = specs[next..].iter().position(|spec| spec.name() == name) else {
                    self.pos = item;
                    return self.mismatch(MatchExpected::Name {
                        expression: expr.at,
                    });
                };
                // The names skipped are undefined: expansion writes every defined one.
                for skipped in &specs[next..next + offset] {
                    self.learn(skipped.name(), || Known::Undefined, item)?;
                }
                next += offset + 1;
                specs[next - 1]
            };
            previous = Some(spec);
            let value = if self.peek(end) == Some(b'=') {
                self.pos += 1;
                self.value(expr.values, end)
            } else if expr.operator.if_empty().is_empty() {
                // Empty, at its place in the text.
                &self.text[self.pos..self.pos]
            } else {
                return self.mismatch(MatchExpected::Equals);
            };
            let shape = if spec.modifier() == Modifier::Explode {
                Shape::Member
            } else {
                Shape::Value
            };
            self.capture(spec, value, item, shape, false)?;
            let go_on = next < specs.len() || spec.modifier() == Modifier::Explode;
            if go_on && self.peek(end) == Some(expr.separator) {
                self.pos += 1;
            } else {
                for skipped in &specs[next..] {
                    self.learn(skipped.name(), || Known::Undefined, self.pos)?;
                }
                return Ok(());
            }
        }
    }

    /// Keeps `value`, found at `at`, as a value of `spec`, if a prefix modifier
    /// allows its length and the variable has no other value elsewhere.
    pub(crate) fn capture(
        &mut self,
        spec: VarSpec<'t>,
        value: &'u str,
        at: usize,
        shape: Shape,
        reserved: bool,
    ) -> Result<(), MatchError> {
        let limit = match spec.modifier() {
            Modifier::Prefix(length) => Some(length),
            Modifier::None | Modifier::Explode => None,
        };
        if let Some(length) = limit {
            if fewest_characters(value) > usize::from(length) {
                // Too long, so not empty: a slice of the text, at its start.
                let index = offset_in(self.text, value);
                return Err(MatchError::new(
                    self.text,
                    index,
                    MatchErrorKind::Mismatch(MatchExpected::Prefix { length }),
                ));
            }
        }
        self.learn(
            spec.name(),
            || {
                if shape != Shape::Value || (reserved && value.contains('%')) {
                    // Reserved expansion copies a value's own `%XX` as they
                    // are, so each escape may be the value's or an encoded
                    // character; a member is one of several.
                    return Known::Defined;
                }
                let decoded = decode_lossy(value, false);
                if limit.map(usize::from) == Some(characters(&decoded)) {
                    Known::Prefix(decoded)
                } else {
                    Known::Value(decoded)
                }
            },
            at,
        )?;
        self.captures.push(Capture::new(spec.name(), value, shape));
        Ok(())
    }

    /// Adds what the text says of `name` at `at` to what it said before, for
    /// a variable the template names more than once.
    ///
    /// # Errors
    ///
    /// [`MatchErrorKind::Conflict`] at `at` where the two disagree.
    fn learn(
        &mut self,
        name: &'t str,
        known: impl FnOnce() -> Known,
        at: usize,
    ) -> Result<(), MatchError> {
        if !self.plan.repeated.contains(&name) {
            return Ok(());
        }
        let known = known();
        let merged = match self.known.remove(name) {
            None => known,
            Some(before) => before.merge(known).ok_or_else(|| {
                MatchError::new(self.text, at, MatchErrorKind::Conflict).about(name)
            })?,
        };
        self.known.insert(name, merged);
        Ok(())
    }

    /// Marks `name` undefined at `at`; see [`learn`](Self::learn).
    pub(crate) fn undefined(&mut self, name: &'t str, at: usize) -> Result<(), MatchError> {
        self.learn(name, || Known::Undefined, at)
    }
}

/// The characters of decoded bytes, counted as UTF-8 (each byte that does not
/// continue a sequence starts a character), as a prefix modifier counts them.
fn characters(bytes: &[u8]) -> usize {
    bytes.iter().filter(|&&byte| byte & 0xC0 != 0x80).count()
}

/// The fewest characters `value` can have been expanded from: an escaped
/// UTF-8 sequence is one character, and so is any other `%XX` (reserved
/// expansion keeps a value's own escapes, each one character of a prefix).
fn fewest_characters(value: &str) -> usize {
    let bytes = value.as_bytes();
    let escaped = |i: usize| escaped_byte(bytes, i);
    let mut count = 0;
    let mut i = 0;
    while i < bytes.len() {
        count += 1;
        let Some(lead) = escaped(i) else {
            i += 1;
            continue;
        };
        let width = match lead {
            0xC2..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF4 => 4,
            _ => 1,
        };
        let mut sequence = [0; 4];
        let whole = (0..width).all(|k| {
            escaped(i + 3 * k).is_some_and(|byte| {
                sequence[k] = byte;
                true
            })
        });
        let utf8 = whole && core::str::from_utf8(&sequence[..width]).is_ok();
        i += 3 * if utf8 { width } else { 1 };
    }
    count
}

#[cfg(test)]
mod tests {
    use super::fewest_characters;

    #[test]
    fn an_escaped_character_or_a_kept_escape_is_one_character() {
        assert_eq!(fewest_characters(""), 0);
        assert_eq!(fewest_characters("abc"), 3);
        assert_eq!(fewest_characters("%C3%A9"), 1);
        assert_eq!(fewest_characters("%E4%B8%AD%F0%9F%98%80x"), 3);
        assert_eq!(fewest_characters("v%84%7C"), 3);
        assert_eq!(fewest_characters("%C3%41"), 2);
        assert_eq!(fewest_characters("%C3"), 1);
        assert_eq!(fewest_characters("%4"), 2);
        assert_eq!(fewest_characters("%zz%"), 4);
    }
}
