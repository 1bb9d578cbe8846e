"""KARTA3's direction in the browser, from the view alone: the opener who has called it sees
their own call and nothing that says it is pending; the others see it pending until the card
is played; the log says which direction was called (English for the opener, Spanish for the
other seat), with no console error and no missing glyph. Run by
tests/web/test_games_in_the_browser.py."""

from __future__ import annotations

from playwright.sync_api import Browser

from tests.games.karta3.table_steps import put_on_table
from tests.web.conftest import new_page
from tests.web.play import (
    click_and_wait,
    console_errors,
    create_table,
    key,
    log_has,
    missing_glyphs,
    start,
)

OPTIONS = {"deck": '"solar_system"', "turn_seconds": "60", "review_seconds": "10"}


def test_the_called_direction_is_one_state_and_the_log_names_it(
    browser: Browser, live_base: str
) -> None:
    ana = new_page(browser, lang="es-ES")
    bruno = new_page(browser, lang="en-GB")
    ana_errors = console_errors(ana)
    bruno_errors = console_errors(bruno)
    try:
        code = create_table(ana, live_base, "karta3", "Ana", OPTIONS)
        bruno.goto(f"{live_base}/play/{code}")
        bruno.wait_for_selector("#join-name")
        bruno.fill("#join-name", "Bruno")
        bruno.click(key("join-submit"))
        bruno.wait_for_selector('main[data-status="lobby"]')
        ana.wait_for_selector('.seats li:has-text("Bruno")')
        start(ana)  # the host sits last: Bruno opens

        state = key("direction-state")
        bruno.wait_for_selector(key("dir-high"))
        ana.wait_for_selector(state)
        assert bruno.locator(state).inner_text() == "You have not called the direction yet"
        assert ana.locator(state).inner_text() == "Bruno aún no ha elegido el sentido"

        click_and_wait(bruno, key("dir-high"))
        assert (
            bruno.locator("#opener-hint").inner_text()
            == "Called: High. Now put a card on the table."
        )
        said = bruno.locator(".k3-state").inner_text()
        assert "You called High (the others see it with your card)" in said
        assert "not called" not in said
        log_has(bruno, "You called High: the others see it with your card.")
        log_has(ana, "Bruno ya eligió el sentido: se verá con su carta.")
        assert "Alto" not in ana.locator(".events").inner_text()  # private until the card
        assert ana.locator(state).inner_text() == "Bruno aún no ha elegido el sentido"

        card = bruno.locator(".hand .k3-card").first
        name = card.locator(".k3-name").inner_text()
        put_on_table(bruno, card.get_attribute("data-card"))
        ana.wait_for_selector(f'{state}:has-text("Sentido: Alto")')
        assert bruno.locator(state).inner_text() == "Direction: High"
        log_has(bruno, f"You played {name} and called High.")
        spanish = ana.locator(".trick .k3-card .k3-name").first.inner_text()
        log_has(ana, f"Bruno jugó {spanish} y eligió Alto.")

        assert missing_glyphs(ana) == []
        assert missing_glyphs(bruno) == []
        assert ana_errors == []
        assert bruno_errors == []
    finally:
        for page in (ana, bruno):
            page.context.close()
