"""The hoarder: keeps its cards and goes down all at once.

* Takes every pile of two cards or more, and a single card that plays.
* Does not show its hand early: it goes down only with at least two melds
  ready, or a small hand, or when the opponents have their pozzetto (or the
  stock runs low); once it has melds on the table it attaches freely.
* Spends a wild only to make a burraco or to empty its hand.
* Discards low cards that work with nothing, keeping the high ones for points.
"""

from __future__ import annotations

from burraco_core.cards import Card
from burraco_core.turn import TurnContext
from burraco_core.views import SeatView

from .base import Option, PanelPlayer, links, options, pile_plays, points, variant_of


class HoarderPlayer(PanelPlayer):
    name = "hoarder"

    def wants_pile(self, view: SeatView, ctx: TurnContext) -> bool:
        if view["turns_without_draw"] >= 8:
            return False
        return len(view["pile"]) >= 2 or pile_plays(view, ctx)

    def next_play(self, view: SeatView, ctx: TurnContext) -> Option | None:
        variant = variant_of(view)
        naturals = options(ctx, wilds=False)
        down = bool(ctx.melds)
        if not down:
            new = [o for o in naturals if o.meld_id is None]
            pressed = any(
                side["took_pozzetto"] for side in view["sides"] if side["index"] != view["my_side"]
            )
            ready = len(new) >= 2 or len(ctx.hand) <= 7 or pressed or view["stock"] < 20
            if not (new and ready):
                return None
            return max(new, key=lambda o: len(o.cards))
        if naturals:
            return max(naturals, key=lambda o: (len(o.cards), o.meld_id is None))
        for option in options(ctx, wilds=True):
            if option.wilds and (
                option.layout.burraco(variant) or len(ctx.hand) - len(option.cards) <= 1
            ):
                return option
        return None

    def discard_cost(self, view: SeatView, ctx: TurnContext, card: Card) -> float:
        if card.can_be_wild:
            return 100.0
        return 5.0 * links(ctx.hand)[card] + points(card, view) / 2
