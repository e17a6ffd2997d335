// The site's own Python runtime under Node: boots Pyodide from dist/pyodide
// (the standard library the build compiled and trimmed), loads micropip
// from the lock, installs the engine's wheel with it, and plays every kind
// of request through the engine. Prints one JSON report for
// test_runtime.py to check.
//
//   node runtime.mjs DIST

import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dist = path.resolve(process.argv[2]);
const indexURL = path.join(dist, "pyodide") + "/";
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const info = JSON.parse(readFileSync(path.join(dist, "build.json"), "utf8"));

const pyodide = await loadPyodide({ indexURL, stdout: () => {}, stderr: () => {} });
await pyodide.loadPackage("micropip", { messageCallback: () => {} });
const wheel = path.basename(info.wheel);
pyodide.FS.writeFile(`/tmp/${wheel}`, readFileSync(path.join(dist, info.wheel)));
const micropip = pyodide.pyimport("micropip");
await micropip.install(`emfs:/tmp/${wheel}`);
micropip.destroy();

const report = pyodide.runPython(`
import json, sys, traceback
import burraco_core.api as api

def ask(**request):
    return json.loads(api.handle(json.dumps(request)))

answers = {"ok": 0, "refused": 0, "internal": []}
def count(answer):
    if answer["ok"]:
        answers["ok"] += 1
    elif answer["error"]["code"] == "internal_error":
        answers["internal"].append(answer["error"]["message"])
    else:
        answers["refused"] += 1

for players in (2, 3, 4):
    for variant in ("classic", "reale"):
        count(ask(op="new_game", options={"players": players, "variant": variant, "seed": "7"}, seat=0, lang="it"))
        # every level; difficile's playouts are slow here, so only a few
        for level in ["facile", "medio", "difficile"] * 2 + ["facile"] * 24:
            count(ask(op="computer_turn", level=level, seat=0, lang="en"))
        count(ask(op="check_selection", seat=0, cards=["KH", "KS", "QD"]))
        count(ask(op="result_words", seat=0, lang="it"))
        saved = ask(op="save")
        count(saved)
        count(ask(op="load", state=saved["result"], seat=0))
for op in ("about", "strings", "summary"):
    count(ask(op=op))
count(ask(op="judge", kind="points", cards=["KH"], answer=10))
count(ask(op="check_meld", cards=["3H", "4H", "5H"]))
count(ask(op="apply", action={"type": "nonsense"}))
count(json.loads(api.handle("{not json")))

# a traceback through the compiled standard library still formats
try:
    json.loads("{")
except ValueError:
    formatted = traceback.format_exc()

json.dumps({
    "answers": answers,
    "python": sys.version.split()[0],
    "engine_compiled": api.__cached__,
    # 1: the build's unchecked-hash bytecode, used as it is (a .pyc that
    # Python had to remake would be a timestamp one: 0)
    "engine_pyc_flags": int.from_bytes(open(api.__cached__, "rb").read()[4:8], "little"),
    "engine_file": api.__file__,
    "json_file": json.__file__,
    "traceback": formatted,
})
`);
process.stdout.write(report);
