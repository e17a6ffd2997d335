// Keeping the game across visits: one saved match in localStorage. Storage
// may be full or blocked (private windows, embedded frames): never fatal.

const KEY = "burraco.saved-game.v1";
const PREFS = "burraco.preferences.v1";

function read(key) {
  try {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* not available: play on without saving */
  }
}

export function saveGame(game) {
  write(KEY, game);
}

export function loadSave() {
  const saved = read(KEY);
  return saved && saved.state && saved.settings ? saved : null;
}

export function clearSave() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing to clear */
  }
}

export function loadPrefs() {
  return read(PREFS) || {};
}

export function savePrefs(prefs) {
  write(PREFS, { ...loadPrefs(), ...prefs });
}
