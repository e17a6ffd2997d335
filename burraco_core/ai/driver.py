"""Driving a computer player through a whole turn."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..actions import ActionDict, Discard

if TYPE_CHECKING:
    from .protocol import Player


def play_turn(match: Any, player: Player, rng: random.Random) -> list[ActionDict]:
    """Let ``player`` play the whole turn of the seat to act; return its actions."""
    from ..match import PLAYING
    from ..views import seat_view

    seat = match.smazzata.turn
    actions: list[ActionDict] = []
    while match.phase == PLAYING and match.smazzata.turn == seat:
        action = player.choose(seat_view(match, seat), rng)
        match.apply(action)
        actions.append(action.to_dict())
        if isinstance(action, Discard):
            break
    return actions
