//! Parts → value: [`UriBuilder`](crate::UriBuilder), which assembles a URI from
//! unencoded parts, and the methods that edit an owned [`UriBuf`](crate::UriBuf).

pub(crate) mod builder;
pub(crate) mod edit;
