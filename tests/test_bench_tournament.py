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


def test_compare_pairs_three_player_runs_seat_by_seat(tmp_path: Path) -> None:
    from compare import compare, read

    def run(name: str, seats: list[list[int]]) -> Path:
        path = tmp_path / name
        lines = [
            f'["difficile", "medio", "reale", 3, 7, {k}, {points[k]}, '
            f"{(sum(points) - points[k]) / 2}, {points}]"
            for k, points in enumerate(seats)
        ]
        path.write_text("\n".join(lines) + "\n")
        return path

    duel = ("difficile", "medio", "reale", 3)
    # new: a beats b in seat 0 and 1 (both comparisons each), loses in seat 2
    new = read(run("new.jsonl", [[100, 50, 50], [40, 90, 60], [40, 40, 30]]))[duel]
    # old: a wins one comparison of six
    old = read(run("old.jsonl", [[60, 80, 70], [50, 40, 60], [70, 50, 20]]))[duel]
    assert new[7][2] == pytest.approx(4 / 6)
    assert old[7][2] == pytest.approx(1 / 6)
    # a second deal, the same in both runs, so that intervals exist
    new[8] = old[8] = (0.5, 0.0, 0.5)
    result = compare(new, old)
    assert result is not None
    assert result["seat"][0] == pytest.approx((4 / 6 - 1 / 6) / 2)
    # an older record without every seat's points: no pairing by seat
    new[8] = (0.5, 0.0, None)
    result = compare(new, old)
    assert result is not None and "seat" not in result
