"""A whole KARTA3 game played on the table, in English and in Spanish (#37): a card of the hand
is chosen, then the table beside the central card, the one place it goes; the opener calls High
or Low with the buttons beside the hand, before or after putting the card down. Never a list of
moves. The first turns are played by keyboard only (arrows in the hand, Enter chooses the card,
the focus goes to the table, Enter plays). On the way: the places marked are the server's legal
moves for the card chosen, each seat's last move is marked where its card went, no console
error and no serious axe violation. Run by tests/web/test_games_in_the_browser.py."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import httpx
from playwright.sync_api import Browser, Page

from tests.web.conftest import new_page, shoot
from tests.web.play import (
    add_bots,
    axe_violations,
    console_errors,
    create_table,
    finished,
    key,
    my_turn,
    start,
    version,
    wait_newer,
)

# Two seats (twenty rounds, the opener changing often); no review pause; turns long enough.
OPTIONS = {"deck": '"solar_system"', "turn_seconds": "60", "review_seconds": "0"}
KEYBOARD_TURNS = 4  # Ana's first turns, by keyboard only
TABLE = ".board-area .target"
PHONE = {"width": 390, "height": 844}
WORDS = {"en": ("on the table", "last move"), "es": ("en la mesa", "última jugada")}


class Seat:
    """Ana's seat at the table, as the server sees it (her token from the page's storage)."""

    def __init__(self, page: Page, base: str, code: str) -> None:
        tokens = json.loads(page.evaluate("() => localStorage.getItem('tapete.tokens')"))
        self.base = f"{base}/tables/{code}"
        self.headers = {"Authorization": f"Bearer {tokens[code]}"}
        self.number = int(httpx.get(self.base, headers=self.headers).json()["you"]["seat"])

    def actions(self, shown: int) -> list[dict[str, Any]]:
        """The legal actions at the version the page shows."""
        answer = httpx.get(f"{self.base}/actions", headers=self.headers).json()
        assert answer["version"] == shown, "the page shows another version than the server"
        actions: list[dict[str, Any]] = answer["actions"]
        return actions


def wait_settled(page: Page) -> None:
    """Until no move is on its way and the page shows what the server last said."""
    page.wait_for_function(
        "() => document.querySelector('main').getAttribute('aria-busy') !== 'true'"
    )


def hand_cards(page: Page) -> list[int]:
    cards = page.locator(".board-area .hand button.playable:enabled").evaluate_all(
        "buttons => buttons.map((b) => Number(b.dataset.key.slice('card-'.length)))"
    )
    return [int(card) for card in cards]


def check_places(page: Page, seat: Seat, card: int, lang: str) -> None:
    """The places marked for `card` are those of its legal moves: the table, and only it."""
    actions = [a for a in seat.actions(version(page)) if a.get("card") == card]
    assert actions and all(a["type"] == "karta3.play" for a in actions)
    marked = page.locator(TABLE).evaluate_all("nodes => nodes.map((n) => n.dataset.key)")
    assert marked == ["target-table"], marked
    label = page.locator(TABLE).get_attribute("aria-label") or ""
    assert WORDS[lang][0] in label, label
    assert page.locator(".moves-panel").count() == 0  # nothing to pick from a list


def focused(page: Page) -> str:
    return str(page.evaluate("() => document.activeElement?.dataset?.key || ''"))


def opening(page: Page) -> bool:
    return page.locator(key("dir-high")).count() > 0


def call(page: Page, direction: str, keyboard: bool) -> None:
    """High or Low, beside the hand: a move of its own (the card may wait on the table)."""
    before = version(page)
    button = page.locator(key(f"dir-{direction}"))
    if keyboard:
        button.focus()
        page.keyboard.press("Enter")
    else:
        button.click()
    wait_newer(page, before)
    wait_settled(page)


def put_down(
    page: Page, seat: Seat, lang: str, keyboard: bool, look: Callable[[], None] | None = None
) -> int:
    """A card of the hand onto the table; answers the card."""
    cards = hand_cards(page)
    card = cards[-1]
    if keyboard:
        page.locator(key(f"card-{cards[0]}")).focus()
        for _ in cards[1:]:
            page.keyboard.press("ArrowRight")  # arrows move along the hand
        assert focused(page) == f"card-{card}"
        page.keyboard.press("Enter")  # chooses it: the focus goes to the table
        page.wait_for_function("() => document.activeElement?.dataset?.key === 'target-table'")
    else:
        page.locator(key(f"card-{card}")).click()
        page.wait_for_selector(TABLE)
    check_places(page, seat, card, lang)
    if look:
        look()  # the card chosen, the table marked
    before = version(page)
    if keyboard:
        page.keyboard.press("ArrowLeft")  # the only place: the arrows stay on it
        assert focused(page) == "target-table"
        page.keyboard.press("Enter")
    else:
        page.locator(TABLE).click()
    wait_newer(page, before)
    wait_settled(page)
    if keyboard:  # after the move the focus is back in the hand
        page.wait_for_function(
            "() => Boolean(document.activeElement?.closest('.board-area .hand'))"
        )
    return card


def marked_last(page: Page, seat: int, card: int) -> bool:
    """Whether the card `seat` played last is marked on the board as its last move."""
    return bool(
        page.evaluate(
            """([seat, card]) => [...document.querySelectorAll('.board-area .was-last')]
                .some((n) => n.dataset.lastBy.split(' ').includes(String(seat))
                    && n.querySelector(`[data-card="${card}"]`))""",
            [seat, card],
        )
    )


def play_turn(
    page: Page, seat: Seat, lang: str, turn: int, look: Callable[[], None] | None = None
) -> None:
    keyboard = turn < KEYBOARD_TURNS
    if not opening(page):
        card = put_down(page, seat, lang, keyboard, look)
    elif turn % 2 == 0:  # the call first, then the card, played at once with it
        call(page, "high", keyboard)
        assert page.get_attribute(key("dir-high"), "aria-pressed") == "true"
        card = put_down(page, seat, lang, keyboard)
    else:  # the card first: it waits on the table, seen by Ana alone, until Low is called
        card = put_down(page, seat, lang, keyboard)
        if not finished(page) and opening(page):
            assert page.locator(f'.k3-slot.pending [data-card="{card}"]').count() == 1
            call(page, "low", keyboard)
    if not finished(page) and not marked_last(page, seat.number, card):
        events = httpx.get(f"{seat.base}/events", headers=seat.headers).json()["events"][-8:]
        board = page.locator(".board-area").inner_text()
        raise AssertionError(f"card {card} not marked as the last move\n{board}\n{events}")


def fits_above_the_hand(page: Page) -> None:
    """On a phone, scrolled to the top: the place your card goes is on screen, above the
    docked hand, and the hand is on screen too."""
    page.evaluate("() => window.scrollTo(0, 0)")
    place = page.locator(".k3-slot").bounding_box()
    hand = page.locator(".board-area .hand").bounding_box()
    dock = page.locator(".hand-and-moves").bounding_box()
    assert place and hand and dock
    assert place["y"] >= 0 and place["y"] + place["height"] <= dock["y"], (place, dock)
    assert hand["y"] + hand["height"] <= PHONE["height"], hand
    assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]


def play_a_whole_game(
    browser: Browser, base: str, axe_source: str, lang: str, phone: bool = False
) -> None:
    page = new_page(browser, lang=f"{lang}-ES" if lang == "es" else f"{lang}-GB", phone=phone)
    errors = console_errors(page)
    try:
        code = create_table(page, base, "karta3", "Ana", OPTIONS)
        add_bots(page, "easy", 1)
        start(page)
        seat = Seat(page, base, code)
        give_up = time.monotonic() + 120
        turn = 0
        checked = set[str]()
        phone_tag = "-phone" if phone else ""

        def look() -> None:  # a card chosen, the table marked
            shoot(page, f"karta3-board-chosen{phone_tag}")
            assert axe_violations(page, axe_source) == []

        while not finished(page):
            assert time.monotonic() < give_up, "the game did not finish in time"
            if not my_turn(page) or page.locator(".board-area .hand button:enabled").count() == 0:
                page.wait_for_timeout(50)
                continue
            state = "opening" if opening(page) else "following"
            first = state not in checked
            if first:  # each kind of turn once: axe, and the phone's screenshot
                assert axe_violations(page, axe_source) == []
                shoot(page, f"karta3-board-{state}{phone_tag}")
                if phone:
                    fits_above_the_hand(page)
                checked.add(state)
            play_turn(page, seat, lang, turn, look if first and state == "following" else None)
            turn += 1
            # The other seat's last card is marked where it went (on the table or in the
            # round just played), once it has played one.
            bot = 1 - seat.number
            last = page.locator(f'.board-area .was-last[data-last-by~="{bot}"]')
            if not finished(page) and last.count():
                assert WORDS[lang][1] in last.first.inner_text()
        page.wait_for_selector("#result-heading")
        assert checked == {"opening", "following"}
        assert page.locator(".moves-panel").count() == 0
        assert axe_violations(page, axe_source) == []
        assert errors == []
    finally:
        page.context.close()


def test_a_whole_karta3_game_on_the_table_in_english(
    browser: Browser, live_base: str, axe_source: str
) -> None:
    play_a_whole_game(browser, live_base, axe_source, "en")


def test_a_whole_karta3_game_on_the_table_in_spanish_on_a_phone(
    browser: Browser, live_base: str, axe_source: str
) -> None:
    play_a_whole_game(browser, live_base, axe_source, "es", phone=True)
