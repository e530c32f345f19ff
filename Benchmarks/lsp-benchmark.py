#!/usr/bin/env python3
"""Measures `guidegen lsp` on a site: startup to the first diagnostics of an opened page (its
own findings), startup to its complete diagnostics (with its links, once the site's index is
read), diagnostics after an edit (median of 20 edits), completion of a `<doc:` id (median of
20), and the server's memory. The page opened gets a link to no topic, so that the complete
diagnostics are the first with `link.unresolved`.

    lsp-benchmark.py GUIDEGEN SITE

Prints each figure next to issue 38's target, marked PASS or FAIL; exits 1 when one fails.
"""
import json
import os
import pathlib
import select
import statistics
import subprocess
import sys
import time

TARGETS = {"startup to first diagnostics": (2000, "ms"), "startup to complete diagnostics (links)": (2000, "ms"), "diagnostics after an edit (median of 20)": (50, "ms"),
           "completion of <doc: (median of 20)": (30, "ms"), "server memory (peak RSS)": (400, "MB")}


class Server:
    def __init__(self, binary, site):
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=site)
        self.buffer = b""
        self.next_id = 1

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self, timeout=600):
        deadline = time.monotonic() + timeout
        while True:
            end = self.buffer.find(b"\r\n\r\n")
            if end >= 0:
                length = int(self.buffer[:end].split(b":")[1])
                if len(self.buffer) >= end + 4 + length:
                    body, self.buffer = self.buffer[end + 4:end + 4 + length], self.buffer[end + 4 + length:]
                    return json.loads(body)
            ready, _, _ = select.select([self.process.stdout], [], [], max(0, deadline - time.monotonic()))
            if not ready:
                raise TimeoutError("the server said nothing in time")
            chunk = os.read(self.process.stdout.fileno(), 1 << 20)
            if not chunk:
                raise EOFError("the server ended")
            self.buffer += chunk

    def request(self, method, params):
        request_id = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
        while True:
            message = self.read()
            if message.get("id") == request_id and "method" not in message:
                return message

    def diagnostics(self, uri, version, condition=lambda found: True):
        while True:
            message = self.read()
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri \
                    and message["params"].get("version") == version and condition(message["params"]["diagnostics"]):
                return message["params"]["diagnostics"]

    def cpu_seconds(self):
        """The server's CPU time so far (user and system, all threads)."""
        fields = pathlib.Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def peak_rss_mb(self):
        for line in pathlib.Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
        return float("nan")


def main():
    binary, site = os.path.abspath(sys.argv[1]), pathlib.Path(sys.argv[2]).resolve()
    topics = sorted(p for p in (site / "Content").rglob("*.en.md") if not p.name.startswith("_index"))
    page = topics[len(topics) // 2]
    uri = page.as_uri()
    text = page.read_text(encoding="utf-8")
    lines = text.split("\n")
    # Opened with a broken link, which is taken out again before the edits are timed.
    broken = text.rstrip("\n") + "\n\nSee <doc:no-such-topic>.\n"
    body_line = next(i for i, line in enumerate(lines) if i > 3 and line and line[0].isalpha())

    started = time.monotonic()
    server = Server(binary, str(site))
    server.request("initialize", {"processId": os.getpid(), "rootUri": site.as_uri(), "capabilities": {}})
    server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1, "text": broken}}})
    first = server.diagnostics(uri, 1)
    startup = (time.monotonic() - started) * 1000
    has_links = lambda found: any(d.get("code") == "link.unresolved" for d in found)
    complete = first if has_links(first) else server.diagnostics(uri, 1, has_links)
    startup_complete = (time.monotonic() - started) * 1000
    # What reading the site cost, less sensitive than the time to other work on the machine.
    startup_cpu = server.cpu_seconds()
    server.send({"jsonrpc": "2.0", "method": "textDocument/didChange",
                 "params": {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": text}]}})
    server.diagnostics(uri, 2)

    edits = []
    for n in range(20):
        version = n + 3
        at = {"line": body_line, "character": 0}
        change = {"range": {"start": at, "end": at}, "text": f"Edit {n} "}
        sent = time.monotonic()
        server.send({"jsonrpc": "2.0", "method": "textDocument/didChange",
                     "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        server.diagnostics(uri, version)
        edits.append((time.monotonic() - sent) * 1000)

    # A new line with `See <doc:` at the end of the page, then completions there.
    version = 30
    end_line = len(lines) - 1
    end_character = len(lines[end_line].encode("utf-16-le")) // 2
    server.send({"jsonrpc": "2.0", "method": "textDocument/didChange",
                 "params": {"textDocument": {"uri": uri, "version": version},
                            "contentChanges": [{"range": {"start": {"line": end_line, "character": end_character},
                                                          "end": {"line": end_line, "character": end_character}},
                                                "text": "\nSee <doc:"}]}})
    server.diagnostics(uri, version)
    completions, count = [], 0
    for _ in range(20):
        sent = time.monotonic()
        reply = server.request("textDocument/completion", {"textDocument": {"uri": uri}, "position": {"line": end_line + 1, "character": 9}})
        completions.append((time.monotonic() - sent) * 1000)
        count = len(reply["result"]["items"])
    memory = server.peak_rss_mb()
    server.request("shutdown", None)
    server.send({"jsonrpc": "2.0", "method": "exit"})
    server.process.wait(timeout=30)

    pages = len(list((site / "Content").rglob("*.md")))
    print(f"guidegen lsp on {pages} Markdown files ({site}); page {page.relative_to(site)}: {len(first)} diagnostics first, "
          f"{len(complete)} complete, {count} completions")
    figures = {"startup to first diagnostics": startup, "startup to complete diagnostics (links)": startup_complete, "diagnostics after an edit (median of 20)": statistics.median(edits),
               "completion of <doc: (median of 20)": statistics.median(completions), "server memory (peak RSS)": memory}
    failed = False
    for name, value in figures.items():
        target, unit = TARGETS[name]
        ok = value <= target
        failed |= not ok
        print(f"  {name:42} {value:8.1f} {unit:2}  target <= {target} {unit}  {'PASS' if ok else 'FAIL'}")
    print(f"  server CPU time up to the complete diagnostics: {startup_cpu:.2f} s; load average {' '.join(open('/proc/loadavg').read().split()[:3])}")
    print(f"  edits: min {min(edits):.1f} ms, max {max(edits):.1f} ms; completions: min {min(completions):.1f} ms, max {max(completions):.1f} ms")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
