// The Python side of the page: a module Web Worker that boots Pyodide,
// installs the burraco_core wheel with micropip and answers JSON requests.
// Only strings cross the worker and the Python boundary, so no PyProxy leaks.

import { loadPyodide } from "../pyodide/pyodide.mjs";
import { dropSnapshot, readSnapshot, snapshotKey } from "./snapshot.mjs";

const base = new URL("../", import.meta.url);
const indexURL = new URL("pyodide/", base).href;

let handle = null; // burraco_core.api.handle, once ready

function post(message) {
  self.postMessage(message);
}

function progress(stage, fraction, detail = "") {
  post({ type: "progress", stage, fraction, detail });
}

// Download a file while reporting bytes, so the page can show real progress.
async function download(url, stage, expectedSize, from, to) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const total = Number(response.headers.get("Content-Length")) || expectedSize || 0;
  const reader = response.body.getReader();
  const chunks = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    const share = total ? Math.min(1, loaded / total) : 0;
    progress(stage, from + (to - from) * share, `${(loaded / 1e6).toFixed(1)} / ${(total / 1e6).toFixed(1)} MB`);
  }
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

// Pyodide fetches the runtime and the standard library itself; hand it the
// bytes already downloaded (with progress) instead of fetching them twice.
function serveFromMemory(files) {
  const realFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input, init) => {
    const url = new URL(typeof input === "string" ? input : input.url, base).href;
    const hit = files.get(url);
    if (hit) {
      files.delete(url);
      return Promise.resolve(new Response(hit.bytes, { headers: { "Content-Type": hit.type } }));
    }
    return realFetch(input, init);
  };
}

function announce(pyodide, boot) {
  const about = JSON.parse(handle(JSON.stringify({ op: "about" })));
  progress("ready", 1);
  const python = pyodide.runPython("import sys; sys.version.split()[0]");
  post({ type: "ready", about: about.result, python, boot });
}

// A later visit restores the interpreter from this build's snapshot, with
// the engine already imported; Pyodide fetches its wasm itself here, so the
// browser reuses the code it compiled last time. A snapshot that does not
// load, or holds another engine, is dropped: the normal boot follows.
async function bootFromSnapshot(info) {
  const key = snapshotKey(info, base);
  const snapshot = await readSnapshot(key);
  if (!snapshot) return false;
  try {
    progress("python", 0.5);
    const pyodide = await loadPyodide({ indexURL, _loadSnapshot: snapshot });
    const api = pyodide.pyimport("burraco_core.api");
    const about = JSON.parse(api.handle(JSON.stringify({ op: "about" })));
    if (!about.ok || about.result.version !== info.version) throw new Error("a snapshot of another engine");
    handle = api.handle;
    announce(pyodide, "snapshot");
    return true;
  } catch {
    await dropSnapshot(key);
    return false;
  }
}

async function boot() {
  progress("build", 0.01);
  const info = await (await fetch(new URL("build.json", base))).json();
  if (await bootFromSnapshot(info)) return;
  const wasmURL = new URL("pyodide.asm.wasm", indexURL).href;
  const stdlibURL = new URL("python_stdlib.zip", indexURL).href;
  const wasm = await download(wasmURL, "runtime", info.sizes["pyodide.asm.wasm"], 0.02, 0.62);
  const stdlib = await download(stdlibURL, "stdlib", info.sizes["python_stdlib.zip"], 0.62, 0.8);
  serveFromMemory(new Map([
    [wasmURL, { bytes: wasm, type: "application/wasm" }],
    [stdlibURL, { bytes: stdlib, type: "application/zip" }],
  ]));

  progress("python", 0.82);
  const pyodide = await loadPyodide({ indexURL, stdLibURL: stdlibURL });

  progress("micropip", 0.9);
  const errors = [];
  await pyodide.loadPackage("micropip", { messageCallback: () => {}, errorCallback: (m) => errors.push(m) });
  // loadPackage does not reject when a package fails: check what it loaded.
  if (!("micropip" in pyodide.loadedPackages)) {
    throw new Error(`micropip did not load. ${errors.join(" ")}`);
  }

  progress("engine", 0.95);
  const micropip = pyodide.pyimport("micropip");
  try {
    await micropip.install(new URL(info.wheel, base).href);
  } finally {
    micropip.destroy();
  }
  const api = pyodide.pyimport("burraco_core.api");
  handle = api.handle;
  announce(pyodide, "normal");
}

self.onmessage = (event) => {
  const { id, request } = event.data;
  if (!handle) {
    post({ id, response: JSON.stringify({ ok: false, error: { code: "not_ready", message: "The engine is still loading." } }) });
    return;
  }
  let response;
  try {
    response = handle(request);
  } catch (error) {
    response = JSON.stringify({ ok: false, error: { code: "internal_error", message: String(error) } });
  }
  post({ id, response });
};

boot().catch((error) => {
  post({ type: "fatal", message: String(error && error.message ? error.message : error) });
});
