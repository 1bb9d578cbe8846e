"""A person plays a whole Rutas game in Chromium against a bot through /play, to the result
screen; axe-core finds no serious or critical violation on the way. Run by
tests/web/test_games_in_the_browser.py, with tests/web's Chromium and live server."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.web.conftest import shoot
from tests.web.play import (
    add_bots,
    axe_violations,
    card_game_move,
    create_table,
    play_to_result,
    start,
)


def test_a_person_plays_a_whole_rutas_game_against_a_bot(
    page: Page, live_base: str, axe_source: str
) -> None:
    create_table(page, live_base, "rutas", "Ana", {"short_deck": True})
    add_bots(page, "easy", 1)
    start(page)
    page.wait_for_selector(".routes")
    assert page.locator(".route").count() == 6
    assert axe_violations(page, axe_source) == []
    play_to_result(page, card_game_move, steps=10)
    assert axe_violations(page, axe_source) == []
    shoot(page, "rutas")
    play_to_result(page, card_game_move)
    assert page.locator(".reason").inner_text()
    assert axe_violations(page, axe_source) == []
