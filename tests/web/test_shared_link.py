"""A table's shared link (/play/<CODE>) before joining: the game, host, seats and status read as
a spectator reads them; a dead code said at once; a table already started offers watching.
Also the host's cancel, which asks first, and the rules panel in both languages. The game is
the reference one (tests/gamepicks.py); no console error on the way."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Browser, Page

from tests.gamepicks import reference
from tests.web.conftest import new_page, shoot
from tests.web.play import (
    add_bots,
    axe_violations,
    confirm,
    console_errors,
    create_table,
    key,
    start,
)

STATIC = Path(__file__).resolve().parents[2] / "service" / "web" / "static"


def shared_texts(lang: str) -> dict[str, object]:
    found: dict[str, object] = json.loads((STATIC / "i18n" / f"{lang}.json").read_text())
    return found


def api_table(base: str, bots: int = 1, started: bool = False) -> tuple[str, dict[str, Any]]:
    """A table of the reference game made over the API by Ana, with `bots` Easy bots."""
    game = reference()
    created = httpx.post(f"{base}/tables", json={"game": game.id, "host_name": "Ana"})
    assert created.status_code == 201, created.text
    code, token = created.json()["code"], created.json()["token"]
    auth = {"Authorization": f"Bearer {token}"}
    for _ in range(bots):
        added = httpx.post(f"{base}/tables/{code}/bots", json={"level": "easy"}, headers=auth)
        assert added.status_code in (200, 201), added.text
    if started:
        begun = httpx.post(f"{base}/tables/{code}/start", headers=auth)
        assert begun.status_code == 200, begun.text
    return code, httpx.get(f"{base}/tables/{code}").json()


def test_the_shared_link_shows_the_table_before_joining(
    page: Page, live_base: str, axe_source: str
) -> None:
    errors = console_errors(page)
    code, view = api_table(live_base, bots=1)
    page.goto(f"{live_base}/play/{code}")
    page.wait_for_selector(key("join-preview"))
    title = reference().title
    assert title in page.locator("h1").inner_text()
    assert page.locator("h1").count() == 1 and code in page.locator("h1").inner_text()
    assert "Ana" in page.locator(key("join-host")).inner_text()
    seats = page.locator(f"{key('join-seats')} li")
    assert seats.count() == view["max_seats"]  # Ana, the bot, then the free seats
    texts = seats.all_inner_texts()  # in the lobby a playing host sits last
    host = next(seat for seat in view["seats"] if seat["host"])
    bot = next(seat for seat in view["seats"] if seat["kind"] == "bot")
    words = shared_texts(page.evaluate("() => document.documentElement.lang"))
    assert any(host["name"] in text and str(words["seat.host"]) in text for text in texts)
    # A bot is named in the page's language ("Bot 1 (Easy)"), from the server's name's number.
    number = bot["name"].split()[-1]
    bot_name = str(words["seat.botName"]).format(number=number, level=words["level.easy"])
    assert any(text.startswith(bot_name) for text in texts), (bot_name, texts)
    assert page.locator(".seat.free").count() == view["max_seats"] - 2
    assert page.locator(key("join-status")).inner_text()
    assert page.input_value("#join-code") == code  # the form to join, code filled in
    assert axe_violations(page, axe_source) == []
    shoot(page, "shared-link")
    page.fill("#join-name", "Bruno")
    page.click(key("join-submit"))
    page.wait_for_selector('main[data-status="lobby"]')
    page.wait_for_selector('.seats li:has-text("Bruno")')
    assert errors == []


def test_a_dead_code_says_so_at_once(browser: Browser, live_base: str) -> None:
    for lang, words in (("en", "There is no table"), ("es-ES", "No hay ninguna mesa")):
        page = new_page(browser, lang=lang)
        errors = console_errors(page, expected=lambda url: "/tables/ZZZZZZ" in url)
        page.goto(f"{live_base}/play/ZZZZZZ")  # nothing pressed: the page says it by itself
        page.wait_for_selector(key("join-dead"))
        assert words in page.locator(key("join-dead")).inner_text()
        assert page.locator("#join-name").count() == 0  # nothing to join
        assert page.get_attribute(key("join-home"), "href") == "/play"
        shoot(page, "shared-link-dead")
        assert errors == []
        page.context.close()


def test_a_started_table_offers_watching(page: Page, live_base: str) -> None:
    errors = console_errors(page)
    code, view = api_table(live_base, bots=reference().min_seats - 1, started=True)
    assert view["status"] in ("playing", "finished")
    page.goto(f"{live_base}/play/{code}")
    page.wait_for_selector(key("join-closed"))
    assert page.locator("#join-name").count() == 0  # joining is over
    shoot(page, "shared-link-started")
    page.click(key("join-watch"))
    page.wait_for_selector('main[data-status="playing"], main[data-status="finished"]')
    assert page.locator(".hand").count() == 0  # a spectator
    assert errors == []


def test_a_full_lobby_offers_watching(page: Page, live_base: str) -> None:
    errors = console_errors(page)
    code, view = api_table(live_base, bots=reference().max_seats - 1)
    assert len(view["seats"]) == view["max_seats"]
    page.goto(f"{live_base}/play/{code}")
    page.wait_for_selector(key("join-closed"))
    assert page.locator("#join-name").count() == 0
    assert page.locator(".seat.free").count() == 0
    page.click(key("join-watch"))
    page.wait_for_selector('main[data-status="lobby"]')
    assert errors == []


def test_cancelling_asks_first_in_the_lobby_and_mid_game(page: Page, live_base: str) -> None:
    errors = console_errors(page)
    create_table(page, live_base, reference().id, "Ana", {})
    # Escape declines, focus starting on the safe choice; so does "Keep the table".
    page.click(key("cancel"))
    page.wait_for_selector("dialog[open]")
    assert page.evaluate("() => document.activeElement.dataset.key") == "confirm-no"
    shoot(page, "confirm-cancel")
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog", state="detached")
    confirm(page, key("cancel"), yes=False)
    page.wait_for_timeout(300)
    assert page.get_attribute("main", "data-status") == "lobby"
    # Keyboard only: Tab to "Yes", Enter.
    page.focus(key("cancel"))
    page.keyboard.press("Enter")
    page.wait_for_selector("dialog[open]")
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.dataset.key") == "confirm-yes"
    page.keyboard.press("Enter")
    page.wait_for_selector('main[data-status="cancelled"]')
    page.wait_for_selector("#result-heading")

    create_table(page, live_base, reference().id, "Ana", {})
    add_bots(page, "easy", reference().min_seats - 1)
    start(page)
    if page.get_attribute("main", "data-status") == "playing":
        confirm(page, key("cancel"), yes=False)
        assert page.get_attribute("main", "data-status") == "playing"
        confirm(page, key("cancel"), yes=True)
        page.wait_for_selector('main[data-status="cancelled"]')
        page.wait_for_selector("#result-heading")
    assert errors == []


def test_the_rules_panel_in_both_languages(browser: Browser, live_base: str) -> None:
    game = reference()
    seen = {}
    for lang in ("en", "es-ES"):
        page = new_page(browser, lang=lang)
        errors = console_errors(page)
        page.goto(f"{live_base}/play")
        page.wait_for_selector("#create-name")
        page.select_option("#create-game", game.id)
        page.click(key("start-rules"))
        page.wait_for_selector(f"dialog[open] {key('rules-body')}:not([aria-busy]) h3")
        heading = page.locator("#rules-heading").inner_text()
        assert heading.startswith("Rules" if lang == "en" else "Reglas") and game.title in heading
        seen[lang] = page.locator(key("rules-body")).inner_text()
        assert page.locator(f"{key('rules-body')} li").count() > 3
        shoot(page, "rules")
        page.keyboard.press("Escape")  # closes, back on the button
        page.wait_for_selector("dialog", state="detached")
        assert page.evaluate("() => document.activeElement.dataset.key") == "start-rules"
        # The lobby has the same button.
        create_table(page, live_base, game.id, "Ana", {})
        page.click(key("rules"))
        page.wait_for_selector(f"dialog[open] {key('rules-body')} h3")
        page.click(key("rules-close"))
        page.wait_for_selector("dialog", state="detached")
        assert errors == []
        page.context.close()
    assert seen["en"] != seen["es-ES"]  # the Spanish page, not the English one


def test_the_rules_are_shown_as_text_never_as_markup(page: Page, live_base: str) -> None:
    errors = console_errors(page)
    page.goto(f"{live_base}/play")
    page.wait_for_selector("#create-name")
    shown = page.evaluate(
        """async () => {
            const { markdown } = await import("/play/static/markdown.js");
            const box = document.createElement("div");
            const source = [
              "## A <b>title</b>", "", "Some **bold** and *this* <img src=x onerror=alert(1)>", "",
              "- one `<script>`", "  - nested", "", "| a | b |", "|---|---|", "| <i>1</i> | 2 |",
            ].join("\\n");
            box.append(...markdown(source, { headingShift: 1 }));
            return { html: box.innerHTML, images: box.querySelectorAll("img, b, i, script").length,
              tags: [...box.querySelectorAll("*")].map((n) => n.tagName.toLowerCase()) };
        }"""
    )
    assert shown["images"] == 0
    assert {"h3", "strong", "em", "ul", "li", "code", "table", "th", "td"} <= set(shown["tags"])
    assert "&lt;img" in shown["html"]
    assert errors == []
