//! URI + template → values: matching, the inverse of expansion, for one
//! template ([`Matcher`]; `router/` matches several at once). Its rules are
//! stated here, once, on [`Matcher`]'s page.

use core::fmt;
use core::hash::{Hash, Hasher};

use crate::matching::ambiguity::AmbiguityError;
use crate::matching::captures::capture::Captures;
use crate::matching::match_error::MatchError;
use crate::matching::options::MatchOptions;
use crate::matching::plan::sections::Plan;
use crate::template::uri_template::UriTemplate;

/// A template checked for matching; see [`UriTemplate::matcher`]. It keeps
/// what the checks worked out, so build it once and match many texts.
///
/// # The rules
///
/// [`UriTemplate::matcher`] decides from the template alone that every
/// expansion can be read back, and refuses, naming the rule
/// ([`AmbiguityErrorKind`](crate::matching::ambiguity::AmbiguityErrorKind)), a template whose expansions could be read in two
/// ways. Matching then follows these rules, in this order:
///
/// 1. **Sections.** The text is cut as a URI is: its path ends at its
///    first `?` or `#`, its query at the next `#`, where its fragment
///    begins. So `{+path}` before `{?ref}` takes the path up to the first
///    `?`, and `/raw/{+rest}` reads `/raw/a/b#f` as `a/b`. A query the
///    template does not name is allowed: its pairs are
///    [`Captures::extra_pairs`]. A fragment the template has no place for is
///    left alone. A reserved expansion may write `?` and `#` as they are:
///    where the text does not match with its first `?` or `#` ending the
///    section, each later one is tried, then the text's end
///    (`/raw/{+path}/edit` reads `/raw/a?b/edit` as `a?b`).
/// 2. **Queries as sets.** `{?…}` and `{&…}` expressions (and literal pairs
///    after a literal `?`) match the query's pairs in any order; a variable
///    without a pair is undefined; only an exploded variable (`{?tag*}`) takes
///    several pairs, and a second pair for any other is a bad request. When
///    `{?a}` writes nothing, `{&b}` writes `&b=…` straight after the path, and
///    such a path ends at its first `&` where the text has no `?`. A query
///    written otherwise (`?q={q}`) is matched in order: a value in it stops
///    at `&` (but in a reserved expansion), and pairs after the template's
///    own (`?q=uri&utm_source=mail`) are extra pairs; one that repeats a key
///    the template writes (`?q=1&q=2`) is a bad request.
/// 3. **Runs.** A value runs to the first character that ends it: what may
///    follow its expression in the template, its separator, `/` in a path
///    (but in a reserved expansion, `{+…}`), `#` (but in a reserved
///    expansion), `@` and `:` in an authority (but in a reserved expansion:
///    `https://{host}/` reads no userinfo and no port into `host`), and the
///    characters no request holds (controls, the space, DEL), which no pair
///    of the query the template does not name may hold either.
///    Everything else a client sends raw stays in the value: `(`, `)`, `:`,
///    `@`, `+`, `=`, `;`, `,`, `!`, `$`, `*`, `'`, the `[ ]` browsers leave in
///    paths, the `{ } | ^` and backtick they leave in queries, non-ASCII text.
///    The template must not be followed by a character its values may be
///    written with ([`NoBoundary`](crate::matching::ambiguity::AmbiguityErrorKind::NoBoundary)).
/// 4. **Suffixes.** The last expression of a section may instead be followed
///    by literals only: it ends where that literal suffix begins
///    (`/{id}.json`, `/files{/path*}/raw`). So may an expression of the
///    path that never writes `/` (not `{+…}`, `{/…}`) followed by literal
///    text that holds a `/`: its value is in one segment, and ends where
///    that text's part before its `/` begins, found back from the text's
///    next `/` (`/{id}.json/{rev}` reads `/a.b.json/2` as `a.b` and `2`;
///    `/x19/f{a}o/{+path}`).
/// 5. **Labels.** An expression of one variable followed by a `{.label}` of
///    one variable ends at the last `.` of its run after the run's last `/`
///    and after any other character that would end the label, which its
///    expansion never writes raw (`/users/{id}{.format}` reads `a.b.json` as
///    `a.b` and `json`; `{+path}{.format}` reads `a.b#c` before a fragment as
///    `path` alone; without such a `.`, the label is undefined). A `.` of
///    the first value may so begin the label, so neither variable may be
///    named elsewhere in the template
///    ([`PositionalShift`](crate::matching::ambiguity::AmbiguityErrorKind::PositionalShift)).
/// 6. **Exploded lists.** `{/path*}` takes every `/segment` of its run, one
///    member each; `{;params*}` and `{?tag*}` take every item of their name.
///    `{list*}`, `{+list*}` and `{#list*}` read as one comma-separated value.
/// 7. **Separators.** An expression of several variables must separate them
///    with a character that its values cannot hold: not `{+a,b}`, `{#a,b}` or
///    `{.a,b}` ([`SeparatorInValues`](crate::matching::ambiguity::AmbiguityErrorKind::SeparatorInValues)).
///    Where it holds fewer values than variables (expansion leaves out the
///    undefined ones), the values are its first variables', in order, and
///    the others are undefined: `{/year,month}` reads `/archive/2024` as
///    `year` 2024; a run of labels (`{.a}{.b}`) reads as one such
///    expression. So a variable of either may not be named anywhere else in
///    the template, and only its last may have a prefix modifier
///    ([`PositionalShift`](crate::matching::ambiguity::AmbiguityErrorKind::PositionalShift)).
/// 8. **Openers.** A `{?…}` or `{#…}` that opens its section may write
///    nothing, so nothing but `{&…}` may follow it there
///    ([`OptionalOpener`](crate::matching::ambiguity::AmbiguityErrorKind::OptionalOpener)).
///
/// **What reads back otherwise.** Every expansion of an accepted template
/// with string values matches, whichever variables it leaves undefined. A
/// list or map value is written with `,` between its members, so it matches
/// where `,` separates nothing else: not in an expression of several
/// variables that `,` separates (`{a,b}` with `a = ["1", "2"]` writes
/// `1,2,3`, which reads `a` and `b` and leaves `,3`); route types refuse such
/// a field. It reads back to its values but where these rules say otherwise:
/// a reserved expansion's value that holds `?` or `#` ends at it, where the
/// text matches so; a value that holds `.` before a `{.label}`, or a label that
/// holds `.`, is cut at another `.` (and where that makes a variable named
/// twice disagree with itself, the text does not match); and where an
/// expression of several positional variables left out one before a
/// defined one, its values go to its first variables (`{x,y}` with `x`
/// undefined writes `y`'s value, read back as `x`'s).
///
/// **What is read more widely than RFC 6570's inverse.** A request is not an
/// expansion: values hold the raw characters of rule 3; the template's
/// literal text matches in any spelling RFC 3986 §6.2.2 and RFC 3987 make
/// equal (`%7Euser` for `~user`, `caf%c3%a9` or a raw `café` for `café`, hex
/// digits in either case; an escape of a reserved character, `%2F`, is no
/// `/`), and its scheme's and host's letters in either case (`HTTPS://API.Example.com/`
/// for `https://api.example.com/`; RFC 3986 §6.2.2.1); a query or fragment
/// the template does not name is allowed; `+` in a query value is a space
/// ([`MatchOptions::form`]); a pair of a query read as a set that has no `=`
/// (`?q`) gives its variable the empty value, as form decoders read it, and
/// its key names a variable in any spelling RFC 3986 makes equal (`pa%67e`
/// is `page`); a
/// query read in order may be followed by pairs of the client's (at a `&`
/// where its last value or literal ends, but not where a literal suffix
/// decides where its last value ends: `?q={q}x`); a
/// `%` that begins no escape, a repeated key for
/// a scalar, or a path value that is or holds a `.` or `..` segment (once
/// decoded, `%2e%2e` too; a reserved value's raw `?` or `#` ends a segment, as
/// it ends the path of a URI written with the value;
/// [`MatchOptions::dot_segments`]), or a path value that holds an escaped
/// control character (`%00`, `%0D%0A`, `%7F`: U+0000 to U+001F and U+007F
/// once decoded; [`MatchOptions::control_characters`]) make the request
/// malformed: a [`MatchError`] that
/// [`is_bad_request`](MatchError::is_bad_request), so that a server answers
/// 400, not 404. A malformed reading decides only where no other reading
/// matches: a reserved path value may hold the `?` of what looks like a
/// query of repeated keys. A `%2F` inside a value (`group%2Fproject`) is allowed.
///
/// Values come back as they appear in the text (still percent-encoded),
/// with their names, and are decoded and parsed by [`Captures::parse`].
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
    template: UriTemplate<'t>,
    plan: Plan,
    options: MatchOptions,
}

#[cfg(feature = "matching")]
impl<'t> UriTemplate<'t> {
    /// Checks that every expansion of this template can be read back into its
    /// variables, and returns the matcher that does it (the rules, and what
    /// reads back otherwise, are under
    /// ["The rules" on `Matcher`'s page](Matcher#the-rules), and the templates it
    /// refuses on [`AmbiguityErrorKind`](crate::matching::ambiguity::AmbiguityErrorKind)'s).
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
        Plan::new(*self).map(|plan| Matcher {
            template: *self,
            plan,
            options: MatchOptions::new(),
        })
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
        self.template
    }

    /// The same matcher, reading texts with `options` (where `+` is a space,
    /// whether dot segments are allowed).
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::MatchOptions;
    ///
    /// let matcher = uri::UriTemplate::parse("{?q}")?.matcher()?.options(MatchOptions::new().form(false));
    /// assert_eq!(matcher.captures("?q=a+b")?.parse::<String>("q")?, "a+b");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn options(mut self, options: MatchOptions) -> Self {
        self.options = options;
        self
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
    /// A [`MatchError`] of kind [`Mismatch`](crate::matching::match_error::MatchErrorKind::Mismatch) where
    /// `text` leaves the template,
    /// [`Conflict`](crate::matching::match_error::MatchErrorKind::Conflict) where a variable named twice has
    /// two values, and [`Repeated`](crate::matching::match_error::MatchErrorKind::Repeated) where
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
        self.plan.read(self.template.as_str(), text, self.options)
    }

    /// [`captures`](Self::captures), reading `text` with `options` for this
    /// call.
    ///
    /// # Errors
    ///
    /// As for [`captures`](Self::captures).
    ///
    /// # Examples
    ///
    /// See [`MatchOptions`].
    pub fn captures_with<'u>(
        &self,
        text: &'u str,
        options: MatchOptions,
    ) -> Result<Captures<'t, 'u>, MatchError> {
        self.plan.read(self.template.as_str(), text, options)
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
        self.captures(text).is_ok()
    }
}

/// The template, as [`UriTemplate`]'s `Debug` shows it.
impl fmt::Debug for Matcher<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Matcher")
            .field("template", &self.template)
            .field("options", &self.options)
            .finish_non_exhaustive()
    }
}

/// Matchers are equal when their templates and options are.
impl PartialEq for Matcher<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.template == other.template && self.options == other.options
    }
}

impl Eq for Matcher<'_> {}

impl Hash for Matcher<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.template.hash(state);
        self.options.hash(state);
    }
}
