#!/usr/bin/env python3
"""Engine speed: check_meld, and whole smazzate self-played by baseline players.

    python3 bench/engine.py [--rounds N]

Machines here are shared and noisy, so every number is also given as a ratio
to a baseline measured in the same run: sorting a list of 108 card strings
(``sorted``), a fixed piece of pure-Python work.  The targets of the rules
engine issue are absolute: check_meld under 50 us median, a smazzata under
50 ms, both natively.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from burraco_core import MatchOptions, check_meld
from burraco_core.ai import FacilePlayer, play_turn
from burraco_core.cards import full_deck, notation
from burraco_core.match import PLAYING, Match
from burraco_core.melds import _MEMO
from burraco_core.variants import CLASSIC

MELDS = [
    ["5H", "3H", "4H"],
    ["JK", "7S", "9S", "10S"],
    ["QD", "QH", "2S", "QC"],
    ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "JK"],
    ["KC", "AC", "2C"],  # refused: no wrap-around
    ["2D", "2D", "3D", "4D", "5D", "6D", "7D"],
]


def baseline_us(rounds: int) -> float:
    cards = notation(full_deck(CLASSIC))
    rng = random.Random(1)
    samples = []
    for _ in range(rounds):
        rng.shuffle(cards)
        start = time.perf_counter()
        sorted(cards)
        samples.append((time.perf_counter() - start) * 1e6)
    return statistics.median(samples)


def check_meld_us(rounds: int, *, cold: bool) -> float:
    samples = []
    for _ in range(rounds):
        for meld in MELDS:
            if cold:
                _MEMO.clear()
            start = time.perf_counter()
            check_meld(meld)
            samples.append((time.perf_counter() - start) * 1e6)
    return statistics.median(samples)


def smazzata_ms(games: int, variant: str, players: int) -> tuple[float, float, int]:
    samples = []
    turns = 0
    for seed in range(games):
        match = Match.new(MatchOptions(variant=variant, players=players, seed=seed))
        player, rng = FacilePlayer(), random.Random(seed)
        start = time.perf_counter()
        while match.phase == PLAYING:
            play_turn(match, player, rng)
            turns += 1
        samples.append((time.perf_counter() - start) * 1e3)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.95) - 1], turns // games


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--games", type=int, default=40)
    args = parser.parse_args()

    base = baseline_us(args.rounds)
    print(f"baseline: sorted(108 card strings) median {base:.1f} us")
    for cold in (True, False):
        us = check_meld_us(args.rounds, cold=cold)
        label = "check_meld, no memo" if cold else "check_meld, memo warm"
        print(f"{label:28s} median {us:7.1f} us   = {us / base:5.2f} x baseline   (target < 50 us)")
    _MEMO.clear()
    for variant, players in (("classic", 2), ("classic", 4), ("reale", 2), ("classic", 3)):
        median, p95, turns = smazzata_ms(args.games, variant, players)
        print(
            f"smazzata {variant} {players}p, facile self-play: median {median:6.1f} ms, "
            f"p95 {p95:6.1f} ms, {turns} turns   = {median * 1e3 / base:6.0f} x baseline"
            + ("   (target < 50 ms)" if (variant, players) == ("classic", 2) else "")
        )


if __name__ == "__main__":
    main()
