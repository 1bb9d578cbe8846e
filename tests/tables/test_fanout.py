"""Many long-polls and streams parked on one table and woken by one move share one read of the
table (service/tables/fanout.py), made before they wake (service/storage/notify.py), and are
answered from the wake itself (the direct writer of our server protocol): each must still get
its own caller's view, never another's, and a stream its changes in order, none missing."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis
from eventually import eventually
from processes import api_env
from redis_private import private_redis
from servers import running_api
from sse import StreamReader
from support import (
    act,
    auth,
    complete_action,
    create_table,
    join,
    legal,
    parked_polls,
    start,
    view,
)

from service.core.settings import Settings
from service.http.contract import API_VERSION

WAITERS_PER_CALLER = 5


@pytest.fixture(scope="module")
def api(settings: Settings) -> Iterator[str]:
    with running_api(api_env(settings)) as base:
        yield base


def test_waiters_woken_by_one_move_each_get_their_own_view(api: str) -> None:
    with httpx.Client(base_url=api, timeout=20) as client:
        code, host = create_table(client, turn_seconds=60)
        tokens = [host, join(client, code, "Ana"), join(client, code, "Bruno")]
        start(client, code, host)
        before = {token: view(client, code, token) for token in tokens}
        version = before[host]["version"]
        callers: list[str | None] = [*tokens, None]  # None: a spectator

        def park(token: str | None) -> dict[str, Any]:
            with httpx.Client(base_url=api, timeout=20) as own:
                headers = auth(token) if token else {}
                params = {"since": version, "wait": 10}
                response = own.get(f"/tables/{code}", params=params, headers=headers)
                assert response.status_code == 200, response.text
                # the shared bytes go out with the headers of any other 200 poll
                assert response.headers["content-type"] == "application/json"
                assert response.headers["cache-control"] == "no-cache"
                assert response.headers["etag"].startswith('W/"')
                assert int(response.headers["content-length"]) == len(response.content)
                assert len(response.headers["x-request-id"]) == 32
                assert response.headers["tapete-api-version"] == API_VERSION
                body: dict[str, Any] = response.json()
                return body

        with ThreadPoolExecutor(len(callers) * WAITERS_PER_CALLER) as pool:
            parked = [
                (token, pool.submit(park, token))
                for token in callers
                for _ in range(WAITERS_PER_CALLER)
            ]
            eventually(
                lambda: parked_polls(api) >= len(parked), timeout=10, what="every poll parked"
            )
            assert not any(future.done() for _, future in parked)
            mover = next(t for t in tokens if before[t]["you"]["seat"] in before[t]["to_act"])
            moved = act(client, code, mover, complete_action(legal(client, code, mover)))
            assert moved.status_code == 200, moved.text
            answers = [(token, future.result(timeout=15)) for token, future in parked]
        for token, table in answers:
            assert table["version"] > version
            if token is None:
                assert table["you"]["role"] == "spectator"
                assert not table["game_view"]["hand"]
                continue
            now = view(client, code, token)
            assert table["you"] == now["you"] == before[token]["you"]
            hand = {card["id"] for card in table["game_view"]["hand"]}
            own = {card["id"] for card in now["game_view"]["hand"]}
            if table["version"] == now["version"]:
                assert hand == own
            for other in tokens:
                if other != token:
                    theirs = {card["id"] for card in before[other]["game_view"]["hand"]}
                    assert not hand & theirs, "a waiter got another seat's cards"


def script_calls(client: redis.Redis) -> int:
    """Table reads and saves are Lua scripts: every EVALSHA the server ran."""
    stats: dict[str, Any] = client.info("commandstats")
    return int(stats.get("cmdstat_evalsha", {}).get("calls", 0))


def test_a_crowd_woken_by_one_move_costs_no_read_of_the_table(tmp_path: Path) -> None:
    """The move's save, and no read for the whole crowd when the move was made through the
    same process (its save is the crowd's shared read), however many wait: never a read per
    waiter."""
    with private_redis(tmp_path / "redis") as server:
        raw = redis.Redis.from_url(server.url)
        with (
            running_api(api_env(server.settings())) as base,
            httpx.Client(base_url=base, timeout=20) as client,
        ):
            code, host = create_table(client, turn_seconds=60)
            tokens = [host, join(client, code, "Ana")]
            start(client, code, host)
            views = {token: view(client, code, token) for token in tokens}
            version = views[host]["version"]
            mover = next(t for t in tokens if views[t]["you"]["seat"] in views[t]["to_act"])

            def park(index: int) -> int:
                with httpx.Client(base_url=base, timeout=20) as own:
                    headers = auth(tokens[index % 2]) if index % 3 else {}
                    params = {"since": version, "wait": 10}
                    answer = own.get(f"/tables/{code}", params=params, headers=headers)
                    assert answer.status_code == 200, answer.text
                    return int(answer.json()["version"])

            with ThreadPoolExecutor(24) as pool:
                parked = [pool.submit(park, index) for index in range(24)]
                eventually(
                    lambda: parked_polls(base) >= len(parked), timeout=10, what="every poll parked"
                )
                assert not any(future.done() for future in parked)
                move = complete_action(legal(client, code, mover))  # the act starts from it
                before = script_calls(raw)
                assert act(client, code, mover, move).status_code == 200
                assert all(future.result(timeout=15) > version for future in parked)
            # the save alone: the act starts from the read its listing just made (recent.py),
            # and the crowd shares the table as this process saved it (TableReads.saved_read)
            assert script_calls(raw) - before == 1


def test_a_crowd_of_streams_gets_every_change_in_order_each_its_own_view(api: str) -> None:
    """Moves as fast as one client can make them: each stream's views come in version order
    (never an older view after a newer one, whether its change was written from the wake or by
    its own task), each change's events start where the previous view ended, and the last view
    is the caller's own."""
    with httpx.Client(base_url=api, timeout=20) as client:
        code, host = create_table(client, turn_seconds=60)
        guest = join(client, code, "Ana")
        start(client, code, host)
        tokens = [host, guest]
        callers: list[str | None] = [*tokens, None]
        readers = [(token, StreamReader(api, code, token)) for token in callers * 5]
        try:
            for _, reader in readers:
                assert reader.next().event == "view"
            final = 0
            for _ in range(8):
                views = {token: view(client, code, token) for token in tokens}
                mover = next(t for t in tokens if views[t]["you"]["seat"] in views[t]["to_act"])
                moved = act(client, code, mover, complete_action(legal(client, code, mover)))
                assert moved.status_code == 200, moved.text
                final = moved.json()["version"]
            for token, reader in readers:
                last: dict[str, Any] | None = None
                seen: list[int] = []
                since_expected: int | None = None
                while not seen or seen[-1] < final:
                    events, after = reader.next_change()
                    if since_expected is not None:
                        assert events.data["since"] == since_expected
                    assert events.data["version"] == after.data["version"]
                    seen.append(after.data["version"])
                    since_expected = after.data["version"]
                    last = after.data
                assert seen == sorted(set(seen)) and seen[-1] == final
                assert last is not None
                mine = view(client, code, token)
                assert last["you"] == mine["you"]
                assert last["game_view"]["hand"] == mine["game_view"]["hand"]
        finally:
            for _, reader in readers:
                reader.close()


def commands(client: redis.Redis, name: str) -> int:
    stats: dict[str, Any] = client.info("commandstats")
    return int(stats.get(f"cmdstat_{name}", {}).get("calls", 0))


def test_streams_woken_by_a_move_through_the_same_process_read_neither_table_nor_log(
    tmp_path: Path,
) -> None:
    """A move made through this process: its save is the streams' shared read and the step it
    logged is their events (TableReads.saved_read, RecentReads.step), so the change reaches
    them with no read of the table or of its log; their events still equal GET .../events."""
    with private_redis(tmp_path / "redis") as server:
        raw = redis.Redis.from_url(server.url)
        with (
            running_api(api_env(server.settings())) as base,
            httpx.Client(base_url=base, timeout=20) as client,
        ):
            code, host = create_table(client, turn_seconds=60)
            guest = join(client, code, "Ana")
            start(client, code, host)
            callers: list[str | None] = [host, guest, None]
            readers = [(token, StreamReader(base, code, token)) for token in callers * 2]
            try:
                for _, reader in readers:
                    assert reader.next().event == "view"
                views = {token: view(client, code, token) for token in (host, guest)}
                mover = next(t for t in views if views[t]["you"]["seat"] in views[t]["to_act"])
                move = complete_action(legal(client, code, mover))  # the act starts from it
                scripts, log_reads = script_calls(raw), commands(raw, "lrange")
                moved = act(client, code, mover, move)
                assert moved.status_code == 200, moved.text
                changes = [(token, *reader.next_change()) for token, reader in readers]
                assert commands(raw, "lrange") == log_reads  # no read of the log
                assert script_calls(raw) - scripts <= 2  # the save (and a presence write)
                for token, events, after in changes:
                    assert after.data["version"] == moved.json()["version"]
                    assert (
                        events.data["events"]
                        == client.get(
                            f"/tables/{code}/events",
                            params={"since": events.data["since"]},
                            headers=auth(token) if token else {},
                        ).json()["events"]
                    )
            finally:
                for _, reader in readers:
                    reader.close()
