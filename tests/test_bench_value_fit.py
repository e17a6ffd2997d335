"""bench/value_fit.py: the least squares behind difficile's fitted horizon
value, and the samples it fits them on."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from value_fit import FEATURES, RACE_FEATURES, least_squares, play


def test_least_squares_recovers_the_weights_of_exact_data() -> None:
    rng = random.Random(3)
    truth = [1.5, -2.0, 0.25]
    rows = []
    for _ in range(50):
        x = [rng.uniform(-10, 10) for _ in truth]
        rows.append((x, sum(w * v for w, v in zip(truth, x, strict=True))))
    # a feature that never varies gets no weight rather than a singular system
    weights, explained = least_squares([([*x, 0.0], y) for x, y in rows])
    assert weights[:3] == pytest.approx(truth, abs=1e-6)
    assert weights[3] == pytest.approx(0.0)
    assert explained == pytest.approx(1.0)


def test_samples_are_seats_against_the_others_before_the_first_pozzetto() -> None:
    samples = play(("reale", 3, 0, False))
    assert samples and len(samples) % 3 == 0
    for state in range(0, len(samples), 3):
        seats = samples[state : state + 3]
        # each seat against the mean of the other two: the three cancel out
        for k in range(len(FEATURES)):
            assert sum(x[k] for x, _, _ in seats) == pytest.approx(0.0, abs=1e-9)
        assert sum(y for _, y, _ in seats) == pytest.approx(0.0, abs=1e-9)
        assert sum(x[FEATURES.index("to_move")] for x, _, _ in seats) == pytest.approx(0.0)
    # the first state is the deal: nothing melded yet
    first = samples[:3]
    assert all(x[FEATURES.index("melded")] == 0 for x, _, _ in first)


def test_samples_after_the_first_pozzetto_read_the_race_to_close() -> None:
    """Four players: each seat against the other side, so partners give
    the same sample and the two sides opposite ones; every state has a
    pozzetto taken, and the side that may close counts its shortest hand."""
    samples = play(("classic", 4, 0, True))
    assert samples and len(samples) % 4 == 0
    may, per_card = RACE_FEATURES.index("may_close"), RACE_FEATURES.index("per_card_to_close")
    closing = 0
    for state in range(0, len(samples), 4):
        seats = samples[state : state + 4]
        assert seats[0] == seats[2] and seats[1] == seats[3]
        (x0, y0, w0), (x1, y1, w1) = seats[0], seats[1]
        assert x0 == pytest.approx([-v for v in x1]) and y0 == -y1 and w0 == -w1
        if x0[may]:
            closing += 1
            # only the side that may close counts its cards: 1 to 11 of them
            assert 1 <= abs(x0[per_card]) <= 11
    assert closing > 0
