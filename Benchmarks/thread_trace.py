#!/usr/bin/env python3
"""How much of a build's wall time only one thread has work (issue 33: "all cores").

    Benchmarks/thread_trace.py [--interval MS] [--json FILE] -- GUIDEGEN build --root SITE --output OUT

Runs the command with `--verbose` added, and every `--interval` milliseconds (default 5) reads the
state of each of its threads from `/proc/PID/task/*/stat`. A thread in state `R` has work: it is
running or waiting for a core. The state, not the CPU time, is what is counted, so a busy machine
that gives the build fewer cores does not make a parallel stretch look serial. Each sample is
put in the stage `--verbose` was printing when it was taken.

It prints, per stage and for the whole run, the share of wall time with no thread, one thread and
two or more threads with work, the longest stretches with at most one, and the issue's target:
stretches with one thread or none take at most 3 % of the wall time. (A thread in `D`, waiting for
the disk, has no work for a core; a stretch of such waits counts as serial, as it is.)
"""
import argparse
import json
import os
import re
import subprocess
import sys
import threading
import time

TARGET_SHARE = 0.03
STAGE_START = re.compile(r"^(\S.*?)(?: [\d,]+ items)?…$")


def runnable_threads(pid):
    """Threads of `pid` in state R, or None when the process is gone."""
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except FileNotFoundError:
        return None
    count = 0
    for tid in tasks:
        try:
            with open(f"/proc/{pid}/task/{tid}/stat", "rb") as f:
                stat = f.read()
        except (FileNotFoundError, ProcessLookupError):
            continue
        # The state follows the command name, which is in parentheses and may hold spaces.
        state = stat[stat.rfind(b")") + 2:stat.rfind(b")") + 3]
        if state == b"R":
            count += 1
    return count


def trace(command, interval):
    """Runs the command; returns its samples [(seconds, stage, runnable)] and its exit code."""
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    start = time.monotonic()
    current = {"stage": "starting"}
    lines = []

    def read_stderr():
        for line in process.stderr:
            lines.append(line)
            match = STAGE_START.match(line.rstrip("\n"))
            if match:
                current["stage"] = match.group(1)
            elif line.startswith("Built ") or line.startswith("error"):
                current["stage"] = "finishing"

    reader = threading.Thread(target=read_stderr, daemon=True)
    reader.start()
    samples = []
    while process.poll() is None:
        count = runnable_threads(process.pid)
        if count is None:
            break
        samples.append((time.monotonic() - start, current["stage"], count))
        time.sleep(interval)
    process.wait()
    reader.join(timeout=5)
    return samples, process.returncode, "".join(lines), time.monotonic() - start


def weighted(samples, wall):
    """Each sample with the time until the next one (the last one's until the process ended):
    reading /proc takes time of its own, so samples are not exactly `--interval` apart."""
    ends = [s[0] for s in samples[1:]] + [wall]
    return [(t, stage, count, max(end - t, 0)) for (t, stage, count), end in zip(samples, ends)]


def stretches(samples):
    """Runs of consecutive samples with at most one thread with work: (start, seconds, stage)."""
    runs, begin = [], None
    for t, stage, count, length in samples + [(None, None, 2, 0)]:
        if count <= 1:
            if begin is None:
                begin = [t, 0.0, stage]
            begin[1] += length
        elif begin is not None:
            runs.append(tuple(begin))
            begin = None
    return sorted(runs, key=lambda run: -run[1])


def summary(samples):
    total = sum(s[3] for s in samples) or 1
    none = sum(s[3] for s in samples if s[2] == 0)
    one = sum(s[3] for s in samples if s[2] == 1)
    return {"wall": round(total, 3), "none": none / total, "one": one / total, "two_or_more": (total - none - one) / total}


def report(samples, wall, interval):
    samples = weighted(samples, wall)
    figures = {"wall": round(wall, 2), "samples": len(samples), "interval_ms": interval * 1000, "all": summary(samples), "stages": {}}
    order = []
    for _, stage, _, _ in samples:
        if stage not in order:
            order.append(stage)
    print(f"{'stage':<24} {'wall s':>7} {'none':>6} {'one':>6} {'≥ two':>6}")
    for stage in order:
        f = figures["stages"][stage] = summary([s for s in samples if s[1] == stage])
        print(f"{stage:<24} {f['wall']:>7.2f} {f['none']:>6.1%} {f['one']:>6.1%} {f['two_or_more']:>6.1%}")
    f = figures["all"]
    serial = f["none"] + f["one"]
    print(f"{'whole build':<24} {wall:>7.2f} {f['none']:>6.1%} {f['one']:>6.1%} {f['two_or_more']:>6.1%}"
          f"   ({len(samples)} samples)")
    longest = stretches(samples)[:8]
    figures["longest"] = [{"at": round(at, 3), "seconds": round(length, 3), "stage": stage} for at, length, stage in longest]
    print("longest stretches with at most one thread with work: " +
          ", ".join(f"{length * 1000:.0f} ms at {at:.2f} s ({stage})" for at, length, stage in longest))
    verdict = "PASS" if serial <= TARGET_SHARE else "FAIL"
    print(f"at most one thread with work: {serial:.1%} of the wall time (target ≤ {TARGET_SHARE:.0%}: {verdict})")
    figures["serial_share"] = serial
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--interval", type=float, default=5, help="milliseconds between samples")
    parser.add_argument("--json", help="write the figures here")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = [c for c in args.command if c != "--"]
    if not command:
        parser.error("give the command to trace after --")
    if "--verbose" not in command and "-v" not in command:
        command.append("--verbose")
    interval = args.interval / 1000
    samples, code, stderr, wall = trace(command, interval)
    if code != 0:
        sys.stderr.write(stderr)
        sys.exit(f"the command failed with exit code {code}")
    figures = report(samples, wall, interval)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(figures, f, indent=1)


if __name__ == "__main__":
    main()
