"""Tournament invitations and rounds in the browser (service/web/static/tournament-invitations.js,
inbox.js), #39: Ana (in English) registers for a tournament on its page and invites her friend
Bruno from her friends there; Bruno (in Spanish) hears of it in his header, reads it on his
notifications page (its link opens the tournament), finds it among his invitations (with
Carla's two: he declines one, the other is full by then and accepting it says so) and accepts
it: he lands on the tournament's page registered; Ana's panel shows his answer. A tournament's first
round notifies its players: the notification's link opens the player's table with his seat. Both
new kinds read in words in both languages. No console error, no serious axe violation."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page

from tests.gamepicks import pick, quick_options
from tests.tournaments.scripted import starts_in
from tests.web.conftest import new_page, shoot
from tests.web.play import axe_violations, console_errors, key
from tests.web.test_invitations_pages import befriend, sign_in
from tests.web.test_player_pages import auth, create_player_in_browser, new_player

PAIRS = pick(lambda g: g.min_seats == g.max_seats == 2, "of two seats")

WORDS = {
    "en": {
        "invited": "Ana invited you to the tournament Friday cup",
        "round": "Your table for round 1 of Friday cup is ready",
        "arena": "Your table in a {game} tournament is ready",
        "unnamed": "Your table for round 2 of a {game} tournament is ready",
        "anonymous": "You were invited to a {game} tournament",
    },
    "es": {
        "invited": "Ana te invitó al torneo Friday cup",
        "round": "Tu mesa de la ronda 1 de Friday cup está lista",
        "arena": "Tu mesa en un torneo de {game} está lista",
        "unnamed": "Tu mesa de la ronda 2 de un torneo de {game} está lista",
        "anonymous": "Te han invitado a un torneo de {game}",
    },
}


@pytest.fixture()
def ana_page(browser: Browser) -> Iterator[Page]:
    page = new_page(browser, "en")
    yield page
    page.context.close()


@pytest.fixture()
def bruno_page(browser: Browser) -> Iterator[Page]:
    page = new_page(browser, "es")
    yield page
    page.context.close()


def tournament(base: str, start_s: float, name: str = "Friday cup", **settings: Any) -> str:
    """A Swiss tournament of one round of PAIRS starting in `start_s`."""
    body = {
        "name": name,
        "starts_at": starts_in(start_s),
        "settings": {"format": "swiss", "game": PAIRS.id, "seats": 2, "rounds": 1, **settings},
        "options": quick_options(PAIRS),
    }
    created = httpx.post(f"{base}/tournaments", json=body)
    assert created.status_code == 201, created.text
    found: str = created.json()["id"]
    return found


def register(base: str, tournament_id: str, player: dict[str, str]) -> None:
    joined = httpx.post(
        f"{base}/tournaments/{tournament_id}/registrations", headers=auth(player["token"])
    )
    assert joined.status_code == 200, joined.text


def invite(base: str, tournament_id: str, by: dict[str, str], player: dict[str, str]) -> None:
    sent = httpx.post(
        f"{base}/tournaments/{tournament_id}/invitations",
        json={"player": player["id"]},
        headers=auth(by["token"]),
    )
    assert sent.status_code == 201, sent.text


def invitations(base: str, tournament_id: str, player: dict[str, str]) -> dict[str, str]:
    listed = httpx.get(
        f"{base}/tournaments/{tournament_id}/invitations", headers=auth(player["token"])
    )
    assert listed.status_code == 200, listed.text
    return {entry["id"]: entry["answer"] for entry in listed.json()["invitations"]}


def test_a_friend_invited_from_a_tournaments_page_accepts_and_is_registered(
    ana_page: Page, bruno_page: Page, live_base: str, axe_source: str
) -> None:
    ana_errors = console_errors(ana_page)
    # Accepting a full tournament's invitation is refused (409): the point of that step.
    full: list[str] = []
    bruno_errors = console_errors(
        bruno_page, expected=lambda url: any(url.endswith(f"/{t}/accept") for t in full)
    )
    ana = create_player_in_browser(ana_page, live_base, "Ana")
    bruno = new_player(live_base, "Bruno")
    befriend(live_base, ana, bruno)
    tournament_id = tournament(live_base, 600)  # registration stays open through the test

    # Not registered: no panel. Registered: her friends to invite, nobody invited yet.
    ana_page.goto(f"{live_base}/play/tournaments/{tournament_id}")
    ana_page.wait_for_selector(key("tournament-register"))
    assert ana_page.locator(key("tournament-invite-panel")).count() == 0
    ana_page.click(key("tournament-register"))
    ana_page.wait_for_selector(key("tournament-registered"))
    ana_page.wait_for_selector(key("tournament-invited-none"))
    friends = ana_page.locator(f"{key('tournament-invite-friends')} li")
    assert friends.count() == 1 and "Bruno" in friends.inner_text()
    ana_page.click(key(f"tournament-invite-{bruno['id']}"))
    invited = f'{key("tournament-invited")} li[data-player="{bruno["id"]}"]'
    ana_page.wait_for_selector(f'{invited}[data-answer="pending"]')
    assert ana_page.locator(key(f"tournament-invite-{bruno['id']}")).inner_text() == "Invite again"
    assert invitations(live_base, tournament_id, ana) == {bruno["id"]: "pending"}
    assert axe_violations(ana_page, axe_source) == []
    shoot(ana_page, "tournament-invite")

    # Bruno, in Spanish: his header counts it, his notifications say it and link the tournament.
    sign_in(bruno_page, live_base, bruno)
    bruno_page.goto(f"{live_base}/play/notifications")
    bruno_page.wait_for_selector(f'{key("inbox")}[data-unread="1"]')
    item = bruno_page.locator(f'{key("notifications-list")} li[data-kind="invited"]')
    item.filter(has_text=WORDS["es"]["invited"]).wait_for()
    note_id = item.get_attribute("data-id")
    link = bruno_page.locator(key(f"notification-open-{note_id}"))
    assert link.get_attribute("href") == f"/play/tournaments/{tournament_id}"
    assert link.inner_text() == "Ver el torneo"
    assert axe_violations(bruno_page, axe_source) == []

    # Carla invites him to two tournaments of hers, one of two players at most.
    carla, dan = new_player(live_base, "Carla"), new_player(live_base, "Dan")
    small, other = tournament(live_base, 600, "Small cup", player_cap=2), tournament(live_base, 600)
    for each in (small, other):
        register(live_base, each, carla)
        invite(live_base, each, carla, bruno)

    # Among his invitations on his page: three, listed as they come.
    bruno_page.goto(f"{live_base}/play/me")
    listed = key("tournament-invitations-list")
    row = bruno_page.locator(f'{listed} li[data-tournament="{tournament_id}"]')
    row.wait_for()
    assert "Friday cup" in row.inner_text() and "Ana" in row.inner_text()
    assert bruno_page.locator(key("invitations")).get_attribute("data-count") == "3"
    assert axe_violations(bruno_page, axe_source) == []
    shoot(bruno_page, "tournament-invitations-me")

    # He declines one (gone from his list; Carla sees it declined). Dan fills the small one:
    # accepting it says so in Spanish, and it is gone too.
    bruno_page.click(key(f"tournament-invitation-decline-{other}"))
    bruno_page.wait_for_selector(f'{key("invitations")}[data-count="2"]')
    assert invitations(live_base, other, carla) == {bruno["id"]: "declined"}
    register(live_base, small, dan)
    full.append(small)
    bruno_page.click(key(f"tournament-invitation-accept-{small}"))
    bruno_page.locator(f'{key("invitations")} [role="alert"]').filter(
        has_text="Este torneo está completo."
    ).wait_for()
    bruno_page.wait_for_selector(f'{key("invitations")}[data-count="1"]')

    # He accepts Ana's and lands on the tournament, registered.
    bruno_page.click(key(f"tournament-invitation-accept-{tournament_id}"))
    bruno_page.wait_for_url(f"{live_base}/play/tournaments/{tournament_id}")
    bruno_page.wait_for_selector(key("tournament-registered"))
    assert "Bruno" in bruno_page.locator(key("tournament-players")).inner_text()
    # Registered, he may invite too: Ana is listed as registered, not to invite.
    friend = f'{key("tournament-invite-friends")} li[data-player="{ana["id"]}"]'
    bruno_page.wait_for_selector(friend)
    assert bruno_page.locator(key(f"tournament-invite-{ana['id']}")).count() == 0

    # Ana's page sees him registered and his invitation accepted; his invitations are empty.
    ana_page.wait_for_selector(f'{invited}[data-answer="accepted"]')
    assert invitations(live_base, tournament_id, ana) == {bruno["id"]: "accepted"}
    bruno_page.goto(f"{live_base}/play/me")
    bruno_page.wait_for_selector(key("invitations-none"))
    assert ana_errors == []
    assert bruno_errors == []


def test_a_tournament_round_notification_opens_the_players_table(
    bruno_page: Page, live_base: str, axe_source: str
) -> None:
    errors = console_errors(bruno_page)
    bruno, gus = new_player(live_base, "Bruno"), new_player(live_base, "Gus")
    tournament_id = tournament(live_base, 3)
    for player in (bruno, gus):
        joined = httpx.post(
            f"{live_base}/tournaments/{tournament_id}/registrations",
            headers=auth(player["token"]),
        )
        assert joined.status_code == 200, joined.text
    sign_in(bruno_page, live_base, bruno)
    bruno_page.goto(f"{live_base}/play/notifications")
    bruno_page.wait_for_selector(key("inbox-empty"))

    # The round is paired and opened by the worker: the page hears of it by itself.
    item = bruno_page.locator(f'{key("notifications-list")} li[data-kind="tournament_round"]')
    item.filter(has_text=WORDS["es"]["round"]).wait_for(timeout=60_000)
    note_id = item.get_attribute("data-id")
    table = httpx.get(f"{live_base}/tournaments/{tournament_id}").json()["tables"][0]["code"]
    link = bruno_page.locator(key(f"notification-open-{note_id}"))
    assert link.get_attribute("href") == f"/play/{table}"
    assert axe_violations(bruno_page, axe_source) == []
    shoot(bruno_page, "notifications-tournament-round")

    # Its link takes his seat (as the tournament's page does) and opens the table.
    link.click()
    bruno_page.wait_for_url(f"{live_base}/play/{table}")
    bruno_page.wait_for_selector('main[data-status="playing"]')
    mine = bruno_page.locator(".seats li.mine")
    mine.wait_for()
    assert "Bruno" in mine.inner_text()
    kept = bruno_page.evaluate("() => JSON.parse(localStorage.getItem('tapete.tokens'))")
    assert kept.get(table), kept
    notes = httpx.get(f"{live_base}/players/me/notifications", headers=auth(bruno["token"])).json()[
        "notifications"
    ]
    assert [note["read"] for note in notes if note["kind"] == "tournament_round"] == [True]
    assert errors == []


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_tournament_kinds_read_in_words(browser: Browser, live_base: str, lang: str) -> None:
    page = new_page(browser, lang)
    try:
        page.goto(f"{live_base}/play")
        page.wait_for_selector("#create-name")
        said: list[str] = page.evaluate(
            """async ([game]) => {
              const inbox = await import("/play/static/inbox.js");
              const base = { id: 1, game, created_ms: 0, tournament: "tn_gone" };
              const round = { ...base, kind: "tournament_round", table: "ABC234" };
              return [
                { ...round, round: 2 },
                { ...round, round: 0 },
                { ...base, kind: "invited", by: null, by_name: null },
              ].map((note) => inbox.notificationText(note));
            }""",
            [PAIRS.id],
        )
        words: dict[str, Any] = WORDS[lang]
        assert said == [
            words["unnamed"].format(game=PAIRS.title),
            words["arena"].format(game=PAIRS.title),
            words["anonymous"].format(game=PAIRS.title),
        ]
    finally:
        page.context.close()
