"""The few precise exceptions of the engine.

Every refusal is a :class:`BurracoError`, a ``ValueError`` with a stable
``code`` (for programs and translations) and ``params`` (what was wrong).
``str(error)`` is the English sentence; ``error.message("it")`` the Italian.
"""

from __future__ import annotations

import reprlib
from typing import Any

_QUOTE = reprlib.Repr()
_QUOTE.maxlevel, _QUOTE.maxstring, _QUOTE.maxother = 2, 40, 40
_QUOTE.maxlist = _QUOTE.maxdict = _QUOTE.maxtuple = 4


def quote(value: object) -> str:
    """A short ``repr`` for messages, safe on any input (huge, deeply nested).

    >>> quote("KH"), quote([[[[1]]]]), len(quote("x" * 10_000)) < 50
    ("'KH'", '[[[...]]]', True)
    """
    try:
        return _QUOTE.repr(value)
    except (RecursionError, ValueError):  # too deep, or an int too long to print
        return f"<{type(value).__name__}>"


class BurracoError(ValueError):
    """Base class: a refused input. Nothing was changed when it is raised."""

    default_code = "error"

    def __init__(self, code: str | None = None, **params: Any) -> None:
        self.code = code or self.default_code
        self.params = params
        # The sentence is rendered only when asked for: computer players try
        # and refuse thousands of plays a second.
        super().__init__(self.code)

    def __str__(self) -> str:
        return self.message("en")

    def message(self, lang: str = "en") -> str:
        from .messages import render

        return render(self.code, self.params, lang)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {
            "error": type(self).__name__,
            "code": self.code,
            "params": {k: _jsonable(v) for k, v in self.params.items()},
            "message": self.message(lang),
        }


def _jsonable(value: Any) -> Any:
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return str(value)


class CardError(BurracoError):
    """A card string that is not valid notation, quoted in the message."""

    default_code = "unknown_card"

    def __init__(self, text: object, hint: str = "") -> None:
        super().__init__("unknown_card", text=quote(text), hint=hint)


class OptionsError(BurracoError):
    """Game options that make no game (unknown variant, 5 players...)."""

    default_code = "bad_options"


class IllegalActionError(BurracoError):
    """A well-formed action that the rules refuse in this position."""

    default_code = "illegal_action"


class ActionFormatError(BurracoError):
    """An action that is not well formed (missing fields, wrong types)."""

    default_code = "bad_action"


class StateError(BurracoError):
    """Serialized state that is malformed or has been tampered with."""

    default_code = "bad_state"
