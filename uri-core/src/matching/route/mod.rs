//! Template ↔ type: the [`Route`] trait that `#[derive(Route)]` implements,
//! the one error of reading a request into a route type (`error.rs`), the
//! hidden support its expansion calls (`support.rs`; `safe_field.rs` for a
//! `SafePath` field, read as its variable's place says; `read_back.rs`, why
//! `to_uri` refuses a value whose link would not read back), the table it writes
//! as statics while the crate compiles (`compiled.rs`), and the tree it
//! writes as code for templates of whole path segments (`direct.rs`), with
//! the reading of their queries of variables alone (`direct_query.rs`), and
//! the values `link!` takes for a route's fields (`link.rs`).

pub(crate) mod compiled;
pub(crate) mod direct;
pub(crate) mod direct_query;
pub(crate) mod error;
pub(crate) mod link;
pub(crate) mod read_back;
pub(crate) mod safe_field;
pub(crate) mod support;

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

use crate::matching::captures::capture::Captures;
use crate::matching::match_error::MatchError;
use crate::matching::route::error::RouteError;
use crate::matching::router::lookup::Match;
use crate::matching::router::set::{TemplateSet, TemplateSetError};
use crate::template::uri_template::UriTemplate;

/// A type whose values are the requests of one or more URI Templates, read and
/// written by the same templates: what `#[derive(Route)]` implements (facade
/// feature `derive`).
///
/// The derive writes a struct's template, or each variant's template of an
/// enum, once, in `#[route("…")]`; reading a request picks the template by
/// the rules of [`TemplateSet`](crate::matching::router::set::TemplateSet) and
/// reads each field from its variable. Generated code also gives each route
/// type inherent `from_uri` and `to_uri` methods, `FromStr` and
/// `TryFrom<&str>`, and `Display` where `to_uri` cannot fail. A derived type
/// with a lifetime, whose `Cow<'a, str>` fields borrow from the request,
/// implements neither this trait nor `FromStr`: its values live only as long
/// as the text they were read from, which `from_uri` here cannot say.
///
/// Implement it by hand for a table the derive cannot write, to serve it
/// to code generic over route types (an extractor, a router), which reads a
/// request with [`from_uri`](Self::from_uri). A derived enum nests only
/// derived types whose templates begin with `/`: it writes their links too, with
/// what their derive generated.
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
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a route type",
    label = "not a route type",
    note = "derive `Route` for it, with its template in `#[route(\"…\")]`"
)]
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

    /// Reads a request target (the path and query a server receives) with the most specific of [`templates`](Self::templates)
    /// that matches: what the derive's inherent `from_uri` does, for code
    /// generic over route types.
    ///
    /// The derive overrides it with a table it built at compile time (an
    /// enum with nested route types reads under each nested prefix with that
    /// type's `from_uri`, or, where another variant could read the same
    /// text, builds its whole table once on first use); this provided
    /// version, for hand implementations, builds the table on each call.
    ///
    /// # Errors
    ///
    /// [`RouteError::Match`] when no template matches (a 404) or the one that
    /// does finds a malformed value (a 400), [`RouteError::Field`] when a
    /// field cannot be read, and [`RouteError::Table`] when the templates
    /// conflict.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::{Captures, Route, RouteError};
    ///
    /// #[derive(Debug)]
    /// struct User(u64);
    ///
    /// impl Route for User {
    ///     fn templates() -> Vec<String> {
    ///         vec!["/users/{id}".to_string()]
    ///     }
    ///
    ///     fn from_captures(_: usize, captures: &Captures<'_, '_>) -> Result<Self, RouteError> {
    ///         let id = captures.parse("id").map_err(|error| RouteError::Field { field: "0", error })?;
    ///         Ok(User(id))
    ///     }
    /// }
    ///
    /// /// Generic code reads any route type the same way.
    /// fn read<R: Route>(target: &str) -> Result<R, RouteError> {
    ///     R::from_uri(target)
    /// }
    ///
    /// assert_eq!(read::<User>("/users/7?ref=mail")?.0, 7);
    /// assert!(read::<User>("/users/seven").unwrap_err().is_bad_request());
    /// assert!(!read::<User>("/groups/7").unwrap_err().is_bad_request());
    /// # Ok::<(), RouteError>(())
    /// ```
    fn from_uri(text: &str) -> Result<Self, RouteError> {
        let set = table(&Self::templates()).map_err(|error| RouteError::Table(Box::new(error)))?;
        read_match(set.at(text), Self::from_captures)
    }

    /// Whether the type's templates make a table: what [`from_uri`](Self::from_uri)
    /// would otherwise report as [`RouteError::Table`] on every request. A
    /// router registering the type (`uri::axum`'s `route_typed`) asks it up
    /// front.
    ///
    /// The derive checks its own templates while the crate compiles, so this
    /// fails only for an enum whose nested route types conflict (built, and
    /// kept, on the first call); this provided version, for hand
    /// implementations, builds the table.
    ///
    /// # Errors
    ///
    /// The first template that is no template, or two that conflict.
    ///
    /// # Examples
    ///
    /// ```
    /// use uri::template::{Captures, Route, RouteError};
    ///
    /// /// Two templates no request could tell apart.
    /// struct Clash;
    ///
    /// impl Route for Clash {
    ///     fn templates() -> Vec<String> {
    ///         vec!["/users/{id}".to_string(), "/users/{name}".to_string()]
    ///     }
    ///
    ///     fn from_captures(_: usize, _: &Captures<'_, '_>) -> Result<Self, RouteError> {
    ///         Ok(Clash)
    ///     }
    /// }
    ///
    /// assert!(Clash::check_table().is_err());
    /// ```
    fn check_table() -> Result<(), TemplateSetError> {
        table(&Self::templates()).map(drop)
    }
}

/// What `read` makes of the template index and captures of `found`, a
/// table's answer for a request. The match is read where it stands:
/// moving it out of its `Result` would copy its captures (a few hundred
/// bytes) on every request.
#[inline]
pub(crate) fn read_match<'u, T>(
    found: Result<Match<'_, 'u, usize>, MatchError>,
    read: fn(usize, &Captures<'_, 'u>) -> Result<T, RouteError>,
) -> Result<T, RouteError> {
    match found {
        Ok(ref found) => read(*found.value(), found.captures()),
        Err(error) => Err(error.into()),
    }
}

/// The table of `templates`, each with its index: what a route type reads
/// requests with.
///
/// # Errors
///
/// A text that is no template (a hand implementation's), or two templates
/// that conflict.
pub(crate) fn table(templates: &[String]) -> Result<TemplateSet<usize>, TemplateSetError> {
    let mut set = TemplateSet::new();
    for (i, text) in templates.iter().enumerate() {
        let template = UriTemplate::parse(text).map_err(|error| TemplateSetError::Invalid {
            text: text.clone(),
            error,
        })?;
        set.insert(template, i)?;
    }
    Ok(set)
}
