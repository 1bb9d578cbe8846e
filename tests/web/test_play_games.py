"""A person plays whole games in Chromium against bots through /play, to the result screen;
axe-core finds no serious or critical violation on any screen on the way."""

from __future__ import annotations

from playwright.sync_api import Browser, Page

from tests.web.conftest import new_page, shoot
from tests.web.play import (
    add_bots,
    axe_violations,
    card_game_move,
    create_table,
    karta3_move,
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
    play_to_result(page, card_game_move)
    assert page.locator(".reason").inner_text()
    assert axe_violations(page, axe_source) == []


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


def test_the_start_screen_on_a_phone_in_spanish(
    browser: Browser, live_base: str, axe_source: str
) -> None:
    page = new_page(browser, lang="es-ES", phone=True)
    page.goto(f"{live_base}/play")
    page.wait_for_selector("#create-name")
    assert page.locator('[data-key="create-submit"]').inner_text() == "Crear mesa"
    overflow = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0
    assert axe_violations(page, axe_source) == []
    shoot(page, "start-phone")
    # A problem is told by its code in the reader's language: no such table.
    page.fill("#join-code", "ZZZZZZ")
    page.fill("#join-name", "Eva")
    page.click('[data-key="join-submit"]')
    page.wait_for_selector('[role=alert]:has-text("No hay ninguna mesa con ese código")')
    page.select_option("#lang", "en")
    page.wait_for_selector('[data-key="create-submit"]:has-text("Create table")')
    page.context.close()
