//! Strict RFC 3986 URIs as checked, typed values.
//!
//! `uri` parses URIs and URI references exactly by the grammar of
//! [RFC 3986](https://www.rfc-editor.org/rfc/rfc3986) Appendix A: nothing the RFC
//! rejects is accepted, nothing is silently rewritten. Parsing is one `const fn`
//! pass that records where each component is, so the parsed value is the original
//! text plus a few offsets, every accessor is O(1), and all of it works in `const`
//! items too.
//!
//! # Parsing at run time
//!
//! ```
//! use uri::{Host, Uri};
//!
//! let uri = Uri::parse("https://user@example.com:8443/docs/index.html?lang=en#intro")?;
//! assert_eq!(uri.scheme(), "https");
//! assert_eq!(uri.userinfo(), Some("user"));
//! assert_eq!(uri.host(), Some(Host::RegName("example.com")));
//! assert_eq!(uri.port()?, Some(8443));
//! assert_eq!(uri.path().segments().collect::<Vec<_>>(), ["docs", "index.html"]);
//! assert_eq!(uri.query(), Some("lang=en"));
//! assert_eq!(uri.fragment(), Some("intro"));
//! # Ok::<(), uri::ParseError>(())
//! ```
//!
//! # Errors that point at the character
//!
//! ```
//! let input = "https://example.com/a path";
//! let error = uri::Uri::parse(input).unwrap_err();
//! assert_eq!(error.index(), 21);
//! println!("{}", error.render(input));
//! // invalid character ` ` (U+0020) in path at index 21: expected an unreserved or
//! // sub-delim character, ':', '@', a percent-encoded octet, '/', '?' or '#'
//! //   | https://example.com/a path
//! //   |                      ^
//! //   = help: encode the space as `%20`
//! ```
//!
//! # The types
//!
//! | borrowed | owned (`alloc`) | grammar |
//! |---|---|---|
//! | [`Uri`] | [`UriBuf`] | `URI`: has a scheme (and [`Uri::parse_absolute_uri`] for `absolute-URI`) |
//! | [`UriRef`] | [`UriRefBuf`] | `URI-reference`: a URI or a relative reference (and [`UriRef::parse_relative_ref`]) |
//! | [`Iri`] | [`IriBuf`] | `IRI` of RFC 3987: a URI that may hold non-ASCII characters (and [`Iri::parse_absolute_iri`]) |
//! | [`IriRef`] | [`IriRefBuf`] | `IRI-reference` (and [`IriRef::parse_relative_ref`]) |
//!
//! Components that are absent are `None`; components that are present but empty
//! are `Some("")` (`http://h?` has an empty query, `http://h` has none, RFC 3986
//! [§5.3](https://www.rfc-editor.org/rfc/rfc3986#section-5.3)). Hosts are typed: [`Host::RegName`], [`Host::Ipv4`], [`Host::Ipv6`],
//! [`Host::IpvFuture`].
//!
//! # Literals checked at compile time
//!
//! With the default `macros` feature, [`uri!`] and [`uri_ref!`] parse a string
//! literal at compile time with the same parser. A valid literal becomes a
//! const-constructed value (no parsing at run time); an invalid one is a compile
//! error that points at the character.
//!
//! ```
//! use uri::{Uri, uri};
//!
//! const API: Uri<'static> = uri!("https://api.example.com/v1");
//! const HOST: Option<&str> = API.host_str();
//! assert_eq!(HOST, Some("api.example.com"));
//! ```
//!
//! With arguments, as in `format!` (or with variables from scope), the literal
//! is a URI Template checked at compile time, and each value is encoded for its
//! place; a value that would be a whole `..` segment is refused (see [`uri!`]
//! for which templates give a value and which a `Result`):
//!
//! ```
//! use uri::{UriBuf, uri};
//!
//! let id = 42;
//! let repos: UriBuf = uri!("https://api.example.com/users/{id}/repos{?page}", page = 2);
//! assert_eq!(repos, "https://api.example.com/users/42/repos?page=2");
//!
//! let login = "octo/cat";
//! let repos = uri!("https://api.example.com/users/{login}/repos")?;
//! assert_eq!(repos, "https://api.example.com/users/octo%2Fcat/repos");
//! # Ok::<(), uri::template::ExpandError>(())
//! ```
//!
//! ```compile_fail
//! // error: invalid character ` ` (U+0020) in path at index 25: expected an unreserved or ...
//! let uri = uri::uri!("https://api.example.com/v1 beta");
//! ```
//!
//! # IRIs
//!
//! [`Iri`] and [`IriRef`] read the grammar of
//! [RFC 3987](https://www.rfc-editor.org/rfc/rfc3987) with the same parser:
//! `ucschar` in userinfo, host names, paths, queries and fragments, `iprivate`
//! in queries. They have the URI types' accessors, resolution, `make_relative`
//! and normalization; every URI is an IRI ([`Uri::as_iri`]), and
//! [`Iri::to_uri`] and [`Uri::to_iri`] are the mappings of §3.1 and §3.2.
//! [`iri!`] and [`iri_ref!`] check IRI literals at compile time.
//!
//! ```
//! use uri::{Iri, iri};
//!
//! const PAGE: Iri<'static> = iri!("https://ja.wikipedia.org/wiki/東京");
//! assert_eq!(PAGE.to_uri(), "https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC");
//! let back = uri::Uri::parse("https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC")?.to_iri();
//! assert_eq!(back, PAGE);
//! # Ok::<(), uri::ParseError>(())
//! ```
//!
//! # URI Templates
//!
//! [`template`] implements RFC 6570: [`UriTemplate`] parses all four levels,
//! [`uri_template!`] checks a template literal at compile time, expansion writes
//! into any `fmt::Write` (or returns a checked [`UriRefBuf`]), and
//! [`UriTemplate::matcher`] (feature `matching`) reads the values back out of a
//! URI.
//!
//! ```
//! use uri::{UriTemplate, uri_template};
//!
//! const USER: UriTemplate<'static> = uri_template!("https://api.example.com/users/{id}{?fields}");
//! let url = USER.expand(&[("id", "ada"), ("fields", "name,email")])?;
//! assert_eq!(url, "https://api.example.com/users/ada?fields=name%2Cemail");
//! # #[cfg(feature = "matching")]
//! assert_eq!(USER.matcher()?.captures(url.as_str())?.parse::<String>("id")?, "ada");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Resolution, normalization, encoding
//!
//! [`Uri::resolve`] implements [RFC 3986 §5.2](https://www.rfc-editor.org/rfc/rfc3986#section-5.2) ([`ResolveMode`] for the non-strict
//! and loophole-closing variants), [`Uri::make_relative`] its inverse,
//! [`Uri::normalize`] [§6.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2)-[§6.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3) (and [`Normalized`] as an equivalence key).
//! [`encoding::encode`] percent-encodes data for one [`encoding::Place`] exactly
//! as much as needed, [`encoding::decode_utf8`] decodes with positioned errors,
//! [`query::QueryPairs`] and [`query::QuerySerializer`] read and write
//! `key=value` queries, and [`UriBuilder`] makes a valid URI from unencoded parts.
//!
//! ```
//! use uri::encoding::{Place, encode};
//! use uri::{Uri, UriBuilder};
//!
//! let base = Uri::parse("https://example.com/docs/guide/intro.html")?;
//! let next = base.resolve(uri::UriRef::parse("../api/index.html?v=2")?).unwrap();
//! assert_eq!(next, "https://example.com/docs/api/index.html?v=2");
//! assert_eq!(base.make_relative(next.as_uri()), "../api/index.html?v=2");
//!
//! assert_eq!(encode("rock & roll", Place::QueryValue), "rock%20%26%20roll");
//! let built = UriBuilder::new().scheme("https").host("example.com").path_segment("a/b").build().unwrap();
//! assert_eq!(built, "https://example.com/a%2Fb");
//! # Ok::<(), uri::ParseError>(())
//! ```
//!
//! # Where things are
//!
//! The types most programs name are at the root. The rest is grouped by topic:
//!
//! | module | holds |
//! |---|---|
//! | [`error`] | every error type, [`error::Hint`], [`error::Rendered`] |
//! | [`encoding`] | [`encoding::Place`], encoding and decoding |
//! | [`query`] | reading and writing `key=value` queries |
//! | [`path`] | [`path::Segments`], [`path::remove_dot_segments`] |
//! | [`template`] | URI Templates: [`template::UriTemplate`], values, expansion, matching |
//! | [`lenient`] | the report of the lenient parsers, [`UriRefBuf::parse_lenient`] and [`UriBuf::parse_lenient`] (`lenient`) |
//! | [`idna`] | host names to IDNA A-labels and back (`idna`) |
//! | [`interop`] | the errors of the `TryFrom` conversions with `http::Uri` and `url::Url` (`http`, `url`) |
//! | [`axum`] | route types as axum extractors that register their own paths (`axum`) |
//!
//! # Security ([RFC 3986 §7](https://www.rfc-editor.org/rfc/rfc3986#section-7))
//!
//! - **Passwords.** `user:password@` in the userinfo is deprecated ([§3.2.1](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1)) and
//!   must not be shown in clear text ([§7.5](https://www.rfc-editor.org/rfc/rfc3986#section-7.5)): [`Uri::has_password`] tells whether
//!   one is there, [`Uri::redacted`] displays the URI with it replaced by `***`.
//!   `Display` and `as_str` give the text as it is; `Debug` of every URI type
//!   shows `***` instead of the password, so `{:?}` logs and `.unwrap()` panics
//!   do not leak it. Errors never repeat the input as it is: a [`ParseError`]
//!   names one character; [`ParseError::render`], the errors that hold their
//!   input ([`error::Report`], [`error::FromStringError`], the conversion errors)
//!   in every format, and the macros' diagrams draw the password as `*`s; and a
//!   borrowed type's serde error says why the string could not be borrowed
//!   without quoting it.
//! - **Misleading authorities** ([§7.6](https://www.rfc-editor.org/rfc/rfc3986#section-7.6)). In `https://www.bank.example@evil.example/`
//!   the host is `evil.example`; show users [`Uri::host_str`], not the text.
//! - **Invisible and reordering characters.** An invalid input may hold
//!   bidirectional controls (U+202E reverses the text after it in a terminal,
//!   the "Trojan Source" trick), zero-width or other format characters. Every
//!   message, diagram and compile error of this crate shows those characters as
//!   escapes (`\u{202e}`), as it shows control characters (`\t`).
//! - **Decoded data** ([§7.3](https://www.rfc-editor.org/rfc/rfc3986#section-7.3)). Percent-decoding can produce any byte: `%00` (NUL),
//!   `%0D%0A` (CR LF, header injection), `%2F` (a `/` inside one segment: path
//!   traversal when segments are joined into a file path). The decoders return
//!   these faithfully; check decoded data for what its destination cannot take.
//!   A segment is decoded on its own, after parsing, so `a%2Fb` stays one segment.
//! - **Encoded dots.** `%2E` is the same character as `.` ([§2.3](https://www.rfc-editor.org/rfc/rfc3986#section-2.3)), so `/%2E%2E/`
//!   is a dot segment to every comparison: [`Uri::normalize`], `normalized_eq`
//!   and [`Normalized`] remove it ([§6.2.2.2](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2.2) decodes it, [§6.2.2.3](https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2.3) removes it).
//!   Resolution follows [§5.2.4](https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4) to the letter and removes only literal dot
//!   segments, so a resolved URI can still hold `%2E%2E`, which a server that
//!   decodes before it removes dot segments treats as `..`: check paths after
//!   normalizing, never before. No encoding keeps `.` or `..` as data, so
//!   [`UriBuilder::path_segment`] and [`UriBuf::push_path_segment`] refuse them.
//! - **Which host a value reaches: ask [`Host::reach`], never the text.** The
//!   text of a host is not what a client connects to. Only a dotted quad of
//!   decimal octets is [`Host::Ipv4`] ([§7.4](https://www.rfc-editor.org/rfc/rfc3986#section-7.4)): `0x7f.1`, `127.1`, `017.0.0.1`,
//!   `2130706433` and the percent-encoded `%31%32%37.0.0.1` are registered
//!   names to RFC 3986, but resolvers (`inet_aton`) and browsers read them as
//!   127.0.0.1. UTS #46, which every browser and `url` apply to a host name,
//!   maps fullwidth digits and full stops (`１２７。０。０。１`), circled digits
//!   (`①`), and removes soft hyphens and zero-width spaces (`12\u{AD}7.0.0.1`):
//!   all 127.0.0.1 again. It also maps fullwidth delimiters to ASCII ones, so
//!   `evil.example／.good.example` passes a `host_str().ends_with(".good.example")`
//!   check while a client that maps it goes to `evil.example`.
//!
//!   [`Host::reach`] is the one answer to all of these: an IP address
//!   ([`Reach::Ip`]), an ASCII domain ([`Reach::Domain`]), or a refusal
//!   ([`error::HostError`]) when the name is not one host (it maps to a
//!   delimiter, `%` or nothing, has an empty label, or ends in a number that
//!   is no address). [`Host::effective_ip`], [`idna::host_to_ascii`],
//!   [`Iri::to_uri_idna`], the lenient repair and the `http`/`url` conversions
//!   are built on it, so none of them can disagree with it. An allow list or
//!   SSRF filter compares `reach()`'s answer, refuses its errors, and checks
//!   the addresses DNS returns for a domain at connection time:
//!
//!   ```
//!   use uri::{Reach, Uri};
//!
//!   let allowed = |uri: &Uri<'_>| match uri.host().map(|host| host.reach()) {
//!       Some(Ok(Reach::Domain(name))) => name == "good.example" || name.ends_with(".good.example"),
//!       _ => false, // addresses, refusals and hosts missing altogether
//!   };
//!   assert!(allowed(&Uri::parse("https://API.good.example/")?));
//!   assert!(!allowed(&Uri::parse("https://evil.example%EF%BC%8F.good.example/")?));
//!   # #[cfg(feature = "idna")] {
//!   // Fullwidth digits (with the `idna` feature, which maps them).
//!   let host = Uri::parse("http://%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1/")?.host().unwrap();
//!   assert_eq!(host.effective_ip(), Some([127, 0, 0, 1].into()));
//!   # }
//!   # Ok::<(), uri::ParseError>(())
//!   ```
//! - **Hostile input.** Parsing is one pass with no recursion and no allocation;
//!   every input gets `Ok` or a [`ParseError`], never a panic. Inputs over
//!   `u32::MAX` bytes are refused ([`ParseErrorKind::TooLong`]).
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
//!   typed [`template::Captures`]. Not a default: it is about a third of the
//!   library's compile time, which every user of `uri!` would pay.
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
//! - `derive`: [`Route`], `#[derive(Route)]`: structs and enums whose values
//!   are the requests of URI Templates, read with `from_uri` and written with
//!   `to_uri`. Turns on `matching`.
//! - `axum`: route types in axum 0.8: [`axum::Typed`] extracts one (404 or a
//!   400 that names the variable), [`axum::RouterExt::route_typed`] adds its
//!   paths to a `Router`. Turns on `derive`.
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
#![cfg_attr(not(feature = "lenient"), doc = "[`lenient`]: index.html#features")]
#![cfg_attr(
    not(feature = "lenient"),
    doc = "[`UriRefBuf::parse_lenient`]: index.html#features"
)]
#![cfg_attr(
    not(feature = "lenient"),
    doc = "[`UriBuf::parse_lenient`]: index.html#features"
)]
#![cfg_attr(
    not(feature = "lenient"),
    doc = "[`Uri::join_lenient`]: index.html#features"
)]
#![cfg_attr(not(feature = "idna"), doc = "[`idna`]: index.html#features")]
#![cfg_attr(
    not(feature = "idna"),
    doc = "[`idna::host_to_ascii`]: index.html#features"
)]
#![cfg_attr(
    not(feature = "idna"),
    doc = "[`Iri::to_uri_idna`]: index.html#features"
)]
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
#![cfg_attr(not(feature = "derive"), doc = "[`Route`]: index.html#features")]
#![cfg_attr(not(feature = "axum"), doc = "[`axum`]: index.html#features")]
#![cfg_attr(not(feature = "axum"), doc = "[`axum::Typed`]: index.html#features")]
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
/// Rustdoc lists the conversions into `http` and `url` types on those types'
/// pages, not on ours; the error types show conversions at work.
#[cfg(any(feature = "http", feature = "url"))]
pub mod interop {
    pub use uri_core::api::interop::*;
}

/// Route types in [axum](https://docs.rs/axum/0.8) 0.8 (feature `axum`): a
/// type with `#[derive(Route)]` is an extractor ([`Typed`](axum::Typed)) and
/// adds its own paths to a `Router` ([`route_typed`](axum::RouterExt::route_typed)),
/// so each template is written once, in `#[route("…")]`.
///
/// - [`Typed<R>`](axum::Typed) reads the request target (path and query, as
///   received) with `R`'s table. A request no template matches is answered
///   404 Not Found; one a template matches but whose value is malformed (a
///   bad escape such as `%zz`, a `..` segment, a field that cannot be read)
///   400 Bad Request, with a plain-text body that names the variable and the
///   field ([`Rejection`](axum::Rejection)).
/// - [`route_typed::<R>(method_router)`](axum::RouterExt::route_typed) adds
///   the axum paths of `R`'s templates ([`paths`](axum::paths) says which:
///   `/users/{id}` becomes `/users/{__uri_1}`, `/files{/path*}` becomes
///   `/files` and `/files/{*__uri_1}`). They may route a few requests `R`
///   refuses, which the extractor then answers.
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
/// let app: Router = Router::new().route_typed::<Issue>(get(issue))?;
/// // Serve it with `axum::serve` (axum's `tokio` feature).
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
#[cfg(all(doctest, feature = "matching", feature = "lenient"))]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;
