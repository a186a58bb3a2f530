//! Messy text → value: what browsers accept, repaired into a strict value and
//! reported. This stage sits before the parser rather than inside `parse/`:
//! the parser is one `const fn` without allocation, shared with the proc
//! macro, while repairs rewrite text, need `alloc` and (for hosts) IDNA, and
//! follow the WHATWG URL Standard rather than RFC 3986's grammar.
//!
//! `parse.rs` repairs one text before the strict parser sees it (the
//! `parse_lenient` entry points); `join.rs` follows a messy link against its
//! page as a browser does (the href and base as it reads them in
//! `join_input.rs`, its state machine in `join_states.rs`, hosts and ports in
//! `join_host.rs`, the `file` states in `join_file.rs`, percent-encoding and
//! paths in `join_write.rs`); both report in the terms of `repair.rs` (the
//! report) and `repair_kind.rs` (what a repair can be).

pub(crate) mod join;
pub(crate) mod join_file;
pub(crate) mod join_host;
pub(crate) mod join_input;
pub(crate) mod join_states;
pub(crate) mod join_write;
pub(crate) mod parse;
pub(crate) mod repair;
pub(crate) mod repair_kind;
