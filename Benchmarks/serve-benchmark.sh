#!/usr/bin/env bash
# Measures `guidegen serve`, the live preview, on synthetic bilingual sites (see Benchmarks/README.md).
#
#   Benchmarks/serve-benchmark.sh [PAGES...]      default: 1000 10000
#
# For each size: generates the site into /dev/shm with a copy of the repository's Theme/ next
# to its Content/, starts `guidegen serve --port 0` on it and, with Benchmarks/serve-benchmark.py,
# measures the time from writing a file to the live-reload event (median and max of $RUNS
# edits, default 5) for a body edit, a title edit, a template edit and a CSS edit; then
# requests/s, p99 latency and errors under `wrk -t2 -c100 -d10s --latency` against a topic page;
# and the server's resident memory (VmRSS, VmHWM). Prints a table. Exits non-zero when the
# server fails or an edit brings no reload event.
#
# Environment:
#   GUIDEGEN=path     binary to measure (default .build-bench/release/guidegen, built with
#                     `swift build -c release --scratch-path .build-bench --product guidegen` when missing)
#   REBUILD=1         rebuild .build-bench/release/guidegen first even if it exists
#   RUNS=n            edits per kind (default 5)
#   WRK_DURATION=10s  WRK_CONNECTIONS=100  WRK_THREADS=2
#   SERVE_FLAGS="…"   extra flags for guidegen serve (e.g. "--no-search"; default none)
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNS=${RUNS:-5}
WRK_DURATION=${WRK_DURATION:-10s}
WRK_CONNECTIONS=${WRK_CONNECTIONS:-100}
WRK_THREADS=${WRK_THREADS:-2}
SERVE_FLAGS=${SERVE_FLAGS:-}
. "$REPO/Benchmarks/common.sh" "$@"
command -v wrk >/dev/null || apt_install wrk
command -v python3 >/dev/null || apt_install python3

if [ -n "${GUIDEGEN:-}" ]; then
    [ -x "$GUIDEGEN" ] || { log "error: GUIDEGEN=$GUIDEGEN is not an executable"; exit 1; }
else
    GUIDEGEN=$REPO/.build-bench/release/guidegen
    if [ ! -x "$GUIDEGEN" ] || [ "${REBUILD:-0}" = 1 ]; then
        # Another build into .build-bench (this script's or build-benchmark.sh's) holds
        # SwiftPM's lock: wait for it rather than starting a second one.
        while pgrep -f "scratch-path .build-bench" >/dev/null; do
            log "waiting for the release build already running in .build-bench…"
            sleep 15
        done
        if [ ! -x "$GUIDEGEN" ] || [ "${REBUILD:-0}" = 1 ]; then
            log "building the release guidegen into .build-bench (several minutes on 2 cores)…"
            (cd "$REPO" && swift build -c release --scratch-path .build-bench --product guidegen) >&2 \
                || { log "error: swift build failed"; exit 1; }
        fi
    fi
fi
if [ -n "$(find "$REPO/Sources" "$REPO/Package.swift" -newer "$GUIDEGEN" -print -quit 2>/dev/null)" ]; then
    log "warning: sources changed after $GUIDEGEN was built; run with REBUILD=1 to measure them"
fi

# --- work folder -------------------------------------------------------------------------
WORK=$(mktemp -d /dev/shm/guidegen-serve-bench.XXXXXX)
cleanup() { rm -rf "$WORK"; }
trap cleanup EXIT
trap 'exit 130' INT TERM

loadavg() { cut -d' ' -f1-3 /proc/loadavg; }
revision=$(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)
[ -z "$(git -C "$REPO" status --porcelain --untracked-files=no -- Sources Package.swift 2>/dev/null)" ] || revision="$revision + uncommitted changes"
log "guidegen: $GUIDEGEN (built $(date -r "$GUIDEGEN" '+%Y-%m-%d %H:%M'); sources now at $revision)"
log "wrk:      $(command -v wrk) ($(wrk --version 2>&1 | head -n 1 | cut -d' ' -f1-2))"
log "runs:     $RUNS edits per kind; $(nproc) CPUs; work folder $WORK"

RECORDS=()
LOADS=()
FAILED=0
START_LOAD=$(loadavg)
for pages in "${SIZES[@]}"; do
    site=$WORK/site-$pages
    LOADS+=("$pages: $(loadavg)")
    log ""
    log "== $pages pages: generating $site (load average $(loadavg))"
    python3 "$REPO/Benchmarks/generate-site.py" "$pages" "$site" >&2
    cp -r "$REPO/Theme" "$site/Theme"
    flags=()
    for flag in $SERVE_FLAGS; do flags+=("--serve-flag=$flag"); done
    if python3 "$REPO/Benchmarks/serve-benchmark.py" measure --guidegen "$GUIDEGEN" --site "$site" \
        --theme "$site/Theme" --json "$WORK/record-$pages.json" --runs "$RUNS" --wrk-duration "$WRK_DURATION" \
        --wrk-connections "$WRK_CONNECTIONS" --wrk-threads "$WRK_THREADS" ${flags[@]+"${flags[@]}"}; then
        RECORDS+=("$WORK/record-$pages.json")
        python3 - "$WORK/record-$pages.json" <<'EOF' || FAILED=1
import json, sys
r = json.load(open(sys.argv[1]))
bad = [name for name, row in r["edits"].items() if row.get("failures")]
sys.exit(1 if bad or r.get("exit") != 0 else 0)
EOF
    else
        log "error: the measurement at $pages pages failed"
        FAILED=1
    fi
    rm -rf "$site"
done

# --- table -------------------------------------------------------------------------------
echo
echo "guidegen serve benchmark (sources at $revision; binary built $(date -r "$GUIDEGEN" "+%Y-%m-%d %H:%M")); $(nproc) CPUs"
echo "latency: from writing the file to the live-reload event on an SSE client, median and max of $RUNS edits, each on an idle preview; 'server ms': the preview's own 'Rebuilt in' time; 'page ms': from the write until the edited page, which the preview renders when asked for, has been fetched after the event; 'search ready ms': from the write until the search index is updated too (medians)"
echo "wrk: -t$WRK_THREADS -c$WRK_CONNECTIONS -d$WRK_DURATION --latency against one topic page, on the same machine; errors = non-2xx responses + socket errors"
echo "load average (1, 5, 15 min) before each size: ${LOADS[*]}"
awk -v l="${START_LOAD%% *}" -v n="$(nproc)" 'BEGIN { exit !(l > n / 4) }' &&
    echo "note: the load average was ${START_LOAD%% *} at the start: other processes were busy, so times may be inflated"
[ ${#RECORDS[@]} -gt 0 ] && python3 "$REPO/Benchmarks/serve-benchmark.py" table "${RECORDS[@]}"
echo "earlier target (issue 5): body edit at most 50 ms at 10,000 pages (Hugo: about 240 ms here)"
exit $FAILED
