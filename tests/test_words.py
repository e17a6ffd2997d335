"""Italian and English that read as if their speakers wrote them.

Every message template is rendered in both languages with every kind of
argument, and fails on the patterns a translation gives away; a table of
the tricky sentences is checked word for word.
"""

from __future__ import annotations

import re
import string
from typing import Any

import pytest

from burraco_core import api
from burraco_core.messages import MESSAGES, render
from burraco_core.narration import narrate, result_words
from burraco_core.words import card_list, card_name, count, rank_name

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
CARDS = [f"{rank}{suit}" for rank in RANKS for suit in "CDHS"] + ["JK"]

# What a translation gives away: an article that does not agree, "1 carte",
# a sentence about the player built from a name, a leftover placeholder.
BAD = {
    "it": [
        r"\bil (asso|8|donna|a\w*|e\w*|o\w*)\b",
        r"\bla (asso|re|fante|jolly|\d)",
        r"\bun (donna)\b",
        r"\b(di|solo due|due volte) (asso|fante|donna)\b(?! di)",
        r"\b1 (carte|smazzate|punti)\b",
        r"\bTu ha\b",
        r"\b(monte|linea)\b",
        r"[{}]",
    ],
    "en": [
        r"\ba (ace|8|eight)\b",
        r"\ban (2|3|4|5|6|7|9|10|jack|queen|king|joker)\b",
        r"\b1 (cards|hands|points)\b",
        r"\bYou (has|draws|melds|discards)\b",
        r"[{}]",
    ],
}


def assert_reads_well(text: str, lang: str) -> None:
    for pattern in BAD[lang]:
        assert not re.search(pattern, text), f"{pattern!r} in {text!r}"


def fields_of(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("code", sorted(MESSAGES))
@pytest.mark.parametrize("lang", ["it", "en"])
def test_every_template_with_every_kind_of_argument(code: str, lang: str) -> None:
    names = fields_of(MESSAGES[code][0]) | fields_of(MESSAGES[code][1])
    values: dict[str, list[Any]] = {
        "card": CARDS,
        "wild": ["JK", "2H", "2S"],
        "rank": RANKS,
        "meld": [1, 12],
        "player": [0, 3],
        "detail": ["players must be 2, 3 or 4"],
        "text": ["'ZZ'"],
        "hint": ["", "expected a list of cards, not one string"],
        "variant": ["'x'"],
        # the lessons' verdicts (burraco_core.exercises words them)
        "given": [0, -115],
        "kind": ["a sequence", "un burraco sporco"],
        "want": ["a clean burraco (pulito)"],
        "cards": ["1 card", "8 carte"],
        "most": ["1 card"],
        "points": ["-80 points", "1 punto"],
        "least": ["20 points"],
        # bad game options, quoted
        "value": ["7", "'x'"],
        "targets": ["505, 1005"],
        "names": ["'colour'"],
        "longest": [64],
        "levels": ["facile, medio, difficile"],
        "last": [1, 3],
        # what a sequence or combination on the table takes
        "suit": ["H", "S", "C", "D"],
        "low": CARDS,
        "high": ["8H", "AS"],
        "end": ["JH", "4C"],
        # why a computer player chose its move
        "count": [1, 3],
        "held": ["7C", "JK"],
        "worth": [10, 150],
        "deals": [12, 140],
        "margin": [0, 35],
        "burraco": ["nobile", "reale"],
        "bonus": [500, 1000],
        "ours": [-60, 125],
        "theirs": [0, 465],
    }
    for name in names:
        assert name in values, f"no test values for {{{name}}} in {code}"
    for name in names or {"none"}:
        for value in values.get(name, [None]):
            params = {n: values[n][0] for n in names}
            if value is not None:
                params[name] = value
            text = render(code, params, lang)
            assert text and (text[0].isupper() or text[0] == "'"), text
            assert_reads_well(text, lang)


@pytest.mark.parametrize(
    ("made", "expected"),
    [
        (card_name("AH", "it", "the"), "l'asso di cuori"),
        (card_name("8S", "it", "the"), "l'8 di picche"),
        (card_name("QS", "it", "the"), "la donna di picche"),
        (card_name("JK", "it", "the"), "il jolly"),
        (card_name("4C", "it", "the"), "il 4 di fiori"),
        (card_name("KD", "it", "a"), "un re di quadri"),
        (card_name("QH", "it", "a"), "una donna di cuori"),
        (card_name("AH", "it", "of"), "dell'asso di cuori"),
        (card_name("QS", "it", "plural"), "donne di picche"),
        (card_name("AS", "en", "a"), "an ace of spades"),
        (card_name("8D", "en", "a"), "an 8 of diamonds"),
        (card_name("9D", "en", "a"), "a 9 of diamonds"),
        (rank_name("A", "it", "plural"), "assi"),
        (rank_name("J", "it", "plural"), "fanti"),
        (rank_name("K", "it", "plural"), "re"),
        (count(1, "card", "it"), "1 carta"),
        (count(1, "card", "en"), "1 card"),
        (count(1, "smazzata", "it"), "1 smazzata"),
        (count(1, "smazzata", "en"), "1 hand"),
        (count(2, "smazzata", "en"), "2 hands"),
        (card_list(["QD", "KD", "AD"], "it"), "donna, re e asso di quadri"),
        (render("same_rank_combination", {"rank": "A"}, "it"),
         "Dalla tua parte del tavolo c’è già una combinazione di assi: attacca lì le carte."),
        (render("too_many_copies", {"card": "AH"}, "it"),
         "Nei due mazzi ci sono solo due assi di cuori."),
        (render("card_not_in_hand", {"card": "QS"}, "it"), "Non hai in mano la donna di picche."),
        (render("wild_locked", {"wild": "2H", "card": "4H"}, "it"),
         "Il 2 di cuori sta al posto del 4 di cuori dentro la scala: "
         "solo il 4 di cuori può prenderne il posto."),
        (render("close_needs_burraco", {}, "it"), "Per chiudere serve un burraco."),
        (render("no_wrap", {}, "it")[:21], "La scala non gira: l'"),
    ],
)  # fmt: skip
def test_the_tricky_sentences(made: str, expected: str) -> None:
    assert made == expected


BURRACO = ["3S", "4S", "5S", "6S", "7S", "8S", "9S"]


def told(state: dict[str, Any], action: dict[str, Any], viewer: int, lang: str) -> str:
    before = api.view(state, viewer)
    after = api.view(api.apply(state, action), viewer)
    return narrate(action, before, after, lang)  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["it", "en"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_action_told_to_every_seat(players: int, lang: str) -> None:
    """Every kind of action, by the player himself and by each other seat."""
    for actor in range(players):
        hands: list[Any] = [None] * players
        hands[actor] = ["QD", "KD", "AD", "10S", "5H", "JK"]
        sides = 2 if players == 4 else players
        melds = [[BURRACO] if side == actor % sides else [] for side in range(sides)]
        state = api.set_up({"players": players, "hands": hands, "turn": actor, "phase": "take",
                            "pile": ["9H"], "melds": melds})  # fmt: skip
        for viewer in range(players):
            for action in (
                {"type": "draw", "seat": actor},
                {"type": "pickup", "seat": actor},
            ):
                text = told(state, action, viewer, lang)
                assert_reads_well(text, lang)
                assert text.startswith(("Hai", "You")) == (viewer == actor), text
        state = api.apply(state, {"type": "pickup", "seat": actor})
        for viewer in range(players):
            for action in (
                {"type": "meld", "seat": actor, "cards": ["AD", "KD", "QD"]},
                {"type": "attach", "seat": actor, "meld": 1, "cards": ["10S"]},
                {"type": "discard", "seat": actor, "card": "5H"},
            ):
                text = told(state, action, viewer, lang)
                assert_reads_well(text, lang)
                assert text.startswith(("Hai", "You")) == (viewer == actor), text


def test_who_does_what_in_italian() -> None:
    state = api.set_up({"players": 4, "hands": [None, None, ["KD", "5H"], None], "turn": 2,
                        "phase": "take"})  # fmt: skip
    assert told(state, {"type": "draw", "seat": 2}, 0, "it") == "Nord (compagno) pesca dal tallone."
    assert told(state, {"type": "draw", "seat": 2}, 1, "it") == "Ovest pesca dal tallone."
    two = api.set_up({"hands": [None, ["KD", "5H"]], "turn": 1, "pile": ["9C"], "phase": "take"})
    assert told(two, {"type": "pickup", "seat": 1}, 0, "it") == (
        "Il computer raccoglie gli scarti (1 carta)."
    )
    assert told(two, {"type": "pickup", "seat": 1}, 0, "en") == (
        "The computer picks up the discard pile (1 card)."
    )
    two = api.apply(two, {"type": "draw", "seat": 1})
    assert told(two, {"type": "discard", "seat": 1, "card": "KD"}, 0, "it") == (
        "Il computer scarta il re di quadri."
    )


def test_closing_and_winning_in_the_second_person() -> None:
    state = api.set_up({"hands": [["KD"], None], "took_pozzetto": [True, False],
                        "melds": [[BURRACO], []], "stock_top": ["10S"], "phase": "take",
                        "smazzate": 1})  # fmt: skip
    state = api.apply(state, {"type": "draw", "seat": 0})
    state = api.apply(state, {"type": "attach", "seat": 0, "meld": 1, "cards": ["10S"]})
    action = {"type": "discard", "seat": 0, "card": "KD"}
    before = api.view(state, 0)
    state = api.apply(state, action)
    mine, theirs = api.view(state, 0), api.view(state, 1)
    assert narrate(action, before, mine, "it") == "Hai chiuso scartando il re di quadri!"  # type: ignore[arg-type]
    assert result_words(mine, "it") == {"why": "Hai chiuso.", "winner": "Hai vinto!", "split": None}
    # seat 0 is a person (the default ``people``): seen from seat 1, he sits North
    assert result_words(theirs, "it") == {"why": "Ha chiuso Nord.",
                                          "winner": "Ha vinto Nord.",
                                          "split": None}  # fmt: skip
    assert result_words(theirs, "en") == {"why": "North closed.",
                                          "winner": "North wins.",
                                          "split": None}  # fmt: skip


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_pozzetto_al_volo_and_con_lo_scarto(lang: str) -> None:
    state = api.set_up({"hands": [["5S", "6S", "7S", "KD"], None]})
    action = {"type": "meld", "seat": 0, "cards": ["5S", "6S", "7S"]}
    text = told(state, action, 0, lang)  # KD still in hand: no pozzetto yet
    assert "pozzetto" not in text
    state = api.set_up({"hands": [["5S", "6S", "7S"], None]})  # melding all three: al volo
    mine, theirs = told(state, action, 0, lang), told(state, action, 1, lang)
    assert mine.endswith(("Sei andato a pozzetto al volo.", "You took the pozzetto al volo."))
    assert theirs.endswith(("Nord va a pozzetto al volo.",
                            "North takes the pozzetto al volo."))  # fmt: skip
    state = api.set_up({"hands": [["KD"], None]})
    discard = {"type": "discard", "seat": 0, "card": "KD"}
    mine, theirs = told(state, discard, 0, lang), told(state, discard, 1, lang)
    assert ("con lo scarto" in mine) and ("con lo scarto" in theirs)
    assert mine.startswith(("Hai scartato", "You discarded"))
    assert theirs.startswith(("Nord scarta", "North discards"))


def test_with_two_players_the_other_seat_is_the_computer_unless_a_person_plays_it() -> None:
    for people, it, en in (([0], "Il computer scarta", "The computer discards"),
                           ([0, 1], "Nord scarta", "North discards")):  # fmt: skip
        state = api.set_up({"hands": [None, ["KD", "5S"]], "turn": 1, "phase": "play",
                            "people": people})  # fmt: skip
        discard = {"type": "discard", "seat": 1, "card": "KD"}
        assert told(state, discard, 0, "it").startswith(it)
        assert told(state, discard, 0, "en").startswith(en)


def test_a_pair_wins_and_loses_in_words() -> None:
    last = {"end_reason": "closed", "closed_by": 2}
    view: Any = {"seat": 0, "players": 4, "partner": 2, "match_phase": "finished",
                 "winners": [0, 2], "results": [last]}  # fmt: skip
    assert result_words(view, "it") == {"why": "Ha chiuso Nord (compagno).",
                                        "winner": "Ha vinto la tua coppia!",
                                          "split": None}  # fmt: skip
    view.update(seat=1, partner=3)
    assert result_words(view, "it") == {"why": "Ha chiuso Ovest.",
                                        "winner": "Hanno vinto gli avversari.",
                                          "split": None}  # fmt: skip
    assert result_words(view, "en") == {
        "why": "West closed.",
        "winner": "The opponents win.",
        "split": None,
    }
