"""A player's chat messages in its export and its deletion (docs/apps.md, "Players: ban,
export, delete"), with the real Redis: the export lists the messages it wrote that are still
kept, as a seat, as the host and as a spectator; after its deletion no chat key holds its id
or its name (what it wrote stays, as `Deleted player`), and replaying the deletion, even after
a restore brings its messages back, leaves the same."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
import redis
from litestar.testing import TestClient
from support import auth

from service.app import create_app
from service.core.settings import Settings
from service.tables.chat import chat_key, written_key
from tests.apps.test_admin_players import (
    ID_KEPT_IN,
    OPERATOR,
    OPERATOR_TOKEN,
    distinctive,
    join,
    keys_holding,
    new_player,
    open_table,
)


@pytest.fixture()
def admin(settings: Settings) -> Iterator[Any]:
    with TestClient(
        app=create_app(msgspec.structs.replace(settings, admin_token=OPERATOR_TOKEN))
    ) as c:
        yield c


def say(client: Any, code: str, credential: str, phrase: str) -> dict[str, Any]:
    said = client.post(
        f"/tables/{code}/chat", json={"kind": "quick", "phrase": phrase}, headers=auth(credential)
    )
    assert said.status_code == 201, said.text
    body: dict[str, Any] = said.json()
    return body


def chats(client: Any, codes: list[str]) -> dict[str, list[dict[str, Any]]]:
    """Every table's chat as a spectator reads it (all of it)."""
    return {code: client.get(f"/tables/{code}/chat").json()["messages"] for code in codes}


def test_a_players_chat_is_in_its_export_and_leaves_with_its_deletion(
    admin: Any, redis_client: redis.Redis
) -> None:
    name = distinctive("Zenobia")
    gone, other = new_player(admin, name), new_player(admin, distinctive("Other"))
    seated_at, other_host = open_table(admin, other)
    seat = join(admin, seated_at, gone)  # a seat of it
    hosted, host_token = open_table(admin, gone)  # it hosts (and plays)
    watched, _ = open_table(admin, other)  # it only watches
    said = [
        say(admin, seated_at, seat, "good_luck"),
        say(admin, seated_at, gone["token"], "hello"),  # its credential: as its seat
        say(admin, hosted, host_token, "thanks"),
        say(admin, watched, gone["token"], "nice_move"),  # a spectator's
    ]
    assert said[3]["role"] == "spectator"
    say(admin, seated_at, other_host, "hello")  # another's: not in its export
    codes = [seated_at, hosted, watched]

    exported = admin.get(f"/admin/players/{gone['id']}/export", headers=OPERATOR)
    assert exported.status_code == 200, exported.text
    held = exported.json()["chat"]
    assert [(w["code"], w["message"]["number"], w["message"]["phrase"]) for w in held] == [
        (seated_at, 1, "good_luck"),
        (seated_at, 2, "hello"),
        (hosted, 1, "thanks"),
        (watched, 1, "nice_move"),
    ]
    assert all(w["message"]["player"] == gone["id"] for w in held)
    assert redis_client.ttl(written_key(gone["id"])) > 0  # its index expires
    backup = {key: redis_client.dump(key) for key in keys_holding(redis_client, gone["id"])}

    deleted = admin.delete(f"/admin/players/{gone['id']}", headers=OPERATOR)
    assert deleted.status_code == 200, deleted.text
    before = assert_chat_gone(admin, redis_client, gone, name, codes)

    # Replayed as it is, and after a restore brings its messages back: the same chats.
    assert admin.post("/admin/deletions/replay", json={}, headers=OPERATOR).status_code == 200
    assert assert_chat_gone(admin, redis_client, gone, name, codes) == before
    for key, dumped in backup.items():
        if key.startswith(b"t:") or key == written_key(gone["id"]).encode():
            redis_client.restore(key, 0, dumped, replace=True)
    assert gone["id"].encode() in (redis_client.hget(chat_key(watched), "1") or b"")
    assert admin.post("/admin/deletions/replay", json={}, headers=OPERATOR).status_code == 200
    assert assert_chat_gone(admin, redis_client, gone, name, codes) == before


def assert_chat_gone(
    client: Any, r: redis.Redis, gone: dict[str, Any], name: str, codes: list[str]
) -> dict[str, list[dict[str, Any]]]:
    """No key holds its name, nor its id but the two logs; its messages stay, anonymised."""
    assert keys_holding(r, name) == set()
    assert keys_holding(r, gone["id"]) <= ID_KEPT_IN
    found = chats(client, codes)
    theirs = [m for messages in found.values() for m in messages if m["name"] == "Deleted player"]
    assert [m["phrase"] for m in theirs] == ["good_luck", "hello", "thanks", "nice_move"]
    assert all("player" not in m or m["player"] is None for m in theirs)
    assert [m["phrase"] for m in found[codes[0]] if m["name"] != "Deleted player"] == ["hello"]
    return found
