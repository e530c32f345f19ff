"""Search in a real headless Chromium: the header pop-up (typing, results, highlighting, the
keyboard, the combobox pattern, the other language), the search page and its deep links, a
browser without JavaScript, a site under a base path, and queries that try to inject script.
The quality of the ranking is measured by test_search_quality.py."""
import functools
import http.server
import json
import pathlib
import shutil
import subprocess
import tempfile
import threading
import time
import urllib.parse

import pytest
from selenium.common.exceptions import ElementNotInteractableException, StaleElementReferenceException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import QuietHandler, guidegen_binary, make_driver, served_starter_site, ROOT


def wait(driver, condition, timeout=10):
    return WebDriverWait(driver, timeout).until(condition)


def popup_results(driver):
    return driver.find_elements(By.CSS_SELECTOR, "#search-popup .search-result")


def type_query(driver, text):
    field = driver.find_element(By.ID, "search-input")
    field.click()
    field.clear()
    field.send_keys(text)
    return field


def wait_for_results(driver, at_least=1):
    return wait(driver, lambda d: len(popup_results(d)) >= at_least and popup_results(d))


def no_severe_logs(driver):
    return [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]


def search_requests(driver):
    return driver.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name).filter(n => n.includes('/search/'))")


def test_nothing_is_loaded_until_the_field_has_focus(server, browser_factory):
    driver = browser_factory()
    driver.get(server + "/en/components/alerts/")
    assert search_requests(driver) == []
    driver.find_element(By.ID, "search-input").click()
    wait(driver, lambda d: any(n.endswith("/search/en/index.json") for n in search_requests(d)))
    assert not any("/terms/" in n or "/pages/" in n for n in search_requests(driver))


ENGINE = ["search-inflate.js", "search-stem.js", "search-analysis.js", "search-ranking.js", "search-passages.js"]


def scripts_loaded(driver):
    return sorted(n.split("?")[0].rsplit("/", 1)[-1] for n in driver.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name)") if n.split("?")[0].endswith(".js"))


def test_a_page_loads_the_pop_up_alone_the_engine_on_focus_and_the_search_page_part_on_the_search_page(server, browser_factory):
    # Issue 35: search.js is the pop-up; the engine's parts wait for a search field's focus, as
    # the index does, and the search page's part is the search page's alone.
    driver = browser_factory()
    driver.get(server + "/en/components/alerts/")
    assert scripts_loaded(driver) == ["search.js", "site.js"]
    driver.find_element(By.ID, "search-input").click()
    wait(driver, lambda d: set(ENGINE) <= set(scripts_loaded(d)))
    wait(driver, lambda d: any(n.endswith("/search/en/index.json") for n in search_requests(d)))
    assert scripts_loaded(driver) == sorted(["search.js", "site.js"] + ENGINE)
    type_query(driver, "alerts")
    wait_for_results(driver)
    assert "search-page.js" not in scripts_loaded(driver)
    driver.get(server + "/en/search/?q=alerts")
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#search-page-results li"))
    assert scripts_loaded(driver) == sorted(["search-page.js", "search.js", "site.js"] + ENGINE)
    assert no_severe_logs(driver) == []


def test_english_results_with_title_section_and_highlighted_excerpt(server, browser_factory):
    driver = browser_factory()
    driver.get(server + "/en/")
    field = type_query(driver, "sidebars")
    results = wait_for_results(driver)
    first = results[0]
    assert first.find_element(By.CSS_SELECTOR, ".search-result-title").text == "Sidebars"
    assert first.find_element(By.CSS_SELECTOR, ".search-result-section").text.startswith("Components")
    marks = [m.text.lower() for m in driver.find_elements(By.CSS_SELECTOR, "#search-popup mark")]
    assert marks and all(m.startswith("sidebar") for m in marks)
    assert first.get_attribute("href").startswith(server + "/en/components/sidebars/")
    assert field.get_attribute("aria-expanded") == "true"
    status = driver.find_element(By.ID, "search-popup-status").text
    assert "result" in status
    assert no_severe_logs(driver) == []


def test_typos_and_prefixes_find_the_page(server, browser_factory):
    driver = browser_factory()
    driver.get(server + "/en/")
    for query, title in [("sidebr", "Sidebars"), ("typograph", "Typography")]:
        type_query(driver, query)
        wait(driver, lambda d: popup_results(d) and popup_results(d)[0].find_element(By.CSS_SELECTOR, ".search-result-title").text == title)


@pytest.mark.parametrize("query,title", [("alrt", "Alerts"), ("aletrs", "Alerts"), ("moadlity", "Modality"), ("lalerts", "Alerts"),
                                         ("lert", "Alerts"), ("slert", "Alerts"), ("nodality", "Modality")])
def test_a_typo_in_the_first_three_letters_finds_the_page(server, browser_factory, query, title):
    driver = browser_factory()
    driver.get(server + "/en/")
    type_query(driver, query)
    wait(driver, lambda d: any(r.find_element(By.CSS_SELECTOR, ".search-result-title").text == title for r in popup_results(d)[:3]))


@pytest.mark.parametrize("query,title", [("警告框", "警告框"), ("键盘快捷键", "键盘"), ("安全区域", "布局"), ("减少动效", "动效")])
def test_chinese_queries(server, browser_factory, query, title):
    driver = browser_factory("zh-CN")
    driver.get(server + "/zh-Hans/")
    type_query(driver, query)
    results = wait_for_results(driver)
    assert results[0].find_element(By.CSS_SELECTOR, ".search-result-title").text == title
    marks = [m.text for m in results[0].find_elements(By.TAG_NAME, "mark")]
    assert query in marks
    assert driver.find_element(By.ID, "search-popup-list").get_attribute("lang") == "zh-Hans"


def test_a_pinyin_homophone_finds_the_page_through_the_pinyin_part(server, browser_factory):
    # Issue 35: 景告框 (jing gao kuang, a pinyin keyboard's slip for 警告框) finds Alerts. The
    # pinyin code is a part of the engine (assets/search-pinyin.js) loaded for such a query only.
    driver = browser_factory("zh-CN")
    driver.get(server + "/zh-Hans/")
    type_query(driver, "警告")
    wait_for_results(driver)
    scripts = "return performance.getEntriesByType('resource').map(e => e.name).filter(n => n.includes('search-pinyin'))"
    type_query(driver, "景告框")
    wait(driver, lambda d: popup_results(d) and "/components/alerts/" in popup_results(d)[0].get_attribute("href"))
    assert len(driver.execute_script(scripts)) == 1
    assert no_severe_logs(driver) == []
    driver.get(server + "/en/")
    type_query(driver, "alerts")
    wait_for_results(driver)
    assert driver.execute_script(scripts) == [], "an English query does not load the pinyin part"


@pytest.mark.parametrize("query,preferred,path", [("侧边栏", "边栏", "/components/sidebars/"), ("警报框", "警告框", "/components/alerts/"),
                                                  ("动作表单", "操作表", "/components/action-sheets/"),
                                                  # The glossary's English name, typed on a Chinese page.
                                                  ("popover", "弹出框", "/components/popovers/")])
def test_a_glossary_rejected_term_finds_the_preferred_terms_page(server, browser_factory, site_dir, query, preferred, path):
    # Issue 35: the glossary's rejected terms are synonyms of the preferred term, expanded at
    # query time from a table in the index's manifest (the index itself does not grow).
    manifest = json.loads((site_dir / "search" / "zh-Hans" / "index.json").read_text())
    assert manifest["synonyms"][query] == preferred
    assert "synonyms" not in json.loads((site_dir / "search" / "en" / "index.json").read_text()) or \
        all(k == k.lower() for k in json.loads((site_dir / "search" / "en" / "index.json").read_text())["synonyms"])
    driver = browser_factory("zh-CN")
    driver.get(server + "/zh-Hans/")
    type_query(driver, query)
    wait(driver, lambda d: popup_results(d) and path in popup_results(d)[0].get_attribute("href"))


@pytest.mark.parametrize("query,path", [("typography", "/zh-Hans/foundations/typography/"),
                                        ("playing video", "/zh-Hans/patterns/playing-video/"),
                                        ("logo", "/zh-Hans/foundations/branding/")])
def test_a_chinese_page_is_found_by_its_english_title_and_headings(server, browser_factory, query, path):
    # Readers of Chinese type a page's English name as often as its Chinese one: a Chinese page
    # is indexed with its English translation's title (as a heading; the title shown stays 字体排印)
    # and headings ("logo", of "Use the logo sparingly": the Chinese page writes 标志).
    driver = browser_factory("zh-CN")
    driver.get(server + "/zh-Hans/")
    type_query(driver, query)
    wait(driver, lambda d: popup_results(d) and path in popup_results(d)[0].get_attribute("href"))


def test_keyboard_arrows_enter_and_escape(server, browser_factory):
    driver = browser_factory()
    driver.get(server + "/en/")
    field = type_query(driver, "buttons")
    results = wait_for_results(driver, 2)
    field.send_keys(Keys.ARROW_DOWN)
    field.send_keys(Keys.ARROW_DOWN)
    active = field.get_attribute("aria-activedescendant")
    assert active == results[1].get_attribute("id")
    assert results[1].get_attribute("aria-selected") == "true"
    assert results[0].get_attribute("aria-selected") == "false"
    field.send_keys(Keys.ARROW_UP)
    assert field.get_attribute("aria-activedescendant") == results[0].get_attribute("id")
    field.send_keys(Keys.ESCAPE)
    assert field.get_attribute("aria-expanded") == "false"
    assert driver.find_element(By.ID, "search-popup").is_displayed() is False
    field.send_keys(Keys.ARROW_DOWN)
    wait(driver, lambda d: field.get_attribute("aria-expanded") == "true")
    wait_for_results(driver, 2)
    field.send_keys(Keys.ARROW_DOWN)
    field.send_keys(Keys.ARROW_DOWN)
    href = driver.find_element(By.ID, field.get_attribute("aria-activedescendant")).get_attribute("href")
    field.send_keys(Keys.ENTER)
    wait(driver, lambda d: d.current_url == href)


def test_results_are_links_that_open_in_a_new_tab(server, browser_factory):
    # Issue 35: each result is an <a href role="option"> (not a <span data-href> in an option),
    # so Ctrl-click (Cmd on a Mac) opens it in a new tab and the page stays where it is.
    driver = browser_factory()
    driver.get(server + "/en/")
    field = type_query(driver, "sidebars")
    first = wait_for_results(driver)[0]
    assert first.tag_name == "a"
    assert first.get_attribute("role") == "option"
    assert first.get_attribute("tabindex") == "-1"
    href = first.get_attribute("href")
    assert href.startswith(server + "/en/components/sidebars/")
    assert driver.execute_script("return arguments[0].parentElement.getAttribute('role')", first) == "listbox"
    assert driver.execute_script("return arguments[0].parentElement.id", first) == field.get_attribute("aria-controls")
    # The option's accessible name is its title, section and excerpt, as a screen reader reads it.
    assert first.get_attribute("aria-label") is None and first.text.startswith("Sidebars")
    # axe-core finds nothing wrong with the links as options, one of them chosen.
    field.send_keys(Keys.ARROW_DOWN)
    assert first.get_attribute("aria-selected") == "true"
    from test_accessibility import audit, axe_selenium_python  # noqa: F401 (skips without axe)
    assert audit(driver) == []
    before = driver.current_url
    handles = driver.window_handles
    ActionChains(driver).key_down(Keys.CONTROL).click(first).key_up(Keys.CONTROL).perform()
    wait(driver, lambda d: len(d.window_handles) == len(handles) + 1)
    assert driver.current_url == before
    new = [h for h in driver.window_handles if h not in handles][0]
    driver.switch_to.window(new)
    wait(driver, lambda d: d.current_url == href)
    driver.close()
    driver.switch_to.window(handles[0])
    # A plain click follows the link in the same tab. Back in this tab, the pop-up may still hold
    # the last results while it closes or renders again (a loaded machine once clicked one that
    # was hidden): click the first result once it is shown.
    type_query(driver, "sidebars")
    WebDriverWait(driver, 10, ignored_exceptions=(ElementNotInteractableException, StaleElementReferenceException)).until(
        lambda d: popup_results(d) and popup_results(d)[0].is_displayed() and popup_results(d)[0].click() is None)
    wait(driver, lambda d: d.current_url == href)


def test_combobox_pattern_and_slash_focuses(server, browser_factory):
    driver = browser_factory()
    driver.get(server + "/en/components/alerts/")
    field = driver.find_element(By.ID, "search-input")
    assert field.get_attribute("role") == "combobox"
    assert field.get_attribute("aria-autocomplete") == "list"
    assert field.get_attribute("aria-controls") == "search-popup-list"
    assert driver.find_element(By.ID, "search-popup-list").get_attribute("role") == "listbox"
    driver.find_element(By.TAG_NAME, "body").send_keys("/")
    assert driver.switch_to.active_element == field
    assert field.get_attribute("value") == ""


def test_searching_the_other_language(server, browser_factory):
    driver = browser_factory()
    driver.get(server + "/en/")
    type_query(driver, "警告框")
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "[data-search-language='zh-Hans']"))
    driver.find_element(By.CSS_SELECTOR, "[data-search-language='zh-Hans']").click()
    results = wait(driver, lambda d: [r for r in popup_results(d) if "/zh-Hans/" in r.get_attribute("href")])
    assert results[0].find_element(By.CSS_SELECTOR, ".search-result-title").text == "警告框"
    assert driver.find_element(By.CSS_SELECTOR, "[data-search-language='en']")


def test_the_search_page_and_deep_links(server, browser_factory):
    driver = browser_factory()
    driver.get(server + "/en/search/?q=" + urllib.parse.quote("keyboard shortcuts"))
    results = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#search-page-results li"))
    assert results[0].find_element(By.TAG_NAME, "h2").text == "Keyboards"
    assert driver.find_element(By.ID, "search-page-input").get_attribute("value") == "keyboard shortcuts"
    assert not driver.find_element(By.ID, "search-browse").is_displayed()
    driver.get(server + "/zh-Hans/search/?q=" + urllib.parse.quote("安全区域"))
    results = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#search-page-results li"))
    assert results[0].find_element(By.TAG_NAME, "h2").text == "布局"
    field = driver.find_element(By.ID, "search-page-input")
    field.clear()
    field.send_keys("拖放")
    wait(driver, lambda d: "q=%E6%8B%96%E6%94%BE" in d.current_url)
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#search-page-results li h2")
         and d.find_elements(By.CSS_SELECTOR, "#search-page-results li h2")[0].text == "拖放")


def test_enter_without_a_choice_opens_the_search_page(server, browser_factory):
    driver = browser_factory()
    driver.get(server + "/en/components/alerts/")
    field = type_query(driver, "split view")
    wait_for_results(driver)
    field.send_keys(Keys.ENTER)
    wait(driver, lambda d: "/en/search/?q=split+view" in d.current_url)
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#search-page-results li"))


INJECTIONS = [
    '<img src=x onerror="window.__pwned=1">',
    '"><script>window.__pwned=1</script>',
    "javascript:window.__pwned=1",
    "<svg onload=window.__pwned=1> alerts",
    "'; window.__pwned=1; //",
]


def test_queries_cannot_inject_script(server, browser_factory):
    driver = browser_factory()
    driver.get(server + "/en/")
    for query in INJECTIONS:
        type_query(driver, query)
        wait(driver, lambda d: d.find_element(By.ID, "search-popup-status").text not in ("", "Searching…"))
        assert driver.execute_script("return window.__pwned === undefined")
        assert driver.find_elements(By.CSS_SELECTOR, "#search-popup img, #search-popup script, #search-popup svg") == []
    driver.get(server + "/en/search/?q=" + urllib.parse.quote(INJECTIONS[0]))
    wait(driver, lambda d: d.find_element(By.ID, "search-page-status").text not in ("", "Searching…"))
    assert driver.execute_script("return window.__pwned === undefined")
    assert driver.find_element(By.ID, "search-page-input").get_attribute("value") == INJECTIONS[0]
    assert driver.find_elements(By.CSS_SELECTOR, "#search-page img, #search-page script:not([src])") == []
    assert no_severe_logs(driver) == []


def test_bad_queries_show_a_sensible_empty_state(server, browser_factory):
    driver = browser_factory()
    driver.get(server + "/en/")
    for query in ["?!…—", "x" * 1000, "😀👍🏽", "لوحة المفاتيح", "zzzzqqq"]:
        type_query(driver, query)
        wait(driver, lambda d: d.find_element(By.ID, "search-popup-status").text.startswith("No results"))
        assert popup_results(driver) == []
    assert no_severe_logs(driver) == []


def test_without_javascript_the_form_leads_to_a_usable_search_page(server):
    from selenium import webdriver
    driver = make_driver()
    try:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        driver.get(server + "/en/components/alerts/")
        field = driver.find_element(By.ID, "search-input")
        assert field.is_displayed()
        field.send_keys("alerts")
        field.send_keys(Keys.ENTER)
        wait(driver, lambda d: "/en/search/?q=alerts" in d.current_url)
        assert driver.find_element(By.ID, "search-page-input").is_displayed()
        browse = driver.find_element(By.ID, "search-browse")
        assert "JavaScript" in browse.text
        links = [a.get_attribute("href") for a in browse.find_elements(By.TAG_NAME, "a")]
        assert server + "/en/components/alerts/" in links
    finally:
        driver.quit()


@pytest.fixture(scope="module")
def base_path_server():
    """The shipped site built for /hig/ and served from the folder above it."""
    top = pathlib.Path(tempfile.mkdtemp(prefix="guidegen-search-base-"))
    out = top / "hig"
    result = subprocess.run([str(guidegen_binary()), "build", "--output", str(out), "--base-url", "/hig/", "--quiet"],
                            cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    handler = functools.partial(QuietHandler, directory=str(top))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    shutil.rmtree(top, ignore_errors=True)


def test_search_works_under_a_base_path(base_path_server, browser_factory):
    driver = browser_factory()
    driver.get(base_path_server + "/hig/en/")
    type_query(driver, "alerts")
    results = wait_for_results(driver)
    assert results[0].get_attribute("href").startswith(base_path_server + "/hig/en/components/alerts/")
    assert all("/hig/search/en/" in n for n in search_requests(driver))
    assert no_severe_logs(driver) == []


# ---------- Input methods ----------
# A Chinese reader types pinyin (jinggao) and picks characters (警告). While the input method
# composes, the field holds the pinyin and fires `input` events marked isComposing; nothing
# should search it. Chromium's DevTools protocol drives a composition as an input method does
# (Input.imeSetComposition, then Input.insertText to commit: compositionstart, compositionupdate,
# input events marked isComposing, keydowns with keyCode 229, compositionend). Older Chrome and
# Safari end the composition before its last `input` event: that order is dispatched from
# script, as CompositionEvents and InputEvents.

# The engine is loaded first (a page loads it when a search field has focus).
RECORD_SEARCHES_JS = """
const done = arguments[arguments.length - 1];
window.__searches = [];
window.guidegenSearchParts['search.js'].engine().then(api => {
  const proto = api.SearchIndex.prototype, search = proto.search;
  proto.search = function (text, options) { window.__searches.push(text); return search.call(this, text, options); };
  done();
});
"""

# Steps run in one script, with no timer in between: [step, text], step one of "type" (a key
# typed without an input method), "start", "update", "commit input first", "commit end first".
SCRIPTED_IME_JS = """
const [field, steps] = arguments;
const composition = (type, data) => field.dispatchEvent(new CompositionEvent(type, { bubbles: true, data }));
const input = (data, isComposing) => field.dispatchEvent(new InputEvent('input', {
  bubbles: true, data, isComposing, inputType: isComposing ? 'insertCompositionText' : 'insertText' }));
for (const [step, text] of steps) {
  if (step === 'type') { field.value += text; input(text, false); continue; }
  if (step === 'start') { field.__base = field.value; composition('compositionstart', ''); continue; }
  composition('compositionupdate', text);
  field.value = field.__base + text;
  if (step === 'update') input(text, true);
  else if (step === 'commit input first') { input(text, true); composition('compositionend', text); }
  else if (step === 'commit end first') { composition('compositionend', text); input(text, false); }
}
"""

IME_ORDERS = ["chromium", "input first", "end first"]


class InputMethod:
    """Composes text in the focused field: through Chromium's input method support
    ("chromium"), or with events dispatched from script, the composition's last input event
    before compositionend ("input first", as Chrome does today) or after it ("end first")."""

    def __init__(self, driver, field, order="chromium"):
        self.driver, self.field, self.order, self.started = driver, field, order, False

    def compose(self, text):
        if self.order == "chromium":
            self.driver.execute_cdp_cmd("Input.imeSetComposition", {"text": text, "selectionStart": len(text), "selectionEnd": len(text)})
            return
        steps = [] if self.started else [["start", ""]]
        self.driver.execute_script(SCRIPTED_IME_JS, self.field, steps + [["update", text]])
        self.started = True

    def commit(self, text):
        if self.order == "chromium":
            self.driver.execute_cdp_cmd("Input.insertText", {"text": text})
        else:
            self.driver.execute_script(SCRIPTED_IME_JS, self.field, [["commit " + self.order, text]])
        self.started = False

    def key(self, key):
        """A key pressed while composing, which the input method takes: keyCode 229."""
        for kind in ("rawKeyDown", "keyUp"):
            self.driver.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": 229})


def press_in_script(driver, field, key, is_composing):
    """Dispatches a keydown with keyCode 229 from script; whether the page prevented its default."""
    return driver.execute_script("""
        const event = new KeyboardEvent('keydown', { key: arguments[1], keyCode: 229, isComposing: arguments[2], bubbles: true, cancelable: true });
        arguments[0].dispatchEvent(event);
        return event.defaultPrevented;""", field, key, is_composing)


def searches(driver):
    return driver.execute_script("return window.__searches")


def focus_recording_searches(driver, url, field_id):
    """Opens a Chinese page, records every query its search code runs, and focuses the field."""
    driver.get(url)
    driver.execute_async_script(RECORD_SEARCHES_JS)
    field = driver.find_element(By.ID, field_id)
    field.click()
    return field


def popup_hidden(driver):
    return driver.execute_script("return document.getElementById('search-popup').hidden")


@pytest.mark.parametrize("order", IME_ORDERS)
def test_the_pop_up_does_not_search_pinyin_while_an_input_method_composes(server, browser_factory, order):
    driver = browser_factory("zh-CN")
    field = focus_recording_searches(driver, server + "/zh-Hans/", "search-input")
    wait(driver, lambda d: any(n.endswith("/search/zh-Hans/index.json") for n in search_requests(d)))
    ime = InputMethod(driver, field, order)
    for pinyin in ["j", "jing", "jinggao"]:
        ime.compose(pinyin)
    assert field.get_attribute("value") == "jinggao"
    time.sleep(0.5)  # the pop-up searches 60 ms after the last keystroke
    assert searches(driver) == []
    assert not any("/terms/" in n or "/pages/" in n for n in search_requests(driver))
    assert popup_hidden(driver)
    ime.commit("警告")
    results = wait_for_results(driver)
    assert results[0].find_element(By.CSS_SELECTOR, ".search-result-title").text == "警告框"
    time.sleep(0.2)
    assert searches(driver) == ["警告"]
    assert field.get_attribute("aria-expanded") == "true"


def test_keys_that_belong_to_the_composition_are_left_to_the_input_method(server, browser_factory):
    driver = browser_factory("zh-CN")
    driver.get(server + "/zh-Hans/")
    driver.execute_async_script(RECORD_SEARCHES_JS)
    field = type_query(driver, "按钮")
    results = wait_for_results(driver, 2)
    field.send_keys(Keys.ARROW_DOWN)
    chosen = results[0].get_attribute("id")
    assert field.get_attribute("aria-activedescendant") == chosen
    page = driver.current_url
    driver.execute_script("window.__searches = []")
    # A second word, composed: the results and the choice stay until it is committed, and the
    # keys the reader presses to pick a candidate move nothing, close nothing, open nothing.
    ime = InputMethod(driver, field)
    ime.compose("an")
    ime.compose("anquan")
    time.sleep(0.3)
    assert searches(driver) == []
    ime.key("ArrowDown")
    assert field.get_attribute("aria-activedescendant") == chosen
    # Escape from script: sent through DevTools, the search field's own Escape would clear it,
    # which an input method that takes the key prevents.
    assert not press_in_script(driver, field, "Escape", is_composing=True)
    assert not popup_hidden(driver)
    assert field.get_attribute("value") == "按钮anquan"
    driver.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": "rawKeyDown", "key": "Enter", "code": "Enter", "windowsVirtualKeyCode": 229})
    ime.commit("安全")
    driver.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": "keyUp", "key": "Enter", "code": "Enter", "windowsVirtualKeyCode": 13})
    time.sleep(0.3)
    assert driver.current_url == page
    wait(driver, lambda d: searches(d) == ["按钮安全"])
    # Safari ends the composition before the keydown of the Enter that commits it; that
    # keydown is not marked isComposing but has keyCode 229.
    wait_for_results(driver)
    field.send_keys(Keys.ARROW_DOWN)
    assert field.get_attribute("aria-activedescendant")
    assert not press_in_script(driver, field, "Enter", is_composing=False)
    time.sleep(0.3)
    assert driver.current_url == page


def test_the_search_page_waits_for_the_composition(server, browser_factory):
    driver = browser_factory("zh-CN")
    field = focus_recording_searches(driver, server + "/zh-Hans/search/", "search-page-input")
    ime = InputMethod(driver, field)
    for pinyin in ["tuo", "tuofang"]:
        ime.compose(pinyin)
    time.sleep(0.5)  # the page searches 120 ms after the last keystroke
    assert searches(driver) == []
    assert "?q=" not in driver.current_url
    ime.commit("拖放")
    wait(driver, lambda d: "q=%E6%8B%96%E6%94%BE" in d.current_url)
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#search-page-results li h2")
         and d.find_elements(By.CSS_SELECTOR, "#search-page-results li h2")[0].text == "拖放")
    assert searches(driver) == ["拖放"]


def test_a_keystroke_just_before_a_composition_does_not_search_the_pinyin(server, browser_factory):
    driver = browser_factory("zh-CN")
    field = focus_recording_searches(driver, server + "/zh-Hans/", "search-input")
    # "a" typed, and a composition started before the pop-up's 60 ms wait is over.
    driver.execute_script(SCRIPTED_IME_JS, field, [["type", "a"], ["start", ""], ["update", "jing"]])
    ime = InputMethod(driver, field, "input first")
    ime.started = True
    time.sleep(0.5)
    assert searches(driver) == []
    ime.commit("警告")
    wait(driver, lambda d: searches(d) == ["a警告"])


@pytest.fixture(scope="module")
def starter_server():
    """The site `guidegen init` writes, built and served."""
    with served_starter_site("guidegen-starter-") as url:
        yield url


@pytest.mark.parametrize("language,page,query,title", [
    ("en-US", "/en/", "alert", "Glossary"),
    ("zh-CN", "/zh-Hans/", "弹窗", "术语表"),
])
def test_the_glossary_page_is_in_the_search_index(starter_server, browser_factory, language, page, query, title):
    driver = browser_factory(language)
    driver.get(starter_server + page)
    type_query(driver, query)
    wait(driver, lambda d: any(r.find_element(By.CSS_SELECTOR, ".search-result-title").text == title for r in popup_results(d)))


@pytest.fixture(scope="module")
def book_site():
    """The `guidegen init` site with two pages on custom operators: a reference page that says
    the words often, under a longer heading, and a guide whose section is named exactly that."""
    filler = "Operators combine values, and each custom operator has a precedence and an associativity. "
    with served_starter_site("guidegen-search-heading-", {
        "Content/components/operator-reference.en.md":
            "---\ntitle: Language Reference\nsummary: Every operator of the language.\n---\n"
            + filler * 2 + "\n\n## Declaring custom operators with precedence groups\n\n"
            + ("A custom operator is declared at file scope. Custom operators need a precedence group. " * 2) + "\n",
        "Content/components/advanced-topics.en.md":
            "---\ntitle: Advanced Topics\nsummary: Bitwise arithmetic, overflow and more.\n---\n"
            + "Bitwise arithmetic works on the bits of a number. Overflow wraps around.\n\n"
            + "## Custom Operators\n\nYou can declare your own custom operators.\n\n## Overflow\n\nValues wrap around.\n",
    }) as url:
        yield url


def test_a_section_named_exactly_as_the_query_ranks_first(book_site, browser_factory):
    driver = browser_factory()
    driver.get(book_site + "/en/")
    type_query(driver, "custom operators")
    wait(driver, lambda d: len(popup_results(d)) >= 2)
    titles = [r.find_element(By.CSS_SELECTOR, ".search-result-title").text for r in popup_results(driver)]
    assert titles[:2] == ["Advanced Topics", "Language Reference"], titles


# ---------- A site's own words ----------

@pytest.fixture(scope="module")
def japanese_site():
    """The `guidegen init` site with Japanese added, and some of its Japanese interface
    words and search words given in guidegen.yml (`interface:`)."""
    with served_starter_site("guidegen-search-words-", {
        "guidegen.yml": "title: Guidelines\nlanguages: [en, zh-Hans, ja]\ninterface:\n  ja:\n"
                        "    search_placeholder: ガイドラインを検索\n"
                        "    search_none_for: 「{q}」の結果はありません\n"
                        "    search_results: \"{n} 件\"\n"
                        "    search_list_label: 検索結果\n",
        "Content/_index.ja.md": "---\ntitle: ホーム\n---\n\nガイドラインです。\n",
        "Content/components/_index.ja.md": "---\ntitle: 部品\n---\n",
        "Content/components/buttons.ja.md": "---\ntitle: ボタン\nsummary: ボタンの使い方。\n---\n\nボタンは操作を始めます。\n",
    }) as url:
        yield url


def test_the_pop_up_speaks_the_sites_own_words(japanese_site, browser_factory):
    driver = browser_factory("ja")
    driver.get(japanese_site + "/ja/")
    field = driver.find_element(By.ID, "search-input")
    assert field.get_attribute("placeholder") == "ガイドラインを検索"
    type_query(driver, "zzzzqqq")
    wait(driver, lambda d: d.find_element(By.ID, "search-popup-status").text == "「zzzzqqq」の結果はありません")
    assert driver.find_element(By.CSS_SELECTOR, "#search-popup [role=listbox]").get_attribute("aria-label") == "検索結果"
    assert no_severe_logs(driver) == []
    # Words the site did not give stay the script's; an English page keeps its own.
    driver.get(japanese_site + "/en/")
    type_query(driver, "zzzzqqq")
    wait(driver, lambda d: d.find_element(By.ID, "search-popup-status").text == "No results for “zzzzqqq”")
    assert no_severe_logs(driver) == []
