//! Strict RFC 3986 URIs as checked, typed values, for Rust.
//!
//! One `const fn` parser reads URIs by the grammar of
//! [RFC 3986](https://www.rfc-editor.org/rfc/rfc3986) at run time, inside the
//! [`uri!`] macro at compile time, and in `const` items. What it rejects is an
//! error that points at the character; nothing is silently rewritten. A value
//! is its text plus the offsets of its parts: every accessor is O(1).
//!
//! ```
//! use uri::{Uri, uri};
//!
//! let parsed = Uri::parse("https://example.com/docs?lang=en")?;
//! assert_eq!((parsed.host_str(), parsed.query()), (Some("example.com"), Some("lang=en")));
//!
//! const API: Uri<'static> = uri!("https://api.example.com/v1"); // checked while compiling
//! const HOST: Option<&str> = API.host_str();
//! assert_eq!(HOST, Some("api.example.com"));
//! # Ok::<(), uri::ParseError>(())
//! ```
//!
//! Routes are types (feature `derive`): [`#[derive(Route)]`][`Route`] reads a
//! request into one and writes its link, and [`link!`] checks a link written
//! as text against the routes while the crate compiles.
//!
//! ```
//! # #[cfg(feature = "derive")] {
//! use uri::{Route, link};
//!
//! #[derive(Route, Debug, PartialEq)]
//! #[route("/users/{id}{?tab}")]
//! struct User { id: u64, tab: Option<String> }
//!
//! let user = User::from_uri("/users/7?tab=repos")?;
//! assert_eq!(user, User { id: 7, tab: Some("repos".into()) });
//!
//! let id = 8;
//! assert_eq!(link!(User, "/users/{id}"), "/users/8"); // `/user/{id}` would not compile
//! # }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Start here
//!
//! | to | call | whose page shows |
//! |---|---|---|
//! | parse and inspect | [`Uri::parse`] | every part, absent or empty |
//! | build from run-time values | [`uri!`] with arguments, [`UriBuilder`] | each value encoded for its place |
//! | route requests | [`Route`], [`template::TemplateSet`] | the matching rules, 404 or 400 |
//! | link to your routes | [`link!`], a route's `to_url` | a link checked against the routes |
//! | serve them with axum | [`axum`] | route types as the router |
//! | follow links | [`Uri::join_lenient`] for `href`s, [`Uri::join`] for strict references | which schemes to refuse |
//! | decide whether a URL is safe to fetch | [`Host::reach`] | a deny list of address classes |
//! | report errors | [`ParseError::report`] | the caret drawing in `anyhow`, `eyre`, `miette` ([`error`]) |
//!
//! Store [`UriBuf`] (owned) where a value outlives its text and borrow
//! [`Uri`] where it does not; a value that may be relative is a
//! [`UriRefBuf`] or [`UriRef`]. Each danger is documented where it happens:
//! passwords on [`Uri::redacted`], hosts on [`Uri::host_str`], dot segments
//! on [`uri!`], a request's path joined below a directory on
//! [`path::SafePath`].
//!
//! # Where things are
//!
//! [`error`]: errors and how they are drawn; [`encoding`]: percent-encoding;
//! [`query`]: `key=value` pairs; [`path`]: segments, a path safe to join;
//! [`template`]: URI Templates, matching, route types' traits; [`lenient`]:
//! messy text; [`idna`]: host names; [`interop`]: `http` and `url`;
//! [`axum`]: route types in axum; [`utoipa`]: route types in OpenAPI.
//!
//! # Features
//!
//! - `std` (default): `HashMap`/`HashSet` as template values; implies `alloc`.
//! - `alloc` (default): the owned types and everything that allocates.
//! - `macros` (default): [`uri!`] and the other literal macros.
//! - `matching`: [`template::TemplateSet`], [`UriTemplate::matcher`].
//! - `derive`: [`Route`] and [`link!`]; implies `matching` and `macros`.
//! - `axum`: route types as axum's router ([`axum`]); implies `derive`.
//! - `lenient`: [`UriRefBuf::parse_lenient`], [`Uri::join_lenient`].
//! - `serde`: `Serialize`, and `Deserialize` that validates.
//! - `http`: conversions with `http::Uri`.
//! - `url`: conversions with `url::Url`; implies `lenient`.
//! - `idna`: Unicode host names ([`idna`]).
//! - `bidi`: [`Iri::check_bidi`].
//! - `nfc`: [`Iri::normalize_nfc`].
//! - `miette`: [`error::MietteReport`].
//! - `utoipa`: route types describe themselves to OpenAPI ([`utoipa`]);
//!   implies `derive`.
//!
//! Without default features the crate is `no_std` and allocation-free; the
//! README's table says what each feature costs.
// A link to an item of a feature that is off goes to the list of features
// above, so `cargo doc` without `--all-features` resolves every link. (The
// empty line ends the last paragraph, which a link definition cannot.)
#![doc = ""]
#![cfg_attr(
    not(feature = "matching"),
    doc = "[`UriTemplate::matcher`]: index.html#features"
)]
#![cfg_attr(
    not(feature = "matching"),
    doc = "[`template::TemplateSet`]: index.html#features"
)]
#![cfg_attr(
    not(feature = "matching"),
    doc = "[`template::Captures`]: index.html#features"
)]
#![cfg_attr(
    not(feature = "matching"),
    doc = "[`template::Matcher`]: index.html#features"
)]
#![cfg_attr(not(feature = "derive"), doc = "[`Route`]: index.html#features")]
#![cfg_attr(not(feature = "derive"), doc = "[`link!`]: index.html#features")]
#![cfg_attr(not(feature = "lenient"), doc = "[`lenient`]: index.html#features")]
#![cfg_attr(
    not(feature = "lenient"),
    doc = "[`UriRefBuf::parse_lenient`]: index.html#features"
)]
#![cfg_attr(
    not(feature = "lenient"),
    doc = "[`Uri::join_lenient`]: index.html#features"
)]
#![cfg_attr(not(feature = "idna"), doc = "[`idna`]: index.html#features")]
#![cfg_attr(
    not(feature = "bidi"),
    doc = "[`Iri::check_bidi`]: index.html#features"
)]
#![cfg_attr(
    not(feature = "nfc"),
    doc = "[`Iri::normalize_nfc`]: index.html#features"
)]
#![cfg_attr(
    not(feature = "miette"),
    doc = "[`error::MietteReport`]: index.html#features"
)]
#![cfg_attr(
    not(any(feature = "http", feature = "url")),
    doc = "[`interop`]: index.html#features"
)]
#![cfg_attr(not(feature = "axum"), doc = "[`axum`]: index.html#features")]
#![cfg_attr(not(feature = "utoipa"), doc = "[`utoipa`]: index.html#features")]
#![cfg_attr(
    not(feature = "utoipa"),
    doc = "[`utoipa::OpenApiRoute`]: index.html#features"
)]
#![cfg_attr(not(feature = "axum"), doc = "[`axum::Typed`]: index.html#features")]
#![cfg_attr(not(feature = "axum"), doc = "[`axum::Routes`]: index.html#features")]
#![cfg_attr(
    not(feature = "axum"),
    doc = "[`axum::RouterExt::route_typed`]: index.html#features"
)]
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub use uri_core::api::root::*;

pub mod encoding;
pub mod error;
pub mod path;
pub mod query;
pub mod template;

/// Repairing messy input: the report of [`UriRefBuf::parse_lenient`],
/// [`UriBuf::parse_lenient`] (and their IRI counterparts), and of
/// [`Uri::join_lenient`], which follows a link against its page as a browser
/// does. Which repairs are made, and where they differ from the WHATWG URL
/// Standard, is on [`RepairKind`](lenient::RepairKind) and
/// [`Uri::join_lenient`].
#[cfg(feature = "lenient")]
pub mod lenient {
    pub use uri_core::api::lenient::*;
}

/// Host names to IDNA A-labels and back (feature `idna`).
///
/// An A-label is the ASCII form DNS gives a label of other text: `xn--`
/// and the label in Punycode (`bücher` is `xn--bcher-kva`). UTS #46, the
/// mapping browsers apply first, also folds case and maps compatibility
/// forms such as fullwidth letters to plain ones.
///
/// ```
/// assert_eq!(uri::idna::host_to_ascii("Bücher.example")?, "xn--bcher-kva.example");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[cfg(feature = "idna")]
pub mod idna {
    pub use uri_core::api::idna::*;
}

/// Conversions with the types of the `http` and `url` crates (features `http`
/// and `url`): the errors. The conversions are `TryFrom` implementations:
///
/// | from | to | feature |
/// |---|---|---|
/// | [`Uri`], [`UriBuf`], `&UriBuf`, [`UriRef`], [`UriRefBuf`], `&UriRefBuf` | `http::Uri` | `http` |
/// | [`Uri`], [`UriRef`] | `http::uri::Authority`, `http::uri::PathAndQuery` | `http` |
/// | `http::Uri`, `&http::Uri` | [`UriBuf`], [`UriRefBuf`] | `http` |
/// | [`Uri`], [`UriBuf`], `&UriBuf`, [`UriRef`], [`UriRefBuf`], `&UriRefBuf` | `url::Url` | `url` |
/// | `url::Url`, `&url::Url` | [`UriBuf`], [`UriRefBuf`] | `url` |
///
/// The pages of the `http` and `url` crates do not list these, as those
/// crates are documented without this one. Each shows on the page of this
/// crate's type under "Trait Implementations", where the other crate's type
/// is shown by its bare name (`TryFrom<Uri> for UriBuf` is from `http::Uri`):
/// each implementation's first line names the crate. The error types show
/// conversions at work.
#[cfg(any(feature = "http", feature = "url"))]
pub mod interop {
    pub use uri_core::api::interop::*;
}

/// Route types in [axum](https://docs.rs/axum/0.8) 0.8 (feature `axum`): the
/// route types are the router ([`Routes`](axum::Routes)), each request read
/// once, by the type whose template matches it, and its value handed to the
/// handler ([`Typed`](axum::Typed)), so each template is written once, in
/// `#[route("…")]`.
///
/// - [`Routes`](axum::Routes) is a `tower::Service`: each route type is
///   added with the method router that serves it
///   (`Routes::new().route::<Issue>(get(issue))?`). A request gets what
///   `R::from_uri` answers: the handler, 400 Bad Request where a template
///   matches but a value is malformed (a bad escape such as `%zz`, a `..`
///   segment, a field that cannot be read), or 404 Not Found (or its
///   [`fallback`](axum::Routes::fallback), an axum `Router` of other routes
///   with [`fallback_service`](axum::Routes::fallback_service)). Of several
///   types, the one with the most specific template that matches reads the
///   request. Serve it with [`into_make_service`](axum::Routes::into_make_service);
///   it is also a `Router`'s `fallback_service`, where axum's own routing
///   runs first and costs its share.
/// - [`Typed<R>`](axum::Typed) is the extractor: it takes the value `Routes`
///   read, or reads the request target (path and query, as received) with
///   `R`'s table, answering 404 or 400 with a plain-text body that names the
///   variable and the field ([`Rejection`](axum::Rejection)).
///   `Option<Typed<R>>` is `None` where no template matches, for a fallback
///   or a handler that tries several types; a malformed request is still a
///   400.
/// - [`route_typed::<R>(method_router)`](axum::RouterExt::route_typed) adds
///   the axum paths of `R`'s templates to an axum `Router` instead
///   ([`paths`](axum::paths) says which: `/users/{id}` becomes `/users/` and
///   `/users/{__uri_1}`, `/files{/path*}` becomes `/files`, `/files/` and
///   `/files/{*__uri_1}`). axum then routes and percent-decodes each
///   request, and `Typed` reads it again. Wrap that router in
///   [`NormalizedPaths`](axum::NormalizedPaths) so that each request's path
///   reaches it with its escapes of unreserved characters decoded: axum
///   compares literal segments byte by byte, and a client's `/%7Euser/7`
///   would otherwise miss the paths of `/~user/{id}`.
///
/// # Examples
///
/// ```
/// use axum::http::StatusCode;
/// use axum::routing::get;
/// use uri::Route;
/// use uri::axum::{Routes, Typed};
///
/// #[derive(Route)]
/// #[route("/repos/{owner}/{repo}")]
/// struct Repo {
///     owner: String,
///     repo: String,
/// }
///
/// #[derive(Route)]
/// #[route("/repos/{owner}/{repo}/issues/{number}")]
/// struct Issue {
///     owner: String,
///     repo: String,
///     number: u64,
/// }
///
/// // The handler takes the typed request and answers with a link built from
/// // another route type: no path is written twice.
/// async fn issue(Typed(issue): Typed<Issue>) -> Result<String, StatusCode> {
///     let repo = Repo { owner: issue.owner, repo: issue.repo };
///     // `to_uri` refuses a value that would be a `..` segment, which a
///     // request `Typed` accepted cannot hold.
///     let link = repo.to_uri().map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
///     Ok(format!("issue {} of {link}", issue.number))
/// }
///
/// let app: Routes = Routes::new().route::<Issue>(get(issue))?;
/// // Serve it with `axum::serve(listener, app.into_make_service())` (axum's
/// // `tokio` feature).
/// # Ok::<(), uri::axum::RegisterError>(())
/// ```
///
/// `examples/service.rs` is a whole service, served on tokio.
#[cfg(feature = "axum")]
#[cfg_attr(docsrs, doc(cfg(feature = "axum")))]
pub mod axum {
    pub use uri_core::api::axum::*;
}

/// Route types in OpenAPI, with [utoipa](https://docs.rs/utoipa/5) 5's
/// types (feature `utoipa`): a type with `#[derive(Route)]` describes itself,
/// with no attribute to write, so a service's OpenAPI document comes from
/// the same templates its requests are read with.
///
/// - [`OpenApiRoute`](utoipa::OpenApiRoute): each template's path in
///   OpenAPI's form (`/repos/{owner}/{repo}/issues`) and its parameters
///   ([`OpenApiPath`](utoipa::OpenApiPath)): `in: path` or `query`, `style`
///   and `explode` as OpenAPI 3.1's Appendix C maps RFC 6570's operators
///   (`{x}` simple, `{.x}` label, `{;x}` matrix, `{?x}` form, `*` explode),
///   `required` for a path parameter, not for a query one (an `Option` or a
///   list), and the schema of the field's type where utoipa has one
///   (numbers, `bool`, `String`, a type with `ToSchema`; an array of it for
///   a list), else `{"type": "string"}`. An enum gives one path per variant,
///   a nested route type's under its variant's prefix.
///   [`paths`](utoipa::OpenApiRoute::paths) makes them a `Paths` object.
/// - `utoipa::IntoParams` for a route struct: its parameters, for
///   `#[utoipa::path(params(…))]`. Each parameter says its own place, so
///   the place utoipa offers is not asked.
///
/// A type with a template OpenAPI cannot express (`{/x}`, `{/path*}`,
/// `{#x}`, `{&x}`, `{x:3}`, `{+x}` in the path, literal query text, a
/// scheme or host) implements neither, and asking for its description is a
/// compile error that names the form and the nearest one OpenAPI has; the
/// type is otherwise a route like any. Without the feature, the derive
/// writes none of this.
///
/// # Examples
///
/// ```
/// use utoipa::openapi::path::{HttpMethod, OperationBuilder};
/// use utoipa::openapi::{InfoBuilder, OpenApiBuilder, ResponseBuilder};
/// use uri::Route;
/// use uri::utoipa::OpenApiRoute;
///
/// #[derive(Route)]
/// #[route("/repos/{owner}/{repo}/issues{?state,labels*}")]
/// struct Issues {
///     owner: String,
///     repo: String,
///     state: Option<String>,
///     labels: Vec<String>,
/// }
///
/// #[derive(Route)]
/// enum Api {
///     #[route("/users/{id}{.format}")]
///     User { id: u64, format: Option<String> },
///     #[route("/v1")]
///     V1(Issues),
/// }
///
/// let operation = OperationBuilder::new()
///     .response("200", ResponseBuilder::new().description("the resource"))
///     .build();
/// let document = OpenApiBuilder::new()
///     .info(InfoBuilder::new().title("example").version("1").build())
///     .paths(Api::paths(HttpMethod::Get, &operation))
///     .build();
/// let json = serde_json::to_value(&document)?;
/// let labels = &json["paths"]["/v1/repos/{owner}/{repo}/issues"]["get"]["parameters"][3];
/// assert_eq!(labels["in"], "query");
/// assert_eq!(labels["explode"], true);
/// assert_eq!(labels["schema"]["type"], "array");
/// let format = &json["paths"]["/users/{id}{format}"]["get"]["parameters"][1];
/// assert_eq!(format["style"], "label");
/// # Ok::<(), serde_json::Error>(())
/// ```
///
/// `examples/openapi.rs` is a service that serves its document at
/// `/openapi.json`.
#[cfg(feature = "utoipa")]
#[cfg_attr(docsrs, doc(cfg(feature = "utoipa")))]
pub mod utoipa {
    pub use uri_core::api::utoipa::*;
}

mod macros;

#[cfg(feature = "derive")]
mod derive;
#[cfg(feature = "derive")]
#[cfg_attr(docsrs, doc(cfg(feature = "derive")))]
pub use derive::Route;

#[cfg(feature = "derive")]
extern crate std;

#[doc(hidden)]
pub mod __private;

/// The README's examples, run as doc tests. They show every feature they need
/// (`cargo test --workspace` turns them all on), so a build of this crate alone
/// without them skips the README rather than failing on it.
#[cfg(all(doctest, feature = "matching", feature = "lenient", feature = "derive"))]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;
