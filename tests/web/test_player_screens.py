"""Every player page drawn for a player with something on each (a rated game won, a friend, a
request, an invitation, notifications, a tournament), in English and Spanish, on a desktop and
on a 390x844 phone: no console error and no serious axe violation on any of them. With
TAPETE_SCREENSHOTS set, each screen is kept (docs/screenshots/ holds the README's)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page

from tests.gamepicks import pick, quick_options
from tests.tournaments.scripted import starts_in
from tests.web.conftest import new_page, shoot
from tests.web.play import axe_violations, console_errors
from tests.web.test_invitations_pages import sign_in
from tests.web.test_player_pages import RATED_PAIRS, auth, new_player, rated_game_won_by


@pytest.fixture(scope="module")
def world(live_base: str) -> dict[str, Any]:
    """Ana: a rated game won against Bruno (a friend), Carla's request, an invitation from
    Bruno, a tournament she registered for."""
    ana, bruno, carla = (new_player(live_base, name) for name in ("Ana", "Bruno", "Carla"))
    code = rated_game_won_by(live_base, ana, bruno)
    httpx.post(f"{live_base}/players/me/friends/{bruno['id']}", headers=auth(ana["token"]))
    httpx.post(f"{live_base}/players/me/friends/{ana['id']}", headers=auth(bruno["token"]))
    httpx.post(f"{live_base}/players/me/friends/{ana['id']}", headers=auth(carla["token"]))
    game = pick(lambda g: g.min_seats == g.max_seats == 2, "of two seats")
    lobby = httpx.post(
        f"{live_base}/tables",
        json={
            "game": game.id,
            "host_name": "Bruno",
            "options": quick_options(game),
            "visibility": "public",
        },
        headers=auth(bruno["token"]),
    ).json()["code"]
    invited = httpx.post(
        f"{live_base}/tables/{lobby}/invitations",
        json={"player": ana["id"]},
        headers=auth(bruno["token"]),
    )
    assert invited.status_code == 201, invited.text
    body = {
        "name": "Friday cup",
        "starts_at": starts_in(3600),
        "settings": {"format": "swiss", "game": game.id, "seats": 2, "rounds": 3},
        "options": quick_options(game),
    }
    tournament = httpx.post(f"{live_base}/tournaments", json=body).json()["id"]
    registered = httpx.post(
        f"{live_base}/tournaments/{tournament}/registrations", json={}, headers=auth(ana["token"])
    )
    assert registered.status_code in (200, 201), registered.text
    return {"ana": ana, "bruno": bruno, "record": code, "tournament": tournament}


SCREENS = {
    "me": "/play/me",
    "profile": "/play/players/{bruno}",
    "leaderboard": f"/play/leaderboard/{RATED_PAIRS.id}",
    "tables": "/play/tables",
    "record": "/play/record/{record}",
    "tournaments": "/play/tournaments",
    "tournament": "/play/tournaments/{tournament}",
    "notifications": "/play/notifications",
}


@pytest.fixture(
    params=[("en", False), ("es", False), ("en", True), ("es", True)],
    ids=["en", "es", "en-phone", "es-phone"],
)
def page(request: pytest.FixtureRequest, browser: Browser) -> Iterator[Page]:
    lang, phone = request.param
    page = new_page(browser, lang, phone=phone)
    yield page
    page.context.close()


def test_every_player_page_draws_without_errors_in_both_languages_and_sizes(
    page: Page, live_base: str, world: dict[str, Any], axe_source: str
) -> None:
    errors = console_errors(page)
    sign_in(page, live_base, world["ana"])
    phone = page.viewport_size is not None and page.viewport_size["width"] < 500
    for name, path in SCREENS.items():
        page.goto(
            live_base
            + path.format(
                bruno=world["bruno"]["id"], record=world["record"], tournament=world["tournament"]
            )
        )
        page.wait_for_selector("main h1")
        # The page's reads come in after its heading (the inbox's long-poll never ends, so
        # "network idle" never comes): a moment for them before looking.
        page.wait_for_timeout(700)
        assert axe_violations(page, axe_source) == [], name
        shoot(page, f"player-{name}{'-phone' if phone else ''}")
    assert errors == []
