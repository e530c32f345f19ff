"""`guidegen serve` on a site whose `content:` names a DocC catalog per language, both outside
the site's root folder (issue 14): an edit in a catalog rebuilds and reloads the page.

Run: python3 -m pytest -q Tests/Browser/test_serve_catalogs.py"""
import pathlib
import shutil
import tempfile
import time

import pytest

from test_serve import EventClient, Served, fetch, wait_until

CATALOGS = {
    "en/Book.docc/Book.md": "# Book\n\n@Metadata {\n  @TechnologyRoot\n}\n\nA small book.\n\n## Topics\n\n### Chapters\n\n- <doc:Basics>\n",
    "en/Book.docc/Basics.md": "# Basics\n\nThe first chapter.\n",
    "zh-Hans/Book.docc/Book.md": "# 书\n\n@Metadata {\n  @TechnologyRoot\n}\n\n一本小书。\n\n## Topics\n\n### 章节\n\n- <doc:Basics>\n",
    "zh-Hans/Book.docc/Basics.md": "# 基础\n\n第一章。\n",
}


@pytest.fixture(scope="module")
def book():
    """(the site's root, the folder of the catalogs beside it)."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="guidegen-serve-catalogs-"))
    for name, text in CATALOGS.items():
        file = folder / "books" / name
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(text, encoding="utf-8")
    (folder / "site").mkdir()
    (folder / "site/guidegen.yml").write_text(
        "title: Book\nlanguages: [en, zh-Hans]\ncontent:\n  en: ../books/en/Book.docc\n  zh-Hans: ../books/zh-Hans/Book.docc\n",
        encoding="utf-8")
    yield folder / "site", folder / "books"
    shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.parametrize("language,url", [("en", "/en/chapters/Basics/"), ("zh-Hans", "/zh-Hans/chapters/Basics/")])
def test_an_edit_in_a_catalog_outside_the_root_rebuilds_and_reloads(language, url, book):
    root, books = book
    # The catalogs are outside the site's folder: allowed by name.
    server = Served(root, "--port", "0", "--no-lint", "--allow-read", str(books))
    try:
        server.wait_until_serving()
        server.wait_for_line("stderr", r"^Built \d+ pages in memory", 60)
        status, _, body = fetch(server.port, url)
        assert status == 200, body[:500]
        client = EventClient(server.port)
        try:
            client.wait_for("status", timeout=10)
            sentence = f"A sentence added in the {language} catalog."
            chapter = books / language / "Book.docc/Basics.md"
            time.sleep(0.3)  # the watcher's first scan is done before the edit
            chapter.write_text(chapter.read_text(encoding="utf-8") + f"\n{sentence}\n", encoding="utf-8")
            client.wait_for("reload", timeout=15)
            wait_until(lambda: sentence.encode() in fetch(server.port, url)[2], 10, message="the edited page")
        finally:
            client.close()
    finally:
        assert server.interrupt(10) == 0


def test_an_edited_documentation_comment_in_the_catalogs_module_rebuilds_and_reloads(tmp_path):
    """A package's catalog (`Sources/Kit/Kit.docc`): a symbol's extension file with no abstract
    shows the summary of the symbol's comment in the module's Swift files, which are watched."""
    site = tmp_path / "package"
    files = {
        "Sources/Kit/Kit.docc/Kit.md": "# ``Kit``\n\nTools for kits.\n\n## Topics\n\n### Essentials\n\n- ``Widget``\n",
        "Sources/Kit/Kit.docc/Widget.md": "# ``Kit/Widget``\n\n## Topics\n\n- ``make()``\n",
        "Sources/Kit/Widget.swift": "/// A reusable control.\npublic struct Widget {\n    public func make() {}\n}\n",
    }
    for name, text in files.items():
        (site / name).parent.mkdir(parents=True, exist_ok=True)
        (site / name).write_text(text, encoding="utf-8")
    server = Served(site, "Sources/Kit/Kit.docc", "--port", "0", "--no-lint", inside=True)
    try:
        server.wait_until_serving()
        server.wait_for_line("stderr", r"^Built \d+ pages in memory", 60)
        url = "/en/essentials/Widget/"
        status, _, body = fetch(server.port, url)
        assert status == 200 and b"A reusable control." in body, body[:800]
        client = EventClient(server.port)
        try:
            client.wait_for("status", timeout=10)
            time.sleep(0.3)  # the watcher's first scan is done before the edit
            source = site / "Sources/Kit/Widget.swift"
            source.write_text(source.read_text(encoding="utf-8").replace("A reusable control.", "A control made once and used everywhere."),
                              encoding="utf-8")
            client.wait_for("reload", timeout=15)
            wait_until(lambda: b"A control made once and used everywhere." in fetch(server.port, url)[2], 10, message="the symbol's page")
        finally:
            client.close()
    finally:
        assert server.interrupt(10) == 0
