//! A route type's table built at run time from its templates: what the
//! derive's compiled table and its direct reading must agree with.

use uri::template::{Route, RouteError, TemplateSet};

/// The set of `R`'s templates, each with its index in
/// [`Route::templates`].
///
/// # Panics
///
/// If a template does not parse or two conflict: the derive refuses both
/// while the crate compiles, so a route type's never do.
///
/// # Examples
///
/// ```
/// use uri_tests::route_types::Item;
///
/// let table = uri_tests::built_table::built_table::<Item>();
/// assert_eq!(table.at("/items/7").map(|found| *found.value()).ok(), Some(0));
/// ```
pub fn built_table<R: Route>() -> TemplateSet<usize> {
    let mut set = TemplateSet::new();
    for (index, template) in R::templates().iter().enumerate() {
        let template = uri::UriTemplate::parse(template).expect("a derived template parses");
        set.insert(template, index)
            .expect("a derived table has no conflict");
    }
    set
}

/// What the built table reads of `text` as an `R`: the answer `from_uri`
/// would give without the derive's compiled table.
///
/// # Errors
///
/// As `from_uri`: no template matches `text` (404), or one does and a
/// value cannot be read (400).
///
/// # Panics
///
/// As [`built_table`].
///
/// # Examples
///
/// ```
/// use uri_tests::route_types::Item;
///
/// let read = uri_tests::built_table::read_with_a_built_table::<Item>("/items/7?fields=a");
/// assert_eq!(read.unwrap(), Item { id: 7, fields: vec!["a".into()] });
/// ```
pub fn read_with_a_built_table<R: Route>(text: &str) -> Result<R, RouteError> {
    built_table::<R>()
        .at(text)
        .map_err(RouteError::Match)
        .and_then(|found| R::from_captures(*found.value(), found.captures()))
}
