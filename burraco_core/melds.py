"""Melds (giochi): sequences, combinations, wild cards and burraco kinds.

Glossary (RULES.md), the Italian words used in code and UI:

==================  ======================  =====================================
Italian             English                 meaning
==================  ======================  =====================================
gioco               meld                    a sequence or combination on the table
scala / sequenza    sequence (run)          3+ same-suit cards in rank order
combinazione        combination (set)       3+ cards of one rank (classic only)
matta               wild card               a joker, or a 2 not in its natural place
jolly               joker                   always wild
pinella             two                     wild, except natural in a sequence
calare / aprire     meld / open             put a new meld on the table
attaccare           attach / extend         add cards to one of your side's melds
burraco             burraco                 a meld of 7 or more cards
pulito              clean                   a burraco with no wild card
semipulito          semi-clean              8+ cards, 7+ naturals unbroken (classic)
sporco              dirty                   any other burraco with a wild
nobile / reale      noble / royal           clean 13 / 14-card sequence (reale)
==================  ======================  =====================================

Sequences are described by *positions*: 1 is the low ace, 2..13 the ranks, 14
the high ace.  A natural card sits at its own position; the one wild of a
meld sits at the position it stands for.  Table order is the position order
(low to high); a combination lists its naturals by suit and then its wild.

>>> check_meld(["5H", "3H", "4H"]).cards
('3H', '4H', '5H')
>>> check_meld(["3H", "JK", "4H"]).cards   # a free wild goes to the low end
('JK', '3H', '4H')
>>> check_attach(["3H", "2H", "5H"], ["2C"]).code    # seed 000, first example
'wild_locked'
>>> check_attach(["2H", "2H", "3H"], ["5H"]).cards
('2H', '3H', '2H', '5H')
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from .cards import JOKER, Card, notation, parse_cards, point_value
from .errors import BurracoError, IllegalActionError
from .memo import Memo
from .variants import Variant, get_variant


class MeldKind(StrEnum):
    SEQUENCE = "sequence"  # scala
    COMBINATION = "combination"  # combinazione


class BurracoKind(StrEnum):
    PULITO = "pulito"
    SEMIPULITO = "semipulito"
    SPORCO = "sporco"
    NOBILE = "nobile"
    REALE = "reale"


SEQUENCE, COMBINATION = MeldKind.SEQUENCE, MeldKind.COMBINATION
PULITO, SEMIPULITO, SPORCO = BurracoKind.PULITO, BurracoKind.SEMIPULITO, BurracoKind.SPORCO
NOBILE, REALE = BurracoKind.NOBILE, BurracoKind.REALE

BURRACO_BONUS = {PULITO: 200, SEMIPULITO: 150, SPORCO: 100, NOBILE: 500, REALE: 1000}
CLEAN_KINDS = frozenset({PULITO, NOBILE, REALE})

_WILD_ROLE = 0
_RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}


class MeldError(IllegalActionError):
    """A meld or attachment that the rules refuse."""

    default_code = "meld_invalid"


@dataclass(frozen=True, slots=True)
class Layout:
    """A valid meld as it lies on the table.

    ``low`` is the position of the first card (sequences) or the rank
    (combinations); ``wild`` is the index of the meld's wild card, if any.
    """

    kind: MeldKind
    cards: tuple[Card, ...]
    wild: int | None
    low: int
    suit: str

    @property
    def high(self) -> int:
        return self.low + len(self.cards) - 1

    def burraco(self, variant: Variant) -> BurracoKind | None:
        """The kind of burraco this meld is now, or ``None`` under 7 cards."""
        size = len(self.cards)
        if size < 7:
            return None
        if self.wild is None:
            if variant.nobile_reale and self.kind == SEQUENCE:
                if size == 14:
                    return REALE
                if size == 13:
                    return NOBILE
            return PULITO
        # Semipulito: 8+ cards with 7+ naturals unbroken.  In a sequence the
        # wild must stand at one of its ends (RULES.md, seed 001): a wild
        # inside makes it sporco however long the clean run beside it.
        end_wild = self.kind == COMBINATION or self.wild in (0, size - 1)
        if variant.semipulito and size >= 8 and end_wild:
            return SEMIPULITO
        return SPORCO

    def points(self, variant: Variant) -> int:
        key = (self, variant.name)
        points = _POINTS.get(key)
        if points is None:
            points = _POINTS.put(key, sum(point_value(c, variant) for c in self.cards))
        return points

    @property
    def natural_count(self) -> int:
        return len(self.cards) - (self.wild is not None)

    def notation(self) -> list[str]:
        return notation(self.cards)


_POINTS: Memo[tuple[Layout, str], int] = Memo()


@dataclass(frozen=True, slots=True)
class MeldCheck:
    """The answer of :func:`check_meld` and :func:`check_attach`."""

    valid: bool
    kind: str | None
    cards: tuple[str, ...]
    burraco: str | None
    reason: str | None
    code: str | None = None
    params: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "valid": self.valid,
            "kind": self.kind,
            "cards": list(self.cards),
            "burraco": self.burraco,
            "reason": self.reason,
            "code": self.code,
            "params": dict(self.params),
        }

    @classmethod
    def of(cls, layout: Layout, variant: Variant) -> MeldCheck:
        burraco = layout.burraco(variant)
        kind = None if burraco is None else str(burraco)
        return cls(True, str(layout.kind), tuple(layout.notation()), kind, None)

    @classmethod
    def refused(cls, error: BurracoError, lang: str) -> MeldCheck:
        return cls(False, None, (), None, error.message(lang), error.code, dict(error.params))


# --------------------------------------------------------------------------
# Public checks


def check_meld(
    cards: Iterable[str | Card], variant: str | Variant = "classic", *, lang: str = "en"
) -> MeldCheck:
    """Is this a valid new meld?  The result gives its table order.

    Raises :class:`~burraco_core.errors.CardError` on an unknown card string.
    """
    var = get_variant(variant)
    parsed = parse_cards(cards)
    try:
        return MeldCheck.of(arrange(parsed, var), var)
    except MeldError as error:
        return MeldCheck.refused(error, lang)


def check_attach(
    meld: Iterable[str | Card],
    cards: Iterable[str | Card],
    variant: str | Variant = "classic",
    *,
    lang: str = "en",
) -> MeldCheck:
    """Can ``cards`` be attached to ``meld`` (given in table order)?

    The result describes the meld after the attachment.
    """
    var = get_variant(variant)
    table = parse_cards(meld)
    added = parse_cards(cards)
    try:
        return MeldCheck.of(attach(read_meld(table, var), added, var), var)
    except MeldError as error:
        return MeldCheck.refused(error, lang)


# --------------------------------------------------------------------------
# Building layouts

#: the longest meld there can be: A..K plus one wild (classic), A..K..A (reale)
MAX_MELD_CARDS = 14


def arrange(cards: Sequence[Card], variant: Variant) -> Layout:
    """The table layout of a new meld, or :class:`MeldError` with the reason."""
    return _remembered(("arrange", tuple(cards), variant.name), lambda: _arrange(cards, variant))


def attach(layout: Layout, cards: Sequence[Card], variant: Variant) -> Layout:
    """The meld after attaching ``cards``, following the wild-moving rules."""
    key = ("attach", layout, tuple(cards), variant.name)
    return _remembered(key, lambda: _attach(layout, cards, variant))


# Layouts are immutable and the answers depend only on the arguments, so the
# engine and the computer players share one bounded memo of them.  A refusal
# is kept as its code and params: an exception would keep its traceback.
_Refusal = tuple[str, dict[str, Any]]
_MEMO: Memo[tuple[Any, ...], Layout | _Refusal] = Memo()


def _remembered(key: tuple[Any, ...], compute: Callable[[], Layout]) -> Layout:
    answer = _MEMO.get(key)
    if answer is None:
        try:
            answer = compute()
        except MeldError as error:
            answer = (error.code, dict(error.params))
        if len(key[-2]) <= MAX_MELD_CARDS:  # only bounded inputs are kept
            _MEMO.put(key, answer)
    if isinstance(answer, Layout):
        return answer
    raise _refusal(answer)


def _arrange(cards: Sequence[Card], variant: Variant) -> Layout:
    _check_supply(cards, variant)
    if len(cards) < 3:
        raise MeldError("too_few_cards")
    # Past 14 cards no layout exists: name the broken rule without searching.
    layout = _arrange_any(cards, variant) if len(cards) <= MAX_MELD_CARDS else None
    if layout is None:
        raise _refusal(_diagnose(cards, variant))
    return layout


def read_meld(cards: Sequence[Card], variant: Variant) -> Layout:
    """Interpret a meld given in table order (keeping where its wild lies).

    A list that is a valid meld but not in table order is laid out afresh.
    """
    key = (tuple(cards), variant.name)
    cached = _READ.get(key)
    if cached is None:
        cached = _read_meld(key[0], variant)
        if len(cards) <= MAX_MELD_CARDS:
            _READ.put(key, cached)
    return cached


_READ: Memo[tuple[tuple[Card, ...], str], Layout] = Memo(limit=4096)


def _read_meld(cards: Sequence[Card], variant: Variant) -> Layout:
    if 3 <= len(cards) <= MAX_MELD_CARDS:
        layout = _read_sequence(cards, variant)
        if layout is not None:
            return layout
    try:
        return arrange(cards, variant)
    except MeldError:
        raise MeldError("meld_invalid") from None


def _attach(layout: Layout, cards: Sequence[Card], variant: Variant) -> Layout:
    if not cards:
        raise MeldError("no_cards")
    combined = [*layout.cards, *cards]
    _check_supply(combined, variant)
    if len(combined) > MAX_MELD_CARDS:
        raise _refusal(_diagnose(combined, variant))
    if layout.kind == COMBINATION:
        result = _combination(combined, variant)
        if result is None:
            raise _refusal(_misfit(layout, cards) or _diagnose(combined, variant))
        return result
    return _attach_to_sequence(layout, cards, variant)


def _misfit(layout: Layout, cards: Sequence[Card]) -> _Refusal | None:
    """Why an attachment fails, said of the meld on the table, when one
    natural card plainly does not belong there: another suit for a sequence,
    another rank for a combination, or a card that no end of the sequence
    takes.  A card that may be wild (a joker or a 2) is left to the general
    diagnosis, which knows the rules of wilds."""
    naturals = [card for card in cards if not card.can_be_wild]
    for card in naturals:
        if layout.kind == COMBINATION and card.rank != layout.low:
            return "attach_wrong_rank", {"card": str(card), "rank": _rank_text(layout.low)}
        if layout.kind == SEQUENCE and card.suit != layout.suit:
            return "attach_wrong_suit", {"card": str(card), "suit": layout.suit}
    if layout.kind == SEQUENCE and len(cards) == 1 and naturals:
        card = naturals[0]
        ends = [pos for pos in (layout.low - 1, layout.high + 1) if 1 <= pos <= 14]
        fits = range(layout.low - 1, layout.high + 2)  # an end, or a wild's place
        if not any(_natural_at(card, pos, layout.suit) for pos in fits):
            takes = [_position_card(pos, layout.suit) for pos in ends]
            if len(takes) == 2:
                return "attach_not_next", {"card": str(card), "low": takes[0], "high": takes[1]}
            if takes:
                return "attach_not_next_one", {"card": str(card), "end": takes[0]}
    return None


def _attach_to_sequence(layout: Layout, cards: Sequence[Card], variant: Variant) -> Layout:
    """Attach to a sequence: naturals stay put, a free wild may move.

    A wild inside the sequence keeps its place unless an attached card is the
    natural it stands for; then it is displaced and becomes free.
    """
    suit = layout.suit
    pinned: dict[int, Card] = {}
    loose: list[Card] = list(cards)
    pinned_wild: tuple[int, Card] | None = None
    keep_end: int | None = None
    for index, card in enumerate(layout.cards):
        pos = layout.low + index
        if index == layout.wild:
            if 0 < index < len(layout.cards) - 1:
                pinned_wild = (pos, card)
            else:
                loose.append(card)  # free at an end: it may move
                keep_end = pos
        elif index == 0 and pos == 2 and layout.wild is None:
            loose.append(card)  # a natural 2 at the low end may turn wild
        else:
            pinned[pos] = card
    result = _arrange_sequence(suit, pinned, pinned_wild, loose, variant, keep_end)
    if result is not None:
        return result
    combined = [*layout.cards, *cards]
    if pinned_wild is not None:
        pos, wild = pinned_wild
        natural = _position_card(pos, suit)
        # Blame the locked wild only when freeing it would have helped, and
        # never name a card that this very move supplies.
        if natural not in notation(cards) and (
            _arrange_any(combined, variant) is not None
            or _arrange_sequence(suit, pinned, None, [*loose, wild], variant, None) is not None
        ):
            raise MeldError("wild_locked", wild=str(wild), card=natural)
    raise _refusal(_misfit(layout, cards) or _diagnose(combined, variant))


def _refusal(diagnosis: _Refusal) -> MeldError:
    code, params = diagnosis
    return MeldError(code, **params)


def _position_card(pos: int, suit: str) -> str:
    return _rank_text(1 if pos == 14 else pos) + suit


def _rank_text(rank: int) -> str:
    return _RANK_TEXT.get(rank, str(rank))


def _natural_at(card: Card, pos: int, suit: str) -> bool:
    if card.suit != suit:
        return False
    if card.rank == 1:
        return pos in (1, 14)
    return card.rank == pos


def _arrange_any(cards: Sequence[Card], variant: Variant) -> Layout | None:
    best = _sequence_from_set(cards, variant)
    if best is None and variant.combinations:
        best = _combination(cards, variant)
    return best


def _sequence_from_set(cards: Sequence[Card], variant: Variant) -> Layout | None:
    suits = {c.suit for c in cards if c.rank > 2 or c.rank == 1}
    if len(suits) > 1:
        return None
    if not suits:
        suits = {c.suit for c in cards if c.rank == 2}
    best: Layout | None = None
    for suit in sorted(suits):
        layout = _arrange_sequence(suit, {}, None, list(cards), variant, None)
        if layout is not None and (best is None or _preference(layout) < _preference(best)):
            best = layout
    return best


# --------------------------------------------------------------------------
# Sequences: give every card a role (a position, or the wild), then lay out


def _roles(card: Card, suit: str) -> tuple[int, ...]:
    """Positions a loose card may take in a sequence of ``suit`` (0 = wild)."""
    if card.rank == 0:
        return (_WILD_ROLE,)
    if card.suit != suit:
        return (_WILD_ROLE,) if card.rank == 2 else ()
    if card.rank == 1:
        return (1, 14)
    if card.rank == 2:
        return (2, _WILD_ROLE)
    return (card.rank,)


def _preference(layout: Layout) -> tuple[int, int]:
    """Fewer wilds first (a 2 in its place stays natural), then the ace low."""
    ace_high = int(layout.high == 14 and layout.wild != len(layout.cards) - 1)
    return (layout.wild is not None, ace_high)


_Roles = tuple[dict[int, Card], list[Card]]


def _arrange_sequence(
    suit: str,
    pinned: Mapping[int, Card],
    pinned_wild: tuple[int, Card] | None,
    loose: Sequence[Card],
    variant: Variant,
    keep_end: int | None,
) -> Layout | None:
    """Best sequence layout keeping ``pinned`` naturals in place.

    ``pinned_wild`` is a wild inside the meld: it keeps its position unless a
    loose natural takes that position, and then it becomes free.
    ``keep_end`` is where a free wild of the meld lay, kept if still an end.
    """
    best: Layout | None = None
    best_key = (2, 2)
    for naturals, wilds in _role_choices(suit, pinned, loose):
        for placed, free, fixed in _displacements(naturals, wilds, pinned_wild, suit):
            layout = _lay_out(suit, placed, free, fixed, variant, keep_end)
            if layout is None:
                continue
            key = _preference(layout)
            if key < best_key:
                best, best_key = layout, key
                if key == (0, 0):
                    return best  # nothing beats a clean meld with the ace low
    return best


def _role_choices(suit: str, pinned: Mapping[int, Card], loose: Sequence[Card]) -> Iterator[_Roles]:
    """Every way to give the loose cards roles: (naturals by position, wilds).

    Cards with one possible role are placed once; only aces and same-suit 2s
    (two roles each) are tried both ways.  At most one loose card is wild.
    """
    base = dict(pinned)
    base_wilds: list[Card] = []
    varying: list[Card] = []
    role_lists: list[tuple[int, ...]] = []
    for card in loose:
        roles = _roles(card, suit)
        if not roles:
            return
        if len(roles) > 1:
            varying.append(card)
            role_lists.append(roles)
        elif roles[0] == _WILD_ROLE:
            base_wilds.append(card)
        elif roles[0] in base:
            return
        else:
            base[roles[0]] = card
    if len(base_wilds) > 1:
        return
    for combo in itertools.product(*role_lists):
        naturals = dict(base)
        wilds = list(base_wilds)
        for card, role in zip(varying, combo, strict=True):
            if role == _WILD_ROLE:
                wilds.append(card)
            elif role in naturals:
                break
            else:
                naturals[role] = card
        else:
            if len(wilds) <= 1:
                yield naturals, wilds


def _displacements(
    naturals: dict[int, Card], wilds: list[Card], pinned_wild: tuple[int, Card] | None, suit: str
) -> Iterator[tuple[dict[int, Card], list[Card], tuple[int, Card] | None]]:
    """The inside wild keeps its place, or, displaced by its natural, is free:
    it goes to an end, or a same-suit 2 goes home to its natural place."""
    if pinned_wild is None or pinned_wild[0] not in naturals:
        yield naturals, wilds, pinned_wild
        return
    wild = pinned_wild[1]
    if wild.rank == 2 and wild.suit == suit and 2 not in naturals:
        yield {**naturals, 2: wild}, wilds, None
    yield naturals, [*wilds, wild], None


def _lay_out(
    suit: str,
    naturals: dict[int, Card],
    wilds: Sequence[Card],
    fixed: tuple[int, Card] | None,
    variant: Variant,
    keep_end: int | None,
) -> Layout | None:
    """The sequence these roles make, with its one wild where the rules put it.

    ``naturals`` is a fresh dict from the generators above: it is filled in.
    """
    if len(wilds) + (fixed is not None) > 1 or len(naturals) < 2:
        return None
    if not variant.ace_both_ends and 1 in naturals and 14 in naturals:
        return None
    slots = naturals
    wild_pos: int | None = None
    if fixed is not None:
        wild_pos = fixed[0]
        slots[wild_pos] = fixed[1]
    if wilds:
        wild_pos = _free_wild_position(slots, keep_end)
        if wild_pos is None:
            return None
        wild = wilds[0]
        slots[wild_pos] = wild
        if wild_pos == 2 and wild.rank == 2 and wild.suit == suit:
            wild_pos = None  # a same-suit 2 landing in its own place is natural
    elif max(slots) - min(slots) + 1 != len(slots):
        return None
    low = min(slots)
    ordered = tuple(slots[p] for p in range(low, low + len(slots)))
    return Layout(SEQUENCE, ordered, None if wild_pos is None else wild_pos - low, low, suit)


def _free_wild_position(slots: Mapping[int, Card], keep_end: int | None) -> int | None:
    """Where a free wild goes: the one gap, else the end it lay at, else the
    low end (the high end above a low ace); ``None`` if it fits nowhere."""
    low, high = min(slots), max(slots)
    gaps = high - low + 1 - len(slots)
    if gaps == 1:
        return next(p for p in range(low, high) if p not in slots)
    if gaps:
        return None
    if keep_end is not None and keep_end in (low - 1, high + 1):
        return keep_end
    if low > 1:
        return low - 1
    if high < 14:
        return high + 1
    return None


def _read_sequence(cards: Sequence[Card], variant: Variant) -> Layout | None:
    """Read a sequence in table order, keeping its wild where it lies."""
    anchor = next(((i, c) for i, c in enumerate(cards) if c.rank != 0 and c.rank != 2), None)
    if anchor is None:
        return None
    index, card = anchor
    suit = card.suit
    starts = [1 - index, 14 - index] if card.rank == 1 else [card.rank - index]
    for low in starts:
        if low < 1 or low + len(cards) - 1 > 14:
            continue
        wild_index: int | None = None
        for i, c in enumerate(cards):
            if _natural_at(c, low + i, suit):
                continue
            if c.rank in (0, 2) and wild_index is None:
                wild_index = i
                continue
            break
        else:
            layout = Layout(SEQUENCE, tuple(cards), wild_index, low, suit)
            if layout.natural_count < 2:
                continue
            has_both_aces = low == 1 and layout.high == 14 and wild_index not in (0, len(cards) - 1)
            if has_both_aces and not variant.ace_both_ends:
                continue
            return layout
    return None


def _combination(cards: Sequence[Card], variant: Variant) -> Layout | None:
    if not variant.combinations:
        return None
    naturals = [c for c in cards if c.rank != 0 and c.rank != 2]
    wilds = [c for c in cards if c.rank == 0 or c.rank == 2]
    if len(cards) < 3 or len(wilds) > 1 or len(naturals) < 2 or len(naturals) > 8:
        return None
    rank = naturals[0].rank
    if any(c.rank != rank for c in naturals):
        return None
    ordered = tuple(sorted(naturals, key=lambda c: c.sort_key)) + tuple(wilds)
    return Layout(COMBINATION, ordered, len(naturals) if wilds else None, rank, "")


def _check_supply(cards: Sequence[Card], variant: Variant) -> None:
    """Refuse more copies of a card than two decks hold."""
    if len(set(cards)) == len(cards) and (variant.jokers or JOKER not in cards):
        return
    counts = Counter(cards)
    for card, count in counts.items():
        if card.is_joker:
            if variant.jokers == 0:
                raise MeldError("no_jokers")
            if count > variant.jokers:
                raise MeldError("too_many_jokers")
        elif count > 2:
            raise MeldError("too_many_copies", card=str(card))


# --------------------------------------------------------------------------
# Naming the broken rule of a refused set of cards


def _diagnose(cards: Sequence[Card], variant: Variant) -> _Refusal:
    """Name the rule a refused set of cards breaks, most specific first."""
    if len(cards) < 3:
        return "too_few_cards", {}
    plain = [c for c in cards if c.rank != 0 and c.rank != 2]
    twos = [c for c in cards if c.rank == 2]
    if not plain:
        return "needs_two_naturals", {}
    wild_count = len(cards) - len(plain)
    if len({c.rank for c in plain}) == 1 and len(plain) >= 2:
        return _diagnose_combination(len(plain), wild_count, variant)
    suits = {c.suit for c in plain}
    if len(suits) > 1:
        return "mixed_cards", {}
    return _diagnose_sequence(plain, twos, wild_count, suits.pop(), variant)


def _diagnose_combination(naturals: int, wilds: int, variant: Variant) -> _Refusal:
    if not variant.combinations:
        return "no_combinations", {}
    if wilds > 1:
        return "too_many_wilds", {}
    if naturals > 8:
        return "too_many_naturals", {}
    return "meld_invalid", {}


def _diagnose_sequence(
    plain: Sequence[Card], twos: Sequence[Card], wild_count: int, suit: str, variant: Variant
) -> _Refusal:
    natural_two = any(t.suit == suit for t in twos)
    wild_count -= natural_two  # one same-suit 2 may stand in its own place
    if wild_count > 1:
        return "too_many_wilds", {}
    if len(plain) + natural_two < 2:
        return "needs_two_naturals", {}
    repeated = _repeated_rank(plain, variant)
    if repeated is not None:
        return repeated
    ranks = {c.rank for c in plain}
    low_cards = natural_two or any(r <= 4 for r in ranks if r != 1)
    if 1 in ranks and 13 in ranks and low_cards:
        return "no_wrap", {}
    if len(plain) + natural_two + wild_count > MAX_MELD_CARDS:
        return "too_long", {}
    return "not_consecutive", {}


def _repeated_rank(plain: Sequence[Card], variant: Variant) -> _Refusal | None:
    """A rank twice in one sequence: only the ace, at both ends, in reale."""
    for rank, count in sorted(Counter(c.rank for c in plain).items()):
        if rank == 1 and count == 2:
            if not variant.ace_both_ends:
                return "ace_both_ends", {}
        elif count > 1:
            card = _RANK_TEXT.get(rank, str(rank)) + plain[0].suit
            return "duplicate_in_sequence", {"card": card}
    return None
