//! URI + template → values: matching, the inverse of expansion, for one
//! template ([`Matcher`]; `set.rs` matches several at once).
//!
//! [`UriTemplate::matcher`] decides from the template alone that every
//! expansion can be read back into its variables, and refuses, naming the
//! rule ([`AmbiguityErrorKind`]), a template whose expansions could be read in two
//! ways. The rules, in the order matching applies them:
//!
//! 1. **Sections.** The text is cut where a URI's parts begin: the path ends at
//!    the first `?` or `#`, the query at the next `#`. So `{+path}` followed by
//!    `{?ref}` or `{#frag}` takes the path up to the first `?` or `#` (a path
//!    cannot hold either unencoded); followed by nothing, it takes the rest.
//! 2. **Queries as sets.** `{?…}` and `{&…}` expressions (and literal pairs
//!    after a literal `?`) match the query's pairs in any order, with other
//!    pairs kept for [`Captures::extra_pairs`]; a variable without a pair is
//!    undefined; only an exploded variable (`{?tag*}`) takes several pairs.
//!    A query written otherwise (`?q={q}`) is matched in order.
//! 3. **Runs.** Elsewhere an expression's values hold only the characters its
//!    operator passes, so it ends at the first character that cannot be in
//!    them; what follows must begin with such a character
//!    ([`AmbiguityErrorKind::NoBoundary`] otherwise).
//! 4. **Suffixes.** The last expression of a section may instead be followed by
//!    literals only: it ends where that literal suffix begins (`/{id}.json`,
//!    `/files{/path*}/raw`).
//! 5. **Labels.** An expression of one variable followed by a `{.label}` of one
//!    variable ends at the last `.` of its run after the run's last `/`
//!    (`/users/{id}{.format}` reads `a.b.json` as `a.b` and `json`; without a
//!    `.`, the label is undefined).
//! 6. **Exploded lists.** `{/path*}` takes every `/segment` of its run, one
//!    member each; `{;params*}` and `{?tag*}` take every item of their name.
//!    `{list*}`, `{+list*}` and `{#list*}` read as one comma-separated value.
//!    An explode beside other variables without names ([`AmbiguityErrorKind::Explode`])
//!    and `{.list*}` ([`AmbiguityErrorKind::SeparatorInValues`]) are refused.
//! 7. **Separators.** An expression of several variables must separate them
//!    with a character that its values cannot hold: not `{+a,b}`, `{#a,b}` or
//!    `{.a,b}` ([`AmbiguityErrorKind::SeparatorInValues`]).
//!
//! Rules 1 and 5 read some texts differently from the values that were
//! expanded, by design: a `{+path}` value holding `?` before a query, a value
//! holding `.` before a `{.label}`, or a label holding `.`. Every other
//! expansion of an accepted template reads back to its values.
//!
//! Matching itself is one pass without backtracking (`read.rs`). Values are
//! returned as they appear in the text (still percent-encoded) with their
//! names, and can be decoded and parsed ([`Captures::parse`]).

use core::fmt;
use core::hash::{Hash, Hasher};

use crate::matching::ambiguity::AmbiguityError;
#[cfg(doc)]
use crate::matching::ambiguity::AmbiguityErrorKind;
use crate::matching::captures::capture::Captures;
use crate::matching::match_error::MatchError;
#[cfg(doc)]
use crate::matching::match_error::MatchErrorKind;
use crate::matching::plan::sections::Plan;
use crate::template::uri_template::UriTemplate;

/// A template checked for matching; see [`UriTemplate::matcher`]. It keeps
/// what the checks worked out, so build it once and match many texts.
///
/// # Examples
///
/// ```
/// use uri::UriTemplate;
///
/// let matcher = UriTemplate::parse("/users/{id}/repos{?page,per_page}")?.matcher()?;
/// let found = matcher.captures("/users/ada%20l/repos?per_page=50")?;
/// assert_eq!(found.parse::<String>("id")?, "ada l");
/// assert_eq!(found.parse::<u32>("per_page")?, 50);
/// assert!(found.get("page").is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Matcher<'t> {
    plan: Plan<'t>,
}

#[cfg(feature = "matching")]
impl<'t> UriTemplate<'t> {
    /// Checks that every expansion of this template can be read back into its
    /// variables, and returns the matcher that does it (the rules are those of
    /// [`Matcher`]'s module documentation, and of [`AmbiguityErrorKind`]).
    ///
    /// # Errors
    ///
    /// [`AmbiguityError`] at the first expression that could be read back in
    /// more than one way, with the rule it breaks.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::UriTemplate;
    ///
    /// assert!(UriTemplate::parse("/files/{+path}{?ref}")?.matcher().is_ok());
    /// assert!(UriTemplate::parse("/users/{id}{.format}")?.matcher().is_ok());
    /// assert!(UriTemplate::parse("/files{/path*}")?.matcher().is_ok());
    /// assert!(UriTemplate::parse("/{a}{b}")?.matcher().is_err());
    /// # Ok::<(), uri::template::TemplateError>(())
    /// ```
    pub fn matcher(&self) -> Result<Matcher<'t>, AmbiguityError> {
        Plan::new(*self).map(|plan| Matcher { plan })
    }
}

impl<'t> Matcher<'t> {
    /// The template.
    ///
    /// # Examples
    ///
    /// ```
    /// let template = uri::UriTemplate::parse("/{id}")?;
    /// assert_eq!(template.matcher()?.template(), template);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn template(&self) -> UriTemplate<'t> {
        self.plan.template
    }

    pub(crate) fn plan(&self) -> &Plan<'t> {
        &self.plan
    }

    /// Reads the values of the template's variables out of `text`, the
    /// expansion of the template (a URI reference as text).
    ///
    /// A variable that the text leaves out (an undefined one) is absent from the
    /// result; one that is present but empty has the value `""`. For an
    /// expression without an operator, or with `+`, an empty match counts as
    /// absent, since expansion writes the same nothing for both.
    ///
    /// # Errors
    ///
    /// A [`MatchError`] of kind [`Mismatch`](MatchErrorKind::Mismatch) where
    /// `text` leaves the template, [`UndefinedUnknown`](MatchErrorKind::UndefinedUnknown)
    /// where some, but not all, of several positional variables are present,
    /// [`Conflict`](MatchErrorKind::Conflict) where a variable named twice has
    /// two values, and [`Repeated`](MatchErrorKind::Repeated) where
    /// a query names a variable more often than the template.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::UriTemplate;
    ///
    /// let matcher = UriTemplate::parse("/map{?x,y}{#at}")?.matcher()?;
    /// let found = matcher.captures("/map?y=768&zoom=2#top")?;
    /// assert_eq!(found.get("y").unwrap().as_str(), "768");
    /// assert_eq!(found.get("at").unwrap().as_str(), "top");
    /// assert!(found.get("x").is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn captures<'u>(&self, text: &'u str) -> Result<Captures<'t, 'u>, MatchError> {
        self.plan.read(text)
    }

    /// Whether `text` matches the template: [`captures`](Self::captures)
    /// without the captures.
    ///
    /// # Examples
    ///
    /// ```
    /// let matcher = uri::UriTemplate::parse("/users/{id}")?.matcher()?;
    /// assert!(matcher.is_match("/users/ada"));
    /// assert!(!matcher.is_match("/groups/ada"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_match(&self, text: &str) -> bool {
        self.plan.read(text).is_ok()
    }
}

/// The template, as [`UriTemplate`]'s `Debug` shows it.
impl fmt::Debug for Matcher<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Matcher")
            .field("template", &self.plan.template)
            .finish_non_exhaustive()
    }
}

/// Matchers are equal when their templates are.
impl PartialEq for Matcher<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.plan.template == other.plan.template
    }
}

impl Eq for Matcher<'_> {}

impl Hash for Matcher<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.plan.template.hash(state);
    }
}
