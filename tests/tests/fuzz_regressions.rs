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
fn routes() {
    for (name, bytes) in inputs("routes") {
        let outcome = std::panic::catch_unwind(|| checks::routes(&bytes));
        assert!(outcome.is_ok(), "routes fails on {name}: {bytes:?}");
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

/// The `matching` and `template` invariants on generated templates of every
/// operator, modifier and literal delimiter, with values that hold what ends
/// a section or a segment (`?`, `#`, `/`, `&`, `=`, `,`, `.`, `..`): every
/// expansion of an accepted template matches, a set finds what its templates
/// match, and values read back as the matcher's documented rules say.
#[test]
fn matching_generated_templates() {
    const OPERATORS: [&str; 8] = ["", "+", "#", ".", "/", ";", "?", "&"];
    const LITERALS: [&str; 20] = [
        "/",
        "a",
        "-",
        "=",
        ".json",
        "!",
        "%2F",
        "$",
        "?",
        "#",
        "&",
        ",",
        ";",
        ":",
        "x",
        ".",
        "@",
        "(",
        "'",
        "caf\u{e9}",
    ];
    const VALUES: [&str; 19] = [
        "", "x", "a b", "..", ".", "a/b", "a?b", "a#b", "a&b", "a=b", "a,b", "a.b", "a+b", "%41",
        "\u{e9}", "(x)", "a;b", "@", ":",
    ];
    // `SplitMix64`, so that every run tries the same inputs.
    let mut state = 0x5EED_u64;
    let mut below = |bound: usize| {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let z = (state ^ (state >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        usize::try_from((z ^ (z >> 31)) % bound as u64).unwrap()
    };
    for _ in 0..40_000 {
        let mut input = String::new();
        for _ in 0..below(5) {
            if below(2) == 0 {
                input.push_str(LITERALS[below(LITERALS.len())]);
                continue;
            }
            input.push('{');
            input.push_str(OPERATORS[below(OPERATORS.len())]);
            for k in 0..=below(2) {
                if k > 0 {
                    input.push(',');
                }
                input.push(['a', 'b', 'c'][below(3)]);
                match below(6) {
                    0 => input.push('*'),
                    1 => input.push_str(":2"),
                    _ => {}
                }
            }
            input.push('}');
        }
        input.push('\0');
        for k in 0..3 {
            if k > 0 {
                input.push('\x01');
            }
            input.push_str(VALUES[below(VALUES.len())]);
        }
        let outcome = std::panic::catch_unwind(|| {
            checks::matching(input.as_bytes());
            checks::template(input.as_bytes());
        });
        assert!(outcome.is_ok(), "fails on {input:?}");
    }
}
