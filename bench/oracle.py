"""What seeing the hidden hands would be worth to difficile: an upper bound.

    python3 bench/oracle.py difficile:12 medio --variant classic --players 3 \\
        --pairs 100 --reveal next --record /tmp/oracle-next.jsonl

Plays bench/tournament.py's duels (every option of it), except that
difficile's searches deal the opponents named by ``--reveal`` the cards
they really hold: ``next`` (the seat after difficile's), ``previous`` (the
seat before it), or both (the default).  The stock and the pozzetti stay
shuffled.  No player may do this; it measures how much any reading of the
hidden hands could gain at most, paired with the same deals played
without it (``bench/compare.py``).  Give the level a fixed number of
deals a decision (``difficile:12``) so that both runs replay, and keep
the record apart from real runs: its level names are the same.
docs/COMPUTER-PLAYERS.md, "Three players: what seeing the hands is worth".
"""

from __future__ import annotations

import os
import random
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import tournament

import burraco_core.views as views
from burraco_core.ai import difficile
from burraco_core.cards import Card
from burraco_core.views import SeatView

#: which opponents are revealed, read when a search deals (the tournament's
#: worker processes inherit the environment)
REVEAL_ENV = "BURRACO_ORACLE_REVEAL"
CHOICES = ("next", "previous")

#: the match being played, as the tournament's last view of it showed it;
#: the views difficile's own playouts ask for are not the game's
_game: dict[str, Any] = {"match": None, "searching": False}


def revealed_seats(seat: int, players: int, names: Sequence[str]) -> set[int]:
    """The seats ``names`` point to from ``seat``.

    >>> sorted(revealed_seats(2, 3, ["next", "previous"]))
    [0, 1]
    """
    offsets = {"next": 1, "previous": -1}
    return {(seat + offsets[name]) % players for name in names} - {seat}


def reveal(dealer: difficile.Determinizer, hands: Sequence[list[Card]], seats: set[int]) -> None:
    """Make ``dealer`` deal each of ``seats`` the hand it really holds: those
    cards count as surely held, and leave the pool the rest is dealt from."""
    pool = Counter(dealer.rest)
    for cards in dealer.held.values():
        pool.update(cards)
    for seat in seats:
        dealer.held[seat] = list(hands[seat])
    for cards in dealer.held.values():
        pool.subtract(cards)
    if any(count < 0 for count in pool.values()):
        raise ValueError(f"a revealed hand holds cards the seat's view has seen: {-pool}")
    dealer.rest = sorted(pool.elements(), key=lambda c: c.sort_key)


class RevealingDeterminizer(difficile.Determinizer):
    def __init__(self, view: SeatView) -> None:
        super().__init__(view)
        match = _game["match"]
        if match is None or match.smazzata.turn != self.seat:
            return
        names = os.environ.get(REVEAL_ENV, ",".join(CHOICES)).split(",")
        reveal(self, match.smazzata.hands, revealed_seats(self.seat, self.players, names))


def install() -> None:
    """Route the tournament's views through a watcher that keeps the game's
    match, and difficile's searches through the revealing dealer."""
    seat_view = views.seat_view
    choose = difficile.DifficilePlayer.choose
    if getattr(seat_view, "watching", False):
        return

    def watched_view(match: Any, seat: int) -> SeatView:
        if not _game["searching"]:
            _game["match"] = match
        return seat_view(match, seat)

    def searching_choose(
        self: difficile.DifficilePlayer, view: SeatView, rng: random.Random
    ) -> Any:
        _game["searching"] = True
        try:
            return choose(self, view, rng)
        finally:
            _game["searching"] = False

    watched_view.watching = True  # type: ignore[attr-defined]
    views.seat_view = watched_view  # the driver looks it up at each turn
    difficile.DifficilePlayer.choose = searching_choose  # type: ignore[method-assign]
    difficile.Determinizer = RevealingDeterminizer  # type: ignore[misc]


# at import as the script, so that worker processes started afresh (which
# import it as "__mp_main__") install it too; a test importing the module
# leaves the engine alone
if __name__ in ("__main__", "__mp_main__"):
    install()


def main() -> None:
    argv = sys.argv[1:]
    if "-h" in argv or "--help" in argv:
        print(__doc__)  # then the tournament's own options
    names = list(CHOICES)
    if "--reveal" in argv:
        at = argv.index("--reveal")
        names = argv[at + 1].split(",")
        del argv[at : at + 2]
        if not names or not set(names) <= set(CHOICES):
            sys.exit(f"--reveal takes next, previous or both (next,previous), not {names}")
    os.environ[REVEAL_ENV] = ",".join(names)
    sys.argv = [sys.argv[0], *argv]
    tournament.main()


if __name__ == "__main__":
    main()
