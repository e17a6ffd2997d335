"""Two recorded runs of the same duels, paired deal by deal.

    python3 bench/compare.py new.jsonl bench/results/difficile-medio-wilds.jsonl
    python3 bench/compare.py new.jsonl old.jsonl --old-level difficile@0.15

Both files are ``bench/tournament.py --record`` files (one smazzata a line).
The tournament plays the same deals in every run (deal N has the seed
``tN``), so two versions of a level meet the same cards: for every duel
found in both files (the same levels, variant and player count), the deals
complete in both are compared one by one.  The per-deal difference is far
less noisy than either run alone, since the luck of the cards cancels out:
a change that alters few decisions replays most smazzate unchanged.

Printed per duel: the deals compared, each run's share of smazzate won and
points per smazzata on those deals, and the paired difference (new less
old) in points of share and in points, each with a 95% interval.  With
three players, when both files hold every seat's points, the share won
seat by seat (``tournament.seat_score``) is paired too.

``--old-level`` names level a of the old file when it differs (a run of
``difficile@0.15`` against one of ``difficile``, say); ``--old-opponent``
likewise names level b.

A level's current cells may be spread over several records (one per change
that moved them).  Name them all, and the runs to pair them with after
``--against``; each duel is read from the first file listed that holds it:

    python3 bench/compare.py today-two.jsonl today-four.jsonl \
        --against bench/results/medio-unspoilt.jsonl --old-level medio

With two duels or more, a last row pools them: the mean of the duels'
paired differences, each duel weighing the same (it is a table and an
opponent, not a number of deals), with the interval of that mean.  That is
the question "is the new level ahead over the whole panel?", which cells of
100 pairs, each moving by chance more than a small real lead, cannot answer
one by one.  ``--grid`` also prints the paired points as a grid, an
opponent a row and a table a column, as the README's ladder tables are.
"""

from __future__ import annotations

import argparse
import math
from collections import defaultdict
from pathlib import Path

from tournament import Result, deal_score, interval, records, seat_score, seatings

Duel = tuple[str, str, str, int]  # levels a and b, variant, players
#: seed: (share won, point difference, share won by seat or None)
Deals = dict[int, tuple[float, float, float | None]]
#: a duel compared: each measure (the deals, the paired differences) and its 95% half-interval
Paired = dict[str, tuple[float, float]]


def read_first(paths: list[Path]) -> dict[Duel, Deals]:
    """Each duel from the first of ``paths`` that holds a complete deal of
    it (``read``)."""
    runs: dict[Duel, Deals] = {}
    for path in paths:
        for duel, deals in read(path).items():
            if deals:
                runs.setdefault(duel, deals)
    return runs


def pooled(halves: list[tuple[float, float]]) -> tuple[float, float]:
    """The mean of several (mean, 95% half-interval) pairs, each weighing
    the same, and its own half-interval (independent runs: the halves add
    in quadrature)."""
    k = len(halves)
    mean = math.fsum(m for m, _ in halves) / k
    return mean, math.sqrt(math.fsum(h * h for _, h in halves)) / k


def read(path: Path) -> dict[Duel, Deals]:
    """Every deal whose seatings are all recorded in ``path``, scored."""
    played: dict[Duel, dict[int, dict[int, Result]]] = defaultdict(lambda: defaultdict(dict))
    for (a, b, variant, players, seed, seating), result in records(path):
        played[(a, b, variant, players)][seed][seating] = result
    scored: dict[Duel, Deals] = {}
    for duel, deals in played.items():
        wanted = set(seatings(duel[3]))
        scored[duel] = {
            seed: _scores([by_seating[k] for k in sorted(wanted)])
            for seed, by_seating in deals.items()
            if set(by_seating) == wanted
        }
    return scored


def _scores(deal: list[Result]) -> tuple[float, float, float | None]:
    share, points = deal_score(deal)
    return share, points, seat_score(deal) if len(deal) == 3 else None


def compare(new: Deals, old: Deals) -> Paired | None:
    """Means and 95% half-intervals over the deals in both runs, or None
    when fewer than two are; the share by seat (``seat_*``) only when every
    one of those deals has it in both runs."""
    common = sorted(set(new) & set(old))
    if len(common) < 2:
        return None
    result = {
        "deals": (float(len(common)), 0.0),
        "new_share": interval([new[s][0] for s in common]),
        "old_share": interval([old[s][0] for s in common]),
        "new_points": interval([new[s][1] for s in common]),
        "old_points": interval([old[s][1] for s in common]),
        "share": interval([new[s][0] - old[s][0] for s in common]),
        "points": interval([new[s][1] - old[s][1] for s in common]),
    }
    new_seat = [new[s][2] for s in common]
    old_seat = [old[s][2] for s in common]
    if all(v is not None for v in new_seat + old_seat):
        result["new_seat"] = interval([v for v in new_seat if v is not None])
        result["old_seat"] = interval([v for v in old_seat if v is not None])
        result["seat"] = interval(
            [
                a - b
                for a, b in zip(new_seat, old_seat, strict=True)
                if a is not None and b is not None
            ]
        )
    return result


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("files", type=Path, nargs="+", help="new.jsonl old.jsonl, or new files")
    parser.add_argument(
        "--against", type=Path, nargs="+", help="the old files, if new ones are several"
    )
    parser.add_argument("--old-level", help="level a's name in the old file, if not the same")
    parser.add_argument("--old-opponent", help="level b's name in the old file, if not the same")
    parser.add_argument(
        "--grid",
        action="store_true",
        help="also the paired points as a grid: an opponent a row, a table a column",
    )
    args = parser.parse_args()
    news, olds = args.files, args.against
    if olds is None:
        if len(news) != 2:
            parser.error("name a new file and an old one, or the old ones after --against")
        news, olds = news[:1], news[1:]
    new_runs, old_runs = read_first(news), read_first(olds)
    found: dict[Duel, Paired] = {}
    for (a, b, variant, players), new in sorted(new_runs.items()):
        old = old_runs.get((args.old_level or a, args.old_opponent or b, variant, players))
        result = None if old is None else compare(new, old)
        if result is not None:
            found[(a, b, variant, players)] = result
    if not found:
        raise SystemExit("no duel has two or more deals complete in both files")
    print_table(found)
    if args.grid:
        print()
        print_grid(found)


def print_table(found: dict[Duel, Paired]) -> None:
    """A row a duel, and with two duels or more the pooled row."""
    print(
        "| duel | variant | players | deals | new | old "
        "| paired: share | paired: points | paired: by seat |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for (a, b, variant, players), result in found.items():
        mean = {key: value[0] for key, value in result.items()}
        share, points = result["share"], result["points"]
        by_seat = "—"
        if "seat" in result:
            seat = result["seat"]
            by_seat = (
                f"{mean['new_seat']:.1%} against {mean['old_seat']:.1%}: "
                f"{100 * seat[0]:+.1f} ± {100 * seat[1]:.1f}"
            )
        print(
            f"| {a} vs {b} | {variant} | {players} | {mean['deals']:.0f} | "
            f"{mean['new_share']:.1%}, {mean['new_points']:+.0f} | "
            f"{mean['old_share']:.1%}, {mean['old_points']:+.0f} | "
            f"{100 * share[0]:+.1f} ± {100 * share[1]:.1f} | {points[0]:+.0f} ± {points[1]:.0f} | "
            f"{by_seat} |"
        )
    if len(found) > 1:
        share = pooled([r["share"] for r in found.values()])
        points = pooled([r["points"] for r in found.values()])
        deals = sum(r["deals"][0] for r in found.values())
        print(
            f"| every duel above, each weighing the same | | | {deals:.0f} | | "
            f"| {100 * share[0]:+.1f} ± {100 * share[1]:.1f} "
            f"| {points[0]:+.0f} ± {points[1]:.0f} | |"
        )


def grid(found: dict[Duel, Paired]) -> list[list[str]]:
    """The paired points a smazzata, an opponent a row and a table (players,
    then variant: classic first) a column, each cell with its deals; the
    README's ladder tables are printed so."""
    tables = sorted(
        {(players, variant) for _, _, variant, players in found},
        key=lambda table: (table[0], table[1] != "classic", table[1]),
    )
    cells = {(b, variant, players): r for (_, b, variant, players), r in found.items()}
    rows = [["opponent"] + [f"{players} players, {variant}" for players, variant in tables]]
    for b in sorted({b for b, _, _ in cells}):
        row = [b]
        for players, variant in tables:
            cell = cells.get((b, variant, players))
            if cell is None:
                row.append("—")
            else:
                points = cell["points"]
                row.append(f"{points[0]:+.0f} ± {points[1]:.0f} ({cell['deals'][0]:.0f})")
        rows.append(row)
    return rows


def print_grid(found: dict[Duel, Paired]) -> None:
    rows = grid(found)
    print("| " + " | ".join(rows[0]) + " |")
    print("|" + "---|" * len(rows[0]))
    for row in rows[1:]:
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
