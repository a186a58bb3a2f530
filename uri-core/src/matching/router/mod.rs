//! Many templates matched at once: the set, its segment tree, the walk that
//! cuts a text's path into segments, and the short way for the commonest
//! routes.

pub(crate) mod path_read;
pub(crate) mod segments;
pub(crate) mod set;
pub(crate) mod tree;
