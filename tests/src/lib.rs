//! Test data of the `uri` workspace, shared by the integration tests in
//! `tests/tests/` and the benchmarks in `benches/`.
//!
//! - [`Grammar`]: the four parse functions, named once.
//! - [`table`]: rows (`ok("a+b")`, `err("a b", 1, RegNameChar)`), tables of them,
//!   and the check that lists every row a table's grammar decides wrongly.
//! - [`rules`]: the tables, one module per ABNF rule of RFC 3986 Appendix A.
//! - [`rfc3986`]: the resolution examples of RFC 3986 §5.4, written once, as
//!   constants and as a macro for the checks that need literals.
//! - [`repairs`]: repair reports written short, for tables of expected repairs.
//! - [`corpus`]: deterministic corpora (realistic, invalid, escape-dense,
//!   non-ASCII, a REST API's routes) that the benchmarks measure and the
//!   differential tests check.
//! - [`routes`]: route tables of router benchmarks (`matchit`'s own GitHub
//!   API table, and generated ones of any size).
//!
//! The library depends on `uri` alone, so that a benchmark can use it without
//! the test-only crates.

pub mod built_table;
pub mod corpus;
pub mod grammar;
pub mod repairs;
pub mod rfc3986;
pub mod route_types;
pub mod routes;
pub mod rules;
pub mod table;

pub use grammar::Grammar;
pub use table::{Expected, Row, Table, err, ok, pct};
