// Runs scripts/precompile.py inside Pyodide under Node, so the bytecode is
// made by the very interpreter the browser runs (build.py calls this).
//
//   node precompile.mjs PYODIDE_DIR STDLIB_ZIP JOB...
//
// PYODIDE_DIR holds the Pyodide files to run; STDLIB_ZIP is the standard
// library to boot on (an already compiled one boots in a third of the time);
// each JOB is "kind:input:output" with absolute host paths, as precompile.py
// takes them.

import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [pyodideDir, stdlib, ...jobs] = process.argv.slice(2);
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "precompile.py");
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);

const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", stdLibURL: stdlib, stdout: () => {} });
// The host's files, where the Python inside can read and write them.
pyodide.FS.mkdirTree("/host");
pyodide.mountNodeFS("/host", "/");
pyodide.FS.writeFile("/tmp/precompile.py", readFileSync(script));
pyodide.runPython("import sys; sys.path.insert(0, '/tmp')");
const run = pyodide.pyimport("precompile").main;
for (const job of jobs) {
  const [kind, input, output] = job.split(":");
  run(pyodide.toPy([kind, "/host" + input, "/host" + output]));
}
run.destroy();
