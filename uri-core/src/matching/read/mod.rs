//! Plan + text → captures: the reader of ordered sections, and a query
//! section read as a set of pairs.

pub(crate) mod query_set;
pub(crate) mod reader;
