"""Computer players.  A player sees one seat's view and returns one action.

The protocol is small on purpose, so that every level plugs in the same way:
``choose(view, rng) -> Action``.  The driver calls it again after every
action until the turn passes, so a player sees the card it drew before it
decides what to meld.  A player never sees more than its seat's view: its
hand, the table, the discards and pick-ups it witnessed, and the counts.

Levels, weakest first: ``random`` (any legal action, the floor of the
strength tests), ``facile``, ``medio`` and ``difficile``.
"""

from __future__ import annotations

from collections.abc import Callable

from ..errors import OptionsError, quote
from .difficile import DifficilePlayer
from .driver import play_turn
from .facile import FacilePlayer
from .medio import MedioPlayer
from .plays import Play, as_action, combination_groups, find_plays, may_attach, sequence_groups
from .protocol import Player
from .random_player import RandomPlayer

PLAYERS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer,
    "facile": FacilePlayer,
    "medio": MedioPlayer,
    "difficile": DifficilePlayer,
}
#: the levels offered to players, weakest first
LEVELS = ("facile", "medio", "difficile")


def make_player(level: object) -> Player:
    if not isinstance(level, str) or level not in PLAYERS:
        raise OptionsError("unknown_level", value=quote(level), levels=", ".join(PLAYERS))
    return PLAYERS[level]()


__all__ = [
    "LEVELS",
    "PLAYERS",
    "DifficilePlayer",
    "FacilePlayer",
    "MedioPlayer",
    "Play",
    "Player",
    "RandomPlayer",
    "as_action",
    "combination_groups",
    "find_plays",
    "make_player",
    "may_attach",
    "play_turn",
    "sequence_groups",
]
