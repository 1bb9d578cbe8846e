"""Driving the /play client like a person: by its controls' stable `data-key`s (so the same
steps work in Spanish and English), waiting for the screen's `data-version` to move on."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import httpx
from playwright.sync_api import ConsoleMessage, Page

from service.api.catalog import game_info
from service.games.base import AnyGame
from tests.gamepicks import reference

Options = dict[str, str | bool]


def key(name: str) -> str:
    return f'[data-key="{name}"]'


def create_table(page: Page, base: str, game: str, name: str, options: Options) -> str:
    """The start screen's form: game, name, options; answers the new table's code."""
    page.goto(f"{base}/play")
    page.select_option("#create-game", game)
    page.fill("#create-name", name)
    for option, value in options.items():
        field = page.locator(f"#create-{option}")
        if isinstance(value, bool):
            field.set_checked(value)
        elif field.evaluate("node => node.tagName") == "SELECT":
            field.select_option(value)
        else:
            field.fill(value)
    page.click(key("create-submit"))
    page.wait_for_url(f"{base}/play/*")
    page.wait_for_selector('main[data-status="lobby"]')
    return page.url.rsplit("/", 1)[1]


def version(page: Page) -> int:
    return int(page.get_attribute("main", "data-version") or 0)


def wait_newer(page: Page, before: int) -> None:
    """Until the screen shows a version past `before` (or an error)."""
    page.wait_for_function(
        f"() => Number(document.querySelector('main').dataset.version || 0) > {before}"
        " || document.querySelector('[role=alert]')"
    )


def click_and_wait(page: Page, selector: str) -> None:
    """Click, then wait until the table's version moved past the one shown before."""
    before = version(page)
    page.locator(selector).first.click()
    wait_newer(page, before)


def add_bots(page: Page, level: str, count: int) -> None:
    for _ in range(count):
        click_and_wait(page, key(f"add-{level}"))


def start(page: Page) -> None:
    click_and_wait(page, key("start"))
    page.wait_for_selector('main[data-status="playing"], main[data-status="finished"]')


def my_turn(page: Page) -> bool:
    return page.locator(".your-turn").count() > 0


def finished(page: Page) -> bool:
    return page.locator('main[data-status="finished"], main[data-status="cancelled"]').count() > 0


def play_to_result(
    page: Page, move: Callable[[Page], None], limit_s: float = 100, steps: int | None = None
) -> None:
    """Make a move whenever it is this seat's turn, until the result screen shows (or after
    `steps` calls of `move`, to look at a game in progress)."""
    give_up = time.monotonic() + limit_s
    while not finished(page):
        assert time.monotonic() < give_up, "the game did not finish in time"
        if steps is not None and steps <= 0:
            return
        if my_turn(page):
            move(page)
            steps = None if steps is None else steps - 1
        else:
            page.wait_for_timeout(50)
    page.wait_for_selector("#result-heading")


def card_game_move(page: Page) -> None:
    """A game with a hand of cards (moves.js): the first playable card, then the first place
    marked for it on the board (or the first of its moves listed under the hand, never
    resigning), else the first move that needs no card (draw, pass..., beside the hand)."""
    cards = page.locator("button.card-button.playable:enabled")
    if cards.count() and page.locator(".card-button.selected").count() == 0:
        cards.first.click()  # its places are marked on the board; the next call picks one
        return
    for moves in (
        ".moves-panel button.move:not(.danger)",
        ".board-area .target",
        "button.move:not(.danger)",
    ):
        if page.locator(moves).count():
            act_on(page, moves)
            return
    page.wait_for_timeout(50)


def act_on(page: Page, selector: str) -> None:
    """Click a control of the board: a move (wait for the version after it), or a step of one
    (a first place of two, a place of several moves: wait for what it offers next)."""
    before = version(page)
    page.locator(selector).first.click()
    page.wait_for_function(
        f"""() => {{
            const main = document.querySelector('main');
            if (main.getAttribute('aria-busy') === 'true') return false;
            return Number(main.dataset.version || 0) > {before}
                || document.querySelector('[role=alert], .board-area .target, .moves-panel .move');
        }}"""
    )


def axe_violations(page: Page, axe_source: str) -> list[str]:
    """axe-core's serious and critical violations on the screen as it is now."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(content=axe_source)
    found: list[str] = page.evaluate(
        """async () => {
            const result = await axe.run(document, { resultTypes: ["violations"] });
            return result.violations
                .filter((v) => v.impact === "serious" || v.impact === "critical")
                .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        }"""
    )
    return found


def console_errors(page: Page, expected: Callable[[str], bool] = lambda url: False) -> list[str]:
    """A list that fills with the page's console errors and uncaught exceptions from now on.
    `expected(url)`: a failed load of that address is the point of the test (a dead table's
    404), not an error of the page."""
    found: list[str] = []

    def on_console(message: ConsoleMessage) -> None:
        if message.type != "error":
            return
        url = message.location.get("url", "")
        if message.text.startswith("Failed to load resource") and expected(url):
            return
        found.append(f"{message.text} ({url})")

    page.on("console", on_console)
    page.on("pageerror", lambda error: found.append(f"uncaught: {error}"))
    return found


def confirm(page: Page, selector: str, yes: bool) -> None:
    """Click a control that asks first (a modal dialog); answer yes or no."""
    page.locator(selector).first.click()
    page.wait_for_selector("dialog[open]")
    page.click(key("confirm-yes" if yes else "confirm-no"))
    page.wait_for_selector("dialog", state="detached")


# Whether a character has a glyph in the page's fonts: drawn on a canvas in the page's font, a
# character no font has looks exactly like a private-use one (the fallback's missing-glyph box).
MISSING_GLYPHS = """(selector) => {
  const canvas = document.createElement("canvas");
  canvas.width = 64; canvas.height = 64;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  context.font = `40px ${getComputedStyle(document.body).fontFamily}`;
  const pixels = (text) => {
    context.clearRect(0, 0, 64, 64);
    context.fillText(text, 8, 48);
    return context.getImageData(0, 0, 64, 64).data.join(",");
  };
  const missing = pixels("\\uE000");
  const chars = new Set([...document.querySelector(selector).innerText]);
  const drawn = (ch) => ch.codePointAt(0) <= 0x7f || !ch.trim() || pixels(ch) !== missing;
  const found = [...chars].filter((ch) => !drawn(ch));
  return { found, selfCheck: pixels("\\uE001") === missing && pixels("A") !== missing };
}"""


def missing_glyphs(page: Page, selector: str = "main") -> list[str]:
    """The characters shown in `selector` that no font of the page can draw (an empty box)."""
    answer: dict[str, object] = page.evaluate(MISSING_GLYPHS, selector)
    assert answer["selfCheck"], "the missing-glyph check cannot tell a box from a letter here"
    found = answer["found"]
    assert isinstance(found, list)
    return [f"U+{ord(ch):04X} {ch}" for ch in found]


def join_by_api(base: str, code: str, name: str = "Bruno") -> dict[str, str]:
    """A second person joins the table over the API: their Authorization header."""
    joined = httpx.post(f"{base}/tables/{code}/join", json={"name": name})
    return {"Authorization": f"Bearer {joined.json()['token']}"}


def start_with_a_second_person(page: Page, base: str, code: str) -> dict[str, str]:
    """Bruno joins over the API and is connected (one read); the page's host starts the game.
    Answers Bruno's Authorization header."""
    bruno = join_by_api(base, code)
    httpx.get(f"{base}/tables/{code}", headers=bruno)  # Bruno is connected
    page.wait_for_selector('.seats li:has-text("Bruno")')
    start(page)
    return bruno


def log_has(page: Page, text: str) -> None:
    """Waits until a line of the table's log reads `text` exactly."""
    page.wait_for_function(
        "(text) => [...document.querySelectorAll('.events li')]"
        ".some((li) => li.textContent.trim() === text)",
        arg=text,
    )


def slowest_turns(game: AnyGame) -> dict[str, Any]:
    """Options giving `game`'s turns the longest time it allows: at the tests' time scale a
    seat that lets its turns run out twice plays by itself, and the game soon ends."""
    return {
        option.name: max(option.allowed)
        for option in game_info(game).options
        if option.name == "turn_seconds" and option.allowed
    }


def table_in_play(base: str, joined: list[str] | None = None) -> tuple[str, str]:
    """(code, host's token): the reference game between two people, started, its turns as
    long as the game allows; the other seats' tokens are added to `joined` if given."""
    game = reference()
    body = {"game": game.id, "host_name": "Ana", "options": slowest_turns(game)}
    created = httpx.post(f"{base}/tables", json=body)
    assert created.status_code == 201, created.text
    code, token = created.json()["code"], created.json()["token"]
    for number in range(1, game.min_seats):
        seated = httpx.post(f"{base}/tables/{code}/join", json={"name": f"Player {number}"})
        assert seated.status_code < 300, seated.text
        if joined is not None:
            joined.append(seated.json()["token"])
    started = httpx.post(
        f"{base}/tables/{code}/start", headers={"Authorization": f"Bearer {token}"}
    )
    assert started.status_code < 300, started.text
    return code, token


def open_as_seat(page: Page, base: str, code: str, token: str, script: str | None = None) -> None:
    """`page` at the table as the seat of `token` (this browser keeps it, as after joining),
    with `script` run before the page's own if given."""
    page.goto(f"{base}/play/config.json")
    page.evaluate(
        "([code, token]) => localStorage.setItem('tapete.tokens', JSON.stringify({[code]: token}))",
        [code, token],
    )
    if script is not None:
        page.add_init_script(script)
    page.goto(f"{base}/play/{code}")
