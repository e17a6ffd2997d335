"""Offline after the first visit, installable, and at home in any folder.

The site is served from a copy of dist/ under a sub-path, as a static host
would (https://example.org/games/burraco/), so the service worker's scope
and every relative URL are checked too.
"""

from __future__ import annotations

import json
import re
import shutil
import struct
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import BrowserContext, Page, expect

import build
from tests.browser.conftest import DIST, Watch, play_a_turn, serving, wait_until, watching

pytestmark = pytest.mark.browser

PREFIX = "/games/burraco"


class SubPathHandler(build.Handler):
    """The site under PREFIX; anything else is not found, as on a shared host."""

    def translate_path(self, path: str) -> str:
        if not path.startswith(PREFIX + "/"):
            return str(Path(self.directory) / "__not_here__")
        return super().translate_path(path[len(PREFIX) :])


@pytest.fixture
def hosted(site: str, tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """(URL of the game under a sub-path, the served copy of dist/)."""
    copy = tmp_path / "www"
    shutil.copytree(DIST, copy)
    with serving(copy, SubPathHandler) as url:
        yield f"{url.rstrip('/')}{PREFIX}/", copy


@pytest.fixture
def offline_watch(page: Page, hosted: tuple[str, Path]) -> Iterator[Watch]:
    yield from watching(page, urlparse(hosted[0]).netloc)


def controlled(page: Page) -> None:
    """Wait until the service worker has cached the site and controls the page."""
    wait_until(page, "navigator.serviceWorker.controller !== null", timeout=120)


def test_after_one_visit_the_game_loads_and_plays_offline(
    page: Page, context: BrowserContext, hosted: tuple[str, Path], offline_watch: Watch
) -> None:
    url, _ = hosted
    page.goto(f"{url}?lang=en")
    expect(page.locator("#start")).to_be_visible(timeout=60_000)
    controlled(page)
    context.set_offline(True)
    page.goto(f"{url}?lang=en&seed=42&players=2")
    expect(page.locator("#hand .card").first).to_be_visible(timeout=60_000)
    # from a snapshot: the site's, which the service worker keeps, unless
    # the device's copy of it was already stored
    assert boot_of(page) in ("site-snapshot", "device-snapshot")
    play_a_turn(page)
    context.set_offline(False)


def test_a_new_build_is_offered_and_the_game_survives_it(
    page: Page, hosted: tuple[str, Path], offline_watch: Watch
) -> None:
    url, copy = hosted
    page.goto(f"{url}?lang=en&seed=42")
    expect(page.locator("#hand .card").first).to_be_visible(timeout=60_000)
    controlled(page)
    play_a_turn(page)
    hand = page.locator("#hand .card").evaluate_all("els => els.map(e => e.dataset.card)")
    worker = copy / "sw.js"
    worker.write_text(re.sub(r'VERSION = "\w+"', 'VERSION = "next-build"', worker.read_text()))
    page.goto(f"{url}?lang=en")  # the next visit finds the new build
    expect(page.locator("#notice-text")).to_have_text(
        "A new version of the game is ready.", timeout=60_000
    )
    page.click("#notice-action")
    wait_until(page, "caches.keys().then(keys => keys.includes('burraco-next-build'))")
    expect(page.locator("#start")).to_be_visible(timeout=60_000)
    page.click("#start-resume")  # the game in progress is still there
    expect(page.locator("#hand .card").first).to_be_visible(timeout=60_000)
    again = page.locator("#hand .card").evaluate_all("els => els.map(e => e.dataset.card)")
    assert sorted(again) == sorted(hand)
    # the old build's cache goes once the new worker has activated, which
    # may finish after the page has moved on (the engine's snapshot lives
    # apart)
    wait_until(
        page,
        "caches.keys().then(keys =>"
        " keys.filter(k => k.startsWith('burraco-')).join() === 'burraco-next-build')",
    )


def test_the_manifest_makes_it_installable(page: Page, hosted: tuple[str, Path]) -> None:
    url, _ = hosted
    page.goto(f"{url}?lang=en")
    href = page.locator("link[rel=manifest]").get_attribute("href")
    response = page.request.get(url + str(href))
    assert response.ok and response.headers["content-type"] == "application/manifest+json"
    manifest = json.loads(response.text())
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./"
    assert manifest["name"] == "Burraco" and manifest["theme_color"]
    sizes = set()
    for icon in manifest["icons"]:
        image = page.request.get(url + icon["src"])
        assert image.ok, icon
        if icon["type"] == "image/png":
            width, height = struct.unpack(">II", image.body()[16:24])
            assert f"{width}x{height}" == icon["sizes"]
            sizes.add(width)
    assert {192, 512} <= sizes


def test_two_embedded_games_on_one_page_keep_two_saves(page: Page, site: str, watch: Watch) -> None:
    frames = "".join(
        f'<iframe name="g{seed}" src="{site}?embed=1&lang=en&seed={seed}" width="600" height="400">'
        "</iframe>"
        for seed in (11, 12)
    )
    host = f"{site}host-page.html"  # a page of the site that embeds two games
    html = f"<!doctype html><title>Two games</title>{frames}"
    page.route(host, lambda route: route.fulfill(body=html, content_type="text/html"))
    page.goto(host)
    for seed in (11, 12):
        frame = page.frame(name=f"g{seed}")
        assert frame is not None
        expect(frame.locator("#table.my-turn[data-phase=take]")).to_be_visible(timeout=90_000)
        frame.click("#stock")
        frame.locator("#hand .card").first.click()
        frame.click("#btn-discard")
        expect(frame.locator("#table.my-turn[data-phase=take]")).to_be_visible(timeout=60_000)
        assert frame.evaluate("document.documentElement.classList.contains('embedded')")
        assert frame.evaluate("document.scrollingElement.scrollHeight <= innerHeight")
    frame = page.frame(name="g11")
    assert frame is not None
    saves = frame.evaluate(
        """Object.keys(localStorage).filter(k => k.startsWith('burraco.saved-game'))
             .map(k => JSON.parse(localStorage.getItem(k)).state.options.seed)"""
    )
    assert sorted(saves) == ["11", "12"]  # one slot each, neither overwritten


SNAPSHOTS = "engine-snapshot-v1"


def boot_of(page: Page) -> str | None:
    return page.get_attribute("#app", "data-boot")


# Random bytes in place of a snapshot: `damaged` ones do not match their
# digest; `stale` ones do, but are no snapshot this engine can load.
BAD_SNAPSHOT = """async ([key, build, kind]) => {
    const bytes = new Uint8Array(1 << 20);
    crypto.getRandomValues(bytes.subarray(0, 65536));
    let digest = 'not-the-digest-of-these-bytes';
    if (kind === 'stale') {
        const sum = await crypto.subtle.digest('SHA-256', bytes);
        digest = [...new Uint8Array(sum)].map((b) => b.toString(16).padStart(2, '0')).join('');
    }
    const cache = await caches.open('engine-snapshot-v1');
    const headers = {'X-Snapshot-SHA256': digest, 'X-Snapshot-Build': build};
    await cache.put(key, new Response(bytes, {headers}));
}"""

# The site's snapshot, as the service worker keeps it, replaced by a gzip
# stream of other bytes.
BAD_SITE_SNAPSHOT = """async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('burraco-'));
    const zeros = new Blob([new Uint8Array(1 << 20)]).stream();
    const gzip = zeros.pipeThrough(new CompressionStream('gzip'));
    const bytes = await new Response(gzip).arrayBuffer();
    const url = new URL('engine/snapshot.gz', location.href).href;
    await (await caches.open(name)).put(url, new Response(bytes));
}"""


def stored_snapshot_size(page: Page, key: str) -> int:
    return int(
        page.evaluate(
            f"caches.open('{SNAPSHOTS}').then((c) => c.match('{key}'))"
            ".then((hit) => hit ? hit.arrayBuffer().then((b) => b.byteLength) : 0)"
        )
    )


def test_every_visit_starts_from_a_snapshot_and_a_bad_one_is_set_aside(
    page: Page, hosted: tuple[str, Path], offline_watch: Watch
) -> None:
    url, _ = hosted
    game = f"{url}?lang=en&seed=42"
    snapshot_stored = "document.getElementById('app').dataset.snapshot === 'stored'"
    # The first visit restores the site's snapshot, and the device keeps a
    # copy of it, which the next visit restores.
    page.goto(f"{url}?lang=en")
    expect(page.locator("#start")).to_be_visible(timeout=60_000)
    assert boot_of(page) == "site-snapshot"
    wait_until(page, snapshot_stored, 120)
    page.goto(game)
    expect(page.locator("#hand .card").first).to_be_visible(timeout=60_000)
    assert boot_of(page) == "device-snapshot"
    play_a_turn(page)
    key = page.evaluate("new URL('snapshot/engine', location.href).href")
    build = page.evaluate(
        "fetch('build.json').then((r) => r.json()).then((i) => `${i.pyodide}/${i.wheel_sha256}`)"
    )
    # A damaged copy on the device: dropped, and the site's snapshot follows.
    page.evaluate(BAD_SNAPSHOT, [key, build, "damaged"])
    page.goto(game)
    expect(page.locator("#hand .card").first).to_be_visible(timeout=90_000)
    assert boot_of(page) == "site-snapshot"
    play_a_turn(page)
    wait_until(page, snapshot_stored, 120)  # a good copy again
    assert stored_snapshot_size(page, key) > 1 << 20
    # A copy this engine cannot load, and a site's snapshot that does not
    # match build.json: the normal boot follows, and keeps a snapshot of its
    # own for the next visit.
    page.evaluate(BAD_SNAPSHOT, [key, build, "stale"])
    page.evaluate(BAD_SITE_SNAPSHOT)
    page.goto(game)
    expect(page.locator("#hand .card").first).to_be_visible(timeout=90_000)
    assert boot_of(page) == "normal"
    play_a_turn(page)
    wait_until(page, snapshot_stored, 120)
    assert stored_snapshot_size(page, key) > 1 << 20
