"""The app icons as PNG files, drawn with the standard library alone.

A card on the felt green of the table, with a red heart: the same design as
``web/icon.svg``.  ``build.py`` writes the sizes a web app manifest needs
(Chromium asks for 192 and 512 pixels), so no binary is kept in the
repository.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

FELT = (13, 77, 44)
CARD = (250, 248, 240)
RED = (200, 30, 45)


def _inside_card(x: float, y: float) -> bool:
    """A rounded card 0.56 wide and 0.76 tall, centred (coordinates 0..1)."""
    left, right, top, bottom, radius = 0.22, 0.78, 0.12, 0.88, 0.06
    cx = min(max(x, left + radius), right - radius)
    cy = min(max(y, top + radius), bottom - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius**2 and left <= x <= right and top <= y <= bottom


def _inside_heart(x: float, y: float) -> bool:
    """The heart curve (x² + y² - 1)³ - x²y³ <= 0, scaled into the card."""
    u = (x - 0.5) / 0.2
    v = (0.53 - y) / 0.2
    return (u * u + v * v - 1) ** 3 - u * u * v**3 <= 0


def pixel(x: float, y: float) -> tuple[int, int, int]:
    if _inside_heart(x, y):
        return RED
    if _inside_card(x, y):
        return CARD
    return FELT


def png(size: int) -> bytes:
    rows = bytearray()
    for j in range(size):
        rows.append(0)  # no filter
        for i in range(size):
            rows.extend(pixel((i + 0.5) / size, (j + 0.5) / size))

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(bytes(rows), 9))
        + chunk(b"IEND", b"")
    )


def write_icons(folder: Path, sizes: tuple[int, ...] = (192, 512)) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for size in sizes:
        path = folder / f"icon-{size}.png"
        path.write_bytes(png(size))
        written.append(path)
    return written
