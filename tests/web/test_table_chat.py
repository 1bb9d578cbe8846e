"""The table's chat in the browser (service/web/static/chat.js, #39): Ana's page in English and
Bruno's in Spanish at one table; a quick phrase or an emote sent by one shows in the other's
page in the other's language (the catalogue's words, never the sender's), and again in the
page's language after a switch; free text at a table with `free_chat`; a muted seat's messages
left out and back after unmuting; new messages announced. On a 390x844 phone the panel sits
below the board, collapsed, and opened it leaves the docked hand on screen; a spectator
without a player reads only, one with a player writes. No console error, no serious axe
violation with the panel open. A player in play reads the chat on the table's push stream, with
no chat long-poll beside it, and by long-polls again once the stream has ended. A move's redraw
leaves the keyboard's focus in the chat."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlparse

import httpx
from dropping_proxy import DroppingProxy
from playwright.sync_api import Browser, Page
from servers import running_api

from service.core.settings import Settings
from tests.conftest import worker_env
from tests.gamepicks import reference
from tests.web.conftest import new_page, shoot
from tests.web.play import (
    axe_violations,
    console_errors,
    create_table,
    key,
    open_as_seat,
    slowest_turns,
    table_in_play,
    version,
    wait_newer,
)
from tests.web.test_player_pages import auth, create_player_in_browser, new_player
from tests.web.test_redraws import other_seat_moves
from tests.web.test_static import catalog

PHONE = {"width": 390, "height": 844}
PHRASES: dict[str, dict[str, str]] = {}


def phrase(base: str, id_: str, lang: str) -> str:
    """A phrase's (or an emote's) words in `lang`, as GET /chat/catalogue has them."""
    if not PHRASES:
        found = httpx.get(f"{base}/chat/catalogue").json()
        for entry in found["phrases"] + found["emotes"]:
            PHRASES[entry["id"]] = entry
    return PHRASES[id_][lang]


def table(base: str, host: dict[str, str], **body: Any) -> tuple[str, str]:
    """A table of the reference game hosted by `host`'s player: its code and the host's token."""
    created = httpx.post(
        f"{base}/tables",
        json={"game": reference().id, "host_name": host["name"], **body},
        headers=auth(host["token"]),
    )
    assert created.status_code == 201, created.text
    return created.json()["code"], created.json()["token"]


def member_of(base: str, code: str, token: str) -> int:
    """The member id of the token's holder (the one its chat messages carry)."""
    member: int = httpx.get(f"{base}/tables/{code}", headers=auth(token)).json()["you"]["member"]
    return member


def open_table(
    page: Page, base: str, code: str, token: str | None, player: dict[str, str] | None
) -> None:
    """The page keeps the seat's token and the player (as it does once it made them) and
    opens the table; its chat's toggle once the module is in."""
    page.goto(f"{base}/play")
    page.wait_for_selector("#create-name")
    kept = (
        {"id": player["id"], "name": player["name"], "token": player["token"]} if player else None
    )
    page.evaluate(
        """([code, token, player]) => {
            if (token) localStorage.setItem('tapete.tokens', JSON.stringify({ [code]: token }));
            if (player) localStorage.setItem('tapete.player', JSON.stringify(player));
        }""",
        [code, token, kept],
    )
    page.goto(f"{base}/play/{code}")
    if token is None:  # the shared link's preview first: watch
        page.click(key("join-watch"))
    page.wait_for_selector(key("chat-toggle"))


def open_chat(page: Page) -> None:
    """Opened from the keyboard: the toggle focused, Enter."""
    page.focus(key("chat-toggle"))
    page.keyboard.press("Enter")
    page.wait_for_selector(f'{key("chat-toggle")}[aria-expanded="true"]')
    page.wait_for_selector(f"{key('chat-log')}:visible")


def shown(page: Page, id_: str) -> str:
    """The text of the log's message with phrase or emote `id_`, once it is there."""
    item = page.locator(f'{key("chat-log")} li[data-id="{id_}"]').last
    item.wait_for()
    return item.inner_text()


def announced(page: Page, text: str) -> None:
    page.wait_for_function(
        "(text) => document.getElementById('announcer').textContent.includes(text)", arg=text
    )


def test_quick_chat_renders_in_each_page_s_language(
    browser: Browser, live_base: str, axe_source: str
) -> None:
    ana, bruno = new_player(live_base, "Ana"), new_player(live_base, "Bruno")
    # The longest turns: the game is still on when its start is checked, after the lobby's part.
    code, ana_token = table(live_base, ana, free_chat=True, options=slowest_turns(reference()))
    joined = httpx.post(
        f"{live_base}/tables/{code}/join", json={"name": "Bruno"}, headers=auth(bruno["token"])
    )
    assert joined.status_code == 201, joined.text
    bruno_token = joined.json()["token"]
    ana_page, bruno_page = new_page(browser, "en"), new_page(browser, "es")
    ana_errors, bruno_errors = console_errors(ana_page), console_errors(bruno_page)
    es = catalog("es")
    open_table(ana_page, live_base, code, ana_token, ana)
    open_table(bruno_page, live_base, code, bruno_token, bruno)

    # Ana sends "Good luck!": Bruno's collapsed panel counts it and his page says it aloud,
    # in Spanish; opened, his log shows it in Spanish too.
    open_chat(ana_page)
    ana_page.click(key("chat-phrase-good_luck"))
    assert phrase(live_base, "good_luck", "en") in shown(ana_page, "good_luck")
    bruno_page.locator(key("chat-unread")).filter(has_text="1").wait_for()
    spanish = phrase(live_base, "good_luck", "es")
    announced(bruno_page, f"Ana: {spanish}")
    open_chat(bruno_page)
    assert shown(bruno_page, "good_luck") == f"Ana: {spanish}"
    assert bruno_page.locator(key("chat-unread")).count() == 0

    # Bruno's emote: each page says it in its own language.
    bruno_page.click(key("chat-emote-clap"))
    assert f"Bruno {phrase(live_base, 'clap', 'en')}" in shown(ana_page, "clap")
    assert f"Bruno {phrase(live_base, 'clap', 'es')}" in shown(bruno_page, "clap")
    announced(ana_page, f"Bruno {phrase(live_base, 'clap', 'en')}")

    # Free text (the table has free_chat, both seats are players), sent with Enter.
    bruno_page.fill(key("chat-text"), "¿Jugamos otra después?")
    bruno_page.press(key("chat-text"), "Enter")
    ana_page.locator(f'{key("chat-log")} li[data-kind="text"]').filter(
        has_text="¿Jugamos otra después?"
    ).wait_for()
    assert bruno_page.input_value(key("chat-text")) == ""
    assert axe_violations(ana_page, axe_source) == []
    assert axe_violations(bruno_page, axe_source) == []
    shoot(bruno_page, "table-chat")

    # The game starts: the panel moves beside the board as it was (open, its log kept).
    begun = httpx.post(f"{live_base}/tables/{code}/start", headers=auth(ana_token))
    assert begun.status_code == 200, begun.text
    for page in (ana_page, bruno_page):
        page.wait_for_selector('main[data-status="playing"] .side [data-key="chat-log"]:visible')
        assert page.locator(f"{key('chat-log')} li").count() == 3

    # Bruno mutes Ana (a seat of the game: in the lobby a playing host has no member id to
    # mute yet): what she writes then stays out of his page, and comes back when he unmutes
    # her.
    ana_member = member_of(live_base, code, ana_token)
    bruno_page.click(key("chat-mutes"))
    mute = bruno_page.locator(key(f"chat-mute-{ana_member}"))
    mute.click()
    bruno_page.wait_for_selector(f'{key(f"chat-mute-{ana_member}")}[aria-pressed="true"]')
    ana_page.click(key("chat-phrase-well_played"))
    shown(ana_page, "well_played")
    read = httpx.get(f"{live_base}/tables/{code}/chat", headers=auth(bruno_token)).json()
    assert "well_played" not in [m.get("phrase") for m in read["messages"]]
    bruno_page.wait_for_timeout(1000)
    assert bruno_page.locator(f'{key("chat-log")} li[data-id="well_played"]').count() == 0
    bruno_page.click(key(f"chat-mute-{ana_member}"))
    bruno_page.wait_for_selector(f'{key(f"chat-mute-{ana_member}")}[aria-pressed="false"]')
    assert phrase(live_base, "well_played", "es") in shown(bruno_page, "well_played")
    assert bruno_page.locator(key("chat-toggle")).inner_text() == es["chat.heading"]

    # The page's language switched: every message in the new one, whoever sent it.
    bruno_page.select_option("#lang", "en")
    bruno_page.locator(f'{key("chat-log")} li[data-id="good_luck"]').filter(
        has_text=phrase(live_base, "good_luck", "en")
    ).wait_for()
    assert f"Bruno {phrase(live_base, 'clap', 'en')}" in shown(bruno_page, "clap")
    assert ana_errors == [] and bruno_errors == []
    ana_page.context.close()
    bruno_page.context.close()


def test_the_chat_on_a_phone_leaves_the_hand_on_screen_and_spectators_read_it(
    browser: Browser, live_base: str, axe_source: str
) -> None:
    ana, carla = new_player(live_base, "Ana"), new_player(live_base, "Carla")
    game = reference()
    # No free_chat: phrases and emotes only. The longest turns: the hand is checked in play.
    code, token = table(live_base, ana, options=slowest_turns(game))
    for _ in range(game.min_seats - 1):
        added = httpx.post(
            f"{live_base}/tables/{code}/bots", json={"level": "easy"}, headers=auth(token)
        )
        assert added.status_code in (200, 201), added.text
    begun = httpx.post(f"{live_base}/tables/{code}/start", headers=auth(token))
    assert begun.status_code == 200, begun.text

    phone = new_page(browser, "es", phone=True)
    errors = console_errors(phone)
    open_table(phone, live_base, code, token, ana)
    phone.wait_for_selector(".board-area .hand button")
    panel = phone.locator(key("chat-panel"))
    board = phone.locator(".board-area").bounding_box()
    assert board is not None and panel.bounding_box()["y"] > board["y"]  # type: ignore[index]
    open_chat(phone)
    assert phone.locator(key("chat-text")).count() == 0  # free text is off at this table
    phone.click(key("chat-phrase-hello"))
    assert phrase(live_base, "hello", "es") in shown(phone, "hello")

    # With the chat open, the hand is still docked on screen at the top of the page, and
    # nothing is wider than the phone.
    phone.evaluate("() => window.scrollTo(0, 0)")
    box = phone.locator(".board-area .hand").first.bounding_box()
    assert box is not None
    assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], box
    assert phone.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
    phone.locator(key("chat-panel")).scroll_into_view_if_needed()
    assert axe_violations(phone, axe_source) == []
    shoot(phone, "table-chat-phone")

    # A spectator without a player reads (in English) and is told how to write.
    watcher = new_page(browser, "en")
    watcher_errors = console_errors(watcher)
    open_table(watcher, live_base, code, None, None)
    open_chat(watcher)
    assert shown(watcher, "hello") == f"Ana: {phrase(live_base, 'hello', 'en')}"
    assert watcher.locator(key("chat-read-only")).is_visible()
    assert watcher.locator(key("chat-phrase-hello")).count() == 0
    assert axe_violations(watcher, axe_source) == []

    # A spectator with a player writes with its player key; the seat reads it, marked.
    carla_page = new_page(browser, "en")
    carla_errors = console_errors(carla_page)
    open_table(carla_page, live_base, code, None, carla)
    open_chat(carla_page)
    carla_page.click(key("chat-emote-thumbs_up"))
    words = catalog("es")
    seen = shown(phone, "thumbs_up")
    assert f"Carla {phrase(live_base, 'thumbs_up', 'es')}" in seen
    assert phrase(live_base, "thumbs_up", "en") in shown(watcher, "thumbs_up")
    assert str(words["chat.spectator"]) in seen
    assert errors == [] and watcher_errors == [] and carla_errors == []
    for page in (phone, watcher, carla_page):
        page.context.close()


def test_in_play_the_chat_comes_on_the_table_s_stream_and_by_long_polls_once_it_ended(
    browser: Browser, live_base: str
) -> None:
    """One connection per player in play: while the table's stream is open, Bruno's message
    reaches Ana's page on it and her page never long-polls the chat beside it; once the table
    is over (its stream ends), her chat long-polls again and Bruno's next message arrives."""
    joined: list[str] = []
    code, token = table_in_play(live_base, joined)
    bruno = auth(joined[0])
    page = new_page(browser, "en")
    errors = console_errors(page)
    waits: list[int] = []  # each chat read's `wait`, as the page sent it

    def chat_read(request: Any) -> None:
        url = urlparse(request.url)
        if url.path == f"/tables/{code}/chat" and request.method == "GET":
            waits.append(int(parse_qs(url.query).get("wait", ["0"])[0]))

    page.on("request", chat_read)
    open_as_seat(page, live_base, code, token)
    page.wait_for_selector(key("chat-toggle"))
    page.wait_for_function("() => document.querySelector('.chat-log') !== null")
    open_chat(page)

    def bruno_says(id_: str) -> None:
        said = httpx.post(
            f"{live_base}/tables/{code}/chat", json={"kind": "quick", "phrase": id_}, headers=bruno
        )
        assert said.status_code == 201, said.text
        assert phrase(live_base, id_, "en") in shown(page, id_)

    bruno_says("good_luck")
    # Past the first read's settling time (6 s), still no long-poll: the stream brings them.
    page.wait_for_timeout(8_000)
    assert waits and all(wait == 0 for wait in waits), waits

    ended = httpx.post(f"{live_base}/tables/{code}/cancel", headers=auth(token))
    assert ended.status_code == 200, ended.text
    for _ in range(300):  # the stream ends with the table: the chat's long-poll is back
        if any(wait > 0 for wait in waits):
            break
        page.wait_for_timeout(100)
    assert any(wait > 0 for wait in waits), waits
    bruno_says("good_game")
    assert errors == []
    page.context.close()


def test_the_sdk_s_event_source_hands_on_the_chat_to_a_spectator(
    browser: Browser, live_base: str
) -> None:
    """The TypeScript SDK's `eventSource(onUpdate, {onChat, chatSince})` in a browser (its
    EventSource: node has none): a spectator's page hears the message written before it
    opened and those written after, once each and in order."""
    joined: list[str] = []
    code, _ = table_in_play(live_base, joined)

    def say(id_: str) -> None:
        said = httpx.post(
            f"{live_base}/tables/{code}/chat",
            json={"kind": "quick", "phrase": id_},
            headers=auth(joined[0]),
        )
        assert said.status_code == 201, said.text

    say("hello")
    page = new_page(browser, "en")
    errors = console_errors(page)
    page.goto(f"{live_base}/play/config.json")
    page.evaluate(
        """async (code) => {
            const { Session } = await import('/play/static/vendor/tapete-sdk.js');
            window.heard = [];
            window.views = 0;
            new Session(location.origin, code).eventSource(() => { window.views += 1; }, {
                onChat: (message) => window.heard.push([message.number, message.phrase]),
                chatSince: 0,
            });
        }""",
        code,
    )
    page.wait_for_function("() => window.views > 0 && window.heard.length === 1")
    say("good_luck")
    say("thanks")
    page.wait_for_function("() => window.heard.length >= 3")
    page.wait_for_timeout(500)  # nothing more comes
    heard = page.evaluate("() => window.heard")
    assert heard == [[1, "hello"], [2, "good_luck"], [3, "thanks"]], heard
    assert errors == []
    page.context.close()


def test_a_problem_posting_is_said_in_the_page_s_words(browser: Browser, live_base: str) -> None:
    """More than 5 messages in 10 s: 429 `chat_too_fast`, said at once, in Spanish."""
    ana = new_player(live_base, "Ana")
    code, token = table(live_base, ana)
    page = new_page(browser, "es")
    # The refused post is the point of this test, not an error of the page.
    errors = console_errors(page, expected=lambda url: url.endswith("/chat"))
    open_table(page, live_base, code, token, ana)
    open_chat(page)
    for _ in range(6):
        page.click(key("chat-phrase-oops"))
    problem = page.locator(key("chat-problem"))
    problem.filter(has_text=str(catalog("es")["error.chat_too_fast"])).wait_for()
    assert page.locator(f'{key("chat-log")} li[data-id="oops"]').count() == 5
    assert errors == []
    page.context.close()


def test_a_table_created_with_free_chat_takes_free_text_from_its_player(
    browser: Browser, live_base: str
) -> None:
    """The start screen's "Free text in the chat" box: the table allows it, and the host's
    seat (as her player) writes it; the panel's state follows her to the next table."""
    page = new_page(browser, "en")
    errors = console_errors(page)
    create_player_in_browser(page, live_base, "Ana")
    code = create_table(page, live_base, reference().id, "Ana", {"free-chat": True})
    token = page.evaluate(f"() => JSON.parse(localStorage.getItem('tapete.tokens'))['{code}']")
    assert httpx.get(f"{live_base}/tables/{code}", headers=auth(token)).json()["free_chat"]
    page.wait_for_selector(key("chat-toggle"))
    open_chat(page)
    page.fill(key("chat-text"), "Hello, who joins?")
    page.click(key("chat-send"))
    page.locator(f'{key("chat-log")} li[data-kind="text"]').filter(
        has_text="Hello, who joins?"
    ).wait_for()

    # Without the box: quick chat only; the panel opens as she left it.
    create_table(page, live_base, reference().id, "Ana", {})
    page.wait_for_selector(f'{key("chat-toggle")}[aria-expanded="true"]')
    page.wait_for_selector(key("chat-phrase-hello"))
    assert page.locator(key("chat-text")).count() == 0
    assert errors == []
    page.context.close()


def test_a_new_view_leaves_the_keyboard_s_focus_in_the_chat(
    browser: Browser, live_base: str
) -> None:
    """A keyboard user on the chat's toggle keeps the focus there when a move redraws the
    table: the redraw takes in the chat's panel (kept across redraws) only once it has noted
    where the focus is."""
    joined: list[str] = []
    code, token = table_in_play(live_base, joined)
    page = new_page(browser, "en")
    errors = console_errors(page)
    open_as_seat(page, live_base, code, token)
    page.wait_for_selector(key("chat-toggle"))
    for _ in range(3):
        before = version(page)
        page.focus(key("chat-toggle"))
        other_seat_moves(live_base, code, [token, *joined], page)
        wait_newer(page, before)
        focused = page.evaluate("() => document.activeElement?.dataset?.key ?? null")
        assert focused == "chat-toggle", (version(page), focused)
    assert errors == []
    page.context.close()


def test_back_from_a_lost_connection_the_chat_comes_on_the_stream_again(
    browser: Browser, settings: Settings
) -> None:
    """Every connection dropped, with no change at the table meanwhile: the table's stream
    reopens (resumed, it sends nothing until a change) and the page counts it open from the
    server's answer on. It says it is back, and its chat holds no long-poll beside the stream.
    Its own API, at real time: turns of a whole minute, so nothing changes while it checks."""
    env = worker_env(settings)
    env.update(TAPETE_TIME_SCALE="1", TAPETE_RATE_LIMIT_PER_IP="0", TAPETE_RATE_LIMIT_PER_TOKEN="0")
    with running_api(env) as base:
        proxy = DroppingProxy(base)  # the page's every connection goes through it
        try:
            code, token = table_in_play(base)
            page = new_page(browser, "en")
            errors = console_errors(page, expected=lambda url: True)  # dropped loads
            parked: set[Any] = set()  # the chat's long-polls in flight
            streams: list[Any] = []  # the table's stream, each time it was opened

            def sent(request: Any) -> None:
                url = urlparse(request.url)
                if url.path == f"/tables/{code}/stream":
                    streams.append(request)
                if url.path == f"/tables/{code}/chat" and "wait=0" not in url.query:
                    parked.add(request)

            page.on("request", sent)
            page.on("requestfinished", lambda request: parked.discard(request))
            page.on("requestfailed", lambda request: parked.discard(request))
            open_as_seat(page, proxy.url, code, token)
            page.wait_for_selector(key("chat-toggle"))
            before = version(page)
            page.wait_for_timeout(7_000)  # past the chat's first read and its settling time
            assert not parked and len(streams) == 1

            proxy.drop_all()
            for _ in range(300):  # the page opens its stream again
                if len(streams) > 1:
                    break
                page.wait_for_timeout(100)
            assert len(streams) > 1
            page.wait_for_function("() => !document.querySelector('main [role=alert]')")
            page.wait_for_timeout(3_000)
            assert not parked, [request.url for request in parked]
            assert version(page) == before  # nothing changed: the stream brought no view
            assert not page.locator("main [role=alert]").count()
            assert errors == []
            page.context.close()
        finally:
            proxy.close()
