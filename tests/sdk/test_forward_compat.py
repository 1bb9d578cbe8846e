"""The Python SDK survives a newer server (docs/api.md, Compatibility): answers carrying an
event type, a field and enumeration values it was not generated with are decoded, not refused.
Unknown event types are skipped (logged at debug); unknown fields and values are kept.

No live server: canned answers through httpx's MockTransport, so the test can send what no
server of this build would."""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

import httpx
import pytest
from tapete_client.models import SeatInfoKind, TableViewStatus, YouRole
from tapete_sdk import AsyncSession, Session

CODE = "ABCD"
# Invented names, obviously no real game's: the SDK was generated without any of them.
UNKNOWN_TYPE = "example.unknown_event"
NEW_STATUS = "example_paused"
NEW_ROLE = "example_referee"
NEW_KIND = "example_robot"
NEW_LEVEL = "example_grandmaster"


def view(version: int) -> dict[str, Any]:
    return {
        "code": CODE,
        "game": "example",
        "host_name": "Ana",
        "host_plays": True,
        "max_seats": 2,
        "min_seats": 2,
        "options": {},
        "seats": [
            {"seat": 0, "name": "Ana", "kind": "human"},
            {"seat": 1, "name": "Bot", "kind": NEW_KIND, "bot_level": NEW_LEVEL},
        ],
        "status": NEW_STATUS,
        "to_act": [0],
        "version": version,
        "you": {"role": NEW_ROLE, "seat": 0, "example_badge": "gold"},
        "example_field": {"nested": [1, 2]},
    }


def events(since: int, version: int) -> list[dict[str, Any]]:
    """A known event with a field it did not have, an unknown type (twice, with and without
    data) and another known event: only the known two come out."""
    found = [
        {
            "version": 1,
            "type": "player_joined",
            "data": {"member": 1, "name": "Bea", "example_field": True},
        },
        {"version": 2, "type": UNKNOWN_TYPE, "data": {"anything": [1, {"x": None}]}},
        {"version": 2, "type": UNKNOWN_TYPE},
        {"version": 2, "type": "player_joined", "data": {"member": 2, "name": "Cid"}},
    ]
    return [event for event in found if since < event["version"] <= version]


def handler(version: int) -> Any:
    def answer(request: httpx.Request) -> httpx.Response:
        path = request.url.path
        since = int(request.url.params.get("since", 0))
        if path == f"/tables/{CODE}":
            return httpx.Response(200, json=view(version), headers={"ETag": f'"{version}"'})
        if path == f"/tables/{CODE}/events":
            page = {"version": version, "last_version": version, "events": events(since, version)}
            return httpx.Response(200, json={**page, "example_cursor": "abc"})
        if path == f"/tables/{CODE}/stream":
            since = int(request.headers.get("Last-Event-ID", since))
            happened = {"since": since, "version": version, "events": events(since, version)}
            body = (
                f"event: events\ndata: {json.dumps(happened)}\n\n"
                f"event: example_message\ndata: {json.dumps({'x': 1})}\n\n"
                f"event: view\nid: {version}\ndata: {json.dumps(view(version))}\n\n"
            )
            return httpx.Response(
                200, content=body.encode(), headers={"Content-Type": "text/event-stream"}
            )
        return httpx.Response(404, json={"code": "not_found", "detail": path})

    return answer


def session(version: int = 2) -> Session:
    me = Session("http://tapete.test", CODE, "a-token")
    me.client.set_httpx_client(
        httpx.Client(base_url="http://tapete.test", transport=httpx.MockTransport(handler(version)))
    )
    return me


def check_view(view: Any) -> None:
    # Unknown values are kept as values of their enumeration; the strict ones still compare.
    assert view.status == NEW_STATUS and isinstance(view.status, TableViewStatus)
    assert view.status != TableViewStatus.PLAYING
    assert view.you.role.value == NEW_ROLE and isinstance(view.you.role, YouRole)
    assert view.seats[1].kind == NEW_KIND and isinstance(view.seats[1].kind, SeatInfoKind)
    assert view.seats[1].bot_level == NEW_LEVEL
    # Unknown fields are kept aside, as every generated model keeps them.
    assert view.additional_properties["example_field"] == {"nested": [1, 2]}
    assert view.you.additional_properties["example_badge"] == "gold"
    # And the view goes back to JSON as it came.
    assert view.to_dict()["status"] == NEW_STATUS


def check_events(found: list[Any]) -> None:
    assert [(event.version, event.type_) for event in found] == [
        (1, "player_joined"),
        (2, "player_joined"),
    ]
    assert found[0].data.additional_properties == {"example_field": True}


def test_poll_keeps_unknown_fields_and_enum_values() -> None:
    me = session()
    check_view(me.poll())
    assert me.my_seat == 0
    assert not me.my_turn  # an unknown status is not "playing"


def test_events_skip_unknown_types_and_log_them(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.DEBUG, logger="tapete_sdk"):
        found = session().events(0)
    check_events(found)
    assert UNKNOWN_TYPE in caplog.text


def test_the_stream_skips_unknown_event_types_and_messages() -> None:
    updates = session().follow()
    first = next(updates)
    updates.close()
    assert first.version == 2
    check_view(first.view)
    check_events(first.events)


def test_long_polls_skip_unknown_event_types() -> None:
    updates = session().follow(since=0, stream=False)
    first = next(updates)
    updates.close()
    check_view(first.view)
    check_events(first.events)


def test_the_async_session_is_as_tolerant() -> None:
    async def run() -> None:
        me = AsyncSession("http://tapete.test", CODE, "a-token")
        transport = httpx.MockTransport(handler(2))
        me.client.set_async_httpx_client(
            httpx.AsyncClient(base_url="http://tapete.test", transport=transport)
        )
        check_view(await me.poll())
        check_events(await me.events(0))
        updates = me.follow()
        first = await anext(updates)
        await updates.aclose()
        check_view(first.view)
        check_events(first.events)

    asyncio.run(run())


def test_outside_decoding_enumerations_stay_strict() -> None:
    # Tolerance is for answers only: after decoding unknown values, the enum still refuses
    # them (what a caller sends is checked before sending).
    session().poll()
    with pytest.raises(ValueError):
        TableViewStatus(NEW_STATUS)
    with pytest.raises(ValueError):
        YouRole(NEW_ROLE)
