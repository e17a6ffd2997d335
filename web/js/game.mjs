// The game controller: turns the player's clicks into engine requests, plays
// the computer's turns back at a readable pace, and shows the scoring.
// Every decision about the rules is the engine's; this file only asks.

import { cardImage } from "./cards.mjs";
import { EngineError } from "./engine.mjs";
import { reconcile, sortCards } from "./hand.mjs";
import { lang, t } from "./i18n.mjs";
import { ruleLink } from "./rulelinks.mjs";
import { move, startOf } from "./motion.mjs";
import { play, soundOf } from "./sound.mjs";
import { countHand } from "./stats.mjs";
import { groupName, renderTable, seatName, sideName, soleFit } from "./table.mjs";
import { clearSave, saveGame, saveHand } from "./storage.mjs";
import { peopleOf } from "./options.mjs";

const $ = (id) => document.getElementById(id);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class Game {
  constructor(engine, settings, { onNewGame, onDealt = () => {} }) {
    this.engine = engine;
    this.settings = settings; // {options, level, speed}
    this.onNewGame = onNewGame;
    this.onDealt = onDealt; // once the game is on the table, before anyone plays
    this.view = null;
    // the seat drawn at the bottom: the player's (seat 0), or in
    // pass-and-play whichever person's turn it is
    this.seat = 0;
    // fits: the melds the selection may be attached to; suggest: the action
    // the selection fits (meld, attach, discard). Both come from the engine.
    // hinted: "stock" or "pile" while a hint says to take from there.
    this.ui = { order: [], selected: new Set(), sort: "suit", busy: false, focusIndex: null, fits: new Set(), suggest: null, hinted: null };
    this.skipping = false;
    this.moved = false; // a move was made here (not only a saved game reopened)
    this.handlers = {
      draw: () => this.take("draw"),
      pickup: () => this.take("pickup"),
      toggle: (index) => this.toggle(index),
      attach: (meldId, index) => this.attach(meldId, index),
      discardIndex: (index) => this.discardAt(index),
      move: (from, to) => this.move(from, to),
    };
  }

  // ---- starting ---------------------------------------------------------

  async start() {
    const result = await this.engine.call("new_game", { options: this.settings.options, seat: this.seat, lang: lang() });
    performance.mark("dealt");
    this.settings.options = result.view.options;
    await this.show(await this.dealtTo(result.view));
    this.onDealt(this);
    await this.afterChange();
  }

  // `hand`: how the player held his cards ({order, sort, selected}), kept
  // when it still fits the hand the engine deals back.
  async resume(state, hand = null) {
    const result = await this.engine.call("load", { state, seat: this.seat, lang: lang() });
    this.settings.options = result.view.options; // the saved game's own options decide
    result.view = await this.dealtTo(result.view);
    if (hand && hand.seat !== this.seat) hand = null;
    if (hand) {
      this.ui.sort = hand.sort;
      this.ui.order = reconcile(hand.order, result.view.hand, hand.sort);
    }
    await this.show(result.view);
    if (hand && this.ui.order.join() === hand.order.join()) {
      this.ui.selected = new Set(hand.selected.filter((i) => i >= 0 && i < this.ui.order.length));
      this.redraw();
      this.previewSelection().catch((error) => this.hint(error.message, "error"));
    }
    this.onDealt(this);
    await this.afterChange();
  }

  // ---- drawing ------------------------------------------------------------

  // `action`, when the view comes from one, is played as cards moving.
  async show(view, action = null) {
    const moving = action && this.settings.speed > 0 && !this.skipping;
    const from = moving ? startOf(action, this.seat) : null;
    const previous = this.view;
    this.view = view;
    const before = this.ui.order.length;
    // the card with the keyboard focus keeps it, wherever a new card lands
    const focused = occurrence(this.ui.order, this.ui.focusIndex);
    // Cards chosen before the draw (or while it was on its way) stay chosen:
    // a draw or a pick-up only adds cards, so every chosen one is still held.
    const took = previous?.phase === "take" && previous.turn === this.seat && view.turn === this.seat
      && previous.number === view.number;
    const chosen = took ? [...this.ui.selected].map((i) => occurrence(this.ui.order, i)).filter(Boolean) : [];
    this.ui.order = reconcile(this.ui.order, view.hand, this.ui.sort);
    if (focused) this.ui.focusIndex = findOccurrence(this.ui.order, focused) ?? this.ui.focusIndex;
    this.ui.fresh = freshThings(previous, view, this.ui.order);
    this.announce(previous, view);
    if (this.ui.order.length !== before || view.turn !== this.seat) this.forgetSelection();
    for (const card of chosen) {
      const index = findOccurrence(this.ui.order, card);
      if (index !== null) this.ui.selected.add(index);
    }
    this.redraw();
    if (from) move(action, this.seat, from);
    this.ui.fresh = null; // it glows once, not again at each later redraw
  }

  // Taking a pozzetto and closing are told on the table, in large, and to
  // screen readers (the banner is a live region), for a moment.
  announce(before, view) {
    if (!before || before.number !== view.number) return;
    let news = null;
    for (const side of view.sides) {
      const was = before.sides.find((s) => s.index === side.index);
      if (side.took_pozzetto && !was?.took_pozzetto) news = t("news_pozzetto", { who: groupName(view, side.seats) });
    }
    if (view.end_reason === "closed" && before.end_reason !== "closed") {
      news = t("news_closed", { who: seatName(view, view.closed_by) });
    }
    if (!news) return;
    const banner = $("news");
    banner.textContent = news;
    banner.hidden = false;
    clearTimeout(this.newsTimer);
    this.newsTimer = setTimeout(() => { banner.hidden = true; }, 2200);
  }

  redraw() {
    if (!this.view) return;
    renderTable(this.view, this.ui, this.handlers);
    saveHand({ order: this.ui.order, sort: this.ui.sort, selected: [...this.ui.selected], seat: this.seat });
  }

  // `code`, a refusal's, adds a link to the lesson that explains the rule.
  hint(text, kind = "", code = null) {
    const hint = $("hint");
    hint.textContent = text;
    hint.className = `hint ${kind}`.trim();
    const lesson = code && ruleLink(code, lang());
    if (lesson) {
      const a = document.createElement("a");
      a.className = "rule-link";
      a.href = lesson;
      a.target = "_blank";
      a.rel = "noopener";
      a.textContent = t("learn_rule");
      hint.append(" ", a);
    }
  }

  selectedCards() {
    return [...this.ui.selected].sort((a, b) => a - b).map((i) => this.ui.order[i]);
  }

  myTurn() {
    const v = this.view;
    return v && v.match_phase === "playing" && v.turn === this.seat && !this.ui.busy;
  }

  // ---- the player's actions ----------------------------------------------

  // Play one action; the engine answers with the new view and the sentence
  // that tells what happened ("Hai scartato l'asso di picche.").
  async act(action) {
    if (!this.myTurn()) return false;
    try {
      const result = await this.engine.call("apply", { action: { ...action, seat: this.seat }, seat: this.seat, lang: lang() });
      play(soundOf(action, this.view, result.view));
      this.moved = true;
      await this.show(result.view, { ...action, seat: this.seat });
      this.hint(result.text);
      return true;
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      this.hint(error.message, "error", error.code);
      return false;
    }
  }

  async take(type) {
    if (!this.myTurn() || this.view.phase !== "take") return;
    if (!(await this.act({ type }))) return;
    // cards chosen before the draw: say what they may do now
    if (this.ui.selected.size) await this.previewSelection().catch((error) => this.hint(error.message, "error"));
    await this.afterChange();
  }

  toggle(index) {
    if (this.ui.selected.has(index)) this.ui.selected.delete(index);
    else this.ui.selected.add(index);
    this.ui.fits = new Set();
    this.ui.suggest = null;
    this.redraw();
    this.previewSelection().catch((error) => this.hint(error.message, "error"));
  }

  forgetSelection() {
    this.ui.hinted = null;
    this.ui.selected.clear();
    this.ui.fits = new Set();
    this.ui.suggest = null;
  }

  // Tell the player, before he commits, what the selection may do: the
  // engine answers for a new meld, every meld on the table, and a discard.
  async previewSelection() {
    const cards = this.selectedCards();
    if (!this.myTurn() || this.view.phase !== "play") return;
    if (!cards.length) {
      this.hint("");
      return;
    }
    const answer = await this.engine.call("check_selection", { seat: this.seat, cards, lang: lang() });
    if (cards.join() !== this.selectedCards().join()) return; // the selection changed meanwhile
    this.ui.fits = new Set(answer.fits);
    const selected = t("hint_select", { n: cards.length });
    if (answer.meld.valid) {
      this.ui.suggest = "meld";
      this.hint(t("hint_meld_ok", { kind: t(`kind_${answer.meld.kind}`) }), "ok");
    } else if (answer.fits.length) {
      this.ui.suggest = "attach";
      this.hint(`${selected} · ${t("hint_attach_fits")}`, "ok");
    } else if (answer.discard?.valid) {
      this.ui.suggest = "discard";
      this.hint(`${selected} · ${t("hint_pick_discard")}`);
    } else {
      // Nothing fits: say why a meld would be refused (or the discard, for one card).
      const refusal = cards.length === 1 && answer.discard ? answer.discard : answer.meld;
      this.hint(`${selected} · ${refusal.reason}`, "warn", refusal.code);
    }
    this.redraw();
  }

  // The engine's suggestion for this seat, from its view alone: the cards
  // to play are selected (so the meld they fit lights up and the right
  // button becomes the main one), or the stock or the pile glows; the hint
  // line says what to do and why.
  async showHint() {
    if (!this.myTurn()) return;
    let answer;
    try {
      answer = await this.engine.call("hint", { seat: this.seat, lang: lang() });
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      this.hint(error.message, "error", error.code);
      return;
    }
    const { action } = answer;
    this.forgetSelection();
    if (action.type === "draw" || action.type === "pickup") {
      this.ui.hinted = action.type === "draw" ? "stock" : "pile";
    } else {
      this.ui.selected = indexesOf(this.ui.order, action.type === "discard" ? [action.card] : action.cards);
      await this.previewSelection();
      if (action.type === "attach") this.ui.fits = new Set([action.meld]);
    }
    this.redraw();
    this.hint(`${answer.advice} ${answer.why}`, "tip");
  }

  // M, or the Meld button. Cards that make no new meld but fit exactly one
  // meld of the player's side are attached there, as the engine says (the
  // selection's preview, or a hint, which names its meld): a keyboard
  // player need not Tab to the meld, and the button then reads "Attach".
  async meld() {
    const cards = this.selectedCards();
    if (!cards.length || !this.myTurn()) return;
    if (this.view.phase === "play") {
      let target = soleFit(this.ui);
      if (target === null) {
        // the preview may still be on its way
        const answer = await this.engine.call("check_selection", { seat: this.seat, cards, lang: lang() });
        if (!answer.meld.valid && answer.fits.length === 1) target = answer.fits[0];
      }
      if (target !== null) {
        await this.attach(target);
        return;
      }
    }
    if (await this.act({ type: "meld", cards })) {
      this.forgetSelection();
      await this.afterChange();
    }
  }

  async attach(meldId, draggedIndex) {
    if (!this.myTurn()) return;
    let cards = this.selectedCards();
    if (draggedIndex !== undefined && draggedIndex !== "" && !cards.length) cards = [this.ui.order[Number(draggedIndex)]];
    if (!cards.length) return;
    if (await this.act({ type: "attach", meld: meldId, cards })) {
      this.forgetSelection();
      await this.afterChange();
    }
  }

  async discard() {
    const cards = this.selectedCards();
    if (cards.length !== 1) {
      this.hint(t("hint_pick_discard"), "error");
      return;
    }
    await this.discardCard(cards[0]);
  }

  async discardAt(index) {
    const card = this.ui.order[Number(index)];
    if (card) await this.discardCard(card);
  }

  async discardCard(card) {
    if (await this.act({ type: "discard", card })) {
      this.forgetSelection();
      await this.afterChange();
    }
  }

  move(from, to) {
    if (from === to || from < 0 || to < 0 || from >= this.ui.order.length || to >= this.ui.order.length) return;
    const order = this.ui.order;
    const [card] = order.splice(from, 1);
    order.splice(to, 0, card);
    this.ui.sort = "manual";
    // every index between the two shifts by one toward where the card left
    const shifted = (i) => {
      if (i === from) return to;
      if (from < to && i > from && i <= to) return i - 1;
      if (to < from && i >= to && i < from) return i + 1;
      return i;
    };
    this.ui.selected = new Set([...this.ui.selected].map(shifted));
    this.ui.focusIndex = to;
    this.redraw();
  }

  toggleSort() {
    this.ui.sort = this.ui.sort === "suit" ? "rank" : "suit";
    this.ui.order = sortCards(this.ui.order, this.ui.sort);
    this.forgetSelection();
    this.redraw();
  }

  // After a language switch: the hint is asked again in the new language
  // (what the selection can do), or goes (a sentence of the old language).
  retell() {
    this.redraw();
    if (this.ui.selected.size) this.previewSelection().catch((error) => this.hint(error.message, "error"));
    else this.hint("");
  }

  clearSelection() {
    this.forgetSelection();
    this.hint("");
    this.redraw();
  }

  // ---- after every change: save, let the computer play, score -------------

  async afterChange() {
    await this.save();
    const v = this.view;
    if (v.match_phase !== "playing") await this.showResult();
    else if (v.turn === this.seat) return;
    else if (this.isPerson(v.turn)) await this.handOver(v.turn);
    else await this.computerTurns();
  }

  // ---- pass-and-play --------------------------------------------------------

  passAndPlay() {
    return peopleOf(this.settings.options).length > 1;
  }

  isPerson(seat) {
    return peopleOf(this.settings.options).includes(seat);
  }

  // The next person's turn: the table hides behind a curtain until he says
  // he holds the device, then it is drawn from his seat.
  async handOver(seat) {
    this.forgetSelection();
    await this.show(await this.sitDown(seat));
    this.hint("");
    this.focusHand();
  }

  // A new deal, or a game reopened: in pass-and-play it is shown, behind
  // the curtain, from the person to play (else the first person).
  async dealtTo(view) {
    if (!this.passAndPlay()) return view;
    return this.sitDown(this.isPerson(view.turn) ? view.turn : peopleOf(this.settings.options)[0]);
  }

  // The curtain until `seat`'s person holds the device; then that seat's
  // view, its hand in a fresh order.
  async sitDown(seat) {
    await this.curtain(seat);
    this.seat = seat;
    this.ui.order = [];
    this.ui.focusIndex = null;
    return (await this.engine.call("view", { seat })).view;
  }

  curtain(seat) {
    const dialog = $("pass");
    $("pass-title").textContent = t("pass_title", { n: seat + 1 });
    $("pass-ready").textContent = t("pass_ready", { n: seat + 1 });
    return new Promise((resolve) => {
      $("pass-ready").onclick = () => {
        dialog.close();
        resolve();
      };
      dialog.oncancel = (event) => event.preventDefault(); // Esc does not lift it
      if (!dialog.open) dialog.showModal();
      $("pass-ready").focus();
    });
  }

  async save() {
    try {
      const { state } = await this.engine.call("save");
      saveGame({ level: this.settings.level, state });
    } catch {
      /* storage is a convenience: a full or blocked localStorage must not stop play */
    }
  }

  async computerTurns() {
    this.ui.busy = true;
    this.skipping = false;
    $("btn-skip").hidden = false;
    this.redraw();
    try {
      while (this.view.match_phase === "playing" && !this.isPerson(this.view.turn)) {
        let result;
        try {
          result = await this.engine.call("computer_turn", { level: this.settings.level, seat: this.seat, lang: lang() });
        } catch (error) {
          if (!(error instanceof EngineError)) throw error;
          this.hint(error.message, "error"); // a bad level from an old link, say
          return;
        }
        for (const step of result.steps) {
          this.hint(step.text);
          if (!this.skipping) play(soundOf(step.action, this.view, step.view));
          this.moved = true;
          await this.show(step.view, step.action);
          if (!this.skipping && this.settings.speed > 0) await sleep(this.settings.speed);
        }
        await this.show(result.view);
      }
    } finally {
      this.ui.busy = false;
      $("btn-skip").hidden = true;
      this.redraw();
    }
    await this.save();
    if (this.view.match_phase !== "playing") await this.showResult();
    else if (this.view.turn === this.seat) this.focusHand();
    else await this.handOver(this.view.turn);
  }

  skip() {
    this.skipping = true;
  }

  focusHand() {
    const first = document.querySelector("#hand .card");
    if (first && !document.activeElement?.closest(".dialog")) first.focus({ preventScroll: true });
  }

  // ---- the moves of the hand ---------------------------------------------

  async showHistory() {
    const { entries } = await this.engine.call("history", { seat: this.seat, lang: lang() });
    const list = $("history-list");
    list.replaceChildren();
    for (const entry of entries) {
      const item = document.createElement("li");
      item.textContent = entry.text;
      if (entry.seat === this.seat) item.className = "mine";
      list.append(item);
    }
    if (!entries.length) {
      const none = document.createElement("li");
      none.className = "none";
      none.textContent = t("history_empty");
      list.append(none);
    }
    const dialog = $("history");
    if (!dialog.open) dialog.showModal();
    list.scrollTop = list.scrollHeight; // the latest move in view
  }

  // ---- end of a smazzata and of the match --------------------------------

  async showResult() {
    const v = this.view;
    const result = v.results[v.results.length - 1];
    if (!result) return;
    // once per smazzata, however often it is shown; the statistics are one
    // player's against the computer, so pass-and-play keeps none
    if (!this.passAndPlay()) countHand(v, this.settings.level);
    // the closing is heard when it happens, not when a finished hand is reopened
    if (result.end_reason === "closed" && this.moved && this.heard !== result.number) play("close");
    this.heard = result.number;
    // Why it ended and who won, in the second person for the player.
    const words = await this.engine.call("result_words", { seat: this.seat, lang: lang() });
    const finished = v.match_phase === "finished";
    $("result-title").textContent = finished ? t("match_over") : t("result_title", { n: result.number });
    const body = $("result-body");
    body.replaceChildren();

    const why = document.createElement("p");
    why.className = "result-why";
    why.textContent = words.why;
    if (finished && words.winner) {
      const win = document.createElement("strong");
      win.className = "winner";
      win.textContent = words.winner;
      body.append(win);
    }
    body.append(why, this.breakdownTable(v, result));
    if (words.split) body.append(paragraph(words.split, "result-split"));
    body.append(this.burracoList(v, result), this.leftoverList(v));
    $("result-next").textContent = finished ? t("new_game") : t("next_smazzata");
    $("result-new").hidden = finished;
    const dialog = $("result");
    $("btn-result").hidden = true;
    if (!dialog.open) dialog.showModal();
    if (finished) clearSave();
  }

  // Each side's burraco, one by one, with what each is worth (the engine's values).
  burracoList(view, result) {
    const box = document.createElement("div");
    box.className = "result-burraci";
    const sides = result.sides.filter((side) => side.score.burraci?.length);
    if (!sides.length) return box;
    box.append(heading(t("result_burraci")));
    const list = document.createElement("ul");
    for (const side of sides) {
      const each = side.score.burraci.map((kind) => `${kind} +${view.burraco_bonus[kind]}`);
      const item = document.createElement("li");
      item.textContent = `${sideName(view, { seats: side.seats })}: ${each.join(", ")}`;
      list.append(item);
    }
    box.append(list);
    return box;
  }

  // Every seat's cards left in hand: the smazzata is over, they are open.
  leftoverList(view) {
    const box = document.createElement("div");
    box.className = "result-left";
    if (!view.revealed) return box;
    box.append(heading(t("result_left")));
    const list = document.createElement("ul");
    view.revealed.forEach((cards, seat) => {
      const item = document.createElement("li");
      item.append(`${seatName(view, seat)}: `);
      if (!cards.length) item.append(t("result_left_none"));
      for (const card of cards) item.append(cardImage(card, { className: "in-pile" }));
      list.append(item);
    });
    box.append(list);
    return box;
  }

  // Set the scoring aside to look at the final table; a button brings it back.
  lookAtTable() {
    $("result").close();
    $("btn-result").hidden = false;
  }

  breakdownTable(view, result) {
    const table = document.createElement("table");
    table.className = "breakdown";
    const head = table.createTHead().insertRow();
    head.append(document.createElement("td")); // the corner: no header of its own
    for (const side of result.sides) {
      const th = document.createElement("th");
      th.scope = "col";
      th.textContent = sideName(view, { seats: side.seats });
      head.append(th);
    }
    const body = table.createTBody();
    const rows = [
      ["row_melded", (s) => s.melded],
      ["row_hand", (s) => s.hand],
      ["row_burraco", (s) => s.burraco],
      ["row_closing", (s) => s.closing],
      ["row_pozzetto", (s) => s.pozzetto],
      ["row_total", (s) => s.total],
    ];
    for (const [key, pick] of rows) {
      const row = body.insertRow();
      if (key === "row_total") row.className = "total";
      const th = document.createElement("th");
      th.scope = "row";
      th.textContent = t(key);
      row.append(th);
      for (const side of result.sides) row.insertCell().textContent = signed(pick(side.score));
    }
    const match = body.insertRow();
    match.className = "match-total";
    const th = document.createElement("th");
    th.scope = "row";
    th.textContent = t("row_match");
    match.append(th);
    for (const side of result.sides) {
      match.insertCell().textContent = side.seats.map((seat) => view.scores[seat]).filter((x, i, all) => all.indexOf(x) === i).join(" / ");
    }
    return table;
  }

  async nextFromResult() {
    const dialog = $("result");
    if (this.view.match_phase === "finished") {
      dialog.close();
      this.onNewGame();
      return;
    }
    dialog.close();
    const result = await this.engine.call("apply", { action: { type: "next", seat: this.seat }, seat: this.seat, lang: lang() });
    this.hint("");
    await this.show(await this.dealtTo(result.view));
    await this.afterChange();
  }
}

// A card in the hand by what it is, not where it is: the second 7♥ stays
// the second one however the hand moves around it.
// Where `cards` lie in the hand's order, a copy of a card used once.
function indexesOf(order, cards) {
  const taken = new Set();
  for (const card of cards) {
    const index = order.findIndex((c, i) => c === card && !taken.has(i));
    if (index >= 0) taken.add(index);
  }
  return taken;
}

function occurrence(order, index) {
  if (!Number.isInteger(index) || index < 0 || index >= order.length) return null;
  const card = order[index];
  return { card, nth: order.slice(0, index).filter((c) => c === card).length };
}

function findOccurrence(order, { card, nth }) {
  let seen = 0;
  for (let i = 0; i < order.length; i++) {
    if (order[i] === card && seen++ === nth) return i;
  }
  return null;
}

// What just arrived, to highlight for a moment: melds that are new or grew
// (compared with the view before), and the cards new in the player's hand.
function freshThings(before, view, order) {
  const fresh = { melds: new Set(), hand: new Set() };
  if (!before || before.number !== view.number) return fresh;
  const sizes = new Map(before.sides.flatMap((side) => side.melds.map((m) => [m.id, m.cards.length])));
  for (const side of view.sides) {
    for (const meld of side.melds) if ((sizes.get(meld.id) ?? 0) < meld.cards.length) fresh.melds.add(meld.id);
  }
  const had = new Map();
  for (const card of before.hand) had.set(card, (had.get(card) || 0) + 1);
  order.forEach((card, index) => {
    if (had.get(card)) had.set(card, had.get(card) - 1);
    else fresh.hand.add(index);
  });
  return fresh;
}

function heading(text) {
  const node = document.createElement("h3");
  node.textContent = text;
  return node;
}

function paragraph(text, className) {
  const node = document.createElement("p");
  node.className = className;
  node.textContent = text;
  return node;
}

function signed(value) {
  return value > 0 ? `+${value}` : String(value);
}
