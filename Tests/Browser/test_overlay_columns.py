"""The preview's problem overlay shows broken `<doc:…>` links at the columns where they start in
the file, counted in characters: at a line's start, after emphasis, after Chinese text (the same
columns as `guidegen build`, see LinkColumnTests)."""
import pathlib
import re
import shutil
import signal
import subprocess
import tempfile

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import guidegen_binary

ENGLISH = "---\ntitle: Checks\n---\n<doc:modality> at the start.\n\n- **Bold**: <doc:nope2>\n"
CHINESE = "---\ntitle: 检查\n---\n中文说明<doc:nope3>。\n\n*强调*<doc:nope4>\n"


def test_the_overlay_shows_the_columns_where_broken_links_start(browser_factory):
    root = pathlib.Path(tempfile.mkdtemp(prefix="guidegen-overlay-"))
    binary = str(guidegen_binary())
    subprocess.run([binary, "init", "--quiet", str(root / "site")], check=True)
    site = root / "site"
    process = subprocess.Popen([binary, "serve", "--port", "0"], cwd=site, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        url = re.search(r"http://\S+", process.stdout.readline()).group(0).rstrip("/")
        driver = browser_factory()
        driver.get(url + "/en/components/buttons/")
        WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
        (site / "Content/components/checks.en.md").write_text(ENGLISH, encoding="utf-8")
        (site / "Content/components/checks.zh-Hans.md").write_text(CHINESE, encoding="utf-8")
        WebDriverWait(driver, 15).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#guidegen-overlay .guidegen-problem")) >= 4)
        places = sorted(re.search(r"checks\.[\w-]+\.md:\d+:\d+", item.text).group(0)
                        for item in driver.find_elements(By.CSS_SELECTOR, "#guidegen-overlay .guidegen-problem") if "checks." in item.text)
        assert places == ["checks.en.md:4:1", "checks.en.md:6:13", "checks.zh-Hans.md:4:5", "checks.zh-Hans.md:6:5"]
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
        shutil.rmtree(root, ignore_errors=True)
