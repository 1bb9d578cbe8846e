"""The notification inbox in the browser (service/web/static/inbox.js), in English and in
Spanish: Bruno, signed in on his page, is invited by Ana and then by Carla over the API, and
the header's button counts 1, then 2 unread without a reload (the page's one long-poll loop),
each announced politely, and his page lists the invitation. The panel says each in words,
newest first; following Ana's link marks it read and lands on his invitations; "mark read" on
Carla's brings the count to 0. A hidden page drops its long-poll and asks nothing until it
shows again, then catches up; never more than one read of the inbox at a time. No console
error, no serious axe violation. Every kind reads in words; an unknown one in none."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page

from tests.gamepicks import pick
from tests.web.conftest import new_page, shoot
from tests.web.play import axe_violations, console_errors, key
from tests.web.test_player_pages import auth, create_player_in_browser, new_player

GAME = pick(lambda g: g.max_seats >= 2, "with a seat to invite to")

# The words the test reads, per language (the catalogs' own checks are in test_catalogs.py).
WORDS = {
    "en": {
        "button": "Notifications, {n} unread",
        "none": "Notifications, none unread",
        "invited": "{name} invited you to a {game} table",
        "new": "New notification: ",
        "started": "Your {game} game started at table ABC234",
        "finished": "Your {game} game at table ABC234 ended",
        "turn": "It is your turn at table ABC234 ({game})",
        "up": "Your rating in {game} went up from 1500 to 1532",
        "down": "Your rating in {game} went down from 1500 to 1468",
        "anonymous": "You were invited to a {game} table",
    },
    "es": {
        "button": "Notificaciones, {n} sin leer",
        "none": "Notificaciones, ninguna sin leer",
        "invited": "{name} te invitó a una mesa de {game}",
        "new": "Notificación nueva: ",
        "started": "Empezó tu partida de {game} en la mesa ABC234",
        "finished": "Terminó tu partida de {game} en la mesa ABC234",
        "turn": "Te toca en la mesa ABC234 ({game})",
        "up": "Tu puntuación en {game} subió de 1500 a 1532",
        "down": "Tu puntuación en {game} bajó de 1500 a 1468",
        "anonymous": "Te han invitado a una mesa de {game}",
    },
}

# Counts the page's reads of the inbox (GET /players/me/notifications), per document: how many
# at once at most, how many started while the page was hidden, how many were aborted.
WATCH_READS = """(() => {
  const seen = { inFlight: 0, most: 0, started: 0, whileHidden: 0, aborted: 0 };
  window.inboxReads = seen;
  const original = window.fetch;
  window.fetch = async function (input, init) {
    const url = typeof input === "string" ? input : input.url;
    const method = String(init?.method || input?.method || "GET").toUpperCase();
    if (method !== "GET" || !/\\/players\\/me\\/notifications(\\?|$)/.test(url)) {
      return original.call(this, input, init);
    }
    seen.started += 1;
    seen.inFlight += 1;
    seen.most = Math.max(seen.most, seen.inFlight);
    if (document.visibilityState === "hidden") seen.whileHidden += 1;
    try {
      return await original.call(this, input, init);
    } catch (error) {
      if (error && error.name === "AbortError") seen.aborted += 1;
      throw error;
    } finally {
      seen.inFlight -= 1;
    }
  };
})();"""

# The page hidden or shown again, as a browser does when its tab is switched.
SET_VISIBILITY = """(state) => {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  Object.defineProperty(document, "hidden", { value: state === "hidden", configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}"""


@pytest.fixture(params=["en", "es"])
def lang(request: pytest.FixtureRequest) -> str:
    chosen: str = request.param
    return chosen


@pytest.fixture()
def page(browser: Browser, lang: str) -> Iterator[Page]:
    page = new_page(browser, lang)
    page.add_init_script(WATCH_READS)
    yield page
    page.context.close()


def invite(base: str, host: dict[str, str], guest: dict[str, str]) -> str:
    """`host` opens a table as its player and invites `guest`, over the API: its code."""
    created = httpx.post(
        f"{base}/tables",
        json={"game": GAME.id, "host_name": host["name"]},
        headers=auth(host["token"]),
    )
    assert created.status_code == 201, created.text
    code: str = created.json()["code"]
    sent = httpx.post(
        f"{base}/tables/{code}/invitations",
        json={"player": guest["id"]},
        headers=auth(host["token"]),
    )
    assert sent.status_code == 201, sent.text
    return code


def inbox(base: str, player: dict[str, str]) -> dict[str, Any]:
    answer = httpx.get(f"{base}/players/me/notifications", headers=auth(player["token"]))
    assert answer.status_code == 200, answer.text
    body: dict[str, Any] = answer.json()
    return body


def unread_shown(page: Page, count: int) -> None:
    """Until the header's button counts `count` unread."""
    page.wait_for_selector(f'{key("inbox")}[data-unread="{count}"]')


def reads(page: Page) -> dict[str, int]:
    found: dict[str, int] = page.evaluate("() => ({ ...window.inboxReads })")
    return found


def announced(page: Page, text: str) -> None:
    page.wait_for_function(
        "(text) => document.getElementById('announcer').textContent === text", arg=text
    )


def test_an_invitation_counts_in_the_header_at_once_and_is_read_from_the_panel(
    page: Page, live_base: str, axe_source: str, lang: str
) -> None:
    words = WORDS[lang]
    errors = console_errors(page)
    bruno = create_player_in_browser(page, live_base, "Bruno")
    ana, carla = new_player(live_base, "Ana"), new_player(live_base, "Carla")
    header = page.locator(key("inbox"))
    unread_shown(page, 0)
    assert header.is_visible()
    assert header.get_attribute("aria-label") == words["none"]
    page.evaluate("() => { window.sameDocument = true; }")  # gone with a reload

    # Ana invites him: the count moves by itself, and a screen reader hears of it.
    ana_code = invite(live_base, ana, bruno)
    unread_shown(page, 1)
    ana_text = words["invited"].format(name="Ana", game=GAME.title)
    assert header.get_attribute("aria-label") == words["button"].format(n=1)
    assert page.locator(key("inbox-count")).inner_text() == "1"
    announced(page, words["new"] + ana_text)
    page.wait_for_selector(f'{key("invitations-list")} li[data-code="{ana_code}"]')  # his page too

    # Hidden, the page drops its long-poll and asks nothing; shown again, it catches up.
    before = reads(page)
    page.evaluate(SET_VISIBILITY, "hidden")
    page.wait_for_function("() => window.inboxReads.inFlight === 0")
    assert reads(page)["aborted"] > before["aborted"]  # its long-poll, not its end
    invite(live_base, carla, bruno)
    assert inbox(live_base, bruno)["unread"] == 2
    page.evaluate(SET_VISIBILITY, "visible")
    unread_shown(page, 2)
    assert header.get_attribute("aria-label") == words["button"].format(n=2)
    announced(page, words["new"] + words["invited"].format(name="Carla", game=GAME.title))
    assert page.evaluate("() => window.sameDocument") is True
    seen = reads(page)
    assert seen["whileHidden"] == 0 and seen["most"] == 1, seen
    assert axe_violations(page, axe_source) == []

    # The panel: both in words, newest first, each with its time and link.
    header.click()
    page.wait_for_url(f"{live_base}/play/notifications")
    items = page.locator(f"{key('notifications-list')} li")
    items.nth(1).wait_for()
    assert items.count() == 2
    carla_item, ana_item = items.nth(0), items.nth(1)
    assert words["invited"].format(name="Carla", game=GAME.title) in carla_item.inner_text()
    assert ana_text in ana_item.inner_text()
    assert ana_item.get_attribute("data-read") == "false"
    assert ana_item.locator("time").get_attribute("datetime")
    assert header.get_attribute("aria-current") == "page"
    assert axe_violations(page, axe_source) == []
    shoot(page, "notifications")
    ana_id, carla_id = ana_item.get_attribute("data-id"), carla_item.get_attribute("data-id")
    assert reads(page)["most"] == 1

    # Following Ana's link reads it and lands on his invitations, one unread left.
    page.click(key(f"notification-open-{ana_id}"))
    page.wait_for_url(f"{live_base}/play/me")
    page.wait_for_selector(f'{key("invitations-list")} li[data-code="{ana_code}"]')
    unread_shown(page, 1)
    read = {note["id"]: note["read"] for note in inbox(live_base, bruno)["notifications"]}
    assert read == {int(ana_id or 0): True, int(carla_id or 0): False}

    # Back on the panel, "mark read" on Carla's: none unread, the focus on its link.
    header.click()
    page.wait_for_url(f"{live_base}/play/notifications")
    page.click(key(f"notification-read-{carla_id}"))
    unread_shown(page, 0)
    carla_read = f'li[data-id="{carla_id}"][data-read="true"]'
    page.wait_for_selector(f"{key('notifications-list')} {carla_read}")
    assert page.locator(key(f"notification-read-{carla_id}")).count() == 0
    focused = page.evaluate("() => document.activeElement?.dataset.key")
    assert focused == f"notification-open-{carla_id}"
    assert header.get_attribute("aria-label") == words["none"]
    assert inbox(live_base, bruno)["unread"] == 0
    assert axe_violations(page, axe_source) == []
    assert reads(page)["most"] == 1
    assert errors == []


def test_without_a_player_there_is_no_notifications_button(page: Page, live_base: str) -> None:
    errors = console_errors(page)
    page.goto(f"{live_base}/play/notifications")
    page.wait_for_selector(key("inbox-signin"))
    assert page.locator(key("inbox")).is_hidden()
    assert reads(page)["started"] == 0
    assert errors == []


# One notification of each kind as the API words it (docs/api.md, "Notifications"), and one of
# a kind this client does not know.
EVERY_KIND = [
    {"kind": "table_started"},
    {"kind": "table_finished"},
    {"kind": "your_turn"},
    {"kind": "rating_changed", "rating_before": 1500, "rating_after": 1532},
    {"kind": "rating_changed", "rating_before": 1500, "rating_after": 1468},
    {"kind": "invited", "by": None, "by_name": None},
    {"kind": "tournament_round_ready"},
]


def test_every_kind_reads_in_words_and_an_unknown_one_in_none(
    page: Page, live_base: str, lang: str
) -> None:
    words = WORDS[lang]
    page.goto(f"{live_base}/play")
    page.wait_for_selector("#create-name")
    notes = [{"id": n, "table": "ABC234", "game": GAME.id, **note} for n, note in
             enumerate(EVERY_KIND, 1)]  # fmt: skip
    said = page.evaluate(
        """async (notes) => {
          const inbox = await import("/play/static/inbox.js");
          return notes.map((note) => inbox.notificationText(note));
        }""",
        notes,
    )
    expected = [
        words[name].format(game=GAME.title)
        for name in ("started", "finished", "turn", "up", "down", "anonymous")
    ]
    assert said == [*expected, ""]
