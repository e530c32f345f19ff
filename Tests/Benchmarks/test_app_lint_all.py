"""Benchmarks/app-lint/evaluate-all.py: the apps of a purpose come from apps.tsv, and each app's
counts from evaluate.py's language lines (not its per-rule lines)."""
import importlib.util
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("evaluate_all", ROOT / "Benchmarks/app-lint/evaluate-all.py")
evaluate_all = importlib.util.module_from_spec(spec)
spec.loader.exec_module(evaluate_all)

OUTPUT = """app: demo   snapshot: /tmp/apps/demo
findings: 12 in all; 9 on labelled keys; 0 in other languages (0 languages); 0 not placed on a key

language   labelled expected  found  right  precision   recall   targets
en              186       20     15      9       0.60     0.45   precision >= 0.9, recall >= 0.8: NOT met
zh-Hans         186       42     41     41       1.00     0.98   precision >= 0.9, recall >= 0.8: met

rule                         expected  found  right  precision   recall
en.title-case                      11      9      5       0.56     0.45
"""


def test_counts_come_from_the_language_lines():
    assert evaluate_all.counts(OUTPUT) == {"en": (20, 15, 9), "zh-Hans": (42, 41, 41)}


def test_rule_counts_come_from_the_rule_lines():
    assert evaluate_all.rule_counts(OUTPUT) == {"en.title-case": (11, 9, 5)}
    assert evaluate_all.rule_counts(OUTPUT + "zh.spacing                         31     31     31       1.00     1.00\n") == \
        {"en.title-case": (11, 9, 5), "zh.spacing": (31, 31, 31)}


def test_apps_of_a_purpose_in_the_tables_order(tmp_path):
    table = tmp_path / "apps.tsv"
    table.write_text("# comment\napp\trepository\tcommit\tplatform\tstrings\tpurpose\n"
                     "a\to/a\t1\tiOS\ts\tdevelopment\nb\to/b\t2\tmacOS\ts\tmeasuring\nc\to/c\t3\tiOS\ts\tmeasuring\n")
    assert evaluate_all.apps_of("measuring", str(table)) == ["b", "c"]
    assert evaluate_all.apps_of("development", str(table)) == ["a"]


def test_every_app_in_the_shipped_table_has_its_labels():
    for purpose in ("measuring", "development"):
        for app in evaluate_all.apps_of(purpose):
            assert (ROOT / "Benchmarks/app-lint" / f"{app}.tsv").is_file(), app
