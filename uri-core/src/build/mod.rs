//! Parts → value: [`UriBuilder`](crate::UriBuilder), which assembles a URI from
//! parts, and the methods that edit an owned [`UriBuf`](crate::UriBuf) or
//! [`UriRefBuf`](crate::UriRefBuf) in place (`edit.rs`). Both share one set of checks
//! (`builder.rs`): how a host is read, how a segment is appended, which paths
//! can stand where. `lenient.rs` repairs messy text before the strict parser
//! sees it.

pub(crate) mod builder;
pub(crate) mod edit;
pub(crate) mod lenient;
