"""What one seat knows, read from its view alone.

* ``unseen``: the cards this seat has not seen anywhere: the deck less its own
  hand, every meld on the table and the discard pile.  Other hands, the
  stock and the pozzetti are made of exactly these cards.
* ``known``: per other seat, the cards it went for: those it picked up with
  the pile and has not discarded since (and that are still unseen), melded
  or not.  A player collects around them, so a safe discard keeps clear.
* ``held``: per other seat, the cards it surely still holds: ``known`` less
  every card on its side's melds (a card leaves a hand only by a discard or
  onto the side's melds).  With two decks a melded card's twin is often
  unseen, so ``known`` keeps cards long melded: measured over medio's own
  smazzate, 61% of them were no longer in the hand; none of ``held``'s.
* ``threat``: how close the opponents are to closing, from 0 to 1.
* ``partner_may_close``: our side may close and a partner is near going
  out, so his turn may end the smazzata before our next one.

Everything is worked out on first use: a player asks only what it needs.
"""

from __future__ import annotations

from collections import Counter
from functools import cached_property

from ..cards import Card, full_deck, parse_cards
from ..melds import Layout, read_meld
from ..turn import has_closing_burraco
from ..variants import Variant, get_variant
from ..views import SeatView

#: a side that may close with a seat holding this many cards or fewer may
#: close on that seat's next turn (``threat`` 1.0, ``partner_may_close``)
CLOSING_HAND = 4


class Knowledge:
    def __init__(self, view: SeatView) -> None:
        self.view = view
        self.seat: int = view["seat"]
        self.players: int = view["players"]
        self.variant: Variant = get_variant(view["variant"])
        self.my_side: int = view["my_side"]
        self.side_seats: list[list[int]] = [list(side["seats"]) for side in view["sides"]]
        self.hand_counts: list[int] = view["hand_counts"]
        #: the cards still to be drawn: in reale an untaken pozzetto joins
        #: the stock when it runs down, so a low stock with a pozzetto left
        #: is no sign of the end (until December 2026 medio read it as one,
        #: shed its points and closed rather than melding on; 300 pairs,
        #: paired: greedy +88 +- 22 points a smazzata, the hoarder +63 +- 21)
        refill = sum(view["pozzetti"]) if self.variant.pozzetti_refill_stock else 0
        self.stock: int = view["stock"] + refill

    @classmethod
    def from_view(cls, view: SeatView) -> Knowledge:
        return cls(view)

    @cached_property
    def hand(self) -> list[Card]:
        return parse_cards(self.view["hand"])

    @cached_property
    def pile(self) -> list[Card]:
        return parse_cards(self.view["pile"])

    @cached_property
    def layouts(self) -> list[list[Layout]]:
        """The melds of every side, in the view's side order."""
        return [
            [read_meld(parse_cards(m["cards"]), self.variant) for m in side["melds"]]
            for side in self.view["sides"]
        ]

    @cached_property
    def unseen(self) -> Counter[Card]:
        unseen = _deck_counts(self.variant)
        for card in self.hand:
            unseen[card] -= 1
        for card in self.pile:
            unseen[card] -= 1
        for side in self.layouts:
            for layout in side:
                for card in layout.cards:
                    unseen[card] -= 1
        return +unseen  # drop zeros (and any impossible negatives)

    @cached_property
    def discarded(self) -> dict[int, Counter[Card]]:
        return {s: Counter(parse_cards(c)) for s, c in enumerate(self.view["discarded"])}

    @cached_property
    def known(self) -> dict[int, Counter[Card]]:
        known: dict[int, Counter[Card]] = {}
        for other in range(self.players):
            if other == self.seat:
                continue
            known[other] = +self._kept(other) & self.unseen
        return known

    @cached_property
    def held(self) -> dict[int, Counter[Card]]:
        held: dict[int, Counter[Card]] = {}
        for other in self.known:
            left = self._kept(other)
            for index, seats in enumerate(self.side_seats):
                if other in seats:
                    for layout in self.layouts[index]:
                        left.subtract(layout.cards)
            held[other] = +left & self.unseen
        return held

    def _kept(self, other: int) -> Counter[Card]:
        """What ``other`` picked up less what it discarded (may go below 0)."""
        kept = Counter(parse_cards(self.view["picked_up"][other]))
        kept.subtract(self.discarded[other])
        return kept

    @cached_property
    def threat(self) -> float:
        """0: nobody is near closing; 1: an opponent side may close any moment."""
        view = self.view
        worst = 0.0
        for index, side in enumerate(view["sides"]):
            if index == self.my_side:
                continue
            fewest = min(view["hand_counts"][s] for s in side["seats"])
            level = 0.0
            if self.side_may_close(index):
                level = 1.0 if fewest <= CLOSING_HAND else 0.7
            elif self._has_pozzetto(index):
                level = 0.4
            elif fewest <= 3:
                level = 0.3  # about to take the pozzetto
            worst = max(worst, level)
        if self.stock <= 6:
            worst = max(worst, 0.6)  # the smazzata ends soon anyway
        return worst

    def _has_pozzetto(self, side: int) -> bool:
        """The side has taken its pozzetto, or none is left to take."""
        return bool(self.view["sides"][side]["took_pozzetto"] or not self.view["pozzetti"])

    def side_may_close(self, side: int) -> bool:
        """The side has its pozzetto (or none is left) and the burraco that
        closing needs: a seat of it that empties his hand closes."""
        return self._has_pozzetto(side) and has_closing_burraco(self.variant, self.layouts[side])

    @property
    def partner_may_close(self) -> bool:
        """Our side may close and a partner holds CLOSING_HAND cards or
        fewer: his turn, before our next one, may end the smazzata."""
        partners = [s for s in self.side_seats[self.my_side] if s != self.seat]
        return (
            bool(partners)
            and min(self.hand_counts[s] for s in partners) <= CLOSING_HAND
            and self.side_may_close(self.my_side)
        )

    @property
    def next_seat(self) -> int:
        return (self.seat + 1) % self.players

    def is_opponent(self, seat: int) -> bool:
        return seat not in self.side_seats[self.my_side]

    @property
    def opponent_fewest(self) -> int:
        """The fewest cards any opponent holds."""
        return min(n for s, n in enumerate(self.hand_counts) if self.is_opponent(s))

    def opponent_layouts(self) -> list[Layout]:
        return [m for i, side in enumerate(self.layouts) if i != self.my_side for m in side]


_DECK_COUNTS: dict[str, Counter[Card]] = {}


def _deck_counts(variant: Variant) -> Counter[Card]:
    """A fresh count of the variant's whole deck (copied from a cached one)."""
    counts = _DECK_COUNTS.get(variant.name)
    if counts is None:
        counts = _DECK_COUNTS[variant.name] = Counter(full_deck(variant))
    return counts.copy()
