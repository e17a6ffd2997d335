"""Playing the lessons through the page as a learner does: clicking cards
and buttons, typing numbers.  Used by the learn page tests."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import Locator, Page

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import lessons

from .conftest import wait_until

CONTENT = lessons.load()
EXAMPLES = {e["id"]: e for e in lessons.examples(CONTENT)}

KIND_WORDS = {
    "en": {"none": "Not a burraco", "pulito": "Pulito (clean)",
           "semipulito": "Semipulito (semi-clean)", "sporco": "Sporco (dirty)",
           "nobile": "Nobile", "reale": "Reale"},
    "it": {"none": "Non è un burraco", "pulito": "Pulito", "semipulito": "Semipulito",
           "sporco": "Sporco", "nobile": "Nobile", "reale": "Reale"},
}  # fmt: skip
BUTTONS = {
    "en": {"meld": "Meld", "attach": "Attach", "discard": "Discard", "check": "Check"},
    "it": {"meld": "Cala", "attach": "Attacca", "discard": "Scarta", "check": "Verifica"},
}


def engine_ready(page: Page) -> None:
    wait_until(page, "document.getElementById('engine-status').textContent === ''", 90)


def select(page: Page, root: Locator, cards: list[str]) -> None:
    """Select ``cards`` in the hand, copies told apart by position."""
    taken: dict[str, int] = {}
    for card in cards:
        nth = taken.get(card, 0)
        taken[card] = nth + 1
        root.locator(f'.hand-row [data-card="{card}"]').nth(nth).click()


def answer(page: Page, exercise: dict[str, Any], given: Any, lang: str) -> Locator:
    """Give ``given`` as the answer to the exercise on the page; returns the
    feedback box once it holds a verdict."""
    root = page.locator(f'.exercise[data-example="{exercise["id"]}"]')
    kind = exercise["kind"]
    words = BUTTONS[lang]
    if kind in ("points", "score", "split"):
        root.locator("input[type=number]").fill(str(given))
        root.get_by_role("button", name=words["check"], exact=True).click()
    elif kind == "kind":
        root.get_by_role("button", name=KIND_WORDS[lang][given], exact=True).click()
    elif kind in ("meld", "attach"):
        select(page, root, given)
        root.get_by_role("button", name=words[kind], exact=True).click()
    else:
        for action in given:
            play(page, root, action, words)
    feedback = root.locator(".feedback")
    wait_until(page, f"""(() => {{
        const box = document.querySelector('.exercise[data-example="{exercise["id"]}"] .feedback');
        return box && ['right', 'wrong'].includes(box.dataset.state);
    }})()""", 30)  # fmt: skip
    return feedback


def play(page: Page, root: Locator, action: dict[str, Any], words: dict[str, str]) -> None:
    before = root.locator(".board-log li").count()
    kind = action["type"]
    if kind == "draw":
        root.locator(".board-stock").click()
    elif kind == "pickup":
        root.locator(".board-pile").click()
    elif kind == "meld":
        select(page, root, action["cards"])
        root.get_by_role("button", name=words["meld"], exact=True).click()
    elif kind == "attach":
        select(page, root, action["cards"])
        root.locator(f'.meld-target[data-meld="{action["meld"]}"]').click()
    elif kind == "discard":
        select(page, root, [action["card"]])
        root.get_by_role("button", name=words["discard"], exact=True).click()
    # the engine answers: a new line in the log, or a refusal in the feedback
    wait_until(page, f"""(() => {{
        const box = document.querySelector('.exercise .feedback');
        return document.querySelectorAll('.exercise .board-log li').length > {before}
            || (box && box.dataset.state === 'wrong');
    }})()""", 30)  # fmt: skip
    page.wait_for_timeout(50)


def right_answer(exercise: dict[str, Any]) -> Any:
    return exercise.get("solution", exercise.get("answer"))


def wrong_answer(exercise: dict[str, Any]) -> Any:
    wrong = exercise["wrong"][0]
    return wrong.get("actions", wrong.get("answer"))
