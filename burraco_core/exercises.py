"""Judging the lessons' exercises and puzzles, and the rules summary.

The lessons (``learn/*.toml``) are data; every verdict on a learner's answer
comes from here, through the same meld and scoring code the game plays with,
so a lesson can never teach a rule the game does not play.

An exercise is a dict with a ``kind``:

``points``  ``cards``: the learner says how many points they are worth.
``meld``    ``hand``: the learner builds a meld from it; ``goal`` may ask
            for more than a valid meld (see :data:`MELD_GOALS`).
``attach``  ``meld`` on the table, ``hand``: the learner attaches cards.
``kind``    ``meld``: the learner says which burraco it is (or none).
``score``   ``melds``, ``hand``, ``closed``, ``pozzetto``: the learner
            scores the side; the breakdown comes with the verdict.
``split``   ``total``: a three-player pair's points; the learner says what
            each of the two scores.
``play``    a ``position`` (see :mod:`burraco_core.position`) and a
            ``goal``, played with real game actions; :func:`goal_status`
            judges the match after each one (see :data:`PLAY_GOALS`).

>>> judge({"kind": "meld", "hand": ["5H", "6H", "JK", "9C"], "goal": {"wild": True}},
...       ["5H", "6H", "JK"])["correct"]
True
>>> v = judge({"kind": "attach", "meld": ["3H", "2H", "5H"], "hand": ["2C", "4H"]}, ["2C"])
>>> v["correct"], v["code"]
(False, 'wild_locked')
>>> judge({"kind": "kind", "meld": ["3S", "4S", "5S", "6S", "7S", "8S", "9S"]}, "pulito")["code"]
'kind_pulito'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

from .cards import Card, parse_cards, point_value
from .errors import ActionFormatError, BurracoError, quote
from .match import Match
from .melds import (
    BURRACO_BONUS,
    COMBINATION,
    SEQUENCE,
    BurracoKind,
    Layout,
    MeldCheck,
    arrange,
    attach,
    read_meld,
)
from .messages import render
from .scoring import CLOSING_BONUS, POZZETTO_PENALTY, score_side, split_pair
from .smazzata import HAND_SIZE, STALEMATE_TURNS, STOCK_FLOOR
from .variants import VARIANTS, Variant, get_variant
from .words import count

#: what a ``meld`` or ``attach`` goal may ask of the resulting meld
MELD_GOALS = {
    "kind": "sequence or combination",
    "wild": "true: the meld holds a wild; false: it holds none",
    "burraco": "a burraco kind (pulito, semipulito, sporco, nobile, reale), or 'any'",
    "min_cards": "the meld has at least this many cards",
    "includes": "cards the meld must hold",
    "wild_moved": "attach: the wild stands for another card, or went home as a natural 2",
}

#: what a ``play`` goal may ask; the first group is met the moment it holds,
#: the second is judged when the learner's turn is over
PLAY_GOALS = {
    "close": "the learner's side closes the smazzata",
    "pozzetto": "'al_volo' (by melding, before the discard) or 'any'",
    "burraco": "the side has a burraco of this kind (or 'any')",
    "pickup": "the learner picked up the discard pile",
    "hand_max": "at the end of the turn, at most this many cards in hand",
    "points_min": "at the end of the turn, the side's score as it stands is at least this",
    "avoid_discard": "at the end of the turn, the discard is none of these cards",
}
_AT_END = {"hand_max", "points_min", "avoid_discard"}

_BURRACO_GOALS = ("any", "pulito", "semipulito", "sporco", "nobile", "reale")


def _is_card_list(value: Any) -> bool:
    if not isinstance(value, list):
        return False
    parse_cards(value)  # an unknown card is a CardError naming it
    return True


#: the value each goal key accepts
_GOAL_VALUES: dict[str, Callable[[Any], bool]] = {
    "kind": lambda v: v in ("sequence", "combination"),
    "wild": lambda v: isinstance(v, bool),
    "burraco": lambda v: isinstance(v, str) and v in _BURRACO_GOALS,
    "min_cards": lambda v: type(v) is int and v >= 0,
    "includes": _is_card_list,
    "wild_moved": lambda v: isinstance(v, bool),
    "close": lambda v: v is True,
    "pozzetto": lambda v: v in ("al_volo", "any"),
    "pickup": lambda v: v is True,
    "hand_max": lambda v: type(v) is int and v >= 0,
    "points_min": lambda v: type(v) is int,
    "avoid_discard": _is_card_list,
}


def _checked_goal(goal: Any, keys: Mapping[str, str], *, empty_ok: bool) -> Mapping[str, Any]:
    """``goal`` if every key is one of ``keys`` with a value it accepts."""
    if not isinstance(goal, Mapping) or (not goal and not empty_ok) or set(goal) - set(keys):
        raise ActionFormatError(detail=f"a goal has some of the keys {sorted(keys)}")
    for key, value in goal.items():
        if not _GOAL_VALUES[key](value):
            raise ActionFormatError(detail=f"the goal {key!r} is {keys[key]}, not {quote(value)}")
    return goal


BURRACO_KINDS = ("none", "sporco", "semipulito", "pulito", "nobile", "reale")

KIND_WORDS = {
    "en": {
        "sequence": "a sequence",
        "combination": "a combination",
        "none": "not a burraco",
        "pulito": "a clean burraco (pulito)",
        "semipulito": "a semi-clean burraco (semipulito)",
        "sporco": "a dirty burraco (sporco)",
        "nobile": "a burraco nobile",
        "reale": "a burraco reale",
        "any": "a burraco",
    },
    "it": {
        "sequence": "una scala",
        "combination": "una combinazione",
        "none": "non un burraco",
        "pulito": "un burraco pulito",
        "semipulito": "un burraco semipulito",
        "sporco": "un burraco sporco",
        "nobile": "un burraco nobile",
        "reale": "un burraco reale",
        "any": "un burraco",
    },
}


def _words(lang: str) -> dict[str, str]:
    return KIND_WORDS["it" if lang == "it" else "en"]


def verdict(
    correct: bool, code: str | None, params: Mapping[str, Any] | None = None, lang: str = "en"
) -> dict[str, Any]:
    shown = dict(params or {})
    return {
        "correct": correct,
        "code": code,
        "params": shown,
        "reason": None if code is None else render(code, _worded(shown, lang), lang),
    }


def _worded(params: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """Params as the templates say them in ``lang``: kind codes become words
    (``{kind}``), numbers become counted nouns (``{cards}``: "1 card")."""
    words = _words(lang)
    shown = {k: words.get(v, v) if k in ("kind", "want") else v for k, v in params.items()}
    counted = {"n": ("cards", "card"), "max": ("most", "card"), "total": ("points", "point")}
    counted["min"] = ("least", "point")
    for key, (name, noun) in counted.items():
        if isinstance(params.get(key), int):
            shown[name] = count(params[key], noun, lang)
    return shown


# --------------------------------------------------------------------------
# Exercises answered in one go


def judge(exercise: Any, answer: Any, lang: str = "en") -> dict[str, Any]:
    """The verdict on ``answer``: ``correct``, and the ``code``/``reason``
    that explains it, plus what the answer made (a meld, a score)."""
    if not isinstance(exercise, Mapping):
        raise ActionFormatError(detail=f"an exercise is an object, not {quote(exercise)}")
    kind = exercise.get("kind")
    judges: dict[str, Callable[[Mapping[str, Any], Any, str], dict[str, Any]]] = {
        "points": _judge_points,
        "meld": _judge_meld,
        "attach": _judge_attach,
        "kind": _judge_kind,
        "score": _judge_score,
        "split": _judge_split,
    }
    if not isinstance(kind, str) or kind not in judges:
        raise ActionFormatError(detail=f"unknown exercise kind {quote(kind)}")
    return judges[kind](exercise, answer, lang)


def _variant(exercise: Mapping[str, Any]) -> Variant:
    return get_variant(exercise.get("variant", "classic"))


def _cards(value: Any, name: str) -> list[Card]:
    if not isinstance(value, list):
        raise ActionFormatError(detail=f"{name!r} must be a list of cards, not {quote(value)}")
    return parse_cards(value)


def _number(answer: Any) -> int:
    if type(answer) is not int:
        raise ActionFormatError(detail=f"the answer is a whole number, not {quote(answer)}")
    return answer


def _judge_points(exercise: Mapping[str, Any], answer: Any, lang: str) -> dict[str, Any]:
    variant = _variant(exercise)
    cards = _cards(exercise.get("cards"), "cards")
    given = _number(answer)
    each = [point_value(card, variant) for card in cards]
    total = sum(each)
    right = given == total
    result = verdict(right, None if right else "wrong_points", {"given": given}, lang)
    # the page shows the count once it is right, or when the learner asks
    return {**result, "points": each, "total": total}


def _from_hand(hand: list[Card], answer: list[Card]) -> Card | None:
    """The first answered card the hand does not hold (counting copies)."""
    left = Counter(hand)
    for card in answer:
        if left[card] == 0:
            return card
        left[card] -= 1
    return None


def _judge_meld(exercise: Mapping[str, Any], answer: Any, lang: str) -> dict[str, Any]:
    variant = _variant(exercise)
    return _judge_cards(exercise, answer, None, lambda cards: arrange(cards, variant), lang)


def _judge_attach(exercise: Mapping[str, Any], answer: Any, lang: str) -> dict[str, Any]:
    variant = _variant(exercise)
    before = read_meld(_cards(exercise.get("meld"), "meld"), variant)
    return _judge_cards(
        exercise, answer, before, lambda cards: attach(before, cards, variant), lang
    )


def _judge_cards(
    exercise: Mapping[str, Any],
    answer: Any,
    before: Layout | None,
    lay_out: Callable[[list[Card]], Layout],
    lang: str,
) -> dict[str, Any]:
    """Cards from the hand, laid out by ``lay_out`` (a new meld, or an
    attachment to ``before``), then held to the exercise's goal."""
    hand = _cards(exercise.get("hand"), "hand")
    chosen = _cards(answer, "answer")
    missing = _from_hand(hand, chosen)
    if missing is not None:
        return verdict(False, "card_not_in_hand", {"card": str(missing)}, lang)
    try:
        layout = lay_out(chosen)
    except BurracoError as error:
        return {**verdict(False, error.code, error.params, lang), "meld": None}
    return _meld_verdict(layout, before, exercise.get("goal"), _variant(exercise), lang)


def _meld_verdict(
    layout: Layout, before: Layout | None, goal: Any, variant: Variant, lang: str
) -> dict[str, Any]:
    made = MeldCheck.of(layout, variant).to_dict()
    checked = _checked_goal({} if goal is None else goal, MELD_GOALS, empty_ok=True)
    miss = _missed_meld_goal(layout, before, checked, variant)
    if miss is None:
        result = verdict(True, None, None, lang)
    else:
        result = verdict(False, miss[0], miss[1], lang)
    return {**result, "meld": made}


def _missed_meld_goal(
    layout: Layout, before: Layout | None, goal: Mapping[str, Any], variant: Variant
) -> tuple[str, dict[str, Any]] | None:
    kind = goal.get("kind")
    if kind is not None and str(layout.kind) != kind:
        return "goal_kind", {"kind": kind}
    wild = goal.get("wild")
    if wild is True and layout.wild is None:
        return "goal_wild", {}
    if wild is False and layout.wild is not None:
        return "goal_no_wild", {}
    size = goal.get("min_cards")
    if size is not None and len(layout.cards) < size:
        return "goal_min_cards", {"n": size}
    for card in parse_cards(goal.get("includes") or []):
        if card not in layout.cards:
            return "goal_includes", {"card": str(card)}
    want = goal.get("burraco")
    made = layout.burraco(variant)
    if want is not None and (made is None or (want != "any" and str(made) != want)):
        return "goal_burraco", {"want": want, "kind": str(made) if made else "none"}
    if goal.get("wild_moved") and before is not None:
        # a wild that went home as a natural 2 has moved too
        stayed = layout.wild is not None and _wild_place(before) == _wild_place(layout)
        if before.wild is None or stayed:
            return "goal_wild_moved", {}
    return None


def _wild_place(layout: Layout) -> int:
    """The position the wild stands for (in a sequence), so moving counts
    even when cards are added below it."""
    assert layout.wild is not None
    return layout.low + layout.wild


def kind_reason(layout: Layout, variant: Variant) -> tuple[str, dict[str, Any]]:
    """Why the meld is the burraco it is (or is none), as a code and params."""
    size = len(layout.cards)
    made = layout.burraco(variant)
    if made is None:
        return "kind_short", {"n": size}
    if made in (BurracoKind.NOBILE, BurracoKind.REALE):
        return f"kind_{made}", {"n": size}
    if made == BurracoKind.PULITO:
        return "kind_pulito", {"n": size}
    if made == BurracoKind.SEMIPULITO:
        if layout.kind == COMBINATION:
            return "kind_semipulito_combination", {"n": size}
        return "kind_semipulito", {"n": size}
    if not variant.semipulito:
        return "kind_sporco_variant", {"n": size}
    if size < 8:
        return "kind_sporco_seven", {"n": size}
    return "kind_sporco_inside", {"n": size}


def _judge_kind(exercise: Mapping[str, Any], answer: Any, lang: str) -> dict[str, Any]:
    variant = _variant(exercise)
    layout = read_meld(_cards(exercise.get("meld"), "meld"), variant)
    if answer not in BURRACO_KINDS:
        raise ActionFormatError(detail=f"the answer is one of {list(BURRACO_KINDS)}")
    made = layout.burraco(variant)
    right = "none" if made is None else str(made)
    code, params = kind_reason(layout, variant)
    result = verdict(answer == right, code, params, lang)
    return {**result, "kind": right if answer == right else None, "meld": layout.notation()}


def _judge_score(exercise: Mapping[str, Any], answer: Any, lang: str) -> dict[str, Any]:
    melds = exercise.get("melds")
    if not isinstance(melds, list):
        raise ActionFormatError(detail="'melds' must be a list of melds")
    score = score_side(
        [_cards(meld, "meld") for meld in melds],
        _cards(exercise.get("hand", []), "hand"),
        closed=bool(exercise.get("closed", False)),
        took_pozzetto=bool(exercise.get("pozzetto", False)),
        variant=_variant(exercise),
    )
    given = _number(answer)
    right = given == score.total
    result = verdict(right, None if right else "wrong_score", {"given": given}, lang)
    # the breakdown is shown once the answer is right, or when the learner asks
    return {**result, "score": score.to_dict()}


def _judge_split(exercise: Mapping[str, Any], answer: Any, lang: str) -> dict[str, Any]:
    total = _number(exercise.get("total"))
    given = _number(answer)
    share = split_pair(total)
    right = given == share
    result = verdict(right, None if right else "wrong_split", {"given": given}, lang)
    return {**result, "share": share}


# --------------------------------------------------------------------------
# Puzzles and positions: judged on the match after every action


def goal_status(match: Match, seat: int, goal: Any, lang: str = "en") -> dict[str, Any]:
    """``status``: ``met`` (done), ``open`` (play on) or ``failed`` (the
    learner's turn is over and the goal was not reached: the reason says
    what is missing)."""
    goal = _checked_goal(goal, PLAY_GOALS, empty_ok=False)
    s = match.smazzata
    turn_over = s.over or s.turn != seat
    missing: tuple[str, dict[str, Any]] | None = None
    for key, want in goal.items():
        if key in _AT_END and not turn_over:
            missing = missing or ("goal_open", {})
            continue
        miss = _missed_play_goal(match, seat, key, want, turn_over)
        if miss is not None:
            missing = miss if missing is None or missing[0] == "goal_open" else missing
    if missing is None:
        return {"status": "met", "code": None, "params": {}, "reason": None}
    code, params = missing
    status = "failed" if turn_over else "open"
    reason = render(code, _worded(params, lang), lang) if turn_over else None
    shown_code = code if turn_over else None
    return {"status": status, "code": shown_code, "params": params, "reason": reason}


def _missed_play_goal(
    match: Match, seat: int, key: str, want: Any, turn_over: bool
) -> tuple[str, dict[str, Any]] | None:
    s = match.smazzata
    side = s.side_of(seat)
    if key == "close":
        closed = s.closed_by is not None and s.closed_by in side.seats
        return None if closed else ("goal_close", {})
    if key == "pozzetto":
        if want == "al_volo":
            return None if side.took_pozzetto and not turn_over else ("goal_al_volo", {})
        return None if side.took_pozzetto else ("goal_pozzetto", {})
    if key == "burraco":
        kinds = [m.layout.burraco(s.variant) for m in side.melds]
        if any(k is not None and (want == "any" or str(k) == want) for k in kinds):
            return None
        return "goal_burraco_table", {"want": want}
    if key == "pickup":
        return None if s.picked_up[seat] else ("goal_pickup", {})
    if key == "hand_max":
        left = len(s.hands[seat])
        return None if left <= want else ("goal_hand", {"n": left, "max": want})
    if key == "points_min":
        total = s.side_scores()[s.side_index(seat)].total
        return None if total >= want else ("goal_points", {"total": total, "min": want})
    if key == "avoid_discard":
        last = s.discarded[seat][-1] if s.discarded[seat] else None
        bad = last is not None and last in parse_cards(want)
        return ("goal_feed", {"card": str(last)}) if bad else None
    raise ActionFormatError(detail=f"unknown goal {quote(key)}")


# --------------------------------------------------------------------------
# The one-page summary: every number from the engine's own tables


def summary() -> dict[str, Any]:
    """Card values, bonuses, burraco kinds, closing conditions, per variant."""
    return {name: _variant_summary(get_variant(name)) for name in sorted(VARIANTS)}


def _variant_summary(variant: Variant) -> dict[str, Any]:
    samples = [("JK", "JK"), ("2", "2H"), ("A", "AH"), ("K-8", "KH"), ("7-3", "7H")]
    values = [
        {"ranks": label, "points": point_value(Card.parse(card), variant)}
        for label, card in samples
        if card != "JK" or variant.jokers
    ]
    kinds = [BurracoKind.PULITO, BurracoKind.SEMIPULITO, BurracoKind.SPORCO]
    kinds += [BurracoKind.NOBILE, BurracoKind.REALE]
    present = [k for k in kinds if _kind_exists(k, variant)]
    return {
        "cards": variant.deck_size,
        "jokers": variant.jokers,
        "hand": HAND_SIZE,
        "values": values,
        "melds": [str(SEQUENCE)] + ([str(COMBINATION)] if variant.combinations else []),
        "ace_both_ends": variant.ace_both_ends,
        "burraci": [{"kind": str(k), "bonus": BURRACO_BONUS[k]} for k in present],
        "closing_bonus": CLOSING_BONUS,
        "pozzetto_penalty": POZZETTO_PENALTY,
        "close_needs": [
            "pozzetto",
            "clean_burraco" if variant.close_needs_clean else "burraco",
            "natural_discard",
        ],
        "stock_floor": STOCK_FLOOR,
        "pozzetti_refill_stock": variant.pozzetti_refill_stock,
        "stalemate_turns": STALEMATE_TURNS,
    }


def _kind_exists(kind: BurracoKind, variant: Variant) -> bool:
    if kind == BurracoKind.SEMIPULITO:
        return variant.semipulito
    if kind in (BurracoKind.NOBILE, BurracoKind.REALE):
        return variant.nobile_reale
    return True


__all__ = [
    "BURRACO_KINDS",
    "MELD_GOALS",
    "PLAY_GOALS",
    "goal_status",
    "judge",
    "kind_reason",
    "summary",
]
