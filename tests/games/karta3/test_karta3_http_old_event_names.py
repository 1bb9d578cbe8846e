"""A log written before KARTA3's events took the `karta3.` prefix is served with today's names,
by the events endpoint (the stream reads the log the same way; the stored bytes stay as
they are)."""

from __future__ import annotations

from typing import Any

import msgspec
import redis
from support import auth, create_table, join, start

from service.storage.store import LoggedStep, decode_step, events_key

OLD = {"karta3.cards_dealt": "cards_dealt", "karta3.central_revealed": "central_revealed"}


def rewrite_with_old_names(redis_client: redis.Redis, code: str) -> int:
    """The table's log as an older server wrote it; returns how many events were renamed."""
    key = events_key(code)
    renamed = 0
    for index, blob in enumerate(redis_client.lrange(key, 0, -1)):  # type: ignore[union-attr]
        step = decode_step(blob)
        events = []
        for event in step.events:
            if event.type in OLD:
                renamed += 1
                event = msgspec.structs.replace(event, type=OLD[event.type])
            events.append(event)
        old = LoggedStep(events, step.moves, step.version)
        redis_client.lset(key, index, msgspec.msgpack.encode(old))
    return renamed


def test_old_karta3_event_names_in_a_stored_log_are_served_prefixed(
    client: Any, redis_client: redis.Redis
) -> None:
    code, host = create_table(client)
    ana = join(client, code, "Ana")
    start(client, code, host)
    assert rewrite_with_old_names(redis_client, code) >= 3  # two hands and the central card
    page = client.get(f"/tables/{code}/events?since=0", headers=auth(ana)).json()
    kinds = [event["type"] for event in page["events"]]
    assert kinds.count("karta3.cards_dealt") == 2 and "karta3.central_revealed" in kinds
    assert not set(OLD.values()) & set(kinds)
    mine = [e for e in page["events"] if e["type"] == "karta3.cards_dealt" and "cards" in e["data"]]
    assert len(mine) == 1  # still redacted per seat: only Ana's own hand
