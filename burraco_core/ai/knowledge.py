"""What one seat knows, read from its view alone.

* ``unseen``: the cards this seat has not seen anywhere: the deck less its own
  hand, every meld on the table and the discard pile.  Other hands, the
  stock and the pozzetti are made of exactly these cards.
* ``known``: per other seat, the cards it is known to hold: those it picked
  up with the pile and has not discarded since (and that are still unseen).
* ``threat``: how close the opponents are to closing, from 0 to 1.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ..cards import Card, full_deck, parse_cards
from ..melds import CLEAN_KINDS, Layout, read_meld
from ..variants import Variant, get_variant


@dataclass(slots=True)
class Knowledge:
    seat: int
    players: int
    variant: Variant
    my_side: int
    side_seats: list[list[int]]
    layouts: list[list[Layout]]  # per side
    hand: list[Card]
    pile: list[Card]
    unseen: Counter[Card]
    known: dict[int, Counter[Card]]
    discarded: dict[int, Counter[Card]]
    hand_counts: list[int]
    stock: int
    threat: float

    @classmethod
    def from_view(cls, view: dict[str, Any]) -> Knowledge:
        variant = get_variant(view["variant"])
        seat = view["seat"]
        hand = parse_cards(view["hand"])
        pile = parse_cards(view["pile"])
        layouts = [
            [read_meld(parse_cards(m["cards"]), variant) for m in side["melds"]]
            for side in view["sides"]
        ]
        unseen = Counter(full_deck(variant))
        unseen.subtract(hand)
        unseen.subtract(pile)
        for side in layouts:
            for layout in side:
                unseen.subtract(layout.cards)
        unseen = +unseen  # drop zeros (and any impossible negatives)
        known: dict[int, Counter[Card]] = {}
        discarded: dict[int, Counter[Card]] = {}
        for other in range(view["players"]):
            gone = Counter(parse_cards(view["discarded"][other]))
            discarded[other] = gone
            if other == seat:
                continue
            held = Counter(parse_cards(view["picked_up"][other]))
            held.subtract(gone)
            held = +held & unseen
            known[other] = held
        me = view["my_side"]
        return cls(
            seat=seat,
            players=view["players"],
            variant=variant,
            my_side=me,
            side_seats=[list(side["seats"]) for side in view["sides"]],
            layouts=layouts,
            hand=hand,
            pile=pile,
            unseen=unseen,
            known=known,
            discarded=discarded,
            hand_counts=list(view["hand_counts"]),
            stock=view["stock"],
            threat=_threat(view, variant, layouts, me),
        )

    @property
    def next_seat(self) -> int:
        return (self.seat + 1) % self.players

    def is_opponent(self, seat: int) -> bool:
        return seat not in self.side_seats[self.my_side]

    def opponent_layouts(self) -> list[Layout]:
        return [m for i, side in enumerate(self.layouts) if i != self.my_side for m in side]


def _threat(view: dict[str, Any], variant: Variant, layouts: list[list[Layout]], me: int) -> float:
    """0: nobody is near closing; 1: an opponent side may close any moment."""
    worst = 0.0
    pozzetti_left = bool(view["pozzetti"])
    for index, side in enumerate(view["sides"]):
        if index == me:
            continue
        ready = side["took_pozzetto"] or not pozzetti_left
        kinds = {m.burraco(variant) for m in layouts[index]}
        has_burraco = bool(kinds & CLEAN_KINDS) if variant.close_needs_clean else any(kinds)
        fewest = min(view["hand_counts"][s] for s in side["seats"])
        level = 0.0
        if ready and has_burraco:
            level = 1.0 if fewest <= 4 else 0.7
        elif ready:
            level = 0.4
        elif fewest <= 3:
            level = 0.3  # about to take the pozzetto
        worst = max(worst, level)
    if view["stock"] <= 6:
        worst = max(worst, 0.6)  # the smazzata ends soon anyway
    return worst
