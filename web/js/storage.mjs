// Keeping the game across visits: one saved match in localStorage. Storage
// may be full or blocked (private windows, embedded frames): never fatal.
// What is read back is never trusted: a save the page cannot use is set
// aside (not deleted) and reported, and every preference is held to its range.

// Embedded (embed=1, or inside an iframe), the game keeps its own save slot
// per embedding, so the game in a tab and games in iframes, even two on one
// page, never overwrite each other's saved game. ?slot=NAME picks one.
export function isEmbedded() {
  return new URLSearchParams(location.search).get("embed") === "1" || window.top !== window.self;
}

function saveSlot() {
  const named = new URLSearchParams(location.search).get("slot");
  if (named) return `:slot:${named.slice(0, 40)}`;
  if (!isEmbedded()) return "";
  let index = 0;
  try {
    const frames = window.parent.frames;
    for (let i = 0; i < frames.length; i++) if (frames[i] === window) index = i;
  } catch {
    /* a parent we may not look at: the first slot */
  }
  return `:embed:${document.referrer}:${index}`;
}

const KEY = `burraco.saved-game.v1${saveSlot()}`;
// How the player holds his cards (order, sort, selection): written on every
// click, apart from the game, which is written after every move.
const HAND = `burraco.hand.v1${saveSlot()}`;
// The game a link's new deal displaced: still offered on the start screen.
const EARLIER = `burraco.earlier-game.v1${saveSlot()}`;
const EARLIER_HAND = `burraco.earlier-hand.v1${saveSlot()}`;
const SET_ASIDE = `burraco.unusable-save.v1${saveSlot()}`;
const PREFS = "burraco.preferences.v1";

// The computer's pace, in ms per action: the menu's choices.
export const SPEEDS = [0, 350, 800, 1400];
export const DEFAULT_SPEED = 800;
const LANGS = ["it", "en"];

export function read(key) {
  try {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function readText(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* not available: play on without saving */
  }
}

function remove(key) {
  try {
    localStorage.removeItem(key);
  } catch {
    /* nothing to remove */
  }
}

export function saveGame(game) {
  write(KEY, { level: game.level, state: game.state });
}

export const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

// The saved game: {level, state}, or {problem} when something is stored that
// the page cannot use (it is then set aside), or null when nothing is saved.
// Saves of earlier versions kept {settings: {level}, state}.
export function loadSave() {
  const text = readText(KEY);
  if (text === null) return null;
  let saved = null;
  try {
    saved = JSON.parse(text);
  } catch {
    /* not JSON: unusable */
  }
  const level = saved?.level ?? saved?.settings?.level;
  if (isObject(saved) && isObject(saved.state) && typeof level === "string") {
    return { level, state: saved.state };
  }
  setSaveAside(text);
  return { problem: "save_unreadable" };
}

// Keep an unusable save under another key, for a bug report, and free the slot.
export function setSaveAside(text = readText(KEY)) {
  if (text !== null) {
    try {
      localStorage.setItem(SET_ASIDE, text);
    } catch {
      /* no room: the save is dropped rather than block the game */
    }
  }
  remove(KEY);
}

export function clearSave() {
  remove(KEY);
  remove(HAND);
}

export function saveHand(hand) {
  write(HAND, hand);
}

// The stored hand: {order, sort, selected, seat}, or null when it is not one.
export function loadHand() {
  const hand = read(HAND);
  if (!isObject(hand) || !Array.isArray(hand.order) || !Array.isArray(hand.selected)) return null;
  if (!hand.order.every((card) => typeof card === "string")) return null;
  if (!["suit", "rank", "manual"].includes(hand.sort)) return null;
  const seat = Number.isInteger(hand.seat) ? hand.seat : 0; // saves from before pass-and-play
  return { order: hand.order, sort: hand.sort, selected: hand.selected.filter(Number.isInteger), seat };
}

// A link opens another deal than the saved game: that game moves aside, to
// be resumed from the start screen, and the link's deal takes the slot.
export function keepAsEarlier() {
  const game = readText(KEY);
  if (game === null) return;
  move({ [EARLIER]: game, [EARLIER_HAND]: readText(HAND) });
  clearSave();
}

export function hasEarlier() {
  return readText(EARLIER) !== null;
}

// Swap the earlier game back in: it becomes the saved game, and the one
// saved until now (if any) becomes the earlier one.
export function resumeEarlier() {
  const earlier = { [KEY]: readText(EARLIER), [HAND]: readText(EARLIER_HAND) };
  if (earlier[KEY] === null) return;
  const current = { [EARLIER]: readText(KEY), [EARLIER_HAND]: readText(HAND) };
  for (const key of [KEY, HAND, EARLIER, EARLIER_HAND]) remove(key);
  move({ ...current, ...earlier });
}

// Write each key's text (null: leave it out).
function move(texts) {
  for (const [key, text] of Object.entries(texts)) {
    if (text === null) continue;
    try {
      localStorage.setItem(key, text);
    } catch {
      /* no room: the game still opens, without what did not fit */
    }
  }
}

// Stored preferences, each held to what the page offers.
export function loadPrefs() {
  const stored = read(PREFS);
  const prefs = isObject(stored) ? stored : {};
  const clean = {};
  const speed = Number(prefs.speed);
  if (Number.isFinite(speed)) {
    // the nearest of the menu's choices: 2e9 must not freeze the computer's turn
    clean.speed = SPEEDS.reduce((best, s) => (Math.abs(s - speed) < Math.abs(best - speed) ? s : best));
  }
  if (LANGS.includes(prefs.lang)) clean.lang = prefs.lang;
  if (typeof prefs.sound === "boolean") clean.sound = prefs.sound;
  for (const name of ["variant", "length", "level"]) {
    if (typeof prefs[name] === "string" && prefs[name].length <= 40) clean[name] = prefs[name];
  }
  // which counts exist is the engine's to say (the about op): only the type is checked here
  if (Number.isInteger(prefs.players) && prefs.players > 0 && prefs.players < 10) clean.players = prefs.players;
  if (Array.isArray(prefs.people) && prefs.people.length < 10 && prefs.people.every(Number.isInteger)) {
    clean.people = prefs.people;
  }
  return clean;
}

export function savePrefs(prefs) {
  write(PREFS, { ...loadPrefs(), ...prefs });
}
