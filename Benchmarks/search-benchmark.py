#!/usr/bin/env python3
"""Measures guidegen's search next to Pagefind's; run by search-benchmark.sh, which builds the
sites and indexes first.

    search-benchmark.py speed SITE_DIR [PAGEFIND]   first-query bytes and per-keystroke latency in Chromium
    search-benchmark.py quality SITE_DIR QUERIES    MRR and recall@5 in Chromium, both engines

QUERIES is a JSON file like Benchmarks/search-queries.json or tspl-search-queries.json: one
list per language of {"q": query, "expect": [topic paths]}. A result counts when its URL's
path after the language (`/en/LanguageGuide/Closures/`, `index.html` and `.html` left out,
letters in any case) is an expected topic path, or ends with its last part (the chapter's
name), so the query sets hold whichever URL form the site uses.

SITE_DIR is a built guidegen site; when it also holds a Pagefind bundle (pagefind/), Pagefind
is measured on the same pages. Prints a table, or one JSON object with --json.

Bytes are counted by the HTTP server that serves the site to Chromium, the same way for both
engines: the file bytes of every response, by path, with caching turned off (Cache-Control:
no-store), so every file an engine needs is a request the server sees. (Resource Timing in the
page cannot do this: Pagefind 1.x fetches its index, fragments and WebAssembly from a web
worker, whose requests are not in the page's performance timeline.) "Index data" is
search/<lang>/ for guidegen and pagefind/ minus its .js, .css and wasm.* files for Pagefind;
"code" is search.js (loaded with every page) and the parts it loads (the engine's
search-inflate.js, search-stem.js, search-analysis.js, search-ranking.js and search-passages.js
once a field has focus, search-pinyin.js for a query that needs it) for guidegen, and pagefind.js, pagefind-worker.js and the wasm.* module for
Pagefind. The site is served uncompressed, so code bytes are larger than a server that gzips
would send; index files are compressed already."""
import functools
import http.server
import json
import os
import shutil
import statistics
import sys
import threading
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

# Typed one character at a time: every prefix is a keystroke.
SPEED_QUERIES = {
    "en": ["sidebar navigation", "keyboard shortcuts", "accessible buttons", "typography", "drag and drop"],
    "zh-Hans": ["边栏导航", "键盘快捷键", "无障碍按钮", "字体排印", "拖放"],
}

# The speed run is two scripts, so that the server's count can be read between them: SETUP
# makes window.__engine (search(prefix) resolves when the first 8 results are described) and
# runs the first query; KEYSTROKES types the queries one character at a time. The first query
# is the first character of the first query; its time includes loading what the engine loads
# first (guidegen's manifest; Pagefind's worker, WebAssembly and metadata, which its init()
# starts without waiting for them).
GUIDEGEN_SETUP_JS = """
const [language, prefix, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
(async () => {
  const api = await window.guidegenSearchParts['search.js'].engine();
  const root = document.querySelector('script[src$="search.js"]').src.replace(/assets\\/search\\.js.*$/, '');
  const folder = root + 'search/' + language + '/';
  const index = new api.SearchIndex(p => fetch(folder + p).then(r => r.arrayBuffer()).then(b => new Uint8Array(b)));
  window.__engine = { search: q => index.search(q, { limit: 8 }), bytesLoaded: () => index.bytesLoaded };
  const t = performance.now();
  await window.__engine.search(prefix);
  done({ ms: performance.now() - t, bytesLoaded: index.bytesLoaded });
})().catch(e => done({ error: String(e.stack || e) }));
"""

PAGEFIND_SETUP_JS = """
const [language, prefix, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
(async () => {
  const pagefind = await import('/pagefind/pagefind.js');
  await pagefind.init();
  window.__engine = { search: async q => {
    const search = await pagefind.search(q);
    return Promise.all(search.results.slice(0, 8).map(r => r.data()));
  } };
  const t = performance.now();
  await window.__engine.search(prefix);
  done({ ms: performance.now() - t });
})().catch(e => done({ error: String(e.stack || e) }));
"""

KEYSTROKES_JS = """
const [queries, done] = [arguments[0], arguments[arguments.length - 1]];
(async () => {
  const times = [];
  for (const [n, q] of queries.entries()) {
    const chars = Array.from(q);
    for (let i = n === 0 ? 2 : 1; i <= chars.length; i++) {
      const t = performance.now();
      await window.__engine.search(chars.slice(0, i).join(''));
      times.push(performance.now() - t);
    }
  }
  done({ times, bytesLoaded: window.__engine.bytesLoaded ? window.__engine.bytesLoaded() : null });
})().catch(e => done({ error: String(e.stack || e) }));
"""

GUIDEGEN_QUALITY_JS = """
const [language, queries, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
(async () => {
  const api = await window.guidegenSearchParts['search.js'].engine();
  const root = document.querySelector('script[src$="search.js"]').src.replace(/assets\\/search\\.js.*$/, '');
  const index = new api.SearchIndex(p => fetch(root + 'search/' + language + '/' + p).then(r => r.arrayBuffer()).then(b => new Uint8Array(b)));
  const out = [];
  for (const q of queries) out.push((await index.search(q, { limit: 10 })).results.map(r => '/' + r.url));
  done(out);
})().catch(e => done({ error: String(e.stack || e) }));
"""

PAGEFIND_QUALITY_JS = """
const [language, queries, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
(async () => {
  const pagefind = await import('/pagefind/pagefind.js');
  await pagefind.init();
  const out = [];
  for (const q of queries) {
    const search = await pagefind.search(q);
    const data = await Promise.all(search.results.slice(0, 10).map(r => r.data()));
    out.push(data.map(d => d.url));
  }
  done(out);
})().catch(e => done({ error: String(e.stack || e) }));
"""


class Counting(http.server.SimpleHTTPRequestHandler):
    """Serves the site without caching and notes the file bytes of every response."""

    def log_message(self, *args):
        pass

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def copyfile(self, source, outputfile):
        # Noted before the body is sent, so a count read after the page has the file has it.
        path = urllib.parse.urlsplit(self.path).path
        with self.server.lock:
            self.server.served.append((path, os.fstat(source.fileno()).st_size))
        super().copyfile(source, outputfile)


def serve(folder):
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Counting, directory=folder))
    httpd.lock, httpd.served = threading.Lock(), []
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}"


def served(httpd, engine, language):
    """{data, data_requests, code}: what the server has sent of the engine's files."""
    with httpd.lock:
        log = list(httpd.served)
    data = code = requests = 0
    for path, size in log:
        if engine == "guidegen":
            # search.js, and the parts it loads (the engine's, search-pinyin.js).
            name = path.rsplit("/", 1)[-1]
            is_data = path.startswith(f"/search/{language}/")
            is_code = "/assets/" in path and name.startswith("search") and name.endswith(".js")
        else:
            name = path.rsplit("/", 1)[-1]
            is_code = path.startswith("/pagefind/") and (name.endswith(".js") or name.startswith("wasm."))
            is_data = path.startswith("/pagefind/") and not is_code and not name.endswith(".css")
        if is_data:
            data, requests = data + size, requests + 1
        elif is_code:
            code += size
    return {"data": data, "data_requests": requests, "code": code}


def driver():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-extensions"):
        options.add_argument(argument)
    for path in ("/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if os.path.exists(path):
            options.binary_location = path
    return webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)


def open_page(browser, base, language):
    # A fresh page (and an empty memory cache) for every engine and language.
    browser.get("about:blank")
    browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    browser.get(f"{base}/{language}/")
    browser.set_script_timeout(300)


def script(browser, js, *arguments):
    result = browser.execute_async_script(js, *arguments)
    if isinstance(result, dict) and "error" in result:
        raise RuntimeError(result["error"])
    return result


def run(browser, base, language, js, queries):
    open_page(browser, base, language)
    return script(browser, js, language, queries)


def first_keystroke(queries):
    """The first keystroke: the first character of the first query."""
    return list(queries[0])[0]


def measure_speed(browser, httpd, base, engine, language, queries):
    with httpd.lock:
        httpd.served.clear()
    open_page(browser, base, language)
    prefix = first_keystroke(queries)
    first = script(browser, GUIDEGEN_SETUP_JS if engine == "guidegen" else PAGEFIND_SETUP_JS, language, prefix)
    after_first = served(httpd, engine, language)
    rest = script(browser, KEYSTROKES_JS, queries)
    after_all = served(httpd, engine, language)
    # guidegen counts the bytes it loads itself: a check on the server's count.
    for what, loaded, counted in (("first query", first.get("bytesLoaded"), after_first["data"]),
                                  ("all queries", rest.get("bytesLoaded"), after_all["data"])):
        if loaded is not None and loaded != counted:
            print(f"warning: {engine} {language}, {what}: the server sent {counted} bytes of index data, "
                  f"the engine counts {loaded}", file=sys.stderr)
    times = sorted(rest["times"])
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))] if times else 0
    return {
        "first_query": prefix, "first_query_ms": round(first["ms"], 1),
        "first_query_bytes": after_first["data"], "first_query_requests": after_first["data_requests"],
        "first_query_code_bytes": after_first["code"],
        "keystroke_ms_median": round(statistics.median(times), 2) if times else 0,
        "keystroke_ms_p95": round(p95, 2), "keystrokes": len(times) + 1,
        "bytes_after_all_queries": after_all["data"], "requests_after_all_queries": after_all["data_requests"],
    }


def speed(site, with_pagefind):
    httpd, base = serve(site)
    browser = driver()
    report = {}
    try:
        for language, queries in SPEED_QUERIES.items():
            for engine in ("guidegen", "pagefind") if with_pagefind else ("guidegen",):
                report[f"{engine} {language}"] = measure_speed(browser, httpd, base, engine, language, queries)
    finally:
        browser.quit()
        httpd.shutdown()
    return report


# Issue 14: mean reciprocal rank of the expected topic, at least this in each language.
MRR_TARGET = 0.95


def topic(url):
    """`/en/languageguide/closures/index.html#x` -> `languageguide/closures`."""
    path = urllib.parse.urlsplit(url).path
    parts = [p for p in path.split("/") if p and p != "index.html"]
    if parts and parts[-1].endswith(".html"):
        parts[-1] = parts[-1][:-5]
    return "/".join(parts[1:]).lower()


def matches(found, expected):
    expected = expected.lower()
    return found == expected or found.rsplit("/", 1)[-1] == expected.rsplit("/", 1)[-1]


def measure(items, ranked):
    rr = recall = 0
    misses = []
    for item, urls in zip(items, ranked):
        topics = [topic(u) for u in urls]
        first = next((i for i, t in enumerate(topics[:10]) if any(matches(t, e) for e in item["expect"])), None)
        rr += 1 / (first + 1) if first is not None else 0
        recall += len([e for e in item["expect"] if any(matches(t, e) for t in topics[:5])]) / len(item["expect"])
        if first != 0:
            misses.append({"q": item["q"], "rank": None if first is None else first + 1, "got": topics[:3]})
    return {"mrr": round(rr / len(items), 3), "recall5": round(recall / len(items), 3), "queries": len(items),
            "misses": misses}


def quality(site, queries_path, with_pagefind):
    queries = json.load(open(queries_path))
    httpd, base = serve(site)
    browser = driver()
    report = {}
    try:
        for language in [k for k, v in queries.items() if isinstance(v, list)]:
            items = queries[language]
            qs = [i["q"] for i in items]
            report[f"guidegen {language}"] = measure(items, run(browser, base, language, GUIDEGEN_QUALITY_JS, qs))
            if with_pagefind:
                report[f"pagefind {language}"] = measure(items, run(browser, base, language, PAGEFIND_QUALITY_JS, qs))
    finally:
        browser.quit()
        httpd.shutdown()
    return report


def print_speed(report):
    print(f"{'engine':18} {'1st query':>10} {'1st ms':>8} {'1st bytes':>10} {'1st reqs':>9} {'1st code bytes':>15} "
          f"{'keystroke ms (median)':>22} {'p95':>7} {'bytes after all':>16} {'reqs':>5}")
    for name, r in report.items():
        print(f"{name:18} {r['first_query']:>10} {r['first_query_ms']:>8} {r['first_query_bytes']:>10} "
              f"{r['first_query_requests']:>9} {r['first_query_code_bytes']:>15} {r['keystroke_ms_median']:>22} "
              f"{r['keystroke_ms_p95']:>7} {r['bytes_after_all_queries']:>16} {r['requests_after_all_queries']:>5}")
    print("(bytes: index data as the server sent it, counted by path; code: the engine's JavaScript and "
          "WebAssembly, uncompressed; keystrokes after the first)")


def print_quality(report, queries_path, verbose=False):
    print(f"search quality in headless Chromium, {os.path.basename(queries_path)} (MRR target ≥ {MRR_TARGET}, ahead of Pagefind)")
    print(f"{'engine language':30} {'queries':>7} {'MRR':>6} {'recall@5':>9}  target")
    for name, r in report.items():
        engine, language = name.split(" ", 1)
        verdict = ""
        if engine == "guidegen":
            other = report.get(f"pagefind {language}")
            ahead = other is None or r["mrr"] > other["mrr"]
            verdict = ("PASS" if r["mrr"] >= MRR_TARGET and ahead else "FAIL") + ("" if other else " (no Pagefind to compare)")
        print(f"{name:30} {r['queries']:>7} {r['mrr']:>6} {r['recall5']:>9}  {verdict}")
        if verbose:
            for m in r["misses"]:
                print(f"    {'rank ' + str(m['rank']) if m['rank'] else 'missed'}: {m['q']}  (top 3: {', '.join(m['got'])})")


if __name__ == "__main__":
    mode, site = sys.argv[1], sys.argv[2]
    as_json = "--json" in sys.argv
    with_pagefind = os.path.exists(os.path.join(site, "pagefind", "pagefind.js"))
    if mode == "speed":
        result = speed(site, with_pagefind)
        print(json.dumps(result)) if as_json else print_speed(result)
    else:
        result = quality(site, sys.argv[3], with_pagefind)
        print(json.dumps(result)) if as_json else print_quality(result, sys.argv[3], "--verbose" in sys.argv)
