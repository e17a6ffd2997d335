"""What every panel member shares: the turn's skeleton and the rules' checks.

A member answers three questions, each from its seat's view only: take the
pile or draw (:meth:`PanelPlayer.wants_pile`), which play next, if any
(:meth:`PanelPlayer.next_play`), and which card to discard
(:meth:`PanelPlayer.discard_cost`, lowest first).  Finding the legal plays
is the engine's job: candidates are built from the hand and checked with the
seat's :class:`TurnContext`, exactly as the page checks a player's move.
"""

from __future__ import annotations

import contextlib
import random
from collections import Counter, defaultdict
from dataclasses import dataclass

from burraco_core.actions import Action, Attach, Discard, Draw, Meld, NextSmazzata, PickUp
from burraco_core.cards import Card, parse_cards, point_value
from burraco_core.errors import IllegalActionError
from burraco_core.melds import Layout, attach, read_meld
from burraco_core.turn import TurnContext
from burraco_core.variants import Variant, get_variant
from burraco_core.views import SeatView, context_from_view


@dataclass(frozen=True, slots=True)
class Option:
    """A legal play: a new meld (``meld_id`` None) or cards added to a meld."""

    meld_id: int | None
    cards: tuple[Card, ...]
    layout: Layout

    @property
    def wilds(self) -> int:
        return sum(card.can_be_wild for card in self.cards)

    def grows_to(self, size: int) -> bool:
        return len(self.layout.cards) >= size


class PanelPlayer:
    name = "panel"

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        seat = view["seat"]
        legal = view["legal"]
        if legal["next"]:
            return NextSmazzata(seat)
        ctx = context_from_view(view)
        if legal["draw"] or legal["pickup"]:
            if legal["pickup"] and (not legal["draw"] or self.wants_pile(view, ctx)):
                return PickUp(seat)
            return Draw(seat)
        option = self.next_play(view, ctx)
        if option is not None:
            names = tuple(str(card) for card in option.cards)
            if option.meld_id is None:
                return Meld(seat, names)
            return Attach(seat, option.meld_id, names)
        cards = parse_cards(legal["discard"])
        costs = {card: self.discard_cost(view, ctx, card) for card in cards}
        return Discard(seat, str(min(cards, key=lambda c: (costs[c], rng.random()))))

    # -- the style: every member overrides these -------------------------------

    def wants_pile(self, view: SeatView, ctx: TurnContext) -> bool:
        raise NotImplementedError

    def next_play(self, view: SeatView, ctx: TurnContext) -> Option | None:
        raise NotImplementedError

    def discard_cost(self, view: SeatView, ctx: TurnContext, card: Card) -> float:
        raise NotImplementedError


# -- finding legal plays ---------------------------------------------------------


def options(ctx: TurnContext, *, wilds: bool) -> list[Option]:
    """Every new meld and single-card attachment the hand allows (natural
    runs and groups, and with ``wilds`` those completed by one wild card)."""
    found: list[Option] = []
    for cards in _meld_candidates(ctx, wilds=wilds):
        with contextlib.suppress(IllegalActionError):
            found.append(Option(None, tuple(cards), ctx.meld(cards)))
    for meld_id in ctx.melds:
        for card in dict.fromkeys(ctx.hand):
            if card.can_be_wild and not wilds:
                continue
            with contextlib.suppress(IllegalActionError):
                found.append(Option(meld_id, (card,), ctx.attach(meld_id, [card])))
    return found


def _meld_candidates(ctx: TurnContext, *, wilds: bool) -> list[list[Card]]:
    naturals = [card for card in dict.fromkeys(ctx.hand) if not card.can_be_wild]
    wild = next((card for card in ctx.hand if card.can_be_wild), None) if wilds else None
    by_suit: dict[str, dict[int, Card]] = defaultdict(dict)
    by_rank: dict[int, list[Card]] = defaultdict(list)
    for card in ctx.hand:
        if not card.can_be_wild:
            by_rank[card.rank].append(card)
    for card in naturals:
        by_suit[card.suit][card.rank] = card
        if card.rank == 1:
            by_suit[card.suit][14] = card  # the ace also follows the king
    out: list[list[Card]] = []
    for ranks in by_suit.values():
        for run in _runs(sorted(ranks)):
            cards = [ranks[r] for r in run]
            if len(run) >= 3:
                out.append(cards)
            elif wild is not None:
                out.append([*cards, wild])
        if wild is not None:
            for low in ranks:
                if low + 2 in ranks and low + 1 not in ranks:
                    out.append([ranks[low], wild, ranks[low + 2]])
    if ctx.variant.combinations:
        for group in by_rank.values():
            if len(group) >= 3:
                out.append(group)
            elif len(group) == 2 and wild is not None:
                out.append([*group, wild])
    return out


def _runs(ranks: list[int]) -> list[list[int]]:
    """Maximal runs of consecutive ranks, two long or more."""
    runs: list[list[int]] = []
    for rank in ranks:
        if runs and rank == runs[-1][-1] + 1:
            runs[-1].append(rank)
        else:
            runs.append([rank])
    return [run for run in runs if len(run) >= 2 and not (run[0] == 1 and 14 in run)]


# -- reading the view ------------------------------------------------------------


def variant_of(view: SeatView) -> Variant:
    return get_variant(view["variant"])


def their_melds(view: SeatView) -> list[Layout]:
    """The opponents' melds, as the rules read them."""
    variant = variant_of(view)
    return [
        read_meld(parse_cards(meld["cards"]), variant)
        for side in view["sides"]
        if side["index"] != view["my_side"]
        for meld in side["melds"]
    ]


def fits(layout: Layout, card: Card, variant: Variant) -> bool:
    try:
        attach(layout, [card], variant)
    except IllegalActionError:
        return False
    return True


def links(hand: list[Card]) -> Counter[Card]:
    """How many cards of the hand each natural card could meld with."""
    counts: Counter[Card] = Counter()
    for i, a in enumerate(hand):
        for b in hand[i + 1 :]:
            if a.can_be_wild or b.can_be_wild:
                continue
            if a.rank == b.rank or (a.suit == b.suit and abs(a.rank - b.rank) <= 2):
                counts[a] += 1
                counts[b] += 1
    return counts


def points(card: Card, view: SeatView) -> int:
    return point_value(card, variant_of(view))


def pile_plays(view: SeatView, ctx: TurnContext) -> bool:
    """The pile's top card melds or attaches at once, without wilds."""
    pile = parse_cards(view["pile"])
    trial = ctx.after_pickup(pile)
    return any(pile[-1] in option.cards for option in options(trial, wilds=False))


def opponents_near_closing(view: SeatView) -> bool:
    """An opponent side has its pozzetto (or none is left) and few cards."""
    for side in view["sides"]:
        if side["index"] == view["my_side"]:
            continue
        ready = side["took_pozzetto"] or not view["pozzetti"]
        if ready and min(view["hand_counts"][s] for s in side["seats"]) <= 5:
            return True
    return False
