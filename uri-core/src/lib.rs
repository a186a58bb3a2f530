//! The parser and run-time API of the [`strict-uri`](https://docs.rs/strict-uri) crate.
//!
//! This crate is an implementation detail of `strict-uri`: depend on `strict-uri`
//! (whose library is `uri`), which
//! re-exports everything here and adds the `uri!` macros. It holds the one strict
//! RFC 3986 parser, written as `const fn`, that serves run-time parsing, `const`
//! evaluation and the compile-time macros alike.
//!
//! # Examples
//!
//! ```
//! use uri::{Uri, UriRef};
//!
//! let uri = Uri::parse("https://example.com/search?q=rust#results")?;
//! assert_eq!(uri.host_str(), Some("example.com"));
//!
//! let error = UriRef::parse("/a b").unwrap_err();
//! assert_eq!(error.index(), 2);
//! # Ok::<(), uri::ParseError>(())
//! ```
//!
//! # How the modules are laid out
//!
//! Data flows one way, and each folder is one stage of it; a module imports only
//! from its own folder and the stages above it in this list (or from a leaf
//! module that imports nothing of the crate, such as the byte tables), by
//! path, never through the crate root (`tests/tests/layout.rs` checks this):
//!
//! | folder | stage | holds |
//! |---|---|---|
//! | `bytes/` | what every stage reads bytes with | `%XX` read and written, word arithmetic on eight bytes, where a slice sits in its text, the tests' random generator |
//! | `error/` | what every stage reports | [`ParseError`], [`ParseErrorKind`], [`Component`], hints, the caret renderer, [`Report`], how input is shown (escapes, hidden passwords) |
//! | `parse/` | text → scanner → offsets | the byte classes, the scanning helpers, one file per grammar rule, `__private::Offsets`, the legacy numeric IPv4 reader |
//! | `encoding/` | bytes ↔ escapes | [`Place`] (built from the parser's classes), encoding, decoding, query pairs, IDNA |
//! | `value/` | offsets → typed value | [`Uri`], [`UriRef`], their accessors, [`Host`] and which host it reaches, [`Path`], [`SafePath`] (a path safe to join below a directory), the owned types, serde, redaction, padding |
//! | `ops/` | value → value | resolution, `make_relative`, dot segments, normalization, equivalence, the IRI ↔ URI mappings, NFC |
//! | `compose/` | parts → value, value → edited value | [`UriBuilder`], the editing methods of [`UriBuf`] and [`UriRefBuf`], the checks both apply |
//! | `lenient/` | messy text → value | the lenient parser and `join_lenient`, as browsers read text, with their [`Repair`] reports |
//! | `template/` | a second grammar: text → template → expansion | RFC 6570: [`UriTemplate`] and its `const fn` parser (shared with `uri_template!`), [`Variables`] and [`Value`], expansion |
//! | `matching/` | template + text → values, the inverse of expansion | `Matcher` and its rules, the plan and the reader, `Captures`, `TemplateSet` and its tree; the `matching` feature |
//! | `interop/` | value ↔ other crates' values | `TryFrom` both ways with `http::Uri` and `url::Url`, the reports as `miette` diagnostics, route types in axum and in OpenAPI (utoipa); each behind its feature |
//!
//! Beside the folders, `__private.rs` holds the hidden `const fn` constructors
//! that the facade's macros expand to; it is not public API.
//!
//! # Features
//!
//! - `std` (default): `HashMap` and `HashSet` as template values and variables.
//! - `alloc` (default): the owned types [`UriBuf`] and [`UriRefBuf`], and
//!   everything that produces a new string (resolution, normalization, building).
//! - `matching`: template matching, [`UriTemplate::matcher`] and
//!   [`TemplateSet`], with the captures and match errors. Opt-in: with
//!   `lenient`, it was a third of this crate's build when both became
//!   features (and it has grown since), which every user of `uri!` would pay.
//! - `lenient`: the lenient parser and `join_lenient`, with their [`Repair`]
//!   reports. Opt-in for the same reason.
//! - `serde`: `Serialize`/`Deserialize` for the URI, IRI and template
//!   types, validating on deserialization.
//! - `http`: `TryFrom` both ways with `http::Uri`, and to its `Authority` and
//!   `PathAndQuery`.
//! - `url`: `TryFrom` both ways with `url::Url` (turns on `lenient`).
//! - `idna`: Unicode host names to IDNA A-labels and back, in the lenient
//!   parser, the `http` and `url` conversions, and on their own.
//! - `bidi`: [`Iri::check_bidi`], the bidirectional text rules of RFC 3987 §4.2.
//! - `nfc`: [`Iri::normalize_nfc`], Unicode NFC for IRIs (RFC 3987 §5.3.2.2).
//! - `miette`: `MietteReport`, the reports as `miette::Diagnostic`s.
//! - `axum`: route types (`Route`) as axum 0.8 extractors that register their
//!   own paths on a `Router`.
//! - `utoipa`: route types' OpenAPI descriptions (`OpenApiRoute`), with
//!   utoipa 5's types.
#![cfg_attr(not(test), no_std)]
#![cfg_attr(docsrs, feature(doc_cfg))]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod bytes;
mod error;
mod parse;

mod encoding;
mod value;

#[cfg(feature = "alloc")]
mod compose;
#[cfg(feature = "lenient")]
mod lenient;
#[cfg(feature = "alloc")]
mod ops;

mod template;

#[cfg(feature = "matching")]
mod matching;

// Not gated itself: each conversion module carries its own feature, which is
// then the only one rustdoc shows on its items.
mod interop;

#[doc(hidden)]
pub mod __private;

pub mod api {
    //! The public items, laid out as the `uri` facade shows them. Each module
    //! here is one of the facade's, which re-exports it whole, and the crate
    //! root re-exports them all but `interop` and `axum`: every public item
    //! is listed once, here (`tests/tests/public_items.rs` checks that the
    //! facade and this list agree). An item a second module also shows (the errors of templates in
    //! `template` as well as in `error`) is taken from its first.

    /// The crate root: the values users store and the common errors.
    pub mod root {
        #[cfg(feature = "alloc")]
        pub use crate::compose::builder::UriBuilder;
        pub use crate::error::parse_error::{Component, ParseError, ParseErrorKind};
        #[cfg(feature = "alloc")]
        pub use crate::ops::equivalence::Normalized;
        #[cfg(feature = "alloc")]
        pub use crate::ops::reference::{IntoIriRef, IntoUri, IntoUriRef};
        #[cfg(feature = "alloc")]
        pub use crate::ops::resolve::ResolveMode;
        // Beside the derive of its name, so that `use uri::Route;` brings
        // both, as `serde::Serialize` does.
        #[cfg(feature = "matching")]
        pub use crate::matching::route::Route;
        #[cfg(feature = "matching")]
        pub use crate::matching::route::link::{LinkList, LinkOptional, LinkValue};
        #[cfg(feature = "matching")]
        pub use crate::matching::route::support::{DisplayOrToUri, Nested, RouteField};
        pub use crate::template::uri_template::UriTemplate;
        pub use crate::value::host::{Host, HostKind};
        pub use crate::value::iri::Iri;
        pub use crate::value::iri_ref::IriRef;
        #[cfg(feature = "alloc")]
        pub use crate::value::owned::{IriBuf, IriRefBuf, UriBuf, UriRefBuf};
        pub use crate::value::path::Path;
        pub use crate::value::port::default_port;
        #[cfg(feature = "alloc")]
        pub use crate::value::reach::Reach;
        pub use crate::value::redact::Redacted;
        pub use crate::value::uri::Uri;
        pub use crate::value::uri_ref::UriRef;
    }

    /// Percent-encoding and decoding.
    pub mod encoding {
        pub use crate::encoding::decode::{DecodeError, DecodeErrorKind, decoded_len};
        #[cfg(feature = "alloc")]
        pub use crate::encoding::decode::{decode, decode_form, decode_utf8};
        pub use crate::encoding::encode::Encoded;
        #[cfg(feature = "alloc")]
        pub use crate::encoding::encode::{encode, encode_bytes, encode_preserving};
        pub use crate::encoding::place::Place;
    }

    /// Every error the crate returns, and how errors are drawn.
    pub mod error {
        #[cfg(feature = "alloc")]
        pub use crate::compose::parts::BuildError;
        pub use crate::encoding::decode::{DecodeError, DecodeErrorKind};
        #[cfg(feature = "idna")]
        pub use crate::encoding::idna::IdnaError;
        pub use crate::error::hint::Hint;
        pub use crate::error::parse_error::{Component, ParseError, ParseErrorKind};
        pub use crate::error::render::{Rendered, Spanned};
        #[cfg(feature = "alloc")]
        pub use crate::error::report::Report;
        #[cfg(feature = "axum")]
        pub use crate::interop::axum::error::RegisterError;
        #[cfg(feature = "http")]
        pub use crate::interop::http::HttpConversionError;
        #[cfg(feature = "miette")]
        pub use crate::interop::miette::MietteReport;
        #[cfg(feature = "url")]
        pub use crate::interop::url::UrlConversionError;
        #[cfg(feature = "matching")]
        pub use crate::matching::ambiguity::AmbiguityError;
        #[cfg(feature = "matching")]
        pub use crate::matching::captures::error::CaptureError;
        #[cfg(feature = "matching")]
        pub use crate::matching::match_error::{MatchError, MatchErrorKind};
        #[cfg(feature = "matching")]
        pub use crate::matching::route::error::RouteError;
        #[cfg(feature = "matching")]
        pub use crate::matching::router::set::TemplateSetError;
        #[cfg(feature = "alloc")]
        pub use crate::ops::resolve::ResolveError;
        pub use crate::template::error::{TemplateError, TemplateErrorKind};
        pub use crate::template::expand::ExpandError;
        #[cfg(feature = "bidi")]
        pub use crate::value::bidi::{BidiError, BidiErrorKind};
        #[cfg(feature = "alloc")]
        pub use crate::value::owned::FromStringError;
        #[cfg(feature = "alloc")]
        pub use crate::value::reach::{HostError, HostErrorKind};
        #[cfg(feature = "alloc")]
        pub use crate::value::safe_path::{SafePathError, SafePathErrorKind};
    }

    /// The path component, and a path safe to join below a directory.
    pub mod path {
        #[cfg(feature = "alloc")]
        pub use super::error::{SafePathError, SafePathErrorKind};
        #[cfg(feature = "alloc")]
        pub use crate::ops::dot_segments::remove_dot_segments;
        pub use crate::value::path::{Path, Segments};
        #[cfg(feature = "alloc")]
        pub use crate::value::safe_path::SafePath;
    }

    /// `key=value` queries.
    pub mod query {
        #[cfg(feature = "alloc")]
        pub use crate::encoding::query::QuerySerializer;
        pub use crate::encoding::query::{QueryOptions, QueryPair, QueryPairs, QueryPart};
    }

    /// URI Templates: parsing, expansion and matching.
    pub mod template {
        #[cfg(feature = "matching")]
        pub use super::error::{AmbiguityError, CaptureError, MatchError, MatchErrorKind};
        pub use super::error::{ExpandError, TemplateError, TemplateErrorKind};
        #[cfg(feature = "matching")]
        pub use super::error::{RouteError, TemplateSetError};
        #[cfg(feature = "matching")]
        pub use crate::matching::ambiguity::AmbiguityErrorKind;
        #[cfg(feature = "matching")]
        pub use crate::matching::captures::capture::{Capture, Captures};
        #[cfg(feature = "matching")]
        pub use crate::matching::captures::error::CaptureErrorKind;
        #[cfg(feature = "matching")]
        pub use crate::matching::match_error::MatchExpected;
        #[cfg(feature = "matching")]
        pub use crate::matching::matcher::Matcher;
        #[cfg(feature = "matching")]
        pub use crate::matching::options::MatchOptions;
        #[cfg(feature = "matching")]
        pub use crate::matching::route::Route;
        #[cfg(feature = "matching")]
        pub use crate::matching::route::link::{LinkList, LinkOptional, LinkValue};
        #[cfg(feature = "matching")]
        pub use crate::matching::route::support::{DisplayOrToUri, Nested, RouteField};
        #[cfg(feature = "matching")]
        pub use crate::matching::router::lookup::Match;
        #[cfg(feature = "matching")]
        pub use crate::matching::router::set::TemplateSet;
        pub use crate::template::expand::VarName;
        pub use crate::template::markers::{NeverDotSegment, StringValue};
        pub use crate::template::operator::Operator;
        #[cfg(feature = "alloc")]
        pub use crate::template::owned::UriTemplateBuf;
        #[cfg(feature = "serde")]
        pub use crate::template::serde::Serialized;
        pub use crate::template::uri_template::{
            Expression, Expressions, Modifier, Part, Parts, UriTemplate, VarSpec,
        };
        pub use crate::template::variables::{Composite, Value, ValueSink, Variables};
    }

    /// Repairing messy input (feature `lenient`).
    #[cfg(feature = "lenient")]
    pub mod lenient {
        #[cfg(feature = "lenient")]
        pub use crate::lenient::repair::{Repair, RepairKind, Repaired};
    }

    /// Host names to IDNA A-labels and back (feature `idna`).
    #[cfg(feature = "idna")]
    pub mod idna {
        #[cfg(feature = "idna")]
        pub use crate::encoding::idna::{IdnaError, host_to_unicode};
        #[cfg(feature = "idna")]
        pub use crate::value::reach::host_to_ascii;
    }

    /// Conversions with the types of the `http` and `url` crates: their errors.
    #[cfg(any(feature = "http", feature = "url"))]
    pub mod interop {
        #[cfg(feature = "http")]
        pub use crate::interop::http::HttpConversionError;
        #[cfg(feature = "url")]
        pub use crate::interop::url::UrlConversionError;
    }

    /// Route types in axum 0.8 (feature `axum`): the extractor, the router
    /// extension, the paths they register.
    #[cfg(feature = "axum")]
    pub mod axum {
        #[cfg(feature = "axum")]
        pub use super::error::RegisterError;
        #[cfg(feature = "axum")]
        pub use crate::interop::axum::extract::{Rejection, Typed};
        #[cfg(feature = "axum")]
        pub use crate::interop::axum::normalized::NormalizedPaths;
        #[cfg(feature = "axum")]
        pub use crate::interop::axum::paths::paths;
        #[cfg(feature = "axum")]
        pub use crate::interop::axum::response::LinkError;
        #[cfg(feature = "axum")]
        pub use crate::interop::axum::router::RouterExt;
        #[cfg(feature = "axum")]
        pub use crate::interop::axum::routes::{Routes, RoutesFuture};
    }

    /// Route types in OpenAPI, with utoipa 5's types (feature `utoipa`):
    /// what a route type tells of itself.
    #[cfg(feature = "utoipa")]
    pub mod utoipa {
        #[cfg(feature = "utoipa")]
        pub use crate::interop::utoipa::described::{OpenApiPath, OpenApiRoute};
    }
}

#[cfg(feature = "idna")]
pub use api::idna::*;
#[cfg(feature = "lenient")]
pub use api::lenient::*;
pub use api::{encoding::*, error::*, path::*, query::*, root::*, template::*};

#[cfg(test)]
mod size_tests {
    #[test]
    fn values_stay_small() {
        assert!(core::mem::size_of::<crate::Uri<'_>>() <= 40);
        assert!(core::mem::size_of::<crate::UriRef<'_>>() <= 40);
        assert!(core::mem::size_of::<crate::ParseError>() <= 24);
    }
}
