"""Scenario tests for the deal, the turn, the pozzetto, closing and the end."""

from __future__ import annotations

import random

import pytest

from burraco_core import Attach, Discard, Draw, IllegalActionError, Meld, PickUp
from burraco_core.actions import Action
from burraco_core.cards import Card
from burraco_core.smazzata import Smazzata
from tests.helpers import position

BURRACO = ["3S", "4S", "5S", "6S", "7S", "8S", "9S"]


def refuse(s: Smazzata, action: Action, code: str) -> None:
    """The action is refused with ``code`` and the smazzata is unchanged."""
    before = s.to_dict()
    with pytest.raises(IllegalActionError) as caught:
        s.apply(action)
    assert caught.value.code == code
    assert s.to_dict() == before


# --- the deal --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("variant", "players", "three", "pozzetti", "stock"),
    [
        ("classic", 2, False, [11, 11], 63),
        ("classic", 4, False, [11, 11], 41),
        ("classic", 3, False, [18, 11], 45),
        ("classic", 3, True, [11, 11, 11], 41),
        ("reale", 2, False, [11, 11], 59),
        ("reale", 4, False, [11, 11], 37),
        ("reale", 3, False, [18, 11], 41),
    ],
)
def test_deal_counts(
    variant: str, players: int, three: bool, pozzetti: list[int], stock: int
) -> None:
    s = Smazzata.deal(variant, players, dealer=1, rng=random.Random(5), three_pozzetti=three)
    assert [len(h) for h in s.hands] == [11] * players
    assert [len(p) for p in s.pozzetti] == pozzetti
    assert len(s.pile) == 1
    assert len(s.stock) == stock
    assert len(s.all_cards()) == (108 if variant == "classic" else 104)
    assert s.turn == (1 + 1) % players  # left of the dealer plays first


def test_deal_order_pozzetti_from_bottom_hands_from_top_one_at_a_time() -> None:
    # The deck after the seeded shuffle, top first, is what the deal splits.
    deck_rng, deal_rng = random.Random(9), random.Random(9)
    from burraco_core.cards import full_deck
    from burraco_core.variants import CLASSIC

    deck = full_deck(CLASSIC)
    deck_rng.shuffle(deck)
    s = Smazzata.deal("classic", 2, dealer=0, rng=deal_rng)
    assert s.pozzetti[0] == [deck[-1], deck[-3], *deck[-5:-22:-2]][:11]
    assert s.pozzetti[1][0] == deck[-2]
    assert s.hands[1][:2] == [deck[0], deck[2]]  # left of dealer 0 is seat 1
    assert s.hands[0][:2] == [deck[1], deck[3]]
    assert s.pile == [deck[22]]
    assert s.stock[-1] == deck[23]


def test_deal_is_reproducible_from_the_seed() -> None:
    a = Smazzata.deal("classic", 2, 0, random.Random("x"))
    b = Smazzata.deal("classic", 2, 0, random.Random("x"))
    c = Smazzata.deal("classic", 2, 0, random.Random("y"))
    assert a.to_dict() == b.to_dict() != c.to_dict()


# --- the turn ----------------------------------------------------------------------


def test_take_first_then_play_then_discard() -> None:
    s = position(hands=[["5S", "6S", "7S", "KD"], ["9C"]], pile=["QH"], phase="take")
    refuse(s, Meld(0, ("5S", "6S", "7S")), "must_take_first")
    refuse(s, Discard(0, "KD"), "must_take_first")
    refuse(s, Draw(1), "not_your_turn")
    s.apply(Draw(0))
    refuse(s, Draw(0), "already_took")
    refuse(s, PickUp(0), "already_took")
    s.apply(Meld(0, ("5S", "6S", "7S")))
    s.apply(Discard(0, "KD"))
    assert s.turn == 1 and s.phase == "take"


def test_pick_up_takes_the_whole_pile() -> None:
    s = position(hands=[["5S", "6S"], ["9C"]], pile=["QH", "3D", "8C"], phase="take")
    s.apply(PickUp(0))
    assert s.pile == [] and len(s.hands[0]) == 5


def test_single_card_pick_up_may_not_be_discarded() -> None:
    s = position(hands=[["5S", "6S"], ["9C"]], pile=["QH"], phase="take")
    s.apply(PickUp(0))
    refuse(s, Discard(0, "QH"), "single_pickup")
    s.apply(Discard(0, "6S"))


def test_single_card_pick_up_with_a_twin_in_hand_may_be_discarded() -> None:
    s = position(hands=[["5S", "QH"], ["9C"]], pile=["QH"], phase="take")
    s.apply(PickUp(0))
    s.apply(Discard(0, "QH"))
    assert s.pile == [Card.parse("QH")]


def test_cards_must_be_in_hand() -> None:
    s = position(hands=[["5S", "6S", "7S", "KD"], ["9C"]])
    refuse(s, Meld(0, ("5S", "6S", "8S")), "card_not_in_hand")
    refuse(s, Discard(0, "AS"), "card_not_in_hand")


def test_attach_only_to_own_side_partner_included() -> None:
    s = position(
        players=4,
        hands=[["8S", "QD", "KD"], ["9C"], ["4C"], ["JC"]],
        melds=[[["5S", "6S", "7S"]], [["9S", "10S", "JS"]]],
    )
    refuse(s, Attach(0, 2, ("8S",)), "not_own_meld")
    s.apply(Attach(0, 1, ("8S",)))
    assert s.sides[0].melds[0].layout.notation() == ["5S", "6S", "7S", "8S"]


def test_no_two_combinations_of_one_rank_on_a_side() -> None:
    s = position(hands=[["9D", "9H", "9S", "KD"], ["4C"]], melds=[[["9C", "9C", "9D"]], []])
    refuse(s, Meld(0, ("9D", "9H", "9S")), "same_rank_combination")
    s.apply(Attach(0, 1, ("9D", "9H")))


def test_refused_meld_reports_the_rule() -> None:
    s = position(hands=[["5S", "6D", "7S", "KD"], ["9C"]])
    refuse(s, Meld(0, ("5S", "6D", "7S")), "mixed_cards")


# --- pozzetto -----------------------------------------------------------------------


def test_pozzetto_al_volo_plays_on_in_the_same_turn() -> None:
    s = position(hands=[["5S", "6S", "7S"], ["9C"]])
    pozzetto = list(s.pozzetti[0])
    s.apply(Meld(0, ("5S", "6S", "7S")))
    assert s.hands[0] == pozzetto and s.sides[0].took_pozzetto
    assert s.turn == 0 and s.phase == "play" and len(s.pozzetti) == 1
    s.apply(Discard(0, str(pozzetto[0])))
    assert s.turn == 1


def test_pozzetto_con_scarto_even_with_a_wild() -> None:
    s = position(hands=[["JK"], ["9C"]])
    pozzetto = list(s.pozzetti[0])
    s.apply(Discard(0, "JK"))
    assert s.hands[0] == pozzetto and s.sides[0].took_pozzetto and s.turn == 1


def test_one_pozzetto_per_side_partner_cannot_take_another() -> None:
    s = position(
        players=4,
        hands=[["KD"], ["9C"], ["4C"], ["JC"]],
        took_pozzetto=[True, False],
        melds=[[], []],
    )
    refuse(s, Discard(0, "KD"), "close_needs_burraco")


def test_after_the_pozzetto_no_emptying_the_hand_by_melding() -> None:
    s = position(
        hands=[["5S", "6S", "7S"], ["9C"]], took_pozzetto=[True, False], melds=[[BURRACO], []]
    )
    refuse(s, Meld(0, ("5S", "6S", "7S")), "keep_a_card")


def test_meld_may_not_leave_a_card_that_cannot_be_discarded() -> None:
    s = position(
        hands=[["5H", "6H", "7H", "JK"], ["9C"]], took_pozzetto=[True, False], melds=[[BURRACO], []]
    )
    refuse(s, Meld(0, ("5H", "6H", "7H")), "no_way_to_finish")  # a lone wild cannot close
    s2 = position(hands=[["5H", "6H", "7H", "KD"], ["9C"]], took_pozzetto=[True, False])
    refuse(s2, Meld(0, ("5H", "6H", "7H")), "no_way_to_finish")  # no burraco yet


def test_meld_leaving_the_single_picked_card_is_refused() -> None:
    s = position(hands=[["5H", "6H", "7H"], ["9C"]], pile=["QC"], phase="take")
    s.apply(PickUp(0))
    refuse(s, Meld(0, ("5H", "6H", "7H")), "no_way_to_finish")


# --- closing ------------------------------------------------------------------------


def test_closing_needs_pozzetto_burraco_and_a_plain_discard() -> None:
    s = position(hands=[["KD"], ["9C"]], took_pozzetto=[True, False], melds=[[BURRACO], []])
    s.apply(Discard(0, "KD"))
    assert s.over and s.end_reason == "closed" and s.closed_by == 0
    scores = s.side_scores()
    assert scores[0].closing == 100 and scores[0].pozzetto == 0
    assert scores[1].closing == 0 and scores[1].pozzetto == -100


def test_closing_refusals() -> None:
    # (without the pozzetto a last discard takes it: see the con scarto test)
    s = position(hands=[["2C"], ["9C"]], took_pozzetto=[True, False], melds=[[BURRACO], []])
    refuse(s, Discard(0, "2C"), "close_wild")
    s = position(hands=[["JK"], ["9C"]], took_pozzetto=[True, False], melds=[[BURRACO], []])
    refuse(s, Discard(0, "JK"), "close_wild")
    s = position(hands=[["KD"], ["9C"]], took_pozzetto=[True, False], melds=[[BURRACO[:6]], []])
    refuse(s, Discard(0, "KD"), "close_needs_burraco")


def test_reale_closing_needs_a_clean_burraco() -> None:
    dirty = ["3S", "4S", "5S", "2C", "7S", "8S", "9S"]
    s = position(
        variant="reale", hands=[["KD"], ["9C"]], took_pozzetto=[True, False], melds=[[dirty], []]
    )
    refuse(s, Discard(0, "KD"), "close_needs_clean_burraco")
    s = position(
        variant="reale", hands=[["KD"], ["9C"]], took_pozzetto=[True, False], melds=[[BURRACO], []]
    )
    s.apply(Discard(0, "KD"))
    assert s.end_reason == "closed"


def test_close_when_every_pozzetto_is_gone_pays_the_penalty() -> None:
    s = position(variant="reale", hands=[["KD"], ["9C"]], melds=[[BURRACO], []], pozzetti=[])
    s.apply(Discard(0, "KD"))
    assert s.end_reason == "closed"
    assert s.side_scores()[0].pozzetto == -100 and s.side_scores()[0].closing == 100


# --- the end of the smazzata -----------------------------------------------------------


def test_classic_stock_down_to_two_ends_after_that_turn() -> None:
    s = position(hands=[["5S", "KD"], ["9C", "8C"]], stock_size=3, phase="take")
    s.apply(Draw(0))
    assert len(s.stock) == 2 and s.last_turn
    s.apply(Discard(0, "KD"))
    assert s.over and s.end_reason == "stock" and s.closed_by is None
    assert all(score.closing == 0 for score in s.side_scores())


def test_classic_last_turn_may_still_close() -> None:
    s = position(hands=[["KD"], ["9C"]], took_pozzetto=[True, False], melds=[[BURRACO], []],
                 stock_top=["10S"], stock_size=3, phase="take")  # fmt: skip
    s.apply(Draw(0))  # the third-last card: the stock is down to two
    assert s.last_turn and len(s.stock) == 2
    s.apply(Attach(0, 1, ("10S",)))
    s.apply(Discard(0, "KD"))  # the hand is empty: a closing, not just the end
    assert s.over and s.end_reason == "closed" and s.closed_by == 0
    assert [score.closing for score in s.side_scores()] == [100, 0]


def test_classic_last_turn_without_a_close_ends_without_the_bonus() -> None:
    s = position(hands=[["KD"], ["9C"]], took_pozzetto=[True, False], melds=[[BURRACO], []],
                 stock_top=["QH"], stock_size=3, phase="take")  # fmt: skip
    s.apply(Draw(0))
    s.apply(Discard(0, "KD"))
    assert s.over and s.end_reason == "stock" and s.closed_by is None
    assert [str(c) for c in s.hands[0]] == ["QH"]


def test_reale_untaken_pozzetto_joins_the_stock() -> None:
    s = position(variant="reale", hands=[["5S", "KD"], ["9C", "8C"]], stock_size=3, phase="take")
    bottom_two = s.stock[:2]
    s.apply(Draw(0))
    assert len(s.stock) == 13 and len(s.pozzetti) == 1 and not s.last_turn
    assert s.stock[:2] == bottom_two  # the last two stay at the bottom
    s.apply(Discard(0, "KD"))
    assert not s.over and s.turn == 1


def test_reale_ends_when_no_pozzetto_is_left() -> None:
    s = position(variant="reale", hands=[["5S", "KD"], ["9C"]], stock_size=3, phase="take",
                 pozzetti=[])  # fmt: skip
    s.apply(Draw(0))
    assert s.last_turn
    s.apply(Discard(0, "KD"))
    assert s.end_reason == "stock"


def test_stalemate_after_twelve_turns_without_a_draw() -> None:
    s = position(hands=[["5S", "KD"], ["9C", "8C"]], pile=["QH"], phase="take",
                 turns_without_draw=11)  # fmt: skip
    s.apply(PickUp(0))
    s.apply(Discard(0, "KD"))
    assert s.end_reason == "stalemate"


def test_a_draw_resets_the_stalemate_count() -> None:
    s = position(hands=[["5S", "KD"], ["9C", "8C"]], phase="take", turns_without_draw=11)
    s.apply(Draw(0))
    s.apply(Discard(0, "KD"))
    assert not s.over and s.turns_without_draw == 0


def test_nothing_after_the_end() -> None:
    s = position(hands=[["KD"], ["9C"]], took_pozzetto=[True, False], melds=[[BURRACO], []])
    s.apply(Discard(0, "KD"))
    refuse(s, Draw(1), "smazzata_over")


# --- three players -----------------------------------------------------------------


def test_three_players_first_out_takes_the_18_others_become_partners() -> None:
    s = position(
        players=3,
        hands=[["9C"], ["5S", "6S", "7S"], ["QD", "QH", "QS", "4C"]],
        melds=[[["4D", "5D", "6D"]], [], [["JH", "JS", "JC"]]],
        pozzetti=[18, 11],
        turn=1,
    )
    s.apply(Meld(1, ("5S", "6S", "7S")))
    assert len(s.hands[1]) == 18
    assert [side.seats for side in s.sides] == [[0, 2], [1]]
    pair = s.sides[0]
    assert not pair.took_pozzetto and [m.id for m in pair.melds] == [1, 2]
    assert [len(p) for p in s.pozzetti] == [11]


def test_three_pozzetti_everyone_alone() -> None:
    s = position(players=3, hands=[["9C"], ["5S", "6S", "7S"], ["4C"]], pozzetti=[11, 11, 11],
                 three_pozzetti=True, turn=1)  # fmt: skip
    s.apply(Meld(1, ("5S", "6S", "7S")))
    assert len(s.sides) == 3 and len(s.pozzetti) == 2


def test_a_meld_may_not_leave_only_copies_of_the_card_picked_up_alone() -> None:
    # A joker picked up alone may not be discarded; two more jokers came with
    # the pozzetto (al volo), so keeping just them would leave no discard.
    s = position(
        hands=[["JK", "JK", "5H", "6H", "7H"], ["9C"]],
        took_pozzetto=[True, False],
        melds=[[BURRACO], []],
        forbidden_discard="JK",
    )
    refuse(s, Meld(0, ("5H", "6H", "7H")), "no_way_to_finish")
    s.apply(Meld(0, ("5H", "6H", "JK")))  # keeping 7H and a joker is fine
    s.apply(Discard(0, "7H"))
