"""The racer: to the pozzetto, then out, as fast as the cards allow.

* Draws from the stock; picks up only a pile of one or two cards whose top
  card plays at once (a big hand is slow to empty).
* Plays whatever it can, wild cards included, the play that sheds the most
  cards first.
* Discards its highest card that works with nothing: caught with cards in
  hand, it loses less.
"""

from __future__ import annotations

from burraco_core.cards import Card
from burraco_core.turn import TurnContext
from burraco_core.views import SeatView

from .base import Option, PanelPlayer, links, options, pile_plays, points


class RacerPlayer(PanelPlayer):
    name = "racer"

    def wants_pile(self, view: SeatView, ctx: TurnContext) -> bool:
        return len(view["pile"]) <= 2 and pile_plays(view, ctx)

    def next_play(self, view: SeatView, ctx: TurnContext) -> Option | None:
        found = options(ctx, wilds=True)
        if not found:
            return None
        return max(found, key=lambda o: (len(o.cards), -o.wilds, o.meld_id is not None))

    def discard_cost(self, view: SeatView, ctx: TurnContext, card: Card) -> float:
        if card.can_be_wild:
            return 50.0
        return 4.0 * links(ctx.hand)[card] - points(card, view)
