"""Hints in the browser: a table created with the Hints box ticked, against a bot; on my turn
the Hint button asks GET /tables/{code}/hint, shows the suggested move and plays it."""

from __future__ import annotations

from eventually import eventually
from playwright.sync_api import Page

from tests.gamepicks import reference
from tests.web.conftest import shoot
from tests.web.play import (
    add_bots,
    axe_violations,
    click_and_wait,
    create_table,
    key,
    my_turn,
    start,
    version,
)


def test_a_player_asks_for_a_hint_and_plays_it(page: Page, live_base: str, axe_source: str) -> None:
    create_table(page, live_base, reference().id, "Ana", {"hints": True})
    add_bots(page, "easy", reference().min_seats - 1)
    start(page)
    # The page's own wait between checks keeps Playwright's events flowing.
    eventually(
        lambda: my_turn(page),
        timeout=30,
        what="my turn",
        pause=lambda seconds: page.wait_for_timeout(seconds * 1000),
    )
    before = version(page)
    page.locator(key("hint")).focus()
    page.keyboard.press("Enter")  # keyboard reachable, like every control
    play = page.locator(key("hint-play"))
    play.wait_for()
    assert page.locator(key("hint-text")).inner_text().strip()
    assert page.evaluate("() => document.activeElement.dataset.key") == "hint-play"
    assert page.locator(".hinted").count() >= 1  # the game's own controls mark the move too
    assert axe_violations(page, axe_source) == []
    shoot(page, "hint")
    click_and_wait(page, key("hint-play"))
    assert version(page) > before
    assert page.locator("[role=alert]").count() == 0
    assert page.locator(key("hint-play")).count() == 0  # the hint was for the old position
