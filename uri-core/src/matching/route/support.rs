//! What the expansion of `#[derive(Route)]` calls. Not public API: reached
//! only through `uri::__private`, and may change in any release.
//!
//! Writing: a field's value goes to the template writer as its own
//! [`Value`] where its type has one (so integers keep the proofs `uri!` makes
//! of them), and otherwise through its `Display` ([`Displayed`]); method
//! resolution picks, as for `uri!`'s probes. Reading: every field's type is
//! read with `FromStr`, so [`RouteField`] asks for both traits at the field.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use crate::matching::captures::error::CaptureError;
use crate::matching::match_error::MatchError;
use crate::matching::route::error::RouteError;
use crate::template::expand::ExpandError;
use crate::template::markers::StringValue;
use crate::template::variables::{Value, ValueSink};
use crate::value::owned::{IriBuf, IriRefBuf, UriBuf, UriRefBuf};

/// The types a route's field may have (each member, for an `Option` or
/// `Vec` field): written with `Display`, read with `FromStr`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a route field: a route writes a field with `Display` and reads it with `FromStr`",
    label = "this field's type (or its `Option`/`Vec` member)",
    note = "implement `Display` and `FromStr` for it (with an `Err` that implements `std::error::Error + Send + Sync + 'static`), or mark the field `#[route(skip)]`"
)]
pub trait RouteField {}

impl<T> RouteField for T
where
    T: fmt::Display + FromStr,
    T::Err: core::error::Error + Send + Sync + 'static,
{
}

/// Names the check of one field's type; the derive spans the call at the type.
pub const fn route_field<T: RouteField>() {}

/// A field's value, asked how it is written.
pub struct FieldValue<'a, T: ?Sized>(pub &'a T);

/// A field whose type is a [`Value`]: written as that value.
pub trait ValueField<'a, T: ?Sized> {
    /// The value itself.
    fn route_value(&self) -> &'a T;
}

#[cfg(feature = "matching")]
impl<'a, T: Value + ?Sized> ValueField<'a, T> for FieldValue<'a, T> {
    fn route_value(&self) -> &'a T {
        self.0
    }
}

/// A field whose type is not a [`Value`]: written with its `Display`. Found
/// only after autoref, so a type that is both is written as a value.
pub trait DisplayField<'a, T: ?Sized> {
    /// The value, as its text.
    fn route_value(&self) -> Displayed<'a, T>;
}

impl<'a, T: fmt::Display + ?Sized> DisplayField<'a, T> for &FieldValue<'a, T> {
    fn route_value(&self) -> Displayed<'a, T> {
        Displayed(self.0)
    }
}

/// A value written as its `Display` text: one string.
pub struct Displayed<'a, T: ?Sized>(&'a T);

// Not offered in a compile error about a type without `Value` (the derive's
// helper is no answer to a user of `uri!`).
#[diagnostic::do_not_recommend]
impl<T: fmt::Display + ?Sized> Value for Displayed<'_, T> {
    fn write_to(&self, sink: &mut ValueSink<'_>) -> fmt::Result {
        sink.display(&self.0)
    }
}

#[diagnostic::do_not_recommend]
impl<T: fmt::Display + ?Sized> StringValue for Displayed<'_, T> {}

/// A field read from its variable, or the error that names the field.
///
/// # Errors
///
/// [`RouteError::Field`] with `field` and the capture's error.
#[allow(
    clippy::result_large_err,
    reason = "a `RouteError` is made once per refused request; boxing its `CaptureError` would change the public variant `RouteError::Field`"
)]
pub fn field<T>(read: Result<T, CaptureError>, field: &'static str) -> Result<T, RouteError> {
    read.map_err(|error| RouteError::Field { field, error })
}

/// The error of an index that names no template of a route type (a hand
/// implementation's table that disagrees with its `templates`).
pub fn no_template() -> RouteError {
    RouteError::Match(MatchError::not_found())
}

/// The expansion of a route, plain or fallible, as a `Result`: the result
/// type of `to_uri` is chosen from the fields' declared types, the
/// expansion's from their real ones, and a plain expansion fits either.
pub trait IntoFallible<T> {
    /// The value, or the expansion's error.
    ///
    /// # Errors
    ///
    /// The expansion's own.
    fn into_fallible(self) -> Result<T, ExpandError>;
}

/// Implements [`IntoFallible`] for a plain owned value.
macro_rules! plain_outputs {
    ($($owned:ty),*) => {
        $(
            #[cfg(feature = "matching")]
            impl IntoFallible<$owned> for $owned {
                fn into_fallible(self) -> Result<$owned, ExpandError> {
                    Ok(self)
                }
            }
        )*
    };
}

plain_outputs!(UriBuf, UriRefBuf, IriBuf, IriRefBuf);

#[cfg(feature = "matching")]
impl<T> IntoFallible<T> for Result<T, ExpandError> {
    fn into_fallible(self) -> Self {
        self
    }
}

/// A nested route's reference under its variant's literal prefix.
///
/// # Errors
///
/// The nested route's expansion error; [`ExpandError::NotUriReference`]
/// cannot happen, as a path prefix and a relative reference join into one.
pub fn nest(prefix: &str, inner: impl IntoFallible<UriRefBuf>) -> Result<UriRefBuf, ExpandError> {
    let inner = inner.into_fallible()?;
    let mut text = String::with_capacity(prefix.len() + inner.as_str().len());
    text.push_str(prefix);
    text.push_str(inner.as_str());
    UriRefBuf::try_from(text).map_err(|error| ExpandError::NotUriReference {
        error: error.error(),
        text: error.into_input(),
    })
}

/// The templates of a nested route type, each under `prefix`, appended to
/// `all`.
pub fn nested_templates(all: &mut Vec<String>, prefix: &str, inner: Vec<String>) {
    all.extend(inner.into_iter().map(|template| {
        let mut text = String::with_capacity(prefix.len() + template.len());
        text.push_str(prefix);
        text.push_str(&template);
        text
    }));
}

#[cfg(feature = "std")]
pub use table::RouteTable;

#[cfg(feature = "std")]
mod table {
    use alloc::string::String;
    use alloc::vec::Vec;
    use std::sync::OnceLock;

    use crate::matching::captures::capture::Captures;
    use crate::matching::route::error::RouteError;
    use crate::matching::route::table;
    use crate::matching::router::set::{TemplateSet, TemplateSetError};

    /// A route type's table, built from its templates the first time a
    /// request is read.
    pub struct RouteTable {
        set: OnceLock<Result<TemplateSet<usize>, TemplateSetError>>,
    }

    impl RouteTable {
        /// A table not built yet.
        #[must_use]
        pub const fn new() -> Self {
            Self {
                set: OnceLock::new(),
            }
        }

        /// Reads `text` with the most specific of `templates` that matches,
        /// and hands its index and captures to `read`.
        ///
        /// # Errors
        ///
        /// No template matches, the one that does finds a malformed value,
        /// `read` refuses a field, or the templates conflict.
        #[allow(
            clippy::result_large_err,
            reason = "a `RouteError` is made once per refused request; boxing its `CaptureError` would change the public variant `RouteError::Field`"
        )]
        pub fn read<T>(
            &self,
            templates: fn() -> Vec<String>,
            text: &str,
            read: fn(usize, &Captures<'_, '_>) -> Result<T, RouteError>,
        ) -> Result<T, RouteError> {
            // Each text is a derive's checked template, or one under a
            // literal prefix, and templates join into templates: only a
            // conflict between nested tables can fail, and it is kept.
            let set = self
                .set
                .get_or_init(|| table(&templates()))
                .as_ref()
                .map_err(|error| RouteError::Table(error.clone()))?;
            let found = set.at(text)?;
            read(*found.value(), found.captures())
        }
    }

    impl Default for RouteTable {
        fn default() -> Self {
            Self::new()
        }
    }
}
