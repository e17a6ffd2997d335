// Sound effects, made in the page with the Web Audio API, so the site ships
// no audio files: a card drawn or picked up, a discard, a meld, a burraco, a
// closing. The menu's switch turns them off, and the choice is remembered.
// The browser lets a page make sound only once the player has touched it;
// until then (and where there is no audio at all) the effects are silent.

let context = null;
let enabled = true;

export function setSound(on) {
  enabled = Boolean(on);
}

// Making an AudioContext takes the main thread for up to 200 ms: done while
// the engine boots, when the page has nothing else to do, not in the first
// move's task (where it stalled the first card's slide). It starts
// suspended; the first effect, played on the player's own click, resumes it.
export function warmUp() {
  if (!enabled || context || typeof AudioContext === "undefined") return;
  const make = () => {
    try {
      context ??= new AudioContext();
    } catch {
      /* no Web Audio here: play on in silence */
    }
  };
  if ("requestIdleCallback" in window) requestIdleCallback(make, { timeout: 1000 });
  else setTimeout(make, 100);
}

function audio() {
  if (!enabled) return null;
  try {
    context ??= new AudioContext();
  } catch {
    return null; // no Web Audio here: play on in silence
  }
  if (context.state === "suspended") context.resume().catch(() => {});
  return context;
}

// One short tone, starting `at` seconds from now, fading in and out.
function tone(ctx, { freq, at = 0, length = 0.12, gain = 0.12, type = "sine" }) {
  const start = ctx.currentTime + at;
  const oscillator = ctx.createOscillator();
  const volume = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(freq, start);
  volume.gain.setValueAtTime(0.0001, start);
  volume.gain.exponentialRampToValueAtTime(gain, start + 0.01);
  volume.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(volume).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + length + 0.02);
}

// A card sliding on the felt: a short burst of noise through a band filter.
function rustle(ctx, { at = 0, length = 0.09, gain = 0.18, freq = 2600 }) {
  const start = ctx.currentTime + at;
  const buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * length), ctx.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let i = 0; i < samples.length; i++) samples[i] = (Math.random() * 2 - 1) * (1 - i / samples.length);
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const band = ctx.createBiquadFilter();
  band.type = "bandpass";
  band.frequency.value = freq;
  const volume = ctx.createGain();
  volume.gain.value = gain;
  source.connect(band).connect(volume).connect(ctx.destination);
  source.start(start);
}

const EFFECTS = {
  draw: (ctx) => rustle(ctx, {}),
  discard: (ctx) => {
    rustle(ctx, { freq: 1600, gain: 0.22 });
    tone(ctx, { freq: 170, length: 0.09, gain: 0.08, type: "triangle" });
  },
  meld: (ctx) => {
    tone(ctx, { freq: 523 });
    tone(ctx, { freq: 659, at: 0.09 });
  },
  burraco: (ctx) => {
    [523, 659, 784, 1047].forEach((freq, i) => tone(ctx, { freq, at: i * 0.09, length: 0.2 }));
  },
  close: (ctx) => {
    [392, 523, 659, 784, 1047].forEach((freq, i) => {
      tone(ctx, { freq, at: i * 0.11, length: i === 4 ? 0.6 : 0.16, gain: 0.14, type: "triangle" });
    });
  },
};

// The effect of an action ({type}) that changed `before` into `after` (two
// views): a meld that made a new burraco sounds as one.
export function soundOf(action, before, after) {
  if (action.type === "draw" || action.type === "pickup") return "draw";
  if (action.type === "discard") return "discard";
  if (action.type === "meld" || action.type === "attach") {
    return burracos(after) > burracos(before) ? "burraco" : "meld";
  }
  return null;
}

function burracos(view) {
  return (view?.sides || []).reduce((n, side) => n + side.melds.filter((meld) => meld.burraco).length, 0);
}

export function play(effect) {
  const ctx = effect && audio();
  if (ctx) EFFECTS[effect]?.(ctx);
}
