#!/usr/bin/env bash
# What a constant's expression costs the compiler, apart from the `uri!` macro.
#
# Generates crates of 1,000 `pub const` items that differ only in the
# expression (a `&str`, tuples, a `const fn` call, a struct literal, `uri!`),
# and reports, for a clean build of each crate alone, the median over 5 builds
# of rustc's total time, its type checking (which evaluates the constants) and
# its macro expansion, from `-Z time-passes` (so it needs a nightly toolchain).
#
# Usage: benches/macro-cost/variants.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=benches/macro-cost/common.sh
source "$(dirname "$0")/common.sh"
work="$root/target/macro-cost/variants"
mkdir -p "$work"

generate() { # name, item format ({i}: index, {t}: URI text), prelude
    local dir="$work/$1"
    write_manifest "$1" "$dir" "$root"
    python3 - "$2" "${3:-}" >"$dir/src/lib.rs" <<'PY'
import sys
item, prelude = sys.argv[1], sys.argv[2]
print("#![allow(dead_code, missing_docs)]")
print(prelude)
for i in range(1, 1001):
    text = f"https://host{i}.example.com:{1000 + i}/api/v{i % 7}/items/{i}?page={i % 13}&sort=name#frag{i}"
    print(item.replace("{i}", str(i)).replace("{t}", text))
PY
}

measure() { # name
    local dir="$work/$1" totals=() checks=() expands=()
    (cd "$dir" && CARGO_TARGET_DIR="$work/target" cargo +nightly build --quiet)
    for _ in 1 2 3 4 5; do
        local out
        out=$(cd "$dir" && CARGO_TARGET_DIR="$work/target" cargo +nightly clean --quiet -p "$1" &&
            CARGO_TARGET_DIR="$work/target" cargo +nightly rustc --quiet -- -Z time-passes 2>&1)
        totals+=("$(echo "$out" | awk '$NF == "total" {print $2}' | tr -d ';')")
        checks+=("$(echo "$out" | awk '$NF == "type_check_crate" {print $2}' | tr -d ';')")
        expands+=("$(echo "$out" | awk '$NF == "expand_crate" {print $2}' | tr -d ';')")
    done
    median() { printf '%s\n' "$@" | sort -n | sed -n 3p; }
    printf '| %s | %s | %s | %s |\n' "$1" "$(median "${totals[@]}")" \
        "$(median "${checks[@]}")" "$(median "${expands[@]}")"
}

struct='pub struct L<'"'"'a> { pub text: &'"'"'a str, pub offsets: [u32; 6] }'
generate str 'pub const U{i}: &str = "{t}";'
generate tuple-u128 'pub const U{i}: (&str, u128) = ("{t}", 0x0005_0008_001a_001f_0032_0046u128);'
generate identity-fn 'pub const U{i}: &str = id("{t}");' 'pub const fn id(s: &str) -> &str { s }'
generate private-fn 'pub const U{i}: uri::Uri<'"'"'static> = uri::__private::uri("{t}", [5, 8, 26, 31, 50, 70]);'
generate tuple-array 'pub const U{i}: (&str, [u32; 6]) = ("{t}", [5, 8, 26, 31, 50, 70]);'
generate local-struct 'pub const U{i}: L<'"'"'static> = L { text: "{t}", offsets: [5, 8, 26, 31, 50, 70] };' "$struct"
generate uri-macro 'pub const U{i}: uri::Uri<'"'"'static> = uri::uri!("{t}");'
generate uri-macro-static 'pub static U{i}: uri::Uri<'"'"'static> = uri::uri!("{t}");'

echo "| 1,000 pub const items | total (s) | type checking (s) | macro expansion (s) |"
echo "|---|---:|---:|---:|"
for name in str tuple-u128 identity-fn private-fn tuple-array local-struct uri-macro uri-macro-static; do
    measure "$name"
done
