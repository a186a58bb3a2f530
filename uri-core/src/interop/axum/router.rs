//! A route type's paths added to an axum `Router` ([`RouterExt`]), and why
//! that can fail ([`RegisterError`]).

use alloc::string::String;
use core::fmt;

use axum::Router;
use axum::routing::MethodRouter;

use crate::error::secret::Masked;
use crate::interop::axum::paths::paths;
use crate::matching::route::Route;
use crate::matching::route::error::RouteError;
use crate::matching::router::set::TemplateSetError;
use crate::template::error::TemplateError;

/// Adds a route type's paths to an axum [`Router`], written once, in the
/// type's `#[route("…")]`.
///
/// # Examples
///
/// ```
/// use axum::Router;
/// use axum::routing::get;
/// use uri::Route;
/// use uri::axum::{RouterExt, Typed};
///
/// #[derive(Route)]
/// #[route("/users/{id}{?fields}")]
/// struct User {
///     id: u64,
///     fields: Option<String>,
/// }
///
/// async fn user(Typed(user): Typed<User>) -> String {
///     format!("user {}", user.id)
/// }
///
/// let app: Router = Router::new().route_typed::<User>(get(user))?;
/// # Ok::<(), uri::axum::RegisterError>(())
/// ```
pub trait RouterExt<S>: Sized {
    /// Routes the requests that `R` reads to `method_router`: adds each path
    /// of [`paths::<R>()`](crate::interop::axum::paths::paths) with
    /// [`Router::route`], and builds `R`'s table, so that a conflict between
    /// its templates is an error here rather than on the first request.
    ///
    /// The paths cover `R`'s templates and may route a few requests `R`
    /// refuses; take the request with [`Typed<R>`](crate::interop::axum::extract::Typed),
    /// which answers those 404 or 400.
    ///
    /// # Errors
    ///
    /// [`RegisterError`]: a template with a scheme or authority, or a
    /// relative one (no request path matches it), or templates that
    /// conflict.
    ///
    /// # Panics
    ///
    /// As [`Router::route`] panics, where a path conflicts with one the
    /// router has already: a hand-written route at the same place
    /// (`/users/{id}` beside a route type's `/users/{__uri_1}`), or one
    /// method routed twice to the same path. Route types whose templates
    /// share a shape give the same paths, so their method routers merge
    /// (`get` for one type, `delete` for another).
    ///
    /// # Examples
    ///
    /// ```
    /// use axum::Router;
    /// use axum::routing::{delete, get};
    /// use uri::Route;
    /// use uri::axum::{RouterExt, Typed};
    ///
    /// #[derive(Route)]
    /// #[route("/users/{id}")]
    /// struct User { id: u64 }
    ///
    /// #[derive(Route)]
    /// #[route("/users/{name}")]
    /// struct ByName { name: String }
    ///
    /// async fn show(Typed(user): Typed<User>) -> String { user.id.to_string() }
    /// async fn remove(Typed(user): Typed<ByName>) -> String { user.name }
    ///
    /// let app: Router = Router::new()
    ///     .route_typed::<User>(get(show))?
    ///     .route_typed::<ByName>(delete(remove))?;
    /// # Ok::<(), uri::axum::RegisterError>(())
    /// ```
    fn route_typed<R: Route>(self, method_router: MethodRouter<S>) -> Result<Self, RegisterError>;
}

impl<S> RouterExt<S> for Router<S>
where
    S: Clone + Send + Sync + 'static,
{
    fn route_typed<R: Route>(self, method_router: MethodRouter<S>) -> Result<Self, RegisterError> {
        let paths = paths::<R>()?;
        // Reading any text builds (and, for a derived type, keeps) the
        // table; only its own error is of interest here.
        if let Err(RouteError::Table(error)) = R::from_uri("/") {
            return Err(RegisterError::Table(error));
        }
        Ok(paths.iter().fold(self, |router, path| {
            router.route(path, method_router.clone())
        }))
    }
}

/// Why a route type's paths cannot be added to a router
/// ([`RouterExt::route_typed`], [`paths`](crate::interop::axum::paths::paths)).
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
#[derive(Clone, Debug, PartialEq, Eq)]
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
