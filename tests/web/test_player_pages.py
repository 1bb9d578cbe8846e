"""The player pages (service/web/static/pages.js): a player created in the browser with a name,
its profile with a rated game in its history, the game's leaderboard, the game's record stepped
through with buttons and keys, public tables joined from the list and quick play, and a
tournament registered for whose table opens by itself. Games are picked by what they declare
(tests/gamepicks.py); no console error on the way."""

from __future__ import annotations

import json
import re
from typing import Any

import httpx
from playwright.sync_api import Locator, Page

from service.games.base import AnyGame
from tests.gamepicks import option_names, pick, quick_options, reference, resign_action
from tests.helpers.eventually import eventually
from tests.tournaments.scripted import starts_in
from tests.web.conftest import shoot
from tests.web.play import axe_violations, console_errors, key

# A two-seat game a seat may resign at any time, that can count for a rating.
RATED_PAIRS = pick(
    lambda g: (
        g.min_seats == g.max_seats == 2
        and bool(g.spec.out_of_turn)
        and g.spec.capabilities.rated_rules
    ),
    "two seats, resignable and rated",
)


def rated_options(game: AnyGame) -> dict[str, Any]:
    options = quick_options(game)
    return {**options, "rated": True} if "rated" in option_names(game) else options


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def create_player_in_browser(page: Page, base: str, name: str) -> dict[str, str]:
    """The browser's player, created on /play/me; its id and token as the page keeps them."""
    page.goto(f"{base}/play/me")
    page.fill("#player-name", name)
    page.click(key("player-create"))
    page.wait_for_selector(key("profile-name"))
    assert page.locator(key("profile-name")).inner_text() == name
    kept: dict[str, str] = json.loads(page.evaluate("() => localStorage.getItem('tapete.player')"))
    return kept


def board_row(page: Page, player: str) -> Locator:
    """The player's row of the provisional board, its further pages read as a reader would
    (the "more" button) until it shows: the board the other tests' rated games share may list
    a new player past its first page, among others of the same rating."""
    rows = page.locator(f"{key('board-provisional')} tbody tr")
    row = page.locator(f'{key("board-provisional")} tr[data-player="{player}"]')
    while row.count() == 0:
        more = page.locator(key("board-provisional-more"))
        assert more.count() == 1, f"player {player} is on no page of the board"
        shown = rows.count()
        more.click()
        page.wait_for_function(
            "n => document.querySelectorAll('[data-key=\"board-provisional\"] tbody tr')"
            ".length > n",
            arg=shown,
        )
    return row


def new_player(base: str, name: str) -> dict[str, str]:
    created = httpx.post(f"{base}/players", json={"name": name})
    assert created.status_code == 201, created.text
    body: dict[str, str] = created.json()
    return body


def rated_game_won_by(base: str, winner: dict[str, str], loser: dict[str, str]) -> str:
    """A rated table of RATED_PAIRS: `winner` hosts, `loser` joins and resigns. Its code."""
    game = RATED_PAIRS
    body = {"game": game.id, "host_name": winner["name"], "options": rated_options(game)}
    created = httpx.post(f"{base}/tables", json=body, headers=auth(winner["token"]))
    assert created.status_code == 201, created.text
    code, host = created.json()["code"], created.json()["token"]
    joined = httpx.post(
        f"{base}/tables/{code}/join", json={"name": loser["name"]}, headers=auth(loser["token"])
    )
    assert joined.status_code == 201, joined.text
    started = httpx.post(f"{base}/tables/{code}/start", headers=auth(host))
    assert started.status_code == 200 and started.json()["rated"] is True, started.text
    resigned = httpx.post(
        f"{base}/tables/{code}/actions",
        json={"action": resign_action(game)},
        headers=auth(joined.json()["token"]),
    )
    assert resigned.status_code == 200, resigned.text
    history = f"{base}/players/{winner['id']}/games"
    eventually(lambda: httpx.get(history).json().get("games"), what="the rated game recorded")
    return str(code)


def test_every_player_page_answers_the_page(client: Any) -> None:
    pages = ["me", "tables", "tournaments", "leaderboard", "leaderboard/any"]
    pages += ["players/p_1", "record/ABC234", "tournaments/t_1"]
    for path in pages:
        answer = client.get(f"/play/{path}")
        assert answer.status_code == 200, path
        assert '<script type="module" src="/play/static/app.js">' in answer.text
    # The service worker answers them from its cache too (the same page).
    assert "PAGES" in client.get("/play/sw.js").text


def test_a_player_sees_its_rated_game_in_profile_leaderboard_and_record(
    page: Page, live_base: str, axe_source: str
) -> None:
    errors = console_errors(page)
    page.goto(f"{live_base}/play/me")  # a lowercase word: a page, never a table code
    page.wait_for_selector("#player-name")
    assert page.locator("main").get_attribute("data-page") == "me"
    me = create_player_in_browser(page, live_base, "Ana")
    assert me["id"].startswith("p_") and me["token"]
    page.wait_for_selector(key("history-none"))
    assert page.locator(key("stats-none")).is_visible()

    bea = new_player(live_base, "Bea")
    code = rated_game_won_by(live_base, me, bea)
    page.reload()
    row = page.locator(f'{key("history")} li[data-code="{code}"]')
    row.wait_for()
    assert RATED_PAIRS.title in row.inner_text() and "won" in row.inner_text()
    assert re.search(r"rating \d[\d,]* → \d[\d,]*", row.inner_text())
    stats = page.locator(f'{key("stats")} tr[data-game="{RATED_PAIRS.id}"]')
    assert "provisional" in stats.inner_text()
    assert axe_violations(page, axe_source) == []
    shoot(page, "player-profile")

    # The game's leaderboard: both players are new, so listed as provisional.
    page.click(key("nav-leaderboard"))
    page.wait_for_url(re.compile(r"/play/leaderboard$"))
    page.goto(f"{live_base}/play/leaderboard/{RATED_PAIRS.id}")
    page.wait_for_selector(f"{key('board-provisional')} tbody tr")
    assert "Ana" in board_row(page, me["id"]).inner_text()
    assert "Bea" in board_row(page, bea["id"]).inner_text()
    assert axe_violations(page, axe_source) == []

    # The record, from the history: step with the buttons, then the keys.
    page.goto(f"{live_base}/play/me")
    page.click(key(f"record-{code}"))
    page.wait_for_url(f"**/play/record/{code}")
    page.wait_for_selector(key("record-moves"))
    moves = page.locator(f"{key('record-moves')} li").count()
    assert moves >= 1
    assert page.locator("main").get_attribute("data-step") == "0"
    assert page.locator(key("record-prev")).is_disabled()
    page.click(key("record-next"))
    assert page.locator("main").get_attribute("data-step") == "1"
    assert "Move 1 of" in page.locator(key("record-position")).inner_text()
    page.click(key("record-first"))
    page.focus(key("record-viewer"))
    page.keyboard.press("End")
    assert page.locator("main").get_attribute("data-step") == str(moves)
    assert page.locator(key("record-next")).is_disabled()
    page.keyboard.press("ArrowLeft")
    assert page.locator("main").get_attribute("data-step") == str(moves - 1)
    assert "Bea" in page.locator(key("record-seats")).inner_text()
    assert axe_violations(page, axe_source) == []
    shoot(page, "player-record")
    assert errors == []


def test_public_tables_are_listed_and_joined_and_quick_play_seats_you(
    page: Page, live_base: str, axe_source: str
) -> None:
    errors = console_errors(page)
    game = reference()
    body = {"game": game.id, "host_name": "Carla", "visibility": "public"}
    created = httpx.post(f"{live_base}/tables", json=body)
    assert created.status_code == 201, created.text
    code = created.json()["code"]
    page.goto(f"{live_base}/play/tables")
    row = page.locator(f'{key("open-tables")} li[data-code="{code}"]')
    row.wait_for()
    assert "Carla" in row.inner_text() and game.title in row.inner_text()
    assert axe_violations(page, axe_source) == []
    page.fill("#open-name", "Dan")
    page.click(key(f"join-{code}"))
    page.wait_for_url(f"**/play/{code}")
    page.wait_for_selector('main[data-status="lobby"]')
    assert "Dan" in page.locator(".seats").inner_text()

    # Quick play, anonymously: a public lobby of the game, yours or another's.
    page.goto(f"{live_base}/play/tables")
    page.select_option("#quick-game", game.id)
    page.fill("#quick-name", "Eva")
    page.click(key("quick-submit"))
    page.wait_for_url(re.compile(r"/play/[A-Z0-9]+$"))
    page.wait_for_selector('main[data-status="lobby"]')
    assert "Eva" in page.locator(".seats").inner_text()
    assert errors == []


def test_a_tournament_is_registered_for_and_its_table_opens_by_itself(
    page: Page, live_base: str
) -> None:
    # A seat asked for a table paired but not opened yet is refused; the page asks again.
    errors = console_errors(page, expected=lambda url: url.endswith("/seat"))
    me = create_player_in_browser(page, live_base, "Fer")
    game = pick(lambda g: g.min_seats == g.max_seats == 2, "of two seats")
    body = {
        "name": "Friday cup",
        "starts_at": starts_in(10),
        "settings": {"format": "swiss", "game": game.id, "seats": 2, "rounds": 1},
        "options": quick_options(game),
    }
    created = httpx.post(f"{live_base}/tournaments", json=body)
    assert created.status_code == 201, created.text
    tournament = created.json()["id"]
    other = new_player(live_base, "Gus")
    joined = httpx.post(
        f"{live_base}/tournaments/{tournament}/registrations", headers=auth(other["token"])
    )
    assert joined.status_code == 200, joined.text

    page.click(key("nav-tournaments"))
    link = page.locator(f'{key("all-heading")} li[data-id="{tournament}"] a')
    link.click()
    page.wait_for_url(f"**/play/tournaments/{tournament}")
    page.click(key("tournament-register"))
    page.wait_for_selector(key("tournament-registered"))
    assert "Fer" in page.locator(key("tournament-players")).inner_text()

    # At its start the server seats the round; the page takes Fer's seat and opens the table.
    page.wait_for_url(re.compile(r"/play/[A-Z0-9]+$"), timeout=40_000)
    page.wait_for_selector('main[data-status="playing"]')
    assert "Fer" in page.locator(".seats").first.inner_text()
    mine = httpx.get(f"{live_base}/players/me/tournaments", headers=auth(me["token"])).json()
    assert tournament in [t["id"] for t in mine["tournaments"]]
    assert errors == []
