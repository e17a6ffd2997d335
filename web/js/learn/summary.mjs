// The rules on one page, per variant, from the engine's own tables (the
// summary op, written into learn/summary.json at build time): nothing here
// is typed in by hand, so it cannot drift from the rules the game plays.

import { el } from "./dom.mjs";
import { lt } from "./words.mjs";

function list(items) {
  const ul = el("ul");
  for (const item of items) ul.append(el("li", "", item));
  return ul;
}

function pointsTable(values) {
  const table = el("table", "values");
  const head = el("tr");
  head.append(el("th", "", lt("card_values")), el("th", "", lt("points_col")));
  const thead = el("thead");
  thead.append(head);
  const body = el("tbody");
  for (const { ranks, points } of values) {
    const row = el("tr");
    row.append(el("th", "", lt(`ranks_${ranks}`)), el("td", "", String(points)));
    body.append(row);
  }
  table.append(thead, body);
  return table;
}

function bonuses(burraci) {
  const table = el("table", "bonuses");
  const body = el("tbody");
  for (const { kind, bonus } of burraci) {
    const row = el("tr");
    row.append(el("th", "", lt(`bonus_${kind}`)), el("td", "", `+${bonus}`));
    body.append(row);
  }
  table.append(body);
  return table;
}

function variantColumn(name, rules) {
  const column = el("section", "summary-variant");
  column.setAttribute("aria-labelledby", `summary-${name}`);
  const title = el("h2", "", lt(`variant_${name}`));
  title.id = `summary-${name}`;
  const deck = rules.jokers ? lt("deck_value", rules) : lt("deck_value_none", rules);
  column.append(title, el("p", "", `${lt("deck")}: ${deck}. ${lt("hand_size", { n: rules.hand })}.`));
  column.append(pointsTable(rules.values));
  column.append(el("h3", "", lt("melds_title")));
  column.append(list([
    ...rules.melds.map((kind) => lt(`meld_${kind}`)),
    lt(rules.ace_both_ends ? "ace_both" : "ace_one"),
    lt("wilds"),
  ]));
  column.append(el("h3", "", lt("burraci_title")), bonuses(rules.burraci));
  column.append(el("h3", "", lt("close_title")), list(rules.close_needs.map((need) => lt(`need_${need}`))));
  column.append(el("h3", "", lt("scoring_title")), list([
    lt("score_cards"),
    lt("score_closing", { n: rules.closing_bonus }),
    lt("score_pozzetto", { n: rules.pozzetto_penalty }),
  ]));
  const stock = [lt("stock_end", { n: rules.stock_floor })];
  if (rules.pozzetti_refill_stock) stock.unshift(lt("stock_refill", { n: rules.stock_floor }));
  stock.push(lt("stalemate", { n: rules.stalemate_turns }));
  column.append(el("h3", "", lt("stock_title")), list(stock));
  return column;
}

export function renderSummary(root, summary) {
  const page = el("div", "summary");
  for (const name of ["classic", "reale"]) page.append(variantColumn(name, summary[name]));
  root.append(page);
}
