"""The JSON API's contract under malformed and hostile input (see hostile.py).

A CI-sized run; ``python3 bench/contract.py`` sends 100,000 and counts.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings

from tests.hostile import actions, apply_action, requests, run_request

FAST = settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(requests())
def test_handle_keeps_its_contract(case: tuple[str, str]) -> None:
    state, request = case
    assert run_request(state, request) in ("accepted", "refused"), request[:300]


@FAST
@given(actions())
def test_api_apply_raises_only_burraco_errors(case: tuple[dict[str, Any], Any]) -> None:
    state, action = case
    assert apply_action(state, action) in ("accepted", "refused"), str(action)[:300]


def test_the_requests_the_audit_found() -> None:
    from tests.hostile import _RAW, real_states

    state = real_states()[0]
    for request in _RAW:
        assert run_request(state, request) == "refused", request[:80]
