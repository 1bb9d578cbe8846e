"""The start screen on a phone, in Spanish. Each game's whole games in the browser are its own
tests (tests/games/<id>/browser_*.py), run by test_games_in_the_browser.py."""

from __future__ import annotations

from playwright.sync_api import Browser

from tests.web.conftest import new_page, shoot
from tests.web.play import axe_violations


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
