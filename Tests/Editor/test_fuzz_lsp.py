"""Runs the language server's fuzzer (Tests/Fuzz/fuzz_lsp.py) for a bounded time: 0 crashes and
0 hangs. FUZZ_LSP_SECONDS sets the time (default 30); the seed is printed for a replay with
`Tests/Fuzz/fuzz_lsp.py --seed N`."""
import os
import subprocess
import sys

from lsp_helpers import ROOT, guidegen_binary


def test_fuzzed_requests_never_crash_or_hang_the_server():
    seconds = os.environ.get("FUZZ_LSP_SECONDS", "30")
    done = subprocess.run([sys.executable, str(ROOT / "Tests/Fuzz/fuzz_lsp.py"), "--seconds", seconds, "--guidegen", str(guidegen_binary())],
                          capture_output=True, text=True, timeout=float(seconds) + 120)
    print(done.stdout, done.stderr)
    assert done.returncode == 0, done.stdout + done.stderr
    assert " 0 crashes, 0 hangs" in done.stdout
