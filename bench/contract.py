#!/usr/bin/env python3
"""The JSON API's contract at scale: hostile requests through ``handle()``
and hostile actions through ``api.apply``, counted by verdict.

    python3 bench/contract.py [--requests 100000] [--actions 40000]

The same generators and verdicts as tests/test_contract.py (tests/hostile.py),
run at the size of the outside audit.  Every verdict other than ``accepted``
and ``refused`` breaks the contract; the run exits 1 if any occurs.  Timing
verdicts use the thread's CPU time, 100 ms per request natively.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hypothesis import HealthCheck, Phase, given, settings

from tests.hostile import actions, apply_action, requests, run_request


def count(strategy: Any, verdict_of: Any, examples: int) -> Counter[str]:
    verdicts: Counter[str] = Counter()
    examples_of_each: dict[str, str] = {}

    @settings(
        max_examples=examples,
        phases=[Phase.generate],
        database=None,
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy)
    def run(case: tuple[Any, Any]) -> None:
        verdict = verdict_of(*case)
        verdicts[verdict] += 1
        examples_of_each.setdefault(verdict, str(case[1])[:200])

    run()
    for verdict, example in examples_of_each.items():
        if verdict not in ("accepted", "refused"):
            print(f"  e.g. {verdict}: {example}")
    return verdicts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--requests", type=int, default=100_000)
    parser.add_argument("--actions", type=int, default=40_000)
    args = parser.parse_args()
    broken = 0
    for name, strategy, verdict_of, examples in (
        ("handle()", requests(), run_request, args.requests),
        ("api.apply", actions(), apply_action, args.actions),
    ):
        started = time.perf_counter()
        verdicts = count(strategy, verdict_of, examples)
        seconds = time.perf_counter() - started
        total = sum(verdicts.values())
        print(f"{name}: {total} inputs in {seconds:.0f} s")
        for verdict in ("accepted", "refused"):
            print(f"  {verdict:28} {verdicts.pop(verdict, 0):>7}")
        for verdict, number in sorted(verdicts.items()):
            print(f"  {verdict:28} {number:>7}  BREAKS THE CONTRACT")
            broken += number
        if not verdicts:
            print("  internal errors, other exceptions, refusals that changed the state: 0")
    sys.exit(1 if broken else 0)


if __name__ == "__main__":
    main()
