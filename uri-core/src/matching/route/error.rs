//! Why a request is not a value of a route type: no template matched it (or
//! one matched a malformed request), or a field could not be read from its
//! variable, or a nested table could not be built.

use alloc::boxed::Box;
use core::fmt;

use crate::matching::captures::error::CaptureError;
use crate::matching::match_error::MatchError;
use crate::matching::router::set::TemplateSetError;

/// Why [`Route`](crate::matching::route::Route) reading refused a request.
///
/// A server answers 404 Not Found where [`is_bad_request`](Self::is_bad_request)
/// is `false`, and 400 Bad Request where it is `true`: a template matched, but a
/// value in the request is malformed (a bad escape, a dot segment, a value its
/// field's type cannot read).
///
/// # Examples
///
/// ```
/// use uri::template::{Captures, MatchErrorKind, Route, RouteError, TemplateSet};
/// use uri::UriTemplate;
///
/// let set: TemplateSet<()> = TemplateSet::try_from_iter([(UriTemplate::parse("/users/{id}")?, ())])?;
///
/// let missing = RouteError::from(set.at("/groups/7").unwrap_err());
/// assert!(!missing.is_bad_request());
/// assert_eq!(missing.field(), None);
///
/// let found = set.at("/users/seven")?;
/// let error = found.captures().parse::<u32>("id").map_err(|error| RouteError::Field { field: "id", error }).unwrap_err();
/// assert!(error.is_bad_request());
/// assert_eq!(error.field(), Some("id"));
/// assert_eq!(
///     error.to_string(),
///     "the field `id` cannot be read: the value `seven` of the variable `id` cannot be read as `u32`",
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
#[non_exhaustive]
pub enum RouteError {
    /// No template of the route matches the request, or the one that matches
    /// finds a malformed value ([`MatchError::is_bad_request`]).
    Match(MatchError),
    /// The template matched, but the value of a variable cannot be read as
    /// its field's type.
    Field {
        /// The field, as the Rust type names it.
        field: &'static str,
        /// Why its variable's value cannot be read (it names the variable and
        /// shows the value, with any password hidden).
        error: CaptureError,
    },
    /// The table of a route enum that nests another route type could not be
    /// built: a nested template conflicts with another one. The derive checks
    /// the templates it can see at compile time; a nested type's templates
    /// it sees only at run time.
    Table(Box<TemplateSetError>),
}

impl RouteError {
    /// Whether a server should answer 400 Bad Request (`true`) rather than
    /// 404 Not Found.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::{Route, RouteError, TemplateSet};
    /// use uri::UriTemplate;
    ///
    /// let set: TemplateSet<()> = TemplateSet::try_from_iter([(UriTemplate::parse("/files{/path*}")?, ())])?;
    /// let climbing = RouteError::from(set.at("/files/../secret").unwrap_err());
    /// assert!(climbing.is_bad_request());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn is_bad_request(&self) -> bool {
        match self {
            Self::Match(error) => error.is_bad_request(),
            Self::Field { .. } => true,
            Self::Table(_) => false,
        }
    }

    /// The field whose value could not be read, for [`RouteError::Field`].
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::{MatchErrorKind, RouteError, TemplateSet};
    /// use uri::UriTemplate;
    ///
    /// let set: TemplateSet<()> = TemplateSet::try_from_iter([(UriTemplate::parse("/a")?, ())])?;
    /// assert_eq!(RouteError::from(set.at("/b").unwrap_err()).field(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn field(&self) -> Option<&'static str> {
        match self {
            Self::Field { field, .. } => Some(field),
            _ => None,
        }
    }

    /// The template variable the error is about, where there is one: the
    /// variable of a malformed value, or of a field that could not be read.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::{RouteError, TemplateSet};
    /// use uri::UriTemplate;
    ///
    /// let set: TemplateSet<()> = TemplateSet::try_from_iter([(UriTemplate::parse("/r/{name}")?, ())])?;
    /// let error = RouteError::from(set.at("/r/a%zz").unwrap_err());
    /// assert_eq!(error.variable(), Some("name"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn variable(&self) -> Option<&str> {
        match self {
            Self::Match(error) => error.variable(),
            Self::Field { error, .. } => Some(error.name()),
            Self::Table(_) => None,
        }
    }
}

impl From<MatchError> for RouteError {
    fn from(error: MatchError) -> Self {
        Self::Match(error)
    }
}

impl fmt::Display for RouteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Match(error) => fmt::Display::fmt(error, f),
            Self::Field { field, error } => {
                write!(f, "the field `{field}` cannot be read: {error}")
            }
            Self::Table(error) => write!(f, "the route table cannot be built: {error}"),
        }
    }
}

impl core::error::Error for RouteError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            Self::Match(error) => Some(error),
            Self::Field { error, .. } => Some(error),
            Self::Table(error) => Some(error.as_ref()),
        }
    }
}
