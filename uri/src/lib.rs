//! Strict RFC 3986 URIs as checked, typed values.
//!
//! `uri` reads URIs by the grammar of
//! [RFC 3986](https://www.rfc-editor.org/rfc/rfc3986): what it rejects is an
//! error that points at the character, and nothing is silently rewritten. A
//! parsed value is the text plus the offsets of its parts, so every accessor
//! is O(1) and works in `const` items too.
//!
//! ```
//! let uri = uri::Uri::parse("https://example.com/docs?lang=en")?;
//! assert_eq!((uri.host_str(), uri.query()), (Some("example.com"), Some("lang=en")));
//! # Ok::<(), uri::ParseError>(())
//! ```
//!
//! # Start here
//!
//! | to | call | whose page shows |
//! |---|---|---|
//! | parse and inspect | [`Uri::parse`] | every part, absent or empty |
//! | build from run-time values | [`uri!`] with arguments, [`UriBuilder`] | each value encoded for its place |
//! | follow links | [`Uri::join_lenient`] for `href`s in HTML, [`Uri::join`] for strict references | which one, and which schemes to refuse |
//! | decide whether a URL is safe to fetch | [`Host::reach`] | a deny list of address classes and names |
//! | route requests | [`template::TemplateSet`], [`template::Matcher`], [`Route`] | the matching rules, 404 or 400 |
//! | report errors | [`ParseError::report`] | the caret drawing; [`error`] shows it in `anyhow`, `eyre`, `miette` |
//!
//! # Which type to store
//!
//! Store [`UriBuf`] (owned) where a value outlives its text, and borrow
//! [`Uri`] where it does not, or for constants from [`uri!`]. Both have a
//! scheme; a value that may be relative (an `href`, a `Location` header) is a
//! [`UriRefBuf`] or [`UriRef`]. The `Iri` types keep non-ASCII text as
//! written, for display ([`Iri`] explains the terms); send their
//! [`to_uri`](Iri::to_uri). Keys that must treat equivalent URIs as one
//! are [`Normalized`].
//!
//! # Where things are
//!
//! | module | holds |
//! |---|---|
//! | [`error`] | every error type and how errors are drawn |
//! | [`encoding`] | percent-encoding and decoding, and what decoded data may hold |
//! | [`query`] | reading and writing `key=value` queries |
//! | [`path`] | path segments and dot segments |
//! | [`template`] | URI Templates: expansion and matching |
//! | [`lenient`] | messy text read as browsers read it (`lenient`) |
//! | [`idna`] | host names to IDNA A-labels and back (`idna`) |
//! | [`interop`] | the conversions with `http::Uri` and `url::Url` (`http`, `url`) |
//! | [`axum`] | route types as axum extractors that register their own paths (`axum`) |
//!
//! # Security
//!
//! Each danger is documented where it happens: hidden passwords on
//! [`Uri::redacted`], misleading hosts on [`Uri::host_str`], decoded `..` on
//! [`template::Captures`], dot segments on [`uri!`] and [`path`], decoded
//! data on [`encoding`], hosts on [`Host::reach`].
//!
//! # Features
//!
//! - `macros` (default): the [`uri!`], [`uri_ref!`], [`iri!`], [`iri_ref!`] and
//!   [`uri_template!`] macros; their calls with arguments also need `alloc`.
//! - `std` (default): `HashMap` and `HashSet` as template variables and values.
//! - `alloc` (default): the owned types [`UriBuf`] and [`UriRefBuf`], and every
//!   operation that makes a new string (resolution, normalization, encoding to a
//!   `String`, the builder).
//! - `matching`: matching URIs against templates, the way back from expansion:
//!   [`UriTemplate::matcher`], [`template::TemplateSet`] (a router's table),
//!   typed [`template::Captures`]. Not a default: with `lenient`, it was a
//!   third of the library's compile time when both became features (and it
//!   has grown since), which every user of `uri!` would pay.
//! - `derive`: [`#[derive(Route)]`][`Route`], a struct or enum whose values are
//!   the requests of URI Templates, read with `from_uri` and written with
//!   `to_uri`, checked at compile time. Turns on `matching`, `macros` and `std`.
//! - `lenient`: reading text as a browser does, with a report of each repair:
//!   [`UriRefBuf::parse_lenient`], [`Uri::join_lenient`] (links in HTML), and
//!   [`lenient`]. Not a default, for the same reason.
//! - `serde`: `Serialize` and validating `Deserialize` for the URI, IRI and
//!   template types, and `template::Serialized` to expand templates with any
//!   `Serialize` value.
//! - `http`: `TryFrom` both ways with `http::Uri` (the `http` crate, 1.x), and to
//!   its `Authority` and `PathAndQuery`; [`interop`] holds the error.
//! - `url`: `TryFrom` both ways with `url::Url` (the `url` crate, 2.x);
//!   [`interop`] holds the error. Turns on `lenient`.
//! - `idna`: Unicode host names to IDNA A-labels and back: [`idna`], and in the
//!   lenient parser and the `http` and `url` conversions.
//! - `bidi`: [`Iri::check_bidi`], the bidirectional text rules of RFC 3987 §4.2.
//! - `nfc`: [`Iri::normalize_nfc`], Unicode NFC for IRIs (RFC 3987 §5.3.2.2).
//! - `miette`: [`error::MietteReport`], every report as a `miette::Diagnostic`
//!   (the input as source code with the password hidden, a labelled span, the
//!   hint as help), and `?` into `miette::Report`.
//! - `axum`: route types in axum 0.8: [`axum::Routes`] routes requests by
//!   them, each read once and handed to its type's handler, and
//!   [`axum::Typed`] extracts one (404 or a 400 that names the variable);
//!   [`axum::RouterExt::route_typed`] adds a type's paths to a `Router`
//!   instead. Turns on `derive`.
//!
//! Without default features the crate is `no_std` and allocation-free.
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
