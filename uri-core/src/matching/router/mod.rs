//! Many templates matched at once: `set.rs` holds the set, `lookup.rs` reads
//! a set's table or one the derive wrote (the walk, then the templates it
//! offers), `key.rs` what the set knows of each template (its segments, and
//! the specificity rule), `conflict.rs` when two templates could never be told apart, `tree.rs` the
//! segment tree walked most specific first, `segments.rs` the pieces of the
//! walk that cut a text's path into segments and find a literal child, and
//! `path_read.rs` the short way for the commonest routes.

pub(crate) mod conflict;
pub(crate) mod key;
pub(crate) mod lookup;
pub(crate) mod path_read;
pub(crate) mod segments;
pub(crate) mod set;
pub(crate) mod tree;
