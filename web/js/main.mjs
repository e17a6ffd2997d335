// Booting the page: language, the engine worker with its loading screen, the
// start screen or a game straight from the URL, and the keyboard.

import { installSuits } from "./cards.mjs";
import { EngineError } from "./engine.mjs";
import { setSound, warmUp } from "./sound.mjs";
import { exportLink, renderStats, resetStats } from "./stats.mjs";
import { Review, replayFrom } from "./review.mjs";
import { Game } from "./game.mjs";
import { lang, setEngineWords, setLang, t, translatePage } from "./i18n.mjs";
import { loadRuleLinks } from "./rulelinks.mjs";
import { fillPeople, fillStartForm, pageURL, sameGame, settingsFromForm, settingsFromURL, shareLink } from "./options.mjs";
import * as early from "./start.mjs";
import {
  DEFAULT_SPEED, clearSave, hasEarlier, isEmbedded, keepAsEarlier, loadHand, loadPrefs, loadSave,
  resumeEarlier, savePrefs, setSaveAside,
} from "./storage.mjs";

const $ = (id) => document.getElementById(id);
const app = $("app");
const engine = early.engine; // already booting: start.mjs started it
let about = null;
let game = null;
let speed = DEFAULT_SPEED;

function showScreen(name) {
  app.dataset.screen = name;
  for (const screen of ["loading", "start", "table"]) $(screen).hidden = screen !== name;
}

const LANGS = ["it", "en"];

function browserLanguage() {
  const spoken = (navigator.language || "it").slice(0, 2).toLowerCase();
  return LANGS.includes(spoken) ? spoken : "it";
}

// The link's language, else the stored choice, else the browser's; a
// language the game does not speak falls back, and the player is told.
function chooseLanguage() {
  const asked = new URLSearchParams(location.search).get("lang");
  const known = LANGS.includes(asked);
  setLang(known ? asked : loadPrefs().lang || browserLanguage());
  translatePage();
  if (asked !== null && !known) notify(t("unknown_lang", { lang: asked.slice(0, 20) }));
}

function notify(message, action = null) {
  $("notice-text").textContent = message;
  const button = $("notice-action");
  button.hidden = !action;
  if (action) {
    button.textContent = action.label;
    button.onclick = action.run;
  }
  $("notice").hidden = false;
}

// Offline play: the service worker keeps the whole site. When a new build
// has been deployed, its worker waits; the player is told and chooses when
// to reload (the game in progress is saved, and resumes after the reload).
function keepOffline() {
  if (!("serviceWorker" in navigator)) return;
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloading) location.reload();
  });
  const offer = (waiting) => notify(t("update_ready"), {
    label: t("update_reload"),
    run: () => {
      reloading = true;
      waiting.postMessage("skip-waiting");
    },
  });
  navigator.serviceWorker.register("sw.js").then((registration) => {
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const installing = registration.installing;
      installing?.addEventListener("statechange", () => {
        if (installing.state === "installed" && navigator.serviceWorker.controller) offer(installing);
      });
    });
  }).catch(() => { /* no offline copy (e.g. a private window): play online */ });
}

// ---- loading -------------------------------------------------------------

function onProgress({ stage, fraction, detail }) {
  $("loading-stage").textContent = t(`loading_${stage}`);
  $("loading-bar").value = Math.round(fraction * 100);
  $("loading-detail").textContent = detail || "";
}

// The worker's boot steps, on this page's timeline (see DevTools' Performance
// panel; bench/load.py prints them).
function recordMarks(marks = {}) {
  for (const [name, epoch] of Object.entries(marks)) {
    performance.mark(`engine:${name}`, { startTime: epoch - performance.timeOrigin });
  }
}

let booted = false; // the first boot is start.mjs's
let review = null; // a hand being reviewed

async function bootEngine() {
  showScreen("loading");
  $("loading-error").hidden = true;
  $("loading-bar").hidden = false;
  const starting = booted ? engine.start() : early.ready; // a second boot is a Retry
  booted = true;
  early.followProgress(onProgress);
  try {
    const ready = await starting;
    recordMarks(ready.marks);
    about = ready.about;
    setEngineWords(await engine.call("strings"));
    performance.mark("engine-words");
    app.dataset.python = ready.python;
    app.dataset.boot = ready.boot;
    engine.snapshot.then((state) => { app.dataset.snapshot = state; });
  } catch (error) {
    $("loading-bar").hidden = true;
    $("loading-stage").textContent = "";
    $("loading-error-text").textContent = t("loading_failed", { error: error.message });
    $("loading-error").hidden = false;
    $("loading-retry").focus();
    return false;
  }
  return true;
}

// ---- starting a game ------------------------------------------------------

function showStart() {
  const form = $("start-form");
  const prefs = loadPrefs();
  fillStartForm(form, about, prefs);
  $("start-lang").value = lang();
  $("start-learn").href = `learn.html?lang=${lang()}`;
  const saved = loadSave();
  if (saved?.problem) notify(t(saved.problem));
  $("start-resume").hidden = !saved || Boolean(saved.problem);
  $("start-earlier").hidden = !hasEarlier();
  showScreen("start");
  form.querySelector("button[type=submit]").focus();
}

function showStartError(message) {
  showStart();
  $("start-resume").hidden = true;
  $("start-earlier").hidden = true;
  const note = document.createElement("p");
  note.className = "form-error";
  note.setAttribute("role", "alert");
  note.textContent = message;
  $("start-form").prepend(note);
}

// `savedState` (and `hand`, how the player held his cards) resume a game.
async function startGame(settings, savedState = null, hand = null) {
  if (!about.levels.includes(settings.level)) {
    showStartError(t("unknown_level", { level: settings.level, levels: about.levels.join(", ") }));
    return;
  }
  if (game) game.ui.busy = false;
  game = new Game(engine, { ...settings, speed }, {
    onNewGame: () => newGame(),
    // the address names the game from its first deal on: a reload reopens it
    onDealt: (dealt) => history.replaceState(null, "", pageURL(dealt.settings, lang())),
  });
  showScreen("table");
  try {
    if (savedState) await game.resume(savedState, hand);
    else await game.start();
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    game = null;
    if (savedState) {
      // A save the engine refuses (an older version's, or edited): keep it
      // aside for a bug report, say so, and let the player start afresh.
      setSaveAside();
      showStartError(t("save_refused", { error: error.message }));
    } else {
      showStartError(error.message); // bad options from a link
    }
    return;
  }
  updateMenuInfo();
}

function newGame() {
  history.replaceState(null, "", pageURL(null, lang()));
  showStart();
}

// Review a smazzata: `replay` is {options, log, start, number}; `game` is
// the game it comes from (back to its scoring after), or null (a shared link).
async function startReview(replay, fromGame) {
  $("result").close();
  showScreen("table");
  review = new Review(engine, replay, {
    onClose: () => {
      review = null;
      if (fromGame) {
        fromGame.redraw();
        fromGame.showResult();
      } else {
        newGame();
      }
    },
  });
  try {
    await review.open();
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    review = null;
    showStartError(t("review_broken", { error: error.message }));
  }
}

async function reviewThisHand() {
  const { state } = await engine.call("save");
  const number = game.view.results[game.view.results.length - 1]?.number ?? game.view.number;
  startReview({ options: state.options, log: state.log, start: state.start, number, level: game.settings.level }, game);
}

async function shareReview() {
  const link = await review.link();
  try {
    await navigator.clipboard.writeText(link);
    notify(t("review_copied", { link }));
  } catch {
    notify(t("review_link", { link })); // no clipboard here: the link to copy by hand
  }
}

function showStats() {
  renderStats($("stats-body"));
  $("stats-export").href = exportLink();
  $("stats-reset").textContent = t("stats_reset");
  if (!$("stats").open) $("stats").showModal();
}

function resumeSaved() {
  const saved = loadSave();
  if (saved?.state) startGame({ level: saved.level, options: null }, saved.state, loadHand());
  else showStart();
}

function updateMenuInfo() {
  if (!game?.settings.options) return;
  const { options } = game.settings;
  const variant = options.variant === "reale" ? "Burraco reale" : "Burraco";
  $("menu-game").textContent = t("game_info", {
    seed: options.seed, variant, players: options.players, link: shareLink(game.settings, lang()),
  });
}

// ---- wiring ----------------------------------------------------------------

function wire() {
  $("loading-retry").addEventListener("click", async () => {
    if (await bootEngine()) route();
  });
  $("start-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const form = event.target;
    form.querySelector(".form-error")?.remove();
    const settings = settingsFromForm(form);
    savePrefs({ variant: settings.options.variant, players: settings.options.players,
      length: form.elements.match_length.value, level: settings.level, people: settings.options.people });
    clearSave();
    startGame(settings);
  });
  $("start-players").addEventListener("change", () => {
    const form = $("start-form");
    const ticked = new FormData(form).getAll("people").map(Number);
    fillPeople($("start-people"), Number(new FormData(form).get("players")), ticked);
  });
  $("start-resume").addEventListener("click", resumeSaved);
  $("start-earlier").addEventListener("click", () => {
    resumeEarlier();
    resumeSaved();
  });
  for (const select of [$("start-lang"), $("menu-lang")]) {
    select.addEventListener("change", () => {
      setLang(select.value);
      savePrefs({ lang: select.value });
      translatePage();
      if (app.dataset.screen === "start") showStart();
      if (game) {
        game.retell();
        updateMenuInfo();
        if (app.dataset.screen === "table") history.replaceState(null, "", pageURL(game.settings, lang()));
      }
    });
  }

  $("btn-meld").addEventListener("click", () => game?.meld());
  $("btn-discard").addEventListener("click", () => game?.discard());
  $("btn-sort").addEventListener("click", () => game?.toggleSort());
  $("btn-hint").addEventListener("click", () => game?.showHint());
  $("btn-skip").addEventListener("click", () => game?.skip());
  $("btn-menu").addEventListener("click", () => {
    $("menu-lang").value = lang();
    $("menu-speed").value = String(speed);
    $("menu-sound").checked = loadPrefs().sound ?? true;
    updateMenuInfo();
    $("menu").showModal();
  });
  $("menu-close").addEventListener("click", () => $("menu").close());
  $("menu-sound").addEventListener("change", (event) => {
    setSound(event.target.checked);
    savePrefs({ sound: event.target.checked });
  });
  $("notice-close").addEventListener("click", () => { $("notice").hidden = true; });
  $("menu-speed").addEventListener("change", (event) => {
    speed = Number(event.target.value);
    savePrefs({ speed });
    if (game) game.settings.speed = speed;
  });
  $("menu-new").addEventListener("click", () => {
    $("menu").close();
    newGame();
  });
  $("btn-rules").addEventListener("click", () => {
    $("help-body").innerHTML = t("help_html"); // static text of this file, no user data
    const more = document.createElement("p");
    for (const [key, query] of [["learn_lessons", ""], ["learn_summary", "&summary"]]) {
      const a = document.createElement("a");
      a.href = `learn.html?lang=${lang()}${query}`;
      a.textContent = t(key);
      more.append(a, " ");
    }
    $("help-body").prepend(more);
    $("help").showModal();
  });
  $("help-close").addEventListener("click", () => $("help").close());
  $("menu-stats").addEventListener("click", () => {
    $("menu").close();
    showStats();
  });
  $("stats-close").addEventListener("click", () => $("stats").close());
  // Reset asks twice: a second press within a few seconds.
  let resetArmed = null;
  $("stats-reset").addEventListener("click", () => {
    if (resetArmed) {
      clearTimeout(resetArmed);
      resetArmed = null;
      resetStats();
      showStats();
      return;
    }
    $("stats-reset").textContent = t("stats_reset_again");
    resetArmed = setTimeout(() => {
      resetArmed = null;
      $("stats-reset").textContent = t("stats_reset");
    }, 4000);
  });
  $("btn-history").addEventListener("click", () => game?.showHistory());
  $("history-close").addEventListener("click", () => $("history").close());
  $("result-next").addEventListener("click", () => game?.nextFromResult());
  $("result-look").addEventListener("click", () => game?.lookAtTable());
  $("result-review").addEventListener("click", () => game && reviewThisHand());
  const steps = { "review-first": () => 0, "review-prev": (i) => i - 1, "review-next": (i) => i + 1 };
  for (const [id, to] of Object.entries(steps)) {
    $(id).addEventListener("click", () => review?.go(to(review.index)));
  }
  $("review-last").addEventListener("click", () => review?.go(review.frames.length - 1));
  $("review-share").addEventListener("click", () => review && shareReview());
  $("review-close").addEventListener("click", () => review?.close());
  $("btn-result").addEventListener("click", () => game?.showResult());
  $("result-new").addEventListener("click", () => {
    $("result").close();
    newGame();
  });
  $("result").addEventListener("cancel", (event) => event.preventDefault());
  document.addEventListener("keydown", onKey);
}

function onKey(event) {
  if (review && !document.querySelector("dialog[open]")) {
    if (event.key === "Escape") review.close();
    else review.key(event);
    return;
  }
  if (!game || app.dataset.screen !== "table" || document.querySelector("dialog[open]")) return;
  if (event.target.closest("select, input, textarea")) return;
  const key = event.key.toLowerCase();
  if (event.altKey && (key === "arrowleft" || key === "arrowright")) {
    const index = Number(document.activeElement?.dataset?.index);
    if (Number.isInteger(index)) {
      event.preventDefault();
      game.move(index, index + (key === "arrowleft" ? -1 : 1));
    }
    return;
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  // The letters come from the language's own words (the help lists them).
  const actions = {
    [t("key_draw")]: () => game.take("draw"),
    [t("key_pickup")]: () => game.take("pickup"),
    [t("key_meld")]: () => game.meld(),
    [t("key_discard")]: () => game.discard(),
    [t("key_sort")]: () => game.toggleSort(),
    [t("key_hint")]: () => game.showHint(),
    escape: () => game.clearSelection(),
  };
  if (actions[key]) {
    event.preventDefault();
    actions[key]();
  }
}

// A link names a game: the one in progress (a reload, or the link it was
// shared by) resumes as it was; another deal opens, and the game in progress
// moves aside, offered on the start screen.
async function route() {
  const replay = await replayFrom(location.hash);
  if (replay) {
    await startReview(replay, null);
    return;
  }
  const fromURL = settingsFromURL(location.search, about);
  if (!fromURL) {
    showStart();
    return;
  }
  const saved = loadSave();
  if (saved?.state && sameGame(saved.state, saved.level, fromURL)) {
    await startGame({ level: saved.level, options: null }, saved.state, loadHand());
    return;
  }
  if (saved?.state) keepAsEarlier();
  await startGame(fromURL);
}

async function main() {
  performance.mark("main");
  installSuits();
  // In an iframe the page fills its frame and never scrolls the host page.
  document.documentElement.classList.toggle("embedded", isEmbedded());
  chooseLanguage();
  speed = loadPrefs().speed ?? speed;
  setSound(loadPrefs().sound ?? true);
  warmUp(); // while Python boots in its worker, the page has time to spare
  wire();
  loadRuleLinks();
  const booted = await bootEngine();
  // Precache only once the first screen is up: the offline copy must not
  // compete with the first visit's own downloads, nor with its first deal.
  if (booted) await route();
  keepOffline();
}

main();
