#!/usr/bin/env bash
# Search quality of any built guidegen site on any query set, next to Pagefind on the same pages.
#
#   Benchmarks/search-quality.sh SITE_DIR [QUERIES_JSON] [--verbose]
#   (QUERIES_JSON defaults to Benchmarks/search-queries.json, the shipped site's set;
#    Benchmarks/tspl-search-queries.json is the set for The Swift Programming Language)
#
# Indexes a copy of SITE_DIR with Pagefind (PyPI `pagefind-bin-extended`, which segments
# Chinese, else `pagefind[bin]`; NO_PAGEFIND=1 leaves it out) and runs both engines in
# headless Chromium over the queries (Benchmarks/search-benchmark.py quality): mean reciprocal
# rank and recall at 5 per language, with issue 14's target (MRR ≥ 0.95, ahead of Pagefind).
# --verbose lists the queries whose expected topic is not first. Needs python3 with Selenium,
# chromium and chromedriver (scripts/install-dependencies --test).
set -euo pipefail
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
[ $# -ge 1 ] || { echo "usage: search-quality.sh SITE_DIR [QUERIES_JSON] [--verbose]" >&2; exit 2; }
SITE_DIR=$1
QUERIES=${2:-$REPO/Benchmarks/search-queries.json}
[[ $QUERIES == --* ]] && QUERIES=$REPO/Benchmarks/search-queries.json
VERBOSE=()
for a in "$@"; do [ "$a" = --verbose ] && VERBOSE=(--verbose); done
[ -d "$SITE_DIR/search" ] || { echo "error: $SITE_DIR has no search/ folder: build it with the search index" >&2; exit 1; }

WORK=$(mktemp -d /dev/shm/guidegen-search-quality.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
cp -r "$SITE_DIR" "$WORK/site"
if [ -z "${NO_PAGEFIND:-}" ]; then
    PAGEFIND=()
    if python3 -c "import pagefind_bin_extended" 2>/dev/null; then PAGEFIND=(python3 -m pagefind_bin_extended)
    elif python3 -c "import pagefind_bin" 2>/dev/null; then PAGEFIND=(python3 -m pagefind_bin)
    else echo "note: Pagefind is not installed (pip install pagefind-bin-extended); guidegen only" >&2
    fi
    if [ ${#PAGEFIND[@]} -gt 0 ]; then
        echo "Pagefind: $("${PAGEFIND[@]}" --version 2>&1 | head -n 1) (${PAGEFIND[2]}), indexing <main> without navigation"
        # The same selectors as search-benchmark.sh: the article, not the sidebar or links lists.
        "${PAGEFIND[@]}" --site "$WORK/site" --root-selector main \
            --exclude-selectors ".breadcrumbs, .toc, .related, .backlinks, .pagination, .updated, #search-page" --quiet \
            || { echo "error: Pagefind failed to index $SITE_DIR" >&2; exit 1; }
    fi
fi
python3 "$REPO/Benchmarks/search-benchmark.py" quality "$WORK/site" "$QUERIES" ${VERBOSE[@]+"${VERBOSE[@]}"}
