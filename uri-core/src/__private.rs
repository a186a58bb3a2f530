//! Support for the `uri` crate's macros and tests. Not public API: anything here
//! may change in any release.
//!
//! The `uri!` macro runs the parser at compile time and expands to a call of
//! [`uri`] or [`uri_ref`] with the offsets it found, so the value needs no parsing
//! at run time; its diagnostics draw the literal with [`Diagram`].

pub use crate::error::render::Diagram;
#[cfg(feature = "matching")]
pub use crate::matching::route::compiled::compiled_table;
#[cfg(feature = "matching")]
pub use crate::matching::route::direct::{DirectEnd, DirectNode, DirectPath, direct_paths};
#[cfg(feature = "matching")]
pub use crate::matching::route::direct_query::DirectQuery;
#[cfg(feature = "matching")]
pub use crate::matching::route::link::{FieldOf, LinkMaybe, LinkMembers, LinkOne, LinkSegments};
#[cfg(feature = "matching")]
pub use crate::matching::route::read_back::{
    UriPart, Written, empty_value, label_cut, nested_reads_as_another, reads_as_another,
    refused_value, texts,
};
#[cfg(feature = "matching")]
pub use crate::matching::route::safe_field::{
    SafeKind, SafePathField, SafeSegments, safe_path_field,
};
#[cfg(all(feature = "std", feature = "matching"))]
pub use crate::matching::route::support::RouteTable;
#[cfg(feature = "matching")]
pub use crate::matching::route::support::{
    DisplayOrToUri, Displayed, FieldType, IntoFallible, Nested, RouteField, UnderBase,
    after_prefix, borrowed_field, direct, direct_list, direct_members, direct_query,
    direct_refused, field_type, has_member, left_out, list, nest, nested_templates, no_template,
    one, optional, strip_prefix,
};
pub use crate::parse::offsets::Offsets;
// The OpenAPI description `#[derive(Route)]` writes with the `utoipa` feature.
#[cfg(feature = "utoipa")]
pub use crate::interop::utoipa::described::{OpenApiPath, OpenApiRoute};
#[cfg(feature = "utoipa")]
pub use crate::interop::utoipa::support::{
    KnownSchema, SchemaOf, StringSchema, Style, nest_openapi, openapi_parameter,
    openapi_parameters, openapi_path, openapi_string_schema,
};
#[cfg(feature = "alloc")]
pub use crate::template::compiled::{
    CompositeProbe, OtherProbe, Probe, Proven, ProvenProbe, TemplateWriter, Unproven,
    UnprovenProbe, Variable, Verdict, template_var,
};
pub use crate::template::markers::StringValue;
pub use crate::template::variables::Value;
#[cfg(feature = "utoipa")]
pub use utoipa::IntoParams;
#[cfg(feature = "utoipa")]
pub use utoipa::openapi::path::{HttpMethod, Operation, Parameter, ParameterIn, Paths};

/// The types of a route table `#[derive(Route)]` writes as statics
/// ([`compiled_table`]), under the names its expression uses.
#[cfg(feature = "matching")]
pub mod table {
    pub use crate::matching::plan::byte_set::ByteSet;
    pub use crate::matching::plan::sections::{
        End, ExprStep, Plan, Query, QuerySet, Section, Step,
    };
    pub use crate::matching::plan::span::{Span, Var};
    pub use crate::matching::route::compiled::CompiledTable;
    pub use crate::matching::router::key::{PatternRank, RouteKey, Segment, TailRank};
    pub use crate::matching::router::lookup::Route;
    pub use crate::matching::router::path_read::PathRead;
    pub use crate::matching::router::segments::{Literal, LiteralChildren, NO_KEY};
    pub use crate::matching::router::tree::{Node, Tree};
    pub use crate::matching::stored::{Emit, Emitter, List, Owned, Static, Storage, Text, slice};
    pub use crate::template::operator::Operator;
    pub use crate::template::uri_template::Modifier;
    pub use alloc::borrow::Cow::{self, Borrowed};
    pub use core::cmp::Reverse;
    pub use core::option::Option::{self, None, Some};
}

use crate::template::error::TemplateError;
use crate::template::uri_template::UriTemplate;
use crate::value::iri::Iri;
use crate::value::iri_ref::IriRef;
use crate::value::uri::Uri;
use crate::value::uri_ref::UriRef;

/// A [`Uri`] of `text` with the offsets that parsing it produced, as
/// [`Offsets::to_raw`] gave them.
///
/// Contract: `offsets` must be what parsing exactly `text` as a `URI` returned
/// (the macro guarantees it). Other offsets make accessors return wrong slices or
/// panic, but never cause undefined behaviour.
///
/// # Examples
///
/// ```
/// use uri_core::{Uri, __private};
///
/// let parsed = Uri::parse("http://h/p")?;
/// let rebuilt = __private::uri("http://h/p", __private::offsets(parsed.as_uri_ref()));
/// assert_eq!(rebuilt.path(), "/p");
/// # Ok::<(), uri_core::ParseError>(())
/// ```
pub const fn uri(text: &str, offsets: [u32; 6]) -> Uri<'_> {
    Uri::from_offsets(text, Offsets::from_raw(offsets))
}

/// A [`UriRef`] of `text` with the offsets that parsing it produced; the same
/// contract as [`uri`].
///
/// # Examples
///
/// ```
/// use uri_core::{UriRef, __private};
///
/// let parsed = UriRef::parse("a?b")?;
/// let rebuilt = __private::uri_ref("a?b", __private::offsets(parsed));
/// assert_eq!(rebuilt.query(), Some("b"));
/// # Ok::<(), uri_core::ParseError>(())
/// ```
pub const fn uri_ref(text: &str, offsets: [u32; 6]) -> UriRef<'_> {
    UriRef::from_offsets(text, Offsets::from_raw(offsets))
}

/// The offsets of a parsed reference, in the order [`uri`] and [`uri_ref`] take
/// them (a [`Uri`] gives its own through [`Uri::as_uri_ref`]).
///
/// # Examples
///
/// ```
/// let offsets = uri_core::__private::offsets(uri_core::UriRef::parse("s:p")?);
/// assert_eq!(offsets[0], 1);
/// # Ok::<(), uri_core::ParseError>(())
/// ```
pub const fn offsets(reference: UriRef<'_>) -> [u32; 6] {
    reference.offsets().to_raw()
}

/// A [`UriTemplate`] of `text`, which the `uri_template!` macro has checked.
///
/// Contract: `text` must be a valid template. Other text makes the readers
/// return wrong parts, but never causes undefined behaviour.
///
/// # Examples
///
/// ```
/// let template = uri_core::__private::uri_template("/users/{id}");
/// assert_eq!(template.expression_count(), 1);
/// ```
pub const fn uri_template(text: &str) -> UriTemplate<'_> {
    UriTemplate::from_checked(text)
}

/// An [`Iri`] of `text` with the offsets that parsing it produced; the same
/// contract as [`uri`], for the `iri!` macro.
///
/// # Examples
///
/// ```
/// use uri_core::{IriRef, __private};
///
/// let parsed = IriRef::parse("s://h/ü")?;
/// let rebuilt = __private::iri("s://h/ü", __private::iri_offsets(parsed));
/// assert_eq!(rebuilt.path(), "/ü");
/// # Ok::<(), uri_core::ParseError>(())
/// ```
pub const fn iri(text: &str, offsets: [u32; 6]) -> Iri<'_> {
    Iri::from_offsets(text, Offsets::from_raw(offsets))
}

/// An [`IriRef`] of `text` with the offsets that parsing it produced; the same
/// contract as [`uri`], for the `iri_ref!` macro.
///
/// # Examples
///
/// ```
/// use uri_core::{IriRef, __private};
///
/// let parsed = IriRef::parse("ü?ö")?;
/// let rebuilt = __private::iri_ref("ü?ö", __private::iri_offsets(parsed));
/// assert_eq!(rebuilt.query(), Some("ö"));
/// # Ok::<(), uri_core::ParseError>(())
/// ```
pub const fn iri_ref(text: &str, offsets: [u32; 6]) -> IriRef<'_> {
    IriRef::from_offsets(text, Offsets::from_raw(offsets))
}

/// The offsets of a parsed IRI reference, in the order [`iri`] and [`iri_ref`]
/// take them.
///
/// # Examples
///
/// ```
/// let offsets = uri_core::__private::iri_offsets(uri_core::IriRef::parse("s:ü")?);
/// assert_eq!(offsets[0], 1);
/// # Ok::<(), uri_core::ParseError>(())
/// ```
pub const fn iri_offsets(reference: IriRef<'_>) -> [u32; 6] {
    reference.offsets().to_raw()
}

/// Whether `c` is a bidirectional formatting character (RFC 3987 §4.1, and the
/// isolates): the `iri!` hint does not suggest keeping one.
///
/// # Examples
///
/// ```
/// assert!(uri_core::__private::is_bidi_format('\u{202e}'));
/// assert!(!uri_core::__private::is_bidi_format('é'));
/// ```
pub const fn is_bidi_format(c: char) -> bool {
    crate::parse::ucs::is_bidi_format(c as u32)
}

/// The help line of a template error as the run-time drawing writes it, with
/// the template at hand (a hyphenated variable name is spelled out with `_`):
/// the `uri_template!` macro's help.
///
/// # Examples
///
/// ```
/// let template = "/users/{user-id}";
/// let error = uri_core::UriTemplate::parse(template).unwrap_err();
/// let help = uri_core::__private::template_help(error, template).unwrap();
/// assert!(help.to_string().ends_with("write `user_id`"));
/// ```
pub fn template_help(error: TemplateError, template: &str) -> Option<impl core::fmt::Display + '_> {
    error.help(template)
}

/// The byte indexes (of their `{`) of the expressions that begin in
/// `template`'s authority (`https://{host}/`, `https://{+host}/`): values
/// there are no path segments, so `#[derive(Route)]`'s `to_uri` checks none
/// of them for dot segments before writing (the writer still checks the
/// path it writes, as reading checks the text's).
///
/// ```
/// let template = uri_core::UriTemplate::parse("https://{host}:{port}/{path}").unwrap();
/// assert_eq!(uri_core::__private::authority_expressions(template), [8, 15]);
/// ```
#[cfg(feature = "matching")]
pub fn authority_expressions(template: crate::UriTemplate<'_>) -> alloc::vec::Vec<usize> {
    crate::matching::plan::sections::authority_expressions(template)
}

/// Each variable of `template` whose value reading ends at the last `.` of
/// its run, for a `{.label}` after it, with the label's variable, each by
/// the byte index of its name: `#[derive(Route)]`'s `to_uri` refuses a `.`
/// that would move that cut. None for a template `matcher()` refuses.
///
/// ```
/// let template = uri_core::UriTemplate::parse("/docs/{section}{.fmt}/f{.a}{.b}").unwrap();
/// assert_eq!(uri_core::__private::label_pairs(template), [(7, 17), (25, 29)]);
/// ```
#[cfg(feature = "matching")]
pub fn label_pairs(template: crate::UriTemplate<'_>) -> alloc::vec::Vec<(usize, usize)> {
    let Ok(plan) = crate::matching::plan::sections::Plan::new(template) else {
        return alloc::vec::Vec::new();
    };
    plan.label_pairs()
        .into_iter()
        .map(|(before, label)| (before.start as usize, label.start as usize))
        .collect()
}

/// The groups of variables whose values a text gives in order, first
/// variables first, where expansion left some out (an expression of several
/// unnamed variables, a run of labels), each variable by the byte index of
/// its name: `#[derive(Route)]`'s `to_uri` refuses one left out before a
/// defined one of its group.
///
/// ```
/// let template = uri_core::UriTemplate::parse("/a{/year,month}/f{.x}{.y}{?q,r}").unwrap();
/// assert_eq!(uri_core::__private::positional_groups(template), [vec![4, 9], vec![19, 23]]);
/// ```
#[cfg(feature = "matching")]
pub fn positional_groups(
    template: crate::UriTemplate<'_>,
) -> alloc::vec::Vec<alloc::vec::Vec<usize>> {
    let base = template.as_str().as_ptr() as usize;
    crate::matching::plan::sections::positional_groups(template)
        .iter()
        .map(|group| {
            group
                .iter()
                .map(|spec| spec.name().as_ptr() as usize - base)
                .collect()
        })
        .collect()
}
