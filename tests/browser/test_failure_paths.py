"""The page when what it reads back is wrong: saves, preferences, links."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Page, expect

from burraco_core import api
from tests.browser.conftest import Watch
from tests.browser.test_page import card, my_turn, open_game, seed_with_a_run

pytestmark = pytest.mark.browser

SAVE = "burraco.saved-game.v1"
ASIDE = "burraco.unusable-save.v1"


def store(page: Page, key: str, text: str) -> None:
    """Put ``text`` in localStorage before the page's own scripts run."""
    page.add_init_script(
        f"if (!sessionStorage.getItem('stored-{key}')) {{"
        f" localStorage.setItem({json.dumps(key)}, {json.dumps(text)});"
        f" sessionStorage.setItem('stored-{key}', '1'); }}"
    )


def start_screen(page: Page, site: str, query: str = "lang=en") -> None:
    page.goto(f"{site}?{query}")
    expect(page.locator("#start")).to_be_visible(timeout=60_000)


def test_a_save_without_options_resumes_from_its_own_state(
    page: Page, site: str, watch: Watch
) -> None:
    state = api.new_game({"seed": 7})
    state = api.apply(state, {"type": "draw", "seat": state["smazzata"]["turn"]})
    store(page, SAVE, json.dumps({"settings": {"level": "facile"}, "state": state}))
    start_screen(page, site)
    page.click("#start-resume")
    expect(page.locator("#hand .card").first).to_be_visible(timeout=30_000)
    page.click("#btn-menu")
    expect(page.locator("#menu-game")).to_contain_text("Game 7")


@pytest.mark.parametrize(
    "saved",
    [
        json.dumps({"settings": {"level": "facile"}, "state": {"format": "burraco-match/0"}}),
        json.dumps({"level": "facile", "state": {**api.new_game({"seed": 7}), "log": ["KH"]}}),
    ],
)
def test_a_save_the_engine_refuses_is_reported_and_kept_aside(
    page: Page, site: str, watch: Watch, saved: str
) -> None:
    store(page, SAVE, saved)
    start_screen(page, site)
    page.click("#start-resume")
    expect(page.locator(".form-error")).to_contain_text("could not be resumed", timeout=30_000)
    assert page.evaluate(f"localStorage.getItem({json.dumps(ASIDE)})") == saved
    assert page.evaluate(f"localStorage.getItem({json.dumps(SAVE)})") is None
    expect(page.locator("#start-resume")).to_be_hidden()
    page.click("#start-form button[type=submit]")  # the start screen still works
    expect(page.locator("#hand .card").first).to_be_visible(timeout=30_000)


def test_an_unreadable_save_is_reported_and_kept_aside(page: Page, site: str, watch: Watch) -> None:
    store(page, SAVE, "{not json")
    start_screen(page, site)
    expect(page.locator("#notice-text")).to_contain_text("could not be read")
    expect(page.locator("#start-resume")).to_be_hidden()
    assert page.evaluate(f"localStorage.getItem({json.dumps(ASIDE)})") == "{not json"


def test_a_huge_stored_speed_is_held_to_the_menus_range(
    page: Page, site: str, watch: Watch
) -> None:
    page.add_init_script(
        "localStorage.setItem('burraco.preferences.v1', JSON.stringify({speed: 2e9}));"
    )
    seed, _, _ = seed_with_a_run()
    open_game(page, site, f"seed={seed}&lang=en")
    my_turn(page)
    page.click("#stock")
    page.locator("#hand .card").first.click()
    page.click("#btn-discard")
    my_turn(page)  # the computer's turn ends: at most 1.4 s an action, not 2e9 ms
    page.click("#btn-menu")
    expect(page.locator("#menu-speed")).to_have_value("1400")


def test_an_unknown_language_falls_back_with_a_notice(page: Page, site: str, watch: Watch) -> None:
    start_screen(page, site, "lang=xx")
    expect(page.locator("html")).to_have_attribute("lang", "en")  # the browser's
    expect(page.locator("#notice-text")).to_contain_text("does not speak “xx”")
    expect(page.locator("#start-title")).to_have_text("Burraco")


def test_a_long_seed_in_a_link_is_kept_digit_for_digit(page: Page, site: str, watch: Watch) -> None:
    open_game(page, site, "seed=12345678901234567890&lang=en")
    page.click("#btn-menu")
    expect(page.locator("#menu-game")).to_contain_text("Game 12345678901234567890")
    expect(page.locator("#menu-game")).to_contain_text("seed=12345678901234567890")
    page.click("#menu-close")
    open_game(page, site, "seed=1e100&lang=en")  # text, not a number
    page.click("#btn-menu")
    expect(page.locator("#menu-game")).to_contain_text("Game 1e100")


def test_the_engine_says_what_a_selection_can_do(page: Page, site: str, watch: Watch) -> None:
    seed, run, _ = seed_with_a_run()
    open_game(page, site, f"seed={seed}&lang=en")
    my_turn(page)
    page.click("#stock")
    card(page, "#hand", run[0]).click()  # type: ignore[attr-defined]
    hint = page.locator("#hint")
    expect(hint).to_contain_text("discard")
    expect(hint).not_to_contain_text("attach")  # no meld is on the table
    expect(page.locator("#btn-meld")).not_to_have_class("btn primary")
    expect(page.locator("#btn-discard")).to_have_class("btn primary")
    for name in run[1:3]:
        card(page, "#hand", name).click()  # type: ignore[attr-defined]
    expect(hint).to_contain_text("Valid sequence")
    expect(page.locator("#btn-meld")).to_have_class("btn primary")
    page.click("#btn-meld")
    card(page, "#hand", run[3]).click()  # type: ignore[attr-defined]
    expect(page.locator("#our-melds .meld.fits")).to_have_count(1)
    expect(hint).to_contain_text("highlighted meld")
    # a card of another suit, clicked onto the sequence: the engine says why
    page.keyboard.press("Escape")
    suit = run[0][-1]
    hand = page.eval_on_selector_all("#hand .card", "cards => cards.map(c => c.dataset.card)")
    stranger = next(c for c in hand if c != "JK" and c[-1] != suit and not c.startswith("2"))
    card(page, "#hand", stranger).click()  # type: ignore[attr-defined]
    page.locator("#our-melds .meld .card").last.click()
    expect(hint).to_contain_text("This is a sequence of")
    expect(hint).to_contain_text("cannot join it")
    # in the other language, the hint says it again in that language
    page.click("#btn-menu")
    page.select_option("#menu-lang", "it")
    page.click("#menu-close")
    expect(hint).to_contain_text("Carte scelte: 1 · Scegli una carta da scartare")


def test_an_italian_turn_by_keyboard_speaks_italian(page: Page, site: str, watch: Watch) -> None:
    """Italian letters (P pesca, S scarta) and the engine's Italian sentences."""
    seed, _, _ = seed_with_a_run()
    open_game(page, site, f"seed={seed}&lang=it")
    my_turn(page)
    page.locator("body").press("p")  # pesca
    expect(page.locator("#hand .card")).to_have_count(12)
    expect(page.locator("#hint")).to_have_text("Hai pescato dal tallone.")
    first = page.locator("#hand .card").first
    name = first.get_attribute("aria-label") or ""
    first.focus()
    page.keyboard.press("Enter")
    page.keyboard.press("s")  # scarta
    expect(page.locator("#hand .card")).to_have_count(11, timeout=30_000)
    expect(page.locator("#hint")).to_have_text(
        re.compile(r"(Il computer (pesca|raccoglie|cala|attacca|scarta)|Hai scartato) ")
    )
    assert " di " in name or name == "jolly"
    expect(page.get_by_role("region", name="Tavolo da burraco")).to_be_visible()
    expect(page.locator("#opponents")).to_contain_text(re.compile(r"\d+ carte?\b"))


def test_a_pozzetto_is_told_on_the_table_and_what_arrives_glows(
    page: Page, site: str, watch: Watch
) -> None:
    state = api.set_up(
        {"hands": [["5H", "6H", "7H"], None], "turn": 0, "phase": "play", "seed": "news"}
    )
    store(page, SAVE, json.dumps({"level": "facile", "state": state}))
    start_screen(page, site)
    page.click("#start-resume")
    for name in ("5H", "6H", "7H"):
        card(page, "#hand", name).click()  # type: ignore[attr-defined]
    page.click("#btn-meld")
    news = page.locator("#news")
    expect(news).to_have_text("You: pozzetto!")
    expect(news).to_have_attribute("aria-live", "assertive")
    expect(page.locator("#our-melds .meld.fresh")).to_have_count(1)
    expect(page.locator("#hand .card.fresh")).to_have_count(11)  # the pozzetto's cards
    expect(news).to_be_hidden(timeout=5_000)  # for a moment only
