"""The careful discarder: never feeds the next player.

* Picks up the pile only when its top card plays at once, or it is big.
* Melds and attaches natural cards; a wild only to make a burraco or to get
  down to its last cards.
* Discards what nobody after it can use: never a card that fits an
  opponent's meld, nor one near the cards the next opponent picked up;
  rather a card that player threw away himself, or one already out in the
  discards.
"""

from __future__ import annotations

from burraco_core.cards import Card, parse_cards
from burraco_core.turn import TurnContext
from burraco_core.views import SeatView

from .base import (
    Option,
    PanelPlayer,
    fits,
    links,
    opponents_near_closing,
    options,
    pile_plays,
    points,
    their_melds,
    variant_of,
)


class CarefulPlayer(PanelPlayer):
    name = "careful"

    def wants_pile(self, view: SeatView, ctx: TurnContext) -> bool:
        if opponents_near_closing(view) and len(view["pile"]) > 2:
            return False
        return len(view["pile"]) >= 5 or pile_plays(view, ctx)

    def next_play(self, view: SeatView, ctx: TurnContext) -> Option | None:
        variant = variant_of(view)
        naturals = options(ctx, wilds=False)
        if naturals:
            return max(naturals, key=lambda o: (len(o.cards), o.meld_id is None))
        for option in options(ctx, wilds=True):
            left = len(ctx.hand) - len(option.cards)
            if option.layout.burraco(variant) or left <= 2:
                return option
        return None

    def discard_cost(self, view: SeatView, ctx: TurnContext, card: Card) -> float:
        if card.can_be_wild:
            return 1000.0
        variant = variant_of(view)
        nxt = (view["seat"] + 1) % view["players"]
        mine = view["sides"][view["my_side"]]["seats"]
        cost = 3.0 * links(ctx.hand)[card] - points(card, view) / 10
        if nxt not in mine:
            if any(fits(layout, card, variant) for layout in their_melds(view)):
                cost += 50.0
            for held in parse_cards(view["picked_up"][nxt]):
                near = held.suit == card.suit and abs(held.rank - card.rank) <= 2
                if held.rank == card.rank or near:
                    cost += 8.0
            thrown = parse_cards(view["discarded"][nxt])
            if any(c.rank == card.rank and c.suit == card.suit for c in thrown):
                cost -= 6.0
        return cost
