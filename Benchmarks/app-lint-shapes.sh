#!/usr/bin/env bash
# Whether `guidegen lint --sources` stays linear in the shapes of code that real apps hold and
# a generated app of many small files does not (issue 32): one function of many statements, and
# one type of many stored properties. Each shape is generated at SIZE and at 4 × SIZE
# statements (default 500), its keys in one `.strings` table, and linted on two cores; the target
# is linear time: the larger app within 5 × the smaller's CPU time (4 × its code, and room for
# the fixed start-up).
#
#   Benchmarks/app-lint-shapes.sh [SIZE]
#
# The shapes are those where real apps' lint time went (zotero-ios, duckduckgo/iOS): a setup
# function assigning a localized string to a name that one of the app's views also declares, and
# a controller whose method shows each of its stored properties in a label.
#
# Environment: GUIDEGEN=path (default .build-bench/release/guidegen, built when missing),
# CORES=list for taskset (default 0,1).
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SIZE=${1:-500}
CORES=${CORES:-0,1}
. "$REPO/Benchmarks/common.sh" 8
[ -x /usr/bin/time ] || apt_install time
release_guidegen

WORK=$(mktemp -d /dev/shm/guidegen-app-shapes.XXXXXX)
trap 'rm -rf "$WORK"' EXIT

generate() {  # generate SHAPE SIZE FOLDER
    python3 - "$@" <<'PY'
import os, sys
shape, n, root = sys.argv[1], int(sys.argv[2]), sys.argv[3]
os.makedirs(root + '/Sources', exist_ok=True)
os.makedirs(root + '/en.lproj', exist_ok=True)
keys = {}
if shape == 'long-function':
    # One function of n statements, each assigning to a name one of the app's views declares.
    lines = []
    for i in range(n):
        keys[f'long.k{i}'] = f'Saved item number {i}'
        lines.append(f'        title = NSLocalizedString("long.k{i}", comment: "")')
    keys['long.header'] = 'Recent items'
    source = ('import SwiftUI\nimport UIKit\n\nstruct Header: View {\n    var title: some View { Text("long.header") }\n'
              '    var body: some View { title }\n}\n\nfinal class Controller: UIViewController {\n    func configure() {\n'
              + '\n'.join(lines) + '\n    }\n}\n')
else:
    # One type of n stored properties, each shown by a label in one of its methods.
    properties, shows = [], []
    for i in range(n):
        keys[f'wide.p{i}'] = f'Open folder {i}'
        properties.append(f'    let p{i} = NSLocalizedString("wide.p{i}", comment: "")')
        shows.append(f'        label.text = p{i}')
    source = ('import UIKit\n\nfinal class WideController: UIViewController {\n    let label = UILabel()\n'
              + '\n'.join(properties) + '\n\n    func show() {\n' + '\n'.join(shows) + '\n    }\n}\n')
with open(f'{root}/Sources/{shape}.swift', 'w') as out:
    out.write(source)
with open(root + '/en.lproj/Localizable.strings', 'w') as out:
    for key, value in sorted(keys.items()):
        out.write(f'"{key}" = "{value}";\n')
PY
}

cpu_seconds() {  # cpu_seconds FOLDER: the lint's user + system time, best of two
    local best=""
    for _ in 1 2; do
        taskset -c "$CORES" /usr/bin/time -f '%U %S' -o "$WORK/time" "$GUIDEGEN" lint "$1/en.lproj/Localizable.strings" --sources "$1/Sources" --format json >/dev/null 2>"$WORK/stderr" \
            || [ $? -eq 1 ] || { cat "$WORK/stderr" >&2; exit 1; }
        local cpu
        cpu=$(awk '{ printf "%.2f", $1 + $2 }' "$WORK/time")
        if [ -z "$best" ] || awk "BEGIN { exit !($cpu < $best) }"; then best=$cpu; fi
    done
    echo "$best"
}

for shape in long-function wide-type; do
    generate "$shape" "$SIZE" "$WORK/$shape-small"
    generate "$shape" "$((SIZE * 4))" "$WORK/$shape-large"
    small=$(cpu_seconds "$WORK/$shape-small")
    large=$(cpu_seconds "$WORK/$shape-large")
    ratio=$(awk "BEGIN { printf \"%.1f\", $large / ($small > 0 ? $small : 0.01) }")
    met=$(awk "BEGIN { print ($ratio <= 5) ? \"met\" : \"NOT met\" }")
    printf '%-13s %5d statements: %6.2f CPU-s   %5d: %6.2f CPU-s   ratio %4s×   target <= 5× (linear): %s\n' \
        "$shape" "$SIZE" "$small" "$((SIZE * 4))" "$large" "$ratio" "$met"
done
