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

from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")

#: entries a memo holds before it starts afresh
DEFAULT_LIMIT = 20000


class Memo(dict[K, V]):
    """A dict (so ``get`` is the built-in one: memos sit on hot paths) that
    starts afresh when it holds ``limit`` entries; store with :meth:`put`."""

    __slots__ = ("limit",)

    def __init__(self, limit: int = DEFAULT_LIMIT) -> None:
        super().__init__()
        self.limit = limit

    def put(self, key: K, value: V) -> V:
        if len(self) >= self.limit:
            self.clear()
        self[key] = value
        return value
