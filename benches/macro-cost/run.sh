#!/usr/bin/env bash
# Measures what the `uri!` macro costs at compile time.
#
# 1. Generates three crates of 1,000 distinct URIs: one with `uri!` literals, one
#    with static-iref's `iri!` literals (issue 32, goal 4), one with plain
#    `&'static str` constants, and times clean and incremental builds of each
#    (dependencies already built, so only the crate itself is measured).
# 2. Times a clean build of the `uri` crate with and without its `macros` feature.
#
# Usage: benches/macro-cost/run.sh [runs]   (default 3 runs; the median is reported)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=benches/macro-cost/common.sh
source "$(dirname "$0")/common.sh"
work="$root/target/macro-cost"
runs=${1:-3}
count=1000
mkdir -p "$work"

now() { date +%s.%N; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

generate() { # name, kind (macro|iref|str)
    local dir="$work/$1"
    write_manifest "$1" "$dir" "$root"
    if [ "$2" = iref ]; then
        sed -i 's|^uri = .*|static-iref = "3.0"\niref = "3.2"|' "$dir/Cargo.toml"
    fi
    {
        echo "//! Generated: $count URIs."
        echo "#![allow(dead_code, missing_docs)]"
        for i in $(seq 1 "$count"); do
            local text="https://host$i.example.com:$((1000 + i))/api/v$((i % 7))/items/$i?page=$((i % 13))&sort=name#frag$i"
            if [ "$2" = macro ]; then
                echo "pub const URI_$i: uri::Uri<'static> = uri::uri!(\"$text\");"
            elif [ "$2" = iref ]; then
                echo "pub const URI_$i: &iref::Iri = static_iref::iri!(\"$text\");"
            else
                echo "pub const URI_$i: &str = \"$text\";"
            fi
        done
    } >"$dir/src/lib.rs"
}

time_build() { # dir, mode (clean|incremental) -> seconds
    local dir="$work/$1"
    (
        cd "$dir"
        export CARGO_TARGET_DIR="$work/target-$1"
        cargo build --quiet
        if [ "$2" = clean ]; then
            cargo clean --quiet -p "$1"
        else
            # An edit that changes the crate: the compiler must redo it.
            echo "// $(now)" >>src/lib.rs
        fi
        local start end
        start=$(now)
        cargo build --quiet
        end=$(now)
        echo "$end - $start" | bc
    )
}

report() { # dir, mode
    local times=()
    for _ in $(seq 1 "$runs"); do times+=("$(time_build "$1" "$2")"); done
    printf '%s\n' "${times[@]}" | median
}

generate gen-uri-macro macro
generate gen-static-iref iref
generate gen-plain-str str

echo "crate with $count literals        clean (s)   incremental (s)"
macro_clean=$(report gen-uri-macro clean)
macro_incr=$(report gen-uri-macro incremental)
iref_clean=$(report gen-static-iref clean)
iref_incr=$(report gen-static-iref incremental)
str_clean=$(report gen-plain-str clean)
str_incr=$(report gen-plain-str incremental)
printf 'uri! literals                      %8.2f   %8.2f\n' "$macro_clean" "$macro_incr"
printf 'static-iref iri! literals          %8.2f   %8.2f\n' "$iref_clean" "$iref_incr"
printf '&'"'"'static str constants            %8.2f   %8.2f\n' "$str_clean" "$str_incr"
per_literal=$(echo "($macro_clean - $str_clean) * 1000000 / $count" | bc -l)
per_literal_incr=$(echo "($macro_incr - $str_incr) * 1000000 / $count" | bc -l)
printf 'cost per literal: %.0f us clean, %.0f us incremental\n' "$per_literal" "$per_literal_incr"
printf 'uri! / static-iref iri!: %.2fx clean, %.2fx incremental\n' \
    "$(echo "$macro_clean / $iref_clean" | bc -l)" "$(echo "$macro_incr / $iref_incr" | bc -l)"

echo
echo "clean build of the uri crate and its dependencies, as a user's dev build (s)"
# Through a generated crate outside this workspace: the workspace's profile
# builds uri-core at opt-level 2 for the exhaustive tests, which users do not get.
for features in "std" "default"; do
    dir="$work/facade-$features"
    write_manifest "facade-$features" "$dir" "$root"
    if [ "$features" = std ]; then
        sed -i 's|package = "strict-uri" }|package = "strict-uri", default-features = false, features = ["std"] }|' "$dir/Cargo.toml"
    fi
    echo "pub use uri::Uri;" >"$dir/src/lib.rs"
    times=()
    for _ in $(seq 1 "$runs"); do
        target="$work/target-facade"
        rm -rf "$target"
        start=$(now)
        (cd "$dir" && CARGO_TARGET_DIR="$target" cargo build --quiet)
        end=$(now)
        times+=("$(echo "$end - $start" | bc)")
    done
    label=$([ "$features" = std ] && echo "--no-default-features --features std" || echo "default (std + macros)")
    printf '%-40s %8.2f\n' "$label" "$(printf '%s\n' "${times[@]}" | median)"
done
