"""Driving a computer player through a whole turn."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..actions import ActionDict, Discard
from .reasons import ANY, Reason

if TYPE_CHECKING:
    from .protocol import Player


def play_turn(
    match: Any, player: Player, rng: random.Random, reasons: list[Reason] | None = None
) -> list[ActionDict]:
    """Let ``player`` play the whole turn of the seat to act; return its
    actions, and append to ``reasons`` why it chose each (a player says so
    in its ``reason`` after each ``choose``; one that does not is taken to
    mean any legal move)."""
    from ..match import PLAYING
    from ..views import seat_view

    seat = match.smazzata.turn
    actions: list[ActionDict] = []
    while match.phase == PLAYING and match.smazzata.turn == seat:
        action = player.choose(seat_view(match, seat), rng)
        match.apply(action)
        actions.append(action.to_dict())
        if reasons is not None:
            reasons.append(getattr(player, "reason", ANY))
        if isinstance(action, Discard):
            break
    return actions
