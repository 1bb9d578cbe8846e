"""The docs page loads Swagger UI from the API itself (no CDN), with an Authorize button."""

from __future__ import annotations

import re
from typing import Any


def test_docs_page_loads_its_assets_from_the_api(client: Any) -> None:
    page = client.get("/docs")
    assert page.status_code == 200
    urls = re.findall(r"""(?:src|href)=["']([^"']+)["']""", page.text)
    assert urls, page.text[:500]
    for url in urls:
        assert url.startswith("/docs/assets/"), url
        assert client.get(url).status_code == 200, url
    assert "://" not in "".join(urls)


def test_the_document_declares_a_bearer_scheme(client: Any) -> None:
    document = client.get("/docs/openapi.json").json()
    schemes = document["components"]["securitySchemes"]
    assert schemes["bearerAuth"] == {**schemes["bearerAuth"], "type": "http", "scheme": "bearer"}
    act = document["paths"]["/tables/{code}/actions"]["post"]
    # the seat's token, with the app's key, its publishable id, or neither (the default app)
    assert act["security"] == [
        {"bearerAuth": [], "appKey": []},
        {"bearerAuth": [], "appId": []},
        {"bearerAuth": []},
    ]
    assert schemes["appKey"] == {**schemes["appKey"], "type": "apiKey", "name": "X-Api-Key"}
    assert schemes["appId"] == {**schemes["appId"], "type": "apiKey", "name": "X-App-Id"}
    poll = document["paths"]["/tables/{code}"]["get"]
    assert {} in poll["security"]  # a spectator polls without a token
    assert "304" in poll["responses"]
