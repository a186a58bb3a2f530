//! URI + template → values: matching, the inverse of expansion, for one
//! template ([`Matcher`]; `router/` matches several at once). Its rules are
//! stated here, once, on [`Matcher`]'s page.

use core::fmt;
use core::hash::{Hash, Hasher};

use crate::matching::ambiguity::AmbiguityError;
#[cfg(doc)]
use crate::matching::ambiguity::AmbiguityErrorKind;
use crate::matching::captures::capture::Captures;
use crate::matching::match_error::MatchError;
#[cfg(doc)]
use crate::matching::match_error::MatchErrorKind;
use crate::matching::options::MatchOptions;
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
    template: UriTemplate<'t>,
    plan: Plan,
    options: MatchOptions,
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
