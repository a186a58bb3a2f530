//! Detects whether the compiler has `proc_macro::Literal::subspan`, which lets the
//! macro point its errors at the offending characters inside a literal.
//!
//! It asks by compiling `build/probe.rs` rather than by reading the version
//! string: a nightly whose unstable API changed, or a stable compiler with
//! `RUSTC_BOOTSTRAP`, then gets the answer its own compiler gives, and the macro
//! falls back to whole-literal spans instead of failing to build.

use std::env;
use std::ffi::OsString;
use std::path::PathBuf;
use std::process::{Command, Stdio};

const PROBE: &str = "build/probe.rs";

fn main() {
    println!("cargo::rustc-check-cfg=cfg(uri_nightly)");
    println!("cargo::rerun-if-changed={PROBE}");
    println!("cargo::rerun-if-env-changed=RUSTC_BOOTSTRAP");
    if subspan_compiles() {
        println!("cargo::rustc-cfg=uri_nightly");
    }
}

fn subspan_compiles() -> bool {
    let rustc = env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let Some(out_dir) = env::var_os("OUT_DIR").map(PathBuf::from) else {
        return false;
    };
    let mut command = match env::var_os("RUSTC_WRAPPER").filter(|wrapper| !wrapper.is_empty()) {
        Some(wrapper) => {
            let mut command = Command::new(wrapper);
            command.arg(rustc);
            command
        }
        None => Command::new(rustc),
    };
    command
        .args([
            "--edition=2021",
            "--crate-name=uri_macros_probe",
            "--crate-type=lib",
        ])
        .args(["--emit=metadata", "--cap-lints=allow"])
        .arg("--out-dir")
        .arg(&out_dir)
        .arg(PROBE)
        .args(rustflags())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    command.status().is_ok_and(|status| status.success())
}

/// The flags cargo passes to rustc for this crate (`-Zallow-features=…` among
/// them decides what the probe may use).
fn rustflags() -> Vec<OsString> {
    env::var("CARGO_ENCODED_RUSTFLAGS")
        .map(|flags| {
            flags
                .split('\x1f')
                .filter(|flag| !flag.is_empty())
                .map(OsString::from)
                .collect()
        })
        .unwrap_or_default()
}
