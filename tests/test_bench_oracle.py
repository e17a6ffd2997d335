"""bench/oracle.py deals the revealed opponents their real hands, and
nothing else changes: the rest is dealt from what the seat has not seen."""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

from burraco_core.ai import make_player
from burraco_core.ai.difficile import Determinizer
from burraco_core.ai.driver import play_turn
from burraco_core.cards import full_deck
from burraco_core.match import Match, MatchOptions
from burraco_core.views import seat_view

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from oracle import reveal, revealed_seats


def test_next_and_previous_are_the_seats_around() -> None:
    assert revealed_seats(0, 3, ["next"]) == {1}
    assert revealed_seats(0, 3, ["previous"]) == {2}
    assert revealed_seats(1, 2, ["next", "previous"]) == {0}
    assert revealed_seats(3, 4, ["next", "previous"]) == {0, 2}


def test_revealed_hands_are_dealt_as_they_are() -> None:
    match = Match.new(
        MatchOptions(variant="classic", players=3, seed="oracle", smazzate=1, target=None)
    )
    medio, rng = make_player("medio"), random.Random(3)
    for _ in range(9):
        play_turn(match, medio, rng)
    truth = match.smazzata
    seat = truth.turn
    following, before = (seat + 1) % 3, (seat - 1) % 3
    dealer = Determinizer(seat_view(match, seat))
    reveal(dealer, truth.hands, {following})
    worlds = [dealer.sample(random.Random(n)).smazzata for n in range(5)]
    for world in worlds:
        assert Counter(world.hands[following]) == Counter(truth.hands[following])
        assert Counter(world.hands[seat]) == Counter(truth.hands[seat])
        assert Counter(world.all_cards()) == Counter(full_deck(truth.variant))
    # the seat not revealed is still dealt at random
    assert len({tuple(sorted(w.hands[before], key=lambda c: c.sort_key)) for w in worlds}) > 1
