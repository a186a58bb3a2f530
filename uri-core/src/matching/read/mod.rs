//! Plan + text → captures: `reader.rs` reads ordered sections, and
//! `query_set.rs` a query section as a set of pairs.

pub(crate) mod query_set;
pub(crate) mod reader;
