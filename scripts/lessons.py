"""The lessons and puzzles of learn.html: read from learn/*.toml, checked
for shape, and turned into the JSON the page loads.

The engine judges every answer (burraco_core.exercises); this module only
reads the content and says which exercise teaches which refusal code, so
the game can link a refusal to its lesson.  tests/test_lessons.py plays
every expected and planted answer through the engine.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
LEARN = ROOT / "learn"
LANGS = ("en", "it")
KINDS = ("points", "meld", "attach", "kind", "score", "split", "play")


class ContentError(ValueError):
    """The lesson files do not have the shape the page expects."""


def _worded(item: dict[str, Any], field: str, where: str) -> None:
    words = item.get(field)
    if not isinstance(words, dict) or set(words) != set(LANGS) or not all(words.values()):
        raise ContentError(f"{where}: {field!r} needs non-empty text in {LANGS}")


def _exercise(item: dict[str, Any], where: str) -> dict[str, Any]:
    if item.get("kind", "play") not in KINDS:
        raise ContentError(f"{where}: unknown kind {item.get('kind')!r}")
    for field in ("prompt", "hint"):
        _worded(item, field, where)
    if not item.get("wrong"):
        raise ContentError(f"{where}: plant at least one wrong answer")
    if "position" in item:
        position = dict(item["position"])
        # TOML has no null: the learner's hand is written out, and every
        # other seat not written (or written []) is dealt from the seed
        players = position.get("players", 2)
        hands = list(position.get("hands", []))
        hands += [[]] * (players - len(hands))
        position["hands"] = [hand if seat == 0 or hand else None for seat, hand in enumerate(hands)]
        position.setdefault("seed", item["id"])  # every puzzle deals its hidden cards alike
        if "variant" in item:
            position.setdefault("variant", item["variant"])
        item = {**item, "position": position, "variant": position.get("variant", "classic")}
    return item


def load(folder: Path = LEARN) -> dict[str, Any]:
    """The content as the page gets it: lessons, puzzles and the map from a
    refusal code to the first exercise that teaches it."""
    lessons = tomllib.loads((folder / "lessons.toml").read_text(encoding="utf-8"))["lessons"]
    puzzles = tomllib.loads((folder / "puzzles.toml").read_text(encoding="utf-8"))["puzzles"]
    seen: set[str] = set()
    codes: dict[str, dict[str, str]] = {}

    def claim(identifier: str, where: str) -> None:
        if not identifier or identifier in seen:
            raise ContentError(f"{where}: the id {identifier!r} is missing or used twice")
        seen.add(identifier)

    for lesson in lessons:
        where = f"lesson {lesson.get('id')}"
        claim(lesson.get("id", ""), where)
        _worded(lesson, "title", where)
        _worded(lesson, "text", where)
        if len(lesson.get("exercises", [])) < 3:
            raise ContentError(f"{where}: a lesson has at least three exercises")
        lesson["exercises"] = [
            _exercise(item, f"{where}, exercise {item.get('id')}") for item in lesson["exercises"]
        ]
        for item in lesson["exercises"]:
            claim(item.get("id", ""), where)
            for code in item.get("teaches", []):
                codes.setdefault(code, {"lesson": lesson["id"], "example": item["id"]})
    for index, puzzle in enumerate(puzzles):
        where = f"puzzle {puzzle.get('id')}"
        claim(puzzle.get("id", ""), where)
        _worded(puzzle, "title", where)
        puzzles[index] = _exercise({**puzzle, "kind": "play"}, where)
    return {"lessons": lessons, "puzzles": puzzles, "codes": codes}


def examples(content: dict[str, Any]) -> list[dict[str, Any]]:
    """Every exercise and puzzle, each once."""
    return [e for lesson in content["lessons"] for e in lesson["exercises"]] + content["puzzles"]
