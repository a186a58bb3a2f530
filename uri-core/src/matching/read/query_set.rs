//! A query section read as a set of pairs: `{?state,page}` matches
//! `?page=2&state=open` as well as `?state=open&page=2`, and keeps what else
//! the query holds for `Captures::extra_pairs`.
//!
//! The query runs from `?` to the first `#`; its pairs are separated by `&`
//! (empty ones skipped), and each pair's name runs to its first `=` (a pair
//! without one, `?q`, is its name with the empty value) and names a variable
//! by RFC 3986's equivalence (`pa%67e` is `page`, §6.2.2). A pair
//! named after a variable of the section is that variable's value (its text
//! up to the next `&`, so a client's unencoded `/`, `:` or `+` stays in it; `+`
//! is not read as a space). A variable the query does not name is undefined.
//! Following RFC 6570's explode rules, an exploded variable (`{?tag*}`) takes
//! every pair of its name, as members of a list, and any other variable only
//! as many as the template names it ([`MatchErrorKind::Repeated`] otherwise);
//! the places of a name take its pairs longest first, the place that takes
//! the most first (`{?a}{&a:1}` reads `a=b&a=bcd` as `bcd` and `b`), so the
//! order of the pairs never matters. An
//! exploded map's pairs carry their own names, so they come back among the
//! other pairs. The literal pairs of a section written with a literal `?`
//! (`?v=2{&page}`) must each be in the query, anywhere; a pair that is one of
//! them is that literal text, never a variable's value, though a variable
//! may have its name (`?sort=name{&sort}` reads `sort=name&sort=date` as the
//! literal and `sort` = `date`); another pair of its key that no variable
//! names is a bad request ([`MatchErrorKind::Repeated`]: `?mode=raw{&q}`
//! refuses `mode=cooked&mode=raw`, which a service could read either way).

use alloc::vec::Vec;

use crate::bytes::offset::offset_in;
use crate::bytes::percent::equivalent;
use crate::matching::captures::capture::Layout;
use crate::matching::match_error::{MatchError, MatchErrorKind, MatchExpected};
use crate::matching::plan::byte_set::{NEVER_IN_VALUES, contains};
use crate::matching::plan::literal::is_literal;
use crate::matching::plan::sections::QuerySet;
use crate::matching::read::reader::Reader;
use crate::template::uri_template::Modifier;

impl<'u> Reader<'_, '_, 'u> {
    /// Reads the query from here to `end` as the pairs of `set`; the query
    /// without its `?`.
    pub(crate) fn pairs(&mut self, set: &QuerySet, end: usize) -> Result<&'u str, MatchError> {
        let text = self.text;
        let template = self.template;
        match text.as_bytes().get(self.pos) {
            Some(b'?') if self.pos < end => self.pos += 1,
            // The `&` of `{&…}` after a `{?…}` that wrote nothing; the empty
            // piece before it is skipped below.
            Some(b'&') if self.pos < end && set.opens_with_ampersand => {}
            // A query of no required pair may be left out with its `?`.
            _ if set.literal_start && !set.pairs.is_empty() => {
                return self.mismatch(MatchExpected::Literal('?'));
            }
            _ => {}
        }
        let region = &text[self.pos..end];
        // Each literal pair claims the first piece that is it, before any
        // variable is read: `?sort=name{&sort}` holds `sort=name` as literal
        // text, so only another `sort=` can be the variable's.
        let mut claimed = Vec::new();
        for &(pair, index) in set.pairs.iter() {
            let piece = region.split('&').enumerate().position(|(k, piece)| {
                !claimed.contains(&k) && is_literal(piece.as_bytes(), pair.read(template))
            });
            let Some(k) = piece else {
                self.pos = end;
                return self.mismatch(MatchExpected::Pair { template: index });
            };
            claimed.push(k);
        }
        let first = self.captures.len();
        // The pairs of names the set names in several places: the name as
        // the template writes it, the value, where the pair starts.
        let mut repeated: Vec<(&str, &'u str, usize)> = Vec::new();
        let mut at = self.pos;
        for (k, piece) in region.split('&').enumerate() {
            let start = at;
            at += piece.len() + 1;
            if piece.is_empty() || claimed.contains(&k) {
                continue;
            }
            // A pair without `=` (`?q`) is the empty value, as form decoders
            // and `URLSearchParams` read it: the request names the variable.
            let (key, value) = piece
                .split_once('=')
                .unwrap_or((piece, &piece[piece.len()..]));
            // A key names a variable by RFC 3986's equivalence (`pa%67e` is
            // `page`), so that no spelling of it passes as an extra pair; a
            // name written as the key is, first (`{?%2E,%2e}` names two).
            let exact = set.vars.iter().any(|(var, _)| var.name(template) == key);
            let specs = set.vars.iter().filter(move |(var, _)| {
                let name = var.name(template);
                if exact {
                    name == key
                } else {
                    equivalent(name.as_bytes(), key.as_bytes())
                }
            });
            let Some(&(spec, expression)) = specs.clone().next() else {
                if repeats_literal_key(set, template, key) {
                    let error = MatchError::new(text, start, MatchErrorKind::Repeated);
                    self.bad_request(error);
                }
                continue;
            };
            let key = spec.name(template);
            // A value ends at a character no request holds (a control, the
            // space), as a path value does: nothing may follow it here.
            if let Some(offset) = value
                .bytes()
                .position(|byte| contains(NEVER_IN_VALUES, byte))
            {
                self.pos = offset_in(text, value) + offset;
                return self.mismatch(MatchExpected::Value { expression });
            }
            if spec.modifier == Modifier::Explode {
                self.capture(spec, value, start, Layout::Member, false)?;
                continue;
            }
            if specs.clone().count() > 1 {
                // Named in several places: assigned once all are read.
                repeated.push((key, value, start));
                continue;
            }
            if self.captures.as_slice()[first..]
                .iter()
                .any(|capture| capture.name() == key)
            {
                let error = self.repeated(start, key);
                self.bad_request(error);
                continue;
            }
            self.capture(spec, value, start, Layout::Value, false)?;
        }
        if !repeated.is_empty() {
            self.assign_repeated(set, &mut repeated)?;
            // Captures stay in the order of the text, which a value's place in
            // it gives.
            self.captures.as_mut_slice()[first..]
                .sort_by_key(|capture| offset_in(self.text, capture.as_str()));
        }
        self.pos = end;
        for &(var, _) in set.vars.iter() {
            let name = var.name(template);
            if !self.captures.as_slice()[first..]
                .iter()
                .any(|capture| capture.name() == name)
            {
                self.undefined(name, end)?;
            }
        }
        Ok(region)
    }

    /// A pair at `start` that names `key` once too often.
    fn repeated(&self, start: usize, key: &str) -> MatchError {
        MatchError::new(self.text, start, MatchErrorKind::Repeated).about(key)
    }

    /// Gives the pairs of a name that the set names in several places
    /// (`{?a}{&a:1}`) to those places whatever their order in the text: the
    /// places hold one variable's value, whole or cut to a prefix, so the
    /// longest pair goes to the place that takes the most, and so on down.
    fn assign_repeated(
        &mut self,
        set: &QuerySet,
        repeated: &mut [(&str, &'u str, usize)],
    ) -> Result<(), MatchError> {
        let characters = |value: &str| value.len().saturating_sub(2 * value.matches('%').count());
        // By name, then the longest value first (stable: text order breaks ties).
        repeated.sort_by(|a, b| a.0.cmp(b.0).then(characters(b.1).cmp(&characters(a.1))));
        let mut rest = &*repeated;
        while let Some(&(name, _, _)) = rest.first() {
            let count = rest.iter().take_while(|(key, _, _)| *key == name).count();
            let (pieces, after) = rest.split_at(count);
            rest = after;
            let mut places: Vec<_> = set
                .vars
                .iter()
                .filter(|(var, _)| var.name(self.template) == name)
                .map(|&(var, _)| var)
                .collect();
            // The place that takes the most first: whole, then longer prefixes.
            places.sort_by_key(|var| match var.modifier {
                Modifier::Prefix(length) => usize::MAX - usize::from(length),
                Modifier::None | Modifier::Explode => 0,
            });
            if let Some(&(key, _, start)) = pieces.get(places.len()) {
                let error = self.repeated(start, key);
                self.bad_request(error);
            }
            for (&(_, value, start), spec) in pieces.iter().zip(places) {
                self.capture(spec, value, start, Layout::Value, false)?;
            }
        }
        Ok(())
    }
}

/// Whether `key`, which names no variable of `set`, is the key of one of its
/// literal pairs (`mode` of `?mode=raw{&q}`): a second pair of it
/// (`mode=cooked`) could be read either way, so it is a bad request. Where
/// the set has an exploded variable, a map of it may write any key: then
/// such a pair is the map's.
fn repeats_literal_key(set: &QuerySet, template: &str, key: &str) -> bool {
    let map = set
        .vars
        .iter()
        .any(|(var, _)| var.modifier == Modifier::Explode);
    !map && set.pairs.iter().any(|(pair, _)| {
        let pair = pair.read(template);
        let pair_key = pair.split('=').next().unwrap_or(pair);
        equivalent(pair_key.as_bytes(), key.as_bytes())
    })
}
