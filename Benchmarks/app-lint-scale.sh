#!/usr/bin/env bash
# How `guidegen lint --sources` scales with an app's size (issue 32): a generated app of
# 2,000 Swift files and 20,000 keys (a String Catalog in English and Simplified Chinese) is
# linted with its Swift sources on two cores; the target is under 5 s wall.
#
#   Benchmarks/app-lint-scale.sh [FILES [KEYS]]      default: 2000 20000
#
# The app's views use their keys the ways real apps do: `Text`, `Button`, `Toggle`, `Picker`
# options from an enum's `description` in another file, the app's own row view given a key, a
# view function called in a group box and in a menu, `Section` headers and alerts. The best of
# $RUNS runs (default 3) is printed next to the target, with CPU time and peak memory.
#
# Environment: GUIDEGEN=path (default .build-bench/release/guidegen, built when missing), RUNS=n,
# CORES=list for taskset (default 0,1).
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
FILES=${1:-2000}
KEYS=${2:-20000}
RUNS=${RUNS:-3}
CORES=${CORES:-0,1}
. "$REPO/Benchmarks/common.sh" 8
[ -x /usr/bin/time ] || apt_install time
release_guidegen

WORK=$(mktemp -d /dev/shm/guidegen-app-scale.XXXXXX)
trap 'rm -rf "$WORK"' EXIT

python3 - "$WORK/App" "$FILES" "$KEYS" <<'PY'
import json, os, sys
root, files, keys = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
os.makedirs(root + '/Sources', exist_ok=True)
per_file = max(1, keys // files)
words = 'photo album library folder note draft item list file image video song playlist contact message account setting profile filter'.split()
strings = {}
def key(n):
    return f'screen{n // per_file}.item{n % per_file}'
def value(n):
    w = words[n % len(words)], words[(n * 7) % len(words)]
    forms = [f'Show {w[0]} {w[1]}', f'Delete {w[0].title()}', f'The {w[0]} could not be saved', f'{w[0].title()} {w[1]}s',
             f'Add {w[1]} to {w[0]}', f'{w[0]}_{w[1]}']
    return forms[n % len(forms)]
n = 0
for f in range(files):
    body = []
    own = []
    for _ in range(per_file):
        if n >= keys:
            break
        own.append(n)
        n += 1
    lines = []
    for i, k in enumerate(own):
        kind = i % 8
        if kind == 0: lines.append(f'            Text("{key(k)}")')
        elif kind == 1: lines.append(f'            Button("{key(k)}") {{ save() }}')
        elif kind == 2: lines.append(f'            Toggle("{key(k)}", isOn: $on)')
        elif kind == 3: lines.append(f'            Section("{key(k)}") {{ Row{f}(title: "{key(k)}") }}')
        elif kind == 4: lines.append(f'            GroupBox(label: label{f}()) {{ Text("{key(k)}").font(.headline) }}')
        elif kind == 5: lines.append(f'            Menu("{key(k)}") {{ Button(action: {{}}) {{ label{f}() }} }}')
        elif kind == 6: lines.append(f'            Picker("{key(k)}", selection: $mode) {{ ForEach(Mode{f}.allCases) {{ Text($0.description).tag($0) }} }}')
        else: lines.append(f'            Text("x").alert("{key(k)}", isPresented: $shown) {{ Button("OK") {{ }} }}')
        strings[key(k)] = value(k)
    src = f'''import SwiftUI

struct Screen{f}: View {{
    @State var on = false
    @State var shown = false
    @State var mode = Mode{f}.first
    var body: some View {{
        List {{
{chr(10).join(lines)}
        }}
        .navigationTitle("screen{f}.title")
    }}
    func save() {{ }}
    func label{f}() -> some View {{ Label("screen{f}.label", systemImage: "star") }}
}}

struct Row{f}: View {{
    let title: LocalizedStringKey
    var body: some View {{ HStack {{ Text(title); Spacer() }} }}
}}

enum Mode{f}: String, CaseIterable, Identifiable {{
    case first, second
    var id: String {{ rawValue }}
    var description: String {{
        switch self {{
        case .first: String(localized: "screen{f}.mode.first")
        case .second: String(localized: "screen{f}.mode.second")
        }}
    }}
}}
'''
    with open(f'{root}/Sources/Screen{f}.swift', 'w') as out:
        out.write(src)
catalog = {'sourceLanguage': 'en', 'version': '1.0', 'strings': {
    k: {'localizations': {'en': {'stringUnit': {'state': 'translated', 'value': v}},
                          'zh-Hans': {'stringUnit': {'state': 'translated', 'value': '显示%d个项目' if i % 3 == 0 else '删除这个项目'}}}}
    for i, (k, v) in enumerate(sorted(strings.items()))}}
with open(root + '/Localizable.xcstrings', 'w') as out:
    json.dump(catalog, out, ensure_ascii=False, indent=2)
print(f'{files} Swift files, {len(strings)} keys', file=sys.stderr)
PY

best=""
for _ in $(seq "$RUNS"); do
    # Findings are expected; only a crash counts as a failure (exit 0 or 1).
    taskset -c "$CORES" /usr/bin/time -f '%e %U %S %M' -o "$WORK/time" "$GUIDEGEN" lint "$WORK/App/Localizable.xcstrings" --sources "$WORK/App/Sources" --format json >"$WORK/out.json" 2>"$WORK/stderr" || [ $? -eq 1 ] || { cat "$WORK/stderr" >&2; exit 1; }
    read -r wall user sys rss < "$WORK/time"
    if [ -z "$best" ] || awk "BEGIN { exit !($wall < ${best%% *}) }"; then best="$wall $user $sys $rss"; fi
done
read -r wall user sys rss <<< "$best"
findings=$(python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))))" "$WORK/out.json")
cpu=$(awk "BEGIN { printf \"%.2f\", $user + $sys }")
met=$(awk "BEGIN { print ($wall < 5) ? \"met\" : \"NOT met\" }")
printf 'app of %s Swift files and %s keys (en, zh-Hans), --sources, cores %s: %s s wall, %s s CPU, %d MB peak, %s findings   target < 5 s: %s\n' \
    "$FILES" "$KEYS" "$CORES" "$wall" "$cpu" "$((rss / 1024))" "$findings" "$met"
