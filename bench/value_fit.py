"""Fit the value of a playout's horizon on medio's own smazzate.

    python3 bench/value_fit.py --variant reale --players 3 --smazzate 2000

difficile plays each candidate a few turns on and scores the position it
reaches.  Whether that score is any good is a question of fact: does it
predict how the smazzata ends?  This plays medio against itself (deal N is
seeded ``fN``), records every state before anyone has taken a pozzetto, and
fits by least squares the smazzata's final points of each seat, against the
mean of the seats not on its side, on the features of its side's position
against theirs:

- ``melded`` and ``burraco``: points on the table (cards, bonuses);
- ``natural_points`` and ``naturals``: the natural cards in hand, their
  points and their number;
- ``wilds``: jokers and 2s in hand;
- ``to_move``: the seat is the one to play (not used by difficile: every
  candidate of a decision reaches the horizon with the same seat to move).

With ``--after-pozzetto`` it takes the states after the first pozzetto
instead (deal N seeded ``gN``), where the race to close decides, and fits
``race_features``: the score's parts, the pozzetto taken, whether the side
may close and the cards in its shortest hand as it may, the wilds and the
cards in its hands, and ``to_move``.  It predicts the end better than
``_worth`` (four players, classic: 38.6% of the variance against 27.6%)
but did not play better, so difficile does not use it
(docs/COMPUTER-PLAYERS.md, "Four players: the race to close at the
horizon").

Printed: each weight with its spread over bootstrap resamples of the
smazzate, the share of the final points' variance explained by the fit and
by difficile's ``_worth`` (cards melded and bonuses, less 0.3 of the
points in hand), and the ``Weights`` to paste into ``FITTED_WORTH``.
docs/COMPUTER-PLAYERS.md ("The horizon's value, fitted") says what came out
and what was kept.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from burraco_core.ai import make_player, play_turn
from burraco_core.ai.difficile import _worth, horizon_features
from burraco_core.match import PLAYING, Match, MatchOptions
from burraco_core.scoring import SideScore
from burraco_core.smazzata import Phase, Side, Smazzata

FEATURES = ("melded", "burraco", "natural_points", "naturals", "wilds", "to_move")
RACE_FEATURES = (
    "melded", "burraco", "hand", "took_pozzetto", "may_close", "per_card_to_close",
    "wilds", "to_move", "cards",
)  # fmt: skip
Sample = tuple[list[float], float, float]  # features, final points, _worth's value
Samples = list[Sample]  # one smazzata's


def race_features(score: SideScore, s: Smazzata, side: Side) -> tuple[float, ...]:
    """A side's position after the first pozzetto, in RACE_FEATURES' order."""
    seats = side.seats
    rules = s.context(seats[0])
    may = rules.side_close_refusal(list(rules.melds.values())) is None
    hands = [s.hands[member] for member in seats]
    shortest = min(len(hand) for hand in hands)
    wilds = sum(card.can_be_wild for hand in hands for card in hand)
    return (
        score.melded,
        score.burraco,
        score.hand,
        float(side.took_pozzetto),
        float(may),
        shortest if may else 0.0,
        wilds,
        float(s.turn in seats),
        sum(len(hand) for hand in hands),
    )


def play(task: tuple[str, int, int, bool]) -> Samples:
    """One smazzata of medio against itself: its states before the first
    pozzetto (or, ``after``, its states after it as each turn begins), one
    sample per seat."""
    variant, players, seed, after = task
    # deal N is fN before the first pozzetto, gN after it: the second fit
    # was made on deals of its own
    deal = f"{'g' if after else 'f'}{seed}"
    match = Match.new(
        MatchOptions(variant=variant, players=players, seed=deal, smazzate=1, target=None)
    )
    medio = [make_player("medio") for _ in range(players)]
    rngs = [random.Random(f"{seed}:{seat}") for seat in range(players)]
    # per state: each seat's features, _worth's value, the seats against it
    states: list[tuple[list[list[float]], list[float], list[list[int]]]] = []
    while match.phase == PLAYING:
        s = match.smazzata
        taken = any(side.took_pozzetto for side in s.sides)
        if (not after and not taken) or (after and taken and s.phase == Phase.TAKE):
            features: list[list[float]] = [[] for _ in range(players)]
            current = [0.0] * players
            for side, score in zip(s.sides, s.side_scores(), strict=True):
                if after:
                    row = [float(v) for v in race_features(score, s, side)]
                else:
                    row = [float(v) for v in horizon_features(score, s, side.seats)]
                for member in side.seats:
                    # the seat to move: a seat's feature before the first
                    # pozzetto, a side's (in race_features) after it
                    to_move = [] if after else [1.0 if member == s.turn else 0.0]
                    features[member] = [*row, *to_move]
                    current[member] = _worth(score, False)
            against = [
                [o for o in range(players) if s.side_index(o) != s.side_index(seat)]
                for seat in range(players)
            ]
            states.append((features, current, against))
        play_turn(match, medio[match.smazzata.turn], rngs[match.smazzata.turn])
    points = match.results[-1].seat_points
    samples: Samples = []
    for features, current, against in states:
        for seat, others in enumerate(against):
            x = [features[seat][k] - statistics.fmean(features[o][k] for o in others)
                 for k in range(len(features[seat]))]  # fmt: skip
            y = points[seat] - statistics.fmean(points[o] for o in others)
            worth = current[seat] - statistics.fmean(current[o] for o in others)
            samples.append((x, y, worth))
    return samples


def least_squares(rows: list[tuple[list[float], float]]) -> tuple[list[float], float]:
    """Weights minimizing the squared error (no intercept: the features are
    differences between seats, as are the points), and the share of the
    variance of the points they explain."""
    k = len(rows[0][0])
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for x, y in rows:
        for i in range(k):
            xty[i] += x[i] * y
            for j in range(k):
                xtx[i][j] += x[i] * x[j]
    for i in range(k):  # a feature that never varies (no burraco yet) gets 0
        xtx[i][i] += 1e-9 * len(rows) + 1e-12
    weights = _solve(xtx, xty)
    mean = statistics.fmean(y for _, y in rows)
    total = sum((y - mean) ** 2 for _, y in rows)
    residual = sum((y - sum(w * v for w, v in zip(weights, x, strict=True))) ** 2 for x, y in rows)
    return weights, 1 - residual / total if total else 0.0


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [v - f * p for v, p in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("--variant", default="reale")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--smazzate", type=int, default=2000)
    parser.add_argument("--bootstrap", type=int, default=20, help="resamples for the spread")
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument(
        "--after-pozzetto", action="store_true", help="the states after the first pozzetto"
    )
    args = parser.parse_args()
    after = args.after_pozzetto
    names = RACE_FEATURES if after else FEATURES
    tasks = [(args.variant, args.players, seed, after) for seed in range(args.smazzate)]
    with multiprocessing.Pool(args.jobs) as pool:
        played = pool.map(play, tasks, chunksize=8)
    rows = [(x, y) for smazzata in played for x, y, _ in smazzata]
    weights, explained = least_squares(rows)
    _, explained_now = least_squares([([w], y) for sm in played for _, y, w in sm])
    rng = random.Random(1)
    resampled = []
    for _ in range(args.bootstrap):
        pick = [played[rng.randrange(len(played))] for _ in played]
        resampled.append(least_squares([(x, y) for sm in pick for x, y, _ in sm])[0])
    stage = "after" if after else "before"
    print(
        f"{args.variant}, {args.players} players, {stage} the first pozzetto: "
        f"{len(played)} smazzate, {len(rows)} samples"
    )
    for i, name in enumerate(names):
        spread = statistics.stdev(r[i] for r in resampled) if len(resampled) > 1 else 0.0
        print(f"  {name:18} {weights[i]:+8.2f} ± {spread:.2f}")
    print(f"  variance explained: fitted {explained:.3f}, _worth {explained_now:.3f}")
    if after:
        print("  weights: " + ", ".join(f"{w:.2f}" for w in weights))
    else:
        print("  Weights(" + ", ".join(f"{w:.2f}" for w in weights[:5]) + ")")


if __name__ == "__main__":
    main()
