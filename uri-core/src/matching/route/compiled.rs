//! A route type's table written while its crate compiles: `#[derive(Route)]`
//! builds the [`TemplateSet`] of the type's templates in the macro, then
//! writes its templates and tree as statics ([`compiled_table`]), so that
//! reading a request builds nothing. The lookup is the set's own (`lookup.rs`),
//! on the borrowed table.
//!
//! [`TemplateSet`]: crate::matching::router::set::TemplateSet

use alloc::format;
use alloc::string::String;

use crate::matching::captures::capture::Captures;
use crate::matching::options::MatchOptions;
use crate::matching::route::error::RouteError;
use crate::matching::route::{read_match, table};
use crate::matching::router::lookup::{Route, Table};
use crate::matching::router::set::TemplateSetError;
use crate::matching::router::tree::Tree;
use crate::matching::stored::{Emitter, Static};

/// A route type's table as `#[derive(Route)]` writes it: its templates, each
/// with its index, and the tree of their paths, all in statics.
///
/// # Examples
///
/// ```
/// # #[cfg(feature = "derive")] {
/// use uri::Route;
///
/// #[derive(Route, Debug, PartialEq)]
/// #[route("/users/{id}")]
/// struct User {
///     id: u32,
/// }
///
/// // `from_uri` reads with the table the derive wrote: nothing is built.
/// assert_eq!(User::from_uri("/users/7")?, User { id: 7 });
/// # }
/// # Ok::<(), uri::template::RouteError>(())
/// ```
pub struct CompiledTable {
    /// The templates, numbered as the route type's `templates` gives them.
    pub routes: &'static [Route<usize>],
    /// The tree of their paths.
    pub tree: Tree<Static>,
}

impl CompiledTable {
    /// Reads `text` with the most specific template that matches, and hands
    /// its index and captures to `read` (whose value may borrow from `text`:
    /// a route type with `Cow<'a, str>` fields).
    ///
    /// # Errors
    ///
    /// No template matches, the one that does finds a malformed value, or
    /// `read` refuses a field.
    pub fn read<'u, T>(
        &self,
        text: &'u str,
        read: fn(usize, &Captures<'_, 'u>) -> Result<T, RouteError>,
    ) -> Result<T, RouteError> {
        let table = Table {
            routes: self.routes,
            tree: &self.tree,
        };
        read_match(table.at(text, MatchOptions::new(), true), read)
    }
}

/// The name the table's block gives `path`.
const SHORT: &str = "__t";

/// The Rust expression of the [`CompiledTable`] of `templates`, its types
/// named under `path` (`::uri::__private::table`): a block of the statics it
/// borrows, to initialize a `static` with.
///
/// # Errors
///
/// A text that is no template, or two templates that conflict: what building
/// the table at run time would give.
///
/// # Examples
///
/// ```
/// use uri_core::__private::compiled_table;
///
/// let source = compiled_table(&["/users/{id}".into()], "t")?;
/// assert!(source.starts_with("{ use t as __t;"));
/// assert!(source.contains("__t::CompiledTable {"));
/// assert!(compiled_table(&["/users/{id}".into(), "/users/{name}".into()], "t").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn compiled_table(templates: &[String], path: &str) -> Result<String, TemplateSetError> {
    let set = table(templates)?;
    let Table { routes, tree } = set.table();
    // Named by a short alias inside the block: a table names its types
    // thousands of times.
    let mut emitter = Emitter::new(SHORT);
    let routes = emitter.list(routes);
    let tree = emitter.emit(tree);
    Ok(emitter.finish(
        path,
        &format!("{SHORT}::CompiledTable {{ routes: {routes}, tree: {tree} }}"),
    ))
}
