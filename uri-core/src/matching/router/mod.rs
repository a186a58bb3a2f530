//! Many templates matched at once: `set.rs` holds the set, `tree.rs` its
//! segment tree, `segments.rs` the walk that cuts a text's path into segments,
//! and `path_read.rs` the short way for the commonest routes.

pub(crate) mod path_read;
pub(crate) mod segments;
pub(crate) mod set;
pub(crate) mod tree;
