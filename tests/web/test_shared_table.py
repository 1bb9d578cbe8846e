"""A stale seat key in the browser: the shared link falls back to join or watch. (Two people at
one table by its link, and a game followed by long-polls, drive a game's own screen: they are
its browser tests, tests/games/<id>/browser_*.py.)"""

from __future__ import annotations

import httpx
from playwright.sync_api import Page

from tests.gamepicks import reference


def test_a_stale_seat_key_in_the_browser_falls_back_to_join_or_watch(
    page: Page, live_base: str
) -> None:
    created = httpx.post(f"{live_base}/tables", json={"game": reference().id, "host_name": "Ana"})
    code = created.json()["code"]
    page.goto(f"{live_base}/play")
    page.evaluate(
        "code => localStorage.setItem('tapete.tokens', JSON.stringify({[code]: 'not-a-key'}))",
        code,
    )
    page.goto(f"{live_base}/play/{code}")  # the key answers 401: join by name or watch
    page.wait_for_selector("#join-name")
    assert page.input_value("#join-code") == code
    assert page.evaluate("() => localStorage.getItem('tapete.tokens')") == "{}"
