"""The Swift Programming Language, English and Chinese, built from the real DocC catalogs
(Benchmarks/tspl/guidegen.yml, catalogs in ../shared/corpora/tspl/) and read in headless
Chromium (issue 14): light and dark screenshots of a chapter in each language, highlighted
Swift, images that switch to their ~dark variant, the language switcher, search in both
languages and a monospace code font. One build per session, a few pages.

Run: python3 -m pytest -q Tests/Browser/test_tspl.py
Screenshots go to $GUIDEGEN_ARTIFACTS (default Tests/Browser/artifacts/)."""
import base64
import pathlib
import shutil
import struct
import subprocess
import tempfile
import zlib

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import guidegen_binary
from theme_helpers import ROOT, artifacts_dir, serve, set_media, set_viewport

SITE = ROOT / "Benchmarks/tspl"
CORPUS = (SITE / "../../../shared/corpora/tspl").resolve()
CHAPTER = "/{}/language-guide/AdvancedOperators/"


@pytest.fixture(scope="module")
def tspl():
    """The bilingual TSPL site, built once; yields its base URL."""
    if not all((CORPUS / language / "TSPL.docc").is_dir() for language in ("en", "zh-Hans")):
        pytest.skip(f"the TSPL catalogs are not at {CORPUS} (../shared/corpora/tspl beside the clone)")
    out = pathlib.Path(tempfile.mkdtemp(prefix="guidegen-tspl-")) / "site"
    # The catalogs and the theme lie outside the site's folder: allowed by name.
    result = subprocess.run([str(guidegen_binary()), "build", "--root", str(SITE), "--allow-read", str(CORPUS),
                             "--allow-read", str(ROOT / "Theme"), "--output", str(out), "--quiet"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-3000:]
    url, shutdown = serve(out)
    yield url
    shutdown()
    shutil.rmtree(out.parent, ignore_errors=True)


def wait(driver, condition, timeout=10):
    return WebDriverWait(driver, timeout).until(condition)


def pixels(png):
    """(width, height, rows of RGB tuples) of an 8-bit RGB or RGBA PNG, as Chromium writes them."""
    width, height, depth, colour = struct.unpack(">IIBB", png[16:26])
    assert depth == 8 and colour in (2, 6), (depth, colour)
    data, position = b"", 8
    while position < len(png):
        length, kind = struct.unpack(">I4s", png[position:position + 8])
        if kind == b"IDAT":
            data += png[position + 8:position + 8 + length]
        position += 12 + length
    raw, size = zlib.decompress(data), 3 if colour == 2 else 4
    stride, rows, previous = width * size, [], bytearray(width * size)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            a = line[x - size] if x >= size else 0
            b, c = previous[x], previous[x - size] if x >= size else 0
            if kind == 1: line[x] = (line[x] + a) & 255
            elif kind == 2: line[x] = (line[x] + b) & 255
            elif kind == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, size)])
        previous = line
    return width, height, rows


def luminance(rgb):
    return (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255


@pytest.mark.parametrize("language", ["en", "zh-Hans"])
def test_a_chapter_in_light_and_dark(language, tspl, browser_factory):
    driver = browser_factory("en-US")
    set_viewport(driver, 1280, 900)
    brightness = {}
    for scheme in ("light", "dark"):
        set_media(driver, prefers_color_scheme=scheme)
        driver.get(tspl + CHAPTER.format(language))
        # The chapter's first figure, in view, so the lazy image loads and shows in the screenshot.
        driver.execute_script("document.querySelector('.content picture img').scrollIntoView({block: 'center'})")
        wait(driver, lambda d: d.execute_script("var i = document.querySelector('.content picture img'); return i.complete && i.naturalWidth > 0"))
        png = base64.b64decode(driver.get_screenshot_as_base64())
        (artifacts_dir() / f"tspl-{language}-{scheme}.png").write_bytes(png)
        width, height, rows = pixels(png)
        # The page's background: the most common colour of a grid of samples.
        samples = [rows[y][x] for y in range(0, height, 23) for x in range(0, width, 23)]
        background = max(set(samples), key=samples.count)
        brightness[scheme] = luminance(background)
        image = driver.execute_script("return document.querySelector('.content picture img').currentSrc")
        assert ("~dark" in image) == (scheme == "dark"), f"{scheme}: the figure shows {image}"
    assert brightness["light"] > 0.85 and brightness["dark"] < 0.2, brightness

    # Swift listings are highlighted: tokens in classes, in colours other than the plain text's.
    colours = driver.execute_script("""
        var code = document.querySelector('.content pre code.language-swift');
        var seen = {};
        code.querySelectorAll('span[class^="hl-"]').forEach(function (s) { seen[s.className] = getComputedStyle(s).color; });
        return {plain: getComputedStyle(code).color, tokens: seen};""")
    assert {"hl-keyword", "hl-number"} <= set(colours["tokens"]), colours
    assert colours["tokens"]["hl-keyword"] != colours["plain"], colours


@pytest.mark.parametrize("language,other", [("en", "zh-Hans"), ("zh-Hans", "en")])
def test_the_language_switcher_goes_to_the_paired_chapter(language, other, tspl, browser_factory):
    driver = browser_factory("en-US")
    set_viewport(driver, 1280, 900)
    driver.get(tspl + CHAPTER.format(language))
    driver.find_element(By.CSS_SELECTOR, f'.language-switcher a[hreflang="{other}"]').click()
    wait(driver, lambda d: d.current_url.endswith(CHAPTER.format(other)))
    assert driver.execute_script("return document.documentElement.lang") == other
    assert driver.find_element(By.CSS_SELECTOR, "main h1").text == {"en": "Advanced Operators", "zh-Hans": "高级运算符"}[other]


@pytest.mark.parametrize("language,query,title", [
    ("en", "optional chaining", "Optional Chaining"),
    ("zh-Hans", "可选链", "可选链式调用（Optional Chaining）"),
])
def test_search_finds_a_chapter_in_each_language(language, query, title, tspl, browser_factory):
    driver = browser_factory("en-US")
    set_viewport(driver, 1280, 900)
    driver.get(tspl + CHAPTER.format(language))
    field = driver.find_element(By.ID, "search-input")
    field.click()
    field.send_keys(query)
    titles = lambda d: [r.text for r in d.find_elements(By.CSS_SELECTOR, "#search-popup .search-result .search-result-title")]
    wait(driver, lambda d: title in titles(d)[:3])
    assert title in titles(driver)[:3], titles(driver)


@pytest.mark.parametrize("language", ["en", "zh-Hans"])
def test_code_is_monospace(language, tspl, browser_factory):
    driver = browser_factory("en-US")
    driver.get(tspl + CHAPTER.format(language))
    narrow, wide = driver.execute_script("""
        var code = document.querySelector('.content pre code');
        function width(text) {
          var span = document.createElement('span');
          span.textContent = text;
          code.appendChild(span);
          var w = span.getBoundingClientRect().width;
          span.remove();
          return w;
        }
        return [width('iiii'), width('MMMM')];""")
    assert narrow > 0 and abs(narrow - wide) < 0.5, (narrow, wide)
