#!/usr/bin/env python3
"""Duplicate tournaments between computer levels: how strong is each level?

    python3 bench/tournament.py medio facile --pairs 400
    python3 bench/tournament.py --all --pairs 100           # the README's table (hours)
    python3 bench/tournament.py --panel --pairs 200         # every level against the panel
    python3 bench/tournament.py medio greedy --players 4    # one level against one panel member

Every deal is played once per seating (duplicate format), so the luck of the
cards cancels out: with 2 or 4 players twice, the levels swapping seats; with
3 players three times, the first level in each seat in turn against two of
the second.  Reported per variant and player count: the share of smazzate the
first level wins (a tie counts half) and its mean point difference per
smazzata, each with a 95% confidence interval computed over the deals.  With
3 players the first level is compared with the mean of the other two seats.
Runs on every core (`--jobs N` for fewer); each smazzata is seeded.

The second name may also be a member of the panel (``bench/panel/``:
greedy, hoarder, racer, careful), opponents written apart from the levels.
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
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from panel import PANEL

from burraco_core.ai import LEVELS, DifficilePlayer, Player, make_player, play_turn
from burraco_core.ai.difficile import SEARCHES
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
    instead of watching the time, so that its games are reproducible.  A
    suffix ``-take``, ``-down`` or ``-discard`` (several may follow each
    other: ``difficile:12-take-down``) leaves that search to medio, to
    measure what it is worth.

    difficile's time is CPU time here: the tournament keeps every core busy,
    and a budget on the wall clock would weaken it whenever the machine is
    shared."""
    if spec.startswith("difficile"):
        base, *off = spec.split("-")
        if not set(off) <= SEARCHES:
            raise ValueError(f"unknown search in {spec!r}: name take, down or discard")
        searches = SEARCHES - set(off)
        if base.startswith("difficile:"):
            return DifficilePlayer(playouts=int(base.split(":", 1)[1]), searches=searches)
        if base.startswith("difficile@"):
            budget = float(base.split("@", 1)[1])
            return DifficilePlayer(budget_s=budget, clock=time.process_time, searches=searches)
        if base == "difficile":
            return DifficilePlayer(clock=time.process_time, searches=searches)
    if spec in PANEL:
        return PANEL[spec]()
    return make_player(spec)


Job = tuple[str, str, str, int, int, int]  # levels a and b, variant, players, seed, seating
#: level a's points, the mean of level b's seats, and every seat's points
#: (None in records written before seats were kept)
Result = tuple[float, float, list[int] | None]


def seatings(players: int) -> range:
    """How many times each deal is played: once per seat of level a with 3
    players, else once with a on the even seats and once on the odd."""
    return range(3 if players == 3 else 2)


def a_seats(players: int, seating: int) -> set[int]:
    if players == 3:
        return {seating}
    return {s for s in range(players) if s % 2 == seating}


def smazzata(job: Job) -> Result:
    """One seeded smazzata: the points of level a's seat, the mean points
    of level b's seats, and every seat's points."""
    level_a, level_b, variant, players, seed, seating = job
    match = Match.new(
        MatchOptions(variant=variant, players=players, seed=f"t{seed}", smazzate=1, target=None)
    )
    mine = a_seats(players, seating)
    seats = [player(level_a if s in mine else level_b) for s in range(players)]
    # 2 and 4 players name the seating False/True, as when it was a flag, so
    # that their recorded smazzate replay the same
    name = str(bool(seating)) if players != 3 else str(seating)
    rngs = [random.Random(f"{seed}:{name}:{s}") for s in range(players)]
    while match.phase == PLAYING:
        seat = match.smazzata.turn
        play_turn(match, seats[seat], rngs[seat])
    points = match.results[-1].seat_points
    # level b's seats: one with 2 players, two partners of one score with 4,
    # two that may or may not have paired up with 3
    others = statistics.fmean(points[s] for s in range(players) if s not in mine)
    return points[min(mine)], others, list(points)


def records(record: Path) -> Iterator[tuple[Job, Result]]:
    """Every smazzata in a ``--record`` file (one JSON list per line): its
    job, the points of level a's seat and of level b's seats, and every
    seat's points (lines written before they were kept end without them)."""
    for line in record.read_text().splitlines():
        try:
            a, b, variant, players, seed, seating, points_a, points_b, *seats = json.loads(line)
        except ValueError:
            continue  # a line cut short when a run was stopped
        # older lines name the seating false/true
        job = (a, b, variant, players, seed, int(seating))
        yield job, (points_a, points_b, seats[0] if seats else None)


def _recorded(record: Path | None, jobs: list[Job]) -> dict[Job, Result]:
    """Smazzate already played into ``record``."""
    if record is None or not record.exists():
        return {}
    wanted = set(jobs)
    return {job: result for job, result in records(record) if job in wanted}


def _deal(job: Job) -> list[Job]:
    """Every seating of the deal ``job`` is one of."""
    return [(*job[:5], seating) for seating in seatings(job[3])]


def deal_score(deal: list[Result]) -> tuple[float, float]:
    """One deal, every seating of it: level a's share of the smazzate won
    (a tie counts half) and its mean point difference."""
    win = statistics.fmean(_won(a, b) for a, b, _ in deal)
    return win, statistics.fmean(a - b for a, b, _ in deal)


def seat_score(deal: list[Result]) -> float | None:
    """Three players, one deal: level a's share of the comparisons won seat
    by seat (a tie counts half), or None without every seat's points.

    Measured against the two others at its table, a level wins less than
    half of the smazzate against itself: the first to empty his hand plays
    alone against the other two, paired, and a seat is the lone player a
    third of the time, so it wins (2 - q) / 3 where the lone player wins a
    share q (medio against itself, 200 deals: 45.8% in reale, where q is
    about two thirds).  Here level a's points in each seat are compared
    with level b's in the same seat of the same deal, in each seating where
    b sat there: a level against itself wins half, whatever q.
    """
    tables = [seats for _, _, seats in deal if seats is not None]
    if len(tables) < len(deal):
        return None
    # seating k puts level a in seat k
    wins = [
        _won(mine[seat], theirs[seat])
        for seat, mine in enumerate(tables)
        for other, theirs in enumerate(tables)
        if other != seat
    ]
    return statistics.fmean(wins)


def _won(a: float, b: float) -> float:
    return 1.0 if a > b else 0.5 if a == b else 0.0


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
    per_deal = len(seatings(players))
    jobs = [
        (level_a, level_b, variant, players, seed, seating)
        for seed in range(pairs)
        for seating in seatings(players)
    ]
    done = _recorded(record, jobs)
    if recorded_only:
        # a progress report on a run still going: the deals complete so far
        jobs = [job for job in jobs if all(twin in done for twin in _deal(job))]
        if not jobs:
            return f"| {level_a} vs {level_b} | {variant} | {players} | 0 | | | |"
        pairs = len(jobs) // per_deal
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
    deals = [results[i : i + per_deal] for i in range(0, len(results), per_deal)]
    scored = [deal_score(deal) for deal in deals]
    wins = [win for win, _ in scored]
    diffs = [diff for _, diff in scored]
    win, win_half = interval(wins)
    diff, diff_half = interval(diffs)
    won = f"{win:.1%} ± {win_half:.1%}"
    by_seat = [seat_score(deal) for deal in deals] if players == 3 else []
    if by_seat and None not in by_seat:
        share, half = interval([score for score in by_seat if score is not None])
        won += f" (by seat {share:.1%} ± {half:.1%})"
    elapsed = time.perf_counter() - start
    return (
        f"| {level_a} vs {level_b} | {variant} | {players} | {pairs} | "
        f"{won} | {diff:+.0f} ± {diff_half:.0f} | {elapsed:.0f} s |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("levels", nargs="*", help="two levels, e.g. medio facile")
    parser.add_argument("--all", action="store_true", help="every pairing of the README's table")
    parser.add_argument(
        "--panel",
        action="store_true",
        help="every level (or the LEVELS named) against every panel member",
    )
    parser.add_argument("--pairs", type=int, default=400)
    parser.add_argument("--variant", action="append", help="classic and/or reale (default: both)")
    parser.add_argument("--players", type=int, action="append", help="2, 3 and/or 4 (default: all)")
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
    parser.add_argument(
        "--jobs",
        type=int,
        help="worker processes (default: every core); fewer leaves cores for other work,\n"
        "and difficile's budget is CPU time, so a shared machine does not weaken it",
    )
    args = parser.parse_args()
    if args.recorded_only and args.record is None:
        parser.error("--recorded-only reads the file given by --record")
    if args.panel:
        levels = args.levels or list(LEVELS)
        duels = [(level, member) for level in levels for member in PANEL]
    else:
        duels = ALL if args.all else [tuple(args.levels)]
    if any(len(d) != 2 for d in duels):
        parser.error("name two levels, or --all")
    variants = args.variant or ["classic", "reale"]
    counts = args.players or [2, 3, 4]
    print("| duel | variant | players | pairs | smazzate won | points per smazzata | time |")
    print("|---|---|---|---|---|---|---|")
    with multiprocessing.Pool(args.jobs) as pool:
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
