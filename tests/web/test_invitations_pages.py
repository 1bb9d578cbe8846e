"""Invitations in the browser (service/web/static/invitations.js), in English and in Spanish:
Ana hosts a table as her player and, from its lobby, invites her friend Bruno (from her
friends) and Carla (by her profile link); inviting herself is refused in words. Carla declines
over the API and Ana's refreshed lobby says so. Bruno, signed in on a second page, sees Ana's
invitation and another one on "my player", declines the other and accepts Ana's: he lands
seated at her table, and Ana's lobby shows him seated and the invitation accepted. No console
error, no serious axe violation on the way."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page

from tests.gamepicks import pick
from tests.web.conftest import new_page, shoot
from tests.web.play import axe_violations, console_errors, create_table, key
from tests.web.test_player_pages import auth, create_player_in_browser, new_player
from tests.web.test_static import catalog

GAME = pick(lambda g: g.max_seats >= 2, "with a seat to invite to")


@pytest.fixture(params=["en", "es"])
def lang(request: pytest.FixtureRequest) -> str:
    chosen: str = request.param
    return chosen


@pytest.fixture()
def page(browser: Browser, lang: str) -> Iterator[Page]:
    page = new_page(browser, lang)
    yield page
    page.context.close()


@pytest.fixture()
def second(browser: Browser, lang: str) -> Iterator[Page]:
    """Another person's browser."""
    page = new_page(browser, lang)
    yield page
    page.context.close()


def befriend(base: str, one: dict[str, str], other: dict[str, str]) -> None:
    """`one` asks, `other` accepts, over the API."""
    for asker, asked in ((one, other), (other, one)):
        answer = httpx.post(
            f"{base}/players/me/friends/{asked['id']}", headers=auth(asker["token"])
        )
        assert answer.status_code == 200, answer.text


def sign_in(page: Page, base: str, player: dict[str, str]) -> None:
    """The page keeps `player` as its own, as the page does once it created one."""
    page.goto(f"{base}/play")
    page.wait_for_selector("#create-name")
    kept = {"id": player["id"], "name": player["name"], "token": player["token"]}
    page.evaluate("(p) => localStorage.setItem('tapete.player', JSON.stringify(p))", kept)


def answers(base: str, code: str, player: dict[str, str]) -> dict[str, str]:
    """The table's invitations over the API: each invited player's answer."""
    listed = httpx.get(f"{base}/tables/{code}/invitations", headers=auth(player["token"]))
    assert listed.status_code == 200, listed.text
    return {entry["id"]: entry["answer"] for entry in listed.json()["invitations"]}


def invited(page: Page, player: str, answer: str) -> None:
    """Until the lobby's list of invited players shows `player` with `answer`."""
    page.wait_for_selector(f'{key("invited")} li[data-player="{player}"][data-answer="{answer}"]')


def test_a_friend_invited_from_the_lobby_accepts_on_his_page_and_is_seated(
    page: Page, second: Page, live_base: str, axe_source: str, lang: str
) -> None:
    words: dict[str, Any] = catalog(lang)
    # Inviting yourself is refused (422): the point of that step, not an error of the page.
    errors = console_errors(page, expected=lambda url: url.endswith("/invitations"))
    bruno_errors = console_errors(second)
    ana = create_player_in_browser(page, live_base, "Ana")
    bruno, carla = new_player(live_base, "Bruno"), new_player(live_base, "Carla")
    befriend(live_base, ana, bruno)

    # Ana hosts as her player: the lobby offers her friends and the field for anyone else.
    code = create_table(page, live_base, GAME.id, "Ana", {})
    page.wait_for_selector(key("invite-panel"))
    page.wait_for_selector(key("invited-none"))
    friends = page.locator(f"{key('invite-friends')} li")
    assert friends.count() == 1 and "Bruno" in friends.inner_text()
    assert axe_violations(page, axe_source) == []

    # Bruno from her friends, Carla by her profile link; Ana herself is refused in words.
    page.click(key(f"invite-{bruno['id']}"))
    invited(page, bruno["id"], "pending")
    assert page.locator(key(f"invite-{bruno['id']}")).inner_text() == words["invite.again"]
    page.fill(key("invite-player"), f"{live_base}/play/players/{carla['id']}")
    page.click(key("invite-submit"))
    invited(page, carla["id"], "pending")
    page.fill(key("invite-player"), ana["id"])
    page.click(key("invite-submit"))
    page.locator(key("invite-message")).filter(has_text=words["error.invite_self"]).wait_for()
    page.fill(key("invite-player"), "not an id!")
    page.click(key("invite-submit"))
    page.locator(key("invite-message")).filter(has_text=words["friends.findInvalid"]).wait_for()
    assert answers(live_base, code, ana) == {bruno["id"]: "pending", carla["id"]: "pending"}
    pending = page.locator(f'{key("invited")} li[data-player="{bruno["id"]}"] .badge')
    assert pending.inner_text() == words["invite.pending"]
    assert axe_violations(page, axe_source) == []
    shoot(page, "invitations-lobby")

    # Carla declines over the API: Ana's refreshed lobby says so.
    declined = httpx.delete(
        f"{live_base}/players/me/invitations/{code}", headers=auth(carla["token"])
    )
    assert declined.status_code == 200, declined.text
    page.click(key("invite-refresh"))
    invited(page, carla["id"], "declined")
    badge = page.locator(f'{key("invited")} li[data-player="{carla["id"]}"] .badge')
    assert badge.inner_text() == words["invite.declined"]

    # Another invitation for Bruno, to Carla's table.
    other = httpx.post(
        f"{live_base}/tables",
        json={"game": GAME.id, "host_name": "Carla"},
        headers=auth(carla["token"]),
    )
    assert other.status_code == 201, other.text
    other_code = other.json()["code"]
    sent = httpx.post(
        f"{live_base}/tables/{other_code}/invitations",
        json={"player": bruno["id"]},
        headers=auth(carla["token"]),
    )
    assert sent.status_code == 201, sent.text

    # Bruno, signed in on his own browser: both invitations on "my player".
    sign_in(second, live_base, bruno)
    second.goto(f"{live_base}/play/me")
    second.wait_for_selector(f'{key("invitations")}[data-count="2"]')
    mine = second.locator(f'{key("invitations-list")} li[data-code="{code}"]')
    assert "Ana" in mine.inner_text() and GAME.title in mine.inner_text()
    assert axe_violations(second, axe_source) == []
    shoot(second, "invitations-me")

    # He declines Carla's (gone from his list; Carla sees it declined) and accepts Ana's.
    second.click(key(f"invitation-decline-{other_code}"))
    second.wait_for_selector(f'{key("invitations")}[data-count="1"]')
    assert answers(live_base, other_code, carla) == {bruno["id"]: "declined"}
    second.click(key(f"invitation-accept-{code}"))
    second.wait_for_url(f"{live_base}/play/{code}")
    second.wait_for_selector('main[data-status="lobby"]')
    kept = second.evaluate("() => JSON.parse(localStorage.getItem('tapete.tokens'))")
    assert kept.get(code), kept  # his seat's key, kept as a join keeps it
    mine_seat = second.locator(".seats li.mine")
    mine_seat.wait_for()
    assert "Bruno" in mine_seat.inner_text()
    seats = httpx.get(f"{live_base}/tables/{code}").json()["seats"]
    assert [seat["player"] for seat in seats if seat["name"] == "Bruno"] == [bruno["id"]]

    # Ana's lobby: Bruno seated, his invitation accepted, Carla's still declined.
    page.wait_for_selector('.seats li:has-text("Bruno")')
    invited(page, bruno["id"], "accepted")
    invited(page, carla["id"], "declined")
    accepted = page.locator(f'{key("invited")} li[data-player="{bruno["id"]}"] .badge')
    assert accepted.inner_text() == words["invite.accepted"]
    assert answers(live_base, code, ana) == {bruno["id"]: "accepted", carla["id"]: "declined"}
    assert axe_violations(page, axe_source) == []

    # His page lists no invitation any more.
    second.goto(f"{live_base}/play/me")
    second.wait_for_selector(key("invitations-none"))
    assert errors == []
    assert bruno_errors == []


def test_a_table_joined_without_a_player_offers_no_invitations(page: Page, live_base: str) -> None:
    errors = console_errors(page)
    page.goto(f"{live_base}/play")
    page.wait_for_selector("#create-name")
    create_table(page, live_base, GAME.id, "Ana", {})
    page.wait_for_selector(key("start"))
    assert page.locator(key("invite-panel")).count() == 0
    assert errors == []
