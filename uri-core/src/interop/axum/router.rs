//! A route type's paths added to an axum `Router` ([`RouterExt`]).

use alloc::string::String;

use axum::Router;
use axum::routing::MethodRouter;

use crate::interop::axum::error::RegisterError;
use crate::interop::axum::paths::paths_of;
use crate::matching::route::Route;
use crate::matching::router::set::TemplateSetError;

/// Adds a route type's paths to an `axum::Router`, written once, in the
/// type's `#[route("…")]`.
///
/// axum then routes each request by those paths and percent-decodes every
/// parameter, and [`Typed<R>`](crate::interop::axum::extract::Typed) reads
/// the request again. [`Routes`](crate::interop::axum::routes::Routes) reads
/// each request once, with the route types' own tables, and answers every
/// spelling they read without
/// [`NormalizedPaths`](crate::interop::axum::normalized::NormalizedPaths).
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
    /// `axum::Router::route`, and builds `R`'s table, so that a conflict between
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
    /// As `axum::Router::route` panics, where a path conflicts with one the
    /// router has already: a hand-written route at the same place
    /// (`/users/{id}` beside a route type's `/users/{__uri_1}`), one method
    /// routed twice to the same path, or a catch-all of one route type where
    /// another has a parameter (`/files{/path*}` beside `/files/{name}`:
    /// make them variants of one enum, whose paths merge). Route types whose
    /// templates share a shape give the same paths, so their method routers
    /// merge (`get` for one type, `delete` for another).
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
        // Only the type's templates and table are generic: the rest is
        // written once, not for each route type.
        let checked = R::check_table();
        register(self, &R::templates(), checked, &method_router)
    }
}

/// [`RouterExt::route_typed`] for a type whose templates are `templates`,
/// its table `checked`.
fn register<S>(
    router: Router<S>,
    templates: &[String],
    checked: Result<(), TemplateSetError>,
    method_router: &MethodRouter<S>,
) -> Result<Router<S>, RegisterError>
where
    S: Clone + Send + Sync + 'static,
{
    let paths = paths_of(templates)?;
    checked.map_err(RegisterError::Table)?;
    Ok(paths.iter().fold(router, |router, path| {
        router.route(path, method_router.clone())
    }))
}
