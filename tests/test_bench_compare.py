"""bench/compare.py pairs two recorded runs deal by deal: only deals whose
every seating is in both files, each scored as the tournament scores it."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from compare import compare, grid, pooled, read, read_first


def record(path: Path, rows: list[list[object]]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows) + '["cut short')
    return path


def test_deals_are_paired_only_when_complete_in_both_runs(tmp_path: Path) -> None:
    new = record(
        tmp_path / "new.jsonl",
        [
            ["difficile", "medio", "classic", 2, 0, 0, 300, 100],  # deal 0: won twice
            ["difficile", "medio", "classic", 2, 0, 1, 200, 100],
            ["difficile", "medio", "classic", 2, 1, 0, 100, 100],  # deal 1: a tie, then lost
            ["difficile", "medio", "classic", 2, 1, 1, 0, 100],
            ["difficile", "medio", "classic", 2, 2, 0, 900, 0],  # deal 2: one seating only
            ["difficile", "medio", "classic", 4, 0, 0, 50, 0],  # another duel
        ],
    )
    old = record(
        tmp_path / "old.jsonl",
        [
            ["difficile", "medio", "classic", 2, 0, 0, 100, 200],
            ["difficile", "medio", "classic", 2, 0, 1, 100, 200],
            ["difficile", "medio", "classic", 2, 1, 0, 100, 0],
            ["difficile", "medio", "classic", 2, 1, 1, 100, 0],
            ["difficile", "medio", "classic", 2, 2, 0, 0, 0],
            ["difficile", "medio", "classic", 2, 2, 1, 0, 0],
        ],
    )
    new_runs, old_runs = read(new), read(old)
    duel = ("difficile", "medio", "classic", 2)
    assert new_runs[duel] == {0: (1.0, 150.0, None), 1: (0.25, -50.0, None)}
    assert new_runs[("difficile", "medio", "classic", 4)] == {}  # its twin is missing
    result = compare(new_runs[duel], old_runs[duel])
    assert result is not None
    assert result["deals"][0] == 2
    assert result["new_share"][0] == pytest.approx(0.625)
    assert result["old_share"][0] == pytest.approx(0.5)
    assert result["share"][0] == pytest.approx(0.125)  # (1.0 - 0) and (0.25 - 1.0), halved
    assert result["points"][0] == pytest.approx((250 - 150) / 2)
    assert "seat" not in result  # two players: the table is the measure
    assert compare(new_runs[duel], {0: (1.0, 0.0, None)}) is None  # one deal: no interval


def test_compare_pairs_three_player_runs_seat_by_seat(tmp_path: Path) -> None:
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


def test_each_duel_comes_from_the_first_file_that_holds_it(tmp_path: Path) -> None:
    today = record(
        tmp_path / "today.jsonl",
        [
            ["difficile", "greedy", "classic", 2, 0, 0, 300, 100],
            ["difficile", "greedy", "classic", 2, 0, 1, 300, 100],
        ],
    )
    before = record(
        tmp_path / "before.jsonl",
        [
            ["difficile", "greedy", "classic", 2, 0, 0, 0, 100],  # older code: not mixed in
            ["difficile", "greedy", "classic", 2, 0, 1, 0, 100],
            ["difficile", "greedy", "classic", 2, 1, 0, 0, 100],
            ["difficile", "greedy", "classic", 2, 1, 1, 0, 100],
            ["difficile", "racer", "reale", 2, 0, 0, 50, 0],  # only here: taken from here
            ["difficile", "racer", "reale", 2, 0, 1, 50, 0],
        ],
    )
    cut_short = record(
        tmp_path / "cut-short.jsonl",
        [["difficile", "racer", "reale", 2, 0, 0, 0, 900]],  # no deal complete: not held
    )
    runs = read_first([today, cut_short, before])
    assert runs[("difficile", "greedy", "classic", 2)] == {0: (1.0, 200.0, None)}
    assert runs[("difficile", "racer", "reale", 2)] == {0: (1.0, 50.0, None)}


def test_pooled_duels_weigh_the_same_and_their_halves_add_in_quadrature() -> None:
    mean, half = pooled([(0.10, 0.06), (-0.02, 0.08)])
    assert mean == pytest.approx(0.04)
    assert half == pytest.approx(0.05)  # sqrt(0.06² + 0.08²) / 2
    assert pooled([(30.0, 12.0)]) == (30.0, 12.0)


def test_the_grid_has_an_opponent_a_row_and_a_table_a_column() -> None:
    def result(points: float, deals: float) -> dict[str, tuple[float, float]]:
        return {"points": (points, 12.4), "deals": (deals, 0.0)}

    found = {
        ("difficile", "racer", "reale", 4): result(-8, 100),
        ("difficile", "greedy", "classic", 2): result(14, 500),
        ("difficile", "greedy", "reale", 2): result(36.4, 300),
    }
    assert grid(found) == [
        ["opponent", "2 players, classic", "2 players, reale", "4 players, reale"],
        ["greedy", "+14 ± 12 (500)", "+36 ± 12 (300)", "—"],
        ["racer", "—", "—", "-8 ± 12 (100)"],
    ]
