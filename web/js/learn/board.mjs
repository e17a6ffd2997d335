// A position to play: a small table set up by the engine (the set_up op),
// played with the game's own actions (apply), and judged after every one
// of them against the exercise's goal (the goal op). The board shows the
// engine's view and what it says; it decides nothing.

import { EngineError } from "../engine.mjs";
import { cardBack, cardButton, cardImage } from "../cards.mjs";
import { cardList, cardName, lang } from "../i18n.mjs";
import { seatName } from "../table.mjs";
import { el } from "./dom.mjs";
import { lcount, lt } from "./words.mjs";

// What the position itself says, to draw before the engine is ready: the
// learner's hand, the melds as given, the pile. Nothing is playable yet.
function preview(position) {
  const players = position.players || 2;
  const sides = players === 4 ? [[0, 2], [1, 3]] : [...Array(players).keys()].map((s) => [s]);
  let id = 1;
  return {
    seat: 0,
    players,
    partner: players === 4 ? 2 : null,
    my_side: 0,
    hand: position.hands?.[0] || [],
    hand_counts: (position.hands || []).map((h) => (h && h.length) || 11),
    stock: null,
    pile: position.pile || [],
    pozzetti: [],
    sides: sides.map((seats, index) => ({
      seats,
      took_pozzetto: Boolean(position.took_pozzetto?.[index]),
      melds: (position.melds?.[index] || []).map((cards) => ({ id: id++, cards, wild: null, burraco: null })),
    })),
    legal: null,
  };
}

export function mountBoard(body, exercise, ctx, feedback) {
  let view = preview(exercise.position);
  let finished = false;
  let busy = false;
  const chosen = new Set();
  const board = el("div", "board");
  const log = el("ol", "board-log");
  log.setAttribute("aria-label", lt("what_happened"));
  body.append(board, log);

  const selected = () => [...chosen].sort((a, b) => a - b).map((i) => view.hand[i]);
  const playable = () => Boolean(view.legal) && !finished && !busy;

  async function setUp() {
    finished = false;
    chosen.clear();
    log.replaceChildren();
    feedback.clear();
    const answer = await ctx.ask("set_up", { position: exercise.position, seat: 0 });
    if (!answer) return;
    view = answer.view;
    draw();
  }

  async function act(action) {
    if (!playable()) return;
    busy = true;
    try {
      const done = await ctx.askRaw("apply", { action: { ...action, seat: 0 }, seat: 0, lang: lang() });
      view = done.view;
      chosen.clear();
      if (done.text) log.append(el("li", "", done.text));
      const status = await ctx.askRaw("goal", { goal: exercise.goal, seat: 0, lang: lang() });
      if (status.status === "met") {
        finished = true;
        feedback.right(lt("goal_met"), []);
        ctx.onSolved(exercise.id);
      } else if (status.status === "failed") {
        finished = true;
        feedback.wrong(lt("goal_failed"), [status.reason]);
      } else {
        feedback.clear();
      }
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      feedback.wrong(lt("wrong"), [error.message]); // the engine's reason, in the learner's language
    } finally {
      busy = false;
      draw();
    }
  }

  function meldGroup(meld, mine) {
    const group = el("button", `meld-target${mine ? " mine" : ""}`);
    group.type = "button";
    group.dataset.meld = meld.id;
    group.setAttribute("aria-label", lt("attach_to", { cards: cardList(meld.cards) }));
    const row = el("div", "card-row in-target");
    meld.cards.forEach((card, i) => row.append(cardImage(card, { wild: i === meld.wild })));
    group.append(row);
    if (meld.burraco) group.append(el("span", "burraco-tag", lt(`kind_${meld.burraco}`)));
    // Anything may be tried: the engine's refusal is the lesson.
    group.disabled = !playable();
    group.addEventListener("click", () => {
      const cards = selected();
      if (cards.length) act({ type: "attach", meld: meld.id, cards });
    });
    return group;
  }

  function meldArea(side, mine) {
    const area = el("div", `board-melds ${mine ? "ours" : "theirs"}`);
    area.setAttribute("role", "group");
    area.setAttribute("aria-label", lt(mine ? "your_melds" : "their_melds"));
    if (!side.melds.length) area.append(el("p", "empty", lt("no_melds")));
    for (const meld of side.melds) area.append(meldGroup(meld, mine));
    return area;
  }

  function center() {
    const row = el("div", "board-center");
    const stock = el("button", "board-stock");
    stock.type = "button";
    stock.append(cardBack("stock-card"));
    if (view.stock === null) stock.setAttribute("aria-label", lt("stock_plain"));
    else {
      stock.setAttribute("aria-label", lcount("stock", view.stock));
      stock.append(el("span", "count", String(view.stock)));
    }
    stock.disabled = !playable();
    stock.classList.toggle("can", Boolean(view.legal?.draw));
    stock.addEventListener("click", () => act({ type: "draw" }));

    const pile = el("button", "board-pile");
    pile.type = "button";
    const top = view.pile[view.pile.length - 1];
    if (top) {
      pile.append(cardImage(top, { label: `${lt("pile_top")}: ${cardName(top)}` }));
      pile.append(el("span", "count", String(view.pile.length)));
      pile.setAttribute("aria-label", lt("pile_pickup", { n: cardList(view.pile) }));
    } else {
      pile.classList.add("empty");
      pile.setAttribute("aria-label", lt("pile_empty"));
    }
    pile.disabled = !playable();
    pile.classList.toggle("can", Boolean(view.legal?.pickup));
    pile.addEventListener("click", () => act({ type: "pickup" }));
    row.append(stock, pile);

    const facts = el("div", "board-facts");
    if (view.sides[view.my_side].took_pozzetto) facts.append(el("p", "", lt("we_took_pozzetto")));
    else if (view.pozzetti.length) facts.append(el("p", "", lt("pozzetti_left", { n: view.pozzetti.length })));
    row.append(facts);
    return row;
  }

  function handArea() {
    const hand = el("div", "card-row hand-row");
    hand.setAttribute("role", "group");
    hand.setAttribute("aria-label", lt("your_hand"));
    view.hand.forEach((card, index) => {
      const b = cardButton(card, { className: "pick", selected: chosen.has(index) });
      b.setAttribute("aria-pressed", String(chosen.has(index)));
      b.dataset.index = index;
      b.addEventListener("click", () => {
        if (chosen.has(index)) chosen.delete(index);
        else chosen.add(index);
        draw();
        board.querySelector(`.hand-row [data-index="${index}"]`)?.focus();
      });
      hand.append(b);
    });
    return hand;
  }

  function actions() {
    const row = el("div", "actions");
    const cards = selected();
    const meld = el("button", `btn${cards.length >= 3 ? " primary" : ""}`, lt("meld"));
    meld.type = "button";
    meld.disabled = !cards.length || !playable();
    meld.addEventListener("click", () => act({ type: "meld", cards }));
    const discard = el("button", `btn${cards.length === 1 ? " primary" : ""}`, lt("discard"));
    discard.type = "button";
    discard.disabled = cards.length !== 1 || !playable();
    discard.addEventListener("click", () => act({ type: "discard", card: cards[0] }));
    const reset = el("button", `btn${finished ? " primary" : ""}`, lt("reset"));
    reset.type = "button";
    reset.disabled = !view.legal && !finished;
    reset.addEventListener("click", setUp);
    row.append(meld, discard, reset);
    return row;
  }

  function opponents() {
    const row = el("ul", "board-opponents");
    for (let seat = 1; seat < view.players; seat++) {
      const who = seatName(view, seat);
      const item = el("li", "", lcount("opponent", view.hand_counts[seat], { who }));
      row.append(item);
    }
    return row;
  }

  function draw() {
    const mine = view.sides[view.my_side];
    const theirs = view.sides.filter((_, i) => i !== view.my_side);
    board.replaceChildren(opponents());
    for (const side of theirs) board.append(meldArea(side, false));
    board.append(center(), meldArea(mine, true));
    board.append(el("p", "caption", lt("your_hand")), handArea(), actions());
  }

  draw();
  setUp();
}
