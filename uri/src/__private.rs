//! Support for the expansion of `uri!`, `uri_ref!` and the other macros. Not public API: anything
//! here may change in any release.
//!
//! The expansion names only items of this module, through the `$crate` path that
//! the `macro_rules!` wrappers pass to the proc macro, so a renamed dependency or a
//! caller's own `Uri`, `Ok` or `core` cannot capture it.

#[cfg(all(feature = "macros", not(feature = "alloc")))]
pub use crate::__uri_arguments_need_alloc as uri_arguments;
pub use core::compile_error;
pub use core::option::Option::{None, Some};
pub use core::result::Result::{Err, Ok};
#[cfg(feature = "macros")]
pub use uri_macros::uri_literal;
/// A call with arguments: the same macro where `alloc` makes its `UriBuf`, one
/// clear error where it cannot.
#[cfg(all(feature = "macros", feature = "alloc"))]
pub use uri_macros::uri_literal as uri_arguments;

#[cfg(all(feature = "macros", not(feature = "alloc")))]
pub use crate::__uri_arguments_need_alloc as with_alloc;
/// A call whose variables all come from scope: the expansion as it is where
/// `alloc` makes its `UriBuf`, the `alloc` error where it cannot.
#[cfg(all(feature = "macros", feature = "alloc"))]
pub use crate::__uri_with_alloc as with_alloc;

/// Passes a call's expansion on as it is.
#[cfg(all(feature = "macros", feature = "alloc"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __uri_with_alloc {
    ($($tokens:tt)*) => {
        $($tokens)*
    };
}

/// The error of a call with arguments without the `alloc` feature.
#[cfg(all(feature = "macros", not(feature = "alloc")))]
#[doc(hidden)]
#[macro_export]
macro_rules! __uri_arguments_need_alloc {
    ($($tokens:tt)*) => {
        $crate::__private::compile_error!(
            "a `uri!` call that expands a template (with arguments, or `{…}` taken from scope) builds a `UriBuf`: enable the `alloc` feature of `uri` (`strict-uri`)"
        )
    };
}

pub use uri_core::__private::{
    Diagram, Offsets, iri, iri_offsets, iri_ref, offsets, uri, uri_ref, uri_template,
};
// A call with arguments: the expansion's writer and the arguments' checks.
#[cfg(feature = "alloc")]
pub use uri_core::__private::{
    CompositeProbe, OtherProbe, Probe, Proven, ProvenProbe, TemplateWriter, Unproven,
    UnprovenProbe, Variable, Verdict, template_var,
};
pub use uri_core::{Operator, StringValue, Value};

// `#[derive(Route)]`: what its impls name, reached through `::uri::__private`
// so that a caller's own `Result`, `String` or `Vec` cannot capture them.
#[cfg(feature = "derive")]
pub use core::convert::TryFrom;
#[cfg(feature = "derive")]
pub use core::option::Option;
#[cfg(feature = "derive")]
pub use core::result::Result;
#[cfg(feature = "derive")]
pub use core::{
    default::Default,
    fmt::{Display, Formatter, Result as FmtResult},
    iter::{IntoIterator, Iterator, once},
    str::FromStr,
};
#[cfg(feature = "derive")]
pub use std::string::ToString;
#[cfg(feature = "derive")]
pub use std::{string::String, vec::Vec};
#[cfg(feature = "derive")]
pub use uri_core::__private::table;
// `link!`: the macros that check a link, and what its expansion calls.
#[cfg(feature = "derive")]
pub use uri_core::__private::{
    DirectPath, DirectQuery, DisplayOrToUri, Displayed, FieldType, IntoFallible, Nested,
    RouteField, RouteTable, UnderBase, after_prefix, borrowed_field, direct, direct_list,
    direct_members, direct_paths, direct_query, direct_refused, field_type, has_member, left_out,
    list, nest, nested_templates, no_template, one, optional, strip_prefix,
};
#[cfg(feature = "derive")]
pub use uri_core::__private::{FieldOf, LinkMaybe, LinkMembers, LinkOne, LinkSegments};
#[cfg(feature = "derive")]
pub use uri_core::__private::{
    SafeKind, SafeSegments, UriPart, Written, empty_value, label_cut, nested_reads_as_another,
    reads_as_another, refused_value, safe_path_field, texts,
};
#[cfg(feature = "derive")]
pub use uri_core::api::template::{Captures, ExpandError, Route, RouteError, TemplateSetError};
#[cfg(feature = "derive")]
pub use uri_core::{IntoUri, UriBuf, UriRefBuf};
#[cfg(feature = "derive")]
pub use uri_macros::{link_check, link_route, route_data};
// The OpenAPI description `#[derive(Route)]` writes (feature `utoipa`).
#[cfg(feature = "utoipa")]
pub use uri_core::__private::{
    HttpMethod, IntoParams, KnownSchema, OpenApiPath, OpenApiRoute, Operation, Parameter,
    ParameterIn, Paths, SchemaOf, StringSchema, Style, nest_openapi, openapi_parameter,
    openapi_parameters, openapi_path, openapi_string_schema,
};
