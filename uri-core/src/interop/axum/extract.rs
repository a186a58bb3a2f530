//! A route type as an axum extractor ([`Typed`]), and its answer to a request
//! it cannot read ([`Rejection`]).

use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt::{self, Write as _};
use core::ops::{Deref, DerefMut};
use std::sync::{Mutex, PoisonError};

use axum::extract::{FromRequestParts, OptionalFromRequestParts};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::matching::match_error::{MatchErrorKind, NOT_FOUND};
use crate::matching::route::Route;
use crate::matching::route::error::RouteError;

/// An axum extractor: the request target read into the route type `R` by
/// `R`'s own templates ([`Route::from_uri`]). Under
/// [`Routes`](crate::interop::axum::routes::Routes), which read the request
/// to route it, it takes the value read there: the request is read once.
///
/// It reads the path and query as the server received them, so values hold
/// what clients send raw, extra query pairs are allowed and a dot segment in
/// a value is refused, as on `R`'s page. Under `axum::Router::nest`, it reads
/// what the nested router sees: the path without the prefix. A request `R`
/// refuses is answered by the [`Rejection`]: 404 Not Found, or 400 Bad
/// Request with a body that names the variable.
///
/// # Examples
///
/// ```
/// use axum::Router;
/// use axum::http::StatusCode;
/// use axum::routing::get;
/// use uri::Route;
/// use uri::axum::{RouterExt, Typed};
///
/// #[derive(Route)]
/// #[route("/repos/{owner}/{repo}/issues{?page}")]
/// struct Issues {
///     owner: String,
///     repo: String,
///     page: Option<u32>,
/// }
///
/// async fn issues(Typed(issues): Typed<Issues>) -> Result<String, StatusCode> {
///     let next = Issues { page: Some(issues.page.unwrap_or(1) + 1), ..issues };
///     // `to_uri` refuses a value that would be a `..` segment, which a
///     // request `Typed` accepted cannot hold.
///     let link = next.to_uri().map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
///     Ok(format!("next: {link}"))
/// }
///
/// let app: Router = Router::new().route_typed::<Issues>(get(issues))?;
/// # Ok::<(), uri::axum::RegisterError>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Typed<R>(pub R);

impl<R> Typed<R> {
    /// The route value.
    ///
    /// # Examples
    ///
    /// ```
    /// # use uri::Route;
    /// #[derive(Route, Debug, PartialEq)]
    /// #[route("/health")]
    /// struct Health;
    ///
    /// assert_eq!(uri::axum::Typed(Health).into_inner(), Health);
    /// ```
    pub fn into_inner(self) -> R {
        self.0
    }
}

impl<R> Deref for Typed<R> {
    type Target = R;

    fn deref(&self) -> &R {
        &self.0
    }
}

impl<R> DerefMut for Typed<R> {
    fn deref_mut(&mut self) -> &mut R {
        &mut self.0
    }
}

impl<R, S> FromRequestParts<S> for Typed<R>
where
    R: Route + Send + 'static,
    S: Send + Sync,
{
    type Rejection = Rejection;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        if let Some(value) = take_read::<R>(parts) {
            return Ok(Typed(value));
        }
        R::from_uri(target(&parts.uri))
            .map(Typed)
            .map_err(Rejection)
    }
}

/// `Option<Typed<R>>`: `None` where no template of `R` matches the request
/// (what `Typed<R>` answers with 404), so that a handler (a fallback, or one
/// under a wildcard path) can try something else; a request that a template
/// matches but that is malformed is still refused, with the 400 of
/// [`Rejection`].
///
/// # Examples
///
/// ```
/// use axum::Router;
/// use uri::Route;
/// use uri::axum::Typed;
///
/// #[derive(Route)]
/// #[route("/users/{id}")]
/// struct User { id: u64 }
///
/// async fn fallback(user: Option<Typed<User>>) -> String {
///     match user {
///         Some(Typed(user)) => format!("user {}", user.id),
///         None => "something else".to_owned(),
///     }
/// }
///
/// let app: Router = Router::new().fallback(fallback);
/// ```
impl<R, S> OptionalFromRequestParts<S> for Typed<R>
where
    R: Route + Send + 'static,
    S: Send + Sync,
{
    type Rejection = Rejection;

    async fn from_request_parts(
        parts: &mut Parts,
        _state: &S,
    ) -> Result<Option<Self>, Self::Rejection> {
        if let Some(value) = take_read::<R>(parts) {
            return Ok(Some(Typed(value)));
        }
        match R::from_uri(target(&parts.uri)) {
            Ok(route) => Ok(Some(Typed(route))),
            Err(RouteError::Match(error)) if !error.is_bad_request() => Ok(None),
            Err(error) => Err(Rejection(error)),
        }
    }
}

/// The request target as received: origin-form (`/a?b`) keeps its query; a
/// target without a path (`*`, authority-form) reads as `/`.
pub(crate) fn target(uri: &axum::http::Uri) -> &str {
    uri.path_and_query().map_or("/", |target| target.as_str())
}

/// A value of `R` that [`Routes`](crate::interop::axum::routes::Routes)
/// read from the request, in its extensions for the handler's `Typed<R>`,
/// which takes it out. A copy of the extensions does not carry it (the
/// route type need not be `Clone`): a `Typed<R>` that finds none reads the
/// request itself. Behind a lock, which extensions ask of what they hold
/// (`Sync`), so that the route type need not be `Sync` either.
pub(crate) struct ReadOnce<R>(Mutex<Option<R>>);

impl<R> ReadOnce<R> {
    pub(crate) const fn new(value: R) -> Self {
        Self(Mutex::new(Some(value)))
    }
}

impl<R> Clone for ReadOnce<R> {
    fn clone(&self) -> Self {
        Self(Mutex::new(None))
    }
}

/// The value of `R` read for this request by `Routes`, if there is one.
fn take_read<R: Send + 'static>(parts: &mut Parts) -> Option<R> {
    let read = parts.extensions.remove::<ReadOnce<R>>()?;
    read.0.into_inner().unwrap_or_else(PoisonError::into_inner)
}

/// Why [`Typed`] refused a request, and the answer: 404 Not Found when no
/// template matches, 400 Bad Request when one does but a value is malformed
/// (a bad escape, a dot segment, a value its field cannot read), with the
/// [`RouteError`]'s message, which names the variable and the field, as a
/// plain-text body with `X-Content-Type-Options: nosniff` (any password in
/// the request is shown as `***`, and a value no further than its first 40
/// characters, then `…`). A route
/// enum whose table cannot be built (a conflict between a nested type's
/// templates, which [`RouterExt::route_typed`] reports first) is a 500
/// Internal Server Error without details.
///
/// [`RouterExt::route_typed`]: crate::interop::axum::router::RouterExt::route_typed
///
/// # Examples
///
/// ```
/// use axum::http::StatusCode;
/// use axum::response::IntoResponse;
/// use uri::Route;
/// use uri::axum::Rejection;
///
/// #[derive(Route, Debug)]
/// #[route("/users/{id}")]
/// struct User { id: u64 }
///
/// let rejection = Rejection::from(User::from_uri("/users/seven").unwrap_err());
/// assert_eq!(rejection.status(), StatusCode::BAD_REQUEST);
/// assert_eq!(rejection.error().field(), Some("id"));
/// assert_eq!(rejection.into_response().status(), StatusCode::BAD_REQUEST);
///
/// let missing = Rejection::from(User::from_uri("/groups/7").unwrap_err());
/// assert_eq!(missing.status(), StatusCode::NOT_FOUND);
/// ```
#[derive(Debug)]
pub struct Rejection(RouteError);

impl Rejection {
    /// The status of the answer: 400, 404, or 500 for a table that cannot
    /// be built.
    ///
    /// # Examples
    ///
    /// ```
    /// # use uri::Route;
    /// #[derive(Route, Debug)]
    /// #[route("/files{/path*}")]
    /// struct File { path: Vec<String> }
    ///
    /// let climbing = uri::axum::Rejection::from(File::from_uri("/files/../etc/passwd").unwrap_err());
    /// assert_eq!(climbing.status(), axum::http::StatusCode::BAD_REQUEST);
    /// ```
    pub fn status(&self) -> StatusCode {
        if self.0.is_bad_request() {
            StatusCode::BAD_REQUEST
        } else if matches!(self.0, RouteError::Table(_)) {
            StatusCode::INTERNAL_SERVER_ERROR
        } else {
            StatusCode::NOT_FOUND
        }
    }

    /// Why the request was refused.
    ///
    /// # Examples
    ///
    /// ```
    /// # use uri::Route;
    /// #[derive(Route, Debug)]
    /// #[route("/r/{name}")]
    /// struct Named { name: String }
    ///
    /// let rejection = uri::axum::Rejection::from(Named::from_uri("/r/a%zz").unwrap_err());
    /// assert_eq!(rejection.error().variable(), Some("name"));
    /// ```
    pub fn error(&self) -> &RouteError {
        &self.0
    }

    /// The error, taken out.
    ///
    /// # Examples
    ///
    /// ```
    /// # use uri::Route;
    /// #[derive(Route, Debug)]
    /// #[route("/health")]
    /// struct Health;
    ///
    /// let error = uri::axum::Rejection::from(Health::from_uri("/wealth").unwrap_err()).into_error();
    /// assert!(!error.is_bad_request());
    /// ```
    pub fn into_error(self) -> RouteError {
        self.0
    }
}

#[cfg(feature = "axum")]
impl From<RouteError> for Rejection {
    fn from(error: RouteError) -> Self {
        Self(error)
    }
}

impl IntoResponse for Rejection {
    fn into_response(self) -> Response {
        let status = self.status();
        // The body is plain text that quotes the request (cut after a few
        // dozen characters, `CaptureError`'s message): no browser may read
        // it as anything else.
        // A static value: a `&str` would be checked and copied into a new
        // allocation for each refusal.
        let nosniff = [(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        )];
        if status == StatusCode::INTERNAL_SERVER_ERROR {
            // A server's own fault: its templates are no business of the
            // client's.
            return (status, nosniff).into_response();
        }
        (status, nosniff, body(&self.0)).into_response()
    }
}

/// The body of a refusal, plain text: its message, written once, into room
/// made for it; the one message of a 404 as it is.
fn body(error: &RouteError) -> Cow<'static, str> {
    if let RouteError::Match(error) = error {
        if error.kind() == MatchErrorKind::NotFound {
            return Cow::Borrowed(NOT_FOUND);
        }
    }
    let mut text = String::with_capacity(256);
    // Writing to a `String` fails only where a `Display` does, which ours
    // do not.
    let _ = write!(text, "{error}");
    Cow::Owned(text)
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl core::error::Error for Rejection {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        Some(&self.0)
    }
}
