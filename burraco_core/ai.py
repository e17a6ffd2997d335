"""Computer players.  A player sees one seat's view and returns one action.

The protocol is small on purpose so that stronger players (search, learned
policies) plug in the same way: ``choose(view, rng) -> Action``.  The driver
calls it again after every action until the turn passes, so a player sees the
card it drew before it decides what to meld.

Levels: ``random`` (any legal action: the floor of the strength tests) and
``facile`` (melds what it can, picks up the pile when its top card is
useful, discards the card it needs least).
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from typing import Any, Protocol

from .actions import Action, Attach, Discard, Draw, Meld, NextSmazzata, PickUp
from .cards import Card, point_value
from .errors import IllegalActionError
from .melds import COMBINATION, Layout
from .turn import TurnContext
from .views import context_from_view

Play = tuple[int | None, list[Card]]  # (meld id or None for a new meld, cards)


class Player(Protocol):
    name: str

    def choose(self, view: dict[str, Any], rng: random.Random) -> Action:
        """One legal action for ``view["seat"]``, which is to act."""
        ...


def _is_wild(card: Card) -> bool:
    return card.rank in _WILD_RANKS


_WILD_RANKS = (0, 2)


# --------------------------------------------------------------------------
# Finding plays in a hand


def sequence_groups(hand: list[Card], *, with_wild: bool) -> Iterator[list[Card]]:
    """Same-suit runs of 3+ naturals, and 2-card near-runs plus one wild."""
    by_suit: dict[str, dict[int, Card]] = defaultdict(dict)
    for card in hand:
        if not _is_wild(card):
            by_suit[card.suit][card.rank] = card
            if card.rank == 1:
                by_suit[card.suit][14] = card
    wild = next((c for c in hand if _is_wild(c)), None) if with_wild else None
    for ranks in by_suit.values():
        positions = sorted(ranks)
        run: list[int] = []
        for pos in [*positions, 99]:
            if run and pos == run[-1] + 1:
                run.append(pos)
                continue
            if len(run) >= 3:
                yield [ranks[p] for p in run if not (p == 14 and 1 in run)]
            elif wild is not None and len(run) == 2:
                yield [ranks[p] for p in run] + [wild]
            if wild is not None and run and pos == run[-1] + 2 and len(run) < 3:
                yield [ranks[p] for p in run] + [wild, ranks[pos]]
            run = [pos]


def combination_groups(hand: list[Card], *, with_wild: bool) -> Iterator[list[Card]]:
    by_rank: dict[int, list[Card]] = defaultdict(list)
    for card in hand:
        if not _is_wild(card):
            by_rank[card.rank].append(card)
    wild = next((c for c in hand if _is_wild(c)), None) if with_wild else None
    for cards in by_rank.values():
        if len(cards) >= 3:
            yield cards[:8]
        elif wild is not None and len(cards) == 2:
            yield [*cards, wild]


def may_attach(layout: Layout, card: Card) -> bool:
    """A cheap necessary condition, so that ``attach`` is tried only when it can work."""
    if _is_wild(card):
        return layout.wild is None or card.rank == 2
    if layout.kind == COMBINATION:
        return card.rank == layout.low
    if card.suit != layout.suit:
        return False
    wild_pos = None if layout.wild is None else layout.low + layout.wild
    for pos in (1, 14) if card.rank == 1 else (card.rank,):
        if (
            pos == wild_pos
            or layout.low - 2 <= pos < layout.low
            or layout.high < pos <= layout.high + 2
        ):
            return True
    return False


def find_plays(ctx: TurnContext, *, with_wild: bool) -> Iterator[tuple[Play, Layout]]:
    """Legal melds and single-card attachments, naturals first."""
    hand = ctx.hand
    groups = list(sequence_groups(hand, with_wild=with_wild))
    if ctx.variant.combinations:
        groups += combination_groups(hand, with_wild=with_wild)
    for cards in groups:
        try:
            yield (None, cards), ctx.meld(cards)
        except IllegalActionError:
            continue
    for meld_id, layout in ctx.melds.items():
        for card in dict.fromkeys(hand):
            if _is_wild(card) and not with_wild:
                continue
            if may_attach(layout, card):
                try:
                    yield (meld_id, [card]), ctx.attach(meld_id, [card])
                except IllegalActionError:
                    continue


def _as_action(seat: int, play: Play) -> Action:
    meld_id, cards = play
    names = tuple(str(c) for c in cards)
    return Meld(seat, names) if meld_id is None else Attach(seat, meld_id, names)


# --------------------------------------------------------------------------
# Players


class RandomPlayer:
    """Any legal action, uniformly among the kinds it finds: the floor."""

    name = "random"

    def choose(self, view: dict[str, Any], rng: random.Random) -> Action:
        seat = view["seat"]
        legal = view["legal"]
        if legal["next"]:
            return NextSmazzata(seat)
        if legal["draw"] or legal["pickup"]:
            options: list[Action] = []
            if legal["draw"]:
                options.append(Draw(seat))
            if legal["pickup"]:
                options.append(PickUp(seat))
            return rng.choice(options)
        ctx = context_from_view(view)
        plays = [play for play, _ in find_plays(ctx, with_wild=True)]
        if plays and rng.random() < 0.5:
            return _as_action(seat, rng.choice(plays))
        return Discard(seat, rng.choice(legal["discard"]))


class FacilePlayer:
    """The baseline: greedy melding, simple pick-ups, a careful-enough discard."""

    name = "facile"

    def choose(self, view: dict[str, Any], rng: random.Random) -> Action:
        seat = view["seat"]
        legal = view["legal"]
        if legal["next"]:
            return NextSmazzata(seat)
        ctx = context_from_view(view)
        if legal["draw"] or legal["pickup"]:
            # Long runs of pick-ups end the smazzata in a stalemate: break them.
            stalling = view["turns_without_draw"] >= 6
            if legal["pickup"] and not stalling and self._pile_is_useful(ctx, view):
                return PickUp(seat)
            return Draw(seat) if legal["draw"] else PickUp(seat)
        play = self._best_play(ctx)
        if play is not None:
            return _as_action(seat, play)
        return Discard(seat, str(self._discard(ctx, legal["discard"], view)))

    def _pile_is_useful(self, ctx: TurnContext, view: dict[str, Any]) -> bool:
        pile = [Card.parse(c) for c in view["pile"]]
        top = pile[-1]
        if _is_wild(top):
            return True
        trial = TurnContext(
            ctx.variant, [*ctx.hand, *pile], ctx.melds, ctx.pozzetto_available,
            ctx.pozzetto_done, top if len(pile) == 1 else None,
        )  # fmt: skip
        return any(top in cards for (_, cards), _ in find_plays(trial, with_wild=False))

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
        wilds = sum(_is_wild(c) for c in cards)
        score = len(cards) + (2.0 if layout.burraco(ctx.variant) else 0.0)
        if wilds:
            # Spend a wild only to go down or to grow a burraco soon.
            if len(layout.cards) < 6 and len(ctx.hand) > 4:
                return 0.0
            score -= 1.5
        if meld_id is not None:
            score += 0.5
        return score

    def _discard(self, ctx: TurnContext, legal: list[str], view: dict[str, Any]) -> Card:
        options = [Card.parse(c) for c in legal]
        keep = _connections(ctx.hand)
        pile_next: Callable[[Card], int] = _feeds_opponents(view)

        def cost(card: Card) -> tuple[float, str]:
            value = -point_value(card, ctx.variant) / 10.0 + 3.0 * keep[card]
            if _is_wild(card):
                value += 20.0
            value += 2.0 * pile_next(card)
            return (value, str(card))

        return min(options, key=cost)


def _connections(hand: list[Card]) -> Counter[Card]:
    """How many other hand cards each card works with (same rank, or suit near)."""
    links: Counter[Card] = Counter()
    for i, a in enumerate(hand):
        for b in hand[i + 1 :]:
            if _is_wild(a) or _is_wild(b):
                continue
            if a.rank == b.rank or (a.suit == b.suit and abs(a.rank - b.rank) <= 2):
                links[a] += 1
                links[b] += 1
    return links


def _feeds_opponents(view: dict[str, Any]) -> Callable[[Card], int]:
    """1 when a card would attach to an opponent's meld: a gift to avoid."""
    mine = view["my_side"]
    layouts: list[tuple[str, int, int, str]] = []
    for side in view["sides"]:
        if side["index"] == mine:
            continue
        for meld in side["melds"]:
            cards = [Card.parse(c) for c in meld["cards"]]
            natural = next(c for c in cards if not _is_wild(c))
            layouts.append((meld["kind"], natural.rank, len(cards), natural.suit))

    def feeds(card: Card) -> int:
        for kind, rank, _size, suit in layouts:
            if kind == COMBINATION and card.rank == rank:
                return 1
            if kind != COMBINATION and card.suit == suit:
                return 1
        return 0

    return feeds


PLAYERS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer,
    "facile": FacilePlayer,
}
LEVELS = ("facile",)


def make_player(level: str) -> Player:
    try:
        return PLAYERS[level]()
    except KeyError:
        from .errors import OptionsError

        raise OptionsError(
            detail=f"unknown level {level!r}; choose one of {sorted(PLAYERS)}"
        ) from None


def play_turn(match: Any, player: Player, rng: random.Random) -> list[dict[str, Any]]:
    """Let ``player`` play the whole turn of the seat to act; return its actions."""
    from .match import PLAYING
    from .views import seat_view

    seat = match.smazzata.turn
    actions: list[dict[str, Any]] = []
    while match.phase == PLAYING and match.smazzata.turn == seat:
        action = player.choose(seat_view(match, seat), rng)
        match.apply(action)
        actions.append(action.to_dict())
        if isinstance(action, Discard):
            break
    return actions
