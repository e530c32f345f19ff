"""The guidegen binary the Python tests run, found one way for the browser, editor and fuzz
tests: GUIDEGEN=path (a release build, or a copy kept while .build is rebuilt), else the debug
build, else the release build, else a debug build made now."""
import os
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[1]


def guidegen_binary():
    if os.environ.get("GUIDEGEN"):
        return pathlib.Path(os.environ["GUIDEGEN"])
    for candidate in (ROOT / ".build/debug/guidegen", ROOT / ".build/release/guidegen"):
        if candidate.exists():
            return candidate
    subprocess.run(["swift", "build", "--product", "guidegen"], cwd=ROOT, check=True)
    return ROOT / ".build/debug/guidegen"
