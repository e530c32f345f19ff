"""What a DocC book needs from the default theme (issue 14), in headless Chromium: asides,
images with a dark variant shown at half their pixels, highlighted Swift in a monospace font,
and a header that fits a long site title with its search pop-up inside the screen at every
width from 320 to 1920 px.

Run: python3 -m pytest -q Tests/Browser/test_docc_render.py
Screenshots go to $GUIDEGEN_ARTIFACTS (default Tests/Browser/artifacts/)."""
import os
import pathlib
import shutil
import struct
import subprocess
import tempfile
import textwrap
import time
import zlib

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import guidegen_binary
from theme_helpers import ROOT, artifacts_dir, save_full_screenshot, serve, set_media, set_viewport

LONG_TITLE = {"en": "The Swift Programming Language Reference and Guide, Community Edition",
              "zh-Hans": "Swift 编程语言参考与指南（社区版）"}

PAGES = {
    "_index.en.md": "---\ntitle: Welcome\n---\nA book.\n",
    "_index.zh-Hans.md": "---\ntitle: 欢迎\n---\n一本书。\n",
    "basics/_index.en.md": "---\ntitle: Language Guide\n---\n",
    "basics/_index.zh-Hans.md": "---\ntitle: 语言指南\n---\n",
    "reference/_index.en.md": "---\ntitle: Language Reference\n---\n",
    "reference/_index.zh-Hans.md": "---\ntitle: 语言参考\n---\n",
    "history/_index.en.md": "---\ntitle: Revision History\n---\n",
    "history/_index.zh-Hans.md": "---\ntitle: 修订历史\n---\n",
    "basics/operators.en.md": """\
        ---
        title: Advanced Operators
        summary: Define custom operators and bitwise operations.
        ---
        ## Bitwise NOT

        The bitwise NOT operator inverts all bits in a number:

        ![The bits of a number, inverted](bitwiseNOT)

        > Note: Swift’s operators don’t overflow by default.

        > Experiment: Change `initialBits` and watch the result.

        ```swift
        let initialBits: UInt8 = 0b00001111 // fifteen
        let invertedBits = ~initialBits  // equals 11110000
        func greet(person: String) -> String { return "Hello, " + person }
        ```

        ```
        plain text in a fence
        ```
        """,
    "basics/operators.zh-Hans.md": """\
        ---
        title: 高级运算符
        summary: 自定义运算符和位运算。
        ---
        ## 按位取反

        ![数字的每一位取反](bitwiseNOT)

        > 注意：Swift 的运算符默认不会溢出。

        > 练习: 改变 `initialBits` 的值并观察结果。

        ```swift
        let initialBits: UInt8 = 0b00001111 // 十五
        ```
        """,
}


def png(width, height, rgb):
    """A PNG file of one colour."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    row = b"\x00" + bytes(rgb) * width
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(row * height)) + chunk(b"IEND", b""))


def build_and_serve(folder, theme=None):
    """Builds the site in `folder` into `folder/Public` with the theme under test (`theme`, else
    $GUIDEGEN_THEME, else Theme/) and serves it: yields the base URL, then removes the folder."""
    out = folder / "Public"
    theme = theme or os.environ.get("GUIDEGEN_THEME", str(ROOT / "Theme"))
    result = subprocess.run([str(guidegen_binary()), "build", "--root", str(folder), "--theme", theme,
                             "--output", str(out), "--quiet"], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    url, shutdown = serve(out)
    yield url
    shutdown()
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def book_site():
    """A bilingual site with a long title, a topic with asides, an image by name with a dark
    variant (400×200 pixels at 2x), and Swift code. Yields the base URL."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="guidegen-docc-render-"))
    content = folder / "Content"
    for name, text in PAGES.items():
        file = content / name
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(textwrap.dedent(text), encoding="utf-8")
    assets = content / "Assets"
    assets.mkdir()
    (assets / "bitwiseNOT@2x.png").write_bytes(png(400, 200, (250, 250, 250)))
    (assets / "bitwiseNOT~dark@2x.png").write_bytes(png(400, 200, (30, 30, 32)))
    (folder / "guidegen.yml").write_text(
        f"title:\n  en: {LONG_TITLE['en']}\n  zh-Hans: {LONG_TITLE['zh-Hans']}\n", encoding="utf-8")
    yield from build_and_serve(folder)


TOPIC = "/{}/basics/operators/"

# Every 100 px from 320 to 1920, and the widths where the layout changes.
SWEEP = sorted(set(range(320, 1921, 100)) | {390, 599, 600, 1023, 1024, 1279, 1280, 1400, 1440, 1920})

HEADER_JS = """
var header = document.querySelector('.site-header');
var width = document.documentElement.clientWidth;
var out = [];
header.querySelectorAll('.site-title, .language-switcher, .theme-toggle, .search-form, .menu-button').forEach(function (el) {
  if (!el.checkVisibility()) return;
  var r = el.getBoundingClientRect();
  if (r.left < -0.5 || r.right > width + 0.5) out.push(el.className + ' ' + Math.round(r.left) + '..' + Math.round(r.right));
});
var title = header.querySelector('.site-title-text') || header.querySelector('.site-title');
var lines = Math.round(title.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight));
var search = header.querySelector('.search-form').getBoundingClientRect();
var titleBox = header.querySelector('.site-title').getBoundingClientRect();
return {outside: out, titleLines: lines, height: header.getBoundingClientRect().height,
        searchTop: search.top, titleTop: titleBox.top, scrollWidth: document.documentElement.scrollWidth, width: width};
"""


@pytest.mark.parametrize("language", ["en", "zh-Hans"])
def test_the_header_and_its_search_popup_fit_a_long_title_at_every_width(language, book_site, browser_factory):
    driver = browser_factory("en-US")
    failures = []
    for width in SWEEP:
        set_viewport(driver, width, 900)
        driver.get(book_site + TOPIC.format(language))
        header = driver.execute_script(HEADER_JS)
        if header["outside"] or header["scrollWidth"] > header["width"]:
            failures.append(f"{width}px: outside the screen {header}")
        if header["titleLines"] > (2 if width < 1024 else 1):
            failures.append(f"{width}px: the title takes {header['titleLines']} lines")
        # Below 1024 px the header has two rows of 56 px (search in the second); from 1024 px
        # one row, 56 px and its padding.
        if header["height"] > (114 if width < 1024 else 64):
            failures.append(f"{width}px: the header is {header['height']} px high")
        if width >= 1024 and abs(header["searchTop"] - header["titleTop"]) > 24:
            failures.append(f"{width}px: the search field wrapped below the title")
        box = driver.find_element(By.ID, "search-input")
        box.click()
        box.send_keys("bits")
        popup = wait_until(lambda: driver.execute_script("""
            var p = document.querySelector('.search-popup');
            if (!p || p.hidden) return null;
            var r = p.getBoundingClientRect();
            return {left: r.left, right: r.right, width: document.documentElement.clientWidth};"""))
        if popup is None:
            failures.append(f"{width}px: no search pop-up")
        elif popup["left"] < 0 or popup["right"] > popup["width"]:
            failures.append(f"{width}px: the pop-up spans {popup['left']:.0f}..{popup['right']:.0f} of {popup['width']}")
    assert failures == [], "\n".join(failures)


@pytest.fixture(scope="module")
def many_sections_site():
    """A site with a short title and more sections than the header's row holds, as a library's
    DocC catalog has (swift-argument-parser: seven groups)."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="guidegen-sections-"))
    (folder / "guidegen.yml").write_text("title: ArgumentParser\nlanguages: [en]\n", encoding="utf-8")
    for n, name in enumerate(["Essentials", "Arguments, Options, and Flags", "Property Customization", "Validation and Errors",
                              "Shell Completion Scripts", "Advanced Topics", "Custom Types", "Experimental Features"]):
        section = folder / "Content" / f"s{n}"
        section.mkdir(parents=True)
        (section / "_index.en.md").write_text(f"---\ntitle: {name}\norder: {n}\n---\n", encoding="utf-8")
        (section / f"topic{n}.en.md").write_text(f"---\ntitle: Topic {n}\n---\nText.\n", encoding="utf-8")
    yield from build_and_serve(folder)


def test_a_short_title_is_shown_whole_beside_many_sections(many_sections_site, browser_factory):
    """The section links scroll in their place; a title that fits a third of the row is not cut
    to make room for them."""
    driver = browser_factory("en-US")
    failures = []
    for width in [w for w in SWEEP if w >= 1024]:
        set_viewport(driver, width, 900)
        driver.get(many_sections_site + "/en/s0/topic0/")
        text = driver.execute_script("""
            var t = document.querySelector('.site-title-text');
            // Clamped to a line, a cut title wraps inside its box: it is taller than it shows.
            return {scroll: t.scrollHeight, client: t.clientHeight,
                    navScrolls: document.querySelector('.section-nav').scrollWidth > document.querySelector('.section-nav').clientWidth};""")
        if text["scroll"] > text["client"] + 1:
            failures.append(f"{width}px: the title is cut ({text['client']} of {text['scroll']} px high)")
        if width < 1400 and not text["navScrolls"]:
            failures.append(f"{width}px: the section links should overflow and scroll here")
    assert failures == [], "\n".join(failures)


def wait_until(condition, timeout=5.0):
    end = time.time() + timeout
    value = condition()
    while not value and time.time() < end:
        time.sleep(0.05)
        value = condition()
    return value


def computed(driver, selector, prop):
    return driver.execute_script("return getComputedStyle(document.querySelector(arguments[0]))[arguments[1]]", selector, prop)


WIDTHS_JS = """
var pre = document.querySelector(arguments[0]);
function width(text) {
  var span = document.createElement('span');
  span.textContent = text;
  pre.appendChild(span);
  var w = span.getBoundingClientRect().width;
  span.remove();
  return w;
}
return [width('iiii'), width('WWWW'), width('中文'), width('iiii')];
"""


@pytest.mark.parametrize("language", ["en", "zh-Hans"])
def test_code_is_set_in_a_monospace_font_with_cjk_after_it(language, book_site, browser_factory):
    driver = browser_factory("en-US")
    set_viewport(driver, 1280, 900)
    driver.get(book_site + TOPIC.format(language))
    narrow, wide, chinese, _ = driver.execute_script(WIDTHS_JS, "pre code")
    assert abs(narrow - wide) < 0.5, f"'iiii' is {narrow} px and 'WWWW' {wide} px wide: not monospace"
    # Two Chinese characters take the room of four Latin ones (full width), give or take.
    assert abs(chinese - narrow) < narrow * 0.25, (chinese, narrow)
    assert "monospace" in computed(driver, "pre code", "fontFamily")


@pytest.mark.parametrize("mode", ["light", "dark"])
def test_asides_images_and_swift_in_light_and_dark(mode, book_site, browser_factory):
    driver = browser_factory("en-US")
    set_viewport(driver, 1280, 1000)
    set_media(driver, prefers_color_scheme=mode)
    driver.get(book_site + TOPIC.format("en"))
    # The image: 400×200 pixels at 2x takes 200×100 CSS px, its place kept before it loads,
    # and the dark variant in dark mode.
    image = driver.execute_script("""
        var img = document.querySelector('figure picture img');
        return {w: img.getBoundingClientRect().width, h: img.getBoundingClientRect().height,
                attrW: img.getAttribute('width'), attrH: img.getAttribute('height'),
                src: img.currentSrc, natural: img.naturalWidth, complete: img.complete};""")
    assert (image["attrW"], image["attrH"]) == ("200", "100")
    # (give or take the figure's 1 px border)
    assert abs(image["w"] - 200) <= 2 and abs(image["h"] - 100) <= 2, image
    # The image loads lazily: its source is chosen once loading starts, which may be after the
    # page's script returned (CI saw an empty currentSrc once), so wait for it.
    source = "var i = document.querySelector('figure picture img'); i.scrollIntoView(); return i.currentSrc"
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(source))
    chosen = driver.execute_script(source)
    assert ("~dark" in chosen) == (mode == "dark"), chosen
    # Asides: a label in the accent colour, Note and Experiment told apart.
    labels = driver.execute_script("""
        return Array.from(document.querySelectorAll('aside.admonition')).map(function (a) {
          var l = a.querySelector('.admonition-label');
          return {kind: a.className, label: l.textContent, color: getComputedStyle(l).color,
                  border: getComputedStyle(a).borderLeftColor};});""")
    assert [a["label"] for a in labels] == ["Note", "Experiment"]
    assert labels[0]["border"] != labels[1]["border"]
    # Swift: keywords, types, numbers and comments each in their colour, none the text's.
    text = computed(driver, "pre code", "color")
    colors = {kind: computed(driver, f"pre code .hl-{kind}", "color") for kind in ("keyword", "type", "number", "comment", "string")}
    assert len(set(colors.values())) == 5 and text not in colors.values(), colors
    # Outside a DocC catalog a fence without a language is plain text.
    assert driver.execute_script("return document.querySelectorAll('pre code.language-swift').length") == 1
    assert driver.execute_script("return document.querySelectorAll('pre code:not([class]) span').length") == 0
    assert driver.execute_script("return document.querySelectorAll('pre code.language-swift span').length") > 10
    save_full_screenshot(driver, artifacts_dir() / f"docc-render-topic-{mode}.png")


def test_dark_mode_changes_the_code_colours(book_site, browser_factory):
    seen = {}
    for mode in ("light", "dark"):
        driver = browser_factory("en-US")
        set_media(driver, prefers_color_scheme=mode)
        driver.get(book_site + TOPIC.format("en"))
        seen[mode] = computed(driver, "pre code .hl-keyword", "color")
    assert seen["light"] != seen["dark"]


@pytest.mark.parametrize("system", ["light", "dark"])
def test_the_theme_toggle_switches_images_to_their_other_variant(system, book_site, browser_factory):
    """A reader who picks the other mode with the header's toggle sees that mode's figures, not
    only the system's (the dark variant is a <source> with a prefers-color-scheme query)."""
    driver = browser_factory("en-US")
    set_viewport(driver, 1280, 1000)
    set_media(driver, prefers_color_scheme=system)
    driver.get(book_site + TOPIC.format("en"))
    source = "return document.querySelector('figure picture img').currentSrc"
    # The image picks its source once it starts loading: before that, currentSrc is empty (a
    # full suite's load saw it so).
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(source))
    assert ("~dark" in driver.execute_script(source)) == (system == "dark")
    driver.execute_script("document.querySelector('.theme-toggle').click()")
    WebDriverWait(driver, 5).until(lambda d: ("~dark" in d.execute_script(source)) == (system == "light"))
    # The choice is kept on the next page load too.
    driver.get(book_site + TOPIC.format("en"))
    WebDriverWait(driver, 5).until(lambda d: ("~dark" in d.execute_script(source)) == (system == "light"))


CATALOG = {
    "Book.md": """\
        # The Book

        Learn the language.

        @Metadata {
          @TechnologyRoot
        }

        ## Topics

        ### Guide

        - <doc:Layout>
        """,
    "Guide/Layout.md": """\
        # Layout

        Columns and tabs.

        > A quotation without a label is a note in a catalog.

        @Row {
          @Column(size: 2) {
            The wide column.
          }
          @Column {
            The narrow column.
          }
        }

        @TabNavigator {
          @Tab("Swift") {
            Swift panel.
          }
          @Tab("Objective-C") {
            Objective-C panel.
          }
        }

        ```
        let unlabelled = "Swift in a catalog"
        ```
        """,
}


@pytest.fixture(scope="module")
def catalog_site():
    """A one-language site from a small DocC catalog. Yields the base URL."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="guidegen-docc-catalog-"))
    for name, text in CATALOG.items():
        file = folder / "Book.docc" / name
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(textwrap.dedent(text), encoding="utf-8")
    (folder / "guidegen.yml").write_text("title: The Book\nlanguages: [en]\ncontent:\n  en: Book.docc\n", encoding="utf-8")
    yield from build_and_serve(folder, theme=str(ROOT / "Theme"))


def layout_page(driver, base):
    driver.get(base + "/en/")
    link = driver.find_element(By.XPATH, "//main//a[normalize-space()='Layout']")
    driver.get(link.get_attribute("href"))


@pytest.mark.parametrize("javascript", [True, False])
def test_tabs_switch_by_click_and_keyboard_with_or_without_javascript(javascript, catalog_site, browser_factory):
    driver = browser_factory("en-US")
    if not javascript:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    set_viewport(driver, 1280, 900)
    layout_page(driver, catalog_site)
    visible = "return Array.from(document.querySelectorAll('.tab-panel')).map(function (p) { return p.checkVisibility(); })"
    assert driver.execute_script(visible) == [True, False]
    driver.find_element(By.XPATH, "//label[normalize-space()='Objective-C']").click()
    assert driver.execute_script(visible) == [False, True]
    # The checked tab takes the focus; the left arrow goes back to the first.
    from selenium.webdriver.common.keys import Keys
    driver.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
    assert driver.execute_script(visible) == [True, False]
    # The unlabelled quote is an aside, the unlabelled fence Swift.
    assert driver.execute_script("return document.querySelector('aside.admonition .admonition-label').textContent") == "Note"
    assert driver.execute_script("return document.querySelectorAll('pre code.language-swift .hl-keyword').length") >= 1


@pytest.mark.parametrize("width,side_by_side", [(1280, True), (390, False)])
def test_columns_sit_side_by_side_in_their_sizes_and_stack_on_phones(width, side_by_side, catalog_site, browser_factory):
    driver = browser_factory("en-US")
    set_viewport(driver, width)
    layout_page(driver, catalog_site)
    wide, narrow = driver.execute_script("""
        return Array.from(document.querySelectorAll('.directive-column')).map(function (c) {
          var r = c.getBoundingClientRect(); return {left: r.left, top: r.top, width: r.width}; });""")
    if side_by_side:
        assert abs(wide["top"] - narrow["top"]) < 1 and narrow["left"] > wide["left"]
        assert 1.8 < wide["width"] / narrow["width"] < 2.3, (wide, narrow)
    else:
        assert narrow["top"] > wide["top"] and abs(wide["left"] - narrow["left"]) < 1


MODULE = {
    "Sources/Kit/Kit.docc/Kit.md": """\
        # ``Kit``

        Tools for kits.

        ## Topics

        ### Essentials

        - <doc:GettingStarted>
        - ``Widget``
        """,
    "Sources/Kit/Kit.docc/GettingStarted.md": """\
        # Getting Started

        First steps.

        Spin it with <doc:Widget/spin(times:aroundAxis:then:)>.
        """,
    "Sources/Kit/Kit.docc/Widget.md": "# ``Kit/Widget``\n\nA widget.\n",
    "Sources/Kit/Widget.swift": """\
        public struct Widget: Spinnable {
            /// Makes a widget of a size.
            public init(size: Int) {}
            /// Spins the widget around its axis, as many times as it is told, then calls a handler.
            public func spin(times: Int, aroundAxis axis: Int, then handler: @escaping () -> Void) async throws -> Int { 0 }
        }
        """,
    # A public type no extension file documents: its page is made from this source.
    "Sources/Kit/Spinner.swift": """\
        /// Turns a widget on a timer.
        ///
        /// A spinner keeps its widget turning until it is stopped.
        public enum Spinner {
            /// Turning slowly.
            case slow
        }
        /// Something that spins.
        public protocol Spinnable {}
        /// Makes a spinner for a widget.
        public func makeSpinner(for widget: Widget) -> Spinner { .slow }
        """,
}


@pytest.fixture(scope="module")
def module_site():
    """A catalog beside its module's Swift sources: a type with members that have no page."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="guidegen-docc-module-"))
    for name, text in MODULE.items():
        file = folder / name
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(textwrap.dedent(text), encoding="utf-8")
    (folder / "guidegen.yml").write_text("languages: [en]\ncontent:\n  en: Sources/Kit/Kit.docc\n", encoding="utf-8")
    yield from build_and_serve(folder, theme=str(ROOT / "Theme"))


@pytest.mark.parametrize("width", [390, 1280])
def test_a_types_declaration_and_members_read_and_a_link_reaches_a_member(width, module_site, browser_factory):
    from test_accessibility import audit
    driver = browser_factory("en-US")
    set_viewport(driver, width, 800)
    driver.get(module_site + "/en/")
    driver.get(driver.find_element(By.XPATH, "//main//a[normalize-space()='Getting Started']").get_attribute("href"))
    # The link to a member with no page leads to its entry on its type's page, in view.
    driver.find_element(By.XPATH, "//main//a[normalize-space()='spin(times:aroundAxis:then:)']").click()
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return location.hash") == "#symbol-spin(times:aroundAxis:then:)")
    entry = driver.execute_script("""
        var e = document.getElementById('symbol-spin(times:aroundAxis:then:)'); var r = e.getBoundingClientRect();
        return {top: r.top, bottom: r.bottom, text: e.textContent, height: innerHeight};""")
    assert 0 <= entry["top"] < entry["height"], entry
    assert entry["text"].startswith("spin(times:aroundAxis:then:)Spins the widget"), entry
    # The declaration is highlighted Swift that scrolls in its own box, never the page.
    assert driver.execute_script("return document.querySelectorAll('pre code.language-swift .hl-keyword').length") >= 1
    assert driver.execute_script("return document.documentElement.scrollWidth <= innerWidth")
    # The members' groups are headings under Topics; the page passes axe-core.
    assert driver.execute_script("return Array.from(document.querySelectorAll('.automatic-topics h3')).map(function (h) { return h.textContent; })") == ["Initializers", "Instance Methods"]
    assert audit(driver) == []


def test_a_type_with_no_extension_file_has_a_page_that_search_and_the_sidebar_reach(module_site, browser_factory):
    """The page made from a type's source is found by its summary's words, opens from the
    search pop-up with the keyboard, sits in its kind's group, and passes axe-core; a
    protocol's page leads to the types that conform to it, and a declaration to its types."""
    from selenium.webdriver.common.keys import Keys
    from test_accessibility import audit
    driver = browser_factory("en-US")
    set_viewport(driver, 1280, 800)
    driver.get(module_site + "/en/")
    field = driver.find_element(By.ID, "search-input")
    field.click()
    field.send_keys("widget timer")
    first = WebDriverWait(driver, 10).until(lambda d: (d.find_elements(By.CSS_SELECTOR, "#search-popup a[role=option]") or [None])[0])
    assert first.get_attribute("href").endswith("/en/enumerations/Spinner/"), first.get_attribute("href")
    field.send_keys(Keys.ARROW_DOWN)
    field.send_keys(Keys.ENTER)
    WebDriverWait(driver, 10).until(lambda d: d.current_url.endswith("/en/enumerations/Spinner/"))
    assert driver.find_element(By.TAG_NAME, "h1").text == "Spinner"
    assert "Turns a widget on a timer." in driver.find_element(By.CSS_SELECTOR, "header .summary").text
    assert driver.execute_script("return document.querySelector('pre code.language-swift').textContent.trim()") == "enum Spinner"
    assert driver.execute_script("return document.getElementById('symbol-slow').textContent") == "slowTurning slowly."
    # The sidebar lists it under its kind, as the current page.
    current = driver.execute_script("var a = document.querySelector('.sidebar a[aria-current=\"page\"]'); return a && a.textContent.trim()")
    assert current == "Spinner", current
    assert audit(driver) == []
    def follow(page, shown, expected, link, landing):
        """Opens `page`, checks the texts of the elements `shown` selects, runs axe-core, then
        follows the link `link` (an XPath) and waits for `landing`."""
        driver.get(module_site + page)
        texts = driver.execute_script("return Array.from(document.querySelectorAll(arguments[0])).map(function (e) { return e.textContent; })", shown)
        assert texts == expected, texts
        assert audit(driver) == []
        driver.find_element(By.XPATH, link).click()
        WebDriverWait(driver, 10).until(lambda d: d.current_url.endswith(landing))

    # A protocol's page lists the types that conform to it under Relationships; each leads to its page.
    follow("/en/protocols/Spinnable/", ".relationships h2, .relationships h3", ["Relationships", "Conforming Types"],
           "//section[contains(@class,'relationships')]//a[normalize-space()='Widget']", "/en/essentials/Widget/")
    # A declaration's types lead to their pages, inside the highlighted code.
    follow("/en/functions/makeSpinner(for:)/", "pre code.language-swift a", ["Widget", "Spinner"],
           "//pre//a[normalize-space()='Spinner']", "/en/enumerations/Spinner/")
