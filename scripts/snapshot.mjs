// Makes the engine's memory snapshot at build time: Pyodide booted under
// Node from the very files the site ships, the wheel unpacked and every
// module of burraco_core imported, then `makeMemorySnapshot()` (Pyodide
// 314, experimental). A first visit restores it instead of starting Python
// and importing the engine on a runtime the browser has only just compiled,
// the slowest part of that visit (README, "Loading"). build.py calls this.
//
//   node snapshot.mjs PYODIDE_DIR WHEEL OUT
//
// Every module is imported because a restored interpreter has the modules
// in memory but not the files they came from: Pyodide's file system lives
// in JavaScript, outside the snapshot. (The standard library zip is
// mounted again at every boot, byte for byte the same, so its modules can
// still be imported later.)

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheel, out] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);

// The browser's environment, not the build machine's: HOME is Pyodide's own.
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", _makeSnapshot: true, env: {} });
pyodide.FS.writeFile("/tmp/engine.whl", readFileSync(wheel));
pyodide.runPython(`
import gc, importlib, pkgutil, site, zipfile
with zipfile.ZipFile("/tmp/engine.whl") as archive:
    archive.extractall(site.getsitepackages()[0])
importlib.invalidate_caches()
import burraco_core
for module in pkgutil.walk_packages(burraco_core.__path__, "burraco_core."):
    importlib.import_module(module.name)
del archive, module
gc.collect()
`);
pyodide.FS.unlink("/tmp/engine.whl");
writeFileSync(out, pyodide.makeMemorySnapshot());
