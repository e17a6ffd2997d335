"""bench/lone.py sorts level a's three-player smazzate by who ended up
alone: the pair's two seats score the same."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from lone import kind_of, split


def test_the_lone_seat_is_the_one_apart_from_the_pair() -> None:
    assert kind_of([560, -100, -100], 0) == "alone"
    assert kind_of([625, -40, -40], 1) == "in the pair"
    assert kind_of([320, 225, 410], 2) == "no one alone"  # no pair formed


def test_smazzate_are_split_per_duel_and_kind(tmp_path: Path) -> None:
    rows = [
        ["difficile", "medio", "reale", 3, 0, 0, 560, -100.0, [560, -100, -100]],
        ["difficile", "medio", "reale", 3, 0, 1, -40, 292.5, [625, -40, -40]],
        ["difficile", "medio", "reale", 3, 0, 2, 300, 300.0, [250, 350, 300]],
        ["difficile", "medio", "reale", 2, 0, 0, 300, 100],  # two players: left out
        ["difficile", "medio", "classic", 3, 0, 0, 10, 5.0],  # no seats kept: left out
    ]
    path = tmp_path / "record.jsonl"
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    found = split(path)
    assert list(found) == [("difficile", "medio", "reale")]
    kinds = found[("difficile", "medio", "reale")]
    assert kinds["alone"] == [(1.0, 660.0)]
    assert kinds["in the pair"] == [(0.0, -332.5)]
    assert kinds["no one alone"] == [(0.5, 0.0)]
