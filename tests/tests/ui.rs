//! The macros' compile errors (`ui/`, one failure per file) and compile-pass cases
//! (`pass/`), with trybuild.
//!
//! The `.stderr` snapshots were generated with `TRYBUILD=overwrite` on stable 1.95;
//! rustc's wording changes between releases, so the compile-fail half only runs on
//! that toolchain. Regenerate and review the diff when moving to a new one.

use std::process::Command;

/// The toolchain the snapshots were recorded with.
const RECORDED: &str = "rustc 1.95.";

fn on_recorded_toolchain() -> bool {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let version = Command::new(rustc)
        .arg("--version")
        .output()
        .map(|out| out.stdout);
    let version = String::from_utf8_lossy(&version.unwrap_or_default()).into_owned();
    version.starts_with(RECORDED) && !version.contains("nightly") && !version.contains("beta")
}

#[test]
fn compile_fail() {
    if !on_recorded_toolchain() {
        eprintln!("skipped: the ui snapshots were recorded on {RECORDED}x stable");
        return;
    }
    trybuild::TestCases::new().compile_fail("ui/*.rs");
}

#[test]
fn compile_pass() {
    trybuild::TestCases::new().pass("pass/*.rs");
}
