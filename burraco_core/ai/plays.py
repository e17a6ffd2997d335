"""Finding plays in a hand: candidate melds and attachments, cheaply.

Shared by every computer player.  The candidates are checked with the same
:class:`~burraco_core.turn.TurnContext` the engine uses, so they are legal.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterator
from typing import Any

from ..actions import Action, Attach, Meld
from ..cards import Card
from ..errors import IllegalActionError
from ..melds import COMBINATION, Layout
from ..turn import TurnContext

Play = tuple[int | None, list[Card]]  # (meld id or None for a new meld, cards)

_WILD_RANKS = (0, 2)


def is_wild(card: Card) -> bool:
    return card.rank in _WILD_RANKS


def sequence_groups(hand: list[Card], *, with_wild: bool) -> Iterator[list[Card]]:
    """Same-suit runs of 3+ naturals, and 2-card near-runs plus one wild."""
    by_suit: dict[str, dict[int, Card]] = defaultdict(dict)
    for card in hand:
        # a 2 is natural in its own suit's place (A-2-3), so it runs too
        if not card.is_joker:
            by_suit[card.suit][card.rank] = card
            if card.rank == 1:
                by_suit[card.suit][14] = card
    wild = next((c for c in hand if c.rank in _WILD_RANKS), None) if with_wild else None
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
        if card.rank not in _WILD_RANKS:
            by_rank[card.rank].append(card)
    wild = next((c for c in hand if c.rank in _WILD_RANKS), None) if with_wild else None
    for cards in by_rank.values():
        if len(cards) >= 3:
            yield cards[:8]
        elif wild is not None and len(cards) == 2:
            yield [*cards, wild]


def may_attach(layout: Layout, card: Card) -> bool:
    """A cheap necessary condition, so that ``attach`` is tried only when it can work."""
    if is_wild(card):
        return layout.wild is None or card.rank == 2
    if layout.kind == COMBINATION:
        return card.rank == layout.low
    if card.suit != layout.suit:
        return False
    wild_pos = None if layout.wild is None else layout.low + layout.wild
    for pos in _places(card):
        if (
            pos == wild_pos
            or layout.low - 2 <= pos < layout.low
            or layout.high < pos <= layout.high + 2
        ):
            return True
    return False


def find_plays(
    ctx: TurnContext,
    *,
    with_wild: bool,
    wild_into: Callable[[int | None], bool] | None = None,
) -> Iterator[tuple[Play, Layout]]:
    """Legal melds and single-card attachments, naturals first.

    ``wild_into`` narrows where wild cards are tried: a meld id, or ``None``
    for a new meld.  Checking a play costs far more than deciding it is not
    wanted, so a player that spends wilds only in a few places says so here.

    A 2 in its own suit's place on a clean sequence (2-3-4, or the 2 that
    turns 3..A into the burraco nobile 2..A) is a natural play, offered
    with the naturals: until December 2026 it was offered only where wilds
    were, and medio, which spends wilds in few places, left 3..A at a
    burraco pulito with the 2 of its suit in hand (reale, two players, 300
    pairs: +41 to +77 points a smazzata against each member of the panel).
    """
    hand = ctx.hand
    new_wild = with_wild and (wild_into is None or wild_into(None))
    groups = list(sequence_groups(hand, with_wild=new_wild))
    if ctx.variant.combinations:
        groups += combination_groups(hand, with_wild=new_wild)
    for cards in groups:
        try:
            yield (None, cards), ctx.meld(cards)
        except IllegalActionError:
            continue
    distinct = list(dict.fromkeys(hand))
    naturals = [c for c in distinct if c.rank not in _WILD_RANKS]
    wilds = [c for c in distinct if c.rank in _WILD_RANKS] if with_wild else []
    for meld_id, layout in ctx.melds.items():
        if layout.kind == COMBINATION:
            fits = [c for c in naturals if c.rank == layout.low]
        else:
            near = _near_positions(layout)
            suit = layout.suit
            fits = [
                c for c in naturals
                if c.suit == suit and (c.rank in near or (c.rank == 1 and 14 in near))
            ]  # fmt: skip
        twos: list[Card] = []  # 2s that may sit in their own place: naturals only
        if wilds and (wild_into is None or wild_into(meld_id)):
            fits += wilds if layout.wild is None else [c for c in wilds if c.rank == 2]
        elif layout.kind != COMBINATION and layout.wild is None and 2 in near:
            twos = [c for c in distinct if c.rank == 2 and c.suit == suit]
        for card in fits + twos:
            try:
                after = ctx.attach(meld_id, [card])
            except IllegalActionError:
                continue
            if card not in twos or after.wild is None:
                yield (meld_id, [card]), after


def _near_positions(layout: Layout) -> set[int]:
    """Where a single natural could join this sequence (a free wild can move)."""
    low, high = layout.low, layout.high
    near = {low - 2, low - 1, high + 1, high + 2}
    if layout.wild is not None:
        near.add(low + layout.wild)
    return near


def as_action(seat: int, play: Play) -> Action:
    meld_id, cards = play
    names = tuple(str(c) for c in cards)
    return Meld(seat, names) if meld_id is None else Attach(seat, meld_id, names)


#: a way out of the hand is looked for through at most this many positions:
#: a way is found in a few, and a hand with none can take thousands
WAY_OUT_POSITIONS = 60


def way_out(ctx: TurnContext) -> list[Play] | None:
    """Plays that leave at most one card, which the discard then plays out
    (to the pozzetto, or closing), in an order that works; None if there
    are none (or none was found within WAY_OUT_POSITIONS positions)."""
    return _way_out(ctx, tuple(ctx.hand), ctx.forbidden_discard, dict(ctx.melds), {}) or None


def goes_out_with(ctx: TurnContext, pile: list[Card]) -> bool:
    """With ``pile`` picked up, an order of plays takes the whole hand out
    this turn (to the pozzetto, or closing)."""
    return way_out(ctx.after_pickup(pile)) is not None


def may_close(ctx: TurnContext) -> bool:
    """The side has its pozzetto (or none is left) and the burraco closing
    needs (reale: a clean one): emptying the hand now closes."""
    return ctx.side_close_refusal(list(ctx.melds.values())) is None


def _way_out(
    ctx: TurnContext,
    hand: tuple[Card, ...],
    forbidden: Card | None,
    melds: dict[int, Layout],
    seen: dict[Any, list[Play] | None],
) -> list[Play] | None:
    """Depth first through the plays of ``hand`` onto ``melds``: the first
    order found that leaves at most one card the discard may play out, or
    None.  ``seen`` holds the positions already judged (the same melds put
    down in another order are the same position) and bounds the search."""
    if len(hand) <= 1:
        if ctx.pozzetto_available:
            return []  # emptied: the pozzetto now, or with the last discard
        if hand and ctx.close_refusal(hand[0], list(melds.values())) is None:
            return []
        return None
    if _stuck(hand, melds, ctx.variant.combinations):
        return None
    # cards are interned, so their ids name them (cheaper than sort keys)
    key = (
        tuple(sorted(map(id, hand))),
        tuple(sorted(tuple(map(id, m.cards)) for m in melds.values())),
    )
    if key in seen:
        return seen[key]
    if len(seen) >= WAY_OUT_POSITIONS:
        return None
    seen[key] = None
    trial = TurnContext(
        ctx.variant, list(hand), melds, ctx.pozzetto_available, ctx.pozzetto_done, forbidden
    )
    for (meld_id, cards), layout in find_plays(trial, with_wild=True):
        after = dict(melds)
        after[-1 - len(after) if meld_id is None else meld_id] = layout
        rest = list(hand)
        for card in cards:
            rest.remove(card)
        way = _way_out(ctx, tuple(rest), forbidden, after, seen)
        if way is not None:
            seen[key] = [(meld_id, cards), *way]
            break
    return seen[key]


def _stuck(hand: tuple[Card, ...], melds: dict[int, Layout], combinations: bool) -> bool:
    """Two cards or more that no play this turn can use: no way out.

    A natural card goes down with two cards of its rank in hand, or one
    and a wild; or in a run, with two places of a window of three around
    it held in its suit (a 2 of its suit may be natural there), or one and
    a wild (in hand, or a run's on the table, which may move to the run's
    end); a meld it could join later this turn is made of such cards too.
    Or it joins a meld on the table, which a wild in hand stretches by one
    place.  (A hand of eleven cards nearly always holds two that fit
    nothing: most searches end here, before a single play is tried.)

    Asked at every position of every search for a way out (most of the
    time medio spends there), so the places a suit holds are a bit mask.
    """
    wild = False
    ranks: dict[int, int] = defaultdict(int)
    held: dict[str, int] = defaultdict(int)
    for card in hand:
        rank = card.rank
        if rank == 0:
            wild = True
            continue
        wild = wild or rank == 2
        ranks[rank] += 1
        held[card.suit] |= _PLACE_BITS[rank]
    fits = {suit: _run_fits(mask, wild) for suit, mask in held.items()}
    loose = [
        card for card in hand
        if card.rank not in _WILD_RANKS
        and not (combinations and ranks[card.rank] + wild >= 3)
        and not fits[card.suit] & _PLACE_BITS[card.rank]
    ]  # fmt: skip
    if len(loose) < 2:
        return False
    # the table, for the cards the hand alone cannot play: a run's own wild
    # may move to its end, and a card near a meld may join it
    reach = 3 if wild else 2
    wild_runs: set[str] = set()
    near_runs: dict[str, int] = defaultdict(int)
    near_combinations: set[int] = set()
    for m in melds.values():
        if m.kind == COMBINATION:
            near_combinations.add(m.low)
            continue
        if m.wild is not None:
            wild_runs.add(m.suit)
        low = max(m.low - reach, 0)
        near_runs[m.suit] |= (1 << (m.high + reach + 1)) - (1 << low)
    dead = 0
    for card in loose:
        suit, bits = card.suit, _PLACE_BITS[card.rank]
        if not wild and suit in wild_runs and _run_fits(held[suit], True) & bits:
            continue
        if card.rank in near_combinations or near_runs[suit] & bits:
            continue
        dead += 1
        if dead > 1:
            return True
    return False


def _places(card: Card) -> tuple[int, ...]:
    """Where a card may stand in a run: an ace below the 2 or above the king."""
    return (1, 14) if card.rank == 1 else (card.rank,)


#: a rank's places in a run as bits (bit N: place N), an ace at both ends
_PLACE_BITS = {rank: (1 << rank) | (1 << 14 if rank == 1 else 0) for rank in range(1, 14)}


def _run_fits(held: int, wild: bool) -> int:
    """The places (bits) where a card of a suit goes into a run with the
    cards ``held`` (bits): two places of a window of three around it held,
    or, with a wild, one."""
    below, below2 = held << 1, held << 2  # bit N: place N-1, N-2 held
    above, above2 = held >> 1, held >> 2
    if wild:
        return below | below2 | above | above2
    return (below & below2) | (below & above) | (above & above2)


def suit_gap(a: Card, b: Card) -> int:
    """How many places apart two cards of a suit are (an ace at either end)."""
    return min(abs(a.rank - b.rank), _ace_gap(a, b))


def _ace_gap(a: Card, b: Card) -> int:
    if a.rank == 1:
        return abs(14 - b.rank)
    if b.rank == 1:
        return abs(14 - a.rank)
    return 99
