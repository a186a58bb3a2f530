//! Parts → value: [`UriBuilder`](crate::UriBuilder), which assembles a URI from
//! parts, and the methods that edit an owned [`UriBuf`](crate::UriBuf) or
//! [`UriRefBuf`](crate::UriRefBuf) in place: generic functions over the owned
//! types, by part (`edit.rs` the scheme and what all edits share,
//! `edit_tail.rs` path, query and fragment, `edit_authority.rs` the authority).
//! Both share one set of checks (`builder.rs`): how a host is read, how a
//! segment is appended, which paths can stand where. `lenient.rs` repairs messy
//! text before the strict parser sees it; `join_lenient.rs` follows a messy link
//! against its page as a browser does (the href and base as it reads them in
//! `join_input.rs`, its state machine in `join_states.rs`, hosts and ports in
//! `join_host.rs`, percent-encoding and paths in `join_write.rs`); both report in
//! the terms of `repair.rs`.

pub(crate) mod builder;
pub(crate) mod edit;
pub(crate) mod edit_authority;
pub(crate) mod edit_tail;
pub(crate) mod join_host;
pub(crate) mod join_input;
pub(crate) mod join_lenient;
pub(crate) mod join_states;
pub(crate) mod join_write;
pub(crate) mod lenient;
pub(crate) mod repair;
