//! Detects a nightly compiler, where `proc_macro::Literal::subspan` lets the macro
//! point its errors at the offending characters inside a literal.

use std::env;
use std::process::Command;

fn main() {
    println!("cargo::rustc-check-cfg=cfg(uri_nightly)");
    println!("cargo::rerun-if-env-changed=RUSTC");
    let rustc = env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let version = Command::new(rustc)
        .arg("--version")
        .output()
        .map(|output| String::from_utf8_lossy(&output.stdout).into_owned())
        .unwrap_or_default();
    if version.contains("-nightly") || version.contains("-dev") {
        println!("cargo::rustc-cfg=uri_nightly");
    }
}
