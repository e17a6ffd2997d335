"""What the player to act may do with his hand: melds, attachments, discards.

:class:`TurnContext` holds exactly what the acting seat knows about its own
side, so the engine and the computer players ask the same questions of the
same code.  It enforces the rules that look past a single meld:

* no two combinations of one rank on a side;
* a hand may be emptied by melding only to take the pozzetto (al volo);
* a meld may never leave the player without a legal final discard;
* a discard that empties the hand takes the pozzetto (con scarto) or closes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from .cards import Card
from .errors import IllegalActionError
from .melds import CLEAN_KINDS, COMBINATION, Layout, MeldError, arrange, attach
from .variants import Variant


class DiscardEffect(StrEnum):
    """What a discard does."""

    PLAIN = "discard"
    POZZETTO = "pozzetto"  # it empties the hand: the pozzetto, con scarto
    CLOSE = "close"  # chiusura


PLAIN, POZZETTO, CLOSE = DiscardEffect.PLAIN, DiscardEffect.POZZETTO, DiscardEffect.CLOSE


def has_closing_burraco(variant: Variant, melds: Iterable[Layout]) -> bool:
    """The side's melds hold the burraco that closing needs (reale: a clean one)."""
    kinds = {m.burraco(variant) for m in melds}
    if variant.close_needs_clean:
        return bool(kinds & CLEAN_KINDS)
    return any(kinds)


def side_close_refusal(
    variant: Variant, melds: Iterable[Layout], *, pozzetto_done: bool
) -> str | None:
    """Why a side may not close yet, whatever the card, or ``None``: the one
    place that says when closing is open (RULES.md, "Going out")."""
    if not pozzetto_done:
        return "close_needs_pozzetto"
    if not has_closing_burraco(variant, melds):
        return "close_needs_clean_burraco" if variant.close_needs_clean else "close_needs_burraco"
    return None


def forbidden_after_pickup(hand: Sequence[Card], pile: Sequence[Card]) -> Card | None:
    """The card that may not be discarded after picking up ``pile``: a pile of
    one card, unless the hand already held an identical one."""
    if len(pile) == 1 and pile[0] not in hand:
        return pile[0]
    return None


@dataclass(slots=True)
class TurnContext:
    variant: Variant
    hand: list[Card]
    #: the melds of the acting seat's side, by meld id
    melds: Mapping[int, Layout]
    #: the side may still take a pozzetto (it has none and one is left)
    pozzetto_available: bool
    #: the side took its pozzetto, or none is left to take: closing is open
    pozzetto_done: bool
    #: the single card picked up this turn, if it may not be discarded
    forbidden_discard: Card | None

    @classmethod
    def for_side(
        cls,
        variant: Variant,
        hand: list[Card],
        melds: Mapping[int, Layout],
        *,
        took_pozzetto: bool,
        pozzetti_left: bool,
        forbidden_discard: Card | None,
    ) -> TurnContext:
        """The one way a context is built, from a smazzata or from a view."""
        return cls(
            variant=variant,
            hand=hand,
            melds=melds,
            pozzetto_available=not took_pozzetto and pozzetti_left,
            pozzetto_done=took_pozzetto or not pozzetti_left,
            forbidden_discard=forbidden_discard,
        )

    # -- melding -----------------------------------------------------------

    def meld(self, cards: Sequence[Card]) -> Layout:
        """The layout of a new meld, or the refusal."""
        self.require_in_hand(cards)
        layout = arrange(cards, self.variant)
        if layout.kind == COMBINATION and any(
            m.kind == COMBINATION and m.low == layout.low for m in self.melds.values()
        ):
            raise MeldError("same_rank_combination", rank=_rank_text(layout.low))
        self.require_finishable(cards, [layout, *self.melds.values()])
        return layout

    def attach(self, meld_id: int, cards: Sequence[Card]) -> Layout:
        self.require_in_hand(cards)
        if meld_id not in self.melds:
            raise IllegalActionError("unknown_meld", meld=meld_id)
        layout = attach(self.melds[meld_id], cards, self.variant)
        others = [m for i, m in self.melds.items() if i != meld_id]
        self.require_finishable(cards, [layout, *others])
        return layout

    def require_in_hand(self, cards: Sequence[Card]) -> None:
        if not cards:
            raise MeldError("no_cards")
        for card in cards:
            if self.hand.count(card) < cards.count(card):
                raise IllegalActionError("card_not_in_hand", card=str(card))

    def require_finishable(self, played: Sequence[Card], melds_after: Sequence[Layout]) -> None:
        """Refuse a play after which the turn could not end legally."""
        left = _remove(self.hand, played)
        if not left:
            if not self.pozzetto_available:
                raise IllegalActionError("keep_a_card")
            return
        if all(card == self.forbidden_discard for card in left):
            # e.g. a joker picked up alone, and more jokers from the pozzetto
            raise IllegalActionError("no_way_to_finish")
        if len(left) == 1:
            card = left[0]
            if not self.pozzetto_available and self.close_refusal(card, melds_after):
                raise IllegalActionError("no_way_to_finish")

    # -- discarding --------------------------------------------------------

    def discard(self, card: Card) -> DiscardEffect:
        """What discarding ``card`` does (PLAIN, POZZETTO or CLOSE)."""
        self.require_in_hand([card])
        if card == self.forbidden_discard:
            raise IllegalActionError("single_pickup", card=str(card))
        if len(self.hand) > 1:
            return PLAIN
        if self.pozzetto_available:
            return POZZETTO
        refusal = self.close_refusal(card, list(self.melds.values()))
        if refusal:
            raise IllegalActionError(refusal)
        return CLOSE

    def close_refusal(self, card: Card, melds: Sequence[Layout]) -> str | None:
        """Why closing with ``card`` is not allowed, or ``None``."""
        refusal = self.side_close_refusal(melds)
        if refusal is None and card.can_be_wild:
            return "close_wild"
        return refusal

    def side_close_refusal(self, melds: Sequence[Layout]) -> str | None:
        """Why the side may not close yet, whatever the card: pozzetto, burraco."""
        return side_close_refusal(self.variant, melds, pozzetto_done=self.pozzetto_done)

    def after_pickup(self, pile: Sequence[Card]) -> TurnContext:
        """The same turn as it would be after picking up ``pile``."""
        return TurnContext(
            self.variant,
            [*self.hand, *pile],
            self.melds,
            self.pozzetto_available,
            self.pozzetto_done,
            forbidden_after_pickup(self.hand, pile),
        )

    def legal_discards(self) -> list[Card]:
        """Every distinct card that may be discarded now."""
        out = []
        for card in dict.fromkeys(self.hand):
            try:
                self.discard(card)
            except IllegalActionError:
                continue
            out.append(card)
        return out


def _remove(hand: Sequence[Card], cards: Sequence[Card]) -> list[Card]:
    left = list(hand)
    for card in cards:
        left.remove(card)
    return left


def _rank_text(rank: int) -> str:
    return {1: "A", 11: "J", 12: "Q", 13: "K"}.get(rank, str(rank))
