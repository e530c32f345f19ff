#!/usr/bin/env python3
"""Measures `guidegen lint` on a real app against hand labels.

    evaluate.py --app whisky --snapshot /tmp/apps/whisky --guidegen .build/release/guidegen

The snapshot is an app's source tree fetched at run time (nothing of it is kept here). The
script finds its String Catalogs and `.strings` files, runs `guidegen lint … --format json`
(with `--sources SNAPSHOT` when the binary has that option), matches each finding to its key
and language, and compares them with `<app>.tsv` beside this script:

    key, language, role, expected      (expected: rule ids, comma-separated; empty = fine)

A key made only of letters, digits and `_.%@$-` is written as it is; any other key (English
text used as the key) as `sha256:` and the first 16 hex digits of its UTF-8 SHA-256, so the
labels hold no app strings.

It prints, per language and per rule, precision and recall of the findings on the labelled keys
next to the targets (precision >= 0.9, recall >= 0.8), and how often the role the Swift sources give a key
(`app-key-uses`, built from the same package) agrees with the hand-labelled role.
"""
import argparse
import collections
import hashlib
import json
import os
import re
import subprocess
import sys

PRECISION_TARGET = 0.9
RECALL_TARGET = 0.8
SKIPPED_FOLDERS = {'.build', 'Pods', 'Carthage', 'DerivedData', 'node_modules', '.git'}

# How GuideAppSources' kinds read as guidegen's roles (Role in Sources/GuideLint/LintText.swift),
# as the labels were written: controls' labels, prompts and tooltips are `text` (no
# capitalization rule applies to them), a picker's options and an App Enum's cases are menu items.


def language_tag(raw):
    """A language as guidegen lint names it in its findings (StringsFile.normalizedLanguage):
    `zh_CN`, `zh-CN` and `zh-Hans-CN` are `zh-Hans`, `zh-TW` is `zh-Hant`, `Base` is `en`, `pt_BR` is `pt-BR`.
    Labels and findings are compared by this tag, so a table in `zh-CN.lproj` is labelled as the
    folder names it and measured as the Simplified Chinese guidegen reads it as."""
    legacy = {'english': 'en', 'french': 'fr', 'german': 'de', 'japanese': 'ja', 'spanish': 'es',
              'italian': 'it', 'dutch': 'nl', 'base': 'en'}
    if raw.lower() in legacy:
        return legacy[raw.lower()]
    parts = [p for p in re.split(r'[-_]', raw) if p]
    if not parts:
        return raw
    parts = [parts[0].lower()] + [p[:1].upper() + p[1:].lower() if len(p) == 4 and p.isalpha()
                                  else p.upper() if len(p) == 2 and p.isalpha() else p for p in parts[1:]]
    # `zh-Hans-CN.lproj`: Simplified Chinese with a region; guidegen's rules read it as zh-Hans.
    if parts[0] == 'zh' and len(parts) == 3 and parts[1] in ('Hans', 'Hant'):
        return 'zh-' + parts[1]
    if parts[0] == 'zh' and len(parts) == 2:
        if parts[1] in ('CN', 'SG'):
            return 'zh-Hans'
        if parts[1] in ('TW', 'HK', 'MO'):
            return 'zh-Hant'
    return '-'.join(parts)


def key_id(key):
    if re.fullmatch(r'[A-Za-z0-9_.%@$-]+', key):
        return key
    return 'sha256:' + hashlib.sha256(key.encode('utf-8')).hexdigest()[:16]


def find_string_files(snapshot):
    found = []
    for root, folders, files in os.walk(snapshot):
        folders[:] = sorted(f for f in folders if f not in SKIPPED_FOLDERS and not f.startswith('.'))
        for name in sorted(files):
            if name.endswith('.xcstrings') or (name.endswith('.strings') and root.endswith('.lproj')):
                found.append(os.path.join(root, name))
    return found


class PositionedJSON:
    """A JSON reader that remembers where each string value stands: (line, first column, last
    column) in code points, 1-based, with the path of object keys that leads to it."""

    def __init__(self, text):
        self.text, self.i, self.line, self.line_start = text, 0, 1, 0
        self.values = []  # (line, start column, end column, path)

    def parse(self):
        self.value([])
        return self.values

    def skip(self):
        while self.i < len(self.text) and self.text[self.i] in ' \t\r\n':
            if self.text[self.i] == '\n':
                self.line, self.line_start = self.line + 1, self.i + 1
            self.i += 1

    def string(self):
        start_line, start_col = self.line, self.i - self.line_start + 1
        self.i += 1
        out = []
        while self.text[self.i] != '"':
            if self.text[self.i] == '\\':
                out.append(json.loads('"' + self.text[self.i:self.i + (6 if self.text[self.i + 1] == 'u' else 2)] + '"'))
                self.i += 6 if self.text[self.i + 1] == 'u' else 2
            else:
                if self.text[self.i] == '\n':
                    self.line, self.line_start = self.line + 1, self.i + 1
                out.append(self.text[self.i])
                self.i += 1
        self.i += 1
        return ''.join(out), start_line, start_col, self.i - self.line_start

    def value(self, path):
        self.skip()
        c = self.text[self.i]
        if c == '{':
            self.i += 1
            self.skip()
            while self.text[self.i] != '}':
                name, line, start, end = self.string()
                if path == ['strings']:
                    # A key with no localization in the source language is its own text there.
                    self.values.append((line, start, end, path + [name]))
                self.skip()
                self.i += 1  # :
                self.value(path + [name])
                self.skip()
                if self.text[self.i] == ',':
                    self.i += 1
                    self.skip()
            self.i += 1
        elif c == '[':
            self.i += 1
            self.skip()
            index = 0
            while self.text[self.i] != ']':
                self.value(path + [index])
                index += 1
                self.skip()
                if self.text[self.i] == ',':
                    self.i += 1
                    self.skip()
            self.i += 1
        elif c == '"':
            _, line, start, end = self.string()
            self.values.append((line, start, end, path))
        else:
            while self.i < len(self.text) and self.text[self.i] not in ',}] \t\r\n':
                self.i += 1


STRINGS_TOKEN = re.compile(r'''
      (?P<space>\s+)
    | (?P<comment>/\*.*?\*/|//[^\n]*)
    | "(?P<quoted>(?:[^"\\]|\\.)*)"
    | (?P<bare>[A-Za-z0-9_$.:-][A-Za-z0-9_$+/:.-]*)
    | (?P<mark>[=;])
''', re.S | re.X)


def strings_unescape(text):
    """A quoted .strings string's text, as Foundation reads it: `\\n`, `\\t`, `\\r`, `\\"`,
    `\\\\`, `\\Uhhhh` and `\\uhhhh`, octal `\\ooo`; any other escaped character is itself."""
    def one(m):
        s = m.group(1)
        if s[0] in 'uU' and len(s) == 5:
            return chr(int(s[1:], 16))
        if s[0] in '01234567':
            return chr(int(s, 8))
        return {'n': '\n', 't': '\t', 'r': '\r', 'a': '\a', 'b': '\b', 'f': '\f', 'v': '\v'}.get(s, s)
    return re.sub(r'\\([uU][0-9A-Fa-f]{4}|[0-7]{1,3}|.)', one, text, flags=re.S)


def strings_pairs(text):
    """Each `key = "value";` of a .strings file, however many share a line or a pair spans
    lines: (key, line, first column, last column) of the whole pair, 1-based. A key may be
    written without quotes, as old-style property lists allow (`tech = "Technology";`); a
    commented-out `//key = …` is a comment."""
    tokens, line, line_start, i = [], 1, 0, 0
    while i < len(text):
        m = STRINGS_TOKEN.match(text, i)
        if m is None:  # a character no .strings file should hold: skip it
            i += 1
            continue
        if m.lastgroup not in ('space', 'comment'):
            tokens.append((m.lastgroup, m.group(m.lastgroup), line, i - line_start + 1))
        for j in range(m.start(), m.end()):
            if text[j] == '\n':
                line, line_start = line + 1, j + 1
        i = m.end()
        if m.lastgroup not in ('space', 'comment'):
            tokens[-1] += (line, i - line_start)
    pairs = []
    for n in range(len(tokens) - 3):
        key, equals, value, end = tokens[n:n + 4]
        if (key[0] in ('quoted', 'bare') and equals[1] == '=' and value[0] == 'quoted' and end[1] == ';'
                and (n == 0 or tokens[n - 1][1] == ';')):
            name = strings_unescape(key[1]) if key[0] == 'quoted' else key[1]
            # Findings name the line the pair starts on; a pair over several lines is placed there.
            pairs.append((name, key[2], key[3], end[5] if end[4] == key[2] else 1 << 30))
    return pairs


def read_text(path):
    """A strings file's text: UTF-16 when it starts with a byte-order mark (Xcode's older tables
    and SwiftGen-managed ones), UTF-8 otherwise."""
    data = open(path, 'rb').read()
    if data[:2] in (b'\xff\xfe', b'\xfe\xff'):
        return data.decode('utf-16', errors='replace')
    return data.decode('utf-8-sig', errors='replace')


class StringFile:
    """Where each key and language of a String Catalog or a `.strings` file stands, so a finding
    that names only a line and column can be given its key and language."""

    def __init__(self, path):
        self.path = path
        self.by_line = collections.defaultdict(list)  # line -> [(start, end, key, language)]
        self.keys = set()
        text = read_text(path)
        if path.endswith('.xcstrings'):
            catalog = json.loads(text)
            self.source_language = catalog.get('sourceLanguage', 'en')
            self.keys = set(catalog.get('strings', {}))
            for line, start, end, p in PositionedJSON(text).parse():
                if len(p) >= 2 and p[0] == 'strings':
                    language = language_tag(p[3] if len(p) >= 4 and p[2] == 'localizations' else self.source_language)
                    self.by_line[line].append((start, end, p[1], language))
        else:
            language = language_tag(os.path.basename(os.path.dirname(path))[:-len('.lproj')])
            for key, line, start, end in strings_pairs(text):
                self.keys.add(key)
                self.by_line[line].append((start, end, key, language))

    def locate(self, line, column):
        candidates = self.by_line.get(line, [])
        for start, end, key, language in candidates:
            if column and start <= column <= end + 1:
                return key, language
        return (candidates[-1][2], candidates[-1][3]) if candidates else (None, None)


def load_labels(path):
    labels = {}
    with open(path, encoding='utf-8') as f:
        header = f.readline().rstrip('\n').split('\t')
        assert header == ['key', 'language', 'role', 'expected'], header
        for line in f:
            if not line.strip():
                continue
            key, language, role, expected = (line.rstrip('\n').split('\t') + [''])[:4]
            labels[(key, language_tag(language))] = (role, {r for r in expected.split(',') if r})
    return labels


def lint_help(guidegen):
    result = subprocess.run([guidegen, 'lint', '--help'], capture_output=True, text=True)
    return result.stdout + result.stderr


def run_lint(guidegen, files, snapshot):
    command = [guidegen, 'lint', *files, '--format', 'json']
    help_text = lint_help(guidegen)
    if '--sources' in help_text:
        command += ['--sources', snapshot]
    # From the app's own folder: the guidegen.yml of wherever the script is run (this
    # repository's, with its glossary) is not the app's.
    result = subprocess.run(command, capture_output=True, text=True, cwd=snapshot)
    if result.returncode not in (0, 1):
        sys.exit(f'error: `{" ".join(command)}` exited {result.returncode}:\n{result.stderr}')
    return command, json.loads(result.stdout or '[]')


def scanner_roles(scanner, snapshot, catalogs):
    command = [scanner, '--roles']
    for catalog in catalogs:
        if catalog.endswith('.xcstrings'):
            command += ['--catalog', catalog]
    result = subprocess.run(command + [snapshot], capture_output=True, text=True, check=True)
    roles = {}
    for line in result.stdout.splitlines():
        key, kind, role, where = line.split('\t')
        key = key.replace('\\n', '\n').replace('\\t', '\t').replace('\\\\', '\\')
        roles[key] = (kind, None if role == '-' else role, where)
    return roles


def place_findings(findings, string_files, labels):
    """Each finding on a labelled key, by (key id, language): its rule ids, and each one's message
    (for `--show`); with the count of findings in other languages and of those placed on no key.
    A finding that names only a line and column is placed by the string file's own layout."""
    predicted = collections.defaultdict(set)
    unplaced = 0
    messages = {}
    other_languages = collections.Counter()
    for finding in findings:
        # The labels say what the copy rules expect; a problem with a file itself (a key a
        # `.strings` file sets twice, a syntax error) is not a finding on its copy.
        if finding['id'].startswith('strings.'):
            continue
        key, language = finding.get('key'), finding.get('language')
        if key is None or language is None:
            located = string_files.get(finding.get('file'))
            if located is None:
                located = next((s for f, s in string_files.items() if os.path.abspath(f) == os.path.abspath(finding.get('file') or '')), None)
            if located is None:
                unplaced += 1
                continue
            found_key, found_language = located.locate(finding.get('line') or 0, finding.get('column') or 0)
            key = key if key is not None else found_key
            language = language if language is not None else found_language
        if key is None:
            unplaced += 1
            continue
        language = language_tag(language)
        if (key_id(key), language) in labels:
            predicted[(key_id(key), language)].add(finding['id'])
            messages.setdefault((key_id(key), language, finding['id']), finding.get('message', ''))
        elif language not in {'en', 'zh-Hans'}:
            other_languages[language] += 1
    return predicted, messages, other_languages, unplaced


def ratio(a, b):
    return a / b if b else float('nan')


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--app', required=True, help='the labels: <app>.tsv beside this script')
    parser.add_argument('--snapshot', required=True, help='the app\'s extracted source tree')
    parser.add_argument('--guidegen', default='.build/release/guidegen')
    parser.add_argument('--scanner', help='app-key-uses (default: beside --guidegen)')
    parser.add_argument('--show', action='store_true', help='list every wrong finding, missed finding and wrong role')
    args = parser.parse_args()

    labels = load_labels(os.path.join(os.path.dirname(os.path.abspath(__file__)), args.app + '.tsv'))
    # Paths that hold wherever guidegen runs (it runs in the app's folder).
    args.guidegen, args.snapshot = os.path.abspath(args.guidegen), os.path.abspath(args.snapshot)
    files = find_string_files(args.snapshot)
    if not files:
        sys.exit(f'error: no .xcstrings or .lproj/*.strings under {args.snapshot}')
    string_files = {f: StringFile(f) for f in files}
    all_keys = set().union(*(s.keys for s in string_files.values()))
    ids = {key_id(k): k for k in all_keys}
    missing = {k for k, _ in labels if k not in ids}
    if missing:
        print(f'warning: {len(missing)} labelled keys are not in this snapshot (another commit?)', file=sys.stderr)

    command, findings = run_lint(args.guidegen, files, args.snapshot)
    print(f'app: {args.app}   snapshot: {args.snapshot}')
    print(f'lint: {" ".join(command[:2])} <{len(files)} string files> {" ".join(command[2 + len(files):])}')
    predicted, messages, other_languages, unplaced = place_findings(findings, string_files, labels)
    print(f'findings: {len(findings)} in all; {sum(len(v) for v in predicted.values())} on labelled keys;'
          f' {sum(other_languages.values())} in other languages ({len(other_languages)} languages); {unplaced} not placed on a key')

    print()
    print(f'{"language":<10} {"labelled":>8} {"expected":>8} {"found":>6} {"right":>6} {"precision":>10} {"recall":>8}   targets')
    failures = []
    for language in sorted({language for _, language in labels}):
        rows = [(k, l) for k, l in labels if l == language and k in ids]
        expected = sum(len(labels[r][1]) for r in rows)
        found = sum(len(predicted[r]) for r in rows)
        right = sum(len(predicted[r] & labels[r][1]) for r in rows)
        precision, recall = ratio(right, found), ratio(right, expected)
        met = 'met' if precision >= PRECISION_TARGET and recall >= RECALL_TARGET else 'NOT met'
        print(f'{language:<10} {len(rows):>8} {expected:>8} {found:>6} {right:>6} {precision:>10.2f} {recall:>8.2f}'
              f'   precision >= {PRECISION_TARGET}, recall >= {RECALL_TARGET}: {met}')
        for r in rows:
            # The key itself, for reading on this machine (the labels keep only its hash).
            shown = ids[r[0]].replace('\n', ' ')[:60]
            for rule in sorted(predicted[r] - labels[r][1]):
                failures.append(f'  wrong   {language:<8} {rule:<24} {shown}  ({messages.get((r[0], language, rule), "")[:160]})')
            for rule in sorted(labels[r][1] - predicted[r]):
                failures.append(f'  missed  {language:<8} {rule:<24} {shown}')

    # Per rule, over every labelled language: which rules carry the misses and the false alarms.
    print()
    print(f'{"rule":<28} {"expected":>8} {"found":>6} {"right":>6} {"precision":>10} {"recall":>8}')
    rows = [r for r in labels if r[0] in ids]
    for rule in sorted(set().union(*(labels[r][1] | predicted[r] for r in rows))):
        expected = sum(1 for r in rows if rule in labels[r][1])
        found = sum(1 for r in rows if rule in predicted[r])
        right = sum(1 for r in rows if rule in labels[r][1] and rule in predicted[r])
        print(f'{rule:<28} {expected:>8} {found:>6} {right:>6} {ratio(right, found):>10.2f} {ratio(right, expected):>8.2f}')

    scanner = args.scanner or os.path.join(os.path.dirname(args.guidegen), 'app-key-uses')
    wrong_roles = []
    if os.path.exists(scanner):
        # Each key's most visible use and the role guidegen lint gives it on the app's platform
        # (one table, `CodeRoles.role(of:on:)`, printed by the scanner).
        roles = scanner_roles(scanner, args.snapshot, files)
        placed_share = sum(1 for k in all_keys if k in roles)
        print()
        print(f'roles from the Swift sources: {placed_share} of {len(all_keys)} catalog keys'
              f' ({ratio(placed_share, len(all_keys)):.0%}) are used in code the scanner reads')
        labelled_keys = sorted({k for k, _ in labels if k in ids})
        placed = right = 0
        for k in labelled_keys:
            role = labels[(k, 'en')][0] if (k, 'en') in labels else next(v[0] for (kk, _), v in labels.items() if kk == k)
            kind, scanned, where = roles.get(ids[k], (None, None, None))
            if kind is None or scanned is None:
                # No use, or a use that says nothing of a role (`String(localized:)` alone): lint
                # then goes by the key, which this measure does not see.
                wrong_roles.append(f'  no role {ids[k][:40]:<40} labelled {role}' + (f', scanner {kind} at {where}' if kind else ''))
                continue
            placed += 1
            if scanned == role:
                right += 1
            else:
                wrong_roles.append(f'  role    {ids[k][:40]:<40} labelled {role}, scanner {kind} ({scanned}) at {where}')
        print(f'role accuracy on {len(labelled_keys)} labelled keys: {right} right ({ratio(right, len(labelled_keys)):.0%});'
              f' {placed} placed, of which {ratio(right, placed):.0%} right')
    else:
        print(f'\n(no {scanner}: build it with `swift build --product app-key-uses` for the role accuracy)')

    if args.show:
        print('\nfindings that differ from the labels:')
        print('\n'.join(failures) or '  none')
        print('\nroles that differ from the labels:')
        print('\n'.join(wrong_roles) or '  none')


if __name__ == '__main__':
    main()
