"""A whole TRES game played on the board, in English and in Spanish (#37, "play on the table,
not in a form"): a card of the hand chosen, then the cell, the line's handle or the rival's
hand it goes to, never a move list (the ¡TRES! announcement and a Numeral's number are chosen
among the moves of the place, under the hand; drawing and passing are buttons beside it).
Every other move is made by keyboard alone (Enter on the card, arrows to a place, Enter).
Every time, the places marked are exactly the server's legal moves for the chosen card, and
after the move the place it went to is marked as this seat's last move. No console error, no
serious axe violation, and on a phone the board fits above the docked hand. Run by
tests/web/test_games_in_the_browser.py."""

from __future__ import annotations

import time
from typing import Any

import httpx
import msgspec
import redis
from msgspec.structs import replace
from playwright.sync_api import Browser, Page

from service.storage.store import table_key
from service.tables.models import Table
from tests.games.tres.tres_helpers import c, make
from tests.helpers.support import save_staged
from tests.web.conftest import new_page, shoot
from tests.web.play import (
    act_on,
    add_bots,
    axe_violations,
    click_and_wait,
    console_errors,
    create_table,
    finished,
    key,
    my_turn,
    start,
    start_with_a_second_person,
    version,
    wait_newer,
)

Action = dict[str, Any]
CELL_KINDS = ("tres.place", "tres.change_colour", "tres.seal", "tres.unseal", "tres.twist_stack")


def places_of(action: Action) -> list[str] | None:
    """Where a move goes on the board (renderer.js targetOf), or None (played from the hand)."""
    kind = action["type"]
    if kind in CELL_KINDS:
        return [f"cell-{action['cell']}"]
    if kind == "tres.exchange":
        return [f"cell-{action['first']}", f"cell-{action['second']}"]
    if kind in ("tres.reset", "tres.twist_line") or (
        kind == "tres.comeback" and action.get("line") is not None
    ):
        return [f"line-{action['line']}"]
    if kind in ("tres.swap_hands", "tres.steal"):
        return [f"seat-{action['target']}"]
    return None


def first_places(actions: list[Action]) -> set[str]:
    """The places a card's moves start from (an Intercambio's two cells in either order)."""
    found: set[str] = set()
    for action in actions:
        where = places_of(action)
        if where:
            found.update(where if action["type"] == "tres.exchange" else where[:1])
    return found


class Seat:
    """The page's seat as the API sees it: its token (kept by the page) and its legal moves."""

    def __init__(self, page: Page, base: str, code: str) -> None:
        token = page.evaluate(
            "(code) => JSON.parse(localStorage.getItem('tapete.tokens') || '{}')[code]", code
        )
        self.base, self.code = base, code
        self.headers = {"Authorization": f"Bearer {token}"}
        table = httpx.get(f"{base}/tables/{code}", headers=self.headers).json()
        self.seat: int = table["you"]["seat"]

    def actions(self, page: Page) -> list[Action]:
        """The legal moves of the version the page shows."""
        for _ in range(50):
            answer = httpx.get(
                f"{self.base}/tables/{self.code}/actions", headers=self.headers
            ).json()
            if answer["version"] == version(page):
                actions: list[Action] = answer["actions"]
                return actions
            page.wait_for_timeout(50)
        raise AssertionError("the page and the API disagree on the version")


def marked(page: Page) -> set[str]:
    keys = page.locator(".board-area .target").evaluate_all(
        "(nodes) => nodes.map((n) => n.dataset.key)"
    )
    return {k.removeprefix("target-") for k in keys}


def pick_card(actions: list[Action]) -> int | None:
    """A card to play on the board: one that completes a line first, else any with a place."""
    on_board = [a for a in actions if "card" in a and places_of(a)]
    for action in on_board:
        if action.get("announce"):
            card: int = action["card"]
            return card
    return on_board[0]["card"] if on_board else None


def answer_minus_four(page: Page) -> None:
    """The -4 answer (its own picker, not a board move): the first cards, then return them."""
    for pick in page.locator('[data-key^="pick-"]').all():
        if page.locator(key("return-cards")).is_enabled():
            break
        pick.click()
    click_and_wait(page, key("return-cards"))


def walk_to(page: Page, wanted: str) -> None:
    """The arrow keys from the focused place to the place `wanted` (its data-key): along a
    row, then down one, and again."""
    count = page.locator(".board-area .target").count()
    for _ in range(count + 2):
        for _ in range(count + 2):
            if page.evaluate("() => document.activeElement.dataset.key") == wanted:
                return
            page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowDown")
    raise AssertionError(f"{wanted} cannot be reached by the arrow keys")


def choose_on_board(page: Page, by_keyboard: bool) -> str:
    """After the card: a marked place (one where the card completes a line, if any), then
    each next step it offers (an Intercambio's second cell; the ¡TRES! or a number among the
    place's moves, under the hand) until the move is sent. Answers the first place chosen."""
    calls = page.locator(".board-area .tres-cell:has(.call-badge) .target")
    target = calls.first if calls.count() else page.locator(".board-area .target").first
    wanted = target.get_attribute("data-key") or ""
    before = version(page)
    if by_keyboard:
        # Enter on the card put the focus on a place; the arrows walk among the marked ones.
        walk_to(page, wanted)
        page.keyboard.press("Enter")
    else:
        target.click()
    while True:
        page.wait_for_function(
            f"""() => {{
                const main = document.querySelector('main');
                if (main.getAttribute('aria-busy') === 'true') return false;
                return Number(main.dataset.version || 0) > {before}
                    || document.querySelector('[role=alert], .moves-panel.choosing .move')
                    || document.activeElement?.classList.contains('target');
            }}"""
        )
        assert page.locator("[role=alert]").count() == 0, page.locator("[role=alert]").inner_text()
        if version(page) > before:
            return wanted.removeprefix("target-")
        choice = page.locator(".moves-panel.choosing .move")
        if choice.count():
            # The place's moves: ¡TRES! comes first, with the focus.
            if by_keyboard:
                assert page.evaluate("() => document.activeElement.classList.contains('move')")
                page.keyboard.press("Enter")
            else:
                choice.first.click()
        elif by_keyboard:
            page.keyboard.press("Enter")  # an Intercambio's second cell, focused
        else:
            page.locator(".board-area .target").first.click()
        page.wait_for_function(
            f"() => Number(document.querySelector('main').dataset.version || 0) > {before}"
            " || !document.querySelector('.moves-panel.choosing')"
        )


def board_move(page: Page, seat: Seat, axe: str, by_keyboard: bool, checks: dict[str, int]) -> None:
    if page.locator(key("return-cards")).count():
        answer_minus_four(page)
        return
    actions = seat.actions(page)
    card = pick_card(actions)
    if card is None:  # nothing goes on the board: draw or pass, beside the hand
        buttons = page.locator(".hand-buttons button.move:not(.danger)")
        assert buttons.count(), actions
        click_and_wait(page, ".hand-buttons button.move:not(.danger)")
        return
    button = page.locator(key(f"card-{card}"))
    if by_keyboard:
        button.focus()
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.activeElement?.classList.contains('target')")
    else:
        button.click()
        page.wait_for_selector(".board-area .target")
    mine = [a for a in actions if a.get("card") == card]
    assert marked(page) == first_places(mine), (card, mine)
    assert page.locator(".moves-panel").count() == 0 or all(places_of(a) is None for a in mine), (
        "a move with a place on the board is listed under the hand"
    )
    if checks["axe"] == 0:
        assert axe_violations(page, axe) == []
        checks["axe"] += 1
    place = choose_on_board(page, by_keyboard)
    checks["moves"] += 1
    # The move went where it was chosen: marked there as this seat's last move.
    page.wait_for_selector(f'main [data-place="{place}"].was-last')
    last_by = page.get_attribute(f'main [data-place="{place}"]', "data-last-by") or ""
    assert str(seat.seat) in last_by.split(), (place, last_by)


def play_a_whole_game(browser: Browser, base: str, axe: str, lang: str) -> None:
    """A whole game acted on the board; a game the bot won before Ana's first move on the
    board (she only drew) proves nothing of the board, so it is played again (3 at most)."""
    for _ in range(3):
        if play_one_game(browser, base, axe, lang) > 0:
            return
    raise AssertionError("three games ended before any move on the board")


def play_one_game(browser: Browser, base: str, axe: str, lang: str) -> int:
    """Plays one game to its result; answers how many moves were made on the board."""
    page = new_page(browser, lang=lang)
    errors = console_errors(page)
    try:
        code = create_table(page, base, "tres", "Ana", {"turn_seconds": "60"})
        add_bots(page, "easy", 1)
        start(page)
        page.wait_for_selector(".tres-board")
        seat = Seat(page, base, code)
        checks = {"moves": 0, "axe": 0}
        while not finished(page):
            if my_turn(page) and page.locator("main[aria-busy=true]").count() == 0:
                board_move(page, seat, axe, checks["moves"] % 2 == 0, checks)  # every other
            else:
                page.wait_for_timeout(50)
        page.wait_for_selector("#result-heading")
        assert axe_violations(page, axe) == []
        assert errors == []
        return checks["moves"]
    finally:
        page.context.close()


def test_tres_a_whole_game_on_the_board_in_english(
    browser: Browser, live_base: str, axe_source: str
) -> None:
    play_a_whole_game(browser, live_base, axe_source, "en-GB")


def test_tres_a_whole_game_on_the_board_in_spanish(
    browser: Browser, live_base: str, axe_source: str
) -> None:
    play_a_whole_game(browser, live_base, axe_source, "es-ES")


def test_tres_on_a_phone_the_board_fits_above_the_docked_hand(
    browser: Browser, live_base: str, axe_source: str
) -> None:
    """With the page at its top the hand is on screen and the board above it; once a card is
    chosen (its note under the hand is longer), the board scrolled into view shows whole above
    the docked hand, its places marked."""
    for _ in range(3):
        if board_fits_on_a_phone(browser, live_base, axe_source):
            return
    raise AssertionError("three deals without a card that goes on the board")


def board_fits_on_a_phone(browser: Browser, base: str, axe_source: str) -> bool:
    """The phone checks on one new table; False when Ana's first hand has no card with a
    place on the board (only +4, -4, Terremoto...: nothing to mark), so nothing was checked
    past the first screen."""
    page = new_page(browser, phone=True)
    errors = console_errors(page)
    try:
        code = create_table(page, base, "tres", "Ana", {"turn_seconds": "60"})
        add_bots(page, "easy", 1)
        start(page)
        page.wait_for_selector(".your-turn")
        page.evaluate("() => window.scrollTo(0, 0)")
        hand = page.locator(".board-area .hand").bounding_box()
        assert hand and hand["y"] >= 0 and hand["y"] + hand["height"] <= 844, hand
        board = page.locator(".tres-board").bounding_box()
        dock = page.locator(".hand-and-moves").bounding_box()
        assert board and dock
        assert board["y"] + board["height"] <= dock["y"] + 1, (board, dock)  # no scrolling
        # A card with a place on the board: the first playable one may be played from the
        # hand alone (renderer.js targetOf), which marks nothing.
        card = pick_card(Seat(page, base, code).actions(page))
        if card is None:
            return False
        page.locator(key(f"card-{card}")).focus()
        page.keyboard.press("Enter")
        page.wait_for_selector(".board-area .target")
        page.locator(".tres-table").evaluate("(node) => node.scrollIntoView()")
        board = page.locator(".tres-board").bounding_box()
        dock = page.locator(".hand-and-moves").bounding_box()
        assert board and dock
        assert board["y"] >= 0 and board["y"] + board["height"] <= dock["y"] + 1, (board, dock)
        assert dock["y"] + dock["height"] <= 845, dock
        assert axe_violations(page, axe_source) == []
        shoot(page, "tres-phone")
        assert errors == []
        return True
    finally:
        page.context.close()


def stage_places(redis_client: redis.Redis, code: str, ana: int) -> None:
    """Ana's turn with a Row reset, an Exchange, a Twist and a Hand to hand; a 5 and a 5 on
    the top row, stacks on cells 4 and 9."""
    blob = redis_client.hget(table_key(code), "d")
    assert isinstance(blob, bytes)
    table = msgspec.msgpack.decode(blob, type=Table)
    state = make(
        seats=2,
        hands={
            ana: ["reset_row", "exchange", "twist", "swap_hands", "g2", "b8"],
            1 - ana: ["b1", "b2", "g8"],
        },
        board={0: ["r5"], 1: ["g5"], 3: ["b7", "y7"], 4: ["y3"], 8: ["r9", "b9"]},
        turn=ana,
    )
    # Ana's first turn has time for the hint (a search) and the checks: ten minutes.
    now = int(time.time() * 1000)
    staged = replace(
        table,
        state=msgspec.msgpack.encode(state),
        deadlines={ana: now + 600_000},
        turn_started={ana: now},
    )
    save_staged(redis_client, staged)


def other_draws_and_passes(base: str, code: str, headers: dict[str, str]) -> None:
    """The other seat's turn over the API: draw, and pass if the drawn card could be played."""
    actions = httpx.get(f"{base}/tables/{code}/actions", headers=headers).json()["actions"]
    draw = next(a for a in actions if a["type"] == "tres.draw" and a.get("and_pass"))
    moved = httpx.post(f"{base}/tables/{code}/actions", headers=headers, json={"action": draw})
    assert moved.status_code == 200, moved.text


def last_move_at(page: Page, place: str, seat: int) -> None:
    page.wait_for_selector(f'main [data-place="{place}"].was-last')
    last_by = page.get_attribute(f'main [data-place="{place}"]', "data-last-by") or ""
    assert str(seat) in last_by.split(), (place, last_by)


def test_tres_lines_two_cells_and_a_rival_are_places_on_the_board(
    browser: Browser, live_base: str, axe_source: str, redis_client: redis.Redis
) -> None:
    """The hint's place is marked as the suggestion; a Row reset goes to a row's handle; an
    Exchange names two cells, one after the other, by keyboard; a Twist's places are stacks and
    lines (Escape goes back to the hand); Hand to hand goes to the rival's hand. Each move is
    marked as Ana's last move where it went."""
    page = new_page(browser)
    errors = console_errors(page)
    try:
        code = create_table(page, live_base, "tres", "Ana", {"turn_seconds": "60", "hints": True})
        bruno = start_with_a_second_person(page, live_base, code)
        seat = Seat(page, live_base, code)
        before = version(page)
        stage_places(redis_client, code, seat.seat)
        wait_newer(page, before)
        page.wait_for_selector(".your-turn")

        # A hint chooses its card; its place is the one marked as the suggestion.
        page.click(key("hint"))
        page.wait_for_selector(key("hint-play"))
        chosen = page.locator(".card-button.selected")
        if chosen.count():
            card = int((chosen.get_attribute("data-key") or "").removeprefix("card-"))
            mine = [a for a in seat.actions(page) if a.get("card") == card]
            if first_places(mine):
                hinted = page.locator(".board-area .target.hinted")
                assert hinted.count() == 1, mine
                place = (hinted.get_attribute("data-key") or "").removeprefix("target-")
                assert place in first_places(mine), (place, mine)

        def choose(card: str) -> list[Action]:
            button = page.locator(key(f"card-{c(card)}"))
            # The hint above may have chosen this very card: a second click would put it back.
            if button.get_attribute("aria-pressed") != "true":
                button.click()
            page.wait_for_selector(".board-area .target")
            mine = [a for a in seat.actions(page) if a.get("card") == c(card)]
            assert marked(page) == first_places(mine), (card, mine)
            return mine

        # Row reset: the three rows' handles, at the side of the board.
        choose("reset_row")
        assert marked(page) == {"line-0", "line-1", "line-2"}
        assert axe_violations(page, axe_source) == []
        shoot(page, "tres-lines")
        act_on(page, key("target-line-1"))
        last_move_at(page, "line-1", seat.seat)
        other_draws_and_passes(live_base, code, bruno)
        page.wait_for_selector(".your-turn")

        # Exchange by keyboard: Enter on the card, arrows to cell 9, Enter, then the second
        # cell (the focus is on the first of them), Enter.
        page.locator(key(f"card-{c('exchange')}")).focus()
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.activeElement?.classList.contains('target')")
        mine = [a for a in seat.actions(page) if a.get("card") == c("exchange")]
        assert marked(page) == first_places(mine) == {"cell-0", "cell-1", "cell-8"}
        walk_to(page, "target-cell-8")
        before = version(page)
        page.keyboard.press("Enter")
        page.wait_for_function(
            "() => document.activeElement?.dataset.key?.startsWith('target-cell-')"
            " && document.activeElement.dataset.key !== 'target-cell-8'"
        )
        assert marked(page) == {"cell-0", "cell-1"}
        page.keyboard.press("Enter")
        wait_newer(page, before)
        last_move_at(page, "cell-8", seat.seat)
        other_draws_and_passes(live_base, code, bruno)
        page.wait_for_selector(".your-turn")

        # Twist: stacks of two cards or more, and lines with an end to move; Escape: the hand.
        places = choose("twist")
        assert {"cell-8", "line-2", "line-5"} <= marked(page), places
        page.keyboard.press("Escape")
        assert page.evaluate("() => document.activeElement.dataset.key") == f"card-{c('twist')}"
        assert page.locator(".board-area .target").count() == 0

        # Hand to hand: the rival's hand, above the board.
        choose("swap_hands")
        rival = f"seat-{1 - seat.seat}"
        assert marked(page) == {rival}
        assert axe_violations(page, axe_source) == []
        act_on(page, key(f"target-{rival}"))
        last_move_at(page, rival, seat.seat)
        assert errors == []
    finally:
        page.context.close()
