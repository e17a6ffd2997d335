"""One smazzata: the deal, the turns, the pozzetti, the end and its scores.

A :class:`Smazzata` is mutated only by :meth:`Smazzata.apply`, which verifies
the whole action first, so a refused action leaves it exactly as it was.

Choices where RULES.md is silent (see docs/RULES-CHOICES.md):

* the three-player 18-card pozzetto is dealt with the 11 alternately until
  the 11 is full; the rest go to the 18;
* ``reale``: a pozzetto that joins the stock goes on top of the two last
  cards, which stay the never-played bottom of the stock;
* three players: when the first player takes the 18-card pozzetto the other
  two become one side and later take the 11-card one the usual way.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, TypedDict, TypeVar

from .actions import Action, Attach, Discard, Draw, Meld, PickUp
from .cards import Card, full_deck, notation, parse_cards
from .errors import CardError, IllegalActionError, StateError, quote
from .melds import Layout, MeldError, read_meld
from .memo import Memo
from .scoring import SideScore, score_layouts
from .turn import CLOSE, POZZETTO, DiscardEffect, TurnContext, forbidden_after_pickup
from .variants import Variant, get_variant

E = TypeVar("E", bound=StrEnum)


class Phase(StrEnum):
    """Where the turn stands: take a card, play (meld, attach, discard), or over."""

    TAKE = "take"
    PLAY = "play"
    OVER = "over"


class EndReason(StrEnum):
    CLOSED = "closed"  # chiusura
    STOCK_EXHAUSTED = "stock"  # the tallone is down to its last two cards
    STALEMATE = "stalemate"  # 12 turns without a card drawn


TAKE, PLAY, OVER = Phase.TAKE, Phase.PLAY, Phase.OVER
CLOSED, STOCK_EXHAUSTED, STALEMATE = (
    EndReason.CLOSED,
    EndReason.STOCK_EXHAUSTED,
    EndReason.STALEMATE,
)

HAND_SIZE = 11
STOCK_FLOOR = 2
STALEMATE_TURNS = 12


class MeldView(TypedDict):
    id: int
    owner: int
    kind: str
    #: in table order; ``wild`` is the index of its one wild card, if any
    cards: list[str]
    wild: int | None
    burraco: str | None
    points: int


@dataclass(slots=True)
class TableMeld:
    id: int
    layout: Layout
    owner: int

    def to_dict(self, variant: Variant) -> MeldView:
        layout = self.layout
        key = (layout, variant.name)
        described = _DESCRIBED.get(key)
        if described is None:
            # Every view lists every meld, and computer players' look-ahead
            # builds thousands of views: describe each layout once.
            kind = layout.burraco(variant)
            burraco = None if kind is None else str(kind)
            described = (layout.notation(), burraco, layout.points(variant))
            _DESCRIBED.put(key, described)
        cards, burraco, points = described
        return {
            "id": self.id,
            "owner": self.owner,
            "kind": str(layout.kind),
            "cards": list(cards),
            "wild": layout.wild,
            "burraco": burraco,
            "points": points,
        }


_DESCRIBED: Memo[tuple[Layout, str], tuple[list[str], str | None, int]] = Memo()


@dataclass(frozen=True, slots=True)
class Plan:
    """A verified action, ready to be carried out, and what it will do."""

    carry_out: Callable[[], None]
    #: the meld as it will lie on the table (a meld or an attachment)
    layout: Layout | None = None
    #: what a discard does: a plain discard, taking the pozzetto, or closing
    effect: DiscardEffect | None = None


@dataclass(slots=True)
class Side:
    """A linea: one player, or a partnership, with its melds and pozzetto."""

    seats: list[int]
    melds: list[TableMeld] = field(default_factory=list)
    took_pozzetto: bool = False


def pozzetto_sizes(players: int, three_pozzetti: bool) -> list[int]:
    if players == 3:
        return [11, 11, 11] if three_pozzetti else [18, 11]
    return [11, 11]


@dataclass(slots=True)
class Smazzata:
    variant: Variant
    players: int
    dealer: int
    three_pozzetti: bool
    hands: list[list[Card]]
    stock: list[Card]  # the top is the last element
    pile: list[Card]  # the top is the last element
    pozzetti: list[list[Card]]  # untaken, the next to take first
    sides: list[Side]
    turn: int
    phase: Phase = TAKE
    forbidden_discard: Card | None = None
    last_turn: bool = False
    turns_without_draw: int = 0
    next_meld_id: int = 1
    end_reason: EndReason | None = None
    closed_by: int | None = None
    #: pozzetti added to the stock (reale), for the record
    pozzetti_to_stock: int = 0
    #: public record, per seat: every card it discarded, every card it picked up
    discarded: list[list[Card]] = field(default_factory=list)
    picked_up: list[list[Card]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.discarded:
            self.discarded = [[] for _ in range(self.players)]
        if not self.picked_up:
            self.picked_up = [[] for _ in range(self.players)]

    # -- the deal ----------------------------------------------------------

    @classmethod
    def deal(
        cls,
        variant: str | Variant,
        players: int,
        dealer: int,
        rng: random.Random,
        *,
        three_pozzetti: bool = False,
    ) -> Smazzata:
        var = get_variant(variant)
        deck = full_deck(var)
        rng.shuffle(deck)  # deck[0] is the top, deck[-1] the bottom
        sizes = pozzetto_sizes(players, three_pozzetti)
        pozzetti: list[list[Card]] = [[] for _ in sizes]
        while any(len(p) < s for p, s in zip(pozzetti, sizes, strict=True)):
            for pozzetto, size in zip(pozzetti, sizes, strict=True):
                if len(pozzetto) < size:
                    pozzetto.append(deck.pop())
        hands: list[list[Card]] = [[] for _ in range(players)]
        top = 0
        for _ in range(HAND_SIZE):
            for offset in range(1, players + 1):
                hands[(dealer + offset) % players].append(deck[top])
                top += 1
        pile = [deck[top]]
        stock = list(reversed(deck[top + 1 :]))
        if players == 4:
            sides = [Side([0, 2]), Side([1, 3])]
        else:
            sides = [Side([seat]) for seat in range(players)]
        return cls(
            variant=var,
            players=players,
            dealer=dealer,
            three_pozzetti=three_pozzetti,
            hands=hands,
            stock=stock,
            pile=pile,
            pozzetti=pozzetti,
            sides=sides,
            turn=(dealer + 1) % players,
        )

    # -- queries -----------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.phase == OVER

    def side_index(self, seat: int) -> int:
        for index, side in enumerate(self.sides):
            if seat in side.seats:
                return index
        raise StateError(detail=f"seat {seat} has no side")

    def side_of(self, seat: int) -> Side:
        return self.sides[self.side_index(seat)]

    def context(self, seat: int) -> TurnContext:
        """The turn rules as they stand for ``seat``."""
        side = self.side_of(seat)
        return TurnContext.for_side(
            self.variant,
            self.hands[seat],
            {m.id: m.layout for m in side.melds},
            took_pozzetto=side.took_pozzetto,
            pozzetti_left=bool(self.pozzetti),
            forbidden_discard=self.forbidden_discard if seat == self.turn else None,
        )

    def all_cards(self) -> list[Card]:
        cards = [c for hand in self.hands for c in hand]
        cards += self.stock + self.pile
        cards += [c for p in self.pozzetti for c in p]
        cards += [c for side in self.sides for m in side.melds for c in m.layout.cards]
        return cards

    def find_meld(self, meld_id: int) -> tuple[int, TableMeld] | None:
        for index, side in enumerate(self.sides):
            for meld in side.melds:
                if meld.id == meld_id:
                    return index, meld
        return None

    # -- acting --------------------------------------------------------------

    def verify(self, action: Action) -> None:
        """Raise :class:`IllegalActionError` if ``action`` is not legal now."""
        self.plan(action)

    def can_apply(self, action: Action) -> bool:
        try:
            self.plan(action)
        except IllegalActionError:
            return False
        return True

    def apply(self, action: Action) -> None:
        """Verify, then carry out ``action``; a refusal changes nothing."""
        self.plan(action).carry_out()

    def plan(self, action: Action) -> Plan:
        """Check ``action`` and say what it would do; nothing changes yet.

        The one legality path: applying an action and checking one (the
        page's live feedback, the computer players) both come through here.
        """
        if self.phase == OVER:
            raise IllegalActionError("smazzata_over")
        seat = action.seat
        if seat != self.turn:
            raise IllegalActionError("not_your_turn", player=self.turn)
        if isinstance(action, (Draw, PickUp)):
            if self.phase != TAKE:
                raise IllegalActionError("already_took")
            if isinstance(action, PickUp) and not self.pile:
                raise IllegalActionError("pile_empty")
            return Plan(lambda: self._take(seat, isinstance(action, Draw)))
        if self.phase != PLAY:
            raise IllegalActionError("must_take_first")
        ctx = self.context(seat)
        if isinstance(action, Meld):
            layout = ctx.meld(parse_cards(action.cards))
            return Plan(lambda: self._put_meld(seat, None, layout, action.cards), layout=layout)
        if isinstance(action, Attach):
            found = self.find_meld(action.meld)
            if found is not None and found[0] != self.side_index(seat):
                raise IllegalActionError("not_own_meld")
            layout = ctx.attach(action.meld, parse_cards(action.cards))
            return Plan(
                lambda: self._put_meld(seat, action.meld, layout, action.cards), layout=layout
            )
        if isinstance(action, Discard):
            card = Card.parse(action.card)
            effect = ctx.discard(card)
            return Plan(lambda: self._discard(seat, card, effect), effect=effect)
        raise IllegalActionError("smazzata_not_over")

    def _take(self, seat: int, draw: bool) -> None:
        hand = self.hands[seat]
        if draw:
            hand.append(self.stock.pop())
            self.turns_without_draw = 0
            if len(self.stock) <= STOCK_FLOOR:
                if self.variant.pozzetti_refill_stock and self.pozzetti:
                    self.stock.extend(self.pozzetti.pop(0))
                    self.pozzetti_to_stock += 1
                else:
                    self.last_turn = True
        else:
            self.forbidden_discard = forbidden_after_pickup(hand, self.pile)
            hand.extend(self.pile)
            self.picked_up[seat].extend(self.pile)
            self.pile = []
            self.turns_without_draw += 1
        self.phase = PLAY

    def _put_meld(
        self, seat: int, meld_id: int | None, layout: Layout, cards: Sequence[str]
    ) -> None:
        hand = self.hands[seat]
        for card in parse_cards(cards):
            hand.remove(card)
        side = self.side_of(seat)
        if meld_id is None:
            side.melds.append(TableMeld(self.next_meld_id, layout, seat))
            self.next_meld_id += 1
        else:
            for meld in side.melds:
                if meld.id == meld_id:
                    meld.layout = layout
        if not hand:
            self._take_pozzetto(seat)  # al volo: played at once

    def _take_pozzetto(self, seat: int) -> None:
        pozzetto = self.pozzetti.pop(0)
        self.hands[seat].extend(pozzetto)
        side = self.side_of(seat)
        side.took_pozzetto = True
        if self.players == 3 and not self.three_pozzetti and len(self.sides) == 3:
            partners = [s for s in self.sides if s is not side]
            pair = Side(
                seats=sorted(partners[0].seats + partners[1].seats),
                melds=sorted(partners[0].melds + partners[1].melds, key=lambda m: m.id),
            )
            self.sides = [side, pair]
            self.sides.sort(key=lambda s: min(s.seats))

    def _discard(self, seat: int, card: Card, effect: DiscardEffect) -> None:
        self.hands[seat].remove(card)
        self.pile.append(card)
        self.discarded[seat].append(card)
        self.forbidden_discard = None
        if effect == POZZETTO:
            self._take_pozzetto(seat)  # con scarto: played from the next turn
        elif effect == CLOSE:
            self._end(CLOSED, seat)
            return
        if self.last_turn:
            self._end(STOCK_EXHAUSTED, None)
        elif self.turns_without_draw >= STALEMATE_TURNS:
            self._end(STALEMATE, None)
        else:
            self.turn = (self.turn + 1) % self.players
            self.phase = TAKE

    def _end(self, reason: EndReason, closer: int | None) -> None:
        self.phase = OVER
        self.end_reason = reason
        self.closed_by = closer

    # -- scoring -----------------------------------------------------------

    def side_scores(self) -> list[SideScore]:
        """The score of each side (in ``self.sides`` order) as things stand."""
        closer_side = None if self.closed_by is None else self.side_index(self.closed_by)
        return [
            score_layouts(
                [m.layout for m in side.melds],
                [c for seat in side.seats for c in self.hands[seat]],
                closed=index == closer_side,
                took_pozzetto=side.took_pozzetto,
                variant=self.variant,
            )
            for index, side in enumerate(self.sides)
        ]

    # -- serialization -----------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "variant": self.variant.name,
            "players": self.players,
            "dealer": self.dealer,
            "three_pozzetti": self.three_pozzetti,
            "hands": [notation(h) for h in self.hands],
            "stock": notation(self.stock),
            "pile": notation(self.pile),
            "pozzetti": [notation(p) for p in self.pozzetti],
            "sides": [
                {
                    "seats": list(side.seats),
                    "took_pozzetto": side.took_pozzetto,
                    "melds": [
                        {"id": m.id, "owner": m.owner, "cards": m.layout.notation()}
                        for m in side.melds
                    ],
                }
                for side in self.sides
            ],
            "turn": self.turn,
            "phase": str(self.phase),
            "forbidden_discard": None
            if self.forbidden_discard is None
            else str(self.forbidden_discard),
            "last_turn": self.last_turn,
            "turns_without_draw": self.turns_without_draw,
            "next_meld_id": self.next_meld_id,
            "end_reason": None if self.end_reason is None else str(self.end_reason),
            "closed_by": self.closed_by,
            "pozzetti_to_stock": self.pozzetti_to_stock,
            "discarded": [notation(cards) for cards in self.discarded],
            "picked_up": [notation(cards) for cards in self.picked_up],
        }

    @classmethod
    def from_dict(cls, data: Any) -> Smazzata:
        """Rebuild and check a smazzata; :class:`StateError` if it is not sound."""
        try:
            return cls._from_dict(data)
        except StateError:
            raise
        except (CardError, MeldError) as error:
            raise StateError(detail=str(error)) from None
        except (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError) as e:
            raise StateError(detail=f"{type(e).__name__}: {quote(str(e))}") from None

    @classmethod
    def _from_dict(cls, data: Any) -> Smazzata:
        variant = get_variant(data["variant"])
        players = _int_in(data, "players", (2, 3, 4))
        dealer = _int_in(data, "dealer", range(players))
        three = bool(_typed(data, "three_pozzetti", bool))
        hands = [parse_cards(_list(h)) for h in _list(data["hands"])]
        if len(hands) != players:
            raise StateError(detail="one hand per player is needed")
        sides: list[Side] = []
        meld_ids: set[int] = set()
        for raw in _list(data["sides"]):
            melds = []
            for m in _list(raw["melds"]):
                meld_id = _typed(m, "id", int)
                owner = _int_in(m, "owner", range(players))
                layout = read_meld(parse_cards(_list(m["cards"])), variant)
                if layout.notation() != list(m["cards"]) or meld_id in meld_ids:
                    raise StateError(detail=f"meld {meld_id} is not in table order or repeats")
                meld_ids.add(meld_id)
                melds.append(TableMeld(meld_id, layout, owner))
            seats = [int(s) for s in _list(raw["seats"])]
            sides.append(Side(seats, melds, bool(_typed(raw, "took_pozzetto", bool))))
        if sorted(s for side in sides for s in side.seats) != list(range(players)):
            raise StateError(detail="every seat must belong to exactly one side")
        phase = _enum(Phase, data["phase"])
        end_reason = (
            None if data.get("end_reason") is None else _enum(EndReason, data["end_reason"])
        )
        forbidden = data.get("forbidden_discard")
        closed_by = data.get("closed_by")
        state = cls(
            variant=variant,
            players=players,
            dealer=dealer,
            three_pozzetti=three,
            hands=hands,
            stock=parse_cards(_list(data["stock"])),
            pile=parse_cards(_list(data["pile"])),
            pozzetti=[parse_cards(_list(p)) for p in _list(data["pozzetti"])],
            sides=sides,
            turn=_int_in(data, "turn", range(players)),
            phase=phase,
            forbidden_discard=None if forbidden is None else Card.parse(forbidden),
            last_turn=bool(_typed(data, "last_turn", bool)),
            turns_without_draw=_typed(data, "turns_without_draw", int),
            next_meld_id=_typed(data, "next_meld_id", int),
            end_reason=end_reason,
            closed_by=None if closed_by is None else _int_in(data, "closed_by", range(players)),
            pozzetti_to_stock=_typed(data, "pozzetti_to_stock", int),
            discarded=[parse_cards(_list(c)) for c in _list(data.get("discarded", []))],
            picked_up=[parse_cards(_list(c)) for c in _list(data.get("picked_up", []))],
        )
        if len(state.discarded) != players or len(state.picked_up) != players:
            raise StateError(detail="the public record needs one list per seat")
        if Counter(state.all_cards()) != Counter(full_deck(variant)):
            raise StateError(detail=f"the cards do not add up to the {variant.deck_size}-card deck")
        if meld_ids and max(meld_ids) >= state.next_meld_id:
            raise StateError(detail="meld ids run past next_meld_id")
        if (phase == OVER) != (state.end_reason is not None):
            raise StateError(detail="phase and end reason disagree")
        return state


def _enum(kind: type[E], value: Any) -> E:
    try:
        return kind(value)
    except ValueError:
        raise StateError(detail=f"unknown {kind.__name__} {quote(value)}") from None


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise StateError(detail=f"expected a list, got {quote(value)}")
    return value


def _typed(data: Any, key: str, kind: type) -> Any:
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise StateError(detail=f"{key!r} must be {kind.__name__}, not {quote(value)}")
    return value


def _int_in(data: Any, key: str, allowed: Sequence[int] | range) -> int:
    value = _typed(data, key, int)
    if value not in allowed:
        raise StateError(detail=f"{key!r} is out of range: {quote(value)}")
    return int(value)
