#!/usr/bin/env bash
# Measures `guidegen build` on synthetic bilingual sites (see Benchmarks/README.md).
#
#   Benchmarks/build-benchmark.sh [PAGES...]      default: 1000 10000
#
# For each size: generates the site once into /dev/shm, then measures, best wall time of
# $RUNS runs (default 3), with /usr/bin/time:
#   guidegen -> /dev/shm   the release guidegen, output in memory
#   guidegen -> disk       the same, output under .build-bench/ (on the repository's disk)
#   cmark                  Debian's cmark over the same Markdown files: the parse+render floor
#   guidegen lint          `guidegen lint` over the same Markdown, with the repository's
#                          guidegen.yml and glossary (Benchmarks/lint-benchmark.sh alone)
# and prints a table. Exits non-zero when a build fails.
#
# Environment:
#   GUIDEGEN=path     binary to measure (default .build-bench/release/guidegen, built with
#                     `swift build -c release --scratch-path .build-bench` when missing)
#   REBUILD=1         rebuild .build-bench/release/guidegen first even if it exists
#   RUNS=n            runs per measurement (default 3)
#   CMARK_BATCH=n     Markdown files per cmark process (default 500)
#   BENCH_DISK_DIR=d  parent folder for the on-disk output (default .build-bench/bench-output)
#   BUILD_FLAGS="…"   extra flags for guidegen build (default --no-search: issue 2's target is the
#                     build without search, which Benchmarks/search-benchmark.sh measures; "" for all)
#   COMPARE=0         skip the side-by-side run at the end: Benchmarks/compare-benchmark.sh, which
#                     builds COMPARE_PAGES (default 10000) with cmark, guidegen and Hugo and prints
#                     issue 16's targets (its RUNS default is 2; COMPARE_RUNS sets it here)
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNS=${RUNS:-3}
CMARK_BATCH=${CMARK_BATCH:-500}
BUILD_FLAGS=${BUILD_FLAGS---no-search}
. "$REPO/Benchmarks/common.sh" "$@"
[ -x /usr/bin/time ] || apt_install time
command -v cmark >/dev/null || apt_install cmark
command -v python3 >/dev/null || apt_install python3
CMARK=$(command -v cmark)

if [ -n "${GUIDEGEN:-}" ]; then
    [ -x "$GUIDEGEN" ] || { log "error: GUIDEGEN=$GUIDEGEN is not an executable"; exit 1; }
else
    GUIDEGEN=$REPO/.build-bench/release/guidegen
    if [ ! -x "$GUIDEGEN" ] || [ "${REBUILD:-0}" = 1 ]; then
        log "building the release guidegen into .build-bench (several minutes on 2 cores)…"
        (cd "$REPO" && swift build -c release --scratch-path .build-bench) >&2 || { log "error: swift build failed"; exit 1; }
    fi
fi
THEME=$REPO/Theme
if [ -n "$(find "$REPO/Sources" "$REPO/Package.swift" -newer "$GUIDEGEN" -print -quit 2>/dev/null)" ]; then
    log "warning: sources changed after $GUIDEGEN was built; run with REBUILD=1 to measure them"
fi

# --- work folders ------------------------------------------------------------------------
WORK=$(mktemp -d /dev/shm/guidegen-bench.XXXXXX)
DISK_PARENT=${BENCH_DISK_DIR:-$REPO/.build-bench/bench-output}
mkdir -p "$DISK_PARENT"
DISK=$(mktemp -d "$DISK_PARENT/run.XXXXXX")
cleanup() { rm -rf "$WORK" "$DISK"; rmdir "$DISK_PARENT" 2>/dev/null || true; }
trap cleanup EXIT
trap 'exit 130' INT TERM
if [ "$(stat -f -c %T "$DISK")" = tmpfs ]; then
    log "warning: $DISK is on tmpfs, so the 'disk' rows measure memory, not a disk"
fi

# --- measuring ---------------------------------------------------------------------------
# measure LABEL FILES BEFORE_CMD -- CMD...: runs CMD $RUNS times under /usr/bin/time (with
# BEFORE_CMD, untimed, before each run) and appends the best run (lowest wall time) to ROWS.
ROWS=()
SITE_INFO=()
LOADS=()
FAILED=0
measure() {
    local label=$1 files=$2 before=$3; shift 4
    local best="" best_wall="" i wall user sys rss rc
    for ((i = 1; i <= RUNS; i++)); do
        eval "$before"
        rc=0
        /usr/bin/time -f '%e %U %S %M' -o "$WORK/time" "$@" >"$WORK/stdout" 2>"$WORK/stderr" || rc=$?
        if [ "$rc" -ne 0 ]; then
            log "error: '$label' failed (exit $rc) on run $i: $*"
            sed 's/^/    /' "$WORK/stderr" | tail -n 40 >&2
            FAILED=1
            ROWS+=("$label|$files|FAILED (exit $rc)")
            return 1
        fi
        read -r wall user sys rss < <(tail -n 1 "$WORK/time")
        if [ -z "$best_wall" ] || awk -v a="$wall" -v b="$best_wall" 'BEGIN { exit !(a < b) }'; then
            best_wall=$wall
            best="$wall $user $sys $rss"
            cp "$WORK/stderr" "$WORK/best-stderr"
        fi
    done
    read -r wall user sys rss <<<"$best"
    ROWS+=("$(awk -v l="$label" -v f="$files" -v w="$wall" -v u="$user" -v s="$sys" -v r="$rss" 'BEGIN {
        printf "%s|%s|%.2f|%.2f|%.0f|%.0f", l, f, w, u + s, (w > 0 ? f / w : 0), r / 1024 }')")
}

# Checks the stderr of the best guidegen run: the summary must say 0 errors, 0 warnings.
check_guidegen_output() {
    local label=$1
    local summary
    summary=$(grep -E '^Built ' "$WORK/best-stderr" || true)
    log "  $label: ${summary:-no summary line}"
    # Besides the summary, a piped build prints a line per stage (`Rendering 20000 items…`).
    if ! grep -q '0 errors, 0 warnings' <<<"$summary" || [ "$(grep -cvE '^Built |…$' "$WORK/best-stderr")" -ne 0 ]; then
        log "  warning: guidegen printed diagnostics:"
        head -n 40 "$WORK/best-stderr" | sed 's/^/    /' >&2
    fi
}

loadavg() { cut -d' ' -f1 /proc/loadavg; }
revision=$(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)
[ -z "$(git -C "$REPO" status --porcelain --untracked-files=no -- Sources Package.swift 2>/dev/null)" ] || revision="$revision + uncommitted changes"
log "guidegen: $GUIDEGEN (built $(date -r "$GUIDEGEN" '+%Y-%m-%d %H:%M'); sources now at $revision)"
log "cmark:    $CMARK ($("$CMARK" --version | head -n 1))"
log "runs:     best wall time of $RUNS; $(nproc) CPUs; work folder $WORK; disk output $DISK"

START_LOAD=$(loadavg)
for pages in "${SIZES[@]}"; do
    site=$WORK/site-$pages
    LOADS+=("$pages: $(loadavg)")
    log ""
    log "== $pages pages: generating $site (load average $(loadavg))"
    gen_start=$(date +%s.%N)
    python3 "$REPO/Benchmarks/generate-site.py" "$pages" "$site"
    log "   generated in $(awk -v a="$gen_start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }') s"
    find "$site/Content" -name '*.md' -print0 | sort -z >"$WORK/md-files"
    files=$(tr -cd '\0' <"$WORK/md-files" | wc -c)
    mbytes=$(find "$site/Content" -name '*.md' -printf '%s\n' | awk '{ t += $1 } END { printf "%.1f", t / 1e6 }')
    SITE_INFO+=("$pages|$files|$mbytes")

    out=$WORK/out-$pages
    measure "$pages|guidegen -> /dev/shm" "$files" "rm -rf '$out'" -- \
        "$GUIDEGEN" build $BUILD_FLAGS --root "$site" --theme "$THEME" --output "$out" \
        && check_guidegen_output "guidegen -> /dev/shm"
    [ -d "$out" ] && log "  output: $(find "$out" -type f | wc -l) files, $(du -sb --apparent-size "$out" | awk '{ printf "%.0f MB", $1 / 1e6 }')"
    rm -rf "$out"

    # The previous run's output is moved aside, not deleted, before each run: on ext4 without
    # a journal, files created within a minute of many deletions cost the kernel a scan past
    # each recently deleted inode (see Benchmarks/README.md, the scale benchmark). The outputs
    # are deleted together afterwards, with a rest before anything else is measured.
    dout=$DISK/out-$pages
    measure "$pages|guidegen -> disk" "$files" "[ ! -d '$dout' ] || mv '$dout' \"\$(mktemp -d '$DISK/old.XXXXXX')\"; sync" -- \
        "$GUIDEGEN" build $BUILD_FLAGS --root "$site" --theme "$THEME" --output "$dout" \
        && check_guidegen_output "guidegen -> disk"
    rm -rf "$dout" "$DISK"/old.*
    sync
    sleep 65

    # cmark concatenates the files named on one command line into one document, so each
    # process parses and renders CMARK_BATCH pages: few process starts, bounded memory.
    measure "$pages|cmark, $CMARK_BATCH files/process" "$files" ":" -- \
        xargs -0 -n "$CMARK_BATCH" -a "$WORK/md-files" "$CMARK" || true

    # The synthetic copy follows the rules, so lint exits 0; a finding fails the row.
    measure "$pages|guidegen lint" "$files" ":" -- \
        "$GUIDEGEN" lint --root "$REPO" "$site/Content" --quiet --format line || true
    rm -rf "$site"
done

# --- table -------------------------------------------------------------------------------
echo
echo "guidegen build benchmark (sources at $revision; binary built $(date -r "$GUIDEGEN" "+%Y-%m-%d %H:%M")): best wall time of $RUNS runs; $(nproc) CPUs; pages/s counts every Markdown file (topics + section and home pages)"
echo "load average (1 min) before each size (includes this script's previous runs): ${LOADS[*]}"
awk -v l="$START_LOAD" -v n="$(nproc)" 'BEGIN { exit !(l > n / 4) }' &&
    echo "note: the load average was $START_LOAD before the first measurement: other processes were busy, so wall times may be inflated (CPU seconds less so)"
printf '%-7s %-8s %-8s %-26s %8s %8s %9s %7s %12s\n' "pages" "md files" "MB" "what" "wall s" "CPU s" "pages/s" "MB/s" "peak RSS MB"
for row in "${ROWS[@]}"; do
    IFS='|' read -r pages what files wall cpu rate rss <<<"$row"
    mb=""
    for info in "${SITE_INFO[@]}"; do
        IFS='|' read -r p f m <<<"$info"
        [ "$p" = "$pages" ] && mb=$m
    done
    if [[ $wall == FAILED* ]]; then
        printf '%-7s %-8s %-8s %-26s %s\n' "$pages" "$files" "$mb" "$what" "$wall"
    else
        mbps=$(awk -v m="$mb" -v w="$wall" 'BEGIN { printf "%.1f", (w > 0 ? m / w : 0) }')
        printf '%-7s %-8s %-8s %-26s %8s %8s %9s %7s %12s\n' "$pages" "$files" "$mb" "$what" "$wall" "$cpu" "$rate" "$mbps" "$rss"
    fi
done

if [ "${COMPARE:-1}" != 0 ]; then
    rm -rf "$WORK" "$DISK"
    RUNS=${COMPARE_RUNS:-2} GUIDEGEN=$GUIDEGEN "$REPO/Benchmarks/compare-benchmark.sh" "${COMPARE_PAGES:-10000}" || FAILED=1
fi
exit $FAILED
