"""The greedy melder: everything on the table as soon as it can, big piles taken.

* Takes the pile when its top card plays at once, or when it holds three
  cards or more: cards are cards.
* Melds every natural meld it sees, the longest first, and attaches every
  natural card it can.
* Keeps its wild cards until the hand is small (five cards or fewer), then
  spends them wherever they fit.
* Discards its least connected card, the highest of those.
"""

from __future__ import annotations

from burraco_core.cards import Card
from burraco_core.turn import TurnContext
from burraco_core.views import SeatView

from .base import Option, PanelPlayer, links, options, pile_plays, points


class GreedyPlayer(PanelPlayer):
    name = "greedy"

    def wants_pile(self, view: SeatView, ctx: TurnContext) -> bool:
        return len(view["pile"]) >= 3 or pile_plays(view, ctx)

    def next_play(self, view: SeatView, ctx: TurnContext) -> Option | None:
        found = options(ctx, wilds=len(ctx.hand) <= 5)
        if not found:
            return None
        return max(found, key=lambda o: (o.meld_id is None, len(o.cards) - 2 * o.wilds))

    def discard_cost(self, view: SeatView, ctx: TurnContext, card: Card) -> float:
        if card.can_be_wild:
            return 100.0
        return 10.0 * links(ctx.hand)[card] - points(card, view)
