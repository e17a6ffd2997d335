"""Cards, their notation, the deck and card points.

Notation: the rank ``A 2 3 4 5 6 7 8 9 10 J Q K`` followed by the suit
``C D H S`` (fiori, quadri, cuori, picche), e.g. ``10H``, ``AS``, ``2C``; the
joker (jolly) is ``JK``.  Burraco is played with two decks, so two equal
strings are two physical cards.

>>> Card.parse("10H").rank, Card.parse("10H").suit
(10, 'H')
>>> str(Card.parse("JK"))
'JK'
>>> card_points("2C"), card_points("2C", "reale"), card_points("JK")
(20, 10, 30)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .errors import CardError
from .variants import Variant, get_variant

SUITS = ("C", "D", "H", "S")
RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
JOKER_NOTATION = "JK"


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card face. ``rank`` is 1 (ace) to 13 (king), 0 for the joker.

    Cards are interned: there is one object per face, got with
    :meth:`Card.parse`, so equality and hashing are by identity and cheap.
    Two physical copies of a card are two entries in a list.
    """

    rank: int
    suit: str

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Card.parse, (_NOTATION[self],))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    @staticmethod
    def parse(text: str) -> Card:
        """Parse card notation; raises :class:`CardError` quoting the input."""
        try:
            return _BY_NOTATION[text]
        except (KeyError, TypeError):
            pass
        if isinstance(text, str):
            cleaned = text.strip().upper()
            if cleaned in _BY_NOTATION:
                return _BY_NOTATION[cleaned]
        raise CardError(text)

    @property
    def is_joker(self) -> bool:
        return self.rank == 0

    @property
    def is_two(self) -> bool:
        """A pinella: wild except in its natural place in a sequence."""
        return self.rank == 2

    @property
    def can_be_wild(self) -> bool:
        return self.rank in (0, 2)

    def __str__(self) -> str:
        return _NOTATION[self]

    def __repr__(self) -> str:
        return f"Card({_NOTATION[self]!r})"

    @property
    def sort_key(self) -> tuple[int, int]:
        """Suit then rank, jokers last: the usual way to sort a hand."""
        if self.rank == 0:
            return (4, 0)
        return (SUITS.index(self.suit), self.rank)


def _build_tables() -> tuple[dict[str, Card], dict[Card, str]]:
    by_notation: dict[str, Card] = {}
    notation: dict[Card, str] = {}
    for suit in SUITS:
        for rank in range(1, 14):
            card = Card(rank, suit)
            text = RANK_NAMES.get(rank, str(rank)) + suit
            by_notation[text] = card
            notation[card] = text
    joker = Card(0, "")
    by_notation[JOKER_NOTATION] = joker
    notation[joker] = JOKER_NOTATION
    return by_notation, notation


_BY_NOTATION, _NOTATION = _build_tables()
JOKER = _BY_NOTATION[JOKER_NOTATION]
ALL_FACES: tuple[Card, ...] = tuple(_NOTATION)


def parse_cards(cards: Iterable[str | Card]) -> list[Card]:
    """Parse many cards; a :class:`Card` passes through unchanged."""
    if isinstance(cards, str):
        # A bare string would be split into characters; say what went wrong.
        raise CardError(cards, hint="expected a list of cards, not one string")
    try:
        return list(map(_BY_NOTATION.__getitem__, cards))  # type: ignore[arg-type]
    except (KeyError, TypeError):
        pass  # Card objects, or text to clean up or refuse: the slow path
    out: list[Card] = []
    for card in cards:
        out.append(card if isinstance(card, Card) else Card.parse(card))
    return out


def notation(cards: Iterable[Card]) -> list[str]:
    return list(map(_NOTATION.__getitem__, cards))


def full_deck(variant: Variant) -> list[Card]:
    """Two 52-card decks, plus the jokers of the variant, in a fixed order."""
    deck = [card for card in ALL_FACES if not card.is_joker] * 2
    deck.extend([JOKER] * variant.jokers)
    return deck


def point_value(card: Card, variant: Variant) -> int:
    """Value of a card in melds (plus) and in hand (minus) at scoring."""
    if card.rank == 0:
        return 30
    if card.rank == 2:
        return variant.pinella_points
    if card.rank == 1:
        return 15
    if card.rank >= 8:
        return 10
    return 5


def card_points(card: str | Card, variant: str | Variant = "classic") -> int:
    """Public helper: points of one card in the given variant."""
    parsed = card if isinstance(card, Card) else Card.parse(card)
    var = variant if isinstance(variant, Variant) else get_variant(variant)
    if parsed.is_joker and var.jokers == 0:
        raise CardError(str(parsed), hint=f"there are no jokers in {var.name}")
    return point_value(parsed, var)
