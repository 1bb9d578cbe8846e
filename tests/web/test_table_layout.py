"""At the table, for every game, on a 390x844 phone (#37, "play on the table, not in a form"):
your hand is on screen with the page scrolled to the top (docked at the bottom of the
viewport); after a move made by keyboard the focus is in the hand, never back at the top; the
seat list says each seat's last move once a bot has moved; a game with clocks shows one timer
line per seat (the clock, not the clock and its deadline); no console error on the way."""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest
from playwright.sync_api import Browser, Page
from playwright.sync_api import Error as PlaywrightError

from service.games.base import AnyGame
from service.games.registry import GAMES
from tests.gamepicks import all_ids, quick_options
from tests.web.conftest import new_page, shoot
from tests.web.play import (
    Options,
    add_bots,
    console_errors,
    create_table,
    finished,
    start,
    version,
    wait_newer,
)

PHONE = {"width": 390, "height": 844}


def form_values(options: dict[str, Any]) -> Options:
    """Options (as JSON) as the start screen's fields take them: a choice's value is its JSON."""
    return {
        name: value if isinstance(value, bool) else json.dumps(value)
        for name, value in options.items()
    }


def clock_options(game: AnyGame) -> dict[str, Any]:
    """The choice that gives each seat a clock, found by asking the game's own timing."""
    info = msgspec.inspect.type_info(game.Options)
    assert isinstance(info, msgspec.inspect.StructType)
    for field in info.fields:
        if isinstance(field.type, msgspec.inspect.LiteralType):
            for value in field.type.values:
                options = msgspec.convert({field.name: value}, game.Options)
                if game.timing(options).clock_seconds is not None:
                    return {field.name: value}
    return {}


IN_HAND = "() => Boolean(document.activeElement?.closest('.board-area .hand'))"


def focus_in_hand(page: Page) -> bool:
    """Whether the focus is in the hand once the move's redraws are done (the table's own
    view and the move's answer may each redraw it; a control that stays keeps the focus
    until then)."""
    try:
        page.wait_for_function(IN_HAND, timeout=3_000)
    except PlaywrightError:
        return False
    return True


ON_A_PLACE = "() => Boolean(document.activeElement?.matches('.board-area .target'))"


def keyboard_move(page: Page) -> None:
    """A move by keyboard: Enter on the hand's first playable card (or, with none, on the first
    move beside the hand); if that only chose the card, Enter on the place of the board it
    focused (moves.js boardTargets) or on its first move listed, as often as the move needs
    (a place of several moves lists them, a move of two places asks for the second)."""
    before = version(page)
    cards = page.locator(".board-area .hand button:enabled")
    if cards.count():
        cards.first.focus()
    else:
        page.locator(".hand-buttons button.move:not(.danger)").first.focus()
    for _ in range(3):
        # The control pressed is marked, to wait for what comes after it (not itself).
        page.evaluate("() => { document.activeElement.dataset.pressed = 'yes'; }")
        page.keyboard.press("Enter")
        page.wait_for_function(
            f"() => Number(document.querySelector('main').dataset.version) > {before}"
            " || (document.querySelector('main').getAttribute('aria-busy') !== 'true'"
            " && !document.activeElement?.dataset.pressed"
            " && (Boolean(document.querySelector('.moves-panel button.move'))"
            f" || ({ON_A_PLACE})()))"
        )
        if version(page) != before:
            return
        if page.locator(".moves-panel.choosing button.move").count() > 1:
            # A place of several moves: the last of them, which does not end the game at once
            # as the first may (a line announced); the test goes on after this move.
            page.locator(".moves-panel.choosing button.move").last.focus()
        elif not page.evaluate(ON_A_PLACE):  # the card's moves are listed under the hand
            page.locator(".moves-panel button.move:not(.danger)").first.focus()
    wait_newer(page, before)


def game_over(page: Page, errors: list[str]) -> None:
    """A table whose game ended before it was looked at: closed, with no console error."""
    assert errors == []
    page.context.close()


def first_moves(
    browser: Browser, live_base: str, game_id: str, clocks: dict[str, Any]
) -> tuple[Page, list[str]] | None:
    """A table on the phone up to the first moves of each seat, checked on the way; None when
    the game ended meanwhile (a bot may win at its first move): no table is left to look at."""
    game = GAMES[game_id]
    page = new_page(browser, phone=True)
    errors = console_errors(page)
    create_table(page, live_base, game_id, "Ana", form_values({**quick_options(game), **clocks}))
    add_bots(page, "easy", game.min_seats - 1)
    start(page)
    page.wait_for_selector(".your-turn", timeout=30_000)
    page.wait_for_selector(".board-area .hand button")

    # The hand is on screen at the top of the page, and nothing is wider than the phone.
    page.evaluate("() => window.scrollTo(0, 0)")
    box = page.locator(".board-area .hand").first.bounding_box()
    assert box is not None
    assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], box
    assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
    shoot(page, f"table-phone-{game_id}")

    keyboard_move(page)
    in_hand = focus_in_hand(page)
    if finished(page):
        return game_over(page, errors)
    assert in_hand, page.evaluate("() => document.activeElement.outerHTML.slice(0, 200)")

    # Each seat's last move, in words, in the seat list (the bots' once one has moved).
    try:
        page.wait_for_selector(".seats li.mine .last-move")
        page.wait_for_selector(".seats li:not(.mine) .last-move", timeout=30_000)
    except PlaywrightError as error:
        if finished(page):
            return game_over(page, errors)
        seats, log = page.locator(".seats").inner_text(), page.locator(".events").inner_text()
        raise AssertionError(f"no last move shown\n{seats}\n--- log:\n{log}") from error
    assert page.locator(".seats li:not(.mine) .last-move").first.inner_text().strip()
    in_hand = focus_in_hand(page)  # the bot's move redrew the table: the focus stayed
    if finished(page):
        return game_over(page, errors)
    assert in_hand
    return page, errors


@pytest.mark.parametrize("game_id", all_ids())
def test_the_table_on_a_phone(browser: Browser, live_base: str, game_id: str) -> None:
    game = GAMES[game_id]
    clocks = clock_options(game) if game.spec.capabilities.clocks else {}
    for _ in range(3):  # a game over at once is tried again at a new table
        table = first_moves(browser, live_base, game_id, clocks)
        if table is not None:
            break
    assert table is not None, "three games were over at their first moves"
    page, errors = table

    if clocks:  # one line per seat: its clock (and a move limit beside it if sooner)
        page.wait_for_selector("#timers .timer[data-seat]")
        seats = page.locator("#timers .timer[data-seat]").evaluate_all(
            "lines => lines.map((line) => line.dataset.seat)"
        )
        assert sorted(seats) == sorted(set(seats)), seats
        assert len(seats) == page.locator(".seats li").count(), seats
    assert errors == []
    page.context.close()
