#!/usr/bin/env bash
# The Swift Programming Language, English and Chinese: `docc convert` of each catalog next to
# guidegen's bilingual build of both (search and lint included), in one run; then the search
# quality of the built site on Benchmarks/tspl-search-queries.json (issue 14).
#
#   Benchmarks/tspl-benchmark.sh
#   RUNS=3 Benchmarks/tspl-benchmark.sh        best wall time of 3 runs each (default 1)
#   SEARCH_QUALITY=0 Benchmarks/tspl-benchmark.sh
#
# The catalogs are read where they are (TSPL_CORPUS, default ../shared/corpora/tspl beside
# the repository: {en,zh-Hans}/TSPL.docc) and never written to; every output goes to a
# temporary folder in /dev/shm. guidegen builds the site of Benchmarks/tspl/guidegen.yml,
# which names the two catalogs as its content.
#
# Environment: GUIDEGEN=path (default .build-bench/release/guidegen, built when missing;
# REBUILD=1 rebuilds), DOCC=path (default /opt/swift/usr/bin/docc, else `docc` on PATH),
# RUNS=n (default 1), TSPL_CORPUS=dir, SEARCH_QUALITY=0 to skip the search-quality step.
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNS=${RUNS:-1}
. "$REPO/Benchmarks/common.sh"
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || { log "error: RUNS must be a whole number, at least 1: '$RUNS'"; exit 2; }
CORPUS=${TSPL_CORPUS:-$REPO/../shared/corpora/tspl}
SITE=$REPO/Benchmarks/tspl
CONFIG=$SITE/guidegen.yml
DOCC=${DOCC:-/opt/swift/usr/bin/docc}
[ -x "$DOCC" ] || DOCC=$(command -v docc || true)
[ -n "$DOCC" ] && [ -x "$DOCC" ] || { log "error: no docc (set DOCC=path; it ships with the Swift toolchain)"; exit 1; }
[ -x /usr/bin/time ] || { log "error: /usr/bin/time is missing (Debian package time)"; exit 1; }
for language in en zh-Hans; do
    [ -d "$CORPUS/$language/TSPL.docc" ] || { log "error: no catalog at $CORPUS/$language/TSPL.docc"; exit 1; }
done
release_guidegen

WORK=$(mktemp -d /dev/shm/guidegen-tspl.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
trap 'exit 130' INT TERM

# run_once LABEL OUTPUT CMD...: runs CMD once (OUTPUT deleted first) and keeps in RESULT[LABEL]
# the "wall cpu peakMB" of its fastest run so far, or FAILED once a run failed.
run_once() {
    local label=$1 output=$2 wall user sys rss
    shift 2
    [ "${RESULT[$label]:-}" = FAILED ] && return 1
    rm -rf "$output"
    if ! /usr/bin/time -f '%e %U %S %M' -o "$WORK/time" "$@" >"$WORK/$label.out" 2>"$WORK/$label.err"; then
        RESULT[$label]=FAILED
        return 1
    fi
    read -r wall user sys rss < <(tail -n 1 "$WORK/time")
    log "  $label: $wall s wall"
    if [ -z "${RESULT[$label]:-}" ] || awk -v a="$wall" -v b="${RESULT[$label]%% *}" 'BEGIN { exit !(a < b) }'; then
        RESULT[$label]=$(awk -v w="$wall" -v u="$user" -v s="$sys" -v r="$rss" 'BEGIN { printf "%.2f %.2f %.0f", w, u + s, r / 1024 }')
    fi
}

START_LOAD=$(cut -d' ' -f1-3 /proc/loadavg)
declare -A RESULT
OUT=$WORK/guidegen
# The three builds take turns, round after round, so that a busy spell on this shared machine
# slows all of them rather than only the one that happened to run then.
for ((round = 1; round <= RUNS; round++)); do
    log "round $round of $RUNS: docc convert en, docc convert zh-Hans, guidegen build (both languages, search and lint)…"
    for language in en zh-Hans; do
        run_once "docc-$language" "$WORK/docc-$language" "$DOCC" convert "$CORPUS/$language/TSPL.docc" \
            --output-path "$WORK/docc-$language" || true
    done
    if [ -f "$CONFIG" ]; then
        run_once guidegen "$OUT" "$GUIDEGEN" build --root "$SITE" --allow-read "$SITE/../../../shared/corpora/tspl" --theme "$REPO/Theme" --output "$OUT" || true
    fi
done

GUIDEGEN_NOTE=""
if [ ! -f "$CONFIG" ]; then
    RESULT[guidegen]=FAILED
    GUIDEGEN_NOTE="guidegen: build FAILED: there is no $CONFIG (the site that names the two TSPL catalogs)"
elif [ "${RESULT[guidegen]}" = FAILED ]; then
    GUIDEGEN_NOTE="guidegen: build FAILED: guidegen cannot build the TSPL catalogs yet; its last lines:"$'\n'"$(tail -n 15 "$WORK/guidegen.err" | sed 's/^/    /')"
else
    GUIDEGEN_NOTE="guidegen: $(grep -E '^Built ' "$WORK/guidegen.err" || echo 'no summary line')"
fi

echo
echo "The Swift Programming Language: docc convert of each catalog vs guidegen's bilingual build (search + lint), output to /dev/shm"
echo "guidegen $GUIDEGEN (built $(date -r "$GUIDEGEN" '+%Y-%m-%d %H:%M')); docc $DOCC; $(nproc) CPUs; $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "best wall time of $RUNS run(s) each, the three builds taking turns; load average (1, 5, 15 min) at the start: $START_LOAD"
awk -v l="${START_LOAD%% *}" -v n="$(nproc)" 'BEGIN { exit !(l > n / 4) }' &&
    echo "note: other processes were busy at the start, so wall times may be inflated"
echo
printf '%-46s %8s %8s %9s\n' "" "wall s" "CPU s" "peak MB"
for key in docc-en docc-zh-Hans guidegen; do
    case $key in
        docc-en) label="docc convert en/TSPL.docc" ;;
        docc-zh-Hans) label="docc convert zh-Hans/TSPL.docc" ;;
        guidegen) label="guidegen build (en + zh-Hans, search, lint)" ;;
    esac
    if [ "${RESULT[$key]}" = FAILED ]; then
        printf '%-46s %s\n' "$label" "FAILED"
    else
        read -r wall cpu mb <<<"${RESULT[$key]}"
        printf '%-46s %8s %8s %9s\n' "$label" "$wall" "$cpu" "$mb"
    fi
done
echo "$GUIDEGEN_NOTE"
for language in en zh-Hans; do
    if [ "${RESULT[docc-$language]}" = FAILED ]; then
        echo "docc $language failed:"; tail -n 15 "$WORK/docc-$language.err" | sed 's/^/    /'
    else
        echo "docc $language: $(grep -c 'warning:' "$WORK/docc-$language.err" "$WORK/docc-$language.out" | awk -F: '{ s += $2 } END { print s }') warnings"
    fi
done
echo
FAILED=0
if [ "${RESULT[docc-en]}" != FAILED ] && [ "${RESULT[docc-zh-Hans]}" != FAILED ] && [ "${RESULT[guidegen]}" != FAILED ]; then
    read -r aw ac _ <<<"${RESULT[docc-en]}"
    read -r bw bc _ <<<"${RESULT[docc-zh-Hans]}"
    read -r gw gc _ <<<"${RESULT[guidegen]}"
    awk -v a="$aw" -v b="$bw" -v g="$gw" -v ac="$ac" -v bc="$bc" -v gc="$gc" 'BEGIN {
        r = (g > 0 ? (a + b) / g : 0)
        printf "target (issue 14): docc wall (%.2f s + %.2f s = %.2f s) ÷ guidegen wall (%.2f s) = %.1fx; target ≥ 20x: %s\n",
            a, b, a + b, g, r, (r >= 20 ? "PASS" : "FAIL")
        # On a busy machine wall times mostly measure waiting; CPU seconds are steadier.
        printf "(CPU seconds: docc %.2f s + %.2f s = %.2f s, guidegen %.2f s: %.1fx)\n", ac, bc, ac + bc, gc, (gc > 0 ? (ac + bc) / gc : 0) }'
else
    echo "target (issue 14): docc wall ÷ guidegen wall ≥ 20x: n/a (a build failed)"
    FAILED=1
fi

# Search quality on the built site: MRR per language in headless Chromium (and Pagefind's on
# the same pages when it is installed), over the TSPL query set.
if [ "${SEARCH_QUALITY:-1}" != 0 ] && [ "${RESULT[guidegen]}" != FAILED ]; then
    echo
    "$REPO/Benchmarks/search-quality.sh" "$OUT" "$REPO/Benchmarks/tspl-search-queries.json" || FAILED=1
fi
exit $FAILED
