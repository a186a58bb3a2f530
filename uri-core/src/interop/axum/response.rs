//! A link that cannot be written, as a handler's answer: a handler that
//! writes links with `to_uri` or `link!` returns their `ExpandError` with
//! `?`, and the client gets 500 Internal Server Error.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use crate::template::expand::ExpandError;

/// 500 Internal Server Error, without details: a link is refused only for a
/// value its route would not read back (a `..`, a `?` under `{+path}`),
/// which the server put there, and which is no business of the client's.
///
/// # Examples
///
/// ```
/// use axum::http::StatusCode;
/// use axum::response::IntoResponse;
/// use uri::template::ExpandError;
/// use uri::{Route, link};
///
/// #[derive(Route)]
/// #[route("/users/{login}")]
/// struct User { login: String }
///
/// async fn profile(login: String) -> Result<String, ExpandError> {
///     Ok(format!("see {}", link!(User, "/users/{login}")?))
/// }
///
/// let error = User { login: "..".into() }.to_uri().unwrap_err();
/// assert_eq!(error.into_response().status(), StatusCode::INTERNAL_SERVER_ERROR);
/// ```
#[cfg(feature = "axum")]
impl IntoResponse for ExpandError {
    fn into_response(self) -> Response {
        StatusCode::INTERNAL_SERVER_ERROR.into_response()
    }
}
