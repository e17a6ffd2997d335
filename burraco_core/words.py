"""Card, rank, count and player names in Italian and English, written once.

Every sentence the engine or the page shows that names a card, a rank, a
number of things or a player is built from here, so the game, the rule
messages and the lessons speak one language.  Italian nouns carry their
gender, their elision and their plural: *l'asso*, *l'8*, *la donna*, *il
jolly*, *gli assi*, *le donne*, *due 7*; English gets *an ace*, *an 8*, *the
queen*, *two 7s*.

Forms a template asks for with ``{card:FORM}`` (see :class:`CardWord`):

======  ===========================  ===========================
form    Italian                      English
======  ===========================  ===========================
(none)  asso di cuori                ace of hearts
the     l'asso di cuori              the ace of hearts
The     L'asso di cuori              The ace of hearts
a       un asso di cuori             an ace of hearts
of      dell'asso di cuori           of the ace of hearts
plural  assi di cuori                aces of hearts
======  ===========================  ===========================

>>> card_name("AH", "it", "the"), card_name("8S", "it", "the"), card_name("QS", "it", "the")
("l'asso di cuori", "l'8 di picche", 'la donna di picche')
>>> card_name("JK", "it", "the"), card_name("4C", "it", "the"), card_name("8D", "en", "a")
('il jolly', 'il 4 di fiori', 'an 8 of diamonds')
>>> rank_name("Q", "it", "plural"), rank_name("A", "it", "plural"), rank_name("7", "en", "plural")
('donne', 'assi', '7s')
>>> count(1, "card", "it"), count(3, "card", "it"), count(1, "smazzata", "en")
('1 carta', '3 carte', '1 hand')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

Lang = Literal["en", "it"]
LANGS: tuple[Lang, ...] = ("en", "it")


def lang_of(lang: object) -> Lang:
    """``lang`` if the engine speaks it, else English."""
    return "it" if lang == "it" else "en"


# --------------------------------------------------------------------------
# Nouns: singular, plural, gender, and whether they start with a vowel sound


@dataclass(frozen=True, slots=True)
class Noun:
    singular: str
    plural: str
    feminine: bool = False
    #: Italian: elides the article (l'asso, l'8); English: takes "an"
    vowel: bool = False


_RANKS: dict[Lang, dict[str, Noun]] = {
    "it": {
        "A": Noun("asso", "assi", vowel=True),
        "J": Noun("fante", "fanti"),
        "Q": Noun("donna", "donne", feminine=True),
        "K": Noun("re", "re"),
        "8": Noun("8", "8", vowel=True),  # otto
        **{str(n): Noun(str(n), str(n)) for n in (2, 3, 4, 5, 6, 7, 9, 10)},
    },
    "en": {
        "A": Noun("ace", "aces", vowel=True),
        "J": Noun("jack", "jacks"),
        "Q": Noun("queen", "queens"),
        "K": Noun("king", "kings"),
        "8": Noun("8", "8s", vowel=True),  # eight
        **{str(n): Noun(str(n), f"{n}s") for n in (2, 3, 4, 5, 6, 7, 9, 10)},
    },
}
_JOKER: dict[Lang, Noun] = {"it": Noun("jolly", "jolly"), "en": Noun("joker", "jokers")}
_SUITS: dict[Lang, dict[str, str]] = {
    "it": {"C": "fiori", "D": "quadri", "H": "cuori", "S": "picche"},
    "en": {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"},
}
_OF: dict[Lang, str] = {"it": "di", "en": "of"}


def _article(noun: Noun, lang: Lang, form: str) -> str:
    """The article (or articulated preposition) before ``noun``, with its space."""
    if lang == "en":
        articles = {"the": "the ", "the_plural": "the ", "of": "of the "}
        return (
            "an "
            if form == "a" and noun.vowel
            else ("a " if form == "a" else articles.get(form, ""))
        )
    if form == "the":
        return "l'" if noun.vowel else ("la " if noun.feminine else "il ")
    if form == "a":
        return "una " if noun.feminine else "un "
    if form == "of":
        return "dell'" if noun.vowel else ("della " if noun.feminine else "del ")
    if form == "the_plural":
        return "le " if noun.feminine else ("gli " if noun.vowel else "i ")
    return ""


def _phrase(noun: Noun, tail: str, lang: Lang, form: str) -> str:
    plural = form in ("plural", "the_plural")
    word = noun.plural if plural else noun.singular
    base = form.lower()
    text = _article(noun, lang, base) + word + tail
    return text[:1].upper() + text[1:] if form[:1].isupper() else text


def card_name(card: str, lang: str = "en", form: str = "") -> str:
    """``"5H"`` -> ``"5 di cuori"``; ``form`` as in the module's table."""
    language = lang_of(lang)
    if card == "JK":
        return _phrase(_JOKER[language], "", language, form)
    rank, suit = card[:-1], card[-1]
    noun = _RANKS[language].get(rank, Noun(rank, rank))
    tail = f" {_OF[language]} {_SUITS[language].get(suit, suit)}"
    return _phrase(noun, tail, language, form)


def suit_name(suit: str, lang: str = "en") -> str:
    """A suit's name, as a meld of that suit is called by it.

    >>> suit_name("H", "it"), suit_name("S")
    ('cuori', 'spades')
    """
    return _SUITS[lang_of(lang)].get(suit, suit)


def rank_name(rank: str, lang: str = "en", form: str = "") -> str:
    """``"Q"`` -> ``"donna"``, ``"donne"`` (plural), ``"la donna"`` (the)."""
    language = lang_of(lang)
    noun = _RANKS[language].get(rank, Noun(rank, rank))
    return _phrase(noun, "", language, form)


def card_list(cards: list[str], lang: str = "en") -> str:
    """Cards in the order given, as a reader says them: one suit named once.

    >>> card_list(["QD", "KD", "AD"], "it"), card_list(["QD", "KD", "AD"], "en")
    ('donna, re e asso di quadri', 'queen, king and ace of diamonds')
    >>> card_list(["JK", "6H", "7H"], "it")
    'jolly, 6 di cuori e 7 di cuori'
    """
    language = lang_of(lang)
    suits = {card[-1] for card in cards if card != "JK"}
    if "JK" not in cards and len(suits) == 1 and len(cards) > 1:
        ranks = [rank_name(card[:-1], language) for card in cards]
        suit = _SUITS[language][suits.pop()]
        return f"{join(ranks, language)} {_OF[language]} {suit}"
    return join([card_name(card, language) for card in cards], language)


def join(items: list[str], lang: str = "en") -> str:
    """``a, b e c`` / ``a, b and c``."""
    if len(items) < 2:
        return "".join(items)
    last = " and "
    if lang_of(lang) == "it":  # "ed" before a vowel e: Ovest ed Est
        last = " ed " if items[-1][:1] in ("e", "E", "è", "È") else " e "
    return ", ".join(items[:-1]) + last + items[-1]


# --------------------------------------------------------------------------
# Counts: the language's plural rule, never "n + plural noun"

_COUNTED: dict[Lang, dict[str, Noun]] = {
    "it": {
        "card": Noun("carta", "carte", feminine=True),
        "smazzata": Noun("smazzata", "smazzate", feminine=True),
        "point": Noun("punto", "punti"),
        "turn": Noun("turno", "turni"),
        "player": Noun("giocatore", "giocatori"),
    },
    "en": {
        "card": Noun("card", "cards"),
        "smazzata": Noun("hand", "hands"),
        "point": Noun("point", "points"),
        "turn": Noun("turn", "turns"),
        "player": Noun("player", "players"),
    },
}


def plural_category(n: int, lang: str = "en") -> Literal["one", "other"]:
    """The CLDR plural category (``Intl.PluralRules``) of a whole number:
    Italian and English both say ``one`` for 1 only."""
    return "one" if n == 1 else "other"


def count(n: int, noun: str, lang: str = "en") -> str:
    """``1 carta``, ``2 carte``, ``1 hand``."""
    word = _COUNTED[lang_of(lang)][noun]
    return f"{n} {word.singular if plural_category(n, lang) == 'one' else word.plural}"


# --------------------------------------------------------------------------
# Players, as the watching seat sees them around the table


SeatKey = Literal["computer", "west", "north", "east"]


@dataclass(frozen=True, slots=True)
class Seat:
    """Another player as named from the watching seat.

    Forms: ``label`` (Computer, Ovest, Nord (compagno)); in a sentence,
    ``the`` (il computer, Ovest) and, at its start, ``The``; ``of`` (del
    computer, di Ovest / of the computer, of West).
    """

    key: SeatKey
    partner: bool = False

    def name(self, lang: str = "en", form: str = "") -> str:
        language = lang_of(lang)
        base = _SEAT_NAMES[language][self.key]
        computer = self.key == "computer"
        if form.lower() == "the" and computer:
            base = ("il " if language == "it" else "the ") + base
        elif form == "of":
            if language == "it":
                base = ("del " if computer else "di ") + base
            else:
                base = ("of the " if computer else "of ") + base
        if self.partner:
            base += " (compagno)" if language == "it" else " (partner)"
        capital = form[:1].isupper() or form == "label"
        return base[:1].upper() + base[1:] if capital else base


SEAT_FORMS = ("label", "the", "The", "of")


def seat_names(lang: str = "en") -> dict[str, dict[str, str]]:
    """Every way the page names another seat, by ``key`` (``west``,
    ``west_partner``...), for the page's labels and sentences."""
    names = {}
    for key in ("computer", "west", "north", "east"):
        for partner in (False, True):
            seat = Seat(key, partner)
            names[key + ("_partner" if partner else "")] = {
                form: seat.name(lang, form) for form in SEAT_FORMS
            }
    return names


_SEAT_NAMES: dict[Lang, dict[str, str]] = {
    "it": {"computer": "computer", "west": "Ovest", "north": "Nord", "east": "Est"},
    "en": {"computer": "computer", "west": "West", "north": "North", "east": "East"},
}


def seat_of(
    seat: int, viewer: int, players: int, partner: int | None, people: Sequence[int] = (0,)
) -> Seat | None:
    """How ``viewer`` names ``seat``: ``None`` for himself (a sentence about
    the player is written in the second person), else the seat's place at
    the table: with two players the computer, or North when a person plays
    it (``people``); the player to the left (the next clockwise) is West,
    the one opposite North, the right East."""
    if seat == viewer:
        return None
    if players == 2:
        return Seat("north") if seat in people else Seat("computer")
    offset = (seat - viewer) % players
    if players == 4 and offset == 2:
        return Seat("north", partner=seat == partner)
    key: Literal["west", "east"] = "west" if offset == 1 else "east"
    return Seat(key, partner=seat == partner)
