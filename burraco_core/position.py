"""Setting up a position: a hand, the table's melds, the pile, the pozzetti
taken, whose turn; the hidden rest dealt from a seed.

This is how a lesson, a puzzle or a test starts a game anywhere but at the
deal.  The result is a real match, checked like a save (the cards add up to
the deck, every meld is valid), that plays on with the ordinary API.

>>> match = set_up({
...     "hands": [["5S", "6S", "7S", "KD"], None],
...     "melds": [[["3H", "4H", "5H"]], []],
...     "pile": ["QH"],
...     "seed": "lesson-1",
... })
>>> view = match.to_dict()["smazzata"]
>>> view["hands"][0], len(view["hands"][1]), view["turn"], view["phase"]
(['5S', '6S', '7S', 'KD'], 11, 0, 'play')
>>> match.apply({"type": "meld", "seat": 0, "cards": ["5S", "6S", "7S"]})
>>> [m.layout.notation() for m in match.smazzata.sides[0].melds]
[['3H', '4H', '5H'], ['5S', '6S', '7S']]
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from .cards import full_deck, notation, parse_cards
from .errors import StateError, quote
from .match import Match, MatchOptions
from .melds import read_meld
from .smazzata import HAND_SIZE, Smazzata, pozzetto_sizes
from .variants import get_variant

#: what a position may say; everything left out takes its usual value
FIELDS = {
    # the match
    "variant": "classic or reale",
    "players": "2, 3 or 4",
    "target": "as in new_game",
    "smazzate": "as in new_game",
    "seed": "deals the hidden cards (and the smazzate after this one)",
    "people": "the seats people play (the others are the computer's)",
    # the table
    "hands": "one entry per seat: its cards, or null to deal it 11 hidden cards",
    "hand_sizes": "per seat, how many hidden cards a null hand gets",
    "sides": "the seats of each side (three players after someone went alone)",
    "melds": "per side, its melds (each a list of cards, in any order)",
    "took_pozzetto": "per side, whether it has taken its pozzetto",
    "pozzetti": "the sizes of the pozzetti not yet taken",
    "three_pozzetti": "three players: three pozzetti of 11 (from 1000 points on)",
    "pile": "the discard pile, bottom card first",
    "stock_top": "cards on top of the stock, the next to be drawn first",
    "stock_size": "how many cards the stock holds (the rest lie under the pile)",
    # the turn
    "turn": "the seat to act",
    "phase": "take (draw or pick up first) or play (meld, attach, discard)",
    "dealer": "the dealer (the seat before the turn's, unless said)",
    "forbidden_discard": "a single card picked up this turn, which may not be discarded",
    "turns_without_draw": "turns in a row without a card drawn (stalemate at 12)",
    # the public record, which the computer players read
    "discarded": "per seat, the cards it has discarded so far, oldest first",
    "picked_up": "per seat, the cards it has picked up from the pile so far",
}


def set_up(spec: Any) -> Match:
    """A match whose smazzata in play is the position ``spec`` describes.

    Raises :class:`~burraco_core.errors.StateError` (or an ``OptionsError``
    for the match fields) naming what does not fit.
    """
    if not isinstance(spec, Mapping):
        raise StateError(detail=f"a position is an object, not {quote(spec)}")
    unknown = sorted(set(spec) - set(FIELDS))
    if unknown:
        raise StateError(detail=f"unknown position fields {quote(unknown)}")
    option_keys = ("variant", "players", "target", "smazzate", "seed", "people")
    options = MatchOptions.from_dict({k: spec[k] for k in option_keys if k in spec})
    smazzata = Smazzata.from_dict(_smazzata_dict(spec, options))
    return Match(
        options=options,
        first_dealer=smazzata.dealer,
        smazzata=smazzata,
        scores=[0] * options.players,
        start=smazzata.to_dict(),
    )


def _smazzata_dict(spec: Mapping[str, Any], options: MatchOptions) -> dict[str, Any]:
    variant = get_variant(options.variant)
    players = options.players
    try:
        sides = spec.get("sides") or _default_sides(players)
        hands = spec.get("hands") or [None] * players
        melds = spec.get("melds") or [[] for _ in sides]
        took = spec.get("took_pozzetto") or [False] * len(sides)
        pile = list(spec.get("pile") or [])
        stock_top = list(spec.get("stock_top") or [])
        three = bool(spec.get("three_pozzetti", False))
        turn = spec.get("turn", 0)
        sizes = spec.get("pozzetti")
        if sizes is None:
            sizes = pozzetto_sizes(players, three)[sum(map(bool, took)) :]
        if len(hands) != players or len(melds) != len(sides) or len(took) != len(sides):
            raise StateError(
                detail="hands need one entry per seat; melds and took_pozzetto one per side"
            )
        laid_out = [[read_meld(parse_cards(m), variant).notation() for m in side] for side in melds]
        named = [c for h in hands if h is not None for c in h] + pile + stock_top
        named += [c for side in laid_out for m in side for c in m]
        rest = Counter(notation(full_deck(variant)))
        rest.subtract(Counter(notation(parse_cards(named))))
        extra = sorted(card for card, count in rest.items() if count < 0)
        if extra:
            raise StateError(detail=f"more copies than the deck holds: {quote(extra)}")
        hidden = sorted(rest.elements())
        random.Random(f"{options.seed}:position").shuffle(hidden)
        pozzetti = [_take(hidden, size) for size in sizes]
        hand_sizes = spec.get("hand_sizes") or {}
        dealt = [
            list(h) if h is not None else _take(hidden, hand_sizes.get(str(seat), HAND_SIZE))
            for seat, h in enumerate(hands)
        ]
        stock_size = spec.get("stock_size")
        if stock_size is not None:
            keep = stock_size - len(stock_top)
            if keep < 0:
                raise StateError(detail="stock_size is smaller than stock_top")
            pile = hidden[keep:] + pile
            hidden = hidden[:keep]
        next_id = 1
        side_dicts = []
        for seats, side_melds, has_pozzetto in zip(sides, laid_out, took, strict=True):
            entries = []
            for cards in side_melds:
                entries.append({"id": next_id, "owner": seats[0], "cards": cards})
                next_id += 1
            side_dicts.append(
                {"seats": list(seats), "took_pozzetto": bool(has_pozzetto), "melds": entries}
            )
        return {
            "variant": variant.name,
            "players": players,
            "dealer": spec.get("dealer", (turn - 1) % players if isinstance(turn, int) else 0),
            "three_pozzetti": three,
            "hands": dealt,
            "stock": hidden + list(reversed(stock_top)),
            "pile": pile,
            "pozzetti": pozzetti,
            "sides": side_dicts,
            "turn": turn,
            "phase": spec.get("phase", "play"),
            "forbidden_discard": spec.get("forbidden_discard"),
            "last_turn": False,
            "turns_without_draw": spec.get("turns_without_draw", 0),
            "next_meld_id": next_id,
            "end_reason": None,
            "closed_by": None,
            "pozzetti_to_stock": 0,
            "discarded": _record(spec, "discarded", players),
            "picked_up": _record(spec, "picked_up", players),
        }
    except StateError:
        raise
    except (TypeError, ValueError, AttributeError, KeyError) as error:
        raise StateError(detail=f"the position does not fit: {quote(str(error))}") from None


def _record(spec: Mapping[str, Any], name: str, players: int) -> list[list[str]]:
    """A per-seat list of cards from the public record; the cards may since
    have been melded, discarded again or be anywhere, so they are not
    counted against the deck."""
    record = spec.get(name) or [[] for _ in range(players)]
    if len(record) != players:
        raise StateError(detail=f"{name} needs one entry per seat, not {quote(record)}")
    return [notation(parse_cards(cards)) for cards in record]


def _default_sides(players: int) -> list[list[int]]:
    return [[0, 2], [1, 3]] if players == 4 else [[seat] for seat in range(players)]


def _take(cards: list[str], count: Any) -> list[str]:
    if type(count) is not int or not 0 <= count <= len(cards):
        raise StateError(detail=f"not enough hidden cards for {quote(count)} more")
    taken = cards[:count]
    del cards[:count]
    return taken
