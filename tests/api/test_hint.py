"""Hints (GET /tables/{code}/hint), with the real Redis and real RQ workers: off unless the table
asked for them, never in a rated game, only for the caller's own pending decision; the answer
is a legal action `act` accepts, computed once per (table, version, seat) by a worker from the
seat's information only, and its key expires with the table. Games come from the registry."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from random import Random
from typing import Any

import msgspec
import pytest
import redis
from conftest import ROOT, worker_env
from litestar.testing import TestClient
from support import act, auth, view

from service.app import create_app
from service.core.settings import Settings
from service.games.base import AnyGame
from service.games.registry import GAMES
from service.storage.hints import hint_key
from service.storage.store import table_key
from service.tables.hints import hint_rng, suggest

EVERY_GAME = list(GAMES.values())
RATED_GAME = next(game for game in EVERY_GAME if game.spec.capabilities.rated_rules)


class FakeClock:
    """Moves `step` seconds each time it is read: a budget becomes a number of iterations."""

    def __init__(self, step: float = 0.01) -> None:
        self.now = 0.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def create(
    client: Any, game: AnyGame, hints: bool = True, credential: str | None = None, **body: Any
) -> tuple[str, str]:
    options = dict(game.spec.quick_options)
    options.update(body.pop("options", {}))
    request = {"game": game.id, "host_name": "Host", "options": options, "hints": hints, **body}
    headers = auth(credential) if credential else {}
    response = client.post("/tables", json=request, headers=headers)
    assert response.status_code == 201, response.text
    return response.json()["code"], response.json()["token"]


def started(
    client: Any,
    game: AnyGame,
    hints: bool = True,
    credentials: list[str] | None = None,
    **body: Any,
) -> tuple[str, dict[int, str]]:
    """A started game of humans only (the host plays): seat -> seat token."""
    credentials = credentials or []
    code, host = create(client, game, hints, credentials[0] if credentials else None, **body)
    tokens = [host]
    for n in range(1, game.min_seats):
        cred = credentials[n] if n < len(credentials) else None
        joined = client.post(
            f"/tables/{code}/join", json={"name": f"P{n}"}, headers=auth(cred) if cred else {}
        )
        assert joined.status_code == 201, joined.text
        tokens.append(joined.json()["token"])
    response = client.post(f"/tables/{code}/start", headers=auth(host))
    assert response.status_code == 200, response.text
    return code, {view(client, code, token)["you"]["seat"]: token for token in tokens}


def ask(client: Any, code: str, token: str | None) -> Any:
    return client.get(f"/tables/{code}/hint", headers=auth(token) if token else {})


def hint_of(client: Any, code: str, token: str, timeout: float = 60) -> Any:
    """Ask as a client following Retry-After would: a worker still starting answers 503."""
    deadline = time.monotonic() + timeout
    while True:
        response = ask(client, code, token)
        if response.status_code != 503 or time.monotonic() > deadline:
            return response
        time.sleep(int(response.headers["Retry-After"]))


def problem(response: Any, status: int, code: str) -> None:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["code"] == code


def to_act(client: Any, code: str, tokens: dict[int, str]) -> list[int]:
    seats: list[int] = view(client, code, tokens[min(tokens)])["to_act"]
    return seats


def test_hints_are_off_unless_the_table_asked(client: Any) -> None:
    game = EVERY_GAME[0]
    code, tokens = started(client, game, hints=False)
    assert view(client, code, tokens[0])["hints"] is False
    for seat in to_act(client, code, tokens):
        problem(ask(client, code, tokens[seat]), 403, "hints_disabled")


def test_no_hints_in_a_rated_game(client: Any) -> None:
    players = [
        client.post("/players", json={"name": f"R{n}"}).json()["token"]
        for n in range(RATED_GAME.min_seats)
    ]
    fields = {field.name for field in msgspec.structs.fields(RATED_GAME.Options)}
    options = {"rated": True} if "rated" in fields else {}
    code, tokens = started(client, RATED_GAME, credentials=players, options=options)
    table = view(client, code, tokens[0])
    assert table["rated"] is True and table["hints"] is True
    for seat in to_act(client, code, tokens):
        problem(ask(client, code, tokens[seat]), 403, "hints_not_allowed_rated")


@pytest.mark.parametrize("game", EVERY_GAME, ids=[game.id for game in EVERY_GAME])
def test_a_hint_is_a_legal_action_that_act_accepts(client: Any, worker: Any, game: Any) -> None:
    code, tokens = started(client, game)
    seat = to_act(client, code, tokens)[0]
    response = hint_of(client, code, tokens[seat])
    assert response.status_code == 200, response.text
    hint = response.json()
    version = view(client, code, tokens[seat])["version"]
    assert hint["version"] == version and hint["seat"] == seat
    assert hint["budget_ms"] > 0
    assert hint["action"]["type"].startswith(f"{game.id}.")
    played = act(client, code, tokens[seat], hint["action"], expected_version=version)
    assert played.status_code == 200, played.text


def test_not_your_turn_spectators_and_strangers(client: Any, worker: Any) -> None:
    for game in EVERY_GAME:
        code, tokens = started(client, game)
        waiting = [seat for seat in tokens if seat not in to_act(client, code, tokens)]
        if waiting:
            break
    else:
        pytest.skip("every registered game starts with every seat to act")
    problem(ask(client, code, tokens[waiting[0]]), 409, "not_your_turn")
    problem(ask(client, code, None), 401, "unauthorized")
    problem(ask(client, code, "not-a-token-of-this-table"), 401, "unauthorized")
    problem(client.get("/tables/ZZZZZZ/hint", headers=auth(tokens[0])), 404, "table_not_found")


def test_a_lobby_has_no_hint_and_an_observing_host_cannot_ask(client: Any) -> None:
    game = EVERY_GAME[0]
    code, host = create(client, game, host_plays=False)
    problem(ask(client, code, host), 409, "wrong_table_status")
    for n in range(game.min_seats):
        joined = client.post(f"/tables/{code}/join", json={"name": f"P{n}"})
        assert joined.status_code == 201, joined.text
    assert client.post(f"/tables/{code}/start", headers=auth(host)).status_code == 200
    problem(ask(client, code, host), 403, "not_seated")


@pytest.mark.parametrize("game", EVERY_GAME, ids=[game.id for game in EVERY_GAME])
def test_a_hint_never_depends_on_the_hidden_cards(game: Any) -> None:
    """Two positions the seat cannot tell apart (the hidden cards dealt again) get the same
    hint: it is computed from resampled states only (same stream, same fake clock)."""
    rng = Random(f"hint/{game.id}")
    for n in range(5):
        state = game.setup(game.Options(), game.min_seats, rng)
        seat = min(game.to_act(state))
        other = game.resample(state, seat, Random(1000 + n))
        hints = [
            msgspec.msgpack.encode(
                suggest(game, position, seat, hint_rng(b"seed", n, seat), 0.08, FakeClock())
            )
            for position in (state, other)
        ]
        assert hints[0] == hints[1]


# --- one computation per (table, version, seat), and its key expires with the table --------


def spawn_worker(settings: Settings, **env: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "workers.main"], cwd=ROOT, env={**worker_env(settings), **env}
    )


def stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


@pytest.fixture()
def own_queue(settings: Settings) -> Iterator[tuple[Any, Settings]]:
    """An API on a queue no worker serves yet, turns at their real length (no timeout fires
    while the requests wait)."""
    own = msgspec.structs.replace(
        settings, queue_name=settings.queue_name + "-hint", time_scale=1.0
    )
    with TestClient(app=create_app(own)) as client:
        yield client, own


def test_one_job_per_hint_and_a_busy_worker_is_a_503(
    own_queue: tuple[Any, Settings], redis_client: redis.Redis
) -> None:
    client, own = own_queue
    code, tokens = started(client, EVERY_GAME[0])
    seat = to_act(client, code, tokens)[0]
    queued = f"rq:queue:{own.queue_name}"
    for _ in range(2):
        waiting = ask(client, code, tokens[seat])
        problem(waiting, 503, "hint_pending")
        assert int(waiting.headers["Retry-After"]) >= 1
        assert redis_client.llen(queued) == 1  # asked once, not once per request
    worker = spawn_worker(own)
    try:
        answers = [hint_of(client, code, tokens[seat]) for _ in range(2)]
    finally:
        stop(worker)
    assert [answer.status_code for answer in answers] == [200, 200], answers[0].text
    assert answers[0].content == answers[1].content
    assert redis_client.llen(queued) == 0


def test_the_hint_key_expires_with_the_table(settings: Settings, redis_client: redis.Redis) -> None:
    short = msgspec.structs.replace(
        settings,
        queue_name=settings.queue_name + "-hint-ttl",
        idle_ttl_seconds=5,
        finished_ttl_seconds=1,
    )
    worker = spawn_worker(short, TAPETE_IDLE_TTL_SECONDS="5", TAPETE_FINISHED_TTL_SECONDS="1")
    try:
        with TestClient(app=create_app(short)) as client:
            code, tokens = started(client, EVERY_GAME[0])
            seat = to_act(client, code, tokens)[0]
            response = hint_of(client, code, tokens[seat])
            assert response.status_code == 200, response.text
            key = hint_key(code, response.json()["version"], seat)
            assert 0 < redis_client.pttl(key) <= 1000  # at most the table's TTL once finished
            assert redis_client.pttl(key) <= redis_client.pttl(table_key(code))
            host = tokens[max(tokens)]  # the playing host takes the last seat
            assert client.post(f"/tables/{code}/cancel", headers=auth(host)).status_code == 200
            time.sleep(1.3)
            assert not redis_client.exists(key) and not redis_client.exists(table_key(code))
    finally:
        stop(worker)
