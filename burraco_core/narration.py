"""What happened, in words: each action and each smazzata's end, told to one
seat in its language.

A sentence about the player himself is written in the second person ("Hai
chiuso.", "You drew from the stock."), never built from a name; the others
are named as the watching seat sees them ("Il computer scarta l'asso di
picche.", "Nord (compagno) pesca dal tallone.").  Cards are named in the
order they lie on the table.

>>> from burraco_core import api
>>> state = api.set_up({"hands": [["QD", "KD", "AD", "5S"], None], "seed": 1})
>>> before = api.view(state, 0)
>>> action = {"type": "meld", "seat": 0, "cards": ["AD", "KD", "QD"]}
>>> after = api.view(api.apply(state, action), 0)
>>> narrate(action, before, after, "it"), narrate(action, before, after, "en")
('Hai calato donna, re e asso di quadri.', 'You melded queen, king and ace of diamonds.')
"""

from __future__ import annotations

from typing import Any

from .actions import ActionDict
from .views import SeatView
from .words import Seat, card_list, card_name, count, join, lang_of, seat_of

# (you, another player), in English and Italian
_ACTIONS: dict[str, dict[str, tuple[str, str]]] = {
    "draw": {
        "en": ("You drew from the stock.", "{who} draws from the stock."),
        "it": ("Hai pescato dal tallone.", "{who} pesca dal tallone."),
    },
    "pickup": {
        "en": ("You picked up the discard pile ({n}).", "{who} picks up the discard pile ({n})."),
        "it": ("Hai raccolto gli scarti ({n}).", "{who} raccoglie gli scarti ({n})."),
    },
    "meld": {
        "en": ("You melded {cards}.", "{who} melds {cards}."),
        "it": ("Hai calato {cards}.", "{who} cala {cards}."),
    },
    "attach": {
        "en": ("You attached {cards}.", "{who} attaches {cards}."),
        "it": ("Hai attaccato {cards}.", "{who} attacca {cards}."),
    },
    "discard": {
        "en": ("You discarded {card}.", "{who} discards {card}."),
        "it": ("Hai scartato {card}.", "{who} scarta {card}."),
    },
    "close": {
        "en": ("You closed, discarding {card}!", "{who} closes, discarding {card}!"),
        "it": ("Hai chiuso scartando {card}!", "{who} chiude scartando {card}!"),
    },
    # the club's words: al volo (by melding), con lo scarto (by the discard)
    "pozzetto_al_volo": {
        "en": ("You took the pozzetto al volo.", "{who} takes the pozzetto al volo."),
        "it": ("Sei andato a pozzetto al volo.", "{who} va a pozzetto al volo."),
    },
    "pozzetto_con_scarto": {
        "en": (
            "You took the pozzetto with your discard (con lo scarto): you play it next turn.",
            "{who} takes the pozzetto with the discard (con lo scarto).",
        ),
        "it": (
            "Sei andato a pozzetto con lo scarto: lo giochi dal prossimo turno.",
            "{who} va a pozzetto con lo scarto.",
        ),
    },
}
_ENDS: dict[str, dict[str, tuple[str, str]]] = {
    "closed": {"en": ("You closed.", "{who} closed."), "it": ("Hai chiuso.", "Ha chiuso {whom}.")},
    "stock": {"en": ("The stock ran out.",) * 2, "it": ("Il tallone è finito.",) * 2},
    "stalemate": {
        "en": ("Stalemate: twelve turns without a draw.",) * 2,
        "it": ("Stallo: dodici turni senza pescare.",) * 2,
    },
}
_WINNERS: dict[str, dict[str, str]] = {
    "you": {"en": "You win!", "it": "Hai vinto!"},
    "your_pair": {"en": "Your pair wins!", "it": "Ha vinto la tua coppia!"},
    "opponents": {"en": "The opponents win.", "it": "Hanno vinto gli avversari."},
    "other": {"en": "{who} wins.", "it": "Ha vinto {whom}."},
}


# Three players: the pair formed mid-hand shares its points (scoring.split_pair).
_SPLIT: dict[str, tuple[str, str]] = {
    "en": (
        "You and {whom} played as a pair: each of you scores half of the pair's {total},"
        " rounded down to a multiple of 5: {each}.",
        "{pair} played as a pair: each scores half of the pair's {total},"
        " rounded down to a multiple of 5: {each}.",
    ),
    "it": (
        "Tu e {whom} avete giocato in coppia: ciascuno prende metà dei {total} della coppia,"
        " arrotondata per difetto a un multiplo di 5: {each}.",
        "{pair} hanno giocato in coppia: ciascuno prende metà dei {total} della coppia,"
        " arrotondata per difetto a un multiplo di 5: {each}.",
    ),
}


def _split_words(view: SeatView, last: dict[str, Any], language: str) -> str | None:
    """How the three-player pair shared its points, or None (no pair)."""
    if view["players"] != 3:
        return None
    pair = next((side for side in last["sides"] if len(side["seats"]) == 2), None)
    if pair is None:
        return None
    total = count(pair["score"]["total"], "point", language)
    each = count(last["seat_points"][pair["seats"][0]], "point", language)
    mine, theirs = _SPLIT[language]
    if view["seat"] in pair["seats"]:
        other = next(seat for seat in pair["seats"] if seat != view["seat"])
        who = _who(view, other)
        assert who is not None
        return mine.format(whom=who.name(language, "the"), total=total, each=each)
    names = [name.name(language, "The") for seat in pair["seats"] if (name := _who(view, seat))]
    return theirs.format(pair=join(names, language), total=total, each=each)


def _who(view: SeatView, seat: int) -> Seat | None:
    # views made before people were an option name nobody: seat 0 is the player
    people = view.get("options", {}).get("people", (0,))
    return seat_of(seat, view["seat"], view["players"], view["partner"], people)


def _say(templates: tuple[str, str], who: Seat | None, lang: str, **params: Any) -> str:
    if who is None:
        return templates[0].format(**params)
    return templates[1].format(who=who.name(lang, "The"), whom=who.name(lang, "the"), **params)


def narrate(action: ActionDict, before: SeatView, after: SeatView, lang: str = "en") -> str:
    """One action, as the seat of ``after`` saw it happen (``before`` is
    that seat's view just before it)."""
    language = lang_of(lang)
    kind = action["type"]
    who = _who(after, action["seat"])
    if kind == "pickup":
        n = count(len(before["pile"]), "card", language)
        text = _say(_ACTIONS[kind][language], who, language, n=n)
    elif kind in ("meld", "attach"):
        cards = card_list(_meld_after(action, before, after), language)
        text = _say(_ACTIONS[kind][language], who, language, cards=cards)
    elif kind == "discard":
        closed = after["end_reason"] == "closed" and after["closed_by"] == action["seat"]
        card = card_name(action["card"], language, "the")
        text = _say(_ACTIONS["close" if closed else kind][language], who, language, card=card)
    elif kind == "draw":
        text = _say(_ACTIONS[kind][language], who, language)
    else:
        return ""
    if _took_pozzetto(action["seat"], before, after):
        way = "pozzetto_con_scarto" if kind == "discard" else "pozzetto_al_volo"
        text += " " + _say(_ACTIONS[way][language], who, language)
    return text


# the move a hint suggests, in the imperative
_ADVICE: dict[str, tuple[str, str]] = {
    "draw": ("Draw from the stock.", "Pesca dal tallone."),
    "pickup": ("Pick up the discard pile ({n}).", "Raccogli gli scarti ({n})."),
    "meld": ("Meld {cards}.", "Cala {cards}."),
    "attach": ("Attach {cards}.", "Attacca {cards}."),
    "discard": ("Discard {card}.", "Scarta {card}."),
    "close": ("Close, discarding {card}.", "Chiudi scartando {card}."),
}


def advise(action: ActionDict, before: SeatView, after: SeatView, lang: str = "en") -> str:
    """The move ``action`` suggested to the seat of ``before``, as an order
    ("Scarta l'8 di cuori."); ``after`` is that seat's view once it is made.

    >>> from burraco_core import api
    >>> state = api.set_up({"hands": [["QD", "KD", "AD", "5S"], None], "seed": 1})
    >>> before = api.view(state, 0)
    >>> action = {"type": "meld", "seat": 0, "cards": ["AD", "KD", "QD"]}
    >>> after = api.view(api.apply(state, action), 0)
    >>> advise(action, before, after, "it"), advise(action, before, after, "en")
    ('Cala donna, re e asso di quadri.', 'Meld queen, king and ace of diamonds.')
    """
    language = lang_of(lang)
    kind = action["type"]
    params: dict[str, str] = {}
    if kind == "pickup":
        params["n"] = count(len(before["pile"]), "card", language)
    elif kind in ("meld", "attach"):
        params["cards"] = card_list(_meld_after(action, before, after), language)
    elif kind == "discard":
        params["card"] = card_name(action["card"], language, "the")
        if after["end_reason"] == "closed" and after["closed_by"] == action["seat"]:
            kind = "close"
    if kind not in _ADVICE:
        return ""
    return _ADVICE[kind][1 if language == "it" else 0].format(**params)


def _meld_after(action: ActionDict, before: SeatView, after: SeatView) -> list[str]:
    """The cards played, in the order they now lie on the table."""
    played = list(action.get("cards", []))
    seen = {m["id"] for side in before["sides"] for m in side["melds"]}
    for side in after["sides"]:
        for meld in side["melds"]:
            if meld["id"] == action.get("meld") or meld["id"] not in seen:
                ordered = []
                for card in meld["cards"]:
                    if card in played:
                        played.remove(card)
                        ordered.append(card)
                return ordered + played
    return played


def _took_pozzetto(seat: int, before: SeatView, after: SeatView) -> bool:
    def took(view: SeatView) -> bool:
        return any(seat in side["seats"] and side["took_pozzetto"] for side in view["sides"])

    return took(after) and not took(before)


def result_words(view: SeatView, lang: str = "en") -> dict[str, str | None]:
    """Why the last smazzata ended, how a three-player pair shared its
    points, and, when the match is over, who won."""
    language = lang_of(lang)
    if not view["results"]:
        return {"why": None, "winner": None, "split": None}
    last = view["results"][-1]
    reason = last["end_reason"]
    closer = last["closed_by"]
    who = None if closer is None else _who(view, closer)
    why = _say(_ENDS.get(reason, _ENDS["stock"])[language], who, language)
    winner = None
    winners = view["winners"]
    if view["match_phase"] == "finished" and winners:
        if view["seat"] in winners:
            winner = _WINNERS["your_pair" if len(winners) > 1 else "you"][language]
        elif len(winners) > 1:
            winner = _WINNERS["opponents"][language]
        else:
            winner = _say(("", _WINNERS["other"][language]), _who(view, winners[0]), language)
    return {"why": why, "winner": winner, "split": _split_words(view, dict(last), language)}
