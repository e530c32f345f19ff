#!/usr/bin/env python3
"""Precision and recall of `guidegen lint` on every app of one purpose, and pooled over them.

    Benchmarks/app-lint/evaluate-all.py --purpose measuring --apps /tmp/apps --guidegen .build/release/guidegen

Runs `evaluate.py` (never with `--show`) on each app of `apps.tsv` with that purpose whose
snapshot is in `--apps/<app>`, prints each app's line per language, then the pooled figures: right
findings over all findings and over all expected findings of those apps, so that an app with few
expectations weighs as little as it says, and the pooled figures of each rule, which say which
rules carry the misses and the false alarms. Apps without a snapshot are listed as skipped.
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LANGUAGE_LINE = re.compile(r'^(en|zh-Hans)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s')
RULE_LINE = re.compile(r'^([a-z][\w.-]*)\s+(\d+)\s+(\d+)\s+(\d+)\s+\S+\s+\S+\s*$')


def apps_of(purpose, table=os.path.join(HERE, 'apps.tsv')):
    """The apps of `purpose` in `apps.tsv`, in its order."""
    apps = []
    with open(table, encoding='utf-8') as f:
        for line in f:
            if line.startswith('#') or not line.strip():
                continue
            fields = line.rstrip('\n').split('\t')
            if fields[0] != 'app' and len(fields) >= 6 and fields[5] == purpose:
                apps.append(fields[0])
    return apps


def counts(evaluate_output):
    """{language: (expected, found, right)} from the language lines `evaluate.py` prints."""
    found = {}
    for line in evaluate_output.splitlines():
        m = LANGUAGE_LINE.match(line)
        if m:
            found[m.group(1)] = (int(m.group(3)), int(m.group(4)), int(m.group(5)))
    return found


def rule_counts(evaluate_output):
    """{rule: (expected, found, right)} from the rule lines `evaluate.py` prints after its
    `rule` header."""
    found, in_rules = {}, False
    for line in evaluate_output.splitlines():
        if line.startswith('rule '):
            in_rules = True
            continue
        m = RULE_LINE.match(line) if in_rules else None
        if m:
            found[m.group(1)] = (int(m.group(2)), int(m.group(3)), int(m.group(4)))
        elif in_rules and not line.strip():
            in_rules = False
    return found


def ratio(a, b):
    return f'{a / b:.2f}' if b else '–'


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--purpose', required=True, choices=['measuring', 'development'])
    parser.add_argument('--apps', required=True, help='folder of snapshots, one <app> folder each')
    parser.add_argument('--guidegen', default='.build/release/guidegen')
    args = parser.parse_args()

    pooled, pooled_rules = {}, {}
    print(f'{"app":<16} {"language":<8} {"expected":>8} {"found":>6} {"right":>6} {"precision":>9} {"recall":>6}')
    for app in apps_of(args.purpose):
        snapshot = os.path.join(args.apps, app)
        if not os.path.isdir(snapshot):
            print(f'{app:<16} skipped: no snapshot at {snapshot}')
            continue
        run = subprocess.run([sys.executable, os.path.join(HERE, 'evaluate.py'), '--app', app, '--snapshot', snapshot,
                              '--guidegen', args.guidegen], capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f'error: evaluate.py failed on {app}:\n{run.stderr}')
        for language, (expected, found, right) in sorted(counts(run.stdout).items()):
            print(f'{app:<16} {language:<8} {expected:>8} {found:>6} {right:>6} {ratio(right, found):>9} {ratio(right, expected):>6}')
            total = pooled.get(language, (0, 0, 0))
            pooled[language] = (total[0] + expected, total[1] + found, total[2] + right)
        for rule, (expected, found, right) in rule_counts(run.stdout).items():
            total = pooled_rules.get(rule, (0, 0, 0))
            pooled_rules[rule] = (total[0] + expected, total[1] + found, total[2] + right)
    for language, (expected, found, right) in sorted(pooled.items()):
        print(f'{"pooled":<16} {language:<8} {expected:>8} {found:>6} {right:>6} {ratio(right, found):>9} {ratio(right, expected):>6}')
    print()
    print(f'{"pooled by rule":<25} {"expected":>8} {"found":>6} {"right":>6} {"precision":>9} {"recall":>6}')
    for rule, (expected, found, right) in sorted(pooled_rules.items()):
        print(f'{rule:<25} {expected:>8} {found:>6} {right:>6} {ratio(right, found):>9} {ratio(right, expected):>6}')


if __name__ == '__main__':
    main()
