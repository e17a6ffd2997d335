"""The match: dealer rotation, targets, fixed counts, ties, three players."""

from __future__ import annotations

import random

import pytest

from burraco_core import (
    Discard,
    IllegalActionError,
    Match,
    MatchOptions,
    NextSmazzata,
    OptionsError,
)
from burraco_core.ai import FacilePlayer, play_turn
from burraco_core.match import FINISHED, SCORED
from burraco_core.smazzata import Smazzata
from tests.helpers import match_with, position

BURRACO = ["3S", "4S", "5S", "6S", "7S", "8S", "9S"]


def close_now(match: Match, seat: int = 0) -> None:
    """Replace the smazzata by one that ``seat`` closes at once."""
    hands = [[c] for c in ["9C", "8C", "4C", "JC"][: match.players]]
    hands[seat] = ["KD"]
    sides = len(match.groups())
    melds = [[] for _ in range(sides)]
    took = [False] * sides
    side = seat % 2 if match.players == 4 else seat
    melds[side] = [BURRACO]
    took[side] = True
    match.smazzata = position(players=match.players, hands=hands, melds=melds, took_pozzetto=took,
                              turn=seat, dealer=match.smazzata.dealer)  # fmt: skip
    match.apply(Discard(seat, "KD"))


def test_dealer_is_random_then_rotates_left() -> None:
    dealers = {Match.new(MatchOptions(seed=s)).smazzata.dealer for s in range(20)}
    assert dealers == {0, 1}
    m = Match.new(MatchOptions(players=4, seed=3))
    first = m.smazzata.dealer
    close_now(m)
    m.apply(NextSmazzata(0))
    assert m.smazzata.dealer == (first + 1) % 4
    assert m.smazzata.turn == (first + 2) % 4


def test_target_reached_ends_the_match() -> None:
    m = Match.new(MatchOptions(target=505, seed=1))
    m.scores = [300, 0]
    close_now(m, 0)
    assert m.phase == FINISHED and m.winners == [0]
    with pytest.raises(IllegalActionError):
        m.apply(NextSmazzata(0))


def test_target_tie_plays_another_smazzata() -> None:
    m = Match.new(MatchOptions(target=505, seed=1))
    m.smazzata = position(
        hands=[["KD"], ["9C"]], took_pozzetto=[True, True], melds=[[BURRACO], [BURRACO]]
    )
    trial = Smazzata.from_dict(m.smazzata.to_dict())
    trial.apply(Discard(0, "KD"))
    points = trial.side_scores()
    m.scores = [600 - points[0].total, 600 - points[1].total]
    m.apply(Discard(0, "KD"))
    assert m.scores[0] == m.scores[1] == 600
    assert m.phase == SCORED
    m.apply(NextSmazzata(1))
    assert m.number == 2


def test_fixed_number_of_smazzate() -> None:
    m = Match.new(MatchOptions(target=None, smazzate=2, seed=4))
    close_now(m, 0)
    assert m.phase == SCORED
    m.apply(NextSmazzata(0))
    close_now(m, 1)  # the mirror image: the totals are tied
    assert m.scores[0] == m.scores[1] and m.phase == SCORED
    m.apply(NextSmazzata(0))
    close_now(m, 0)
    assert m.phase == FINISHED and m.winners == [0] and m.number == 3


def test_four_players_partners_share_the_score() -> None:
    m = Match.new(MatchOptions(players=4, seed=2))
    close_now(m, 2)
    assert m.scores[0] == m.scores[2] and m.scores[1] == m.scores[3]
    assert m.results[0].sides[0]["score"]["closing"] == 100


def test_three_players_pair_splits_half_rounded_down_to_five() -> None:
    m = Match.new(MatchOptions(players=3, seed=2))
    s = position(players=3, hands=[["9C"], ["KD"], ["4C", "4D"]], sides=[[0, 2], [1]],
                 melds=[[["QD", "QH", "QS"]], [BURRACO]], took_pozzetto=[False, True],
                 pozzetti=[11], turn=1)  # fmt: skip
    m = match_with(s, seed=2)
    m.apply(Discard(1, "KD"))
    pair_total = m.results[0].sides[0]["score"]["total"]
    assert pair_total == 30 - 10 - 10 - 100
    assert m.scores[0] == m.scores[2] == (pair_total // 10) * 5 == -45


def test_three_players_switch_to_three_pozzetti_at_1000() -> None:
    m = Match.new(MatchOptions(players=3, seed=2, target=2005))
    m.scores = [990, 0, 0]
    close_now(m, 0)
    m.apply(NextSmazzata(0))
    assert m.smazzata.three_pozzetti and [len(p) for p in m.smazzata.pozzetti] == [11, 11, 11]


@pytest.mark.parametrize(
    "options",
    [
        {"players": 5},
        {"players": 1},
        {"variant": "canasta"},
        {"target": 1000},
        {"smazzate": 0, "target": None},
        {"smazzate": 3, "target": 505},
        {"seed": 1.5},
        {"colour": "red"},
    ],
)
def test_bad_options_are_refused(options: dict[str, object]) -> None:
    with pytest.raises(OptionsError):
        MatchOptions.from_dict(options)


def test_whole_match_self_played_to_the_end() -> None:
    m = Match.new(MatchOptions(target=505, seed=11))
    player, rng = FacilePlayer(), random.Random(1)
    for _ in range(5000):
        if m.phase == FINISHED:
            break
        if m.phase == SCORED:
            m.apply(NextSmazzata(0))
            continue
        play_turn(m, player, rng)
    assert m.phase == FINISHED
    assert max(m.scores) >= 505
    assert sum(r.seat_points[0] for r in m.results) == m.scores[0]
    assert Match.replay(m.options, m.log).to_dict() == m.to_dict()


def test_a_save_from_before_people_were_an_option_still_loads() -> None:
    """Saves made before pass-and-play have no ``people`` in their options,
    and a digest computed without it."""
    import hashlib
    import json

    from burraco_core.errors import StateError

    match = Match.new(MatchOptions(seed=8))
    state = match.to_dict()
    del state["options"]["people"]
    old = json.dumps([state["options"], state.get("start")], sort_keys=True)
    assert state["options_digest"] == hashlib.sha256(old.encode()).hexdigest()[:16]
    assert Match.from_dict(state).options.people == (0,)
    shared = Match.new(MatchOptions(seed=8, people=[0, 1])).to_dict()
    assert shared["options_digest"] != state["options_digest"]
    shared["options"]["people"] = [0]  # an edited save is refused
    with pytest.raises(StateError):
        Match.from_dict(shared)
