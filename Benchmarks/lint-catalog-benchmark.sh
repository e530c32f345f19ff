#!/usr/bin/env bash
# Measures `guidegen lint` on a minified String Catalog: one line of about 100 KB with one
# finding per key, the input on which the cost used to grow with findings × line length
# (11 s for 1,000 findings, minutes for 5,000).
#
#   Benchmarks/lint-catalog-benchmark.sh [KEYS...]       default: 1000 5000
#
# For each size: writes the catalog once into /dev/shm, then lints it $RUNS times (default 3)
# in each output format and prints the best wall time next to the target: well under a second
# for 5,000 findings on a 2-core machine (release build), and time that grows linearly with
# the keys. Environment: GUIDEGEN=path (default .build-bench/release/guidegen, built when
# missing), RUNS=n.
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNS=${RUNS:-3}
SIZES=("$@")
[ ${#SIZES[@]} -gt 0 ] || SIZES=(1000 5000)
GUIDEGEN=${GUIDEGEN:-$REPO/.build-bench/release/guidegen}
if [ ! -x "$GUIDEGEN" ]; then
    echo "building the release guidegen into .build-bench (several minutes on 2 cores)…" >&2
    (cd "$REPO" && swift build -c release --scratch-path .build-bench --product guidegen) >&2
fi

WORK=$(mktemp -d /dev/shm/guidegen-catalog-bench.XXXXXX)
trap 'rm -rf "$WORK"' EXIT

printf '%-7s %-8s %-7s %9s %9s  %s\n' keys KB format findings "wall s" target
for keys in "${SIZES[@]}"; do
    catalog=$WORK/Localizable-$keys.xcstrings
    # Keys that are their own English text (no localization), each with “Click” (en.tap).
    python3 - "$keys" "$catalog" <<'PY'
import json, sys
keys, path = int(sys.argv[1]), sys.argv[2]
strings = {f"Click item {n}": {} for n in range(keys)}
with open(path, "w") as f:
    json.dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, f, separators=(",", ":"), ensure_ascii=False)
PY
    kilobytes=$(( $(stat -c %s "$catalog") / 1024 ))
    for format in line human json sarif; do
        best=""
        for _ in $(seq "$RUNS"); do
            start=$(date +%s.%N)
            "$GUIDEGEN" lint "$catalog" --format "$format" >"$WORK/out" 2>&1 || [ $? -eq 1 ]
            wall=$(echo "$(date +%s.%N) - $start" | bc)
            if [ -z "$best" ] || [ "$(echo "$wall < $best" | bc)" = 1 ]; then best=$wall; fi
        done
        findings=$(grep -c 'en.tap' "$WORK/out" || true)
        target=$([ "$keys" -le 5000 ] && echo "< 1 s" || echo "linear")
        printf '%-7s %-8s %-7s %9s %9.2f  %s\n' "$keys" "$kilobytes" "$format" "$findings" "$best" "$target"
    done
done
