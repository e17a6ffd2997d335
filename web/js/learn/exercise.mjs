// One exercise on the page: its prompt, its cards, the learner's answer and
// the engine's verdict. Nothing here knows a rule: the engine judges every
// answer (the judge op) and words every reason; this module draws the
// cards, collects the answer and shows what the engine said.

import { cardButton, cardImage } from "../cards.mjs";
import { cardList, cardName, lang } from "../i18n.mjs";
import { mountBoard } from "./board.mjs";
import { button, el } from "./dom.mjs";
import { lcount, local, lt } from "./words.mjs";

// A row of cards that only shows, e.g. a meld on the table, in its order.
export function cardRow(cards, { label, className = "card-row", wild = null } = {}) {
  const row = el("div", className);
  row.setAttribute("role", "group");
  if (label) row.setAttribute("aria-label", label);
  cards.forEach((card, index) => row.append(cardImage(card, { wild: index === wild })));
  return row;
}

// The learner's hand: card buttons that toggle, each saying whether it is
// selected. Copies of a card (two decks) are told apart by position.
export function handPicker(cards, { onChange = () => {}, label = lt("your_hand"), name = cardName, className = "card-row hand-row" } = {}) {
  const node = el("div", className);
  node.setAttribute("role", "group");
  node.setAttribute("aria-label", label);
  const chosen = new Set();
  const buttons = cards.map((card, index) => {
    const b = cardButton(card, { className: "pick", label: name(card) });
    b.setAttribute("aria-pressed", "false");
    b.addEventListener("click", () => {
      if (chosen.has(index)) chosen.delete(index);
      else chosen.add(index);
      b.classList.toggle("selected", chosen.has(index));
      b.setAttribute("aria-pressed", String(chosen.has(index)));
      onChange();
    });
    node.append(b);
    return b;
  });
  return {
    node,
    selected: () => [...chosen].sort((a, b) => a - b).map((index) => cards[index]),
    clear() {
      chosen.clear();
      for (const b of buttons) {
        b.classList.remove("selected");
        b.setAttribute("aria-pressed", "false");
      }
      onChange();
    },
  };
}

// Where the verdict appears: read out by screen readers as it changes.
export function feedbackBox(exercise) {
  const node = el("div", "feedback");
  node.setAttribute("role", "status");
  node.setAttribute("aria-live", "polite");
  const show = (state, title, lines, extra) => {
    node.replaceChildren();
    node.dataset.state = state;
    if (title) node.append(el("p", "verdict", title));
    for (const line of lines.filter(Boolean)) node.append(el("p", "reason", line));
    if (extra) node.append(extra);
  };
  return {
    node,
    busy: () => show("busy", "", [lt("thinking")]),
    clear: () => show("", "", []),
    right: (title, lines = [], extra = null) => show("right", title, lines, extra),
    wrong: (title, lines = [], extra = null) =>
      show("wrong", title, [...lines, lt("hint_is", { hint: local(exercise.hint) })], extra),
    note: (line) => show("note", "", [line]),
  };
}

// What the engine needs to judge: the exercise without its words.
function judged(exercise) {
  const fields = ["kind", "variant", "cards", "hand", "meld", "goal", "melds", "closed", "pozzetto", "total"];
  return Object.fromEntries(fields.filter((f) => f in exercise).map((f) => [f, exercise[f]]));
}

// ---- each kind of exercise --------------------------------------------------

function numberAnswer(body, exercise, ctx, feedback, { explain }) {
  const form = el("form", "answer-form");
  const label = el("label", "field");
  label.append(el("span", "", lt("your_answer")));
  const input = el("input", "number");
  input.type = "number";
  input.step = "1";
  input.inputMode = "numeric";
  input.required = true;
  label.append(input);
  form.append(label, el("button", "btn primary", lt("check")));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const answer = Number.parseInt(input.value, 10);
    if (!Number.isFinite(answer)) return;
    feedback.busy();
    const verdict = await ctx.ask("judge", { exercise: judged(exercise), answer, lang: lang() });
    if (!verdict) return;
    if (verdict.correct) {
      feedback.right(lt("right"), [], explain(verdict));
      ctx.onSolved(exercise.id);
    } else {
      const reveal = button(lt("show_answer"), () => feedback.right("", [], explain(verdict)));
      feedback.wrong(lt("wrong"), [verdict.reason], reveal);
    }
  });
  body.append(form);
}

function pointsExercise(body, exercise, ctx, feedback) {
  body.append(cardRow(exercise.cards, { label: cardList(exercise.cards) }));
  numberAnswer(body, exercise, ctx, feedback, {
    explain: (verdict) => {
      const list = el("ul", "points-list");
      exercise.cards.forEach((card, i) => {
        list.append(el("li", "", lt("points_each", { card: cardName(card), points: verdict.points[i] })));
      });
      list.append(el("li", "total", lcount("total_points", verdict.total)));
      return list;
    },
  });
}

function scoreExercise(body, exercise, ctx, feedback) {
  const table = el("div", "score-table");
  const melds = el("div", "score-melds");
  melds.setAttribute("role", "group");
  melds.setAttribute("aria-label", lt("your_melds"));
  for (const meld of exercise.melds) melds.append(cardRow(meld, { label: cardList(meld), className: "card-row in-target" }));
  const hand = exercise.hand.length
    ? cardRow(exercise.hand, { label: cardList(exercise.hand), className: "card-row in-target" })
    : el("span", "", lt("hand_empty"));
  const inHand = el("div", "score-hand");
  inHand.append(el("span", "caption", lt("in_hand")), hand);
  table.append(melds, inHand);
  table.append(el("p", "fact", `${lt(exercise.closed ? "closed" : "not_closed")} ${lt(exercise.pozzetto ? "took_pozzetto" : "no_pozzetto")}`));
  body.append(table);
  numberAnswer(body, exercise, ctx, feedback, { explain: (verdict) => breakdown(verdict.score) });
}

// A side's score part by part, as the engine counted it.
export function breakdown(score, language = lang()) {
  const list = el("dl", "score-parts");
  const parts = ["melded", "hand", "burraco", "closing", "pozzetto"];
  for (const part of parts) {
    if (part !== "melded" && part !== "hand" && !score[part]) continue;
    list.append(el("dt", "", lt(`part_${part}`, {}, language)), el("dd", "", signed(score[part])));
  }
  list.append(el("dt", "total", lt("part_total", {}, language)), el("dd", "total", signed(score.total)));
  return list;
}

function signed(n) {
  return n > 0 ? `+${n}` : String(n);
}

function splitExercise(body, exercise, ctx, feedback) {
  body.append(el("p", "fact big", lt("pair_total", { n: exercise.total })));
  numberAnswer(body, exercise, ctx, feedback, {
    explain: (verdict) => el("p", "total", lcount("total_points", verdict.share)),
  });
}

function meldResult(meld) {
  const box = el("div", "result");
  box.append(el("p", "caption", lt("result_meld")));
  box.append(cardRow(meld.cards, { label: cardList(meld.cards), className: "card-row in-target" }));
  if (meld.burraco) box.append(el("p", "burraco-tag", lt(`kind_${meld.burraco}`)));
  return box;
}

async function judgeCards(exercise, ctx, feedback, answer, { before = null } = {}) {
  feedback.busy();
  const verdict = await ctx.ask("judge", { exercise: judged(exercise), answer, lang: lang() });
  if (!verdict) return null;
  if (verdict.correct) {
    const shown = el("div", "results");
    if (before) {
      const was = el("div", "result");
      was.append(el("p", "caption", lt("before")), cardRow(before, { label: cardList(before), className: "card-row in-target" }));
      shown.append(was);
    }
    shown.append(meldResult(verdict.meld));
    feedback.right(lt("right"), [], shown);
    ctx.onSolved(exercise.id);
  } else {
    feedback.wrong(lt("wrong"), [verdict.reason], verdict.meld ? meldResult(verdict.meld) : null);
  }
  return verdict;
}

function meldExercise(body, exercise, ctx, feedback) {
  const hand = handPicker(exercise.hand);
  const meld = button(lt("meld"), () => judgeCards(exercise, ctx, feedback, hand.selected()), "btn primary");
  const actions = el("div", "actions");
  actions.append(meld, button(lt("reset"), () => { hand.clear(); feedback.clear(); }));
  body.append(el("p", "caption", lt("your_hand")), hand.node, actions);
}

function attachExercise(body, exercise, ctx, feedback) {
  const hand = handPicker(exercise.hand);
  const attach = () => judgeCards(exercise, ctx, feedback, hand.selected(), { before: exercise.meld });
  const target = el("button", "meld-target");
  target.type = "button";
  target.setAttribute("aria-label", lt("attach_to", { cards: cardList(exercise.meld) }));
  target.append(cardRow(exercise.meld, { className: "card-row in-target" }));
  target.addEventListener("click", attach);
  const actions = el("div", "actions");
  actions.append(button(lt("attach"), attach, "btn primary"), button(lt("reset"), () => { hand.clear(); feedback.clear(); }));
  body.append(el("p", "caption", lt("the_meld")), target, el("p", "caption", lt("your_hand")), hand.node, actions);
}

function kindExercise(body, exercise, ctx, feedback) {
  body.append(cardRow(exercise.meld, { label: cardList(exercise.meld) }));
  const variant = exercise.variant || "classic";
  // the kinds there are in this variant, from the engine's own summary
  const kinds = ["none", ...ctx.summary[variant].burraci.map((b) => b.kind)];
  const choices = el("div", "choices");
  choices.setAttribute("role", "group");
  choices.setAttribute("aria-label", local(exercise.prompt));
  for (const kind of kinds) {
    choices.append(button(lt(`kind_${kind}`), async () => {
      feedback.busy();
      const verdict = await ctx.ask("judge", { exercise: judged(exercise), answer: kind, lang: lang() });
      if (!verdict) return;
      if (verdict.correct) {
        feedback.right(lt("right"), [verdict.reason]);
        ctx.onSolved(exercise.id);
      } else {
        feedback.wrong(lt("wrong"), [verdict.reason]);
      }
    }));
  }
  body.append(choices);
}

const KINDS = {
  points: pointsExercise,
  score: scoreExercise,
  split: splitExercise,
  meld: meldExercise,
  attach: attachExercise,
  kind: kindExercise,
  play: mountBoard,
};

// Draw `exercise` into `root`. ctx: { ask(op, fields), summary, onSolved(id) }.
export function mountExercise(root, exercise, ctx) {
  root.replaceChildren();
  root.className = `exercise kind-${exercise.kind}`;
  root.dataset.example = exercise.id;
  const head = el("div", "exercise-head");
  head.append(el("p", "prompt", local(exercise.prompt)));
  if (exercise.variant === "reale") head.append(el("span", "tag", lt("reale_tag")));
  const body = el("div", "exercise-body");
  const feedback = feedbackBox(exercise);
  root.append(head, body, feedback.node);
  const safeCtx = {
    ...ctx,
    askRaw: ctx.ask,
    // a refused request shows the engine's reason, and answers null
    ask: (op, fields) => ctx.ask(op, fields).catch((error) => {
      feedback.wrong(lt("wrong"), [error.message]);
      return null;
    }),
  };
  KINDS[exercise.kind](body, exercise, safeCtx, feedback);
  return feedback;
}
