"""Small HTTP helpers for the API tests."""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
import msgspec
import redis
from eventually import eventually
from msgspec.structs import replace

from service.games.registry import GAMES
from service.storage.store import table_key
from service.tables.models import Table
from tests.gamepicks import reference

Client = Any
REFERENCE = reference()  # the game of the tables these helpers create


def table_options() -> dict[str, Any]:
    """The options the reference game's own tests ask shared tables to use
    (`tests/games/<id>/http_table.py`: e.g. no pause between rounds), else none."""
    try:
        module = importlib.import_module(f"tests.games.{REFERENCE.id}.http_table")
    except ModuleNotFoundError:
        return {}
    return dict(module.OPTIONS)


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def create_table(client: Client, host_plays: bool = True, **options: Any) -> tuple[str, str]:
    """A table of the reference game, with its tests' options unless asked otherwise."""
    options = {**table_options(), **options}
    body = {"game": REFERENCE.id, "host_name": "Host", "host_plays": host_plays, "options": options}
    response = client.post("/tables", json=body)
    assert response.status_code == 201, response.text
    return response.json()["code"], response.json()["token"]


def join(client: Client, code: str, name: str) -> str:
    response = client.post(f"/tables/{code}/join", json={"name": name})
    assert response.status_code == 201, response.text
    token: str = response.json()["token"]
    return token


def add_bot(client: Client, code: str, host: str, level: str = "easy") -> dict[str, Any]:
    response = client.post(f"/tables/{code}/bots", json={"level": level}, headers=auth(host))
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


def start(client: Client, code: str, host: str) -> dict[str, Any]:
    response = client.post(f"/tables/{code}/start", headers=auth(host))
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def view(client: Client, code: str, token: str | None = None) -> dict[str, Any]:
    response = client.get(f"/tables/{code}", headers=auth(token) if token else {})
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def legal(client: Client, code: str, token: str) -> list[dict[str, Any]]:
    response = client.get(f"/tables/{code}/actions", headers=auth(token))
    assert response.status_code == 200, response.text
    actions: list[dict[str, Any]] = response.json()["actions"]
    return actions


def act(client: Client, code: str, token: str, action: dict[str, Any], **extra: Any) -> Any:
    return client.post(
        f"/tables/{code}/actions", json={"action": action, **extra}, headers=auth(token)
    )


def complete_action(actions: list[dict[str, Any]]) -> dict[str, Any]:
    """A legal action that finishes the seat's turn: the first listed one a bot would send
    (games list complete turns first; the spec's `bots.never` names the partial ones and
    resigning, `out_of_turn` too)."""
    game = GAMES[actions[0]["type"].split(".")[0]]
    skipped = game.spec.bots.never | game.spec.out_of_turn
    return next((action for action in actions if action["type"] not in skipped), actions[0])


Chooser = Callable[[int, dict[str, Any], list[dict[str, Any]]], dict[str, Any]]


def first_complete(seat: int, game_view: dict[str, Any], actions: list[dict[str, Any]]) -> Any:
    return complete_action(actions)


def play_out(
    client: Client,
    code: str,
    tokens: dict[int, str],
    timeout: float = 120,
    choose: Chooser = first_complete,
    after_move: Callable[[], None] | None = None,
) -> dict[str, Any]:
    """Scripted seats answer every pending decision in `to_act` with `choose(seat, its game
    view, its legal actions)`; bots are left to the worker. `after_move` runs after each
    scripted move (leak checks)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        table = view(client, code, next(iter(tokens.values())))
        if table["status"] != "playing":
            return table
        due = [seat for seat in table["to_act"] if seat in tokens]
        if not due:
            client.get(f"/tables/{code}", params={"since": table["version"], "wait": 2})
            continue
        for seat in due:
            actions = legal(client, code, tokens[seat])
            if not actions:
                continue
            game = view(client, code, tokens[seat])["game_view"]
            response = act(client, code, tokens[seat], choose(seat, game, actions))
            assert response.status_code in (200, 409), response.text
            if after_move is not None:
                after_move()
    raise AssertionError(f"table {code} did not finish in {timeout} s")


def ended(client: Client, code: str, *tokens: str) -> dict[str, Any] | None:
    """The table once it is no longer playing, else None: a check for `eventually`. Each
    token polls (those seats stay present; none acts); with none, a spectator does. Any poll
    applies what is overdue. The view returned is the first token's."""
    tables = [view(client, code, token) for token in tokens or (None,)]
    return tables[0] if tables[0]["status"] != "playing" else None


def stable(table: dict[str, Any]) -> dict[str, Any]:
    """A view without what changes with the clock alone (seconds left, presence)."""
    deadlines = [{k: v for k, v in d.items() if k != "seconds_left"} for d in table["deadlines"]]
    seats = [{k: v for k, v in seat.items() if k != "connected"} for seat in table["seats"]]
    clocks = [{k: v for k, v in c.items() if k != "seconds_left"} for c in table.get("clocks", [])]
    return {**table, "deadlines": deadlines, "seats": seats, "clocks": clocks}


def waiting_on(client: Client, code: str) -> int:
    """How many long-polls and streams wait on the table in an in-process app (a TestClient's):
    its notifier's waiters, registered before reading the version they wait past, so a move
    from then on wakes them. A check for `eventually`, in place of sleeping "long enough"."""
    return len(client.app.state.notifier.waiters.get(code, {}))


def parked_polls(base_url: str) -> int:
    """How many long-polls a served API process (another process) has parked: its
    `tapete_parked_long_polls` gauge. A check for `eventually`, where `waiting_on` cannot look."""
    text = httpx.get(f"{base_url}/metrics", timeout=5).text
    for line in text.splitlines():
        if line.startswith("tapete_parked_long_polls "):
            return int(float(line.split()[1]))
    return 0


def move_wakes_parked_poll(
    watcher_client: Client, mover_client: Client, code: str, host: str, guest: str
) -> tuple[dict[str, Any], str, Any, Any]:
    """A started two-seat table: the seat not on turn parks a long-poll through
    `watcher_client`, the other moves through `mover_client`. Returns (the table before, the
    watcher's token, the move's response, the long-poll's response); asserts the poll woke on
    the move, not on its wait running out."""
    table = view(mover_client, code, guest)
    mover = {0: guest, 1: host}[table["to_act"][0]]
    watcher = host if mover == guest else guest
    with ThreadPoolExecutor(1) as pool:
        began = time.monotonic()
        parked = pool.submit(
            watcher_client.get,
            f"/tables/{code}",
            params={"since": table["version"], "wait": 10},
            headers=auth(watcher),
        )
        if hasattr(watcher_client, "app"):  # in this process: its notifier shows the waiter
            eventually(lambda: waiting_on(watcher_client, code), timeout=5, what="a parked poll")
        else:  # a server in another process: its gauge of parked long-polls
            base = str(watcher_client.base_url).rstrip("/")
            eventually(lambda: parked_polls(base) >= 1, timeout=5, what="a parked poll")
        assert not parked.done()
        move = complete_action(legal(mover_client, code, mover))
        response = act(mover_client, code, mover, move, expected_version=table["version"])
        assert response.status_code == 200, response.text
        woken = parked.result(timeout=5)
    assert time.monotonic() - began < 2, "woken by the move, not by the wait running out"
    return table, watcher, response, woken


def save_staged(redis_client: redis.Redis, table: Table) -> Table:
    """Write a table a test arranged straight into the store, as the next version (its record
    and its version together): whatever read it before, such as an API process's recent read
    (service/tables/recent.py), is then refused by the compare-and-set and reads again, as
    after any change. Written under the same version, a move could be applied to the read
    from before the staging and overwrite it."""
    staged = replace(table, version=table.version + 1)
    record = {"v": staged.version, "d": msgspec.msgpack.encode(staged)}
    redis_client.hset(table_key(table.code), mapping=record)
    return staged


def assert_storage_unavailable(response: Any) -> None:
    """A Redis outage's answer: 503 problem+json `storage_unavailable` with Retry-After."""
    assert response.status_code == 503, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["code"] == "storage_unavailable"
    assert int(response.headers["retry-after"]) > 0
