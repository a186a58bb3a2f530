//! Plan + text → captures: one pass over the text, section by section, without
//! backtracking (`plan/sections.rs` says where each section and expression
//! ends, `request.rs` what a value may hold).
//!
//! The text is cut as a request target is: its path ends at the first `?` or
//! `#`, its query at the next `#`. A query the template names no variable of
//! is allowed and kept, every pair of it extra; a fragment the template has no
//! place for is left alone.
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
use core::ops::Range;

use crate::bytes::offset::offset_in;
use crate::bytes::percent::{equivalent, escaped_byte, unit_at, unit_before, utf8_len};
use crate::encoding::decode::decode_lossy;
use crate::error::secret::{in_passwords, password_ranges};
use crate::matching::captures::capture::{Capture, Captures, Layout, Store};
use crate::matching::match_error::{MatchError, MatchErrorKind, MatchExpected};
use crate::matching::options::MatchOptions;
use crate::matching::plan::byte_set::{ByteSet, NEVER_IN_VALUES, contains, first_byte};
use crate::matching::plan::sections::{End, ExprStep, Plan, Query, Section, Step};
use crate::matching::plan::span::{Span, Var};
use crate::matching::read::known::Known;
use crate::matching::read::request::{bad_escape, climbs, escaped_control};
use crate::parse::table::{AUTHORITY_END, SCHEME, is};
use crate::template::operator::Operator;
use crate::template::uri_template::Modifier;

/// Where in the text a section lies: the path's values may not climb or
/// hold an escaped control, the query's read `+` as the options say.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Region {
    Path,
    Query,
    Fragment,
}

/// One pass over the text being matched.
pub(crate) struct Reader<'p, 't, 'u> {
    plan: &'p Plan,
    /// The template's text, which the plan's spans are ranges of.
    pub(crate) template: &'t str,
    pub(crate) text: &'u str,
    pub(crate) pos: usize,
    pub(crate) captures: Store<'t, 'u>,
    pub(crate) options: MatchOptions,
    pub(crate) region: Region,
    /// Where the text's path begins: after its authority, whose values are
    /// no path segments (`https://../x` reads a host `..`), as expansion's
    /// dot guard reads a URI.
    path_start: usize,
    /// The first value found malformed (a bad request), kept until the
    /// whole template has matched: a text the template does not match is no
    /// request for it, however malformed.
    pub(crate) bad: Option<MatchError>,
    /// Whether the template has no fragment, so that a `#` where a value
    /// stops begins a fragment the reading leaves alone.
    fragment_ignored: bool,
    /// What the text has said so far of each variable named more than once.
    known: BTreeMap<&'t str, Known>,
    /// Where the text's passwords are, found once per reading: a value is
    /// checked against them, and a search of the whole text per value
    /// would make a query of n pairs cost n² (none without an `@`).
    passwords: Vec<Range<usize>>,
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

/// The end of the run from `start`, before `end`, up to the first byte of
/// `stops`.
fn stop_at(bytes: &[u8], stops: ByteSet, start: usize, end: usize) -> usize {
    bytes[start..end]
        .iter()
        .position(|&byte| contains(stops, byte))
        .map_or(end, |offset| start + offset)
}

impl Plan {
    /// Reads the values of the variables of `template` (the text this plan
    /// was made of) out of `text`.
    pub(crate) fn read<'t, 'u>(
        &self,
        template: &'t str,
        text: &'u str,
        options: MatchOptions,
    ) -> Result<Captures<'t, 'u>, MatchError> {
        // The text's first `#` begins its fragment, as a URI's does: a
        // template with a fragment reads it from there, any other ignores
        // it (a fragment never stops a match). A reserved expansion may
        // write `#` as it is, so where one comes before the fragment (or the
        // end, for a template without one), a reading that fails at the
        // first `#` tries each later one, then the whole text: every
        // expansion still matches, and a request (which holds no `#`) or a
        // link with a fragment reads its path up to it (`/raw/{+rest}`
        // reads `/raw/a/b#f` as `a/b`; issue 63).
        let hashes = text
            .bytes()
            .enumerate()
            .filter(|&(_, byte)| byte == b'#')
            .map(|(at, _)| at);
        let cuts: &mut dyn Iterator<Item = usize> = if self.reserved_before_fragment {
            &mut hashes.chain(core::iter::once(text.len()))
        } else if self.fragment.is_some() {
            &mut core::iter::once(find_any(text, b"#"))
        } else {
            &mut core::iter::once(text.len())
        };
        // A reading that finds a malformed value decides only where no other
        // reading matches: a reserved value may hold the `?` that made a
        // query of repeated keys (`{+path}` with `?page=1`, then `?page=2`),
        // and every expansion must read back.
        let (mut first, mut bad) = (None, None);
        for cut in cuts {
            for head_end in self.head_ends(text, cut) {
                match self.read_from(template, text, options, head_end, cut) {
                    Ok(captures) => return Ok(captures),
                    Err(error) if error.is_bad_request() => {
                        bad.get_or_insert(error);
                    }
                    Err(error) => {
                        first.get_or_insert(error);
                    }
                }
            }
            if cut == text.len() {
                break;
            }
        }
        Err(bad
            .or(first)
            .unwrap_or_else(|| MatchError::new(text, 0, MatchErrorKind::NotFound)))
    }

    /// Where the path of `text` (up to `cut`) may end, in the order to try:
    /// at its first `?`, or, for a query that may begin with `&` and a text
    /// without `?`, at its first `&`; a path whose reserved expansion may
    /// hold `?` tries each later `?` too, then the end.
    fn head_ends<'a>(&self, text: &'a str, cut: usize) -> impl Iterator<Item = usize> + 'a {
        let region = &text.as_bytes()[..cut];
        let question = region.iter().position(|&byte| byte == b'?');
        let ampersand = match &self.query {
            Query::Set(set) if set.opens_with_ampersand && question.is_none() => {
                region.iter().position(|&byte| byte == b'&')
            }
            _ => None,
        };
        let first = ampersand.or(question).unwrap_or(cut);
        let later = self
            .reserved_head
            .then(|| {
                region
                    .iter()
                    .enumerate()
                    .skip(first + 1)
                    .filter(|&(_, &byte)| byte == b'?')
                    .map(|(at, _)| at)
                    .chain((first < cut).then_some(cut))
            })
            .into_iter()
            .flatten();
        core::iter::once(first).chain(later)
    }

    /// Reads `text` with its path ending at `head_end` and its fragment (for
    /// a template with one) at `cut`.
    fn read_from<'t, 'u>(
        &self,
        template: &'t str,
        text: &'u str,
        options: MatchOptions,
        head_end: usize,
        cut: usize,
    ) -> Result<Captures<'t, 'u>, MatchError> {
        let mut reader = Reader {
            plan: self,
            template,
            text,
            pos: 0,
            captures: Store::new(),
            options,
            region: Region::Path,
            // A text's `//` opens an authority only where the template's does
            // (`/{a}/{b}` reads `//..` as an empty `a` and `b = ".."`).
            path_start: if self.authority { path_start(text) } else { 0 },
            bad: None,
            fragment_ignored: self.fragment.is_none(),
            known: BTreeMap::new(),
            passwords: if text.contains('@') {
                password_ranges(text).collect()
            } else {
                Vec::new()
            },
        };
        let bytes = text.as_bytes();
        let ignored_fragment =
            |pos: usize| self.fragment.is_none() && bytes.get(pos) == Some(&b'#');
        reader.section(&self.head, head_end)?;
        // Where the query begins and ends: nothing of it where the path
        // stopped at a fragment the template has no place for.
        let (query_start, query_end) = if reader.pos == head_end {
            let end = if self.fragment.is_some() {
                cut
            } else {
                head_end + find_any(&text[head_end..], b"#")
            };
            (head_end, end)
        } else if ignored_fragment(reader.pos) {
            (reader.pos, reader.pos)
        } else {
            let expected = if head_end == text.len() {
                MatchExpected::End
            } else {
                MatchExpected::PathEnd
            };
            return reader.mismatch(expected);
        };
        reader.region = Region::Query;
        reader.pos = query_start;
        let query = match &self.query {
            Query::None => {
                let query = match bytes.get(query_start) {
                    Some(b'?') => &text[query_start + 1..query_end],
                    _ => "",
                };
                Some(("", query))
            }
            Query::Set(set) => {
                let region = reader.pairs(set, query_end)?;
                Some((set.text.read(template), region))
            }
            Query::Ordered(section) => {
                let end = if query_start == query_end {
                    query_end
                } else {
                    cut
                };
                reader.section(section, end)?;
                if reader.pos == end || ignored_fragment(reader.pos) {
                    None
                } else if reader.pos < query_end && bytes[reader.pos] == b'&' {
                    // The pairs a client added after the template's own.
                    let from = reader.pos + 1;
                    reader.pairs_after(section, from, query_end)?;
                    Some(("", &text[from..query_end]))
                } else {
                    return reader.mismatch(MatchExpected::End);
                }
            }
        };
        // The pairs the template does not name hold only what a request
        // holds, as its values do: no raw CR LF reaches `extra_pairs`.
        if let Some((_, region)) = query {
            if let Some(at) = region
                .bytes()
                .position(|byte| contains(NEVER_IN_VALUES, byte))
            {
                reader.pos = offset_in(text, region) + at;
                return reader.mismatch(MatchExpected::RequestCharacter);
            }
        }
        if let Some(fragment) = &self.fragment {
            reader.region = Region::Fragment;
            reader.pos = cut;
            reader.section(fragment, text.len())?;
            if reader.pos != text.len() {
                return reader.mismatch(MatchExpected::End);
            }
        }
        match reader.bad {
            Some(bad) => Err(bad),
            None => Ok(Captures::new(reader.captures, text, template, query)),
        }
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

    fn name(&self, var: Var) -> &'t str {
        var.name(self.template)
    }

    /// Matches an ordered section over the text from here to `end`.
    fn section(&mut self, section: &Section, end: usize) -> Result<(), MatchError> {
        // Where a suffix spelled otherwise than expansion writes it does not
        // begin, its length as written decides, and its literal refuses it.
        let last_end = self
            .suffix_start(section, end)
            .or_else(|| end.checked_sub(section.suffix_len));
        for (index, step) in section.steps.iter().enumerate() {
            let expr = match step {
                Step::Literal(literal) => {
                    self.literal(*literal, end)?;
                    continue;
                }
                Step::Expression(expr) => expr,
            };
            let is_last = Some(index) == section.last;
            // A suffix counted back into a raw non-ASCII character of the
            // text cannot be the suffix, which writes such characters escaped.
            let last_end = last_end.filter(|&limit| self.text.is_char_boundary(limit));
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
                    // the label is the last expression, even where the label
                    // alone needs no search for it (`{/name}{.ext}/raw`:
                    // `/raw` is no value of `{/name}` left out).
                    let label_last =
                        matches!(section.steps.get(index + 1), Some(Step::Expression(_)))
                            && section.steps[index + 2..]
                                .iter()
                                .all(|step| matches!(step, Step::Literal(_)));
                    let run_limit = match last_end {
                        Some(limit) if label_last && limit >= self.pos => limit,
                        _ if Some(index + 1) == section.last => {
                            return self.mismatch(MatchExpected::Suffix);
                        }
                        _ => limit,
                    };
                    let label_stops = match section.steps.get(index + 1) {
                        Some(Step::Expression(label)) => label.stops,
                        _ => 0,
                    };
                    self.before_label(expr, label_stops, run_limit)
                }
                End::BeforeSegmentSuffix => match section.steps.get(index + 1) {
                    Some(&Step::Literal(next)) => self.before_segment_suffix(next, limit)?,
                    _ => limit,
                },
            };
            self.expression(expr, stop)?;
            let next = self.text.as_bytes().get(self.pos);
            let at_fragment = self.fragment_ignored && next == Some(&b'#');
            // Where a query value stops at `&`, the client's own pairs follow.
            let at_extra_pairs =
                self.region == Region::Query && next == Some(&b'&') && contains(expr.stops, b'&');
            if is_last && self.pos != limit && !at_fragment && !at_extra_pairs {
                return self.mismatch(MatchExpected::Value {
                    expression: expr.at,
                });
            }
        }
        Ok(())
    }

    /// Where an expression before a `{.label}` ends: at the last `.` of its
    /// run after the run's last `/` and the last byte that ends the label
    /// (`label_stops`, but `.`), or at the run's end. The label's expansion
    /// writes neither raw, so they are the expression's own: `{+b}{.c}`
    /// reads `.p#b` before a fragment as `b` alone, where a label from the
    /// `.` would stop at the `#`.
    fn before_label(&self, expr: &ExprStep, label_stops: ByteSet, limit: usize) -> usize {
        let bytes = self.text.as_bytes();
        let mut start = self.pos;
        if let Some(first) = first_byte(expr.operator) {
            if self.peek(limit) != Some(first) {
                return limit;
            }
            start += 1;
        }
        let end = stop_at(bytes, expr.stops, start, limit);
        let run = &bytes[start..end];
        let label_from = run
            .iter()
            .rposition(|&b| b == b'/' || (b != b'.' && contains(label_stops, b)))
            .map_or(0, |i| i + 1);
        match run[label_from..].iter().rposition(|&b| b == b'.') {
            Some(dot) => start + label_from + dot,
            None => end,
        }
    }

    /// Where an expression that ends its path segment before the literal
    /// `next` ends ([`End::BeforeSegmentSuffix`]): `next`'s text before its
    /// first `/`, found back from the text's next `/` before `limit`, in
    /// any spelling the literal matches (the value holds no raw `/`, so
    /// that `/` ends its segment).
    ///
    /// # Errors
    ///
    /// A mismatch where the segment does not end with that text after the
    /// value's start.
    fn before_segment_suffix(&self, next: Span, limit: usize) -> Result<usize, MatchError> {
        let literal = next.read(self.template);
        let suffix_len = literal.find('/').unwrap_or(literal.len());
        let suffix = Span {
            start: next.start,
            end: next.start + u32::try_from(suffix_len).unwrap_or(0),
        };
        let bytes = self.text.as_bytes();
        let segment_end = bytes[self.pos..limit]
            .iter()
            .position(|&byte| byte == b'/')
            .map_or(limit, |offset| self.pos + offset);
        match self.literal_before(suffix, segment_end) {
            Some(start) if start >= self.pos && self.text.is_char_boundary(start) => Ok(start),
            _ => {
                let literal = next.start as usize;
                let expected = MatchExpected::SegmentSuffix { literal };
                let error =
                    MatchError::new(self.text, segment_end, MatchErrorKind::Mismatch(expected));
                Err(error)
            }
        }
    }

    /// Matches a literal as expansion writes it (ASCII as it is, other
    /// characters as `%XX` escapes of their UTF-8) or in any spelling RFC
    /// 3986 and RFC 3987 make equal: hex digits in either case, an escaped
    /// unreserved character, a raw character above ASCII, and in the
    /// template's scheme and host, letters in either case. A suffix is found
    /// the same way, backward ([`suffix_start`](Self::suffix_start)).
    fn literal(&mut self, span: Span, end: usize) -> Result<(), MatchError> {
        let bytes = &self.text.as_bytes()[..end];
        let literal = span.read(self.template).as_bytes();
        let start = span.start as usize;
        let mut at = 0;
        // Unit by unit, so that any spelling RFC 3986 makes equal matches
        // (`%7Euser` for `~user`, `%c3%a9` or a raw `é` for `é`).
        let mut last = (self.pos, 0);
        while let Some((want, width)) = unit_at(literal, at) {
            match unit_at(bytes, self.pos) {
                Some((got, read)) if self.same_unit(start + at, want, got) => {
                    last = (self.pos, want);
                    self.pos += read;
                }
                _ => {
                    let first = literal[at];
                    let expected = match escaped_byte(literal, at) {
                        Some(byte) if want < 0x80 => MatchExpected::Literal(char::from(byte)),
                        Some(byte) => MatchExpected::Escape(byte),
                        None if first.is_ascii() => MatchExpected::Literal(char::from(first)),
                        None => MatchExpected::Escape(first),
                    };
                    return self.mismatch(expected);
                }
            }
            at += width;
        }
        // A template's escape of part of a character (`%C3` alone) is no
        // match for the raw character's first byte.
        if !self.text.is_char_boundary(self.pos) {
            let (at, want) = last;
            self.pos = at;
            return self.mismatch(MatchExpected::Escape(want.to_le_bytes()[0]));
        }
        Ok(())
    }

    /// Checks the pairs from `from` to `end` that follow a query section read
    /// in order, which are extra pairs unless they name what the section
    /// writes: a pair of a literal key (`q` of `?q={q}`) is that key repeated,
    /// and so is one of a variable of a `{?…}` or `{&…}` that has a value (a
    /// bad request, as for a query read as a set); one of such a variable
    /// without a value came out of the section's order (no match).
    fn pairs_after(
        &mut self,
        section: &Section,
        from: usize,
        end: usize,
    ) -> Result<(), MatchError> {
        let template = self.template;
        let text = self.text;
        let mut at = from;
        for pair in text[from..end].split('&') {
            let start = at;
            at += pair.len() + 1;
            let key = pair.split('=').next().unwrap_or_default().as_bytes();
            let mut steps = section.steps.iter().peekable();
            while let Some(step) = steps.next() {
                let repeated = match step {
                    Step::Literal(literal) => {
                        // Its keys; the last, where it ends with `key=`,
                        // is the name of the variable after it.
                        let literal = literal.read(template);
                        let next = match steps.peek() {
                            Some(Step::Expression(expr)) if literal.ends_with('=') => {
                                expr.vars.first().map(|var| var.name(template))
                            }
                            _ => None,
                        };
                        let pieces: Vec<&str> =
                            literal.trim_start_matches('?').split('&').collect();
                        let last = pieces.len() - 1;
                        pieces
                            .iter()
                            .enumerate()
                            .filter(|(_, piece)| !piece.is_empty())
                            .find(|(_, piece)| {
                                let name = piece.split('=').next().unwrap_or(piece);
                                equivalent(name.as_bytes(), key)
                            })
                            .map(|(index, _)| next.filter(|_| index == last))
                    }
                    Step::Expression(expr) if expr.separator == b'&' => {
                        let named = expr.vars.iter().map(|var| var.name(template));
                        let mut named = named.filter(|name| equivalent(name.as_bytes(), key));
                        match named.next() {
                            Some(name)
                                if self.captures.as_slice().iter().any(|c| c.name() == name) =>
                            {
                                Some(Some(name))
                            }
                            Some(_) => {
                                self.pos = start;
                                return self.mismatch(MatchExpected::End);
                            }
                            None => None,
                        }
                    }
                    Step::Expression(_) => None,
                };
                if let Some(name) = repeated {
                    let error = MatchError::new(text, start, MatchErrorKind::Repeated);
                    self.bad_request(match name {
                        Some(name) => error.about(name),
                        None => error,
                    });
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    /// Whether the text's unit `got` is the template's unit `want`, which
    /// begins at byte `offset` of the template: the same, or in the
    /// template's scheme or host, the same letter in the other case.
    fn same_unit(&self, offset: usize, want: u16, got: u16) -> bool {
        let letter = u8::try_from(want).is_ok_and(|byte| byte.is_ascii_alphabetic());
        want == got
            || (letter
                && want ^ 0x20 == got
                && self
                    .plan
                    .case_folded
                    .iter()
                    .any(|span| (span.start as usize..span.end as usize).contains(&offset)))
    }

    /// Where the literal suffix of `section` (its literals after its last
    /// expression) begins in the text before `end`, found backward unit by
    /// unit, as [`literal`](Self::literal) reads it forward; `None` where
    /// the text does not end with it.
    fn suffix_start(&self, section: &Section, end: usize) -> Option<usize> {
        let last = section.last?;
        let bytes = &self.text.as_bytes()[..end];
        // Most texts spell it as expansion writes it: one comparison.
        if let [Step::Literal(literal)] = &section.steps[last + 1..] {
            let literal = literal.read(self.template).as_bytes();
            if literal.len() == section.suffix_len && bytes.ends_with(literal) {
                return Some(end - literal.len());
            }
        }
        let mut at = end;
        for step in section.steps[last + 1..].iter().rev() {
            let Step::Literal(literal) = step else {
                return None;
            };
            at = self.literal_before(*literal, at)?;
        }
        Some(at)
    }

    /// Where the literal `span` begins in the text if the text before `end`
    /// ends with it, read backward unit by unit as
    /// [`literal`](Self::literal) reads forward.
    fn literal_before(&self, span: Span, end: usize) -> Option<usize> {
        let bytes = &self.text.as_bytes()[..end];
        let start = span.start as usize;
        let literal = span.read(self.template).as_bytes();
        let mut at = end;
        let mut from = literal.len();
        while let Some((want, width)) = unit_before(literal, from) {
            from -= width;
            match unit_before(bytes, at) {
                Some((got, read)) if self.same_unit(start + from, want, got) => at -= read,
                _ => return None,
            }
        }
        Some(at)
    }

    /// The run from here, before `end`, up to the first byte of `stops`.
    fn value(&mut self, stops: ByteSet, end: usize) -> &'u str {
        let start = self.pos;
        self.pos = stop_at(self.text.as_bytes(), stops, start, end);
        &self.text[start..self.pos]
    }

    /// The longest run from here, before `end`, of the bytes of `set`.
    fn run_of(&mut self, set: ByteSet, end: usize) -> &'u str {
        let start = self.pos;
        self.pos = self.text.as_bytes()[start..end]
            .iter()
            .position(|&byte| !contains(set, byte))
            .map_or(end, |offset| start + offset);
        &self.text[start..self.pos]
    }

    /// Matches one expression, which ends by `end`.
    fn expression(&mut self, expr: &ExprStep, end: usize) -> Result<(), MatchError> {
        let operator = expr.operator;
        if let Some(first) = first_byte(operator) {
            if self.peek(end) != Some(first) {
                // Left out: every variable is undefined (expansion writes the
                // operator for any defined one).
                for &var in expr.vars.iter() {
                    self.learn(self.name(var), || Known::Undefined, self.pos)?;
                }
                return Ok(());
            }
            self.pos += 1;
        }
        if operator.is_named() {
            return self.named(expr, end);
        }
        let start = self.pos;
        let first = expr.vars[0];
        let reserved = operator.allows_reserved();
        if first.modifier == Modifier::Explode && operator == Operator::PathSegment {
            // `{/list*}`: members, each after a `/` of its own.
            loop {
                self.value(expr.stops, end);
                if self.peek(end) != Some(b'/') {
                    break;
                }
                self.pos += 1;
            }
            let value = &self.text[start..self.pos];
            return self.capture(first, value, start, Layout::Members(b'/'), reserved);
        }
        let value = self.value(expr.stops, end);
        let more = expr.vars.len() > 1 && self.peek(end) == Some(expr.separator);
        if first_byte(operator).is_none() && value.is_empty() && !more {
            // Expansion writes nothing for an undefined variable and for an
            // empty one alike: read as undefined.
            return Ok(());
        }
        self.capture(first, value, start, Layout::Value, reserved)?;
        for &var in &expr.vars[1..] {
            if self.peek(end) != Some(expr.separator) {
                // Fewer values than variables: expansion left some out, and
                // the text cannot say which, so the values are the first
                // variables' and the rest are left unread (undefined, unless
                // another place of the template gives them a value).
                return Ok(());
            }
            self.pos += 1;
            let at = self.pos;
            let value = self.value(expr.stops, end);
            self.capture(var, value, at, Layout::Value, reserved)?;
        }
        Ok(())
    }

    /// Reads `name=value` items (`name` alone for an empty value of `;`),
    /// whose names are those of the expression's variables in order, some left
    /// out; an exploded variable takes every item of its name in a row.
    fn named(&mut self, expr: &ExprStep, end: usize) -> Result<(), MatchError> {
        let vars = &expr.vars;
        let mut next = 0;
        let mut previous: Option<Var> = None;
        loop {
            let item = self.pos;
            let name = self.run_of(NAMES, end);
            let member =
                previous.filter(|var| var.modifier == Modifier::Explode && self.name(*var) == name);
            let var = if let Some(var) = member {
                var
            } else {
                let Some(offset) = vars[next..].iter().position(|&var| self.name(var) == name)
                else {
                    // In a query, a pair of a name the expression does not
                    // write after one of its `&` is the client's: the
                    // expression ends before that `&` (its variables left
                    // undefined), and what follows is extra pairs.
                    let after_ampersand = item
                        .checked_sub(1)
                        .is_some_and(|at| self.text.as_bytes()[at] == b'&');
                    if self.region == Region::Query && after_ampersand && expr.separator == b'&' {
                        self.pos = item - 1;
                        for &skipped in &vars[next..] {
                            self.learn(self.name(skipped), || Known::Undefined, self.pos)?;
                        }
                        return Ok(());
                    }
                    self.pos = item;
                    return self.mismatch(MatchExpected::Name {
                        expression: expr.at,
                    });
                };
                // The names skipped are undefined: expansion writes every defined one.
                for &skipped in &vars[next..next + offset] {
                    self.learn(self.name(skipped), || Known::Undefined, item)?;
                }
                next += offset + 1;
                vars[next - 1]
            };
            previous = Some(var);
            let value = if self.peek(end) == Some(b'=') {
                self.pos += 1;
                self.value(expr.stops, end)
            } else if expr.operator.if_empty().is_empty() {
                // Empty, at its place in the text.
                &self.text[self.pos..self.pos]
            } else {
                return self.mismatch(MatchExpected::Equals);
            };
            let shape = if var.modifier == Modifier::Explode {
                Layout::Member
            } else {
                Layout::Value
            };
            self.capture(var, value, item, shape, false)?;
            let go_on = next < vars.len() || var.modifier == Modifier::Explode;
            if go_on && self.peek(end) == Some(expr.separator) {
                self.pos += 1;
            } else {
                for &skipped in &vars[next..] {
                    self.learn(self.name(skipped), || Known::Undefined, self.pos)?;
                }
                return Ok(());
            }
        }
    }

    /// Keeps `value`, found at `at`, as a value of `var`, if it is well formed
    /// (`request.rs`), a prefix modifier allows its length and the variable has
    /// no other value elsewhere.
    pub(crate) fn capture(
        &mut self,
        var: Var,
        value: &'u str,
        at: usize,
        shape: Layout,
        reserved: bool,
    ) -> Result<(), MatchError> {
        let name = self.name(var);
        let start = offset_in(self.text, value);
        if let Some(offset) = bad_escape(value.as_bytes()) {
            let error = MatchError::new(self.text, start + offset, MatchErrorKind::BadEscape);
            self.bad_request(error.about(name));
        } else if self.region == Region::Path && start + value.len() > self.path_start {
            // The part of the value in the path: a value that begins in an
            // authority (`{+rest}` of `//h/…`) is checked from the path's start.
            let skipped = self.path_start.saturating_sub(start);
            let in_path = &value.as_bytes()[skipped..];
            let control = (!self.options.allows_control_characters())
                .then(|| escaped_control(in_path))
                .flatten();
            if let Some(offset) = control {
                let at = start + skipped + offset;
                let error = MatchError::new(self.text, at, MatchErrorKind::ControlCharacter);
                self.bad_request(error.about(name));
            } else if !self.options.allows_dot_segments() && climbs(in_path) {
                self.bad_request(
                    MatchError::new(self.text, start, MatchErrorKind::DotSegment).about(name),
                );
            }
        }
        let limit = match var.modifier {
            Modifier::Prefix(length) => Some(length),
            Modifier::None | Modifier::Explode => None,
        };
        if let Some(length) = limit {
            if fewest_characters(value) > usize::from(length) {
                return Err(MatchError::new(
                    self.text,
                    start,
                    MatchErrorKind::Mismatch(MatchExpected::Prefix { length }),
                ));
            }
        }
        // A reserved expansion writes a value's `+` as it is, so only the
        // other operators' `+` can be a form's space.
        let form = self.region == Region::Query && !reserved && self.options.reads_form();
        self.learn(
            name,
            || {
                if shape != Layout::Value || (reserved && value.contains('%')) {
                    // Reserved expansion copies a value's own `%XX` as they
                    // are, so each escape may be the value's or an encoded
                    // character; a member is one of several.
                    return Known::Defined;
                }
                let decoded = decode_lossy(value, form);
                if limit.map(usize::from) == Some(characters(&decoded)) {
                    Known::Prefix(decoded)
                } else {
                    Known::Value(decoded)
                }
            },
            at,
        )?;
        let secret = self.is_password(start..start + value.len());
        self.captures.push(
            Capture::new(name, value, shape)
                .with_form(form)
                .with_secret(secret),
        );
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
        let template = self.template;
        if !self
            .plan
            .repeated
            .iter()
            .any(|span| span.read(template) == name)
        {
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

    /// Whether the bytes `range` of the text lie in the password of one of its
    /// authorities (`https://{user}:{pass}@h/`), which `Debug` never shows.
    fn is_password(&self, range: Range<usize>) -> bool {
        in_passwords(&self.passwords, range)
    }

    /// Keeps `error` if it is the first malformed value found.
    pub(crate) fn bad_request(&mut self, error: MatchError) {
        self.bad.get_or_insert(error);
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
/// expansion keeps a value's own escapes, each one character of a prefix), and
/// a client's raw non-ASCII character.
fn fewest_characters(value: &str) -> usize {
    let bytes = value.as_bytes();
    let escaped = |i: usize| escaped_byte(bytes, i);
    let mut count = 0;
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] & 0xC0 == 0x80 {
            // The rest of a raw UTF-8 character.
            i += 1;
            continue;
        }
        count += 1;
        let Some(lead) = escaped(i) else {
            i += 1;
            continue;
        };
        let width = utf8_len(lead).unwrap_or(1);
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

/// Where the path of `text` begins, read as expansion's dot guard reads a
/// URI (RFC 3986 §3): a first run of scheme characters ended by `:` is a
/// scheme; `//` after it, or at the start, opens an authority, which the next
/// `/`, `?` or `#` ends.
fn path_start(text: &str) -> usize {
    let bytes = text.as_bytes();
    let scheme_end = bytes
        .iter()
        .position(|&byte| !is(byte, SCHEME))
        .filter(|&end| end > 0 && bytes[0].is_ascii_alphabetic() && bytes[end] == b':')
        .map_or(0, |end| end + 1);
    if !bytes[scheme_end..].starts_with(b"//") {
        return 0;
    }
    let authority = scheme_end + 2;
    bytes[authority..]
        .iter()
        .position(|&byte| is(byte, AUTHORITY_END))
        .map_or(bytes.len(), |end| authority + end)
}

#[cfg(test)]
mod tests {
    use super::{fewest_characters, path_start};
    use crate::matching::options::MatchOptions;
    use crate::template::uri_template::UriTemplate;

    /// The values `template` reads from `text`, as `name=value` pairs.
    fn read(template: &str, text: &str) -> Option<alloc::vec::Vec<alloc::string::String>> {
        let matcher = UriTemplate::parse(template).ok()?.matcher().ok()?;
        let matcher = matcher.options(MatchOptions::new().dot_segments(true));
        let found = matcher.captures(text).ok()?;
        Some(
            found
                .iter()
                .map(|capture| alloc::format!("{}={}", capture.name(), capture.as_str()))
                .collect(),
        )
    }

    #[test]
    fn a_label_begins_after_what_would_end_it() {
        // The fuzzer's case: `{+b}` wrote `.p#b`, `{.c}` nothing, then the
        // fragment. The `#` is no label's, so the `.` before it is `b`'s.
        assert_eq!(
            read("/x?{+b}{.c}#/{d}", "/x?.p#b#/y").unwrap(),
            ["b=.p#b", "d=y"]
        );
        // A `.` after it still begins the label.
        assert_eq!(
            read("/x?{+b}{.c}#/{d}", "/x?.p#b.z#/y").unwrap(),
            ["b=.p#b", "c=z", "d=y"]
        );
        // In the path, `/` ends a label (and the path ends at `?`).
        assert_eq!(read("/x{+b}{.c}", "/xa.b?c.d").unwrap(), ["b=a", "c=b"]);
        assert_eq!(read("/x{+b}{.c}", "/xa.b/c").unwrap(), ["b=a.b/c"]);
        assert_eq!(read("/x{+b}{.c}", "/xa.b/c.d").unwrap(), ["b=a.b/c", "c=d"]);
        assert_eq!(
            read("/users/{id}{.format}", "/users/a.b.json").unwrap(),
            ["id=a.b", "format=json"]
        );
        // A label's own stops in a query: `&` begins a client's pair.
        assert_eq!(read("/x?q={+b}{.c}", "/x?q=a.b&c").unwrap(), ["b=a.b&c"]);
    }

    #[test]
    fn the_path_begins_after_the_authority_as_expansion_reads_it() {
        assert_eq!(path_start("https://h/x"), 9);
        assert_eq!(path_start("https://../x"), 10);
        assert_eq!(path_start("https://h"), 9);
        assert_eq!(path_start("https://h?q#f"), 9);
        assert_eq!(path_start("//h/x"), 3);
        assert_eq!(path_start("svn+ssh://h/x"), 11);
        // No authority: a scheme without `//`, a relative path, an `//`
        // after a path character.
        assert_eq!(path_start("mailto:a@b"), 0);
        assert_eq!(path_start("/x//y"), 0);
        assert_eq!(path_start("a/b://c"), 0);
        assert_eq!(path_start("1a://h/x"), 0);
        assert_eq!(path_start(""), 0);
    }

    #[test]
    fn an_escaped_character_or_a_kept_escape_is_one_character() {
        assert_eq!(fewest_characters(""), 0);
        assert_eq!(fewest_characters("abc"), 3);
        assert_eq!(fewest_characters("%C3%A9"), 1);
        assert_eq!(fewest_characters("\u{e9}\u{e9}"), 2);
        assert_eq!(fewest_characters("%E4%B8%AD%F0%9F%98%80x"), 3);
        assert_eq!(fewest_characters("v%84%7C"), 3);
        assert_eq!(fewest_characters("%C3%41"), 2);
        assert_eq!(fewest_characters("%C3"), 1);
        assert_eq!(fewest_characters("%4"), 2);
        assert_eq!(fewest_characters("%zz%"), 4);
    }
}
