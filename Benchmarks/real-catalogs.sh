#!/usr/bin/env bash
# Every DocC catalog of the Swift packages this machine keeps copies of (/opt/swift-packages,
# bare git repositories), built and linted one by one: real catalogs nobody here wrote.
#
#   Benchmarks/real-catalogs.sh                 GUIDEGEN=path (default .build/release/guidegen)
#   PACKAGES=/path/to/bare/repos Benchmarks/real-catalogs.sh
#
# For each catalog: `guidegen build <catalog>` (within 60 s) and `guidegen lint <catalog>`.
# Prints the catalogs that failed to build (with their errors), those whose lint findings differ
# from the build's, the count of each diagnostic id over all catalogs, and the internal links of
# the built pages that lead to no file. Exits non-zero when a build crashed or timed out (a
# build that reports errors is a finding to read, not a crash). Nothing is committed from the
# packages: they are extracted to a temporary folder in /dev/shm and deleted afterwards.
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
GUIDEGEN=${GUIDEGEN:-$REPO/.build/release/guidegen}
PACKAGES=${PACKAGES:-/opt/swift-packages}
[ -x "$GUIDEGEN" ] || { echo "error: no guidegen at $GUIDEGEN (swift build -c release --product guidegen)" >&2; exit 2; }
[ -d "$PACKAGES" ] || { echo "error: no package copies at $PACKAGES" >&2; exit 2; }

WORK=$(mktemp -d /dev/shm/guidegen-catalogs.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/catalogs" "$WORK/out" "$WORK/logs"

# Extract each repository's `….docc` folders (its newest commit), each with the module folder
# around it (`Sources/Kit` for `Sources/Kit/Kit.docc`): its Swift files give the symbols'
# summaries, declarations, members and the pages of symbols no extension file documents, as
# in the package. A catalog at the repository's top comes alone.
for repo in "$PACKAGES"/*/*.git; do
    name=$(basename "$(dirname "$repo")")_$(basename "$repo" .git)
    { git --git-dir="$repo" ls-tree -r -d --name-only HEAD 2>/dev/null || true; } | { grep -E '\.docc$' || true; } | while read -r path; do
        mkdir -p "$WORK/catalogs/$name"
        folder=$(dirname "$path")
        [ "$folder" = . ] && folder=$path
        git --git-dir="$repo" archive HEAD "$folder" 2>/dev/null | tar -x -C "$WORK/catalogs/$name" 2>/dev/null || true
    done
done
mapfile -t CATALOGS < <(find "$WORK/catalogs" -name '*.docc' -type d -prune | sort)
echo "${#CATALOGS[@]} catalogs from $PACKAGES; guidegen: $GUIDEGEN"

# From the temporary folder: no guidegen.yml or glossary of this repository's site applies.
cd "$WORK"
crashed=0 failed=0 differ=0
for i in "${!CATALOGS[@]}"; do
    catalog=${CATALOGS[$i]}
    shown=${catalog#"$WORK/catalogs/"}
    set +e
    timeout 60 "$GUIDEGEN" build "$catalog" --output "$WORK/out/$i" --format line >"$WORK/logs/build-$i" 2>&1
    status=$?
    "$GUIDEGEN" lint "$catalog" --format line >"$WORK/logs/lint-$i" 2>&1
    set -e
    if [ $status -gt 1 ]; then
        crashed=$((crashed + 1))
        echo "CRASH or TIMEOUT (status $status): $shown"
        tail -n 5 "$WORK/logs/build-$i" | sed 's/^/    /'
    elif [ $status -eq 1 ]; then
        failed=$((failed + 1))
        echo "build failed: $shown"
        grep ': error:' "$WORK/logs/build-$i" | head -n 3 | sed "s|$WORK/catalogs/||; s/^/    /"
    fi
    rules='\[(en|zh|markdown)\.[a-z-]+\]$'
    if ! cmp -s <(grep -E "$rules" "$WORK/logs/build-$i" | sort) <(grep -E "$rules" "$WORK/logs/lint-$i" | sort); then
        differ=$((differ + 1))
        echo "lint and build disagree: $shown"
    fi
done

echo
echo "built: $((${#CATALOGS[@]} - failed - crashed)) of ${#CATALOGS[@]}; failed with errors: $failed; crashed or timed out: $crashed; lint and build disagree: $differ"
echo "diagnostics by id, all catalogs (build):"
cat "$WORK"/logs/build-* | grep -oE '\[[a-z.-]+\]$' | sort | uniq -c | sort -rn | sed 's/^/  /'
python3 - "$WORK/out" <<'PY'
import glob, os, re, sys, urllib.parse
links = broken = 0
examples = []
for site in glob.glob(sys.argv[1] + "/*"):
    for page in glob.glob(site + "/**/*.html", recursive=True):
        text = open(page, encoding="utf-8", errors="replace").read()
        for href in re.findall(r'(?:href|src)="(/[^"#?]*)', text):
            if href.startswith("//"):
                continue  # another host
            links += 1
            path = site + urllib.parse.unquote(href)
            if path.endswith("/"):
                path += "index.html"
            if not os.path.exists(path):
                broken += 1
                examples.append(f"{page[len(site):]} → {href}")
print(f"internal links in the built pages: {links}, leading to no file: {broken}")
for example in examples[:10]:
    print("  " + example)
PY
[ $crashed -eq 0 ]
