"""The one protocol every computer player follows."""

from __future__ import annotations

import random
from typing import Protocol

from ..actions import Action
from ..views import SeatView


class Player(Protocol):
    name: str

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        """One legal action for ``view["seat"]``, which is to act."""
        ...
