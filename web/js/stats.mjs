// The player's statistics, kept on the device per variant, player count and
// level: matches and hands played and won, points per hand, burraco of each
// kind, closings, the best hand. Counted from the engine's own scoring of
// each finished smazzata, once each; reset and exported as JSON from the
// menu's Statistics dialog.

import { count, t } from "./i18n.mjs";
import { isObject, read, write } from "./storage.mjs";

const KEY = "burraco.statistics.v1";
const KINDS = ["pulito", "semipulito", "sporco", "nobile", "reale"];
const REMEMBERED = 200; // smazzate already counted, newest last

function emptyBucket() {
  return {
    matches: 0, matchesWon: 0, hands: 0, handsWon: 0, points: 0, closings: 0, best: null,
    burraco: Object.fromEntries(KINDS.map((kind) => [kind, 0])),
  };
}

// What is stored, or nothing counted yet when it is not statistics.
export function loadStats() {
  const stored = read(KEY);
  if (!isObject(stored) || !isObject(stored.buckets) || !Array.isArray(stored.counted)) {
    return { buckets: {}, counted: [] };
  }
  return stored;
}

// Count the smazzata that just ended (`view` after it, the match's `level`),
// unless it was counted already (a reopened game shows its result again).
export function countHand(view, level) {
  const result = view.results[view.results.length - 1];
  const mine = result?.sides.find((side) => side.seats.includes(view.seat));
  if (!mine) return;
  const { options } = view;
  const id = [options.seed, options.variant, view.players, level, result.number, result.seat_points.join(",")].join("|");
  const stats = loadStats();
  if (stats.counted.includes(id)) return;
  stats.counted = [...stats.counted, id].slice(-REMEMBERED);
  const key = `${options.variant}|${view.players}|${level}`;
  const bucket = { ...emptyBucket(), ...stats.buckets[key] };
  const total = mine.score.total;
  bucket.hands += 1;
  bucket.points += total;
  if (result.sides.every((side) => side === mine || total > side.score.total)) bucket.handsWon += 1;
  for (const kind of mine.score.burraci || []) bucket.burraco[kind] = (bucket.burraco[kind] || 0) + 1;
  if (result.end_reason === "closed" && mine.seats.includes(result.closed_by)) bucket.closings += 1;
  bucket.best = bucket.best === null ? total : Math.max(bucket.best, total);
  if (view.match_phase === "finished") {
    bucket.matches += 1;
    if (view.winners?.includes(view.seat)) bucket.matchesWon += 1;
  }
  stats.buckets[key] = bucket;
  write(KEY, stats);
}

export function resetStats() {
  write(KEY, { buckets: {}, counted: [] });
}

// The statistics as a file to keep: a data: link the browser downloads.
export function exportLink() {
  const { buckets } = loadStats();
  const data = Object.entries(buckets).map(([key, bucket]) => {
    const [variant, players, level] = key.split("|");
    return { variant, players: Number(players), level, ...bucket };
  });
  return `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(data, null, 1))}`;
}

function row(list, label, value) {
  const term = document.createElement("dt");
  term.textContent = label;
  const detail = document.createElement("dd");
  detail.textContent = value;
  list.append(term, detail);
}

// Draw every bucket into `box`, one section each.
export function renderStats(box) {
  const { buckets } = loadStats();
  box.replaceChildren();
  const keys = Object.keys(buckets).sort();
  if (!keys.length) {
    const none = document.createElement("p");
    none.textContent = t("stats_empty");
    box.append(none);
    return;
  }
  for (const key of keys) {
    const [variant, players, level] = key.split("|");
    const b = { ...emptyBucket(), ...buckets[key] };
    const section = document.createElement("section");
    section.className = "stats-bucket";
    const title = document.createElement("h3");
    title.textContent = t("stats_bucket", {
      variant: t(`variant_${variant}_short`), players: count("players_n", Number(players)), level: t(`level_${level}`),
    });
    const list = document.createElement("dl");
    row(list, t("stats_matches"), t("stats_won_of", { won: b.matchesWon, played: b.matches }));
    row(list, t("stats_hands"), t("stats_won_of", { won: b.hands ? b.handsWon : 0, played: b.hands }));
    row(list, t("stats_mean"), b.hands ? String(Math.round(b.points / b.hands)) : "–");
    const kinds = KINDS.filter((kind) => variant === "reale" || (kind !== "nobile" && kind !== "reale"));
    // the kinds by their Italian names, as the game calls them in both languages
    row(list, t("stats_burraco"), kinds.map((kind) => `${kind} ${b.burraco[kind] || 0}`).join(", "));
    row(list, t("stats_closings"), String(b.closings));
    row(list, t("stats_best"), b.best === null ? "–" : String(b.best));
    section.append(title, list);
    box.append(section);
  }
}
