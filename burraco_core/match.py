"""The match (partita): smazzate in a row until a target or a fixed count.

A :class:`Match` is the whole game: its options and seed, the scores, the
results of finished smazzate, the smazzata being played, and the log of
every action, from which :meth:`Match.replay` rebuilds it exactly.

>>> m = Match.new(MatchOptions(seed=7))
>>> m.smazzata.players, len(m.smazzata.hands[0]), len(m.smazzata.stock)
(2, 11, 63)
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any, TypedDict, TypeGuard

from .actions import ACTION_TYPES, Action, ActionDict, NextSmazzata, action_from_dict
from .errors import (
    ActionFormatError,
    BurracoError,
    IllegalActionError,
    OptionsError,
    StateError,
    quote,
)
from .scoring import split_pair
from .smazzata import Plan, Smazzata
from .variants import get_variant

TARGETS = (505, 1005, 2005, 3005, 5005)
DEFAULT_TARGET = 2005
THREE_POZZETTI_FROM = 1000


class MatchPhase(StrEnum):
    PLAYING = "playing"  # a smazzata is being played
    SCORED = "scored"  # between smazzate: the last one is scored
    FINISHED = "finished"  # the match has a winner


PLAYING, SCORED, FINISHED = MatchPhase.PLAYING, MatchPhase.SCORED, MatchPhase.FINISHED


class OptionsView(TypedDict):
    variant: str
    players: int
    target: int | None
    smazzate: int | None
    seed: str
    people: list[int]


#: the longest seed, in characters
SEED_MAX = 64


@dataclass(frozen=True, slots=True)
class MatchOptions:
    """How the match is played.  ``target`` and ``smazzate`` exclude each other.

    A seed is text of 1 to 64 printable characters; a whole number is taken
    as its decimal digits, exactly (``42`` and ``"42"`` deal the same cards).

    ``people``: the seats played by people at this device (pass-and-play);
    the others are the computer's.  It changes no rule, only how a seat is
    named ("the computer" is a seat nobody plays).

    >>> MatchOptions(seed=12345678901234567890).seed
    '12345678901234567890'
    >>> MatchOptions(players=4, people=[2, 0]).people
    (0, 2)
    """

    variant: str = "classic"
    players: int = 2
    target: int | None = DEFAULT_TARGET
    smazzate: int | None = None
    seed: int | str = "0"
    people: tuple[int, ...] = (0,)

    def __post_init__(self) -> None:
        get_variant(self.variant)
        if not _whole(self.players) or self.players not in (2, 3, 4):
            raise OptionsError("bad_players", value=quote(self.players))
        if self.smazzate is not None:
            if not _whole(self.smazzate) or not 1 <= self.smazzate <= 100:
                raise OptionsError("bad_smazzate", value=quote(self.smazzate))
            if self.target is not None:
                raise OptionsError("target_and_smazzate")
        elif not _whole(self.target) or self.target not in TARGETS:
            targets = ", ".join(map(str, TARGETS))
            raise OptionsError("bad_target", value=quote(self.target), targets=targets)
        object.__setattr__(self, "seed", _seed_text(self.seed))
        object.__setattr__(self, "people", _people(self.people, self.players))

    @classmethod
    def from_dict(cls, data: Any) -> MatchOptions:
        if data is None:
            data = {}
        if not isinstance(data, dict):
            raise OptionsError("options_not_object", value=quote(data))
        known = {"variant", "players", "target", "smazzate", "seed", "people"}
        unknown = set(data) - known
        if unknown:
            names = ", ".join(quote(name) for name in sorted(unknown))
            raise OptionsError("unknown_options", names=names)
        values = dict(data)
        if values.get("smazzate") is not None and "target" not in values:
            values["target"] = None
        return cls(**values)

    def to_dict(self) -> OptionsView:
        return {
            "variant": self.variant,
            "players": self.players,
            "target": self.target,
            "smazzate": self.smazzate,
            "seed": str(self.seed),
            "people": list(self.people),
        }


def _whole(value: object) -> TypeGuard[int]:
    return type(value) is int


def _people(people: object, players: int) -> tuple[int, ...]:
    """Distinct seats of the match, at least one, in seat order."""
    if isinstance(people, list | tuple) and people:
        seats = sorted(set(people), key=lambda s: s if _whole(s) else -1)
        if len(seats) == len(people) and all(_whole(s) and 0 <= s < players for s in seats):
            return tuple(seats)
    raise OptionsError("bad_people", value=quote(people), last=players - 1)


def _seed_text(seed: object) -> str:
    if _whole(seed) and -(10 ** (SEED_MAX - 1)) < seed < 10**SEED_MAX:
        return str(seed)
    if isinstance(seed, str) and 1 <= len(seed) <= SEED_MAX and seed.isprintable():
        try:
            seed.encode("utf-8")
        except UnicodeEncodeError:
            pass  # a lone surrogate: not text any other program could store
        else:
            return seed
    raise OptionsError("bad_seed", value=quote(seed), longest=SEED_MAX)


@dataclass(slots=True)
class SmazzataResult:
    """The scoring of one finished smazzata."""

    number: int
    dealer: int
    end_reason: str
    closed_by: int | None
    #: per side: its seats and the breakdown
    sides: list[dict[str, Any]]
    #: what each seat adds to its match score
    seat_points: list[int]

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "dealer": self.dealer,
            "end_reason": self.end_reason,
            "closed_by": self.closed_by,
            "sides": self.sides,
            "seat_points": self.seat_points,
        }


@dataclass(slots=True)
class Match:
    options: MatchOptions
    first_dealer: int
    smazzata: Smazzata
    number: int = 1
    scores: list[int] = field(default_factory=list)
    results: list[SmazzataResult] = field(default_factory=list)
    log: list[ActionDict] = field(default_factory=list)
    phase: MatchPhase = PLAYING
    winners: list[int] | None = None
    #: a match set up at a position (burraco_core.position) starts from this
    #: smazzata instead of the seed's first deal
    start: dict[str, Any] | None = None

    # -- creation ------------------------------------------------------------

    @classmethod
    def new(cls, options: MatchOptions) -> Match:
        dealer = random.Random(f"{options.seed}:dealer").randrange(options.players)
        match = cls(
            options=options,
            first_dealer=dealer,
            smazzata=_deal(options, 1, dealer, three_pozzetti=False),
            scores=[0] * options.players,
        )
        return match

    @classmethod
    def _at(cls, options: MatchOptions, start: dict[str, Any]) -> Match:
        smazzata = Smazzata.from_dict(start)
        return cls(options, smazzata.dealer, smazzata, scores=[0] * options.players, start=start)

    def digest(self) -> str:
        """A short fingerprint of what the replay of the log starts from (the
        options, and a set-up position): the replay re-derives everything
        else, so a save whose options were edited is refused."""
        options: dict[str, Any] = dict(self.options.to_dict())
        if options["people"] == [0]:
            del options["people"]  # as before people were an option: older saves still load
        text = json.dumps([options, self.start], sort_keys=True)
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    @property
    def players(self) -> int:
        return self.options.players

    def groups(self) -> list[list[int]]:
        """Who wins together: partners in four players, else each seat."""
        if self.players == 4:
            return [[0, 2], [1, 3]]
        return [[seat] for seat in range(self.players)]

    # -- acting ----------------------------------------------------------------

    def apply(self, action: Action | dict[str, Any]) -> None:
        """Verify and apply one action; a refusal leaves the match unchanged."""
        parsed = self._parse(action)
        self.plan(parsed).carry_out()
        self.log.append(parsed.to_dict())

    def plan(self, action: Action | dict[str, Any]) -> Plan:
        """Check ``action`` and say what it would do, changing nothing."""
        action = self._parse(action)
        if not 0 <= action.seat < self.players:
            raise ActionFormatError(detail=f"there is no seat {action.seat}")
        if self.phase == FINISHED:
            raise IllegalActionError("match_over")
        if isinstance(action, NextSmazzata):
            if self.phase != SCORED:
                raise IllegalActionError("smazzata_not_over")
            return Plan(self._next_smazzata)
        if self.phase == SCORED:
            raise IllegalActionError("smazzata_over")
        plan = self.smazzata.plan(action)
        return replace(plan, carry_out=lambda: self._play(plan))

    def _play(self, plan: Plan) -> None:
        plan.carry_out()
        if self.smazzata.over:
            self._score_smazzata()

    @staticmethod
    def _parse(action: Action | dict[str, Any]) -> Action:
        return action if isinstance(action, ACTION_TYPES) else action_from_dict(action)

    def _score_smazzata(self) -> None:
        s = self.smazzata
        side_scores = s.side_scores()
        seat_points = [0] * self.players
        sides = []
        for side, score in zip(s.sides, side_scores, strict=True):
            share = split_pair(score.total) if self.players == 3 and len(side.seats) == 2 else None
            for seat in side.seats:
                seat_points[seat] = score.total if share is None else share
            sides.append({"seats": list(side.seats), "score": score.to_dict()})
        for seat, points in enumerate(seat_points):
            self.scores[seat] += points
        self.results.append(
            SmazzataResult(
                self.number, s.dealer, str(s.end_reason), s.closed_by, sides, seat_points
            )
        )
        self.phase = SCORED
        self._check_finished()

    def _check_finished(self) -> None:
        totals = [self.scores[group[0]] for group in self.groups()]
        if self.options.smazzate is not None:
            done = self.number >= self.options.smazzate
        else:
            done = max(totals) >= (self.options.target or DEFAULT_TARGET)
        best = max(totals)
        leaders = [g for g, total in zip(self.groups(), totals, strict=True) if total == best]
        if done and len(leaders) == 1:
            self.phase = FINISHED
            self.winners = leaders[0]

    def _next_smazzata(self) -> None:
        self.number += 1
        dealer = (self.first_dealer + self.number - 1) % self.players
        three = self.players == 3 and (
            self.smazzata.three_pozzetti or max(self.scores) >= THREE_POZZETTI_FROM
        )
        self.smazzata = _deal(self.options, self.number, dealer, three_pozzetti=three)
        self.phase = PLAYING

    # -- serialization ---------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": "burraco-match/1",
            "options": self.options.to_dict(),
            "first_dealer": self.first_dealer,
            "number": self.number,
            "scores": list(self.scores),
            "results": [r.to_dict() for r in self.results],
            "phase": str(self.phase),
            "winners": self.winners,
            "smazzata": self.smazzata.to_dict(),
            "log": list(self.log),
            "start": self.start,
            "options_digest": self.digest(),
        }

    @classmethod
    def from_dict(cls, data: Any, *, verify_log: bool = False) -> Match:
        """Rebuild a match; with ``verify_log`` it must equal its own replay."""
        if not isinstance(data, dict) or data.get("format") != "burraco-match/1":
            raise StateError(detail="not a burraco-match/1 state")
        try:
            options = MatchOptions.from_dict(data["options"])
            smazzata = Smazzata.from_dict(data["smazzata"])
            match = cls(
                options=options,
                first_dealer=int(data["first_dealer"]),
                smazzata=smazzata,
                number=int(data["number"]),
                scores=[int(x) for x in data["scores"]],
                results=[SmazzataResult(**r) for r in data["results"]],
                log=_log(data["log"]),
                phase=MatchPhase(data["phase"]),
                winners=data["winners"],
                start=data.get("start"),
            )
            if match.start is not None:
                Smazzata.from_dict(match.start)  # a position is checked like a save
        except StateError:
            raise
        except (BurracoError, KeyError, TypeError, ValueError) as error:
            raise StateError(detail=f"{type(error).__name__}: {error}") from None
        if smazzata.players != options.players or smazzata.variant.name != options.variant:
            raise StateError(detail="the smazzata does not match the options")
        if len(match.scores) != options.players:
            raise StateError(detail="scores or phase are malformed")
        if data.get("options_digest") != match.digest():
            raise StateError(detail="the options do not match the ones the game began with")
        if verify_log:
            replayed = cls.replay(options, match.log, start=match.start)
            if replayed.to_dict() != match.to_dict():
                raise StateError(detail="the state does not match its own action log")
        return match

    @classmethod
    def replay(
        cls, options: MatchOptions, log: Sequence[Any], *, start: dict[str, Any] | None = None
    ) -> Match:
        """Play ``log`` again from the options' seed (or the ``start`` position)."""
        match = cls.new(options) if start is None else cls._at(options, start)
        for index, action in enumerate(log):
            try:
                match.apply(action)
            except BurracoError as error:
                raise StateError(detail=f"action {index} of the log is refused: {error}") from None
        return match


def _log(entries: Any) -> list[ActionDict]:
    """A saved log, each action checked for its shape (not yet its legality)."""
    if not isinstance(entries, list):
        raise StateError(detail=f"a log is a list of actions, not {quote(entries)}")
    log = []
    for index, entry in enumerate(entries):
        try:
            log.append(action_from_dict(entry).to_dict())
        except BurracoError as error:
            raise StateError(detail=f"action {index} of the log is malformed: {error}") from None
    return log


def _deal(options: MatchOptions, number: int, dealer: int, *, three_pozzetti: bool) -> Smazzata:
    rng = random.Random(f"{options.seed}:smazzata:{number}")
    return Smazzata.deal(
        options.variant, options.players, dealer, rng, three_pozzetti=three_pozzetti
    )
