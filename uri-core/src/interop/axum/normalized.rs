//! Request paths in one spelling before axum routes them
//! ([`NormalizedPaths`]).
//!
//! axum's router compares a request's path with its routes byte by byte, and
//! [`paths`](crate::interop::axum::paths::paths) registers a route type's
//! literal ASCII segments as they are written, so a client's `/%7Euser/7`
//! never reaches the handler of `/~user/{id}`, though the route type itself
//! reads it (RFC 3986 §6.2.2.2 makes the two equal). Routing happens before
//! any extractor runs, so the spelling has to change in front of the router.

use alloc::string::String;
use core::task::{Context, Poll};

use axum::http::Request;
use axum::http::uri::{PathAndQuery, Uri};
use tower_service::Service;

use crate::bytes::percent::escaped_byte;
use crate::matching::read::request::bad_escape;
use crate::parse::table::{UNRESERVED, is};

/// A service (an axum `Router`, most often) whose requests arrive with each
/// escape of an unreserved character in their path decoded: `%7E` becomes
/// `~`, `%41` becomes `A`, as [RFC 3986 §6.2.2.2] says a URI should be
/// normalized. A route type registered with
/// [`route_typed`](crate::interop::axum::router::RouterExt::route_typed)
/// then receives every spelling of its literal segments (`/%7Euser/7`,
/// `/~%75ser/7` for `/~user/{id}`), as it reads them itself.
///
/// Nothing else changes: an escape of a reserved character stays (`%2F` is
/// no `/`, `%3F` no `?`), as do the hex digits' case, dot segments and the
/// query; and a segment with a bad escape (`%zz`, which the route type
/// answers 400) is left whole, since decoding beside it could make a new
/// escape. A path
/// without an escape of an unreserved character goes on untouched, without
/// an allocation. The handler sees the request as the router received it:
/// a [`Rejection`](crate::interop::axum::extract::Rejection) quotes the
/// decoded path.
///
/// axum applies a `Router`'s own layers after routing, so this wraps the
/// router from outside; serve it with
/// [`into_make_service`](Self::into_make_service).
///
/// [RFC 3986 §6.2.2.2]: https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2.2
///
/// # Examples
///
/// ```
/// use axum::Router;
/// use axum::routing::get;
/// use uri::Route;
/// use uri::axum::{NormalizedPaths, RouterExt, Typed};
///
/// #[derive(Route)]
/// #[route("/~user/{id}")]
/// struct Home {
///     id: u32,
/// }
///
/// async fn home(Typed(home): Typed<Home>) -> String {
///     format!("home {}", home.id)
/// }
///
/// let app: Router = Router::new().route_typed::<Home>(get(home))?;
/// // `/%7Euser/7` now reaches `home`; `axum::serve(listener, service)` serves it.
/// let service = NormalizedPaths::new(app).into_make_service();
/// # let _ = service;
/// # Ok::<(), uri::axum::RegisterError>(())
/// ```
#[derive(Clone, Debug)]
pub struct NormalizedPaths<S> {
    inner: S,
}

impl<S> NormalizedPaths<S> {
    /// Wraps `inner`, which then receives requests with their paths'
    /// escapes of unreserved characters decoded.
    ///
    /// # Examples
    ///
    /// ```
    /// let app = uri::axum::NormalizedPaths::new(axum::Router::<()>::new());
    /// # let _ = app;
    /// ```
    pub fn new(inner: S) -> Self {
        Self { inner }
    }

    /// The wrapped service.
    ///
    /// # Examples
    ///
    /// ```
    /// let app = uri::axum::NormalizedPaths::new(axum::Router::<()>::new());
    /// let router: axum::Router = app.into_inner();
    /// # let _ = router;
    /// ```
    pub fn into_inner(self) -> S {
        self.inner
    }

    /// A service that makes this one for each connection, what
    /// `axum::serve` takes (as `Router::into_make_service` is for a router).
    ///
    /// # Examples
    ///
    /// ```
    /// let app = uri::axum::NormalizedPaths::new(axum::Router::new());
    /// // With axum's `tokio` feature: `axum::serve(listener, service).await`.
    /// let service = app.into_make_service();
    /// # let _ = service;
    /// ```
    pub fn into_make_service(self) -> axum::routing::IntoMakeService<Self>
    where
        S: Service<Request<axum::body::Body>>,
    {
        // `axum::ServiceExt` makes one for any service of requests.
        axum::ServiceExt::<Request<axum::body::Body>>::into_make_service(self)
    }
}

impl<S, B> Service<Request<B>> for NormalizedPaths<S>
where
    S: Service<Request<B>>,
{
    type Response = S::Response;
    type Error = S::Error;
    type Future = S::Future;

    /// Ready when the wrapped service is.
    fn poll_ready(&mut self, context: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(context)
    }

    /// Hands `request` to the wrapped service, its path's escapes of
    /// unreserved characters decoded.
    fn call(&mut self, mut request: Request<B>) -> Self::Future {
        if let Some(uri) = normalized_uri(request.uri()) {
            *request.uri_mut() = uri;
        }
        self.inner.call(request)
    }
}

/// `uri` with its path's escapes of unreserved characters decoded, where it
/// has any.
fn normalized_uri(uri: &Uri) -> Option<Uri> {
    let path = decoded_unreserved(uri.path())?;
    let text = match uri.query() {
        Some(query) => alloc::format!("{path}?{query}"),
        None => path,
    };
    // Decoding an unreserved character leaves a valid path: the conversion
    // does not fail, and would only leave the request as it came.
    let path_and_query = PathAndQuery::try_from(text).ok()?;
    let mut parts = uri.clone().into_parts();
    parts.path_and_query = Some(path_and_query);
    Uri::from_parts(parts).ok()
}

/// `path` with each escape of an unreserved character (`ALPHA / DIGIT / "-" /
/// "." / "_" / "~"`) replaced by the character; `None` where it has none.
/// A segment that holds a `%` that begins no escape stays as it is: decoding
/// could make one there (`%%341` would become `%41`), and it stays as
/// malformed as it came. An escape never spans a `/`, so the other segments
/// are decoded.
fn decoded_unreserved(path: &str) -> Option<String> {
    let mut out: Option<String> = None;
    let mut start = 0;
    for segment in path.split('/') {
        let end = start + segment.len();
        match (decoded_segment(segment), &mut out) {
            (Some(decoded), Some(out)) => out.push_str(&decoded),
            (Some(decoded), None) => {
                let mut text = String::with_capacity(path.len());
                text.push_str(&path[..start]);
                text.push_str(&decoded);
                out = Some(text);
            }
            (None, Some(out)) => out.push_str(segment),
            (None, None) => {}
        }
        if end < path.len() {
            if let Some(out) = &mut out {
                out.push('/');
            }
        }
        start = end + 1;
    }
    out
}

/// `segment` with each escape of an unreserved character decoded; `None`
/// where it has none, or holds a `%` that begins no escape.
fn decoded_segment(segment: &str) -> Option<String> {
    let bytes = segment.as_bytes();
    if bad_escape(bytes).is_some() {
        return None;
    }
    let unreserved_at = |at: usize| escaped_byte(bytes, at).filter(|&byte| is(byte, UNRESERVED));
    let first = (0..bytes.len()).find(|&at| unreserved_at(at).is_some())?;
    let mut out = String::with_capacity(segment.len());
    out.push_str(&segment[..first]);
    let mut at = first;
    let mut copied = first;
    while at < bytes.len() {
        if let Some(byte) = unreserved_at(at) {
            out.push_str(&segment[copied..at]);
            out.push(char::from(byte));
            at += 3;
            copied = at;
        } else {
            at += 1;
        }
    }
    out.push_str(&segment[copied..]);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::{decoded_unreserved, normalized_uri};
    use crate::bytes::percent::{equivalent, escaped_byte};
    use crate::matching::read::request::bad_escape;
    use crate::parse::table::{UNRESERVED, is};
    use axum::http::Uri;

    #[test]
    fn escapes_of_unreserved_characters_are_decoded() {
        assert_eq!(
            decoded_unreserved("/%7Euser/7").as_deref(),
            Some("/~user/7")
        );
        assert_eq!(
            decoded_unreserved("/%7euser/%41%2d%2E%5f").as_deref(),
            Some("/~user/A-._")
        );
        assert_eq!(decoded_unreserved("/a%30b%39").as_deref(), Some("/a0b9"));
    }

    #[test]
    fn other_escapes_and_bad_ones_stay() {
        for path in [
            "/",
            "/users/7",
            "/a%2Fb",
            "/%3F",
            "/%zz",
            "/%7",
            "/%",
            "/caf%C3%A9",
            "/%25",
        ] {
            assert_eq!(decoded_unreserved(path), None, "{path}");
        }
        // `%25` is a `%`: the escape after it is not read as one.
        assert_eq!(decoded_unreserved("/%2541%41").as_deref(), Some("/%2541A"));
        // A segment with a bad escape stays as it is, whole; the others
        // are decoded.
        for path in ["/%2F%7E%zz", "/%%341", "/%7E%", "/a/%7E%zz/b"] {
            assert_eq!(decoded_unreserved(path), None, "{path}");
        }
        assert_eq!(
            decoded_unreserved("/%7Euser/%zz%41").as_deref(),
            Some("/~user/%zz%41")
        );
        assert_eq!(
            decoded_unreserved("/%zz/%41/%%341/").as_deref(),
            Some("/%zz/A/%%341/")
        );
    }

    /// Every path of up to five characters of an alphabet that makes
    /// escapes, good and bad: the result is the same text by RFC 3986's
    /// equivalence, holds no escape of an unreserved character but in a
    /// segment with a bad escape, which it keeps as it was, and is left
    /// alone by a second pass.
    #[test]
    fn the_result_is_equivalent_and_final() {
        let alphabet = ['%', '7', 'E', 'e', '2', 'F', '4', '1', 'z', '/'];
        let unreserved = |byte: u8| is(byte, UNRESERVED);
        let mut counter = [0_usize; 5];
        for length in 0..=counter.len() {
            counter.fill(0);
            loop {
                let path: String = counter[..length].iter().map(|&i| alphabet[i]).collect();
                // Whether any segment without a bad escape holds an escape
                // of an unreserved character.
                let decodable = path.split('/').any(|segment| {
                    let bytes = segment.as_bytes();
                    let bad = (0..bytes.len())
                        .any(|at| bytes[at] == b'%' && escaped_byte(bytes, at).is_none());
                    !bad && (0..bytes.len())
                        .any(|at| escaped_byte(bytes, at).is_some_and(unreserved))
                });
                match decoded_unreserved(&path) {
                    Some(decoded) => {
                        assert!(decodable, "{path}");
                        assert!(
                            equivalent(decoded.as_bytes(), path.as_bytes()),
                            "{path} {decoded}"
                        );
                        assert_eq!(decoded_unreserved(&decoded), None, "{path} {decoded}");
                        // Segment by segment: each one with a bad escape kept.
                        assert_eq!(decoded.split('/').count(), path.split('/').count());
                        for (before, after) in path.split('/').zip(decoded.split('/')) {
                            if before.contains('%') && bad_escape(before.as_bytes()).is_some() {
                                assert_eq!(before, after, "{path} {decoded}");
                            }
                        }
                    }
                    None => assert!(!decodable, "{path}"),
                }
                // The next path of this length, counting in base 10.
                let Some(digit) = counter[..length]
                    .iter()
                    .rposition(|&i| i + 1 < alphabet.len())
                else {
                    break;
                };
                counter[digit] += 1;
                counter[digit + 1..length].fill(0);
            }
        }
    }

    #[test]
    fn the_query_and_the_authority_stay() {
        let uri: Uri = "http://example.com/%7Euser/7?q=%7E".parse().unwrap();
        let normalized = normalized_uri(&uri).unwrap();
        assert_eq!(normalized.to_string(), "http://example.com/~user/7?q=%7E");
        let origin: Uri = "/%7Euser?".parse().unwrap();
        assert_eq!(normalized_uri(&origin).unwrap().to_string(), "/~user?");
        assert!(normalized_uri(&"/~user/7?q=%7E".parse().unwrap()).is_none());
    }
}
