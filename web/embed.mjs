// <burraco-example>: a rule example any page of this site can show, judged
// by the game's own engine. Load this module once, then write elements:
//
//   <script type="module" src="/burraco/embed.mjs"></script>
//   <burraco-example cards="5H 3H JK" lang="en"></burraco-example>
//   <burraco-example meld="3H 2H 5H" attach="2C" lang="it"></burraco-example>
//   <burraco-example hand="7D 8D 9D 9S 9C JK QH" task="meld"></burraco-example>
//   <burraco-example score melds="3S 4S 5S 6S 7S 8S 9S; KD KH KS" hand="QC" pozzetto></burraco-example>
//
// Attributes: `cards` (is this a valid new meld?), `meld` + `attach` (can
// these be attached?), `hand` + `task="meld"` (try melds from a hand),
// `score` with `melds` (separated by ";"), `hand`, and the flags `closed`
// and `pozzetto`; `variant` (classic or reale) and `lang` (it or en).
//
// The cards are drawn at once; the verdict follows when the engine is
// ready. Every element on a page shares one engine (one worker). The module
// adds nothing to the page but the tag; its styles live in a shadow root.

import { cardImage, installSuits } from "./js/cards.mjs";
import { startEngine } from "./js/learn/client.mjs";
import { breakdown, handPicker } from "./js/learn/exercise.mjs";
import { lt } from "./js/learn/words.mjs";

const STYLESHEET = new URL("embed.css", import.meta.url).href;
const LANGS = ["it", "en"];
let engine = null; // one worker for every element of the page
let words = null; // the engine's card names (learn/words.json), read once

function sharedEngine() {
  engine ??= startEngine({ compileHere: false }); // the host's CSP may forbid wasm
  return engine;
}

function cardWords() {
  words ??= fetch(new URL("learn/words.json", import.meta.url)).then((response) => {
    if (!response.ok) throw new Error(`learn/words.json: HTTP ${response.status}`);
    return response.json();
  });
  return words;
}

function node(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

function cardsOf(text) {
  return (text || "").trim().split(/[\s,]+/).filter(Boolean).map((card) => card.toUpperCase());
}

class BurracoExample extends HTMLElement {
  static observedAttributes = ["cards", "meld", "attach", "hand", "task", "score", "melds", "closed", "pozzetto", "variant", "lang"];

  #renders = 0;

  connectedCallback() {
    this.#render();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#render();
  }

  #language() {
    const asked = (this.getAttribute("lang") || document.documentElement.lang || "en").slice(0, 2).toLowerCase();
    return LANGS.includes(asked) ? asked : "en";
  }

  async #render() {
    const token = ++this.#renders;
    const root = this.shadowRoot ?? this.attachShadow({ mode: "open" });
    const language = this.#language();
    const say = (key, params = {}) => lt(key, params, language);
    const frame = node("figure", "example");
    frame.lang = language;
    const style = node("link");
    style.rel = "stylesheet";
    style.href = STYLESHEET;
    root.replaceChildren(style, frame);
    installSuits(root);
    const verdict = node("div", "verdict");
    verdict.setAttribute("role", "status");
    verdict.setAttribute("aria-live", "polite");

    let names = {};
    try {
      names = (await cardWords()).cards[language];
    } catch {
      /* no names file: cards keep their short names */
    }
    if (token !== this.#renders) return; // attributes changed meanwhile
    const name = (card) => names[card] ?? card;
    const row = (cards, label, className = "row") => {
      const group = node("div", className);
      group.setAttribute("role", "group");
      group.setAttribute("aria-label", say(label, { cards: cards.map(name).join(", ") }));
      for (const card of cards) {
        if (card in names || !Object.keys(names).length) group.append(cardImage(card, { label: name(card) }));
        else group.append(node("span", "card unknown", card.slice(0, 4))); // the engine says why
      }
      return group;
    };
    const variant = this.getAttribute("variant") === "reale" ? "reale" : "classic";
    const ask = (op, fields) => sharedEngine().ask(op, { ...fields, variant, lang: language });

    // What the engine says of a meld: valid or not, why, and the table order.
    const showMeld = (check, attaching) => {
      verdict.replaceChildren();
      verdict.dataset.state = check.valid ? "valid" : "invalid";
      if (!check.valid) {
        verdict.append(node("p", "title", say(attaching ? "ex_not_attach" : "ex_not_meld")));
        verdict.append(node("p", "reason", check.reason));
        return;
      }
      const kind = say(`ex_kind_${check.kind}`);
      verdict.append(node("p", "title", say(attaching ? "ex_valid_attach" : "ex_valid_meld", { kind })));
      if (check.burraco) verdict.append(node("p", "reason", say("ex_burraco", { kind: say(`kind_${check.burraco}`) })));
      verdict.append(node("p", "caption", say("ex_table_order")), row(check.cards, "ex_table_meld", "row result"));
    };
    const fail = (error) => {
      verdict.replaceChildren(node("p", "title", say("ex_bad", { reason: error.message })));
      verdict.dataset.state = "invalid";
    };

    const hand = cardsOf(this.getAttribute("hand"));
    verdict.append(node("p", "reason waiting", say("engine_loading")));
    try {
      if (this.hasAttribute("score")) {
        const melds = (this.getAttribute("melds") || "").split(";").map(cardsOf).filter((m) => m.length);
        const table = node("div", "melds");
        for (const meld of melds) table.append(row(meld, "ex_side_meld", "row meld"));
        frame.append(node("p", "caption", say("ex_score_title")), table);
        if (hand.length) frame.append(node("p", "caption", say("in_hand")), row(hand, "ex_hand_label"));
        const facts = [say(this.hasAttribute("closed") ? "closed" : "not_closed"), say(this.hasAttribute("pozzetto") ? "took_pozzetto" : "no_pozzetto")];
        frame.append(node("p", "fact", facts.join(" ")), verdict);
        const score = await ask("score_side", { melds, hand, closed: this.hasAttribute("closed"), took_pozzetto: this.hasAttribute("pozzetto") });
        if (token === this.#renders) verdict.replaceChildren(breakdown(score, language));
      } else if (hand.length && this.getAttribute("task") === "meld") {
        const picker = handPicker(hand, {
          label: say("ex_hand_label", { cards: hand.map(name).join(", ") }),
          name,
          className: "row hand",
        });
        const meld = node("button", "btn", say("meld"));
        meld.type = "button";
        meld.addEventListener("click", async () => {
          const cards = picker.selected();
          try {
            showMeld(await ask("check_meld", { cards }), false);
          } catch (error) {
            fail(error);
          }
        });
        verdict.replaceChildren(node("p", "reason", say("ex_try")));
        frame.append(picker.node, meld, verdict);
      } else if (this.hasAttribute("meld")) {
        const meld = cardsOf(this.getAttribute("meld"));
        const added = cardsOf(this.getAttribute("attach"));
        const line = node("div", "line");
        line.append(row(meld, "ex_table_meld", "row meld"), node("span", "plus", say("ex_plus")), row(added, "ex_attach_label"));
        frame.append(line, verdict);
        const check = await ask("check_attach", { meld, cards: added });
        if (token === this.#renders) showMeld(check, true);
      } else if (this.hasAttribute("cards")) {
        const cards = cardsOf(this.getAttribute("cards"));
        frame.append(row(cards, "ex_meld_label"), verdict);
        const check = await ask("check_meld", { cards });
        if (token === this.#renders) showMeld(check, false);
      } else {
        frame.append(verdict);
        fail(new Error(say("ex_no_cards")));
      }
    } catch (error) {
      if (token === this.#renders) fail(error); // bad cards: the engine's own words
    }
  }
}

if (!customElements.get("burraco-example")) customElements.define("burraco-example", BurracoExample);
