//! Template → plan: the checks of [`UriTemplate::matcher`](crate::template::uri_template::UriTemplate)
//! and the steps matching then follows.

pub(crate) mod sections;
