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

// A response whose body counts its bytes as its reader takes them: handed
// to Pyodide, the browser compiles the wasm while it downloads (streaming
// compilation), and the page still shows real progress.
async function counted(url, type, onBytes) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  let loaded = 0;
  const counter = new TransformStream({
    transform(chunk, controller) {
      loaded += chunk.length;
      onBytes(loaded);
      controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(counter), { headers: { "Content-Type": type } });
}

// Pyodide fetches the runtime and the standard library itself: answer those
// fetches with the counted responses already under way.
function serveFrom(responses) {
  const realFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input, init) => {
    const url = new URL(typeof input === "string" ? input : input.url, base).href;
    const hit = responses.get(url);
    if (hit) {
      responses.delete(url);
      return hit;
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
  // Both downloads start at once; the bar follows their bytes together.
  const sizes = { wasm: info.sizes["pyodide.asm.wasm"], stdlib: info.sizes["python_stdlib.zip"] };
  const got = { wasm: 0, stdlib: 0 };
  const report = (which) => (bytes) => {
    got[which] = bytes;
    const done = got.wasm + got.stdlib;
    const total = sizes.wasm + sizes.stdlib;
    const mb = `${(done / 1e6).toFixed(1)} / ${(total / 1e6).toFixed(1)} MB`;
    progress(got.wasm < sizes.wasm ? "runtime" : "stdlib", 0.02 + 0.78 * Math.min(1, done / total), mb);
  };
  const downloads = new Map([
    [wasmURL, counted(wasmURL, "application/wasm", report("wasm"))],
    [stdlibURL, counted(stdlibURL, "application/zip", report("stdlib"))],
  ]);
  // A download that cannot start fails the boot at once, with its reason
  // (the page offers Retry); the bytes then stream on into Pyodide.
  await Promise.all(downloads.values());
  serveFrom(downloads);

  const pyodide = await loadPyodide({ indexURL, stdLibURL: stdlibURL });
  progress("python", 0.85);

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
