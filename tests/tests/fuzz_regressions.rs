//! Replays, through the fuzz targets' own invariants (`fuzz/checks.rs`), the
//! committed seed corpus (`fuzz/seeds/<target>/`) and every input a fuzz target
//! ever crashed on (`tests/fuzz-regressions/<target>/`).

#[path = "../../fuzz/checks.rs"]
mod checks;

use std::path::Path;

/// The bytes of every input kept for `target`.
fn inputs(target: &str) -> Vec<(String, Vec<u8>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut inputs = Vec::new();
    for dir in [
        root.join("../fuzz/seeds").join(target),
        root.join("fuzz-regressions").join(target),
    ] {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            inputs.push((path.display().to_string(), std::fs::read(&path).unwrap()));
        }
    }
    assert!(!inputs.is_empty(), "no inputs for {target}");
    inputs
}

fn replay_text(target: &str, check: fn(&str)) {
    for (name, bytes) in inputs(target) {
        if let Ok(text) = std::str::from_utf8(&bytes) {
            let outcome = std::panic::catch_unwind(|| check(text));
            assert!(outcome.is_ok(), "{target} fails on {name}: {text:?}");
        }
    }
}

#[test]
fn parse() {
    replay_text("parse", checks::parse);
}

#[test]
fn differential() {
    replay_text("differential", checks::differential);
}

#[test]
fn resolve_normalize() {
    replay_text("resolve_normalize", checks::resolve_normalize);
}

#[test]
fn encode_decode() {
    for (name, bytes) in inputs("encode_decode") {
        let outcome = std::panic::catch_unwind(|| checks::encode_decode(&bytes));
        assert!(outcome.is_ok(), "encode_decode fails on {name}: {bytes:?}");
    }
}

#[test]
fn messages() {
    replay_text("messages", checks::messages);
}

#[test]
fn edit() {
    for (name, bytes) in inputs("edit") {
        let outcome = std::panic::catch_unwind(|| checks::edit(&bytes));
        assert!(outcome.is_ok(), "edit fails on {name}: {bytes:?}");
    }
}

#[test]
fn template() {
    for (name, bytes) in inputs("template") {
        let outcome = std::panic::catch_unwind(|| checks::template(&bytes));
        assert!(outcome.is_ok(), "template fails on {name}: {bytes:?}");
    }
}

#[test]
fn matching() {
    for (name, bytes) in inputs("matching") {
        let outcome = std::panic::catch_unwind(|| checks::matching(&bytes));
        assert!(outcome.is_ok(), "matching fails on {name}: {bytes:?}");
    }
}

#[test]
fn lenient() {
    replay_text("lenient", checks::lenient);
}

#[test]
fn iri() {
    replay_text("iri", checks::iri);
}

#[test]
fn accessors() {
    replay_text("accessors", checks::accessors);
}

#[test]
fn lenient_join() {
    replay_text("lenient_join", checks::lenient_join);
}
