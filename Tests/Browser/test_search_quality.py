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
