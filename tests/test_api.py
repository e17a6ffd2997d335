"""The JSON API: sessions, stateless calls, and every kind of bad input."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from burraco_core import ActionFormatError, CardError, IllegalActionError, StateError, api
from burraco_core.match import Match


def call(op: str, **fields: Any) -> dict[str, Any]:
    answer = json.loads(api.handle(json.dumps({"op": op, **fields})))
    assert set(answer) == {"ok", "result"} or set(answer) == {"ok", "error"}
    return answer


def ok(op: str, **fields: Any) -> Any:
    answer = call(op, **fields)
    assert answer["ok"], answer
    return answer["result"]


def test_new_game_view_and_play_through_handle() -> None:
    view = ok("new_game", options={"variant": "classic", "players": 2, "seed": 42})["view"]
    assert view["seat"] == 0 and len(view["hand"]) == 11 and view["stock"] == 63
    assert view["hand_counts"] == [11, 11] and view["pozzetti"] == [11, 11]
    assert view["turn"] == 0 and view["legal"]["draw"] and view["legal"]["pickup"]
    after = ok("apply", action={"type": "draw", "seat": 0})["view"]
    assert len(after["hand"]) == 12 and after["phase"] == "play"
    assert after["legal"]["discard"]
    card = after["legal"]["discard"][0]
    check = ok("check", query={"op": "discard", "card": card})
    assert check["valid"] and check["effect"] == "discard"
    after = ok("apply", action={"type": "discard", "seat": 0, "card": card})["view"]
    assert after["turn"] == 1 and after["pile"][-1] == card


def test_computer_turn_returns_steps_to_play_back() -> None:
    ok("new_game", options={"seed": 42})
    ok("apply", action={"type": "draw", "seat": 0})
    ok(
        "apply",
        action={"type": "discard", "seat": 0, "card": ok("view")["view"]["legal"]["discard"][0]},
    )
    before = ok("save")["state"]
    result = ok("computer_turn", level="facile")
    steps = result["steps"]
    assert steps[0]["action"]["type"] in ("draw", "pickup")
    assert steps[-1]["action"]["type"] == "discard"
    assert all(step["action"]["seat"] == 1 for step in steps)
    # Each step's view is seat 0's view after that action: replay them.
    state = before
    for step in steps:
        state = api.apply(state, step["action"])
        assert api.view(state, 0) == step["view"]
    assert state == ok("save")["state"]
    assert steps[-1]["view"] == result["view"] and result["view"]["turn"] == 0


def test_opponent_hands_are_not_in_the_view() -> None:
    view = ok("new_game", options={"seed": 5})["view"]
    text = json.dumps(view)
    state = ok("save")["state"]
    other = state["smazzata"]["hands"][1]
    assert view["hand"] != other
    assert "stock" in view and isinstance(view["stock"], int)
    assert all(isinstance(n, int) for n in view["pozzetti"])
    assert json.dumps(other) not in text


def test_save_and_load_round_trip() -> None:
    ok("new_game", options={"seed": 42})
    ok("apply", action={"type": "draw", "seat": 0})
    state = ok("save")["state"]
    view = ok("load", state=state)["view"]
    assert view["phase"] == "play"
    assert ok("save")["state"] == state


def test_tampered_state_is_refused() -> None:
    ok("new_game", options={"seed": 42})
    ok("apply", action={"type": "draw", "seat": 0})
    state = ok("save")["state"]
    swapped = copy.deepcopy(state)
    hands = swapped["smazzata"]["hands"]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    answer = call("load", state=swapped)
    assert not answer["ok"] and answer["error"]["error"] == "StateError"
    extra = copy.deepcopy(state)
    extra["smazzata"]["hands"][0].append("AS")
    assert call("load", state=extra)["error"]["code"] == "bad_state"
    for broken in ({}, {"format": "burraco-match/1"}, [], "text", {**state, "scores": "x"}):
        assert call("load", state=broken)["error"]["code"] == "bad_state"


def test_refusals_carry_code_and_message_in_the_chosen_language() -> None:
    ok("new_game", options={"seed": 42})
    answer = call("apply", action={"type": "discard", "seat": 0, "card": "KS"}, lang="it")
    assert answer["error"]["code"] == "must_take_first"
    assert answer["error"]["message"].startswith("Prima pesca")
    answer = call("apply", action={"type": "draw", "seat": 1})
    assert answer["error"]["code"] == "not_your_turn"
    assert answer["error"]["error"] == "IllegalActionError"


@pytest.mark.parametrize(
    ("action", "code"),
    [
        ({"type": "fly", "seat": 0}, "bad_action"),
        ({"type": "draw"}, "bad_action"),
        ({"type": "draw", "seat": "0"}, "bad_action"),
        ({"type": "draw", "seat": 7}, "bad_action"),
        ({"type": "meld", "seat": 0, "cards": "5S6S7S"}, "bad_action"),
        ({"type": "meld", "seat": 0, "cards": []}, "bad_action"),
        ({"type": "meld", "seat": 0, "cards": ["5Z", "6S", "7S"]}, "unknown_card"),
        ({"type": "attach", "seat": 0, "cards": ["5S"]}, "bad_action"),
        ({"type": "discard", "seat": 0}, "bad_action"),
        ("draw", "bad_action"),
    ],
)
def test_malformed_actions(action: Any, code: str) -> None:
    ok("new_game", options={"seed": 42})
    before = ok("save")["state"]
    answer = call("apply", action=action)
    assert not answer["ok"] and answer["error"]["code"] == code
    assert ok("save")["state"] == before


def test_malformed_requests() -> None:
    assert json.loads(api.handle("{nope"))["error"]["code"] == "bad_request"
    assert json.loads(api.handle("[1]"))["error"]["code"] == "bad_request"
    assert call("teleport")["error"]["code"] == "bad_request"
    assert call("new_game", options={"players": 9})["error"]["code"] == "bad_players"
    assert call("view", seat=5)["error"]["code"] == "bad_action"


def test_stateless_rules_calls() -> None:
    assert ok("check_meld", cards=["3H", "2H", "5H"])["cards"] == ["3H", "2H", "5H"]
    refused = ok("check_attach", meld=["3H", "2H", "5H"], cards=["2C"], lang="it")
    assert not refused["valid"] and "4 di cuori" in refused["reason"]
    assert ok("card_points", card="2S", variant="reale")["points"] == 10
    score = ok("score_side", melds=[["5S", "6S", "7S"]], hand=["KD"], took_pozzetto=True)
    assert score["total"] == 15 - 10
    assert "wild_locked" in ok("strings")["messages"]
    assert call("check_meld", cards=["ZZ"])["error"]["code"] == "unknown_card"


def test_stateless_python_functions() -> None:
    state = api.new_game({"seed": 3, "players": 4})
    turn = api.view(state, 0)["turn"]
    state = api.apply(state, {"type": "draw", "seat": turn})
    with pytest.raises(IllegalActionError):
        api.apply(state, {"type": "draw", "seat": turn})
    with pytest.raises(ActionFormatError):
        api.apply(state, {"type": "draw"})
    with pytest.raises(CardError):
        api.check(state, turn, {"op": "discard", "card": "0X"})
    result = api.computer_turn(api.new_game({"seed": 3}))
    assert result["actions"][-1]["type"] == "discard"
    replayed = api.replay({"seed": 3}, result["state"]["log"])
    assert replayed == result["state"]
    with pytest.raises(StateError):
        Match.from_dict({**state, "log": [{"type": "draw", "seat": 0}] * 3}, verify_log=True)


def test_view_lists_the_melds_with_their_burraco_kind() -> None:
    state = api.new_game({"seed": 21})
    for _ in range(60):
        result = api.computer_turn(state)
        state = result["state"]
        sides = api.view(state, 0)["sides"]
        melds = [m for side in sides for m in side["melds"]]
        if melds:
            meld = melds[0]
            assert set(meld) >= {"id", "cards", "kind", "burraco", "points", "owner"}
            return
        if state["phase"] != "playing":
            break
    pytest.fail("no meld was made in 60 computer turns")


@pytest.mark.parametrize(
    ("options", "code", "italian"),
    [
        ({"target": 100}, "bad_target", "Il punteggio da raggiungere è uno tra 505, 1005"),
        ({"players": 7}, "bad_players", "Si gioca in 2, 3 o 4, non in 7."),
        ({"smazzate": 0}, "bad_smazzate", "Una partita dura da 1 a 100 smazzate, non 0."),
        ({"target": 505, "smazzate": 3}, "target_and_smazzate", "non entrambi"),
        ({"colour": "red"}, "unknown_options", "Opzioni di gioco sconosciute: 'colour'."),
        ({"seed": ""}, "bad_seed", "Un seme di partita è un numero intero"),
        ({"people": [0, 2]}, "bad_people", "ciascuno da 0 a 1."),
        ({"people": [1, 1], "players": 3}, "bad_people", "ciascuno da 0 a 2."),
        ({"people": []}, "bad_people", "Posti delle persone non validi []"),
        ({"people": "0"}, "bad_people", "Posti delle persone non validi '0'"),
    ],
)
def test_bad_options_are_refused_in_the_players_language(
    options: dict[str, object], code: str, italian: str
) -> None:
    """A link's bad option is told in Italian with no English inside."""
    error = call("new_game", options=options, lang="it")["error"]
    assert error["code"] == code
    assert italian in error["message"]
    assert "must" not in error["message"] and "not " not in error["message"]


def test_the_history_narrates_this_smazzata_from_the_seats_view() -> None:
    call("new_game", options={"seed": "5", "players": 4, "smazzate": 2}, seat=0, lang="en")
    while call("view", seat=0)["result"]["view"]["phase"] != "over":
        assert call("computer_turn", seat=0, level="facile")["ok"]
    state = call("save")["result"]["state"]
    history = call("history", seat=0, lang="en")["result"]
    assert history["number"] == 1
    assert [(e["seat"], e["type"]) for e in history["entries"]] == [
        (a["seat"], a["type"]) for a in state["log"]
    ]
    others_draws = [e["text"] for e in history["entries"] if e["type"] == "draw" and e["seat"]]
    assert others_draws and all(t.endswith("draws from the stock.") for t in others_draws)
    italian = call("history", seat=0, lang="it")["result"]["entries"]
    assert italian[0]["text"] != history["entries"][0]["text"]
    # the next smazzata starts a new history
    assert call("apply", action={"type": "next", "seat": 0}, seat=0)["ok"]
    assert call("history", seat=0)["result"] == {"number": 2, "entries": []}


def test_a_finished_hand_shows_every_hand_and_how_a_pair_shared_its_points() -> None:
    call("new_game", options={"seed": "3", "players": 3, "smazzate": 1}, seat=2)
    view = call("view", seat=2)["result"]["view"]
    assert view["revealed"] is None  # hidden while the hand is played
    while call("view", seat=2)["result"]["view"]["phase"] != "over":
        assert call("computer_turn", seat=2, level="facile")["ok"]
    view = call("view", seat=2)["result"]["view"]
    assert [len(hand) for hand in view["revealed"]] == view["hand_counts"]
    assert view["burraco_bonus"]["pulito"] == 200
    words = call("result_words", seat=2, lang="en")["result"]
    last = view["results"][-1]
    pair = next(side for side in last["sides"] if len(side["seats"]) == 2)
    half = last["seat_points"][pair["seats"][0]]
    assert words["split"] == (
        f"West and East played as a pair: each scores half of the pair's"
        f" {pair['score']['total']} points, rounded down to a multiple of 5: {half} points."
    )
    italian = call("result_words", seat=2, lang="it")["result"]["split"]
    assert italian.startswith("Ovest ed Est hanno giocato in coppia")


def test_a_review_replays_a_smazzata_with_every_hand_face_up() -> None:
    call("new_game", options={"seed": "5", "players": 2, "smazzate": 2}, seat=0)
    while call("view", seat=0)["result"]["view"]["phase"] != "over":
        assert call("computer_turn", seat=0, level="facile")["ok"]
    call("apply", action={"type": "next", "seat": 0}, seat=0)
    call("computer_turn", seat=0, level="facile")
    state = call("save")["result"]["state"]
    first = state["log"][: state["log"].index({"type": "next", "seat": 0})]
    review = call("review", options=state["options"], log=state["log"], number=1, seat=0)
    frames = review["result"]["frames"]
    assert [f["action"] for f in frames[1:]] == first
    assert frames[0]["action"] is None and frames[0]["view"]["phase"] == "take"
    assert frames[-1]["view"]["phase"] == "over"
    for f in frames:  # every hand open, the watching seat's own among them
        assert f["view"]["revealed"][0] == f["view"]["hand"]
        assert [len(h) for h in f["view"]["revealed"]] == f["view"]["hand_counts"]
    assert all(f["text"] for f in frames[1:])
    # the last smazzata by default; a refused log is said, not raised
    options = state["options"]
    assert call("review", options=options, log=state["log"], seat=0)["result"]["number"] == 2
    bad = call("review", options=options, log=[{"type": "discard", "seat": 0, "card": "KH"}])
    assert not bad["ok"] and bad["error"]["code"] != "internal_error"
    beyond = call("review", options=options, log=state["log"], number=9)
    assert beyond["error"]["code"] == "bad_action"
