"""The two variants of RULES.md: ``classic`` (the default) and ``reale``.

Everything that differs between them lives here, so the rest of the engine
asks a :class:`Variant` instead of testing names.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import OptionsError


@dataclass(frozen=True, slots=True)
class Variant:
    name: str
    #: jokers in the 108-card deck (classic) or none (reale, 104 cards)
    jokers: int
    #: combinations (sets of the same rank) may be melded
    combinations: bool
    #: an ace may stand at both ends of one sequence (A..K..A)
    ace_both_ends: bool
    #: the semipulito burraco exists (150)
    semipulito: bool
    #: burraco nobile (500) and reale (1000) exist
    nobile_reale: bool
    #: closing needs a clean burraco (pulito, nobile or reale)
    close_needs_clean: bool
    pinella_points: int
    #: when the stock is down to two cards an untaken pozzetto joins it
    pozzetti_refill_stock: bool

    @property
    def deck_size(self) -> int:
        return 104 + self.jokers


CLASSIC = Variant(
    name="classic",
    jokers=4,
    combinations=True,
    ace_both_ends=False,
    semipulito=True,
    nobile_reale=False,
    close_needs_clean=False,
    pinella_points=20,
    pozzetti_refill_stock=False,
)

REALE = Variant(
    name="reale",
    jokers=0,
    combinations=False,
    ace_both_ends=True,
    semipulito=False,
    nobile_reale=True,
    close_needs_clean=True,
    pinella_points=10,
    pozzetti_refill_stock=True,
)

VARIANTS = {v.name: v for v in (CLASSIC, REALE)}


def get_variant(name: str | Variant) -> Variant:
    if isinstance(name, Variant):
        return name
    try:
        return VARIANTS[name]
    except (KeyError, TypeError):
        raise OptionsError("unknown_variant", variant=repr(name)) from None
