"""Rutas in the browser: resigning asks first (a modal dialog; Escape or "Keep playing" keeps
the game, "Yes" ends it), and the sidebar says that running out of time loses (not the shared
sentence about default moves). Run by tests/web/test_games_in_the_browser.py."""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import Browser, Page

from tests.web.conftest import new_page
from tests.web.play import add_bots, confirm, console_errors, create_table, key, start

GAME_TEXTS = Path(__file__).resolve().parents[3] / "service" / "games" / "rutas" / "web" / "i18n"
RESIGN = "button.move.danger"


def test_resigning_rutas_asks_first(page: Page, live_base: str) -> None:
    errors = console_errors(page)
    create_table(page, live_base, "rutas", "Ana", {"short_deck": True})
    add_bots(page, "easy", 1)
    start(page)
    page.wait_for_selector(RESIGN)
    page.click(RESIGN)
    page.wait_for_selector("dialog[open]")
    assert page.evaluate("() => document.activeElement.dataset.key") == "confirm-no"
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog", state="detached")
    page.wait_for_timeout(300)
    assert page.get_attribute("main", "data-status") == "playing"
    page.wait_for_selector(RESIGN)
    confirm(page, RESIGN, yes=False)
    assert page.get_attribute("main", "data-status") == "playing"
    page.wait_for_selector(RESIGN)
    confirm(page, RESIGN, yes=True)
    page.wait_for_selector('main[data-status="finished"]')
    assert page.locator(".winner").inner_text()
    assert errors == []


def test_rutas_says_that_running_out_of_time_loses(browser: Browser, live_base: str) -> None:
    for lang, file in (("en", "en"), ("es-ES", "es")):
        own = json.loads((GAME_TEXTS / f"{file}.json").read_text())["play.timeoutHint.rutas"]
        page = new_page(browser, lang=lang)
        errors = console_errors(page)
        create_table(page, live_base, "rutas", "Ana", {"short_deck": True})
        add_bots(page, "easy", 1)
        start(page)
        page.wait_for_selector(key("timeout-hint"))
        assert page.locator(key("timeout-hint")).inner_text() == own
        assert errors == []
        page.context.close()
