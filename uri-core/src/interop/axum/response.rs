//! A link a handler could not write, as its answer ([`LinkError`]): a
//! handler that writes links with `to_uri` or `link!` returns their
//! `ExpandError` with `?`, and the client gets 500 Internal Server Error.

use core::fmt;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use crate::template::expand::ExpandError;

/// A link a handler could not write: 500 Internal Server Error, without
/// details. A link is refused only for a value its route would not read
/// back (a `..`, a `?` under `{+path}`), which the server put there, and
/// which is no business of the client's. `?` turns an [`ExpandError`] into
/// one.
///
/// # Examples
///
/// ```
/// use axum::http::StatusCode;
/// use axum::response::IntoResponse;
/// use uri::axum::{LinkError, Typed};
/// use uri::{Route, link};
///
/// #[derive(Route)]
/// #[route("/users/{login}")]
/// struct User { login: String }
///
/// async fn profile(Typed(user): Typed<User>) -> Result<String, LinkError> {
///     let login = &user.login;
///     Ok(format!("see {}", link!(User, "/users/{login}")?))
/// }
///
/// let error = LinkError::from(User { login: "..".into() }.to_uri().unwrap_err());
/// assert!(error.to_string().contains("`login`"));
/// assert_eq!(error.into_response().status(), StatusCode::INTERNAL_SERVER_ERROR);
/// ```
#[derive(Debug)]
pub struct LinkError(ExpandError);

impl LinkError {
    /// Why the link was refused, for the server's own log.
    ///
    /// # Examples
    ///
    /// ```
    /// # use uri::Route;
    /// #[derive(Route)]
    /// #[route("/files/{name}")]
    /// struct File { name: String }
    ///
    /// let error = uri::axum::LinkError::from(File { name: ".".into() }.to_uri().unwrap_err());
    /// assert!(matches!(error.error(), uri::template::ExpandError::DotSegment { .. }));
    /// ```
    pub fn error(&self) -> &ExpandError {
        &self.0
    }
}

#[cfg(feature = "axum")]
impl From<ExpandError> for LinkError {
    fn from(error: ExpandError) -> Self {
        Self(error)
    }
}

#[cfg(feature = "axum")]
impl IntoResponse for LinkError {
    /// 500 Internal Server Error, with an empty body.
    fn into_response(self) -> Response {
        StatusCode::INTERNAL_SERVER_ERROR.into_response()
    }
}

#[cfg(feature = "axum")]
impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

#[cfg(feature = "axum")]
impl core::error::Error for LinkError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        Some(&self.0)
    }
}
