"""Compile the Python the browser imports to bytecode, at build time.

Run *inside Pyodide* (by scripts/precompile.mjs under Node), so the bytecode
is made by the very interpreter that will run it: the same Python 3.14
build, the same magic number.  Pyodide's npm package ships the standard
library as source, and micropip's and our wheels are source too, so without
this every import in the browser compiles Python first: measured, that is
about two thirds of a bare Pyodide boot.

    python precompile.py stdlib IN.zip OUT.zip   the standard library: each
        module becomes a sourceless .pyc, and what neither Pyodide, micropip
        nor the engine can use is left out (DROPPED)
    python precompile.py wheel IN.whl OUT.whl    a wheel: its sources stay,
        with __pycache__/*.cpython-314.pyc next to them, listed in RECORD

The .pyc files are "unchecked hash" ones (PEP 552): Python trusts them
without looking at a source file's date, which an unpacked wheel does not
keep.  Output is deterministic: the same input gives the same bytes.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import io
import marshal
import sys
import zipfile

# Parts of the standard library that nothing in the page can reach: not
# Pyodide's boot, micropip, the engine, nor the snapshot maker.  The browser
# test suite and tests/test_stdlib.py run everything on what is left.
DROPPED = (
    "_pyrepl/",  # the interactive console
    "unittest/",
    "multiprocessing/",  # no processes in WebAssembly
    "sqlite3/",  # its C module is not in Pyodide's core
    "xml/",
    "xmlrpc/",
    "wsgiref/",
    "__phello__/",
    "__hello__.py",
    "antigravity.py",
    "this.py",
    "bdb.py",
    "pdb.py",
    "doctest.py",
    "pydoc.py",
    "cProfile.py",
    "profile.py",
    "pstats.py",
    "timeit.py",
    "trace.py",
    "tabnanny.py",
    "pyclbr.py",
    "modulefinder.py",
    "plistlib.py",
    "imaplib.py",
    "smtplib.py",
    "poplib.py",
    "ftplib.py",
    "mailbox.py",
    "webbrowser.py",
    "pty.py",
    "tty.py",
    "wave.py",
    "zipapp.py",
    "socketserver.py",
    "http/server.py",
    "argparse.py",  # no command lines in a page
    "optparse.py",
    "getopt.py",
    "configparser.py",
    "pickletools.py",
    "_pyio.py",  # io's pure-Python twin: the C one is built in
)

# Of the text codecs, the ones Python, micropip and zip files use (a codec
# that is not here raises LookupError, as an unknown one does).
CODECS = {
    "__init__", "aliases", "ascii", "latin_1", "charmap", "cp437", "idna", "punycode",
    "raw_unicode_escape", "unicode_escape", "undefined", "utf_7", "utf_8", "utf_8_sig",
    "utf_16", "utf_16_be", "utf_16_le", "utf_32", "utf_32_be", "utf_32_le",
    "base64_codec", "hex_codec",
}  # fmt: skip


def dropped(name: str) -> bool:
    if name.startswith(DROPPED):
        return True
    folder, _, module = name.rpartition("/")
    return folder == "encodings" and module.removesuffix(".py") not in CODECS


# The zip's entries get a fixed date, so a build is reproducible.
EPOCH = (2020, 2, 2, 0, 0, 0)


def bytecode(source: bytes, filename: str) -> bytes:
    """An unchecked-hash .pyc of `source`, naming `filename` in tracebacks."""
    code = compile(source, filename, "exec", dont_inherit=True)
    flags = 0b01  # hash-based, not checked against the source
    header = importlib.util.MAGIC_NUMBER + flags.to_bytes(4, "little")
    return header + importlib.util.source_hash(source) + marshal.dumps(code)


def _entry(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, EPOCH)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info


def compile_stdlib(source: str, target: str, prefix: str) -> None:
    """`prefix` is where Pyodide mounts the zip (/lib/python314.zip)."""
    with zipfile.ZipFile(source) as zin, zipfile.ZipFile(target, "w", compresslevel=9) as zout:
        for info in sorted(zin.infolist(), key=lambda i: i.filename):
            name = info.filename
            if info.is_dir() or dropped(name):
                continue
            data = zin.read(info)
            if name.endswith(".py"):
                zout.writestr(_entry(name + "c"), bytecode(data, f"{prefix}/{name}"))
            else:
                zout.writestr(_entry(name), data)


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def compile_wheel(source: str, target: str, site_packages: str) -> None:
    tag = sys.implementation.cache_tag  # cpython-314
    with zipfile.ZipFile(source) as zin:
        files = {info.filename: zin.read(info) for info in zin.infolist() if not info.is_dir()}
    record_name = next(name for name in files if name.endswith(".dist-info/RECORD"))
    added = {}
    for name, data in files.items():
        if name.endswith(".py"):
            folder, _, module = name.rpartition("/")
            pyc = f"{folder}/__pycache__/{module[:-3]}.{tag}.pyc".lstrip("/")
            added[pyc] = bytecode(data, f"{site_packages}/{name}")
    record = files.pop(record_name).decode().splitlines()
    record = [line for line in record if line and not line.startswith(record_name + ",")]
    record += [_record_line(name, data) for name, data in sorted(added.items())]
    record.append(f"{record_name},,")
    files.update(added)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compresslevel=9) as zout:
        # a wheel's .dist-info goes last (the wheel format recommends it)
        for name in sorted(files, key=lambda n: (".dist-info/" in n, n)):
            zout.writestr(_entry(name), files[name])
        zout.writestr(_entry(record_name), "\n".join(record) + "\n")
    with open(target, "wb") as out:
        out.write(buffer.getvalue())


def main(argv: list[str]) -> None:
    kind, source, target = argv
    if kind == "stdlib":
        major, minor = sys.version_info[:2]
        compile_stdlib(source, target, prefix=f"/lib/python{major}{minor}.zip")
    elif kind == "wheel":
        import site

        compile_wheel(source, target, site.getsitepackages()[0])
    else:
        raise SystemExit(f"unknown kind {kind!r}")


if __name__ == "__main__":
    main(sys.argv[1:])
