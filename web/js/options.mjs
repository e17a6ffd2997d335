// Game options from the start screen or from the URL, one format for both:
//   index.html?variant=classic&players=2&seed=42&lang=en&target=1005&level=facile
//   index.html?smazzate=3   (a fixed number of smazzate instead of a target)
//   index.html?players=4&people=0,2   (pass-and-play: seats 0 and 2 are people)
// The engine validates them; a bad value comes back as its error message.

import { count, seatWord, t } from "./i18n.mjs";
import { placeKey } from "./table.mjs";

const GAME_PARAMS = ["variant", "players", "seed", "target", "smazzate", "level", "people"];

export function randomSeed() {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return String(buffer[0] % 1000000);
}

// Settings from URL parameters, or null when the URL names no game option.
export function settingsFromURL(search, about) {
  const params = new URLSearchParams(search);
  if (!GAME_PARAMS.some((name) => params.has(name))) return null;
  const options = { variant: params.get("variant") || "classic", players: intOr(params.get("players"), 2) };
  if (params.has("smazzate")) {
    options.smazzate = intOr(params.get("smazzate"), params.get("smazzate"));
    options.target = null;
  } else {
    options.target = intOr(params.get("target"), about.default_target);
  }
  // A seed is text to the engine: keep it exactly as written (no Number(),
  // which rounds 12345678901234567890 and turns 1e100 into 1e+100).
  options.seed = params.has("seed") ? params.get("seed") : randomSeed();
  // seat numbers, kept as written when they are not numbers: the engine says why
  if (params.has("people")) options.people = params.get("people").split(",").map((s) => intOr(s, s));
  return { options, level: params.get("level") || about.levels[0] };
}

function intOr(text, fallback) {
  return text !== null && /^-?\d+$/.test(text) ? Number(text) : fallback;
}

function gameParams(settings, lang) {
  const params = new URLSearchParams();
  const { options } = settings;
  params.set("variant", options.variant);
  params.set("players", String(options.players));
  if (options.smazzate) params.set("smazzate", String(options.smazzate));
  else params.set("target", String(options.target));
  params.set("seed", String(options.seed));
  if (peopleOf(options).join() !== "0") params.set("people", peopleOf(options).join(","));
  params.set("level", settings.level);
  params.set("lang", lang);
  return params;
}

export function shareLink(settings, lang) {
  return `${location.origin}${location.pathname}?${gameParams(settings, lang)}`;
}

// This page's address for the game in progress (`settings`), or for the
// start screen (null): the game's parameters, and the page's others (embed,
// slot) as they were. A reload then opens the same game.
export function pageURL(settings, lang) {
  const params = new URLSearchParams(location.search);
  for (const name of [...GAME_PARAMS, "lang"]) params.delete(name);
  const own = settings ? gameParams(settings, lang) : new URLSearchParams({ lang });
  for (const [name, value] of own) params.set(name, value);
  return `${location.pathname}?${params}`;
}

// Whether a saved game (its engine state and level) is the one `settings`
// (from a link) name: the same deal, options and level.
export function sameGame(state, level, settings) {
  const saved = state?.options;
  const wanted = settings.options;
  if (!saved || level !== settings.level) return false;
  const length = wanted.smazzate ? saved.smazzate === wanted.smazzate : saved.target === wanted.target && !saved.smazzate;
  return saved.variant === wanted.variant && saved.players === wanted.players && String(saved.seed) === String(wanted.seed)
    && length && peopleOf(saved).join() === peopleOf(wanted).join();
}

// The seats people play at this device (the others are the computer's).
export function peopleOf(options) {
  return options?.people ?? [0];
}


// One radio button of the start screen.
function choice(name, value, text, checked) {
  const label = document.createElement("label");
  const input = document.createElement("input");
  Object.assign(input, { type: "radio", name, value: String(value), checked });
  label.append(input, " ", text);
  return label;
}

function fillChoices(fieldset, name, values, labelOf, wanted) {
  const legend = fieldset.querySelector("legend");
  const current = values.includes(wanted) ? wanted : values[0];
  fieldset.replaceChildren(legend, ...values.map((value) => choice(name, value, labelOf(value), value === current)));
}

// Fill the start screen's choices from what the engine offers.
// One box per seat after the first: ticked, a person plays it.
export function fillPeople(fieldset, players, wanted) {
  const legend = fieldset.querySelector("legend");
  const you = document.createElement("p");
  you.className = "people-you";
  you.textContent = t("people_you");
  const boxes = [];
  for (let seat = 1; seat < players; seat += 1) {
    const label = document.createElement("label");
    const input = Object.assign(document.createElement("input"), {
      type: "checkbox", name: "people", value: String(seat), checked: wanted.includes(seat),
    });
    // named as player 1, at the bottom, sees the seat
    label.append(input, " ", t("people_seat", { n: seat + 1, place: seatWord(placeKey(players, seat)) }));
    boxes.push(label);
  }
  const note = document.createElement("p");
  note.className = "people-note";
  note.textContent = t("people_note");
  fieldset.replaceChildren(legend, you, ...boxes, note);
}

export function fillStartForm(form, about, prefs) {
  fillChoices(form.querySelector("#start-variants"), "variant", about.variants,
    (name) => t(`variant_${name}`), prefs.variant);
  fillChoices(form.querySelector("#start-players"), "players", about.players,
    (n) => (t(`players_${n}`) === `players_${n}` ? String(n) : t(`players_${n}`)), prefs.players);
  const length = form.elements.match_length;
  length.replaceChildren();
  for (const target of about.targets) {
    length.append(new Option(count("points", target), `target:${target}`));
  }
  for (const n of [1, 3, 5]) length.append(new Option(count("smazzate_n", n), `smazzate:${n}`));
  length.value = prefs.length || `target:${about.default_target}`;
  const players = Number(new FormData(form).get("players"));
  fillPeople(form.querySelector("#start-people"), players, prefs.people ?? [0]);
  const level = form.elements.level;
  level.replaceChildren(...about.levels.map((name) => new Option(t(`level_${name}`), name)));
  if (prefs.level && about.levels.includes(prefs.level)) level.value = prefs.level;
}

export function settingsFromForm(form) {
  const data = new FormData(form);
  const [kind, amount] = String(data.get("match_length")).split(":");
  const options = { variant: data.get("variant"), players: Number(data.get("players")), seed: randomSeed() };
  options.people = [0, ...data.getAll("people").map(Number).filter((seat) => seat < options.players)];
  if (kind === "smazzate") {
    options.smazzate = Number(amount);
    options.target = null;
  } else {
    options.target = Number(amount);
  }
  return { options, level: String(data.get("level")) };
}
