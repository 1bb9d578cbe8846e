"""A -4 answered in the browser: the seat picks the cards it gives back, and a card whose twin
(same face) it holds counts as that face, as the server lists one choice per set of faces."""

from __future__ import annotations

import httpx
import msgspec
import redis
from msgspec.structs import replace
from playwright.sync_api import Page

from service.games.tres.cards import NUMBER, card_id
from service.games.tres.state import State as TresState
from service.storage.store import table_key
from service.tables.models import Table
from tests.helpers.support import save_staged
from tests.web.play import axe_violations, create_table, key, start_with_a_second_person

MINUS_FOUR = 100


def stage(redis_client: redis.Redis, code: str) -> list[int]:
    """Seat 0 (Bruno, whose turn it is) holds a -4; seat 1 (Ana) ends her hand with both red
    fives, the older copy first. Answers the two fives."""
    blob = redis_client.hget(table_key(code), "d")
    assert isinstance(blob, bytes)
    table = msgspec.msgpack.decode(blob, type=Table)
    state = msgspec.msgpack.decode(table.state or b"", type=TresState)
    assert state.turn == 0
    fives = [card_id(NUMBER, "red", 5, copy) for copy in (0, 1)]
    staged = {MINUS_FOUR, *fives}
    hands = [[c for c in hand if c not in staged] for hand in state.hands]
    hands[0].append(MINUS_FOUR)
    hands[1].extend(fives)
    state = replace(
        state,
        hands=hands,
        deck=[c for c in state.deck if c not in staged],
        discard=[c for c in state.discard if c not in staged],
        board=[[c for c in stack if c not in staged] for stack in state.board],
    )
    save_staged(redis_client, replace(table, state=msgspec.msgpack.encode(state)))
    return fives


def test_tres_the_minus_four_answer_takes_the_newer_of_two_identical_cards(
    page: Page, live_base: str, axe_source: str, redis_client: redis.Redis
) -> None:
    code = create_table(page, live_base, "tres", "Ana", {"turn_seconds": "60"})
    bruno = start_with_a_second_person(page, live_base, code)
    fives = stage(redis_client, code)

    played = httpx.post(
        f"{live_base}/tables/{code}/actions",
        headers=bruno,
        json={"action": {"type": "tres.minus_four", "card": MINUS_FOUR}},
    )
    assert played.status_code == 200, played.text
    page.wait_for_selector(key("return-cards"))
    before = len(page.locator('[data-key^="pick-"]').all())
    assert axe_violations(page, axe_source) == []

    # The newer red five and the first three cards: the server lists that choice with the
    # older five's id, and the button takes it all the same.
    page.click(key(f"pick-{fives[1]}"))
    for pick in page.locator('[data-key^="pick-"]').all()[:3]:
        pick.click()
    assert page.locator(key("return-cards")).is_enabled()
    page.click(key("return-cards"))
    page.wait_for_function(
        f"() => document.querySelectorAll('.hand [data-key^=\"card-\"]').length == {before - 4}"
    )
