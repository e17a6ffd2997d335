// Hand review and shared replays: a smazzata stepped through action by
// action with every hand face up (the engine's `review` op replays it), and
// a link that carries the game's options and its actions, deflated into the
// URL's fragment, so any copy of the site opens the same replay, offline too.
// The fragment never reaches a server.

import { lang, t } from "./i18n.mjs";
import { renderTable } from "./table.mjs";

const $ = (id) => document.getElementById(id);
const PREFIX = "#replay=";

async function squeeze(bytes, stream) {
  const piped = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

function toBase64url(bytes) {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64url(text) {
  const plain = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(plain, (c) => c.charCodeAt(0));
}

// The link's fragment for a replay: {options, log, start, number, level}.
export async function replayFragment(replay) {
  const json = new TextEncoder().encode(JSON.stringify({ v: 1, ...replay }));
  return PREFIX + toBase64url(await squeeze(json, new CompressionStream("deflate-raw")));
}

// The replay a URL's fragment carries, or null (none, or not one).
export async function replayFrom(hash) {
  if (!hash.startsWith(PREFIX)) return null;
  try {
    const bytes = await squeeze(fromBase64url(hash.slice(PREFIX.length)), new DecompressionStream("deflate-raw"));
    const replay = JSON.parse(new TextDecoder().decode(bytes));
    return replay?.v === 1 && Array.isArray(replay.log) ? replay : null;
  } catch {
    return null;
  }
}

const NOTHING = { draw() {}, pickup() {}, toggle() {}, attach() {}, discardIndex() {}, move() {} };

// The review on the table's screen: the bar's buttons and the arrow keys
// step through the frames the engine made. `onClose` leaves it.
export class Review {
  constructor(engine, replay, { onClose }) {
    this.engine = engine;
    this.replay = replay;
    this.onClose = onClose;
    this.frames = [];
    this.index = 0;
  }

  async open() {
    // with the level, the computer's moves say why they were chosen
    const { options, log, start, number, level } = this.replay;
    const answer = await this.engine.call("review", { options, log, start, number, level, seat: 0, lang: lang() });
    this.frames = answer.frames;
    this.number = answer.number;
    document.body.classList.add("reviewing");
    $("review-bar").hidden = false;
    this.go(0);
  }

  go(index) {
    this.index = Math.max(0, Math.min(this.frames.length - 1, index));
    const frame = this.frames[this.index];
    const ui = { order: frame.view.hand, selected: new Set(), sort: "manual", busy: true, fits: new Set() };
    renderTable(frame.view, ui, NOTHING);
    const told = frame.text || t("review_deal", { n: this.number });
    $("hint").textContent = frame.why ? `${told} ${frame.why}` : told;
    $("hint").className = "hint";
    $("review-step").textContent = t("review_step", { step: this.index, steps: this.frames.length - 1 });
  }

  key(event) {
    const moves = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity };
    if (!(event.key in moves)) return false;
    event.preventDefault();
    const step = moves[event.key];
    this.go(Number.isFinite(step) ? this.index + step : step < 0 ? 0 : this.frames.length - 1);
    return true;
  }

  async link() {
    const fragment = await replayFragment(this.replay);
    return `${location.origin}${location.pathname}${location.search}${fragment}`;
  }

  close() {
    document.body.classList.remove("reviewing");
    $("review-bar").hidden = true;
    this.onClose();
  }
}
