#!/usr/bin/env python3
"""Load time: the game's time to a playable hand against bare Pyodide's boot.

    python3 bench/load.py [--runs 3]

Serves dist/ on loopback with a bare-Pyodide page built from the same files
(``loadPyodide`` + ``runPython("1+1")``), launches headless Chromium, and
measures in the page, from navigation start:

* the game: the first card of the player's hand on screen
  (``index.html?seed=42&lang=en``);
* bare Pyodide: ``runPython("1+1")`` returned.

Each is measured on a first visit (a new browser context: empty HTTP cache,
no service worker, no compiled-code cache), on the repeat visit in the same
context (the service worker now serves the files), and on a later visit: for
the game, once its engine snapshot is stored (made in the background after
the repeat visit), which it then starts from; for bare Pyodide, one more
repeat. Medians over ``--runs``, each as a ratio to bare Pyodide's boot
measured in the same run: the machines are shared and noisy, the ratios are
the figure.  Run ``python3 build.py`` first.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import statistics
import sys
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

BARE = "__bare__.html"
BARE_PAGE = b"""<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href });
pyodide.runPython("1+1");
window.__ready = performance.now();
</script>"""

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
    def do_GET(self) -> None:
        if self.path.split("?")[0] == "/" + BARE:
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(BARE_PAGE)))
            self.end_headers()
            self.wfile.write(BARE_PAGE)
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
    """Wait for the game's engine snapshot (made once the site is kept for
    offline play, in the background, after the repeat visit)."""
    for _ in range(1200):
        state = page.evaluate("document.getElementById('app').dataset.snapshot ?? null")
        if state is not None:
            if state != "stored":
                raise RuntimeError(f"the snapshot was not made: {state}")
            return
        page.wait_for_timeout(100)
    raise TimeoutError("no snapshot after 120 s")


def measure(browser: Any, url: str, watch_hand: bool) -> tuple[float, float, float]:
    """First visit, repeat visit, and a later visit: for the game, the one
    that starts from its engine snapshot; bare Pyodide has none, so its
    later visit is another repeat."""
    context = browser.new_context()
    try:
        page = context.new_page()
        if watch_hand:
            page.add_init_script(WATCH_HAND)
        first = visit(page, url)
        repeat = visit(page, url)
        if watch_hand:
            snapshot_stored(page)
        later = visit(page, url)
        if watch_hand:
            boot = page.evaluate("document.getElementById('app').dataset.boot")
            assert boot == "snapshot", f"the later visit booted {boot}"
        return first, repeat, later
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if not (build.DIST / "build.json").exists():
        sys.exit("dist/ is not built: run python3 build.py first")
    from playwright.sync_api import sync_playwright

    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Handler, directory=str(build.DIST))
    )
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    flags = ["--no-sandbox", "--disable-background-networking", "--disable-component-update"]
    chromium = Path("/usr/bin/chromium")
    keys = [f"{who}{visit}" for who in ("bare", "game") for visit in "123"]
    times: dict[str, list[float]] = {k: [] for k in keys}
    with sync_playwright() as playwright:
        launch: dict[str, Any] = {"args": flags}
        if chromium.exists():
            launch["executable_path"] = str(chromium)
        browser = playwright.chromium.launch(**launch)
        for run in range(args.runs):
            bare = measure(browser, site + BARE, watch_hand=False)
            game = measure(browser, site + "index.html?seed=42&lang=en", watch_hand=True)
            for index in range(3):
                times[f"bare{index + 1}"].append(bare[index])
                times[f"game{index + 1}"].append(game[index])
            print(f"run {run + 1}: bare {' / '.join(f'{t:.2f}' for t in bare)} s, "
                  f"game {' / '.join(f'{t:.2f}' for t in game)} s", flush=True)  # fmt: skip
        browser.close()
    server.shutdown()
    median = {k: statistics.median(v) for k, v in times.items()}
    print()
    print("| visit | bare Pyodide | the game | ratio |")
    print("|---|---|---|---|")
    visits = (
        ("first (empty cache)", "1"),
        ("repeat (same profile)", "2"),
        ("later, from the engine snapshot", "3"),
    )
    for label, key in visits:
        bare, game = median["bare" + key], median["game" + key]
        print(f"| {label} | {bare:.2f} s | {game:.2f} s | {game / bare:.2f} |")


if __name__ == "__main__":
    main()
