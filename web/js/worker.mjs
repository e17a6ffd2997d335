// The Python side of the page: a module Web Worker that boots Pyodide with
// the burraco_core engine and answers JSON requests. Only strings cross the
// worker and the Python boundary, so no PyProxy leaks.
//
// Most boots restore a memory snapshot in which the engine is already
// imported (snapshot.mjs; boot() below). Where none restores, the wheel is
// downloaded while Python boots, checked against the SHA-256
// build.py wrote in build.json, and unpacked into site-packages with zipfile:
// what micropip.install does for a locked package, without importing
// micropip (a quarter of the whole boot) or leaving, as micropip and
// Pyodide's package loader do, a live JS proxy in Python, which would keep
// the engine's memory snapshot from being made (README, "Loading").

import { loadPyodide } from "../pyodide/pyodide.mjs";
import { countBytes, fetchOK } from "./download.mjs";
import { dropSnapshot, readSiteSnapshot, readSnapshot, sha256, snapshotBuild, storeSnapshot } from "./snapshot.mjs";

const base = new URL("../", import.meta.url);
const indexURL = new URL("pyodide/", base).href;
const STDLIB = new URL("python_stdlib.zip", indexURL).href;

let handle = null; // burraco_core.api.handle, once ready

// When each boot step ended, as epoch milliseconds: the page records them as
// performance marks (DevTools' timeline, bench/load.py's breakdown).
const marks = {};
function mark(name) {
  marks[name] = performance.timeOrigin + performance.now();
}

mark("worker");

function post(message) {
  self.postMessage(message);
}

function progress(stage, fraction, detail = "") {
  post({ type: "progress", stage, fraction, detail });
}

function counted(url, which) {
  return fetchOK(url).then((response) => countBytes(response, (bytes) => post({ type: "download", which, bytes })));
}

// Pyodide fetches the runtime and the standard library itself: answer those
// fetches with the responses already under way.
function serveFrom(responses) {
  const realFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input, init) => {
    const url = new URL(typeof input === "string" ? input : input.url, base).href;
    const hit = responses.get(url);
    if (hit) {
      responses.delete(url);
      return hit();
    }
    return realFetch(input, init);
  };
}

// The page compiles the runtime when it can: Chrome keeps the compiled code
// of a page's wasm for the next visit, not a worker's (measured: a repeat
// boot in a worker took 1.7 times as long as in the page). The module comes
// here by message, `{module}`, or `{module: null}` when the page could not
// compile it (its host's CSP forbids wasm): then the worker does, or
// `{error}` when the download failed. Pyodide instantiates the page's module
// instead of compiling its own.
let fromPage = Promise.resolve({ module: null });
let receiveModule = () => {};

function useCompiledModule() {
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const { module } = await fromPage;
    if (!module) return instantiateStreaming(source, imports);
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  };
}

// Every download the boot needs, started at once: the standard library,
// Pyodide's 1.2 MB of JavaScript (Pyodide imports it only once booting; this
// is the same module, then) and the runtime, unless the page compiles it.
// Returns a promise that rejects as soon as one of them fails: Pyodide itself
// swallows a failed runtime download and waits forever, so the boot races it.
function startDownloads(wasm) {
  let fail;
  const failed = new Promise((_, reject) => {
    fail = (error) => reject(Object.assign(error instanceof Error ? error : new Error(String(error)), { download: true }));
  });
  failed.catch(() => { /* raced by the boot */ });
  // What Pyodide gets: a download that fails never settles for it, so it
  // does not log a failure of its own; the boot fails on `failed` instead.
  const watched = (promise) => promise.catch((error) => {
    fail(error);
    return new Promise(() => {});
  });
  const wasmURL = new URL("pyodide.asm.wasm", indexURL).href;
  const stdlib = watched(counted(STDLIB, "stdlib"));
  watched(import(new URL("pyodide.asm.mjs", indexURL).href));
  let runtime;
  if (wasm === "page") {
    fromPage = new Promise((resolve) => { receiveModule = resolve; });
    fromPage.then(({ error }) => error && fail(new Error(error)));
    runtime = () => fromPage.then(({ module, error }) => {
      if (error) return new Promise(() => {}); // the boot fails on `failed`
      if (module) return new Response(new ArrayBuffer(0)); // unread: Pyodide gets the module
      return watched(counted(wasmURL, "wasm")); // the page could not compile it: here, then
    });
  } else {
    const download = watched(counted(wasmURL, "wasm"));
    runtime = () => download;
  }
  useCompiledModule();
  serveFrom(new Map([[wasmURL, runtime], [STDLIB, () => stdlib]]));
  return failed;
}

function announce(pyodide, boot) {
  const about = JSON.parse(handle(JSON.stringify({ op: "about" })));
  progress("ready", 1);
  const python = pyodide.runPython("import sys; sys.version.split()[0]");
  mark("ready");
  post({ type: "ready", about: about.result, python, boot, marks });
}

// Restores the interpreter from a snapshot (snapshot.mjs), with the engine
// already imported: `{bytes, verified}`, where `verified` settles to whether
// the bytes match their digest. Returns whether it did; one that does not
// load, does not match its digest, or holds another engine is refused, and
// another boot follows.
async function bootFromSnapshot(snapshot, info, failed, kind) {
  mark("snapshot-read");
  try {
    progress("python", 0.5);
    const booting = loadPyodide({ indexURL, stdLibURL: STDLIB, _loadSnapshot: snapshot.bytes });
    const [pyodide, intact] = await Promise.race([Promise.all([booting, snapshot.verified]), failed]);
    if (!intact) throw new Error("a damaged snapshot");
    mark("python");
    const api = pyodide.pyimport("burraco_core.api");
    const about = JSON.parse(api.handle(JSON.stringify({ op: "about" })));
    if (!about.ok || about.result.version !== info.version) throw new Error("a snapshot of another engine");
    handle = api.handle;
    announce(pyodide, kind);
    return true;
  } catch (error) {
    if (error.download) throw error; // the network's fault, not the snapshot's
    return false;
  }
}

// The device's own snapshot, where it keeps one; a stale or bad one is
// dropped.
async function bootFromDeviceSnapshot(snapshot, info, failed) {
  if (snapshot.build === snapshotBuild(info) && await bootFromSnapshot(snapshot, info, failed, "device-snapshot")) {
    return true;
  }
  await dropSnapshot(); // an older build's, or bad: this visit makes a new one
  return false;
}

// The engine's wheel, downloaded and checked against build.json's digest.
async function fetchWheel(info) {
  const bytes = new Uint8Array(await (await fetchOK(new URL(info.wheel, base))).arrayBuffer());
  if ((await sha256(bytes)) !== info.wheel_sha256) {
    throw Object.assign(new Error(`${info.wheel} does not match its SHA-256 in build.json.`), { download: true });
  }
  return bytes;
}

function install(pyodide, wheel) {
  pyodide.FS.writeFile("/tmp/burraco_core.whl", wheel);
  pyodide.runPython(`
import importlib, site, zipfile
with zipfile.ZipFile("/tmp/burraco_core.whl") as wheel:
    wheel.extractall(site.getsitepackages()[0])
importlib.invalidate_caches()
`);
  pyodide.FS.unlink("/tmp/burraco_core.whl");
}

// The device's snapshot, for the next visit (snapshot.mjs): after the
// site's was restored, its bytes, already unzipped and checked (a later
// visit reads them in a fraction of the time); after a normal boot, one
// made now, of the interpreter with the engine imported and no game. Kept
// once the engine has been idle a moment (making one takes the worker a
// tenth of a second or two on a first visit, which the first deal must not
// wait for; storing 31 MB is work too), with the game in progress set aside
// while it is made; then stored while the game goes on. The page hears how
// it went.
const SNAPSHOT_IDLE_MS = 1500;
let snapshotTimer = null;
let rearmSnapshot = null; // every request postpones the snapshot

function keepSnapshotWhenIdle(info, take) {
  rearmSnapshot = () => {
    clearTimeout(snapshotTimer);
    snapshotTimer = setTimeout(() => {
      rearmSnapshot = null;
      keepSnapshot(info, take);
    }, SNAPSHOT_IDLE_MS);
  };
  rearmSnapshot();
}

function keepSnapshot(info, take) {
  const failed = (error) => post({ type: "snapshot", state: "failed", message: String(error?.message || error) });
  let bytes;
  try {
    bytes = take();
  } catch (error) {
    failed(error);
    return;
  }
  storeSnapshot(info, bytes).then(() => post({ type: "snapshot", state: "stored" }), failed);
}

// A snapshot of the engine as it is now, without the game in progress.
function makeSnapshot(pyodide, api) {
  const game = api.set_session_aside();
  try {
    return pyodide.makeMemorySnapshot();
  } finally {
    api.take_session_back(game);
    game?.destroy();
  }
}

// Where build.py puts the site's engine snapshot.
const SITE_SNAPSHOT = new URL("engine/snapshot.gz", base);

// `wasm` says who compiles the runtime: "page" (it sends the module) or
// "worker"; `deviceSnapshot`, whether the page last heard that the device
// keeps a snapshot. Nothing waits before every download has started. The
// boot restores the device's snapshot if it keeps one, else the site's;
// failing both, it starts Python and imports the engine, and keeps a
// snapshot of that for the next visit. Only the snapshot it needs is read:
// reading both at once slows every other file the service worker serves
// (measured: by a third of a second).
async function boot({ wasm, deviceSnapshot }) {
  progress("build", 0.01);
  const failed = startDownloads(wasm);
  const buildInfo = fetchOK(new URL("build.json", base)).then((response) => response.json());
  const readSite = () => readSiteSnapshot(SITE_SNAPSHOT, {
    onBytes: (bytes) => post({ type: "download", which: "snapshot", bytes }),
  });
  const device = deviceSnapshot ? readSnapshot() : null;
  let site = device ? null : readSite();
  // The downloads this boot waits for, for the progress bar.
  buildInfo.then((info) => {
    const sizes = { wasm: info.sizes["pyodide.asm.wasm"], stdlib: info.sizes["python_stdlib.zip"] };
    if (site && info.sizes.snapshot) sizes.snapshot = info.sizes.snapshot; // (a build may leave it out)
    post({ type: "sizes", sizes });
    mark("build-info");
  }, () => { /* the boot fails on it below */ });
  const info = await Promise.race([buildInfo, failed]);
  if (device) {
    const stored = await device;
    if (stored && await bootFromDeviceSnapshot(stored, info, failed)) return;
    post({ type: "snapshot", state: "dropped" });
    site = readSite();
  }
  const fromSite = await site;
  const verified = fromSite && sha256(fromSite).then((digest) => digest === info.snapshot_sha256);
  const restored = fromSite && await bootFromSnapshot({ bytes: fromSite, verified }, info, failed, "site-snapshot");
  if (restored) {
    if ("caches" in self) keepSnapshotWhenIdle(info, () => fromSite);
    return;
  }
  mark("no-snapshot");
  const keep = "caches" in self; // where a snapshot can be kept, this boot makes one
  // A download that fails fails the boot at once, with its reason (the page
  // offers Retry).
  const booting = loadPyodide({ indexURL, stdLibURL: STDLIB, _makeSnapshot: keep });
  const wheel = fetchWheel(info);
  wheel.catch(() => { /* raced below */ });
  const pyodide = await Promise.race([booting, failed]);
  mark("python");
  progress("engine", 0.9);
  install(pyodide, await wheel);
  mark("engine-installed");
  const api = pyodide.pyimport("burraco_core.api");
  mark("engine-imported");
  handle = api.handle;
  announce(pyodide, "normal");
  if (keep) keepSnapshotWhenIdle(info, () => makeSnapshot(pyodide, api));
}

let started = false;

self.onmessage = (event) => {
  if (event.data.type === "start" && !started) {
    started = true;
    boot(event.data).catch((error) => {
      post({ type: "fatal", message: String(error && error.message ? error.message : error) });
    });
    return;
  }
  if (event.data.type === "wasm") {
    receiveModule(event.data);
    return;
  }
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
  rearmSnapshot?.();
};
