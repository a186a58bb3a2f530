//! Template ↔ type: the [`Route`] trait that `#[derive(Route)]` implements,
//! the one error of reading a request into a route type (`error.rs`), and the
//! hidden support its expansion calls (`support.rs`).

pub(crate) mod error;
pub(crate) mod support;

use alloc::string::String;
use alloc::vec::Vec;

use crate::matching::captures::capture::Captures;
use crate::matching::route::error::RouteError;

/// A type whose values are the requests of one or more URI Templates, read and
/// written by the same templates: what `#[derive(Route)]` implements (facade
/// feature `derive`).
///
/// The derive writes a struct's template, or each variant's template of an
/// enum, once, in `#[route("…")]`; reading a request picks the template by
/// the rules of [`TemplateSet`](crate::matching::router::set::TemplateSet) and
/// reads each field from its variable. Generated code also gives each route
/// type inherent `from_uri` and `to_uri` methods, `FromStr` and
/// `TryFrom<&str>`, and `Display` where `to_uri` cannot fail.
///
/// Implement it by hand only to nest a table the derive cannot write: its
/// methods are what an enclosing enum's derive calls.
///
/// # Examples
///
/// ```
/// use uri::template::{Captures, Route, RouteError};
///
/// /// The request `/health`, written by hand.
/// struct Health;
///
/// impl Route for Health {
///     fn templates() -> Vec<String> {
///         vec!["/health".to_string()]
///     }
///
///     fn from_captures(_: usize, _: &Captures<'_, '_>) -> Result<Self, RouteError> {
///         Ok(Health)
///     }
/// }
///
/// assert_eq!(Health::templates(), ["/health"]);
/// ```
pub trait Route: Sized {
    /// The templates the type reads, in the order [`from_captures`](Self::from_captures)
    /// numbers them.
    fn templates() -> Vec<String>;

    /// How many templates [`templates`](Self::templates) gives; the derive
    /// counts without building them.
    fn template_count() -> usize {
        Self::templates().len()
    }

    /// The value read from the captures of the template at `index` in
    /// [`templates`](Self::templates).
    ///
    /// # Errors
    ///
    /// [`RouteError::Field`] when a variable's value cannot be read as its
    /// field's type.
    fn from_captures(index: usize, captures: &Captures<'_, '_>) -> Result<Self, RouteError>;
}
