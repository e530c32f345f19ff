#!/usr/bin/env bash
# Measures `guidegen lsp` on a generated bilingual site (issue 38's targets):
#
#   Benchmarks/lsp-benchmark.sh [PAGES]        default: 10000
#
# Generates the site (Benchmarks/generate-site.py) into /dev/shm with the repository's glossary,
# then runs Benchmarks/lsp-benchmark.py against the release guidegen: startup to the first
# diagnostics of an opened page, its own findings (target <= 2 s), startup to its complete
# diagnostics, with its links once the site's index is read in the background (<= 2 s),
# diagnostics after an edit, median of 20 (<= 50 ms), completion of `<doc:`, median of 20
# (<= 30 ms), and the server's peak memory (<= 400 MB). Each figure is printed next to its target.
#
# Environment: GUIDEGEN=path (default .build-bench/release/guidegen, built when missing; a
# build in another folder: `swift build -c release --scratch-path .build-lsp-release` and
# GUIDEGEN=.build-lsp-release/release/guidegen), REBUILD=1.
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$REPO/Benchmarks/common.sh" "${@:-10000}"
release_guidegen

WORK=$(mktemp -d /dev/shm/guidegen-lsp-bench.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
status=0
for pages in "${SIZES[@]}"; do
    site=$WORK/site-$pages
    log "generating $pages pages…"
    python3 "$REPO/Benchmarks/generate-site.py" "$pages" "$site" >/dev/null
    cp "$REPO/glossary.yml" "$site/glossary.yml"
    printf 'languages: [en, zh-Hans]\ndefault_language: en\nglossary: glossary.yml\n' > "$site/guidegen.yml"
    log "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
    python3 "$REPO/Benchmarks/lsp-benchmark.py" "$GUIDEGEN" "$site" || status=1
done
exit $status
