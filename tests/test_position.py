"""Setting up a position through the public API, and one legality path."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from burraco_core import IllegalActionError, StateError, api
from burraco_core.match import Match
from burraco_core.position import set_up

BURRACO = ["3S", "4S", "5S", "6S", "7S", "8S", "9S"]


def call(op: str, **fields: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(api.handle(json.dumps({"op": op, **fields})))
    return answer


def test_a_position_is_a_real_game_that_saves_and_replays() -> None:
    spec = {
        "hands": [["5H", "6H", "7H", "KD"], None],
        "melds": [[BURRACO], [["QC", "QD", "QH"]]],
        "took_pozzetto": [True, False],
        "pile": ["2C", "QS"],
        "phase": "take",
        "seed": "puzzle-3",
    }
    view = call("set_up", position=spec)["result"]["view"]
    assert view["hand"] == ["5H", "6H", "7H", "KD"] and view["hand_counts"][1] == 11
    assert view["pozzetti"] == [11] and view["pile"] == ["2C", "QS"]
    assert view["legal"]["pickup"] and view["legal"]["can_close"]
    call("apply", action={"type": "pickup", "seat": 0})
    call("apply", action={"type": "meld", "seat": 0, "cards": ["5H", "6H", "7H"]})
    state = call("save")["result"]["state"]
    assert call("load", state=state)["ok"]  # the log replays from the position
    again = api.replay(state["options"], [])
    assert again != state  # without the position the seed deals another game


def test_the_same_spec_and_seed_give_the_same_hidden_cards() -> None:
    spec = {"hands": [["KD"], None], "seed": 7}
    assert set_up(spec).to_dict() == set_up(dict(spec)).to_dict()
    assert set_up({**spec, "seed": 8}).to_dict() != set_up(spec).to_dict()


def test_a_position_carries_the_public_record_into_the_view() -> None:
    match = set_up({"hands": [["KD"], None], "picked_up": [[], ["4H", "4H"]],
                    "discarded": [["9C"], []]})  # fmt: skip
    view = match.to_dict()["smazzata"]
    assert view["picked_up"] == [[], ["4H", "4H"]] and view["discarded"] == [["9C"], []]


def test_an_edited_position_is_refused_like_an_edited_save() -> None:
    state = api.set_up({"hands": [["KD", "5S"], None]})
    edited = copy.deepcopy(state)
    edited["start"]["hands"][0] = ["KD", "6S"]  # and the card moves off the stock
    edited["start"]["stock"][edited["start"]["stock"].index("6S")] = "5S"
    with pytest.raises(StateError):
        Match.from_dict(edited, verify_log=True)


@pytest.mark.parametrize(
    ("spec", "words"),
    [
        ({"hands": [["KD", "KD", "KD"], None]}, "more copies"),
        ({"hands": [["KD"]]}, "one entry per seat"),
        ({"colour": "red"}, "unknown position fields"),
        ({"melds": [[["3H", "9C", "KS"]], []]}, "not a valid meld"),
        ({"hand_sizes": {"1": 200}}, "not enough hidden cards"),
        ({"picked_up": [["KD"]]}, "picked_up needs one entry per seat"),
        ("KD", "a position is an object"),
    ],
)
def test_a_position_that_cannot_be_is_refused_in_words(spec: Any, words: str) -> None:
    with pytest.raises(StateError) as caught:
        set_up(spec)
    assert words in str(caught.value)


def test_check_and_apply_refuse_an_opponents_meld_the_same_way() -> None:
    call(
        "set_up",
        position={"hands": [["10S", "KD"], None], "melds": [[], [BURRACO]], "phase": "play"},
    )
    query = {"op": "attach", "meld": 1, "cards": ["10S"]}
    check = call("check", seat=0, query=query)["result"]
    assert not check["valid"] and check["code"] == "not_own_meld"
    answer = call("apply", action={"type": "attach", "seat": 0, "meld": 1, "cards": ["10S"]})
    assert answer["error"]["code"] == "not_own_meld"
    state = api.set_up({"hands": [["10S", "KD"], None], "melds": [[], [BURRACO]]})
    with pytest.raises(IllegalActionError) as caught:
        api.apply(state, {"type": "attach", "seat": 0, "meld": 1, "cards": ["10S"]})
    assert caught.value.code == "not_own_meld"
