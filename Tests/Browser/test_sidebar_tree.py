"""Nested sections (issue 33): a page carries only its own branch of the sidebar; the other
branches open from the language's navigation.json with a disclosure button per section, by
mouse and by keyboard, with nothing on the page moving when the buttons arrive."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import served_starter_site
from theme_helpers import set_viewport


def topic(title, body="Text."):
    return f"---\ntitle: {title}\n---\n{body}\n"


@pytest.fixture(scope="module")
def nested_site():
    """The `guidegen init` site with sections inside its Components section (and their own)."""
    with served_starter_site("guidegen-nested-", {
        "Content/components/entering-data/_index.en.md": "---\ntitle: Entering data\n---\nForms.\n",
        "Content/components/entering-data/forms.en.md": topic("Forms"),
        "Content/components/entering-data/pickers/dates.en.md": topic("Date pickers"),
        "Content/components/feedback/alerts-and-sheets.en.md": topic("Alerts and sheets"),
    }) as url:
        yield url


def sidebar_links(driver):
    return [a.get_dom_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "#sidebar a") if a.is_displayed()]


def wait_for_toggles(driver):
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#sidebar .sidebar-toggle"))


def test_a_page_carries_its_branch_and_opens_others_from_the_tree(nested_site, browser_factory):
    driver = browser_factory()
    set_viewport(driver, 1440)
    driver.get(nested_site + "/en/components/entering-data/forms/")
    links = sidebar_links(driver)
    assert "/en/components/entering-data/forms/" in links
    assert "/en/components/feedback/" in links
    # Another branch's insides are not on the page until asked for.
    assert "/en/components/feedback/alerts-and-sheets/" not in links
    assert "/en/components/entering-data/pickers/dates/" not in links
    layout_before = driver.execute_script(
        "return [...document.querySelectorAll('#sidebar a')].map(a => a.getBoundingClientRect().top)")
    # Reaching for the sidebar loads sidebar.js and the tree; buttons arrive without moving a link.
    driver.execute_script("document.getElementById('sidebar').dispatchEvent(new PointerEvent('pointerover', {bubbles: true}))")
    wait_for_toggles(driver)
    layout_after = driver.execute_script(
        "return [...document.querySelectorAll('#sidebar a')].map(a => a.getBoundingClientRect().top)")
    assert layout_before == layout_after
    feedback = driver.find_element(By.XPATH, "//li[a[@href='/en/components/feedback/']]/button[@class='sidebar-toggle']")
    assert feedback.get_dom_attribute("aria-expanded") == "false"
    assert feedback.accessible_name == "Feedback"
    feedback.click()
    assert feedback.get_dom_attribute("aria-expanded") == "true"
    assert "/en/components/feedback/alerts-and-sheets/" in sidebar_links(driver)
    feedback.click()
    assert "/en/components/feedback/alerts-and-sheets/" not in sidebar_links(driver)
    # A section inside an opened branch opens too (from the keyboard).
    pickers = driver.find_element(By.XPATH, "//li[a[@href='/en/components/entering-data/pickers/']]/button[@class='sidebar-toggle']")
    pickers.send_keys(Keys.ENTER)
    assert "/en/components/entering-data/pickers/dates/" in sidebar_links(driver)
    # The open branch can be closed.
    current = driver.find_element(By.XPATH, "//li[a[@href='/en/components/entering-data/']]/button[@class='sidebar-toggle']")
    assert current.get_dom_attribute("aria-expanded") == "true"


def test_without_javascript_section_pages_reach_everything(nested_site, browser_factory):
    driver = browser_factory()
    driver.get(nested_site + "/en/components/")
    cards = [a.get_dom_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, ".card-list a")]
    assert "/en/components/entering-data/" in cards and "/en/components/feedback/" in cards
    assert "/en/components/buttons/" in cards
    driver.get(nested_site + "/en/components/entering-data/")
    cards = [a.get_dom_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, ".card-list a")]
    assert cards == ["/en/components/entering-data/forms/", "/en/components/entering-data/pickers/"]
    crumbs = [a.text for a in driver.find_elements(By.CSS_SELECTOR, ".breadcrumbs a")]
    assert crumbs[-2:] == ["Components", "Entering data"]
