"""A person plays a whole TRES game in Chromium against a bot through /play, to the result
screen; axe-core finds no serious or critical violation on the way. Run by
tests/web/test_games_in_the_browser.py, with tests/web's Chromium and live server."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.web.conftest import shoot
from tests.web.play import (
    add_bots,
    axe_violations,
    card_game_move,
    click_and_wait,
    create_table,
    key,
    play_to_result,
    start,
)


def tres_move(page: Page) -> None:
    """¡TRES! when offered; a -4 answer picks cards in order; else a card game's move."""
    if page.locator(key("return-cards")).count():
        for pick in page.locator('[data-key^="pick-"]').all():
            if page.locator(key("return-cards")).is_enabled():
                break
            pick.click()
        click_and_wait(page, key("return-cards"))
        return
    call = page.locator("button.move:has(.tres-call)")
    if call.count():
        click_and_wait(page, "button.move:has(.tres-call)")
        return
    card_game_move(page)


def test_a_person_plays_a_whole_tres_game_against_a_bot(
    page: Page, live_base: str, axe_source: str
) -> None:
    create_table(page, live_base, "tres", "Ana", {"turn_seconds": "60"})
    add_bots(page, "easy", 1)
    start(page)
    page.wait_for_selector("#board-heading")
    assert page.locator(".tres-cell").count() == 9
    page.wait_for_selector(".your-turn")
    page.locator("button.card-button.playable").first.click()  # its moves are listed
    page.wait_for_selector("button.move")
    assert axe_violations(page, axe_source) == []
    shoot(page, "tres")
    play_to_result(page, tres_move)
    assert page.locator(".reason").inner_text()
    assert axe_violations(page, axe_source) == []
