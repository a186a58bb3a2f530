//! Parts → value, and value → edited value: [`UriBuilder`](crate::UriBuilder),
//! which assembles a URI from unencoded parts (`builder.rs`), and the methods
//! that edit an owned [`UriBuf`](crate::UriBuf) or
//! [`UriRefBuf`](crate::UriRefBuf) in place: generic functions over the owned
//! types, by part (`edit.rs` the scheme and what all edits share,
//! `edit_tail.rs` path, query and fragment, `edit_authority.rs` the
//! authority). Both apply one set of checks (`parts.rs`): how a host is read,
//! how a segment is appended, which paths can stand where, and why a part is
//! refused ([`BuildError`](crate::error::BuildError)).

pub(crate) mod builder;
pub(crate) mod edit;
pub(crate) mod edit_authority;
pub(crate) mod edit_tail;
pub(crate) mod parts;
