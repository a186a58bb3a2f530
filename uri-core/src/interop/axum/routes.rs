//! Route types as the router ([`Routes`]): a `tower::Service` that reads each
//! request once, with the route types' own tables, and hands the value to
//! the handler of the type that read it.
//!
//! [`route_typed`](crate::interop::axum::router::RouterExt::route_typed)
//! leaves the routing to axum, which finds the path with its own tree and
//! percent-decodes every parameter into an `Arc<str>` before the extractor
//! reads the whole request again. Here the route type's reading is the
//! routing: nothing is decoded twice, and what the handler answers is what
//! `from_uri` answers (200, 400 or 404) for every request, empty values and
//! other spellings of literal segments (`/%7Euser`) included.
//!
//! Several route types: each request goes to the types in the order they
//! were added, and the first that matches it answers. Where the paths of
//! two types' templates may meet (`/users/me` of one, `/users/{id}` of
//! another: `paths.rs`'s covers say so while the types are added), the
//! table of every template decides which one is the most specific, as
//! within one type; a route enum reads all its templates in one pass.

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use core::convert::Infallible;
use core::future::Future;
use core::pin::Pin;
use core::task::{Context, Poll};

use axum::BoxError;
use axum::body::{Bytes, HttpBody};
use axum::handler::Handler;
use axum::http::request::Parts;
use axum::http::{Extensions, Request, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::future::RouteFuture;
use axum::routing::{MethodRouter, any, any_service};
use tower_service::Service;

use crate::interop::axum::error::RegisterError;
use crate::interop::axum::extract::{ReadOnce, Rejection, target};
use crate::interop::axum::paths::{Segment, covers, meet};
use crate::matching::route::Route;
use crate::matching::route::error::RouteError;
use crate::matching::router::set::{TemplateSet, TemplateSetError};
use crate::template::uri_template::UriTemplate;

/// Route types as a router: each request read once, by the route types'
/// own tables, and served by the handler of the type that read it, whose
/// [`Typed<R>`](crate::interop::axum::extract::Typed) takes the value read
/// (it does not read the request again). A `tower::Service` of requests:
/// serve it as the app ([`into_make_service`](Self::into_make_service)),
/// with an axum `Router` of other routes as its
/// [`fallback_service`](Self::fallback_service); or give it to a `Router`
/// as that router's `fallback_service`, where axum's own routing runs
/// first and costs its share of every request.
///
/// What each request gets is what `R::from_uri` answers for its target
/// (path and query, as received): the handler where a template reads it,
/// 400 Bad Request where one matches and a value is malformed, 404 Not
/// Found (or the [`fallback`](Self::fallback)) where none matches, with the
/// bodies of [`Rejection`]. Every spelling a template reads reaches it
/// (`/%7Euser/7` for `/~user/{id}`, empty values), without
/// [`NormalizedPaths`](crate::interop::axum::normalized::NormalizedPaths).
///
/// **Several route types.** A request goes to the types in the order they
/// were [added](Self::route); the first whose templates match it answers.
/// Where two types' templates may match the same requests (`/users/me` and
/// `/users/{id}`), the table of all the types' templates picks the most
/// specific, as one type's own table does; templates no request could tell
/// apart are refused when the second is added. **Cost:** a type whose
/// templates match a request reads it once; each type before it whose
/// paths may begin with the request's first segment costs a look at the
/// path (a route enum of many variants reads all of them in one pass, and
/// is the fastest router of many routes).
///
/// # Examples
///
/// ```
/// use axum::Router;
/// use axum::routing::get;
/// use uri::Route;
/// use uri::axum::{Routes, Typed};
///
/// #[derive(Route)]
/// #[route("/users/{id}{?fields}")]
/// struct User {
///     id: u64,
///     fields: Option<String>,
/// }
///
/// #[derive(Route)]
/// #[route("/users/me")]
/// struct Me;
///
/// async fn user(Typed(user): Typed<User>) -> String {
///     format!("user {}", user.id)
/// }
///
/// async fn me(Typed(Me): Typed<Me>) -> &'static str {
///     "me"
/// }
///
/// // Other routes, which axum routes.
/// let others: Router = Router::new().route("/metrics", get(|| async { "0" }));
/// let routes: Routes = Routes::new()
///     .route::<User>(get(user))?
///     // More specific than `/users/{id}`: it gets `/users/me`.
///     .route::<Me>(get(me))?
///     .fallback_service(others);
/// // With axum's `tokio` feature: `axum::serve(listener, service).await`.
/// let service = routes.into_make_service();
/// # let _ = service;
/// # Ok::<(), uri::axum::RegisterError>(())
/// ```
pub struct Routes<S = ()> {
    inner: Arc<Inner<S>>,
}

/// What [`Routes`] holds, shared by its clones (axum clones a service for
/// each request).
#[derive(Clone)]
struct Inner<S> {
    /// The route types, in the order they were added.
    slots: Vec<Slot<S>>,
    /// Every template of every type, each with its type's place in `slots`:
    /// which type's template is the most specific, asked only where two
    /// types' paths may meet.
    table: TemplateSet<usize>,
    /// What answers a request no type reads; `None` for [`Rejection`]'s 404.
    fallback: Option<MethodRouter<S>>,
}

/// Reads a request target into a route type, and puts the value in the
/// request's extensions for its `Typed`.
type Reader = fn(&str, &mut Extensions) -> Result<(), RouteError>;

/// Takes a value a [`Reader`] put in the extensions out again.
type Forget = fn(&mut Extensions);

/// One route type and its handler.
#[derive(Clone)]
struct Slot<S> {
    read: Reader,
    forget: Forget,
    /// The paths that cover the type's templates, to find where they meet
    /// another type's.
    paths: Vec<Vec<Segment>>,
    /// The literal first segments of those paths, where each path begins
    /// with one: a request whose first segment (in the one spelling of a
    /// segment without `%`) is none of them is not the type's.
    firsts: Option<Vec<String>>,
    /// Whether a request the type reads may be another type's too.
    meets: bool,
    service: MethodRouter<S>,
}

impl<S> Clone for Routes<S> {
    fn clone(&self) -> Self {
        Self {
            inner: Arc::clone(&self.inner),
        }
    }
}

impl<S> core::fmt::Debug for Routes<S> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Routes")
            .field("types", &self.inner.slots.len())
            .field("fallback", &self.inner.fallback.is_some())
            .finish_non_exhaustive()
    }
}

impl<S> Default for Routes<S>
where
    S: Clone + Send + Sync + 'static,
{
    fn default() -> Self {
        Self::new()
    }
}

impl<S> Routes<S>
where
    S: Clone + Send + Sync + 'static,
{
    /// No route types yet: every request is a 404.
    ///
    /// # Examples
    ///
    /// ```
    /// let routes: uri::axum::Routes = uri::axum::Routes::new();
    /// # let _ = routes;
    /// ```
    #[must_use]
    pub fn new() -> Self {
        Self {
            inner: Arc::new(Inner {
                slots: Vec::new(),
                table: TemplateSet::new(),
                fallback: None,
            }),
        }
    }

    /// Serves the requests that `R` reads with `method_router`, whose
    /// handlers take the value with [`Typed<R>`](crate::interop::axum::extract::Typed).
    /// One method router serves every template of `R`; for several
    /// methods, chain them (`get(show).delete(remove)`).
    ///
    /// # Errors
    ///
    /// [`RegisterError`]: a template with a scheme or authority, or a
    /// relative one (no request target matches it), a text that is no
    /// template (a hand implementation's), templates of `R` that conflict,
    /// or a template of `R` that no request could tell from one of a type
    /// added before (`/users/{id}` and `/users/{name}`: make them one type,
    /// or one enum, served by one method router).
    ///
    /// # Examples
    ///
    /// ```
    /// use axum::routing::get;
    /// use uri::Route;
    /// use uri::axum::{RegisterError, Routes, Typed};
    ///
    /// #[derive(Route)]
    /// enum Api {
    ///     #[route("/health")]
    ///     Health,
    ///     #[route("/users/{id}")]
    ///     User { id: u64 },
    /// }
    ///
    /// async fn api(Typed(api): Typed<Api>) -> String {
    ///     match api {
    ///         Api::Health => "ok".to_owned(),
    ///         Api::User { id } => format!("user {id}"),
    ///     }
    /// }
    ///
    /// #[derive(Route)]
    /// #[route("/users/{name}")]
    /// struct ByName { name: String }
    ///
    /// let routes: Routes = Routes::new().route::<Api>(get(api))?;
    /// // `/users/{name}` reads every request `/users/{id}` reads.
    /// let error = routes.route::<ByName>(get(|| async { "" })).unwrap_err();
    /// assert!(matches!(error, RegisterError::Table(_)));
    /// # Ok::<(), RegisterError>(())
    /// ```
    pub fn route<R>(self, method_router: MethodRouter<S>) -> Result<Self, RegisterError>
    where
        R: Route + Send + 'static,
    {
        // Only what differs by type is generic: the rest is `add`'s, written
        // once (as generic code it was 3.5 KB of each route type's binary).
        let checked = R::check_table();
        self.add(
            &R::templates(),
            checked,
            (read::<R>, forget::<R>),
            method_router,
        )
    }

    /// [`route`](Self::route), for a type whose templates are `templates`,
    /// its table `checked`, read and forgotten by `reader`.
    fn add(
        self,
        templates: &[String],
        checked: Result<(), TemplateSetError>,
        (read, forget): (Reader, Forget),
        method_router: MethodRouter<S>,
    ) -> Result<Self, RegisterError> {
        let mut paths = Vec::new();
        for text in templates {
            paths.extend(covers(text)?);
        }
        checked.map_err(RegisterError::Table)?;
        let mut inner = self.into_inner();
        let place = inner.slots.len();
        for text in templates {
            let template = UriTemplate::parse(text).map_err(|error| RegisterError::Invalid {
                template: text.clone(),
                error,
            })?;
            inner
                .table
                .insert(template, place)
                .map_err(RegisterError::Table)?;
        }
        let mut meets = false;
        for slot in &mut inner.slots {
            let met = slot
                .paths
                .iter()
                .any(|known| paths.iter().any(|path| meet(known, path)));
            slot.meets |= met;
            meets |= met;
        }
        let firsts = paths
            .iter()
            .map(|path| match path.first() {
                Some(Segment::Literal(text)) => Some(text.clone()),
                _ => None,
            })
            .collect();
        inner.slots.push(Slot {
            read,
            forget,
            paths,
            firsts,
            meets,
            service: ready(method_router),
        });
        Ok(Self {
            inner: Arc::new(inner),
        })
    }

    /// Answers the requests no route type reads (404 Not Found without
    /// it) with `handler`, as axum's `Router::fallback` does. A request a
    /// type's template matches but finds malformed is still that type's
    /// 400.
    ///
    /// # Examples
    ///
    /// ```
    /// use axum::http::StatusCode;
    /// use uri::axum::Routes;
    ///
    /// let routes: Routes = Routes::new().fallback(|| async { (StatusCode::NOT_FOUND, "nothing here") });
    /// # let _ = routes;
    /// ```
    #[must_use]
    pub fn fallback<H, T>(self, handler: H) -> Self
    where
        H: Handler<T, S>,
        T: 'static,
    {
        self.with_fallback(any(handler))
    }

    /// Hands the requests no route type reads to `service`: an axum
    /// `Router` of other routes, most often, so that this router can come
    /// first.
    ///
    /// # Examples
    ///
    /// ```
    /// use axum::Router;
    /// use axum::routing::get;
    /// use uri::axum::Routes;
    ///
    /// let others: Router = Router::new().route("/metrics", get(|| async { "0" }));
    /// let routes: Routes = Routes::new().fallback_service(others);
    /// # let _ = routes;
    /// ```
    #[must_use]
    pub fn fallback_service<T>(self, service: T) -> Self
    where
        T: Service<Request<axum::body::Body>, Error = Infallible> + Clone + Send + Sync + 'static,
        T::Response: IntoResponse + 'static,
        T::Future: Send + 'static,
    {
        self.with_fallback(any_service(service))
    }

    /// The router with its handlers given `state`, as axum's
    /// `Router::with_state`: a `Routes<()>` is a service.
    ///
    /// # Examples
    ///
    /// ```
    /// use axum::extract::State;
    /// use axum::routing::get;
    /// use uri::Route;
    /// use uri::axum::{Routes, Typed};
    ///
    /// #[derive(Route)]
    /// #[route("/hello/{name}")]
    /// struct Hello { name: String }
    ///
    /// async fn hello(State(greeting): State<&'static str>, Typed(hello): Typed<Hello>) -> String {
    ///     format!("{greeting}, {}", hello.name)
    /// }
    ///
    /// let routes: Routes = Routes::new().route::<Hello>(get(hello))?.with_state("hello");
    /// # let _ = routes;
    /// # Ok::<(), uri::axum::RegisterError>(())
    /// ```
    #[must_use]
    pub fn with_state<S2>(self, state: S) -> Routes<S2>
    where
        S2: Clone + Send + Sync + 'static,
    {
        let inner = self.into_inner();
        let slots = inner
            .slots
            .into_iter()
            .map(|slot| Slot {
                read: slot.read,
                forget: slot.forget,
                paths: slot.paths,
                firsts: slot.firsts,
                meets: slot.meets,
                service: ready(slot.service.with_state(state.clone())),
            })
            .collect();
        Routes {
            inner: Arc::new(Inner {
                slots,
                table: inner.table,
                fallback: inner
                    .fallback
                    .map(|fallback| ready(fallback.with_state(state))),
            }),
        }
    }

    fn with_fallback(self, fallback: MethodRouter<S>) -> Self {
        let mut inner = self.into_inner();
        inner.fallback = Some(ready(fallback));
        Self {
            inner: Arc::new(inner),
        }
    }

    /// What this router holds, its own (a copy where a clone shares it).
    fn into_inner(self) -> Inner<S> {
        Arc::try_unwrap(self.inner).unwrap_or_else(|shared| (*shared).clone())
    }
}

impl Routes<()> {
    /// A service that makes this one for each connection, what
    /// `axum::serve` takes (as `Router::into_make_service` is for a
    /// router).
    ///
    /// # Examples
    ///
    /// ```
    /// let routes: uri::axum::Routes = uri::axum::Routes::new();
    /// // With axum's `tokio` feature: `axum::serve(listener, service).await`.
    /// let service = routes.into_make_service();
    /// # let _ = service;
    /// ```
    pub fn into_make_service(self) -> axum::routing::IntoMakeService<Self> {
        axum::ServiceExt::<Request<axum::body::Body>>::into_make_service(self)
    }
}

/// `method_router` with its handlers made services once, here, where it
/// needs no state: axum otherwise makes each handler a service again on
/// every request (axum's `Router` does the same when it is served).
fn ready<S>(method_router: MethodRouter<S>) -> MethodRouter<S>
where
    S: Clone + Send + Sync + 'static,
{
    let mut method_router = Some(method_router);
    if let Some(stateless) =
        (&mut method_router as &mut dyn core::any::Any).downcast_mut::<Option<MethodRouter<()>>>()
    {
        *stateless = stateless.take().map(|router| router.with_state(()));
    }
    method_router.unwrap_or_default()
}

/// `R`'s reading of a request target, its value left for `Typed<R>`.
fn read<R: Route + Send + 'static>(
    target: &str,
    extensions: &mut Extensions,
) -> Result<(), RouteError> {
    let value = R::from_uri(target)?;
    extensions.insert(ReadOnce::new(value));
    Ok(())
}

/// The value [`read`] left for `Typed<R>`, taken back.
fn forget<R: Send + 'static>(extensions: &mut Extensions) {
    extensions.remove::<ReadOnce<R>>();
}

/// The first segment of `target`'s path, where it has one in the one
/// spelling a segment without `%` has (`None` for one with an escape, which
/// may spell a literal otherwise).
fn first_segment(target: &str) -> Option<&str> {
    let path = target.strip_prefix('/')?;
    let end = path.find(['/', '?', '#']).unwrap_or(path.len());
    let first = &path[..end];
    (!first.contains('%')).then_some(first)
}

/// Whether `error` means that no template matched: the next route type's
/// turn.
fn not_found(error: &RouteError) -> bool {
    matches!(error, RouteError::Match(error) if !error.is_bad_request())
}

impl<S> Inner<S> {
    /// The type that reads `target` (its value left in `extensions`), or
    /// the error of the request.
    fn dispatch(&self, target: &str, extensions: &mut Extensions) -> Result<&Slot<S>, RouteError> {
        let mut missed = None;
        // One type reads its requests without this look at the path.
        let first = if self.slots.len() > 1 {
            first_segment(target)
        } else {
            None
        };
        for (place, slot) in self.slots.iter().enumerate() {
            if let (Some(first), Some(firsts)) = (first, &slot.firsts) {
                if !firsts.iter().any(|known| known == first) {
                    continue;
                }
            }
            match (slot.read)(target, extensions) {
                Err(error) if not_found(&error) => missed = Some(error),
                answer if slot.meets => {
                    return self.most_specific(place, answer, target, extensions);
                }
                answer => return answer.map(|()| slot),
            }
        }
        Err(missed.unwrap_or_else(crate::matching::route::support::no_template))
    }

    /// `answer`, the reading of the type at `place`, where another type may
    /// read `target` too: kept where its template is the most specific of
    /// all the types' that match, else that type's reading.
    fn most_specific(
        &self,
        place: usize,
        answer: Result<(), RouteError>,
        target: &str,
        extensions: &mut Extensions,
    ) -> Result<&Slot<S>, RouteError> {
        let slot = &self.slots[place];
        let chosen = match self.table.at(target) {
            Ok(found) => *found.value(),
            // A more specific template of another type finds a malformed
            // value: the request is bad, whatever `place` made of it.
            Err(error) if error.is_bad_request() => {
                if answer.is_ok() {
                    (slot.forget)(extensions);
                }
                return Err(error.into());
            }
            Err(_) => place,
        };
        if chosen == place {
            return answer.map(|()| slot);
        }
        if answer.is_ok() {
            (slot.forget)(extensions);
        }
        let other = &self.slots[chosen];
        (other.read)(target, extensions).map(|()| other)
    }
}

impl<B> Service<Request<B>> for Routes<()>
where
    B: HttpBody<Data = Bytes> + Send + 'static,
    B::Error: Into<BoxError>,
{
    type Response = Response;
    type Error = Infallible;
    type Future = RoutesFuture;

    /// Always ready: the handlers are axum's method routers, always ready.
    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        Poll::Ready(Ok(()))
    }

    /// Reads `request`'s target with the route types, and hands the request
    /// to the handler of the one that reads it.
    fn call(&mut self, request: Request<B>) -> Self::Future {
        let (mut parts, body) = request.into_parts();
        let found = {
            let Parts {
                uri, extensions, ..
            } = &mut parts;
            self.inner.dispatch(target(uri), extensions)
        };
        let mut service = match found {
            Ok(slot) => slot.service.clone(),
            Err(error) => match &self.inner.fallback {
                Some(fallback) if not_found(&error) => fallback.clone(),
                _ => {
                    return RoutesFuture {
                        answer: Answer::Ready(Some(Rejection::from(error).into_response())),
                    };
                }
            },
        };
        RoutesFuture {
            answer: Answer::Handler(Service::call(
                &mut service,
                Request::from_parts(parts, body),
            )),
        }
    }
}

/// The answer of [`Routes`] to a request: its handler's, or its own 400 or
/// 404.
///
/// # Examples
///
/// ```
/// use axum::http::{Request, StatusCode};
/// use tower_service::Service as _;
///
/// let mut routes: uri::axum::Routes = uri::axum::Routes::new();
/// let answer: uri::axum::RoutesFuture = routes.call(Request::new(axum::body::Body::empty()));
/// # let _ = answer;
/// ```
pub struct RoutesFuture {
    answer: Answer,
}

enum Answer {
    Handler(RouteFuture<Infallible>),
    Ready(Option<Response>),
}

impl core::fmt::Debug for RoutesFuture {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("RoutesFuture").finish_non_exhaustive()
    }
}

impl Future for RoutesFuture {
    type Output = Result<Response, Infallible>;

    fn poll(self: Pin<&mut Self>, context: &mut Context<'_>) -> Poll<Self::Output> {
        match &mut self.get_mut().answer {
            Answer::Handler(future) => Pin::new(future).poll(context),
            // Polled again after it gave its response, a caller's mistake:
            // a 500 rather than a panic.
            Answer::Ready(response) => Poll::Ready(Ok(response
                .take()
                .unwrap_or_else(|| StatusCode::INTERNAL_SERVER_ERROR.into_response()))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::first_segment;

    #[test]
    fn the_first_segment_is_read_where_it_has_one_spelling() {
        for (target, first) in [
            ("/", Some("")),
            ("/users/7", Some("users")),
            ("/users?x=1", Some("users")),
            ("/users#top", Some("users")),
            ("//x", Some("")),
            ("/a;b=1/c", Some("a;b=1")),
            // An escape may spell a literal otherwise: every type is asked.
            ("/%75sers/7", None),
            ("/users%2F7", None),
            // No path to read: every type is asked.
            ("*", None),
            ("", None),
        ] {
            assert_eq!(first_segment(target), first, "{target}");
        }
    }
}
