#!/usr/bin/env python3
"""Measures guidegen's search next to Pagefind's; run by search-benchmark.sh, which builds the
sites and indexes first.

    search-benchmark.py speed SITE_DIR [PAGEFIND]   first-query bytes and per-keystroke latency in Chromium
    search-benchmark.py quality SITE_DIR QUERIES    MRR and recall@5 in Chromium, both engines

SITE_DIR is a built guidegen site; when it also holds a Pagefind bundle (pagefind/), Pagefind
is measured on the same pages. Prints one JSON object."""
import functools
import http.server
import json
import os
import shutil
import statistics
import sys
import threading

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

# Typed one character at a time: every prefix is a keystroke.
SPEED_QUERIES = {
    "en": ["sidebar navigation", "keyboard shortcuts", "accessible buttons", "typography", "drag and drop"],
    "zh-Hans": ["边栏导航", "键盘快捷键", "无障碍按钮", "字体排印", "拖放"],
}

GUIDEGEN_JS = """
const [language, queries, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
(async () => {
  const api = window.guidegenSearch;
  const root = document.querySelector('script[src$="search.js"]').src.replace(/assets\\/search\\.js.*$/, '');
  const folder = root + 'search/' + language + '/';
  const index = new api.SearchIndex(p => fetch(folder + p).then(r => r.arrayBuffer()).then(b => new Uint8Array(b)));
  const times = [], firstBytes = [];
  let first = null;
  for (const q of queries) {
    const chars = Array.from(q);
    for (let i = 1; i <= chars.length; i++) {
      const prefix = chars.slice(0, i).join('');
      const t = performance.now();
      const r = await index.search(prefix, { limit: 8 });
      const ms = performance.now() - t;
      if (first === null) { first = { ms, bytes: index.bytesLoaded, query: prefix }; } else times.push(ms);
    }
    firstBytes.push(index.bytesLoaded);
  }
  done({ first, times, totalBytes: index.bytesLoaded });
})().catch(e => done({ error: String(e.stack || e) }));
"""

PAGEFIND_JS = """
const [language, queries, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
(async () => {
  const pagefind = await import('/pagefind/pagefind.js');
  await pagefind.init();
  // Index data only: pagefind.js and its WebAssembly module are code, like guidegen's search.js.
  const bytes = () => performance.getEntriesByType('resource').filter(e => e.name.includes('/pagefind/') && !/\.js$|\/wasm\./.test(e.name)).reduce((s, e) => s + (e.encodedBodySize || e.transferSize || 0), 0);
  const times = [];
  let first = null;
  for (const q of queries) {
    const chars = Array.from(q);
    for (let i = 1; i <= chars.length; i++) {
      const prefix = chars.slice(0, i).join('');
      const t = performance.now();
      const search = await pagefind.search(prefix);
      await Promise.all(search.results.slice(0, 8).map(r => r.data()));
      const ms = performance.now() - t;
      if (first === null) { first = { ms, bytes: bytes(), query: prefix }; } else times.push(ms);
    }
  }
  done({ first, times, totalBytes: bytes() });
})().catch(e => done({ error: String(e.stack || e) }));
"""

GUIDEGEN_QUALITY_JS = """
const [language, queries, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
(async () => {
  const api = window.guidegenSearch;
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


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(folder):
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=folder))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}"


def driver():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-extensions"):
        options.add_argument(argument)
    for path in ("/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if os.path.exists(path):
            options.binary_location = path
    return webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)


def run(browser, base, language, script, queries):
    # A fresh page (and an empty memory cache) for every engine and language.
    browser.get("about:blank")
    browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    browser.get(f"{base}/{language}/")
    browser.set_script_timeout(300)
    result = browser.execute_async_script(script, language, queries)
    if isinstance(result, dict) and "error" in result:
        raise RuntimeError(result["error"])
    return result


def summarize(result):
    times = sorted(result["times"])
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))] if times else 0
    return {
        "first_query": result["first"]["query"], "first_query_ms": round(result["first"]["ms"], 1),
        "first_query_bytes": result["first"]["bytes"],
        "keystroke_ms_median": round(statistics.median(times), 2) if times else 0,
        "keystroke_ms_p95": round(p95, 2), "keystrokes": len(times) + 1,
        "bytes_after_all_queries": result["totalBytes"],
    }


def speed(site, with_pagefind):
    httpd, base = serve(site)
    browser = driver()
    report = {}
    try:
        for language, queries in SPEED_QUERIES.items():
            report[f"guidegen {language}"] = summarize(run(browser, base, language, GUIDEGEN_JS, queries))
            if with_pagefind:
                report[f"pagefind {language}"] = summarize(run(browser, base, language, PAGEFIND_JS, queries))
    finally:
        browser.quit()
        httpd.shutdown()
    return report


def topic(url):
    parts = [p for p in url.split("/") if p and p != "index.html"]
    return "/".join(parts[1:3])


def measure(items, ranked):
    rr = recall = 0
    for item, urls in zip(items, ranked):
        topics = [topic(u) for u in urls]
        first = next((i for i, t in enumerate(topics[:10]) if t in item["expect"]), None)
        rr += 1 / (first + 1) if first is not None else 0
        recall += len([t for t in item["expect"] if t in topics[:5]]) / len(item["expect"])
    return {"mrr": round(rr / len(items), 3), "recall5": round(recall / len(items), 3), "queries": len(items)}


def quality(site, queries_path, with_pagefind):
    queries = json.load(open(queries_path))
    httpd, base = serve(site)
    browser = driver()
    report = {}
    try:
        for language in ("en", "zh-Hans"):
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
    print(f"{'engine':18} {'1st query':>10} {'1st ms':>8} {'1st bytes':>10} {'keystroke ms (median)':>22} {'p95':>7} {'bytes after all':>16}")
    for name, r in report.items():
        print(f"{name:18} {r['first_query']:>10} {r['first_query_ms']:>8} {r['first_query_bytes']:>10} "
              f"{r['keystroke_ms_median']:>22} {r['keystroke_ms_p95']:>7} {r['bytes_after_all_queries']:>16}")


def print_quality(report):
    print(f"{'query set (shipped Content/)':30} {'MRR':>6} {'recall@5':>9}")
    for name, r in report.items():
        print(f"{name:30} {r['mrr']:>6} {r['recall5']:>9}")


if __name__ == "__main__":
    mode, site = sys.argv[1], sys.argv[2]
    as_json = "--json" in sys.argv
    with_pagefind = os.path.exists(os.path.join(site, "pagefind", "pagefind.js"))
    if mode == "speed":
        result = speed(site, with_pagefind)
        print(json.dumps(result)) if as_json else print_speed(result)
    else:
        result = quality(site, sys.argv[3], with_pagefind)
        print(json.dumps(result)) if as_json else print_quality(result)
