"""What the game screen draws again, on a phone (README, the web client; docs/performance.md,
"The web client's game screen"): each redraw costs the phone a style, layout and paint.

- The turn's timer counts down, and it is drawn again only when what it says changes (it is
  ticked twice a second so that no second is skipped).
- A move is drawn once on its mover's screen, though both its answer and the stream bring
  its view."""

from __future__ import annotations

import httpx
from playwright.sync_api import Browser, Page

from tests.web.conftest import new_page
from tests.web.play import card_game_move, open_as_seat, table_in_play, version

# Each change of a #timers box's children, with the box (numbered once) and what it then says.
WATCH_TIMERS = """
window.timerDraws = [];
let boxes = 0;
new MutationObserver((records) => {
  for (const record of records) {
    const box = record.target;
    if (box.id !== "timers") continue;
    box.dataset.box ??= String((boxes += 1));
    window.timerDraws.push([box.dataset.box, box.textContent]);
  }
}).observe(document, { childList: true, subtree: true });
"""

# Each redraw of the whole screen (main's children replaced), by the version it shows.
WATCH_SCREENS = """
window.screenDraws = [];
new MutationObserver((records) => {
  for (const record of records) {
    if (record.target.tagName === "MAIN") window.screenDraws.push(record.target.dataset.version);
  }
}).observe(document, { childList: true, subtree: true });
"""


def open_seat(browser: Browser, base: str, code: str, token: str, script: str) -> Page:
    """A phone's page at the table as the seat of `token`, with `script` run before the page's."""
    page = new_page(browser, phone=True)
    open_as_seat(page, base, code, token, script)
    return page


def test_the_timer_counts_down_and_is_drawn_only_when_its_text_changes(
    browser: Browser, live_base: str
) -> None:
    code, token = table_in_play(live_base)  # the longest turn: 6 s at the tests' time scale
    page = open_seat(browser, live_base, code, token, WATCH_TIMERS)
    try:
        page.wait_for_selector('main[data-status="playing"] #timers .timer')
        # Three different texts in one box: it counts (each second, ticked twice a second).
        page.wait_for_function(
            "() => { const texts = new Map(); for (const [box, text] of window.timerDraws)"
            " (texts.get(box) ?? texts.set(box, new Set()).get(box)).add(text);"
            " return [...texts.values()].some((seen) => seen.size >= 3); }"
        )
        draws: list[list[str]] = page.evaluate("() => window.timerDraws")
        last: dict[str, str] = {}
        for box, text in draws:
            assert last.get(box) != text, f"the timer drawn again saying the same: {draws}"
            last[box] = text
    finally:
        page.context.close()


def test_a_move_is_drawn_once_on_its_movers_screen(browser: Browser, live_base: str) -> None:
    others: list[str] = []
    code, host = table_in_play(live_base, others)
    page = open_seat(browser, live_base, code, host, WATCH_SCREENS)
    try:
        page.wait_for_selector('main[data-status="playing"]')
        moved = None  # the version of the host's move, made on the page
        # Until a later version shows: its stream has then brought the move's view as well.
        while page.get_attribute("main", "data-status") == "playing" and (
            moved is None or version(page) <= moved
        ):
            if page.locator(".your-turn").count() and moved is None:
                before = version(page)
                card_game_move(page)
                if version(page) > before:
                    moved = version(page)
            else:
                other_seat_moves(live_base, code, others, page)
        assert moved is not None, "the game ended before the host moved"
        draws = page.evaluate("() => window.screenDraws")
        assert draws.count(str(moved)) == 1, draws
    finally:
        page.context.close()


def other_seat_moves(base: str, code: str, tokens: list[str], page: Page) -> None:
    """A move (never resigning) by the first other seat that has one, over HTTP; if none has,
    a short wait (the host's turn, or a timeout's)."""
    for token in tokens:
        auth = {"Authorization": f"Bearer {token}"}
        actions = httpx.get(f"{base}/tables/{code}/actions", headers=auth).json()["actions"]
        action = next((a for a in actions if "resign" not in a["type"]), None)
        if action is not None:
            httpx.post(f"{base}/tables/{code}/actions", headers=auth, json={"action": action})
            return
    page.wait_for_timeout(50)
