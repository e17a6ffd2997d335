// The page's only door to the rules: a promise-based client of the worker.
// Every request is `{op, ...}` as documented in the README ("The game API");
// the answer is the `result`, or a thrown EngineError carrying the engine's
// reason code and its message in the chosen language.

export class EngineError extends Error {
  constructor(error) {
    super(error.message || error.code);
    this.code = error.code;
    this.params = error.params || {};
    this.kind = error.error;
  }
}

export class Engine {
  constructor({ onProgress }) {
    this.onProgress = onProgress;
    this.pending = new Map();
    this.nextId = 1;
    this.worker = null;
  }

  // Boot the worker; resolves with what the engine says about itself.
  start() {
    this.stop();
    return new Promise((resolve, reject) => {
      const worker = new Worker(new URL("./worker.mjs", import.meta.url), { type: "module" });
      this.worker = worker;
      worker.onmessage = (event) => {
        const data = event.data;
        if (data.type === "progress") this.onProgress(data);
        else if (data.type === "ready") resolve(data);
        else if (data.type === "fatal") reject(new Error(data.message));
        else this.settle(data);
      };
      worker.onerror = (event) => {
        event.preventDefault();
        reject(new Error(event.message || "The game engine could not start."));
      };
    });
  }

  stop() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    for (const { reject } of this.pending.values()) reject(new Error("engine stopped"));
    this.pending.clear();
  }

  settle({ id, response }) {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    const answer = JSON.parse(response);
    if (answer.ok) waiting.resolve(answer.result);
    else waiting.reject(new EngineError(answer.error));
  }

  call(op, fields = {}) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, request: JSON.stringify({ op, ...fields }) });
    });
  }
}
