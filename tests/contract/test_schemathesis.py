"""Schemathesis fuzzes every endpoint of the generated OpenAPI document against the ASGI app
and a real Redis, with all its checks, then walks the links (create -> join -> start -> act)."""

from __future__ import annotations

import subprocess
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings

from service.app import create_app
from service.settings import Settings

HYPOTHESIS = dict(
    deadline=None,
    derandomize=True,
    suppress_health_check=list(HealthCheck),
    database=None,
)


@pytest.fixture(scope="session")
def api_schema(settings: Settings, worker: subprocess.Popen[bytes]) -> Any:
    return schemathesis.openapi.from_asgi("/docs/openapi.json", create_app(settings))


schema = schemathesis.pytest.from_fixture("api_schema")


@schema.parametrize()
@hypothesis_settings(max_examples=60, **HYPOTHESIS)  # type: ignore[arg-type]
def test_every_endpoint_conforms(case: Any) -> None:
    case.call_and_validate()


def test_stateful_links(api_schema: Any) -> None:
    machine = api_schema.as_state_machine()
    machine.run(
        settings=hypothesis_settings(
            max_examples=40,
            stateful_step_count=8,
            **HYPOTHESIS,  # type: ignore[arg-type]
        )
    )
