"""A whole Rutas game played on the board, in English and in Spanish (#37): choose a card of
the hand, then the place it goes to (a route for a number card, a card of a route for a
figure, your discard pile for a discard; dissolving is a button on the route), never a list
of moves. Some moves are made by keyboard only (Enter on a card, arrows between the places,
Enter plays), one is the hint's (its place marked). The places marked for a card are
exactly the server's legal moves for it, each seat's last move is marked where it went,
there is no console error and axe-core finds no serious or critical violation. The Spanish
game runs on a 390x844 phone, where the places the chosen card can go to fit above the
docked hand. Run by tests/web/test_games_in_the_browser.py."""

from __future__ import annotations

import json
import random
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

Action = dict[str, Any]

KEYBOARD_MOVES = range(1, 5)  # which of the person's moves are made by keyboard only
DISSOLVE_FROM = 8  # one route dissolved (a move without a card) from this move on
HINT_AT = 6  # the move asked for as a hint (its card chosen, its place marked), then played

# A place of the board, as the page marks it: where the move goes.
WORDS = {"en": ("Add ", "Put ", "Discard "), "es": ("Añadir ", "Poner ", "Descartar ")}


def place_of(action: Action, seat: int) -> str | None:
    """The key of the place where a move goes (renderer.js targetOf), None for none."""
    if action["type"] == "rutas.discard":
        return f"discard-{seat}"
    if action["type"] != "rutas.play":
        return None
    if action.get("position") is None:
        return f"route-{action['owner']}-{action['route']}"
    return f"card-{action['owner']}-{action['route']}-{action['position']}"


class Table:
    """The person's seat over the API (the page's own key): its legal moves, version by
    version, to compare with what the board marks."""

    def __init__(self, page: Page, base: str, code: str) -> None:
        tokens = json.loads(page.evaluate("() => localStorage.getItem('tapete.tokens')"))
        self.base = base
        self.code = code
        self.headers = {"Authorization": f"Bearer {tokens[code]}"}
        view = httpx.get(f"{base}/tables/{code}", headers=self.headers).json()
        self.seat: int = view["you"]["seat"]

    def actions(self, page: Page) -> list[Action]:
        """The legal moves at the version the page shows."""
        shown = version(page)
        for _ in range(100):
            answer = httpx.get(f"{self.base}/tables/{self.code}/actions", headers=self.headers)
            body = answer.json()
            if body["version"] == shown:
                moves: list[Action] = body["actions"]
                return moves
            page.wait_for_timeout(50)
            shown = version(page)
        raise AssertionError("the page and the server never showed the same version")


def marked(page: Page) -> dict[str, str]:
    """The places marked on the board now: key -> the move in words (its aria-label)."""
    found: dict[str, str] = page.locator(".board-area .target").evaluate_all(
        "(nodes) => Object.fromEntries("
        "nodes.map((n) => [n.dataset.key, n.getAttribute('aria-label')]))"
    )
    return found


def check_places(page: Page, moves: list[Action], card: int, seat: int, lang: str) -> None:
    """The places marked for the chosen card are its legal moves, one move per place, each
    named by the move in words; none of its moves is left in a list."""
    page.wait_for_selector(".board-area .target")
    expected = {f"target-{place_of(m, seat)}" for m in moves if m.get("card") == card}
    shown = marked(page)
    assert set(shown) == expected, (shown, moves)
    assert len([m for m in moves if m.get("card") == card]) == len(expected)
    assert all(label.startswith(WORDS[lang]) for label in shown.values()), shown
    assert page.locator(".moves-panel").count() == 0


LAST_MOVES = """(seat) => {
    const marks = [...document.querySelectorAll('.board-area .was-last')]
        .filter((node) => node.dataset.lastBy.split(' ').includes(String(seat)));
    const cards = (node) => [node, ...node.querySelectorAll('[data-card]')]
        .map((n) => n.dataset.card).filter(Boolean);
    return marks.map((node) => ({ place: node.dataset.place, cards: cards(node) }));
}"""


def check_last_move(page: Page, seat: int, action: Action) -> None:
    """The person's last move is marked on the board where it went: the pile discarded onto,
    the route dissolved, the card played (or its route, once a Jack took it away)."""
    page.wait_for_function(
        f"() => document.querySelector('#result-heading') || ({LAST_MOVES})({seat}).length"
    )
    marks: list[dict[str, Any]] = page.evaluate(LAST_MOVES, seat)  # at once: one screen
    if not marks and finished(page):
        return  # the rival's answer ended the game meanwhile
    assert len(marks) == 1, marks
    at, cards = marks[0]["place"], marks[0]["cards"]
    if action["type"] == "rutas.discard":
        assert at == f"discard-{seat}", at
    elif action["type"] == "rutas.dissolve":
        assert at == f"route-{seat}-{action['route']}", at
    else:
        route = f"{action['owner']}-{action['route']}"
        on_it = at.startswith(f"card-{route}-") and str(action["card"]) in cards
        assert at == f"route-{route}" or on_it, (at, cards, action)


def by_keyboard(page: Page, card: int, steps: int, look: Callable[[], None]) -> str:
    """Enter on the card (reached from the hand's first card with the arrow keys), `look` at
    the places marked, then `steps` arrow presses among them, then Enter: answers the place
    played."""
    assert page.evaluate("() => Boolean(document.activeElement?.closest('.board-area .hand'))")
    page.keyboard.press("Home")
    for _ in range(20):
        if page.evaluate("() => document.activeElement.dataset.key") == f"card-{card}":
            break
        page.keyboard.press("ArrowRight")
    assert page.evaluate("() => document.activeElement.dataset.key") == f"card-{card}"
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.activeElement?.matches('.board-area .target')")
    look()
    for step in range(steps):
        page.keyboard.press(("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp")[step % 4])
        assert page.evaluate("() => document.activeElement.matches('.board-area .target')")
    chosen: str = page.evaluate("() => document.activeElement.dataset.key")
    before = version(page)
    page.keyboard.press("Enter")
    wait_newer(page, before)
    return chosen


def escape_and_back(page: Page, card: int) -> None:
    """Escape gives the chosen card up: no place marked, the focus back on the card; Enter
    chooses it again."""
    page.keyboard.press("Escape")
    page.wait_for_selector(".board-area .target", state="detached")
    assert page.evaluate("() => document.activeElement.dataset.key") == f"card-{card}"
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.activeElement?.matches('.board-area .target')")


def play_the_hint(page: Page, moves: list[Action], seat: int, lang: str) -> Action:
    """Ask for a hint: its card is chosen and its place marked `hinted` among the card's
    places (or, for dissolving, the route's button); play it there, on the board."""
    page.click(key("hint"))
    page.wait_for_selector(key("hint-play"))
    place = page.locator(".board-area .target.hinted")
    before = version(page)
    if place.count() == 0:  # dissolving: no card, the button on the route
        button = page.locator(".board-area button.dissolve.hinted")
        route = int((button.get_attribute("data-key") or "").removeprefix("dissolve-"))
        button.click()
        wait_newer(page, before)
        return {"type": "rutas.dissolve", "route": route}
    chosen = page.get_attribute(".board-area .hand .card-button.selected", "data-key") or ""
    card = int(chosen.removeprefix("card-"))
    check_places(page, moves, card, seat, lang)
    assert place.count() == 1
    where = (place.get_attribute("data-key") or "").removeprefix("target-")
    place.click()
    wait_newer(page, before)
    return next(m for m in moves if m.get("card") == card and place_of(m, seat) == where)


def the_places_fit_above_the_hand(page: Page) -> None:
    """On a phone, with the board scrolled to its top, every place marked is on screen above
    the docked hand."""
    page.evaluate("() => document.querySelector('.rutas-side').scrollIntoView()")
    fits = page.evaluate(
        """() => {
            const dock = document.querySelector('.hand-and-moves').getBoundingClientRect().top;
            return [...document.querySelectorAll('.board-area .target')].map((node) => {
                const box = node.getBoundingClientRect();
                return box.top >= 0 && box.bottom <= dock;
            });
        }"""
    )
    assert fits and all(fits), fits


def play_a_whole_game(page: Page, table: Table, lang: str, axe_source: str, phone: bool) -> None:
    rng = random.Random(f"rutas-board-{lang}")
    seat = table.seat
    moves_made = 0
    dissolved = False
    give_up = time.monotonic() + 240
    while not finished(page):
        assert time.monotonic() < give_up, "the game did not finish in time"
        if not my_turn(page) or page.get_attribute("main", "aria-busy") == "true":
            page.wait_for_timeout(50)
            continue
        moves = table.actions(page)
        if not moves:
            page.wait_for_timeout(50)
            continue
        if moves_made:  # the rival has moved since: its last move is marked too
            rival = page.locator(f'.board-area .was-last[data-last-by~="{1 - seat}"]')
            assert rival.count() == 1, rival.count()
        dissolves = [m for m in moves if m["type"] == "rutas.dissolve"]
        cards = sorted({m["card"] for m in moves if "card" in m})
        if moves_made == HINT_AT:
            action = play_the_hint(page, moves, seat, lang)
        elif dissolves and not dissolved and moves_made >= DISSOLVE_FROM:
            action = dissolves[0]  # a button on the route itself
            before = version(page)
            page.click(key(f"dissolve-{action['route']}"))
            wait_newer(page, before)
            dissolved = True
        else:
            card = rng.choice(cards)
            options = {place_of(m, seat): m for m in moves if m.get("card") == card}
            if moves_made in KEYBOARD_MOVES:
                first = moves_made == KEYBOARD_MOVES[0]

                def look(
                    card: int = card, moves: list[Action] = moves, first: bool = first
                ) -> None:
                    check_places(page, moves, card, seat, lang)
                    if first:  # once: the marks for axe-core, the phone's fit, Escape
                        assert axe_violations(page, axe_source) == []
                        if phone:
                            the_places_fit_above_the_hand(page)
                        shoot(page, "rutas-phone" if phone else "rutas-board")
                        escape_and_back(page, card)

                page.wait_for_function(
                    "() => Boolean(document.activeElement?.closest('.board-area .hand'))"
                )
                played = by_keyboard(page, card, rng.randrange(4), look)
            else:
                page.click(key(f"card-{card}"))
                check_places(page, moves, card, seat, lang)
                played = rng.choice(sorted(marked(page)))
                before = version(page)
                page.click(key(played))
                wait_newer(page, before)
            action = options[played.removeprefix("target-")]
        moves_made += 1
        if not finished(page):
            check_last_move(page, seat, action)
    page.wait_for_selector("#result-heading")
    assert moves_made > len(KEYBOARD_MOVES)


def test_a_whole_rutas_game_is_played_on_the_board_in_english_and_in_spanish(
    browser: Browser, live_base: str, axe_source: str
) -> None:
    for lang, locale, phone in (("en", "en-GB", False), ("es", "es-ES", True)):
        page = new_page(browser, lang=locale, phone=phone)
        errors = console_errors(page)
        try:
            code = create_table(
                page, live_base, "rutas", "Ana", {"short_deck": True, "hints": True}
            )
            page.wait_for_selector(f'html[lang="{lang}"]')
            add_bots(page, "easy", 1)
            start(page)
            table = Table(page, live_base, code)
            play_a_whole_game(page, table, lang, axe_source, phone)
            assert page.locator(".reason").inner_text()
            assert axe_violations(page, axe_source) == []
            assert errors == []
        finally:
            page.context.close()
