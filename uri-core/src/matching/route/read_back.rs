//! Why a route type's `to_uri` refuses values: each link it writes must read
//! back, with its own `from_uri`, to the value that wrote it (issue 63). Not
//! public API: reached only through `uri::__private`, and may change in any
//! release.
//!
//! RFC 6570 writes some values so that reading them (the rules on
//! `Matcher`'s page) gives another value or none; the derive knows from the
//! template where a variable is written ([`Written`]) and asks, before the
//! link is written:
//!
//! - [`refused_value`], of each value: what reading refuses in a path value
//!   (a control character, a `.` or `..` segment), a `SafePath` of several
//!   segments where one is written, and what a reserved expansion writes as
//!   it is where reading cuts or decodes it (`?` and `#`, the value's own
//!   `%XX`, a list member's `,`), and a value longer than its prefix
//!   modifier (`{id:3}`), which the link would cut;
//! - [`empty_value`], of an expression without a first character (`{x}`,
//!   `{+x}`): one value written as nothing, which reads back undefined, in
//!   a field that may be undefined (`Some("")`, `vec![""]`);
//! - [`label_cut`], of a value before a `{.label}` and the label's: reading
//!   ends the first at its last `.`, so the label holds none, and the first
//!   holds none where the label is left out (`/docs/{section}{.fmt}` with
//!   `a.b` and no format reads `a` and `b`);
//! - `support.rs`'s `left_out`, of a positional expression of several
//!   variables;
//! - and, in an enum, the link read back with the enum's `from_uri`, where
//!   another variant's template may be more specific for it
//!   ([`reads_as_another`]).
//!
//! Each names the variable, at its byte index in the template.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;

use crate::bytes::percent::is_escape_at;
use crate::matching::read::request::{climbs, escaped_control, is_control};
use crate::matching::route::support::{Displayed, FieldType};
use crate::matching::router::set::TemplateSet;
use crate::template::expand::{ExpandError, VarName};
use crate::template::uri_template::UriTemplate;
use crate::value::uri_ref::UriRef;

/// Where a variable's value is written, as [`refused_value`] asks: what the
/// derive knows of its place in the template.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Written {
    /// The part of the URI it is in.
    pub part: UriPart,
    /// Under a reserved expansion (`{+…}`, `{#…}`).
    pub reserved: bool,
    /// A member of a list field.
    pub member: bool,
    /// The prefix modifier of the variable's place (`{id:3}`), 0 for none.
    pub prefix: u16,
}

/// The part of a URI a variable is written in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum UriPart {
    /// A host or a userinfo.
    Authority,
    /// The path.
    #[default]
    Path,
    /// The query.
    Query,
    /// The fragment.
    Fragment,
}

/// Why `to_uri` refuses the value of the variable `name` (at `index` of the
/// template), as its field's `Display` writes it at a place `written`, so
/// that every link it writes reads back; the checks, in this order:
///
/// - in the path, a control character, which reading refuses
///   ([`ExpandError::ControlCharacter`]; under a reserved expansion an escape
///   of one too, which reading decodes);
/// - in the path, a value reading refuses for climbing (`..`, or `a/../b`
///   under `{+path}`; [`ExpandError::DotSegment`]);
/// - for a type read as one segment there (a `SafePath` under `{name}`), a
///   path of no segment or of several ([`ExpandError::NotOneSegment`]);
/// - under a reserved expansion, a raw `#` anywhere, a `?` in the path, a
///   `[` or `]` outside an authority (where only an IP literal holds them),
///   or in an authority anything that is not one authority whole (a `/`, a
///   port that is no number), which would end the part of the link it is
///   written in or make it no URI ([`ExpandError::EndsPath`]); an escape of the
///   value's own (`%41`),
///   which the expansion writes as it is and reading decodes
///   ([`ExpandError::ReservedEscape`]; a `%` that begins none is written
///   `%25` and reads back); a list member's `,`, where reading cuts the
///   list ([`ExpandError::CommaInMember`]);
/// - more characters than the place's prefix modifier writes
///   ([`ExpandError::LongerThanPrefix`]).
///
/// The value is written once for all the checks. A `Display` that fails
/// fails again where the link is written, and `to_uri` reports that.
///
/// ```
/// use uri_core::__private::{Written, field_type, refused_value};
///
/// let in_path = Written::default();
/// let refused = refused_value(&String::from(".."), field_type::<String>(), in_path, "id", 7);
/// assert!(refused.unwrap().to_string().starts_with("the value of variable `id` at index 7"));
/// let prefixed = Written { prefix: 3, ..in_path };
/// assert!(refused_value(&String::from("abc"), field_type::<String>(), prefixed, "id", 7).is_none());
/// assert!(refused_value(&String::from("abcd"), field_type::<String>(), prefixed, "id", 7).is_some());
/// ```
pub fn refused_value<T>(
    value: &T,
    field_type: FieldType<'_, T>,
    written: Written,
    name: &str,
    index: usize,
) -> Option<ExpandError> {
    let mut text = String::new();
    write!(text, "{}", Displayed::new(value, field_type)).ok()?;
    refused_text(&text, field_type.one_segment, written, name, index)
}

/// [`refused_value`] of a value written as `text`, of a type read as one
/// segment in the path where `one_segment` (a `SafePath` under `{name}`):
/// also what `link!` refuses of a value it writes (`route/link.rs`).
pub(crate) fn refused_text(
    text: &str,
    one_segment: bool,
    written: Written,
    name: &str,
    index: usize,
) -> Option<ExpandError> {
    let name = VarName::new(name);
    let bytes = text.as_bytes();
    let Written {
        part,
        reserved,
        member,
        prefix,
    } = written;
    let (path, authority) = (part == UriPart::Path, part == UriPart::Authority);
    // Reading decodes a reserved value's own escapes, so `%0A` there is
    // the control it stands for.
    let control = path
        && (bytes.iter().any(|&byte| is_control(byte))
            || (reserved && escaped_control(bytes).is_some()));
    let climbing = path
        && if reserved {
            climbs(bytes)
        } else {
            text.split('/')
                .any(|segment| segment == "." || segment == "..")
        };
    // A raw `#` ends whatever part it is written in (and a fragment holds
    // none), a `?` the path or an authority; `[` and `]` are no character
    // of a path, a query or a fragment; in an authority, the value written
    // as it is must be one authority whole (`h`, `u@h:80`, `[::1]`), as the
    // parser reads it.
    let ends = reserved
        && (text.contains('#')
            || ((path || authority) && text.contains('?'))
            || (!authority && text.contains(['[', ']']))
            || (authority && !is_authority(text)));
    let kept_escape =
        reserved && (0..bytes.len()).any(|at| bytes[at] == b'%' && is_escape_at(bytes, at));
    if control {
        Some(ExpandError::ControlCharacter { index, name })
    } else if climbing {
        Some(ExpandError::DotSegment { index, name })
    } else if path && one_segment && (text.is_empty() || text.contains('/')) {
        Some(ExpandError::NotOneSegment { index, name })
    } else if ends {
        Some(ExpandError::EndsPath { index, name })
    } else if kept_escape {
        Some(ExpandError::ReservedEscape { index, name })
    } else if reserved && member && text.contains(',') {
        Some(ExpandError::CommaInMember { index, name })
    } else if prefix > 0 && text.chars().count() > usize::from(prefix) {
        Some(ExpandError::LongerThanPrefix { index, name })
    } else {
        None
    }
}

/// What a field writes for its variable: each member's `Display` text, one
/// for a field of one value, none for `None` or an empty list.
///
/// ```
/// use uri_core::__private::{field_type, texts};
///
/// assert_eq!(texts(Some(&7_u32), field_type::<u32>()), ["7"]);
/// assert!(texts(None::<&u32>, field_type::<u32>()).is_empty());
/// ```
pub fn texts<'a, T: 'a>(
    members: impl IntoIterator<Item = &'a T>,
    field_type: FieldType<'_, T>,
) -> Vec<String> {
    members
        .into_iter()
        .map(|member| {
            let mut text = String::new();
            // A failing `Display` fails again where the link is written.
            let _ = write!(text, "{}", Displayed::new(member, field_type));
            text
        })
        .collect()
}

/// Why `to_uri` refuses the values of one expression without a first
/// character (`{x}`, `{+x}`, `{x,y}`), given each variable's [`texts`] and
/// whether its field may be undefined (an `Option` or a list), with each
/// variable's name and byte index: the expression writes nothing where its
/// one defined value writes nothing, and reading then leaves every variable
/// undefined, so a field that may be undefined would read back as `None`
/// or empty ([`ExpandError::EmptyValue`]). A field of one value reads it as
/// the empty text, as it wrote it.
///
/// ```
/// use uri_core::__private::empty_value;
///
/// let empty = [String::new()];
/// assert!(empty_value(&[(&empty, true)], &[("q", 1)]).is_some());
/// assert!(empty_value(&[(&empty, false)], &[("q", 1)]).is_none());
/// assert!(empty_value(&[(&empty, true), (&empty, true)], &[("a", 1), ("b", 3)]).is_none());
/// ```
pub fn empty_value(
    values: &[(&[String], bool)],
    variables: &[(&str, usize)],
) -> Option<ExpandError> {
    let mut defined = values
        .iter()
        .enumerate()
        .filter(|(_, (texts, _))| !texts.is_empty());
    let (only, (texts, may_be_undefined)) = defined.next()?;
    if defined.next().is_some() || !may_be_undefined || texts.len() != 1 || !texts[0].is_empty() {
        return None;
    }
    let &(name, index) = variables.get(only)?;
    Some(ExpandError::EmptyValue {
        index,
        name: VarName::new(name),
    })
}

/// Why `to_uri` refuses the values of a variable before a `{.label}`
/// (`before`, its [`texts`], written under a reserved expansion where
/// `reserved`) and of the label (`label`), each with its name and byte
/// index: reading ends the first at the last `.` of its run after its last
/// `/`, so a `.` in the label moves the cut, and so does one in the first
/// value where the label is left out ([`ExpandError::CutAtDot`]).
///
/// ```
/// use uri_core::__private::label_cut;
///
/// let (section, fmt) = (("section", 7), ("fmt", 17));
/// let text = |text: &str| vec![text.to_owned()];
/// assert!(label_cut(&text("a.b"), false, &text("json"), section, fmt).is_none());
/// assert!(label_cut(&text("a.b"), false, &[], section, fmt).is_some());
/// assert!(label_cut(&text("a"), false, &text("tar.gz"), section, fmt).is_some());
/// assert!(label_cut(&text("a.b/c"), true, &[], section, fmt).is_none());
/// ```
pub fn label_cut(
    before: &[String],
    reserved: bool,
    label: &[String],
    (before_name, before_index): (&str, usize),
    (label_name, label_index): (&str, usize),
) -> Option<ExpandError> {
    if label.iter().any(|text| text.contains('.')) {
        return Some(ExpandError::CutAtDot {
            index: label_index,
            name: VarName::new(label_name),
        });
    }
    // A reserved expansion writes `/` as it is; any other writes it `%2F`.
    let last_segment = |text: &'_ str| -> bool {
        let from = if reserved {
            text.rfind('/').map_or(0, |at| at + 1)
        } else {
            0
        };
        text[from..].contains('.')
    };
    (label.is_empty() && before.iter().any(|text| last_segment(text))).then(|| {
        ExpandError::CutAtDot {
            index: before_index,
            name: VarName::new(before_name),
        }
    })
}

/// The error of an enum's variant whose link the enum reads as another
/// variant (or not at all), naming the template's first variable `name`,
/// at byte `index` ([`ExpandError::ReadsAsAnother`]).
///
/// ```
/// let error = uri_core::__private::reads_as_another("page", 2);
/// assert!(error.to_string().starts_with("the link of the variable `page` at index 2"));
/// ```
pub fn reads_as_another(name: &str, index: usize) -> ExpandError {
    ExpandError::ReadsAsAnother {
        index,
        name: VarName::new(name),
    }
}

/// The error of an enum's nested variant whose link `link` (its route
/// type's link under `prefix`) the enum reads as another variant: naming
/// the first variable of the nested type's template that wrote it (of
/// `inner_templates`, the type's own, the one its table reads the link
/// with), at its byte index in the variant's template, the prefix
/// included.
///
/// ```
/// let templates = vec!["/health".to_owned(), "/users/{name}".to_owned()];
/// let error = uri_core::__private::nested_reads_as_another("/v1", "/v1/users/me", &templates);
/// assert!(error.to_string().starts_with("the link of the variable `name` at index 11"));
/// ```
#[cold]
pub fn nested_reads_as_another(
    prefix: &str,
    link: &str,
    inner_templates: &[String],
) -> ExpandError {
    let inner = link.strip_prefix(prefix).unwrap_or(link);
    let mut set = TemplateSet::new();
    for (number, text) in inner_templates.iter().enumerate() {
        if let Ok(template) = UriTemplate::parse(text) {
            // The nested type's templates are a table already: none conflicts.
            let _ = set.insert(template, number);
        }
    }
    let first_variable = |text: &String| {
        let template = UriTemplate::parse(text).ok()?;
        let spec = template.variables().next()?;
        let index = spec.name().as_ptr() as usize - text.as_ptr() as usize;
        Some((String::from(spec.name()), index))
    };
    let written = set
        .at(inner)
        .ok()
        .and_then(|found| inner_templates.get(*found.value()));
    // A link no template of the type reads (none writes one) or one without
    // variables (no other variant can be more specific for it): the first
    // variable of any.
    let (name, index) = written
        .and_then(first_variable)
        .or_else(|| inner_templates.iter().find_map(first_variable))
        .unwrap_or_default();
    reads_as_another(&name, prefix.len() + index)
}

/// Whether `text` is, read as RFC 3986 reads an authority, one authority
/// whole: `//text` parses, and its authority is all of `text`.
fn is_authority(text: &str) -> bool {
    let mut written = String::with_capacity(text.len() + 2);
    written.push_str("//");
    written.push_str(text);
    UriRef::parse(&written).is_ok_and(|reference| reference.authority() == Some(text))
}
