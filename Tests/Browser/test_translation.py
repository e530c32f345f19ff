"""A topic missing in one language: the language switcher says so in the page's own language and
leads to that language's section page, which offers the topic in the language that has it
(instead of silently sending the reader to the other language's home page)."""
import pytest
from selenium.webdriver.common.by import By

from conftest import served_starter_site
from theme_helpers import set_media, set_touch, set_viewport


@pytest.fixture(scope="module")
def one_sided_site():
    """The `guidegen init` site with an English-only and a Chinese-only topic added."""
    with served_starter_site("guidegen-translation-", {
        "Content/components/toggles.en.md":
            "---\ntitle: Toggles\nsummary: A toggle turns a setting on or off.\n---\nA toggle shows its state at a glance.\n",
        "Content/components/menus.zh-Hans.md":
            "---\ntitle: 菜单\nsummary: 菜单列出人们可以执行的操作。\n---\n菜单把相关的操作放在一起。\n",
    }) as url:
        yield url


def switcher_item(driver, tag):
    return driver.find_element(By.XPATH, f"//nav[contains(@class,'language-switcher')]//li[.//*[@lang='{tag}']]")


@pytest.mark.parametrize("page, missing, note, other_section, topic_title, marker", [
    ("/en/components/toggles/", "zh-Hans", "not translated yet", "/zh-Hans/components/", "Toggles", "English"),
    ("/zh-Hans/components/menus/", "en", "尚未翻译", "/en/components/", "菜单", "简体中文"),
])
def test_the_switcher_says_a_translation_is_missing_and_leads_to_the_topic(one_sided_site, browser_factory, page, missing, note,
                                                                         other_section, topic_title, marker):
    driver = browser_factory()
    driver.get(one_sided_site + page)
    item = switcher_item(driver, missing)
    assert note in item.text
    # The note is a link in the page's language: only the language's name carries the other `lang`.
    link = item.find_element(By.CSS_SELECTOR, "a.language-missing")
    assert link.get_dom_attribute("lang") is None
    assert link.find_element(By.CSS_SELECTOR, f"span[lang='{missing}']").text
    # Not the other language's home page: its section page, which offers the topic in the page's language.
    assert link.get_dom_attribute("href") == other_section
    driver.get(one_sided_site + other_section)
    card = driver.find_element(By.XPATH, f"//ul[contains(@class,'card-list')]//a[contains(., '{topic_title}')]")
    assert card.get_dom_attribute("href") == page
    assert card.get_dom_attribute("hreflang") == page.split("/")[1]
    assert marker in card.find_element(By.CSS_SELECTOR, ".link-marker").text
    # Pages that exist in both languages still link to each other, and are listed once.
    driver.get(one_sided_site + "/en/components/")
    assert driver.find_elements(By.CSS_SELECTOR, ".language-switcher a[href='/zh-Hans/components/']")
    assert len(driver.find_elements(By.CSS_SELECTOR, ".card-list a[href='/en/components/buttons/']")) == 1
    assert driver.find_elements(By.CSS_SELECTOR, ".card-list a[href^='/zh-Hans/components/buttons']") == []


@pytest.mark.parametrize("width", [320, 1280])
def test_the_note_fits_at_phone_and_desktop_widths(one_sided_site, browser_factory, width):
    driver = browser_factory()
    set_viewport(driver, width)
    driver.get(one_sided_site + "/en/components/toggles/")
    assert driver.execute_script("return document.documentElement.scrollWidth") <= width
    assert switcher_item(driver, "zh-Hans").is_displayed()


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [375, 1280])
def test_the_note_and_the_offered_topics_pass_axe(one_sided_site, browser_factory, scheme, width):
    from test_accessibility import audit
    driver = browser_factory()
    set_viewport(driver, width)
    set_media(driver, prefers_color_scheme=scheme)
    found = {}
    for path in ("/en/components/toggles/", "/zh-Hans/components/menus/", "/zh-Hans/components/", "/en/components/", "/zh-Hans/"):
        driver.get(one_sided_site + path)
        violations = audit(driver)
        if violations:
            found[path] = violations
    assert found == {}


@pytest.mark.parametrize("width", [320, 820])
def test_the_note_is_a_44_px_touch_target(one_sided_site, browser_factory, width):
    driver = browser_factory()
    set_viewport(driver, width, mobile=True)
    set_touch(driver, True)
    driver.get(one_sided_site + "/en/components/toggles/")
    assert driver.execute_script("return matchMedia('(pointer: coarse)').matches")
    rect = driver.execute_script("var r = document.querySelector('a.language-missing').getBoundingClientRect(); return {w: r.width, h: r.height};")
    assert rect["w"] >= 44 and rect["h"] >= 44, rect


@pytest.fixture(scope="module")
def outdated_site():
    """The `guidegen init` site with its translations recorded (`guidegen translations --init`),
    then one section of the English buttons page edited: its Chinese twin is outdated."""
    import functools, http.server, pathlib, shutil, subprocess, tempfile, threading
    from conftest import QuietHandler, guidegen_binary
    root = pathlib.Path(tempfile.mkdtemp(prefix="guidegen-outdated-"))
    binary = str(guidegen_binary())
    subprocess.run([binary, "init", "--quiet", str(root)], check=True)
    subprocess.run([binary, "translations", "--init", "--root", str(root)], check=True, capture_output=True)
    page = root / "Content/components/buttons.en.md"
    text = page.read_text(encoding="utf-8")
    heading = text.index("## Best practices")
    end = text.index("\n\n", text.index("\n\n", heading) + 2)
    page.write_text(text[:end] + " Keep each label short." + text[end:], encoding="utf-8")
    result = subprocess.run([binary, "build", "--quiet", "--root", str(root)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "outdated translation" in result.stderr
    handler = functools.partial(QuietHandler, directory=str(root / "Public"))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    shutil.rmtree(root, ignore_errors=True)


@pytest.mark.parametrize("width", [320, 1280])
def test_an_outdated_translation_says_so_and_leads_to_the_source_and_the_section(outdated_site, browser_factory, width):
    driver = browser_factory("zh-CN")
    set_viewport(driver, width)
    driver.get(outdated_site + "/zh-Hans/components/buttons/")
    notice = driver.find_element(By.CSS_SELECTOR, "aside.translation-notice[role='note']")
    assert notice.is_displayed()
    assert "原文在翻译之后有过修改" in notice.text
    # Only the changed section is listed, as a link to it on this page.
    sections = notice.find_elements(By.CSS_SELECTOR, "ul a")
    assert [a.get_dom_attribute("href") for a in sections] == ["#best-practices"]
    assert driver.execute_script("return document.documentElement.scrollWidth") <= width
    sections[0].click()
    assert driver.execute_script("return location.hash") == "#best-practices"
    # The source page, in its language; the English page itself carries no notice.
    source = notice.find_element(By.CSS_SELECTOR, "a[hreflang='en']")
    assert source.text == "阅读原文"
    # The section link scrolled smoothly (the theme's scroll-behavior); an instant scroll
    # ends that animation, so the click lands where the link is, not where it was.
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", source)
    source.click()
    assert driver.current_url.endswith("/en/components/buttons/")
    assert driver.find_elements(By.CSS_SELECTOR, ".translation-notice") == []
    driver.get(outdated_site + "/zh-Hans/components/")
    assert driver.find_elements(By.CSS_SELECTOR, ".translation-notice") == []


def test_the_notice_passes_axe(outdated_site, browser_factory):
    from test_accessibility import audit
    driver = browser_factory("zh-CN")
    driver.get(outdated_site + "/zh-Hans/components/buttons/")
    violations = [v for v in audit(driver)]
    assert violations == [], violations
