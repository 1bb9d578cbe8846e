"""A person plays a whole KARTA3 game in Chromium against bots through /play, to the result
screen and a rematch; axe-core finds no serious or critical violation on any screen on the way.
Run by tests/web/test_games_in_the_browser.py, with tests/web's Chromium and live server."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.games.karta3.table_steps import karta3_move
from tests.web.conftest import shoot
from tests.web.play import (
    add_bots,
    axe_violations,
    create_table,
    play_to_result,
    start,
)

# Turn timers are 60 s at the tests' time scale (0.1): 6 s, ample for a scripted click.
KARTA3 = {"deck": '"solar_system"', "turn_seconds": "60", "review_seconds": "0"}


def test_a_person_plays_a_whole_karta3_game_against_bots(
    page: Page, live_base: str, axe_source: str
) -> None:
    page.goto(f"{live_base}/play")
    page.wait_for_selector("#create-name")
    assert axe_violations(page, axe_source) == []
    shoot(page, "start")
    create_table(page, live_base, "karta3", "Ana", KARTA3)
    add_bots(page, "easy", 4)  # five seats: ten rounds
    assert axe_violations(page, axe_source) == []
    shoot(page, "lobby")
    start(page)
    page.wait_for_selector("#central-heading")
    assert axe_violations(page, axe_source) == []
    shoot(page, "karta3")
    play_to_result(page, karta3_move)
    assert page.locator(".winner").inner_text()
    assert page.locator("table.scores tbody tr").count() == 5
    assert axe_violations(page, axe_source) == []
    shoot(page, "result")
    # Rematch: a new table with the same game, options and bots, Ana its host.
    first = page.url
    page.click('[data-key="rematch"]')
    page.wait_for_selector('main[data-status="lobby"]')
    assert page.url != first
    assert page.locator(".seats li").count() == 5
