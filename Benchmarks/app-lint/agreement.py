#!/usr/bin/env python3
"""How far two labellers of one app agree: a second labelling's findings against the first's,
read as if the first were the truth (precision and recall, per language), and the share of
keys both give the same role. The ceiling a linter measured against one labeller can reach.
With --guidegen and --snapshot, also guidegen's findings against both labellings: right when
either labeller expects it (precision), found of what both expect (recall).

    Benchmarks/app-lint/agreement.py APP            # second-labels/APP.tsv against APP.tsv
    Benchmarks/app-lint/agreement.py FIRST.tsv SECOND.tsv
    Benchmarks/app-lint/agreement.py APP --guidegen .build/release/guidegen --snapshot /tmp/apps/APP
    Benchmarks/app-lint/agreement.py --all [--purpose development] [--guidegen BIN --apps DIR] [--by-rule]
                                    # every measuring (or development) app with a second labelling, and pooled;
                                    # --by-rule: the pooled figures of each rule as well
"""
import argparse
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location('evaluate', os.path.join(HERE, 'evaluate.py'))
evaluate = importlib.util.module_from_spec(spec)
spec.loader.exec_module(evaluate)
spec = importlib.util.spec_from_file_location('evaluate_all', os.path.join(HERE, 'evaluate-all.py'))
evaluate_all = importlib.util.module_from_spec(spec)
spec.loader.exec_module(evaluate_all)


def agreement(first, second):
    """Per language: rows both labelled, findings each expects, findings both expect, and keys
    given the same role."""
    figures = {}
    for row in sorted(set(first) & set(second)):
        language = row[1]
        f = figures.setdefault(language, {'rows': 0, 'first': 0, 'second': 0, 'both': 0, 'same_role': 0})
        f['rows'] += 1
        f['first'] += len(first[row][1])
        f['second'] += len(second[row][1])
        f['both'] += len(first[row][1] & second[row][1])
        f['same_role'] += first[row][0] == second[row][0]
    return figures


def against_both(first, second, predicted):
    """Per language, over the rows both labelled: findings, findings either labeller expects,
    findings both expect, and of those the ones found; and, as `evaluate.py` reads them,
    findings the first expects (`right_first`) and the first's expected findings (`first`)."""
    figures = {}
    for row in sorted(set(first) & set(second)):
        f = figures.setdefault(row[1], {'found': 0, 'right': 0, 'both': 0, 'both_found': 0, 'right_first': 0, 'first': 0})
        found = predicted.get(row, set())
        agreed = first[row][1] & second[row][1]
        f['found'] += len(found)
        f['right'] += len(found & (first[row][1] | second[row][1]))
        f['both'] += len(agreed)
        f['both_found'] += len(found & agreed)
        f['right_first'] += len(found & first[row][1])
        f['first'] += len(first[row][1])
    return figures


def by_rule(first, second, predicted=None):
    """Per rule, over the rows both labelled: findings each labeller expects and both expect;
    with `predicted`, guidegen's findings, those the first expects, those either expects, and
    those of what both expect."""
    figures = {}
    for row in sorted(set(first) & set(second)):
        found = (predicted or {}).get(row, set())
        for rule in first[row][1] | second[row][1] | found:
            f = figures.setdefault(rule, {'first': 0, 'second': 0, 'both': 0, 'found': 0, 'right_first': 0, 'right': 0, 'both_found': 0})
            in_first, in_second, was_found = rule in first[row][1], rule in second[row][1], rule in found
            f['first'] += in_first
            f['second'] += in_second
            f['both'] += in_first and in_second
            f['found'] += was_found
            f['right_first'] += was_found and in_first
            f['right'] += was_found and (in_first or in_second)
            f['both_found'] += was_found and in_first and in_second
    return figures


def print_by_rule(figures, guidegen):
    """The pooled figures of each rule: the second labeller against the first, and guidegen
    against the first and against both."""
    header = f'{"rule":<28} {"first":>6} {"second":>7} {"both":>5} {"second vs first":>16}'
    if guidegen:
        header += f' {"found":>6} {"guidegen vs first":>18} {"vs both":>12}'
    print(header)
    for rule in sorted(figures):
        f = figures[rule]
        line = f'{rule:<28} {f["first"]:>6} {f["second"]:>7} {f["both"]:>5} {ratio(f["both"], f["second"]):>7} / {ratio(f["both"], f["first"]):>6}'
        if guidegen:
            line += (f' {f["found"]:>6} {ratio(f["right_first"], f["found"]):>9} / {ratio(f["right_first"], f["first"]):>6}'
                     f' {ratio(f["right"], f["found"]):>5} / {ratio(f["both_found"], f["both"]):>4}')
        print(line)


def pooled(figures):
    """The sums of several apps' figures (dicts of counts per language)."""
    total = {}
    for per_language in figures:
        for language, f in per_language.items():
            t = total.setdefault(language, {})
            for name, count in f.items():
                t[name] = t.get(name, 0) + count
    return total


def guidegen_findings(guidegen, snapshot, labels):
    """guidegen's findings on an app's extracted tree, placed on `labels`' rows."""
    snapshot = os.path.abspath(snapshot)
    files = evaluate.find_string_files(snapshot)
    _, findings = evaluate.run_lint(os.path.abspath(guidegen), files, snapshot)
    return evaluate.place_findings(findings, {f: evaluate.StringFile(f) for f in files}, labels)[0]


def ratio(a, b):
    return f'{a / b:.2f}' if b else '–'


def report_all(purpose, guidegen, apps, rules=False):
    """Every app of `purpose` with a second labelling, one line each, then pooled: the second
    labeller against the first, and with `guidegen`, guidegen against the first and against both;
    with `rules`, then the pooled figures of each rule."""
    labelled = {p[:-4] for p in os.listdir(os.path.join(HERE, 'second-labels')) if p.endswith('.tsv')}
    names = sorted(labelled & set(evaluate_all.apps_of(purpose)))
    agreed, scored, ruled = [], [], []
    header = f'{"app":<16} {"language":<8} {"second vs first":>16}'
    if guidegen:
        header += f' {"guidegen vs first":>18} {"vs both":>12}'
    print(header)
    for name in names + ['pooled']:
        if name == 'pooled':
            a, g = pooled(agreed), pooled(scored)
        else:
            first, second = (evaluate.load_labels(os.path.join(HERE, d, name + '.tsv')) for d in ('.', 'second-labels'))
            a = agreement(first, second)
            agreed.append(a)
            predicted = guidegen_findings(guidegen, os.path.join(apps, name), first) if guidegen else None
            g = against_both(first, second, predicted) if guidegen else {}
            scored.append(g)
            ruled.append(by_rule(first, second, predicted))
        for language in sorted(a):
            f = a[language]
            line = f'{name:<16} {language:<8} {ratio(f["both"], f["second"]):>7} / {ratio(f["both"], f["first"]):>6}'
            if guidegen:
                s = g.get(language, {})
                line += (f' {ratio(s.get("right_first", 0), s.get("found", 0)):>9} / {ratio(s.get("right_first", 0), s.get("first", 0)):>6}'
                         f' {ratio(s.get("right", 0), s.get("found", 0)):>5} / {ratio(s.get("both_found", 0), s.get("both", 0)):>4}')
            print(line)
    if rules:
        print()
        print_by_rule(pooled(ruled), guidegen)
    return pooled(agreed), pooled(scored)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('labels', nargs='*', help='APP, or FIRST.tsv SECOND.tsv')
    parser.add_argument('--all', action='store_true', help='every app of --purpose with a second labelling, and the pooled figures')
    parser.add_argument('--purpose', default='measuring', choices=['measuring', 'development'], help='with --all (default: measuring)')
    parser.add_argument('--guidegen', help='also score this binary against both labellings')
    parser.add_argument('--snapshot', help="the app's extracted source tree (with --guidegen)")
    parser.add_argument('--apps', help='with --all and --guidegen: the folder of the apps\' extracted trees, one per app')
    parser.add_argument('--by-rule', action='store_true', help='with --all: the pooled figures of each rule as well')
    args = parser.parse_args(argv)
    if args.all:
        if args.labels or args.snapshot or bool(args.guidegen) != bool(args.apps):
            parser.error('--all takes no APP; --guidegen and --apps go together')
        report_all(args.purpose, args.guidegen, args.apps, rules=args.by_rule)
        return
    if len(args.labels) == 1:
        paths = os.path.join(HERE, args.labels[0] + '.tsv'), os.path.join(HERE, 'second-labels', args.labels[0] + '.tsv')
    elif len(args.labels) == 2:
        paths = args.labels
    else:
        parser.error('give APP, or FIRST.tsv and SECOND.tsv')
    if bool(args.guidegen) != bool(args.snapshot):
        parser.error('--guidegen and --snapshot go together')
    first, second = (evaluate.load_labels(p) for p in paths)
    print(f'{"language":<10} {"rows":>5} {"first":>6} {"second":>7} {"both":>5}  precision  recall  same role')
    for language, f in sorted(agreement(first, second).items()):
        print(f'{language:<10} {f["rows"]:>5} {f["first"]:>6} {f["second"]:>7} {f["both"]:>5}  {ratio(f["both"], f["second"]):>9}  '
              f'{ratio(f["both"], f["first"]):>6}  {ratio(f["same_role"], f["rows"]):>9}')
    only = len(set(first) ^ set(second))
    if only:
        print(f'{only} rows labelled by one of the two only (left out above)')
    if args.guidegen:
        predicted = guidegen_findings(args.guidegen, args.snapshot, first)
        print()
        print('guidegen against both: right when either expects it, recall of what both expect')
        print(f'{"language":<10} {"found":>6} {"right":>6} {"both":>5} {"found":>6}  precision  recall')
        for language, f in sorted(against_both(first, second, predicted).items()):
            print(f'{language:<10} {f["found"]:>6} {f["right"]:>6} {f["both"]:>5} {f["both_found"]:>6}  '
                  f'{ratio(f["right"], f["found"]):>9}  {ratio(f["both_found"], f["both"]):>6}')


if __name__ == '__main__':
    main(sys.argv[1:])
