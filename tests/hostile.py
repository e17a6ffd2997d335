"""Malformed and hostile input for the JSON API's contract, and its verdicts.

Shared by ``tests/test_contract.py`` (a CI-sized hypothesis run) and
``bench/contract.py`` (100,000 requests, counted).  The contract:

* every answer of ``handle()`` is strict JSON (no NaN, no Infinity);
* a refusal is a ``BurracoError`` with a known code, never ``internal_error``;
* a refusal changes nothing;
* no answer takes more than 100 ms natively.
"""

from __future__ import annotations

import copy
import gc
import json
import random
import time
from functools import cache
from typing import Any

from hypothesis import strategies as st

from burraco_core import BurracoError, api
from burraco_core.ai import make_player, play_turn
from burraco_core.match import Match, MatchOptions
from burraco_core.messages import MESSAGES

KNOWN_CODES = frozenset(MESSAGES)
LIMIT_SECONDS = 0.1

OPS = [
    "new_game", "load", "view", "apply", "check", "computer_turn", "save", "check_meld",
    "check_attach", "card_points", "score_side", "strings", "about", "set_up", "check_selection",
    "judge", "goal", "summary",
]  # fmt: skip
FIELDS = [
    "op", "lang", "seat", "options", "state", "action", "query", "level", "cards", "meld",
    "card", "variant", "melds", "hand", "closed", "took_pozzetto", "type", "seed", "players",
    "target", "smazzate", "position", "hands", "pile", "turn", "phase",
    "exercise", "answer", "goal", "kind", "total", "hand_max", "close", "pozzetto", "burraco",
    "min_cards", "includes", "points_min", "avoid_discard", "wild",
]  # fmt: skip
WORDS = [
    "KH", "JK", "10C", "2H", "AS", "3H", "4H", "5H", "draw", "pickup", "meld", "attach",
    "discard", "next", "facile", "medio", "random", "classic", "reale", "it", "en", "",
    "points", "score", "split", "sequence", "pulito", "any", "al_volo",
]  # fmt: skip


@cache
def real_states() -> tuple[str, ...]:
    """States (as JSON) from real games: every phase, variant and player count."""
    states = []
    for index, (variant, players) in enumerate(
        [("classic", 2), ("reale", 2), ("classic", 3), ("classic", 4), ("reale", 4)]
    ):
        match = Match.new(MatchOptions(variant=variant, players=players, seed=index))
        rng = random.Random(index)
        player = make_player("facile")
        states.append(json.dumps(match.to_dict()))
        match.apply({"type": "draw", "seat": match.smazzata.turn})
        states.append(json.dumps(match.to_dict()))  # in the play phase
        for turn in range(200):
            if match.phase != "playing":
                break
            play_turn(match, player, rng)
            if turn in (5, 25):
                states.append(json.dumps(match.to_dict()))
        states.append(json.dumps(match.to_dict()))  # scored, or well into the game
    return tuple(states)


@cache
def json_values(max_leaves: int = 10) -> st.SearchStrategy[Any]:
    leaves = (
        st.none()
        | st.booleans()
        | st.integers()
        | st.integers(-3, 8)
        | st.floats(allow_nan=False, allow_infinity=False)
        | st.text(max_size=12)
        | st.sampled_from(WORDS)
    )
    return st.recursive(
        leaves,
        lambda children: (
            st.lists(children, max_size=4)
            | st.dictionaries(st.sampled_from(FIELDS) | st.text(max_size=4), children, max_size=4)
        ),
        max_leaves=max_leaves,
    )


def _valid_requests(state: dict[str, Any]) -> list[dict[str, Any]]:
    """Well-formed requests for this state, to be bent one field at a time."""
    seat = state["smazzata"]["turn"]
    hand = state["smazzata"]["hands"][seat] or ["KH"]  # empty once closed
    pile = state["smazzata"]["pile"]
    return [
        {"op": "apply", "action": {"type": "draw", "seat": seat}, "seat": 0},
        {"op": "apply", "action": {"type": "pickup", "seat": seat}},
        {"op": "apply", "action": {"type": "discard", "seat": seat, "card": hand[0]}},
        {"op": "apply", "action": {"type": "meld", "seat": seat, "cards": hand[:3]}},
        {"op": "apply", "action": {"type": "attach", "seat": seat, "meld": 1, "cards": hand[:1]}},
        {"op": "apply", "action": {"type": "next", "seat": 0}},
        {"op": "check", "seat": seat, "query": {"op": "meld", "cards": hand[:3]}, "lang": "it"},
        {"op": "check", "seat": seat, "query": {"op": "attach", "meld": 1, "cards": hand[:2]}},
        {"op": "check", "seat": seat, "query": {"op": "discard", "card": hand[-1]}},
        {"op": "computer_turn", "level": "facile", "seat": 0},
        {"op": "computer_turn", "level": "medio", "seat": 1},
        {"op": "view", "seat": 1},
        {"op": "save"},
        {"op": "load", "state": state, "seat": 0},
        {"op": "new_game", "options": dict(state["options"]), "seat": 0},
        {"op": "check_meld", "cards": hand[:4], "variant": state["options"]["variant"]},
        {"op": "check_attach", "meld": ["3H", "2H", "5H"], "cards": pile[-2:]},
        {"op": "score_side", "melds": [hand[:3]], "hand": hand[3:], "took_pozzetto": True},
        {"op": "card_points", "card": hand[0]},
        {"op": "set_up", "position": {"hands": [hand, None], "pile": pile, "seed": 3}},
        {"op": "check_selection", "seat": seat, "cards": hand[:2], "lang": "it"},
        {
            "op": "judge",
            "exercise": {"kind": "meld", "hand": hand, "goal": {"min_cards": 3}},
            "answer": hand[:3],
        },
        {
            "op": "judge",
            "exercise": {
                "kind": "attach",
                "meld": ["3H", "2H", "5H"],
                "hand": hand,
                "goal": {"wild_moved": True},
            },
            "answer": hand[:1],
        },
        {"op": "judge", "exercise": {"kind": "kind", "meld": hand[:3]}, "answer": "none"},
        {
            "op": "judge",
            "exercise": {"kind": "score", "melds": [hand[:3]], "hand": hand[3:]},
            "answer": 0,
        },
        {"op": "judge", "exercise": {"kind": "points", "cards": hand}, "answer": 10},
        {"op": "judge", "exercise": {"kind": "split", "total": 335}, "answer": 165},
        {"op": "goal", "goal": {"close": True, "hand_max": 2, "points_min": 0}, "seat": seat},
        {"op": "goal", "goal": {"avoid_discard": hand[:2], "burraco": "any"}, "seat": 0},
        {"op": "summary"},
    ]


def _bend(value: Any, path: list[Any], new: Any) -> Any:
    """``value`` with the item at ``path`` replaced (or added) by ``new``."""
    if not path:
        return new
    out = copy.copy(value)
    key = path[0]
    if isinstance(out, dict):
        out[key] = _bend(out.get(key), path[1:], new)
    elif isinstance(out, list) and out:
        index = key % len(out) if isinstance(key, int) else 0
        out[index] = _bend(out[index], path[1:], new)
    return out


@st.composite
def requests(draw: st.DrawFn) -> tuple[str, str]:
    """(state JSON, request text): the session's state and what is sent."""
    state_json = draw(_STATES)
    kind = draw(st.integers(0, 9))
    if kind == 0:  # anything at all
        text = draw(st.text(max_size=40) | st.sampled_from(_RAW))
        return state_json, text
    if kind == 1:  # any JSON value
        return state_json, json.dumps(draw(json_values()))
    if kind == 2:  # a known op with any fields
        fields = draw(_FIELD_VALUES)
        return state_json, json.dumps({**fields, "op": draw(st.sampled_from(OPS))})
    request = draw(st.sampled_from(_valid_requests(json.loads(state_json))))
    if kind >= 8:  # well formed: the answer may be a success
        return state_json, json.dumps(request)
    path = draw(st.lists(st.sampled_from(FIELDS) | st.integers(0, 30), min_size=1, max_size=4))
    if kind == 7 and request["op"] == "load":
        path = ["state", draw(st.sampled_from(_STATE_KEYS)), *path[1:]]
    return state_json, json.dumps(_bend(request, path, draw(json_values(6))))


_STATES = st.sampled_from(real_states())
_FIELD_VALUES = st.dictionaries(st.sampled_from(FIELDS), json_values(6), max_size=4)
_STATE_KEYS = ["options", "smazzata", "log", "scores", "results", "phase", "number", "winners"]
_RAW = [
    "[" * 5000 + "]" * 5000,
    '{"op": "check_attach", "meld": NaN, "cards": ["KH"]}',
    '{"op": "new_game", "seat": 1e400}',
    '{"op": "new_game", "options": {"seed": Infinity}}',
    '{"op": "new_game", "options": {"seed": "\\ud800"}}',
    '{"op": "view"',
    "null",
    "",
]


def run_request(state_json: str, request: str) -> str:
    """Send ``request`` to a session holding ``state_json``; the verdict:
    ``accepted`` or ``refused`` keep the contract, anything else breaks it."""
    text, took, before, saved = _timed(state_json, request)
    if took > LIMIT_SECONDS:  # a shared machine's hiccup, or truly slow? Again.
        text, took, before, saved = min(
            (_timed(state_json, request) for _ in range(2)), key=lambda run: run[1]
        )
    try:
        answer = json.loads(text, parse_constant=_refuse_constant)
    except ValueError:
        return "answer is not strict JSON"
    if took > LIMIT_SECONDS:
        return f"slower than {LIMIT_SECONDS * 1000:.0f} ms"
    if answer["ok"]:
        return "accepted"
    error = answer["error"]
    if error["code"] == "internal_error":
        return "internal error"
    if error["code"] not in KNOWN_CODES:
        return "unknown code"
    if api._session is not before or before.state() != saved:
        return "refusal changed the state"
    return "refused"


def _timed(state_json: str, request: str) -> tuple[str, float, api.Session, dict[str, Any]]:
    api._session = api.Session(Match.from_dict(json.loads(state_json)))
    before = api._session
    saved = before.state()
    gc.disable()  # time the answer's own work, not a collection of the caller's garbage
    try:
        started = time.thread_time()
        text = api.handle(request)
        took = time.thread_time() - started
    finally:
        gc.enable()
    return text, took, before, saved


def apply_action(state: dict[str, Any], action: Any) -> str:
    """``api.apply`` with any action: the verdict, as for :func:`run_request`."""
    saved = copy.deepcopy(state)
    try:
        api.apply(state, action)
    except BurracoError as error:
        if error.code not in KNOWN_CODES:
            return "unknown code"
        return "refused" if state == saved else "refusal changed the state"
    except ValueError:
        return "ValueError that is not a BurracoError"
    except Exception as error:  # the contract says this never happens
        return f"{type(error).__name__} (not a ValueError)"
    return "accepted"


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not strict JSON")


@st.composite
def actions(draw: st.DrawFn) -> tuple[dict[str, Any], Any]:
    """(state, action) for ``api.apply``: bent real actions and any JSON."""
    state = json.loads(draw(_STATES))
    if draw(st.booleans()):
        return state, draw(json_values())
    request = draw(st.sampled_from(_valid_requests(state)[:6]))
    path = draw(st.lists(st.sampled_from(FIELDS) | st.integers(0, 30), max_size=3))
    action = _bend(request["action"], path, draw(json_values(6))) if path else request["action"]
    if draw(st.integers(0, 20)) == 0:
        nested: Any = "KH"
        for _ in range(1000):
            nested = [nested]
        action = _bend(action, ["cards", 0], nested)
    return state, action
