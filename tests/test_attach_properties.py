"""Attaching several cards at once agrees with attaching them one at a time.

The strategies draw card lists, not seeds, so a failure shrinks to a small
meld and a card or two.
"""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from burraco_core import check_attach, check_meld

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["C", "D", "H", "S"]


def card(rank: int, suit: str) -> str:
    return RANKS[(rank - 1) % 13] + suit


@st.composite
def table_melds(draw: st.DrawFn, variant: str) -> tuple[str, ...]:
    """A valid meld in table order: a sequence (maybe with a wild) or a set."""
    suit = draw(st.sampled_from(SUITS))
    wilds = ["2C", "2D", "2H", "2S"] + (["JK"] if variant == "classic" else [])
    if variant == "classic" and draw(st.integers(0, 4)) == 0:
        rank = draw(st.integers(3, 13))
        size = draw(st.integers(2, 4))
        cards = [card(rank, draw(st.sampled_from(SUITS))) for _ in range(size)]
        if draw(st.booleans()):
            cards.append(draw(st.sampled_from(wilds)))
    else:
        low = draw(st.sampled_from([1, 2, 3, 3, 3, 4, 5, 6, 7, 8, 9, 10, 11]))
        size = draw(st.integers(3, min(7, 14 - low)))
        cards = [card(low + i, suit) for i in range(size)]
        if draw(st.booleans()):
            # same-suit 2s often: displaced, they may go home next to the 3
            wild = draw(st.sampled_from([*wilds, "2" + suit, "2" + suit]))
            cards[draw(st.integers(0, size - 1))] = wild
    result = check_meld(cards, variant)
    return result.cards if result.valid else ("3" + suit, "4" + suit, "5" + suit)


@st.composite
def attachments(draw: st.DrawFn, variant: str) -> tuple[tuple[str, ...], list[str]]:
    meld = draw(table_melds(variant))
    suit = next((c[-1] for c in meld if c != "JK" and not c.startswith("2")), "H")
    near = [card(r, suit) for r in range(1, 14)] + ["2C", "2D", "2H", "2S"]
    if variant == "classic":
        near.append("JK")
    if meld and meld[0][:-1] == meld[1][:-1]:  # a set: other suits of its rank
        near += [meld[0][:-1] + s for s in SUITS]
    added = draw(st.lists(st.sampled_from(near), min_size=1, max_size=3))
    for index in range(1, len(meld) - 1):
        natural = stands_for(meld, index)
        if natural and draw(st.booleans()):
            added.insert(draw(st.integers(0, len(added))), natural)
    return meld, added


def stands_for(meld: tuple[str, ...], index: int) -> str | None:
    """The natural card a wild inside a sequence stands for, if it is one."""
    naturals = [(i, c) for i, c in enumerate(meld) if c != "JK" and not c.startswith("2")]
    if not naturals or meld[index] not in ("JK", "2C", "2D", "2H", "2S"):
        return None
    i, anchor = naturals[0]
    rank = RANKS.index(anchor[:-1]) + 1
    if anchor.startswith("A") and i > 0:
        rank = 14
    target = rank + index - i
    return card(target, anchor[-1]) if 2 < target < 14 else None


def one_at_a_time(meld: tuple[str, ...], added: list[str], variant: str) -> set[tuple[str, ...]]:
    """The melds that some order of single attachments accepts."""
    results = set()
    for order in itertools.permutations(added):
        current = meld
        for single in order:
            step = check_attach(current, [single], variant)
            if not step.valid:
                break
            current = step.cards
        else:
            results.add(current)
    return results


CASES = st.sampled_from(["classic", "reale"]).flatmap(
    lambda v: st.tuples(st.just(v), attachments(v))
)


@settings(max_examples=400, deadline=None)
@given(CASES)
def test_together_accepts_what_one_at_a_time_accepts(case: tuple[str, tuple]) -> None:
    variant, (meld, added) = case
    together = check_attach(meld, added, variant)
    singles = one_at_a_time(meld, added, variant)
    if singles:
        assert together.valid, (meld, added, together.reason)
        assert together.cards in singles, (meld, added, together.cards, singles)


@settings(max_examples=400, deadline=None)
@given(CASES)
def test_a_refusal_never_blames_a_card_the_move_supplies(case: tuple[str, tuple]) -> None:
    variant, (meld, added) = case
    result = check_attach(meld, added, variant)
    if not result.valid and result.code == "wild_locked":
        assert result.params["card"] not in added, (meld, added, result.reason)


def test_the_two_examples_of_the_issue() -> None:
    assert check_attach(["3H", "2H", "5H"], ["4H", "JK"]).cards == ("JK", "2H", "3H", "4H", "5H")
    reale = ["3H", "2H", "5H", "6H", "7H", "8H", "9H", "10H", "JH"]
    result = check_attach(reale, ["2S", "4H"], "reale")
    assert result.valid and result.cards == ("2S", "2H", "3H", "4H", *reale[2:])


ANY_CARD = st.sampled_from([card(r, s) for r in range(1, 14) for s in SUITS] + ["JK"])


@settings(max_examples=500, deadline=None)
@given(st.lists(ANY_CARD, min_size=1, max_size=9), st.sampled_from(["classic", "reale"]))
def test_check_meld_lays_out_its_own_cards_or_names_a_rule(cards: list[str], variant: str) -> None:
    result = check_meld(cards, variant)
    if result.valid:
        assert sorted(result.cards) == sorted(cards)  # the same cards, laid out
        again = check_meld(list(result.cards), variant)
        assert again.valid and again.cards == result.cards  # table order is stable
        assert result.kind in ("sequence", "combination")
        assert (result.burraco is None) == (len(cards) < 7)
    else:
        assert result.code and result.reason and "{" not in result.reason
        assert result.cards == ()
