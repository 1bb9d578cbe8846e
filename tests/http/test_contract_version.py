"""Every answer names its contract (`Tapete-API-Version`, the document's `info.version`), on
each way an answer leaves: Litestar's, the fast path's, a problem, a long-poll answered early,
a stream; a deprecated operation says so with `Deprecation`, `Sunset` and a successor `Link`
(RFC 9745, RFC 8594) and is marked in the document."""

from __future__ import annotations

from datetime import date
from typing import Any

from litestar import get
from litestar.testing import TestClient
from support import auth

from service.app import create_app
from service.core.settings import Settings
from service.games.registry import GAMES
from service.http.contract import API_VERSION, VERSION_HEADER
from service.http.deprecation import deprecated


def test_every_kind_of_answer_names_the_contract_version(client: Any) -> None:
    created = client.post("/tables", json={"game": sorted(GAMES)[0], "host_name": "Ana"})
    code, token = created.json()["code"], created.json()["token"]
    answers = [
        created,
        client.get("/games"),
        client.get(f"/tables/{code}", headers=auth(token)),  # the fast path
        client.get(f"/tables/{code}"),  # a problem: no token
        client.get("/tables/NOPE00"),
        client.head("/games"),
        client.get("/docs/openapi.json"),
        client.post(f"/tables/{code}/actions", headers=auth(token), content=b"{"),
    ]
    for answer in answers:
        assert answer.headers[VERSION_HEADER] == API_VERSION, answer.request.url


def test_the_document_declares_the_version_on_every_answer(client: Any) -> None:
    document = client.get("/docs/openapi.json").json()
    assert document["info"]["version"] == API_VERSION
    for path, item in document["paths"].items():
        for method, operation in item.items():
            for status, response in operation["responses"].items():
                assert VERSION_HEADER in response.get("headers", {}), (method, path, status)


@get(
    "/games-catalogue",
    operation_id="listGamesOld",
    **deprecated(since=date(2026, 12, 1), sunset=date(2027, 6, 1), successor="/games"),
)
async def old_catalogue() -> list[str]:
    """A renamed operation's old form, during its deprecation period."""
    return ["old"]


def test_a_deprecated_operation_says_so_on_every_answer_and_in_the_document(
    settings: Settings,
) -> None:
    app = create_app(settings)
    app.register(old_catalogue)
    with TestClient(app=app) as client:
        answer = client.get("/games-catalogue")
        assert answer.status_code == 200 and answer.json() == ["old"]
        assert answer.headers["Deprecation"] == "@1796083200"  # 2026-12-01T00:00:00Z
        assert answer.headers["Sunset"] == "Tue, 01 Jun 2027 00:00:00 GMT"
        assert answer.headers["Link"] == '</games>; rel="successor-version"'
        assert answer.headers[VERSION_HEADER] == API_VERSION
        operation = client.get("/docs/openapi.json").json()["paths"]["/games-catalogue"]["get"]
    assert operation["deprecated"] is True
    assert {"Deprecation", "Sunset", "Link"} <= set(operation["responses"]["200"]["headers"])
