// Drawing the table from one seat's view. This module holds no rules: it
// shows what the engine's view says (melds in table order, burraco kinds,
// what is legal now) and reports clicks to the controller.

import { cardBack, cardButton, cardImage } from "./cards.mjs";
import { cardList, cardName, count, lang, seatWord, t } from "./i18n.mjs";

const $ = (id) => document.getElementById(id);

// Each part of the table is rebuilt only when what it shows has changed, so
// a computer's discard redraws the pile and a plaque, not the hand and the
// melds: rebuilding everything cost the main thread tasks of 50 to 110 ms
// at every step of a computer's turn on a desktop-sized table.
const drawnFrom = new Map();
let drawnFor = null;

function changed(part, inputs) {
  const key = JSON.stringify([lang(), inputs]);
  if (drawnFrom.get(part) === key) return false;
  drawnFrom.set(part, key);
  return true;
}

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// Where a seat sits as a person sees it from the bottom of the table: the
// next clockwise on the left (West), the one opposite North, then East.
function seatKey(view, seat, withPartner) {
  if (view.players === 2) return (view.options?.people ?? [0]).includes(seat) ? "north" : "computer";
  const place = placeKey(view.players, (seat - view.seat + view.players) % view.players);
  return withPartner && seat === view.partner ? `${place}_partner` : place;
}

// The place `offset` seats after the viewer: West, North (across), East.
export function placeKey(players, offset) {
  if (players === 2 || (players === 4 && offset === 2)) return "north";
  return offset === 1 ? "west" : "east";
}

// A seat's name, in the engine's words: "label" (Ovest, Nord (compagno)),
// or the forms a sentence needs ("the": il computer, "of": del computer).
export function seatName(view, seat, form = "label") {
  if (seat === view.seat) return t("you");
  // three players show the partnership as a badge on the plaque instead
  return seatWord(seatKey(view, seat, view.players === 4 || form !== "label"), form);
}

export function sideName(view, side) {
  if (view.players === 4) return side.seats.includes(view.seat) ? t("us") : t("them");
  return side.seats.map((seat) => seatName(view, seat)).join(" + ");
}

export function groupName(view, group) {
  if (view.players === 4) return group.includes(view.seat) ? t("us") : t("them");
  return seatName(view, group[0]);
}

function renderScoreboard(view) {
  const board = $("scoreboard");
  board.replaceChildren();
  const opts = view.options;
  const heading = el("span", "smazzata-no", t("smazzata_n", { n: view.number }));
  const goal = opts.smazzate ? t("of_smazzate", { n: opts.smazzate }) : t("target", { n: opts.target });
  heading.append(el("span", "goal", ` ${goal}`));
  board.append(heading);
  for (const group of view.groups) {
    const chip = el("span", "score-chip");
    if (group.includes(view.seat)) chip.classList.add("mine");
    chip.append(el("span", "who", groupName(view, group)), el("b", "pts", String(view.scores[group[0]])));
    board.append(chip);
  }
}

// Where the seat `offset` places after the player sits, seen from him: the
// next one to his left (West), the one opposite (North; the computer of a
// two-player game), the last to his right (East), as the engine names them.
const SIDES = { west: "left", north: "across", east: "right" };

function placeOf(players, offset) {
  return SIDES[placeKey(players, offset)];
}

function renderOpponents(view) {
  const box = $("opponents");
  box.replaceChildren();
  for (let offset = 1; offset < view.players; offset++) {
    const seat = (view.seat + offset) % view.players;
    const cards = view.hand_counts[seat];
    const side = view.sides.find((s) => s.seats.includes(seat));
    const plaque = el("div", "opponent");
    plaque.dataset.place = placeOf(view.players, offset);
    plaque.dataset.seat = seat;
    if (view.turn === seat) plaque.classList.add("active");
    plaque.setAttribute("role", "group");
    plaque.setAttribute("aria-label", count("opponent_label", cards, { name: seatName(view, seat) }));
    // face down; face up once open (a finished hand, a review)
    const open = view.revealed?.[seat];
    const fan = el("div", open ? "backs open" : "backs");
    if (open) for (const card of open) fan.append(cardImage(card, { className: "in-pile" }));
    else for (let i = 0; i < Math.min(cards, 7); i++) fan.append(cardBack("mini"));
    const label = el("div", "opponent-label");
    label.append(el("span", "name", seatName(view, seat)), el("span", "count", count("cards_n", cards)));
    // in three players a partnership forms mid-hand: say who it is with
    if (seat === view.partner && view.players !== 4) {
      label.append(el("span", "badge", t("partner")));
    }
    // a pair takes one pozzetto between them: its meld heading says so, not each seat
    if (side && side.took_pozzetto && side.seats.length === 1) {
      label.append(el("span", "badge", t("took_pozzetto")));
    }
    plaque.append(fan, label);
    box.append(plaque);
  }
}

function meldKindLabel(meld) {
  const kind = t(meld.kind);
  return meld.burraco ? `${kind}, ${t(`burraco_${meld.burraco}`)}` : kind;
}

function renderMeld(meld, { mine, fits, fresh, onAttach }) {
  const group = el("div", "meld");
  if (meld.burraco) group.classList.add("burraco", `b-${meld.burraco}`);
  if (fits) group.classList.add("fits");
  if (fresh) group.classList.add("fresh");
  group.setAttribute("role", "group");
  group.setAttribute("aria-label", `${meldKindLabel(meld)}: ${cardList(meld.cards)}`);
  group.dataset.meld = meld.id;
  const row = el("div", "meld-cards");
  meld.cards.forEach((card, index) => {
    const label = mine ? `${cardName(card)}. ${t("meld_attach", { cards: cardList(meld.cards) })}` : undefined;
    const button = cardButton(card, { label, wild: index === meld.wild, className: "in-meld" });
    // Clicks on any meld go to the engine, which says why an opponent's is refused.
    button.addEventListener("click", () => onAttach(meld.id));
    row.append(button);
  });
  group.append(row);
  if (meld.burraco) group.append(el("span", "meld-badge", t(`burraco_${meld.burraco}`)));
  if (mine) {
    group.addEventListener("dragover", (event) => event.preventDefault());
    group.addEventListener("drop", (event) => {
      event.preventDefault();
      onAttach(meld.id, event.dataTransfer.getData("text/card-index"));
    });
  }
  return group;
}

function renderMelds(view, ui, handlers) {
  const ours = $("our-melds");
  const theirs = $("their-melds");
  ours.replaceChildren();
  theirs.replaceChildren();
  for (const side of view.sides) {
    const mine = side.index === view.my_side;
    const area = el("section", "side-melds");
    // "our" only where a partner shares the melds
    const own = side.seats.length > 1 ? t("our_melds") : t("your_melds");
    const title = mine ? own
      : side.seats.length > 1 ? t("their_melds")
        : t("melds_of", { of: seatName(view, side.seats[0], "of") });
    area.setAttribute("aria-label", title);
    const head = el("h2", "side-title", title);
    if (side.took_pozzetto) head.append(el("span", "badge", t("took_pozzetto")));
    area.append(head);
    const list = el("div", "meld-list");
    if (!side.melds.length) list.append(el("p", "empty", t("no_melds")));
    for (const meld of side.melds) {
      const fresh = ui.fresh?.melds.has(meld.id);
      list.append(renderMeld(meld, { mine, fits: ui.fits?.has(meld.id), fresh, onAttach: handlers.attach }));
    }
    area.append(list);
    (mine ? ours : theirs).append(area);
  }
}

function renderCenter(view, handlers) {
  const stock = $("stock");
  stock.replaceChildren(cardBack("stock-card"), el("span", "stock-count", String(view.stock)));
  const canDraw = view.legal.draw;
  stock.setAttribute("aria-label", count(canDraw ? "stock_draw" : "stock", view.stock));
  stock.classList.toggle("can", canDraw);
  stock.onclick = handlers.draw;

  const pozzetti = $("pozzetti");
  pozzetti.replaceChildren();
  pozzetti.setAttribute("aria-label", t("pozzetti", { n: view.pozzetti.length }));
  pozzetti.setAttribute("role", "img");
  view.pozzetti.forEach((size, index) => {
    const pack = el("span", `pozzetto p${index}`);
    pack.append(cardBack("pozzetto-card"), el("span", "pozzetto-count", String(size)));
    pack.title = count("pozzetto", size);
    pozzetti.append(pack);
  });

  const pile = $("pile");
  pile.replaceChildren();
  const canPick = view.legal.pickup;
  pile.classList.toggle("can", canPick);
  pile.setAttribute("aria-label", view.pile.length ? count("pile", view.pile.length) : t("pile_empty"));
  if (!view.pile.length) pile.append(el("span", "pile-empty", "—"));
  view.pile.forEach((card, index) => {
    const top = index === view.pile.length - 1;
    const label = canPick ? t("pile_card", { card: cardName(card) }) : t("pile_card_plain", { card: cardName(card) });
    const button = cardButton(card, { label, className: top ? "in-pile top" : "in-pile" });
    button.addEventListener("click", handlers.pickup);
    pile.append(button);
  });
  pile.ondragover = (event) => event.preventDefault();
  pile.ondrop = (event) => {
    event.preventDefault();
    handlers.discardIndex(event.dataTransfer.getData("text/card-index"));
  };
}

// The hand in the player's own order; `selected` holds positions in it.
function renderHand(view, ui, handlers) {
  const hand = $("hand");
  hand.setAttribute("aria-label", t("your_hand"));
  const focused = document.activeElement && document.activeElement.closest("#hand") ? ui.focusIndex : null;
  hand.replaceChildren();
  ui.order.forEach((card, index) => {
    const item = el("li", "hand-slot");
    const selected = ui.selected.has(index);
    const fresh = ui.fresh?.hand.has(index) ? " fresh" : "";
    const button = cardButton(card, { selected, className: `in-hand${fresh}` });
    button.setAttribute("aria-pressed", String(selected));
    button.draggable = true;
    button.dataset.index = index;
    button.addEventListener("click", () => handlers.toggle(index));
    button.addEventListener("focus", () => { ui.focusIndex = index; });
    button.addEventListener("dragstart", (event) => {
      event.dataTransfer.setData("text/card-index", String(index));
      event.dataTransfer.effectAllowed = "move";
    });
    button.addEventListener("dragover", (event) => event.preventDefault());
    button.addEventListener("drop", (event) => {
      event.preventDefault();
      const from = Number(event.dataTransfer.getData("text/card-index"));
      if (Number.isInteger(from)) handlers.move(from, index);
    });
    item.append(button);
    hand.append(item);
  });
  if (focused !== null) {
    const target = hand.querySelector(`[data-index="${Math.min(focused, ui.order.length - 1)}"]`);
    if (target) target.focus({ preventScroll: true });
  }
  hand.style.setProperty("--hand-count", String(ui.order.length));
}

function renderTurn(view) {
  const banner = $("turn-banner");
  let text = "";
  if (view.match_phase === "playing") {
    if (view.turn === view.seat) {
      text = view.phase === "take" ? t("turn_you_take") : t("turn_you_play");
      if (view.legal.can_close) text += ` · ${t("can_close")}`;
    }
    else text = t("turn_other", { the: seatName(view, view.turn, "the"), The: seatName(view, view.turn, "The") });
  }
  banner.textContent = text;
  banner.classList.toggle("mine", view.turn === view.seat);
}

// The one meld of ours the engine says the selection fits, when the
// selection makes no new meld (ui.suggest "attach"): the Meld button then
// attaches there (Game.meld), and says so. Otherwise null.
export function soleFit(ui) {
  return ui.suggest === "attach" && ui.fits.size === 1 ? [...ui.fits][0] : null;
}

export function renderTable(view, ui, handlers) {
  if (handlers !== drawnFor) drawnFrom.clear(); // another game: its own clicks
  drawnFor = handlers;
  const { seat, players, sides, options } = view;
  if (changed("scoreboard", [seat, view.number, options, view.groups, view.scores])) renderScoreboard(view);
  const counts = view.hand_counts;
  if (changed("opponents", [seat, players, counts, view.turn, sides, view.partner, view.revealed])) {
    renderOpponents(view);
  }
  // what just arrived glows (ui.fresh) only when its part changes, so it is
  // not part of what a part shows
  if (changed("melds", [seat, players, view.my_side, view.partner, sides, [...(ui.fits ?? [])]])) {
    renderMelds(view, ui, handlers);
  }
  if (changed("center", [view.stock, view.legal, view.pozzetti, view.pile])) renderCenter(view, handlers);
  if (changed("hand", [ui.order, [...ui.selected]])) renderHand(view, ui, handlers);
  renderTurn(view);
  const myTurn = view.match_phase === "playing" && view.turn === view.seat && !ui.busy;
  // a hint to take a card: the stock or the pile glows until the player acts
  $("stock").classList.toggle("hinted", myTurn && ui.hinted === "stock");
  $("pile").classList.toggle("hinted", myTurn && ui.hinted === "pile");
  $("btn-hint").disabled = !myTurn;
  const playing = myTurn && view.phase === "play";
  $("btn-meld").disabled = !(playing && ui.selected.size >= 1);
  $("btn-discard").disabled = !(playing && ui.selected.size === 1);
  // the main button is the one the engine says the selection fits
  const attaches = playing && soleFit(ui) !== null;
  $("btn-meld").textContent = t(attaches ? "attach" : "meld");
  $("btn-meld").classList.toggle("primary", playing && (ui.suggest === "meld" || attaches));
  $("btn-discard").classList.toggle("primary", playing && ui.suggest === "discard");
  const sort = $("btn-sort");
  sort.textContent = t("sort");
  sort.setAttribute("aria-label", ui.sort === "suit" ? t("sort_suit") : t("sort_rank"));
  sort.title = sort.getAttribute("aria-label");
  const table = document.getElementById("table");
  table.classList.toggle("my-turn", myTurn);
  table.dataset.phase = view.match_phase === "playing" ? view.phase : view.match_phase;
}
