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

import copy
import json
import math
import random
import time
from typing import Any

from .actions import Action, ActionDict, action_from_dict
from .ai import LEVELS, make_player, play_turn
from .ai.reasons import ANY, Reason
from .cards import ALL_FACES, card_points, notation
from .errors import ActionFormatError, BurracoError, IllegalActionError, StateError, quote
from .exercises import goal_status, judge, summary
from .match import DEFAULT_TARGET, PLAYING, SEED_MAX, TARGETS, Match, MatchOptions
from .melds import MeldCheck, check_attach, check_meld
from .messages import LANGS, render, ui_strings
from .narration import advise, narrate, result_words
from .position import set_up as set_up_position
from .scoring import score_side
from .smazzata import TAKE
from .variants import VARIANTS
from .views import SeatView, seat_view
from .words import card_name, seat_names


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

    def view(self, seat: int) -> SeatView:
        return seat_view(self.match, self.seat(seat))

    def apply(self, action: Any) -> ActionDict:
        parsed = action_from_dict(action)
        self.match.apply(parsed)
        return parsed.to_dict()

    def check(self, seat: int, query: Any, lang: str = "en") -> dict[str, Any]:
        """Would this meld, attachment or discard be accepted?  Never raises
        for a refusal: it answers ``valid: false`` with the reason.

        The query becomes the very action the move would be, and goes the
        same way as :meth:`apply` (``Match.plan``), so they cannot disagree.
        """
        action = _query_action(self.seat(seat), query)
        try:
            plan = self.match.plan(action)
        except IllegalActionError as error:
            return MeldCheck.refused(error, lang).to_dict()
        if plan.layout is not None:
            return MeldCheck.of(plan.layout, self.match.smazzata.variant).to_dict()
        return {"valid": True, "effect": str(plan.effect), "reason": None, "code": None}

    def selection(self, seat: int, cards: Any, lang: str = "en") -> dict[str, Any]:
        """Everything the page may say about the cards a player has selected:
        would they make a new meld, which melds on the table would take them
        (and why the others would not), may the one card be discarded.

        The page lights up the melds that fit and words its hint from this,
        so it never has to know a rule.
        """
        self.seat(seat)
        if not isinstance(cards, list) or not cards:
            raise ActionFormatError(detail=f"'cards' must be a non-empty list, not {quote(cards)}")
        melds = [m.id for side in self.match.smazzata.sides for m in side.melds]
        attach = {
            str(meld): self.check(seat, {"op": "attach", "meld": meld, "cards": cards}, lang)
            for meld in melds
        }
        discard = None
        if len(cards) == 1:
            discard = self.check(seat, {"op": "discard", "card": cards[0]}, lang)
        return {
            "cards": cards,
            "meld": self.check(seat, {"op": "meld", "cards": cards}, lang),
            "attach": attach,
            "fits": [meld for meld in melds if attach[str(meld)]["valid"]],
            "discard": discard,
        }

    def computer_turn(
        self, level: str = "facile", reasons: list[Reason] | None = None
    ) -> list[ActionDict]:
        """Play the turn of the seat to act with a computer player of ``level``
        (appending to ``reasons`` why it chose each action).

        The player's randomness is seeded from the match seed and the log
        length, so a game with computer players replays exactly.
        """
        player = make_player(level)
        if self.match.phase != PLAYING:
            raise IllegalActionError("smazzata_over")
        rng = random.Random(f"{self.match.options.seed}:ai:{len(self.match.log)}")
        return play_turn(self.match, player, rng, reasons)

    def hint(self, seat: int, level: str = "medio") -> tuple[ActionDict, Reason]:
        """What a computer player of ``level`` would do in ``seat``'s place,
        and why, from that seat's view alone (never from hidden cards)."""
        player = make_player(level)
        if self.match.phase != PLAYING or self.match.smazzata.turn != seat:
            raise IllegalActionError("not_your_turn")
        rng = random.Random(f"{self.match.options.seed}:hint:{len(self.match.log)}")
        action = player.choose(seat_view(self.match, seat), rng)
        return action.to_dict(), getattr(player, "reason", ANY)

    def seat(self, seat: Any) -> int:
        """``seat`` if this match has it, else :class:`ActionFormatError`."""
        if type(seat) is not int or not 0 <= seat < self.match.players:
            raise ActionFormatError(detail=f"there is no seat {quote(seat)}")
        return seat


_QUERIES = ("meld", "attach", "discard")


def _query_action(seat: int, query: Any) -> Action:
    if not isinstance(query, dict) or query.get("op") not in _QUERIES:
        raise ActionFormatError(
            detail=f"a check is {{'op': 'meld' | 'attach' | 'discard', ...}}, not {quote(query)}"
        )
    return action_from_dict({**query, "type": query["op"], "seat": seat})


# --------------------------------------------------------------------------
# Stateless functions over state dicts


def new_game(options: dict[str, Any] | None = None) -> dict[str, Any]:
    """A new match from options (variant, players, target or smazzate, seed)."""
    return Session.new(options).state()


def view(state: dict[str, Any], seat: int) -> SeatView:
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


def set_up(position: Any) -> dict[str, Any]:
    """A match that starts at ``position`` (see :mod:`burraco_core.position`)."""
    return set_up_position(position).to_dict()


def replay(options: dict[str, Any], log: Any) -> dict[str, Any]:
    """The match that ``log`` makes from ``options``; :class:`StateError` if
    the log is malformed or any of its actions is refused."""
    if not isinstance(log, list):
        raise StateError(detail=f"a log is a list of actions, not {quote(log)}")
    return Match.replay(MatchOptions.from_dict(options), log).to_dict()


# --------------------------------------------------------------------------
# One JSON string in, one out: the Web Worker's entry point

_session: Session | None = None


def set_session_aside() -> Session | None:
    """Take the game in progress out of :func:`handle`'s reach, and return it.

    The worker does this for the moment it takes the engine's memory
    snapshot, so that the snapshot holds no game (a later visit restores the
    engine, not this game: the object stays in the image, unreachable), and
    then gives the game back with :func:`take_session_back`."""
    global _session
    session, _session = _session, None
    return session


def take_session_back(session: Session | None) -> None:
    global _session
    _session = session


def _not_json(constant: str) -> Any:
    raise ValueError(f"{constant} is not JSON")


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"{text} is too large")
    return number


def _parse(request: Any) -> dict[str, Any]:
    if not isinstance(request, str):
        raise ActionFormatError("bad_request", detail="a request is a JSON text")
    try:
        data = json.loads(request, parse_constant=_not_json, parse_float=_finite)
    except (ValueError, RecursionError) as error:
        raise ActionFormatError("bad_request", detail=f"not JSON: {quote(str(error))}") from None
    if not isinstance(data, dict):
        raise ActionFormatError("bad_request", detail="a request is a JSON object")
    return data


def _answer(payload: dict[str, Any]) -> str:
    # Strict JSON only: JSON.parse on the page rejects NaN and Infinity.
    return json.dumps(payload, allow_nan=False)


def handle(request: str) -> str:
    """Answer one request; errors come back as ``{"ok": false, "error": ...}``.

    Requests are ``{"op": ..., ...}``; see the README for the list.  The whole
    request is checked before anything is done, so a refused request (a
    :class:`BurracoError` with a stable code) never changes the game.
    """
    global _session
    lang = "en"
    try:
        data = _parse(request)
        lang = _lang(data)
        op = data.get("op")
        handler = _OPS.get(op) if isinstance(op, str) else None
        if handler is None:
            raise ActionFormatError("bad_request", detail=f"unknown op {quote(op)}")
        if op in _STATELESS:
            result = handler(None, data)
        elif op in _STARTING:
            session, result = handler(None, data)
            _session = session  # only once the whole request has succeeded
        else:
            if _session is None:
                raise ActionFormatError("bad_request", detail="no game: send new_game first")
            result = _atomically(_session, handler, data)
        return _answer({"ok": True, "result": result})
    except BurracoError as error:
        return _answer({"ok": False, "error": error.to_dict(lang)})
    except Exception as error:  # a bug must not take the worker down
        detail = quote(f"{type(error).__name__}: {error}")
        failure = {"error": "InternalError", "code": "internal_error", "message": detail}
        return _answer({"ok": False, "error": failure})


def _atomically(session: Session, handler: Any, data: dict[str, Any]) -> Any:
    """Run a handler; should it fail halfway (a bug), put the match back."""
    before = session.match.to_dict() if data.get("op") in _MUTATING else None
    try:
        return handler(session, data)
    except Exception:
        if before is not None:
            session.match = Match.from_dict(before)
        raise


def _lang(data: dict[str, Any]) -> str:
    """The language of the answer's sentences: ``it`` or ``en`` (the default,
    also for any value the engine does not speak)."""
    lang = data.get("lang", "en")
    return lang if isinstance(lang, str) and lang in LANGS else "en"


def _seat_field(data: dict[str, Any]) -> Any:
    return data.get("seat", 0)


def _op_new(_: Any, data: dict[str, Any]) -> tuple[Session, dict[str, Any]]:
    session = Session.new(data.get("options"))
    return session, {"view": session.view(_seat_field(data))}


def _op_load(_: Any, data: dict[str, Any]) -> tuple[Session, dict[str, Any]]:
    session = Session.load(data.get("state"))  # type: ignore[arg-type]
    return session, {"view": session.view(_seat_field(data))}


def _op_set_up(_: Any, data: dict[str, Any]) -> tuple[Session, dict[str, Any]]:
    session = Session(set_up_position(data.get("position")))
    return session, {"view": session.view(_seat_field(data))}


def _op_view(session: Session, data: dict[str, Any]) -> dict[str, Any]:
    return {"view": session.view(_seat_field(data))}


def _op_apply(session: Session, data: dict[str, Any]) -> dict[str, Any]:
    seat = session.seat(_seat_field(data))  # the whole request is checked first
    before = session.view(seat)
    done = session.apply(data.get("action"))
    after = session.view(seat)
    return {"action": done, "view": after, "text": narrate(done, before, after, _lang(data))}


def _op_check(session: Session, data: dict[str, Any]) -> dict[str, Any]:
    return session.check(_seat_field(data), data.get("query"), _lang(data))


def _op_selection(session: Session, data: dict[str, Any]) -> dict[str, Any]:
    return session.selection(_seat_field(data), data.get("cards"), _lang(data))


def _op_computer(session: Session, data: dict[str, Any]) -> dict[str, Any]:
    """The computer's whole turn, with the watching seat's view after each
    action, so the page can play it back step by step."""
    seat = session.seat(_seat_field(data))
    level = data.get("level", "facile")
    make_player(level)  # an unknown level is refused before anything is played
    before = session.match.to_dict()
    started = time.perf_counter()
    reasons: list[Reason] = []
    actions = session.computer_turn(level, reasons)
    think_ms = (time.perf_counter() - started) * 1000
    replayer = Session(Match.from_dict(before))
    steps = []
    lang = _lang(data)
    for action, reason in zip(actions, reasons, strict=True):
        seen = replayer.view(seat)
        replayer.apply(action)
        after = replayer.view(seat)
        steps.append(
            {
                "action": action,
                "view": after,
                "text": narrate(action, seen, after, lang),
                "reason": reason.to_dict(),
                "why": render(reason.code, reason.params, lang),
            }
        )
    return {"steps": steps, "view": session.view(seat), "think_ms": round(think_ms, 2)}


def _op_hint(session: Session, data: dict[str, Any]) -> dict[str, Any]:
    """A good move for the seat to act, said as an order, with its reason:
    the page's Hint button.  Nothing is played."""
    seat = session.seat(_seat_field(data))
    action, reason = session.hint(seat, data.get("level", "medio"))
    lang = _lang(data)
    trial = Session(copy.deepcopy(session.match))
    before = trial.view(seat)
    trial.apply(action)
    return {
        "action": action,
        "advice": advise(action, before, trial.view(seat), lang),
        "reason": reason.to_dict(),
        "why": render(reason.code, reason.params, lang),
    }


def _op_history(session: Session, data: dict[str, Any]) -> dict[str, Any]:
    """The smazzata being played, action by action, as the watching seat saw
    it (the page's move history): the log is replayed to the smazzata's
    start, then each of its actions is narrated from that seat's view, so
    no hidden card is named."""
    seat = session.seat(_seat_field(data))
    lang = _lang(data)
    match = session.match
    starts = max((i + 1 for i, a in enumerate(match.log) if a["type"] == "next"), default=0)
    replayer = Session(Match.replay(match.options, match.log[:starts], start=match.start))
    entries = []
    for action in match.log[starts:]:
        seen = replayer.view(seat)
        replayer.apply(action)
        text = narrate(action, seen, replayer.view(seat), lang)
        entries.append({"seat": action["seat"], "type": action["type"], "text": text})
    return {"number": match.number, "entries": entries}


def _op_review(_: Any, data: dict[str, Any]) -> dict[str, Any]:
    """One smazzata replayed action by action with every hand face up: the
    hand review, and the replays a link shares.  ``options``, ``log`` (and
    ``start``, for a set-up position) as a save holds them; ``number``
    picks the smazzata, the last one by default.  Each frame is the view of
    ``seat`` after an action, its ``revealed`` hands, and the action told
    in ``lang``; the first frame is the deal.  With the ``level`` the
    computer played at, each computer action also gets the reason it was
    chosen for (``reason``, ``why``): its turn is played again from the same
    position and seed, and the reasons are kept when it plays the same
    actions (a difficile turn cut short by its clock may not)."""
    options = MatchOptions.from_dict(data.get("options"))
    level = data.get("level")
    if level is not None:
        make_player(level)  # an unknown level is refused
    log = data.get("log")
    if not isinstance(log, list) or not all(isinstance(a, dict) for a in log):
        raise StateError(detail=f"a log is a list of actions, not {quote(log)}")
    nexts = [i for i, action in enumerate(log) if action.get("type") == "next"]
    number = data.get("number", len(nexts) + 1)
    if type(number) is not int or not 1 <= number <= len(nexts) + 1:
        raise ActionFormatError(detail=f"there is no smazzata {quote(number)} in this log")
    begin = 0 if number == 1 else nexts[number - 2] + 1
    end = nexts[number - 1] if number <= len(nexts) else len(log)
    session = Session(Match.replay(options, log[:begin], start=data.get("start")))
    seat = session.seat(_seat_field(data))
    lang = _lang(data)

    def frame(action: ActionDict | None, text: str | None) -> dict[str, Any]:
        hands = [notation(hand) for hand in session.match.smazzata.hands]
        return {"action": action, "text": text, "view": {**session.view(seat), "revealed": hands}}

    actions = log[begin:end]
    reasons: dict[int, Reason] = {}
    frames = [frame(None, None)]
    for index, action in enumerate(actions):
        match = session.match
        if (
            level is not None
            and match.phase == PLAYING
            and match.smazzata.phase == TAKE
            and match.smazzata.turn not in options.people
        ):
            reasons.update(_reasons_of_turn(match, level, actions, index))
        seen = session.view(seat)
        played = session.apply(action)
        frames.append(frame(played, narrate(played, seen, session.view(seat), lang)))
        if index in reasons:
            why = reasons[index]
            frames[-1].update(reason=why.to_dict(), why=render(why.code, why.params, lang))
    return {"number": number, "frames": frames}


def _reasons_of_turn(match: Match, level: str, actions: list[Any], index: int) -> dict[int, Reason]:
    """The computer's turn starting at ``actions[index]`` played again, as
    ``Session.computer_turn`` played it: its reasons, by action index, if it
    plays the same actions."""
    trial = copy.deepcopy(match)
    found: list[Reason] = []
    rng = random.Random(f"{match.options.seed}:ai:{len(match.log)}")
    played = play_turn(trial, make_player(level), rng, found)
    if played != actions[index : index + len(played)]:
        return {}
    return {index + k: why for k, why in enumerate(found)}


def _op_result_words(session: Session, data: dict[str, Any]) -> dict[str, Any]:
    return result_words(session.view(_seat_field(data)), _lang(data))


def _op_judge(_: Any, data: dict[str, Any]) -> dict[str, Any]:
    """A lesson's exercise answered: see :mod:`burraco_core.exercises`."""
    return judge(data.get("exercise"), data.get("answer"), _lang(data))


def _op_goal(session: Session, data: dict[str, Any]) -> dict[str, Any]:
    """Has the learner reached a puzzle's goal in the match being played?"""
    seat = session.seat(_seat_field(data))
    return goal_status(session.match, seat, data.get("goal"), _lang(data))


def _op_summary(_: Any, __: dict[str, Any]) -> dict[str, Any]:
    return summary()


def _op_save(session: Session, _: dict[str, Any]) -> dict[str, Any]:
    return {"state": session.state()}


def _op_check_meld(_: Any, data: dict[str, Any]) -> dict[str, Any]:
    return check_meld(
        _card_list(data, "cards"), data.get("variant", "classic"), lang=_lang(data)
    ).to_dict()


def _op_check_attach(_: Any, data: dict[str, Any]) -> dict[str, Any]:
    meld = _card_list(data, "meld")
    cards = _card_list(data, "cards")
    return check_attach(meld, cards, data.get("variant", "classic"), lang=_lang(data)).to_dict()


def _op_card_points(_: Any, data: dict[str, Any]) -> dict[str, Any]:
    return {"points": card_points(data.get("card"), data.get("variant", "classic"))}  # type: ignore[arg-type]


def _op_score_side(_: Any, data: dict[str, Any]) -> dict[str, Any]:
    melds = data.get("melds", [])
    if not isinstance(melds, list):
        raise ActionFormatError(detail="'melds' must be a list of melds")
    score = score_side(
        [_card_list({"meld": meld}, "meld") for meld in melds],
        _card_list({"hand": data.get("hand", [])}, "hand"),
        closed=_flag(data, "closed"),
        took_pozzetto=_flag(data, "took_pozzetto"),
        variant=data.get("variant", "classic"),
    )
    return score.to_dict()


def _card_list(data: dict[str, Any], name: str) -> list[str]:
    cards = data.get(name)
    if not isinstance(cards, list):
        raise ActionFormatError(detail=f"{name!r} must be a list of cards, not {quote(cards)}")
    return cards


def _flag(data: dict[str, Any], name: str) -> bool:
    value = data.get(name, False)
    if not isinstance(value, bool):
        raise ActionFormatError(detail=f"{name!r} must be true or false, not {quote(value)}")
    return value


def _op_strings(_: Any, __: dict[str, Any]) -> dict[str, Any]:
    """The engine's words for the page: reason templates, and the name of
    every card in both languages (the page labels cards with these)."""
    faces = [str(card) for card in ALL_FACES]
    names = {lang: {card: card_name(card, lang) for card in faces} for lang in LANGS}
    seats = {lang: seat_names(lang) for lang in LANGS}
    return {"messages": ui_strings(), "cards": names, "seats": seats}


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
        "seed_max": SEED_MAX,
    }


_OPS: dict[str, Any] = {
    "new_game": _op_new,
    "load": _op_load,
    "set_up": _op_set_up,
    "view": _op_view,
    "apply": _op_apply,
    "check": _op_check,
    "check_selection": _op_selection,
    "computer_turn": _op_computer,
    "hint": _op_hint,
    "save": _op_save,
    "result_words": _op_result_words,
    "history": _op_history,
    "review": _op_review,
    "check_meld": _op_check_meld,
    "check_attach": _op_check_attach,
    "card_points": _op_card_points,
    "score_side": _op_score_side,
    "strings": _op_strings,
    "about": _op_about,
    "judge": _op_judge,
    "goal": _op_goal,
    "summary": _op_summary,
}
_STATELESS = {
    "review",
    "check_meld",
    "check_attach",
    "card_points",
    "score_side",
    "strings",
    "about",
    "judge",
    "summary",
}
_MUTATING = {"apply", "computer_turn"}
_STARTING = {"new_game", "load", "set_up"}

__all__ = [
    "Session",
    "apply",
    "check",
    "computer_turn",
    "handle",
    "new_game",
    "replay",
    "set_session_aside",
    "set_up",
    "take_session_back",
    "view",
]
