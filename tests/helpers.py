"""Exact positions for scenario tests, set up through the public API.

``position(**spec)`` is :func:`burraco_core.position.set_up` with the spec as
keyword arguments (``hands=...``, ``melds=...``, ``took_pozzetto=...``): the
named cards are where the test puts them and the hidden rest is dealt from
the seed, so the result is a real, complete smazzata that the engine's own
loader has checked.
"""

from __future__ import annotations

from typing import Any

from burraco_core.match import Match, MatchOptions
from burraco_core.position import set_up
from burraco_core.smazzata import Smazzata


def position(**spec: Any) -> Smazzata:
    return set_up(spec).smazzata


def match_with(smazzata: Smazzata, **options: Any) -> Match:
    """A match whose current smazzata is ``smazzata``."""
    opts = MatchOptions(variant=smazzata.variant.name, players=smazzata.players, **options)
    match = Match.new(opts)
    match.smazzata = smazzata
    return match
