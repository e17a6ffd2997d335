"""Scenario tests for the meld rules of RULES.md ("Melds", "Burraco")."""

from __future__ import annotations

import dataclasses

import pytest

from burraco_core import CardError, card_points, check_attach, check_meld, score_side
from burraco_core.melds import MeldError

RUN_AK = ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH"]


def ok(cards: list[str], variant: str = "classic") -> tuple[str, ...]:
    result = check_meld(cards, variant)
    assert result.valid, result.reason
    return result.cards


def refused(cards: list[str], variant: str = "classic") -> str:
    result = check_meld(cards, variant)
    assert not result.valid
    assert result.reason and result.kind is None and result.cards == ()
    return str(result.code)


# --- sequences ---------------------------------------------------------------


def test_sequence_is_laid_low_to_high() -> None:
    assert ok(["7S", "5S", "6S"]) == ("5S", "6S", "7S")
    assert check_meld(["5S", "6S", "7S"]).kind == "sequence"


def test_ace_low_or_high_but_no_wrap() -> None:
    assert ok(["2C", "AC", "3C"]) == ("AC", "2C", "3C")
    assert ok(["KC", "AC", "QC"]) == ("QC", "KC", "AC")
    assert refused(["KC", "AC", "2C", "3C"]) == "no_wrap"


def test_sequence_needs_one_suit_and_no_repeats() -> None:
    assert refused(["5S", "6H", "7S"]) == "mixed_cards"
    assert refused(["5S", "6S", "6S", "7S"]) == "duplicate_in_sequence"
    assert refused(["5S", "6S", "9S"]) == "not_consecutive"


def test_at_least_three_cards_and_two_naturals() -> None:
    assert refused(["5S", "6S"]) == "too_few_cards"
    assert refused(["JK", "2C", "5S"]) == "too_many_wilds"
    assert refused(["2C", "2D", "2S"]) == "needs_two_naturals"


def test_at_most_one_wild_but_a_natural_two_does_not_count() -> None:
    assert refused(["3H", "JK", "5H", "2C", "7H"]) == "too_many_wilds"
    assert ok(["2H", "3H", "JK", "5H"]) == ("2H", "3H", "JK", "5H")


def test_a_wild_fills_one_gap_only() -> None:
    assert ok(["5D", "7D", "2S"]) == ("5D", "2S", "7D")
    assert refused(["5D", "8D", "JK"]) == "not_consecutive"


def test_free_wild_goes_low_except_above_a_low_ace() -> None:
    assert ok(["3H", "JK", "4H"]) == ("JK", "3H", "4H")
    assert ok(["AH", "2H", "JK"]) == ("AH", "2H", "JK")
    assert ok(["2H", "2H", "3H"]) == ("2H", "2H", "3H")  # seed 000: first 2H wild as the ace


def test_classic_ace_at_one_end_reale_at_both() -> None:
    both = [*RUN_AK, "AH"]
    assert refused(both, "classic") == "ace_both_ends"
    result = check_meld(both, "reale")
    assert result.valid and result.burraco == "reale" and len(result.cards) == 14


def test_classic_a_to_k_plus_wild_lays_the_wild_after_the_king() -> None:
    assert ok([*RUN_AK, "JK"]) == (*RUN_AK, "JK")


def test_natural_two_in_place_is_clean() -> None:
    result = check_meld(["2D", "3D", "4D", "5D", "6D", "7D", "8D"])
    assert result.cards[0] == "2D" and result.burraco == "pulito"


# --- combinations --------------------------------------------------------------


def test_combination_classic_only() -> None:
    assert ok(["9C", "9D", "9C"]) == ("9C", "9C", "9D")
    assert check_meld(["9C", "9D", "9S"]).kind == "combination"
    assert refused(["9C", "9D", "9S"], "reale") == "no_combinations"


def test_combination_wild_goes_last_and_only_one() -> None:
    assert ok(["2S", "QH", "QD"]) == ("QD", "QH", "2S")
    assert refused(["2S", "QH", "QD", "JK"]) == "too_many_wilds"


def test_combination_up_to_eight_naturals_plus_a_wild() -> None:
    eight = ["7C", "7C", "7D", "7D", "7H", "7H", "7S", "7S"]
    result = check_meld([*eight, "JK"])
    assert result.valid and len(result.cards) == 9 and result.burraco == "semipulito"
    assert refused([*eight, "7S"]) == "too_many_copies"


def test_no_jokers_in_reale() -> None:
    assert refused(["5S", "6S", "JK"], "reale") == "no_jokers"


# --- attaching and moving wilds ------------------------------------------------


def test_seed_000_wild_inside_is_displaced_only_by_its_card() -> None:
    refusal = check_attach(["3H", "2H", "5H"], ["2C"])
    assert not refusal.valid and refusal.code == "wild_locked"
    assert "4 of hearts" in (refusal.reason or "")
    # even though it would be a valid new meld
    assert check_meld(["2H", "3H", "2C", "5H"]).valid


def test_seed_000_free_wild_moves_where_needed() -> None:
    assert check_attach(["2H", "2H", "3H"], ["5H"]).cards == ("2H", "3H", "2H", "5H")


def test_displaced_wild_goes_to_an_end() -> None:
    assert check_attach(["5H", "JK", "7H"], ["6H"]).cards == ("JK", "5H", "6H", "7H")


def test_displaced_same_suit_two_returns_to_its_natural_place() -> None:
    result = check_attach(["3H", "2H", "5H"], ["4H"])
    assert result.cards == ("2H", "3H", "4H", "5H")


def test_natural_two_at_low_end_may_become_the_wild() -> None:
    assert check_attach(["2D", "3D", "4D"], ["6D"]).cards == ("3D", "4D", "2D", "6D")
    assert check_attach(["2D", "3D", "4D"], ["AD"]).cards == ("AD", "2D", "3D", "4D")


def test_free_wild_at_low_end_fills_a_new_gap() -> None:
    assert check_attach(["JK", "3H", "4H"], ["6H"]).cards == ("3H", "4H", "JK", "6H")
    assert check_attach(["JK", "3H", "4H"], ["AH"]).cards == ("AH", "JK", "3H", "4H")


def test_second_wild_refused_when_attaching() -> None:
    assert check_attach(["5C", "6C", "7C"], ["JK"]).valid
    assert check_attach(["JK", "6C", "7C"], ["2D"]).code == "too_many_wilds"
    assert check_attach(["QD", "QH", "2S"], ["JK"]).code == "too_many_wilds"


def test_attach_to_combination() -> None:
    assert check_attach(["QD", "QH", "2S"], ["QC", "QC"]).cards == ("QC", "QC", "QD", "QH", "2S")
    assert check_attach(["QD", "QH", "QS"], ["KD"]).code == "attach_wrong_rank"


@pytest.mark.parametrize(
    ("meld", "cards", "code", "reason"),
    [
        (["5H", "6H", "7H"], ["JS"], "attach_wrong_suit",
         "This is a sequence of hearts: the jack of spades cannot join it."),
        (["5H", "6H", "7H"], ["JH"], "attach_not_next",
         "The jack of hearts does not continue this sequence: it takes the 4 of hearts"
         " or the 8 of hearts."),
        (["QH", "KH", "AH"], ["9H"], "attach_not_next_one",
         "The 9 of hearts does not continue this sequence: it takes only the jack of hearts."),
        (["5C", "5S", "5D"], ["6H"], "attach_wrong_rank",
         "This is a combination of 5s: the 6 of hearts cannot join it."),
        # a card that may be wild is judged by the rules of wilds
        (["5H", "6H", "7H"], ["JK", "JK"], "too_many_wilds", None),
    ],
)  # fmt: skip
def test_a_refused_attachment_says_what_the_meld_takes(
    meld: list[str], cards: list[str], code: str, reason: str | None
) -> None:
    check = check_attach(meld, cards)
    assert (check.valid, check.code) == (False, code)
    if reason:
        assert check.reason == reason


def test_attach_to_invalid_table_meld_is_refused() -> None:
    assert check_attach(["5H", "9C", "KD"], ["6H"]).code == "meld_invalid"
    assert check_attach(["5H", "6H", "7H"], []).code == "no_cards"


def test_attach_reads_an_unsorted_meld() -> None:
    assert check_attach(["7H", "5H", "6H"], ["8H"]).cards == ("5H", "6H", "7H", "8H")


def test_attach_can_make_a_burraco_and_change_its_kind() -> None:
    base = ["3S", "4S", "5S", "6S", "7S", "8S"]
    assert check_attach(base, ["9S"]).burraco == "pulito"
    assert check_attach([*base, "9S"], ["JK"]).burraco == "semipulito"


# --- burraco kinds ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "variant", "kind"),
    [
        (["3S", "4S", "5S", "6S", "7S", "8S"], "classic", None),
        (["3S", "4S", "5S", "6S", "7S", "8S", "9S"], "classic", "pulito"),
        (["3S", "4S", "5S", "JK", "7S", "8S", "9S"], "classic", "sporco"),
        (["3S", "4S", "5S", "6S", "7S", "8S", "9S", "JK"], "classic", "semipulito"),
        (["3S", "4S", "JK", "6S", "7S", "8S", "9S", "10S"], "classic", "sporco"),
        # RULES.md: in a sequence the wild of a semipulito is at an end
        (["3S", "JK", "5S", "6S", "7S", "8S", "9S", "10S", "JS"], "classic", "sporco"),
        (["JK", "4S", "5S", "6S", "7S", "8S", "9S", "10S"], "classic", "semipulito"),
        (["3S", "4S", "5S", "6S", "7S", "8S", "9S", "2C"], "reale", "sporco"),
        (["5D", "5D", "5C", "5C", "5H", "5H", "JK"], "classic", "sporco"),
        (["5D", "5D", "5C", "5C", "5H", "5H", "5S", "2C"], "classic", "semipulito"),
        (RUN_AK, "classic", "pulito"),
        (RUN_AK, "reale", "nobile"),
        ([*RUN_AK[1:], "AH"], "reale", "nobile"),
        ([*RUN_AK, "AH"], "reale", "reale"),
    ],
)
def test_burraco_kinds(cards: list[str], variant: str, kind: str | None) -> None:
    result = check_meld(cards, variant)
    assert result.valid, result.reason
    assert result.burraco == kind


# --- points, scoring, results ------------------------------------------------------


def test_card_points() -> None:
    assert [card_points(c) for c in ["JK", "2S", "AS", "KS", "8S", "7S", "3S"]] == [
        30, 20, 15, 10, 10, 5, 5,
    ]  # fmt: skip
    assert card_points("2S", "reale") == 10
    with pytest.raises(CardError):
        card_points("JK", "reale")


def test_score_side_breakdown_sums_to_total() -> None:
    burraco = ["3S", "4S", "5S", "6S", "7S", "8S", "9S"]
    score = score_side([burraco, ["QD", "QH", "JK"]], ["AS", "2C"], closed=True, took_pozzetto=True)
    assert score.melded == 45 + 50
    assert score.hand == -35
    assert score.burraco == 200
    assert score.closing == 100
    assert score.pozzetto == 0
    assert score.total == 45 + 50 - 35 + 200 + 100
    assert score.to_dict()["total"] == score.total


def test_score_side_penalty_and_reale_values() -> None:
    score = score_side([], ["2C"], closed=False, took_pozzetto=False, variant="reale")
    assert (score.hand, score.pozzetto, score.total) == (-10, -100, -110)


def test_score_side_refuses_an_invalid_meld() -> None:
    with pytest.raises(MeldError):
        score_side([["3S", "9D", "KC"]], [], closed=False, took_pozzetto=True)


def test_meld_check_is_frozen_and_serializes() -> None:
    result = check_meld(["5S", "6S", "7S"])
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.valid = False  # type: ignore[misc]
    assert result.to_dict() == {
        "valid": True,
        "kind": "sequence",
        "cards": ["5S", "6S", "7S"],
        "burraco": None,
        "reason": None,
        "code": None,
        "params": {},
    }


def test_reasons_in_italian() -> None:
    result = check_meld(["5S", "6S", "JK", "2C"], lang="it")
    assert result.reason == "Un gioco può contenere una sola matta (un jolly o una pinella)."


@pytest.mark.parametrize("bad", ["1H", "11S", "XX", "", "JKK", "10", "H5"])
def test_unknown_card_strings_are_quoted(bad: str) -> None:
    with pytest.raises(CardError) as caught:
        check_meld([bad, "5S", "6S"])
    assert repr(bad) in str(caught.value)
    assert isinstance(caught.value, ValueError)


def test_one_string_instead_of_a_list() -> None:
    with pytest.raises(CardError):
        check_meld("5S6S7S")


# --- choices of docs/RULES-CHOICES.md -------------------------------------------------


def test_free_wild_stays_at_its_end_when_not_needed() -> None:
    assert check_attach(["5H", "6H", "7H", "JK"], ["4H"]).cards == ("4H", "5H", "6H", "7H", "JK")


def test_displaced_wild_may_fill_a_gap_opened_in_the_same_attachment() -> None:
    result = check_attach(["3H", "2H", "5H"], ["4H", "7H"])
    assert result.cards == ("3H", "4H", "5H", "2H", "7H")


def test_unsorted_valid_table_order_keeps_the_wild_inside() -> None:
    # 3H JK 5H keeps the joker as the 4H: only the 4H may replace it
    assert check_attach(["3H", "JK", "5H"], ["2S"]).code == "too_many_wilds"
    assert check_attach(["3H", "JK", "5H"], ["4H"]).cards == ("JK", "3H", "4H", "5H")
