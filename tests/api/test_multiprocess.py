"""Several API processes serve the same tables: two uvicorn processes on two ports with every
request alternating between them (full games, a long-poll parked on one woken by a move on the
other), and `uvicorn --workers 2` sharing one port."""

from __future__ import annotations

import itertools
import subprocess
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
import pytest
from processes import api_env
from servers import running_api
from support import (
    add_bot,
    create_table,
    join,
    move_wakes_parked_poll,
    play_out,
    start,
)

from service.core.settings import Settings

ROUNDS = {2: 20, 3: 15, 4: 12, 5: 10}


class Alternating:
    """An HTTP client whose every request goes to the next server in turn."""

    def __init__(self, bases: list[str]) -> None:
        self.clients = [httpx.Client(base_url=base, timeout=15) for base in bases]
        self.turn = itertools.cycle(range(len(bases)))
        self.sent = [0] * len(bases)

    def request(self, method: str, url: str, **kwargs: Any) -> httpx.Response:
        index = next(self.turn)
        self.sent[index] += 1
        return self.clients[index].request(method, url, **kwargs)

    def get(self, url: str, **kwargs: Any) -> httpx.Response:
        return self.request("GET", url, **kwargs)

    def post(self, url: str, **kwargs: Any) -> httpx.Response:
        return self.request("POST", url, **kwargs)

    def close(self) -> None:
        for client in self.clients:
            client.close()


@pytest.fixture(scope="module")
def two_apis(settings: Settings, worker: subprocess.Popen[bytes]) -> Iterator[list[str]]:
    with running_api(api_env(settings)) as first, running_api(api_env(settings)) as second:
        yield [first, second]


def play_game(client: Any, seats: int, bots: int) -> dict[str, Any]:
    """A game of the reference game with `seats` played to the end: bots take the first
    seats, joined humans the next ones, the host the last."""
    code, host = create_table(client)
    tokens = {}
    for seat in range(seats - 1):
        if seat < bots:
            add_bot(client, code, host, "easy")
        else:
            tokens[seat] = join(client, code, f"Player {seat}")
    tokens[seats - 1] = host
    start(client, code, host)
    return play_out(client, code, tokens, timeout=60)


def play_alternating(bases: list[str], seats: int, bots: int) -> tuple[dict[str, Any], list[int]]:
    """(finished table, requests each server answered)."""
    client = Alternating(bases)
    try:
        return play_game(client, seats, bots), client.sent
    finally:
        client.close()


def test_full_games_with_every_request_alternating_between_two_processes(
    two_apis: list[str],
) -> None:
    games = [(2, 1), (3, 0), (4, 2), (5, 2)]
    with ThreadPoolExecutor(len(games)) as pool:
        results = list(pool.map(lambda game: play_alternating(two_apis, *game), games))
    for (seats, _), (table, sent) in zip(games, results, strict=True):
        assert table["status"] == "finished", table
        assert len(table["seats"]) == seats
        assert sum(table["game_view"]["scores"]) == seats * ROUNDS[seats]
        assert abs(sent[0] - sent[1]) <= 1 and min(sent) > 20, sent


def test_a_long_poll_parked_on_one_process_wakes_on_a_move_made_on_the_other(
    two_apis: list[str],
) -> None:
    first, second = (httpx.Client(base_url=base, timeout=15) for base in two_apis)
    with first, second:
        code, host = create_table(first, turn_seconds=60)
        guest = join(second, code, "Guest")
        start(first, code, host)
        _, _, response, woken = move_wakes_parked_poll(first, second, code, host, guest)
        assert woken.status_code == 200
        assert woken.json()["version"] == response.json()["version"]


def test_uvicorn_workers_sharing_one_port_serve_the_same_tables(
    settings: Settings, worker: subprocess.Popen[bytes]
) -> None:
    """A new connection per request, so the kernel spreads them over both processes."""
    no_keepalive = httpx.Limits(max_keepalive_connections=0)
    with (
        running_api(api_env(settings), "--workers", "2") as base,
        httpx.Client(base_url=base, timeout=15, limits=no_keepalive) as client,
    ):
        finished = play_game(client, 3, 1)
    assert finished["status"] == "finished", finished
    assert sum(finished["game_view"]["scores"]) == 3 * ROUNDS[3]
