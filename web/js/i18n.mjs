// The page's own words in Italian and English. Rule refusals are not here:
// their sentences come from the engine, in the chosen language.

const STRINGS = {
  en: {
    tagline: "The Italian card game, against the computer. Plays offline in your browser.",
    variant: "Variant",
    variant_classic: "Classic (108 cards, with jokers)",
    variant_reale: "Burraco reale (104 cards, sequences only)",
    players: "Players",
    players_4: "4 (in pairs)",
    length: "Match length",
    points: "{n} points",
    smazzate_n: "{n} hands",
    level: "Difficulty",
    level_facile: "Easy (facile)",
    level_medio: "Medium (medio)",
    level_difficile: "Hard (difficile)",
    language: "Language",
    play: "Play",
    resume: "Resume saved game",
    meld: "Meld",
    discard: "Discard",
    sort_suit: "Sort by rank",
    sort_rank: "Sort by suit",
    skip: "Skip ahead",
    menu: "Menu",
    help: "How to play",
    close: "Close",
    speed: "Computer speed",
    speed_slow: "Slow",
    speed_normal: "Normal",
    speed_fast: "Fast",
    speed_instant: "Instant",
    new_game: "New game",
    game_info: "Game {seed} · {variant} · {players} players · shareable link: {link}",
    your_hand: "Your hand",
    you: "You",
    partner: "Partner",
    computer: "Computer",
    west: "West",
    north: "North",
    east: "East",
    us: "Us",
    them: "Them",
    side_of: "{names}",
    stock: "Stock: {n} cards",
    stock_draw: "Stock: {n} cards. Draw a card",
    pile_empty: "Discard pile: empty",
    pile: "Discard pile, {n} cards",
    pile_card: "{card}, discard pile. Pick up the whole pile",
    pile_card_plain: "{card}, discard pile",
    pozzetto: "Pozzetto: {n} cards",
    pozzetti: "Pozzetti left: {n}",
    cards_n: "{n} cards",
    cards_n_1: "1 card",
    sort: "Sort",
    opponent_label: "{name}: {n} cards in hand",
    opponent_label_1: "{name}: 1 card in hand",
    meld_label: "{kind} {cards}",
    meld_attach: "Attach the selected cards to this meld: {cards}",
    sequence: "Sequence",
    combination: "Combination",
    burraco: "burraco {kind}",
    burraco_pulito: "clean burraco",
    burraco_semipulito: "semi-clean burraco",
    burraco_sporco: "dirty burraco",
    burraco_nobile: "noble burraco",
    burraco_reale: "royal burraco",
    no_melds: "No melds yet",
    our_melds: "Our melds",
    your_melds: "Your melds",
    melds_of: "Melds of {name}",
    turn_you_take: "Your turn: draw from the stock or pick up the pile",
    turn_you_play: "Your turn: meld, attach, then discard",
    turn_other: "{name} is playing…",
    can_close: "your side may close",
    hint_select: "Select cards: {n} selected",
    hint_meld_ok: "Valid {kind}: press Meld",
    kind_sequence: "sequence",
    kind_combination: "combination",
    hint_pick_discard: "Select one card to discard",
    hint_attach: "Click one of your melds to attach the selected cards",
    hint_attach_fits: "click a highlighted meld to attach",
    unknown_lang: "The game does not speak “{lang}”: it uses your browser's language instead.",
    save_unreadable: "The saved game could not be read; it was set aside, and a new game can start.",
    save_refused: "The saved game could not be resumed ({error}); it was set aside.",
    took_pozzetto: "took the pozzetto",
    pozzetto_taken: "{name} took the pozzetto",
    act_draw: "{name} draws from the stock",
    act_pickup: "{name} picks up the discard pile ({n} cards)",
    act_meld: "{name} melds {cards}",
    act_attach: "{name} attaches {cards}",
    act_discard: "{name} discards {card}",
    act_close: "{name} closes!",
    act_draw_you: "You drew from the stock",
    act_pickup_you: "You picked up the discard pile ({n} cards)",
    act_meld_you: "You melded {cards}",
    act_attach_you: "You attached {cards}",
    act_discard_you: "You discarded {card}",
    act_close_you: "You closed!",
    score: "Score",
    smazzata_n: "Hand {n}",
    target: "to {n}",
    of_smazzate: "of {n}",
    result_title: "Hand {n} is over",
    result_closed: "{name} closed.",
    result_stock: "The stock ran out.",
    result_stalemate: "Stalemate: twelve turns without a draw.",
    row_melded: "Melded cards",
    row_hand: "Cards in hand",
    row_burraco: "Burraco bonuses",
    row_closing: "Closing",
    row_pozzetto: "Pozzetto not taken",
    row_total: "This hand",
    row_match: "Match total",
    next_smazzata: "Next hand",
    match_over: "Match over",
    winner_you: "You win! 🎉",
    winner_us: "Your side wins! 🎉",
    winner_other: "{name} wins.",
    final_scores: "Final scores",
    unknown_level: "Unknown difficulty {level}: choose one of {levels}.",
    loading_start: "Starting…",
    loading_build: "Reading the build…",
    loading_runtime: "Downloading the Python runtime",
    loading_stdlib: "Downloading the Python standard library",
    loading_python: "Starting Python",
    loading_micropip: "Loading the package installer",
    loading_engine: "Installing the rules engine",
    loading_ready: "Ready",
    loading_failed: "The game could not start: {error}",
    retry: "Retry",
    help_html: `<p>Make melds of 3+ cards: <b>sequences</b> of one suit (A-2-3 … Q-K-A) or, in the classic variant, <b>combinations</b> of one rank. Jokers and 2s are wild, one per meld.</p>
<p>Each turn: <b>draw</b> (click the stock) or <b>pick up the whole pile</b> (click it); meld or attach; then <b>discard</b> one card.</p>
<p>Empty your hand once to take the <b>pozzetto</b> (11 more cards; with three players, the first to do it takes 18 and plays alone). Close by emptying it again with a discard, once your side has a <b>burraco</b> (a meld of 7+ cards).</p>
<h3>Keyboard</h3>
<ul><li><kbd>Tab</kbd> moves between cards and buttons; <kbd>Enter</kbd> or <kbd>Space</kbd> selects a card.</li>
<li><kbd>D</kbd> draw · <kbd>P</kbd> pick up the pile · <kbd>M</kbd> meld · <kbd>X</kbd> discard the selected card · <kbd>S</kbd> sort · <kbd>Esc</kbd> clear the selection.</li>
<li><kbd>Alt</kbd>+<kbd>←</kbd>/<kbd>→</kbd> moves the focused card in your hand.</li></ul>`,
  },
  it: {
    tagline: "Il gioco di carte italiano, contro il computer. Si gioca offline nel browser.",
    variant: "Variante",
    variant_classic: "Classico (108 carte, con jolly)",
    variant_reale: "Burraco reale (104 carte, solo scale)",
    players: "Giocatori",
    players_4: "4 (a coppie)",
    length: "Durata della partita",
    points: "{n} punti",
    smazzate_n: "{n} smazzate",
    level: "Difficoltà",
    level_facile: "Facile",
    level_medio: "Medio",
    level_difficile: "Difficile",
    language: "Lingua",
    play: "Gioca",
    resume: "Riprendi la partita salvata",
    meld: "Cala",
    discard: "Scarta",
    sort_suit: "Ordina per valore",
    sort_rank: "Ordina per seme",
    skip: "Vai avanti",
    menu: "Menu",
    help: "Come si gioca",
    close: "Chiudi",
    speed: "Velocità del computer",
    speed_slow: "Lenta",
    speed_normal: "Normale",
    speed_fast: "Veloce",
    speed_instant: "Immediata",
    new_game: "Nuova partita",
    game_info: "Partita {seed} · {variant} · {players} giocatori · link da condividere: {link}",
    your_hand: "La tua mano",
    you: "Tu",
    partner: "Compagno",
    computer: "Computer",
    west: "Ovest",
    north: "Nord",
    east: "Est",
    us: "Noi",
    them: "Loro",
    side_of: "{names}",
    stock: "Tallone: {n} carte",
    stock_draw: "Tallone: {n} carte. Pesca una carta",
    pile_empty: "Monte degli scarti: vuoto",
    pile: "Monte degli scarti, {n} carte",
    pile_card: "{card}, monte degli scarti. Raccogli tutto il monte",
    pile_card_plain: "{card}, monte degli scarti",
    pozzetto: "Pozzetto: {n} carte",
    pozzetti: "Pozzetti rimasti: {n}",
    cards_n: "{n} carte",
    cards_n_1: "1 carta",
    sort: "Ordina",
    opponent_label: "{name}: {n} carte in mano",
    opponent_label_1: "{name}: 1 carta in mano",
    meld_label: "{kind} {cards}",
    meld_attach: "Attacca le carte scelte a questo gioco: {cards}",
    sequence: "Scala",
    combination: "Combinazione",
    burraco: "burraco {kind}",
    burraco_pulito: "burraco pulito",
    burraco_semipulito: "burraco semipulito",
    burraco_sporco: "burraco sporco",
    burraco_nobile: "burraco nobile",
    burraco_reale: "burraco reale",
    no_melds: "Nessun gioco",
    our_melds: "I nostri giochi",
    your_melds: "I tuoi giochi",
    melds_of: "Giochi di {name}",
    turn_you_take: "Tocca a te: pesca dal tallone o raccogli il monte",
    turn_you_play: "Tocca a te: cala, attacca, poi scarta",
    turn_other: "Gioca {name}…",
    can_close: "la tua linea può chiudere",
    hint_select: "Carte scelte: {n}",
    hint_meld_ok: "{kind} valida: premi Cala",
    kind_sequence: "Scala",
    kind_combination: "Combinazione",
    hint_pick_discard: "Scegli una carta da scartare",
    hint_attach: "Tocca uno dei tuoi giochi per attaccare le carte scelte",
    hint_attach_fits: "tocca un gioco evidenziato per attaccare",
    unknown_lang: "Il gioco non parla “{lang}”: usa la lingua del browser.",
    save_unreadable: "La partita salvata non si può leggere: è stata messa da parte, puoi iniziarne una nuova.",
    save_refused: "La partita salvata non si può riprendere ({error}): è stata messa da parte.",
    took_pozzetto: "ha preso il pozzetto",
    pozzetto_taken: "{name} prende il pozzetto",
    act_draw: "{name} pesca dal tallone",
    act_pickup: "{name} raccoglie il monte ({n} carte)",
    act_meld: "{name} cala {cards}",
    act_attach: "{name} attacca {cards}",
    act_discard: "{name} scarta {card}",
    act_close: "{name} chiude!",
    act_draw_you: "Hai pescato dal tallone",
    act_pickup_you: "Hai raccolto il monte ({n} carte)",
    act_meld_you: "Hai calato {cards}",
    act_attach_you: "Hai attaccato {cards}",
    act_discard_you: "Hai scartato {card}",
    act_close_you: "Hai chiuso!",
    score: "Punti",
    smazzata_n: "Smazzata {n}",
    target: "a {n}",
    of_smazzate: "di {n}",
    result_title: "Fine della smazzata {n}",
    result_closed: "{name} ha chiuso.",
    result_stock: "Il tallone è finito.",
    result_stalemate: "Stallo: dodici turni senza pescare.",
    row_melded: "Carte calate",
    row_hand: "Carte in mano",
    row_burraco: "Burraco",
    row_closing: "Chiusura",
    row_pozzetto: "Pozzetto non preso",
    row_total: "Questa smazzata",
    row_match: "Totale partita",
    next_smazzata: "Prossima smazzata",
    match_over: "Partita finita",
    winner_you: "Hai vinto! 🎉",
    winner_us: "La tua coppia ha vinto! 🎉",
    winner_other: "Vince {name}.",
    final_scores: "Punteggi finali",
    unknown_level: "Difficoltà sconosciuta {level}: scegli fra {levels}.",
    loading_start: "Avvio…",
    loading_build: "Lettura della build…",
    loading_runtime: "Scaricamento di Python",
    loading_stdlib: "Scaricamento della libreria standard",
    loading_python: "Avvio di Python",
    loading_micropip: "Caricamento dell'installatore",
    loading_engine: "Installazione del motore delle regole",
    loading_ready: "Pronto",
    loading_failed: "Il gioco non è partito: {error}",
    retry: "Riprova",
    help_html: `<p>Forma giochi di 3 o più carte: <b>scale</b> dello stesso seme (A-2-3 … Q-K-A) o, nel classico, <b>combinazioni</b> dello stesso valore. Jolly e pinelle (i 2) sono matte, una per gioco.</p>
<p>A ogni turno: <b>pesca</b> (tocca il tallone) o <b>raccogli tutto il monte</b> (toccalo); cala o attacca; poi <b>scarta</b> una carta.</p>
<p>Finisci le carte una volta per prendere il <b>pozzetto</b> (altre 11 carte; in tre, il primo a finirle ne prende 18 e gioca da solo). Chiudi finendole di nuovo con uno scarto, quando la tua linea ha un <b>burraco</b> (un gioco di 7 o più carte).</p>
<h3>Tastiera</h3>
<ul><li><kbd>Tab</kbd> passa tra carte e pulsanti; <kbd>Invio</kbd> o <kbd>Spazio</kbd> sceglie una carta.</li>
<li><kbd>D</kbd> pesca · <kbd>P</kbd> raccogli il monte · <kbd>M</kbd> cala · <kbd>X</kbd> scarta la carta scelta · <kbd>S</kbd> ordina · <kbd>Esc</kbd> annulla la scelta.</li>
<li><kbd>Alt</kbd>+<kbd>←</kbd>/<kbd>→</kbd> sposta la carta nella mano.</li></ul>`,
  },
};

const SUITS = {
  en: { C: "clubs", D: "diamonds", H: "hearts", S: "spades" },
  it: { C: "fiori", D: "quadri", H: "cuori", S: "picche" },
};
const RANKS = {
  en: { A: "ace", J: "jack", Q: "queen", K: "king" },
  it: { A: "asso", J: "fante", Q: "donna", K: "re" },
};

let current = "it";

export function setLang(lang) {
  current = lang === "en" ? "en" : "it";
  document.documentElement.lang = current;
}

export function lang() {
  return current;
}

export function t(key, params = {}) {
  const text = STRINGS[current][key] ?? STRINGS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => (name in params ? String(params[name]) : `{${name}}`));
}

// "5H" -> "5 of hearts" / "5 di cuori"; "JK" -> "joker" / "jolly".
export function cardName(card) {
  if (card === "JK") return current === "it" ? "jolly" : "joker";
  const rank = card.slice(0, -1);
  const suit = card.slice(-1);
  const rankName = RANKS[current][rank] ?? rank;
  return current === "it" ? `${rankName} di ${SUITS.it[suit]}` : `${rankName} of ${SUITS.en[suit]}`;
}

// "1 card" / "5 cards": the few counted words the page shows.
export function count(key, n, params = {}) {
  return t(n === 1 ? `${key}_1` : key, { ...params, n });
}

export function cardList(cards) {
  return cards.map(cardName).join(", ");
}

// Fill every element marked data-i18n / data-i18n-label in `root`.
export function translatePage(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-label]")) {
    el.setAttribute("aria-label", t(el.dataset.i18nLabel));
    el.title = t(el.dataset.i18nLabel);
  }
}
