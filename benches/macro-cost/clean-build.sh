#!/usr/bin/env bash
# Times a user's clean build: a crate that uses `uri!` against one that uses
# fluent-uri, dependencies from the registry included (issue 32, goal 3).
#
# Two crates are generated under target/clean-build/, outside this workspace
# (whose profile builds uri-core at opt-level 2, which users do not get), each
# with a target directory of its own:
#   uri-user     the facade by path, default features, `uri!`/`uri_ref!` on five literals
#   fluent-user  fluent-uri 0.4.1, parsing the same five texts at run time
# Each pair deletes both target directories and builds them one after the other,
# alternating, so a shared machine's load falls on both alike. It reports the
# medians of wall time and of user+sys CPU time, and the median of the ratios
# within pairs. Then it builds uri-user once more with `--timings` and lists the
# units (start, duration), which shows the critical path.
#
# A path dependency is a workspace member to Cargo: it gets incremental
# compilation, which a crate from crates.io does not. `CARGO_INCREMENTAL=0`
# in the environment approximates a registry dependency.
#
# Usage: benches/macro-cost/clean-build.sh [pairs]   (default 5)
# Needs /usr/bin/time (GNU time), python3 for the unit list, and the registry
# for fluent-uri. Not run by CI.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work="$root/target/clean-build"
pairs=${1:-5}
literals=(
    "https://example.com/"
    "https://user@api.example.com:8443/v1/items?page=2&sort=name#top"
    "mailto:someone@example.org"
    "urn:isbn:0451450523"
)
relative="../a/b?c=d"

# shellcheck source=benches/macro-cost/common.sh
source "$root/benches/macro-cost/common.sh"

manifest() { # name, dependency lines
    write_manifest_with "$1" "$work/$1" "$2"
}

manifest uri-user "uri = { path = \"$root/uri\", package = \"strict-uri\" }"
{
    echo "use uri::{Uri, UriRef, uri, uri_ref};"
    echo
    for i in "${!literals[@]}"; do
        echo "const U$i: Uri<'static> = uri!(\"${literals[$i]}\");"
    done
    echo "const REL: UriRef<'static> = uri_ref!(\"$relative\");"
    echo
    echo "fn main() {"
    printf '    for u in [%s] {\n' "$(seq -s ', ' -f 'U%g' 0 $((${#literals[@]} - 1)))"
    echo '        println!("{} {:?} {}", u.scheme(), u.host(), u.path());'
    echo "    }"
    echo '    println!("{}", REL.path());'
    echo "}"
} >"$work/uri-user/src/main.rs"

manifest fluent-user 'fluent-uri = "0.4.1"'
{
    echo "use fluent_uri::{Uri, UriRef};"
    echo
    echo "fn main() {"
    echo "    for text in ["
    for text in "${literals[@]}"; do echo "        \"$text\","; done
    echo "    ] {"
    echo "        let u = Uri::parse(text).unwrap();"
    echo '        println!("{} {:?} {}", u.scheme().as_str(), u.authority().map(|a| a.host()), u.path().as_str());'
    echo "    }"
    echo "    println!(\"{}\", UriRef::parse(\"$relative\").unwrap().path().as_str());"
    echo "}"
} >"$work/fluent-user/src/main.rs"

# Resolve and download once, outside the timed builds.
for crate in uri-user fluent-user; do
    cargo fetch --quiet --manifest-path "$work/$crate/Cargo.toml"
done

build() { # crate -> "wall user sys"
    rm -rf "$work/target-$1"
    CARGO_TARGET_DIR="$work/target-$1" /usr/bin/time -f "%e %U %S" -o "$work/time.txt" \
        cargo build --quiet --offline --manifest-path "$work/$1/Cargo.toml"
    tail -n 1 "$work/time.txt"
}

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

results="$work/results.txt"
: >"$results"
echo "pair  uri-user wall cpu  fluent-user wall cpu  (s; CARGO_INCREMENTAL=${CARGO_INCREMENTAL-unset})"
for pair in $(seq 1 "$pairs"); do
    read -r uw uu us <<<"$(build uri-user)"
    read -r fw fu fs <<<"$(build fluent-user)"
    ucpu=$(echo "$uu + $us" | bc)
    fcpu=$(echo "$fu + $fs" | bc)
    echo "$uw $ucpu $fw $fcpu" >>"$results"
    printf '%4d  %8.2f %6.2f  %11.2f %6.2f\n' "$pair" "$uw" "$ucpu" "$fw" "$fcpu"
done
printf 'median   uri-user: wall %.2f s, cpu %.2f s; fluent-user: wall %.2f s, cpu %.2f s\n' \
    "$(awk '{print $1}' "$results" | median)" "$(awk '{print $2}' "$results" | median)" \
    "$(awk '{print $3}' "$results" | median)" "$(awk '{print $4}' "$results" | median)"
printf 'median of the ratios within pairs, uri-user / fluent-user: wall %.2fx, cpu %.2fx\n' \
    "$(awk '{print $1 / $3}' "$results" | median)" "$(awk '{print $2 / $4}' "$results" | median)"

echo
echo "uri-user, clean, --timings: unit, start (s), duration (s)"
rm -rf "$work/target-uri-user"
(cd "$work/uri-user" && CARGO_TARGET_DIR="$work/target-uri-user" cargo build --quiet --offline --timings)
python3 - "$work/target-uri-user/cargo-timings/cargo-timing.html" <<'PY'
import json, re, sys

html = open(sys.argv[1], encoding="utf-8").read()
units = json.loads(re.search(r"const UNIT_DATA = (\[.*?\]);\n", html, re.S).group(1))
for unit in units:
    name = f"{unit['name']} {unit.get('target', '').strip()}".strip()
    print(f"  {name:32} {unit['start']:6.2f} {unit['duration']:6.2f}")
PY
