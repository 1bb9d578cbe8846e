"""The Python SDK plays a whole game of every hosted game against a live server: the sync
session through the example program (which follows the stream), the async one by long-polls.

And the SDK as a user gets it: the wheel and the sdist (`python -m build` of a copy of
sdk/python, tests/sdk/conftest.py), each installed into a fresh virtual environment outside the
checkout; there the README's Python example is type-checked with `mypy --strict` (both packages
typed: no `import-untyped`, no `Any` where the API has a type) and played to the end of a game,
and the example program plays a whole game of every hosted game with the installed wheel. Then
what the SDK refuses before sending, and how `follow()` gets by without the stream."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import random
import sys
import tarfile
import threading
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, get_args

import httpx
import pytest
from dropping_proxy import DroppingProxy
from eventually import eventually
from sdk_artifacts import (
    PY_SDK,
    PythonProject,
    mypy_strict,
    play_python_example_program,
    play_python_readme_example,
    played_to_its_end,
    run,
)
from servers import LIVE_ADMIN_TOKEN
from tapete_client.models import ChatMessage
from tapete_sdk import (
    ApiError,
    AsyncSession,
    BotLevel,
    BotLevelName,
    InvalidAction,
    InvalidRequest,
    NotFound,
    Session,
    UnknownGame,
    VersionConflict,
    to_action,
)
from tapete_sdk.actions import ACTIONS
from tapete_sdk.common import TIMEOUT, SseParser, StreamState, StreamUnusable

from service.games.registry import GAMES
from tests.gamepicks import quick_options, resign_action, resignable

ROOT = Path(__file__).resolve().parents[2]
NOWHERE = "http://127.0.0.1:9"  # nothing listens: a request sent there would fail to connect


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_example_program_plays_a_whole_game_on_the_stream(
    live_api: str, wheel_project: PythonProject, game: str
) -> None:
    play_python_example_program(wheel_project, live_api, game)  # with the installed wheel


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_async_session_plays_a_whole_game_by_long_polls(live_api: str, game: str) -> None:
    async def play() -> str:
        seats = GAMES[game].min_seats
        options = quick_options(GAMES[game])  # no pause between rounds
        host = await AsyncSession.create(
            live_api, game, "Ana", bots=["easy"] * (seats - 1), options=options
        )
        view = await host.start()
        while view.status.value == "playing":
            if view.you.seat in view.to_act:
                try:
                    legal = await host.legal_actions()
                    moves = [move for move in legal if not move.type.endswith(".resign")]
                    if not moves:  # the table moved on meanwhile
                        view = await host.poll()
                        continue
                    view = await host.act(random.choice(moves), view.version)
                except VersionConflict as conflict:
                    view = conflict.view
            else:
                view = await host.poll(since=view.version, wait=2)
        return str(view.status.value)

    assert asyncio.run(play()) == "finished"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_stream_updates_carry_the_seats_legal_actions(live_api: str, game: str) -> None:
    """The stream asks for the seat's actions: each update has them (empty: none), equal to
    legal_actions() while the table is still at that version; the game is played on them."""
    seats = GAMES[game].min_seats
    options = quick_options(GAMES[game])
    host = Session.create(live_api, game, "Ana", bots=["easy"] * (seats - 1), options=options)
    host.start()
    played = 0
    for update in host.stream():
        if update.view.status.value != "playing":
            break
        assert update.actions is not None
        # The answer's own version: a bot may move between any two requests.
        listed = httpx.get(
            f"{live_api}/tables/{host.code}/actions",
            headers={"Authorization": f"Bearer {host.token}"},
        ).json()
        if listed["version"] == update.version:
            brought = [action.to_dict() for action in update.actions]
            assert brought == [to_action(item).to_dict() for item in listed["actions"]]
        moves = [move for move in update.actions if not move.type.endswith(".resign")]
        if update.view.you.seat in update.view.to_act and moves:
            try:
                host.act(random.choice(moves), update.version)
                played += 1
            except VersionConflict:
                pass  # a bot or a timer moved first: the next update has the new actions
    assert update.view.status.value == "finished" and played > 0


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_hint_is_an_action_the_session_can_play(live_api: str, game: str) -> None:
    seats = GAMES[game].min_seats
    host = Session.create(
        live_api,
        game,
        "Ana",
        bots=["easy"] * (seats - 1),
        options=quick_options(GAMES[game]),
        hints=True,
    )
    view = host.start()
    while view.you.seat not in view.to_act:
        view = host.poll(since=view.version, wait=2)
    hint = host.hint()
    assert hint.seat == view.you.seat and hint.version == view.version
    assert host.act(hint.action, hint.version).version > view.version


def test_poll_sends_the_etag_back_and_a_stale_version_is_handed_back(live_api: str) -> None:
    game = resignable()
    host = Session.create(live_api, game.id, "Ana", bots=["easy"])
    view = host.start()
    # The bot may move first: wait until only our seat can change the table, so that nothing
    # moves between the two polls below (a bot's move there would rightly answer 200, not 304).
    while set(view.to_act) != {view.you.seat}:
        view = host.poll(since=view.version, wait=2)
    first = host.poll()
    assert host.etag is not None
    assert host.poll() is first  # 304: the cached view
    with pytest.raises(VersionConflict) as conflict:
        host.act(resign_action(game), expected_version=first.version - 1)
    assert conflict.value.view.version >= first.version


def test_the_stream_resumes_after_a_dropped_connection_without_losing_a_change(
    live_api: str,
) -> None:
    proxy = DroppingProxy(live_api)
    try:
        game = resignable()
        host = Session.create(live_api, game.id, "Ana", bots=["easy"])
        view = host.start()
        watcher = Session(proxy.url, host.code, host.token)  # the same seat, through the proxy
        updates = watcher.stream()
        first = next(updates)
        proxy.drop_all()  # the stream's connection is gone
        while view.you.seat not in view.to_act:
            view = host.poll(since=view.version, wait=2)
        moved = host.act(resign_action(game), expected_version=view.version)
        seen: list[str] = []  # the events after the view the resignation was sent on
        for update in updates:  # reconnected with Last-Event-ID: nothing in between is lost
            if update.version > view.version:
                seen += [event.type_ for event in update.events]
            if update.version >= moved.version:
                break
        assert first.version < moved.version
        assert any(kind.startswith(f"{game.id}.") for kind in seen), seen  # the resignation
    finally:
        proxy.close()


class Chat:
    """A table's host writing quick phrases over HTTP, and what a follower's `on_chat` heard."""

    def __init__(self, http: httpx.AsyncClient, code: str) -> None:
        self.http, self.code = http, code
        self.heard: list[ChatMessage] = []

    async def say(self, phrase: str) -> None:
        body = {"kind": "quick", "phrase": phrase}
        said = await self.http.post(f"/tables/{self.code}/chat", json=body)
        assert said.status_code == 201, said.text

    async def heard_at_least(self, count: int) -> None:
        await until_async(
            lambda: len(self.heard) >= count, lambda: f"heard {len(self.heard)} of {count}"
        )

    def numbered(self) -> list[tuple[int, object]]:
        return [(message.number, message.phrase) for message in self.heard]


async def chat_at_a_new_table(live_api: str) -> tuple[AsyncSession, httpx.AsyncClient]:
    """A lobby hosted by Ana (her session) and an HTTP client with her token."""
    host = await AsyncSession.create(live_api, sorted(GAMES)[0], "Ana", bots=["easy"])
    bearer = {"Authorization": f"Bearer {host.token}"}
    return host, httpx.AsyncClient(base_url=live_api, headers=bearer)


def test_the_stream_hands_on_the_chat_and_resumes_it_after_a_dropped_connection(
    live_api: str,
) -> None:
    proxy = DroppingProxy(live_api)

    async def heard_on_the_stream() -> list[tuple[int, object]]:
        host, http = await chat_at_a_new_table(live_api)
        async with http:
            chat = Chat(http, host.code)
            await chat.say("good_luck")  # before the stream opens: sent first, from chat_since 0
            watcher = AsyncSession(proxy.url, host.code, host.token)  # the same seat, proxied

            async def read() -> None:
                async for _ in watcher.stream(on_chat=chat.heard.append, chat_since=0):
                    pass  # the chat comes while the stream is read

            reading = asyncio.create_task(read())
            try:
                await chat.heard_at_least(1)
                await chat.say("well_played")
                await chat.heard_at_least(2)
                proxy.drop_all()
                await chat.say("thanks")  # while the stream reconnects: it comes by chat_since
                await chat.heard_at_least(3)
                await chat.say("good_luck")
                await chat.heard_at_least(4)
            finally:
                reading.cancel()
        return chat.numbered()

    try:
        assert asyncio.run(heard_on_the_stream()) == [
            (1, "good_luck"),
            (2, "well_played"),
            (3, "thanks"),
            (4, "good_luck"),
        ]
    finally:
        proxy.close()


def test_on_open_tells_each_accepted_connection_a_resumed_one_included(live_api: str) -> None:
    """A stream resumed at the table's version sends nothing until a change: `on_open` says
    when the server accepted it, on the first connection and on the one after a drop (async
    and sync sessions)."""
    proxy = DroppingProxy(live_api)
    game = sorted(GAMES)[0]

    async def opened_async() -> int:
        host = await AsyncSession.create(live_api, game, "Ana")
        await AsyncSession.join(live_api, host.code, "Bruno")
        view = await host.start()  # two people, nobody moves (a turn's timer may)
        opened: list[None] = []
        watcher = AsyncSession(proxy.url, host.code, host.token)

        async def read() -> None:
            async for _ in watcher.stream(view.version, on_open=lambda: opened.append(None)):
                pass

        reading = asyncio.create_task(read())
        try:
            await until_async(lambda: len(opened) >= 1, lambda: "never opened")
            proxy.drop_all()
            await until_async(lambda: len(opened) >= 2, lambda: "not opened again")
        finally:
            reading.cancel()
        return len(opened)

    def opened_sync() -> int:
        host = Session.create(live_api, game, "Ana")
        Session.join(live_api, host.code, "Bruno")
        view = host.start()
        opened: list[None] = []
        watcher = Session(proxy.url, host.code, host.token)
        updates = watcher.stream(view.version, on_open=lambda: opened.append(None))

        def read() -> None:  # in a thread: it blocks while nothing changes
            with contextlib.suppress(Exception):  # its client closed under it: the end
                for _ in updates:
                    pass

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        try:
            eventually(lambda: len(opened) >= 1, timeout=10, what="the first open")
            proxy.drop_all()
            eventually(lambda: len(opened) >= 2, timeout=10, what="the reopening")
        finally:
            watcher.client.get_httpx_client().close()
            proxy.drop_all()
            reader.join(10)
        return len(opened)

    try:
        assert asyncio.run(opened_async()) == 2
        assert opened_sync() == 2
    finally:
        proxy.close()


async def until_async(done: Callable[[], bool], what: Callable[[], str] = lambda: "") -> None:
    """`done()` checked every 50 ms; an AssertionError saying `what()` after 20 s."""
    for _ in range(400):
        if done():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(what())


@pytest.mark.parametrize("stream", [True, False])
def test_follow_hands_on_the_chat_by_the_stream_and_by_long_polls(
    live_api: str, stream: bool
) -> None:
    async def heard_while_following() -> list[tuple[int, object]]:
        host, http = await chat_at_a_new_table(live_api)
        async with http:
            chat = Chat(http, host.code)
            await chat.say("hello")  # before following: sent first, from chat_since 0
            watcher = AsyncSession(live_api, host.code, host.token)
            follow = watcher.follow(stream=stream, wait=1, on_chat=chat.heard.append, chat_since=0)

            async def read() -> None:
                async for _ in follow:
                    pass  # the chat comes while it follows

            reading = asyncio.create_task(read())
            try:
                await chat.heard_at_least(1)
                await chat.say("good_luck")
                await chat.say("thanks")
                await chat.heard_at_least(3)
            finally:
                reading.cancel()
            assert watcher.following == ("stream" if stream else "long-poll")
        return chat.numbered()

    assert asyncio.run(heard_while_following()) == [(1, "hello"), (2, "good_luck"), (3, "thanks")]


def test_follow_hands_on_the_chat_with_the_sync_session_too(live_api: str) -> None:
    """The sync session's long-polls read the chat after each: a message written before a
    change is handed on before the change's update."""
    host = Session.create(live_api, sorted(GAMES)[0], "Ana", bots=["easy"])
    heard: list[ChatMessage] = []
    follower = Session(live_api, host.code, host.token)
    updates = follower.follow(stream=False, wait=1, on_chat=heard.append, chat_since=0)
    next(updates)  # the view now
    bearer = {"Authorization": f"Bearer {host.token}"}
    said = httpx.post(
        f"{live_api}/tables/{host.code}/chat",
        json={"kind": "quick", "phrase": "hello"},
        headers=bearer,
    )
    assert said.status_code == 201, said.text
    started = host.start()  # a change: the long-polls bring it, the chat read with it
    for update in updates:
        if update.version >= started.version:
            break
    assert [message.phrase for message in heard] == ["hello"]


# What mypy must say about code using the installed SDK: a union narrowed on `.type`, the
# plain-dict form, and the generated client's types (an untyped package would make these Any
# and mypy would say nothing, or `import-untyped`).
def sample_action() -> tuple[str, list[str], list[str]]:
    """An action type whose required fields are all ints and that has an optional one (any
    game's: shared tests name none): (its type, required fields, optional fields)."""
    for kind, action in sorted(ACTIONS.items()):
        fields = [f for f in dataclasses.fields(action) if f.name != "type"]
        required = [f.name for f in fields if f.default is dataclasses.MISSING]
        optional = [f.name for f in fields if f.default is not dataclasses.MISSING]
        if (
            required
            and optional
            and all(str(f.type) == "int" for f in fields if f.name in required)
        ):
            return kind, required, optional
    raise AssertionError("no action with int fields and an optional one")


SAMPLE, SAMPLE_REQUIRED, SAMPLE_OPTIONAL = sample_action()
TYPING_PROBE = f"""\
from tapete_client.models import TableView
from tapete_sdk import Action, ActionDict, Session


def cell(move: Action) -> int:
    if move.type == "{SAMPLE}":
        return move.{SAMPLE_REQUIRED[0]}
    return -1


def dict_form(move: ActionDict) -> str:
    return move["type"]


def version(view: TableView) -> str:
    return view.version


def seat(session: Session) -> str:
    return session.my_seat
"""
PROBE_ERRORS = {
    'probe.py:16: error: Incompatible return value type (got "int", expected "str")',
    'probe.py:20: error: Incompatible return value type (got "int | None", expected "str")',
}


@pytest.mark.slow
def test_the_wheel_installs_type_checks_and_plays_the_readme_example(
    live_api: str, python_artifacts: tuple[Path, Path], wheel_project: PythonProject
) -> None:
    wheel, _ = python_artifacts
    names = set(zipfile.ZipFile(wheel).namelist())
    # PEP 561: without the markers mypy calls both packages untyped (every call Any).
    assert {"tapete_sdk/py.typed", "tapete_client/py.typed"} <= names, (
        "a py.typed is missing from the wheel (tapete_client's: run `make sdk`)"
    )
    assert not any("__pycache__" in name or name.startswith("examples/") for name in names)

    (wheel_project.work / "probe.py").write_text(TYPING_PROBE)
    checked = mypy_strict(wheel_project.python, wheel_project.work, "probe.py")
    errors = {line.split("  [")[0] for line in checked.stdout.splitlines() if ": error:" in line}
    assert errors == PROBE_ERRORS, checked.stdout + checked.stderr

    result = play_python_readme_example(wheel_project, live_api)
    assert played_to_its_end(result), result


@pytest.mark.slow
def test_the_sdist_installs_and_plays_the_readme_example(
    live_api: str, python_artifacts: tuple[Path, Path], sdist_project: PythonProject
) -> None:
    _, sdist = python_artifacts
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    assert {"pyproject.toml", "README.md", "tapete_sdk/py.typed", "tapete_client/py.typed",
            "tapete_sdk/actions.py", "tapete_client/client.py"} <= names  # fmt: skip
    # What pip installed from it (a wheel it built there) is typed and complete too.
    site = Path(run(sdist_project.python, "-c", "import tapete_sdk; print(tapete_sdk.__file__)",
                    cwd=sdist_project.work, timeout=60).strip()).parents[1]  # fmt: skip
    assert (site / "tapete_sdk" / "py.typed").is_file()
    assert (site / "tapete_client" / "py.typed").is_file()

    result = play_python_readme_example(sdist_project, live_api)
    assert played_to_its_end(result), result


def test_the_committed_actions_module_is_current(tmp_path: Path) -> None:
    target = tmp_path / "actions.py"
    run(sys.executable, PY_SDK / "generate_actions.py", ROOT / "openapi" / "openapi.json", target,
        cwd=tmp_path, timeout=60)  # fmt: skip
    assert target.read_text() == (PY_SDK / "tapete_sdk" / "actions.py").read_text(), (
        "stale: run `make sdk`"
    )


def test_actions_are_typed_classes_with_a_dict_form() -> None:
    action = ACTIONS[SAMPLE]
    values = {name: index + 1 for index, name in enumerate(SAMPLE_REQUIRED)}
    move: Any = action(**values)
    assert move.type == SAMPLE
    expected = {"type": SAMPLE, **values}
    expected.update({name: getattr(move, name) for name in SAMPLE_OPTIONAL})
    assert move.to_dict() == expected
    assert to_action(move.to_dict()) == move
    assert to_action({"type": SAMPLE, **values}) == move  # defaults left out
    # Every game's types, one class each (the module is generated from the document).
    assert {action_type.partition(".")[0] for action_type in ACTIONS} == set(GAMES)


SAMPLE_GAME = SAMPLE.partition(".")[0]
NEEDS = (
    SAMPLE_REQUIRED[0]
    if len(SAMPLE_REQUIRED) == 1
    else ", ".join(SAMPLE_REQUIRED[:-1]) + " and " + SAMPLE_REQUIRED[-1]
)


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ({"type": SAMPLE}, f"{SAMPLE} needs {NEEDS}"),
        ({"type": SAMPLE, **dict.fromkeys(SAMPLE_REQUIRED, 1), "bogus": [1]},
         f"{SAMPLE} has no field bogus"),
        ({"type": f"{SAMPLE_GAME}.fly"},
         f"unknown action type '{SAMPLE_GAME}.fly'; {SAMPLE_GAME} has "),
        ({"card": 1}, "an action needs a 'type'"),
    ],
)  # fmt: skip
def test_an_incomplete_or_unknown_action_is_refused_before_sending(
    action: dict[str, Any], message: str
) -> None:
    with pytest.raises(InvalidAction) as refused:
        Session(NOWHERE, "ABCDEF", "token").act(action)
    error = refused.value
    assert isinstance(error, ApiError) and isinstance(error, InvalidRequest)
    assert (error.status, error.code) == (400, "bad_request")
    assert message in error.detail and message in str(error)


def test_an_unknown_game_or_a_bad_field_is_refused_before_sending() -> None:
    with pytest.raises(UnknownGame, match="unknown game 'nope'; this SDK knows") as unknown:
        Session.create(NOWHERE, "nope", "Ana")
    assert (unknown.value.status, unknown.value.code) == (400, "bad_request")
    game = sorted(GAMES)[0]
    with pytest.raises(InvalidRequest, match=r"bots\[1\]: 'wizard' is not a bot level"):
        Session.create(NOWHERE, game, "Ana", bots=["easy", "wizard"])  # type: ignore[list-item]
    with pytest.raises(InvalidRequest, match="visibility 'secret' is not one of"):
        Session.create(NOWHERE, game, "Ana", visibility="secret")  # type: ignore[arg-type]
    with pytest.raises(InvalidRequest, match="is not a bot level"):
        Session(NOWHERE, "ABCDEF", "token").add_bot("wizard")  # type: ignore[arg-type]


def test_bot_levels_are_the_documents() -> None:
    assert {level.value for level in BotLevel} == set(get_args(BotLevelName))
    assert "expert" in set(get_args(BotLevelName))


def test_the_servers_refusals_are_api_errors_by_status(live_api: str) -> None:
    with pytest.raises(NotFound) as missing:
        Session(live_api, "ZZZZZZ").poll()
    assert (missing.value.status, missing.value.code) == (404, "table_not_found")
    host = Session.create(live_api, resignable().id, "Ana", host_plays=True)
    with pytest.raises(ApiError) as early:  # one seat of two: the game cannot start
        host.start()
    assert early.value.status == 409 and early.value.detail in str(early.value)


def answer(status: int, content_type: str, body: bytes = b"") -> httpx.Response:
    return httpx.Response(status, headers={"content-type": content_type}, content=body)


def test_follow_gives_up_on_the_stream_only_where_long_polls_would_do_better() -> None:
    follow = StreamState(SseParser(), fallback=True)
    assert follow.answered(answer(200, "text/event-stream")) is None
    for refused in (
        answer(200, "text/html", b"<p>a captive portal</p>"),
        answer(404, "text/html", b"<h1>Not Found</h1>"),  # a proxy, not the server
        answer(503, "application/problem+json", b'{"code": "too_many_streams", "status": 503}'),
        answer(429, "application/problem+json", b'{"code": "rate_limited", "status": 429}'),
    ):
        with pytest.raises(StreamUnusable):
            follow.answered(refused)
    table_gone = answer(404, "application/problem+json", b'{"code": "table_not_found"}')
    with pytest.raises(NotFound):  # the server's own answer: a long-poll would say the same
        follow.answered(table_gone)
    follow.ended(got_a_view=False)
    follow.ended(got_a_view=True)  # a connection that brought a view resets the count
    follow.ended(got_a_view=False)
    with pytest.raises(StreamUnusable):
        follow.ended(got_a_view=False)
        follow.ended(got_a_view=False)


class NoStreams(httpx.BaseTransport):
    """A proxy that does not pass event streams on: `/stream` answers an HTML 404."""

    def __init__(self) -> None:
        self.inner = httpx.HTTPTransport()
        self.refused = 0

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/stream"):
            self.refused += 1
            return answer(404, "text/html", b"<h1>Not Found</h1>")
        return self.inner.handle_request(request)


def test_follow_long_polls_where_the_stream_is_refused(live_api: str) -> None:
    game = resignable()
    host = Session.create(live_api, game.id, "Ana", bots=["easy"], options=quick_options(game))
    proxy = NoStreams()
    headers = {"Authorization": f"Bearer {host.token}"}
    host.client.set_httpx_client(
        httpx.Client(base_url=live_api, headers=headers, transport=proxy, timeout=TIMEOUT)
    )
    host.start()
    seen: set[int] = set()  # the versions of the events follow() brought
    resigned_at: int | None = None
    for update in host.follow():
        seen |= {event.version for event in update.events}
        if update.view.status.value == "finished":
            break
        if host.my_turn and resigned_at is None:
            resigned_at = host.act(resign_action(game), update.version).version
    assert proxy.refused == 1 and host.following == "long-poll"
    assert resigned_at in seen  # the resignation's events came through long-polls too


@pytest.mark.parametrize("stream", [True, False], ids=["stream", "long-polls"])
def test_the_async_session_follows_a_game_to_its_end(live_api: str, stream: bool) -> None:
    async def play() -> None:
        game = resignable()
        host = await AsyncSession.create(live_api, game.id, "Ana", bots=["easy"])
        await host.start()
        seen: set[int] = set()  # the versions of the events follow() brought
        resigned_at: int | None = None
        async for update in host.follow(stream=stream):
            seen |= {event.version for event in update.events}
            if update.view.status.value == "finished":
                break
            if host.my_turn and resigned_at is None:
                resigned_at = (await host.act(resign_action(game), update.version)).version
        assert host.following == ("stream" if stream else "long-poll")
        assert host.my_seat is not None and not host.my_turn
        assert resigned_at in seen

    asyncio.run(play())


def live_app(base_url: str) -> tuple[str, str]:
    """A new app on the live server and a key of it: (app id, key secret)."""
    operator = {"Authorization": f"Bearer {LIVE_ADMIN_TOKEN}"}
    created = httpx.post(f"{base_url}/admin/apps", json={"name": "SDK"}, headers=operator)
    assert created.status_code == 201, created.text
    app_id: str = created.json()["id"]
    key = httpx.post(
        f"{base_url}/admin/apps/{app_id}/keys", json={"scopes": ["tables"]}, headers=operator
    )
    assert key.status_code == 201, key.text
    secret: str = key.json()["secret"]
    return app_id, secret


def test_a_session_names_its_app_by_key_or_publishable_id(live_api: str) -> None:
    """docs/apps.md: a server's key or a client's publishable id; the table is the app's."""
    app_id, secret = live_app(live_api)
    game = resignable()
    host = Session.create(live_api, game.id, "Ana", api_key=secret)
    guest = Session.join(live_api, host.code, "Bea", app_id=app_id)
    assert guest.view is not None and len(guest.view.seats) == 2
    host.start()
    assert guest.poll().status.value == "playing"
    with pytest.raises(NotFound):  # the default app has no such table
        Session.join(live_api, host.code, "Cy")
    with pytest.raises(NotFound):
        Session(live_api, host.code).poll()
    with pytest.raises(ValueError):
        Session(live_api, host.code, api_key=secret, app_id=app_id)


def test_an_async_session_names_its_app(live_api: str) -> None:
    app_id, secret = live_app(live_api)

    async def play() -> None:
        host = await AsyncSession.create(live_api, resignable().id, "Ana", api_key=secret)
        guest = await AsyncSession.join(live_api, host.code, "Bea", app_id=app_id)
        assert guest.view is not None and len(guest.view.seats) == 2
        with pytest.raises(NotFound):
            await AsyncSession.join(live_api, host.code, "Cy")

    asyncio.run(play())
