"""A player's way through the client, in English and in Spanish: signed in (a player kept in
the browser), a table created or joined from the start page belongs to the player (a refused
player key says what to do); cancelled mid-game and resigned, each after its confirmation; the
resigned game's record opened from the profile and stepped through; a tournament registered
for, left and rejoined, checked in to, whose first-round table opens by itself from "your next
table" and is played to its end; a tournament organised and cancelled by the player; a
leaderboard read past its first page; bots named in the page's language. No console error on
the way. Games are picked by what they declare (tests/gamepicks.py)."""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page

from tests.gamepicks import pick, quick_options, resignable
from tests.helpers.eventually import eventually
from tests.tournaments.scripted import Scripted, starts_in
from tests.web.conftest import new_page
from tests.web.play import (
    axe_violations,
    card_game_move,
    confirm,
    console_errors,
    create_table,
    key,
    play_to_result,
    start_with_a_second_person,
)
from tests.web.test_player_pages import (
    RATED_PAIRS,
    auth,
    create_player_in_browser,
    new_player,
    rated_game_won_by,
)

PAIRS = pick(lambda g: g.min_seats == g.max_seats == 2, "of two seats")
# What the page says, per language, where a test reads words rather than a data-key.
WORDS = {
    "en": {"loss": "lost", "none": "no result", "step": "Move 1 of"},
    "es": {"loss": "perdida", "none": "sin resultado", "step": "Jugada 1 de"},
}


@pytest.fixture(params=["en", "es"])
def lang(request: pytest.FixtureRequest) -> str:
    chosen: str = request.param
    return chosen


@pytest.fixture()
def page(browser: Browser, lang: str) -> Iterator[Page]:
    page = new_page(browser, lang)
    yield page
    page.context.close()


def players_named(base: str, code: str, name: str) -> list[str | None]:
    """The player ids of the table's seats under `name` (None: an anonymous seat)."""
    seats = httpx.get(f"{base}/tables/{code}").json()["seats"]
    return [seat["player"] for seat in seats if seat["name"] == name]


def history_codes(base: str, player: str) -> set[str]:
    games = httpx.get(f"{base}/players/{player}/games").json()["games"]
    return {entry["code"] for entry in games}


def test_a_player_creates_cancels_resigns_and_replays_from_the_profile(
    page: Page, live_base: str, lang: str
) -> None:
    errors = console_errors(page)
    me = create_player_in_browser(page, live_base, "Ana")
    game = resignable()

    # The start page offers to play as Ana (ticked) and fills in her name.
    page.goto(f"{live_base}/play")
    page.wait_for_selector(key("create-player"))
    assert page.locator(key("create-player")).is_checked()
    assert page.input_value("#create-name") == "Ana"
    cancelled = create_table(page, live_base, game.id, "Ana", {})
    assert players_named(live_base, cancelled, "Ana") == [me["id"]]  # Ana's player's seat

    # Cancelled mid-game: the confirmation first declined, then accepted.
    start_with_a_second_person(page, live_base, cancelled)
    page.wait_for_selector('main[data-status="playing"]')
    confirm(page, key("cancel"), yes=False)
    assert page.locator('main[data-status="playing"]').count() == 1
    confirm(page, key("cancel"), yes=True)
    page.wait_for_selector('main[data-status="cancelled"]')

    # Resigned: the same, at a new table.
    resigned = create_table(page, live_base, game.id, "Ana", {})
    assert players_named(live_base, resigned, "Ana") == [me["id"]]
    start_with_a_second_person(page, live_base, resigned)
    resign = "button.move.danger"
    page.wait_for_selector(resign)
    confirm(page, resign, yes=False)
    assert page.locator('main[data-status="playing"]').count() == 1
    confirm(page, resign, yes=True)
    page.wait_for_selector('main[data-status="finished"]')
    # The log says what "you" did ("You resigned.", "Te rendiste."), never "Ana ...".
    lines = page.locator(".events li").all_inner_texts()
    assert lines and not [line for line in lines if "Ana" in line], lines
    if lang == "en":
        assert any(line.startswith("You ") for line in lines), lines

    # Both games are in Ana's history; the resigned one's record, stepped through.
    eventually(
        lambda: {cancelled, resigned} <= history_codes(live_base, me["id"]),
        what="both games in the history",
    )
    page.click(key("nav-me"))
    page.wait_for_selector(f'{key("history")} li[data-code="{resigned}"]')
    history = page.locator(key("history"))
    assert WORDS[lang]["loss"] in history.locator(f'li[data-code="{resigned}"]').inner_text()
    assert WORDS[lang]["none"] in history.locator(f'li[data-code="{cancelled}"]').inner_text()
    page.click(key(f"record-{resigned}"))
    page.wait_for_url(f"**/play/record/{resigned}")
    page.wait_for_selector(key("record-moves"))
    moves = page.locator(f"{key('record-moves')} li").count()
    assert moves >= 1
    assert page.locator("main").get_attribute("data-step") == "0"
    page.click(key("record-next"))
    assert page.locator("main").get_attribute("data-step") == "1"
    assert WORDS[lang]["step"] in page.locator(key("record-position")).inner_text()
    page.focus(key("record-viewer"))
    page.keyboard.press("End")
    assert page.locator("main").get_attribute("data-step") == str(moves)
    assert page.locator(key("record-next")).is_disabled()
    page.keyboard.press("Home")
    assert page.locator("main").get_attribute("data-step") == "0"
    assert errors == []


def test_a_player_joins_by_code_from_the_start_page_as_the_player(
    page: Page, live_base: str
) -> None:
    errors = console_errors(page)
    me = create_player_in_browser(page, live_base, "Kai")
    created = httpx.post(f"{live_base}/tables", json={"game": PAIRS.id, "host_name": "Lou"})
    assert created.status_code == 201, created.text
    code = created.json()["code"]
    page.goto(f"{live_base}/play")
    page.fill("#join-code", code)
    assert page.input_value("#join-name") == "Kai"
    assert page.locator(key("join-player")).is_checked()
    page.click(key("join-submit"))
    page.wait_for_url(f"**/play/{code}")
    page.wait_for_selector('main[data-status="lobby"]')
    assert players_named(live_base, code, "Kai") == [me["id"]]
    assert errors == []


def first_round_over(tournament: dict[str, Any]) -> bool:
    firsts = [table for table in tournament["tables"] if table["round"] == 1]
    return bool(firsts) and all(table["result"] is not None for table in firsts)


def test_a_player_registers_checks_in_and_plays_the_first_round_of_a_tournament(
    page: Page, live_base: str
) -> None:
    # A seat asked for a table paired but not opened yet is refused; the page asks again.
    errors = console_errors(page, expected=lambda url: url.endswith("/seat"))
    me = create_player_in_browser(page, live_base, "Fer")
    body = {
        "name": "Friday cup",
        "starts_at": starts_in(15),
        "settings": {
            "format": "swiss", "game": PAIRS.id, "seats": 2, "rounds": 1, "check_in_minutes": 1,
        },
        "options": quick_options(PAIRS),
    }  # fmt: skip
    created = httpx.post(f"{live_base}/tournaments", json=body)
    assert created.status_code == 201, created.text
    tournament = created.json()["id"]
    gus = new_player(live_base, "Gus")
    for step in ("registrations", "check-in"):
        answer = httpx.post(
            f"{live_base}/tournaments/{tournament}/{step}", headers=auth(gus["token"])
        )
        assert answer.status_code == 200, answer.text

    page.click(key("nav-tournaments"))
    page.locator(f'{key("all-heading")} li[data-id="{tournament}"] a').click()
    page.wait_for_url(f"**/play/tournaments/{tournament}")
    page.click(key("tournament-register"))
    page.wait_for_selector(key("tournament-registered"))
    # Withdrawn after the confirmation (declined first), then registered again.
    confirm(page, key("tournament-withdraw"), yes=False)
    assert page.locator(key("tournament-registered")).count() == 1
    confirm(page, key("tournament-withdraw"), yes=True)
    page.wait_for_selector(key("tournament-withdrawn"))
    page.click(key("tournament-register"))
    page.wait_for_selector(key("tournament-registered"))
    # In the check-in window: checked in, or left out at the start.
    page.click(key("tournament-check-in"))
    page.wait_for_selector(key("tournament-checked-in"))
    entry = [p for p in httpx.get(f"{live_base}/tournaments/{tournament}").json()["players"]
             if p["id"] == me["id"]]  # fmt: skip
    assert entry and entry[0]["checked_in"] and not entry[0]["withdrawn"]

    # At its start the server seats the round: Gus plays by the API, Fer's table opens by
    # itself and Fer plays it to its end.
    with httpx.Client(base_url=live_base, timeout=10) as client:
        gus_plays = Scripted(client, tournament, {gus["id"]: gus["token"]})
        done = threading.Event()
        with ThreadPoolExecutor(1) as pool:
            other = pool.submit(gus_plays.run, 150, lambda t: done.is_set() or first_round_over(t))
            try:
                page.wait_for_url(re.compile(r"/play/[A-Z0-9]+$"), timeout=60_000)
                page.wait_for_selector('main[data-status="playing"]')
                assert "Fer" in page.locator(".seats").first.inner_text()
                play_to_result(page, card_game_move, limit_s=150)
            finally:
                done.set()
            other.result()
    assert page.locator("#result-heading").count() == 1
    eventually(
        lambda: first_round_over(httpx.get(f"{live_base}/tournaments/{tournament}").json()),
        what="the first round's result in the tournament",
    )
    assert errors == []


def test_a_player_organises_a_tournament_and_cancels_it(
    page: Page, live_base: str, axe_source: str
) -> None:
    errors = console_errors(page)
    me = create_player_in_browser(page, live_base, "Hana")
    page.click(key("nav-tournaments"))
    page.wait_for_selector(key("tournament-new"))
    page.fill("#tournament-new-name", "Hana's cup")
    page.select_option("#tournament-new-game", PAIRS.id)
    page.select_option("#tournament-new-format", "swiss")
    page.fill("#tournament-new-rounds", "2")
    assert page.locator("#tournament-new-minutes-field").is_hidden()
    assert axe_violations(page, axe_source) == []
    page.click(key("tournament-new-submit"))
    page.wait_for_url(re.compile(r"/play/tournaments/[\w-]+$"))
    page.wait_for_selector(key("tournament-cancel"))
    tournament = page.url.rsplit("/", 1)[1]
    info = httpx.get(f"{live_base}/tournaments/{tournament}").json()
    assert info["creator"] == f"player:{me['id']}" and info["settings"]["rounds"] == 2
    assert info["name"] == "Hana's cup" and info["status"] == "scheduled"

    page.click(key("tournament-register"))
    page.wait_for_selector(key("tournament-registered"))
    assert axe_violations(page, axe_source) == []
    confirm(page, key("tournament-cancel"), yes=True)
    page.wait_for_function("() => !document.querySelector('[data-key=\"tournament-cancel\"]')")
    assert httpx.get(f"{live_base}/tournaments/{tournament}").json()["status"] == "cancelled"
    assert page.locator(key("tournament-withdraw")).count() == 0
    assert errors == []


def provisional_count(base: str) -> int:
    """How many provisional players the game's board lists (paged through)."""
    count, offset = 0, 0
    while offset is not None:
        query = {"provisional": "true", "limit": 100, "offset": offset}
        answer = httpx.get(f"{base}/games/{RATED_PAIRS.id}/leaderboard", params=query).json()
        count += len(answer["entries"])
        offset = answer.get("next_offset")
    return count


def test_a_leaderboard_shows_more_than_its_first_page(
    page: Page, live_base: str, axe_source: str
) -> None:
    errors = console_errors(page)
    # More provisional players than a page holds: two new players per rated game.
    missing = max(0, 53 - provisional_count(live_base))
    pairs = [(f"Winner {n}", f"Loser {n}") for n in range((missing + 1) // 2)]

    def rated_game(names: tuple[str, str]) -> str:
        return rated_game_won_by(live_base, new_player(live_base, names[0]),
                                 new_player(live_base, names[1]))  # fmt: skip

    with ThreadPoolExecutor(4) as pool:
        list(pool.map(rated_game, pairs))
    eventually(lambda: provisional_count(live_base) > 52, what="more than a page of players")

    page.goto(f"{live_base}/play/leaderboard/{RATED_PAIRS.id}")
    rows = page.locator(f"{key('board-provisional')} tbody tr")
    page.wait_for_selector(key("board-provisional-more"))
    assert rows.count() == 50
    page.click(key("board-provisional-more"))
    page.wait_for_function(
        "() => document.querySelectorAll('[data-key=\"board-provisional\"] tbody tr').length > 50"
    )
    assert rows.nth(50).locator("td").first.inner_text() == "51"
    # The focus moves to the first new player, where a keyboard user reads on.
    focused = page.evaluate("() => document.activeElement.closest('tr')?.rowIndex")
    assert focused == 51  # the header's row is 0
    assert axe_violations(page, axe_source) == []
    assert errors == []


def test_bots_are_named_in_the_page_language(page: Page, live_base: str, lang: str) -> None:
    errors = console_errors(page)
    created = httpx.post(f"{live_base}/tables", json={"game": PAIRS.id, "host_name": "Ivo"})
    assert created.status_code == 201, created.text
    code, host = created.json()["code"], created.json()["token"]
    added = httpx.post(
        f"{live_base}/tables/{code}/bots", json={"level": "easy"}, headers=auth(host)
    )
    assert added.status_code == 201, added.text
    page.goto(f"{live_base}/play/{code}")  # the shared link's preview of the seats
    seats = page.locator(key("join-seats"))
    seats.wait_for()
    assert {"en": "Bot 1 (Easy)", "es": "Bot 1 (Fácil)"}[lang] in seats.inner_text()
    assert "Easy bot" not in seats.inner_text() or lang == "en"
    assert errors == []


def test_a_player_key_the_server_refuses_says_what_to_do(
    page: Page, live_base: str, lang: str
) -> None:
    # Refused where the key goes: your player, a table created as it, the header's inbox
    # (read once per page, then no more with that key).
    refused = ("/players/me", "/tables", "/players/me/notifications?since=0&wait=0")
    errors = console_errors(page, expected=lambda url: url.endswith(refused))
    page.goto(f"{live_base}/play")
    page.wait_for_selector("#create-name")
    stale = {"id": "p_gone", "name": "Juan", "token": "tp_" + "x" * 40}
    page.evaluate("(p) => localStorage.setItem('tapete.player', JSON.stringify(p))", stale)
    advice = {"en": "Create a new player", "es": "Crea uno nuevo"}[lang]
    # Creating a table as that player: refused, with what to do.
    page.reload()
    page.wait_for_selector(key("create-player"))
    page.click(key("create-submit"))
    page.wait_for_selector(f'main [role="alert"]:has-text("{advice}")')
    # Its profile: the same words above the form that creates a new player.
    page.click(key("nav-me"))
    page.wait_for_selector("#player-name")
    assert advice in page.locator('main [role="alert"]').inner_text()
    page.locator(key("inbox")).wait_for(state="hidden")  # no notifications for a key refused
    assert errors == []
