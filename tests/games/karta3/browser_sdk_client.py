"""The client talks to the API through the TypeScript SDK: the lobby long-polls, the game is
followed through the push stream read with the seat's bearer token (EventSource cannot send
one), and moves go out with an idempotency key."""

from __future__ import annotations

from eventually import eventually
from playwright.sync_api import Page, Request

from tests.games.karta3.browser_play import karta3_move
from tests.web.play import add_bots, create_table, play_to_result, start

OPTIONS = {"deck": '"magical_creatures"', "turn_seconds": "60", "review_seconds": "1"}


def path_of(request: Request) -> str:
    return request.url.split("?")[0]


def test_a_seat_follows_the_game_through_the_stream_and_moves_with_idempotency_keys(
    page: Page, live_base: str
) -> None:
    sent: list[Request] = []
    page.on("request", lambda request: sent.append(request))
    create_table(page, live_base, "karta3", "Ana", OPTIONS)
    add_bots(page, "easy", 2)
    start(page)
    play_to_result(page, karta3_move, steps=2)
    # The stream opens once the game has begun. The page's own wait between checks lets
    # Playwright deliver the request events that fill `sent`.
    eventually(
        lambda: [r for r in sent if path_of(r).endswith("/stream")],
        timeout=60,
        what="the event stream's request",
        pause=lambda seconds: page.wait_for_timeout(seconds * 1000),
    )

    stream = next(r for r in sent if path_of(r).endswith("/stream"))
    assert stream.headers.get("authorization", "").startswith("Bearer ")
    assert stream.headers.get("accept") == "text/event-stream"
    opened = sent.index(stream)
    assert [r for r in sent[:opened] if "wait=4" in r.url]  # the lobby's long-poll
    assert not [r for r in sent[opened:] if "wait=10" in r.url]  # no fallback: the stream works
    moves = [r for r in sent if r.method == "POST" and path_of(r).endswith("/actions")]
    assert moves and all(r.headers.get("idempotency-key") for r in moves)
    assert all(r.headers.get("authorization", "").startswith("Bearer ") for r in moves)
