"""Build exact positions for scenario tests.

``position(...)`` lays out named cards (hands, melds, pile, top of the stock)
and puts every other card of the deck in the stock, the pozzetti or under
the pile, so the result is a real, complete smazzata that the engine's own
loader checks.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from burraco_core.cards import full_deck, notation, parse_cards
from burraco_core.match import Match, MatchOptions
from burraco_core.melds import read_meld
from burraco_core.smazzata import Smazzata
from burraco_core.variants import get_variant


def position(
    *,
    variant: str = "classic",
    players: int = 2,
    hands: list[list[str]],
    melds: list[list[list[str]]] | None = None,
    took: list[bool] | None = None,
    pile: list[str] | None = None,
    stock_top: list[str] | None = None,
    stock_size: int | None = None,
    pozzetti: list[int] | None = None,
    turn: int = 0,
    phase: str = "play",
    dealer: int | None = None,
    sides: list[list[int]] | None = None,
    forbidden: str | None = None,
    turns_without_draw: int = 0,
    three_pozzetti: bool = False,
) -> Smazzata:
    var = get_variant(variant)
    if sides is None:
        sides = [[0, 2], [1, 3]] if players == 4 else [[s] for s in range(players)]
    melds = melds or [[] for _ in sides]
    took = took or [False] * len(sides)
    pile = pile or []
    stock_top = stock_top or []
    named = [c for h in hands for c in h] + pile + stock_top
    named += [c for side in melds for m in side for c in m]
    rest = Counter(notation(full_deck(var)))
    rest.subtract(Counter(named))
    if any(v < 0 for v in rest.values()):
        raise ValueError(f"more copies than the deck holds: {-rest}")
    leftover = sorted(rest.elements())
    pozz = []
    for size in [11, 11] if pozzetti is None else pozzetti:
        pozz.append(leftover[:size])
        leftover = leftover[size:]
    if stock_size is not None:
        keep = stock_size - len(stock_top)
        pile = leftover[keep:] + pile
        leftover = leftover[:keep]
    stock = leftover + list(reversed(stock_top))
    next_id = 1
    side_dicts = []
    for seats, side_melds, has_pozzetto in zip(sides, melds, took, strict=True):
        entries = []
        for cards in side_melds:
            layout = read_meld(parse_cards(cards), var)
            entries.append({"id": next_id, "owner": seats[0], "cards": layout.notation()})
            next_id += 1
        side_dicts.append({"seats": seats, "took_pozzetto": has_pozzetto, "melds": entries})
    data: dict[str, Any] = {
        "variant": variant,
        "players": players,
        "dealer": (turn - 1) % players if dealer is None else dealer,
        "three_pozzetti": three_pozzetti,
        "hands": hands,
        "stock": stock,
        "pile": pile,
        "pozzetti": pozz,
        "sides": side_dicts,
        "turn": turn,
        "phase": phase,
        "forbidden_discard": forbidden,
        "last_turn": False,
        "turns_without_draw": turns_without_draw,
        "next_meld_id": next_id,
        "end_reason": None,
        "closed_by": None,
        "pozzetti_to_stock": 0,
        "discarded": [[] for _ in range(players)],
        "picked_up": [[] for _ in range(players)],
    }
    return Smazzata.from_dict(data)


def match_with(smazzata: Smazzata, **options: Any) -> Match:
    """A match whose current smazzata is ``smazzata``."""
    opts = MatchOptions(variant=smazzata.variant.name, players=smazzata.players, **options)
    match = Match.new(opts)
    match.smazzata = smazzata
    return match
