"""KARTA3's steps at the table in the browser (#37): a card of the hand, then the table beside
the central card, where it goes; High or Low with the buttons beside the hand."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.web.play import act_on, card_game_move, key

TABLE = ".board-area .target"


def put_on_table(page: Page, card: int | str | None = None) -> None:
    """Choose `card` (else the first playable one) in the hand, then the table: waits until
    the move is shown."""
    if card is None:
        page.locator("button.card-button.playable:enabled").first.click()
    else:
        page.click(key(f"card-{card}"))
    page.wait_for_selector(TABLE)
    act_on(page, TABLE)


def karta3_move(page: Page) -> None:
    """Open with High when opening (the direction first, then a card), else put a card on
    the table (the shared card-game move: the card, then its marked place)."""
    high = page.locator(key("dir-high"))
    if high.count() and high.get_attribute("aria-pressed") != "true":
        act_on(page, key("dir-high"))
        return
    card_game_move(page)
