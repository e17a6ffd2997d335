#!/usr/bin/env python3
"""Build the static site in dist/, and serve it.

    python build.py                 build dist/
    python build.py serve [--port N] build, then serve dist/ on 127.0.0.1
    --no-site-snapshot               leave out the engine snapshot (README, "Loading":
                                     for visitors on slow networks)

What goes into dist/:
  index.html, *.css, js/*.mjs      the page (from web/)
  wheels/burraco_core-*.whl        the rules engine, built with pip
  pyodide/                         the Pyodide core from npm (pinned, integrity checked)
  pyodide/python_stdlib.zip        its standard library compiled to bytecode, less
                                   what nothing here imports (scripts/precompile.py)
  pyodide/micropip-*.whl           micropip from PyPI (pinned, sha256 checked), and
                                   the wheel, both with bytecode added
  pyodide/pyodide-lock.json        a lock with only micropip and the engine, with their hashes
  engine/snapshot.gz               the engine's memory snapshot (scripts/snapshot.mjs),
                                   gzipped: what a first visit restores
  build.json                       file names and hashes the worker reads at start
  icons/icon-*.png                 the app icons (drawn by scripts/icons.py)
  learn/*.json                     the lessons and puzzles (from learn/*.toml), the
                                   engine's card words and its rules summary, so
                                   learn.html and embed.mjs draw before Pyodide is up
  sw.js                            the service worker: every file above, versioned

Downloads are cached in .cache/ so a second build needs no network.
Run by any Python 3.11+, it makes the project's `.venv/` (scripts/devenv.py)
the first time and runs again inside it, so nothing is ever installed into
the interpreter that started it (Debian's python3 refuses that: PEP 668).
"""

from __future__ import annotations

import argparse
import base64
import functools
import gzip
import hashlib
import http.server
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(1, str(ROOT))
from icons import write_icons  # noqa: E402

WEB = ROOT / "web"
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"

PYODIDE_VERSION = "314.0.7"
# npm's own record of the package tarball (`npm view pyodide@314.0.7 dist.integrity`)
PYODIDE_INTEGRITY = (
    "sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q+"
    "SNvi/6V5JEsOlD2R1A=="
)
# Only what the page loads: no consoles, source maps or type definitions.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
MICROPIP_VERSION = "0.11.1"
MICROPIP_WHEEL = f"micropip-{MICROPIP_VERSION}-py3-none-any.whl"
MICROPIP_SHA256 = "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def run(command: list[str], cwd: Path | None = None) -> None:
    log(" ".join(command))
    subprocess.run(command, cwd=cwd, check=True)


def sha256_of(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# --------------------------------------------------------------------------
# Downloads (cached)


def fetch_npm(name: str, version: str, integrity: str) -> Path:
    """An npm package's tarball, checked against its pinned integrity
    (`npm view NAME@VERSION dist.integrity`)."""
    CACHE.mkdir(exist_ok=True)
    tarball = CACHE / f"{name}-{version}.tgz"
    if not tarball.exists():
        with tempfile.TemporaryDirectory() as tmp:
            run(["npm", "pack", f"{name}@{version}", "--silent"], cwd=Path(tmp))
            shutil.move(str(Path(tmp) / tarball.name), tarball)
    algorithm, expected = integrity.split("-", 1)
    digest = base64.b64encode(hashlib.new(algorithm, tarball.read_bytes()).digest()).decode()
    if digest != expected:
        tarball.unlink()
        sys.exit(f"{name} tarball integrity mismatch: {digest} != {expected}")
    return tarball


def fetch_pyodide() -> Path:
    """The npm tarball of Pyodide, checked against its pinned integrity."""
    return fetch_npm("pyodide", PYODIDE_VERSION, PYODIDE_INTEGRITY)


def fetch_micropip() -> Path:
    CACHE.mkdir(exist_ok=True)
    wheel = CACHE / MICROPIP_WHEEL
    if not wheel.exists():
        run([
            sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
            "--python-version", "3.13", f"micropip=={MICROPIP_VERSION}", "-d", str(CACHE),
        ])  # fmt: skip
    if sha256_of(wheel) != MICROPIP_SHA256:
        wheel.unlink()
        sys.exit(f"{MICROPIP_WHEEL} sha256 mismatch")
    return wheel


def build_wheel(out: Path) -> Path:
    """The burraco_core wheel, built by pip with the project's own backend."""
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.whl"):
        old.unlink()
    run([
        sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
        "-q", "-w", str(out), str(ROOT),
    ])  # fmt: skip
    wheels = list(out.glob("burraco_core-*.whl"))
    if len(wheels) != 1:
        sys.exit(f"expected one burraco_core wheel, found {wheels}")
    return wheels[0]


# --------------------------------------------------------------------------
# Assembling dist/


def unpack_pyodide(tarball: Path, target: Path) -> None:
    target.mkdir(parents=True, exist_ok=True)
    with tarfile.open(tarball) as archive:
        for name in PYODIDE_FILES:
            member = archive.getmember(f"package/{name}")
            source = archive.extractfile(member)
            assert source is not None
            (target / name).write_bytes(source.read())


def precompile(pyodide_dir: Path, pinned: list[Path], fresh: list[Path]) -> None:
    """Compile the standard library and the wheels to bytecode, in place,
    with Pyodide itself under Node (scripts/precompile.py says why).  The
    standard library and the `pinned` wheels change only with their pins,
    so their compiled forms are kept in .cache/; `fresh` ones every build."""
    node = shutil.which("node")
    if node is None:
        sys.exit("build.py needs Node.js (it comes with npm) to compile Python to bytecode")
    scripts = ROOT / "scripts"
    tools = sha256_of(scripts / "precompile.py")[:12] + sha256_of(scripts / "precompile.mjs")[:12]
    stdlib = pyodide_dir / "python_stdlib.zip"
    compiled: dict[Path, Path] = {}  # source -> its compiled form
    for source in [stdlib, *pinned]:
        compiled[source] = CACHE / f"pyc-{tools}-{sha256_of(source)[:16]}-{source.name}"
    for source in fresh:
        compiled[source] = source.with_name(source.name + ".compiled")
    todo = {source: target for source, target in compiled.items() if not target.exists()}
    if todo:
        CACHE.mkdir(exist_ok=True)
        log(f"compiling to bytecode: {', '.join(source.name for source in todo)}")
        kinds = {source: "stdlib" if source == stdlib else "wheel" for source in todo}
        jobs = [f"{kinds[source]}:{source}:{target}" for source, target in todo.items()]
        # an already compiled standard library boots Pyodide three times faster
        boot = compiled[stdlib] if stdlib not in todo else stdlib
        command = [node, str(scripts / "precompile.mjs"), str(pyodide_dir), str(boot), *jobs]
        subprocess.run(command, check=True)
    for source, target in compiled.items():
        if source in fresh:
            target.replace(source)
        else:
            shutil.copyfile(target, source)
        source.chmod(0o644)


def make_snapshot(pyodide_dir: Path, wheel: Path, out: Path) -> str:
    """The engine's memory snapshot, made by Pyodide under Node from the
    site's own files (scripts/snapshot.mjs says how), written gzipped to
    `out`; returns the SHA-256 of the snapshot itself, which the worker
    checks after unzipping (a host may also unzip it on the way)."""
    node = shutil.which("node")
    if node is None:
        sys.exit("build.py needs Node.js (it comes with npm) to make the engine snapshot")
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "snapshot"
        script = ROOT / "scripts" / "snapshot.mjs"
        subprocess.run([node, str(script), str(pyodide_dir), str(wheel), str(raw)], check=True)
        data = raw.read_bytes()
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
    return hashlib.sha256(data).hexdigest()


def write_lock(pyodide_dir: Path, micropip: Path, wheel: Path) -> None:
    """A lock file that lists only micropip and the engine, with the hashes
    of the wheels we ship: the worker installs the engine by its name here,
    and the browser checks the download against that hash.

    The upstream lock names its own build of micropip, whose sha256 differs
    from PyPI's wheel, so the browser's integrity check would refuse ours.
    """
    lock_path = pyodide_dir / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    entry = dict(lock["packages"]["micropip"])
    entry.update(file_name=micropip.name, sha256=sha256_of(micropip), depends=[])
    engine = dict(entry)
    engine.update(
        name="burraco-core",
        version=_project_version(),
        file_name=f"../wheels/{wheel.name}",  # relative to pyodide/
        imports=["burraco_core"],
        sha256=sha256_of(wheel),
    )
    lock["packages"] = {"micropip": entry, "burraco-core": engine}
    lock_path.write_text(json.dumps(lock, indent=1))


def build(site_snapshot: bool = True) -> Path:
    tarball = fetch_pyodide()
    micropip = fetch_micropip()
    staging = Path(tempfile.mkdtemp(prefix="burraco-dist-", dir=ROOT))
    try:
        shutil.copytree(WEB, staging, dirs_exist_ok=True)
        wheel = build_wheel(staging / "wheels")
        pyodide_dir = staging / "pyodide"
        unpack_pyodide(tarball, pyodide_dir)
        micropip = Path(shutil.copy2(micropip, pyodide_dir / micropip.name))
        precompile(pyodide_dir, pinned=[micropip], fresh=[wheel])
        write_lock(pyodide_dir, micropip, wheel)
        sizes = {
            name: (pyodide_dir / name).stat().st_size
            for name in ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide.asm.mjs")
        }
        info: dict[str, object] = {
            "version": _project_version(),
            "wheel": f"wheels/{wheel.name}",
            "wheel_sha256": sha256_of(wheel),
            "pyodide": PYODIDE_VERSION,
            "micropip": micropip.name,
            "sizes": sizes,
        }
        if site_snapshot:
            snapshot = staging / "engine" / "snapshot.gz"  # where the worker looks (SITE_SNAPSHOT)
            log("making the engine snapshot")
            info["snapshot_sha256"] = make_snapshot(pyodide_dir, wheel, snapshot)
            sizes["snapshot"] = snapshot.stat().st_size
        (staging / "build.json").write_text(json.dumps(info, indent=1))
        write_icons(staging / "icons")
        write_learning_data(staging / "learn")
        write_service_worker(staging)
        if DIST.exists():
            shutil.rmtree(DIST)
        staging.rename(DIST)
    finally:
        if staging.exists():
            shutil.rmtree(staging)
    total = sum(f.stat().st_size for f in DIST.rglob("*") if f.is_file())
    log(f"dist/ ready: {total / 1e6:.1f} MB, wheel {wheel.name}")
    return DIST


def write_learning_data(folder: Path) -> None:
    """What learn.html and embed.mjs read before the engine is up: the
    lessons, and the engine's own words and rules summary (asked of the very
    engine that the wheel holds, so they cannot drift from it)."""
    import lessons

    from burraco_core import api

    def ask(op: str) -> object:
        return json.loads(api.handle(json.dumps({"op": op})))["result"]

    folder.mkdir(parents=True, exist_ok=True)
    strings = ask("strings")
    content = lessons.load()
    data = {
        "content.json": content,
        # the game links each refusal to the lesson that explains it
        "codes.json": content["codes"],
        "words.json": {"cards": strings["cards"], "seats": strings["seats"]},  # type: ignore[index]
        "summary.json": ask("summary"),
    }
    for name, value in data.items():
        (folder / name).write_text(json.dumps(value, ensure_ascii=False, separators=(",", ":")))


def write_service_worker(site: Path) -> str:
    """Fill sw.js with every file of the site and a version that changes
    whenever any of them does; returns the version."""
    files = sorted(
        path.relative_to(site).as_posix()
        for path in site.rglob("*")
        if path.is_file() and path.name != "sw.js"
    )
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + sha256_of(site / name).encode())
    version = digest.hexdigest()[:16]
    worker = site / "sw.js"
    text = worker.read_text()
    text = text.replace("__VERSION__", version).replace("__FILES__", json.dumps(["./", *files]))
    worker.write_text(text)
    return version


def _project_version() -> str:
    for line in (ROOT / "pyproject.toml").read_text().splitlines():
        if line.startswith("version"):
            return line.split("=", 1)[1].strip().strip('"')
    return "0"


# --------------------------------------------------------------------------
# Serving


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the right types and no stale caching while developing."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".whl": "application/zip",
        ".svg": "image/svg+xml",
        ".webmanifest": "application/manifest+json",
        ".png": "image/png",
        ".gz": "application/gzip",
    }

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if "--verbose" in sys.argv:
            super().log_message(format, *args)


def serve(port: int) -> None:
    handler = functools.partial(Handler, directory=str(DIST))
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"Burraco is served at http://127.0.0.1:{port}/  (Ctrl+C to stop)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print()


def main() -> None:
    # Never install into the running interpreter (PEP 668): work in .venv/.
    from devenv import reexec_in_venv

    reexec_in_venv("requirements-build.txt")
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument("command", nargs="?", choices=["build", "serve"], default="build")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--verbose", action="store_true", help="log every request when serving")
    parser.add_argument(
        "--no-site-snapshot", action="store_true", help="leave out the engine snapshot"
    )
    args = parser.parse_args()
    build(site_snapshot=not args.no_site_snapshot)
    if args.command == "serve":
        serve(args.port)


if __name__ == "__main__":
    main()
