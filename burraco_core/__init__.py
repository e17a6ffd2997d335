"""Burraco, the Italian rummy game: a pure-Python rules engine.

The public rules API (used by the teaching pages and the acceptance checks):

>>> check_meld(["7S", "5S", "6S"]).cards
('5S', '6S', '7S')
>>> check_attach(["5S", "6S", "7S"], ["JK"]).cards
('JK', '5S', '6S', '7S')
>>> card_points("AS")
15
>>> score_side([["5S", "6S", "7S"]], [], closed=False, took_pozzetto=True).total
15

The game API for the web page is :mod:`burraco_core.api`.
"""

from .actions import Action, Attach, Discard, Draw, Meld, NextSmazzata, PickUp, action_from_dict
from .cards import Card, card_points
from .errors import (
    ActionFormatError,
    BurracoError,
    CardError,
    IllegalActionError,
    OptionsError,
    StateError,
)
from .match import Match, MatchOptions
from .melds import MeldCheck, MeldError, check_attach, check_meld
from .scoring import SideScore, score_side
from .smazzata import Smazzata
from .variants import CLASSIC, REALE, Variant, get_variant

__version__ = "0.1.0"

__all__ = [
    "CLASSIC",
    "REALE",
    "Action",
    "ActionFormatError",
    "Attach",
    "BurracoError",
    "Card",
    "CardError",
    "Discard",
    "Draw",
    "IllegalActionError",
    "Match",
    "MatchOptions",
    "Meld",
    "MeldCheck",
    "MeldError",
    "NextSmazzata",
    "OptionsError",
    "PickUp",
    "SideScore",
    "Smazzata",
    "StateError",
    "Variant",
    "action_from_dict",
    "card_points",
    "check_attach",
    "check_meld",
    "get_variant",
    "score_side",
]
