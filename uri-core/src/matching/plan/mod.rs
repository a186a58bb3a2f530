//! Template → plan: the checks of [`UriTemplate::matcher`](crate::template::uri_template::UriTemplate)
//! and the steps matching then follows (`sections.rs`), with the byte sets that
//! say what an expression's values may hold (`byte_set.rs`) and how literal
//! text is written (`literal.rs`).

pub(crate) mod byte_set;
pub(crate) mod literal;
pub(crate) mod sections;
