"""The README's "Getting started", run as written: `scripts/install` puts guidegen (with its man
pages and completions) into an empty PREFIX, then the commands of that section run one by one in
an empty folder outside the repository, with only PREFIX/bin and the system's folders on the
PATH. No browser: it lives here because the browser suite is where the pytest tests are."""
import os
import pathlib
import re
import shlex
import shutil
import signal
import subprocess
import tempfile
import urllib.request

import pytest

from conftest import ROOT, guidegen_binary


def getting_started_commands():
    """The commands of the README's Getting started block, without their comments."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Getting started", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```sh\n(.*?)```", section, re.S).group(1)
    lines = (re.sub(r"(^|\s+)#.*$", "", line).strip() for line in block.splitlines())
    return [shlex.split(line) for line in lines if line]


@pytest.fixture(scope="module")
def prefix():
    folder = pathlib.Path(tempfile.mkdtemp(prefix="guidegen-prefix-"))
    environment = dict(os.environ, GUIDEGEN_BINARY=str(guidegen_binary()))
    result = subprocess.run([str(ROOT / "scripts/install"), str(folder)], env=environment, capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stdout + result.stderr
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def test_install_puts_the_binary_man_pages_and_completions_under_the_prefix(prefix):
    assert os.access(prefix / "bin/guidegen", os.X_OK)
    manual = (prefix / "share/man/man1/guidegen.1").read_text()
    for command in ("init", "build", "serve", "lint"):
        assert re.search(rf"^\.It Em {command}\b", manual, re.M), command
    assert "guidegen" in (prefix / "share/bash-completion/completions/guidegen").read_text()
    assert "#compdef guidegen" in (prefix / "share/zsh/site-functions/_guidegen").read_text()
    assert "guidegen" in (prefix / "share/fish/vendor_completions.d/guidegen.fish").read_text()
    # Nothing else: the binary carries its theme.
    assert sorted(p.name for p in (prefix / "bin").iterdir()) == ["guidegen"]


def test_getting_started_runs_as_written_with_only_the_installed_binary(prefix):
    commands = getting_started_commands()
    # The section is init, build, serve and lint (with a `cd` into the new site).
    assert [c[:2] for c in commands if c[0] == "guidegen"] == [["guidegen", "init"], ["guidegen", "build"], ["guidegen", "serve"], ["guidegen", "lint"]]
    work = pathlib.Path(tempfile.mkdtemp(prefix="guidegen-newcomer-"))
    assert not any(parent == ROOT for parent in work.parents)
    environment = dict(os.environ, PATH=f"{prefix}/bin:/usr/bin:/bin")
    assert shutil.which("guidegen", path=environment["PATH"]) == str(prefix / "bin/guidegen")
    here = work
    try:
        for command in commands:
            if command[0] == "cd":
                here = here / command[1]
                assert here.is_dir()
            elif command[:2] == ["guidegen", "serve"]:
                serve_once(command, here, environment)
            else:
                result = subprocess.run(command, cwd=here, env=environment, capture_output=True, text=True, timeout=120)
                assert result.returncode == 0, f"{shlex.join(command)}: {result.stderr}"
        assert (here / "Public/zh-Hans/components/buttons/index.html").is_file()
    finally:
        shutil.rmtree(work, ignore_errors=True)


def serve_once(command, here, environment):
    """Starts the preview, asks it for one page, stops it with Ctrl-C (SIGINT): it exits with 0."""
    process = subprocess.Popen(command, cwd=here, env=environment, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first = process.stdout.readline()
        url = re.search(r"http://\S+", first)
        assert url, first + process.stderr.read()
        base = url.group(0).rstrip("/") + "/"
        with urllib.request.urlopen(base + "zh-Hans/components/buttons/", timeout=30) as response:
            assert response.status == 200
            assert '<html lang="zh-Hans"' in response.read().decode()
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=30) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
