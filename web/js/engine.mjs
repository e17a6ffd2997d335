// The page's only door to the rules: a promise-based client of the worker.
// Every request is `{op, ...}` as documented in the README ("The game API");
// the answer is the `result`, or a thrown EngineError carrying the engine's
// reason code and its message in the chosen language.

import { countBytes, fetchOK } from "./download.mjs";

const RUNTIME = new URL("../pyodide/pyodide.asm.wasm", import.meta.url);

// Whether the device keeps an engine snapshot (worker.mjs), as the worker
// last said: it then reads that one, and leaves the site's alone.
const DEVICE_SNAPSHOT = "burraco.device-snapshot";

function deviceKeepsSnapshot() {
  try {
    return localStorage.getItem(DEVICE_SNAPSHOT) === "kept";
  } catch {
    return false; // storage blocked (a sandboxed frame): the site's snapshot, then
  }
}

function noteDeviceSnapshot(kept) {
  try {
    if (kept) localStorage.setItem(DEVICE_SNAPSHOT, "kept");
    else localStorage.removeItem(DEVICE_SNAPSHOT);
  } catch {
    /* the worker finds out the slow way */
  }
}

export class EngineError extends Error {
  constructor(error) {
    super(error.message || error.code);
    this.code = error.code;
    this.params = error.params || {};
    this.kind = error.error;
  }
}

export class Engine {
  // `compileHere`: the page compiles Python's WebAssembly runtime and hands
  // the module to the worker. Chrome keeps the compiled code of a page's
  // wasm for the next visit, not a worker's (measured: a repeat boot took
  // 1.7 times as long in the worker). Off where the host page's CSP may
  // forbid compiling wasm (embed.mjs): then the worker compiles.
  constructor({ onProgress, compileHere = true }) {
    this.onProgress = onProgress;
    this.compileHere = compileHere;
    this.pending = new Map();
    this.nextId = 1;
    this.worker = null;
  }

  // Boot the worker; resolves with what the engine says about itself.
  start() {
    this.stop();
    this.download = { sizes: null, bytes: { wasm: 0, stdlib: 0, snapshot: 0 }, over: false };
    // How keeping the device's memory snapshot went: "stored" or "failed"
    // (a boot from the device's own snapshot keeps none, and this never
    // settles).
    this.snapshot = new Promise((resolve) => { this.snapshotKept = resolve; });
    return new Promise((resolve, reject) => {
      const worker = new Worker(new URL("./worker.mjs", import.meta.url), { type: "module" });
      this.worker = worker;
      worker.postMessage({ type: "start", wasm: this.compileHere ? "page" : "worker", deviceSnapshot: deviceKeepsSnapshot() });
      if (this.compileHere) this.compileRuntime(worker);
      worker.onmessage = (event) => {
        const data = event.data;
        if (data.type === "progress") {
          this.download.over ||= data.stage !== "build";
          this.onProgress(data);
        } else if (data.type === "sizes") {
          this.download.sizes = data.sizes;
          this.showDownload();
        } else if (data.type === "download") this.counted(data.which, data.bytes);
        else if (data.type === "snapshot") {
          noteDeviceSnapshot(data.state === "stored");
          if (data.state !== "dropped") this.snapshotKept(data.state);
        }
        else if (data.type === "ready") resolve(data);
        else if (data.type === "fatal") {
          this.stop(); // a failed boot does nothing more
          reject(new Error(data.message));
        }
        else this.settle(data);
      };
      worker.onerror = (event) => {
        event.preventDefault();
        reject(new Error(event.message || "The game engine could not start."));
      };
    });
  }

  compileRuntime(worker) {
    fetchOK(RUNTIME).then(
      (response) => WebAssembly.compileStreaming(countBytes(response, (bytes) => this.counted("wasm", bytes)))
        .then((module) => {
          performance.mark("runtime-compiled");
          worker.postMessage({ type: "wasm", module });
        })
        .catch(() => worker.postMessage({ type: "wasm", module: null })), // the worker tries
      (error) => worker.postMessage({ type: "wasm", error: error.message }),
    );
  }

  counted(which, bytes) {
    this.download.bytes[which] = bytes;
    this.showDownload();
  }

  // The downloads run at once; the bar follows their bytes together. The
  // worker names the ones this boot waits for (`sizes`): the runtime, the
  // standard library and, unless the device keeps its own, the engine
  // snapshot that comes with the site.
  showDownload() {
    const { sizes, bytes, over } = this.download;
    if (!sizes || over) return;
    const waited = Object.keys(sizes);
    const done = waited.reduce((sum, which) => sum + Math.min(bytes[which] || 0, sizes[which]), 0);
    const total = waited.reduce((sum, which) => sum + sizes[which], 0);
    const detail = `${(done / 1e6).toFixed(1)} / ${(total / 1e6).toFixed(1)} MB`;
    if (done >= total) {
      this.onProgress({ stage: "python", fraction: 0.8, detail }); // all here: Python starts
      return;
    }
    const stage = ["wasm", "snapshot", "stdlib"].find((which) => which in sizes && (bytes[which] || 0) < sizes[which]);
    this.onProgress({ stage: stage === "wasm" ? "runtime" : stage, fraction: 0.02 + 0.78 * (done / total), detail });
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
