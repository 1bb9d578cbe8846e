"""Friends and blocks in the browser (service/web/static/friends.js), in English and in Spanish:
two players, one in the page and one over the API, become friends both ways (asked from the
profile page and accepted by the API; asked by the API and accepted on "my player"), part,
and one blocks the other after a confirmation (the API then refuses the other's request with
`blocked_by_player`) and unblocks; the profile link is shown and copied; a refused request is
said in the page's words. No console error, no serious axe violation on the way."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from eventually import eventually
from playwright.sync_api import Browser, Page

from tests.gamepicks import reference
from tests.web.conftest import new_page, shoot
from tests.web.play import axe_violations, confirm, console_errors, key
from tests.web.test_player_pages import auth, create_player_in_browser, new_player
from tests.web.test_static import catalog

REFERENCE = reference()


@pytest.fixture(params=["en", "es"])
def lang(request: pytest.FixtureRequest) -> str:
    chosen: str = request.param
    return chosen


@pytest.fixture()
def page(browser: Browser, lang: str) -> Iterator[Page]:
    page = new_page(browser, lang)
    yield page
    page.context.close()


def circle(base: str, player: dict[str, str]) -> dict[str, list[str]]:
    """The player's circle over the API: each list's player ids."""
    answer = httpx.get(f"{base}/players/me/friends", headers=auth(player["token"]))
    assert answer.status_code == 200, answer.text
    return {name: [p["id"] for p in people] for name, people in answer.json().items()}


def friend_by_api(base: str, player: dict[str, str], other: str) -> httpx.Response:
    return httpx.post(f"{base}/players/me/friends/{other}", headers=auth(player["token"]))


def standing(page: Page, expected: str) -> None:
    """Until the profile's friend panel shows `expected` (none, outgoing, incoming, friend,
    blocked)."""
    page.wait_for_selector(f'{key("circle-actions")}[data-standing="{expected}"]')


def counts(page: Page) -> dict[str, int]:
    """The count each list of "my player"'s friends section shows."""
    lists = ("friends", "incoming", "outgoing", "blocked")
    return {
        name: int(page.get_attribute(key(f"{name}-count"), "data-count") or -1) for name in lists
    }


def open_me(page: Page, base: str) -> None:
    page.goto(f"{base}/play/me")
    page.wait_for_selector(key("friends"))


def open_profile(page: Page, base: str, player: str) -> None:
    page.goto(f"{base}/play/players/{player}")
    page.wait_for_selector(key("circle-actions"))


def test_two_players_become_friends_part_and_block_through_the_pages(
    page: Page, live_base: str, axe_source: str, lang: str
) -> None:
    bruno = new_player(live_base, "Bruno")
    # A request the other player refused (403) is the point of the test's last part.
    errors = console_errors(page, expected=lambda url: url.endswith(f"/friends/{bruno['id']}"))
    ana = create_player_in_browser(page, live_base, "Ana")
    words: dict[str, Any] = catalog(lang)

    # "My player": every list empty, each with its count; the profile link to send a friend.
    page.wait_for_selector(key("friends"))
    assert counts(page) == {"friends": 0, "incoming": 0, "outgoing": 0, "blocked": 0}
    for name in ("friends", "incoming", "outgoing", "blocked"):
        assert page.locator(key(f"{name}-none")).is_visible()
    link = page.locator(key("profile-link")).inner_text()
    assert link == f"{live_base}/play/players/{ana['id']}"
    page.click(key("copy-profile-link"))
    page.wait_for_function(
        "(text) => document.getElementById('announcer').textContent === text",
        arg=words["friends.copied"],
    )
    assert axe_violations(page, axe_source) == []

    # Asked from Bruno's profile (opened from his link in the find form), accepted by the API.
    page.fill(key("find-player"), "not a link!")
    page.click(key("find-submit"))
    page.locator(f"{key('share-profile')} [role=alert]").filter(
        has_text=words["friends.findInvalid"]
    ).wait_for()
    page.fill(key("find-player"), f"{live_base}/play/players/{bruno['id']}")
    page.click(key("find-submit"))
    page.wait_for_url(f"**/play/players/{bruno['id']}")
    page.wait_for_selector(key("circle-actions"))
    standing(page, "none")
    assert axe_violations(page, axe_source) == []
    page.click(key("friend-add"))
    standing(page, "outgoing")
    assert page.locator(key("friend-standing")).inner_text() == words["friends.requestSent"]
    assert circle(live_base, bruno)["incoming"] == [ana["id"]]
    assert friend_by_api(live_base, bruno, ana["id"]).status_code == 200
    open_profile(page, live_base, bruno["id"])
    standing(page, "friend")
    shoot(page, "friends-profile")

    # "My player" lists Bruno as a friend, linked to his profile.
    open_me(page, live_base)
    assert counts(page)["friends"] == 1
    friend = page.locator(f'{key("friends-list")} li[data-player="{bruno["id"]}"] a')
    assert friend.inner_text() == "Bruno"
    assert friend.get_attribute("href") == f"/play/players/{bruno['id']}"

    # Removed from the profile: for both.
    friend.click()
    page.wait_for_url(f"**/play/players/{bruno['id']}")
    standing(page, "friend")
    page.click(key("friend-remove"))
    standing(page, "none")
    assert circle(live_base, bruno)["friends"] == []

    # The other way round: Bruno asks by the API, Ana accepts on "my player".
    assert friend_by_api(live_base, bruno, ana["id"]).status_code == 200
    open_me(page, live_base)
    assert counts(page)["incoming"] == 1
    assert "Bruno" in page.locator(key("incoming-list")).inner_text()
    assert axe_violations(page, axe_source) == []
    shoot(page, "friends-me")
    page.click(key(f"accept-{bruno['id']}"))
    page.wait_for_selector(key("incoming-none"))
    assert counts(page)["friends"] == 1
    assert circle(live_base, bruno)["friends"] == [ana["id"]]

    # Blocked from his profile, after the confirmation (first declined): the friendship ends
    # and Bruno's request is refused.
    open_profile(page, live_base, bruno["id"])
    standing(page, "friend")
    page.click(key("block"))
    page.wait_for_selector("dialog[open]")
    assert axe_violations(page, axe_source) == []
    page.click(key("confirm-no"))
    page.wait_for_selector("dialog", state="detached")
    standing(page, "friend")
    confirm(page, key("block"), yes=True)
    standing(page, "blocked")
    assert circle(live_base, bruno)["friends"] == []
    refused = friend_by_api(live_base, bruno, ana["id"])
    assert refused.status_code == 403 and refused.json()["code"] == "blocked_by_player"

    # Unblocked on "my player": Bruno may ask again, and Ana declines there.
    open_me(page, live_base)
    assert counts(page)["blocked"] == 1
    page.click(key(f"unblock-{bruno['id']}"))
    page.wait_for_selector(key("blocked-none"))
    assert friend_by_api(live_base, bruno, ana["id"]).status_code == 200
    open_me(page, live_base)
    page.click(key(f"decline-{bruno['id']}"))
    page.wait_for_selector(key("incoming-none"))
    assert circle(live_base, bruno)["outgoing"] == []

    # Asked and withdrawn on "my player".
    open_profile(page, live_base, bruno["id"])
    page.click(key("friend-add"))
    standing(page, "outgoing")
    open_me(page, live_base)
    assert counts(page)["outgoing"] == 1
    page.click(key(f"withdraw-{bruno['id']}"))
    page.wait_for_selector(key("outgoing-none"))
    assert circle(live_base, bruno)["incoming"] == []

    # Bruno blocks Ana: her request is refused in words, and nothing changes.
    blocked = httpx.put(f"{live_base}/players/me/blocks/{ana['id']}", headers=auth(bruno["token"]))
    assert blocked.status_code == 200, blocked.text
    open_profile(page, live_base, bruno["id"])
    page.click(key("friend-add"))
    alert = page.locator(f"{key('circle-actions')} [role=alert]")
    alert.filter(has_text=words["error.blocked_by_player"]).wait_for()
    standing(page, "none")
    assert circle(live_base, ana)["outgoing"] == []
    assert errors == []


def test_your_own_profile_offers_no_friend_buttons(page: Page, live_base: str) -> None:
    errors = console_errors(page)
    ana = create_player_in_browser(page, live_base, "Ana")
    page.goto(f"{live_base}/play/players/{ana['id']}")
    page.wait_for_selector(key("profile-mine"))
    assert page.locator(key("circle-actions")).count() == 0
    assert errors == []


def test_a_friends_presence_is_shown_in_words_and_yours_can_be_hidden(
    page: Page, live_base: str, lang: str, axe_source: str
) -> None:
    """Bruno (over the API) plays at a public table: Ana's list says so with a link to watch
    it; Ana unticks her presence setting and Bruno then sees her offline."""
    errors = console_errors(page)
    words = catalog(lang)
    ana = create_player_in_browser(page, live_base, "Ana")
    bruno = new_player(live_base, "Bruno")
    assert friend_by_api(live_base, bruno, ana["id"]).status_code == 200
    assert friend_by_api(live_base, ana, bruno["id"]).status_code == 200
    body = {"game": REFERENCE.id, "host_name": "Bruno", "visibility": "public"}
    created = httpx.post(f"{live_base}/tables", json=body, headers=auth(bruno["token"]))
    assert created.status_code == 201, created.text
    code, token = created.json()["code"], created.json()["token"]
    joined = httpx.post(f"{live_base}/tables/{code}/join", json={"name": "Guest"})
    assert joined.status_code == 201, joined.text
    started = httpx.post(f"{live_base}/tables/{code}/start", headers=auth(token))
    assert started.status_code == 200, started.text

    def playing() -> bool:
        httpx.get(f"{live_base}/tables/{code}", headers=auth(token))  # Bruno's seat polls
        answer = httpx.get(f"{live_base}/players/me/friends", headers=auth(ana["token"]))
        return answer.json()["friends"][0]["presence"]["state"] == "playing"

    eventually(playing, what="Bruno playing")
    open_me(page, live_base)
    row = page.locator(f'{key("friends-list")} li[data-player="{bruno["id"]}"]')
    shown = row.locator(key("presence"))
    assert shown.get_attribute("data-state") == "playing"
    watch = row.locator(key("presence-table"))
    assert watch.inner_text() == words["friends.watch"]
    assert watch.get_attribute("href") == f"/play/{code}"
    assert axe_violations(page, axe_source) == []
    shoot(page, "friends-presence")

    box = page.locator(key("show-presence"))
    assert box.is_checked()
    box.uncheck()
    page.wait_for_function(
        "(text) => document.getElementById('announcer').textContent === text",
        arg=words["friends.presenceHidden"],
    )
    me = httpx.get(f"{live_base}/players/me", headers=auth(ana["token"])).json()
    assert me["show_presence"] is False
    theirs = httpx.get(f"{live_base}/players/me/friends", headers=auth(bruno["token"])).json()
    assert theirs["friends"][0]["presence"] == {"state": "offline"}
    open_me(page, live_base)
    assert not page.locator(key("show-presence")).is_checked()
    assert errors == []
