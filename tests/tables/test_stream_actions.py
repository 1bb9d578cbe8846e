"""GET /tables/{code}/stream?actions=true: before each view at which the caller's seat has
legal actions, an `actions` message with them at that view's version (the JSON of
GET /tables/{code}/actions), so that a follower acts on what its stream brought without listing
them first; a view without one means none. Never for a spectator or a stream that did not
ask. Every registered game is played so for a while, each listing checked against
GET .../actions at the same version; the reference game to its end."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import jsonschema
import pytest
from eventually import eventually
from sse import Message, StreamReader
from support import act, auth, complete_action, legal, view

from service.games.registry import GAMES
from tests.gamepicks import all_ids, quick_options, reference

DOCUMENT = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"
MOVES_PER_GAME = 40  # enough to cross rounds and every kind of turn; the reference plays on


@pytest.fixture()
def client(live_api: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=live_api, timeout=15) as http:
        yield http


@pytest.fixture()
def streams(live_api: str) -> Iterator[Any]:
    """Opens streams on the live server (not read yet); closes them all after the test."""
    opened: list[StreamReader] = []

    def open_stream(code: str, token: str | None = None, **params: Any) -> StreamReader:
        reader = StreamReader(live_api, code, token, params=params)
        opened.append(reader)
        return reader

    yield open_stream
    for reader in opened:
        reader.close()


def started(client: httpx.Client, game: str) -> tuple[str, dict[int, str]]:
    """A started two-seat table of `game` (its quick options): its code and seat -> token."""
    body = {"game": game, "host_name": "Ana", "options": quick_options(GAMES[game])}
    created = client.post("/tables", json=body)
    assert created.status_code == 201, created.text
    code, ana = created.json()["code"], created.json()["token"]
    joined = client.post(f"/tables/{code}/join", json={"name": "Bruno"})
    assert joined.status_code == 201, joined.text
    bruno = joined.json()["token"]
    begun = client.post(f"/tables/{code}/start", headers=auth(ana))
    assert begun.status_code == 200, begun.text
    return code, {view(client, code, token)["you"]["seat"]: token for token in (ana, bruno)}


def listing(client: httpx.Client, code: str, token: str) -> dict[str, Any]:
    """GET .../actions's answer, with the version it is for."""
    answer = client.get(f"/tables/{code}/actions", headers=auth(token))
    assert answer.status_code == 200, answer.text
    body: dict[str, Any] = answer.json()
    return body


def view_newer_than(client: httpx.Client, code: str, version: int) -> Callable[[], bool | None]:
    return lambda: view(client, code)["version"] > version or None


def until_view(reader: StreamReader) -> tuple[Message | None, Message]:
    """The messages up to the next view: (the `actions` message before it, if any; the view).
    Chat and events on the way are skipped; `actions` must come right before the view."""
    actions: Message | None = None
    while True:
        message = reader.next()
        if message.event == "view":
            return actions, message
        assert actions is None, f"{message.event} after the actions message"
        if message.event == "actions":
            actions = message


def test_stream_actions_come_before_each_view_at_which_the_seat_has_some(
    client: httpx.Client, streams: Any
) -> None:
    code, tokens = started(client, reference().id)
    followers = {seat: streams(code, token, actions="true") for seat, token in tokens.items()}
    plain = {seat: streams(code, token) for seat, token in tokens.items()}
    spectator = streams(code, actions="true")
    for _ in range(6):
        table = view(client, code)
        for seat, reader in followers.items():
            listed, shown = until_view(reader)
            assert shown.data["version"] == table["version"]
            answer = listing(client, code, tokens[seat])
            assert answer["version"] == table["version"]
            assert bool(answer["actions"]) == (listed is not None), (seat, answer, listed)
            if seat in table["to_act"]:
                assert answer["actions"]  # the seat to decide always has something to send
            if listed is not None:
                assert listed.data == answer  # the whole answer: LegalActions, field for field
        for reader in (*plain.values(), spectator):
            listed, shown = until_view(reader)
            assert listed is None, listed
            assert shown.data["version"] == table["version"]
        seat = table["to_act"][0]
        moved = act(client, code, tokens[seat], complete_action(legal(client, code, tokens[seat])))
        assert moved.status_code == 200, moved.text


def test_a_resumed_stream_lists_the_actions_with_the_change_it_sends(
    client: httpx.Client, streams: Any
) -> None:
    """Resuming at the current version sends nothing until a change; then the change's view
    comes with the seat's actions."""
    code, tokens = started(client, reference().id)
    table = view(client, code)
    mover = table["to_act"][0]
    other = next(seat for seat in tokens if seat != mover)
    reader = streams(code, tokens[other], actions="true", since=table["version"])
    moved = act(client, code, tokens[mover], complete_action(legal(client, code, tokens[mover])))
    assert moved.status_code == 200, moved.text
    listed, shown = until_view(reader)
    now = view(client, code)
    assert shown.data["version"] >= moved.json()["version"]
    now = listing(client, code, tokens[other])
    if now["version"] == shown.data["version"]:
        assert (listed.data["actions"] if listed is not None else []) == now["actions"]


@pytest.mark.parametrize("game", all_ids())
def test_followers_play_on_the_actions_their_streams_bring(
    client: httpx.Client, streams: Any, game: str
) -> None:
    """Both seats act only on what their streams brought (no GET .../actions to choose), a
    random listed action each time; each listing is GET .../actions at its version while the
    table is still there."""
    rng = random.Random(f"stream-actions-{game}")
    code, tokens = started(client, game)
    followers = {seat: streams(code, token, actions="true") for seat, token in tokens.items()}
    latest: dict[int, tuple[int, list[dict[str, Any]]]] = dict.fromkeys(tokens, (-1, []))
    moves = 0
    limit = 10_000 if game == reference().id else MOVES_PER_GAME
    while moves < limit:
        current = view(client, code)
        if current["status"] != "playing":
            break
        for seat, reader in followers.items():
            while latest[seat][0] < current["version"]:
                listed, shown = until_view(reader)
                version = shown.data["version"]
                actions = [] if listed is None else listed.data["actions"]
                if listed is not None:
                    assert listed.data["version"] == version
                now = listing(client, code, tokens[seat])
                if now["version"] == version:  # still the table's version
                    assert actions == now["actions"]
                latest[seat] = (version, actions)
        deciding = [
            (seat, actions)
            for seat, (version, actions) in latest.items()
            if version == current["version"] and seat in current["to_act"]
        ]
        if not deciding:  # a step of the table's own (a pause's end), or it moved on since
            newer = view_newer_than(client, code, current["version"])
            eventually(newer, what="the table's next version")
            continue
        assert {seat for seat, _ in deciding} == set(current["to_act"]) & set(tokens)
        seat, actions = deciding[0]
        assert actions, (seat, current["to_act"])
        playing = [a for a in actions if a["type"] not in GAMES[game].spec.out_of_turn]
        choice = rng.choice(playing or actions)  # not resigning, while there is a move
        moved = act(client, code, tokens[seat], choice, expected_version=current["version"])
        assert moved.status_code == 200, moved.text
        moves += 1
    print(f"{game}: {moves} moves on the streams' actions")
    assert moves > 0
    if limit > MOVES_PER_GAME:
        assert view(client, code)["status"] == "finished"


def test_the_document_describes_the_actions_message() -> None:
    document = json.loads(DOCUMENT.read_text())
    operation = document["paths"]["/tables/{code}/stream"]["get"]
    assert any(parameter["name"] == "actions" for parameter in operation["parameters"])
    events = operation["responses"]["200"]["content"]["text/event-stream"]["schema"]["oneOf"]
    message = next(e for e in events if e["properties"]["event"].get("const") == "actions")
    ref = message["properties"]["data"]["contentSchema"]["$ref"]
    assert ref.endswith("/LegalActions")
    jsonschema.Draft202012Validator.check_schema(message)
