"""The few statistics difficile's search needs, without ``statistics``.

``statistics`` would cost the page a fiftieth of a second to import (it
pulls in ``fractions`` and ``decimal``), and nothing here needs more than
``math``.  The search compares options by their per-deal differences over
a handful of deals, so how sure a lead is depends on how many deals it
rests on: the Student t distribution says by how much.

>>> round(t_quantile(0.05, 4), 3)  # tables: 2.132
2.132
>>> round(t_tail(1.5, 11), 4)
0.0809
"""

from __future__ import annotations

import math
from functools import cache


def mean(values: list[float]) -> float:
    """The arithmetic mean of ``values`` (not empty)."""
    return math.fsum(values) / len(values)


def stdev(values: list[float]) -> float:
    """The sample standard deviation of ``values`` (at least two)."""
    centre = mean(values)
    return math.sqrt(math.fsum((v - centre) ** 2 for v in values) / (len(values) - 1))


def t_tail(t: float, dof: int) -> float:
    """P(T > t) for Student's t with ``dof`` degrees of freedom (an exact
    finite series for whole ``dof``: Abramowitz and Stegun 26.7.3 and 26.7.4).

    >>> round(t_tail(0.0, 3), 6)
    0.5
    >>> round(t_tail(1.0, 1), 6)  # Cauchy: 1/2 - atan(1)/pi
    0.25
    """
    if dof < 1:
        raise ValueError(f"degrees of freedom must be at least 1: {dof!r}")
    theta = math.atan(t / math.sqrt(dof))
    sin, cos2 = math.sin(theta), math.cos(theta) ** 2
    if dof % 2:  # odd: 1/2 + (theta + sin cos (1 + 2/3 cos^2 + ...)) / pi
        term = total = 1.0
        for k in range(1, (dof - 1) // 2):
            term *= cos2 * (2 * k) / (2 * k + 1)
            total += term
        below = 0.5 + (theta + (sin * math.cos(theta) * total if dof > 1 else 0.0)) / math.pi
    else:  # even: 1/2 + sin (1 + 1/2 cos^2 + 3/8 cos^4 + ...) / 2
        term = total = 1.0
        for k in range(1, dof // 2):
            term *= cos2 * (2 * k - 1) / (2 * k)
            total += term
        below = 0.5 + sin * total / 2
    return 1.0 - below


@cache
def t_quantile(tail: float, dof: int) -> float:
    """The t with P(T > t) = ``tail`` (between 0 and 1/2), by bisection.

    >>> round(t_quantile(0.025, 2), 3)  # tables: 4.303
    4.303
    """
    if not 0.0 < tail <= 0.5:
        raise ValueError(f"tail must be in (0, 0.5]: {tail!r}")
    low, high = 0.0, 1.0
    while t_tail(high, dof) > tail:
        low, high = high, high * 2
    for _ in range(60):
        middle = (low + high) / 2
        if t_tail(middle, dof) > tail:
            low = middle
        else:
            high = middle
    return (low + high) / 2
