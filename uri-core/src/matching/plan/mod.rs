//! Template → plan: the checks of [`UriTemplate::matcher`](crate::template::uri_template::UriTemplate)
//! and the steps matching then follows (`sections.rs`), with the byte sets that
//! say what an expression's values may hold (`byte_set.rs`), how literal
//! text is written (`literal.rs`), and the byte ranges of the template's text
//! a plan keeps instead of borrowing it (`span.rs`).

pub(crate) mod byte_set;
pub(crate) mod literal;
pub(crate) mod sections;
pub(crate) mod span;
