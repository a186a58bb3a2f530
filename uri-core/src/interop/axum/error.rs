//! Why a route type's paths cannot be added to a router.

use alloc::string::String;
use core::fmt;

use crate::error::secret::{Masked, Quoted};
use crate::matching::router::set::TemplateSetError;
use crate::template::error::TemplateError;

/// Why a route type's paths cannot be added to a router
/// ([`RouterExt::route_typed`](crate::interop::axum::router::RouterExt::route_typed), [`paths`](crate::interop::axum::paths::paths)).
///
/// # Examples
///
/// ```
/// use axum::Router;
/// use axum::routing::get;
/// use uri::Route;
/// use uri::axum::{RegisterError, RouterExt};
///
/// #[derive(Route)]
/// #[route("https://api.example.com/users/{id}")]
/// struct Remote { id: u64 }
///
/// let error = Router::<()>::new().route_typed::<Remote>(get(|| async { "" })).unwrap_err();
/// assert!(matches!(error, RegisterError::NotOriginForm { .. }));
/// assert_eq!(
///     error.to_string(),
///     "the template `https://api.example.com/users/{id}` cannot match a request path: \
///      a route for axum starts with `/` (a path and query, no scheme or authority)",
/// );
/// ```
#[derive(Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum RegisterError {
    /// A template with a scheme or an authority, or a relative one: axum
    /// routes requests by their path, which starts with `/`.
    NotOriginForm {
        /// The template.
        template: String,
    },
    /// A text of the route type's `templates()` that is no template (a hand
    /// implementation's).
    Invalid {
        /// The text.
        template: String,
        /// Why it is no template.
        error: TemplateError,
    },
    /// The route type's templates conflict (a nested type's template and
    /// another one): its table cannot be built.
    Table(TemplateSetError),
}

/// Like a derived `Debug`, with each template quoted as [`UriTemplate`]'s
/// `Debug` quotes text: any password hidden.
///
/// [`UriTemplate`]: crate::template::uri_template::UriTemplate
impl fmt::Debug for RegisterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotOriginForm { template } => f
                .debug_struct("NotOriginForm")
                .field("template", &Quoted(template))
                .finish(),
            Self::Invalid { template, error } => f
                .debug_struct("Invalid")
                .field("template", &Quoted(template))
                .field("error", error)
                .finish(),
            Self::Table(error) => f.debug_tuple("Table").field(error).finish(),
        }
    }
}

impl fmt::Display for RegisterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotOriginForm { template } => write!(
                f,
                "the template `{}` cannot match a request path: a route for axum starts with `/` \
                 (a path and query, no scheme or authority)",
                Masked(template)
            ),
            Self::Invalid { template, error } => {
                write!(f, "`{}` is not a URI Template: {error}", Masked(template))
            }
            Self::Table(error) => write!(f, "the route table cannot be built: {error}"),
        }
    }
}

impl core::error::Error for RegisterError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            Self::NotOriginForm { .. } => None,
            Self::Invalid { error, .. } => Some(error),
            Self::Table(error) => Some(error),
        }
    }
}
