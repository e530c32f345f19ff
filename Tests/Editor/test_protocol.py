"""guidegen lsp from a second client, pygls's: hover, definition, references, code actions,
the twin command and lens, re-checks when other files change, the file watchers it registers,
the site read in the background (own findings first, then links), malformed requests (through a
raw JSON-RPC client) and the ways the server ends."""
import asyncio
import json
import os
import pathlib
import signal
import subprocess
import time

import pytest
from lsprotocol import types
from pygls.lsp.client import LanguageClient

from lsp_helpers import RawClient, guidegen_binary
from editor_fixtures import raw_client, site  # noqa: F401 (fixtures)

TIMEOUT = 20


class Session:
    """A pygls client talking to `guidegen lsp`, keeping what the server publishes."""

    def __init__(self, site, capabilities=None):
        self.site = site
        self.capabilities = capabilities or types.ClientCapabilities()
        self.client = LanguageClient("guidegen-tests", "1")
        self.diagnostics = {}
        # Every publish, in order: (uri, version, codes).
        self.published = []
        self.shown = []
        self.registrations = []

        @self.client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def publish(params):
            self.diagnostics[params.uri] = params.diagnostics
            self.published.append((params.uri, params.version, codes(params.diagnostics)))

        @self.client.feature(types.CLIENT_REGISTER_CAPABILITY)
        def register(params):
            self.registrations += params.registrations

        @self.client.feature(types.WINDOW_SHOW_DOCUMENT)
        def show(params):
            self.shown.append(params.uri)
            return types.ShowDocumentResult(success=True)

    async def __aenter__(self):
        await self.client.start_io(str(guidegen_binary()), "lsp", cwd=str(self.site))
        await asyncio.wait_for(self.client.initialize_async(types.InitializeParams(
            process_id=os.getpid(), root_uri=self.site.as_uri(), capabilities=self.capabilities)), TIMEOUT)
        self.client.initialized(types.InitializedParams())
        return self

    async def __aexit__(self, *error):
        await asyncio.wait_for(self.client.shutdown_async(None), TIMEOUT)
        self.client.exit(None)
        await asyncio.wait_for(self.client.stop(), TIMEOUT)

    def uri(self, relative):
        return (self.site / relative).as_uri()

    def open(self, relative, text=None):
        path = self.site / relative
        self.client.text_document_did_open(types.DidOpenTextDocumentParams(types.TextDocumentItem(
            uri=path.as_uri(), language_id="markdown", version=1, text=path.read_text(encoding="utf-8") if text is None else text)))
        return path.as_uri()

    def replace(self, uri, text, version):
        self.client.text_document_did_change(types.DidChangeTextDocumentParams(
            types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            [types.TextDocumentContentChangeWholeDocument(text=text)]))

    async def diagnostics_for(self, uri, condition=lambda found: True):
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            found = self.diagnostics.get(uri)
            if found is not None and condition(found):
                return found
            await asyncio.sleep(0.02)
        raise TimeoutError(f"no diagnostics for {uri} as expected: {self.diagnostics.get(uri)}")

    @staticmethod
    def position_of(text, needle, offset=0):
        """The LSP position (UTF-16) of `needle` in `text`, plus `offset` characters."""
        for number, line in enumerate(text.split("\n")):
            if needle in line:
                before = line[:line.index(needle) + offset]
                return types.Position(line=number, character=len(before.encode("utf-16-le")) // 2)
        raise AssertionError(f"{needle!r} not in the text")


def codes(found):
    return sorted(d.code for d in found)


def run(coroutine):
    return asyncio.run(asyncio.wait_for(coroutine, 90))


def test_hover_shows_the_topic_in_both_languages_and_glossary_entries(site):
    async def scenario():
        async with Session(site) as s:
            home = s.open("Content/_index.en.md")
            text = (site / "Content/_index.en.md").read_text(encoding="utf-8")
            hover = await s.client.text_document_hover_async(types.HoverParams(
                types.TextDocumentIdentifier(home), Session.position_of(text, "<doc:buttons>", 3)))
            assert "**Buttons** (en)" in hover.contents.value
            assert "A button starts an action" in hover.contents.value
            assert "**按钮** (zh-Hans)" in hover.contents.value
            draft = s.open("Content/components/drafts.en.md")
            hover = await s.client.text_document_hover_async(types.HoverParams(
                types.TextDocumentIdentifier(draft), Session.position_of((site / "Content/components/drafts.en.md").read_text(), "side bar", 2)))
            assert "sidebar" in hover.contents.value and "边栏" in hover.contents.value and "side bar" in hover.contents.value
            # Nothing to say about a plain word.
            nothing = await s.client.text_document_hover_async(types.HoverParams(types.TextDocumentIdentifier(draft), types.Position(line=4, character=10)))
            assert nothing is None
    run(scenario())


def test_definition_and_references_follow_topic_links(site):
    async def scenario():
        async with Session(site) as s:
            text = "---\ntitle: Links\n---\nSee <doc:buttons#best-practices> and <doc:buttons>.\n"
            (site / "Content/components/links.en.md").write_text(text, encoding="utf-8")
            uri = s.open("Content/components/links.en.md", text)
            found = await s.client.text_document_definition_async(types.DefinitionParams(
                types.TextDocumentIdentifier(uri), Session.position_of(text, "doc:buttons#", 2)))
            location = found[0] if isinstance(found, list) else found
            assert location.uri == s.uri("Content/components/buttons.en.md")
            heading = (site / "Content/components/buttons.en.md").read_text().split("\n").index("## Best practices {#best-practices}")
            assert location.range.start.line == heading
            references = await s.client.text_document_references_async(types.ReferenceParams(
                text_document=types.TextDocumentIdentifier(uri), position=Session.position_of(text, "<doc:buttons>", 2),
                context=types.ReferenceContext(include_declaration=False)))
            places = sorted((r.uri.rsplit("/", 1)[1], r.range.start.line, r.range.start.character, r.range.end.character) for r in references)
            assert ("_index.en.md", 6, 0, 13) in places          # `<doc:buttons>,` starts the line in the home page
            assert ("links.en.md", 3, 4, 32) in places           # the link with an anchor
            assert ("links.en.md", 3, 37, 50) in places
            # The Chinese home page links to the Chinese page, not this one; the Chinese topic links
            # to the English page by its file name (`[英文版](buttons.en.md)`).
            assert not any(name == "_index.zh-Hans.md" for name, *_ in places)
            assert any(name == "buttons.zh-Hans.md" for name, *_ in places)
    run(scenario())


def test_definition_of_a_link_to_a_symbol_made_from_its_source_goes_to_its_declaration(tmp_path):
    """A public type with no extension file has a page made from its Swift source: going to a
    link's definition opens the Swift file at the declaration, not a file that does not exist."""
    site = tmp_path / "kit"
    catalog = site / "Sources/Kit/Kit.docc"
    catalog.mkdir(parents=True)
    (site / "guidegen.yml").write_text("content: Sources/Kit/Kit.docc\n", encoding="utf-8")
    (catalog / "Kit.md").write_text("# ``Kit``\n\nTools for kits.\n\n## Topics\n\n### Errors\n\n- ``KitError``\n", encoding="utf-8")
    article = "# Getting Started\n\nFirst steps.\n\nThrow <doc:KitError> when it breaks.\n"
    (catalog / "GettingStarted.md").write_text(article, encoding="utf-8")
    (site / "Sources/Kit/Errors.swift").write_text(
        "import Foundation\n\n/// An error a kit throws.\npublic enum KitError: Error {\n    case missing\n}\n", encoding="utf-8")

    async def scenario():
        async with Session(site) as s:
            uri = s.open("Sources/Kit/Kit.docc/GettingStarted.md", article)
            found = await s.client.text_document_definition_async(types.DefinitionParams(
                types.TextDocumentIdentifier(uri), Session.position_of(article, "doc:KitError", 2)))
            location = found[0] if isinstance(found, list) else found
            assert location is not None
            assert location.uri == s.uri("Sources/Kit/Errors.swift")
            assert location.range.start.line == 3     # `public enum KitError: Error {`
    run(scenario())


def test_code_actions_fix_and_switch_off_rules(site):
    async def scenario():
        async with Session(site) as s:
            relative = "Content/components/drafts.en.md"
            text = (site / relative).read_text(encoding="utf-8")
            uri = s.open(relative)
            found = await s.diagnostics_for(uri, lambda f: "en.first-person" in codes(f))
            first_person = next(d for d in found if d.code == "en.first-person")
            actions = await s.client.text_document_code_action_async(types.CodeActionParams(
                types.TextDocumentIdentifier(uri), first_person.range, types.CodeActionContext(diagnostics=[first_person])))
            off = next(a for a in actions if a.title == "Switch off en.first-person for this line")
            edit = off.edit.changes[uri][0]
            assert edit.new_text == "<!-- guidegen-lint disable-next-line en.first-person -->\n"
            assert edit.range.start == types.Position(line=4, character=0)
            lines = text.split("\n")
            lines.insert(4, edit.new_text.rstrip("\n"))
            s.replace(uri, "\n".join(lines), 2)
            await s.diagnostics_for(uri, lambda f: "en.first-person" not in codes(f) and "glossary" in codes(f))
            # Fix all: the glossary's term, as `guidegen lint --fix` would write it.
            glossary = next(d for d in s.diagnostics[uri] if d.code == "glossary")
            assert glossary.related_information and glossary.related_information[0].location.uri == s.uri("glossary.yml")
            actions = await s.client.text_document_code_action_async(types.CodeActionParams(
                types.TextDocumentIdentifier(uri), glossary.range, types.CodeActionContext(diagnostics=[], only=["source.fixAll"])))
            assert [a.title for a in actions] == ["Fix all guidegen problems in this file"]
            change = actions[0].edit.changes[uri][0]
            line = glossary.range.start.line
            current = lines[line]
            assert change.range.start.line == change.range.end.line == line
            fixed = current[:change.range.start.character] + change.new_text + current[change.range.end.character:]
            assert fixed == "Open the sidebar to see them."
            # A broken link has no fix and no switch: it must be mended.
            link = next(d for d in s.diagnostics[uri] if d.code == "link.unresolved")
            actions = await s.client.text_document_code_action_async(types.CodeActionParams(
                types.TextDocumentIdentifier(uri), link.range, types.CodeActionContext(diagnostics=[link], only=["quickfix"])))
            assert not actions
    run(scenario())


def test_twin_command_lens_and_missing_twin(site):
    async def scenario():
        async with Session(site) as s:
            uri = s.open("Content/components/buttons.en.md")
            lenses = await s.client.text_document_code_lens_async(types.CodeLensParams(types.TextDocumentIdentifier(uri)))
            assert [lens.command.title for lens in lenses] == ["Open the zh-Hans page"]
            result = await s.client.workspace_execute_command_async(types.ExecuteCommandParams(
                command="guidegen.openTwin", arguments=[uri]))
            twin = s.uri("Content/components/buttons.zh-Hans.md")
            assert result["uri"] == twin
            deadline = time.monotonic() + TIMEOUT
            while not s.shown and time.monotonic() < deadline:
                await asyncio.sleep(0.02)
            assert s.shown == [twin]
            draft = s.open("Content/components/drafts.en.md")
            found = await s.diagnostics_for(draft, lambda f: "translation.missing" in codes(f))
            notice = next(d for d in found if d.code == "translation.missing")
            assert notice.severity == types.DiagnosticSeverity.Information and "zh-Hans" in notice.message
            with pytest.raises(Exception, match="no zh-Hans translation|no .*translation"):
                await s.client.workspace_execute_command_async(types.ExecuteCommandParams(command="guidegen.openTwin", arguments=[draft]))
    run(scenario())


def test_pages_are_checked_again_when_other_files_change(site):
    async def scenario():
        async with Session(site) as s:
            home = s.open("Content/_index.en.md")
            await s.diagnostics_for(home, lambda f: "link.unresolved" not in codes(f))
            # Another open page changes its topic id: the link to it breaks at once.
            topic_text = (site / "Content/components/buttons.en.md").read_text(encoding="utf-8")
            topic = s.open("Content/components/buttons.en.md")
            # (The Chinese page keeps the id, so the link now leads there, as the build says.)
            s.replace(topic, topic_text.replace("title: Buttons", "id: knobs\ntitle: Buttons"), 2)
            await s.diagnostics_for(home, lambda f: "link.other-language" in codes(f))
            s.replace(topic, topic_text, 3)
            await s.diagnostics_for(home, lambda f: "link.other-language" not in codes(f))
            # A file changed on disk (not open): the editor's watcher says so.
            s.client.text_document_did_close(types.DidCloseTextDocumentParams(types.TextDocumentIdentifier(topic)))
            (site / "Content/components/buttons.en.md").write_text(topic_text.replace("title: Buttons", "id: knobs\ntitle: Buttons"), encoding="utf-8")
            s.client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
                [types.FileEvent(uri=topic, type=types.FileChangeType.Changed)]))
            await s.diagnostics_for(home, lambda f: "link.other-language" in codes(f))
    run(scenario())


async def wait_until(condition, what):
    deadline = time.monotonic() + TIMEOUT
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(what)
        await asyncio.sleep(0.02)


WATCHING = types.ClientCapabilities(workspace=types.WorkspaceClientCapabilities(
    did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True)))


def test_file_watchers_are_registered_and_an_image_created_resolves_its_link(site):
    async def scenario():
        async with Session(site, WATCHING) as s:
            await wait_until(lambda: s.registrations, "no client/registerCapability")
            [registration] = s.registrations
            assert registration.method == "workspace/didChangeWatchedFiles"
            patterns = [w["globPattern"] if isinstance(w, dict) else w.glob_pattern for w in registration.register_options["watchers"]]
            for pattern in ("**/*.md", "**/guidegen.yml", "**/glossary.yml"):
                assert pattern in patterns
            assert any(p.startswith("**/*.{") and "png" in p for p in patterns)
            text = "---\ntitle: Pictures\n---\n![The new one](new-picture)\n"
            (site / "Content/components/pictures.en.md").write_text(text, encoding="utf-8")
            uri = s.open("Content/components/pictures.en.md", text)
            await s.diagnostics_for(uri, lambda f: "image.missing" in codes(f))
            # The image is created; the editor's watcher reports it.
            (site / "Content/components/new-picture.png").write_bytes(b"png")
            s.client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
                [types.FileEvent(uri=s.uri("Content/components/new-picture.png"), type=types.FileChangeType.Created)]))
            await s.diagnostics_for(uri, lambda f: "image.missing" not in codes(f))
    run(scenario())


def test_a_glossary_of_another_name_is_watched_too(site):
    config = site / "guidegen.yml"
    config.write_text(config.read_text(encoding="utf-8").replace("glossary: glossary.yml", "glossary: terms.yml"), encoding="utf-8")
    (site / "glossary.yml").rename(site / "terms.yml")

    async def scenario():
        async with Session(site, WATCHING) as s:
            draft = s.open("Content/components/drafts.en.md")
            # The glossary is read: "side bar" is rejected.
            await s.diagnostics_for(draft, lambda f: "glossary" in codes(f))
            await wait_until(lambda: len(s.registrations) == 2, f"registrations: {s.registrations}")
            watchers = s.registrations[1].register_options["watchers"]
            assert [w["globPattern"] for w in watchers] == [str(site / "terms.yml")]
    run(scenario())


def test_no_watchers_are_registered_when_the_editor_cannot(site, raw_client):
    client = raw_client(site)
    client.initialize(site)
    uri = client.open(site / "Content/components/drafts.en.md")
    client.diagnostics(uri, lambda found: any(d["code"].startswith("link.") for d in found))
    assert "result" in client.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}})
    assert not [r for r in client.requests if r["method"] == "client/registerCapability"]
    assert client.close() == 0


def test_own_findings_first_then_links_and_no_publish_goes_back(site):
    async def scenario():
        async with Session(site) as s:
            relative = "Content/components/drafts.en.md"
            text = (site / relative).read_text(encoding="utf-8")
            uri = s.open(relative)
            # At once, before the site's index can be read: its lint findings, no link checked.
            await wait_until(lambda: any(u == uri for u, _, _ in s.published), "no diagnostics")
            first = next(found for u, _, found in s.published if u == uri)
            assert "en.first-person" in first and "glossary" in first
            assert not any(code.startswith("link.") for code in first)
            # Edits follow at once; the published versions never go back, and the last one
            # has the links of the last text (the broken link mended, another broken).
            for version in range(2, 6):
                s.replace(uri, text.replace("<doc:buttonz>", f"<doc:buttons> and <doc:missing-{version}>"), version)
            await s.diagnostics_for(uri, lambda f: "link.unresolved" in codes(f) and s.published[-1][1] == 5)
            versions = [v for u, v, _ in s.published if u == uri]
            assert versions == sorted(versions)
            messages = [d.message for d in s.diagnostics[uri] if d.code == "link.unresolved"]
            assert len(messages) == 1 and "missing-5" in messages[0]
    run(scenario())


def test_a_strings_file_of_no_site_and_no_workspace_reads_no_code_around_it(site, raw_client, tmp_path):
    # Such a file's folder is not an app the person opened: the server read every Swift and
    # string file under it on its only thread, and for a file at / or in ~ never answered again
    # (a helper's probe). Its own findings still come, with Apple's style and no roles from code.
    loose = tmp_path / "loose"
    loose.mkdir()
    (loose / "V.swift").write_text('import SwiftUI\nstruct V: View { var body: some View { Button("delete_btn") { } } }\n', encoding="utf-8")
    (loose / "Localizable.strings").write_text('"delete_btn" = "delete the photo";\n', encoding="utf-8")
    client = raw_client(site)
    client.initialize(site)
    uri = client.open(loose / "Localizable.strings")
    found = client.diagnostics(uri)
    assert found, "no findings for the loose file"
    assert not any("checked as a button" in json.dumps(d) for d in found), found
    assert client.close() == 0


def test_malformed_requests_get_json_rpc_errors(site, raw_client):
    client = raw_client(site)
    # Before initialize: ServerNotInitialized.
    assert client.request("textDocument/hover", {})["error"]["code"] == -32002
    client.initialize(site)
    # Not JSON, and invalid UTF-8: a parse error with a null id.
    client.send_raw(b"Content-Length: 9\r\n\r\n{not json")
    assert client.wait_for(lambda m: "error" in m)["error"]["code"] == -32700
    client.send_raw(b'Content-Length: 38\r\n\r\n{"jsonrpc":"2.0","id":3,"method":"\xff\xfe"}')
    reply = client.wait_for(lambda m: "error" in m)
    assert reply["error"]["code"] == -32700 and reply["id"] is None
    # No Content-Length at all, then a good request: the server skips and answers it.
    client.send_raw(b"Content-Type: text/plain\r\n\r\n")
    assert client.wait_for(lambda m: "error" in m)["error"]["code"] == -32700
    # JSON that is not a request.
    client.send({"jsonrpc": "2.0", "id": 41, "method": 7})
    assert client.wait_for(lambda m: "error" in m)["error"]["code"] == -32600
    # An unknown method, and params of the wrong shape.
    assert client.request("textDocument/teleport", {})["error"]["code"] == -32601
    reply = client.request("textDocument/hover", {"textDocument": {"uri": 5}, "position": "here"})
    assert reply["error"]["code"] == -32602
    # A position far past the end of a document is clamped, not a crash.
    uri = client.open(site / "Content/_index.en.md")
    reply = client.request("textDocument/completion", {"textDocument": {"uri": uri}, "position": {"line": 10 ** 6, "character": 10 ** 6}})
    assert "result" in reply
    # Still serving, and it ends cleanly.
    assert client.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}})["result"] is None
    assert client.close() == 0


def test_the_server_ends_on_exit_without_shutdown_on_eof_and_with_its_parent(site, raw_client):
    # exit without shutdown: status 1, as the protocol asks.
    client = raw_client(site)
    client.initialize(site)
    client.notify("exit", None)
    assert client.process.wait(timeout=10) == 1
    # The end of its input.
    client = raw_client(site)
    client.initialize(site)
    client.process.stdin.close()
    assert client.process.wait(timeout=10) == 0
    # The editor that started it is gone.
    parent = subprocess.Popen(["sleep", "60"])
    client = raw_client(site)
    client.request("initialize", {"processId": parent.pid, "rootUri": site.as_uri(), "capabilities": {}})
    time.sleep(0.5)
    assert client.process.poll() is None
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    assert client.process.wait(timeout=10) == 0
