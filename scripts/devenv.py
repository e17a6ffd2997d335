#!/usr/bin/env python3
"""The project's own virtual environment, `.venv/`, made and kept up to date.

Debian's and Ubuntu's `python3` refuse `pip install` into themselves (PEP 668,
"externally-managed-environment"), so nothing here ever installs into the
interpreter that runs it: the README's commands create `.venv/` once with
that interpreter, install the pinned requirements into it, and reuse it.

    python3 scripts/devenv.py requirements-dev.txt   # prints the venv's python

Only the standard library is used, so any Python 3.11+ can run it.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENV = ROOT / ".venv"
STAMP = VENV / ".burraco-requirements"


def venv_python(venv: Path = VENV) -> Path:
    if os.name == "nt":
        return venv / "Scripts" / "python.exe"
    return venv / "bin" / "python"


def running_in(venv: Path = VENV) -> bool:
    return Path(sys.prefix).resolve() == venv.resolve()


def _say(message: str) -> None:
    print(f"[devenv] {message}", file=sys.stderr, flush=True)


def _works(python: Path) -> bool:
    if not python.exists():
        return False
    probe = [str(python), "-c", "import sys, pip; assert sys.version_info >= (3, 11)"]
    return subprocess.run(probe, capture_output=True).returncode == 0


def _create() -> None:
    if VENV.exists():
        _say(f"{VENV} is unusable (its Python moved or lacks pip): making it again")
        shutil.rmtree(VENV)
    _say(f"creating {VENV} with {sys.executable}")
    made = subprocess.run([sys.executable, "-m", "venv", str(VENV)], capture_output=True, text=True)
    if made.returncode != 0 and "ensurepip" in made.stdout + made.stderr:
        # Debian splits venv's pip bootstrap into python3-venv.
        _install_debian_venv()
        shutil.rmtree(VENV, ignore_errors=True)
        made = subprocess.run([sys.executable, "-m", "venv", str(VENV)], text=True)
    if made.returncode != 0:
        sys.exit(f"could not create {VENV}:\n{made.stdout}{made.stderr}")


def _install_debian_venv() -> None:
    apt = shutil.which("apt-get")
    if apt is None:
        sys.exit("this Python cannot create a virtual environment (no ensurepip); install venv")
    version = f"python{sys.version_info.major}.{sys.version_info.minor}-venv"
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    _say(f"installing Debian's {version} (venv's pip bootstrap)")
    subprocess.run([*sudo, apt, "update", "-qq"], check=True)
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run([*sudo, apt, "install", "-y", "-qq", version], check=True, env=env)


def _fingerprint(requirements: list[Path]) -> str:
    digest = hashlib.sha256()
    for path in requirements:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def _included(path: Path) -> list[Path]:
    """The file and every file it pulls in with ``-r``."""
    found = [path]
    for line in path.read_text().splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] in ("-r", "--requirement"):
            found += _included(path.parent / parts[1])
    return found


def ensure(*requirement_files: str) -> Path:
    """Make `.venv/` if needed, install what the files pin, return its python."""
    python = venv_python()
    if not _works(python):
        _create()
    files = [p for name in requirement_files for p in _included(ROOT / name)]
    wanted = _fingerprint(files)
    if files and (not STAMP.exists() or STAMP.read_text() != wanted):
        args = [arg for name in requirement_files for arg in ("-r", str(ROOT / name))]
        _say(f"installing {' '.join(requirement_files)} into {VENV.name}/")
        subprocess.run(
            [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", *args],
            check=True,
        )
        STAMP.write_text(wanted)
    return python


def reexec_in_venv(*requirement_files: str) -> None:
    """Run the calling script again inside `.venv/`, unless it already is."""
    if running_in():
        return
    python = ensure(*requirement_files)
    os.execv(str(python), [str(python), *sys.argv])


if __name__ == "__main__":
    print(ensure(*sys.argv[1:]))
