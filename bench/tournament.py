#!/usr/bin/env python3
"""Duplicate tournaments between computer levels: how strong is each level?

    python3 bench/tournament.py medio facile --pairs 400
    python3 bench/tournament.py --all --pairs 100           # the README's table (hours)

Every deal is played twice with the seats swapped (duplicate format), so the
luck of the cards cancels out.  Reported per variant and player count: the
share of smazzate the first level wins (a tie counts half) and its mean point
difference per smazzata, each with a 95% confidence interval computed over
the duplicate pairs.  Runs on every core; each smazzata is seeded.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from burraco_core.ai import DifficilePlayer, Player, make_player, play_turn
from burraco_core.match import PLAYING, Match, MatchOptions

ALL = [
    ("medio", "facile"),
    ("difficile", "medio"),  # hours: difficile thinks up to 0.45 s a turn
    ("facile", "random"),
    ("medio", "random"),
    ("difficile", "random"),
]


def player(spec: str) -> Player:
    """A level by name.  ``difficile@S`` thinks S seconds per turn instead of
    its default budget; ``difficile:N`` plays at most N deals per decision
    instead of watching the time, so that its games are reproducible.

    difficile's time is CPU time here: the tournament keeps every core busy,
    and a budget on the wall clock would weaken it whenever the machine is
    shared."""
    if spec.startswith("difficile:"):
        return DifficilePlayer(playouts=int(spec.split(":", 1)[1]))
    if spec.startswith("difficile@"):
        return DifficilePlayer(budget_s=float(spec.split("@", 1)[1]), clock=time.process_time)
    if spec == "difficile":
        return DifficilePlayer(clock=time.process_time)
    return make_player(spec)


Job = tuple[str, str, str, int, int, bool]  # levels a and b, variant, players, seed, swapped


def smazzata(job: Job) -> tuple[int, int]:
    """One seeded smazzata; returns (points of level a's side, of level b's)."""
    level_a, level_b, variant, players, seed, swapped = job
    match = Match.new(
        MatchOptions(variant=variant, players=players, seed=f"t{seed}", smazzate=1, target=None)
    )
    a_seats = {1, 3} if swapped else {0, 2}
    seats = [player(level_a if s % 2 == (1 if swapped else 0) else level_b) for s in range(players)]
    rngs = [random.Random(f"{seed}:{swapped}:{s}") for s in range(players)]
    while match.phase == PLAYING:
        seat = match.smazzata.turn
        play_turn(match, seats[seat], rngs[seat])
    points = match.results[-1].seat_points
    a = points[min(a_seats)]
    b = points[min(set(range(players)) - a_seats)]
    return a, b


def _recorded(record: Path | None, jobs: list[Job]) -> dict[Job, tuple[int, int]]:
    """Smazzate already played into ``record`` (one JSON list per line)."""
    wanted = set(jobs)
    found: dict[Job, tuple[int, int]] = {}
    if record is None or not record.exists():
        return found
    for line in record.read_text().splitlines():
        try:
            a, b, variant, players, seed, swapped, points_a, points_b = json.loads(line)
        except ValueError:
            continue  # a line cut short when a run was stopped
        job = (a, b, variant, players, seed, swapped)
        if job in wanted:
            found[job] = (points_a, points_b)
    return found


def _twin(job: Job) -> Job:
    """The same deal with the seats swapped."""
    return (*job[:5], not job[5])  # type: ignore[return-value]


def interval(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, half


def duel(
    level_a: str,
    level_b: str,
    variant: str,
    players: int,
    pairs: int,
    pool: multiprocessing.pool.Pool,
    record: Path | None = None,
    recorded_only: bool = False,
) -> str:
    jobs = [
        (level_a, level_b, variant, players, seed, swapped)
        for seed in range(pairs)
        for swapped in (False, True)
    ]
    done = _recorded(record, jobs)
    if recorded_only:
        # a progress report on a run still going: the pairs complete so far
        jobs = [job for job in jobs if job in done and _twin(job) in done]
        if not jobs:
            return f"| {level_a} vs {level_b} | {variant} | {players} | 0 | | | |"
        pairs = len(jobs) // 2
    todo = [job for job in jobs if job not in done]
    start = time.perf_counter()
    for count, (job, result) in enumerate(
        zip(todo, pool.imap(smazzata, todo, chunksize=2), strict=True), 1
    ):
        done[job] = result
        if record is not None:
            with record.open("a") as out:
                out.write(json.dumps([*job, *result]) + "\n")
        if count % 100 == 0:
            print(f"  {level_a} vs {level_b}: {count}/{len(todo)} smazzate", file=sys.stderr)
    results = [done[job] for job in jobs]
    wins, diffs = [], []
    for i in range(0, len(results), 2):
        pair = results[i : i + 2]
        wins.append(sum(1.0 if a > b else 0.5 if a == b else 0.0 for a, b in pair) / 2)
        diffs.append(sum(a - b for a, b in pair) / 2)
    win, win_half = interval(wins)
    diff, diff_half = interval(diffs)
    elapsed = time.perf_counter() - start
    return (
        f"| {level_a} vs {level_b} | {variant} | {players} | {pairs} | "
        f"{win:.1%} ± {win_half:.1%} | {diff:+.0f} ± {diff_half:.0f} | {elapsed:.0f} s |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("levels", nargs="*", help="two levels, e.g. medio facile")
    parser.add_argument("--all", action="store_true", help="every pairing of the README's table")
    parser.add_argument("--pairs", type=int, default=400)
    parser.add_argument("--variant", action="append", help="classic and/or reale (default: both)")
    parser.add_argument("--players", type=int, action="append", help="2 and/or 4 (default: both)")
    parser.add_argument(
        "--record",
        type=Path,
        help="append every smazzata played to this file, and skip those already in it:\n"
        "a long run can be stopped and resumed (with the same code)",
    )
    parser.add_argument(
        "--recorded-only",
        action="store_true",
        help="play nothing: report the pairs already complete in --record",
    )
    args = parser.parse_args()
    if args.recorded_only and args.record is None:
        parser.error("--recorded-only reads the file given by --record")
    duels = ALL if args.all else [tuple(args.levels)]
    if any(len(d) != 2 for d in duels):
        parser.error("name two levels, or --all")
    variants = args.variant or ["classic", "reale"]
    counts = args.players or [2, 4]
    print("| duel | variant | players | pairs | smazzate won | points per smazzata | time |")
    print("|---|---|---|---|---|---|---|")
    with multiprocessing.Pool() as pool:
        for level_a, level_b in duels:
            for variant in variants:
                for players in counts:
                    row = duel(
                        level_a, level_b, variant, players, args.pairs, pool,
                        args.record, args.recorded_only,
                    )  # fmt: skip
                    print(row, flush=True)


if __name__ == "__main__":
    main()
