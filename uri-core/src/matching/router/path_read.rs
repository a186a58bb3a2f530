//! The short way for a [`TemplateSet`](crate::matching::router::set::TemplateSet)'s
//! commonest routes: a template whose path is whole segments, each an ASCII
//! literal or one `{var}`, with no query or fragment (`/repos/{owner}/{repo}`),
//! is read from the segments the tree's walk found instead of matched again
//! from the start of the text.
//!
//! The walk already proves most of the match. It reaches a template's node only
//! through literal keys equal to the template's literal segments, in a
//! spelling the reader takes as well (`tree.rs`: a literal segment is only
//! ever a literal key), with as many segments as the template has. What is
//! left is what the reader would check of each `{var}`'s segment
//! (`read/request.rs`): no byte that no request holds (a mismatch),
//! every `%` an escape, no escaped control, no dot segment (each a bad
//! request). An empty segment
//! leaves its variable undefined, as the reader reads an empty `{var}`. The
//! capture is the segment's text, still encoded, as there; the text's query,
//! if it has one, is all extra pairs, and its fragment is left alone.
//!
//! Every other template (and one with more than four variables), and a text
//! whose path has more segments than a walk records, goes to the general
//! matcher. The unit tests of `set.rs` compare the two on random texts, so
//! that this path can never disagree with it.

use alloc::borrow::Cow;
use alloc::vec::Vec;
use core::ops::Range;

use crate::error::secret::overlaps_password;
use crate::matching::captures::capture::{Capture, Layout, Store};
use crate::matching::match_error::{MatchError, MatchErrorKind};
use crate::matching::options::MatchOptions;
use crate::matching::plan::byte_set::contains;
use crate::matching::plan::sections::{End, Plan, Query, Step};
use crate::matching::read::request::{Holds, bad_escape, climbs, escaped_control, holds};
use crate::matching::router::key::RouteKey;
use crate::matching::router::segments::{RECORDED, SegmentStarts};
use crate::matching::stored::{Text, emit_struct};
use crate::template::operator::Operator;
use crate::template::uri_template::Modifier;

/// A template read from a walk's segments: how many it has, and its
/// variables, each with its segment (held inline, not in an allocation of
/// its own that a lookup would have to bring into the cache).
#[derive(Clone, Debug)]
pub struct PathRead {
    /// How many segments the template's path has.
    pub segments: usize,
    /// Each variable's segment and name (a copy, so that a lookup does not
    /// slice the template for it).
    pub vars: [(usize, Text); VARS],
    /// How many of `vars` are the template's.
    pub var_count: usize,
}

/// How many variables the short way reads; a template with more is left to
/// its matcher.
const VARS: usize = 4;

emit_struct!(PathRead {
    segments,
    vars,
    var_count
});

/// What the short way made of a text.
pub(crate) enum Read {
    /// The text matches, with the captures kept.
    Match,
    /// The text does not match.
    Mismatch,
    /// The template matches, and the request is malformed.
    BadRequest(MatchError),
    /// The general matcher must decide (a path longer than a walk records).
    Matcher,
}

/// What the segment being cut holds so far.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Segment {
    Nothing,
    Literal,
    Var,
}

impl PathRead {
    /// The short way for `template`, whose plan is `plan` and whose tree key
    /// is `key`, if it has the shape this module reads.
    pub(crate) fn new(template: &str, plan: &Plan, key: &RouteKey) -> Option<Self> {
        let path_only = matches!(plan.query, Query::None)
            && plan.fragment.is_none()
            && plan.repeated.is_empty();
        if !path_only {
            return None;
        }
        let mut vars = Vec::new();
        let mut segment = 0;
        let mut segment_holds = Segment::Nothing;
        for step in plan.head.steps.iter() {
            match step {
                Step::Literal(text) => {
                    for (index, piece) in text.read(template).split('/').enumerate() {
                        if index > 0 {
                            segment += 1;
                            segment_holds = Segment::Nothing;
                        }
                        if !piece.is_empty() {
                            if segment_holds == Segment::Var {
                                return None;
                            }
                            segment_holds = Segment::Literal;
                        }
                    }
                }
                Step::Expression(expr) => {
                    // A value in an authority stops at `@` and `:` as well,
                    // which the short way does not check: left to the plan.
                    let simple = expr.operator == Operator::Simple
                        && expr.end == End::Run
                        && !contains(expr.stops, b'@')
                        && matches!(expr.vars[..], [var] if var.modifier == Modifier::None);
                    if !simple || segment_holds != Segment::Nothing {
                        return None;
                    }
                    vars.push((segment, Cow::Owned(expr.vars[0].name.read(template).into())));
                    segment_holds = Segment::Var;
                }
            }
        }
        let segments = key.segment_count()?;
        // The walk proves only the tree's literal keys; any other segment
        // without a variable (a non-ASCII literal) is left to the matcher.
        let proven = (0..segments)
            .all(|index| key.is_literal(index) || vars.iter().any(|&(at, _)| at == index));
        let var_count = vars.len();
        let mut vars = vars.into_iter();
        let vars = core::array::from_fn(|_| vars.next().unwrap_or_default());
        (segments == segment + 1 && proven && var_count <= VARS && segments <= RECORDED).then_some(
            Self {
                segments,
                vars,
                var_count,
            },
        )
    }

    /// What the template reads of `text`, whose walk ended at its node; the
    /// captures go to `store`, which is empty (the caller's, so that they are
    /// not moved on the way out).
    #[allow(
        clippy::inline_always,
        reason = "one caller, per lookup: a call here costs about 30 instructions of a 1,100"
    )]
    #[inline(always)]
    pub(crate) fn read<'t, 'u>(
        &'t self,
        text: &'u str,
        walk: &SegmentStarts,
        options: MatchOptions,
        store: &mut Store<'t, 'u>,
    ) -> Read {
        if walk.count != self.segments {
            return Read::Matcher;
        }
        // What no request holds is a mismatch wherever it is; only then is
        // a malformed value a bad request, as the reader decides.
        let mut bad = None;
        for (index, name) in self.vars.get(..self.var_count).unwrap_or_default() {
            let Some(range) = walk.get(*index) else {
                return Read::Matcher;
            };
            let keep = |capture| store.push(capture);
            if read_value(text, name, range, options, &mut bad, keep).is_err() {
                return Read::Mismatch;
            }
        }
        match bad {
            Some(error) => Read::BadRequest(error),
            None => Read::Match,
        }
    }
}

/// A value that holds a byte no request holds: the template does not match.
pub(crate) struct NeverHeld;

/// What the short way makes of the value of variable `name` at `range` of
/// `text`: the capture handed to `keep`, if any (an empty value leaves the
/// variable undefined), or, for a malformed value, the bad request in
/// `bad` (the first of the values read in the template's order, which a
/// value no request holds still overrides). A route type's direct reading
/// (`route/direct.rs`) draws its bad requests with it too, so that they
/// are the table's.
#[allow(
    clippy::inline_always,
    reason = "the short way's loop, once per lookup, see `PathRead::read`"
)]
#[inline(always)]
pub(crate) fn read_value<'t, 'u>(
    text: &'u str,
    name: &'t str,
    range: Range<usize>,
    options: MatchOptions,
    bad: &mut Option<MatchError>,
    keep: impl FnOnce(Capture<'t, 'u>),
) -> Result<(), NeverHeld> {
    let value = &text[range.clone()];
    if value.is_empty() {
        return Ok(());
    }
    let bytes = value.as_bytes();
    let marks = match holds(bytes) {
        Holds::Never => return Err(NeverHeld),
        Holds::Plain => {
            keep(Capture::new(name, value, Layout::Value).known_plain());
            return Ok(());
        }
        Holds::Checked(_) if bad.is_some() => return Ok(()),
        Holds::Checked(marks) => marks,
    };
    let bad_at = if marks.percent() {
        bad_escape(bytes)
    } else {
        None
    };
    let control_at = if marks.percent() && !options.allows_control_characters() {
        escaped_control(bytes)
    } else {
        None
    };
    if let Some(offset) = bad_at {
        let error = MatchError::new(text, range.start + offset, MatchErrorKind::BadEscape);
        *bad = Some(error.about(name));
    } else if let Some(offset) = control_at {
        let error = MatchError::new(text, range.start + offset, MatchErrorKind::ControlCharacter);
        *bad = Some(error.about(name));
    } else if !options.allows_dot_segments() && marks.dot_or_percent() && climbs(bytes) {
        let error = MatchError::new(text, range.start, MatchErrorKind::DotSegment);
        *bad = Some(error.about(name));
    } else {
        // A segment overlaps a password only where it holds the
        // authority's `@` (an authority ends at a `/`): the text's
        // passwords are looked for then, at most once a variable.
        let secret = marks.at_sign() && overlaps_password(text, range);
        keep(Capture::new(name, value, Layout::Value).with_secret(secret));
    }
    Ok(())
}
