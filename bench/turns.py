#!/usr/bin/env python3
"""Time per computer turn, natively and in the browser (Pyodide in the worker).

    python3 bench/turns.py              native only
    python3 bench/turns.py --browser    also in headless Chromium (needs dist/)
    python3 bench/turns.py --variant reale
    python3 bench/turns.py --opponent greedy    each level against a panel member

Two-player matches, classic unless ``--variant`` says otherwise; every seat
plays the level timed, or with ``--opponent`` (natively only: the panel is
not in the wheel) the other seat plays that level or panel member.  An
opponent matters to difficile: against one seen leaving our single discards
it searches up to 24 deals a decision instead of 12.  Targets:
p95 under 100 ms for facile and medio; difficile within its budget (at most
1.5 s per turn in the browser).  Each number is also given as a ratio to a
baseline timed in the same run, since these machines are noisy.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import random
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from panel import PANEL  # noqa: E402
from tournament import player as opponent_player  # noqa: E402

from burraco_core.ai import LEVELS, make_player  # noqa: E402
from burraco_core.match import PLAYING, Match, MatchOptions  # noqa: E402
from burraco_core.views import seat_view  # noqa: E402

BASELINE_CODE = "sorted(str(i * 7919 % 1000) for i in range(2000))"


def baseline_ms() -> float:
    samples = []
    for _ in range(30):
        start = time.perf_counter()
        eval(BASELINE_CODE)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def percentiles(samples: list[float]) -> str:
    samples = sorted(samples)
    p50 = samples[len(samples) // 2]
    p95 = samples[max(0, int(len(samples) * 0.95) - 1)]
    return (
        f"p50 {p50:7.1f} ms  p95 {p95:7.1f} ms  max {samples[-1]:7.1f} ms  ({len(samples)} turns)"
    )


def native(level: str, turns: int, variant: str, opponent: str | None = None) -> list[float]:
    """The times of ``level``'s turns: every seat's, or with ``opponent`` only
    seat 0's, the other seat played by the opponent (untimed)."""
    samples: list[float] = []
    seed = 0
    while len(samples) < turns:
        options = MatchOptions(variant=variant, seed=f"turns-{seed}", smazzate=1, target=None)
        match = Match.new(options)
        rng = random.Random(seed)
        timed = make_player(level)
        players = [timed, timed if opponent is None else opponent_player(opponent)]
        while match.phase == PLAYING and len(samples) < turns:
            seat = match.smazzata.turn
            start = time.perf_counter()
            while match.phase == PLAYING and match.smazzata.turn == seat:
                action = players[seat].choose(seat_view(match, seat), rng)
                match.apply(action)
                if action.type == "discard":
                    break
            if players[seat] is timed:
                samples.append((time.perf_counter() - start) * 1000)
        seed += 1
    return samples


WORKER_SCRIPT = """
async ([level, turns, variant]) => {
  const worker = new Worker('js/worker.mjs', {type: 'module'});
  // the worker boots on this message, as the page's engine.mjs sends it
  worker.postMessage({type: 'start', wasm: 'worker', deviceSnapshot: false});
  let id = 0;
  const pending = new Map();
  const ready = new Promise((resolve, reject) => {
    worker.onmessage = (e) => {
      const d = e.data;
      if (d.type === 'ready') resolve();
      else if (d.type === 'fatal') reject(new Error(d.message));
      else if (d.id) { pending.get(d.id)(JSON.parse(d.response)); pending.delete(d.id); }
    };
  });
  await ready;
  const call = (op, fields) => new Promise((resolve) => {
    const n = ++id; pending.set(n, resolve);
    worker.postMessage({id: n, request: JSON.stringify({op, ...fields})});
  });
  const out = [];
  let seed = 0;
  const options = (seed) => ({variant, seed: 'b' + seed, smazzate: 1, target: null});
  await call('new_game', {options: options(seed)});
  while (out.length < turns) {
    const start = performance.now();
    const r = await call('computer_turn', {level});
    const wall = performance.now() - start;
    if (!r.ok) {
      await call('new_game', {options: options(++seed)});
      continue;
    }
    out.push([r.result.think_ms, wall]);
  }
  worker.terminate();
  return out;
}
"""


def browser(levels: list[str], turns: int, variant: str) -> None:
    from playwright.sync_api import sync_playwright

    import build

    handler = functools.partial(build.Handler, directory=str(ROOT / "dist"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    args = ["--no-sandbox", "--disable-background-networking", "--disable-component-update",
            "--disable-sync"]  # fmt: skip
    chromium = Path("/usr/bin/chromium")
    with sync_playwright() as p:
        launch = {"executable_path": str(chromium)} if chromium.exists() else {}
        browser = p.chromium.launch(args=args, **launch)
        page = browser.new_page()
        page.goto(url + "?lang=en")
        for level in levels:
            rows = page.evaluate(WORKER_SCRIPT, [level, turns, variant])
            print(f"browser {level:9s} think {percentiles([r[0] for r in rows])}")
            print(f"{'':17s} wall  {percentiles([r[1] for r in rows])}")
        browser.close()
    server.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--turns", type=int, default=200)
    parser.add_argument("--difficile-turns", type=int, default=30)
    parser.add_argument("--browser", action="store_true")
    parser.add_argument("--variant", choices=["classic", "reale"], default="classic")
    parser.add_argument(
        "--opponent",
        choices=[*LEVELS, *PANEL],
        help="the other seat's player, natively (default: the level timed)",
    )
    args = parser.parse_args()
    if args.browser and args.opponent:
        parser.error("--opponent times natively only: the panel is not in the wheel")
    base = baseline_ms()
    print(f"baseline: {BASELINE_CODE} median {base:.2f} ms")
    for level in LEVELS:
        turns = args.difficile_turns if level == "difficile" else args.turns
        samples = native(level, turns, args.variant, args.opponent)
        p95 = sorted(samples)[max(0, int(len(samples) * 0.95) - 1)]
        print(f"native  {level:9s} {percentiles(samples)}  p95 = {p95 / base:5.1f} x baseline")
    if args.browser:
        browser(list(LEVELS), args.difficile_turns, args.variant)


if __name__ == "__main__":
    main()
