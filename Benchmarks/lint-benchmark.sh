#!/usr/bin/env bash
# Measures `guidegen lint` on the synthetic bilingual sites of the build benchmark.
#
#   Benchmarks/lint-benchmark.sh [PAGES...]       default: 10000
#
# For each size: generates the site once into /dev/shm, then lints its Content/ $RUNS times
# (default 3) with the release guidegen and prints the best wall time, its CPU time, peak
# memory and throughput in MB of Markdown per second. The target on a 2-core machine is at
# most 2 s wall for the 10,000-page (about 75 MB) corpus. The repository's guidegen.yml and
# glossary apply (`--root`), wherever the script is run from.
#
# Environment: GUIDEGEN=path (default .build-bench/release/guidegen, built when missing), RUNS=n.
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNS=${RUNS:-3}
SIZES=("$@")
[ ${#SIZES[@]} -gt 0 ] || SIZES=(10000)
[ -x /usr/bin/time ] || { apt-get install -y -q time >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q time >/dev/null; }; }

GUIDEGEN=${GUIDEGEN:-$REPO/.build-bench/release/guidegen}
if [ ! -x "$GUIDEGEN" ]; then
    echo "building the release guidegen into .build-bench (several minutes on 2 cores)…" >&2
    (cd "$REPO" && swift build -c release --scratch-path .build-bench --product guidegen) >&2
fi

WORK=$(mktemp -d /dev/shm/guidegen-lint-bench.XXXXXX)
trap 'rm -rf "$WORK"' EXIT

printf '%-8s %-10s %8s %8s %10s %12s\n' pages "MB" "wall s" "CPU s" "MB/s" "peak RSS MB"
for pages in "${SIZES[@]}"; do
    site=$WORK/site-$pages
    python3 "$REPO/Benchmarks/generate-site.py" "$pages" "$site" >/dev/null
    megabytes=$(du -sm --apparent-size "$site/Content" | cut -f1)
    best=""
    for _ in $(seq "$RUNS"); do
        # Findings are expected on synthetic text; only a crash counts as a failure (exit 0 or 1).
        /usr/bin/time -f '%e %U %S %M' -o "$WORK/time" "$GUIDEGEN" lint --root "$REPO" "$site/Content" --quiet --format line >/dev/null 2>"$WORK/stderr" || [ $? -eq 1 ] || { cat "$WORK/stderr" >&2; exit 1; }
        read -r wall user sys rss < "$WORK/time"
        if [ -z "$best" ] || awk "BEGIN { exit !($wall < ${best%% *}) }"; then best="$wall $user $sys $rss"; fi
    done
    read -r wall user sys rss <<< "$best"
    awk -v p="$pages" -v mb="$megabytes" -v w="$wall" -v u="$user" -v s="$sys" -v r="$rss" \
        'BEGIN { printf "%-8s %-10s %8.2f %8.2f %10.1f %12d\n", p, mb, w, u + s, mb / w, r / 1024 }' 
done
