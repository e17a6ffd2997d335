"""The built page in headless Chromium: loading, starting, playing, scoring."""

from __future__ import annotations

import itertools
import json
import re
import urllib.parse
from typing import Any
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Browser, Page, expect

from burraco_core import Attach, Draw, Match, MatchOptions, Meld, api
from burraco_core.ai import sequence_groups
from burraco_core.views import seat_view
from tests.browser.conftest import (
    INSTANT,
    Watch,
    axe_violations,
    play_a_turn,
    wait_until,
    watched,
)

pytestmark = pytest.mark.browser

LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
}).observe({type: 'longtask', buffered: true});
"""


SAVED_LOG_LENGTH = "JSON.parse(localStorage.getItem('burraco.saved-game.v1')).state.log.length"


def open_game(page: Page, site: str, query: str) -> None:
    page.goto(f"{site}?{query}")
    expect(page.locator("#hand .card").first).to_be_visible(timeout=60_000)


def my_turn(page: Page) -> None:
    expect(page.locator("#table.my-turn")).to_be_visible(timeout=30_000)


def card(page: Page, where: str, name: str) -> object:
    return page.locator(f"{where} .card[data-card='{name}']").first


def seed_with_a_run() -> tuple[int, list[str], str]:
    """A seed where seat 0 plays first and, after drawing, holds a natural
    run of four: meld three, attach the fourth, discard something legal."""
    for seed in range(5000):
        match = Match.new(MatchOptions(seed=seed))
        if match.smazzata.turn != 0:
            continue
        match.apply(Draw(0))
        hand = match.smazzata.hands[0]
        for group in sequence_groups(hand, with_wild=False):
            names = [str(c) for c in group]
            if len(names) >= 4:
                run = names[:4]
                match.apply(Meld(0, tuple(run[:3])))
                match.apply(Attach(0, 1, (run[3],)))
                discard = seat_view(match, 0)["legal"]["discard"][0]
                return seed, run, discard
    raise AssertionError("no seed with a run of four")


# --- loading ---------------------------------------------------------------------


def test_start_screen_loads_offline_with_no_errors(page: Page, site: str, watch: Watch) -> None:
    page.goto(f"{site}?lang=en")
    expect(page.locator("#loading")).to_be_visible()
    expect(page.locator("#start")).to_be_visible(timeout=60_000)
    expect(page.locator("#start-title")).to_have_text("Burraco")
    assert page.locator("#start-level option").count() >= 1
    requested = page.evaluate("performance.getEntriesByType('resource').map(e => e.name)")
    assert all(urlparse(url).netloc == watch.origin for url in requested)


@pytest.mark.parametrize("download", ["pyodide.asm.wasm", "python_stdlib.zip"])
def test_load_failure_shows_a_message_and_retry_works(
    page: Page, site: str, watch: Watch, download: str
) -> None:
    page.route(f"**/{download}", lambda route: route.abort())
    page.goto(f"{site}?lang=en")
    error = page.locator("#loading-error")
    expect(error).to_be_visible(timeout=60_000)
    expect(page.locator("#loading-error-text")).to_contain_text("could not start")
    page.unroute(f"**/{download}")
    watch.errors.clear()  # the aborted download is logged by the browser itself
    page.click("#loading-retry")
    expect(page.locator("#start")).to_be_visible(timeout=60_000)


# --- reloading ---------------------------------------------------------------------

TABLE_NOW = """() => ({
    hand: [...document.querySelectorAll('#hand .card')].map((c) => c.dataset.card),
    selected: [...document.querySelectorAll('#hand .card')].map((c) => c.ariaPressed),
    pile: [...document.querySelectorAll('#pile .card')].map((c) => c.dataset.card),
    actions: JSON.parse(localStorage.getItem('burraco.saved-game.v1')).state.log.length,
})"""


SAVED_SEED_IS = (
    "JSON.parse(localStorage.getItem('burraco.saved-game.v1'))?.state.options.seed === '%s'"
)


def test_a_reload_brings_back_the_game_from_a_link_and_another_link_keeps_it(
    page: Page, site: str, watch: Watch
) -> None:
    open_game(page, site, "variant=classic&players=4&lang=it&level=medio&seed=2024")
    for _ in range(4):
        play_a_turn(page)
    page.click("#stock")
    expect(page.locator("#table.my-turn[data-phase=play]")).to_be_visible()
    page.click("#btn-sort")  # by rank
    page.locator("#hand .card").nth(2).click()
    expect(page.locator("#btn-meld")).to_be_enabled()
    before = page.evaluate(TABLE_NOW)
    assert before["actions"] > 8  # four turns of four players
    assert before["selected"].count("true") == 1
    page.reload()
    expect(page.locator("#hand .card").first).to_be_visible(timeout=60_000)
    expect(page.locator("#hand .card").nth(2)).to_have_attribute("aria-pressed", "true")
    assert page.evaluate(TABLE_NOW) == before
    assert "seed=2024" in page.url and "level=medio" in page.url
    # Another link opens its own deal; the game in progress is kept aside.
    open_game(page, site, "lang=en&seed=42")
    # the new deal is saved just after it is drawn (from a snapshot, the
    # engine is quick enough for the hand to be on screen first)
    wait_until(page, SAVED_SEED_IS % "42")
    assert page.evaluate(TABLE_NOW)["actions"] < before["actions"]
    assert "seed=42" in page.url and "variant=classic" in page.url
    page.click("#btn-menu")
    page.click("#menu-new")
    page.click("#start-earlier")
    expect(page.locator("#hand .card").nth(2)).to_have_attribute("aria-pressed", "true")
    assert page.evaluate(TABLE_NOW) == before


# --- starting ----------------------------------------------------------------------


def test_new_game_from_the_start_screen(page: Page, site: str, watch: Watch) -> None:
    page.goto(f"{site}?lang=en")
    expect(page.locator("#start")).to_be_visible(timeout=60_000)
    page.check("input[name=variant][value=reale]")
    page.check("input[name=players][value='4']")
    page.select_option("#start-length", "target:505")
    page.click("#start-form button[type=submit]")
    expect(page.locator("#hand .card").first).to_be_visible(timeout=30_000)
    expect(page.locator("#opponents .opponent")).to_have_count(3)
    # seated around the table: West to the left, the partner across, East
    # right, on a desktop, a phone and a phone on its side
    for width, height in ((1366, 850), (390, 844), (844, 390)):
        page.set_viewport_size({"width": width, "height": height})
        west, north, east = page.eval_on_selector_all(
            "#opponents .opponent",
            "plaques => plaques.map((p) => p.getBoundingClientRect().toJSON())",
        )
        assert west["right"] <= north["left"] and north["right"] <= east["left"], width
        assert west["top"] == north["top"] == east["top"], width
    expect(page.locator("#opponents .opponent").nth(1)).to_contain_text("North")
    expect(page.locator("#scoreboard")).to_contain_text("to 505")
    assert page.locator("#hand .card[data-card='JK']").count() == 0  # reale: no jokers


def test_pass_and_play_hides_each_hand_between_people(page: Page, site: str, watch: Watch) -> None:
    """Three players, seats 1 and 3 people and seat 2 the computer: chosen on
    the start screen; each person's hand shows only after the curtain."""
    page.goto(f"{site}?lang=en")
    expect(page.locator("#start")).to_be_visible(timeout=60_000)
    page.check("input[name=players][value='3']")
    boxes = page.locator("#start-people input[name=people]")
    expect(boxes).to_have_count(2)
    expect(page.locator("#start-people")).to_contain_text("Player 3 (East): a person")
    boxes.nth(1).check()
    page.click("#start-form button[type=submit]")
    curtain = page.locator("#pass[open]")
    expect(curtain).to_be_visible(timeout=30_000)
    # nothing of the table shows through
    backdrop = page.evaluate(
        "getComputedStyle(document.getElementById('pass'), '::backdrop').backgroundColor"
    )
    assert backdrop == "rgb(11, 61, 36)", backdrop
    hands: dict[str, list[str]] = {}
    player = ""
    while len(hands) < 2:
        # the curtain, or a person's turn (the first curtain may open for a
        # person who then watches the computer play before his turn)
        expect(page.locator("#pass[open], #table.my-turn").first).to_be_visible(timeout=30_000)
        if curtain.count():
            player = page.locator("#pass-title").inner_text()
            assert player in ("Over to player 1", "Over to player 3"), (
                player
            )  # never the computer's
            page.click("#pass-ready")  # closes it at once (the next may follow soon)
            continue
        expect(page).to_have_url(re.compile(r"people=0(%2C|,)2"))  # the link names who plays
        cards = page.locator("#hand .card")
        hands[player] = [
            cards.nth(i).get_attribute("data-card") or "" for i in range(cards.count())
        ]
        page.keyboard.press("d")
        expect(cards).to_have_count(len(hands[player]) + 1)
        cards.first.click()
        page.click("#btn-discard")
        expect(page.locator("#table.my-turn")).to_have_count(0)  # the turn has passed
    assert hands["Over to player 1"] != hands["Over to player 3"]
    # a reload brings the curtain back before any hand
    page.reload()
    expect(curtain).to_be_visible(timeout=60_000)
    assert page.locator("#pass-title").inner_text() in hands


def test_new_game_from_url_parameters(page: Page, site: str, watch: Watch) -> None:
    open_game(page, site, "variant=classic&players=3&seed=42&lang=it&smazzate=3")
    expect(page.locator("#opponents .opponent")).to_have_count(2)
    expect(page.locator("#scoreboard")).to_contain_text("Smazzata 1")
    expect(page.locator("#scoreboard")).to_contain_text("di 3")
    expect(page.locator("#hand")).to_have_attribute("aria-label", "La tua mano")
    first = page.locator("#hand .card").first
    assert re.fullmatch(
        r".+ di (cuori|quadri|fiori|picche)|jolly", first.get_attribute("aria-label") or ""
    )


def test_bad_url_options_show_the_engine_message(page: Page, site: str, watch: Watch) -> None:
    page.goto(f"{site}?players=7&lang=en")
    expect(page.locator(".form-error")).to_have_text(
        "A game is for 2, 3 or 4 players, not 7.", timeout=60_000
    )
    page.goto(f"{site}?target=100&lang=it")  # Italian, all of it
    expect(page.locator(".form-error")).to_have_text(
        "Il punteggio da raggiungere è uno tra 505, 1005, 2005, 3005, 5005, non 100.",
        timeout=60_000,
    )
    page.goto(f"{site}?level=expert&lang=en")
    expect(page.locator(".form-error")).to_contain_text("Unknown level expert", timeout=60_000)


# --- playing --------------------------------------------------------------------------


def test_draw_meld_attach_discard_and_the_computer_replies(
    page: Page, site: str, watch: Watch
) -> None:
    seed, run, discard = seed_with_a_run()
    open_game(page, site, f"seed={seed}&lang=en&players=2")
    my_turn(page)
    expect(page.locator("#hand .card")).to_have_count(11)
    page.click("#stock")
    expect(page.locator("#hand .card")).to_have_count(12)
    for name in run[:3]:
        card(page, "#hand", name).click()  # type: ignore[attr-defined]
    expect(page.locator("#hint")).to_contain_text("Valid sequence")
    page.click("#btn-meld")
    expect(page.locator("#our-melds .meld")).to_have_count(1)
    card(page, "#hand", run[3]).click()  # type: ignore[attr-defined]
    page.locator("#our-melds .meld .card").last.click()
    expect(page.locator("#our-melds .meld .card")).to_have_count(4)
    expect(page.locator("#hand .card")).to_have_count(8)
    card(page, "#hand", discard).click()  # type: ignore[attr-defined]
    page.click("#btn-discard")
    my_turn(page)  # the computer has played its whole turn
    pile = page.locator("#pile .card")
    assert pile.count() >= 1
    expect(page.locator("#hint")).not_to_have_text("")


def test_m_attaches_cards_that_fit_just_one_meld(page: Page, site: str, watch: Watch) -> None:
    """M melds; cards that make no new meld but fit one meld of ours are
    attached there, so a keyboard player need not reach the meld."""
    seed, run, _ = seed_with_a_run()
    open_game(page, site, f"seed={seed}&lang=en&players=2")
    my_turn(page)
    page.keyboard.press("d")
    expect(page.locator("#hand .card")).to_have_count(12)
    for name in run[:3]:
        card(page, "#hand", name).click()  # type: ignore[attr-defined]
    page.keyboard.press("m")
    expect(page.locator("#our-melds .meld")).to_have_count(1)
    card(page, "#hand", run[3]).click()  # type: ignore[attr-defined]
    expect(page.locator("#btn-meld")).to_have_text("Attach")
    page.keyboard.press("m")
    expect(page.locator("#our-melds .meld .card")).to_have_count(4)
    expect(page.locator("#btn-meld")).to_have_text("Meld")
    expect(page.locator("#our-melds .meld")).to_have_count(1)
    expect(page.locator("#hand .card")).to_have_count(8)


def test_cards_chosen_before_the_draw_stay_chosen(page: Page, site: str, watch: Watch) -> None:
    """A player who picks his cards before he draws, or while the draw is on
    its way, keeps them picked: the drawn card joins the hand around them."""
    seed, _, _ = seed_with_a_run()
    open_game(page, site, f"seed={seed}&lang=en&players=2")
    expect(page.locator("#table.my-turn[data-phase=take]")).to_be_visible()
    hand = page.locator("#hand .card")
    chosen = sorted(hand.nth(i).get_attribute("data-card") or "" for i in (0, 3))
    hand.nth(0).click()
    hand.nth(3).click()
    page.click("#stock")
    expect(page.locator("#table.my-turn[data-phase=play]")).to_be_visible()
    expect(hand).to_have_count(12)
    picked = page.locator("#hand .card[aria-pressed=true]")
    expect(picked).to_have_count(2)
    assert sorted(picked.nth(i).get_attribute("data-card") or "" for i in range(2)) == chosen
    expect(page.locator("#btn-meld")).to_be_enabled()
    expect(page.locator("#hint")).to_contain_text("2 selected")


def test_illegal_meld_shows_the_engine_reason(page: Page, site: str, watch: Watch) -> None:
    seed, _, _ = seed_with_a_run()
    open_game(page, site, f"seed={seed}&lang=en")
    my_turn(page)
    page.click("#stock")
    hand = page.locator("#hand .card")
    names = [hand.nth(i).get_attribute("data-card") for i in range(hand.count())]
    pick: list[str] = []
    for name in names:  # three cards of different suits and ranks
        assert name
        if name == "JK" or name.startswith("2"):
            continue
        if all(name[-1] != p[-1] and name[:-1] != p[:-1] for p in pick):
            pick.append(name)
        if len(pick) == 3:
            break
    for name in pick:
        card(page, "#hand", name).click()  # type: ignore[attr-defined]
    page.click("#btn-meld")
    hint = page.locator("#hint.error")
    expect(hint).to_have_text(
        "The cards must be one suit in sequence, or all of one rank. Learn this rule"
    )
    # the refusal leads to the lesson that teaches its rule
    expect(hint.locator("a.rule-link")).to_have_attribute(
        "href", "learn.html?lesson=sequences&step=sequences-build&lang=en"
    )
    expect(page.locator("#our-melds .meld")).to_have_count(0)


def play_until_scored(page: Page) -> int:
    """Draw and discard the first card every turn, by keyboard, until the end."""
    turns = 0
    result = page.locator("#result")
    ready = page.locator("#table.my-turn[data-phase=take], #result[open]").first
    while True:
        expect(ready).to_be_visible(timeout=30_000)
        if result.is_visible():
            return turns
        page.keyboard.press("d")
        expect(page.locator("#table.my-turn[data-phase=play]")).to_be_visible()
        page.locator("#hand .card").first.focus()
        page.keyboard.press("Enter")
        page.keyboard.press("x")
        turns += 1
        assert turns < 80


def test_a_whole_smazzata_to_the_scoring_screen_and_the_next(
    page: Page, site: str, watch: Watch
) -> None:
    open_game(page, site, "seed=3&lang=en&players=2&smazzate=2")
    assert play_until_scored(page) > 0
    dialog = page.locator("#result")
    expect(dialog.locator("table.breakdown")).to_be_visible()
    expect(dialog.locator("tr.total")).to_be_visible()
    expect(dialog).to_contain_text("Match total")
    # the hand reviewed move by move, every hand face up, and shared by link
    page.click("#result-review")
    step = page.locator("#review-step")
    expect(step).to_contain_text("Move 0 of ")
    moves = int((step.text_content() or "").rsplit(" ", 1)[1])
    expect(page.locator("#opponents .backs.open .card")).to_have_count(11)  # the deal
    page.keyboard.press("ArrowRight")
    expect(step).to_have_text(f"Move 1 of {moves}")
    assert page.locator("#hint").text_content()
    # a computer's move is told with the reason it was chosen for
    for _ in range(moves):
        told = page.locator("#hint").text_content() or ""
        if told.startswith("The computer"):
            break
        page.keyboard.press("ArrowRight")
    assert re.fullmatch(r"The computer [^.]+\.( [^.]+\.)? \S.+[.)]", told), told
    page.keyboard.press("End")
    expect(step).to_have_text(f"Move {moves} of {moves}")
    page.click("#review-share")
    expect(page.locator("#notice-text")).to_contain_text("#replay=")
    link = re.search(r"http\S+#replay=\S+", page.locator("#notice-text").text_content() or "")
    assert link
    page.click("#review-close")
    expect(dialog).to_be_visible()  # back to the scoring
    # the link opens the same replay on its own
    other = page.context.new_page()
    other.goto(link.group(0))
    expect(other.locator("#review-step")).to_have_text(f"Move 0 of {moves}", timeout=60_000)
    other.close()
    page.click("#result-next")
    expect(page.locator("#scoreboard")).to_contain_text("Hand 2", timeout=30_000)
    expect(page.locator("#hand .card").first).to_be_visible()
    # the statistics counted that hand, once, even when the page is reloaded
    page.reload()
    expect(page.locator("#hand .card").first).to_be_visible(timeout=60_000)
    page.click("#btn-menu")
    page.click("#menu-stats")
    stats = page.locator("#stats-body")
    expect(stats.locator("h3")).to_have_text("Burraco, 2 players, Easy (facile)")
    expect(stats).to_contain_text(re.compile(r"Hands won\s*[01] of 1"))
    href = page.get_attribute("#stats-export", "href") or ""
    exported = json.loads(urllib.parse.unquote(href.split(",", 1)[1]))
    assert [(e["variant"], e["players"], e["hands"]) for e in exported] == [("classic", 2, 1)]
    page.click("#stats-reset")
    page.click("#stats-reset")  # asked twice
    expect(stats).to_contain_text("No hand finished yet")


def test_axe_finds_nothing_in_the_game(browser: Browser, site: str, axe_source: str) -> None:
    """The start screen, the table, its dialogs and the scoring, checked by
    axe-core (which the page's CSP would stop: a context that bypasses it)."""
    context = browser.new_context(bypass_csp=True)
    page = context.new_page()
    page.add_init_script(INSTANT)
    checked = []
    try:
        page.goto(f"{site}?lang=en")
        expect(page.locator("#start")).to_be_visible(timeout=60_000)
        checked.append(("start", axe_violations(page, axe_source)))
        open_game(page, site, "seed=3&lang=en&players=4&smazzate=1")
        page.keyboard.press("d")
        page.locator("#hand .card").nth(1).click()
        checked.append(("table", axe_violations(page, axe_source)))
        for dialog in ("menu", "rules", "history"):
            page.click(f"#btn-{dialog}")
            checked.append((dialog, axe_violations(page, axe_source)))
            page.keyboard.press("Escape")
        # the moves so far, in order, in the engine's words: the last is ours
        page.click("#btn-history")
        moves = page.locator("#history-list li")
        expect(moves.last).to_have_text("You drew from the stock.")
        logged = page.evaluate(SAVED_LOG_LENGTH)
        assert moves.count() == logged and "mine" in (moves.last.get_attribute("class") or "")
        page.click("#history-close")
        page.keyboard.press("Escape")  # and the selection
        page.locator("#hand .card").nth(1).click()
        page.keyboard.press("x")
        play_until_scored(page)
        checked.append(("result", axe_violations(page, axe_source)))
    finally:
        context.close()
    assert checked == [(view, []) for view, _ in checked]


def test_three_players_show_the_partnership_formed_mid_hand(
    page: Page, site: str, watch: Watch
) -> None:
    # with this seed East goes alone first, so West and the player pair up
    open_game(page, site, "seed=3&lang=en&players=3&smazzate=2&level=medio")
    play_until_scored(page)
    expect(page.locator("#result .breakdown")).to_contain_text("You + West")
    west, east = page.locator("#opponents .opponent").all()
    expect(west).to_contain_text("Partner")
    expect(east).not_to_contain_text("Partner")
    expect(east).to_contain_text("took the pozzetto")
    # the pair's share in words, every hand's leftover cards, and the table
    # can be looked at with the scoring set aside
    result = page.locator("#result")
    expect(result.locator(".result-split")).to_contain_text("played as a pair")
    expect(result.locator(".result-left li")).to_have_count(3)
    page.click("#result-look")
    expect(result).not_to_be_visible()
    page.click("#btn-result")
    expect(result.locator(".breakdown")).to_be_visible()


def test_main_thread_stays_responsive_while_the_computer_plays(
    page: Page, site: str, watch: Watch
) -> None:
    page.add_init_script(LONG_TASKS)
    open_game(page, site, "seed=5&lang=en&players=4")
    page.evaluate("window.__longTasks = []")
    for _ in range(3):
        my_turn(page)
        page.click("#stock")
        expect(page.locator("#table.my-turn[data-phase=play]")).to_be_visible()
        before = page.evaluate(SAVED_LOG_LENGTH)
        page.locator("#hand .card").first.click()
        page.click("#btn-discard")
        # The three others have played: the saved log holds our discard and
        # at least a take and a discard each.  (Waiting instead for the
        # table to leave "my turn" raced them: at speed 0 their turns can be
        # over before the first look.  A busy machine can take seconds.)
        wait_until(page, f"({SAVED_LOG_LENGTH}) >= {before + 7}", timeout=15)
    my_turn(page)
    longest = page.evaluate("Math.max(0, ...window.__longTasks)")
    assert longest < 200, f"a long task of {longest} ms"


def engine_hint(session: api.Session, lang: str = "en") -> dict[str, Any]:
    """The hint the engine gives natively for the same game as the page's."""
    answer = json.loads(api.handle(json.dumps({"op": "hint", "seat": 0, "lang": lang})))
    assert answer["ok"], answer
    return answer["result"]


def test_keyboard_only_turn_with_hints(page: Page, site: str, watch: Watch) -> None:
    seed, _, _ = seed_with_a_run()
    open_game(page, site, f"seed={seed}&lang=en")
    my_turn(page)
    # H asks the engine for a hint: the page shows its move and its reason
    native = api.Session.new({"seed": seed})
    api.handle(json.dumps({"op": "load", "state": native.state()}))
    page.keyboard.press("h")
    hint = engine_hint(native)
    expect(page.locator("#hint")).to_have_text(f"{hint['advice']} {hint['why']}")
    where = "#stock" if hint["action"]["type"] == "draw" else "#pile"
    expect(page.locator(f"{where}.hinted")).to_have_count(1)
    page.locator("#hand .card").last.focus()
    focused = page.evaluate("document.activeElement.dataset.card")
    page.keyboard.press("d")
    expect(page.locator("#hand .card")).to_have_count(12)
    expect(page.locator(".hinted")).to_have_count(0)  # the hint went with the move
    # the focus stays on its card, wherever the new one went
    assert page.evaluate("document.activeElement.dataset.card") == focused
    api.handle(json.dumps({"op": "apply", "action": {"type": "draw", "seat": 0}}))
    page.keyboard.press("h")
    hint = engine_hint(native)
    expect(page.locator("#hint")).to_have_text(f"{hint['advice']} {hint['why']}")
    played = hint["action"].get("cards") or [hint["action"]["card"]]
    chosen = page.locator("#hand .card[aria-pressed=true]")
    expect(chosen).to_have_count(len(played))
    names = chosen.evaluate_all("cards => cards.map((c) => c.dataset.card)")
    assert sorted(names) == sorted(played)
    page.keyboard.press("Escape")
    expect(chosen).to_have_count(0)
    first = page.locator("#hand .card").first
    first.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#hand .card[aria-pressed=true]")).to_have_count(1)
    page.keyboard.press("x")
    expect(page.locator("#pile .card")).not_to_have_count(0)
    my_turn(page)
    expect(page.locator("#hand .card")).to_have_count(11)


def calls_counted(counter: str, prototype: str, methods: list[str]) -> str:
    """An init script that counts, in ``window[counter]``, the page's calls
    of ``prototype``'s ``methods``: the test watches from outside, the page
    carries no hook of its own."""
    return f"""(() => {{
    window.{counter} = 0;
    for (const name of {methods!r}) {{
        const real = {prototype}[name];
        {prototype}[name] = function (...args) {{
            window.{counter} += 1;
            return real.apply(this, args);
        }};
    }}
}})();"""


# the sounds the page makes, each made of oscillators or noise buffers
AUDIO_COUNTER = calls_counted(
    "__sounds", "AudioContext.prototype", ["createOscillator", "createBufferSource"]
)


def test_sound_effects_play_and_the_switch_is_remembered(
    page: Page, site: str, watch: Watch
) -> None:
    page.add_init_script(AUDIO_COUNTER)
    open_game(page, site, "seed=3&lang=en")
    my_turn(page)
    page.click("#stock")
    expect(page.locator("#table.my-turn[data-phase=play]")).to_be_visible()
    assert page.evaluate("window.__sounds") > 0  # a card drawn, made in the page
    page.click("#btn-menu")
    page.uncheck("#menu-sound")
    page.click("#menu-close")
    silent = page.evaluate("window.__sounds")
    page.locator("#hand .card").first.click()
    page.click("#btn-discard")
    my_turn(page)  # the computer's turn too
    assert page.evaluate("window.__sounds") == silent
    prefs = page.evaluate("JSON.parse(localStorage.getItem('burraco.preferences.v1'))")
    assert prefs["sound"] is False
    # the next visit starts silent (the harness resets the preferences on
    # every load: keep the player's choice among them this time)
    page.add_init_script(
        "localStorage.setItem('burraco.preferences.v1', JSON.stringify({speed: 0, sound: false}))"
    )
    page.reload()
    my_turn(page)
    page.click("#stock")
    expect(page.locator("#table.my-turn[data-phase=play]")).to_be_visible()
    assert page.evaluate("window.__sounds") == 0
    page.click("#btn-menu")
    expect(page.locator("#menu-sound")).not_to_be_checked()


MOVES_COUNTER = calls_counted("__moves", "Element.prototype", ["animate"])


# When each card animation was started: the page's work for it (measuring
# where the card lands, on the table just redrawn) runs in that task.
ANIMATION_STARTS = """
window.__animations = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (keyframes, options) {
  window.__animations.push(performance.now());
  return animate.call(this, keyframes, options);
};
"""


def _long_tasks_that_move_cards(page: Page, site: str) -> list[float]:
    """Play two turns of a seeded four-player game at the menu's normal
    speed, then the computers' three; the durations of the long tasks (50 ms
    or more, as a PerformanceObserver sees them) in which a card's move
    started."""
    page.set_viewport_size({"width": 1366, "height": 850})  # the most cards to draw
    page.add_init_script(MOVES_COUNTER)
    page.add_init_script(ANIMATION_STARTS)
    page.add_init_script(LONG_TASKS.replace("entry.duration", "[entry.startTime, entry.duration]"))
    page.add_init_script(  # the menu's normal speed (the harness plays instantly)
        "localStorage.setItem('burraco.preferences.v1', JSON.stringify({speed: 350}))"
    )
    open_game(page, site, "seed=3&lang=en&players=4")
    for turn in range(2):
        my_turn(page)
        page.click("#stock")
        expect(page.locator("#table.my-turn[data-phase=play]")).to_be_visible()
        if turn == 0:
            # the drawn card slides in: its move may start a frame after the
            # table shows the play phase
            wait_until(page, "window.__moves >= 1", timeout=5)
            assert page.evaluate("window.__moves") == 1
        page.locator("#hand .card").first.click()
        page.click("#btn-discard")
        expect(page.locator("#table.my-turn")).to_have_count(0)  # the turn has passed
    my_turn(page)  # three computer turns, every card moving
    animations = page.evaluate("window.__animations")
    assert len(animations) >= 8, animations
    return [
        duration
        for start, duration in page.evaluate("window.__longTasks")
        if any(start <= at <= start + duration for at in animations)
    ]


def test_cards_move_at_a_readable_speed_but_not_under_reduced_motion(
    page: Page, site: str, watch: Watch, browser: Browser
) -> None:
    # no card's move takes the main thread for 50 ms or more.  A wall-clock
    # measure on a shared machine: another process may take the core in the
    # middle of a move's frame (seen once in many runs, 53 ms).  The same
    # seeded game is played again, up to twice, in a fresh browser context: a
    # move that does too much work is long every time, a busy machine's
    # hiccup is not (the least of repeated timings, as timeit takes).
    seen = []
    for attempt in range(3):
        if attempt == 0:
            long_tasks = _long_tasks_that_move_cards(page, site)
        else:
            context = browser.new_context()
            again = context.new_page()
            try:
                with watched(again, watch.origin):
                    long_tasks = _long_tasks_that_move_cards(again, site)
            finally:
                context.close()
        if not long_tasks:
            break
        seen.append(f"{max(long_tasks):.0f} ms")
    else:
        raise AssertionError(f"a card's move took a task of {', '.join(seen)} in each try")
    page.evaluate("window.__moves = 0")
    page.emulate_media(reduced_motion="reduce")
    page.click("#stock")
    expect(page.locator("#table.my-turn[data-phase=play]")).to_be_visible()
    page.locator("#hand .card").first.click()
    page.click("#btn-discard")
    my_turn(page)  # the computers' whole turns, played at the same speed
    assert page.evaluate("window.__moves") == 0


def test_cards_are_named_buttons(page: Page, site: str, watch: Watch) -> None:
    open_game(page, site, "seed=9&lang=en")
    hand = page.get_by_role("list", name="Your hand")
    expect(hand).to_be_visible()
    labels = hand.get_by_role("button").evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))"
    )
    assert len(labels) >= 11
    for label in labels:
        assert re.fullmatch(
            r"(ace|king|queen|jack|\d+) of (hearts|diamonds|clubs|spades)|joker", label
        ), label
    pile = page.locator("#pile .card").first
    assert "discard pile" in (pile.get_attribute("aria-label") or "")


def test_phone_layout_has_no_sideways_scroll(page: Page, site: str, watch: Watch) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    open_game(page, site, "seed=9&lang=it&players=4")
    my_turn(page)  # the computer's turns redraw the hand: measure once they are done
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360
    box = page.locator("#hand .card").first.bounding_box()
    assert box and box["width"] >= 48
    # after drawing, a tap on the middle of any of the twelve cards is that
    # card's, not its neighbour's (a second row rather than thin strips)
    page.keyboard.press("p")  # "pesca": the Italian page's letters
    expect(page.locator("#hand .card")).to_have_count(12)
    assert page.evaluate(MIDDLES_ARE_THEIR_OWN) == [True] * 12
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    # on a desktop, with room to spare, the cards sit side by side
    page.set_viewport_size({"width": 1366, "height": 850})
    boxes = page.locator("#hand .card").evaluate_all(
        "els => els.map(e => e.getBoundingClientRect().toJSON())"
    )
    assert all(a["right"] <= b["left"] + 1 for a, b in itertools.pairwise(boxes))
    assert boxes[0]["width"] >= 80
    # short screens (a phone on its side, an embedded frame): the whole table
    # in view, our melds included, with no scroll nobody would see
    for width, height in ((844, 390), (800, 500)):
        page.set_viewport_size({"width": width, "height": height})
        assert page.evaluate(WHOLE_TABLE_IN_VIEW), (width, height)


WHOLE_TABLE_IN_VIEW = """(() => {
    const felt = document.querySelector('.felt');
    const ours = document.getElementById('our-melds').getBoundingClientRect();
    const hand = document.getElementById('hand').getBoundingClientRect();
    return document.documentElement.scrollHeight <= innerHeight
        && felt.scrollHeight <= felt.clientHeight + 1
        && ours.bottom <= innerHeight && hand.bottom <= innerHeight + 1;
})()"""


MIDDLES_ARE_THEIR_OWN = """[...document.querySelectorAll('#hand .card')].map((card) => {
    const box = card.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return card.contains(hit);
})"""


@pytest.mark.parametrize("level", ["medio", "difficile"])
def test_stronger_levels_play_in_the_browser(
    page: Page, site: str, watch: Watch, level: str
) -> None:
    open_game(page, site, f"seed=4&lang=en&players=2&level={level}")
    for _ in range(2):
        expect(page.locator("#table.my-turn[data-phase=take]")).to_be_visible(timeout=30_000)
        page.keyboard.press("d")
        expect(page.locator("#table.my-turn[data-phase=play]")).to_be_visible()
        page.locator("#hand .card").first.focus()
        page.keyboard.press("Enter")
        page.keyboard.press("x")
    expect(page.locator("#table.my-turn[data-phase=take]")).to_be_visible(timeout=30_000)
    assert page.locator("#pile .card").count() >= 1
