"""A person plays a whole TRES game in Chromium against a bot through /play, to the result
screen; axe-core finds no serious or critical violation on the way. Run by
tests/web/test_games_in_the_browser.py, with tests/web's Chromium and live server."""

from __future__ import annotations

from playwright.sync_api import Page, Response

from tests.web.conftest import shoot
from tests.web.play import (
    add_bots,
    axe_violations,
    card_game_move,
    click_and_wait,
    create_table,
    finished,
    key,
    my_turn,
    play_to_result,
    start,
    version,
)


def tres_move(page: Page) -> None:
    """A -4 answer picks cards in order; else a card game's move, on the board."""
    if page.locator(key("return-cards")).count():
        for pick in page.locator('[data-key^="pick-"]').all():
            if page.locator(key("return-cards")).is_enabled():
                break
            pick.click()
        click_and_wait(page, key("return-cards"))
        return
    card_game_move(page)  # on a place of both, the announced play is the first offered


def test_a_person_plays_a_whole_tres_game_against_a_bot(
    page: Page, live_base: str, axe_source: str
) -> None:
    create_table(page, live_base, "tres", "Ana", {"turn_seconds": "60"})
    add_bots(page, "easy", 1)
    start(page)
    page.wait_for_selector("#board-heading")
    assert page.locator(".tres-cell").count() == 9
    page.wait_for_selector(".your-turn")
    page.locator("button.card-button.playable").first.click()  # its places are marked
    page.wait_for_selector(".board-area .target, .moves-panel button.move")
    assert axe_violations(page, axe_source) == []
    shoot(page, "tres")
    play_to_result(page, tres_move)
    assert page.locator(".reason").inner_text()
    assert axe_violations(page, axe_source) == []


def test_a_turn_the_stream_brings_is_played_without_listing_the_actions_or_reading_events(
    page: Page, live_base: str
) -> None:
    """The table screen follows with `actions=true`: when the bot's move comes by the stream
    and makes it Ana's turn, her moves come with that view, so the screen shows them without
    asking GET .../actions, and the log takes the events the stream brought with it rather
    than GET .../events (`main[data-actions-from]`, `main[data-events-from]` say where they
    came from; issue #38)."""
    answered: set[tuple[str, int]] = set()  # (table, version) a request of hers answered with
    streamed: list[str] = []  # the stream requests' query strings

    def seen(response: Response) -> None:
        url = response.url.split("?")[0]
        if response.request.method == "GET" and url.endswith("/stream"):
            streamed.append(response.url.partition("?")[2])
        # A view a request brought: her moves' and the start's answers, and the lobby's
        # long-poll (GET /tables/{code}), which may still be parked when the game starts and
        # bring its first versions (a long-poll carries no actions: the screen lists them).
        asked = response.request.method == "POST" or url.count("/") == 4
        if asked and "/tables/" in url and response.ok:
            body = response.json()
            if isinstance(body, dict) and isinstance(body.get("version"), int):
                answered.add((url.split("/tables/")[1].split("/")[0], body["version"]))

    page.on("response", seen)
    # Where Ana's moves came from at each turn none of her requests but the stream brought.
    # Told by version rather than by order: a quick bot's move can reach the screen before
    # the test reads the version Ana's move showed.
    sources: list[tuple[str, int, str | None, str | None]] = []
    for _ in range(5):  # a game may end in a move or two (a line at once): then another
        code = create_table(page, live_base, "tres", "Ana", {"turn_seconds": "60"})
        add_bots(page, "easy", 1)
        start(page)
        for _ in range(400):
            if finished(page) or len(sources) >= 4:
                break
            if my_turn(page):
                if (code, version(page)) not in answered:
                    actions_from = page.get_attribute("main", "data-actions-from")
                    events_from = page.get_attribute("main", "data-events-from")
                    sources.append((code, version(page), actions_from, events_from))
                tres_move(page)
            else:
                page.wait_for_timeout(50)
        if sources:
            break
    assert sources, "the bot never handed Ana the turn in five games"
    assert streamed and all("actions=true" in query for query in streamed), streamed
    assert all(actions == events == "stream" for _, _, actions, events in sources), sources
