#!/usr/bin/env bash
# Search quality on real DocC catalogs that nobody on the team wrote or tuned for (issue 35).
#
#   Benchmarks/docc-search-quality.sh [development|measuring|all] [--verbose] [--node]
#
# The catalogs are listed in Benchmarks/docc-search/catalogs.tsv (repository, commit, catalog
# folder, purpose) and their queries in Benchmarks/docc-search/NAME.json, written from the
# catalogs' Markdown by someone who never saw a search engine's answers on them. Each catalog is
# taken at its commit from PACKAGES (bare copies, default /opt/swift-packages) or else cloned
# from GitHub, built with guidegen (GUIDEGEN, else the release build in .build-bench), and
# searched in headless Chromium next to Pagefind (Benchmarks/search-quality.sh), or with
# `--node` by guidegen's engine under Node alone. It prints each catalog's figures, then the
# pooled MRR@5 and recall@5 of every engine over the catalogs of that purpose.
# "measuring" catalogs are for figures only: never read their misses to change the engine.
set -euo pipefail
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$REPO/Benchmarks/common.sh" 8
PURPOSE=development VERBOSE=() NODE=0
for a in "$@"; do
    case $a in
        development|measuring|all) PURPOSE=$a ;;
        --verbose) VERBOSE=(--verbose) ;;
        --node) NODE=1 ;;
        *) log "usage: docc-search-quality.sh [development|measuring|all] [--verbose] [--node]"; exit 2 ;;
    esac
done
if [ "$PURPOSE" != development ] && [ ${#VERBOSE[@]} -gt 0 ]; then
    log "error: --verbose lists misses, and measuring catalogs are for figures only"; exit 2
fi
release_guidegen
PACKAGES=${PACKAGES:-/opt/swift-packages}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/guidegen-docc-search.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# Prints the git directory holding REPOSITORY (owner/name): a bare copy in PACKAGES (any
# letter case), else a fresh clone.
repository() {
    local found
    found=$(find "$PACKAGES" -maxdepth 2 -iname "$(basename "$1").git" -ipath "*/$(dirname "$1")/*" 2>/dev/null | head -n 1 || true)
    if [ -n "$found" ]; then echo "$found"; return; fi
    local clone=$WORK/clones/${1//\//+}
    [ -d "$clone" ] || git clone -q --bare --filter=blob:none "https://github.com/$1.git" "$clone" >&2 \
        || { log "error: cannot clone $1 (and no copy in $PACKAGES)"; exit 1; }
    echo "$clone"
}

: > "$WORK/figures"
while IFS=$'\t' read -r name repo commit catalog purpose; do
    [ "$name" = name ] && continue
    [ "$PURPOSE" = all ] || [ "$purpose" = "$PURPOSE" ] || continue
    git_dir=$(repository "$repo")
    mkdir -p "$WORK/$name"
    # The catalog's module folder, whose Swift sources hold its symbols' documentation comments.
    git --git-dir="$git_dir" archive "$commit" "$(dirname "$catalog")" | tar -x -C "$WORK/$name" \
        || { log "error: $repo has no $catalog at $commit"; exit 1; }
    # From the package's folder, as its author would run it (its module's sources inside the
    # site's folder); no guidegen.yml or glossary of this repository applies.
    (cd "$WORK/$name" && "$GUIDEGEN" build "$catalog" --no-lint --output "$WORK/site-$name" >/dev/null 2>"$WORK/build-$name.log") \
        || { cat "$WORK/build-$name.log" >&2; log "error: guidegen could not build $name"; exit 1; }
    echo "== $name ($repo at ${commit:0:12}, $purpose): $(find "$WORK/site-$name/en" -name index.html | wc -l) pages"
    if [ "$NODE" = 1 ]; then
        node "$REPO/Benchmarks/search-quality.js" "$WORK/site-$name" "$REPO/Benchmarks/docc-search/$name.json" ${VERBOSE[@]+"${VERBOSE[@]}"} \
            | tee "$WORK/out-$name" | sed 's/^/guidegen /'
        sed -n 's/^\(en\) *\([0-9]*\) queries *MRR \([0-9.]*\) *recall@5 \([0-9.]*\).*/guidegen \1 \2 \3 \4/p' "$WORK/out-$name" >> "$WORK/figures"
    else
        "$REPO/Benchmarks/search-quality.sh" "$WORK/site-$name" "$REPO/Benchmarks/docc-search/$name.json" ${VERBOSE[@]+"${VERBOSE[@]}"} \
            | tee "$WORK/out-$name"
        # Lines such as "guidegen en    40  0.912   0.950  PASS" or "Pagefind en …".
        awk '$1 ~ /^(guidegen|Pagefind|pagefind)$/ && $3 ~ /^[0-9]+$/ {print $1, $2, $3, $4, $5}' "$WORK/out-$name" >> "$WORK/figures"
    fi
done < "$REPO/Benchmarks/docc-search/catalogs.tsv"

echo "== pooled over the $PURPOSE catalogs (MRR@5 and recall@5 weighted by queries)"
awk '{n[$1" "$2] += $3; m[$1" "$2] += $3 * $4; r[$1" "$2] += $3 * $5}
     END {for (k in n) printf "%-20s %4d queries  MRR %.3f  recall@5 %.3f\n", k, n[k], m[k] / n[k], r[k] / n[k]}' "$WORK/figures" | sort
