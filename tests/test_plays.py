"""The search for a way out of the hand (``ai/plays.py``): its pruning
may cut only what can never go down."""

from __future__ import annotations

import random

import pytest

from burraco_core import Match, MatchOptions
from burraco_core.ai import play_turn, plays
from burraco_core.ai.medio import MedioPlayer
from burraco_core.ai.plays import way_out
from burraco_core.cards import Card, parse_cards
from burraco_core.match import PLAYING
from burraco_core.melds import Layout, read_meld
from burraco_core.turn import TurnContext
from burraco_core.variants import get_variant


def context(variant: str, hand: list[str], table: list[list[str]]) -> TurnContext:
    rules = get_variant(variant)
    melds = {i: read_meld(parse_cards(cards), rules) for i, cards in enumerate(table, 1)}
    return TurnContext(rules, parse_cards(hand), melds, True, False, None)


def goes_out(ctx: TurnContext) -> bool:
    """The reference: the same search with nothing pruned and no bound on
    the positions."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(plays, "_stuck", lambda hand, melds, combinations: False)
        patch.setattr(plays, "WAY_OUT_POSITIONS", 10**6)
        return way_out(ctx) is not None


@pytest.mark.parametrize(
    ("hand", "table", "out"),
    [
        # the 9 moves the table's wild up to the 8, then the 10 follows it
        (["AS", "9D", "10D"], [["2S", "6D", "7D"]], True),
        # the 8 joins the run, then the 9 joins the 8
        (["KS", "8H", "9H"], [["5H", "6H", "7H"]], True),
        # a wild stretches the run by the 8 and lets the 9 follow
        (["KS", "JK", "9H"], [["5H", "6H", "7H"]], True),
        # the 10 is two places off once the 9 is down, with no wild to bridge
        (["KS", "8H", "10H"], [["5H", "6H", "7H"]], False),
        # a new run of three takes its third card from the pair's window
        (["QC", "4S", "5S", "6S"], [], True),
        (["QC", "4S", "6S", "9S"], [], False),
    ],
)
def test_way_out_follows_plays_that_build_on_each_other(
    hand: list[str], table: list[list[str]], out: bool
) -> None:
    ctx = context("classic", hand, table)
    assert goes_out(ctx) is out
    assert (way_out(ctx) is not None) is out


@pytest.mark.parametrize("variant", ["classic", "reale"])
def test_way_out_finds_a_way_whenever_one_exists(
    monkeypatch: pytest.MonkeyPatch, variant: str
) -> None:
    """Random hands built from runs and sets with loose cards thrown in, and
    a run on the table, the bound on positions lifted: the pruned search
    and the exhaustive one agree on every position."""
    monkeypatch.setattr(plays, "WAY_OUT_POSITIONS", 10**6)
    rules = get_variant(variant)
    rng = random.Random(f"way-out-{variant}")
    names = {1: "A", 11: "J", 12: "Q", 13: "K"}

    def card(rank: int, suit: str) -> str:
        return names.get(rank, str(rank)) + suit

    checked = found = 0
    while checked < 300:
        hand: list[str] = []
        for _ in range(rng.randint(1, 2)):
            if rules.combinations and rng.random() < 0.3:
                rank = rng.randint(3, 13)
                hand += [card(rank, suit) for suit in rng.sample("HDC", 3)]
            else:
                start, suit = rng.randint(3, 10), rng.choice("HDC")
                hand += [card(rank, suit) for rank in range(start, start + 3)]
        for _ in range(rng.randint(0, 3)):  # loose cards, near the rest or not
            hand.append(card(rng.randint(1, 13), rng.choice("HDSC")))
        if rng.random() < 0.5:
            hand[rng.randrange(len(hand))] = rng.choice(["2C", "2H", "JK"])
        rng.shuffle(hand)
        low = rng.randint(3, 9)
        run = [card(rank, "S") for rank in range(low, low + rng.randint(3, 4))]
        if rng.random() < 0.5:
            run[rng.choice([0, -1])] = "2D"
        try:
            ctx = context(variant, hand, [run])
        except ValueError:
            continue  # a wild where this variant's run cannot take it, say
        expected = goes_out(ctx)
        assert (way_out(ctx) is not None) is expected, (hand, run)
        checked += 1
        found += expected
    # both answers are common, so the agreement means something
    assert 60 < found < 240


def test_no_position_of_a_played_game_is_pruned_that_has_a_way_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The hands and tables medio meets in seeded games (every hand of up
    to eight cards the search judged): wherever ``_stuck`` cut the search,
    the exhaustive one finds no way out either."""
    stuck = plays._stuck
    judged: list[tuple[TurnContext, bool]] = []

    def spy(hand: tuple[Card, ...], melds: dict[int, Layout], combinations: bool) -> bool:
        verdict = stuck(hand, melds, combinations)
        if len(hand) <= 8:
            ctx = TurnContext(rules, list(hand), dict(melds), True, False, None)
            judged.append((ctx, verdict))
        return verdict

    monkeypatch.setattr(plays, "_stuck", spy)
    for variant, players in (("classic", 2), ("reale", 2), ("classic", 4)):
        rules = get_variant(variant)
        for seed in range(4):
            match = Match.new(MatchOptions(variant=variant, players=players, seed=f"stuck{seed}"))
            rng = random.Random(seed)
            for _ in range(150):
                if match.phase != PLAYING:
                    break
                play_turn(match, MedioPlayer(), rng)
    monkeypatch.undo()
    pruned = [ctx for ctx, verdict in judged if verdict]
    assert 1000 < len(pruned) < len(judged)
    for ctx in pruned:
        assert not goes_out(ctx), (ctx.hand, list(ctx.melds.values()))


THREE_TO_ACE = ["3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH"]


@pytest.mark.parametrize(
    ("hand", "table", "kind"),
    [
        # the 2 of the sequence's suit makes 3..A the burraco nobile A..K
        (["2H", "9C"], THREE_TO_ACE, "nobile"),
        # and 3-4-5 a clean 2-3-4-5
        (["2H", "9C"], ["3H", "4H", "5H"], None),
    ],
)
def test_a_2_in_its_own_suits_place_is_a_natural_play(
    hand: list[str], table: list[str], kind: str | None
) -> None:
    """Offered with the naturals, and where a player tries no wild at all
    (three and four players narrow the wilds with ``wild_into``)."""
    ctx = context("reale", hand, [table])
    for found in (
        plays.find_plays(ctx, with_wild=False),
        plays.find_plays(ctx, with_wild=True, wild_into=lambda meld_id: False),
    ):
        attached = [(play, layout) for play, layout in found if play[0] == 1]
        assert [str(c) for (_, cards), _ in attached for c in cards] == ["2H"]
        layout = attached[0][1]
        assert layout.wild is None and layout.burraco(ctx.variant) == kind


def test_a_2_of_another_suit_is_no_natural_play() -> None:
    ctx = context("reale", ["2S", "9C"], [["3H", "4H", "5H"]])
    assert not [play for play, _ in plays.find_plays(ctx, with_wild=False) if play[0] == 1]
