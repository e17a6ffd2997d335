// The page's own words in Italian and English. Rule refusals are not here:
// their sentences come from the engine, in the chosen language.

const STRINGS = {
  en: {
    tagline: "The Italian card game, against the computer. Plays offline in your browser.",
    description: "Burraco, the Italian card game, against the computer. Runs offline in your browser.",
    table_label: "Burraco table",
    // keyboard letters, from this language's words (draw, pick up, meld, discard, sort)
    key_draw: "d",
    key_pickup: "p",
    key_meld: "m",
    key_discard: "x",
    key_sort: "s",
    variant: "Variant",
    variant_classic: "Classic (108 cards, with jokers)",
    variant_reale: "Burraco reale (104 cards, sequences only)",
    players: "Players",
    players_4: "4 (in pairs)",
    length: "Match length",
    points_one: "{n} point",
    points_other: "{n} points",
    smazzate_n_one: "{n} hand",
    smazzate_n_other: "{n} hands",
    level: "Level",
    level_facile: "Easy (facile)",
    level_medio: "Medium (medio)",
    level_difficile: "Hard (difficile)",
    language: "Language",
    play: "Play",
    resume: "Resume saved game",
    resume_earlier: "Resume the game before the link",
    meld: "Meld",
    discard: "Discard",
    sort_suit: "Sort by rank",
    sort_rank: "Sort by suit",
    skip: "Skip ahead",
    menu: "Menu",
    help: "How to play",
    stats: "Statistics",
    stats_empty: "No hand finished yet: the statistics start with the first.",
    stats_bucket: "{variant}, {players}, {level}",
    variant_classic_short: "Burraco",
    variant_reale_short: "Burraco reale",
    players_n_one: "{n} player",
    players_n_other: "{n} players",
    stats_matches: "Matches won",
    stats_hands: "Hands won",
    stats_won_of: "{won} of {played}",
    stats_mean: "Points per hand",
    stats_burraco: "Burraco",
    stats_closings: "Closings",
    stats_best: "Best hand",
    stats_export: "Export (JSON)",
    stats_reset: "Reset",
    stats_reset_again: "Press again to reset",
    history: "Moves of this hand",
    news_pozzetto: "{who}: pozzetto!",
    news_closed: "{who}: closed!",
    result_look: "Look at the table",
    result_show: "Scoring",
    result_left: "Cards left in hand",
    result_left_none: "none",
    result_burraci: "Burraco bonuses",
    sound: "Sound effects",
    history_empty: "No moves yet.",
    close: "Close",
    speed: "Computer speed",
    speed_slow: "Slow",
    speed_normal: "Normal",
    speed_fast: "Fast",
    speed_instant: "Instant",
    new_game: "New game",
    learn_to_play: "New to Burraco? Learn to play with short lessons",
    learn_lessons: "Lessons and puzzles",
    learn_summary: "The rules on one page",
    learn_rule: "Learn this rule",
    game_info: "Game {seed} · {variant} · {players} players · shareable link: {link}",
    your_hand: "Your hand",
    you: "You",
    partner: "Partner",
    us: "Us",
    them: "Them",
    stock_one: "Stock: {n} card",
    stock_other: "Stock: {n} cards",
    stock_draw_one: "Stock: {n} card. Draw it",
    stock_draw_other: "Stock: {n} cards. Draw a card",
    pile_empty: "Discard pile: empty",
    pile_one: "Discard pile, {n} card",
    pile_other: "Discard pile, {n} cards",
    pile_card: "{card}, discard pile. Pick up the whole pile",
    pile_card_plain: "{card}, discard pile",
    pozzetto_one: "Pozzetto: {n} card",
    pozzetto_other: "Pozzetto: {n} cards",
    pozzetti: "Pozzetti left: {n}",
    cards_n_one: "{n} card",
    cards_n_other: "{n} cards",
    sort: "Sort",
    opponent_label_one: "{name}: {n} card in hand",
    opponent_label_other: "{name}: {n} cards in hand",
    meld_attach: "Attach the selected cards to this meld: {cards}",
    sequence: "Sequence",
    combination: "Combination",
    burraco_pulito: "clean burraco",
    burraco_semipulito: "semi-clean burraco",
    burraco_sporco: "dirty burraco",
    burraco_nobile: "noble burraco",
    burraco_reale: "royal burraco",
    no_melds: "No melds yet",
    our_melds: "Our melds",
    your_melds: "Your melds",
    melds_of: "Melds {of}",
    their_melds: "Opponents' melds",
    turn_you_take: "Your turn: draw from the stock or pick up the pile",
    turn_you_play: "Your turn: meld, attach, then discard",
    turn_other: "{The} is playing…",
    can_close: "you may close",
    hint_select: "Select cards: {n} selected",
    hint_meld_ok: "Valid {kind}: press Meld",
    kind_sequence: "sequence",
    kind_combination: "combination",
    hint_pick_discard: "Select one card to discard",
    hint_attach: "Click one of your melds to attach the selected cards",
    hint_attach_fits: "click a highlighted meld to attach",
    update_ready: "A new version of the game is ready.",
    update_reload: "Reload",
    unknown_lang: "The game does not speak “{lang}”: it uses your browser's language instead.",
    save_unreadable: "The saved game could not be read; it was set aside, and a new game can start.",
    save_refused: "The saved game could not be resumed ({error}); it was set aside.",
    took_pozzetto: "took the pozzetto",
    smazzata_n: "Hand {n}",
    target: "to {n}",
    of_smazzate: "of {n}",
    result_title: "Hand {n} is over",
    row_melded: "Melded cards",
    row_hand: "Cards in hand",
    row_burraco: "Burraco bonuses",
    row_closing: "Closing",
    row_pozzetto: "Pozzetto not taken",
    row_total: "This hand",
    row_match: "Match total",
    next_smazzata: "Next hand",
    match_over: "Match over",
    unknown_level: "Unknown level {level}: choose one of {levels}.",
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
<li><kbd>D</kbd> draw · <kbd>P</kbd> pick up the discard pile · <kbd>M</kbd> meld · <kbd>X</kbd> discard the selected card · <kbd>S</kbd> sort · <kbd>Esc</kbd> clear the selection.</li>
<li><kbd>Alt</kbd>+<kbd>←</kbd>/<kbd>→</kbd> moves the focused card in your hand.</li></ul>`,
  },
  it: {
    tagline: "Il gioco di carte italiano, contro il computer. Si gioca offline nel browser.",
    description: "Burraco, il gioco di carte italiano, contro il computer. Funziona offline nel browser.",
    table_label: "Tavolo da burraco",
    // lettere della tastiera: pesca, raccogli, cala, scarta, ordina
    key_draw: "p",
    key_pickup: "r",
    key_meld: "c",
    key_discard: "s",
    key_sort: "o",
    variant: "Variante",
    variant_classic: "Classico (108 carte, con jolly)",
    variant_reale: "Burraco reale (104 carte, solo scale)",
    players: "Giocatori",
    players_4: "4 (a coppie)",
    length: "Durata della partita",
    points_one: "{n} punto",
    points_other: "{n} punti",
    smazzate_n_one: "{n} smazzata",
    smazzate_n_other: "{n} smazzate",
    level: "Livello",
    level_facile: "Facile",
    level_medio: "Medio",
    level_difficile: "Difficile",
    language: "Lingua",
    play: "Gioca",
    resume: "Riprendi la partita salvata",
    resume_earlier: "Riprendi la partita di prima del link",
    meld: "Cala",
    discard: "Scarta",
    sort_suit: "Ordina per valore",
    sort_rank: "Ordina per seme",
    skip: "Vai avanti",
    menu: "Menu",
    help: "Come si gioca",
    stats: "Statistiche",
    stats_empty: "Nessuna smazzata finita: le statistiche partono dalla prima.",
    stats_bucket: "{variant}, {players}, {level}",
    variant_classic_short: "Burraco",
    variant_reale_short: "Burraco reale",
    players_n_one: "{n} giocatore",
    players_n_other: "{n} giocatori",
    stats_matches: "Partite vinte",
    stats_hands: "Smazzate vinte",
    stats_won_of: "{won} su {played}",
    stats_mean: "Punti per smazzata",
    stats_burraco: "Burraco",
    stats_closings: "Chiusure",
    stats_best: "Smazzata migliore",
    stats_export: "Esporta (JSON)",
    stats_reset: "Azzera",
    stats_reset_again: "Premi di nuovo per azzerare",
    history: "Mosse di questa smazzata",
    news_pozzetto: "{who}: pozzetto!",
    news_closed: "{who}: chiusura!",
    result_look: "Guarda il tavolo",
    result_show: "Punteggio",
    result_left: "Carte rimaste in mano",
    result_left_none: "nessuna",
    result_burraci: "Premi dei burraco",
    sound: "Effetti sonori",
    history_empty: "Ancora nessuna mossa.",
    close: "Chiudi",
    speed: "Velocità del computer",
    speed_slow: "Lenta",
    speed_normal: "Normale",
    speed_fast: "Veloce",
    speed_instant: "Immediata",
    new_game: "Nuova partita",
    learn_to_play: "Non conosci il burraco? Impara a giocare con brevi lezioni",
    learn_lessons: "Lezioni e problemi",
    learn_summary: "Le regole in una pagina",
    learn_rule: "Impara questa regola",
    game_info: "Partita {seed} · {variant} · {players} giocatori · link da condividere: {link}",
    your_hand: "La tua mano",
    you: "Tu",
    partner: "Compagno",
    us: "Noi",
    them: "Avversari",
    stock_one: "Tallone: {n} carta",
    stock_other: "Tallone: {n} carte",
    stock_draw_one: "Tallone: {n} carta. Pescala",
    stock_draw_other: "Tallone: {n} carte. Pesca una carta",
    pile_empty: "Scarti: nessuna carta",
    pile_one: "Scarti, {n} carta",
    pile_other: "Scarti, {n} carte",
    pile_card: "{card}, negli scarti. Raccogli tutti gli scarti",
    pile_card_plain: "{card}, negli scarti",
    pozzetto_one: "Pozzetto: {n} carta",
    pozzetto_other: "Pozzetto: {n} carte",
    pozzetti: "Pozzetti rimasti: {n}",
    cards_n_one: "{n} carta",
    cards_n_other: "{n} carte",
    sort: "Ordina",
    opponent_label_one: "{name}: {n} carta in mano",
    opponent_label_other: "{name}: {n} carte in mano",
    meld_attach: "Attacca le carte scelte a questo gioco: {cards}",
    sequence: "Scala",
    combination: "Combinazione",
    burraco_pulito: "burraco pulito",
    burraco_semipulito: "burraco semipulito",
    burraco_sporco: "burraco sporco",
    burraco_nobile: "burraco nobile",
    burraco_reale: "burraco reale",
    no_melds: "Nessun gioco",
    our_melds: "I nostri giochi",
    your_melds: "I tuoi giochi",
    melds_of: "Giochi {of}",
    their_melds: "Giochi avversari",
    turn_you_take: "Tocca a te: pesca dal tallone o raccogli gli scarti",
    turn_you_play: "Tocca a te: cala, attacca, poi scarta",
    turn_other: "Gioca {the}…",
    can_close: "puoi chiudere",
    hint_select: "Carte scelte: {n}",
    hint_meld_ok: "{kind} valida: premi Cala",
    kind_sequence: "Scala",
    kind_combination: "Combinazione",
    hint_pick_discard: "Scegli una carta da scartare",
    hint_attach: "Tocca uno dei tuoi giochi per attaccare le carte scelte",
    hint_attach_fits: "tocca un gioco evidenziato per attaccare",
    update_ready: "È pronta una nuova versione del gioco.",
    update_reload: "Ricarica",
    unknown_lang: "Il gioco non parla “{lang}”: usa la lingua del browser.",
    save_unreadable: "La partita salvata non si può leggere: è stata messa da parte, puoi iniziarne una nuova.",
    save_refused: "La partita salvata non si può riprendere ({error}): è stata messa da parte.",
    took_pozzetto: "pozzetto preso",
    smazzata_n: "Smazzata {n}",
    target: "a {n}",
    of_smazzate: "di {n}",
    result_title: "Fine della smazzata {n}",
    row_melded: "Carte calate",
    row_hand: "Carte in mano",
    row_burraco: "Burraco",
    row_closing: "Chiusura",
    row_pozzetto: "Pozzetto non preso",
    row_total: "Questa smazzata",
    row_match: "Totale partita",
    next_smazzata: "Prossima smazzata",
    match_over: "Partita finita",
    unknown_level: "Livello sconosciuto {level}: scegli fra {levels}.",
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
<p>A ogni turno: <b>pesca</b> (tocca il tallone) o <b>raccogli tutti gli scarti</b> (toccali); cala o attacca; poi <b>scarta</b> una carta.</p>
<p>Finisci le carte una volta per prendere il <b>pozzetto</b> (altre 11 carte; in tre, il primo a finirle ne prende 18 e gioca da solo). Chiudi finendole di nuovo con uno scarto, quando tu (o la tua coppia) hai un <b>burraco</b> (un gioco di 7 o più carte).</p>
<h3>Tastiera</h3>
<ul><li><kbd>Tab</kbd> passa tra carte e pulsanti; <kbd>Invio</kbd> o <kbd>Spazio</kbd> sceglie una carta.</li>
<li><kbd>P</kbd> pesca · <kbd>R</kbd> raccogli gli scarti · <kbd>C</kbd> cala · <kbd>S</kbd> scarta la carta scelta · <kbd>O</kbd> ordina · <kbd>Esc</kbd> annulla la scelta.</li>
<li><kbd>Alt</kbd>+<kbd>←</kbd>/<kbd>→</kbd> sposta la carta nella mano.</li></ul>`,
  },
};

let current = "it";
// Card names come from the engine (the strings op), which writes them once
// for the game, its messages and the lessons.
let cardNames = { en: {}, it: {} };

// Likewise the names of the other seats, in every form a sentence needs
// (label, the, The, of): "il computer", "del computer", "Nord (compagno)".
let seatNames = { en: {}, it: {} };

export function setEngineWords({ cards, seats }) {
  cardNames = cards;
  seatNames = seats;
}

export function seatWord(key, form = "label") {
  return seatNames[current]?.[key]?.[form] ?? key;
}

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

// "5H" -> "5 di cuori" / "5 of hearts"; "JK" -> "jolly" / "joker".
export function cardName(card) {
  return cardNames[current]?.[card] ?? card;
}

// "1 carta" / "5 carte": the language's plural rule picks key_one or key_other.
export function count(key, n, params = {}) {
  const category = new Intl.PluralRules(current).select(n) === "one" ? "one" : "other";
  return t(`${key}_${category}`, { ...params, n });
}

export function cardList(cards) {
  return cards.map(cardName).join(", ");
}

// Fill every element marked data-i18n / data-i18n-label in `root`.
export function translatePage(root = document) {
  document.querySelector("meta[name=description]")?.setAttribute("content", t("description"));
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-label]")) {
    el.setAttribute("aria-label", t(el.dataset.i18nLabel));
    if (el.tagName === "BUTTON") el.title = t(el.dataset.i18nLabel);
  }
}
