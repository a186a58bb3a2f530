//! Plan + text → captures: `reader.rs` reads ordered sections, and
//! `query_set.rs` a query section as a set of pairs; `request.rs` says what a
//! value of a request may hold, `path_value.rs` checks and decodes a route
//! type's path value by those rules in one pass, and `known.rs` what the
//! places of a variable named twice say of it.

pub(crate) mod known;
pub(crate) mod path_value;
pub(crate) mod query_set;
pub(crate) mod reader;
pub(crate) mod request;
