"""Why a computer player chose its move: a code and its parameters.

Reasons are worded by the engine in both languages, like the refusals
(``messages.MESSAGES``, the ``why_*`` codes), so the page's move history,
the hand review and the Hint button never make up an explanation.

>>> from burraco_core.messages import render
>>> reason = Reason("why_feeds_next", {"held": "7C", "card": "8C"})
>>> render(reason.code, reason.params, "en")
'The next player picked up the 7 of clubs: the 8 of clubs would feed him.'
>>> render(reason.code, reason.params, "it")
"Il giocatore che segue ha raccolto il 7 di fiori: l'8 di fiori lo aiuterebbe."
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Reason:
    code: str
    params: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "params": dict(self.params)}


#: what a player that gives no reason of its own is taken to mean
ANY = Reason("why_any")
