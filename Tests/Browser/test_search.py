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
import urllib.parse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import QuietHandler, guidegen_binary, make_driver, ROOT


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
    assert first.find_element(By.TAG_NAME, "a").get_attribute("href").startswith(server + "/en/components/sidebars/")
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
    href = driver.find_element(By.ID, field.get_attribute("aria-activedescendant")).find_element(By.TAG_NAME, "a").get_attribute("href")
    field.send_keys(Keys.ENTER)
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
    results = wait(driver, lambda d: [r for r in popup_results(d) if "/zh-Hans/" in r.find_element(By.TAG_NAME, "a").get_attribute("href")])
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
    assert results[0].find_element(By.TAG_NAME, "a").get_attribute("href").startswith(base_path_server + "/hig/en/components/alerts/")
    assert all("/hig/search/en/" in n for n in search_requests(driver))
    assert no_severe_logs(driver) == []
