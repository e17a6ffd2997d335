"""Player-facing sentences in English and Italian, keyed by reason code.

Parameters named ``card``/``wild`` hold card notation and are rendered as
card names in the chosen language, in the form the template asks for:
``{card:the}`` gives "l'asso di cuori" / "the ace of hearts" (see
:mod:`burraco_core.words` for every form); ``rank`` holds a rank notation
("7", "Q"), ``{rank:plural}`` giving "donne" / "queens"; ``count`` a number
of cards ("3 carte" / "3 cards").

>>> render("card_not_in_hand", {"card": "AH"}, "it")
"Non hai in mano l'asso di cuori."
>>> render("same_rank_combination", {"rank": "Q"}, "it")
'Dalla tua parte del tavolo c’è già una combinazione di donne: attacca lì le carte.'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .words import LANGS, card_name, count, lang_of, rank_name, suit_name

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
        "A sequence cannot hold {card:the} twice.",
        "Una scala non può contenere due volte {card:the}.",
    ),
    "not_consecutive": (
        "These cards are not consecutive: one wild card can fill only one gap.",
        "Queste carte non sono consecutive: una matta può sostituire una sola carta mancante.",
    ),
    "no_wrap": (
        "No wrap-around: the ace is low (A-2-3) or high (Q-K-A), never K-A-2.",
        "La scala non gira: l'asso sta prima del 2 (A-2-3) o dopo il re (Q-K-A), mai K-A-2.",
    ),
    "ace_both_ends": (
        "In classic Burraco an ace may stand at one end of a sequence only.",
        "Nel burraco classico l'asso può stare a una sola estremità della scala.",
    ),
    "too_long": (
        "A sequence cannot run past the ace at either end.",
        "Una scala non può andare oltre l'asso, a nessuna delle due estremità.",
    ),
    "too_many_naturals": (
        "A combination holds at most 8 natural cards.",
        "Una combinazione contiene al massimo 8 carte naturali.",
    ),
    "too_many_copies": (
        "The two decks hold only two {card:plural}.",
        "Nei due mazzi ci sono solo due {card:plural}.",
    ),
    "too_many_jokers": (
        "There are only four jokers in the deck.",
        "Nel mazzo ci sono solo quattro jolly.",
    ),
    "attach_wrong_suit": (
        "This is a sequence of {suit}: {card:the} cannot join it.",
        "Questa è una scala di {suit}: {card:the} non può unirsi.",
    ),
    "attach_wrong_rank": (
        "This is a combination of {rank:plural}: {card:the} cannot join it.",
        "Questa è una combinazione di {rank:plural}: {card:the} non può unirsi.",
    ),
    "attach_not_next": (
        "{card:The} does not continue this sequence: it takes {low:the} or {high:the}.",
        "{card:The} non continua questa scala: ci vuole {low:the} o {high:the}.",
    ),
    "attach_not_next_one": (
        "{card:The} does not continue this sequence: it takes only {end:the}.",
        "{card:The} non continua questa scala: ci vuole solo {end:the}.",
    ),
    "wild_locked": (
        "{wild:The} stands for {card:the} inside this sequence: "
        "only {card:the} can take its place.",
        "{wild:The} sta al posto {card:of} dentro la scala: "
        "solo {card:the} può prenderne il posto.",
    ),
    "meld_invalid": (
        "The meld on the table is not a valid meld.",
        "Il gioco sul tavolo non è un gioco valido.",
    ),
    "same_rank_combination": (
        "Your side already has a combination of {rank:plural}: attach the cards to it instead.",
        "Dalla tua parte del tavolo c’è già una combinazione di {rank:plural}: "
        "attacca lì le carte.",
    ),
    # --- actions ---
    "not_your_turn": (
        "It is not your turn.",
        "Non è il tuo turno.",
    ),
    "must_take_first": (
        "First draw from the stock or pick up the discard pile.",
        "Prima pesca dal tallone o raccogli gli scarti.",
    ),
    "already_took": (
        "You have already drawn or picked up this turn.",
        "Hai già pescato o raccolto in questo turno.",
    ),
    "pile_empty": (
        "There are no discards to pick up.",
        "Non ci sono scarti da raccogliere.",
    ),
    "card_not_in_hand": (
        "You do not hold {card:the}.",
        "Non hai in mano {card:the}.",
    ),
    "unknown_meld": (
        "There is no meld {meld} on your side of the table.",
        "Non c'è il gioco {meld} dalla tua parte del tavolo.",
    ),
    "not_own_meld": (
        "You may attach only to your own side's melds.",
        "Puoi attaccare carte solo ai giochi della tua parte del tavolo.",
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
        "You picked up only {card:the}: you may not discard it this turn.",
        "Hai raccolto solo {card:the}: in questo turno non puoi scartare proprio quella carta.",
    ),
    "close_wild": (
        "You cannot close by discarding a wild card (a joker or a 2).",
        "Non puoi chiudere scartando una matta (un jolly o una pinella).",
    ),
    "close_needs_burraco": (
        "To close, your side needs a burraco.",
        "Per chiudere serve un burraco.",
    ),
    "close_needs_clean_burraco": (
        "To close, your side needs a burraco without wild cards: pulito, nobile or reale.",
        "Per chiudere serve un burraco senza matte: pulito, nobile o reale.",
    ),
    "close_needs_pozzetto": (
        "To close, your side must first take its pozzetto.",
        "Per chiudere bisogna prima prendere il pozzetto.",
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
    # --- lessons: verdicts on exercises and puzzles ---
    "wrong_points": (
        "Not {given}: count again, card by card.",
        "Non {given}: ricontale, carta per carta.",
    ),
    "wrong_score": (
        "Not {given}: go through the five parts of the score again.",
        "Non {given}: ripassa le cinque voci del punteggio.",
    ),
    "wrong_split": (
        "Not {given}: halve the pair's points, then round down to a multiple of 5.",
        "Non {given}: dividi a metà i punti della coppia, "
        "poi arrotonda per difetto a un multiplo di 5.",
    ),
    "goal_kind": (
        "A valid meld, but the task asks for {kind}.",
        "Un gioco valido, ma l'esercizio chiede {kind}.",
    ),
    "goal_wild": (
        "A valid meld, but the task asks for one with a wild card.",
        "Un gioco valido, ma l'esercizio ne chiede uno con una matta.",
    ),
    "goal_no_wild": (
        "A valid meld, but the task asks for one without wild cards.",
        "Un gioco valido, ma l'esercizio ne chiede uno senza matte.",
    ),
    "goal_min_cards": (
        "A valid meld, but the task asks for at least {cards}.",
        "Un gioco valido, ma l'esercizio chiede almeno {cards}.",
    ),
    "goal_includes": (
        "A valid meld, but the task asks you to use {card:the}.",
        "Un gioco valido, ma l'esercizio chiede di usare {card:the}.",
    ),
    "goal_burraco": (
        "A valid meld, but it is {kind}: the task asks for {want}.",
        "Un gioco valido, ma è {kind}: l'esercizio chiede {want}.",
    ),
    "goal_wild_moved": (
        "Accepted, but the wild card did not move: try other cards.",
        "Accettato, ma la matta non si è spostata: prova altre carte.",
    ),
    "kind_short": (
        "Only {cards}: a burraco needs at least 7.",
        "Solo {cards}: per un burraco ne servono almeno 7.",
    ),
    "kind_pulito": (
        "No wild card among its {cards}: a clean burraco (pulito).",
        "Nessuna matta fra le sue {cards}: burraco pulito.",
    ),
    "kind_semipulito": (
        "The wild card stands at an end of the sequence, and it has {cards}: "
        "semi-clean (semipulito).",
        "La matta sta a un'estremità della scala, e le carte sono {cards}: burraco semipulito.",
    ),
    "kind_semipulito_combination": (
        "A combination of {cards} with one wild card: semi-clean (semipulito).",
        "Una combinazione di {cards} con una matta: burraco semipulito.",
    ),
    "kind_sporco_seven": (
        "Only {cards} with a wild card: dirty (sporco). Semi-clean needs 8 or more.",
        "Solo {cards} con una matta: burraco sporco. Per il semipulito ne servono 8 o più.",
    ),
    "kind_sporco_inside": (
        "The wild card stands inside the sequence: dirty (sporco), however long the meld.",
        "La matta sta dentro la scala: burraco sporco, per quanto lungo sia il gioco.",
    ),
    "kind_sporco_variant": (
        "Burraco reale has no semi-clean burraco: with a wild card it is dirty (sporco).",
        "Nel burraco reale non c'è il semipulito: con una matta il burraco è sporco.",
    ),
    "kind_nobile": (
        "Thirteen clean cards, from the ace to the king (or the 2 to the ace): burraco nobile.",
        "Tredici carte pulite, dall'asso al re (o dal 2 all'asso): burraco nobile.",
    ),
    "kind_reale": (
        "Fourteen clean cards from ace to ace: burraco reale, the best there is.",
        "Quattordici carte pulite da asso ad asso: burraco reale, il massimo.",
    ),
    "goal_open": (
        "Play on: the goal is not reached yet.",
        "Continua: l'obiettivo non è ancora raggiunto.",
    ),
    "goal_close": (
        "Your turn is over and the smazzata is not closed.",
        "Il turno è finito e la smazzata non è chiusa.",
    ),
    "goal_al_volo": (
        "The pozzetto was not taken al volo: empty your hand by melding, before the discard.",
        "Il pozzetto non è stato preso al volo: svuota la mano calando, prima dello scarto.",
    ),
    "goal_pozzetto": (
        "Your turn is over and your side has not taken its pozzetto.",
        "Il turno è finito e la tua parte non ha preso il pozzetto.",
    ),
    "goal_burraco_table": (
        "Your turn is over without {want} on your side of the table.",
        "Il turno è finito senza {want} dalla tua parte del tavolo.",
    ),
    "goal_pickup": (
        "This task needs the discard pile: pick it up.",
        "Questo esercizio richiede gli scarti: raccoglili.",
    ),
    "goal_hand": (
        "Your turn ended with {cards} in hand: the goal was at most {most}.",
        "Il turno è finito con {cards} in mano: l'obiettivo era al massimo {most}.",
    ),
    "goal_points": (
        "Your side stands at {points}: the goal was at least {least}.",
        "La tua parte è a {points}: l'obiettivo era almeno {least}.",
    ),
    "goal_feed": (
        "{card:The} feeds the next player: see what he picked up and what lies on his melds.",
        "{card:The} fa gioco al giocatore successivo: guarda cosa ha raccolto e i suoi giochi.",
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
    "bad_players": (
        "A game is for 2, 3 or 4 players, not {value}.",
        "Si gioca in 2, 3 o 4, non in {value}.",
    ),
    "bad_smazzate": (
        "A match lasts 1 to 100 hands, not {value}.",
        "Una partita dura da 1 a 100 smazzate, non {value}.",
    ),
    "target_and_smazzate": (
        "Choose a target score or a number of hands, not both.",
        "Scegli un punteggio da raggiungere o un numero di smazzate, non entrambi.",
    ),
    "bad_target": (
        "The target score is one of {targets}, not {value}.",
        "Il punteggio da raggiungere è uno tra {targets}, non {value}.",
    ),
    "options_not_object": (
        "The game options must be an object, not {value}.",
        "Le opzioni di gioco devono essere un oggetto, non {value}.",
    ),
    "unknown_options": (
        "Unknown game options: {names}.",
        "Opzioni di gioco sconosciute: {names}.",
    ),
    "bad_seed": (
        "A seed is a whole number or 1 to {longest} printable characters, not {value}.",
        "Un seme di partita è un numero intero o da 1 a {longest} caratteri stampabili,"
        " non {value}.",
    ),
    "bad_people": (
        "Invalid people {value}: a list of different seats, each from 0 to {last}.",
        "Posti delle persone non validi {value}: posti diversi, ciascuno da 0 a {last}.",
    ),
    "unknown_level": (
        "Unknown level {value}: choose {levels}.",
        "Livello sconosciuto {value}: scegli {levels}.",
    ),
    # --- why a computer player (or a hint) chose its move ---
    "why_pile_wild": (
        "The pile holds a wild card, {card:the}.",
        "Negli scarti c’è una matta, {card:the}.",
    ),
    "why_pile_fits": (
        "{card:The} on top of the pile goes straight into a meld.",
        "{card:The} in cima agli scarti entra subito in un gioco.",
    ),
    "why_pile_big": (
        "With {count} to meld with, the pile is worth the risk of holding it.",
        "Con {count} da calare, gli scarti valgono il rischio di tenerli in mano.",
    ),
    "why_pile_deny": (
        "{card:The} goes with cards in hand, and taking it leaves the next player no pile.",
        "{card:The} si lega alle carte in mano, e prenderlo lascia gli scarti vuoti"
        " al giocatore dopo.",
    ),
    "why_pile_starve": (
        "Taking {card:the} leaves the other player no pile:"
        " one card is no worse than a blind draw.",
        "Prendere {card:the} lascia l’avversario senza scarti: una carta vale una pescata"
        " alla cieca.",
    ),
    "why_pile_only": (
        "The stock is empty: the pile is the only card to take.",
        "Il tallone è finito: restano solo gli scarti.",
    ),
    "why_draw_useless": (
        "{card:The} on the pile fits nothing in hand.",
        "{card:The} in cima agli scarti non serve a niente in mano.",
    ),
    "why_draw_danger": (
        "The other side may close soon: {count} in hand would cost points.",
        "Gli avversari possono chiudere presto: con {count} in più in mano si perderebbero punti.",
    ),
    "why_draw_close_race": (
        "The other side takes every pile, so only a closing ends this smazzata:"
        " the pile would not take the hand out.",
        "Gli avversari raccolgono ogni scarto, quindi la smazzata finisce solo con"
        " una chiusura: gli scarti non farebbero uscire la mano.",
    ),
    "why_pile_way_out": (
        "With the pile, the whole hand goes out this turn.",
        "Raccogliendo gli scarti, la mano esce tutta in questo turno.",
    ),
    "why_draw_race": (
        "The other side races to its pozzetto with {count} left in a hand:"
        " the pile would slow ours down.",
        "Gli avversari corrono al pozzetto con {count} in mano:"
        " gli scarti rallenterebbero il nostro.",
    ),
    "why_draw_stalling": (
        "Too many turns without a card drawn: the stock keeps the game going.",
        "Troppi turni senza pescare: il tallone manda avanti la partita.",
    ),
    "why_pozzetto": (
        "It empties the hand: the pozzetto at once (al volo).",
        "Svuota la mano: il pozzetto subito (al volo).",
    ),
    "why_way_out_pozzetto": (
        "Played in this order, the whole hand goes out this turn: the pozzetto.",
        "Giocando in quest’ordine la mano esce tutta in questo turno: il pozzetto.",
    ),
    "why_way_out_close": (
        "Played in this order, the whole hand goes out this turn: closing.",
        "Giocando in quest’ordine la mano esce tutta in questo turno: si chiude.",
    ),
    "why_burraco": (
        "It makes a burraco.",
        "Fa un burraco.",
    ),
    "why_burraco_kind": (
        "It makes the burraco {burraco}, worth {bonus}.",
        "Fa il burraco {burraco}, che vale {bonus}.",
    ),
    "why_meld_points": (
        "It puts {count} on the table: points, and closer to the pozzetto.",
        "Porta in tavola {count}: punti, e più vicini al pozzetto.",
    ),
    "why_wild_pozzetto": (
        "The wild card takes the hand down towards the pozzetto.",
        "La matta avvicina la mano al pozzetto.",
    ),
    "why_wild_burraco": (
        "The wild card completes a burraco.",
        "La matta completa un burraco.",
    ),
    "why_wild_close": (
        "The side may close: the wild card brings the hand down to its last cards.",
        "Si può chiudere: la matta porta la mano alle ultime carte.",
    ),
    "why_wild_dump": (
        "The other side may close: the wild card scores on the table and costs in hand.",
        "Gli avversari possono chiudere: la matta in tavola vale punti, in mano li toglie.",
    ),
    "why_wild_stock_end": (
        "The stock runs out before our next turn: the wild card scores on the table "
        "and costs in hand.",
        "Il tallone finisce prima del nostro prossimo turno: la matta in tavola vale punti, "
        "in mano li toglie.",
    ),
    "why_wild_partner_close": (
        "Our partner may close before our next turn: the wild card scores on the table"
        " and costs in hand.",
        "Il compagno può chiudere prima del nostro prossimo turno: la matta in tavola"
        " vale punti, in mano li toglie.",
    ),
    "why_close": (
        "The last card closes the hand.",
        "L’ultima carta chiude la mano.",
    ),
    "why_meld_on": (
        "The hand could close, but the other side cannot close yet and another turn"
        " will come: melding on is worth more than the 100 for closing.",
        "La mano potrebbe chiudere, ma gli avversari non possono ancora chiudere e"
        " un altro turno arriverà: calare ancora vale più dei 100 della chiusura.",
    ),
    "why_wild_lone_burraco": (
        "Alone and still without a burraco: the wild card takes this meld to 6 cards,"
        " one from a burraco.",
        "Da solo e ancora senza burraco: la matta porta questo gioco a 6 carte, a una dal burraco.",
    ),
    "why_hold_back": (
        "Closing now would lose this hand: {ours} points each for our pair against"
        " {theirs} for the player alone, who cannot close yet. Melding on may still"
        " overtake him.",
        "Chiudere ora farebbe perdere la mano: {ours} punti a testa per la coppia"
        " contro {theirs} per chi gioca da solo, che non può ancora chiudere. Calando"
        " ancora si può superarlo.",
    ),
    "why_to_pozzetto": (
        "The last card: the pozzetto comes next.",
        "L’ultima carta: poi si prende il pozzetto.",
    ),
    "why_feeds_next": (
        "The next player picked up {held:the}: {card:the} would feed him.",
        "Il giocatore che segue ha raccolto {held:the}: {card:the} lo aiuterebbe.",
    ),
    "why_fits_theirs": (
        "{card:The} would fit the other side’s melds.",
        "{card:The} si attaccherebbe ai giochi avversari.",
    ),
    "why_thrown_by_next": (
        "The next player threw away {card:the} himself: he does not collect it.",
        "Il giocatore che segue ha scartato {card:the} lui stesso: non lo raccoglie.",
    ),
    "why_loose": (
        "{card:The} works with no other card in hand.",
        "{card:The} non lega con nessun’altra carta in mano.",
    ),
    "why_least_needed": (
        "{card:The} is the card the hand needs least.",
        "{card:The} è la carta che serve meno alla mano.",
    ),
    "why_shed_points": (
        "The hand may end soon: {card:the} would cost {worth} points in hand.",
        "La mano può finire presto: {card:the} in mano costerebbe {worth} punti.",
    ),
    "why_last_discard": (
        "This discard ends the hand: {card:the} would cost {worth} points in hand.",
        "Con questo scarto la smazzata finisce: {card:the} in mano costerebbe {worth} punti.",
    ),
    "why_comes_back": (
        "The other side leaves the piles: {card:the} should come back with the next pile.",
        "Gli avversari lasciano gli scarti: {card:the} dovrebbe tornare con i prossimi scarti.",
    ),
    "why_searched": (
        "Played out in {deals} deals of the unseen cards, it scored best: "
        "{margin} points ahead of the next choice.",
        "Provata in {deals} distribuzioni delle carte non viste, rende di più: "
        "{margin} punti sulla scelta seguente.",
    ),
    "why_pile_left": (
        "The pile can stay: played out in {deals} deals of the unseen cards, drawing"
        " scored {margin} points more than picking it up.",
        "Gli scarti possono restare: provato in {deals} distribuzioni delle carte non"
        " viste, pescare rende {margin} punti più che raccoglierli.",
    ),
    "why_wait": (
        "Going down can wait: played out in {deals} deals of the unseen cards, keeping"
        " the cards in hand scored {margin} points more.",
        "Calare può aspettare: provato in {deals} distribuzioni delle carte non viste,"
        " tenere le carte in mano rende {margin} punti in più.",
    ),
    "why_any": (
        "Any legal move will do.",
        "Va bene qualsiasi mossa valida.",
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

_CARD_PARAMS = {"card", "wild", "low", "high", "end", "held"}


class _Word:
    """A card or rank that a template formats as ``{card:FORM}``."""

    __slots__ = ("lang", "name", "text")

    def __init__(self, text: str, lang: str, name: Any) -> None:
        self.text, self.lang, self.name = text, lang, name

    def __format__(self, form: str) -> str:
        return str(self.name(self.text, self.lang, form))


def render(code: str, params: Mapping[str, Any], lang: str = "en") -> str:
    language = lang_of(lang)
    templates = MESSAGES.get(code)
    if templates is None:
        return code
    shown: dict[str, Any] = {}
    for key, value in params.items():
        if key in _CARD_PARAMS and isinstance(value, str):
            shown[key] = _Word(value, language, card_name)
        elif key == "rank" and isinstance(value, str):
            shown[key] = _Word(value, language, rank_name)
        elif key == "suit" and isinstance(value, str):
            shown[key] = suit_name(value, language)
        elif key == "count" and isinstance(value, int):
            shown[key] = count(value, "card", language)
        else:
            shown[key] = value
    text = templates[1 if language == "it" else 0]
    try:
        return text.format(**shown).strip()
    except (KeyError, IndexError, ValueError):
        return text


def ui_strings() -> dict[str, dict[str, str]]:
    """All reason templates, for the page's translation table."""
    return {code: {"en": en, "it": it} for code, (en, it) in MESSAGES.items()}


__all__ = ["LANGS", "MESSAGES", "render", "ui_strings"]
