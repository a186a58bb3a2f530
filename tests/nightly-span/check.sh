#!/usr/bin/env bash
# Builds this crate with nightly and checks that each error points at the
# offending characters: the space at column 45 of line 2, the `\x20` escape
# (columns 37-40) of line 3, the CJK character at column 41 of line 4 (a
# template's variable name), at column 50 of line 5 the name of a variable
# that has no argument, and at column 45 of line 7 the name of a variable taken
# from scope whose type is not a template value.
set -euo pipefail
cd "$(dirname "$0")"
if ! cargo +nightly --version >/dev/null 2>&1; then
    echo "skipped: no nightly toolchain"
    exit 0
fi
if output=$(cargo +nightly build --quiet 2>&1); then
    echo "the invalid literals compiled on nightly" >&2
    exit 1
fi
echo "$output"
fail=0
grep -q -- '--> src/main.rs:2:45' <<<"$output" || { echo "error 1 does not point at column 45" >&2; fail=1; }
grep -q -- '--> src/main.rs:3:37' <<<"$output" || { echo "error 2 does not point at column 37" >&2; fail=1; }
grep -q '       ^^^^$' <<<"$output" || { echo "error 2 does not underline the 4-byte escape" >&2; fail=1; }
grep -q -- '--> src/main.rs:4:41' <<<"$output" || { echo "error 3 does not point at column 41" >&2; fail=1; }
grep -q -- '--> src/main.rs:5:50' <<<"$output" || { echo "error 4 does not point at column 50" >&2; fail=1; }
grep -q -- '--> src/main.rs:7:45' <<<"$output" || { echo "error 5 does not point at column 45" >&2; fail=1; }
[ "$(grep -c '^error: variable `pag`' <<<"$output")" = 1 ] || { echo "expected one error about \`pag\`" >&2; fail=1; }
[ "$(grep -c '^error: invalid character' <<<"$output")" = 3 ] || { echo "expected exactly three errors" >&2; fail=1; }
exit "$fail"
