"""Benchmarks/app-lint/agreement.py: a second labelling's findings against the first's, per
language, and the keys both give the same role; every second labelling shipped has its first."""
import importlib.util
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("agreement", ROOT / "Benchmarks/app-lint/agreement.py")
agreement = importlib.util.module_from_spec(spec)
spec.loader.exec_module(agreement)

HEADER = "key\tlanguage\trole\texpected\n"


def labellings(tmp_path, first_rows, second_rows):
    """Two label files written from their rows and read back, as agreement.py reads them."""
    paths = [tmp_path / "first.tsv", tmp_path / "second.tsv"]
    for path, rows in zip(paths, (first_rows, second_rows)):
        path.write_text(HEADER + rows)
    return [agreement.evaluate.load_labels(str(p)) for p in paths]


def test_the_second_labelling_is_read_against_the_first(tmp_path):
    labels = labellings(tmp_path,
                        "save\ten\tbutton\ten.title-case\nsave\tzh-Hans\tbutton\t\n"
                        "note\ten\ttext\ten.message-punctuation,en.jargon\nonly.first\ten\ttext\ten.all-caps\n",
                        "save\ten\tbutton\ten.title-case\nsave\tzh-Hans\tbutton\tzh.spacing\n"
                        "note\ten\tmessage\ten.message-punctuation\n")
    figures = agreement.agreement(*labels)
    # A row only one labeller has is left out; the rest are counted per language.
    assert figures["en"] == {"rows": 2, "first": 3, "second": 2, "both": 2, "same_role": 1}
    assert figures["zh-Hans"] == {"rows": 1, "first": 0, "second": 1, "both": 0, "same_role": 1}


def test_guidegen_is_right_where_either_labeller_expects_and_found_where_both_do(tmp_path):
    labels = labellings(tmp_path,
                        "save\ten\tbutton\ten.title-case\nnote\ten\tmessage\ten.message-punctuation\n"
                        "menu\ten\tmenu-item\ten.title-case\n",
                        "save\ten\tbutton\ten.title-case\nnote\ten\ttext\t\n"
                        "menu\ten\tmenu-item\ten.title-case,en.jargon\n")
    predicted = {("note", "en"): {"en.message-punctuation"}, ("menu", "en"): {"en.jargon", "en.all-caps"}}
    # Right: the note's period (first only) and the menu's jargon (second only); the all-caps
    # finding no one expects. Both expect save's and menu's title case; neither was found.
    # Read against the first alone, only the note’s period is right, of its three expected.
    assert agreement.against_both(*labels, predicted)["en"] == {"found": 3, "right": 2, "both": 2, "both_found": 0,
                                                              "right_first": 1, "first": 3}


def test_each_rule_is_counted_apart(tmp_path):
    labels = labellings(tmp_path,
                        "save\ten\tbutton\ten.title-case\nnote\ten\tmessage\ten.message-punctuation\n"
                        "menu\ten\tmenu-item\ten.title-case\n",
                        "save\ten\tbutton\ten.title-case\nnote\ten\ttext\t\n"
                        "menu\ten\tmenu-item\ten.title-case,en.jargon\n")
    predicted = {("note", "en"): {"en.message-punctuation"}, ("menu", "en"): {"en.jargon", "en.title-case"}}
    figures = agreement.by_rule(*labels, predicted)
    assert figures["en.title-case"] == {"first": 2, "second": 2, "both": 2, "found": 1, "right_first": 1, "right": 1, "both_found": 1}
    assert figures["en.message-punctuation"] == {"first": 1, "second": 0, "both": 0, "found": 1, "right_first": 1, "right": 1, "both_found": 0}
    assert figures["en.jargon"] == {"first": 0, "second": 1, "both": 0, "found": 1, "right_first": 0, "right": 1, "both_found": 0}
    # Without guidegen, only the labellers' counts.
    assert agreement.by_rule(*labels)["en.title-case"]["found"] == 0


def test_apps_figures_are_pooled_by_summing_their_counts():
    one = {"en": {"found": 3, "right": 2}, "zh-Hans": {"found": 1, "right": 1}}
    two = {"en": {"found": 4, "right": 1}}
    assert agreement.pooled([one, two]) == {"en": {"found": 7, "right": 3}, "zh-Hans": {"found": 1, "right": 1}}


def test_all_reports_every_second_labelling_of_a_purpose_and_the_pooled_line(capsys):
    agreed, scored = agreement.report_all("measuring", None, None)
    out = capsys.readouterr().out
    measuring = set(agreement.evaluate_all.apps_of("measuring"))
    for path in (ROOT / "Benchmarks/app-lint/second-labels").glob("*.tsv"):
        assert (f"\n{path.stem} " in out) == (path.stem in measuring), path.stem
    assert "\npooled " in out and scored == {}
    assert agreed["en"]["rows"] > 0 and agreed["en"]["both"] <= agreed["en"]["first"]
    agreement.report_all("measuring", None, None, rules=True)
    assert "\nen.title-case " in capsys.readouterr().out


def test_every_second_labelling_has_a_first():
    for path in (ROOT / "Benchmarks/app-lint/second-labels").glob("*.tsv"):
        assert (ROOT / "Benchmarks/app-lint" / path.name).is_file(), path.name
