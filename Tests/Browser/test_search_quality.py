"""Search quality on the shipped Content/: the query set in Benchmarks/search-queries.json
(at least 30 queries per language, each with the topics a reader would expect) run through
search.js (the engine its parts make), the code readers run, under Node. Fails below a mean reciprocal rank of 0.8."""
import json
import re
import shutil
import subprocess

import pytest

from conftest import ROOT

MINIMUM_MRR = 0.8


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_mean_reciprocal_rank_and_recall(site_dir):
    queries = json.loads((ROOT / "Benchmarks/search-queries.json").read_text())
    result = subprocess.run(["node", str(ROOT / "Benchmarks/search-quality.js"), str(site_dir), "--json"],
                            capture_output=True, text=True, check=True)
    report = json.loads(result.stdout)
    lines = []
    for language, measured in report.items():
        assert len(queries[language]) >= 30
        lines.append(f"{language}: MRR {measured['mrr']:.3f}, recall@5 {measured['recall5']:.3f} over {measured['queries']} queries")
        for miss in measured["misses"]:
            lines.append(f"  {miss['q']!r}: rank {miss['rank']}, expected {miss['expect']}, got {miss['got']}")
    print("\n".join(lines))
    for language in ("en", "zh-Hans"):
        assert report[language]["mrr"] >= MINIMUM_MRR, "\n".join(lines)


def test_the_shipped_synonyms_lead_from_words_the_pages_do_not_use_to_words_they_do(site_dir):
    # A synonym replaces the reader's word in the query: one whose word the pages use would hide
    # them, and one whose replacement they never use would find nothing. The manifest holds the
    # site's `search.synonyms` and the glossary's terms together.
    for language in ("en", "zh-Hans"):
        synonyms = json.loads((site_dir / "search" / language / "index.json").read_text())["synonyms"]
        assert len(synonyms) >= 10
        pages = " ".join(p.read_text() for p in (ROOT / "Content").rglob(f"*.{language}.md")).lower()

        def says(words):
            if language == "en":
                return re.search(r"(?<![a-z])" + re.escape(words.lower()) + r"(?![a-z])", pages) is not None
            return words.lower() in pages

        def han(text):
            return re.search(r"[\u3400-\u9fff]", text) is not None

        for word, replacement in synonyms.items():
            # The glossary's name for a term in the other language (sidebar → 边栏) leads to the
            # glossary's page at least, and may be quoted on others.
            if han(word) != han(replacement):
                continue
            assert says(replacement), f"{language}: {word!r} leads to {replacement!r}, which no page says"
            # A rejected term inside its own preferred one (安全区 of 安全区域) is found in it.
            if word.lower() not in replacement.lower():
                assert not says(word), f"{language}: the pages say {word!r}, which the synonym replaces with {replacement!r}"


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_a_page_made_from_source_yields_to_a_written_page_that_says_as_much(tmp_path):
    """A catalog's article and a type's page made from its Swift source say the same words as
    often: the article, which its authors wrote for readers, comes first (the made page's prior,
    `SearchDocument.madeFromSourcePrior`); a word only the made page has, or its name, still
    finds it first."""
    from conftest import guidegen_binary
    site = tmp_path / "kit"
    catalog = site / "Sources/Kit/Kit.docc"
    catalog.mkdir(parents=True)
    (site / "guidegen.yml").write_text("languages: [en]\ncontent:\n  en: Sources/Kit/Kit.docc\n", encoding="utf-8")
    (catalog / "Kit.md").write_text("# ``Kit``\n\nTools for kits.\n\n## Topics\n\n### Essentials\n\n- <doc:Spinning>\n", encoding="utf-8")
    (catalog / "Spinning.md").write_text("# Spinning widgets\n\nKeep a widget turning.\n\nA spinner turns its widget on a timer until you stop it.\n",
                                         encoding="utf-8")
    (site / "Sources/Kit/Spinner.swift").write_text(
        "/// Turns a widget on a timer.\n///\n/// A spinner keeps its widget turning on a timer until it is stopped.\n"
        "public enum Spinner {\n    /// Turning slowly, on a slow timer.\n    case slow\n}\n", encoding="utf-8")
    out = tmp_path / "out"
    subprocess.run([str(guidegen_binary()), "build", "--root", str(site), "--output", str(out), "--quiet"], check=True)
    queries = tmp_path / "queries.json"
    queries.write_text(json.dumps({"en": [
        {"q": "turning timer", "expect": ["essentials/Spinning"]},
        {"q": "slow timer", "expect": ["enumerations/Spinner"]},
        {"q": "Spinner", "expect": ["enumerations/Spinner"]},
    ]}), encoding="utf-8")
    result = subprocess.run(["node", str(ROOT / "Benchmarks/search-quality.js"), str(out), str(queries), "--json"],
                            capture_output=True, text=True, check=True)
    report = json.loads(result.stdout)["en"]
    assert report["mrr"] == 1.0, report["misses"]
