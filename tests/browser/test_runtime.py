"""The site's Python runtime, run under Node from dist/: the standard library
the build compiled to bytecode and trimmed (scripts/precompile.py) still
runs micropip and the whole engine, and the engine's own bytecode is used."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import DIST, ROOT

HERE = Path(__file__).parent


@pytest.fixture(scope="module")
def report(site: str) -> dict[str, Any]:  # `site` builds dist/ when it is stale
    node = shutil.which("node")
    assert node, "Node.js is needed (it comes with npm, which the build needs too)"
    done = subprocess.run(
        [node, str(HERE / "runtime.mjs"), str(DIST)], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout)


def test_micropip_and_the_whole_engine_run_on_the_compiled_stdlib(report: dict[str, Any]) -> None:
    answers = report["answers"]
    assert answers["internal"] == []
    assert answers["ok"] > 150  # three player counts, two variants, whole computer turns
    assert answers["refused"] > 0  # the bad requests were refused, in words
    assert report["python"].startswith("3.14")
    assert report["json_file"].endswith("python314.zip/json/__init__.pyc")


def test_the_engine_runs_from_the_bytecode_the_build_made(report: dict[str, Any]) -> None:
    assert report["engine_compiled"].endswith("api.cpython-314.pyc")
    assert report["engine_pyc_flags"] == 1


def test_tracebacks_still_name_the_standard_library_lines(report: dict[str, Any]) -> None:
    assert 'json/decoder.py", line' in report["traceback"]
    assert "JSONDecodeError" in report["traceback"]


def test_the_standard_library_is_bytecode_without_what_nothing_imports(site: str) -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    from precompile import dropped

    with zipfile.ZipFile(DIST / "pyodide" / "python_stdlib.zip") as stdlib:
        names = stdlib.namelist()
    assert not [n for n in names if n.endswith(".py")]
    assert "json/__init__.pyc" in names
    assert not [n for n in names if dropped(n.removesuffix("c"))]
    assert "encodings/utf_8.pyc" in names
    assert "encodings/cp1252.pyc" not in names
