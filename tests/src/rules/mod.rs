//! The validity and error-position tables, one module per rule of RFC 3986
//! Appendix A.
//!
//! Every row is an input with its verdict: valid, or invalid at a byte index with
//! an `ParseErrorKind` (see [`crate::table`]). The index is the first character at
//! which no continuation of the input can match the rule, except where
//! `ParseErrorKind`'s documentation says the error names an earlier cause; the module
//! of a rule says which exceptions its rows meet.
//!
//! `validity.rs` checks every row, `error_positions.rs` checks that each error's
//! span and message fit its input, and `differential.rs` feeds every input to
//! `fluent-uri` too.

pub mod absolute;
pub mod authority;
pub mod controls;
pub mod fragment;
pub mod host;
pub mod ip_literal;
pub mod ipv6;
pub mod path;
pub mod pct_encoded;
pub mod port;
pub mod query;
pub mod relative;
pub mod scheme;

use crate::Table;

/// Every table, in the order of RFC 3986 Appendix A.
pub const TABLES: &[Table] = &[
    scheme::SCHEME,
    scheme::SCHEME_IN_REFERENCE,
    scheme::URI_NEEDS_SCHEME,
    authority::USERINFO,
    authority::AUTHORITY_IN_REFERENCE,
    host::REG_NAME,
    host::IPV4_DEC_OCTET,
    ipv6::IPV6_VALID_FORMS,
    ipv6::IPV6_INVALID,
    ip_literal::IP_LITERAL_FRAMING,
    ip_literal::IPVFUTURE,
    port::PORT,
    path::PATH_ABEMPTY,
    path::PATH_ABSOLUTE,
    path::PATH_ROOTLESS,
    path::PATH_EMPTY,
    path::PATH_IN_REFERENCE,
    relative::PATH_NOSCHEME,
    relative::RELATIVE_PATH_ABSOLUTE,
    relative::RELATIVE_PATH_EMPTY,
    relative::FIRST_SEGMENT_COLON,
    pct_encoded::PCT_ENCODED,
    query::QUERY,
    query::QUERY_IN_URI,
    fragment::FRAGMENT,
    fragment::FRAGMENT_IN_URI,
    absolute::ABSOLUTE_URI,
    controls::CONTROLS_AND_NON_ASCII,
];
