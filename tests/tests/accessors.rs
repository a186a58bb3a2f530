//! Whatever made a value, its accessors are those of a fresh parse of its text
//! (`fuzz/checks.rs`'s `accessors`, which the `accessors` fuzz target runs too),
//! on text assembled from the pieces URIs, IRIs and templates are made of.

#[allow(dead_code)]
#[path = "../../fuzz/checks.rs"]
mod checks;

use proptest::prelude::*;

fn piece() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "http:",
        "HTTPS:",
        "urn:",
        "file:",
        "sc:",
        "//",
        "/",
        "?",
        "#",
        "@",
        ":",
        ":0080",
        ":",
        "u:p@",
        "[::1]",
        "[v7.x]",
        "[::ffff:127.0.0.1]",
        "Example.COM",
        "0x7f.1",
        "127.1",
        "%31%32%37.0.0.1",
        "%EF%BC%91",
        "%EF%BC%A0",
        "%EF%BC%8F",
        "%C2%AD",
        "%E2%80%8B",
        "\u{ff0f}",
        "\u{ff20}",
        "\u{ff11}",
        "\u{3002}",
        "\u{ad}",
        "\u{200b}",
        "b\u{fc}cher",
        "\u{6771}\u{4eac}",
        "xn--",
        "..",
        ".",
        "a",
        "b",
        "%41",
        "%2e",
        "%2F",
        "%25",
        "=",
        "&",
        "+",
        "!",
        "{a}",
        "{+a}",
        "{#q}",
        "{/id*}",
        "{?b,id}",
        "{;q}",
        "{.a}",
        "{&id}",
        " ",
        "\\",
        "%",
        "|",
    ])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    #[test]
    fn every_producer_agrees_with_a_fresh_parse(pieces in prop::collection::vec(piece(), 0..10)) {
        checks::accessors(&pieces.concat());
    }
}
