#!/usr/bin/env bash
# Builds The Swift Programming Language (Benchmarks/tspl/guidegen.yml: the English and Chinese
# DocC catalogs in ../shared/corpora/tspl/) with guidegen, converts each catalog with
# `docc convert`, and compares what the two say about `<doc:>` links: how many each resolves,
# and every link one of them cannot resolve that the other can.
#
#   Benchmarks/tspl/compare-docc.sh            # guidegen from .build/release (else .build/debug)
#   GUIDEGEN=path/to/guidegen DOCC=path/to/docc Benchmarks/tspl/compare-docc.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
site=Benchmarks/tspl
corpus=$(cd "$site" && cd ../../../shared/corpora/tspl && pwd)
guidegen=${GUIDEGEN:-}
if [[ -z $guidegen ]]; then
  for candidate in .build/release/guidegen .build/debug/guidegen; do
    if [[ -x $candidate ]]; then guidegen=$candidate; break; fi
  done
fi
docc=${DOCC:-$(command -v docc || echo /opt/swift/usr/bin/docc)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

before=$(cd "$corpus" && find . -type f -exec sha1sum {} + | sort | sha1sum)
start=$(date +%s.%N)
status=0
# The catalogs and the theme are outside the site's folder: allowed by name.
"$guidegen" build --root "$site" --allow-read "$corpus" --allow-read "$site/../../Theme" --output "$work/guidegen" --format line >"$work/guidegen.txt" 2>&1 || status=$?
guidegen_seconds=$(echo "$(date +%s.%N) - $start" | bc)
after=$(cd "$corpus" && find . -type f -exec sha1sum {} + | sort | sha1sum)
docc_seconds=()
for language in en zh-Hans; do
  start=$(date +%s.%N)
  "$docc" convert "$corpus/$language/TSPL.docc" --output-path "$work/docc-$language" >"$work/docc-$language.txt" 2>&1 || true
  docc_seconds+=("$(echo "$(date +%s.%N) - $start" | bc)")
done

echo "guidegen build: exit status $status in ${guidegen_seconds}s; catalogs $([[ $before == "$after" ]] && echo untouched || echo CHANGED)"
echo "docc convert: en ${docc_seconds[0]}s, zh-Hans ${docc_seconds[1]}s"
python3 - "$work" "$corpus" <<'PY'
import collections, os, re, sys
work, corpus = sys.argv[1], sys.argv[2]

def doc_links(text):
    """Every doc: link written outside code blocks and HTML comments, with its line."""
    links, fence, comment = [], None, False
    for number, line in enumerate(text.split("\n"), 1):
        stripped = line.lstrip()
        if fence:
            if stripped.startswith(fence):
                fence = None
            continue
        if comment:
            if "-->" in line:
                comment = False
            continue
        if stripped.startswith("```") or stripped.startswith("~~~"):
            fence = stripped[:3]
            continue
        if stripped.startswith("<!--") and "-->" not in stripped[4:]:
            comment = True
            continue
        line = re.sub(r"`[^`]*`", "", line)
        for match in re.finditer(r"<doc:([^>]+)>|\]\(doc:([^)\s]+)\)", line):
            links.append((number, match.group(1) or match.group(2)))
    return links

def name_of(destination):
    path, _, anchor = destination.partition("#")
    return anchor or path.split("/")[-1]

total = {}
for language in ("en", "zh-Hans"):
    count = 0
    for folder, _, files in os.walk(f"{corpus}/{language}/TSPL.docc"):
        for name in files:
            if name.endswith(".md"):
                count += len(doc_links(open(os.path.join(folder, name), encoding="utf-8").read()))
    total[language] = count

# guidegen: `path:line:col: warning: message [link.id]`
ours = collections.Counter()
in_page = collections.Counter()
warning_ids = collections.Counter()
line_form = re.compile(r"^(.*?):(\d+):(\d+): (warning|error): (.*) \[([a-z0-9.-]+)\]$")
for line in open(f"{work}/guidegen.txt", encoding="utf-8"):
    match = line_form.match(line.rstrip("\n"))
    if not match:
        continue
    path, number, column, severity, message, rule = match.groups()
    warning_ids[f"{severity} {rule}"] += 1
    if rule not in ("link.unresolved", "link.anchor"):
        continue
    language = "zh-Hans" if "/zh-Hans/TSPL.docc/" in path else "en"
    relative = path.split("/TSPL.docc/", 1)[1]
    names = re.findall(r"`([^`]*)`", message)
    key = (language, relative, int(number), names[1] if rule == "link.anchor" else names[0])
    # Which link: `<doc:…>`, `[…](doc:…)`, or a link inside the page (`[…](#…)`), which DocC
    # leaves unchecked.
    source = open(f"{corpus}/{language}/TSPL.docc/{relative}", encoding="utf-8").read().split("\n")[int(number) - 1]
    written = re.match(r"<(doc:[^>]*)>|\[[^\]]*\]\(([^)\s]*)", source[int(column) - 1:])
    destination = (written.group(1) or written.group(2)) if written else ""
    if destination.startswith("doc:"):
        ours[key] += 1
    else:
        in_page[key + (destination,)] += 1

# docc: `warning: 'NAME' doesn't exist at '/…/Page'` then `--> File.md:line:col-…`
theirs = collections.Counter()
symbol_links = collections.Counter()
other_docc = collections.Counter()
for language in ("en", "zh-Hans"):
    lines = open(f"{work}/docc-{language}.txt", encoding="utf-8").read().split("\n")
    for i, line in enumerate(lines):
        match = re.match(r"^warning: '(.*)' doesn't exist at '(.*)'$", line)
        where = re.match(r"^\s*--> (.*?):(\d+):(\d+)", lines[i + 1]) if i + 1 < len(lines) else None
        if match and where:
            name = match.group(1)
            if "`" in name:
                # ``double backticks`` are symbol links in DocC; guidegen reads them as code.
                symbol_links[language] += 1
                continue
            theirs[(language, where.group(1), int(where.group(2)), name)] += 1
        elif line.startswith("warning:") or line.startswith("error:"):
            other_docc[(language, re.sub(r"'[^']*'", "'…'", line))] += 1

for language in ("en", "zh-Hans"):
    mine = sum(n for k, n in ours.items() if k[0] == language)
    docc = sum(n for k, n in theirs.items() if k[0] == language)
    print(f"{language}: {total[language]} doc: links; guidegen resolves {total[language] - mine}, docc resolves {total[language] - docc}")
print("guidegen warnings and errors by id:")
for rule, count in sorted(warning_ids.items(), key=lambda item: -item[1]):
    print(f"  {count:5} {rule}")
print("docc's other warnings:")
for (language, text), count in sorted(other_docc.items()):
    print(f"  {count:5} {language}: {text}")
for language in ("en", "zh-Hans"):
    if symbol_links[language]:
        print(f"  {symbol_links[language]:5} {language}: ``double-backtick`` symbol links that do not resolve (not doc: links; guidegen reads them as code)")
print(f"links inside a page (#fragment) that guidegen checks and finds broken (DocC does not check them): {sum(in_page.values())}")
for (language, path, number, name, destination), count in sorted(in_page.items()):
    print(f"  {language} {path}:{number} {destination}")
only_docc_resolves = ours - theirs
only_guidegen_resolves = theirs - ours
print(f"links docc resolves and guidegen does not: {sum(only_docc_resolves.values())}")
for (language, path, number, name), count in sorted(only_docc_resolves.items()):
    print(f"  {language} {path}:{number} {name}" + (f" ×{count}" if count > 1 else ""))
print(f"links guidegen resolves and docc does not: {sum(only_guidegen_resolves.values())}")
for (language, path, number, name), count in sorted(only_guidegen_resolves.items()):
    print(f"  {language} {path}:{number} {name}" + (f" ×{count}" if count > 1 else ""))
PY
exit "$status"
