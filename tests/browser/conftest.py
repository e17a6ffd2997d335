"""Browser tests: build the site if needed, serve it, drive headless Chromium.

Debian's Chromium is used where it exists (Playwright cannot download its own
browser on every machine); elsewhere Playwright's own browser is the fallback.
"""

from __future__ import annotations

import functools
import http.server
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
SYSTEM_CHROMIUM = Path("/usr/bin/chromium")

sys.path.insert(0, str(ROOT))
import build  # noqa: E402


def _stale() -> bool:
    marker = DIST / "build.json"
    if not marker.exists():
        return True
    built = marker.stat().st_mtime
    sources = [
        *ROOT.joinpath("web").rglob("*"),
        *ROOT.joinpath("burraco_core").rglob("*.py"),
        *ROOT.joinpath("learn").rglob("*.toml"),
    ]
    return any(path.stat().st_mtime > built for path in sources if path.is_file())


@pytest.fixture(scope="session")
def site() -> Iterator[str]:
    """The built site, served on a free local port for the whole session."""
    if _stale():
        subprocess.run([sys.executable, "build.py"], cwd=ROOT, check=True)
    handler = functools.partial(build.Handler, directory=str(DIST))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    args = dict(browser_type_launch_args)
    flags = ["--disable-background-networking", "--disable-component-update", "--disable-sync"]
    if SYSTEM_CHROMIUM.exists():
        args["executable_path"] = str(SYSTEM_CHROMIUM)
        flags.append("--no-sandbox")
    args["args"] = [*args.get("args", []), *flags]
    return args


INSTANT = "localStorage.setItem('burraco.preferences.v1', JSON.stringify({speed: 0}));"


@dataclass
class Watch:
    origin: str
    errors: list[str] = field(default_factory=list)
    outside: list[str] = field(default_factory=list)


def watching(page: Page, origin: str) -> Iterator[Watch]:
    """Record console errors and requests outside ``origin`` (host:port);
    fail at the end of the test if there were any."""
    seen = Watch(origin=origin)
    page.on("console", lambda m: seen.errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: seen.errors.append(str(e)))

    def on_request(request: object) -> None:
        url = request.url  # type: ignore[attr-defined]
        if urlparse(url).netloc != seen.origin and not url.startswith(("data:", "blob:")):
            seen.outside.append(url)

    page.on("request", on_request)
    page.add_init_script(INSTANT)
    yield seen
    assert seen.outside == []
    assert seen.errors == []


@pytest.fixture
def watch(page: Page, site: str) -> Iterator[Watch]:
    """Every test fails on a console error or a request outside the origin."""
    yield from watching(page, urlparse(site).netloc)


def wait_until(page: Page, expression: str, timeout: float = 60.0) -> Any:
    """Poll ``expression`` until it is truthy. ``page.wait_for_function``
    cannot be used: it evaluates a string, which the page's CSP forbids."""
    for _ in range(int(timeout * 10)):
        try:
            value = page.evaluate(f"Promise.resolve({expression})")
        except PlaywrightError:  # the page is navigating (a reload): ask again
            value = None
        if value:
            return value
        page.wait_for_timeout(100)
    raise AssertionError(f"{expression} still false after {timeout} s")
