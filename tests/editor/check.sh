#!/usr/bin/env bash
# Opens this crate in rust-analyzer, as an editor would, and checks that each
# invalid literal (a line marked `// error` in src/main.rs) gets exactly one
# diagnostic, that it starts where rustc's error starts and carries rustc's
# message, and that no other line gets any. On stable the range must be the whole
# literal; on nightly, where the macro narrows its spans, it may be narrower but
# must start where rustc's does. Skips, saying so, when rust-analyzer cannot be
# installed.
set -euo pipefail
cd "$(dirname "$0")"

if ! rust-analyzer --version >/dev/null 2>&1; then
    rustup component add rust-analyzer >/dev/null 2>&1 || true
fi
if ! analyzer=$(rustup which rust-analyzer 2>/dev/null) || ! "$analyzer" --version >/dev/null 2>&1; then
    echo "skipped: the rust-analyzer component is not installed and could not be added"
    exit 0
fi
echo "$("$analyzer" --version)"

# `line col message` for each error rustc reports in src/main.rs (1-based).
rustc_errors() {
    # The build fails: that is the point of the fixture.
    { cargo build --quiet --message-format=short 2>&1 || true; } |
        sed -nE 's/^src\/main\.rs:([0-9]+):([0-9]+): error: (.*)$/\1 \2 \3/p' | sort -n
}

# `line start end severity message` for each diagnostic rust-analyzer reports in
# src/main.rs (made 1-based; `end` is the column after the range).
editor_diagnostics() {
    # The analyzer exits non-zero whenever it found a diagnostic.
    { "$analyzer" diagnostics . 2>/dev/null || true; } | tr '\r' '\n' |
        sed -nE 's/.*file [^ ]*\/src\/main\.rs: ([A-Za-z]+) .* from LineCol \{ line: ([0-9]+), col: ([0-9]+) \} to LineCol \{ line: ([0-9]+), col: ([0-9]+) \}: (.*)$/\2 \3 \4 \5 \1 \6/p' |
        awk '{ $1 += 1; $2 += 1; $3 += 1; $4 += 1; print }' | sort -n
}

# Compares the two lists against the marked lines. `whole` = 1 demands that each
# range cover exactly the literal that starts at rustc's column.
compare() {
    local whole=$1 rustc=$2 editor=$3
    awk -v whole="$whole" -v rustc="$rustc" -v editor="$editor" '
        # The end (exclusive, 1-based) of the token that starts at column `c`: a
        # string literal up to its closing quote, or a run of word characters.
        function token_end(text, c,    i, ch) {
            if (substr(text, c, 1) == "\"") {
                for (i = c + 1; i <= length(text); i++) {
                    ch = substr(text, i, 1)
                    if (ch == "\\") { i++; continue }
                    if (ch == "\"") return i + 1
                }
                return -1
            }
            for (i = c; i <= length(text) && substr(text, i, 1) ~ /[A-Za-z0-9_]/; i++) {}
            return i
        }
        { source[NR] = $0; if ($0 ~ /\/\/ error$/) marked[NR] = 1 }
        END {
            fail = 0
            while ((getline row < rustc) > 0) {
                split(row, f, " "); line = f[1]
                from_rustc[line]++; rustc_col[line] = f[2]
                rustc_msg[line] = substr(row, length(f[1]) + length(f[2]) + 3)
            }
            while ((getline row < editor) > 0) {
                split(row, f, " "); line = f[1]
                if (f[3] != line) { print "line " line ": the range spans lines" > "/dev/stderr"; fail = 1 }
                from_editor[line]++
                start[line] = f[2]; stop[line] = f[4]; severity[line] = f[5]
                msg = row
                for (k = 1; k <= 5; k++) sub(/^[^ ]+ /, "", msg)
                editor_msg[line] = msg
            }
            for (line = 1; line <= NR; line++) {
                if (!(line in marked)) {
                    if (line in from_editor) { print "line " line ": valid, but the editor reports: " editor_msg[line] > "/dev/stderr"; fail = 1 }
                    if (line in from_rustc) { print "line " line ": valid, but rustc reports: " rustc_msg[line] > "/dev/stderr"; fail = 1 }
                    continue
                }
                if (from_rustc[line] != 1) { print "line " line ": rustc reports " from_rustc[line] + 0 " errors, expected 1" > "/dev/stderr"; fail = 1; continue }
                if (from_editor[line] != 1) { print "line " line ": the editor reports " from_editor[line] + 0 " diagnostics, expected 1" > "/dev/stderr"; fail = 1; continue }
                if (severity[line] != "Error") { print "line " line ": the editor reports a " severity[line] ", not an Error" > "/dev/stderr"; fail = 1 }
                if (editor_msg[line] != rustc_msg[line]) { print "line " line ": the editor says \"" editor_msg[line] "\" where rustc says \"" rustc_msg[line] "\"" > "/dev/stderr"; fail = 1 }
                if (start[line] != rustc_col[line]) { print "line " line ": the editor starts at column " start[line] ", rustc at " rustc_col[line] > "/dev/stderr"; fail = 1 }
                end = token_end(source[line], start[line])
                if (whole && stop[line] != end) { print "line " line ": the range " start[line] "-" stop[line] " is not the literal " start[line] "-" end > "/dev/stderr"; fail = 1 }
                if (stop[line] <= start[line]) { print "line " line ": empty range" > "/dev/stderr"; fail = 1 }
                printf "line %d, columns %d-%d: %s\n", line, start[line], stop[line], editor_msg[line]
            }
            exit fail
        }' src/main.rs
}

run() {
    local toolchain=$1 whole=$2
    export RUSTUP_TOOLCHAIN=$toolchain CARGO_TARGET_DIR=target/$toolchain
    local rustc editor
    rustc=$(mktemp) editor=$(mktemp)
    rustc_errors >"$rustc"
    editor_diagnostics >"$editor"
    echo "--- $toolchain: $(wc -l <"$editor") diagnostics from the editor, $(wc -l <"$rustc") errors from rustc"
    local status=0
    compare "$whole" "$rustc" "$editor" || status=$?
    rm -f "$rustc" "$editor"
    return "$status"
}

run stable 1
if cargo +nightly --version >/dev/null 2>&1; then
    # The stable analyzer on a nightly toolchain: it loads the nightly sysroot's
    # proc-macro server, which is what a nightly editor runs our macro in.
    run nightly 0
else
    echo "nightly: skipped, no nightly toolchain"
fi
