"""Helpers for the default theme's browser tests (test_theme.py): the site's pages by kind,
viewport and input emulation through the Chrome DevTools Protocol, and colour arithmetic
done in the page on rendered (computed) colours."""
import functools
import gzip
import http.server
import os
import pathlib
import re
import threading

ROOT = pathlib.Path(__file__).resolve().parents[2]

# The widths the issue names: small phone, phone, iPad portrait (two sizes), iPad landscape
# and desktop.
WIDTHS = [320, 390, 768, 820, 1024, 1440]
HEIGHTS = {320: 568, 390: 844, 768: 1024, 820: 1180, 1024: 768, 1440: 900}


def artifacts_dir():
    """Where screenshots go: $GUIDEGEN_ARTIFACTS, or Tests/Browser/artifacts/."""
    folder = pathlib.Path(os.environ.get("GUIDEGEN_ARTIFACTS") or ROOT / "Tests/Browser/artifacts")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


# ---------- The site's pages ----------

def site_paths(site_dir):
    """Every HTML page of a built site as a URL path ('/', '/404.html', '/en/', …)."""
    site_dir = pathlib.Path(site_dir)
    paths = []
    for page in sorted(site_dir.rglob("*.html")):
        relative = page.relative_to(site_dir)
        if page.name == "index.html":
            parent = str(relative.parent)
            paths.append("/" if parent == "." else "/" + parent + "/")
        else:
            paths.append("/" + str(relative))
    return paths


def page_kind(path):
    """root, not-found, home, section or topic, from the URL path."""
    if path == "/":
        return "root"
    if path.endswith("404.html"):
        return "not-found"
    depth = len([part for part in path.strip("/").split("/") if part])
    return {1: "home", 2: "section"}.get(depth, "topic")


def pages_by_kind(site_dir):
    """One representative page of every kind and language: the first of each in URL order,
    with topics chosen for their components (figures, admonitions, copy cards)."""
    paths = site_paths(site_dir)
    chosen = {}
    for path in paths:
        kind = page_kind(path)
        language = path.strip("/").split("/")[0] if kind in ("home", "section", "topic") else ""
        chosen.setdefault(f"{kind}-{language}".rstrip("-"), path)
    for language in ("en", "zh-Hans"):
        alerts = f"/{language}/components/alerts/"
        if alerts in paths:
            chosen[f"topic-{language}"] = alerts
    return chosen


# ---------- Emulation ----------

def set_viewport(driver, width, height=None, mobile=None):
    """Emulates a screen `width` CSS px wide (headless Chromium will not make a window narrower
    than 500 px, so the DevTools protocol sets the metrics for every width). Phones and tablets
    (below 1024 px) are emulated as mobile, so the viewport meta tag applies."""
    height = height or HEIGHTS.get(width, 900)
    if mobile is None:
        mobile = width < 1024
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile,
    })


def set_touch(driver, enabled):
    """A touch screen: (pointer: coarse) and (hover: none) match, taps instead of clicks."""
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": enabled, "maxTouchPoints": 5 if enabled else 1})
    driver.execute_cdp_cmd("Emulation.setEmitTouchEventsForMouse", {"enabled": enabled, "configuration": "mobile"})


def set_media(driver, media="", **features):
    """Emulated media type ('print', 'screen' or '') and features, e.g.
    prefers_color_scheme='dark', prefers_reduced_motion='reduce'."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "media": media,
        "features": [{"name": name.replace("_", "-"), "value": value} for name, value in features.items()],
    })


def add_startup_script(driver, source):
    """Runs `source` in every new document before any of the page's own scripts."""
    return driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": source})["identifier"]


def remove_startup_script(driver, identifier):
    driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": identifier})


def severe_console_entries(driver):
    return [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def save_full_screenshot(driver, path):
    """A screenshot of the whole page, not just the viewport."""
    import base64
    result = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})
    pathlib.Path(path).write_bytes(base64.b64decode(result["data"]))


# ---------- Page weight ----------

ASSET_PATTERN = re.compile(r'<(?:link[^>]+rel="stylesheet"[^>]+href|script[^>]+src)="([^"]+)"')
INLINE_PATTERN = re.compile(r"<(script|style)(?![^>]*\bsrc=)[^>]*>(.*?)</\1>", re.S)


def page_weight(site_dir, path, level=6):
    """The CSS and JavaScript one page loads, gzipped at `level`: the linked files plus inline
    scripts and styles. Returns (total bytes, {name: bytes})."""
    site_dir = pathlib.Path(site_dir)
    file = site_dir / (path.lstrip("/") + ("index.html" if path.endswith("/") else ""))
    html = file.read_text(encoding="utf-8")
    parts = {}
    for href in ASSET_PATTERN.findall(html):
        assert href.startswith("/") and not href.startswith("//"), f"{path}: external or relative asset {href}"
        data = (site_dir / href.lstrip("/").split("?")[0]).read_bytes()
        parts[href] = len(gzip.compress(data, compresslevel=level, mtime=0))
    inline = "".join(body for _, body in INLINE_PATTERN.findall(html))
    if inline:
        parts["(inline)"] = len(gzip.compress(inline.encode(), compresslevel=level, mtime=0))
    return sum(parts.values()), parts


# ---------- Serving another built site ----------

class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(directory):
    """Serves `directory` on a free loopback port; returns (base URL, shutdown function)."""
    handler = functools.partial(_QuietHandler, directory=str(directory))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{httpd.server_address[1]}", httpd.shutdown


# ---------- In-page scripts ----------

# Colour parsing, alpha compositing and the WCAG 2 contrast ratio, on computed colours.
COLOR_JS = r"""
function parseColor(value) {
  var m = /^rgba?\(([^)]+)\)$/.exec(value);
  if (m) {
    var p = m[1].split(/[\s,\/]+/).filter(Boolean).map(parseFloat);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  }
  m = /^color\(srgb ([^)]+)\)$/.exec(value);
  if (m) {
    var q = m[1].split(/[\s\/]+/).filter(Boolean).map(parseFloat);
    return [q[0] * 255, q[1] * 255, q[2] * 255, q.length > 3 ? q[3] : 1];
  }
  if (value === "transparent") return [0, 0, 0, 0];
  throw new Error("unparsed colour " + value);
}
function over(top, bottom) {
  var a = top[3] + bottom[3] * (1 - top[3]);
  if (a === 0) return [0, 0, 0, 0];
  return [0, 1, 2].map(function (i) {
    return (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
  }).concat([a]);
}
/* The colour behind an element: its own and its ancestors' backgrounds, composited over the
   canvas (the root's background, or white). */
function backgroundOf(el) {
  var layers = [];
  for (var node = el; node && node.nodeType === 1; node = node.parentElement) {
    var c = parseColor(getComputedStyle(node).backgroundColor);
    if (c[3] > 0) layers.push(c);
    if (c[3] >= 1) break;
  }
  var result = [255, 255, 255, 1];
  for (var i = layers.length - 1; i >= 0; i--) result = over(layers[i], result);
  return result;
}
function luminance(c) {
  var v = [c[0], c[1], c[2]].map(function (x) {
    x /= 255;
    return x <= 0.04045 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
}
function contrast(a, b) {
  var l1 = luminance(a), l2 = luminance(b);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}
function textContrast(el) {
  var bg = backgroundOf(el);
  var fg = over(parseColor(getComputedStyle(el).color), bg);
  return contrast(fg, bg);
}
"""

# Every visible run of text on the page with its rendered contrast and whether it is large.
TEXT_CONTRAST_JS = COLOR_JS + r"""
var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
var seen = new Set(), results = [];
while (walker.nextNode()) {
  var text = walker.currentNode;
  if (!text.data.trim()) continue;
  var el = text.parentElement;
  if (!el || seen.has(el)) continue;
  seen.add(el);
  if (el.closest("svg, .visually-hidden, .skip-link")) continue;
  if (el.checkVisibility && !el.checkVisibility({checkOpacity: true, checkVisibilityCSS: true})) continue;
  var range = document.createRange();
  range.selectNodeContents(text);
  var rect = range.getBoundingClientRect();
  if (rect.width < 1 || rect.height < 1) continue;
  var style = getComputedStyle(el);
  var size = parseFloat(style.fontSize), weight = parseInt(style.fontWeight, 10);
  var large = size >= 24 || (size >= 18.66 && weight >= 700);
  results.push({
    text: text.data.trim().slice(0, 40), tag: el.tagName.toLowerCase(), cls: el.className,
    ratio: Math.round(textContrast(el) * 100) / 100, large: large,
    color: style.color, background: String(backgroundOf(el).map(Math.round))
  });
}
return results;
"""

# Elements a person can tap, with the size of the area that responds to a tap.
TARGETS_JS = r"""
var selector = "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])";
var results = [];
document.querySelectorAll(selector).forEach(function (el) {
  if (el.checkVisibility && !el.checkVisibility({checkVisibilityCSS: true})) return;
  if (el.closest(".visually-hidden")) return;
  var details = el.parentElement && el.parentElement.closest("details:not([open])");
  if (details && el.tagName !== "SUMMARY") return;
  // WCAG 2.5.8 exempts links inside a sentence: their size is the line's.
  if (el.matches(".content a, .summary a, .topic-header p a")) return;
  // A card is one big link: the link's ::after covers it.
  var area = el.matches(".card > a") ? el.parentElement : el;
  var rect = area.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return;
  results.push({
    html: el.outerHTML.slice(0, 120), inSidebar: !!el.closest("#sidebar"), width: Math.round(rect.width * 10) / 10,
    height: Math.round(rect.height * 10) / 10
  });
});
return results;
"""

# The focused element and how its focus shows: outline or box-shadow on it (or on the card it
# fills), with the indicator's contrast against what is behind it.
FOCUS_JS = COLOR_JS + r"""
var el = document.activeElement;
if (!el || el === document.body) return null;
var seen = el.hasAttribute("data-focus-probe");
el.setAttribute("data-focus-probe", "");
var shown = el.matches(".card > a") ? el.parentElement : el;
var style = getComputedStyle(shown);
var outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
var shadow = style.boxShadow && style.boxShadow !== "none";
var ratio = 0;
if (outline) ratio = contrast(over(parseColor(style.outlineColor), backgroundOf(shown.parentElement || shown)), backgroundOf(shown.parentElement || shown));
return {
  html: el.outerHTML.slice(0, 120), seen: seen, visible: !!(outline || shadow), outline: outline,
  shadow: shadow ? style.boxShadow : "", ratio: Math.round(ratio * 100) / 100,
  inSidebar: !!el.closest("#sidebar"), focusVisible: el.matches(":focus-visible")
};
"""

# Horizontal overflow: the document wider than the viewport, and the elements that stick out.
OVERFLOW_JS = r"""
var doc = document.documentElement;
var width = doc.clientWidth;
var culprits = [];
if (doc.scrollWidth > width) {
  document.querySelectorAll("body *").forEach(function (el) {
    var r = el.getBoundingClientRect();
    if (r.right > width + 0.5 && r.width > 0) {
      var clipped = false;
      for (var p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        var s = getComputedStyle(p);
        if (s.overflowX !== "visible" && p.getBoundingClientRect().right <= width + 0.5) { clipped = true; break; }
      }
      if (!clipped) culprits.push(el.tagName.toLowerCase() + "." + String(el.className).replace(/ /g, ".") + " right=" + Math.round(r.right));
    }
  });
}
return {scrollWidth: doc.scrollWidth, clientWidth: width, innerWidth: window.innerWidth, culprits: culprits.slice(0, 8),
        hidden: [doc, document.body].map(function (el) { return getComputedStyle(el).overflowX; }).filter(function (v) { return v !== "visible" && v !== "auto"; })};
"""
