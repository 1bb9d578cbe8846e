"""Rutas explains itself in the browser: each route's direction in words with an SVG arrow
("rising", "falling", "no direction yet"), never a bare arrow or dot; a greyed card of the
hand says why; the log says which card went to which route and whose. No console error, no
missing-glyph box. Run by tests/web/test_games_in_the_browser.py."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

import httpx
import msgspec
import redis
from msgspec.structs import replace
from playwright.sync_api import Browser, Page

from service.games.rutas import State as RutasState
from service.storage.store import table_key
from service.tables.models import Table
from tests.games.rutas.rutas_helpers import c, make_state
from tests.helpers.support import save_staged
from tests.web.conftest import new_page
from tests.web.play import (
    axe_violations,
    click_and_wait,
    console_errors,
    create_table,
    join_by_api,
    key,
    log_has,
    missing_glyphs,
    start,
    version,
    wait_newer,
)


def stage(redis_client: redis.Redis, code: str, ana: int) -> None:
    """Ana to move, past the opening: her route 1 rises (5, 8), route 2 falls (9, 4), route 3
    holds one card (no direction yet); she holds a 10 of hearts that fits route 1."""
    blob = redis_client.hget(table_key(code), "d")
    assert isinstance(blob, bytes)
    table = msgspec.msgpack.decode(blob, type=Table)
    bruno = 1 - ana
    hands: list[list[str]] = [[], []]
    hands[ana] = ["10H", "2C", "KS"]
    hands[bruno] = ["JD", "3S", "10C"]
    state = make_state(
        hands=(hands[0], hands[1]),
        routes={
            (ana, 0): ["5H", "8C"],
            (ana, 1): ["9S", "4D"],
            (ana, 2): ["7C"],
            (bruno, 0): ["6D", "9D"],
            (bruno, 1): ["8S"],
            (bruno, 2): ["2H", "5S"],
        },
        turn=ana,
    )
    assert isinstance(state, RutasState)
    # The first mover's timer was set at the start with the first-move limit (R8): past the
    # opening now, the position starts untimed until the next move times it afresh.
    staged = replace(table, state=msgspec.msgpack.encode(state), deadlines={}, turn_started={})
    save_staged(redis_client, staged)


@contextmanager
def present(url: str, headers: dict[str, str]) -> Iterator[None]:
    """Bruno's client polls the table every half second meanwhile: Rutas's absence rule (R8)
    ends the game for a seat that neither polls nor acts for a minute (6 s in the tests)."""
    stop = threading.Event()

    def poll() -> None:
        while not stop.wait(0.5):
            httpx.get(url, headers=headers)

    thread = threading.Thread(target=poll, daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()


def test_rutas_routes_cards_and_log_in_words(
    browser: Browser, live_base: str, axe_source: str, redis_client: redis.Redis
) -> None:
    page = new_page(browser, lang="en-GB")
    errors = console_errors(page)
    try:
        code = create_table(page, live_base, "rutas", "Ana", {})
        bruno = join_by_api(live_base, code)
        with present(f"{live_base}/tables/{code}", bruno):
            page.wait_for_selector('.seats li:has-text("Bruno")')
            start(page)
            check(page, axe_source, redis_client, live_base, code, bruno)
        assert errors == []
    finally:
        page.context.close()


def check(
    page: Page,
    axe_source: str,
    redis_client: redis.Redis,
    live_base: str,
    code: str,
    bruno: dict[str, str],
) -> None:
    """Stage the position, then check the screen and the log, move by move."""
    seats = httpx.get(f"{live_base}/tables/{code}", headers=bruno).json()["seats"]
    ana = next(i for i, seat in enumerate(seats) if seat["name"] == "Ana")
    before = version(page)
    stage(redis_client, code, ana)
    wait_newer(page, before)
    page.wait_for_selector(".your-turn")

    # Directions in words, with an arrow drawn as SVG where there is one.
    mine = page.locator(".rutas-side.mine .route-dir")
    page.wait_for_function(
        "() => document.querySelectorAll('.rutas-side.mine .route-dir').length === 3"
        " && document.querySelector('.rutas-side.mine .route-dir')"
        ".textContent.includes('rising')"
    )
    assert [text.strip() for text in mine.all_inner_texts()] == [
        "rising",
        "falling",
        "no direction yet",
    ]
    assert mine.nth(0).locator("svg.glyph-up").count() == 1
    assert mine.nth(1).locator("svg.glyph-down").count() == 1
    assert mine.nth(2).locator("svg").count() == 0
    totals = page.locator(".route-total").all_inner_texts()
    assert all(not text.strip().endswith(("·", "↑", "↓")) for text in totals), totals
    assert missing_glyphs(page) == []
    assert axe_violations(page, axe_source) == []

    # Ana adds her 10 of hearts to route 1, on the board (the route's place says the move in
    # words): the log names the card and the route.
    ten = c("10H", ana)
    page.click(key(f"card-{ten}"))
    click_and_wait(page, '.target[aria-label="Add 10 hearts to your route 1"]')
    log_has(page, "You played 10 hearts on your route 1.")

    # Bruno's turn: Ana's cards are greyed, and each says why.
    page.wait_for_selector(".hand .card-button:disabled")
    titles = page.locator(".hand .card-button:disabled").evaluate_all(
        "(nodes) => nodes.map((n) => n.title)"
    )
    assert titles and all(t == "Not your turn: wait to play" for t in titles), titles

    # Bruno plays a card (onto Ana's route if he can): Ana's log says where and whose.
    actions = httpx.get(f"{live_base}/tables/{code}/actions", headers=bruno).json()
    plays = [a for a in actions["actions"] if a["type"] == "rutas.play"]
    assert plays
    chosen = next((a for a in plays if a["owner"] == ana), plays[0])
    before = version(page)
    moved = httpx.post(f"{live_base}/tables/{code}/actions", headers=bruno, json={"action": chosen})
    assert moved.status_code == 200, moved.text
    wait_newer(page, before)
    if chosen["owner"] == ana:
        where = f"your route {chosen['route'] + 1}"
    else:
        where = f"their own route {chosen['route'] + 1}"
    played = next(
        line
        for line in page.locator(".events li").all_inner_texts()
        if line.startswith("Bruno played ")
    )
    assert played.endswith(f" on {where}."), played
    assert missing_glyphs(page) == []

    page.select_option("#lang", "es")  # the same in Spanish
    page.wait_for_selector('html[lang="es"]')
    log_has(page, "Jugaste 10 corazones en tu ruta 1.")
    directions = page.locator(".rutas-side.mine .route-dir").all_inner_texts()
    assert [text.strip() for text in directions] == ["sube", "baja", "sin dirección aún"]
