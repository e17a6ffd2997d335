// Drawing cards. A card is always a <button> whose accessible name is the
// card's name ("5 of hearts"), so it can be reached and used by keyboard and
// screen readers wherever it lies: hand, melds or discard pile.

import { cardName } from "./i18n.mjs";

const SVG = "http://www.w3.org/2000/svg";
const RED = new Set(["H", "D"]);

// The suit and joker shapes, drawn once per document (or shadow root) and
// reused by every card through <use href="#suit-H">.
const SHAPES = {
  H: "M50 90 C20 65 5 48 5 30 C5 14 17 5 29 5 C39 5 46 11 50 19 C54 11 61 5 71 5 C83 5 95 14 95 30 C95 48 80 65 50 90Z",
  D: "M50 4 L86 50 L50 96 L14 50 Z",
  S: "M50 4 C65 26 94 40 94 62 C94 76 83 84 71 84 C63 84 57 80 54 75 C55 84 59 91 66 96 L34 96 C41 91 45 84 46 75 C43 80 37 84 29 84 C17 84 6 76 6 62 C6 40 35 26 50 4Z",
  C: "M50 5 C63 5 72 15 72 27 C72 34 69 39 65 43 C69 41 73 40 77 40 C89 40 97 50 97 61 C97 73 88 82 76 82 C67 82 60 77 56 70 C56 81 60 89 67 96 L33 96 C40 89 44 81 44 70 C40 77 33 82 24 82 C12 82 3 73 3 61 C3 50 11 40 23 40 C27 40 31 41 35 43 C31 39 28 34 28 27 C28 15 37 5 50 5Z",
  J: "M50 3 L62 36 L97 37 L69 58 L79 93 L50 72 L21 93 L31 58 L3 37 L38 36 Z",
};

export function installSuits(root = document.body) {
  if (root.querySelector("svg.defs")) return;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("class", "defs");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  for (const [suit, shape] of Object.entries(SHAPES)) {
    const symbol = document.createElementNS(SVG, "symbol");
    symbol.id = `suit-${suit}`;
    symbol.setAttribute("viewBox", "0 0 100 100");
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", shape);
    symbol.append(path);
    svg.append(symbol);
  }
  root.prepend(svg);
}

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
  drawFace(button, card, { label, wild, className });
  if (selected) button.classList.add("selected");
  return button;
}

// A face-up card that only shows (a meld in a lesson, a card to count): an
// image with the card's name, so it reads the same as in the game.
export function cardImage(card, { label, wild = false, className = "" } = {}) {
  const image = document.createElement("span");
  image.setAttribute("role", "img");
  drawFace(image, card, { label, wild, className });
  return image;
}

function drawFace(node, card, { label, wild, className }) {
  const suit = suitOf(card);
  node.className = `card ${RED.has(suit) || card === "JK" ? "red" : "black"} ${className}`.trim();
  if (card === "JK") node.classList.add("joker");
  if (wild) node.classList.add("wild");
  node.dataset.card = card;
  node.setAttribute("aria-label", label || cardName(card));

  const corner = document.createElement("span");
  corner.className = "corner";
  const rank = document.createElement("span");
  rank.className = "rank";
  rank.textContent = card === "JK" ? "" : rankOf(card);
  corner.append(rank, suitIcon(suit, "pip"));
  const middle = suitIcon(suit, "middle");
  node.append(corner, middle);
  if (card === "JK") {
    const word = document.createElement("span");
    word.className = "joker-word";
    word.textContent = "JOKER";
    word.setAttribute("aria-hidden", "true");
    node.append(word);
  }
}

// A face-down card (stock, opponents, pozzetti): only a picture.
export function cardBack(className = "") {
  const back = document.createElement("span");
  back.className = `card back ${className}`.trim();
  back.setAttribute("aria-hidden", "true");
  return back;
}
