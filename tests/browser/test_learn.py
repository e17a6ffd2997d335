"""learn.html and embed.mjs in a real browser: every lesson done as a
learner does it, in both languages, with one wrong answer of each kind;
the puzzles; every ?example= link; the custom element on another page of
the site; an example in an iframe on another origin; the keyboard;
axe-core; and what shows before the engine is ready."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Page, expect

from burraco_core import api
from tests.browser.conftest import DIST, Watch, axe_violations, serving, wait_until, watched
from tests.browser.learning import (
    CONTENT,
    EXAMPLES,
    answer,
    engine_ready,
    right_answer,
    wrong_answer,
)

pytestmark = pytest.mark.browser

LESSON_EXERCISES = [e for lesson in CONTENT["lessons"] for e in lesson["exercises"]]


def local(words: dict[str, Any], lang: str) -> Any:
    return words[lang]


def engine_reason(exercise: dict[str, Any], given: Any, lang: str) -> str:
    """What the engine says of a wrong answer, asked natively: the page must
    show the very same sentence."""
    if exercise["kind"] != "play":
        request = {"op": "judge", "exercise": exercise, "answer": given, "lang": lang}
        return json.loads(api.handle(json.dumps(request)))["result"]["reason"]
    api.handle(json.dumps({"op": "set_up", "position": exercise["position"]}))
    for action in given:
        request = {"op": "apply", "action": {**action, "seat": 0}, "lang": lang}
        done = json.loads(api.handle(json.dumps(request)))
        if not done["ok"]:
            return done["error"]["message"]
    request = {"op": "goal", "goal": exercise["goal"], "seat": 0, "lang": lang}
    return json.loads(api.handle(json.dumps(request)))["result"]["reason"]


def reset(page: Page, exercise: dict[str, Any]) -> None:
    """Start the exercise again after a wrong answer."""
    root = page.locator(f'.exercise[data-example="{exercise["id"]}"]')
    root.locator(".actions .btn").last.click()  # "Start again"
    if exercise["kind"] == "play":
        cards = len(exercise["position"]["hands"][0])
        wait_until(page, f"""(() => {{
            const box = document.querySelector('.exercise');
            return box.querySelectorAll('.hand-row .card').length === {cards}
                && box.querySelectorAll('.board-log li').length === 0
                && box.querySelector('.feedback').dataset.state === ''
                && !box.querySelector('.hand-row .selected');
        }})()""")  # fmt: skip


def do_exercise(page: Page, exercise: dict[str, Any], lang: str, *, wrong_first: bool) -> None:
    if wrong_first:
        given = wrong_answer(exercise)
        feedback = answer(page, exercise, given, lang)
        expect(feedback).to_have_attribute("data-state", "wrong")
        expect(feedback).to_contain_text(engine_reason(exercise, given, lang))
        expect(feedback).to_contain_text(local(exercise["hint"], lang))
        if exercise["kind"] in ("meld", "attach", "play"):
            reset(page, exercise)
    feedback = answer(page, exercise, right_answer(exercise), lang)
    expect(feedback).to_have_attribute("data-state", "right")
    root = page.locator(f'.exercise[data-example="{exercise["id"]}"]')
    if exercise["kind"] in ("meld", "attach"):  # what happened: the meld as it lies now
        expect(root.locator(".results .result").last.locator(".card")).not_to_have_count(0)
    if exercise["kind"] == "play":
        expect(root.locator(".board-log li")).not_to_have_count(0)


def test_every_lesson_done_in_both_languages_with_one_wrong_answer_of_each_kind(
    page: Page, site: str, watch: Watch
) -> None:
    page.goto(f"{site}learn.html?lang=en")
    engine_ready(page)
    for lang in ("en", "it"):
        if lang == "it":
            page.select_option("#learn-lang", "it")  # the page's own switch
        title = "Learn Burraco" if lang == "en" else "Impara il burraco"
        expect(page.locator("h1")).to_have_text(title)
        kinds_tried: set[str] = set()
        for number, lesson in enumerate(CONTENT["lessons"], start=1):
            page.locator(".lesson-list a.lesson-link").nth(number - 1).click()  # the page's links
            expect(page.locator(".lesson-text p").first).to_have_text(
                local(lesson["text"], lang)[0]
            )
            for index, exercise in enumerate(lesson["exercises"]):
                if index:
                    page.locator(f'.steps a[data-step="{exercise["id"]}"]').click()
                expect(page.locator(".prompt")).to_have_text(local(exercise["prompt"], lang))
                do_exercise(page, exercise, lang, wrong_first=exercise["kind"] not in kinds_tried)
                kinds_tried.add(exercise["kind"])
                step = page.locator(f'.steps a[data-step="{exercise["id"]}"]')
                expect(step).to_have_attribute("data-state", "done")
            page.locator(".crumbs a").click()
        assert kinds_tried == {"points", "meld", "attach", "kind", "score", "split", "play"}
        expect(page.locator(".lesson-list li.complete")).to_have_count(len(CONTENT["lessons"]))
    # kept on the device: after a reload the learner is where she left off
    page.reload()
    expect(page.locator(".lesson-list li.complete")).to_have_count(len(CONTENT["lessons"]))
    first = local(CONTENT["puzzles"][0]["title"], "it")
    expect(page.locator(".cta a")).to_contain_text(first)


def test_every_puzzle_solved_from_easy_to_hard(page: Page, site: str, watch: Watch) -> None:
    page.goto(f"{site}learn.html?lang=en")
    engine_ready(page)
    for number, puzzle in enumerate(CONTENT["puzzles"]):
        page.locator(".puzzle-list a.lesson-link").nth(number).click()
        expect(page.locator("h1")).to_have_text(puzzle["title"]["en"])
        do_exercise(page, puzzle, "en", wrong_first=number in (0, len(CONTENT["puzzles"]) - 1))
        page.locator(".crumbs a").click()
    expect(page.locator(".puzzle-list li.complete")).to_have_count(len(CONTENT["puzzles"]))
    total = len(CONTENT["puzzles"])
    expect(page.locator(".puzzle-list > .progress-note")).to_have_text(f"{total} of {total} solved")


def test_every_example_link_loads_alone_and_fits_600_by_400(page: Page, site: str) -> None:
    """Every example in a 600x400 iframe, all on one page, as a teacher's
    page would hold them; the languages in turn."""
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    # These are looked at before the engine runs: hold the workers back so
    # that no frame spends the test booting one.
    page.route("**/js/worker.mjs", lambda route: None)
    frames = [
        (identifier, ("it", "en")[number % 2])
        for number, identifier in enumerate([*EXAMPLES, "no-such-example"])
    ]
    page.set_content("<!doctype html><title>Examples</title><body></body>")
    page.evaluate(
        """([site, frames]) => {
            for (const [id, lang] of frames) {
                const frame = document.createElement('iframe');
                frame.src = `${site}learn.html?example=${id}&lang=${lang}`;
                frame.width = 600;
                frame.height = 400;
                frame.title = id;
                document.body.append(frame);
            }
        }""",
        [site, frames],
    )
    for identifier, lang in frames:
        inner = page.frame_locator(f'iframe[title="{identifier}"]')
        if identifier not in EXAMPLES:
            expect(inner.locator(".form-error")).to_contain_text("no example")
            continue
        exercise = EXAMPLES[identifier]
        box = inner.locator(f'.exercise[data-example="{identifier}"]')
        prompt = box.locator(".prompt")
        expect(prompt).to_have_text(local(exercise["prompt"], lang), timeout=60_000)
        if exercise["kind"] != "split":  # drawn before the engine
            expect(box.locator(".card").first).to_be_visible()
        expect(inner.locator(".learn-top")).to_be_hidden()  # no page chrome
    for frame in page.frames[1:]:
        size = frame.evaluate(
            "[document.documentElement.scrollWidth, document.documentElement.scrollHeight]"
        )
        assert size[0] <= 600 and size[1] <= 400, (frame.url, size)
    assert errors == []


def solved_in_ms(page: Page, exercise_id: str, button: str) -> float:
    """In-page time from pressing ``button`` to the verdict on the page."""
    return page.evaluate(
        """([id, name]) => new Promise((resolve) => {
            const box = document.querySelector(`.exercise[data-example="${id}"]`);
            const feedback = box.querySelector('.feedback');
            const knob = [...box.querySelectorAll('button')].find((b) => b.textContent === name);
            feedback.dataset.state = '';
            const started = performance.now();
            new MutationObserver((_, observer) => {
                if (['right', 'wrong'].includes(feedback.dataset.state)) {
                    observer.disconnect();
                    resolve(performance.now() - started);
                }
            }).observe(feedback, { attributes: true });
            knob.click();
        })""",
        [exercise_id, button],
    )


def test_before_the_engine_then_fast_verdicts_and_the_keyboard(
    page: Page, site: str, watch: Watch
) -> None:
    # Hold the runtime back: the lesson must not wait for it.
    held: list[Any] = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(f"{site}learn.html?lesson=wilds&lang=en")
    expect(page.locator(".lesson-text p")).to_have_count(3)
    expect(page.locator(".hand-row .card")).to_have_count(5)
    expect(page.locator("#engine-status")).to_contain_text("loading")
    page.locator(".hand-row .card").nth(0).click()
    page.get_by_role("button", name="Meld", exact=True).click()
    expect(page.locator(".feedback")).to_contain_text("Checking")
    for route in held:
        route.continue_()
    page.unroute("**/pyodide.asm.wasm")
    engine_ready(page)
    expect(page.locator(".feedback")).to_have_attribute("data-state", "wrong")
    # Once the engine runs, a verdict is on the page within 100 ms.
    times = [solved_in_ms(page, "wilds-one", "Meld") for _ in range(5)]
    times.sort()
    assert times[2] < 100, times
    keyboard_only(page)


def keyboard_only(page: Page) -> None:
    """A lesson's exercise and the way on, with the keyboard alone."""
    page.locator(".crumbs a").focus()
    page.keyboard.press("Enter")
    page.locator(".lesson-list a.lesson-link").nth(2).focus()  # Sequences
    page.keyboard.press("Enter")
    exercise = EXAMPLES["sequences-build"]
    cards = page.locator(".hand-row .card")
    for card in exercise["solution"]:
        index = exercise["hand"].index(card)
        cards.nth(index).focus()
        page.keyboard.press("Space")
        expect(cards.nth(index)).to_have_attribute("aria-pressed", "true")
    for _ in range(len(exercise["hand"])):  # on past the cards to the Meld button
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.textContent") == "Meld":
            break
    page.keyboard.press("Enter")
    expect(page.locator(".feedback")).to_have_attribute("data-state", "right")
    page.get_by_role("link", name="Next").focus()
    page.keyboard.press("Enter")
    expect(page.locator(".prompt")).to_have_text(EXAMPLES["sequences-ace"]["prompt"]["en"])


def test_summary_comes_from_the_engine_and_prints(page: Page, site: str, watch: Watch) -> None:
    summary = json.loads(api.handle('{"op": "summary"}'))["result"]
    page.goto(f"{site}learn.html?summary&lang=en")
    columns = page.locator(".summary-variant")
    expect(columns).to_have_count(2)
    for column, name in zip((columns.nth(0), columns.nth(1)), ("classic", "reale"), strict=True):
        rows = column.locator("table.values tbody tr")
        values = summary[name]["values"]
        expect(rows).to_have_count(len(values))
        for i, value in enumerate(values):
            expect(rows.nth(i).locator("td")).to_have_text(str(value["points"]))
        bonuses = column.locator("table.bonuses td")
        expect(bonuses).to_have_text([f"+{b['bonus']}" for b in summary[name]["burraci"]])
    page.emulate_media(media="print")
    expect(page.locator(".learn-top")).to_be_hidden()
    expect(page.locator(".print-button")).to_be_hidden()


HOST_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self';
 worker-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self' data:">
<link rel="icon" href="data:,">
<title>A rules blog</title>
{script}
</head><body>
<main><h1>Rules blog</h1>
<burraco-example cards="5H 3H JK" lang="en"></burraco-example>
<burraco-example meld="3H 2H 5H" attach="2C" lang="it"></burraco-example>
<burraco-example meld="2H 2H 3H" attach="5H" variant="reale"></burraco-example>
<burraco-example hand="7D 8D 9D 9S 9C JK QH" task="meld"></burraco-example>
<burraco-example score melds="3S 4S 5S 6S 7S 8S 9S; KD KH KS" hand="QC" pozzetto>
</burraco-example>
<burraco-example cards="ZZ 3H"></burraco-example>
<burraco-example meld="" attach="5H"></burraco-example>
<p id="after">The rest of the host page.</p></main>
</body></html>
"""


@pytest.fixture
def blog(tmp_path: Path, site: str) -> Any:
    """A site with the game in /burraco/ and an author's page in /blog/."""
    root = tmp_path / "www"
    shutil.copytree(DIST, root / "burraco")
    (root / "blog").mkdir()
    script = '<script type="module" src="/burraco/embed.mjs"></script>'
    (root / "blog" / "rules.html").write_text(HOST_PAGE.format(script=script))
    (root / "blog" / "plain.html").write_text(HOST_PAGE.format(script=""))
    with serving(root) as url:
        yield url


def test_the_custom_element_on_another_page_of_the_site(
    page: Page, blog: str, axe_source: str
) -> None:
    with watched(page, urlparse(blog).netloc):
        workers: list[str] = []
        page.on("worker", lambda worker: workers.append(worker.url))
        page.goto(f"{blog}blog/plain.html")
        plain_globals = set(page.evaluate("Object.keys(window)"))
        page.goto(f"{blog}blog/rules.html")
        examples = page.locator("burraco-example")
        # the cards are drawn at once, named as in the game
        first = examples.nth(0)
        expect(first.get_by_role("img", name="5 of hearts")).to_be_visible()
        expect(first.get_by_role("img", name="joker")).to_be_visible()
        # the engine's verdict, and the meld in table order: 3, joker, 5
        expect(first.locator(".verdict .title")).to_have_text(
            "A valid meld: a sequence.", timeout=90_000
        )
        names = first.locator(".result [role=img]")
        expect(names).to_have_count(3)
        assert [names.nth(i).get_attribute("aria-label") for i in range(3)] == [
            "3 of hearts", "joker", "5 of hearts",
        ]  # fmt: skip
        second = examples.nth(1)  # Italian, the engine's own reason
        expect(second.locator(".verdict")).to_contain_text("solo il 4 di cuori")
        third = examples.nth(2)
        expect(third.locator(".verdict .title")).to_contain_text("They can be attached")
        result = third.locator(".result [role=img]")
        expect(result).to_have_count(4)
        # the hand: try a meld
        hand = examples.nth(3)
        for name in ("7 of diamonds", "8 of diamonds", "9 of diamonds"):
            hand.get_by_role("button", name=name).click()
        hand.get_by_role("button", name="Meld").click()
        expect(hand.locator(".verdict .title")).to_have_text("A valid meld: a sequence.")
        score = examples.nth(4)
        expect(score.locator(".score-parts dd.total")).to_have_text("+265")
        # bad attributes: a clear message in the element, the page goes on
        expect(examples.nth(5).locator(".verdict")).to_contain_text("'ZZ' is not a card")
        expect(examples.nth(6).locator(".verdict")).to_contain_text("not a valid meld")
        expect(page.locator("#after")).to_be_visible()
        # one engine for them all, and nothing added to the page's globals
        assert len([w for w in workers if w.endswith("/js/worker.mjs")]) == 1
        assert set(page.evaluate("Object.keys(window)")) == plain_globals
        assert page.evaluate("customElements.get('burraco-example') !== undefined")
    # axe-core last: the host page's CSP refuses the inline styles it tries
    assert axe_violations(page, axe_source) == []


def test_an_example_in_an_iframe_on_another_origin(
    page: Page, site: str, tmp_path: Path, watch: Watch
) -> None:
    host = tmp_path / "host"
    host.mkdir()
    src = f"{site}learn.html?example=moving-wilds-locked&lang=it"
    (host / "index.html").write_text(
        f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A teacher</title>'
        f'<link rel="icon" href="data:,"></head><body><h1>Wild cards</h1>'
        f'<iframe src="{src}" width="600" height="400" style="border:0" title="Burraco"></iframe>'
        f"</body></html>"
    )
    with serving(host) as other:
        watch.origin = urlparse(site).netloc
        outside: list[str] = []
        page.on("request", lambda r: outside.append(r.url))
        page.goto(other)
        frame = page.frame_locator("iframe")
        expect(frame.locator(".prompt")).to_have_text(
            EXAMPLES["moving-wilds-locked"]["prompt"]["it"]
        )
        frame.get_by_role("button", name="4 di cuori").click()
        frame.get_by_role("button", name="Attacca", exact=True).click()
        expect(frame.locator(".feedback")).to_have_attribute("data-state", "right", timeout=90_000)
        frame.get_by_role("button", name="Incorpora").click()
        code = frame.locator("#embed-code")
        expect(code).to_have_value(f'<iframe src="{src}" width="600" height="400" '
                                   f'style="border:0;max-width:100%" title="'
                                   f'{EXAMPLES["moving-wilds-locked"]["prompt"]["it"]}" '
                                   f'loading="lazy"></iframe>')  # fmt: skip
        inner = page.frames[1]
        size = inner.evaluate(
            "[document.documentElement.scrollWidth, document.documentElement.scrollHeight]"
        )
        assert size[0] <= 600 and size[1] <= 400
        hosts = {urlparse(u).netloc for u in outside}
        watch.outside = [u for u in watch.outside if urlparse(u).netloc not in hosts]
        assert hosts <= {urlparse(other).netloc, urlparse(site).netloc}


def test_axe_finds_nothing_on_the_learn_pages(page: Page, site: str, axe_source: str) -> None:
    page.goto(f"{site}learn.html?lang=en")
    engine_ready(page)
    checked = []
    for view in ("home", "lesson", "puzzle", "summary"):
        if view == "lesson":  # with a verdict on show too
            page.locator(".lesson-list a.lesson-link").nth(5).click()
            exercise = EXAMPLES["moving-wilds-locked"]
            answer(page, exercise, wrong_answer(exercise), "en")
        elif view == "puzzle":
            page.locator(".crumbs a").click()
            page.locator(".puzzle-list a.lesson-link").nth(8).click()
            expect(page.locator(".board-stock .count")).to_be_visible()
        elif view == "summary":
            page.locator(".learn-nav a").nth(1).click()
            expect(page.locator(".summary-variant")).to_have_count(2)
        checked.append((view, axe_violations(page, axe_source)))
    page.goto(f"{site}learn.html?example=scoring-clean&lang=it")
    engine_ready(page)
    exercise = EXAMPLES["scoring-clean"]
    answer(page, exercise, wrong_answer(exercise), "it")
    checked.append(("example", axe_violations(page, axe_source)))
    assert checked == [(view, []) for view, _ in checked]
