#!/usr/bin/env bash
# Run every test: lint and types, the engine tests, and the browser tests.
# Installs what it needs: the pinned Python test tools into the project's
# .venv/ (never into the system Python, which Debian refuses: PEP 668),
# Debian's Chromium where apt-get exists (else Playwright's own), and
# Pyodide from npm through build.py.
set -euo pipefail
cd "$(dirname "$0")/.."
BOOT="${PYTHON:-python3}"

echo "== test tools in .venv/"
PY="$("$BOOT" scripts/devenv.py requirements-dev.txt)"

if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
  if command -v apt-get >/dev/null 2>&1; then
    echo "== installing Debian's chromium"
    SUDO=""
    [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  else
    echo "== installing Playwright's chromium"
    "$PY" -m playwright install chromium
  fi
fi

echo "== building the site (Pyodide from npm, the wheel)"
"$PY" build.py

echo "== ruff and mypy"
"$PY" -m ruff check .
"$PY" -m ruff format --check .
"$PY" -m mypy

echo "== pytest"
"$PY" -m pytest "$@"
