#!/usr/bin/env python3
"""How far two labellers of one app agree: a second labelling's findings against the first's,
read as if the first were the truth (precision and recall, per language), and the share of
keys both give the same role. The ceiling a linter measured against one labeller can reach.

    Benchmarks/app-lint/agreement.py APP            # second-labels/APP.tsv against APP.tsv
    Benchmarks/app-lint/agreement.py FIRST.tsv SECOND.tsv
"""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location('evaluate', os.path.join(HERE, 'evaluate.py'))
evaluate = importlib.util.module_from_spec(spec)
spec.loader.exec_module(evaluate)


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


def ratio(a, b):
    return f'{a / b:.2f}' if b else '–'


def main(argv):
    if len(argv) == 1:
        paths = os.path.join(HERE, argv[0] + '.tsv'), os.path.join(HERE, 'second-labels', argv[0] + '.tsv')
    elif len(argv) == 2:
        paths = argv
    else:
        sys.exit(__doc__)
    first, second = (evaluate.load_labels(p) for p in paths)
    print(f'{"language":<10} {"rows":>5} {"first":>6} {"second":>7} {"both":>5}  precision  recall  same role')
    for language, f in sorted(agreement(first, second).items()):
        print(f'{language:<10} {f["rows"]:>5} {f["first"]:>6} {f["second"]:>7} {f["both"]:>5}  {ratio(f["both"], f["second"]):>9}  '
              f'{ratio(f["both"], f["first"]):>6}  {ratio(f["same_role"], f["rows"]):>9}')
    only = len(set(first) ^ set(second))
    if only:
        print(f'{only} rows labelled by one of the two only (left out above)')


if __name__ == '__main__':
    main(sys.argv[1:])
