"""Three players: where level a's smazzate go, by who ended up alone.

    python3 bench/lone.py bench/results/difficile-medio-three-today.jsonl

The first to empty his hand takes the big pozzetto and plays alone; the
other two pair up and each scores half of their side, so their seats
score the same.  From every seat's points in a ``--record`` file (lines
that kept them), each of level a's smazzate is put in one of three kinds:
its seat alone, its seat in the pair (another seat alone), or no one
alone (no pozzetto taken before the stock ran out).  Printed for each
three-player duel and kind: the share of the smazzate, the share of them
level a won at the table (against the mean of the other two; a tie counts
half), and its mean point difference.  docs/COMPUTER-PLAYERS.md uses it
where it tells where the three-player smazzate are won.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from tournament import records

KINDS = ("alone", "in the pair", "no one alone")


def lone_seat(seats: list[int]) -> int | None:
    """The seat whose points differ from the two others' equal points, if
    there is one (the pair's seats score the same)."""
    for seat in range(3):
        a, b = (seats[o] for o in range(3) if o != seat)
        if a == b and seats[seat] != a:
            return seat
    return None


def kind_of(seats: list[int], mine: int) -> str:
    lone = lone_seat(seats)
    return KINDS[2] if lone is None else KINDS[0] if lone == mine else KINDS[1]


def split(path: Path) -> dict[tuple[str, str, str], dict[str, list[tuple[float, float]]]]:
    """Per duel (levels and variant), per kind: (won, point difference) of
    each of level a's smazzate, a's seat being its seating."""
    found: dict[tuple[str, str, str], dict[str, list[tuple[float, float]]]] = defaultdict(
        lambda: {kind: [] for kind in KINDS}
    )
    for (a, b, variant, players, _seed, seating), (_, _, seats) in records(path):
        if players != 3 or seats is None:
            continue
        others = statistics.fmean(seats[o] for o in range(3) if o != seating)
        diff = seats[seating] - others
        won = 1.0 if diff > 0 else 0.5 if diff == 0 else 0.0
        found[(a, b, variant)][kind_of(seats, seating)].append((won, diff))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("records", nargs="+", type=Path)
    args = parser.parse_args()
    print("| duel | variant | smazzate | kind | share | won | points |")
    print("|---|---|---|---|---|---|---|")
    for path in args.records:
        for (a, b, variant), kinds in sorted(split(path).items()):
            total = sum(len(rows) for rows in kinds.values())
            for kind, rows in kinds.items():
                if rows:
                    won = statistics.fmean(w for w, _ in rows)
                    points = statistics.fmean(d for _, d in rows)
                    print(
                        f"| {a} vs {b} | {variant} | {total} | {kind} | {len(rows) / total:.1%} "
                        f"| {won:.1%} | {points:+.0f} |"
                    )


if __name__ == "__main__":
    main()
