"""Benchmarks/thread_trace.py: threads with work are read from /proc, stretches and shares are
counted by time, and stages follow a real build's --verbose lines."""
import importlib.util
import json
import pathlib
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
from guidegen_binary import guidegen_binary  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "Benchmarks/thread_trace.py"
spec = importlib.util.spec_from_file_location("thread_trace", SCRIPT)
thread_trace = importlib.util.module_from_spec(spec)
spec.loader.exec_module(thread_trace)


def test_stretches_and_shares_are_counted_by_time():
    # (seconds, stage, threads with work): 0.3 s with two, 0.5 s with one, 0.2 s with two.
    samples = thread_trace.weighted([(0.0, "a", 2), (0.3, "a", 1), (0.5, "b", 1), (0.8, "b", 2)], wall=1.0)
    assert [round(s[3], 3) for s in samples] == [0.3, 0.2, 0.3, 0.2]
    runs = thread_trace.stretches(samples)
    assert [(at, round(length, 3), stage) for at, length, stage in runs] == [(0.3, 0.5, "a")]
    whole = thread_trace.summary(samples)
    assert round(whole["one"], 3) == 0.5 and round(whole["two_or_more"], 3) == 0.5 and whole["none"] == 0


def test_a_single_threaded_command_reads_as_one_thread(tmp_path):
    busy = "import time\nend = time.monotonic() + 0.4\nwhile time.monotonic() < end: pass\n"
    out = tmp_path / "trace.json"
    subprocess.run([sys.executable, str(SCRIPT), "--json", str(out), "--", sys.executable, "-c", busy],
                   check=True, capture_output=True, text=True)
    figures = json.loads(out.read_text())
    assert figures["all"]["one"] > 0.8
    assert figures["all"]["two_or_more"] < 0.1
    assert figures["serial_share"] > 0.9


def test_a_builds_samples_fall_in_its_stages(tmp_path):
    site = tmp_path / "site"
    for n in range(40):
        page = site / "Content/basics" / f"topic-{n}.en.md"
        page.parent.mkdir(parents=True, exist_ok=True)
        page.write_text(f"---\ntitle: Topic {n}\n---\n\n" + f"Paragraph {n} about buttons and menus. " * 200 + "\n")
    (site / "guidegen.yml").write_text("title: Trace\n")
    out = tmp_path / "trace.json"
    run = subprocess.run([sys.executable, str(SCRIPT), "--interval", "1", "--json", str(out), "--",
                          str(guidegen_binary()), "build", "--root", str(site), "--output", str(tmp_path / "public")],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert "target ≤ 3%" in run.stdout
    figures = json.loads(out.read_text())
    assert "Parsing" in figures["stages"]
    assert 0 <= figures["serial_share"] <= 1
    assert abs(sum(s["wall"] for s in figures["stages"].values()) - figures["wall"]) < 0.05 * figures["wall"] + 0.05
    assert (tmp_path / "public/en/index.html").exists() or any((tmp_path / "public").rglob("index.html"))
