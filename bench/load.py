#!/usr/bin/env python3
"""Load time: the game's time to a playable hand against bare Pyodide's boot.

    python3 bench/load.py [--runs 3]

Serves dist/ on loopback with two bare-Pyodide pages (``loadPyodide`` +
``runPython("1+1")``, in the page): one boots from Pyodide's files exactly as
npm ships them (its standard library as Python source), the other from the
site's own files (the same runtime, with the standard library the build
compiled to bytecode). Launches headless Chromium and measures in the page,
from navigation start:

* the game: the first card of the player's hand on screen
  (``index.html?seed=42&lang=en``);
* bare Pyodide: ``runPython("1+1")`` returned.

Each is measured on a first visit (a new browser context: empty HTTP cache,
no service worker, no compiled-code cache), then on a repeat visit in the
same context, once the first is done (the service worker now serves the
game's files, and the device keeps its copy of the engine snapshot). The
game is measured twice: as built (both visits restore an engine snapshot:
the site's, then the device's copy), and served from a path where the
site's snapshot is not found, as where it cannot be restored (the first
visit boots the normal way and keeps a snapshot the repeat restores).
Medians over ``--runs``, each as a ratio to bare Pyodide's boot measured in
the same run: the machines are shared and noisy, the ratios are the figure.
Run ``python3 build.py`` first.

After the table, the game's own boot steps on each visit (the performance
marks the page records), as medians: where the time goes.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import statistics
import sys
import tarfile
import threading
from pathlib import Path
from typing import Any, ClassVar

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

BARE = "__bare__.html"
BARE_NPM = "__bare_npm__.html"
NPM_STDLIB = "__npm__/python_stdlib.zip"
BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href%s });
pyodide.runPython("1+1");
window.__ready = performance.now();
</script>"""
PAGES = {
    BARE: (BARE_PAGE % "").encode(),
    BARE_NPM: (BARE_PAGE % f', stdLibURL: "./{NPM_STDLIB}"').encode(),
}


def npm_stdlib() -> bytes:
    """The standard library exactly as Pyodide's npm package ships it."""
    with tarfile.open(build.fetch_pyodide()) as archive:
        member = archive.extractfile("package/python_stdlib.zip")
        assert member is not None
        return member.read()


# Records when the first card of the hand appears, without polling.
WATCH_HAND = """
new MutationObserver((_, observer) => {
  if (!window.__ready && document.querySelector('#hand .card')) {
    window.__ready = performance.now();
    observer.disconnect();
  }
}).observe(document, {subtree: true, childList: true});
"""


class Handler(build.Handler):
    extra: ClassVar[dict[str, tuple[str, bytes]]] = {}

    def do_GET(self) -> None:
        if self.path.startswith("/" + NO_SNAPSHOT):
            self.path = self.path[len(NO_SNAPSHOT) :]
            if self.path.split("?")[0] == "/engine/snapshot.gz":
                self.send_error(404)
                return
        found = self.extra.get(self.path.split("?")[0].lstrip("/"))
        if found:
            self.send_response(200)
            self.send_header("Content-Type", found[0])
            self.send_header("Content-Length", str(len(found[1])))
            self.end_headers()
            self.wfile.write(found[1])
            return
        super().do_GET()

    def end_headers(self) -> None:
        # Like a static host: files may be cached and revalidated.
        http.server.SimpleHTTPRequestHandler.end_headers(self)


def visit(page: Any, url: str) -> float:
    """Seconds from navigation start to ready, as the page recorded them.

    Polled from outside: the game's CSP forbids the eval that
    ``wait_for_function`` needs, and the page records the moment itself."""
    page.goto(url)
    for _ in range(1200):
        ready = page.evaluate("window.__ready ?? null")
        if ready is not None:
            return float(ready) / 1000
        page.wait_for_timeout(100)
    raise TimeoutError(f"{url} was not ready after 120 s")


def snapshot_stored(page: Any) -> None:
    """Wait for the game's engine snapshot (its first boot makes it, and
    stores it while the game is played)."""
    for _ in range(1200):
        state = page.evaluate("document.getElementById('app').dataset.snapshot ?? null")
        if state is not None:
            if state != "stored":
                raise RuntimeError(f"the snapshot was not made: {state}")
            return
        page.wait_for_timeout(100)
    raise TimeoutError("no snapshot after 120 s")


MARKS = """() => Object.fromEntries(performance.getEntriesByType("mark")
  .map((m) => [m.name, m.startTime / 1000]))"""

Visit = tuple[float, dict[str, float]]


def measure(browser: Any, url: str, game: bool, boots: tuple[str, str] | None) -> list[Visit]:
    """Two visits in one profile, each with the page's boot marks: the first
    and a repeat, once the first is done.  For the game, `boots` are the
    boots the two visits must have made; a first boot that keeps a device
    snapshot is given time to store it."""
    context = browser.new_context()
    visits: list[Visit] = []
    try:
        page = context.new_page()
        if game:
            page.add_init_script(WATCH_HAND)
        for index in range(2):
            if index == 1 and boots:
                snapshot_stored(page)
            visits.append((visit(page, url), page.evaluate(MARKS)))
            if boots:
                boot = page.evaluate("document.getElementById('app').dataset.boot")
                assert boot == boots[index], f"visit {index + 1} booted {boot}, not {boots[index]}"
        return visits
    finally:
        context.close()


NO_SNAPSHOT = "__no_site_snapshot__/"  # dist/ again, without the site's snapshot
LABELS = ("first visit (empty cache)", "repeat visit")
GAME = "index.html?seed=42&lang=en"
WHO = {"npm": BARE_NPM, "site": BARE, "game": GAME, "fallback": NO_SNAPSHOT + GAME}
BOOTS = {"game": ("site-snapshot", "device-snapshot"), "fallback": ("normal", "device-snapshot")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if not (build.DIST / "build.json").exists():
        sys.exit("dist/ is not built: run python3 build.py first")
    from playwright.sync_api import sync_playwright

    Handler.extra = {
        BARE: ("text/html", PAGES[BARE]),
        BARE_NPM: ("text/html", PAGES[BARE_NPM]),
        NPM_STDLIB: ("application/zip", npm_stdlib()),
    }
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Handler, directory=str(build.DIST))
    )
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    flags = ["--no-sandbox", "--disable-background-networking", "--disable-component-update"]
    chromium = Path("/usr/bin/chromium")
    times: dict[str, list[list[float]]] = {who: [[], []] for who in WHO}
    marks: dict[str, list[list[dict[str, float]]]] = {who: [[], []] for who in BOOTS}
    with sync_playwright() as playwright:
        launch: dict[str, Any] = {"args": flags}
        if chromium.exists():
            launch["executable_path"] = str(chromium)
        browser = playwright.chromium.launch(**launch)
        for run in range(args.runs):
            line = []
            for who, path in WHO.items():
                visits = measure(browser, site + path, who in BOOTS, BOOTS.get(who))
                for index, (seconds, page_marks) in enumerate(visits):
                    times[who][index].append(seconds)
                    if who in BOOTS:
                        marks[who][index].append(page_marks)
                line.append(f"{who} {' / '.join(f'{t:.2f}' for t, _ in visits)} s")
            print(f"run {run + 1}: " + ", ".join(line), flush=True)
        browser.close()
    server.shutdown()
    median = {who: [statistics.median(v) for v in visits] for who, visits in times.items()}
    print()
    print("| visit | bare Pyodide, npm's files | bare Pyodide, the site's files | the game "
          "| ratio to npm's | ratio to the site's |")  # fmt: skip
    print("|---|---|---|---|---|---|")
    for who, how in (("game", ""), ("fallback", ", without the site's snapshot")):
        for index, label in enumerate(LABELS):
            npm, own, game = median["npm"][index], median["site"][index], median[who][index]
            print(f"| {label}{how} | {npm:.2f} s | {own:.2f} s | {game:.2f} s "
                  f"| {game / npm:.2f} | {game / own:.2f} |")  # fmt: skip
    print()
    print("The game's boot steps, seconds from navigation start (medians):")
    for who, boots in BOOTS.items():
        for index, label in enumerate(LABELS):
            seen = marks[who][index]
            names = sorted({n for m in seen for n in m}, key=lambda n: statistics.median(
                m[n] for m in seen if n in m))  # fmt: skip
            steps = [f"{n} {statistics.median(m[n] for m in seen if n in m):.2f}" for n in names]
            print(f"  {label}, {boots[index]}: " + ", ".join(steps))


if __name__ == "__main__":
    main()
