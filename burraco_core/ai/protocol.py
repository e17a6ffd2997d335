"""The one protocol every computer player follows."""

from __future__ import annotations

import random
from typing import Any, Protocol

from ..actions import Action


class Player(Protocol):
    name: str

    def choose(self, view: dict[str, Any], rng: random.Random) -> Action:
        """One legal action for ``view["seat"]``, which is to act."""
        ...
