"""The fast path of the hot operations (service/http/fast_path.py) answers exactly as Litestar:
the same requests, sent to an app with it and to one without (TAPETE_FAST_PATH=0) on the same
Redis and the same table, get the same status, headers and body, for answers and for every
kind of error; requests it is not sure of reach Litestar; and each hot operation is compiled
from its handler's declaration (a change there that it cannot check keeps the operation on
Litestar's path, and this test says so)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
import redis
from litestar.testing import TestClient
from support import (
    REFERENCE,
    auth,
    complete_action,
    create_table,
    join,
    legal,
    start,
    table_options,
    view,
)

from service.app import create_app
from service.core.settings import Settings
from service.http.fast_path import fast_path_middleware, hot_routes
from service.http.requests_log import request_middleware
from service.storage.store import table_keys

# The operations that declare an answer for the fast path (opt[HOT] on their routes).
HOT_OPERATIONS = {
    "getTable",
    "listActions",
    "act",
    "startTable",
    "createTable",
    "joinTable",
    "getTableChat",
    "getNotifications",
}

ISO_TIME = re.compile(rb'"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)?"')
SECONDS_LEFT = re.compile(rb'"seconds_left":[0-9.]+')


@pytest.fixture()
def clients(settings: Settings) -> Iterator[tuple[Any, Any]]:
    fast = create_app(settings, enqueue_bots=False)
    plain = create_app(msgspec.structs.replace(settings, fast_path=False), enqueue_bots=False)
    with TestClient(app=fast) as with_fast, TestClient(app=plain) as without:
        yield with_fast, without


def comparable(response: Any) -> tuple[int, list[tuple[str, str]], bytes]:
    """Status, headers (the request id aside: new per request) and body (times aside: the
    two answers are a few milliseconds apart)."""
    headers = sorted((k, v) for k, v in response.headers.items() if k != "x-request-id")
    body = SECONDS_LEFT.sub(b'"seconds_left":0', ISO_TIME.sub(b'"T"', response.content))
    if body != response.content:  # a time changed the length
        headers = [(k, "*" if k == "content-length" else v) for k, v in headers]
    return response.status_code, headers, body


def same(fast: Any, plain: Any, method: str, path: str, **options: Any) -> Any:
    first = fast.request(method, path, **options)
    second = plain.request(method, path, **options)
    assert comparable(first) == comparable(second), (method, path, options)
    return first


@pytest.fixture()
def table(clients: tuple[Any, Any]) -> dict[str, Any]:
    fast, _ = clients
    code, host = create_table(fast)
    guest = join(fast, code, "Guest")
    start(fast, code, host)
    seats = {view(fast, code, token)["you"]["seat"]: token for token in (host, guest)}
    mover = seats[view(fast, code, host)["to_act"][0]]
    waiting = next(token for token in seats.values() if token != mover)
    return {"code": code, "host": host, "mover": mover, "waiting": waiting}


def test_every_hot_operation_is_compiled_from_its_declaration(settings: Settings) -> None:
    routes = hot_routes(create_app(settings))
    assert {route.operation for route in routes.values()} == HOT_OPERATIONS
    for handler, route in routes.items():  # the credential: the route's own provider
        assert route.provided is not None, route.operation
        provided = route.provided
        assert provided.call is handler.resolve_dependencies()[provided.name].dependency


def test_polls_answer_the_same_both_ways(clients: tuple[Any, Any], table: dict[str, Any]) -> None:
    fast, plain = clients
    code, host = table["code"], table["host"]
    path = f"/tables/{code}"
    tag = same(fast, plain, "GET", path, headers=auth(host)).headers["etag"]
    for headers in [
        {},
        auth(host),
        auth(table["mover"]),
        {**auth(host), "If-None-Match": tag},
        {**auth(host), "If-None-Match": tag.removeprefix("W/")},
        {**auth(host), "If-None-Match": f'"other", {tag}'},
        {**auth(host), "If-None-Match": "*"},
        {**auth(host), "If-None-Match": '"nope"'},
        {**auth(host), "If-None-Match": "garbage"},
        {**auth(host), "If-None-Match": "x" * 257},
        {"Authorization": "Basic abc"},
        {"Authorization": "Bearer "},
        {"Authorization": "Bearer " + "x" * 600},
        {"Authorization": "Bearer not-a-token"},
    ]:
        same(fast, plain, "GET", path, headers=headers)
    for query in [
        "since=0",
        "since=0&wait=0",
        "wait=0&since=999999",
        "since=-1",
        "since=abc",
        "since=9007199254740993",
        "wait=31",
        "wait=1.5",
        "since=1&since=2",
        "since=%31",
        "unknown=1",
        "since",
    ]:
        same(fast, plain, "GET", f"{path}?{query}", headers=auth(host))
    for other in [
        "/tables/ZZZZZZ",
        f"/tables/{code.lower()}",
        f"/tables/{code}/",
        "/tables/" + "A" * 17,
        f"/tables/{code}/unknown",
    ]:
        same(fast, plain, "GET", other, headers=auth(host))


def test_legal_actions_answer_the_same_both_ways(
    clients: tuple[Any, Any], table: dict[str, Any]
) -> None:
    fast, plain = clients
    path = f"/tables/{table['code']}/actions"
    for headers in [
        auth(table["mover"]),
        auth(table["waiting"]),
        {},
        {"Authorization": "Bearer wrong"},
        {"Authorization": "Token x"},
    ]:
        same(fast, plain, "GET", path, headers=headers)


def test_errors_of_a_move_answer_the_same_both_ways(
    clients: tuple[Any, Any], table: dict[str, Any]
) -> None:
    fast, plain = clients
    code, mover = table["code"], table["mover"]
    path = f"/tables/{code}/actions"
    version = view(fast, code, mover)["version"]
    move = complete_action(legal(fast, code, mover))
    headers = auth(mover)
    for options in [
        {"json": {"action": move}, "headers": auth(table["waiting"])},  # not your turn
        {"json": {"action": move}},  # a spectator
        {"json": {"action": move}, "headers": {"Authorization": "Bearer wrong"}},
        {"json": {"action": move, "expected_version": version + 5}, "headers": headers},
        {"json": {"action": {"type": "nope"}}, "headers": headers},
        {"json": {"action": move, "extra": 1}, "headers": headers},
        {"json": [], "headers": headers},
        {"content": b"{not json", "headers": {**headers, "Content-Type": "application/json"}},
        {"content": b"{}", "headers": {**headers, "Content-Type": "text/plain"}},
        {"content": b"{}", "headers": headers},  # no content type
        {"content": b"x" * 70_000, "headers": {**headers, "Content-Type": "application/json"}},
        {"json": {"action": move}, "headers": {**headers, "Idempotency-Key": ""}},
        {"json": {"action": move}, "headers": {**headers, "Idempotency-Key": "k" * 129}},
        # the body before the credential, both ways (docs/api.md, "Tokens and roles")
        {"content": b"{not json", "headers": {"Content-Type": "application/json"}},
        {"content": b"{}", "headers": {"Content-Type": "text/plain"}},
        {"json": [], "headers": {"Authorization": "Token x"}},
    ]:
        same(fast, plain, "POST", path, **options)
    same(fast, plain, "POST", "/tables/ZZZZZZ/actions", json={"action": move}, headers=headers)
    assert view(fast, code, mover)["version"] == version  # none of them changed the table


def test_a_move_and_its_retry_answer_the_same_both_ways(
    clients: tuple[Any, Any], table: dict[str, Any], redis_client: redis.Redis
) -> None:
    """The same move from the same stored table, once each way (the table put back between
    them), then a retry of each with its Idempotency-Key."""
    fast, plain = clients
    code, mover = table["code"], table["mover"]
    move = complete_action(legal(fast, code, mover))
    keys = [key for key in table_keys(code) if redis_client.exists(key)]
    saved = {key: (redis_client.dump(key), redis_client.pttl(key)) for key in keys}
    options = {"json": {"action": move}, "headers": {**auth(mover), "Idempotency-Key": "m1"}}
    first = fast.post(f"/tables/{code}/actions", **options)
    for key, (dumped, ttl) in saved.items():
        redis_client.restore(key, ttl, dumped, replace=True)
    second = plain.post(f"/tables/{code}/actions", **options)
    assert first.status_code == 200
    assert comparable(first) == comparable(second)
    retried = same(fast, plain, "POST", f"/tables/{code}/actions", **options)
    assert comparable(retried) == comparable(second)


def test_a_start_and_its_errors_answer_the_same_both_ways(
    clients: tuple[Any, Any], redis_client: redis.Redis
) -> None:
    """The same lobby started once each way (put back between them), then the errors."""
    fast, plain = clients
    code, host = create_table(fast)
    guest = join(fast, code, "Guest")
    keys = [key for key in table_keys(code) if redis_client.exists(key)]
    saved = {key: (redis_client.dump(key), redis_client.pttl(key)) for key in keys}
    path = f"/tables/{code}/start"
    for headers in [{}, auth(guest), {"Authorization": "Bearer wrong"}, {"Authorization": "x"}]:
        same(fast, plain, "POST", path, headers=headers)
    first = fast.post(path, headers=auth(host))
    for key, (dumped, ttl) in saved.items():
        redis_client.restore(key, ttl, dumped, replace=True)
    second = plain.post(path, headers=auth(host))
    assert first.status_code == 200, first.text
    assert comparable(first) == comparable(second)
    same(fast, plain, "POST", path, headers=auth(host))  # started already: 409
    same(fast, plain, "POST", "/tables/ZZZZZZ/start", headers=auth(host))


def without_new_secrets(response: Any) -> tuple[int, list[tuple[str, str]], bytes]:
    """`comparable`, with the new table's code and the new seat's token (random: each side
    makes its own) put as placeholders of the same length."""
    status, headers, body = comparable(response)
    if status == 201:
        made = response.json()
        for secret in (made["code"], made["token"]):
            body = body.replace(secret.encode(), b"x" * len(secret))
    return status, headers, body


def same_but_new(fast: Any, plain: Any, method: str, path: str, **options: Any) -> Any:
    first = fast.request(method, path, **options)
    second = plain.request(method, path, **options)
    assert without_new_secrets(first) == without_new_secrets(second), (method, path, options)
    return first


def player_token(client: Any, name: str) -> str:
    created = client.post("/players", json={"name": name})
    assert created.status_code == 201, created.text
    token: str = created.json()["token"]
    return token


def test_creating_a_table_answers_the_same_both_ways(clients: tuple[Any, Any]) -> None:
    """createTable's answers and errors, anonymous and with a player credential (the player
    link is an async provider that takes the request: the fast path calls it too)."""
    fast, plain = clients
    good = {"game": REFERENCE.id, "host_name": "Host", "options": table_options()}
    player = player_token(fast, "Ana")
    for options in [
        {"json": good},
        {"json": {**good, "host_plays": False, "visibility": "public"}},
        {"json": {**good, "bots": ["easy"]}},
        {"json": good, "headers": auth(player)},  # linked to Ana (both tables: no conflict)
    ]:
        assert same_but_new(fast, plain, "POST", "/tables", **options).status_code == 201
    for options in [
        {"json": good, "headers": {"Authorization": "Bearer wrong"}},
        {"json": good, "headers": {"Authorization": "Token x"}},
        {"json": {**good, "game": "nope"}},
        {"json": {**good, "extra": 1}},
        {"json": {**good, "options": {"turn_seconds": -1}}},
        {"json": {**good, "host_name": ""}},
        {"json": []},
        {"content": b"{not json", "headers": {"Content-Type": "application/json"}},
        {"content": b"{}", "headers": {"Content-Type": "text/plain"}},
        {"content": b"{}"},  # no content type
        {"content": b"x" * 70_000, "headers": {"Content-Type": "application/json"}},
        # the body before the credential, both ways (docs/api.md, "Tokens and roles")
        {"json": [], "headers": {"Authorization": "Bearer wrong"}},
    ]:
        assert same_but_new(fast, plain, "POST", "/tables", **options).status_code >= 400


def test_joining_a_table_answers_the_same_both_ways(
    clients: tuple[Any, Any], redis_client: redis.Redis
) -> None:
    """The same lobby joined once each way (put back between them), then the errors."""
    fast, plain = clients
    code, host = create_table(fast)
    player = player_token(fast, "Bea")
    keys = [key for key in table_keys(code) if redis_client.exists(key)]
    saved = {key: (redis_client.dump(key), redis_client.pttl(key)) for key in keys}
    path = f"/tables/{code}/join"
    for options in [
        {"json": {"name": "Guest"}},
        {"json": {"name": "Bea"}, "headers": auth(player)},
    ]:
        first = fast.post(path, **options)
        for key, (dumped, ttl) in saved.items():
            redis_client.restore(key, ttl, dumped, replace=True)
        second = plain.post(path, **options)
        assert first.status_code == 201, first.text
        assert without_new_secrets(first) == without_new_secrets(second)
        for key, (dumped, ttl) in saved.items():
            redis_client.restore(key, ttl, dumped, replace=True)
    join(fast, code, "Guest")
    for options in [
        {"json": {"name": "Guest"}},  # the name is taken
        {"json": {"name": ""}},
        {"json": {"name": "Other", "extra": 1}},
        {"json": {"name": "Other"}, "headers": {"Authorization": "Bearer wrong"}},
        {"content": b"{not json", "headers": {"Content-Type": "application/json"}},
        {"json": [], "headers": {"Authorization": "Bearer wrong"}},
    ]:
        same_but_new(fast, plain, "POST", path, **options)
    same_but_new(fast, plain, "POST", "/tables/ZZZZZZ/join", json={"name": "Other"})
    start(fast, code, host)
    same_but_new(fast, plain, "POST", path, json={"name": "Late"})  # started: 409
    assert [seat["name"] for seat in view(fast, code, host)["seats"]] == ["Guest", "Host"]


def test_chat_reads_answer_the_same_both_ways(
    clients: tuple[Any, Any], table: dict[str, Any]
) -> None:
    """Seats, a spectator with and without a player credential, a mute, the errors, and a
    long-poll whose wait runs out (wait=1)."""
    fast, plain = clients
    code = table["code"]
    path = f"/tables/{code}/chat"
    bea = player_token(fast, "Bea")
    for credential, message in [
        (table["host"], {"kind": "quick", "phrase": "hello"}),
        (table["mover"], {"kind": "emote", "emote": "clap"}),
        (bea, {"kind": "quick", "phrase": "good_luck"}),  # a spectator's
    ]:
        said = fast.post(path, json=message, headers=auth(credential))
        assert said.status_code == 201, said.text
    host = view(fast, code, table["host"])["you"]["member"]
    muted = fast.put(f"{path}/mutes/{host}", headers=auth(table["waiting"]))
    assert muted.status_code == 200, muted.text
    for headers in [
        {},
        auth(table["host"]),
        auth(table["waiting"]),  # without the host's message
        auth(bea),
        {"Authorization": "Bearer wrong"},
        {"Authorization": "Bearer tp_not-a-player"},
        {"Authorization": "Basic abc"},
    ]:
        same(fast, plain, "GET", path, headers=headers)
    for query in ["since=0", "since=2", "since=3&wait=1", "since=-1", "wait=31", "since=x"]:
        same(fast, plain, "GET", f"{path}?{query}", headers=auth(table["host"]))
    same(fast, plain, "GET", "/tables/ZZZZZZ/chat")


def test_notification_reads_answer_the_same_both_ways(clients: tuple[Any, Any]) -> None:
    """An inbox with a notification in it (an invitation), its ETag, a wait that runs out
    (wait=1), and the errors."""
    fast, plain = clients
    bea, bruno = player_token(fast, "Bea"), player_token(fast, "Bruno")
    bruno_id = fast.get("/players/me", headers=auth(bruno)).json()["id"]
    body = {"game": REFERENCE.id, "host_name": "Bea", "options": table_options()}
    code = fast.post("/tables", json=body, headers=auth(bea)).json()["code"]
    invited = fast.post(f"/tables/{code}/invitations", json={"player": bruno_id}, headers=auth(bea))
    assert invited.status_code < 300, invited.text
    path = "/players/me/notifications"
    tag = same(fast, plain, "GET", path, headers=auth(bruno)).headers["etag"]
    for headers in [
        auth(bea),
        {**auth(bruno), "If-None-Match": tag},
        {**auth(bruno), "If-None-Match": '"other"'},
        {**auth(bruno), "If-None-Match": "*"},
        {},
        {"Authorization": "Bearer wrong"},
        {"Authorization": "Bearer tp_not-a-player"},
    ]:
        same(fast, plain, "GET", path, headers=headers)
    inbox = fast.get(path, headers=auth(bruno)).json()
    assert inbox["notifications"], inbox  # Bea's invitation
    version = inbox["version"]
    for query in [f"since={version}&wait=1", "since=0", "since=-1", "wait=31", "since=x"]:
        same(fast, plain, "GET", f"{path}?{query}", headers=auth(bruno))


def test_requests_it_is_not_sure_of_reach_litestar(
    settings: Settings, table: dict[str, Any]
) -> None:
    """A counting wrapper around Litestar's own handler: what the fast path serves never
    reaches it, what it hands on does."""
    app = create_app(settings, enqueue_bots=False)
    reached: list[str] = []

    # As create_app installs the edge, with a counter between the fast path and Litestar.
    def edge(litestar_entry: Any) -> Any:
        async def counted(scope: Any, receive: Any, send: Any) -> None:
            reached.append(f"{scope['method']} {scope['path']}?{scope['query_string'].decode()}")
            await litestar_entry(scope, receive, send)

        return request_middleware(fast_path_middleware(counted, app, settings))

    app.install_edge(edge)
    code, host = table["code"], table["host"]
    with TestClient(app=app) as client:
        assert client.get(f"/tables/{code}", headers=auth(host)).status_code == 200
        assert client.get(f"/tables/{code}?since=0&wait=0", headers=auth(host)).status_code == 200
        assert client.get(f"/tables/{code}/actions", headers=auth(host)).status_code == 200
        # The credential's provider answers its 401s here too.
        assert client.get(f"/tables/{code}/actions").status_code == 401
        malformed = {"Authorization": "Basic abc"}
        assert client.post(f"/tables/{code}/start", headers=malformed).status_code == 401
        # A lobby's flow, anonymous and as a player (the player link's provider awaited).
        body = {"game": REFERENCE.id, "host_name": "Host", "options": table_options()}
        made = client.post("/tables", json=body)
        assert made.status_code == 201, made.text
        new = made.json()["code"]
        assert client.post(f"/tables/{new}/join", json={"name": "Guest"}).status_code == 201
        linked = auth(player_token(client, "Cy"))
        seated = client.post(f"/tables/{new}/join", json={"name": "Cy"}, headers=linked)
        cy = next(seat for seat in seated.json()["table"]["seats"] if seat["name"] == "Cy")
        assert cy["player"], cy  # the seat is linked to Cy's player
        assert client.post("/tables", json=body, headers=linked).status_code == 201
        assert reached == ["POST /players?"], reached  # createPlayer is not hot
        reached.clear()
        client.get(f"/tables/{code}?since=-1", headers=auth(host))
        client.get(f"/tables/{code}?since=%30", headers=auth(host))
        client.get("/games")
        client.head(f"/tables/{code}", headers=auth(host))
        client.post(  # a streamed body: chunked, no Content-Length
            f"/tables/{code}/actions",
            content=iter([b'{"action": {}}']),
            headers={**auth(host), "Content-Type": "application/json"},
        )
    assert len(reached) == 5, reached
