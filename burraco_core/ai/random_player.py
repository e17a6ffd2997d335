"""``random``: any legal action it finds, the floor of the strength tests."""

from __future__ import annotations

import random

from ..actions import Action, Discard, Draw, NextSmazzata, PickUp
from ..views import SeatView, context_from_view
from .plays import as_action, find_plays


class RandomPlayer:
    """A uniformly random legal action among those it finds: the floor.

    Its candidates are every legal discard and the melds and single-card
    attachments :func:`find_plays` finds, so it plays legally but aimlessly.
    """

    name = "random"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        seat = view["seat"]
        legal = view["legal"]
        if legal["next"]:
            return NextSmazzata(seat)
        if legal["draw"] or legal["pickup"]:
            options: list[Action] = []
            if legal["draw"]:
                options.append(Draw(seat))
            if legal["pickup"]:
                options.append(PickUp(seat))
            return rng.choice(options)
        ctx = context_from_view(view)
        plays = find_plays(ctx, with_wild=True)
        choices: list[Action] = [as_action(seat, play) for play, _ in plays]
        choices += [Discard(seat, card) for card in legal["discard"]]
        return rng.choice(choices)
