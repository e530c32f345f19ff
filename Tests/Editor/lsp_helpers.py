"""Helpers of the editor tests: the guidegen binary (Tests/guidegen_binary.py),
a starter site made with `guidegen init` with a page that has a first-person sentence, a
rejected glossary term and a broken <doc:> link, and a small JSON-RPC client over the server's
standard input and output. (Its own module: `conftest` is a name every test folder uses.)"""
import json
import os
import pathlib
import select
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests"))
from guidegen_binary import guidegen_binary  # noqa: E402  (one finder for every Python test)




# The page the tests open. Line 5: a first-person sentence (“We”); line 7: “side bar”, which
# the glossary rejects; line 9: a <doc:> link to no topic.
DRAFT_PAGE = """---
title: Drafts
summary: Where unfinished work waits.
---
We keep every draft until you delete it.

Open the side bar to see them.

Read <doc:buttonz> first.
"""

GLOSSARY_TERM = "  - { en: sidebar, zh-Hans: 边栏, avoid: { en: [side bar], zh-Hans: [侧边栏] } }\n"


def make_site(parent):
    """A starter site with the draft page and a glossary term rejecting “side bar”."""
    root = pathlib.Path(parent) / "site"
    result = subprocess.run([str(guidegen_binary()), "init", "--quiet", str(root)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    with open(root / "glossary.yml", "a", encoding="utf-8") as glossary:
        glossary.write(GLOSSARY_TERM)
    (root / "Content/components/drafts.en.md").write_text(DRAFT_PAGE, encoding="utf-8")
    return root



class RawClient:
    """A minimal LSP client: frames JSON-RPC messages, or sends raw bytes, and reads replies
    with a deadline, keeping the notifications it sees."""

    def __init__(self, cwd=None):
        self.process = subprocess.Popen([str(guidegen_binary()), "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, cwd=cwd)
        self.buffer = b""
        self.next_id = 1
        self.notifications = []
        self.requests = []

    def send_raw(self, data):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message):
        body = json.dumps(message).encode()
        self.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def request(self, method, params, timeout=20):
        request_id = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
        return self.wait_for(lambda m: m.get("id") == request_id and "method" not in m, timeout)

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def read_message(self, deadline):
        while True:
            header_end = self.buffer.find(b"\r\n\r\n")
            if header_end >= 0:
                headers = self.buffer[:header_end].decode()
                length = int(next(line.split(":")[1] for line in headers.split("\r\n") if line.lower().startswith("content-length")))
                if len(self.buffer) >= header_end + 4 + length:
                    body = self.buffer[header_end + 4:header_end + 4 + length]
                    self.buffer = self.buffer[header_end + 4 + length:]
                    return json.loads(body)
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError("no message from the server in time")
            ready, _, _ = select.select([self.process.stdout], [], [], remaining)
            if not ready:
                continue
            chunk = os.read(self.process.stdout.fileno(), 65536)
            if not chunk:
                raise EOFError("the server closed its output")
            self.buffer += chunk

    def wait_for(self, condition, timeout=20):
        deadline = time.monotonic() + timeout
        while True:
            message = self.read_message(deadline)
            if "method" in message and "id" not in message:
                self.notifications.append(message)
            elif "method" in message:
                self.requests.append(message)
            if condition(message):
                return message

    def diagnostics(self, uri, condition=lambda d: True, timeout=20):
        """The next diagnostics published for the URI that satisfy the condition."""
        for message in reversed(self.notifications):
            if message["method"] == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri and condition(message["params"]["diagnostics"]):
                self.notifications.remove(message)
                return message["params"]["diagnostics"]
        message = self.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri
                                and condition(m["params"]["diagnostics"]), timeout)
        return message["params"]["diagnostics"]

    def initialize(self, root):
        reply = self.request("initialize", {"processId": os.getpid(), "rootUri": pathlib.Path(root).as_uri(), "capabilities": {}})
        self.notify("initialized", {})
        return reply

    def open(self, path, text=None):
        path = pathlib.Path(path)
        self.notify("textDocument/didOpen", {"textDocument": {"uri": path.as_uri(), "languageId": "markdown", "version": 1,
                                                              "text": path.read_text(encoding="utf-8") if text is None else text}})
        return path.as_uri()

    def close(self, timeout=10):
        """shutdown, exit, and the exit status."""
        try:
            self.request("shutdown", None, timeout=timeout)
            self.notify("exit", None)
        except (BrokenPipeError, EOFError, TimeoutError):
            pass
        try:
            return self.process.wait(timeout=timeout)
        finally:
            if self.process.poll() is None:
                self.process.kill()
