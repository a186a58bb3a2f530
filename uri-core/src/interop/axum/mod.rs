//! Route types in axum 0.8 (feature `axum`): a request read into a route type
//! by an extractor (`extract.rs`); route types as the router, each request
//! read once and handed to the handler of the type that read it
//! (`routes.rs`); or a route type's templates registered as axum paths
//! (`paths.rs` converts them, `router.rs` adds them to a `Router`), where
//! the extractor reads each request again with the type's own table, so the
//! paths only have to bring the requests to the handler, and requests'
//! paths are put in one spelling before axum compares them
//! (`normalized.rs`). `error.rs` says why registering can fail, and
//! `response.rs` answers 500 for a link a handler cannot write.

pub(crate) mod error;
pub(crate) mod extract;
pub(crate) mod normalized;
pub(crate) mod paths;
pub(crate) mod response;
pub(crate) mod router;
pub(crate) mod routes;
