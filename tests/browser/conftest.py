"""Browser tests: build the site if needed, serve it, drive headless Chromium.

Debian's Chromium is used where it exists (Playwright cannot download its own
browser on every machine); elsewhere Playwright's own browser is the fallback.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import subprocess
import sys
import tarfile
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

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
        *ROOT.joinpath("scripts").rglob("*"),
        ROOT / "build.py",
    ]
    return any(path.stat().st_mtime > built for path in sources if path.is_file())


class QuietServer(http.server.ThreadingHTTPServer):
    """A page that navigates away drops its downloads: not worth a traceback."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextlib.contextmanager
def serving(directory: Path, handler: type[build.Handler] = build.Handler) -> Iterator[str]:
    """Serve ``directory`` on a free local port (another port is another
    origin); yields the root URL."""
    bound = functools.partial(handler, directory=str(directory))
    server = QuietServer(("127.0.0.1", 0), bound)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def site() -> Iterator[str]:
    """The built site, served on a free local port for the whole session."""
    if _stale():
        subprocess.run([sys.executable, "build.py"], cwd=ROOT, check=True)
    with serving(DIST) as url:
        yield url


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


# ``watching`` as a ``with`` block, for a page a test makes itself
watched = contextlib.contextmanager(watching)


@pytest.fixture
def watch(page: Page, site: str) -> Iterator[Watch]:
    """Every test fails on a console error or a request outside the origin."""
    yield from watching(page, urlparse(site).netloc)


# axe-core, for the accessibility tests only (never shipped in dist/)
AXE_VERSION = "4.11.0"
AXE_INTEGRITY = "sha512-ilYanEU8vxxBexpJd8cWM4ElSQq4QctCLKih0TSfjIfCQTeyH/6zVrmIJfLPrKTKJRbiG+cfnZbQIjAlJmF1jQ=="  # noqa: E501


@pytest.fixture(scope="session")
def axe_source() -> str:
    """axe-core's browser script, from npm (pinned, integrity checked)."""
    tarball = build.fetch_npm("axe-core", AXE_VERSION, AXE_INTEGRITY)
    with tarfile.open(tarball) as archive:
        member = archive.extractfile("package/axe.min.js")
        assert member is not None
        return member.read().decode()


def axe_violations(page: Page, axe: str) -> list[dict[str, Any]]:
    """What axe-core finds on the page as it is now.  The script is served
    as if from the page's own origin, which its CSP allows."""
    if not page.evaluate("'axe' in window"):
        url = page.evaluate("new URL('/__axe__.js', location.href).href")
        page.route(url, lambda route: route.fulfill(body=axe, content_type="text/javascript"))
        page.add_script_tag(url=url)
    result = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    return [
        {"id": v["id"], "nodes": [n["target"] for n in v["nodes"]][:5]}
        for v in result["violations"]
    ]


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


def play_a_turn(page: Page) -> None:
    """Draw from the stock and discard the first card, then wait for the
    computer's turns to end."""
    expect(page.locator("#table.my-turn[data-phase=take]")).to_be_visible(timeout=60_000)
    page.click("#stock")
    expect(page.locator("#table.my-turn[data-phase=play]")).to_be_visible()
    page.locator("#hand .card").first.click()
    page.click("#btn-discard")
    expect(page.locator("#table.my-turn[data-phase=take]")).to_be_visible(timeout=60_000)
