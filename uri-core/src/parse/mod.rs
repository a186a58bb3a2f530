//! Text → offsets: the one `const fn` parser of RFC 3986 Appendix A.
//!
//! From the bottom up: [`table`] holds the byte classes, [`fail`] the internal
//! error, [`scan`] the helpers that read runs of a class; [`scheme`], [`ip`] and
//! [`authority`] are the rules of those names, and [`uri_reference`] the top rules
//! (`URI`, `URI-reference`, `relative-ref`, `absolute-URI`) that call them. The
//! result is [`offsets::Offsets`] (in [`offsets`]), which the typed values in
//! `value/` wrap.
//! [`legacy_ipv4`] is no rule of the RFC: it reads registered names the way
//! `inet_aton` does, for the host's security check. [`ucs`] holds the non-ASCII
//! character ranges of RFC 3987 that templates allow in literals.

pub(crate) mod authority;
pub(crate) mod fail;
pub(crate) mod ip;
pub(crate) mod legacy_ipv4;
pub(crate) mod offsets;
pub(crate) mod scan;
pub(crate) mod scheme;
pub(crate) mod table;
pub(crate) mod ucs;
pub(crate) mod uri_reference;
