"""`guidegen serve`, the live preview, as a real process on a free loopback port: HTTP over
raw sockets and http.client (paths are sent exactly as written), server-sent events after
file edits, refused path traversal, the error overlay in headless Chromium, and clean Ctrl-C.

One server (on a copy of Content/, Theme/ and the configuration in a temporary folder) is
shared by the module; every test that edits a source restores it and waits for the rebuild
that follows before the next test runs."""
import http.client
import io
import json
import math
import os
import pathlib
import re
import shutil
import signal
import sys
import socket
import subprocess
import tempfile
import threading
import time
import urllib.parse
import wave
import zlib

import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ROOT, guidegen_binary

ALERTS_EN = "Content/components/alerts.en.md"
ALERTS_URL = "/en/components/alerts/"
STYLE = "Theme/assets/style.css"
BUILD_LINE = re.compile(r"^(Rebuilt in|Build failed|The configuration has errors)")
TRACE_MARKERS = ("Fatal error", "Stack dump", "Current stack trace", "Backtrace", "backtrace", "0x0000")


def wait_until(condition, timeout, interval=0.05, message="condition"):
    """Polls `condition` until it returns something truthy; fails after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {message}")
        time.sleep(interval)


# --- the server process ----------------------------------------------------------------------

class Served:
    """`guidegen serve` as a subprocess; collects its stdout and stderr lines as they come."""

    def __init__(self, root, *args, inside=False):
        """`inside`: started in the site's folder without --root, as a writer types it."""
        where = [] if inside else ["--root", str(root)]
        self.command = [str(guidegen_binary()), "serve", *where, *args]
        self.process = subprocess.Popen(self.command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        stdin=subprocess.DEVNULL, text=True, bufsize=1, cwd=str(root) if inside else None)
        self.stdout = []
        self.stderr = []
        self.lock = threading.Lock()
        self.readers = [threading.Thread(target=self._read, args=(stream, lines), daemon=True)
                        for stream, lines in ((self.process.stdout, self.stdout), (self.process.stderr, self.stderr))]
        for reader in self.readers:
            reader.start()
        self.port = None

    def _read(self, stream, lines):
        for line in stream:
            with self.lock:
                lines.append(line.rstrip("\n"))

    def lines(self, which):
        with self.lock:
            return list(self.stdout if which == "stdout" else self.stderr)

    def wait_for_line(self, which, pattern, timeout, start=0):
        regex = re.compile(pattern)

        def found():
            for line in self.lines(which)[start:]:
                match = regex.search(line)
                if match:
                    return match
            if self.process.poll() is not None:
                raise AssertionError(f"guidegen serve exited with {self.process.returncode} before printing "
                                     f"/{pattern}/; stderr:\n" + "\n".join(self.lines("stderr")[-30:]))
            return None

        return wait_until(found, timeout, message=f"/{pattern}/ on {which}; stderr so far:\n"
                          + "\n".join(self.lines("stderr")[-30:]))

    def wait_until_serving(self, timeout=60):
        match = self.wait_for_line("stdout", r"^Serving at http://127\.0\.0\.1:(\d+)/ \(Ctrl-C to stop\)$", timeout)
        self.port = int(match.group(1))
        return self.port

    def build_lines(self):
        return [line for line in self.lines("stderr") if BUILD_LINE.search(line)]

    def interrupt(self, timeout=10):
        """Ctrl-C; returns the exit status (fails when it does not exit within `timeout` s)."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        try:
            return self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            raise AssertionError(f"guidegen serve did not exit within {timeout} s of Ctrl-C")
        finally:
            for reader in self.readers:
                reader.join(2)

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


def copy_site(into):
    for name in ("Content", "Theme"):
        shutil.copytree(ROOT / name, into / name, symlinks=True)
    for name in ("guidegen.yml", "glossary.yml"):
        shutil.copy2(ROOT / name, into / name)
    return into


@pytest.fixture(scope="module")
def site():
    folder = pathlib.Path(tempfile.mkdtemp(prefix="guidegen-serve-"))
    yield copy_site(folder)
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def served(site):
    server = Served(site, "--port", "0")
    try:
        server.wait_until_serving()
        server.wait_for_line("stderr", r"^Built \d+ pages in memory", 60)
        yield server
    except BaseException:
        server.kill()
        raise
    # Ctrl-C ends the server cleanly, with a live-reload client still connected.
    client = EventClient(server.port)
    try:
        client.wait_for("status", timeout=10)
        assert server.interrupt(10) == 0, "\n".join(server.lines("stderr")[-20:])
        client.wait_closed(5)
    finally:
        client.close()
        server.kill()


# --- HTTP ------------------------------------------------------------------------------------

def fetch(port, path, method="GET", headers=None, body=None, timeout=30):
    """One request with http.client (the path is sent as written); returns (status, headers, body)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        data = response.read()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, data
    finally:
        connection.close()


def raw(port, data, timeout=10):
    """Sends bytes as they are and returns everything the server sends until it closes the
    connection (or b"" when it resets it)."""
    received = b""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        try:
            sock.sendall(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # refused while still sending: what came back so far is read below
        try:
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                received += chunk
        except ConnectionResetError:
            pass
    return received


def raw_get(port, target, method="GET"):
    """A request line with exactly this target; returns (status or None, headers bytes, body bytes)."""
    response = raw(port, f"{method} {target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode("latin-1"))
    if not response:
        return None, b"", b""
    head, _, body = response.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    return status, head, body


def status_json(port):
    status, _, body = fetch(port, "/__guidegen/status.json")
    assert status == 200
    return json.loads(body)


class EventClient:
    """A server-sent-events client on its own thread, keeping every event it received."""

    def __init__(self, port, path="/__guidegen/events"):
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.connection.request("GET", path, headers={"Accept": "text/event-stream"})
        self.response = self.connection.getresponse()
        self.events = []
        self.closed = False
        self.condition = threading.Condition()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self):
        name, data = "message", []
        try:
            while True:
                line = self.response.readline()
                if not line:
                    break
                line = line.decode("utf-8").rstrip("\r\n")
                if line == "":
                    if data:
                        with self.condition:
                            self.events.append((name, "\n".join(data)))
                            self.condition.notify_all()
                    name, data = "message", []
                elif line.startswith("event:"):
                    name = line[6:].strip()
                elif line.startswith("data:"):
                    data.append(line[5:].lstrip(" "))
        except (OSError, ValueError, AttributeError, http.client.HTTPException):
            pass
        with self.condition:
            self.closed = True
            self.condition.notify_all()

    def mark(self):
        """The number of events so far: `wait_for(..., after=mark)` looks only at later ones."""
        with self.condition:
            return len(self.events)

    def wait_for(self, name, predicate=lambda data: True, timeout=10, after=0):
        """The first event called `name` (from number `after` on) whose parsed data satisfies
        `predicate`; fails after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        with self.condition:
            while True:
                for event, data in self.events[after:]:
                    if event == name:
                        parsed = json.loads(data)
                        if predicate(parsed):
                            return parsed
                remaining = deadline - time.monotonic()
                if remaining <= 0 or self.closed:
                    raise AssertionError(f"no `{name}` event within {timeout} s (stream closed: {self.closed});"
                                         f" received: {self.events[after:]}")
                self.condition.wait(remaining)

    def wait_closed(self, timeout):
        with self.condition:
            if not self.condition.wait_for(lambda: self.closed, timeout):
                raise AssertionError(f"the event stream was not closed within {timeout} s")

    def close(self):
        try:
            self.connection.sock and self.connection.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.connection.close()
        self.thread.join(5)


@pytest.fixture
def events(served):
    clients = []

    def connect():
        client = EventClient(served.port)
        client.wait_for("status", timeout=10)
        clients.append(client)
        return client

    yield connect
    for client in clients:
        client.close()


# --- editing sources -------------------------------------------------------------------------

def settle(server, before, timeout=30, quiet=0.75):
    """Waits for the rebuilds that edits started: at least one build after `before` (a
    status.json build number), then no new build for `quiet` seconds."""
    wait_until(lambda: status_json(server.port)["build"] > before, timeout, message="a rebuild after the edit")
    last, since = None, time.monotonic()
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        current = (status_json(server.port)["build"], len(server.build_lines()))
        if current != last:
            last, since = current, time.monotonic()
        elif time.monotonic() - since >= quiet:
            return
        time.sleep(0.05)
    raise AssertionError("the preview kept rebuilding")


class Sources:
    """Edits files of the served copy; `restore()` puts back what was there and waits for the
    rebuild, so that the next test starts from the shipped site."""

    def __init__(self, site, server):
        self.site, self.server = site, server
        self.saved = {}

    def path(self, relative):
        return self.site / relative

    def _save(self, relative):
        path = self.path(relative)
        if relative not in self.saved:
            self.saved[relative] = path.read_bytes() if path.exists() or path.is_symlink() else None

    def write(self, relative, text):
        self._save(relative)
        path = self.path(relative)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")

    def write_bytes(self, relative, data):
        self._save(relative)
        path = self.path(relative)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)

    def append(self, relative, text):
        self.write(relative, self.read(relative) + text)

    def replace(self, relative, old, new):
        text = self.read(relative)
        assert old in text, f"{old!r} is not in {relative}"
        self.write(relative, text.replace(old, new, 1))

    def read(self, relative):
        return self.path(relative).read_text(encoding="utf-8")

    def link(self, relative, target):
        self._save(relative)
        os.symlink(target, self.path(relative))
        self.saved[relative] = None

    def remove_later(self, relative):
        self.saved.setdefault(relative, None)

    def restore(self):
        if not self.saved:
            return
        before = status_json(self.server.port)["build"]
        changed = False
        for relative, data in self.saved.items():
            path = self.path(relative)
            if data is None:
                if path.is_symlink() or path.is_file():
                    path.unlink()
                    changed = True
                elif path.is_dir():
                    shutil.rmtree(path)
                    changed = True
            elif not path.exists() or path.read_bytes() != data:
                path.write_bytes(data)
                changed = True
        self.saved = {}
        if changed:
            settle(self.server, before)
        assert status_json(self.server.port)["ok"], "the restored sources do not build: " + "\n".join(self.server.lines("stderr")[-20:])


@pytest.fixture
def sources(site, served):
    editor = Sources(site, served)
    yield editor
    editor.restore()


# --- HTTP: content types, folders, 404, HEAD, ETags, methods ---------------------------------

def first_svg(port):
    _, _, body = fetch(port, "/en/foundations/layout/")
    sources = re.findall(r'<img [^>]*src="(/media/[^"]+\.svg)"', body.decode("utf-8"))
    assert sources, "no SVG image in /en/foundations/layout/"
    return sources[0]


@pytest.mark.parametrize("path, expected", [
    ("/en/", "text/html; charset=utf-8"),
    ("/assets/style.css", "text/css; charset=utf-8"),
    ("/assets/search.js", "text/javascript; charset=utf-8"),
    ("/sitemap.xml", "application/xml; charset=utf-8"),
    ("/search/en/index.json", "application/json; charset=utf-8"),
    ("/__guidegen/live.js", "text/javascript; charset=utf-8"),
    ("SVG", "image/svg+xml"),
])
def test_content_types(served, path, expected):
    if path == "SVG":
        path = first_svg(served.port)
    status, headers, body = fetch(served.port, path)
    assert status == 200, path
    assert headers["content-type"].replace(" ", "").lower().startswith(expected.replace(" ", "")), (path, headers["content-type"])
    assert int(headers["content-length"]) == len(body) > 0
    if path.endswith(".svg"):
        assert b"<svg" in body


def test_a_page_carries_the_live_reload_script_before_the_end_of_its_body(served):
    status, headers, body = fetch(served.port, ALERTS_URL)
    assert status == 200
    html = body.decode("utf-8")
    tag = html.find('<script src="/__guidegen/live.js"')
    assert tag != -1, "no live-reload script tag"
    assert tag < html.rfind("</body>")
    assert html.count("/__guidegen/live.js") == 1
    assert "<h1" in html and "Alerts" in html


def test_a_folder_without_its_slash_is_redirected(served):
    status, headers, _ = fetch(served.port, "/en/components/alerts")
    assert status == 301
    assert headers["location"] == "/en/components/alerts/"
    status, headers, _ = fetch(served.port, "/en/components/alerts?x=1")
    assert status == 301 and headers["location"] == "/en/components/alerts/?x=1"


def test_an_unknown_path_gets_the_sites_404_page(served):
    status, headers, body = fetch(served.port, "/en/no/such/page/")
    assert status == 404
    assert headers["content-type"] == "text/html; charset=utf-8"
    _, _, page = fetch(served.port, "/404.html")
    assert body == page and b"<html" in body
    status, _, _ = fetch(served.port, "/en/components/alerts/no-such-file.png")
    assert status == 404


def test_no_directory_listing(served):
    # A folder of media files has no index.html: nothing is listed.
    svg = first_svg(served.port)
    status, _, body = fetch(served.port, svg.rsplit("/", 1)[0] + "/")
    assert status == 404
    assert svg.rsplit("/", 1)[1].encode() not in body


def test_head_has_the_headers_of_get_and_no_body(served):
    for path in (ALERTS_URL, "/assets/style.css", "/en/no/such/page/"):
        get_status, get_head, get_body = raw_get(served.port, path)
        head_status, head_head, head_body = raw_get(served.port, path, method="HEAD")
        assert head_status == get_status
        assert head_body == b"", f"HEAD {path} sent a body"

        def fields(head):
            lines = head.decode("latin-1").split("\r\n")[1:]
            return {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in lines) if k.lower() != "date"}

        get_fields, head_fields = fields(get_head), fields(head_head)
        for name in ("content-type", "content-length", "etag"):
            assert head_fields.get(name) == get_fields.get(name), (path, name, head_fields, get_fields)
        assert int(get_fields["content-length"]) == len(get_body)


def test_etag_and_if_none_match(served, sources, events):
    status, headers, body = fetch(served.port, ALERTS_URL)
    etag = headers["etag"]
    assert status == 200 and etag.startswith('"') and etag.endswith('"')
    status, headers304, body304 = fetch(served.port, ALERTS_URL, headers={"If-None-Match": etag})
    assert status == 304 and body304 == b""
    assert headers304.get("etag") == etag
    status, _, _ = fetch(served.port, ALERTS_URL, headers={"If-None-Match": '"something-else"'})
    assert status == 200

    client = events()
    mark = client.mark()
    sources.append(ALERTS_EN, "\nThe ETag of this page changes after this sentence.\n")
    client.wait_for("reload", timeout=10, after=mark)
    status, headers, body = fetch(served.port, ALERTS_URL, headers={"If-None-Match": etag})
    assert status == 200, "the old ETag still matches after the page changed"
    assert headers["etag"] != etag
    assert b"The ETag of this page changes after this sentence." in body


def test_if_none_match_uses_the_weak_comparison(served):
    """RFC 9110 §13.1.2: If-None-Match compares weakly, so a cache that kept the tag as
    `W/"x"` still gets 304 for `"x"`."""
    for path in (ALERTS_URL, first_svg(served.port)):
        _, headers, _ = fetch(served.port, path)
        etag = headers["etag"]
        status, _, body = fetch(served.port, path, headers={"If-None-Match": f'"other", W/{etag}'})
        assert (status, body) == (304, b""), path


# A medium bigger than one 256 KB read of a streamed file (a range of it takes two reads, the
# second at an offset that is no multiple of 256 KB), with no two equal stretches.
MEDIUM = "Content/components/ranges.bin"
MEDIUM_URL = "/media/components/ranges.bin"
MEDIUM_BYTES = bytes((n * 7 + n // 256) % 256 for n in range(300_000))


def ranged(port, path, range_value, method="GET", **headers):
    return fetch(port, path, method=method, headers={"Range": range_value, **headers})


def check_byte_ranges(port, path, whole):
    """The answers to Range (and If-Range) for a file whose bytes are `whole`."""
    size = len(whole)
    status, headers, body = fetch(port, path)
    assert (status, body) == (200, whole)
    assert headers["accept-ranges"] == "bytes"
    etag = headers["etag"]
    for value, first, last in [("bytes=0-9", 0, 9), (f"bytes={size - 10}-", size - 10, size - 1),
                               ("bytes=-100", size - 100, size - 1), (f"bytes=5-{size + 1000}", 5, size - 1),
                               (f"bytes={size // 2 - 3}-{size // 2 + 3}", size // 2 - 3, size // 2 + 3),
                               (f"bytes=7-{size - 2}", 7, size - 2)]:
        status, headers, body = ranged(port, path, value)
        assert status == 206, (path, value, status)
        assert headers["content-range"] == f"bytes {first}-{last}/{size}", (path, value)
        assert int(headers["content-length"]) == last - first + 1
        assert body == whole[first:last + 1], (path, value)
        assert headers["etag"] == etag and headers["accept-ranges"] == "bytes"
    # Past the end: 416 with the length.
    for value in (f"bytes={size}-", f"bytes={size + 5}-{size + 10}", "bytes=-0"):
        status, headers, _ = ranged(port, path, value)
        assert status == 416, (path, value, status)
        assert headers["content-range"] == f"bytes */{size}"
    # Malformed, several ranges or another unit: ignored, the whole file.
    for value in ("bytes=5-1", "bytes=a-b", "bytes=0-1,5-6", "items=0-1", "bytes="):
        assert ranged(port, path, value)[::2] == (200, whole), (path, value)
    # If-Range: the range for the current ETag only.
    status, _, body = ranged(port, path, "bytes=0-9", **{"If-Range": etag})
    assert (status, body) == (206, whole[:10])
    for other in ('"something-else"', f"W/{etag}", "Sat, 01 Jan 2000 00:00:00 GMT"):
        assert ranged(port, path, "bytes=0-9", **{"If-Range": other})[::2] == (200, whole), (path, other)
    # HEAD as GET without a body; a matching If-None-Match still wins.
    status, headers, body = ranged(port, path, "bytes=0-9", method="HEAD")
    assert (status, headers["content-range"], headers["content-length"], body) == (206, f"bytes 0-9/{size}", "10", b"")
    assert ranged(port, path, "bytes=0-9", **{"If-None-Match": etag})[0] == 304


def test_a_streamed_medium_answers_byte_ranges(served, sources):
    """Media are streamed from their source files, and only the range asked for is read: a
    video can be seeked in, and Safari plays only what is served with byte ranges."""
    before = status_json(served.port)["build"]
    sources.write_bytes(MEDIUM, MEDIUM_BYTES)
    settle(served, before)
    check_byte_ranges(served.port, MEDIUM_URL, MEDIUM_BYTES)


def test_a_file_in_memory_answers_byte_ranges(served):
    """Pages and generated files are held in memory; a page's ranges are of the bytes sent,
    its live-reload script included."""
    for path in ("/sitemap.xml", ALERTS_URL):
        _, _, whole = fetch(served.port, path)
        check_byte_ranges(served.port, path, whole)
    assert b"/__guidegen/live.js" in ranged(served.port, ALERTS_URL, "bytes=-200")[2]


def read_to_close(sock, timeout):
    """Everything the server sends until it closes the connection; fails when it does not
    close it within `timeout` seconds."""
    received, deadline = b"", time.monotonic() + timeout
    while True:
        sock.settimeout(max(0.01, deadline - time.monotonic()))
        try:
            chunk = sock.recv(65536)
        except socket.timeout:
            raise AssertionError(f"the connection was still open {timeout} s after the request; received {received[:200]!r}")
        if not chunk:
            return received
        received += chunk


def read_response(sock):
    """One response with a Content-Length from an open connection: (head, body)."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        assert chunk, f"closed before a whole head: {data!r}"
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = int(re.search(rb"(?im)^content-length:\s*(\d+)", head).group(1))
    while len(body) < length:
        chunk = sock.recv(65536)
        assert chunk, "closed before the whole body"
        body += chunk
    return head, body


def test_an_http_1_0_request_is_answered_and_its_connection_closed(served):
    """HTTP/1.0 keeps a connection only when asked to (ApacheBench, `curl -0`, old proxies
    wait for the close that ends the response); with `Connection: keep-alive` it stays open."""
    _, _, page = fetch(served.port, ALERTS_URL)
    with socket.create_connection(("127.0.0.1", served.port), timeout=10) as sock:
        sock.sendall(f"GET {ALERTS_URL} HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".encode())
        response = read_to_close(sock, 3)
    head, _, body = response.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.") and b" 200 " in head.split(b"\r\n")[0]
    assert body == page and b"chunked" not in head.lower()

    with socket.create_connection(("127.0.0.1", served.port), timeout=10) as sock:
        for _ in range(2):
            sock.sendall(f"GET {ALERTS_URL} HTTP/1.0\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n".encode())
            head, body = read_response(sock)
            assert re.search(rb"(?im)^connection:\s*keep-alive", head), head
            assert body == page
        sock.sendall(f"HEAD {ALERTS_URL} HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".encode())
        assert b" 200 " in read_to_close(sock, 3).split(b"\r\n")[0]
    # HTTP/1.1 closes when asked to, however `close` is written.
    with socket.create_connection(("127.0.0.1", served.port), timeout=10) as sock:
        sock.sendall(f"GET {ALERTS_URL} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Close\r\n\r\n".encode())
        assert read_to_close(sock, 3).endswith(page)


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
def test_only_get_and_head_are_allowed(served, method):
    status, headers, _ = fetch(served.port, ALERTS_URL, method=method, body=b"x=1" if method in ("POST", "PUT", "PATCH") else None)
    assert status == 405
    assert headers.get("allow") == "GET, HEAD"


# --- security --------------------------------------------------------------------------------

TRAVERSALS = [
    "/../etc/passwd",
    "/../../../../../../etc/passwd",
    "/en/../../etc/passwd",
    "/..%2f..%2fetc/passwd",
    "/..%2F..%2Fetc%2Fpasswd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/%2E%2E/%2E%2E/etc/passwd",
    "/%252e%252e/etc/passwd",
    "/%252e%252e%252f%252e%252e%252fetc%252fpasswd",
    "/..\\..\\etc\\passwd",
    "/..%5c..%5cetc%5cpasswd",
    "/en/%00",
    "/en/%00/../../etc/passwd",
    "/%2fetc%2fpasswd",
    "//etc/passwd",
    "/./etc/passwd",
    "/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
    "http://127.0.0.1/../../etc/passwd",
    "/etc/passwd",
]


@pytest.mark.parametrize("target", TRAVERSALS)
def test_path_traversal_is_refused(served, target):
    status, head, body = raw_get(served.port, target)
    assert status in (400, 404), f"{target}: status {status}"
    assert b"root:" not in body and b"/bin/" not in body


@pytest.mark.parametrize("link, target, paths", [
    ("Content/foundations/images/etc", "/etc",
     ["/media/foundations/images/etc/passwd", "/media/foundations/images/etc/hostname"]),
    ("Content/foundations/images/passwd.txt", "/etc/passwd", ["/media/foundations/images/passwd.txt"]),
], ids=["link-to-a-folder", "link-to-a-file"])
def test_a_symbolic_link_out_of_the_content_folder_is_not_served(served, sources, link, target, paths):
    # The build copies the media files it discovers under Content/, following links: a link
    # that leads outside the site's sources must not make files outside servable.
    before = status_json(served.port)["build"]
    sources.link(link, target)
    settle(served, before)
    for path in paths:
        status, _, body = raw_get(served.port, path)
        assert status in (400, 403, 404), f"{path} was served ({status}): {body[:60]!r}"
        assert b"root:" not in body


def test_a_huge_header_is_rejected_and_the_server_goes_on(served):
    request = (b"GET /en/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Huge: " + b"a" * 100_000
               + b"\r\nConnection: close\r\n\r\n")
    response = raw(served.port, request)
    if response:
        status = int(response.split(b" ", 2)[1])
        assert 400 <= status < 500, response[:200]
    status, _, _ = fetch(served.port, "/en/")
    assert status == 200


def test_a_huge_url_is_rejected_and_the_server_goes_on(served):
    status, _, _ = raw_get(served.port, "/en/" + "a" * 20_000)
    assert status is None or 400 <= status < 500
    status, _, _ = raw_get(served.port, "/en/?" + "q=" + "b" * 20_000)
    assert status is None or 400 <= status < 500
    status, _, _ = fetch(served.port, "/en/")
    assert status == 200


def test_many_connections_at_once(served):
    results = []

    def get():
        results.append(fetch(served.port, ALERTS_URL)[0])

    threads = [threading.Thread(target=get) for _ in range(40)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert results == [200] * 40


# --- starting and stopping -------------------------------------------------------------------

def test_a_busy_port_is_a_clear_error(served, site):
    second = Served(site, "--port", str(served.port))
    try:
        code = second.process.wait(60)
    except subprocess.TimeoutExpired:
        second.kill()
        raise AssertionError("a second server on a busy port did not exit within 60 s")
    second.interrupt(5)
    stderr = "\n".join(second.lines("stderr"))
    assert code != 0
    assert str(served.port) in stderr, stderr
    assert "in use" in stderr, stderr
    assert not any(marker in stderr for marker in TRACE_MARKERS), stderr
    assert not any(line.startswith("Serving at") for line in second.lines("stdout"))
    # The first server is still serving.
    assert fetch(served.port, "/en/")[0] == 200


def test_listening_beyond_loopback_prints_a_notice_and_ctrl_c_stops_it(site):
    server = Served(site, "--host", "0.0.0.0", "--port", "0")
    try:
        match = server.wait_for_line("stdout", r"^Serving at http://0\.0\.0\.0:(\d+)/", 60)
        port = int(match.group(1))
        notice = server.wait_for_line("stderr", r"other machines", 5)
        assert "0.0.0.0" in notice.string
        assert fetch(port, "/en/")[0] == 200
        client = EventClient(port)
        client.wait_for("status", timeout=10)
        assert server.interrupt(10) == 0
        client.wait_closed(5)
        client.close()
    finally:
        server.kill()


def test_loopback_prints_no_notice(served):
    assert not any("other machines" in line for line in served.lines("stderr"))


# --- live reload -----------------------------------------------------------------------------

def test_the_event_stream_starts_with_the_status(served):
    status, headers, _ = fetch(served.port, "/__guidegen/events", method="HEAD")
    assert status == 200
    assert headers["content-type"].startswith("text/event-stream")
    client = EventClient(served.port)
    try:
        assert client.response.status == 200
        assert client.response.getheader("Content-Type").startswith("text/event-stream")
        client.wait_for("status", timeout=10)
        name, data = client.events[0]
        assert name == "status"
        first = json.loads(data)
        assert isinstance(first["build"], int) and first["build"] >= 1
        assert first["ok"] is True
        assert first["problems"] == []
    finally:
        client.close()


def test_a_body_edit_reloads_every_client(served, sources, events):
    first, second = events(), events()
    marks = first.mark(), second.mark()
    sentence = "Every open tab reloads after this sentence is saved."
    sources.append(ALERTS_EN, f"\n{sentence}\n")
    started = time.monotonic()
    reload_one = first.wait_for("reload", timeout=10, after=marks[0])
    reload_two = second.wait_for("reload", timeout=10, after=marks[1])
    assert time.monotonic() - started < 10
    assert reload_one == reload_two
    assert reload_one["css_only"] is False
    status, _, body = fetch(served.port, ALERTS_URL)
    assert status == 200 and sentence.encode() in body
    assert any(line.startswith("Rebuilt in") for line in served.lines("stderr"))


def test_an_editor_save_by_rename_reloads(served, sources, events):
    client = events()
    mark = client.mark()
    sentence = "Saved through a temporary file and a rename."
    text = sources.read(ALERTS_EN) + f"\n{sentence}\n"
    sources._save(ALERTS_EN)  # remembers the original, without writing it
    temporary = sources.path("Content/components/.alerts.en.md.tmp")
    temporary.write_text(text, encoding="utf-8")
    os.replace(temporary, sources.path(ALERTS_EN))
    client.wait_for("reload", timeout=10, after=mark)
    wait_until(lambda: sentence.encode() in fetch(served.port, ALERTS_URL)[2], 10, message="the new sentence")


def test_a_broken_link_reports_the_file_line_and_message_and_keeps_the_last_good_page(served, sources, events):
    client = events()
    _, _, good = fetch(served.port, ALERTS_URL)
    original = sources.read(ALERTS_EN)
    line = len(original.splitlines()) + 2
    mark = client.mark()
    sources.append(ALERTS_EN, "\nSee <doc:no-such-topic> for more.\n")
    status = client.wait_for("status", lambda s: not s["ok"], timeout=10, after=mark)
    problems = [p for p in status["problems"] if "no-such-topic" in p["message"]]
    assert problems, status
    problem = problems[0]
    assert problem["file"].endswith("components/alerts.en.md"), problem
    assert problem["line"] == line, problem
    assert problem["severity"] == "error"
    assert status_json(served.port)["ok"] is False
    # The last good build is still served.
    code, _, body = fetch(served.port, ALERTS_URL)
    assert code == 200
    assert b"no-such-topic" not in body
    assert body == good
    served.wait_for_line("stderr", r"^Build failed", 5)
    assert any("no-such-topic" in line and "alerts.en.md" in line for line in served.lines("stderr"))
    # Fixed: the next status is good again.
    mark = client.mark()
    sources.write(ALERTS_EN, original)
    wait_until(lambda: status_json(served.port)["ok"], 10, message="a good build after the fix")
    assert status_json(served.port)["problems"] == []


def test_a_css_only_edit_swaps_the_stylesheet(served, sources, events):
    client = events()
    mark = client.mark()
    sources.append(STYLE, "\n.guidegen-test-rule { color: rgb(1, 2, 3); }\n")
    reload = client.wait_for("reload", timeout=10, after=mark)
    assert reload["css_only"] is True, reload
    _, _, css = fetch(served.port, "/assets/style.css")
    assert b".guidegen-test-rule" in css


def test_a_template_edit_reloads_the_pages(served, sources, events):
    templates = sorted(sources.path("Theme/templates").glob("*.mustache"))
    topic = next((t for t in templates if t.name.startswith("topic")), templates[0])
    relative = str(topic.relative_to(sources.site))
    client = events()
    mark = client.mark()
    sources.append(relative, "\n<!-- guidegen template edit -->\n")
    reload = client.wait_for("reload", timeout=15, after=mark)
    assert reload["css_only"] is False
    assert b"guidegen template edit" in fetch(served.port, ALERTS_URL)[2]


@pytest.mark.parametrize("edit, expected", [
    ("{{> footer}}\n", "footer → footer"),
    ("{{#a}}" * 3000, "nest more than 100 deep"),
], ids=["a partial that includes itself", "3,000 unclosed sections"])
def test_a_template_that_cannot_render_is_reported_and_the_server_goes_on(served, sources, events, edit, expected):
    footer = "Theme/templates/footer.mustache"
    client = events()
    _, _, good = fetch(served.port, ALERTS_URL)
    mark = client.mark()
    sources.append(footer, edit)
    status = client.wait_for("status", lambda s: not s["ok"], timeout=15, after=mark)
    problems = [p for p in status["problems"] if expected in p["message"]]
    assert problems, status
    assert problems[0]["file"].endswith("templates/footer.mustache"), problems[0]
    assert problems[0]["line"] == 4, problems[0]
    assert served.process.poll() is None, "the preview server died"
    code, _, body = fetch(served.port, ALERTS_URL)
    assert code == 200
    assert body == good


def test_a_burst_of_files_causes_at_most_two_rebuilds(served, sources):
    section = "Content/burst-test"
    sources.remove_later(section)
    before_lines = len(served.build_lines())
    before_build = status_json(served.port)["build"]
    files = {f"{section}/_index.en.md": "---\ntitle: Burst\n---\nA section.\n",
             f"{section}/_index.zh-Hans.md": "---\ntitle: 突发\n---\n一个部分。\n"}
    for n in range(1, 101):
        for language in ("en", "zh-Hans"):
            files[f"{section}/t-{n}.{language}.md"] = f"---\ntitle: T {n}\n---\nText.\n"
    # Written first outside the watched folders, then moved in one by one (as `git checkout`
    # or an editor's save does): on this busy machine writing 200 files can take longer than
    # a second, moving them in takes milliseconds.
    staging = pathlib.Path(tempfile.mkdtemp(prefix="burst-", dir=sources.site))
    for relative, text in files.items():
        (staging / pathlib.Path(relative).name).write_text(text, encoding="utf-8")
    sources.path(section).mkdir()
    started = time.monotonic()
    for relative in files:
        os.rename(staging / pathlib.Path(relative).name, sources.path(relative))
    elapsed = time.monotonic() - started
    staging.rmdir()
    assert elapsed < 1, f"moving {len(files)} files took {elapsed:.2f} s: too slow to be a burst"
    settle(served, before_build)
    rebuilds = served.build_lines()[before_lines:]
    assert 1 <= len(rebuilds) <= 2, rebuilds
    assert fetch(served.port, "/en/burst-test/t-100/")[0] == 200
    assert fetch(served.port, "/zh-Hans/burst-test/t-1/")[0] == 200


def test_search_index_after_an_edit(served, sources, events):
    client = events()
    mark = client.mark()
    sources.append(ALERTS_EN, "\nThe word zyxwvutsrq appears only here.\n")
    client.wait_for("reload", timeout=10, after=mark)
    status, headers, body = fetch(served.port, "/search/en/index.json")
    assert status == 200
    assert json.loads(body)["version"] == 2
    # Where each shard starts, a line each, then each shard: raw-deflated, term keys as text, then postings.
    boundaries = zlib.decompress(fetch(served.port, "/search/en/shards.bin")[2], -15).decode("utf-8").split("\n")
    shards = [zlib.decompress(fetch(served.port, f"/search/en/terms/{n}.bin")[2], -15)
              for n in range(len(boundaries))]
    assert any(b"zyxwvutsrq" in shard for shard in shards), "the new word is in no search shard"


def test_a_new_page_is_served_and_a_deleted_one_is_gone(served, sources, events):
    client = events()
    mark = client.mark()
    sources.write("Content/components/preview-test.en.md", "---\ntitle: Preview test\n---\nA page made while serving.\n")
    sources.write("Content/components/preview-test.zh-Hans.md", "---\ntitle: 预览测试\n---\n预览时新建的页面。\n")
    client.wait_for("reload", timeout=10, after=mark)
    wait_until(lambda: fetch(served.port, "/en/components/preview-test/")[0] == 200, 10, message="the new page")
    assert b"A page made while serving." in fetch(served.port, "/en/components/preview-test/")[2]
    mark = client.mark()
    sources.path("Content/components/preview-test.en.md").unlink()
    sources.path("Content/components/preview-test.zh-Hans.md").unlink()
    client.wait_for("reload", timeout=10, after=mark)
    wait_until(lambda: fetch(served.port, "/en/components/preview-test/")[0] == 404, 10, message="the deleted page to be gone")


def test_a_broken_configuration_stays_reported_until_it_is_fixed(served, sources, events):
    # While guidegen.yml cannot be read, a later edit of a page must not make the preview look
    # healthy again: the sources still have an error.
    client = events()
    mark = client.mark()
    sources.append("guidegen.yml", "\nlanguages: [en, zh-Hans\n")
    status = client.wait_for("status", lambda s: not s["ok"], timeout=10, after=mark)
    assert status["problems"], status
    assert fetch(served.port, ALERTS_URL)[0] == 200
    before = status_json(served.port)["build"]
    sources.append(ALERTS_EN, "\nA sentence saved while the configuration is broken.\n")
    wait_until(lambda: status_json(served.port)["build"] > before, 10, message="a rebuild after the page edit")
    settle(served, before)
    assert status_json(served.port)["ok"] is False, \
        "the preview reports a good build although guidegen.yml is still broken"


def test_serve_from_inside_the_site_follows_its_configuration(tmp_path):
    # Started in the site's folder, an edit to guidegen.yml rebuilt nothing (its relative path
    # never matched the watcher's), and a new `content:` folder was never watched (a helper's
    # probes, 2026-12-05).
    site = tmp_path / "site"
    made = subprocess.run([str(guidegen_binary()), "init", "--quiet", str(site)], capture_output=True, text=True)
    assert made.returncode == 0, made.stderr
    shutil.copytree(site / "Content", site / "Docs")
    server = Served(site, "--port", "0", "--no-search", inside=True)
    try:
        server.wait_until_serving()
        server.wait_for_line("stderr", r"^Built \d+ pages in memory", 60)
        config = site / "guidegen.yml"
        config.write_text(re.sub(r"(?m)^  en: .*$", "  en: A New Title", config.read_text(encoding="utf-8"), count=1), encoding="utf-8")
        wait_until(lambda: b"A New Title" in fetch(server.port, "/en/")[2], 20, message="the title set in guidegen.yml")
        with open(config, "a", encoding="utf-8") as f:
            f.write("content: Docs\n")
        before = status_json(server.port)["build"]
        wait_until(lambda: status_json(server.port)["build"] > before, 20, message="a rebuild after content: changed")
        with open(site / "Docs/components/buttons.en.md", "a", encoding="utf-8") as f:
            f.write("\nEdited in Docs.\n")
        wait_until(lambda: b"Edited in Docs" in fetch(server.port, "/en/components/buttons/")[2], 20,
                   message="an edit in the folder content: now names")
    finally:
        server.interrupt()
        server.kill()


def test_the_base_path_is_honoured(site):
    server = Served(site, "--port", "0", "--base-url", "/hig/")
    try:
        match = server.wait_for_line("stdout", r"^Serving at http://127\.0\.0\.1:(\d+)/hig/ \(Ctrl-C to stop\)$", 60)
        port = int(match.group(1))
        status, _, body = fetch(port, "/hig" + ALERTS_URL)
        assert status == 200
        assert b'<script src="/hig/__guidegen/live.js"' in body
        assert fetch(port, "/hig/__guidegen/live.js")[0] == 200
        assert fetch(port, "/hig/assets/style.css")[0] == 200
        status, headers, _ = fetch(port, "/hig/en/components/alerts")
        assert status == 301 and headers["location"] == "/hig/en/components/alerts/"
        status, headers, _ = fetch(port, "/")
        assert status in (301, 302, 307, 308) and headers["location"] == "/hig/"
        assert fetch(port, ALERTS_URL)[0] == 404
        client = EventClient(port, "/hig/__guidegen/events")
        client.wait_for("status", timeout=10)
        client.close()
        assert server.interrupt(10) == 0
    finally:
        server.kill()


# --- in the browser --------------------------------------------------------------------------

def overlay_text(driver):
    return driver.execute_script(
        "var o = document.getElementById('guidegen-overlay'); return o ? o.textContent : null;")


def open_page(driver, served):
    driver.get(f"http://127.0.0.1:{served.port}{ALERTS_URL}")
    # The live-reload script is connected once it has seen the first status.
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "return !!window.guidegenLiveReload && window.guidegenLiveReload.readyState === 1"))
    driver.execute_script("window.guidegenMarker = 'before';")


def test_the_overlay_shows_a_broken_link_and_goes_away_after_the_fix(served, sources, browser_factory):
    driver = browser_factory()
    open_page(driver, served)
    assert overlay_text(driver) is None
    original = sources.read(ALERTS_EN)
    line = len(original.splitlines()) + 2
    sources.append(ALERTS_EN, "\nSee <doc:no-such-topic> for more.\n")
    WebDriverWait(driver, 15).until(lambda d: overlay_text(d))
    text = overlay_text(driver)
    assert "alerts.en.md" in text, text
    assert f":{line}" in text, text
    assert "no-such-topic" in text, text
    assert "error" in text
    sources.write(ALERTS_EN, original)
    WebDriverWait(driver, 15).until(lambda d: overlay_text(d) is None)


def body_text(driver):
    """The page's visible text, read in one script: an element found in one WebDriver call and read
    in the next may belong to the page the reload replaced (Chrome then answers "Node with given id
    does not belong to the document", which is not a stale-element error)."""
    return driver.execute_script("return document.body ? document.body.innerText : ''")


def test_an_open_page_reloads_and_shows_the_edit(served, sources, browser_factory):
    driver = browser_factory()
    open_page(driver, served)
    sentence = "This sentence appeared without touching the browser."
    sources.append(ALERTS_EN, f"\n{sentence}\n")
    WebDriverWait(driver, 15).until(lambda d: sentence in body_text(d))
    assert driver.execute_script("return window.guidegenMarker || null") is None, "the page was not reloaded"
    errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    assert errors == []


def search_result_titles(driver, word):
    """Types `word` into the pop-up of a freshly loaded page and returns the results' text (empty
    when none come within two seconds)."""
    driver.get(f"http://127.0.0.1:{served_port(driver)}{ALERTS_URL}")
    field = driver.find_element(By.ID, "search-input")
    field.click()
    field.send_keys(word)
    results = lambda d: d.find_elements(By.CSS_SELECTOR, "#search-popup .search-result")
    try:
        WebDriverWait(driver, 2).until(lambda d: results(d))
    except TimeoutException:
        return []
    return [result.text for result in results(driver)]


def served_port(driver):
    return urllib.parse.urlsplit(driver.current_url).port


def test_the_search_pop_up_follows_a_body_edit(served, sources, browser_factory):
    """The preview patches its search index's shards after a body edit (IndexPatch.swift): in
    Chromium, the pop-up finds the page by a word the edit added, then by the word that replaced
    it, and no longer by the first."""
    driver = browser_factory()
    open_page(driver, served)
    sources.append(ALERTS_EN, "\nA quokkaesque sentence for the search index.\n")
    WebDriverWait(driver, 15).until(lambda d: "quokkaesque" in body_text(d))
    WebDriverWait(driver, 20, poll_frequency=1).until(
        lambda d: any("Alerts" in title for title in search_result_titles(d, "quokkaesque")))
    sources.replace(ALERTS_EN, "A quokkaesque sentence", "A wombatlike sentence")
    WebDriverWait(driver, 20, poll_frequency=1).until(
        lambda d: any("Alerts" in title for title in search_result_titles(d, "wombatlike")))
    assert not any("Alerts" in title for title in search_result_titles(driver, "quokkaesque"))
    assert [e for e in driver.get_log("browser") if e["level"] == "SEVERE"] == []


def test_a_lint_finding_of_the_edited_page_shows_as_a_warning(served, sources, browser_factory):
    driver = browser_factory()
    open_page(driver, served)
    sources.replace(ALERTS_EN, "Every alert is built from the same three parts:",
                    "Click the button. Every alert is built from the same three parts:")
    WebDriverWait(driver, 15).until(lambda d: overlay_text(d))
    text = overlay_text(driver)
    assert driver.execute_script("return window.guidegenMarker || null") is None, "the page was not reloaded"
    assert "en.tap" in text, text
    assert "warning" in text, text
    assert "alerts.en.md" in text, text
    assert "Click the button." in body_text(driver)


def tone_wav(seconds=2, rate=8000):
    """A WAV file of a 440 Hz tone, 8-bit mono: 8 KB a second."""
    out = io.BytesIO()
    with wave.open(out, "wb") as sound:
        sound.setnchannels(1)
        sound.setsampwidth(1)
        sound.setframerate(rate)
        sound.writeframes(bytes(128 + int(100 * math.sin(2 * math.pi * 440 * n / rate)) for n in range(seconds * rate)))
    return out.getvalue()


def media_requests(driver, suffix):
    """The (Range header, status) of each request Chromium made for a URL ending in `suffix`,
    from its network log."""
    ranges, statuses = {}, {}
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        params = message.get("params", {})
        if message["method"] == "Network.requestWillBeSent" and params["request"]["url"].endswith(suffix):
            headers = {k.lower(): v for k, v in params["request"]["headers"].items()}
            ranges[params["requestId"]] = headers.get("range")
        elif message["method"] == "Network.responseReceived" and params["response"]["url"].endswith(suffix):
            statuses[params["requestId"]] = params["response"]["status"]
    return [(ranges.get(request), status) for request, status in statuses.items()]


def test_a_video_on_a_page_can_be_seeked_in_chromium(tmp_path, browser_factory):
    """A page's `@Video` (a DocC directive: a catalog of its own) is played from the preview:
    Chromium asks for byte ranges, and the whole medium is seekable (served without ranges,
    only its start was)."""
    catalog = tmp_path / "Kit.docc"
    (catalog / "Resources").mkdir(parents=True)
    (catalog / "Kit.md").write_text("# ``Kit``\n\nTools for kits.\n\n## Topics\n\n### Essentials\n\n- <doc:Guide>\n")
    (catalog / "Guide.md").write_text('# Getting started\n\nA tone.\n\n@Video(source: "tone.wav")\n')
    (catalog / "Resources/tone.wav").write_bytes(tone_wav())
    server = Served(tmp_path, "--port", "0", str(catalog))
    try:
        port = server.wait_until_serving()
        server.wait_for_line("stderr", r"^Built \d+ pages in memory", 60)
        driver = browser_factory(network_log=True)
        driver.get(f"http://127.0.0.1:{port}/en/essentials/Guide/")
        video = "document.querySelector('video.directive-video')"
        WebDriverWait(driver, 15).until(lambda d: d.execute_script(f"var v = {video}; return !!v && v.readyState >= 1"))
        duration = driver.execute_script(f"return {video}.duration")
        assert 1.9 < duration < 2.1, duration
        seekable = driver.execute_script(
            f"var s = {video}.seekable, r = []; for (var i = 0; i < s.length; i++) r.push([s.start(i), s.end(i)]); return r")
        assert len(seekable) == 1 and seekable[0][0] == 0 and abs(seekable[0][1] - duration) < 0.01, (seekable, duration)
        driver.execute_script(f"var v = {video}; v.addEventListener('seeked', function () {{ window.seekedTo = v.currentTime; }});"
                              " v.currentTime = 1.5;")
        seeked = WebDriverWait(driver, 10).until(lambda d: d.execute_script("return window.seekedTo"))
        assert abs(seeked - 1.5) < 0.05, seeked
        requests = media_requests(driver, "/tone.wav")
        assert any(range_value and status == 206 for range_value, status in requests), requests
        assert server.interrupt(10) == 0
    finally:
        server.kill()


# --- Hostile clients ---------------------------------------------------------------------------

def test_only_loopback_names_and_addresses_are_answered(served):
    """DNS rebinding: a page on evil.example can point its name at 127.0.0.1 and read the preview
    through the visitor's browser; its requests carry that name in Host."""
    for host, expected in [("evil.example", 403), (f"evil.example:{served.port}", 403), ("localhost.evil.example", 403),
                           (f"localhost:{served.port}", 200), (f"127.0.0.1:{served.port}", 200),
                           (f"[::1]:{served.port}", 200), ("app.localhost", 200)]:
        status, _, body = fetch(served.port, "/", headers={"Host": host})
        if expected == 200:
            assert status in (200, 302), (host, status)
        else:
            assert status == expected, (host, status)
            assert b"localhost" in body


def test_a_request_that_names_two_hosts_is_refused(served):
    """RFC 9112 §3.2: a request with two Host lines, or whose absolute-form target names
    another host than its Host, gets 400: the DNS-rebinding check would read one of them."""
    for request in [
        "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: evil.example\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        "GET /en/ HTTP/1.1\r\nHost: 127.0.0.1\r\nhost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        "GET http://evil.example/en/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        "GET http://evil.example/en/ HTTP/1.0\r\n\r\n",
    ]:
        response = raw(served.port, request.encode())
        assert response.split(b"\r\n")[0].split(b" ")[1] == b"400", (request, response[:200])
    # One Host, and an absolute-form target that agrees with it, are answered.
    response = raw(served.port, f"GET http://127.0.0.1:{served.port}/en/ HTTP/1.1\r\nHost: 127.0.0.1:{served.port}\r\n"
                                "Connection: close\r\n\r\n".encode())
    assert response.split(b"\r\n")[0].split(b" ")[1] == b"200", response[:200]
    assert fetch(served.port, "/en/")[0] == 200


def test_an_http_1_1_request_without_a_host_is_refused(served):
    """RFC 9112 §3.2: a server answers 400 to an HTTP/1.1 request without Host (or with an
    empty one); an HTTP/1.0 request may have none and is answered."""
    for request in [
        "GET /en/ HTTP/1.1\r\nConnection: close\r\n\r\n",
        "GET /en/ HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n",
    ]:
        response = raw(served.port, request.encode())
        assert response.split(b"\r\n")[0].split(b" ")[1] == b"400", (request, response[:200])
    response = raw(served.port, b"GET /en/ HTTP/1.0\r\n\r\n")
    assert response.split(b"\r\n")[0].split(b" ")[1] == b"200", response[:200]


def test_a_client_that_never_finishes_its_headers_is_disconnected(served):
    """Slow clients: a connection that sends part of a request head and then stalls is closed
    by the server (10 s), while other clients are still served."""
    sock = socket.create_connection(("127.0.0.1", served.port), timeout=30)
    try:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        started = time.monotonic()
        assert fetch(served.port, "/")[0] in (200, 302)
        closed = False
        try:
            closed = sock.recv(1024) == b""
        except (ConnectionResetError, socket.timeout):
            closed = not isinstance(sys.exc_info()[1], socket.timeout)
        assert closed, "the stalled connection was still open after 30 s"
        assert time.monotonic() - started < 25
    finally:
        sock.close()


def test_verbose_says_a_body_edit_patched_the_search_index(tmp_path):
    """With --verbose the preview says when each search index is ready: the first made whole, the
    one after a body edit patched (IndexPatch.swift), and one after a title edit made again."""
    root = copy_site(tmp_path / "site")
    server = Served(root, "--port", "0", "--verbose")
    try:
        server.wait_until_serving()
        ready = r"^Search index ready in \d+ ms \((patched|made again)\)\.$"
        assert server.wait_for_line("stderr", ready, 60).group(1) == "made again"
        start = len(server.lines("stderr"))
        page = root / ALERTS_EN
        page.write_text(page.read_text(encoding="utf-8") + "\nA sentence the index now holds.\n", encoding="utf-8")
        assert server.wait_for_line("stderr", ready, 30, start=start).group(1) == "patched"
        start = len(server.lines("stderr"))
        page.write_text(page.read_text(encoding="utf-8").replace("title: Alerts", "title: Alert Sheets", 1), encoding="utf-8")
        assert server.wait_for_line("stderr", ready, 30, start=start).group(1) == "made again"
    finally:
        server.kill()


# --- a DocC catalog --------------------------------------------------------------------------

def test_a_docc_catalog_is_previewed_and_an_edit_reloads(tmp_path):
    """`guidegen serve Kit.docc` previews the catalog as `build Kit.docc` builds it (the
    module's page, `Kit.md`, is the home, its Topics the sections), and watches the catalog's
    folder."""
    catalog = tmp_path / "Kit.docc"
    catalog.mkdir()
    (catalog / "Kit.md").write_text("# ``Kit``\n\nTools for kits.\n\n## Topics\n\n### Essentials\n\n- <doc:Guide>\n")
    guide = catalog / "Guide.md"
    guide.write_text("# Getting started\n\nFirst words of the guide.\n")
    server = Served(tmp_path, "--port", "0", str(catalog))
    try:
        port = server.wait_until_serving()
        server.wait_for_line("stderr", r"^Built \d+ pages in memory", 60)
        status, _, body = fetch(port, "/en/essentials/Guide/")
        assert status == 200 and b"First words of the guide." in body
        client = EventClient(port)
        client.wait_for("status", timeout=10)
        guide.write_text("# Getting started\n\nOther words of the guide.\n")
        client.wait_for("reload", timeout=30)
        client.close()
        status, _, body = fetch(port, "/en/essentials/Guide/")
        assert status == 200 and b"Other words of the guide." in body
        assert server.interrupt(10) == 0
    finally:
        server.kill()


def test_a_catalog_that_is_not_there_is_an_error_at_once(tmp_path):
    result = subprocess.run([str(guidegen_binary()), "serve", "--port", "0", str(tmp_path / "Missing.docc")],
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 1
    assert "no DocC catalog at" in result.stderr
    assert result.stdout == ""
