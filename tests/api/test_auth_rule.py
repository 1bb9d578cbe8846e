"""One rule for credentials (docs/api.md, "Tokens and roles"), checked on every operation of the
committed OpenAPI document: the cases are made from the file, so a new operation is covered as
soon as it is in the document (and a new 403 asks for its case below).

- a missing token where the operation needs one (its `security` has no anonymous `{}`) is 401
  `unauthorized` with `WWW-Authenticate: Bearer`;
- a malformed or unknown token, wherever a token is read (any `security`), is 401 with
  `WWW-Authenticate: Bearer error="invalid_token"`;
- a valid token without the right is 403, on every operation declaring 403;
- no operation answers a 401 or 403 it does not declare (one that reads no token ignores an
  `Authorization` header; one with an optional token serves a request without one);
- the app (docs/apps.md): wherever a request names one (its `security` lists `appKey`), an
  unknown key is 401 `invalid_api_key` and a disabled app's key 403 `app_disabled`."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import jwt
import msgspec
import pytest
from litestar.testing import TestClient
from support import REFERENCE, auth, table_options

from service.app import create_app
from service.core.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT = json.loads((ROOT / "openapi" / "openapi.json").read_text())
SCHEME = "bearerAuth"
APP_SCHEME = "appKey"
SECRET = "auth-rule-test-secret-0123456789-abcdefghijklmnop"
OPERATOR = "auth-rule-operator-token-0123456789-abcdefghij"  # TAPETE_ADMIN_TOKEN
METHODS = ("get", "put", "post", "patch", "delete")


@dataclass(frozen=True)
class Operation:
    path: str
    method: str
    spec: dict[str, Any]

    @property
    def id(self) -> str:
        return str(self.spec["operationId"])

    @property
    def declared(self) -> set[int]:
        return {int(status) for status in self.spec["responses"] if status.isdigit()}

    @property
    def reads_token(self) -> bool:
        return any(SCHEME in option for option in self.spec.get("security", []))

    @property
    def names_app(self) -> bool:
        """Acts for an app, or (the admin API) takes an app's key instead of the operator's."""
        return any(APP_SCHEME in option for option in self.spec.get("security", []))

    @property
    def needs_token(self) -> bool:
        """A token is read and no anonymous alternative (`{}`) is listed."""
        return self.reads_token and {} not in self.spec.get("security", [])

    @property
    def streams(self) -> bool:
        """Answers an endless event stream: asked with HEAD (its GET's status and headers)."""
        success = self.spec["responses"].get("200", {})
        return "text/event-stream" in success.get("content", {})


OPERATIONS = [
    Operation(path, method, spec)
    for path, item in DOCUMENT["paths"].items()
    for method, spec in item.items()
    if method in METHODS
]
ids = [operation.id for operation in OPERATIONS]

# For every operation declaring 403: where a valid token lacks the right, and the code it gets.
# (table or identity, whose token, expected code)
WITHOUT_RIGHT: dict[str, tuple[str, str, str]] = {
    "updateTable": ("lobby", "player", "not_host"),
    "addBot": ("lobby", "player", "not_host"),
    "removeBot": ("lobby", "player", "not_host"),
    "startTable": ("lobby", "player", "not_host"),
    "cancelTable": ("lobby", "player", "not_host"),
    "act": ("playing", "host", "not_seated"),  # the host observes: no seat
    "getHint": ("playing", "host", "not_seated"),
    "rematchTable": ("playing", "host", "not_seated"),
    "renameMe": ("jwt", "player", "not_allowed"),  # an integrator's player
    "rotatePlayerToken": ("jwt", "player", "not_allowed"),
    # A banned player's credential takes no new seat (docs/apps.md).
    "createTable": ("banned", "player", "player_banned"),
    "joinTable": ("banned", "player", "player_banned"),
    "quickPlay": ("banned", "player", "player_banned"),
    "createTournament": ("banned", "player", "player_banned"),
    "registerForTournament": ("banned", "player", "player_banned"),
    "cancelTournament": ("jwt", "player", "not_organiser"),  # the app created it
    "addFriend": ("blocked", "player", "blocked_by_player"),  # the player blocked the caller
    # A player credential of someone not at the table (the lobby's).
    "invitePlayer": ("blocked", "player", "not_seated"),
    "listTableInvitations": ("blocked", "player", "not_seated"),
    "acceptInvitation": ("banned", "player", "player_banned"),
    # A player credential of someone not in the tournament (nor its creator: the app is).
    "inviteToTournament": ("blocked", "player", "not_in_tournament"),
    "listTournamentInvitations": ("blocked", "player", "not_in_tournament"),
    "acceptTournamentInvitation": ("banned", "player", "player_banned"),
    "postChatMessage": ("lobby", "player", "chat_off"),  # free text, no free_chat
    "muteChatMember": ("lobby", "host", "not_seated"),  # the host observes: no member
    "unmuteChatMember": ("lobby", "host", "not_seated"),
    # A player credential of someone neither seated nor hosting who wrote nothing there.
    "reportChatMessage": ("blocked", "player", "not_at_table"),
}
# Operations of an app's server (an API key's scope, not a bearer token): the open default
# these requests act for lacks the scope, so each answers 403 `missing_scope`, whatever the
# `Authorization` header holds (docs/apps.md, "Webhooks").
APP_KEY_ONLY = ("/webhooks/",)
TOURNAMENT = {"format": "swiss", "game": REFERENCE.id, "seats": REFERENCE.min_seats, "rounds": 1}
MALFORMED = "Basic dXNlcjpwYXNzd29yZA=="  # not a bearer credential
UNKNOWN = "Bearer tp_not-a-token-of-anything"


@dataclass
class World:
    """What the requests point at: a lobby (an observing host, a joined player, a bot), a game
    in progress (an observing host, a joined player, bots; hints on), a player and a JWT."""

    client: Any
    game: str
    lobby: dict[str, str]
    playing: dict[str, str]
    bot: int
    player_id: str
    jwt: str
    app_id: str
    key_id: str
    endpoint_id: str  # a webhook endpoint of the app
    disabled_key: str  # a key of a disabled app
    banned: str  # a banned player's token
    tournament_id: str  # a tournament (created by the app, starting in an hour)
    blocked: str  # the token of a player the player (`player_id`) blocked

    def token(self, where: str, who: str) -> str:
        if where == "banned":
            return self.banned
        if where == "blocked":
            return self.blocked
        return self.jwt if where == "jwt" else getattr(self, where)[who]

    def path_of(self, operation: Operation) -> str:
        where = WITHOUT_RIGHT.get(operation.id, ("lobby",))[0]
        values = {
            "code": self.lobby["code"] if where != "playing" else self.playing["code"],
            "member": str(self.bot),
            "game_id": self.game,
            "player_id": self.player_id,
            "app_id": self.app_id,
            "key_id": self.key_id,
            "endpoint_id": self.endpoint_id,
            "message_id": "msg_unknown",
            "number": "1",
            "report_id": "cr_0000000000000000",
            "notification_id": "1",
            "tournament_id": self.tournament_id,
        }
        path = operation.path
        for parameter in operation.spec.get("parameters", []):
            if parameter["in"] == "path":
                name = parameter["name"]
                assert name in values, f"{operation.id}: give the test a value for {{{name}}}"
                path = path.replace(f"{{{name}}}", values[name])
        return path

    def query_of(self, operation: Operation) -> dict[str, str]:
        query = {}
        for parameter in operation.spec.get("parameters", []):
            if parameter["in"] == "query" and parameter.get("required"):
                assert parameter["name"] == "game", f"{operation.id}: a value for it, please"
                query["game"] = self.game
        return query

    def call(
        self, operation: Operation, authorization: str | None, api_key: str | None = None
    ) -> Any:
        headers = {} if authorization is None else {"Authorization": authorization}
        if api_key is not None:
            headers["X-Api-Key"] = api_key
        body = request_body(operation)
        response = self.client.request(
            "HEAD" if operation.streams else operation.method.upper(),
            self.path_of(operation),
            params=self.query_of(operation),
            headers=headers,
            **({} if body is None else {"json": body}),
        )
        if response.status_code in (401, 403):
            assert response.status_code in operation.declared, (
                f"{operation.id} answered an undeclared {response.status_code}: {response.text}"
            )
        return response


def request_body(operation: Operation) -> Any:
    """The document's first example body: well formed, so the credential decides."""
    if "requestBody" not in operation.spec:
        return None
    examples = operation.spec["requestBody"]["content"]["application/json"].get("examples", {})
    assert examples, f"{operation.id} takes a body: give it an example in the document"
    return next(iter(examples.values()))["value"]


def token_of(response: Any) -> str:
    assert response.status_code in (200, 201), response.text
    token: str = response.json()["token"]
    return token


def table(client: Any, **fields: Any) -> dict[str, str]:
    """A table whose host observes, with one joined player."""
    body = {"game": REFERENCE.id, "host_name": "Host", "host_plays": False, **fields}
    created = client.post("/tables", json={**body, "options": table_options()})
    joined = client.post(f"/tables/{created.json()['code']}/join", json={"name": "Ana"})
    return {"code": created.json()["code"], "host": token_of(created), "player": token_of(joined)}


@pytest.fixture(scope="module")
def world(settings: Settings) -> Iterator[World]:
    configured = msgspec.structs.replace(settings, jwt_secret=SECRET, admin_token=OPERATOR)
    with TestClient(app=create_app(configured)) as client:
        lobby = table(client)
        bot = client.post(
            f"/tables/{lobby['code']}/bots", json={"level": "easy"}, headers=auth(lobby["host"])
        )
        assert bot.status_code == 201, bot.text
        playing = table(client, hints=True)
        for _ in range(REFERENCE.min_seats - 1):
            added = client.post(
                f"/tables/{playing['code']}/bots",
                json={"level": "easy"},
                headers=auth(playing["host"]),
            )
            assert added.status_code == 201, added.text
        started = client.post(f"/tables/{playing['code']}/start", headers=auth(playing["host"]))
        assert started.status_code == 200, started.text
        player = client.post("/players", json={"name": "Pia"})
        assert player.status_code == 201, player.text
        operator = auth(OPERATOR)
        app = client.post("/admin/apps", json={"name": "Studio"}, headers=operator)
        assert app.status_code == 201, app.text
        key = client.post(
            f"/admin/apps/{app.json()['id']}/keys", json={"scopes": ["tables"]}, headers=operator
        )
        assert key.status_code == 201, key.text
        hooks = client.post(
            f"/admin/apps/{app.json()['id']}/keys", json={"scopes": ["webhooks"]}, headers=operator
        )
        assert hooks.status_code == 201, hooks.text
        endpoint = client.post(
            "/webhooks/endpoints",
            json={"url": "https://hooks.example/auth-rule"},
            headers={"X-Api-Key": hooks.json()["secret"]},
        )
        assert endpoint.status_code == 201, endpoint.text
        closed = client.post("/admin/apps", json={"name": "Closed"}, headers=operator).json()
        closed_key = client.post(
            f"/admin/apps/{closed['id']}/keys", json={"scopes": ["tables"]}, headers=operator
        ).json()["secret"]
        shut = client.patch(
            f"/admin/apps/{closed['id']}", json={"disabled": True}, headers=operator
        )
        assert shut.status_code == 200, shut.text
        banned = client.post("/players", json={"name": "Ban"})
        assert banned.status_code == 201, banned.text
        ban = client.post(
            f"/admin/players/{banned.json()['id']}/ban", json={"reason": "test"}, headers=operator
        )
        assert ban.status_code == 200, ban.text
        blocked = client.post("/players", json={"name": "Bo"})
        assert blocked.status_code == 201, blocked.text
        blocking = client.put(
            f"/players/me/blocks/{blocked.json()['id']}", headers=auth(token_of(player))
        )
        assert blocking.status_code == 200, blocking.text
        claims = {"sub": "auth-rule", "name": "Jo", "aud": "tapete", "exp": int(time.time()) + 600}
        later = datetime.fromtimestamp(time.time() + 3600, tz=UTC).isoformat()
        tournament = client.post(
            "/tournaments",
            json={"name": "Cup", "starts_at": later, "settings": TOURNAMENT},
        )
        assert tournament.status_code == 201, tournament.text
        yield World(
            client=client,
            game=REFERENCE.id,
            lobby=lobby,
            playing=playing,
            bot=bot.json()["seats"][-1]["member"],
            player_id=player.json()["id"],
            jwt=jwt.encode(claims, SECRET, algorithm="HS256"),
            app_id=app.json()["id"],
            key_id=key.json()["key"]["id"],
            endpoint_id=endpoint.json()["endpoint"]["id"],
            disabled_key=closed_key,
            banned=token_of(banned),
            tournament_id=tournament.json()["id"],
            blocked=token_of(blocked),
        )


def unauthorized(response: Any, operation: Operation, challenge: str) -> None:
    assert response.status_code == 401, f"{operation.id}: {response.status_code} {response.text}"
    assert response.headers.get("WWW-Authenticate") == challenge, operation.id
    if not operation.streams:  # HEAD: no body
        assert response.json()["code"] == "unauthorized", response.text


def missing_scope(response: Any, operation: Operation) -> None:
    assert response.status_code == 403, f"{operation.id}: {response.status_code} {response.text}"
    assert response.json()["code"] == "missing_scope", response.text


@pytest.mark.parametrize("operation", OPERATIONS, ids=ids)
def test_a_missing_token_is_401_with_a_bearer_challenge_where_one_is_needed(
    world: World, operation: Operation
) -> None:
    response = world.call(operation, None)
    if operation.path.startswith(APP_KEY_ONLY):
        missing_scope(response, operation)
    elif operation.needs_token:
        unauthorized(response, operation, "Bearer")
    else:  # public, or watching / a new seat without a player identity
        assert response.status_code not in (401, 403), f"{operation.id}: {response.text}"


@pytest.mark.parametrize("operation", OPERATIONS, ids=ids)
@pytest.mark.parametrize("credential", [MALFORMED, UNKNOWN], ids=["malformed", "unknown"])
def test_a_malformed_or_unknown_token_is_401_invalid_token_wherever_one_is_read(
    world: World, operation: Operation, credential: str
) -> None:
    response = world.call(operation, credential)
    if operation.reads_token:
        assert 401 in operation.declared, f"{operation.id} reads a token: declare 401"
        unauthorized(response, operation, 'Bearer error="invalid_token"')
    elif operation.path.startswith(APP_KEY_ONLY):
        missing_scope(response, operation)
    else:  # takes no token: the header is not its business
        assert response.status_code not in (401, 403), f"{operation.id}: {response.text}"


@pytest.mark.parametrize("operation", OPERATIONS, ids=ids)
def test_a_valid_token_without_the_right_is_403_where_declared(
    world: World, operation: Operation
) -> None:
    if 403 not in operation.declared:
        assert operation.id not in WITHOUT_RIGHT, f"{operation.id} no longer declares 403"
        return
    if operation.path.startswith("/admin/"):  # no token lacks a right there: the API is off
        world.client.app.state.admin_token = ""
        try:
            response = world.call(operation, f"Bearer {OPERATOR}")
        finally:
            world.client.app.state.admin_token = OPERATOR
        assert response.status_code == 403 and response.json()["code"] == "admin_disabled"
        return
    if operation.path.startswith(APP_KEY_ONLY):
        missing_scope(world.call(operation, f"Bearer {world.lobby['host']}"), operation)
        return
    if operation.id not in WITHOUT_RIGHT and operation.names_app:
        return  # its 403 is the app's: test_an_unknown_or_disabled_apps_key_is_refused
    assert operation.id in WITHOUT_RIGHT, f"{operation.id} declares 403: add its case above"
    where, who, code = WITHOUT_RIGHT[operation.id]
    response = world.call(operation, f"Bearer {world.token(where, who)}")
    assert response.status_code == 403, f"{operation.id}: {response.status_code} {response.text}"
    assert response.json()["code"] == code, response.text
    assert "WWW-Authenticate" not in response.headers


def test_every_operation_reading_a_token_declares_401_and_only_those() -> None:
    """...or naming an app, whose key may be unknown (and then 403 for a disabled app)."""
    for operation in OPERATIONS:
        credentials = operation.reads_token or operation.names_app
        assert (401 in operation.declared) == credentials, operation.id
        if operation.names_app:
            assert 403 in operation.declared, operation.id


@pytest.mark.parametrize("operation", OPERATIONS, ids=ids)
def test_an_unknown_or_disabled_apps_key_is_refused_wherever_an_app_is_named(
    world: World, operation: Operation
) -> None:
    if not operation.names_app:
        response = world.call(operation, None, api_key="tk_not-a-key-of-anything")
        assert response.status_code not in (401, 403) or operation.needs_token, response.text
        return
    unknown = world.call(operation, None, api_key="tk_not-a-key-of-anything")
    assert unknown.status_code == 401, f"{operation.id}: {unknown.status_code} {unknown.text}"
    if not operation.streams:  # HEAD: no body
        assert unknown.json()["code"] == "invalid_api_key", unknown.text
    disabled = world.call(operation, None, api_key=world.disabled_key)
    assert disabled.status_code == 403, f"{operation.id}: {disabled.status_code} {disabled.text}"
    if not operation.streams:
        assert disabled.json()["code"] == "app_disabled", disabled.text


def test_no_handler_reads_the_authorization_header_itself(settings: Settings) -> None:
    """The credential comes ready from the route's dependency (service/api/auth.py), which
    the document's `security` and the fast path read too: no handler declares the header."""
    app = create_app(settings, enqueue_bots=False)
    for route in app.routes:
        for handler in getattr(route, "route_handlers", []):
            for name, field in handler.parsed_fn_signature.parameters.items():
                definition = field.kwarg_definition
                wire = getattr(definition, "header", None) or getattr(definition, "name", None)
                assert str(wire).lower() != "authorization", f"{handler}: {name}"
