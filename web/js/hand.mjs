// The order in which the player keeps his cards: sorted by suit, by rank, or
// arranged by hand. Pure presentation; the engine does not care about order.

const SUIT_ORDER = { S: 0, H: 1, C: 2, D: 3, J: 4 }; // alternate black and red
const RANK_ORDER = { A: 1, J: 11, Q: 12, K: 13, JK: 15 };

function rankValue(card) {
  if (card === "JK") return RANK_ORDER.JK;
  const rank = card.slice(0, -1);
  if (rank === "2") return 14; // pinelle sit with the jokers, ready to use as wilds
  return RANK_ORDER[rank] ?? Number(rank);
}

function suitValue(card) {
  return card === "JK" ? SUIT_ORDER.J : SUIT_ORDER[card.slice(-1)];
}

export function sortCards(cards, mode) {
  const byRank = (a, b) => rankValue(a) - rankValue(b) || suitValue(a) - suitValue(b);
  const bySuit = (a, b) => suitValue(a) - suitValue(b) || rankValue(a) - rankValue(b);
  return [...cards].sort(mode === "rank" ? byRank : bySuit);
}

// Keep the player's order for the cards he still holds, then add new ones:
// sorted in when the hand is sorted, at the end when arranged by hand.
export function reconcile(order, hand, mode) {
  const remaining = new Map();
  for (const card of hand) remaining.set(card, (remaining.get(card) || 0) + 1);
  const kept = [];
  for (const card of order) {
    const left = remaining.get(card) || 0;
    if (left > 0) {
      kept.push(card);
      remaining.set(card, left - 1);
    }
  }
  const added = [];
  for (const [card, count] of remaining) for (let i = 0; i < count; i++) added.push(card);
  if (mode === "manual") return [...kept, ...sortCards(added, "suit")];
  return sortCards([...kept, ...added], mode);
}
