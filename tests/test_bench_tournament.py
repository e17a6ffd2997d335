"""bench/tournament.py's three-player score seat by seat: level a in each
seat against level b in the same seat of the same deal."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from tournament import deal_score, records, seat_score


def test_three_players_are_compared_seat_by_seat() -> None:
    # seating k puts level a in seat k; then the points of seats 0, 1, 2
    deal = [
        (100.0, 50.0, [100, 50, 50]),  # alone, a beats the pair
        (80.0, 70.0, [100, 80, 40]),
        (30.0, 55.0, [60, 50, 30]),
    ]
    # seat 0: 100 against 100 (a tie) and 60; seat 1: 80 against 50 and 50;
    # seat 2: 30 against 50 and 40
    assert seat_score(deal) == pytest.approx((0.5 + 1 + 1 + 1 + 0 + 0) / 6)
    # at the table, a beat the mean of the other two seats twice in three
    assert deal_score(deal)[0] == pytest.approx(2 / 3)
    assert seat_score([*deal[:2], (30.0, 55.0, None)]) is None  # an older record


def test_records_read_lines_with_and_without_every_seat(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    path.write_text(
        '["medio", "facile", "classic", 3, 0, 0, 100, 50.0]\n'
        '["medio", "facile", "classic", 3, 0, 1, 80, 70.0, [100, 80, 40]]\n'
        '["medio", "facile", "classic", 2, 4, false, 10, 0]\n'
        '["medio", "fac'
    )
    assert list(records(path)) == [
        (("medio", "facile", "classic", 3, 0, 0), (100, 50.0, None)),
        (("medio", "facile", "classic", 3, 0, 1), (80, 70.0, [100, 80, 40])),
        (("medio", "facile", "classic", 2, 4, 0), (10, 0, None)),
    ]
