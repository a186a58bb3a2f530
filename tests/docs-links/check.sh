#!/usr/bin/env bash
# Fails when the built HTML docs show a link that rustdoc could not resolve.
#
# Rustdoc warns about a broken intra-doc link only while it documents the crate
# that holds it. The facade inlines uri-core's items, whose docs are resolved in
# uri-core's scope, so a link to a name uri-core cannot see from there (an item
# imported under `#[cfg(doc)]`, a path through a re-exported dependency) builds
# without a warning and shows the reader `[Name]` or `[`Name`]` as literal text.
# This looks for that text in the prose of every page: code blocks, item
# signatures and HTML comments are left out, and so is bracketed text that is a
# link's own text (`<a …>[T]</a>`, a slice type in a sidebar).
#
# Usage: tests/docs-links/check.sh [DOC_DIR [CRATE...]]
#   DOC_DIR defaults to target/docsrs/doc, the crates to uri and uri_core.
set -euo pipefail
doc_dir=${1:-target/docsrs/doc}
shift || true
crates=("$@")
[ ${#crates[@]} -gt 0 ] || crates=(uri uri_core)

for crate in "${crates[@]}"; do
    if [ ! -d "$doc_dir/$crate" ]; then
        echo "error: no docs at $doc_dir/$crate: build them first" >&2
        exit 2
    fi
done

# Prose of one page, on few lines: each page is put on one line, then cut after
# every end of a code block, signature or comment, so that a line holds at most
# one of each, which the expression after it drops from its start to the end of
# the line.
prose() {
    tr '\n' ' ' <"$1" |
        sed -e 's#</pre>#\n#g' | sed -e 's#<pre.*##' |
        sed -e 's#</h[1-6]>#\n#g' | sed -e 's#<h[1-6] class="code-header.*##' |
        sed -e 's#-->#\n#g' | sed -e 's#<!--.*##'
}

# `[Name]`, `[path::Name]` or `[<code>Name</code>]` that no tag, attribute
# value, entity or `#[attribute]` touches on its left, and no `</a>` closes on
# its right.
bracketed='(^|[^#"&;>A-Za-z0-9_])\[(<code>[^<]*</code>|[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)*)\](</a>)?'

# A link with its own text (`[text](path)`) that does not resolve keeps the
# path as its address: `href="Kind::Variant"`.
unresolved_address='href="[^"]*::[^"]*"'

# Rustdoc repeats a foreign trait's docs under its implementation, and these
# broken links are in other crates' own docs, not in ours: miette's of
# `Diagnostic` (on `MietteReport`'s page), axum's and tower's of their
# `ServiceExt`, which every service implements (on `NormalizedPaths`' page),
# futures-core's of `TryFuture`, which every future of a `Result` implements
# (on `RoutesFuture`'s page).
foreign=$(printf '%s\n' '[`Diagnostic::labels`]' '[`Diagnostic::source_code`]' 'href="crate::ReportHandler"' \
    'href="crate::error_handling::HandleError"' 'href="tower::make::MakeService"' \
    '[`Service`]' 'href="crate::Service"' 'href="crate::Service::poll_ready"' \
    '[`TryFuture::try_poll`]' '[`TryFuture`]' 'href="TryFuture::Error"' 'href="TryFuture::Ok"' \
    'href="futures_core::future::TryFuture"' 'href="std::future::Future"' \
    'href="std::future::Future::Output"')

found=0
while IFS= read -r -d '' page; do
    text=$(prose "$page")
    hits=$({
        grep -oE "$bracketed" <<<"$text" | grep -v "</a>\$" |
            sed -e 's#^[^[]*##' -e 's#</\{0,1\}code>#`#g' || true
        grep -oE "$unresolved_address" <<<"$text" || true
    } | grep -vxF "$foreign" | sort -u || true)
    if [ -n "$hits" ]; then
        found=1
        echo "${page#"$doc_dir"/}:"
        while IFS= read -r hit; do echo "    $hit"; done <<<"$hits"
    fi
done < <(for crate in "${crates[@]}"; do find "$doc_dir/$crate" -name "*.html" -print0; done | sort -z)

if [ "$found" -ne 0 ]; then
    echo "error: the pages above show unresolved links as literal text; write each" \
        "as a path that resolves in the crate whose source holds the doc comment" >&2
    exit 1
fi
echo "no unresolved links in $doc_dir/{$(IFS=,; echo "${crates[*]}")}"
