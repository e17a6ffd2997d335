"""Player-facing sentences in English and Italian, keyed by reason code.

Parameters named ``card``/``wild``/``cards`` hold card notation and are
rendered as card names in the chosen language ("5 of hearts", "5 di cuori");
``rank`` holds a rank notation ("7", "Q") rendered as a rank name.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

LANGS = ("en", "it")

_SUIT_NAMES = {
    "en": {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"},
    "it": {"C": "fiori", "D": "quadri", "H": "cuori", "S": "picche"},
}
_RANK_NAMES = {
    "en": {"A": "ace", "J": "jack", "Q": "queen", "K": "king"},
    "it": {"A": "asso", "J": "fante", "Q": "donna", "K": "re"},
}
_OF = {"en": "of", "it": "di"}
_JOKER = {"en": "joker", "it": "jolly"}

MESSAGES: dict[str, tuple[str, str]] = {
    # --- melds ---
    "too_few_cards": (
        "A meld needs at least 3 cards.",
        "Un gioco richiede almeno 3 carte.",
    ),
    "no_cards": (
        "Choose at least one card.",
        "Scegli almeno una carta.",
    ),
    "no_jokers": (
        "Burraco reale is played without jokers.",
        "Il burraco reale si gioca senza jolly.",
    ),
    "needs_two_naturals": (
        "A meld needs at least two natural cards: wild cards alone are not a meld.",
        "Un gioco richiede almeno due carte naturali: le sole matte non fanno un gioco.",
    ),
    "too_many_wilds": (
        "A meld may hold only one wild card (a joker or a 2).",
        "Un gioco può contenere una sola matta (un jolly o una pinella).",
    ),
    "no_combinations": (
        "Burraco reale allows only sequences, not sets of the same rank.",
        "Nel burraco reale sono ammesse solo le scale, non le combinazioni.",
    ),
    "mixed_cards": (
        "The cards must be one suit in sequence, or all of one rank.",
        "Le carte devono essere in scala dello stesso seme, o tutte dello stesso valore.",
    ),
    "duplicate_in_sequence": (
        "A sequence cannot hold the {card} twice.",
        "Una scala non può contenere due volte il {card}.",
    ),
    "not_consecutive": (
        "These cards are not consecutive: one wild card can fill only one gap.",
        "Queste carte non sono consecutive: una matta può coprire un solo vuoto.",
    ),
    "no_wrap": (
        "No wrap-around: the ace is low (A-2-3) or high (Q-K-A), never K-A-2.",
        "Niente giro: l'asso sta prima del 2 (A-2-3) o dopo il re (Q-K-A), mai K-A-2.",
    ),
    "ace_both_ends": (
        "In classic Burraco an ace may stand at one end of a sequence only.",
        "Nel burraco classico l'asso può stare a un solo capo della scala.",
    ),
    "too_long": (
        "A sequence cannot run past the ace at either end.",
        "Una scala non può andare oltre l'asso a nessuno dei due capi.",
    ),
    "too_many_naturals": (
        "A combination holds at most 8 natural cards.",
        "Una combinazione contiene al massimo 8 carte naturali.",
    ),
    "too_many_copies": (
        "There are only two of the {card} in the two decks.",
        "Nei due mazzi ci sono solo due {card}.",
    ),
    "too_many_jokers": (
        "There are only four jokers in the deck.",
        "Nel mazzo ci sono solo quattro jolly.",
    ),
    "wild_locked": (
        "The {wild} stands for the {card} inside this sequence: "
        "only the {card} can take its place.",
        "La matta {wild} sostituisce il {card} dentro la scala: "
        "solo il {card} può prenderne il posto.",
    ),
    "meld_invalid": (
        "The meld on the table is not a valid meld.",
        "Il gioco sul tavolo non è un gioco valido.",
    ),
    "same_rank_combination": (
        "Your side already has a combination of {rank}: attach to it instead.",
        "La tua linea ha già una combinazione di {rank}: attacca lì.",
    ),
    # --- actions ---
    "not_your_turn": (
        "It is not your turn.",
        "Non è il tuo turno.",
    ),
    "must_take_first": (
        "First draw from the stock or pick up the discard pile.",
        "Prima pesca dal tallone o raccogli il monte degli scarti.",
    ),
    "already_took": (
        "You have already drawn or picked up this turn.",
        "Hai già pescato o raccolto in questo turno.",
    ),
    "pile_empty": (
        "The discard pile is empty.",
        "Il monte degli scarti è vuoto.",
    ),
    "card_not_in_hand": (
        "You do not hold the {card}.",
        "Non hai in mano il {card}.",
    ),
    "unknown_meld": (
        "There is no meld {meld} on your side of the table.",
        "Non c'è il gioco {meld} dalla tua parte del tavolo.",
    ),
    "not_own_meld": (
        "You may attach only to your own side's melds.",
        "Puoi attaccare solo ai giochi della tua linea.",
    ),
    "keep_a_card": (
        "You cannot meld all your cards: keep one to discard.",
        "Non puoi calare tutte le carte: tienine una da scartare.",
    ),
    "no_way_to_finish": (
        "After this you could not end your turn: the card left could not be discarded.",
        "Dopo questa giocata non potresti finire il turno: la carta che resta non si può scartare.",
    ),
    "single_pickup": (
        "You picked up only the {card}: you may not discard it this turn.",
        "Hai raccolto solo il {card}: non puoi scartarlo in questo turno.",
    ),
    "close_wild": (
        "You cannot close by discarding a wild card (a joker or a 2).",
        "Non puoi chiudere scartando una matta (un jolly o una pinella).",
    ),
    "close_needs_burraco": (
        "Your side needs a burraco to close.",
        "La tua linea deve avere un burraco per chiudere.",
    ),
    "close_needs_clean_burraco": (
        "Your side needs a clean burraco (pulito, nobile or reale) to close.",
        "La tua linea deve avere un burraco pulito (pulito, nobile o reale) per chiudere.",
    ),
    "close_needs_pozzetto": (
        "Your side must take its pozzetto before it can close.",
        "La tua linea deve prendere il pozzetto prima di chiudere.",
    ),
    "smazzata_over": (
        "This smazzata is over.",
        "La smazzata è finita.",
    ),
    "smazzata_not_over": (
        "The smazzata is still being played.",
        "La smazzata è ancora in corso.",
    ),
    "match_over": (
        "The match is over.",
        "La partita è finita.",
    ),
    # --- bad input ---
    "unknown_card": (
        "{text} is not a card: write rank then suit, e.g. 10H, AS, 2C, or JK. {hint}",
        "{text} non è una carta: scrivi valore e seme, per es. 10H, AS, 2C, o JK. {hint}",
    ),
    "unknown_variant": (
        "Unknown variant {variant}: choose classic or reale.",
        "Variante sconosciuta {variant}: scegli classic o reale.",
    ),
    "bad_options": (
        "Invalid game options: {detail}",
        "Opzioni di gioco non valide: {detail}",
    ),
    "bad_action": (
        "Invalid action: {detail}",
        "Azione non valida: {detail}",
    ),
    "bad_state": (
        "Invalid game state: {detail}",
        "Stato di gioco non valido: {detail}",
    ),
    "bad_request": (
        "Invalid request: {detail}",
        "Richiesta non valida: {detail}",
    ),
}

_CARD_PARAMS = {"card", "wild"}


def rank_name(rank: str, lang: str = "en") -> str:
    """``"Q"`` -> ``"queen"`` / ``"donna"``; numbers stay numbers."""
    return _RANK_NAMES[_lang(lang)].get(rank, rank)


def card_name(card: str, lang: str = "en") -> str:
    """``"5H"`` -> ``"5 of hearts"`` / ``"5 di cuori"``; ``"JK"`` -> joker."""
    lang = _lang(lang)
    if card == "JK":
        return _JOKER[lang]
    rank, suit = card[:-1], card[-1]
    suit_name = _SUIT_NAMES[lang].get(suit, suit)
    return f"{rank_name(rank, lang)} {_OF[lang]} {suit_name}"


def _lang(lang: str) -> str:
    return lang if lang in LANGS else "en"


def render(code: str, params: Mapping[str, Any], lang: str = "en") -> str:
    lang = _lang(lang)
    templates = MESSAGES.get(code)
    if templates is None:
        return code
    shown: dict[str, Any] = {}
    for key, value in params.items():
        if key in _CARD_PARAMS and isinstance(value, str):
            shown[key] = card_name(value, lang)
        elif key == "rank" and isinstance(value, str):
            shown[key] = rank_name(value, lang)
        else:
            shown[key] = value
    text = templates[1 if lang == "it" else 0]
    try:
        return text.format(**shown).strip()
    except (KeyError, IndexError):
        return text


def ui_strings() -> dict[str, dict[str, str]]:
    """All reason templates, for the page's translation table."""
    return {code: {"en": en, "it": it} for code, (en, it) in MESSAGES.items()}
