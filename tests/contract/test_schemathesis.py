"""Schemathesis fuzzes every endpoint of the generated OpenAPI document against the ASGI app
and a real Redis, with all its checks, then walks the links (create -> join -> start -> act);
an ended game's record, which no fuzzed case reaches, is checked in both its media types."""

from __future__ import annotations

import itertools
import subprocess
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import schemathesis
import schemathesis_auth  # noqa: F401  (registers the linked tokens as this run's credentials)
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings
from litestar.testing import TestClient
from schemathesis.generation import GenerationMode

from service.app import create_app
from service.core.settings import Settings
from service.games.registry import GAMES

# Minutes of fuzzing: every operation in one test (75 s alone on a quiet machine, with 90
# operations), four times that beside the rest of the suite on two loaded cores.
pytestmark = [pytest.mark.slow, pytest.mark.timeout(900)]

# In process a request has no deadline of its own: one that never answered (seen once, under a
# load average of 10) held the test until pytest-timeout, with no example to replay. Long-polls
# are capped at TAPETE_MAX_WAIT_SECONDS (2 s here).
REQUEST_TIMEOUT = 30

HYPOTHESIS = dict(
    deadline=None,
    derandomize=True,
    suppress_health_check=list(HealthCheck),
    database=None,
)


def load_schema(settings: Settings) -> Any:
    app = create_app(settings)
    with TestClient(app=app) as client:
        document = client.get("/docs/openapi.json").json()
    loaded = schemathesis.openapi.from_dict(document)
    loaded.app = app
    loaded.location = "/docs/openapi.json"
    # A well-formed action the rules forbid right now is 422 illegal_action, by design.
    loaded.config.checks.positive_data_acceptance.expected_statuses.append("422")
    return loaded


@pytest.fixture(scope="session")
def api_schema(settings: Settings, worker: subprocess.Popen[bytes]) -> Any:
    return load_schema(settings)


@pytest.fixture(scope="session")
def in_game_schema(settings: Settings, worker: subprocess.Popen[bytes]) -> Any:
    """Schema-valid requests only: each case is aimed at a fresh game in progress."""
    loaded = load_schema(settings)
    loaded.config.generation.update(modes=[GenerationMode.POSITIVE])
    return loaded


@pytest.fixture(scope="session")
def new_game(settings: Settings) -> Iterator[Callable[[], tuple[str, str]]]:
    """Start a table (a bot opens, the host plays second) and hand out its code and host token.
    The hosted games take turns, so every game's actions and views are fuzzed in progress."""
    games = itertools.cycle(sorted(GAMES))
    with TestClient(app=create_app(settings)) as client:

        def start() -> tuple[str, str]:
            body = {"game": next(games), "host_name": "Host", "bots": ["easy"]}
            created = client.post("/tables", json=body).json()
            code, headers = created["code"], {"Authorization": f"Bearer {created['token']}"}
            table = client.post(f"/tables/{code}/start", headers=headers).json()
            for _ in range(20):  # the worker moves the bot; then the host (seat 1) is due
                if table["to_act"] == [1]:
                    break
                params = {"since": table["version"], "wait": 1}
                table = client.get(f"/tables/{code}", params=params, headers=headers).json()
            return code, created["token"]

        yield start


# An event stream's response never ends while its table (tournament, player) lives, and the
# ASGI transport reads a response whole: tests/tables/test_fanout.py,
# tests/tournaments/test_stream.py and tests/players/test_notification_stream.py exercise them
# over a real server instead. (Filters go here:
# the pytest integration replaces a loaded schema's own filters.)
STREAM = ["streamTable", "streamTournament", "streamMyNotifications"]
schema = schemathesis.pytest.from_fixture("api_schema").exclude(operation_id=STREAM)
in_game = (
    schemathesis.pytest.from_fixture("in_game_schema")
    .include(path_regex=r"^/tables/\{code\}")
    .exclude(operation_id=STREAM)
)


@schema.parametrize()
@hypothesis_settings(max_examples=60, **HYPOTHESIS)  # type: ignore[arg-type]
def test_every_endpoint_conforms(case: Any) -> None:
    case.call_and_validate(timeout=REQUEST_TIMEOUT)


@in_game.parametrize()
@hypothesis_settings(max_examples=40, **HYPOTHESIS)  # type: ignore[arg-type]
def test_table_endpoints_conform_during_a_game(
    case: Any, new_game: Callable[[], tuple[str, str]]
) -> None:
    code, token = new_game()
    case.path_parameters = {**(case.path_parameters or {}), "code": code}
    case.headers = {**(case.headers or {}), "Authorization": f"Bearer {token}"}
    case.call_and_validate(timeout=REQUEST_TIMEOUT)


def test_stateful_links(api_schema: Any) -> None:
    """The links carry real tokens (`Authorization` from a create or join answer, or from the
    previous request of an operation that needs one), declared as the run's credentials
    (schemathesis_auth.py), so every check runs, `ignored_auth` included."""
    machine = api_schema.exclude(operation_id=STREAM).as_state_machine()
    machine.run(
        settings=hypothesis_settings(
            max_examples=100,
            stateful_step_count=10,
            **HYPOTHESIS,  # type: ignore[arg-type]
        )
    )


def test_a_record_conforms_as_json_and_as_ndjson(api_schema: Any, settings: Settings) -> None:
    """No fuzzed case reaches an ended game, so its record is checked here in both forms the
    `Accept` header chooses: an answer of a media type the document does not declare for it
    fails Schemathesis's content-type check."""
    with TestClient(app=create_app(settings)) as client:
        body = {"game": sorted(GAMES)[0], "host_name": "Host", "bots": ["easy"]}
        created = client.post("/tables", json=body).json()
        headers = {"Authorization": f"Bearer {created['token']}"}
        for step in ("start", "cancel"):
            response = client.post(f"/tables/{created['code']}/{step}", headers=headers)
            assert response.status_code == 200, response.text
    record = api_schema["/tables/{code}/record"]["GET"]
    for accept in ("application/json", "application/x-ndjson"):
        case = record.Case(path_parameters={"code": created["code"]}, headers={"Accept": accept})
        # Passed to the call too: in process, the test client's own `Accept: */*` would win.
        answer = case.call_and_validate(headers={"Accept": accept}, timeout=REQUEST_TIMEOUT)
        assert answer.status_code == 200
        assert answer.headers["content-type"][0].split(";")[0] == accept
