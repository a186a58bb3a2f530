//! Parts → value: [`UriBuilder`](crate::UriBuilder), which assembles a URI from
//! parts, and the methods that edit an owned [`UriBuf`](crate::UriBuf) or
//! [`UriRefBuf`](crate::UriRefBuf) in place. Both share one set of checks
//! (`builder.rs`): how a host is read, how a segment is appended, which paths
//! can stand where.

pub(crate) mod builder;
pub(crate) mod edit;
