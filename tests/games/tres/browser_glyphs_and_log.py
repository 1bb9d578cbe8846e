"""TRES explains itself in the browser: its card symbols are inline SVG with a name (no font
lacks them: no character of the page is a missing-glyph box), a card that can complete a line
says ¡TRES! before it is chosen and the announced play is the first one offered on its cell,
the log says who draws four and what was played where (no line per turn), and the winning line
is highlighted (its cells and its handle). Run by tests/web/test_games_in_the_browser.py."""

from __future__ import annotations

import re

import httpx
import msgspec
import redis
from msgspec.structs import replace
from playwright.sync_api import Browser

from service.storage.store import table_key
from service.tables.models import Table
from tests.games.tres.tres_helpers import c, make
from tests.helpers.support import save_staged
from tests.web.conftest import new_page, shoot
from tests.web.play import (
    axe_violations,
    click_and_wait,
    console_errors,
    create_table,
    key,
    missing_glyphs,
    start_with_a_second_person,
    version,
    wait_newer,
)


def stage(redis_client: redis.Redis, code: str, ana: int) -> None:
    """Ana's turn; she holds +4, a red 5 that completes the top row (a red and a green 5 on
    cells 1 and 2), and cards drawn as symbols; the board shows a Skip, a Reverse and a seal."""
    blob = redis_client.hget(table_key(code), "d")
    assert isinstance(blob, bytes)
    table = msgspec.msgpack.decode(blob, type=Table)
    bruno = 1 - ana
    state = make(
        seats=2,
        hands={
            ana: ["draw_four", "r5#1", "skip:r", "reverse:b", "question", "seal#1"],
            bruno: ["b1", "b2", "g8"],
        },
        board={0: ["r5"], 1: ["g5"], 4: ["skip:g"], 6: ["reverse:y"], 8: ["b3", "seal"]},
        turn=ana,
    )
    save_staged(redis_client, replace(table, state=msgspec.msgpack.encode(state)))


def log_lines(page) -> list[str]:  # type: ignore[no-untyped-def]
    return [line.strip() for line in page.locator(".events li").all_inner_texts()]


def test_tres_symbols_log_and_winning_line(
    browser: Browser, live_base: str, axe_source: str, redis_client: redis.Redis
) -> None:
    page = new_page(browser, lang="en-GB")
    errors = console_errors(page)
    try:
        code = create_table(page, live_base, "tres", "Ana", {"turn_seconds": "60"})
        bruno = start_with_a_second_person(page, live_base, code)
        seats = httpx.get(f"{live_base}/tables/{code}", headers=bruno).json()["seats"]
        ana = next(i for i, seat in enumerate(seats) if seat["name"] == "Ana")
        before = version(page)
        stage(redis_client, code, ana)
        wait_newer(page, before)
        page.wait_for_selector(".your-turn")
        page.wait_for_selector(".tres-board svg.glyph-seal")

        # Symbols: SVG with a name, on the board and in the hand; no box anywhere.
        names = page.locator("svg.glyph").evaluate_all(
            "(nodes) => nodes.map((n) => [n.getAttribute('role'), n.getAttribute('aria-label')])"
        )
        assert len(names) >= 6, names  # Skip, Reverse, the seal on the board; hand symbols
        assert all(role == "img" and label for role, label in names), names
        labels = {label for _, label in names}
        assert {"Skip", "Reverse", "sealed"} <= labels, labels
        assert missing_glyphs(page) == []

        # ¡TRES! is offered at once, no card picked: the red 5 says so in the hand. Chosen, it
        # says so on cell 3, where it completes the row; there the announced play comes first.
        assert page.locator(".card-button.selected").count() == 0
        five = key(f"card-{c('r5#1')}")
        assert "¡TRES!" in page.locator(five).inner_text()
        page.click(five)
        page.wait_for_selector('.tres-cell[data-place="cell-2"] .call-badge')
        page.click(key("target-cell-2"))
        choices = page.locator(".moves-panel.choosing button.move")
        choices.first.wait_for()
        assert choices.count() == 2
        assert choices.first.locator(".tres-call").inner_text() == "¡TRES!"
        assert "without announcing" in choices.nth(1).inner_text()
        assert axe_violations(page, axe_source) == []

        # +4: its move says who draws; the log says it too (Ana's own moves as "You ..."),
        # with no "X's turn" lines.
        page.click(key(f"card-{c('draw_four')}"))
        move = page.locator("button.move").filter(has_text="you draw four cards")
        assert move.count() == 1
        click_and_wait(page, "button.move:has-text('you draw four cards')")
        page.wait_for_function(
            "() => [...document.querySelectorAll('.events li')]"
            ".some((li) => li.textContent.includes('draw four cards'))"
        )
        lines = log_lines(page)
        assert "You played +4 and draw four cards." in lines, lines
        assert "You drew 4 cards." in lines, lines
        assert not [line for line in lines if re.search(r"turn\.$", line)], lines

        # Bruno draws and passes; on Ana's turn the ¡TRES! button wins.
        answer = httpx.get(f"{live_base}/tables/{code}/actions", headers=bruno).json()
        draws = [a for a in answer["actions"] if a["type"] == "tres.draw" and a.get("and_pass")]
        chosen = (
            draws[0] if draws else next(a for a in answer["actions"] if a["type"] == "tres.draw")
        )
        moved = httpx.post(
            f"{live_base}/tables/{code}/actions", headers=bruno, json={"action": chosen}
        )
        assert moved.status_code == 200, moved.text
        while moved.json()["to_act"] == [1 - ana]:  # a drawn card to play or pass
            actions = httpx.get(f"{live_base}/tables/{code}/actions", headers=bruno).json()
            passing = next(a for a in actions["actions"] if a["type"] == "tres.pass")
            moved = httpx.post(
                f"{live_base}/tables/{code}/actions", headers=bruno, json={"action": passing}
            )
        page.wait_for_selector(".your-turn")
        page.click(five)
        page.click(key("target-cell-2"))
        page.locator(".moves-panel.choosing button.move:has(.tres-call)").click()
        page.wait_for_selector("#result-heading")

        won = page.locator(".final-board .tres-cell.won")
        assert won.count() == 3
        assert [cell.get_attribute("aria-label").split(",")[0] for cell in won.all()] == [
            "Cell 1",
            "Cell 2",
            "Cell 3",
        ]
        assert "in the winning line" in (won.first.get_attribute("aria-label") or "")
        assert page.locator(key("winning-line")).inner_text() == "Winning line: cells 1, 2, 3"
        # The line's handle too, and the cell where the winning card went is Ana's last move.
        assert page.locator(".final-board .tres-line.won").get_attribute("data-place") == "line-0"
        last = page.locator('.final-board [data-place="cell-2"]')
        assert last.get_attribute("data-last-by") == str(ana), last.get_attribute("class")
        shoot(page, "tres-won")
        lines = log_lines(page)
        assert "¡TRES! You completed the line of cells 1, 2, 3." in lines, lines
        assert missing_glyphs(page) == []
        assert axe_violations(page, axe_source) == []

        page.select_option("#lang", "es")  # the same in Spanish
        page.wait_for_selector('html[lang="es"]')
        texts = page.locator(key("winning-line")).inner_text()
        assert texts == "Línea ganadora: casillas 1, 2, 3"
        lines = log_lines(page)
        assert "¡TRES! Completaste la línea de las casillas 1, 2, 3." in lines, lines
        assert "Jugaste +4 y robas cuatro cartas." in lines, lines
        assert errors == []
    finally:
        page.context.close()
