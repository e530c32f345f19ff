"""Fixtures for the editor tests (the helpers are in lsp_helpers.py)."""
import shutil
import tempfile

import pytest

from lsp_helpers import RawClient, make_site


@pytest.fixture()
def site():
    """A starter site in a temporary folder, with the draft page (lsp_helpers.DRAFT_PAGE)."""
    parent = tempfile.mkdtemp(prefix="guidegen-editor-")
    yield make_site(parent)
    shutil.rmtree(parent, ignore_errors=True)


@pytest.fixture()
def raw_client():
    """Starts raw JSON-RPC clients of `guidegen lsp`; kills any left running."""
    clients = []

    def start(cwd=None):
        client = RawClient(cwd)
        clients.append(client)
        return client

    yield start
    for client in clients:
        if client.process.poll() is None:
            client.process.kill()
            client.process.wait(timeout=10)
