"""axe-core (the engine behind Lighthouse's and Deque's accessibility audits, bundled by PyPI's
axe-selenium-python) over every kind of page of the shipped site — home, section, topic,
search, glossary, 404 and the language picker — in both languages, light and dark, at phone and
desktop widths: no violation of any impact. The search page is checked again with the header
pop-up open, so the combobox pattern is audited with results showing."""
import importlib.util
import pathlib

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from theme_helpers import pages_by_kind, set_media, set_viewport

axe_selenium_python = pytest.importorskip("axe_selenium_python")


def axe_script():
    """axe-selenium-python drives axe, but the axe-core it bundles is 3.1.1 (2018): older than
    ARIA 1.2, it rejects that version's combobox pattern (role=combobox on the text field) and
    misses what newer rules catch. axe-playwright-python ships a current axe-core; only its
    axe.min.js is used (installed without Playwright by scripts/install-dependencies --test)."""
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None:
        pytest.skip("axe-playwright-python (for a current axe-core) is not installed: run scripts/install-dependencies --test")
    return str(pathlib.Path(spec.origin).parent / "axe.min.js")


def pages(site_dir):
    chosen = dict(pages_by_kind(site_dir))
    for language in ("en", "zh-Hans"):
        chosen[f"search-{language}"] = f"/{language}/search/?q=alert"
        chosen[f"glossary-{language}"] = f"/{language}/glossary/"
    return chosen


def audit(driver):
    axe = axe_selenium_python.Axe(driver, script_url=axe_script())
    axe.inject()
    # Every rule axe has, not only the WCAG A/AA tags.
    results = axe.run(options="{resultTypes: ['violations']}")
    return [
        f"{v['id']} ({v['impact']}): {v['help']} — " + "; ".join(n["target"][0] if isinstance(n["target"][0], str) else str(n["target"]) for n in v["nodes"][:3])
        for v in results["violations"]
    ]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [375, 1280])
def test_no_axe_violations_on_any_kind_of_page(server, site_dir, browser_factory, scheme, width):
    driver = browser_factory()
    set_viewport(driver, width)
    set_media(driver, prefers_color_scheme=scheme)
    found = {}
    for name, path in sorted(pages(site_dir).items()):
        driver.get(server + path)
        WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
        if name.startswith("search-"):
            WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#search-page-results li"))
        assert driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches") == (scheme == "dark")
        problems = audit(driver)
        if problems:
            found[path] = problems
    assert found == {}


@pytest.mark.parametrize("language", ["en", "zh-Hans"])
def test_no_axe_violations_with_the_search_pop_up_open(server, browser_factory, language):
    driver = browser_factory()
    driver.get(server + f"/{language}/")
    field = driver.find_element(By.ID, "search-input")
    field.click()
    field.send_keys("alert" if language == "en" else "警告框")
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#search-popup .search-result"))
    assert audit(driver) == []
