//! URI + template → values: matching, the inverse of expansion.
//!
//! A stage after `template/`: it reads the templates that stage checked, and
//! nothing before it reads matching. The whole folder is the `matching`
//! feature. Data flows through its folders in this order:
//!
//! - `matcher.rs`: [`Matcher`](matcher::Matcher), one template checked for
//!   matching, and the rules that matching follows, stated once;
//!   `ambiguity.rs`: why a template is refused, naming the rule;
//!   `options.rs`: where servers differ in reading (`+`, dot segments);
//!   `stored.rs`: how the tables below hold their lists (built at run time,
//!   or statics the derive wrote) and how a table is written as Rust.
//! - `plan/`: template → plan, the checks of the rules and the steps matching
//!   follows, worked out once per template.
//! - `read/`: plan + text → captures, one pass without backtracking, with a
//!   query section read as a set of pairs; `match_error.rs`: where and why a
//!   text does not match.
//! - `captures/`: what was read, as text, decoded or parsed, why a value is
//!   not the type asked for, and (with `serde`) captures deserialized into a
//!   struct.
//! - `router/`: many templates at once, a router's table: the set, its
//!   segment tree, the walk that cuts a text's path, and the short way that
//!   reads the commonest routes straight from the walk.
//! - `route/`: a type whose values are a table's requests (the `Route` trait
//!   that `#[derive(Route)]` implements), its error, what the derive's
//!   expansion calls, and the table the derive writes at compile time.

pub(crate) mod ambiguity;
pub(crate) mod captures;
pub(crate) mod match_error;
pub(crate) mod matcher;
pub(crate) mod options;
pub(crate) mod plan;
pub(crate) mod read;
pub(crate) mod route;
pub(crate) mod router;
pub(crate) mod stored;
