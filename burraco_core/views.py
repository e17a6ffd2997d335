"""Per-seat observations: what one seat may see, and what it may do now.

A view is a plain JSON-shaped dict.  It holds the seat's own hand and
everything public; other hands, the stock order and the pozzetti are only
counted.  Computer players decide from a view alone, so they cannot cheat.
"""

from __future__ import annotations

from typing import Any, TypedDict

from .cards import Card, notation, parse_cards
from .match import FINISHED, PLAYING, SCORED, Match, OptionsView
from .melds import BURRACO_BONUS, read_meld
from .smazzata import OVER, PLAY, TAKE, MeldView
from .turn import TurnContext
from .variants import get_variant


class LegalMoves(TypedDict):
    """What the seat may do now: the page and the computer players ask this."""

    draw: bool
    pickup: bool
    #: it is the seat's play phase: melds and attachments may be tried
    meld: bool
    #: every distinct card it may discard (a discard ends the turn)
    discard: list[str]
    #: the smazzata is scored and the next may be dealt
    next: bool
    #: its side may still take a pozzetto
    pozzetto_available: bool
    #: its side meets the closing conditions (pozzetto, burraco), whatever card
    can_close: bool


class SideView(TypedDict):
    index: int
    seats: list[int]
    took_pozzetto: bool
    melds: list[MeldView]


class SeatView(TypedDict):
    """Everything one seat may see, and what it may do (see the README)."""

    seat: int
    variant: str
    players: int
    options: OptionsView
    match_phase: str
    number: int
    dealer: int
    #: whose turn it is, or None between smazzate
    turn: int | None
    phase: str
    hand: list[str]
    hand_counts: list[int]
    #: every seat's hand once the smazzata is over (the scoring counts them),
    #: else None
    revealed: list[list[str]] | None
    #: what a burraco of each kind is worth
    burraco_bonus: dict[str, int]
    stock: int
    pile: list[str]
    pozzetti: list[int]
    pozzetti_to_stock: int
    three_pozzetti: bool
    discarded: list[list[str]]
    picked_up: list[list[str]]
    last_turn: bool
    turns_without_draw: int
    my_side: int
    #: the seat's partner in this smazzata (four players, or the pair of
    #: three once someone has gone alone), or None
    partner: int | None
    sides: list[SideView]
    scores: list[int]
    groups: list[list[int]]
    results: list[dict[str, Any]]
    winners: list[int] | None
    end_reason: str | None
    closed_by: int | None
    forbidden_discard: str | None
    legal: LegalMoves


def seat_view(match: Match, seat: int) -> SeatView:
    s = match.smazzata
    own_side = s.side_index(seat)
    to_act = s.turn if match.phase == PLAYING else None
    partners = [other for other in s.sides[own_side].seats if other != seat]
    return {
        "seat": seat,
        "variant": s.variant.name,
        "players": s.players,
        "options": match.options.to_dict(),
        "match_phase": str(match.phase),
        "number": match.number,
        "dealer": s.dealer,
        "turn": to_act,
        "phase": str(s.phase),
        "hand": notation(s.hands[seat]),
        "hand_counts": [len(h) for h in s.hands],
        "revealed": [notation(h) for h in s.hands] if s.phase == OVER else None,
        "burraco_bonus": {str(kind): points for kind, points in BURRACO_BONUS.items()},
        "stock": len(s.stock),
        "pile": notation(s.pile),
        "pozzetti": [len(p) for p in s.pozzetti],
        "pozzetti_to_stock": s.pozzetti_to_stock,
        "three_pozzetti": s.three_pozzetti,
        # what every seat witnessed: who discarded and who picked up what
        "discarded": [notation(cards) for cards in s.discarded],
        "picked_up": [notation(cards) for cards in s.picked_up],
        "last_turn": s.last_turn,
        "turns_without_draw": s.turns_without_draw,
        "my_side": own_side,
        "partner": partners[0] if partners else None,
        "sides": [
            {
                "index": index,
                "seats": list(side.seats),
                "took_pozzetto": side.took_pozzetto,
                "melds": [m.to_dict(s.variant) for m in side.melds],
            }
            for index, side in enumerate(s.sides)
        ],
        "scores": list(match.scores),
        "groups": match.groups(),
        "results": [r.to_dict() for r in match.results],
        "winners": match.winners,
        "end_reason": None if s.end_reason is None else str(s.end_reason),
        "closed_by": s.closed_by,
        "forbidden_discard": None
        if s.forbidden_discard is None or seat != s.turn
        else str(s.forbidden_discard),
        "legal": _legal(match, seat),
    }


def _legal(match: Match, seat: int) -> LegalMoves:
    s = match.smazzata
    my_turn = match.phase == PLAYING and s.turn == seat
    ctx = s.context(seat)
    legal: LegalMoves = {
        "draw": my_turn and s.phase == TAKE and bool(s.stock),
        "pickup": my_turn and s.phase == TAKE and bool(s.pile),
        "meld": my_turn and s.phase == PLAY,
        "discard": notation(ctx.legal_discards()) if my_turn and s.phase == PLAY else [],
        "next": match.phase == SCORED,
        "pozzetto_available": ctx.pozzetto_available,
        "can_close": ctx.side_close_refusal(list(ctx.melds.values())) is None,
    }
    if match.phase == FINISHED:
        legal["next"] = False
    return legal


def context_from_view(view: SeatView) -> TurnContext:
    """The acting seat's :class:`TurnContext`, rebuilt from its view alone."""
    variant = get_variant(view["variant"])
    side = view["sides"][view["my_side"]]
    melds = {m["id"]: read_meld(parse_cards(m["cards"]), variant) for m in side["melds"]}
    forbidden = view.get("forbidden_discard")
    return TurnContext.for_side(
        variant,
        parse_cards(view["hand"]),
        melds,
        took_pozzetto=side["took_pozzetto"],
        pozzetti_left=bool(view["pozzetti"]),
        forbidden_discard=None if forbidden is None else Card.parse(forbidden),
    )
