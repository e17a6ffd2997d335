// Cards that move: a draw slides from the stock, a pick-up from the pile, a
// discard to the pile, a meld or an attachment from its player to the table;
// a card going into a computer player's hidden hand flies there as a back.
// Where a card came from is measured before the table is redrawn, where it
// lands after; the Web Animations API then plays the move on the compositor
// (transform and opacity only), so the page's main thread never waits on it.
// A test checks that no task of 50 ms or more runs while a card moves.
// None under prefers-reduced-motion, at the instant speed, or when skipping.

const $ = (id) => document.getElementById(id);
const TIMING = { duration: 320 /* ms */, easing: "cubic-bezier(.2, .7, .3, 1)" };

const still = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

function plaque(seat) {
  return document.querySelector(`#opponents .opponent[data-seat="${seat}"]`);
}

// Where the cards of `action` (by the seat of the table's player, `me`)
// start from, measured on the table as it is before the move.
export function startOf(action, me) {
  if (still()) return null;
  const { type, seat } = action;
  let from = null;
  if (type === "draw") from = $("stock");
  else if (type === "pickup") from = $("pile");
  else if (seat !== me) from = plaque(seat);
  else if (type === "discard") from = document.querySelector(`#hand .card[data-card="${action.card}"]`);
  else from = $("hand");
  return from ? from.getBoundingClientRect() : null;
}

// Where they land, on the redrawn table.
function endOf(action, me) {
  const { type, seat } = action;
  if (type === "discard") return document.querySelector("#pile .card.top");
  if (type === "meld" || type === "attach") return document.querySelector(".meld.fresh");
  if (seat !== me) return plaque(seat);
  return document.querySelector("#hand .card.fresh") || $("hand");
}

// The landing place is measured a frame later, once the browser has laid
// the redrawn table out in its own frame: measured at once, the layout of
// the whole table ran inside the task that starts the move. The card stays
// invisible for that one frame instead of showing at its landing place.
export function move(action, me, from) {
  if (!from) return;
  const to = endOf(action, me);
  if (!to) return;
  if (to.classList.contains("opponent")) {
    // A card going into a computer player's hidden hand: a card back flies
    // to his plaque, which stays put (slid itself, the plaque crossed the
    // melds with its name on it).
    requestAnimationFrame(() => requestAnimationFrame(() => fly(to, from)));
    return;
  }
  to.style.opacity = "0";
  requestAnimationFrame(() => requestAnimationFrame(() => slide(to, from)));
}

function fly(to, from) {
  if (!to.isConnected) return;
  const end = (to.querySelector(".backs") || to).getBoundingClientRect();
  const [dx, dy] = between(from, end);
  if (Math.hypot(dx, dy) < 4) return;
  const back = document.createElement("div");
  back.className = "card back flying";
  back.setAttribute("aria-hidden", "true");
  back.style.left = `${from.left}px`;
  back.style.top = `${from.top}px`;
  back.style.width = `${from.width}px`;
  back.style.height = `${from.height}px`;
  document.body.append(back);
  const shrink = Math.max(0.2, Math.min(1, end.height / from.height));
  back.animate(
    [{ transform: "none", opacity: 1 }, { transform: `translate(${dx}px, ${dy}px) scale(${shrink})`, opacity: 0.6 }],
    TIMING,
  ).finished.then(() => back.remove(), () => back.remove());
}

function slide(to, from) {
  to.style.opacity = "";
  if (!to.isConnected) return; // redrawn meanwhile (skipping ahead)
  const [dx, dy] = between(to.getBoundingClientRect(), from);
  if (Math.hypot(dx, dy) < 4) return;
  to.animate(
    [{ transform: `translate(${dx}px, ${dy}px) scale(.85)`, opacity: 0.6 }, { transform: "none", opacity: 1 }],
    TIMING,
  );
}

// From the centre of one box to the centre of another.
function between(a, b) {
  return [b.left + b.width / 2 - (a.left + a.width / 2), b.top + b.height / 2 - (a.top + a.height / 2)];
}
