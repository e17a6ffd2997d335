"""Every lesson exercise and puzzle, played through the engine's JSON API:
the expected answer must be judged right and every planted wrong answer
wrong, with the code the content names.  An exercise the engine disagrees
with fails the suite, so a lesson can never teach a rule the game does not
play."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from burraco_core import api
from burraco_core.messages import MESSAGES

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import lessons  # noqa: E402

CONTENT = lessons.load()
EXAMPLES = lessons.examples(CONTENT)
ONE_GO = [e for e in EXAMPLES if e["kind"] != "play"]
PLAYED = [e for e in EXAMPLES if e["kind"] == "play"]
LANGS = ("en", "it")


def call(op: str, **fields: Any) -> Any:
    answer = json.loads(api.handle(json.dumps({"op": op, **fields})))
    assert answer["ok"], answer
    return answer["result"]


def try_call(op: str, **fields: Any) -> dict[str, Any]:
    return json.loads(api.handle(json.dumps({"op": op, **fields})))


def judge(exercise: dict[str, Any], answer: Any, lang: str = "en") -> dict[str, Any]:
    return call("judge", exercise=exercise, answer=answer, lang=lang)


@pytest.mark.parametrize("exercise", ONE_GO, ids=lambda e: e["id"])
def test_the_expected_answer_is_right(exercise: dict[str, Any]) -> None:
    answer = exercise.get("solution", exercise.get("answer"))
    for lang in LANGS:
        verdict = judge(exercise, answer, lang)
        assert verdict["correct"], (lang, verdict)


@pytest.mark.parametrize("exercise", ONE_GO, ids=lambda e: e["id"])
def test_each_planted_wrong_answer_gets_its_reason(exercise: dict[str, Any]) -> None:
    for wrong in exercise["wrong"]:
        for lang in LANGS:
            verdict = judge(exercise, wrong["answer"], lang)
            assert not verdict["correct"]
            assert verdict["code"] == wrong["code"], verdict
            assert verdict["reason"] and "{" not in verdict["reason"], verdict


def play(exercise: dict[str, Any], actions: list[dict[str, Any]]) -> tuple[dict[str, Any], Any]:
    """Set up the position, play ``actions`` as seat 0 until one is refused;
    the goal's status after the last one, and the refusal if any."""
    call("set_up", position=exercise["position"])
    status = call("goal", goal=exercise["goal"])
    assert status["status"] == "open", "the goal is met before the learner plays"
    for action in actions:
        answer = try_call("apply", action={**action, "seat": 0})
        if not answer["ok"]:
            return status, answer["error"]
        status = call("goal", goal=exercise["goal"])
    return status, None


@pytest.mark.parametrize("exercise", PLAYED, ids=lambda e: e["id"])
def test_the_solution_reaches_the_goal(exercise: dict[str, Any]) -> None:
    status, refused = play(exercise, exercise["solution"])
    assert refused is None
    assert status["status"] == "met", status


@pytest.mark.parametrize("exercise", PLAYED, ids=lambda e: e["id"])
def test_each_planted_wrong_line_is_refused_or_fails_the_goal(exercise: dict[str, Any]) -> None:
    for wrong in exercise["wrong"]:
        status, refused = play(exercise, wrong["actions"])
        if refused is not None:
            assert refused["code"] == wrong["code"], refused
        else:
            assert status["status"] == "failed", status
            assert status["code"] == wrong["code"], status
        for lang in LANGS:
            if refused is None:
                worded = call("goal", goal=exercise["goal"], lang=lang)["reason"]
                assert worded and "{" not in worded


def test_every_rule_refusal_links_to_a_lesson() -> None:
    """A player told a rule's refusal in the game can open its lesson."""
    not_rules = {
        "meld_invalid", "smazzata_over", "smazzata_not_over", "match_over", "unknown_card",
        "unknown_variant", "bad_options", "bad_action", "bad_state", "bad_request",
        "bad_players", "bad_smazzate", "target_and_smazzate", "bad_target", "options_not_object",
        "unknown_options", "bad_seed", "unknown_level", "bad_people",
        "not_your_turn", "card_not_in_hand", "no_cards", "too_few_cards", "too_many_copies",
        "too_many_jokers", "duplicate_in_sequence", "too_many_naturals",
    }  # fmt: skip
    teaching = {code for code in MESSAGES if code.startswith(("wrong_", "goal_", "kind_", "why_"))}
    rules = set(MESSAGES) - not_rules - teaching
    assert rules - set(CONTENT["codes"]) == set()


def test_every_lesson_and_puzzle_text_is_in_both_languages() -> None:
    assert len(CONTENT["lessons"]) >= 12
    assert len(CONTENT["puzzles"]) >= 10
    for item in CONTENT["lessons"] + EXAMPLES:
        for field in ("title", "text", "prompt", "hint"):
            if field in item:
                assert set(item[field]) == set(LANGS)


def test_puzzles_run_from_easy_to_hard() -> None:
    levels = [p["level"] for p in CONTENT["puzzles"]]
    assert levels == sorted(levels) and levels[0] < levels[-1]


BAD_VALUES = [None, "x", 5, -1, [], {}, ["KH"], "KH", True, 1.5, ["ZZ"], [["KH"]]]


@pytest.mark.parametrize("key", ["kind", "wild", "burraco", "min_cards", "includes", "wild_moved"])
def test_a_bad_meld_goal_is_refused_with_a_known_code(key: str) -> None:
    for value in BAD_VALUES:
        exercise = {"kind": "meld", "hand": ["3H", "4H", "5H"], "goal": {key: value}}
        answer = try_call("judge", exercise=exercise, answer=["3H", "4H", "5H"])
        assert answer["ok"] or answer["error"]["code"] in MESSAGES, (value, answer)


@pytest.mark.parametrize("key", ["close", "pozzetto", "burraco", "pickup", "hand_max",
                                 "points_min", "avoid_discard"])  # fmt: skip
def test_a_bad_play_goal_is_refused_with_a_known_code(key: str) -> None:
    call("new_game", options={"seed": 1})
    for value in BAD_VALUES:
        answer = try_call("goal", goal={key: value})
        assert answer["ok"] or answer["error"]["code"] in MESSAGES, (value, answer)


def test_the_summary_comes_from_the_engine_tables() -> None:
    summary = call("summary")
    assert set(summary) == {"classic", "reale"}
    classic, reale = summary["classic"], summary["reale"]
    assert classic["cards"] == 108 and reale["cards"] == 104
    assert {v["ranks"]: v["points"] for v in classic["values"]}["2"] == 20
    assert {v["ranks"]: v["points"] for v in reale["values"]}["2"] == 10
    assert [b["kind"] for b in reale["burraci"]] == ["pulito", "sporco", "nobile", "reale"]
    assert "clean_burraco" in reale["close_needs"] and "burraco" in classic["close_needs"]
