#!/usr/bin/env bash
# The cost of checking translations against their source (issue 37), on the synthetic bilingual
# site (Benchmarks/generate-site.py), per size:
#   - `guidegen translations` (the report) with a record of every page, wall and CPU seconds
#     of the fastest of RUNS runs, next to the target of 1 s at 10,000 pages;
#   - the build's CPU with the record against the same build without it (--no-search --no-lint,
#     alternating the two, best of RUNS), next to the target of 3 %.
#
#   Benchmarks/translations-benchmark.sh              # 1,000 and 10,000 pages
#   RUNS=5 Benchmarks/translations-benchmark.sh 10000
#
# Uses the release binary of .build-bench (built when missing), or GUIDEGEN=path.
set -euo pipefail
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$REPO/Benchmarks/common.sh" "$@"
RUNS=${RUNS:-3}
release_guidegen
WORK=$(mktemp -d /tmp/guidegen-translations-bench.XXXXXX)
trap 'rm -rf "$WORK"' EXIT

# CPU seconds (user + system) and wall seconds of a command, as "cpu wall".
measure() {
    /usr/bin/time -f "%U %S %e" -o "$WORK/time" "$@" >/dev/null 2>&1 || true
    awk '{ printf "%.2f %.2f\n", $1 + $2, $3 }' "$WORK/time"
}

for n in "${SIZES[@]}"; do
    site=$WORK/site-$n
    python3 "$REPO/Benchmarks/generate-site.py" "$n" "$site" >/dev/null
    printf 'languages: [en, zh-Hans]\ntitle: Benchmark\n' > "$site/guidegen.yml"
    (cd "$site" && "$GUIDEGEN" translations --init >/dev/null)
    # One section of every tenth English page changes, as after a week of writing.
    python3 - "$site" <<'PY'
import pathlib, sys
for i, page in enumerate(sorted(pathlib.Path(sys.argv[1], "Content").rglob("*.en.md"))):
    if i % 10 == 0:
        text = page.read_text(encoding="utf-8")
        page.write_text(text.replace("## Best practices {#best-practices}\n", "## Best practices {#best-practices}\n\nOne more sentence.\n", 1), encoding="utf-8")
PY
    best_with=999 best_without=999 report_cpu=999 report_wall=999
    for ((round = 1; round <= RUNS; round++)); do
        # The report: the run with the lowest wall time, and its CPU.
        read -r cpu wall < <(cd "$site" && measure "$GUIDEGEN" translations)
        if awk -v a="$wall" -v b="$report_wall" 'BEGIN { exit !(a < b) }'; then report_cpu=$cpu report_wall=$wall; fi
        read -r with _ < <(cd "$site" && measure "$GUIDEGEN" build --no-search --no-lint --output "$WORK/out")
        mv "$site/translations.yml" "$site/translations.off"
        read -r without _ < <(cd "$site" && measure "$GUIDEGEN" build --no-search --no-lint --output "$WORK/out")
        mv "$site/translations.off" "$site/translations.yml"
        best_with=$(echo "$with $best_with" | awk '{ print ($1 < $2 ? $1 : $2) }')
        best_without=$(echo "$without $best_without" | awk '{ print ($1 < $2 ? $1 : $2) }')
    done
    share=$(echo "$best_with $best_without" | awk '{ printf "%.1f", ($1 - $2) / $2 * 100 }')
    echo "$n pages (load $(cut -d' ' -f1 /proc/loadavg)): report $report_wall s wall, $report_cpu CPU-s (target at 10,000: <= 1 s wall); build CPU with the record $best_with s, without $best_without s: $share % (target <= 3 %)"
done
