"""Without a mouse: every step of a KARTA3 round is reached with Tab and pressed with Enter or
Space (a card of the hand, then the table it goes to), and the focused control is visibly
outlined."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.web.play import finished, version, wait_newer


def focused_key(page: Page) -> str:
    return str(page.evaluate("() => document.activeElement?.dataset?.key || ''"))


def tab_to(page: Page, wanted: str, presses: int = 80) -> None:
    """Tab forward until the control `wanted` (a data-key prefix) has the focus; it must
    show a focus ring."""
    for _ in range(presses):
        page.keyboard.press("Tab")
        if focused_key(page).startswith(wanted):
            ring = page.evaluate(
                "() => { const s = getComputedStyle(document.activeElement);"
                " return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 }"
            )
            assert ring, f"{wanted} has the focus but no visible outline"
            return
    raise AssertionError(f"Tab never reached {wanted!r}")


def test_a_keyboard_only_player_creates_a_table_and_plays_a_karta3_round(
    page: Page, live_base: str
) -> None:
    page.goto(f"{live_base}/play")
    page.wait_for_selector("#create-name")
    tab_to(page, "create-game")  # KARTA3, the first game, is chosen already
    tab_to(page, "create-name")
    page.keyboard.type("Ana")
    tab_to(page, "create-turn_seconds")
    page.keyboard.press("End")  # 60 s: the last choice
    tab_to(page, "create-review_seconds")
    page.keyboard.press("Control+a")
    page.keyboard.type("10")
    tab_to(page, "create-submit")
    page.keyboard.press("Enter")
    page.wait_for_selector('main[data-status="lobby"]')

    tab_to(page, "add-easy")
    before = version(page)
    page.keyboard.press("Enter")
    wait_newer(page, before)
    tab_to(page, "start")
    page.keyboard.press("Enter")
    page.wait_for_selector('main[data-status="playing"]')

    # The bot opens round 1 (arrivals first, the host last); Ana answers with a card.
    page.wait_for_selector(".your-turn")
    page.wait_for_selector("button.card-button.playable:enabled")
    tab_to(page, "card-")
    page.keyboard.press("Space")  # the card is chosen: the focus goes to the table
    assert focused_key(page) == "target-table"
    page.keyboard.press("Space")
    page.wait_for_selector(".review")  # the round is resolved and on show
    assert page.locator(".review .trick li").count() == 2

    # Round 2: if Ana won second place she opens: High or Low, then a card, by keyboard.
    page.wait_for_selector(".your-turn", timeout=20_000)
    if page.locator('[data-key="dir-high"]').count():
        tab_to(page, "dir-high")
        before = version(page)
        page.keyboard.press("Enter")
        wait_newer(page, before)
        # Focus stays on the pressed control across the redraw.
        assert focused_key(page) == "dir-high"
        assert page.get_attribute('[data-key="dir-high"]', "aria-pressed") == "true"
    page.wait_for_selector("button.card-button.playable:enabled")
    tab_to(page, "card-")
    page.keyboard.press("Enter")
    assert focused_key(page) == "target-table"
    before = version(page)
    page.keyboard.press("Enter")
    wait_newer(page, before)
    assert not finished(page)
