"""Search quality on the shipped Content/: the query set in Benchmarks/search-queries.json
(at least 30 queries per language, each with the topics a reader would expect) run through
search.js (the engine its parts make), the code readers run, under Node. Fails below a mean reciprocal rank of 0.8."""
import json
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
