//! See `fuzz/checks.rs`: the invariants live there, shared with the regression test.
#![no_main]

#[path = "../checks.rs"]
mod checks;

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::routes(data));
