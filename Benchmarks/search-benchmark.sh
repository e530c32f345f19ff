#!/usr/bin/env bash
# The search benchmark: guidegen's search index next to Pagefind's on a synthetic site.
#
#   Benchmarks/search-benchmark.sh            # 10,000 pages
#   Benchmarks/search-benchmark.sh 2000       # another size
#   NO_PAGEFIND=1 Benchmarks/search-benchmark.sh
#
# Prints, for guidegen (whole `guidegen build`, search included) and for Pagefind (run on the
# same built pages): build wall and CPU time and peak memory, the time spent on the search
# index, index size per page, bytes the first query fetches (counted by the HTTP server that
# serves the pages, so Pagefind's web worker is counted too) and per-keystroke latency in
# headless Chromium; then MRR and recall@5 of both engines over the query set
# (Benchmarks/search-queries.json) on the shipped Content/.
# Needs python3 with selenium, chromium and chromedriver, /usr/bin/time, and Pagefind from
# PyPI (`pip install pagefind-bin-extended`). Measures .build-search/release/guidegen, built
# with `swift build -c release --scratch-path .build-search` when missing (REBUILD=1 rebuilds).
set -euo pipefail
cd "$(dirname "$0")/.."
PAGES=${1:-10000}
BIN=${GUIDEGEN:-.build-search/release/guidegen}
if [ ! -x "$BIN" ] || [ -n "${REBUILD:-}" ]; then
  swift build -c release --scratch-path .build-search --product guidegen >&2
fi
WORK=$(mktemp -d "${TMPDIR_BENCH:-/dev/shm}/guidegen-search-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
PAGEFIND=()
if [ -z "${NO_PAGEFIND:-}" ] && python3 -c "import pagefind_bin_extended" 2>/dev/null; then
  PAGEFIND=(python3 -m pagefind_bin_extended)
fi
PAGEFIND_OPTIONS=(--root-selector main --exclude-selectors ".breadcrumbs, .toc, .related, .backlinks, .pagination, .updated, #search-page" --quiet)

stamp() { python3 -u -c '
import sys, time
while True:
    line = sys.stdin.readline()
    if not line: break
    print(f"{time.time():.3f} {line}", end="")'; }

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 Benchmarks/generate-site.py "$PAGES" "$WORK/site" >/dev/null

# guidegen: the whole build, with the moment the search stage starts and ends.
if ! /usr/bin/time -f "%e %U %S %M" -o "$WORK/time.txt" "$BIN" build --root "$WORK/site" --theme "$PWD/Theme" --output "$WORK/out" -v 2>&1 >/dev/null | stamp > "$WORK/stages.txt"; then
  grep -v warning "$WORK/stages.txt" | tail -20 >&2
  echo "guidegen build failed" >&2
  exit 1
fi
read -r wall user sys rss < "$WORK/time.txt"
index_seconds=$(awk '/Indexing for search/ {s=$1} /Writing/ {w=$1} END {printf "%.2f", w-s}' "$WORK/stages.txt")
indexed=$(find "$WORK/out/search" -path '*/pages/*.bin' | wc -l)
index_bytes=$(find "$WORK/out/search" -type f -printf '%s\n' | awk '{s+=$1} END {print s}')
largest_shard=$(find "$WORK/out/search" -path '*/terms/*' -type f -printf '%s\n' | sort -n | tail -1)
printf '\n%-10s %8s %8s %9s %10s %12s %14s\n' engine "wall s" "CPU s" "peak MB" "index s" "index MB" "bytes/page"
printf '%-10s %8.2f %8.2f %9.0f %10s %12.1f %14.0f\n' guidegen "$wall" "$(echo "$user + $sys" | bc)" "$(echo "$rss / 1024" | bc)" "$index_seconds" \
  "$(echo "$index_bytes / 1048576" | bc -l)" "$(echo "$index_bytes / $indexed" | bc -l)"

if [ ${#PAGEFIND[@]} -gt 0 ]; then
  /usr/bin/time -f "%e %U %S %M" -o "$WORK/pftime.txt" "${PAGEFIND[@]}" --site "$WORK/out" "${PAGEFIND_OPTIONS[@]}" >/dev/null 2>&1
  read -r pwall puser psys prss < "$WORK/pftime.txt"
  pf_bytes=$(find "$WORK/out/pagefind" -type f ! -name '*.js' ! -name '*.css' ! -name 'wasm.*' -printf '%s\n' | awk '{s+=$1} END {print s}')
  printf '%-10s %8.2f %8.2f %9.0f %10s %12.1f %14.0f\n' pagefind "$pwall" "$(echo "$puser + $psys" | bc)" "$(echo "$prss / 1024" | bc)" "$pwall" \
    "$(echo "$pf_bytes / 1048576" | bc -l)" "$(echo "$pf_bytes / $indexed" | bc -l)"
fi
echo "($indexed pages indexed; guidegen's largest term shard: $largest_shard bytes; index s is the search stage of the build)"

echo
python3 Benchmarks/search-benchmark.py speed "$WORK/out"

# Quality on the shipped site, both engines on the same pages.
"$BIN" build --output "$WORK/shipped" -q
if [ ${#PAGEFIND[@]} -gt 0 ]; then "${PAGEFIND[@]}" --site "$WORK/shipped" "${PAGEFIND_OPTIONS[@]}" >/dev/null 2>&1; fi
echo
python3 Benchmarks/search-benchmark.py quality "$WORK/shipped" Benchmarks/search-queries.json
