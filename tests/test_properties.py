"""Property tests over many random legal games of every variant and size.

Each game mixes the random-legal player, the baseline player and a "chaos"
player that throws random (mostly illegal) melds and attachments at the
engine, so refusals are exercised as hard as legal play.
"""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from burraco_core import Attach, BurracoError, Discard, Match, MatchOptions, Meld, NextSmazzata
from burraco_core.ai import FacilePlayer, RandomPlayer
from burraco_core.cards import Card, full_deck
from burraco_core.match import FINISHED, PLAYING, SCORED
from burraco_core.views import seat_view

MAX_ACTIONS_PER_SMAZZATA = 3000


def chaos(match: Match, rng: random.Random) -> None:
    """Try a few random melds/attachments; a refusal must change nothing."""
    s = match.smazzata
    seat = s.turn
    hand = [str(c) for c in s.hands[seat]]
    for _ in range(3):
        size = rng.randint(1, min(5, len(hand)))
        cards = tuple(rng.sample(hand, size))
        melds = [m.id for side in s.sides for m in side.melds]
        if melds and rng.random() < 0.5:
            action: Meld | Attach = Attach(seat, rng.choice(melds), cards)
        else:
            action = Meld(seat, cards)
        before = match.to_dict()
        try:
            match.apply(action)
        except BurracoError:
            assert match.to_dict() == before
            continue
        return


def check_invariants(match: Match) -> None:
    s = match.smazzata
    assert Counter(s.all_cards()) == Counter(full_deck(s.variant))
    if match.phase == PLAYING:
        legal = seat_view(match, s.turn)["legal"]
        assert legal["draw"] or legal["pickup"] or legal["discard"], "no legal action"
    for side, score in zip(s.sides, s.side_scores(), strict=True):
        assert score.to_dict() == independent_score(match, side.seats)


# Written from RULES.md, not from the engine, so the two can disagree.
_VALUES = {0: 30, 1: 15, 8: 10, 9: 10, 10: 10, 11: 10, 12: 10, 13: 10}
_BONUS = {"pulito": 200, "semipulito": 150, "sporco": 100, "nobile": 500, "reale": 1000}


def independent_score(match: Match, seats: list[int]) -> dict[str, object]:
    """A side's smazzata score by RULES.md's five steps."""
    s = match.smazzata
    pinella = 20 if s.variant.name == "classic" else 10

    def value(card: Card) -> int:
        return pinella if card.rank == 2 else _VALUES.get(card.rank, 5)

    side = next(side for side in s.sides if side.seats == seats)
    melds = [m.layout for m in side.melds]
    kinds = [m.burraco(s.variant) for m in melds if len(m.cards) >= 7]
    assert all(kind is not None for kind in kinds)  # 7 or more cards: a burraco
    melded = sum(value(c) for m in melds for c in m.cards)
    hand = -sum(value(c) for seat in seats for c in s.hands[seat])
    burraco = sum(_BONUS[str(kind)] for kind in kinds)
    closing = 100 if s.closed_by in seats else 0
    pozzetto = 0 if side.took_pozzetto else -100
    return {
        "melded": melded,
        "hand": hand,
        "burraco": burraco,
        "closing": closing,
        "pozzetto": pozzetto,
        "burraci": [str(kind) for kind in kinds],
        "total": melded + hand + burraco + closing + pozzetto,
    }


def play_out(options: MatchOptions, seed: int, smazzate: int) -> Match:
    match = Match.new(options)
    rng = random.Random(seed)
    players = [rng.choice([RandomPlayer(), FacilePlayer()]) for _ in range(options.players)]
    steps = 0
    while match.phase != FINISHED and match.number <= smazzate:
        if match.phase == SCORED:
            if match.number == smazzate:
                break
            match.apply(NextSmazzata(0))
            steps = 0
            continue
        seat = match.smazzata.turn
        if match.smazzata.phase == "play" and rng.random() < 0.3:
            chaos(match, rng)
            if match.phase != PLAYING:
                continue
        action = players[seat].choose(seat_view(match, seat), rng)
        match.apply(action)
        steps += 1
        assert steps < MAX_ACTIONS_PER_SMAZZATA, "the smazzata does not end"
        if isinstance(action, Discard) or match.phase != PLAYING:
            check_invariants(match)
    return match


@settings(max_examples=36, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    variant=st.sampled_from(["classic", "reale"]),
    players=st.sampled_from([2, 3, 4]),
)
def test_random_games_keep_every_invariant(seed: int, variant: str, players: int) -> None:
    options = MatchOptions(variant=variant, players=players, seed=seed, target=505)
    match = play_out(options, seed, smazzate=2)
    assert match.results, "at least one smazzata ended"
    for result in match.results:
        assert result.end_reason in ("closed", "stock", "stalemate")
    # the whole state survives JSON and equals the replay of its own log
    data = json.loads(json.dumps(match.to_dict()))
    assert Match.from_dict(data, verify_log=True).to_dict() == match.to_dict()


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_three_player_matches_past_1000_use_three_pozzetti(seed: int) -> None:
    match = Match.new(MatchOptions(players=3, seed=seed, target=2005))
    match.scores = [1000, 0, 0]
    for _ in range(2):
        reached = play_out_from(match, seed)
        if match.phase == FINISHED:
            break
        assert match.smazzata.three_pozzetti == reached
        assert [len(p) for p in match.smazzata.pozzetti] == ([11] * 3 if reached else [18, 11])


def play_out_from(match: Match, seed: int) -> bool:
    """Finish the smazzata and deal the next; was 1000 reached (or passed before)?"""
    rng = random.Random(seed)
    player = FacilePlayer()
    while match.phase == PLAYING:
        match.apply(player.choose(seat_view(match, match.smazzata.turn), rng))
    reached = match.smazzata.three_pozzetti or max(match.scores) >= 1000
    if match.phase == SCORED:
        match.apply(NextSmazzata(0))
    return reached
