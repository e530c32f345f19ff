"""Fixtures of the editor tests, imported by the tests that use them. (Not a conftest.py: the
browser tests import names from theirs as `conftest`, and a second module of that name in one
pytest run shadows it.)"""
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
