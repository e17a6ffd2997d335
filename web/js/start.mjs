// Starts the engine the moment the page's HTML arrives (an async module
// script with two small imports), while the rest of the page's modules still
// load: Python's download and boot are the long pole, nothing else is.
// main.mjs takes this engine over, with the progress so far.

import { Engine } from "./engine.mjs";

let progress = null;
let listener = null;

export const engine = new Engine({
  onProgress(update) {
    progress = update;
    listener?.(update);
  },
});

export const ready = engine.start();
ready.catch(() => { /* main.mjs shows it, with Retry */ });

// Progress from now on, starting with the latest.
export function followProgress(onProgress) {
  listener = onProgress;
  if (progress) onProgress(progress);
}
