"""Runs the mutation fuzzer (fuzz.py) for a bounded time: 0 crashes and 0 hangs.

FUZZ_SECONDS sets the time (default 60); the seed is printed, so a failure can be replayed with
`Tests/Fuzz/fuzz.py --seed N`. Failing inputs are kept in Tests/Fuzz/artifacts/.
"""
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]


sys.path.insert(0, str(ROOT / "Tests"))
from guidegen_binary import guidegen_binary  # noqa: E402  (one finder for every Python test)


def binary():
    return str(guidegen_binary())


def test_fuzzing_front_matter_markdown_templates_and_app_strings_finds_no_crash_or_hang():
    seconds = os.environ.get("FUZZ_SECONDS", "60")
    done = subprocess.run([sys.executable, str(ROOT / "Tests/Fuzz/fuzz.py"), "--seconds", seconds, "--guidegen", binary()],
                          capture_output=True, text=True)
    print(done.stdout, done.stderr)
    assert done.returncode == 0, done.stdout + done.stderr
    assert " 0 crashes, 0 hangs" in done.stdout
