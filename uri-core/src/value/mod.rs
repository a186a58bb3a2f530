//! Offsets → typed values: [`Uri`](crate::Uri) and [`UriRef`](crate::UriRef), and
//! their IRI counterparts [`Iri`](crate::Iri) and [`IriRef`](crate::IriRef) (each a
//! text plus the parser's offsets), their accessors and the component types they
//! hand out, the owned counterparts, serde support and redaction.

pub(crate) mod accessors;
#[cfg(feature = "bidi")]
pub(crate) mod bidi;
pub(crate) mod convert;
pub(crate) mod host;
pub(crate) mod iri;
pub(crate) mod iri_ref;
#[cfg(feature = "alloc")]
pub(crate) mod owned;
pub(crate) mod pad;
pub(crate) mod path;
pub(crate) mod port;
pub(crate) mod reach;
pub(crate) mod redact;
#[cfg(feature = "serde")]
pub(crate) mod serde;
pub(crate) mod uri;
pub(crate) mod uri_ref;
