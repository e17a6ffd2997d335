"""The panel: opponents written apart from the levels, to judge them by.

Each member is a :class:`~burraco_core.ai.Player` that sees only its seat's
view and plays one recognisable style of club Burraco.  None imports
``burraco_core.ai``: they use the engine's rules (a
:class:`~burraco_core.turn.TurnContext` rebuilt from the view) and nothing
else, so a level cannot be tuned to exploit code it shares with them.
``bench/tournament.py --panel`` plays every level against every member;
``docs/COMPUTER-PLAYERS.md`` says what each level does about each style.
"""

from __future__ import annotations

from collections.abc import Callable

from .base import PanelPlayer
from .careful import CarefulPlayer
from .greedy import GreedyPlayer
from .hoarder import HoarderPlayer
from .racer import RacerPlayer

PANEL: dict[str, Callable[[], PanelPlayer]] = {
    "greedy": GreedyPlayer,
    "hoarder": HoarderPlayer,
    "racer": RacerPlayer,
    "careful": CarefulPlayer,
}

__all__ = ["PANEL", "CarefulPlayer", "GreedyPlayer", "HoarderPlayer", "PanelPlayer", "RacerPlayer"]
