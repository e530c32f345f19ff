"""The published site in a real headless Chromium: the root page's language choice and
pages that load without script errors."""
import pathlib

from selenium.webdriver.support.ui import WebDriverWait


def wait_for_path(driver, path):
    WebDriverWait(driver, 10).until(lambda d: d.current_url.split("127.0.0.1:")[1].split("/", 1)[1] == path.lstrip("/"))


def test_root_sends_a_chinese_browser_to_the_chinese_home(server, browser_factory):
    driver = browser_factory("zh-CN")
    driver.get(server + "/")
    wait_for_path(driver, "/zh-Hans/")
    assert driver.find_element("tag name", "html").get_attribute("lang") == "zh-Hans"


def test_root_sends_an_english_browser_to_the_english_home(server, browser_factory):
    driver = browser_factory("en-GB")
    driver.get(server + "/")
    wait_for_path(driver, "/en/")
    assert driver.find_element("tag name", "html").get_attribute("lang") == "en"


def test_a_language_chosen_on_the_site_wins_over_the_browser_language(server, browser_factory):
    driver = browser_factory("en-US")
    driver.get(server + "/en/")
    driver.execute_script("localStorage.setItem('guidegen-language', 'zh-Hans')")
    driver.get(server + "/")
    wait_for_path(driver, "/zh-Hans/")


def test_an_unknown_browser_language_stays_on_the_language_picker(server, browser_factory):
    driver = browser_factory("fr-FR")
    driver.get(server + "/")
    links = driver.find_elements("css selector", ".language-choices a")
    assert [link.get_attribute("hreflang") for link in links] == ["en", "zh-Hans"]
    assert driver.current_url == server + "/"


def test_pages_load_without_script_errors(server, site_dir, browser_factory):
    driver = browser_factory()
    pages = sorted(p for p in pathlib.Path(site_dir).rglob("index.html") if p.parent != pathlib.Path(site_dir))
    assert len(pages) > 4
    # Every section page and home page, and a sample of topics in both languages.
    for page in pages[:: max(1, len(pages) // 20)]:
        url = server + "/" + str(page.parent.relative_to(site_dir)) + "/"
        driver.get(url)
        errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
        assert errors == [], f"{url}: {errors}"
