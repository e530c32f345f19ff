#!/usr/bin/env python3
"""Fuzzes `guidegen lsp` for a bounded time: random JSON, wrong methods, ranges and positions
past the end, invalid UTF-8 in text, broken headers, files reported changed (the site read
again in the background while requests wait for it). The server must answer a probe request
after each burst (no hang) and stay alive (no crash); at the end it must shut down cleanly.

    Tests/Fuzz/fuzz_lsp.py [--seconds 30] [--seed N] [--guidegen PATH] [--artifacts DIR]

Prints `N messages, N probes, 0 crashes, 0 hangs` and the seed; a failing burst is written to
the artifacts folder (default Tests/Fuzz/artifacts/lsp-SEED.bin) to replay by hand.
"""
import argparse
import json
import os
import pathlib
import random
import select
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
PROBE_LIMIT = 15  # seconds the server may take to answer a probe before it counts as a hang

METHODS = ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references",
           "textDocument/rename", "textDocument/prepareRename", "textDocument/codeAction", "textDocument/codeLens",
           "workspace/executeCommand", "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose",
           "textDocument/didSave", "workspace/didChangeWatchedFiles", "$/cancelRequest", "initialize", "initialized",
           "textDocument/teleport", "", "shutdown!", "exit2"]
SNIPPETS = ["<doc:", "<doc:buttons>", "<doc:buttons#", "](#", "![x](", "侧边栏", "𐐀", "👍🏽", "\r\n", "\n", "---\n", "id: ",
            "We ", "我的", "**", "\u0000", "\ud7ff", "`code`", "<!-- guidegen-lint disable-next-line -->\n", "[a](doc:x#y)"]


def random_json(rng, depth=0):
    kind = rng.randrange(8 if depth < 3 else 5)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice([True, False])
    if kind == 2:
        return rng.choice([0, -1, 1, 2 ** 31, -2 ** 63, 2 ** 70, rng.randrange(-1000, 1000)])
    if kind == 3:
        return rng.choice([0.5, -1e308, 1e308])
    if kind == 4:
        return "".join(rng.choice(SNIPPETS) for _ in range(rng.randrange(4)))
    if kind == 5:
        return [random_json(rng, depth + 1) for _ in range(rng.randrange(4))]
    keys = ["uri", "textDocument", "position", "range", "line", "character", "text", "contentChanges", "version", "context",
            "diagnostics", "newName", "command", "arguments", "changes", "type", "start", "end", "only"]
    return {rng.choice(keys): random_json(rng, depth + 1) for _ in range(rng.randrange(5))}


def position(rng):
    return {"line": rng.choice([0, 1, 4, 8, 30, 10 ** 6, -1]), "character": rng.choice([0, 1, 3, 7, 200, 10 ** 9, -5])}


class Fuzzer:
    def __init__(self, guidegen, site, rng):
        self.guidegen, self.site, self.rng = os.path.abspath(guidegen), site, rng
        self.uris = [p.as_uri() for p in sorted((site / "Content").rglob("*.md"))] + [(site / "glossary.yml").as_uri(),
                                                                                       (site / "guidegen.yml").as_uri(), "file:///nowhere/x.md", "untitled:1"]
        self.sent = []
        self.messages = 0
        self.process = None
        self.buffer = b""

    def start(self):
        self.process = subprocess.Popen([self.guidegen, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                        cwd=self.site)
        self.buffer = b""
        self.frame({"jsonrpc": "2.0", "id": "init", "method": "initialize",
                    "params": {"processId": os.getpid(), "rootUri": self.site.as_uri(), "capabilities": {}}})
        self.frame({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        for uri in self.uris[:3]:
            path = pathlib.Path(uri[7:])
            self.frame({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                        "params": {"textDocument": {"uri": uri, "languageId": "markdown", "version": 1, "text": path.read_text()}}})

    def raw(self, data):
        self.sent.append(data)
        self.messages += 1
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def frame(self, message, body=None):
        body = json.dumps(message, ensure_ascii=self.rng.random() < 0.5).encode() if body is None else body
        self.raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def one(self):
        rng = self.rng
        choice = rng.randrange(10)
        uri = rng.choice(self.uris)
        if choice == 0:  # random JSON to a random method, as a request or a notification
            message = {"jsonrpc": "2.0", "method": rng.choice(METHODS), "params": random_json(rng)}
            if rng.random() < 0.6:
                message["id"] = rng.choice([rng.randrange(10 ** 6), "s", None, [1], {"a": 1}, 1.5])
            self.frame(message)
        elif choice == 1:  # random JSON as the whole message
            self.frame(None, json.dumps(random_json(rng)).encode())
        elif choice == 2:  # an edit with ranges anywhere, text with odd characters
            start, end = position(rng), position(rng)
            text = "".join(rng.choice(SNIPPETS) for _ in range(rng.randrange(6)))
            change = {"text": text} if rng.random() < 0.2 else {"range": {"start": start, "end": end}, "text": text}
            self.frame({"jsonrpc": "2.0", "method": "textDocument/didChange",
                        "params": {"textDocument": {"uri": uri, "version": rng.randrange(100)}, "contentChanges": [change]}})
        elif choice == 3:  # invalid UTF-8 inside a document's text
            text = b"---\ntitle: X\n---\nWe \xff\xfe tap \xc3( here\n"
            self.frame(None, b'{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"' + uri.encode()
                       + b'","languageId":"markdown","version":1,"text":"' + text.replace(b"\n", b"\\n") + b'"}}}')
        elif choice == 4:  # a lone surrogate, escaped
            self.frame(None, b'{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":{"textDocument":{"uri":"\\ud800"},"position":{"line":0,"character":0}}}')
        elif choice == 5:  # broken headers and bodies
            self.raw(rng.choice([b"Content-Length: 5\r\n\r\n{\"a\":", b"Content-Length: abc\r\n\r\n", b"\r\n\r\n",
                                 b"Content-Length: 99999999999\r\n\r\n", bytes(rng.randrange(256) for _ in range(rng.randrange(64))),
                                 b"Content-Length: 2\r\n\r\n{}"]))
        elif choice == 6:  # files changed on disk: the site is read again in the background while requests come
            changes = [{"uri": rng.choice(self.uris), "type": rng.choice([1, 2, 3])} for _ in range(rng.randrange(1, 3))]
            self.frame({"jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles", "params": {"changes": changes}})
        else:  # a real request at an odd place
            method = rng.choice(METHODS[:9])
            params = {"textDocument": {"uri": uri}, "position": position(rng), "newName": rng.choice(["ok-name", "Bad Name", "", "buttons"]),
                      "range": {"start": position(rng), "end": position(rng)}, "context": {"diagnostics": [], "includeDeclaration": True},
                      "command": rng.choice(["guidegen.openTwin", "other"]), "arguments": [uri, rng.choice(["zh-Hans", "en", 3])]}
            self.frame({"jsonrpc": "2.0", "id": rng.randrange(10 ** 6), "method": method, "params": params})

    def probe(self):
        """A request whose answer must come back in time: false for a hang or a crash."""
        # A broken header may be waiting for its body: a few message-sized separators first.
        self.raw(b"\r\n\r\nContent-Length: 2\r\n\r\n{}")
        self.frame({"jsonrpc": "2.0", "id": "probe", "method": "textDocument/hover",
                    "params": {"textDocument": {"uri": self.uris[0]}, "position": {"line": 0, "character": 0}}})
        deadline = time.monotonic() + PROBE_LIMIT
        while time.monotonic() < deadline:
            if b'"id":"probe"' in self.buffer:
                self.buffer = b""
                return "ok"
            ready, _, _ = select.select([self.process.stdout], [], [], max(0.0, deadline - time.monotonic()))
            if ready:
                chunk = os.read(self.process.stdout.fileno(), 1 << 16)
                if not chunk:
                    return "crash"
                self.buffer = (self.buffer + chunk)[-4096:]
        return "hang" if self.process.poll() is None else "crash"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--guidegen", default=os.environ.get("GUIDEGEN") or str(ROOT / ".build/debug/guidegen"))
    parser.add_argument("--artifacts", default=str(ROOT / "Tests/Fuzz/artifacts"))
    options = parser.parse_args()
    seed = options.seed if options.seed is not None else random.randrange(1 << 30)
    rng = random.Random(seed)
    work = pathlib.Path(tempfile.mkdtemp(prefix="guidegen-fuzz-lsp-"))
    site = work / "site"
    subprocess.run([options.guidegen, "init", "--quiet", str(site)], check=True)
    fuzzer = Fuzzer(options.guidegen, site, rng)
    crashes = hangs = probes = 0
    deadline = time.monotonic() + options.seconds
    try:
        fuzzer.start()
        while time.monotonic() < deadline:
            fuzzer.sent = []
            try:
                for _ in range(rng.randrange(5, 40)):
                    fuzzer.one()
                outcome = fuzzer.probe()
            except BrokenPipeError:
                outcome = "crash"
            probes += 1
            if outcome != "ok":
                crashes += outcome == "crash"
                hangs += outcome == "hang"
                pathlib.Path(options.artifacts).mkdir(parents=True, exist_ok=True)
                kept = pathlib.Path(options.artifacts) / f"lsp-{seed}-{probes}.bin"
                kept.write_bytes(b"".join(fuzzer.sent))
                print(f"{outcome}: the burst is in {kept}", file=sys.stderr)
                fuzzer.process.kill()
                fuzzer.process.wait()
                fuzzer.start()
        # A clean end: shutdown, exit, status 0.
        fuzzer.frame({"jsonrpc": "2.0", "id": "bye", "method": "shutdown"})
        fuzzer.frame({"jsonrpc": "2.0", "method": "exit"})
        try:
            status = fuzzer.process.wait(timeout=PROBE_LIMIT)
        except subprocess.TimeoutExpired:
            status = None
            hangs += 1
        if status not in (0, None):
            crashes += 1
            print(f"the server ended with status {status} after shutdown and exit", file=sys.stderr)
    finally:
        if fuzzer.process and fuzzer.process.poll() is None:
            fuzzer.process.kill()
        shutil.rmtree(work, ignore_errors=True)
    print(f"seed {seed}: {fuzzer.messages} messages, {probes} probes, {crashes} crashes, {hangs} hangs")
    return 1 if crashes or hangs else 0


if __name__ == "__main__":
    sys.exit(main())
