"""Fixtures for the browser tests: the shipped site built once, served on loopback, and
headless Chromium driven by Selenium."""
import contextlib
import functools
import http.server
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import threading

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests"))
from guidegen_binary import guidegen_binary  # noqa: E402  (one finder for every Python test)




@pytest.fixture(scope="session")
def site_dir():
    """The shipped Content/ built with the default theme into a temporary folder."""
    out = pathlib.Path(tempfile.mkdtemp(prefix="guidegen-browser-")) / "site"
    result = subprocess.run([str(guidegen_binary()), "build", "--output", str(out), "--quiet"],
                            cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    yield out
    shutil.rmtree(out.parent, ignore_errors=True)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def server(site_dir):
    """An HTTP server on a free loopback port; yields its base URL."""
    handler = functools.partial(QuietHandler, directory=str(site_dir))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()


def make_driver(language="en-US", network_log=False):
    """Headless Chromium; with `network_log`, `get_log("performance")` holds its network events."""
    options = webdriver.ChromeOptions()
    options.add_argument("--headless=new")
    options.add_argument("--no-sandbox")
    options.add_argument("--disable-dev-shm-usage")
    options.add_argument(f"--lang={language}")
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", **({"performance": "ALL"} if network_log else {})})
    for path in ("/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if os.path.exists(path):
            options.binary_location = path
            break
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    return webdriver.Chrome(service=service, options=options)


@pytest.fixture
def browser_factory():
    drivers = []

    def factory(language="en-US", network_log=False):
        driver = make_driver(language, network_log)
        drivers.append(driver)
        return driver

    yield factory
    for driver in drivers:
        driver.quit()


@contextlib.contextmanager
def served_starter_site(prefix, files=None):
    """The site `guidegen init` writes, with `files` (path in the site → text) added, built and
    served on loopback; yields its base URL and removes it afterwards."""
    root = pathlib.Path(tempfile.mkdtemp(prefix=prefix))
    binary = str(guidegen_binary())
    subprocess.run([binary, "init", "--quiet", str(root)], check=True)
    for path, text in (files or {}).items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text, encoding="utf-8")
    result = subprocess.run([binary, "build", "--quiet", "--root", str(root)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    handler = functools.partial(QuietHandler, directory=str(root / "Public"))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        shutil.rmtree(root, ignore_errors=True)
