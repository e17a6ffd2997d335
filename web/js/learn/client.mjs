// One engine for a page of lessons or examples: the game's own worker,
// started at once; every question waits for it, so cards and text can be
// drawn before Pyodide is ready and the verdict follows as soon as it is.

import { Engine } from "../engine.mjs";

// `compileHere`: see Engine (off on someone else's page, whose CSP may
// forbid compiling wasm).
export function startEngine({ onProgress = () => {}, compileHere = true } = {}) {
  const engine = new Engine({ onProgress, compileHere });
  const ready = engine.start();
  return {
    ready,
    async ask(op, fields = {}) {
      await ready;
      return engine.call(op, fields);
    },
  };
}
