"""Why the computer chose its move, and the Hint button: the reasons are
worded in both languages, say what the seat could see, and tell the truth."""

from __future__ import annotations

import json
import random
import string
import sys
from pathlib import Path
from typing import Any

import pytest

from burraco_core import Match, MatchOptions, api
from burraco_core.ai import DifficilePlayer, make_player, play_turn
from burraco_core.ai.knowledge import CLOSING_HAND
from burraco_core.ai.medio import MedioPlayer
from burraco_core.ai.reasons import Reason
from burraco_core.match import PLAYING
from burraco_core.messages import MESSAGES, render
from burraco_core.views import seat_view

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from panel import PANEL

from .test_ai import advance, redistribute


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def played(level: str, players: int, seed: int) -> list[tuple[dict[str, Any], Any, Reason]]:
    """A whole seeded smazzata of ``level`` everywhere: each decision with
    the view it was made from, the action and its reason."""
    options = MatchOptions(players=players, seed=f"why-{level}-{seed}", smazzate=1, target=None)
    match = Match.new(options)
    chooser = DifficilePlayer(playouts=3) if level == "difficile" else make_player(level)
    rng = random.Random(seed)
    decisions = []
    while match.phase == PLAYING:
        seat = match.smazzata.turn
        view = seat_view(match, seat)
        action = chooser.choose(view, rng)
        decisions.append((view, action, chooser.reason))
        match.apply(action)
    return decisions


@pytest.mark.parametrize("level", ["facile", "medio", "difficile"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_decision_comes_with_a_reason_in_both_languages(level: str, players: int) -> None:
    codes = set()
    for view, _action, reason in played(level, players, seed=players):
        assert reason.code.startswith("why_") and reason.code in MESSAGES, reason
        en, it = MESSAGES[reason.code]
        assert fields(en) == fields(it) == set(reason.params), reason
        for lang in ("en", "it"):
            text = render(reason.code, reason.params, lang)
            assert text[0].isupper() and "{" not in text, text
        codes.add(reason.code)
        assert reason.code != "why_any", view["legal"]
    # a whole smazzata needs more than one kind of reason
    assert len(codes) >= 4, codes


@pytest.mark.parametrize("players", [2, 4])
def test_a_medio_that_does_not_explain_plays_the_same_moves(players: int) -> None:
    """difficile's playouts switch medio's reasons off to save time: that
    must not change a single move (the playouts model medio as it plays)."""
    for seed in range(3):
        options = MatchOptions(players=players, seed=f"quiet-{seed}", smazzate=1, target=None)
        quiet = MedioPlayer()
        quiet.explains = False
        moves = {}
        for name, chooser in (("explains", MedioPlayer()), ("quiet", quiet)):
            match, rng, moves[name] = Match.new(options), random.Random(seed), []
            while match.phase == PLAYING:
                action = chooser.choose(seat_view(match, match.smazzata.turn), rng)
                moves[name].append(action.to_dict())
                match.apply(action)
        assert moves["quiet"] == moves["explains"]
        assert len(moves["quiet"]) > 40


@pytest.mark.parametrize("level", ["facile", "medio"])
def test_reasons_tell_the_truth(level: str) -> None:
    """What a reason claims can be checked on the view it was given from."""
    checked: set[str] = set()
    for seed in range(6):
        decisions = played(level, 2 + seed % 3, seed)
        for (view, action, reason), (after, _, _) in zip(
            decisions, [*decisions[1:], (None, None, None)], strict=True
        ):
            params = reason.params
            nxt = (view["seat"] + 1) % view["players"]
            if reason.code == "why_feeds_next":
                assert params["held"] in view["picked_up"][nxt]
                assert params["card"] in view["hand"] and params["card"] != action.card
            elif reason.code == "why_fits_theirs":
                theirs = [
                    meld["id"] for side in view["sides"] if side["index"] != view["my_side"]
                    for meld in side["melds"]
                ]  # fmt: skip
                assert theirs and params["card"] != action.card
            elif reason.code == "why_thrown_by_next":
                assert params["card"] in view["discarded"][nxt] and params["card"] == action.card
            elif reason.code in ("why_pile_fits", "why_draw_useless", "why_pile_deny"):
                assert params["card"] == view["pile"][-1]
            elif reason.code == "why_pile_starve":
                assert view["players"] == 2 and view["pile"] == [params["card"]]
                assert action.to_dict()["type"] == "pickup"
            elif reason.code == "why_draw_race":
                theirs = [
                    s for side in view["sides"] if side["index"] != view["my_side"]
                    for s in side["seats"]
                ]  # fmt: skip
                assert params["count"] == min(view["hand_counts"][s] for s in theirs)
                assert view["players"] in (2, 4) and action.to_dict()["type"] == "draw"
            elif reason.code == "why_pile_wild":
                assert params["card"] in view["pile"] and params["card"][0] in "2J"
            elif reason.code in (
                "why_loose",
                "why_least_needed",
                "why_shed_points",
                "why_last_discard",
            ):
                assert params["card"] == action.card
            elif reason.code == "why_wild_partner_close":
                ours = [side for side in view["sides"] if side["index"] == view["my_side"]]
                partners = [s for s in ours[0]["seats"] if s != view["seat"]]
                assert partners
                assert min(view["hand_counts"][s] for s in partners) <= CLOSING_HAND
            elif reason.code == "why_pozzetto" and after is not None:
                mine = [side for side in after["sides"] if view["seat"] in side["seats"]]
                assert mine[0]["took_pozzetto"]  # the hand played out: the pozzetto
            checked.add(reason.code)
    assert {"why_least_needed", "why_draw_useless", "why_meld_points"} <= checked, checked


def test_the_issue_s_example_reads_as_it_should() -> None:
    reason = Reason("why_feeds_next", {"held": "7C", "card": "8C"})
    assert render(reason.code, reason.params, "en") == (
        "The next player picked up the 7 of clubs: the 8 of clubs would feed him."
    )


def call(op: str, **data: Any) -> Any:
    answer = json.loads(api.handle(json.dumps({"op": op, **data})))
    assert answer["ok"], answer
    return answer["result"]


def test_computer_turn_steps_carry_their_reason() -> None:
    view = call("new_game", options={"seed": 7, "players": 3})["view"]
    if view["turn"] == 0:
        call("apply", action={"type": "draw", "seat": 0})
        hand = call("view", seat=0)["view"]["hand"]
        call("apply", action={"type": "discard", "seat": 0, "card": hand[0]})
    result = call("computer_turn", seat=0, level="medio", lang="it")
    for step in result["steps"]:
        reason = step["reason"]
        assert step["why"] == render(reason["code"], reason["params"], "it")


def test_a_hint_is_a_legal_move_with_its_reason_and_changes_nothing() -> None:
    call("new_game", options={"seed": 11})
    for _ in range(12):
        view = call("view", seat=0)["view"]
        if view["turn"] != 0:
            call("computer_turn", seat=0, level="facile")
            continue
        saved = call("save")
        hint = call("hint", seat=0, lang="en")
        assert call("save") == saved  # nothing played
        assert hint["advice"] and hint["why"] == render(
            hint["reason"]["code"], hint["reason"]["params"], "en"
        )
        kind = hint["action"]["type"]
        orders = {
            "draw": "Draw",
            "pickup": "Pick up",
            "meld": "Meld",
            "attach": "Attach",
            "discard": ("Discard", "Close"),
        }
        assert hint["advice"].startswith(orders[kind])
        call("apply", action=hint["action"])  # and the engine takes it


def test_a_hint_is_refused_out_of_turn() -> None:
    call("new_game", options={"seed": 3})
    answer = json.loads(api.handle(json.dumps({"op": "hint", "seat": 1})))
    assert not answer["ok"] and answer["error"]["code"] == "not_your_turn"


def test_a_hint_never_depends_on_hidden_cards() -> None:
    for seed in range(5):
        match = Match.new(MatchOptions(players=2 + seed % 3, seed=f"hint-{seed}"))
        advance(match, 2 + seed * 3, seed)
        if match.phase != PLAYING:
            continue
        seat = match.smazzata.turn
        first = api.Session(match).hint(seat)
        for shuffle in range(3):
            other = Match.from_dict(match.to_dict())
            redistribute(other.smazzata, seat, random.Random(shuffle))
            assert api.Session(other).hint(seat) == first


@pytest.mark.parametrize("member", sorted(PANEL))
@pytest.mark.parametrize(("variant", "players"), [("classic", 2), ("reale", 3), ("classic", 4)])
def test_the_panel_plays_legally(member: str, variant: str, players: int) -> None:
    """bench/panel/'s opponents play whole smazzate by the rules (an illegal
    action would raise), from their seat's view."""
    match = Match.new(MatchOptions(variant=variant, players=players, seed=f"panel-{member}"))
    seats = [PANEL[member]() if s % 2 == 0 else make_player("medio") for s in range(players)]
    rng = random.Random(5)
    while match.phase == PLAYING:
        play_turn(match, seats[match.smazzata.turn], rng)
    assert match.results


def test_the_review_tells_why_each_computer_move_was_chosen() -> None:
    """Played again from the same position and seed, each computer turn
    gives the reasons it was played for; the person's moves have none."""
    call("new_game", options={"seed": 5, "players": 3, "smazzate": 1})
    for _ in range(40):
        view = call("view", seat=0)["view"]
        if view["match_phase"] != "playing":
            break
        call("computer_turn", seat=0, level="medio" if view["turn"] else "facile")
    state = call("save")["state"]
    review = call("review", options=state["options"], log=state["log"], level="medio", lang="en")
    computer = [f for f in review["frames"][1:] if f["action"]["seat"] != 0]
    person = [f for f in review["frames"][1:] if f["action"]["seat"] == 0]
    assert computer and person
    assert all("why" in f for f in computer) and not any("why" in f for f in person)
    for f in computer:
        assert f["why"] == render(f["reason"]["code"], f["reason"]["params"], "en")
    # another level did not play those moves: no reason is made up
    again = call("review", options=state["options"], log=state["log"], level="facile", lang="en")
    assert sum("why" in f for f in again["frames"]) < len(computer)


@pytest.mark.parametrize("level", ["facile", "medio"])
def test_two_players_leave_no_pile_to_live_on(level: str) -> None:
    """With two players a card left on the pile is a pile of two for the
    opponent after our discard: medio takes every single card (unless the
    opponent may close before its pozzetto), facile a single card that
    goes with its hand and every pile of two or more while the stock
    lasts.  With four players neither does."""
    taken = {2: 0, 4: 0}
    singles = {2: 0, 4: 0}
    for players in (2, 4):
        for seed in range(4):
            for view, action, reason in played(level, players, seed):
                legal = view["legal"]
                if not (legal["draw"] and legal["pickup"]) or view["turns_without_draw"] >= 6:
                    continue
                took = action.to_dict()["type"] == "pickup"
                pile = view["pile"]
                if len(pile) == 1:
                    singles[players] += 1
                    taken[players] += took
                if players == 2 and level == "medio" and len(pile) == 1:
                    assert took or reason.code == "why_draw_danger", (pile, reason)
                if players == 2 and level == "facile" and len(pile) >= 2 and view["stock"] > 5:
                    assert took, (pile, reason)
    assert singles[2] > 20 and singles[4] > 20, singles
    # four players: a single card is left when it fits nothing
    assert taken[4] < singles[4], (taken, singles)
