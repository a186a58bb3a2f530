//! Route types in axum 0.8 (feature `axum`): a request read into a route type
//! by an extractor (`extract.rs`), a route type's templates registered as
//! axum paths (`paths.rs` converts them, `router.rs` adds them to a
//! `Router`, `error.rs` says why that can fail), and requests' paths put in
//! one spelling before the router compares them (`normalized.rs`), and a
//! link a handler cannot write answered 500 (`response.rs`). The
//! extractor reads each request again with the type's own table, so the
//! paths only have to bring the requests to the handler.

pub(crate) mod error;
pub(crate) mod extract;
pub(crate) mod normalized;
pub(crate) mod paths;
pub(crate) mod response;
pub(crate) mod router;
