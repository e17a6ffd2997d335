"""Actions: frozen dataclasses, one per thing a player can do.

Every action names the ``seat`` that takes it, so acting out of turn is
caught.  ``to_dict``/``action_from_dict`` give the JSON shape used by the
action log and the web page:

>>> action_from_dict({"type": "meld", "seat": 0, "cards": ["3H", "4H", "5H"]})
Meld(seat=0, cards=('3H', '4H', '5H'))
>>> Discard(1, "KS").to_dict()
{'type': 'discard', 'seat': 1, 'card': 'KS'}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NotRequired, TypedDict

from .cards import Card
from .errors import ActionFormatError, quote


class ActionDict(TypedDict):
    """The JSON shape of an action, as the log and the page hold it."""

    type: str
    seat: int
    cards: NotRequired[list[str]]  # meld, attach
    meld: NotRequired[int]  # attach: the meld's id
    card: NotRequired[str]  # discard


@dataclass(frozen=True, slots=True)
class Draw:
    """Pescare: take the top card of the stock."""

    seat: int
    type = "draw"

    def to_dict(self) -> ActionDict:
        return {"type": self.type, "seat": self.seat}


@dataclass(frozen=True, slots=True)
class PickUp:
    """Raccogliere: take the whole discard pile."""

    seat: int
    type = "pickup"

    def to_dict(self) -> ActionDict:
        return {"type": self.type, "seat": self.seat}


@dataclass(frozen=True, slots=True)
class Meld:
    """Calare: open a new meld with these cards from the hand."""

    seat: int
    cards: tuple[str, ...]
    type = "meld"

    def to_dict(self) -> ActionDict:
        return {"type": self.type, "seat": self.seat, "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class Attach:
    """Attaccare: add cards to the meld ``meld`` (its id) of your side."""

    seat: int
    meld: int
    cards: tuple[str, ...]
    type = "attach"

    def to_dict(self) -> ActionDict:
        return {"type": self.type, "seat": self.seat, "meld": self.meld, "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class Discard:
    """Scartare: put one card on the pile; ends the turn."""

    seat: int
    card: str
    type = "discard"

    def to_dict(self) -> ActionDict:
        return {"type": self.type, "seat": self.seat, "card": self.card}


@dataclass(frozen=True, slots=True)
class NextSmazzata:
    """After the scoring of a smazzata: deal the next one."""

    seat: int = 0
    type = "next"

    def to_dict(self) -> ActionDict:
        return {"type": self.type, "seat": self.seat}


Action = Draw | PickUp | Meld | Attach | Discard | NextSmazzata
ACTION_TYPES = (Draw, PickUp, Meld, Attach, Discard, NextSmazzata)

_KINDS: dict[str, type] = {
    "draw": Draw,
    "pickup": PickUp,
    "meld": Meld,
    "attach": Attach,
    "discard": Discard,
    "next": NextSmazzata,
}


def _field(data: Mapping[str, Any], name: str) -> Any:
    if name not in data:
        raise ActionFormatError(detail=f"{quote(data.get('type'))} needs the field {name!r}")
    return data[name]


def _int(data: Mapping[str, Any], name: str) -> int:
    value = _field(data, name)
    if not isinstance(value, int) or isinstance(value, bool):
        raise ActionFormatError(detail=f"{name!r} must be a whole number, not {quote(value)}")
    return value


def _cards(data: Mapping[str, Any]) -> tuple[str, ...]:
    value = _field(data, "cards")
    if not isinstance(value, (list, tuple)) or not value:
        raise ActionFormatError(detail=f"'cards' must be a non-empty list, not {quote(value)}")
    return tuple(str(Card.parse(c)) for c in value)


def action_from_dict(data: Any) -> Action:
    """Parse and validate the JSON shape of an action."""
    if not isinstance(data, Mapping):
        raise ActionFormatError(detail=f"an action is an object, not {quote(data)}")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _KINDS:
        raise ActionFormatError(detail=f"unknown action type {quote(kind)}")
    seat = _int(data, "seat") if kind != "next" or "seat" in data else 0
    if kind == "meld":
        return Meld(seat, _cards(data))
    if kind == "attach":
        return Attach(seat, _int(data, "meld"), _cards(data))
    if kind == "discard":
        card = _field(data, "card")
        return Discard(seat, str(Card.parse(card)))
    result: Action = _KINDS[kind](seat)
    return result
