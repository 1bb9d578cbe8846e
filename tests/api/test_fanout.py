"""Many long-polls parked on one table and woken by one move share one read of the table
(service/tables/fanout.py): each must still get its own caller's view, never another's."""

from __future__ import annotations

import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
import pytest
from servers import running_api
from support import act, auth, complete_action, create_table, join, legal, start, view
from test_multiprocess import api_env

from service.core.settings import Settings

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
                body: dict[str, Any] = response.json()
                return body

        with ThreadPoolExecutor(len(callers) * WAITERS_PER_CALLER) as pool:
            parked = [
                (token, pool.submit(park, token))
                for token in callers
                for _ in range(WAITERS_PER_CALLER)
            ]
            time.sleep(0.5)
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
