// Drawing cards. A card is always a <button> whose accessible name is the
// card's name ("5 of hearts"), so it can be reached and used by keyboard and
// screen readers wherever it lies: hand, melds or discard pile.

import { cardName } from "./i18n.mjs";

const SVG = "http://www.w3.org/2000/svg";
const RED = new Set(["H", "D"]);

function suitIcon(suit, className) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("class", className);
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  const use = document.createElementNS(SVG, "use");
  use.setAttribute("href", `#suit-${suit}`);
  svg.append(use);
  return svg;
}

export function rankOf(card) {
  return card === "JK" ? "JK" : card.slice(0, -1);
}

export function suitOf(card) {
  return card === "JK" ? "J" : card.slice(-1);
}

// A face-up card button. `label` overrides the accessible name when the card
// also says what clicking it does.
export function cardButton(card, { label, selected = false, wild = false, className = "" } = {}) {
  const button = document.createElement("button");
  button.type = "button";
  const suit = suitOf(card);
  button.className = `card ${RED.has(suit) || card === "JK" ? "red" : "black"} ${className}`.trim();
  if (card === "JK") button.classList.add("joker");
  if (wild) button.classList.add("wild");
  button.dataset.card = card;
  button.setAttribute("aria-label", label || cardName(card));
  if (selected) button.classList.add("selected");

  const corner = document.createElement("span");
  corner.className = "corner";
  const rank = document.createElement("span");
  rank.className = "rank";
  rank.textContent = card === "JK" ? "" : rankOf(card);
  corner.append(rank, suitIcon(suit, "pip"));
  const middle = suitIcon(suit, "middle");
  button.append(corner, middle);
  if (card === "JK") {
    const word = document.createElement("span");
    word.className = "joker-word";
    word.textContent = "JOKER";
    word.setAttribute("aria-hidden", "true");
    button.append(word);
  }
  return button;
}

// A face-down card (stock, opponents, pozzetti): only a picture.
export function cardBack(className = "") {
  const back = document.createElement("span");
  back.className = `card back ${className}`.trim();
  back.setAttribute("aria-hidden", "true");
  return back;
}
