"""Bounded memos for answers that depend only on their (immutable) arguments.

The engine and the computer players ask the same questions of the same melds
thousands of times a second, so answers are remembered; a memo must never
grow without bound (the engine runs in a browser worker), so each one holds
at most ``limit`` entries and is emptied when full. Callers memoize only
bounded inputs (a meld has at most 14 cards) and store plain values, never
exceptions, whose tracebacks would keep every frame of the call alive.

>>> squares = Memo(limit=2)
>>> squares.get(3) is None
True
>>> squares.put(3, 9)
9
>>> squares.put(4, 16), squares.put(5, 25), len(squares)
(16, 25, 1)
"""

from __future__ import annotations

from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")

#: entries a memo holds before it starts afresh
DEFAULT_LIMIT = 20000


class Memo(Generic[K, V]):
    __slots__ = ("_entries", "limit")

    def __init__(self, limit: int = DEFAULT_LIMIT) -> None:
        self._entries: dict[K, V] = {}
        self.limit = limit

    def get(self, key: K) -> V | None:
        return self._entries.get(key)

    def put(self, key: K, value: V) -> V:
        if len(self._entries) >= self.limit:
            self._entries.clear()
        self._entries[key] = value
        return value

    def clear(self) -> None:
        self._entries.clear()

    def __len__(self) -> int:
        return len(self._entries)
