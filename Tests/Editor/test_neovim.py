"""guidegen lsp driven by a real editor: headless Neovim and its built-in LSP client open a page
with a first-person sentence, a rejected glossary term and a broken <doc:> link, wait for the
three diagnostics, apply the quick fix, complete a <doc: link and rename a topic, all asserted
on the buffers' text (Tests/Editor/neovim_session.lua does the editor's part)."""
import json
import os
import pathlib
import shutil
import subprocess

import pytest

from lsp_helpers import guidegen_binary
from editor_fixtures import site  # noqa: F401 (a fixture)

HERE = pathlib.Path(__file__).resolve().parent

pytestmark = pytest.mark.skipif(shutil.which("nvim") is None, reason="Neovim is not installed (scripts/install-dependencies --test)")


def run_session(site, tmp_path, page=None, script="neovim_session.lua"):
    """Runs a Lua script in headless Neovim on a file of the site (the draft page by default);
    returns the JSON the script wrote."""
    page = page or site / "Content/components/drafts.en.md"
    result_file = tmp_path / "result.json"
    env = dict(os.environ, GUIDEGEN_BIN=str(guidegen_binary()), GUIDEGEN_SITE=str(site), GUIDEGEN_PAGE=str(page),
               GUIDEGEN_RESULT=str(result_file), HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path),
               XDG_STATE_HOME=str(tmp_path), XDG_CACHE_HOME=str(tmp_path))
    completed = subprocess.run(["nvim", "--headless", "--clean", "-n", "-c", f"luafile {HERE / script}"],
                               cwd=site, env=env, capture_output=True, text=True, timeout=120)
    assert result_file.exists(), f"Neovim wrote no result (status {completed.returncode}): {completed.stderr[-2000:]}"
    result = json.loads(result_file.read_text())
    assert "error" not in result, result
    return result


def test_neovim_diagnostics_quickfix_completion_and_rename(site, tmp_path):
    # A page that lists the renamed topic under `related:` (on a two-language site its edit was
    # sent once per language, and Neovim, applying both, cut the list's end off).
    (site / "Content/components/alerts.en.md").write_text("---\ntitle: Alerts\nrelated: [buttons]\n---\n\nAn alert tells people about a problem.\n",
                                                          encoding="utf-8")
    result = run_session(site, tmp_path)
    found = result["diagnostics"]

    # The three findings, each over exactly the text it is about (line numbers are 0-based).
    assert found["en.first-person"]["line"] == 4
    assert found["en.first-person"]["text"] == "We"
    assert found["glossary"]["line"] == 6
    assert found["glossary"]["text"] == "side bar"
    assert found["link.unresolved"]["line"] == 8
    assert found["link.unresolved"]["text"] == "<doc:buttonz>"
    assert found["link.unresolved"]["severity"] == 1  # an error, as the build reports it
    assert found["en.first-person"]["href"].startswith("https://")
    # The page has no Chinese twin yet: a notice says so.
    assert "translation.missing" in found

    # The quick fix wrote the glossary's term into the buffer (and left the rest alone).
    assert result["after_fix"][6] == "Open the sidebar to see them."
    assert result["after_fix"][4] == "We keep every draft until you delete it."
    assert any(title.startswith("Switch off glossary") for title in result["action_titles"])

    # Completion of a <doc: id closes the link.
    assert result["completed_line"] == "See <doc:buttons>"

    # The rename changed the link here, the topic's own id and the links in other pages, in the
    # editor's buffers, and wrote no file.
    after = result["after_rename"]
    assert after["page"][-1] == "See <doc:push-buttons>"
    assert "id: push-buttons" in after["topic"]
    assert any("<doc:push-buttons>" in line for line in after["home_zh"])
    assert after["related"][2] == "related: [push-buttons]", after["related"]
    assert not any("push-buttons" in line for line in after["topic_on_disk"])
    assert "push-buttons" not in (site / "Content/_index.zh-Hans.md").read_text(encoding="utf-8")


BUTTONS = ["Save draft", "Open file", "Share photo", "Delete item", "Add folder", "Show details", "Hide sidebar",
           "Export list", "Import contacts", "Print page"]


def test_neovim_checks_an_apps_strings_with_its_code_and_house_style(site, tmp_path):
    """An app's .strings file open in Neovim gets what `guidegen lint App` reports: a key the
    Swift code shows as a navigation title is held to title style, and buttons to the sentence
    style the app's other string file shows (none reported)."""
    app = site / "App"
    (app / "en.lproj").mkdir(parents=True)
    (app / "Settings.swift").write_text(
        'import SwiftUI\nstruct Settings: View {\n    var body: some View { List {}.navigationTitle("settings.heading") }\n}\n',
        encoding="utf-8")
    (app / "en.lproj/Main.strings").write_text(
        "".join(f'"b{n}.button" = "{text}";\n' for n, text in enumerate(BUTTONS)), encoding="utf-8")
    strings = app / "en.lproj/Settings.strings"
    strings.write_text('"copy.button" = "Copy link";\n"settings.heading" = "Your settings";\n', encoding="utf-8")
    result = run_session(site, tmp_path, page=strings, script="neovim_app_strings.lua")
    found = [(d["code"], d["line"], d["text"]) for d in result["diagnostics"]]
    assert found == [("en.title-case", 1, "Your settings")], found
    # guidegen lint on the same folder says the same.
    cli = subprocess.run([str(guidegen_binary()), "lint", "--format", "json", "App"], cwd=site, capture_output=True, text=True)
    reported = [(d["id"], d["line"]) for d in json.loads(cli.stdout) if d["file"].endswith("Settings.strings")]
    assert reported == [("en.title-case", 2)], cli.stdout
