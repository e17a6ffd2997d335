"""Scoring a smazzata for one side (linea), with the full breakdown.

>>> s = score_side([["3H", "4H", "5H"]], ["KS"], closed=False, took_pozzetto=False)
>>> (s.melded, s.hand, s.burraco, s.closing, s.pozzetto, s.total)
(15, -10, 0, 0, -100, -95)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .cards import Card, parse_cards, point_value
from .melds import BURRACO_BONUS, BurracoKind, Layout, read_meld
from .variants import Variant, get_variant

CLOSING_BONUS = 100
POZZETTO_PENALTY = -100


@dataclass(frozen=True, slots=True)
class SideScore:
    """One side's points for one smazzata; ``total`` is the sum of the parts."""

    melded: int
    hand: int
    burraco: int
    closing: int
    pozzetto: int
    burraci: tuple[str, ...]

    @property
    def total(self) -> int:
        return self.melded + self.hand + self.burraco + self.closing + self.pozzetto

    def to_dict(self) -> dict[str, Any]:
        return {
            "melded": self.melded,
            "hand": self.hand,
            "burraco": self.burraco,
            "closing": self.closing,
            "pozzetto": self.pozzetto,
            "burraci": [str(kind) for kind in self.burraci],
            "total": self.total,
        }


def score_layouts(
    layouts: Iterable[Layout],
    hand: Iterable[Card],
    *,
    closed: bool,
    took_pozzetto: bool,
    variant: Variant,
) -> SideScore:
    melded = 0
    kinds: list[BurracoKind] = []
    for layout in layouts:
        melded += layout.points(variant)
        kind = layout.burraco(variant)
        if kind:
            kinds.append(kind)
    return SideScore(
        melded=melded,
        hand=-sum(point_value(c, variant) for c in hand),
        burraco=sum(BURRACO_BONUS[k] for k in kinds),
        closing=CLOSING_BONUS if closed else 0,
        pozzetto=0 if took_pozzetto else POZZETTO_PENALTY,
        burraci=tuple(kinds),
    )


def score_side(
    melds: Iterable[Sequence[str | Card]],
    hand: Iterable[str | Card],
    *,
    closed: bool,
    took_pozzetto: bool,
    variant: str | Variant = "classic",
) -> SideScore:
    """Score one side: ``melds`` as lists of cards, ``hand`` its players' cards.

    Raises :class:`~burraco_core.melds.MeldError` if a meld is not valid.
    """
    var = get_variant(variant)
    layouts = [read_meld(parse_cards(m), var) for m in melds]
    return score_layouts(
        layouts, parse_cards(hand), closed=closed, took_pozzetto=took_pozzetto, variant=var
    )


def split_pair(total: int) -> int:
    """Three players: each partner scores half, rounded down to a multiple of 5.

    >>> split_pair(135), split_pair(-135), split_pair(200)
    (65, -70, 100)
    """
    return (total // 10) * 5
