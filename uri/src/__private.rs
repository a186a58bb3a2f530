//! Support for the expansion of `uri!`, `uri_ref!` and the other macros. Not public API: anything
//! here may change in any release.
//!
//! The expansion names only items of this module, through the `$crate` path that
//! the `macro_rules!` wrappers pass to the proc macro, so a renamed dependency or a
//! caller's own `Uri`, `Ok` or `core` cannot capture it.

pub use core::compile_error;
pub use core::option::Option::{None, Some};
pub use core::result::Result::{Err, Ok};
#[cfg(feature = "macros")]
pub use uri_macros::uri_literal;

pub use uri_core::__private::{
    Diagram, Offsets, iri, iri_offsets, iri_ref, offsets, uri, uri_ref, uri_template,
};
// A call with arguments: the expansion's writer and the arguments' checks.
#[cfg(feature = "alloc")]
pub use uri_core::__private::{
    CompositeProbe, OtherProbe, Probe, TemplateWriter, Variable, prefix_takes, template_value,
    template_var,
};
pub use uri_core::Operator;
