// Makes the engine's memory snapshot, in a worker of its own so the game
// never waits for it: boots Pyodide with `_makeSnapshot`, unpacks the wheel
// into site-packages with zipfile (micropip would leave a live JS proxy,
// which a snapshot cannot hold), imports burraco_core.api, and stores the
// snapshot (see snapshot.mjs). Posts {done: bytes} or {failed: message}.

import { loadPyodide } from "../pyodide/pyodide.mjs";
import { storeSnapshot } from "./snapshot.mjs";

const base = new URL("../", import.meta.url);

async function make() {
  const info = await (await fetch(new URL("build.json", base))).json();
  const indexURL = new URL("pyodide/", base).href;
  const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
  const wheel = new Uint8Array(await (await fetch(new URL(info.wheel, base))).arrayBuffer());
  pyodide.FS.writeFile("/tmp/burraco_core.whl", wheel);
  pyodide.runPython(`
import site, zipfile
with zipfile.ZipFile("/tmp/burraco_core.whl") as wheel:
    wheel.extractall(site.getsitepackages()[0])
import burraco_core.api
`);
  pyodide.FS.unlink("/tmp/burraco_core.whl");
  const snapshot = pyodide.makeMemorySnapshot();
  await storeSnapshot(info, snapshot);
  return snapshot.length;
}

make().then(
  (bytes) => self.postMessage({ done: bytes }),
  (error) => self.postMessage({ failed: String(error?.message || error) }),
);
