"""The narrow JSON API of the engine: what the web page (and any host) calls.

Everything going in and out is plain JSON: dicts, lists, strings, numbers.
There are two ways in, built on the same :class:`Session`:

* plain functions over a state dict: :func:`new_game`, :func:`view`,
  :func:`apply`, :func:`check`, :func:`computer_turn`, :func:`replay`;
* :func:`handle`, one JSON string in and one out, for the Web Worker, which
  keeps a session between calls so the state is not re-read every time.

>>> state = new_game({"variant": "classic", "players": 2, "seed": 42})
>>> v = view(state, 0)
>>> v["phase"], len(v["hand"]), v["stock"], v["turn"]
('take', 11, 63, 0)
>>> state = apply(state, {"type": "draw", "seat": 0})
>>> r = check(state, 0, {"op": "meld", "cards": ["3H", "4H", "9C"]}, lang="it")
>>> r["valid"], r["code"], r["reason"]
(False, 'card_not_in_hand', 'Non hai in mano il 3 di cuori.')
>>> check(state, 0, {"op": "meld", "cards": ["10C", "10S", "2D"]})["cards"]
['10C', '10S', '2D']
>>> r = check(state, 0, {"op": "meld", "cards": ["10C", "4C", "7S"]}, lang="it")
>>> r["valid"], r["code"]
(False, 'mixed_cards')
>>> r["reason"]
'Le carte devono essere in scala dello stesso seme, o tutte dello stesso valore.'
"""

from __future__ import annotations

import json
import random
import time
from typing import Any

from .actions import action_from_dict
from .ai import LEVELS, make_player, play_turn
from .cards import Card, card_points, parse_cards
from .errors import ActionFormatError, BurracoError, IllegalActionError
from .match import DEFAULT_TARGET, PLAYING, TARGETS, Match, MatchOptions
from .melds import MeldCheck, MeldError, check_attach, check_meld
from .messages import ui_strings
from .scoring import score_side
from .variants import VARIANTS
from .views import seat_view


class Session:
    """One match being played, with cheap queries for the page."""

    def __init__(self, match: Match) -> None:
        self.match = match

    @classmethod
    def new(cls, options: dict[str, Any] | None) -> Session:
        return cls(Match.new(MatchOptions.from_dict(options)))

    @classmethod
    def load(cls, state: dict[str, Any], *, verify: bool = True) -> Session:
        return cls(Match.from_dict(state, verify_log=verify))

    def state(self) -> dict[str, Any]:
        return self.match.to_dict()

    def view(self, seat: int) -> dict[str, Any]:
        self._seat(seat)
        return seat_view(self.match, seat)

    def apply(self, action: dict[str, Any]) -> dict[str, Any]:
        parsed = action_from_dict(action)
        self.match.apply(parsed)
        return parsed.to_dict()

    def check(self, seat: int, query: dict[str, Any], lang: str = "en") -> dict[str, Any]:
        """Would this meld, attachment or discard be accepted?  Never raises
        for a refusal: it answers ``valid: false`` with the reason."""
        self._seat(seat)
        s = self.match.smazzata
        op = query.get("op")
        try:
            if self.match.phase != PLAYING:
                raise IllegalActionError("smazzata_over")
            if s.turn != seat:
                raise IllegalActionError("not_your_turn", player=s.turn)
            if s.phase != "play":
                raise IllegalActionError("must_take_first")
            ctx = s.context(seat)
            if op == "meld":
                layout = ctx.meld(parse_cards(_cards(query)))
                return MeldCheck.of(layout, s.variant).to_dict()
            if op == "attach":
                meld_id = query.get("meld")
                found = s.find_meld(meld_id) if isinstance(meld_id, int) else None
                if found is not None and found[0] != s.side_index(seat):
                    raise IllegalActionError("not_own_meld")
                layout = ctx.attach(meld_id, parse_cards(_cards(query)))  # type: ignore[arg-type]
                return MeldCheck.of(layout, s.variant).to_dict()
            if op == "discard":
                card = Card.parse(query.get("card"))  # type: ignore[arg-type]
                effect = ctx.discard(card)
                return {"valid": True, "effect": effect, "reason": None, "code": None}
        except (MeldError, IllegalActionError) as error:
            return MeldCheck.refused(MeldError(error.code, **error.params), lang).to_dict()
        raise ActionFormatError(detail=f"unknown check {op!r}: use meld, attach or discard")

    def computer_turn(self, level: str = "facile") -> list[dict[str, Any]]:
        """Play the turn of the seat to act with a computer player of ``level``.

        The player's randomness is seeded from the match seed and the log
        length, so a game with computer players replays exactly.
        """
        if self.match.phase != PLAYING:
            raise IllegalActionError("smazzata_over")
        player = make_player(level)
        rng = random.Random(f"{self.match.options.seed}:ai:{len(self.match.log)}")
        return play_turn(self.match, player, rng)

    def _seat(self, seat: Any) -> int:
        if (
            not isinstance(seat, int)
            or isinstance(seat, bool)
            or not 0 <= seat < self.match.players
        ):
            raise ActionFormatError(detail=f"there is no seat {seat!r}")
        return seat


def _cards(query: dict[str, Any]) -> list[str]:
    cards = query.get("cards")
    if not isinstance(cards, list):
        raise ActionFormatError(detail="'cards' must be a list of cards")
    return cards


# --------------------------------------------------------------------------
# Stateless functions over state dicts


def new_game(options: dict[str, Any] | None = None) -> dict[str, Any]:
    """A new match from options (variant, players, target or smazzate, seed)."""
    return Session.new(options).state()


def view(state: dict[str, Any], seat: int) -> dict[str, Any]:
    return Session.load(state, verify=False).view(seat)


def apply(state: dict[str, Any], action: dict[str, Any]) -> dict[str, Any]:
    """The state after ``action``; a refusal raises and changes nothing."""
    session = Session.load(state, verify=False)
    session.apply(action)
    return session.state()


def check(
    state: dict[str, Any], seat: int, query: dict[str, Any], *, lang: str = "en"
) -> dict[str, Any]:
    return Session.load(state, verify=False).check(seat, query, lang)


def computer_turn(state: dict[str, Any], level: str = "facile") -> dict[str, Any]:
    session = Session.load(state, verify=False)
    actions = session.computer_turn(level)
    return {"actions": actions, "state": session.state()}


def replay(options: dict[str, Any], log: list[dict[str, Any]]) -> dict[str, Any]:
    return Match.replay(MatchOptions.from_dict(options), log).to_dict()


# --------------------------------------------------------------------------
# One JSON string in, one out: the Web Worker's entry point

_session: Session | None = None


def handle(request: str) -> str:
    """Answer one request; errors come back as ``{"ok": false, "error": ...}``.

    Requests are ``{"op": ..., ...}``; see the README for the list.
    """
    global _session
    lang = "en"
    try:
        try:
            data = json.loads(request)
        except (TypeError, ValueError) as error:
            raise ActionFormatError("bad_request", detail=f"not JSON: {error}") from None
        if not isinstance(data, dict):
            raise ActionFormatError("bad_request", detail="a request is a JSON object")
        lang = data.get("lang", "en")
        op = data.get("op")
        handler = _OPS.get(op)  # type: ignore[arg-type]
        if handler is None:
            raise ActionFormatError("bad_request", detail=f"unknown op {op!r}")
        if op in _STATELESS:
            result = handler(None, data)
        else:
            if _session is None and op not in ("new_game", "load"):
                raise ActionFormatError("bad_request", detail="no game: send new_game first")
            result = handler(_session, data)
            if op in ("new_game", "load"):
                _session = result.pop("_session")
        return json.dumps({"ok": True, "result": result})
    except BurracoError as error:
        return json.dumps({"ok": False, "error": error.to_dict(lang)})
    except Exception as error:  # a bug must not take the worker down
        detail = f"{type(error).__name__}: {error}"
        failure = {"error": "InternalError", "code": "internal_error", "message": detail}
        return json.dumps({"ok": False, "error": failure})


def _op_new(_: Any, data: dict[str, Any]) -> dict[str, Any]:
    session = Session.new(data.get("options"))
    return {"_session": session, "view": session.view(int(data.get("seat", 0)))}


def _op_load(_: Any, data: dict[str, Any]) -> dict[str, Any]:
    session = Session.load(data.get("state"))  # type: ignore[arg-type]
    return {"_session": session, "view": session.view(int(data.get("seat", 0)))}


def _op_view(session: Session, data: dict[str, Any]) -> dict[str, Any]:
    return {"view": session.view(data.get("seat", 0))}


def _op_apply(session: Session, data: dict[str, Any]) -> dict[str, Any]:
    done = session.apply(data.get("action"))  # type: ignore[arg-type]
    return {"action": done, "view": session.view(data.get("seat", 0))}


def _op_check(session: Session, data: dict[str, Any]) -> dict[str, Any]:
    return session.check(data.get("seat", 0), data.get("query") or {}, data.get("lang", "en"))


def _op_computer(session: Session, data: dict[str, Any]) -> dict[str, Any]:
    """The computer's whole turn, with the watching seat's view after each
    action, so the page can play it back step by step."""
    seat = data.get("seat", 0)
    before = session.match.to_dict()
    started = time.perf_counter()
    actions = session.computer_turn(data.get("level", "facile"))
    think_ms = (time.perf_counter() - started) * 1000
    replayer = Session(Match.from_dict(before))
    steps = []
    for action in actions:
        replayer.apply(action)
        steps.append({"action": action, "view": replayer.view(seat)})
    return {"steps": steps, "view": session.view(seat), "think_ms": round(think_ms, 2)}


def _op_save(session: Session, _: dict[str, Any]) -> dict[str, Any]:
    return {"state": session.state()}


def _op_check_meld(_: Any, data: dict[str, Any]) -> dict[str, Any]:
    lang = data.get("lang", "en")
    return check_meld(_cards(data), data.get("variant", "classic"), lang=lang).to_dict()


def _op_check_attach(_: Any, data: dict[str, Any]) -> dict[str, Any]:
    meld = data.get("meld")
    if not isinstance(meld, list):
        raise ActionFormatError(detail="'meld' must be a list of cards")
    lang = data.get("lang", "en")
    return check_attach(meld, _cards(data), data.get("variant", "classic"), lang=lang).to_dict()


def _op_card_points(_: Any, data: dict[str, Any]) -> dict[str, Any]:
    return {"points": card_points(data.get("card"), data.get("variant", "classic"))}  # type: ignore[arg-type]


def _op_score_side(_: Any, data: dict[str, Any]) -> dict[str, Any]:
    score = score_side(
        data.get("melds") or [],
        data.get("hand") or [],
        closed=bool(data.get("closed")),
        took_pozzetto=bool(data.get("took_pozzetto")),
        variant=data.get("variant", "classic"),
    )
    return score.to_dict()


def _op_strings(_: Any, __: dict[str, Any]) -> dict[str, Any]:
    return {"messages": ui_strings()}


def _op_about(_: Any, __: dict[str, Any]) -> dict[str, Any]:
    """What this engine offers, so the page never hard-codes it."""
    from . import __version__

    return {
        "version": __version__,
        "variants": sorted(VARIANTS),
        "players": [2, 3, 4],
        "targets": list(TARGETS),
        "default_target": DEFAULT_TARGET,
        "levels": list(LEVELS),
    }


_OPS: dict[str, Any] = {
    "new_game": _op_new,
    "load": _op_load,
    "view": _op_view,
    "apply": _op_apply,
    "check": _op_check,
    "computer_turn": _op_computer,
    "save": _op_save,
    "check_meld": _op_check_meld,
    "check_attach": _op_check_attach,
    "card_points": _op_card_points,
    "score_side": _op_score_side,
    "strings": _op_strings,
    "about": _op_about,
}
_STATELESS = {"check_meld", "check_attach", "card_points", "score_side", "strings", "about"}

__all__ = [
    "Session",
    "apply",
    "check",
    "computer_turn",
    "handle",
    "new_game",
    "replay",
    "view",
]
