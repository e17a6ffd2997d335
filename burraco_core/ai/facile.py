"""``facile``, the baseline: melds what it can, picks up the pile when its top
card is useful or the pile is big, discards the card it needs least.

With two players the pile decides most smazzate (measured against the panel:
a facile that took only piles of three lost to a greedy melder and a hoarder
who take more), so there it takes every pile of two or more until the stock
is nearly out, and a single card that goes with its hand.  Also with two
players, before its pozzetto, it plays its hand out in one turn when an
order of plays allows it (medio does so with any number of players).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from ..actions import Action, Discard, Draw, NextSmazzata, PickUp
from ..cards import Card, point_value
from ..melds import COMBINATION, Layout
from ..turn import TurnContext
from ..views import SeatView, context_from_view
from .plays import Play, as_action, find_plays, is_wild, way_out
from .reasons import ANY, Reason


class FacilePlayer:
    """The baseline: greedy melding, simple pick-ups, a careful-enough discard."""

    name = "facile"
    #: why the last :meth:`choose` chose what it chose
    reason: Reason = ANY

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        seat = view["seat"]
        legal = view["legal"]
        self.reason = ANY
        if legal["next"]:
            return NextSmazzata(seat)
        ctx = context_from_view(view)
        if legal["draw"] or legal["pickup"]:
            if not legal["draw"]:
                self.reason = Reason("why_pile_only")
                return PickUp(seat)
            # Long runs of pick-ups end the smazzata in a stalemate: break them.
            if view["turns_without_draw"] >= 6:
                self.reason = Reason("why_draw_stalling")
                return Draw(seat)
            take, self.reason = self._take_pile(ctx, view) if legal["pickup"] else (False, ANY)
            return PickUp(seat) if take else Draw(seat)
        way = way_out(ctx) if view["players"] == 2 and ctx.pozzetto_available else None
        play = way[0] if way else self._best_play(ctx)
        if play is not None:
            stepping_out = bool(way) and len(play[1]) < len(ctx.hand)  # not al volo
            self.reason = Reason("why_way_out_pozzetto") if stepping_out else _why_play(play, ctx)
            return as_action(seat, play)
        card = self._discard(ctx, legal["discard"], view)
        if len(ctx.hand) == 1:
            self.reason = Reason("why_to_pozzetto" if ctx.pozzetto_available else "why_close")
        else:
            code = "why_loose" if _connections(ctx.hand)[card] == 0 else "why_least_needed"
            self.reason = Reason(code, {"card": str(card)})
        return Discard(seat, str(card))

    def _take_pile(self, ctx: TurnContext, view: SeatView) -> tuple[bool, Reason]:
        pile = [Card.parse(c) for c in view["pile"]]
        top = pile[-1]
        if is_wild(top):
            return True, Reason("why_pile_wild", {"card": str(top)})
        duel = view["players"] == 2
        if len(pile) >= (2 if duel else 3) and view["stock"] > (5 if duel else 15):
            # plenty of cards while there is time to use them
            return True, Reason("why_pile_big", {"count": len(pile)})
        trial = ctx.after_pickup(pile)
        if any(top in cards for (_, cards), _ in find_plays(trial, with_wild=False)):
            return True, Reason("why_pile_fits", {"card": str(top)})
        if duel and len(pile) == 1 and _connections([*ctx.hand, top])[top]:
            # Two players: the card left on the pile would be a pile of two
            # for the opponent after our discard.
            return True, Reason("why_pile_deny", {"card": str(top)})
        return False, Reason("why_draw_useless", {"card": str(top)})

    def _best_play(self, ctx: TurnContext) -> Play | None:
        best: Play | None = None
        best_score = 0.0
        for with_wild in (False, True):
            for play, layout in find_plays(ctx, with_wild=with_wild):
                score = self._score_play(play, layout, ctx)
                if score > best_score:
                    best, best_score = play, score
            if best is not None:
                return best
        return None

    def _score_play(self, play: Play, layout: Layout, ctx: TurnContext) -> float:
        meld_id, cards = play
        wilds = sum(is_wild(c) for c in cards)
        score = len(cards) + (2.0 if layout.burraco(ctx.variant) else 0.0)
        if wilds:
            # Spend a wild to go down, or to grow a meld towards a burraco.
            if len(layout.cards) < 6 and len(ctx.hand) > 6:
                return 0.0
            score -= 1.5
        if meld_id is not None:
            score += 0.5
        return score

    def _discard(self, ctx: TurnContext, legal: list[str], view: SeatView) -> Card:
        options = [Card.parse(c) for c in legal]
        keep = _connections(ctx.hand)
        pile_next: Callable[[Card], int] = _feeds_opponents(view)

        def cost(card: Card) -> tuple[float, str]:
            value = -point_value(card, ctx.variant) / 10.0 + 3.0 * keep[card]
            if is_wild(card):
                value += 20.0
            value += 2.0 * pile_next(card)
            return (value, str(card))

        return min(options, key=cost)


def _why_play(play: Play, ctx: TurnContext) -> Reason:
    meld_id, cards = play
    layout = ctx.meld(cards) if meld_id is None else ctx.attach(meld_id, cards)
    if len(ctx.hand) == len(cards):
        return Reason("why_pozzetto")
    was = meld_id is not None and ctx.melds[meld_id].burraco(ctx.variant)
    if layout.burraco(ctx.variant) and not was:
        return Reason("why_wild_burraco" if any(is_wild(c) for c in cards) else "why_burraco")
    return Reason("why_meld_points", {"count": len(cards)})


def _connections(hand: list[Card]) -> Counter[Card]:
    """How many other hand cards each card works with (same rank, or suit near)."""
    links: Counter[Card] = Counter()
    for i, a in enumerate(hand):
        for b in hand[i + 1 :]:
            if is_wild(a) or is_wild(b):
                continue
            if a.rank == b.rank or (a.suit == b.suit and abs(a.rank - b.rank) <= 2):
                links[a] += 1
                links[b] += 1
    return links


def _feeds_opponents(view: SeatView) -> Callable[[Card], int]:
    """1 when a card would attach to an opponent's meld: a gift to avoid."""
    mine = view["my_side"]
    layouts: list[tuple[str, int, int, str]] = []
    for side in view["sides"]:
        if side["index"] == mine:
            continue
        for meld in side["melds"]:
            cards = [Card.parse(c) for c in meld["cards"]]
            natural = next(c for c in cards if not is_wild(c))
            layouts.append((meld["kind"], natural.rank, len(cards), natural.suit))

    def feeds(card: Card) -> int:
        for kind, rank, _size, suit in layouts:
            if kind == COMBINATION and card.rank == rank:
                return 1
            if kind != COMBINATION and card.suit == suit:
                return 1
        return 0

    return feeds
